"""Running mutants: each in a forked child with a time limit, against the corpus, in process.

The parent loads the corpus and warms the engine once, then forks one child per mutant.
The child applies the mutant to its own memory (the rulebook object the loaders read, or a
function's code), forgets every answer the engine kept from before, asks the checker (for a
rule-set mutant), runs the scenarios of the mutant's game family through `judge`, and
writes what it found to a pipe. The parent never runs mutated code, and nothing is written
to disk: the loaders' on-disk cache is bypassed in the child.
"""

from __future__ import annotations

import json
import os
import resource
import select
import signal
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import CardlawError
from ._model import CodeEdit, Family, Mutant, Outcome, SpecEdit, Status

Progress = Callable[[Outcome, int, int], None]

# Answers kept by pure readers of text (type lines, card text, the rulebook's files, schemas): a
# mutant cannot change them, and keeping them keeps a child fast. Every other cache is emptied.
_KEEP = frozenset({
    "cardlaw.rulebook.load_rulebook", "cardlaw.rulebook.load_page", "cardlaw._paths.data_dir",
    "cardlaw.rules._read._parser", "cardlaw.typeline._parser._lark", "cardlaw.typeline._parser._parse",
    "cardlaw.typeline._parser._runner", "cardlaw.cardtext._parse._runner",
    "cardlaw.typeline._vocabulary.load_vocabulary", "cardlaw.cardtext._parse.parse_card_text",
    "cardlaw.cardtext._parse.parse_kind", "cardlaw.cardtext._parse.parse_creature_type",
    "cardlaw.cardtext._parse._vocabulary", "cardlaw.cardtext._json._node_classes", "cardlaw.cardtext._json._hints",
    "cardlaw.conformance._load.schema", "cardlaw.conformance._load._validator", "cardlaw.conformance._load._fast",
    "cardlaw.landfight._schema._validator", "cardlaw.landfight.cards.reference_set",
})
# Module-level memos of engine answers (dicts keyed by object identity), emptied with the caches.
_MEMOS = (
    ("cardlaw.landfight._effects", "_MATCHES"), ("cardlaw.landfight._setup", "_PROBLEMS"),
    ("cardlaw.landfight._setup", "_DEALT"), ("cardlaw.landfight._model", "_INFO"),
    ("cardlaw.rules._ruleset", "_VARIANTS"),
)
MEMORY_LIMIT = 2 << 30  # bytes of address space a child may use: a mutant that loops allocating fails


def forget_answers() -> None:
    """Empty every cache and memo of the engine and the loaders, except the pure text readers'."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("cardlaw.") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name and f"{name}.{attr}" not in _KEEP:
                clear()
    for name, attr in _MEMOS:
        memo = getattr(sys.modules.get(name), attr, None)
        if isinstance(memo, (dict, list)):
            memo.clear()


def _no_disk_cache() -> None:
    """The loaders keep parsed blocks on disk; a mutant's text must not be written there."""
    def compute(kind: str, key: tuple[str, ...], code: tuple[str, ...], make: Callable[[], Any]) -> Any:
        return make()

    from ..landfight import _card_cache
    from ..landfight import _rules as landfight_rules
    from ..rules import _parse as rules_parse

    _card_cache.disable()

    for module in (rules_parse, landfight_rules):
        setattr(module, "cached_value", compute)


def check_spec(family: Family) -> str:
    """What `cardlaw spec check` says against the rulebook as it now stands: '' when it proves it."""
    from ..rulebook import load_rulebook

    try:
        if family == "grid":
            from ..rules import check_variant

            for variant in load_rulebook().variants:
                report = check_variant(variant)
                if not report.ok:
                    return f"{variant}: {report.problems[0]}"
            return ""
        from ..landfight import check_rules

        landfight = check_rules()
        return landfight.problems[0] if not landfight.ok else ""
    except CardlawError as exc:
        return f"refused when loaded: {exc.message.splitlines()[0]}"


def apply_mutant(mutant: Mutant) -> None:
    from ..rulebook import load_rulebook
    from ._code import apply_code_edit
    from ._spec import apply_spec_edit

    if isinstance(mutant.edit, SpecEdit):
        apply_spec_edit(load_rulebook(), mutant.edit)
    else:
        assert isinstance(mutant.edit, CodeEdit)
        apply_code_edit(mutant.edit)


def judge_all(scenarios: Sequence[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """The IDs of the scenarios that fail, and of those whose run raised something not a CardlawError."""
    from ..conformance import judge

    failed: list[str] = []
    crashed: list[str] = []
    for scenario in scenarios:
        try:
            verdict = judge(scenario)
        except RecursionError:
            crashed.append(scenario["id"])
            continue
        except Exception:  # a mutant's TypeError or IndexError: the suite would see a crash
            crashed.append(scenario["id"])
            continue
        if not verdict.passed:
            failed.append(scenario["id"])
    return failed, crashed


def _child(mutant: Mutant, scenarios: Sequence[dict[str, Any]], fd: int) -> None:
    report: dict[str, Any] = {}
    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        _no_disk_cache()
        apply_mutant(mutant)
        forget_answers()
        report["checker"] = check_spec(mutant.family) if mutant.kind == "rules" else ""
        failed, crashed = judge_all(scenarios)
        report["failed"], report["crashed"] = failed, crashed
    except BaseException as exc:  # the mutant broke the run itself (it does not compile, say)
        report["broken"] = "".join(traceback.format_exception_only(type(exc), exc)).strip()[:300]
    data = json.dumps(report).encode()
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
    os._exit(0)


@dataclass
class _Running:
    mutant: Mutant
    pid: int
    fd: int
    started: float
    data: bytearray = field(default_factory=bytearray)


def _outcome(mutant: Mutant, report: dict[str, Any] | None, seconds: float, timed_out: bool) -> Outcome:
    if timed_out:
        return Outcome(mutant, "timeout", corpus_kills=True, seconds=seconds, note="the corpus did not finish in time")
    if report is None:
        return Outcome(mutant, "crashed", corpus_kills=True, seconds=seconds, note="the child ended without a report")
    if "broken" in report:
        return Outcome(mutant, "crashed", corpus_kills=True, seconds=seconds, note=report["broken"])
    failed, crashed = report["failed"], report["crashed"]
    killers = tuple(failed + crashed)
    checker = report.get("checker", "")
    status: Status
    if checker:
        status = "checker"
    elif failed:
        status = "killed"
    elif crashed:
        status = "crashed"
    else:
        status = "survived"
    return Outcome(mutant, status, killers[:5], len(killers), checker, bool(killers), seconds)


def run_mutants(
    mutants: Sequence[Mutant],
    corpus: Corpus,
    *,
    timeout: float = 30.0,
    jobs: int = 1,
    progress: Progress | None = None,
) -> list[Outcome]:
    """Run each mutant in its own forked child, at most ``jobs`` at a time; results in the mutants' order."""
    results: dict[str, Outcome] = {}
    waiting = list(mutants)
    running: dict[int, _Running] = {}
    done = 0
    while waiting or running:
        while waiting and len(running) < max(1, jobs):
            mutant = waiting.pop(0)
            read_fd, write_fd = os.pipe()
            pid = os.fork()
            if pid == 0:  # the child
                os.close(read_fd)
                _child(mutant, corpus.scenarios[mutant.family], write_fd)
            os.close(write_fd)
            running[read_fd] = _Running(mutant, pid, read_fd, time.monotonic())
        now = time.monotonic()
        wait = min(r.started + timeout - now for r in running.values())
        ready, _, _ = select.select(list(running), [], [], max(0.0, min(wait, 1.0)))
        finished: list[tuple[_Running, bool]] = []
        for fd in ready:
            chunk = os.read(fd, 1 << 16)
            if chunk:
                running[fd].data += chunk
            else:
                finished.append((running[fd], False))
        now = time.monotonic()
        for item in running.values():
            if now - item.started > timeout and all(item is not f for f, _ in finished):
                os.kill(item.pid, signal.SIGKILL)  # our own child, by its id
                finished.append((item, True))
        for item, timed_out in finished:
            os.waitpid(item.pid, 0)
            os.close(item.fd)
            del running[item.fd]
            report: dict[str, Any] | None = None
            if not timed_out and item.data:
                try:
                    report = json.loads(bytes(item.data))
                except ValueError:
                    report = None
            outcome = _outcome(item.mutant, report, time.monotonic() - item.started, timed_out)
            results[item.mutant.id] = outcome
            done += 1
            if progress is not None:
                progress(outcome, done, len(mutants))
    return [results[m.id] for m in mutants]


@dataclass(frozen=True, slots=True)
class Corpus:
    """The scenarios a run judges mutants by, per game family, and those it had to leave out."""

    scenarios: dict[Family, list[dict[str, Any]]]
    baseline_failures: tuple[str, ...]  # failing on the unmutated reference: they could kill nothing honestly


def load_corpus(paths: Sequence[str] | None = None) -> Corpus:
    """The scenarios, by game family, less any that fail on the unmutated reference."""
    from ..conformance import load_all
    from ..conformance._load import LANDFIGHT

    scenarios = load_all(list(paths) if paths else None)
    failed, crashed = judge_all(scenarios)
    left_out = set(failed + crashed)
    kept = [s for s in scenarios if s["id"] not in left_out]
    # A second pass warms what the first one built, so each child starts from the same state.
    judge_all(kept)
    return Corpus(
        {"grid": [s for s in kept if s["game"] != LANDFIGHT], "landfight": [s for s in kept if s["game"] == LANDFIGHT]},
        tuple(sorted(left_out)),
    )
