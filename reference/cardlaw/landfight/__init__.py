"""Landfight: card files, decks and deck rules, and the engine that plays the game.

The engine plays by the formal text of spec/landfight/ and runs the card-text tree of
every card. Build a game with `new_game` (two decks and a seed) or `game_from_setup`
(a scenario's setup), drive it with `Game.apply`, and read it with `view`.
"""

from ._game import ENGINE_RULES, Game, IllegalMove
from ._model import PLAYERS
from ._rules import check_rules, load_rules
from ._scenario import read_game_setup
from ._setup import SetupRefused, game_from_setup, new_game
from ._view import dump_state, load_state, view

__all__ = [
    "ENGINE_RULES", "PLAYERS", "Game", "IllegalMove", "SetupRefused", "check_rules", "dump_state", "game_from_setup",
    "load_rules", "load_state", "new_game", "read_game_setup", "view",
]
