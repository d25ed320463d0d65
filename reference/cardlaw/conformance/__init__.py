"""The conformance suite: language-neutral JSON scenarios, and the runner that judges implementations.

Scenarios live in ``conformance/`` (shipped as package data); the protocol by which the
runner drives any implementation is described in ``conformance/PROTOCOL.md``.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

# Names load on first use: `cardlaw conformance serve` needs the engine, not the runner.
_WHERE = {
    "adapter_main": "_adapter", "compare": "_compare", "coverage": "_coverage", "coverage_problems": "_coverage",
    "execute": "_execute", "load_all": "_load", "load_scenario": "_load", "root": "_load",
    "scenario_paths": "_load", "schema": "_load", "validate": "_load",
    "CaseErrored": "_process", "ImplementationUnusable": "_process", "Session": "_process",
    "ImplementationFailed": "_runner", "Report": "_runner", "Selection": "_runner", "Verdict": "_runner",
    "case_features": "_runner", "judge": "_runner", "judge_file": "_runner", "malformed_message": "_runner",
    "open_target": "_runner", "protocol_input": "_runner", "read_expected_failures": "_runner",
    "run_suite": "_runner", "subprocess_runner": "_runner", "serve": "_serve",
}

if TYPE_CHECKING:
    from ._adapter import adapter_main
    from ._compare import compare
    from ._coverage import coverage, coverage_problems
    from ._execute import execute
    from ._load import load_all, load_scenario, root, scenario_paths, schema, validate
    from ._process import CaseErrored, ImplementationUnusable, Session
    from ._runner import (
        ImplementationFailed,
        Report,
        Selection,
        Verdict,
        case_features,
        judge,
        judge_file,
        malformed_message,
        open_target,
        protocol_input,
        read_expected_failures,
        run_suite,
        subprocess_runner,
    )
    from ._serve import serve


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'cardlaw.conformance' has no attribute {name!r}")
    value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "CaseErrored", "ImplementationFailed", "ImplementationUnusable", "Report", "Selection", "Session", "Verdict",
    "adapter_main", "case_features", "compare", "coverage", "coverage_problems", "execute", "judge", "judge_file",
    "load_all", "load_scenario", "malformed_message", "open_target", "protocol_input", "read_expected_failures",
    "root", "run_suite", "scenario_paths", "schema", "serve", "subprocess_runner", "validate",
]
