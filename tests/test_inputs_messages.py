"""Inputs once accepted silently or answered with a misleading message: each now says what is wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cardlaw.cli import main
from cardlaw.conformance._process import CaseErrored, _decode

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def user_error(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.stderr


def test_a_key_given_twice_in_a_scenario_is_named_with_its_path(tmp_path: Path) -> None:
    source = (ROOT / "conformance" / "grid" / "battle" / "toughness-tie.json").read_text(encoding="utf-8")
    data = json.loads(source)
    text = json.dumps(data, indent=1).replace('"setup": {', '"setup": {"variant_note": 1, "variant_note": 2, ', 1)
    path = tmp_path / "twice.json"
    path.write_text(text, encoding="utf-8")
    err = user_error(run("judge", str(path)))
    assert "the key 'variant_note' is given twice in setup" in err


def test_a_top_level_key_given_twice_in_a_replay(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"format": "cardlaw-replay/1", "format": "cardlaw-replay/1"}', encoding="utf-8")
    assert "the key 'format' is given twice in the top object at line 1, column 32" in user_error(run("replay", str(path)))


def test_a_run_over_an_empty_folder_or_a_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    assert user_error(run("conformance", "run", str(tmp_path))) == (
        f"Error: the folder {str(tmp_path)!r} holds no scenario (no .json file)\n")
    missing = str(tmp_path / "nowhere")
    assert user_error(run("conformance", "run", missing)) == (
        f"Error: no scenario file or folder {missing!r} (nor a case ID of the suite)\n")


def test_one_deck_problem_is_one_problem(tmp_path: Path) -> None:
    deck = json.loads((ROOT / "cards" / "decks" / "fire.json").read_text(encoding="utf-8"))
    deck["side"] = []
    entry = next(e for e in deck["cards"] if e["count"] >= 2)
    entry["count"] -= 1  # 49 cards: the deck size alone is wrong
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    result = run("cards", "check", str(path))
    assert result.exit_code == 1
    assert result.stdout.rstrip().endswith("not legal (1 problem)")


def test_a_deck_file_where_a_card_file_is_due_and_the_other_way_round() -> None:
    deck, cards = str(ROOT / "cards" / "decks" / "fire.json"), str(ROOT / "cards" / "LF1.json")
    assert "this is a deck file ('cardlaw-landfight-deck/1'), not a card file" in user_error(run("cards", "list", deck))
    err = user_error(run("play", "landfight", "--deck", cards, "--deck", "fire", "--bots", "random,random"))
    assert "this is a card file ('cardlaw-landfight-cards/1'), not a deck file" in err


@pytest.mark.parametrize("raw", [b"", b"\n", b"   "])
def test_an_empty_reply_is_called_empty(raw: bytes) -> None:
    with pytest.raises(CaseErrored, match=r"^the reply is empty: the program printed nothing where a JSON reply was due$"):
        _decode(raw, "the reply")


def _toughness_tie() -> dict[str, object]:
    return json.loads((ROOT / "conformance" / "grid" / "battle" / "toughness-tie.json").read_text(encoding="utf-8"))


def test_a_board_with_two_lands_or_none_for_a_player_is_malformed(tmp_path: Path) -> None:
    data = _toughness_tie()
    board = data["setup"]["board"]  # type: ignore[index]
    land = next(sq for sq, e in board.items() if "Land" in e["card"]["type"] and e["owner"] == "south")
    board["c1"] = {"owner": "south", "card": {"name": "Forest", "type": "Basic Land — Forest"}}
    two = tmp_path / "two.json"
    two.write_text(json.dumps(data), encoding="utf-8")
    assert f"at setup.board: south holds 2 land cards ({', '.join(sorted([land, 'c1']))}); a position of the game " \
           "holds exactly 1 for each player (G-SET-2)" in user_error(run("judge", str(two)))
    del board["c1"], board[land]
    none = tmp_path / "none.json"
    none.write_text(json.dumps(data), encoding="utf-8")
    assert "south holds no land card;" in user_error(run("judge", str(none)))


def test_a_replay_whose_seed_was_edited_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    assert run("play", "hornburg", "--bots", "random,random", "--seed", "5", "--quiet", "--replay", str(path)).exit_code == 0
    assert run("replay", str(path)).exit_code == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["deal"] == "packs"
    data["seed"] = 6
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "at seed: the setup is not the deal of seed 6 for these bots and options" in user_error(run("replay", str(path)))


@pytest.mark.parametrize("value", ["٣", "+٣", "３", "-３"])
def test_toughness_takes_ascii_digits_only(value: str) -> None:
    err = user_error(run("battle", "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", value,
                         "--defender", "Land"))
    assert err == f"Error: --attacker-toughness {value!r}: must be a printed number such as 3, '*' or '1+*'\n"


def test_a_folder_given_to_judge_names_the_command_that_runs_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "cases"
    folder.mkdir()
    err = user_error(run("judge", str(folder)))
    assert err.endswith(f"is a folder, not a scenario file: to judge every scenario in it, run "
                        f"'cardlaw conformance run {folder}'\n"), err
