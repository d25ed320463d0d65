"""Computer players for the grid minigames.

A bot is asked for a move with `Bot.choose` and is shown every event of the game
with `Bot.observe`. Bots draw all their randomness from the ``random.Random`` they
are given, so one seed always gives the same game.

`GreedyBot` plays only on what its player may know: its own cards, the cards that
are face up, and what it has seen revealed in earlier battles. It reads the board
through `cardlaw.grid.view`, never through the engine's hidden pieces.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import Any, Protocol, runtime_checkable

from ..errors import CardlawError, did_you_mean
from ..rules import Compiled
from ._cards import Card
from ._setup import Deal, strength_of
from ._events import PLAYERS, Advanced, Discarded, Event, Moved, Revealed
from ._game import Game, Move, view

BOT_NAMES = ("greedy", "random")

# How much a win is worth next to the cards on the board (a creature is worth about 2).
_WIN = 40.0
# What a card is worth, by category name; unknown category names are worth _DEFAULT_VALUE.
_VALUES = {"land": 100.0, "legend": 3.0, "creature": 1.5, "spell": 1.3, "artifact": 0.9}
_DEFAULT_VALUE = 1.2
_EXTRA_TURN = 0.6


@runtime_checkable
class Bot(Protocol):
    """A computer player: picks moves for one side and watches what happens."""

    name: str

    def choose(self, game: Game, player: int) -> Move:
        """A legal move for ``player``, who must be the player to move."""
        ...

    def observe(self, events: Sequence[Event]) -> None:
        """Every event of every move, in order, both players' moves included."""
        ...


def _no_moves(game: Game, player: int) -> CardlawError:
    if game.over:
        return CardlawError("the game is over: there is no move to choose")
    return CardlawError(f"{PLAYERS[player]} has no legal move")


class RandomBot:
    """Plays a legal move chosen uniformly at random."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, game: Game, player: int) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise _no_moves(game, player)
        return self.rng.choice(moves)

    def observe(self, events: Sequence[Event]) -> None:
        pass


class _Known:
    """What a player knows about one card: its category index and strength (None if it has none)."""

    __slots__ = ("category", "strength")

    def __init__(self, category: int, strength: int | None) -> None:
        self.category = category
        self.strength = strength


def _known_from_card(rules: Compiled, data: dict[str, Any], cache: dict[tuple[Any, ...], _Known | None]) -> _Known | None:
    """Category and strength of a card the player can see; None if the rules cannot place it."""
    key = (data.get("type"), data.get("toughness"), data.get("loyalty"))
    if key in cache:
        return cache[key]
    from ..typeline import parse_typeline

    known: _Known | None = None
    try:
        card = Card.from_json(data)
        category = rules.categorise(parse_typeline(card.type_line))
        if category is not None:
            known = _Known(category, strength_of(rules, card, category))
    except CardlawError:
        known = None
    cache[key] = known
    return known


class GreedyBot:
    """Attacks what it knows it can beat, probes hidden cards with cheap ones, keeps its land back.

    The hidden opposing cards are guessed to be like the bot's own hand (both hands
    come from the same pool), with one of them being the land.
    """

    name = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        # Cards it has seen revealed, by the square they now stand on: (category name, strength).
        self.memory: dict[str, tuple[str, int | None]] = {}
        self._cards: dict[tuple[Any, ...], _Known | None] = {}
        self._last: Move | None = None  # its own previous move, so it does not shuffle back and forth

    # -- watching the game --------------------------------------------------

    def observe(self, events: Sequence[Event]) -> None:
        memory = self.memory
        for event in events:
            if isinstance(event, Revealed):
                memory[event.square] = (event.category, event.strength)
            elif isinstance(event, (Moved, Advanced)):
                seen = memory.pop(event.from_, None)
                memory.pop(event.to, None)
                if seen is not None:
                    memory[event.to] = seen
            elif isinstance(event, Discarded):
                memory.pop(event.square, None)

    # -- choosing -----------------------------------------------------------

    def choose(self, game: Game, player: int) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise _no_moves(game, player)
        rules = game.rules
        seen = view(game, player)
        me = PLAYERS[player]
        columns, rows = game.board.columns, game.board.rows
        mine: dict[str, _Known | None] = {}
        theirs: dict[str, _Known | None] = {}
        for entry in seen["board"]:
            square = entry["square"]
            if entry["owner"] == me:
                mine[square] = _known_from_card(rules, entry["card"], self._cards)
            elif "card" in entry:
                theirs[square] = _known_from_card(rules, entry["card"], self._cards)
            else:
                remembered = self.memory.get(square)
                if remembered is not None and remembered[0] in rules.categories:
                    theirs[square] = _Known(rules.categories.index(remembered[0]), remembered[1])
                else:
                    theirs[square] = None
        # Forget what no longer fits the board (a square now empty or ours).
        for square in [s for s in self.memory if s not in theirs]:
            del self.memory[square]

        # The hidden opposing cards, guessed from the bot's own hand (minus its land).
        hand = [k for k in mine.values() if k is not None]
        hand += [k for k in (_known_from_card(rules, c, self._cards) for c in seen["discards"][me]) if k is not None]
        land = _land_category(rules)
        sample = [k for k in hand if k.category != land] or hand
        hidden = sum(1 for k in theirs.values() if k is None)
        p_land = 1.0 / hidden if hidden and land is not None else 0.0

        names = game.board.names
        forward = 1 if player == 0 else -1
        best: list[Move] = []
        best_score = float("-inf")
        for move in moves:
            src, dst = names[move[0]], names[move[1]]
            mover = mine.get(src)
            if dst in theirs:
                target = theirs[dst]
                if mover is None:
                    score = 0.0
                elif target is not None:
                    score = _attack_value(rules, mover, target)
                else:
                    score = p_land * _attack_value(rules, mover, _Known(land, None)) if land is not None else 0.0
                    rest = [_attack_value(rules, mover, guess) for guess in sample]
                    if rest:
                        score += (1.0 - p_land) * sum(rest) / len(rest)
            else:
                score = self._step_value(rules, mover, move, src, dst, mine, theirs, land, forward, columns, rows)
            if self._last is not None and move == (self._last[1], self._last[0]):
                score -= 0.35
            score += self.rng.random() * 0.01  # a tie-break that reads nothing hidden
            if score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        self._last = best[0]
        return best[0]

    def _step_value(
        self,
        rules: Compiled,
        mover: _Known | None,
        move: Move,
        src: str,
        dst: str,
        mine: dict[str, _Known | None],
        theirs: dict[str, _Known | None],
        land: int | None,
        forward: int,
        columns: int,
        rows: int,
    ) -> float:
        if mover is None:
            return 0.0
        if mover.category == land:
            return -50.0  # the land stays where it was put
        (src_row, dst_row) = (move[0] // columns, move[1] // columns)
        score = 0.3 * forward * (dst_row - src_row)
        # Do not walk next to a known card that would beat this one; step away from one.
        score -= 0.5 * _threat(rules, mover, dst, theirs, columns, rows, exclude=src)
        score += 0.3 * _threat(rules, mover, src, theirs, columns, rows, exclude=None)
        # Cards next to the land guard it; leaving that post costs a little.
        if land is not None and any(
            (guard := mine.get(n)) is not None and guard.category == land for n in _neighbours(src, columns, rows)
        ):
            score -= 0.2
        return score


def _land_category(rules: Compiled) -> int | None:
    return rules.categories.index("land") if "land" in rules.categories else None


def _value(rules: Compiled, known: _Known) -> float:
    value = _VALUES.get(rules.categories[known.category], _DEFAULT_VALUE)
    if known.strength is not None:
        value += 0.15 * known.strength
    return value


def _attack_value(rules: Compiled, attacker: _Known, defender: _Known) -> float:
    """What one battle is worth to the attacking player, looked up in the compiled rules."""
    if attacker.strength is None or defender.strength is None:
        comparison = 0
    else:
        comparison = (attacker.strength > defender.strength) - (attacker.strength < defender.strength)
    outcome = rules.outcome(attacker.category, defender.category, comparison)
    if outcome.winner is not None:
        return _WIN if outcome.winner == 0 else -_WIN
    score = 0.0
    sides = (attacker, defender)
    for side in outcome.discarded:
        score += _value(rules, sides[side]) * (1 if side == 1 else -1)
    for side in outcome.extra_turns:
        score += _EXTRA_TURN if side == 0 else -_EXTRA_TURN
    return score


def _neighbours(square: str, columns: int, rows: int) -> Iterable[str]:
    c, r = ord(square[0]) - 97, int(square[1:]) - 1
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= c + dc < columns and 0 <= r + dr < rows:
            yield f"{chr(97 + c + dc)}{r + dr + 1}"


def _threat(
    rules: Compiled,
    card: _Known,
    square: str,
    theirs: dict[str, _Known | None],
    columns: int,
    rows: int,
    exclude: str | None,
) -> float:
    """How much ``card`` stands to lose on ``square`` from known opposing cards next to it."""
    worst = 0.0
    for n in _neighbours(square, columns, rows):
        enemy = theirs.get(n)
        if n == exclude or enemy is None:
            continue
        worst = max(worst, _attack_value(rules, enemy, card))
    return worst


def greedy_arranger(
    player: int, cards: Sequence[Card], squares: Sequence[int], rng: random.Random, *, columns: int = 4
) -> list[int]:
    """Put the land on a random square of the back row and the other cards at random.

    Pass to `cardlaw.grid.deal` as an arranger. ``columns`` is the width of the grid;
    `arranger_for` binds it for a variant.
    """
    from ..typeline import CardType, parse_typeline

    order = list(squares)
    rng.shuffle(order)
    home = sorted(squares)
    back = home[:columns] if player == 0 else home[-columns:]
    land_index = 0
    for i, card in enumerate(cards):
        try:
            if CardType.LAND in parse_typeline(card.type_line).front.types:
                land_index = i
                break
        except CardlawError:
            continue
    spot = rng.choice(back)
    # Swap the chosen back-row square into the land's position.
    j = order.index(spot)
    order[land_index], order[j] = order[j], order[land_index]
    return order


def arranger_for(variant: str, name: str, options: dict[str, str | int] | None = None) -> Callable[..., Any]:
    """The arranger a player of kind ``name`` ("greedy", "random" or "human") uses in ``variant``."""
    from ..rules import compiled
    from ._setup import random_arranger

    if name == "random":
        return random_arranger
    columns = compiled(variant, options).ruleset.grid.columns
    return partial(greedy_arranger, columns=columns)


def make_bot(name: str, rng: random.Random) -> Bot:
    """A bot by name: "greedy" or "random"."""
    key = name.strip().lower()
    if key == "greedy":
        return GreedyBot(rng)
    if key == "random":
        return RandomBot(rng)
    hint = did_you_mean(key, BOT_NAMES)
    extra = f"; did you mean {hint!r}?" if hint else ""
    raise CardlawError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)}){extra}")


def bot_rng(seed: int, player: int) -> random.Random:
    """The random source of the bot playing ``player`` in the game dealt from ``seed``."""
    return random.Random(f"cardlaw-bot-{seed}-{PLAYERS[player]}")


def bot_game(
    variant: str,
    seed: int,
    names: tuple[str, str],
    options: Mapping[str, str | int] | None = None,
    opened: Sequence[Card] | None = None,
) -> tuple[Game, Deal, tuple[Bot, Bot]]:
    """The game ``cardlaw play VARIANT --bots SOUTH,NORTH --seed SEED`` deals: each bot's random source
    and arranger, and the deal from ``seed`` (of ``opened`` when given), before the first move."""
    from ._setup import deal

    bots = (make_bot(names[0], bot_rng(seed, 0)), make_bot(names[1], bot_rng(seed, 1)))
    chosen = dict(options or {})
    arrangers = (arranger_for(variant, bots[0].name, chosen), arranger_for(variant, bots[1].name, chosen))
    game, record = deal(variant, seed, options=chosen, arrangers=arrangers, opened=opened)
    return game, record, bots


def play_out(
    game: Game, bots: tuple[Bot, Bot], *, on_move: Callable[[Move, tuple[Event, ...]], None] | None = None
) -> list[str]:
    """Let two bots play ``game`` to its end (a ply cap may end it); return the moves as text."""
    played: list[str] = []
    while not game.over:
        player = game.to_move
        move = bots[player].choose(game, player)
        text = game.move_text(move)
        events = game.apply(move)
        for bot in bots:
            bot.observe(events)
        played.append(text)
        if on_move is not None:
            on_move(move, events)
    return played
