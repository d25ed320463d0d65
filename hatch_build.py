"""Hatch build hook: an editable install compiles the package's bytecode.

pip compiles the modules of a wheel it installs into site-packages, but an editable
install only points at ``reference/``, and where ``PYTHONDONTWRITEBYTECODE`` is set
nothing is ever written there at run time: every command then compiled every module it
imported from source, about 0.08 s of a first ``cardlaw battle``. So ``pip install -e .``
compiles them once into ``reference/cardlaw/**/__pycache__`` (git-ignored), as pip does
for a wheel. A module edited afterwards is compiled from source until the next install,
or ``python -m compileall reference/cardlaw``.
"""

from __future__ import annotations

import compileall
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def compile_package(root: str | Path) -> bool:
    """Compile every module under ``root``/reference/cardlaw; whether all compiled."""
    return bool(compileall.compile_dir(str(Path(root) / "reference" / "cardlaw"), quiet=1, workers=1))


class BytecodeHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name == "wheel" and version == "editable":
            compile_package(self.root)
