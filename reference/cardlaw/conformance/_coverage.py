"""Which rules the scenarios pin, and which they miss."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

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


def coverage_problems(paths: Iterable[str | Path] | None = None) -> list[str]:
    """A line per rule no scenario pins, and per scenario pin that names an unknown rule."""
    known = set(load_rulebook().rules)
    problems = []
    for rule_id, ids in coverage(paths).items():
        if rule_id in known and not ids:
            problems.append(f"{rule_id}: no scenario pins this rule")
        elif rule_id not in known:
            problems.extend(f"{sid}: pins {rule_id}, which is not a rule of the rulebook" for sid in ids)
    return problems
