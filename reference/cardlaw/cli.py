"""The `cardlaw` command line.

Every user error (`cardlaw.CardlawError`, or a usage error) prints a message on
stderr and exits with status 2, without a traceback. Heavy modules are imported
inside the commands so that `cardlaw battle` answers quickly.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

import click

# -- plumbing ---------------------------------------------------------------------


class UserError(click.ClickException):
    """A `CardlawError` on its way out: message on stderr, exit status 2."""

    exit_code = 2


class _Group(click.Group):
    # Commands whose modules load only when they are named (or listed by --help):
    # name -> (module under cardlaw, attribute). A command left out of the list costs nothing.
    lazy: dict[str, tuple[str, str]] = {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.lazy and cmd_name not in self.commands:
            from importlib import import_module

            module, attribute = self.lazy[cmd_name]
            self.add_command(getattr(import_module(module, __package__), attribute), cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException as err:
            if err.exit_code == 1 and not isinstance(err, UserError):
                err.exit_code = 2  # type: ignore[misc]  # click types it a ClassVar; this error alone exits 2
            raise
        except Exception as err:
            from .errors import CardlawError

            if isinstance(err, CardlawError):
                raise UserError(err.message) from None
            raise
        except KeyboardInterrupt:
            raise click.exceptions.Exit(130) from None


def _variants() -> tuple[str, ...]:
    from .rulebook import load_rulebook

    return load_rulebook().variants


if TYPE_CHECKING:
    _StrParamType = click.ParamType[str]
else:  # ParamType takes type parameters only from click 8.4 on
    _StrParamType = click.ParamType


class VariantType(_StrParamType):
    """A variant name; the choices are the variants spec/ declares, read when needed."""

    name = "variant"

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return "[" + "|".join(_variants()) + "]"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        known = _variants()
        if value in known:
            return str(value)
        from .errors import did_you_mean

        hint = did_you_mean(str(value), known)
        extra = f"; did you mean {hint!r}?" if hint else ""
        self.fail(f"{value!r} is not a game: choose {' or '.join(map(repr, known))}{extra}", param, ctx)


VARIANT = VariantType()


class GameType(VariantType):
    """A grid variant or ``landfight``."""

    name = "game"

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return "[" + "|".join((*_variants(), LANDFIGHT)) + "]"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        known = (*_variants(), LANDFIGHT)
        if value in known:
            return str(value)
        from .errors import did_you_mean

        hint = did_you_mean(str(value), known)
        extra = f"; did you mean {hint!r}?" if hint else ""
        self.fail(f"{value!r} is not a game: choose {', '.join(map(repr, known))}{extra}", param, ctx)


LANDFIGHT = "landfight"
GAME = GameType()
_GRID_SIDES = ("south", "north")
_LANDFIGHT_SIDES = ("p1", "p2")


def _parse_options(ctx: click.Context, param: click.Parameter, values: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in values:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise click.BadParameter(f"{item!r} must be NAME=VALUE, such as advance=no", ctx, param)
        key = name.strip()
        if key in options and options[key] != value.strip():
            raise click.BadParameter(
                f"{key} is given twice ({key}={options[key]} and {key}={value.strip()}); give it once", ctx, param)
        options[key] = value.strip()
    return options


def option_flag(func: Any) -> Any:
    return click.option(
        "--option",
        "options",
        multiple=True,
        metavar="NAME=VALUE",
        callback=_parse_options,
        help="A rules option (a ruling in spec/grid/07-rulings.md); may be repeated.",
    )(func)


def _json_text(value: Any, indent: int | None = None) -> str:
    import json  # only for --json output: a plain battle never pays for it

    return json.dumps(value, ensure_ascii=False, indent=indent)


def _fail(message: str) -> NoReturn:
    raise UserError(message)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="cardlaw", prog_name="cardlaw")
def main() -> None:
    """cardlaw: the rules of the grid minigames and of Landfight, executable.

    Grid games (hornburg, base-race): rule a battle, prove the rule sets, play or
    replay a game, deal it from real card files and play every set of one (pool).
    Landfight: read card text (parse), check cards and decks
    (cards), play or replay a game or a best-of-three match. Both: read the
    rulebook (rules), prove the formal rules (spec check) and judge conformance
    scenarios (judge, conformance).
    """


# -- battle ---------------------------------------------------------------------------


def _card(side: str, type_line: str, toughness: str | None, loyalty: str | None) -> Any:
    from .errors import DataError
    from .grid import Card

    data: dict[str, Any] = {"name": side, "type": type_line}
    if toughness is not None:
        data["toughness"] = toughness
    if loyalty is not None:
        data["loyalty"] = loyalty
    try:
        return Card.from_json(data, source="command line", path=side)
    except DataError as err:
        field = err.path.rsplit(".", 1)[-1]
        flag = f"--{side}" if field == "type" else f"--{side}-{field}"
        value = data.get(field)
        extra = ""
        if isinstance(value, str) and re.search(r"\d*d\d", value, re.ASCII):
            extra = "; a die roll is no number the grid can play (GR-22)"
        _fail(f"{flag} {value!r}: {err.problem}{extra}")


# Printed numbers that are plain counts; any other print gets a sentence saying what it is worth.
_PLAIN_COUNT = re.compile(r"\d+", re.ASCII)


def _printed_notes(sides: Sequence[tuple[str, Any]]) -> list[str]:
    """Sentences for `battle`: what a printed `*`, `X`, `-1`, `+1`, `?` or half counts as (GR-11, GR-22)."""
    from .grid import printed_value

    notes = []
    for side, card in sides:
        for measure in ("toughness", "loyalty"):
            printed = getattr(card, measure)
            if printed is None or _PLAIN_COUNT.fullmatch(printed):
                continue
            ruling = "GR-11" if "*" in printed and printed != "*²" else "GR-22"
            notes.append(f"The {side}'s printed {measure} {printed!r} counts as {printed_value(printed)} ({ruling}).")
    return notes


@main.command()
@click.option("--game", "variant", type=VARIANT, required=True, help="The variant whose rules decide.")
@click.option("--attacker", required=True, metavar="TYPE_LINE", help="Type line of the attacking card.")
@click.option("--defender", required=True, metavar="TYPE_LINE", help="Type line of the defending card.")
@click.option("--attacker-toughness", metavar="N", help="Printed toughness as the card has it: 3, -1, X, * or 1+* (GR-11, GR-22).")
@click.option("--defender-toughness", metavar="N", help="Printed toughness as the card has it: 3, -1, X, * or 1+* (GR-11, GR-22).")
@click.option("--attacker-loyalty", metavar="N", help="Printed loyalty: 4 or X.")
@click.option("--defender-loyalty", metavar="N", help="Printed loyalty: 4 or X.")
@option_flag
@click.option("--json", "as_json", is_flag=True, help="Print the ruling as one JSON object.")
def battle(
    variant: str,
    attacker: str,
    defender: str,
    attacker_toughness: str | None,
    defender_toughness: str | None,
    attacker_loyalty: str | None,
    defender_loyalty: str | None,
    options: dict[str, str],
    as_json: bool,
) -> None:
    """Rule one battle: the card of --attacker attacks the card of --defender.

    \b
    Example:
      cardlaw battle --game hornburg --attacker "Creature — Orc" --attacker-toughness 3 \\
                     --defender "Legendary Creature — Elf" --defender-toughness 2
    """
    from .grid import rule_battle

    a = _card("attacker", attacker, attacker_toughness, attacker_loyalty)
    d = _card("defender", defender, defender_toughness, defender_loyalty)
    ruling = rule_battle(variant, a, d, options)
    if as_json:
        click.echo(_json_text(ruling.to_json()))
        return
    from ._cli.render import Narrator, cite

    for sentence in _printed_notes((("attacker", a), ("defender", d))):
        click.echo(sentence)
    for sentence in Narrator(battle_mode=True).sentences(ruling.events):
        click.echo(sentence)
    if ruling.survivor == "attacker" and ruling.survivor_square == "from":
        click.echo(f"The attacker stays on its own square {cite(('G-OUT-3', 'GR-3'))}.")


# -- rules ----------------------------------------------------------------------------


@main.command()
@click.argument("query", nargs=-1)
def rules(query: tuple[str, ...]) -> None:
    """Show a rule by ID, or list the rules matching WORDS (every rule when none is given)."""
    from .rulebook import RULE_ID, load_rulebook

    book = load_rulebook()
    if len(query) == 1 and RULE_ID.fullmatch(query[0].upper()):
        rule = book.get(query[0].upper())
        click.echo(f"{rule.id} · {rule.title}  [{rule.kind}]")
        click.echo(f"spec/{rule.source}:{rule.line}")
        if rule.prose:
            click.echo()
            click.echo(rule.prose)
        for block in rule.blocks:
            click.echo()
            written = f"{block.language} for {', '.join(block.variants)}" if block.variants else block.language
            click.echo(f"formal text ({written}), spec/{block.source}:{block.line}:")
            for line in block.text.splitlines():
                click.echo(f"    {line}")
        return
    found = book.search(" ".join(query)) if query else list(book.rules.values())
    if not found:
        click.echo(f"no rule mentions {' '.join(query)!r}", err=True)
        raise click.exceptions.Exit(1)
    width = max(len(r.id) for r in found)
    for rule in found:
        click.echo(f"{rule.id:<{width}}  {rule.title}")


# -- spec check -------------------------------------------------------------------------


@main.group(cls=_Group)
def spec() -> None:
    """Work on the specification in spec/."""


def _run_spec_check(chosen: Sequence[str]) -> bool:
    from .rules import check_variant

    ok = True
    for variant in chosen or (*_variants(), LANDFIGHT):
        if variant == LANDFIGHT:
            from .landfight import check_rules

            report: Any = check_rules()
        else:
            report = check_variant(variant)
        click.echo(report.summary())
        ok = ok and report.ok
    return ok


@spec.command("check")
@click.argument("variants", nargs=-1, type=GAME, metavar="[GAME]...")
def spec_check(variants: tuple[str, ...]) -> None:
    """Prove each game's rules total and consistent (every grid variant and Landfight by default).

    For a grid variant: every pair of card categories has exactly one outcome. For
    Landfight: under every choice of ruling options, every statement of the formal
    blocks reads, the battle table is total, every size has a cost and every phase
    a successor.
    """
    if not _run_spec_check(variants):
        raise click.exceptions.Exit(1)


# -- play and replay -----------------------------------------------------------------------




@main.command()
@click.argument("variant", type=GAME, metavar="GAME")
@click.option("--bots", metavar="FIRST,SECOND",
              help="Two bots play each other: south,north for a grid game (greedy, random), "
                   "p1,p2 for Landfight (heuristic, random).")
@click.option("--as", "side", type=click.Choice([*_GRID_SIDES, *_LANDFIGHT_SIDES]),
              help="The side you play against the bot [default: south, or p1 in Landfight]; not with --bots.")
@click.option("--seed", type=click.IntRange(min=0), help="Seed of the deal and of the bots, 0 or more (random when left out).")
@option_flag
@click.option("--replay", "replay_path", metavar="FILE",
              help="Where to write the replay [default: GAME-SEED.replay.json, or GAME-SEED-2.replay.json and so on "
                   "when that file exists].")
@click.option("--quiet", is_flag=True, help="Print only the result.")
@click.option("--strict", is_flag=True, help="Grid games: the print's literal game, no ply cap and no repetition draw (GR-14, GR-15).")
@click.option(
    "--pool",
    "pool_path",
    metavar="FILE",
    help="Grid games: deal the cards a table opened (MTGJSON set file, Scryfall JSON or a cardlaw card list) "
    "instead of stand-in packs.",
)
@click.option("--set", "set_code", metavar="CODE",
              help="With --pool: the set to deal from an MTGJSON file of many sets (AllSets.json, AllPrintings.json).")
@click.option("--deck", "decks", multiple=True, metavar="DECK",
              help="Landfight: a starter deck (dark, earth, fire, light, water, wind) or a deck file; give it "
                   "twice, p1's then p2's [default: two starter decks drawn from the seed].")
@click.option("--single", is_flag=True, help="Landfight: one game instead of a best-of-three match.")
@click.option("--bot", "bot_name", metavar="NAME", default="heuristic", show_default=True,
              help="Landfight: the bot you play against (heuristic or random).")
def play(
    variant: str,
    bots: str | None,
    side: str | None,
    seed: int | None,
    options: dict[str, str],
    replay_path: str | None,
    quiet: bool,
    strict: bool,
    pool_path: str | None,
    set_code: str | None,
    decks: tuple[str, ...],
    single: bool,
    bot_name: str,
) -> None:
    """Play GAME: you against a bot at the terminal, or two bots with --bots.

    Your legal actions are listed before each prompt; type 'help' for the commands.
    A replay is written in any case, also when you quit or press Ctrl-C.

    \b
    Examples:
      cardlaw play hornburg --seed 7
      cardlaw play landfight --deck fire --deck water
      cardlaw play landfight --deck fire --deck water --bots heuristic,random --seed 3
    """
    if bots is not None and side is not None:
        _fail("--as picks your side in a game against the bot; drop it or --bots")
    if seed is None:
        import random

        seed = random.SystemRandom().randrange(1_000_000)
    if set_code is not None and pool_path is None:
        _fail(f"--set {set_code} picks a set of the --pool file; give --pool FILE too")
    if variant == LANDFIGHT:
        _play_landfight(bots, side, seed, options, replay_path, quiet, strict, pool_path, decks, single, bot_name)
        return
    for flag, given in (("--deck", bool(decks)), ("--single", single), ("--bot", bot_name != "heuristic")):
        if given:
            _fail(f"{flag} is for Landfight; {variant} is a grid game")
    if side in _LANDFIGHT_SIDES:
        _fail(f"--as {side}: the sides of {variant} are south and north")
    if strict:
        clash = sorted(name for name in ("ply_cap", "repetition") if options.get(name, "off") != "off")
        if clash:
            _fail(f"--strict turns {' and '.join(clash)} off; drop --option {clash[0]}=... or --strict")
        options = {**options, "ply_cap": "off", "repetition": "off"}
    from ._cli.play import play_bots, play_human
    from .grid.importers import load_cards

    if pool_path is not None and not pool_path.strip():
        _fail(f"--pool needs a file name; {pool_path!r} names none")
    opened = load_cards(pool_path, set_code) if pool_path is not None else None
    if pool_path is not None and opened is not None and opened.set_aside:
        _say_set_aside(pool_path, opened.set_aside)

    path = _replay_target(replay_path, f"{variant}-{seed}")
    if bots is not None:
        play_bots(variant, seed, options, _two_bots(bots, "south then north", "greedy,random"), path, quiet=quiet,
                  opened=opened)
    else:
        play_human(variant, seed, options, path, quiet=quiet, opened=opened, side=side or "south")


_SET_ASIDE_SHOWN = 10


def _say_set_aside(pool_path: str, set_aside: Sequence[Any]) -> None:
    """On stderr: which cards of the pool file the grid cannot play, and why (the rest are dealt)."""
    count = len(set_aside)
    cards = "1 card" if count == 1 else f"{count} cards"
    click.echo(f"note: {cards} of {pool_path} set aside, the grid cannot play {'it' if count == 1 else 'them'}:",
               err=True)
    for card in set_aside[:_SET_ASIDE_SHOWN]:
        click.echo(f"  {card.note()}", err=True)
    if count > _SET_ASIDE_SHOWN:
        click.echo(f"  and {count - _SET_ASIDE_SHOWN} more", err=True)


def _two_bots(bots: str, order: str, example: str) -> tuple[str, str]:
    names = [b.strip() for b in bots.split(",")]
    if len(names) != 2 or not all(names):
        _fail(f"--bots {bots!r}: give two bots, {order}, such as {example}")
    return names[0], names[1]


def _play_landfight(
    bots: str | None, side: str | None, seed: int, options: dict[str, str], replay_path: str | None, quiet: bool,
    strict: bool, pool_path: str | None, decks: tuple[str, ...], single: bool, bot_name: str,
) -> None:
    if strict or pool_path is not None:
        _fail(f"{'--strict' if strict else '--pool'} is for the grid games, not Landfight")
    if side in _GRID_SIDES:
        _fail(f"--as {side}: the Landfight players are p1 and p2")
    from ._cli import landfight_play as lf
    from .landfight import load_rules

    load_rules().resolve_options(options)  # a bad --option is refused before anything starts
    lf.pick_decks(decks, seed)  # likewise a bad --deck
    path = _replay_target(replay_path, f"landfight-{seed}")
    if bots is not None:
        lf.play_bots(decks, seed, options, _two_bots(bots, "p1 then p2", "heuristic,random"), path, quiet=quiet,
                     match=not single)
    else:
        lf.check_bots([bot_name])
        lf.play_human(decks, seed, options, path, quiet=quiet, side=side or "p1", match=not single,
                      bot_name=bot_name)


def _replay_target(given: str | None, stem: str) -> str:
    """Where the replay goes: the file named (checked now, before the game), or a default name that replaces no file."""
    from ._files import free_default_name, writable_target

    if given is None:
        return free_default_name(stem, ".replay.json")
    writable_target(given)
    return given


@main.command()
@click.argument("file", type=click.Path(dir_okay=True, path_type=str))
@click.option("--step", is_flag=True, help="Wait for Enter between moves.")
def replay(file: str, step: bool) -> None:
    """Play a replay FILE (a grid game or a Landfight game) back through the engine and check its recorded result."""
    from ._jsonfile import read_json_file
    from .landfight.replay import is_landfight_replay, replay_from_json

    data = read_json_file(file, "replay file")
    if is_landfight_replay(data):
        from ._cli.landfight_play import run_replay as run_landfight_replay

        run_landfight_replay(replay_from_json(data, source=file), file, step=step)
        return
    from ._cli.play import run_replay

    run_replay(file, step=step)


# -- demo ------------------------------------------------------------------------------------


@main.command()
@click.option("--seed", type=int, default=16, show_default=True, help="Seed of the demo game.")
def demo(seed: int) -> None:
    """A tour: a grid game between bots, the spec check, one conformance verdict, and a Landfight game."""
    from ._cli.play import demo_game

    click.echo(f"== 1. A Battle of the Hornburg game: greedy (south) against random (north), seed {seed}")
    demo_game("hornburg", seed)
    click.echo()
    click.echo("== 2. cardlaw spec check: are the rule sets total and consistent?")
    ok = _run_spec_check(())
    click.echo()
    click.echo("== 3. cardlaw judge: one conformance scenario")
    _demo_verdict()
    click.echo()
    click.echo(f"== 4. A Landfight game: the heuristic bot (p1, Fire) against the random bot (p2, Water), seed {seed}")
    from ._cli.landfight_play import demo_game as landfight_demo

    landfight_demo(seed)
    if not ok:
        raise click.exceptions.Exit(1)


def _demo_verdict() -> None:
    from .conformance import judge_file, root, scenario_paths

    scenarios = scenario_paths()
    if not scenarios:
        click.echo("(the conformance suite holds no scenario yet)")
        return
    # Prefer the Hornburg toughness tie, else any battle scenario: each shows a ruling and the rules it cites.
    battles = [p for p in scenarios if "battle" in p.parts]
    chosen = next((p for p in battles if p.stem == "toughness-tie"), battles[0] if battles else scenarios[0])
    try:
        shown = chosen.relative_to(root()).as_posix()
    except ValueError:
        shown = chosen.name
    click.echo("A scenario sets up a position, plays its actions and says what must happen. Below, each action is")
    click.echo("followed by the events the engine reported, one a line: the event's type, its fields, and in")
    click.echo("brackets the rules that produced it. PASS: the events and the final state are the expected ones.")
    click.echo(f"$ cardlaw judge conformance/{shown}")
    click.echo(judge_file(chosen).render())


# -- conformance -------------------------------------------------------------------------------


def _conformance() -> Any:
    from . import conformance

    return conformance


@main.command()
@click.argument("file", type=click.Path(path_type=str))
@click.option("--impl", metavar="COMMAND", help="Judge this implementation instead of cardlaw's engine.")
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as JSON.")
def judge(file: str, impl: str | None, as_json: bool) -> None:
    """Judge one conformance scenario FILE against the reference engine (exit 1 if it fails)."""
    verdict = _conformance().judge_file(file, impl) if impl else _conformance().judge_file(file)
    if as_json:
        click.echo(_json_text(verdict.to_json(), indent=1))
    else:
        click.echo(verdict.render())
    if not verdict.passed:
        raise click.exceptions.Exit(1)


@main.group(cls=_Group)
def conformance() -> None:
    """Run the conformance suite, or serve as an implementation adapter."""


@conformance.command("run")
@click.option("--impl", metavar="COMMAND", help="Judge this program (session or one-shot protocol) instead of cardlaw in-process.")
@click.option("--protocol", type=click.Choice(["auto", "session", "one-shot"]), default="auto", show_default=True,
              help="How --impl speaks; auto sends a hello and closes its input to find out.")
@click.option("--timeout", type=click.FloatRange(min=0.01), default=10.0, show_default=True, metavar="SECONDS",
              help="Per case; a program that takes longer is ended with its process group.")
@click.option("--game", "games", multiple=True, metavar="GAME", help="Only cases of this game (repeatable).")
@click.option("--rule", "rules", multiple=True, metavar="ID", help="Only cases pinning this rule; wildcards allowed, e.g. 'G-BAT-*'.")
@click.option("--feature", "features", multiple=True, metavar="NAME",
              help="Only cases needing this feature: game:G, option:NAME, deal, pool, setup:KIND.")
@click.option("--case", "cases", multiple=True, metavar="ID", help="Only these case IDs; wildcards allowed, e.g. 'grid/battle/*'.")
@click.option("--expected-failures", "xfail_path", metavar="FILE", help="Case IDs expected to fail, one a line ('# reason' after).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "junit", "tap"]), default="text", show_default=True,
              help="The report on stdout.")
@click.option("-q", "--quiet", is_flag=True, help="No progress on stderr.")
@click.option("-v", "--verbose", is_flag=True, help="Show every verdict in full (text format).")
@click.argument("paths", nargs=-1, type=click.Path(path_type=str))
def conformance_run(
    impl: str | None, protocol: str, timeout: float, games: tuple[str, ...], rules: tuple[str, ...],
    features: tuple[str, ...], cases: tuple[str, ...], xfail_path: str | None, fmt: str, quiet: bool,
    verbose: bool, paths: tuple[str, ...],
) -> None:
    """Run the scenarios in PATHS (the whole suite by default) and report each case.

    \b
    Exit status: 0 every case passed, was skipped by feature or failed as expected;
    1 a case failed, errored, or passed although listed as an expected failure;
    2 a usage error: a bad option, a program that cannot be started or does not
    speak the protocol, a malformed scenario or expected-failures file.
    """
    from .conformance._reports import render
    from .conformance._runner import Selection, read_expected_failures, run_suite

    listed = read_expected_failures(xfail_path) if xfail_path else None
    selection = Selection(games, rules, features, cases)
    progress = None if quiet else _progress_printer()
    report = run_suite(list(paths) or None, impl, selection=selection, expected_failures=listed,
                       protocol=protocol, timeout=timeout, progress=progress)
    if progress is not None:
        progress.finish()
    click.echo(render(report, fmt, verbose=verbose))
    if report.problems:
        _fail("; ".join(report.problems))
    if report.malformed:
        _fail(_conformance().malformed_message(report.malformed))
    if not report.ok:
        raise click.exceptions.Exit(1)


class _ProgressPrinter:
    """One mark a case on stderr (. F E s x X M), and the count at the end of each row."""

    WIDTH = 50

    def __init__(self) -> None:
        self.column = 0
        self.last = 0

    def __call__(self, verdict: Any, number: int, total: int) -> None:
        from .conformance._runner import PROGRESS_MARK

        sys.stderr.write(PROGRESS_MARK[verdict.status])
        self.column += 1
        self.last = number
        if self.column == self.WIDTH or number == total:
            sys.stderr.write(f" [{number}/{total}]\n")
            self.column = 0
        sys.stderr.flush()

    def finish(self) -> None:
        if self.column:
            sys.stderr.write("\n")
            sys.stderr.flush()


def _progress_printer() -> _ProgressPrinter:
    return _ProgressPrinter()


@conformance.command("adapter")
def conformance_adapter() -> None:
    """Run the scenario JSON read from stdin on the reference engine and print the protocol result (conformance/PROTOCOL.md)."""
    code = _conformance().adapter_main(sys.stdin, sys.stdout)
    raise click.exceptions.Exit(code or 0)


@conformance.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (for the site and other tools).")
@click.argument("paths", nargs=-1, type=click.Path(path_type=str))
def conformance_coverage(as_json: bool, paths: tuple[str, ...]) -> None:
    """For every rule and ruling, the cases that pin it; exit 1 if a rule has none or a pin names no rule."""
    from .conformance._coverage import coverage_report, render_coverage

    report = coverage_report(list(paths) or None)
    click.echo(_json_text(report, indent=1) if as_json else render_coverage(report))
    if not report["ok"]:
        raise click.exceptions.Exit(1)


# `cardlaw conformance mutate` loads only when named: its module needs what Pyodide lacks (resource)
# and costs a cold start a tenth of a second.
conformance.lazy = {"mutate": (".mutate", "mutate_command")}  # type: ignore[attr-defined]


@conformance.command("serve")
def conformance_serve() -> None:
    """Speak the session protocol on stdin/stdout: one process answers a whole run (conformance/PROTOCOL.md)."""
    from .conformance._serve import command

    raise click.exceptions.Exit(command())


def run() -> None:
    """The console command: `main`, with standard output that cannot be written turned into one line.

    A full disk or a closed reader (`cardlaw rules > /dev/full`, `| head`) is the
    surroundings' fault, not a bug: it is said once on stderr with no traceback, and the
    output still buffered is dropped so that the interpreter's last flush stays quiet.
    """
    from ._entry import output_failed

    try:
        main()
    except OSError as err:
        output_failed(err)




# Commands in modules of their own, loaded when named: Landfight's card files, the grid's pool files.
main.lazy = {"parse": ("._cli.cardtext_cmd", "parse_cmd"), "cards": ("._cli.cards_cmd", "cards"),
             "pool": ("._cli.pool_cmd", "pool")}


if __name__ == "__main__":  # pragma: no cover
    run()
