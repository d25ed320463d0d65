"""The Landfight engine keeps answers between steps and must never answer from a stale one.

A game keeps its legal actions, its static abilities, where its cards lie (and which of them have an
activated ability) and what a summoning may cost, each for as long as what it depends on stands. A
game read back from its saved state keeps nothing yet, so at every decision of seeded random games
the two must agree on all of it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardlaw.landfight import dump_state, load_state, new_game, view
from cardlaw.landfight._game import Game
from cardlaw.landfight._legal import size_cost_options
from cardlaw.landfight.cards import load_deck, starter_deck_paths

DECKS = [load_deck(p) for p in starter_deck_paths()]


def _answers(g: Game) -> dict[str, Any]:
    """What the caches answer: the referee view (legal actions, Strength of each creature) and more."""
    st = g.strengths()
    costs = {
        (p, cid): size_cost_options(g, p, cid)
        for p in (0, 1) for cid in g.sides[p].hand if g.cards[cid].kind.value in ("Creature", "Mutated Creature")
    }
    return {
        "view": view(g), "legal": g.legal(), "costs": costs,
        "fields": [g.field_of(0), g.field_of(1)], "creatures": [g.creatures_of(0), g.creatures_of(1)],
        "activators": [g.activators(0), g.activators(1)],
        "places": {cid: g.where(cid) for cid in g.cards}, "slots": {cid: g.slot_of(cid) is not None for cid in g.cards},
        "statics": (st.bonus, st.lowered, st.extra, st.direct, st.card_bans, st.player_bans, st.play_bans),
    }


@pytest.mark.parametrize(
    ("seed", "options"),
    [(3, None), (8, None), (21, {"zero_strength": "any"}), (34, {"opt_scope": "name", "lasting": "end-of-turn"})],
)
def test_kept_answers_agree_with_a_game_that_keeps_none(seed: int, options: dict[str, str] | None) -> None:
    rng = random.Random(seed)
    g = new_game([rng.choice(DECKS), rng.choice(DECKS)], seed, options, turn_cap=40)
    while g.result is None:
        fresh = load_state(dump_state(g))
        assert _answers(fresh) == _answers(g)
        action = rng.choice(g.legal())
        assert fresh.apply(action) == g.apply(action)

