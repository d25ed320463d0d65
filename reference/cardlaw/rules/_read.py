"""Reading rules-language text with Lark: the parser, the tree builder, and errors that point into the spec file.

Only `cardlaw.rules._parse` imports this module, and only when a block is not in the
cache of parsed blocks: a process that finds every block there never loads Lark.
"""

from __future__ import annotations

from functools import cache

from lark import Lark, Token, Transformer, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, v_args

from .._grammars import build
from ..errors import SourceError, SourcePosition, did_you_mean
from . import _ast as A

# Words a reader knows, for the "expected ..." line of an error, instead of Lark's terminal names.
_TERMINAL_WORDS = {
    "RULE_ID": "a rule ID such as 'G-BAT-2'",
    "NAME": "a lower-case name",
    "WORD": "a capitalised type word such as 'Creature'",
    "STRING": "a quoted title",
    "INT": "a number",
    "NUMBER_KIND": "'number'",
    "COMBINE_MODE": "'all' or 'first'",
    "ATTACKER": "'attacker'",
    "DEFENDER": "'defender'",
    "$END": "the end of the block",
}


@cache
def _parser() -> Lark:
    return build("minigame.lark", propagate_positions=True, maybe_placeholders=False)


def _describe(expected: set[str]) -> str:
    words = sorted({_TERMINAL_WORDS[t] if t in _TERMINAL_WORDS else _literal(t) for t in expected})
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _literal(terminal: str) -> str:
    pattern = _parser().get_terminal(terminal).pattern
    return f"'{pattern.value}'" if pattern.type == "str" else terminal.lower()


class _Build(Transformer[Token, list[A.Statement]]):
    def __init__(self, source: str, line_offset: int, variants: tuple[str, ...]) -> None:
        super().__init__()
        self.source = source
        self.line_offset = line_offset
        self.variants = variants

    def start(self, items: list[A.Statement]) -> list[A.Statement]:
        return items

    def statement(self, items: list[object]) -> A.Statement:
        rule, body = items
        assert isinstance(rule, Token)
        where = A.Where(self.source, (rule.line or 1) + self.line_offset, rule.column or 1)
        return A.Statement(str(rule), body, where, self.variants)  # type: ignore[arg-type]

    @v_args(inline=True)
    def variant(self, name: Token, title: Token) -> A.Variant:
        return A.Variant(str(name), str(title)[1:-1])

    @v_args(inline=True)
    def packs(self, count: Token, set_code: Token) -> A.Packs:
        return A.Packs(int(count), str(set_code)[1:-1])

    @v_args(inline=True)
    def lands(self, count: Token) -> A.Lands:
        return A.Lands(int(count))

    @v_args(inline=True)
    def deal(self, count: Token) -> A.Deal:
        return A.Deal(int(count))

    @v_args(inline=True)
    def grid(self, columns: Token, rows: Token, home: Token) -> A.Grid:
        return A.Grid(int(columns), int(rows), int(home))

    @v_args(inline=True)
    def option(
        self, name: Token, values: tuple[tuple[A.OptionValue, ...], int | None], default: Token
    ) -> A.Option:
        return A.Option(str(name), values[0], _value(default), values[1])

    def option_values(self, items: list[Token | int]) -> tuple[tuple[A.OptionValue, ...], int | None]:
        """The listed values; a ``number from N`` item becomes ``number`` plus the minimum N."""
        values: list[A.OptionValue] = []
        minimum: int | None = None
        for item in items:
            if isinstance(item, int):
                values.append("number")
                minimum = item if minimum is None else min(minimum, item)
            else:
                values.append(_value(item))
        return tuple(values), minimum

    @v_args(inline=True)
    def number_from(self, _kind: Token, low: Token) -> int:
        return int(low)

    @v_args(inline=True)
    def removal(self, pred: A.Pred) -> A.Removal:
        return A.Removal(pred)

    @v_args(inline=True)
    def given(self, pred: A.Pred) -> A.Given:
        return A.Given(pred)

    @v_args(inline=True)
    def category(self, name: Token, pred: A.Pred) -> A.Category:
        return A.Category(str(name), pred)

    def or_pred(self, items: list[A.Pred]) -> A.OrPred:
        return A.OrPred(tuple(items))

    def and_pred(self, items: list[A.Pred]) -> A.AndPred:
        return A.AndPred(tuple(items))

    @v_args(inline=True)
    def negation(self, operand: A.Pred) -> A.Negation:
        return A.Negation(operand)

    @v_args(inline=True)
    def has_type(self, word: Token) -> A.HasType:
        return A.HasType(str(word))

    @v_args(inline=True)
    def has_supertype(self, word: Token) -> A.HasSupertype:
        return A.HasSupertype(str(word))

    @v_args(inline=True)
    def has_subtype(self, word: Token) -> A.HasSubtype:
        return A.HasSubtype(str(word))

    def double_faced(self, _: list[object]) -> A.DoubleFaced:
        return A.DoubleFaced()

    @v_args(inline=True)
    def option_is(self, name: Token, value: Token) -> A.OptionIs:
        return A.OptionIs(str(name), _value(value))

    def clause(self, items: list[object]) -> A.Clause:
        condition, *effects = items
        assert isinstance(condition, A.Condition)
        return A.Clause(condition, tuple(effects))  # type: ignore[arg-type]

    def condition(self, items: list[A.CondAtom]) -> A.Condition:
        return A.Condition(tuple(items))

    def catset(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(str(t) for t in items)

    @v_args(inline=True)
    def both(self, cats: tuple[str, ...]) -> A.Both:
        return A.Both(cats)

    @v_args(inline=True)
    def either(self, cats: tuple[str, ...]) -> A.Either:
        return A.Either(cats)

    @v_args(inline=True)
    def attacker_is(self, cats: tuple[str, ...]) -> A.AttackerIs:
        return A.AttackerIs(cats)

    @v_args(inline=True)
    def defender_is(self, cats: tuple[str, ...]) -> A.DefenderIs:
        return A.DefenderIs(cats)

    @v_args(inline=True)
    def one_other(self, one: tuple[str, ...], other: tuple[str, ...]) -> A.OneOther:
        return A.OneOther(one, other)

    @v_args(inline=True)
    def effect(self, effect: A.Effect) -> A.Effect:
        return effect

    @v_args(inline=True)
    def discard(self, sides: A.SideSel) -> A.Discard:
        return A.Discard(sides)

    @v_args(inline=True)
    def contest(self, measures: tuple[str, ...], ties: A.SideSel) -> A.Contest:
        assert ties.side is not None
        return A.Contest(measures, ties.side)

    def measure(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(str(t) for t in items)

    @v_args(inline=True)
    def beats(self, winner: tuple[str, ...], loser: tuple[str, ...]) -> A.Beats:
        return A.Beats(winner, loser)

    @v_args(inline=True)
    def extra_turn(self, sides: A.SideSel) -> A.ExtraTurn:
        return A.ExtraTurn(sides)

    @v_args(inline=True)
    def loses(self, category: Token) -> A.Loses:
        return A.Loses(str(category))

    @v_args(inline=True)
    def wins(self, side: A.SideSel) -> A.Wins:
        assert side.side is not None
        return A.Wins(side.side)

    @v_args(inline=True)
    def side(self, token: Token) -> A.SideSel:
        return A.SideSel(side="attacker" if token.type == "ATTACKER" else "defender")

    def both_sides(self, _: list[object]) -> A.SideSel:
        return A.SideSel(both=True)

    @v_args(inline=True)
    def each_side(self, category: Token) -> A.SideSel:
        return A.SideSel(category=str(category))

    @v_args(inline=True)
    def combine(self, mode: Token) -> A.Combine:
        return A.Combine("all" if str(mode) == "all" else "first")

    @v_args(inline=True)
    def override(self, winner: Token, loser: Token) -> A.Override:
        return A.Override(str(winner), str(loser))


def _keywords(expected: set[str]) -> list[str]:
    """The literal words among the expected terminals: only those make sense as a suggestion."""
    words = []
    for terminal in expected:
        if terminal in _TERMINAL_WORDS:
            continue
        pattern = _parser().get_terminal(terminal).pattern
        if pattern.type == "str":
            words.append(pattern.value)
    return words


def _value(token: Token) -> A.OptionValue:
    text = str(token)
    return int(text) if text.isdigit() else text


def parse_block(text: str, source: str, line_offset: int, variants: tuple[str, ...]) -> list[A.Statement]:
    try:
        tree = _parser().parse(text)
    except UnexpectedInput as err:
        raise _source_error(err, text, source, line_offset) from None
    return _Build(source, line_offset, variants).transform(tree)


def _source_error(err: UnexpectedInput, text: str, source: str, line_offset: int) -> SourceError:
    line, column = err.line, err.column
    length = 1
    suggestion = None
    expected: str | None
    if isinstance(err, UnexpectedToken):
        token = err.token
        if token.type == "$END":
            problem = "the block ends too early"
            lines = text.splitlines() or [""]
            line, column = len(lines), len(lines[-1]) + 1
        else:
            problem = f"unexpected {str(token)!r}"
            length = len(str(token))
            suggestion = did_you_mean(str(token), _keywords(set(err.accepts or err.expected)))
        expected = _describe(set(err.accepts or err.expected))
    elif isinstance(err, UnexpectedCharacters):
        word = text[err.pos_in_stream :].split(maxsplit=1)[0] if text[err.pos_in_stream :].strip() else ""
        problem = f"unexpected {word!r}" if word else "unexpected character"
        length = max(1, len(word))
        suggestion = did_you_mean(word, _keywords(set(err.allowed or ()))) if word else None
        expected = _describe(set(err.allowed)) if err.allowed else None
    else:
        assert isinstance(err, UnexpectedEOF)
        problem = "the block ends too early"
        expected = _describe(set(err.expected))
    # Shift the text so the caret line is the file's line, not the block's.
    padded = "\n" * line_offset + text
    return SourceError(
        problem,
        padded,
        SourcePosition(line + line_offset, column, length),
        source=source,
        expected=expected,
        suggestion=suggestion,
    )
