"""The type-line vocabulary: supertype and card-type words in English and French,
and the French subtypes we can translate to English."""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

from .._frozen import frozen
from ._model import CardType, Supertype
from ._vocabulary import load_vocabulary

Language: TypeAlias = Literal["en", "fr"]
Kind: TypeAlias = Supertype | CardType

LANGUAGE_NAMES: Final[dict[Language, str]] = {"en": "English", "fr": "French"}


@frozen
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

# The French words come from the rulebook (spec/grid/french.md, G-FRA-1 and G-FRA-2), so
# the reader and the table an implementer follows cannot drift apart.
_VOCABULARY: Final = load_vocabulary()

# The usual French spelling of each kind: the first the table lists for it.
FRENCH_NAMES: Final[dict[Kind, str]] = {}
for _word, _kind in _VOCABULARY.words:
    FRENCH_NAMES.setdefault(_kind, _word)

# Every spelling, inflections included (French adjectives agree with the noun).
_FRENCH: Final[dict[str, Kind]] = dict(_VOCABULARY.words)

# Hyphenated French card types (Créature-artefact) are looked up part by part;
# the ones the table lists by name are kept so that typos get a suggestion.
_FRENCH_COMPOUNDS: Final[tuple[str, ...]] = tuple(word for word, _ in _VOCABULARY.compounds)

# The marks a French face puts between its type words and its subtypes, and between two
# subtypes; grammar/typeline.lark spells them (a test holds the two together).
FRENCH_SEPARATORS: Final[tuple[str, ...]] = _VOCABULARY.separators
FRENCH_JOINERS: Final[tuple[str, ...]] = _VOCABULARY.joiners


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


# French subtypes whose English differs, case-folded; the rest (Dragon, Zombie, Aura,
# Golem...) are spelled the same in both languages.
FRENCH_SUBTYPES: Final[dict[str, str]] = {fr.casefold(): en.casefold() for fr, en in _VOCABULARY.subtypes}

# Type words written as two words ("de base"): the first word, and the whole spelling.
TWO_WORD_STARTS: Final[dict[str, str]] = {
    word.split(" ")[0].casefold(): word for word in _FRENCH if " " in word
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
