"""Every grammar builds as strict LALR from scratch: the disk cache never hides a conflict."""

from __future__ import annotations

import pytest
from lark import Lark

from cardlaw._grammars import grammar_text

STARTS = {
    "typeline.lark": ["typeline"],
    "minigame.lark": ["start"],
    "cardtext.lark": ["card_text", "kind_line", "creature_type"],
    "landfight.lark": ["start"],
}


def test_every_grammar_file_is_tested() -> None:
    from cardlaw._paths import data_dir

    assert sorted(p.name for p in data_dir("grammar").glob("*.lark")) == sorted(STARTS)


# cardtext.lark is built strictly from the file, with no cache, by tests/test_lalr.py's
# test_the_shipped_runner_tables_are_those_the_grammar_gives_now (with the same start rules): a second build here
# would cost the suite some forty seconds and check nothing more.
BUILT_ELSEWHERE = {"cardtext.lark"}


@pytest.mark.parametrize("name", sorted(set(STARTS) - BUILT_ELSEWHERE))
def test_grammar_is_strict_lalr_without_cache(name: str) -> None:
    parser = Lark(grammar_text(name), parser="lalr", strict=True, start=STARTS[name])
    assert parser.options.parser == "lalr"


def test_the_grammar_built_elsewhere_is_built_with_these_start_rules() -> None:
    from cardlaw.cardtext._parse import _options

    assert _options()["start"] == STARTS["cardtext.lark"]
