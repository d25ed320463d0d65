"""Turning a position in the text, or a Lark parse failure, into a `SourceError`."""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING, cast

from cardlaw.errors import SourceError, SourcePosition

if TYPE_CHECKING:  # Lark is loaded only to explain a line that does not read
    from lark import Token
    from lark.exceptions import UnexpectedInput

CARD_TYPE = "a card type such as 'Creature' or 'Instant'"
SUBTYPE = "a subtype"
_AFTER_TYPE_WORD = "a type word, '—' or ':' before subtypes, '//' or the end of the line"
_AFTER_SUBTYPE = "another subtype, '//' or the end of the line"
_BEFORE_SUBTYPE = frozenset({"SEPARATOR", "_COMMA", "_AND"})


class Misread(Exception):
    """A fault found by the shared Transformer, which knows offsets but not the text."""

    def __init__(
        self, problem: str, start: int, length: int, *, expected: str | None = None, suggestion: str | None = None
    ) -> None:
        super().__init__(problem)
        self.problem = problem
        self.start = start
        self.length = length
        self.expected = expected
        self.suggestion = suggestion


class Faults:
    """Builds errors about one text; lines are counted the way `SourceError` draws them."""

    __slots__ = ("text", "source", "_line_starts")

    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self.source = source
        starts, offset = [0], 0
        for line in text.splitlines(keepends=True):
            offset += len(line)
            starts.append(offset)
        self._line_starts = starts[:-1] or [0]

    def locate(self, offset: int) -> tuple[int, int]:
        """1-based line and column of a character offset."""
        if len(self._line_starts) == 1:
            return 1, offset + 1
        index = bisect_right(self._line_starts, offset) - 1
        return index + 1, offset - self._line_starts[index] + 1

    def error(
        self,
        problem: str,
        offset: int,
        length: int = 1,
        *,
        expected: str | None = None,
        suggestion: str | None = None,
    ) -> SourceError:
        line, column = self.locate(offset)
        return SourceError(
            problem,
            self.text,
            SourcePosition(line, column, max(1, length)),
            source=self.source,
            expected=expected,
            suggestion=suggestion,
        )

    def from_misread(self, misread: Misread) -> SourceError:
        return self.error(
            misread.problem,
            misread.start,
            misread.length,
            expected=misread.expected,
            suggestion=misread.suggestion,
        )

    def from_lark(self, failure: UnexpectedInput) -> SourceError:
        """Explain a Lark failure in words: no terminal names, no `$END`."""
        from lark import Token
        from lark.exceptions import UnexpectedCharacters, UnexpectedToken

        parser = getattr(failure, "interactive_parser", None)
        stack = parser.parser_state.value_stack if parser is not None else []
        previous = stack[-1] if stack and isinstance(stack[-1], Token) else None
        # choices(), not accepts(): accepts() feeds trial tokens, which would run
        # the Transformer's callbacks on a half-built parse.
        expected = _expected(set(parser.choices()) if parser is not None else set(), previous)
        if isinstance(failure, UnexpectedCharacters):
            pos = cast(int, failure.pos_in_stream)  # Lark's stubs type it None; it holds the offset
            char = self.text[pos]
            if 0xDC80 <= ord(char) <= 0xDCFF:  # a byte the command line could not read as UTF-8
                return self.error(f"the byte {ord(char) - 0xDC00:#04x} is not UTF-8 text", pos, expected=expected)
            if not char.isprintable():
                return self.error(f"unexpected invisible character U+{ord(char):04X}", pos, expected=expected)
            return self.error(f"unexpected character {char!r}", pos, expected=expected)
        if isinstance(failure, UnexpectedToken) and failure.token.type != "$END":
            token = failure.token
            start = token.start_pos or 0
            return self.error(f"unexpected {str(token)!r}", start, len(token), expected=expected)
        end = len(self.text.rstrip())
        if not stack:
            return self.error("empty type line", 0, expected=CARD_TYPE)
        if previous is not None and previous.type == "_FACE_BREAK":
            return self.error("missing face after '//'", end, expected=CARD_TYPE)
        if previous is not None and previous.type in _BEFORE_SUBTYPE:
            return self.error(f"missing subtype after {str(previous)!r}", end, expected=SUBTYPE)
        return self.error("unexpected end of type line", end, expected=expected)


def _expected(accepts: set[str], previous: Token | None) -> str:
    if "_COMMA" in accepts:
        return _AFTER_SUBTYPE
    if "SEPARATOR" in accepts:
        return _AFTER_TYPE_WORD
    if previous is not None and previous.type in _BEFORE_SUBTYPE:
        return SUBTYPE
    return CARD_TYPE


def one_line(error: SourceError) -> str:
    """A `SourceError` on one line, for a message that names its field another way (a JSON path)."""
    pos = error.position
    where = f"column {pos.column}" if pos.line == 1 else f"line {pos.line}, column {pos.column}"
    parts = [f"{error.problem} ({where})"]
    if error.expected:
        parts.append(f"expected {error.expected}")
    if error.suggestion:
        parts.append(f"did you mean {error.suggestion!r}?")
    return "; ".join(parts)
