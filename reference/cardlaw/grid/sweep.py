"""Every set of a card file played: one seeded bot game of each grid variant per set.

`cardlaw pool sweep` prints what `sweep` finds. Each game is exactly the one
``cardlaw play VARIANT --pool FILE --set CODE --bots SOUTH,NORTH --seed SEED`` plays, so
any line of the table can be watched move by move. A set is dealt from its whole card
list, as a table that had opened every card of it would be; the cards the importer sets
aside (`importers.SetAside`) are counted with their reasons, and a deal the rules refuse
is reported with the rule that refuses it.
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence

from .._frozen import frozen
from ..errors import CardlawError
from ._cards import Card
from ._events import PLAYERS
from ._setup import OUTSIDE_BASIC_LAND, SetupRefused
from .importers import SetAside, SetOfFile, sets_of

_RULE_ID = re.compile(r"\b(?:[A-Z]+-)+[0-9]+\b")


@frozen
class GameOutcome:
    """One game of one variant on one set: how it ended, or the rule that refused its deal."""

    variant: str
    refused: str  # the refusal's message, "" for a game that was played
    rule: str  # the rule that refused the deal, "" for a game that was played
    winner: str | None  # "south" or "north"; None for a draw or a refusal
    plies: int
    result_rules: tuple[str, ...]  # the rules the result cites
    outside_lands: int  # lands GR-23's short_lands=basic handed out from outside the packs

    @property
    def played(self) -> bool:
        return not self.refused


@frozen
class SetSweep:
    """One set of the file: what was read of it and the game of each variant."""

    code: str
    name: str
    kind: str
    draft: bool
    cards: int  # the cards read, set-aside ones not counted
    set_aside: tuple[SetAside, ...]
    error: str  # why the set could not be read at all; "" when it was
    games: tuple[GameOutcome, ...]


@frozen
class Totals:
    """What a sweep adds up to."""

    sets: int
    draft_sets: int
    unreadable: int
    cards: int
    set_aside: Counter[str]  # reason -> cards
    played: int
    draws: int
    refused: Counter[str]  # rule -> games
    played_by_variant: Counter[str]
    refused_by_variant: Counter[str]
    with_outside_lands: int
    draft_sets_all_played: int


def sweep(
    path: str | os.PathLike[str],
    variants: Sequence[str],
    *,
    seed: int = 1,
    bots: tuple[str, str] = ("greedy", "random"),
    options: Mapping[str, str | int] | None = None,
    codes: Sequence[str] = (),
    draft_only: bool = False,
) -> Iterator[SetSweep]:
    """Play every set of ``path`` (or the sets named in ``codes``) once in each variant, set by set.

    Options, bots and the file are checked before the first game, so a mistake in them is one
    error, not one per game.
    """
    from ..rules import compiled
    from .bots import make_bot

    chosen = dict(options or {})
    for variant in variants:
        compiled(variant, chosen)
    for name in bots:
        make_bot(name, random.Random(0))  # an unknown name is refused here
    found = [one for one in sets_of(path, codes) if one.draft or not draft_only]
    # The file is read before the first game, so that a mistake in it, or in a set code, comes first.
    return (_sweep_set(one, variants, seed, bots, chosen) for one in found)


def _sweep_set(
    one: SetOfFile, variants: Sequence[str], seed: int, bots: tuple[str, str], options: Mapping[str, str | int]
) -> SetSweep:
    if one.cards is None:
        return SetSweep(one.code, one.name, one.kind, one.draft, 0, (), one.error, ())
    games = tuple(_game(variant, seed, bots, options, one.cards) for variant in variants)
    return SetSweep(one.code, one.name, one.kind, one.draft, len(one.cards), tuple(one.cards.set_aside), "", games)


def _game(
    variant: str, seed: int, bots: tuple[str, str], options: Mapping[str, str | int], cards: Sequence[Card]
) -> GameOutcome:
    from .bots import bot_game, play_out

    try:
        game, record, players = bot_game(variant, seed, bots, options, cards)
    except SetupRefused as refusal:
        return GameOutcome(variant, refusal.message, refusal.rule, None, 0, (), 0)
    except CardlawError as refusal:
        # Any other refusal of a deal names its rules in its message.
        cited = _RULE_ID.findall(refusal.message)
        return GameOutcome(variant, refusal.message, cited[0] if cited else "?", None, 0, (), 0)
    play_out(game, players)
    result = game.result
    assert result is not None  # play_out returns only once the game is over
    winner = None if result.winner is None else PLAYERS[result.winner]
    outside = sum(land is OUTSIDE_BASIC_LAND for land in record.lands)
    return GameOutcome(variant, "", "", winner, game.ply, result.rules, outside)


def totals(swept: Sequence[SetSweep]) -> Totals:
    aside: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    for one in swept:
        aside.update(card.reason or card.problem for card in one.set_aside)
        refused.update(game.rule for game in one.games if not game.played)
    games = [game for one in swept for game in one.games]
    return Totals(
        sets=len(swept),
        draft_sets=sum(one.draft for one in swept),
        unreadable=sum(bool(one.error) for one in swept),
        cards=sum(one.cards + len(one.set_aside) for one in swept),
        set_aside=aside,
        played=sum(game.played for game in games),
        draws=sum(game.played and game.winner is None for game in games),
        refused=refused,
        played_by_variant=Counter(game.variant for game in games if game.played),
        refused_by_variant=Counter(game.variant for game in games if not game.played),
        with_outside_lands=sum(game.outside_lands > 0 for game in games),
        draft_sets_all_played=sum(
            one.draft and not one.error and all(game.played for game in one.games) for one in swept
        ),
    )
