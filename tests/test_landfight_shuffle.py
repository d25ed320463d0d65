"""The engine's own deck shuffle (`_game._shuffle`) draws what `random.Random.shuffle` draws.

Seeded games must not change when the shuffle is written out: same order, same generator state after.
"""

from __future__ import annotations

import random

import pytest

from cardlaw.landfight._game import _shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 8, 9, 40, 64, 65, 200])
def test_shuffle_matches_the_library(size: int) -> None:
    for seed in range(60):
        ours, theirs = [f"c{i}" for i in range(size)], [f"c{i}" for i in range(size)]
        mine, lib = random.Random(seed), random.Random(seed)
        _shuffle(mine, ours)
        lib.shuffle(theirs)
        assert ours == theirs
        assert mine.getstate() == lib.getstate()


def test_shuffle_moves_cards() -> None:
    cards = [f"c{i}" for i in range(40)]
    _shuffle(random.Random(1), cards)
    assert sorted(cards) == sorted(f"c{i}" for i in range(40))
    assert cards != [f"c{i}" for i in range(40)]
