"""The card-text tree as JSON, and as an indented text a person can read.

`tree_to_json` is generic over the node classes of `_ast`: every node becomes
``{"node": ClassName, <field>: <value>, ..., "span": {"start", "end", "line", "column"}}``,
tuples become lists and enum members their value. `tree_from_json` reads that back
into an equal tree (spans included), using the field annotations to tell which enum
a string names. `render_tree` prints one node per line, children indented.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any, Union

from ..errors import DataError
from .._span import Span
from . import _ast as A

_SOURCE = "<card text JSON>"


# -- to JSON ----------------------------------------------------------------------------


def _is_node(value: Any) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, Span)


def _span_json(span: Span) -> dict[str, int]:
    return {"start": span.start, "end": span.end, "line": span.line, "column": span.column}


def _value_json(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [_value_json(v) for v in value]
    if _is_node(value):
        return tree_to_json(value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"not part of a card-text tree: {value!r}")


def tree_to_json(node: Any) -> dict[str, Any]:
    """A card-text node (any class of `cardlaw.cardtext.ast`) as a JSON-ready dict."""
    if not _is_node(node):
        raise TypeError(f"not a card-text node: {node!r}")
    out: dict[str, Any] = {"node": type(node).__name__}
    for f in dataclasses.fields(node):
        if f.name != "span":
            out[f.name] = _value_json(getattr(node, f.name))
    out["span"] = _span_json(node.span)
    return out


# -- from JSON ------------------------------------------------------------------------------


@cache
def _node_classes() -> dict[str, type]:
    return {
        name: obj
        for name, obj in vars(A).items()
        if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == A.__name__
    }


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, vars(A))


def _options(hint: Any) -> list[Any]:
    """The alternatives of a (possibly nested) union annotation."""
    if typing.get_origin(hint) in (Union, types.UnionType):
        return [o for arg in typing.get_args(hint) for o in _options(arg)]
    return [hint]


def _fail(path: str, problem: str) -> DataError:
    return DataError(_SOURCE, path, problem)


def _span_from(data: Any, path: str) -> Span:
    if data is None:
        return A.NO_SPAN
    if not isinstance(data, dict) or set(data) != {"start", "end", "line", "column"}:
        raise _fail(path, "a span is an object with exactly start, end, line and column")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in data.values()):
        raise _fail(path, "span fields are whole numbers")
    return Span(data["start"], data["end"], data["line"], data["column"])


def _value_from(data: Any, hint: Any, path: str) -> Any:
    options = _options(hint)
    if data is None:
        if type(None) in options:
            return None
        raise _fail(path, "a value is required here")
    if isinstance(data, dict):
        node = _node_from(data, path)
        if not any(isinstance(o, type) and isinstance(node, o) for o in options):
            raise _fail(path, f"a {type(node).__name__} node cannot stand here")
        return node
    if isinstance(data, list):
        for option in options:
            if typing.get_origin(option) is tuple:
                item = typing.get_args(option)[0]
                return tuple(_value_from(v, item, f"{path}[{i}]") for i, v in enumerate(data))
        raise _fail(path, "a list cannot stand here")
    if isinstance(data, bool):
        if bool in options:
            return data
        raise _fail(path, "true or false cannot stand here")
    if isinstance(data, int):
        if int in options:
            return data
        raise _fail(path, "a number cannot stand here")
    if isinstance(data, str):
        for option in options:
            if isinstance(option, type) and issubclass(option, enum.Enum):
                try:
                    return option(data)
                except ValueError:
                    continue
        if str in options:
            return data
        raise _fail(path, f"{data!r} is not a value this field takes")
    raise _fail(path, f"unexpected JSON value {data!r}")


def _node_from(data: dict[str, Any], path: str) -> Any:
    name = data.get("node")
    cls = _node_classes().get(name) if isinstance(name, str) else None
    if cls is None:
        raise _fail(path, f"'node' must name a card-text node class, not {name!r}")
    hints = _hints(cls)
    fields = {f.name for f in dataclasses.fields(cls)}
    extra = sorted(set(data) - fields - {"node"})
    if extra:
        raise _fail(path, f"{name} has no field {extra[0]!r}")
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        where = f"{path}.{f.name}" if path else f.name
        if f.name == "span":
            values["span"] = _span_from(data.get("span"), where)
        elif f.name not in data:
            raise _fail(where, f"{name} needs the field {f.name!r}")
        else:
            values[f.name] = _value_from(data[f.name], hints[f.name], where)
    return cls(**values)


def tree_from_json(data: dict[str, Any]) -> Any:
    """The node `tree_to_json` made ``data`` from; raises `DataError` for anything else."""
    if not isinstance(data, dict):
        raise _fail("", "a card-text node is a JSON object")
    return _node_from(data, "")


# -- readable text --------------------------------------------------------------------------


def _scalar(value: Any) -> str:
    if isinstance(value, enum.Enum):
        return repr(value.value)
    return repr(value)


def _where(span: Span) -> str:
    return f"@{span.line}:{span.column} [{span.start}:{span.end}]"


def render_tree(node: Any) -> str:
    """One node per line: the class, its scalar fields and its span; child nodes indented beneath."""
    lines: list[str] = []
    _render(node, "", 0, lines)
    return "\n".join(lines)


def _render(node: Any, label: str, depth: int, lines: list[str]) -> None:
    scalars: list[str] = []
    children: list[tuple[str, Any]] = []
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        value = getattr(node, f.name)
        if _is_node(value):
            children.append((f.name, value))
        elif isinstance(value, tuple) and any(_is_node(v) for v in value):
            children.extend((f"{f.name}[{i}]", v) for i, v in enumerate(value))
        elif isinstance(value, tuple):
            scalars.append(f"{f.name}=[{', '.join(_scalar(v) for v in value)}]")
        else:
            scalars.append(f"{f.name}={_scalar(value)}")
    head = " ".join([type(node).__name__, *scalars, _where(node.span)])
    lines.append("  " * depth + (f"{label}: " if label else "") + head)
    for child_label, child in children:
        _render(child, child_label, depth + 1, lines)
