"""cardlaw: a formal rules specification for card minigames, with its executable reference.

The public API is re-exported here; modules whose names start with ``_`` are private.
"""

from .errors import CardlawError, DataError, SourceError
from .grid import BattleRuling, Card, Game, IllegalMove, deal, rule_battle, start
from .rulebook import Rule, Rulebook, load_rulebook
from .rules import CheckReport, check_variant, compiled, load_ruleset, variants
from .typeline import TypeLine, parse_typeline

__version__ = "0.1.0"

__all__ = [
    "BattleRuling", "Card", "CardlawError", "CheckReport", "DataError", "Game", "IllegalMove", "Rule",
    "Rulebook", "SourceError", "TypeLine", "check_variant", "compiled", "deal", "load_rulebook",
    "load_ruleset", "parse_typeline", "rule_battle", "start", "variants",
]
