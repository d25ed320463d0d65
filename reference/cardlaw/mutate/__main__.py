"""``python -m cardlaw.mutate``: the same command as ``cardlaw conformance mutate``."""

from ._command import mutate_command

if __name__ == "__main__":  # pragma: no cover
    mutate_command(prog_name="python -m cardlaw.mutate")
