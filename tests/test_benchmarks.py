"""The benchmarks run: a small sample of benchmarks/run.py with tiny budgets (the figures are not checked;
speed goals live in the benchmark's output, never in tests)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

RUN = Path(__file__).resolve().parents[1] / "benchmarks" / "run.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cardlaw_benchmarks_run", RUN)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# One run of each benchmark checks all its rates: a run of bench_cardtext costs the suite some twenty-five seconds.
@pytest.mark.parametrize(
    ("name", "keys"),
    [
        ("bench_random_plies", ["grid_random_plies_per_s"]),
        ("bench_battles", ["grid_battles_per_s"]),
        ("bench_landfight_random", ["landfight_random_actions_per_s", "landfight_random_actions_per_cpu_s"]),
        ("bench_cardtext", ["cardtext_texts_per_s", "cardtext_texts_per_cpu_s"]),
    ],
)
def test_a_benchmark_runs_and_reports_a_positive_rate(bench: ModuleType, name: str, keys: list[str]) -> None:
    results = getattr(bench, name)(0.01)
    for key in keys:
        assert key in results, sorted(results)
        assert results[key] > 0, key


def test_the_grammar_load_is_measured(bench: ModuleType) -> None:
    assert bench.bench_cardtext_grammar_load()["cardtext_grammar_load_ms"] > 0


def test_the_landfight_goal_line_names_the_build_it_measured(bench: ModuleType, monkeypatch) -> None:
    from cardlaw.landfight import _game

    assert bench.landfight_build() == "pure"  # the suite runs on the source (tests/test_compiled_build.py)
    figures = {"grid_random_plies_per_s": 1, "landfight_random_actions_per_s": 25_000, "landfight_build": "pure"}
    line = next(r for r in bench.table(figures).splitlines() if r.startswith("landfight actions goal"))
    assert "pure build: met" in line and "benchmarks/compiled.py" in line
    monkeypatch.setattr(_game, "__file__", str(Path(_game.__file__).with_suffix(".cpython-311-x86_64-linux-gnu.so")))
    assert bench.landfight_build() == "compiled"
    figures.update(landfight_random_actions_per_s=19_999, landfight_build="compiled")
    line = next(r for r in bench.table(figures).splitlines() if r.startswith("landfight actions goal"))
    assert line.endswith("compiled build: NOT met")
