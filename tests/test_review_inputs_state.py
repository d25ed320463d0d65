"""Saved game states and replays: every inconsistency is refused with the JSON path of the bad field."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardlaw.errors import DataError
from cardlaw.grid import Game, deal, dump_state, load_state
from cardlaw.grid.bots import arranger_for, bot_rng, make_bot
from cardlaw.grid.replay import load_replay, record, replay_game, save_replay

Edit = Callable[[dict[str, Any]], None]


def _finished(seed: int = 6, options: dict[str, str] | None = None) -> tuple[dict[str, Any], Game]:
    """A finished greedy-against-random game: its starting state and the game at its end."""
    names = ("greedy", "random")
    game, _ = deal("hornburg", seed, options=options, arrangers=(arranger_for("hornburg", "greedy"), arranger_for("hornburg", "random")))
    setup = dump_state(game)
    bots = (make_bot(names[0], bot_rng(seed, 0)), make_bot(names[1], bot_rng(seed, 1)))
    while not game.over:
        events = game.apply(bots[game.to_move].choose(game, game.to_move))
        for bot in bots:
            bot.observe(events)
    return setup, game


@pytest.fixture(scope="module")
def final_state() -> dict[str, Any]:
    state = dump_state(_finished()[1])
    assert state["discards"]["south"] and state["discards"]["north"]
    return state


def _on_board(state: dict[str, Any]) -> list[int]:
    return [i for i, p in enumerate(state["pieces"]) if p["square"] is not None]


def _discarded(state: dict[str, Any], player: str) -> int:
    return int(state["discards"][player][0])


def _two_on_one_square(s: dict[str, Any]) -> None:
    first, second = _on_board(s)[:2]
    s["pieces"][second]["square"] = s["pieces"][first]["square"]


def _lost_piece(s: dict[str, Any]) -> None:
    s["discards"]["south"].pop(0)


def _in_both_piles(s: dict[str, Any]) -> None:
    s["discards"]["north"].insert(0, _discarded(s, "south"))


def _on_board_and_discarded(s: dict[str, Any]) -> None:
    s["discards"]["south"].insert(0, _on_board(s)[0])


CASES: list[tuple[str, Edit, str, str]] = [
    ("two pieces on one square", _two_on_one_square, "pieces[{second}].square", "one piece per square"),
    ("square off the board", lambda s: s["pieces"][_on_board(s)[0]].__setitem__("square", "z9"),
     "pieces[{first}].square", "'z9' is not a square of the hornburg board"),
    ("unknown owner", lambda s: s["pieces"][0].__setitem__("owner", "east"),
     "pieces[0].owner", "must be 'south' or 'north', not 'east'"),
    ("unknown player to move", lambda s: s.__setitem__("to_move", "east"), "to_move", "not 'east'"),
    ("unknown normal_next", lambda s: s.__setitem__("normal_next", 1), "normal_next", "not 1"),
    ("unknown pending player", lambda s: s.__setitem__("pending_extra_turns", ["west"]),
     "pending_extra_turns[0]", "not 'west'"),
    ("face_up not a boolean", lambda s: s["pieces"][0].__setitem__("face_up", "yes"),
     "pieces[0].face_up", "must be true or false"),
    ("negative ply", lambda s: s.__setitem__("ply", -1), "ply", "is -1 but must be 0 or more"),
    ("ply not a whole number", lambda s: s.__setitem__("ply", 2.5), "ply", "must be a whole number"),
    ("ply a boolean", lambda s: s.__setitem__("ply", True), "ply", "must be a whole number"),
    ("discard index out of range", lambda s: s["discards"]["south"].__setitem__(0, 99),
     "discards.south[0]", "99 is not a piece number"),
    ("discarded piece still on the board", _on_board_and_discarded,
     "discards.south[0]", "is on the board"),
    ("a piece in two piles", _in_both_piles, "discards.north[0]", "already in south's discard pile"),
    ("a piece nowhere", _lost_piece, "pieces[{lost}].square", "in no discard pile"),
    ("a card in the wrong pile", lambda s: s["discards"]["north"].append(s["discards"]["south"].pop(0)),
     "discards.north[{last_north}]", "a card goes to its owner's discard pile"),
    ("bad type line", lambda s: s["pieces"][0]["card"].__setitem__("type", "Creture"),
     "pieces[0].card.type", "unknown type word 'Creture'"),
    ("unknown option", lambda s: s["options"].__setitem__("advanc", "no"), "options.advanc", "unknown option"),
    ("unknown variant", lambda s: s.__setitem__("variant", "hornbrg"), "variant", "unknown game 'hornbrg'"),
    ("unknown field", lambda s: s.__setitem__("colour", 1), "colour", "unknown field"),
    ("missing field", lambda s: s.pop("ply"), "ply", "missing"),
    ("bad history move", lambda s: s["history"].__setitem__(0, "b3"), "history[0]", "a move is two squares"),
    ("bad seen entry", lambda s: s.__setitem__("seen", [[[], [], 0, 0, [], 1]]), "seen[0][0]", "must list the piece"),
]


@pytest.mark.parametrize(("label", "edit", "where", "message"), CASES, ids=[c[0] for c in CASES])
def test_inconsistent_state_names_the_field(
    final_state: dict[str, Any], label: str, edit: Edit, where: str, message: str
) -> None:
    state = copy.deepcopy(final_state)
    on_board = _on_board(state)
    names = {
        "first": on_board[0],
        "second": on_board[1],
        "lost": _discarded(state, "south"),
        "last_north": len(state["discards"]["north"]),
    }
    edit(state)
    with pytest.raises(DataError) as caught:
        load_state(state, source="s.json")
    assert caught.value.path == where.format(**names)
    assert message in caught.value.problem
    assert "tuple.index" not in str(caught.value) and "malformed state" not in str(caught.value)


def test_a_consistent_state_round_trips(final_state: dict[str, Any]) -> None:
    assert dump_state(load_state(copy.deepcopy(final_state))) == final_state


# -- replays: the top-level options must be the setup's ---------------------------------------------


def _replay_file(tmp_path: Path, options: dict[str, str], asked: dict[str, str]) -> Path:
    setup, game = _finished(options=options)
    replay = record(setup, game, seed=6, bots=("greedy", "random"), options=asked)
    path = tmp_path / "r.json"
    save_replay(path, replay)
    return path


def test_replay_options_that_disagree_with_the_setup_are_refused(tmp_path: Path) -> None:
    path = _replay_file(tmp_path, {"advance": "no"}, {"advance": "no"})
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"] = {"advance": "yes"}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_replay(path)
    assert caught.value.path == "options.advance"
    assert caught.value.problem == "is 'yes' but the setup (setup.options) was played with advance='no'"


def test_replay_options_missing_from_the_setup_use_its_defaults(tmp_path: Path) -> None:
    path = _replay_file(tmp_path, {}, {})
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"] = {"advance": "no"}  # the setup was played with the default, yes
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_replay(path)
    assert caught.value.path == "options.advance"


def test_replay_options_that_agree_are_accepted(tmp_path: Path) -> None:
    path = _replay_file(tmp_path, {"ply_cap": "off"}, {"ply-cap": "off"})
    assert list(replay_game(load_replay(path)))  # spelt with a hyphen, the same option


def test_replay_with_an_unknown_option_names_it(tmp_path: Path) -> None:
    path = _replay_file(tmp_path, {}, {})
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"] = {"advanc": "no"}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_replay(path)
    assert caught.value.path == "options.advanc"


def test_replay_setup_errors_carry_the_setup_prefix(tmp_path: Path) -> None:
    path = _replay_file(tmp_path, {}, {})
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["pieces"][0]["owner"] = "east"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        list(replay_game(load_replay(path), source=str(path)))
    assert caught.value.path == "setup.pieces[0].owner"
