"""A variant's rule set: the statements the spec gives it, checked for sense and ready to evaluate."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from functools import cache
from typing import assert_never

from .._frozen import frozen
from ..errors import CardlawError, did_you_mean
from ..rulebook import Rulebook, load_rulebook
from ..typeline import CardType, Supertype, TypeLine
from . import _ast as A
from ._parse import parse_rules

MEASURES = ("toughness", "loyalty")
_TYPE_WORDS = {t.value: t for t in CardType}
_SUPERTYPE_WORDS = {t.value: t for t in Supertype}


@frozen
class Ruleset:
    """Everything one variant states, in spec order."""

    name: str
    title: str
    variant_rule: str
    packs: int
    set_code: str
    lands: int
    deal: int
    grid: A.Grid
    setup_rules: Mapping[str, str]  # "packs" / "lands" / "deal" / "grid" / "remove" -> rule ID
    options: Mapping[str, tuple[A.Option, str]]  # name -> (declaration, ruling ID)
    removals: tuple[A.Statement, ...]
    given: A.Statement
    categories: tuple[A.Statement, ...]
    clauses: tuple[A.Statement, ...]
    combine: A.Combine
    combine_rule: str
    overrides: tuple[A.Statement, ...]
    statements: tuple[A.Statement, ...] = field(repr=False)

    @property
    def category_names(self) -> tuple[str, ...]:
        return tuple(s.body.name for s in self.categories)  # type: ignore[union-attr]

    def defaults(self) -> dict[str, A.OptionValue]:
        return {name: opt.default for name, (opt, _) in self.options.items()}

    def resolve_options(self, given: Mapping[str, str | int] | None = None) -> dict[str, A.OptionValue]:
        """The defaults with ``given`` applied; unknown names and values are user errors."""
        values = self.defaults()
        for name, raw in (given or {}).items():
            key = name.replace("-", "_")
            if key not in self.options:
                hint = did_you_mean(key, self.options)
                known = ", ".join(sorted(self.options))
                extra = f"; did you mean {hint!r}?" if hint else f" (known: {known})"
                raise CardlawError(f"unknown option {name!r} for {self.name}{extra}")
            option, ruling = self.options[key]
            values[key] = _option_value(option, raw, ruling)
        return values


def _option_value(option: A.Option, raw: str | int, ruling: str) -> A.OptionValue:
    text = str(raw).strip()
    for value in option.values:
        if value != "number" and str(value) == text:
            return value
    if "number" in option.values and text.lstrip("-").isdigit() and option.admits(int(text)):
        return int(text)
    raise CardlawError(f"option {option.name} ({ruling}) cannot be {text!r}: choose {_choices(option)}")


def _choices(option: A.Option) -> str:
    """The values of an option as a reader would list them: ``a whole number from 1 | off``."""
    def shown(value: A.OptionValue) -> str:
        if value != "number":
            return str(value)
        return "a whole number" + (f" from {option.minimum}" if option.minimum is not None else "")

    return " | ".join(shown(v) for v in option.values)


def evaluate(pred: A.Pred, line: TypeLine, options: Mapping[str, A.OptionValue]) -> bool:
    """Whether a type line satisfies a predicate. Types are read from the front face."""
    face = line.front
    match pred:
        case A.HasType(word):
            return _TYPE_WORDS[word] in face.types
        case A.HasSupertype(word):
            return _SUPERTYPE_WORDS[word] in face.supertypes
        case A.HasSubtype(word):
            return face.has_subtype(word)
        case A.DoubleFaced():
            return line.double_faced
        case A.OptionIs(name, value):
            return options[name] == value
        case A.Negation(operand):
            return not evaluate(operand, line, options)
        case A.AndPred(operands):
            return all(evaluate(p, line, options) for p in operands)
        case A.OrPred(operands):
            return any(evaluate(p, line, options) for p in operands)
        case _:
            assert_never(pred)


def _fail(statement: A.Statement, message: str) -> CardlawError:
    w = statement.where
    return CardlawError(f"{w.source}:{w.line}:{w.column}: {statement.rule}: {message}")


def _check_pred(pred: A.Pred, st: A.Statement, options: Mapping[str, tuple[A.Option, str]]) -> None:
    match pred:
        case A.HasType(word):
            if word not in _TYPE_WORDS:
                raise _fail(st, f"unknown card type {word!r}" + _hint(word, _TYPE_WORDS))
        case A.HasSupertype(word):
            if word not in _SUPERTYPE_WORDS:
                raise _fail(st, f"unknown supertype {word!r}" + _hint(word, _SUPERTYPE_WORDS))
        case A.HasSubtype() | A.DoubleFaced():
            pass
        case A.OptionIs(name, value):
            if name not in options:
                raise _fail(st, f"unknown option {name!r}" + _hint(name, options))
            declared = options[name][0]
            if not declared.admits(value):
                raise _fail(st, f"option {name} has no value {value!r}")
        case A.Negation(operand):
            _check_pred(operand, st, options)
        case A.AndPred(operands) | A.OrPred(operands):
            for operand in operands:
                _check_pred(operand, st, options)
        case _:
            assert_never(pred)


def _hint(word: str, known: Mapping[str, object]) -> str:
    guess = did_you_mean(word, known)
    return f"; did you mean {guess!r}?" if guess else ""


def _clause_categories(clause: A.Clause) -> list[str]:
    names: list[str] = []
    for atom in clause.condition.atoms:
        match atom:
            case A.Both(cats) | A.Either(cats) | A.AttackerIs(cats) | A.DefenderIs(cats):
                names += cats
            case A.OneOther(one, other):
                names += one + other
            case _:
                assert_never(atom)
    for effect in clause.effects:
        match effect:
            case A.Discard(sel) | A.ExtraTurn(sel):
                names += [sel.category] if sel.category else []
            case A.Beats(winner, loser):
                names += winner + loser
            case A.Loses(category):
                names.append(category)
            case A.Contest() | A.Wins():
                pass
            case _:
                assert_never(effect)
    return names


def build_ruleset(variant: str, statements: list[A.Statement]) -> Ruleset:
    """Check a variant's statements for sense and gather them into a `Ruleset`."""
    singles: dict[str, A.Statement] = {}
    options: dict[str, tuple[A.Option, str]] = {}
    removals, categories, clauses, overrides = [], [], [], []
    for st in statements:
        body = st.body
        kind = type(body).__name__
        if isinstance(body, (A.Variant, A.Packs, A.Lands, A.Deal, A.Grid, A.Combine, A.Given)):
            if kind in singles:
                raise _fail(st, f"{variant} already has a {kind.lower()} statement ({singles[kind].rule})")
            singles[kind] = st
        elif isinstance(body, A.Option):
            if body.name in options:
                raise _fail(st, f"option {body.name} is declared twice")
            twice = next((v for i, v in enumerate(body.values) if v in body.values[:i]), None)
            if twice is not None:
                raise _fail(st, f"option {body.name} lists the value {twice!r} twice")
            if not body.admits(body.default):
                raise _fail(st, f"option {body.name}: default {body.default!r} is not one of its values")
            options[body.name] = (body, st.rule)
        elif isinstance(body, A.Removal):
            removals.append(st)
        elif isinstance(body, A.Category):
            categories.append(st)
        elif isinstance(body, A.Clause):
            clauses.append(st)
        elif isinstance(body, A.Override):
            overrides.append(st)
        else:
            assert_never(body)
    for needed in ("Variant", "Packs", "Lands", "Deal", "Grid", "Combine", "Given"):
        if needed not in singles:
            raise CardlawError(f"variant {variant!r} has no {needed.lower()} statement in spec/")
    header = singles["Variant"]
    assert isinstance(header.body, A.Variant)
    if header.body.name != variant:
        raise _fail(header, f"a block for {variant!r} declares variant {header.body.name!r}")
    names = set()
    for st in categories:
        assert isinstance(st.body, A.Category)
        if st.body.name in names:
            raise _fail(st, f"category {st.body.name} is defined twice")
        names.add(st.body.name)
    for st in [*removals, *categories, singles["Given"]]:
        assert isinstance(st.body, (A.Removal, A.Category, A.Given))
        _check_pred(st.body.pred, st, options)
    clause_at: dict[str, A.Statement] = {}
    for st in clauses:
        assert isinstance(st.body, A.Clause)
        if st.rule in clause_at:
            first = clause_at[st.rule].where
            raise _fail(
                st,
                f"{variant} already has a clause {st.rule} ({first.source}:{first.line}); "
                "overrides and citations name a clause by its rule ID, so each rule may state at most one clause",
            )
        clause_at[st.rule] = st
        for name in _clause_categories(st.body):
            if name not in names:
                raise _fail(st, f"unknown category {name!r}" + _hint(name, dict.fromkeys(names)))
        for effect in st.body.effects:
            if isinstance(effect, A.Contest):
                bad = [m for m in effect.measures if m not in MEASURES]
                if bad:
                    raise _fail(st, f"unknown measure {bad[0]!r}; a contest compares toughness or loyalty")
    for st in overrides:
        assert isinstance(st.body, A.Override)
        for ref in (st.body.winner, st.body.loser):
            if ref not in clause_at:
                raise _fail(st, f"{ref} is not a clause of {variant}")
        if st.body.winner == st.body.loser:
            raise _fail(st, f"{st.body.winner} overrides itself; an override names two different clauses")
    grid = singles["Grid"].body
    assert isinstance(grid, A.Grid)
    if grid.home_rows * 2 > grid.rows:
        raise _fail(singles["Grid"], "the two home areas overlap")
    setup_rules = {k.lower(): singles[k].rule for k in ("Packs", "Lands", "Deal", "Grid", "Given")}
    if removals:
        setup_rules["remove"] = removals[0].rule
    combine = singles["Combine"].body
    assert isinstance(combine, A.Combine)
    return Ruleset(
        name=variant,
        title=header.body.title,
        variant_rule=header.rule,
        packs=singles["Packs"].body.count,  # type: ignore[union-attr]
        set_code=singles["Packs"].body.set_code,  # type: ignore[union-attr]
        lands=singles["Lands"].body.per_player,  # type: ignore[union-attr]
        deal=singles["Deal"].body.per_player,  # type: ignore[union-attr]
        grid=grid,
        setup_rules=setup_rules,
        options=options,
        removals=tuple(removals),
        given=singles["Given"],
        categories=tuple(categories),
        clauses=tuple(clauses),
        combine=combine,
        combine_rule=singles["Combine"].rule,
        overrides=tuple(overrides),
        statements=tuple(statements),
    )


def statements_for(variant: str, book: Rulebook) -> list[A.Statement]:
    """Parse every formal block the rulebook writes for ``variant``, checking each sits under its own rule."""
    statements: list[A.Statement] = []
    for rule, block in book.blocks_in("rules"):
        if variant in block.variants:
            parsed = parse_rules(
                block.text, source=f"spec/{block.source}", line_offset=block.line - 1, variants=block.variants
            )
            for st in parsed:
                if st.rule != rule.id:
                    raise _fail(st, f"this statement sits under rule {rule.id}; its ID must match")
            statements += parsed
    return statements


@cache
def load_ruleset(variant: str) -> Ruleset:
    """The rule set the spec gives ``variant`` (``hornburg``, ``base-race``, or any variant spec/ declares)."""
    book = load_rulebook()
    if variant not in book.variants:
        hint = did_you_mean(variant, book.variants)
        extra = f"; did you mean {hint!r}?" if hint else f" (known: {', '.join(book.variants)})"
        raise CardlawError(f"unknown game {variant!r}{extra}")
    return build_ruleset(variant, statements_for(variant, book))


_VARIANTS: list[tuple[object, tuple[str, ...]]] = []


def variants() -> tuple[str, ...]:
    book = load_rulebook()
    # Asked twice per conformance case; walking every formal block each time cost a tenth
    # of a session's time. The answer changes only with the rulebook object itself.
    if not _VARIANTS or _VARIANTS[0][0] is not book:
        _VARIANTS[:] = [(book, book.variants)]
    return _VARIANTS[0][1]
