"""The glossary (spec/glossary.md) and the links from its terms wherever they appear.

An entry is a heading ``### Term { #anchor }``, optionally followed by a line
``*Also: other form, another form*`` and a line ``*Français : terme, autre terme*``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .context import SiteError, esc

GLOSSARY_PAGE = "glossary.md"
_ENTRY = re.compile(r"^###[ \t]+(?P<term>[^{\n]+?)[ \t]*\{[ \t]*#(?P<anchor>[a-z0-9-]+)[ \t]*\}[ \t]*$")
_ALSO = re.compile(r"^\*(?P<label>Also|Français)[ \t]*:[ \t]*(?P<words>[^*]+)\*[ \t]*$")


@dataclass(frozen=True)
class Term:
    anchor: str
    english: tuple[str, ...]
    french: tuple[str, ...]


def read_glossary(path: Path) -> list[Term]:
    if not path.is_file():
        return []
    terms: list[Term] = []
    current: dict[str, list[str]] | None = None
    anchor = ""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        m = _ENTRY.match(line)
        if m:
            if current is not None:
                terms.append(Term(anchor, tuple(current["Also"]), tuple(current["Français"])))
            anchor = m.group("anchor")
            if any(t.anchor == anchor for t in terms):
                raise SiteError(f"spec/glossary.md:{number}: the anchor #{anchor} is used twice")
            current = {"Also": [m.group("term").strip()], "Français": []}
            continue
        a = _ALSO.match(line)
        if a and current is not None:
            current[a.group("label")].extend(w.strip() for w in a.group("words").split(",") if w.strip())
    if current is not None:
        terms.append(Term(anchor, tuple(current["Also"]), tuple(current["Français"])))
    return terms


_TAG = re.compile(r"(<[^>]+>)")
_SKIP = {"a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "svg", "script", "style", "button", "summary",
         "textarea", "select", "label", "th", "dt"}


def link_terms(html: str, terms: list[Term], href: str, french: bool) -> str:
    """Link the first use of each term on a page to its entry; text inside links, code, headings is left alone."""
    words: list[tuple[str, str]] = []
    for term in terms:
        for word in term.french if french else term.english:
            words.append((word, term.anchor))
    if not words:
        return html
    words.sort(key=lambda w: -len(w[0]))
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w, _ in words) + r")(s?)(?![\w-])", re.I)
    anchor_of = {w.casefold(): a for w, a in words}
    done: set[str] = set()
    out: list[str] = []
    skip: list[str] = []

    def replace(m: re.Match[str]) -> str:
        anchor = anchor_of[m.group(1).casefold()]
        if anchor in done:
            return m.group(0)
        done.add(anchor)
        return f'<a class="cl-term" href="{esc(href)}#{anchor}" title="glossary">{m.group(0)}</a>'

    for part in _TAG.split(html):
        if part.startswith("<"):
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", part)
            if name:
                tag = name.group(1).lower()
                if tag in _SKIP:
                    if part.startswith("</"):
                        if skip and skip[-1] == tag:
                            skip.pop()
                    elif not part.endswith("/>"):
                        skip.append(tag)
            out.append(part)
        elif skip or not part.strip():
            out.append(part)
        else:
            out.append(pattern.sub(replace, part))
    return "".join(out)
