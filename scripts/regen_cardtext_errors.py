"""Write the card-text reader's current messages into its expected-error files, for review.

    .venv/bin/python scripts/regen_cardtext_errors.py

After a change to the grammar or the reader, many expected messages change at once (the
list of expected words grows, a nearest sentence appears). This rewrites each
tests/cardtext_bad/NAME.err and each `error` block of spec/landfight/cardtext.md from what
the reader says now, and prints how many changed. Read `git diff` before committing: each
changed message must be one a designer is better served by; a worse one is a bug to fix,
not a file to accept.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import test_cardtext_errors as corpus  # noqa: E402  (the tests' own reading of the corpus)
import test_cardtext_spec as page  # noqa: E402


def main() -> None:
    changed = 0
    for case in corpus._cases():
        parse, _ = corpus._parser_for(case.stem)
        message = corpus._message(parse, corpus._case_text(case))
        expected = corpus.CORPUS / f"{case.stem}.err"
        if not expected.exists() or expected.read_text(encoding="utf-8") != message + "\n":
            expected.write_text(message + "\n", encoding="utf-8")
            changed += 1
    for example in page.page_examples():
        if not example.expect_error:
            continue
        read, _ = page.READERS[example.start]
        try:
            read(example.text)
        except Exception as err:  # noqa: BLE001 - any message is what the page must show
            message = str(err)
        else:
            print(f"line {example.line}: the example reads, but the page expects an error")
            continue
        if message == example.expected:
            continue
        lines = page.PAGE.read_text(encoding="utf-8").split("\n")
        block = next(b for b in page.fenced_blocks("\n".join(lines)) if b.line > example.line and b.info[:1] == ("error",))
        lines[block.line : block.end - 1] = message.split("\n")
        page.PAGE.write_text("\n".join(lines), encoding="utf-8")
        changed += 1
    print(f"{changed} expected message(s) rewritten")


if __name__ == "__main__":
    main()
