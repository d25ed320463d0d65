"""Finding, reading and validating scenario files."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
from jsonschema.exceptions import ValidationError, best_match

from .._paths import data_dir
from ..errors import DataError, json_path

SCHEMA_NAME = "scenario.schema.json"


def root() -> Path:
    """The folder holding the scenarios (``conformance/`` in a checkout)."""
    return data_dir("conformance")


@cache
def schema() -> dict[str, Any]:
    with open(root() / "schema" / SCHEMA_NAME, encoding="utf-8") as fh:
        loaded: dict[str, Any] = json.load(fh)
        return loaded


@cache
def _validator(part: str) -> jsonschema.protocols.Validator:
    full = schema()
    if part == "scenario":
        target: dict[str, Any] = full
    else:  # the input an implementation receives: the scenario without `expect`
        target = {
            "$schema": full["$schema"],
            "$defs": full["$defs"],
            "$ref": "#/$defs/input",
            "unevaluatedProperties": False,
        }
    cls = jsonschema.validators.validator_for(full)
    cls.check_schema(target)
    return cls(target)


def _deepest(error: ValidationError) -> ValidationError:
    """Follow oneOf/anyOf contexts to the error that says most about the bad field."""
    while error.context:
        deeper = best_match(error.context)
        if deeper is None or len(deeper.absolute_path) < len(error.absolute_path):
            break
        error = deeper
    return error


def _describe(error: ValidationError) -> tuple[str, str]:
    error = _deepest(error)
    parts = list(error.absolute_path)
    message = error.message
    single = re.search(r"\('([^']+)' was unexpected\)", message)
    if error.validator == "unevaluatedProperties" and single:
        parts.append(single.group(1))
        message = "unknown field"
    elif error.validator == "not" and isinstance(error.validator_value, dict) and "required" in error.validator_value:
        message = f"{', '.join(error.validator_value['required'])} may not be given here"
    elif error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set((error.schema or {}).get("properties", {})) if isinstance(error.schema, dict) else set()
        extra = sorted(k for k in error.instance if k not in allowed)
        if len(extra) == 1 and error.validator == "additionalProperties":
            parts.append(extra[0])
            message = "unknown field"
            if allowed:
                message += f" (known: {', '.join(sorted(allowed))})"
    return json_path(parts), message


def validate(data: Any, source: str, *, part: str = "scenario") -> None:
    """Raise `DataError` naming the path of the first bad field (``part`` is ``scenario`` or ``input``)."""
    errors = list(_validator(part).iter_errors(data))
    if not errors:
        return
    error = best_match(errors)
    assert error is not None
    path, message = _describe(error)
    raise DataError(source, path, message)


def source_name(path: Path) -> str:
    """How a scenario file is named in messages: ``conformance/grid/x.json`` when it is in the corpus."""
    path = Path(path)
    try:
        rel = path.resolve().relative_to(root().resolve())
    except ValueError:
        return str(path)
    return f"conformance/{rel.as_posix()}"


def expected_id(path: Path) -> str | None:
    """The ID a corpus file must carry, or None for a file outside the corpus."""
    try:
        rel = Path(path).resolve().relative_to(root().resolve())
    except ValueError:
        return None
    return rel.with_suffix("").as_posix()


def _semantic_checks(data: dict[str, Any], source: str, want_id: str | None) -> None:
    if want_id is not None and data["id"] != want_id:
        raise DataError(source, "id", f"is {data['id']!r} but the file's path says {want_id!r}")
    actions = data["actions"]
    expect = data["expect"]
    error = expect.get("error")
    if error is not None and "action" in error and error["action"] >= len(actions):
        raise DataError(source, "expect.error.action", f"is {error['action']} but there are only {len(actions)} actions")
    done = len(actions)
    if error is not None:
        done = 0 if error.get("setup") else error["action"]
    events = expect.get("events")
    if events is not None and len(events) != done:
        raise DataError(
            source, "expect.events", f"has {len(events)} entries but {done} actions are carried out (one entry each)"
        )
    if "deal" in expect and "deal" not in data["setup"]:
        raise DataError(source, "expect.deal", "only a scenario set up by a deal can expect a deal record")


def load_scenario(path: str | Path, *, check_id: bool = True) -> dict[str, Any]:
    """Read and validate one scenario file; a malformed one raises `DataError` naming the bad field."""
    path = Path(path)
    source = source_name(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    try:
        data: dict[str, Any] = json.loads(text)  # `validate` below refuses anything but an object
    except json.JSONDecodeError as exc:
        raise DataError(source, "", f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    validate(data, source)
    _semantic_checks(data, source, expected_id(path) if check_id else None)
    return data


def scenario_paths(paths: Iterable[str | Path] | None = None) -> list[Path]:
    """Scenario files: every one in the corpus, or those in the given files and folders, sorted."""
    if paths is None:
        paths = [root()]
    found: list[Path] = []
    for given in paths:
        entry = Path(given)
        if not entry.exists():
            # A scenario ID or a folder of IDs: ``grid/battle/toughness-tie``, ``grid/battle``.
            for candidate in (root() / f"{given}.json", root() / str(given)):
                if candidate.exists():
                    entry = candidate
                    break
        if entry.is_dir():
            found.extend(p for p in _walk(entry))
        else:
            found.append(entry)
    return sorted(dict.fromkeys(found), key=lambda p: p.as_posix())


def _walk(folder: Path) -> Iterator[Path]:
    for p in sorted(folder.rglob("*.json")):
        if "schema" in p.relative_to(folder).parts or p.name.endswith(".schema.json"):
            continue
        yield p


def load_all(paths: Iterable[str | Path] | None = None) -> list[dict[str, Any]]:
    """Every scenario (validated); the first malformed one raises `DataError`."""
    return [load_scenario(p) for p in scenario_paths(paths)]
