"""Typed syntax tree of the minigame rules language; class names match grammar rules."""

from __future__ import annotations

from typing import Literal, TypeAlias

from .._frozen import frozen


@frozen
class Where:
    """Source position of a node: the spec file and 1-based line and column."""

    source: str
    line: int
    column: int


Side: TypeAlias = Literal["attacker", "defender"]
OptionValue: TypeAlias = str | int


# -- statements -----------------------------------------------------------


@frozen
class Variant:
    name: str
    title: str


@frozen
class Packs:
    count: int
    set_code: str


@frozen
class Lands:
    per_player: int


@frozen
class Deal:
    per_player: int


@frozen
class Grid:
    columns: int
    rows: int
    home_rows: int


@frozen
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


@frozen
class HasType:
    word: str


@frozen
class HasSupertype:
    word: str


@frozen
class HasSubtype:
    word: str


@frozen
class DoubleFaced:
    pass


@frozen
class OptionIs:
    name: str
    value: OptionValue


@frozen
class Negation:
    operand: Pred


@frozen
class AndPred:
    operands: tuple[Pred, ...]


@frozen
class OrPred:
    operands: tuple[Pred, ...]


Pred: TypeAlias = HasType | HasSupertype | HasSubtype | DoubleFaced | OptionIs | Negation | AndPred | OrPred


@frozen
class Removal:
    pred: Pred


@frozen
class Given:
    """Which lands may be handed to the players at setup."""

    pred: Pred


@frozen
class Category:
    name: str
    pred: Pred


# -- battle clauses ---------------------------------------------------------


@frozen
class Both:
    cats: tuple[str, ...]


@frozen
class Either:
    cats: tuple[str, ...]


@frozen
class AttackerIs:
    cats: tuple[str, ...]


@frozen
class DefenderIs:
    cats: tuple[str, ...]


@frozen
class OneOther:
    one: tuple[str, ...]
    other: tuple[str, ...]


CondAtom: TypeAlias = Both | Either | AttackerIs | DefenderIs | OneOther


@frozen
class Condition:
    atoms: tuple[CondAtom, ...]


@frozen
class SideSel:
    """Which sides an effect touches: one side, both, or each side whose card is in ``category``."""

    side: Side | None = None
    both: bool = False
    category: str | None = None


@frozen
class Discard:
    sides: SideSel


@frozen
class Contest:
    measures: tuple[str, ...]
    ties: Side


@frozen
class Beats:
    winner: tuple[str, ...]
    loser: tuple[str, ...]


@frozen
class ExtraTurn:
    sides: SideSel


@frozen
class Loses:
    category: str


@frozen
class Wins:
    side: Side


Effect: TypeAlias = Discard | Contest | Beats | ExtraTurn | Loses | Wins


@frozen
class Clause:
    condition: Condition
    effects: tuple[Effect, ...]


@frozen
class Combine:
    mode: Literal["all", "first"]


@frozen
class Override:
    winner: str
    loser: str


Body: TypeAlias = Variant | Packs | Lands | Deal | Grid | Option | Removal | Given | Category | Clause | Combine | Override


@frozen
class Statement:
    rule: str
    body: Body
    where: Where
    variants: tuple[str, ...]  # the variants the enclosing spec block is written for
