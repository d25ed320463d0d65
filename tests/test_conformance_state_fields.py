"""The fields that set up any reachable grid position: extra turn in progress, next ordinary turn,
plies made, discard piles and the positions seen before (PROTOCOL.md, Grid setups)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cardlaw.conformance import judge, root
from cardlaw.conformance._execute import execute
from cardlaw.conformance._load import check_input, load_scenario, validate
from cardlaw.errors import DataError

BASE = "grid/endings/repetition-of-a-position-seen-before-the-setup"


def _scenario() -> dict[str, Any]:
    return load_scenario(root() / f"{BASE}.json")


def _refused(change: Any) -> DataError:
    data = _scenario()
    change(data["setup"])
    data.pop("expect")
    with pytest.raises(DataError) as caught:
        validate(data, "scenario", part="input")
        check_input(data, "scenario")
    return caught.value


def test_the_state_reports_the_turn_fields() -> None:
    result = execute({k: v for k, v in _scenario().items() if k != "expect"})
    assert result["state"]["in_extra_turn"] is False
    assert result["state"]["next_ordinary_turn"] == "north"
    assert judge(_scenario()).passed


def test_an_ordinary_turn_has_the_other_player_next() -> None:
    def change(setup: dict[str, Any]) -> None:
        setup["in_extra_turn"] = False
    error = _refused(change)
    assert error.path == "setup.next_ordinary_turn" and "G-TRN-1" in error.problem


def test_a_seen_position_must_place_every_card_once() -> None:
    def missing(setup: dict[str, Any]) -> None:
        del setup["seen_positions"][0]["board"]["a1"]
    error = _refused(missing)
    assert error.path == "setup.seen_positions[0].board" and "misses a1" in error.problem

    def twice(setup: dict[str, Any]) -> None:
        setup["seen_positions"][0]["board"]["a2"] = "a1"
    assert "places a1 twice" in _refused(twice).problem

    def unknown(setup: dict[str, Any]) -> None:
        setup["seen_positions"][0]["face_up"] = ["c3"]
    assert _refused(unknown).path == "setup.seen_positions[0].face_up[0]"


def test_times_and_ply_are_bounded_by_the_schema() -> None:
    def zero(setup: dict[str, Any]) -> None:
        setup["seen_positions"][0]["times"] = 0
    assert "times" in _refused(zero).path

    def negative(setup: dict[str, Any]) -> None:
        setup["ply"] = -1
    assert _refused(negative).path == "setup.ply"


def test_without_the_history_the_same_moves_do_not_draw() -> None:
    data = copy.deepcopy(_scenario())
    data.pop("expect")
    del data["setup"]["seen_positions"]
    result = execute(data)
    assert result["state"]["result"] is None and result["state"]["to_move"] == "south"


def test_discarded_cards_of_the_setup_are_checked_like_any_card() -> None:
    def bad(setup: dict[str, Any]) -> None:
        setup["discards"] = {"south": [{"name": "Odd", "type": "Creture — Bear", "toughness": 1}]}
    assert _refused(bad).path == "setup.discards.south[0].type"
