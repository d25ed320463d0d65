"""Seeded stand-in boosters for the grid minigames, so games can be set up without card data.

The packs follow G-SET-10 of spec/grid/01-setup.md: each set's pack table is the
``packs SET`` block under that rule, read from the rulebook page (nothing about the
packs is written here), and every choice is drawn from the deal's portable generator
(`Portable`, G-SET-8), so any implementation following the rules opens the same cards
from the same seed.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import field
from functools import cache
from typing import Literal
from weakref import WeakKeyDictionary

from .._frozen import frozen
from ..errors import CardlawError, did_you_mean
from ._cards import Card
from ._random import Portable

Printed = Literal["toughness", "loyalty"]
RULE = "G-SET-10"
PAGE = "grid/01-setup.md"


@frozen
class Kind:
    """One kind of single-faced card: its weight in cards per hundred packs, and its type lines with theirs."""

    label: str
    weight: int
    printed: Printed | None
    type_lines: tuple[str, ...]
    type_weights: tuple[int, ...]


@frozen
class SetMix:
    """A set's pack table (G-SET-10): what one stand-in booster of it may hold."""

    code: str
    kinds: tuple[Kind, ...]
    toughness: tuple[tuple[int, int], ...]  # (value, weight)
    loyalty: tuple[tuple[int, int], ...]
    double_faced: int  # per hundred packs
    shapes: tuple[tuple[int, str, str], ...]  # (weight, front, back)
    basic_lands: tuple[str, ...]
    nonbasic_chance: int = 0  # in hundredths
    nonbasic_lands: tuple[tuple[str, str], ...] = ()  # (name, type line)
    _kind_weights: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_kind_weights", tuple(k.weight for k in self.kinds))

    @property
    def usable_per_pack(self) -> float:
        return sum(self._kind_weights) / 100


@frozen
class OpenedPacks:
    """The cards of some boosters: ``cards`` in the order they were made (pack by pack), and the
    same cards split into the single-faced ones and the double-faced ones the setup removes.

    Lands are not made here; each player's land comes from `land_for`.
    """

    usable: tuple[Card, ...]
    removed: tuple[Card, ...]
    cards: tuple[Card, ...] = ()


# -- reading the pack tables -----------------------------------------------------------------------

_BLOCK = re.compile(r"^```packs[ \t]+(\S+)[ \t]*\n(.*?)^```", re.M | re.S)


def _whole(word: str, line: str) -> int:
    if not word.isdigit():
        raise CardlawError(f"spec/{PAGE}: {line!r}: {word!r} is not a whole number")
    return int(word)


class _TableReader:
    def __init__(self, code: str) -> None:
        self.code = code
        self.kinds: list[tuple[str, int, Printed | None]] = []
        self.types: dict[str, list[tuple[int, str]]] = {}
        self.toughness: list[tuple[int, int]] = []
        self.loyalty: list[tuple[int, int]] = []
        self.double_faced = 0
        self.shapes: list[tuple[int, str, str]] = []
        self.basics: list[str] = []
        self.chance = 0
        self.nonbasics: list[tuple[str, str]] = []

    def statement(self, line: str) -> None:
        words = shlex.split(line, comments=True)
        if not words:
            return
        if words[0] != RULE or len(words) < 2:
            raise CardlawError(f"spec/{PAGE}: a packs statement begins with {RULE}, not {line!r}")
        kind, args = words[1], words[2:]
        shape = {
            "kind": (2, 3), "type": (3, 3), "toughness": (2, 2), "loyalty": (2, 2), "double-faced": (1, 1),
            "shape": (3, 3), "basic": (1, 1), "nonbasic-chance": (1, 1), "nonbasic": (2, 2),
        }.get(kind)
        if shape is None or not shape[0] <= len(args) <= shape[1]:
            raise CardlawError(f"spec/{PAGE}: {line!r} is not a packs statement")
        if kind == "kind":
            printed = args[2] if len(args) == 3 else None
            if printed not in (None, "toughness", "loyalty"):
                raise CardlawError(f"spec/{PAGE}: {line!r}: a kind prints toughness or loyalty")
            self.kinds.append((args[0], _whole(args[1], line), printed))  # type: ignore[arg-type]
        elif kind == "type":
            if args[0] not in {k[0] for k in self.kinds}:
                raise CardlawError(f"spec/{PAGE}: {line!r}: no kind {args[0]!r} above it")
            self.types.setdefault(args[0], []).append((_whole(args[1], line), args[2]))
        elif kind in ("toughness", "loyalty"):
            getattr(self, kind).append((_whole(args[0], line), _whole(args[1], line)))
        elif kind == "double-faced":
            self.double_faced = _whole(args[0], line)
        elif kind == "shape":
            self.shapes.append((_whole(args[0], line), args[1], args[2]))
        elif kind == "basic":
            self.basics.append(args[0])
        elif kind == "nonbasic-chance":
            self.chance = _whole(args[0], line)
        else:
            self.nonbasics.append((args[0], args[1]))

    def mix(self) -> SetMix:
        kinds = []
        for label, weight, printed in self.kinds:
            lines = self.types.get(label)
            if not lines:
                raise CardlawError(f"spec/{PAGE}: packs {self.code}: kind {label!r} has no type line")
            kinds.append(Kind(label, weight, printed, tuple(t for _, t in lines), tuple(w for w, _ in lines)))
        needs = {k.printed for k in kinds}
        if ("toughness" in needs or self.shapes) and not self.toughness:
            raise CardlawError(f"spec/{PAGE}: packs {self.code}: creatures need a toughness table")
        if "loyalty" in needs and not self.loyalty:
            raise CardlawError(f"spec/{PAGE}: packs {self.code}: planeswalkers need a loyalty table")
        if self.double_faced and not self.shapes:
            raise CardlawError(f"spec/{PAGE}: packs {self.code}: double-faced cards need shapes")
        if not self.basics or not sum(k.weight for k in kinds):
            raise CardlawError(f"spec/{PAGE}: packs {self.code}: a set needs kinds of card and basic lands")
        return SetMix(
            self.code, tuple(kinds), tuple(self.toughness), tuple(self.loyalty), self.double_faced,
            tuple(self.shapes), tuple(self.basics), self.chance, tuple(self.nonbasics),
        )


@cache
def set_mixes() -> dict[str, SetMix]:
    """Every set's pack table, as the rulebook states it (G-SET-10)."""
    from ..rulebook import load_page

    rule = load_page(PAGE).get(RULE)
    if rule is None:
        raise CardlawError(f"spec/{PAGE} has no rule {RULE}: the stand-in packs are not stated")
    mixes: dict[str, SetMix] = {}
    for match in _BLOCK.finditer(rule.prose):
        reader = _TableReader(match.group(1).upper())
        for line in match.group(2).splitlines():
            reader.statement(line)
        mixes[reader.code] = reader.mix()
    return mixes


def mix_for(set_code: str) -> SetMix:
    """The mix of ``set_code`` (any case); an unknown code is the user's mistake."""
    mixes = set_mixes()
    mix = mixes.get(set_code.upper())
    if mix is None:
        hint = did_you_mean(set_code, mixes)
        extra = f"; did you mean {hint!r}?" if hint else ""
        raise CardlawError(f"unknown set code {set_code!r} (known: {', '.join(sorted(mixes))}){extra}")
    return mix


# -- opening packs ---------------------------------------------------------------------------------


def count(weight: int, rng: Portable) -> int:
    """A count of ``weight`` per hundred packs (G-SET-10): ``weight div 100``, or one more with a
    chance of ``weight mod 100`` in a hundred; no draw when that remainder is 0."""
    whole, rest = divmod(weight, 100)
    return whole + (rest > 0 and rng.below(100) < rest)


def _value(table: tuple[tuple[int, int], ...], rng: Portable) -> str:
    return str(table[rng.weighted([w for _, w in table])][0])


class PackOpener:
    """Opens stand-in packs of one set for one deal: the serial numbers in names go on from pack to pack."""

    def __init__(self, set_code: str, rng: Portable) -> None:
        self.mix = mix_for(set_code)
        self.rng = rng
        self.serials: dict[str, int] = {}

    def _serial(self, key: str) -> int:
        serial = self.serials[key] = self.serials.get(key, 0) + 1
        return serial

    def open(self) -> tuple[list[Card], list[Card]]:
        """One pack: its single-faced cards, then its double-faced ones, each in the order made."""
        mix, rng, code = self.mix, self.rng, self.mix.code
        singles: list[Card] = []
        for _ in range(count(sum(mix._kind_weights), rng)):
            kind = mix.kinds[rng.weighted(mix._kind_weights)]
            type_line = kind.type_lines[rng.weighted(kind.type_weights)]
            toughness = _value(mix.toughness, rng) if kind.printed == "toughness" else None
            loyalty = _value(mix.loyalty, rng) if kind.printed == "loyalty" else None
            singles.append(Card(f"{code} {kind.label} {self._serial(kind.label)}", type_line, toughness, loyalty, code))
        doubles: list[Card] = []
        for _ in range(count(mix.double_faced, rng)):
            _, front, back = mix.shapes[rng.weighted([w for w, _, _ in mix.shapes])]
            toughness = _value(mix.toughness, rng) if _has_creature(front) else None
            n = self._serial("//")
            doubles.append(Card(f"{code} Front {n} // {code} Back {n}", f"{front} // {back}", toughness, None, code))
        return singles, doubles


def _has_creature(face: str) -> bool:
    """Whether a face's type line (the words before its dash) holds the card type Creature."""
    return "Creature" in re.split(r"\s+[—-]\s+", face, maxsplit=1)[0].split()


_OPENERS: WeakKeyDictionary[Portable, dict[str, PackOpener]] = WeakKeyDictionary()


def open_packs(set_code: str, packs: int, rng: Portable, opener: PackOpener | None = None) -> OpenedPacks:
    """Open ``packs`` boosters of ``set_code`` (G-SET-10). Serial numbers go on from the packs
    opened earlier with the same generator (one generator is one deal), or from ``opener``'s."""
    if isinstance(packs, bool) or not isinstance(packs, int) or packs < 0:
        raise CardlawError(f"the number of packs must be a whole number 0 or more, not {packs!r}")
    if opener is None:
        mine = _OPENERS.setdefault(rng, {})
        opener = mine.get(set_code.upper()) or mine.setdefault(set_code.upper(), PackOpener(set_code, rng))
    usable: list[Card] = []
    removed: list[Card] = []
    cards: list[Card] = []
    for _ in range(packs):
        singles, doubles = opener.open()
        usable += singles
        removed += doubles
        cards += singles + doubles
    return OpenedPacks(tuple(usable), tuple(removed), tuple(cards))


def basic_land(set_code: str, rng: Portable) -> Card:
    """A basic land of ``set_code``, such as ``Forest`` (``Basic Land — Forest``)."""
    mix = mix_for(set_code)
    name = rng.choice(mix.basic_lands)
    return Card(name, f"Basic Land — {name}", set_code=mix.code)


def land_for(set_code: str, rng: Portable) -> Card:
    """The land a player is handed at setup (G-SET-10): a basic, or for some sets now and then one of its nonbasics."""
    mix = mix_for(set_code)
    if mix.nonbasic_lands and rng.below(100) < mix.nonbasic_chance:
        name, type_line = rng.choice(mix.nonbasic_lands)
        return Card(name, type_line, set_code=mix.code)
    return basic_land(mix.code, rng)
