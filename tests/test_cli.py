"""The `cardlaw` command line: answers, error messages and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cardlaw.cli import main


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def battle_json(*args: str) -> dict[str, object]:
    result = run("battle", "--json", *args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def assert_user_error(result: Result) -> str:
    """Exit status 2, a message on stderr, nothing on stdout and no traceback."""
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    return result.stderr


# -- battle --json --------------------------------------------------------------------


def test_toughness_tie_goes_to_the_attacker() -> None:
    ruling = battle_json(
        "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", "3",
        "--defender", "Creature — Elf", "--defender-toughness", "3",
    )
    assert ruling == {
        "discarded": ["defender"],
        "survivor": "attacker",
        "survivor_square": "to",
        "extra_turn": [],
        "winner": None,
        "rules": ["G-MOV-5", "G-BAT-1", "HB-CAT-2", "G-BAT-2", "G-OUT-2", "G-OUT-1", "G-OUT-3", "GR-3"],
    }


def test_spell_against_artifact_discards_both_and_gives_the_artifact_an_extra_turn() -> None:
    ruling = battle_json("--game", "hornburg", "--attacker", "Sorcery", "--defender", "Artifact")
    rules = ruling.pop("rules")
    assert ruling == {
        "discarded": ["attacker", "defender"],
        "survivor": None,
        "survivor_square": None,
        "extra_turn": ["defender"],
        "winner": None,
    }
    assert isinstance(rules, list) and rules[:2] == ["G-MOV-5", "G-BAT-1"]
    assert set(rules) == {"G-MOV-5", "G-BAT-1", "HB-CAT-4", "HB-CAT-5", "G-BAT-5", "G-BAT-6", "G-OUT-1", "G-XTR-1"}


def test_double_artifact_gives_only_the_attacker_an_extra_turn() -> None:
    ruling = battle_json("--game", "base-race", "--attacker", "Artifact", "--defender", "Artifact — Equipment")
    assert ruling["discarded"] == ["attacker", "defender"]
    assert ruling["extra_turn"] == ["attacker"]
    assert ruling["survivor"] is None and ruling["winner"] is None
    assert "G-BAT-7" in ruling["rules"] and "G-CMB-2" in ruling["rules"]
    assert "G-BAT-6" not in ruling["rules"]


def test_land_attacking_land_wins() -> None:
    ruling = battle_json("--game", "hornburg", "--attacker", "Land", "--defender", "Basic Land — Forest")
    assert ruling == {
        "discarded": [],
        "survivor": None,
        "survivor_square": None,
        "extra_turn": [],
        "winner": "attacker",
        "rules": ["G-MOV-5", "G-BAT-1", "HB-CAT-1", "G-WIN-2", "G-CMB-3", "G-END-1"],
    }


def test_french_type_lines() -> None:
    ruling = battle_json(
        "--game", "hornburg", "--attacker", "Créature : orc", "--attacker-toughness", "3",
        "--defender", "Créature légendaire : elfe", "--defender-toughness", "1",
    )
    assert ruling["discarded"] == ["attacker"]
    assert ruling["survivor"] == "defender"
    assert "G-BAT-3" in ruling["rules"]
    english = battle_json(
        "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", "3",
        "--defender", "Legendary Creature — Elf", "--defender-toughness", "1",
    )
    assert ruling == english


def test_star_toughness_and_options() -> None:
    ruling = battle_json(
        "--game", "hornburg", "--attacker", "Creature", "--attacker-toughness", "1+*",
        "--defender", "Creature", "--defender-toughness", "*", "--option", "advance=no",
    )
    assert ruling["survivor"] == "attacker"
    assert ruling["survivor_square"] == "from"


def test_planeswalker_uses_its_loyalty() -> None:
    ruling = battle_json(
        "--game", "base-race", "--attacker", "Legendary Planeswalker — Jace", "--attacker-loyalty", "4",
        "--defender", "Legendary Creature — Elf", "--defender-toughness", "3",
    )
    assert ruling["discarded"] == ["defender"]
    assert ruling["survivor"] == "attacker"


# -- battle in plain sentences ------------------------------------------------------------


def test_plain_battle_cites_rules_in_sentences() -> None:
    result = run("battle", "--game", "hornburg", "--attacker", "Sorcery", "--defender", "Artifact")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert any(line.startswith("The defender is discarded (G-OUT-1, ") for line in lines)
    assert "The defender's player takes an extra turn (G-BAT-6, G-XTR-1)." in lines
    assert all(line.endswith(").") for line in lines)


# -- user errors: message, exit 2, no traceback ----------------------------------------------


def test_misspelt_type_word_shows_caret_and_suggestion() -> None:
    err = assert_user_error(
        run("battle", "--game", "hornburg", "--attacker", "Creture — Orc", "--attacker-toughness", "3",
            "--defender", "Land")
    )
    assert err == (
        "Error: type line of 'attacker':1:1: unknown type word 'Creture'\n"
        "  Creture — Orc\n"
        "  ^^^^^^^\n"
        "did you mean 'Creature'?\n"
    )


def test_option_without_equals_sign() -> None:
    err = assert_user_error(
        run("battle", "--game", "hornburg", "--attacker", "Land", "--defender", "Land", "--option", "advance")
    )
    assert err.splitlines()[-1] == "Error: Invalid value for '--option': 'advance' must be NAME=VALUE, such as advance=no"


def test_unknown_option() -> None:
    err = assert_user_error(
        run("battle", "--game", "hornburg", "--attacker", "Land", "--defender", "Land", "--option", "advanc=no")
    )
    assert err == "Error: unknown option 'advanc' for hornburg; did you mean 'advance'?\n"


def test_bad_option_value() -> None:
    err = assert_user_error(
        run("battle", "--game", "hornburg", "--attacker", "Land", "--defender", "Land", "--option", "advance=maybe")
    )
    assert err == "Error: option advance (GR-3) cannot be 'maybe': choose yes | no\n"


def test_bad_printed_toughness() -> None:
    err = assert_user_error(
        run("battle", "--game", "hornburg", "--attacker", "Creature", "--attacker-toughness", "x", "--defender", "Land")
    )
    assert err == "Error: --attacker-toughness 'x': must be a printed number such as 3, '*' or '1+*'\n"


def test_creature_without_toughness() -> None:
    err = assert_user_error(run("battle", "--game", "hornburg", "--attacker", "Creature — Orc", "--defender", "Land"))
    assert err.startswith("Error: 'attacker'")
    assert "no toughness" in err


def test_planeswalker_without_loyalty() -> None:
    err = assert_user_error(
        run("battle", "--game", "base-race", "--attacker", "Planeswalker — Jace", "--defender", "Land")
    )
    assert "no loyalty" in err


def test_unknown_game_suggests_a_variant() -> None:
    err = assert_user_error(run("battle", "--game", "hornbur", "--attacker", "Land", "--defender", "Land"))
    assert "'hornbur' is not a game" in err
    assert "did you mean 'hornburg'?" in err


# -- rules -------------------------------------------------------------------------------------


def test_rules_shows_one_rule() -> None:
    result = run("rules", "G-BAT-6")
    assert result.exit_code == 0
    first, where = result.stdout.splitlines()[:2]
    assert first.startswith("G-BAT-6 · Artifacts")
    assert where.startswith("spec/grid/03-battle.md:")


def test_rules_search_and_list() -> None:
    search = run("rules", "extra", "turn")
    assert search.exit_code == 0
    ids = [line.split()[0] for line in search.stdout.splitlines()]
    assert "G-XTR-1" in ids and "G-BAT-6" in ids
    everything = run("rules")
    assert len(everything.stdout.splitlines()) > len(ids)


def test_unknown_rule_id_suggests_one() -> None:
    err = assert_user_error(run("rules", "G-BAT-9"))
    assert err.startswith("Error: no rule 'G-BAT-9' in the rulebook; did you mean 'G-BAT-")


# -- spec check ----------------------------------------------------------------------------------


def test_spec_check_all_variants() -> None:
    from cardlaw.rules import variants

    result = run("spec", "check")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == [*variants(), "landfight"]
    assert all(line.endswith("total and consistent") for line in lines)


def test_spec_check_landfight_alone() -> None:
    result = run("spec", "check", "landfight")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("landfight: ")
    assert "option sets" in result.stdout and result.stdout.rstrip().endswith("total and consistent")


# -- play and replay -----------------------------------------------------------------------------


def test_bots_play_and_the_replay_checks_out(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    played = run("play", "hornburg", "--bots", "greedy,random", "--seed", "16", "--replay", str(path))
    assert played.exit_code == 0, played.output
    assert "Result: south wins" in played.stdout
    assert " (G-MOV-" in played.stdout
    assert path.exists()
    replayed = run("replay", str(path))
    assert replayed.exit_code == 0, replayed.output
    assert "The replay's result matches the recorded one." in replayed.stdout
    # The same moves, narrated the same way.
    moves = [line for line in played.stdout.splitlines() if line[:4].strip().rstrip(".").isdigit()]
    again = [line for line in replayed.stdout.splitlines() if line[:4].strip().rstrip(".").isdigit()]
    assert moves == again and moves


def test_play_default_replay_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("play", "base-race", "--bots", "random,random", "--seed", "4", "--quiet")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "base-race-4.replay.json").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["base-race-4.replay.json"]  # no temporary file left


def test_unknown_bot() -> None:
    err = assert_user_error(run("play", "hornburg", "--bots", "greedy,randm", "--seed", "1"))
    assert err == "Error: unknown bot 'randm' (known: greedy, random); did you mean 'random'?\n"


def test_human_game_from_piped_input(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    typed = "help\nmoves\nb3 b5\nzz\ncards\nquit\n"
    result = run("play", "hornburg", "--seed", "5", "--replay", str(path), input=typed)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "??" in out  # the opponent's hidden cards
    assert "Legal moves: " in out
    assert "Illegal: " in out and "(G-MOV-" in out  # b3 b5 is not one step
    assert "a move is two squares" in out
    assert "You stopped the game." in out
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["bots"] == ["human", "greedy"]
    assert data["result"] is None
    assert run("replay", str(path)).exit_code == 0


def test_human_illegal_move_leaves_the_game_unchanged(tmp_path: Path) -> None:
    # Two runs, one with an illegal move typed first: the same game is recorded.
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    first = run("play", "hornburg", "--seed", "8", "--replay", str(a), input="quit\n")
    second = run("play", "hornburg", "--seed", "8", "--replay", str(b), input="a1 a1\nquit\n")
    assert first.exit_code == second.exit_code == 0
    assert json.loads(a.read_text())["moves"] == json.loads(b.read_text())["moves"]


def test_corrupt_replay_is_a_user_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "cardlaw-replay/1", "game": "hornburg"', encoding="utf-8")
    err = assert_user_error(run("replay", str(path)))
    assert err.startswith(f"Error: {path}: at (top level): not valid JSON")
    missing = assert_user_error(run("replay", str(tmp_path / "nope.json")))
    assert missing == f"Error: no replay file {str(tmp_path / 'nope.json')!r}\n"


# -- conformance ----------------------------------------------------------------------------------


def _a_scenario() -> Path:
    from cardlaw.conformance import scenario_paths

    paths = scenario_paths()
    if not paths:
        pytest.skip("no conformance scenario yet")
    return paths[0]


def test_judge_a_scenario() -> None:
    scenario = _a_scenario()
    result = run("judge", str(scenario))
    assert result.exit_code in (0, 1)
    as_json = run("judge", str(scenario), "--json")
    assert json.loads(as_json.stdout)["id"]


def test_judge_missing_file() -> None:
    assert_user_error(run("judge", "no-such-scenario.json"))


def test_conformance_run_on_one_scenario() -> None:
    scenario = _a_scenario()
    result = run("conformance", "run", str(scenario))
    assert result.exit_code == 0, result.output
    assert "1 passed, 0 failed" in result.stdout


def test_demo() -> None:
    result = run("demo")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "greedy (south) against random (north)" in out
    assert "Result: " in out
    assert "total and consistent" in out
    assert "$ cardlaw judge conformance/" in out
    assert "== 4. A Landfight game" in out
    assert "Landfight game, seed 16: p1 (heuristic bot) plays 'Cinderpeak Blaze'" in out
    assert out.count("Result: ") == 2


def test_console_entry_point_exits_2_without_traceback() -> None:
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-m", "cardlaw.cli", "battle", "--game", "hornburg", "--attacker", "Creature",
         "--defender", "Land"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("Error: ") and "Traceback" not in proc.stderr


def test_the_board_keeps_its_columns_as_cards_turn_face_up() -> None:
    import random

    from cardlaw._cli.render import draw_board
    from cardlaw.grid import deal

    game, _ = deal("hornburg", 16)
    before = [len(line.rstrip()) for line in draw_board(game, None).splitlines()]
    rng = random.Random(1)
    while not game.over and "*" not in draw_board(game, None):
        game.apply(rng.choice(game.legal_moves()))
    after = draw_board(game, None)
    assert "*" in after
    cells = [line[4:] for line in after.splitlines()[1:]]
    starts = {i for row in cells for i, ch in enumerate(row) if ch != " " and (i == 0 or row[i - 1] == " ")}
    assert max(len(line.rstrip()) for line in after.splitlines()) <= max(before) + 1
    assert all(i % 8 in (2, 3, 4) for i in starts), starts  # every label sits centred in its 8-wide column


def test_the_demo_explains_its_codes_and_its_verdict() -> None:
    demo = run("demo").stdout
    assert "Codes: La land, Cr creature, Le legend, Sp spell, Ar artifact" in demo
    assert "stand-in cards from generated packs" in demo
    assert "in\nbrackets the rules that produced it" in demo


def test_battle_help_names_the_options_not_arguments() -> None:
    text = run("battle", "--help").stdout
    assert "the card of --attacker attacks the card of --defender" in text and "ATTACKER attacks" not in text


# -- a cold start: shipped parser tables, commands loaded when named --------------------------------


def test_every_shipped_parser_table_fits_its_grammar() -> None:
    from cardlaw import _grammars
    from cardlaw._paths import data_dir

    stale = _grammars.stale_tables()
    assert stale == {}, f"{stale}: run '.venv/bin/python -m cardlaw._grammars' to write the tables again"
    # Every grammar file has a parser that cardlaw asks for, so none can be missed.
    assert sorted(_grammars._ASKED) == sorted(p.name for p in data_dir("grammar").glob("*.lark"))


def test_every_parsed_rule_block_the_rulebook_asks_for_is_shipped() -> None:
    """A first run, with an empty cache folder, parses no rule block: the package ships them all."""
    from cardlaw import _grammars

    missing = _grammars.stale_values()
    assert missing == [], f"{missing}: run '.venv/bin/python -m cardlaw._grammars' to write them again"
    shipped = {p.name for p in (Path(_grammars._VALUES)).glob("*.pickle")}
    assert shipped == set(_grammars._ask_every_value()), "the package ships parsed blocks no rule asks for"


def test_a_torn_shipped_value_is_computed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw import _grammars

    values = tmp_path / "values"
    values.mkdir()
    monkeypatch.setattr(_grammars, "_VALUES", str(values))
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(tmp_path / "cache"))
    computed = []

    def compute() -> str:
        computed.append(1)
        return "fresh"

    name_probe = _grammars.cached_value("probe", ("a",), ("_lalr.py",), compute)
    assert name_probe == "fresh" and computed == [1]
    name = _grammars._ASKED_VALUES[-1]
    (values / name).write_bytes(b"\x80torn")
    (tmp_path / "cache" / name).unlink()
    assert _grammars.cached_value("probe", ("a",), ("_lalr.py",), compute) == "fresh" and computed == [1, 1]
    (values / name).write_bytes(__import__("pickle").dumps("shipped"))
    assert _grammars.cached_value("probe", ("a",), ("_lalr.py",), compute) == "shipped" and computed == [1, 1]


def test_a_stale_or_torn_table_falls_back_to_a_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw import _grammars

    tables = tmp_path / "tables"
    tables.mkdir()
    monkeypatch.setattr(_grammars, "_TABLES", str(tables))
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(tmp_path / "cache"))
    (tables / "typeline.lark.tables").write_bytes(b"not-the-key\n" + b"\x80garbage")
    assert _grammars._shipped("typeline.lark", "the-key", {}) is None
    (tables / "typeline.lark.tables").write_bytes(b"the-key\n\x80garbage")
    assert _grammars._shipped("typeline.lark", "the-key", {}) is None  # torn: unpickling fails
    parser = _grammars.build("typeline.lark", lexer="basic", start="typeline")
    assert parser.parse("Creature — Elf")
    assert [p.name.split(".")[0] for p in (tmp_path / "cache").iterdir()] == ["typeline"]  # built and cached


def _cold_process(tmp_path: Path, *args: str) -> tuple[int, str]:
    """Run the command in a fresh interpreter with an empty cache, failing if any grammar is built from its text."""
    import subprocess
    import sys

    guard = (
        "import sys, lark.lark\n"
        "def refuse(*a, **k): raise SystemExit('a grammar was built from its text')\n"
        "lark.lark.load_grammar = refuse\n"
        "from cardlaw.cli import run\n"
        "sys.argv = ['cardlaw', *sys.argv[1:]]\n"
        "run()\n"
    )
    env = {"PATH": "/usr/bin:/bin", "CARDLAW_CACHE_DIR": str(tmp_path / "cache"), "HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-c", guard, *args], capture_output=True, text=True, env=env, timeout=60)
    return proc.returncode, proc.stdout + proc.stderr


def test_a_cold_battle_and_parse_build_no_grammar(tmp_path: Path) -> None:
    code, out = _cold_process(tmp_path, "battle", "--game", "base-race", "--attacker", "Créature : orc",
                              "--attacker-toughness", "3", "--defender", "Artifact", "--json")
    assert code == 0, out
    code, out = _cold_process(tmp_path, "parse", "Draw 1 card.", "--json")
    assert code == 0, out


def test_card_commands_load_when_named() -> None:
    import subprocess
    import sys

    probe = "import sys, cardlaw.cli; print(sorted(m for m in sys.modules if m.startswith('cardlaw._cli.')))"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60)
    assert proc.stdout.strip() == "[]"
    listed = run("--help").output
    assert "parse " in listed and "cards " in listed
    assert run("cards", "list").exit_code == 0
