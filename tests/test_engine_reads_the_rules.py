"""The engine does what the rules language says, in places the printed games cannot show.

Both printed variants hand out one land each and give their two comparison clauses the
same measures, so the conformance corpus alone cannot tell whether the engine reads the
number in `lands N per player` or gives each comparison its own measures
(spec/grid/language.md). A variant page written for these tests can.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardlaw import Card, load_rulebook
from cardlaw._paths import data_dir
from cardlaw.conformance import compare
from cardlaw.errors import CardlawError
from cardlaw.grid import Battled, Revealed, deal, rule_battle, start
from cardlaw.rules import _compile, _ruleset, check_variant, compiled
from cardlaw.rules._check import check_ruleset
from cardlaw.rules._ruleset import build_ruleset, load_ruleset, statements_for

DUEL_PAGE = """\
# Duel

A variant for tests: two lands each, and comparisons that differ between fighters and heroes.

### DU-VAR-1 · The Duel variant

```rules duel
DU-VAR-1 variant duel "Duel"
```

### DU-SET-1 · Setup

```rules duel
DU-SET-1 packs 1 from "LTR"
DU-SET-1 lands 2 per player
DU-SET-1 deal 4 per player
DU-SET-1 grid 3 by 4 with 2 home rows
DU-SET-1 given land: type Land and not double-faced
DU-SET-1 remove: type Land or double-faced
```

### DU-CAT-1 · Categories

```rules duel
DU-CAT-1 category land: type Land
DU-CAT-1 category fighter: not type Land and type Creature and not supertype Legendary
DU-CAT-1 category hero: not type Land and type Creature and supertype Legendary
DU-CAT-1 category other: not type Land and not type Creature
```

### DU-BAT-1 · Fighters compare toughness alone

```rules duel
DU-BAT-1 clause when both fighter: higher toughness wins, attacker wins ties
```

### DU-BAT-2 · Heroes compare loyalty first

```rules duel
DU-BAT-2 clause when both hero: higher loyalty or toughness wins, attacker wins ties
```

### DU-BAT-3 · A hero beats a fighter

```rules duel
DU-BAT-3 clause when one hero and other fighter: hero beats fighter
```

### DU-BAT-4 · Everything else

```rules duel
DU-BAT-4 clause when either other: discard both
```

### DU-WIN-1 · Lands

```rules duel
DU-WIN-1 clause when either land: owner of each land loses
```

### DU-WIN-2 · Land against land

```rules duel
DU-WIN-2 clause when both land: attacker wins the game
```

### DU-CMB-1 · Combining

```rules duel
DU-CMB-1 combine all
DU-CMB-1 DU-WIN-2 overrides DU-WIN-1
```
"""


@pytest.fixture
def duel_spec(tmp_path: Path) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(data_dir("spec"), root)
    (root / "grid" / "09-duel.md").write_text(DUEL_PAGE, encoding="utf-8")
    return root


@pytest.fixture
def duel(monkeypatch: pytest.MonkeyPatch, duel_spec: Path) -> Iterator[Path]:
    """Make the engine read the spec with the Duel page, as an installation with it would."""
    real = load_rulebook
    monkeypatch.setattr(_ruleset, "load_rulebook", lambda root=None: real(root or duel_spec))
    load_ruleset.cache_clear()
    _compile._compiled.cache_clear()
    yield duel_spec
    monkeypatch.undo()
    load_ruleset.cache_clear()
    _compile._compiled.cache_clear()


def hero(name: str, toughness: str | None, loyalty: str | None) -> Card:
    return Card(name, "Legendary Creature — Human Noble", toughness, loyalty)


# -- lands N per player ------------------------------------------------------------------


def test_the_deal_hands_out_as_many_lands_as_the_lands_statement_says(duel: Path) -> None:
    assert load_ruleset("duel").lands == 2
    land = compiled("duel").categories.index("land")
    for seed in range(10):
        game, record = deal("duel", seed)
        for player in (0, 1):
            assert len(record.lands_of(player)) == 2
            assert len(record.hands[player]) == 4
            mine = [game.pieces[pid] for pid in game.at if pid != -1 and game.pieces[pid].owner == player]
            assert len(mine) == 6
            assert sum(1 for piece in mine if piece.category == land) == 2
        assert len(record.lands) == 4


def test_a_table_pool_hands_each_player_two_lands(duel: Path) -> None:
    lands = [Card(name, f"Basic Land — {name}") for name in ("Plains", "Island", "Swamp", "Forest")]
    others = [Card(f"Orc {i}", "Creature — Orc", str(i % 4)) for i in range(9)]
    game, record = deal("duel", 3, opened=[*lands, *others])
    assert sorted(c.name for c in record.lands) == ["Forest", "Island", "Plains", "Swamp"]
    assert all(len(record.lands_of(p)) == 2 for p in (0, 1))
    assert len(record.set_aside) == 1
    with pytest.raises(CardlawError, match=r"hold 3 land\(s\) .* DU-SET-1 needs 2 for each player"):
        deal("duel", 3, opened=[*lands[:3], *others])


def test_the_printed_games_still_hand_out_one_land_each() -> None:
    for variant in ("hornburg", "base-race"):
        _, record = deal(variant, 7)
        assert len(record.lands) == 2 and all(len(record.lands_of(p)) == 1 for p in (0, 1))


# -- each comparison by its own measures -------------------------------------------------


def test_each_comparison_reads_the_measures_of_its_own_clause(duel: Path) -> None:
    rules = compiled("duel")
    assert rules.measure_sets == (("toughness",), ("loyalty", "toughness"))
    # Pooled, the heroes would compare toughness first (the fighters' clause comes first) and
    # the attacker, 5 against 3, would win. DU-BAT-2 reads loyalty first: 2 against 4.
    ruling = rule_battle("duel", hero("Aragorn", "5", "2"), hero("Eowyn", "3", "4"))
    assert ruling.survivor == "defender" and ruling.discarded == ("attacker",)
    reveals = [e for e in ruling.events if isinstance(e, Revealed)]
    assert [r.strength for r in reveals] == [2, 4]
    battle = next(e for e in ruling.events if isinstance(e, Battled))
    assert battle.comparison == "less" and "DU-BAT-2" in battle.rules
    # A hero that prints no loyalty brings its toughness to DU-BAT-2.
    assert rule_battle("duel", hero("Boromir", "5", None), hero("Eowyn", "3", "4")).survivor == "attacker"
    # Fighters compare toughness alone, whatever loyalty they print.
    fighters = rule_battle("duel", Card("Orc", "Creature — Orc", "1", "9"), Card("Elf", "Creature — Elf", "3"))
    assert fighters.survivor == "defender"


def test_a_card_must_print_what_its_own_comparison_reads(duel: Path) -> None:
    # DU-BAT-1 compares toughness alone: the heroes' loyalty does not stand in for it.
    with pytest.raises(CardlawError, match=r"battles as a fighter but has no toughness"):
        start("duel", {"a1": (0, Card("Odd", "Creature — Spirit", None, "3"), False)})
    assert start("duel", {"a1": (0, hero("Jace", None, "3"), False)}).pieces[0].strength == 3


def test_a_fighter_shows_its_toughness_when_no_comparison_happens(duel: Path) -> None:
    ruling = rule_battle("duel", Card("Orc", "Creature — Orc", "2", "7"), Card("Shock", "Instant"))
    reveals = [e for e in ruling.events if isinstance(e, Revealed)]
    assert [r.strength for r in reveals] == [2, None]
    assert next(e for e in ruling.events if isinstance(e, Battled)).comparison is None


def test_the_checker_tries_every_result_of_each_comparison(duel_spec: Path) -> None:
    page = duel_spec / "grid" / "09-duel.md"
    page.write_text(
        DUEL_PAGE.replace(
            "### DU-BAT-3",
            "### DU-BAT-5 · Fighters also compare loyalty\n\n```rules duel\n"
            "DU-BAT-5 clause when both fighter: higher loyalty wins, defender wins ties\n```\n\n### DU-BAT-3",
        ),
        encoding="utf-8",
    )
    book = load_rulebook(duel_spec)
    report = check_ruleset(build_ruleset("duel", statements_for("duel", book)))
    assert not report.ok
    # fighter against fighter is tried 3 x 3 ways, every other pair 3 ways.
    assert report.outcomes == 15 * 3 + 9
    assert any(
        "both sides win the battle when fighter attacks fighter (by toughness: attacker stronger; by loyalty: "
        "defender stronger)" in p for p in report.problems
    ), report.problems


def test_the_duel_variant_is_total_and_consistent(duel: Path) -> None:
    report = check_variant("duel")
    assert report.ok, report.summary()
    assert report.outcomes == 16 * 3


# -- GR-13's other reading on a table's pool ---------------------------------------------------


def _pool(usable: int) -> list[Card]:
    return [Card("Plains", "Basic Land — Plains"), Card("Island", "Basic Land — Island")] + [
        Card(f"Orc {i}", "Creature — Orc", "2") for i in range(usable)
    ]


def test_a_short_table_pool_takes_the_tables_next_packs_under_extra_pack() -> None:
    packs = [[Card("Swamp", "Basic Land — Swamp")], [Card("Orc 90", "Creature — Orc", "3"), Card("Orc 91", "Creature — Orc", "1")]]
    _, record = deal("hornburg", 4, options={"short_pool": "extra_pack"}, opened=_pool(21), extra_packs=packs)
    assert [len(h) for h in record.hands] == [11, 11]
    assert [(c.name, rule) for c, rule in record.removed] == [("Swamp", "G-SET-3")]
    assert len(record.set_aside) == 1
    # A pack that is not needed is not opened.
    _, enough = deal("hornburg", 4, options={"short_pool": "extra_pack"}, opened=_pool(22), extra_packs=packs)
    assert enough.removed == () and enough.set_aside == ()
    with pytest.raises(CardlawError, match=r"21 usable cards but the deal needs 22 \(GR-13\)"):
        deal("hornburg", 4, opened=_pool(21), extra_packs=packs)
    with pytest.raises(CardlawError, match="with the cards the table opened"):
        deal("hornburg", 4, extra_packs=packs)


# -- an expected refusal that cites no rule ------------------------------------------------------


def test_rule_null_asks_for_a_refusal_that_names_no_rule() -> None:
    scenario = {"expect": {"error": {"action": 0, "rule": None}}}
    refused = {"events": [], "error": {"action": 0, "setup": False, "rule": None, "message": "not a square"}}
    assert compare(scenario, refused) == []
    cited = {**refused, "error": {**refused["error"], "rule": "G-MOV-2"}}
    assert compare(scenario, cited) == ["error.rule: expected null, got G-MOV-2 (not a square)"]
    silent = {**refused, "error": {"action": 0, "setup": False, "message": "not a square"}}
    assert compare(scenario, silent) == ["error.rule: expected null, but the refusal has no rule field (not a square)"]
    named = {"expect": {"error": {"action": 0, "rule": "G-MOV-2"}}}
    assert compare(named, refused) == ["error.rule: expected G-MOV-2, got null (not a square)"]


def test_a_scenario_names_extra_packs_only_with_the_pool_they_follow() -> None:
    from cardlaw.conformance._load import validate
    from cardlaw.errors import DataError

    scenario = {
        "id": "grid/setup/x", "title": "t", "game": "hornburg", "pins": ["GR-13"], "actions": [],
        "setup": {"deal": {"seed": 1, "extra_packs": [[{"name": "Orc", "type": "Creature — Orc", "toughness": 2}]]}},
        "expect": {"error": {"setup": True}},
    }
    with pytest.raises(DataError, match="'pool' is a dependency of 'extra_packs'"):
        validate(scenario, "x.json")
    scenario["setup"]["deal"]["pool"] = []  # type: ignore[index]
    validate(scenario, "x.json")
