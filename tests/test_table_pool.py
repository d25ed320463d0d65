"""Dealing from cards a table really opened, read by the importers (not stand-in packs)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from cardlaw.cli import main
from cardlaw.grid import deal
from cardlaw.grid.importers import load_cards

POOL = Path(__file__).parent / "fixtures" / "table_pool_ltr.json"


def test_a_table_pool_is_dealt_with_its_own_lands() -> None:
    opened = load_cards(POOL)
    game, record = deal("hornburg", 4, opened=opened)
    assert {c.name for c in record.lands} == {"Plains", "Minas Tirith"}
    assert len(record.hands[0]) == len(record.hands[1]) == 11
    names = {c.name for c in opened}
    assert {p.card.name for p in game.pieces} <= names
    assert len(record.set_aside) == len(opened) - 2 - 22


def test_play_deals_from_a_pool_file(tmp_path: Path) -> None:
    replay = tmp_path / "game.replay.json"
    result = CliRunner().invoke(
        main, ["play", "hornburg", "--bots", "greedy,random", "--seed", "2", "--pool", str(POOL), "--replay", str(replay), "--quiet"]
    )
    assert result.exit_code == 0, result.output
    assert "Table Creature" in replay.read_text(encoding="utf-8")


def test_a_missing_pool_file_is_a_clear_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["play", "hornburg", "--bots", "random,random", "--pool", str(tmp_path / "none.json")])
    assert result.exit_code == 2
    assert "none.json" in result.output and "Traceback" not in result.output


def test_strict_mode_turns_both_draw_rules_off(tmp_path: Path) -> None:
    replay = tmp_path / "strict.replay.json"
    runner = CliRunner()
    ok = runner.invoke(main, ["play", "hornburg", "--bots", "random,random", "--seed", "3", "--strict", "--quiet", "--replay", str(replay)])
    assert ok.exit_code == 0, ok.output
    import json

    assert json.loads(replay.read_text(encoding="utf-8"))["options"] == {"ply_cap": "off", "repetition": "off"}
    clash = runner.invoke(main, ["play", "hornburg", "--bots", "random,random", "--strict", "--option", "ply_cap=5"])
    assert clash.exit_code == 2
    assert "--strict turns ply_cap off" in clash.output
