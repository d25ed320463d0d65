"""Engine mutants: small wrong versions of the decision code, made on the syntax tree.

A mutant changes one node of one function: a comparison's boundary or sense, `+` and
`-`, `and` and `or`, a `not` taken away, a condition negated, a number or truth value
changed, `min` for `max`, or one statement (a call, an assignment to the game's state,
a `raise`, a `break`) removed. The mutated function is compiled from the source read
when the mutants were listed, and its code object replaces the running function's code
in a forked child only: no file is written, and the parent never runs mutated code.
"""

from __future__ import annotations

import ast
import copy
import sys
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any

from ..errors import CardlawError
from ._model import CodeEdit, Family, Mutant

# The decision code the engine mutants are made of: module, and the functions or methods in it
# (None: every function and method of the module except those in `_SKIP`).
TARGETS: dict[Family, tuple[tuple[str, tuple[str, ...] | None], ...]] = {
    "grid": (
        ("cardlaw.grid._game", None),
        ("cardlaw.grid._setup", ("strengths_of", "strength_of", "make_piece", "start", "_hand_out_lands", "deal")),
        ("cardlaw.rules._compile", ("Compiled.categorise", "Compiled.categories_of", "Compiled.removed_by",
                                    "Compiled.outcome", "_in", "_holds", "_sides", "comparison_index", "applying",
                                    "comparisons_of", "comparison_settings", "resolve", "compile_ruleset")),
        ("cardlaw.rules._ruleset", ("evaluate", "Ruleset.resolve_options", "_option_value")),
    ),
    "landfight": (
        ("cardlaw.landfight._battle", None),
        ("cardlaw.landfight._legal", None),
        ("cardlaw.landfight._act", None),
        ("cardlaw.landfight._effects", None),
        ("cardlaw.landfight._memory", None),
        ("cardlaw.landfight._control", None),
        ("cardlaw.landfight._replace", None),
        ("cardlaw.landfight._zones", None),
        ("cardlaw.landfight._rules", ("Permission.allows", "Guard.holds", "_resolve", "Resolved.permission_for",
                                      "Resolved.allowed", "Rules.resolve_options")),
    ),
}
# Code that decides nothing the corpus could see: messages, reprs, the type checker's branches.
_SKIP = frozenset({
    "cardlaw.grid._game:IllegalMove.__init__", "cardlaw.grid._game:Game.move_text",
    "cardlaw.grid._game:Game.without_draws", "cardlaw.grid._game:iter_events_json",
    "cardlaw.landfight._legal:Refusal.__init__",
})

_COMPARE_SWAP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
_NAME_SWAP = {"min": "max", "max": "min", "any": "all", "all": "any"}


@dataclass(frozen=True, slots=True)
class _Spot:
    """A place in a function's tree that can be mutated, and how to put a replacement there."""

    parent: ast.AST
    field: str
    index: int | None  # the position in a list field, or None
    node: ast.AST
    statement: ast.AST  # the statement the node is part of (itself, for a statement)


def _children(node: ast.AST) -> Iterator[tuple[str, int | None, ast.AST]]:
    for name, value in ast.iter_fields(node):
        if name in ("decorator_list", "returns", "annotation", "type_comment"):
            continue
        if isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, ast.AST):
                    yield name, i, item
        elif isinstance(value, ast.AST):
            yield name, None, value


def _is_docstring(node: ast.AST) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _spots(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[_Spot]:
    """Every node of ``function`` in pre-order, leaving out what can only change a message or a type."""
    found: list[_Spot] = []

    def visit(parent: ast.AST, statement: ast.AST) -> None:
        for name, index, child in _children(parent):
            if isinstance(child, (ast.JoinedStr, ast.Assert, ast.arguments)) or _is_docstring(child):
                continue
            here = child if isinstance(child, ast.stmt) else statement
            found.append(_Spot(parent, name, index, child, here))
            if isinstance(child, ast.Raise):
                continue  # the exception's words and rule are its message; removing the raise is a mutant
            if isinstance(child, ast.If) and isinstance(child.test, ast.Name) and child.test.id == "TYPE_CHECKING":
                continue
            visit(child, here)

    visit(function, function)
    return found


def _negated(test: ast.expr) -> ast.expr:
    return ast.UnaryOp(op=ast.Not(), operand=test)


def replacements(node: ast.AST) -> list[tuple[str, ast.AST]]:
    """What a node may be replaced by, each with the operator's name; the list's order is fixed."""
    out: list[tuple[str, ast.AST]] = []
    if isinstance(node, ast.Compare):
        for k, op in enumerate(node.ops):
            swapped = _COMPARE_SWAP.get(type(op))
            if swapped is not None:
                new = copy.copy(node)
                new.ops = [*node.ops[:k], swapped(), *node.ops[k + 1:]]
                out.append(("compare", new))
    elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        out.append(("arith", ast.BinOp(left=node.left, op=ast.Sub() if isinstance(node.op, ast.Add) else ast.Add(),
                                       right=node.right)))
    elif isinstance(node, ast.BoolOp):
        out.append(("and-or", ast.BoolOp(op=ast.Or() if isinstance(node.op, ast.And) else ast.And(),
                                         values=node.values)))
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
        out.append(("drop-not" if isinstance(node.op, ast.Not) else "drop-minus", node.operand))
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        out.append(("constant", ast.Constant(value=not node.value)))
    elif isinstance(node, ast.Constant) and isinstance(node.value, int):
        out.append(("constant", ast.Constant(value=0 if node.value == 1 else node.value + 1)))
    elif isinstance(node, ast.Name) and node.id in _NAME_SWAP and isinstance(node.ctx, ast.Load):
        out.append(("name", ast.Name(id=_NAME_SWAP[node.id], ctx=ast.Load())))
    if isinstance(node, (ast.If, ast.While)):
        new_stmt = copy.copy(node)
        new_stmt.test = _negated(node.test)
        out.append(("negate", new_stmt))
    elif isinstance(node, ast.IfExp):
        new_exp = copy.copy(node)
        new_exp.test = _negated(node.test)
        out.append(("negate", new_exp))
    elif isinstance(node, ast.comprehension):
        for k, cond in enumerate(node.ifs):
            new_comp = copy.copy(node)
            new_comp.ifs = [*node.ifs[:k], _negated(cond), *node.ifs[k + 1:]]
            out.append(("negate", new_comp))
    if isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub)):
        new_aug = copy.copy(node)
        new_aug.op = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
        out.append(("arith", new_aug))
    if _removable(node):
        out.append(("remove", ast.Pass()))
    return out


def _removable(node: ast.AST) -> bool:
    if isinstance(node, ast.Expr):
        return isinstance(node.value, ast.Call)
    if isinstance(node, ast.Assign):
        return all(isinstance(t, (ast.Attribute, ast.Subscript)) for t in node.targets)
    return isinstance(node, (ast.AugAssign, ast.Raise, ast.Break, ast.Continue))


def _shown(node: ast.AST) -> str:
    if isinstance(node, ast.Pass):
        return "(removed)"
    if isinstance(node, (ast.If, ast.While)):
        text = f"{'if' if isinstance(node, ast.If) else 'while'} {ast.unparse(node.test)}:"
    elif isinstance(node, ast.comprehension):
        text = " ".join(f"if {ast.unparse(c)}" for c in node.ifs)
    else:
        text = ast.unparse(node).splitlines()[0] if isinstance(node, ast.stmt) else ast.unparse(node)
    text = " ".join(text.split())
    return text if len(text) <= 140 else text[:137] + "..."


def _change(spot: _Spot, new: ast.AST) -> str:
    """Before -> after; a small expression is shown with the statement it sits in."""
    change = f"{_shown(spot.node)} -> {_shown(new)}"
    if spot.statement is not spot.node and not isinstance(spot.node, (ast.Compare, ast.BoolOp, ast.IfExp)):
        return f"in `{_shown(spot.statement)}`: {change}"
    return change


def _functions(tree: ast.Module) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name, node
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    yield f"{node.name}.{item.name}", item


# The source each module was mutated from, read once: a forked child compiles from this text
# even if the file changes on disk meanwhile.
SOURCES: dict[str, tuple[str, str]] = {}  # module -> (file path, source text)


def _source(module: str) -> tuple[str, str]:
    found = SOURCES.get(module)
    if found is None:
        loaded = import_module(module)
        path = loaded.__file__
        assert path is not None
        if not path.endswith(".py"):  # a mypyc-compiled wheel (CARDLAW_MYPYC=1): no code object to replace
            raise CardlawError(
                f"{module} is compiled ({Path(path).name}); mutation testing needs the pure-Python engine:"
                " run it from a checkout installed with `pip install -e .`, or a wheel built without CARDLAW_MYPYC=1"
            )
        found = SOURCES[module] = (path, Path(path).read_text(encoding="utf-8"))
    return found


def _relative(path: str) -> str:
    parts = Path(path).parts
    return "/".join(parts[parts.index("cardlaw") + 1:]) if "cardlaw" in parts else Path(path).name


def _code_of(code: types.CodeType, qualname: str) -> types.CodeType | None:
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            if const.co_qualname == qualname:
                return const
            inner = _code_of(const, qualname)
            if inner is not None:
                return inner
    return None


def function_object(module: str, qualname: str) -> types.FunctionType:
    """The live function whose code a mutant replaces (through caches, properties and static methods)."""
    obj: Any = import_module(module)
    for part in qualname.split("."):
        obj = vars(obj)[part] if isinstance(obj, type) else getattr(obj, part)
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    if isinstance(obj, property):
        obj = obj.fget
    while hasattr(obj, "__wrapped__"):
        obj = obj.__wrapped__
    if not isinstance(obj, types.FunctionType):
        raise CardlawError(f"{module}.{qualname} is not a plain function")
    return obj


def _check_unchanged(module: str, path: str, tree: ast.Module, names: Sequence[str]) -> None:
    """The source read now must be the one the running code came from, or mutants would mix two versions."""
    code = compile(tree, path, "exec", dont_inherit=True)
    for name in names:
        fresh = _code_of(code, name)
        live = function_object(module, name).__code__
        if fresh is None or fresh.co_code != live.co_code:
            raise CardlawError(f"{path} changed on disk since it was imported ({name}); run the mutants again")


def code_mutants(families: Sequence[Family] = ("grid", "landfight")) -> list[Mutant]:
    """Every engine mutant of the decision code in `TARGETS`, in source order."""
    out: list[Mutant] = []
    for family in families:
        for module, chosen in TARGETS[family]:
            path, text = _source(module)
            tree = ast.parse(text, path)
            functions = dict(_functions(tree))
            names = list(chosen) if chosen is not None else [n for n in functions if f"{module}:{n}" not in _SKIP]
            missing = [n for n in names if n not in functions]
            if missing:
                raise CardlawError(f"{path} has no function {', '.join(missing)} to mutate")
            _check_unchanged(module, path, tree, names)
            rel = _relative(path)
            for name in names:
                counts: dict[str, int] = {}
                for ordinal, spot in enumerate(_spots(functions[name])):
                    for variant, (operator, new) in enumerate(replacements(spot.node)):
                        counts[operator] = counts.get(operator, 0) + 1
                        out.append(Mutant(
                            id=f"engine:{rel}:{name}:{operator}:{counts[operator]}", family=family, kind="engine",
                            operator=operator, target=f"{rel}:{name}",
                            change=_change(spot, new),
                            line=getattr(spot.node, "lineno", functions[name].lineno),
                            source=f"reference/cardlaw/{rel}", edit=CodeEdit(module, name, ordinal, variant),
                        ))
    return out


def mutated_code(edit: CodeEdit) -> types.CodeType:
    """The code object of the edited function, compiled from the source `code_mutants` read."""
    path, text = _source(edit.module)
    tree = ast.parse(text, path)
    function = dict(_functions(tree))[edit.qualname]
    spot = _spots(function)[edit.ordinal]
    _, new = replacements(spot.node)[edit.variant]
    if spot.index is None:
        setattr(spot.parent, spot.field, new)
    else:
        getattr(spot.parent, spot.field)[spot.index] = new
    ast.fix_missing_locations(tree)
    code = _code_of(compile(tree, path, "exec", dont_inherit=True), edit.qualname)
    assert code is not None
    return code


def apply_code_edit(edit: CodeEdit) -> None:
    """Replace the live function's code by the mutant's (only ever in a forked child)."""
    function_object(edit.module, edit.qualname).__code__ = mutated_code(edit)


def modules_in_use() -> list[str]:
    return [m for family in TARGETS.values() for m, _ in family]


def ensure_imported() -> None:
    for module in modules_in_use():
        if module not in sys.modules:
            import_module(module)
