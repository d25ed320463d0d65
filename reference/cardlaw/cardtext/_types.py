"""The main types and subtypes of a card set: the open part of the card-text vocabulary.

Keywords are fixed by ``grammar/cardtext.lark``; the words that name a creature's main
type and subtype are declared by the card set instead (the ``types`` section of its file,
spec/landfight/cardtext.md, "Main types and subtypes"), so a new set can bring a new
subtype without a new grammar. A text read without a set uses the reference set's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from contextvars import ContextVar
from dataclasses import field
from functools import cache
from typing import Any

from .._frozen import frozen
from ..errors import DataError

# Bounds on a declaration, the same as the card-file schema's: a set is read whole, and a
# did-you-mean compares a word with every declared one.
MAX_MAIN_TYPES = 64
MAX_SUBTYPES = 512
MAX_TYPE_WORD = 24
_WORD = re.compile(r"[A-Z][a-z]+")


@frozen
class TypeWords:
    """A set's main types and subtypes, capitalised, in the order the set lists them."""

    main_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    # The same words lower-cased, as the reader meets them in a normalised text.
    main: frozenset[str] = field(init=False, compare=False, repr=False)
    sub: frozenset[str] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "main", frozenset(w.lower() for w in self.main_types))
        object.__setattr__(self, "sub", frozenset(w.lower() for w in self.subtypes))

    def declares(self, word: str) -> bool:
        """Whether the lower-cased ``word`` is one of the set's main types or subtypes."""
        return word in self.main or word in self.sub

    def words(self) -> frozenset[str]:
        """Every declared word, lower-cased."""
        return self.main | self.sub

    def singular(self, word: str) -> str | None:
        """The declared subtype the lower-cased ``word`` is the plural of, by the regular English endings
        (L-TXT-100): ``wolves`` of Wolf, ``fairies`` of Fairy, ``phoenixes`` of Phoenix, ``angels`` of Angel;
        None when ``word`` is itself declared, or when no ending, or more than one, gives a declared subtype."""
        if word in self.main or word in self.sub:
            return None
        found = {stem for stem in _singulars(word) if stem in self.sub}
        return found.pop() if len(found) == 1 else None


def _singulars(word: str) -> list[str]:
    """What ``word`` may be the plural of, by the regular endings of English nouns."""
    out = []
    if word.endswith("ies") and len(word) > 3:
        out.append(word[:-3] + "y")
    if word.endswith("ves") and len(word) > 3:
        out += [word[:-3] + "f", word[:-3] + "fe"]
    if word.endswith("es") and len(word) > 2:
        out.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss") and len(word) > 1:
        out.append(word[:-1])
    return out


def declare_types(declared: Any, *, source: str = "<types>", path: str = "types") -> TypeWords:
    """The `TypeWords` of a ``types`` section (``{"main_types": [...], "subtypes": [...]}``).

    Refuses with `DataError` at the JSON path of the fault: a section of the wrong shape,
    a word that is not one capitalised word of letters, a word given twice (in one list
    or in both), a word of the card-text grammar (a keyword cannot also name a type), and
    lists longer than the bounds above. The card-file schema refuses most of these first;
    this check also guards callers that build a declaration themselves.
    """
    if not isinstance(declared, dict):
        raise DataError(source, path, "must be an object with the lists 'main_types' and 'subtypes'")
    for key in declared:
        if key not in ("main_types", "subtypes"):
            raise DataError(source, f"{path}.{key}", "unknown field; a types section has 'main_types' and 'subtypes'")
    lists: dict[str, tuple[str, ...]] = {}
    for key, bound in (("main_types", MAX_MAIN_TYPES), ("subtypes", MAX_SUBTYPES)):
        words = declared.get(key)
        if not isinstance(words, list):
            raise DataError(source, f"{path}.{key}", "required: a list of words")
        if len(words) > bound:
            raise DataError(source, f"{path}.{key}", f"{len(words)} words; a set declares at most {bound}")
        lists[key] = tuple(_checked_words(words, source, f"{path}.{key}"))
    if not lists["main_types"]:
        raise DataError(source, f"{path}.main_types", "a set declares at least one main type: every creature has one")
    seen: dict[str, str] = {}
    keywords = _keywords()
    for key, words in lists.items():
        for index, word in enumerate(words):
            where = f"{path}.{key}[{index}]"
            low = word.lower()
            if low in keywords:
                raise DataError(
                    source, where, f"{word!r} is a word of the card-text language, so it cannot also name a type"
                )
            if low in seen:
                raise DataError(source, where, f"{word!r} is declared twice (first at {seen[low]})")
            seen[low] = where
    return TypeWords(lists["main_types"], lists["subtypes"])


def _checked_words(words: Iterable[Any], source: str, where: str) -> Iterable[str]:
    for index, word in enumerate(words):
        if not isinstance(word, str) or not _WORD.fullmatch(word) or len(word) > MAX_TYPE_WORD:
            shown = word if isinstance(word, str) else type(word).__name__
            raise DataError(
                source,
                f"{where}[{index}]",
                f"{shown!r} is not a type word: one word of 2 to {MAX_TYPE_WORD} letters, capitalised, such as 'Vampire'",
            )
        yield word


def _keywords() -> frozenset[str]:
    from ._parse import keywords

    return keywords()


@cache
def default_types() -> TypeWords:
    """The reference set's main types and subtypes: the words of a text read without a set."""
    import json

    from .._paths import data_dir

    path = data_dir("cards") / "LF1.json"
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return declare_types(data.get("types"), source=str(path))


# The words of the set whose text is being read; the reader sets it around each reading.
READING_TYPES: ContextVar[TypeWords | None] = ContextVar("cardlaw_cardtext_types", default=None)


def current_types() -> TypeWords:
    """The type words of the text being read (the reference set's outside a reading)."""
    types = READING_TYPES.get()
    return types if types is not None else default_types()
