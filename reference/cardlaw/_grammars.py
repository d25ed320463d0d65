"""Building the Lark parsers, once per grammar text.

The strict build (LALR tables plus the check that no two terminals can collide)
takes a tenth of a second or more; Lark's cache stores the finished tables on disk
keyed by a hash of the grammar and the options, so later processes load them in
milliseconds. The cache is only ever written by a strict build, and
`tests/test_grammars.py` builds every grammar strictly without it.

Loading a cache file unpickles it, so the cache folder must be one nobody else can
write to: ``$CARDLAW_CACHE_DIR``, else ``$XDG_CACHE_HOME/cardlaw``, else
``~/.cache/cardlaw``, created private (mode 0700) and used only while it is a folder
owned by the current user that neither group nor others may write. Otherwise the
parsers are built without a cache, which is only slower.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import stat
from collections.abc import Callable
from typing import Any, TypeVar

from lark import Lark

from ._paths import data_dir


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


def build(grammar_file: str, **options: Any) -> Lark:
    """A strict LALR parser for ``grammar/<grammar_file>``, cached across processes when it can be."""
    text = grammar_text(grammar_file)
    folder = _cache_dir()
    if folder is None:
        return Lark(text, parser="lalr", strict=True, **options)
    # An explicit cache path is used as is, so the grammar's hash goes in the name.
    key = text + repr(sorted((k, type(v).__name__ if k == "transformer" else repr(v)) for k, v in options.items()))
    digest = hashlib.sha256(key.encode()).hexdigest()[:16]
    path = os.path.join(folder, f"{grammar_file}.{digest}.cache")
    return Lark(text, parser="lalr", strict=True, cache=path, **options)


_T = TypeVar("_T")


def cached_value(kind: str, key: tuple[str, ...], code: tuple[str, ...], compute: Callable[[], _T]) -> _T:
    """``compute()``, kept on disk in the parser cache folder and loaded by later processes.

    For the rulebook's formal blocks: parsing them with Lark is most of what a conformance
    session pays before its first case. The key holds everything the value depends on:
    ``key`` (the texts read) and the source of the modules in ``code`` (paths relative to
    the package) that define the parse and the classes it builds, so changed code or
    rules never meet an old value. A value that fails to load is computed again.
    """
    folder = _cache_dir()
    if folder is None:
        return compute()
    here = os.path.dirname(__file__)
    hasher = hashlib.sha256(kind.encode())
    for part in key:
        hasher.update(b"\0" + part.encode("utf-8", "surrogatepass"))
    for name in code:
        with open(os.path.join(here, name), "rb") as fh:
            hasher.update(b"\1" + fh.read())
    path = os.path.join(folder, f"{kind}.{hasher.hexdigest()[:32]}.pickle")
    try:
        with open(path, "rb") as fh:
            loaded: _T = pickle.load(fh)
            return loaded
    except FileNotFoundError:
        pass
    except Exception:  # a torn or stale file: compute it again and overwrite it
        pass
    value = compute()
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        with open(temporary, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        try:
            os.unlink(temporary)
        except OSError:
            pass
    return value
