"""The grid minigames engine: Battle of the Hornburg, Base Race, and any variant spec/ declares."""

from ._cards import Card, printed_value
from ._events import (
    PLAYERS,
    Advanced,
    Attacked,
    Battled,
    Discarded,
    Drawn,
    Event,
    ExtraTurn,
    Moved,
    Revealed,
    TurnedFaceDown,
    Won,
)
from ._game import ENGINE_RULES, Game, IllegalMove, Move, Piece, Result, board_for, view
from ._ruling import BattleRuling, rule_battle
from ._setup import Deal, deal, make_piece, random_arranger, start
from ._state import dump_state, load_state

__all__ = [
    "ENGINE_RULES", "PLAYERS", "Advanced", "Attacked", "BattleRuling", "Battled", "Card", "Deal", "Discarded",
    "Drawn", "Event", "ExtraTurn", "Game", "IllegalMove", "Move", "Moved", "Piece", "Result", "Revealed",
    "TurnedFaceDown", "Won", "board_for", "deal", "dump_state", "load_state", "make_piece", "printed_value",
    "random_arranger", "rule_battle", "start", "view",
]
