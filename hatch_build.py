"""Hatch build hook: an editable install compiles the package's bytecode; opt-in, a mypyc wheel.

pip compiles the modules of a wheel it installs into site-packages, but an editable
install only points at ``reference/``, and where ``PYTHONDONTWRITEBYTECODE`` is set
nothing is ever written there at run time: every command then compiled every module it
imported from source, about 0.08 s of a first ``cardlaw battle``. So ``pip install -e .``
compiles them once into ``reference/cardlaw/**/__pycache__`` (git-ignored), as pip does
for a wheel. A module edited afterwards is compiled from source until the next install,
or ``python -m compileall reference/cardlaw``.

With ``CARDLAW_MYPYC=1`` in the environment a (non-editable) wheel also carries the
Landfight engine's per-action modules (`MYPYC_MODULES`) compiled with mypyc, beside their
``.py`` files; Python imports the extension module in preference to the source. Such a
wheel is tagged for this Python and platform, and mypy (with setuptools) is a build
dependency only then. ``python benchmarks/compiled.py`` builds one from a copy of the
checkout and measures it against the pure build. An editable install is always pure
Python: compiled modules beside the sources would keep running the old code after an
edit, so it refuses ``CARDLAW_MYPYC=1`` and removes any extension module it finds there.
"""

from __future__ import annotations

import compileall
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# The hot path of Game.legal / Game.apply (cProfile of benchmarks/run.py's random play: these
# hold over 80% of its time), and what they call per action. Not cardtext/_ast.py: a
# compiled @frozen class would be another class than the one `_frozen_code.py` was made for.
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


def extension_modules(root: str | Path) -> list[Path]:
    """Extension modules under ``root``/reference: mypyc's shared runtime and compiled modules."""
    reference = Path(root) / "reference"
    return sorted([*reference.glob("*.so"), *reference.glob("*.pyd"),
                   *(reference / "cardlaw").rglob("*.so"), *(reference / "cardlaw").rglob("*.pyd")])


def mypyc_clean(root: str | Path) -> list[Path]:
    """Remove the extension modules an in-place build left under ``root``/reference; those removed."""
    found = extension_modules(root)
    for path in found:
        path.unlink()
    return found


def mypyc_build(root: str | Path, modules: list[str], out: Path, scratch: Path) -> list[Path]:
    """Compile ``modules`` (paths under reference/) with mypyc into ``out``; the files made there.

    The generated C and the objects go to ``scratch``; nothing is written under ``root``.
    """
    from mypyc.build import mypycify
    from setuptools import Distribution  # type: ignore[import-untyped]

    reference = Path(root).resolve() / "reference"
    here = os.getcwd()
    os.chdir(reference)  # module names come from the paths, relative to here
    try:
        ext = mypycify(modules, opt_level="3", target_dir=str(scratch / "c"))
        dist = Distribution({"name": "cardlaw-mypyc", "ext_modules": ext})
        cmd: Any = dist.get_command_obj("build_ext")
        cmd.inplace = False
        cmd.build_temp = str(scratch / "temp")
        cmd.build_lib = str(out)
        cmd.parallel = os.cpu_count() or 1
        dist.run_command("build_ext")
    finally:
        os.chdir(here)
    return sorted(p for p in out.rglob("*") if p.suffix in (".so", ".pyd"))


class BytecodeHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        return ["mypy>=1.10", "setuptools"] if mypyc_wanted() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        if version == "editable":
            if mypyc_wanted():
                raise RuntimeError(
                    "CARDLAW_MYPYC=1 builds a wheel, not an editable install (compiled modules beside the"
                    " sources would keep running the old code after an edit): use `python benchmarks/compiled.py`,"
                    " or `CARDLAW_MYPYC=1 pip wheel .` and install that wheel elsewhere"
                )
            mypyc_clean(self.root)  # an earlier in-place build's modules would shadow the sources
            compile_package(self.root)
        elif mypyc_wanted():
            self._scratch = Path(tempfile.mkdtemp(prefix="cardlaw-mypyc-"))
            out = self._scratch / "lib"
            try:
                made = mypyc_build(self.root, MYPYC_MODULES, out, self._scratch)
            except BaseException:
                shutil.rmtree(self._scratch, ignore_errors=True)  # `finalize` is not called after a failure
                raise
            for so in made:
                build_data["force_include"][str(so)] = so.relative_to(out).as_posix()
            build_data["pure_python"] = False
            build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
