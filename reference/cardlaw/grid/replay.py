"""Replay files: a game's full starting position, its moves and its result, as JSON.

The starting position is stored whole (`cardlaw.grid.dump_state` of the game before
the first move), so a replay never depends on how packs were generated. Playing a
replay back runs every move through the engine again and checks that the game ends
the way the file says it did.

    {"format": "cardlaw-replay/1", "game": "hornburg", "options": {}, "seed": 7,
     "bots": ["greedy", "random"], "setup": {...}, "moves": ["b3 b4", ...],
     "result": {"winner": "south", "reason": "...", "rules": [...]}}
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CardlawError, DataError
from ..rules import load_ruleset, variants
from ._events import PLAYERS, Event
from ._game import Game, result_json
from ._state import load_state
from .._files import write_atomically
from .._jsonfile import read_json_file
from .._replays import describe_result

FORMAT = "cardlaw-replay/1"
_FIELDS = ("format", "game", "options", "seed", "bots", "setup", "moves", "result")
_OPTIONAL = ("deal",)  # later than the first files: a file without it is read as before
DEALS = ("packs", "pool")  # how the setup was dealt: from the seed's stand-in packs (reproducible), or a pool


@dataclass(frozen=True)
class Replay:
    game: str  # the variant
    options: dict[str, str | int]  # the options the players asked for (the setup holds them all)
    seed: int | None
    bots: tuple[str | None, str | None]  # south, north: a bot name, "human", or None when unknown
    setup: dict[str, Any] = field(repr=False)
    moves: tuple[str, ...]
    result: dict[str, Any] | None
    deal: str | None = None  # one of DEALS, or None when the file does not say

    def to_json(self) -> dict[str, Any]:
        extra = {} if self.deal is None else {"deal": self.deal}
        return {
            "format": FORMAT,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "bots": list(self.bots),
            "setup": self.setup,
            "moves": list(self.moves),
            "result": self.result,
            **extra,
        }


def record(
    setup: Mapping[str, Any],
    final: Game,
    *,
    seed: int | None = None,
    bots: Sequence[str | None] = (None, None),
    options: Mapping[str, str | int] | None = None,
    deal: str | None = None,
) -> Replay:
    """A replay of ``final`` (a game in progress or over) that began at ``setup`` (a `dump_state`)."""
    if len(bots) != 2:
        raise CardlawError("a replay names two players: south, then north")
    return Replay(
        game=final.rules.ruleset.name,
        options=dict(options or {}),
        seed=seed,
        bots=(bots[0], bots[1]),
        setup=dict(setup),
        moves=tuple(final.move_text(m) for m in final.history[len(setup.get("history", ())) :]),
        result=result_json(final.result),
        deal=deal,
    )


def dumps_replay(replay: Replay) -> str:
    return json.dumps(replay.to_json(), ensure_ascii=False, indent=1) + "\n"


def save_replay(path: str | os.PathLike[str], replay: Replay) -> None:
    """Write a replay file atomically."""
    write_atomically(path, dumps_replay(replay))


def load_replay(path: str | os.PathLike[str]) -> Replay:
    """Read and check a replay file; a bad field raises `DataError` naming it."""
    return replay_from_json(read_json_file(path, "replay file"), source=str(path))


def replay_from_json(data: Any, *, source: str = "<replay>") -> Replay:
    if not isinstance(data, dict):
        raise DataError(source, "", "a replay must be a JSON object")
    if data.get("format") != FORMAT:
        raise DataError(source, "format", f"expected {FORMAT!r}, found {data.get('format')!r}")
    for key in data:
        if key not in _FIELDS + _OPTIONAL:
            raise DataError(source, key, f"unknown field (known: {', '.join(_FIELDS + _OPTIONAL)})")
    deal = data.get("deal")
    if deal is not None and deal not in DEALS:
        raise DataError(source, "deal", f"must be {' or '.join(map(repr, DEALS))}")
    for key in _FIELDS:
        if key not in data:
            raise DataError(source, key, "missing")
    game = data["game"]
    if not isinstance(game, str) or not game:
        raise DataError(source, "game", "must be the name of a variant")
    options = data["options"]
    if not isinstance(options, dict):
        raise DataError(source, "options", "must be an object of option names to values")
    for name, value in options.items():
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise DataError(source, f"options.{name}", "must be a string or a whole number")
    seed = data["seed"]
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise DataError(source, "seed", "must be a whole number or null")
    bots = data["bots"]
    if not isinstance(bots, list) or len(bots) != 2:
        raise DataError(source, "bots", "must be a list of two entries: south, then north")
    for i, bot in enumerate(bots):
        if bot is not None and not isinstance(bot, str):
            raise DataError(source, f"bots[{i}]", "must be a bot name, \"human\" or null")
    setup = data["setup"]
    if not isinstance(setup, dict):
        raise DataError(source, "setup", "must be a game state object")
    moves = data["moves"]
    if not isinstance(moves, list):
        raise DataError(source, "moves", "must be a list of moves such as \"b3 b4\"")
    for i, move in enumerate(moves):
        if not isinstance(move, str):
            raise DataError(source, f"moves[{i}]", "must be a move such as \"b3 b4\"")
    result = data["result"]
    if result is not None:
        if not isinstance(result, dict):
            raise DataError(source, "result", "must be an object or null")
        for key in ("winner", "reason", "rules"):
            if key not in result:
                raise DataError(source, f"result.{key}", "missing")
        if result["winner"] is not None and result["winner"] not in PLAYERS:
            raise DataError(source, "result.winner", "must be \"south\", \"north\" or null")
        if not isinstance(result["reason"], str):
            raise DataError(source, "result.reason", "must be a string")
        if not isinstance(result["rules"], list) or not all(isinstance(r, str) for r in result["rules"]):
            raise DataError(source, "result.rules", "must be a list of rule IDs")
    if setup.get("variant") != game:
        raise DataError(source, "setup.variant", f"is {setup.get('variant')!r} but the replay's game is {game!r}")
    _check_options(options, setup.get("options"), game, source)
    return Replay(game, dict(options), seed, (bots[0], bots[1]), setup, tuple(moves), result, deal)


def _check_options(asked: dict[str, Any], played: Any, game: str, source: str) -> None:
    """The options the players asked for must be the ones the setup was played with."""
    if game not in variants():
        raise DataError(source, "game", f"unknown game {game!r} (known: {', '.join(variants())})")
    ruleset = load_ruleset(game)
    for name, value in asked.items():
        try:
            ruleset.resolve_options({name: value})
        except CardlawError as err:
            raise DataError(source, f"options.{name}", err.message) from None
    if not isinstance(played, dict):
        return  # reported with its path when the setup is loaded
    try:
        in_setup = ruleset.resolve_options(played)
    except CardlawError:
        return  # likewise
    for name, value in asked.items():
        key = name.replace("-", "_")
        if ruleset.resolve_options({name: value})[key] != in_setup[key]:
            raise DataError(
                source,
                f"options.{name}",
                f"is {value!r} but the setup (setup.options) was played with {key}={in_setup[key]!r}",
            )


class ReplayRun:
    """Plays a replay back move by move; iterate for (move text, events).

    ``game`` is the game as it stands. When the moves run out the final result is
    compared with the recorded one, and a difference raises `DataError`.
    """

    def __init__(self, replay: Replay, *, source: str = "<replay>") -> None:
        self.replay = replay
        self.source = source
        try:
            self.game = load_state(replay.setup, source=source)
        except DataError as err:
            where = "setup" + (f".{err.path}" if err.path else "")
            raise DataError(source, where, err.problem) from None
        except CardlawError as err:
            raise DataError(source, "setup", err.message) from None
        if self.game.rules.ruleset.name != replay.game:
            raise DataError(source, "setup.variant", f"does not match the game {replay.game!r}")

    def __iter__(self) -> Iterator[tuple[str, tuple[Event, ...]]]:
        game = self.game
        for i, text in enumerate(self.replay.moves):
            try:
                move = game.parse_move(text)
                events = game.apply(move)
            except CardlawError as err:
                raise DataError(self.source, f"moves[{i}]", f"{text!r}: {err.message}") from None
            yield game.move_text(move), events
        self.check_result()

    def check_result(self) -> None:
        found = result_json(self.game.result)
        if found != self.replay.result:
            raise DataError(
                self.source,
                "result",
                f"the moves end in {describe_result(found)}, but the file records {describe_result(self.replay.result)}",
            )


def replay_game(replay: Replay, *, source: str = "<replay>") -> ReplayRun:
    """Iterate over (move, events) of a replay, checking the recorded result at the end."""
    return ReplayRun(replay, source=source)
