"""The card-text page runs: every example of spec/landfight/cardtext.md is read and printed.

In the manner of the CommonMark spec, the page's examples are the tests. A fenced
block whose info string starts with ``cardtext`` holds a text as a card might print
it; the block right after it holds what must come of it:

* ``cardtext`` (a text box), ``cardtext kind`` (a kind line) or ``cardtext
  creature-type`` (a creature-type line) is followed by a ``canonical`` block: the
  text the printer writes for its tree. Reading the canonical text must give the
  same tree, and printing that tree the same canonical text.
* The same info strings with a last word ``error`` are followed by an ``error`` block:
  the exact message the reader raises.

Each example's test id is the line of its opening fence.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cardlaw.cardtext import (
    MAX_CHARS,
    MAX_NESTING,
    MAX_NUMBER,
    ast,
    default_types,
    parse_card_text,
    parse_creature_type,
    parse_kind,
    print_card_text,
    print_creature_type,
    print_kind,
)
from cardlaw.errors import SourceError

ROOT = Path(__file__).parents[1]
PAGE = ROOT / "spec" / "landfight" / "cardtext.md"
GRAMMAR = ROOT / "grammar" / "cardtext.lark"
SEED = "002_488f93884170ba0f.txt"

_FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^`]*?)[ \t]*$")

# What each ``cardtext`` info string reads, and how it prints.
READERS: dict[str, tuple[Callable[[str], Any], Callable[[Any], str]]] = {
    "": (parse_card_text, print_card_text),
    "kind": (parse_kind, print_kind),
    "creature-type": (parse_creature_type, print_creature_type),
}


@dataclass(frozen=True)
class Block:
    line: int  # the line of the opening fence, counted from 1
    info: tuple[str, ...]
    body: str
    end: int  # the line of the closing fence


@dataclass(frozen=True)
class Example:
    line: int
    start: str  # a key of READERS
    text: str
    expect_error: bool
    expected: str  # the canonical text, or the error message


def fenced_blocks(text: str) -> list[Block]:
    blocks = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        opened = _FENCE.match(lines[i])
        if not opened:
            i += 1
            continue
        fence = opened.group("fence")
        start = i
        body = []
        i += 1
        while i < len(lines) and not (lines[i].strip().startswith(fence) and set(lines[i].strip()) == {fence[0]}):
            body.append(lines[i])
            i += 1
        assert i < len(lines), f"{PAGE.name}:{start + 1}: the block is never closed"
        blocks.append(Block(start + 1, tuple(opened.group("info").split()), "\n".join(body), i + 1))
        i += 1
    return blocks


def page_examples() -> list[Example]:
    text = PAGE.read_text(encoding="utf-8")
    lines = text.splitlines()
    blocks = fenced_blocks(text)
    examples = []
    for index, block in enumerate(blocks):
        if not block.info or block.info[0] != "cardtext":
            continue
        words = list(block.info[1:])
        expect_error = words[-1:] == ["error"]
        if expect_error:
            words.pop()
        start = " ".join(words)
        where = f"{PAGE.name}:{block.line}"
        assert start in READERS, f"{where}: unknown info string {' '.join(block.info)!r}"
        answer = blocks[index + 1] if index + 1 < len(blocks) else None
        wanted = "error" if expect_error else "canonical"
        assert answer is not None and answer.info == (wanted,), f"{where}: the example must be followed by a {wanted} block"
        between = lines[block.end : answer.line - 1]
        assert all(not line.strip() for line in between), f"{where}: the {wanted} block must come right after the example"
        examples.append(Example(block.line, start, block.body, expect_error, answer.body))
    return examples


EXAMPLES = page_examples()


def _example_id(example: Example) -> str:
    return f"line-{example.line}"


@pytest.mark.parametrize("example", EXAMPLES, ids=_example_id)
def test_example(example: Example) -> None:
    read, write = READERS[example.start]
    if example.expect_error:
        with pytest.raises(SourceError) as err:
            read(example.text)
        assert str(err.value) == example.expected
        return
    tree = read(example.text)
    printed = write(tree)
    assert printed == example.expected
    # text -> tree -> text -> tree is the identity on the tree ...
    again = read(printed)
    assert again == tree
    # ... and the canonical text is a fixed point of the printer.
    assert write(again) == printed


# -- the page itself ----------------------------------------------------------------------


def test_the_page_has_examples_of_every_kind() -> None:
    starts = {(e.start, e.expect_error) for e in EXAMPLES}
    assert starts == {(start, error) for start in READERS for error in (False, True)}


def test_every_canonical_and_error_block_belongs_to_an_example() -> None:
    blocks = fenced_blocks(PAGE.read_text(encoding="utf-8"))
    previous: Block | None = None
    for block in blocks:
        if block.info[:1] in (("canonical",), ("error",)):
            assert previous is not None and previous.info[:1] == ("cardtext",), (
                f"{PAGE.name}:{block.line}: a {block.info[0]} block with no example before it"
            )
        previous = block


def test_the_page_holds_no_formal_blocks_and_numbers_its_meanings_as_l_txt_rules() -> None:
    """The language is prose with examples; the sections that give the game meaning are rules L-TXT-*."""
    from cardlaw.rulebook import LANGUAGES, RULE_ID, load_rulebook

    text = PAGE.read_text(encoding="utf-8")
    for block in fenced_blocks(text):
        assert block.info[:1] not in {(word,) for word in LANGUAGES}, f"{PAGE.name}:{block.line}: a formal block"
    heading = re.compile(r"^#{1,6}\s+(" + RULE_ID.pattern + r")\b")
    in_fence = False
    found = []
    for line in text.splitlines():
        if line.startswith(("```", "~~~")):
            in_fence = not in_fence
        match = heading.match(line)
        if match and not in_fence:
            found.append(match.group(1))
    # In order of number, each once. A number may be missing: a withdrawn rule keeps its ID unused, and
    # rules written on several branches at once are numbered from ranges held apart.
    numbers = [int(rule_id.removeprefix("L-TXT-")) for rule_id in found]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1
    assert len(found) >= 20
    book = load_rulebook()
    assert all(book.get(rule_id).source == "landfight/cardtext.md" for rule_id in found)


def test_the_limits_on_the_page_are_the_readers() -> None:
    text = PAGE.read_text(encoding="utf-8")
    for name, value in (("MAX_CHARS", MAX_CHARS), ("MAX_NUMBER", MAX_NUMBER), ("MAX_NESTING", MAX_NESTING)):
        row = re.search(r"^\| `" + name + r"` \| (\d+) \|", text, re.MULTILINE)
        assert row is not None, f"{name} has no row in the limits table"
        assert int(row.group(1)) == value, f"the page gives {name} = {row.group(1)}; the reader uses {value}"


@pytest.mark.parametrize(("key", "row"), [("main_types", "main types"), ("subtypes", "subtypes")])
def test_the_words_on_the_page_are_the_reference_sets(key: str, row: str) -> None:
    """The page lists LF1's declared types, the words of a text read without a set."""
    text = PAGE.read_text(encoding="utf-8")
    found = re.search(r"^\| " + row + r" \| (.*) \|$", text, re.MULTILINE)
    assert found is not None, f"no '{row}' row on the page"
    declared = json.loads((ROOT / "cards" / "LF1.json").read_text(encoding="utf-8"))["types"][key]
    assert found.group(1).split(", ") == declared
    assert list(getattr(default_types(), key)) == declared


def test_the_grammar_fixes_no_type_word() -> None:
    """Main types and subtypes come from the set, so no keyword of the grammar is one of LF1's."""
    grammar = GRAMMAR.read_text(encoding="utf-8")
    for word in default_types().main_types + default_types().subtypes:
        assert f'"{word.lower()}"' not in grammar, word


def test_the_page_cites_the_quick_rules_for_cannot() -> None:
    text = PAGE.read_text(encoding="utf-8")
    assert re.search(re.escape(f"`{SEED}`") + r", Rule 12, \*Cannot\*", text)


def _sections(text: str, level: int) -> list[tuple[str, str]]:
    """(heading, body) for every heading of exactly ``level`` hashes, outside fenced blocks."""
    found: list[tuple[str, list[str]]] = []
    in_fence = False
    for line in text.splitlines():
        if line.startswith(("```", "~~~")):
            in_fence = not in_fence
        heading = re.match(r"^(#+) (.*)$", line) if not in_fence else None
        if heading and len(heading.group(1)) <= level:
            found.append((heading.group(2), []) if len(heading.group(1)) == level else ("", []))
        elif found:
            found[-1][1].append(line)
    return [(title, "\n".join(body)) for title, body in found if title]


def test_every_link_within_the_page_finds_its_heading() -> None:
    from markdown.extensions.toc import slugify

    from cardlaw.rulebook import RULE_ID

    text = PAGE.read_text(encoding="utf-8")
    # A rule heading is anchored by its ID (docs/hooks.py); any other heading by its slug.
    anchors = {
        (m.group(0) if (m := RULE_ID.match(title)) else slugify(title, "-"))
        for level in range(1, 7) for title, _ in _sections(text, level)
    }
    links = re.findall(r"\]\(#([^)]+)\)", text)
    assert len(links) >= 30
    assert sorted(set(links) - anchors) == []


PARTS = ("**Print.**", "**Decision.**", "**Why.**", "**Other reading.**")


def test_the_readings_of_the_print_are_rulings_the_page_links_to() -> None:
    """The page decides no reading of the print itself: it links each one to its LR ruling, in four parts."""
    from cardlaw.rulebook import load_rulebook

    text = PAGE.read_text(encoding="utf-8")
    sections = dict(_sections(text, 2))
    table = sections["Rulings on card text"]
    linked = re.findall(r"\(14-rulings\.md#(LR-\d+)\)", table)
    assert len(linked) >= 13
    book = load_rulebook()
    for rule_id in linked:
        prose = book.get(rule_id).prose
        starts = re.findall(r"^\*\*[^*]+\*\*", prose, re.MULTILINE)
        assert tuple(starts) == PARTS, f"{rule_id} has the parts {starts}"
    assert not any(part in text for part in PARTS)


# -- every construct of the language has an example -----------------------------------------


def _nodes(value: Any) -> Iterator[Any]:
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _nodes(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _nodes(item)


def _example_trees() -> list[Any]:
    return [READERS[e.start][0](e.text) for e in EXAMPLES if not e.expect_error]


def test_every_node_class_appears_in_an_example() -> None:
    seen = {type(node) for tree in _example_trees() for node in _nodes(tree)}
    classes = {
        cls
        for cls in vars(ast).values()
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == ast.__name__
    }
    assert sorted(c.__name__ for c in classes - seen) == []


def test_every_enumerated_word_appears_in_an_example() -> None:
    seen = {node for tree in _example_trees() for node in _nodes(tree) if isinstance(node, enum.Enum)}
    enums = [
        cls
        for cls in vars(ast).values()
        if isinstance(cls, type) and issubclass(cls, enum.Enum) and cls.__module__ == ast.__name__
    ]
    missing = [f"{cls.__name__}.{member.name}" for cls in enums for member in cls if member not in seen]
    assert missing == []


def test_both_spellings_of_once_per_turn_and_every_count_word_are_shown() -> None:
    texts = " ".join(e.text.lower() for e in EXAMPLES if not e.expect_error)
    for words in ("(opt)", "once per turn,", " a ", " an ", " one ", " two ", " three ", " all ", " each ", " up to ", "another"):
        assert words in texts, f"no example uses {words.strip()!r}"


# -- the site renders the examples as code ---------------------------------------------------


def test_the_site_renders_every_example_block_as_titled_code() -> None:
    import importlib.util

    import markdown

    spec = importlib.util.spec_from_file_location("cardlaw_docs_hooks", ROOT / "docs" / "hooks.py")
    assert spec is not None and spec.loader is not None
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    text = PAGE.read_text(encoding="utf-8")
    html = markdown.markdown(
        text,
        extensions=["attr_list", "pymdownx.highlight", "pymdownx.superfences", hooks.RulebookExtension()],
        extension_configs={"pymdownx.highlight": {"guess_lang": False, "pygments_lang_class": True}},
    )
    assert "```" not in html, "a fenced block of the page was not recognised as code"
    blocks = fenced_blocks(text)
    for word in ("cardtext", "canonical", "error"):
        count = sum(1 for b in blocks if b.info[:1] == (word,))
        assert html.count(f'class="language-text {word} highlight"') == count, word
    assert html.count('<span class="filename">kind line, refused</span>') == 1


# -- the tables of the page are the reader's ----------------------------------------------------


def _table(section: str, header: str) -> list[list[str]]:
    """The rows of the table whose header line starts ``header``, in the section titled ``section``."""
    body = next(b for title, b in _sections(PAGE.read_text(encoding="utf-8"), 3) + _sections(PAGE.read_text(encoding="utf-8"), 2)
                if title == section)
    lines = body.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split(" | ")])
    return rows


def _least_rows() -> list[tuple[str, str, int]]:
    rows = _table("Numbers", "| number | as in | least |")
    return [(row[0], row[1].strip("`"), int(row[2])) for row in rows]


# The grammar's rules that read a number, and the rows of the Numbers table that give its least value.
NUMBER_RULES = {
    "draw": ["cards drawn"],
    "_discard_amount": ["cards discarded, as an effect", "cards discarded, as a cost"],
    "discard": ["cards discarded, as an effect"],
    "gain_life": ["Land Life gained"],
    "lose_life": ["Land Life lost"],
    "pay_life": ["Land Life paid, as an effect"],
    "upkeep": ["Land Life paid, as an effect"],  # L-TXT-108: the payment that keeps this card
    "_pay_amount": ["Land Life paid, as an effect", "Land Life paid, as a cost"],
    "_subtract_amount": ["Land Life lost", "Land Life paid, as a cost"],
    "_paying": ["Land Life paid, as a cost"],  # L-TXT-258: a Mutated Creature's cost in the gerund
    "_discarding": ["cards discarded, as a cost"],  # L-TXT-258
    "count": ["a count", "`up to N`"],
    "target_count": ["a count"],  # L-TXT-136: 'Target N', the same count
    "change": ["a change of Strength", "a change of Strength downwards"],
    "modify_strength": ["a change of Strength"],  # t37-07's "give 1 creature +N Strength"
    "strength_bound": ["`with N or less Strength`", "`with N or more Strength`"],
    "quantity": ["a control condition"],
    "life_condition": ["a Land Life condition, `or less`", "a Land Life condition, `or more`"],
    "stack_requirement": ["a stack requirement"],
    "stacked_ability": ["a stack note"],
    "die_outcome": ["a die face"],
    "_copies": ["a copy limit"],  # the number of copy_limit's sentences (L-TXT-32, L-TXT-145)
    "hold_limit": ["a bound on Large creatures"],
    "field_limit": ["a bound on Large creatures on the field"],  # L-TXT-263
    "cap": ["a maximum on a scaled amount"],  # L-TXT-273
    "plus_more": ["a number added to a scaled amount"],  # L-TXT-318
    "was_condition": ["a Strength a card named had, `or less`", "a Strength a card named had, `or more`"],  # L-TXT-275
    "attacking_is": ["a Strength a card named had, `or less`", "a Strength a card named had, `or more`"],  # L-TXT-363
    "summon_discount": ["a summon discount"],
    "others_discount": ["a summon discount"],  # L-TXT-72: the same number, the same least value
    "card_discount": ["a summon discount for the turn"],  # L-TXT-342
    "summon_cost": ["a summoning raised"],  # L-TXT-134: a set amount may be 0, and "instead of M" is checked against the size
    "own_summon_cost": ["a creature's own summoning Land Life"],  # L-TXT-173: 0 is a free summoning
    "_normal_life": ["a creature's own summoning Land Life"],  # L-TXT-351: "instead of N", checked against the size
    "times": ["attacks per turn", "attacks made this turn"],  # L-TXT-189: the same words, counting attacks made
    "mill": ["cards sent from the top of a deck"],
    "stack_record": ["cards stacked under a creature"],  # L-TXT-284
    "stack_held": ["cards stacked under this card, in a condition"],  # L-TXT-339
    "look_at_top": ["cards looked at"],
    "look_then_strength": ["cards looked at"],  # L-TXT-155
    "look_rest": ["cards kept from a look"],
    "kept_some": ["cards kept from a look, `up to`"],  # L-TXT-111
    "_rest_after_top": ["cards put back on top after a look"],
    "stack_later": ["cards stacked later"],
    "look_theirs": ["cards looked at, of the opponent's deck"],  # L-TXT-197
    "theirs_rest": ["cards put back on top after a look"],  # L-TXT-197: the same number, the same least value
    # L-TXT-216: what "that player" does, the same numbers as the effects they stand for
    "tp_gain": ["Land Life gained"],
    "tp_lose": ["Land Life lost"],
    "tp_draw": ["cards drawn"],
    "tp_discard": ["cards discarded, as an effect"],
    "tp_mill": ["cards sent from the top of a deck"],
    "loss_set": ["a direct attack's loss set"],  # L-TXT-330
    "loss_at_least": ["a direct attack's least loss changed"],  # L-TXT-330
}


def test_the_numbers_table_covers_every_number_of_the_grammar() -> None:
    """Every rule of the grammar that reads a number has its rows in the table: a new number needs one."""
    rules = set()
    rule = None
    for line in GRAMMAR.read_text(encoding="utf-8").splitlines():
        code = line.split("//")[0]
        if re.match(r"^[A-Z_]+:", code):  # a terminal's definition
            rule = None
            continue
        if opened := re.match(r"^\??([a-z_]+):", code):
            rule = opened.group(1)
        if rule and re.search(r"\b(?:SIGNED_)?INT\b", code):
            rules.add(rule)
    assert rules == set(NUMBER_RULES), "give each new number of the grammar its row in the Numbers table"
    named = {what for what, _, _ in _least_rows()}
    assert {row for rows in NUMBER_RULES.values() for row in rows} == named


@pytest.mark.parametrize(("what", "text", "least"), _least_rows(), ids=lambda v: v if isinstance(v, str) else None)
def test_the_least_value_of_every_number_is_the_readers(what: str, text: str, least: int) -> None:
    assert "N" in text
    parse_card_text(text.replace("N", str(least)))
    parse_card_text(text.replace("N", "99" if "die" not in text else "6"))
    if least == 0:
        return
    with pytest.raises(SourceError) as caught:
        parse_card_text(text.replace("N", str(least - 1)))
    problem = caught.value.problem
    assert problem.endswith(f"so the number must be at least {least}, not {least - 1}") or (
        "six-sided" in text and problem == f"a six-sided die shows 1 to 6, so {least - 1} is not a face"
    ), problem


def _acts() -> list[tuple[str, str, str]]:
    return [(row[0].replace("`", ""), row[1], row[2]) for row in _table("L-TXT-15 · Prohibitions", "| act | a player | a target |")]


def test_the_prohibition_table_names_every_act() -> None:
    named = {act.replace("*kinds*", "").strip() for act, _, _ in _acts()}
    assert named == {act.value for act in ast.Act} | {"play", "attack this card"}  # L-TXT-341's is no Act


def test_the_loss_of_abilities_is_a_prohibition_written_without_cannot() -> None:
    """L-TXT-352's row: the act reads after a target as `loses its abilities`, and `cannot lose` reads as nothing."""
    (row,) = [r for r in _acts() if r[0] == "lose its abilities"]
    assert row[1] == "no" and "never with `cannot`" in row[2]
    for subject, verb in (("This card", "loses its"), ("One creature", "loses its"), ("The attached creature", "loses its"),
                          ("All creatures", "lose their")):
        loss = parse_card_text(f"{subject} {verb} abilities.").abilities[0].effects[0]  # type: ignore[union-attr]
        assert loss == ast.Prohibition(loss.subject, ast.SimpleAct(ast.Act.LOSE_ABILITIES), None)  # type: ignore[union-attr]
    for text in ("You lose your abilities.", "This card cannot lose its abilities.", "Each player loses its abilities."):
        with pytest.raises(SourceError):
            parse_card_text(text)


@pytest.mark.parametrize(("act", "player", "target"), _acts(), ids=lambda v: v if isinstance(v, str) else None)
def test_the_grammar_takes_the_subjects_the_prohibition_table_gives(act: str, player: str, target: str) -> None:
    """Each act reads with the subjects the table allows, and is refused with the others."""
    words = act.replace("*kinds*", "Boost cards")
    for subject, allowed in (
        ("You", player in ("yes", "`you` only")),
        ("Each player", player in ("yes", "`your opponent`, `each player`")),
        ("This card", target in ("yes", "`this card` only")),
        ("One creature", target in ("yes", "a filter only")),
        ("The attached creature", target == "yes"),
    ):
        text = f"{subject} cannot {words}."
        if allowed:
            tree = parse_card_text(text)
            prohibition = tree.abilities[0].effects[0]  # type: ignore[union-attr]
            assert isinstance(prohibition, (ast.Prohibition,)), text
            assert isinstance(prohibition.subject, ast.Player) == (subject in ("You", "Each player")), text
        else:
            with pytest.raises(SourceError):
                parse_card_text(text)
