"""Built cards kept on disk from one process to the next.

Reading a card (its text through the reader, the meaning checks, the checks of its kind) is
most of what a fresh process pays before it plays: LF1 took half a second, and a conformance
session reads the cards of every scenario it is sent. What a card builds to depends only on
its fields, its set's type words and the code that reads it, so the cards a process built are
kept in one file of the parser cache folder (`cardlaw._grammars.cache_folder`, used only while
it is private to the user, as the parser cache is) and the next process starts with them.

The file's name holds a digest of that code: the card-text reader's modules, its grammar and
tables, this package's card module and the frozen node classes, read once, as the process first
asks for a card (so a process edited under its feet writes its cards under the name of the code it
ran). Any edit to them names another file, so an old card is never met, and a process writing its
file removes the files of other digests. A card that fails to build is not kept (its error is made
afresh, naming its source). The file is written once, when the process ends, and only when it
built a card the file did not hold; it is replaced whole, so two processes ending together leave
one of their files, never a torn one. A file that does not load is ignored and rewritten.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
from typing import TYPE_CHECKING, Any

from .._grammars import _cache_dir, grammar_text

if TYPE_CHECKING:
    from .cards import LandfightCard

# Paths relative to the package: what a built card depends on besides its fields.
_CODE_DIRS = ("cardtext",)
_CODE_FILES = ("landfight/cards.py", "_lalr.py", "_lalr_tables.py", "_lark_lazy.py", "_grammars.py", "_frozen.py",
               "_frozen_code.py", "_span.py", "_tables/cardtext.lark.lalr", "_tables/cardtext.lark.tables")
# A file holding more cards than this is not grown further (a long session of invented cards).
_LIMIT = 20_000

_kept: dict[tuple[Any, ...], LandfightCard] | None = None
_file: str | None = None  # where `_kept` was read from, and goes back to
_added = 0
_enabled = True


def disable() -> None:
    """Neither read nor write the file (a mutation child: its cards must come from the code it runs)."""
    global _enabled, _kept
    _enabled, _kept = False, None


def _path() -> str | None:
    folder = _cache_dir()
    if folder is None:
        return None
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    names = [os.path.join(d, n) for d in _CODE_DIRS for n in sorted(os.listdir(os.path.join(here, d)))
             if n.endswith(".py")]
    hasher = hashlib.sha256()
    try:
        for name in (*names, *_CODE_FILES):
            with open(os.path.join(here, name), "rb") as fh:
                hasher.update(name.encode() + b"\0" + fh.read())
        # The grammar itself: a grammar edited since its tables were written is read with Lark from the new text.
        hasher.update(b"grammar\0" + grammar_text("cardtext.lark").encode("utf-8"))
    except OSError:
        return None  # a part missing: nothing to key the file by
    return os.path.join(folder, f"cards.{hasher.hexdigest()[:32]}.pickle")


def _load() -> dict[tuple[Any, ...], LandfightCard]:
    global _kept, _file
    kept: dict[tuple[Any, ...], LandfightCard] = {}
    path = _file = _path() if _enabled else None
    if path is not None:
        try:
            with open(path, "rb") as fh:
                loaded = pickle.load(fh)
            if isinstance(loaded, dict):
                kept = loaded
        except Exception:  # absent, torn, or from classes since changed: built again, and the file rewritten
            pass
    _kept = kept
    return kept


def lookup(key: tuple[Any, ...]) -> LandfightCard | None:
    """The card built before for ``key`` (the set's type words and the card's fields), if any process kept it."""
    kept = _kept if _kept is not None else _load()
    return kept.get(key)


def keep(key: tuple[Any, ...], card: LandfightCard) -> None:
    global _added
    kept = _kept if _kept is not None else _load()
    if not _enabled or len(kept) >= _LIMIT:
        return
    kept[key] = card
    if _added == 0:
        atexit.register(_write)
    _added += 1


def _write() -> None:
    path = _file
    if not _enabled or not _added or _kept is None or path is None:
        return
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        with open(temporary, "wb") as fh:
            pickle.dump(_kept, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except Exception:  # at exit nothing may be left half-done: the cards are built again next time
        try:
            os.unlink(temporary)
        except OSError:
            pass
        return
    # The files of other code are never read again (each digest names its own): remove them.
    folder, own = os.path.split(path)
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.startswith("cards.") and name.endswith(".pickle") and name != own:
            try:
                os.unlink(os.path.join(folder, name))
            except OSError:
                pass
