"""`cardlaw play`, `cardlaw replay` and the demo game."""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import TextIO

import click

from . import prompt_input
from ..errors import CardlawError, DataError
from ..grid import PLAYERS, Card, Event, Game, IllegalMove, deal, dump_state, view
from ..grid.bots import arranger_for, bot_game, bot_rng, make_bot, play_out
from ..grid.replay import Replay, load_replay, record, replay_game, save_replay
from .render import Narrator, board_legend, describe_card, draw_board, title

HUMAN = "human"


def _say_move(number: int, player: str, text: str, events: Sequence[Event], narrator: Narrator) -> None:
    click.echo(f"{number:>3}. {player} {text}")
    for sentence in narrator.sentences(events):
        click.echo(f"       {sentence}")


def _plies(n: int) -> str:
    return f"{n} ply" if n == 1 else f"{n} plies"


def _say_result(game: Game) -> None:
    result = game.result
    if result is None:
        click.echo(f"Game stopped after {_plies(game.ply)}, unfinished.")
    elif result.winner is None:
        click.echo(f"Result: a draw after {_plies(game.ply)}: {result.reason} ({', '.join(result.rules)}).")
    else:
        click.echo(
            f"Result: {PLAYERS[result.winner]} wins after {_plies(game.ply)}: {result.reason} ({', '.join(result.rules)})."
        )


def _deal(
    variant: str, seed: int, options: Mapping[str, str], kinds: tuple[str, str], opened: Sequence[Card] | None
) -> Game:
    arrangers = (arranger_for(variant, kinds[0], dict(options)), arranger_for(variant, kinds[1], dict(options)))
    game, _ = deal(variant, seed, options=options, arrangers=arrangers, opened=opened)
    return game


def play_bots(
    variant: str,
    seed: int,
    options: Mapping[str, str],
    names: tuple[str, str],
    path: str | None,
    *,
    quiet: bool,
    opened: Sequence[Card] | None = None,
) -> Game:
    """Two bots play one game; the moves are printed unless ``quiet`` and a replay is written to ``path``."""
    game, _, bots = bot_game(variant, seed, names, options, opened)
    kinds = (bots[0].name, bots[1].name)
    setup = dump_state(game)
    narrator = Narrator()
    if not quiet:
        click.echo(f"{variant}, seed {seed}: south is the {kinds[0]} bot, north the {kinds[1]} bot; {PLAYERS[game.to_move]} moves first.")
        click.echo(draw_board(game, None))
        click.echo(board_legend(game.rules, stand_ins=opened is None))

    def show(move: tuple[int, int], events: tuple[Event, ...]) -> None:
        if not quiet:
            player = _mover(events, game)
            _say_move(game.ply, player, game.move_text(move), events, narrator)

    play_out(game, bots, on_move=show)
    _say_result(game)
    if path is not None:
        save_replay(path, record(setup, game, seed=seed, bots=kinds, options=options,
                                 deal="packs" if opened is None else "pool"))
        if not quiet:
            click.echo(f"Replay written to {path}")
    return game


def _mover(events: Sequence[Event], game: Game) -> str:
    first = events[0] if events else None
    player = getattr(first, "player", None)
    return player if isinstance(player, str) else "?"


def demo_game(variant: str, seed: int) -> Game:
    return play_bots(variant, seed, {}, ("greedy", "random"), None, quiet=False)


# -- a human at the terminal ---------------------------------------------------------------

_HELP = """\
Type a move as two squares, such as 'b3 b4': your card on b3 steps to b4 (attacking
whatever opposing card stands there). Other commands:
  moves   list your legal moves one by one (they are also listed before each prompt)
  board   draw the board again
  cards   list your cards with their names
  help    this text
  quit    stop (the replay of the game so far is still written)
On the board your cards read like Cr3 (category and strength; * once face up),
the opponent's hidden cards read ??, and its face-up cards read like (Cr3).
Categories: """


def compact_moves(game: Game) -> str:
    """The legal moves grouped by the square they leave: ``b3 to b4/c3; c3 to c4``."""
    names = game.board.names
    by_source: dict[int, list[str]] = {}
    for src, dst in game.legal_moves():
        by_source.setdefault(src, []).append(names[dst])
    return "; ".join(f"{names[src]} to {'/'.join(dsts)}" for src, dsts in by_source.items())


def play_human(
    variant: str,
    seed: int,
    options: Mapping[str, str],
    path: str,
    *,
    quiet: bool,
    opened: Sequence[Card] | None = None,
    side: str = "south",
) -> Game:
    """You play ``side`` at the terminal against the greedy bot; a replay is written to ``path``."""
    stdin: TextIO = prompt_input()
    human = PLAYERS.index(side)
    machine = 1 - human
    bot = make_bot("greedy", bot_rng(seed, machine))
    kinds: list[str] = ["greedy", "greedy"]
    kinds[human] = HUMAN
    game = _deal(variant, seed, options, (kinds[0], kinds[1]), opened)
    setup = dump_state(game)
    narrator = Narrator()
    categories = ", ".join(f"{c[:2].title()} {c}" for c in game.rules.categories)
    where = "bottom" if human == 0 else "top"
    click.echo(f"{variant}, seed {seed}: you are {side} ({where}), the greedy bot is {PLAYERS[machine]}; "
               f"{PLAYERS[game.to_move]} moves first. Type 'help' for help.")
    stopped = interrupted = False
    show_board = True
    try:
        while not game.over and not stopped:
            if game.to_move != human:
                move = bot.choose(game, game.to_move)
                text = game.move_text(move)
                events = game.apply(move)
                bot.observe(events)
                _say_move(game.ply, PLAYERS[machine], text, events, narrator)
                show_board = True
                continue
            if show_board:
                click.echo(draw_board(game, human))
                if game.in_extra:
                    click.echo("(you are taking an extra turn)")
                show_board = False
            click.echo(f"Your moves: {compact_moves(game)}")
            click.echo(f"{side}> ", nl=False)
            line = stdin.readline()
            if not line:  # end of input
                click.echo()
                stopped = True
                break
            if not stdin.isatty():
                click.echo(line.rstrip("\n"))  # show piped input, so a transcript reads like a session
            command = line.strip().lower()
            if not command:
                continue
            if command in ("quit", "exit", "q"):
                stopped = True
                break
            if command in ("help", "?", "h"):
                click.echo(_HELP + categories + ".")
                continue
            if command == "moves":
                click.echo("Legal moves: " + ", ".join(game.move_text(m) for m in game.legal_moves()))
                continue
            if command == "board":
                click.echo(draw_board(game, human))
                continue
            if command == "cards":
                for entry in view(game, human)["board"]:
                    if entry["owner"] == side:
                        up = " (face up)" if entry["face_up"] else ""
                        click.echo(f"  {entry['square']}: {describe_card(entry['card'])}{up}")
                continue
            try:
                move = game.parse_move(command)
                events = game.apply(move)
            except IllegalMove as err:
                click.echo(f"Illegal: {err.reason} ({err.rule}: {title(err.rule)}).")
                continue
            except CardlawError as err:
                click.echo(f"{err.message}. Type 'help' for help.")
                continue
            bot.observe(events)
            _say_move(game.ply, side, game.move_text(move), events, narrator)
            show_board = True
    except KeyboardInterrupt:  # Ctrl-C keeps the game so far, as quit does
        click.echo()
        click.echo("Interrupted.")
        stopped = interrupted = True
    if stopped and not game.over:
        click.echo("You stopped the game.")
    _say_result(game)
    save_replay(path, record(setup, game, seed=seed, bots=kinds, options=options,
                             deal="packs" if opened is None else "pool"))
    if not quiet:
        click.echo(f"Replay written to {path}")
    if interrupted:
        raise click.exceptions.Exit(130)  # the shell's code for Ctrl-C, once the game so far is saved
    return game


# -- replays ---------------------------------------------------------------------------------------


def _check_seed(replay: Replay, path: str) -> None:
    """A replay dealt from its seed's packs must hold that deal: an edited seed (or setup) is named, not played."""
    if replay.deal != "packs" or replay.seed is None or None in replay.bots:
        return
    kinds = (str(replay.bots[0]), str(replay.bots[1]))
    try:
        dealt = dump_state(_deal(replay.game, replay.seed, {k: str(v) for k, v in replay.options.items()}, kinds, None))
    except CardlawError:
        dealt = None
    if dealt != replay.setup:
        raise DataError(path, "seed", f"the setup is not the deal of seed {replay.seed} for these bots and options: "
                                      "the seed or the setup was changed after the game")


def run_replay(path: str, *, step: bool) -> None:
    replay = load_replay(path)
    _check_seed(replay, path)
    run = replay_game(replay, source=path)
    game = run.game
    south, north = (b or "unknown" for b in replay.bots)
    seed = "no seed" if replay.seed is None else f"seed {replay.seed}"
    click.echo(f"{replay.game}, {seed}: south is {south}, north is {north}; {len(replay.moves)} moves.")
    click.echo(draw_board(game, None))
    narrator = Narrator()
    stdin = sys.stdin
    for number, (text, events) in enumerate(run, start=1):
        _say_move(number, _mover(events, game), text, events, narrator)
        if step and number < len(replay.moves):
            click.echo("(Enter for the next move)", nl=False)
            if not stdin.readline():
                step = False  # no more input: play the rest without waiting
            click.echo()
    _say_result(game)
    click.echo("The replay's result matches the recorded one.")
