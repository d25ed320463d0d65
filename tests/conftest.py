"""Fixtures shared by test files: the rulebook site is built once per run, not once per file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# The test command is the project's CI: it must pass or fail the same way on every run, so generated inputs are
# drawn from a fixed seed. `CARDLAW_HYPOTHESIS=explore` draws fresh ones each run, for looking for new faults.
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile("explore" if os.environ.get("CARDLAW_HYPOTHESIS") == "explore" else "repeatable")

ROOT = Path(__file__).resolve().parents[1]
SITE_URL = "https://cardlaw.example.org/"


def _fetch_pyodide() -> str | None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from fetch_pyodide import fetch
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    try:
        return fetch()
    except Exception as exc:  # no network, no npm: the site is still built, without the in-page reference
        return f"{type(exc).__name__}: {exc}"


@pytest.fixture(scope="session")
def pyodide_problem() -> str | None:
    """Why Pyodide could not be put in the build, or None when it is there."""
    return _fetch_pyodide()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory, pyodide_problem: str | None) -> Path:
    """The site as `mkdocs build --strict` makes it, with Pyodide when it can be had and the site URL set."""
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "CARDLAW_SITE_URL": SITE_URL}
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}"
    return out
