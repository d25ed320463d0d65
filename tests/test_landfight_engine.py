"""The Landfight engine: every tree node interpreted, and properties of whole games.

The properties run seeded games of the starter decks with uniformly random legal
play; each property is checked after every action.
"""

from __future__ import annotations

import ast
import json
import random
import typing
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardlaw.cardtext import ast as A
from cardlaw.landfight import IllegalMove, check_rules, dump_state, load_state, new_game, view
from cardlaw.landfight._game import Game
from cardlaw.landfight.cards import load_deck, starter_deck_paths

ENGINE = Path(__file__).resolve().parents[1] / "reference" / "cardlaw" / "landfight"
DECKS = [load_deck(p) for p in starter_deck_paths()]


def _alias_members(alias: Any) -> set[str]:
    found: set[str] = set()
    for arg in typing.get_args(alias) or (alias,):
        if isinstance(arg, type):
            found.add(arg.__name__)
    return found


def _cased_names() -> set[str]:
    """Every `case A.Name(...)` / `case A.Name()` pattern in the engine's modules."""
    names: set[str] = set()
    for path in ENGINE.glob("_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.match_case):
                for sub in ast.walk(node.pattern):
                    if isinstance(sub, ast.MatchClass) and isinstance(sub.cls, ast.Attribute):
                        names.add(sub.cls.attr)
    return names


@pytest.mark.parametrize(
    "alias", ["Effect", "Condition", "Cost", "Trigger", "Target", "Quality", "Quantity", "Duration", "Ability"]
)
def test_every_tree_node_has_an_interpreter_case(alias: str) -> None:
    """Total interpretation: each node type of the card-text tree is a `case` of the engine."""
    members = _alias_members(getattr(A, alias))
    assert members, alias
    missing = sorted(members - _cased_names())
    assert missing == [], f"no interpreter case for {missing}"


def test_the_landfight_rules_are_total_and_consistent() -> None:
    report = check_rules()
    assert report.ok, report.summary()
    assert report.option_sets >= 2


# -- whole games ---------------------------------------------------------------------------------------


def _places(g: Game) -> Counter[str]:
    """Every card's place in the game: each card must be in exactly one."""
    seen: Counter[str] = Counter()
    for side in g.sides:
        seen.update(side.hand)
        seen.update(side.deck)
        seen.update(side.ruins)
        seen.update(side.continuous)
        if side.land is not None:
            seen[side.land] += 1
        for slot in side.zones:
            if slot is not None:
                seen[slot.card] += 1
                seen.update(slot.stacked)
                if slot.attachment is not None:
                    seen[slot.attachment] += 1
                if slot.beneath is not None:
                    seen[slot.beneath] += 1
    seen.update(g.aside)  # set aside while a player answers (LR-95)
    for entry in [*g.chain, *g.resolving.values()]:
        if entry["kind"] != "ability":
            seen[entry["card"]] += 1
        seen.update(entry["stacked"])
    if g.match is not None:
        for p in (0, 1):
            seen.update(c for c in g.side_lists[p])
    return seen


def _game(seed: int, match: bool = False) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    return new_game([rng.choice(DECKS), rng.choice(DECKS)], seed, match=match, turn_cap=150), rng


def _hidden(g: Game, viewer: int) -> set[str]:
    """What ``viewer`` may not see: the opponent's hand and deck, and their own deck's order, so its
    cards too, except while the viewer is looking through it to choose (a search, stacking)."""
    secret = set(g.sides[1 - viewer].hand) | set(g.sides[1 - viewer].deck)
    choosing = g.decision is not None and g.decision["player"] == viewer and g.decision["moment"] == "choice"
    if not choosing:
        secret.update(g.sides[viewer].deck)
    return secret


def _illegal_tries(g: Game, rng: random.Random) -> list[dict[str, Any]]:
    tries: list[dict[str, Any]] = []
    for p in (0, 1):
        tries += [{"action": "play", "card": c} for c in g.sides[p].hand]
        for slot in g.sides[p].creatures():
            tries.append({"action": "attack", "attacker": slot.card, "target": "land"})
            tries.append({"action": "activate", "card": slot.card, "ability": 1})
    tries.append({"action": "choose", "choice": "life"})
    if g.decision is not None:
        tries.append({"action": "pass", "player": "p2" if g.decision["player"] == 0 else "p1"})
    legal = g.legal()
    return [t for t in tries if {k: v for k, v in t.items() if k != "player"} not in legal or "player" in t]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.booleans())
def test_random_games_keep_every_invariant(seed: int, match: bool) -> None:
    g, rng = _game(seed, match)
    all_cards = set(g.cards)
    life = [g.sides[0].life, g.sides[1].life]
    actions: list[dict[str, Any]] = []
    log: list[dict[str, Any]] = list(g.out)
    steps = 0
    while g.result is None:
        steps += 1
        assert steps < 5000, "the game did not end under its turn cap"
        places = _places(g)
        assert set(places) == all_cards and all(n == 1 for n in places.values()), places.most_common(3)
        for viewer in (0, 1):
            shown = json.dumps(view(g, viewer))
            leaked = [c for c in _hidden(g, viewer) if f'"{c}"' in shown]
            assert leaked == [], f"{viewer} sees {leaked}"
        if steps % 7 == 0:  # a refused action changes nothing and names why
            before = dump_state(g)
            for attempt in _illegal_tries(g, rng)[:3]:
                with pytest.raises(IllegalMove):
                    g.apply(attempt)
                assert dump_state(g) == before
        if steps % 11 == 0:
            saved = dump_state(g)
            assert dump_state(load_state(saved)) == saved
        action = rng.choice(g.legal())
        events = g.apply(action)
        actions.append(action)
        log.extend(events)
        for event in events:
            if event["type"] == "life":
                life[0 if event["player"] == "p1" else 1] += event["change"]
                assert event["life"] == life[0 if event["player"] == "p1" else 1]
            elif event["type"] == "land":
                life[0 if event["player"] == "p1" else 1] = event["life"]
        assert [g.sides[0].life, g.sides[1].life] == life, "Land Life changed without a life event"
    games = g.match["games"] if g.match is not None else [g.result]
    assert sum(1 for e in log if e["type"] == "game_over") == len(games)
    assert sum(1 for e in log if e["type"] == "match_over") == (1 if match else 0)
    with pytest.raises(IllegalMove) as refused:
        g.apply({"action": "pass"})
    assert refused.value.rule == "L-WIN-3"
    # The same seed and actions replay the game exactly.
    again, _ = _game(seed, match)
    replayed = list(again.out)
    for action in actions:
        replayed.extend(again.apply(action))
    assert replayed == log
    assert dump_state(again) == dump_state(g)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6))
def test_a_loaded_game_plays_on_exactly_as_the_original(seed: int) -> None:
    g, rng = _game(seed)
    for _ in range(rng.randrange(5, 60)):
        if g.result is not None:
            break
        g.apply(rng.choice(g.legal()))
    copy = load_state(json.loads(json.dumps(dump_state(g))))
    while g.result is None:
        action = rng.choice(g.legal())
        assert copy.legal() == g.legal()
        assert copy.apply(action) == g.apply(action)
    assert copy.result == g.result
