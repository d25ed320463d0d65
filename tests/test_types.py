"""The package type-checks clean under the `[tool.mypy]` settings of pyproject.toml (strict)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_errors() -> None:
    # The files to check and every setting come from pyproject.toml; mypy's incremental
    # cache (.mypy_cache/ in the checkout) makes repeated runs take a second or two.
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, f"mypy exited {result.returncode}:\n{result.stdout}{result.stderr}"
