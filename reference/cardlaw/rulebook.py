"""The rulebook in `spec/`: every rule's stable ID, its prose, and the formal blocks beside it.

A rule is a Markdown heading that opens with its ID (``### G-BAT-2 · Legends``).
Its prose runs to the next heading of the same or a higher level. A fenced block
whose info string starts with ``rules`` holds formal text for the variants it names.
A rule whose prose opens with ``**Withdrawn.**`` is withdrawn: its ID and text stay, so
the ID is never given to another rule, but it is no longer normative.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import TypedDict

from ._frozen import frozen
from ._paths import data_dir
from .errors import CardlawError, did_you_mean

RULE_ID = re.compile(r"[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3}")
_HEADING = re.compile(
    r"^(?P<hashes>#{2,6})\s+(?P<id>" + RULE_ID.pattern + r")\b\s*[·:—–-]?\s*(?P<title>.*?)\s*(?:\{[^}]*\})?\s*$"
)
_ANY_HEADING = re.compile(r"^(#{1,6})\s")
_FENCE = re.compile(r"^(```+|~~~+)\s*(?P<info>.*)$")
# What every fence and heading above starts with: other lines need none of the patterns.
_MARKS = frozenset("#`~")
# How the prose of a withdrawn rule opens (spec/index.md, "How to read a rule").
WITHDRAWN = "**Withdrawn.**"


# Info-string words that open a formal block, and the language each is written in.
LANGUAGES = {
    "rules": "the grid minigame rules language",
    "landfight": "the Landfight rules language",
    "vocabulary": "the type-line vocabulary (spec/grid/french.md)",
}


@frozen
class Block:
    """A formal block: its language, the variants it is written for, its text and where it starts."""

    language: str
    variants: tuple[str, ...]
    text: str
    source: str
    line: int  # line of the block's first content line


@frozen
class Rule:
    id: str
    title: str
    source: str  # path relative to spec/
    line: int
    prose: str
    blocks: tuple[Block, ...]

    @property
    def kind(self) -> str:
        if self.id.startswith(("GR-", "LR-")):
            return "ruling"
        if "-THM-" in self.id:
            return "theorem"
        return "rule"

    @property
    def withdrawn(self) -> bool:
        """No longer normative: kept so that its ID is never reused, with the rule that replaces it named."""
        return self.prose.startswith(WITHDRAWN)


@frozen
class Rulebook:
    rules: dict[str, Rule]

    def get(self, rule_id: str) -> Rule:
        try:
            return self.rules[rule_id]
        except KeyError:
            # An ID mistyped in its number is most likely meant in the same part of the rulebook.
            prefix = rule_id.rpartition("-")[0]
            hint = did_you_mean(rule_id, [r for r in self.rules if r.rpartition("-")[0] == prefix]) or did_you_mean(
                rule_id, self.rules
            )
            extra = f"; did you mean {hint!r}?" if hint else ""
            raise CardlawError(f"no rule {rule_id!r} in the rulebook{extra}") from None

    def search(self, words: str) -> list[Rule]:
        """Rules whose ID, title or prose contain every word, case-insensitively."""
        terms = [w.casefold() for w in words.split()]
        found = []
        for rule in self.rules.values():
            haystack = f"{rule.id} {rule.title} {rule.prose}".casefold()
            if all(t in haystack for t in terms):
                found.append(rule)
        return found

    def blocks_in(self, language: str) -> Iterator[tuple[Rule, Block]]:
        for rule in self.rules.values():
            for block in rule.blocks:
                if block.language == language:
                    yield rule, block

    @property
    def variants(self) -> tuple[str, ...]:
        """The grid variants: every variant a ``rules`` block names."""
        seen: dict[str, None] = {}
        for _, block in self.blocks_in("rules"):
            seen.update(dict.fromkeys(block.variants))
        return tuple(seen)


class _OpenRule(TypedDict):
    """The rule `_parse_file` is reading: its heading so far, and the lines and blocks under it."""

    id: str
    title: str
    line: int
    prose: list[str]
    blocks: list[Block]


def _parse_file(path: Path, root: Path, rules: dict[str, Rule]) -> None:
    source = path.relative_to(root).as_posix()
    lines = path.read_text(encoding="utf-8").splitlines()
    current: _OpenRule | None = None
    level = 0

    def close() -> None:
        if current is not None:
            rules[str(current["id"])] = Rule(
                id=str(current["id"]),
                title=str(current["title"]),
                source=source,
                line=int(str(current["line"])),
                prose="\n".join(current["prose"]).strip(),
                blocks=tuple(current["blocks"]),
            )

    i = 0
    while i < len(lines):
        line = lines[i]
        if line[:1] not in _MARKS:  # most lines: prose, neither a fence nor a heading
            if current is not None:
                current["prose"].append(line)
            i += 1
            continue
        fence = _FENCE.match(line)
        if fence:
            marker = fence.group(1)
            body: list[str] = []
            start = i + 1
            i += 1
            while i < len(lines) and not lines[i].startswith(marker):
                body.append(lines[i])
                i += 1
            info = fence.group("info").split()
            if info and info[0] in LANGUAGES:
                if current is None:
                    raise CardlawError(f"spec/{source}:{start}: a {info[0]} block must sit under a rule heading")
                current["blocks"].append(
                    Block(info[0], tuple(info[1:]), "\n".join(body), source, start + 1)
                )
            elif current is not None:
                current["prose"].extend([line, *body, lines[i] if i < len(lines) else ""])
            i += 1
            continue
        heading = _HEADING.match(line)
        any_heading = _ANY_HEADING.match(line)
        if heading:
            close()
            rule_id = heading.group("id")
            if rule_id in rules:
                raise CardlawError(f"spec/{source}:{i + 1}: rule {rule_id} is defined twice")
            current = {"id": rule_id, "title": heading.group("title"), "line": i + 1, "prose": [], "blocks": []}
            level = len(heading.group("hashes"))
        elif any_heading and current is not None and len(any_heading.group(1)) <= level:
            close()
            current = None
        elif current is not None:
            current["prose"].append(line)
        i += 1
    close()


@cache
def load_page(page: str, root: Path | None = None) -> dict[str, Rule]:
    """The rules of one page of ``spec/`` (``grid/french.md``), for a reader that needs only
    that page and should not pay for reading the whole rulebook."""
    base = root if root is not None else data_dir("spec")
    rules: dict[str, Rule] = {}
    _parse_file(base / page, base, rules)
    return rules


@cache
def load_rulebook(root: Path | None = None) -> Rulebook:
    """Read every Markdown file under ``spec/`` (sorted by path) into one rulebook."""
    base = root if root is not None else data_dir("spec")
    rules: dict[str, Rule] = {}
    for path in sorted(base.rglob("*.md")):
        _parse_file(path, base, rules)
    return Rulebook(rules)
