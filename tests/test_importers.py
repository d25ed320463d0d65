"""Importers for card data users already have: MTGJSON, Scryfall and cardlaw's own list."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardlaw.errors import DataError
from cardlaw.grid._cards import Card
from cardlaw.grid.importers import load_cards, load_mtgjson_set, load_scryfall

FIXTURES = Path(__file__).parent / "fixtures"
MTGJSON = FIXTURES / "mtgjson_znr_small.json"
SCRYFALL = FIXTURES / "scryfall_ltr_small.json"

ZNR_CARDS = [
    Card("Cliffside Pathfinder", "Creature — Kor Scout", "2", None, "ZNR"),
    Card("Rush of the Deep", "Instant", None, None, "ZNR"),
    Card("Nahiri, Edge Seeker", "Legendary Planeswalker — Nahiri", None, "4", "ZNR"),
    Card("Relic Golem", "Artifact Creature — Golem", "4", None, "ZNR"),
    Card("Skyclave Warden // Skyclave Ruins", "Creature — Kor Cleric // Land", "3", None, "ZNR"),
    Card("Grove Tracker", "Creature — Elf Scout", "1+*", None, "ZNR"),
    Card("Grasp of the Depths", "Enchantment — Aura", None, None, "ZNR"),
    Card("Forest", "Basic Land — Forest", None, None, "ZNR"),
]

LTR_CARDS = [
    Card("Riders of the Westfold", "Creature — Human Knight", "3", None, "LTR"),
    Card("Hama, Keeper of the Gate", "Legendary Creature — Human Soldier", "4", None, "LTR"),
    Card(
        "Watcher on the Wall // Beacon of the Westfold",
        "Creature — Human Soldier // Legendary Creature — Spirit",
        "2",
        None,
        "LTR",
    ),
    Card("Rohirric War-Wain", "Artifact — Vehicle", "4", None, "LTR"),
    Card("Stand at the Deeping Wall", "Instant", None, None, "LTR"),
    # An adventurer has a Magic back: one face, no `//` in its type line.
    Card("Eorl Outrider // Rally the Riders", "Creature — Human Knight", "2", None, "LTR"),
    Card("Hornburg Banner", "Artifact — Equipment", None, None, "LTR"),
    Card("Westfold Causeway", "Land", None, None, "LTR"),
    Card("Plains", "Basic Land — Plains", None, None, "LTR"),
]


def write(tmp_path: Path, doc: Any, name: str = "cards.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def data_error(loader: Any, path: Path) -> DataError:
    with pytest.raises(DataError) as caught:
        loader(path)
    return caught.value


# --- fixtures load as expected --------------------------------------------------------


def test_mtgjson_fixture() -> None:
    assert load_mtgjson_set(MTGJSON) == ZNR_CARDS


def test_scryfall_fixture() -> None:
    assert load_scryfall(SCRYFALL) == LTR_CARDS


def test_load_cards_sniffs_each_format(tmp_path: Path) -> None:
    assert load_cards(MTGJSON) == ZNR_CARDS
    assert load_cards(str(SCRYFALL)) == LTR_CARDS
    scryfall_list = json.loads(SCRYFALL.read_text(encoding="utf-8"))["data"]
    assert load_cards(write(tmp_path, scryfall_list)) == LTR_CARDS
    assert load_cards(write(tmp_path, scryfall_list[2])) == LTR_CARDS[2:3]
    own = [card.to_json() for card in ZNR_CARDS]
    assert load_cards(write(tmp_path, own)) == ZNR_CARDS
    assert load_cards(write(tmp_path, {"cards": own})) == ZNR_CARDS
    assert load_cards(write(tmp_path, [])) == []


def test_double_faced_cards_are_the_ones_with_slashes_in_the_type_line() -> None:
    faces = {card.name: card.type_line.count(" // ") for card in load_cards(MTGJSON) + load_cards(SCRYFALL)}
    assert {name for name, slashes in faces.items() if slashes} == {
        "Skyclave Warden // Skyclave Ruins",
        "Watcher on the Wall // Beacon of the Westfold",
    }


# --- MTGJSON shapes beyond the fixture -------------------------------------------------


def mtgjson(*cards: Any) -> dict[str, Any]:
    return {"meta": {"version": "5.2.2"}, "data": {"code": "TST", "cards": list(cards)}}


def side(name: str, side_: str, type_line: str, layout: str = "transform", **more: Any) -> dict[str, Any]:
    return {"name": name, "side": side_, "type": type_line, "layout": layout, **more}


def test_mtgjson_pairs_sides_of_each_printing_in_order(tmp_path: Path) -> None:
    doc = mtgjson(
        side("Day Form // Night Form", "a", "Creature — Human Werewolf", toughness="2", number="1"),
        side("Day Form // Night Form", "b", "Creature — Werewolf", toughness="4", number="1"),
        {"name": "Filler", "type": "Sorcery"},
        side("Day Form // Night Form", "a", "Creature — Human Werewolf", toughness="2", number="301"),
        side("Day Form // Night Form", "b", "Creature — Werewolf", toughness="4", number="301"),
    )
    dfc = Card("Day Form // Night Form", "Creature — Human Werewolf // Creature — Werewolf", "2", None, "TST")
    assert load_mtgjson_set(write(tmp_path, doc)) == [dfc, Card("Filler", "Sorcery", set_code="TST"), dfc]


def test_mtgjson_one_sheet_layouts_keep_a_single_type_line(tmp_path: Path) -> None:
    doc = mtgjson(
        side("Fire // Ice", "a", "Instant", "split"),
        side("Fire // Ice", "b", "Instant", "split"),
        side("Commit // Memory", "a", "Instant", "aftermath"),
        side("Commit // Memory", "b", "Sorcery", "aftermath"),
        side("Giant // Stomp", "a", "Creature — Giant", "adventure", toughness="3"),
        side("Giant // Stomp", "b", "Instant — Adventure", "adventure"),
    )
    assert load_mtgjson_set(write(tmp_path, doc)) == [
        Card("Fire // Ice", "Instant", set_code="TST"),
        Card("Commit // Memory", "Instant Sorcery", set_code="TST"),
        Card("Giant // Stomp", "Creature — Giant", "3", None, "TST"),
    ]


def test_mtgjson_meld_backs_come_from_the_melded_card(tmp_path: Path) -> None:
    doc = mtgjson(
        side("Left Half // Whole", "a", "Legendary Creature — Angel", "meld", toughness="4"),
        side("Right Half // Whole", "a", "Legendary Creature — Angel", "meld", toughness="6"),
        side("Whole", "b", "Legendary Creature — Eldrazi Angel", "meld", toughness="10", faceName="Whole"),
    )
    melded = "Legendary Creature — Angel // Legendary Creature — Eldrazi Angel"
    assert load_mtgjson_set(write(tmp_path, doc)) == [
        Card("Left Half // Whole", melded, "4", None, "TST"),
        Card("Right Half // Whole", melded, "6", None, "TST"),
    ]


def test_mtgjson_card_set_code_wins_over_the_file_code(tmp_path: Path) -> None:
    doc = mtgjson({"name": "Guest", "type": "Instant", "setCode": "plst"})
    assert load_mtgjson_set(write(tmp_path, doc)) == [Card("Guest", "Instant", set_code="PLST")]


# --- errors name the JSON path --------------------------------------------------------


def test_malformed_mtgjson_fixture_names_the_path() -> None:
    error = data_error(load_mtgjson_set, FIXTURES / "mtgjson_bad_type.json")
    assert error.path == "data.cards[3].type"
    assert "data.cards[3].type" in str(error)
    assert str(FIXTURES / "mtgjson_bad_type.json") in str(error)
    assert data_error(load_cards, FIXTURES / "mtgjson_bad_type.json").path == "data.cards[3].type"


def test_malformed_scryfall_fixture_names_the_path() -> None:
    error = data_error(load_scryfall, FIXTURES / "scryfall_bad_face.json")
    assert error.path == "[1].card_faces[0].type_line"
    assert "at [1].card_faces[0].type_line: missing" in str(error)


@pytest.mark.parametrize(
    ("doc", "path"),
    [
        ({"meta": {}}, "data"),
        ({"data": []}, "data"),
        ({"data": {"code": "ZNR"}}, "data.cards"),
        ({"data": {"code": 3, "cards": []}}, "data.code"),
        ({"data": {"cards": {"name": "X"}}}, "data.cards"),
        (mtgjson("Card"), "data.cards[0]"),
        (mtgjson({"type": "Instant"}), "data.cards[0].name"),
        (mtgjson({"name": "", "type": "Instant"}), "data.cards[0].name"),
        (mtgjson({"name": "A", "type": "Creature", "toughness": ["3"]}), "data.cards[0].toughness"),
        (mtgjson({"name": "A", "type": "Planeswalker", "loyalty": True}), "data.cards[0].loyalty"),
        (mtgjson({"name": "A", "type": "Instant", "layout": None, "side": 2}), "data.cards[0].side"),
        (mtgjson({"name": "A // B", "type": "Instant", "layout": "modal_dfc"}), "data.cards[0].side"),
    ],
)
def test_mtgjson_errors(tmp_path: Path, doc: Any, path: str) -> None:
    error = data_error(load_mtgjson_set, write(tmp_path, doc))
    assert error.path == path
    assert f"at {path}:" in str(error)


def test_mtgjson_lone_sides_are_set_aside_not_errors(tmp_path: Path) -> None:
    # A file listing one side of a two-sided card is short of a card, not malformed: the
    # card is set aside with a note and the rest of the set is read (tests/test_real_sets.py
    # has the same for MTGJSON 3's promotional sets).
    doc = mtgjson(side("A // B", "a", "Instant", "modal_dfc"), {"name": "Ok", "type": "Instant"},
                  side("C // D", "b", "Land", "modal_dfc"))
    cards = load_mtgjson_set(write(tmp_path, doc))
    assert cards == [Card("Ok", "Instant", set_code="TST")]
    assert [(a.name, a.path, a.problem) for a in cards.set_aside] == [
        ("A // B", "data.cards[0]", "a double-faced card (modal_dfc) whose back 'B' is not in the file"),
        ("C // D", "data.cards[2]", "side 'b' of a double-faced card (modal_dfc) whose front is not in the file"),
    ]


@pytest.mark.parametrize(
    ("doc", "path"),
    [
        ("just text", ""),
        ({"object": "list", "data": {}}, "data"),
        ({"object": "list", "data": [{"object": "set", "name": "X"}]}, "data[0].object"),
        ([{"name": "A"}], "[0].type_line"),
        ([{"name": "A", "type_line": "Creature", "toughness": 3.5}], "[0].toughness"),
        ([{"name": "A // B", "layout": "transform", "card_faces": "two"}], "[0].card_faces"),
        ([{"name": "A // B", "layout": "transform", "card_faces": [{"type_line": "Land"}]}], "[0].card_faces"),
        ([{"name": "A // B", "layout": "transform", "card_faces": [7, {"type_line": "Land"}]}], "[0].card_faces[0]"),
        (
            [
                {
                    "name": "A // B",
                    "layout": "modal_dfc",
                    "card_faces": [{"type_line": "Creature", "toughness": ["X"]}, {"type_line": "Land"}],
                }
            ],
            "[0].card_faces[0].toughness",
        ),
        ([{"name": "M", "layout": "meld", "type_line": "Creature"}], "[0].all_parts"),
        (
            [{"name": "M", "layout": "meld", "type_line": "Creature", "all_parts": [{"component": "meld_part"}]}],
            "[0].all_parts",
        ),
    ],
)
def test_scryfall_errors(tmp_path: Path, doc: Any, path: str) -> None:
    error = data_error(load_scryfall, write(tmp_path, doc))
    assert error.path == path


def test_scryfall_meld_result_is_not_a_card_of_its_own(tmp_path: Path) -> None:
    parts = [
        {"component": "meld_part", "name": "Left Half", "type_line": "Legendary Creature — Angel"},
        {"component": "meld_result", "name": "Whole", "type_line": "Legendary Creature — Eldrazi Angel"},
    ]
    doc = [
        {"name": name, "layout": "meld", "type_line": part["type_line"], "toughness": toughness, "all_parts": parts}
        for name, part, toughness in (("Left Half", parts[0], "4"), ("Whole", parts[1], "10"))
    ]
    assert load_scryfall(write(tmp_path, doc)) == [
        Card("Left Half // Whole", "Legendary Creature — Angel // Legendary Creature — Eldrazi Angel", "4")
    ]


def test_scryfall_unknown_layout_decided_by_images(tmp_path: Path) -> None:
    faces = [{"type_line": "Instant"}, {"type_line": "Sorcery"}]
    doc = [
        {"name": "Two Sides", "layout": "future", "card_faces": faces},
        {"name": "One Sheet", "layout": "future", "card_faces": faces, "image_uris": {}},
    ]
    assert [card.type_line for card in load_scryfall(write(tmp_path, doc))] == ["Instant // Sorcery", "Instant"]


def test_cardlaw_format_errors(tmp_path: Path) -> None:
    assert data_error(load_cards, write(tmp_path, [{"name": "A"}])).path == "[0].type"
    assert data_error(load_cards, write(tmp_path, {"cards": [{}, {"name": "B", "type": 4}]})).path == "cards[0].name"
    assert data_error(load_cards, write(tmp_path, {"cards": [], "extra": 1})).path == "extra"
    assert data_error(load_cards, write(tmp_path, {"what": 1})).path == ""


def test_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    for loader in (load_cards, load_mtgjson_set, load_scryfall):
        error = data_error(loader, missing)
        assert error.source == str(missing) and "no such file" in str(error)


def test_bad_json_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"data": {\n  "cards": [,]\n}}', encoding="utf-8")
    for loader in (load_cards, load_mtgjson_set, load_scryfall):
        error = data_error(loader, path)
        assert "not valid JSON" in str(error) and "line 2" in str(error)


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('[{"name": "Éowyn"}]'.encode("latin-1"))
    assert "UTF-8" in str(data_error(load_cards, path))


def test_directory_is_a_data_error(tmp_path: Path) -> None:
    assert data_error(load_cards, tmp_path).path == ""
