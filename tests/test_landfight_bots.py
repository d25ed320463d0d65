"""The Landfight bots: the random one plays only legal actions, the heuristic one plays a sensible game."""

from __future__ import annotations

import pytest

from cardlaw.errors import CardlawError
from cardlaw.landfight import new_game
from cardlaw.landfight.bots import bot_rng, make_bot, play_out
from cardlaw.landfight.cards import load_deck, starter_deck_paths

DECKS = {p.stem: load_deck(p) for p in starter_deck_paths()}
NAMES = sorted(DECKS)


def _pairing(seed: int) -> tuple[str, str]:
    first = NAMES[seed % 6]
    second = NAMES[(seed * 5 + 1) % 6]
    return (first, NAMES[(seed + 1) % 6]) if first == second else (first, second)


def test_the_heuristic_bot_beats_the_random_bot_from_either_seat() -> None:
    """A sample of the measurement: ten seeded games, the heuristic bot taking p1 and p2 in turn."""
    won = 0
    for seed in range(10):
        a, b = _pairing(seed)
        smart = seed % 2
        bots = [make_bot("random", bot_rng(seed, 0)), make_bot("random", bot_rng(seed, 1))]
        bots[smart] = make_bot("heuristic", bot_rng(seed, smart))
        game = new_game([DECKS[a], DECKS[b]], seed, turn_cap=200)
        play_out(game, bots)
        assert game.result is not None
        won += game.result["winner"] == ("p1", "p2")[smart]
    assert won >= 9, f"the heuristic bot won only {won} of 10"


def test_bots_are_deterministic_from_their_seed() -> None:
    def actions(seed: int) -> list[dict[str, object]]:
        game = new_game([DECKS["fire"], DECKS["water"]], seed, turn_cap=200)
        return play_out(game, [make_bot("heuristic", bot_rng(seed, 0)), make_bot("random", bot_rng(seed, 1))])

    assert actions(8) == actions(8)
    assert actions(8) != actions(9)


def test_an_unknown_bot_is_named_with_a_suggestion() -> None:
    with pytest.raises(CardlawError, match=r"unknown Landfight bot 'randm' \(known: heuristic, random\); did you mean 'random'\?"):
        make_bot("randm", bot_rng(0, 0))
