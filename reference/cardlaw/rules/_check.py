"""`cardlaw spec check`: prove a variant's rule set total and consistent.

The proof is by exhaustion. Type lines are grouped into classes (which supertypes,
which card types, Vehicle or not, one face or two); a card's category depends on
nothing else. For every class and every assignment of the options the categories
read, exactly one category must hold. Then for every ordered pair of categories and
every result of comparing strengths (less, equal, greater), the clauses must give
exactly one outcome. Both sets are finite, so checking them all is a proof.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import assert_never

from ..typeline import CardType, Face, Span, Supertype, TypeLine
from . import _ast as A
from ._compile import SIDE_NAMES, resolve
from ._ruleset import Ruleset, evaluate, load_ruleset

_PERMANENT = (CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER, CardType.BATTLE)
_SUPERTYPE_SETS: tuple[frozenset[Supertype], ...] = (
    frozenset(),
    frozenset({Supertype.LEGENDARY}),
    frozenset({Supertype.BASIC}),
    frozenset({Supertype.SNOW}),
    frozenset({Supertype.LEGENDARY, Supertype.SNOW}),
)
_SPAN = Span(0, 0)


def _type_sets() -> Iterator[frozenset[CardType]]:
    for size in range(1, len(_PERMANENT) + 1):
        for combo in itertools.combinations(_PERMANENT, size):
            yield frozenset(combo)
    for spell in (CardType.INSTANT, CardType.SORCERY):
        yield frozenset({spell})
        yield frozenset({spell, CardType.KINDRED})
    yield frozenset({CardType.KINDRED, CardType.ENCHANTMENT})
    yield frozenset({CardType.KINDRED, CardType.ARTIFACT})


def _describe(supertypes: frozenset[Supertype], types: frozenset[CardType], subtypes: tuple[str, ...]) -> str:
    order = [t for t in CardType if t in types]
    words = [s.value for s in Supertype if s in supertypes] + [t.value for t in order]
    text = " ".join(words)
    return text + (" — " + " ".join(s.title() for s in subtypes) if subtypes else "")


def type_line_classes() -> Iterator[TypeLine]:
    """One representative type line per class, odd ones included."""
    back = Face(frozenset(), frozenset({CardType.LAND}), (), _SPAN)
    for supertypes in _SUPERTYPE_SETS:
        for types in _type_sets():
            for subtypes in ((), ("vehicle",)):
                face = Face(supertypes, types, subtypes, _SPAN)
                text = _describe(supertypes, types, subtypes)
                yield TypeLine((face,), text, "en", _SPAN)
                yield TypeLine((face, back), text + " // Land", "en", _SPAN)


def _pred_options(pred: A.Pred) -> set[str]:
    match pred:
        case A.OptionIs(name, _):
            return {name}
        case A.Negation(operand):
            return _pred_options(operand)
        case A.AndPred(operands) | A.OrPred(operands):
            return set().union(*(_pred_options(p) for p in operands))
        case A.HasType() | A.HasSupertype() | A.HasSubtype() | A.DoubleFaced():
            return set()
        case _:
            assert_never(pred)


@dataclass(frozen=True, slots=True)
class CheckReport:
    variant: str
    classes: int
    option_sets: int
    categories: tuple[str, ...]
    outcomes: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        head = (
            f"{self.variant}: {self.classes} type-line classes x {self.option_sets} option sets, "
            f"{len(self.categories)} categories, {self.outcomes} pair outcomes"
        )
        if self.ok:
            return head + ": total and consistent"
        return head + f": {len(self.problems)} problem(s)\n" + "\n".join(f"  - {p}" for p in self.problems)


def check_ruleset(ruleset: Ruleset, *, max_problems: int = 20) -> CheckReport:
    problems: list[str] = []
    preds = [st.body.pred for st in (*ruleset.categories, *ruleset.removals, ruleset.given)]  # type: ignore[union-attr]
    read = sorted(set().union(*(_pred_options(p) for p in preds)))
    choices = [[v for v in ruleset.options[name][0].values if v != "number"] for name in read]
    option_sets = [dict(zip(read, combo, strict=True)) for combo in itertools.product(*choices)]
    base = ruleset.defaults()
    names = ruleset.category_names
    classes = list(type_line_classes())
    reached: set[str] = set()
    for chosen in option_sets:
        options = {**base, **chosen}
        given_cats: set[str] = set()
        for line in classes:
            held = [st.body.name for st in ruleset.categories if evaluate(st.body.pred, line, options)]  # type: ignore[union-attr]
            reached.update(held)
            if len(held) != 1 and len(problems) < max_problems:
                where = ", ".join(f"{k}={v}" for k, v in chosen.items()) or "defaults"
                falls = " and ".join(held) if held else "no category"
                problems.append(f"{line.text!r} falls in {falls} ({where})")
            if held and evaluate(ruleset.given.body.pred, line, options):  # type: ignore[union-attr]
                given_cats.add(held[0])
        if len(given_cats) > 1:
            problems.append(f"lands handed out at setup fall in several categories: {sorted(given_cats)}")
    for name in names:
        if name not in reached:
            problems.append(f"category {name} holds no type line: it can never battle")
    fired: set[str] = set()
    outcomes = 0
    for a, d in itertools.product(names, repeat=2):
        for comparison in (-1, 0, 1):
            outcome = resolve(ruleset, a, d, comparison)
            outcomes += 1
            fired.update(outcome.clauses)
            for problem in outcome.problems:
                if len(problems) < max_problems:
                    problems.append(problem + _comparison_note(comparison))
    for st in ruleset.clauses:
        if st.rule not in fired:
            problems.append(f"clause {st.rule} never applies to any pair")
    return CheckReport(ruleset.name, len(classes), len(option_sets), names, outcomes, tuple(problems))


def _comparison_note(comparison: int) -> str:
    if comparison == 0:
        return " (equal strength)"
    return f" ({SIDE_NAMES[0 if comparison > 0 else 1]} stronger)"


def check_variant(variant: str) -> CheckReport:
    return check_ruleset(load_ruleset(variant))
