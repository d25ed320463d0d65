"""The conformance suite: language-neutral JSON scenarios, and the runner that judges implementations.

Scenarios live in ``conformance/`` (shipped as package data); the protocol by which the
runner drives any implementation is described in ``conformance/PROTOCOL.md``.
"""

from ._adapter import adapter_main
from ._compare import compare
from ._coverage import coverage, coverage_problems
from ._execute import execute
from ._load import load_all, load_scenario, root, scenario_paths, schema, validate
from ._runner import (
    ImplementationFailed,
    Report,
    Verdict,
    judge,
    judge_file,
    malformed_message,
    protocol_input,
    run_suite,
    subprocess_runner,
)

__all__ = [
    "ImplementationFailed", "Report", "Verdict", "adapter_main", "compare", "coverage", "coverage_problems",
    "execute", "judge", "judge_file", "load_all", "load_scenario", "malformed_message", "protocol_input", "root",
    "run_suite", "scenario_paths", "schema", "subprocess_runner", "validate",
]
