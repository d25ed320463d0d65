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
from dataclasses import dataclass, field, replace
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
    extra_attacks: int = 0  # additional attacks allowed for this turn (L-BAT-2, LR-5)
    played_turns_ago: int | None = None  # played 1 or 2 turns before the position's: a "last turn" (L-TXT-332)
    attachment_controller: str | None = None  # when not the side's player (L-ATT-6)


@dataclass(frozen=True, slots=True)
class Lasting:
    """A change in force when the position is set up (conformance/PROTOCOL.md, Positions): a Strength
    change, a prohibition, a grant or a change of control, made earlier by a card's effect."""

    change: Literal["strength", "prohibition", "grant", "control", "replacement"]
    subject: str  # a card instance ID; for a prohibition also a player's name
    # the turn at whose end it ends, "leaves": until its subject leaves the field, "while" its condition holds, or
    # "battle-phase": until this turn's Battle Phase ends (L-TXT-102)
    until: int | Literal["leaves", "while", "battle-phase"]
    by: int = 0  # a Strength change's amount; a summon discount's (L-TXT-342)
    act: str = ""  # a prohibition's act (`cardlaw.cardtext.ast.Act` value) or a grant's kind
    times: int = 0  # attacks-per-turn
    holder: str = ""  # control: the player it was taken from
    taker: str = ""  # control: the player who holds it now
    ability: int = 0  # replacement: the number of the Boost's "This turn, if ..." ability (L-TXT-76)
    saved: str = ""  # replacement: the creature a card played to save it watches alone (L-TXT-349)
    # A change lasting `while` or forbidding kinds of plays reads the effect that made it: its card, the
    # effect's path in that card's tree (`cardlaw.landfight._effects.effect_at`), and the player whose effect it was.
    source: tuple[str, tuple[int, ...], str] | None = None


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
    played_this_turn: tuple[str, ...] = ()  # Attachments and Boost - Continuous cards played this turn (L-TXT-47)
    # Once-per-turn uses, in the order made: (card instance ID, ability number, False), or under
    # opt_scope=name (the card name in lower case, ability number, True) (LR-26).
    used: tuple[tuple[str, int, bool], ...] = ()
    # Creatures this player controlled that were destroyed by battle this turn, wherever they lie now (L-TXT-217).
    destroyed_by_battle: tuple[str, ...] = ()
    # Creatures this player controlled that destroyed a creature in battle this turn (L-TXT-279).
    destroyed_a_creature: tuple[str, ...] = ()
    # Creatures this player controlled that were destroyed this turn in any way (L-TXT-372); those destroyed by battle
    # count too, listed here or not.
    destroyed_any_way: tuple[str, ...] = ()


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
    lasting: tuple[Lasting, ...] = ()  # in the order they were made
    replaced: tuple[tuple[str, int, str], ...] = ()  # (card replacing, its ability, card replaced) this turn
    left_strength: Mapping[str, int] = field(default_factory=dict)  # creatures gone from the field this turn (L-TXT-230)
    destroyed_how: Mapping[str, str] = field(default_factory=dict)  # "battle" or "destroyed", this turn (L-TXT-281)

    def ids(self) -> frozenset[str]:
        return frozenset(self.cards)


def _once_per_turn(card: LandfightCard, number: int) -> bool:
    """Whether ability ``number`` of ``card`` is a once-per-turn activated, triggered or replacement ability
    (L-TXT-64, L-TXT-326; a `- Stack N` labels it, if at all)."""
    abilities = card.tree.abilities
    ability = A.unwrap(abilities[number - 1])[0] if number <= len(abilities) else None
    if isinstance(ability, A.Replacement):
        return ability.once
    return isinstance(ability, (A.Activated, A.Triggered)) and ability.once_per_turn


_SIMPLE_ACTS = frozenset(act.value for act in A.Act)

def lasting_effect_paths(tree: A.CardText, number: int, change: str, play: bool, lasts_while: bool) -> list[tuple[int, ...]]:
    """The paths (as `cardlaw.landfight._effects.effect_at` reads them) of the effects of ability ``number`` that
    make such a lasting change, in the order the canonical text prints them: a Strength change (``change``
    ``strength``) lasting `while`, or a prohibition, of playing kinds of cards or not (``play``), lasting
    `while` or not. The `source.effect` of a position counts among these from 1 (conformance/PROTOCOL.md)."""
    found: list[tuple[int, ...]] = []

    def walk(effect: Any, path: tuple[int, ...]) -> None:
        if isinstance(effect, (A.Conditional, A.Optional)):
            walk(effect.effect, (*path, 0))
            return
        if isinstance(effect, A.OrInstead):  # L-TXT-269
            walk(effect.effect, (*path, 0))
            walk(effect.instead, (*path, 1))
            return
        if isinstance(effect, (A.DieRoll, A.ChooseOne)):
            branches: tuple[Any, ...] = effect.outcomes if isinstance(effect, A.DieRoll) else effect.options
            for k, branch in enumerate(branches):
                for j, inner in enumerate(branch.effects):
                    walk(inner, (*path, k, j))
            return
        made = effect.effect if isinstance(effect, A.ForEach) else effect
        is_while = isinstance(getattr(made, "duration", None), A.WhileCondition)
        if change == "strength":
            if isinstance(made, (A.ModifyStrength, A.DoubleStrength)) and is_while:
                found.append(path)
        elif isinstance(made, A.Prohibition) and (not isinstance(made.act, A.SimpleAct)) == play and is_while == lasts_while:
            found.append(path)

    if number <= len(tree.abilities):
        ability: Any = A.unwrap(tree.abilities[number - 1])[0]
        for i, effect in enumerate(getattr(ability, "effects", ())):
            walk(effect, (number, i))
    return found


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

    def place_on_field(self, player: str, entry: str, path: _Where) -> str:
        """An entry of a position's places: the player's own, or another player's card by its instance ID
        (``p1/ogre`` on p2's side: a creature whose control was taken; a card returned to the hand of the
        player whose effect returned it, LR-41, and played from there)."""
        owner, slash, own_entry = entry.rpartition("/")
        if not slash:
            return self.place(player, entry, path)
        if owner not in PLAYER_NAMES:  # the schema refuses such an entry first
            raise self.fail(_path(path), f"{entry!r} is not a card entry such as 'imp' nor an instance ID such as 'p2/imp'")
        return self.place(owner, own_entry, path)

    def place_all(self, player: str, items: Iterable[Any], path: str, others: bool = False) -> tuple[str, ...]:
        """The instance IDs of a list of entries and ``{card, count}`` groups (``imp#1`` to ``imp#N``);
        with ``others``, an entry may also be another player's card by its instance ID (a position's places)."""
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
                where = (path, index, "")
                out.append(self.place_on_field(player, item, where) if others else self.place(player, item, where))
        return tuple(out)

    def side(self, player: str, data: Mapping[str, Any], path: str, turn: int) -> SideSetup:
        land = data.get("land")
        land_id = None if land is None else self.place_on_field(player, land, f"{path}.land")
        hand = self.place_all(player, data.get("hand", []), f"{path}.hand", True)
        deck = self.place_all(player, data.get("deck", []), f"{path}.deck", True)
        ruins = self.place_all(player, data.get("ruins", []), f"{path}.ruins", True)
        creatures: dict[int, Placed] = {}
        put = self.place_on_field
        for zone, content in sorted(data.get("creatures", {}).items()):
            where = f"{path}.creatures.{zone}"
            if isinstance(content, str):
                creatures[int(zone)] = Placed(put(player, content, where))
                continue
            creatures[int(zone)] = Placed(
                card=put(player, content["card"], f"{where}.card"),
                attachment=None if "attachment" not in content else put(player, content["attachment"], f"{where}.attachment"),
                stacked=tuple(put(player, e, f"{where}.stacked[{i}]") for i, e in enumerate(content.get("stacked", []))),
                beneath=None if "beneath" not in content else put(player, content["beneath"], f"{where}.beneath"),
                attacks=content.get("attacks", 0),
                played_this_turn=content.get("played_this_turn", False),
                extra_attacks=content.get("extra_attacks", 0),
                attachment_controller=content.get("attachment_controller"),
                played_turns_ago=content.get("played_turns_ago"),
            )
            ago = content.get("played_turns_ago")
            if ago is not None and content.get("played_this_turn"):
                raise self.fail(f"{where}.played_turns_ago", "the creature was played this turn, so not in an earlier one")
            if ago is not None and ago >= turn:
                raise self.fail(f"{where}.played_turns_ago", f"turn {turn} has no turn {ago} turns before it")
            if "attachment_controller" in content and "attachment" not in content:
                raise self.fail(f"{where}.attachment_controller", "the creature carries no Attachment for a player to control")
        continuous = self.place_all(player, data.get("continuous", ()), f"{path}.continuous", True)
        played: list[str] = []
        lying = {*continuous, *(p.attachment for p in creatures.values() if p.attachment is not None)}
        for i, entry in enumerate(data.get("played_this_turn", ())):
            ident = entry if "/" in entry else f"{player}/{entry}"
            if ident not in lying:
                raise self.fail(f"{path}.played_this_turn[{i}]", f"{entry!r} is neither a Boost - Continuous card of {player}'s "
                                f"nor an Attachment on one of {player}'s creatures (a creature gives its own played_this_turn)")
            if ident in played:
                raise self.fail(f"{path}.played_this_turn[{i}]", f"{entry!r} is listed twice")
            played.append(ident)
        used: list[tuple[str, int, bool]] = []
        for i, use in enumerate(data.get("used", [])):
            where = f"{path}.used[{i}]"
            number = use["ability"]
            if "name" in use:
                # Counted for a name (opt_scope=name, LR-26): the card that used it may have left the field since.
                name = use["name"].casefold()
                named = [card for card in self.defined.values() if card.name.casefold() == name]
                if not named:
                    raise self.fail(f"{where}.name", f"no card named {use['name']!r} is defined under setup.cards")
                if not any(_once_per_turn(card, number) for card in named):
                    raise self.fail(f"{where}.ability", f"ability {number} of {use['name']!r} is not a once-per-turn activated, triggered or replacement ability")
                used.append((name, number, True))
                continue
            entry = use["card"]
            ident = entry if "/" in entry else f"{player}/{entry}"
            # Checked in `check_used`, once both sides are placed: the card may lie on the other player's side
            # (an Attachment of this player's on an opponent's creature, L-ATT-6).
            used.append((ident, number, False))
        life = data.get("life", 40)
        if life < 1:
            # A player at 0 or below has already lost (L-WIN-1): such a position has no decision to make.
            raise self.fail(f"{path}.life", f"{life} Land Life: a player at 0 or below has already lost (L-WIN-1); a position in play needs at least 1")
        return SideSetup(
            life=life, land=land_id, hand=hand, deck=deck, ruins=ruins, creatures=creatures,
            continuous=continuous, played_this_turn=tuple(played), used=tuple(used),
        )

    def gone_this_turn(self, pos: Mapping[str, Any], sides: dict[str, SideSetup]) -> Mapping[str, int]:
        """Each side's creatures destroyed by battle this turn (L-TXT-217), those that destroyed a creature in
        battle (L-TXT-279), those destroyed in any way (L-TXT-372), and the Strengths creatures left the field with
        this turn (L-TXT-230): cards placed in the position, creature cards, each named once."""
        for player in PLAYER_NAMES:
            for key, what in (("destroyed_by_battle_this_turn", "destroyed by battle"),
                              ("destroyed_a_creature_this_turn", "that destroyed a creature in battle"),
                              ("destroyed_any_way_this_turn", None)):
                path = f"setup.position.players.{player}.{key}"
                named = pos["players"][player].get(key, ())
                if named and what is not None:  # a creature is destroyed in any phase, by an effect
                    self._battle_fought(pos, path, f"a creature {what}")
                found: list[str] = []
                for i, entry in enumerate(named):
                    ident = self._creature_card(entry if "/" in entry else f"{player}/{entry}", f"{path}[{i}]")
                    if ident in found:
                        raise self.fail(f"{path}[{i}]", f"{entry!r} is listed twice")
                    found.append(ident)
                if key.startswith("destroyed_by"):
                    sides[player] = replace(sides[player], destroyed_by_battle=tuple(found))
                elif key.startswith("destroyed_any"):
                    sides[player] = replace(sides[player], destroyed_any_way=tuple(found))
                else:
                    sides[player] = replace(sides[player], destroyed_a_creature=tuple(found))
        return {self._creature_card(ident, f"setup.position.left_strength.{ident}"): strength
                for ident, strength in pos.get("left_strength", {}).items()}

    def _battle_fought(self, pos: Mapping[str, Any], path: str, what: str) -> None:
        """No battle comes before the Battle Phase, nor in the game's first turn."""
        if pos["phase"] in ("draw", "boost") or pos["turn"] == 1:
            why = ("no battle is fought before the Battle Phase (L-BAT-1)" if pos["turn"] > 1
                   else "no attack is declared in the game's first turn (L-TRN-4)")
            raise self.fail(path, f"{what} in the {pos['phase']} phase of turn {pos['turn']}: {why}")

    def destroyed_this_turn(self, pos: Mapping[str, Any]) -> Mapping[str, str]:
        """The cards whose last leaving of the field this turn was a destruction (L-TXT-281), placed in the
        position anywhere (one may be back on the field since: the condition asks of a card off it)."""
        out: dict[str, str] = {}
        for ident, how in pos.get("destroyed_this_turn", {}).items():
            path = f"setup.position.destroyed_this_turn.{ident}"
            self._known(ident, path)
            if how not in ("battle", "destroyed"):
                raise self.fail(path, f"{how!r} is neither 'battle' nor 'destroyed'")
            if how == "battle":
                self._battle_fought(pos, path, "a card destroyed by battle")
            out[ident] = how
        return out

    def _creature_card(self, ident: str, path: str) -> str:
        self._known(ident, path)
        if self.cards[ident].kind not in (A.Kind.CREATURE, A.Kind.MUTATED):
            raise self.fail(path, f"{ident!r} is a {self.cards[ident].kind.value}, not a creature card")
        return ident

    def check_used(self, sides: Mapping[str, SideSetup]) -> None:
        """A use counted for a card names a card on the field (a use is forgotten when its card leaves it): on
        either side, since a creature whose ability was used may have been taken since (L-TXT-46)."""
        on_field: set[str | None] = set()
        for side in sides.values():
            on_field.update((side.land, *side.continuous))
            for placed in side.creatures.values():
                on_field.update((placed.card, placed.attachment))
        for player, side in sides.items():
            for i, (ident, number, by_name) in enumerate(side.used):
                where = f"setup.position.players.{player}.used[{i}]"
                if not by_name and ident not in self.cards:
                    entry = ident.removeprefix(f"{player}/")
                    raise self.fail(f"{where}.card", f"{entry!r} is not placed in the position")
                if not by_name and not _once_per_turn(self.cards[ident], number):
                    entry = ident.removeprefix(f"{player}/")
                    raise self.fail(f"{where}.ability", f"ability {number} of {entry!r} is not a once-per-turn activated, triggered or replacement ability")
                if not by_name and ident not in on_field:
                    raise self.fail(f"setup.position.players.{player}.used[{i}].card", f"{ident!r} is not on the field")

    def _known(self, ident: str, path: str) -> str:
        if ident not in self.cards:
            hint = did_you_mean(ident, self.cards)
            extra = f"; did you mean {hint!r}?" if hint else ""
            raise self.fail(path, f"no card {ident!r} is placed in the position{extra}")
        return ident

    def _turn_grant(self, entry: Mapping[str, Any], path: str, turn: int) -> Lasting:
        """A grant on a card for the position's turn, the card anywhere since the grant is read only as it is
        summoned: a free summoning by its player (L-TXT-296, LR-127), or a summoning for less (L-TXT-342)."""
        card = self._known(entry["card"], f"{path}.card")
        free = entry["grant"] == "free-summon"
        kinds, what, rule = ((A.Kind.CREATURE,), "a Creature card is summoned with no price", "L-TXT-296") if free else (
            (A.Kind.CREATURE, A.Kind.MUTATED), "a Creature card or a Mutated Creature card is summoned", "L-TXT-342")
        if self.cards[card].kind not in kinds:
            raise self.fail(f"{path}.card", f"{card!r} is a {self.cards[card].kind.value}: only {what} ({rule})")
        if entry["until"] != turn:
            grant = "a free summoning" if free else "a discount of a summoning"
            raise self.fail(f"{path}.until", f"{grant} lasts for the turn it was granted in: give the position's turn, "
                            f"{turn} ({'LR-127' if free else rule})")
        if free:
            return Lasting("grant", card, turn, act="free-summon", taker=entry["player"])
        return Lasting("grant", card, turn, act="summon-discount", by=entry["amount"])

    def _turn_replacement(self, entry: Mapping[str, Any], path: str, turn: int) -> Lasting:
        """A Boost's replacement in force for the rest of the position's turn (L-TXT-76)."""
        card = self._known(entry["card"], f"{path}.card")
        number = entry["ability"]
        abilities = self.cards[card].tree.abilities
        ability = A.unwrap(abilities[number - 1])[0] if number <= len(abilities) else None
        if not (isinstance(ability, A.Replacement) and ability.duration is not None
                or isinstance(ability, (A.AttackLoss, A.LifeReplacement)) and ability.this_turn):
            raise self.fail(f"{path}.ability", f"ability {number} of {card!r} is not a Boost's replacement for the "
                            "turn ('This turn, if ... would ..., ... instead', L-TXT-76; 'If your Land Life would be "
                            "reduced by a direct attack this turn, ...', L-TXT-306; 'This turn, if ... would gain Land "
                            "Life, ... instead', L-TXT-358)")
        if entry["until"] != turn:
            raise self.fail(f"{path}.until", f"a Boost's replacement lasts for the turn it resolved in, so its "
                            f"'until' is the position's turn {turn}")
        played_on = isinstance(ability, A.Replacement) and ability.played_on
        if played_on and "creature" not in entry:
            raise self.fail(f"{path}", f"ability {number} of {card!r} watches the creature its card was played to save "
                            "(L-TXT-349): name it in 'creature'")
        if not played_on and "creature" in entry:
            raise self.fail(f"{path}.creature", f"ability {number} of {card!r} watches the cards its filter names, not "
                            "one creature: 'creature' is only for a card played when a creature would be destroyed "
                            "(L-TXT-349)")
        saved = self._known(entry["creature"], f"{path}.creature") if played_on else ""
        return Lasting("replacement", card, turn, ability=number, holder=entry["player"], saved=saved)

    def lasting(self, pos: Mapping[str, Any], sides: Mapping[str, SideSetup]) -> tuple[Lasting, ...]:
        """The position's lasting changes: each names cards of the position, on the field where it must
        be, and ends no earlier than the position's turn (one that ended before it is no longer in force)."""
        creature_side = {
            placed.card: player for player, side in sides.items() for placed in side.creatures.values()
        }
        on_field = set(creature_side)
        for side in sides.values():
            on_field.update(c for c in (side.land, *side.continuous) if c is not None)
            on_field.update(p.attachment for p in side.creatures.values() if p.attachment is not None)
        out: list[Lasting] = []
        held: dict[str, str] = {}  # creature -> the player the last change of control gave it to
        for i, entry in enumerate(pos["lasting"]):
            path = f"setup.position.lasting[{i}]"
            until = entry["until"]
            if isinstance(until, int) and until < pos["turn"]:
                raise self.fail(f"{path}.until", f"turn {until} ended before the position's turn {pos['turn']}: "
                                "a change that has ended is no longer in force (leave it out)")
            change = entry["change"]
            if change == "replacement":
                made = self._turn_replacement(entry, path, pos["turn"])
                if made.saved and made.saved not in creature_side:
                    raise self.fail(f"{path}.creature", f"{made.saved!r} is not a creature on the field: a watch on the "
                                    "creature a card was played to save ends when it leaves the field (L-TXT-349)")
                out.append(made)
                continue
            if change == "grant" and entry["grant"] in ("free-summon", "summon-discount"):
                out.append(self._turn_grant(entry, path, pos["turn"]))
                continue
            source = self.effect_source(entry, path)
            if change == "prohibition" and entry["subject"] in PLAYER_NAMES:
                out.append(Lasting("prohibition", entry["subject"], until, act=entry["act"], source=source))
                continue
            key = "subject" if change == "prohibition" else "card"
            card = self._known(entry[key], f"{path}.{key}")
            kept_off = change == "prohibition" and entry["act"] == A.Act.BE_SUMMONED.value  # in a hand or Ruins (L-TXT-317)
            if kept_off and not isinstance(until, int):
                raise self.fail(f"{path}.until", "a card kept from being summoned is kept for a number of turns, as its "
                                "text says one (L-TXT-317): give the turn at whose end it ends")
            if card not in on_field and not kept_off:
                raise self.fail(f"{path}.{key}", f"{card!r} is not on the field: a lasting change of a card ends when "
                                "it leaves the field (L-TXT-13, L-TXT-41)")
            if change != "prohibition" and card not in creature_side:
                raise self.fail(f"{path}.card", f"{card!r} is not a creature in a Creature Zone")
            if change == "strength":
                out.append(Lasting("strength", card, until, by=entry["by"], source=source))
            elif change == "prohibition":
                out.append(Lasting("prohibition", card, until, act=entry["act"], source=source))
            elif change == "grant":
                out.append(Lasting("grant", card, until, act=entry["grant"], times=entry.get("times", 0)))
            else:
                holder, taker = entry["from"], entry["to"]
                if holder == taker:
                    raise self.fail(f"{path}.to", f"control of {card!r} is taken from {holder} by {taker}: the same player")
                held[card] = taker
                out.append(Lasting("control", card, until, holder=holder, taker=taker))
        for card, taker in held.items():
            if creature_side[card] != taker:
                raise self.fail("setup.position.lasting", f"the last change of control of {card!r} gives it to {taker}, "
                                f"but it stands on {creature_side[card]}'s side")
        return tuple(out)

    def effect_source(self, entry: Mapping[str, Any], path: str) -> tuple[str, tuple[int, ...], str] | None:
        """The effect a change lasting `while`, or forbidding kinds of plays, reads (its condition, its kinds): given
        exactly for those, by card, ability number and the effect's number among that ability's such effects."""
        # An act that is not one of the fixed words (playing kinds of cards, being targeted or destroyed by some)
        # is read from the card's text, as `Game.prohibit` keeps it.
        play = "act" in entry and entry["act"] not in _SIMPLE_ACTS
        lasts_while = entry["until"] == "while"
        given = entry.get("source")
        if not (play or lasts_while):
            if given is not None:
                raise self.fail(f"{path}.source", "only a change lasting 'while' or a prohibition of playing kinds of cards "
                                "gives its source")
            return None
        if given is None:
            raise self.fail(f"{path}.source", "a change lasting 'while' or a prohibition of playing kinds of cards gives "
                            "its source: the card, ability and player whose effect made it")
        card = self._known(given["card"], f"{path}.source.card")
        tree = self.cards[card].tree
        found = lasting_effect_paths(tree, given["ability"], entry["change"], play, lasts_while)
        number = given.get("effect", 1)
        if number > len(found):
            what = "Strength change" if entry["change"] == "strength" else "prohibition of playing" if play else "prohibition"
            lasting = " lasting 'while'" if lasts_while else ""
            raise self.fail(f"{path}.source", f"ability {given['ability']} of {card!r} has {len(found)} {what}{lasting} "
                            f"effect(s), so no effect {number}")
        effect_path = found[number - 1]
        if play:
            from ._effects import effect_kinds
            from ._game import _act_words, _kinds_words

            forbids = effect_kinds(tree, effect_path)
            words = "play " + _kinds_words(forbids) if isinstance(forbids, A.Kinds) else _act_words(forbids)
            if entry["act"] != words:
                raise self.fail(f"{path}.act", f"the effect of {card!r} forbids to {words!r}, not {entry['act']!r}")
        return card, effect_path, given["player"]

    def replaced(self, entries: Iterable[Mapping[str, Any]]) -> tuple[tuple[str, int, str], ...]:
        """The replacements already used this turn (LR-44): each by a card's replacement ability."""
        out: list[tuple[str, int, str]] = []
        for i, entry in enumerate(entries):
            path = f"setup.position.replaced[{i}]"
            card = self._known(entry["card"], f"{path}.card")
            by = self._known(entry["by"], f"{path}.by")
            abilities = self.cards[by].tree.abilities
            number = entry["ability"]
            if number > len(abilities) or not isinstance(A.unwrap(abilities[number - 1])[0], A.Replacement):
                raise self.fail(f"{path}.ability", f"ability {number} of {by!r} is not a replacement ('If ... would ..., ... instead')")
            out.append((by, number, card))
        return tuple(out)


def _check_attacks(reader: _Reader, pos: Mapping[str, Any], sides: Mapping[str, SideSetup]) -> None:
    """Attacks made this turn are declared in its Battle Phase (L-BAT-1), never in the game's first turn (L-TRN-4)."""
    early = pos["phase"] in ("draw", "boost")
    if not (early or pos["turn"] == 1):
        return
    for player, side in sides.items():
        for zone, placed in sorted(side.creatures.items()):
            if placed.attacks:
                why = (f"no attack is declared before the Battle Phase (L-BAT-1), and this is the {pos['phase']} phase"
                       if early else "no attack is declared in the game's first turn (L-TRN-4)")
                raise reader.fail(f"setup.position.players.{player}.creatures.{zone}.attacks", f"{placed.attacks} attacks made this turn: {why}")


def read_game_setup(setup: Mapping[str, Any], source: str) -> GameSetup:
    """The setup of a position, start or match scenario, checked beyond the schema."""
    reader = _Reader(setup, source)
    reader.read_cards()
    dice = tuple(setup.get("dice", ()))
    if "position" in setup:
        pos = setup["position"]
        sides = {p: reader.side(p, pos["players"][p], f"setup.position.players.{p}", pos["turn"]) for p in PLAYER_NAMES}
        reader.check_used(sides)
        _check_attacks(reader, pos, sides)
        lasting = reader.lasting(pos, sides) if "lasting" in pos else ()
        replaced = reader.replaced(pos["replaced"]) if "replaced" in pos else ()
        left = reader.gone_this_turn(pos, sides)
        destroyed = reader.destroyed_this_turn(pos)
        return GameSetup(
            "position", reader.cards, reader.keys, reader.defined, dice, pos["turn"], pos["player"], pos["phase"], sides,
            lasting=lasting, replaced=replaced, left_strength=left, destroyed_how=destroyed,
        )
    kind: Literal["start", "match"] = "start" if "start" in setup else "match"
    body = setup[kind]
    decks = {p: reader.place_all(p, body["decks"][p], f"setup.{kind}.decks.{p}") for p in PLAYER_NAMES}
    spare = {p: reader.place_all(p, body.get("side", {}).get(p, []), f"setup.{kind}.side.{p}") for p in PLAYER_NAMES}
    return GameSetup(kind, reader.cards, reader.keys, reader.defined, dice, decks=decks, side_decks=spare)


def position_setup(state: Mapping[str, Any], cards: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The ``setup`` of a position scenario that stands where ``state`` (a referee view) stands.

    ``cards`` are the definitions its instance IDs name (a scenario's ``setup.cards``). The state
    must be at the turn player's main moment with nothing waiting, as a position begins; any other
    raises `ValueError`.
    """
    decision = state.get("decision") or {}
    if state.get("chain") or state.get("attack") or decision.get("moment") != "main" or decision.get("player") != state["player"]:
        raise ValueError("a position begins at the turn player's main moment with nothing waiting")

    def own(player: str, ident: str) -> str:
        owner, _, entry = ident.partition("/")
        return entry if owner == player else ident

    def on_field(player: str, ident: str) -> str:
        owner, _, entry = ident.partition("/")
        return entry if owner == player else ident

    def used_entry(player: str, use: Mapping[str, Any]) -> dict[str, Any]:
        """A use is counted for a card (its instance ID), or under opt_scope=name for its name (LR-26)."""
        counted = use["card"]
        if "/" in counted:
            return {"card": on_field(player, counted), "ability": use["ability"]}
        return {"name": counted, "ability": use["ability"]}

    players: dict[str, Any] = {}
    for player, side in state["players"].items():
        creatures: dict[str, Any] = {}
        for zone, slot in side["creatures"].items():
            if slot is None:
                continue
            placed: dict[str, Any] = {"card": on_field(player, slot["card"])}
            if slot["attachment"] is not None:
                placed["attachment"] = on_field(player, slot["attachment"])
                if slot.get("attachment_controller", player) != player:
                    placed["attachment_controller"] = slot["attachment_controller"]
            if slot["stacked"]:
                placed["stacked"] = [on_field(player, c) for c in slot["stacked"]]
            if slot["beneath"] is not None:
                placed["beneath"] = on_field(player, slot["beneath"])
            if slot["attacks"]:
                placed["attacks"] = slot["attacks"]
            if slot.get("played_this_turn"):
                placed["played_this_turn"] = True
            if slot.get("played_turns_ago") is not None:
                placed["played_turns_ago"] = slot["played_turns_ago"]
            if slot.get("extra_attacks"):
                placed["extra_attacks"] = slot["extra_attacks"]
            creatures[zone] = placed
        players[player] = {
            "life": side["life"], "land": None if side["land"] is None else own(player, side["land"]),
            "hand": [own(player, c) for c in side["hand"]], "deck": [own(player, c) for c in side["deck"]],
            "ruins": [own(player, c) for c in side["ruins"]], "creatures": creatures,
            "continuous": [own(player, c) for c in side["continuous"]],
            "played_this_turn": [on_field(player, c) for c in side["played_this_turn"]],
            "used": [used_entry(player, u) for u in side["used"]],
        }
        if side.get("destroyed_by_battle_this_turn"):
            players[player]["destroyed_by_battle_this_turn"] = [own(player, c) for c in side["destroyed_by_battle_this_turn"]]
        if side.get("destroyed_a_creature_this_turn"):
            players[player]["destroyed_a_creature_this_turn"] = [own(player, c) for c in side["destroyed_a_creature_this_turn"]]
        if side.get("destroyed_any_way_this_turn"):
            players[player]["destroyed_any_way_this_turn"] = [own(player, c) for c in side["destroyed_any_way_this_turn"]]
    position: dict[str, Any] = {"turn": state["turn"], "player": state["player"], "phase": state["phase"], "players": players}
    if state.get("lasting"):
        position["lasting"] = [dict(c) for c in state["lasting"]]
    if state.get("replaced"):
        position["replaced"] = [dict(r) for r in state["replaced"]]
    if state.get("left_strength"):
        position["left_strength"] = dict(state["left_strength"])
    if state.get("destroyed_this_turn"):
        position["destroyed_this_turn"] = dict(state["destroyed_this_turn"])
    return {"cards": dict(cards), "position": position}
