"""Effects on the top of a deck, on stacks and from the Ruins to the field (L-TXT-44, L-TXT-45, L-TXT-52)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cardtext import ast as A
from ._model import PLAYERS, Slot

if TYPE_CHECKING:
    from ._game import Game

R_TOP, R_STACK_LATER = "L-TXT-44", "L-TXT-45"
R_BOTTOM = "L-TXT-71"
R_LOOK_THEIRS = "L-TXT-197"  # a look at the top of the opponent's deck
R_SPLIT = "L-TXT-111"
R_SPLIT_NONE = "L-TXT-155"
R_SHUFFLE_REST = "L-TXT-364"  # the cards not kept shuffled into the deck
R_STACK_TOP = "L-TXT-115"
R_STACK = "L-STK-2"
R_TO_FIELD = "L-TXT-52"
R_SUMMON_FROM, LR_SUMMON_FROM = "L-TXT-118", "LR-68"
R_SUMMON_NAMED, LR_SUMMON_TURN = "L-TXT-296", "LR-127"


def mill(g: Game, player: int, count: int) -> list[str]:
    """The top ``count`` cards of ``player``'s deck go to their Ruins (fewer if the deck has fewer)."""
    side = g.sides[player]
    moved, side.deck[:] = side.deck[:count], side.deck[count:]
    side.ruins.extend(moved)
    g.changed(False)
    g.emit("mill", [R_TOP], player=PLAYERS[player], cards=moved)
    return moved


def look(g: Game, player: int, top: Sequence[str], kept: Sequence[str], rest: A.LookRest, order: Sequence[str],
         looker: int) -> None:
    """The looked-at cards ``top`` of ``player``'s deck: ``kept`` go to the hand, the rest where ``rest`` says.

    ``order`` is the order (first on top) the player gave to the cards that go back on top. ``looker``: the
    player who looked and chose (``player`` itself, or their opponent under L-TXT-197).
    """
    side = g.sides[player]
    del side.deck[: len(top)]
    others = [c for c in top if c not in kept]
    side.hand.extend(kept)
    match rest:
        case A.LookRest.BACK | A.LookRest.TOP:
            side.deck[:0] = list(order)
        case A.LookRest.BOTTOM:
            side.deck.extend(others)
        case A.LookRest.BOTTOM_ORDER:
            side.deck.extend(order)
        case A.LookRest.RUINS:
            side.ruins.extend(others)
        case A.LookRest.ALL_BOTTOM:
            side.deck.extend(others)
        case A.LookRest.MAY_BOTTOM:  # ``order``: those the player chose to put on the bottom (L-TXT-71)
            side.deck[:0] = [c for c in others if c not in order]
            side.deck.extend(order)
        case A.LookRest.SHUFFLE:  # L-TXT-364: into the deck, shuffled below
            side.deck.extend(others)
    g.changed(False)
    where = {A.LookRest.BACK: "top", A.LookRest.TOP: "top", A.LookRest.BOTTOM: "bottom",
             A.LookRest.BOTTOM_ORDER: "bottom", A.LookRest.RUINS: "ruins", A.LookRest.ALL_BOTTOM: "bottom",
             A.LookRest.MAY_BOTTOM: "bottom" if order else "top", A.LookRest.SHUFFLE: "shuffled"}
    ordered = rest in (A.LookRest.BACK, A.LookRest.TOP, A.LookRest.BOTTOM_ORDER)
    rules = [R_TOP] if rest not in (A.LookRest.MAY_BOTTOM, A.LookRest.ALL_BOTTOM) else [R_TOP, R_BOTTOM]
    if rest is A.LookRest.SHUFFLE:
        rules.append(R_SHUFFLE_REST)
    g.emit("look", rules + _theirs(player, looker), player=PLAYERS[looker], deck=PLAYERS[player], cards=list(top), kept=list(kept),
           rest=where[rest], order=list(order) if ordered else others)
    if rest is A.LookRest.SHUFFLE:
        g.shuffle(player, [R_SHUFFLE_REST])


def _theirs(player: int, looker: int) -> list[str]:
    return [] if looker == player else [R_LOOK_THEIRS]


def look_more(g: Game, player: int, top: Sequence[str], kept: Sequence[str], high: Sequence[str],
              low: Sequence[str], rest: A.LookRest, none_kept: bool, looker: int) -> None:
    """The looked-at cards ``top`` of ``player``'s deck split three ways (L-TXT-111): ``kept`` to the hand,
    ``high`` back on top (first on top), ``low`` to the Ruins or the bottom of the deck (first highest).
    ``none_kept``: a look of L-TXT-155, which keeps none (some back on top, or any number to the Ruins)."""
    side = g.sides[player]
    del side.deck[: len(top)]
    side.hand.extend(kept)
    side.deck[:0] = list(high)
    ruins = rest in (A.LookRest.RUINS, A.LookRest.SPLIT_RUINS)
    (side.ruins if ruins else side.deck).extend(low)
    g.changed(False)
    rules = [R_TOP, R_SPLIT, R_SPLIT_NONE] if none_kept else [R_TOP, R_SPLIT]
    shuffled = rest is A.LookRest.SHUFFLE
    if shuffled:
        rules.append(R_SHUFFLE_REST)
    g.emit("look", rules + _theirs(player, looker), player=PLAYERS[looker], deck=PLAYERS[player], cards=list(top), kept=list(kept),
           rest="ruins" if ruins else "top" if rest is A.LookRest.TOP else "shuffled" if shuffled else "bottom",
           order=list(low), top=list(high))
    if shuffled:  # L-TXT-364
        g.shuffle(player, [R_SHUFFLE_REST])


def stack_later(g: Game, player: int, host: str, cards: Sequence[str], zone: A.Zone, top: bool = False,
                more: Sequence[str] = ()) -> None:
    """Cards of ``player``'s hand (or Ruins) go under creature ``host`` on the field (L-TXT-45); ``top``: the
    deck's top cards, after which the deck is not shuffled (L-TXT-115); ``more``: further rules the event cites."""
    found = g.slot_of(host)
    if found is None or not cards:
        return
    source = g.sides[player].hand if zone is A.Zone.HAND else g.sides[player].ruins if zone is A.Zone.RUINS else g.sides[player].deck
    for cid in cards:
        source.remove(cid)
        found[2].stacked.append(cid)
    g.changed()
    words = {A.Zone.HAND: "hand", A.Zone.RUINS: "ruins", A.Zone.DECK: "deck"}
    rules = [R_STACK, R_STACK_LATER, R_STACK_TOP] if top else [R_STACK, R_STACK_LATER]
    g.emit("stack", [*rules, *more], player=PLAYERS[player],
           card=host, cards=list(cards), **{"from": words[zone]})
    if zone is A.Zone.DECK and not top:
        g.shuffle(player, ["L-ZON-7"])


def stack_from_ruins(g: Game, player: int, host: str, cards: Sequence[str], rules: list[str]) -> None:
    """Cards of either player's Ruins go under creature ``host`` on the field, stacked by ``player`` (L-TXT-150):
    each still goes to its owner's Ruins when the creature leaves (L-STK-4)."""
    found = g.slot_of(host)
    if found is None or not cards:
        return
    for cid in cards:
        g.sides[g.owner[cid]].ruins.remove(cid)
        found[2].stacked.append(cid)
    g.changed()
    g.emit("stack", [R_STACK, *rules], player=PLAYERS[player], card=host, cards=list(cards), **{"from": "ruins"})


def unstack(g: Game, host: str, cards: Sequence[str], rules: list[str]) -> None:
    """Cards stacked under creature ``host`` go to their owners' Ruins, its stack otherwise kept (L-TXT-81).

    A stacked card is only a stacked card (L-STK-3) and not on the field: its going sets nothing off (LR-54).
    """
    found = g.slot_of(host)
    if found is None:
        return
    for cid in cards:
        found[2].stacked.remove(cid)
        g.sides[g.owner[cid]].ruins.append(cid)
        g.emit("to_ruins", rules, card=cid, owner=PLAYERS[g.owner[cid]], cause="unstacked")
    if cards:
        g.changed()


def shed_beneath(g: Game, host: str, rules: list[str]) -> None:
    """The card underneath Mutated Creature ``host`` goes to its owner's Ruins by ``host``'s own text, the creature
    staying (L-TXT-293, LR-125); it sets nothing off, as when it follows its creature (L-MUT-4)."""
    found = g.slot_of(host)
    if found is None or found[2].beneath is None:
        return
    cid = found[2].beneath
    found[2].beneath = None
    g.sides[g.owner[cid]].ruins.append(cid)
    g.emit("to_ruins", rules, card=cid, owner=PLAYERS[g.owner[cid]], cause="beneath")
    g.changed()


def large_limit_reached(g: Game, player: int, cid: str) -> bool:
    """Whether creature ``cid`` coming to ``player``'s side would be one Large creature too many (L-SUM-7).

    The field's limits hold however a creature comes to a side: moved from the Ruins (LR-46), taken
    (L-TXT-46), or arriving after a response brought another (LR-40).
    """
    limit = g.large_limit_of(player)
    if limit is None or g.infos[cid].size_key[0] != "L":
        return False
    return sum(1 for s in g.sides[player].creatures() if g.infos[s.card].size_key[0] == "L") >= limit


def to_field(g: Game, player: int, cards: Sequence[str]) -> list[str]:
    """Creatures of ``player``'s Ruins go, in order, to their first free Creature Zones (L-TXT-52, LR-46).

    Moved, not played: nothing is paid and nothing is stacked. One that finds no free zone, or
    would be a second Large creature where the field holds one, stays. Returns those that went.
    """
    side = g.sides[player]
    went: list[str] = []
    for cid in cards:
        free = next((z for z, s in enumerate(side.zones) if s is None), None)
        if free is None or large_limit_reached(g, player, cid):
            continue
        side.ruins.remove(cid)
        side.zones[free] = Slot(cid)
        g.changed()
        g.emit("to_field", ["L-TXT-10", R_TO_FIELD], card=cid, player=PLAYERS[player], zone=free + 1, **{"from": "ruins"})
        if g.options["ruins_return"] == "summoned":  # LR-46's other reading: summoned as it arrives
            g.self_triggers(cid, A.SelfEvent.SUMMONED, g.where(cid))
            g.notice_summoned(cid)
        went.append(cid)
    return went


def summon_from(g: Game, player: int, cards: Sequence[str], zone: A.Zone,
                rules: Sequence[str] = ("L-TXT-10", R_SUMMON_FROM, LR_SUMMON_FROM)) -> None:
    """Creatures of ``player``'s hand or Ruins summoned by an effect, in order, with no price (L-TXT-118, LR-68).

    Each goes to the first free Creature Zone, as a summoned creature: its summon triggers occur and
    "summoned this turn" names it; it was not played. One that finds no free zone, or would be a second
    Large creature, stays where it was.
    """
    side = g.sides[player]
    source = side.hand if zone is A.Zone.HAND else side.ruins
    for cid in cards:
        free = next((z for z, s in enumerate(side.zones) if s is None), None)
        if free is None or large_limit_reached(g, player, cid) or A.Act.BE_SUMMONED in g.statics().card_bans.get(cid, ()):
            continue  # (L-TXT-317: a card an effect keeps from being summoned stays too)
        source.remove(cid)
        side.zones[free] = Slot(cid)
        g.played_turn[cid] = g.turn
        g.changed()
        g.emit("summon", rules, player=PLAYERS[player], card=cid, zone=free + 1)
        g.self_triggers(cid, A.SelfEvent.SUMMONED, g.where(cid))
        g.notice_summoned(cid)
