"""Portable deals (G-SET-8 to G-SET-11): the generator's published outputs, the suite's test vectors,
the shuffle, the pack tables read from the rulebook, and the order of a deal's steps."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

from cardlaw.conformance import root
from cardlaw.errors import CardlawError
from cardlaw.grid import deal
from cardlaw.grid._random import Portable
from cardlaw.grid.pool import PackOpener, land_for, open_packs, set_mixes
from cardlaw.rulebook import load_page

VECTORS = root() / "vectors" / "deals.jsonl"


def _vectors() -> list[dict[str, Any]]:
    return [json.loads(line) for line in VECTORS.read_text(encoding="utf-8").splitlines() if line.strip()]


def _whole(value: int | str) -> int:
    return int(value)


def test_splitmix64_gives_its_published_outputs() -> None:
    # The reference outputs of splitmix64.c for seed 1234567, as G-SET-8 quotes them.
    rng = Portable(1234567)
    assert [rng.next64() for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821,
    ]
    assert Portable(0).next64() == 0xE220A8397B1DCDAF


def test_the_rule_quotes_the_same_outputs() -> None:
    prose = load_page("grid/01-setup.md")["G-SET-8"].prose
    for number in ("6457827717110365317", "3203168211198807973", "16408922859458223821"):
        assert number in prose


def test_a_seed_is_taken_modulo_two_to_the_64() -> None:
    assert Portable(-1).next64() == Portable(2**64 - 1).next64()
    assert Portable(2**64 + 5).next64() == Portable(5).next64()


def test_every_vector_line_fits_the_schema() -> None:
    schema = json.loads((root() / "schema" / "vectors.schema.json").read_text(encoding="utf-8"))
    scenario = json.loads((root() / "schema" / "scenario.schema.json").read_text(encoding="utf-8"))
    registry = Registry().with_resources([(scenario["$id"], Resource.from_contents(scenario))])
    validator = jsonschema.Draft202012Validator(schema, registry=registry)
    lines = _vectors()
    assert {v["kind"] for v in lines} == {"draws", "below", "weighted", "shuffle", "packs", "lands"}
    for line in lines:
        validator.validate(line)
    with pytest.raises(jsonschema.ValidationError):
        validator.validate({"kind": "draws", "rule": "G-SET-8", "seed": 1, "draws": [12]})


@pytest.mark.parametrize("vector", _vectors(), ids=lambda v: f"{v['kind']}-{v['seed']}")
def test_the_reference_reproduces_each_vector(vector: dict[str, Any]) -> None:
    rng = Portable(_whole(vector["seed"]))
    kind = vector["kind"]
    if kind == "draws":
        assert [str(rng.next64()) for _ in vector["draws"]] == vector["draws"]
    elif kind == "below":
        n = _whole(vector["n"])
        assert [rng.below(n) for _ in vector["values"]] == [_whole(v) for v in vector["values"]]
    elif kind == "weighted":
        assert [rng.weighted(vector["weights"]) for _ in vector["picks"]] == vector["picks"]
    elif kind == "shuffle":
        items = list(range(vector["n"]))
        rng.shuffle(items)
        assert items == vector["result"]
    elif kind == "packs":
        opened = open_packs(vector["set"], vector["packs"], rng)
        assert [c.to_json() for c in opened.cards] == vector["cards"]
    else:
        assert [land_for(vector["set"], rng).to_json() for _ in vector["lands"]] == vector["lands"]


def test_below_rejects_draws_past_the_last_whole_multiple() -> None:
    n = 3 * 2**62  # the last quarter of the draws is thrown away
    rng, raw = Portable(9), Portable(9)
    for _ in range(50):
        value = rng.below(n)
        draw = raw.next64()
        while draw >= 2**64 - 2**64 % n:
            draw = raw.next64()
        assert value == draw % n
    with pytest.raises(ValueError):
        rng.below(0)


def test_weights_of_zero_are_never_picked_and_picks_follow_weights() -> None:
    rng = Portable(3)
    counts = Counter(rng.weighted([1, 0, 3]) for _ in range(4000))
    assert counts[1] == 0
    assert 0.2 < counts[0] / 4000 < 0.3


def test_the_shuffle_is_fisher_yates_from_the_last_place() -> None:
    items, rng, check = list(range(6)), Portable(21), Portable(21)
    rng.shuffle(items)
    expect = list(range(6))
    for i in range(5, 0, -1):
        j = check.below(i + 1)
        expect[i], expect[j] = expect[j], expect[i]
    assert items == expect
    one, rng = [7], Portable(1)
    rng.shuffle(one)
    assert one == [7] and rng.state == Portable(1).state  # no draw for a list of one


def test_the_pack_tables_are_read_from_the_rulebook() -> None:
    mixes = set_mixes()
    assert set(mixes) == {"LTR", "ZNR"}
    assert mixes["LTR"].nonbasic_chance == 25 and len(mixes["LTR"].nonbasic_lands) == 3
    assert mixes["ZNR"].double_faced == 100 and mixes["LTR"].double_faced == 0
    assert [k.label for k in mixes["ZNR"].kinds][0] == "Creature"


def test_serial_numbers_go_on_across_the_packs_of_a_deal() -> None:
    rng = Portable(5)
    opener = PackOpener("ZNR", rng)
    first = open_packs("ZNR", 1, rng, opener).cards
    second = open_packs("ZNR", 1, rng, opener).cards
    names = [c.name for c in first + second]
    assert len(set(names)) == len(names)


def test_an_unknown_set_is_the_users_mistake() -> None:
    with pytest.raises(CardlawError, match="unknown set code 'LTRR'.*did you mean 'LTR'"):
        PackOpener("LTRR", Portable(1))


def test_a_deal_follows_the_order_of_g_set_11() -> None:
    """Steps 1 to 7 done by hand with the same generator give the same game."""
    game, record = deal("hornburg", 11)
    rng = Portable(11)
    opener = PackOpener("LTR", rng)
    cards = list(open_packs("LTR", 3, rng, opener).cards)
    lands = [land_for("LTR", rng), land_for("LTR", rng)]
    assert list(record.lands) == lands
    pool = [c for c in cards if "Land" not in c.type_line]  # LTR packs hold no land or double-faced card
    rng.shuffle(pool)
    assert record.hands == (tuple(pool[0:22:2]), tuple(pool[1:22:2]))
    for player, first_square in ((0, 0), (1, 12)):
        squares = list(range(first_square, first_square + 12))
        rng.shuffle(squares)
        for card, sq in zip([lands[player], *record.hands[player]], squares, strict=True):
            assert game.pieces[game.at[sq]].card == card
    assert record.first == rng.below(2) == game.to_move


def test_seeded_deals_replay_exactly() -> None:
    for seed in (0, 7, 2**40):
        assert deal("base-race", seed)[1] == deal("base-race", seed)[1]
    assert deal("hornburg", 1)[1] != deal("hornburg", 2)[1]
