"""The facts one build of the site needs, read once: rules, scenarios and what the reference makes of them."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "spec"
FRENCH_DIR = "grid/fr"  # the French edition of the grid rulebook, under spec/ and docs/
RULE_ID = r"[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3}"
# A rule ID written in running text: the prefixes the rulebook uses (spec/index.md).
CITED_ID = re.compile(r"(?<![\w-])(?:G|HB|BR|GR|L|LR)(?:-[A-Z]{1,4})?-\d{1,3}(?![\w-])")


class SiteError(Exception):
    """A build failure that names the file and the ID at fault."""


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def case_anchor(case_id: str) -> str:
    """The HTML id of a scenario on its catalogue page: ``grid/pairs/x`` -> ``case-grid-pairs-x``."""
    return "case-" + re.sub(r"[^A-Za-z0-9_-]", "-", case_id)


def case_page(case_id: str) -> str:
    """The catalogue page (docs path) listing a scenario: one page per folder of conformance/."""
    folder = case_id.rsplit("/", 1)[0]
    return f"conformance/cases/{folder.replace('/', '-')}.md"


@dataclass
class Site:
    """Read lazily; one instance per build."""

    root: Path = ROOT
    _results: dict[str, dict[str, Any]] = field(default_factory=dict)

    @cached_property
    def book(self) -> Any:
        from cardlaw.rulebook import load_rulebook

        return load_rulebook()

    @cached_property
    def scenarios(self) -> list[dict[str, Any]]:
        from cardlaw.conformance import load_all

        return sorted(load_all(), key=lambda s: s["id"])

    @cached_property
    def scenario_by_id(self) -> dict[str, dict[str, Any]]:
        return {s["id"]: s for s in self.scenarios}

    @cached_property
    def coverage(self) -> dict[str, list[str]]:
        from cardlaw.conformance import coverage

        return coverage()

    def result(self, case_id: str) -> dict[str, Any]:
        """What cardlaw's engine makes of the scenario (the protocol result)."""
        if case_id not in self._results:
            from cardlaw.conformance import execute

            self._results[case_id] = execute(self.scenario_by_id[case_id])
        return self._results[case_id]

    def rule_page(self, rule_id: str) -> str:
        """The docs path of the page that states the rule (docs/ mirrors spec/)."""
        return self.book.rules[rule_id].source

    @cached_property
    def grid_ids(self) -> list[str]:
        """Every rule ID of the English grid rulebook, in rulebook order."""
        return [rid for rid, r in self.book.rules.items() if r.source.startswith("grid/")]

    @cached_property
    def french_ids(self) -> dict[str, str]:
        from .checks import french_rule_ids

        return french_rule_ids(self.root / "spec")


def rel(from_url: str, to_url: str) -> str:
    from mkdocs.utils import get_relative_url

    return get_relative_url(to_url, from_url)


class Linker:
    """Links between built pages, by docs path and anchor, relative to the page being written."""

    def __init__(self, urls: dict[str, str], page_url: str, site: Site, french: bool = False) -> None:
        self.urls = urls  # docs path -> page URL
        self.page_url = page_url
        self.site = site
        self.french = french

    def to(self, src: str, anchor: str = "") -> str:
        if src not in self.urls:
            raise SiteError(f"{src}: no such page on the site (linked from {self.page_url or 'the home page'})")
        target = rel(self.page_url, self.urls[src])
        return target + (f"#{anchor}" if anchor else "")

    def rule(self, rule_id: str) -> str:
        if rule_id not in self.site.book.rules:
            raise SiteError(f"{self.page_url}: cites {rule_id}, which is not a rule of the rulebook")
        page = self.site.rule_page(rule_id)
        if self.french and page.startswith("grid/") and rule_id in self.site.french_ids:
            page = self.site.french_ids[rule_id]
        return self.to(page, rule_id)

    def rule_link(self, rule_id: str) -> str:
        title = self.site.book.rules[rule_id].title if rule_id in self.site.book.rules else ""
        return f'<a class="cl-rule" href="{esc(self.rule(rule_id))}" title="{esc(title)}">{esc(rule_id)}</a>'

    def rules(self, ids: list[str] | tuple[str, ...]) -> str:
        return ", ".join(self.rule_link(r) for r in ids)

    def case(self, case_id: str) -> str:
        return self.to(case_page(case_id), case_anchor(case_id))
