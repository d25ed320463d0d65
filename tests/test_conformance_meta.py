"""The conformance suite itself: coverage, validity, IDs, the protocol, and that it can fail."""

from __future__ import annotations

import copy
import io
import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from cardlaw import load_rulebook
from cardlaw.conformance import (
    adapter_main,
    compare,
    coverage,
    coverage_problems,
    execute,
    judge,
    judge_file,
    load_scenario,
    root,
    run_suite,
    scenario_paths,
)
from cardlaw.errors import CardlawError, DataError

ADAPTER = [sys.executable, "-m", "cardlaw.conformance", "adapter"]
SAMPLE = "grid/battle/toughness-tie"


def _path(scenario_id: str) -> Path:
    return root() / f"{scenario_id}.json"


def _sample() -> dict:
    return json.loads(_path(SAMPLE).read_text(encoding="utf-8"))


def test_every_rule_is_pinned_and_no_pin_is_unknown():
    assert coverage_problems() == []
    table = coverage()
    assert set(load_rulebook().rules) <= set(table)
    assert all(table[rule] for rule, r in load_rulebook().rules.items() if not r.withdrawn)


def test_every_scenario_validates_and_its_id_is_its_path():
    paths = scenario_paths()
    assert len(paths) >= 71
    ids = set()
    for path in paths:
        scenario = load_scenario(path)
        rel = path.resolve().relative_to(root().resolve()).with_suffix("").as_posix()
        assert scenario["id"] == rel
        ids.add(scenario["id"])
    assert len(ids) == len(paths)


def test_the_schema_is_not_a_scenario():
    assert not any("schema" in p.parts for p in scenario_paths())


def test_run_suite_judges_every_scenario_without_crashing():
    # Whether each scenario passes is reported by its own test item (conftest.py);
    # here the suite as a whole must run every scenario to a result.
    report = run_suite()
    assert len(report.verdicts) == len(scenario_paths())
    assert all(v.result is not None for v in report.verdicts), report.render()
    summary = report.to_json()
    assert summary["total"] == summary["passed"] + summary["failed"]


@pytest.mark.parametrize(
    "scenario_id",
    [SAMPLE, "grid/moves/not-your-card", "grid/setup/base-race-deal", "grid/extra-turns/chained-extra-turn"],
)
def test_protocol_runner_through_a_subprocess(scenario_id):
    verdict = judge_file(_path(scenario_id), impl=ADAPTER)
    assert verdict.passed, verdict.render()
    in_process = judge_file(_path(scenario_id))
    assert verdict.result == json.loads(json.dumps(in_process.result))


def test_run_suite_with_an_implementation_command(tmp_path):
    report = run_suite([_path(SAMPLE)], impl=ADAPTER)
    assert report.ok and report.passed == 1
    assert report.to_json()["scenarios"][0]["id"] == SAMPLE


def test_adapter_main_in_process():
    out = io.StringIO()
    scenario = _sample()
    assert adapter_main(io.StringIO(json.dumps(scenario)), out) == 0
    result = json.loads(out.getvalue())
    assert set(result) == {"events", "state", "error", "deal", "deck", "setup_events"}
    assert compare(scenario, result) == []


def test_adapter_refuses_input_that_is_not_a_scenario(capsys):
    assert adapter_main(io.StringIO("{not json"), io.StringIO()) == 2
    assert adapter_main(io.StringIO(json.dumps({"id": "x/y", "game": "hornburg"})), io.StringIO()) == 2
    assert "cardlaw conformance adapter" in capsys.readouterr().err


def test_a_crashing_implementation_is_a_failure():
    verdict = judge_file(_path(SAMPLE), impl=[sys.executable, "-c", "import sys; sys.exit(3)"])
    assert not verdict.passed
    assert "exit code 3" in verdict.failures[0]


def test_malformed_scenario_names_the_exact_path(tmp_path):
    bad = _sample()
    bad["expect"]["events"][0][1]["rules"] = "G-BAT-1"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert info.value.path == "expect.events[0][1].rules"
    assert "at expect.events[0][1].rules:" in str(info.value)


@pytest.mark.parametrize(
    ("edit", "where"),
    [
        (lambda s: s["setup"]["board"]["b3"].__setitem__("colour", "red"), "setup.board.b3.colour"),
        (lambda s: s["setup"]["board"]["b3"]["card"].__setitem__("toughness", "x"), "setup.board.b3.card.toughness"),
        (lambda s: s["actions"][0].__setitem__("move", "b3"), "actions[0].move"),
        (lambda s: s.__setitem__("extra", 1), "extra"),
        (lambda s: s["expect"].__setitem__("error", {"action": 5}), "expect.error.action"),
        (lambda s: s.__setitem__("pins", []), "pins"),
    ],
)
def test_other_malformed_fields(tmp_path, edit, where):
    bad = _sample()
    edit(bad)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert info.value.path == where


def test_id_must_match_the_path(tmp_path, monkeypatch):
    from cardlaw.conformance import _load

    monkeypatch.setattr(_load, "root", lambda: tmp_path)
    bad = _sample()
    bad["id"] = "grid/battle/some-other-name"
    path = tmp_path / "grid" / "battle" / "toughness-tie.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert info.value.path == "id"
    assert "conformance/grid/battle/toughness-tie.json" in str(info.value)


def test_a_wrong_expectation_is_reported_as_a_failure():
    scenario = _sample()
    wrong = copy.deepcopy(scenario)
    wrong["expect"]["events"][0][3]["survivor"] = "defender"
    wrong["expect"]["state"]["to_move"] = "south"
    result = execute(wrong)
    failures = compare(wrong, result)
    assert any("events[0][3].survivor" in f for f in failures)
    assert any("state.to_move" in f for f in failures)
    verdict = judge(wrong)
    assert not verdict.passed
    assert "FAIL" in verdict.render()


def test_unexpected_refusal_and_missing_refusal_are_failures():
    scenario = _sample()
    refused = copy.deepcopy(scenario)
    refused["actions"] = [{"move": "b3 c3"}]  # c3 is empty: a legal move, not a refusal
    refused["expect"] = {"error": {"action": 0, "rule": "G-MOV-3"}}
    assert compare(refused, execute(refused))
    moved = copy.deepcopy(scenario)
    moved["actions"] = [{"move": "a1 b1", "player": "north"}]
    moved["expect"] = {"events": [[{"type": "move"}]]}
    failures = compare(moved, execute(moved))
    assert failures and "refused" in failures[0]


def test_rules_compare_as_sets_and_cards_by_name():
    scenario = {"expect": {"events": [[{"type": "x", "rules": ["B-1", "A-1"]}]], "state": {"board": {"a1": {"card": "Bear"}}}}}
    result = {
        "events": [[{"type": "x", "rules": ["A-1", "B-1"], "extra": 1}]],
        "state": {"board": [{"square": "a1", "owner": "south", "card": {"name": "Bear", "type": "Creature"}}]},
        "error": None,
    }
    assert compare(scenario, result) == []
    result["events"][0][0]["rules"] = ["A-1"]
    assert compare(scenario, result)


def test_a_failing_judgement_does_not_raise_on_engine_errors():
    scenario = _sample()
    scenario["setup"]["board"]["b3"]["card"] = {"name": "Odd", "type": "Creature — Bear"}  # no toughness
    result = execute(scenario)
    assert result["error"]["setup"] is True
    assert result["state"] is None
    assert isinstance(CardlawError("x"), Exception)


def test_python_dash_m_runs_the_suite_through_the_adapter():
    done = subprocess.run(
        [sys.executable, "-m", "cardlaw.conformance", "run", "--impl", shlex.join(ADAPTER), str(_path(SAMPLE))],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 0 failed" in done.stdout


def test_an_option_value_the_rules_refuse_is_a_refused_setup(tmp_path):
    from cardlaw.conformance._load import check_input, option_refusal

    scenario = _sample()
    scenario["options"] = {"advance": "no", "ply_cap": 0}
    scenario["actions"] = []
    # Without the expectation it is a mistake in the file, named at the option, with what to write instead.
    scenario["expect"] = {"events": []}
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert info.value.path == "options.ply_cap"
    assert "cannot be '0'" in info.value.problem and '"rule": "GR-14"' in info.value.problem
    # Expecting a refusal citing another rule is no better.
    scenario["expect"] = {"error": {"setup": True, "rule": "G-END-2"}}
    path.write_text(json.dumps(scenario), encoding="utf-8")
    with pytest.raises(DataError):
        load_scenario(path)
    # Expecting the refusal the declaring ruling gives, it is a case like any other, and cardlaw passes it.
    scenario["expect"] = {"error": {"setup": True, "rule": "GR-14"}}
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert judge(load_scenario(path, check_id=False)).passed
    # As an implementation receives it (no expect), the input is valid and the setup refused.
    given = {k: v for k, v in scenario.items() if k != "expect"}
    check_input(given, "scenario")
    assert option_refusal("hornburg", given["options"]) == (
        "ply_cap", "GR-14", "option ply_cap (GR-14) cannot be '0': choose a whole number from 1 | off")
    result = execute(given)
    assert result["error"]["setup"] is True and result["error"]["rule"] == "GR-14" and result["state"] is None
    # An undeclared option stays malformed, whatever the expectation.
    scenario["options"] = {"advanc": "no"}
    path.write_text(json.dumps(scenario), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert info.value.path == "options.advanc"
    with pytest.raises(DataError):
        check_input({k: v for k, v in scenario.items() if k != "expect"}, "scenario")


def test_a_landfight_option_value_the_rules_refuse_cites_its_ruling():
    scenario = load_scenario(_path("landfight/mutants/option-value-not-declared-refused"))
    assert scenario["options"] == {"negated_costs": "never"}
    result = execute({k: v for k, v in scenario.items() if k != "expect"})
    assert result["error"] == {"action": None, "setup": True, "rule": "LR-10",
                               "message": "option negated_costs (LR-10) is one of stay-paid | refunded, not 'never'"}
