"""Magic type lines, English and French: ``Legendary Creature — Elf // Land``."""

from __future__ import annotations

from ._faults import one_line
from ._lexicon import KNOWN_WORDS
from ._model import CardType, Face, Span, Supertype, TypeLine
from ._parser import parse_typeline

__all__ = ["KNOWN_WORDS", "CardType", "Face", "Span", "Supertype", "TypeLine", "one_line", "parse_typeline"]
