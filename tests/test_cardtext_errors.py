"""Bad card text: every fault is a `SourceError` in words, at the right line and column.

The corpus in tests/cardtext_bad/ holds one case per pair of files: ``NAME.txt`` is
the text (read byte for byte) and ``NAME.err`` the exact message. A case whose text
is too big to keep is ``NAME.gen``, a JSON object ``{"repeat": TEXT, "times": N}``.
Names starting ``kind-`` are kind lines and ``type-`` creature-type lines; the rest
are ability text.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cardlaw.cardtext import MAX_CHARS, parse_card_text, parse_creature_type, parse_kind
from cardlaw.cli import main
from cardlaw.errors import SourceError

CORPUS = Path(__file__).resolve().parent / "cardtext_bad"


def _case_text(path: Path) -> str:
    if path.suffix == ".gen":
        spec = json.loads(path.read_text(encoding="utf-8"))
        return str(spec.get("prefix", "")) + str(spec["repeat"]) * int(spec["times"]) + str(spec.get("suffix", ""))
    with path.open(encoding="utf-8", newline="") as handle:
        return handle.read()


def _parser_for(name: str) -> tuple[Callable[..., Any], list[str]]:
    """The parse function for a case, and the `cardlaw parse` flags that pick it."""
    if name.startswith("kind-"):
        return parse_kind, ["--kind"]
    if name.startswith("type-"):
        return parse_creature_type, ["--type"]
    return parse_card_text, []


def _cases() -> list[Path]:
    return sorted(p for p in CORPUS.iterdir() if p.suffix in (".txt", ".gen"))


def _expected(case: Path) -> str:
    message = (CORPUS / f"{case.stem}.err").read_text(encoding="utf-8")
    assert message.endswith("\n"), f"{case.stem}.err must end with one newline"
    return message[:-1]


def _message(parse: Callable[..., Any], text: str) -> str:
    try:
        parse(text)
    except SourceError as err:
        return str(err)
    except Exception as err:  # noqa: BLE001 - the point is to catch anything else
        pytest.fail(f"{type(err).__module__}.{type(err).__name__} escaped instead of a SourceError: {err}")
    pytest.fail(f"{text[:80]!r} parsed, but it is in the bad corpus")


# -- the corpus ------------------------------------------------------------------------------


def test_corpus_is_complete() -> None:
    cases = _cases()
    assert len(cases) >= 20
    stems = [p.stem for p in cases]
    assert len(stems) == len(set(stems)), "a case has both a .txt and a .gen"
    errs = {p.stem for p in CORPUS.glob("*.err")}
    assert errs == set(stems), "every case needs exactly one .err, and every .err a case"
    assert {p.suffix for p in CORPUS.iterdir()} <= {".txt", ".gen", ".err"}


@pytest.mark.parametrize("case", _cases(), ids=lambda p: p.stem)
def test_bad_text_message(case: Path) -> None:
    parse, _ = _parser_for(case.stem)
    assert _message(parse, _case_text(case)) == _expected(case)


@pytest.mark.parametrize("case", _cases(), ids=lambda p: p.stem)
def test_bad_text_on_the_command_line(case: Path) -> None:
    """`cardlaw parse` prints the same message on stderr and exits 2, without a traceback."""
    _, flags = _parser_for(case.stem)
    result = CliRunner().invoke(main, ["parse", *flags, "-"], input=_case_text(case).encode("utf-8"))
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit)
    assert result.stderr == f"Error: {_expected(case).replace('<card text>', '<stdin>').replace('<kind>', '<stdin>').replace('<creature type>', '<stdin>')}\n"


def test_too_long_case_is_just_over_the_limit() -> None:
    assert len(_case_text(CORPUS / "too-long.gen")) == MAX_CHARS + 2


# -- no Lark exception ever escapes -------------------------------------------------------------

WORDS = [
    "Draw", "2", "cards", ".", ",", "then", "destroy", "one", "creature", "Land", "Life", "gain", "+1",
    "Strength", "until", "end", "of", "turn", "When", "this", "card", "is", "destroyed", "Pay", ":",
    "(OPT)", "Roll", "a", "six-sided", "die", "1", "-", "–", "—", "3", ";", "if", "you", "control",
    "no", "Boost", "Interrupt", "Dark", "Zombie", "Small", "your", "opponent", "opponent's", "100",
    "cannot", "attack", "\n", "  ", "Drw", "goblin", "!", "'", "\r", "\x0c", "\u2028",
    "Stack", "from", "side", "field",
]  # fmt: skip

texts = st.one_of(
    st.text(max_size=80),
    st.lists(st.sampled_from(WORDS), max_size=25).map(" ".join),
    st.lists(st.sampled_from(WORDS), max_size=25).map("".join),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts, st.sampled_from([parse_card_text, parse_kind, parse_creature_type]))
def test_any_text_parses_or_raises_a_source_error(text: str, parse: Callable[..., Any]) -> None:
    try:
        parse(text)
    except SourceError as err:
        assert str(err).startswith("<")
        # What the reader wrote, not the text it quotes back: a user may type "$END" themselves.
        written = " ".join(str(part) for part in (err.problem, err.expected, err.suggestion, err.nearest) if part)
        assert "__ANON" not in written and "$END" not in written
        assert not re.search(r"\b[A-Z][A-Z_]{2,}\b", err.expected or ""), err.expected


# -- the caret marks the fault -------------------------------------------------------------------

_NAMED = re.compile(r"^(?:unexpected|unknown word) (.+)$")


def _caret_marks_the_word(err: SourceError) -> None:
    """In the rendered message, the caret line sits under the word the problem names."""
    found = _NAMED.match(err.problem)
    if not found:
        return
    word = ast.literal_eval(found.group(1))
    _, shown, carets = str(err).split("\n")[:3]
    start = carets.index("^")
    assert shown[start : start + len(word)] == word, f"the caret is not under {word!r}:\n{err}"
    assert carets.count("^") == len(word)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([w for w in WORDS if w not in ("\r", "\x0c", "\u2028")]), max_size=25).map(" ".join))
def test_caret_marks_the_word(text: str) -> None:
    try:
        parse_card_text(text)
    except SourceError as err:
        _caret_marks_the_word(err)


@pytest.mark.parametrize(
    "text",
    [
        "Draw 2 cards.\rDrw 1 card.",  # a lone carriage return
        "Draw 2 cards.\x0cDrw 1 card.",  # a form feed, which the grammar counts as white space
        "Draw 2 cards.\r\nDrw 1 card.",
        "Draw 2 cards.\n\x0bDrw 1 card.",  # a vertical tab is no white space to the grammar
    ],
    ids=["cr", "form-feed", "crlf", "newline-vertical-tab"],
)
def test_caret_marks_the_word_after_any_line_break(text: str) -> None:
    """The message splits lines as `str.splitlines` does; the position must agree with it.

    The grammar's white space includes a lone carriage return and a form feed, which
    `splitlines` also breaks at, so the line and column must count those breaks too.
    """
    with pytest.raises(SourceError) as caught:
        parse_card_text(text)
    _caret_marks_the_word(caught.value)
    assert caught.value.problem in ("unknown word 'Drw'", "unexpected '\\x0b'")


@example("Roll a six-sided die: 1-100, draw 1 card.")
@settings(max_examples=100, deadline=None)
@given(st.integers(100, 10**6))
def test_a_too_large_number_is_named_as_written(number: int | str) -> None:
    """The dash of a die range is not a minus sign: '1-100' is the number 100."""
    text = number if isinstance(number, str) else f"Roll a six-sided die: 1-{number}, draw 1 card."
    with pytest.raises(SourceError) as caught:
        parse_card_text(text)
    written = re.search(r"1-(\d+),", text).group(1)  # type: ignore[union-attr]
    assert caught.value.problem == f"the number {written} is too large (the limit is 99)"


if __name__ == "__main__":
    # Rewrite the .err of the cases NAMED on the command line from what the parser says now,
    # and print each message: read every one before committing it.
    import sys

    for name in sys.argv[1:]:
        case = next((CORPUS / f"{name}{suffix}" for suffix in (".txt", ".gen") if (CORPUS / f"{name}{suffix}").exists()), None)
        if case is None:
            sys.exit(f"no case {name!r} in {CORPUS}")
        parse, _ = _parser_for(name)
        try:
            parse(_case_text(case))
        except SourceError as err:
            message = str(err)
        else:
            sys.exit(f"{name}: the text parses")
        (CORPUS / f"{name}.err").write_text(message + "\n", encoding="utf-8")
        print(f"== {name}\n{message}")
