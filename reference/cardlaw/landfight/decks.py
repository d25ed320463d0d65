"""Deck legality, driven by the formal text of spec/landfight/ (rules L-DCK-*)."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Literal, Protocol, assert_never

from ..cardtext import ast as A
from ._rules import (
    KIND_WORDS,
    CopyLimit,
    DeckHolds,
    DeckSize,
    Guard,
    SideCounts,
    SideDeckSize,
    Statement,
    load_rules,
)

Bound = Literal["exactly", "at most", "at least"]


class DeckCard(Protocol):
    """What deck rules read of a card: its name, its kind line and its badge."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> Any: ...  # a cardtext Kind, or its text

    @property
    def badge(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class Selector:
    by: Literal["kind", "size"]
    value: str

    def picks(self, card: DeckCard) -> bool:
        kind: object = getattr(card.kind, "value", card.kind)
        if self.by == "size":
            # LR-1: a size picks creatures only; a Land's "L" badge is not a size.
            return kind == "Creature" and card.badge == self.value
        return kind == KIND_WORDS.get(self.value, self.value)

    def __str__(self) -> str:
        return f"{self.by} {self.value}"


@dataclass(frozen=True, slots=True)
class DeckRule:
    rule: str
    what: Literal["deck size", "side deck size", "holds", "copies"]
    bound: Bound
    number: int
    selector: Selector | None = None  # for "holds"; the exception for "copies"
    guard: Guard | None = None


@dataclass(frozen=True, slots=True)
class Problem:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


def _selector(sel: Any) -> Selector | None:
    return None if sel is None else Selector(sel.by, sel.value)


def _statements() -> tuple[Statement, ...]:
    # The statements `load_rules` read (and keeps parsed on disk), not a second parse of the blocks.
    return load_rules().statements


@cache
def deck_rules() -> tuple[DeckRule, ...]:
    """Every deck rule the rulebook states formally, in rulebook order."""
    found: list[DeckRule] = []
    for st in _statements():
        body = st.body
        if isinstance(body, DeckSize):
            found.append(DeckRule(st.rule, "deck size", body.bound, body.number, None, st.guard))
        elif isinstance(body, SideDeckSize):
            found.append(DeckRule(st.rule, "side deck size", body.bound, body.number, None, st.guard))
        elif isinstance(body, DeckHolds):
            found.append(DeckRule(st.rule, "holds", body.bound, body.number, _selector(body.selector), st.guard))
        elif isinstance(body, CopyLimit):
            found.append(DeckRule(st.rule, "copies", body.bound, body.number, _selector(body.exception), st.guard))
    return tuple(found)


def _side_counts(options: Mapping[str, str]) -> dict[str, str]:
    """Deck rule ID -> the ruling under which the side deck counts toward it (LR-18)."""
    counted: dict[str, str] = {}
    for st in _statements():
        if isinstance(st.body, SideCounts) and st.holds(options):
            for rule_id in st.body.rules:
                counted.setdefault(rule_id, st.rule)
    return counted


def _breaks(bound: Bound, count: int, number: int) -> bool:
    if bound == "exactly":
        return count != number
    if bound == "at most":
        return count > number
    return count < number


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def check_entries(
    entries: Iterable[tuple[DeckCard, int]],
    side: Iterable[tuple[DeckCard, int]] = (),
    options: Mapping[str, object] | None = None,
) -> list[Problem]:
    """Every way a deck (and its side deck) breaks the deck rules; empty when it is legal.

    Under ``side_limits=together`` (LR-18, the default) the side deck's cards count toward
    the rules LR-18 names; a problem they cause cites the deck rule and names LR-18.
    """
    main: Sequence[tuple[DeckCard, int]] = list(entries)
    spare: Sequence[tuple[DeckCard, int]] = list(side)
    chosen = load_rules().resolve_options(options)
    counted = _side_counts(chosen)
    problems: list[Problem] = []
    total = sum(n for _, n in main)
    raised = large_hold_limit(main)
    for rule in deck_rules():
        if rule.guard is not None and not rule.guard.holds(chosen):
            continue
        if rule.what == "deck size" and _breaks(rule.bound, total, rule.number):
            problems.append(Problem(rule.rule, f"the deck has {_plural(total, 'card')}; it must have {rule.bound} {rule.number}"))
        elif rule.what == "side deck size":
            extra = sum(n for _, n in spare)
            if _breaks(rule.bound, extra, rule.number):
                problems.append(
                    Problem(rule.rule, f"the side deck has {_plural(extra, 'card')}; it may have {rule.bound} {rule.number}")
                )
        elif rule.what == "holds":
            assert rule.selector is not None
            number, says = rule.number, ""
            if raised is not None and rule.bound == "at most" and rule.selector == _LARGE:
                number, says = raised[0], f" ({raised[1]!r} says so, L-TXT-255)"
            held = sum(n for card, n in main if rule.selector.picks(card))
            if _breaks(rule.bound, held, number):
                problems.append(
                    Problem(rule.rule, f"the deck holds {held} of {rule.selector}; it must hold {rule.bound} {number}{says}")
                )
            elif rule.rule in counted:
                both = held + sum(n for card, n in spare if rule.selector.picks(card))
                if _breaks(rule.bound, both, number):
                    problems.append(Problem(
                        rule.rule,
                        f"the deck and side deck hold {both} of {rule.selector}; together they may hold "
                        f"{rule.bound} {number}{says} (they count together, {counted[rule.rule]})",
                    ))
        elif rule.what == "copies":
            groups = group_copy_limits(main, str(chosen.get("boost_filter", "all")))
            note = ""
            if raised is not None and chosen.get("large_copies") == "four" and rule.selector == _LARGE:
                # LR-117: the exception of Large creatures falls while a card raises their bound.
                rule, note = replace(rule, selector=None), f"Large creatures count while {raised[1]!r} sets their bound, LR-117"
            problems += _copy_problems(rule, main, rule.rule, "the deck holds", groups, note)
            if rule.rule in counted:
                alone = {p.message for p in problems}
                for problem in _copy_problems(rule, [*main, *spare], rule.rule, "the deck and side deck hold", groups, note):
                    if problem.message.replace("the deck and side deck hold", "the deck holds") not in alone:
                        problems.append(Problem(problem.rule, f"{problem.message} (they count together, {counted[rule.rule]})"))
    return problems


def _copy_problems(
    rule: DeckRule, cards: Sequence[tuple[DeckCard, int]], cite: str, held: str,
    groups: Mapping[str, tuple[int, str]] | None = None, large_note: str = "",
) -> list[Problem]:
    # Names compare without case (L-DCK-4): 'Ember imp' and 'Ember Imp' are one name.
    copies: Counter[str] = Counter()
    spelt: dict[str, str] = {}
    large = {card.name.casefold() for card, _ in cards if _LARGE.picks(card)}
    for card, n in cards:
        if rule.selector is None or not rule.selector.picks(card):
            key = card.name.casefold()
            spelt.setdefault(key, card.name)
            copies[key] += n
    own = {card.name.casefold(): limit for card, _ in cards if (limit := own_copy_limit(card)) is not None}
    groups = groups or {}
    problems = []
    for key, n in sorted(copies.items()):
        # A card's own limit first; else the highest a card of the deck gives its kinds (LR-80).
        limit = own.get(key, groups[key][0] if key in groups else rule.number)
        if _breaks(rule.bound, n, limit):
            held_copies = f"{n} copies" if n != 1 else "1 copy"
            notes = ["its text says so, LR-80" if key in own
                     else f"{groups[key][1]!r} says so, L-TXT-145, LR-80" if key in groups else ""]
            if key in large:
                notes.append(large_note)
            said = "; ".join(note for note in notes if note)
            says = f" ({said})" if said else ""
            problems.append(Problem(cite, f"{held} {held_copies} of {spelt[key]!r}; it may hold {rule.bound} {limit}{says}"))
    return problems


_LARGE = Selector("size", "L")


def large_hold_limit(cards: Sequence[tuple[DeckCard, int]]) -> tuple[int, str] | None:
    """The bound on Large creatures the cards of a deck give (L-TXT-255), the highest where several do, and the
    card that gives it; None where none does."""
    given = [(a.count, card.name) for card, n in cards if n > 0
             for a in getattr(getattr(card, "tree", None), "abilities", ()) if isinstance(a, A.HoldLimit)]
    return max(given, key=lambda found: found[0]) if given else None


def own_copy_limit(card: DeckCard) -> int | None:
    """The copy limit a card states for itself (L-TXT-32, LR-80), if it states one."""
    tree = getattr(card, "tree", None)
    if tree is None:
        return None
    return next((_limit_of(a) for a in tree.abilities if isinstance(a, A.CopyLimit) and a.kinds is None), None)


# "any number of copies" (L-TXT-248): a limit no deck reaches, so the highest of LR-80 and never broken.
ANY_NUMBER = sys.maxsize


def _limit_of(limit: A.CopyLimit) -> int:
    return ANY_NUMBER if limit.unlimited else limit.count


def group_copy_limits(cards: Sequence[tuple[DeckCard, int]], boost_filter: str = "all") -> dict[str, tuple[int, str]]:
    """Name (folded) -> (limit, the card that gives it): the copy limits cards of the deck give each card of some
    kinds (L-TXT-145); where several give one name a limit, the highest (LR-80)."""
    given = [(_limit_of(a), a.kinds, card.name) for card, n in cards if n > 0
             for a in getattr(getattr(card, "tree", None), "abilities", ())
             if isinstance(a, A.CopyLimit) and a.kinds is not None]
    found: dict[str, tuple[int, str]] = {}
    for count, kinds, giver in given:
        for card, _ in cards:
            key = card.name.casefold()
            if _deck_card_matches(card, kinds, boost_filter) and (key not in found or found[key][0] < count):
                found[key] = (count, giver)
    return found


_SIZE_BADGES = {A.Size.SMALL: "S", A.Size.MEDIUM: "M", A.Size.LARGE: "L"}
_BOOSTS = (A.Kind.BOOST, A.Kind.INTERRUPT, A.Kind.CONTINUOUS)
_KIND_OF_FILTER = {A.KindFilter.INTERRUPT: A.Kind.INTERRUPT, A.KindFilter.CONTINUOUS: A.Kind.CONTINUOUS,
                   A.KindFilter.MUTATED: A.Kind.MUTATED, A.KindFilter.ATTACHMENT: A.Kind.ATTACHMENT,
                   A.KindFilter.LAND: A.Kind.LAND}


def _deck_kind_fits(kind: A.Kind, wanted: A.KindFilter | None, boost_filter: str) -> bool:
    """Whether a card of ``kind`` is of the kind a filter names (any, for None)."""
    if wanted is A.KindFilter.BOOST:
        return kind in (_BOOSTS if boost_filter == "all" else (A.Kind.BOOST,))
    return wanted is None or kind is _KIND_OF_FILTER[wanted]


def _deck_card_matches(card: DeckCard, kinds: A.Kinds, boost_filter: str) -> bool:
    """Whether a card's print has the qualities, kind and noun of ``kinds`` (L-TXT-22), as a deck is checked."""
    kind = card.kind if isinstance(card.kind, A.Kind) else A.Kind(str(card.kind))
    if kinds.noun is A.Noun.CREATURE and kind not in (A.Kind.CREATURE, A.Kind.MUTATED):
        return False
    wanted_kinds = (kinds.kind,) if kinds.or_kind is None else (kinds.kind, kinds.or_kind)  # L-TXT-371: either
    if not any(_deck_kind_fits(kind, wanted, boost_filter) for wanted in wanted_kinds):
        return False
    typed = getattr(card, "creature_type", None)
    for quality in kinds.qualities:
        match quality:
            case A.SizeQuality(size, or_size=other):
                if kind is not A.Kind.CREATURE or card.badge not in (_SIZE_BADGES[size], other and _SIZE_BADGES[other]):
                    return False
            case A.MainType(name, or_name=other):  # L-TXT-272
                if typed is None or typed.main not in (name, other or name):
                    return False
            case A.Subtype(name, or_name=other):  # a card with no subtype never matches: None is never a name
                if typed is None or typed.subtype not in (name, other or name):
                    return False
            case _:
                assert_never(quality)
    return True


def check_deck(deck: Any, options: Mapping[str, object] | None = None) -> list[Problem]:
    """`check_entries` for any deck object with ``entries`` (and optionally ``side``) of (card, count)."""
    return check_entries(deck.entries, getattr(deck, "side", ()), options)
