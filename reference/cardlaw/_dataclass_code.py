"""The methods `dataclasses` writes for each dataclass, compiled once and kept beside the package's bytecode.

For every class, `dataclasses` writes the source of ``__init__``, ``__repr__``, ``__eq__``,
``__hash__`` and the frozen ``__setattr__``/``__delattr__`` and compiles it with `exec`;
Python's bytecode cache never holds that code, so every process compiles it again. A
conformance session defines some two hundred dataclasses (the card-text tree alone over
eighty), and compiling their methods cost some 7% of a 1,000-case session. `install`
makes `dataclasses` take each compiled method from a table kept by its exact source text;
the first process compiles and `save` writes the table to ``__pycache__`` beside this
file, as Python writes ``.pyc`` files there (and only when it may: not under
``PYTHONDONTWRITEBYTECODE``). The table is as trusted as the ``.pyc`` files next to it.

A method compiled from the same text is the same code, so nothing a class does changes.
The table is read only by the Python that wrote it (its magic number and the
optimisation level head the file); any other file, or one that does not read, is ignored
and overwritten. Texts that no longer occur (the code changed) are dropped when the table
is written again, once they would make more than `_STALE` of its entries: every process
reads the whole table, so it must not grow with every edit of a dataclass.
"""

from __future__ import annotations

import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER
from types import CodeType
from typing import Any

_HEADER = MAGIC_NUMBER + b"dataclass-code" + bytes([sys.flags.optimize])
_STALE = 500  # entries read but not used by this process that a table written by it may keep
_codes: dict[str, CodeType] = {}
_used: set[str] = set()
_state = {"installed": False, "added": False}


def _path() -> str:
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")
    return os.path.join(folder, f"dataclass-code.{sys.implementation.cache_tag}.marshal")


def _load() -> None:
    try:
        with open(_path(), "rb") as fh:
            data = fh.read()
    except OSError:
        return
    if not data.startswith(_HEADER):
        return
    try:
        table = marshal.loads(data[len(_HEADER):])
    except (EOFError, ValueError, TypeError):
        return
    if isinstance(table, dict):
        _codes.update((k, v) for k, v in table.items() if isinstance(k, str) and isinstance(v, CodeType))


def _exec(source: Any, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
    """`exec` as `dataclasses` calls it, with the compiled code of a source text it has seen before."""
    if isinstance(source, str):
        code = _codes.get(source)
        if code is None:
            code = _codes[source] = compile(source, "<string>", "exec")  # what exec(source) compiles
            _state["added"] = True
        _used.add(source)
        source = code
    exec(source, globals, locals)


def install() -> None:
    """From now on, dataclasses made in this process take their methods from the table."""
    import dataclasses

    if _state["installed"]:
        return
    _state["installed"] = True
    _load()
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # the module's `exec` shadows the builtin


def save() -> None:
    """Write the table if this process compiled something new and may write bytecode; never raises."""
    if not _state["added"] or sys.dont_write_bytecode:
        return
    path = _path()
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        kept = _codes
        if len(_codes) > len(_used) + _STALE:
            kept = {text: code for text, code in _codes.items() if text in _used}
        with open(temporary, "wb") as fh:
            fh.write(_HEADER + marshal.dumps(kept))
        os.replace(temporary, path)
        _state["added"] = False
    except (OSError, ValueError):
        try:
            os.unlink(temporary)
        except OSError:
            pass
