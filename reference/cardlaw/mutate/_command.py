"""`cardlaw conformance mutate`: how strong the corpus is, measured by the wrong references it catches."""

from __future__ import annotations

import fnmatch
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from ..errors import CardlawError
from ._model import FAMILIES, KINDS, Family, Kind, Mutant, Outcome

class _UserError(click.ClickException):
    """A mistake in what was asked (or a list file that does not read): a message and exit status 2."""

    exit_code = 2


_MARK = {"checker": "c", "killed": ".", "crashed": "E", "timeout": "T", "survived": "S"}


def all_mutants(families: Sequence[Family] = FAMILIES, kinds: Sequence[Kind] = KINDS) -> list[Mutant]:
    """Every mutant of the chosen families and kinds: rule-set mutants first, then engine mutants."""
    from ..rulebook import load_rulebook
    from ._code import code_mutants
    from ._spec import spec_mutants

    out: list[Mutant] = []
    if "rules" in kinds:
        out += spec_mutants(load_rulebook(), families)
    if "engine" in kinds:
        out += code_mutants(families)
    return out


def select(mutants: Sequence[Mutant], patterns: Sequence[str], sample: int | None) -> list[Mutant]:
    chosen = [m for m in mutants if not patterns or any(fnmatch.fnmatchcase(m.id, p) for p in patterns)]
    if sample is not None and sample < len(chosen):
        # Evenly spread over the list, so a sample touches every module and rule in turn.
        step = len(chosen) / sample
        chosen = [chosen[int(i * step)] for i in range(sample)]
    return chosen


class _Progress:
    WIDTH = 60

    def __init__(self) -> None:
        self.column = 0

    def __call__(self, outcome: Outcome, number: int, total: int) -> None:
        sys.stderr.write(_MARK[outcome.status])
        self.column += 1
        if self.column == self.WIDTH or number == total:
            sys.stderr.write(f" [{number}/{total}]\n")
            self.column = 0
        sys.stderr.flush()


@click.command("mutate")
@click.option("--family", "families", multiple=True, type=click.Choice(FAMILIES),
              help="Only the mutants of this game family (repeatable; both by default).")
@click.option("--kind", "kinds", multiple=True, type=click.Choice(KINDS),
              help="rules: the formal blocks of spec/; engine: the decision code (repeatable; both by default).")
@click.option("--mutant", "patterns", multiple=True, metavar="ID",
              help="Only mutants whose ID matches; wildcards allowed, e.g. 'rules:grid:G-BAT-*'.")
@click.option("--sample", type=click.IntRange(min=1), metavar="N", help="Run N mutants spread evenly over the selection.")
@click.option("--jobs", type=click.IntRange(min=1), default=1, show_default=True, help="Mutants run at once.")
@click.option("--timeout", type=click.FloatRange(min=0.1), default=30.0, show_default=True, metavar="SECONDS",
              help="Per mutant; a mutant whose corpus run takes longer counts as killed (the runner would end it).")
@click.option("--list", "list_only", is_flag=True, help="List the selected mutants, run nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@click.option("--save", metavar="FILE", help="Also write the JSON report to FILE (conformance/mutation/last-run.jsonl for a full run; .jsonl: the figures, then a line per mutant).")
@click.option("--rescore", metavar="FILE",
              help="Run nothing: score the saved full run in FILE (.jsonl) again against the lists as they now stand.")
@click.option("--update", metavar="FILE",
              help="Run again, against the whole corpus, the selected mutants (by default every survivor of the "
                   "saved full run in FILE), write their outcomes into FILE in place of the saved ones, and score it. "
                   "Saved rows of mutants --mutant names that no longer exist are dropped.")
@click.option("-q", "--quiet", is_flag=True, help="No progress on stderr.")
@click.argument("paths", nargs=-1, type=click.Path(path_type=str))
def mutate_command(families: tuple[Family, ...], kinds: tuple[Kind, ...], patterns: tuple[str, ...],
                   sample: int | None, jobs: int, timeout: float, list_only: bool, as_json: bool,
                   save: str | None, rescore: str | None, update: str | None, quiet: bool,
                   paths: tuple[str, ...]) -> None:
    """Run systematic wrong versions of the reference against the corpus (or the scenarios in PATHS).

    Rule-set mutants change one statement of a formal block of spec/ (in memory); engine
    mutants change one node of the engine's decision code (in a forked child). Each must
    make some scenario fail. Survivors must be listed in conformance/mutation/equivalent.jsonl
    (with the reason no scenario can tell them apart) or holes.jsonl; see conformance/MUTATION.md.

    \b
    Exit status: 0 every survivor is listed (and, on a full run, the goals are met);
    1 a survivor is unexplained, a list names a mutant that is gone or was killed, or a goal
    is missed; 2 a usage error.
    """
    try:
        if rescore:
            _rescore(Path(rescore), as_json, save)
            return
        if update:
            if paths or sample is not None or save or list_only:
                raise CardlawError("--update runs the whole corpus and writes FILE: give no PATHS, --sample, --save or --list")
            _update(Path(update), families or FAMILIES, kinds or KINDS, patterns, jobs, timeout, as_json, quiet)
            return
        _run(families or FAMILIES, kinds or KINDS, patterns, sample, jobs, timeout, list_only, as_json, save,
             quiet, paths)
    except CardlawError as exc:
        raise _UserError(exc.message) from None


def _run(families: Sequence[Family], kinds: Sequence[Kind], patterns: Sequence[str], sample: int | None,
         jobs: int, timeout: float, list_only: bool, as_json: bool, save: str | None, quiet: bool,
         paths: Sequence[str]) -> None:
    from ._report import read_lists
    from ._run import load_corpus, run_mutants

    everything = all_mutants()
    chosen = select([m for m in everything if m.family in families and m.kind in kinds], patterns, sample)
    if patterns and not chosen:
        raise CardlawError(f"no mutant matches {', '.join(patterns)} (see --list)")
    if list_only:
        if as_json:
            click.echo(json.dumps([m.to_json() for m in chosen], ensure_ascii=False, indent=1))
        else:
            for m in chosen:
                click.echo(f"{m.id}\t{m.change}")
        return
    full = not patterns and sample is None and not paths and set(families) == set(FAMILIES) and set(kinds) == set(KINDS)
    read_lists()  # a list that does not read is refused now, not after the whole run
    corpus = load_corpus(paths)
    outcomes = run_mutants(chosen, corpus, timeout=timeout, jobs=jobs, progress=None if quiet else _Progress())
    command = "cardlaw conformance mutate" + ("" if full else " (partial)")
    _report(outcomes, everything, full=full, baseline=corpus.baseline_failures, command=command,
            corpus={k: len(v) for k, v in corpus.scenarios.items()}, as_json=as_json, save=save)


def _report(outcomes: Sequence[Outcome], everything: Sequence[Mutant], *, full: bool, baseline: Sequence[str],
            command: str, corpus: dict[str, int], as_json: bool, save: str | None) -> None:
    """Score ``outcomes`` against the lists, print the report, save it, and exit 1 if anything is amiss."""
    from ._report import figures, read_lists, render_text, run_json, stale_entries, write_jsonl, wrongly_listed

    listed = read_lists()
    table = figures(outcomes, listed)
    problems = stale_entries(listed, everything) + wrongly_listed(outcomes, listed)
    problems += [f"{f.family} {f.kind}: the score is below the goal of {_goal(f.kind):.0%}" for f in table
                 if full and (f.score is None or f.score < _goal(f.kind))]
    report = run_json(table, outcomes, listed, problems, full=full, baseline=baseline, command=command,
                      corpus=corpus)
    if save:
        if save.endswith(".jsonl"):
            # The figures first, then one line per mutant: a diff between two runs reads line by line.
            rows = report.pop("mutants")
            write_jsonl(Path(save), report, rows)
            report["mutants"] = rows
        else:
            Path(save).write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if as_json:
        click.echo(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        click.echo(render_text(table, outcomes, listed, problems, full=full, baseline=baseline))
    if problems or any(o.status == "survived" and o.mutant.id not in listed for o in outcomes):
        raise click.exceptions.Exit(1)


def _saved(path: Path, rerun: Sequence[str] = ()) -> tuple[dict[str, Any], list[Outcome], dict[str, Mutant]]:
    """A run saved by --save: its head, an outcome per row, and every mutant that exists now, by ID.

    A row whose mutant no longer exists is dropped when a pattern of ``rerun`` names it (those
    mutants are being run again: an edit to a function changes how many it has); any other such
    row makes the saved run out of date."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        head = json.loads(lines[0])
        rows = [json.loads(line) for line in lines[1:]]
    except (OSError, ValueError, IndexError) as exc:
        raise CardlawError(f"{path}: not a saved run (.jsonl written by --save): {exc}") from None
    everything = {m.id: m for m in all_mutants()}
    rows = [row for row in rows if row[0] in everything or not any(fnmatch.fnmatchcase(row[0], p) for p in rerun)]
    missing = [row[0] for row in rows if row[0] not in everything]
    if missing:
        raise CardlawError(f"{path}: {len(missing)} mutant(s) of that run no longer exist ({missing[0]}, ...); run again")
    outcomes = [Outcome(everything[row[0]], row[1], (), row[2], "", bool(row[3]) if len(row) > 3 else row[2] > 0)
                for row in rows]
    return head, outcomes, everything


def _rescore(path: Path, as_json: bool, save: str | None) -> None:
    """Score a saved run again: the kills are the run's, the survivors are classed by today's lists."""
    head, outcomes, everything = _saved(path)
    _report(outcomes, list(everything.values()), full=bool(head.get("full")),
            baseline=head.get("left_out_failing_unmutated", []), command=str(head.get("command", "")) + " (rescored)",
            corpus=head.get("corpus", {}), as_json=as_json, save=save)


def _update(path: Path, families: Sequence[Family], kinds: Sequence[Kind], patterns: Sequence[str], jobs: int,
            timeout: float, as_json: bool, quiet: bool) -> None:
    """Run some mutants of a saved run again and keep their new outcomes in it: scenarios added since the run
    can only kill more, so re-running its survivors brings its figures up to date without a full run."""
    from ._report import read_lists
    from ._run import load_corpus, run_mutants

    head, outcomes, everything = _saved(path, patterns)
    pool = [m for m in everything.values() if m.family in families and m.kind in kinds]
    if patterns:
        chosen = select(pool, patterns, None)
        if not chosen:
            raise CardlawError(f"no mutant matches {', '.join(patterns)} (see --list)")
    else:
        survived = {o.mutant.id for o in outcomes if o.status == "survived"}
        chosen = [m for m in pool if m.id in survived]
    read_lists()
    corpus = load_corpus()
    fresh = {o.mutant.id: o for o in run_mutants(chosen, corpus, timeout=timeout, jobs=jobs,
                                                    progress=None if quiet else _Progress())}
    saved_ids = {o.mutant.id for o in outcomes}
    merged = [fresh.get(o.mutant.id, o) for o in outcomes] + [o for i, o in fresh.items() if i not in saved_ids]
    command = f"{head.get('command', '')}; {len(fresh)} mutants run again with --update"
    _report(merged, list(everything.values()), full=bool(head.get("full")), baseline=corpus.baseline_failures,
            command=command, corpus={k: len(v) for k, v in corpus.scenarios.items()}, as_json=as_json,
            save=str(path))


def _goal(kind: Kind) -> float:
    from ._report import GOALS

    return GOALS[kind]
