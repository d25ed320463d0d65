"""The type-line parser: English and French, typed values, and errors users can read."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark

from cardlaw._paths import data_dir
from cardlaw.errors import SourceError
from cardlaw.typeline import KNOWN_WORDS, CardType, Span, Supertype, TypeLine, parse_typeline

S = Supertype
T = CardType

# text -> (supertypes, card types, subtypes, language)
VALID: dict[str, tuple[set[Supertype], set[CardType], tuple[str, ...], str]] = {
    "Creature": (set(), {T.CREATURE}, (), "en"),
    "Instant": (set(), {T.INSTANT}, (), "en"),
    "Artifact Creature": (set(), {T.ARTIFACT, T.CREATURE}, (), "en"),
    "Enchantment Creature": (set(), {T.ENCHANTMENT, T.CREATURE}, (), "en"),
    "Kindred Instant": (set(), {T.KINDRED, T.INSTANT}, (), "en"),
    "Tribal Sorcery — Elf": (set(), {T.KINDRED, T.SORCERY}, ("elf",), "en"),
    "Legendary Artifact": ({S.LEGENDARY}, {T.ARTIFACT}, (), "en"),
    "Legendary Enchantment Creature": ({S.LEGENDARY}, {T.ENCHANTMENT, T.CREATURE}, (), "en"),
    "Artifact Land": (set(), {T.ARTIFACT, T.LAND}, (), "en"),
    "Basic Snow Land": ({S.BASIC, S.SNOW}, {T.LAND}, (), "en"),
    "World Enchantment": ({S.WORLD}, {T.ENCHANTMENT}, (), "en"),
    "Ongoing Battle": ({S.ONGOING}, {T.BATTLE}, (), "en"),
    "Legendary Planeswalker — Nissa": ({S.LEGENDARY}, {T.PLANESWALKER}, ("nissa",), "en"),
    "Artifact — Vehicle": (set(), {T.ARTIFACT}, ("vehicle",), "en"),
    "Legendary Creature - Elf Warrior": ({S.LEGENDARY}, {T.CREATURE}, ("elf", "warrior"), "en"),
    "Creature – Elf": (set(), {T.CREATURE}, ("elf",), "en"),
    "Creature — Time Lord": (set(), {T.CREATURE}, ("time lord",), "en"),
    "Legendary Creature — Time Lord Doctor": ({S.LEGENDARY}, {T.CREATURE}, ("time lord", "doctor"), "en"),
    "Artifact Creature — Assembly-Worker": (set(), {T.ARTIFACT, T.CREATURE}, ("assembly-worker",), "en"),
    "Land — Urza’s Tower": (set(), {T.LAND}, ("urza's", "tower"), "en"),
    "legendary creature — elf": ({S.LEGENDARY}, {T.CREATURE}, ("elf",), "en"),
    "  LEGENDARY   Creature  —  Elf   Druid  ": ({S.LEGENDARY}, {T.CREATURE}, ("elf", "druid"), "en"),
    "Créature légendaire : Humain et noble": ({S.LEGENDARY}, {T.CREATURE}, ("human", "noble"), "fr"),
    "Créature : humain et soldat": (set(), {T.CREATURE}, ("human", "soldier"), "fr"),
    "Créature : humain, soldat": (set(), {T.CREATURE}, ("human", "soldier"), "fr"),
    "Créature: elfe guerrier": (set(), {T.CREATURE}, ("elf", "warrior"), "fr"),
    "Créature-artefact : golem": (set(), {T.CREATURE, T.ARTIFACT}, ("golem",), "fr"),
    "Créature-enchantement": (set(), {T.CREATURE, T.ENCHANTMENT}, (), "fr"),
    "Artefact-créature : golem": (set(), {T.CREATURE, T.ARTIFACT}, ("golem",), "fr"),
    "Enchantement-créature": (set(), {T.CREATURE, T.ENCHANTMENT}, (), "fr"),
    "Artefact : véhicule": (set(), {T.ARTIFACT}, ("vehicle",), "fr"),
    "Artefact légendaire : véhicule": ({S.LEGENDARY}, {T.ARTIFACT}, ("vehicle",), "fr"),
    "Terrain de base : Plaine": ({S.BASIC}, {T.LAND}, ("plains",), "fr"),
    "Terrain de base : île": ({S.BASIC}, {T.LAND}, ("island",), "fr"),
    "Terrain de base : Montagne": ({S.BASIC}, {T.LAND}, ("mountain",), "fr"),
    "Terrain de base : marais": ({S.BASIC}, {T.LAND}, ("swamp",), "fr"),
    "Terrain de base neigeux : forêt": ({S.BASIC, S.SNOW}, {T.LAND}, ("forest",), "fr"),
    "Éphémère": (set(), {T.INSTANT}, (), "fr"),
    "Rituel": (set(), {T.SORCERY}, (), "fr"),
    "Bataille : siège": (set(), {T.BATTLE}, ("siège",), "fr"),
    "Tribal éphémère : elfe": (set(), {T.KINDRED, T.INSTANT}, ("elf",), "fr"),
    "Parenté rituel": (set(), {T.KINDRED, T.SORCERY}, (), "fr"),
    "Enchantement : aura": (set(), {T.ENCHANTMENT}, ("aura",), "fr"),
    "Artefact : équipement": (set(), {T.ARTIFACT}, ("equipment",), "fr"),
    "Enchantement mondial": ({S.WORLD}, {T.ENCHANTMENT}, (), "fr"),
    "Créature neigeuse : loup": ({S.SNOW}, {T.CREATURE}, ("wolf",), "fr"),
    "Créature légendaires : Gnome": ({S.LEGENDARY}, {T.CREATURE}, ("gnome",), "fr"),
    "Planeswalker légendaire : Nissa": ({S.LEGENDARY}, {T.PLANESWALKER}, ("nissa",), "fr"),
    "Planeswalker : Nissa": (set(), {T.PLANESWALKER}, ("nissa",), "fr"),
    "CRÉATURE LÉGENDAIRE : ELFE": ({S.LEGENDARY}, {T.CREATURE}, ("elf",), "fr"),
    "Créature : Zyxel": (set(), {T.CREATURE}, ("zyxel",), "fr"),
}


@pytest.mark.parametrize("text", sorted(VALID))
def test_valid_single_face(text: str) -> None:
    supertypes, types, subtypes, language = VALID[text]
    line = parse_typeline(text)
    assert isinstance(line, TypeLine)
    assert len(line.faces) == 1 and not line.double_faced
    face = line.front
    assert face.supertypes == frozenset(supertypes)
    assert face.types == frozenset(types)
    assert face.subtypes == subtypes
    assert line.language == language


def test_double_faced() -> None:
    line = parse_typeline("Creature — Human Wizard // Land")
    assert line.double_faced and len(line.faces) == 2
    front, back = line.faces
    assert front.types == {T.CREATURE} and front.subtypes == ("human", "wizard")
    assert back.types == {T.LAND} and back.subtypes == ()
    assert front.span == Span(0, 23, 1, 1)
    assert back.span == Span(27, 31, 1, 28)
    assert line.span == Span(0, 31, 1, 1)
    assert line.language == "en"


def test_french_double_faced() -> None:
    line = parse_typeline("Créature : humain et sorcier // Terrain")
    assert line.language == "fr"
    assert [f.types for f in line.faces] == [{T.CREATURE}, {T.LAND}]
    assert line.front.subtypes == ("human", "wizard")


def test_face_helpers_and_vehicle() -> None:
    for text in ("Artifact — Vehicle", "Artefact : véhicule", "Artefact légendaire : Véhicule"):
        face = parse_typeline(text).front
        assert face.has_subtype("vehicle") and face.has_subtype("Vehicle")
        assert face.has_type(T.ARTIFACT) and not face.has_type(T.CREATURE)
    assert parse_typeline("Legendary Creature — Elf").front.has_supertype(S.LEGENDARY)


def test_span_skips_surrounding_whitespace() -> None:
    line = parse_typeline("   Creature — Elf  ")
    assert line.span == Span(3, 17, 1, 4)
    assert line.text == "   Creature — Elf  "


def test_decomposed_accents_are_normalised() -> None:
    decomposed = unicodedata.normalize("NFD", "Créature légendaire : Éléphant")
    line = parse_typeline(decomposed)
    assert line.front.types == {T.CREATURE} and line.front.supertypes == {S.LEGENDARY}
    assert line.front.subtypes == ("éléphant",)
    assert line.text == unicodedata.normalize("NFC", decomposed)


def test_results_are_memoised() -> None:
    assert parse_typeline("Artifact Creature — Golem") is parse_typeline("Artifact Creature — Golem")


def test_known_words_cover_both_languages() -> None:
    assert {"Creature", "Créature", "Legendary", "légendaire", "de base", "Tribal"} <= KNOWN_WORDS


def test_grammar_loads_strict() -> None:
    grammar = (data_dir("grammar") / "typeline.lark").read_text(encoding="utf-8")
    Lark(grammar, parser="lalr", strict=True, start="typeline")


def _error(text: str) -> SourceError:
    with pytest.raises(SourceError) as caught:
        parse_typeline(text)
    return caught.value


# Exact renderings: these are what users see, so they are pinned.
ERRORS: dict[str, str] = {
    "Creture — Elf": (
        "<type line>:1:1: unknown type word 'Creture'\n"
        "  Creture — Elf\n"
        "  ^^^^^^^\n"
        "did you mean 'Creature'?"
    ),
    "Legendary — Elf": (
        "<type line>:1:1: a type line needs at least one card type\n"
        "  Legendary — Elf\n"
        "  ^^^^^^^^^\n"
        "expected a card type such as 'Creature' or 'Instant'"
    ),
    "": (
        "<type line>:1:1: empty type line\n"
        "  \n"
        "  ^\n"
        "expected a card type such as 'Creature' or 'Instant'"
    ),
    "Creature —": (
        "<type line>:1:11: missing subtype after '—'\n"
        "  Creature —\n"
        "            ^\n"
        "expected a subtype"
    ),
    "Creature //": (
        "<type line>:1:12: missing face after '//'\n"
        "  Creature //\n"
        "             ^\n"
        "expected a card type such as 'Creature' or 'Instant'"
    ),
    "Creature $": (
        "<type line>:1:10: unexpected character '$'\n"
        "  Creature $\n"
        "           ^\n"
        "expected a type word, '—' or ':' before subtypes, '//' or the end of the line"
    ),
    "Creature — Elf : Warrior": (
        "<type line>:1:16: unexpected ':'\n"
        "  Creature — Elf : Warrior\n"
        "                 ^\n"
        "expected another subtype, '//' or the end of the line"
    ),
    "Créature : humain et": (
        "<type line>:1:21: missing subtype after 'et'\n"
        "  Créature : humain et\n"
        "                      ^\n"
        "expected a subtype"
    ),
    "Legendary Créature": (
        "<type line>:1:11: 'Créature' is French but 'Legendary' is English\n"
        "  Legendary Créature\n"
        "            ^^^^^^^^\n"
        "expected type words of one language in a face\n"
        "did you mean 'Creature'?"
    ),
    "Creature Elf": (
        "<type line>:1:10: unknown type word 'Elf'\n"
        "  Creature Elf\n"
        "           ^^^\n"
        "expected a supertype or card type; subtypes go after '—' or ':'\n"
        "did you mean '— Elf'?"
    ),
    "Creature Orc": (
        "<type line>:1:10: unknown type word 'Orc'\n"
        "  Creature Orc\n"
        "           ^^^\n"
        "expected a supertype or card type; subtypes go after '—' or ':'\n"
        "did you mean '— Orc'?"
    ),
    "Сreature — Orc": (
        "<type line>:1:1: unknown type word 'Сreature': its letter 'С' is CYRILLIC CAPITAL LETTER ES (U+0421), "
        "not a Latin letter\n"
        "  Сreature — Orc\n"
        "  ^^^^^^^^\n"
        "did you mean 'Creature'?"
    ),
    # A letter this Python's Unicode tables give no name (found by hypothesis: it crashed the did-you-mean).
    "Creature \u00aa\U00017000": (
        "<type line>:1:10: unknown type word '\u00aa\U00017000': its letter '\u00aa' is FEMININE ORDINAL INDICATOR "
        "(U+00AA), not a Latin letter\n"
        "  Creature \u00aa\U00017000\n"
        "           ^^"
    ),
    "Creature \udcff": (
        "<type line>:1:10: the byte 0xff is not UTF-8 text\n"
        "  Creature \ufffd\n"
        "           ^\n"
        "expected a type word, '—' or ':' before subtypes, '//' or the end of the line"
    ),
    "Creature-Elf": (
        "<type line>:1:1: unknown type word 'Creature-Elf'\n"
        "  Creature-Elf\n"
        "  ^^^^^^^^^^^^\n"
        "did you mean 'Creature - Elf'?"
    ),
    "// Land": (
        "<type line>:1:1: unexpected '//'\n"
        "  // Land\n"
        "  ^^\n"
        "expected a card type such as 'Creature' or 'Instant'"
    ),
    "Terrain base": (
        "<type line>:1:9: unknown type word 'base'\n"
        "  Terrain base\n"
        "          ^^^^\n"
        "did you mean 'de base'?"
    ),
    "Sorcery // Land // Land": (
        "<type line>:1:20: a card has at most two faces, but this type line has 3\n"
        "  Sorcery // Land // Land\n"
        "                     ^^^^\n"
        "expected one '//' between the front face and the back face"
    ),
    "Creature Creature": (
        "<type line>:1:10: 'Creature' appears twice\n"
        "  Creature Creature\n"
        "           ^^^^^^^^\n"
        "expected each supertype and card type once"
    ),
    "Tribal Kindred Sorcery": (
        "<type line>:1:8: 'Kindred' repeats a type 'Tribal' already gives\n"
        "  Tribal Kindred Sorcery\n"
        "         ^^^^^^^\n"
        "expected each supertype and card type once"
    ),
    "Vehicle": (
        "<type line>:1:1: unknown type word 'Vehicle'; Vehicle is a subtype: write 'Artifact — Vehicle'\n"
        "  Vehicle\n"
        "  ^^^^^^^"
    ),
}


@pytest.mark.parametrize("text", sorted(ERRORS))
def test_error_text(text: str) -> None:
    assert str(_error(text)) == ERRORS[text]


@pytest.mark.parametrize(
    "text", ["Land // Land // Land", "Creature — Elf // Land // Sorcery // Instant", "Créature // Terrain // Terrain"]
)
def test_more_than_two_faces_are_refused(text: str) -> None:
    assert _error(text).problem.startswith("a card has at most two faces")


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Legendary Legendary Creature", "Legendary"),
        ("Creature Artifact creature", "creature"),
        ("Basic Snow Basic Land", "Basic"),
        ("Créature légendaire légendaire", "légendaire"),
        ("Créature-artefact Artefact", "Artefact"),
    ],
)
def test_repeated_type_words_are_refused(text: str, word: str) -> None:
    error = _error(text)
    assert error.problem.startswith(repr(word))
    assert text[error.position.column - 1 :].startswith(word)


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("Vehicle", "Vehicle is a subtype: write 'Artifact — Vehicle'"),
        ("Equipment", "Equipment is a subtype: write 'Artifact — Equipment'"),
        ("Aura", "Aura is a subtype: write 'Enchantment — Aura'"),
        ("forest", "forest is a subtype: write 'Land — Forest'"),
        ("Véhicule", "Véhicule is a subtype: write 'Artefact : véhicule'"),
    ],
)
def test_a_bare_subtype_gets_a_hint(text: str, hint: str) -> None:
    assert _error(text).problem == f"unknown type word {text!r}; {hint}"


def test_a_subtype_after_a_type_word_keeps_the_separator_hint() -> None:
    error = _error("Artifact Vehicle")
    assert error.problem == "unknown type word 'Vehicle'"
    assert error.expected == "a supertype or card type; subtypes go after '—' or ':'"


def test_error_fields() -> None:
    error = _error("Legendary Creture — Elf")
    assert error.problem == "unknown type word 'Creture'"
    assert (error.position.line, error.position.column, error.position.length) == (1, 11, 7)
    assert error.suggestion == "Creature"
    assert error.source == "<type line>"
    assert _error("   ").problem == "empty type line"


def test_error_names_source_and_line() -> None:
    with pytest.raises(SourceError) as caught:
        parse_typeline("Creature\n  Elf", source="cards.txt")
    assert str(caught.value).startswith("cards.txt:2:3: unknown type word 'Elf'\n    Elf\n    ^^^\n")


@pytest.mark.parametrize("text", ["Creature\r  Elf", "Creature\u2028  Elf", "Creature\r\n  Elf"])
def test_every_line_break_counts_as_one_line(text: str) -> None:
    position = _error(text).position
    assert (position.line, position.column) == (2, 3)


# Fragments that reach deep into the grammar more often than random text does.
_PIECES = st.sampled_from(
    ["Creature", "Créature", "Legendary", "légendaire", "de", "base", "Elf", "et", "—", "-", ":", "//", ",", "$", " ", "\n"]
)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), st.lists(_PIECES, max_size=8).map(" ".join)))
def test_any_text_parses_or_raises_source_error(text: str) -> None:
    try:
        line = parse_typeline(text)
    except SourceError as error:
        # No Lark terminal name leaks into the message (unless the text itself holds it).
        assert error.problem
        assert all(name not in str(error) or name in text for name in ("$END", "WORD"))
        assert 1 <= error.position.line and 1 <= error.position.column
    else:
        assert isinstance(line, TypeLine) and line.faces
        assert all(face.types for face in line.faces)


_SUPERTYPES = [s for s in Supertype]
_TYPES = [t for t in CardType]
_SEPARATORS = st.sampled_from(["—", "–", "-", " — ", " - "])
# Subtype words that are neither "et" (a French joiner) nor part of "Time Lord".
_SUBTYPE = st.text(alphabet="abcdefghijklmnopqrstuvwxyzéèïABCZ", min_size=1, max_size=8).filter(
    lambda w: w.casefold() not in {"et", "time", "lord"}
)
_CASE = st.sampled_from([str, str.lower, str.upper, str.title])


@st.composite
def english_faces(draw: st.DrawFn) -> tuple[str, frozenset[Supertype], frozenset[CardType], tuple[str, ...]]:
    supertypes = draw(st.lists(st.sampled_from(_SUPERTYPES), unique=True, max_size=3))
    types = draw(st.lists(st.sampled_from(_TYPES), unique=True, min_size=1, max_size=3))
    subtypes = draw(st.lists(_SUBTYPE, max_size=3))
    case = draw(_CASE)
    words = [case(s.value) for s in supertypes]
    words += [case("Tribal" if t is T.KINDRED and draw(st.booleans()) else t.value) for t in types]
    text = " ".join(words)
    if subtypes:
        separator = draw(_SEPARATORS).strip()
        text += f" {separator} " + " ".join(subtypes)
    return text, frozenset(supertypes), frozenset(types), tuple(w.casefold() for w in subtypes)


@settings(max_examples=150, deadline=None)
@given(st.lists(english_faces(), min_size=1, max_size=2), st.sampled_from([" ", "  ", "\t"]))
def test_generated_english_lines(faces: list[tuple[str, frozenset[Supertype], frozenset[CardType], tuple[str, ...]]], gap: str) -> None:
    text = f"{gap}//{gap}".join(face[0] for face in faces)
    line = parse_typeline(text)
    assert line.language == "en"
    assert len(line.faces) == len(faces)
    for face, (_, supertypes, types, subtypes) in zip(line.faces, faces):
        assert face.supertypes == supertypes
        assert face.types == types
        assert face.subtypes == subtypes
