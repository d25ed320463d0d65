"""Running one scenario on cardlaw's own engine and producing the protocol result."""

from __future__ import annotations

import re
from typing import Any

from ..errors import CardlawError
from ..grid import PLAYERS, Card, Game, IllegalMove, deal, start, view
from ..grid._setup import Seen
from ._load import LANDFIGHT, grid_card, grid_games, option_refusal

_RULE_ID = re.compile(r"\b(?:[A-Z]+-)+[0-9]+\b")

# Rules our adapter names where the engine's own API has no refusal of its own.
R_TURN = "G-TRN-1"  # a move by the player whose turn it is not (G-MOV-6)


def empty_result() -> dict[str, Any]:
    return {"events": [], "state": None, "error": None, "deal": None, "deck": None, "setup_events": []}


def _first_rule(message: str) -> str | None:
    match = _RULE_ID.search(message)
    return match.group(0) if match else None


def _player(name: str) -> int:
    return PLAYERS.index(name)


def _deal_record(record: Any) -> dict[str, Any]:
    return {
        "seed": record.seed,
        "first": PLAYERS[record.first],
        "lands": {PLAYERS[p]: _lands_json(record.lands_of(p)) for p in (0, 1)},
        "removed": [{"card": card.to_json(), "rule": rule} for card, rule in record.removed],
        "removed_count": len(record.removed),
        "hand_sizes": {PLAYERS[p]: len(record.hands[p]) for p in (0, 1)},
        "set_aside_count": len(record.set_aside),
    }


def _lands_json(lands: tuple[Card, ...]) -> Any:
    """A player's land as a card; a list of cards for a variant that hands out several (G-SET-2)."""
    if len(lands) == 1:
        return lands[0].to_json()
    return [land.to_json() for land in lands]


def _cards(entries: list[Any], path: str) -> list[Card]:
    return [grid_card(c, "scenario", f"{path}[{i}]") for i, c in enumerate(entries)]


def _setup_grid(scenario: dict[str, Any], result: dict[str, Any]) -> Game:
    variant = scenario["game"]
    options = scenario.get("options") or {}
    setup = scenario["setup"]
    if "deal" in setup:
        given = setup["deal"]
        opened = _cards(given["pool"], "setup.deal.pool") if "pool" in given else None
        extra = [
            _cards(pack, f"setup.deal.extra_packs[{i}]") for i, pack in enumerate(given.get("extra_packs", []))
        ]
        game, record = deal(variant, int(given["seed"]), options=options, opened=opened, extra_packs=extra)
        result["deal"] = _deal_record(record)
        return game
    position: dict[str, tuple[int, Card, bool]] = {}
    for square, entry in setup["board"].items():
        card = grid_card(entry["card"], "scenario", f"setup.board.{square}.card")
        position[square] = (_player(entry["owner"]), card, bool(entry.get("face_up", False)))
    to_move = _player(setup["to_move"])
    discards = setup.get("discards", {})
    return start(
        variant,
        position,
        options=options,
        to_move=to_move,
        pending=[_player(p) for p in setup.get("pending_extra_turns", [])],
        in_extra=bool(setup.get("in_extra_turn", False)),
        next_ordinary=_player(setup.get("next_ordinary_turn", PLAYERS[1 - to_move])),
        ply=int(setup.get("ply", 0)),
        discarded=[
            (p, grid_card(c, "scenario", f"setup.discards.{PLAYERS[p]}[{i}]"))
            for p in (0, 1) for i, c in enumerate(discards.get(PLAYERS[p], []))
        ],
        seen=[
            Seen(
                board=dict(entry["board"]),
                face_up=frozenset(entry.get("face_up", [])),
                to_move=_player(entry["to_move"]),
                next_ordinary=_player(entry["next_ordinary_turn"]),
                pending=tuple(_player(p) for p in entry.get("pending_extra_turns", [])),
                times=int(entry["times"]),
            )
            for entry in setup.get("seen_positions", [])
        ],
    )


def _play(game: Game, action: dict[str, Any]) -> list[dict[str, Any]]:
    text = action["move"]
    if not game.over and "player" in action and action["player"] != PLAYERS[game.to_move]:
        raise IllegalMove(f"it is {PLAYERS[game.to_move]}'s turn, not {action['player']}'s", R_TURN)
    move = game.parse_move(text)
    return [event.to_json() for event in game.apply(move)]


_LANDFIGHT: list[Any] = []


def _landfight() -> Any:
    """The Landfight package, imported on the first Landfight case (a grid-only run never needs it).

    Kept here: an import statement run for every case cost the import system's work each time.
    """
    if not _LANDFIGHT:
        from .. import landfight

        _LANDFIGHT.append(landfight)
    return _LANDFIGHT[0]


def _execute_landfight(scenario: dict[str, Any], result: dict[str, Any], read: Any = None) -> dict[str, Any]:
    lf = _landfight()
    LandfightIllegal, SetupRefused = lf.IllegalMove, lf.SetupRefused

    options = scenario.get("options") or {}
    try:
        setup = read if read is not None else lf.read_game_setup(scenario["setup"], "scenario")
        game = lf.game_from_setup(setup, options)
    except SetupRefused as exc:
        result["error"] = {"action": None, "setup": True, "rule": exc.rule, "message": exc.message}
        return result
    except CardlawError as exc:
        result["error"] = {"action": None, "setup": True, "rule": _first_rule(exc.message), "message": exc.message}
        return result
    result["setup_events"] = game.out
    for index, action in enumerate(scenario.get("actions", [])):
        try:
            events = game.apply(action)
        except LandfightIllegal as exc:
            result["error"] = {"action": index, "setup": False, "rule": exc.rule, "message": exc.message}
            break
        except CardlawError as exc:  # dice run out: the scenario asked more of chance than it gave
            result["error"] = {"action": index, "setup": False, "rule": None, "message": exc.message}
            break
        result["events"].append(events)
    result["state"] = lf.view(game, None)
    return result


def _badge_misfit(deck: dict[str, Any]) -> str | None:
    """A card whose badge does not fit its kind is refused before any deck rule is asked (L-CRD-2)."""
    from ..landfight.cards import badge_fits

    for key in ("cards", "side"):
        for entry in deck.get(key, []):
            card = entry["card"]
            if "badge" in card and not badge_fits(card["kind"], card["badge"]):
                return f"{card['name']!r} is a {card['kind']} card with badge {card['badge']!r}, which does not fit its kind (L-CRD-2)"
    return None


def _check_deck(deck: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    from types import SimpleNamespace

    from ..landfight.decks import check_entries

    def entries(key: str) -> list[tuple[Any, int]]:
        return [
            (SimpleNamespace(name=e["card"]["name"], kind=e["card"]["kind"], badge=e["card"].get("badge")), e["count"])
            for e in deck.get(key, [])
        ]

    problems = check_entries(entries("cards"), entries("side"), options)
    return {"legal": not problems, "problems": [{"rule": p.rule, "message": p.message} for p in problems]}


def execute(scenario: dict[str, Any], read_setup: Any = None) -> dict[str, Any]:
    """Run ``scenario`` on cardlaw's engine and return the protocol result (see conformance/PROTOCOL.md).

    Refusals are captured in the result's ``error``, never raised: a refused setup has
    ``setup: true``; a refused action stops the run, and the state is the one the
    refusal left (which must equal the state before it). ``read_setup`` is the Landfight
    game setup `check_input` already read from this scenario, if any.
    """
    result = empty_result()
    game_name = scenario.get("game")
    refused = option_refusal(str(game_name), scenario.get("options") or {})
    if refused is not None:  # an option set to a value its declaration does not allow: the rules refuse the setup
        _, rule, why = refused
        result["error"] = {"action": None, "setup": True, "rule": rule, "message": why}
        return result
    if game_name == LANDFIGHT:
        if "deck" in scenario["setup"]:
            misfit = _badge_misfit(scenario["setup"]["deck"])
            if misfit is not None:
                result["error"] = {"action": None, "setup": True, "rule": "L-CRD-2", "message": misfit}
                return result
            result["deck"] = _check_deck(scenario["setup"]["deck"], scenario.get("options"))
            return result
        return _execute_landfight(scenario, result, read_setup)
    if game_name not in grid_games():
        result["error"] = {
            "action": None, "setup": True, "rule": None,
            "message": f"this implementation does not play {game_name!r}",
        }
        return result
    try:
        game = _setup_grid(scenario, result)
    except CardlawError as exc:
        result["error"] = {"action": None, "setup": True, "rule": _first_rule(exc.message), "message": exc.message}
        return result
    for index, action in enumerate(scenario.get("actions", [])):
        try:
            events = _play(game, action)
        except IllegalMove as exc:
            result["error"] = {"action": index, "setup": False, "rule": exc.rule, "message": exc.message}
            break
        except CardlawError as exc:
            result["error"] = {"action": index, "setup": False, "rule": _first_rule(exc.message), "message": exc.message}
            break
        result["events"].append(events)
    result["state"] = view(game, None)
    return result
