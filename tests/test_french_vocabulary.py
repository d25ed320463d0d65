"""The French vocabulary of type lines: one table in the rulebook (spec/grid/french.md), read
by the type-line reader, in agreement with the grammar word for word."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from cardlaw import load_rulebook
from cardlaw._paths import data_dir
from cardlaw.errors import SourceError
from cardlaw.typeline import KNOWN_WORDS, CardType, Supertype, parse_typeline
from cardlaw.typeline import _lexicon
from cardlaw.typeline._vocabulary import PAGE, load_vocabulary

T, S = CardType, Supertype
VOCABULARY = load_vocabulary()

# The words the French edition of the Hornburg (004_ee727f9e23cdd701.txt, COMMENÇONS À JOUER
# and POUR GAGNER) uses for kinds of card, in the singular a type line prints, and what
# the English edition (000_f692f77782c6962a.txt) calls them.
FRENCH_EDITION: dict[str, tuple[set[Supertype], set[CardType], tuple[str, ...]]] = {
    "Créature": (set(), {T.CREATURE}, ()),
    "Créature-artefact": (set(), {T.ARTIFACT, T.CREATURE}, ()),
    "Artefact : véhicule": (set(), {T.ARTIFACT}, ("vehicle",)),
    "Éphémère": (set(), {T.INSTANT}, ()),
    "Rituel": (set(), {T.SORCERY}, ()),
    "Enchantement": (set(), {T.ENCHANTMENT}, ()),
    "Artefact": (set(), {T.ARTIFACT}, ()),
    "Terrain": (set(), {T.LAND}, ()),
    "Créature légendaire": ({S.LEGENDARY}, {T.CREATURE}, ()),
}


def test_the_vocabulary_lives_on_one_page_under_its_two_rules() -> None:
    book = load_rulebook()
    blocks = list(book.blocks_in("vocabulary"))
    assert blocks and {block.source for _, block in blocks} == {PAGE}
    assert {rule.id for rule, _ in blocks} == {"G-FRA-1", "G-FRA-2"}
    assert set(VOCABULARY.rules.values()) == {"G-FRA-1", "G-FRA-2"}


def test_the_reader_knows_exactly_the_words_of_the_table() -> None:
    table_words = {word for word, _ in VOCABULARY.words}
    assert _lexicon._FRENCH == dict(VOCABULARY.words)
    assert set(_lexicon._FRENCH_COMPOUNDS) == {word for word, _ in VOCABULARY.compounds}
    assert _lexicon.FRENCH_SUBTYPES == {fr.casefold(): en.casefold() for fr, en in VOCABULARY.subtypes}
    french_only = {w for w in KNOWN_WORDS if _lexicon.TYPE_WORDS.get(w.casefold(), None) is not None
                   and _lexicon.TYPE_WORDS[w.casefold()].language == "fr"}
    assert french_only <= table_words
    # Each kind's usual spelling is the first the table lists for it.
    assert _lexicon.FRENCH_NAMES[S.LEGENDARY] == "légendaire" and _lexicon.FRENCH_NAMES[T.KINDRED] == "Parenté"


@pytest.mark.parametrize(("word", "kind"), VOCABULARY.words, ids=[w for w, _ in VOCABULARY.words])
def test_every_type_word_of_the_table_reads_as_its_english(word: str, kind: CardType | Supertype) -> None:
    if isinstance(kind, CardType):
        face = parse_typeline(word).front
        assert face.types == {kind} and face.supertypes == frozenset()
    else:
        line = parse_typeline(f"Créature {word}")
        assert line.front.supertypes == {kind} and line.language == "fr"


@pytest.mark.parametrize(("word", "kinds"), VOCABULARY.compounds, ids=[w for w, _ in VOCABULARY.compounds])
def test_every_compound_reads_as_each_of_its_card_types(word: str, kinds: tuple[CardType, ...]) -> None:
    line = parse_typeline(f"{word} : golem")
    assert line.front.types == set(kinds) and line.language == "fr"


@pytest.mark.parametrize(("french", "english"), VOCABULARY.subtypes, ids=[f for f, _ in VOCABULARY.subtypes])
def test_every_subtype_of_the_table_reads_as_its_english(french: str, english: str) -> None:
    assert parse_typeline(f"Créature : {french}").front.subtypes == (english.casefold(),)
    # An English face keeps the word as written.
    assert parse_typeline(f"Creature — {french}").front.subtypes == (french,)


def test_the_french_editions_words_are_all_in_the_table() -> None:
    for text, meaning in FRENCH_EDITION.items():
        line = parse_typeline(text)
        assert (set(line.front.supertypes), set(line.front.types), line.front.subtypes) == meaning, text
        assert line.language == "fr"
    listed = {w.casefold() for w in VOCABULARY.rules}
    for word in ("créature", "créature-artefact", "véhicule", "éphémère", "rituel", "enchantement", "artefact",
                 "terrain", "légendaire", "légendaires"):
        assert word in listed, word
    # The plural of a noun, as the edition's prose has it, is no type word.
    with pytest.raises(SourceError, match="unknown type word 'Créatures'"):
        parse_typeline("Créatures légendaires")


def _grammar_strings(name: str) -> list[str]:
    grammar = (data_dir("grammar") / "typeline.lark").read_text(encoding="utf-8")
    found = re.search(rf"^{name}:(?P<body>.*)$", grammar, re.MULTILINE)
    assert found is not None, name
    return re.findall(r'"([^"]*)"', found.group("body"))


def test_the_grammar_and_the_table_agree_on_separators_and_joiners() -> None:
    english_dashes = {"—", "–", "-", "--"}
    # The colon and the colon with its dash; the grammar spells the second as a pattern (any dash, any spacing).
    assert set(VOCABULARY.separators) == {":", ": -"}
    assert set(_grammar_strings("SEPARATOR")) - english_dashes == {":"}
    for separator in VOCABULARY.separators:
        line = parse_typeline(f"Planeswalker {separator} Jace")
        assert (line.language, line.front.subtypes) == ("fr", ("jace",)), separator
    assert set(_grammar_strings("_AND")) | set(_grammar_strings("_COMMA")) == set(VOCABULARY.joiners)
    assert _lexicon.FRENCH_SEPARATORS == VOCABULARY.separators and _lexicon.FRENCH_JOINERS == VOCABULARY.joiners


def test_two_word_type_words_come_from_the_table() -> None:
    assert _lexicon.TWO_WORD_STARTS == {"de": "de base"}
    with pytest.raises(SourceError, match=r"did you mean 'de base'\?"):
        parse_typeline("Terrain de : forêt")


# -- the table is read from the page ------------------------------------------------------------


@pytest.fixture
def spec_copy(tmp_path: Path) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(data_dir("spec"), root)
    return root


def _edit(root: Path, old: str, new: str) -> None:
    page = root / PAGE
    text = page.read_text(encoding="utf-8")
    assert old in text
    page.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_word_added_to_the_page_is_in_the_vocabulary(spec_copy: Path) -> None:
    _edit(spec_copy, "G-FRA-2 subtype samouraï = Samurai\n",
          "G-FRA-2 subtype samouraï = Samurai\nG-FRA-2 subtype hobbit = Halfling\n")
    assert ("hobbit", "Halfling") in load_vocabulary(spec_copy).subtypes


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("G-FRA-1 type Rituel = Sorcery", "G-FRA-2 type Rituel = Sorcery", "sits under rule G-FRA-1; its ID must match"),
        ("G-FRA-1 type Rituel = Sorcery", "G-FRA-1 typ Rituel = Sorcery", "unknown kind of word 'typ'"),
        ("G-FRA-1 type Rituel = Sorcery", "G-FRA-1 type Rituel = Sorcerer", "'Sorcerer' is not an English card type"),
        ("G-FRA-1 type Rituel = Sorcery", "G-FRA-1 type Rituel Sorcery", "reads 'type FRENCH = ENGLISH'"),
        ("G-FRA-1 type Rituel = Sorcery", "G-FRA-1 type Terrain = Land", "'Terrain' is listed twice"),
        ("G-FRA-1 supertype neigeux = Snow", "G-FRA-1 supertype neigeux = Snowy", "not an English supertype"),
        ("G-FRA-1 compound Créature-artefact = Artifact Creature", "G-FRA-1 compound Créature-artefact = Artifact",
         "is made of Artifact Creature"),
        ("G-FRA-1 compound Créature-artefact = Artifact Creature", "G-FRA-1 compound Créature-golem = Creature",
         "must join French card types"),
        ("G-FRA-2 subtype loup = Wolf", "G-FRA-2 subtype Loup = Wolf", "in lower case: 'loup'"),
        ("G-FRA-2 joiner et", "G-FRA-2 joiner et ou", "gives one mark or word"),
        ('G-FRA-1 supertype "de base" = Basic', 'G-FRA-1 supertype "de base = Basic', "closing"),
    ],
)
def test_a_faulty_statement_is_refused_naming_its_line(spec_copy: Path, old: str, new: str, message: str) -> None:
    _edit(spec_copy, old, new)
    # The edited line (the last that reads so, when it repeats an earlier one).
    line = max(i for i, text in enumerate((spec_copy / PAGE).read_text(encoding="utf-8").splitlines(), 1)
               if text.startswith(new))
    with pytest.raises(SourceError) as caught:
        load_vocabulary(spec_copy)
    assert message in caught.value.problem
    assert caught.value.source == f"spec/{PAGE}" and caught.value.position.line == line
    assert str(caught.value).startswith(f"spec/{PAGE}:{line}:")


def test_a_vocabulary_block_must_name_french(spec_copy: Path) -> None:
    _edit(spec_copy, "```vocabulary fr\nG-FRA-2", "```vocabulary de\nG-FRA-2")
    with pytest.raises(SourceError, match=r"only French \('fr'\) is known, not 'de'"):
        load_vocabulary(spec_copy)
