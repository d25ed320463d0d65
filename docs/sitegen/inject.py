"""What the built rule pages get besides their text: a copy button on every rule heading,
the cases that pin the rule as worked examples, the matrix cells a ruling's option
changes, and the language switch."""

from __future__ import annotations

import re
from .context import Linker, Site, esc
from .examples import WORDS, worked_example

_COPY_ICON = ('<svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true"><rect x="5" y="5" width="9" '
              'height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M11 3V2.5A1.5 1.5 0 0 '
              '0 9.5 1h-7A1.5 1.5 0 0 0 1 2.5v7A1.5 1.5 0 0 0 2.5 11H3" fill="none" stroke="currentColor" '
              'stroke-width="1.6"/></svg>')
SHOWN = 2  # worked examples drawn in full under a rule; the rest are listed
_HEADING = re.compile(r'<h(?P<level>[2-6])(?P<attrs>[^>]*)\bid="(?P<id>[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3})"'
                      r'(?P<rest>[^>]*)>(?P<body>.*?)</h(?P=level)>', re.S)
_ANY_HEADING = re.compile(r"<h([1-6])[\s>]")

LABELS = {
    "en": {"pinned": "Cases that pin {id}", "more": "{n} more cases pin {id}:", "none": "No case pins {id} yet.",
           "withdrawn": "{id} is withdrawn: no case pins it.", "copy": "Copy the permalink of {id}"},
    "fr": {"pinned": "Cas qui fixent {id}", "more": "{n} autres cas fixent {id} :", "none": "Aucun cas ne fixe {id}.",
           "withdrawn": "{id} est retirée : aucun cas ne la fixe.", "copy": "Copier le lien permanent de {id}"},
}


def _ordered(site: Site, cases: list[str]) -> list[str]:
    """Cases in the order a reader learns most from: those pinning fewest rules first."""
    return sorted(cases, key=lambda c: (len(site.scenario_by_id[c].get("pins", [])), c))


def pinned_block(site: Site, rule_id: str, link: Linker, lang: str) -> str:
    label = LABELS[lang]
    cases = _ordered(site, [c for c in site.coverage.get(rule_id, []) if c in site.scenario_by_id])
    if not cases:
        rule = site.book.rules.get(rule_id)
        said = label["withdrawn" if rule is not None and rule.withdrawn else "none"].format(id=rule_id)
        return f'<div class="cl-pinned" data-rule="{rule_id}"><p class="cl-h">{said}</p></div>'
    shown = "".join(worked_example(site, c, link, lang=lang, open_=(i == 0)) for i, c in enumerate(cases[:SHOWN]))
    rest = cases[SHOWN:]
    more = ""
    if rest:
        items = "".join(f'<li><a href="{esc(link.case(c))}">{esc(c)}</a> — '
                        f'{esc(site.scenario_by_id[c].get("title", ""))}</li>' for c in rest)
        more = (f'<details class="cl-more"><summary>{label["more"].format(n=len(rest), id=rule_id)}</summary>'
                f"<ul>{items}</ul></details>")
    return (f'<div class="cl-pinned" data-rule="{rule_id}"><p class="cl-h">{label["pinned"].format(id=rule_id)} '
            f"({len(cases)})</p>{shown}{more}</div>")


def decorate_rules(html: str, site: Site, link: Linker, lang: str,
                   extra: dict[str, str] | None = None) -> str:
    """Add the copy button to every rule heading, and after each rule's text its cases (and ``extra``).

    A rule's block goes just before the next heading after the rule's own, so that it
    belongs to the rule's section (in the page and in the search index)."""
    extra = extra or {}
    label = LABELS[lang]

    def button(m: re.Match[str]) -> str:
        rule_id = m.group("id")
        if rule_id not in site.book.rules:
            return m.group(0)
        title = esc(label["copy"].format(id=rule_id))
        level = m.group("level")
        return (f'<h{level}{m.group("attrs")}id="{rule_id}"{m.group("rest")}>{m.group("body")}'
                f'<button type="button" class="cl-copy" data-anchor="{rule_id}" title="{title}" '
                f'aria-label="{title}">{_COPY_ICON}</button></h{level}>')

    html = _HEADING.sub(button, html)
    positions = []
    for m in _HEADING.finditer(html):
        if m.group("id") in site.book.rules:
            nxt = _ANY_HEADING.search(html, m.end())
            positions.append((nxt.start() if nxt else len(html), m.group("id")))
    out: list[str] = []
    cursor = 0
    for pos, rule_id in positions:  # in page order, so the positions only grow
        out.append(html[cursor:pos])
        out.append(extra.get(rule_id, "") + pinned_block(site, rule_id, link, lang))
        cursor = pos
    out.append(html[cursor:])
    return "".join(out)


def language_switch(link: Linker, here_en: str | None, here_fr: str | None, lang: str) -> str:
    """English | Français, each pointing at this page in that language, or at that edition's home."""
    en = link.to(here_en) if here_en else link.to("index.md")
    fr = link.to(here_fr) if here_fr else link.to("grid/fr/index.md")
    current = ' aria-current="true"'
    return (f'<nav class="cl-lang" aria-label="Language / Langue">'
            f'<a href="{esc(en)}" hreflang="en" lang="en" class="cl-lang-en"{current if lang == "en" else ""}>English</a>'
            f'<a href="{esc(fr)}" hreflang="fr" lang="fr" class="cl-lang-fr"{current if lang == "fr" else ""}>Français</a>'
            "</nav>")


def words(lang: str) -> dict[str, str]:
    return WORDS[lang]
