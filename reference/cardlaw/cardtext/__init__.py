"""Landfight card text: parse into a typed tree, print a tree back as canonical text."""

from . import _ast as ast
from ._print import print_card_text, print_creature_type, print_kind
from ._parse import MAX_CHARS, MAX_NESTING, MAX_NUMBER, parse_card_text, parse_creature_type, parse_kind

__all__ = ["print_card_text", "print_creature_type", "print_kind", "MAX_CHARS", "MAX_NESTING", "MAX_NUMBER", "ast", "parse_card_text", "parse_creature_type", "parse_kind"]
