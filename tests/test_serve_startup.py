"""What `cardlaw conformance serve` does to start quickly: dataclass methods compiled once and kept."""

from __future__ import annotations

import dataclasses
import io
import marshal
import subprocess
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
    monkeypatch.setattr(D, "_used", set())
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


def test_texts_no_longer_used_are_dropped_once_they_would_be_too_many(table: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stale = {f"x = {i}": compile(f"x = {i}", "<string>", "exec") for i in range(4)}
    monkeypatch.setattr(D, "_STALE", 4)
    D._codes.update(stale)
    _make()
    D.save()
    D._codes.clear()
    D._load()
    assert stale.keys() <= D._codes.keys(), "as many stale texts as allowed are kept"

    D._codes["x = 4"] = compile("x = 4", "<string>", "exec")
    D._used.clear()
    _make()
    assert not D._state["added"]
    D._state["added"] = True  # as if something new was compiled: the table is written again
    D.save()
    D._codes.clear()
    D._load()
    assert D._codes and not stale.keys() & D._codes.keys() and "x = 4" not in D._codes


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


# -- the console command's way to the server ------------------------------------------------

_HELLO = b'{"type": "hello", "id": 0, "protocols": [2]}\n'
_PROBE = """
import subprocess
import sys
sys.argv = ["cardlaw", *sys.argv[1:]]
from cardlaw._entry import run
try:
    run()
finally:
    sys.stderr.write("click imported\\n" if "click" in sys.modules else "click not imported\\n")
"""


def _entry(args: list[str], stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-c", _PROBE, *args], input=stdin, capture_output=True, timeout=120)


def test_conformance_serve_starts_without_the_command_line_library_and_answers_as_serve_does() -> None:
    from cardlaw.conformance._serve import serve

    requests = _HELLO + b'{"type": "parse", "id": 1, "text": "Draw 2 cards."}\n{"type": "goodbye", "id": 2}\n'
    done = _entry(["conformance", "serve"], requests)
    assert done.returncode == 0 and done.stderr.decode().splitlines() == ["click not imported"]
    out = io.BytesIO()
    assert serve(io.BytesIO(requests), out) == 0
    assert done.stdout == out.getvalue()

    refused = _entry(["conformance", "serve"], b'{"type": "hello", "id": 0, "protocols": [9]}\n')
    assert refused.returncode == 1 and b'"unsupported_protocol"' in refused.stdout


@pytest.mark.parametrize("args", [["conformance", "serve", "--help"], ["conformance", "serve", "extra"], ["--version"]])
def test_any_other_command_line_goes_through_click(args: list[str]) -> None:
    done = _entry(args, b"")
    assert b"click imported" in done.stderr
    assert done.returncode == (0 if "--help" in args or "--version" in args else 2)


def test_the_console_command_is_the_entry() -> None:
    text = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8")
    assert 'cardlaw = "cardlaw._entry:run"' in text
