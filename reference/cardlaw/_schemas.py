"""Helpers shared by every JSON Schema check (scenarios, card files, decks)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError


def _reach(errors: list[ValidationError]) -> tuple[bool, int]:
    """How far a oneOf branch got before it failed.

    A branch whose constants all matched (an action named "play" against the play
    branch) is the one meant, whatever else is wrong in it; then the depth of its
    shallowest error, a missing field counting as one level below its object.
    """
    matched = not any(e.validator in ("const", "enum") for e in errors)
    return matched, min(len(e.absolute_path) + (e.validator == "required") for e in errors)


def deepest_error(error: ValidationError) -> ValidationError:
    """Follow oneOf/anyOf contexts to the error that says most about the bad field.

    Within a oneOf, the branch that matched furthest into the instance is the one the
    author meant (a position setup with a bad Strength says so, not that a deck setup
    lacks its deck). When no branch got further than the others, jsonschema's own
    `best_match` over all of them decides.
    """
    from jsonschema.exceptions import best_match

    while error.context:
        alternatives = _alternatives(error.context)
        if alternatives is not None:
            return alternatives
        branches: dict[object, list[ValidationError]] = defaultdict(list)
        for sub in error.context:
            branches[sub.relative_schema_path[0] if sub.relative_schema_path else None].append(sub)
        reaches = sorted((_reach(errs) for errs in branches.values()), reverse=True)
        if len(reaches) > 1 and reaches[0] > reaches[1]:
            furthest = next(errs for errs in branches.values() if _reach(errs) == reaches[0])
            deeper = best_match(furthest)
        else:
            deeper = best_match(error.context)
        if deeper is None or len(deeper.absolute_path) < len(error.absolute_path):
            break
        error = deeper
    return error


def _alternatives(errors: list[ValidationError]) -> ValidationError | None:
    """One error listing every allowed word, when the branches differ by a constant at one field.

    A oneOf of actions tells them apart by their ``action``; a bad word there should
    name every action, not the first branch's.
    """
    consts = [e for e in errors if e.validator == "const"]
    if len(consts) < 2 or len({tuple(e.absolute_path) for e in consts}) != 1:
        return None
    branches = {e.relative_schema_path[0] for e in errors if e.relative_schema_path}
    if len({e.relative_schema_path[0] for e in consts if e.relative_schema_path}) != len(branches):
        return None  # some branch accepted the constant: its own error says more
    allowed = ", ".join(repr(e.validator_value) for e in consts)
    first = consts[0]
    first.message = f"{first.instance!r} is not one of {allowed}"
    return first


def fast_validity(schema: dict[str, Any]) -> Callable[[Any], bool] | None:
    """A quick yes/no check against ``schema``, or None when no fast validator is installed.

    ``jsonschema`` walks its error tree in Python (some 30 ms for a Landfight scenario);
    jsonschema-rs answers in microseconds. A document it accepts needs nothing more; one
    it refuses is checked again by ``jsonschema``, whose errors name the bad field.
    """
    try:
        import jsonschema_rs
    except ImportError:  # pragma: no cover - the dependency is declared; this keeps a bare install working
        return None
    try:
        checker = jsonschema_rs.validator_for(schema)
    except Exception:  # pragma: no cover - a schema it cannot compile: fall back to the slow path
        return None
    return checker.is_valid
