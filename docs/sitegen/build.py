"""The MkDocs events of the site (called from docs/hooks.py)."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from cardlaw.errors import CardlawError
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

from . import pages as P
from .checks import check_citations, check_translation
from .context import FRENCH_DIR, SPEC, Linker, Site, SiteError, case_page
from .glossary import GLOSSARY_PAGE, link_terms, read_glossary
from .inject import decorate_rules, language_switch

PLACEHOLDER = '<div class="cl-generated"></div>'
RULES_INDEX_JS = "assets/rules-index.js"
_state: dict[str, Any] = {}


def _site() -> Site:
    return _state["site"]


def _fail(exc: Exception) -> PluginError:
    return PluginError(f"cardlaw site: {exc}")


def on_config(config: Any) -> Any:
    _state.clear()
    _state["site"] = Site()
    autorefs = config.plugins.get("autorefs")
    if autorefs is not None:
        # Cross-references are only wanted on the API page; the rulebook's own square brackets
        # (the card-text grammar writes optional words as `[*qualities*] [*kind*]`) are text.
        autorefs.legacy_refs = False
        logger = logging.getLogger("mkdocs.plugins.mkdocs_autorefs._internal.plugin")
        if not any(isinstance(f, _RulebookBrackets) for f in logger.filters):
            logger.addFilter(_RulebookBrackets())
    return config


class _RulebookBrackets(logging.Filter):
    """Unresolved cross-references matter on the API page only; elsewhere brackets are the rulebook's text."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return "Could not find cross-reference target" not in message or P.API_PAGE in message


def _nav_cases(config: Any, folders: list[str]) -> None:
    """Put one catalogue page per folder of conformance/ under the Conformance section of the nav."""
    for item in config.nav or []:
        if isinstance(item, dict) and "Conformance" in item and isinstance(item["Conformance"], list):
            entries = item["Conformance"]
            if not any(isinstance(e, dict) and "Cases" in e for e in entries):
                entries.append({"Cases": [{f: case_page(f + "/x")} for f in folders]})


def on_files(files: Any, config: Any) -> Any:
    site = _site()
    try:
        check_citations(site, SPEC)
        check_translation(site)
        generated = P.generated_pages(site)
        for src, title in generated.items():
            body = P.markdown_body(src, site)
            if src == P.CLI_PAGE:
                body = P.cli_markdown()
            content = body if body is not None else f"# {title}\n\n{PLACEHOLDER}\n"
            files.append(File.generated(config, src, content=content))
        index = {rid: {"page": rule.source, "title": rule.title} for rid, rule in site.book.rules.items()}
        _state["index"] = index
        _nav_cases(config, P.case_folders(site))
    except (SiteError, CardlawError) as exc:
        raise _fail(exc) from None
    _state["files"] = files
    return files


def _urls(files: Any) -> dict[str, str]:
    if "urls" not in _state:
        _state["urls"] = {f.src_uri: f.url for f in files.documentation_pages()}
    return _state["urls"]


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if page.file.src_uri.startswith(FRENCH_DIR + "/"):
        # The English text is the rule; its French translation ranks after it in search.
        page.meta.setdefault("search", {"boost": 0.5})
    return markdown


def _generated_body(src: str, site: Site, link: Linker, config: Any) -> str | None:
    from .changelog import changelog_html
    from .gallery import gallery_html
    from .matrices import landfight_tables_html, matrices_html
    from .pyodide_bundle import present

    if src == P.MATRIX_PAGE:
        return matrices_html(site, link)
    if src == P.LF_TABLES_PAGE:
        return landfight_tables_html(site, link)
    if src == P.GALLERY_PAGE:
        return gallery_html(site, link)
    if src == P.INDEX_PAGE:
        return P.rule_index_html(site, link)
    if src == P.COVERAGE_PAGE:
        return P.coverage_html(site, link)
    if src == P.CHANGELOG_PAGE:
        return changelog_html(link, set(site.book.rules), set(site.scenario_by_id))
    if src == P.ASK_PAGE:
        return P.ask_html(link, present())
    if src.startswith("conformance/cases/"):
        for folder in P.case_folders(site):
            if case_page(folder + "/x") == src:
                return P.catalogue_html(site, link, folder)
    return None


def _option_blocks(site: Site, link: Linker) -> dict[str, str]:
    from .matrices import option_changes, option_changes_html

    if "options" not in _state:
        _state["options"] = option_changes(site)
    return {ruling: option_changes_html(entries, link, P.MATRIX_PAGE) for ruling, entries in _state["options"].items()}


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    site = _site()
    src = page.file.src_uri
    french = src.startswith(FRENCH_DIR + "/")
    link = Linker(_urls(files), page.url, site, french=french)
    try:
        if PLACEHOLDER in html:
            body = _generated_body(src, site, link, config)
            if body is not None:
                html = html.replace(PLACEHOLDER, body)
        rules_here = {r.id for r in site.book.rules.values() if r.source == src} or (
            {rid for rid, p in site.french_ids.items() if p == src} if french else set())
        if rules_here:
            extra = _option_blocks(site, link) if src == "grid/07-rulings.md" or src == f"{FRENCH_DIR}/07-rulings.md" else {}
            html = decorate_rules(html, site, link, "fr" if french else "en", extra)
        is_spec_page = (SPEC / src).is_file()
        if is_spec_page and src != GLOSSARY_PAGE and GLOSSARY_PAGE in _urls(files):
            terms = _state.setdefault("terms", read_glossary(SPEC / GLOSSARY_PAGE))
            html = link_terms(html, terms, link.to(GLOSSARY_PAGE), french)
        if french:
            html = _links_to_french(html, page.url, site)
        en, fr = _counterparts(src, site)
        html = language_switch(link, en, fr, "fr" if french else "en") + html
        if french:
            html = f'<div lang="fr">{html}</div>'
    except SiteError as exc:
        raise _fail(exc) from None
    return html


_HREF = re.compile(r'href="(?P<target>[^"#]*)#(?P<anchor>[^"]+)"')


def _links_to_french(html: str, page_url: str, site: Site) -> str:
    """Send a French page's links to an English rule on to that rule's translation.

    The French sources link each rule where it is defined, in English (the rulebook's
    rule that every rule link names the rule's own page); a French reader stays in French.
    """
    from urllib.parse import urljoin

    from .context import rel

    urls = _state["urls"]
    by_url = {url: src for src, url in urls.items()}

    def swap(m: re.Match[str]) -> str:
        anchor = m.group("anchor")
        french = site.french_ids.get(anchor)
        if french is None or french not in urls:
            return m.group(0)
        target = urljoin("http://site/" + page_url, m.group("target") or "").removeprefix("http://site/")
        if by_url.get(target) != site.book.rules[anchor].source:
            return m.group(0)
        return f'href="{rel(page_url, urls[french])}#{anchor}"'

    return _HREF.sub(swap, html)


def _counterparts(src: str, site: Site) -> tuple[str | None, str | None]:
    urls = _state["urls"]
    if src.startswith(FRENCH_DIR + "/"):
        en = "grid/" + src[len(FRENCH_DIR) + 1:]
        en = en if en in urls and en != "grid/index.md" else "index.md"
        return en, src
    fr = f"{FRENCH_DIR}/{Path(src).name}" if src.startswith("grid/") else None
    if src == "index.md":
        fr = f"{FRENCH_DIR}/index.md"
    return src, (fr if fr in urls else None)


def on_post_build(config: Any) -> None:
    from .pyodide_bundle import install

    site_dir = Path(config.site_dir)
    urls = _state.get("urls", {})
    index = {rid: {"url": urls.get(v["page"], ""), "title": v["title"]} for rid, v in _state.get("index", {}).items()}
    french = {rid: urls.get(page, "") for rid, page in _site().french_ids.items()}
    target = site_dir / RULES_INDEX_JS
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("window.CARDLAW_RULES = " + json.dumps({"en": index, "fr": french}, ensure_ascii=False)
                      + ";\n", encoding="utf-8")
    _search_keeps_ids_whole(site_dir)
    install(site_dir)


_SEPARATOR_SET = re.compile(r"lunr\.tokenizer\.separator=new RegExp\((\w+)\.separator\)")


def _search_keeps_ids_whole(site_dir: Path) -> None:
    """Make the search worker split queries as it splits the index.

    Material sets lunr's tokenizer to the configured separator (mkdocs.yml keeps hyphens
    inside words, so G-BAT-2 is one term) but leaves lunr's query lexer on its default,
    which splits at hyphens: the query G-BAT-2 became G, BAT and 2, and any section with
    a 2 in it could outrank the rule. The built worker gets the one missing assignment.
    """
    workers = sorted((site_dir / "assets" / "javascripts" / "workers").glob("search*.js"))
    workers = [w for w in workers if not w.name.endswith(".map")]
    if not workers:
        raise PluginError("cardlaw site: no search worker in the build to keep rule IDs whole")
    for worker in workers:
        text = worker.read_text(encoding="utf-8")
        if "lunr.QueryLexer.termSeparator=lunr.tokenizer.separator" in text:
            continue
        patched, count = _SEPARATOR_SET.subn(
            lambda m: m.group(0) + ",lunr.QueryLexer.termSeparator=lunr.tokenizer.separator", text)
        if count != 1:
            raise PluginError(f"cardlaw site: {worker.name}: the search worker of this Material version does not "
                              "set lunr's separator as expected; rule-ID search would split IDs at hyphens")
        worker.write_text(patched, encoding="utf-8")
