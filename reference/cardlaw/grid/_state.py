"""Saving and restoring a game's full state as JSON, exactly (piece numbering included)."""

from __future__ import annotations

from typing import Any

from ..errors import CardlawError, DataError, SourceError
from ..rules import Compiled, compiled, load_ruleset, variants
from ..typeline import one_line, parse_typeline
from ._cards import Card
from ._events import PLAYERS
from ._game import Board, Game, Piece, Result, board_for, result_json
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


_FIELDS = (
    "format", "variant", "options", "pieces", "discards", "to_move", "normal_next", "pending_extra_turns",
    "in_extra_turn", "ply", "history", "result", "seen",
)
_PIECE_FIELDS = ("card", "owner", "square", "face_up")


def load_state(data: Any, *, source: str = "<state>") -> Game:
    """Restore a game saved by `dump_state`.

    Every field is checked, and so is the state as a whole (one piece per square, each
    piece on the board or in its owner's discard pile); any fault raises `DataError`
    naming the JSON path of the bad field.
    """
    return _StateReader(source).read(data)


class _StateReader:
    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, path: str, problem: str) -> DataError:
        return DataError(self.source, path, problem)

    def fields(self, data: Any, path: str, names: tuple[str, ...], what: str) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise self.fail(path, f"{what} must be an object")
        for key in data:
            if key not in names:
                raise self.fail(_join(path, str(key)), f"unknown field (known: {', '.join(names)})")
        for key in names:
            if key not in data:
                raise self.fail(_join(path, key), "missing")
        return data

    def player(self, value: Any, path: str) -> int:
        if not isinstance(value, str) or value not in PLAYERS:
            raise self.fail(path, f"must be {' or '.join(map(repr, PLAYERS))}, not {value!r}")
        return PLAYERS.index(value)

    def players(self, value: Any, path: str) -> list[int]:
        if not isinstance(value, list):
            raise self.fail(path, "must be a list of players")
        return [self.player(p, f"{path}[{i}]") for i, p in enumerate(value)]

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, f"must be true or false, not {value!r}")
        return value

    def whole(self, value: Any, path: str, *, low: int, high: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"must be a whole number, not {value!r}")
        if value < low or (high is not None and value > high):
            bounds = f"from {low} to {high}" if high is not None else f"{low} or more"
            raise self.fail(path, f"is {value} but must be {bounds}")
        return value

    def rules(self, data: dict[str, Any]) -> Compiled:
        variant = data["variant"]
        known = variants()
        if not isinstance(variant, str) or variant not in known:
            raise self.fail("variant", f"unknown game {variant!r} (known: {', '.join(known)})")
        options = data["options"]
        if not isinstance(options, dict):
            raise self.fail("options", "must be an object of option names to values")
        ruleset = load_ruleset(variant)
        for name, value in options.items():
            if isinstance(value, bool) or not isinstance(value, (str, int)):
                raise self.fail(f"options.{name}", "must be a string or a whole number")
            try:
                ruleset.resolve_options({name: value})
            except CardlawError as err:
                raise self.fail(f"options.{name}", err.message) from None
        return compiled(variant, options)

    def read(self, data: Any) -> Game:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise self.fail("format", f"expected {FORMAT!r}")
        data = self.fields(data, "", _FIELDS, "a game state")
        rules = self.rules(data)
        grid = rules.ruleset.grid
        board = board_for(grid.columns, grid.rows)
        pieces, placement, face_up = self.pieces(data["pieces"], rules, board)
        self.discards(data["discards"], pieces, placement)
        game = Game(rules, pieces, placement, self.player(data["to_move"], "to_move"))
        game.face_up[:] = face_up
        for p in (0, 1):
            game.discards[p].extend(int(x) for x in data["discards"][PLAYERS[p]])
        game.normal_next = self.player(data["normal_next"], "normal_next")
        game.pending[:] = self.players(data["pending_extra_turns"], "pending_extra_turns")
        game.in_extra = self.boolean(data["in_extra_turn"], "in_extra_turn")
        game.ply = self.whole(data["ply"], "ply", low=0)
        history = data["history"]
        if not isinstance(history, list):
            raise self.fail("history", "must be a list of moves such as \"b3 b4\"")
        for i, text in enumerate(history):
            if not isinstance(text, str):
                raise self.fail(f"history[{i}]", "must be a move such as \"b3 b4\"")
            try:
                game.history.append(game.parse_move(text))
            except CardlawError as err:
                raise self.fail(f"history[{i}]", err.message) from None
        game.result = self.result(data["result"])
        game.seen = self.seen(data["seen"], len(board.names), len(pieces))
        return game

    def pieces(self, value: Any, rules: Compiled, board: Board) -> tuple[list[Piece], list[int | None], list[bool]]:
        if not isinstance(value, list):
            raise self.fail("pieces", "must be a list of pieces")
        pieces: list[Piece] = []
        placement: list[int | None] = []
        face_up: list[bool] = []
        holder: dict[int, int] = {}  # square -> the piece on it
        for i, entry in enumerate(value):
            path = f"pieces[{i}]"
            entry = self.fields(entry, path, _PIECE_FIELDS, "a piece")
            owner = self.player(entry["owner"], f"{path}.owner")
            card = Card.from_json(entry["card"], source=self.source, path=f"{path}.card")
            try:
                parse_typeline(card.type_line, source=f"type line of {card.name!r}")
            except SourceError as err:
                raise self.fail(f"{path}.card.type", one_line(err)) from None
            name = entry["square"]
            sq: int | None = None
            if name is not None:
                if not isinstance(name, str) or name not in board.index:
                    raise self.fail(
                        f"{path}.square",
                        f"{name!r} is not a square of the {rules.ruleset.name} board: "
                        f"squares run from a1 to {board.names[-1]} (null for a discarded piece)",
                    )
                sq = board.index[name]
                if sq in holder:
                    raise self.fail(f"{path}.square", f"{name} already holds pieces[{holder[sq]}]: one piece per square")
                holder[sq] = i
            face_up.append(self.boolean(entry["face_up"], f"{path}.face_up"))
            try:
                pieces.append(make_piece(rules, card, owner, f" at {name}" if name else ""))
            except CardlawError as err:
                raise self.fail(f"{path}.card", err.message) from None
            placement.append(sq)
        return pieces, placement, face_up

    def discards(self, value: Any, pieces: list[Piece], placement: list[int | None]) -> None:
        value = self.fields(value, "discards", PLAYERS, "the discard piles")
        pile_of: dict[int, str] = {}
        for p, player in enumerate(PLAYERS):
            pile = value[player]
            if not isinstance(pile, list):
                raise self.fail(f"discards.{player}", "must be a list of piece numbers (indices into pieces)")
            for k, index in enumerate(pile):
                path = f"discards.{player}[{k}]"
                if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(pieces):
                    raise self.fail(path, f"{index!r} is not a piece number: there are {len(pieces)} pieces, from 0")
                if placement[index] is not None:
                    raise self.fail(path, f"pieces[{index}] is on the board, so it cannot be in a discard pile")
                if index in pile_of:
                    raise self.fail(path, f"pieces[{index}] is already in {pile_of[index]}'s discard pile")
                if pieces[index].owner != p:
                    owner = PLAYERS[pieces[index].owner]
                    raise self.fail(path, f"pieces[{index}] belongs to {owner}: a card goes to its owner's discard pile")
                pile_of[index] = player
        for i, sq in enumerate(placement):
            if sq is None and i not in pile_of:
                raise self.fail(f"pieces[{i}].square", "is null but the piece is in no discard pile: "
                                "a piece is on the board or in its owner's discard pile")

    def result(self, value: Any) -> Result | None:
        if value is None:
            return None
        value = self.fields(value, "result", ("winner", "reason", "rules"), "the result")
        winner = None if value["winner"] is None else self.player(value["winner"], "result.winner")
        if not isinstance(value["reason"], str):
            raise self.fail("result.reason", "must be a string")
        rules = value["rules"]
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            raise self.fail("result.rules", "must be a list of rule IDs")
        return Result(winner, value["reason"], tuple(rules))

    def seen(self, value: Any, squares: int, pieces: int) -> dict[tuple[Any, ...], int]:
        """The positions counted for the repetition rule: [board, face up, to move, normal next, pending, count]."""
        if not isinstance(value, list):
            raise self.fail("seen", "must be a list of counted positions")
        seen: dict[tuple[Any, ...], int] = {}
        for i, item in enumerate(value):
            path = f"seen[{i}]"
            if not isinstance(item, list) or len(item) != 6:
                raise self.fail(path, "must be [board, face_up, to_move, normal_next, pending, count]")
            at, up, to_move, normal_next, pending, count = item
            if not isinstance(at, list) or len(at) != squares:
                raise self.fail(f"{path}[0]", f"must list the piece on each of the {squares} squares (-1 when empty)")
            for k, pid in enumerate(at):
                self.whole(pid, f"{path}[0][{k}]", low=-1, high=pieces - 1)
            if not isinstance(up, list) or len(up) != pieces:
                raise self.fail(f"{path}[1]", f"must hold true or false for each of the {pieces} pieces")
            for k, flag in enumerate(up):
                self.boolean(flag, f"{path}[1][{k}]")
            self.whole(to_move, f"{path}[2]", low=0, high=1)
            self.whole(normal_next, f"{path}[3]", low=0, high=1)
            if not isinstance(pending, list):
                raise self.fail(f"{path}[4]", "must be a list of players (0 south, 1 north)")
            for k, p in enumerate(pending):
                self.whole(p, f"{path}[4][{k}]", low=0, high=1)
            seen[(tuple(at), tuple(up), to_move, normal_next, tuple(pending))] = self.whole(count, f"{path}[5]", low=1)
        return seen


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key
