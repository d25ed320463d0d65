"""The card gallery: every card of cards/LF1.json as an SVG card face with its canonical
text, the rules its text uses and the scenarios that play it; then the starter decks."""

from __future__ import annotations

import json
import re
import textwrap
from functools import cache
from typing import Any

from .context import ROOT, Linker, Site, SiteError, esc
from .diagrams import _text

KIND_COLOUR = {"Land": "#6d8b3a", "Creature": "#8a5a2b", "Mutated Creature": "#6b2f7a", "Boost": "#2f6f9e",
               "Boost - Interrupt": "#1f4f7e", "Boost - Continuous": "#3f7fae", "Attachment": "#7a7a7a"}


def card_anchor(number: str) -> str:
    return "card-" + number


def _nodes(tree: Any) -> set[str]:
    found: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            if "node" in v:
                found.add(str(v["node"]))
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(tree)
    return found


_EXAMPLE = re.compile(r"```cardtext[ \t]*\n(.*?)\n```", re.S)


@cache
def node_rules() -> dict[str, str]:
    """Tree node name -> the card-text rule (spec/landfight/cardtext.md) whose examples first show it."""
    from cardlaw.cardtext import parse_card_text, tree_to_json
    from cardlaw.rulebook import load_rulebook

    found: dict[str, str] = {}
    for rule in load_rulebook().rules.values():
        if rule.source != "landfight/cardtext.md":
            continue
        for text in _EXAMPLE.findall(rule.prose):
            try:
                tree = tree_to_json(parse_card_text(text))
            except Exception:
                continue  # examples of refused text
            for node in sorted(_nodes(tree) - {"CardText"}):
                found.setdefault(node, rule.id)
    return found


def text_rules(card: Any) -> list[str]:
    from cardlaw.cardtext import tree_to_json

    table = node_rules()
    nodes = _nodes(tree_to_json(card.tree))
    return sorted({table[n] for n in nodes if n in table}, key=lambda r: int(r.rsplit("-", 1)[1]))


def card_svg(card: Any) -> str:
    from cardlaw.cardtext import print_card_text

    kind = card.kind.value
    colour = KIND_COLOUR.get(kind, "#555")
    text = print_card_text(card.tree) if card.text else ""
    w, h = 230, 320
    out = [f'<svg class="cl-card-face" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" '
           f'aria-label="{esc(card.name)}" xmlns="http://www.w3.org/2000/svg" font-family="Georgia, serif">',
           f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="12" fill="{colour}"/>',
           f'<rect x="10" y="10" width="{w - 20}" height="26" rx="4" fill="#fbf7ea"/>',
           _text(16, 28, card.name[:26], 13, "#1b1b1b", "start", "bold")]
    if card.badge:
        out.append(f'<circle cx="{w - 24}" cy="23" r="10" fill="{colour}"/>'
                   + _text(w - 24, 27, card.badge, 11, "#fff", weight="bold"))
    out.append(f'<rect x="10" y="42" width="{w - 20}" height="90" rx="4" fill="#ffffff" fill-opacity="0.18"/>')
    out.append(_text(w / 2, 95, kind, 15, "#fff", weight="bold"))
    out.append(f'<rect x="10" y="138" width="{w - 20}" height="20" rx="3" fill="#fbf7ea"/>')
    out.append(_text(16, 152, (card.type_line or kind)[:32], 10.5, "#1b1b1b", "start"))
    out.append(f'<rect x="10" y="164" width="{w - 20}" height="{h - 164 - 34}" rx="4" fill="#fbf7ea"/>')
    lines = [ln for para in text.split("\n") for ln in (textwrap.wrap(para, 36) or [""])]
    if len(lines) > 10:
        lines = lines[:9] + ["…"]
    for i, line in enumerate(lines):
        out.append(_text(16, 180 + i * 12, line, 9.5, "#1b1b1b", "start"))
    out.append(_text(14, h - 14, f"{card.number} · {card.rarity}", 9, "#fff", "start"))
    if card.strength is not None:
        out.append(f'<rect x="{w - 62}" y="{h - 30}" width="50" height="20" rx="4" fill="#fbf7ea"/>'
                   + _text(w - 37, h - 15, f"STR {card.strength}", 11, "#1b1b1b", weight="bold"))
    out.append("</svg>")
    return "".join(out)


def plays(site: Site) -> dict[str, list[str]]:
    """Card name (folded) -> the Landfight scenarios whose setup holds a card of that name."""
    found: dict[str, list[str]] = {}
    for s in site.scenarios:
        if s.get("game") != "landfight":
            continue
        names = {str(c.get("name", "")).casefold() for c in (s["setup"].get("cards") or {}).values()}
        deck = s["setup"].get("deck") or {}
        names |= {str(e.get("card", {}).get("name", "")).casefold() for part in ("cards", "side")
                  for e in deck.get(part, [])}
        for name in names:
            found.setdefault(name, []).append(s["id"])
    return found


def gallery_html(site: Site, link: Linker) -> str:
    from cardlaw.landfight.cards import inspect_card_file, load_card_set

    path = ROOT / "cards" / "LF1.json"
    report = inspect_card_file(path)
    for check in report.checks:
        if not check.ok:
            raise SiteError(f"cards/LF1.json: {check.number} ({check.name}) cannot be rendered: "
                            + "; ".join(check.problems or ("its text does not round-trip",)))
    card_set = load_card_set(path)
    played = plays(site)
    out = [f"<p>The reference set <b>{esc(card_set.code)}</b>, <i>{esc(card_set.title)}</i>: {len(card_set)} cards, "
           "each drawn from <code>cards/LF1.json</code> with its text as the reference's canonical printer writes "
           "it. Under each card: the card-text rules its text uses and the conformance cases that play a card of "
           "that name.</p>", '<div class="cl-gallery">']
    for card in card_set:
        try:
            face = card_svg(card)
        except Exception as exc:
            raise SiteError(f"cards/LF1.json: {card.number} ({card.name}) cannot be rendered: {exc!r}") from None
        rules = text_rules(card) if card.text else []
        cases = played.get(card.name.casefold(), [])
        case_links = ", ".join(f'<a href="{esc(link.case(c))}">{esc(c.split("/", 1)[1])}</a>' for c in cases[:6])
        if len(cases) > 6:
            case_links += f" and {len(cases) - 6} more"
        out.append(
            f'<figure class="cl-card" id="{card_anchor(card.number)}">{face}<figcaption>'
            f"<b>{esc(card.number)}</b> {esc(card.name)}"
            + (f'<br><span class="cl-small">text rules: {link.rules(rules)}</span>' if rules else "")
            + (f'<br><span class="cl-small">played in: {case_links}</span>' if cases else "")
            + "</figcaption></figure>"
        )
    out.append("</div>")
    out.append('<h2 id="starter-decks">Starter decks</h2>')
    for deck_path in sorted((ROOT / "cards" / "decks").glob("*.json")):
        data = json.loads(deck_path.read_text(encoding="utf-8"))
        rows = []
        total = 0
        for entry in data.get("cards", []):
            number = entry["number"]
            card = card_set.get(number)
            if card is None:
                raise SiteError(f"cards/decks/{deck_path.name}: {number}: no such card in LF1")
            total += entry["count"]
            rows.append(f'<li>{entry["count"]} × <a href="#{card_anchor(number)}">{esc(card.name)}</a> '
                        f'<span class="cl-small">{esc(number)}</span></li>')
        side = data.get("side", [])
        side_rows = "".join(
            f'<li>{e["count"]} × <a href="#{card_anchor(e["number"])}">'
            f'{esc(card_set.card(e["number"]).name)}</a></li>' for e in side)
        out.append(
            f'<h3 id="deck-{deck_path.stem}">{esc(data.get("name", deck_path.stem))} '
            f'<code>{esc(deck_path.stem)}</code></h3><p>{esc(data.get("description", ""))} '
            f"{total} cards" + (f", side deck {sum(e['count'] for e in side)}" if side else "")
            + f'. Play it with <code>cardlaw play landfight --deck {esc(deck_path.stem)} …</code>.</p>'
            f'<ul class="cl-deck-list">{"".join(rows)}</ul>'
            + (f'<p>Side deck:</p><ul class="cl-deck-list">{side_rows}</ul>' if side else "")
        )
    return "".join(out)
