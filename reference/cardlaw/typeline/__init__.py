"""Magic type lines, English and French: ``Legendary Creature — Elf // Land``."""

from __future__ import annotations

from ._lexicon import KNOWN_WORDS
from ._model import CardType, Face, Span, Supertype, TypeLine
from ._parser import parse_typeline

__all__ = ["KNOWN_WORDS", "CardType", "Face", "Span", "Supertype", "TypeLine", "parse_typeline"]
