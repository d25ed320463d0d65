"""Landfight: card files, decks and (later) the engine."""
