"""Where the data folders live: inside the wheel, or in the checkout beside the code."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """Return the folder ``name`` (``spec``, ``grammar`` or ``conformance``).

    A wheel carries the folders under ``cardlaw/_data``; an editable install or a
    plain checkout has them at the top of the repository, two levels up.
    """
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parents[1] / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cardlaw data folder {name!r} is missing from this installation")
