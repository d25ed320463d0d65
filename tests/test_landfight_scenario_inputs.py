"""Malformed Landfight scenarios: each mistake is named at its JSON path, exit code 2."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cardlaw.cli import main

SAMPLE = Path(__file__).resolve().parent.parent / "conformance/landfight/negation/ability-cost-refunded-cannot-be-paid.json"

Edit = Callable[[dict[str, Any]], None]

CASES: list[tuple[str, Edit, str]] = [
    (
        "a Strength that is not a number names the card's field, not another kind of setup",
        lambda s: s["setup"]["cards"]["knight"].__setitem__("strength", "x"),
        "at setup.cards.knight.strength: 'x' is not of type 'integer'",
    ),
    (
        "an unknown action word lists every action",
        lambda s: s["actions"].__setitem__(0, {"action": "fly"}),
        "at actions[0].action: 'fly' is not one of 'pass', 'play', 'activate', 'attack', 'choose', 'swap'",
    ),
    (
        "a known action missing its card says so",
        lambda s: s["actions"].__setitem__(0, {"action": "play"}),
        "at actions[0]: 'card' is a required property",
    ),
    (
        "a position whose player has already lost",
        lambda s: s["setup"]["position"]["players"]["p1"].__setitem__("life", -5),
        "at setup.position.players.p1.life: -5 Land Life: a player at 0 or below has already lost (L-WIN-1);"
        " a position in play needs at least 1",
    ),
    (
        "a seventh Creature Zone",
        lambda s: s["setup"]["position"]["players"]["p1"]["creatures"].__setitem__("7", "imp"),
        "at setup.position.players.p1.creatures.7: the key must be a Creature Zone number from 1 to 6",
    ),
    (
        "a once-per-turn use given both by card and by name",
        lambda s: s["setup"]["position"]["players"]["p1"].__setitem__("used", [{"card": "imp", "name": "Ember Imp", "ability": 1}]),
        "at setup.position.players.p1.used[0]: card and name may not be given together",
    ),
    (
        "a card played this turn that is neither a Boost - Continuous card nor an Attachment",
        lambda s: s["setup"]["position"]["players"]["p1"].__setitem__("played_this_turn", ["imp"]),
        "at setup.position.players.p1.played_this_turn[0]: 'imp' is neither a Boost - Continuous card of p1's nor an"
        " Attachment on one of p1's creatures (a creature gives its own played_this_turn)",
    ),
    (
        "attacks made this turn before the Battle Phase",
        lambda s: s["setup"]["position"]["players"]["p1"]["creatures"].__setitem__("1", {"card": "knight", "attacks": 1}),
        "at setup.position.players.p1.creatures.1.attacks: 1 attacks made this turn: no attack is declared before the"
        " Battle Phase (L-BAT-1), and this is the boost phase",
    ),
    (
        "attacks made in the game's first turn",
        lambda s: (s["setup"]["position"].update(turn=1, phase="end"),
                   s["setup"]["position"]["players"]["p1"]["creatures"].__setitem__("1", {"card": "knight", "attacks": 1})),
        "at setup.position.players.p1.creatures.1.attacks: 1 attacks made this turn: no attack is declared in the game's"
        " first turn (L-TRN-4)",
    ),
    (
        "a controller for an Attachment that is not there",
        lambda s: s["setup"]["position"]["players"]["p1"]["creatures"].__setitem__("1", {"card": "knight", "attachment_controller": "p2"}),
        "at setup.position.players.p1.creatures.1.attachment_controller: the creature carries no Attachment for a player to control",
    ),
    (
        "a creature played in a turn before the game's first",
        lambda s: (s["setup"]["position"].update(turn=2),
                   s["setup"]["position"]["players"]["p1"]["creatures"].__setitem__("1", {"card": "knight", "played_turns_ago": 2})),
        "at setup.position.players.p1.creatures.1.played_turns_ago: turn 2 has no turn 2 turns before it",
    ),
    (
        "a creature played both this turn and in an earlier one",
        lambda s: s["setup"]["position"]["players"]["p1"]["creatures"].__setitem__(
            "1", {"card": "knight", "played_this_turn": True, "played_turns_ago": 1}),
        "at setup.position.players.p1.creatures.1.played_turns_ago: the creature was played this turn, so not in an earlier one",
    ),
    (
        "an option value the ruling does not offer",
        lambda s: s.__setitem__("options", {"negated_costs": "maybe"}),
        "at options.negated_costs: option negated_costs (LR-10) is one of stay-paid | refunded, not 'maybe'",
    ),
]


@pytest.mark.parametrize(("why", "edit", "message"), CASES, ids=[c[0] for c in CASES])
def test_malformed_landfight_scenario(tmp_path: Path, why: str, edit: Edit, message: str) -> None:
    scenario = copy.deepcopy(json.loads(SAMPLE.read_text(encoding="utf-8")))
    edit(scenario)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    result = CliRunner().invoke(main, ["judge", str(path)])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert f"{path}: {message}" in result.output
    assert "Traceback" not in result.output
