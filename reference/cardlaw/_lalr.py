"""Running a strict LALR grammar from tables of plain data, without Lark.

Lark builds the parse tables and proves the grammar strict (``python -m cardlaw._grammars``);
the tables it made are written out as plain lists and dicts (`cardlaw._lalr_tables`), and
this module runs them. It exists for speed alone: loading Lark and turning its tables into
its objects cost a fresh ``cardlaw parse`` more than it spent reading the text, and Lark's
general lexer and tree builder spend most of a parse in bookkeeping this grammar never needs.

It does what Lark does for an LALR grammar with a contextual or a basic lexer, and nothing
else (the writer refuses the few grammars where its shortcuts would not be exact):

- the lexer is Lark's: in each parser state the terminals that state's lexer knows (those
  the state accepts, for a contextual lexer; all of them, for a basic one) are tried in
  Lark's order (priority, then the longest possible match, then the pattern's length, then
  the name; the writer checks every state keeps it), the first that matches wins, a word a
  regular terminal reads that is also a keyword of that lexer becomes that keyword, and the
  callbacks given for a terminal run on each of its tokens;
- the tree is Lark's with ``propagate_positions``: rules whose names start with ``_`` are
  spliced into their parent, anonymous tokens are dropped, a ``?rule`` with one child is
  that child, an empty ``[optional]`` part is None where the parser keeps placeholders,
  and every node's position runs
  from its first child's to its last child's, counting the dropped tokens and the spliced
  rules' own extent;
- instead of a tree, each node is handed at once to the builder's method named after the
  rule (or its alias) as ``method(meta, children)``, which is what a Lark ``Transformer``
  under ``v_args(meta=True)`` receives when it walks the finished tree bottom up (or, bound
  with ``meta=False``, as ``method(children)``, as Lark calls a transformer it runs while
  it parses).

Anything it cannot read raises `NoParse`, and says nothing more: the caller asks Lark to
parse the text again, whose exception it already explains. `tests/test_lalr.py` checks the
two agree, tree for tree and position for position, on every text the tests know and on
generated ones.
"""

from __future__ import annotations

import marshal
import re
from collections.abc import Callable, Collection, Mapping
from typing import Any

FORMAT = 4  # 3: a default reduction per state; 4: rules decoded when first used


class NoParse(Exception):
    """The text does not read; Lark will say why."""


_Where = tuple[int, int, int, int, int, int]  # (start_pos, line, column, end_pos, end_line, end_column)


class _Part:
    """One part of ``where``, under the name Lark's tokens and ``Meta`` give it."""

    __slots__ = ("index", "name")

    def __init__(self, index: int) -> None:
        self.index = index
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: _Positioned | None, owner: type) -> int:
        where = instance.where if instance is not None else None
        if where is None:
            raise AttributeError(f"an empty node has no {self.name}")
        return where[self.index]


class _Positioned:
    """Lark's position attributes, read from one ``where`` tuple set once."""

    __slots__ = ()
    where: _Where | None
    start_pos = _Part(0)
    line = _Part(1)
    column = _Part(2)
    end_pos = _Part(3)
    end_line = _Part(4)
    end_column = _Part(5)


class Token(str, _Positioned):
    """A token: its text, the terminal's name, and where it stands (as Lark's `Token` has them)."""

    __slots__ = ("type", "where")

    type: str
    where: _Where

    @property
    def value(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"


class Meta(_Positioned):
    """A node's position, with the attributes of Lark's ``Meta`` that builders read."""

    __slots__ = ("where",)

    def __init__(self, where: _Where | None) -> None:
        self.where = where

    @property
    def empty(self) -> bool:
        return self.where is None


# A rule as the runner needs it: the nonterminal it makes, how many symbols it takes off
# the stack, the builder method's name, whether it is spliced into its parent, whether a
# single child stands for it, and which children it keeps: (index, splice it, Nones before).
Rule = tuple[str, int, str, bool, bool, "tuple[tuple[int, bool, int], ...] | None", int]


def encode_row(row: Mapping[str, int]) -> str:
    """A parser state's actions as one string: ``name=action`` pairs joined by commas."""
    return ",".join(f"{name}={action}" for name, action in row.items())


def encode_lexer(tried: Collection[str], unless: Mapping[str, Mapping[str, str]]) -> str:
    """A state's lexer as one string: the terminals it tries, then per regular terminal its keywords."""
    parts = [" ".join(tried)]
    for kind, words in unless.items():
        parts.append(kind + ":" + " ".join(f"{word}={name}" for word, name in words.items()))
    return "|".join(parts)


class _Rows(dict[int, dict[str, int]]):
    __slots__ = ("raw",)

    def __init__(self, raw: list[str]) -> None:
        super().__init__()
        self.raw = raw

    def __missing__(self, state: int) -> dict[str, int]:
        raw = self.raw[state]  # empty when the state's default reduction is all it does
        row = self[state] = {name: int(action) for name, _, action in
                             (item.partition("=") for item in raw.split(","))} if raw else {}
        return row


class _Rules(dict[int, Rule]):
    __slots__ = ("raw",)

    def __init__(self, raw: list[bytes]) -> None:
        super().__init__()
        self.raw = raw

    def __missing__(self, number: int) -> Rule:
        rule: Rule = marshal.loads(self.raw[number])
        self[number] = rule
        return rule


# A terminal: its name, whether it is a pattern, the compiled pattern or the keyword, and
# for a pattern the pattern of the character it must begin with (None when that is unknown).
_Term = tuple[str, bool, Any, "str | None"]


def _may_begin(first: str | None, char: str) -> bool:
    return first is None or re.fullmatch(first, char) is not None


class _Lexer:
    """One parser state's lexer: the terminals it tries, by the character where a token starts."""

    __slots__ = ("allowed", "unless", "flagged", "by_char", "order", "regular", "skips_space")

    def __init__(self, allowed: frozenset[str], unless: dict[str, dict[str, str]],
                 flagged: dict[str, list[tuple[re.Pattern[str], str]]],
                 order: dict[str, list[_Term]], regular: list[_Term], ignore: frozenset[str]) -> None:
        self.allowed = allowed
        self.unless = unless
        self.flagged = flagged
        self.order = order
        self.regular = regular
        self.by_char: dict[str, list[_Term]] = {}
        # A space is passed over one character at a time when the first terminal this
        # lexer tries there is an ignored one that reads it: no terminal before it in
        # Lark's order can begin with a space, and an ignored run changes no state.
        first = self.terms(" ")[:1]
        self.skips_space = bool(first) and first[0][0] in ignore and first[0][1] and first[0][2].match(" ") is not None

    def keyword(self, kind: str, value: str) -> str:
        """The keyword a regular terminal's word ``value`` is, or ``kind`` when it is none."""
        found = self.unless.get(kind, {}).get(value)
        if found is not None:
            return found
        for pattern, name in self.flagged.get(kind, ()):
            if pattern.fullmatch(value):
                return name
        return kind

    def terms(self, char: str) -> list[_Term]:
        """The terminals this lexer tries where ``char`` stands, in Lark's order.

        A pattern that cannot begin with ``char`` is left out: it could not match there.
        """
        terms = self.by_char[char] = [
            t for t in self.order.get(char, self.regular)
            if t[0] in self.allowed and (not t[1] or _may_begin(t[3], char))
        ]
        return terms


class _Lexers(dict[int, _Lexer]):
    __slots__ = ("raw", "flagged", "order", "regular", "ignore")

    def __init__(self, raw: list[str], flagged: dict[int, list[tuple[str, str, str]]],
                 order: dict[str, list[_Term]], regular: list[_Term], ignore: frozenset[str]) -> None:
        super().__init__()
        self.raw = raw
        self.flagged = flagged
        self.order = order
        self.regular = regular
        self.ignore = ignore

    def __missing__(self, number: int) -> _Lexer:
        tried, *rest = self.raw[number].split("|")
        unless = {}
        for part in rest:
            kind, _, words = part.partition(":")
            unless[kind] = dict(item.split("=") for item in words.split())
        flagged: dict[str, list[tuple[re.Pattern[str], str]]] = {}
        for kind, pattern, name in self.flagged.get(number, ()):
            flagged.setdefault(kind, []).append((re.compile(pattern), name))
            unless.setdefault(kind, {})
        lexer = self[number] = _Lexer(frozenset(tried.split()), unless, flagged, self.order, self.regular, self.ignore)
        return lexer


class Tables:
    """One grammar's tables (as `cardlaw._lalr_tables.tables_of` writes them), ready to run."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        if data.get("format") != FORMAT:
            raise ValueError("tables of another format")
        self.start_states: dict[str, int] = data["start_states"]
        self.end_states: dict[str, int] = data["end_states"]
        # Rows and lexers are decoded when the parser first needs them: a text meets few of them.
        self.actions = _Rows(data["actions"])
        self.defaults: list[int | None] = data["defaults"]  # each state's reduction on a token its row does not name
        self.rules = _Rules(data["rules"])
        self.rule_names: list[str] = data["rule_names"]
        self.rule_inline: str = data["rule_inline"]
        self.lexer_of: list[int] = data["lexer_of"]
        self.ignore: frozenset[str] = frozenset(data["ignore"])
        self.newline_types: frozenset[str] = frozenset(data["newline_types"])
        # Terminals in Lark's order: a regular one as a compiled pattern, a keyword as its text.
        order: list[_Term] = [
            (name, True, re.compile(pattern), first) if is_re else (name, False, pattern, None)
            for name, is_re, pattern, first in data["terminals"]
        ]
        regular = [t for t in order if t[1]]
        self.keywords = frozenset(t[2] for t in order if not t[1])
        # The terminals that may match where a character stands: every regular one, and the
        # keywords that begin with that character, still in Lark's order.
        by_first: dict[str, list[_Term]] = {}
        for term in order:
            if not term[1]:
                by_first.setdefault(term[2][0], [])
        for first, terms in by_first.items():
            terms.extend(t for t in order if t[1] or t[2][0] == first)
        self.lexers = _Lexers(data["lexers"], data["flagged_keywords"], by_first, regular, self.ignore)

    def bind(self, builder: object, *, meta: bool = True) -> list[Callable[[Meta, list[Any]], Any] | None]:
        """Each rule's builder method (None for a spliced rule); `AttributeError` when one is missing.

        With ``meta=False`` a method is given the children alone, as Lark calls a
        transformer it is handed to run while it parses.
        """
        methods: list[Callable[[Meta, list[Any]], Any] | None] = []
        for name, inline in zip(self.rule_names, self.rule_inline):
            if inline == "1":
                methods.append(None)
            elif meta:
                methods.append(getattr(builder, name))
            else:
                methods.append(_without_meta(getattr(builder, name)))
        return methods

    def parse(
        self,
        text: str,
        start: str,
        methods: list[Callable[[Meta, list[Any]], Any] | None],
        callbacks: Mapping[str, Callable[[Token], Token]] | None = None,
    ) -> Any:
        """What the builder made of ``text`` read from the rule ``start``; `NoParse` if it does not read."""
        actions = self.actions
        defaults = self.defaults
        rules = self.rules
        lexer_of = self.lexer_of
        lexers = self.lexers
        ignore = self.ignore
        newline_types = self.newline_types
        callbacks = callbacks or {}
        states = [self.start_states[start]]
        end_state = self.end_states[start]
        values: list[Any] = []
        wheres: list[_Where | None] = []
        pos = 0
        line = 1
        line_start = 0
        size_of_text = len(text)
        last: Token | None = None
        while True:
            # -- the next token, read by the lexer of the state the parser is in
            token: Token | None = None
            while pos < size_of_text:
                lexer = lexers[lexer_of[states[-1]]]
                char = text[pos]
                if char == " " and lexer.skips_space:
                    pos += 1
                    continue
                terms = lexer.by_char.get(char)
                if terms is None:
                    terms = lexer.terms(char)
                kind = value = None
                regular = False
                for name, is_re, pattern, _first in terms:
                    if is_re:
                        match = pattern.match(text, pos)
                        if match is not None:
                            kind, value, regular = name, match.group(), True
                            break
                    elif text.startswith(pattern, pos):
                        kind, value = name, pattern
                        break
                if kind is None or value is None:
                    raise NoParse(pos)
                if kind in ignore:
                    if kind in newline_types:
                        breaks = value.count("\n")
                        if breaks:
                            line += breaks
                            line_start = pos + value.rindex("\n") + 1
                    pos += len(value)
                    continue
                token = Token(value)
                begin = pos
                begin_line, begin_column = line, pos - line_start + 1
                found = kind
                if regular and kind in lexer.unless:
                    kind = lexer.keyword(kind, value)
                token.type = kind
                if found in newline_types:
                    breaks = value.count("\n")
                    if breaks:
                        line += breaks
                        line_start = pos + value.rindex("\n") + 1
                pos += len(value)
                token.where = (begin, begin_line, begin_column, pos, line, pos - line_start + 1)
                if kind == found and kind in callbacks:
                    token = callbacks[kind](token)
                break
            if token is None:
                # Lark's end token borrows the last token's position, or the text's start.
                token = Token("")
                token.type = "$END"
                token.where = last.where if last is not None else (0, 1, 1, 0, 1, 1)
            else:
                last = token
            # -- the parser takes it: reduce as often as the table says, then shift
            kind = token.type
            while True:
                action = actions[states[-1]].get(kind)
                if action is None:
                    action = defaults[states[-1]]
                    if action is None:
                        raise NoParse(token.start_pos)
                if action >= 0:
                    if kind == "$END":
                        raise NoParse(token.start_pos)
                    states.append(action)
                    values.append(token)
                    wheres.append(token.where)
                    break
                number = ~action
                origin, size, _name, inline, expand1, keep, after = rules[number]
                if size:
                    raw = values[-size:]
                    raw_where = wheres[-size:]
                    del states[-size:], values[-size:], wheres[-size:]
                else:
                    raw, raw_where = [], []
                if keep is None:
                    children = raw
                else:
                    children = []
                    for index, splice, nones in keep:
                        if nones:
                            children.extend([None] * nones)
                        if splice:
                            children.extend(raw[index])
                        else:
                            children.append(raw[index])
                    if after:
                        children.extend([None] * after)
                where: _Where | None = None
                if size:
                    first, end = raw_where[0], raw_where[-1]
                    if first is None or end is None:  # a child with no text: the nearest one with some
                        first = next((w for w in raw_where if w is not None), None)
                        end = next((w for w in reversed(raw_where) if w is not None), None)
                    if first is not None and end is not None:
                        where = first if first is end else (first[0], first[1], first[2], end[3], end[4], end[5])
                if inline:
                    value = children
                elif expand1 and len(children) == 1:
                    value = children[0]
                    if isinstance(value, Token):  # Lark leaves a token's position as it is
                        where = value.where
                    elif where is None:
                        raise NoParse(token.start_pos)  # a node with no text in it: not run here
                else:
                    method = methods[number]
                    assert method is not None
                    value = method(Meta(where), children)
                goto = actions[states[-1]][origin]
                states.append(goto)
                values.append(value)
                wheres.append(where)
                if kind == "$END" and goto == end_state:
                    return value


def _without_meta(method: Callable[[list[Any]], Any]) -> Callable[[Meta, list[Any]], Any]:
    def call(_meta: Meta, children: list[Any]) -> Any:
        return method(children)

    return call


def walk(tree: Any, builder: object) -> Any:
    """What ``builder`` makes of a tree Lark built, children first, as `Tables.parse` makes it while parsing.

    Lark's tokens and ``meta`` become this module's `Token` and `Meta` (builders test for
    the one and read ``where`` of the other).
    """
    if isinstance(tree, str):  # a Lark token
        token = Token(tree)
        token.type = getattr(tree, "type")
        token.where = (getattr(tree, "start_pos"), getattr(tree, "line"), getattr(tree, "column"),
                       getattr(tree, "end_pos"), getattr(tree, "end_line"), getattr(tree, "end_column"))
        return token
    children = [walk(child, builder) for child in tree.children]
    meta = tree.meta
    where = None if getattr(meta, "empty", True) else (
        meta.start_pos, meta.line, meta.column, meta.end_pos, meta.end_line, meta.end_column)
    return getattr(builder, tree.data)(Meta(where), children)
