"""Helpers shared by every JSON Schema check (scenarios, card files, decks)."""

from __future__ import annotations

from jsonschema.exceptions import ValidationError, best_match


def deepest_error(error: ValidationError) -> ValidationError:
    """Follow oneOf/anyOf contexts to the error that says most about the bad field."""
    while error.context:
        deeper = best_match(error.context)
        if deeper is None or len(deeper.absolute_path) < len(error.absolute_path):
            break
        error = deeper
    return error
