"""Replay files: round trip, atomic writes, and clear errors for corrupt files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardlaw.errors import CardlawError, DataError
from cardlaw.grid import deal, dump_state
from cardlaw.grid.bots import arranger_for, bot_rng, make_bot
from cardlaw.grid.replay import FORMAT, Replay, load_replay, record, replay_game, save_replay


def _played(variant: str = "hornburg", seed: int = 6) -> tuple[Replay, list[tuple[str, tuple[Any, ...]]], dict[str, Any]]:
    names = ("greedy", "random")
    game, _ = deal(variant, seed, arrangers=(arranger_for(variant, names[0]), arranger_for(variant, names[1])))
    setup = dump_state(game)
    bots = (make_bot(names[0], bot_rng(seed, 0)), make_bot(names[1], bot_rng(seed, 1)))
    log = []
    while not game.over:
        move = bots[game.to_move].choose(game, game.to_move)
        text = game.move_text(move)
        events = game.apply(move)
        for bot in bots:
            bot.observe(events)
        log.append((text, events))
    return record(setup, game, seed=seed, bots=names), log, dump_state(game)


@pytest.mark.parametrize("variant", ["hornburg", "base-race"])
def test_round_trip_reproduces_the_game(tmp_path: Path, variant: str) -> None:
    replay, log, final = _played(variant)
    assert replay.result is not None
    path = tmp_path / "r.json"
    save_replay(path, replay)
    loaded = load_replay(path)
    assert loaded == replay
    run = replay_game(loaded, source=str(path))
    assert list(run) == log
    assert dump_state(run.game) == final


def test_file_format(tmp_path: Path) -> None:
    replay, _, _ = _played()
    path = tmp_path / "r.json"
    save_replay(path, replay)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert list(data) == ["format", "game", "options", "seed", "bots", "setup", "moves", "result"]
    assert data["format"] == FORMAT == "cardlaw-replay/1"
    assert data["setup"]["format"] == "cardlaw-grid-state/1"
    assert data["setup"]["ply"] == 0 and data["setup"]["history"] == []
    assert all(isinstance(m, str) and len(m.split()) == 2 for m in data["moves"])


def test_save_is_atomic(tmp_path: Path) -> None:
    replay, _, _ = _played()
    path = tmp_path / "r.json"
    path.write_text("old", encoding="utf-8")
    save_replay(path, replay)
    assert load_replay(path) == replay
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]
    with pytest.raises(CardlawError, match="cannot write"):
        save_replay(tmp_path / "missing-folder" / "r.json", replay)
    assert not (tmp_path / "missing-folder").exists()


def _corrupt(tmp_path: Path, change: Any) -> Path:
    replay, _, _ = _played()
    data = replay.to_json()
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _error(path: Path) -> DataError:
    with pytest.raises(DataError) as caught:
        list(replay_game(load_replay(path), source=str(path)))
    return caught.value


def test_not_json(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    err = _error(path)
    assert err.path == ""
    assert "not valid JSON" in err.message


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CardlawError, match="no replay file"):
        load_replay(tmp_path / "none.json")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(format="cardlaw-replay/0"), "format"),
        (lambda d: d.pop("moves"), "moves"),
        (lambda d: d.update(moves="b3 b4"), "moves"),
        (lambda d: d["moves"].__setitem__(0, 7), "moves[0]"),
        (lambda d: d.update(seed="six"), "seed"),
        (lambda d: d.update(bots=["greedy"]), "bots"),
        (lambda d: d.update(extra=1), "extra"),
        (lambda d: d.update(result={"winner": "east", "reason": "", "rules": []}), "result.winner"),
        (lambda d: d["setup"].update(variant="base-race"), "setup.variant"),
    ],
)
def test_bad_fields_are_named(tmp_path: Path, change: Any, field: str) -> None:
    assert _error(_corrupt(tmp_path, change)).path == field


def test_broken_setup(tmp_path: Path) -> None:
    err = _error(_corrupt(tmp_path, lambda d: d["setup"].pop("pieces")))
    assert err.path.startswith("setup")


def test_illegal_move_is_named(tmp_path: Path) -> None:
    err = _error(_corrupt(tmp_path, lambda d: d["moves"].__setitem__(1, "a1 a1")))
    assert err.path == "moves[1]"
    assert "illegal move" in err.message


def test_moves_after_the_end(tmp_path: Path) -> None:
    err = _error(_corrupt(tmp_path, lambda d: d["moves"].append("a1 a2")))
    assert err.path.startswith("moves[")


def test_result_mismatch(tmp_path: Path) -> None:
    def other_winner(d: dict[str, Any]) -> None:
        d["result"]["winner"] = "north" if d["result"]["winner"] == "south" else "south"

    err = _error(_corrupt(tmp_path, other_winner))
    assert err.path == "result"
    assert "the file records" in err.message


def test_truncated_moves_do_not_match_the_result(tmp_path: Path) -> None:
    err = _error(_corrupt(tmp_path, lambda d: d["moves"].pop()))
    assert err.path == "result"
    assert "unfinished" in err.message
