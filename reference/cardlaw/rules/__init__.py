"""The minigame rules language: parse, check and compile the rule sets written in spec/."""

from ._check import CheckReport, check_ruleset, check_variant
from ._compile import Compiled, Outcome, compiled
from ._parse import parse_rules
from ._ruleset import Ruleset, load_ruleset, variants

__all__ = [
    "CheckReport",
    "Compiled",
    "Outcome",
    "Ruleset",
    "check_ruleset",
    "check_variant",
    "compiled",
    "load_ruleset",
    "parse_rules",
    "variants",
]
