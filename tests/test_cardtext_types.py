"""Main types and subtypes declared by the card set (issue 7 §2; spec/landfight/cardtext.md, "Main types and subtypes")."""

from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cardlaw.cardtext import (
    TypeWords,
    ast as A,
    declare_types,
    default_types,
    parse_card_text,
    parse_creature_type,
    print_card_text,
)
from cardlaw.cardtext._rule_ids import CLASS_RULES, rule_ids
from cardlaw.cli import main
from cardlaw.errors import DataError, SourceError
from cardlaw.landfight.cards import inspect_card_file, load_card_set

ROOT = Path(__file__).resolve().parents[1]
LF1 = json.loads((ROOT / "cards" / "LF1.json").read_text(encoding="utf-8"))
VAMPIRES = declare_types({"main_types": ["Light", "Dark"], "subtypes": ["Vampire", "Zombie", "Bat"]})


def _set_file(tmp_path: Path, types: Any, cards: list[dict[str, Any]] | None = None) -> Path:
    data = {"format": "cardlaw-landfight-cards/1", "set": "VMP", "title": "Night"}
    if types is not None:
        data["types"] = types
    data["cards"] = cards or [
        {"number": "VMP-001", "name": "Night Count", "kind": "Creature", "badge": "M", "type": "Dark - Vampire",
         "strength": 3, "rarity": "common", "text": "Each other Vampire creature gains +1 Strength."},
        {"number": "VMP-002", "name": "Dusk Hunt", "kind": "Boost", "badge": "B", "rarity": "common",
         "text": "Destroy each Vampire creature your opponent controls."},
    ]
    path = tmp_path / "vmp.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _error(read: Any, text: str, **kwargs: Any) -> SourceError:
    with pytest.raises(SourceError) as caught:
        read(text, **kwargs)
    return caught.value


# -- a set that declares a new subtype ------------------------------------------------------


def test_a_set_declaring_vampire_reads_its_type_line_and_filters(tmp_path: Path) -> None:
    card_set = load_card_set(_set_file(tmp_path, {"main_types": ["Light", "Dark"], "subtypes": ["Vampire"]}))
    count, hunt = card_set.cards
    assert count.creature_type == A.CreatureType("Dark", "Vampire")
    assert count.type_line == "Dark - Vampire"
    assert card_set.types.subtypes == ("Vampire",)
    [kinds] = [n for n in _nodes(hunt.tree) if isinstance(n, A.Kinds)]
    assert kinds.qualities == (A.Subtype("Vampire"),)
    assert print_card_text(hunt.tree) == "Destroy each Vampire creature your opponent controls."


def test_the_api_reads_with_the_types_it_is_given() -> None:
    assert parse_creature_type("dark – VAMPIRE", types=VAMPIRES) == A.CreatureType("Dark", "Vampire")
    tree = parse_card_text("Destroy each Dark Vampire creature.", types=VAMPIRES)
    [kinds] = [n for n in _nodes(tree) if isinstance(n, A.Kinds)]
    assert kinds.qualities == (A.MainType("Dark"), A.Subtype("Vampire"))
    # One word in a filter is the kind of type the set says it is.
    single = parse_card_text("Destroy each Dark creature.", types=VAMPIRES)
    assert [n for n in _nodes(single) if isinstance(n, A.Kinds)][0].qualities == (A.MainType("Dark"),)


def test_the_same_text_is_refused_under_lf1() -> None:
    err = _error(parse_creature_type, "Dark - Vampire")
    assert err.problem == "unknown word 'Vampire'"
    assert (err.position.line, err.position.column, err.position.length) == (1, 8, 7)
    assert err.expected == "a subtype such as 'Zombie'"
    err = _error(parse_card_text, "Destroy each Vampire creature.")
    assert err.problem == "unknown word 'Vampire'" and err.position.column == 14
    # A near miss of a declared word is offered, from LF1's words or the set's own.
    assert _error(parse_card_text, "Destroy each Zombi creature.").suggestion == "Zombie"
    assert _error(parse_card_text, "Destroy each Vampyre creature.", types=VAMPIRES).suggestion == "Vampire"
    err = _error(parse_creature_type, "Dark - Vampyre", types=VAMPIRES)
    assert err.suggestion == "Vampire" and err.expected == "a subtype such as 'Vampire'"
    assert str(err).splitlines()[:3] == [
        "<creature type>:1:8: unknown word 'Vampyre'",
        "  Dark - Vampyre",
        "         ^^^^^^^",
    ]


def test_a_text_is_read_with_its_own_sets_words_each_time() -> None:
    """The reader keeps trees per text and set: the same text under two sets gets two verdicts."""
    text = "Destroy each Vampire creature."
    assert parse_card_text(text, types=VAMPIRES)
    with pytest.raises(SourceError):
        parse_card_text(text)
    assert parse_card_text(text, types=VAMPIRES)
    # LF1's words are not the set's: Fire is not declared by this set.
    assert _error(parse_card_text, "Destroy each Fire creature.", types=VAMPIRES).problem == "unknown word 'Fire'"


@pytest.mark.parametrize(
    ("text", "column", "word", "expected"),
    [
        ("Zombie - Dark", 1, "Zombie", "a main type such as 'Light'"),
        ("Dark - Light", 8, "Light", "a subtype such as 'Vampire'"),
    ],
)
def test_a_declared_word_of_the_other_kind_is_misplaced_on_the_type_line(
    text: str, column: int, word: str, expected: str
) -> None:
    err = _error(parse_creature_type, text, types=VAMPIRES)
    assert (err.problem, err.position.column, err.expected) == (f"unexpected {word!r}", column, expected)


@pytest.mark.parametrize(
    ("text", "column", "word", "subtype_may_follow"),
    [
        ("Destroy each Vampire Dark creature.", 22, "Dark", False),  # nothing of a type after a subtype
        ("Destroy each Vampire Zombie creature.", 22, "Zombie", False),
        ("Destroy each Dark Light creature.", 19, "Light", True),  # after a main type only a subtype
    ],
)
def test_type_words_in_a_filter_keep_their_order(text: str, column: int, word: str, subtype_may_follow: bool) -> None:
    err = _error(parse_card_text, text, types=VAMPIRES)
    assert (err.problem, err.position.column) == (f"unexpected {word!r}", column)
    # A type word may end a filter ("each Vampire you control"), so what may follow it includes the
    # words after a filter; after a main type a subtype may follow too: one more word.
    head = "one of '(', ',', '-', '.', 'at', 'attachment', 'boost', 'card'"
    # ("that" among them since L-TXT-99's "that was summoned this turn", one more since L-TXT-106, "(" since
    # L-TXT-206's rounding after an effect ("(rounded down)"), and more since then: the grammars merged on
    # 3 December evening allow one word more here than any one branch did; "at" since L-TXT-261's moment said
    # after "destroy" ...; one more since "before battle" may follow an effect, t26-07; "during" since L-TXT-357's
    # "during the End Phase of this turn" said after an effect)
    assert err.expected == f"{head} or {19 if subtype_may_follow else 18} other words"


def test_keywords_stay_closed() -> None:
    """A misspelt keyword where a type may stand is still caught at that word, with the keyword offered."""
    err = _error(parse_card_text, "Destroy a dark creatur.")
    assert err.problem == "unknown word 'creatur'" and err.suggestion == "creature"
    err = _error(parse_card_text, "Drawn 2 cards.")
    assert (err.problem, err.position.column, err.suggestion) == ("unknown word 'Drawn'", 1, "Draw")
    # A declared word where no type may stand is a known word in the wrong place.
    assert _error(parse_card_text, "Draw 1 vampire.", types=VAMPIRES).problem == "unexpected 'vampire'"


# -- the declaration and its schema -------------------------------------------------------


@pytest.mark.parametrize(
    ("types", "path", "words"),
    [
        ({"main_types": ["Dark"], "subtypes": ["vampire"]}, "types.subtypes[0]", "does not match"),
        ({"main_types": ["Dark"], "subtypes": ["Sea Serpent"]}, "types.subtypes[0]", "does not match"),
        ({"main_types": ["Dark"], "subtypes": [3]}, "types.subtypes[0]", "string"),
        ({"main_types": [], "subtypes": []}, "types.main_types", "non-empty"),
        ({"main_types": ["Dark"]}, "types.subtypes", "required"),
        ({"main_types": ["Dark"], "subtypes": [], "extra": []}, "types.extra", ""),
        ({"main_types": ["Dark", "Dark"], "subtypes": []}, "types.main_types", "unique"),
        ({"main_types": ["Dark"], "subtypes": ["V" + "a" * 30]}, "types.subtypes[0]", "long"),
        ({"main_types": ["Dark"], "subtypes": ["Bat"] * 600}, "types.subtypes", ""),
        ("Dark", "types", "object"),
    ],
)
def test_the_schema_refuses_a_malformed_types_section(tmp_path: Path, types: Any, path: str, words: str) -> None:
    with pytest.raises(DataError) as caught:
        load_card_set(_set_file(tmp_path, types))
    assert caught.value.path == path, caught.value
    assert words in str(caught.value)


@pytest.mark.parametrize(
    ("types", "path", "words"),
    [
        ({"main_types": ["Dark"], "subtypes": ["Vampire", "Dark"]}, "types.subtypes[1]", "declared twice (first at types.main_types[0])"),
        ({"main_types": ["Dark"], "subtypes": ["Land"]}, "types.subtypes[0]", "'Land' is a word of the card-text language"),
        ({"main_types": ["Creature"], "subtypes": []}, "types.main_types[0]", "cannot also name a type"),
        ({"main_types": ["Dark"], "subtypes": ["Each"]}, "types.subtypes[0]", "cannot also name a type"),
    ],
)
def test_the_loader_refuses_what_the_schema_cannot_see(tmp_path: Path, types: Any, path: str, words: str) -> None:
    with pytest.raises(DataError) as caught:
        load_card_set(_set_file(tmp_path, types))
    assert caught.value.path == path
    assert words in caught.value.problem


@pytest.mark.parametrize(
    ("declared", "path"),
    [
        ({"main_types": ["Dark"] * 65, "subtypes": []}, "types.main_types"),
        ({"main_types": ["Dark"], "subtypes": [f"W{chr(97 + n % 26)}" for n in range(100_000)]}, "types.subtypes"),
        ({"main_types": ["Dark"], "subtypes": ["Bat", "bat"]}, "types.subtypes[1]"),
        ({"main_types": ["Dark"], "subtypes": ["Bat", "Bat"]}, "types.subtypes[1]"),
        ({"main_types": ["Dark"], "subtypes": [None]}, "types.subtypes[0]"),
        ({"main_types": ["Dark"], "subtypes": "Bat"}, "types.subtypes"),
        ({"main_types": ["Dark"], "subtypes": [], "more": 1}, "types.more"),
        ([], "types"),
    ],
)
def test_declare_types_guards_callers_that_skip_the_schema(declared: Any, path: str) -> None:
    start = time.perf_counter()
    with pytest.raises(DataError) as caught:
        declare_types(declared)
    assert caught.value.path == path
    assert time.perf_counter() - start < 5  # a huge list is refused by its length, not word by word


def test_a_set_without_types_uses_the_reference_sets_words(tmp_path: Path) -> None:
    cards = [{"number": "VMP-001", "name": "Grave Walker", "kind": "Creature", "badge": "S", "type": "Dark - Zombie",
              "strength": 1, "rarity": "common", "text": ""}]
    card_set = load_card_set(_set_file(tmp_path, None, cards))
    assert card_set.types == default_types()
    assert default_types() == declare_types(LF1["types"])


def test_a_card_of_an_undeclared_type_is_reported_by_cards_check(tmp_path: Path) -> None:
    path = _set_file(tmp_path, {"main_types": ["Dark"], "subtypes": ["Zombie"]})
    report = inspect_card_file(path)
    assert [check.ok for check in report.checks] == [False, False]
    assert "unknown word 'Vampire'" in report.checks[0].problems[0]
    result = CliRunner().invoke(main, ["cards", "check", str(path)])
    assert result.exit_code == 1 and "FAILED" in result.stdout


def test_type_words_is_hashable_and_compares_by_its_words() -> None:
    same = declare_types({"main_types": ["Light", "Dark"], "subtypes": ["Vampire", "Zombie", "Bat"]})
    assert same == VAMPIRES and hash(same) == hash(VAMPIRES)
    assert isinstance(VAMPIRES, TypeWords) and VAMPIRES.declares("bat") and not VAMPIRES.declares("Bat")


# -- the command line ------------------------------------------------------------------------


def test_parse_with_a_set(tmp_path: Path) -> None:
    path = _set_file(tmp_path, {"main_types": ["Dark"], "subtypes": ["Vampire"]})
    result = CliRunner().invoke(main, ["parse", "--set", str(path), "--type", "Dark - Vampire"])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == "Dark - Vampire"
    result = CliRunner().invoke(main, ["parse", "--set", str(path), "Destroy each Vampire creature."])
    assert result.exit_code == 0 and result.stdout.splitlines()[-1] == "Destroy each Vampire creature."
    result = CliRunner().invoke(main, ["parse", "Destroy each Vampire creature."])
    assert result.exit_code == 2 and "unknown word 'Vampire'" in result.stderr and "Traceback" not in result.output
    bad = _set_file(tmp_path, {"main_types": ["Dark"], "subtypes": ["Land"]})
    result = CliRunner().invoke(main, ["parse", "--set", str(bad), "Draw 1 card."])
    assert result.exit_code == 2 and "types.subtypes[0]" in result.stderr


# -- the rules a text uses ------------------------------------------------------------------


def test_every_construct_has_its_rules() -> None:
    classes = {
        name for name, value in vars(A).items()
        if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == A.__name__
    }
    assert classes == set(CLASS_RULES)
    headings = set((ROOT / "spec" / "landfight" / "cardtext.md").read_text(encoding="utf-8").split("\n"))
    for rules in CLASS_RULES.values():
        for rule in rules:
            assert any(line.startswith("#") and f" {rule} · " in line for line in headings), rule


def test_rule_ids_of_a_text() -> None:
    tree = parse_card_text("(OPT): Draw 1 card.\nThis card cannot be destroyed by battle.")
    # "Draw" names no player, but the tree holds the one it means: you (L-TXT-18).
    assert rule_ids(tree) == ("L-TXT-1", "L-TXT-2", "L-TXT-3", "L-TXT-5", "L-TXT-10", "L-TXT-15", "L-TXT-18",
                              "L-TXT-19", "L-TXT-34", "L-TXT-36")


def _nodes(node: object) -> list[object]:
    found: list[object] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            stack.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            found.append(item)
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item) if f.name != "span")
    return found


def test_a_declared_subtype_in_the_plural_names_its_creatures() -> None:
    """L-TXT-100: the plural of a subtype the set declares, with no count, is all its creatures."""
    read = parse_card_text("Vampires you control gain +1 Strength.", types=VAMPIRES)
    assert print_card_text(read) == "All Vampire creatures you control gain +1 Strength."
    assert read == parse_card_text("All Vampire creatures you control gain +1 Strength.", types=VAMPIRES)
    # LF1 does not declare Vampire, so its plural is an unknown word there.
    assert _error(parse_card_text, "Vampires you control gain +1 Strength.").problem == "unknown word 'Vampires'"
    # After a count the plural does not read: "a Dragons" is no filter the language has.
    assert _error(parse_card_text, "Destroy a Dragons.").problem == "unknown word 'Dragons'"
    # Irregular endings read back to the declared word.
    assert print_card_text(parse_card_text("Your Wolves gain +1 Strength.")) == "All Wolf creatures you control gain +1 Strength."
    assert print_card_text(parse_card_text("Fairies you control gain +1 Strength.")) == (
        "All Fairy creatures you control gain +1 Strength.")

