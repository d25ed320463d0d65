"""Reading card text: normalise, parse with the strict LALR grammar, explain faults in words."""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from lark import Lark, Token, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .._grammars import build
from ..errors import SourceError, SourcePosition, did_you_mean
from . import _ast as A
from ._build import Build

MAX_CHARS = 2000
MAX_NUMBER = 99
MAX_NESTING = 4
_DASHES = str.maketrans({"–": "-", "—": "-", "‐": "-", "‑": "-", "’": "'", "‘": "'"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*|\S")
_NUMBER = re.compile(r"[+-]?\d+")

_TERMINAL_WORDS = {
    "INT": "a number",
    "SIGNED_INT": "a signed number such as '+1'",
    "MAIN_TYPE": "a main type such as 'Light'",
    "SUBTYPE": "a subtype such as 'Zombie'",
    "DASH": "'-'",
    "$END": "the end of the text",
}


@cache
def _parser() -> Lark:
    return build(
        "cardtext.lark",
        start=["card_text", "kind_line", "creature_type"],
        propagate_positions=True,
        maybe_placeholders=False,
    )


def _normalise(text: str) -> str:
    """Lower-case and unify dashes and quotes without moving any character."""
    out = []
    for ch in text.translate(_DASHES):
        low = ch.lower()
        out.append(low if len(low) == 1 else ch)
    return "".join(out)


def _parse(text: str, start: str, source: str) -> Any:
    if len(text) > MAX_CHARS:
        raise SourceError(
            f"the text is too long: {len(text)} characters (the limit is {MAX_CHARS})",
            text[:200],
            SourcePosition(1, 1),
            source=source,
        )
    try:
        tree = _parser().parse(_normalise(text), start=start)
    except UnexpectedInput as err:
        raise _explain(err, text, source) from None
    _check_words(text, source)
    node = Build().transform(tree)
    _check_numbers(text, source)
    return node


_RUN = re.compile(r"[a-z][a-z'\-]*[a-z]|[a-z]")


def _check_words(text: str, source: str) -> None:
    """Every run of letters must be one word of the vocabulary: "destroyall" is not two words."""
    vocabulary = _vocabulary()
    for match in _RUN.finditer(_normalise(text)):
        run = match.group()
        if run in vocabulary or all(part in vocabulary for part in run.split("-") if part):
            continue
        glued = _split_glued(run, vocabulary)
        line = text.count("\n", 0, match.start()) + 1
        column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
        raise SourceError(
            f"unknown word {text[match.start():match.end()]!r}",
            text,
            SourcePosition(line, column, len(run)),
            source=source,
            expected="words separated by spaces" if glued else None,
            suggestion=" ".join(glued) if glued else did_you_mean(run, vocabulary),
        )


def _split_glued(run: str, vocabulary: frozenset[str]) -> list[str] | None:
    """The vocabulary words that ``run`` is made of, when it is several glued together."""
    if not run:
        return []
    for cut in range(len(run), 0, -1):
        head = run[:cut]
        if head in vocabulary:
            rest = _split_glued(run[cut:], vocabulary)
            if rest is not None:
                return [head, *rest]
    return None


def _check_numbers(text: str, source: str) -> None:
    for match in _NUMBER.finditer(text):
        if abs(int(match.group())) > MAX_NUMBER:
            line = text.count("\n", 0, match.start()) + 1
            column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
            raise SourceError(
                f"the number {match.group()} is too large (the limit is {MAX_NUMBER})",
                text,
                SourcePosition(line, column, len(match.group())),
                source=source,
            )


@lru_cache(maxsize=4096)
def parse_card_text(text: str, *, source: str = "<card text>") -> A.CardText:
    """Parse a card's ability text into its tree; raise `SourceError` for anything the language lacks."""
    tree = _parse(text, "card_text", source)
    _check_nesting(tree, text, source)
    _check_sense(tree, text, source)
    return tree  # type: ignore[no-any-return]


def _check_sense(node: Any, text: str, source: str) -> None:
    """Numbers the grammar reads but that cannot mean anything: a die face 7, drawing 0 cards."""

    def fail(span: Any, problem: str) -> SourceError:
        return SourceError(problem, text, SourcePosition(span.line, span.column, max(1, span.end - span.start)), source=source)

    if isinstance(node, A.DieRoll):
        covered: set[int] = set()
        for outcome in node.outcomes:
            faces = set(range(outcome.low, outcome.high + 1))
            if not 1 <= outcome.low <= outcome.high <= 6:
                raise fail(outcome.span, f"a six-sided die shows 1 to 6; {outcome.low}-{outcome.high} is not a range of faces")
            if faces & covered:
                raise fail(outcome.span, f"face {min(faces & covered)} is given two outcomes")
            covered |= faces
    counts = {A.Draw: "count", A.DiscardCost: "count", A.StackRequirement: "count", A.GainLife: "amount",
              A.PayCost: "amount", A.LoseLife: "amount", A.PayLife: "amount"}
    field_name = counts.get(type(node))
    if field_name is not None and getattr(node, field_name) < 1:
        raise fail(node.span, "the number must be at least 1")
    if isinstance(node, A.Count) and node.number is not None and node.number < 1:
        raise fail(node.span, "the number must be at least 1")
    if isinstance(node, (tuple, list)):
        for item in node:
            _check_sense(item, text, source)
    elif hasattr(node, "__dataclass_fields__"):
        for name in node.__dataclass_fields__:
            if name != "span":
                _check_sense(getattr(node, name), text, source)


def parse_kind(text: str, *, source: str = "<kind>") -> A.KindLine:
    return _parse(text, "kind_line", source)  # type: ignore[no-any-return]


def parse_creature_type(text: str, *, source: str = "<creature type>") -> A.CreatureType:
    return _parse(text, "creature_type", source)  # type: ignore[no-any-return]


def _depth(effect: Any) -> int:
    if isinstance(effect, A.Conditional):
        return 1 + _depth(effect.effect)
    if isinstance(effect, A.DieRoll):
        return 1 + max((_depth(e) for o in effect.outcomes for e in o.effects), default=0)
    return 0


def _check_nesting(tree: A.CardText, text: str, source: str) -> None:
    for ability in tree.abilities:
        for effect in getattr(ability, "effects", ()):
            if _depth(effect) > MAX_NESTING:
                span = effect.span
                raise SourceError(
                    f"the conditions nest too deeply (the limit is {MAX_NESTING} levels)",
                    text,
                    SourcePosition(span.line, span.column, 2),
                    source=source,
                )


def _expected_words(expected: set[str]) -> list[str]:
    words = set()
    for name in expected:
        if name in _TERMINAL_WORDS:
            words.add(_TERMINAL_WORDS[name])
            continue
        pattern = _parser().get_terminal(name).pattern
        words.add(f"'{pattern.value}'" if pattern.type == "str" else name.lower())
    return sorted(words)


def _describe(words: list[str]) -> str:
    if len(words) > 8:
        return "one of " + ", ".join(words[:8]) + f" or {len(words) - 8} other words"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _word_at(text: str, pos: int) -> tuple[int, str]:
    """The whole word around ``pos``: a fault inside "drawn" names "drawn", not "n"."""
    start = pos
    while pos < len(text) and text[pos].isalpha() and start > 0 and (text[start - 1].isalpha() or text[start - 1] == "'"):
        start -= 1
    match = _WORD.match(text, start)
    return start, match.group() if match else text[pos : pos + 1]


def _explain(err: UnexpectedInput, text: str, source: str) -> SourceError:
    expected_names: set[str]
    if isinstance(err, UnexpectedToken) and err.token.type == "$END":
        expected_names = set(err.accepts or err.expected)
        lines = text.splitlines() or [""]
        words = _expected_words(expected_names)
        return SourceError(
            "the text ends too early",
            text,
            SourcePosition(len(lines), len(lines[-1]) + 1),
            source=source,
            expected=_describe(words),
        )
    if isinstance(err, UnexpectedEOF):
        lines = text.splitlines() or [""]
        return SourceError(
            "the text ends too early",
            text,
            SourcePosition(len(lines), len(lines[-1]) + 1),
            source=source,
            expected=_describe(_expected_words(set(err.expected))),
        )
    if isinstance(err, UnexpectedToken):
        expected_names = set(err.accepts or err.expected)
        start = err.token.start_pos if err.token.start_pos is not None else 0
    else:
        assert isinstance(err, UnexpectedCharacters)
        expected_names = set(err.allowed or ())
        start = err.pos_in_stream
    start, word = _word_at(text, start)
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    words = _expected_words(expected_names)
    literals = [w.strip("'") for w in words if w.startswith("'")]
    for name in expected_names & {"MAIN_TYPE", "SUBTYPE"}:
        literals += re.findall(r"[a-z]+", _parser().get_terminal(name).pattern.value)
    suggestion = did_you_mean(word.lower(), literals) if word.isalpha() else None
    known = word.lower() in _vocabulary()
    problem = f"unexpected {word!r}" if known or not word.isalpha() else f"unknown word {word!r}"
    return SourceError(
        problem,
        text,
        SourcePosition(line, column, len(word)),
        source=source,
        expected=_describe(words) if words else None,
        suggestion=suggestion,
    )


@cache
def _vocabulary() -> frozenset[str]:
    words: set[str] = set()
    for terminal in _parser().terminals:
        pattern = terminal.pattern
        if pattern.type == "str":
            words.add(pattern.value)
        else:
            words.update(re.findall(r"[a-z][a-z'\-]*", pattern.value))
    return frozenset(words)
