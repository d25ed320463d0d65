"""What a mutant is, and what running one found."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Family = Literal["grid", "landfight"]
Kind = Literal["rules", "engine"]
FAMILIES: tuple[Family, ...] = ("grid", "landfight")
KINDS: tuple[Kind, ...] = ("rules", "engine")

# How a run ended for one mutant. `checker`: `spec check` (or the loader behind it) refused it;
# `killed`: a scenario failed; `crashed`: the engine raised something that is not a CardlawError
# while a scenario ran (the suite sees that too); `timeout`: the corpus did not finish in time;
# `survived`: every scenario passed.
Status = Literal["checker", "killed", "crashed", "timeout", "survived"]


@dataclass(frozen=True, slots=True)
class SpecEdit:
    """A rule-set mutant: new text for one formal block, or two rules exchanged in rulebook order."""

    rule: str
    block: int = 0  # index of the block among the rule's blocks
    text: str | None = None  # the block's new text; None for an exchange
    swap_with: str | None = None  # the rule this one changes places with


@dataclass(frozen=True, slots=True)
class CodeEdit:
    """An engine mutant: one node of one function, changed as ``operator`` says."""

    module: str  # dotted module name, such as cardlaw.grid._game
    qualname: str  # the top-level function or method whose code is replaced
    ordinal: int  # the node's place in `_code.mutable_nodes` order
    variant: int  # which of the operator's replacements


@dataclass(frozen=True, slots=True)
class Mutant:
    id: str
    family: Family
    kind: Kind
    operator: str
    target: str  # a rule ID, or module path and function
    change: str  # before -> after, readable and free of line numbers
    line: int  # where the change is, for people (file line of the statement or node)
    source: str  # the file that holds it, relative to the repository
    edit: SpecEdit | CodeEdit = field(repr=False)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id, "family": self.family, "kind": self.kind, "operator": self.operator,
            "target": self.target, "change": self.change, "source": self.source, "line": self.line,
        }


@dataclass(frozen=True, slots=True)
class Outcome:
    """One mutant's run: how it ended, the scenarios that failed on it, and what the checker said."""

    mutant: Mutant
    status: Status
    killers: tuple[str, ...] = ()  # scenario IDs that failed (or crashed), in corpus order
    killer_count: int = 0
    checker: str = ""  # the checker's first complaint, for a checker kill
    corpus_kills: bool = False  # whether the corpus fails on it too (also for checker kills)
    seconds: float = 0.0
    note: str = ""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {**self.mutant.to_json(), "status": self.status,
                                  "corpus_kills": self.corpus_kills, "killer_count": self.killer_count,
                                  "killers": list(self.killers), "seconds": round(self.seconds, 3)}
        if self.checker:
            out["checker"] = self.checker
        if self.note:
            out["note"] = self.note
        return out
