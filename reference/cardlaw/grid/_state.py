"""Saving and restoring a game's full state as JSON, exactly (piece numbering included)."""

from __future__ import annotations

from typing import Any

from ..errors import CardlawError, DataError
from ..rules import compiled
from ._cards import Card
from ._events import PLAYERS
from ._game import Game, Result, result_json
from ._setup import make_piece

FORMAT = "cardlaw-grid-state/1"


def dump_state(game: Game) -> dict[str, Any]:
    """Everything needed to go on with the game exactly where it stands."""
    square_of = {pid: sq for sq, pid in enumerate(game.at) if pid != -1}
    names = game.board.names
    return {
        "format": FORMAT,
        "variant": game.rules.ruleset.name,
        "options": dict(game.rules.options),
        "pieces": [
            {
                "card": piece.card.to_json(),
                "owner": PLAYERS[piece.owner],
                "square": names[square_of[pid]] if pid in square_of else None,
                "face_up": game.face_up[pid],
            }
            for pid, piece in enumerate(game.pieces)
        ],
        "discards": {PLAYERS[p]: list(game.discards[p]) for p in (0, 1)},
        "to_move": PLAYERS[game.to_move],
        "normal_next": PLAYERS[game.normal_next],
        "pending_extra_turns": [PLAYERS[p] for p in game.pending],
        "in_extra_turn": game.in_extra,
        "ply": game.ply,
        "history": [game.move_text(m) for m in game.history],
        "result": result_json(game.result),
        "seen": [[list(at), list(fu), tm, nn, list(pd), n] for (at, fu, tm, nn, pd), n in game.seen.items()],
    }


def load_state(data: Any, *, source: str = "<state>") -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataError(source, "format", f"expected {FORMAT!r}")
    try:
        rules = compiled(data["variant"], data["options"])
        pieces = []
        placement: list[int | None] = []
        board_names = None
        for i, entry in enumerate(data["pieces"]):
            owner = PLAYERS.index(entry["owner"])
            card = Card.from_json(entry["card"], source=source, path=f"pieces[{i}].card")
            pieces.append(make_piece(rules, card, owner, entry["square"] or ""))
            placement.append(None)
        game = Game(rules, pieces, [None] * len(pieces), PLAYERS.index(data["to_move"]))
        board_names = game.board
        for i, entry in enumerate(data["pieces"]):
            if entry["square"] is not None:
                sq = board_names.square(entry["square"])
                game.at[sq] = i
                game.occ[sq] = pieces[i].owner
                game.squares_of[pieces[i].owner].append(sq)
            game.face_up[i] = bool(entry["face_up"])
        for name in PLAYERS:
            game.discards[PLAYERS.index(name)].extend(int(x) for x in data["discards"][name])
        game.normal_next = PLAYERS.index(data["normal_next"])
        game.pending[:] = [PLAYERS.index(p) for p in data["pending_extra_turns"]]
        game.in_extra = bool(data["in_extra_turn"])
        game.ply = int(data["ply"])
        game.history[:] = [game.parse_move(m) for m in data["history"]]
        r = data["result"]
        if r is not None:
            game.result = Result(None if r["winner"] is None else PLAYERS.index(r["winner"]), r["reason"], tuple(r["rules"]))
        game.seen = {(tuple(at), tuple(fu), tm, nn, tuple(pd)): n for at, fu, tm, nn, pd, n in data["seen"]}
    except CardlawError:
        raise
    except (KeyError, TypeError, ValueError, IndexError) as err:
        raise DataError(source, "", f"malformed state ({type(err).__name__}: {err})") from None
    return game
