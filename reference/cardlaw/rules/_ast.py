"""Typed syntax tree of the minigame rules language; class names match grammar rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias


@dataclass(frozen=True, slots=True)
class Where:
    """Source position of a node: the spec file and 1-based line and column."""

    source: str
    line: int
    column: int


Side: TypeAlias = Literal["attacker", "defender"]
OptionValue: TypeAlias = str | int


# -- statements -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Variant:
    name: str
    title: str


@dataclass(frozen=True, slots=True)
class Packs:
    count: int
    set_code: str


@dataclass(frozen=True, slots=True)
class Lands:
    per_player: int


@dataclass(frozen=True, slots=True)
class Deal:
    per_player: int


@dataclass(frozen=True, slots=True)
class Grid:
    columns: int
    rows: int
    home_rows: int


@dataclass(frozen=True, slots=True)
class Option:
    """A ruling option. ``values`` may hold the word ``number``: any whole number is then allowed,
    or, when ``minimum`` is set (``number from N``), any whole number from ``minimum`` up."""

    name: str
    values: tuple[OptionValue, ...]
    default: OptionValue
    minimum: int | None = None

    def admits(self, value: OptionValue) -> bool:
        """Whether ``value`` is one of the option's values."""
        if value != "number" and value in self.values:
            return True
        return isinstance(value, int) and "number" in self.values and (self.minimum is None or value >= self.minimum)


# -- predicates over type lines ---------------------------------------------


@dataclass(frozen=True, slots=True)
class HasType:
    word: str


@dataclass(frozen=True, slots=True)
class HasSupertype:
    word: str


@dataclass(frozen=True, slots=True)
class HasSubtype:
    word: str


@dataclass(frozen=True, slots=True)
class DoubleFaced:
    pass


@dataclass(frozen=True, slots=True)
class OptionIs:
    name: str
    value: OptionValue


@dataclass(frozen=True, slots=True)
class Negation:
    operand: Pred


@dataclass(frozen=True, slots=True)
class AndPred:
    operands: tuple[Pred, ...]


@dataclass(frozen=True, slots=True)
class OrPred:
    operands: tuple[Pred, ...]


Pred: TypeAlias = HasType | HasSupertype | HasSubtype | DoubleFaced | OptionIs | Negation | AndPred | OrPred


@dataclass(frozen=True, slots=True)
class Removal:
    pred: Pred


@dataclass(frozen=True, slots=True)
class Given:
    """Which lands may be handed to the players at setup."""

    pred: Pred


@dataclass(frozen=True, slots=True)
class Category:
    name: str
    pred: Pred


# -- battle clauses ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Both:
    cats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Either:
    cats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AttackerIs:
    cats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DefenderIs:
    cats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OneOther:
    one: tuple[str, ...]
    other: tuple[str, ...]


CondAtom: TypeAlias = Both | Either | AttackerIs | DefenderIs | OneOther


@dataclass(frozen=True, slots=True)
class Condition:
    atoms: tuple[CondAtom, ...]


@dataclass(frozen=True, slots=True)
class SideSel:
    """Which sides an effect touches: one side, both, or each side whose card is in ``category``."""

    side: Side | None = None
    both: bool = False
    category: str | None = None


@dataclass(frozen=True, slots=True)
class Discard:
    sides: SideSel


@dataclass(frozen=True, slots=True)
class Contest:
    measures: tuple[str, ...]
    ties: Side


@dataclass(frozen=True, slots=True)
class Beats:
    winner: tuple[str, ...]
    loser: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    sides: SideSel


@dataclass(frozen=True, slots=True)
class Loses:
    category: str


@dataclass(frozen=True, slots=True)
class Wins:
    side: Side


Effect: TypeAlias = Discard | Contest | Beats | ExtraTurn | Loses | Wins


@dataclass(frozen=True, slots=True)
class Clause:
    condition: Condition
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Combine:
    mode: Literal["all", "first"]


@dataclass(frozen=True, slots=True)
class Override:
    winner: str
    loser: str


Body: TypeAlias = Variant | Packs | Lands | Deal | Grid | Option | Removal | Given | Category | Clause | Combine | Override


@dataclass(frozen=True, slots=True)
class Statement:
    rule: str
    body: Body
    where: Where
    variants: tuple[str, ...]  # the variants the enclosing spec block is written for
