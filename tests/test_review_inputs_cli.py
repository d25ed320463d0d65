"""The command line after review: rule blocks name their language, the human game lists moves,
checks its replay path first and lets you play north; the parser cache is private."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cardlaw.cli import main


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def user_error(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert "Traceback" not in result.output
    return result.stderr


# -- rules: the formal block's language and variants ------------------------------------------------


def test_a_landfight_block_names_its_language() -> None:
    result = run("rules", "L-DCK-4")
    assert result.exit_code == 0, result.output
    assert "formal text (landfight), spec/landfight/01-decks.md:" in result.stdout
    assert "formal text ()" not in result.stdout


def test_a_grid_block_names_its_language_and_variants() -> None:
    result = run("rules", "G-BAT-2")
    assert result.exit_code == 0, result.output
    assert "formal text (rules for hornburg, base-race), spec/grid/03-battle.md:" in result.stdout


# -- play: legal moves before each prompt ----------------------------------------------------------


def test_legal_moves_are_listed_before_each_prompt(tmp_path: Path) -> None:
    result = run("play", "hornburg", "--seed", "5", "--replay", str(tmp_path / "r.json"), input="board\nb3 b5\nquit\n")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    prompts = [i for i, line in enumerate(lines) if line.startswith("south> ")]
    assert len(prompts) == 3
    for i in prompts:
        assert lines[i - 1].startswith("Your moves: ")
    listed = lines[prompts[0] - 1].removeprefix("Your moves: ")
    # Grouped by the square a card leaves: "a3 to a4; b3 to b4; ..."
    assert all(" to " in group for group in listed.split("; "))


def test_the_moves_command_still_lists_them_one_by_one(tmp_path: Path) -> None:
    result = run("play", "hornburg", "--seed", "5", "--replay", str(tmp_path / "r.json"), input="moves\nquit\n")
    assert "Legal moves: " in result.stdout


# -- play: the replay path is checked before the game starts ---------------------------------------


def test_a_missing_replay_folder_is_refused_before_the_game(tmp_path: Path) -> None:
    path = tmp_path / "no-such-folder" / "r.json"
    err = user_error(run("play", "hornburg", "--seed", "5", "--replay", str(path), input="b3 b4\nquit\n"))
    assert err == f"Error: --replay {str(path)!r}: the folder {str(path.parent)!r} does not exist; create it first\n"
    assert not path.parent.exists()


def test_a_replay_folder_that_is_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "plain.txt").write_text("x", encoding="utf-8")
    err = user_error(run("play", "hornburg", "--bots", "random,random", "--seed", "5", "--replay", str(tmp_path / "plain.txt" / "r.json")))
    assert "is not a folder" in err


def test_a_replay_path_that_is_a_folder_is_refused(tmp_path: Path) -> None:
    err = user_error(run("play", "hornburg", "--seed", "5", "--replay", str(tmp_path), input="quit\n"))
    assert "is a folder" in err


def test_an_unwritable_replay_folder_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if Path(p) == tmp_path else real_access(p, mode, **kw))
    err = user_error(run("play", "hornburg", "--seed", "5", "--replay", str(tmp_path / "r.json"), input="quit\n"))
    assert err == f"Error: --replay {str(tmp_path / 'r.json')!r}: cannot write in {tmp_path}\n"
    assert list(tmp_path.iterdir()) == []


# -- play --as north ------------------------------------------------------------------------------------


def test_the_human_can_play_north(tmp_path: Path) -> None:
    path = tmp_path / "north.json"
    result = run("play", "hornburg", "--seed", "5", "--as", "north", "--replay", str(path), input="cards\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "you are north (top), the greedy bot is south" in out
    assert "north> " in out and "south> " not in out
    cards = [line for line in out.splitlines() if line.startswith("  ") and ": " in line and line.strip()[1].isdigit()]
    assert cards and all(line.strip()[1] in "456" for line in cards)  # north's home rows
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["bots"] == ["greedy", "human"]
    assert run("replay", str(path)).exit_code == 0


def test_the_human_playing_north_can_move(tmp_path: Path) -> None:
    path = tmp_path / "north.json"
    probe = run("play", "hornburg", "--seed", "5", "--as", "north", "--replay", str(path), input="quit\n")
    first = probe.stdout.split("Your moves: ", 1)[1].split(";", 1)[0]  # "a4 to a3" or "a4 to a3/b4"
    source, _, targets = first.partition(" to ")
    move = f"{source} {targets.split('/')[0]}"
    result = run("play", "hornburg", "--seed", "5", "--as", "north", "--replay", str(path), input=f"{move}\nquit\n")
    assert result.exit_code == 0, result.output
    moves = json.loads(path.read_text(encoding="utf-8"))["moves"]
    assert move in moves


def test_as_and_bots_together_are_refused() -> None:
    err = user_error(run("play", "hornburg", "--bots", "greedy,random", "--as", "north"))
    assert "--as" in err


def test_as_only_takes_a_side() -> None:
    user_error(run("play", "hornburg", "--as", "east"))


# -- the parser cache -------------------------------------------------------------------------------


def _no_cache_env(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    monkeypatch.delenv("CARDLAW_CACHE_DIR", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))


def test_the_cache_lives_in_the_users_cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw._grammars import _cache_dir, cache_folder

    _no_cache_env(monkeypatch, tmp_path)
    assert cache_folder() == str(tmp_path / ".cache" / "cardlaw")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_folder() == str(tmp_path / "xdg" / "cardlaw")
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # ignored, as the XDG spec says
    assert cache_folder() == str(tmp_path / ".cache" / "cardlaw")
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(tmp_path / "own"))
    assert cache_folder() == str(tmp_path / "own")
    assert _cache_dir() == str(tmp_path / "own")
    assert stat.S_IMODE((tmp_path / "own").stat().st_mode) == 0o700


def test_a_folder_others_can_write_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw._grammars import _cache_dir

    folder = tmp_path / "shared"
    folder.mkdir()
    folder.chmod(0o777)
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(folder))
    assert _cache_dir() is None
    folder.chmod(0o770)
    assert _cache_dir() is None
    folder.chmod(0o700)
    assert _cache_dir() == str(folder)


def test_a_folder_owned_by_someone_else_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw._grammars import _cache_dir

    folder = tmp_path / "theirs"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(folder))
    me = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: me + 1)
    assert _cache_dir() is None


def test_without_a_safe_cache_the_parsers_still_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw._grammars import build

    folder = tmp_path / "shared"
    folder.mkdir()
    folder.chmod(0o777)
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(folder))
    parser = build("typeline.lark", lexer="basic", start="typeline")
    assert parser.parse("Creature — Elf")
    assert list(folder.iterdir()) == []  # nothing was written to the unsafe folder
