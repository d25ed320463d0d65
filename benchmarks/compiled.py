"""Build the mypyc-compiled Landfight engine and measure it against the pure-Python build.

    python benchmarks/compiled.py [--json] [--seconds S] [--rounds N] [--seeds N] [--keep DIR]

Nothing is written into the checkout. A copy of it (sources and data, no bytecode, no
extension modules) goes to a temporary folder; from there ``pip wheel`` builds two wheels,
one pure and one with ``CARDLAW_MYPYC=1`` (hatch_build.py compiles `MYPYC_MODULES` with
mypyc), each installed into a venv of its own. The running interpreter is the build
environment (``--no-build-isolation``: it needs hatchling, mypy and setuptools, which the
``test`` extra brings) and lends the venvs its installed dependencies through a ``.pth``
line, so no package index is asked.

Then, in that order:

1. each venv must import its own cardlaw: the compiled one the extension modules, the pure
   one the ``.py`` files;
2. the random-play benchmark of ``benchmarks/run.py`` (`bench_landfight_random`) runs in a
   fresh process of each build in turn, ``--rounds`` times, pure first; the figures are the
   medians, actions per second of CPU time (``time.process_time``) and of wall time;
3. ``scripts/landfight_event_hashes.py`` plays ``--seeds`` seeded games under every ruling
   option in each build; any hash that differs fails the run (exit 1), naming the options;
4. ``cardlaw conformance run`` over the whole suite in the compiled build must pass (exit 1
   otherwise; ``--no-conformance`` skips it).

Prints a table, or with ``--json`` one object. The exit status is 0 when the builds agree,
1 when they do not, 2 when they cannot be built or measured.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hatch_build import MYPYC_MODULES  # noqa: E402

GOAL_LANDFIGHT_ACTIONS_PER_S = 20_000  # the goal of benchmarks/run.py
# What a wheel is built from: the files pyproject.toml and hatch_build.py name.
SOURCE_FILES = ("pyproject.toml", "hatch_build.py", "README.md")
SOURCE_DIRS = ("reference", "spec", "grammar", "conformance", "cards")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd", ".mypy_cache", "*.egg-info")

BENCH = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("cardlaw_benchmarks_run", sys.argv[1])
run = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run)
print(json.dumps(run.bench_landfight_random(float(sys.argv[2]))))
"""

WHERE = """
import json, cardlaw, cardlaw.landfight._game as game
print(json.dumps({"package": cardlaw.__file__, "game": game.__file__}))
"""


class Failure(Exception):
    """The builds cannot be made or measured (exit 2)."""


def _run(args: list[str], *, env: dict[str, str] | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise Failure(f"{' '.join(args[:4])} … exited {proc.returncode}:\n{(proc.stdout + proc.stderr).strip()[-3000:]}")
    return proc


def _children_cpu_s() -> float:
    t = os.times()
    return t.children_user + t.children_system


def copy_source(dest: Path) -> None:
    """The checkout's files that a wheel is built from, without bytecode or extension modules."""
    dest.mkdir(parents=True)
    for name in SOURCE_FILES:
        shutil.copy2(ROOT / name, dest / name)
    for name in SOURCE_DIRS:
        shutil.copytree(ROOT / name, dest / name, ignore=SKIP)


def build_wheel(source: Path, dist: Path, compiled: bool) -> tuple[Path, float, float]:
    """A wheel of ``source`` in ``dist``: (its path, wall seconds, CPU seconds of the build)."""
    env = {k: v for k, v in os.environ.items() if k != "CARDLAW_MYPYC"}
    if compiled:
        env["CARDLAW_MYPYC"] = "1"
    t0, c0 = time.perf_counter(), _children_cpu_s()
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(dist), str(source)],
         env=env)
    wall, cpu = time.perf_counter() - t0, _children_cpu_s() - c0
    wheels = list(dist.glob("cardlaw-*.whl"))
    if len(wheels) != 1:
        raise Failure(f"expected one wheel in {dist}, found {[w.name for w in wheels]}")
    return wheels[0], wall, cpu


def make_venv(where: Path, wheel: Path) -> Path:
    """A venv with ``wheel`` installed; its dependencies are this interpreter's, through a .pth line."""
    _run([sys.executable, "-m", "venv", "--without-pip", str(where)])
    python = where / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    # A plain path line: the directory's own .pth files (an editable cardlaw among them) are not read,
    # and it comes after the venv's site-packages, where the wheel's cardlaw is.
    (site / "zz_cardlaw_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "-q", str(wheel)])
    return python


def check_where(python: Path, venv: Path, compiled: bool, scratch: Path) -> dict[str, str]:
    found: dict[str, str] = json.loads(_run([str(python), "-c", WHERE], cwd=scratch).stdout)
    if not found["package"].startswith(str(venv)):
        raise Failure(f"{venv.name} imports cardlaw from {found['package']}, not from its own wheel")
    if compiled != (not found["game"].endswith(".py")):
        raise Failure(f"{venv.name} imports cardlaw.landfight._game from {found['game']}")
    return found


def bench(python: Path, seconds: float, scratch: Path) -> dict[str, Any]:
    out = _run([str(python), "-c", BENCH, str(ROOT / "benchmarks" / "run.py"), str(seconds)], cwd=scratch)
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def event_hashes(python: Path, seeds: int, scratch: Path, out: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [str(python), str(ROOT / "scripts" / "landfight_event_hashes.py"), "--seeds", str(seeds), "--out", str(out)],
        cwd=scratch, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )


def measure(args: argparse.Namespace, scratch: Path) -> tuple[dict[str, Any], list[str]]:
    """Every figure, and the ways the compiled build differs from the pure one (none when they agree)."""
    for module in ("hatchling", "mypy", "setuptools"):
        if importlib.util.find_spec(module) is None:
            raise Failure(f"{sys.executable} lacks {module}: run this with the checkout's venv "
                          "(`pip install -e '.[test]'` brings hatchling and mypy)")
    source = scratch / "src"
    copy_source(source)
    results: dict[str, Any] = {"python": sys.version.split()[0], "mypyc_modules": [m.removeprefix("cardlaw/") for m in MYPYC_MODULES]}
    pythons: dict[str, Path] = {}
    for kind in ("pure", "compiled"):
        wheel, wall, cpu = build_wheel(source, scratch / f"dist-{kind}", kind == "compiled")
        results[f"wheel_{kind}"] = wheel.name
        results[f"wheel_build_{kind}_wall_s"] = round(wall, 1)
        results[f"wheel_build_{kind}_cpu_s"] = round(cpu, 1)
        venv = scratch / f"venv-{kind}"
        pythons[kind] = make_venv(venv, wheel)
        check_where(pythons[kind], venv, kind == "compiled", scratch)
    hashes = {kind: scratch / f"hashes-{kind}.json" for kind in pythons}
    rates: dict[str, dict[str, list[float]]] = {k: {"cpu": [], "wall": []} for k in pythons}
    for _ in range(args.rounds):
        for kind, python in pythons.items():
            got = bench(python, args.seconds, scratch)
            rates[kind]["cpu"].append(got["landfight_random_actions_per_cpu_s"])
            rates[kind]["wall"].append(got["landfight_random_actions_per_s"])
    for kind in pythons:
        results[f"landfight_random_actions_per_cpu_s_{kind}"] = round(statistics.median(rates[kind]["cpu"]))
        results[f"landfight_random_actions_per_s_{kind}"] = round(statistics.median(rates[kind]["wall"]))
        results[f"landfight_random_actions_per_cpu_s_{kind}_runs"] = [round(r) for r in rates[kind]["cpu"]]
    results["landfight_compiled_speedup_cpu"] = round(
        results["landfight_random_actions_per_cpu_s_compiled"] / results["landfight_random_actions_per_cpu_s_pure"], 2)
    results["landfight_compiled_speedup_wall"] = round(
        results["landfight_random_actions_per_s_compiled"] / results["landfight_random_actions_per_s_pure"], 2)
    results["landfight_goal_actions_per_s"] = GOAL_LANDFIGHT_ACTIONS_PER_S
    # The hashes of both builds at once: no timer runs now, and it halves the wait on two cores.
    procs = {kind: event_hashes(python, args.seeds, scratch, hashes[kind]) for kind, python in pythons.items()}
    for kind, proc in procs.items():
        _, err = proc.communicate()
        if proc.returncode != 0:
            raise Failure(f"scripts/landfight_event_hashes.py in the {kind} build exited {proc.returncode}:\n{err[-3000:]}")
    pure, compiled = (json.loads(hashes[k].read_text(encoding="utf-8")) for k in ("pure", "compiled"))
    differ = [f"event hashes differ under options {label}" for label in pure if compiled.get(label) != pure[label]]
    differ += [f"no event hash in the pure build for options {label}" for label in compiled if label not in pure]
    results["event_hash_seeds"] = args.seeds
    results["event_hash_option_sets"] = len(pure)
    results["event_hashes_equal"] = not differ
    if not args.no_conformance:
        done = subprocess.run([str(pythons["compiled"].parent / "cardlaw"), "conformance", "run", "-q", "--format", "json"],
                              cwd=scratch, capture_output=True, text=True, check=False)
        try:
            report = json.loads(done.stdout)
        except ValueError:
            raise Failure(f"cardlaw conformance run in the compiled build exited {done.returncode}:\n"
                          f"{(done.stdout + done.stderr)[-3000:]}") from None
        results["conformance_compiled_exit"] = done.returncode
        results["conformance_compiled_cases"] = report["total"]
        results["conformance_compiled_counts"] = report["counts"]
        if done.returncode != 0:
            differ.append(f"cardlaw conformance run fails in the compiled build (exit {done.returncode})")
    return results, differ


def table(results: dict[str, Any], differ: list[str]) -> str:
    rows = [f"{key:<48} {value:,}" if isinstance(value, int) and not isinstance(value, bool) else f"{key:<48} {value}"
            for key, value in results.items()]
    rows.append("")
    for kind in ("pure", "compiled"):
        rate = results[f"landfight_random_actions_per_cpu_s_{kind}"]
        met = "met" if rate >= GOAL_LANDFIGHT_ACTIONS_PER_S else "NOT met"
        rows.append(f"landfight actions goal (>= {GOAL_LANDFIGHT_ACTIONS_PER_S:,}/s), {kind} build, per CPU second: {met}"
                    f" ({rate:,} per CPU second, {results[f'landfight_random_actions_per_s_{kind}']:,} per wall second)")
    rows.append(f"compiled / pure: {results['landfight_compiled_speedup_cpu']}x (CPU time)")
    rows.extend(f"DIFFERENT: {line}" for line in differ)
    if not differ:
        rows.append("the compiled build plays the same games" + ("" if "conformance_compiled_exit" not in results
                                                                  else " and passes the conformance suite"))
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--seconds", type=float, default=3.0, help="time budget of each timed loop (default 3)")
    parser.add_argument("--rounds", type=int, default=3, help="benchmark runs of each build, alternating (default 3)")
    parser.add_argument("--seeds", type=int, default=100, help="seeds of the event-hash comparison (default 100)")
    parser.add_argument("--no-conformance", action="store_true", help="skip the conformance suite in the compiled build")
    parser.add_argument("--keep", type=Path, help="build in this new folder and keep it (wheels, venvs)")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.rounds < 1 or args.seeds < 1:
        parser.error("--seconds must be positive, --rounds and --seeds at least 1")
    if args.keep is not None and args.keep.exists():
        parser.error(f"--keep {args.keep}: it exists already")
    try:
        if args.keep is not None:
            args.keep.mkdir(parents=True)
            results, differ = measure(args, args.keep.resolve())
        else:
            with tempfile.TemporaryDirectory(prefix="cardlaw-compiled-") as scratch:
                results, differ = measure(args, Path(scratch))
    except Failure as failure:
        print(f"benchmarks/compiled.py: {failure}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # the scratch folder is gone already; as the command line does, 130 and no traceback
        print("benchmarks/compiled.py: interrupted", file=sys.stderr)
        return 130
    results["compiled_differs"] = differ
    print(json.dumps(results) if args.json else table(results, differ))
    if differ:
        print("benchmarks/compiled.py: the compiled build does not behave as the pure one:\n  " + "\n  ".join(differ),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
