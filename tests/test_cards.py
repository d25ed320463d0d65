"""The Landfight reference set LF1, its starter decks, the card and deck loaders, and `cardlaw cards`."""

from __future__ import annotations

import dataclasses
import enum
import json
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from cardlaw._paths import data_dir
from cardlaw.cardtext import ast as A
from cardlaw.cardtext import parse_card_text, print_card_text
from cardlaw.cli import main
from cardlaw.errors import CardlawError, DataError, SourceError
from cardlaw.landfight.cards import (
    CardSet,
    Deck,
    LandfightCard,
    _lasting_doubling,
    inspect_card_file,
    load_card_set,
    load_deck,
    reference_set,
    starter_deck_paths,
)

ROOT = Path(__file__).resolve().parents[1]
LF1_PATH = ROOT / "cards" / "LF1.json"
DECKS = ROOT / "cards" / "decks"
MAIN_TYPES = {"Light", "Dark", "Fire", "Water", "Earth", "Wind"}


@pytest.fixture(scope="module")
def lf1() -> CardSet:
    return reference_set()


def _raw() -> dict[str, Any]:
    return json.loads(LF1_PATH.read_text(encoding="utf-8"))


# -- walking card trees ----------------------------------------------------------------------


def nodes(value: Any) -> Iterator[Any]:
    """Every node of a card-text tree (dataclass instances and enum members), depth first."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        yield value
        for f in dataclasses.fields(value):
            if f.name != "span":
                yield from nodes(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from nodes(item)
    elif isinstance(value, enum.Enum):
        yield value


def has(card: LandfightCard, test: Callable[[Any], bool]) -> bool:
    return any(test(node) for node in nodes(card.tree))


def is_(cls: type, **fields: Any) -> Callable[[Any], bool]:
    def test(node: Any) -> bool:
        return isinstance(node, cls) and all(
            (want(getattr(node, k)) if callable(want) else getattr(node, k) == want) for k, want in fields.items()
        )

    return test


def _both_sides_buff(kind: A.Kind) -> Callable[[LandfightCard], bool]:
    """A static ability of a card of ``kind``: filtered creatures on every side gain Strength, no duration."""

    def test(card: LandfightCard) -> bool:
        if card.kind is not kind:
            return False
        for ability in card.tree.abilities:
            if isinstance(ability, A.Sentence):
                for effect in ability.effects:
                    if (
                        isinstance(effect, A.ModifyStrength)
                        and effect.duration is None
                        and effect.delta > 0
                        and isinstance(effect.target, A.Filtered)
                        and effect.target.location is None
                        and effect.target.kinds.qualities
                    ):
                        return True
        return False

    return test


def _trigger(test: Callable[[Any], bool]) -> Callable[[LandfightCard], bool]:
    return lambda card: any(isinstance(a, A.Triggered) and test(a.trigger) for a in card.tree.abilities)


def _tree(test: Callable[[Any], bool]) -> Callable[[LandfightCard], bool]:
    return lambda card: has(card, test)


# Each mechanic the reference set must show on at least two cards, as a test over a card.
MECHANICS: dict[str, Callable[[LandfightCard], bool]] = {
    "draw": _tree(is_(A.Draw)),
    "search deck + shuffle": _tree(is_(A.Search)),
    "destroy": _tree(is_(A.Destroy)),
    "send to the Ruins": _tree(is_(A.SendToRuins)),
    "sacrifice (cost)": _tree(is_(A.SacrificeCost)),
    "sacrifice (effect)": _tree(is_(A.Sacrifice)),
    "gain Land Life": _tree(is_(A.GainLife)),
    "lose Land Life": _tree(is_(A.LoseLife)),
    "pay Land Life (cost)": _tree(is_(A.PayCost)),
    "pay Land Life (effect)": _tree(is_(A.PayLife)),
    "return to hand": _tree(is_(A.ReturnToHand)),
    "Strength until end of turn": _tree(is_(A.ModifyStrength, duration=lambda d: isinstance(d, A.UntilEndOfTurn))),
    "Strength while a condition holds": _tree(is_(A.ModifyStrength, duration=lambda d: isinstance(d, A.WhileCondition))),
    "Strength with no duration (static)": _tree(is_(A.ModifyStrength, duration=None)),
    "Strength lowered": _tree(is_(A.ModifyStrength, delta=lambda d: d < 0)),
    "attack an additional time": _tree(is_(A.ExtraAttack)),
    "attack Land Life directly": _tree(is_(A.DirectAttack)),
    "negate an activation": _tree(is_(A.Negate)),
    "attach": _tree(is_(A.Attach)),
    "remove an Attachment": _tree(is_(A.RemoveAttachment)),
    "summon on top (mutated)": lambda c: c.kind is A.Kind.MUTATED and has(c, is_(A.SummonRequirement)),
    "six-sided die roll": _tree(is_(A.DieRoll)),
    "cannot": _tree(is_(A.Prohibition)),
    "if (conditional)": _tree(is_(A.Conditional)),
    "when played": _trigger(is_(A.SelfTrigger, event=A.SelfEvent.PLAYED)),
    "when destroyed": _trigger(is_(A.SelfTrigger, event=A.SelfEvent.DESTROYED)),
    "when sent to the Ruins": _trigger(is_(A.SelfTrigger, event=A.SelfEvent.SENT_TO_RUINS)),
    "when attacks": _trigger(is_(A.SelfTrigger, event=A.SelfEvent.ATTACKS)),
    "when attacked": _trigger(is_(A.SelfTrigger, event=A.SelfEvent.ATTACKED)),
    "when a filtered creature is destroyed": _trigger(is_(A.CreatureDestroyed)),
    "at the start of a phase": _trigger(is_(A.PhaseStart)),
    "Land buffs creatures on both sides": _both_sides_buff(A.Kind.LAND),
    "Continuous buffs creatures on both sides": _both_sides_buff(A.Kind.CONTINUOUS),
    "once per turn (OPT)": _tree(is_(A.Activated, once_per_turn=True)),
    "discard (cost)": _tree(is_(A.DiscardCost)),
    "Stack 1": _tree(is_(A.StackRequirement, count=1)),
    "Stack 2": _tree(is_(A.StackRequirement, count=2)),
}


def coverage(cards: CardSet) -> dict[str, list[str]]:
    """Mechanic -> numbers of the cards that show it."""
    return {name: [card.number for card in cards if test(card)] for name, test in MECHANICS.items()}


# -- the reference set -------------------------------------------------------------------------


def test_reference_set_has_at_least_80_cards(lf1: CardSet) -> None:
    assert lf1.code == "LF1"
    assert len(lf1) >= 80
    # In order of number, each once, from LF1-001; cards added on several branches at once take numbers from
    # ranges held apart, so a number may wait for its card.
    numbers = [int(card.number.removeprefix("LF1-")) for card in lf1]
    assert [f"LF1-{n:03d}" for n in numbers] == [card.number for card in lf1]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1
    assert len({card.name.casefold() for card in lf1}) == len(lf1)


def test_every_reference_text_parses_round_trips_and_is_canonical(lf1: CardSet) -> None:
    for card in lf1:
        if not card.text:
            assert card.kind is A.Kind.CREATURE and card.tree.abilities == (), card.number
            continue
        assert parse_card_text(card.text, source=card.number) == card.tree
        printed = print_card_text(card.tree)
        assert printed == card.text, f"{card.number} {card.name} is not stored in canonical form"
        assert parse_card_text(printed) == card.tree, card.number


@pytest.mark.parametrize("mechanic", list(MECHANICS))
def test_every_mechanic_appears_on_at_least_two_cards(lf1: CardSet, mechanic: str) -> None:
    found = coverage(lf1)[mechanic]
    assert len(found) >= 2, f"{mechanic}: only {found}"


def test_required_cards_are_present(lf1: CardSet) -> None:
    cards = list(lf1)
    by_kind = Counter(card.kind for card in cards)
    assert any(c.kind is A.Kind.INTERRUPT and has(c, is_(A.Negate)) for c in cards), "a negating Boost - Interrupt"
    # Rule 11's example Boost: a negated activation pays nothing, so the payment is an effect, not a cost.
    recall = [c for c in cards if c.text == "You pay 2 Land Life, then return one card on your side of the field to your hand."]
    assert [c.kind for c in recall] == [A.Kind.BOOST]
    assert recall[0].tree == A.CardText(
        (
            A.Sentence(
                (
                    A.PayLife(A.Player.YOU, 2),
                    A.ReturnToHand(
                        A.Filtered(
                            A.Count(A.CountKind.ONE),
                            False,
                            A.Kinds((), None, A.Noun.CARD),
                            A.Location(A.LocationKind.ON_YOUR_SIDE),
                        ),
                        A.HandOwner.YOURS,
                    ),
                )
            ),
        )
    )
    light_buff = is_(A.ModifyStrength, delta=lambda d: d > 0, target=lambda t: isinstance(t, A.Filtered) and A.MainType("Light") in t.kinds.qualities)
    assert any(c.kind is A.Kind.LAND and has(c, light_buff) for c in cards), "a Land that buffs Light creatures"
    assert any(c.kind is A.Kind.LAND and has(c, is_(A.Activated, once_per_turn=True)) for c in cards)
    assert by_kind[A.Kind.MUTATED] >= 2
    assert by_kind[A.Kind.CONTINUOUS] >= 2
    assert by_kind[A.Kind.ATTACHMENT] >= 2
    assert by_kind[A.Kind.INTERRUPT] >= 2
    assert any(c.is_creature and has(c, is_(A.StackRequirement, count=1)) for c in cards)
    assert any(c.is_creature and has(c, is_(A.StackRequirement, count=2)) for c in cards)
    assert any(c.is_creature and not c.text for c in cards), "a vanilla creature"


# What spec/landfight/cardtext.md ("Sentences") calls a lasting effect; every other effect is one-off.
_LASTING = (A.ModifyStrength, A.ExtraAttack, A.DirectAttack, A.Prohibition, A.AttackLimit, A.UnderStrength)  # L-TXT-96


def _lasting(effect: A.Effect) -> bool:
    if isinstance(effect, A.ForEach):  # a scaled change of Strength is lasting; a scaled draw is not
        return isinstance(effect.effect, A.ModifyStrength)
    if isinstance(effect, A.OrInstead):  # L-TXT-269: either of two lasting effects
        return _lasting(effect.effect) and _lasting(effect.instead)
    return _lasting(effect.effect) if isinstance(effect, A.Conditional) else isinstance(effect, _LASTING)


def _attach_sentence(ability: A.Ability) -> bool:
    return isinstance(ability, A.Sentence) and len(ability.effects) == 1 and isinstance(ability.effects[0], A.Attach)


def test_no_static_sentence_holds_a_one_off_effect(lf1: CardSet) -> None:
    """On a Creature, Mutated Creature, Land or Attachment a sentence is a static ability, which has no
    moment for a one-off effect to happen at; an Attachment's attach sentence is how it is played instead."""
    checked = 0
    for card in lf1:
        if card.kind not in (A.Kind.CREATURE, A.Kind.MUTATED, A.Kind.LAND, A.Kind.ATTACHMENT):
            continue
        for ability in card.tree.abilities:
            if not isinstance(ability, A.Sentence) or (card.kind is A.Kind.ATTACHMENT and _attach_sentence(ability)):
                continue
            checked += 1
            # An Attachment's doubling of its creature's Strength lasts while attached (L-TXT-94).
            # Alone, "At the end of your next turn, ..." is set up as the card arrives (L-TXT-262).
            arrival = card.kind is not A.Kind.LAND and all(
                isinstance(e, A.Delayed) and e.moment is A.DelayedMoment.END_OF_NEXT_TURN for e in ability.effects)
            one_off = [] if arrival else [
                e for e in ability.effects if not _lasting(e) and not _lasting_doubling(card.kind, e)]
            assert one_off == [], f"{card.number} {card.name}: a static ability holds {one_off}"
    assert checked >= 15


def test_every_attachment_says_at_most_once_what_it_is_attached_to(lf1: CardSet) -> None:
    attachments = [card for card in lf1 if card.kind is A.Kind.ATTACHMENT]
    assert len(attachments) >= 7
    implied = [card for card in attachments if not any(_attach_sentence(a) for a in card.tree.abilities)]
    assert len(implied) >= 2  # L-TXT-54: one creature its player controls, as the print says
    for card in attachments:
        if card in implied:
            continue
        attaches = [a for a in card.tree.abilities if _attach_sentence(a)]
        assert len(attaches) == 1 and card.tree.abilities[0] is attaches[0], card.number
        host = attaches[0].effects[0].to  # type: ignore[union-attr]
        assert host.count.kind is A.CountKind.ONE and host.kinds.noun is A.Noun.CREATURE, card.number
        # one side's creature: its player's, or the opponent's for an Attachment that hinders (LF1-612); or either
        # side's, for one that may do both (L-TXT-265, LF1-638)
        assert host.location in (A.Location(A.LocationKind.YOU_CONTROL), A.Location(A.LocationKind.OPPONENT_CONTROLS),
                                 A.Location(A.LocationKind.ON_ANY_SIDE)), card.number
    others = [card for card in lf1 if card.kind is not A.Kind.ATTACHMENT]
    assert not any(has(card, is_(A.Attach)) for card in others)


def test_boosts_that_resolve_have_only_sentences(lf1: CardSet) -> None:
    """A Boost or Boost - Interrupt is played, resolves and leaves: it has no activated or triggered abilities,
    but one of its discarding, which happens in the hand (L-TXT-86), and its costs before a colon (L-TXT-366)."""
    discarded = A.SelfTrigger(A.SelfEvent.DISCARDED)
    for card in lf1:
        if card.kind in (A.Kind.BOOST, A.Kind.INTERRUPT):
            # Besides sentences, only the rules a card changes for itself (L-TXT-27, L-TXT-28, L-TXT-88), replacements
            # for the rest of the turn it resolves in (L-TXT-76), and a trigger on being discarded (L-TXT-86).
            assert all(isinstance(a, (A.Sentence, A.OnlyDuring, A.OnlyIf, A.AnyTurn, A.PlayInPhase, A.ResponseBan))  # L-TXT-315, 365
                       or (isinstance(a, A.Replacement) and a.duration is not None)
                       or (isinstance(a, A.AttackLoss) and a.this_turn)  # L-TXT-306: for the turn, too
                       or (isinstance(a, A.LifeReplacement) and a.this_turn)  # L-TXT-358: for the turn, too
                       or (isinstance(a, A.Triggered) and a.trigger == discarded)
                       # L-TXT-366: what playing it costs, said before all it does, never once per turn
                       or (isinstance(a, A.Activated) and a is card.tree.abilities[0] and not a.once_per_turn
                           and any(isinstance(c, (A.SacrificeCost, A.DiscardCost)) for c in a.costs))
                       for a in card.tree.abilities), card.number
            # something it does: a sentence, a replacement, or the effects after its costs (L-TXT-366)
            assert any(isinstance(a, (A.Sentence, A.Replacement, A.AttackLoss, A.LifeReplacement, A.Activated))
                       for a in card.tree.abilities), card.number


def test_a_boost_continuous_may_hold_one_off_effects(tmp_path: Path) -> None:
    """It resolves like a Boost first, so its one-off effects happen once; its lasting ones stay."""
    data = _raw()
    data["cards"][79]["text"] = "Draw 1 card.\nAll Light creatures gain +1 Strength.\nWhen this card is played, gain 1 Land Life."
    assert load_card_set(_write(tmp_path, data)).card("LF1-080").kind is A.Kind.CONTINUOUS


def test_creature_sizes_types_and_strengths(lf1: CardSet) -> None:
    ranges = {"S": range(1, 5), "M": range(3, 7), "L": range(6, 11), None: range(5, 10)}
    types_by_size: dict[str | None, set[str]] = {}
    for card in lf1:
        if not card.is_creature:
            assert card.creature_type is None and card.strength is None
            continue
        assert card.creature_type is not None and card.strength is not None
        assert card.strength in ranges[card.badge], f"{card.number} {card.name}: Strength {card.strength}"
        types_by_size.setdefault(card.badge, set()).add(card.creature_type.main)
    for size in ("S", "M", "L"):
        assert len(types_by_size[size]) >= 4, size
    used = set().union(*types_by_size.values())
    assert used <= MAIN_TYPES
    land_types = {
        node.name for card in lf1 if card.kind is A.Kind.LAND for node in nodes(card.tree) if isinstance(node, A.MainType)
    }
    assert used <= land_types, f"no Land for {used - land_types}"
    assert sum(card.kind is A.Kind.LAND for card in lf1) >= len(used)


def test_badges_follow_kinds(lf1: CardSet) -> None:
    for card in lf1:
        expected = {
            A.Kind.CREATURE: {"S", "M", "L"},
            A.Kind.MUTATED: {None},
            A.Kind.LAND: {"L"},
            A.Kind.BOOST: {"B"},
            A.Kind.INTERRUPT: {"B"},
            A.Kind.CONTINUOUS: {"B"},
            A.Kind.ATTACHMENT: {"A"},
        }[card.kind]
        assert card.badge in expected, card.number
    assert {card.rarity for card in lf1} == {"common", "rare", "full-art", "chromatic-rare", "red-rare"}


def test_named_compares_without_case(lf1: CardSet) -> None:
    assert lf1.named("halo WARDEN") == lf1.named("Halo Warden") == (lf1.card("LF1-004"),)


def test_cards_are_frozen_and_the_set_indexes_by_number(lf1: CardSet) -> None:
    card = lf1.card("LF1-001")
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.name = "x"  # type: ignore[misc]
    assert not hasattr(card, "__dict__")
    assert "LF1-001" in lf1 and lf1.get("LF1-999") is None
    with pytest.raises(CardlawError, match="did you mean 'LF1-001'"):
        lf1.card("LF1-0001")
    assert reference_set() is lf1


# -- starter decks -------------------------------------------------------------------------------


def _own_problems(deck: Deck) -> list[str]:
    """An independent reading of the quick rules' deck limits, to cross-check check_deck."""
    problems = []
    if deck.size != 50:
        problems.append(f"{deck.size} cards")
    lands = sum(n for card, n in deck.entries if card.kind is A.Kind.LAND)
    if lands != 1:
        problems.append(f"{lands} Lands")
    large = sum(n for card, n in deck.entries if card.kind is A.Kind.CREATURE and card.badge == "L")
    if large > 3:
        problems.append(f"{large} L creatures")
    copies: Counter[str] = Counter()
    for card, n in deck.entries:
        if not (card.kind is A.Kind.CREATURE and card.badge == "L"):
            copies[card.name] += n
    problems += [f"{n} x {name}" for name, n in copies.items() if n > 4]
    if deck.side_size > 10:
        problems.append(f"side deck {deck.side_size}")
    return problems


def test_six_starter_decks_are_legal(lf1: CardSet) -> None:
    from cardlaw.landfight.decks import check_deck

    paths = starter_deck_paths()
    assert len(paths) == 6
    lands = set()
    for path in paths:
        deck = load_deck(path, lf1)
        assert deck.size == 50, path.name
        assert _own_problems(deck) == [], path.name
        assert [str(p) for p in check_deck(deck)] == [], path.name
        lands |= {card.number for card, _ in deck.entries if card.kind is A.Kind.LAND}
    assert len(lands) == 6, "each starter deck plays a different Land"


def test_check_deck_catches_an_illegal_deck(lf1: CardSet) -> None:
    from cardlaw.landfight.decks import check_deck

    deck = load_deck(DECKS / "fire.json", lf1)
    dragon = lf1.card("LF1-027")  # an L creature
    bad = dataclasses.replace(deck, entries=deck.entries + ((dragon, 2),))
    assert _own_problems(bad) and check_deck(bad)


def test_load_deck_defaults_to_the_reference_set() -> None:
    deck = load_deck(DECKS / "light.json")
    assert deck.name == "Dawnspire Vanguard"
    assert len(list(deck.cards())) == 50


# -- malformed files ------------------------------------------------------------------------------


def _write(tmp_path: Path, data: Any, name: str = "set.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def _set(index: int, key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda data: data["cards"][index].__setitem__(key, value)


def _pop(index: int, key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data["cards"][index].pop(key)


MALFORMED = [
    ("bad badge", _set(12, "badge", "Q"), "cards[12].badge", '"Q" is not one of'),
    ("boost with a creature badge", _set(60, "badge", "M"), "cards[60].badge", 'must be "B" for a Boost card, not "M"'),
    ("mutated with a size", _set(18, "badge", "M"), "cards[18].badge", 'must be null for a Mutated Creature card'),
    ("land with Strength", _set(0, "strength", 3), "cards[0].strength", "may not be given for a Land card"),
    ("boost with a type", _set(60, "type", "Fire"), "cards[60].type", "may not be given for a Boost card"),
    ("creature without a type", _pop(1, "type"), "cards[1].type", "required for a Creature card"),
    ("creature without Strength", _pop(1, "strength"), "cards[1].strength", "required for a Creature card"),
    ("misspelt kind", _set(1, "kind", "Creatur"), "cards[1].kind", "did you mean 'Creature'?"),
    ("unknown field", _set(1, "colour", "red"), "cards[1].colour", "unknown field"),
    ("text as a number", _set(2, "strength", "3"), "cards[2].strength", 'must be an integer, not "3"'),
    ("bad number", _set(5, "number", "LF1-6"), "cards[5].number", "not a card number"),
    ("number of another set", _set(5, "number", "LF2-006"), "cards[5].number", "is not in set LF1"),
    ("repeated number", _set(5, "number", "LF1-001"), "cards[5].number", "used twice (first at cards[0])"),
    (
        "name reused in another case",
        _set(5, "name", "DAWNSPIRE CITADEL"),
        "cards[5].name",
        "name 'DAWNSPIRE CITADEL' is already used by cards[0] (as 'Dawnspire Citadel') with other rules",
    ),
    ("empty Boost", _set(60, "text", ""), "cards[60].text", "may not be empty for a Boost card"),
    ("bad rarity", _set(3, "rarity", "mythic"), "cards[3].rarity", '"mythic" is not one of'),
    ("missing title", lambda d: d.pop("title"), "title", "required"),
    ("wrong format", lambda d: d.__setitem__("format", "x"), "format", 'must be "cardlaw-landfight-cards/1"'),
    (
        "summon requirement on a Boost",
        _set(60, "text", "Summon this card on top of one creature you control."),
        "cards[60].text",
        "only a Mutated Creature",
    ),
    (  # a Mutated Creature without a summon requirement is read (L-TXT-98), but its sentences are still static
        "mutated without a summon requirement, one-off sentence",
        _set(18, "text", "Draw 1 card."),
        "cards[18].text",
        "happens once, so it would never happen",
    ),
    (  # L-TXT-207: a Strength said to be doubled holds while the card is there, not from a moment on
        "Strength said to be doubled until end of turn on a Creature",
        _set(1, "text", "This card's Strength is doubled until end of turn."),
        "cards[1].text",
        "happens once, so it would never happen",
    ),
    (  # L-TXT-96: only a Mutated Creature has a card underneath
        "Strength of the card underneath on a Creature",
        _set(1, "text", "This card gains Strength equal to the Strength of the card underneath."),
        "cards[1].text",
        "only a Mutated Creature can say it, not a Creature card",
    ),
    (  # L-TXT-97: nor a comparison with it
        "comparison with the card underneath on a Boost",
        _set(60, "text", "Destroy one creature with less Strength than the card underneath."),
        "cards[60].text",
        "only a Mutated Creature can say it, not a Boost card",
    ),
    (  # L-TXT-96: it names no moment, so it is a sentence of its own
        "Strength of the card underneath in a trigger",
        _set(18, "text", "Summon this card on top of one Dark Zombie creature you control.\n"
                         "When this card attacks, this card gains Strength equal to the Strength of the card underneath."),
        "cards[18].text",
        "write it as a sentence of its own, not in a triggered or activated ability (L-TXT-96)",
    ),
    ("Boost that attaches itself", _set(60, "text", "Attach this card to one creature you control."), "cards[60].text", "only an Attachment"),
    ("Stack on a Land", _set(0, "text", "Stack 1 from your hand."), "cards[0].text", "only creatures have a Stack"),
    (
        "stack note on a Land",
        _set(0, "text", "This card cannot be destroyed - Stack 1."),
        "cards[0].text",
        "only creatures have a Stack requirement, not a Land card",
    ),
    ("stack note on a Boost", _set(60, "text", "Draw 1 card. - Stack 1"), "cards[60].text", "only creatures have a Stack requirement, not a Boost card"),
    (
        "stack requirement and stack note",
        _set(1, "text", "Stack 1 from your hand.\nThis card cannot be destroyed - Stack 1."),
        "cards[1].text",
        "a card has at most one Stack requirement, either 'Stack N from your ...' or one ability printed with '- Stack N'",
    ),
    (
        "two stack notes",
        _set(1, "text", "This card cannot be destroyed - Stack 1.\nThis card cannot attack - Stack 2."),
        "cards[1].text",
        "a card has at most one Stack requirement",
    ),
    (
        "one-off effect in a Creature's sentence without a stack note",  # with one it is activated (L-TXT-57)
        _set(1, "text", "Draw 1 card."),
        "cards[1].text",
        "a sentence on a Creature card is a static ability, and 'Draw 1 card' happens once",
    ),
    (
        "Creature that attaches itself with a stack note",
        _set(1, "text", "Attach this card to one creature you control - Stack 1."),
        "cards[1].text",
        "only an Attachment attaches itself, not a Creature card",
    ),
    (
        "Land that compares a Strength with its own",
        _set(0, "text", "All creatures with less Strength than this card cannot attack."),
        "cards[0].text",
        "only a creature has a Strength, so 'Strength than this card' compares with nothing on a Land card (L-TXT-55)",
    ),
    (
        "Land that doubles its own direct attack",
        _set(0, "text", "If your opponent would lose Land Life from this card's direct attack, they lose double that amount instead."),
        "cards[0].text",
        "only creatures attack, so a Land card never makes the direct attack 'from this card' names (L-TXT-330)",
    ),
    (
        "Land that sacrifices itself and compares a Strength with its own",
        _set(0, "text", "Sacrifice this card: Destroy 1 creature with less Strength than the sacrificed creature."),
        "cards[0].text",
        "only a creature has a Strength, so 'the sacrificed creature' compares with nothing where a Land card "
        "sacrifices itself (L-TXT-329)",
    ),
    (
        "Land that changes its own Strength",
        _set(0, "text", "This card gains +2 Strength."),
        "cards[0].text",
        "only a creature has a Strength, so a Land card cannot change or double its own (L-TXT-24)",
    ),
    (
        "Boost that doubles its own Strength",  # L-TXT-207's words: the state, which a Boost cannot hold either
        _set(60, "text", "Double this card's Strength."),
        "cards[60].text",
        "only a creature has a Strength, so a Boost card cannot change or double its own (L-TXT-24)",
    ),
    (
        "Attachment that stacks cards underneath itself",
        _set(87, "text", "Attach this card to one creature you control.\n(OPT): Stack 1 card from your hand underneath this card."),
        "cards[87].text",
        "only a creature has cards stacked under it, so an Attachment card cannot stack cards underneath itself "
        "(L-TXT-45); write 'the attached creature'",
    ),
    (
        "Land that stacks a destroyed creature underneath itself",
        _set(0, "text", "When a creature your opponent controls is destroyed, stack it underneath this card."),
        "cards[0].text",
        "only a creature has cards stacked under it, so a Land card cannot stack cards underneath itself (L-TXT-45)",
    ),
    (
        "Land that counts the cards stacked under itself",
        _set(0, "text", "Creatures you control gain +1 Strength for each card stacked underneath this card."),
        "cards[0].text",
        "only a creature has cards stacked under it, so a Land card has none to count (L-TXT-80)",
    ),
    (
        "Attachment that counts the cards stacked under itself",
        _set(87, "text", "Attach this card to one creature you control.\nDraw 1 card for each stacked card."),
        "cards[87].text",
        "only a creature has cards stacked under it, so an Attachment card has none to count (L-TXT-80); write "
        "'the attached creature'",
    ),
    (
        "Land that sends cards stacked under itself",
        _set(0, "text", "(OPT) Send 1 card stacked underneath this card to the Ruins: Draw 1 card."),
        "cards[0].text",
        "only a creature has cards stacked under it, so a Land card has none to send to the Ruins (L-TXT-81)",
    ),
    (
        "Attachment that says twice what it is attached to",
        _set(87, "text", "Attach this card to one creature you control.\nAttach this card to one Light creature you control."),
        "cards[87].text",
        "a card says at most once what it is attached to",
    ),
    (
        "Boost with a once-per-turn ability",
        _set(63, "text", "(OPT) Discard 1 card: Return one card on your side of the field to your hand."),
        "cards[63].text",
        "a Boost card has no activated abilities: playing it is its activation, so '(OPT)' and 'Once per turn' say "
        "nothing of it (L-TXT-366)",
    ),
    (
        "Boost that sacrifices itself to be played",
        _set(63, "text", "Sacrifice this card: Draw 1 card."),
        "cards[63].text",
        "a Boost card is never on the field, so it cannot sacrifice itself to be played: its costs may discard cards, "
        "sacrifice creatures and pay Land Life (L-TXT-366)",
    ),
    (
        "Boost with its costs after an effect",
        _set(63, "text", "Draw 1 card.\nDiscard 1 card: Draw 1 card."),
        "cards[63].text",
        "what playing a Boost card costs is said before all it does: write the costs and the colon at the head of its "
        "text (L-TXT-366)",
    ),
    (
        "Boost - Interrupt with an activated ability",
        _set(76, "text", "(OPT) Pay 2 Land Life: Negate the activation of one Attachment card."),
        "cards[76].text",
        "a Boost - Interrupt card has no activated abilities",
    ),
    (
        "Boost - Interrupt with a triggered ability",
        _set(75, "text", "When this card is played, draw 1 card."),
        "cards[75].text",
        "a Boost - Interrupt card has no triggered abilities: it is never on the field for card abilities",
    ),
    (
        "one-off effect in a Creature's sentence",
        _set(1, "text", "Gain 2 Land Life."),
        "cards[1].text",
        "a sentence on a Creature card is a static ability, and 'Gain 2 Land Life' happens once, so it would never "
        "happen: write it as a triggered or activated ability",
    ),
    ("one-off effect in a Land's sentence", _set(0, "text", "Draw 1 card."), "cards[0].text", "on a Land card is a static ability"),
    (
        "Boost limited to a phase of the opponent's turn it is never played in",
        _set(63, "text", "Play this card only during your opponent's Battle Phase.\nDraw 1 card."),
        "cards[63].text",
        "a Boost card is played only in its player's own turn, so 'only during your opponent's ... Phase' would never "
        "let it be played",
    ),
    (
        "one-off effect in a Mutated Creature's sentence",
        _set(18, "text", "Summon this card on top of one Dark Zombie creature you control.\nIf you control no other creatures, draw 2 cards."),
        "cards[18].text",
        "on a Mutated Creature card is a static ability, and 'If you control no other creatures, draw 2 cards' happens once",
    ),
    (
        "a Boost played only in the opponent's turn",
        _set(63, "text", "Play this card only during your opponent's turn.\nDraw 1 card."),
        "cards[63].text",
        "a Boost card is played only in its player's own turn, so 'only during your opponent's turn' would never let "
        "it be played",
    ),
    (
        "a static ability that reads what was done this turn",
        _set(1, "text", "If you played a Boost card this turn, this card gains +2 Strength."),
        "cards[1].text",
        "what a player did this turn is read once, as an effect happens or a card would be played, so it cannot keep an "
        "ability in force",
    ),
    (
        "a static ability that reads whether this card attacked this turn",  # L-TXT-139
        _set(1, "text", "If this card has not attacked this turn, this card gains +2 Strength."),
        "cards[1].text",
        "whether this card attacked this turn is read once, as an effect happens, so it cannot keep an ability in force",
    ),
    (
        "a static ability that reads whether this card destroyed a creature this turn",  # L-TXT-355
        _set(1, "text", "If this card destroyed a creature in battle this turn, this card gains +2 Strength."),
        "cards[1].text",
        "whether this card destroyed a creature in battle this turn is read once, as an effect happens, so it cannot "
        "keep an ability in force",
    ),
    (
        "a Boost played only when an attack is under way",
        _set(63, "text", "Play this card only when a creature you control is attacked.\nDraw 1 card."),
        "cards[63].text",
        "an attack waits to be decided only at moments when a Boost - Interrupt is played, so a Boost card played "
        "'only when' an attack is under way would never be played",
    ),
    (
        "one-off effect in an Attachment's sentence",
        _set(87, "text", "Attach this card to one Light creature you control.\nDraw 1 card."),
        "cards[87].text",
        "a sentence on an Attachment card is a static ability, and 'Draw 1 card' happens once",
    ),
]


@pytest.mark.parametrize(("label", "mutate", "path", "problem"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_card_file_names_the_json_path(
    tmp_path: Path, label: str, mutate: Callable[[dict[str, Any]], None], path: str, problem: str
) -> None:
    data = _raw()
    mutate(data)
    file = _write(tmp_path, data)
    with pytest.raises(DataError) as caught:
        load_card_set(file)
    err = caught.value
    assert err.path == path, err.message
    assert problem in err.problem, err.message
    assert err.message.startswith(f"{file}: at {path}: ")


@pytest.mark.parametrize(
    "text",
    [
        "This card cannot be destroyed - Stack 1.",
        "(OPT) Pay 1 Land Life: Draw 1 card - Stack 2.\nThis card gains +1 Strength.",
        "When this card attacks, draw 1 card. - Stack 1",
    ],
)
def test_a_creature_may_carry_one_stack_note(tmp_path: Path, text: str) -> None:
    data = _raw()
    data["cards"][1]["text"] = text
    card = load_card_set(_write(tmp_path, data)).card(data["cards"][1]["number"])
    stacked = [a for a in card.tree.abilities if isinstance(a, A.StackedAbility)]
    assert len(stacked) == 1 and stacked[0].count in (1, 2)


def test_card_with_a_bad_text_names_the_file_and_the_card(tmp_path: Path) -> None:
    data = _raw()
    data["cards"][1]["text"] = "When this card is played, gian 2 Land Life."
    file = _write(tmp_path, data)
    with pytest.raises(SourceError) as caught:
        load_card_set(file)
    err = caught.value
    assert err.source == f"{file}:LF1-002"
    assert err.message.startswith(f"{file}:LF1-002:1:27: unknown word 'gian'")
    assert err.suggestion == "gain"


@pytest.mark.parametrize(
    "text",
    [
        "Draw 2 cards",
        "Roll a six-sided die: 1-3, draw 1 card; 4-7, gain 1 Land Life.",
        "Roll a six-sided die: 1-4, draw 1 card; 3-6, gain 1 Land Life.",
        "Draw 0 cards.",
        "One Small Boost card gains +1 Strength.",
        "Sacrifice one creature your opponent controls.",
        "When this card is played, attach this card to one creature you control.",
    ],
)
def test_every_text_fault_is_a_source_error_naming_the_card(tmp_path: Path, text: str) -> None:
    data = _raw()
    data["cards"][60]["text"] = text
    file = _write(tmp_path, data)
    with pytest.raises(SourceError) as caught:
        load_card_set(file)
    assert caught.value.source == f"{file}:LF1-061"


def test_card_with_a_bad_type_line_names_the_card(tmp_path: Path) -> None:
    data = _raw()
    data["cards"][1]["type"] = "Light - Fary"
    file = _write(tmp_path, data)
    with pytest.raises(SourceError) as caught:
        load_card_set(file)
    assert caught.value.source.startswith(f"{file}:LF1-002")


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="not valid JSON"):
        load_card_set(_write(tmp_path, '{"format": '))
    with pytest.raises(CardlawError, match="no such file"):
        load_card_set(tmp_path / "missing.json")
    with pytest.raises(DataError) as caught:
        load_card_set(_write(tmp_path, []))
    assert caught.value.path == ""


def test_inspect_reports_every_card_on_its_own(tmp_path: Path) -> None:
    data = _raw()
    data["cards"][1]["text"] = "Drew 2 cards."
    data["cards"][60]["text"] = "draw 2 cards"  # no full stop: does not parse
    data["cards"][61]["text"] = "draw 2 cards."  # parses, but is not canonical
    report = inspect_card_file(_write(tmp_path, data))
    assert not report.ok
    bad = {check.number: check for check in report.checks if not check.ok}
    assert set(bad) == {"LF1-002", "LF1-061"}
    assert "unknown word 'Drew'" in bad["LF1-002"].problems[0]
    loose = report.checks[61]
    assert loose.ok and loose.round_trips and not loose.canonical


# -- decks from files ---------------------------------------------------------------------------


def _deck_data() -> dict[str, Any]:
    return json.loads((DECKS / "light.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("number", "hint"),
    [
        ("LF1-0003", "did you mean 'LF1-003' (Oathbound Squire)?"),
        ("Halo Warden", "'Halo Warden' is the name of LF1-004"),
        ("Halo Wardn", "did you mean LF1-004 (Halo Warden)?"),
    ],
)
def test_unknown_deck_number_names_the_path_and_suggests(tmp_path: Path, lf1: CardSet, number: str, hint: str) -> None:
    data = _deck_data()
    data["cards"][2]["number"] = number
    with pytest.raises(DataError) as caught:
        load_deck(_write(tmp_path, data, "deck.json"), lf1)
    assert caught.value.path == "cards[2].number"
    assert caught.value.problem.endswith(hint)


def test_deck_schema_faults(tmp_path: Path, lf1: CardSet) -> None:
    data = _deck_data()
    data["side"][0]["count"] = 0
    with pytest.raises(DataError) as caught:
        load_deck(_write(tmp_path, data, "deck.json"), lf1)
    assert caught.value.path == "side[0].count"
    data = _deck_data()
    data["cards"][3]["number"] = data["cards"][1]["number"]
    with pytest.raises(DataError, match=r"listed twice \(first at cards\[1\]\)") as caught:
        load_deck(_write(tmp_path, data, "deck.json"), lf1)
    assert caught.value.path == "cards[3].number"


# -- the command line -------------------------------------------------------------------------


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def test_cards_check_reference_set_and_decks() -> None:
    result = run("cards", "check", str(LF1_PATH), *map(str, sorted(DECKS.glob("*.json"))))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if "LF1-001" in line)
    # Dawnspire Citadel is the Land of the light starter deck, whose scenario writes it out; some
    # card scenarios give their cards the set number LF1-001.
    using = sorted(
        p.name for p in (data_dir("conformance") / "landfight").rglob("*.json")
        if p.parent.name != "schema"
        and ('"name": "Dawnspire Citadel"' in (text := p.read_text(encoding="utf-8")) or '"LF1-001"' in text)
    )
    assert "starter-light.json" in using
    assert lines[at].split() == ["LF1-001", "Dawnspire", "Citadel", "ok", "ok", str(len(using))]
    # Under the row: the rules its text uses ("All Light creatures gain +1 Strength." and an
    # (OPT) search for a Light creature paid with Land Life), then the scenarios by id.
    block = " ".join(line.strip() for line in lines[at + 1 : next(i for i in range(at + 1, len(lines)) if "LF1-002" in lines[i])])
    assert block.startswith("rules: L-TXT-1, L-TXT-2, L-TXT-3, L-TXT-4, L-TXT-5, L-TXT-10, L-TXT-12, L-TXT-19, L-TXT-20, L-TXT-22 scenarios: ")
    assert "landfight/decks/starter-light" in block
    squire = next(i for i, line in enumerate(lines) if "LF1-003" in line)
    assert lines[squire + 1].strip() == "rules: none"  # a creature without text uses no rule of card text
    assert f"all {len(reference_set())} cards ok" in result.stdout
    assert result.stdout.count(": legal") == 6


def test_cards_check_lists_the_implied_attach_sentence() -> None:
    lines = run("cards", "check", str(LF1_PATH)).stdout.splitlines()
    brace = next(i for i, line in enumerate(lines) if "LF1-169" in line)
    assert lines[brace + 1].strip().endswith("L-TXT-42, L-TXT-54")  # no attach sentence: L-TXT-54 says where it goes
    plate = next(i for i, line in enumerate(lines) if "LF1-132" in line)  # it says so itself
    assert "L-TXT-54" not in lines[plate + 1]


def test_cards_check_exit_1_for_a_bad_card(tmp_path: Path) -> None:
    data = _raw()
    data["cards"][1]["text"] = "Drew 2 cards."
    result = run("cards", "check", str(_write(tmp_path, data)))
    assert result.exit_code == 1
    assert "LF1-002" in result.stdout and "FAILED" in result.stdout and "did you mean 'Draw'?" in result.stdout
    assert "1 of" in result.stdout


def test_cards_check_exit_1_for_an_illegal_deck(tmp_path: Path) -> None:
    data = _deck_data()
    data["cards"][1]["count"] = 3
    result = run("cards", "check", str(_write(tmp_path, data, "deck.json")))
    assert result.exit_code == 1
    assert "49 cards" in result.stdout and "not legal" in result.stdout


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": ', "not valid JSON"),
        ({"format": "nonsense"}, "not a Landfight card or deck file"),
        ({"format": "cardlaw-landfight-cards/1", "set": "LF1", "title": "x", "cards": [{}]}, "at cards[0].number: required"),
        (None, "no such file"),
    ],
)
def test_cards_check_exit_2_for_unreadable_files(tmp_path: Path, content: Any, message: str) -> None:
    path = tmp_path / "missing.json" if content is None else _write(tmp_path, content)
    result = run("cards", "check", str(path))
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert "Traceback" not in result.output
    assert result.stdout == ""


def test_cards_list() -> None:
    result = run("cards", "list")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].startswith("LF1-001  L  Dawnspire Citadel")


def test_cards_command_imports_nothing_heavy_until_it_runs() -> None:
    code = (
        "import sys; import cardlaw._cli.cards_cmd; "
        "print(sorted(m for m in sys.modules if m.startswith(('cardlaw.landfight', 'cardlaw.cardtext', 'jsonschema'))))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"


def test_cards_folder_is_a_data_folder() -> None:
    from cardlaw._paths import data_dir

    assert (data_dir("cards") / "LF1.json").is_file()
    assert (data_dir("cards") / "schema" / "cards.schema.json").is_file()


def test_the_mechanic_walker_sees_nested_effects() -> None:
    tree = parse_card_text("Roll a six-sided die: 1-3, draw 1 card; 4-6, if you control no creatures, gain 2 Land Life.")
    card = LandfightCard("X-001", "t", A.Kind.BOOST, "B", None, None, "common", "", tree)
    assert has(card, is_(A.GainLife)) and has(card, is_(A.Draw)) and has(card, is_(A.Conditional))


def test_a_scenario_exercises_a_card_its_setup_names() -> None:
    """By its whole number anywhere in the setup, or a card of its exact name; prose elsewhere does not count."""
    from cardlaw._cli.cards_cmd import _names_in

    numbers: set[str] = set()
    names: set[str] = set()
    setup = {
        "cards": {"a": {"name": "Halo Warden", "kind": "Creature", "number": "LF1-004"}},
        "deck": [{"card": {"name": "Lantern Sprite", "kind": "Creature"}}, "LF1-0040", {"note": "Choir Seraph"}],
    }
    _names_in(setup, numbers, names)
    assert numbers == {"LF1-004"}
    assert names == {"Halo Warden", "Lantern Sprite"}


# -- what the constructs of L-TXT-39..47 ask of a card's kind ----------------------------------------


@pytest.mark.parametrize(
    ("kind", "badge", "text", "problem"),
    [
        ("Boost", "B", "If this card would be destroyed, gain 2 Land Life instead.",
         "a Boost card is never on the field for card abilities, so 'If ... would ..., ... instead' would never apply"),
        ("Boost - Interrupt", "B", "Negate the activation of an ability that targets this card.",
         "a Boost - Interrupt card is never on the field, where an activation's effects pick their cards, so no "
         "activation targets it: name a card on the field after 'that targets' (L-TXT-299)"),
        ("Boost - Interrupt", "B", "If one creature you control would be destroyed, gain 2 Land Life instead.",
         "a Boost - Interrupt card is never on the field for card abilities, so 'If ... would ..., ... instead' would "
         "never apply"),
        ("Land", "L", "This turn, if one creature you control would be destroyed, gain 2 Land Life instead.",
         "a Land card watches while it is on the field, so 'This turn, if ... would ..., ... instead' is for a Boost "
         "or a Boost - Interrupt: leave out 'this turn' (L-TXT-76)"),
        ("Land", "L", "When this card battles, draw 1 card.",
         "only a creature attacks and battles, so this trigger never occurs for a Land card"),
        ("Land", "L", "You may summon this card by paying 1 Land Life instead of its normal cost.",
         "only a Creature's summoning is paid for by its size, so a Land card cannot pay its own in Land Life instead "
         "(L-TXT-173)"),
        ("Boost - Continuous", "B", "You may summon this card by paying 1 Land Life instead of its normal cost.",
         "only a Creature's summoning is paid for by its size, so a Boost - Continuous card cannot pay its own in Land "
         "Life instead (L-TXT-173)"),
        ("Creature", "M", "When the attached creature leaves the field, draw 1 card.",
         "'When the attached creature ...' is about the creature an Attachment is attached to, so only an Attachment "
         "can say it, not a Creature card (L-TXT-101)"),
        ("Land", "L", "When this card is discarded, draw 1 card.",
         "a Land is put on the field before the game and is never in a hand, so 'When this card is discarded' never "
         "occurs for it (L-TXT-86)"),
        ("Boost", "B", "When one creature is summoned, draw 1 card.\nDraw 1 card.",
         "a Boost card has no triggered abilities: it is never on the field for card abilities"),
        ("Boost - Continuous", "B", "When this card destroys one Fire creature in battle, draw 1 card.",
         "only a creature attacks and battles, so this trigger never occurs for a Boost - Continuous card"),
        ("Land", "L", "When this card is destroyed in battle by one Dark creature, draw 1 card.",
         "only a creature attacks and battles, so this trigger never occurs for a Land card"),
        ("Boost", "B", "Destroy 1 creature with less Strength than the attached creature.",
         "'Strength than the attached creature' compares with the creature an Attachment is attached to, so only an "
         "Attachment can say it, not a Boost card (L-TXT-223)"),
        ("Creature", "M", "When this card leaves the field, return the card underneath to its owner's hand.",
         "'the card underneath' names the card a Mutated Creature was summoned on, so only a Mutated Creature can say "
         "it, not a Creature card; a creature says it only in 'send the card underneath it to the Ruins', which names "
         "a card stacked under it (L-TXT-322)"),
        ("Attachment", "A", "(OPT): Send the card underneath to the Ruins, then draw 1 card.",
         "'the card underneath' names the card a Mutated Creature was summoned on, so only a Mutated Creature can say "
         "it, not an Attachment card"),
        ("Creature", "M", "(OPT): Send the card underneath to the Ruins.\nThis card gains Strength equal to the Strength of the card underneath.",
         "'the card underneath' names the card a Mutated Creature was summoned on, so only a Mutated Creature can say "
         "it, not a Creature card; a creature says it only in 'send the card underneath it to the Ruins', which names "
         "a card stacked under it (L-TXT-322)"),
        ("Land", "L", "All attacking creatures gain +1 Strength.",
         "a static ability holds whether or not an attack is under way, so it cannot name the 'attacking' creature: "
         "write it in a triggered ability or a Boost (L-TXT-60)"),
        ("Land", "L", "Your opponent cannot draw cards until end of turn.",
         "a static ability holds while its card is on the field, so its prohibition cannot last 'until' a moment or "
         "'permanently' (L-TXT-41)"),
        ("Creature", "M", "This card gains +2 Strength until end of turn.",
         "a static ability holds while its card is on the field, so its change of Strength cannot last 'until' a "
         "moment or 'permanently' (L-TXT-13)"),
        ("Boost - Continuous", "B", "If you control 2 or more creatures, all creatures you control gain +1 Strength permanently.",
         "a static ability holds while its card is on the field, so its change of Strength cannot last 'until' a "
         "moment or 'permanently' (L-TXT-13)"),
        ("Creature", "M", "This card can attack your opponent's Land Life directly this turn.",
         "a static ability holds while its card is on the field, so its permission to attack directly cannot last "
         "'until' a moment or 'permanently' (L-TXT-369)"),
        ("Boost - Continuous", "B", "When this card is attached to a creature, draw 1 card.",
         "only an Attachment is attached, so a Boost - Continuous card cannot say 'When this card is attached': "
         "write 'When this card is played'"),
        ("Creature", "M", "If this card would be destroyed by battle, destroy this Attachment instead.",
         "'this Attachment' is the card it is printed on, and a Creature card is no Attachment: write 'this card'"),
        ("Boost", "B", "While this card is on the field, draw 1 card.",
         "a Boost card is never on the field, so 'while this card is on the field' cannot say when its effects "
         "happen: leave the words out (L-TXT-287)"),
        ("Creature", "M", 'This card gains +1 Strength for each other "Rat King" you control.',
         "a name in quotes stands for this card's own name, 'Probe', not 'Rat King': write this card's name, or "
         "'this card' (L-TXT-289)"),
        ("Boost", "B", "You may play this card during your Boost Phase.\nDraw 1 card.",
         "a Boost card may be played in its player's Boost Phase already, so 'You may play this card during your Boost "
         "Phase' adds nothing to it: name another phase (L-TXT-365)"),
        ("Boost - Interrupt", "B", "You may play this card during your Battle Phase.\nDraw 1 card.",
         "a Boost - Interrupt card may be played in any phase already, so 'You may play this card during your ... "
         "Phase' adds nothing to it (L-TXT-365)"),
        ("Land", "L", "You may play this card during your Battle Phase.",
         "a Land is put on the field before the game and never played, so it cannot say when it is played"),
        ("Creature", "M", "(OPT) Pay 1 Land Life: Draw 1 card.\nYou may activate this card's abilities during your Battle Phase.",
         "the abilities of a Creature card may be activated in any phase of its player's turn already, so 'You may "
         "activate this card's abilities during your ... Phase' adds nothing to them (L-TXT-377)"),
        ("Land", "L", "(OPT) Draw 1 card.\nYou may activate this card's abilities during your Boost Phase.",
         "a Land's once-per-turn abilities may be activated in its player's Boost Phase already, so 'You may activate "
         "this card's abilities during your Boost Phase' adds nothing: name another phase (L-TXT-377)"),
        ("Boost", "B", "Draw 1 card.\nYou may activate this card's abilities during your Battle Phase.",
         "the abilities of a Boost card may be activated in any phase of its player's turn already, so 'You may "
         "activate this card's abilities during your ... Phase' adds nothing to them (L-TXT-377)"),
    ],
)
def test_a_construct_its_kind_cannot_hold_is_refused(tmp_path: Path, kind: str, badge: str, text: str, problem: str) -> None:
    data = _raw()
    card: dict[str, Any] = {"number": "LF1-001", "name": "Probe", "kind": kind, "badge": badge, "rarity": "common", "text": text}
    if kind == "Creature":
        card.update(type="Dark - Zombie", strength=4)
    data["cards"] = [card]
    with pytest.raises(DataError) as caught:
        load_card_set(_write(tmp_path, data))
    assert caught.value.problem == problem


def test_a_creature_sends_a_stacked_card_as_the_card_underneath(tmp_path: Path) -> None:
    # L-TXT-322: on a Creature card the sentence is read, and names a card stacked under it
    data = _raw()
    data["cards"] = [{"number": "LF1-001", "name": "Probe", "kind": "Creature", "badge": "M", "rarity": "common",
                      "type": "Dark - Zombie", "strength": 4,
                      "text": "Ability - Stack 1. If this card would leave the field, you may send the card underneath to the Ruins instead."}]
    (card,) = load_card_set(_write(tmp_path, data)).cards
    assert card.text.startswith("Ability - Stack 1.")


def test_a_quoted_name_that_is_the_cards_own_reads_as_this_card(tmp_path: Path) -> None:
    data = _raw()
    data["cards"] = [{"number": "LF1-001", "name": "Rat King", "kind": "Creature", "badge": "M", "rarity": "common",
                      "type": "Dark - Zombie", "strength": 2,
                      "text": 'This card gains +1 Strength for each other \u201crat king\u201d you control.'}]
    card = load_card_set(_write(tmp_path, data)).cards[0]
    assert print_card_text(card.tree) == (
        "This card gains +1 Strength for each other card with the same name as this card you control.")


def test_a_boosts_payment_before_a_colon_is_its_first_effect() -> None:
    """L-TXT-109: on a Boost or an Interrupt, 'Pay N Land Life:' reads as 'You pay N Land Life, then'."""
    from cardlaw.landfight.cards import build_card

    def tree(kind: str, text: str) -> str:
        return print_card_text(build_card({"name": "Probe", "kind": kind, "badge": "B", "text": text}, "t", "card", "t").tree)

    for kind in ("Boost", "Boost - Interrupt"):
        assert tree(kind, "Pay 2 Land Life: Negate the activation of a creature's ability, and destroy that creature.") == (
            "You pay 2 Land Life, then negate the activation of an ability of one creature, then destroy that card.")
        assert tree(kind, "Pay 1 Land Life and pay 2 Land Life: Draw 1 card.") == (
            "You pay 1 Land Life, then you pay 2 Land Life, then draw 1 card.")
    # On a card with activated abilities the colon keeps its meaning: a cost.
    assert tree("Boost - Continuous", "Pay 2 Land Life: Draw 1 card.") == "Pay 2 Land Life: Draw 1 card."


def test_an_attachments_strength_comparison_is_with_its_creature() -> None:
    """L-TXT-223, LR-104: on an Attachment, 'with higher Strength' (than this card, said or unsaid) compares with
    the attached creature and is printed so; the card underneath and other kinds keep their reading."""
    from cardlaw.landfight.cards import build_card

    def tree(kind: str, badge: str, text: str) -> str:
        entry: dict[str, Any] = {"name": "Probe", "kind": kind, "badge": badge, "text": text}
        if kind == "Creature":
            entry.update(type="Dark - Zombie", strength=4)
        return print_card_text(build_card(entry, "t", "card", "t").tree)

    for said in ("", " than this card"):
        assert tree("Attachment", "A", f"When the attached creature attacks a creature with higher Strength{said}, draw 1 card.") == (
            "When the attached creature attacks one creature with more Strength than the attached creature, draw 1 card.")
    assert tree("Creature", "M", "When this card attacks a creature with higher Strength, draw 1 card.") == (
        "When this card attacks one creature with more Strength than this card, draw 1 card.")
