"""``@frozen``: a frozen, slotted dataclass made at a fraction of the import cost.

``dataclasses.dataclass(frozen=True, slots=True)`` writes the source of six methods for
each class and compiles each one apart, then builds the class a second time to add the
slots: about a millisecond per class, over a hundred milliseconds for the card-text tree
alone, paid by every cold ``cardlaw`` command. ``@frozen`` gives the same class:

- the same ``__dataclass_fields__`` (real `dataclasses.Field` objects) and
  ``__dataclass_params__``, so `dataclasses.fields`, `is_dataclass`, `replace` and
  ``asdict`` work, and a type checker reads the class as a frozen dataclass
  (`typing.dataclass_transform`);
- ``__slots__``, ``__match_args__``, the same ``__doc__``, pickling;
- ``__repr__``, assignment and deletion (which raise `dataclasses.FrozenInstanceError`) and
  pickling by methods that every class shares;
- ``__init__`` (the same signature: defaults, ``default_factory``, annotations), ``__eq__``
  and ``__hash__`` with the bodies dataclass writes. These are the only code written per
  class, and they are compiled late and together: those of every class decorated in a
  module from one source, the first time any of them is needed (an instance made or
  compared, ``__init__`` looked up, a signature asked for), and the code of a body that
  another class already has (``(self.target,)`` compared) is used again, not compiled.

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
import itertools
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
    lazy = [_Pending(cls.__module__, name) for name in ("__init__", "__eq__", "__hash__")]
    namespace.update(
        __slots__=tuple(f.name for f in real if f.name not in inherited),
        __dataclass_params__=_PARAMS,
        __dataclass_fields__=fields,
        __match_args__=tuple(f.name for f in real if f.init),
        __init__=lazy[0],
        __eq__=lazy[1],
        __hash__=lazy[2],
        __repr__=_repr,
        __setattr__=_setattr,
        __delattr__=_delattr,
        __getstate__=_getstate,
        __setstate__=_setstate,
        _frozen_fields=tuple(f.name for f in real),
        _frozen_shown=tuple(f.name for f in real if f.repr),
    )
    if not namespace.get("__doc__"):
        namespace["__doc__"] = cls.__name__ + _text_signature(real)
    metaclass: Any = type(cls)
    new = metaclass(cls.__name__, cls.__bases__, namespace)
    new.__qualname__ = cls.__qualname__
    for pending in lazy:
        pending.cls = new
    with _lock:
        _pending.setdefault(new.__module__, []).append(new)
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


# -- __init__, compiled once per module ----------------------------------------------------

_lock = _thread.allocate_lock()
_names = itertools.count()
_pending: dict[str, list[Any]] = {}
# The compiled __init__ methods' globals; a default_factory is kept here under a name of its own.
_globals: dict[str, Any] = {
    "__node_setattr__": _object_setattr,
    "__node_has_factory__": _HAS_DEFAULT_FACTORY,
}


class _Pending:
    """Stands in a class's ``__init__``, ``__eq__`` or ``__hash__`` until one of them is first
    looked up (an instance made or compared, a signature asked for), then has the module's
    compiled."""

    __slots__ = ("module", "name", "cls")

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name
        self.cls: Any = None

    def __get__(self, instance: Any, owner: type | None = None) -> Any:
        with _lock:
            _compile(self.module)
        method = self.cls.__dict__[self.name]
        return method if instance is None else method.__get__(instance, owner)


# Compiled code by source text, shared by every class (of any module) that needs the same
# method: ``(self.target,)`` is compared alike by every node whose one compared field is a target.
_code: dict[str, Any] = {}


def _tuple(obj: str, names: list[str]) -> str:
    return f"({','.join(f'{obj}.{name}' for name in names)},)" if names else "()"


def _compile(module: str) -> None:
    """Compiles the methods of every class of ``module`` still waiting for them (lock held)."""
    classes = _pending.pop(module, None)
    if not classes:
        return
    wanted = []
    for cls in classes:
        fields = cls.__dataclass_fields__
        real = [f for f in fields.values() if f._field_type is _FIELD]
        self_name = "__dataclass_self__" if "self" in fields else "self"
        params = [self_name]
        body = []
        for f in real:
            if f.default_factory is not _MISSING:
                factory = _global(f.default_factory)
                value = f"{factory}() if {f.name} is __node_has_factory__ else {f.name}" if f.init else f"{factory}()"
            elif f.init:
                value = f.name
            elif f.default is not _MISSING:
                value = _global(f.default)
            else:
                continue
            if f.init:
                params.append(f.name)
            body.append(f" __node_setattr__({self_name},{f.name!r},{value})")
        if hasattr(cls, "__post_init__"):
            body.append(f" {self_name}.__post_init__()")
        compared = [f.name for f in real if f.compare]
        hashed = [f.name for f in real if (f.compare if f.hash is None else f.hash)]
        # The bodies dataclass writes (Python 3.11 and 3.12).
        sources = (
            f"def __init__({','.join(params)}):\n" + "\n".join(body or [" pass"]),
            "def __eq__(self,other):\n if other.__class__ is self.__class__:\n"
            f"  return {_tuple('self', compared)}=={_tuple('other', compared)}\n return NotImplemented",
            f"def __hash__(self):\n return hash({_tuple('self', hashed)})",
        )
        wanted.append((cls, sources))
    new = list(dict.fromkeys(source for _, sources in wanted for source in sources if source not in _code))
    if new:
        made: list[Any] = []
        _globals["__node_made__"] = made
        try:
            text = "\n".join(f"{source}\n__node_made__.append({source[4:source.index('(')]})" for source in new)
            exec(compile(text, f"<frozen classes of {module}>", "exec"), _globals)
        finally:
            del _globals["__node_made__"]
        for source, function in zip(new, made, strict=True):
            _code[source] = function.__code__
    for cls, sources in wanted:
        init_fields = [f for f in cls.__dataclass_fields__.values() if f._field_type is _FIELD and f.init]
        defaults = tuple(
            f.default if f.default is not _MISSING else _HAS_DEFAULT_FACTORY
            for f in init_fields
            if f.default is not _MISSING or f.default_factory is not _MISSING
        )
        for name, source in zip(("__init__", "__eq__", "__hash__"), sources):
            function = FunctionType(_code[source], _globals, name, defaults if name == "__init__" and defaults else None)
            function.__qualname__ = f"{cls.__qualname__}.{name}"
            function.__module__ = cls.__module__
            if name == "__init__":
                function.__annotations__ = {f.name: f.type for f in init_fields} | {"return": None}
            type.__setattr__(cls, name, function)


def _global(value: Any) -> str:
    """A name under which the compiled ``__init__`` methods find ``value`` (a default, a factory)."""
    name = f"__node_value_{next(_names)}__"
    _globals[name] = value
    return name


def ready() -> None:
    """Compiles every ``__init__`` still waiting (for tests and tools that read ``cls.__dict__``)."""
    with _lock:
        for module in list(_pending):
            _compile(module)
