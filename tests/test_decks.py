"""Deck rules come from the formal text in spec/landfight/, and say which rule a deck breaks."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from cardlaw.errors import CardlawError, SourceError
from cardlaw.landfight import decks
from cardlaw.landfight.decks import DeckRule, Selector, check_deck, check_entries, deck_rules
from cardlaw.rulebook import load_rulebook


def card(name: str, kind: str = "Creature", badge: str | None = "S") -> SimpleNamespace:
    return SimpleNamespace(name=name, kind=kind, badge=badge)


def legal_entries() -> list[tuple[SimpleNamespace, int]]:
    entries = [(card("Meadow", "Land", "L"), 1), (card("Titan", badge="L"), 3)]
    entries += [(card(f"Imp {i}"), 4) for i in range(11)] + [(card("Imp 11"), 2)]
    return entries


def test_the_rules_are_read_from_the_spec() -> None:
    rules = {r.rule: r for r in deck_rules()}
    assert rules["L-DCK-1"] == DeckRule("L-DCK-1", "deck size", "exactly", 50)
    assert rules["L-DCK-3"] == DeckRule("L-DCK-3", "holds", "at most", 3, Selector("size", "L"))
    assert rules["L-DCK-4"].selector == Selector("size", "L")
    assert set(rules) == {r for r in load_rulebook().rules if r.startswith("L-DCK-")}


def test_a_legal_deck_has_no_problems() -> None:
    assert check_entries(legal_entries()) == []
    assert check_deck(SimpleNamespace(entries=legal_entries(), side=[(card("Spare"), 4)])) == []


def test_each_problem_names_its_rule_in_rulebook_order() -> None:
    entries = [(card("Titan", badge="L"), 4), (card("Imp"), 6)]
    assert [str(p) for p in check_entries(entries)] == [
        "the deck has 10 cards; it must have exactly 50 (L-DCK-1)",
        "the deck holds 0 of kind Land; it must hold exactly 1 (L-DCK-2)",
        "the deck holds 4 of size L; it must hold at most 3 (L-DCK-3)",
        "the deck holds 6 copies of 'Imp'; it may hold at most 4 (L-DCK-4)",
    ]


def test_a_lands_l_badge_is_not_a_size() -> None:
    selector = Selector("size", "L")
    assert selector.picks(card("Titan", badge="L"))
    assert not selector.picks(card("Meadow", "Land", "L"))
    assert not selector.picks(card("Amalgam", "Mutated Creature", None))


def test_kind_selectors_name_whole_kinds() -> None:
    assert Selector("kind", "Interrupt").picks(card("Stop", "Boost - Interrupt", "B"))
    assert not Selector("kind", "Boost").picks(card("Stop", "Boost - Interrupt", "B"))


def _spec_with(tmp_path: Path, block: str, heading: str = "L-DCK-9") -> Path:
    import shutil

    from cardlaw._paths import data_dir

    root = tmp_path / "spec"
    shutil.copytree(data_dir("spec"), root)
    (root / "landfight" / "99-extra.md").write_text(f"# Extra\n\n### {heading} · Extra\n\n```landfight\n{block}\n```\n", encoding="utf-8")
    return root


@pytest.fixture
def use_spec(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    from cardlaw.landfight import _rules

    def use(root: Path) -> None:
        monkeypatch.setattr(_rules, "load_rulebook", lambda: load_rulebook(root))
        deck_rules.cache_clear()
        _rules.load_rules.cache_clear()

    yield use
    deck_rules.cache_clear()
    _rules.load_rules.cache_clear()


def test_a_new_formal_rule_changes_the_check_without_code(tmp_path: Path, use_spec) -> None:  # type: ignore[no-untyped-def]
    use_spec(_spec_with(tmp_path, "L-DCK-9 deck holds at most 2 of kind Attachment"))
    entries = legal_entries()[:-1] + [(card("Ring", "Attachment", "A"), 2), (card("Imp 11"), 0)]
    assert check_entries(entries) == []
    entries[-2] = (card("Ring", "Attachment", "A"), 3)
    entries[0] = (entries[0][0], 1)
    problems = [p.rule for p in check_entries(entries)]
    assert "L-DCK-9" in problems


def test_a_malformed_formal_rule_is_a_source_error(tmp_path: Path, use_spec) -> None:  # type: ignore[no-untyped-def]
    use_spec(_spec_with(tmp_path, "L-DCK-9 deck holds at most two of kind Land"))
    with pytest.raises(SourceError) as err:
        deck_rules()
    assert err.value.message == (
        "spec/landfight/99-extra.md:6:28: unexpected 'two' in the Landfight rules language\n"
        "  L-DCK-9 deck holds at most two of kind Land\n"
        "                             ^^^\n"
        "expected a number"
    )


def test_a_statement_under_the_wrong_heading_is_refused(tmp_path: Path, use_spec) -> None:  # type: ignore[no-untyped-def]
    use_spec(_spec_with(tmp_path, "L-DCK-8 deck size exactly 40"))
    with pytest.raises(CardlawError, match="L-DCK-8 sits under rule L-DCK-9; its ID must match"):
        deck_rules()


def test_names_compare_without_case_for_the_copy_limit() -> None:
    """L-DCK-4 counts 'Ember imp' and 'Ember Imp' as one name: five copies between them are too many."""
    entries = legal_entries()[:-2] + [(card("Ember Imp"), 3), (card("Ember imp"), 2), (card("Imp 11"), 1)]
    assert sum(n for _, n in entries) == 50
    assert [str(p) for p in check_entries(entries)] == [
        "the deck holds 5 copies of 'Ember Imp'; it may hold at most 4 (L-DCK-4)"
    ]
    fine = legal_entries()[:-2] + [(card("Ember Imp"), 2), (card("EMBER IMP"), 2), (card("Imp 11"), 2)]
    assert sum(n for _, n in fine) == 50
    assert check_entries(fine) == []


def test_large_creatures_stay_outside_the_copy_limit_whatever_their_case() -> None:
    entries = [(card("Meadow", "Land", "L"), 1), (card("Titan", badge="L"), 2), (card("titan", badge="L"), 1)]
    entries += [(card(f"Imp {i}"), 4) for i in range(11)] + [(card("Imp 11"), 2)]
    assert check_entries(entries) == []
