"""The formal text of spec/landfight/: statements of the Landfight rules language, read into values.

Every ``landfight`` block of the rulebook is parsed with ``grammar/landfight.lark``. A
statement may carry a guard on a ruling option; `Rules.resolve` keeps the statements
whose guards hold under a choice of options and gathers them into `Resolved`, the
numbers and tables the engine plays by. `check_rules` is ``cardlaw spec check
landfight``: for every assignment of the options the guards read, each number is
stated once, each size has one cost, each comparison one outcome, every phase one
successor, and every kind of card that can be played has a permission.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal, TypeAlias


from .._grammars import build, cached_value, grammar_text
from ..errors import CardlawError, SourceError, SourcePosition, did_you_mean
from ..rulebook import load_rulebook

Bound = Literal["exactly", "at most", "at least"]
_UNSEEN = object()
PHASES = ("draw", "boost", "battle", "end")
MOMENTS = ("main", "closing", "battle", "response")
# The words of the kind line, as statements name them (KIND terminal of the grammar).
KIND_WORDS = {
    "Creature": "Creature", "Mutated": "Mutated Creature", "Land": "Land", "Boost": "Boost",
    "Interrupt": "Boost - Interrupt", "Continuous": "Boost - Continuous", "Attachment": "Attachment",
}
PLAYABLE = ("Creature", "Mutated Creature", "Boost", "Boost - Interrupt", "Boost - Continuous", "Attachment")


# -- statements -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Selector:
    by: Literal["kind", "size"]
    value: str

    def __str__(self) -> str:
        return f"{self.by} {self.value}"


@dataclass(frozen=True, slots=True)
class DeckSize:
    bound: Bound
    number: int


@dataclass(frozen=True, slots=True)
class SideDeckSize:
    bound: Bound
    number: int


@dataclass(frozen=True, slots=True)
class DeckHolds:
    bound: Bound
    number: int
    selector: Selector


@dataclass(frozen=True, slots=True)
class CopyLimit:
    bound: Bound
    number: int
    exception: Selector | None


@dataclass(frozen=True, slots=True)
class SideCounts:
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Number:
    """One of the game's numbers: ``start land life 40`` is Number("start life", 40)."""

    what: Literal["start life", "start hand", "opening die", "match games", "creature zones",
                  "attachments", "attacks", "first turn"]
    value: int


@dataclass(frozen=True, slots=True)
class StartPhase:
    phase: str


@dataclass(frozen=True, slots=True)
class PhaseOrder:
    phase: str
    next: str | None  # None: the next turn


@dataclass(frozen=True, slots=True)
class PhaseDraw:
    phase: str
    count: int


@dataclass(frozen=True, slots=True)
class FieldLimit:
    number: int
    size: str


@dataclass(frozen=True, slots=True)
class LifeCost:
    amount: int


@dataclass(frozen=True, slots=True)
class SacrificeCost:
    size: str


@dataclass(frozen=True, slots=True)
class NoCost:
    pass


Cost: TypeAlias = LifeCost | SacrificeCost | NoCost


@dataclass(frozen=True, slots=True)
class SizeCost:
    size: str | None  # None: a Mutated Creature
    costs: tuple[Cost, ...]


@dataclass(frozen=True, slots=True)
class BattleOutcome:
    comparison: str
    victims: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Permission:
    act: str  # "play", "abilities", "land opt abilities", "attack"
    kind: str | None  # for "play": the kind line, such as "Boost - Interrupt"
    who: Literal["turn player", "either player"]
    phases: frozenset[str]
    moments: frozenset[str]

    def allows(self, act: str, kind: str | None, turn_player: bool, phase: str, moment: str) -> bool:
        return (
            self.act == act
            and self.kind == kind
            and (turn_player or self.who == "either player")
            and phase in self.phases
            and moment in self.moments
        )


@dataclass(frozen=True, slots=True)
class LoseWhen:
    what: Literal["life", "draw phase draw", "any draw"]
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class OptionDecl:
    name: str
    values: tuple[str, ...]
    default: str


Body: TypeAlias = (
    DeckSize | SideDeckSize | DeckHolds | CopyLimit | SideCounts | Number | StartPhase | PhaseOrder | PhaseDraw
    | FieldLimit | SizeCost | BattleOutcome | Permission | LoseWhen | OptionDecl
)


@dataclass(frozen=True, slots=True)
class Guard:
    option: str
    value: str
    holds_when_equal: bool  # "if option X is V" (True) or "unless option X is V" (False)

    def holds(self, options: Mapping[str, str]) -> bool:
        return (options.get(self.option) == self.value) == self.holds_when_equal

    def __str__(self) -> str:
        return f"{'if' if self.holds_when_equal else 'unless'} option {self.option} is {self.value}"


@dataclass(frozen=True, slots=True)
class Statement:
    rule: str
    body: Body
    guard: Guard | None
    source: str = field(default="", compare=False)
    line: int = field(default=0, compare=False)

    def holds(self, options: Mapping[str, str]) -> bool:
        return self.guard is None or self.guard.holds(options)


# -- reading ------------------------------------------------------------------------------


def read_statements(blocks: Iterable[tuple[str, str, str, int]]) -> tuple[Statement, ...]:
    """Parse (rule ID, text, source, first line) blocks; each statement must carry its block's rule ID.

    The reader and its Lark parser live in `cardlaw.landfight._rules_read`, loaded only when
    the statements are not in the cache of parsed blocks yet.
    """
    from ._rules_read import read_statements as read

    return read(blocks)


# -- the rules under one choice of options ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Allowed:
    """What the permissions allow at one moment, for one of the two players: `Resolved.permission_for`
    answered for every act at once, so that listing the legal actions asks one question, not one per card."""

    play: Mapping[str, str]  # kind line -> the rule that allows playing it (kinds not allowed, and Land, are absent)
    abilities: str | None
    land_opt: str | None  # "land opt abilities"
    attack: str | None


@dataclass(frozen=True, slots=True, eq=False)
class Resolved:
    """Every number and table of the Landfight rules under one assignment of the options.

    Each value is paired with the ID of the rule that states it, which is what events cite.
    """

    options: Mapping[str, str]
    numbers: Mapping[str, tuple[int, str]]
    start_phase: tuple[str, str]
    next_phase: Mapping[str, tuple[str | None, str]]
    phase_draws: Mapping[str, tuple[int, str]]
    field_limits: Mapping[str, tuple[int, str]]
    size_costs: Mapping[str | None, tuple[tuple[Cost, ...], str]]
    battle: Mapping[str, tuple[tuple[str, ...], str]]
    permissions: tuple[tuple[Permission, str], ...]
    losses: tuple[tuple[LoseWhen, str], ...]
    deck: tuple[Statement, ...]
    side_counts: Mapping[str, str]  # deck rule ID -> the ruling that makes the side deck count toward it
    memo: dict[tuple[Any, ...], object] = field(default_factory=dict, repr=False)
    allowed_memo: dict[tuple[bool, str, str], Allowed] = field(default_factory=dict, repr=False)

    def number(self, what: str) -> int:
        return self.numbers[what][0]

    def rule_of(self, what: str) -> str:
        return self.numbers[what][1]

    def permission_for(self, act: str, kind: str | None, turn_player: bool, phase: str, moment: str) -> str | None:
        """The ID of the first permission allowing the act, or None."""
        key = (act, kind, turn_player, phase, moment)
        found = self.memo.get(key, _UNSEEN)
        if found is _UNSEEN:
            found = next((rule for perm, rule in self.permissions if perm.allows(*key)), None)
            self.memo[key] = found
        return found  # type: ignore[return-value]

    def allowed(self, turn_player: bool, phase: str, moment: str) -> Allowed:
        """Every act's permission at this moment, each as `permission_for` gives it."""
        found = self.allowed_memo.get((turn_player, phase, moment))
        if found is None:
            # A Land is put on the field before the game, never played (L-ACT-1), whatever a permission says.
            kinds = dict.fromkeys(
                perm.kind for perm, _ in self.permissions if perm.act == "play" and perm.kind not in (None, "Land")
            )
            play = {}
            for kind in kinds:
                rule = self.permission_for("play", kind, turn_player, phase, moment)
                if rule is not None:
                    play[kind] = rule
            found = self.allowed_memo[(turn_player, phase, moment)] = Allowed(
                play, self.permission_for("abilities", None, turn_player, phase, moment),
                self.permission_for("land opt abilities", None, turn_player, phase, moment),
                self.permission_for("attack", None, turn_player, phase, moment),
            )
        return found

    def permission_rules(self, act: str, kind: str | None) -> tuple[str, ...]:
        """The IDs of every permission for this act, whatever its phases and moments (for refusals)."""
        return tuple(dict.fromkeys(rule for perm, rule in self.permissions if perm.act == act and perm.kind == kind))


@dataclass(frozen=True, slots=True, eq=False)
class Rules:
    """Every Landfight statement of the rulebook, and the options its rulings declare."""

    statements: tuple[Statement, ...]
    options: Mapping[str, tuple[OptionDecl, str]]  # name -> (declaration, ruling ID)

    def defaults(self) -> dict[str, str]:
        return {name: decl.default for name, (decl, _) in self.options.items()}

    def resolve_options(self, given: Mapping[str, object] | None) -> dict[str, str]:
        """The full assignment: defaults overridden by ``given``; an unknown name or value is a `CardlawError`."""
        chosen = self.defaults()
        for name, value in (given or {}).items():
            if name not in self.options:
                hint = did_you_mean(name, self.options)
                extra = f"; did you mean {hint!r}?" if hint else ""
                raise CardlawError(f"unknown Landfight option {name!r}{extra} (known: {', '.join(sorted(self.options))})")
            decl, rule = self.options[name]
            text = str(value)
            if text not in decl.values:
                hint = did_you_mean(text, decl.values)
                extra = f"; did you mean {hint!r}?" if hint else ""
                raise CardlawError(
                    f"option {name} ({rule}) is one of {' | '.join(decl.values)}, not {text!r}{extra}"
                )
            chosen[name] = text
        return chosen

    def option_rule(self, name: str) -> str:
        return self.options[name][1]

    def resolve(self, options: Mapping[str, object] | None = None) -> Resolved:
        return _resolve(self, tuple(sorted(self.resolve_options(options).items())))

    def guarded_options(self) -> dict[str, tuple[str, ...]]:
        """The options some guard reads, with all their values: only these change the statements."""
        read = {st.guard.option for st in self.statements if st.guard is not None}
        return {name: self.options[name][0].values for name in sorted(read) if name in self.options}


@cache
def _resolve(rules: Rules, options: tuple[tuple[str, str], ...]) -> Resolved:
    chosen = dict(options)
    held = [st for st in rules.statements if st.holds(chosen)]
    numbers: dict[str, tuple[int, str]] = {}
    start: tuple[str, str] = ("draw", "")
    nxt: dict[str, tuple[str | None, str]] = {}
    draws: dict[str, tuple[int, str]] = {}
    limits: dict[str, tuple[int, str]] = {}
    costs: dict[str | None, tuple[tuple[Cost, ...], str]] = {}
    battle: dict[str, tuple[tuple[str, ...], str]] = {}
    perms: list[tuple[Permission, str]] = []
    losses: list[tuple[LoseWhen, str]] = []
    deck: list[Statement] = []
    side: dict[str, str] = {}
    for st in held:
        body = st.body
        match body:
            case Number(what, value):
                numbers.setdefault(what, (value, st.rule))
            case StartPhase(phase):
                start = (phase, st.rule)
            case PhaseOrder(phase, after):
                nxt.setdefault(phase, (after, st.rule))
            case PhaseDraw(phase, count):
                draws.setdefault(phase, (count, st.rule))
            case FieldLimit(number, size):
                limits.setdefault(size, (number, st.rule))
            case SizeCost(size, alternatives):
                costs.setdefault(size, (alternatives, st.rule))
            case BattleOutcome(comparison, victims):
                battle.setdefault(comparison, (victims, st.rule))
            case Permission():
                perms.append((body, st.rule))
            case LoseWhen():
                losses.append((body, st.rule))
            case DeckSize() | SideDeckSize() | DeckHolds() | CopyLimit():
                deck.append(st)
            case SideCounts(rule_ids):
                for rule_id in rule_ids:
                    side.setdefault(rule_id, st.rule)
            case OptionDecl():
                pass
    return Resolved(
        options=chosen, numbers=numbers, start_phase=start, next_phase=nxt, phase_draws=draws, field_limits=limits,
        size_costs=costs, battle=battle, permissions=tuple(perms), losses=tuple(losses), deck=tuple(deck),
        side_counts=side,
    )


@cache
def load_rules() -> Rules:
    """Every ``landfight`` block of the rulebook, parsed; options gathered from their declarations."""
    book = load_rulebook()
    blocks = [(rule.id, block.text, f"spec/{block.source}", block.line) for rule, block in book.blocks_in("landfight")]
    # Parsing the blocks is most of a conformance session's warm-up: kept on disk beside the parser tables.
    key = (grammar_text("landfight.lark"), *("\0".join((r, t, s, str(n))) for r, t, s, n in blocks))
    statements = cached_value("landfight-statements", key, ("landfight/_rules.py", "landfight/_rules_read.py"), lambda: read_statements(blocks))
    options: dict[str, tuple[OptionDecl, str]] = {}
    for st in statements:
        if isinstance(st.body, OptionDecl):
            if st.body.name in options:
                raise CardlawError(f"{st.source}:{st.line}: option {st.body.name} is declared twice")
            options[st.body.name] = (st.body, st.rule)
    return Rules(statements, options)


# -- cardlaw spec check landfight ------------------------------------------------------------------


_ONE_EACH = ("start life", "start hand", "opening die", "match games", "creature zones", "attachments", "attacks",
             "first turn")


@dataclass(frozen=True, slots=True)
class LandfightCheck:
    statements: int
    option_sets: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        head = (
            f"landfight: {self.statements} statements x {self.option_sets} option sets: numbers, phases, "
            "size costs, battle outcomes and permissions"
        )
        if self.ok:
            return head + ": total and consistent"
        return head + f": {len(self.problems)} problem(s)\n" + "\n".join(f"  - {p}" for p in self.problems)


def _count(statements: Iterable[Statement], chosen: Mapping[str, str]) -> dict[object, list[Statement]]:
    seen: dict[object, list[Statement]] = {}
    for st in statements:
        if not st.holds(chosen):
            continue
        body = st.body
        key: object
        match body:
            case Number(what, _):
                key = what
            case StartPhase():
                key = "start phase"
            case PhaseOrder(phase, _):
                key = ("next", phase)
            case SizeCost(size, _):
                key = ("cost", size)
            case BattleOutcome(comparison, _):
                key = ("battle", comparison)
            case _:
                continue
        seen.setdefault(key, []).append(st)
    return seen


def check_rules(rules: Rules | None = None) -> LandfightCheck:
    """Prove what is checkable of the Landfight formal text, for every option set the guards can tell apart."""
    rules = rules or load_rules()
    problems: list[str] = []
    for st in rules.statements:
        if st.guard is not None:
            decl = rules.options.get(st.guard.option)
            if decl is None:
                problems.append(f"{st.source}:{st.line}: {st.rule}'s guard names no declared option {st.guard.option!r}")
            elif st.guard.value not in decl[0].values:
                problems.append(f"{st.source}:{st.line}: {st.rule}'s guard: {st.guard.value!r} is not a value of {st.guard.option}")
        if isinstance(st.body, SideCounts):
            known = load_rulebook().rules
            problems += [f"{st.source}:{st.line}: {st.rule} names no rule {r}" for r in st.body.rules if r not in known]
    for declared, ruling in rules.options.values():
        if declared.default not in declared.values:
            problems.append(f"{ruling}: option {declared.name}'s default {declared.default!r} is not one of its values")
    guarded = rules.guarded_options()
    names = list(guarded)
    sets = list(itertools.product(*guarded.values())) or [()]
    for values in sets:
        chosen = {**rules.defaults(), **dict(zip(names, values, strict=True))}
        where = ", ".join(f"{n}={v}" for n, v in zip(names, values, strict=True)) or "the defaults"
        problems += [f"under {where}: {p}" for p in _check_one(rules, chosen)]
    return LandfightCheck(len(rules.statements), len(sets), tuple(dict.fromkeys(problems)))


def _check_one(rules: Rules, chosen: Mapping[str, str]) -> list[str]:
    problems: list[str] = []
    seen = _count(rules.statements, chosen)

    def once(key: object, what: str) -> None:
        found = seen.get(key, [])
        if len(found) != 1:
            ids = ", ".join(st.rule for st in found) or "none"
            problems.append(f"{what} must be stated exactly once, found {len(found)} ({ids})")

    for what in _ONE_EACH:
        once(what, what)
    once("start phase", "the first phase")
    for each in PHASES:
        once(("next", each), f"the phase after {each}")
    for size in ("S", "M", "L", None):
        once(("cost", size), f"the cost of {'a Mutated Creature' if size is None else 'size ' + size}")
    for comparison in ("greater", "equal", "less"):
        once(("battle", comparison), f"the outcome of a battle whose attacker's Strength is {comparison}")
    resolved = rules.resolve(chosen)
    # The phases form one cycle from the first phase through all four, back to a new turn.
    phase: str | None = resolved.start_phase[0]
    order: list[str] = []
    while phase is not None and phase not in order and len(order) <= len(PHASES):
        order.append(phase)
        phase = resolved.next_phase.get(phase, (None, ""))[0]
    if sorted(order) != sorted(PHASES) or phase is not None:
        problems.append(f"the phases from {resolved.start_phase[0]} do not pass through all four once: {order}")
    for kind in PLAYABLE:
        if not any(p.act == "play" and p.kind == kind for p, _ in resolved.permissions):
            problems.append(f"no permission allows playing a {kind}")
    for act in ("abilities", "land opt abilities", "attack"):
        if not any(p.act == act for p, _ in resolved.permissions):
            problems.append(f"no permission allows {act}")
    if any(p.act == "play" and p.kind == "Land" for p, _ in resolved.permissions):
        problems.append("a permission allows playing a Land, but a Land is put on the field before the game")
    if not any(loss.what == "life" for loss, _ in resolved.losses):
        problems.append("no statement says when Land Life loses the game")
    for costs, rule in resolved.size_costs.values():
        if any(isinstance(c, SacrificeCost) and c.size not in ("S", "M", "L") for c in costs):
            problems.append(f"{rule}: a sacrifice names no size")
    return problems
