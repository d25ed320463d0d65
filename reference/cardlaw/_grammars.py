"""Building the Lark parsers, once per grammar text.

The strict build (LALR tables plus the check that no two terminals can collide)
takes a tenth of a second or more; Lark's cache stores the finished tables on disk
keyed by a hash of the grammar and the options, so later processes load them in
milliseconds. The cache is only ever written by a strict build, and
`tests/test_grammars.py` builds every grammar strictly without it.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from typing import Any

from lark import Lark

from ._paths import data_dir


def _cache_dir() -> str | None:
    base = os.environ.get("CARDLAW_CACHE_DIR") or os.path.join(tempfile.gettempdir(), f"cardlaw-{os.getuid()}")
    try:
        os.makedirs(base, exist_ok=True)
    except OSError:
        return None
    return base if os.access(base, os.W_OK) else None


def grammar_text(grammar_file: str) -> str:
    return (data_dir("grammar") / grammar_file).read_text(encoding="utf-8")


def build(grammar_file: str, **options: Any) -> Lark:
    """A strict LALR parser for ``grammar/<grammar_file>``, cached across processes when it can be."""
    text = grammar_text(grammar_file)
    folder = _cache_dir()
    if folder is None:
        return Lark(text, parser="lalr", strict=True, **options)
    # An explicit cache path is used as is, so the grammar's hash goes in the name.
    key = text + repr(sorted((k, type(v).__name__ if k == "transformer" else repr(v)) for k, v in options.items()))
    digest = hashlib.sha256(key.encode()).hexdigest()[:16]
    path = os.path.join(folder, f"{grammar_file}.{digest}.cache")
    return Lark(text, parser="lalr", strict=True, cache=path, **options)
