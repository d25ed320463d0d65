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


@pytest.mark.parametrize("name", sorted(STARTS))
def test_grammar_is_strict_lalr_without_cache(name: str) -> None:
    parser = Lark(grammar_text(name), parser="lalr", strict=True, start=STARTS[name])
    assert parser.options.parser == "lalr"
