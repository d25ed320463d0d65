"""Fetch Pyodide once from the npm registry into build/cardlaw-site/, for the in-page ruler.

    python scripts/fetch_pyodide.py        # prints where it is; exit 1 (and why) if it cannot

The site build copies it into site/assets/pyodide/ with the project's wheel, so the
built site runs the reference offline. `npm pack` checks the tarball against the
registry's integrity hash; the version is the one docs/sitegen/pyodide_bundle.py names.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs"))

from sitegen.pyodide_bundle import CACHE, PYODIDE_VERSION, RUNTIME, present  # noqa: E402


def fetch() -> str | None:
    """None when Pyodide is in place, else the reason it is not."""
    if present():
        return None
    npm = shutil.which("npm")
    if npm is None:
        return "npm is not installed, so Pyodide cannot be fetched from the npm registry"
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--silent", "--pack-destination", tmp],
                              capture_output=True, text=True, timeout=600)
        if done.returncode != 0:
            return f"npm pack pyodide@{PYODIDE_VERSION} failed: {(done.stderr or done.stdout).strip()[-400:]}"
        tarball = next(Path(tmp).glob("pyodide-*.tgz"))
        staging = CACHE.with_name(CACHE.name + ".part")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        with tarfile.open(tarball) as tar:
            for name in RUNTIME:
                member = tar.getmember(f"package/{name}")
                source = tar.extractfile(member)
                if source is None:
                    return f"the pyodide tarball has no file {name}"
                (staging / name).write_bytes(source.read())
        shutil.rmtree(CACHE, ignore_errors=True)
        staging.rename(CACHE)
    return None


def main() -> int:
    problem = fetch()
    if problem:
        print(f"Pyodide not available: {problem}", file=sys.stderr)
        return 1
    print(CACHE)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
