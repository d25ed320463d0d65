"""`cardlaw parse`: show how a card text is understood."""

from __future__ import annotations

import click


@click.command("parse")
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="Print the tree as JSON.")
def parse_cmd(text: str, as_json: bool) -> None:
    """Parse TEXT as Landfight card text: print its tree and its canonical text."""
    from ..cardtext import parse_card_text, print_card_text

    tree = parse_card_text(text)
    click.echo(repr(tree))
    click.echo(print_card_text(tree))
