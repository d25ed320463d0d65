"""One battle, ruled on its own: the question `cardlaw battle` answers.

It plays the attack on a real engine (attacker on b3, defender on b4) so the answer
is exactly what a game would do; nothing here re-implements the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .._frozen import frozen
from ._cards import Card
from ._events import Advanced, Battled, Discarded, Event, ExtraTurn, Won
from ._setup import start

_FROM, _TO = "b3", "b4"


@frozen
class BattleRuling:
    discarded: tuple[str, ...]
    survivor: str | None
    survivor_square: str | None  # "from" (the attacker's square) or "to" (the contested square)
    extra_turn: tuple[str, ...]
    winner: str | None
    rules: tuple[str, ...]
    events: tuple[Event, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "discarded": list(self.discarded),
            "survivor": self.survivor,
            "survivor_square": self.survivor_square,
            "extra_turn": list(self.extra_turn),
            "winner": self.winner,
            "rules": list(self.rules),
        }


def rule_battle(
    variant: str, attacker: Card, defender: Card, options: Mapping[str, str | int] | None = None
) -> BattleRuling:
    # The squares are an artefact of asking the engine; the user named sides.
    game = start(
        variant,
        {_FROM: (0, attacker, False), _TO: (1, defender, False)},
        first=0,
        options=options,
        called={_FROM: " (the attacker)", _TO: " (the defender)"},
    )
    # Draw options end games, not battles: a cap of one ply would otherwise "draw" the battle itself.
    events = game.without_draws().apply(game.parse_move(f"{_FROM} {_TO}"))
    side_of = {"south": "attacker", "north": "defender"}
    discarded = tuple(side_of[e.owner] for e in events if isinstance(e, Discarded))
    battle = next(e for e in events if isinstance(e, Battled))
    winner = next((side_of[e.player] for e in events if isinstance(e, Won)), None)
    survivor = battle.survivor if winner is None else None
    square = None
    if survivor == "defender":
        square = "to"
    elif survivor == "attacker":
        square = "to" if any(isinstance(e, Advanced) for e in events) else "from"
    rules: list[str] = []
    for event in events:
        for rule in event.rules:
            if rule not in rules:
                rules.append(rule)
    return BattleRuling(
        discarded=discarded,
        survivor=survivor,
        survivor_square=square,
        extra_turn=tuple(side_of[e.player] for e in events if isinstance(e, ExtraTurn)),
        winner=winner,
        rules=tuple(rules),
        events=events,
    )
