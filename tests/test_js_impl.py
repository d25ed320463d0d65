"""The second implementation of the grid games (conformance/examples/grid-js, Node.js) against the suite.

It was written from spec/ and PROTOCOL.md alone; it must pass every grid scenario through the
session protocol, seeded deals included, and its deliberately wrong twin must fail with readable
differences. Without Node.js these tests cannot run, and they say so in the skip reason.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from cardlaw.conformance import root, scenario_paths

NODE = shutil.which("node")
EXAMPLE = root() / "examples" / "grid-js"
pytestmark = pytest.mark.skipif(
    NODE is None,
    reason="Node.js is not on PATH: the JavaScript implementation in conformance/examples/grid-js was NOT checked",
)


def _cardlaw() -> list[str]:
    here = Path(sys.executable).parent / "cardlaw"
    return [str(here)] if here.exists() else [sys.executable, "-m", "cardlaw.cli"]


@cache
def _run(program: str) -> dict[str, Any]:
    impl = f"{NODE} {EXAMPLE / program}"
    done = subprocess.run(
        [*_cardlaw(), "conformance", "run", "--impl", impl, "--protocol", "session", "--format", "json", "-q",
         "--game", "hornburg", "--game", "base-race"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode in (0, 1), done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    report["exit"] = done.returncode
    return report


def _grid_cases() -> set[str]:
    return {p.relative_to(root()).with_suffix("").as_posix() for p in scenario_paths([root() / "grid"])}


def _statuses(report: dict[str, Any]) -> dict[str, str]:
    return {case["id"]: case["status"] for case in report["scenarios"]}


def test_the_javascript_implementation_passes_the_whole_grid_suite() -> None:
    report = _run("main.js")
    statuses = _statuses(report)
    assert set(statuses) == _grid_cases()
    assert report["exit"] == 0
    assert {s for s in statuses.values()} == {"passed"}, [c for c, s in statuses.items() if s != "passed"]
    deals = [c for c in statuses if json.loads((root() / f"{c}.json").read_text(encoding="utf-8"))["setup"].get("deal")]
    assert len(deals) >= 10  # seeded deals and pools, judged like every other case


def test_the_wrong_implementation_fails_with_readable_differences() -> None:
    report = _run("wrong.js")
    statuses = _statuses(report)
    assert report["exit"] == 1
    failed = {c for c, s in statuses.items() if s == "failed"}
    # Its two mistakes: ties go to the defender, and a safe move cites G-MOV-5.
    assert {"grid/battle/toughness-tie", "grid/battle/legend-tie", "grid/moves/safe-move"} <= failed
    assert "grid/battle/defender-tougher" not in failed  # no tie there: the rules it keeps still pass
    tie = next(c for c in report["scenarios"] if c["id"] == "grid/battle/toughness-tie")
    text = json.dumps(tie)
    assert '"survivor": "attacker"' in tie["diff"] and '"survivor": "defender"' in tie["diff"]
    assert "state.board.b4.owner" in text
    safe = next(c for c in report["scenarios"] if c["id"] == "grid/moves/safe-move")
    assert "G-MOV-4" in json.dumps(safe["failures"]) and "G-MOV-5" in json.dumps(safe["failures"])


def test_the_javascript_generator_agrees_with_the_test_vectors() -> None:
    done = subprocess.run([str(NODE), str(EXAMPLE / "vectors.js")], capture_output=True, text=True, timeout=60)
    lines = (root() / "vectors" / "deals.jsonl").read_text(encoding="utf-8").splitlines()
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{len(lines)} of {len(lines)} vectors agree" in done.stdout
