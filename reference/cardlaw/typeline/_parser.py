"""`parse_typeline`: the grammar's tables do the structure, `TypeLineBuilder` the meaning.

A line is read by `cardlaw._lalr` from the grammar's shipped tables; Lark reads it again
only when it does not read, to explain the fault.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, cast

from .._grammars import build, runner
from .._lalr import NoParse, Tables

from ._builder import ParsedFaces, TypeLineBuilder
from ._faults import Faults, Misread
from ._model import TypeLine

if TYPE_CHECKING:
    from lark import Lark

# Line breaks that str.splitlines() knows but Lark's line counter does not; each
# becomes "\n" (same length, so offsets hold) and both then agree on lines.
_ODD_BREAKS = re.compile("\r(?!\n)|[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


def _options() -> dict[str, Any]:
    # The basic lexer (not the contextual one) makes "et" a joiner everywhere, so
    # it never slips through as a subtype. The inline Transformer skips building a tree.
    return {"lexer": "basic", "start": "typeline", "transformer": _BUILDER}


_BUILDER = TypeLineBuilder()


@cache
def _lark() -> Lark:
    return build("typeline.lark", **_options())


@cache
def _runner() -> tuple[Tables, list[Any]] | None:
    tables = runner("typeline.lark", **_options())
    return None if tables is None else (tables, tables.bind(_BUILDER, meta=False))


def parse_typeline(text: str, *, source: str = "<type line>") -> TypeLine:
    """Parse an English or French type line; raise `SourceError` on any fault.

    The text is NFC-normalised and its rarer line breaks become ``\\n`` first, so
    ``TypeLine.text`` and every span refer to that form (the same text, for
    anything typed on a keyboard).
    """
    if not isinstance(text, str):
        raise TypeError(f"a type line must be a str, not {type(text).__name__}")
    return _parse(text, source)


@lru_cache(maxsize=8192)
def _parse(text: str, source: str) -> TypeLine:
    # Decomposed accents (e + U+0301) would otherwise not lex as letters.
    text = _ODD_BREAKS.sub("\n", unicodedata.normalize("NFC", text))
    fast = _runner()
    if fast is not None:
        try:
            parsed = cast(ParsedFaces, fast[0].parse(text, "typeline", fast[1]))
        except NoParse:
            pass  # Lark reads it again, to find and explain the fault
        except Misread as misread:
            raise Faults(text, source).from_misread(misread) from None
        else:
            return TypeLine(parsed.faces, text, parsed.language, parsed.span)
    from lark.exceptions import UnexpectedInput

    try:
        parsed = cast(ParsedFaces, _lark().parse(text))  # the inline TypeLineBuilder's result
    except UnexpectedInput as failure:
        raise Faults(text, source).from_lark(failure) from None
    except Misread as misread:
        raise Faults(text, source).from_misread(misread) from None
    return TypeLine(parsed.faces, text, parsed.language, parsed.span)
