"""The minigame rules language, the rule sets spec/ writes in it, and the checker that proves them.

Includes the "tests run the spec check" requirement: both printed variants must be
proved total and consistent, and a third variant must be addable by writing a page.
"""

from __future__ import annotations

import random
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlaw import Card, check_variant, load_rulebook, variants
from cardlaw._paths import data_dir
from cardlaw.errors import CardlawError, SourceError
from cardlaw.grid import ENGINE_RULES, Advanced, Battled, Discarded, Game, Won, deal, make_piece, rule_battle
from cardlaw.rulebook import RULE_ID
from cardlaw.rules import _compile, _ruleset
from cardlaw.rules._ast import Statement
from cardlaw.rules._check import CheckReport, check_ruleset
from cardlaw.rules._compile import compile_ruleset
from cardlaw.rules._parse import parse_rules
from cardlaw.rules._ruleset import build_ruleset, load_ruleset, statements_for
from cardlaw.typeline import parse_typeline

SPEC = data_dir("spec")


# -- the spec check ----------------------------------------------------------------


@pytest.mark.parametrize("variant", ["hornburg", "base-race"])
def test_spec_check_proves_each_printed_variant(variant: str) -> None:
    report = check_variant(variant)
    assert report.ok, report.summary()
    assert report.problems == ()
    assert report.categories == ("land", "creature", "legend", "spell", "artifact")
    assert report.outcomes == 5 * 5 * 3
    assert report.summary().endswith(": total and consistent")


def test_the_spec_declares_the_printed_variants() -> None:
    assert variants()[:2] == ("hornburg", "base-race")


def test_an_unknown_variant_is_refused_with_a_suggestion() -> None:
    with pytest.raises(CardlawError, match=r"unknown game 'hornbrug'; did you mean 'hornburg'\?"):
        load_ruleset("hornbrug")


# -- broken rule sets are reported ---------------------------------------------------


def hornburg_statements() -> list[Statement]:
    return statements_for("hornburg", load_rulebook())


def checked(statements: list[Statement]) -> CheckReport:
    return check_ruleset(build_ruleset("hornburg", statements))


def test_removing_a_category_its_clause_still_names_is_refused_at_load() -> None:
    statements = [s for s in hornburg_statements() if s.rule != "HB-CAT-4"]
    with pytest.raises(CardlawError) as err:
        build_ruleset("hornburg", statements)
    line = next(s.where.line for s in hornburg_statements() if s.rule == "G-BAT-5")
    assert str(err.value) == f"spec/grid/03-battle.md:{line}:1: G-BAT-5: unknown category 'spell'"


def test_removing_the_spell_category_leaves_cards_in_no_category() -> None:
    statements = [s for s in hornburg_statements() if s.rule not in ("HB-CAT-4", "G-BAT-5")]
    report = checked(statements)
    assert not report.ok
    assert report.categories == ("land", "creature", "legend", "artifact")
    where = "dfc=removed, enchantment_creature=creature, legendary_vehicle=legend, planeswalker=legend"
    assert f"'Instant' falls in no category ({where})" in report.problems
    # No predicate names Sorcery, so a sorcery is in the same class as an instant: one report covers both.
    assert not any("Sorcery" in p for p in report.problems)
    assert f"'Enchantment' falls in no category ({where})" in report.problems
    assert len(report.problems) == 20  # the report stops at max_problems
    assert "20 problem(s)" in report.summary()


def test_a_conflicting_clause_gives_two_game_winners() -> None:
    statements = hornburg_statements() + parse_rules("X-1 clause when both land: defender wins the game")
    report = checked(statements)
    assert report.problems == (
        "both players win the game when land attacks land (defender stronger)",
        "both players win the game when land attacks land (equal strength)",
        "both players win the game when land attacks land (attacker stronger)",
    )


def test_overlapping_categories_are_reported() -> None:
    statements = hornburg_statements() + parse_rules("X-2 category relic: type Artifact and supertype Legendary")
    report = checked(statements)
    where = "(dfc=removed, enchantment_creature=creature, legendary_vehicle=legend, planeswalker=legend)"
    assert f"'Legendary Artifact' falls in artifact and relic {where}" in report.problems
    assert f"'Legendary Artifact Creature' falls in legend and relic {where}" in report.problems


def test_a_beats_effect_that_fits_neither_card_is_reported() -> None:
    statements = hornburg_statements() + parse_rules("X-3 clause when both creature: legend beats spell")
    assert checked(statements).problems == tuple(
        f"X-3: 'beats' applies to neither side (creature against creature) ({note})"
        for note in ("defender stronger", "equal strength", "attacker stronger")
    )


def test_a_clause_that_can_never_fit_is_dead_text() -> None:
    statements = hornburg_statements() + parse_rules("X-4 clause when both spell and both artifact: discard both")
    assert checked(statements).problems == ("clause X-4 never applies to any pair",)


def test_a_battle_no_clause_settles_is_reported() -> None:
    statements = [s for s in hornburg_statements() if s.rule != "G-BAT-2"]
    assert checked(statements).problems == tuple(
        f"no clause applies when creature attacks creature ({note})"
        for note in ("defender stronger", "equal strength", "attacker stronger")
    )


def test_a_category_no_card_can_reach_is_reported() -> None:
    statements = hornburg_statements() + parse_rules(
        "X-5 category ghost: type Land and not type Land\nX-5 clause when either ghost: discard both"
    )
    assert "category ghost holds no type line: it can never battle" in checked(statements).problems


def test_a_second_deal_statement_is_refused() -> None:
    statements = hornburg_statements() + parse_rules("X-6 deal 10 per player", source="spec/grid/x.md")
    with pytest.raises(CardlawError) as err:
        build_ruleset("hornburg", statements)
    assert str(err.value) == "spec/grid/x.md:1:1: X-6: hornburg already has a deal statement (G-SET-4)"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("X-7 category odd: type Creture", "unknown card type 'Creture'; did you mean 'Creature'?"),
        ("X-7 category odd: supertype Legendry", "unknown supertype 'Legendry'; did you mean 'Legendary'?"),
        ("X-7 category odd: option advanse is yes", "unknown option 'advanse'; did you mean 'advance'?"),
        ("X-7 category odd: option advance is maybe", "option advance has no value 'maybe'"),
        ("X-7 clause when both creture: discard both", "unknown category 'creture'; did you mean 'creature'?"),
        ("X-7 clause when both creature: higher power wins, attacker wins ties",
         "unknown measure 'power'; a contest compares toughness or loyalty"),
        ("X-7 X-8 overrides G-BAT-6", "X-8 is not a clause of hornburg"),
        ("X-7 option advance: yes | no default no", "option advance is declared twice"),
        ("X-7 option speed: fast | slow default medium", "option speed: default 'medium' is not one of its values"),
    ],
)
def test_statements_that_make_no_sense_are_refused(text: str, message: str) -> None:
    statements = hornburg_statements() + parse_rules(text, source="t.md")
    with pytest.raises(CardlawError) as err:
        build_ruleset("hornburg", statements)
    assert str(err.value) == f"t.md:1:1: X-7: {message}"


def test_overlapping_home_areas_are_refused() -> None:
    statements = [s for s in hornburg_statements() if s.rule != "G-SET-5"]
    statements += parse_rules("X-9 grid 4 by 5 with 3 home rows", source="t.md")
    with pytest.raises(CardlawError, match=r"^t\.md:1:1: X-9: the two home areas overlap$"):
        build_ruleset("hornburg", statements)


def test_a_missing_single_statement_is_named() -> None:
    statements = [s for s in hornburg_statements() if s.rule != "G-CMB-1"]
    with pytest.raises(CardlawError, match=r"^variant 'hornburg' has no combine statement in spec/$"):
        build_ruleset("hornburg", statements)


def test_combine_first_changes_the_outcome_of_a_spell_against_an_artifact() -> None:
    statements = [s for s in hornburg_statements() if s.rule != "G-CMB-1"] + parse_rules("X-1 combine first")
    ruleset = build_ruleset("hornburg", statements)
    rules = compile_ruleset(ruleset, ruleset.defaults())
    spell, artifact = rules.categories.index("spell"), rules.categories.index("artifact")
    outcome = rules.outcome(spell, artifact, 0)
    assert outcome.clauses == ("G-BAT-5",)  # only the first fitting clause
    assert outcome.extra_turns == ()
    default = compile_ruleset(load_ruleset("hornburg"), load_ruleset("hornburg").defaults())
    assert default.outcome(spell, artifact, 0).clauses == ("G-BAT-5", "G-BAT-6")
    assert default.outcome(spell, artifact, 0).extra_turns == (1,)


# -- parse errors ------------------------------------------------------------------


def parse_error(text: str, line_offset: int = 10) -> SourceError:
    with pytest.raises(SourceError) as err:
        parse_rules(text, source="spec/grid/x.md", line_offset=line_offset)
    return err.value


def test_parse_error_missing_colon() -> None:
    err = parse_error("G-BAT-2 clause when both creature higher toughness wins, attacker wins ties")
    assert str(err) == (
        "spec/grid/x.md:11:35: unexpected 'higher'\n"
        "  G-BAT-2 clause when both creature higher toughness wins, attacker wins ties\n"
        "                                    ^^^^^^\n"
        "expected '/', ':' or 'and'"
    )
    assert (err.position.line, err.position.column, err.position.length) == (11, 35, 6)


def test_parse_error_a_word_where_a_number_goes() -> None:
    err = parse_error("G-SET-4 deal eleven per player")
    assert str(err) == (
        "spec/grid/x.md:11:14: unexpected 'eleven'\n"
        "  G-SET-4 deal eleven per player\n"
        "               ^^^^^^\n"
        "expected a number"
    )


def test_parse_error_the_block_ends_too_early() -> None:
    err = parse_error("G-SET-4 deal 11 per")
    assert str(err) == (
        "spec/grid/x.md:11:20: the block ends too early\n"
        "  G-SET-4 deal 11 per\n"
        "                     ^\n"
        "expected 'player'"
    )


def test_parse_error_suggests_the_keyword_meant_on_the_right_file_line() -> None:
    err = parse_error("G-BAT-5 clause when either spell: discard both\nGR-3 option advance: yes | no defualt yes")
    assert str(err) == (
        "spec/grid/x.md:12:31: unexpected 'defualt'\n"
        "  GR-3 option advance: yes | no defualt yes\n"
        "                                ^^^^^^^\n"
        "expected 'default' or '|'\n"
        "did you mean 'default'?"
    )
    assert err.suggestion == "default"


def test_parse_error_a_misspelt_statement_word() -> None:
    err = parse_error("G-SET-4 dael 11 per player", line_offset=0)
    assert str(err).splitlines()[0] == "spec/grid/x.md:1:9: unexpected 'dael'"
    assert str(err).splitlines()[-1] == "did you mean 'deal'?"


def test_parse_error_a_word_after_a_complete_statement() -> None:
    """A stray word where the block could end: the end of the block is among the things expected."""
    err = parse_error("G-SET-4 deal 11 per player player")
    assert str(err) == (
        "spec/grid/x.md:11:28: unexpected 'player'\n"
        "  G-SET-4 deal 11 per player player\n"
        "                             ^^^^^^\n"
        "expected a rule ID such as 'G-BAT-2' or the end of the block"
    )


def test_parse_error_a_missing_comma_between_effects() -> None:
    err = parse_error("G-BAT-6 clause when either artifact: discard each artifact extra turn for each artifact")
    assert str(err).splitlines()[0] == "spec/grid/x.md:11:60: unexpected 'extra'"
    assert str(err).splitlines()[-1] == "expected ',', a rule ID such as 'G-BAT-2' or the end of the block"


_RULES_WORDS = st.sampled_from(
    [
        "G-BAT-2", "GR-3", "X-1", "variant", "packs", "from", "lands", "per", "player", "deal", "grid", "by",
        "with", "home", "rows", "option", "default", "number", "remove", "given", "land", "category", "clause",
        "when", "both", "either", "attacker", "defender", "one", "other", "and", "or", "not", "type", "supertype",
        "subtype", "double-faced", "is", "discard", "each", "higher", "toughness", "loyalty", "wins", "ties",
        "beats", "extra", "turn", "for", "owner", "of", "loses", "the", "game", "combine", "all", "first",
        "overrides", "Creature", "Land", "creature", "spell", "11", "3", '"LTR"', ":", ",", "|", "/", "(", ")",
        "#", "\n", "@", "é",
    ]
)


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.lists(_RULES_WORDS, max_size=14).map(" ".join), st.text(max_size=30)))
def test_any_rules_text_parses_or_raises_source_error(text: str) -> None:
    try:
        parse_rules(text)
    except SourceError as err:
        assert err.position.line >= 1 and err.position.column >= 1


# -- a third variant, with no Python change ---------------------------------------------

SKIRMISH_PAGE = """\
# Skirmish

A small variant for tests: one pack, a three-by-four board, fighters and everything else.

### SK-VAR-1 · The Skirmish variant

```rules skirmish
SK-VAR-1 variant skirmish "Skirmish"
```

### SK-SET-1 · Setup

```rules skirmish
SK-SET-1 packs 1 from "LTR"
SK-SET-1 lands 1 per player
SK-SET-1 deal 5 per player
SK-SET-1 grid 3 by 4 with 2 home rows
SK-SET-1 given land: type Land and not double-faced
SK-SET-1 remove: type Land or double-faced
```

### SK-OPT-1 · Attackers stay put

```rules skirmish
SK-OPT-1 option advance: yes | no default no
SK-OPT-1 option ply_cap: number | off default 50
```

### SK-CAT-1 · Categories

```rules skirmish
SK-CAT-1 category land: type Land
SK-CAT-1 category fighter: not type Land and type Creature
SK-CAT-1 category other: not type Land and not type Creature
```

### SK-BAT-1 · Fighters

Unlike the printed games, the defender wins ties.

```rules skirmish
SK-BAT-1 clause when both fighter: higher toughness wins, defender wins ties
```

### SK-BAT-2 · Everything else

```rules skirmish
SK-BAT-2 clause when either other: discard both
```

### SK-WIN-1 · Lands

```rules skirmish
SK-WIN-1 clause when either land: owner of each land loses
```

### SK-WIN-2 · Land against land

```rules skirmish
SK-WIN-2 clause when both land: defender wins the game
```

### SK-CMB-1 · Combining

```rules skirmish
SK-CMB-1 combine all
SK-CMB-1 SK-WIN-2 overrides SK-WIN-1
```
"""


def copy_spec(tmp_path: Path) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(SPEC, root)
    return root


@pytest.fixture
def skirmish_spec(tmp_path: Path) -> Path:
    root = copy_spec(tmp_path)
    (root / "grid" / "09-skirmish.md").write_text(SKIRMISH_PAGE, encoding="utf-8")
    return root


@pytest.fixture
def spec_root(monkeypatch: pytest.MonkeyPatch, skirmish_spec: Path) -> Iterator[Path]:
    """Make the engine read the temporary spec, as an installation with the new page would."""
    real = load_rulebook
    monkeypatch.setattr(_ruleset, "load_rulebook", lambda root=None: real(root or skirmish_spec))
    load_ruleset.cache_clear()
    _compile._compiled.cache_clear()
    yield skirmish_spec
    monkeypatch.undo()
    load_ruleset.cache_clear()
    _compile._compiled.cache_clear()


def test_a_third_variant_is_built_checked_and_compiled_from_a_page(skirmish_spec: Path) -> None:
    book = load_rulebook(skirmish_spec)
    assert book.variants[:2] == ("hornburg", "base-race") and "skirmish" in book.variants
    ruleset = build_ruleset("skirmish", statements_for("skirmish", book))
    assert (ruleset.title, ruleset.packs, ruleset.set_code, ruleset.deal) == ("Skirmish", 1, "LTR", 5)
    assert (ruleset.grid.columns, ruleset.grid.rows, ruleset.grid.home_rows) == (3, 4, 2)
    report = check_ruleset(ruleset)
    assert report.ok, report.summary()
    assert report.categories == ("land", "fighter", "other")
    assert report.outcomes == 27
    rules = compile_ruleset(ruleset, ruleset.resolve_options())
    assert rules.options["advance"] == "no"
    fighter = rules.categories.index("fighter")
    tie = rules.outcome(fighter, fighter, 0)
    assert (tie.survivor, tie.discarded, tie.clauses) == (1, (0,), ("SK-BAT-1",))
    # A battle on a hand-built game, straight from the compiled rules.
    pieces = [
        make_piece(rules, Card("Bear", "Creature — Bear", "2"), 0),
        make_piece(rules, Card("Wall", "Creature — Wall", "2"), 1),
    ]
    game = Game(rules, pieces, [4, 7], 0)  # b2 attacks b3
    events = game.apply(game.parse_move("b2 b3"))
    battle = next(e for e in events if isinstance(e, Battled))
    assert (battle.comparison, battle.survivor, battle.rules) == (
        "equal", "defender", ("SK-BAT-1", "G-OUT-2", "G-OUT-3")
    )
    assert [e.card for e in events if isinstance(e, Discarded)] == ["Bear"]


def test_a_third_variant_plays_through_the_public_api(spec_root: Path) -> None:
    assert "skirmish" in variants()
    assert check_variant("skirmish").ok
    ruling = rule_battle("skirmish", Card("Orc", "Creature — Orc", "3"), Card("Elf", "Creature — Elf", "1"))
    assert (ruling.survivor, ruling.survivor_square, ruling.discarded) == ("attacker", "from", ("defender",))
    assert not any(isinstance(e, Advanced) for e in ruling.events)  # the variant's advance defaults to no
    # The attacker stays put by the variant's own advance ruling, which is cited (not the printed games' GR-3).
    assert {"G-OUT-3", "SK-OPT-1"} <= set(ruling.rules) and "GR-3" not in ruling.rules
    assert rule_battle("skirmish", Card("Orc", "Creature — Orc", "3"), Card("Elf", "Creature — Elf", "1"),
                       {"ply_cap": 1}).winner is None  # draw options do not reach a single battle
    ruling = rule_battle("skirmish", Card("Forest", "Basic Land — Forest"), Card("Plains", "Basic Land — Plains"))
    assert ruling.winner == "defender"
    assert ruling.rules == ("G-MOV-5", "G-BAT-1", "SK-CAT-1", "SK-WIN-2", "SK-CMB-1", "G-END-1")
    for seed in range(20):
        game, record = deal("skirmish", seed)
        assert len(record.hands[0]) == len(record.hands[1]) == 5
        assert sum(1 for pid in game.at if pid != -1) == 12
        rng = random.Random(seed)
        while not game.over:
            moves = game.legal_moves()
            assert moves
            game.apply(rng.choice(moves))
        assert game.ply <= 50
        assert game.result is not None


def test_a_won_game_gives_a_true_reason_in_a_new_variant(spec_root: Path) -> None:
    """SK-WIN-2 lets the *defending* land's owner win when land attacks land; the reason must not
    say that the winner's land attacked."""
    ruling = rule_battle("skirmish", Card("Forest", "Basic Land — Forest"), Card("Plains", "Basic Land — Plains"))
    won = next(e for e in ruling.events if isinstance(e, Won))
    assert won.player == "north"
    assert won.reason != "north's land attacked south's land"


def test_the_third_variant_is_gone_with_its_page(spec_root: Path) -> None:
    (spec_root / "grid" / "09-skirmish.md").unlink()
    load_rulebook.cache_clear()
    with pytest.raises(CardlawError, match=r"unknown game 'skirmish'"):
        load_ruleset("skirmish")


def test_a_variant_block_that_declares_another_name_is_refused(skirmish_spec: Path) -> None:
    page = skirmish_spec / "grid" / "09-skirmish.md"
    page.write_text(SKIRMISH_PAGE.replace('variant skirmish "Skirmish"', 'variant melee "Skirmish"'), encoding="utf-8")
    book = load_rulebook(skirmish_spec)
    with pytest.raises(CardlawError, match=r"SK-VAR-1: a block for 'skirmish' declares variant 'melee'"):
        build_ruleset("skirmish", statements_for("skirmish", book))


def test_a_broken_third_variant_is_reported(skirmish_spec: Path) -> None:
    page = skirmish_spec / "grid" / "09-skirmish.md"
    page.write_text(SKIRMISH_PAGE.replace("SK-CMB-1 SK-WIN-2 overrides SK-WIN-1\n", ""), encoding="utf-8")
    ruleset = build_ruleset("skirmish", statements_for("skirmish", load_rulebook(skirmish_spec)))
    problems = check_ruleset(ruleset).problems
    assert "both players win the game when land attacks land (equal strength)" in problems


# -- the checker's partition covers every word a variant names (review: exhaustive check) --------

EQUIPMENT_CATEGORIES = """\
### SK-CAT-1 · Categories

```rules skirmish
SK-CAT-1 category land: type Land
SK-CAT-1 category fighter: not type Land and type Creature
SK-CAT-1 category gear: not type Land and not type Creature and type Artifact
SK-CAT-1 category other: not type Land and not type Creature and not type Artifact and not supertype World
SK-CAT-1 category equip: not type Land and subtype Equipment
```
"""


def _skirmish_with(skirmish_spec: Path, old: str, new: str) -> CheckReport:
    page = skirmish_spec / "grid" / "09-skirmish.md"
    assert old in SKIRMISH_PAGE
    page.write_text(SKIRMISH_PAGE.replace(old, new), encoding="utf-8")
    ruleset = build_ruleset("skirmish", statements_for("skirmish", load_rulebook(skirmish_spec)))
    return check_ruleset(ruleset, max_problems=1000)


def test_the_check_sees_subtypes_and_supertypes_only_a_new_variant_names(skirmish_spec: Path) -> None:
    """The old checker tried only subtypes {none, Vehicle} and five fixed supertype sets, so an
    Equipment category overlapping another, and a World card in no category, went unnoticed."""
    old = SKIRMISH_PAGE[SKIRMISH_PAGE.index("### SK-CAT-1") : SKIRMISH_PAGE.index("### SK-BAT-1")]
    report = _skirmish_with(skirmish_spec, old, EQUIPMENT_CATEGORIES + "\n")
    assert "'Artifact — Equipment' falls in gear and equip (defaults)" in report.problems
    assert "'Creature — Equipment' falls in fighter and equip (defaults)" in report.problems
    assert "'Artifact — Equipment // Land' falls in gear and equip (defaults)" in report.problems
    # Neither Land, Creature nor Artifact: only unreferenced card types, shown with an Instant.
    assert "'World Instant' falls in no category (defaults)" in report.problems
    assert "'Instant — Equipment' falls in other and equip (defaults)" in report.problems
    assert not any(p.startswith(("'World Instant — Equipment'", "'Instant' ")) for p in report.problems)  # one each


def test_the_partition_is_every_subset_of_the_referenced_words(skirmish_spec: Path) -> None:
    old = SKIRMISH_PAGE[SKIRMISH_PAGE.index("### SK-CAT-1") : SKIRMISH_PAGE.index("### SK-BAT-1")]
    report = _skirmish_with(skirmish_spec, old, EQUIPMENT_CATEGORIES + "\n")
    # types {Land, Creature, Artifact}: 8 subsets; supertypes {World}: 2; subtypes {Equipment}: 2; 1 or 2 faces.
    assert report.classes == 8 * 2 * 2 * 2
    assert check_variant("hornburg").classes == 32 * 2 * 2 * 2  # Land Creature Enchantment Artifact Planeswalker; Legendary; Vehicle
    assert check_variant("base-race").classes == 32 * 4 * 2 * 2  # the same, and Basic from BR-SET-1


def test_every_class_a_real_card_can_be_in_is_checked() -> None:
    """Any type line, however odd, agrees with one checked class on every word the predicates read."""
    from cardlaw.rules._check import type_line_classes, vocabulary
    from cardlaw.typeline import parse_typeline

    for variant in ("hornburg", "base-race"):
        ruleset = load_ruleset(variant)
        preds = [st.body.pred for st in (*ruleset.categories, *ruleset.removals, ruleset.given)]  # type: ignore[union-attr]
        words = vocabulary(preds)

        def key(line: object) -> tuple[object, ...]:
            face = line.front  # type: ignore[attr-defined]
            return (
                face.types & words.types,
                face.supertypes & words.supertypes,
                frozenset(face.subtypes) & words.subtypes,
                line.double_faced,  # type: ignore[attr-defined]
            )

        keys = {key(line) for line in type_line_classes(words)}
        for text in (
            "Snow Kindred Sorcery — Elf", "World Enchantment — Aura", "Legendary Artifact Creature — Vehicle Golem",
            "Basic Snow Land — Forest", "Legendary Planeswalker — Jace // Land", "Battle — Siege",
            "Artifact Land", "Enchantment Artifact — Equipment Aura",
        ):
            assert key(parse_typeline(text)) in keys, (variant, text)


def test_a_number_option_named_by_a_predicate_is_tried_at_that_number_and_at_another(skirmish_spec: Path) -> None:
    report = _skirmish_with(
        skirmish_spec,
        "SK-CAT-1 category other: not type Land and not type Creature\n",
        "SK-CAT-1 category other: not type Land and not type Creature and not option ply_cap is 7\n",
    )
    assert "'Instant' falls in no category (ply_cap=7)" in report.problems
    assert report.option_sets == 3  # 7, a number no predicate names, and off


# -- number options with a minimum (review: ply_cap=0, repetition=1) --------------------------


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("ply_cap", 0, "option ply_cap (GR-14) cannot be '0': choose a whole number from 1 | off"),
        ("ply_cap", "-5", "option ply_cap (GR-14) cannot be '-5': choose a whole number from 1 | off"),
        ("repetition", 1, "option repetition (GR-15) cannot be '1': choose a whole number from 2 | off"),
        ("repetition", "0", "option repetition (GR-15) cannot be '0': choose a whole number from 2 | off"),
    ],
)
def test_a_number_below_the_options_minimum_is_refused(option: str, value: object, message: str) -> None:
    for variant in ("hornburg", "base-race"):
        with pytest.raises(CardlawError) as err:
            _compile.compiled(variant, {option: value})  # type: ignore[dict-item]
        assert str(err.value) == message


def test_the_minimum_itself_and_off_are_accepted() -> None:
    assert _compile.compiled("hornburg", {"ply_cap": 1, "repetition": 2}).options == {
        **load_ruleset("hornburg").defaults(), "ply_cap": 1, "repetition": 2
    }
    assert _compile.compiled("hornburg", {"ply_cap": "off"}).options["ply_cap"] == "off"


def test_number_from_parses_into_a_minimum() -> None:
    (st_,) = parse_rules("X-1 option n: off | number from 3 default off")
    assert st_.body == _ruleset.A.Option("n", ("off", "number"), "off", 3)
    (st_,) = parse_rules("X-1 option n: number | off default 0")
    assert st_.body == _ruleset.A.Option("n", ("number", "off"), 0, None)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("X-7 option speed: number from 2 | off default 1", "option speed: default 1 is not one of its values"),
        ("X-7 option speed: number from 2 | number default 3", "option speed lists the value 'number' twice"),
        ("X-7 option speed: off | off default off", "option speed lists the value 'off' twice"),
    ],
)
def test_option_declarations_that_make_no_sense_are_refused(text: str, message: str) -> None:
    statements = hornburg_statements() + parse_rules(text, source="t.md")
    with pytest.raises(CardlawError) as err:
        build_ruleset("hornburg", statements)
    assert str(err.value) == f"t.md:1:1: X-7: {message}"


def test_a_predicate_may_not_name_a_number_below_the_minimum() -> None:
    statements = hornburg_statements() + parse_rules("X-7 category odd: option ply_cap is 0", source="t.md")
    with pytest.raises(CardlawError, match=r"^t\.md:1:1: X-7: option ply_cap has no value 0$"):
        build_ruleset("hornburg", statements)


# -- rules-language pitfalls (review: duplicate clause IDs, self-overrides) ------------------


def test_two_clauses_under_one_rule_id_are_refused() -> None:
    text = "X-7 clause when both spell: discard both\nX-7 clause when both artifact: discard both"
    statements = hornburg_statements() + parse_rules(text, source="spec/grid/x.md", line_offset=40)
    with pytest.raises(CardlawError) as err:
        build_ruleset("hornburg", statements)
    assert str(err.value) == (
        "spec/grid/x.md:42:1: X-7: hornburg already has a clause X-7 (spec/grid/x.md:41); "
        "overrides and citations name a clause by its rule ID, so each rule may state at most one clause"
    )


def test_a_second_clause_under_a_printed_rule_is_refused_naming_the_first() -> None:
    statements = hornburg_statements() + parse_rules("G-BAT-5 clause when both legend: discard both", source="t.md")
    line = next(s.where.line for s in hornburg_statements() if s.rule == "G-BAT-5")
    with pytest.raises(CardlawError, match=rf"^t\.md:1:1: G-BAT-5: hornburg already has a clause G-BAT-5 "
                       rf"\(spec/grid/03-battle\.md:{line}\)"):
        build_ruleset("hornburg", statements)


def test_categories_and_a_clause_may_still_share_a_rule_id() -> None:
    statements = hornburg_statements() + parse_rules(
        "X-5 category ghost: type Land and not type Land\nX-5 clause when either ghost: discard both"
    )
    build_ruleset("hornburg", statements)  # one clause: fine


def test_a_clause_overriding_itself_is_refused() -> None:
    statements = hornburg_statements() + parse_rules("X-7 G-BAT-6 overrides G-BAT-6", source="spec/grid/x.md")
    with pytest.raises(CardlawError) as err:
        build_ruleset("hornburg", statements)
    assert str(err.value) == (
        "spec/grid/x.md:1:1: X-7: G-BAT-6 overrides itself; an override names two different clauses"
    )


# -- rule IDs and headings -----------------------------------------------------------


def test_every_rule_the_engine_cites_is_in_the_rulebook() -> None:
    rules = load_rulebook().rules
    assert [r for r in ENGINE_RULES if r not in rules] == []


def test_every_rule_a_rule_set_cites_is_in_the_rulebook() -> None:
    rules = load_rulebook().rules
    for variant in ("hornburg", "base-race"):
        ruleset = load_ruleset(variant)
        cited = {s.rule for s in ruleset.statements} | {ruling for _, ruling in ruleset.options.values()}
        cited |= set(ruleset.setup_rules.values()) | {ruleset.variant_rule, ruleset.combine_rule}
        assert sorted(cited - set(rules)) == []


_HEADING = re.compile(r"^#{2,6}\s+(" + RULE_ID.pattern + r")\b")


def spec_headings(root: Path) -> list[tuple[str, str]]:
    found = []
    for path in sorted(root.rglob("*.md")):
        in_fence = False
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(("```", "~~~")):
                in_fence = not in_fence
                continue
            match = _HEADING.match(line)
            if match and not in_fence:
                found.append((match.group(1), path.relative_to(root).as_posix()))
    return found


def test_rule_headings_are_unique() -> None:
    headings = spec_headings(SPEC)
    ids = [rule_id for rule_id, _ in headings]
    assert sorted({i for i in ids if ids.count(i) > 1}) == []
    assert set(ids) == set(load_rulebook().rules)


def test_links_to_rules_point_at_the_rule_heading() -> None:
    book = load_rulebook()
    link = re.compile(r"\]\(([^)#]*)#(" + RULE_ID.pattern + r")\)")
    bad = []
    for path in sorted(SPEC.rglob("*.md")):
        source = path.relative_to(SPEC).as_posix()
        for target, rule_id in link.findall(path.read_text(encoding="utf-8")):
            rule = book.rules.get(rule_id)
            where = (path.parent / target).resolve().relative_to(SPEC.resolve()).as_posix() if target else source
            if rule is None or rule.source != where:
                bad.append(f"{source}: {target}#{rule_id}")
    assert bad == []


def test_a_duplicate_heading_is_refused(tmp_path: Path) -> None:
    root = copy_spec(tmp_path)
    page = root / "grid" / "02-turns.md"
    lines = page.read_text(encoding="utf-8").splitlines()
    page.write_text("\n".join([*lines, "", "### G-SET-4 · The deal, again", ""]), encoding="utf-8")
    with pytest.raises(CardlawError) as err:
        load_rulebook(root)
    assert str(err.value) == f"spec/grid/02-turns.md:{len(lines) + 2}: rule G-SET-4 is defined twice"


def test_every_statement_sits_under_its_own_heading(tmp_path: Path) -> None:
    root = copy_spec(tmp_path)
    page = root / "grid" / "01-setup.md"
    text = page.read_text(encoding="utf-8")
    assert text.count("G-SET-4 deal 11 per player") == 1
    line = text.splitlines().index("G-SET-4 deal 11 per player") + 1
    page.write_text(text.replace("G-SET-4 deal 11 per player", "G-SET-5 deal 11 per player"), encoding="utf-8")
    book = load_rulebook(root)  # loading the prose still works
    for variant in ("hornburg", "base-race"):
        with pytest.raises(CardlawError) as err:
            statements_for(variant, book)
        assert str(err.value) == (
            f"spec/grid/01-setup.md:{line}:1: G-SET-5: this statement sits under rule G-SET-4; its ID must match"
        )


def test_the_real_spec_has_every_statement_under_its_own_heading() -> None:
    book = load_rulebook()
    for variant in ("hornburg", "base-race"):
        for statement in statements_for(variant, book):
            rule = book.rules[statement.rule]
            assert rule.source == statement.where.source.removeprefix("spec/")
            assert any(statement.where.line >= b.line for b in rule.blocks)


def test_a_rules_block_outside_every_heading_is_refused(tmp_path: Path) -> None:
    root = copy_spec(tmp_path)
    (root / "grid" / "00-stray.md").write_text(
        "# Stray\n\n```rules hornburg\nG-SET-4 deal 11 per player\n```\n", encoding="utf-8"
    )
    with pytest.raises(CardlawError) as err:
        load_rulebook(root)
    assert str(err.value) == "spec/grid/00-stray.md:3: a rules block must sit under a rule heading"


@pytest.mark.parametrize("variant", variants())
def test_a_table_shared_across_options_equals_a_fresh_build_under_each_option_value(variant: str) -> None:
    """`compiled` builds a variant's category-pair table once and shares it between choices of options."""
    ruleset = load_ruleset(variant)
    choices: list[dict[str, str | int]] = [{}]
    for name, (option, _) in ruleset.options.items():
        choices += [{name: value} for value in option.values if value != "number"]
        if "number" in option.values:
            choices.append({name: (option.minimum or 0) + 7})
    for given in choices:
        shared = _compile.compiled(variant, given)
        fresh = compile_ruleset(ruleset, ruleset.resolve_options(given))
        assert shared == fresh, given
        assert shared.options == ruleset.resolve_options(given)
        for line in ("Creature — Bear", "Artifact Creature — Golem", "Legendary Planeswalker — Jace", "Basic Land — Forest"):
            assert shared.categories_of(parse_typeline(line)) == fresh.categories_of(parse_typeline(line)), (given, line)


# -- withdrawn rules -----------------------------------------------------------------


def test_a_withdrawn_rule_names_a_live_rule_that_replaces_it() -> None:
    rules = load_rulebook().rules
    withdrawn = {r.id for r in rules.values() if r.withdrawn}
    assert {"LR-45", "LR-62"} <= withdrawn
    for rule_id in sorted(withdrawn):
        opening = rules[rule_id].prose.split("\n\n", 1)[0]
        named = [r for r in re.findall(r"\[(" + RULE_ID.pattern + r")\]", opening) if r != rule_id]
        assert named, rule_id
        assert all(r in rules and not rules[r].withdrawn for r in named), (rule_id, named)


def test_no_source_of_the_reference_cites_a_withdrawn_rule() -> None:
    rules = load_rulebook().rules
    withdrawn = {r.id for r in rules.values() if r.withdrawn}
    cited = []
    import cardlaw

    for path in sorted(Path(cardlaw.__file__).parent.rglob("*.py")):
        for rule_id in re.findall(r"\b(?:LR|GR)-\d+\b", path.read_text(encoding="utf-8")):
            if rule_id in withdrawn:
                cited.append(f"{path.name}: {rule_id}")
    assert cited == []


def test_a_scenario_pinning_a_withdrawn_rule_is_a_coverage_problem() -> None:
    from cardlaw.conformance._coverage import coverage_problems

    problems = coverage_problems(table={"LR-45": ["landfight/x/old-reading"], "LR-76": ["landfight/x/new"]})
    assert problems == ["landfight/x/old-reading: pins LR-45, which is withdrawn"]
    # Withdrawn and pinned by nothing: no problem, the ID is only kept.
    assert coverage_problems(table={"LR-45": [], "LR-76": ["landfight/x/new"]}) == []
