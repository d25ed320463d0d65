"""Malformed scenarios and implementation commands are input errors (exit 2), never rule refusals."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from cardlaw.cli import main
from cardlaw.conformance import load_scenario, root, run_suite, validate
from cardlaw.errors import CardlawError, DataError

SAMPLE = "grid/battle/toughness-tie"
POOL_SAMPLE = "grid/setup/short-pool-refused"


def _scenario(scenario_id: str = SAMPLE) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((root() / f"{scenario_id}.json").read_text(encoding="utf-8"))
    return data


def _write(tmp_path: Path, data: dict[str, Any], name: str = "bad.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def _user_error(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.stderr


# -- 1. an implementation command that is not valid shell syntax -------------------------------


def test_judge_with_an_unclosed_quote_in_impl_is_a_user_error() -> None:
    err = _user_error(_run("judge", str(root() / f"{SAMPLE}.json"), "--impl", '"x'))
    assert err == "Error: the implementation command '\"x' cannot be split into words: No closing quotation\n"


def test_conformance_run_with_an_unclosed_quote_in_impl_is_a_user_error() -> None:
    err = _user_error(_run("conformance", "run", "--impl", '"x', str(root() / f"{SAMPLE}.json")))
    assert "cannot be split into words" in err


def test_python_dash_m_run_with_an_unclosed_quote_exits_2() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cardlaw.conformance", "run", "--impl", '"x', str(root() / f"{SAMPLE}.json")],
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "cannot be split into words" in done.stderr


# -- 2. malformed scenarios are refused when loaded -----------------------------------------------

Edit = Callable[[dict[str, Any]], None]

MALFORMED: list[tuple[str, str, Edit, str, str]] = [
    (
        "misspelt type word", SAMPLE,
        lambda s: s["setup"]["board"]["b3"]["card"].__setitem__("type", "Creture — Bear"),
        "setup.board.b3.card.type", "unknown type word 'Creture' (column 1); did you mean 'Creature'?",
    ),
    (
        "misspelt type word in a pool", POOL_SAMPLE,
        lambda s: s["setup"]["deal"]["pool"][2].__setitem__("type", "Creature Bear"),
        "setup.deal.pool[2].type", "unknown type word 'Bear' (column 10)",
    ),
    (
        "three faces", SAMPLE,
        lambda s: s["setup"]["board"]["b3"]["card"].__setitem__("type", "Sorcery // Land // Land"),
        "setup.board.b3.card.type", "at most two faces",
    ),
    (
        "unknown option", SAMPLE, lambda s: s.__setitem__("options", {"advanc": "no"}),
        "options.advanc", "unknown option 'advanc' for hornburg; did you mean 'advance'?",
    ),
    (
        "bad option value", SAMPLE, lambda s: s.__setitem__("options", {"advance": "maybe"}),
        "options.advance", "option advance (GR-3) cannot be 'maybe': choose yes | no",
    ),
    (
        "square off the board", SAMPLE,
        lambda s: s["setup"]["board"].__setitem__("z9", s["setup"]["board"].pop("b4")),
        "setup.board.z9", "'z9' is not a square of the hornburg board: squares run from a1 to d6",
    ),
    (
        "expected square off the board", SAMPLE,
        lambda s: s["expect"]["state"]["board"].__setitem__("e1", None),
        "expect.state.board.e1", "'e1' is not a square of the hornburg board",
    ),
    (
        "unknown pinned rule", SAMPLE, lambda s: s["pins"].append("G-BAT-99"),
        "pins[4]", "no rule 'G-BAT-99' in the rulebook",
    ),
    (
        "unknown game", SAMPLE, lambda s: s.__setitem__("game", "hornbrg"),
        "game", "unknown game 'hornbrg' (known: hornburg, base-race, landfight); did you mean 'hornburg'?",
    ),
    (
        "die roll for a printed toughness", SAMPLE,
        lambda s: s["setup"]["board"]["b3"]["card"].__setitem__("toughness", "1d4+1"),
        "setup.board.b3.card.toughness", "must be a printed number such as 3, '*' or '1+*', not '1d4+1'",
    ),
    (
        "printed toughness as a fractional number", SAMPLE,
        lambda s: s["setup"]["board"]["b3"]["card"].__setitem__("toughness", 3.5),
        "setup.board.b3.card.toughness", "is not of type 'integer'",
    ),
]


@pytest.mark.parametrize(("label", "base", "edit", "where", "message"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_scenario_is_a_data_error_naming_the_field(
    tmp_path: Path, label: str, base: str, edit: Edit, where: str, message: str
) -> None:
    bad = _scenario(base)
    edit(bad)
    path = _write(tmp_path, bad)
    with pytest.raises(DataError) as caught:
        load_scenario(path)
    assert caught.value.path == where
    assert message in caught.value.problem


@pytest.mark.parametrize(("label", "base", "edit", "where", "message"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_judge_exits_2_on_a_malformed_scenario(
    tmp_path: Path, label: str, base: str, edit: Edit, where: str, message: str
) -> None:
    bad = _scenario(base)
    edit(bad)
    err = _user_error(_run("judge", str(_write(tmp_path, bad))))
    assert f"at {where}: " in err and "FAIL" not in err


def test_run_reports_each_malformed_file_and_exits_2_at_the_end(tmp_path: Path) -> None:
    bad = _scenario()
    bad["options"] = {"advanc": "no"}
    path = _write(tmp_path, bad)
    good = root() / f"{SAMPLE}.json"
    result = CliRunner().invoke(main, ["conformance", "run", str(path), str(good)])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    out = result.stdout
    assert f"MALFORMED {path}" in out and "at options.advanc: unknown option 'advanc'" in out
    assert f"PASS {SAMPLE}" in out  # the other file is still judged
    assert out.splitlines()[-1] == "1 passed, 0 failed, 1 malformed (cardlaw (in-process))"
    # Progress marks (M for the malformed file, . for the pass) come first on stderr, the error last.
    # The run goes in path order, which depends on where the checkout and the temporary folder are.
    marks = "".join("M" if p == path else "." for p in sorted([path, good], key=lambda p: p.as_posix()))
    assert result.stderr == f"{marks} [2/2]\nError: 1 scenario file is malformed (marked MALFORMED above); fix them and run again\n"


def test_run_reports_a_card_text_that_does_not_read_as_malformed_and_goes_on(tmp_path: Path) -> None:
    """A scenario whose setup holds a card text that does not read is malformed like any bad field: the run
    reports it with the reader's message and still judges the other files (PROTOCOL.md, exit status 2)."""
    good_id = "landfight/end-the-battle-phase/outside-the-battle-phase-does-nothing"
    bad = _scenario(good_id)
    card = next(c for c in bad["setup"]["cards"].values() if "text" in c)
    card["text"] += " Frobnicate 1 card."
    path = _write(tmp_path, bad)
    report = run_suite([path, root() / f"{good_id}.json"])
    assert (report.passed, report.malformed) == (1, 1), report.to_json()
    fault = next(v for v in report.verdicts if v.malformed).failures[0]
    assert fault.startswith(f"{path}: setup.cards.") and "unknown word 'Frobnicate'" in fault


def test_run_suite_marks_malformed_verdicts(tmp_path: Path) -> None:
    bad = _scenario()
    bad["pins"].append("G-BAT-99")
    report = run_suite([_write(tmp_path, bad)])
    assert report.malformed == 1 and report.failed == 0 and not report.ok
    summary = report.to_json()
    assert summary["malformed"] == 1 and summary["scenarios"][0]["malformed"] is True


def test_python_dash_m_run_exits_2_on_a_malformed_file(tmp_path: Path) -> None:
    bad = _scenario()
    bad["setup"]["board"]["b3"]["card"]["type"] = "Creture — Bear"
    done = subprocess.run(
        [sys.executable, "-m", "cardlaw.conformance", "run", str(_write(tmp_path, bad))],
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "MALFORMED" in done.stdout and "Traceback" not in done.stderr


def test_an_id_that_differs_from_the_path_is_malformed_in_run_and_judge(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardlaw.conformance import _load

    monkeypatch.setattr(_load, "root", lambda: tmp_path)
    bad = _scenario()
    bad["id"] = "grid/battle/some-other-name"
    path = tmp_path / "grid" / "battle" / "toughness-tie.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(bad), encoding="utf-8")
    err = _user_error(_run("judge", str(path)))
    assert "at id: is 'grid/battle/some-other-name' but the file's path says 'grid/battle/toughness-tie'" in err
    result = _run("conformance", "run", str(path))
    assert result.exit_code == 2
    assert "MALFORMED conformance/grid/battle/toughness-tie.json" in result.stdout


def test_the_adapter_refuses_a_malformed_card(capsys: pytest.CaptureFixture[str]) -> None:
    import io

    from cardlaw.conformance import adapter_main

    bad = _scenario()
    bad["setup"]["board"]["b3"]["card"]["type"] = "Creture — Bear"
    assert adapter_main(io.StringIO(json.dumps(bad)), io.StringIO()) == 2
    assert "at setup.board.b3.card.type: unknown type word 'Creture'" in capsys.readouterr().err


# -- the grid games come from the rulebook ---------------------------------------------------------


def test_the_schema_does_not_list_the_grid_games() -> None:
    scenario = _scenario()
    scenario["game"] = "a-third-variant"
    validate(scenario, "<test>")  # the schema takes any name: the rulebook decides
    scenario["setup"] = {"deck": {"cards": []}}  # a Landfight shape is not a grid setup
    with pytest.raises(DataError) as caught:
        validate(scenario, "<test>")
    assert caught.value.path.startswith("setup")


def test_the_grid_games_are_read_from_the_rulebook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cardlaw.rules
    from cardlaw.conformance import execute

    scenario = _scenario()
    path = _write(tmp_path, scenario)
    assert load_scenario(path)
    # With a rulebook that declared only base-race, hornburg would be unknown: no list
    # of games is kept anywhere else.
    monkeypatch.setattr(cardlaw.rules, "variants", lambda: ("base-race",))
    with pytest.raises(DataError) as caught:
        load_scenario(path)
    assert caught.value.path == "game"
    assert "known: base-race, landfight" in caught.value.problem
    assert "does not play 'hornburg'" in execute(scenario)["error"]["message"]


def test_grid_setups_still_need_a_grid_shape(tmp_path: Path) -> None:
    scenario = _scenario()
    scenario["game"] = "base-race"
    scenario["actions"] = [{"move": 3}]
    with pytest.raises(CardlawError):
        load_scenario(_write(tmp_path, copy.deepcopy(scenario)))
