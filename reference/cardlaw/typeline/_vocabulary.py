"""The French words of type lines, read from the ``vocabulary fr`` blocks of spec/grid/french.md.

That page is the one source of the French the reader knows (rules G-FRA-1 and G-FRA-2):
each statement is one line, ``RULE-ID KIND FRENCH = ENGLISH``, or ``RULE-ID separator
TEXT`` / ``RULE-ID joiner TEXT`` for the marks between type words and subtypes.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TypeAlias

from .._frozen import frozen
from ..errors import SourceError, SourcePosition, did_you_mean
from ..rulebook import RULE_ID, Block, load_page
from ._model import CardType, Supertype

Kind: TypeAlias = Supertype | CardType

PAGE = "grid/french.md"
LANGUAGE = "vocabulary"
KINDS = ("type", "supertype", "compound", "subtype", "separator", "joiner")
_CARD_TYPES = {t.value: t for t in CardType}
_SUPERTYPES = {t.value: t for t in Supertype}
# A word: letters joined by hyphens or apostrophes, as typeline.lark's WORD; or text in quotes.
_TOKEN = re.compile(r'"(?P<quoted>[^"]+)"|(?P<bare>[^\s"=#]+)')
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


@frozen
class Vocabulary:
    """The French vocabulary, in table order."""

    words: tuple[tuple[str, Kind], ...]  # card types and supertypes: French spelling, its meaning
    compounds: tuple[tuple[str, tuple[CardType, ...]], ...]  # hyphenated card types listed by name
    subtypes: tuple[tuple[str, str], ...]  # French subtype, English subtype (both as written)
    separators: tuple[str, ...]  # between the type words and the subtypes
    joiners: tuple[str, ...]  # between two subtypes, besides a space
    rules: dict[str, str]  # each French spelling (case-folded) -> the rule that lists it


class _Line:
    """One statement being read, with what is needed to point at its faults."""

    def __init__(self, text: str, number: int, source: str, page: str) -> None:
        self.text, self.number, self.source, self.page = text, number, source, page

    def fault(self, problem: str, column: int, length: int = 1, **extra: str | None) -> SourceError:
        # The page's text up to this line, so the error shows the line and the file's line number.
        shown = "\n" * (self.number - 1) + self.text
        return SourceError(problem, shown, SourcePosition(self.number, column, length), source=self.source, **extra)


def _tokens(line: _Line) -> list[tuple[str, int]]:
    """The line's tokens with their 1-based columns, a comment cut off, ``=`` a token of its own."""
    tokens: list[tuple[str, int]] = []
    i = 0
    text = line.text
    while i < len(text):
        char = text[i]
        if char.isspace():
            i += 1
        elif char == "#":
            break
        elif char == "=":
            tokens.append(("=", i + 1))
            i += 1
        else:
            found = _TOKEN.match(text, i)
            if found is None:  # an opening quote that is never closed
                raise line.fault("a quoted word needs its closing '\"'", i + 1, len(text) - i)
            value = found.group("quoted") if found.group("quoted") is not None else found.group("bare")
            tokens.append((value, i + 1))
            i = found.end()
    return tokens


def parse_block(block: Block, rule: str, source: str, into: _Builder) -> None:
    """Read one ``vocabulary fr`` block written under ``rule`` into ``into``."""
    for offset, text in enumerate(block.text.splitlines()):
        line = _Line(text, block.line + offset, source, block.source)
        tokens = _tokens(line)
        if not tokens:
            continue
        into.statement(line, rule, tokens)


class _Builder:
    def __init__(self) -> None:
        self.words: list[tuple[str, Kind]] = []
        self.compounds: list[tuple[str, tuple[CardType, ...]]] = []
        self.subtypes: list[tuple[str, str]] = []
        self.separators: list[str] = []
        self.joiners: list[str] = []
        self.rules: dict[str, str] = {}
        self.where: dict[str, int] = {}

    def statement(self, line: _Line, rule: str, tokens: list[tuple[str, int]]) -> None:
        (rule_id, column), rest = tokens[0], tokens[1:]
        if not RULE_ID.fullmatch(rule_id):
            raise line.fault(f"a statement opens with the ID of its rule, not {rule_id!r}", column, len(rule_id),
                             expected=rule)
        if rule_id != rule:
            raise line.fault(f"this statement sits under rule {rule}; its ID must match", column, len(rule_id))
        if not rest:
            raise line.fault("a statement needs a kind of word after its ID", column + len(rule_id),
                             expected=" | ".join(KINDS))
        (kind, at) = rest[0]
        if kind not in KINDS:
            raise line.fault(f"unknown kind of word {kind!r}", at, len(kind), expected=" | ".join(KINDS),
                             suggestion=did_you_mean(kind, KINDS))
        if kind in ("separator", "joiner"):
            if len(rest) != 2:
                raise line.fault(f"a {kind} statement gives one mark or word", at, len(kind))
            mark, mark_at = rest[1]
            self._claim(line, mark, mark_at, rule)
            (self.separators if kind == "separator" else self.joiners).append(mark)
            return
        if len(rest) < 4 or rest[2][0] != "=":
            raise line.fault(f"a {kind} statement reads '{kind} FRENCH = ENGLISH'", at, len(line.text) - at + 1)
        (french, french_at), english = rest[1], rest[3:]
        for part in french.split(" "):
            if not _WORD.fullmatch(part):
                raise line.fault(f"{french!r} is not a word a type line can hold", french_at, len(french))
        if kind == "subtype":
            self._subtype(line, french, french_at, english)
        elif kind == "compound":
            self._compound(line, french, french_at, english)
        else:
            if len(english) != 1:
                raise line.fault(f"a {kind} stands for one English word", english[1][1], len(english[1][0]))
            self.words.append((french, self._kind(line, kind, english[0])))
        self._claim(line, french, french_at, rule)

    def _kind(self, line: _Line, kind: str, english: tuple[str, int]) -> Kind:
        word, at = english
        known: dict[str, CardType] | dict[str, Supertype] = _CARD_TYPES if kind in ("type", "compound") else _SUPERTYPES
        if word not in known:
            what = "card type" if kind in ("type", "compound") else "supertype"
            raise line.fault(f"{word!r} is not an English {what}", at, len(word), suggestion=did_you_mean(word, known))
        return known[word]

    def _compound(self, line: _Line, french: str, at: int, english: list[tuple[str, int]]) -> None:
        means = {self._kind(line, "compound", word) for word in english}
        declared = {word.casefold(): kind for word, kind in self.words}
        parts = [declared.get(part.casefold()) for part in french.split("-")]
        if "-" not in french or not all(isinstance(p, CardType) for p in parts):
            raise line.fault(
                f"{french!r} must join French card types listed above with hyphens", at, len(french)
            )
        if set(parts) != means:
            named = " ".join(sorted(t.value for t in parts if isinstance(t, CardType)))
            raise line.fault(f"{french!r} is made of {named}, not what '=' gives", at, len(french))
        self.compounds.append((french, tuple(t for t in parts if isinstance(t, CardType))))

    def _subtype(self, line: _Line, french: str, at: int, english: list[tuple[str, int]]) -> None:
        if len(english) != 1:
            raise line.fault("a subtype stands for one English subtype", english[1][1], len(english[1][0]))
        if french != french.casefold():
            raise line.fault(f"French writes subtypes in lower case: {french.casefold()!r}", at, len(french))
        self.subtypes.append((french, english[0][0]))

    def _claim(self, line: _Line, french: str, at: int, rule: str) -> None:
        key = french.casefold()
        if key in self.where:
            raise line.fault(f"{french!r} is listed twice (first on line {self.where[key]})", at, len(french))
        self.where[key] = line.number
        self.rules[key] = rule

    def done(self) -> Vocabulary:
        return Vocabulary(
            tuple(self.words), tuple(self.compounds), tuple(self.subtypes), tuple(self.separators),
            tuple(self.joiners), dict(self.rules),
        )


@cache
def load_vocabulary(root: Path | None = None) -> Vocabulary:
    """Every ``vocabulary fr`` statement of the vocabulary page, in page order."""
    builder = _Builder()
    for rule in load_page(PAGE, root).values():
        for block in rule.blocks:
            if block.language != LANGUAGE:
                continue
            source = f"spec/{block.source}"
            if block.variants != ("fr",):
                written = " ".join(block.variants) or "no language"
                raise SourceError(
                    f"a vocabulary block names its language, and only French ('fr') is known, not {written!r}",
                    "\n" * (block.line - 2) + f"```{LANGUAGE} {' '.join(block.variants)}".rstrip(),
                    SourcePosition(block.line - 1, 1, len(LANGUAGE) + 3),
                    source=source,
                )
            parse_block(block, rule.id, source, builder)
    return builder.done()
