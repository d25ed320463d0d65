"""Hatch build hook: an editable install compiles the package's bytecode; opt-in, mypyc.

pip compiles the modules of a wheel it installs into site-packages, but an editable
install only points at ``reference/``, and where ``PYTHONDONTWRITEBYTECODE`` is set
nothing is ever written there at run time: every command then compiled every module it
imported from source, about 0.08 s of a first ``cardlaw battle``. So ``pip install -e .``
compiles them once into ``reference/cardlaw/**/__pycache__`` (git-ignored), as pip does
for a wheel. A module edited afterwards is compiled from source until the next install,
or ``python -m compileall reference/cardlaw``.

With ``CARDLAW_MYPYC=1`` in the environment the hook also compiles the Landfight engine's
hot modules (`MYPYC_MODULES`) with mypyc (an experiment: about 1.9 times the random-play
benchmark's actions per second). mypy becomes a build dependency only then. An editable
install builds the extension modules beside their sources, where Python prefers them to the
``.py`` files: edit one and it keeps running the old code until
``python scripts/build_mypyc.py`` (rebuild) or ``--clean``. A wheel carries them instead
of nothing (its ``.py`` files stay in it) and is tagged for this Python and platform.
"""

from __future__ import annotations

import compileall
import os
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# The hot path of Game.legal / Game.apply (cProfile of benchmarks/run.py's random play), and
# what it calls per action. Not cardtext/_ast.py: a compiled @frozen class is another class.
MYPYC_MODULES = [
    "cardlaw/landfight/_game.py",
    "cardlaw/landfight/_legal.py",
    "cardlaw/landfight/_effects.py",
    "cardlaw/landfight/_act.py",
    "cardlaw/landfight/_battle.py",
    "cardlaw/landfight/_memory.py",
    "cardlaw/landfight/_model.py",
    "cardlaw/landfight/_replace.py",
    "cardlaw/landfight/_zones.py",
    "cardlaw/landfight/_control.py",
]


def compile_package(root: str | Path) -> bool:
    """Compile every module under ``root``/reference/cardlaw; whether all compiled."""
    return bool(compileall.compile_dir(str(Path(root) / "reference" / "cardlaw"), quiet=1, workers=1))


def mypyc_wanted() -> bool:
    return os.environ.get("CARDLAW_MYPYC", "") == "1"


def mypyc_clean(root: str | Path) -> None:
    """Remove the extension modules an in-place mypyc build left under ``root``/reference."""
    reference = Path(root) / "reference"
    for path in [*reference.glob("*__mypyc*.so"), *(reference / "cardlaw").rglob("*.so")]:
        path.unlink()


def mypyc_build(root: str | Path, modules: list[str], inplace: bool) -> Path:
    """Compile ``modules`` (paths under reference/) with mypyc; the directory the .so files are in."""
    from mypyc.build import mypycify
    from setuptools import Distribution  # type: ignore[import-untyped]

    root = Path(root).resolve()
    reference = root / "reference"
    here = os.getcwd()
    os.chdir(reference)  # module names come from the paths, relative to here
    try:
        ext = mypycify(modules, opt_level="3", target_dir=str(root / "build" / "mypyc"))
        dist = Distribution({"name": "cardlaw-mypyc", "ext_modules": ext})
        cmd: Any = dist.get_command_obj("build_ext")
        cmd.inplace = inplace
        cmd.build_temp = str(root / "build" / "mypyc-temp")
        cmd.build_lib = str(root / "build" / "mypyc-lib")
        cmd.parallel = os.cpu_count() or 1
        dist.run_command("build_ext")
    finally:
        os.chdir(here)
    return reference if inplace else root / "build" / "mypyc-lib"


class BytecodeHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        return ["mypy>=1.10", "setuptools"] if mypyc_wanted() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        if version == "editable":
            mypyc_clean(self.root)  # never leave compiled code older than the sources
            if mypyc_wanted():
                mypyc_build(self.root, MYPYC_MODULES, inplace=True)
            compile_package(self.root)
        elif mypyc_wanted():
            out = mypyc_build(self.root, MYPYC_MODULES, inplace=False)
            for so in out.rglob("*.so"):
                build_data["force_include"][str(so)] = str(so.relative_to(out))
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
