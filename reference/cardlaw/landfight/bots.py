"""Computer players for Landfight.

A bot is asked for an action with `Bot.choose` whenever the decision is its player's.
Bots draw all their randomness from the ``random.Random`` they are given, so a seed
and the bots' names replay a game exactly.

`HeuristicBot` looks one action ahead. It copies the game, carries out each legal
action on the copy, lets the game run on to the next decision that matters (both
players passing at answers and battle moments, choices made greedily), and scores
what it finds: Land Life, the creatures on each side and their Strength, the cards in
hand, a win or a loss. It reads nothing its player could not know: before looking
ahead it shuffles both decks and the opponent's hand back into the opponent's unknown
cards, and gives the copy dice of its own (`_determinise`).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from ..errors import CardlawError, did_you_mean
from . import PLAYERS, Game, IllegalMove, dump_state, load_state, view

Action = dict[str, Any]
Event = dict[str, Any]

BOT_NAMES = ("heuristic", "random")

# What a won (or lost) game is worth next to everything else the score counts.
_WIN = 1000.0
# Land Life below this mark is worth more per point: a low player is close to losing.
_LOW_LIFE = 12
_LOW_LIFE_EXTRA = 0.5
# What one creature on the field is worth besides its Strength, an Attachment on it,
# a card stacked under it, a Continuous card, a card in hand.
_CREATURE = 2.0
_STRENGTH = 1.0
_ATTACHMENT = 1.0
_STACKED = 0.3
_CONTINUOUS = 1.5
_HAND = 0.8
# A deck this thin risks losing to an empty Draw Phase (L-WIN-2).
_THIN_DECK = 4
_THIN_DECK_COST = 3.0

# Caps on the work of one decision, so that a turn with many cards stays quick.
_MAX_CANDIDATES = 24  # actions looked at; the rest are left out at random (pass always kept)
_MAX_COPIES = 160  # copies of the game made for one decision, rollouts included
_MAX_ROLLOUT = 60  # actions a rollout may take before it is scored as it stands
_MAX_ACTS_PER_TURN = 40  # non-pass actions in one turn; then the bot passes, so no loop runs forever
_EPSILON = 1e-9


@runtime_checkable
class Bot(Protocol):
    """A computer player: picks an action for the player whose decision it is."""

    name: str

    def choose(self, game: Game, player: int) -> Action:
        """One of ``game.legal()``; ``player`` must be the player deciding."""
        ...


def _no_action(game: Game, player: int) -> CardlawError:
    if game.decision is None:
        return CardlawError("the game is over: there is no action to choose")
    return CardlawError(f"{PLAYERS[player]} has no legal action")


class RandomBot:
    """Plays an action chosen uniformly among the legal ones."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, game: Game, player: int) -> Action:
        actions = game.legal()
        if not actions:
            raise _no_action(game, player)
        return dict(self.rng.choice(actions))


class _Work:
    """How many copies of the game one decision may still make."""

    __slots__ = ("left",)

    def __init__(self, copies: int) -> None:
        self.left = copies

    def take(self) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        return True


class HeuristicBot:
    """One action of lookahead, scored by Land Life, creatures, Strength and cards in hand."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._turn_acts: tuple[int, int] = (-1, 0)  # (turn, non-pass actions the bot made in it)

    def choose(self, game: Game, player: int) -> Action:
        actions = game.legal()
        if not actions:
            raise _no_action(game, player)
        passing = next((a for a in actions if a["action"] == "pass"), None)
        decision = game.decision
        assert decision is not None
        if len(actions) == 1:
            return dict(actions[0])
        if decision["moment"] == "swap" and passing is not None:
            return dict(passing)  # a starter deck is built to play as it is: keep it between games
        turn = int(view(game, player)["turn"])
        done = self._turn_acts[1] if self._turn_acts[0] == turn else 0
        if done >= _MAX_ACTS_PER_TURN and passing is not None:
            return dict(passing)
        chosen = self._best(game, player, actions, passing)
        self._turn_acts = (turn, done + (chosen["action"] != "pass"))
        return chosen

    def _best(self, game: Game, player: int, actions: list[Action], passing: Action | None) -> Action:
        candidates = list(actions)
        if len(candidates) > _MAX_CANDIDATES:
            others = [a for a in candidates if a is not passing]
            candidates = self.rng.sample(others, _MAX_CANDIDATES - (passing is not None))
            if passing is not None:
                candidates.append(passing)
        base = _determinise(game, player, self.rng)
        games_before = _games_played(base)
        work = _Work(_MAX_COPIES)
        scored: list[tuple[float, Action]] = []
        for action in candidates:
            if not work.take():
                break
            trial = clone(base)
            try:
                trial.apply(action)
            except IllegalMove:
                continue  # the shuffled copy does not allow it; the real game will not be asked
            _rollout(trial, player, work, games_before)
            scored.append((score(trial, player, games_before), action))
        if not scored:
            return dict(passing if passing is not None else actions[0])
        top = max(s for s, _ in scored)
        best = [a for s, a in scored if s >= top - _EPSILON]
        # Equal scores: passing keeps the cards for later; otherwise a seeded draw decides.
        if passing is not None and any(a is passing for a in best):
            return dict(passing)
        return dict(self.rng.choice(best))


# -- copying the game -----------------------------------------------------------------------------


def clone(game: Game) -> Game:
    """An independent copy of ``game`` that plays on exactly as the original would.

    It is what `load_state(dump_state(game))` gives (a test checks that), about ten times
    faster: the printed cards are immutable and shared, so their texts are not read again.
    """
    memo: dict[int, Any] = {id(card): card for card in game.cards.values()}
    # The rules under one set of options never change during a game; what they cache is
    # answers to questions about the rules alone, so every copy may share them.
    rules = getattr(game, "rules", None)
    if rules is not None:
        memo[id(rules)] = rules
        # `Game.allowed_memo` is the rules' own memo, which `Resolved.allowed` fills: a copy of it would
        # never learn a moment first met in the copy.
        memo[id(rules.allowed_memo)] = rules.allowed_memo
    return copy.deepcopy(game, memo)


def _determinise(game: Game, player: int, rng: random.Random) -> Game:
    """A copy of ``game`` that keeps from ``player`` what they may not know.

    Both decks are reshuffled, the opponent's hand is dealt again from the opponent's
    hand and deck together, and the copy rolls its own dice, so the lookahead cannot
    read the real deck order, the opponent's cards or a die roll still to come.
    """
    state = dump_state(game)
    sides = state.get("sides")
    if isinstance(sides, list) and len(sides) == 2:
        for p, side in enumerate(sides):
            deck = list(side["deck"])
            if p == player:
                rng.shuffle(deck)
                side["deck"] = deck
                continue
            unknown = list(side["hand"]) + deck
            rng.shuffle(unknown)
            held = len(side["hand"])
            side["hand"], side["deck"] = unknown[:held], unknown[held:]
    if state.get("dice") is None:  # a scenario's fixed dice stay; a seeded game's die is unknown
        version, internal, gauss = random.Random(rng.getrandbits(64)).getstate()
        state["rng"] = [version, list(internal), gauss]
    return load_state(state, source="the heuristic bot's copy")


def _games_played(game: Game) -> int:
    return 0 if game.match is None else len(game.match["games"])


# -- looking ahead --------------------------------------------------------------------------------


def _rollout(game: Game, me: int, work: _Work, games_before: int) -> None:
    """Run ``game`` on to the next main moment, the end of a game, or a swap.

    Both players pass at closing, battle and answer moments (the bot does not guess at
    answers it cannot see coming); choices are made greedily for the player choosing.
    """
    for _ in range(_MAX_ROLLOUT):
        decision = game.decision
        if decision is None or decision["moment"] in ("main", "swap") or _games_played(game) > games_before:
            return
        actions = game.legal()
        if not actions:
            return
        if decision["moment"] == "choice":
            action = _greedy_choice(game, me, decision["player"], actions, work, games_before)
        else:
            action = next((a for a in actions if a["action"] == "pass"), actions[0])
        game.apply(action)


def _greedy_choice(game: Game, me: int, chooser: int, actions: list[Action], work: _Work, games_before: int) -> Action:
    """The choice that scores best for ``chooser`` right after it is made; the first pick once work runs out."""
    picks = [a for a in actions if a["action"] != "pass"] or actions
    if len(picks) == 1:
        return picks[0]
    sign = 1.0 if chooser == me else -1.0
    best, best_score = picks[0], float("-inf")
    for action in picks:
        if not work.take():
            break
        trial = clone(game)
        trial.apply(action)
        value = sign * score(trial, me, games_before)
        if value > best_score + _EPSILON:
            best, best_score = action, value
    return best


def _life_value(life: int) -> float:
    return life + _LOW_LIFE_EXTRA * min(life, _LOW_LIFE)


def score(game: Game, me: int, games_before: int = 0) -> float:
    """How good ``game`` is for player ``me``: positive is good, ±1000 a won or lost game."""
    if game.match is not None and len(game.match["games"]) > games_before:
        return _won(game.match["games"][games_before].get("winner"), me)
    if game.result is not None:
        return _won(game.result.get("winner"), me)
    seen = view(game, me)
    total = 0.0
    for p, name in enumerate(PLAYERS):
        side = seen["players"][name]
        value = _life_value(int(side["life"]))
        for slot in side["creatures"].values():
            if slot is None:
                continue
            value += _CREATURE + _STRENGTH * max(0, int(slot["strength"]))
            if slot["attachment"] is not None:
                value += _ATTACHMENT
            stacked = slot["stacked"]
            value += _STACKED * (stacked if isinstance(stacked, int) else len(stacked))
        value += _CONTINUOUS * len(side["continuous"])
        hand = side["hand"]
        value += _HAND * (hand if isinstance(hand, int) else len(hand))
        deck = side["deck"]
        left = deck if isinstance(deck, int) else len(deck)
        value -= _THIN_DECK_COST * max(0, _THIN_DECK - left)
        total += value if p == me else -value
    return total


def _won(winner: Any, me: int) -> float:
    if winner is None:
        return 0.0
    return _WIN if winner == PLAYERS[me] else -_WIN


# -- making bots and playing -------------------------------------------------------------------------


def make_bot(name: str, rng: random.Random) -> Bot:
    """A bot by name: "heuristic" or "random"."""
    key = name.strip().lower()
    if key == "heuristic":
        return HeuristicBot(rng)
    if key == "random":
        return RandomBot(rng)
    hint = did_you_mean(key, BOT_NAMES)
    extra = f"; did you mean {hint!r}?" if hint else ""
    raise CardlawError(f"unknown Landfight bot {name!r} (known: {', '.join(BOT_NAMES)}){extra}")


def bot_rng(seed: int, player: int) -> random.Random:
    """The random source of the bot playing ``player`` in the game started from ``seed``."""
    return random.Random(f"cardlaw-landfight-bot-{seed}-{PLAYERS[player]}")


OnAction = Callable[[int, Action, list[Event]], None]


def play_out(game: Game, bots: Sequence[Bot], on_action: OnAction | None = None) -> list[Action]:
    """Let two bots play ``game`` (or its match) to the end; return the actions taken.

    Each action returned names its ``player`` (as a conformance scenario's actions may),
    so a replay of them checks whose decision each was. ``on_action`` is called after
    every action with the player, the action and its events.
    """
    if len(bots) != 2:
        raise CardlawError("a Landfight game needs two bots: p1's, then p2's")
    taken: list[Action] = []
    while game.decision is not None:
        player = int(game.decision["player"])
        action = bots[player].choose(game, player)
        events = game.apply(action)
        taken.append({"player": PLAYERS[player], **{k: v for k, v in action.items() if k != "player"}})
        if on_action is not None:
            on_action(player, action, events)
    return taken


__all__ = ["BOT_NAMES", "Bot", "HeuristicBot", "RandomBot", "bot_rng", "clone", "make_bot", "play_out", "score"]
