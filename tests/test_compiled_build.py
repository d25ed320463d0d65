"""The opt-in mypyc build (hatch_build.py, benchmarks/compiled.py), without compiling anything.

A mypyc build of the engine takes about a minute of CPU, too long for this suite: the
compiled wheel is built, measured and compared with the pure one by
``python benchmarks/compiled.py``. Here: the hook's choices, the guard against extension
modules left beside the sources, and mutation testing's refusal of a compiled engine.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import hatch_build  # noqa: E402
from hatch_build import BytecodeHook  # noqa: E402

SUFFIX = ".cpython-311-x86_64-linux-gnu.so"


def _hook(root: Path) -> Any:
    return BytecodeHook(str(root), {}, None, None, str(root / "dist"), "wheel")


def _fake_checkout(root: Path) -> list[Path]:
    """A package with one module, and the extension modules an in-place mypyc build leaves."""
    package = root / "reference" / "cardlaw" / "landfight"
    package.mkdir(parents=True)
    (package / "_game.py").write_text("X = 1\n", encoding="utf-8")
    stale = [package / f"_game{SUFFIX}", root / "reference" / f"0123abcd__mypyc{SUFFIX}"]
    for path in stale:
        path.write_bytes(b"\x7fELF")
    return stale


def test_the_checkout_holds_no_extension_module():
    # Python would import one in preference to its .py file: the suite would test old compiled code.
    assert hatch_build.extension_modules(ROOT) == []


def test_mypy_is_a_build_dependency_only_when_asked(monkeypatch, tmp_path):
    monkeypatch.delenv("CARDLAW_MYPYC", raising=False)
    assert _hook(tmp_path).dependencies() == []
    monkeypatch.setenv("CARDLAW_MYPYC", "0")
    assert _hook(tmp_path).dependencies() == []
    monkeypatch.setenv("CARDLAW_MYPYC", "1")
    assert any(dep.startswith("mypy") for dep in _hook(tmp_path).dependencies())


def test_an_editable_install_removes_stale_extension_modules(monkeypatch, tmp_path):
    monkeypatch.delenv("CARDLAW_MYPYC", raising=False)
    stale = _fake_checkout(tmp_path)
    _hook(tmp_path).initialize("editable", {})
    assert [p for p in stale if p.exists()] == []
    assert list((tmp_path / "reference" / "cardlaw" / "landfight" / "__pycache__").glob("_game.*.pyc"))


def test_an_editable_install_refuses_mypyc(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDLAW_MYPYC", "1")
    stale = _fake_checkout(tmp_path)
    with pytest.raises(RuntimeError, match="not an editable install"):
        _hook(tmp_path).initialize("editable", {})
    assert all(p.exists() for p in stale)  # it refused before touching anything


def test_a_mypyc_wheel_carries_the_extension_modules(monkeypatch, tmp_path):
    """The hook's side of a compiled wheel, with mypyc replaced by a stand-in that writes two files."""
    made: dict[str, Any] = {}

    def fake_build(root: Path, modules: list[str], out: Path, scratch: Path) -> list[Path]:
        made.update(root=root, modules=modules, scratch=scratch)
        files = [out / "cardlaw" / "landfight" / f"_game{SUFFIX}", out / f"0123abcd__mypyc{SUFFIX}"]
        for path in files:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"\x7fELF")
        return files

    monkeypatch.setattr(hatch_build, "mypyc_build", fake_build)
    monkeypatch.setenv("CARDLAW_MYPYC", "1")
    hook = _hook(tmp_path)
    build_data: dict[str, Any] = {"force_include": {}, "pure_python": True, "infer_tag": False}
    hook.initialize("standard", build_data)
    assert made["modules"] == hatch_build.MYPYC_MODULES
    assert not made["scratch"].is_relative_to(tmp_path)  # nothing is built inside the checkout
    assert sorted(build_data["force_include"].values()) == [f"0123abcd__mypyc{SUFFIX}", f"cardlaw/landfight/_game{SUFFIX}"]
    assert all(Path(src).is_file() for src in build_data["force_include"])
    assert build_data["pure_python"] is False and build_data["infer_tag"] is True
    hook.finalize("standard", build_data, str(tmp_path / "dist" / "x.whl"))
    assert not made["scratch"].exists()


def test_a_failed_mypyc_build_leaves_no_scratch_folder(monkeypatch, tmp_path):
    made: list[Path] = []

    def failing_build(root: Path, modules: list[str], out: Path, scratch: Path) -> list[Path]:
        made.append(scratch)
        raise RuntimeError("mypyc failed")

    monkeypatch.setattr(hatch_build, "mypyc_build", failing_build)
    monkeypatch.setenv("CARDLAW_MYPYC", "1")
    with pytest.raises(RuntimeError, match="mypyc failed"):
        _hook(tmp_path).initialize("standard", {"force_include": {}})
    assert made and not made[0].exists()


def test_a_plain_wheel_build_leaves_build_data_alone(monkeypatch, tmp_path):
    monkeypatch.delenv("CARDLAW_MYPYC", raising=False)
    monkeypatch.setattr(hatch_build, "mypyc_build", lambda *_: pytest.fail("mypyc ran"))
    build_data: dict[str, Any] = {"force_include": {}, "pure_python": True, "infer_tag": False}
    _hook(tmp_path).initialize("standard", build_data)
    assert build_data == {"force_include": {}, "pure_python": True, "infer_tag": False}


def test_the_hot_modules_exist():
    assert all((ROOT / "reference" / m).is_file() for m in hatch_build.MYPYC_MODULES)


def test_mutation_testing_refuses_a_compiled_engine(monkeypatch):
    """Simulated: the module reports an extension module as its file, as a compiled wheel's does."""
    from cardlaw.landfight import _battle
    from cardlaw.mutate import _code, mutate_command

    monkeypatch.setattr(_code, "SOURCES", {})
    monkeypatch.setattr(_battle, "__file__", str(Path(_battle.__file__).with_name(f"_battle{SUFFIX}")))
    result = CliRunner().invoke(mutate_command, ["--list", "--kind", "engine", "--family", "landfight"])
    assert result.exit_code == 2
    assert isinstance(result.exception, SystemExit)  # a message, no traceback
    assert "cardlaw.landfight._battle is compiled" in result.output
    assert "pure-Python engine" in result.output


def test_the_measuring_copy_leaves_out_bytecode_and_extension_modules(tmp_path):
    spec = importlib.util.spec_from_file_location("cardlaw_benchmarks_compiled", ROOT / "benchmarks" / "compiled.py")
    assert spec is not None and spec.loader is not None
    compiled = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(compiled)
    compiled.copy_source(tmp_path / "src")
    copied = tmp_path / "src"
    assert (copied / "reference" / "cardlaw" / "landfight" / "_game.py").is_file()
    assert (copied / "hatch_build.py").is_file() and (copied / "cards" / "LF1.json").is_file()
    assert [p for p in copied.rglob("*") if p.suffix in (".so", ".pyd", ".pyc") or p.name == "__pycache__"] == []
    with pytest.raises(SystemExit) as exited:
        compiled.main(["--rounds", "0"])
    assert exited.value.code == 2


def test_the_measuring_command_stops_on_ctrl_c_without_a_traceback(monkeypatch, capsys):
    spec = importlib.util.spec_from_file_location("cardlaw_benchmarks_compiled", ROOT / "benchmarks" / "compiled.py")
    assert spec is not None and spec.loader is not None
    compiled = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(compiled)

    def interrupted(*_args: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(compiled, "measure", interrupted)
    assert compiled.main(["--no-conformance"]) == 130
    assert capsys.readouterr().err == "benchmarks/compiled.py: interrupted\n"
