"""Parse rules-language text into statements, with errors that point into the spec file.

Parsed blocks are kept on disk (`cardlaw._grammars.cached_value`); Lark and the tree
builder (`cardlaw.rules._read`) are loaded only for a block not kept there yet.
"""

from __future__ import annotations

from .._grammars import cached_value, grammar_text
from . import _ast as A


def parse_rules(
    text: str, *, source: str = "<rules>", line_offset: int = 0, variants: tuple[str, ...] = ()
) -> list[A.Statement]:
    """Parse one block of rules-language text. ``line_offset`` maps block lines to file lines.

    The statements of a block are kept (in memory, and on disk beside the parser tables),
    so each variant sharing a block, and each later process, skips the parse.
    """
    key = (text, source, str(line_offset), "\0".join(variants), grammar_text("minigame.lark"))
    found = _PARSED.get(key)
    if found is None:
        found = cached_value("rules-block", key, _CODE, lambda: _parse_block(text, source, line_offset, variants))
        _PARSED[key] = found
    return list(found)


_PARSED: dict[tuple[str, ...], list[A.Statement]] = {}
# _frozen.py: how the tree's classes are made, and so how their pickled values load.
_CODE = ("rules/_ast.py", "rules/_parse.py", "rules/_read.py", "_frozen.py")


def _parse_block(text: str, source: str, line_offset: int, variants: tuple[str, ...]) -> list[A.Statement]:
    from ._read import parse_block

    return parse_block(text, source, line_offset, variants)
