"""Review fixes to the grid spec and protocol text, each checked against what the engine does.

- every GR ruling has the four parts, and a real "Other reading";
- spec/grid/06-variants.md names the variant-specific rules truthfully;
- G-MOV-6 and conformance/PROTOCOL.md state the order in which a move's faults are found,
  and that order is the one the engine (through the protocol) really follows;
- PROTOCOL.md states the rules-list, repetition, strength and position conventions;
- spec/grid/language.md documents the option names the engine reads.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from cardlaw import load_rulebook
from cardlaw._paths import data_dir
from cardlaw.conformance import execute

SPEC = data_dir("spec")
PROTOCOL = (data_dir("conformance") / "PROTOCOL.md").read_text(encoding="utf-8")
PARTS = ("**Print.**", "**Decision.**", "**Why.**", "**Other reading.**")
_RULE = re.compile(r"\b(?:[A-Z]+-)+\d+\b")


# -- rulings -------------------------------------------------------------------------


def rulings() -> list[str]:
    return sorted((r for r in load_rulebook().rules if r.startswith("GR-")), key=lambda r: int(r.split("-")[1]))


def test_the_rulings_run_from_gr_1_without_gaps() -> None:
    numbers = [int(r.split("-")[1]) for r in rulings()]
    assert numbers == list(range(1, len(numbers) + 1))
    assert "GR-21" in rulings()


@pytest.mark.parametrize("ruling", rulings())
def test_every_ruling_has_its_four_parts_in_order(ruling: str) -> None:
    prose = load_rulebook().rules[ruling].prose
    at = [prose.find(part) for part in PARTS]
    assert all(i >= 0 for i in at), (ruling, [p for p, i in zip(PARTS, at, strict=True) if i < 0])
    assert at == sorted(at), ruling
    for part, start, end in zip(PARTS, at, [*at[1:], len(prose)], strict=True):
        body = prose[start + len(part) : end].split("```")[0].strip()
        assert len(body.split()) >= 5, (ruling, part, body)


@pytest.mark.parametrize("ruling", rulings())
def test_no_ruling_claims_there_is_no_other_reading(ruling: str) -> None:
    prose = load_rulebook().rules[ruling].prose
    other = prose[prose.index("**Other reading.**") + len("**Other reading.**") :].strip()
    assert not re.match(r"(?i)none\b|there is none|no other reading", other), (ruling, other[:80])


def test_gr_21_decides_the_category_reading_and_names_the_type_reading() -> None:
    prose = load_rulebook().rules["GR-21"].prose
    decision = prose[prose.index("**Decision.**") : prose.index("**Why.**")]
    assert "artifact category" in decision and "G-BAT-6" in decision and "defender" in decision
    other = prose[prose.index("**Other reading.**") :]
    assert "card type" in other and "attacker" in other


def test_gr_6_covers_the_legendary_vehicle() -> None:
    prose = load_rulebook().rules["GR-6"].prose
    decision = prose[prose.index("**Decision.**") : prose.index("**Why.**")]
    assert "legendary" in decision.lower() and "legend" in decision and "BR-CAT-3" in decision


def test_gr_4_spares_a_card_already_face_up() -> None:
    prose = load_rulebook().rules["GR-4"].prose
    decision = prose[prose.index("**Decision.**") : prose.index("**Why.**")]
    assert "already face" in decision and "G-OUT-2" in decision


# -- the variants page ------------------------------------------------------------------


def single_variant_rules() -> set[str]:
    """Rules whose formal blocks are written for one variant only, or differ per variant."""
    found = set()
    for rule in load_rulebook().rules.values():
        block_variants = [tuple(b.variants) for b in rule.blocks if b.language == "rules"]
        if block_variants and (len({v for vs in block_variants for v in vs}) == 1 or len(set(block_variants)) > 1):
            found.add(rule.id)
    return found


def test_the_variants_page_names_every_variant_specific_rule() -> None:
    page = (SPEC / "grid" / "06-variants.md").read_text(encoding="utf-8")
    assert "only variant-specific rules" not in page
    named = set(_RULE.findall(page))
    # Categories are named by range ("HB-CAT-1 to HB-CAT-5"); the other rules one by one, or as
    # a range of rulings ("GR-5 to GR-8").
    expanded = set(named)
    for first, last in re.findall(r"(GR-\d+)\]\([^)]*\) to \[(GR-\d+)", page):
        expanded |= {f"GR-{n}" for n in range(int(first[3:]), int(last[3:]) + 1)}
    missing = sorted(r for r in single_variant_rules() if "-CAT-" not in r and r not in expanded)
    assert missing == []
    assert {"HB-CAT-1", "HB-CAT-5", "BR-CAT-1", "BR-CAT-5", "G-SET-1"} <= named


def test_the_variants_table_says_hornburg_planeswalkers_bring_loyalty() -> None:
    page = (SPEC / "grid" / "06-variants.md").read_text(encoding="utf-8")
    row = next(line for line in page.splitlines() if line.startswith("| legends compare"))
    hornburg = row.split("|")[2]
    assert "loyalty" in hornburg and "GR-8" in hornburg and "GR-18" in hornburg


# -- the order of a move's faults -----------------------------------------------------------


def _ordered_rules(text: str) -> list[str]:
    """The rule IDs of a numbered list of faults, in order: the last rule ID on each item line."""
    items = re.findall(r"^\d\. (.+(?:\n   .+)*)", text, flags=re.M)
    return [_RULE.findall(item)[-1] for item in items]


EXPECTED_ORDER = ["G-END-1", "G-TRN-1", "G-MOV-2", "G-MOV-1", "G-MOV-2", "G-MOV-3"]


def test_g_mov_6_states_the_order_of_faults() -> None:
    assert _ordered_rules(load_rulebook().rules["G-MOV-6"].prose) == EXPECTED_ORDER


def test_the_protocol_states_the_same_order() -> None:
    section = PROTOCOL[PROTOCOL.index("**Which fault a refusal names.**") :]
    section = section[: section.index("\n## ")]
    assert _ordered_rules(section) == EXPECTED_ORDER


def _refusal(actions: list[dict[str, Any]], *, over: bool = False) -> dict[str, Any]:
    card = {"name": "Orc", "type": "Creature — Orc", "toughness": 3}
    board: dict[str, Any] = {
        "a1": {"owner": "south", "card": {"name": "Forest", "type": "Basic Land — Forest"}},
        "d6": {"owner": "north", "card": {"name": "Plains", "type": "Basic Land — Plains"}},
        "b3": {"owner": "south", "card": card},
        "c4": {"owner": "south", "card": {**card, "name": "Elf"}},
        "b4": {"owner": "south", "card": {**card, "name": "Imp"}},
        "d5": {"owner": "north", "card": {**card, "name": "Ogre"}},
    }
    if over:  # the game ends at once: Imp on b4 is replaced by a north land b3 attacks
        board["b4"] = {"owner": "north", "card": {"name": "Island", "type": "Basic Land — Island"}}
        actions = [{"move": "b3 b4", "player": "south"}, *actions]
    scenario = {"id": "x", "title": "x", "game": "hornburg", "pins": ["G-MOV-6"],
                "setup": {"board": board, "to_move": "south"}, "actions": actions}
    error = execute(scenario)["error"]
    assert error is not None and error["action"] == len(actions) - 1
    return error  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("case", "action", "over", "rule", "says"),
    [
        # Each move breaks the fault named and every later one it can.
        ("own card on the target", {"move": "b3 b4"}, False, "G-MOV-3", "holds another card"),
        ("not one step, onto an own card", {"move": "b3 c4"}, False, "G-MOV-2", "not one orthogonal step"),
        ("from an empty square, not a step, onto an own card", {"move": "a3 c4"}, False, "G-MOV-1", "empty"),
        ("the opponent's card, not a step", {"move": "d5 b4"}, False, "G-MOV-1", "not south's"),
        ("off the board from an empty square", {"move": "a6 a7"}, False, "G-MOV-2", "off the board"),
        ("wrong player, off the board", {"move": "b3 b7", "player": "north"}, False, "G-TRN-1", "turn"),
        ("after the end, wrong player, off the board", {"move": "d5 d7", "player": "south"}, True, "G-END-1", "over"),
        ("after the end, text that is no move", {"move": "zz9 b4"}, True, "G-END-1", "over"),
        ("wrong player, text that is no move", {"move": "zz9 b4", "player": "north"}, False, "G-TRN-1", "turn"),
        ("text that is no move before an off-board square", {"move": "zz a9"}, False, None, "not a square"),
    ],
)
def test_a_move_with_several_faults_is_refused_for_the_first(
    case: str, action: dict[str, Any], over: bool, rule: str | None, says: str
) -> None:
    error = _refusal([action], over=over)
    assert (error["rule"], error["setup"]) == (rule, False), case
    assert says in error["message"], (case, error["message"])


# -- other protocol conventions ---------------------------------------------------------------


def test_the_protocol_states_its_conventions() -> None:
    text = " ".join(PROTOCOL.split())
    assert "Duplicates are allowed on neither side" in text
    assert "counts as that position's first occurrence" in text
    assert "only repetition is reported" in text and "repetition draw is checked first" in text
    assert "by card instance, not by card name" in text
    assert "`strength` is a number whenever the card's category is one that a comparison clause" in text
    assert "`G-OUT-3` when a survivor stays on the square it stood on" in text


def test_the_protocol_event_table_lists_every_event_kind_the_engine_has() -> None:
    from cardlaw.grid import _events

    kinds = {cls.kind for cls in vars(_events).values() if isinstance(cls, type) and issubclass(cls, _events.Event)}
    kinds.discard("event")
    table = set(re.findall(r"^\| `([a-z_]+)` \|", PROTOCOL, flags=re.M))
    assert kinds <= table


def test_a_position_is_told_apart_by_card_instance() -> None:
    """Two cards named alike that swap squares do not repeat the starting position (G-END-3)."""
    twin = {"name": "Twin", "type": "Creature — Orc", "toughness": 2}
    board = {
        "a1": {"owner": "south", "card": {"name": "Forest", "type": "Basic Land — Forest"}},
        "d6": {"owner": "north", "card": {"name": "Plains", "type": "Basic Land — Plains"}},
        "b2": {"owner": "south", "card": twin},
        "c2": {"owner": "south", "card": twin},
        "a5": {"owner": "north", "card": {"name": "Ogre", "type": "Creature — Ogre", "toughness": 2}},
    }
    moves = ["b2 b3", "a5 a4", "c2 b2", "a4 a5", "b3 c3", "a5 a4", "c3 c2", "a4 a5"]
    scenario = {"id": "x", "title": "x", "game": "hornburg", "pins": ["G-END-3"], "options": {"repetition": 2},
                "setup": {"board": board, "to_move": "south"}, "actions": [{"move": m} for m in moves]}
    result = execute(scenario)
    assert result["error"] is None
    assert result["state"]["result"] is None  # by name the start is back; by card it is not
    assert [e["type"] for e in result["events"][-1]] == ["move"]


# -- the options the engine reads ------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "default"),
    [("advance", "`yes`"), ("survivor_face", "`up`"), ("ply_cap", "`off`"), ("repetition", "`off`"),
     ("short_pool", "`refuse`")],
)
def test_the_language_page_documents_each_option_the_engine_reads(option: str, default: str) -> None:
    page = (SPEC / "grid" / "language.md").read_text(encoding="utf-8")
    section = page[page.index("#### Options the engine reads") :]
    row = next((line for line in section.splitlines() if line.startswith(f"| `{option}` |")), None)
    assert row is not None, option
    assert row.rstrip(" |").split("|")[-1].strip().startswith(default)


def test_the_language_page_documents_number_from() -> None:
    page = (SPEC / "grid" / "language.md").read_text(encoding="utf-8")
    assert "GR-14 option ply_cap: number from 1 | off default 200" in page
    assert "`number from N`" in page
