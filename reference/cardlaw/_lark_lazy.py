"""Lark parsers that load from tables without working out what a parse may never need.

Loading a strict LALR parser from its tables spends most of its time turning every row
of the parse table into Lark's objects and making a lexer for every parser state; the
card-text grammar has hundreds of each, and a short text meets a few dozen. These two
classes, given to Lark through its ``_plugins`` option, do that work for a state when
the parser first reaches it. A parser built from the grammar (the strict build, which
checks every terminal against every other) is made exactly as Lark makes it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping
from copy import copy
from typing import Any

from lark.grammar import Rule
from lark.lexer import BasicLexer, ContextualLexer, TerminalDef
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser
from lark.utils import Serialize


class _Lexers(dict[int, Any]):
    """A parser state's lexer, made the first time the state is reached."""

    def __init__(self, make: Callable[[int], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, state: int) -> Any:
        lexer = self[state] = self.make(state)
        return lexer


class LazyContextualLexer(ContextualLexer):
    def __init__(self, conf: Any, states: dict[int, Collection[str]], always_accept: Collection[str] = ()) -> None:
        if not conf.skip_validation:  # a build from the grammar: Lark's own checks, all at once
            super().__init__(conf, states, always_accept)
            return
        by_name = conf.terminals_by_name
        whole = copy(conf)
        whole.terminals = list(conf.terminals)
        extra = set(conf.ignore) | set(always_accept)
        by_tokens: dict[frozenset[str], BasicLexer] = {}

        def make(state: int) -> BasicLexer:
            key = frozenset(states[state])
            lexer = by_tokens.get(key)
            if lexer is None:
                part = copy(whole)
                part.terminals = [by_name[n] for n in key | extra if n in by_name]
                lexer = by_tokens[key] = BasicLexer(part, None)
            return lexer

        self.lexers = _Lexers(make)
        self.root_lexer = BasicLexer(whole, None)


class _Names:
    """What `create_contextual_lexer` reads of a row: its terminal names."""

    __slots__ = ("names",)

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def keys(self) -> list[str]:
        return self.names


class _States(Mapping[int, dict[str, Any]]):
    """The parse table's rows, each turned into Lark's actions when first read."""

    __slots__ = ("raw", "tokens", "memo", "done")

    def __init__(self, raw: dict[int, dict[int, Any]], tokens: dict[int, str], memo: Any) -> None:
        self.raw, self.tokens, self.memo = raw, tokens, memo
        self.done: dict[int, dict[str, Any]] = {}

    def __getitem__(self, state: int) -> dict[str, Any]:
        row = self.done.get(state)
        if row is None:
            tokens, memo = self.tokens, self.memo
            row = self.done[state] = {
                tokens[t]: ((Reduce, Rule.deserialize(arg, memo)) if action == 1 else (Shift, arg))
                for t, (action, arg) in self.raw[state].items()
            }
        return row

    def __iter__(self) -> Iterator[int]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)

    def items(self) -> Any:  # only the lexers read every row, and only for its terminal names
        tokens = self.tokens
        return [(state, _Names([tokens[t] for t in raw])) for state, raw in self.raw.items()]


class LazyLALR(LALR_Parser):
    @classmethod
    def deserialize(cls, data: Any, memo: Any, callbacks: Any, debug: bool = False) -> LazyLALR:  # type: ignore[override]
        inst = cls.__new__(cls)
        states = _States(data["states"], data["tokens"], memo)
        inst._parse_table = IntParseTable(states, data["start_states"], data["end_states"])  # type: ignore[no-untyped-call, assignment]
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst


# -- the memo of rules and terminals ------------------------------------------------------
#
# Lark turns the memo (every rule and terminal of the grammar, as dicts) back into its
# objects with a generic walk that works out each class's fields and namespace again for
# every object; that was half of loading the card-text tables. `load_memo` makes the same
# objects the same way (each class's `__serialize_fields__`, its namespace, `_deserialize`)
# with that work done once per class. Lark's own pass over the memo then finds objects,
# which it keeps as they are.

_PLANS: dict[type, tuple[tuple[str, ...], dict[str, type], bool]] = {}


def _plan(cls: type) -> tuple[tuple[str, ...], dict[str, type], bool]:
    plan = _PLANS.get(cls)
    if plan is None:
        namespace = {c.__name__: c for c in getattr(cls, "__serialize_namespace__", [])}
        plan = _PLANS[cls] = (tuple(getattr(cls, "__serialize_fields__")), namespace, hasattr(cls, "_deserialize"))
    return plan


def _value(data: Any, namespace: dict[str, type], memo: dict[Any, Any]) -> Any:
    """Lark's `lark.utils._deserialize`."""
    if isinstance(data, dict):
        if "__type__" in data:
            return _object(namespace[data["__type__"]], data, memo)
        if "@" in data:
            return memo[data["@"]]
        return {key: _value(value, namespace, memo) for key, value in data.items()}
    if isinstance(data, list):
        return [_value(value, namespace, memo) for value in data]
    return data


def _object(cls: Any, data: dict[str, Any], memo: dict[Any, Any]) -> Any:
    """``cls.deserialize(data, memo)``; Lark's `Serialize.deserialize` unless the class has its own."""
    if getattr(cls.deserialize, "__func__", None) is not _GENERIC:
        return cls.deserialize(data, memo)
    if "@" in data:
        return memo[data["@"]]
    fields, namespace, hook = _plan(cls)
    inst = cls.__new__(cls)
    for name in fields:
        try:
            value = data[name]
        except KeyError as e:
            raise KeyError("Cannot find key for class", cls, e)
        if isinstance(value, (dict, list)):  # most fields are names, numbers and flags
            try:
                value = _value(value, namespace, memo)
            except KeyError as e:
                raise KeyError("Cannot find key for class", cls, e)
        setattr(inst, name, value)
    if hook:
        inst._deserialize()
    return inst


_GENERIC = Serialize.deserialize.__func__  # type: ignore[attr-defined]


def load_memo(memo: dict[Any, Any]) -> dict[Any, Any]:
    """The memo of a parser's tables turned into Lark's rules and terminals, for `Lark._load_from_dict`."""
    return _value(memo, {"Rule": Rule, "TerminalDef": TerminalDef}, {})  # type: ignore[no-any-return]


PLUGINS = {"ContextualLexer": LazyContextualLexer, "LALR_Parser": LazyLALR}
