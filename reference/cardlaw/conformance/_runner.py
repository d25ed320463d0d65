"""Judging scenarios: in-process on cardlaw's engine, or through the protocol against any program."""

from __future__ import annotations

import fnmatch
import json
import shlex
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CardlawError, DataError, SourceError
from ._compare import compare, diff_text
from ._execute import execute
from ._load import LANDFIGHT, expected_id, load_scenario, scenario_paths, source_name
from ._process import (
    TIMEOUT,
    CaseErrored,
    ImplementationUnusable,
    Session,
    probe,
    run_one_shot,
    split_command,
)

Runner = Callable[[dict[str, Any]], dict[str, Any]]
ImplementationFailed = CaseErrored  # the name earlier versions exported
STATUSES = ("passed", "failed", "errored", "skipped", "xfail", "xpass", "malformed")
MODES = ("auto", "session", "one-shot")


def protocol_input(scenario: dict[str, Any]) -> dict[str, Any]:
    """What an implementation receives: the scenario without its expectations."""
    return {k: v for k, v in scenario.items() if k != "expect"}


def subprocess_runner(command: Sequence[str] | str, *, timeout: float = TIMEOUT) -> Runner:
    """A runner that starts ``command`` once per scenario and speaks the one-shot protocol with it."""
    argv = split_command(command)

    def run(scenario: dict[str, Any]) -> dict[str, Any]:
        return run_one_shot(argv, protocol_input(scenario), timeout)

    return run


# -- what a case needs, and what an implementation offers ----------------------------------


def case_features(scenario: dict[str, Any]) -> list[str]:
    """The features a case needs: its game, each option it sets, and optional parts (``deal``, ``pool``).

    These are the names ``--feature`` filters on and the hello's ``features`` are read against.
    """
    needs = [f"game:{scenario.get('game')}"]
    needs += [f"option:{name}" for name in sorted(scenario.get("options") or {})]
    setup = scenario.get("setup") or {}
    if "deal" in setup:
        needs.append("deal")
        if "pool" in setup["deal"]:
            needs.append("pool")
    if scenario.get("game") == LANDFIGHT:
        kind = next((k for k in ("deck", "position", "start", "match") if k in setup), None)
        if kind:
            needs.append(f"setup:{kind}")
    return needs


def missing_feature(scenario: dict[str, Any], features: dict[str, Any] | None) -> str | None:
    """Why an implementation offering ``features`` cannot run the case, or None (None features: all offered)."""
    if features is None:
        return None
    game = scenario.get("game")
    offer = features.get("games", {}).get(game)
    if offer is None:
        return f"the implementation does not play {game!r}"
    offered = offer.get("options", "all")
    for name, value in (scenario.get("options") or {}).items():
        if offered == "all":
            break
        values = offered.get(name)
        if values is None:
            return f"the implementation does not offer the option {name!r}"
        if values != "all" and value not in values:
            return f"the implementation does not offer {name}={json.dumps(value)}"
    parts = set(features.get("parts", []))
    setup = scenario.get("setup") or {}
    if "deal" in setup and "deal" not in parts:
        return "the implementation does not deal from a seed (part 'deal')"
    if "deal" in setup and "pool" in setup["deal"] and "pool" not in parts:
        return "the implementation does not deal from a given pool (part 'pool')"
    return None


# -- the implementation under test ------------------------------------------------------


class Target:
    """What cases run on: cardlaw in-process, a session process, or a program started per case."""

    def __init__(self, label: str, mode: str, features: dict[str, Any] | None) -> None:
        self.label = label
        self.mode = mode
        self.features = features

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def close(self) -> None:
        """Say goodbye and end any process still running."""


class InProcess(Target):
    def __init__(self) -> None:
        from ._serve import features

        super().__init__("cardlaw (in-process)", "in-process", features())

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        try:
            return execute(protocol_input(scenario))
        except CardlawError:
            raise
        except Exception as exc:  # a bug in the engine: this case errors, the run goes on
            raise CaseErrored(f"the engine failed: {type(exc).__name__}: {exc}") from None


class SessionTarget(Target):
    def __init__(self, session: Session) -> None:
        hello = session.hello or {}
        super().__init__(session.label, "session", hello.get("features"))
        self.session = session

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        return self.session.run(protocol_input(scenario))

    def close(self) -> None:
        self.session.stop(goodbye=True)


class OneShotTarget(Target):
    def __init__(self, argv: list[str], label: str, timeout: float) -> None:
        super().__init__(label, "one-shot", None)
        self.argv = argv
        self.timeout = timeout
        self.checked = False

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        return run_one_shot(self.argv, protocol_input(scenario), self.timeout)


def open_target(impl: Sequence[str] | str | None, *, protocol: str = "auto", timeout: float = TIMEOUT) -> Target:
    """The target for ``impl`` (None: cardlaw in-process). A program that cannot run raises `ImplementationUnusable`."""
    if impl is None:
        return InProcess()
    if protocol not in MODES:
        raise CardlawError(f"unknown protocol mode {protocol!r}: choose {', '.join(MODES)}")
    argv = split_command(impl)
    label = impl if isinstance(impl, str) else shlex.join(argv)
    mode = probe(argv, timeout) if protocol == "auto" else protocol
    if mode == "one-shot":
        return OneShotTarget(argv, label, timeout)
    session = Session(argv, timeout=timeout)
    session.label = label
    session.start()
    return SessionTarget(session)


# -- verdicts -------------------------------------------------------------------------------


@dataclass
class Verdict:
    """The judgement of one scenario."""

    scenario: dict[str, Any]
    result: dict[str, Any] | None
    failures: list[str] = field(default_factory=list)
    source: str = ""
    malformed: bool = False  # the file is not a valid scenario (``failures`` says why); nothing was run
    status: str = ""  # one of STATUSES; worked out from the rest when left empty
    reason: str = ""  # why a case was skipped or errored
    expected_failure: bool = False  # listed in the expected-failures file
    diff: str = ""  # expected against actual, for a failed case

    def __post_init__(self) -> None:
        if not self.status:
            self.status = "malformed" if self.malformed else ("failed" if self.failures else "passed")
        self.apply_expectation(self.expected_failure)

    def apply_expectation(self, expected_failure: bool) -> None:
        """Mark the case as listed in the expected-failures file (or not) and adjust its status."""
        self.expected_failure = expected_failure
        if self.status in ("xfail", "xpass"):
            self.status = "passed" if self.status == "xpass" else ("errored" if self.reason else "failed")
        if expected_failure and self.status in ("failed", "errored"):
            self.status = "xfail"
        elif expected_failure and self.status == "passed":
            self.status = "xpass"

    @property
    def passed(self) -> bool:
        return self.status == "passed"

    @property
    def ok(self) -> bool:
        """Whether this case lets the run succeed: passed, skipped by feature, or failing as expected."""
        return self.status in ("passed", "skipped", "xfail")

    @property
    def id(self) -> str:
        return str(self.scenario.get("id") or self.source)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.scenario.get("title"),
            "game": self.scenario.get("game"),
            "pins": list(self.scenario.get("pins", [])),
            "status": self.status,
            "passed": self.passed,
            "malformed": self.malformed,
            "expected_failure": self.expected_failure,
            "reason": self.reason or None,
            "failures": list(self.failures),
            "diff": self.diff or None,
            "result": self.result,
        }

    def render(self) -> str:
        """The events one per line with the rules they cite, then PASS or FAIL and the failures."""
        lines = [f"{self.id}: {self.scenario.get('title', '')}".rstrip(": ")]
        pins = self.scenario.get("pins")
        if pins:
            lines.append(f"  pins {' '.join(pins)}")
        result = self.result or {}
        actions = self.scenario.get("actions", [])
        deal = result.get("deal")
        if isinstance(deal, dict):
            lines.append(f"  deal: seed {deal.get('seed')}, {deal.get('first')} moves first")
        deck = result.get("deck")
        if isinstance(deck, dict):
            lines.append(f"  deck: {'legal' if deck.get('legal') else 'not legal'}")
            for problem in deck.get("problems") or []:
                lines.append(f"      {problem.get('message')}  [{problem.get('rule')}]")
        for i, events in enumerate(result.get("events") or []):
            lines.append(f"  [{i}] {_action_text(actions, i)}")
            for event in events if isinstance(events, list) else []:
                lines.append("      " + render_event(event))
        error = result.get("error")
        if isinstance(error, dict):
            at = "setup" if error.get("setup") else f"[{error.get('action')}]"
            rule = f"  [{error.get('rule')}]" if error.get("rule") else ""
            lines.append(f"  {at} refused: {error.get('message')}{rule}")
        state = result.get("state")
        if isinstance(state, dict):
            outcome = state.get("result")
            if isinstance(outcome, dict):
                who = outcome.get("winner") or "nobody (draw)"
                lines.append(f"  result: {who} wins: {outcome.get('reason')}  [{' '.join(outcome.get('rules', []))}]")
            elif "to_move" in state:
                pending = state.get("pending_extra_turns") or []
                extra = f", extra turns waiting: {', '.join(pending)}" if pending else ""
                lines.append(f"  to move: {state.get('to_move')}{extra}")
        lines.append(_LABEL[self.status])
        lines.extend(f"  - {failure}" for failure in self.failures)
        if self.diff:
            lines.extend("    " + line for line in self.diff.splitlines())
        return "\n".join(lines)


_LABEL = {
    "passed": "PASS", "failed": "FAIL", "errored": "ERROR", "skipped": "SKIP", "xfail": "XFAIL",
    "xpass": "XPASS", "malformed": "MALFORMED",
}
PROGRESS_MARK = {"passed": ".", "failed": "F", "errored": "E", "skipped": "s", "xfail": "x", "xpass": "X", "malformed": "M"}


def _action_text(actions: list[Any], index: int) -> str:
    action = actions[index] if index < len(actions) else None
    if not isinstance(action, dict):
        return "?"
    player = f"{action['player']}: " if action.get("player") else ""
    if "move" in action:
        return f"{player}{action['move']}"
    rest = " ".join(f"{k}={v}" for k, v in action.items() if k not in ("action", "player"))
    return f"{player}{action.get('action', '?')} {rest}".rstrip()


def render_event(event: Any) -> str:
    if not isinstance(event, dict):
        return json.dumps(event)
    kind = event.get("type", "?")
    rules = event.get("rules") or []
    fields = []
    for key, value in event.items():
        if key in ("type", "rules") or value is None:
            continue
        fields.append(f"{key}={value}")
    return f"{kind} {' '.join(fields)}  [{' '.join(rules)}]"


@dataclass
class Report:
    """The judgement of a set of scenarios."""

    verdicts: list[Verdict]
    implementation: str = "cardlaw (in-process)"
    mode: str = "in-process"
    problems: list[str] = field(default_factory=list)  # run-level notes, such as stale expected failures

    def count(self, status: str) -> int:
        return sum(v.status == status for v in self.verdicts)

    @property
    def passed(self) -> int:
        return self.count("passed")

    @property
    def malformed(self) -> int:
        """Files that are not valid scenarios: input errors, not failures of the implementation."""
        return self.count("malformed")

    @property
    def failed(self) -> int:
        return self.count("failed")

    @property
    def ok(self) -> bool:
        return all(v.ok for v in self.verdicts)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "cardlaw-conformance-report",
            "version": 1,
            "implementation": self.implementation,
            "mode": self.mode,
            "total": len(self.verdicts),
            "counts": {status: self.count(status) for status in STATUSES},
            "passed": self.passed,
            "failed": self.failed,
            "malformed": self.malformed,
            "ok": self.ok,
            "problems": list(self.problems),
            "scenarios": [v.to_json() for v in self.verdicts],
        }

    def summary(self) -> str:
        parts = [f"{self.passed} passed", f"{self.failed} failed"]
        for status, word in (("errored", "errored"), ("skipped", "skipped"), ("xfail", "expected failures"),
                             ("xpass", "unexpected passes"), ("malformed", "malformed")):
            if self.count(status):
                parts.append(f"{self.count(status)} {word}")
        return f"{', '.join(parts)} ({self.implementation})"

    def render(self, *, verbose: bool = False) -> str:
        lines = []
        for verdict in self.verdicts:
            if verdict.malformed:
                lines.append(f"MALFORMED {verdict.source}")
                lines.extend(f"  - {failure}" for failure in verdict.failures)
            elif verbose:
                lines.append(verdict.render())
            else:
                label = _LABEL[verdict.status]
                note = f" ({verdict.reason})" if verdict.status == "skipped" and verdict.reason else ""
                if verdict.status == "xpass":
                    note = " (listed as an expected failure, but it passes: take it off the list)"
                lines.append(f"{label} {verdict.id}{note}")
                if verdict.status in ("failed", "errored"):
                    lines.extend(f"  - {failure}" for failure in verdict.failures)
                    if verdict.diff:
                        lines.extend("    " + line for line in verdict.diff.splitlines())
        lines.extend(f"note: {problem}" for problem in self.problems)
        lines.append(self.summary())
        return "\n".join(lines)


def malformed_message(count: int) -> str:
    """What a run says last when some files were not valid scenarios."""
    files = "file is" if count == 1 else "files are"
    return f"{count} scenario {files} malformed (marked MALFORMED above); fix them and run again"


def judge(scenario: dict[str, Any], runner: Runner | None = None, *, source: str = "") -> Verdict:
    """Run a loaded scenario and compare; a refused action is also checked to have changed nothing."""
    runner = runner or execute
    try:
        result = runner(scenario)
    except CardlawError as exc:
        return Verdict(scenario, None, [str(exc)], source, status="errored", reason=str(exc))
    failures = compare(scenario, result)
    error = scenario.get("expect", {}).get("error")
    if error is not None and "action" in error and isinstance(result.get("error"), dict) and not failures:
        # The refused move must leave the game as it was: the same scenario cut short just
        # before that action must report the very same state (G-MOV-6, L-ACT-13).
        before = dict(scenario, actions=scenario["actions"][: error["action"]])
        before.pop("expect", None)
        try:
            prefix = runner(before)
        except CardlawError as exc:
            message = f"state before the refused action: {exc}"
            return Verdict(scenario, result, [message], source, status="errored", reason=message)
        if prefix.get("state") != result.get("state"):
            failures.append(
                f"error: the refused action {error['action']} changed the state "
                "(it differs from the state just before it)"
            )
    diff = diff_text(scenario, result) if failures else ""
    return Verdict(scenario, result, failures, source, diff=diff)


def judge_file(path: str | Path, impl: Sequence[str] | str | None = None, *, protocol: str = "auto",
               timeout: float = TIMEOUT) -> Verdict:
    """Load, run and judge one scenario file. A malformed file raises `DataError`."""
    scenario = load_scenario(path)
    target = open_target(impl, protocol=protocol, timeout=timeout)
    try:
        return judge(scenario, target.run, source=source_name(Path(path)))
    finally:
        target.close()


# -- choosing cases ----------------------------------------------------------------------


@dataclass(frozen=True)
class Selection:
    """Which cases a run judges: every filter given must hold (patterns use shell wildcards)."""

    games: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    cases: tuple[str, ...] = ()

    def admits(self, scenario: dict[str, Any]) -> bool:
        if self.games and scenario.get("game") not in self.games:
            return False
        if self.rules and not any(fnmatch.fnmatchcase(pin, pattern) for pin in scenario.get("pins", [])
                                  for pattern in self.rules):
            return False
        if self.features and not set(self.features) & set(case_features(scenario)):
            return False
        return not self.cases or any(fnmatch.fnmatchcase(str(scenario.get("id")), p) for p in self.cases)

    def admits_source(self, path: Path) -> bool:
        """For a file that does not load: judged by its ID alone (the other filters cannot be read)."""
        if not self.cases:
            return True
        sid = expected_id(path) or path.stem
        return any(fnmatch.fnmatchcase(sid, p) for p in self.cases)


def read_expected_failures(path: str | Path) -> dict[str, str]:
    """Case ID -> reason, from a text file: one ID a line, ``#`` starts a comment (the reason)."""
    from .._jsonfile import read_text_limited

    try:
        text = read_text_limited(path)
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else f"not UTF-8 text ({exc.reason})"
        raise CardlawError(f"--expected-failures {str(path)!r}: cannot read it: {reason or exc}") from None
    listed: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        body, _, comment = line.partition("#")
        words = body.split()
        if not words:
            continue
        if len(words) > 1:
            raise CardlawError(f"{path}:{number}: one case ID a line, then an optional '# reason'; found {body.strip()!r}")
        listed[words[0]] = comment.strip()
    return listed


def run_suite(
    paths: Iterable[str | Path] | None = None,
    impl: Sequence[str] | str | None = None,
    *,
    selection: Selection | None = None,
    expected_failures: dict[str, str] | None = None,
    protocol: str = "auto",
    timeout: float = TIMEOUT,
    progress: Callable[[Verdict, int, int], None] | None = None,
    target: Target | None = None,
) -> Report:
    """Judge every scenario (or those under ``paths``) on our engine, or on ``impl`` through the protocol.

    A malformed scenario file does not stop the run: it is reported as a malformed verdict
    (`Report.malformed`), which the command line turns into exit status 2 once every other
    file has been judged. A program that cannot be started raises `ImplementationUnusable`
    before any case runs.
    """
    selection = selection or Selection()
    listed = dict(expected_failures or {})
    target = target or open_target(impl, protocol=protocol, timeout=timeout)
    try:
        loaded = _load_selected(paths, selection)
    except BaseException:
        target.close()
        raise
    problems = _stale_expectations(listed, paths)
    verdicts: list[Verdict] = []
    try:
        for number, (path, scenario, fault) in enumerate(loaded, 1):
            source = source_name(path)
            if scenario is None:
                verdict = Verdict({"id": expected_id(path) or source}, None, [fault], source, malformed=True)
            else:
                why = missing_feature(scenario, target.features)
                if why is not None:
                    verdict = Verdict(scenario, None, [], source, status="skipped", reason=why)
                else:
                    verdict = judge(scenario, target.run, source=source)
                verdict.apply_expectation(verdict.id in listed)
            verdicts.append(verdict)
            if progress is not None:
                progress(verdict, number, len(loaded))
    finally:
        target.close()
    return Report(verdicts, target.label, target.mode, problems)


def _load_selected(
    paths: Iterable[str | Path] | None, selection: Selection
) -> list[tuple[Path, dict[str, Any] | None, str]]:
    """The cases to judge, in path order: a loaded scenario, or None and why the file is malformed."""
    loaded: list[tuple[Path, dict[str, Any] | None, str]] = []
    for path in scenario_paths(paths):
        try:
            scenario = load_scenario(path)
        except (DataError, SourceError) as exc:  # a bad field, or a card text of the setup that does not read
            if selection.admits_source(path):
                loaded.append((path, None, str(exc)))
            continue
        if selection.admits(scenario):
            loaded.append((path, scenario, ""))
    return loaded


def _stale_expectations(listed: dict[str, str], paths: Iterable[str | Path] | None) -> list[str]:
    """Expected failures that name no case of the corpus: a typo or a renamed case."""
    if not listed:
        return []
    known = {expected_id(p) for p in scenario_paths(None)}
    from ..errors import did_you_mean

    notes = []
    for case in listed:
        if case not in known:
            hint = did_you_mean(case, [k for k in known if k])
            extra = f"; did you mean {hint!r}?" if hint else ""
            notes.append(f"the expected-failures file names {case!r}, which is no case of the suite{extra}")
    return notes


__all__ = [
    "ImplementationFailed", "ImplementationUnusable", "CaseErrored", "Report", "Selection", "Verdict", "case_features",
    "judge", "judge_file", "malformed_message", "missing_feature", "open_target", "protocol_input",
    "read_expected_failures", "run_suite", "subprocess_runner",
]
