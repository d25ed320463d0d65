"""Comparing an implementation's result with what a scenario expects.

The rules of comparison are written out in conformance/PROTOCOL.md; in short:
objects match as subsets, lists match element by element with equal length, a list
under the key ``rules`` matches as a set, and a string expected where the actual
value is a card object is compared with the card's name.
"""

from __future__ import annotations

import json
from typing import Any

_MISSING = object()


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def match(expected: Any, actual: Any, where: str, key: str | None = None) -> list[str]:
    """Failures of ``actual`` against ``expected`` (a subset pattern), each naming its path."""
    if actual is _MISSING:
        return [f"{where}: expected {_show(expected)}, but the result has no such field"]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object {_show(expected)}, got {_show(actual)}"]
        failures: list[str] = []
        for k, value in expected.items():
            failures += match(value, actual.get(k, _MISSING), f"{where}.{k}", k)
        return failures
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{where}: expected a list {_show(expected)}, got {_show(actual)}"]
        if key == "rules" and all(isinstance(x, str) for x in expected):
            want, got = set(expected), set(actual) if all(isinstance(x, str) for x in actual) else None
            if got is None or want != got or len(actual) != len(got):
                return [f"{where}: expected the rules {_show(sorted(want))}, got {_show(actual)}"]
            return []
        if key == "legal":
            return _match_as_set(expected, actual, where)
        if len(expected) != len(actual):
            return [f"{where}: expected {len(expected)} items {_show(expected)}, got {len(actual)}: {_show(actual)}"]
        failures = []
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            failures += match(e, a, f"{where}[{i}]")
        return failures
    if isinstance(expected, str) and isinstance(actual, dict) and "name" in actual:
        if actual["name"] != expected:
            return [f"{where}: expected the card {expected!r}, got {actual['name']!r}"]
        return []
    if type(expected) is not type(actual) or expected != actual:
        if isinstance(expected, (int, float)) and isinstance(actual, (int, float)) and not isinstance(
            expected, bool
        ) and not isinstance(actual, bool) and expected == actual:
            return []
        return [f"{where}: expected {_show(expected)}, got {_show(actual)}"]
    return []


def _match_as_set(expected: list[Any], actual: list[Any], where: str) -> list[str]:
    """A Landfight decision's legal actions: the same actions, each equal in full, in any order."""
    want = sorted(_show(x) for x in expected)
    got = sorted(_show(x) for x in actual)
    if want == got:
        return []
    missing = [x for x in want if x not in got]
    extra = [x for x in got if x not in want]
    parts = []
    if missing:
        parts.append(f"missing {', '.join(missing)}")
    if extra:
        parts.append(f"not expected {', '.join(extra)}")
    return [f"{where}: the legal actions differ: {'; '.join(parts)}"]


def _board_map(board: Any) -> dict[str, Any] | None:
    if isinstance(board, dict):
        return board
    if not isinstance(board, list):
        return None
    out: dict[str, Any] = {}
    for entry in board:
        if isinstance(entry, dict) and isinstance(entry.get("square"), str):
            out[entry["square"]] = entry
    return out


def _compare_state(expected: dict[str, Any], state: Any) -> list[str]:
    if not isinstance(state, dict):
        return [f"state: expected {_show(expected)}, but the result has no state"]
    failures: list[str] = []
    for key, value in expected.items():
        if key == "board" and isinstance(value, dict):
            board = _board_map(state.get("board"))
            if board is None:
                failures.append("state.board: the result has no board")
                continue
            for square, want in value.items():
                got = board.get(square)
                where = f"state.board.{square}"
                if want is None:
                    if got is not None:
                        failures.append(f"{where}: expected an empty square, found {_show(got)}")
                elif got is None:
                    failures.append(f"{where}: expected {_show(want)}, but the square is empty")
                else:
                    failures += match(want, got, where)
        else:
            failures += match(value, state.get(key, _MISSING), f"state.{key}", key)
    return failures


def _compare_events(expected: list[Any], events: Any) -> list[str]:
    if not isinstance(events, list):
        return [f"events: expected a list per action, got {_show(events)}"]
    failures: list[str] = []
    if len(expected) != len(events):
        failures.append(f"events: expected events for {len(expected)} actions, got {len(events)}")
    for i, (want, got) in enumerate(zip(expected, events, strict=False)):
        if want is None:
            continue
        where = f"events[{i}]"
        if not isinstance(got, list):
            failures.append(f"{where}: expected a list of events, got {_show(got)}")
            continue
        if len(want) != len(got):
            kinds = [e.get("type") if isinstance(e, dict) else e for e in got]
            failures.append(
                f"{where}: expected {len(want)} events {[e.get('type') for e in want]}, got {len(got)} {kinds}"
            )
            continue
        for j, (w, g) in enumerate(zip(want, got, strict=True)):
            failures += match(w, g, f"{where}[{j}]")
    return failures


def _compare_error(expected: dict[str, Any] | None, error: Any) -> list[str]:
    if expected is None:
        if error is None:
            return []
        if not isinstance(error, dict):
            return [f"error: expected none, got {_show(error)}"]
        at = "the setup" if error.get("setup") else f"action {error.get('action')}"
        return [f"error: {at} was refused ({error.get('rule')}): {error.get('message')}"]
    if not isinstance(error, dict):
        what = "the setup" if expected.get("setup") else f"action {expected.get('action')}"
        return [f"error: expected {what} to be refused, but nothing was refused"]
    failures: list[str] = []
    if expected.get("setup"):
        if not error.get("setup"):
            failures.append(f"error: expected the setup to be refused, but action {error.get('action')} was")
    else:
        if error.get("setup"):
            failures.append(f"error: expected action {expected['action']} to be refused, but the setup was: {error.get('message')}")
        elif error.get("action") != expected["action"]:
            failures.append(f"error.action: expected action {expected['action']} to be refused, got {error.get('action')}")
    if "rule" in expected:
        # `"rule": null` asks for a refusal that names no rule: the field must be there and be null,
        # so a result that leaves the field out does not pass for one that cites nothing.
        want = expected["rule"]
        if "rule" not in error:
            failures.append(f"error.rule: expected {_rule(want)}, but the refusal has no rule field ({error.get('message')})")
        elif error["rule"] != want:
            failures.append(f"error.rule: expected {_rule(want)}, got {_rule(error['rule'])} ({error.get('message')})")
    if "contains" in expected and expected["contains"].casefold() not in str(error.get("message", "")).casefold():
        failures.append(f"error.message: expected it to contain {expected['contains']!r}, got {error.get('message')!r}")
    return failures


def _rule(rule: Any) -> str:
    """A refusal's rule as a report shows it: the ID itself, or null for none."""
    return rule if isinstance(rule, str) else _show(rule)


def compare(scenario: dict[str, Any], result: Any) -> list[str]:
    """Human-readable failures of ``result`` against ``scenario['expect']``; empty when it passes."""
    if not isinstance(result, dict):
        return [f"the result must be a JSON object, got {_show(result)}"]
    expect = scenario.get("expect", {})
    failures = _compare_error(expect.get("error"), result.get("error"))
    if "events" in expect:
        failures += _compare_events(expect["events"], result.get("events"))
    if "setup_events" in expect:
        failures += [f.replace("events[0]", "setup_events", 1) for f in
                     _compare_events([expect["setup_events"]], [result.get("setup_events")])]
    if "state" in expect:
        failures += _compare_state(expect["state"], result.get("state"))
    if "deal" in expect:
        deal = result.get("deal")
        if not isinstance(deal, dict):
            failures.append(f"deal: expected {_show(expect['deal'])}, but the result has no deal record")
        else:
            failures += match(expect["deal"], deal, "deal")
    if "deck" in expect:
        failures += _compare_deck(expect["deck"], result.get("deck"))
    return failures


def _compare_deck(expected: dict[str, Any], deck: Any) -> list[str]:
    if not isinstance(deck, dict):
        return [f"deck: expected a deck check, got {_show(deck)}"]
    failures = []
    if deck.get("legal") != expected["legal"]:
        failures.append(f"deck.legal: expected {expected['legal']}, got {deck.get('legal')} {deck.get('problems')}")
    if "problems" in expected:
        got = deck.get("problems") or []
        if len(got) != len(expected["problems"]):
            failures.append(f"deck.problems: expected {len(expected['problems'])}, got {len(got)}: {got}")
        for i, (want, have) in enumerate(zip(expected["problems"], got, strict=False)):
            if have.get("rule") != want["rule"]:
                failures.append(f"deck.problems[{i}].rule: expected {want['rule']}, got {have.get('rule')}")
            if "contains" in want and want["contains"].casefold() not in str(have.get("message", "")).casefold():
                failures.append(f"deck.problems[{i}].message: expected it to contain {want['contains']!r}, got {have.get('message')!r}")
    return failures


def _project(expected: Any, actual: Any, key: str | None = None) -> Any:
    """``actual`` cut down to what ``expected`` names, so a diff of the two shows only what is compared."""
    if actual is _MISSING:
        return "<missing>"
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {k: _project(v, actual.get(k, _MISSING), k) for k, v in expected.items()}
    if isinstance(expected, list) and isinstance(actual, list):
        if key in ("rules", "legal"):
            return sorted(actual, key=_show)
        kept = [_project(e, a) for e, a in zip(expected, actual, strict=False)]
        return kept + actual[len(expected):]
    if isinstance(expected, str) and isinstance(actual, dict) and "name" in actual:
        return actual["name"]
    return actual


def _expected_view(expected: Any, key: str | None = None) -> Any:
    if isinstance(expected, dict):
        return {k: _expected_view(v, k) for k, v in expected.items()}
    if isinstance(expected, list):
        if key in ("rules", "legal"):
            return sorted(expected, key=_show)
        return [_expected_view(e) for e in expected]
    return expected


def diff_text(scenario: dict[str, Any], result: Any) -> str:
    """A unified diff of what ``scenario`` expects against the same fields of ``result`` (empty if equal)."""
    import difflib

    if not isinstance(result, dict):
        return ""
    expect = scenario.get("expect", {})
    want: dict[str, Any] = {}
    got: dict[str, Any] = {}
    for part, value in expect.items():
        actual = result.get(part, _MISSING)
        if part == "state" and isinstance(value, dict) and isinstance(actual, dict):
            board = value.get("board")
            actual_board = _board_map(actual.get("board"))
            actual = dict(actual)
            if isinstance(board, dict) and actual_board is not None:
                actual["board"] = {sq: (None if actual_board.get(sq) is None else actual_board[sq]) for sq in board}
        if part == "error" and isinstance(value, dict) and isinstance(actual, dict):
            # `contains` is checked against the message; show the message under that name.
            actual = {**actual, "contains": actual.get("message")}
            value = {k: v for k, v in value.items()}
        if part == "events" and isinstance(value, list) and isinstance(actual, list):
            actual = [a if w is not None else None for w, a in zip(value, actual, strict=False)] + actual[len(value):]
        want[part] = _expected_view(value, part)
        got[part] = _project(value, actual, part)
    a = json.dumps(want, ensure_ascii=False, indent=1).splitlines()
    b = json.dumps(got, ensure_ascii=False, indent=1).splitlines()
    if a == b:
        return ""
    return "\n".join(difflib.unified_diff(a, b, "expected", "actual", n=2, lineterm=""))
