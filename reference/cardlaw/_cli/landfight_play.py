"""`cardlaw play landfight`, Landfight replays and the Landfight part of the demo."""

from __future__ import annotations

import random
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

import click

from . import prompt_input
from ..errors import CardlawError, did_you_mean
from ..landfight import PLAYERS, Game, IllegalMove, new_game
from ..landfight.bots import BOT_NAMES, Bot, bot_rng, make_bot
from ..landfight.cards import Deck, load_deck, starter_deck_paths
from ..landfight.replay import LandfightReplay, record, replay_game, save_replay
from ..rulebook import load_rulebook
from .landfight_render import decision_line, describe_action, draw_field, sentences

HUMAN = "human"
# Bots alone may play a game that never ends (two sides that only pass); a cap, for simulation only,
# ends it as a draw. A human's game has none (L-WIN rules alone end it).
BOT_TURN_CAP = 200


def starter_names() -> dict[str, Path]:
    return {p.stem: p for p in starter_deck_paths()}


def resolve_deck(name: str) -> tuple[Deck, str]:
    """A starter deck by name (fire, water, ...) or a deck file by path; returns the deck and what was named."""
    starters = starter_names()
    key = name.strip().lower()
    if key in starters:
        return load_deck(starters[key]), key
    if Path(name).exists():
        return load_deck(name), name
    hint = did_you_mean(key, tuple(starters))
    extra = f"; did you mean {hint!r}?" if hint else ""
    raise CardlawError(
        f"--deck {name!r} is neither a starter deck ({', '.join(sorted(starters))}) nor a deck file{extra}")


def pick_decks(named: Sequence[str], seed: int) -> tuple[list[Deck], list[str]]:
    """Two decks: as named, or (none named) two different starter decks drawn from the seed."""
    if len(named) not in (0, 2):
        raise CardlawError(f"give --deck twice (p1's deck, then p2's), not {len(named)} time(s)")
    if not named:
        starters = sorted(starter_names())
        named = random.Random(f"cardlaw-landfight-decks-{seed}").sample(starters, 2)
    decks, sources = [], []
    for item in named:
        deck, source = resolve_deck(item)
        decks.append(deck)
        sources.append(source)
    return decks, sources


def _title(rule: str | None) -> str:
    if rule is None:
        return ""
    try:
        return f" ({rule}: {load_rulebook().get(rule).title})"
    except CardlawError:
        return f" ({rule})"


def _result_line(game: Game) -> str:
    result = game.result
    if result is None:
        return f"Stopped on turn {game.turn}, unfinished."
    rules = ", ".join(result.get("rules", []))
    games = ""
    if game.match is not None:
        played = game.match["games"]
        games = " · games: " + ", ".join(g["winner"] or "draw" for g in played)
    if result["winner"] is None:
        return f"Result: a draw on turn {game.turn}: {result['reason']} ({rules}){games}."
    return f"Result: {result['winner']} wins: {result['reason']} ({rules}){games}."


def _start(decks: Sequence[Deck], seed: int, options: Mapping[str, str], match: bool, cap: int | None) -> Game:
    return new_game(list(decks), seed, options, match=match, turn_cap=cap)


def _say(game: Game, who: str, action: Mapping[str, Any], events: Sequence[Mapping[str, Any]],
         viewer: int | None, quiet: bool, text: str | None = None) -> None:
    if quiet:
        return
    click.echo(f"{who}: {text or describe_action(game, action)}")
    for sentence in sentences(game, events, viewer):
        click.echo(f"    {sentence}")


def check_bots(names: Sequence[str]) -> None:
    for name in names:
        if name.strip().lower() not in BOT_NAMES:
            hint = did_you_mean(name.strip().lower(), BOT_NAMES)
            extra = f"; did you mean {hint!r}?" if hint else ""
            raise CardlawError(f"unknown Landfight bot {name!r} (known: {', '.join(BOT_NAMES)}){extra}")


def play_bots(named_decks: Sequence[str], seed: int, options: Mapping[str, str], names: tuple[str, str],
              path: str | None, *, quiet: bool, match: bool = True, turn_cap: int | None = BOT_TURN_CAP) -> Game:
    """Two bots play a game or match; every action and its events are printed unless ``quiet``."""
    check_bots(names)
    decks, sources = pick_decks(named_decks, seed)
    bots: list[Bot] = [make_bot(names[0], bot_rng(seed, 0)), make_bot(names[1], bot_rng(seed, 1))]
    game = _start(decks, seed, options, match, turn_cap)
    what = "best-of-three match" if match else "game"
    if not quiet:
        click.echo(f"Landfight {what}, seed {seed}: p1 ({bots[0].name} bot) plays {decks[0].name!r}, "
                   f"p2 ({bots[1].name} bot) plays {decks[1].name!r}.")
        for sentence in sentences(game, game.out):
            click.echo(f"    {sentence}")
    taken: list[dict[str, Any]] = []
    while game.decision is not None:
        player = int(game.decision["player"])
        action = bots[player].choose(game, player)
        text = describe_action(game, action)
        events = game.apply(action)
        taken.append({"player": PLAYERS[player], **{k: v for k, v in action.items() if k != "player"}})
        _say(game, PLAYERS[player], action, events, None, quiet, text)
    click.echo(_result_line(game))
    if path is not None:
        save_replay(path, record(decks, seed, taken, game, options=options, match=match, turn_cap=turn_cap,
                                 bots=(bots[0].name, bots[1].name), sources=sources))
        if not quiet:
            click.echo(f"Replay written to {path}")
    return game


_HELP = """\
Type the number of an action from the list. Other commands:
  field      show the field again
  card N     the full text of the card in action N (or 'card NAME' for a card in view)
  rules ID   a rule of the rulebook, such as 'rules L-BAT-3'
  help       this text
  quit       stop (the replay of the game so far is still written)
Your Land Life, hand, deck and Ruins are on your line; the opponent's hand and deck
are shown as counts. The chain lists activations waiting to resolve, the last first."""


def _card_text(game: Game, query: str, actions: Sequence[Mapping[str, Any]]) -> str:
    cid: str | None = None
    if query.isdigit() and 0 < int(query) <= len(actions):
        action = actions[int(query) - 1]
        for key in ("card", "attacker", "choice"):
            value = action.get(key)
            if isinstance(value, str) and value in game.cards:
                cid = value
                break
    else:
        wanted = query.lower()
        cid = next((c for c, card in game.cards.items() if card.name.lower() == wanted), None)
    if cid is None:
        return f"no card {query!r} here; give an action number or a card's name"
    card = game.cards[cid]
    head = f"{card.name} ({card.number}) — {card.kind.value}" + (f" ({card.badge})" if card.badge else "")
    if card.type_line:
        head += f", {card.type_line}, Strength {card.strength}"
    return head + ("\n  " + "\n  ".join(card.text.splitlines()) if card.text.strip() else "\n  (no text)")


def play_human(named_decks: Sequence[str], seed: int, options: Mapping[str, str], path: str, *, quiet: bool,
               side: str = "p1", match: bool = True, bot_name: str = "heuristic") -> Game:
    """You play ``side`` at the terminal against a bot; a replay is written to ``path`` however the game stops."""
    stdin: TextIO = prompt_input()
    decks, sources = pick_decks(named_decks, seed)
    human = PLAYERS.index(side)
    machine = 1 - human
    bot = make_bot(bot_name, bot_rng(seed, machine))
    kinds: list[str] = [bot.name, bot.name]
    kinds[human] = HUMAN
    game = _start(decks, seed, options, match, None)
    what = "a best-of-three match" if match else "one game"
    click.echo(f"Landfight, {what}, seed {seed}: you are {side} with {decks[human].name!r}; the {bot.name} bot "
               f"is {PLAYERS[machine]} with {decks[machine].name!r}. Type 'help' for help.")
    for sentence in sentences(game, game.out, human):
        click.echo(f"    {sentence}")
    taken: list[dict[str, Any]] = []
    stopped = interrupted = False
    show_field = True
    try:
        while game.decision is not None and not stopped:
            player = int(game.decision["player"])
            if player != human:
                action = bot.choose(game, player)
                text = describe_action(game, action)
                events = game.apply(action)
                taken.append({"player": PLAYERS[player], **action})
                _say(game, PLAYERS[player], action, events, human, False, text)
                show_field = True
                continue
            actions = game.legal()
            if show_field:
                click.echo(draw_field(game, human))
                show_field = False
            click.echo(f"You {decision_line(game).split(' ', 1)[1]}:")
            for number, action in enumerate(actions, start=1):
                click.echo(f"  {number:>2}. {describe_action(game, action)}")
            click.echo(f"{side}> ", nl=False)
            line = stdin.readline()
            if not line:
                click.echo()
                stopped = True
                break
            if not stdin.isatty():
                click.echo(line.rstrip("\n"))
            command = line.strip()
            lowered = command.lower()
            if not command:
                continue
            if lowered in ("quit", "exit", "q"):
                stopped = True
                break
            if lowered in ("help", "?", "h"):
                click.echo(_HELP)
                continue
            if lowered == "field":
                show_field = True
                continue
            if lowered.startswith("card "):
                click.echo(_card_text(game, command[5:].strip(), actions))
                continue
            if lowered.startswith("rules "):
                from ..rulebook import RULE_ID

                wanted = command[6:].strip().upper()
                book = load_rulebook()
                if RULE_ID.fullmatch(wanted) and wanted in book.rules:
                    rule = book.get(wanted)
                    click.echo(f"{rule.id} · {rule.title}\n{rule.prose}")
                else:
                    click.echo(f"no rule {wanted!r}; rule IDs read like L-BAT-3 or LR-10")
                continue
            if not lowered.isdigit() or not 0 < int(lowered) <= len(actions):
                click.echo(f"{command!r} is not an action number from 1 to {len(actions)}. Type 'help' for help.")
                continue
            action = actions[int(lowered) - 1]
            text = describe_action(game, action)
            try:
                events = game.apply(action)
            except IllegalMove as err:  # the list is the engine's own, so this would be a bug; say it plainly
                click.echo(f"Refused: {err.reason}{_title(err.rule)}.")
                continue
            taken.append({"player": side, **action})
            _say(game, "you", action, events, human, False, text)
            show_field = True
    except KeyboardInterrupt:
        click.echo()
        click.echo("Interrupted.")
        stopped = interrupted = True
    if stopped and game.result is None:
        click.echo("You stopped the game.")
    click.echo(_result_line(game))
    save_replay(path, record(decks, seed, taken, game, options=options, match=match, turn_cap=None,
                             bots=(kinds[0], kinds[1]), sources=sources))
    if not quiet:
        click.echo(f"Replay written to {path}")
    if interrupted:
        raise click.exceptions.Exit(130)  # the shell's code for Ctrl-C, once the game so far is saved
    return game


def run_replay(replay: LandfightReplay, source: str, *, step: bool) -> None:
    run = replay_game(replay, source=source)
    game = run.game
    p1, p2 = (b or "unknown" for b in replay.bots)
    what = "best-of-three match" if replay.match else "game"
    click.echo(f"Landfight {what}, seed {replay.seed}: p1 ({p1}) plays {replay.decks[0]['name']!r}, "
               f"p2 ({p2}) plays {replay.decks[1]['name']!r}; {len(replay.actions)} actions.")
    for sentence in sentences(game, run.setup_events):
        click.echo(f"    {sentence}")
    stdin = sys.stdin
    total = len(replay.actions)
    steps = iter(run)
    for number, recorded in enumerate(replay.actions, start=1):
        text = describe_action(game, recorded) if game.decision is not None else None  # worded before it is applied
        player, action, events = next(steps)
        _say(game, PLAYERS[player], action, events, None, False, text)
        if step and number < total:
            click.echo("(Enter for the next action)", nl=False)
            if not stdin.readline():
                step = False
            click.echo()
    for _ in steps:  # the end of the actions checks the recorded result
        pass
    click.echo(_result_line(game))
    click.echo("The replay's result matches the recorded one.")


def demo_game(seed: int) -> Game:
    """A short look at Landfight: one game between two starter decks, heuristic against random."""
    return play_bots(("fire", "water"), seed, {}, ("heuristic", "random"), None, quiet=False, match=False)
