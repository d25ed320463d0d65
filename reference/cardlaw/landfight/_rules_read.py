"""Reading the Landfight rules language with Lark: the tree builder and its errors.

Only `cardlaw.landfight._rules.read_statements` imports this module, when the rulebook's
statements are not in the cache of parsed blocks yet: a process that finds them there
never loads Lark.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from lark import Lark, Token, Transformer, UnexpectedInput, v_args

from .._grammars import build
from ..errors import CardlawError, SourceError, SourcePosition
from ._rules import (
    KIND_WORDS,
    PHASES,
    BattleOutcome,
    Body,
    Bound,
    CopyLimit,
    Cost,
    DeckHolds,
    DeckSize,
    FieldLimit,
    Guard,
    LifeCost,
    LoseWhen,
    NoCost,
    Number,
    OptionDecl,
    Permission,
    PhaseDraw,
    PhaseOrder,
    SacrificeCost,
    Selector,
    SideCounts,
    SideDeckSize,
    SizeCost,
    StartPhase,
    Statement,
)


@v_args(inline=True)
class _Build(Transformer[Token, Any]):
    def start(self, *statements: tuple[str, Body, Guard | None]) -> list[tuple[str, Body, Guard | None]]:
        return list(statements)

    def statement(self, rule: Token, body: Body, guard: Guard | None = None) -> tuple[str, Body, Guard | None]:
        return (str(rule), body, guard)

    def if_option(self, name: Token, value: Token) -> Guard:
        return Guard(str(name), str(value), True)

    def unless_option(self, name: Token, value: Token) -> Guard:
        return Guard(str(name), str(value), False)

    def deck_size(self, bound: Bound, number: Token) -> DeckSize:
        return DeckSize(bound, int(number))

    def side_deck_size(self, bound: Bound, number: Token) -> SideDeckSize:
        return SideDeckSize(bound, int(number))

    def deck_holds(self, bound: Bound, number: Token, selector: Selector) -> DeckHolds:
        return DeckHolds(bound, int(number), selector)

    def copy_limit(self, bound: Bound, number: Token, selector: Selector | None = None) -> CopyLimit:
        return CopyLimit(bound, int(number), selector)

    def side_counts(self, *rules: Token) -> SideCounts:
        return SideCounts(tuple(str(r) for r in rules))

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

    def start_life(self, n: Token) -> Number:
        return Number("start life", int(n))

    def start_hand(self, n: Token) -> Number:
        return Number("start hand", int(n))

    def start_phase(self, phase: Token) -> StartPhase:
        return StartPhase(str(phase))

    def opening_die(self, n: Token) -> Number:
        return Number("opening die", int(n))

    def match_games(self, n: Token) -> Number:
        return Number("match games", int(n))

    def phase_order(self, phase: Token, nxt: Token | None) -> PhaseOrder:
        return PhaseOrder(str(phase), None if nxt is None else str(nxt))

    def next_turn(self) -> None:
        return None

    def phase_draw(self, phase: Token, n: Token) -> PhaseDraw:
        return PhaseDraw(str(phase), int(n))

    def first_turn(self, n: Token) -> Number:
        return Number("first turn", int(n))

    def creature_zones(self, n: Token) -> Number:
        return Number("creature zones", int(n))

    def field_limit(self, n: Token, size: Token) -> FieldLimit:
        return FieldLimit(int(n), str(size))

    def attachment_limit(self, n: Token) -> Number:
        return Number("attachments", int(n))

    def attack_limit(self, n: Token) -> Number:
        return Number("attacks", int(n))

    def size_cost(self, size: Token, *costs: Cost) -> SizeCost:
        return SizeCost(str(size), costs)

    def mutated_cost(self, *costs: Cost) -> SizeCost:
        return SizeCost(None, costs)

    def life_cost(self, n: Token) -> LifeCost:
        return LifeCost(int(n))

    def sacrifice_cost(self, size: Token) -> SacrificeCost:
        return SacrificeCost(str(size))

    def no_cost(self) -> NoCost:
        return NoCost()

    def battle_outcome(self, comparison: Token, victims: tuple[str, ...]) -> BattleOutcome:
        return BattleOutcome(str(comparison), victims)

    def victims(self, *names: Token) -> tuple[str, ...]:
        return tuple(str(n) for n in names)

    def permission(self, act: tuple[str, str | None], who: Token, phases: frozenset[str], moments: frozenset[str]) -> Permission:
        return Permission(act[0], act[1], "turn player" if str(who) == "turn player" else "either player", phases, moments)

    def play_act(self, kind: Token) -> tuple[str, str | None]:
        return ("play", KIND_WORDS[str(kind)])

    def ability_act(self) -> tuple[str, str | None]:
        return ("abilities", None)

    def land_opt_act(self) -> tuple[str, str | None]:
        return ("land opt abilities", None)

    def attack_act(self) -> tuple[str, str | None]:
        return ("attack", None)

    def any_phase(self) -> frozenset[str]:
        return frozenset(PHASES)

    def some_phases(self, *phases: Token) -> frozenset[str]:
        return frozenset(str(p) for p in phases)

    def moments(self, *moments: Token) -> frozenset[str]:
        return frozenset(str(m) for m in moments)

    def lose_when(self, loss: LoseWhen) -> LoseWhen:
        return loss

    def life_loss(self, n: Token) -> LoseWhen:
        return LoseWhen("life", int(n))

    def empty_draw_loss(self, scope: Token) -> LoseWhen:
        return LoseWhen("draw phase draw" if str(scope) == "draw phase" else "any draw")

    def option(self, name: Token, *values: Token) -> OptionDecl:
        *choices, default = (str(v) for v in values)
        return OptionDecl(str(name), tuple(choices), default)


def _explain(err: UnexpectedInput, parser: Lark, text: str, first_line: int, source: str) -> SourceError:
    names = set(getattr(err, "accepts", None) or getattr(err, "expected", None) or getattr(err, "allowed", None) or ())
    words = []
    for name in sorted(names):
        if name == "INT":
            words.append("a number")
        elif name == "RULE_ID":
            words.append("a rule ID")
        elif name == "NAME":
            words.append("a name")
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


def read_statements(blocks: Iterable[tuple[str, str, str, int]]) -> tuple[Statement, ...]:
    """Parse (rule ID, text, source, first line) blocks; each statement must carry its block's rule ID."""
    parser = build("landfight.lark")
    found: list[Statement] = []
    for rule_id, text, source, line in blocks:
        try:
            parsed: list[tuple[str, Body, Guard | None]] = _Build().transform(parser.parse(text))
        except UnexpectedInput as err:
            raise _explain(err, parser, text, line, source) from None
        for offset, (rule, body, guard) in enumerate(parsed):
            if rule != rule_id:
                raise CardlawError(f"{source}:{line}: {rule} sits under rule {rule_id}; its ID must match")
            found.append(Statement(rule, body, guard, source, line + offset))
    return tuple(found)


