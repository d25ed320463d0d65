"""The seeded pool generator: reproducible, and its packs match each set's published mix."""

from __future__ import annotations

import math
import random
import statistics
from collections import Counter
from functools import cache

import pytest

from cardlaw.errors import CardlawError
from cardlaw.grid._cards import Card, printed_value
from cardlaw.grid._random import Portable
from cardlaw.grid.pool import OpenedPacks, basic_land, land_for, open_packs, set_mixes

PACKS = 2000

# Expected usable cards per pack, by what a rule-reader would call the card.
EXPECTED: dict[str, dict[str, float]] = {
    "ZNR": {
        "nonlegendary creature": 7.2,
        "instant, sorcery or enchantment": 4.6,
        "noncreature artifact": 0.66,
        "artifact creature": 0.35,
        "legendary creature": 0.2,
        "planeswalker": 0.02,
        "vehicle": 0.0,
    },
    "LTR": {
        "nonlegendary creature": 4.8,
        "legendary creature": 1.96,
        "instant, sorcery or enchantment": 5.8,
        "noncreature artifact": 0.85,
        "artifact creature": 0.19,
        "vehicle": 0.04,
        "planeswalker": 0.0,
    },
}


def classify(card: Card) -> str:
    """Sort a card by its type line alone, independently of how the generator chose it."""
    head = card.type_line.partition("—")[0].split()
    subtypes = card.type_line.partition("—")[2].split()
    if "Planeswalker" in head:
        return "planeswalker"
    if "Creature" in head:
        if "Artifact" in head:
            return "artifact creature"
        return "legendary creature" if "Legendary" in head else "nonlegendary creature"
    if "Artifact" in head:
        return "vehicle" if "Vehicle" in subtypes else "noncreature artifact"
    if {"Instant", "Sorcery", "Enchantment"} & set(head):
        return "instant, sorcery or enchantment"
    return "other: " + card.type_line


@cache
def opened(set_code: str) -> OpenedPacks:
    return open_packs(set_code, PACKS, Portable(20240601))


def test_set_mixes_cover_both_games() -> None:
    assert set(set_mixes()) == {"ZNR", "LTR"}
    assert set_mixes()["ZNR"].usable_per_pack == pytest.approx(13.03, abs=0.01)
    assert set_mixes()["LTR"].usable_per_pack == pytest.approx(13.64, abs=0.01)


def test_same_seed_same_pool() -> None:
    assert open_packs("ZNR", 3, Portable(7)) == open_packs("ZNR", 3, Portable(7))
    assert open_packs("LTR", 3, Portable(7)) == open_packs("LTR", 3, Portable(7))


def test_different_seed_different_pool() -> None:
    assert open_packs("ZNR", 3, Portable(1)) != open_packs("ZNR", 3, Portable(2))
    assert open_packs("LTR", 3, Portable(1)) != open_packs("LTR", 3, Portable(2))


def test_everything_comes_from_the_rng_argument() -> None:
    random.seed(1)
    first = open_packs("ZNR", 3, Portable(5))
    random.seed(2)
    assert open_packs("ZNR", 3, Portable(5)) == first


def test_set_code_any_case_and_unknown_code() -> None:
    assert open_packs("znr", 1, Portable(3)) == open_packs("ZNR", 1, Portable(3))
    with pytest.raises(CardlawError, match="did you mean 'LTR'"):
        open_packs("LTRR", 1, Portable(3))


@pytest.mark.parametrize("packs", [-1, 1.5, True])
def test_bad_pack_count(packs: object) -> None:
    with pytest.raises(CardlawError):
        open_packs("ZNR", packs, Portable(3))  # type: ignore[arg-type]


def test_zero_packs() -> None:
    assert open_packs("LTR", 0, Portable(3)) == OpenedPacks((), (), ())


@pytest.mark.parametrize("set_code", ["ZNR", "LTR"])
def test_category_means(set_code: str) -> None:
    counts = Counter(classify(card) for card in opened(set_code).usable)
    assert not [kind for kind in counts if kind.startswith("other")]
    for kind, expected in EXPECTED[set_code].items():
        mean = counts[kind] / PACKS
        # Four standard errors of a count with that mean, or 5% of it, whichever is wider.
        tolerance = max(0.05 * expected, 4 * math.sqrt(expected / PACKS))
        assert abs(mean - expected) <= tolerance, (kind, mean, expected)


@pytest.mark.parametrize("set_code", ["ZNR", "LTR"])
def test_pack_sizes_stay_near_a_real_booster(set_code: str) -> None:
    sizes = Counter(len(open_packs(set_code, 1, Portable(seed)).usable) for seed in range(300))
    assert set(sizes) <= {13, 14}


@pytest.mark.parametrize("set_code", ["ZNR", "LTR"])
def test_creatures_have_toughness_and_planeswalkers_loyalty(set_code: str) -> None:
    for card in opened(set_code).usable:
        kind = classify(card)
        if kind in ("nonlegendary creature", "legendary creature", "artifact creature", "vehicle"):
            assert card.toughness is not None and card.loyalty is None, card
        elif kind == "planeswalker":
            assert card.loyalty is not None and card.toughness is None, card
            assert 3 <= printed_value(card.loyalty) <= 6
        else:
            assert card.toughness is None and card.loyalty is None, card
        assert card.set_code == set_code
        assert "//" not in card.type_line and "Land" not in card.type_line


def toughnesses(set_code: str) -> list[int]:
    return [printed_value(card.toughness) for card in opened(set_code).usable if card.toughness is not None]


def test_znr_toughness_median_and_range() -> None:
    values = toughnesses("ZNR")
    assert statistics.median(values) == 3
    assert min(values) == 0 and max(values) == 17


def test_ltr_toughness_mean_and_range() -> None:
    values = toughnesses("LTR")
    assert statistics.fmean(values) == pytest.approx(3.1, abs=0.1)
    assert min(values) == 1 and max(values) == 10


def test_znr_has_one_double_faced_card_per_pack_and_ltr_none() -> None:
    removed = opened("ZNR").removed
    assert len(removed) == PACKS
    for card in removed:
        front, back = card.type_line.split(" // ")
        assert "Land" in back
        assert (card.toughness is not None) == ("Creature" in front)
        assert " // " in card.name
    assert opened("LTR").removed == ()


def test_names_are_distinct_within_a_pool() -> None:
    pool = opened("LTR").usable
    assert len({card.name for card in pool}) == len(pool)


def test_znr_land_is_basic() -> None:
    rng = Portable(11)
    for _ in range(50):
        land = land_for("ZNR", rng)
        assert land.type_line == f"Basic Land — {land.name}"
        assert land.set_code == "ZNR" and land.toughness is None


def test_ltr_land_is_basic_or_nonbasic_land() -> None:
    rng = Portable(11)
    lands = [land_for("LTR", rng) for _ in range(400)]
    assert all("Land" in land.type_line and land.set_code == "LTR" for land in lands)
    basics = sum(land.type_line.startswith("Basic Land — ") for land in lands)
    assert 0 < basics < len(lands)


def test_basic_land_is_reproducible() -> None:
    assert basic_land("LTR", Portable(4)) == basic_land("LTR", Portable(4))
    assert basic_land("LTR", Portable(4)).type_line.startswith("Basic Land — ")


