"""cardlaw's end of the session protocol (conformance/PROTOCOL.md, "Sessions"): one process, many requests.

Every request is one line of JSON on standard input; every reply is one line on standard
output, carrying the request's ``id``. The engine and the scenario checks are imported
once, so after start-up a request costs only the engine's own work.
"""

from __future__ import annotations

import json
import sys
from typing import Any, BinaryIO

from .._jsonfile import MAX_DEPTH
from ..errors import CardlawError

PROTOCOL = 2
MAX_LINE = 16 * 1024 * 1024  # one request; a scenario is a few kilobytes
# json.dumps(reply, ensure_ascii=False) without making an encoder for every reply.
_encode = json.JSONEncoder(ensure_ascii=False).encode
ERROR_KINDS = ("bad_message", "unknown_type", "unsupported_protocol", "bad_scenario", "unsupported", "internal")


def features() -> dict[str, Any]:
    """What the reference offers: every game the rulebook declares, every option of each, every optional part."""
    from ._load import LANDFIGHT, grid_games

    return {
        "games": {game: {"options": "all"} for game in (*grid_games(), LANDFIGHT)},
        "parts": ["deal", "pool", "cardtext"],
    }


def hello_reply(request_id: Any, offered: Any) -> dict[str, Any]:
    from .. import __version__

    if not isinstance(offered, list) or PROTOCOL not in offered:
        return error_reply(
            request_id, "unsupported_protocol",
            f"this implementation speaks protocol {PROTOCOL}; the runner offered {json.dumps(offered)}",
            protocols=[PROTOCOL],
        )
    return {
        "type": "hello", "id": request_id, "protocol": PROTOCOL,
        "implementation": {"name": "cardlaw", "version": __version__},
        "features": features(),
    }


def error_reply(request_id: Any, kind: str, message: str, **extra: Any) -> dict[str, Any]:
    assert kind in ERROR_KINDS
    return {"type": "error", "id": request_id, "kind": kind, "message": message, **extra}


_execute: Any = None
_load: Any = None


def run_scenario(request_id: Any, scenario: Any) -> dict[str, Any]:
    """The result of one scenario, or a ``bad_scenario`` error naming the bad field."""
    global _execute, _load
    if _execute is None:  # imported once: an import statement run for every request cost its own work each time
        from . import _execute, _load
    validate, check_input, execute = _load.validate, _load.check_input, _execute.execute
    if isinstance(scenario, dict) and "expect" in scenario:
        scenario = {k: v for k, v in scenario.items() if k != "expect"}
    try:
        validate(scenario, "scenario", part="input")
        read = check_input(scenario, "scenario")
    except CardlawError as exc:
        path = getattr(exc, "path", None)
        return error_reply(request_id, "bad_scenario", exc.message, **({"path": path} if path is not None else {}))
    return {"type": "result", "id": request_id, "result": execute(scenario, read)}


def parse_text(request_id: Any, text: Any) -> dict[str, Any]:
    """One Landfight card text read: its canonical text, or where it fails to read."""
    if not isinstance(text, str):
        return error_reply(request_id, "bad_message", "a parse request needs `text`, a string")
    from ..cardtext import parse_card_text, print_card_text, tree_to_json
    from ..errors import SourceError

    try:
        tree = parse_card_text(text, source="<text>")
    except SourceError as exc:
        position = {"line": exc.position.line, "column": exc.position.column}
        return {"type": "parsed", "id": request_id, "ok": False, "error": {**position, "message": exc.problem}}
    except CardlawError as exc:
        return {"type": "parsed", "id": request_id, "ok": False, "error": {"line": None, "column": None, "message": exc.message}}
    return {"type": "parsed", "id": request_id, "ok": True, "canonical": print_card_text(tree), "tree": tree_to_json(tree)}


class Session:
    """The state of one session: whether the hello was made."""

    def __init__(self) -> None:
        self.greeted = False

    def handle(self, line: bytes) -> tuple[dict[str, Any], bool]:
        """The reply to one request line, and whether the session ends after it."""
        try:
            message = json.loads(line.decode("utf-8"))
        except RecursionError:
            return error_reply(None, "bad_message", f"the request is nested more than {MAX_DEPTH} levels deep"), False
        except (UnicodeDecodeError, ValueError) as exc:
            return error_reply(None, "bad_message", f"the request is not UTF-8 JSON: {exc}"), False
        if not isinstance(message, dict) or not isinstance(message.get("type"), str) or "id" not in message:
            rid = message.get("id") if isinstance(message, dict) else None
            return error_reply(rid, "bad_message", "a request is an object with `type` and `id`"), False
        kind, rid = message["type"], message["id"]
        if kind == "hello":
            reply = hello_reply(rid, message.get("protocols"))
            self.greeted = reply["type"] == "hello"
            return reply, not self.greeted
        if not self.greeted:
            return error_reply(rid, "bad_message", "the session begins with a hello"), False
        try:
            if kind == "scenario":
                return run_scenario(rid, message.get("scenario")), False
            if kind == "parse":
                return parse_text(rid, message.get("text")), False
        except Exception as exc:  # a bug in the reference: say so for this request and keep serving
            return error_reply(rid, "internal", f"{type(exc).__name__}: {exc}"), False
        if kind == "goodbye":
            return {"type": "goodbye", "id": rid}, True
        return error_reply(rid, "unknown_type", f"unknown request type {kind!r} (known: hello, scenario, parse, goodbye)"), False


def command() -> int:
    """``cardlaw conformance serve``: `serve` on the standard streams, as a process of its own; the exit status.

    A session imports most of the package and builds a great many objects, so the process
    first takes dataclass methods compiled by an earlier one (`cardlaw._dataclass_code`) and
    lets the cyclic garbage collector run a tenth as often: nearly all of what a request
    builds is freed by reference counting, and each collection walked every young object
    for little. Errors end as through the rest of the command line: Ctrl-C exits 130
    quietly, a `CardlawError` is one line on stderr and exit 2, output that cannot be
    written is `cardlaw._entry.output_failed`.
    """
    import gc

    from .._dataclass_code import install, save

    install()
    gc.set_threshold(10_000, 20, 100)
    try:
        return serve(freeze=True)
    except KeyboardInterrupt:
        return 130
    except CardlawError as err:
        sys.stderr.write(f"Error: {err.message}\n")
        return 2
    except OSError as err:
        from .._entry import output_failed

        output_failed(err)
    finally:
        save()


def serve(stdin: BinaryIO | None = None, stdout: BinaryIO | None = None, *, freeze: bool = False) -> int:
    """Answer requests until a goodbye or the end of input; 0 then, 1 after an unsupported protocol.

    With ``freeze``, what a request's imports made (modules, classes, the parser's and the
    rules' tables) is moved out of the cyclic garbage collector's sight once the request is
    answered (`gc.freeze`): it lives as long as the process, and the collector walked all of
    it at every young collection (some 4% of a 1,000-case session). Imports happen in the
    first requests of a session only.
    """
    inp = stdin or sys.stdin.buffer
    out = stdout or sys.stdout.buffer
    session = Session()
    modules = sys.modules
    imported = len(modules)
    while True:
        line = inp.readline(MAX_LINE + 1)
        if not line:
            return 0
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while True:  # drop the rest of the oversized line, then answer it once
                rest = inp.readline(MAX_LINE)
                if not rest or rest.endswith(b"\n"):
                    break
            reply, stop = error_reply(None, "bad_message", f"the request is longer than {MAX_LINE} bytes"), False
        elif not line.strip():
            continue
        else:
            reply, stop = session.handle(line)
        out.write(_encode(reply).encode("utf-8") + b"\n")
        out.flush()
        if stop:
            return 0 if reply["type"] == "goodbye" else 1
        if freeze and len(modules) != imported:
            import gc

            gc.freeze()
            imported = len(modules)
