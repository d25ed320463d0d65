"""`cardlaw parse`: show how a card text is understood.

Only click is imported at module level: the parser and its grammar load when the
command runs, so every other command starts without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from ..cardtext._ast import CardText, CreatureType, KindLine


@click.command("parse")
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help='Print one JSON object: {"tree": ..., "canonical": ...}.')
@click.option("--kind", "kind_line", is_flag=True, help="TEXT is a kind line, such as 'Boost - Interrupt'.")
@click.option("--type", "type_line", is_flag=True, help="TEXT is a creature-type line, such as 'Dark - Zombie'.")
@click.option(
    "--set",
    "set_path",
    metavar="FILE",
    type=click.Path(dir_okay=False, path_type=str),
    help="Card file whose main types and subtypes TEXT may use [default: those of the reference set LF1].",
)
def parse_cmd(text: str, as_json: bool, kind_line: bool, type_line: bool, set_path: str | None) -> None:
    """Parse TEXT as Landfight card text: print its tree and its canonical text.

    TEXT is the ability text of a card (one or more sentences), or with --kind or
    --type its kind line or creature-type line. Give - to read TEXT from stdin.
    Main types and subtypes are those of the reference set LF1, or with --set
    those that card file declares.
    A text the language does not allow is reported with its line and column,
    and the command exits with status 2.

    \b
    Examples:
      cardlaw parse "Pay 2 Land Life: Draw 1 card."
      cardlaw parse --kind "Boost - Interrupt"
      cardlaw parse --type "Dark - Zombie" --json
      cardlaw parse --set myset.json "Destroy each Vampire creature."
      cardlaw parse - < abilities.txt
    """
    if kind_line and type_line:
        raise click.UsageError("give --kind or --type, not both")
    from ..cardtext import _json, _parse, _print

    types = None
    if set_path is not None:
        from ..landfight.cards import read_set_types

        types = read_set_types(set_path)
    source = None
    if text == "-":
        text = _read_stdin()
        source = "<stdin>"
    tree: KindLine | CreatureType | CardText
    if kind_line:
        tree = _parse.parse_kind(text, source=source or "<kind>")
        canonical = _print.print_kind(tree)
    elif type_line:
        tree = _parse.parse_creature_type(text, source=source or "<creature type>", types=types)
        canonical = _print.print_creature_type(tree)
    else:
        tree = _parse.parse_card_text(text, source=source or "<card text>", types=types)
        canonical = _print.print_card_text(tree)
    if as_json:
        import json

        click.echo(json.dumps({"tree": _json.tree_to_json(tree), "canonical": canonical}, ensure_ascii=False))
        return
    click.echo(_json.render_tree(tree))
    click.echo("canonical:")
    click.echo(canonical)


_STDIN_LIMIT = 1 << 20  # far above any text the reader takes (cardtext MAX_CHARS); /dev/zero never ends


def _read_stdin() -> str:
    """Standard input as UTF-8 text (a leading byte-order mark is dropped), read up to a bound."""
    import sys

    from ..errors import CardlawError

    stream = sys.stdin
    if hasattr(stream, "buffer"):
        data = stream.buffer.read(_STDIN_LIMIT + 1)
    else:
        data = stream.read(_STDIN_LIMIT + 1).encode("utf-8", "surrogateescape")
    if len(data) > _STDIN_LIMIT:
        raise CardlawError(f"<stdin>: more than {_STDIN_LIMIT:,} bytes, far beyond the longest text the reader takes")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise CardlawError(f"<stdin>: byte {err.start + 1} is not UTF-8 text") from None
