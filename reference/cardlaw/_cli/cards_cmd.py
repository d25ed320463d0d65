"""`cardlaw cards ...`: check Landfight card files and deck files."""

from __future__ import annotations

import re
from typing import Any

import click


@click.group("cards")
def cards() -> None:
    """Landfight card files and deck files."""


def _scenario_texts() -> list[str]:
    """The text of every conformance scenario file (schemas left out)."""
    from .._paths import data_dir

    root = data_dir("conformance")
    texts = []
    for path in sorted(root.rglob("*.json")):
        if "schema" in path.relative_to(root).parts:
            continue
        texts.append(path.read_text(encoding="utf-8"))
    return texts


def _uses(texts: list[str], number: str, name: str) -> int:
    """How many scenario texts mention the card's number or its exact name (as whole words)."""
    pattern = re.compile(rf"(?<![\w-])(?:{re.escape(number)}|{re.escape(name)})(?![\w-])")
    return sum(1 for text in texts if (number in text or name in text) and pattern.search(text))


def _check_card_file(path: str, texts: list[str]) -> bool:
    from ..landfight.cards import inspect_card_file

    report = inspect_card_file(path)
    width = max((len(check.name) for check in report.checks), default=4)
    click.echo(f"{path}: set {report.code} ({report.title}), {len(report.checks)} cards")
    click.echo(f"  {'number':<8} {'name':<{width}}  parsed  round-trips  scenarios")
    failed = 0
    for check in report.checks:
        parsed = "ok" if check.card is not None else "FAILED"
        trips = ("ok" if check.round_trips else "FAILED") if check.card is not None else "-"
        if check.card is not None and check.round_trips and not check.canonical:
            trips += " (text not canonical)"
        used = _uses(texts, check.number, check.name)
        click.echo(f"  {check.number:<8} {check.name:<{width}}  {parsed:<6}  {trips:<11}  {used}")
        for problem in check.problems:
            for line in problem.splitlines():
                click.echo(f"      {line}")
        failed += not check.ok
    if failed:
        click.echo(f"{path}: {failed} of {len(report.checks)} cards failed")
    else:
        click.echo(f"{path}: all {len(report.checks)} cards ok")
    return failed == 0


def _check_deck_file(path: str, card_set: Any) -> bool:
    from ..landfight.cards import load_deck
    from ..landfight.decks import check_deck

    deck = load_deck(path, card_set)
    problems = check_deck(deck)
    side = f", side deck {deck.side_size}" if deck.side else ""
    click.echo(f"{path}: deck {deck.name!r}, {deck.size} cards{side} (set {card_set.code})")
    for problem in problems:
        click.echo(f"  {problem}")
    count = f"{len(problems)} problem" + ("" if len(problems) == 1 else "s")
    click.echo(f"{path}: {'legal' if not problems else f'not legal ({count})'}")
    return not problems


@cards.command("check")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False, path_type=str), metavar="FILE...")
@click.option(
    "--set",
    "set_path",
    metavar="FILE",
    type=click.Path(dir_okay=False, path_type=str),
    help="Card file that deck files draw on [default: the reference set LF1].",
)
def check(files: tuple[str, ...], set_path: str | None) -> None:
    """Check card files (every text parses and prints back) and deck files (legality).

    For each card: its number, its name, whether its text parses, whether the
    canonical reprint parses to the same tree, and how many conformance
    scenarios mention it. Exit status 1 when a card or a deck fails, 2 when a
    file cannot be read or breaks its schema.
    """
    from ..errors import CardlawError
    from ..landfight.cards import CARDS_FORMAT, DECK_FORMAT, file_format, load_card_set, reference_set

    texts: list[str] | None = None
    card_set = None
    ok = True
    for path in files:
        declared = file_format(path)
        if declared == DECK_FORMAT:
            if card_set is None:
                card_set = load_card_set(set_path) if set_path else reference_set()
            ok &= _check_deck_file(path, card_set)
        elif declared == CARDS_FORMAT:
            if texts is None:
                texts = _scenario_texts()
            ok &= _check_card_file(path, texts)
        else:
            raise CardlawError(
                f"{path}: not a Landfight card or deck file: its \"format\" must be "
                f"{CARDS_FORMAT!r} or {DECK_FORMAT!r}"
            )
    if not ok:
        raise click.exceptions.Exit(1)


@cards.command("list")
@click.argument("file", required=False, type=click.Path(dir_okay=False, path_type=str))
def list_cards(file: str | None) -> None:
    """List the cards of FILE (the reference set LF1 by default), one a line."""
    from ..landfight.cards import load_card_set, reference_set

    card_set = load_card_set(file) if file else reference_set()
    name_width = max((len(card.name) for card in card_set), default=4)
    for card in card_set:
        badge = card.badge or "-"
        kind = card.kind.value
        if card.creature_type is not None:
            kind = f"{kind}: {card.type_line}, Strength {card.strength}"
        click.echo(f"{card.number}  {badge}  {card.name:<{name_width}}  {kind}  [{card.rarity}]")
    click.echo(f"{len(card_set)} cards in set {card_set.code} ({card_set.title})")
