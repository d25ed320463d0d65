"""The ``cardlaw`` console command's first step.

``cardlaw conformance serve`` is started once per conformance run, and its start-up counts
in every run's time; the command-line library and the definitions of every other command
cost it some 30 ms. So that exact command line goes straight to the server, and any other
goes to `cardlaw.cli.run`. Both end the same way: the exit codes and messages of the
server through ``cli.run`` are kept (see `cardlaw.conformance._serve.command`).
"""

from __future__ import annotations

import os
import sys
from typing import NoReturn


def run() -> None:
    # Click's shell completion is asked for through this variable: leave it to Click.
    if sys.argv[1:] == ["conformance", "serve"] and "_CARDLAW_COMPLETE" not in os.environ:
        from .conformance._serve import command

        raise SystemExit(command())
    from .cli import run as run_cli

    run_cli()


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
