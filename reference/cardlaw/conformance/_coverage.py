"""Which rules the scenarios pin, and which they miss: one table, read by the command, the tests and the site."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..rulebook import load_rulebook
from ._load import load_all


def coverage(paths: Iterable[str | Path] | None = None) -> dict[str, list[str]]:
    """Rule ID -> IDs of the scenarios that pin it, for every rule of the rulebook (in rulebook order).

    Pins that name no rule of the rulebook are listed too, after the real rules.
    """
    scenarios = load_all(paths)
    table: dict[str, list[str]] = {rule_id: [] for rule_id in load_rulebook().rules}
    for scenario in scenarios:
        for rule_id in scenario["pins"]:
            table.setdefault(rule_id, []).append(scenario["id"])
    for ids in table.values():
        ids.sort()
    return table


def coverage_problems(paths: Iterable[str | Path] | None = None, *, table: dict[str, list[str]] | None = None) -> list[str]:
    """A line per rule no scenario pins, and per scenario pin that names an unknown or a withdrawn rule."""
    rules = load_rulebook().rules
    problems: list[str] = []
    for rule_id, ids in (table if table is not None else coverage(paths)).items():
        rule = rules.get(rule_id)
        if rule is not None and rule.withdrawn:
            # A withdrawn rule is pinned by nothing: a case that still pins it tests a meaning that no longer holds.
            problems.extend(f"{sid}: pins {rule_id}, which is withdrawn" for sid in ids)
        elif rule is not None and not ids:
            problems.append(f"{rule_id}: no scenario pins this rule")
        elif rule is None:
            problems.extend(f"{sid}: pins {rule_id}, which is not a rule of the rulebook" for sid in ids)
    return problems


def coverage_report(paths: Iterable[str | Path] | None = None) -> dict[str, Any]:
    """Every rule and ruling of every game with the cases that pin it, as one JSON-ready object."""
    book = load_rulebook()
    table = coverage(paths)
    rules = []
    for rule_id, rule in book.rules.items():
        rules.append({
            "id": rule_id,
            "title": rule.title,
            "game": rule.source.split("/", 1)[0],
            "kind": rule.kind,
            "withdrawn": rule.withdrawn,
            "page": f"spec/{rule.source}",
            "cases": table[rule_id],
        })
    problems = coverage_problems(table=table)
    return {
        "format": "cardlaw-coverage",
        "version": 1,
        "rules": rules,
        "unpinned": [r["id"] for r in rules if not r["cases"] and not r["withdrawn"]],
        "unknown_pins": {rid: ids for rid, ids in table.items() if rid not in book.rules},
        "problems": problems,
        "ok": not problems,
    }


def render_coverage(report: dict[str, Any]) -> str:
    """A line per rule: its ID, how many cases pin it and which; then the problems and a summary."""
    lines = []
    game = None
    for rule in report["rules"]:
        if rule["game"] != game:
            game = rule["game"]
            lines.append(f"== {game}")
        cases = rule["cases"]
        shown = ", ".join(cases[:4]) + (f", ... (+{len(cases) - 4})" if len(cases) > 4 else "")
        empty = "withdrawn" if rule["withdrawn"] else "NOT PINNED"
        lines.append(f"{rule['id']:<10} {len(cases):>3}  {shown or empty}")
    lines.extend(report["problems"])
    pinned = sum(1 for r in report["rules"] if r["cases"] and not r["withdrawn"])
    live = sum(1 for r in report["rules"] if not r["withdrawn"])
    lines.append(f"{pinned} of {live} rules and rulings pinned"
                 + ("" if report["ok"] else f"; {len(report['problems'])} problems"))
    return "\n".join(lines)
