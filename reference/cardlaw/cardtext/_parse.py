"""Reading card text: normalise, parse with the strict LALR grammar, explain faults in words."""

from __future__ import annotations

import re
from contextvars import ContextVar
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from .._grammars import build, runner
from .._lalr import NoParse, Tables, Token, walk
from ..errors import SourceError, SourcePosition, did_you_mean
from . import _ast as A
from . import _build
from ._build import Build
from ._meaning import MeaningError, check_meaning
from ._types import READING_TYPES, TypeWords, default_types

if TYPE_CHECKING:  # Lark reads a text only when the runner could not: to explain the fault
    from lark import Lark, UnexpectedInput

MAX_CHARS = 2000
MAX_NUMBER = 99
MAX_NESTING = 4
_DASHES = str.maketrans({"–": "-", "—": "-", "‐": "-", "‑": "-", "’": "'", "‘": "'", "“": '"', "”": '"'})
# Line breaks other than "\n" (and "\r\n") become "\n", so Lark's line numbers and the
# caret line of an error agree whatever the text's line endings.
_ODD_BREAKS = re.compile("\r(?!\n)|[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_RUN = re.compile(r"[a-z][a-z'\-]*[a-z]|[a-z]")
# A digit with a letter on either side; led by the digit, so the scan is quick where digits are few.
_GLUED_DIGIT = re.compile(r"[0-9](?:(?<=[a-z][0-9])|(?=[a-z]))")
_DIGITS = re.compile(r"\d+")
# A sign written apart from its number: "+ 2", "- 2" (the dash already made "-").
_SPACED_SIGN = re.compile(r"[+-][ \t\f]+(\d+)")
# A number this long is named in a message by its first digits and its length.
_SHOWN_DIGITS = 12
_BUILD = Build()

_TERMINAL_WORDS = {
    "INT": "a number",
    "SIGNED_INT": "a signed number such as '+1'",
    "DASH": "'-'",
    "$END": "the end of the text",
    # Phrases the lexer reads as one token (one word of look-ahead could not tell them apart): shown as written.
    "ONE_MORE": "'1 more'",
    "ONE_ADDITIONAL": "'1 additional'",
    "ONE_ABILITY": "'1 ability'",
    "INSTEAD_OF": "'instead of'",
    "THAT_TARGETS": "'that targets'",
    "THAT_WOULD_DESTROY": "'that would destroy'",
    "THAT_TURN": "'that turn'",
    "YOU_CONTROL_THIS": "'while you control this card'",
    "ATTACK_THIS": "'attack this card'",
    "ABILITY_NAME": "a name such as 'Grave Ward - Stack 1:'",
    "COMMA_PLUS": "', plus'",
    "OF_THEIRS": "'1 of your opponent's'",
    "UNDER_DECK": "'under your deck'",
    "BEFORE_BATTLE": "'before battle'",
    "BATTLE_KILLED_BY": "'a creature destroyed in battle by'",
    "KILLED_BY_THIS": "'a creature destroyed by this card in battle'",
    "MAXIMUM": "', to a maximum of'",
    "QUOTED_NAME": "a name in quotes",
    "_MAY_ATTACH_ELSEWHERE": "'you may attach this card to ... instead'",
    "UNDER_THIS": "'underneath this card'",
    "ATTACHMENT_OR": "'Attachment or'",
    "_THEN_SHUFFLE": "', then shuffle your deck'",
    "DOT_BULLET": "a full stop, then the next option's bullet ('•', or '-' opening a line)",
}
_EMPTY = {
    "card_text": "an ability such as 'Draw 1 card.'",
    "kind_line": "a kind such as 'Boost - Interrupt'",
    "creature_type": "a main type such as 'Dark'",
}


class _Undeclared(Exception):
    """A word where a main type or subtype may stand that the set does not declare, at ``start``.

    Not one of Lark's errors: the contextual lexer would catch those and lex on from the
    end of the word to find a token to blame.
    """

    def __init__(self, start: int) -> None:
        super().__init__(start)
        self.start = start


class _TypeWordCheck:
    """The lexer's check of each TYPE_WORD against the words of the text's card set.

    The grammar reads any word where a type may stand (``TYPE_WORD``); this check, run by
    the lexer as it makes the token, refuses the words the set does not declare, so the
    refusal comes at the word itself with the words that could have stood there, as it
    does for a misspelt keyword. Its repr is fixed because it is part of the key of the
    shipped parser tables.
    """

    def __repr__(self) -> str:
        return "cardlaw.cardtext.TypeWordCheck"

    def __call__(self, token: Token) -> Token:
        reading = _READING.get()
        types = reading.types if reading is not None else default_types()
        if not types.declares(token.value):
            if types.singular(token.value) is None:
                raise _Undeclared(token.start_pos or 0)
            token.type = "PLURAL_TYPE"  # a declared subtype's plural, standing for its creatures (L-TXT-100)
        elif reading is not None and _either_of_two(reading.norm, token.end_pos, token.value, types):
            token.type = "TYPE_FIRST"  # "fire or water": the first of either of two types (L-TXT-272)
        return token


_OR_TYPE = re.compile(r" +or +([a-z]+)(?![a-z'])")


def _either_of_two(norm: str, end: int, word: str, types: TypeWords) -> bool:
    """Whether ``word``, ending at ``end``, is followed by "or" and another type of its own class."""
    match = _OR_TYPE.match(norm, end)
    if match is None:
        return False
    other = match.group(1)
    return (word in types.main and other in types.main) or (word in types.sub and other in types.sub)


_READING: ContextVar[_Reading | None] = ContextVar("cardlaw_cardtext_reading", default=None)


_TYPE_WORD_CHECK = _TypeWordCheck()
_CALLBACKS = {"TYPE_WORD": _TYPE_WORD_CHECK}


def _options() -> dict[str, Any]:
    return {
        "start": ["card_text", "kind_line", "creature_type"],
        "propagate_positions": True,
        "maybe_placeholders": False,
        "lexer_callbacks": _CALLBACKS,
    }


def build_parser() -> Lark:
    """A fresh Lark card-text parser (from the on-disk cache when there is one); `_parser` keeps one.

    Lark reads a text when the runner cannot: to explain why it does not read.
    """
    return build("cardtext.lark", **_options())


_parser = cache(build_parser)


def load_runner() -> Tables | None:
    """The card-text grammar's tables for `cardlaw._lalr`, freshly loaded; `_runner` keeps them."""
    return runner("cardtext.lark", **_options())


@cache
def _runner() -> tuple[Tables, list[Any]] | None:
    tables = load_runner()
    if tables is None:
        return None
    try:
        return tables, tables.bind(_BUILD)
    except AttributeError:  # a rule with no builder method: Lark's path reports it
        return None


def _shown(text: str) -> str:
    """The text as errors show it: as typed, with every line break a newline."""
    return _ODD_BREAKS.sub("\n", text)


def _normalise(text: str) -> str:
    """Lower-case, unify dashes, quotes and line breaks, without moving any character."""
    unified = _shown(text.translate(_DASHES))
    lowered = unified.lower()
    if len(lowered) != len(unified):
        # A few characters lower-case to two ("İ"); keep those as typed so offsets hold.
        lowered = "".join(low if len(low := ch.lower()) == 1 else ch for ch in unified)
    return _dash_bullets(lowered) if "choose one" in lowered and "\n" in lowered else lowered


_CHOICE_HEAD = re.compile(r"choose one *[-:] *\n")
_DASH_LINE = re.compile(r"[ \t]*(-)[ \t]")


def _dash_bullets(norm: str) -> str:
    """A choice's options listed a line each after a dash ("choose one:" then "- draw 1 card." on the next line,
    t46-14) read as the bullets they stand for; one character for one, so no offset moves."""
    out = list(norm)
    for head in _CHOICE_HEAD.finditer(norm):
        at = head.end()
        while (dash := _DASH_LINE.match(norm, at)) is not None:
            out[dash.start(1)] = "•"
            end = norm.find("\n", dash.end())
            if end < 0:
                break
            at = end + 1
    return "".join(out)


class _Reading:
    """One text being read: its normalised and shown forms, and where errors are reported."""

    __slots__ = ("text", "norm", "shown", "source", "given")

    def __init__(self, text: str, source: str, types: TypeWords | None = None) -> None:
        self.text = text
        self.source = source
        self.given = types
        self.shown = _shown(text)
        self.norm = _normalise(text)

    @property
    def types(self) -> TypeWords:
        """The set's main types and subtypes; the reference set's, read only when a text needs them."""
        return self.given if self.given is not None else default_types()

    def position(self, index: int, length: int = 1) -> SourcePosition:
        line = self.norm.count("\n", 0, index) + 1
        column = index - (self.norm.rfind("\n", 0, index) + 1) + 1
        return SourcePosition(line, column, max(1, length))

    def error(self, problem: str, index: int, length: int = 1, **extra: Any) -> SourceError:
        return SourceError(problem, self.shown, self.position(index, length), source=self.source, **extra)

    def meaning_error(self, problem: str, index: int, length: int) -> MeaningError:
        return MeaningError(problem, self.shown, self.position(index, length), source=self.source)


def _parse(text: str, start: str, source: str, types: TypeWords | None) -> Any:
    return _read(_Reading(text, source, types), start)


def _read(reading: _Reading, start: str) -> Any:
    text = reading.text
    if not text.strip():
        raise reading.error("the text is empty", 0, expected=_EMPTY[start])
    if len(text) > MAX_CHARS:
        short = _Reading(text[:200], reading.source)
        raise short.error(f"the text is too long: {len(text)} characters (the limit is {MAX_CHARS})", 0)
    outer = _READING.set(reading)
    outer_types = READING_TYPES.set(reading.given)
    # What the builder notes about one text starts empty for each (a text read inside another's error keeps its own).
    outer_only, _BUILD.only_attach = _BUILD.only_attach, frozenset()
    try:
        fast = _runner()
        if fast is not None:
            tables, methods = fast
            try:
                value = tables.parse(reading.norm, start, methods, _CALLBACKS)
            except (NoParse, _Undeclared, _build.Misplaced, _build.Refused):
                pass  # Lark reads it again below, and its fault is explained in the order Lark finds it
            else:
                _check_words(reading)
                _check_numbers(reading)
                return value
        return _read_with_lark(reading, start)
    finally:
        READING_TYPES.reset(outer_types)
        _READING.reset(outer)
        _BUILD.only_attach = outer_only


def _read_with_lark(reading: _Reading, start: str) -> Any:
    """The text read by Lark: the syntax first, then the words and numbers, then the tree."""
    from lark import UnexpectedInput

    try:
        tree = _parser().parse(reading.norm, start=start)
    except UnexpectedInput as err:
        raise _with_nearest(_explain(err, reading, start), reading, start) from None
    except _Undeclared as err:
        # Also raised by the lexer of last resort, which reads from inside a word ("drawn").
        refused = _refuse_word(reading, start, _word_start(reading.norm, err.start), set())
        raise _with_nearest(refused, reading, start) from None
    _check_words(reading)
    _check_numbers(reading)
    try:
        return walk(tree, _BUILD)
    except _build.Misplaced as err:
        raise _refuse_word(reading, start, err.start, set()) from None
    except _build.Refused as err:
        raise reading.meaning_error(err.problem, err.span.start, err.span.end - err.span.start) from None


@lru_cache(maxsize=4096)
def parse_card_text(text: str, *, source: str = "<card text>", types: TypeWords | None = None) -> A.CardText:
    """Parse a card's ability text into its tree; raise `SourceError` for anything the language lacks.

    ``types`` are the main types and subtypes of the card's set (`declare_types`); without
    them, the reference set's. A text that reads but means nothing the page allows raises
    `MeaningError`, a `SourceError`.
    """
    reading = _Reading(text, source, types)
    tree = _read_card_text(reading)
    check_meaning(tree, reading.text, reading.meaning_error)
    return tree


def read_card_text(text: str, *, source: str = "<card text>", types: TypeWords | None = None) -> A.CardText:
    """The tree of a text as far as the grammar and the limits go, before the meaning pass.

    For tests and tools that study the grammar on its own; cards use `parse_card_text`.
    """
    return _read_card_text(_Reading(text, source, types))


_TYPE_PAIR = re.compile(r"(?<![a-z'])([a-z]+)( *- *)([a-z]+)(?![a-z'])")


def _joined_type_pairs(norm: str, types: TypeWords) -> str:
    """``norm`` with each main type, dash and subtype of ``types`` ("dark - zombie") written as the two
    type words they are (L-TXT-92); the dash becomes white space, so no character moves."""

    def joined(match: re.Match[str]) -> str:
        main, dash, sub = match.groups()
        return f"{main}{' ' * len(dash)}{sub}" if main in types.main and sub in types.sub else match.group(0)

    return _TYPE_PAIR.sub(joined, norm)


def _join_type_pairs(reading: _Reading) -> None:
    """A card text's type pairs written as a type line writes them, read as two type words (L-TXT-92)."""
    if "-" in reading.norm:
        reading.norm = _joined_type_pairs(reading.norm, reading.types)


def _read_card_text(reading: _Reading) -> A.CardText:
    _join_type_pairs(reading)
    tree: A.CardText = _read(reading, "card_text")
    _check_nesting(tree, reading)
    # Only die rolls can make die-face faults; most texts skip the walk.
    if "six-sided" in reading.norm:
        _check_dice(tree, reading)
    return tree


@lru_cache(maxsize=256)  # a scenario's cards repeat the same few kind and type lines
def parse_kind(text: str, *, source: str = "<kind>") -> A.KindLine:
    return _parse(text, "kind_line", source, None)  # type: ignore[no-any-return]


@lru_cache(maxsize=1024)
def parse_creature_type(text: str, *, source: str = "<creature type>", types: TypeWords | None = None) -> A.CreatureType:
    """A creature-type line: one of the set's main types, then optionally a dash and one of its subtypes."""
    return _parse(text, "creature_type", source, types)  # type: ignore[no-any-return]


# -- checks the grammar cannot make ------------------------------------------------------


_QUOTED = re.compile(r'"[^"\n]{1,60}"')  # the grammar's QUOTED_NAME
# L-TXT-313: an ability's own name in its stack label, first in the text or after a full stop or a stack note's
# number (the grammar's ABILITY_NAME, which the lexer reads where an ability starts): a name, not words
_LABEL_UNCLOSED = re.compile(r"[a-z][a-z']*(?:[ \t]+[a-z][a-z']*){0,3}[ \t]*-[ \t]*stack[ \t]+\d+(?![ \t]*:)")
_LABEL_NAME = re.compile(r"(?:^|(?<=[.\n\d]))[ \t\r\n]*([a-z][a-z']*(?:[ \t]+[a-z][a-z']*){0,3})(?=[ \t]*-[ \t]*stack[ \t]+\d+[ \t]*:)")


def _check_words(reading: _Reading) -> None:
    """Every run of letters is one word of the vocabulary, and no digit touches a letter."""
    vocabulary = _vocabulary()
    norm = reading.norm
    if '"' in norm:  # L-TXT-289: a card's name in quotes is a name, not words of the language
        norm = _QUOTED.sub(lambda quoted: " " * len(quoted.group()), norm)
    if "stack" in norm:
        norm = _LABEL_NAME.sub(lambda label: label.group().replace(label.group(1), " " * len(label.group(1))), norm)
    glued_digit = _GLUED_DIGIT.search(norm)
    # Nearly every text is all keywords: one set test instead of a test per word.
    if glued_digit is None and vocabulary.issuperset(_RUN.findall(norm)):
        return
    for match in _RUN.finditer(norm):
        run = match.group()
        if run in vocabulary or all(part in vocabulary for part in run.split("-") if part):
            continue
        # The set's type words: the lexer let them through only where a type may stand.
        if all(part in vocabulary or reading.types.declares(part) or reading.types.singular(part) is not None
               for part in run.split("-") if part):
            continue
        vocabulary = vocabulary | reading.types.words()
        glued = _split_glued(run, vocabulary)
        raise reading.error(
            f"unknown word {reading.text[match.start():match.end()]!r}",
            match.start(),
            len(run),
            expected="words separated by spaces" if glued else None,
            suggestion=" ".join(glued) if glued else _in_case_of(reading.text[match.start():match.end()],
                                                                  did_you_mean(run, vocabulary)),
        )
    if glued_digit:
        start = glued_digit.start()
        while start > 0 and norm[start - 1].isalnum():
            start -= 1
        end = glued_digit.end()
        while end < len(norm) and norm[end].isalnum():
            end += 1
        raise reading.error(
            f"unknown word {reading.text[start:end]!r}", start, end - start, expected="words separated by spaces"
        )


def _in_case_of(written: str, suggestion: str | None) -> str | None:
    """The suggestion in the writer's case: "(OTP)" is answered with 'OPT', "Playd" with 'Played'."""
    if suggestion is None or not written.isalpha():
        return suggestion
    if written.isupper() and len(written) > 1:
        return suggestion.upper()
    if written[:1].isupper():
        return suggestion[:1].upper() + suggestion[1:]
    return suggestion


def _split_glued(run: str, vocabulary: frozenset[str]) -> list[str] | None:
    """The vocabulary words that ``run`` is made of, when it is several glued together."""
    if not run:
        return []
    for cut in range(len(run), 0, -1):
        head = run[:cut]
        # A lone letter is a typo far more often than a word: "playd" is "played", not "play d".
        if head in vocabulary and (len(head) > 1 or head == "a"):
            rest = _split_glued(run[cut:], vocabulary)
            if rest is not None:
                return [head, *rest]
    return None


def _check_numbers(reading: _Reading) -> None:
    """Every number in digits is at most MAX_NUMBER, in the order written.

    Leading zeros are allowed and change nothing ("02" is 2). Which numbers may be 0 is
    the meaning pass's question.
    """
    norm = reading.norm
    for match in _DIGITS.finditer(norm):
        start = match.start()
        # A sign belongs to the number only where no digit stands before it: "1-3" is a range.
        if start > 0 and norm[start - 1] in "+-" and (start < 2 or not norm[start - 2].isdigit()):
            start -= 1
        digits = match.group()
        if int(digits) > MAX_NUMBER:
            written = reading.text[start : match.end()]
            if len(digits) > _SHOWN_DIGITS:
                written = f"{written[: len(written) - len(digits) + _SHOWN_DIGITS]}... ({len(digits)} digits)"
            raise reading.error(
                f"the number {written} is too large (the limit is {MAX_NUMBER})", start, match.end() - start
            )


def _depth(effect: Any) -> int:
    if isinstance(effect, A.Conditional):
        return 1 + _depth(effect.effect)
    if isinstance(effect, A.DieRoll):
        return 1 + max((_depth(e) for o in effect.outcomes for e in o.effects), default=0)
    return 0


def _check_nesting(tree: A.CardText, reading: _Reading) -> None:
    for ability in tree.abilities:
        for effect in getattr(A.unwrap(ability)[0], "effects", ()):
            if _depth(effect) > MAX_NESTING:
                raise reading.error(
                    f"the conditions nest too deeply (the limit is {MAX_NESTING} levels)", effect.span.start, 2
                )


def _check_dice(node: Any, reading: _Reading) -> None:
    """The faces of every die roll: each 1 to 6, a range written upwards, no face given two outcomes.

    A range of one face (`3-3`) is that face, and prints as `3`.
    """
    if isinstance(node, A.DieRoll):
        covered: set[int] = set()
        for outcome in node.outcomes:
            faces = set(range(outcome.low, outcome.high + 1))
            where = outcome.span
            written = reading.norm[where.start : where.end].split(",", 1)[0]
            if "-" not in written and not 1 <= outcome.low <= 6:
                raise reading.error(
                    f"a six-sided die shows 1 to 6, so {outcome.low} is not a face", where.start, where.end - where.start
                )
            if not (1 <= outcome.low <= 6 and 1 <= outcome.high <= 6):
                raise reading.error(
                    f"a six-sided die shows 1 to 6; {outcome.low}-{outcome.high} is not a range of faces",
                    where.start,
                    where.end - where.start,
                )
            if outcome.low > outcome.high:
                raise reading.error(
                    f"a range of faces is written upwards: {outcome.high}-{outcome.low}, not {outcome.low}-{outcome.high}",
                    where.start,
                    where.end - where.start,
                )
            if faces & covered:
                raise reading.error(f"face {min(faces & covered)} is given two outcomes", where.start, where.end - where.start)
            covered |= faces
    if isinstance(node, tuple):
        for item in node:
            _check_dice(item, reading)
    elif hasattr(node, "__dataclass_fields__"):
        for name in node.__dataclass_fields__:
            if name != "span":
                _check_dice(getattr(node, name), reading)


# -- explaining a refusal ------------------------------------------------------------------


def _type_slots(reading: _Reading, index: int, start_rule: str) -> list[str]:
    """Which type words may stand at ``index`` where the grammar reads a TYPE_WORD: "main", "sub" or both.

    The grammar takes a type word at the head of a creature-type line (a main type), after
    its dash (a subtype), and in a filter: at first either, then a subtype after a main type
    and nothing more after a subtype. The word before ``index`` tells these places apart.
    """
    types = reading.types
    before = reading.norm[:index].rstrip()
    if start_rule == "creature_type":
        slots = ["sub"] if before.endswith("-") else ["main"]
    else:
        previous = re.search(r"[a-z]+$", before)
        word = previous.group() if previous else ""
        slots = ["sub"] if word in types.main else [] if word in types.sub else ["main", "sub"]
    return [slot for slot in slots if (types.main_types if slot == "main" else types.subtypes)]


def _slot_word(reading: _Reading, slot: str) -> str:
    types = reading.types
    if slot == "main":
        return f"a main type such as '{types.main_types[0]}'"
    return f"a subtype such as '{types.subtypes[0]}'"


def _expected_words(expected: set[str], reading: _Reading, slots: list[str]) -> list[str]:
    words: set[str] = set()
    for name in expected:
        if name == "TYPE_WORD":
            words.update(_slot_word(reading, slot) for slot in slots)
            continue
        if name in ("PLURAL_TYPE", "TYPE_FIRST"):  # never written: TYPE_WORDs the lexer retyped (L-TXT-100, L-TXT-272)
            continue
        if name in _TERMINAL_WORDS:
            words.add(_TERMINAL_WORDS[name])
            continue
        pattern = _parser().get_terminal(name).pattern
        words.add(f"'{pattern.value}'" if pattern.type == "str" else name.lower())
    # Words first, then phrases read as one token: the first eight shown are the words a writer most often wants.
    return sorted(words, key=lambda word: (" " in word, word))


def _describe(words: list[str]) -> str:
    if len(words) > 8:
        return "one of " + ", ".join(words[:8]) + f" or {len(words) - 8} other words"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _accepts_at(norm: str, index: int, start: str) -> set[str] | None:
    """The terminals the grammar allows at ``index``, reading the text before it afresh."""
    from lark import UnexpectedInput

    try:
        interactive = _parser().parse_interactive(norm[:index], start=start)
        interactive.exhaust_lexer()
        return set(interactive.accepts())
    except (UnexpectedInput, _Undeclared):
        return None


def _word_start(norm: str, pos: int) -> int:
    """Start of the word holding ``pos``: a fault inside "drawn" is a fault of "drawn"."""
    if pos >= len(norm) or not norm[pos].isalnum():
        return pos
    while pos > 0 and (norm[pos - 1].isalnum() or norm[pos - 1] == "'"):
        pos -= 1
    return pos


def _word_at(norm: str, start: int) -> str:
    match = re.compile(r"[a-z0-9][a-z0-9'\-]*[a-z0-9]|[a-z0-9]|\S").match(norm, start)
    return match.group() if match else ""


def _with_nearest(err: SourceError, reading: _Reading, start_rule: str) -> SourceError:
    """``err`` with the canonical sentence nearest to the one at fault, when one is near enough."""
    if start_rule != "card_text":
        return err
    from ._nearest import nearest_sentence  # only when a text could not be read

    index = len(reading.text) if err.position is None else _index_of(reading.text, err.position.line, err.position.column)
    found = nearest_sentence(reading.norm, index)
    if found is None:
        return err
    return SourceError(err.problem, err.text, err.position, source=err.source, expected=err.expected,
                       suggestion=err.suggestion, nearest=found)


def _index_of(text: str, line: int, column: int) -> int:
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[: line - 1]) + column - 1


def _explain(err: UnexpectedInput, reading: _Reading, start_rule: str) -> SourceError:
    from lark import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    norm = reading.norm
    if isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
        end = len(norm.rstrip())
        at_end = _accepts_at(norm, end, start_rule) or set(getattr(err, "expected", ()) or ())
        slots = _type_slots(reading, end, start_rule)
        return reading.error(
            "the text ends too early", end, 1, expected=_describe(_expected_words(at_end, reading, slots))
        )
    if isinstance(err, UnexpectedToken):
        pos = err.token.start_pos if err.token.start_pos is not None else 0
        fallback = set(err.accepts or err.expected)
    else:
        assert isinstance(err, UnexpectedCharacters)
        pos = err.pos_in_stream
        fallback = set(err.allowed or ())
    return _refuse_word(reading, start_rule, _word_start(norm, pos), fallback)


def _refuse_word(reading: _Reading, start_rule: str, start: int, fallback: set[str]) -> SourceError:
    """The error for the word at ``start``: unknown, or known but where it cannot stand."""
    norm = reading.norm
    word = _word_at(norm, start)
    accepts = _accepts_at(norm, start, start_rule)
    names = accepts if accepts else fallback
    spaced = _SPACED_SIGN.match(norm, start)
    if spaced and "SIGNED_INT" in names:
        sign, number = reading.text[start], spaced.group(1)
        return reading.error(
            f"a sign is written against its number: {sign + number!r}, not {reading.text[start:spaced.end()]!r}",
            start,
            spaced.end() - start,
        )
    slots = _type_slots(reading, start, start_rule) if "TYPE_WORD" in names else []
    words = _expected_words(names, reading, slots)
    literals = [w.strip("'") for w in words if w.startswith("'")]
    types = reading.types
    type_words: list[str] = []
    for slot in slots:
        type_words += types.main_types if slot == "main" else types.subtypes
    vocabulary = _vocabulary() | types.words()
    shown = reading.text[start : start + len(word)]
    glued = None
    if word.isalpha() and word not in vocabulary:
        glued = _split_glued(word, vocabulary)
    # The language's own words first: a slip in a keyword is likelier than a type word of the set.
    nearest = did_you_mean(word, literals) or did_you_mean(word, type_words) if word.isalpha() else None
    suggestion = " ".join(glued) if glued else _in_case_of(shown, nearest)
    known = word in vocabulary or not word.isalpha()
    unclosed = None if known else _LABEL_UNCLOSED.match(norm, start)
    if unclosed is not None:  # L-TXT-313: a name before "- Stack N" whose colon is missing
        suggestion = reading.text[start:unclosed.end()] + ":"
    return reading.error(
        f"unexpected {shown!r}" if known else f"unknown word {shown!r}",
        start,
        len(word),
        expected=_describe(words) if words else None,
        suggestion=suggestion,
    )


@cache
def _vocabulary() -> frozenset[str]:
    """The keywords of the grammar: every word of the language but the set's type words."""
    fast = _runner()
    if fast is not None:
        return fast[0].keywords
    words: set[str] = set()
    for terminal in _parser().terminals:
        pattern = terminal.pattern
        if pattern.type == "str":
            words.add(pattern.value)
    return frozenset(words)


def keywords() -> frozenset[str]:
    """The card-text language's own words, lower-cased; a set cannot declare one of them as a type."""
    return _vocabulary()
