"""Pages the build writes: the rule index, the case catalogue, the command line, the
Python API, the matrices, the Landfight tables, the gallery, the changelog and the
in-page ruler. Each is Markdown whose body is mostly HTML made here."""

from __future__ import annotations

from typing import Any

from .context import ROOT, Linker, Site, case_anchor, case_page, esc
from .examples import worked_example

MATRIX_PAGE = "grid/matrices.md"
LF_TABLES_PAGE = "landfight/tables.md"
GALLERY_PAGE = "landfight/gallery.md"
INDEX_PAGE = "rules/index.md"
CLI_PAGE = "reference/cli.md"
API_PAGE = "reference/api.md"
CHANGELOG_PAGE = "changelog.md"
ASK_PAGE = "ask.md"
COVERAGE_PAGE = "conformance/coverage.md"
PROTOCOL_PAGE = "conformance/protocol.md"


def case_folders(site: Site) -> list[str]:
    return sorted({s["id"].rsplit("/", 1)[0] for s in site.scenarios})


def generated_pages(site: Site) -> dict[str, str]:
    """Docs path -> page title, for every page the build adds (their bodies come later, per page)."""
    pages = {
        INDEX_PAGE: "Rule index", MATRIX_PAGE: "Battle matrices", LF_TABLES_PAGE: "Battle and summoning tables",
        GALLERY_PAGE: "Card gallery and starter decks", CLI_PAGE: "Command line", API_PAGE: "Python API",
        CHANGELOG_PAGE: "Changelog", ASK_PAGE: "Ask the rules", COVERAGE_PAGE: "Coverage: the cases of each rule",
        PROTOCOL_PAGE: "Protocol and scenario format",
    }
    for folder in case_folders(site):
        pages[case_page(folder + "/x")] = f"Cases: {folder}"
    return pages


# Pages whose body is plain Markdown (mkdocstrings reads it), not HTML written at page time.
def markdown_body(src: str, site: Site) -> str | None:
    if src == API_PAGE:
        return API_MARKDOWN
    if src == PROTOCOL_PAGE:
        text = (ROOT / "conformance" / "PROTOCOL.md").read_text(encoding="utf-8")
        head = ("# Protocol and scenario format\n\nThis page is `conformance/PROTOCOL.md` as it stands in the "
                "repository; the scenario schema is `conformance/schema/scenario.schema.json`.\n\n")
        # PROTOCOL.md's own title becomes a section; its links point into the repository, not the site.
        body = text.split("\n", 1)[1] if text.startswith("# ") else text
        return head + _unlink_repo_paths(body)
    return None


def _unlink_repo_paths(text: str) -> str:
    import re

    # Relative links of PROTOCOL.md name files of the repository; on the site they are plain code.
    return re.sub(r"\[([^\]]+)\]\((?!https?:|#)([^)]+)\)", r"\1 (`conformance/\2`)", text)


API_MARKDOWN = """# Python API

The reference is the Python package `cardlaw` (`pip install .` from a checkout). Its
public names load lazily from the subpackages below; modules whose names start with `_`
are private. This page is generated from the code's own docstrings and signatures.

## Rulebook

::: cardlaw.rulebook.load_rulebook

::: cardlaw.rulebook.Rulebook

::: cardlaw.rulebook.Rule

## Grid minigames

::: cardlaw.grid.rule_battle

::: cardlaw.grid.BattleRuling

::: cardlaw.grid.start

::: cardlaw.grid.deal

::: cardlaw.rules.check_variant

## Type lines

::: cardlaw.typeline.parse_typeline

## Landfight card text

::: cardlaw.cardtext.parse_card_text

::: cardlaw.cardtext.print_card_text

## Landfight engine

::: cardlaw.landfight.new_game

::: cardlaw.landfight.game_from_setup

::: cardlaw.landfight.view

## Conformance

::: cardlaw.conformance.execute

::: cardlaw.conformance.coverage

## Errors

::: cardlaw.errors.CardlawError

::: cardlaw.errors.SourceError

::: cardlaw.errors.DataError
"""


def rule_index_html(site: Site, link: Linker) -> str:
    rows = []
    game = None
    for rule_id, rule in site.book.rules.items():
        part = rule.source.split("/", 1)[0]
        if part != game:
            if game is not None:
                rows.append("</tbody></table>")
            game = part
            rows.append(f'<h2 id="index-{esc(part)}">{esc(part.capitalize())}</h2><table class="cl-index"><thead>'
                        "<tr><th>ID</th><th>title</th><th>kind</th><th>cases</th></tr></thead><tbody>")
        cases = site.coverage.get(rule_id, [])
        french = ""
        if rule_id in site.french_ids:
            french = f' · <a href="{esc(link.to(site.french_ids[rule_id], rule_id))}" hreflang="fr">fr</a>'
        rows.append(f"<tr><td>{link.rule_link(rule_id)}{french}</td><td>{esc(rule.title)}</td><td>{esc(rule.kind)}</td>"
                    f"<td>{len(cases)}</td></tr>")
    rows.append("</tbody></table>")
    return (f"<p>Every rule, ruling and theorem of the rulebook, {len(site.book.rules)} in all, in rulebook "
            "order, with the number of conformance cases that pin it. Type an ID in the box at the top of any "
            "page to jump straight to it.</p>" + "".join(rows))


def catalogue_html(site: Site, link: Linker, folder: str) -> str:
    cases = [s for s in site.scenarios if s["id"].rsplit("/", 1)[0] == folder]
    items = "".join(f'<li><a href="#{case_anchor(s["id"])}">{esc(s["id"].rsplit("/", 1)[1])}</a></li>'
                    for s in cases)
    body = "".join(worked_example(site, s["id"], link, anchor=True) for s in cases)
    return (f"<p>{len(cases)} cases in <code>conformance/{esc(folder)}/</code>; each is a JSON file whose "
            "<code>id</code> is its path. Run one with <code>cardlaw judge conformance/…json</code>.</p>"
            f'<ul class="cl-case-list">{items}</ul>{body}')


def coverage_html(site: Site, link: Linker) -> str:
    rows = []
    live = {r for r, rule in site.book.rules.items() if not rule.withdrawn}
    for rule_id, cases in site.coverage.items():
        if rule_id not in live:
            continue  # a withdrawn rule is pinned by nothing (spec/index.md)
        shown = ", ".join(f'<a href="{esc(link.case(c))}">{esc(c)}</a>' for c in cases[:8])
        if len(cases) > 8:
            shown += f" and {len(cases) - 8} more"
        rows.append(f"<tr><td>{link.rule_link(rule_id)}</td><td>{len(cases)}</td><td>{shown}</td></tr>")
    pinned = sum(1 for r, c in site.coverage.items() if c and r in live)
    return (f"<p>{pinned} of {len(live)} rules and rulings are pinned by at least one case "
            f"({len(site.scenarios)} cases in all). The same table comes from "
            "<code>cardlaw conformance coverage --json</code>.</p>"
            '<table class="cl-index"><thead><tr><th>rule</th><th>cases</th><th>which</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def cli_markdown() -> str:
    import click

    from cardlaw.cli import main

    out = ["# Command line\n",
           "Generated from the command's own `--help` text at build time, so it cannot drift from the "
           "program. Every command exits with status 2 on a mistake in what you type.\n"]

    def walk(cmd: Any, path: list[str], parent: Any) -> None:
        ctx = click.Context(cmd, info_name=path[-1], parent=parent)
        name = " ".join(path)
        level = "#" * min(len(path) + 1, 4)
        out.append(f"{level} `{name}` {{ #{'-'.join(path)} }}\n")
        out.append("```text\n" + cmd.get_help(ctx).replace("```", "'''") + "\n```\n")
        if isinstance(cmd, click.Group):
            for sub in cmd.list_commands(ctx):
                walk(cmd.get_command(ctx, sub), [*path, sub], ctx)

    walk(main, ["cardlaw"], None)
    return "\n".join(out)


ASK_HTML = """
<p>These two forms run the reference itself in your browser: the <code>cardlaw</code> package
(its wheel, with the rulebook inside) and its pure-Python dependencies, on a Python
interpreter compiled to WebAssembly (Pyodide) that is part of this site. Nothing is
sent anywhere, and nothing here re-implements a rule: the answer is what
<code>cardlaw battle</code> and <code>cardlaw parse</code> print, with the same messages
for a bad type line or card text.</p>
<p id="cl-py-status" class="cl-py-status" role="status">The in-page reference has not started yet.</p>
<h2 id="battle-ruler">Battle ruler</h2>
<form id="cl-battle" class="cl-form" autocomplete="off">
<label>Game <select name="game">__VARIANTS__</select></label>
<fieldset><legend>Attacker</legend>
<label>Type line <input name="attacker" value="Creature — Orc" size="34"></label>
<label>Toughness <input name="attacker_toughness" value="3" size="4"></label>
<label>Loyalty <input name="attacker_loyalty" value="" size="4"></label></fieldset>
<fieldset><legend>Defender</legend>
<label>Type line <input name="defender" value="Legendary Creature — Elf" size="34"></label>
<label>Toughness <input name="defender_toughness" value="2" size="4"></label>
<label>Loyalty <input name="defender_loyalty" value="" size="4"></label></fieldset>
<fieldset><legend>Ruling options (blank: the default)</legend>__OPTIONS__</fieldset>
<button type="submit" class="md-button md-button--primary">Rule the battle</button>
</form>
<div id="cl-battle-out" class="cl-output" aria-live="polite"></div>
<h2 id="card-text-reader">Card-text reader</h2>
<form id="cl-parse" class="cl-form" autocomplete="off">
<label>Card text <textarea name="text" rows="3" cols="60">When this card is destroyed, draw 1 card.</textarea></label>
<button type="submit" class="md-button md-button--primary">Read the text</button>
</form>
<div id="cl-parse-out" class="cl-output" aria-live="polite"></div>
<noscript><p>The forms need JavaScript; the same answers come from <code>cardlaw battle</code>
and <code>cardlaw parse</code> at the command line.</p></noscript>
"""


def ask_html(link: Linker, pyodide_present: bool) -> str:
    from cardlaw.rules import load_ruleset

    from .matrices import PAIR_PREFIX

    variants = "".join(f'<option value="{esc(v)}">{esc(load_ruleset(v).title)}</option>' for v in PAIR_PREFIX)
    options: dict[str, tuple[Any, str]] = {}
    for v in PAIR_PREFIX:
        for name, (opt, ruling) in load_ruleset(v).options.items():
            options.setdefault(name, (opt, ruling))
    fields = []
    for name, (opt, ruling) in options.items():
        if name in ("ply_cap", "repetition", "short_pool", "short_lands", "dfc"):
            continue  # they end games or shape deals, never a single battle
        choices = "".join(f'<option value="{esc(v)}">{esc(v)}</option>' for v in opt.values)
        fields.append(f'<label>{link.rule_link(ruling)} <code>{esc(name)}</code> <select name="opt_{esc(name)}">'
                      f'<option value="">default ({esc(opt.default)})</option>{choices}</select></label>')
    body = ASK_HTML.replace("__VARIANTS__", variants).replace("__OPTIONS__", "".join(fields))
    if not pyodide_present:
        body = ('<div class="admonition warning"><p class="admonition-title">Not in this build</p><p>This build '
                "of the site was made without the in-page Python interpreter (Pyodide was not found in "
                "<code>build/cardlaw-site/</code>; <code>python scripts/fetch_pyodide.py</code> fetches it "
                "from the npm registry once). The forms below will say so when used.</p></div>") + body
    return body
