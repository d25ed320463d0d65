"""The canonical sentence nearest to one the reader could not read (spec/landfight/cardtext.md, Errors).

The sentences compared with are the canonical texts of the page's examples and of the
reference set LF1, one ability each, read once per process and only when a text fails.
"""

from __future__ import annotations

import json
import re
from difflib import SequenceMatcher
from functools import lru_cache

from .._paths import data_dir

# How alike (0 to 1, by words) a sentence must be to be offered: below it the nearest says little.
THRESHOLD = 0.6
_FENCE = re.compile(r"^```canonical\n(.*?)^```", re.S | re.M)
_WORD = re.compile(r"[a-z0-9'+-]+")


@lru_cache(maxsize=1)
def _sentences() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(canonical sentence, its words) of every example and LF1 card, without repeats."""
    texts: list[str] = []
    page = (data_dir("spec") / "landfight" / "cardtext.md").read_text(encoding="utf-8")
    for block in _FENCE.findall(page):
        texts.extend(block.splitlines())
    cards = json.loads((data_dir("cards") / "LF1.json").read_text(encoding="utf-8"))["cards"]
    for card in cards:
        texts.extend(str(card.get("text", "")).splitlines())
    seen: dict[str, tuple[str, ...]] = {}
    for text in texts:
        text = text.strip()
        if text and text not in seen:
            seen[text] = tuple(_WORD.findall(text.lower()))
    return tuple(seen.items())


def nearest_sentence(norm: str, index: int) -> str | None:
    """The canonical sentence most like the sentence of ``norm`` (a normalised text) around ``index``."""
    start = norm.rfind(".", 0, max(0, index)) + 1
    start = max(start, norm.rfind("\n", 0, max(0, index)) + 1)
    end = norm.find(".", index)
    written = tuple(_WORD.findall(norm[start : (len(norm) if end < 0 else end + 1)]))
    if not written or len(written) > 80:
        return None
    best, best_ratio = None, THRESHOLD
    matcher = SequenceMatcher(autojunk=False)
    matcher.set_seq2(written)
    for sentence, words in _sentences():
        matcher.set_seq1(words)
        if matcher.real_quick_ratio() < best_ratio or matcher.quick_ratio() < best_ratio:
            continue
        ratio = matcher.ratio()
        if ratio > best_ratio or (best is None and ratio == THRESHOLD):
            best, best_ratio = sentence, ratio
    return best
