"""Root pytest configuration: every conformance scenario is a test item named by its ID.

``pytest conformance`` (or plain ``pytest``) runs each ``conformance/**/*.json`` scenario
on cardlaw's engine in-process and fails with the list of mismatches.
"""

from __future__ import annotations

from pathlib import Path

import pytest

_CONFORMANCE = Path(__file__).resolve().parent / "conformance"


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    if file_path.suffix != ".json" or file_path.name.endswith(".schema.json"):
        return None
    try:
        rel = file_path.resolve().relative_to(_CONFORMANCE)
    except ValueError:
        return None
    if rel.parts and rel.parts[0] == "schema":
        return None
    return ScenarioFile.from_parent(parent, path=file_path)


class ScenarioFile(pytest.File):
    def collect(self):  # type: ignore[override]
        from cardlaw.conformance._load import expected_id

        name = expected_id(self.path) or self.path.stem
        yield ScenarioItem.from_parent(self, name=name)


class ScenarioFailed(Exception):
    pass


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        from cardlaw.conformance import judge, load_scenario

        scenario = load_scenario(self.path)  # a malformed file fails here with a DataError
        verdict = judge(scenario)
        if not verdict.passed:
            raise ScenarioFailed(verdict.render())

    def repr_failure(self, excinfo, style=None):  # type: ignore[override]
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        from cardlaw.errors import CardlawError

        if isinstance(excinfo.value, CardlawError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):  # type: ignore[override]
        return self.path, None, f"scenario {self.name}"
