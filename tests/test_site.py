"""The published rulebook site (issue 10): built strictly once, then read as files and in a real browser.

The browser part drives Debian's Chromium at /usr/bin/chromium through Playwright; when
Chromium or Playwright is missing it is skipped with the reason, and the rest still runs.
Screenshots go to build/cardlaw-site/artifacts/ (build/ is ignored by git).
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs"))

from sitegen import checks, diagrams  # noqa: E402
from sitegen.context import Site, SiteError  # noqa: E402

from conftest import SITE_URL  # noqa: E402

ARTIFACTS = ROOT / "build" / "cardlaw-site" / "artifacts"
CHROMIUM = os.environ.get("CARDLAW_CHROMIUM", "/usr/bin/chromium")


@pytest.fixture(scope="module")
def built(built_site: Path) -> Path:
    return built_site


def _pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []  # (tag, url)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        if a.get("name") and tag == "a":
            self.ids.add(str(a["name"]))
        for key in ("href", "src"):
            if a.get(key) and not (tag == "link" and a.get("rel") in ("canonical", "alternate")):
                self.links.append((tag, str(a[key])))


@functools.cache
def _parse(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


# ---------------------------------------------------------------- the built files


def test_every_rule_has_its_anchor_in_every_language(built: Path) -> None:
    site = Site()
    for rule_id, rule in site.book.rules.items():
        page = built / rule.source.removesuffix(".md") / "index.html"
        assert rule_id in _parse(page).ids, f"{rule_id}: no anchor on {page.relative_to(built)}"
    assert site.french_ids, "the French edition has no rules"
    for rule_id, source in site.french_ids.items():
        page = built / source.removesuffix(".md") / "index.html"
        assert rule_id in _parse(page).ids, f"{rule_id}: no anchor on the French page {page.relative_to(built)}"
    assert not checks.translation_problems(site)
    # The French sources link rules where English defines them; the built French pages stay in French.
    french_page = built / "grid" / "fr" / "03-battle" / "index.html"
    for tag, url in _parse(french_page).links:
        if tag == "a" and url.endswith("#GR-11"):
            assert urljoin("http://x/grid/fr/03-battle/", url).startswith("http://x/grid/fr/"), url


def test_no_broken_links_and_nothing_from_elsewhere(built: Path) -> None:
    broken: list[str] = []
    remote: list[str] = []
    for page in _pages(built):
        parsed = _parse(page)
        here = "/" + page.relative_to(built).as_posix()
        for tag, url in parsed.links:
            parts = urlparse(url)
            if parts.scheme in ("http", "https") or url.startswith("//"):
                if tag in ("script", "link", "img", "iframe", "source") or not url.startswith(SITE_URL):
                    if tag != "a":
                        remote.append(f"{here}: <{tag}> {url}")
                continue
            if parts.scheme in ("mailto", "data", "javascript"):
                continue
            target = urlparse(urljoin("http://x" + here, url))
            path = built / unquote(target.path).lstrip("/")
            if path.is_dir() or target.path.endswith("/"):
                path = path / "index.html"
            if not path.exists():
                broken.append(f"{here}: {url} (no file)")
                continue
            if target.fragment and path.suffix == ".html" and unquote(target.fragment) not in _parse(path).ids:
                broken.append(f"{here}: {url} (no anchor)")
    assert not broken, f"{len(broken)} broken links, e.g. " + "; ".join(broken[:10])
    assert not remote, "requests to other hosts: " + "; ".join(remote[:10])
    css = "\n".join(p.read_text(encoding="utf-8") for p in built.rglob("*.css"))
    assert "fonts.googleapis" not in css and "@import url(http" not in css


def test_sitemap_lists_every_page_under_the_site_url(built: Path) -> None:
    sitemap = (built / "sitemap.xml").read_text(encoding="utf-8")
    locs = set(re.findall(r"<loc>([^<]+)</loc>", sitemap))
    pages = [p for p in _pages(built) if p.name == "index.html" and p.parent != built / "404.html"]
    for page in pages:
        rel = page.parent.relative_to(built).as_posix()
        url = SITE_URL + ("" if rel == "." else rel + "/")
        assert url in locs, f"{url} is missing from the sitemap"
    assert len(locs) >= 70


def test_a_rule_shows_its_cases_with_diagrams(built: Path) -> None:
    html = (built / "grid" / "03-battle" / "index.html").read_text(encoding="utf-8")
    start = html.index('id="G-BAT-2"')
    section = html[start:html.index("<h", start + 10)]
    assert 'class="cl-copy"' in section
    assert 'class="cl-pinned"' in section and "<svg" in section and 'class="cl-diagram cl-board"' in section
    assert "Expected outcome" in section and "Actions" in section
    lf = (built / "landfight" / "08-battle" / "index.html").read_text(encoding="utf-8")
    assert 'class="cl-diagram cl-field"' in lf and "Land Life" in lf
    assert "Response chain" in (built / "landfight" / "11-activation" / "index.html").read_text(encoding="utf-8")


def test_matrices_gallery_and_generated_pages(built: Path) -> None:
    matrices = (built / "grid" / "matrices" / "index.html").read_text(encoding="utf-8")
    assert matrices.count('class="cl-cell"') >= 100  # 25 pairs, side by side, then each game alone
    assert "cl-differs" in matrices
    rulings = (built / "grid" / "07-rulings" / "index.html").read_text(encoding="utf-8")
    assert "Battle matrix cells this option changes" in rulings
    assert "advance=no" in rulings
    gallery = (built / "landfight" / "gallery" / "index.html").read_text(encoding="utf-8")
    cards = json.loads((ROOT / "cards" / "LF1.json").read_text(encoding="utf-8"))["cards"]
    assert gallery.count('class="cl-card-face"') == len(cards)
    assert 'id="deck-fire"' in gallery
    tables = (built / "landfight" / "tables" / "index.html").read_text(encoding="utf-8")
    assert "L-BAT-4" in tables and "L-SUM-2" in tables
    cli = (built / "reference" / "cli" / "index.html").read_text(encoding="utf-8")
    assert "cardlaw battle" in cli and "--attacker-toughness" in cli
    api = (built / "reference" / "api" / "index.html").read_text(encoding="utf-8")
    assert 'id="cardlaw.grid.rule_battle"' in api and "doc doc-heading" in api  # rendered by mkdocstrings
    for page in ("rules", "glossary", "changelog", "conformance/coverage", "conformance/protocol", "ask"):
        assert (built / page / "index.html").is_file(), page
    glossary_links = (built / "grid" / "02-turns" / "index.html").read_text(encoding="utf-8")
    assert 'class="cl-term"' in glossary_links


def test_search_keeps_rule_ids_whole(built: Path) -> None:
    index = json.loads((built / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert "-" not in index["config"]["separator"].replace("\\-", "")
    titles = [d for d in index["docs"] if d["location"].endswith("#G-BAT-2")]
    assert titles and titles[0]["location"].startswith("grid/03-battle/")


# ---------------------------------------------------------------- failures name the file and the ID


def test_a_spec_page_citing_an_unknown_rule_fails(tmp_path: Path) -> None:
    spec = tmp_path / "spec"
    (spec / "grid").mkdir(parents=True)
    (spec / "grid" / "x.md").write_text("# X\n\nSee G-BAT-99 and `G-BAT-98` in code.\n", encoding="utf-8")
    with pytest.raises(SiteError, match=r"spec/grid/x\.md:3: cites G-BAT-99"):
        checks.check_citations(Site(), spec)


def test_a_missing_translation_fails_naming_the_rule(tmp_path: Path) -> None:
    site = Site(root=tmp_path)
    (tmp_path / "spec" / "grid" / "fr").mkdir(parents=True)
    (tmp_path / "spec" / "grid" / "fr" / "03-battle.md").write_text(
        "# Le combat\n\n### § G-BAT-2 · Créature contre créature\n\n### § G-BAT-77 · Inconnue\n", encoding="utf-8")
    problems = checks.translation_problems(site)
    assert "spec/grid/fr/01-setup.md: G-SET-1 (spec/grid/01-setup.md) has no French translation" in problems
    assert "spec/grid/fr/03-battle.md: G-BAT-77 is not a rule of the English grid rulebook" in problems
    assert not any("G-BAT-2 " in p for p in problems)
    with pytest.raises(SiteError, match="G-SET-1"):
        checks.check_translation(site)


def test_an_undrawable_scenario_fails_naming_it() -> None:
    site = Site()
    bad = {"id": "grid/x/odd", "game": "hornburg", "setup": {"table": {}}, "actions": []}
    with pytest.raises(SiteError, match=r"conformance/grid/x/odd\.json: grid/x/odd"):
        diagrams.diagram(site, bad)
    off = {"id": "grid/x/off", "game": "hornburg", "actions": [],
           "setup": {"board": {"z9": {"owner": "south", "card": {"name": "A", "type": "Creature"}}}}}
    with pytest.raises(SiteError, match="grid/x/off: square 'z9'"):
        diagrams.diagram(site, off)
    with pytest.raises(SiteError, match="landfight/x/odd"):
        diagrams.diagram(site, {**bad, "id": "landfight/x/odd", "game": "landfight"})


def test_an_unrenderable_card_fails_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from sitegen import gallery
    from sitegen.context import Linker

    def broken(card: object) -> str:
        raise ValueError("no face")

    monkeypatch.setattr(gallery, "card_svg", broken)
    with pytest.raises(SiteError, match=r"cards/LF1\.json: LF1-001 \(Dawnspire Citadel\) cannot be rendered"):
        gallery.gallery_html(Site(), Linker({}, "", Site()))


# ---------------------------------------------------------------- a real browser


@pytest.fixture(scope="module")
def browser_page(built: Path) -> Iterator[tuple[object, str]]:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"Chromium is not installed at {CHROMIUM}: install it with "
                    "`python scripts/install_chromium.py` (runs apt-get install -y chromium) to run the browser test")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright is not installed (pip install -e '.[test]') so the browser test cannot run")
    handler = functools.partial(_QuietHandler, directory=str(built))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        outside: list[str] = []
        page.on("request", lambda r: outside.append(r.url) if not r.url.startswith(base) and
                not r.url.startswith(("data:", "blob:")) else None)
        try:
            yield page, base
        finally:
            browser.close()
            server.shutdown()
        assert not outside, f"the site asked other hosts for: {outside[:5]}"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript"}

    def log_message(self, format: str, *args: object) -> None:
        pass


def test_in_a_browser(browser_page: tuple[object, str], pyodide_problem: str | None) -> None:
    page, base = browser_page
    p: object = page

    # A rule permalink, followed from the rule index.
    p.goto(base + "rules/")  # type: ignore[attr-defined]
    p.click('a.cl-rule:text-is("G-BAT-2")')  # type: ignore[attr-defined]
    p.wait_for_url(re.compile(r"/grid/03-battle/#G-BAT-2$"))  # type: ignore[attr-defined]
    heading = p.locator("h3#G-BAT-2")  # type: ignore[attr-defined]
    assert heading.is_visible()
    heading.locator("button.cl-copy").click()
    assert p.locator("h3#G-BAT-2 button.cl-copy").get_attribute("data-copied").endswith(  # type: ignore[attr-defined]
        "/grid/03-battle/#G-BAT-2")
    p.screenshot(path=str(ARTIFACTS / "rule-page.png"))  # type: ignore[attr-defined]

    # Its worked example, with the board drawn.
    example = p.locator('.cl-pinned[data-rule="G-BAT-2"] details.cl-example[open]').first  # type: ignore[attr-defined]
    assert example.is_visible()
    board = example.locator("svg.cl-board")
    assert board.is_visible()
    assert example.locator("text=Expected outcome").count() == 1
    board.screenshot(path=str(ARTIFACTS / "diagram.png"))

    # A mistyped rule anchor names the nearest IDs.
    p.goto(base + "grid/03-battle/#G-BAT-22")  # type: ignore[attr-defined]
    notice = p.locator("#cl-anchor-notice")  # type: ignore[attr-defined]
    notice.wait_for()
    assert "G-BAT-2" in notice.inner_text()

    # A matrix cell's link lands on its case.
    p.goto(base + "grid/matrices/")  # type: ignore[attr-defined]
    cell = p.locator("a.cl-cell").first  # type: ignore[attr-defined]
    href = cell.get_attribute("href")
    cell.click()
    anchor = href.split("#", 1)[1]
    p.wait_for_url(re.compile("#" + re.escape(anchor) + "$"))  # type: ignore[attr-defined]
    case = p.locator(f"details#{anchor}")  # type: ignore[attr-defined]
    assert case.get_attribute("open") is not None and case.locator("svg").first.is_visible()

    # French and back.
    p.goto(base + "grid/03-battle/")  # type: ignore[attr-defined]
    p.click("a.cl-lang-fr")  # type: ignore[attr-defined]
    p.wait_for_url(re.compile(r"/grid/fr/03-battle/$"))  # type: ignore[attr-defined]
    assert p.locator("div[lang=fr] h3#G-BAT-2").is_visible()  # type: ignore[attr-defined]
    assert "Créature contre créature" in p.locator("h3#G-BAT-2").inner_text()  # type: ignore[attr-defined]
    p.click("a.cl-lang-en")  # type: ignore[attr-defined]
    p.wait_for_url(re.compile(r"/grid/03-battle/$"))  # type: ignore[attr-defined]

    # Searching a rule ID puts the rule's own section first.
    p.goto(base + "grid/04-outcomes/")  # type: ignore[attr-defined]
    p.locator("label.md-search__icon, .md-search__input").first.click()  # type: ignore[attr-defined]
    p.locator("input.md-search__input").fill("G-BAT-2")  # type: ignore[attr-defined]
    first = p.locator(".md-search-result__item > a").first  # type: ignore[attr-defined]
    first.wait_for(timeout=20000)
    p.wait_for_timeout(500)  # type: ignore[attr-defined]  # results settle as the worker answers
    hrefs = [a.get_attribute("href") for a in p.locator(".md-search-result__item > a").all()]  # type: ignore
    sections = [h for h in hrefs if "#" in h]
    assert hrefs[0].endswith("grid/03-battle/") and sections[0].endswith("grid/03-battle/#G-BAT-2"), hrefs[:4]
    p.screenshot(path=str(ARTIFACTS / "search.png"))  # type: ignore[attr-defined]

    # Formal lines wrap: no code block is cut off, at desktop or phone width.
    cut_off = ("() => [...document.querySelectorAll('.md-typeset pre > code')]"
               ".filter(c => c.scrollWidth > c.clientWidth + 1).length")
    for width in (1280, 390):
        p.set_viewport_size({"width": width, "height": 900})  # type: ignore[attr-defined]
        for rule_page in ("grid/03-battle/", "grid/01-setup/", "landfight/08-battle/", "grid/language/"):
            p.goto(base + rule_page)  # type: ignore[attr-defined]
            assert p.evaluate(cut_off) == 0, f"{rule_page} at {width}px cuts code off"  # type: ignore
    p.screenshot(path=str(ARTIFACTS / "phone-rule-page.png"))  # type: ignore[attr-defined]
    p.set_viewport_size({"width": 1280, "height": 900})  # type: ignore[attr-defined]

    # A card of the gallery.
    p.goto(base + "landfight/gallery/")  # type: ignore[attr-defined]
    p.locator("figure#card-LF1-001").screenshot(path=str(ARTIFACTS / "card.png"))  # type: ignore[attr-defined]

    # The in-page ruler: the reference itself, in the browser.
    assert pyodide_problem is None, f"the in-page ruler needs Pyodide in the build: {pyodide_problem}"
    p.goto(base + "ask/")  # type: ignore[attr-defined]
    p.wait_for_selector("html[data-cardlaw-ready]", timeout=180000)  # type: ignore[attr-defined]
    assert p.get_attribute("html", "data-cardlaw-ready") == "yes", p.inner_text("#cl-py-status")  # type: ignore
    p.click("#cl-battle button[type=submit]")  # type: ignore[attr-defined]
    out = p.locator("#cl-battle-out[data-exit]")  # type: ignore[attr-defined]
    out.wait_for(timeout=60000)
    assert out.get_attribute("data-exit") == "0"
    assert "the defender survives" in out.inner_text() and "G-BAT-3" in out.inner_text()
    p.screenshot(path=str(ARTIFACTS / "ruler.png"), full_page=True)  # type: ignore[attr-defined]
    # A bad type line gets the command line's own message.
    p.fill("#cl-battle input[name=attacker]", "Creatur — Orc")  # type: ignore[attr-defined]
    p.click("#cl-battle button[type=submit]")  # type: ignore[attr-defined]
    p.wait_for_function("document.querySelector('#cl-battle-out').getAttribute('data-exit') === '2'")  # type: ignore
    cli = _cli("battle", "--game", "hornburg", "--attacker", "Creatur — Orc", "--attacker-toughness", "3",
               "--defender", "Legendary Creature — Elf", "--defender-toughness", "2")
    assert cli.returncode == 2
    assert cli.stderr.strip() in p.inner_text("#cl-battle-out")  # type: ignore[attr-defined]
    # The card-text reader.
    p.click("#cl-parse button[type=submit]")  # type: ignore[attr-defined]
    parsed = p.locator("#cl-parse-out[data-exit]")  # type: ignore[attr-defined]
    parsed.wait_for(timeout=60000)
    assert "canonical:" in parsed.inner_text() and "Triggered" in parsed.inner_text()


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("cardlaw", path=str(Path(sys.executable).parent)) or "cardlaw"
    return subprocess.run([exe, *args], capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_the_changelog_tells_a_withdrawal_paragraph_from_a_change() -> None:
    from sitegen.changelog import _withdrawn

    page = ("### LR-1 · Kept\n\n**Print.** x\n\n### LR-2 · Gone\n\n**Withdrawn.** Replaced by LR-3.\n\n"
            "### LR-3 · New\n\nThe text mentions **Withdrawn.** later.\n")
    assert _withdrawn(page) == {"LR-2"}
