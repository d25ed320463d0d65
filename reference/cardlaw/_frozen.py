"""``@frozen``: a frozen, slotted dataclass made at a fraction of the import cost.

``dataclasses.dataclass(frozen=True, slots=True)`` writes the source of six methods for
each class and compiles each one apart, then builds the class a second time to add the
slots: about a millisecond per class, over a hundred milliseconds for the card-text tree
alone, paid by every cold ``cardlaw`` command. ``@frozen`` gives the same class:

- the same ``__dataclass_fields__`` (real `dataclasses.Field` objects) and
  ``__dataclass_params__``, so `dataclasses.fields`, `is_dataclass`, `replace` and
  ``asdict`` work, and a type checker reads the class as a frozen dataclass
  (`typing.dataclass_transform`);
- ``__slots__``, ``__match_args__``, the same ``__doc__``;
- ``__repr__``, assignment and deletion (which raise `dataclasses.FrozenInstanceError`) and
  pickling by methods that every class shares;
- ``__init__`` (the same signature: defaults, ``default_factory``, annotations), ``__eq__``
  and ``__hash__`` with the bodies dataclass writes. Their code is not compiled at import:
  ``_frozen_code.py`` holds every distinct body that the package's classes need, written
  by ``scripts/regen_frozen_code.py`` and compiled to bytecode at install like any module
  (a test fails while it is stale). A body missing from it (a class added since) is
  compiled on the spot, as dataclass would.

Covered: defaults and ``default_factory``, ``field(init=False, compare=False, hash=False,
repr=False)``, ``ClassVar[...]`` attributes, ``__post_init__``, and a base class made by
``@frozen``. Anything else (another base, ``InitVar``, ``KW_ONLY``, ``kw_only``, or a method
that the dataclass would write given by the class itself) is handed to
`dataclasses.dataclass` unchanged, so ``@frozen`` never means anything else.
``tests/test_frozen.py`` compares every class made here with a real dataclass built from
the same class body.
"""

from __future__ import annotations

import _thread
import dataclasses
import sys
from types import FunctionType, MemberDescriptorType
from typing import Any, ClassVar, TypeVar, dataclass_transform

_T = TypeVar("_T")

_MISSING = dataclasses.MISSING
_FIELD = dataclasses._FIELD  # type: ignore[attr-defined]  # what `fields()` keeps
_FIELD_CLASSVAR = dataclasses._FIELD_CLASSVAR  # type: ignore[attr-defined]
_HAS_DEFAULT_FACTORY = dataclasses._HAS_DEFAULT_FACTORY  # type: ignore[attr-defined]  # shows "<factory>"
_FrozenInstanceError = dataclasses.FrozenInstanceError
_object_setattr = object.__setattr__

try:  # Python 3.12 and later record more of the decorator's arguments.
    _PARAMS = dataclasses._DataclassParams(  # type: ignore[attr-defined]
        init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=True,
        match_args=True, kw_only=False, slots=True, weakref_slot=False,
    )
except TypeError:
    _PARAMS = dataclasses._DataclassParams(  # type: ignore[attr-defined]
        init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=True,
    )

# What a class may not define itself on the fast path: dataclass would keep the class's own
# (or refuse it), and the shared methods below would not.
_OWN_METHODS = frozenset(
    ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__slots__",
     "__match_args__", "__getstate__", "__setstate__")
)


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def frozen(cls: type[_T]) -> type[_T]:
    """The class as ``@dataclass(frozen=True, slots=True)`` would make it (see the module's doc)."""
    fields = _fast_fields(cls)
    if fields is None:
        return dataclasses.dataclass(frozen=True, slots=True)(cls)
    real = [f for f in fields.values() if f._field_type is _FIELD]
    inherited = {slot for base in cls.__mro__[1:-1] for slot in base.__dict__.get("__slots__", ())}
    namespace = dict(cls.__dict__)
    for f in real:
        namespace.pop(f.name, None)
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    namespace.update(
        __slots__=tuple(f.name for f in real if f.name not in inherited),
        __dataclass_params__=_PARAMS,
        __dataclass_fields__=fields,
        __match_args__=tuple(f.name for f in real if f.init),
        __repr__=_repr,
        __setattr__=_setattr,
        __delattr__=_delattr,
        __getstate__=_getstate,
        __setstate__=_setstate,
        _frozen_fields=tuple(f.name for f in real),
        _frozen_shown=tuple(f.name for f in real if f.repr),
    )
    namespace.update(_methods(cls, fields))
    if not namespace.get("__doc__"):
        namespace["__doc__"] = cls.__name__ + _text_signature(real)
    metaclass: Any = type(cls)
    new = metaclass(cls.__name__, cls.__bases__, namespace)
    new.__qualname__ = cls.__qualname__
    return new  # type: ignore[no-any-return]


def _fast_fields(cls: type) -> dict[str, Any] | None:
    """The class's ``__dataclass_fields__``, or None when the fast path does not cover the class."""
    bases = cls.__bases__
    if _OWN_METHODS.intersection(cls.__dict__):
        return None
    if bases == (object,):
        fields: dict[str, Any] = {}
    elif len(bases) == 1 and "_frozen_shown" in bases[0].__dict__:
        fields = dict(bases[0].__dataclass_fields__)  # type: ignore[attr-defined]
    else:
        return None
    module = sys.modules.get(cls.__module__)
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        default: Any = getattr(cls, name, _MISSING)
        if isinstance(default, MemberDescriptorType):  # a base's slot: no default
            default = _MISSING
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if "ClassVar" in text:
            # Only the plain spelling that dataclass itself recognises: ``ClassVar[...]``
            # with ClassVar imported from typing into the class's module.
            if (
                not text.lstrip().startswith("ClassVar")
                or module is None
                or module.__dict__.get("ClassVar") is not ClassVar
                or isinstance(default, dataclasses.Field)
            ):
                return None
            f: Any = dataclasses.field(default=default)
            f.name = name
            f.type = annotation
            f._field_type = _FIELD_CLASSVAR
            fields[name] = f
            continue
        if "InitVar" in text or "KW_ONLY" in text:
            return None
        f = default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        if f.kw_only is True:
            return None
        f.name = name
        f.type = annotation
        f._field_type = _FIELD
        f.kw_only = False
        if f.default is not _MISSING and f.default.__class__.__hash__ is None:
            raise ValueError(
                f"mutable default {type(f.default)} for field {name} is not allowed: use default_factory"
            )
        fields[name] = f
    for name, value in cls.__dict__.items():
        if isinstance(value, dataclasses.Field) and name not in fields:
            return None  # dataclass says what is wrong
    seen_default = False
    for f in fields.values():
        if f._field_type is not _FIELD or not f.init:
            continue
        if f.default is not _MISSING or f.default_factory is not _MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    return fields


def _text_signature(fields: list[dataclasses.Field[Any]]) -> str:
    """``(name: 'Type' = default, ...)`` as dataclass writes it into a class's ``__doc__``."""
    from inspect import formatannotation  # already loaded: dataclasses imports inspect

    parts = []
    for f in fields:
        if not f.init:
            continue
        part = f"{f.name}: {formatannotation(f.type)}"
        if f.default is not _MISSING:
            part += f" = {f.default!r}"
        elif f.default_factory is not _MISSING:
            part += " = <factory>"
        parts.append(part)
    return f"({', '.join(parts)})"


# -- the methods every class shares ------------------------------------------------------


_repr_running: set[tuple[int, int]] = set()


def _repr(self: Any) -> str:
    key = id(self), _thread.get_ident()
    if key in _repr_running:  # a value that holds itself, as reprlib.recursive_repr shows it
        return "..."
    _repr_running.add(key)
    try:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._frozen_shown)
        return f"{self.__class__.__qualname__}({shown})"
    finally:
        _repr_running.discard(key)


def _frozen_field(self: Any, name: str) -> bool:
    cls = type(self)
    return "__dataclass_fields__" in cls.__dict__ or name in cls._frozen_fields


def _setattr(self: Any, name: str, value: Any) -> None:
    if _frozen_field(self, name):
        raise _FrozenInstanceError(f"cannot assign to field {name!r}")
    _object_setattr(self, name, value)


def _delattr(self: Any, name: str) -> None:
    if _frozen_field(self, name):
        raise _FrozenInstanceError(f"cannot delete field {name!r}")
    object.__delattr__(self, name)


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, name) for name in self._frozen_fields]


def _setstate(self: Any, state: list[Any]) -> None:
    for name, value in zip(self._frozen_fields, state):
        _object_setattr(self, name, value)


# -- __init__, __eq__ and __hash__ ------------------------------------------------------

# What the methods' code finds as globals; a class with a default_factory (or a default for
# a field left out of __init__) gets a copy of its own that holds them too.
_GLOBALS: dict[str, Any] = {"__node_setattr__": _object_setattr, "__node_has_factory__": _HAS_DEFAULT_FACTORY}
_code: dict[str, Any] | None = None  # source of a method -> its code, from _frozen_code.py


def _sources(fields: dict[str, Any], post_init: bool) -> tuple[str, str, str]:
    """The source of ``__init__``, ``__eq__`` and ``__hash__`` as dataclass writes them
    (Python 3.11 and 3.12), the values of defaults and factories read from globals."""
    real = [f for f in fields.values() if f._field_type is _FIELD]
    self_name = "__dataclass_self__" if "self" in fields else "self"
    params = [self_name]
    body = []
    for f in real:
        if f.default_factory is not _MISSING:
            factory = f"__node_factory_{f.name}__"
            value = f"{factory}() if {f.name} is __node_has_factory__ else {f.name}" if f.init else f"{factory}()"
        elif f.init:
            value = f.name
        elif f.default is not _MISSING:
            value = f"__node_default_{f.name}__"
        else:
            continue
        if f.init:
            params.append(f.name)
        body.append(f" __node_setattr__({self_name},{f.name!r},{value})")
    if post_init:
        body.append(f" {self_name}.__post_init__()")
    compared = [f.name for f in real if f.compare]
    hashed = [f.name for f in real if (f.compare if f.hash is None else f.hash)]
    return (
        f"def __init__({','.join(params)}):\n" + "\n".join(body or [" pass"]),
        "def __eq__(self,other):\n if other.__class__ is self.__class__:\n"
        f"  return {_tuple('self', compared)}=={_tuple('other', compared)}\n return NotImplemented",
        f"def __hash__(self):\n return hash({_tuple('self', hashed)})",
    )


def _tuple(obj: str, names: list[str]) -> str:
    return f"({','.join(f'{obj}.{name}' for name in names)},)" if names else "()"


def _methods(cls: type, fields: dict[str, Any]) -> dict[str, Any]:
    """``__init__``, ``__eq__`` and ``__hash__`` for ``cls``, from ``_frozen_code`` when it has them."""
    global _code
    if _code is None:
        try:
            from . import _frozen_code
        except ImportError:  # not written yet: scripts/regen_frozen_code.py writes it
            _code = {}
        else:
            _code = dict(zip(_frozen_code.SOURCES, (f.__code__ for f in _frozen_code.FUNCTIONS), strict=True))
    sources = _sources(fields, hasattr(cls, "__post_init__"))
    missing = [source for source in sources if source not in _code]
    if missing:  # a class changed since _frozen_code.py was written
        made: list[Any] = []
        namespace = {"__node_made__": made}
        text = "\n".join(f"{source}\n__node_made__.append({source[4:source.index('(')]})" for source in missing)
        exec(compile(text, f"<@frozen {cls.__module__}.{cls.__qualname__}>", "exec"), namespace)
        _code.update((source, function.__code__) for source, function in zip(missing, made, strict=True))
    real = [f for f in fields.values() if f._field_type is _FIELD]
    init_fields = [f for f in real if f.init]
    globals_ = _GLOBALS
    extra = {f"__node_factory_{f.name}__": f.default_factory for f in real if f.default_factory is not _MISSING}
    extra.update({f"__node_default_{f.name}__": f.default for f in real
                  if not f.init and f.default_factory is _MISSING and f.default is not _MISSING})
    if extra:
        globals_ = {**_GLOBALS, **extra}
    defaults = tuple(
        f.default if f.default is not _MISSING else _HAS_DEFAULT_FACTORY
        for f in init_fields
        if f.default is not _MISSING or f.default_factory is not _MISSING
    )
    methods = {}
    for name, source in zip(("__init__", "__eq__", "__hash__"), sources):
        method = FunctionType(_code[source], globals_, name, defaults if name == "__init__" and defaults else None)
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__module__ = cls.__module__
        methods[name] = method
    methods["__init__"].__annotations__ = {f.name: f.type for f in init_fields} | {"return": None}
    return methods


# -- writing _frozen_code.py ---------------------------------------------------------------

_PACKAGE = __name__.rpartition(".")[0]


def code_text() -> str:
    """The text of ``_frozen_code.py`` for the @frozen classes of the package as they are now."""
    import importlib
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent
    sources: set[str] = set()
    for path in sorted(root.rglob("*.py")):
        if not re.search(r"^@frozen$", path.read_text(encoding="utf-8"), flags=re.M):
            continue
        name = ".".join((_PACKAGE, *path.relative_to(root).with_suffix("").parts))
        for value in vars(importlib.import_module(name)).values():
            if isinstance(value, type) and value.__module__ == name and "_frozen_shown" in value.__dict__:
                sources.update(_sources(value.__dataclass_fields__, hasattr(value, "__post_init__")))  # type: ignore[attr-defined]
    ordered = sorted(sources)
    lines = [
        '"""The code of the methods of the package\'s @frozen classes (see `cardlaw._frozen`).',
        "",
        "Written by scripts/regen_frozen_code.py; do not edit. Compiled to bytecode at install",
        "like any module, so a cold command loads these methods instead of compiling them.",
        '"""',
        "# mypy: ignore-errors",
        "# fmt: off",
        "",
    ]
    for number, source in enumerate(ordered):
        lines += [source, f"_{number} = {source[4:source.index('(')]}", ""]
    lines.append("SOURCES = (")
    lines += [f"    {source!r}," for source in ordered]
    lines.append(")")
    lines.append(f"FUNCTIONS = ({''.join(f'_{number}, ' for number in range(len(ordered)))})")
    return "\n".join(lines) + "\n"


def write_code() -> None:
    """Write ``_frozen_code.py`` beside this module, unless it holds that text already: rewriting it would make
    its compiled bytecode stale, and a cold command would compile the module again until it is rewritten."""
    from pathlib import Path

    path = Path(__file__).resolve().parent / "_frozen_code.py"
    text = code_text()
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
