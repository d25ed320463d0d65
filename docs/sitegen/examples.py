"""A scenario as a worked example: diagram, actions, expected outcome, rules cited."""

from __future__ import annotations

import json
from typing import Any

from .context import Linker, Site, SiteError, case_anchor, esc
from .diagrams import diagram

WORDS = {
    "en": {"case": "Case", "game": "Game", "options": "options", "actions": "Actions", "none": "none",
           "expect": "Expected outcome", "cited": "Rules cited", "state": "expected state (subset)",
           "refused": "refused", "setup": "the setup", "action": "action", "deck_legal": "the deck is legal",
           "deck_illegal": "the deck is not legal", "catalogue": "in the catalogue", "pins": "Pins"},
    "fr": {"case": "Cas", "game": "Jeu", "options": "options", "actions": "Coups et actions", "none": "aucun",
           "expect": "Résultat attendu", "cited": "Règles citées", "state": "état attendu (en partie)",
           "refused": "refusé", "setup": "la mise en place", "action": "l'action", "deck_legal": "le deck est légal",
           "deck_illegal": "le deck n'est pas légal", "catalogue": "dans le catalogue", "pins": "Fixe"},
}
_SKIP = {"type", "rules"}


def _value(v: Any) -> str:
    if isinstance(v, (dict, list)):
        return json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    return "—" if v is None else str(v)


def event_line(event: dict[str, Any], link: Linker) -> str:
    kind = str(event.get("type", "?"))
    detail = ", ".join(f"{k} {_value(v)}" for k, v in event.items() if k not in _SKIP)
    rules = [r for r in event.get("rules", []) if isinstance(r, str)]
    cited = f" ({link.rules(rules)})" if rules else ""
    return f'<li><span class="cl-ev">{esc(kind)}</span> {esc(detail)}{cited}</li>'


def action_text(action: dict[str, Any]) -> str:
    who = action.get("player")
    rest = {k: v for k, v in action.items() if k != "player"}
    if set(rest) == {"move"}:
        what = str(rest["move"])
    else:
        what = " ".join(f"{k} {_value(v)}" if k != "action" else str(v) for k, v in rest.items())
    return f"{who}: {what}" if who else what


def cited_rules(scenario: dict[str, Any], site: Site) -> list[str]:
    seen: dict[str, None] = dict.fromkeys(scenario.get("pins", []))

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k == "rules" and isinstance(v, list):
                    seen.update(dict.fromkeys(r for r in v if isinstance(r, str)))
                elif k == "rule" and isinstance(v, str):
                    seen[v] = None
                else:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(scenario.get("expect"))
    unknown = [r for r in seen if r not in site.book.rules]
    if unknown:
        raise SiteError(f"conformance/{scenario['id']}.json: {scenario['id']}: cites {unknown[0]}, which is not a "
                        "rule of the rulebook")
    return list(seen)


def expected_html(scenario: dict[str, Any], link: Linker, lang: str) -> str:
    w = WORDS[lang]
    expect = scenario.get("expect") or {}
    parts: list[str] = []
    events = expect.get("events") or []
    actions = scenario.get("actions", [])
    for i, evs in enumerate(events):
        if not evs:
            continue
        label = esc(action_text(actions[i])) if i < len(actions) else f"{w['action']} {i + 1}"
        parts.append(f'<li><span class="cl-after">{label}</span><ul>'
                     + "".join(event_line(e, link) for e in evs if isinstance(e, dict)) + "</ul></li>")
    for e in expect.get("setup_events") or []:
        if isinstance(e, dict):
            parts.append(event_line(e, link))
    error = expect.get("error")
    if error:
        where = w["setup"] if error.get("setup") or error.get("action") is None else (
            f"{w['action']} {int(error['action']) + 1}")
        rule = error.get("rule")
        parts.append(f'<li class="cl-refused"><b>{w["refused"]}</b>: {esc(where)}'
                     + (f" ({link.rule_link(rule)})" if isinstance(rule, str) else "") + "</li>")
    deck = expect.get("deck")
    if deck:
        problems = ", ".join(link.rule_link(p["rule"]) for p in deck.get("problems", []) if p.get("rule"))
        parts.append(f"<li><b>{w['deck_legal'] if deck.get('legal') else w['deck_illegal']}</b>"
                     + (f" ({problems})" if problems else "") + "</li>")
    if "deal" in expect:
        parts.append(f"<li>deal {esc(_value(expect['deal']))}</li>")
    body = f'<ul class="cl-expect">{"".join(parts)}</ul>' if parts else ""
    state = expect.get("state")
    if state:
        body += (f'<details class="cl-state"><summary>{w["state"]}</summary><pre><code>'
                 f'{esc(json.dumps(state, ensure_ascii=False, indent=1))}</code></pre></details>')
    return body


def worked_example(site: Site, case_id: str, link: Linker, *, lang: str = "en", open_: bool = False,
                   anchor: bool = False) -> str:
    """The HTML of one worked example; ``anchor`` gives it the case's own id (catalogue pages)."""
    w = WORDS[lang]
    scenario = site.scenario_by_id[case_id]
    try:
        svg = diagram(site, scenario)
    except SiteError:
        raise
    except Exception as exc:
        raise SiteError(f"conformance/{case_id}.json: {case_id}: cannot be drawn: {exc!r}") from None
    options = scenario.get("options") or {}
    opts = (f" · {w['options']} " + ", ".join(f"<code>{esc(k)}={esc(v)}</code>" for k, v in options.items())
            if options else "")
    actions = scenario.get("actions", [])
    acts = ("<ol class=\"cl-actions\">" + "".join(f"<li><code>{esc(action_text(a))}</code></li>" for a in actions)
            + "</ol>") if actions else f"<p>{w['none']}</p>"
    ident = f' id="{case_anchor(case_id)}"' if anchor else ""
    to_case = "" if anchor else f' · <a href="{esc(link.case(case_id))}">{w["catalogue"]}</a>'
    pins = link.rules(scenario.get("pins", []))
    return (
        f'<details class="cl-example"{ident}{" open" if open_ else ""}>'
        f'<summary><span class="cl-case-label">{w["case"]}</span> <code>{esc(case_id)}</code> — '
        f'{esc(scenario.get("title", ""))}</summary>'
        f'<div class="cl-example-body"><div class="cl-figure">{svg}</div><div class="cl-example-text">'
        f'<p class="cl-meta">{w["game"]} <code>{esc(scenario.get("game"))}</code>{opts}{to_case}</p>'
        f'<p>{esc(scenario.get("description", ""))}</p>'
        f'<p class="cl-h">{w["actions"]}</p>{acts}'
        f'<p class="cl-h">{w["expect"]}</p>{expected_html(scenario, link, lang)}'
        f'<p class="cl-cited">{w["pins"]}: {pins}<br>{w["cited"]}: {link.rules(cited_rules(scenario, site))}</p>'
        "</div></div></details>"
    )
