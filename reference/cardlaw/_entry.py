"""What the ``cardlaw`` command does when its standard output cannot be written (no command-line library needed)."""

from __future__ import annotations

import os
import sys
from typing import NoReturn


def output_failed(err: OSError) -> NoReturn:
    """Standard output that cannot be written: said once on stderr (exit 2), or quietly for a closed reader (exit 1).

    What is still buffered is dropped, so that the interpreter's last flush stays quiet.
    """
    import errno

    try:
        sys.stdout.flush()
    except OSError:
        pass
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())  # what is still buffered goes nowhere
    if err.errno == errno.EPIPE:
        raise SystemExit(1) from None
    sys.stderr.write(f"Error: cannot write the output: {err.strerror or err}\n")
    raise SystemExit(2) from None
