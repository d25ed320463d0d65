"""``python -m cardlaw.conformance adapter`` (one-shot) or ``serve`` (session) speaks the protocol; ``... run [--impl CMD] [PATH...]`` runs the suite."""

from __future__ import annotations

import argparse
import sys

from ..errors import CardlawError
from . import adapter_main, malformed_message, run_suite


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardlaw.conformance")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("adapter", help="read a scenario on stdin, write the protocol result on stdout")
    commands.add_parser("serve", help="speak the session protocol on stdin and stdout")
    run = commands.add_parser("run", help="judge scenarios on cardlaw's engine or on --impl")
    run.add_argument("paths", nargs="*")
    run.add_argument("--impl", help="command of the implementation under test")
    run.add_argument("-v", "--verbose", action="store_true")
    commands.add_parser("coverage", help="for every rule, the cases that pin it")
    args = parser.parse_args(argv)
    try:
        if args.command == "adapter":
            return adapter_main(sys.stdin, sys.stdout)
        if args.command == "serve":
            from ._serve import serve

            return serve()
        if args.command == "coverage":
            from ._coverage import coverage_report, render_coverage

            table = coverage_report()
            print(render_coverage(table))
            return 0 if table["ok"] else 1
        report = run_suite(args.paths or None, args.impl)
        print(report.render(verbose=args.verbose))
        if report.malformed:
            print(f"error: {malformed_message(report.malformed)}", file=sys.stderr)
            return 2
        return 0 if report.ok else 1
    except CardlawError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
