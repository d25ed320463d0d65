"""Landfight card text: parse into a typed tree, print a tree back as canonical text."""

from . import _ast as ast
from ._ast import CardText, CreatureType, KindLine, unwrap
from ._json import render_tree, tree_from_json, tree_to_json
from ._meaning import MeaningError, is_attach_sentence, is_lasting
from ._parse import MAX_CHARS, MAX_NESTING, MAX_NUMBER, parse_card_text, parse_creature_type, parse_kind
from ._print import print_card_text, print_creature_type, print_kind
from ._types import TypeWords, declare_types, default_types

__all__ = [
    "MAX_CHARS", "MAX_NESTING", "MAX_NUMBER", "CardText", "CreatureType", "KindLine", "MeaningError", "TypeWords",
    "ast", "declare_types", "default_types", "is_attach_sentence", "is_lasting", "parse_card_text", "parse_creature_type", "parse_kind", "print_card_text",
    "print_creature_type", "print_kind", "render_tree", "tree_from_json", "tree_to_json", "unwrap",
]
