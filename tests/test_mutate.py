"""`cardlaw conformance mutate` on a few mutants: known wrong references are caught, nothing on disk changes,
and the lists of explained survivors name only mutants that exist (conformance/MUTATION.md)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardlaw.conformance import root
from cardlaw.mutate import all_mutants, figures, load_corpus, mutate_command, read_lists, run_mutants, select
from cardlaw.mutate._code import function_object, mutated_code

# One of each family and kind, each a change the corpus must notice.
KILLED = {
    # the defender wins ties between two creatures (G-BAT-2)
    "rules:grid:G-BAT-2:swap-side:1": "killed",
    # a legend loses to a creature instead of beating it (G-BAT-3)
    "rules:grid:G-BAT-3:outcome:1": "killed",
    # a battle of equal strength destroys only the attacker (L-BAT-5)
    "rules:landfight:L-BAT-5:outcome:1": "killed",
    # Land Life starts at 41 (L-SET-4)
    "rules:landfight:L-SET-4:number:1": "killed",
    # no clause says what two lands do, and G-CMB-3 names it: the loader refuses the rule set
    "rules:grid:G-WIN-2:drop:1": "checker",
    # the grid engine compares strengths with >= where the rules say stronger (G-BAT-2)
    "engine:grid/_game.py:Game._battle:compare:3": "killed",
    # the Landfight engine calls an equal battle greater (L-BAT-4, L-BAT-5)
    "engine:landfight/_battle.py:decide:compare:6": "killed",
}


@pytest.fixture(scope="module")
def mutants():
    return all_mutants()


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


def _rulebook_text():
    from cardlaw.rulebook import load_rulebook

    return [(rule.id, [b.text for b in rule.blocks]) for rule in load_rulebook().rules.values()]


def test_ids_are_unique_and_both_families_and_kinds_have_mutants(mutants):
    ids = [m.id for m in mutants]
    assert len(ids) == len(set(ids))
    kinds = {(m.family, m.kind) for m in mutants}
    assert kinds == {("grid", "rules"), ("grid", "engine"), ("landfight", "rules"), ("landfight", "engine")}
    operators = {m.operator for m in mutants if m.kind == "rules"}
    # the operators issue 8 asks for: drop, swap sides, flip a comparison, a number, precedence, outcome, default
    assert {"drop", "swap-side", "comparison", "number", "precedence", "outcome", "default"} <= operators


def test_known_mutants_are_killed_and_the_parent_is_untouched(mutants, corpus):
    chosen = select(mutants, list(KILLED), None)
    assert sorted(m.id for m in chosen) == sorted(KILLED)
    engine = [m for m in chosen if m.kind == "engine"]
    code_before = [function_object(m.edit.module, m.edit.qualname).__code__ for m in engine]
    book_before = _rulebook_text()
    outcomes = run_mutants(chosen, corpus, timeout=20)
    got = {o.mutant.id: o.status for o in outcomes}
    assert got == KILLED
    assert all(o.killer_count > 0 for o in outcomes)
    # Mutants are applied in forked children only: the parent's rulebook and code are as they were.
    assert _rulebook_text() == book_before
    assert [function_object(m.edit.module, m.edit.qualname).__code__ for m in engine] == code_before
    from cardlaw.conformance import judge, load_scenario

    for o in outcomes:
        for killer in o.killers[:1]:
            assert judge(load_scenario(root() / f"{killer}.json")).passed


def test_a_mutated_function_really_differs(mutants):
    # The code a child runs is the mutant's, not the original's.
    mutant = select(mutants, ["engine:landfight/_battle.py:decide:compare:6"], None)[0]
    original = function_object(mutant.edit.module, mutant.edit.qualname).__code__
    assert mutated_code(mutant.edit).co_code != original.co_code


def test_a_survivor_is_scored_as_such(mutants, corpus):
    # Mutants listed as equivalent must still survive a run, and be scored as equivalent.
    listed = read_lists()
    equivalent = [i for i, e in listed.items() if e.list == "equivalent"]
    assert equivalent
    sample = select(mutants, equivalent[:2], None)
    outcomes = run_mutants(sample, corpus, timeout=20)
    assert [o.status for o in outcomes] == ["survived"] * len(sample)
    table = figures(outcomes, listed)
    assert sum(f.equivalent for f in table) == len(sample)
    assert all(f.unexplained == 0 for f in table)


def test_the_lists_name_only_mutants_that_exist(mutants):
    # Whether each entry still reads as the mutant it explains is the command's check (a stale entry
    # makes `cardlaw conformance mutate` exit 1); here every listed ID must be a mutant at all.
    listed = read_lists()
    by_id = {m.id: m for m in mutants}
    assert listed, "conformance/mutation/equivalent.jsonl and holes.jsonl list the survivors"
    assert [i for i in listed if i not in by_id] == []
    assert all(len(entry.reason) > 20 for entry in listed.values())
    # Rule-set mutants change only with spec/: their entries must read as the mutant does.
    assert [i for i, e in listed.items() if e.id.startswith("rules:") and by_id[i].change != e.change] == []


def test_the_command_lists_and_refuses_unknown_patterns():
    runner = CliRunner()
    listed = runner.invoke(mutate_command, ["--list", "--mutant", "rules:grid:G-BAT-2:*"])
    assert listed.exit_code == 0
    assert "rules:grid:G-BAT-2:swap-side:1" in listed.output
    missing = runner.invoke(mutate_command, ["--list", "--mutant", "rules:grid:NO-SUCH-1:*"])
    assert missing.exit_code == 2
    assert "no mutant matches" in missing.output


def test_the_saved_full_run_explains_every_survivor_and_matches_the_lists(mutants):
    import json

    lines = (root() / "mutation" / "last-run.jsonl").read_text(encoding="utf-8").splitlines()
    saved = json.loads(lines[0])
    assert saved["full"] is True
    assert {(f["family"], f["kind"]) for f in saved["figures"]} == {
        ("grid", "rules"), ("grid", "engine"), ("landfight", "rules"), ("landfight", "engine")}
    assert all(f["unexplained"] == 0 for f in saved["figures"]), saved["figures"]
    assert all(s["listed"] in ("equivalent", "holes") for s in saved["survivors"])
    rows = [json.loads(line) for line in lines[1:]]
    assert len(rows) == sum(f["total"] for f in saved["figures"])
    # Every survivor of the saved run is in one of the lists, and nothing else is.
    survived = {row[0] for row in rows if row[1] == "survived"}
    assert survived == set(read_lists())


def test_update_runs_some_mutants_of_a_saved_run_again_and_keeps_the_rest(tmp_path):
    import json

    # A saved run of two mutants: one the corpus kills, wrongly saved as a survivor, and one listed as equivalent.
    equivalent = next(i for i, e in read_lists().items() if e.list == "equivalent" and i.startswith("engine:grid/"))
    killed = "engine:landfight/_battle.py:decide:compare:6"
    saved = tmp_path / "run.jsonl"
    head = {"command": "cardlaw conformance mutate (partial)", "full": False, "corpus": {}, "figures": []}
    saved.write_text("\n".join(json.dumps(x) for x in (head, [killed, "survived", 0, False],
                                                       [equivalent, "survived", 0, False])) + "\n", encoding="utf-8")
    result = CliRunner().invoke(mutate_command, ["--update", str(saved), "--mutant", killed, "-q", "--json"])
    assert result.exit_code == 0, result.output
    lines = saved.read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines[1:]]
    assert [row[:2] for row in rows] == [[killed, "killed"], [equivalent, "survived"]]  # the other row is kept
    written = json.loads(lines[0])
    assert written["command"].endswith("; 1 mutants run again with --update") and written["full"] is False
    assert written["corpus"]["landfight"] > 0
    refused = CliRunner().invoke(mutate_command, ["--update", str(saved), "conformance/grid"])
    assert refused.exit_code == 2 and "give no PATHS" in refused.output
