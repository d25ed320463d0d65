"""Compile a rule set under fixed options into a category-pair table.

Interpreting clauses per battle would be slow and would hide conflicts until a game
met them. Instead every (attacker category, defender category, comparison) triple
is resolved once, here, into an `Outcome`; the engine then does one table lookup.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import field, replace
from functools import cache
from typing import TypeAlias, assert_never

from .._frozen import frozen
from ..errors import CardlawError
from ..typeline import TypeLine, parse_typeline
from . import _ast as A
from ._ruleset import Ruleset, evaluate, load_ruleset

ATTACKER, DEFENDER = 0, 1
SIDE_NAMES = ("attacker", "defender")

Measures: TypeAlias = tuple[str, ...]  # the numbers one `higher … wins` effect compares, in order
# How strengths compare (-1, 0, 1, seen from the attacker): one number when every comparison of
# a battle uses the same measures, else one per measures.
Comparison: TypeAlias = int | Mapping[Measures, int]


@frozen
class Outcome:
    """What one battle does. Sides are 0 (attacker) and 1 (defender)."""

    discarded: tuple[int, ...]
    discarded_by: tuple[tuple[str, ...], tuple[str, ...]]  # per side, the clauses that discard that card
    survivor: int | None  # the one card left on the contested squares, when the game goes on
    contested: bool  # the survivor won a comparison (it did not merely outlast an artifact)
    extra_turns: tuple[int, ...]  # sides, in the order the turns are taken
    lapsed_extra_turns: bool  # the battle earned extra turns but also ended the game
    winner: int | None  # who wins the game, if the battle ends it
    clauses: tuple[str, ...]  # rule IDs of the clauses that applied, in spec order
    overridden: tuple[str, ...]  # rule IDs of the override statements that removed a clause
    problems: tuple[str, ...] = ()  # why this entry is not a single consistent outcome; empty when it is


# `Compiled.removed_by` answers, by the table's identity (kept in the value) and the type line: like the
# categories, asked for every card of every set-up position, and the predicates are pure.
_REMOVED: dict[tuple[int, TypeLine], tuple[Compiled, str | None]] = {}


@frozen
class Compiled:
    ruleset: Ruleset
    options: Mapping[str, A.OptionValue]
    categories: tuple[str, ...]
    # Every measure some comparison names, in rulebook order: what a card's label shows. A battle
    # compares by the measures of its own clauses (`measure_sets`, `pair_measures`), never these.
    measures: tuple[str, ...]
    # table[attacker category][defender category][index]: with the pair's comparisons
    # c_0, c_1, ... (one per entry of `pair_measures`), index = sum((c_i + 1) * 3 ** i); a pair
    # with no comparison has three equal entries, so `comparison + 1` always works for it.
    table: tuple[tuple[tuple[Outcome, ...], ...], ...]
    contest_clauses: frozenset[str]  # clauses that compare strength
    game_clauses: frozenset[str]  # clauses that end the game
    win_clauses: frozenset[str]  # clauses that name a winner outright
    extra_clauses: frozenset[str]  # clauses that grant extra turns
    needs_strength: frozenset[int]  # categories whose cards must print a toughness or loyalty
    # The distinct measures of the comparison clauses, in rulebook order; each clause compares
    # by its own (spec/grid/language.md, Effects).
    measure_sets: tuple[Measures, ...] = ()
    # pair_measures[attacker][defender]: indexes into measure_sets of the comparisons the
    # clauses that apply to that pair make, in rulebook order.
    pair_measures: tuple[tuple[tuple[int, ...], ...], ...] = ()
    # category -> indexes into measure_sets its cards must be able to bring (a clause naming the
    # category compares by them); the first is the strength its reveal shows outside a comparison.
    category_measures: tuple[tuple[int, ...], ...] = ()
    # Type line -> categories it satisfies: a conformance session classifies the same few
    # dozen lines thousands of times, and the predicates are pure.
    memo: dict[TypeLine, tuple[int, ...]] = field(default_factory=dict, compare=False, repr=False)

    def categorise(self, line: TypeLine) -> int | None:
        """Index of the one category a type line falls in; None when it falls in none."""
        found = self.categories_of(line)
        return found[0] if len(found) == 1 else None

    def categories_of(self, line: TypeLine) -> list[int]:
        found = self.memo.get(line)
        if found is None:
            found = tuple(
                i for i, st in enumerate(self.ruleset.categories) if evaluate(st.body.pred, line, self.options)  # type: ignore[union-attr]
            )
            self.memo[line] = found
        return list(found)

    def removed_by(self, line: TypeLine) -> str | None:
        """The rule that removes this card from the pool at setup, if one does."""
        key = (id(self), line)
        found = _REMOVED.get(key)
        if found is not None and found[0] is self:
            return found[1]
        rule = next(
            (st.rule for st in self.ruleset.removals if evaluate(st.body.pred, line, self.options)),  # type: ignore[union-attr]
            None,
        )
        if len(_REMOVED) >= 4096:
            _REMOVED.clear()
        _REMOVED[key] = (self, rule)
        return rule

    def category_rule(self, index: int) -> str:
        return self.ruleset.categories[index].rule

    def outcome(self, attacker: int, defender: int, comparison: int | Sequence[int]) -> Outcome:
        """The outcome of a pair given how strengths compare: one number for every comparison of
        the battle, or one per entry of ``pair_measures[attacker][defender]``."""
        if isinstance(comparison, int):
            comparison = (comparison,) * max(1, len(self.pair_measures[attacker][defender]))
        return self.table[attacker][defender][comparison_index(comparison)]

    def classify_text(self, type_line: str) -> int:
        line = parse_typeline(type_line)
        found = self.categories_of(line)
        if len(found) != 1:
            names = [self.categories[i] for i in found] or ["no category"]
            raise CardlawError(f"type line {type_line!r} falls in {', '.join(names)} under {self.ruleset.name}")
        return found[0]


def _in(cat: str, cats: tuple[str, ...]) -> bool:
    return cat in cats


def _holds(atom: A.CondAtom, a: str, d: str) -> bool:
    match atom:
        case A.Both(cats):
            return a in cats and d in cats
        case A.Either(cats):
            return a in cats or d in cats
        case A.AttackerIs(cats):
            return a in cats
        case A.DefenderIs(cats):
            return d in cats
        case A.OneOther(one, other):
            return (a in one and d in other) or (d in one and a in other)
        case _:
            assert_never(atom)


def _sides(sel: A.SideSel, a: str, d: str) -> list[int]:
    if sel.both:
        return [ATTACKER, DEFENDER]
    if sel.side is not None:
        return [ATTACKER if sel.side == "attacker" else DEFENDER]
    assert sel.category is not None
    return [s for s, cat in ((ATTACKER, a), (DEFENDER, d)) if cat == sel.category]


def comparison_index(comparisons: Sequence[int]) -> int:
    """Where a pair's comparisons (each -1, 0 or 1) sit in its row of `Compiled.table`."""
    return sum((c + 1) * 3**i for i, c in enumerate(comparisons))


def applying(ruleset: Ruleset, a: str, d: str) -> tuple[list[A.Statement], list[str]]:
    """The clauses that apply when category ``a`` attacks ``d``, and the overrides that acted.

    Which clauses fit depends on the two categories alone, never on the comparison."""
    applicable = [st for st in ruleset.clauses if all(_holds(x, a, d) for x in st.body.condition.atoms)]  # type: ignore[union-attr]
    overridden: list[str] = []
    if ruleset.combine.mode == "first":
        return applicable[:1], overridden
    live = {st.rule for st in applicable}
    beaten = set()
    for ov in ruleset.overrides:
        assert isinstance(ov.body, A.Override)
        if ov.body.winner in live and ov.body.loser in live:
            beaten.add(ov.body.loser)
            overridden.append(ov.rule)
    return [st for st in applicable if st.rule not in beaten], overridden


def comparisons_of(ruleset: Ruleset, a: str, d: str) -> tuple[Measures, ...]:
    """The measures of each comparison made when ``a`` attacks ``d``, once each, in rulebook order."""
    found: list[Measures] = []
    for st in applying(ruleset, a, d)[0]:
        for effect in st.body.effects:  # type: ignore[union-attr]
            if isinstance(effect, A.Contest) and effect.measures not in found:
                found.append(effect.measures)
    return tuple(found)


def comparison_settings(measures: Sequence[Measures]) -> list[Comparison]:
    """Every way the comparisons of one battle can come out: three when it makes at most one."""
    if len(measures) <= 1:
        return [-1, 0, 1]
    return [dict(zip(measures, combo, strict=True)) for combo in itertools.product((-1, 0, 1), repeat=len(measures))]


def resolve(ruleset: Ruleset, a: str, d: str, comparison: Comparison) -> Outcome:
    """Resolve one category pair and comparison by the rule set's clauses and combination rule.

    Each `higher … wins` effect reads the comparison of its own measures: ``comparison`` is one
    number for all of them, or a number per measures."""
    applicable, overridden = applying(ruleset, a, d)
    discarded: set[int] = set()
    causes: tuple[list[str], list[str]] = ([], [])
    battle_winners: set[int] = set()
    extra: list[int] = []
    game_winners: set[int] = set()
    problems: list[str] = []
    for st in applicable:
        clause = st.body
        assert isinstance(clause, A.Clause)
        for effect in clause.effects:
            match effect:
                case A.Discard(sel):
                    for side in _sides(sel, a, d):
                        discarded.add(side)
                        causes[side].append(st.rule)
                case A.Contest(measures, ties):
                    compared = comparison if isinstance(comparison, int) else comparison[measures]
                    if compared == 0:
                        win = ATTACKER if ties == "attacker" else DEFENDER
                    else:
                        win = ATTACKER if compared > 0 else DEFENDER
                    battle_winners.add(win)
                    discarded.add(1 - win)
                    causes[1 - win].append(st.rule)
                case A.Beats(winner_cats, loser_cats):
                    if a in winner_cats and d in loser_cats:
                        battle_winners.add(ATTACKER)
                        discarded.add(DEFENDER)
                        causes[DEFENDER].append(st.rule)
                    elif d in winner_cats and a in loser_cats:
                        battle_winners.add(DEFENDER)
                        discarded.add(ATTACKER)
                        causes[ATTACKER].append(st.rule)
                    else:
                        problems.append(f"{st.rule}: 'beats' applies to neither side ({a} against {d})")
                case A.ExtraTurn(sel):
                    extra.extend(s for s in _sides(sel, a, d) if s not in extra)
                case A.Loses(category):
                    game_winners.update(1 - s for s in _sides(A.SideSel(category=category), a, d))
                case A.Wins(side):
                    game_winners.add(ATTACKER if side == "attacker" else DEFENDER)
                case _:
                    assert_never(effect)
    if not applicable:
        problems.append(f"no clause applies when {a} attacks {d}")
    if len(battle_winners) > 1:
        problems.append(f"both sides win the battle when {a} attacks {d}")
    for side in battle_winners & discarded:
        problems.append(f"the {SIDE_NAMES[side]} both wins the battle and is discarded when {a} attacks {d}")
    if len(game_winners) > 1:
        problems.append(f"both players win the game when {a} attacks {d}")
    winner = next(iter(game_winners)) if len(game_winners) == 1 else None
    left = [s for s in (ATTACKER, DEFENDER) if s not in discarded]
    if winner is None and len(left) == 2 and not problems:
        problems.append(f"both cards stay when {a} attacks {d}: the battle settles nothing")
    survivor = left[0] if winner is None and len(left) == 1 else None
    return Outcome(
        discarded=tuple(sorted(discarded)),
        discarded_by=(tuple(dict.fromkeys(causes[0])), tuple(dict.fromkeys(causes[1]))),
        survivor=survivor,
        contested=survivor is not None and survivor in battle_winners,
        extra_turns=() if winner is not None else tuple(extra),
        lapsed_extra_turns=winner is not None and bool(extra),
        winner=winner,
        clauses=tuple(st.rule for st in applicable),
        overridden=tuple(overridden),
        problems=tuple(problems),
    )


def compile_ruleset(ruleset: Ruleset, options: Mapping[str, A.OptionValue]) -> Compiled:
    cats = ruleset.category_names
    measures: list[str] = []
    measure_sets: list[Measures] = []
    for st in ruleset.clauses:
        for effect in st.body.effects:  # type: ignore[union-attr]
            if isinstance(effect, A.Contest):
                measures.extend(m for m in effect.measures if m not in measures)
                if effect.measures not in measure_sets:
                    measure_sets.append(effect.measures)
    rows: list[tuple[tuple[Outcome, ...], ...]] = []
    pair_rows: list[tuple[tuple[int, ...], ...]] = []
    for a in cats:
        row: list[tuple[Outcome, ...]] = []
        pair_row: list[tuple[int, ...]] = []
        for d in cats:
            made = comparisons_of(ruleset, a, d)
            pair_row.append(tuple(measure_sets.index(m) for m in made))
            # In the order of comparison_index: the first comparison varies fastest.
            settings = itertools.product((-1, 0, 1), repeat=max(1, len(made)))
            row.append(tuple(
                resolve(ruleset, a, d, combo[0] if len(made) <= 1 else dict(zip(made, combo, strict=True)))
                for combo in (tuple(reversed(c)) for c in settings)
            ))
        rows.append(tuple(row))
        pair_rows.append(tuple(pair_row))
    table = tuple(rows)

    def having(*kinds: type) -> frozenset[str]:
        return frozenset(
            st.rule for st in ruleset.clauses if any(isinstance(e, kinds) for e in st.body.effects)  # type: ignore[union-attr]
        )

    contest = having(A.Contest)
    needed: list[list[int]] = [[] for _ in cats]  # per category, the measure sets it must bring
    for st in ruleset.clauses:
        for effect in st.body.effects:  # type: ignore[union-attr]
            if not isinstance(effect, A.Contest):
                continue
            index = measure_sets.index(effect.measures)
            for atom in st.body.condition.atoms:  # type: ignore[union-attr]
                named = atom.one + atom.other if isinstance(atom, A.OneOther) else atom.cats
                for name in named:
                    if index not in needed[cats.index(name)]:
                        needed[cats.index(name)].append(index)
    return Compiled(
        ruleset,
        dict(options),
        cats,
        tuple(measures) or ("toughness",),
        table,
        contest_clauses=contest,
        game_clauses=having(A.Loses, A.Wins),
        win_clauses=having(A.Wins),
        extra_clauses=having(A.ExtraTurn),
        needs_strength=frozenset(i for i, sets in enumerate(needed) if sets),
        measure_sets=tuple(measure_sets),
        pair_measures=tuple(pair_rows),
        category_measures=tuple(tuple(sets) for sets in needed),
    )


# The last rule set compiled for each variant. Options choose what the category predicates say
# (`Compiled.categories_of`), never the category-pair table: `compile_ruleset` reads them only
# to keep them. So a variant's table is built once and shared by every choice of options;
# a conformance session meets two dozen choices, and each build cost some ten milliseconds.
# tests/test_rules.py checks that a shared table equals a fresh build under every option value.
_TABLES: dict[str, Compiled] = {}


@cache
def _compiled(variant: str, options: tuple[tuple[str, A.OptionValue], ...]) -> Compiled:
    ruleset = load_ruleset(variant)
    built = _TABLES.get(variant)
    if built is not None and built.ruleset is ruleset:
        return replace(built, options=dict(options), memo={})
    built = _TABLES[variant] = compile_ruleset(ruleset, dict(options))
    return built


def compiled(variant: str, given: Mapping[str, str | int] | None = None) -> Compiled:
    """The compiled rules of a variant under the given options (defaults elsewhere); cached."""
    ruleset = load_ruleset(variant)
    values = ruleset.resolve_options(given)
    return _compiled(variant, tuple(sorted(values.items())))
