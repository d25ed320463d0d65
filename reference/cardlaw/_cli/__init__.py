"""Helpers of the `cardlaw` command line (see `cardlaw.cli`); not a public API."""

from __future__ import annotations

import io
import sys
from typing import TextIO


def prompt_input() -> TextIO:
    """Standard input for a player's typed lines: bytes that are not UTF-8 read as U+FFFD, never as a crash."""
    stdin = sys.stdin
    buffer = getattr(stdin, "buffer", None)
    if buffer is None or getattr(stdin, "errors", "strict") == "replace":
        return stdin
    return io.TextIOWrapper(buffer, encoding=stdin.encoding or "utf-8", errors="replace", line_buffering=True)
