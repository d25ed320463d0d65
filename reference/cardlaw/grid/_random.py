"""The portable random source of seeded deals (spec/grid/01-setup.md, G-SET-8 and G-SET-9).

SplitMix64 draws 64-bit numbers; a bounded draw, a weighted pick and the shuffle are
built from them exactly as the rulebook states, so any implementation that follows
the rules reproduces a seeded deal card for card.

`Portable` is also a `random.Random`, so callers that take one (the bots' arrangers)
can be handed it; only the methods the rulebook names are portable.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
SPAN = 1 << 64


class Portable(random.Random):
    """SplitMix64 seeded with ``seed`` reduced modulo 2**64 (G-SET-8)."""

    state: int

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)

    def seed(self, a: Any = 0, version: int = 2) -> None:  # random.Random.__init__ calls this
        if isinstance(a, bool) or not isinstance(a, int):
            raise TypeError("a portable generator is seeded with a whole number")
        self.state = a & MASK

    def getstate(self) -> Any:
        return self.state

    def setstate(self, state: Any) -> None:
        self.state = int(state) & MASK

    def next64(self) -> int:
        """The next 64-bit number of the SplitMix64 sequence."""
        z = self.state = (self.state + GAMMA) & MASK
        z = ((z ^ (z >> 30)) * MIX1) & MASK
        z = ((z ^ (z >> 27)) * MIX2) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, every one equally likely: draws at or above the
        largest multiple of ``n`` not over 2**64 are thrown away and drawn again."""
        if n < 1:
            raise ValueError("below(n) needs n of 1 or more")
        limit = SPAN - SPAN % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def weighted(self, weights: Sequence[int]) -> int:
        """The index of one of ``weights`` (whole numbers, summing to 1 or more), each as likely as its weight."""
        r = self.below(sum(weights))
        for index, weight in enumerate(weights):
            if r < weight:
                return index
            r -= weight
        raise AssertionError("unreachable: r is below the sum of the weights")

    # -- random.Random's interface, built on the portable draws ------------------------------------

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        out, have = 0, 0
        while have < k:
            out |= self.next64() << have
            have += 64
        return out & ((1 << k) - 1)

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        """One item of ``seq``: ``seq[below(len(seq))]``."""
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        """Fisher–Yates from the last place down (G-SET-9): place ``i`` swaps with place ``below(i + 1)``."""
        for i in range(len(x) - 1, 0, -1):
            j = self.below(i + 1)
            x[i], x[j] = x[j], x[i]
