"""The type-line vocabulary: supertype and card-type words in English and French,
and the French subtypes we can translate to English."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, TypeAlias

from ._model import CardType, Supertype

Language: TypeAlias = Literal["en", "fr"]
Kind: TypeAlias = Supertype | CardType

LANGUAGE_NAMES: Final[dict[Language, str]] = {"en": "English", "fr": "French"}


@dataclass(frozen=True, slots=True)
class Entry:
    """What one type word means, and which language it gives away (None: both spell it so)."""

    kinds: tuple[Kind, ...]
    language: Language | None


# The English enum values double as the English spellings.
_ENGLISH: Final[dict[str, Kind]] = {
    **{s.value: s for s in Supertype},
    **{t.value: t for t in CardType},
    "Tribal": CardType.KINDRED,  # the pre-2024 name
}

FRENCH_NAMES: Final[dict[Kind, str]] = {
    Supertype.LEGENDARY: "légendaire",
    Supertype.BASIC: "de base",
    Supertype.SNOW: "neigeux",
    Supertype.WORLD: "mondial",
    CardType.ARTIFACT: "Artefact",
    CardType.BATTLE: "Bataille",
    CardType.CREATURE: "Créature",
    CardType.ENCHANTMENT: "Enchantement",
    CardType.INSTANT: "Éphémère",
    CardType.KINDRED: "Parenté",
    CardType.LAND: "Terrain",
    CardType.PLANESWALKER: "Planeswalker",
    CardType.SORCERY: "Rituel",
}

# French adjectives agree with the noun, so a few inflections are accepted too.
_FRENCH: Final[dict[str, Kind]] = {
    **{name: kind for kind, name in FRENCH_NAMES.items()},
    "légendaires": Supertype.LEGENDARY,
    "neigeuse": Supertype.SNOW,
    "mondiale": Supertype.WORLD,
    "Tribal": CardType.KINDRED,
}

# Hyphenated French card types (Créature-artefact) are looked up part by part;
# these spellings are only listed so that typos get a suggestion.
_FRENCH_COMPOUNDS: Final[tuple[str, ...]] = (
    "Créature-artefact",
    "Créature-enchantement",
    "Artefact-créature",
    "Enchantement-créature",
)


def _entries() -> dict[str, Entry]:
    english = {word.casefold(): kind for word, kind in _ENGLISH.items()}
    french = {word.casefold(): kind for word, kind in _FRENCH.items()}
    entries: dict[str, Entry] = {}
    for key in english.keys() | french.keys():
        kind = english.get(key) or french[key]
        if key in english and key in french:
            assert english[key] is french[key], key
            language: Language | None = None
        else:
            language = "en" if key in english else "fr"
        entries[key] = Entry((kind,), language)
    return entries


TYPE_WORDS: Final[dict[str, Entry]] = _entries()

# Every spelling we know, for "did you mean" suggestions.
KNOWN_WORDS: Final[frozenset[str]] = frozenset(_ENGLISH) | frozenset(_FRENCH) | frozenset(_FRENCH_COMPOUNDS)


def lookup(word: str) -> Entry | None:
    """The meaning of one type word (any case), including French hyphenated compounds."""
    key = word.casefold()
    entry = TYPE_WORDS.get(key)
    if entry is not None or "-" not in key:
        return entry
    parts = [TYPE_WORDS.get(part) for part in key.split("-")]
    kinds = [p.kinds[0] for p in parts if p is not None and p.language != "en"]
    is_french = any(p is not None and p.language == "fr" for p in parts)
    if is_french and len(kinds) == len(parts) and all(isinstance(k, CardType) for k in kinds):
        return Entry(tuple(kinds), "fr")
    return None


def spelling(kind: Kind, language: Language) -> str | None:
    """How ``language`` writes ``kind``; None when it has no word for it (French Ongoing)."""
    return kind.value if language == "en" else FRENCH_NAMES.get(kind)


# Official French subtype names whose English differs; the rest (Dragon, Zombie,
# Aura, Golem...) are spelled the same in both languages.
FRENCH_SUBTYPES: Final[dict[str, str]] = {
    # lands
    "plaine": "plains",
    "île": "island",
    "marais": "swamp",
    "montagne": "mountain",
    "forêt": "forest",
    "désert": "desert",
    "portail": "gate",
    # artifacts, enchantments, spells
    "véhicule": "vehicle",
    "équipement": "equipment",
    "trésor": "treasure",
    "indice": "clue",
    "nourriture": "food",
    "malédiction": "curse",
    "sanctuaire": "shrine",
    "piège": "trap",
    "aventure": "adventure",
    "leçon": "lesson",
    # creatures
    "humain": "human",
    "soldat": "soldier",
    "guerrier": "warrior",
    "sorcier": "wizard",
    "elfe": "elf",
    "gobelin": "goblin",
    "chevalier": "knight",
    "clerc": "cleric",
    "gredin": "rogue",
    "chaman": "shaman",
    "druide": "druid",
    "moine": "monk",
    "ange": "angel",
    "démon": "demon",
    "bête": "beast",
    "esprit": "spirit",
    "géant": "giant",
    "nain": "dwarf",
    "ondin": "merfolk",
    "faë": "faerie",
    "horreur": "horror",
    "élémental": "elemental",
    "insecte": "insect",
    "loup": "wolf",
    "oiseau": "bird",
    "chat": "cat",
    "artificier": "artificer",
    "conseiller": "advisor",
    "squelette": "skeleton",
    "création": "construct",
    "éclaireur": "scout",
    "samouraï": "samurai",
}

# The only subtypes written with a space; the grammar sees two words.
MULTIWORD_SUBTYPES: Final[dict[tuple[str, str], str]] = {("time", "lord"): "time lord"}

# Subtypes that belong to one card type, for the hint when one is typed where a card
# type belongs ("Vehicle" alone): English, case-folded.
SUBTYPE_OF: Final[dict[str, CardType]] = {
    **dict.fromkeys(
        ("vehicle", "equipment", "treasure", "clue", "food", "blood", "gold", "powerstone", "map", "incubator",
         "junk", "fortification", "attraction", "contraption", "spacecraft"),
        CardType.ARTIFACT,
    ),
    **dict.fromkeys(
        ("aura", "saga", "class", "curse", "shrine", "cartouche", "background", "case", "role", "room", "rune", "shard"),
        CardType.ENCHANTMENT,
    ),
    **dict.fromkeys(
        ("plains", "island", "swamp", "mountain", "forest", "desert", "gate", "cave", "lair", "locus", "sphere",
         "town", "mine", "tower", "power-plant"),
        CardType.LAND,
    ),
    "siege": CardType.BATTLE,
}
