"""Seeded stand-in boosters for the grid minigames, so games can be set up without card data.

Each set's mix is the average content of a draft booster after the game's setup has
thrown out lands; the cards are made up but have the shapes (type lines, toughness,
loyalty) the rules care about. Everything is drawn from the caller's ``random.Random``,
so one seed always opens the same packs.
"""

from __future__ import annotations

import math
import random
from bisect import bisect
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..errors import CardlawError, did_you_mean
from ._cards import Card

Printed = Literal["toughness", "loyalty"]


@dataclass(frozen=True, slots=True)
class Category:
    """One kind of usable card and how many a pack holds on average."""

    name: str
    per_pack: float
    # Repeating a type line here is how one shape is made commoner than another.
    type_lines: tuple[str, ...]
    # Word used in generated names ("ZNR Creature 4"), so a name hints at the card.
    label: str
    printed: Printed | None = None


@dataclass(frozen=True, slots=True)
class SetMix:
    """What opening one booster of a set yields, on average, for the grid minigames."""

    code: str
    categories: tuple[Category, ...]
    # (value, weight) pairs; weights need not sum to 1.
    toughness: tuple[tuple[int, float], ...]
    loyalty: tuple[tuple[int, float], ...]
    double_faced_per_pack: float
    # (front, back) type lines of the double-faced cards the setup removes.
    double_faced: tuple[tuple[str, str], ...]
    basic_lands: tuple[str, ...]
    # (name, type line) of the set's nonbasic lands a player may be handed.
    nonbasic_lands: tuple[tuple[str, str], ...] = ()
    nonbasic_land_chance: float = 0.0
    # Cumulative weights, worked out once so opening a pack is a few bisects.
    _category_cum: tuple[float, ...] = field(init=False, repr=False, compare=False)
    _toughness_cum: tuple[float, ...] = field(init=False, repr=False, compare=False)
    _loyalty_cum: tuple[float, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        needs = {c.printed for c in self.categories}
        if "toughness" in needs and not self.toughness:
            raise ValueError(f"{self.code}: creatures need a toughness table")
        if "loyalty" in needs and not self.loyalty:
            raise ValueError(f"{self.code}: planeswalkers need a loyalty table")
        if self.double_faced_per_pack and not self.double_faced:
            raise ValueError(f"{self.code}: double-faced cards need shapes")
        object.__setattr__(self, "_category_cum", _cumulate(c.per_pack for c in self.categories))
        object.__setattr__(self, "_toughness_cum", _cumulate(w for _, w in self.toughness))
        object.__setattr__(self, "_loyalty_cum", _cumulate(w for _, w in self.loyalty))

    @property
    def usable_per_pack(self) -> float:
        return sum(c.per_pack for c in self.categories)


@dataclass(frozen=True, slots=True)
class OpenedPacks:
    """The cards of some boosters after setup: those dealt out, and the double-faced ones set aside.

    Lands are not generated here; each player's land comes from `land_for`.
    """

    usable: tuple[Card, ...]
    removed: tuple[Card, ...]


def _cumulate(weights: Iterable[float]) -> tuple[float, ...]:
    total = 0.0
    out: list[float] = []
    for weight in weights:
        total += weight
        out.append(total)
    return tuple(out)


def _pick(values: Sequence[tuple[int, float]], cum: Sequence[float], rng: random.Random) -> int:
    return values[bisect(cum, rng.random() * cum[-1])][0]


def _count(mean: float, rng: random.Random) -> int:
    """``floor(mean)`` or one more, so the count averages ``mean`` exactly.

    Boosters hold a near-fixed number of cards, so this is truer to a pack than a
    Poisson count, whose spread would make packs of 8 and 18 cards.
    """
    whole = math.floor(mean)
    return whole + (rng.random() < mean - whole)


def _creatures(prefix: str, subtypes: str) -> tuple[str, ...]:
    return tuple(f"{prefix} — {s}" for s in subtypes.split(", "))


_BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")

_ZNR = SetMix(
    code="ZNR",
    categories=(
        Category(
            "nonlegendary creature",
            7.2,
            _creatures(
                "Creature",
                "Kor Warrior, Kor Cleric, Human Cleric, Human Soldier, Merfolk Wizard, Merfolk Rogue, "
                "Vampire Rogue, Vampire Warrior, Elf Druid, Elf Warrior, Goblin Warrior, Goblin Rogue, "
                "Elemental, Cat Beast, Bird, Snake, Eldrazi Drone, Kraken, Hydra, Angel Warrior",
            ),
            "Creature",
            "toughness",
        ),
        Category(
            "instant, sorcery or enchantment",
            4.6,
            ("Instant",) * 4 + ("Sorcery",) * 4 + ("Enchantment", "Enchantment — Aura", "Enchantment — Aura"),
            "Spell",
        ),
        Category(
            "noncreature artifact",
            0.66,
            ("Artifact", "Artifact — Equipment", "Artifact — Equipment"),
            "Artifact",
        ),
        Category(
            "artifact creature",
            0.35,
            _creatures("Artifact Creature", "Golem, Construct, Golem Warrior"),
            "Artifact Creature",
            "toughness",
        ),
        Category(
            "legendary creature",
            0.2,
            _creatures(
                "Legendary Creature",
                "Kor Warrior, Merfolk Wizard, Vampire Noble, Elf Warrior, Angel, Eldrazi, Human Cleric",
            ),
            "Legendary Creature",
            "toughness",
        ),
        Category(
            "planeswalker",
            0.02,
            _creatures("Legendary Planeswalker", "Nahiri, Nissa, Jace"),
            "Planeswalker",
            "loyalty",
        ),
    ),
    # Median 3, from an odd 0 up to a rare 17.
    toughness=(
        (0, 0.4), (1, 13), (2, 27), (3, 22), (4, 16), (5, 9), (6, 5.5),
        (7, 3), (8, 1.5), (9, 0.6), (10, 0.4), (12, 0.2), (17, 0.15),
    ),
    loyalty=((3, 1), (4, 3), (5, 1)),
    # Every ZNR draft booster has one modal double-faced card, land on the back.
    double_faced_per_pack=1.0,
    double_faced=(
        ("Creature — Kor Cleric", "Land"),
        ("Creature — Elemental", "Land"),
        ("Creature — Merfolk Wizard", "Land"),
        ("Instant", "Land"),
        ("Sorcery", "Land"),
        ("Sorcery", "Land"),
        ("Legendary Creature — Vampire Warrior", "Legendary Land"),
    ),
    basic_lands=_BASICS,
)

_LTR = SetMix(
    code="LTR",
    categories=(
        Category(
            "nonlegendary creature",
            4.8,
            _creatures(
                "Creature",
                "Human Soldier, Human Knight, Human Peasant, Elf Warrior, Elf Scout, Halfling Peasant, "
                "Halfling Citizen, Dwarf Warrior, Orc Army, Orc Soldier, Goblin Soldier, Wraith Knight, "
                "Bird, Spider, Horse, Troll, Wolf, Eagle",
            ),
            "Creature",
            "toughness",
        ),
        Category(
            "legendary creature",
            1.96,
            _creatures(
                "Legendary Creature",
                "Halfling Peasant, Halfling Scout, Human Noble, Human Ranger, Human Soldier, Elf Noble, "
                "Dwarf Warrior, Avatar Wizard, Wraith Noble, Orc Soldier, Treefolk, Balrog Demon",
            ),
            "Legendary Creature",
            "toughness",
        ),
        Category(
            "instant, sorcery or enchantment",
            5.8,
            ("Instant",) * 4 + ("Sorcery",) * 4 + ("Enchantment", "Enchantment — Aura", "Enchantment — Saga"),
            "Spell",
        ),
        Category(
            "noncreature artifact",
            0.85,
            (
                "Artifact",
                "Artifact — Food",
                "Artifact — Equipment",
                "Legendary Artifact — Equipment",
                "Legendary Artifact",
            ),
            "Artifact",
        ),
        Category(
            "artifact creature",
            0.19,
            _creatures("Artifact Creature", "Construct, Golem"),
            "Artifact Creature",
            "toughness",
        ),
        Category("vehicle", 0.04, ("Artifact — Vehicle",), "Vehicle", "toughness"),
    ),
    # Mean about 3.1, from 1 to 10.
    toughness=(
        (1, 15), (2, 27), (3, 24), (4, 16), (5, 9), (6, 4.6), (7, 2.4), (8, 1.2), (9, 0.5), (10, 0.3),
    ),
    loyalty=(),
    # LTR boosters hold no double-faced cards.
    double_faced_per_pack=0.0,
    double_faced=(),
    basic_lands=_BASICS,
    # An assumption: a quarter of the lands handed out are one of the set's nonbasics.
    nonbasic_lands=(
        ("Westfold Causeway", "Land"),
        ("Deeping Gate Ruins", "Land"),
        ("Hall of the Horse-Lords", "Legendary Land"),
    ),
    nonbasic_land_chance=0.25,
)

SET_MIXES: dict[str, SetMix] = {mix.code: mix for mix in (_ZNR, _LTR)}


def mix_for(set_code: str) -> SetMix:
    """The mix of ``set_code`` (any case); an unknown code is the user's mistake."""
    mix = SET_MIXES.get(set_code.upper())
    if mix is None:
        hint = did_you_mean(set_code, SET_MIXES)
        extra = f"; did you mean {hint!r}?" if hint else ""
        raise CardlawError(f"unknown set code {set_code!r} (known: {', '.join(sorted(SET_MIXES))}){extra}")
    return mix


def open_packs(set_code: str, packs: int, rng: random.Random) -> OpenedPacks:
    """Open ``packs`` boosters of ``set_code``: the cards setup keeps, and the double-faced ones it removes."""
    mix = mix_for(set_code)
    if isinstance(packs, bool) or not isinstance(packs, int) or packs < 0:
        raise CardlawError(f"the number of packs must be a whole number 0 or more, not {packs!r}")
    code = mix.code
    serials: dict[str, int] = {}
    usable: list[Card] = []
    removed: list[Card] = []
    for _ in range(packs):
        for category in rng.choices(mix.categories, cum_weights=mix._category_cum, k=_count(mix.usable_per_pack, rng)):
            serial = serials[category.label] = serials.get(category.label, 0) + 1
            type_line = rng.choice(category.type_lines)
            toughness = loyalty = None
            if category.printed == "toughness":
                toughness = str(_pick(mix.toughness, mix._toughness_cum, rng))
            elif category.printed == "loyalty":
                loyalty = str(_pick(mix.loyalty, mix._loyalty_cum, rng))
            usable.append(Card(f"{code} {category.label} {serial}", type_line, toughness, loyalty, code))
        for _ in range(_count(mix.double_faced_per_pack, rng)):
            serial = serials["//"] = serials.get("//", 0) + 1
            front, back = rng.choice(mix.double_faced)
            toughness = str(_pick(mix.toughness, mix._toughness_cum, rng)) if "Creature" in front else None
            removed.append(
                Card(f"{code} Front {serial} // {code} Back {serial}", f"{front} // {back}", toughness, None, code)
            )
    return OpenedPacks(tuple(usable), tuple(removed))


def basic_land(set_code: str, rng: random.Random) -> Card:
    """A basic land of ``set_code``, such as ``Forest`` (``Basic Land — Forest``)."""
    mix = mix_for(set_code)
    name = rng.choice(mix.basic_lands)
    return Card(name, f"Basic Land — {name}", set_code=mix.code)


def land_for(set_code: str, rng: random.Random) -> Card:
    """The land a player is handed at setup: a basic, or for some sets now and then one of its nonbasics."""
    mix = mix_for(set_code)
    if mix.nonbasic_lands and rng.random() < mix.nonbasic_land_chance:
        name, type_line = rng.choice(mix.nonbasic_lands)
        return Card(name, type_line, set_code=mix.code)
    return basic_land(mix.code, rng)
