"""`cardlaw._frozen.frozen` makes the same classes as ``dataclass(frozen=True, slots=True)``.

Every class the package decorates with ``@frozen`` is compared with a real dataclass built
from the same class body: fields, signature, doc, slots, match arguments, equality, hashes,
repr, frozen errors, `dataclasses.replace`, pickling and copying.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
import pickle
import re
from pathlib import Path
from typing import Any, ClassVar

import pytest

from cardlaw import _frozen
from cardlaw._frozen import frozen

PACKAGE = Path(__file__).resolve().parents[1] / "reference" / "cardlaw"

# What the decorator writes into a class; everything else in the class body is the author's.
_GENERATED = {
    "__slots__", "__dataclass_params__", "__dataclass_fields__", "__match_args__", "__init__",
    "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__getstate__",
    "__setstate__", "__dict__", "__weakref__", "__doc__",
}
_FIELD_ATTRS = ("name", "type", "default", "default_factory", "init", "repr", "hash", "compare",
                "metadata", "kw_only", "_field_type")


def _decorated_classes() -> list[type]:
    """Every class of the package made with ``@frozen`` (checked against the count in each file)."""
    classes = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        count = len(re.findall(r"^@frozen$", source, flags=re.M))
        if not count:
            continue
        name = ".".join(("cardlaw", *path.relative_to(PACKAGE).with_suffix("").parts))
        module = importlib.import_module(name)
        found = [
            value for value in vars(module).values()
            if isinstance(value, type) and value.__module__ == name and dataclasses.is_dataclass(value)
        ]
        assert len(found) == count, f"{name}: {count} @frozen classes, {len(found)} found at module level"
        classes.extend(found)
    return classes


CLASSES = _decorated_classes()
_references: dict[type, type] = {}


def _reference(cls: type) -> type:
    """A real ``dataclass(frozen=True, slots=True)`` made from ``cls``'s own class body."""
    if cls in _references:
        return _references[cls]
    own = cls.__dict__
    namespace: dict[str, Any] = {"__module__": cls.__module__, "__qualname__": cls.__qualname__}
    annotations = dict(own.get("__annotations__", {}))
    fields = cls.__dataclass_fields__  # type: ignore[attr-defined]
    for name, value in own.items():
        if name in _GENERATED or name.startswith("_frozen_") or name in fields or name == "__annotations__":
            continue
        namespace[name] = value
    for name in annotations:
        f = fields[name]
        if f._field_type is dataclasses._FIELD_CLASSVAR:  # type: ignore[attr-defined]
            namespace[name] = own[name]
        else:
            namespace[name] = dataclasses.field(
                default=f.default, default_factory=f.default_factory, init=f.init, repr=f.repr,
                hash=f.hash, compare=f.compare, metadata=f.metadata,
            )
    namespace["__annotations__"] = annotations
    doc = own.get("__doc__")
    if doc is not None and not doc.startswith(cls.__name__ + "("):  # the author's, not generated
        namespace["__doc__"] = doc
    bases = tuple(_reference(base) if base is not object else base for base in cls.__bases__)
    ref = dataclasses.dataclass(frozen=True, slots=True)(type(cls.__name__, bases, namespace))
    _references[cls] = ref
    return ref


def _sample(cls: type) -> list[Any]:
    """An argument for every parameter without a default."""
    params = inspect.signature(cls).parameters.values()
    return [() for param in params if param.default is inspect.Parameter.empty]


def _outcome(make: Any) -> tuple[str, Any]:
    """What calling ``make`` gives: ("ok", value) or ("raises", the exception's type and text)."""
    try:
        return "ok", make()
    except Exception as error:  # noqa: BLE001 - compared, not hidden
        return "raises", (type(error), str(error))


def test_frozen_code_is_up_to_date() -> None:
    # After adding or changing a @frozen class: .venv/bin/python scripts/regen_frozen_code.py
    written = (PACKAGE / "_frozen_code.py").read_text(encoding="utf-8")
    assert written == _frozen.code_text(), "reference/cardlaw/_frozen_code.py is stale"


def test_the_package_classes_load_their_methods_instead_of_compiling_them() -> None:
    for cls in CLASSES:
        for name in ("__init__", "__eq__", "__hash__"):
            code = cls.__dict__[name].__code__
            assert code.co_filename.endswith("_frozen_code.py"), (cls, name, code.co_filename)


def test_the_card_text_tree_is_among_the_classes_compared() -> None:
    from cardlaw.cardtext import _ast

    assert {_ast.CardText, _ast.Draw, _ast.Filtered} <= set(CLASSES)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_class_matches_a_real_dataclass(cls: type) -> None:
    ref = _reference(cls)
    assert "_frozen_shown" in cls.__dict__, "took dataclass's slow path"
    assert cls.__slots__ == ref.__slots__  # type: ignore[attr-defined]
    assert cls.__match_args__ == ref.__match_args__  # type: ignore[attr-defined]
    assert repr(cls.__dataclass_params__) == repr(ref.__dataclass_params__)  # type: ignore[attr-defined]
    assert list(cls.__dataclass_fields__) == list(ref.__dataclass_fields__)  # type: ignore[attr-defined]
    for mine, theirs in zip(cls.__dataclass_fields__.values(), ref.__dataclass_fields__.values()):  # type: ignore[attr-defined]
        for attr in _FIELD_ATTRS:
            assert getattr(mine, attr) == getattr(theirs, attr), (mine.name, attr)
    assert [f.name for f in dataclasses.fields(cls)] == [f.name for f in dataclasses.fields(ref)]
    assert dataclasses.is_dataclass(cls)
    assert inspect.signature(cls) == inspect.signature(ref)
    assert str(inspect.signature(cls)) == str(inspect.signature(ref))
    assert cls.__doc__ == ref.__doc__
    for name in ("__eq__", "__hash__", "__repr__", "__setattr__", "__delattr__", "__init__"):
        assert callable(getattr(cls, name)), name

    args = _sample(cls)
    made, made_ref = _outcome(lambda: cls(*args)), _outcome(lambda: ref(*args))
    assert made[0] == made_ref[0]
    if made[0] == "raises":  # a __post_init__ that refuses the sample refused both alike
        assert made[1] == made_ref[1]
        return
    mine, theirs = made[1], made_ref[1]
    assert repr(mine) == repr(theirs)
    assert hash(mine) == hash(theirs)
    assert mine == cls(*args) and theirs == ref(*args)
    assert mine != theirs and theirs != mine
    assert not hasattr(mine, "__dict__") and not hasattr(theirs, "__dict__")
    assert mine.__getstate__() == theirs.__getstate__()
    assert pickle.loads(pickle.dumps(mine)) == mine
    assert copy.deepcopy(mine) == mine and copy.copy(mine) == mine
    assert dataclasses.asdict(mine) == dataclasses.asdict(theirs)
    init_names = [f.name for f in dataclasses.fields(cls) if f.init]
    assert cls(**dict(zip(inspect.signature(cls).parameters, args))) == mine
    for name in init_names:
        for value in (("other",), 7):
            changed = _outcome(lambda: cls(**{**_as_kwargs(mine, init_names), name: value}))
            changed_ref = _outcome(lambda: ref(**{**_as_kwargs(theirs, init_names), name: value}))
            assert changed[0] == changed_ref[0], name
            if changed[0] == "raises":
                assert changed[1] == changed_ref[1]
                continue
            assert (changed[1] == mine) == (changed_ref[1] == theirs), name
            assert (hash(changed[1]) == hash(mine)) == (hash(changed_ref[1]) == hash(theirs)), name
            assert repr(changed[1]) == repr(changed_ref[1])
            assert dataclasses.replace(mine, **{name: value}) == changed[1]
    for f in dataclasses.fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{f.name}'"):
            setattr(mine, f.name, 1)
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot delete field '{f.name}'"):
            delattr(mine, f.name)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(theirs, f.name, 1)
    with pytest.raises((dataclasses.FrozenInstanceError, AttributeError, TypeError)):
        mine.not_a_field = 1  # type: ignore[attr-defined]


def _as_kwargs(instance: Any, names: list[str]) -> dict[str, Any]:
    return {name: getattr(instance, name) for name in names}


# -- the decorator on classes made here -------------------------------------------------


@frozen
class _Point:
    x: int
    y: int = 0
    label: str = dataclasses.field(default="", compare=False, repr=False)
    tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)


@frozen
class _Base:
    kind: ClassVar[str] = "base"


@frozen
class _Child(_Base):
    kind: ClassVar[str] = "child"
    value: int
    cached: int = dataclasses.field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cached", self.value * 2)


def test_signature_is_right_before_any_instance_is_made() -> None:
    @frozen
    class Fresh:
        a: int
        b: str = "b"

    assert str(inspect.signature(Fresh)) == "(a: 'int', b: 'str' = 'b') -> None"
    assert Fresh(1) == Fresh(a=1, b="b")


def test_instances_made_without_init_compare_and_hash() -> None:
    @frozen
    class Unpickled:
        a: int
        b: str = "b"

    made, other = object.__new__(Unpickled), object.__new__(Unpickled)
    made.__setstate__([1, "b"])
    other.__setstate__([1, "b"])
    assert made == other and hash(made) == hash((1, "b")) and made == Unpickled(1)


def test_defaults_factories_match_and_post_init() -> None:
    # Classes that _frozen_code.py does not know get their methods compiled on the spot.
    assert _Point.__init__.__code__.co_filename.startswith("<@frozen")
    assert _Point(1) == _Point(1, 0, "other label")
    assert repr(_Point(1, tags=("a",))) == "_Point(x=1, y=0, tags=('a',))"
    assert str(inspect.signature(_Point)).endswith("tags: 'tuple[str, ...]' = <factory>) -> None")
    child = _Child(3)
    assert child.cached == 6 and child.kind == "child" and _Base.kind == "base"
    assert [f.name for f in dataclasses.fields(child)] == ["value", "cached"]
    assert _Child.__match_args__ == ("value",)
    assert child.__getstate__() == [3, 6]
    match child:
        case _Child(value):
            assert value == 3
        case _:
            pytest.fail("no match")
    assert pickle.loads(pickle.dumps(child)) == child


def test_what_the_fast_path_does_not_cover_is_a_real_dataclass() -> None:
    class Plain:
        pass

    @frozen
    class Derived(Plain):  # a base that is not made by @frozen
        a: int

    @frozen
    class OwnEq:
        a: int

        def __eq__(self, other: object) -> bool:
            return True

    for cls in (Derived, OwnEq):
        assert "_frozen_shown" not in cls.__dict__
        assert dataclasses.is_dataclass(cls) and cls.__slots__ == ("a",)  # type: ignore[attr-defined]
    assert OwnEq(1) == OwnEq(2)


@pytest.mark.parametrize(
    "body",
    [
        "class C:\n    a: list[int] = []\n",
        "class C:\n    a: int = 1\n    b: int\n",
    ],
)
def test_mistakes_are_refused_as_dataclass_refuses_them(body: str) -> None:
    errors = []
    for decorate in (frozen, dataclasses.dataclass(frozen=True, slots=True)):
        namespace: dict[str, Any] = {"__name__": __name__}
        exec(body, namespace)
        with pytest.raises((TypeError, ValueError)) as caught:
            decorate(namespace["C"])
        errors.append((type(caught.value), str(caught.value)))
    assert errors[0] == errors[1]
