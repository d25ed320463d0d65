"""The Lark Transformer that turns the structural parse into typed faces, checking
each word against the vocabulary so that a fault points at the offending word.

It runs inline (``Lark(transformer=...)``), shared by every parse, so it never
sees the whole text: faults are raised as `Misread` with offsets only.
"""

from __future__ import annotations

from typing import NamedTuple

from .._lalr import Token

from cardlaw.errors import did_you_mean

from ._faults import CARD_TYPE, Misread
from ._lexicon import (
    FRENCH_NAMES,
    FRENCH_SUBTYPES,
    KNOWN_WORDS,
    LANGUAGE_NAMES,
    MULTIWORD_SUBTYPES,
    SUBTYPE_OF,
    TWO_WORD_STARTS,
    TYPE_WORDS,
    Entry,
    Language,
    lookup,
    spelling,
)
from ._model import CardType, Face, Span, Supertype


class ParsedFaces(NamedTuple):
    """A `TypeLine` but for its text, which `parse_typeline` adds."""

    faces: tuple[Face, ...]
    language: Language
    span: Span


class _TypeWords(NamedTuple):
    supertypes: frozenset[Supertype]
    types: frozenset[CardType]
    language: Language | None
    first: Token  # carries the face's start offset, line and column
    end: int


class _BuiltFace(NamedTuple):
    face: Face
    language: Language


class TypeLineBuilder:
    """Callbacks named after the grammar rules of ``typeline.lark``, each given a rule's children.

    `cardlaw._lalr` calls them as it reduces each rule; Lark does the same when it reads a
    line to explain why it does not read (its tokens are then Lark's, alike in every
    attribute used here).
    """

    def typeline(self, faces: list[_BuiltFace]) -> ParsedFaces:
        first, last = faces[0].face.span, faces[-1].face.span
        if len(faces) > 2:
            # A card has a front and at most one back; the grammar reads any number of faces
            # so that the extra ones can be pointed at.
            extra = faces[2].face.span
            raise Misread(
                f"a card has at most two faces, but this type line has {len(faces)}",
                extra.start,
                last.end - extra.start,
                expected="one '//' between the front face and the back face",
            )
        return ParsedFaces(
            faces=tuple(f.face for f in faces),
            language="fr" if any(f.language == "fr" for f in faces) else "en",
            span=Span(first.start, last.end, first.line, first.column),
        )

    def face(self, children: list[_TypeWords | Token | list[Token]]) -> _BuiltFace:
        words: _TypeWords | Token | list[Token]
        separator: _TypeWords | Token | list[Token] | None
        subtypes: _TypeWords | Token | list[Token]
        if len(children) == 1:
            words, separator, subtypes = children[0], None, []
        else:
            words, separator, subtypes = children
        assert isinstance(words, _TypeWords) and isinstance(subtypes, list)
        # Planeswalker and Tribal are spelled alike in both languages; then the
        # French colon (alone, or followed by a dash on a back face) is the only clue.
        french_mark = isinstance(separator, str) and separator.startswith(":")  # a token of either reader
        language: Language = words.language or ("fr" if french_mark else "en")
        end = _end(subtypes[-1]) if subtypes else words.end
        first = words.first
        span = Span(_start(first), end, _line(first), _column(first))
        return _BuiltFace(Face(words.supertypes, words.types, _subtypes(subtypes, language), span), language)

    def type_words(self, tokens: list[Token]) -> _TypeWords:
        supertypes: set[Supertype] = set()
        types: set[CardType] = set()
        given_by: dict[CardType | Supertype, str] = {}  # each kind, and the word that gave it
        first: tuple[str, Language] | None = None  # the word that set the face's language
        index = 0
        while index < len(tokens):
            token = tokens[index]
            word, start, end = str(token), _start(token), _end(token)
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            two = TWO_WORD_STARTS.get(word.casefold())
            if two is not None and following is not None and f"{word} {following}".casefold() == two.casefold():
                # A type word written as two words (de base).
                word, end, entry, index = f"{word} {following}", _end(following), TYPE_WORDS[two.casefold()], index + 1
            else:
                found = lookup(word)
                if found is None:
                    raise self._unknown(word, start, known_before=index > 0)
                entry = found
            if entry.language is not None:
                if first is None:
                    first = (word, entry.language)
                elif entry.language != first[1]:
                    raise self._mixed(word, entry, first, start, end)
            for kind in entry.kinds:
                if kind in given_by:
                    raise self._repeated(word, given_by[kind], start, end)
                given_by[kind] = word
                if isinstance(kind, CardType):
                    types.add(kind)
                else:
                    supertypes.add(kind)
            index += 1
        start, end = _start(tokens[0]), _end(tokens[-1])
        if not types:
            raise Misread("a type line needs at least one card type", start, end - start, expected=CARD_TYPE)
        language = first[1] if first else None
        return _TypeWords(frozenset(supertypes), frozenset(types), language, tokens[0], end)

    def subtypes(self, tokens: list[Token]) -> list[Token]:
        return tokens

    def _unknown(self, word: str, start: int, *, known_before: bool) -> Misread:
        head, dash, rest = word.partition("-")
        expected = None
        subtype_hint = None if known_before else _subtype_hint(word)
        if subtype_hint is not None:
            return Misread(f"unknown type word {word!r}; {subtype_hint}", start, len(word))
        if word.casefold() in TWO_WORD_STARTS:
            suggestion: str | None = TWO_WORD_STARTS[word.casefold()]
        elif dash and all(lookup(part) for part in word.split("-")):
            suggestion = word.replace("-", " ")  # Artifact-Creature
        elif dash and lookup(head) is not None:
            # Creature-Elf: a hyphen only separates subtypes with spaces around it.
            suggestion = f"{head} - {rest}"
        else:
            foreign = _foreign_letter(word)
            if foreign is not None:
                return Misread(f"unknown type word {word!r}: {foreign}", start, len(word),
                               suggestion=did_you_mean(_latin_only(word), KNOWN_WORDS))
            suggestion = did_you_mean(word, KNOWN_WORDS)
            if known_before and (suggestion is None or not _close(word, suggestion)
                                 and word.casefold() not in suggestion.casefold().split()):
                # After a card type, an unknown word is most likely a subtype written without its dash.
                expected = "a supertype or card type; subtypes go after '—' or ':'"
                suggestion = f"— {word}"
        return Misread(f"unknown type word {word!r}", start, len(word), expected=expected, suggestion=suggestion)

    def _repeated(self, word: str, earlier: str, start: int, end: int) -> Misread:
        if word.casefold() == earlier.casefold():
            problem = f"{word!r} appears twice"
        else:
            problem = f"{word!r} repeats a type {earlier!r} already gives"
        return Misread(problem, start, end - start, expected="each supertype and card type once")

    def _mixed(self, word: str, entry: Entry, first: tuple[str, Language], start: int, end: int) -> Misread:
        first_word, face_language = first
        assert entry.language is not None
        translated = [spelling(kind, face_language) for kind in entry.kinds]
        return Misread(
            f"{word!r} is {LANGUAGE_NAMES[entry.language]} but {first_word!r} is {LANGUAGE_NAMES[face_language]}",
            start,
            end - start,
            expected="type words of one language in a face",
            suggestion=translated[0] if len(translated) == 1 else None,
        )


def _subtype_hint(word: str) -> str | None:
    """How to write a well-known subtype typed where a card type belongs (a bare ``Vehicle``)."""
    key = word.casefold()
    english = FRENCH_SUBTYPES.get(key)
    language: Language = "en" if english is None else "fr"
    card_type = SUBTYPE_OF.get(english or key)
    if card_type is None:
        return None
    if language == "fr":
        written = f"{FRENCH_NAMES[card_type]} : {key}"
    else:
        written = f"{card_type.value} — {word[:1].upper()}{word[1:]}"
    return f"{word} is a subtype: write {written!r}"


def _start(token: Token) -> int:
    return token.start_pos


def _end(token: Token) -> int:
    return token.end_pos


def _line(token: Token) -> int:
    return token.line


def _column(token: Token) -> int:
    return token.column


def _subtypes(tokens: list[Token], language: Language) -> tuple[str, ...]:
    words = [token.casefold().replace("’", "'") for token in tokens]
    if language == "fr":
        return tuple(FRENCH_SUBTYPES.get(word, word) for word in words)
    merged: list[str] = []
    for word in words:
        pair = (merged[-1], word) if merged else None
        if pair in MULTIWORD_SUBTYPES:
            merged[-1] = MULTIWORD_SUBTYPES[pair]
        else:
            merged.append(word)
    return tuple(merged)


def _close(word: str, suggestion: str) -> bool:
    """A near spelling ("Legendry" for "Legendary"), not a far one ("Orc" for "Sorcery")."""
    from difflib import SequenceMatcher

    return SequenceMatcher(None, word.casefold(), suggestion.casefold()).ratio() >= 0.8


def _foreign_letter(word: str) -> str | None:
    """Name the first letter of ``word`` that is not Latin (a Cyrillic 'е' that looks like 'e', say)."""
    import unicodedata

    for char in word:
        if char.isalpha():
            name = unicodedata.name(char, "")
            if name and "LATIN" not in name:
                return f"its letter {char!r} is {name} (U+{ord(char):04X}), not a Latin letter"
    return None


def _latin_only(word: str) -> str:
    """``word`` with each non-Latin letter replaced by the Latin letter it is named after, where one is."""
    import unicodedata

    out = []
    for char in word:
        name = unicodedata.name(char, "")
        # A letter may have no name in this Python's Unicode tables (a Tangut ideograph in 3.11): kept as it is.
        if char.isalpha() and name and "LATIN" not in name:
            base = name.split()[-1]
            look = {"ES": "c", "IE": "e", "A": "a", "O": "o", "ER": "p", "HA": "x", "U": "y", "OMICRON": "o",
                    "ALPHA": "a", "TE": "t", "EN": "h", "EM": "m", "KA": "k", "I": "i"}.get(base)
            char = (look.upper() if char.isupper() else look) if look else char
        out.append(char)
    return "".join(out)
