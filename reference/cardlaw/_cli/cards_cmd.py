"""`cardlaw cards ...`: check Landfight card files and deck files."""

from __future__ import annotations

import re
from typing import Any

import click


@click.group("cards")
def cards() -> None:
    """Landfight card files and deck files."""


class _Scenarios:
    """The Landfight conformance scenarios, read once: each one's id and the card numbers and names its setup names."""

    def __init__(self) -> None:
        import json

        from .._paths import data_dir

        root = data_dir("conformance")
        self.named: list[tuple[str, frozenset[str], frozenset[str]]] = []
        for path in sorted((root / "landfight").rglob("*.json")):
            if "schema" in path.relative_to(root).parts:
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue  # a broken scenario is the scenario checks' to report, not this listing's
            if not isinstance(data, dict):
                continue
            numbers: set[str] = set()
            names: set[str] = set()
            _names_in(data.get("setup"), numbers, names)
            found = data.get("id")
            ident = found if isinstance(found, str) else path.relative_to(root).with_suffix("").as_posix()
            self.named.append((ident, frozenset(numbers), frozenset(names)))

    def using(self, number: str, name: str) -> list[str]:
        """The scenarios whose setup names the card: by its number, or a card of its name."""
        return [ident for ident, numbers, names in self.named if number in numbers or name in names]


def _names_in(value: Any, numbers: set[str], names: set[str]) -> None:
    """Every card number (a string such as LF1-003) and every card name (a card's "name") under ``value``."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if isinstance(item.get("name"), str) and "kind" in item:
                names.add(item["name"])
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str) and _NUMBER.match(item):
            numbers.add(item)


_NUMBER = re.compile(r"^[A-Z][A-Z0-9]{1,5}-[0-9]{3}$")


def _wrapped(label: str, items: list[str]) -> list[str]:
    import textwrap

    text = ", ".join(items) if items else "none"
    return textwrap.wrap(f"{label}: {text}", width=100, initial_indent="      ", subsequent_indent="        ",
                         break_on_hyphens=False)


def _check_card_file(path: str, scenarios: _Scenarios) -> bool:
    from ..cardtext import ast as A
    from ..cardtext import is_attach_sentence
    from ..cardtext._rule_ids import rule_ids
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
        used = scenarios.using(check.number, check.name)
        click.echo(f"  {check.number:<8} {check.name:<{width}}  {parsed:<6}  {trips:<11}  {len(used)}")
        if check.card is not None:
            rules = list(rule_ids(check.card.tree)) if check.card.tree.abilities else []
            if check.card.kind is A.Kind.ATTACHMENT and not any(is_attach_sentence(a) for a in check.card.tree.abilities):
                rules.append("L-TXT-54")  # the attach sentence the print implies
            if check.card.kind is A.Kind.MUTATED and not any(isinstance(a, A.SummonRequirement) for a in check.card.tree.abilities):
                rules.append("L-TXT-98")  # the summon requirement LR-61 implies
            if check.card.kind in (A.Kind.BOOST, A.Kind.INTERRUPT) and any(
                    isinstance(a, A.Activated) for a in check.card.tree.abilities):
                rules[rules.index("L-TXT-3")] = "L-TXT-366"  # what playing it costs, not an ability
            if check.card.kind is A.Kind.CREATURE and "L-TXT-293" in rules:
                # the card underneath a creature is a stacked card, not a Mutated Creature's (LR-125's) card
                rules = [r for r in rules if r != "LR-125"]
                rules[rules.index("L-TXT-293")] = "L-TXT-322"
            for line in _wrapped("rules", rules) + _wrapped("scenarios", used):
                click.echo(line)
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
    canonical reprint parses to the same tree, how many Landfight conformance
    scenarios exercise it (their setup names its number, or defines a card of
    its name), and under it the rules of spec/landfight/cardtext.md its text
    uses (L-TXT IDs) and those scenarios. Exit status 1 when a card or a deck
    fails, 2 when a file cannot be read or breaks its schema.
    """
    from ..errors import CardlawError
    from ..landfight.cards import CARDS_FORMAT, DECK_FORMAT, file_format, load_card_set, reference_set

    scenarios: _Scenarios | None = None
    card_set = None
    ok = True
    for path in files:
        declared = file_format(path)
        if declared == DECK_FORMAT:
            if card_set is None:
                card_set = load_card_set(set_path) if set_path else reference_set()
            ok &= _check_deck_file(path, card_set)
        elif declared == CARDS_FORMAT:
            if scenarios is None:
                scenarios = _Scenarios()
            ok &= _check_card_file(path, scenarios)
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
