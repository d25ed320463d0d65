"""Real card data nobody here wrote: the type lines, printed numbers and set files real players meet.

Conspiracy and Host, a plain-text ``--`` for the dash, the French ``: -`` of back faces and
the Lorwyn-era ``Arpenteur``; toughness and loyalty as printed (``-1``, ``X``, ``+1``,
``?``, ``*²``, halves: GR-22); MTGJSON and Scryfall files with one odd card among many,
which is set aside with a note; MTGJSON's older shape without the ``data`` wrapper.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cardlaw.cli import main
from cardlaw.errors import DataError, SourceError
from cardlaw.grid import Card, printed_value
from cardlaw.grid.importers import SetAside, load_cards, load_mtgjson_set, load_scryfall
from cardlaw.rulebook import load_rulebook
from cardlaw.typeline import CardType, Supertype, parse_typeline

FIXTURES = Path(__file__).parent / "fixtures"
T, S = CardType, Supertype

# -- type lines -------------------------------------------------------------------------------------

# text -> (language, [(supertypes, types, subtypes) per face])
READ: dict[str, tuple[str, list[tuple[set[Supertype], set[CardType], tuple[str, ...]]]]] = {
    "Conspiracy": ("en", [(set(), {T.CONSPIRACY}, ())]),
    "Host Creature — Dwarf": ("en", [({S.HOST}, {T.CREATURE}, ("dwarf",))]),
    "Creature -- Elf Warrior": ("en", [(set(), {T.CREATURE}, ("elf", "warrior"))]),
    "Legendary Planeswalker -- Jace": ("en", [({S.LEGENDARY}, {T.PLANESWALKER}, ("jace",))]),
    "Artifact Creature--Golem": ("en", [(set(), {T.ARTIFACT, T.CREATURE}, ("golem",))]),
    "Créature : - humain et insecte": ("fr", [(set(), {T.CREATURE}, ("human", "insect"))]),
    "Créature\u00a0: - humain": ("fr", [(set(), {T.CREATURE}, ("human",))]),
    "Créature :- humain": ("fr", [(set(), {T.CREATURE}, ("human",))]),
    "Créature : — humain": ("fr", [(set(), {T.CREATURE}, ("human",))]),
    "Planeswalker : - Jace": ("fr", [(set(), {T.PLANESWALKER}, ("jace",))]),
    "Créature : humain et sorcier // Créature : - humain et insecte": (
        "fr", [(set(), {T.CREATURE}, ("human", "wizard")), (set(), {T.CREATURE}, ("human", "insect"))]),
    "Arpenteur : Jace": ("fr", [(set(), {T.PLANESWALKER}, ("jace",))]),
    "Arpenteur légendaire : Ajani": ("fr", [({S.LEGENDARY}, {T.PLANESWALKER}, ("ajani",))]),
    # Arpenteur alone makes the face French, so an English dash does not make it English.
    "Arpenteur — Garruk": ("fr", [(set(), {T.PLANESWALKER}, ("garruk",))]),
}


@pytest.mark.parametrize("text", sorted(READ))
def test_real_type_lines_read(text: str) -> None:
    line = parse_typeline(text)
    language, faces = READ[text]
    assert line.language == language
    assert [(set(f.supertypes), set(f.types), f.subtypes) for f in line.faces] == faces


def test_a_plain_text_dash_means_the_dash() -> None:
    assert parse_typeline("Creature -- Elf").faces[0].subtypes == parse_typeline("Creature — Elf").faces[0].subtypes
    assert parse_typeline("Creature -- Elf").language == "en"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("Creature - - Elf", "unexpected '-'"),  # two separators are not one
        ("Creature --- Elf", "unexpected '-'"),
        ("Créature : : humain", "unexpected ':'"),
        ("Arpenteur Legendary", "'Legendary' is English but 'Arpenteur' is French"),
    ],
)
def test_near_misses_are_still_refused(text: str, problem: str) -> None:
    with pytest.raises(SourceError) as caught:
        parse_typeline(text)
    assert caught.value.problem == problem


# -- printed numbers (GR-11, GR-22) -----------------------------------------------------------------

WORTH = {
    "3": 3, "0": 0, "-1": -1, "-0": 0, "+1": 1, "+0": 0, "X": 0, "?": 0, "*": 0, "*²": 0, "1+*": 1, "*+1": 1,
    "7-*": 7, ".5": 1, "3.5": 4, "1.5": 2,
}


@pytest.mark.parametrize("printed", sorted(WORTH))
def test_every_real_print_is_a_card_and_has_its_worth(printed: str) -> None:
    for key in ("toughness", "loyalty"):
        card = Card.from_json({"name": "C", "type": "Creature", key: printed}, source="t", path="c")
        assert getattr(card, key) == printed
    assert printed_value(printed) == WORTH[printed]


@pytest.mark.parametrize("printed", ["1d4+1", "x", "- 2", "٣", "3.25", "∞", "", "1+", "-.5", "**", "X+1"])
def test_what_no_card_prints_is_refused(printed: str) -> None:
    with pytest.raises(DataError) as caught:
        Card.from_json({"name": "C", "type": "Creature", "toughness": printed}, source="t", path="c")
    assert caught.value.problem == "must be a printed number such as 3, '*' or '1+*'"


def test_gr_22_has_the_four_parts_of_a_ruling() -> None:
    prose = load_rulebook().rules["GR-22"].prose
    for part in ("**Print.**", "**Decision.**", "**Why.**", "**Other reading.**"):
        assert part in prose


def battle(*args: str) -> Any:
    return CliRunner().invoke(main, ["battle", "--game", "hornburg", *args])


def test_battle_takes_a_negative_toughness_and_says_what_it_is_worth() -> None:
    result = battle("--attacker", "Artifact Creature — Insect", "--attacker-toughness=-1",
                    "--defender", "Artifact Creature — Thopter", "--defender-toughness", "0")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "The attacker's printed toughness '-1' counts as -1 (GR-22)."
    assert "'Artifact Creature — Insect' is a creature of strength -1 (G-BAT-1, HB-CAT-2)" in lines[2]
    assert lines[-1] == "The attacker is discarded (G-OUT-1, G-BAT-2)."


@pytest.mark.parametrize(("printed", "strength"), [("X", 0), ("3.5", 4), ("+1", 1), ("?", 0), ("*²", 0)])
def test_battle_fights_with_the_worth_of_each_print(printed: str, strength: int) -> None:
    def survivor(defender_toughness: int) -> Any:
        result = battle("--attacker", "Creature — Orc", f"--attacker-toughness={printed}", "--defender",
                        "Creature — Elf", "--defender-toughness", str(defender_toughness), "--json")
        assert result.exit_code == 0, result.output
        return json.loads(result.output)["survivor"]

    assert survivor(strength) == "attacker"  # a tie goes to the attacker (G-BAT-2)
    assert survivor(strength + 1) == "defender"
    text = battle("--attacker", "Creature — Orc", f"--attacker-toughness={printed}", "--defender", "Land").output
    assert text.splitlines()[0] == f"The attacker's printed toughness {printed!r} counts as {strength} (GR-22)."
    assert f"is a creature of strength {strength} (G-BAT-1, HB-CAT-2)" in text


def test_battle_names_the_ruling_for_a_star_too() -> None:
    result = battle("--attacker", "Creature", "--attacker-toughness", "1+*", "--defender", "Land")
    assert result.output.splitlines()[0] == "The attacker's printed toughness '1+*' counts as 1 (GR-11)."


def test_a_loyalty_die_roll_is_refused_with_its_ruling() -> None:
    result = battle("--attacker", "Planeswalker — Walker", "--attacker-loyalty", "1d4+1", "--defender", "Land")
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: --attacker-loyalty '1d4+1': must be a printed number such as 3, '*' or '1+*'; "
        "a die roll is no number the grid can play (GR-22)\n"
    )


def test_battle_help_lists_the_real_prints() -> None:
    result = CliRunner().invoke(main, ["battle", "--help"])
    assert "3, -1, X, * or 1+* (GR-11, GR-22)" in " ".join(result.output.split())


# -- set files with odd cards -----------------------------------------------------------------------

ODD_PLAYED = [
    Card("Nissa, Steward of Elements", "Legendary Planeswalker — Nissa", None, "X", "AKH"),
    Card("Spinal Parasite", "Artifact Creature — Insect", "-1", None, "5DN"),
    Card("Unknowable Beast", "Creature — Beast", "?", None, "UNH"),
    Card("Augment Claws", "Creature — Beast", "+1", None, "UST"),
    Card("Half-Giant", "Creature — Giant", "3.5", None, "UNH"),
    Card("Host Dwarf", "Host Creature — Dwarf", "2", None, "UST"),
    Card("Backup Plan", "Conspiracy", None, None, "CNS"),
    Card("Cave Troll", "Creature -- Troll", "5", None, "LTR"),
    Card("Forest", "Basic Land — Forest", None, None, "ODD"),
]


def test_an_mtgjson_set_with_odd_cards_sets_them_aside_and_keeps_the_rest() -> None:
    cards = load_mtgjson_set(FIXTURES / "mtgjson_odd_cards.json")
    assert cards == ODD_PLAYED
    assert cards.set_aside == [
        SetAside("Rolled Walker", "data.cards[2].loyalty", "loyalty '1d4+1' is not a number the grid can read (GR-22)"),
        SetAside("Dungeon Map", "data.cards[8]", "type line 'Dungeon': unknown type word 'Dungeon' (column 1)"),
    ]
    assert cards.set_aside[0].note() == (
        "'Rolled Walker' (at data.cards[2].loyalty): loyalty '1d4+1' is not a number the grid can read (GR-22)"
    )
    assert load_cards(FIXTURES / "mtgjson_odd_cards.json").set_aside == cards.set_aside


def test_a_scryfall_list_with_odd_cards_sets_them_aside() -> None:
    cards = load_scryfall(FIXTURES / "scryfall_odd_cards.json")
    assert cards == [
        Card("Nissa, Steward of Elements", "Legendary Planeswalker — Nissa", None, "X", "AKH"),
        Card("Spinal Parasite", "Artifact Creature — Insect", "-1", None, "5DN"),
        Card("Plains", "Basic Land — Plains", None, None, "AKH"),
    ]
    assert [(a.name, a.path) for a in cards.set_aside] == [("Rolled Walker", "[1].loyalty"), ("Dungeon Map", "[2]")]


def test_one_odd_side_sets_its_whole_card_aside(tmp_path: Path) -> None:
    sides = [
        {"name": "Odd // Back", "faceName": "Odd", "side": "a", "layout": "transform", "type": "Creature",
         "toughness": "1d6"},
        {"name": "Odd // Back", "faceName": "Back", "side": "b", "layout": "transform", "type": "Creature",
         "toughness": "2"},
        {"name": "Fine", "type": "Instant"},
    ]
    path = tmp_path / "set.json"
    path.write_text(json.dumps({"data": {"code": "TST", "cards": sides}}), encoding="utf-8")
    cards = load_cards(path)
    assert cards == [Card("Fine", "Instant", set_code="TST")]
    assert [(a.name, a.path) for a in cards.set_aside] == [("Odd // Back", "data.cards[0].toughness")]


def test_a_hand_written_card_list_still_refuses_an_odd_card(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"name": "A", "type": "Planeswalker", "loyalty": "1d4+1"}]), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert caught.value.path == "[0].loyalty"


def test_a_file_of_the_wrong_shape_is_still_an_error(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    path.write_text(json.dumps({"data": {"cards": [{"name": "A", "type": "Creature", "toughness": [3]}]}}))
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert caught.value.path == "data.cards[0].toughness"


def _pool_file(tmp_path: Path) -> Path:
    odd = json.loads((FIXTURES / "mtgjson_odd_cards.json").read_text(encoding="utf-8"))
    bears = [{"name": f"Bear {i}", "type": "Creature — Bear", "toughness": str(1 + i % 4)} for i in range(24)]
    odd["data"]["cards"] += [*bears, {"name": "Plains", "type": "Basic Land — Plains"}]
    path = tmp_path / "pool.json"
    path.write_text(json.dumps(odd, ensure_ascii=False), encoding="utf-8")
    return path


def test_play_sets_odd_cards_aside_with_a_note_and_plays_the_rest(tmp_path: Path) -> None:
    pool = _pool_file(tmp_path)
    replay = tmp_path / "game.replay.json"
    result = CliRunner().invoke(main, ["play", "hornburg", "--bots", "greedy,random", "--seed", "3", "--pool", str(pool),
                                       "--replay", str(replay), "--quiet"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        f"note: 2 cards of {pool} set aside, the grid cannot play them:",
        "  'Rolled Walker' (at data.cards[2].loyalty): loyalty '1d4+1' is not a number the grid can read (GR-22)",
        "  'Dungeon Map' (at data.cards[8]): type line 'Dungeon': unknown type word 'Dungeon' (column 1)",
    ]
    assert replay.exists() and "Rolled Walker" not in replay.read_text(encoding="utf-8")


# -- MTGJSON's older shape --------------------------------------------------------------------------


def test_an_mtgjson_file_of_the_older_shape_is_read() -> None:
    expected = [
        Card("Chapel Geist", "Creature — Spirit", "3", None, "ISD"),
        Card("Delver of Secrets // Insectile Aberration", "Creature — Human Wizard // Creature — Human Insect", "1", None,
             "ISD"),
        Card("Village Ironsmith // Ironfang", "Creature — Human Werewolf // Creature — Werewolf", "1", None, "ISD"),
        Card("Fire // Ice", "Instant", None, None, "ISD"),
        Card("Bruna, the Fading Light // Brisela, Voice of Nightmares",
             "Legendary Creature — Angel Horror // Legendary Creature — Eldrazi Angel", "7", None, "ISD"),
        Card("Gisela, the Broken Blade // Brisela, Voice of Nightmares",
             "Legendary Creature — Angel Horror // Legendary Creature — Eldrazi Angel", "3", None, "ISD"),
        Card("Plains", "Basic Land — Plains", None, None, "ISD"),
    ]
    assert load_cards(FIXTURES / "mtgjson_v4_old_shape.json") == expected
    assert load_mtgjson_set(FIXTURES / "mtgjson_v4_old_shape.json") == expected


def test_the_older_shape_names_its_paths_without_data(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"code": "OLD", "cards": [{"name": "A", "names": ["B", "C"], "type": "Creature"}]}))
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert caught.value.path == "cards[0].names"
    assert caught.value.problem == "must list the card's faces by name, this one among them"


def test_a_file_that_is_no_set_says_which_shapes_are_read(tmp_path: Path) -> None:
    path = tmp_path / "what.json"
    path.write_text(json.dumps({"meta": {}}))
    with pytest.raises(DataError) as caught:
        load_mtgjson_set(path)
    assert caught.value.path == "data"
    assert "(versions 3 and 4)" in caught.value.problem
