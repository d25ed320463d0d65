"""Deck legality, driven by the formal text of spec/landfight/ (rules L-DCK-*)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, Protocol

from lark import Lark, Token, Transformer, UnexpectedInput, v_args

from .._grammars import build
from ..errors import CardlawError, SourceError, SourcePosition
from ..rulebook import load_rulebook

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
        words = {"Interrupt": "Boost - Interrupt", "Continuous": "Boost - Continuous", "Mutated": "Mutated Creature"}
        return kind == words.get(self.value, self.value)

    def __str__(self) -> str:
        return f"{self.by} {self.value}"


@dataclass(frozen=True, slots=True)
class DeckRule:
    rule: str
    what: Literal["deck size", "side deck size", "holds", "copies"]
    bound: Bound
    number: int
    selector: Selector | None = None  # for "holds"; the exception for "copies"


@dataclass(frozen=True, slots=True)
class Problem:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


@v_args(inline=True)
class _Build(Transformer[Token, Any]):
    def start(self, *statements: DeckRule) -> list[DeckRule]:
        return list(statements)

    def statement(self, rule: Token, body: tuple[Any, ...]) -> DeckRule:
        what, bound, number, selector = body
        return DeckRule(str(rule), what, bound, number, selector)

    def deck_size(self, bound: Bound, number: Token) -> tuple[Any, ...]:
        return ("deck size", bound, int(number), None)

    def side_deck_size(self, bound: Bound, number: Token) -> tuple[Any, ...]:
        return ("side deck size", bound, int(number), None)

    def deck_holds(self, bound: Bound, number: Token, selector: Selector) -> tuple[Any, ...]:
        return ("holds", bound, int(number), selector)

    def copy_limit(self, bound: Bound, number: Token, selector: Selector | None = None) -> tuple[Any, ...]:
        return ("copies", bound, int(number), selector)

    def exactly(self) -> Bound:
        return "exactly"

    def at_most(self) -> Bound:
        return "at most"

    def at_least(self) -> Bound:
        return "at least"

    def kind_selector(self, kind: Token) -> Selector:
        return Selector("kind", str(kind))

    def size_selector(self, size: Token) -> Selector:
        return Selector("size", str(size))


@cache
def deck_rules() -> tuple[DeckRule, ...]:
    """Every deck rule the rulebook states formally, in rulebook order."""
    parser = build("landfight.lark")
    found: list[DeckRule] = []
    for rule, block in load_rulebook().blocks_in("landfight"):
        try:
            parsed: list[DeckRule] = _Build().transform(parser.parse(block.text))
        except UnexpectedInput as err:
            raise _explain(err, parser, block.text, block.line, f"spec/{block.source}") from None
        for statement in parsed:
            if statement.rule != rule.id:
                raise CardlawError(
                    f"spec/{block.source}:{block.line}: {statement.rule} sits under rule {rule.id}; its ID must match"
                )
        found += parsed
    return tuple(found)


def _explain(err: UnexpectedInput, parser: Lark, text: str, first_line: int, source: str) -> SourceError:
    names = set(getattr(err, "accepts", None) or getattr(err, "expected", None) or getattr(err, "allowed", None) or ())
    words = []
    for name in sorted(names):
        if name == "INT":
            words.append("a number")
        elif name == "RULE_ID":
            words.append("a rule ID")
        elif name != "$END":
            pattern = parser.get_terminal(name).pattern
            words.append(f"'{pattern.value}'" if pattern.type == "str" else name.lower())
    token = getattr(err, "token", None)
    if token is not None and token.type != "$END":
        word = str(token)
    elif token is None and err.pos_in_stream is not None and err.pos_in_stream < len(text):
        word = text[err.pos_in_stream :].split(maxsplit=1)[0]
    else:
        word = ""
    found = f"unexpected {word!r}" if word else "this statement is incomplete"
    return SourceError(
        f"{found} in the Landfight rules language",
        "\n" * (first_line - 1) + text,
        SourcePosition(err.line + first_line - 1, err.column, max(1, len(word))),
        source=source,
        expected=" or ".join(sorted(set(words))) or None,
    )


def _breaks(bound: Bound, count: int, number: int) -> bool:
    if bound == "exactly":
        return count != number
    if bound == "at most":
        return count > number
    return count < number


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def check_entries(
    entries: Iterable[tuple[DeckCard, int]], side: Iterable[tuple[DeckCard, int]] = ()
) -> list[Problem]:
    """Every way a deck (and its side deck) breaks the deck rules; empty when it is legal."""
    main: Sequence[tuple[DeckCard, int]] = list(entries)
    spare: Sequence[tuple[DeckCard, int]] = list(side)
    problems: list[Problem] = []
    total = sum(n for _, n in main)
    for rule in deck_rules():
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
            held = sum(n for card, n in main if rule.selector.picks(card))
            if _breaks(rule.bound, held, rule.number):
                problems.append(
                    Problem(rule.rule, f"the deck holds {held} of {rule.selector}; it must hold {rule.bound} {rule.number}")
                )
        elif rule.what == "copies":
            # Names compare without case (L-DCK-4): 'Ember imp' and 'Ember Imp' are one name.
            copies: Counter[str] = Counter()
            spelt: dict[str, str] = {}
            for card, n in main:
                if rule.selector is None or not rule.selector.picks(card):
                    key = card.name.casefold()
                    spelt.setdefault(key, card.name)
                    copies[key] += n
            for key, n in sorted(copies.items()):
                name = spelt[key]
                if _breaks(rule.bound, n, rule.number):
                    held_copies = f"{n} copies" if n != 1 else "1 copy"
                    problems.append(
                        Problem(rule.rule, f"the deck holds {held_copies} of {name!r}; it may hold {rule.bound} {rule.number}")
                    )
    return problems


def check_deck(deck: Any) -> list[Problem]:
    """`check_entries` for any deck object with ``entries`` (and optionally ``side``) of (card, count)."""
    return check_entries(deck.entries, getattr(deck, "side", ()))
