"""Judging scenarios: in-process on cardlaw's engine, or through the protocol against any program."""

from __future__ import annotations

import json
import shlex
import subprocess
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CardlawError, DataError
from ._compare import compare
from ._execute import execute
from ._load import load_scenario, scenario_paths, source_name

Runner = Callable[[dict[str, Any]], dict[str, Any]]
TIMEOUT = 60.0


class ImplementationFailed(CardlawError):
    """The program under test crashed, timed out or wrote something that is not a result."""


def protocol_input(scenario: dict[str, Any]) -> dict[str, Any]:
    """What an implementation receives: the scenario without its expectations."""
    return {k: v for k, v in scenario.items() if k != "expect"}


def subprocess_runner(command: Sequence[str] | str, *, timeout: float = TIMEOUT) -> Runner:
    """A runner that starts ``command`` once per scenario and speaks the protocol with it."""
    if isinstance(command, str):
        try:
            argv = shlex.split(command)
        except ValueError as exc:  # an unclosed quote, a lone escape at the end
            raise CardlawError(f"the implementation command {command!r} cannot be split into words: {exc}") from None
    else:
        argv = list(command)
    if not argv:
        raise CardlawError("the implementation command is empty")

    def run(scenario: dict[str, Any]) -> dict[str, Any]:
        text = json.dumps(protocol_input(scenario), ensure_ascii=False)
        try:
            done = subprocess.run(argv, input=text, capture_output=True, text=True, timeout=timeout, check=False)
        except FileNotFoundError:
            raise ImplementationFailed(f"cannot start {argv[0]!r}: no such program") from None
        except subprocess.TimeoutExpired:
            raise ImplementationFailed(f"{shlex.join(argv)} did not answer within {timeout:g} seconds") from None
        if done.returncode != 0:
            tail = done.stderr.strip().splitlines()[-5:]
            raise ImplementationFailed(f"the implementation crashed (exit code {done.returncode}): " + " | ".join(tail))
        try:
            result = json.loads(done.stdout)
        except json.JSONDecodeError as exc:
            raise ImplementationFailed(f"the implementation's output is not JSON: {exc.msg} (line {exc.lineno})") from None
        if not isinstance(result, dict):
            raise ImplementationFailed("the implementation's output must be one JSON object")
        return result

    return run


@dataclass
class Verdict:
    """The judgement of one scenario."""

    scenario: dict[str, Any]
    result: dict[str, Any] | None
    failures: list[str] = field(default_factory=list)
    source: str = ""
    malformed: bool = False  # the file is not a valid scenario (``failures`` says why); nothing was run

    @property
    def passed(self) -> bool:
        return not self.failures and not self.malformed

    @property
    def id(self) -> str:
        return str(self.scenario.get("id") or self.source)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.scenario.get("title"),
            "pins": list(self.scenario.get("pins", [])),
            "passed": self.passed,
            "malformed": self.malformed,
            "failures": list(self.failures),
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
            else:
                pending = state.get("pending_extra_turns") or []
                extra = f", extra turns waiting: {', '.join(pending)}" if pending else ""
                lines.append(f"  to move: {state.get('to_move')}{extra}")
        lines.append("PASS" if self.passed else "FAIL")
        lines.extend(f"  - {failure}" for failure in self.failures)
        return "\n".join(lines)


def _action_text(actions: list[Any], index: int) -> str:
    action = actions[index] if index < len(actions) else None
    if not isinstance(action, dict):
        return "?"
    player = f"{action['player']}: " if action.get("player") else ""
    return f"{player}{action.get('move', '?')}"


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

    @property
    def passed(self) -> int:
        return sum(v.passed for v in self.verdicts)

    @property
    def malformed(self) -> int:
        """Files that are not valid scenarios: input errors, not failures of the implementation."""
        return sum(v.malformed for v in self.verdicts)

    @property
    def failed(self) -> int:
        return len(self.verdicts) - self.passed - self.malformed

    @property
    def ok(self) -> bool:
        return self.failed == 0 and self.malformed == 0

    def to_json(self) -> dict[str, Any]:
        return {
            "implementation": self.implementation,
            "total": len(self.verdicts),
            "passed": self.passed,
            "failed": self.failed,
            "malformed": self.malformed,
            "scenarios": [v.to_json() for v in self.verdicts],
        }

    def render(self, *, verbose: bool = False) -> str:
        lines = []
        for verdict in self.verdicts:
            if verdict.malformed:
                lines.append(f"MALFORMED {verdict.source}")
                lines.extend(f"  - {failure}" for failure in verdict.failures)
            elif verbose:
                lines.append(verdict.render())
            else:
                lines.append(f"{'PASS' if verdict.passed else 'FAIL'} {verdict.id}")
                lines.extend(f"  - {failure}" for failure in verdict.failures)
        bad = f", {self.malformed} malformed" if self.malformed else ""
        lines.append(f"{self.passed} passed, {self.failed} failed{bad} ({self.implementation})")
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
        return Verdict(scenario, None, [str(exc)], source)
    failures = compare(scenario, result)
    error = scenario.get("expect", {}).get("error")
    if error is not None and "action" in error and isinstance(result.get("error"), dict) and not failures:
        # The refused move must leave the game as it was: the same scenario cut short just
        # before that action must report the very same state (G-MOV-6).
        before = dict(scenario, actions=scenario["actions"][: error["action"]])
        before.pop("expect", None)
        try:
            prefix = runner(before)
        except CardlawError as exc:
            failures.append(f"state before the refused action: {exc}")
        else:
            if prefix.get("state") != result.get("state"):
                failures.append(
                    f"error: the refused action {error['action']} changed the state "
                    "(it differs from the state just before it)"
                )
    return Verdict(scenario, result, failures, source)


def _runner_for(impl: Sequence[str] | str | None) -> tuple[Runner, str]:
    if impl is None:
        return execute, "cardlaw (in-process)"
    label = impl if isinstance(impl, str) else shlex.join(impl)
    return subprocess_runner(impl), label


def judge_file(path: str | Path, impl: Sequence[str] | str | None = None) -> Verdict:
    """Load, run and judge one scenario file. A malformed file raises `DataError`."""
    scenario = load_scenario(path)
    runner, _ = _runner_for(impl)
    return judge(scenario, runner, source=source_name(Path(path)))


def run_suite(paths: Iterable[str | Path] | None = None, impl: Sequence[str] | str | None = None) -> Report:
    """Judge every scenario (or those under ``paths``) on our engine, or on ``impl`` through the protocol.

    A malformed scenario file does not stop the run: it is reported as a malformed verdict
    (`Report.malformed`), which the command line turns into exit status 2 once every other
    file has been judged.
    """
    runner, label = _runner_for(impl)
    verdicts = []
    for path in scenario_paths(paths):
        source = source_name(path)
        try:
            scenario = load_scenario(path)
        except DataError as exc:
            verdicts.append(Verdict({"id": source}, None, [str(exc)], source, malformed=True))
            continue
        verdicts.append(judge(scenario, runner, source=source))
    return Report(verdicts, label)
