"""MkDocs hook for the cardlaw rulebook site.

The site pages are one-line stubs that pull the rulebook in from ``spec/`` with
``pymdownx.snippets``. The included text only exists inside Markdown conversion, so
an ``on_page_markdown`` hook would see the stub, not the rules. Instead this hook adds
a small Markdown preprocessor that runs right after snippets (priority 32) and before
the fenced-code preprocessors (31.05 and below). It does three things:

* a rule heading ``### G-BAT-2 · Title`` becomes ``### G-BAT-2 · Title { #G-BAT-2 }``,
  so links such as ``03-battle.md#G-BAT-2`` land on the rule (attr_list sets the id);
* a formal block opened with ``rules hornburg base-race`` becomes a plain-text code
  block with the class ``formal-rules``, titled with its variants (a ``vocabulary fr``
  block, the French words of type lines, likewise, titled with its language). Left
  alone, the words after ``rules`` are not a valid fence header and the block would
  render as loose paragraphs;
* the examples of the card-text page (``cardtext``, ``cardtext kind error``, …, and the
  ``canonical`` and ``error`` blocks that answer them) become plain-text code blocks
  titled with what they hold, for the same reason;
* in the French edition (``spec/grid/fr/``), a heading ``### § G-BAT-2 · Titre`` is
  anchored the same way (the ``§`` keeps the rule loader from reading the translation
  as a second definition of the rule), and a line ``<!-- formel G-BAT-2 -->`` becomes
  the rule's formal block(s), taken from the English page: formal text is written once.

The rest of the site (worked examples, diagrams, matrices, gallery, generated pages,
checks that fail the build) lives in ``docs/sitegen/`` and is driven by the events at
the end of this file.

The rulebook files themselves are never changed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

# The same rule-ID and heading shape the rule loader (reference/cardlaw/rulebook.py) uses.
RULE_ID = r"[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3}"
_RULE_HEADING = re.compile(r"^(?P<text>#{2,6}[ \t]+(?P<id>" + RULE_ID + r")\b.*?)[ \t]*$")
_HAS_ATTRS = re.compile(r"\{[^}]*\}[ \t]*$")
_FRENCH_HEADING = re.compile(r"^(?P<hashes>#{2,6})[ \t]+§[ \t]*(?P<rest>(?P<id>" + RULE_ID + r")\b.*?)[ \t]*$")
_PACK_TABLE = re.compile(r"^```packs[ \t]+(\S+)[ \t]*\n(.*?)\n```", re.M | re.S)
_FORMAL_INCLUDE = re.compile(r"^[ \t]*<!--[ \t]*formel[ \t]+(?P<id>" + RULE_ID + r")[ \t]*-->[ \t]*$")


def _formal_lines(rule_id: str) -> list[str]:
    """The formal blocks of a rule, from the English rulebook, as titled code blocks (French titles)."""
    from cardlaw.rulebook import load_rulebook

    rule = load_rulebook().rules.get(rule_id)
    out: list[str] = []
    for block in rule.blocks if rule is not None else ():
        variants = ", ".join(block.variants) or block.language
        title = f"vocabulaire : {variants}" if block.language == "vocabulary" else f"texte formel : {variants}"
        out += ["", f'```{{.rules .formal-rules title="{title}"}}', *block.text.splitlines(), "```", ""]
    # Pack tables (G-SET-10) are formal text the deal reads from the rule's own page.
    for info, body in _PACK_TABLE.findall(rule.prose if rule is not None else ""):
        out += ["", f'```{{.rules .formal-rules title="table des paquets : {info}"}}', *body.splitlines(), "```", ""]
    if not out:
        raise ValueError(f"<!-- formel {rule_id} -->: {rule_id} has no formal block in the English rulebook")
    return out
_FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^`]*?)[ \t]*$")
# Example blocks of spec/landfight/cardtext.md (tests/test_cardtext_spec.py runs them).
_EXAMPLE_TITLES = {"cardtext": "card text", "canonical": "canonical text", "error": "error"}
_EXAMPLE_LINES = {"kind": "kind line", "creature-type": "creature-type line"}


def _example_title(words: list[str]) -> str:
    title = _EXAMPLE_TITLES[words[0]]
    if words[0] == "cardtext":
        title = next((_EXAMPLE_LINES[w] for w in words[1:] if w in _EXAMPLE_LINES), title)
        if words[-1] == "error":
            title += ", refused"
    return title


def rewrite(lines: list[str]) -> list[str]:
    """Anchor rule headings and title formal blocks; text inside code fences is untouched."""
    out: list[str] = []
    fence: str | None = None
    for line in lines:
        if fence is not None:
            if line.strip().startswith(fence) and set(line.strip()) == {fence[0]}:
                fence = None
            out.append(line)
            continue
        opened = _FENCE_OPEN.match(line)
        if opened:
            fence = opened.group("fence")
            words = opened.group("info").split()
            if words and words[0] in ("rules", "landfight", "vocabulary", "packs"):
                variants = ", ".join(words[1:]) or words[0]
                title = {"vocabulary": "vocabulary", "packs": "pack table"}.get(words[0], "formal text")
                title = f"{title}: {variants}"
                line = f'{opened.group("indent")}{fence}{{.rules .formal-rules title="{title}"}}'
            elif words and words[0] in _EXAMPLE_TITLES:
                line = f'{opened.group("indent")}{fence}{{.text .{words[0]} title="{_example_title(words)}"}}'
            out.append(line)
            continue
        include = _FORMAL_INCLUDE.match(line)
        if include:
            out.extend(_formal_lines(include.group("id")))
            continue
        french = _FRENCH_HEADING.match(line)
        if french and not _HAS_ATTRS.search(line):
            out.append(f"{french.group('hashes')} {french.group('rest')} {{ #{french.group('id')} }}")
            continue
        heading = _RULE_HEADING.match(line)
        if heading and not _HAS_ATTRS.search(line):
            line = f"{heading.group('text')} {{ #{heading.group('id')} }}"
        out.append(line)
    return out


class _RulebookPreprocessor(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        return rewrite(lines)


class RulebookExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's API name)
        # After "snippet" (32), before "fenced_raw_block" (31.05) and "fenced_code_block" (25).
        md.preprocessors.register(_RulebookPreprocessor(md), "cardlaw_rulebook", 31.5)


sys.path.insert(0, str(Path(__file__).resolve().parent))
from sitegen import build as _build  # noqa: E402  (docs/ is on the path only now)


def on_config(config):
    config.markdown_extensions.append(RulebookExtension())
    return _build.on_config(config)


def on_files(files, config):
    return _build.on_files(files, config)


def on_page_markdown(markdown, page, config, files):
    return _build.on_page_markdown(markdown, page, config, files)


def on_page_content(html, page, config, files):
    return _build.on_page_content(html, page, config, files)


def on_post_build(config):
    _build.on_post_build(config)
