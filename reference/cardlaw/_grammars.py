"""Building the Lark parsers, once per grammar text.

Building a parser from its grammar is slow however it is done: Lark first builds the
parser of its own grammar language, then the LALR tables, and the strict check that no
two terminals can collide comes on top; a fresh process paid a third of a second for
it, most of a newcomer's first ``cardlaw battle``. So the finished tables come with the
package: ``_tables/<grammar>.tables`` holds each grammar's tables from a strict build,
under a key made of the grammar's text, the options and Lark's version, and `build`
loads them in a few milliseconds whenever the key still fits. They are written by
``python -m cardlaw._grammars`` (after a grammar changes; a test fails while any is
stale), and only ever by a strict build; `tests/test_grammars.py` also builds every
grammar strictly without them.

Beside them, ``_tables/<grammar>.lalr`` holds the same tables as plain data for
`cardlaw._lalr`, which reads a text without Lark at all (`runner`); Lark is then loaded
only to explain a text that does not read. Their key leaves Lark's version out and puts
in the source of the modules that write and run them.

When a shipped table does not fit (a grammar edited since, another Lark), the parser is
built and kept in Lark's cache on disk, keyed by a hash of the grammar and the options,
so later processes load it quickly. Loading a cache file unpickles it, so the cache
folder must be one nobody else can write to: ``$CARDLAW_CACHE_DIR``, else
``$XDG_CACHE_HOME/cardlaw``, else ``~/.cache/cardlaw``, created private (mode 0700) and
used only while it is a folder owned by the current user that neither group nor others
may write. Otherwise the parsers are built without a cache, which is only slower. The
shipped tables are unpickled too; they lie inside the package, as trusted as its code.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import stat
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar, cast

from ._paths import data_dir

if TYPE_CHECKING:  # Lark is imported when a parser is built: a text the runner reads never needs it
    from lark import Lark

    from ._lalr import Tables

_TABLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_tables")
_TABLES_SUFFIX = ".tables"
# The same tables as plain data for `cardlaw._lalr`, which runs them without Lark.
_RUNNER_SUFFIX = ".lalr"
# Options Lark takes when it loads finished tables; the others are fixed in the tables.
_LOAD_OPTIONS = frozenset({"postlex", "transformer", "lexer_callbacks", "use_bytes", "debug", "g_regex_flags", "regex",
                           "propagate_positions", "tree_class"})
# Parsed rule blocks shipped with the package (`cached_value`), so a first run parses nothing.
_VALUES = os.path.join(_TABLES, "values")
_writing_values = False
_ASKED_VALUES: list[str] = []
# The key each grammar was last asked for in this process (for `stale_tables`).
_ASKED: dict[str, str] = {}
_ASKED_RUNNER: dict[str, str] = {}
_writing_tables = False
_WRITTEN: list[str] = []


def cache_folder() -> str:
    """Where the parser cache lives (it may not exist yet, and may turn out unsafe)."""
    override = os.environ.get("CARDLAW_CACHE_DIR")
    if override:
        return override
    xdg = os.environ.get("XDG_CACHE_HOME")
    # The XDG base directory spec says to ignore a relative path.
    base = xdg if xdg and os.path.isabs(xdg) else os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "cardlaw")


def _cache_dir() -> str | None:
    """The cache folder when it is safe to load pickles from, else None."""
    folder = cache_folder()
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        info = os.stat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return None
    getuid = getattr(os, "getuid", None)  # POSIX only; elsewhere the user's profile is private
    if getuid is not None and info.st_uid != getuid():
        return None
    return folder if os.access(folder, os.W_OK) else None


def grammar_text(grammar_file: str) -> str:
    return (data_dir("grammar") / grammar_file).read_text(encoding="utf-8")


def _options_key(text: str, options: dict[str, Any]) -> str:
    # A transformer is an object; only its class decides the tables' meaning.
    return text + repr(sorted((k, type(v).__name__ if k == "transformer" else repr(v)) for k, v in options.items()))


def _table_key(text: str, options: dict[str, Any]) -> str:
    import lark

    return hashlib.sha256((_options_key(text, options) + "\0lark " + lark.__version__).encode()).hexdigest()


# A shipped table file: its key on the first line, then the pickled tables.
_MISSING = object()


def _file_key(path: str) -> str | None:
    """The key a table file was written for, or None when there is none."""
    try:
        with open(path, "rb") as fh:
            return fh.readline().rstrip(b"\n").decode("ascii", "replace")
    except FileNotFoundError:
        return None


def _load_keyed(path: str, key: str) -> object:
    """What a table file holds when it was written for ``key``; `_MISSING` when absent, another key's or torn."""
    try:
        with open(path, "rb") as fh:
            if fh.readline().rstrip(b"\n") != key.encode():
                return _MISSING
            return pickle.load(fh)
    except Exception:  # absent, or a torn file: the caller builds instead
        return _MISSING


def _write_keyed(path: str, key: str, data: object) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "wb") as fh:
        fh.write(key.encode() + b"\n")
        pickle.dump(data, fh, protocol=4)
    os.replace(temporary, path)


def _runner_key(text: str, options: dict[str, Any]) -> str:
    # No Lark version here: the runner's tables do not need Lark to be read. The code that
    # writes and runs them is part of the key instead, so a change there asks for new tables.
    digest = _code_digest(("_lalr.py", "_lalr_tables.py")).hex()
    return hashlib.sha256(f"{_options_key(text, options)}\0runner {digest}".encode()).hexdigest()


def runner_path(grammar_file: str) -> str:
    """Where the shipped runner tables of ``grammar_file`` lie."""
    return os.path.join(_TABLES, grammar_file + _RUNNER_SUFFIX)


def _runner_file_key(grammar_file: str) -> str | None:
    return _file_key(runner_path(grammar_file))


def runner(grammar_file: str, **options: Any) -> Tables | None:
    """The grammar's tables for `cardlaw._lalr`, or None when none fit (Lark then reads every text).

    ``options`` are those `build` is given for the same parser, so both read alike.
    """
    text = grammar_text(grammar_file)
    key = _runner_key(text, options)
    _ASKED_RUNNER[grammar_file] = key
    from ._lalr import Tables

    data = _load_keyed(runner_path(grammar_file), key)
    if data is _MISSING or data is None:  # None: a grammar the runner does not run
        return None
    try:
        return Tables(cast(dict[str, Any], data))
    except Exception:  # tables of another format
        return None


def _write_runner(grammar_file: str, key: str, parser: Lark) -> bool:
    """Write the runner's tables of ``parser``: None in place of them when the runner cannot run it."""
    from ._lalr_tables import NotRunnable, tables_of

    data: dict[str, Any] | None
    try:
        # The card-text reader sends every failure of the runner to Lark for its error; the others report the
        # runner's own, which a default reduction could put before the syntax error.
        data = tables_of(parser, default_reductions=grammar_file == "cardtext.lark")
    except NotRunnable:
        data = None
    _write_keyed(runner_path(grammar_file), key, data)
    return True


def table_path(grammar_file: str) -> str:
    """Where the shipped tables of ``grammar_file`` lie."""
    return os.path.join(_TABLES, grammar_file + _TABLES_SUFFIX)


def _shipped_key(grammar_file: str) -> str | None:
    """The key the shipped tables of ``grammar_file`` were written for, or None when there are none."""
    return _file_key(table_path(grammar_file))


def _shipped(grammar_file: str, key: str, options: dict[str, Any]) -> Lark | None:
    """The parser from the shipped tables, or None when they are missing or were made for another key."""
    stored: Any = _load_keyed(table_path(grammar_file), key)
    if stored is _MISSING:
        return None
    loaded = {k: v for k, v in options.items() if k in _LOAD_OPTIONS}
    try:
        from ._lark_lazy import load_memo

        from lark import Lark

        memo = load_memo(stored["memo"])
        return cast(Lark, cast(Any, Lark)._load_from_dict(stored["data"], memo, _plugins=_plugins(), **loaded))
    except Exception:  # tables of a shape this Lark does not read
        return None


def _write_table(grammar_file: str, key: str, parser: Lark) -> None:
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["options"] = {k: v for k, v in data["options"].items() if k not in _LOAD_OPTIONS}
    _write_keyed(table_path(grammar_file), key, {"data": data, "memo": memo})


def build(grammar_file: str, **options: Any) -> Lark:
    """A strict LALR parser for ``grammar/<grammar_file>``: shipped tables, else a build cached across processes."""
    from lark import Lark

    text = grammar_text(grammar_file)
    key = _table_key(text, options)
    _ASKED[grammar_file] = key
    _ASKED_RUNNER[grammar_file] = _runner_key(text, options)
    if _writing_tables:
        parser = Lark(text, parser="lalr", strict=True, **options)
        # Lark numbers its states in an order that differs from run to run, so tables that
        # still fit are left as they are rather than rewritten with the same meaning.
        if _shipped_key(grammar_file) != key:
            _write_table(grammar_file, key, parser)
            _WRITTEN.append(grammar_file)
        runner_key = _runner_key(text, options)
        _ASKED_RUNNER[grammar_file] = runner_key
        if _runner_file_key(grammar_file) != runner_key and _write_runner(grammar_file, runner_key, parser):
            _WRITTEN.append(grammar_file + _RUNNER_SUFFIX)
        return parser
    shipped = _shipped(grammar_file, key, options)
    if shipped is not None:
        return shipped
    folder = _cache_dir()
    if folder is None:
        return Lark(text, parser="lalr", strict=True, **options)
    # An explicit cache path is used as is, so the grammar's hash goes in the name.
    digest = hashlib.sha256(_options_key(text, options).encode()).hexdigest()[:16]
    path = os.path.join(folder, f"{grammar_file}.{digest}.cache")
    return Lark(text, parser="lalr", strict=True, cache=path, _plugins=_plugins(), **options)


def _plugins() -> dict[str, Any]:
    """Lark's classes that load tables lazily (`cardlaw._lark_lazy`): not part of the tables' key."""
    from ._lark_lazy import PLUGINS

    return dict(PLUGINS)


def _ask_every_parser() -> None:
    """Make each parser cardlaw builds, with the options its module gives, bypassing their in-process caches."""
    from .cardtext._parse import build_parser
    from .landfight._rules import read_statements
    from .rules._read import _parser as rules_parser
    from .typeline._parser import _lark as typeline_parser

    typeline_parser.__wrapped__()
    rules_parser.__wrapped__()
    build_parser()
    read_statements(())


def write_tables() -> list[str]:
    """Build every parser strictly and write the shipped tables that do not fit; the grammar files written."""
    global _writing_tables
    _WRITTEN.clear()
    _writing_tables = True
    try:
        _ask_every_parser()
    finally:
        _writing_tables = False
    return sorted(_WRITTEN)


def stale_tables() -> dict[str, str]:
    """Each grammar whose shipped tables do not fit what cardlaw asks for, with the reason."""
    _ASKED.clear()
    _ASKED_RUNNER.clear()
    _ask_every_parser()
    stale: dict[str, str] = {}
    for grammar_file, key in sorted(_ASKED.items()):
        found = _shipped_key(grammar_file)
        if found is None:
            stale[grammar_file] = "no shipped tables"
        elif found != key:
            stale[grammar_file] = "the grammar, its options or Lark changed since the tables were written"
    for grammar_file, key in sorted(_ASKED_RUNNER.items()):
        found = _runner_file_key(grammar_file)
        if found is None:
            stale.setdefault(grammar_file, "no shipped runner tables")
        elif found != key:
            stale.setdefault(grammar_file, "the grammar or its options changed since the runner tables were written")
    return stale


_T = TypeVar("_T")


@cache
def _code_digest(code: tuple[str, ...]) -> bytes:
    """The source of the modules ``code`` names, hashed once a process (it does not change while it runs)."""
    here = os.path.dirname(__file__)
    hasher = hashlib.sha256()
    for name in code:
        with open(os.path.join(here, name), "rb") as fh:
            hasher.update(b"\1" + fh.read())
    return hasher.digest()


def cached_value(kind: str, key: tuple[str, ...], code: tuple[str, ...], compute: Callable[[], _T]) -> _T:
    """``compute()``, shipped with the package or kept on disk in the parser cache folder.

    For the rulebook's formal blocks: parsing them is most of what a first ``cardlaw
    battle`` or conformance session pays. The key holds everything the value depends on:
    ``key`` (the texts read) and the source of the modules in ``code`` (paths relative to
    the package) that define the parse and the classes it builds, so changed code or
    rules never meet an old value. ``python -m cardlaw._grammars`` writes the values of
    the rulebook as it stands into ``_tables/values`` (trusted as the package's code is; a
    test fails while one is missing); any other value is computed once and kept in the
    user's cache folder. A value that fails to load is computed again.
    """
    hasher = hashlib.sha256(kind.encode())
    for part in key:
        hasher.update(b"\0" + part.encode("utf-8", "surrogatepass"))
    hasher.update(_code_digest(code))
    name = f"{kind}.{hasher.hexdigest()[:32]}.pickle"
    _ASKED_VALUES.append(name)
    shipped = os.path.join(_VALUES, name)
    if not _writing_values:
        loaded = _load_value(shipped)
        if loaded is not _MISSING:
            return cast(_T, loaded)
    folder = _VALUES if _writing_values else _cache_dir()
    if folder is None:
        return compute()
    path = os.path.join(folder, name)
    loaded = _load_value(path)
    if loaded is not _MISSING:
        return cast(_T, loaded)
    value = compute()
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(folder, exist_ok=True)
        with open(temporary, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        try:
            os.unlink(temporary)
        except OSError:
            pass
    return value


def _load_value(path: str) -> object:
    try:
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except FileNotFoundError:
        return _MISSING
    except Exception:  # a torn or stale file: computed again (and overwritten in the cache folder)
        return _MISSING


def _ask_every_value() -> list[str]:
    """Load every rule set and the Landfight rules afresh; the names of the values they asked for."""
    from .landfight._rules import load_rules
    from .rules._parse import _PARSED
    from .rules._ruleset import load_ruleset, variants

    _ASKED_VALUES.clear()
    _PARSED.clear()
    load_ruleset.cache_clear()
    load_rules.cache_clear()
    for variant in variants():
        load_ruleset(variant)
    load_rules()
    return sorted(set(_ASKED_VALUES))


def write_values() -> list[str]:
    """Write the shipped values of today's rulebook, and remove those it no longer asks for; the names written."""
    global _writing_values
    before = set(os.listdir(_VALUES)) if os.path.isdir(_VALUES) else set()
    _writing_values = True
    try:
        asked = _ask_every_value()
    finally:
        _writing_values = False
    for name in before - set(asked):
        if name.endswith(".pickle"):
            os.unlink(os.path.join(_VALUES, name))
    return sorted(set(asked) - before)


def stale_values() -> list[str]:
    """The values today's rulebook asks for that the package does not ship."""
    asked = _ask_every_value()
    return [name for name in asked if not os.path.exists(os.path.join(_VALUES, name))]


if __name__ == "__main__":  # python -m cardlaw._grammars: refresh the shipped tables
    from cardlaw import _grammars as _module  # this file runs as __main__; the parsers use the package's copy

    written = _module.write_tables()
    values = _module.write_values()
    for name in values:
        print(f"wrote {os.path.relpath(os.path.join(_module._VALUES, name))}")
    for grammar_file in written:
        if grammar_file.endswith(_RUNNER_SUFFIX):
            print(f"wrote {os.path.relpath(_module.runner_path(grammar_file[: -len(_RUNNER_SUFFIX)]))}")
        else:
            print(f"wrote {os.path.relpath(_module.table_path(grammar_file))}")
    if not written and not values:
        print("every shipped parser table and parsed block fits; nothing written")
