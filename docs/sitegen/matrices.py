"""Battle matrices made by running the reference on the category-pair scenarios of
``conformance/grid/pairs/``, and the Landfight battle and size-cost tables read by the
engine's own rule loader."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .context import Linker, Site, SiteError, esc

PAIR_PREFIX = {"hornburg": "hb", "base-race": "br"}


@dataclass(frozen=True)
class Cell:
    variant: str
    attacker: str
    defender: str
    case_id: str
    summary: str
    rules: tuple[str, ...]


def _summary(events: list[dict[str, Any]]) -> tuple[str, tuple[str, ...]]:
    """What a battle did, in a few words (A attacker, D defender), and the rules its outcome cites."""
    side = {}
    for e in events:
        if e.get("type") == "reveal":
            side[e.get("owner")] = "A" if e.get("side") == "attacker" else "D"
    words: list[str] = []
    rules: list[str] = []
    for e in events:
        kind = e.get("type")
        if kind in ("attack", "reveal", "draw"):  # a draw option ends games, not battles
            continue
        if kind == "battle":
            survivor = e.get("survivor")
            words.append(f"{'A' if survivor == 'attacker' else 'D'} survives" if survivor else "no survivor")
            if e.get("comparison"):
                words[-1] += f" ({e['comparison']})"
        elif kind == "discard":
            words.append(f"{side.get(e.get('owner'), e.get('owner'))} discarded")
        elif kind == "advance":
            words.append("A advances")
        elif kind == "face_down":
            words.append("turned face down")
        elif kind == "extra_turn":
            words.append(f"extra turn {side.get(e.get('player'), e.get('player'))}")
        elif kind == "win":
            words.append(f"{side.get(e.get('player'), e.get('player'))} wins the game")
        else:
            words.append(str(kind))
        rules.extend(r for r in e.get("rules", []) if r not in rules and r != "G-MOV-5")
    return " · ".join(words), tuple(dict.fromkeys(rules))


def run_cell(site: Site, variant: str, attacker: str, defender: str,
             options: dict[str, Any] | None = None) -> Cell:
    from cardlaw.conformance import execute

    case_id = f"grid/pairs/{PAIR_PREFIX[variant]}-{attacker}-attacks-{defender}"
    scenario = site.scenario_by_id.get(case_id)
    if scenario is None:
        raise SiteError(f"conformance/{case_id}.json: {case_id}: missing; the {variant} battle matrix needs a "
                        f"scenario for {attacker} attacking {defender}")
    if options:
        scenario = {**scenario, "options": {**(scenario.get("options") or {}), **options}}
        result = execute(scenario)
    else:
        result = site.result(case_id)
    if result.get("error"):
        raise SiteError(f"conformance/{case_id}.json: {case_id}: the reference refused it: {result['error']}")
    events = result["events"][0] if result["events"] else []
    summary, rules = _summary(events)
    return Cell(variant, attacker, defender, case_id, summary, rules)


def categories(variant: str) -> tuple[str, ...]:
    from cardlaw.rules import load_ruleset

    return tuple(load_ruleset(variant).category_names)


def matrix(site: Site, variant: str, options: dict[str, Any] | None = None) -> dict[tuple[str, str], Cell]:
    cats = categories(variant)
    return {(a, d): run_cell(site, variant, a, d, options) for a in cats for d in cats}


def _cell_html(cell: Cell, link: Linker, differs: bool) -> str:
    klass = ' class="cl-differs"' if differs else ""
    return (f'<td{klass}><a class="cl-cell" href="{esc(link.case(cell.case_id))}" '
            f'title="{esc(cell.case_id)}">{esc(cell.summary)}</a>'
            f'<span class="cl-cell-rules">{link.rules(cell.rules)}</span></td>')


def matrices_html(site: Site, link: Linker) -> str:
    from cardlaw.rules import load_ruleset

    tables = {v: matrix(site, v) for v in PAIR_PREFIX}
    out = []
    cats = categories("hornburg")
    differing = 0
    rows = []
    for a in cats:
        cells = []
        for d in cats:
            hb, br = tables["hornburg"].get((a, d)), tables["base-race"].get((a, d))
            differs = hb is not None and br is not None and hb.summary != br.summary
            differing += differs
            cells.append(_cell_html(hb, link, differs) if hb else "<td></td>")
            cells.append(_cell_html(br, link, differs) if br else "<td></td>")
        rows.append(f"<tr><th scope=\"row\">{esc(a)}</th>{''.join(cells)}</tr>")
    head1 = "".join(f'<th colspan="2" scope="colgroup">{esc(d)}</th>' for d in cats)
    head2 = "".join('<th scope="col">HB</th><th scope="col">BR</th>' for _ in cats)
    out.append(
        "<p>Each cell is the category-pair scenario of <code>conformance/grid/pairs/</code>, run on the reference: "
        "A is the attacker, D the defender; where strengths are compared the attacker brings 2 and the defender 3. "
        "A cell links to its case; the rule IDs under it are those its outcome cites.</p>"
        f"<p>{differing} of {len(cats) ** 2} category pairs end differently in the two games; their cells are "
        "highlighted. HB is "
        f'<a href="{esc(link.rule(load_ruleset("hornburg").variant_rule))}">Battle of the Hornburg</a>, BR is '
        f'<a href="{esc(link.rule(load_ruleset("base-race").variant_rule))}">Base Race</a>.</p>'
        '<div class="cl-matrix-wrap"><table class="cl-matrix cl-side-by-side"><thead>'
        f'<tr><th rowspan="2" scope="col">attacker ↓ / defender →</th>{head1}</tr><tr>{head2}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )
    out.append(categories_html(site, link))
    for variant in PAIR_PREFIX:
        ruleset = load_ruleset(variant)
        body = []
        for a in categories(variant):
            cells = "".join(_cell_html(tables[variant][(a, d)], link, False) for d in categories(variant))
            body.append(f'<tr><th scope="row">{esc(a)}</th>{cells}</tr>')
        head = "".join(f'<th scope="col">{esc(d)}</th>' for d in categories(variant))
        out.append(
            f'<h2 id="matrix-{variant}">{esc(ruleset.title)}</h2>'
            '<div class="cl-matrix-wrap"><table class="cl-matrix"><thead>'
            f'<tr><th scope="col">attacker ↓ / defender →</th>{head}</tr></thead><tbody>{"".join(body)}</tbody>'
            "</table></div>"
        )
    return "".join(out)


def categories_html(site: Site, link: Linker) -> str:
    """Every type line the grid scenarios use, with the category each game puts it in; differences highlighted."""
    from cardlaw.grid import Card
    from cardlaw.rules import load_ruleset

    lines: dict[str, str] = {}
    for s in site.scenarios:
        if s.get("game") in PAIR_PREFIX:
            for entry in (s["setup"].get("board") or {}).values():
                card = entry.get("card") or {}
                if card.get("type"):
                    lines.setdefault(card["type"], s["id"])
    rows, differing = [], 0
    for type_line, case_id in sorted(lines.items()):
        cells = []
        seen = []
        for variant in PAIR_PREFIX:
            try:
                category, rule = _categorise(variant, Card("x", type_line, "1"))
            except Exception as exc:  # a type line only one game reads (a refused word) still gets its row
                category, rule = f"refused: {exc}", None
            seen.append(category)
            cells.append((category, rule))
        differs = len(set(seen)) > 1
        differing += differs
        tds = "".join(f'<td{" class=cl-differs" if differs else ""}>{esc(c)}'
                      + (f" ({link.rule_link(r)})" if r else "") + "</td>" for c, r in cells)
        rows.append(f'<tr><td><code>{esc(type_line)}</code> <a class="cl-small" href="{esc(link.case(case_id))}">'
                    f"case</a></td>{tds}</tr>")
    head = "".join(f"<th>{esc(load_ruleset(v).title)}</th>" for v in PAIR_PREFIX)
    return (f'<h2 id="categories">Which category a type line falls into</h2><p>The two games differ less in their '
            f"battle clauses than in how they sort cards: {differing} of the {len(rows)} type lines the scenarios "
            "use fall into different categories (highlighted), which is where a Hornburg and a Base Race battle "
            "between the same two cards part ways. Each category names the rule that defines it, under the "
            "default ruling options.</p>"
            f'<div class="cl-matrix-wrap"><table class="cl-matrix"><thead><tr><th>type line</th>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def _categorise(variant: str, card: Any) -> tuple[str, str | None]:
    from cardlaw.grid import Revealed, start

    game = start(variant, {"b3": (0, card, False), "b4": (1, card, False)}, first=0)
    events = game.without_draws().apply(game.parse_move("b3 b4"))
    reveal = next(e for e in events if isinstance(e, Revealed))
    category = str(getattr(reveal, "category", "?"))
    rule = next((r for r in reveal.rules if r != "G-BAT-1"), None)
    return category, rule


def option_changes(site: Site) -> dict[str, list[tuple[str, str, str, list[tuple[Cell, Cell]]]]]:
    """Ruling ID -> [(variant, option, value, [(default cell, cell under the value)])] for every option value."""
    from cardlaw.rules import load_ruleset

    found: dict[str, list[tuple[str, str, str, list[tuple[Cell, Cell]]]]] = {}
    for variant in PAIR_PREFIX:
        ruleset = load_ruleset(variant)
        base = matrix(site, variant)
        for name, (option, ruling) in ruleset.options.items():
            values = [v for v in option.values if v != "number" and v != option.default]
            for value in values:
                other = matrix(site, variant, {name: value})
                changed = [(base[k], other[k]) for k in base if base[k].summary != other[k].summary]
                found.setdefault(ruling, []).append((variant, name, value, changed))
    return found


def option_changes_html(entries: list[tuple[str, str, str, list[tuple[Cell, Cell]]]], link: Linker,
                        matrix_page: str) -> str:
    parts = []
    for variant, name, value, changed in entries:
        where = f'<code>{esc(name)}={esc(value)}</code> in {esc(variant)}'
        if not changed:
            parts.append(f"<li>{where}: no cell of the battle matrix changes (the option changes which "
                         "category a card falls into, or how a game ends, not what a pair of categories does)."
                         "</li>")
            continue
        rows = "".join(
            f"<tr><td>{esc(a.attacker)} → {esc(a.defender)}</td>"
            f'<td><a href="{esc(link.case(a.case_id))}">{esc(a.summary)}</a></td><td class="cl-differs">'
            f"{esc(b.summary)}</td></tr>" for a, b in changed)
        parts.append(f"<li>{where}: {len(changed)} cells change"
                     f'<table class="cl-matrix cl-option-cells"><thead><tr><th>pair</th><th>default</th>'
                     f"<th>{esc(name)}={esc(value)}</th></tr></thead><tbody>{rows}</tbody></table></li>")
    to_matrix = link.to(matrix_page)
    return (f'<div class="cl-option-matrix admonition info"><p class="admonition-title">Battle matrix cells this '
            f'option changes</p><ul>{"".join(parts)}</ul><p>See the full <a href="{esc(to_matrix)}">battle '
            "matrices</a>.</p></div>")


# ---------------------------------------------------------------- Landfight

def _cost_text(costs: tuple[Any, ...]) -> str:
    words = []
    for c in costs:
        name = type(c).__name__
        if name == "LifeCost":
            words.append(f"pay {c.amount} Land Life")
        elif name == "SacrificeCost":
            words.append(f"sacrifice a {c.size} creature")
        elif name == "NoCost":
            words.append("no cost")
        else:
            raise SiteError(f"spec/landfight: a size cost of an unknown shape: {c!r}")
    return " or ".join(words)


def landfight_tables_html(site: Site, link: Linker) -> str:
    from itertools import product

    from cardlaw.landfight import load_rules

    rules = load_rules()
    guarded = rules.guarded_options()
    choices = [dict(zip(guarded, values)) for values in product(*guarded.values())] or [{}]
    resolved = [(choice, rules.resolve(choice)) for choice in choices]
    default = rules.resolve({})
    out = ['<h2 id="battle-table">Battle outcomes</h2><p>What a battle destroys, by how the attacker\'s '
           "Strength compares with the defender's. No option changes this table.</p>"
           '<table class="cl-matrix"><thead><tr><th>attacker\'s Strength is</th><th>destroyed</th><th>rule</th>'
           "</tr></thead><tbody>"]
    phrase = {"greater": "greater than the defender's", "equal": "equal to the defender's",
              "less": "less than the defender's"}
    for comparison, (victims, rule) in default.battle.items():
        out.append(f"<tr><td>{esc(phrase.get(comparison, comparison))}</td><td>{esc(' and '.join(victims))}</td>"
                   f"<td>{link.rule_link(rule)}</td></tr>")
    out.append("</tbody></table>")
    for choice, res in resolved:
        if res.battle != default.battle:
            out.append(f"<p>Under {esc(choice)} the battle table differs: {esc(res.battle)}</p>")
    label = {"S": "Small", "M": "Medium", "L": "Large", None: "Mutated Creature"}
    out.append('<h2 id="size-costs">Summoning costs by size</h2><table class="cl-matrix"><thead><tr><th>size</th>')
    for choice, _ in resolved:
        text = ", ".join(f"{k}={v}" for k, v in choice.items()) or "every choice of options"
        out.append(f"<th>{esc(text)}</th>")
    out.append("</tr></thead><tbody>")
    sizes = list(dict.fromkeys(s for _, res in resolved for s in res.size_costs))
    for size in sizes:
        cells = []
        for _, res in resolved:
            entry = res.size_costs.get(size)
            if entry is None:
                cells.append("<td>—</td>")
                continue
            costs, rule = entry
            differs = default.size_costs.get(size) != entry
            cells.append(f'<td{" class=cl-differs" if differs else ""}>{esc(_cost_text(costs))} '
                         f"({link.rule_link(rule)})</td>")
        out.append(f"<tr><th scope=\"row\">{esc(label.get(size, size))}</th>{''.join(cells)}</tr>")
    out.append("</tbody></table>")
    out.append('<h2 id="numbers">Numbers of the game</h2><table class="cl-matrix"><thead><tr><th>what</th>'
               "<th>value</th><th>rule</th></tr></thead><tbody>")
    for what, (value, rule) in sorted(default.numbers.items()):
        out.append(f"<tr><td>{esc(what.replace('_', ' '))}</td><td>{value}</td><td>{link.rule_link(rule)}</td></tr>")
    for size, (value, rule) in sorted(default.field_limits.items()):
        out.append(f"<tr><td>at most on the field: {esc(label.get(size, size))} creatures</td><td>{value}</td>"
                   f"<td>{link.rule_link(rule)}</td></tr>")
    out.append("</tbody></table>")
    return "".join(out)
