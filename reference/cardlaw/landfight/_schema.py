"""Reading JSON files and validating them against a JSON Schema, with faults named by JSON path."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # imported when a file is checked, not when the package loads
    import jsonschema
    from jsonschema.exceptions import ValidationError

from ..errors import CardlawError, DataError, did_you_mean, json_path
from .._schemas import deepest_error, fast_validity
from .._jsonfile import loads_limited, read_text_limited


def read_json(path: str | Path) -> Any:
    """The JSON value of a file; `CardlawError`/`DataError` (never a traceback) when it cannot be read."""
    source = str(path)
    try:
        text = read_text_limited(path)
    except FileNotFoundError:
        raise CardlawError(f"{source}: no such file") from None
    except IsADirectoryError:
        raise CardlawError(f"{source}: is a folder, not a JSON file") from None
    except UnicodeDecodeError as err:
        raise CardlawError(f"{source}: not UTF-8 text ({err.reason} at byte {err.start})") from None
    except OSError as err:
        raise CardlawError(f"{source}: cannot read the file: {err.strerror or err}") from None
    try:
        return loads_limited(text)
    except json.JSONDecodeError as err:
        raise DataError(source, "", f"not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}") from None


@cache
def _validator(schema_path: Path) -> jsonschema.protocols.Validator:
    import jsonschema

    with open(schema_path, encoding="utf-8") as fh:
        schema = json.load(fh)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _kind_of(data: Any, parts: list[Any]) -> str | None:
    """The ``kind`` of the card entry that a path points into, when it has one."""
    node = data
    kind = None
    for part in parts:
        if isinstance(node, dict) and isinstance(node.get("kind"), str):
            kind = node["kind"]
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            break
    if isinstance(node, dict) and isinstance(node.get("kind"), str):
        kind = node["kind"]
    return kind


def _node(root: Any, parts: Iterable[Any]) -> Any:
    for part in parts:
        try:
            root = root[part]
        except (KeyError, IndexError, TypeError):
            return None
    return root


def _forbidden_field(error: ValidationError, data: Any, schema: Any) -> str | None:
    """The field a `false` subschema refused: jsonschema reports it at the object, not at the field."""
    properties: Any = schema
    for part in error.schema_path:
        if isinstance(properties, dict) and part not in properties and isinstance(properties.get("$ref"), str):
            ref = properties["$ref"]
            properties = _node(schema, ref.removeprefix("#/").split("/")) if ref.startswith("#/") else None
        properties = _node(properties, [part])
    obj = _node(data, error.absolute_path)
    if isinstance(properties, dict) and isinstance(obj, dict):
        for key, sub in properties.items():
            if sub is False and key in obj:
                return str(key)
    return None


def _describe(error: ValidationError, data: Any, schema: Any) -> tuple[str, str]:
    error = deepest_error(error)
    parts = list(error.absolute_path)
    conditional = "then" in error.schema_path
    kind = _kind_of(data, parts) if conditional else None
    for_kind = f" for a {kind} card" if kind else ""
    message = error.message
    if error.validator == "required":
        missing = re.match(r"'([^']+)' is a required property", message)
        if missing:
            parts.append(missing.group(1))
            message = f"required{for_kind}"
    elif error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {})) if isinstance(error.schema, dict) else set()
        extra = sorted(k for k in error.instance if k not in allowed)
        if extra:
            parts.append(extra[0])
            hint = did_you_mean(extra[0], allowed)
            message = "unknown field" + (f"; did you mean {hint!r}?" if hint else f" (known: {', '.join(sorted(allowed))})")
    elif error.validator is None:  # a `false` subschema: the field may not appear
        refused = _forbidden_field(error, data, schema)
        if refused is not None:
            parts.append(refused)
        message = f"may not be given{for_kind}"
    elif error.validator == "const":
        message = f"must be {_show(error.validator_value)}{for_kind}, not {_show(error.instance)}"
    elif error.validator == "enum":
        choices = cast(list[Any], error.validator_value)  # an enum's value is a JSON array
        shown = ", ".join(_show(c) for c in choices)
        hint = did_you_mean(error.instance, [c for c in choices if isinstance(c, str)]) if isinstance(error.instance, str) else None
        message = f"{_show(error.instance)} is not one of {shown}{for_kind}" + (f"; did you mean {hint!r}?" if hint else "")
    elif error.validator == "minLength" and error.validator_value == 1:
        message = f"may not be empty{for_kind}"
    elif error.validator == "type":
        message = f"must be {'an' if str(error.validator_value)[0] in 'aeiou' else 'a'} {error.validator_value}, not {_show(error.instance)}"
    elif error.validator == "pattern" and parts and parts[-1] == "number":
        message = f"{_show(error.instance)} is not a card number such as LF1-001"
    return json_path(parts), message


def _shortened(data: Any, schema: Any, root: Any) -> Any:
    """``data`` with each array longer than its schema's ``maxItems`` cut to one item past it.

    Such an array is refused as too long whatever its items hold, and jsonschema would
    otherwise check every item first: a hostile file's 200,000 subtypes took seconds. Only
    ``properties``, ``items`` and local ``$ref`` are followed; elsewhere data is kept whole.
    """
    if not isinstance(schema, dict):
        return data
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        target: Any = root
        for part in ref[2:].split("/"):
            target = target.get(part) if isinstance(target, dict) else None
        return _shortened(data, target, root)
    if isinstance(data, list):
        limit = schema.get("maxItems")
        if isinstance(limit, int) and len(data) > limit + 1:
            data = data[: limit + 1]
        items = schema.get("items")
        if isinstance(items, dict):
            return [_shortened(item, items, root) for item in data]
        return data
    if isinstance(data, dict):
        properties = schema.get("properties")
        if isinstance(properties, dict):
            return {k: _shortened(v, properties[k], root) if k in properties else v for k, v in data.items()}
    return data


@cache
def _fast(schema_path: Path) -> Callable[[Any], bool] | None:
    with open(schema_path, encoding="utf-8") as fh:
        return fast_validity(json.load(fh))


def validate(data: Any, schema_path: Path, source: str) -> None:
    """Raise `DataError` naming the JSON path of the first bad field."""
    # A file the fast validator accepts needs nothing more (LF1's 500 cards took `jsonschema` a fifth of a second);
    # one it refuses is checked again below, whose errors name the bad field.
    fast = _fast(schema_path)
    if fast is not None and fast(data):
        return
    schema = _validator(schema_path).schema
    data = _shortened(data, schema, schema)
    errors = list(_validator(schema_path).iter_errors(data))
    if not errors:
        return
    # Report faults of the top level first, then those of the earliest entry (``cards[3]`` before
    # ``cards[12]``); among one entry's faults, jsonschema's best match.
    def order(err: ValidationError) -> tuple[Any, ...]:
        return tuple((0, p) if isinstance(p, int) else (1, str(p)) for p in deepest_error(err).absolute_path)

    first = min(errors, key=lambda e: order(e)[:2])
    same = [e for e in errors if order(e)[:2] == order(first)[:2]]
    from jsonschema.exceptions import best_match

    error = best_match(same) or first
    path, message = _describe(error, data, _validator(schema_path).schema)
    raise DataError(source, path, message)
