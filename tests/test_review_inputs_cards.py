"""Cards as input: importers leave out what has no Magic back, printed numbers are read as GR-22 says,
and a bad type line met during a deal names its card."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardlaw.cli import main
from cardlaw.errors import CardlawError, DataError, SourceError
from cardlaw.grid import Card, deal
from cardlaw.grid.importers import load_cards, load_mtgjson_set, load_scryfall

FIXTURES = Path(__file__).parent / "fixtures"


# -- 4. tokens, emblems and other sheets without the Magic back are dropped -------------------------


def test_scryfall_tokens_emblems_and_extras_are_dropped() -> None:
    cards = load_scryfall(FIXTURES / "scryfall_tokens_and_extras.json")
    assert cards == [
        Card("Riders of the Westfold", "Creature — Human Knight", "3", None, "LTR"),
        Card("Plains", "Basic Land — Plains", None, None, "LTR"),
    ]
    assert load_cards(FIXTURES / "scryfall_tokens_and_extras.json") == cards


def test_mtgjson_tokens_and_emblems_are_dropped() -> None:
    cards = load_mtgjson_set(FIXTURES / "mtgjson_tokens_and_extras.json")
    assert [c.name for c in cards] == ["Riders of the Westfold", "Plains"]


def test_a_single_scryfall_token_gives_no_card(tmp_path: Path) -> None:
    doc = json.loads((FIXTURES / "scryfall_tokens_and_extras.json").read_text(encoding="utf-8"))["data"][1]
    path = tmp_path / "token.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert load_cards(path) == []


def test_the_loader_says_why_tokens_are_dropped() -> None:
    assert "G-SET-3" in (load_cards.__doc__ or "")


# -- 4. a deal names the card whose type line fails ------------------------------------------------


def _pool(creatures: int, *extra: Card) -> list[Card]:
    lands = [Card("Plains", "Basic Land — Plains"), Card("Forest", "Basic Land — Forest")]
    bears = [Card(f"Bear {i}", "Creature — Bear", str(1 + i % 4)) for i in range(creatures)]
    return [*lands, *extra, *bears]


def test_a_bad_type_line_in_a_table_pool_names_the_card() -> None:
    with pytest.raises(SourceError) as caught:
        deal("hornburg", 1, opened=_pool(22, Card("Odd Card", "Creture — Bear", "2")))
    assert str(caught.value).startswith("type line of 'Odd Card':1:1: unknown type word 'Creture'")


@pytest.mark.parametrize("short_pool", ["refuse", "extra_pack"])
def test_a_short_table_pool_asks_for_another_packs_cards(short_pool: str) -> None:
    with pytest.raises(CardlawError) as caught:
        deal("hornburg", 1, options={"short_pool": short_pool}, opened=_pool(21))
    message = caught.value.message
    assert message == (
        "the opened cards give 21 usable cards but the deal needs 22 (GR-13); add the cards of another pack to the pool"
    )
    assert "extra_pack" not in message


def test_stand_in_packs_still_suggest_the_extra_pack_option(monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from cardlaw.grid import _setup

    # Stand-in packs too small: the option can help there, so it is named.
    monkeypatch.setattr(_setup, "open_packs", lambda *args, **kwargs: SimpleNamespace(usable=_pool(5), removed=[]))
    with pytest.raises(CardlawError, match="short_pool=extra_pack opens another pack"):
        deal("hornburg", 1)


# -- 5. printed toughness and loyalty: every number a real card prints (GR-22) ------------------------


@pytest.mark.parametrize("value", ["- 2", "-.5", "1d4+1", "x"])
def test_what_no_card_prints_is_refused(value: str) -> None:
    for key in ("toughness", "loyalty"):
        with pytest.raises(DataError) as caught:
            Card.from_json({"name": "X", "type": "Creature", key: value}, source="t", path="c")
        assert caught.value.path == f"c.{key}"
        assert caught.value.problem == "must be a printed number such as 3, '*' or '1+*'"


@pytest.mark.parametrize("value", ["-3", "-0", " -1 ", -3])
def test_negative_printed_numbers_are_accepted(value: str | int) -> None:
    card = Card.from_json({"name": "X", "type": "Creature", "toughness": value}, source="t", path="c")
    assert card.toughness == str(value).strip()


@pytest.mark.parametrize("value", ["0", "3", "*", "1+*", "*+1", "2-*", "*-1", 0, 4])
def test_printed_values_still_accepted(value: str | int) -> None:
    card = Card.from_json({"name": "X", "type": "Creature", "toughness": value}, source="t", path="c")
    assert card.toughness == str(value)


def test_importers_keep_negative_toughness(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"object": "card", "name": "X", "type_line": "Creature", "toughness": "-3"}]))
    assert load_cards(path) == [Card("X", "Creature", "-3")]


def test_battle_takes_negative_toughness() -> None:
    result = CliRunner().invoke(
        main, ["battle", "--game", "hornburg", "--attacker", "Creature", "--attacker-toughness=-3", "--defender", "Land"]
    )
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == "The attacker's printed toughness '-3' counts as -3 (GR-22)."


def test_the_schema_printed_pattern_agrees_with_the_card_reader() -> None:
    import re

    from cardlaw.conformance import schema
    from cardlaw.grid._cards import _PRINTED

    pattern = re.compile(schema()["$defs"]["printed"]["oneOf"][1]["pattern"])
    for value in ["-3", "-0", "3", "*", "1+*", "*+1", "2 - *", "x", "X", "?", "*\u00b2", "3.5", ".5", "+1", "1d4+1", "",
                  "1+", "- 2", "\u0663"]:
        assert bool(pattern.match(value)) == bool(_PRINTED.match(value.strip())), value
    assert "minimum" not in schema()["$defs"]["printed"]["oneOf"][0]
