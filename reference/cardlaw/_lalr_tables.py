"""Writing a Lark parser's tables as the plain data `cardlaw._lalr` runs.

Everything is read from the parser Lark built, strictly, for the grammar, so the runner
cannot drift from Lark's reading: the parse table, each rule's shape as Lark's tree builder
shapes it, and each parser state's lexer as Lark's contextual lexer makes it. Where the
runner's shortcut would not be exact (a keyword with flags that a pattern's word may
turn into, a state whose lexer tries terminals out of the common order), `tables_of` says so
and no tables are written; that grammar is then parsed by Lark alone.
"""

from __future__ import annotations

import marshal
import re
from collections import Counter
from typing import Any

from lark import Lark
from lark.lexer import CallChain, PatternRE, UnlessCallback
from lark.parse_tree_builder import maybe_create_child_filter
from lark.parsers.lalr_analysis import Shift

from ._lalr import FORMAT, encode_lexer, encode_row


class NotRunnable(Exception):
    """The grammar uses something `cardlaw._lalr` does not run exactly."""


def first_char(pattern: str) -> str | None:
    """A pattern for one character that every match of ``pattern`` begins with, or None when unsure.

    The runner skips a pattern where the text's next character cannot begin it; None
    means "always try it", so an answer is either exact or absent.
    """
    import re._constants as C  # type: ignore[import-not-found]  # CPython's own pattern parser, without stubs
    import re._parser as P  # type: ignore[import-not-found]

    parsed = P.parse(pattern)
    if parsed.state.flags & ~(C.SRE_FLAG_UNICODE):
        return None
    classes = {C.CATEGORY_DIGIT: r"\d", C.CATEGORY_NOT_DIGIT: r"\D", C.CATEGORY_SPACE: r"\s",
               C.CATEGORY_NOT_SPACE: r"\S", C.CATEGORY_WORD: r"\w", C.CATEGORY_NOT_WORD: r"\W"}

    def atom(seq: Any) -> str | None:
        if not len(seq):
            return None
        op, arg = seq[0]
        if op is C.LITERAL:
            return re.escape(chr(arg))
        if op is C.NOT_LITERAL:
            return "[^" + re.escape(chr(arg)) + "]"
        if op is C.IN:
            parts: list[str] = []
            for item_op, item in arg:
                if item_op is C.NEGATE and not parts:
                    parts.append("^")
                elif item_op is C.LITERAL:
                    parts.append(re.escape(chr(item)))
                elif item_op is C.RANGE:
                    parts.append(re.escape(chr(item[0])) + "-" + re.escape(chr(item[1])))
                elif item_op is C.CATEGORY and item in classes:
                    parts.append(classes[item])
                else:
                    return None
            return "[" + "".join(parts) + "]"
        if op in (C.MAX_REPEAT, C.MIN_REPEAT):
            low, _high, sub = arg
            return atom(sub) if low >= 1 else None
        if op is C.SUBPATTERN:
            _group, add_flags, del_flags, sub = arg
            return None if add_flags or del_flags else atom(sub)
        if op is C.BRANCH:
            atoms = [atom(alternative) for alternative in arg[1]]
            return None if any(a is None for a in atoms) else "(?:" + "|".join(a for a in atoms if a) + ")"
        return None

    return atom(parsed)


def _order_key(term: Any) -> tuple[int, int, int, str]:
    # Lark's BasicLexer tries its terminals in this order.
    return (-term.priority, -term.pattern.max_width, -len(term.pattern.value), term.name)


def tables_of(parser: Lark, *, default_reductions: bool = False) -> dict[str, Any]:
    """The runner's tables for ``parser``, an LALR parser with a contextual lexer.

    With ``default_reductions`` each state reduces by its commonest rule on a token its row does not name: for a
    reader that sends every text the runner fails on to Lark, whose error is then the one reported (a default
    reduction may run a builder before the syntax error is found)."""
    if parser.options.lexer not in ("contextual", "basic") or parser.options.parser != "lalr":
        raise NotRunnable("not an LALR parser with a contextual or basic lexer")
    if parser.options.postlex is not None:
        raise NotRunnable("a post-lexer")
    frontend: Any = parser.parser
    conf = frontend.lexer_conf
    terminals = sorted(conf.terminals, key=_order_key)
    order = [t.name for t in terminals]
    table = frontend.parser.parser.parse_table
    if sorted(table.states) != list(range(len(table.states))):
        raise NotRunnable("parser states are not numbered from 0")
    rules = list(parser.rules)
    number = {id(rule): i for i, rule in enumerate(rules)}
    # A rule that Lark's table names by an equal but distinct object still maps to its number.
    by_value = {rule: i for i, rule in enumerate(rules)}

    def rule_number(rule: Any) -> int:
        return number.get(id(rule), by_value[rule])

    actions: list[str] = []
    defaults: list[int | None] = []
    for state in range(len(table.states)):
        row: dict[str, int] = {}
        for name, (action, arg) in table.states[state].items():
            row[str(name)] = int(arg) if action is Shift else ~rule_number(arg)
        # A state's commonest reduction becomes its default, taken on any token its row does not name: the
        # card-text rows shrink to a third (a reduction is listed once per token that may follow it), so its
        # tables load faster. A text that does not read still fails, at the latest when a token would be
        # shifted.
        reductions = Counter(value for value in row.values() if value < 0)
        default = reductions.most_common(1)[0][0] if reductions and default_reductions else None
        defaults.append(default)
        actions.append(encode_row({name: value for name, value in row.items() if value != default}))

    placeholders = bool(parser.options.maybe_placeholders)
    shaped: list[tuple[str, int, str, bool, bool, tuple[tuple[int, bool, int], ...] | None, int]] = []
    for rule in rules:
        options = rule.options
        name = rule.alias or options.template_source or rule.origin.name
        inline = rule.origin.name.startswith("_")
        expand1 = bool(options.expand1 and not rule.alias)
        if inline and (rule.alias or expand1):
            raise NotRunnable(f"rule {rule.origin.name} is spliced and aliased or inlined")
        made = maybe_create_child_filter(
            rule.expansion, options.keep_all_tokens, False, list(options.empty_indices) if placeholders else []
        )
        keep: tuple[tuple[int, bool, int], ...] | None = None
        after = 0
        if made is not None:
            args = made.args
            if len(args) == 1:  # Lark's filter for a parser without placeholders: (index, splice)
                keep = tuple((i, bool(x), 0) for i, x in args[0])
            else:
                keep = tuple((i, bool(x), n) for i, x, n in args[0])
                after = args[1]
        shaped.append((str(rule.origin.name), len(rule.expansion), str(name), inline, expand1, keep, after))

    # A basic lexer is the one lexer of every state.
    basic_only = parser.options.lexer == "basic"
    lexers_of_states = {} if basic_only else frontend.lexer.lexers
    lexers: list[str] = []
    flagged: dict[int, list[tuple[str, str, str]]] = {}
    lexer_number: dict[int, int] = {}
    lexer_of: list[int] = []
    newline_types: set[str] = set()
    for state in range(len(table.states)):
        basic = frontend.lexer if basic_only else lexers_of_states[state]
        if id(basic) not in lexer_number:
            scanner = basic.scanner  # makes Lark's scanner and its keyword callbacks
            tried = [t.name for t in scanner.terminals]
            if tried != [n for n in order if n in set(tried)]:
                raise NotRunnable(f"state {state} tries its terminals out of the common order")
            unless: dict[str, dict[str, str]] = {}
            for kind, callback in basic.callback.items():
                if isinstance(callback, CallChain):
                    callback = callback.callback1
                if isinstance(callback, UnlessCallback):
                    plain = [t for t in callback.scanner.terminals if not t.pattern.flags]
                    with_flags = [t for t in callback.scanner.terminals if t.pattern.flags]
                    for t in with_flags:
                        # Lark tries the keywords in one pattern; the runner tries the plain ones first.
                        if any(re.fullmatch(t.pattern.to_regexp(), p.pattern.value) for p in plain):
                            raise NotRunnable(f"a keyword with flags that reads as another keyword of {kind}")
                        flagged.setdefault(len(lexers), []).append((str(kind), t.pattern.to_regexp(), str(t.name)))
                    words = {str(t.pattern.value): str(t.name) for t in plain}
                    if any(set(word) & set(" =|:") for word in words):
                        raise NotRunnable(f"a keyword of {kind} holds a character the tables use")
                    unless[str(kind)] = words
            newline_types |= basic.newline_types
            lexer_number[id(basic)] = len(lexers)
            lexers.append(encode_lexer(sorted(tried), unless))
        lexer_of.append(lexer_number[id(basic)])

    return {
        "format": FORMAT,
        "start_states": {str(k): int(v) for k, v in table.start_states.items()},
        "end_states": {str(k): int(v) for k, v in table.end_states.items()},
        "actions": actions,
        "defaults": defaults,
        # Each rule marshalled on its own, decoded when the parser first reduces by it; its builder's name and
        # whether it is spliced apart, which binding the builder reads for every rule.
        "rules": [marshal.dumps(rule) for rule in shaped],
        "rule_names": [rule[2] for rule in shaped],
        "rule_inline": "".join("1" if rule[3] else "0" for rule in shaped),
        "lexer_of": lexer_of,
        "lexers": lexers,
        "flagged_keywords": flagged,
        # A keyword with flags ("and"i) is matched as the pattern Lark makes of it.
        # A pattern comes with the pattern of the character it must begin with, when that is known.
        "terminals": [
            (str(t.name), True, t.pattern.to_regexp(), first_char(t.pattern.to_regexp()))
            if isinstance(t.pattern, PatternRE) or t.pattern.flags
            else (str(t.name), False, t.pattern.value, None)
            for t in terminals
        ],
        "ignore": sorted(map(str, conf.ignore)),
        "newline_types": sorted(map(str, newline_types)),
    }
