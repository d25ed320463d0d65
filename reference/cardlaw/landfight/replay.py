"""Landfight replay files: the decks, the seed, the options, every action and the result, as JSON.

A Landfight game is fixed by its two decks, its seed and its options (`new_game`), so a
replay stores those, not a position: the decks card by card (a replay stays playable
when a deck file changes or is not at hand), the full set of ruling options (so a
changed default cannot change the game), and the actions in order, each naming the
player who took it. Playing a replay back starts the game again, carries out every
action through the engine, and checks that it ends as the file records.

    {"format": "cardlaw-landfight-replay/1", "game": "landfight",
     "decks": [{"source": "fire", "name": "Cinderpeak Blaze", "cards": [{"number": "LF1-020", "count": 1}, ...],
                "side": [...]}, {...}],
     "seed": 7, "options": {"boost_timing": "boost-phase", ...}, "match": false, "turn_cap": null,
     "bots": ["heuristic", "random"], "actions": [{"player": "p1", "action": "choose", "choice": "p1"}, ...],
     "result": {"winner": "p1", "reason": "...", "rules": ["L-WIN-1"]}, "games": null}
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CardlawError, DataError
from . import PLAYERS, Game, load_rules, new_game
from .cards import Deck, DeckEntry, reference_set
from .._jsonfile import read_json_file
from .._replays import describe_result

FORMAT = "cardlaw-landfight-replay/1"
_FIELDS = ("format", "game", "decks", "seed", "options", "match", "turn_cap", "bots", "actions", "result", "games")
_DECK_FIELDS = ("source", "name", "cards", "side")
_ACTIONS = ("pass", "play", "activate", "attack", "choose", "swap")

Action = dict[str, Any]
Event = dict[str, Any]


@dataclass(frozen=True)
class LandfightReplay:
    decks: tuple[dict[str, Any], dict[str, Any]] = field(repr=False)  # as stored: source, name, cards, side
    seed: int
    options: dict[str, str]  # every ruling option, defaults included
    match: bool
    turn_cap: int | None
    bots: tuple[str | None, str | None]  # p1, p2: a bot name, "human", or None when unknown
    actions: tuple[Action, ...]
    result: dict[str, Any] | None
    games: tuple[dict[str, Any], ...] | None  # a match's game results, in order

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": "landfight",
            "decks": [dict(d) for d in self.decks],
            "seed": self.seed,
            "options": dict(self.options),
            "match": self.match,
            "turn_cap": self.turn_cap,
            "bots": list(self.bots),
            "actions": [dict(a) for a in self.actions],
            "result": self.result,
            "games": None if self.games is None else [dict(g) for g in self.games],
        }

    def deck_objects(self) -> tuple[Deck, Deck]:
        """The two decks as `new_game` takes them, read against the reference set."""
        return (_deck(self.decks[0]), _deck(self.decks[1]))

    def start(self) -> Game:
        """The game as it stood before the first action (its setup events in ``game.out``)."""
        return new_game(list(self.deck_objects()), self.seed, self.options, match=self.match, turn_cap=self.turn_cap)


def deck_json(deck: Deck, source: str | None = None) -> dict[str, Any]:
    """A deck written out card by card; ``source`` records what the player named (a starter deck or a path)."""
    return {
        "source": source if source is not None else deck.source,
        "name": deck.name,
        "cards": [{"number": card.number, "count": count} for card, count in deck.entries],
        "side": [{"number": card.number, "count": count} for card, count in deck.side],
    }


def _deck(data: Mapping[str, Any]) -> Deck:
    cards = reference_set()
    return Deck(
        name=str(data["name"]),
        entries=tuple(DeckEntry(cards.card(e["number"]), e["count"]) for e in data["cards"]),
        side=tuple(DeckEntry(cards.card(e["number"]), e["count"]) for e in data["side"]),
        source=str(data.get("source") or ""),
    )


def record(
    decks: Sequence[Deck],
    seed: int,
    actions: Sequence[Action],
    final: Game,
    *,
    options: Mapping[str, str] | None = None,
    match: bool = False,
    turn_cap: int | None = None,
    bots: Sequence[str | None] = (None, None),
    sources: Sequence[str | None] = (None, None),
) -> LandfightReplay:
    """A replay of the game started from ``decks`` and ``seed`` that took ``actions`` and stands at ``final``."""
    if len(decks) != 2 or len(bots) != 2 or len(sources) != 2:
        raise CardlawError("a replay names two decks and two players: p1's, then p2's")
    games = None
    if final.match is not None:
        games = tuple(dict(g) for g in final.match["games"])
    return LandfightReplay(
        decks=(deck_json(decks[0], sources[0]), deck_json(decks[1], sources[1])),
        seed=seed,
        options=load_rules().resolve_options(options),
        match=match,
        turn_cap=turn_cap,
        bots=(bots[0], bots[1]),
        actions=tuple(dict(a) for a in actions),
        result=None if final.result is None else dict(final.result),
        games=games,
    )


def dumps_replay(replay: LandfightReplay) -> str:
    return json.dumps(replay.to_json(), ensure_ascii=False, indent=1) + "\n"


def save_replay(path: str | os.PathLike[str], replay: LandfightReplay) -> None:
    """Write a replay file atomically (through a temporary file beside it)."""
    from .._files import write_atomically

    write_atomically(path, dumps_replay(replay))


def is_landfight_replay(data: Any) -> bool:
    """Whether a replay file's JSON declares itself a Landfight replay (else it is read as a grid replay)."""
    return isinstance(data, dict) and str(data.get("format", "")).startswith("cardlaw-landfight-replay")


def load_replay(path: str | os.PathLike[str]) -> LandfightReplay:
    """Read and check a Landfight replay file; a bad field raises `DataError` naming its JSON path."""
    return replay_from_json(read_json_file(path, "replay file"), source=str(path))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def replay_from_json(data: Any, *, source: str = "<replay>") -> LandfightReplay:
    if not isinstance(data, dict):
        raise DataError(source, "", "a replay must be a JSON object")
    if data.get("format") != FORMAT:
        raise DataError(source, "format", f"expected {FORMAT!r}, found {data.get('format')!r}")
    for key in data:
        if key not in _FIELDS:
            raise DataError(source, key, f"unknown field (known: {', '.join(_FIELDS)})")
    for key in _FIELDS:
        if key not in data:
            raise DataError(source, key, "missing")
    if data["game"] != "landfight":
        raise DataError(source, "game", f"a Landfight replay plays 'landfight', not {data['game']!r}")
    decks = data["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        raise DataError(source, "decks", "must be a list of two decks: p1's, then p2's")
    checked = (_check_deck(decks[0], source, "decks[0]"), _check_deck(decks[1], source, "decks[1]"))
    seed = data["seed"]
    if not _whole(seed):
        raise DataError(source, "seed", "must be a whole number")
    options = data["options"]
    if not isinstance(options, dict):
        raise DataError(source, "options", "must be an object of option names to values")
    rules = load_rules()
    for name, value in options.items():
        try:
            rules.resolve_options({name: value})
        except CardlawError as err:
            raise DataError(source, f"options.{name}", err.message) from None
    if not isinstance(data["match"], bool):
        raise DataError(source, "match", "must be true or false")
    turn_cap = data["turn_cap"]
    if turn_cap is not None and (not _whole(turn_cap) or turn_cap < 1):
        raise DataError(source, "turn_cap", "must be a whole number from 1, or null")
    bots = data["bots"]
    if not isinstance(bots, list) or len(bots) != 2:
        raise DataError(source, "bots", "must be a list of two entries: p1, then p2")
    for i, bot in enumerate(bots):
        if bot is not None and not isinstance(bot, str):
            raise DataError(source, f"bots[{i}]", 'must be a bot name, "human" or null')
    actions = data["actions"]
    if not isinstance(actions, list):
        raise DataError(source, "actions", 'must be a list of actions such as {"action": "pass"}')
    for i, action in enumerate(actions):
        if not isinstance(action, dict) or action.get("action") not in _ACTIONS:
            raise DataError(source, f"actions[{i}]", f"must be an object whose action is one of {', '.join(_ACTIONS)}")
        if "player" in action and action["player"] not in PLAYERS:
            raise DataError(source, f"actions[{i}].player", 'must be "p1" or "p2"')
    result = data["result"]
    if result is not None:
        _check_result(result, source, "result")
    games = data["games"]
    if games is not None:
        if not isinstance(games, list):
            raise DataError(source, "games", "must be a list of game results, or null")
        for i, game in enumerate(games):
            _check_result(game, source, f"games[{i}]")
    return LandfightReplay(
        decks=checked,
        seed=seed,
        options={str(k): str(v) for k, v in options.items()},
        match=data["match"],
        turn_cap=turn_cap,
        bots=(bots[0], bots[1]),
        actions=tuple(actions),
        result=result,
        games=None if games is None else tuple(games),
    )


def _check_deck(data: Any, source: str, where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise DataError(source, where, "must be a deck object with name, cards and side")
    for key in data:
        if key not in _DECK_FIELDS:
            raise DataError(source, f"{where}.{key}", f"unknown field (known: {', '.join(_DECK_FIELDS)})")
    for key in ("name", "cards", "side"):
        if key not in data:
            raise DataError(source, f"{where}.{key}", "missing")
    if not isinstance(data["name"], str):
        raise DataError(source, f"{where}.name", "must be a string")
    if data.get("source") is not None and not isinstance(data["source"], str):
        raise DataError(source, f"{where}.source", "must be a string or null")
    cards = reference_set()
    for part in ("cards", "side"):
        entries = data[part]
        if not isinstance(entries, list):
            raise DataError(source, f"{where}.{part}", 'must be a list of {"number", "count"} entries')
        for i, entry in enumerate(entries):
            at = f"{where}.{part}[{i}]"
            if not isinstance(entry, dict) or set(entry) != {"number", "count"}:
                raise DataError(source, at, 'must be an object with "number" and "count"')
            if not isinstance(entry["number"], str) or cards.get(entry["number"]) is None:
                raise DataError(source, f"{at}.number", f"no card numbered {entry['number']!r} in set {cards.code}")
            if not _whole(entry["count"]) or entry["count"] < 1:
                raise DataError(source, f"{at}.count", "must be a whole number from 1")
    return dict(data)


def _check_result(result: Any, source: str, where: str) -> None:
    if not isinstance(result, dict):
        raise DataError(source, where, "must be an object or null")
    for key in ("winner", "reason", "rules"):
        if key not in result:
            raise DataError(source, f"{where}.{key}", "missing")
    if result["winner"] is not None and result["winner"] not in PLAYERS:
        raise DataError(source, f"{where}.winner", 'must be "p1", "p2" or null')
    if not isinstance(result["reason"], str):
        raise DataError(source, f"{where}.reason", "must be a string")
    if not isinstance(result["rules"], list) or not all(isinstance(r, str) for r in result["rules"]):
        raise DataError(source, f"{where}.rules", "must be a list of rule IDs")


class ReplayRun:
    """Plays a replay back action by action; iterate for (player, action, events).

    ``game`` is the game as it stands and ``setup_events`` what happened before the first
    decision. When the actions run out, the result is compared with the recorded one
    and a difference raises `DataError`.
    """

    def __init__(self, replay: LandfightReplay, *, source: str = "<replay>") -> None:
        self.replay = replay
        self.source = source
        try:
            self.game = replay.start()
        except CardlawError as err:  # a deck the rules refuse, say
            raise DataError(source, "decks", err.message) from None
        self.setup_events: list[Event] = list(self.game.out)

    def __iter__(self) -> Iterator[tuple[int, Action, list[Event]]]:
        game = self.game
        for i, action in enumerate(self.replay.actions):
            if game.decision is None:
                raise DataError(self.source, f"actions[{i}]", "the game is already over")
            player = int(game.decision["player"])
            try:
                events = game.apply(action)
            except CardlawError as err:
                raise DataError(self.source, f"actions[{i}]", f"{json.dumps(action)}: {err.message}") from None
            yield player, action, events
        self.check_result()

    def check_result(self) -> None:
        found = None if self.game.result is None else dict(self.game.result)
        if found != self.replay.result:
            raise DataError(
                self.source,
                "result",
                f"the actions end in {describe_result(found)}, but the file records {describe_result(self.replay.result)}",
            )
        games = None if self.game.match is None else [dict(g) for g in self.game.match["games"]]
        recorded = None if self.replay.games is None else [dict(g) for g in self.replay.games]
        if games != recorded:
            raise DataError(self.source, "games", "the games of the match end otherwise than the file records")


def replay_game(replay: LandfightReplay, *, source: str = "<replay>") -> ReplayRun:
    """Iterate over (player, action, events) of a replay, checking the recorded result at the end."""
    return ReplayRun(replay, source=source)


__all__ = [
    "FORMAT", "LandfightReplay", "ReplayRun", "deck_json", "dumps_replay", "is_landfight_replay", "load_replay",
    "record", "replay_from_json", "replay_game", "save_replay",
]
