"""Building a game: from a scenario's setup (a position, a start, a match), or from two decks and a seed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cardtext import ast as A
from ..errors import CardlawError
from ._game import Game
from ._legal import opt_key
from ._model import ONLY_TURN, PLAYERS, Side, Slot
from ._rules import Resolved, load_rules
from ._scenario import GameSetup, SideSetup
from .cards import Deck, LandfightCard


class SetupRefused(CardlawError):
    """A setup that breaks a rule of the game (not a malformed file): names the rule."""

    def __init__(self, message: str, rule: str | None) -> None:
        super().__init__(message + (f" ({rule})" if rule else ""))
        self.rule = rule


def _card_entries(game: Game, ids: Sequence[str]) -> list[tuple[LandfightCard, int]]:
    """(card, copies) for a list of instance IDs, in the order each card first appears.

    The deck rules add up copies, so four instances of one printed card are one entry of 4:
    the same problems as four entries of 1, found with a quarter of the work.
    """
    counts: dict[int, list[Any]] = {}
    for cid in ids:
        card = game.cards[cid]
        entry = counts.get(id(card))
        if entry is None:
            counts[id(card)] = [card, 1]
        else:
            entry[1] += 1
    return [(card, n) for card, n in counts.values()]


# Deck problems by the cards of deck and side deck (by identity) and the options. The cards are kept
# in the value, so no other object can take one of their IDs while the entry stands.
_PROBLEMS: dict[tuple[Any, ...], tuple[tuple[LandfightCard, ...], list[Any]]] = {}


def _deck_problems(game: Game, deck: Sequence[str], side: Sequence[str]) -> list[Any]:
    from .decks import check_entries

    held = tuple(map(game.cards.__getitem__, deck)), tuple(map(game.cards.__getitem__, side))
    key = (tuple(map(id, held[0])), tuple(map(id, held[1])), tuple(sorted(game.options.items())))
    found = _PROBLEMS.get(key)
    if found is None:
        if len(_PROBLEMS) >= 256:  # a long session must not keep every deck it ever saw
            _PROBLEMS.clear()
        problems = check_entries(_card_entries(game, deck), _card_entries(game, side), game.options)
        found = _PROBLEMS[key] = (held[0] + held[1], problems)
    return found[1]


def _check_decks(game: Game, decks: Mapping[int, Sequence[str]], side: Mapping[int, Sequence[str]]) -> None:
    for p in (0, 1):
        problems = _deck_problems(game, decks[p], side.get(p, ()))
        if problems:
            first = problems[0]
            raise SetupRefused(f"{PLAYERS[p]}'s deck is not legal: {first.message}", first.rule)


def _place(game: Game, player: int, setup: SideSetup) -> None:
    cards = game.cards
    side = Side(life=setup.life, land=setup.land, hand=list(setup.hand), deck=list(setup.deck), ruins=list(setup.ruins))
    name = PLAYERS[player]
    if setup.land is not None and cards[setup.land].kind is not A.Kind.LAND:
        raise SetupRefused(f"{setup.land} in {name}'s Land Zone is not a Land", "L-ZON-4")
    larges = 0
    for zone, placed in setup.creatures.items():
        card = cards[placed.card]
        if card.kind not in (A.Kind.CREATURE, A.Kind.MUTATED):
            raise SetupRefused(f"{placed.card} in {name}'s Creature Zone {zone} is not a creature", "L-ZON-3")
        # (a Mutated Creature may have no card beneath it: its own text may have sent it away, LR-125)
        if card.kind is A.Kind.CREATURE and placed.beneath is not None:
            raise SetupRefused(f"only a Mutated Creature has a card beneath it, not {placed.card}", "L-MUT-3")
        if placed.attachment is not None and cards[placed.attachment].kind is not A.Kind.ATTACHMENT:
            raise SetupRefused(f"{placed.attachment} is attached to {placed.card} but is not an Attachment", "L-ATT-1")
        # Cards may lie under a creature with no stack requirement: stacking later puts them there (L-TXT-45).
        if card.kind is A.Kind.CREATURE and card.badge == "L":
            larges += 1
        # An Attachment is controlled by the player who played it (L-ATT-6): the side's player unless the
        # position says otherwise (a creature whose control was taken keeps its Attachment's controller).
        att_controller = None
        if placed.attachment is not None:
            att_controller = player if placed.attachment_controller is None else PLAYERS.index(placed.attachment_controller)
        side.zones[zone - 1] = Slot(
            placed.card, placed.attachment, att_controller, list(placed.stacked), placed.beneath, placed.attacks,
            placed.extra_attacks,
        )
        if placed.played_turns_ago is not None:  # what "summoned during ... last turn" names (L-TXT-332)
            game.played_turn[placed.card] = -1 - placed.played_turns_ago  # set once the position's turn is known
        if placed.played_this_turn:
            game.played_turn[placed.card] = -1  # this turn: set to the position's turn once it is known
            # What the position says was done this turn is what "summoned/played ... this turn" reads (L-TXT-110).
            game.this_turn += [[player, "played", placed.card], [player, "summoned", placed.card]]
        if placed.attacks:
            game.this_turn.append([player, "attacked", placed.card])  # "attacked this turn" (L-TXT-110)
    limit = game.rules.field_limits.get("L")
    # A card of the game that raises the bound (L-TXT-263) makes more reachable, and they stay when it leaves (LR-119).
    if limit is not None and larges > limit[0] and not game.limit_cards:
        raise SetupRefused(f"{name} controls {larges} Large creatures", limit[1])
    for cid in setup.continuous:
        if cards[cid].kind is not A.Kind.CONTINUOUS:
            raise SetupRefused(f"{cid} lies among {name}'s Boost - Continuous cards but is a {cards[cid].kind.value}", "L-ZON-8")
    side.continuous = list(setup.continuous)
    for cid in setup.played_this_turn:
        game.played_turn[cid] = -1  # as for a creature above
        # Played by the player who controls it: an Attachment's controller, else this side's player (L-TXT-110).
        by = next((s.att_controller for s in side.zones if s is not None and s.attachment == cid), None)
        game.this_turn.append([player if by is None else by, "played", cid])
    game.sides[player] = side
    for counted, n, by_name in setup.used:
        if by_name and game.options["opt_scope"] != "name":
            raise SetupRefused(f"{name}'s use of ability {n} is counted for the name {counted!r}, but once-per-turn uses "
                               "are counted for each card (opt_scope=card): give the card", "LR-26")
        side.used.append((counted if by_name else opt_key(game, counted), n))


def _turn_player(game: Game, turn: int) -> int:
    """Who takes ``turn``: the first player the odd turns (L-TRN-1)."""
    return game.first if turn % 2 == 1 else 1 - game.first


def _lasting(game: Game, setup: GameSetup) -> None:
    """The position's lasting changes, as the engine keeps them (`Game.lasting`).

    A change ending with a later turn T is kept as the engine keeps one made in turn T - 1 by
    the player of turn T, "until the end of your next turn" (L-TXT-33), or for control, whose
    taker is given, by the opponent's "until the end of your opponent's next turn" (L-TXT-41)
    when T is not the taker's: either ends as turn T ends. Only a `while` duration or a prohibition
    of playing kinds of cards names its source card and effect, which they read; the player whose
    effect it was is then given, and stands for the controller otherwise worked out from T.
    """
    for change in setup.lasting:
        until = change.until
        if change.change == "replacement":  # a Boost's, for the rest of this turn (L-TXT-76)
            game.lasting.append(["replace", change.subject, change.ability, "turn", PLAYERS.index(change.holder),
                                 change.subject, change.saved or None])  # (the creature it saves, L-TXT-349)
            continue
        if change.change == "control":
            taker, holder = PLAYERS.index(change.taker), PLAYERS.index(change.holder)
            stored: str
            if until == "battle-phase":
                stored = "battle-phase"
            elif not isinstance(until, int):  # the schema offers control no `while`
                stored = "permanently"
            elif until == game.turn:
                stored = "turn"
            else:
                stored = f"{'next' if _turn_player(game, until) == taker else 'onext'}:{until - 1}"
            game.lasting.append(["control", change.subject, holder, stored, taker, None, None])
            continue
        ctl = _turn_player(game, until if isinstance(until, int) else game.turn)
        src: str | None = None
        path: list[int] | None = None
        if change.source is not None:
            src, path, ctl = change.source[0], list(change.source[1]), PLAYERS.index(change.source[2])
        if until == "while" or until == "battle-phase":
            stored = until
        elif until == "leaves" or until == game.turn:
            stored = "leaves" if until == "leaves" else "turn"
        else:
            stored = f"{'next' if _turn_player(game, until) == ctl else 'onext'}:{until - 1}"
        if change.change == "strength":
            game.lasting.append(["strength", change.subject, change.by, stored, ctl, src, path])
        elif change.change == "prohibition":
            subject: str | int = PLAYERS.index(change.subject) if change.subject in PLAYERS else change.subject
            if change.act not in {act.value for act in A.Act}:  # read from the effect, as `Game.prohibit` keeps it
                game.lasting.append(["ban", subject, path, stored, ctl, src, path if until == "while" else None])
            else:
                game.lasting.append(["ban", subject, change.act, stored, ctl, src, path if until == "while" else None])
        elif change.act == "summon-discount":  # L-TXT-342
            game.lasting.append(["discount", change.subject, change.by, "turn", ctl, None, None])
        elif change.act == "free-summon":
            game.lasting.append(["free", change.subject, None, "turn", PLAYERS.index(change.taker), None, None])
        elif change.act == "direct-attack":
            game.lasting.append(["direct", change.subject, None, stored, ctl, None, None])
        else:  # attacks-per-turn: until the creature leaves the field (L-TXT-32), or with a control (LR-107)
            game.lasting.append(["limit", change.subject, change.times, stored, ctl, None, None])


# An instance ID names its owner first: ``p1/imp#2`` (`cardlaw.landfight._scenario`).
_OWNERS = {f"{name}/": p for p, name in enumerate(PLAYERS)}
# The rules under each choice of options asked for (a session asks for the same few, once a case).
_RESOLVED: dict[tuple[Any, ...], tuple[object, Resolved]] = {}


def _resolved(options: Mapping[str, object] | None) -> Resolved:
    rules = load_rules()
    try:
        key = tuple((k, type(v), v) for k, v in sorted((options or {}).items()))  # 1 and True differ
        found = _RESOLVED.get(key)
    except TypeError:  # a value that is not hashable: `resolve` says what is wrong with it
        return rules.resolve(options)
    if found is None or found[0] is not rules:
        if len(_RESOLVED) >= 256:
            _RESOLVED.clear()
        found = _RESOLVED[key] = (rules, rules.resolve(options))
    return found[1]


_REGULAR = ("Boost", "Boost - Continuous")


def _never_played(game: Game) -> None:
    """LR-102: under boost_timing=boost-phase a regular Boost or Boost - Continuous is played only in its player's
    Boost Phase (L-BST-2), so one whose own sentence allows only another phase of that player's turn (L-TXT-28),
    or only a turn in which a creature was destroyed by battle (L-TXT-217), could never be played: the setup that
    holds it is refused."""
    if game.options["boost_timing"] != "boost-phase":
        return
    for cid, card_info in game.infos.items():
        if card_info.kind_line not in _REGULAR:
            continue
        phase = card_info.only_phase
        # (one that may also be played in the opponent's turn may be played in that phase of theirs, L-TXT-307)
        if phase not in (None, "boost", ONLY_TURN) and not card_info.only_theirs \
                and not (card_info.only_either and card_info.any_turn_play) and phase not in card_info.phase_play:
            raise SetupRefused(
                f"{game.cards[cid].name} ({card_info.kind_line}) says it is played only during its player's "
                f"{str(phase).capitalize()} Phase, and under boost_timing=boost-phase such a card is played only in "
                "its player's Boost Phase: it could never be played", "LR-102")
        only_if = card_info.only_if
        if isinstance(only_if, A.DidThisTurn) and only_if.act in (A.TurnAct.DESTROYED_IN_BATTLE,
                                                                   A.TurnAct.DESTROYED_A_CREATURE) \
                and not card_info.any_turn_play and not card_info.phase_play & {"battle", "end"}:
            # L-TXT-217: no battle comes before its player's Boost Phase, and in the other turn it is not played
            raise SetupRefused(
                f"{game.cards[cid].name} ({card_info.kind_line}) is played only in a turn in which a creature was "
                "destroyed by battle, and under boost_timing=boost-phase such a card is played only in its player's "
                "Boost Phase, before any battle of that turn: it could never be played", "LR-102")


def game_from_setup(setup: GameSetup, options: Mapping[str, object] | None = None) -> Game:
    """A game ready at its first decision; the events of getting there are in ``game.out``.

    Raises `SetupRefused` (naming the rule) for a position or deck that breaks a rule.
    """
    rules = _resolved(options)
    owner = dict(zip(setup.cards, map(_OWNERS.__getitem__, (cid[:3] for cid in setup.cards))))
    # A scenario's chance is its dice and its listed order (conformance/PROTOCOL.md, Chance): the random
    # generator is never asked. Seeded with 0 it is made without reading the system's entropy, a system
    # call that could cost more than the rest of a small case; the game still has no seed of its own.
    game = Game(rules, setup.cards, owner, dice=setup.dice, keys=setup.keys, seed=0)
    game.seed = None
    _never_played(game)
    if setup.kind == "position":
        for p in (0, 1):
            _place(game, p, setup.sides[PLAYERS[p]])
        game.turn = setup.turn
        game.played_turn = {cid: setup.turn + 1 + ago for cid, ago in game.played_turn.items()}  # -1: this turn
        game.tp = PLAYERS.index(setup.player)
        game.first = game.tp if setup.turn % 2 == 1 else 1 - game.tp
        game.phase = setup.phase
        _lasting(game, setup)
        game.replaced = [[by, number, card] for by, number, card in setup.replaced]
        for p in (0, 1):  # what "a creature you controlled was destroyed by battle this turn" reads (L-TXT-217)
            game.this_turn += [[p, A.TurnAct.DESTROYED_IN_BATTLE.value, cid] for cid in setup.sides[PLAYERS[p]].destroyed_by_battle]
            # and "a creature you control destroyed a creature in battle this turn" (L-TXT-279)
            game.this_turn += [[p, A.TurnAct.DESTROYED_A_CREATURE.value, cid]
                               for cid in setup.sides[PLAYERS[p]].destroyed_a_creature]
            # and "a creature you controlled was destroyed this turn", in any way: a battle's too (L-TXT-372)
            side = setup.sides[PLAYERS[p]]
            game.this_turn += [[p, A.TurnAct.DESTROYED.value, cid]
                               for cid in dict.fromkeys((*side.destroyed_any_way, *side.destroyed_by_battle))]
        game.left_how = dict(setup.destroyed_how)  # L-TXT-281
        game.left_strength = dict(setup.left_strength)  # L-TXT-230
        game.changed()
        game.tasks.append(("main",))
    else:
        decks = {p: list(setup.decks[PLAYERS[p]]) for p in (0, 1)}
        spare = {p: list(setup.side_decks.get(PLAYERS[p], ())) for p in (0, 1)}
        game.options = dict(rules.options)
        _check_decks(game, decks, spare if setup.kind == "match" else {})
        for p in (0, 1):
            game.sides[p].deck = list(decks[p])
        if setup.kind == "match":
            game.match = {"game": 1, "wins": {"p1": 0, "p2": 0}, "games": []}
            game.decks, game.side_lists = decks, spare
        game.tasks.extend([("roll_first",), ("game", 1)])
    game.run()
    return game


_Dealt = tuple[dict[str, LandfightCard], dict[str, str], list[str], list[str]]
_DEALT: dict[tuple[int, int, bool], tuple[Deck, _Dealt]] = {}


def _instances(player: int, deck: Deck, match: bool) -> _Dealt:
    """A deck's cards by instance ID, their keys, the deck and the side deck (empty but for a match).

    Kept per deck (a deck is immutable, and a benchmark or a bot deals one many times); the deck
    is kept in the value, so no other deck can take its ID while the entry stands. Each call
    returns fresh dicts and lists.
    """
    found = _DEALT.get((player, id(deck), match))
    if found is None:
        cards, main, side = deck_ids(player, deck)
        if not match:  # a single game leaves the side deck at home
            left = set(side)
            cards = {cid: card for cid, card in cards.items() if cid not in left}
            side = []
        if len(_DEALT) >= 256:  # a long session must not keep every deck it ever saw
            _DEALT.clear()
        keys = {cid: card.number.lower() for cid, card in cards.items()}
        found = _DEALT[(player, id(deck), match)] = (deck, (cards, keys, main, side))
    cards, keys, main, side = found[1]
    return dict(cards), dict(keys), list(main), list(side)


def deck_ids(player: int, deck: Deck) -> tuple[dict[str, LandfightCard], list[str], list[str]]:
    """Instance IDs for a deck file's cards: ``p1/LF1-021#1`` and so on, deck then side deck."""
    cards: dict[str, LandfightCard] = {}
    lists: tuple[list[str], list[str]] = ([], [])
    copies: dict[str, int] = {}
    for which, entries in enumerate((deck.entries, deck.side)):
        for card, count in entries:
            for _ in range(count):
                copies[card.number] = copies.get(card.number, 0) + 1
                ident = f"{PLAYERS[player]}/{card.number.lower()}#{copies[card.number]}"
                cards[ident] = card
                lists[which].append(ident)
    return cards, lists[0], lists[1]


def new_game(
    decks: Sequence[Deck], seed: int, options: Mapping[str, object] | None = None, *, match: bool = False,
    turn_cap: int | None = None,
) -> Game:
    """A game (or best-of-three match) between two decks, every random choice drawn from ``seed``.

    The game stops at its first decision: the opening roll's winner choosing who goes first.
    """
    if len(decks) != 2:
        raise CardlawError("a Landfight game needs two decks")
    rules = load_rules().resolve(options)
    cards: dict[str, LandfightCard] = {}
    keys: dict[str, str] = {}
    owner: dict[str, int] = {}
    lists: dict[int, list[str]] = {}
    spare: dict[int, list[str]] = {}
    for p, deck in enumerate(decks):
        found, found_keys, main, side = _instances(p, deck, match)
        cards.update(found)
        keys.update(found_keys)
        owner.update(dict.fromkeys(found, p))  # deck_ids names every card after its player
        lists[p], spare[p] = main, side
    game = Game(rules, cards, owner, seed=seed, keys=keys)
    game.turn_cap = turn_cap
    _check_decks(game, lists, spare if match else {})
    for p in (0, 1):
        game.sides[p].deck = list(lists[p])
    if match:
        game.match = {"game": 1, "wins": {"p1": 0, "p2": 0}, "games": []}
        game.decks, game.side_lists = lists, spare
    game.tasks.extend([("roll_first",), ("game", 1)])
    game.run()
    return game


def describe(game: Game) -> dict[str, Any]:
    return {"turn": game.turn, "player": PLAYERS[game.tp], "phase": game.phase}
