"""Writing the files a user names (replays): only regular files, never half-written.

A replay path may name a new file, a regular file (replaced), or a symbolic link to
either: the link is followed and kept, and the file it points to is replaced, as text
editors do by default. Anything else — a folder, a device such as `/dev/full`, a FIFO,
a socket — is refused before a game starts, so that writing a replay never destroys
what stood at the path.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from .errors import CardlawError


def writable_target(path: str | os.PathLike[str], flag: str = "--replay") -> Path:
    """The regular file a write to ``path`` replaces or creates; a `CardlawError` for any other path."""
    shown = str(path)
    if not shown.strip():
        raise CardlawError(f"{flag or 'a file to write'} needs a file name; {shown!r} names none")
    lead = f"{flag} {shown!r}".strip()
    target = Path(os.path.realpath(shown)) if os.path.islink(shown) else Path(shown)
    try:
        mode = os.stat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        mode = None  # the folder checks below name what is missing
    except OSError as err:
        raise CardlawError(f"{lead}: {err.strerror or err}") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise CardlawError(f"{lead}: it is a folder; name a file in it, such as "
                           f"{str(Path(shown) / 'game.replay.json')!r}")
    if mode is not None and not stat.S_ISREG(mode):
        raise CardlawError(f"{lead}: it is not a regular file (a device, a FIFO or a socket); "
                           "name a new file or a regular one")
    folder = target.parent
    where = str(folder) if str(folder) not in ("", ".") else "the current folder"
    if not folder.exists():
        raise CardlawError(f"{lead}: the folder {where!r} does not exist; create it first")
    if not folder.is_dir():
        raise CardlawError(f"{lead}: {where!r} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CardlawError(f"{lead}: cannot write in {where}")
    return target


def _new_file_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it, so no half-written file is left.

    A file replaced keeps its permissions; a new one gets those the umask gives any new file
    (a temporary file alone would be private to its owner).
    """
    target = writable_target(path, "cannot write")
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = _new_file_mode()
    except OSError as err:
        raise CardlawError(f"cannot write {str(path)!r}: {err.strerror or err}") from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as err:
        raise CardlawError(f"cannot write {str(path)!r}: {err.strerror or err}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as err:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(err, OSError):
            raise CardlawError(f"cannot write {str(path)!r}: {err.strerror or err}") from None
        raise


def free_default_name(stem: str, suffix: str) -> str:
    """``stem + suffix``, or ``stem-2 + suffix`` and so on when that file exists: a default never replaces a file."""
    name = f"{stem}{suffix}"
    number = 2
    while os.path.lexists(name):
        name = f"{stem}-{number}{suffix}"
        number += 1
    return name
