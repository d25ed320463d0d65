"""Checks that fail the build naming the file and the ID: a spec page citing an unknown
rule, and a grid rule missing from one of the two languages."""

from __future__ import annotations

import re
from pathlib import Path

from .context import CITED_ID, FRENCH_DIR, RULE_ID, Site, SiteError

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_FR_HEADING = re.compile(r"^#{2,6}[ \t]+§[ \t]*(?P<id>" + RULE_ID + r")\b")


def prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) of the lines outside fenced code, with inline code blanked."""
    out, fence = [], None
    for number, line in enumerate(text.splitlines(), start=1):
        opened = _FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            continue
        if opened:
            fence = opened.group(1)
            continue
        out.append((number, _INLINE_CODE.sub("", line)))
    return out


def check_citations(site: Site, spec: Path) -> None:
    """Every rule ID written in the prose of a spec page (links included) names a rule of the rulebook."""
    known = set(site.book.rules)
    for path in sorted(spec.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        for number, line in prose_lines(text):
            for match in CITED_ID.finditer(line):
                if match.group(0) not in known:
                    rel = path.relative_to(spec.parent).as_posix()
                    raise SiteError(f"{rel}:{number}: cites {match.group(0)}, which is not a rule of the rulebook")


def french_rule_ids(spec: Path) -> dict[str, str]:
    """Rule ID -> docs path of the French page that translates it (headings ``### § G-BAT-2 · …``)."""
    found: dict[str, str] = {}
    folder = spec / FRENCH_DIR
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        rel = path.relative_to(spec).as_posix()
        for number, line in prose_lines(path.read_text(encoding="utf-8")):
            m = _FR_HEADING.match(line)
            if m:
                if m.group("id") in found:
                    raise SiteError(f"spec/{rel}:{number}: {m.group('id')} is translated twice "
                                    f"(first in spec/{found[m.group('id')]})")
                found[m.group("id")] = rel
    return found


def translation_problems(site: Site) -> list[str]:
    """A line per grid rule missing in French, per French ID unknown in English, per rule on the wrong page."""
    problems = []
    french = site.french_ids
    for rule_id in site.grid_ids:
        source = site.rule_page(rule_id)
        expected = f"{FRENCH_DIR}/{Path(source).name}"
        if rule_id not in french:
            problems.append(f"spec/{expected}: {rule_id} (spec/{source}) has no French translation")
        elif french[rule_id] != expected:
            problems.append(f"spec/{french[rule_id]}: {rule_id} belongs on spec/{expected}, beside spec/{source}")
    for rule_id, page in french.items():
        if rule_id not in site.book.rules or not site.rule_page(rule_id).startswith("grid/"):
            problems.append(f"spec/{page}: {rule_id} is not a rule of the English grid rulebook")
    return problems


def check_translation(site: Site) -> None:
    problems = translation_problems(site)
    if problems:
        raise SiteError("the two languages differ: " + "; ".join(problems))
