"""User-facing errors. Every error a user can cause derives from `CardlawError`.

The command line turns a `CardlawError` into its message and exit code 2; anything
else is a bug in cardlaw and keeps its traceback.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ._frozen import frozen


class CardlawError(Exception):
    """An error in what the user gave us: input, options, moves or files."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """The closest known spelling of ``word``, compared without case, or None."""
    from difflib import get_close_matches  # only when a mistake is being explained

    by_fold: dict[str, str] = {}
    for choice in choices:
        by_fold.setdefault(choice.casefold(), choice)
    match = get_close_matches(word.casefold(), list(by_fold), n=1, cutoff=0.6)
    return by_fold[match[0]] if match else None


@frozen
class SourcePosition:
    """Where in a text something went wrong; line and column count from 1."""

    line: int
    column: int
    length: int = 1


class SourceError(CardlawError):
    """Malformed text: names the file, line and column and draws a caret under the fault."""

    def __init__(
        self,
        problem: str,
        text: str,
        position: SourcePosition,
        *,
        source: str = "<input>",
        expected: str | None = None,
        suggestion: str | None = None,
        nearest: str | None = None,
    ) -> None:
        self.problem = problem
        self.text = text
        self.position = position
        self.source = source
        self.expected = expected
        self.suggestion = suggestion
        self.nearest = nearest
        super().__init__(self._render())

    def _render(self) -> str:
        pos = self.position
        lines = self.text.splitlines() or [""]
        shown = lines[pos.line - 1] if 0 < pos.line <= len(lines) else ""
        # Bytes that were not UTF-8 arrive as lone surrogates; show them as the replacement mark, one each.
        shown = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in shown)
        column = pos.column
        length = max(1, min(pos.length, len(shown) - pos.column + 1))
        if len(shown) > WINDOW:
            # A long line is shown as a window round the fault, so the message stays readable.
            start = max(0, min(column - 1 - WINDOW // 3, len(shown) - WINDOW))
            end = start + WINDOW
            head, tail = ("…" if start else ""), ("…" if end < len(shown) else "")
            column = column - start + len(head)
            length = max(1, min(length, end - (pos.column - 1)))
            shown = head + shown[start:end] + tail
        parts = [
            f"{self.source}:{pos.line}:{pos.column}: {shorten(self.problem, 400)}",
            f"  {shown}",
            # A fault that runs past the end of its line is marked to the end of the line.
            "  " + " " * (column - 1) + "^" * length,
        ]
        if self.expected:
            parts.append(f"expected {self.expected}")
        if self.suggestion:
            parts.append(f"did you mean {shorten(self.suggestion, 200)!r}?")
        if self.nearest:
            parts.append(f"the nearest sentence the language reads: {shorten(self.nearest, 300)!r}")
        return "\n".join(parts)


WINDOW = 400  # characters of a long line shown round a fault


class DataError(CardlawError):
    """A structured file (scenario, replay, card list) has a bad field; names its path."""

    def __init__(self, source: str, path: str, problem: str) -> None:
        self.source = source
        self.path = path
        self.problem = shorten(problem)
        super().__init__(f"{source}: at {path or '(top level)'}: {self.problem}")


MAX_SHOWN = 300  # characters of a message that quote a user's value; a longer value is cut in the middle


def shorten(text: str, limit: int = MAX_SHOWN) -> str:
    """``text`` if short, else its start and end around a note of how much was left out."""
    if len(text) <= limit:
        return text
    keep = limit // 2
    return f"{text[:keep]}… ({len(text) - 2 * keep} characters left out) …{text[-keep:]}"


def json_path(parts: Iterable[Any]) -> str:
    """Where a field sits in a JSON document: ``["cards", 12, "badge"]`` -> ``cards[12].badge``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out
