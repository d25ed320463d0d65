"""The changelog: for each commit that touched spec/ or conformance/, the rule IDs it
added, changed or withdrew and the cases whose expectations changed, read from git."""

from __future__ import annotations

import json
import re
import subprocess
from typing import Any

from .context import ROOT, RULE_ID, Linker, esc

_HEADING = re.compile(r"^#{2,6}[ \t]+(?P<id>" + RULE_ID + r")\b")
_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
CACHE = ROOT / "build" / "cardlaw-site" / "changelog"


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True,
                          timeout=60).stdout


def _sections(text: str) -> list[tuple[int, str]]:
    """(first line, rule ID) of every rule heading, in order."""
    return [(n, m.group("id")) for n, line in enumerate(text.splitlines(), start=1)
            if (m := _HEADING.match(line))]


def _withdrawn(text: str) -> set[str]:
    """IDs of the rules whose prose opens with the withdrawal paragraph (spec/index.md)."""
    lines = text.splitlines()
    found = set()
    for n, rule_id in _sections(text):
        following = next((line for line in lines[n:] if line.strip()), "")
        if following.startswith("**Withdrawn.**"):
            found.add(rule_id)
    return found


def _rule_at(sections: list[tuple[int, str]], line: int) -> str | None:
    found = None
    for start, rule_id in sections:
        if start <= line:
            found = rule_id
        else:
            break
    return found


def _show(commit: str, path: str) -> str | None:
    try:
        return _git("show", f"{commit}:{path}")
    except subprocess.CalledProcessError:
        return None


def commit_entry(commit: str) -> dict[str, Any]:
    parent = f"{commit}^"
    has_parent = bool(_git("rev-list", "--parents", "-n", "1", commit).split()[1:])
    meta = _git("show", "-s", "--format=%h%x00%as%x00%s", commit).strip().split("\x00")
    entry: dict[str, Any] = {"commit": meta[0], "date": meta[1], "subject": meta[2],
                             "added": [], "changed": [], "withdrawn": [], "cases_added": [],
                             "cases_changed": [], "cases_removed": []}
    base = parent if has_parent else "4b825dc642cb6eb9a060e54bf8c69288fbee4904"  # the empty tree
    names = _git("diff", "--name-status", "--no-renames", base, commit, "--", "spec", "conformance").splitlines()
    for row in names:
        status, _, path = row.partition("\t")
        if path.startswith("spec/") and path.endswith(".md") and "/fr/" not in path:
            new = _show(commit, path) if status != "D" else ""
            old = _show(parent, path) if has_parent and status != "A" else ""
            new_ids = {r for _, r in _sections(new or "")}
            old_ids = {r for _, r in _sections(old or "")}
            entry["added"].extend(sorted(new_ids - old_ids))
            # A rule is withdrawn by a paragraph that keeps its heading (spec/index.md), or, once, by removal.
            newly = (_withdrawn(new or "") - _withdrawn(old or "")) & old_ids
            entry["withdrawn"].extend(sorted((old_ids - new_ids) | newly))
            if status == "M":
                sections = _sections(new or "")
                diff = _git("diff", "-U0", base, commit, "--", path)
                touched: set[str] = set()
                for line in diff.splitlines():
                    m = _HUNK.match(line)
                    if m:
                        start, count = int(m.group(3)), int(m.group(4) or 1)
                        for n in range(start, start + max(count, 1)):
                            rule_id = _rule_at(sections, n)
                            if rule_id:
                                touched.add(rule_id)
                entry["changed"].extend(sorted((touched & old_ids & new_ids) - newly))
        elif path.startswith("conformance/") and path.endswith(".json") and "/schema/" not in path:
            case = path[len("conformance/"):-len(".json")]
            if status == "A":
                entry["cases_added"].append(case)
            elif status == "D":
                entry["cases_removed"].append(case)
            else:
                try:
                    before = json.loads(_show(parent, path) or "{}").get("expect")
                    after = json.loads(_show(commit, path) or "{}").get("expect")
                except json.JSONDecodeError:
                    before, after = None, True
                if before != after:
                    entry["cases_changed"].append(case)
    return entry


def history(limit: int = 400) -> list[dict[str, Any]] | None:
    """Entries newest first, or None when there is no git history here. Kept per commit in build/."""
    try:
        commits = _git("log", f"-n{limit}", "--format=%H", "--", "spec", "conformance").split()
    except (OSError, subprocess.CalledProcessError, subprocess.TimeoutExpired):
        return None
    CACHE.mkdir(parents=True, exist_ok=True)
    out = []
    for commit in commits:
        cached = CACHE / f"{commit}.json"
        if cached.is_file():
            out.append(json.loads(cached.read_text(encoding="utf-8")))
            continue
        entry = commit_entry(commit)
        cached.write_text(json.dumps(entry), encoding="utf-8")
        out.append(entry)
    return out


def changelog_html(link: Linker, known_rules: set[str], known_cases: set[str]) -> str:
    entries = history()
    if entries is None:
        return ("<p>This copy of the project has no git history, so the changelog cannot be made here. "
                "Build the site from a clone.</p>")

    def rules(ids: list[str]) -> str:
        return ", ".join(link.rule_link(r) if r in known_rules else f"<code>{esc(r)}</code>" for r in ids)

    def cases(ids: list[str]) -> str:
        shown = [f'<a href="{esc(link.case(c))}">{esc(c)}</a>' if c in known_cases else f"<code>{esc(c)}</code>"
                 for c in ids[:12]]
        return ", ".join(shown) + (f" and {len(ids) - 12} more" if len(ids) > 12 else "")

    parts = ["<p>Made from the git history of <code>spec/</code> and <code>conformance/</code>, newest first: "
             "for each commit, the rule IDs whose heading it added or removed, the rules whose text it changed "
             "(a changed line under the rule's heading), and the conformance cases it added, removed or whose "
             "expectations it changed. IDs are forever (a withdrawn ID is never reused).</p>"]
    for e in entries:
        rows = []
        for key, label, render in (("added", "rules added", rules), ("changed", "rules changed", rules),
                                   ("withdrawn", "rules withdrawn", rules),
                                   ("cases_changed", "cases whose expectations changed", cases),
                                   ("cases_added", "cases added", cases), ("cases_removed", "cases removed", cases)):
            if e[key]:
                rows.append(f"<li>{label} ({len(e[key])}): {render(e[key])}</li>")
        if not rows:
            rows.append("<li>no rule or expectation changed (wording outside rule sections, or tooling)</li>")
        parts.append(f'<section class="cl-change"><p class="cl-change-head"><code>{esc(e["commit"])}</code> '
                     f'{esc(e["date"])} — {esc(e["subject"])}</p><ul>{"".join(rows)}</ul></section>')
    return "".join(parts)
