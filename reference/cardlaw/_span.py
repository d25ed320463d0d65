"""Where in a text a node of a parsed tree stands: shared by the type-line and card-text trees.

Kept apart from both packages so that reading card text does not import the type-line reader.
"""

from __future__ import annotations

from ._frozen import frozen


@frozen
class Span:
    """Half-open character offsets into the parsed text, plus 1-based line and column of the start."""

    start: int
    end: int
    line: int = 1
    column: int = 1
