"""`cardlaw spec check`: prove a variant's rule set total and consistent.

The proof is by exhaustion over a partition of all type lines.

A predicate (`category`, `remove`, `given land`) can only ask five things of a card:
whether its front face has a card type the predicate names (`type W`), a supertype it
names (`supertype W`), a subtype it names (`subtype W`), whether the card has two
faces (`double-faced`), and what an option is set to. So whether any of the variant's
predicates holds depends only on

* which of the card types *referenced anywhere* in those predicates the face has,
* which of the referenced supertypes it has,
* which of the referenced subtypes it has,
* one face or two,

plus the options. Two type lines that agree on these four facts satisfy exactly the
same predicates; a word no predicate names is invisible to all of them. The checker
therefore takes every subset of the referenced card types, every subset of the
referenced supertypes, every subset of the referenced subtypes and both face counts:
every real type line, however odd, falls in one of these classes, and each class gets
one representative type line. The empty set of card types stands for cards that have
only unreferenced types; its representative carries one unreferenced type (Instant,
say) so that its text reads like a card. Classes that no printed card has (a Land
Instant, say) are checked too: that only makes the proof stricter.

For every class and every assignment of the options the predicates read, exactly one
category must hold. Then for every ordered pair of categories and every result of
comparing strengths (less, equal, greater; for a battle whose clauses compare by
different measures, every result of each comparison), the clauses must give exactly one
outcome. Both sets are finite, so checking them all is a proof. The sizes stay small
(the printed variants reference five card types, at most two supertypes and one
subtype), so the check runs in well under a second.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import field
from typing import TypeVar, assert_never

from .._frozen import frozen
from ..typeline import CardType, Face, Span, Supertype, TypeLine
from . import _ast as A
from ._compile import SIDE_NAMES, Comparison, comparison_settings, comparisons_of, resolve
from ._ruleset import Ruleset, evaluate, load_ruleset

_SPAN = Span(0, 0)
# Which unreferenced card type stands for "none of the referenced ones", first free one wins.
_STAND_IN = (
    CardType.INSTANT, CardType.SORCERY, CardType.BATTLE, CardType.KINDRED, CardType.ENCHANTMENT,
    CardType.ARTIFACT, CardType.PLANESWALKER, CardType.CREATURE, CardType.LAND,
)
_T = TypeVar("_T")


@frozen
class Vocabulary:
    """The words a variant's predicates name: only these can tell two type lines apart."""

    types: frozenset[CardType] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    subtypes: frozenset[str] = frozenset()  # casefolded
    option_values: dict[str, set[A.OptionValue]] = field(default_factory=dict, compare=False, hash=False)


def vocabulary(preds: Iterable[A.Pred]) -> Vocabulary:
    types: set[CardType] = set()
    supertypes: set[Supertype] = set()
    subtypes: set[str] = set()
    values: dict[str, set[A.OptionValue]] = {}

    def walk(pred: A.Pred) -> None:
        match pred:
            case A.HasType(word):
                types.add(CardType(word))
            case A.HasSupertype(word):
                supertypes.add(Supertype(word))
            case A.HasSubtype(word):
                subtypes.add(word.casefold())
            case A.DoubleFaced():
                pass
            case A.OptionIs(name, value):
                values.setdefault(name, set()).add(value)
            case A.Negation(operand):
                walk(operand)
            case A.AndPred(operands) | A.OrPred(operands):
                for operand in operands:
                    walk(operand)
            case _:
                assert_never(pred)

    for pred in preds:
        walk(pred)
    return Vocabulary(frozenset(types), frozenset(supertypes), frozenset(subtypes), values)


def _subsets(items: Iterable[_T], order: list[_T]) -> list[tuple[_T, ...]]:
    ranked = sorted(items, key=order.index)
    return [combo for size in range(len(ranked) + 1) for combo in itertools.combinations(ranked, size)]


def _describe(supertypes: Iterable[Supertype], types: Iterable[CardType], subtypes: Iterable[str]) -> str:
    words = [s.value for s in supertypes] + [t.value for t in types]
    subs = " ".join(s.title() for s in subtypes)
    return " ".join(words) + (" — " + subs if subs else "")


def type_line_classes(words: Vocabulary) -> Iterator[TypeLine]:
    """One representative type line per class of the partition ``words`` induces (see the module doc)."""
    stand_in = next((t for t in _STAND_IN if t not in words.types), None)
    back = Face(frozenset(), frozenset({CardType.LAND}), (), _SPAN)
    for types in _subsets(words.types, list(CardType)):
        shown = types or ((stand_in,) if stand_in is not None else ())
        if not shown:
            continue  # every card type is referenced: a face with none of them is no card
        for supertypes in _subsets(words.supertypes, list(Supertype)):
            for subtypes in _subsets(words.subtypes, sorted(words.subtypes)):
                face = Face(frozenset(supertypes), frozenset(shown), tuple(subtypes), _SPAN)
                text = _describe(supertypes, shown, subtypes)
                yield TypeLine((face,), text, "en", _SPAN)
                yield TypeLine((face, back), text + " // Land", "en", _SPAN)


def _option_choices(ruleset: Ruleset, name: str, read: set[A.OptionValue]) -> list[A.OptionValue]:
    """The values of one option that a predicate can tell apart.

    A listed value is its own case. ``number`` admits every whole number from the
    option's minimum: each number a predicate names is a case, and one number no
    predicate names stands for all the others.
    """
    option = ruleset.options[name][0]
    choices: list[A.OptionValue] = [v for v in option.values if v != "number"]
    if "number" in option.values:
        low = option.minimum if option.minimum is not None else 0
        named = sorted(v for v in read if isinstance(v, int) and v >= low)
        choices += [v for v in named if v not in choices]
        other = low
        while other in choices:
            other += 1
        choices.append(other)
    return choices


@frozen
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
    words = vocabulary(preds)
    read = sorted(words.option_values)
    choices = [_option_choices(ruleset, name, words.option_values[name]) for name in read]
    option_sets = [dict(zip(read, combo, strict=True)) for combo in itertools.product(*choices)]
    base = ruleset.defaults()
    names = ruleset.category_names
    classes = list(type_line_classes(words))
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
        # Each comparison compares by its own clause's measures, so a battle whose clauses name
        # different measures is tried with every way each of them can come out.
        for comparison in comparison_settings(comparisons_of(ruleset, a, d)):
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


def _comparison_note(comparison: Comparison) -> str:
    if isinstance(comparison, int):
        return f" ({_compared(comparison)})"
    return " (" + "; ".join(f"by {' or '.join(m)}: {_compared(c)}" for m, c in comparison.items()) + ")"


def _compared(comparison: int) -> str:
    if comparison == 0:
        return "equal strength"
    return f"{SIDE_NAMES[0 if comparison > 0 else 1]} stronger"


def check_variant(variant: str) -> CheckReport:
    return check_ruleset(load_ruleset(variant))
