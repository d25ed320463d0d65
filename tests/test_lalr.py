"""`cardlaw._lalr` reads every text exactly as Lark does: the same tree, the same positions, the same refusals.

The card-text reader runs the grammar's tables itself (`cardlaw._lalr`) and asks Lark only
to explain a text that does not read. These tests hold the two readers side by side on
every text the project knows (the page's examples, LF1, the bad-text corpus, the
benchmark's and designers' texts), on texts drawn from the grammar and on those texts
broken by a deleted, doubled or swapped word.
"""

from __future__ import annotations

import json
import pickle
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Lark, Token as LarkToken, Tree

from cardlaw import _grammars, _lalr
from cardlaw._lalr_tables import NotRunnable, tables_of
from cardlaw.cardtext import _parse
from cardlaw.cardtext._build import Build
from cardlaw.cardtext._parse import _CALLBACKS, _normalise, _options, _Undeclared

from test_cardtext import CANONICAL_TEXTS, VARIANTS, _grammar_strategy
from test_cardtext_spec import EXAMPLES

ROOT = Path(__file__).resolve().parent.parent
START = ("card_text", "kind_line", "creature_type")


class Echo:
    """A builder that keeps what it is given: each node's name, position and children."""

    def __getattr__(self, name: str) -> Any:
        def node(meta: Any, children: list[Any]) -> Any:
            return (name, _where(meta), [_leaf(c) for c in children])

        return node


def _where(meta: Any) -> tuple[int, ...] | None:
    if getattr(meta, "empty", True):
        return None
    return (meta.start_pos, meta.line, meta.column, meta.end_pos, meta.end_line, meta.end_column)


def _leaf(item: Any) -> Any:
    if isinstance(item, str):  # a token of either reader
        return ("token", item.type, str(item), item.start_pos, item.line, item.column,
                item.end_pos, item.end_line, item.end_column)
    return item


def _lark_echo(tree: Any) -> Any:
    if isinstance(tree, LarkToken) or tree is None:  # None: an empty [optional] part
        return _leaf(tree)
    assert isinstance(tree, Tree)
    return (tree.data, _where(tree.meta), [_lark_echo(c) for c in tree.children])


@cache
def _lark() -> Lark:
    return _parse.build_parser()


@cache
def _tables() -> _lalr.Tables:
    tables = _parse.load_runner()
    assert tables is not None, "the card-text grammar has no runner tables: run python -m cardlaw._grammars"
    return tables


def _both(text: str, start: str) -> tuple[Any, Any]:
    """What each reader makes of ``text`` (normalised as the reader does): a tree, or "refused".

    A refusal of either kind (no parse, a type word the set does not declare) sends the
    reader to Lark, which finds and explains the fault itself; so only whether a text
    reads, and what it reads as, must agree.
    """
    norm = _normalise(text)
    try:
        fast = _tables().parse(norm, start, _tables().bind(Echo()), _CALLBACKS)
    except (_lalr.NoParse, _Undeclared):
        fast = "refused"
    try:
        slow = _lark_echo(_lark().parse(norm, start=start))
    except _Undeclared:
        slow = "refused"
    except Exception as err:  # Lark's refusals: UnexpectedInput and its kinds
        from lark import UnexpectedInput

        assert isinstance(err, UnexpectedInput), err
        slow = "refused"
    return fast, slow


def _known_texts() -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = [(t, "card_text") for t in CANONICAL_TEXTS]
    texts += [(t, "card_text") for t in VARIANTS]
    texts += [(e.text, e.start if e.start in START else "card_text") for e in EXAMPLES]
    texts += [(p.read_text(encoding="utf-8"), "card_text") for p in sorted((ROOT / "tests" / "cardtext_bad").glob("*.txt"))]
    cards = json.loads((ROOT / "cards" / "LF1.json").read_text(encoding="utf-8"))
    for card in cards.get("cards", []):
        for field, start in (("text", "card_text"), ("kind", "kind_line"), ("type", "creature_type")):
            value = card.get(field)
            if isinstance(value, str) and value:
                texts.append((value, start))
    for name in ("dev", "test"):
        data = json.loads((ROOT / "benchmarks" / "designer_texts" / f"{name}.json").read_text(encoding="utf-8"))
        items = data if isinstance(data, list) else data.get("texts", [])
        texts += [(item["text"] if isinstance(item, dict) else item, "card_text") for item in items]
    return texts


KNOWN = _known_texts()


def test_the_known_texts_are_many_and_of_every_start_rule() -> None:
    assert len(KNOWN) > 700
    assert {start for _, start in KNOWN} == set(START)


@pytest.mark.parametrize(("text", "start"), KNOWN, ids=range(len(KNOWN)))
def test_both_readers_agree_on_a_known_text(text: str, start: str) -> None:
    fast, slow = _both(text, start)
    assert fast == slow


def _broken(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    if len(words) < 2:
        return text + " the"
    i = rng.randrange(len(words))
    match rng.randrange(4):
        case 0:
            del words[i]
        case 1:
            words.insert(i, words[i])
        case 2:
            j = rng.randrange(len(words))
            words[i], words[j] = words[j], words[i]
        case _:
            words[i] = words[i][:-1] or "x"
    return " ".join(words)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.deferred(lambda: _grammar_strategy()), st.integers(0, 2**32))
def test_both_readers_agree_on_drawn_texts_whole_and_broken(text: str, seed: int) -> None:
    fast, slow = _both(text, "card_text")
    assert fast == slow
    broken = _broken(text, random.Random(seed))
    fast, slow = _both(broken, "card_text")
    assert fast == slow


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdeilnorstuwy '’-–+0123456789.,:;()\n\t")), max_size=60))
def test_both_readers_agree_on_letter_soup(text: str) -> None:
    for start in START:
        fast, slow = _both(text, start)
        assert fast == slow


def test_the_builder_makes_the_same_tree_from_either_reader() -> None:
    """Spans included: the runner hands each rule's method what a walk of Lark's tree hands it."""
    build = Build()
    methods = _tables().bind(build)
    compared = 0
    for text, start in KNOWN:
        norm = _normalise(text)
        try:
            fast = _tables().parse(norm, start, methods, _CALLBACKS)
        except Exception:
            continue
        slow = _lalr.walk(_lark().parse(norm, start=start), build)
        assert fast == slow and repr(fast) == repr(slow), text
        compared += 1
    assert compared > 500


def test_the_keywords_are_lark_s_string_terminals() -> None:
    lark_words = {t.pattern.value for t in _lark().terminals if t.pattern.type == "str"}
    assert _tables().keywords == lark_words


def test_the_shipped_runner_tables_are_those_the_grammar_gives_now() -> None:
    """The shipped file holds what `tables_of` makes of a strict build of today's grammar."""
    strict = Lark(_grammars.grammar_text("cardtext.lark"), parser="lalr", strict=True, **_options())
    with open(_grammars.runner_path("cardtext.lark"), "rb") as fh:
        fh.readline()
        shipped = pickle.load(fh)
    made = tables_of(strict)
    # Lark numbers its states differently from build to build; the shape must agree.
    assert len(shipped["actions"]) == len(made["actions"])
    assert shipped["rules"] == made["rules"]
    assert shipped["terminals"] == made["terminals"]
    assert sorted(shipped["lexers"]) == sorted(made["lexers"])


@pytest.mark.parametrize(
    ("grammar", "reason"),
    [
        ('start: "a"\n%ignore " "', "not an LALR parser"),
    ],
)
def test_the_writer_refuses_what_the_runner_would_not_read_exactly(grammar: str, reason: str) -> None:
    lexer = "dynamic" if reason.startswith("not an LALR") else "contextual"
    parser = "earley" if lexer == "dynamic" else "lalr"
    with pytest.raises(NotRunnable, match=reason):
        tables_of(Lark(grammar, parser=parser, lexer=lexer, propagate_positions=True))


@pytest.mark.parametrize("default_reductions", [False, True])
def test_a_grammar_with_placeholders_and_single_child_rules_runs_as_lark_builds_it(default_reductions: bool) -> None:
    """The runner's shapes beyond the card-text grammar's: `?rule`, `[optional]` placeholders, spliced rules,
    a keyword with flags, a terminal of a higher priority; with default reductions too, which read the same texts
    and still refuse the others."""
    grammar = r"""
        start: item+
        ?item: pair | word | AND
        pair: "(" word [word] ")"
        _words: word word
        triple: "<" _words word ">"
        ?word: NAME | triple | ID
        NAME: /[a-z]+/
        ID.2: /[a-z]+-[0-9]+/
        AND: "and"i
        %ignore /[ \n]+/
    """
    lark = Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True)
    tables = _lalr.Tables(pickle.loads(pickle.dumps(tables_of(lark, default_reductions=default_reductions))))
    assert any(d is not None for d in tables.defaults) == default_reductions
    methods = tables.bind(Echo())
    for text in ["a", "(a)", "(a b) c", "<a b c>\n(x <p q r>)", "  (a\n b)  d ", "a-1 AND (b-22 c) and", "andy"]:
        assert tables.parse(text, "start", methods) == _lark_echo(lark.parse(text)), text
    for text in ["(", "()", "<a b>", "a )"]:
        with pytest.raises(_lalr.NoParse):
            tables.parse(text, "start", methods)


# -- type lines: a basic lexer, a keyword with flags, a builder run as the parser reduces ----------

from cardlaw.typeline import _parser as typeline_parser  # noqa: E402
from cardlaw.typeline._faults import Misread  # noqa: E402

from test_typeline import ERRORS, VALID  # noqa: E402


def _typeline_both(text: str) -> tuple[Any, Any]:
    """What each reader makes of a type line, through the same builder: a result, a misreading, or "refused"."""
    fast_tables = typeline_parser._runner()
    assert fast_tables is not None, "the type-line grammar has no runner tables"
    tables, methods = fast_tables
    try:
        fast: Any = tables.parse(text, "typeline", methods)
    except _lalr.NoParse:
        fast = "refused"
    except Misread as misread:
        fast = ("misread", str(misread), vars(misread))
    from lark.exceptions import UnexpectedInput

    try:
        slow: Any = typeline_parser._lark().parse(text)
    except UnexpectedInput:
        slow = "refused"
    except Misread as misread:
        slow = ("misread", str(misread), vars(misread))
    return fast, slow


TYPE_LINES = sorted(set(VALID) | set(ERRORS))


@pytest.mark.parametrize("text", TYPE_LINES)
def test_both_readers_agree_on_a_known_type_line(text: str) -> None:
    fast, slow = _typeline_both(text)
    assert fast == slow


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["Creature", "créature", "Legendary", "Artifact", "—", "-", "--", ":", ": -", "//",
                                 "Elf", "humain", "et", "ET", ",", "Orc", "Land", "Urza's", "Assembly-Worker", "x1",
                                 "\u00a0", "\n", "Tribal", "  "]), max_size=8).map(" ".join))
def test_both_readers_agree_on_drawn_type_lines(text: str) -> None:
    fast, slow = _typeline_both(text)
    assert fast == slow
