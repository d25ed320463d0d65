"""cardlaw's own side of the protocol: read a scenario on stdin, write the result on stdout."""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from .._jsonfile import MAX_BYTES, loads_limited
from ..errors import CardlawError
from ._execute import execute
from ._load import check_input, validate


def _read_input(stdin: TextIO) -> str:
    """Standard input as text, read up to the same limit as a scenario file, strictly UTF-8."""
    buffer = getattr(stdin, "buffer", None)
    if buffer is None:  # a text stream handed in by a caller (tests)
        text = stdin.read(MAX_BYTES + 1)
        if len(text) > MAX_BYTES:
            raise ValueError(f"longer than {MAX_BYTES // (1024 * 1024)} MiB")
        return text
    data: bytes = buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ValueError(f"longer than {MAX_BYTES // (1024 * 1024)} MiB")
    return data.decode("utf-8")


def adapter_main(stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run the scenario read from ``stdin`` on cardlaw's engine and write the protocol result.

    Returns 0 when the scenario ran (refused moves included) and 2 when the input is not
    a scenario; the reason goes to standard error.
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    try:
        scenario: Any = loads_limited(_read_input(stdin))
    except json.JSONDecodeError as exc:
        print(f"cardlaw conformance adapter: the input is not JSON: {exc.msg} (line {exc.lineno})", file=sys.stderr)
        return 2
    except (UnicodeDecodeError, ValueError) as exc:
        print(f"cardlaw conformance adapter: the input is not UTF-8 JSON: {exc}", file=sys.stderr)
        return 2
    try:
        if isinstance(scenario, dict):
            scenario = {k: v for k, v in scenario.items() if k != "expect"}
        validate(scenario, "<stdin>", part="input")
        check_input(scenario, "<stdin>")
    except CardlawError as exc:
        print(f"cardlaw conformance adapter: {exc}", file=sys.stderr)
        return 2
    json.dump(execute(scenario), stdout, ensure_ascii=False)
    stdout.write("\n")
    stdout.flush()
    return 0
