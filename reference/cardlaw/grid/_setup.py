"""Putting cards on the grid: from an explicit position, or by a seeded deal from opened packs."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from .._frozen import frozen
from ..errors import CardlawError
from ..rules import Compiled, compiled
from ..rules._ruleset import evaluate
from ..typeline import CardType, TypeLine, parse_typeline
from ._cards import Card, printed_value
from ._events import PLAYERS
from ._game import Game, Piece, board_for
from ._random import Portable
from .pool import OpenedPacks, land_for, open_packs

Arranger = Callable[[int, Sequence[Card], Sequence[int], random.Random], Sequence[int]]


def strengths_of(rules: Compiled, card: Card, category: int) -> tuple[int | None, ...]:
    """What a card of ``category`` brings to each comparison of the rules (`Compiled.measure_sets`):
    the first of that comparison's own measures the card prints (spec/grid/language.md, Effects).
    None for a comparison that does not name the category, or whose measures the card lacks."""
    out: list[int | None] = [None] * len(rules.measure_sets)
    for index in rules.category_measures[category]:
        for measure in rules.measure_sets[index]:
            printed = card.toughness if measure == "toughness" else card.loyalty
            if printed is not None:
                out[index] = printed_value(printed)
                break
    return tuple(out)


def strength_of(rules: Compiled, card: Card, category: int) -> int | None:
    """The strength a card of ``category`` shows when revealed outside a comparison: what it brings
    to the first comparison that names its category; None for a category no comparison names."""
    needed = rules.category_measures[category]
    return strengths_of(rules, card, category)[needed[0]] if needed else None


def _type_line(card: Card) -> TypeLine:
    """A card's parsed type line; a fault names the card."""
    return parse_typeline(card.type_line, source=f"type line of {card.name!r}")


def make_piece(rules: Compiled, card: Card, owner: int, at: str = "") -> Piece:
    """Check a card can stand on the grid under these rules and fix its category and strength.

    ``at`` says in error messages where the card is, such as " at b3".
    """
    line = _type_line(card)
    found = rules.categories_of(line)
    if len(found) != 1:
        names = " and ".join(rules.categories[i] for i in found) or "no category"
        raise CardlawError(f"{card.name!r}{at} falls in {names}: run 'cardlaw spec check {rules.ruleset.name}'")
    category = found[0]
    # A card setup takes out of the pool can only be on the board as a handed-out land.
    removed = rules.removed_by(line)
    given = rules.ruleset.given
    if removed and not evaluate(given.body.pred, line, rules.options):  # type: ignore[union-attr]
        if CardType.LAND in line.front.types:
            raise CardlawError(f"{card.name!r}{at} cannot be handed out as a land in {rules.ruleset.name} ({given.rule})")
        if line.double_faced:
            raise CardlawError(f"{card.name!r}{at} is double-faced: {removed} takes it out of the pool (see GR-12)")
        raise CardlawError(f"{card.name!r}{at} cannot be on the board: {removed} takes it out of the pool")
    needed = rules.category_measures[category]
    # Only the comparisons that name its category ask a card for a number (G-BAT-1).
    strengths = strengths_of(rules, card, category)
    for index in needed:
        if strengths[index] is None:
            measures = rules.measure_sets[index]
            wants_loyalty = CardType.PLANESWALKER in line.front.types or "toughness" not in measures
            need = "loyalty" if "loyalty" in measures and wants_loyalty else "toughness"
            raise CardlawError(
                f"{card.name!r}{at} battles as a {rules.categories[category]} but has no {need}; "
                f"a comparison needs one (G-BAT-1)"
            )
    return Piece(card, owner, category, strengths[needed[0]] if needed else None, strengths)


@frozen
class Seen:
    """A position that arose before a set-up position, for the repetition rule (G-END-3): where each
    card of the setup then stood (square -> the square it stands on in the setup), which of them were
    face up (by their setup squares), whose turn it was, who was to take the next ordinary turn, the
    extra turns waiting, and how many times it arose."""

    board: Mapping[str, str]
    face_up: frozenset[str]
    to_move: int
    next_ordinary: int
    pending: tuple[int, ...]
    times: int


def start(
    variant: str,
    position: Mapping[str, tuple[int, Card, bool]],
    *,
    first: int = 0,
    options: Mapping[str, str | int] | None = None,
    to_move: int | None = None,
    pending: Sequence[int] = (),
    called: Mapping[str, str] | None = None,
    in_extra: bool = False,
    next_ordinary: int | None = None,
    ply: int = 0,
    discarded: Sequence[tuple[int, Card]] = (),
    seen: Sequence[Seen] = (),
) -> Game:
    """A game from an explicit position: square name -> (owner, card, face up).

    ``in_extra`` says the turn being taken is an extra turn and ``next_ordinary`` who takes the
    next ordinary turn (by default the other player than the one to move); ``ply`` counts the
    moves made before this position, ``discarded`` holds the discard piles' cards (owner, card) in
    order, and ``seen`` the earlier positions the repetition rule counts. A position the draw rules
    would already have ended is refused (G-END-2, G-END-3).

    ``called`` names a square's card in error messages (" (the attacker)") instead of
    its square, for callers whose squares mean nothing to the user.
    """
    rules = compiled(variant, options)
    grid = rules.ruleset.grid
    board = board_for(grid.columns, grid.rows)
    pieces: list[Piece] = []
    placement: list[int | None] = []
    for name, (owner, card, _) in position.items():
        sq = board.square(name)
        if sq in placement:
            raise CardlawError(f"two cards are placed on {name}")
        pieces.append(make_piece(rules, card, owner, (called or {}).get(name, f" at {name}")))
        placement.append(sq)
    on_board = len(pieces)
    for owner, card in discarded:
        pieces.append(make_piece(rules, card, owner, f" in {PLAYERS[owner]}'s discard pile"))
        placement.append(None)
    mover = first if to_move is None else to_move
    game = Game(rules, pieces, placement, mover)
    for pid, (name, (_, _, face_up)) in enumerate(position.items()):
        game.face_up[pid] = face_up
    for pid in range(on_board, len(pieces)):
        game.face_up[pid] = True  # a discarded card was revealed in the battle that discarded it
        game.discards[pieces[pid].owner].append(pid)
    game.pending.extend(pending)
    game.in_extra = in_extra
    game.normal_next = 1 - mover if next_ordinary is None else next_ordinary
    game.ply = ply
    cap = rules.options.get("ply_cap", "off")
    if isinstance(cap, int) and ply >= cap:
        raise CardlawError(f"the position is at ply {ply}, but G-END-2 ends the game at the ply cap of {cap}")
    if game._repeat is not None:
        game.seen = {}
        pid_of = {name: pid for pid, name in enumerate(position)}
        for earlier in seen:
            at = [-1] * len(board.names)
            for square, home in earlier.board.items():
                at[board.square(square)] = pid_of[home]
            face = list(game.face_up)
            for home, pid in pid_of.items():
                face[pid] = home in earlier.face_up
            key = (tuple(at), tuple(face), earlier.to_move, earlier.next_ordinary, tuple(earlier.pending))
            game.seen[key] = game.seen.get(key, 0) + earlier.times
        here = game._position()
        game.seen[here] = game.seen.get(here, 0) + 1  # the starting position counts once more (G-END-3)
        worst = max(game.seen.values())
        if worst >= game._repeat:
            raise CardlawError(f"a position of the setup has arisen {worst} times, so G-END-3 has already drawn the game "
                               f"(repetition={game._repeat})")
    return game


@frozen
class Deal:
    """What a seeded setup did: the cards it took out, the ones it dealt, and who goes first."""

    seed: int
    removed: tuple[tuple[Card, str], ...]  # card, rule that removed it
    # Every land handed out, south's and north's in turn: (south's, north's) when the variant's
    # `lands` statement gives one each, as in the printed games.
    lands: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    set_aside: tuple[Card, ...]
    first: int
    position: dict[str, tuple[int, Card, bool]]

    def lands_of(self, player: int) -> tuple[Card, ...]:
        """The lands ``player`` (0 south, 1 north) was handed."""
        return self.lands[player::2]


class SetupRefused(CardlawError):
    """A deal the rules refuse, with the rule that refuses it (GR-13, GR-23, ...)."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.rule = rule


# The land GR-23's `short_lands=basic` hands out when the opened cards hold too few: a basic land from
# outside the packs. Which one it stands for is never read by a rule, so it has no land type.
OUTSIDE_BASIC_LAND = Card("Outside Basic Land", "Basic Land")


def _hand_out_lands(rules: Compiled, opened: list[Card], rng: Portable) -> tuple[list[Card], tuple[Card, ...]]:
    """The lands of a table's pool (G-SET-11, step 1): south's then north's, each the candidate at
    place below(candidates left), taken out of the list of candidates, which keeps its order; when
    none is left, `OUTSIDE_BASIC_LAND` under ``short_lands=basic`` (GR-23), else a refusal."""
    given = rules.ruleset.given
    each = rules.ruleset.lands
    candidates = [
        i for i, card in enumerate(opened)
        if evaluate(given.body.pred, _type_line(card), rules.options)  # type: ignore[union-attr]
    ]
    outside = max(0, 2 * each - len(candidates))
    if outside and rules.options.get("short_lands") != "basic":
        declared = rules.ruleset.options.get("short_lands")
        hint = (f" ({declared[1]}; --option short_lands=basic gives a basic land from outside the packs instead)"
                if declared else "")
        raise SetupRefused(
            f"the opened cards hold {len(candidates)} land(s) that {given.rule} lets a player receive; "
            f"{rules.ruleset.setup_rules['lands']} needs {_count_of(each)} for each player{hint}",
            declared[1] if declared else rules.ruleset.setup_rules["lands"],
        )
    picked = [candidates.pop(rng.below(len(candidates))) for _ in range(2 * each - outside)]
    taken = set(picked)
    rest = [card for i, card in enumerate(opened) if i not in taken]
    return rest, (*(opened[i] for i in picked), *(OUTSIDE_BASIC_LAND,) * outside)


def _cards_of(packs: OpenedPacks) -> list[Card]:
    """The opened cards in the order they were made (G-SET-11, step 1)."""
    return list(getattr(packs, "cards", ()) or (*packs.usable, *packs.removed))


def _count_of(number: int) -> str:
    return "one" if number == 1 else str(number)


def random_arranger(player: int, cards: Sequence[Card], squares: Sequence[int], rng: random.Random) -> Sequence[int]:
    """The seeded stand-in for a player's arrangement (G-SET-11, step 6): the home squares, in board
    order, shuffled (G-SET-9 when ``rng`` is the deal's `Portable`)."""
    order = sorted(squares)
    rng.shuffle(order)
    return order


def deal(
    variant: str,
    seed: int,
    *,
    options: Mapping[str, str | int] | None = None,
    arrangers: tuple[Arranger, Arranger] = (random_arranger, random_arranger),
    opened: Sequence[Card] | None = None,
    extra_packs: Sequence[Sequence[Card]] = (),
) -> tuple[Game, Deal]:
    """Open packs, hand out lands, remove cards, shuffle, deal and arrange; all from ``seed``,
    step by step as G-SET-11 orders them, with the generator of G-SET-8.

    ``opened`` replaces the generated packs with cards a table really opened (for
    example read by `cardlaw.grid.importers.load_cards`); the lands are then handed
    out from among them. ``extra_packs`` are the cards of the packs that table opens
    next, one pack at a time, when the pool is too small and ``short_pool=extra_pack``
    (GR-13) asks for another pack.
    """
    rules = compiled(variant, options)
    rs = rules.ruleset
    if extra_packs and opened is None:
        raise CardlawError("extra packs are the table's next packs: give them with the cards the table opened")
    rng = Portable(seed)
    if opened is None:
        cards_opened = _cards_of(open_packs(rs.set_code, rs.packs, rng))
        # South's land, then north's, as many rounds as the `lands` statement says (G-SET-2).
        lands: tuple[Card, ...] = tuple(land_for(rs.set_code, rng) for _ in range(2 * rs.lands))
    else:
        cards_opened, lands = _hand_out_lands(rules, list(opened), rng)
    pool: list[Card] = []
    removed: list[tuple[Card, str]] = []

    def sort(cards: Sequence[Card]) -> None:
        for card in cards:
            rule = rules.removed_by(_type_line(card))
            if rule:
                removed.append((card, rule))
            else:
                pool.append(card)

    sort(cards_opened)
    needed = rs.deal * 2
    next_packs = list(extra_packs)
    while len(pool) < needed:
        extra_pack = rules.options.get("short_pool") == "extra_pack"
        if opened is not None:
            if not (extra_pack and next_packs):
                # A table's pool: only the table can open another pack (GR-13 either way).
                raise SetupRefused(
                    f"the opened cards give {len(pool)} usable cards but the deal needs {needed} (GR-13); "
                    "add the cards of another pack to the pool",
                    "GR-13",
                )
            sort(next_packs.pop(0))
            continue
        if not extra_pack:
            raise SetupRefused(
                f"the pool has {len(pool)} usable cards but the deal needs {needed} (GR-13; "
                "--option short_pool=extra_pack opens another pack)",
                "GR-13",
            )
        sort(_cards_of(open_packs(rs.set_code, 1, rng)))  # serial numbers go on with the same generator
    rng.shuffle(pool)
    hands = (tuple(pool[0:needed:2]), tuple(pool[1:needed:2]))
    board = board_for(rs.grid.columns, rs.grid.rows)
    position: dict[str, tuple[int, Card, bool]] = {}
    for player in (0, 1):
        cards = [*lands[player::2], *hands[player]]
        squares = list(board.home(player, rs.grid.home_rows))
        if len(cards) != len(squares):
            raise CardlawError(f"{len(cards)} cards cannot fill {len(squares)} home squares exactly")
        order = arrangers[player](player, cards, squares, rng)
        if sorted(order) != sorted(squares):
            raise CardlawError(f"the arrangement for {PLAYERS[player]} must use each home square once")
        for card, sq in zip(cards, order, strict=True):
            position[board.names[sq]] = (player, card, False)
    first = rng.below(2)
    game = start(variant, dict(sorted(position.items(), key=lambda kv: board.index[kv[0]])), first=first, options=options)
    record = Deal(seed, tuple(removed), lands, hands, tuple(pool[needed:]), first, position)
    return game, record
