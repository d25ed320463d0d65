"""Compile the Landfight engine's hot modules with mypyc, in place (an experiment; see --help).

    python scripts/build_mypyc.py            # build the .so files beside the modules
    python scripts/build_mypyc.py --clean    # remove them: back to pure Python

The extension modules land beside their ``.py`` files under reference/cardlaw/ (and mypyc's
shared runtime in reference/), where Python imports them in preference to the source. They are
git-ignored; a module edited afterwards keeps running the old compiled code until rebuilt or
cleaned, so clean before working on the engine.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT / "reference"
# The hot path of Game.legal / Game.apply (cProfile of benchmarks/run.py's random play).
MODULES = [
    "cardlaw/landfight/_game.py",
    "cardlaw/landfight/_legal.py",
    "cardlaw/landfight/_effects.py",
    "cardlaw/landfight/_act.py",
    "cardlaw/landfight/_battle.py",
]
EXTRA = [m for m in os.environ.get("CARDLAW_MYPYC_EXTRA", "").split(",") if m]


def clean() -> None:
    for path in [*REFERENCE.glob("*__mypyc*.so"), *(REFERENCE / "cardlaw").rglob("*.so")]:
        path.unlink()


def build() -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(REFERENCE)  # module names come from paths relative to here
    modules = MODULES + EXTRA
    ext = mypycify(modules, opt_level="3", target_dir=str(ROOT / "build" / "mypyc"))
    dist = Distribution({"name": "cardlaw-mypyc", "ext_modules": ext})
    cmd = dist.get_command_obj("build_ext")
    cmd.inplace = True  # type: ignore[attr-defined]
    cmd.build_temp = str(ROOT / "build" / "mypyc-temp")  # type: ignore[attr-defined]
    cmd.parallel = os.cpu_count() or 1  # type: ignore[attr-defined]
    dist.run_command("build_ext")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true")
    args = parser.parse_args()
    clean()
    if not args.clean:
        build()
    sys.exit(0)
