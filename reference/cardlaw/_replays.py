"""What the grid and Landfight replay files share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def describe_result(result: Mapping[str, Any] | None) -> str:
    """A recorded or replayed result in words, for the message when the two differ."""
    if result is None:
        return "an unfinished game"
    if result.get("winner") is None:
        return f"a draw ({result.get('reason')})"
    return f"a win for {result.get('winner')} ({result.get('reason')})"
