"""Reading the setup of a Landfight game scenario (conformance/PROTOCOL.md, "Landfight games").

The scenario's schema has already checked the shape; this module checks what the
schema cannot (every entry names a defined card, no entry twice for a player, card
texts read, once-per-turn uses name such abilities) and turns the setup into plain
values: card instances by ID, and each player's places. A fault is a `DataError`
naming the JSON path of the bad field, or the `SourceError` of a card text that does
not read. Whether the position obeys the rules of the field is the engine's question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..cardtext import ast as A
from ..errors import DataError, did_you_mean
from .cards import LandfightCard, build_card

PLAYER_NAMES = ("p1", "p2")
_ENTRY = re.compile(r"^(?P<key>[a-z][a-z0-9-]*)(?:#(?P<tag>[a-z0-9-]+))?$")


@dataclass(frozen=True, slots=True)
class Placed:
    """What a Creature Zone holds in a position."""

    card: str
    attachment: str | None = None
    stacked: tuple[str, ...] = ()
    beneath: str | None = None
    attacks: int = 0
    played_this_turn: bool = False  # what "played this turn" names (L-TXT-47)


@dataclass(frozen=True, slots=True)
class SideSetup:
    """One player's places in a position; every card is an instance ID."""

    life: int = 40
    land: str | None = None
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    ruins: tuple[str, ...] = ()
    creatures: Mapping[int, Placed] = field(default_factory=dict)
    continuous: tuple[str, ...] = ()
    used: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class GameSetup:
    """A Landfight game scenario's setup: the card of every instance, and the places or decks."""

    kind: Literal["position", "start", "match"]
    cards: Mapping[str, LandfightCard]  # instance ID -> card
    keys: Mapping[str, str]  # instance ID -> card key
    defined: Mapping[str, LandfightCard]  # card key -> card
    dice: tuple[int, ...] = ()
    turn: int = 1
    player: str = "p1"
    phase: str = "boost"
    sides: Mapping[str, SideSetup] = field(default_factory=dict)
    decks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    side_decks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def ids(self) -> frozenset[str]:
        return frozenset(self.cards)


def setup_kind(setup: Mapping[str, Any]) -> str:
    for kind in ("position", "start", "match", "deck"):
        if kind in setup:
            return kind
    return "deck"


_KEY = re.compile(r"^[a-z][a-z0-9-]*$")


# Where an entry is written: its JSON path, or (the list's path, the index, what follows it), the
# path made only for a message (a session places some fifteen entries a case).
_Where = str | tuple[str, int, str]


def _path(where: _Where) -> str:
    return where if isinstance(where, str) else f"{where[0]}[{where[1]}]{where[2]}"


class _Reader:
    def __init__(self, setup: Mapping[str, Any], source: str) -> None:
        self.setup = setup
        self.source = source
        self.defined: dict[str, LandfightCard] = {}
        self.cards: dict[str, LandfightCard] = {}
        self.keys: dict[str, str] = {}
        # Where each instance was placed, for the message about placing it twice.
        self.where: dict[str, _Where] = {}

    def fail(self, path: str, problem: str) -> DataError:
        return DataError(self.source, path, problem)

    def read_cards(self) -> None:
        for key, entry in self.setup["cards"].items():
            path = f"setup.cards.{key}"
            self.defined[key] = build_card(entry, self.source, path, f"{self.source}: {path}")

    def place(self, player: str, entry: str, path: _Where) -> str:
        """The instance ID of ``entry`` for ``player``; refuses an unknown key or a second use."""
        match = _ENTRY.match(entry)
        if match is None:  # the schema refuses such an entry first
            raise self.fail(_path(path), f"{entry!r} is not a card entry such as 'imp' or 'imp#2'")
        return self._put(player, match["key"], entry, path)

    def _put(self, player: str, key: str, entry: str, path: _Where) -> str:
        """Place ``entry``, a copy of the card ``key``, written at ``path``."""
        card = self.defined.get(key)
        if card is None:
            hint = did_you_mean(key, self.defined)
            extra = f"; did you mean {hint!r}?" if hint else ""
            raise self.fail(_path(path), f"no card {key!r} is defined under setup.cards{extra}")
        ident = f"{player}/{entry}"
        if ident in self.cards:
            first = _path(self.where[ident])
            raise self.fail(_path(path), f"{entry!r} is placed twice for {player} (first at {first}); tag copies apart, as '{key}#2'")
        self.cards[ident] = card
        self.keys[ident] = key
        self.where[ident] = path
        return ident

    def place_all(self, player: str, items: Iterable[Any], path: str) -> tuple[str, ...]:
        """The instance IDs of a list of entries and ``{card, count}`` groups (``imp#1`` to ``imp#N``)."""
        out: list[str] = []
        for index, item in enumerate(items):
            if isinstance(item, dict):
                key, count = item["card"], item["count"]
                if count > 0 and _KEY.match(key) is None:  # the schema refuses such a key first
                    raise self.fail(f"{path}[{index}].card", f"{key + '#1'!r} is not a card entry such as 'imp' or 'imp#2'")
                where = (path, index, ".card")
                for n in range(1, count + 1):
                    out.append(self._put(player, key, f"{key}#{n}", where))
            else:
                out.append(self.place(player, item, (path, index, "")))
        return tuple(out)

    def side(self, player: str, data: Mapping[str, Any], path: str) -> SideSetup:
        land = data.get("land")
        land_id = None if land is None else self.place(player, land, f"{path}.land")
        hand = self.place_all(player, data.get("hand", []), f"{path}.hand")
        deck = self.place_all(player, data.get("deck", []), f"{path}.deck")
        ruins = self.place_all(player, data.get("ruins", []), f"{path}.ruins")
        creatures: dict[int, Placed] = {}
        for zone, content in sorted(data.get("creatures", {}).items()):
            where = f"{path}.creatures.{zone}"
            if isinstance(content, str):
                creatures[int(zone)] = Placed(self.place(player, content, where))
                continue
            creatures[int(zone)] = Placed(
                card=self.place(player, content["card"], f"{where}.card"),
                attachment=None if "attachment" not in content else self.place(player, content["attachment"], f"{where}.attachment"),
                stacked=tuple(self.place(player, e, f"{where}.stacked[{i}]") for i, e in enumerate(content.get("stacked", []))),
                beneath=None if "beneath" not in content else self.place(player, content["beneath"], f"{where}.beneath"),
                attacks=content.get("attacks", 0),
                played_this_turn=content.get("played_this_turn", False),
            )
        continuous = self.place_all(player, data.get("continuous", ()), f"{path}.continuous")
        on_field = {land_id, *continuous}
        for placed in creatures.values():
            on_field.update((placed.card, placed.attachment))
        used: list[tuple[str, int]] = []
        for i, use in enumerate(data.get("used", [])):
            where = f"{path}.used[{i}]"
            ident = f"{player}/{use['card']}"
            if ident not in on_field:
                raise self.fail(f"{where}.card", f"{use['card']!r} is not on {player}'s side of the field")
            abilities = self.cards[ident].tree.abilities
            number = use["ability"]
            if number > len(abilities) or not (
                isinstance(abilities[number - 1], A.Activated) and abilities[number - 1].once_per_turn
            ):
                raise self.fail(f"{where}.ability", f"ability {number} of {use['card']!r} is not a once-per-turn activated ability")
            used.append((ident, number))
        life = data.get("life", 40)
        if life < 1:
            # A player at 0 or below has already lost (L-WIN-1): such a position has no decision to make.
            raise self.fail(f"{path}.life", f"{life} Land Life: a player at 0 or below has already lost (L-WIN-1); a position in play needs at least 1")
        return SideSetup(
            life=life, land=land_id, hand=hand, deck=deck, ruins=ruins, creatures=creatures,
            continuous=continuous, used=tuple(used),
        )


def read_game_setup(setup: Mapping[str, Any], source: str) -> GameSetup:
    """The setup of a position, start or match scenario, checked beyond the schema."""
    reader = _Reader(setup, source)
    reader.read_cards()
    dice = tuple(setup.get("dice", ()))
    if "position" in setup:
        pos = setup["position"]
        sides = {p: reader.side(p, pos["players"][p], f"setup.position.players.{p}") for p in PLAYER_NAMES}
        return GameSetup(
            "position", reader.cards, reader.keys, reader.defined, dice, pos["turn"], pos["player"], pos["phase"], sides
        )
    kind: Literal["start", "match"] = "start" if "start" in setup else "match"
    body = setup[kind]
    decks = {p: reader.place_all(p, body["decks"][p], f"setup.{kind}.decks.{p}") for p in PLAYER_NAMES}
    spare = {p: reader.place_all(p, body.get("side", {}).get(p, []), f"setup.{kind}.side.{p}") for p in PLAYER_NAMES}
    return GameSetup(kind, reader.cards, reader.keys, reader.defined, dice, decks=decks, side_decks=spare)
