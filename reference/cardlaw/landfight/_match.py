"""Between the games of a best-of-three match: swaps, and who goes first (L-MAT-1 to L-MAT-3, LR-25)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._legal import Refusal
from ._model import PLAYERS, Side

if TYPE_CHECKING:
    from ._game import Action, Game

R_MATCH, R_SWAP = "L-MAT-1", "L-MAT-2"


def game_finished(g: Game, result: dict[str, Any]) -> None:
    match = g.match
    assert match is not None
    match["games"].append(result)
    if result["winner"] is not None:
        match["wins"][result["winner"]] += 1
    need = g.rules.number("match games") // 2 + 1
    leader = next((p for p in PLAYERS if match["wins"][p] >= need), None)
    if leader is not None:
        g.emit("match_over", [R_MATCH], winner=leader)
        g.result = {"winner": leader, "reason": f"{leader} won {match['wins'][leader]} games", "rules": [R_MATCH]}
        return
    _gather(g)
    g.tasks.extend([("next_game",), ("swap", 1), ("swap", 0)])


def _gather(g: Game) -> None:
    """Every card goes back to its owner's deck or side deck before the swaps (L-MAT-1, L-MAT-2)."""
    g.sides = [Side(life=g.sides[p].life, deck=list(g.decks[p])) for p in (0, 1)]  # set anew by the next `land`
    g.lasting.clear()
    g.delayed.clear()
    g.left_strength.clear()
    g.left_how.clear()
    g.chain.clear()
    g.pending_entries.clear()
    g.resolving.clear()
    g.aside.clear()  # a card waiting for an answer (LR-95) goes back with the rest
    g.fresh_destroyed.clear()  # a destruction of the game that ended is answered in no later game (L-TXT-344)
    g.aftermath = None
    g.attack = None
    g.window = None
    g.changed()


def _keys(g: Game, ids: list[str]) -> list[str]:
    return list(dict.fromkeys(g.keys.get(cid, cid) for cid in ids))


def deck_problems(g: Game, player: int) -> list[Any]:
    from .decks import check_entries

    main = [(g.cards[cid], 1) for cid in g.decks[player]]
    side = [(g.cards[cid], 1) for cid in g.side_lists[player]]
    return check_entries(main, side, g.options)


def swap_actions(g: Game, player: int) -> list[Action]:
    actions: list[Action] = [
        {"action": "swap", "out": out, "in": into}
        for out in _keys(g, g.decks[player]) for into in _keys(g, g.side_lists[player]) if out != into
    ]
    if not deck_problems(g, player):
        actions.append({"action": "pass"})
    return actions


def swap_fault(g: Game, player: int, action: Action) -> Refusal:
    if action.get("action") == "pass":
        problems = deck_problems(g, player)
        first = problems[0]
        return Refusal(f"{PLAYERS[player]}'s deck would not be legal: {first.message}", first.rule)
    return Refusal(f"{PLAYERS[player]} cannot swap {action.get('out')!r} for {action.get('in')!r}: "
                   "the first must be in the deck and the second in the side deck", None)


def swap_moment(g: Game, player: int) -> None:
    g.changed(False)
    g.decision = {"player": player, "moment": "swap", "on_pass": []}
    if len(g.legal()) == 1 and g.legal()[0]["action"] == "pass":
        g.decision = None


def carry_out_swap(g: Game, player: int, action: Action) -> None:
    if action["action"] == "pass":
        return
    deck, side = g.decks[player], g.side_lists[player]
    out = next(cid for cid in reversed(deck) if g.keys.get(cid, cid) == action["out"])
    into = next(cid for cid in side if g.keys.get(cid, cid) == action["in"])
    deck.remove(out)
    side.append(out)
    side.remove(into)
    deck.append(into)
    g.sides[player].deck = list(deck)
    g.changed(False)
    g.emit("swap", [R_SWAP], player=PLAYERS[player], out=out, **{"in": into})
    g.tasks.append(("swap", player))


def next_game(g: Game) -> None:
    """Every card goes back; the next game starts from the decks (L-MAT-1) and its first player is chosen."""
    match = g.match
    assert match is not None
    match["game"] += 1
    _gather(g)  # the decks as the swaps left them
    g.turn = 0  # the game counts as over, unchecked, until its first turn begins
    g.changed()
    g.emit("game", ["L-SET-1", R_MATCH], number=match["game"])
    last = match["games"][-1]
    if g.options["next_first"] == "loser-chooses" and last["winner"] is not None:
        g.tasks.append(("loser_chooses", 1 - PLAYERS.index(last["winner"])))
    else:
        g.tasks.append(("roll_first",))
