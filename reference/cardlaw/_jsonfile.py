"""Reading JSON files that a user names, with bounds: a size limit, UTF-8 only, and a nesting limit.

`/dev/zero` or a pipe that never ends must not be read until memory runs out, a UTF-16
file must be named as such, and JSON nested thousands deep must be refused with a
message rather than a `RecursionError` further on.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from typing import Any

MAX_BYTES = 64 * 1024 * 1024  # far above any scenario, replay, card list or MTGJSON set file
MAX_DEPTH = 200  # arrays and objects inside each other; the deepest scenario today is about 12


class NotRegularFile(OSError):
    """A path that names a device, a FIFO or a socket where a file is due."""


class FileTooLarge(OSError):
    """A file past `MAX_BYTES`; an `OSError` so that callers' ``except OSError`` name it with its strerror."""


def read_text_limited(path: str | os.PathLike[str], encoding: str = "utf-8", limit: int = MAX_BYTES) -> str:
    """The text of ``path``, reading at most ``limit`` bytes; raises OSError or UnicodeDecodeError as `read_text` would.

    Only a regular file is opened: opening a FIFO would wait for a writer forever, and a
    device such as `/dev/zero` has no end.
    """
    mode = os.stat(path).st_mode
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "it is a folder", str(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFile(errno.EINVAL, "not a regular file (a device, a FIFO or a socket)", str(path))
    with open(path, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(27, f"larger than {limit // (1024 * 1024)} MiB (is it a device or an endless stream?)")
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise UnicodeDecodeError("utf-8", data[:2], 0, 2, "it is UTF-16 (it starts with a byte-order mark); save it as UTF-8")
    return data.decode(encoding)


def loads_limited(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """`json.loads`, refusing nesting deeper than ``max_depth`` with a `json.JSONDecodeError`."""
    depth = _depth_fault(text, max_depth)
    if depth is not None:
        raise json.JSONDecodeError(f"nested more than {max_depth} levels deep", text, depth)
    try:
        twice: list[bool] = []
        data = json.loads(text, object_pairs_hook=lambda pairs: _pairs(pairs, twice))
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise json.JSONDecodeError(f"nested more than {max_depth} levels deep", text, 0) from None
    # The walk that finds the path runs only for a document that has a key given twice.
    found = _first_duplicate(data, "") if twice else None
    if found is not None:
        path, key = found
        where = f"in {path}" if path else "in the top object"
        raise json.JSONDecodeError(f"the key {key!r} is given twice {where}", text, _second_place(text, key))
    return data


class _Twice(dict[str, Any]):
    """An object read with a key given twice: JSON itself allows it, but the later value would hide the first."""

    twice: str = ""


def _pairs(pairs: list[tuple[str, Any]], twice: list[bool]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) == len(pairs):
        return result
    twice.append(True)
    keys = [k for k, _ in pairs]
    marked = _Twice(pairs)
    marked.twice = next(k for i, k in enumerate(keys) if k in keys[:i])
    return marked


def _first_duplicate(value: Any, path: str) -> tuple[str, str] | None:
    """The JSON path and key of the first object that gives a key twice, depth first."""
    if isinstance(value, _Twice):
        return path, value.twice
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, list):
        items = ((f"[{i}]", v) for i, v in enumerate(value))
    else:
        return None
    for key, item in items:
        inner = f"{path}{key}" if key.startswith("[") else (f"{path}.{key}" if path else key)
        found = _first_duplicate(item, inner)
        if found is not None:
            return found
    return None


def _second_place(text: str, key: str) -> int:
    """Where the key stands a second time, near enough for a line and column in the message."""
    quoted = json.dumps(key)
    first = text.find(quoted)
    second = text.find(quoted, first + 1) if first >= 0 else -1
    return max(second, 0)


def _depth_fault(text: str, max_depth: int) -> int | None:
    """The offset where brackets first nest past ``max_depth`` (outside strings), or None.

    Only texts with many brackets are scanned character by character; for the rest the
    count of opening brackets already bounds the depth.
    """
    if text.count("[") + text.count("{") <= max_depth:
        return None
    depth = 0
    in_string = False
    escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                return i
        elif ch in "]}":
            depth -= 1
    return None


def read_json_file(path: str | os.PathLike[str], what: str) -> Any:
    """The JSON in ``path``, ``what`` naming the file in messages ("replay file", say).

    A file that cannot be read is a `CardlawError`; bad text or JSON a `DataError` on the file.
    """
    from .errors import CardlawError, DataError

    source = str(path)
    try:
        text = read_text_limited(path)
    except FileNotFoundError:
        raise CardlawError(f"no {what} {source!r}") from None
    except IsADirectoryError:
        raise CardlawError(f"{source!r} is a folder, not a {what}") from None
    except UnicodeDecodeError:
        raise DataError(source, "", "not a text file (expected UTF-8 JSON)") from None
    except OSError as err:
        raise CardlawError(f"cannot read {source!r}: {err.strerror or err}") from None
    try:
        return loads_limited(text)
    except json.JSONDecodeError as err:
        raise DataError(source, "", f"not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}") from None
