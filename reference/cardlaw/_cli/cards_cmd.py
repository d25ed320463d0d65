"""`cardlaw cards ...`: check Landfight card files."""

from __future__ import annotations

import click


@click.group("cards")
def cards() -> None:
    """Landfight card files."""
