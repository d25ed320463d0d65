"""The in-page reference: Pyodide (fetched once from the npm registry by
scripts/fetch_pyodide.py into build/cardlaw-site/) copied into the built site, with
the project's wheel built from this checkout and its pure-Python dependencies."""

from __future__ import annotations

import shutil
import zipfile
from importlib import import_module
from pathlib import Path

from .context import ROOT

PYODIDE_VERSION = "314.0.8"
CACHE = ROOT / "build" / "cardlaw-site" / f"pyodide-{PYODIDE_VERSION}"
RUNTIME = ("pyodide.js", "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
           "pyodide-lock.json", "package.json")
# What `cardlaw battle` and `cardlaw parse` import besides the standard library.
DEPENDENCIES = ("click", "lark", "interegular")
OUT = "assets/pyodide"


def present() -> bool:
    return all((CACHE / name).is_file() for name in RUNTIME)


def _deps_zip(target: Path) -> None:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        for name in DEPENDENCIES:
            package = Path(import_module(name).__file__ or "").parent
            for path in sorted(package.rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                    z.write(path, f"{name}/{path.relative_to(package).as_posix()}")


def build_wheel(directory: Path) -> Path:
    from hatchling.builders.wheel import WheelBuilder

    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("cardlaw-*.whl"):
        old.unlink()
    built = list(WheelBuilder(str(ROOT)).build(directory=str(directory), versions=["standard"]))
    return Path(built[0])


def install(site_dir: Path) -> bool:
    """Copy the runtime and the packages into the built site; False when Pyodide was never fetched."""
    if not present():
        return False
    out = site_dir / OUT
    out.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(CACHE / name, out / name)
    wheel = build_wheel(out)
    wheel.rename(out / "cardlaw.whl")
    _deps_zip(out / "deps.zip")
    return True
