"""``mypyc_attr`` for classes that a mypyc build compiles (``CARDLAW_MYPYC=1``, hatch_build.py).

mypyc reads the decorator while compiling; at run time it does nothing, so the package
needs no ``mypy_extensions`` to import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*_args: Any, **_kwargs: Any) -> Any:
        return lambda cls: cls
