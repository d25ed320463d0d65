"""Control taken by an effect, and given back (L-TXT-46, LR-43)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cardtext import ast as A
from ._model import PLAYERS, your_turn
from ._zones import large_limit_reached

if TYPE_CHECKING:
    from ._game import Game

R_CONTROL, LR_CONTROL = "L-TXT-46", "LR-43"


def take(g: Game, cid: str, taker: int, duration: A.Duration | None, src: str, path: tuple[int, ...]) -> None:
    """``taker`` takes control of creature ``cid``: it moves, with all it holds, to a free zone of theirs."""
    found = g.slot_of(cid)
    if found is None:
        return
    holder, zone, slot = found
    if holder == taker:
        return  # already theirs: nothing changes
    free = g.sides[taker].zones.index(None) if None in g.sides[taker].zones else None
    if free is None:
        g.emit("control_refused", [R_CONTROL, LR_CONTROL], card=cid, player=PLAYERS[taker], reason="no free Creature Zone")
        return
    if large_limit_reached(g, taker, cid):
        # The field's limits hold however a creature comes to a side (LR-46's reason): a second Large one stays.
        g.emit("control_refused", [R_CONTROL, g.rules.field_limits["L"][1]], card=cid, player=PLAYERS[taker],
               reason="a second Large creature")
        return
    g.sides[holder].zones[zone] = None
    g.sides[taker].zones[free] = slot
    until = "turn" if duration is None else g._until(duration, taker)
    stored = until if until == "permanently" else g.stored_end(until)
    # The path says which ability took it: a later change of that ability may end with this control (LR-107).
    g.lasting.append(["control", cid, holder, stored, taker, src, list(path)])
    g.changed()
    # L-TXT-374 names L-TXT-33's turn when it comes to the taker's next one; no other duration adds a rule here
    mine = your_turn(duration) + (["L-TXT-33"] if your_turn(duration) and until == "next-turn" else [])
    g.emit("control", [R_CONTROL, *mine], card=cid, player=PLAYERS[taker], until=until)


def give_back(g: Game, entry: list[Any]) -> None:
    """A change of control ends: the creature goes back to a free zone of the player it was taken from."""
    _, cid, holder, _, taker, _, _ = entry
    found = g.slot_of(cid)
    if found is None or found[0] != taker:
        return  # it has left the field, or moved again: nothing to give back
    _, zone, slot = found
    zones = g.sides[holder].zones
    g.sides[taker].zones[zone] = None
    if None in zones:
        zones[zones.index(None)] = slot
        g.changed()
        g.emit("control_ends", [R_CONTROL], card=cid, player=PLAYERS[holder])
        return
    # No room on its own side (LR-43): it goes to its owner's Ruins, as a card that cannot stay.
    g.sides[taker].zones[zone] = slot
    g.send_to_ruins([cid], "no-room", [R_CONTROL, LR_CONTROL])
