"""Scores, the lists of explained survivors, and the report of a run."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import CardlawError
from ._model import FAMILIES, KINDS, Family, Kind, Mutant, Outcome

# The share of non-equivalent mutants the corpus alone must kill (issue 8, section 6).
GOALS: dict[Kind, float] = {"rules": 0.98, "engine": 0.97}
LISTS = ("equivalent", "holes")


@dataclass(frozen=True, slots=True)
class Listed:
    """A survivor explained by hand: equivalent (no scenario can tell it apart) or a known hole."""

    id: str
    change: str
    reason: str
    list: str  # "equivalent" or "holes"


def mutation_folder() -> Path:
    from ..conformance import root

    return root() / "mutation"


def read_lists(folder: Path | None = None) -> dict[str, Listed]:
    """Both lists, by mutant ID; an entry given twice, or in both lists, is refused.

    Each list is JSON Lines (one object a line: id, change, reason), not a .json file: every
    .json file under conformance/ is read as a scenario.
    """
    folder = folder if folder is not None else mutation_folder()
    found: dict[str, Listed] = {}
    for name in LISTS:
        path = folder / f"{name}.jsonl"
        if not path.exists():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except ValueError as exc:
                raise CardlawError(f"{path}:{number}: not valid JSON: {exc}") from None
            if not (isinstance(entry, dict) and all(isinstance(entry.get(k), str) for k in ("id", "change", "reason"))):
                raise CardlawError(f"{path}:{number}: an entry needs the strings id, change and reason")
            if entry["id"] in found:
                raise CardlawError(f"{path}:{number}: {entry['id']} is listed twice")
            found[entry["id"]] = Listed(entry["id"], entry["change"], entry["reason"], name)
    return found


def write_jsonl(path: Path, head: Mapping[str, Any], rows: Iterable[Any]) -> None:
    """One JSON object a line: ``head`` first, then each row."""
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(head, ensure_ascii=False) + "\n")
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def stale_entries(listed: Mapping[str, Listed], mutants: Iterable[Mutant]) -> list[str]:
    """Listed mutants that no longer exist as listed: the ID is gone, or its change reads otherwise."""
    by_id = {m.id: m for m in mutants}
    problems = []
    for entry in listed.values():
        mutant = by_id.get(entry.id)
        if mutant is None:
            problems.append(f"{entry.list}.jsonl lists {entry.id}, which is not a mutant any more")
        elif mutant.change != entry.change:
            problems.append(f"{entry.list}.jsonl lists {entry.id} as {entry.change!r}, but it now is {mutant.change!r}")
    return problems


@dataclass(frozen=True, slots=True)
class Figures:
    family: Family
    kind: Kind
    total: int
    checker: int  # refused by `spec check` (rule-set mutants only)
    killed: int  # by the corpus: a scenario failed, crashed or ran out of time
    survived: int
    equivalent: int
    holes: int
    unexplained: int
    corpus_also: int  # checker kills that the corpus kills as well

    @property
    def score(self) -> float | None:
        """Corpus kills among the mutants that pass the checker and are not equivalent."""
        judged = self.total - self.checker - self.equivalent
        return self.killed / judged if judged else None

    @property
    def corpus_alone(self) -> float | None:
        """Corpus kills among all non-equivalent mutants, checker kills included when the corpus has them too."""
        judged = self.total - self.equivalent
        return (self.killed + self.corpus_also) / judged if judged else None

    def to_json(self) -> dict[str, Any]:
        return {
            "family": self.family, "kind": self.kind, "total": self.total, "checker": self.checker,
            "killed": self.killed, "survived": self.survived, "equivalent": self.equivalent, "holes": self.holes,
            "unexplained": self.unexplained, "checker_kills_the_corpus_also_kills": self.corpus_also,
            "score": None if self.score is None else round(self.score, 4),
            "corpus_alone_over_all": None if self.corpus_alone is None else round(self.corpus_alone, 4),
            "goal": GOALS[self.kind], "goal_met": self.score is not None and self.score >= GOALS[self.kind],
        }


def figures(outcomes: Sequence[Outcome], listed: Mapping[str, Listed]) -> list[Figures]:
    out = []
    for family in FAMILIES:
        for kind in KINDS:
            mine = [o for o in outcomes if o.mutant.family == family and o.mutant.kind == kind]
            if not mine:
                continue
            survivors = [o for o in mine if o.status == "survived"]
            lists = [listed[o.mutant.id].list if o.mutant.id in listed else "" for o in survivors]
            out.append(Figures(
                family, kind, len(mine),
                sum(o.status == "checker" for o in mine),
                sum(o.status in ("killed", "crashed", "timeout") for o in mine),
                len(survivors), lists.count("equivalent"), lists.count("holes"), lists.count(""),
                sum(o.status == "checker" and o.corpus_kills for o in mine),
            ))
    return out


def wrongly_listed(outcomes: Sequence[Outcome], listed: Mapping[str, Listed]) -> list[str]:
    """Listed survivors this run killed: their entry is out of date."""
    return [f"{listed[o.mutant.id].list}.jsonl lists {o.mutant.id}, but this run killed it ({o.status})"
            for o in outcomes if o.mutant.id in listed and o.status != "survived"]


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def render_text(table: Sequence[Figures], outcomes: Sequence[Outcome], listed: Mapping[str, Listed],
                problems: Sequence[str], *, full: bool, baseline: Sequence[str]) -> str:
    lines = []
    head = f"{'family':<10} {'kind':<7} {'total':>6} {'checker':>8} {'killed':>7} {'equiv':>6} {'holes':>6} " \
           f"{'unexpl':>7} {'score':>7} {'goal':>6}"
    lines.append(head)
    for f in table:
        goal = f"{100 * GOALS[f.kind]:.0f}%"
        lines.append(f"{f.family:<10} {f.kind:<7} {f.total:>6} {f.checker:>8} {f.killed:>7} {f.equivalent:>6} "
                     f"{f.holes:>6} {f.unexplained:>7} {_percent(f.score):>7} {goal:>6}")
    lines.append("score: corpus kills / (mutants - checker kills - equivalent); "
                 "rule-set mutants the checker refuses are counted apart")
    for f in table:
        if f.kind == "rules":
            lines.append(f"  {f.family} rule sets: the corpus also kills {f.corpus_also} of the {f.checker} "
                         f"checker kills; corpus alone over every non-equivalent mutant {_percent(f.corpus_alone)}")
    if baseline:
        lines.append(f"left out, failing on the unmutated reference: {', '.join(baseline)}")
    survivors = [o for o in outcomes if o.status == "survived"]
    if survivors:
        lines.append("")
        lines.append("survivors:")
        for o in survivors:
            entry = listed.get(o.mutant.id)
            mark = entry.list if entry else "UNEXPLAINED"
            lines.append(f"  [{mark}] {o.mutant.id} ({o.mutant.source}:{o.mutant.line})")
            lines.append(f"      {o.mutant.change}")
    if problems:
        lines.append("")
        lines.extend(f"problem: {p}" for p in problems)
    if not full:
        lines.append("(a partial run: the goals are judged on a full run only)")
    return "\n".join(lines)


def run_json(table: Sequence[Figures], outcomes: Sequence[Outcome], listed: Mapping[str, Listed],
             problems: Sequence[str], *, full: bool, baseline: Sequence[str], command: str,
             corpus: Mapping[str, int]) -> dict[str, Any]:
    survivors = [o for o in outcomes if o.status == "survived"]
    return {
        "command": command,
        "full": full,
        "corpus": dict(corpus),
        "left_out_failing_unmutated": list(baseline),
        "figures": [f.to_json() for f in table],
        "survivors": [
            {**o.mutant.to_json(), "listed": listed[o.mutant.id].list if o.mutant.id in listed else None}
            for o in survivors
        ],
        "problems": list(problems),
        # Every mutant, compactly: id, how it ended, how many scenarios failed on it, whether the
        # corpus fails on it (which matters for a checker kill).
        "mutants": [[o.mutant.id, o.status, o.killer_count, o.corpus_kills] for o in outcomes],
    }
