"""The grid engine: state, legal moves, and applying a move.

The hot path (``legal_moves`` and ``apply``) works on flat lists of ints and on
tables built once per board shape and per compiled rule set: no rule text is
interpreted and no event is built twice when it can be shared.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import field
from functools import cache
from typing import Any

from .._frozen import frozen
from ..errors import CardlawError
from ..rules import Compiled
from ._cards import Card
from ._events import (
    PLAYERS,
    Advanced,
    Attacked,
    Battled,
    Discarded,
    Drawn,
    Event,
    ExtraTurn,
    Moved,
    Revealed,
    TurnedFaceDown,
    Won,
)

# Rules the engine applies itself (their prose is in spec/grid/); the battle clauses
# come from the compiled rule set instead.
R_TURNS = "G-TRN-1"
R_OWN_CARD, R_STEP, R_NOT_OWN, R_SAFE, R_ATTACK, R_REFUSED = "G-MOV-1", "G-MOV-2", "G-MOV-3", "G-MOV-4", "G-MOV-5", "G-MOV-6"
R_REVEAL = "G-BAT-1"
R_DISCARD, R_FACE_UP, R_SQUARE, R_LONE = "G-OUT-1", "G-OUT-2", "G-OUT-3", "G-OUT-4"
R_EXTRA_NEXT, R_EXTRA_QUEUE, R_EXTRA_CHAIN = "G-XTR-1", "G-XTR-2", "G-XTR-3"
R_END, R_CAP, R_REPEAT = "G-END-1", "G-END-2", "G-END-3"
GR_ADVANCE, GR_FACE, GR_CAP, GR_REPEAT, GR_END_EFFECTS = "GR-3", "GR-4", "GR-14", "GR-15", "GR-19"
ENGINE_RULES = (
    R_TURNS, R_OWN_CARD, R_STEP, R_NOT_OWN, R_SAFE, R_ATTACK, R_REFUSED, R_REVEAL, R_DISCARD, R_FACE_UP,
    R_SQUARE, R_LONE, R_EXTRA_NEXT, R_EXTRA_QUEUE, R_EXTRA_CHAIN, R_END, R_CAP, R_REPEAT,
    GR_ADVANCE, GR_FACE, GR_CAP, GR_REPEAT, GR_END_EFFECTS,
)

Move = tuple[int, int]
_SQUARE = re.compile(r"^[a-z]\d{1,2}$")


class IllegalMove(CardlawError):
    """A refused move. The game is unchanged; ``rule`` is the rule the move breaks."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(f"illegal move: {message} ({rule})")
        self.rule = rule
        self.reason = message


@frozen
class Board:
    """Board geometry: square names and, per square, the moves that leave it."""

    columns: int
    rows: int
    names: tuple[str, ...]
    index: Mapping[str, int] = field(hash=False, compare=False)
    steps: tuple[tuple[tuple[Move, int], ...], ...]  # per square: ((move, destination), ...)

    def home(self, player: int, home_rows: int) -> range:
        """Squares of a player's home rows: south owns the lowest rows, north the highest."""
        if player == 0:
            return range(0, home_rows * self.columns)
        return range((self.rows - home_rows) * self.columns, self.rows * self.columns)

    def square(self, name: str) -> int:
        try:
            return self.index[name.strip().lower()]
        except KeyError:
            last = self.names[-1]
            raise CardlawError(f"{name!r} is not a square: squares run from a1 to {last}") from None


@cache
def board_for(columns: int, rows: int) -> Board:
    if columns > 26:
        raise CardlawError("a grid may have at most 26 columns")
    names = tuple(f"{chr(97 + c)}{r + 1}" for r in range(rows) for c in range(columns))
    steps = []
    for sq in range(columns * rows):
        r, c = divmod(sq, columns)
        out = []
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < columns:
                dst = nr * columns + nc
                out.append(((sq, dst), dst))
        steps.append(tuple(out))
    return Board(columns, rows, names, {n: i for i, n in enumerate(names)}, tuple(steps))


@frozen
class Piece:
    """A card on the grid as the engine sees it; fixed for the whole game."""

    card: Card
    owner: int
    category: int
    strength: int | None  # what its reveal shows outside a comparison (`strength_of`)
    # What it brings to each comparison of the rules, by `Compiled.measure_sets`.
    strengths: tuple[int | None, ...] = ()


@frozen
class Result:
    winner: int | None  # None for a draw
    reason: str
    rules: tuple[str, ...]


class Game:
    """One game of a grid variant. Create with `Game.start` or `cardlaw.grid.deal`."""

    __slots__ = (
        "rules", "board", "pieces", "at", "occ", "squares_of", "face_up", "discards", "to_move",
        "normal_next", "pending", "in_extra", "ply", "result", "seen", "history", "_move_events", "_cap", "_repeat",
    )

    def __init__(self, rules: Compiled, pieces: Sequence[Piece], placement: Sequence[int | None], first: int) -> None:
        self.rules = rules
        grid = rules.ruleset.grid
        self.board = board_for(grid.columns, grid.rows)
        self.pieces = tuple(pieces)
        self.at: list[int] = [-1] * len(self.board.names)  # square -> piece id, -1 when empty
        self.occ: list[int] = [-1] * len(self.board.names)  # square -> owner, -1 when empty
        self.squares_of: tuple[list[int], list[int]] = ([], [])
        for pid, sq in enumerate(placement):
            if sq is None:
                continue
            self.at[sq] = pid
            self.occ[sq] = self.pieces[pid].owner
            self.squares_of[self.pieces[pid].owner].append(sq)
        self.face_up: list[bool] = [False] * len(self.pieces)
        self.discards: tuple[list[int], list[int]] = ([], [])
        self.to_move = first
        self.normal_next = 1 - first
        self.pending: list[int] = []
        self.in_extra = False
        self.ply = 0
        self.result: Result | None = None
        cap = rules.options.get("ply_cap", "off")
        repeat = rules.options.get("repetition", "off")
        self._cap = cap if isinstance(cap, int) else None
        self._repeat = repeat if isinstance(repeat, int) else None
        self.seen: dict[tuple[Any, ...], int] = {}
        self.history: list[Move] = []
        self._move_events = _move_events(self.board)
        if self._repeat is not None:
            self.seen[self._position()] = 1  # the starting position is its own first occurrence (G-END-3)

    def without_draws(self) -> Game:
        """Switch off the ply cap and the repetition draw for this game (`rule_battle` asks this: a
        single battle is ruled by the battle rules alone, whatever draw options were chosen)."""
        self._cap = self._repeat = None
        self.seen.clear()
        return self

    def option_rules(self, name: str, fallback: str) -> tuple[str, ...]:
        """The ruling that declares option ``name`` in this variant, or ``fallback`` when none does
        (the engine then applies its own default, see spec/grid/language.md)."""
        declared = self.rules.ruleset.options.get(name)
        return (declared[1],) if declared is not None else (fallback,)

    # -- queries -----------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move, in a fixed order; empty once the game is over."""
        if self.result is not None:
            return []
        p = self.to_move
        occ = self.occ
        steps = self.board.steps
        return [mv for sq in self.squares_of[p] for mv, dst in steps[sq] if occ[dst] != p]

    @property
    def over(self) -> bool:
        return self.result is not None

    def parse_move(self, text: str) -> Move:
        """``"b3 b4"`` (or ``"b3-b4"``) to a move; squares must exist, legality is checked by `apply`.

        Faults are found in the order G-MOV-6 states: the game is over (G-END-1); the text is not
        two squares (no rule); a well-formed square lies off the board (G-MOV-2). `check` goes on
        from there.
        """
        if self.result is not None:
            raise IllegalMove("the game is over", R_END)
        parts = text.replace("-", " ").split()
        if len(parts) != 2:
            raise CardlawError(f"a move is two squares such as 'b3 b4', not {text!r}")
        for part in parts:
            if part.lower() not in self.board.index and not _SQUARE.match(part.lower()):
                self.board.square(part)  # not a square at all: a typo, refused with no rule
        for part in parts:
            # A well-formed square beyond the edge is a move off the board, not a typo.
            if part.lower() not in self.board.index:
                raise IllegalMove(f"{part} is off the board (squares run from a1 to {self.board.names[-1]})", R_STEP)
        return (self.board.square(parts[0]), self.board.square(parts[1]))

    def move_text(self, move: Move) -> str:
        return f"{self.board.names[move[0]]} {self.board.names[move[1]]}"

    # -- applying a move ---------------------------------------------------

    def check(self, move: Move) -> None:
        """Raise `IllegalMove` naming the broken rule; never changes the game."""
        if self.result is not None:
            raise IllegalMove("the game is over", R_END)
        src, dst = move
        n = len(self.at)
        if not (0 <= src < n and 0 <= dst < n):
            raise IllegalMove("that square is not on the board", R_STEP)
        if self.occ[src] != self.to_move:
            who = PLAYERS[self.to_move]
            if self.occ[src] == -1:
                raise IllegalMove(f"{self.board.names[src]} is empty; {who} must move a card of their own", R_OWN_CARD)
            raise IllegalMove(f"the card on {self.board.names[src]} is not {who}'s; it is {who}'s turn", R_OWN_CARD)
        if all(d != dst for _, d in self.board.steps[src]):
            raise IllegalMove(
                f"{self.board.names[src]} to {self.board.names[dst]} is not one orthogonal step", R_STEP
            )
        if self.occ[dst] == self.to_move:
            raise IllegalMove(f"{self.board.names[dst]} holds another card of {PLAYERS[self.to_move]}'s", R_NOT_OWN)

    def apply(self, move: Move) -> tuple[Event, ...]:
        """Play ``move`` for the player to move and return what happened, each event citing its rules."""
        self.check(move)
        src, dst = move
        player = self.to_move
        self.history.append(move)
        if self.occ[dst] == -1:
            pid = self.at[src]
            self.at[src], self.at[dst] = -1, pid
            self.occ[src], self.occ[dst] = -1, player
            squares = self.squares_of[player]
            squares[squares.index(src)] = dst
            events: tuple[Event, ...] = (self._move_events[player][src][dst],)
        else:
            events = self._battle(player, src, dst)
        self.ply += 1
        if self.result is None:
            self._next_turn()
            events += self._draw_checks()
        return events

    def _next_turn(self) -> None:
        if self.pending:
            self.to_move = self.pending.pop(0)
            self.in_extra = True
        else:
            self.to_move = self.normal_next
            self.normal_next = 1 - self.to_move
            self.in_extra = False

    def _draw_checks(self) -> tuple[Event, ...]:
        if self._repeat is not None:
            key = self._position()
            count = self.seen.get(key, 0) + 1
            self.seen[key] = count
            if count >= self._repeat:
                rules = (R_REPEAT, *self.option_rules("repetition", GR_REPEAT))
                self.result = Result(None, "repetition", rules)
                return (Drawn(f"the same position arose {count} times", rules),)
        if self._cap is not None and self.ply >= self._cap:
            rules = (R_CAP, *self.option_rules("ply_cap", GR_CAP))
            self.result = Result(None, "ply cap", rules)
            return (Drawn(f"{self.ply} plies without a winner", rules),)
        return ()

    def _position(self) -> tuple[Any, ...]:
        return (tuple(self.at), tuple(self.face_up), self.to_move, self.normal_next, tuple(self.pending))

    def _battle(self, player: int, src: int, dst: int) -> tuple[Event, ...]:
        names = self.board.names
        a_id, d_id = self.at[src], self.at[dst]
        a, d = self.pieces[a_id], self.pieces[d_id]
        compiled = self.rules
        # Each comparison of this battle compares by its own clause's measures (language.md).
        made = compiled.pair_measures[a.category][d.category]
        index, weight, comparison = 0, 1, 0
        shown_a, shown_d = a.strength, d.strength
        for n, measures in enumerate(made):
            sa, sd = a.strengths[measures], d.strengths[measures]
            compared_here = 0 if sa is None or sd is None else (sa > sd) - (sa < sd)
            if n == 0:
                # The battle reports, and the reveals show, its first comparison.
                comparison, shown_a, shown_d = compared_here, sa, sd
            index += (compared_here + 1) * weight
            weight *= 3
        outcome = compiled.table[a.category][d.category][index if made else 1]
        was_face_up = (self.face_up[a_id], self.face_up[d_id])
        self.face_up[a_id] = self.face_up[d_id] = True
        opponent = 1 - player
        events: list[Event] = [
            Attacked(PLAYERS[player], names[src], names[dst], (R_ATTACK,)),
            self._reveal("attacker", src, a, shown_a),
            self._reveal("defender", dst, d, shown_d),
        ]
        compared = bool(made)
        advances = outcome.survivor == 0 and compiled.options.get("advance", "yes") != "no"
        # Where the survivor stands (G-OUT-3): an advance cites it on its own event; a survivor that
        # stays where it stood, the defender or an attacker under advance=no (GR-3), cites it here.
        placed: tuple[str, ...] = ()
        if outcome.survivor == 1:
            placed = (R_SQUARE,)
        elif outcome.survivor == 0 and not advances:
            placed = (R_SQUARE, *self.option_rules("advance", GR_ADVANCE))
        events.append(
            Battled(
                names[src],
                names[dst],
                ("less", "equal", "greater")[comparison + 1] if compared else None,
                None if outcome.survivor is None else ("attacker", "defender")[outcome.survivor],
                outcome.clauses + outcome.overridden + ((R_FACE_UP,) if outcome.contested else ()) + placed,
            )
        )
        squares = (src, dst)
        owners = (player, opponent)
        clause_rules = outcome.clauses
        for side in outcome.discarded:
            sq = squares[side]
            pid = self.at[sq]
            self.at[sq] = -1
            self.occ[sq] = -1
            self.squares_of[owners[side]].remove(sq)
            self.discards[owners[side]].append(pid)
            causes = outcome.discarded_by[side]
            events.append(Discarded(names[sq], PLAYERS[owners[side]], self.pieces[pid].card.name, (R_DISCARD, *causes)))
        if outcome.winner is not None:
            winner = owners[outcome.winner]
            land_battle = [r for r in clause_rules if r in compiled.game_clauses]
            rules = (*land_battle, *outcome.overridden, R_END)
            if outcome.lapsed_extra_turns or self.pending:
                rules += (GR_END_EFFECTS,)
            self.pending.clear()
            named = [r for r in clause_rules if r in compiled.win_clauses]
            if named:
                role = "attacker" if winner == player else "defender"
                reason = f"{named[0]} names the {role} of the battle the winner"
            else:
                loser_cat = compiled.categories[(a, d)[owners.index(1 - winner)].category]
                reason = f"{PLAYERS[1 - winner]}'s {loser_cat} was revealed"
            self.result = Result(winner, reason, rules)
            events.append(Won(PLAYERS[winner], reason, rules))
            return tuple(events)
        if advances:
            self.at[src], self.at[dst] = -1, a_id
            self.occ[src], self.occ[dst] = -1, player
            mine = self.squares_of[player]
            mine[mine.index(src)] = dst
            events.append(Advanced(names[src], names[dst], (R_SQUARE, *self.option_rules("advance", GR_ADVANCE))))
        if outcome.survivor is not None and not outcome.contested:
            # GR-4's other reading turns the survivor face down *again*: a card that was already face
            # up before this battle (an earlier comparison winner, G-OUT-2) stays face up.
            if compiled.options.get("survivor_face", "up") == "down" and not was_face_up[outcome.survivor]:
                survivor_id = (a_id, d_id)[outcome.survivor]
                self.face_up[survivor_id] = False
                where = src if self.at[src] == survivor_id else dst
                events.append(TurnedFaceDown(names[where], (R_LONE, *self.option_rules("survivor_face", GR_FACE))))
        for side in outcome.extra_turns:
            owner = owners[side]
            self.pending.append(owner)
            extra_rules = tuple(r for r in clause_rules if r in compiled.extra_clauses) + (R_EXTRA_NEXT,)
            if len(self.pending) > 1:
                extra_rules += (R_EXTRA_QUEUE,)
            if self.in_extra:
                extra_rules += (R_EXTRA_CHAIN,)
            events.append(ExtraTurn(PLAYERS[owner], extra_rules))
        return tuple(events)

    def _reveal(self, side: str, sq: int, piece: Piece, strength: int | None) -> Revealed:
        compiled = self.rules
        return Revealed(
            side,
            self.board.names[sq],
            PLAYERS[piece.owner],
            piece.card.name,
            piece.card.type_line,
            compiled.categories[piece.category],
            strength,
            (R_REVEAL, compiled.category_rule(piece.category)),
        )


@cache
def _move_events(board: Board) -> tuple[tuple[dict[int, Moved], ...], ...]:
    """Every safe-move event this board can produce, built once; events are immutable so they are shared."""
    table = []
    for player in (0, 1):
        per_square = []
        for sq, steps in enumerate(board.steps):
            per_square.append(
                {dst: Moved(PLAYERS[player], board.names[sq], board.names[dst], (R_SAFE,)) for _, dst in steps}
            )
        table.append(tuple(per_square))
    return tuple(table)


def iter_events_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


def view(game: Game, player: int | None) -> dict[str, Any]:
    """What ``player`` may know: own cards, face-up cards, discards, and only where the others stand.

    ``player=None`` is the referee's view with every card shown.
    """
    names = game.board.names
    squares = []
    for sq, pid in enumerate(game.at):
        if pid == -1:
            continue
        piece = game.pieces[pid]
        entry: dict[str, Any] = {"square": names[sq], "owner": PLAYERS[piece.owner], "face_up": game.face_up[pid]}
        if player is None or piece.owner == player or game.face_up[pid]:
            entry["card"] = piece.card.to_json()
        squares.append(entry)
    return {
        "variant": game.rules.ruleset.name,
        "viewer": "referee" if player is None else PLAYERS[player],
        "board": squares,
        "discards": {PLAYERS[p]: [game.pieces[i].card.to_json() for i in game.discards[p]] for p in (0, 1)},
        "to_move": PLAYERS[game.to_move],
        "pending_extra_turns": [PLAYERS[p] for p in game.pending],
        "in_extra_turn": game.in_extra,
        "next_ordinary_turn": PLAYERS[game.normal_next],
        "ply": game.ply,
        "result": result_json(game.result),
    }


def result_json(result: Result | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        "winner": None if result.winner is None else PLAYERS[result.winner],
        "reason": result.reason,
        "rules": list(result.rules),
    }
