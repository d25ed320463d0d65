"""What `cardlaw conformance serve` does to start quickly: dataclass methods compiled once and kept."""

from __future__ import annotations

import dataclasses
import marshal
import sys
from pathlib import Path

import pytest

from cardlaw import _dataclass_code as D


@pytest.fixture
def table(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """An empty table kept in ``tmp_path``, used by `dataclasses` for the test's length only."""
    path = tmp_path / "dataclass-code.marshal"
    monkeypatch.setattr(D, "_path", lambda: str(path))
    monkeypatch.setattr(D, "_codes", {})
    monkeypatch.setattr(D, "_state", {"installed": False, "added": False})
    monkeypatch.setattr(dataclasses, "exec", D._exec, raising=False)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def _make() -> type:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 2
        tags: tuple[str, ...] = ()

    return Point


def _behaves(cls: type) -> None:
    p = cls(1, tags=("a",))
    assert repr(p).endswith("Point(x=1, y=2, tags=('a',))")
    assert p == cls(1, 2, ("a",)) and p != cls(2) and hash(p) == hash(cls(1, 2, ("a",)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 3
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x'"):
        cls()


def test_methods_are_compiled_once_then_taken_from_the_table_written_to_disk(table: Path) -> None:
    _behaves(_make())
    assert D._state["added"] and D._codes
    compiled = dict(D._codes)
    D.save()
    assert table.read_bytes().startswith(D._HEADER) and not D._state["added"]

    D._codes.clear()
    D._load()
    assert D._codes.keys() == compiled.keys()
    assert all(D._codes[k] == compiled[k] for k in compiled)
    _behaves(_make())
    assert not D._state["added"], "a class made again compiled something the table held"


def test_the_table_is_written_only_when_bytecode_may_be(table: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _make()
    D.save()
    assert not table.exists()


@pytest.mark.parametrize("content", [
    b"", b"not a table", D._HEADER + b"\x00garbage", D._HEADER + marshal.dumps([1]),
    D._HEADER[:-1] + bytes([D._HEADER[-1] + 1]) + marshal.dumps({"x = 1": compile("x = 1", "<string>", "exec")}),
])
def test_a_table_that_does_not_read_is_ignored_and_written_again(table: Path, content: bytes) -> None:
    table.write_bytes(content)
    D._load()
    assert D._codes == {}
    _behaves(_make())
    D.save()
    D._codes.clear()
    D._load()
    assert D._codes
