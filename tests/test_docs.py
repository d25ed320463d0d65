"""The rulebook site: it builds strictly, and it is built from spec/, never from a copy."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
SPEC = ROOT / "spec"
DOCS = ROOT / "docs"
# Pages of the site that are not rulebook pages.
NOT_STUBS = {"conformance.md"}
STUB = re.compile(r'--8<-- "(?P<path>[^"\n]+)"')


def _stub_target(page: Path) -> str | None:
    """The spec file a docs page includes, if the page is nothing but that include line."""
    match = STUB.fullmatch(page.read_text(encoding="utf-8").strip())
    return match.group("path") if match else None


def _docs_pages() -> list[Path]:
    return sorted(p for p in DOCS.rglob("*.md") if p.relative_to(DOCS).as_posix() not in NOT_STUBS)


def test_every_docs_page_is_a_stub_of_its_spec_page() -> None:
    for page in _docs_pages():
        rel = page.relative_to(DOCS).as_posix()
        target = _stub_target(page)
        assert target is not None, f"docs/{rel} must be a single '--8<-- \"spec/...\"' line, not a copy of rule text"
        # The layout mirrors spec/, so relative links between rule pages resolve unchanged.
        assert target == f"spec/{rel}", f"docs/{rel} includes {target}; expected spec/{rel}"
        assert (ROOT / target).is_file(), f"docs/{rel} includes {target}, which does not exist"


def test_every_spec_page_is_on_the_site() -> None:
    included = {_stub_target(page) for page in _docs_pages()}
    for spec_page in sorted(SPEC.rglob("*.md")):
        rel = spec_page.relative_to(ROOT).as_posix()
        assert rel in included, f"{rel} has no docs stub: add docs/{spec_page.relative_to(SPEC).as_posix()}"


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    return built_site


def _page_html(site: Path, stem: str) -> str:
    for candidate in (site / "grid" / stem / "index.html", site / "grid" / f"{stem}.html"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    raise AssertionError(f"no built page for grid/{stem}.md in {site}")


def test_site_builds_strictly(site: Path) -> None:
    assert (site / "index.html").is_file()
    assert not (site / "hooks.py").exists(), "the build hook must not be published"


def test_rule_headings_carry_their_id_as_anchor(site: Path) -> None:
    html = _page_html(site, "03-battle")
    assert re.search(r'<h3[^>]*\bid="G-BAT-2"', html), 'no element with id="G-BAT-2" in the built 03-battle page'


def test_formal_blocks_render_as_code(site: Path) -> None:
    html = _page_html(site, "03-battle")
    assert "G-BAT-2 clause when both creature:" in html
    assert re.search(r"<code>G-BAT-2 clause when both creature:", html), "formal block is not rendered as code"
    assert 'class="language-text formal-rules highlight"' in html
