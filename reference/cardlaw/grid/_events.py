"""What the engine reports. Every event names the rules that produced it."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any, ClassVar

from .._frozen import frozen

PLAYERS = ("south", "north")


@frozen
class Event:
    kind: ClassVar[str] = "event"

    if TYPE_CHECKING:
        # Every event class declares this field last; declaring it here as a field
        # would put it first in each subclass's constructor.
        @property
        def rules(self) -> tuple[str, ...]: ...

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        names = _KEYS.get(type(self))
        if names is None:  # each class's fields once: `fields` builds its answer anew on every call
            names = _KEYS[type(self)] = tuple((f.name, f.name.rstrip("_")) for f in fields(self))
        for name, key in names:
            value = getattr(self, name)
            data[key] = list(value) if isinstance(value, tuple) else value
        return data


# Each event class's fields and the keys they are written under.
_KEYS: dict[type, tuple[tuple[str, str], ...]] = {}


@frozen
class Moved(Event):
    """A safe move onto an empty square."""

    kind: ClassVar[str] = "move"
    player: str
    from_: str
    to: str
    rules: tuple[str, ...]


@frozen
class Attacked(Event):
    kind: ClassVar[str] = "attack"
    player: str
    from_: str
    to: str
    rules: tuple[str, ...]


@frozen
class Revealed(Event):
    kind: ClassVar[str] = "reveal"
    side: str  # "attacker" or "defender"
    square: str
    owner: str
    card: str
    type_line: str
    category: str
    strength: int | None
    rules: tuple[str, ...]


@frozen
class Battled(Event):
    """The clauses that decided a battle; the effects follow as their own events."""

    kind: ClassVar[str] = "battle"
    attacker: str
    defender: str
    comparison: str | None  # "greater", "equal", "less" when strength decided it
    survivor: str | None  # "attacker" / "defender" / None
    rules: tuple[str, ...]


@frozen
class Discarded(Event):
    kind: ClassVar[str] = "discard"
    square: str
    owner: str
    card: str
    rules: tuple[str, ...]


@frozen
class Advanced(Event):
    """The winning attacker moves into the contested square."""

    kind: ClassVar[str] = "advance"
    from_: str
    to: str
    rules: tuple[str, ...]


@frozen
class TurnedFaceDown(Event):
    kind: ClassVar[str] = "face_down"
    square: str
    rules: tuple[str, ...]


@frozen
class ExtraTurn(Event):
    kind: ClassVar[str] = "extra_turn"
    player: str
    rules: tuple[str, ...]


@frozen
class Won(Event):
    kind: ClassVar[str] = "win"
    player: str
    reason: str
    rules: tuple[str, ...]


@frozen
class Drawn(Event):
    kind: ClassVar[str] = "draw"
    reason: str
    rules: tuple[str, ...]
