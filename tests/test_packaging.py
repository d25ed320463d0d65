"""A non-editable install must carry spec/, grammar/ and conformance/ and work from any directory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json, cardlaw
from cardlaw._paths import data_dir
from cardlaw import Card, rule_battle, check_variant
ruling = rule_battle("hornburg", Card("a", "Creature — Orc", "3"), Card("d", "Créature : elfe", "3"))
print(json.dumps({
    "module": cardlaw.__file__,
    "spec": str(data_dir("spec")),
    "ruling": ruling.to_json(),
    "check": [check_variant(v).ok for v in ("hornburg", "base-race")],
}))
"""


def test_wheel_ships_data_and_runs_outside_the_checkout(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    # Without CARDLAW_MYPYC the build is pure Python and needs no mypy: here it cannot import one.
    no_mypy = tmp_path / "no-mypy"
    for name in ("mypy", "mypyc"):
        (no_mypy / name).mkdir(parents=True)
        (no_mypy / name / "__init__.py").write_text(f"raise ImportError('{name} is not for a pure build')\n")
    build_env = {k: v for k, v in os.environ.items() if k != "CARDLAW_MYPYC"}
    build_env["PYTHONPATH"] = os.pathsep.join([str(no_mypy), *filter(None, [os.environ.get("PYTHONPATH")])])
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
        env=build_env,
    )
    wheel = next(dist.glob("cardlaw-*.whl"))
    assert wheel.name.endswith("-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert [n for n in names if n.endswith((".so", ".pyd"))] == []
    for needed in (
        "cardlaw/_data/spec/grid/03-battle.md",
        "cardlaw/_data/grammar/typeline.lark",
        "cardlaw/_data/grammar/minigame.lark",
        "cardlaw/_data/conformance/schema/scenario.schema.json",
        "cardlaw/_data/grammar/cardtext.lark",
        "cardlaw/_data/cards/LF1.json",
    ):
        assert needed in names
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(wheel)],
        check=True,
        capture_output=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=elsewhere, env=env, check=True, capture_output=True, text=True
    )
    found = json.loads(out.stdout)
    assert found["module"].startswith(str(site))
    assert found["spec"].startswith(str(site))
    assert found["ruling"]["survivor"] == "attacker"
    assert found["check"] == [True, True]
