"""Driving an implementation under test: a session process for the whole run, or one process per case.

Whatever the program does (hangs, crashes, prints bytes that are not UTF-8, answers with
another request's ``id``), the runner gets a `CaseErrored` for that case and carries on:
a hanging or confused process is ended with its whole process group and started again
for the next case. A program that cannot be started at all raises `ImplementationUnusable`,
which the command line reports once, with exit status 2.
"""

from __future__ import annotations

import json
import os
import selectors
import shlex
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from ..errors import CardlawError

PROTOCOL = 2
TIMEOUT = 10.0
MAX_REPLY = 64 * 1024 * 1024
RESTARTS = 3  # failed starts in a row after which the remaining cases are not run


class ImplementationUnusable(CardlawError):
    """The program cannot be run at all: not found, not executable, a folder, or it never says hello."""


class CaseErrored(CardlawError):
    """This case could not be judged: the program crashed, timed out or answered out of protocol."""


def split_command(command: Sequence[str] | str) -> list[str]:
    if isinstance(command, str):
        try:
            argv = shlex.split(command)
        except ValueError as exc:  # an unclosed quote, a lone escape at the end
            raise ImplementationUnusable(f"the implementation command {command!r} cannot be split into words: {exc}") from None
    else:
        argv = list(command)
    if not argv:
        raise ImplementationUnusable("the implementation command is empty")
    return argv


def _start(argv: list[str], *, stdin: int | IO[bytes] = subprocess.PIPE) -> tuple[subprocess.Popen[bytes], IO[bytes]]:
    """Start ``argv`` in its own process group (so a timeout can end its children too), stderr to a file."""
    program = argv[0]
    if os.sep in program and Path(program).is_dir():
        raise ImplementationUnusable(f"cannot start {program!r}: it is a folder, not a program")
    errors = tempfile.TemporaryFile()
    try:
        proc = subprocess.Popen(
            argv, stdin=stdin, stdout=subprocess.PIPE, stderr=errors, start_new_session=True, bufsize=0
        )
    except FileNotFoundError:
        errors.close()
        raise ImplementationUnusable(f"cannot start {program!r}: no such program") from None
    except PermissionError:
        errors.close()
        what = "it is a folder, not a program" if Path(program).is_dir() else "it is not executable (chmod +x?)"
        raise ImplementationUnusable(f"cannot start {program!r}: {what}") from None
    except OSError as exc:
        errors.close()
        raise ImplementationUnusable(f"cannot start {program!r}: {exc.strerror or exc}") from None
    return proc, errors


def _end(proc: subprocess.Popen[bytes]) -> None:
    """End the program and everything it started (its process group)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    for stream in (proc.stdin, proc.stdout):
        if stream is not None:
            try:
                stream.close()
            except OSError:
                pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL is not refused
        pass


def _tail(errors: IO[bytes], lines: int = 5) -> str:
    try:
        errors.seek(0, os.SEEK_END)
        size = errors.tell()
        errors.seek(max(0, size - 4000))
        text = errors.read().decode("utf-8", "replace")
    except (OSError, ValueError):
        return ""
    kept = [line for line in text.strip().splitlines() if line.strip()][-lines:]
    return (": " + " | ".join(kept)) if kept else ""


def _decode(raw: bytes, what: str) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CaseErrored(f"{what} is not UTF-8: byte {exc.start + 1} is {raw[exc.start]:#04x}") from None
    if not text.strip():
        raise CaseErrored(f"{what} is empty: the program printed nothing where a JSON reply was due")
    try:
        return json.loads(text)
    except RecursionError:
        raise CaseErrored(f"{what} is nested too deeply") from None
    except json.JSONDecodeError as exc:
        shown = text.strip()[:80]
        raise CaseErrored(f"{what} is not JSON ({exc.msg}): {shown!r}") from None


class Session:
    """One process speaking the session protocol; started on first use and again after a failure."""

    def __init__(self, command: Sequence[str] | str, *, timeout: float = TIMEOUT) -> None:
        self.argv = split_command(command)
        self.label = command if isinstance(command, str) else shlex.join(self.argv)
        self.timeout = timeout
        self.proc: subprocess.Popen[bytes] | None = None
        self.errors: IO[bytes] | None = None
        self.buffer = b""
        self.next_id = 0
        self.hello: dict[str, Any] | None = None
        self.failed_starts = 0
        self.starts = 0

    # -- the process -----------------------------------------------------------------

    def start(self) -> dict[str, Any]:
        """Start the program and make the hello; returns the hello reply."""
        self.proc, self.errors = _start(self.argv)
        self.starts += 1
        self.buffer = b""
        try:
            reply = self._exchange({"type": "hello", "protocols": [PROTOCOL]}, "the hello")
        except CaseErrored as exc:
            self.stop()
            raise ImplementationUnusable(f"{self.label} does not speak the session protocol: {exc.message}") from None
        if reply.get("type") == "error" and reply.get("kind") == "unsupported_protocol":
            self.stop()
            raise ImplementationUnusable(
                f"{self.label} speaks protocol {json.dumps(reply.get('protocols'))}, this runner speaks {PROTOCOL}"
            )
        if reply.get("type") != "hello" or reply.get("protocol") != PROTOCOL:
            self.stop()
            raise ImplementationUnusable(f"{self.label} answered the hello with {json.dumps(reply)[:200]}")
        problem = check_features(reply.get("features"))
        if problem:
            self.stop()
            raise ImplementationUnusable(f"{self.label}: the hello's features are malformed: {problem}")
        self.hello = reply
        return reply

    def ensure(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            return
        if self.proc is not None:
            self.stop()
        if self.failed_starts >= RESTARTS:
            raise CaseErrored(f"not run: {self.label} failed to start {RESTARTS} times in a row")
        try:
            self.start()
        except ImplementationUnusable as exc:
            self.failed_starts += 1
            raise CaseErrored(f"the implementation could not be restarted: {exc.message}") from None
        self.failed_starts = 0

    def stop(self, *, goodbye: bool = False) -> None:
        if self.proc is None:
            return
        if goodbye and self.proc.poll() is None:
            try:
                self._exchange({"type": "goodbye"}, "the goodbye", timeout=min(self.timeout, 2.0))
            except CaseErrored:
                pass
        _end(self.proc)
        self.proc = None
        if self.errors is not None:
            self.errors.close()
            self.errors = None

    # -- messages --------------------------------------------------------------------

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its reply; any fault raises `CaseErrored` and ends the process."""
        self.ensure()
        try:
            return self._exchange(message, "the reply")
        except CaseErrored:
            self.stop()
            raise

    def _exchange(self, message: dict[str, Any], what: str, timeout: float | None = None) -> dict[str, Any]:
        assert self.proc is not None and self.proc.stdin is not None
        rid = self.next_id
        self.next_id += 1
        line = json.dumps({**message, "id": rid}, ensure_ascii=False).encode("utf-8") + b"\n"
        try:
            self.proc.stdin.write(line)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise CaseErrored(self._died("before reading the request")) from None
        raw = self._read_line(timeout if timeout is not None else self.timeout, what)
        reply = _decode(raw, what)
        if not isinstance(reply, dict):
            raise CaseErrored(f"{what} is not a JSON object: {raw[:80]!r}")
        if reply.get("id") != rid:
            if reply.get("type") == "error" and reply.get("id") is None:
                raise CaseErrored(f"the implementation could not read the request ({reply.get('kind')}): {reply.get('message')}")
            raise CaseErrored(f"{what} carries id {json.dumps(reply.get('id'))}, but the request's id was {rid}")
        return reply

    def _read_line(self, timeout: float, what: str) -> bytes:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while b"\n" not in self.buffer:
                if len(self.buffer) > MAX_REPLY:
                    raise CaseErrored(f"{what} is longer than {MAX_REPLY // (1024 * 1024)} MiB without a line break")
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    raise CaseErrored(f"no answer within {timeout:g} s (the process was ended)")
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    raise CaseErrored(self._died("before answering"))
                self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def _died(self, when: str) -> str:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        tail = _tail(self.errors) if self.errors is not None else ""
        how = f"exit code {code}" if code is not None else "output closed"
        return f"the implementation crashed {when} ({how}){tail}"

    # -- what the runner asks ----------------------------------------------------------

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        reply = self.request({"type": "scenario", "scenario": scenario})
        kind = reply.get("type")
        if kind == "result":
            result = reply.get("result")
            if not isinstance(result, dict):
                raise CaseErrored("the result is not a JSON object")
            return result
        if kind == "error":
            where = f" at {reply['path']}" if reply.get("path") else ""
            raise CaseErrored(f"the implementation answered {reply.get('kind')}{where}: {reply.get('message')}")
        raise CaseErrored(f"a scenario request was answered with a {kind!r} message")

    def parse(self, text: str) -> dict[str, Any]:
        reply = self.request({"type": "parse", "text": text})
        if reply.get("type") != "parsed":
            raise CaseErrored(f"a parse request was answered with {json.dumps(reply)[:200]}")
        return reply


def _feed(stream: IO[bytes] | None, data: bytes) -> None:
    """Write a one-shot program's input and close it; a program that stops reading is not waited for."""
    if stream is None:
        return
    try:
        stream.write(data)
    except OSError:
        pass
    finally:
        try:
            stream.close()
        except OSError:
            pass


def _read_to_end(proc: subprocess.Popen[bytes], deadline: float, timeout: float, *, first_line: bool = False) -> bytes:
    """Everything the program writes until it closes its output (or, with ``first_line``, ends a line),
    within the deadline and `MAX_REPLY`."""
    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    chunks: list[bytes] = []
    size = 0
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_READ)
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not selector.select(left):
                raise CaseErrored(f"no answer within {timeout:g} s (the process was ended)")
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return b"".join(chunks)
            size += len(chunk)
            if size > MAX_REPLY:
                raise CaseErrored(f"the output is longer than {MAX_REPLY // (1024 * 1024)} MiB")
            chunks.append(chunk)
            if first_line and b"\n" in chunk:
                return b"".join(chunks)


def run_one_shot(argv: list[str], scenario: dict[str, Any], timeout: float = TIMEOUT) -> dict[str, Any]:
    """Start ``argv`` for one scenario (the one-shot protocol); faults raise `CaseErrored`."""
    deadline = time.monotonic() + timeout
    proc, errors = _start(argv)
    try:
        data = json.dumps(scenario, ensure_ascii=False).encode("utf-8")
        writer = threading.Thread(target=_feed, args=(proc.stdin, data), daemon=True)
        writer.start()
        out = _read_to_end(proc, deadline, timeout)
        try:
            code = proc.wait(timeout=max(0.05, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            raise CaseErrored(f"the program closed its output but did not exit within {timeout:g} s") from None
        if code != 0:
            raise CaseErrored(f"the implementation crashed (exit code {code}){_tail(errors)}")
        result = _decode(out, "the implementation's output")
        if not isinstance(result, dict):
            raise CaseErrored("the implementation's output must be one JSON object")
        return result
    finally:
        _end(proc)
        errors.close()


def probe(argv: list[str], timeout: float = TIMEOUT) -> str:
    """``session`` or ``one-shot``: how the program speaks, found by sending a hello and closing its input.

    A session program answers the hello line with its own hello (then ends at the end of
    its input); a one-shot program reads the hello as a scenario, and whatever it answers
    is not a hello. A program that says it speaks only other protocol versions is unusable.
    """
    proc, errors = _start(argv)
    try:
        hello = json.dumps({"type": "hello", "id": 0, "protocols": [PROTOCOL]}).encode("utf-8") + b"\n"
        threading.Thread(target=_feed, args=(proc.stdin, hello), daemon=True).start()
        try:
            out = _read_to_end(proc, time.monotonic() + timeout, timeout, first_line=True)
        except CaseErrored:  # no line within the time-out, or endless output: not a session program
            return "one-shot"
        first = out.split(b"\n", 1)[0]
        try:
            reply = json.loads(first.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return "one-shot"
        if isinstance(reply, dict) and reply.get("type") == "hello":
            return "session"
        if isinstance(reply, dict) and reply.get("type") == "error" and reply.get("kind") == "unsupported_protocol":
            raise ImplementationUnusable(
                f"{shlex.join(argv)} speaks protocol {json.dumps(reply.get('protocols'))}, this runner speaks {PROTOCOL}"
            )
        return "one-shot"
    finally:
        _end(proc)
        errors.close()


def check_features(features: Any) -> str | None:
    """What is wrong with a hello's ``features``, or None."""
    if not isinstance(features, dict):
        return "`features` must be an object"
    games = features.get("games")
    if not isinstance(games, dict):
        return "`features.games` must be an object of game names"
    for name, offer in games.items():
        if not isinstance(offer, dict):
            return f"`features.games.{name}` must be an object"
        options = offer.get("options", "all")
        if options != "all" and not isinstance(options, dict):
            return f"`features.games.{name}.options` must be \"all\" or an object"
        if isinstance(options, dict):
            for option, values in options.items():
                if values != "all" and not isinstance(values, list):
                    return f"`features.games.{name}.options.{option}` must be \"all\" or a list of values"
    parts = features.get("parts", [])
    if not isinstance(parts, list) or not all(isinstance(p, str) for p in parts):
        return "`features.parts` must be a list of names"
    return None
