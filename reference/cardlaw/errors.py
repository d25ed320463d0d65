"""User-facing errors. Every error a user can cause derives from `CardlawError`.

The command line turns a `CardlawError` into its message and exit code 2; anything
else is a bug in cardlaw and keeps its traceback.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from dataclasses import dataclass


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


@dataclass(frozen=True, slots=True)
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
    ) -> None:
        self.problem = problem
        self.text = text
        self.position = position
        self.source = source
        self.expected = expected
        self.suggestion = suggestion
        super().__init__(self._render())

    def _render(self) -> str:
        pos = self.position
        lines = self.text.splitlines() or [""]
        shown = lines[pos.line - 1] if 0 < pos.line <= len(lines) else ""
        parts = [
            f"{self.source}:{pos.line}:{pos.column}: {self.problem}",
            f"  {shown}",
            # A fault that runs past the end of its line is marked to the end of the line.
            "  " + " " * (pos.column - 1) + "^" * max(1, min(pos.length, len(shown) - pos.column + 1)),
        ]
        if self.expected:
            parts.append(f"expected {self.expected}")
        if self.suggestion:
            parts.append(f"did you mean {self.suggestion!r}?")
        return "\n".join(parts)


class DataError(CardlawError):
    """A structured file (scenario, replay, card list) has a bad field; names its path."""

    def __init__(self, source: str, path: str, problem: str) -> None:
        self.source = source
        self.path = path
        self.problem = problem
        super().__init__(f"{source}: at {path or '(top level)'}: {problem}")


def json_path(parts: Iterable[Any]) -> str:
    """Where a field sits in a JSON document: ``["cards", 12, "badge"]`` -> ``cards[12].badge``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out
