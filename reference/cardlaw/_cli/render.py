"""Plain-text sentences for engine events, and the board as a terminal grid.

Every sentence ends by citing the rules that produced it, e.g.
"The defender is discarded (G-OUT-1, G-BAT-2)."
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..grid import (
    PLAYERS,
    Advanced,
    Attacked,
    Battled,
    Discarded,
    Drawn,
    Event,
    ExtraTurn,
    Game,
    Moved,
    Revealed,
    TurnedFaceDown,
    Won,
)
from ..errors import CardlawError
from ..rulebook import load_rulebook


def cite(rules: Iterable[str]) -> str:
    return "(" + ", ".join(dict.fromkeys(rules)) + ")"


def title(rule_id: str) -> str:
    rule = load_rulebook().rules.get(rule_id)
    return rule.title if rule is not None else rule_id


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _and(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _strength(strength: int | None) -> str:
    return "" if strength is None else f" of strength {strength}"


class Narrator:
    """Turns the events of one move into sentences.

    ``battle_mode`` names the two cards "the attacker" and "the defender" and their
    players "the attacker's player" and "the defender's player" (for `cardlaw battle`);
    otherwise players are south and north and cards are named with their squares.
    """

    def __init__(self, *, battle_mode: bool = False) -> None:
        self.battle_mode = battle_mode

    def player(self, name: str) -> str:
        if self.battle_mode:
            return {"south": "the attacker's player", "north": "the defender's player"}.get(name, name)
        return name

    def sentences(self, events: Sequence[Event]) -> list[str]:
        out: list[str] = []
        revealed: dict[str, Revealed] = {}
        for event in events:
            out.append(self._one(event, revealed))
        return out

    def _one(self, event: Event, revealed: dict[str, Revealed]) -> str:
        b = self.battle_mode
        if isinstance(event, Moved):
            return f"{event.player.capitalize()} moves {event.from_} to {event.to} {cite(event.rules)}."
        if isinstance(event, Attacked):
            if b:
                return f"The attacker attacks the defender {cite(event.rules)}."
            return f"{event.player.capitalize()} attacks {event.to} from {event.from_} {cite(event.rules)}."
        if isinstance(event, Revealed):
            revealed[event.side] = event
            if b:
                who = f"The {event.side}"
            else:
                who = f"{event.owner.capitalize()}'s card on {event.square}, {event.card},"
            return (
                f"{who} is revealed: {event.type_line!r} is {_a(event.category)}{_strength(event.strength)} "
                f"{cite(event.rules)}."
            )
        if isinstance(event, Battled):
            return self._battle(event, revealed)
        if isinstance(event, Discarded):
            if b:
                side = "attacker" if event.owner == "south" else "defender"
                return f"The {side} is discarded {cite(event.rules)}."
            return f"{event.owner.capitalize()}'s {event.card} on {event.square} is discarded {cite(event.rules)}."
        if isinstance(event, Advanced):
            if b:
                return f"The attacker moves into the contested square {cite(event.rules)}."
            return f"The attacker moves from {event.from_} into {event.to} {cite(event.rules)}."
        if isinstance(event, TurnedFaceDown):
            where = "" if b else f" on {event.square}"
            return f"The surviving card{where} is turned face down again {cite(event.rules)}."
        if isinstance(event, ExtraTurn):
            return f"{self.player(event.player).capitalize()} takes an extra turn {cite(event.rules)}."
        if isinstance(event, Won):
            why = title(event.rules[0]) if event.rules else event.reason
            if b:
                return f"{self.player(event.player).capitalize()} wins the game: {why} {cite(event.rules)}."
            return f"{event.player.capitalize()} wins the game: {event.reason} {cite(event.rules)}."
        if isinstance(event, Drawn):
            return f"The game is drawn: {event.reason} {cite(event.rules)}."
        return f"{event.kind}: {event.to_json()}"  # an event kind this narrator does not know yet

    def _battle(self, event: Battled, revealed: dict[str, Revealed]) -> str:
        # Outcome rules and rulings are cited after the clauses, not read as clause titles.
        clauses = [r for r in event.rules if not r.startswith(("G-OUT-", "GR-"))]
        names = _and([title(r) for r in clauses]) or "The battle"
        parts: list[str] = []
        if event.comparison is not None:
            a = revealed.get("attacker")
            d = revealed.get("defender")
            if a is not None and d is not None and a.strength is not None and d.strength is not None:
                word = {"greater": "beats", "equal": "ties with", "less": "loses to"}[event.comparison]
                parts.append(f"the attacker's strength {a.strength} {word} the defender's {d.strength}")
        if event.survivor is not None:
            stays = " and stays face up" if "G-OUT-2" in event.rules else ""
            parts.append(f"the {event.survivor} survives{stays}")
        elif not any(r.startswith(("G-WIN", "G-CMB-3")) for r in event.rules):
            parts.append("neither card survives")
        else:
            parts.append("the battle decides the game")
        return f"{names}: {', so '.join(parts)} {cite(event.rules)}."


# -- the board ------------------------------------------------------------------


def short(category: str, strength: int | None) -> str:
    """A card's category and strength in a few letters: Cr3, Le6, Sp, Ar, La."""
    text = category[:2].title()
    return text if strength is None else f"{text}{strength}"


def draw_board(game: Game, viewer: int | None) -> str:
    """The grid with north at the top, as ``viewer`` may see it (None: every card shown).

    The viewer's own cards read like ``Cr3`` (``Cr3*`` once face up, so the opponent
    knows it too); the other side's hidden cards read ``??`` and its face-up ones ``(Cr3)``.
    """
    from ..grid import view

    seen = view(game, viewer)
    rules = game.rules
    cells: dict[str, str] = {}
    for entry in seen["board"]:
        card = entry.get("card")
        mine = viewer is not None and entry["owner"] == PLAYERS[viewer]
        if card is None:
            cells[entry["square"]] = "??"
            continue
        label = _card_label(rules, card)
        if viewer is None:
            label = (label if entry["owner"] == "south" else label.lower()) + ("*" if entry["face_up"] else "")
        elif mine:
            label += "*" if entry["face_up"] else ""
        else:
            label = f"({label})"
        cells[entry["square"]] = label
    columns, rows = game.board.columns, game.board.rows
    # Wide enough for the longest usual label, "(Cr12)", so that columns stay put as cards turn face up.
    width = max([8, *(len(c) + 2 for c in cells.values())])
    header = "    " + "".join(chr(97 + c).center(width) for c in range(columns))
    lines = [header]
    for r in range(rows - 1, -1, -1):
        row = "".join(cells.get(f"{chr(97 + c)}{r + 1}", ".").center(width) for c in range(columns))
        lines.append(f"{r + 1:>3} {row}")
    return "\n".join(lines)


def board_legend(rules: Any, *, stand_ins: bool) -> str:
    """What the board's codes mean, for a reader who sees the board for the first time."""
    codes = ", ".join(f"{c[:2].title()} {c}" for c in rules.categories)
    text = (f"Codes: {codes}; the number is the card's strength (toughness, or loyalty). South's cards are in "
            "capitals, north's in lower case; * marks a face-up card, . an empty square.")
    if stand_ins:
        text += (" The deal draws stand-in cards from generated packs, so the names read like 'LTR Creature 11' "
                 "(set code, type and number) rather than real card names.")
    return text


def _card_label(rules: Any, card: dict[str, Any]) -> str:
    from ..grid import Card, printed_value
    from ..typeline import parse_typeline

    try:
        category = rules.categorise(parse_typeline(card["type"]))
    except CardlawError:  # a card the rules cannot place still gets drawn
        category = None
    if category is None:
        return "?"
    strength = None
    if category in rules.needs_strength:
        c = Card.from_json(card)
        for measure in rules.measures:
            printed = c.toughness if measure == "toughness" else c.loyalty
            if printed is not None:
                strength = printed_value(printed)
                break
    return short(rules.categories[category], strength)


def describe_card(card: dict[str, Any]) -> str:
    extra = []
    if "toughness" in card:
        extra.append(f"toughness {card['toughness']}")
    if "loyalty" in card:
        extra.append(f"loyalty {card['loyalty']}")
    tail = f", {', '.join(extra)}" if extra else ""
    return f"{card['name']} ({card['type']}{tail})"
