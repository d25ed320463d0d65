"""Properties of whole games, checked over random seeded deals and uniform random play.

Each example deals one game (variant, deal seed and ruling options drawn by
hypothesis) and plays uniformly random legal moves with ``random.Random(seed2)``
until the game ends. Random games are short (about 20 plies on average), and the
ply cap bounds the rest, so every example is quick.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardlaw import load_rulebook
from cardlaw.errors import SourceError
from cardlaw.grid import (
    Drawn,
    Event,
    ExtraTurn,
    Game,
    IllegalMove,
    Won,
    deal,
    dump_state,
    load_state,
    view,
)
from cardlaw.typeline import KNOWN_WORDS, TypeLine, parse_typeline

CARDS = 24  # two lands and two hands of eleven
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
REFUSAL_RULES = {"G-MOV-1", "G-MOV-2", "G-MOV-3", "G-END-1"}
PLAYER_NAMES = ("south", "north")

# Options both variants declare; variant-only options are added per variant below.
_SHARED_OPTIONS = {
    "advance": st.sampled_from(["yes", "no"]),
    "survivor_face": st.sampled_from(["up", "down"]),
    "enchantment_creature": st.sampled_from(["creature", "spell"]),
    "dfc": st.sampled_from(["removed", "front"]),
    "ply_cap": st.sampled_from([12, 40, 200]),
    "repetition": st.sampled_from([2, 3, "off"]),
}
_VARIANT_OPTIONS = {
    "hornburg": {
        "legendary_vehicle": st.sampled_from(["legend", "creature"]),
        "planeswalker": st.sampled_from(["legend", "spell"]),
    },
    "base-race": {
        "artifact_creature": st.sampled_from(["creature", "artifact"]),
        "vehicle": st.sampled_from(["artifact", "creature"]),
    },
}


@st.composite
def games(draw: st.DrawFn) -> tuple[str, int, dict[str, Any], int]:
    """(variant, deal seed, options, play seed); some options are left at their defaults."""
    variant = draw(st.sampled_from(["hornburg", "base-race"]))
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    options: dict[str, Any] = {}
    for name, values in {**_SHARED_OPTIONS, **_VARIANT_OPTIONS[variant]}.items():
        if draw(st.booleans()):
            options[name] = draw(values)
    play_seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    return variant, seed, options, play_seed


def dealt(variant: str, seed: int, options: Mapping[str, Any]) -> Game:
    game, _ = deal(variant, seed, options=options)
    return game


def on_board(game: Game) -> int:
    return sum(1 for pid in game.at if pid != -1)


def events_json(events: tuple[Event, ...]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


def play_out(game: Game, rng: random.Random, limit: int = 10_000) -> list[tuple[tuple[int, int], list[dict[str, Any]]]]:
    """Play random legal moves to the end; the (move, events) of every ply."""
    record = []
    while not game.over and len(record) < limit:
        move = rng.choice(game.legal_moves())
        record.append((move, events_json(game.apply(move))))
    return record


def assert_finished(game: Game) -> None:
    """G-END-1: no move is legal once the game has ended, and refusing one changes nothing."""
    assert game.over
    assert game.legal_moves() == []
    before = dump_state(game)
    for move in [(0, 1), (0, 4), (5, 6), (20, 16), *game.history[-2:]]:
        with pytest.raises(IllegalMove) as refused:
            game.apply(move)
        assert refused.value.rule == "G-END-1"
        assert dump_state(game) == before


# -- invariants at every ply ---------------------------------------------------


@SETTINGS
@given(games())
def test_every_ply_keeps_the_invariants(case: tuple[str, int, dict[str, Any], int]) -> None:
    """Cards are conserved, a move exists while the game runs (G-THM-1), views hide face-down
    opposing cards, every cited rule exists, and the game stops at its first result."""
    variant, seed, options, play_seed = case
    game = dealt(variant, seed, options)
    rng = random.Random(play_seed)
    known_rules = load_rulebook().rules
    assert on_board(game) == CARDS
    while True:
        # Conservation: every card is on the board or in its owner's discard pile.
        discarded = len(game.discards[0]) + len(game.discards[1])
        assert on_board(game) + discarded == CARDS
        assert sorted([pid for pid in game.at if pid != -1] + game.discards[0] + game.discards[1]) == list(range(CARDS))
        for owner in (0, 1):
            assert all(game.pieces[pid].owner == owner for pid in game.discards[owner])
        assert_views_hide_face_down_cards(game)
        if game.over:
            break
        moves = game.legal_moves()
        assert moves, f"G-THM-1: no legal move at ply {game.ply} while the game is running"
        events = game.apply(rng.choice(moves))
        assert events
        for event in events:
            for rule in event.rules:  # type: ignore[attr-defined]
                assert rule in known_rules, f"{type(event).__name__} cites unknown rule {rule}"
        ends = [i for i, e in enumerate(events) if isinstance(e, (Won, Drawn))]
        if ends:
            # The result is the last thing that happens; no extra turn follows it.
            assert ends == [len(events) - 1]
            assert game.over
        else:
            assert not game.over
    assert game.result is not None
    winners = [e for e in events if isinstance(e, Won)]
    if winners:
        assert not any(isinstance(e, ExtraTurn) for e in events)
    assert_finished(game)


def assert_views_hide_face_down_cards(game: Game) -> None:
    for player in (0, 1):
        seen = view(game, player)
        text = json.dumps(seen)
        assert seen["viewer"] == PLAYER_NAMES[player]
        visible_names: set[str] = set()
        for entry in seen["board"]:
            if "card" in entry:
                visible_names.add(entry["card"]["name"])
        for pile in seen["discards"].values():
            visible_names.update(card["name"] for card in pile)
        for sq, pid in enumerate(game.at):
            if pid == -1:
                continue
            piece = game.pieces[pid]
            entry = next(e for e in seen["board"] if e["square"] == game.board.names[sq])
            assert entry["owner"] == PLAYER_NAMES[piece.owner]
            assert entry["face_up"] == game.face_up[pid]
            hidden = piece.owner != player and not game.face_up[pid]
            if hidden:
                assert "card" not in entry, f"{PLAYER_NAMES[player]} sees a face-down opposing card on {entry['square']}"
                if piece.card.name not in visible_names:
                    assert json.dumps(piece.card.name) not in text
            else:
                assert entry["card"] == piece.card.to_json()


# -- replay and serialisation ----------------------------------------------------


@SETTINGS
@given(games())
def test_a_replay_reproduces_the_game(case: tuple[str, int, dict[str, Any], int]) -> None:
    variant, seed, options, play_seed = case
    game = dealt(variant, seed, options)
    record = play_out(game, random.Random(play_seed))
    again = dealt(variant, seed, options)
    replayed = [events_json(again.apply(move)) for move, _ in record]
    assert replayed == [events for _, events in record]
    assert dump_state(again) == dump_state(game)
    assert again.result == game.result


@SETTINGS
@given(games(), st.integers(min_value=0, max_value=60), st.integers(min_value=0, max_value=2**32 - 1))
def test_state_round_trips_and_play_continues_identically(
    case: tuple[str, int, dict[str, Any], int], stop: int, continue_seed: int
) -> None:
    variant, seed, options, play_seed = case
    game = dealt(variant, seed, options)
    rng = random.Random(play_seed)
    while not game.over and game.ply < stop:
        game.apply(rng.choice(game.legal_moves()))
    saved = dump_state(game)
    copy = load_state(json.loads(json.dumps(saved)))
    assert dump_state(copy) == saved
    assert copy.legal_moves() == game.legal_moves()
    assert view(copy, 0) == view(game, 0) and view(copy, 1) == view(game, 1)
    original = play_out(game, random.Random(continue_seed))
    restored = play_out(copy, random.Random(continue_seed))
    assert restored == original
    assert dump_state(copy) == dump_state(game)


# -- refusals ------------------------------------------------------------------


@SETTINGS
@given(
    games(),
    st.lists(
        st.tuples(st.integers(min_value=-2, max_value=25), st.integers(min_value=-2, max_value=25)),
        min_size=1,
        max_size=6,
    ),
)
def test_illegal_moves_are_refused_and_change_nothing(
    case: tuple[str, int, dict[str, Any], int], tries: list[tuple[int, int]]
) -> None:
    variant, seed, options, play_seed = case
    game = dealt(variant, seed, options)
    rng = random.Random(play_seed)
    while True:
        legal = set(game.legal_moves())
        before = dump_state(game)
        for move in tries:
            if move in legal:
                continue
            with pytest.raises(IllegalMove) as refused:
                game.apply(move)
            assert refused.value.rule in REFUSAL_RULES, str(refused.value)
            assert f"({refused.value.rule})" in str(refused.value)
            assert dump_state(game) == before
        if game.over:
            break
        game.apply(rng.choice(sorted(legal)))


# -- type lines ----------------------------------------------------------------

_TYPE_WORDS = sorted(KNOWN_WORDS)
_PIECES = st.one_of(
    st.sampled_from(
        _TYPE_WORDS
        + [
            "Creature", "Legendary", "Artifact", "Land", "Basic", "Vehicle", "Elf", "Warrior", "Créature",
            "légendaire", "Terrain", "de", "base", "et",
        ]
    ),
    st.sampled_from(["—", "–", "-", "--", ":", "//", "/", ",", " ", "\n", "\t", "’", "'", "é", "e\u0301"]),
    st.text(max_size=4),
)


def assert_parses_or_source_error(text: str) -> None:
    try:
        line = parse_typeline(text)
    except SourceError as err:
        assert str(err)
        assert 1 <= err.position.line
        assert 1 <= err.position.column
        return
    assert isinstance(line, TypeLine)
    assert line.faces


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_text_parses_or_raises_source_error(text: str) -> None:
    assert_parses_or_source_error(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=10).map("".join), st.lists(_PIECES, max_size=10).map(" ".join))
def test_type_word_soup_parses_or_raises_source_error(joined: str, spaced: str) -> None:
    assert_parses_or_source_error(joined)
    assert_parses_or_source_error(spaced)
