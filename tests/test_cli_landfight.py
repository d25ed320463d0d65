"""`cardlaw play landfight`, Landfight replays and their errors, as a user meets them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cardlaw.cli import main


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def user_error(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    return result.stderr


def test_bots_play_a_whole_best_of_three_match_and_its_replay_checks_out(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    played = run("play", "landfight", "--deck", "fire", "--deck", "water", "--bots", "heuristic,random",
                 "--seed", "3", "--replay", str(path))
    assert played.exit_code == 0, played.output
    out = played.stdout
    assert out.startswith("Landfight best-of-three match, seed 3: p1 (heuristic bot) plays 'Cinderpeak Blaze', "
                          "p2 (random bot) plays 'Tidewrack Current'.")
    assert "Game 1 begins. [L-SET-1 L-MAT-1]" in out
    assert "Match over:" in out
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "cardlaw-landfight-replay/1" and data["match"] is True
    assert data["bots"] == ["heuristic", "random"]
    assert [d["source"] for d in data["decks"]] == ["fire", "water"]
    wins = [g["winner"] for g in data["games"]]
    assert data["result"]["winner"] in ("p1", "p2") and wins.count(data["result"]["winner"]) == 2
    replayed = run("replay", str(path))
    assert replayed.exit_code == 0, replayed.output
    assert replayed.stdout.rstrip().endswith("The replay's result matches the recorded one.")
    # The replay prints the same actions and events as the game itself.
    assert out.splitlines()[1:-1] == replayed.stdout.splitlines()[1:-1]


def test_a_single_game_with_seeded_decks_is_the_same_every_time(tmp_path: Path) -> None:
    first = run("play", "landfight", "--bots", "random,random", "--seed", "11", "--single", "--quiet",
                "--replay", str(tmp_path / "a.json"))
    again = run("play", "landfight", "--bots", "random,random", "--seed", "11", "--single", "--quiet",
                "--replay", str(tmp_path / "b.json"))
    assert first.exit_code == 0, first.output
    assert first.stdout == again.stdout and first.stdout.startswith("Result: ")
    a = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    b = json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))
    assert a == b and a["match"] is False and a["decks"][0]["source"] != a["decks"][1]["source"]


def test_a_human_plays_by_number_and_the_replay_is_kept_when_they_quit(tmp_path: Path) -> None:
    path = tmp_path / "human.json"
    typed = "2\ncard 2\nrules L-BAT-3\nxyz\n1\nquit\n"
    result = run("play", "landfight", "--deck", "fire", "--deck", "water", "--seed", "5", "--single",
                 "--replay", str(path), input=typed)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "you are p1 with 'Cinderpeak Blaze'; the heuristic bot is p2" in out
    assert "   1. choose p1 goes first\n   2. choose p2 goes first\n" in out
    assert "you: choose p2 goes first" in out
    assert "L-BAT-3 · " in out
    assert "'xyz' is not an action number from 1 to " in out
    # The opponent's hand stays hidden: its opening draw is a count, not names.
    assert "p2 draws 5 cards. [L-SET-5]" in out
    assert "p2 (you)" not in out and "p1 (you): Land Life" in out
    assert "You stopped the game." in out and f"Replay written to {path}" in out
    replayed = run("replay", str(path))
    assert replayed.exit_code == 0, replayed.output
    assert "Stopped on turn" in replayed.stdout


def test_a_human_can_take_the_second_seat_against_the_random_bot(tmp_path: Path) -> None:
    result = run("play", "landfight", "--seed", "2", "--single", "--as", "p2", "--bot", "random",
                 "--replay", str(tmp_path / "r.json"), input="")
    assert result.exit_code == 0, result.output
    assert "you are p2 with " in result.stdout and "the random bot is p1" in result.stdout
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["bots"] == ["random", "human"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--deck", "fyre", "--deck", "water"], "--deck 'fyre' is neither a starter deck (dark, earth, fire, light, "
                                                "water, wind) nor a deck file; did you mean 'fire'?"),
        (["--deck", "fire"], "give --deck twice (p1's deck, then p2's), not 1 time(s)"),
        (["--as", "south"], "--as south: the Landfight players are p1 and p2"),
        (["--strict"], "--strict is for the grid games, not Landfight"),
        (["--bots", "heuristc,random"], "unknown Landfight bot 'heuristc' (known: heuristic, random); "
                                        "did you mean 'heuristic'?"),
        (["--bot", "greedy"], "unknown Landfight bot 'greedy' (known: heuristic, random)"),
        (["--option", "boost_timing=never"], "boost_timing"),
    ],
)
def test_bad_landfight_play_options_are_refused_before_the_game(tmp_path: Path, args: list[str], message: str) -> None:
    path = tmp_path / "never.json"
    err = user_error(run("play", "landfight", "--seed", "1", "--replay", str(path), *args, input=""))
    assert message in err
    assert not path.exists()


def test_landfight_flags_on_a_grid_game_are_refused() -> None:
    assert "--deck is for Landfight; hornburg is a grid game" in user_error(
        run("play", "hornburg", "--deck", "fire", "--deck", "water"))
    assert "--as p1: the sides of hornburg are south and north" in user_error(run("play", "hornburg", "--as", "p1"))


def test_an_edited_landfight_replay_is_refused_with_the_path_of_the_field(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    assert run("play", "landfight", "--bots", "random,random", "--seed", "4", "--single", "--quiet",
               "--replay", str(path)).exit_code == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seed"] = 5
    path.write_text(json.dumps(data), encoding="utf-8")
    err = user_error(run("replay", str(path)))
    assert str(path) in err and ("actions[" in err or "result" in err)
