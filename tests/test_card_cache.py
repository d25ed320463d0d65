"""Built cards kept on disk between processes (`cardlaw.landfight._card_cache`): found again, never stale."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from cardlaw.landfight import _card_cache
from cardlaw.landfight.cards import _build_new_card, build_card
from cardlaw.cardtext._types import default_types

ENTRY = {"name": "Cache Probe", "kind": "Boost", "text": "Draw 2 cards."}
PROGRAM = "from cardlaw.landfight.cards import reference_set; print(len(reference_set()))"


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder and a module that has read nothing yet."""
    monkeypatch.setenv("CARDLAW_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(_card_cache, "_kept", None)
    monkeypatch.setattr(_card_cache, "_file", None)
    monkeypatch.setattr(_card_cache, "_added", 0)
    monkeypatch.setattr(_card_cache, "_enabled", True)
    monkeypatch.setattr(_card_cache.atexit, "register", lambda f: None)  # this test writes when it wants
    return tmp_path


def _run(cache: Path) -> str:
    env = {**os.environ, "CARDLAW_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True, text=True, check=True)
    return done.stdout


def test_a_process_keeps_the_cards_it_built_and_the_next_reads_them(tmp_path: Path) -> None:
    first = _run(tmp_path)
    files = list(tmp_path.glob("cards.*.pickle"))
    assert len(files) == 1
    with open(files[0], "rb") as fh:
        kept = pickle.load(fh)
    assert len(kept) == int(first)  # every LF1 card, each under its own fields
    stamp = files[0].stat().st_mtime_ns
    assert _run(tmp_path) == first
    assert files[0].stat().st_mtime_ns == stamp  # nothing new built: the file is not written again


def test_a_kept_card_is_the_card_the_code_builds(tmp_path: Path) -> None:
    _run(tmp_path)
    (path,) = tmp_path.glob("cards.*.pickle")
    with open(path, "rb") as fh:
        kept = pickle.load(fh)
    types = default_types()
    for key, card in list(kept.items())[:60]:
        entry = dict(eval(key[2]))  # the fields, as repr wrote them
        assert _build_new_card(entry, "probe", "probe", "probe", types) == card


def test_the_file_is_named_by_the_code_that_reads_cards(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    extra = fresh / "part.py"
    extra.write_text("one")
    monkeypatch.setattr(_card_cache, "_CODE_FILES", (*_card_cache._CODE_FILES, str(extra)))
    before = _card_cache._path()
    extra.write_text("two")
    assert _card_cache._path() != before


def test_a_torn_file_is_ignored_and_replaced(fresh: Path) -> None:
    path = _card_cache._path()
    assert path is not None
    Path(path).write_bytes(b"\x80\x05 not a pickle")
    card = build_card(dict(ENTRY, name="Torn Probe"), "probe", "cards[0]", "probe:0")
    assert card.name == "Torn Probe"
    _card_cache._write()
    with open(path, "rb") as fh:
        assert any(c.name == "Torn Probe" for c in pickle.load(fh).values())


def test_one_and_true_are_different_fields(fresh: Path) -> None:
    types = default_types()
    one = (types.main_types, types.subtypes, repr((("strength", 1),)))
    true = (types.main_types, types.subtypes, repr((("strength", True),)))
    card = build_card(dict(ENTRY, name="Key Probe"), "probe", "cards[0]", "probe:0")
    _card_cache.keep(one, card)
    assert _card_cache.lookup(true) is None
    assert _card_cache.lookup(one) is card


def test_disabled_it_neither_reads_nor_writes(fresh: Path) -> None:
    _card_cache.disable()
    card = build_card(dict(ENTRY, name="Disabled Probe"), "probe", "cards[0]", "probe:0")
    assert card.name == "Disabled Probe"
    _card_cache._write()
    assert not list(fresh.glob("cards.*"))


def test_the_grammar_text_is_part_of_the_name(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = _card_cache._path()
    monkeypatch.setattr(_card_cache, "grammar_text", lambda name: "start: \"edited\"")
    assert _card_cache._path() != before


def test_the_file_is_named_when_first_read_and_written_there(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build_card(dict(ENTRY, name="First Probe"), "probe", "cards[0]", "probe:0")
    named = _card_cache._file
    assert named is not None
    # The code changes on disk while the process runs: its cards still go under the name of the code it ran.
    monkeypatch.setattr(_card_cache, "grammar_text", lambda name: "start: \"edited\"")
    _card_cache._write()
    assert [p.name for p in fresh.glob("cards.*.pickle")] == [Path(named).name]


def test_writing_removes_the_files_of_other_code(fresh: Path) -> None:
    stale = fresh / "cards.0123456789abcdef0123456789abcdef.pickle"
    stale.write_bytes(b"old")
    unrelated = fresh / "cardtext.lark.0123.cache"
    unrelated.write_bytes(b"parser")
    build_card(dict(ENTRY, name="Sweep Probe"), "probe", "cards[0]", "probe:0")
    _card_cache._write()
    assert not stale.exists() and unrelated.exists()
    assert len(list(fresh.glob("cards.*.pickle"))) == 1
