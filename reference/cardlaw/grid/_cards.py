"""Cards as the grid minigames see them: a name, a type line and the printed numbers."""

from __future__ import annotations

import re
from typing import Any

from .._frozen import frozen
from ..errors import DataError

# Printed toughness / loyalty, every form a real card prints: a whole number, signed or not
# (`3`, `-1` on Spinal Parasite, `+1` on Unstable's augment cards), `*`, a number joined to
# `*` (`1+*`, `*+1`, `7-*`), `*²`, `X`, `?`, and the Un-sets' halves (`.5`, `3.5`). What each
# is worth on the grid is GR-11 and GR-22. ASCII digits only: a printed card's numbers are
# 0-9, and one rule for all of them means '٣' (Arabic-Indic three) is refused.
_PRINTED = re.compile(
    r"^(?:[+-]?\d+|\d*\.5|X|\?|\*|\*²|\d+\s*[+-]\s*\*|\*\s*[+-]\s*\d+)$", re.ASCII
)


@frozen
class Card:
    """One physical card. ``toughness`` and ``loyalty`` are kept as printed (``"3"``, ``"*"``, ``"1+*"``)."""

    name: str
    type_line: str
    toughness: str | None = None
    loyalty: str | None = None
    set_code: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "type": self.type_line}
        if self.toughness is not None:
            data["toughness"] = self.toughness
        if self.loyalty is not None:
            data["loyalty"] = self.loyalty
        if self.set_code:
            data["set"] = self.set_code
        return data

    @classmethod
    def from_json(cls, data: Any, *, source: str = "<cards>", path: str = "") -> Card:
        if not isinstance(data, dict):
            raise DataError(source, path, "a card must be an object with 'name' and 'type'")
        for key in data:
            if key not in ("name", "type", "toughness", "loyalty", "set"):
                raise DataError(source, f"{path}.{key}", "unknown card field (known: name, type, toughness, loyalty, set)")
        for key in ("name", "type"):
            if not isinstance(data.get(key), str) or not data[key].strip():
                raise DataError(source, f"{path}.{key}", "must be a non-empty string")
        printed: dict[str, str | None] = {}
        for key in ("toughness", "loyalty"):
            value = data.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                value = str(value)
            if value is not None and (not isinstance(value, str) or not _PRINTED.match(value.strip())):
                raise DataError(source, f"{path}.{key}", "must be a printed number such as 3, '*' or '1+*'")
            printed[key] = value.strip() if isinstance(value, str) else None
        set_code = data.get("set", "")
        if not isinstance(set_code, str):
            raise DataError(source, f"{path}.set", "must be a string")
        return cls(data["name"], data["type"], printed["toughness"], printed["loyalty"], set_code)


def printed_value(printed: str, star: int = 0) -> int:
    """The number a printed toughness or loyalty stands for on the grid, with `*` worth ``star``.

    GR-11: `*` is worth ``star`` (0 on the grid). GR-22: `X` and `?` count as 0, `*²` as
    ``star`` squared, a signed number as itself (`+1` is 1, `-1` is -1), and a half as
    the next whole number up (`3.5` is 4, `.5` is 1).
    """
    text = printed.replace(" ", "")
    if text in ("X", "?"):
        return 0
    if text == "*²":
        return star * star
    if text.endswith(".5"):
        return int(text[:-2] or "0") + 1
    if "*" not in text:
        return int(text)
    rest = text.replace("*", "", 1)
    if rest in ("", "+", "-"):
        return star
    if rest.startswith(("+", "-")):
        return star + int(rest)
    return int(rest.rstrip("+-")) + (star if rest.endswith("+") else -star)
