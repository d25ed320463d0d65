"""Landfight at the terminal: the field as text, legal actions and events in words.

Everything here reads the engine's public view and events; nothing decides a rule. The
words name cards by their printed names and keep the rule IDs each event cites, so a
game's transcript is the trace a rules lawyer reads.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..landfight import PLAYERS, Game, view

Action = Mapping[str, Any]
Event = Mapping[str, Any]

PHASES = {"draw": "Draw Phase", "boost": "Boost Phase", "battle": "Battle Phase", "end": "End Phase"}
MOMENTS = {
    "main": "may act, or pass to go on",
    "closing": "may answer before the phase ends",
    "aftermath": "may answer the destruction just made",
    "response": "may respond to what is on the chain",
    "battle": "may act before the battle is fought",
    "choice": "must choose",
    "swap": "may swap cards with the side deck between games",
}


def card_name(game: Game, cid: Any) -> str:
    card = game.cards.get(cid) if isinstance(cid, str) else None
    if card is None:
        return str(cid)
    return card.name


def card_line(game: Game, cid: str) -> str:
    """One card in a line: name, kind and badge, type and Strength where it has them."""
    card = game.cards[cid]
    kind = card.kind.value + (f" ({card.badge})" if card.badge else "")
    body = f"{card.name} — {kind}"
    if card.type_line is not None:
        body += f", {card.type_line}, Strength {card.strength}"
    return body


def ability_text(game: Game, cid: str, number: int | None) -> str:
    if number is None:
        return ""
    lines = [line for line in game.cards[cid].text.splitlines() if line.strip()]
    return lines[number - 1] if 0 < number <= len(lines) else f"ability {number}"


def cite(rules: Sequence[str]) -> str:
    return f"[{' '.join(rules)}]" if rules else ""


# -- the field -----------------------------------------------------------------------------------------


def _creature(game: Game, zone: str, slot: Mapping[str, Any] | None) -> str:
    if slot is None:
        return f"  {zone}: —"
    text = f"  {zone}: {card_name(game, slot['card'])} {slot['strength']}"
    extras = []
    if slot.get("attachment"):
        extras.append(f"with {card_name(game, slot['attachment'])}")
    stacked = slot.get("stacked")
    count = stacked if isinstance(stacked, int) else len(stacked or [])
    if count:
        extras.append(f"{count} stacked")
    if slot.get("beneath"):
        extras.append(f"over {card_name(game, slot['beneath'])}")
    return text + (f" ({', '.join(extras)})" if extras else "")


def draw_field(game: Game, viewer: int | None) -> str:
    """Both sides as ``viewer`` sees them (the referee's view for None), the opponent on top."""
    seen = view(game, viewer)
    if seen["turn"] == 0:
        return "Before the first turn: no card is on the field yet."
    order = (1 - viewer, viewer) if viewer is not None else (1, 0)
    lines = [f"Turn {seen['turn']} · {seen['player']}'s {PHASES.get(seen['phase'], seen['phase'])}"]
    for p in order:
        name = PLAYERS[p]
        side = seen["players"][name]
        hand = side["hand"]
        held = hand if isinstance(hand, int) else len(hand)
        deck = side["deck"] if isinstance(side["deck"], int) else len(side["deck"])
        you = " (you)" if viewer == p else ""
        land = card_name(game, side["land"]) if side["land"] else "no Land"
        lines.append(f"{name}{you}: Land Life {side['life']} · {land} · hand {held} · deck {deck} · "
                     f"Ruins {len(side['ruins'])}")
        lines.extend(_creature(game, zone, slot) for zone, slot in side["creatures"].items() if slot is not None)
        if all(slot is None for slot in side["creatures"].values()):
            lines.append("  no creatures")
        if side["continuous"]:
            lines.append("  Continuous: " + ", ".join(card_name(game, c) for c in side["continuous"]))
    if seen["chain"]:
        lines.append("Chain (last resolves first): " + "; ".join(
            f"{item['player']}'s {card_name(game, item['card'])}"
            + (f" ability {item['ability']}" if item["ability"] else "") for item in seen["chain"]))
    if viewer is not None:
        hand = seen["players"][PLAYERS[viewer]]["hand"]
        lines.append("Your hand:" + ("".join(f"\n  {card_line(game, c)}" for c in hand) if hand else " empty"))
    return "\n".join(lines)


# -- actions -------------------------------------------------------------------------------------------


def _option(game: Game, value: Any) -> str:
    if value == "life":
        return "pay Land Life"
    if value == "none":
        return "pay nothing"
    if value == "land":
        return "the opponent's Land Life"
    if value in PLAYERS:
        return f"{value} goes first" if game.decision and game.decision.get("choice", {}).get("for") == "first" else value
    if isinstance(value, str) and value in game.cards:
        return card_name(game, value)
    return str(value)


def describe_action(game: Game, action: Action) -> str:
    """An action in words, as the player deciding reads it; any mapping reads (a replay's may be malformed)."""
    kind = action.get("action")
    decision = game.decision or {}
    moment = decision.get("moment")
    card = action.get("card")
    if kind == "pass":
        if moment == "choice":
            return "done choosing"
        if moment == "main":
            return f"pass: end the {PHASES.get(game.phase, game.phase)}"
        if moment == "swap":
            return "keep this deck"
        return "pass"
    if kind == "play" and isinstance(card, str) and card in game.cards:
        return f"play {card_line(game, card)}"
    if kind == "activate" and isinstance(card, str) and card in game.cards:
        number = action.get("ability")
        return f"activate {card_name(game, card)}: {ability_text(game, card, number if isinstance(number, int) else None)}"
    if kind == "attack":
        return f"attack with {card_name(game, action.get('attacker'))} → {_option(game, action.get('target'))}"
    if kind == "choose" and "choice" in action:
        choice = decision.get("choice") or {}
        what = _option(game, action["choice"])
        if choice.get("for") == "cost" and isinstance(action["choice"], str) and action["choice"] in game.cards:
            return f"pay with {what}"
        return f"choose {what}"
    if kind == "swap":
        return f"swap {action.get('out')} out for {action.get('in')}"
    return json.dumps(dict(action), ensure_ascii=False, default=str)


def decision_line(game: Game) -> str:
    decision = game.decision
    if decision is None:
        return "the game is over"
    who = PLAYERS[decision["player"]]
    text = f"{who} {MOMENTS.get(decision['moment'], 'decides')}"
    choice = decision.get("choice")
    if decision["moment"] == "choice" and choice:
        about = f" for {card_name(game, choice['card'])}" if choice.get("card") else ""
        count = choice["min"] if choice["min"] == choice["max"] else f"{choice['min']} to {choice['max']}"
        text += f" {choice['for']}{about} ({count}; {len(choice['picked'])} chosen)"
    return text


# -- events --------------------------------------------------------------------------------------------


def _names(game: Game, cards: Sequence[str], viewer: int | None, owner: str | None) -> str:
    if viewer is not None and owner is not None and owner != PLAYERS[viewer]:
        return f"{len(cards)} card" + ("s" if len(cards) != 1 else "")
    return ", ".join(card_name(game, c) for c in cards) or "nothing"


def event_sentence(game: Game, event: Event, viewer: int | None = None) -> str | None:
    """One event in words with its rules; None for bookkeeping a reader does not need (phase steps)."""
    e = dict(event)
    rules = cite(e.get("rules", []))

    def n(key: str) -> str:
        return card_name(game, e.get(key))

    match e["type"]:
        case "game":
            text = f"Game {e['number']} begins."
        case "roll":
            text = f"{e['player']} rolls {e['value']}."
        case "first":
            text = f"{e['player']} chooses: {e['first']} goes first."
        case "land":
            text = f"{e['player']} puts {n('card')} on the field with {e['life']} Land Life."
        case "shuffle":
            text = f"{e['player']} shuffles their deck."
        case "draw":
            cards = e.get("cards", [])
            text = f"{e['player']} draws {_names(game, cards, viewer, e['player'])}." if cards else f"{e['player']} draws nothing."
        case "turn":
            text = f"— Turn {e['number']}: {e['player']} —"
        case "phase":
            return None
        case "end_turn":
            return None
        case "play":
            text = f"{e['player']} plays {n('card')}."
        case "activate":
            text = f"{e['player']} activates {n('card')}: {ability_text(game, e['card'], e.get('ability'))}"
        case "resolve":
            text = f"{n('card')} resolves."
        case "negate":
            text = f"{n('card')} is negated by {n('by')}."
        case "life":
            change = e["change"]
            verb = "gains" if change > 0 else "loses"
            text = f"{e['player']} {verb} {abs(change)} Land Life ({e['cause']}), now {e['life']}."
        case "summon":
            text = f"{e['player']} summons {n('card')} to Creature Zone {e['zone']}."
        case "place":
            text = f"{e['player']} places {n('card')} on the field."
        case "mutate":
            text = f"{e['player']} mutates {n('host')} into {n('card')}."
        case "attach":
            text = f"{n('card')} is attached to {n('to')}."
        case "stack":
            text = f"{e['player']} stacks {len(e.get('cards', []))} card(s) under {n('card')} from the {e.get('from')}."
        case "attack":
            target = "Land Life directly" if e["target"] == "land" else n("target")
            text = f"{e['player']} attacks {target} with {n('attacker')}."
        case "attack_ends":
            text = f"The attack of {n('attacker')} ends."
        case "battle":
            text = (f"Battle: {n('attacker')} ({e['attacker_strength']}) against {n('defender')} "
                    f"({e['defender_strength']}): {e['comparison']}.")
        case "destroy":
            text = f"{n('card')} is destroyed ({e['cause']})."
        case "sacrifice":
            text = f"{e['player']} sacrifices {n('card')} ({e['for']})."
        case "to_ruins":
            text = f"{n('card')} goes to the Ruins ({e['cause']})."
        case "return":
            text = f"{n('card')} returns to {e['to']}'s hand."
        case "aside":
            text = f"{n('card')} is set aside while its player decides where it goes."
        case "discard":
            text = f"{e['player']} discards {n('card')}."
        case "search":
            text = f"{e['player']} searches their deck and takes {_names(game, e.get('cards', []), viewer, e['player'])}."
        case "strength":
            until = f" until {e['until']}" if e.get("until") else ""
            text = f"{n('card')} gets {e['change']:+d} Strength{until}, now {e['strength']}."
        case "grant":
            text = f"{n('card')} gains {e['grant']}."
        case "prohibit":
            text = f"{e['subject']} cannot {e['act']}."
        case "trigger":
            text = f"{n('card')} triggers: {ability_text(game, e['card'], e.get('ability'))}"
        case "swap":
            text = f"{e['player']} swaps {n('out')} out for {n('in')}."
        case "game_over":
            text = f"Game over: {e['winner'] or 'nobody'} wins ({e.get('reason')})."
        case "match_over":
            text = f"Match over: {e['winner']} wins the match."
        case _:
            fields = " ".join(f"{k}={v}" for k, v in e.items() if k not in ("type", "rules"))
            text = f"{e['type']} {fields}"
    return f"{text} {rules}".rstrip()


def sentences(game: Game, events: Sequence[Event], viewer: int | None = None) -> list[str]:
    return [s for s in (event_sentence(game, e, viewer) for e in events) if s is not None]
