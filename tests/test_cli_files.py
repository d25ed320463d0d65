"""What the command line writes: replay files only where a regular file may go, and output it cannot write."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cardlaw.cli import main


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def user_error(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.stderr


BOTS = ("play", "hornburg", "--bots", "random,random", "--quiet")


def test_a_fifo_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    err = user_error(run(*BOTS, "--seed", "1", "--replay", str(fifo)))
    assert "it is not a regular file (a device, a FIFO or a socket)" in err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_device_is_refused_and_left_as_it_was() -> None:
    before = os.stat("/dev/null")
    err = user_error(run(*BOTS, "--seed", "1", "--replay", "/dev/null"))
    assert "'/dev/null': it is not a regular file" in err
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino


def test_a_symlink_is_followed_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert run(*BOTS, "--seed", "2", "--replay", str(link)).exit_code == 0
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8").startswith("{")


def test_a_replaced_file_keeps_its_mode_and_a_new_one_is_not_private(tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("old", encoding="utf-8")
    os.chmod(kept, 0o640)
    assert run(*BOTS, "--seed", "3", "--replay", str(kept)).exit_code == 0
    assert stat.S_IMODE(os.stat(kept).st_mode) == 0o640
    new = tmp_path / "new.json"
    umask = os.umask(0o022)
    try:
        assert run(*BOTS, "--seed", "3", "--replay", str(new)).exit_code == 0
    finally:
        os.umask(umask)
    assert stat.S_IMODE(os.stat(new).st_mode) == 0o644


def test_the_default_name_never_replaces_an_earlier_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for _ in range(3):
        result = run("play", "hornburg", "--bots", "random,random", "--seed", "7")
        assert result.exit_code == 0, result.output
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["hornburg-7-2.replay.json", "hornburg-7-3.replay.json", "hornburg-7.replay.json"]
    assert "Replay written to hornburg-7-3.replay.json" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--replay", ""], "--replay needs a file name; '' names none"),
        (["--seed", "-1"], "-1 is not in the range x>=0"),
        (["--option", "advance=no", "--option", "advance=yes"],
         "advance is given twice (advance=no and advance=yes); give it once"),
    ],
)
def test_odd_arguments_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], message: str) -> None:
    monkeypatch.chdir(tmp_path)
    err = user_error(run("play", "base-race", "--bots", "random,random", "--seed", "1", *args))
    assert message in err
    assert list(tmp_path.iterdir()) == []


def test_the_same_option_twice_with_one_value_is_fine() -> None:
    result = run("battle", "--game", "base-race", "--attacker", "Sorcery", "--defender", "Artifact",
                 "--option", "advance=no", "--option", "advance=no")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("args", [["rules"], ["battle", "--game", "hornburg", "--attacker", "Sorcery", "--defender", "Land"],
                                  ["parse", "Draw 1 card."]])
def test_a_full_standard_output_is_one_line_and_exit_2(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "cardlaw.cli", *args], stdout=full, stderr=subprocess.PIPE,
                              text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr == "Error: cannot write the output: No space left on device\n"


def test_ctrl_c_at_the_prompt_keeps_the_replay_and_exits_130(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    code = (
        "import sys, builtins\n"
        "from cardlaw.cli import run\n"
        "class Stdin:\n"
        "    def readline(self):\n"
        "        raise KeyboardInterrupt\n"
        "    def isatty(self):\n"
        "        return False\n"
        "sys.stdin = Stdin()\n"
        f"sys.argv = ['cardlaw', 'play', 'landfight', '--seed', '4', '--single', '--replay', {str(path)!r}]\n"
        "run()\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 130, proc.stderr
    assert "Interrupted." in proc.stdout and f"Replay written to {path}" in proc.stdout
    assert path.exists() and "Traceback" not in proc.stderr
