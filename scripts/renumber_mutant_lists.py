"""Move the entries of conformance/mutation/equivalent.jsonl and holes.jsonl to their mutants' new IDs.

A mutant's ID numbers it among the mutants of one operator in one function, so an edit to that
function renumbers the mutants after the edit. An entry whose ID now names a mutant with other
change text is moved to the mutant of the same function and operator whose change text is the
entry's, when exactly one such mutant is left unclaimed; anything else is printed for a person to
judge (the entry is kept as it is, and `cardlaw conformance mutate` will name it as a problem).

The saved run (last-run.jsonl) holds no change text: after this script, run the changed functions'
mutants again with `cardlaw conformance mutate --update conformance/mutation/last-run.jsonl
--mutant 'engine:landfight/FILE:FUNCTION:*'`.

Usage: python scripts/renumber_mutant_lists.py [--check]
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from cardlaw.mutate._model import Mutant
from cardlaw.mutate._report import LISTS, mutation_folder
from cardlaw.mutate._command import all_mutants


def _group(mutant_id: str) -> str:
    """The ID without its number: the function and operator it counts within."""
    return mutant_id.rsplit(":", 1)[0]


def main(argv: list[str]) -> int:
    check = "--check" in argv
    now: dict[str, Mutant] = {m.id: m for m in all_mutants()}
    by_change: dict[tuple[str, str], list[str]] = defaultdict(list)
    for m in now.values():
        by_change[(_group(m.id), m.change)].append(m.id)
    folder = mutation_folder()
    entries: dict[str, list[dict[str, str]]] = {}
    for name in LISTS:
        path = folder / f"{name}.jsonl"
        entries[name] = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    every = [e for name in LISTS for e in entries[name]]
    stands = {e["id"] for e in every if e["id"] in now and now[e["id"]].change == e["change"]}
    moved = unresolved = 0
    for entry in every:
        if entry["id"] in stands:
            continue
        free = [i for i in by_change.get((_group(entry["id"]), entry["change"]), []) if i not in stands]
        if len(free) == 1:
            print(f"{entry['id']} -> {free[0]}")
            entry["id"] = free[0]
            stands.add(free[0])
            moved += 1
        else:
            what = "no mutant has" if not free else f"{len(free)} mutants have"
            print(f"UNRESOLVED {entry['id']}: {what} the change {entry['change']!r}", file=sys.stderr)
            unresolved += 1
    if moved and not check:
        for name in LISTS:
            path = folder / f"{name}.jsonl"
            path.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries[name]), encoding="utf-8")
    print(f"{moved} moved, {unresolved} left for a person", file=sys.stderr)
    return 1 if unresolved or (check and moved) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
