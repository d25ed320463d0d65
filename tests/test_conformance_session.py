"""The session protocol: cardlaw's server, the runner against it and against a deliberately unreliable program."""

from __future__ import annotations

import io
import json
import os
import shlex
import stat
import sys
import time
from pathlib import Path
from xml.etree import ElementTree as ET

import jsonschema
import pytest
from click.testing import CliRunner
from referencing import Registry, Resource

from cardlaw.cli import main
from cardlaw.conformance import (
    ImplementationUnusable,
    Selection,
    judge_file,
    load_scenario,
    protocol_input,
    read_expected_failures,
    root,
    run_suite,
    scenario_paths,
)
from cardlaw.conformance._reports import junit, tap
from cardlaw.conformance._serve import ERROR_KINDS, Session, serve
from cardlaw.errors import CardlawError

SERVE = [sys.executable, "-m", "cardlaw.conformance", "serve"]
ADAPTER = [sys.executable, "-m", "cardlaw.conformance", "adapter"]
FAKE = Path(__file__).parent / "fixtures" / "fake_impl.py"
BATTLE = "grid/battle/toughness-tie"
DEFENDER = "grid/battle/defender-tougher"
LEGEND = "grid/battle/legend-tie"
MOVES = "grid/moves/not-your-turn"
SMALL = [BATTLE, DEFENDER, LEGEND, MOVES]  # four quick cases, in path order after sorting


def _path(case: str) -> Path:
    return root() / f"{case}.json"


def _fake(faults: dict[str, str] | None = None, *extra: str) -> list[str]:
    return [sys.executable, str(FAKE), json.dumps(faults or {}), *extra]


def _schema(name: str) -> dict:
    return json.loads((root() / "schema" / name).read_text(encoding="utf-8"))


def _session_validator(direction: str = "") -> jsonschema.protocols.Validator:
    session, scenario = _schema("session.schema.json"), _schema("scenario.schema.json")
    registry = Registry().with_resources(
        [(s["$id"], Resource.from_contents(s)) for s in (session, scenario)]
    )
    target = {"$ref": f"{session['$id']}#/$defs/{direction}"} if direction else session
    return jsonschema.Draft202012Validator(target, registry=registry)


# -- cardlaw's server ------------------------------------------------------------------------


def _talk(*lines: bytes) -> list[dict]:
    out = io.BytesIO()
    serve(io.BytesIO(b"".join(line + b"\n" for line in lines)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


HELLO = b'{"type": "hello", "id": 0, "protocols": [2]}'


def test_serve_answers_each_request_with_its_id_and_the_messages_fit_the_schema() -> None:
    scenario = protocol_input(load_scenario(_path(BATTLE)))
    requests = [
        {"type": "hello", "id": 0, "protocols": [2]},
        {"type": "scenario", "id": 1, "scenario": scenario},
        {"type": "parse", "id": "two", "text": "Draw 2 cards."},
        {"type": "parse", "id": 3, "text": "Draw 2 cardz."},
        {"type": "goodbye", "id": 4},
    ]
    for request in requests:
        _session_validator("request").validate(request)
        _session_validator().validate(request)
    replies = _talk(*(json.dumps(r).encode() for r in requests))
    assert [r["id"] for r in replies] == [0, 1, "two", 3, 4]
    assert [r["type"] for r in replies] == ["hello", "result", "parsed", "parsed", "goodbye"]
    for reply in replies:
        _session_validator("reply").validate(reply)
    assert replies[0]["protocol"] == 2 and "landfight" in replies[0]["features"]["games"]
    assert replies[1]["result"]["events"][0][0]["type"] == "attack"
    assert replies[2]["ok"] is True and replies[2]["canonical"] == "Draw 2 cards."
    assert replies[3]["ok"] is False and replies[3]["error"]["column"] == 8


def test_serve_refuses_bad_requests_with_the_closed_set_of_kinds() -> None:
    bad_scenario = protocol_input(load_scenario(_path(BATTLE)))
    bad_scenario["setup"]["board"]["b3"]["card"]["toughness"] = "x"
    replies = _talk(
        b'{"type": "scenario", "id": 9, "scenario": {}}',  # before the hello
        HELLO,
        b"not json",
        b'\xff\xfe{"type": "hello"}',  # not UTF-8
        b'{"type": "scenario"}',  # no id
        b'{"type": "dance", "id": 1}',
        json.dumps({"type": "scenario", "id": 2, "scenario": bad_scenario}).encode(),
        b"[" * 100_000 + b"]" * 100_000,
        b'{"type": "goodbye", "id": 3}',
    )
    kinds = [(r["id"], r.get("kind")) for r in replies]
    assert kinds == [
        (9, "bad_message"), (0, None), (None, "bad_message"), (None, "bad_message"), (None, "bad_message"),
        (1, "unknown_type"), (2, "bad_scenario"), (None, "bad_message"), (3, None),
    ]
    assert replies[6]["path"] == "setup.board.b3.card.toughness"
    assert all(r["kind"] in ERROR_KINDS for r in replies if r["type"] == "error")
    for reply in replies:
        _session_validator("reply").validate(reply)


def test_serve_refuses_an_unknown_protocol_version_and_stops() -> None:
    out = io.BytesIO()
    code = serve(io.BytesIO(b'{"type": "hello", "id": 0, "protocols": [7]}\n{"type": "goodbye", "id": 1}\n'), out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert code == 1 and len(replies) == 1
    assert replies[0]["kind"] == "unsupported_protocol" and replies[0]["protocols"] == [2]


def test_serve_survives_a_bug_in_one_request(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlaw.conformance import _serve

    session = Session()
    session.handle(HELLO)

    def broken(request_id: object, text: object) -> dict:
        raise ZeroDivisionError("oops")

    monkeypatch.setattr(_serve, "parse_text", broken)
    reply, stop = session.handle(b'{"type": "parse", "id": 5, "text": "x"}')
    assert reply == {"type": "error", "id": 5, "kind": "internal", "message": "ZeroDivisionError: oops"} and not stop


# -- the whole suite through one process -------------------------------------------------------


def _cardlaw() -> list[str]:
    exe = Path(sys.executable).parent / "cardlaw"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "cardlaw.cli"]


def test_the_whole_suite_passes_through_conformance_serve() -> None:
    command = shlex.join([*_cardlaw(), "conformance", "serve"])
    result = CliRunner().invoke(main, ["conformance", "run", "-q", "--format", "json", "--impl", command])
    assert result.exit_code == 0, result.output[-3000:]
    report = json.loads(result.stdout)
    assert report["mode"] == "session" and report["implementation"] == command
    assert report["total"] == len(scenario_paths()) == report["passed"]


def test_the_one_shot_adapter_is_detected_and_still_works() -> None:
    report = run_suite([_path(BATTLE), _path(MOVES)], impl=ADAPTER)
    assert report.mode == "one-shot" and report.passed == 2, report.render()


# -- an unreliable implementation ---------------------------------------------------------------


def test_failures_timeouts_crashes_and_bad_replies_are_reported_per_case(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    cases = [
        "grid/battle/base-race-attacker-tougher", "grid/battle/base-race-kindred-spell",
        "grid/battle/base-race-legend-ties-planeswalker", "grid/battle/base-race-planeswalker-beats-creature",
        "grid/battle/base-race-planeswalker-beats-legend", "grid/battle/base-race-planeswalker-loyalty-tie",
        "grid/battle/base-race-spell-against-spell", BATTLE,
    ]
    faults = {
        cases[0]: "hang", cases[1]: "crash", cases[2]: "garbage", cases[3]: "badutf8",
        cases[4]: "wrongid", cases[5]: "error", BATTLE: "wrong",
    }
    started = time.monotonic()
    report = run_suite([_path(c) for c in cases], impl=_fake(faults, "--pids", str(pids)), timeout=1.5)
    assert time.monotonic() - started < 30
    by_id = {v.id: v for v in report.verdicts}
    assert by_id[cases[0]].status == "errored" and "no answer within 1.5 s" in by_id[cases[0]].reason
    assert by_id[cases[1]].status == "errored" and "exit code 3" in by_id[cases[1]].reason
    assert "fake: something broke" in by_id[cases[1]].reason  # the tail of its standard error
    assert by_id[cases[2]].status == "errored" and "not JSON" in by_id[cases[2]].reason
    assert by_id[cases[3]].status == "errored" and "not UTF-8" in by_id[cases[3]].reason
    assert by_id[cases[4]].status == "errored" and "carries id" in by_id[cases[4]].reason
    assert by_id[cases[5]].status == "errored" and "internal" in by_id[cases[5]].reason
    assert by_id[cases[6]].status == "passed"  # after all that, the restarted program still answers
    wrong = by_id[BATTLE]
    assert wrong.status == "failed"
    assert any("survivor" in f for f in wrong.failures)
    assert '-    "survivor": "attacker"' in wrong.diff and '+    "survivor": "defender"' in wrong.diff
    # The hung program's child was ended with its process group.
    child = int(pids.read_text().split()[0])
    for _ in range(50):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail(f"the hung implementation's child {child} is still running")
    assert report.count("errored") == 6 and report.count("failed") == 1 and not report.ok


def test_the_cli_reports_an_unreliable_implementation_and_exits_1() -> None:
    faults = {BATTLE: "wrong", LEGEND: "crash"}
    result = CliRunner().invoke(
        main, ["conformance", "run", "--impl", shlex.join(_fake(faults)), *[str(_path(c)) for c in SMALL]]
    )
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    out = result.stdout
    assert f"FAIL {BATTLE}" in out and f"ERROR {LEGEND}" in out and f"PASS {MOVES}" in out
    assert out.splitlines()[-1].startswith("2 passed, 1 failed, 1 errored")
    assert "[4/4]" in result.stderr  # progress, as it went


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (["/no/such/program"], "no such program"),
        ([str(Path(__file__).parent)], "it is a folder"),
        ([str(FAKE)], "not executable"),
        ([sys.executable, str(FAKE), "{}", "--protocol", "3"], "speaks protocol [3], this runner speaks 2"),
        ([sys.executable, str(FAKE), "{}", "--no-hello"], "does not speak the session protocol"),
    ],
)
def test_a_program_that_cannot_be_used_is_a_usage_error_said_once(command: list[str], message: str) -> None:
    if command == [str(FAKE)]:
        assert not os.stat(FAKE).st_mode & stat.S_IXUSR  # the fixture is a plain file
    protocol = "session" if "--no-hello" in command else "auto"
    with pytest.raises(ImplementationUnusable) as caught:
        run_suite([_path(BATTLE)], impl=command, protocol=protocol)
    assert message in caught.value.message
    result = CliRunner().invoke(
        main, ["conformance", "run", "--protocol", protocol, "--impl", shlex.join(command), str(_path(BATTLE)), str(_path(MOVES))]
    )
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.stderr.count(message) == 1


def test_a_program_that_hangs_at_the_probe_is_run_one_shot_and_errors_per_case() -> None:
    sleeper = [sys.executable, "-c", "import time; time.sleep(600)"]
    report = run_suite([_path(BATTLE), _path(MOVES)], impl=sleeper, timeout=0.5)
    assert report.mode == "one-shot"
    assert [v.status for v in report.verdicts] == ["errored", "errored"]
    assert all("no answer within 0.5 s" in v.reason for v in report.verdicts)


def test_one_shot_output_that_is_not_utf8_is_an_errored_case() -> None:
    printer = [sys.executable, "-c", "import sys; sys.stdin.read(); sys.stdout.buffer.write(b'{\"a\": \"\\xff\"}')"]
    report = run_suite([_path(BATTLE)], impl=printer, protocol="one-shot")
    assert report.verdicts[0].status == "errored" and "not UTF-8" in report.verdicts[0].reason


def test_cases_outside_the_features_are_skipped_with_the_reason() -> None:
    offered = json.dumps({"games": {"hornburg": {"options": {"advance": ["yes"]}}}, "parts": []})
    paths = [_path(BATTLE), _path("grid/battle/base-race-kindred-spell"), _path("grid/setup/base-race-deal"),
             _path("grid/rulings/advance-no")]
    paths = [p for p in paths if p.exists()]
    report = run_suite(paths, impl=_fake({}, "--features", offered))
    by_id = {v.id: v for v in report.verdicts}
    assert by_id[BATTLE].status == "passed"
    skipped = [v for v in report.verdicts if v.status == "skipped"]
    assert skipped and report.ok
    assert by_id["grid/battle/base-race-kindred-spell"].reason == "the implementation does not play 'base-race'"


def test_an_advance_no_case_is_skipped_when_only_advance_yes_is_offered() -> None:
    advance_no = next(p for p in scenario_paths([root() / "grid"])
                      if (load_scenario(p).get("options") or {}).get("advance") == "no"
                      and load_scenario(p)["game"] == "hornburg")
    offered = json.dumps({"games": {"hornburg": {"options": {"advance": ["yes"]}}}})
    report = run_suite([advance_no], impl=_fake({}, "--features", offered))
    assert report.verdicts[0].status == "skipped"
    assert report.verdicts[0].reason == 'the implementation does not offer advance="no"'


# -- expected failures, filters, reports ------------------------------------------------------------


def test_expected_failures_and_unexpected_passes(tmp_path: Path) -> None:
    listed = tmp_path / "known.txt"
    listed.write_text(f"# known problems\n{BATTLE}  # survivors are hard\n\n{MOVES}\n", encoding="utf-8")
    expected = read_expected_failures(listed)
    assert expected == {BATTLE: "survivors are hard", MOVES: ""}
    report = run_suite([_path(BATTLE), _path(MOVES)], impl=_fake({BATTLE: "wrong"}), expected_failures=expected)
    assert [v.status for v in report.verdicts] == ["xfail", "xpass"]
    assert not report.ok  # the unexpected pass must be taken off the list
    result = CliRunner().invoke(main, ["conformance", "run", "--expected-failures", str(listed), str(_path(BATTLE))])
    assert result.exit_code == 1 and "XPASS" in result.stdout
    listed.write_text("grid/battle/toughnes-tie\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["conformance", "run", "--expected-failures", str(listed), str(_path(BATTLE))])
    assert result.exit_code == 2
    assert "did you mean 'grid/battle/toughness-tie'" in result.stderr
    listed.write_text("two words here\n", encoding="utf-8")
    with pytest.raises(CardlawError, match="one case ID a line"):
        read_expected_failures(listed)


def test_filters_by_game_rule_feature_and_case() -> None:
    def ids(**filters: tuple[str, ...]) -> set[str]:
        return {v.id for v in run_suite([root() / "grid"], selection=Selection(**filters)).verdicts}

    assert all(i.startswith("grid/") for i in ids(games=("base-race",)))
    pinned = ids(rules=("G-XTR-*",))
    assert pinned and all("G-XTR" in " ".join(load_scenario(_path(i))["pins"]) for i in pinned)
    deals = ids(features=("deal",))
    assert deals and all("deal" in load_scenario(_path(i))["setup"] for i in deals)
    assert ids(cases=("grid/battle/legend-*",)) == {p.relative_to(root()).with_suffix("").as_posix()
                                                    for p in (root() / "grid" / "battle").glob("legend-*.json")}


def test_reports_in_every_format() -> None:
    cases = [str(_path(c)) for c in SMALL]
    args = ["conformance", "run", "-q", "--impl", shlex.join(_fake({BATTLE: "wrong", LEGEND: "error"})), *cases]
    runner = CliRunner()
    as_json = runner.invoke(main, [*args, "--format", "json"])
    assert as_json.exit_code == 1 and as_json.stderr == ""
    data = json.loads(as_json.stdout)
    jsonschema.Draft202012Validator(_schema("report.schema.json")).validate(data)
    assert data["counts"] == {"passed": 2, "failed": 1, "errored": 1, "skipped": 0, "xfail": 0, "xpass": 0, "malformed": 0}
    xml = runner.invoke(main, [*args, "--format", "junit"])
    suite = ET.fromstring(xml.stdout)
    assert suite.tag == "testsuite" and suite.get("tests") == "4"
    assert suite.get("failures") == "1" and suite.get("errors") == "1"
    assert len(suite.findall("testcase")) == 4 and len(suite.findall("testcase/failure")) == 1
    assert "survivor" in (suite.find("testcase/failure").text or "")
    lines = runner.invoke(main, [*args, "--format", "tap"]).stdout.splitlines()
    assert lines[:2] == ["TAP version 13", "1..4"]
    results = [line for line in lines if line.startswith(("ok ", "not ok "))]
    assert len(results) == 4 and sum(line.startswith("not ok") for line in results) == 2
    text = runner.invoke(main, [*args, "--format", "text"]).stdout
    assert "--- expected" in text and "+++ actual" in text


def test_junit_and_tap_of_every_status() -> None:
    report = run_suite([_path(BATTLE), _path(MOVES)], impl=_fake({BATTLE: "wrong"}), expected_failures={BATTLE: ""})
    assert ET.fromstring(junit(report)).get("skipped") == "1"  # the expected failure
    assert "# TODO" in tap(report)


# -- bad files never stop a run --------------------------------------------------------------------


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    utf16 = tmp_path / "utf16.json"
    utf16.write_bytes(_path(BATTLE).read_text(encoding="utf-8").encode("utf-16"))
    latin = tmp_path / "latin1.json"
    latin.write_bytes('{"title": "caf\xe9"}'.encode("latin-1"))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    return {"utf16": utf16, "latin1": latin, "deep": deep}


def test_a_bad_scenario_file_is_reported_and_the_run_goes_on(tmp_path: Path) -> None:
    bad = _bad_files(tmp_path)
    result = CliRunner().invoke(main, ["conformance", "run", *map(str, bad.values()), str(_path(BATTLE))])
    assert result.exit_code == 2 and "Traceback" not in result.output
    out = result.stdout
    assert "UTF-16" in out and "not UTF-8 text" in out and "nested more than" in out
    assert f"PASS {BATTLE}" in out
    assert out.splitlines()[-1] == "1 passed, 0 failed, 3 malformed (cardlaw (in-process))"


@pytest.mark.parametrize("command", [["judge"], ["replay"], ["cards", "check"]])
def test_bad_files_for_every_reader_end_in_a_message(tmp_path: Path, command: list[str]) -> None:
    for name, path in [*_bad_files(tmp_path).items(), ("dev-zero", Path("/dev/zero"))]:
        if name == "dev-zero" and not Path("/dev/zero").exists():
            continue
        started = time.monotonic()
        result = CliRunner().invoke(main, [*command, str(path)])
        assert result.exit_code == 2, (name, result.output)
        assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit)
        assert str(path) in result.stderr, (name, result.stderr)
        assert time.monotonic() - started < 20  # /dev/zero is read only up to the limit


def test_judge_through_serve() -> None:
    verdict = judge_file(_path(BATTLE), impl=SERVE)
    assert verdict.passed, verdict.render()


# -- coverage -----------------------------------------------------------------------------------


def test_coverage_lists_the_cases_of_every_rule_and_fails_on_a_gap() -> None:
    from cardlaw import load_rulebook

    result = CliRunner().invoke(main, ["conformance", "coverage", "--json"])
    assert result.exit_code == 0, result.output[-2000:]
    data = json.loads(result.stdout)
    assert data["ok"] and data["unpinned"] == [] and data["unknown_pins"] == {}
    assert [r["id"] for r in data["rules"]] == list(load_rulebook().rules)
    by_id = {r["id"]: r for r in data["rules"]}
    assert BATTLE in by_id["G-BAT-2"]["cases"] and by_id["G-BAT-2"]["game"] == "grid"
    assert by_id["LR-3"]["kind"] == "ruling" and by_id["LR-3"]["game"] == "landfight"
    text = CliRunner().invoke(main, ["conformance", "coverage"]).stdout
    live = [r for r in data["rules"] if not r["withdrawn"]]
    assert by_id["LR-45"]["withdrawn"] and "LR-45" not in data["unpinned"] and len(live) < len(data["rules"])
    assert text.splitlines()[-1] == f"{len(live)} of {len(live)} rules and rulings pinned"
    # Only the battle scenarios: most rules lose their cases, and the command says so.
    partial = CliRunner().invoke(main, ["conformance", "coverage", str(root() / "grid" / "battle")])
    assert partial.exit_code == 1
    assert "L-SET-1: no scenario pins this rule" in partial.stdout and "NOT PINNED" in partial.stdout


# -- the protocol states every citation -------------------------------------------------------------


def test_protocol_states_the_citations_the_first_outside_implementation_missed() -> None:
    text = " ".join((root() / "PROTOCOL.md").read_text(encoding="utf-8").split())
    table = text[text.index("#### Which rules each grid event cites"):text.index("## Landfight games")]
    # reveal: the category statement; extra_turn: the granting clause; win: the override.
    assert "| `reveal` | `G-BAT-1`, and the rule of the `category` statement that placed this card" in table
    assert "| `extra_turn` | `G-XTR-1`; every clause that applies whose effects grant this extra turn" in table
    assert "every override that acted (`G-CMB-3` when `G-WIN-2` replaced `G-WIN-1`)" in table
    for event in ("move", "attack", "reveal", "battle", "discard", "advance", "face_down", "extra_turn", "win", "draw"):
        assert f"| `{event}` |" in table
    assert "| activate a Land's `(OPT)` ability | `L-ACT-10` |" in text


def test_every_grid_citation_in_the_corpus_is_one_the_protocol_explains() -> None:
    """Each event's rules are drawn only from the sources its row names (checked on every grid case)."""
    from cardlaw.conformance import execute
    from cardlaw.conformance._load import option_refusal
    from cardlaw.rules import compiled

    fixed = {
        "move": {"G-MOV-4"}, "attack": {"G-MOV-5"}, "advance": {"G-OUT-3", "GR-3"}, "face_down": {"G-OUT-4", "GR-4"},
        "draw": {"G-END-2", "GR-14", "G-END-3", "GR-15"},
    }
    for path in scenario_paths([root() / "grid"]):
        scenario = load_scenario(path)
        if option_refusal(scenario["game"], scenario.get("options") or {}) is not None:
            continue  # a refused option value: the setup is refused before any event
        rules = compiled(scenario["game"], scenario.get("options") or {})
        clauses = {st.rule for st in rules.ruleset.clauses}
        overrides = {st.rule for st in rules.ruleset.overrides}
        categories = {st.rule for st in rules.ruleset.categories}
        allowed = {
            **fixed,
            "reveal": {"G-BAT-1"} | categories,
            "battle": clauses | overrides | {"G-OUT-2", "G-OUT-3", "GR-3"},
            "discard": {"G-OUT-1"} | clauses,
            "extra_turn": {"G-XTR-1", "G-XTR-2", "G-XTR-3"} | clauses,
            "win": {"G-END-1", "GR-19"} | clauses | overrides,
        }
        for events in execute(protocol_input(scenario))["events"]:
            for event in events:
                assert set(event["rules"]) <= allowed[event["type"]], (scenario["id"], event)
                if event["type"] == "reveal":
                    assert len(set(event["rules"]) & categories) == 1, (scenario["id"], event)
