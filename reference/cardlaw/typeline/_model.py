"""The typed value of a Magic type line."""

from __future__ import annotations

import enum

from .._frozen import frozen
from .._span import Span

__all__ = ["CardType", "Face", "Span", "Supertype", "TypeLine"]


class Supertype(enum.Enum):
    BASIC = "Basic"
    LEGENDARY = "Legendary"
    SNOW = "Snow"
    WORLD = "World"
    ONGOING = "Ongoing"
    HOST = "Host"  # Unstable: a creature that augment cards attach to


class CardType(enum.Enum):
    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CONSPIRACY = "Conspiracy"  # the Conspiracy draft sets; no rule names it, so it battles as a spell (GR-17)
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"


@frozen
class Face:
    """One face: ``Legendary Artifact Creature — Human Soldier``.

    ``subtypes`` are case-folded English words where we know a translation
    (``véhicule`` becomes ``vehicle``); unknown subtypes are kept case-folded as written.
    """

    supertypes: frozenset[Supertype]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    span: Span

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    def has_supertype(self, supertype: Supertype) -> bool:
        return supertype in self.supertypes

    def has_subtype(self, subtype: str) -> bool:
        return subtype.casefold() in self.subtypes


@frozen
class TypeLine:
    """A whole type line: one face, or two joined by ``//``."""

    faces: tuple[Face, ...]
    text: str
    language: str  # "en" or "fr"
    span: Span

    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def double_faced(self) -> bool:
        return len(self.faces) > 1
