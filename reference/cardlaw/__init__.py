"""cardlaw: a formal rules specification for card minigames, with its executable reference.

The public API is re-exported here; modules whose names start with ``_`` are private.
The names load on first use, so a command that needs only the card-text reader does
not pay for the grid engine.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .errors import CardlawError, DataError, SourceError

__version__ = "0.1.0"

_WHERE = {
    "BattleRuling": "grid", "Card": "grid", "Game": "grid", "IllegalMove": "grid", "deal": "grid",
    "rule_battle": "grid", "start": "grid",
    "Rule": "rulebook", "Rulebook": "rulebook", "load_rulebook": "rulebook",
    "CheckReport": "rules", "check_variant": "rules", "compiled": "rules", "load_ruleset": "rules", "variants": "rules",
    "TypeLine": "typeline", "parse_typeline": "typeline",
    "CardText": "cardtext", "parse_card_text": "cardtext", "print_card_text": "cardtext",
}

__all__ = ["CardlawError", "DataError", "SourceError", *sorted(_WHERE)]

if TYPE_CHECKING:
    from .cardtext import CardText, parse_card_text, print_card_text
    from .grid import BattleRuling, Card, Game, IllegalMove, deal, rule_battle, start
    from .rulebook import Rule, Rulebook, load_rulebook
    from .rules import CheckReport, check_variant, compiled, load_ruleset, variants
    from .typeline import TypeLine, parse_typeline


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'cardlaw' has no attribute {name!r}")
    value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value
