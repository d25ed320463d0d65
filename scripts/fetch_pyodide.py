"""Fetch Pyodide once from the npm registry into build/cardlaw-site/, for the in-page ruler.

    python scripts/fetch_pyodide.py        # prints where it is; exit 1 (and why) if it cannot

The site build copies it into site/assets/pyodide/ with the project's wheel, so the
built site runs the reference offline. `npm pack` checks the tarball against the
registry's integrity hash; the version is the one docs/sitegen/pyodide_bundle.py names.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs"))

from npm_tarball import fetch_files, run  # noqa: E402
from sitegen.pyodide_bundle import CACHE, PYODIDE_VERSION, RUNTIME, present  # noqa: E402


def fetch() -> str | None:
    """None when Pyodide is in place, else the reason it is not."""
    if present():
        return None
    return fetch_files(f"pyodide@{PYODIDE_VERSION}", "Pyodide", CACHE, {f"package/{name}": name for name in RUNTIME})


def main() -> int:
    return run(fetch, "Pyodide", CACHE)


if __name__ == "__main__":
    raise SystemExit(main())
