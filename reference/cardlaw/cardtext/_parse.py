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
    node = Build().transform(tree)
    _check_numbers(text, source)
    return node


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
    return tree  # type: ignore[no-any-return]


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
