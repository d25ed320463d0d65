"""The Landfight rulebook's traceability page against the rulebook itself.

`spec/landfight/sources.md` walks the printed quick rules statement by statement and
names the rules that state each one. These checks keep it honest in both directions:
an ID it names must exist and its link must point at the page that holds the rule, and
every Landfight rule must be reachable from a printed statement, except the card-text
sections (L-TXT-*), whose source is the card-info reference as a whole.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardlaw import load_rulebook

SPEC = Path(__file__).resolve().parent.parent / "spec"
SOURCES = SPEC / "landfight" / "sources.md"
LINK = re.compile(r"\[(L[A-Z]*-[A-Z0-9-]+)\]\(([^)#]*)#([^)]+)\)")
ROW = re.compile(r"^\|(?P<section>[^|]+)\|(?P<what>[^|]+)\|(?P<rules>[^|]+)\|\s*$")


def _rows() -> list[tuple[str, str, list[tuple[str, str, str]]]]:
    rows = []
    for line in SOURCES.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match is None or set(match["section"].strip()) <= {"-"} or match["section"].strip() == "section":
            continue
        rows.append((match["section"].strip(), match["what"].strip(), LINK.findall(match["rules"])))
    return rows


def _landfight_rules() -> dict[str, str]:
    return {rule.id: rule.source for rule in load_rulebook().rules.values() if rule.source.startswith("landfight/")}


def test_the_page_has_a_row_for_each_printed_statement() -> None:
    rows = _rows()
    printed = [row for row in rows if row[0] != "not printed"]
    # The audit of issue 6 counted 77 printed statements; the page splits some of them.
    assert len(printed) >= 77
    assert all(links for _, _, links in rows), [what for _, what, links in rows if not links]


@pytest.mark.parametrize(("section", "what", "links"), _rows(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_named_rule_exists_on_the_linked_page(section: str, what: str, links: list[tuple[str, str, str]]) -> None:
    rules = _landfight_rules()
    for label, page, anchor in links:
        assert label == anchor, f"{section}: link text {label} points at #{anchor}"
        assert anchor in rules, f"{section} ({what}): no rule {anchor}"
        assert rules[anchor] == f"landfight/{page}", f"{anchor} is on {rules[anchor]}, not landfight/{page}"


def test_every_landfight_rule_traces_to_a_printed_statement() -> None:
    named = {anchor for _, _, links in _rows() for _, _, anchor in links}
    untraced = sorted(rid for rid in _landfight_rules() if rid not in named and not rid.startswith("L-TXT-"))
    assert untraced == []


def _scenarios() -> list[dict[str, object]]:
    import json

    root = Path(__file__).resolve().parent.parent / "conformance" / "landfight"
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted(root.rglob("*.json"))]


def test_every_value_of_every_ruling_option_is_played_by_a_scenario() -> None:
    """Issue 6: a scenario per option value. A default counts when a scenario that pins the
    ruling leaves the option unset or sets it to the default."""
    from cardlaw.landfight import load_rules

    rules = load_rules()
    played: set[tuple[str, str]] = set()
    for scenario in _scenarios():
        options = scenario.get("options") or {}
        assert isinstance(options, dict)
        pins = set(scenario.get("pins") or [])  # type: ignore[call-overload]
        for name, (decl, ruling) in rules.options.items():
            value = options.get(name, decl.default)
            if name in options or ruling in pins:
                played.add((name, str(value)))
    missing = sorted(
        (name, value)
        for name, (decl, _) in rules.options.items()
        for value in decl.values
        if (name, value) not in played
    )
    assert missing == []
