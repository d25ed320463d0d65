"""Landfight card text: every construct reads, prints canonically and reads back to the same tree.

Hand-written texts cover every rule and alias of grammar/cardtext.lark (checked
against the grammar itself); Hypothesis then draws texts from the grammar with
`hypothesis.extra.lark.from_lark` and checks text -> tree -> canonical text -> tree,
spans, JSON and the `cardlaw parse` command.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, Phase, assume, find, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from lark import Lark, Tree

from cardlaw._grammars import grammar_text
from cardlaw.cardtext import (
    MAX_CHARS,
    MeaningError,
    MAX_NESTING,
    MAX_NUMBER,
    parse_card_text,
    parse_creature_type,
    parse_kind,
    print_card_text,
    print_creature_type,
    print_kind,
    render_tree,
    tree_from_json,
    tree_to_json,
    unwrap,
)
from cardlaw.cardtext import ast as A
from cardlaw.cardtext import default_types
from cardlaw.cardtext._parse import _joined_type_pairs, _normalise, read_card_text
from cardlaw.cli import main
from cardlaw.errors import DataError, SourceError
from cardlaw.typeline import Span

# -- hand-written texts, in canonical form ----------------------------------------------------

CANONICAL_TEXTS = [
    "Look at the top 4 cards of your deck, then put 1 of them in your hand and shuffle the rest into your deck.",  # L-TXT-364
    # L-TXT-357, L-TXT-358, L-TXT-359
    "Double the Strength of 1 creature you control until end of turn. At the start of the End Phase, destroy that card.",
    "This turn, if your opponent would gain Land Life, gain that much Land Life instead.",
    "Negate the attack, then end the Battle Phase.",
    # a put on a deck of creatures played in a player's last turn, as the printer writes it (found by hypothesis, 8 December)
    "At the end of each End Phase, put all creatures that were summoned during your last turn that attacked this turn on top of its owner's deck.",
    # L-TXT-381
    "Your opponent reveals their hand and discards 1 Boost card you choose from it.",
    "Your opponent reveals their hand and discards up to 2 cards you choose from it.",
    # L-TXT-380
    "When this card leaves the field, your opponent puts 1 card from their hand on top of their deck.",
    "Your opponent puts 2 cards from their hand on the bottom of their deck.",
    # L-TXT-379
    "(OPT): You may move this card to another creature you control.",
    "(OPT): Move this card to one Fire creature you control.",
    # L-TXT-360
    "Your opponent cannot attack all other Light creatures you control.",
    # a stack record in the filter of a put into a deck, as the printer writes it (found by hypothesis, 6 December)
    "Put 1 creature with a card stacked underneath it on top of its owner's deck.",
    # L-TXT-356
    "Each player may summon Medium creatures by paying 1 Land Life instead of 2.",
    "Your opponent may summon Small creatures without paying Land Life.",
    # L-TXT-355
    "At the end of your Battle Phase, if this card destroyed a creature in battle this turn, draw 1 card.",
    "At the end of your Battle Phase, if this card did not destroy a creature in battle this turn, you lose 1 Land Life.",
    # L-TXT-354
    "When this card is destroyed by a Boost card's effect, you may return it from your Ruins to your hand.",
    "When this card is destroyed by a card ability, draw 1 card.",
    # L-TXT-353
    "1 creature you control gains +3 Strength until the end of your next turn, then it cannot be destroyed by battle until the end of your next turn.",
    "The attached creature gains +2 Strength, then the attached creature can attack twice per turn.",
    "1 creature you control gains +2 Strength until end of turn, then it can attack an additional time this turn.",
    # L-TXT-352
    "When this card attacks one Light creature, that card loses its abilities until end of turn.",
    "The attached creature loses its abilities.",
    "All creatures your opponent controls lose their abilities until the end of your next turn.",
    "During your turn, all creatures your opponent controls lose their abilities.",
    "1 creature your opponent controls loses its abilities.",
    # L-TXT-329
    "Sacrifice 1 creature you control: Destroy 1 creature with less Strength than the sacrificed creature your opponent controls.",
    "Discard 1 card: Return 1 creature with more Strength than the discarded card from your Ruins to your hand.",
    # L-TXT-328
    "Play this card only when one creature you control is attacked.\nOne attacked creature gains +3 Strength until end of turn.",
    "Destroy all attacked creatures your opponent controls.",
    # L-TXT-240: the ability of a card named by a target's words
    "(OPT): Negate the activation of the attached creature's ability.",
    "Negate the activation of this card's ability.",
    "Destroy one creature, then negate the activation of an ability of it.",
    "When this card destroys a creature in battle, negate the activation of an ability of the creature it battled.",
    # L-TXT-223: Strength compared with the attached creature's
    "When the attached creature attacks one creature with more Strength than the attached creature, it gains +2 Strength until the end of the Battle Phase.",
    "When the attached creature is attacked, destroy all creatures with less Strength than the attached creature your opponent controls.",
    # L-TXT-222: this card destroyed in battle by a creature of some kind
    "When this card is destroyed in battle by one creature with more Strength than this card, destroy the creature it battled.",
    "When this card is destroyed in battle by one Dark creature you control, draw 1 card.",
    # L-TXT-207: a creature's Strength said to be doubled
    "During your Battle Phase, this card's Strength is doubled.",
    "If you control 2 or more Light creatures, this card's Strength is doubled.",
    "The attached creature's Strength is doubled while your Land Life is 10 or less.",
    "When this card attacks, this card's Strength is doubled until end of turn.",
    # L-TXT-206: twice or half a Strength taken as an amount, and how half is rounded
    "When this card destroys a creature in battle, your opponent loses Land Life equal to half the Strength of the creature it battled, rounded down.",
    "Destroy 1 creature, then gain Land Life equal to half its Strength, rounded up, then draw 1 card.",
    "Destroy 1 creature you control, then you may gain Land Life equal to double its Strength.",
    "This card gains Strength equal to half the Strength of the card underneath, rounded up.",
    "This card's Strength is half the Strength of the card underneath, rounded down.",
    # L-TXT-197: looks at the opponent's deck
    "(OPT): Look at the top 2 cards of your opponent's deck, then put 1 of them back on top and the rest on the bottom of their deck.",
    "Look at the top 1 card of your opponent's deck, then you may put it on the bottom of their deck.",
    "Look at the top 2 cards of your opponent's deck, then put them on the bottom of their deck.",
    "Look at the top 3 cards of your opponent's deck, then send any number of them to the Ruins and put the rest back on top in any order.",
    "Look at the top 3 cards of your opponent's deck, then put them back in any order.",
    # L-TXT-190: what this card battled this turn, as a condition and as the creatures it names.
    "At the end of each Battle Phase, destroy the creature this card battled this turn.",
    "At the end of your Battle Phase, if this card has not battled this turn, gain 2 Land Life.",
    "When this card is attacked, if this card battled this turn, it gains +2 Strength until end of turn.",
    # L-TXT-189: how many attacks a creature made this turn, in a filter and after 'for each'.
    "Destroy all creatures your opponent controls that attacked 2 times this turn.",
    "At the end of your Battle Phase, you lose 1 Land Life for each creature you control that attacked 2 times this turn.",
    # L-TXT-184: the activations of a card's abilities kept from negation.
    "This card cannot have its abilities negated.",
    "All creatures you control cannot have their abilities negated.",
    "1 creature you control cannot have its abilities negated until end of turn.",
    # L-TXT-181: a count of the cards played this turn.
    "At the end of each Battle Phase, each player gains 1 Land Life for each creature they control played this turn.",
    "This card gains +1 Strength for each other creature you control played this turn.",
    "Your opponent loses 1 Land Life for each creature your opponent controls played this turn.",
    "Draw 1 card for each Fire creature played this turn.",
    # L-TXT-164: a card named back, returned from your Ruins only.
    "When one creature destroys one creature you control in battle, you may return it from your Ruins to your hand.",
    "Destroy 1 creature you control, then return that card from your Ruins to its owner's hand.",
    # L-TXT-162: a summoning's Land Life with no size's own said again; L-TXT-163: Land Life paid instead.
    "Medium Fire creatures cost you 1 Land Life to summon.",
    "If this card would be destroyed, you may pay 2 Land Life instead.",
    # L-TXT-161: a phase of yours as the moment of effects set up for later.
    "Take control of 1 Small creature your opponent controls until end of turn. At the start of your End Phase, sacrifice it.",
    "Summon 1 creature from your Ruins without paying its cost. At the end of your Draw Phase, return it to your hand.",
    "When this card attacks, it gains +2 Strength until end of turn. At the start of your End Phase, destroy it.",
    "Return 1 creature from your Ruins to the field. At the start of your Draw Phase, destroy it.",
    "1 creature you control gains +3 Strength until end of turn. At the start of your Battle Phase, destroy it.",
    "Search your deck for 1 Fire creature, put it in your hand, then shuffle. At the start of your Boost Phase, send it to the Ruins.",
    "When this card is summoned, take control of 1 creature your opponent controls until end of turn. At the end of your Battle Phase, sacrifice it.",
    "(OPT) Pay 1 Land Life: Return 1 creature you control to your hand. At the end of your Boost Phase, send it to the Ruins.",
    "Return 1 creature from your Ruins to the field. At the end of your End Phase, send it to the Ruins.",
    # L-TXT-139: whether this card attacked this turn.
    "At the start of your End Phase, if this card has not attacked this turn, gain 2 Land Life.",
    "(OPT): If this card attacked this turn, this card gains +1 Strength until end of turn.",
    "Each player must pay 1 additional Land Life to summon Large creatures.",
    "Your opponent must pay 6 Land Life instead of 4 to summon Large creatures.",
    # L-TXT-138: a change for the battle under way.
    "When this card attacks, this card gains +3 Strength until the end of the battle.",
    "Play this card only when one creature you control is attacked.\nOne creature you control gains +2 Strength until the end of the battle.",
    # L-TXT-157: "they" names back the cards of the effect before, as the subject of a change of Strength.
    "Destroy 2 creatures, then they gain +1 Strength.",
    "Return 2 creatures from your Ruins to your hand, then they lose 1 Strength for each creature you control until end of turn.",
    # L-TXT-156: a trigger on an activation, its negation, and a payment before 'to'.
    "(OPT) When your opponent activates an ability of one creature, you may discard 1 card, then if you do, negate that activation.",
    "When a player activates an ability of one Land card, you may pay 2 Land Life, then if you do, negate that activation.",
    "When you activate an ability of one Dragon creature with 3 or less Strength, draw 1 card.",
    "When your opponent activates an ability of one card, negate that activation, then destroy that card.",
    # L-TXT-155: a look that keeps nothing.
    "(OPT): Look at the top 2 cards of your deck, then put 1 of them back on top and the rest on the bottom of your deck.",
    "Look at the top 4 cards of your deck, then put 2 of them back on top and the rest on the bottom of your deck in any order.",
    "Look at the top 3 cards of your deck, then send any number of them to the Ruins and put the rest back on top in any order.",
    "Look at the top 3 cards of your deck, then send any number of them to the Ruins and put the rest back on top in any order, then this card gains +1 Strength for each card sent this way until end of turn.",
    # L-TXT-113: "you may" before a chosen subject prints the choice first and names it back.
    "You may choose 1 creature your opponent controls; it cannot attack until end of turn.",
    "(OPT): You may choose 1 Water creature you control; it gains +1 Strength for each creature you control until end of turn.",
    # L-TXT-145: a copy limit for each card of some kinds.
    "You may include up to 5 copies of each Small Water creature in your deck.",
    # L-TXT-256: cards in a Ruins
    "If you have 5 or more creatures in your Ruins, draw 1 card.",
    "If your opponent has no Boost cards in their Ruins, this card gains +2 Strength.",
    "If you have 3 or more Dragon creatures in your Ruins, summoning this card requires 2 less Land Life.",
    # L-TXT-255: how many Large creatures the deck may hold.
    "You may include up to 5 Large creatures in your deck.",
    "You may include up to 1 Large creature in your deck.",
    # L-TXT-144: cards that cannot be sacrificed.
    "This card cannot be sacrificed.",
    "Pay 3 Land Life: Take control of 1 creature your opponent controls until end of turn, then that card cannot be sacrificed.",
    "All creatures you control cannot be sacrificed until end of turn.",
    # L-TXT-123: what a creature did this turn, in a filter.
    "1 creature you control that attacked this turn can attack an additional time this turn.",
    "Destroy 1 creature that has not attacked this turn.",
    "All creatures you control that have not attacked this turn gain +1 Strength.",
    # L-TXT-122: effects set up by the ability before, to happen once later.
    "Double the Strength of 1 creature you control until end of turn. At the end of the turn, destroy that card.",
    "When this card attacks, it gains +2 Strength until end of turn. At the end of the Battle Phase, destroy it.",
    "Return 1 creature you control to your hand. At the start of your next turn, gain 2 Land Life, then draw 1 card.",
    "One creature loses 2 Strength until the end of the Battle Phase.",  # L-TXT-102
    "Take control of one creature your opponent controls until the end of the Battle Phase.",
    "When the attached creature leaves the field, draw 2 cards.",  # L-TXT-101
    "When the attached creature attacks one Large creature, it gains +4 Strength until end of turn.",
    "When the attached creature battles one Dark creature, destroy the creature it battled.",
    "When the attached creature is attacked, draw 1 card.",
    "(OPT): Stack the top 2 cards of your deck underneath this card.",  # L-TXT-115
    "At the end of each Battle Phase, each player gains 1 Land Life for each creature they control.",  # L-TXT-114
    "If this card would be destroyed by a Boost card's effect, gain 2 Land Life instead.",  # L-TXT-112
    "Summon 1 Small creature from your hand without paying its cost.",  # L-TXT-118
    # L-TXT-111
    "Look at the top 3 cards of your deck, then put them back on top or on the bottom of your deck in any order.",
    "Look at the top 4 cards of your deck, then put any number of them back on top in any order and the rest on the bottom of your deck.",
    "Look at the top 5 cards of your deck, then put 1 of them in your hand, then put 2 of them back on top and the rest on the bottom of your deck in any order.",
    "Look at the top 5 cards of your deck, then put up to 1 Light creature from among them in your hand and the rest in the Ruins.",
    "When the attached creature destroys one creature in battle, your opponent loses 2 Land Life.",
    "Play this card only during your opponent's turn.",
    "Play this card only during your turn.",
    "(OPT) When one creature your opponent controls is destroyed, draw 1 card.",
    "When this card leaves the field, return the card underneath to your hand instead of sending it to the Ruins.",
    "When the attached creature leaves the field, return this card to its owner's hand instead of sending it to the Ruins.",
    "This card cannot attack your opponent's Land Life directly.",
    "The attached creature cannot attack your opponent's Land Life directly until end of turn.",
    "Draw 2 cards.",
    "Draw 1 card.",
    "Search your deck for one Small Dark Zombie creature, put it in your hand, then shuffle.",
    "Destroy all Medium creatures on your side of the field.",
    "Send up to 2 Large creatures on your opponent's side of the field to the Ruins.",
    "Sacrifice each Boost - Continuous card on your side of the field.",
    "Gain 3 Land Life, then your opponent loses 2 Land Life, then each player pays 1 Land Life, then you pay 1 Land Life.",
    "You lose 4 Land Life.",
    "Return one Mutated creature you control to its owner's hand.",
    "Return this card to your hand.",
    "Three creatures your opponent controls gain +2 Strength until end of turn.",
    "Two Fire creatures gain +0 Strength.",
    "This card loses 1 Strength while you control 2 or more other Land cards.",
    "This card gains +1 Strength permanently.",
    "This card gains +1 Strength while your opponent's Land Life is 5 or less.",
    "If your Land Life is 10 or more, draw 1 card.",
    "If your opponent controls no Water Dragon creatures, this card can attack an additional time this turn.",
    "If each player controls 1 or more Wind Knight creatures, if you control no Light Angel creatures, gain 1 Land Life.",
    "One creature can attack your opponent's Land Life directly.",
    "Negate the activation of one Attachment card.",
    "Negate the activation of one Boost - Interrupt card.",
    "Attach this card to one Water creature you control.",
    "Remove 1 Attachment card from another Earth Golem creature.",
    "Destroy two other Large creatures you control.",
    "Search your deck for up to 2 Zombie creatures, put them in your hand, then shuffle.",
    "Roll a six-sided die: 1-3, draw 1 card and gain 1 Land Life; 4-5, destroy this card; 6, destroy all creatures.",
    "This card cannot attack.",
    "This card cannot be destroyed.",
    "This card cannot be sent to the Ruins.",
    "Your opponent cannot draw cards.",
    "Each player cannot gain Land Life.",
    "You cannot activate abilities.",
    "Your opponent cannot play Boost cards.",
    "All Spirit creatures cannot attack.",
    "(OPT) Pay 2 Land Life and discard 1 card: Draw 2 cards.",
    "Sacrifice one Wind Beast creature: This card gains +3 Strength until end of turn, then draw 1 card.",
    "Discard 2 cards and sacrifice this card: Destroy one Large Dark Warrior creature.",
    "When this card is played, draw 1 card.",
    "When this card is destroyed, gain 2 Land Life.",
    "When this card is sent to the Ruins, draw 2 cards.",
    "When this card attacks, this card gains +1 Strength until end of turn.",
    "When this card is attacked, destroy one Mage creature.",
    "When one Light Serpent creature is destroyed, gain 2 Land Life.",
    "When another Giant creature you control is destroyed, draw 1 card.",
    "At the start of your Draw Phase, draw 1 card.",
    "At the start of each Boost Phase, each player loses 1 Land Life.",
    "At the start of your Battle Phase, one Wolf creature gains +1 Strength until end of turn.",
    "At the start of each End Phase, if you control no Phoenix creatures, sacrifice this card.",
    "Stack 2 from your hand.",
    "Stack 1 from your deck.",
    "Stack 3 from your Ruins.",
    "Summon this card on top of one Earth Elemental creature you control.",
    "Summon this card on top of one Machine creature.",
    "You can control up to 2 Large creatures.",
    # L-TXT-264
    "At the end of each Battle Phase, if one creature was destroyed by battle this turn, gain 2 Land Life.",
    "Play this card only if one Dark creature was destroyed by battle this turn.\nDraw 1 card.",
    # L-TXT-266
    "If you control no creatures, you may draw 1 card.",
    "During your turn, you may draw 1 card.",
    "(OPT): During your Boost Phase, you may return 1 creature with 2 or less Strength from your Ruins to your hand.",
    # L-TXT-262
    "At the end of your next turn, send this card to the Ruins.",
    "The attached creature cannot be destroyed by battle.\nAt the end of your next turn, send this card to the Ruins.",
    "Destroy 1 creature. At the end of your next turn, draw 1 card.",
    # L-TXT-258: further costs, each kind, the send from the hand printed as said
    "Summon this card on top of 1 Light creature you control and send 1 Light creature from your hand to the Ruins.",
    "Summon this card on top of another Dark creature you control and sacrifice 1 Dark creature you control.",
    "Summon this card on top of one Beast creature you control and pay 2 Land Life and discard 1 card.",
    "Summon this card on top of one Fire creature you control and send 2 Boost cards from your hand to the Ruins.",
    "Destroy one Fairy creature on any side of the field.",
    "Draw 2 cards.\nWhen this card is destroyed, draw 1 card.\n(OPT) Pay 1 Land Life: Gain 2 Land Life.",
    "This card cannot be destroyed - Stack 1.",
    "(OPT) Pay 1 Land Life: Draw 1 card - Stack 2.",
    "When this card attacks, this card gains +2 Strength until end of turn - Stack 1.",
    "Remove one Attachment card on your side of the field from one creature you control.",
    # Issue 7's constructs (L-TXT-25 to L-TXT-38).
    'When this card leaves the field, gain 2 Land Life.',
    'Return one creature with 2 or less Strength from your Ruins to your hand.',
    'Your opponent discards 2 cards.',
    'Each player draws 1 card.',
    'Your opponent draws 1 card for each creature you control.',
    'You may draw 1 card.',
    'Choose one - draw 2 cards; or gain 3 Land Life and draw 1 card.',
    'This card cannot be negated.',
    "You may play this card during your opponent's turn.",
    "You may play this card during your Battle Phase.",  # L-TXT-365
    "You may activate this card's abilities during your opponent's turn.",
    'Play this card only during your Battle Phase.',
    'When this card is summoned, draw 1 card.',
    'At the end of your End Phase, draw 1 card.',
    'At the end of each Battle Phase, this card gains +1 Strength until end of turn.',
    'Destroy one creature with 3 or less Strength.',
    'Return up to 2 Fire creatures from your Ruins to your hand.',
    'Discard 1 card, then draw 2 cards.',
    "Put one creature on top of its owner's deck.",
    "Put one creature your opponent controls on the bottom of its owner's deck.",
    "Put this card on the bottom of its owner's deck.",
    'You may include up to 8 copies of this card in your deck.',
    'Summoning this card requires 2 less Land Life.',
    'This card can attack twice per turn.',
    'This card can attack 3 times per turn.',
    'During your turn, this card gains +2 Strength.',
    "During your opponent's turn, this card cannot be destroyed.",
    'This card gains +2 Strength while it is your turn.',
    'One creature gains +3 Strength until the end of your next turn.',
    'This card cannot be destroyed by battle.',
    'Your opponent cannot activate Land abilities.',
    'Negate the activation of an ability.',
    'Negate the activation of an ability of one Land card.',
    '(OPT): Draw 1 card.',
    'Draw 1 card for each creature you control.',
    'Gain 2 Land Life for each other Fire creature on your side of the field.',
    'This card gains +1 Strength for each other creature you control.',
    'One creature gains +1 Strength for each creature you control until end of turn.',
    'The attached creature gains +2 Strength.',
    'Destroy all creatures with 5 or more Strength your opponent controls.',
    # L-TXT-39 to L-TXT-46
    'Destroy one creature, then gain Land Life equal to its Strength.',
    # L-TXT-53
    'At the start of your End Phase, if this card was played this turn, draw 1 card.',
    'If this card was played this turn, this card gains +2 Strength.',
    # L-TXT-61
    "This card cannot be destroyed by your opponent's Boost cards.",
    'All creatures you control cannot be destroyed by Land cards.',
    "One creature cannot be destroyed by your opponent's cards until end of turn.",
    # L-TXT-60
    'One attacking creature loses 3 Strength until end of turn.',
    "Return all attacking creatures your opponent controls to its owner's hand.",
    'Destroy one attacking Large creature with 5 or more Strength.',
    # L-TXT-59
    'If your opponent would gain Land Life, they lose that much Land Life instead.',
    'If you would gain Land Life, your opponent gains that much Land Life instead.',
    'If each player would gain Land Life, they lose that much Land Life, then draw 1 card instead.',
    'If your opponent would gain Land Life, they gain that much Land Life, then draw 1 card instead.',
    # L-TXT-58
    "This card cannot be targeted by your opponent's Boost cards.",
    'All creatures you control cannot be targeted by Boost - Interrupt cards.',
    "One creature you control cannot be targeted by your opponent's cards until end of turn.",
    'This card cannot be targeted.',
    # L-TXT-57
    '(OPT): Send the top 4 cards of your deck to the Ruins, then gain 1 Land Life for each creature sent this way - Stack 2.',
    '(OPT): One creature loses 2 Strength until end of turn - Stack 1.',
    # L-TXT-56
    'When this card destroys one Light creature in battle, draw 1 card.',
    'When one creature you control destroys one creature with 3 or more Strength in battle, gain 1 Land Life.',
    'When another Fire creature your opponent controls destroys one creature you control in battle, it loses 1 Strength until end of turn.',
    # L-TXT-55
    'When this card attacks one creature with more Strength than this card, this card gains +3 Strength until end of turn.',
    'Destroy all creatures with less Strength than this card your opponent controls.',
    'All creatures with more Strength than this card on your side of the field cannot attack.',
    # L-TXT-52
    'Return 1 creature with 2 or less Strength from your Ruins to the field.',
    'When this card is summoned, return up to 2 Small Fire creatures from your Ruins to the field.',
    'Return 1 card from your Ruins to the field, then draw 1 card for each card returned this way.',
    # L-TXT-51
    "Play this card only during your opponent's Battle Phase.\nYour opponent loses 2 Land Life.",
    "Play this card only during your opponent's End Phase.",
    # L-TXT-50
    'Shuffle your Ruins into your deck, then draw 2 cards.',
    'Shuffle up to 2 creatures with 3 or less Strength from your Ruins into your deck, then draw 1 card.',
    'Shuffle all Boost cards from your Ruins into your deck, then gain 1 Land Life for each card sent this way.',
    # L-TXT-49
    '(OPT): You may send the top 1 card of your deck to the Ruins, then if it was a creature, gain 2 Land Life.',
    'Destroy one creature, then if it was an Attachment card, draw 1 card.',
    'When this card is destroyed, if it was a Large Dragon creature, your opponent loses 2 Land Life.',
    'Your opponent loses Land Life equal to the Strength of this card.',
    'Your opponent discards 2 cards at random.',
    'Discard 1 card at random, then draw 2 cards.',
    "Your opponent cannot draw cards until the end of your opponent's next turn.",
    'Send the top 1 card of your deck to the Ruins.',
    'Look at the top 5 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck in any order.',
    "At the start of your opponent's Battle Phase, draw 1 card.",
    "At the end of your opponent's End Phase, gain 1 Land Life.",
    "Destroy one creature, then return it to its owner's hand.",
    "Destroy two creatures, then return them to its owner's hand.",
    'Destroy one creature, then return that card to your hand.',
    "When this card leaves the field, return the card underneath to its owner's hand.",
    'When this card battles, the creature it battled loses 1 Strength until end of turn.',
    'When this card destroys a creature in battle, draw 1 card.',
    'When this card is destroyed in battle, destroy the creature it battled.',
    'When this card attacks one Dark creature, this card gains +2 Strength until end of turn.',
    'Your opponent cannot play Boost cards until the end of your next turn.',
    'One creature cannot attack until end of turn.',
    'Your opponent cannot draw cards while you control 2 or more Dragon creatures.',
    'This card cannot be destroyed permanently.',
    "If this card would be destroyed, return it to its owner's hand instead.",
    'If the attached creature would be destroyed by battle, send this card to the Ruins instead.',
    "If this card would be sent to the Ruins, put it on top of its owner's deck instead.",
    'If this card would leave the field, you lose 2 Land Life instead.',
    'Double the Strength of one creature until end of turn.',
    'Send the top 3 cards of your deck to the Ruins, then gain 1 Land Life for each card sent this way.',
    "Send the top 2 cards of your opponent's deck to the Ruins.",
    "Send the top 1 card of each player's deck to the Ruins.",
    'Destroy all creatures with 2 or less Strength, then draw 1 card for each card destroyed this way.',
    "Return up to 2 creatures to its owner's hand, then gain 1 Land Life for each card returned this way.",
    'Discard 2 cards, then draw 1 card for each card discarded this way.',
    'Look at the top 3 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck.',
    'Look at the top 3 cards of your deck, then put 1 of them in your hand and the rest back on top in any order.',
    'Look at the top 4 cards of your deck, then put 2 of them in your hand and the rest in the Ruins.',
    'Look at the top 3 cards of your deck, then put them back in any order.',
    'Shuffle your deck.',
    '(OPT) Pay 2 Land Life: Stack 1 card from your hand underneath this card.',
    'Stack 2 cards from your Ruins underneath the attached creature.',
    'Take control of one creature your opponent controls until end of turn.',
    "During your Battle Phase, all Light creatures you control gain +2 Strength.",
    "During your opponent's End Phase, draw 1 card.",
    "This card gains +1 Strength while it is your opponent's Boost Phase.",
    "If you would gain Land Life, gain twice that much Land Life instead.",
    "Your opponent loses 1 Land Life for each creature in your opponent's Ruins.",
    "Draw 1 card for each other Boost card in your opponent's hand.",
    'Discard up to 2 cards, then draw 1 card for each card discarded this way.',
    'Your opponent discards 1 card, then discard up to 1 card.',
    'Look at the top 1 card of your deck, then you may put it on the bottom of your deck.',
    'Look at the top 3 cards of your deck, then put them on the bottom of your deck.',
    'Light creatures you control require 1 less Land Life to summon.',
    'Large Earth Giant creatures you control require 2 less Land Life to summon.',
    "If your opponent would gain Land Life, your opponent loses twice that much Land Life instead.",
    'If one Zombie creature you control would be destroyed, return it to your hand instead.',
    'If one card your opponent controls would leave the field, draw 1 card instead.',
    'If another creature would be destroyed by a card ability, send this card to the Ruins instead.',
    'If this card would be destroyed by a card ability, gain 2 Land Life instead.',
    'This turn, if one creature you control would be destroyed, return it to your hand instead.',
    'This turn, if one Light creature would be sent to the Ruins, draw 1 card instead.',
    "When one creature your opponent controls is summoned, that card loses 1 Strength.",
    "When another Dragon creature you control is summoned, draw 1 card.",
    "When one creature with 3 or more Strength on any side of the field is summoned, gain 1 Land Life.",
    "When this card is discarded, draw 1 card.",
    "If your opponent has 3 or more Boost cards in their hand, draw 1 card.",
    "When this card is summoned, if each player has no cards in their hand, each player draws 2 cards.",
    # L-TXT-80
    'This card gains +1 Strength for each card stacked underneath this card.',
    'Draw 1 card for each card stacked underneath this card.',
    'The attached creature gains +2 Strength for each card stacked underneath the attached creature.',
    # L-TXT-81
    'At the start of your End Phase, send 1 card stacked underneath this card to the Ruins, then if you do not, destroy this card.',
    '(OPT) Send 1 card stacked underneath this card to the Ruins: Destroy 1 creature with 4 or less Strength your opponent controls - Stack 2.',
    'Send all cards stacked underneath the attached creature to the Ruins.',
    'When this card attacks, you may send up to 2 cards stacked underneath this card to the Ruins, then if you do, draw 1 card.',
    'If this card would be destroyed by battle, you may discard 2 cards instead.',
    'If one Zombie creature you control would be destroyed, you may send this card to the Ruins instead.',
    'If the attached creature would be destroyed by a card ability, you may destroy this card instead.',
    'This turn, if one creature you control would be destroyed, you may draw 1 card instead.',
    'If this card would leave the field, you may sacrifice one Small creature you control instead.',
    'If this card would be sent to the Ruins, you may gain 2 Land Life instead.',
    # L-TXT-96, L-TXT-97: the card underneath a Mutated Creature, its Strength taken or compared with.
    "This card's Strength is double the Strength of the card underneath.",
    "This card's Strength is the Strength of the card underneath.",
    'This card gains Strength equal to the Strength of the card underneath.',
    'This card gains Strength equal to double the Strength of the card underneath.',
    'Destroy each creature with less Strength than the card underneath your opponent controls.',
    'Destroy one creature with more Strength than the card underneath.',
    'Destroy one creature with Strength less than or equal to the Strength of the card underneath.',
    'All creatures with Strength more than or equal to the Strength of the card underneath cannot attack.',
    # L-TXT-110
    'When this card is summoned, if you played a Boost card this turn, draw 1 card.',
    'If your opponent has not played a Boost - Interrupt card this turn, draw 1 card.',
    'At the start of your End Phase, if none of your creatures attacked this turn, gain 3 Land Life.',
    "At the end of your End Phase, if one of your opponent's Fire creatures attacked this turn, draw 1 card.",
    'Play this card only if you have not summoned a Dragon creature this turn.',
    'When this card is summoned, if you summoned a Small creature this turn, draw 1 card.',
    # L-TXT-106
    'Play this card only when one creature your opponent controls attacks one Light creature you control.',
    'Play this card only when one creature you control is attacked.',
    'Play this card only when one creature with 5 or more Strength attacks your Land Life directly.',
    'Play this card only when one Medium creature you control attacks.',
    # L-TXT-134: a summoning's Land Life set or raised by a card on the field
    'You may summon Large creatures by paying 2 Land Life instead of 4.',
    'You may summon Small Water creatures without paying Land Life.',
    'Medium creatures you summon by paying Land Life cost 1 additional Land Life.',
    # L-TXT-135: stacked cards sent in a replacement's place, under the stack note's label
    'Ability - Stack 2. If this card would be destroyed by battle, you may send 1 card stacked underneath this card to the Ruins instead.',
    'If the attached creature would be destroyed, you may send 2 cards stacked underneath the attached creature to the Ruins instead.',
    'Ability - Stack 1. If this card would leave the field, return it to your hand instead.',
    # L-TXT-128: one activation of either of two kinds.
    'Negate the activation of one Boost - Continuous card or one Attachment card, then send that card to the Ruins.',
    'Negate the activation of one Boost - Interrupt card your opponent controls or one Boost - Continuous card.',
    # L-TXT-129: the opponent's creatures kept off "your" Land Life.
    'All creatures your opponent controls cannot attack your Land Life directly until end of turn.',
    # L-TXT-149: stacking under a creature a filter names
    'Stack 1 card from your hand underneath 1 creature you control.',
    '(OPT) Discard 1 card: Stack 2 cards from your Ruins underneath 1 Fire creature your opponent controls.',
    # L-TXT-150: a card named back, stacked from the Ruins
    'When this card destroys a creature in battle, stack that card underneath this card.',
    '(OPT): Destroy 1 creature with 2 or less Strength, then stack it underneath this card.',
    'When the attached creature destroys one creature in battle, stack the creature it battled underneath the attached creature.',
    'When one creature your opponent controls is destroyed, you may stack that card underneath this card.',
    # L-TXT-165: a negated card put elsewhere in the Ruins' place
    "Negate the activation of one Boost card, then put that card on the bottom of its owner's deck instead of sending it to the Ruins.",
    "Negate the activation of one Boost card, then if you control 1 or more Water creatures, you may return it to your hand instead of sending it to the Ruins.",
    # L-TXT-166: a creature destroyed in battle, put elsewhere in the Ruins' place
    "When this card destroys a creature in battle, put that card on top of its owner's deck instead of sending it to the Ruins.",
    # L-TXT-214: a trigger on a card's playing, by the player named
    "When your opponent plays one Boost card, your opponent discards 1 card.",
    "When you play one Boost - Interrupt card, draw 1 card.",
    "When a player plays one Small creature, it gains +1 Strength until end of turn.",
    # L-TXT-216: "that player", the player whose phase it is, does the effects
    "At the start of each player's Draw Phase, that player may send the top card of their deck to the Ruins, then if they do, they gain 1 Land Life.",
    "At the start of each player's Draw Phase, that player may look at the top card of their deck and put it on the bottom of their deck.",
    "At the end of each player's End Phase, that player draws 2 cards, then they discard 1 card, then they lose 1 Land Life.",
    "At the start of each player's Battle Phase, that player may draw 1 card, then if they do, they may send the top 2 cards of their deck to the Ruins.",
    # L-TXT-198: the card that goes with a leaving creature, to a hand if its player wants
    "When this card leaves the field, you may return the card underneath to its owner's hand instead of sending it to the Ruins.",
    "When the attached creature leaves the field, you may return this card to your hand instead of sending it to the Ruins.",
    # L-TXT-217: a creature destroyed by battle earlier in the turn
    "Play this card only if one creature you control was destroyed by battle this turn.\nDraw 3 cards.",
    "When this card is summoned, if one Small Dark creature your opponent controls was destroyed by battle this turn, draw 1 card.",
    # L-TXT-231: the card underneath summoned when its creature leaves the field
    "When this card leaves the field, summon the card underneath instead of sending it to the Ruins.",
    "When this card leaves the field, you may summon the card underneath instead of sending it to the Ruins.",
    # L-TXT-232: an Attachment to a hand when its creature is destroyed by battle
    "If the attached creature is destroyed by battle, you may return this card to your hand instead.",
    "If the attached creature is destroyed by battle, return this card to its owner's hand instead.",
    # L-TXT-247: a name compared with this card's
    "This card gains +1 Strength for each other card with the same name as this card you control.",
    "When this card leaves the field, return 1 Dark Zombie creature with a different name from this card from your Ruins to your hand.",
    "Draw 1 card for each creature with the same name as this card in your Ruins.",
    # L-TXT-248: any number of copies
    "You may include any number of copies of this card in your deck.",
    "You may include any number of copies of each Small Zombie creature in your deck.",
    # L-TXT-249: an attack this turn, even after the creature's attacks
    "Take control of 1 creature your opponent controls until end of turn, then it can attack this turn even if it has already attacked.",
    "All creatures you control can attack this turn even if they have already attacked.",
    "Destroy 1 creature you control, then 2 creatures you control can attack this turn even if they have already attacked.",
    # L-TXT-268: that player's count of their own cards
    "At the start of each player's End Phase, that player gains 1 Land Life for each Light creature they control.",
    "At the start of each player's Draw Phase, that player draws 1 card for each other Dragon creature they control, then they lose 1 Land Life for each creature they control.",
    # L-TXT-270: while this creature is battling
    "This card gains +3 Strength while this card is battling one creature with 2 or less Strength.",
    "Double the Strength of this card while this card is battling one Large creature.",
    "The attached creature cannot be destroyed while the attached creature is battling.",
    "If this card is battling one Dragon creature, draw 1 card.",
    # L-TXT-115 with a creature a filter names (L-TXT-149)
    "(OPT): You may stack the top 1 card of your deck underneath 1 Water creature you control.",
    # L-TXT-269: an effect said again, instead, under a condition
    "Draw 1 card. If you control 1 or more Water creatures, draw 2 cards instead.",
    "(OPT) Pay 1 Land Life: This card gains +1 Strength until end of turn. During your opponent's turn, this card gains +3 Strength until end of turn instead.",
    "Gain 1 Land Life, then draw 1 card. If you control 1 or more Dragon creatures, draw 2 cards instead, then gain 1 Land Life.",
    "This card gains +1 Strength. During your Battle Phase, this card gains +2 Strength instead.",
    "Gain 2 Land Life. If your Land Life is 10 or less, gain 4 Land Life instead, then draw 1 card.",
    # L-TXT-267: a summoning paid by a sacrifice a card's text allows
    "You may summon this card by sacrificing 1 Small creature you control.",
    "You may summon Large Dragon creatures by sacrificing one Small Fire creature.",
    # L-TXT-271: a card the filter names leaves the field
    "When one Water creature you control leaves the field, you may stack 1 card from your hand underneath this card.",
    "When another creature with 3 or less Strength you control leaves the field, draw 1 card.",
    "When one Attachment card your opponent controls leaves the field, gain 2 Land Life.",
    # LR-120: a card named back, returned from the Ruins it lies in
    "When one creature destroys one Dark creature you control in battle, you may pay 2 Land Life, then if you do, return it from the Ruins to your hand.",
    # L-TXT-272: either of two types
    "Destroy 1 Fire or Water creature your opponent controls.",
    "All Dragon or Beast creatures you control gain +1 Strength.",
    "Destroy all Dark Dragon or Beast creatures.",
    "All Fire or Water Dragon creatures gain +1 Strength.",
    "When one Light or Dark creature you control is destroyed, gain 2 Land Life.",
    # L-TXT-295: a player kept from attacking the other player's Land Life directly
    "You cannot attack your opponent's Land Life directly until end of turn.",
    "Your opponent cannot attack your Land Life directly.",
    # L-TXT-294: whether this card was attacked this turn
    "At the end of your opponent's Battle Phase, if this card was not attacked this turn, gain 2 Land Life.",
    "At the end of each Battle Phase, if this card was attacked this turn, draw 1 card.",
    # L-TXT-293: a Mutated Creature sheds the card underneath it
    "If this card would be destroyed, you may send the card underneath to the Ruins instead.",
    "If this card would leave the field, send the card underneath to the Ruins instead.",
    "(OPT) Pay 2 Land Life: Send the card underneath to the Ruins, then draw 2 cards.",
    # L-TXT-292: an optional replacement's move into the owner's deck, or mill of your own deck
    "If one creature you control would be sent to the Ruins, you may put it on the bottom of its owner's deck instead.",
    "If this card would be destroyed, you may send the top 2 cards of your deck to the Ruins instead.",
    # L-TXT-291: a watch on a named creature for the rest of the turn
    "Take control of 1 creature your opponent controls until end of turn. If it destroys a creature in battle this turn, draw 1 card.",
    "Take control of 1 Small creature your opponent controls until end of turn. If it is destroyed this turn, gain 2 Land Life.",
    "1 creature you control can attack an additional time this turn. If it destroys a creature in battle this turn, gain Land Life equal to the Strength of the creature it battled.",
    "(OPT): 1 creature you control gains +1 Strength until end of turn. If it destroys a creature in battle this turn, draw 1 card.",
    "When this card is summoned, destroy 1 creature with 1 or less Strength. If it is destroyed this turn, draw 1 card.",
    # L-TXT-290: a trigger's one effect, set up for a moment said after it
    "When this card battles one creature with 5 or more Strength, destroy the creature it battled at the end of the Battle Phase.",
    "When this card is summoned, gain 2 Land Life at the end of your next turn.",
    "When this card destroys a creature in battle, draw 1 card at the start of your next turn.",
    # L-TXT-288: the card about to go, returned to a hand if its player wants
    "This turn, if one creature you control would be destroyed by battle, you may return it to your hand instead.",
    "If this card would be destroyed, you may return it to its owner's hand instead.",
    # L-TXT-286: a search said by where the card goes (its canonical form is the search's)
    "Search your deck for 1 Fire creature with 3 or less Strength, put it in your hand, then shuffle.",
    # L-TXT-285: the opponent's cards looked at, each put on top or underneath
    "(OPT): You may look at the top 2 cards of your opponent's deck, then put them back on top or on the bottom of their deck in any order.",
    "Look at the top 3 cards of your opponent's deck, then put any number of them back on top in any order and the rest on the bottom of their deck.",
    # L-TXT-284: creatures with cards stacked under them, or with a Stack ability
    "Destroy 1 creature your opponent controls with a card stacked underneath it.",
    "All creatures you control with 2 or more cards stacked underneath them gain +1 Strength.",
    "(OPT): You may stack 1 card from your hand underneath 1 creature you control with a Stack ability.",
    "Return 1 creature with no cards stacked underneath it to its owner's hand.",
    "Send up to 2 cards stacked underneath all creatures you control with a Stack ability to the Ruins.",
    "Take control of 1 creature your opponent controls with no cards stacked underneath it until end of turn.",
    # L-TXT-282: another player's gain of Land Life equal to a Strength
    "Destroy 1 creature your opponent controls, then your opponent gains Land Life equal to the Strength of that card.",
    "Destroy 1 creature, then each player gains Land Life equal to half its Strength, rounded down.",
    # L-TXT-281: whether the card named was destroyed
    "When this card leaves the field, draw 1 card. If it was destroyed by battle, draw 2 cards instead.",
    "When one creature you control leaves the field, if it was destroyed, gain 2 Land Life.",
    # L-TXT-280: stacked cards sent to the Ruins from under the creatures a filter names
    "Send up to 2 cards stacked underneath all creatures you control to the Ruins, then gain 3 Land Life for each card sent this way.",
    "When this card leaves the field, send all cards stacked underneath all creatures you control to the Ruins, then draw 1 card for each card sent this way.",
    "If this card would be destroyed, you may send 2 cards stacked underneath all Fire creatures you control to the Ruins instead.",
    # L-TXT-279: a creature that destroyed a creature in battle earlier in the turn
    "At the end of your End Phase, if one Light creature you control destroyed a creature in battle this turn, gain 3 Land Life.",
    "At the end of each End Phase, if one creature destroyed a creature in battle this turn, draw 1 card.",
    "Play this card only if one creature your opponent controls destroyed a creature in battle this turn.\nDraw 2 cards.",
    # L-TXT-278: a card's playing or an ability's activation
    "Negate the activation of 1 Boost card or an ability of 1 creature.",
    "Negate the activation of one Boost card or an ability of one Land card, then your opponent loses 2 Land Life.",
    "Negate the activation of one Boost - Interrupt card or an ability.",
    # L-TXT-277: stacking under the card named back
    "When this card is summoned, stack the top 1 card of your deck underneath it.",
    "When one creature you control is summoned, you may stack 1 card from your hand underneath that card.",
    "Take control of 1 creature your opponent controls until end of turn, then stack 1 card from your hand underneath it.",
    # L-TXT-276: only the creatures a filter names, put elsewhere in the Ruins' place
    "When this card destroys one Large creature in battle, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    "When this card destroys one Dark creature with 3 or less Strength in battle, return it to its owner's hand instead of sending it to the Ruins.",
    # L-TXT-275: what the creature it battled was, and a Strength a named card had
    "When this card destroys a creature in battle, draw 1 card. If the creature it battled was a Dark creature, draw 2 cards instead.",
    "When one creature you control destroys one creature in battle, gain 2 Land Life. If the creature it battled had 5 or more Strength, gain 4 Land Life instead.",
    "Destroy 1 creature, then if it had 3 or less Strength, draw 1 card.",
    # L-TXT-274: a creature the filter names attacks
    "When one creature your opponent controls attacks, you may pay 2 Land Life, then if you do, return that card to its owner's hand.",
    "When another Fire creature you control attacks, it gains +1 Strength until end of turn.",
    # L-TXT-273: a maximum on a scaled amount
    "The attached creature gains +1 Strength for each creature in your Ruins, up to a maximum of +5.",
    "Draw 1 card for each Fire creature you control, up to a maximum of 3 cards.",
    "Gain 2 Land Life for each creature you control, up to a maximum of 6 Land Life.",
    "Each creature your opponent controls loses 1 Strength for each Dark creature you control, up to a maximum of 3 until end of turn.",
    "Each player gains 1 Land Life for each creature they control, up to a maximum of 1 Land Life.",
    # L-TXT-155's split of the opponent's deck, its rest in the Ruins (L-TXT-197)
    "Look at the top 3 cards of your opponent's deck, then put 2 of them back on top and the rest in the Ruins.",
    # L-TXT-302: the creature the attached creature destroys, put elsewhere in the Ruins' place
    "When the attached creature destroys one creature in battle, put it on top of its owner's deck instead of sending it to the Ruins.",
    "When the attached creature destroys one Dark creature in battle, return that card to its owner's hand instead of sending it to the Ruins.",
    # L-TXT-300, L-TXT-301: stacking up to N later; each creature of a group by its own stack
    "Stack up to 2 cards from your hand underneath this card.",
    "Stack up to 1 card from your Ruins underneath 1 creature you control with a card stacked underneath it.",
    "All Water creatures gain +1 Strength for each card stacked underneath them.",
    "All creatures you control gain +1 Strength for each card stacked underneath them until end of turn.",
    "Each Water creature gains +1 Strength for each card stacked underneath it.",
    "Each Water creature gains +1 Strength for each card stacked underneath this card.",
    # L-TXT-299: a negation of an activation that targets a card
    "Negate the activation of one Boost card that targets the attached creature.",
    "Negate the activation of an ability of 1 creature that targets the attached creature.",
    "Negate the activation of an ability that targets this card.",
    "Negate the activation of one Boost card your opponent controls that targets one Light creature you control.",
    "Negate the activation of an ability of one creature your opponent controls that targets one creature you control.",
    # L-TXT-298: a discard scaled by a count
    "Send up to 3 creatures you control to the Ruins, then your opponent discards 1 card for each card sent this way.",
    "Each player discards 1 card for each creature they control.",
    "Discard 1 card at random for each Fire creature you control.",
    "At the end of your Battle Phase, your opponent discards 1 card for each creature you control.",
    # L-TXT-297: destroyed by battle only with some creatures, as a prohibition or a replacement's event
    "This card cannot be destroyed by battle with one creature with 3 or less Strength.",
    "All Light creatures you control cannot be destroyed by battle with one Dark creature.",
    "1 creature you control cannot be destroyed by battle with one creature your opponent controls until end of turn.",
    "If one creature your opponent controls would be destroyed by battle with one Fire creature you control, put it on the bottom of its owner's deck instead.",
    "This turn, if one creature you control would be destroyed by battle with one creature with more Strength than this card, return it to your hand instead.",
    # L-TXT-296: a card named back, summoned with no price, at once or when its player chooses this turn
    "Return 1 creature from your Ruins to your hand, then you may summon it without paying its cost.",
    "Return up to 2 creatures from your Ruins to your hand, then summon them without paying their costs.",
    "Return 1 creature from your Ruins to your hand, then if it was a Dark creature, summon it this turn without paying its cost.",
    "Search your deck for 1 Fire creature, put it in your hand, then shuffle, then summon that card this turn without paying its cost.",
    # L-TXT-303: a discard of some kinds, of any number, and what it sent away
    "Discard up to 3 Dark creatures, then draw 1 card for each card sent this way.",
    "Discard 1 Boost card, then if you discarded a Boost - Interrupt card, draw 2 cards.",
    "When this card is summoned, discard any number of Small creatures, then this card gains +1 Strength for each card sent this way.",
    "Discard 2 cards, then if you discarded a Fire creature, gain 2 Land Life.",
    "Send 1 Light creature from your hand to the Ruins: Draw 1 card.",
    # L-TXT-304: an attack negated, its attacker named back
    "Negate the attack, then put it on top of its owner's deck.",
    "Negate the attack of 1 creature with 4 or more Strength, then if you do, draw 1 card.",
    "Negate the attack of one creature your opponent controls, then it loses 2 Strength until the end of your next turn.",
    # L-TXT-305: attacks per turn for a time
    "1 creature you control can attack twice per turn until the end of your next turn.",
    "The attached creature can attack 3 times per turn until end of turn.",
    "All creatures you control can attack twice per turn until the end of your opponent's next turn.",
    # L-TXT-306: a direct attack's loss of Land Life, halved
    "If your Land Life would be reduced by a direct attack, it is reduced by half that amount instead, rounded down.",
    "If your Land Life would be reduced by a direct attack from one Large creature, it is reduced by half that amount instead, rounded up.",
    "If your Land Life would be reduced by a direct attack this turn, it is reduced by half that amount instead, rounded down.",
    # L-TXT-336: a creature that destroyed a creature in battle this turn
    "Summon this card on top of 1 creature you control that destroyed a creature in battle this turn.",
    # L-TXT-337: every card under a creature, a Mutated Creature's host too
    "This card gains +2 Strength for each card underneath this card.",
    "All Dragon creatures gain +1 Strength for each card underneath them.",
    "Each Dragon creature you control gains +1 Strength for each card underneath it until end of turn.",
    # L-TXT-338: a control condition's Strength bound
    "If you control 2 or more creatures with 3 or less Strength, draw 1 card.",
    # L-TXT-339: the cards stacked under this card (the attached creature), as a condition
    "If this card has no cards stacked underneath it, draw 1 card.",
    "The attached creature gains +2 Strength while the attached creature has 1 or more cards stacked underneath it.",
    # L-TXT-341: attacks kept off one creature
    "All creatures with 2 or less Strength your opponent controls cannot attack this card.",
    "Your opponent cannot attack the attached creature until end of turn.",
    "During your opponent's turn, all Large creatures your opponent controls cannot attack this card.",
    # L-TXT-342: a card named back costs less to summon this turn
    "Return 1 creature from your Ruins to your hand, then it requires 2 less Land Life to summon this turn.",
    "Return up to 2 creatures from your Ruins to your hand, then they require 1 less Land Life to summon this turn.",
    # L-TXT-343: the opponent gains Land Life
    "Draw 2 cards, then your opponent gains 2 Land Life.",
    # L-TXT-348: a negation of an activation that would destroy a creature
    "Negate the activation of one Boost card that would destroy one Water creature you control.",
    "Negate the activation of an ability of one creature that would destroy the attached creature.",
    "Negate the activation of an ability that would destroy this card.",
    # L-TXT-349: played only when a creature would be destroyed
    "Play this card only when one creature you control would be destroyed by battle.\nReturn it to your hand instead.",
    "Play this card only when one Dark creature your opponent controls would be destroyed by a Boost card's effect.\nGain 2 Land Life instead.",
    "Play this card only when one creature you control would be destroyed.\nPut that card on top of its owner's deck instead.",
    # L-TXT-351: a creature's own summoning cost under a condition
    "If you control 1 or more Dark creatures, you may summon this card by paying 2 Land Life instead of its normal cost.",
    # L-TXT-350: what the card underneath is
    "If the card underneath this card is a Dark creature, this card gains +2 Strength.",
    "When this card is summoned, draw 1 card, then if the card underneath this card is a Fire creature, draw 1 card.",
    # L-TXT-347: a search for cards named as this card
    "When this card is summoned, you may search your deck for 1 card with the same name as this card, put it in your hand, then shuffle.",
    # L-TXT-345: this card's Strength doubled under any condition
    "If you control 3 or more Dark creatures, during your Battle Phase, this card's Strength is doubled.",
    "During your Battle Phase, if your opponent controls more creatures than you, this card's Strength is doubled.",
    # L-TXT-344: played only when a creature is destroyed
    "Play this card only when one creature you control is destroyed by battle.\nReturn that card from your Ruins to your hand.",
    "Play this card only when one Dark creature your opponent controls is destroyed.\nDraw 1 card.",
    "Play this card only when one creature is destroyed by battle.\nDestroy the creature it battled.",
    "Your opponent gains 1 Land Life for each creature you control.",
    # L-TXT-340: attacks per turn while a condition holds
    "This card can attack twice per turn while this card has 2 or more cards stacked underneath it.",
    "All Dragon creatures you control can attack twice per turn while you control 3 or more Dragon creatures.",
    "This card gains +3 Strength while your opponent controls 1 or more creatures with 6 or more Strength.",
    # L-TXT-332: summoned during a player's last turn
    "Destroy 1 creature your opponent controls that was summoned during your opponent's last turn.",
    "All creatures your opponent controls that were summoned during your opponent's last turn cannot attack.",
    # L-TXT-330: the loss doubled, set, from a threshold, or the opponent's
    "If your opponent's Land Life would be reduced by a direct attack from this card, it is reduced by double that amount instead.",
    "If your Land Life would be reduced by 5 or more by a direct attack, it is reduced by 4 instead.",
    "If your opponent's Land Life would be reduced by 3 or more by a direct attack from one Small creature this turn, it is reduced by 0 instead.",
    "If your Land Life would be reduced by a direct attack, it is reduced by double that amount instead.",
    "If your opponent's Land Life would be reduced by a direct attack, it is reduced by half that amount instead, rounded up.",
    # L-TXT-307: played only in a phase of either turn
    "Play this card only during the Battle Phase.\nDraw 1 card.",
    # L-TXT-308: stacking cards of some kinds
    "At the start of your Boost Phase, you may stack 1 creature from your Ruins underneath this card.",
    "(OPT): Stack up to 2 Small Fire creatures from your hand underneath this card.",
    "Stack 1 Boost card from your deck underneath one creature you control.",
    # L-TXT-309: cards destroyed this turn, in a Ruins
    "Return 1 creature that was destroyed by battle this turn from your Ruins to your hand.",
    "Return up to 2 Fire creatures with 3 or less Strength that were destroyed this turn from your Ruins to the field.",
    # L-TXT-310: a creature attacking the opponent's Land Life directly
    "This card can attack twice per turn.\nWhen this card attacks your opponent's Land Life directly, it cannot attack until end of turn.",
    "When the attached creature attacks your opponent's Land Life directly, your opponent discards 1 card.",
    "Play this card only if one Dark creature you control was destroyed by battle this turn.\nReturn 1 Dark creature that was destroyed by battle this turn from your Ruins to your hand.",
    # L-TXT-311: the creature destroyed in battle, elsewhere if its player wants
    "When this card destroys a creature in battle, you may put that card on the bottom of its owner's deck instead of sending it to the Ruins.",
    "When the attached creature destroys one creature in battle, you may return it to its owner's hand instead of sending it to the Ruins.",
    # L-TXT-312: whether the card named came onto the field this turn
    "Destroy 1 creature, then if it was played this turn, draw 1 card.",
    "When one creature you control leaves the field, if it was played this turn, gain 2 Land Life.",
    # L-TXT-314: the cards destroyed this turn, counted
    "At the end of each Battle Phase, gain 1 Land Life for each creature destroyed by battle this turn.",
    "Draw 1 card for each Dark creature destroyed this turn.",
    # L-TXT-315: no answer of some kinds to this card
    "Draw 2 cards.\nYour opponent cannot play Boost cards in response to this card.",
    "Your opponent cannot play Boost - Interrupt cards in response to this card.",
    # L-TXT-316: an attack on a creature a second filter names
    "When one creature your opponent controls attacks one creature with 3 or less Strength you control, one attacking creature loses 2 Strength until the end of the battle.",
    "When one Dark creature attacks one Light creature, draw 1 card.",
    # L-TXT-317: a card named back, kept from being summoned
    "Return 1 creature from your Ruins to your hand, then that card cannot be summoned until end of turn.",
    "Return 1 Dark creature from your Ruins to your hand, then it cannot be summoned until the end of your next turn.",
    # L-TXT-318: plus a number more
    "Discard up to 2 cards, then draw 1 card for each card sent this way, plus 1 more.",
    "Your opponent loses 1 Land Life for each creature you control, plus 3 more.",
    # L-TXT-319: the creature destroyed in battle stacked under the creature that destroyed it
    "When this card destroys a creature in battle, stack it underneath this card instead of sending it to the Ruins.",
    "When the attached creature destroys one creature in battle, you may stack it underneath the attached creature instead of sending it to the Ruins.",
    # L-TXT-313: an ability's own name in its stack label
    "Grave Ward - Stack 1: During your turn, your opponent cannot activate Land abilities.",
    "Tide's Call - Stack 2: (OPT) Send 1 card stacked underneath this card to the Ruins: Draw 2 cards.",
    # L-TXT-326: a replacement once a turn
    "(OPT) If one creature you control would be destroyed by battle, you may send this card to the Ruins instead.",
    "(OPT) If this card would be destroyed, you may discard 1 card instead.",
    # L-TXT-325: the start of the End Phase of the controller's next turn
    "Destroy 1 creature. At the start of your next End Phase, draw 1 card.",
    "At the start of your next End Phase, destroy this card.",
    # L-TXT-324: the battles' destructions of one side counted
    "At the start of your End Phase, gain 1 Land Life for each creature you destroyed by battle this turn.",
    "Draw 1 card for each creature you controlled destroyed by battle this turn.",
    # L-TXT-320: the condition of "instead" read of the card the first effect picks
    "1 creature you control gains +2 Strength until end of turn. If it was played this turn, it gains +4 Strength until end of turn instead.",
    "Put 1 creature your opponent controls on top of its owner's deck. If it had 3 or less Strength, put it on the bottom of its owner's deck instead.",
    "Destroy 1 creature. If it was a Dark creature, return it to its owner's hand instead.",
    # L-TXT-375: a card named back, put on a deck from a Ruins
    "When this card destroys a creature in battle, put that card from the Ruins on top of its owner's deck.",
    "Destroy 1 creature you control, then put it from your Ruins on the bottom of its owner's deck.",
    # L-TXT-374: until the end of the controller's turn
    "(OPT) Pay 1 Land Life: This card gains +2 Strength until the end of your turn.",
    "Double the Strength of 1 creature you control until the end of your turn.",
    "Take control of 1 creature your opponent controls until the end of your turn.",
    "Your opponent cannot play Boost cards until the end of your turn.",
    "1 creature you control can attack twice per turn until the end of your turn.",
    # L-TXT-373: the card that goes with its creature, on its owner's deck instead
    "When the attached creature leaves the field, put this card on top of its owner's deck instead of sending it to the Ruins.",
    "When this card leaves the field, you may put the card underneath on the bottom of its owner's deck instead of sending it to the Ruins.",
    # L-TXT-372: a creature destroyed earlier in the turn, in any way
    "Play this card only if one creature you control was destroyed this turn.\nDraw 2 cards.",
    "When this card is summoned, if one Dark creature your opponent controls was destroyed this turn, gain 3 Land Life.",
    "At the end of each End Phase, if one creature was destroyed this turn, draw 1 card.",
    "Play this card only if one creature you control was destroyed this turn.\nReturn 1 creature that was destroyed this turn from your Ruins to your hand.",
    # L-TXT-376: kept off by every effect of some cards
    "During your turn, the attached creature cannot be affected by your opponent's Boost cards.",
    "One creature you control cannot be affected by your opponent's cards until end of turn.",
    "All creatures you control cannot be affected by Boost - Continuous cards.",
    # L-TXT-378: how many attacks this card made this turn
    "At the end of your Battle Phase, if this card attacked 2 times this turn, you pay 2 Land Life.",
    "When this card battles, if this card has not attacked 3 times this turn, draw 1 card.",
    # L-TXT-377: a phase of the player's own turn added for the card's abilities
    "(OPT) Pay 3 Land Life: Draw 1 card.\nYou may activate this card's abilities during your Battle Phase.",
    # L-TXT-321: cards named back, stacked under a creature a filter picks
    "When one Dragon creature you control is destroyed, you may stack that card underneath 1 Dark creature you control.",
    "Destroy 1 creature with 2 or less Strength, then stack it underneath one creature your opponent controls.",
]

# Other spellings of the same trees: text -> canonical text.
VARIANTS = {
    # L-TXT-376 (t27-46, t59-22)
    "During your turn, the attached creature cannot be affected by Boost cards your opponent controls.":
        "During your turn, the attached creature cannot be affected by your opponent's Boost cards.",
    "This card cannot be chosen or affected by Boost cards your opponent plays.":
        "This card cannot be affected by your opponent's Boost cards.",
    "This card cannot be destroyed or affected by Boost cards.": "This card cannot be affected by Boost cards.",
    # t60-21 (L-TXT-357), t60-41 (L-TXT-51), t60-43 (L-TXT-42), t60-48 (L-TXT-150), t60-53 and t60-59 (L-TXT-376),
    # t60-60 (L-TXT-134), t59-30 (L-TXT-377)
    "Draw 1 card. At the start of your End Phase this turn, gain 3 Land Life.":
        "Draw 1 card. At the start of the End Phase, gain 3 Land Life.",
    "Gain 1 Land Life. At the beginning of your End Phase this turn, draw 1 card.":
        "Gain 1 Land Life. At the start of the End Phase, draw 1 card.",
    "Once per turn: You may activate this during your opponent's turn. Pay 3 Land Life, negate the activation of a creature's ability.":
        "(OPT): You pay 3 Land Life, then negate the activation of an ability of one creature.\nYou may activate this card's abilities during your opponent's turn.",
    "If this card would be sent to the Ruins from the field, put it on the bottom of your deck instead.":
        "If this card would be sent to the Ruins, put it on the bottom of its owner's deck instead.",
    "When this card destroys a creature in battle, you may stack the creature it battled from the Ruins underneath this card.":
        "When this card destroys a creature in battle, you may stack the creature it battled underneath this card.",
    "This card cannot be affected by Land abilities.": "This card cannot be affected by Land cards.",
    "During your turn, the attached creature is not affected by Boost cards your opponent plays.":
        "During your turn, the attached creature cannot be affected by your opponent's Boost cards.",
    "The attached creature is not affected by Boost cards.": "The attached creature cannot be affected by Boost cards.",
    "Your Large Dark creatures require 3 Land Life instead of 4 to summon.":
        "You may summon Large Dark creatures by paying 3 Land Life instead of 4.",
    "Large creatures require 3 Land Life instead of 4 to summon.":
        "You may summon Large creatures by paying 3 Land Life instead of 4.",
    "You may activate this during your Battle Phase.": "You may activate this card's abilities during your Battle Phase.",
    # t62-16 (L-TXT-207), t62-33 (L-TXT-12), t63-30 (L-TXT-111), t62-22 (L-TXT-61), t62-08
    # (L-TXT-247), t62-40 (L-TXT-9), t63-07 (L-TXT-81), t63-49 (L-TXT-267), t62-49 (L-TXT-134), t62-60 (L-TXT-324)
    "While this card is battling a Water creature, its Strength is doubled.":
        "This card's Strength is doubled while this card is battling one Water creature.",
    "Take control of 1 creature your opponent controls until the end of the turn. If it is a Fire creature, it also gains +2 Strength until the end of the turn.":
        "Take control of 1 creature your opponent controls until end of turn, then if it was a Fire creature, it gains +2 Strength until end of turn.",
    "Look at the top 5 cards of your deck. Add up to 2 of them to your hand and place the rest underneath your deck in any order.":
        "Look at the top 5 cards of your deck, then put up to 2 of them in your hand and the rest on the bottom of your deck in any order.",
    "Your Boost - Continuous cards cannot be destroyed by Boost cards played by your opponent.":
        "All Boost - Continuous cards you control cannot be destroyed by your opponent's Boost cards.",
    "This card cannot be targeted by Boost - Interrupt cards played by your opponent.":
        "This card cannot be targeted by your opponent's Boost - Interrupt cards.",
    "This card gains +1 Strength for each other card with the same name as this card that you control.":
        "This card gains +1 Strength for each other card with the same name as this card you control.",
    "Destroy 1 creature that your opponent controls.": "Destroy 1 creature your opponent controls.",
    "Play this card only during your opponent's Battle Phase, when one of their creatures attacks. That creature loses 3 Strength until the end of the turn.":
        "Play this card only during your opponent's Battle Phase.\nPlay this card only when one creature your opponent controls attacks.\nOne attacking creature loses 3 Strength until end of turn.",
    "Ability – Stack 2: Send 2 of the cards stacked underneath this card to the Ruins, then draw 1 card.":
        "(OPT): Send 2 cards stacked underneath this card to the Ruins, then draw 1 card - Stack 2.",
    "You may summon a Large Fire creature by sacrificing 1 Small creature you control instead of paying its normal cost.":
        "You may summon Large Fire creatures by sacrificing 1 Small creature you control.",
    "Small creatures you summon do not require you to pay Land Life.": "You may summon Small creatures without paying Land Life.",
    "At the end of your Battle Phase, gain 1 Land Life for each creature your opponent lost by battle this turn.":
        "At the end of your Battle Phase, gain 1 Land Life for each creature you destroyed by battle this turn.",
    "Draw 1 card for each creature your opponent controlled that was destroyed in battle this turn.":
        "Draw 1 card for each creature you destroyed by battle this turn.",
    # t65-46 (L-TXT-6)
    "When you attach this card, the attached creature gains +3 Strength until end of turn.":
        "When this card is played, the attached creature gains +3 Strength until end of turn.",
    # t63-13 (L-TXT-53, L-TXT-91)
    "During the turn this card is summoned, it cannot be destroyed by battle and gains +1 Strength.":
        "If this card was played this turn, this card gains +1 Strength, then if this card was played this turn, this card cannot be destroyed by battle.",
    # t20-34, t62-36 (L-TXT-13)
    "Double the Strength of 1 creature you control until the end of your next turn. That card cannot attack your opponent's Land Life directly during that time.":
        "Double the Strength of 1 creature you control until the end of your next turn, then that card cannot attack your opponent's Land Life directly until the end of your next turn.",
    "Until the end of your next turn, creatures you control cannot be destroyed by battle. You cannot attack your opponent's Land Life directly during that time.":
        "All creatures you control cannot be destroyed by battle until the end of your next turn.\nYou cannot attack your opponent's Land Life directly until the end of your next turn.",
    # t20-33, t61-46 (L-TXT-381)
    "Your opponent reveals their hand. You may choose 1 Boost card from it and send that card to the Ruins.":
        "Your opponent reveals their hand and discards up to 1 Boost card you choose from it.",
    "Your opponent reveals their hand. Choose 1 Boost card from it. Your opponent discards that card.":
        "Your opponent reveals their hand and discards 1 Boost card you choose from it.",
    "Your opponent shows you their hand, then choose 1 creature among them and they discard it.":
        "Your opponent reveals their hand and discards 1 creature you choose from it.",
    # t63-18, test-43 (L-TXT-380, L-TXT-31)
    "Your opponent places 1 card from their hand underneath their deck.":
        "Your opponent puts 1 card from their hand on the bottom of their deck.",
    "Your opponent puts 1 card from your opponent's hand on top of your opponent's deck.":
        "Your opponent puts 1 card from their hand on top of their deck.",
    "You place 1 card from your Ruins on top of your deck.": "Put 1 card from your Ruins on top of your deck.",
    "You put 1 card from your hand underneath your deck.": "Put 1 card from your hand on the bottom of your deck.",
    # t63-47, test-57 (L-TXT-58), t62-17 (L-TXT-156), t54-36, t63-41, t7-44 (L-TXT-328)
    "During your turn, your opponent cannot play Boost cards that target creatures you control.":
        "During your turn, all creatures you control cannot be targeted by your opponent's Boost cards.",
    "Your opponent cannot activate Boost cards that target this card during your Battle Phase.":
        "During your Battle Phase, this card cannot be targeted by your opponent's Boost cards.",
    "(OPT) When your opponent activates a creature's ability, you may sacrifice this card to negate that activation.":
        "(OPT) When your opponent activates an ability of one creature, you may sacrifice this card, then if you do, negate that activation.",
    "Target 1 creature you control that is being attacked; it gains +3 Strength until the end of the turn.":
        "1 attacked creature you control gains +3 Strength until end of turn.",
    "Choose 1 creature you control that is attacked. It gains +2 Strength until end of turn.":
        "1 attacked creature you control gains +2 Strength until end of turn.",
    "Creatures you control that are being attacked gain +1 Strength until end of turn.":
        "All attacked creatures you control gain +1 Strength until end of turn.",
    # t61-10 (L-TXT-378), t61-18 (L-TXT-58), t61-25 (L-TXT-96), t61-32 (L-TXT-72)
    "At the end of your Battle Phase, if this creature attacked twice this turn, lose 2 Land Life.":
        "At the end of your Battle Phase, if this card attacked 2 times this turn, you lose 2 Land Life.",
    "Your opponent's Boost cards cannot target this card.": "This card cannot be targeted by your opponent's Boost cards.",
    "Boost - Interrupt cards your opponent controls cannot target the attached creature until end of turn.":
        "The attached creature cannot be targeted by your opponent's Boost - Interrupt cards until end of turn.",
    "Boost cards cannot target this card.": "This card cannot be targeted by Boost cards.",
    "This card gains Strength equal to the Strength printed on the card underneath it.":
        "This card gains Strength equal to the Strength of the card underneath.",
    "You may summon Light creatures by paying 1 less Land Life.":
        "Light creatures you control require 1 less Land Life to summon.",
    # t59-60 (L-TXT-134), t59-53 (L-TXT-101), t59-58 (L-TXT-85), t59-45 (L-TXT-60)
    "Summoning a Large Dark creature costs you 2 Land Life instead of 4.":
        "You may summon Large Dark creatures by paying 2 Land Life instead of 4.",
    "If the attached creature leaves the field, you may return this card to your hand instead of sending it to the Ruins.":
        "When the attached creature leaves the field, you may return this card to your hand instead of sending it to the Ruins.",
    "When a Dark creature is summoned on your side of the field, draw 1 card.":
        "When one Dark creature you control is summoned, draw 1 card.",
    "1 creature your opponent controls that is attacking loses 3 Strength until end of turn.":
        "1 attacking creature your opponent controls loses 3 Strength until end of turn.",
    # L-TXT-199's and L-TXT-250's sentences with L-TXT-373's deck
    "If the card underneath this card would be sent to the Ruins, put it on the bottom of your deck instead.":
        "When this card leaves the field, put the card underneath on the bottom of its owner's deck instead of sending it to the Ruins.",
    "If this card would be sent to the Ruins because the equipped creature left the field, you may put it on top of your deck instead.":
        "When the attached creature leaves the field, you may put this card on top of its owner's deck instead of sending it to the Ruins.",
    # t58-18 (L-TXT-134), t58-35 (L-TXT-34), t58-03 (L-TXT-375)
    "Medium Earth creatures require you to pay 1 Land Life instead of 2 to summon.":
        "You may summon Medium Earth creatures by paying 1 Land Life instead of 2.",
    "Large creatures you summon require you to pay 2 Land Life instead of 4 to summon.":
        "You may summon Large creatures by paying 2 Land Life instead of 4.",
    "Land abilities cannot be used until end of turn.": "Each player cannot activate Land abilities until end of turn.",
    "When this creature destroys a creature in battle, put that creature from the Ruins on top of its owner's deck.":
        "When this card destroys a creature in battle, put that card from the Ruins on top of its owner's deck.",
    # L-TXT-374's other spellings, and t58-45's words
    "Take control of 1 creature your opponent controls for the rest of your turn.":
        "Take control of 1 creature your opponent controls until the end of your turn.",
    "Until end of your turn, your opponent cannot play Boost cards.": "Your opponent cannot play Boost cards until the end of your turn.",
    "When this creature is summoned, choose one —\n• Draw 1 card.\n• This creature gains +2 Strength until the end of your turn.":
        "When this card is summoned, choose one - draw 1 card; or this card gains +2 Strength until the end of your turn.",
    # t16-43 (L-TXT-373), t57-60 (L-TXT-162 as a way to pay)
    "When the equipped creature leaves the field, put this card on top of your deck instead of sending it to the Ruins.":
        "When the attached creature leaves the field, put this card on top of its owner's deck instead of sending it to the Ruins.",
    "You may summon Medium Light creatures by paying 1 Land Life.": "Medium Light creatures cost you 1 Land Life to summon.",
    "While this card is on the field, you may summon Large creatures by paying only 2 Land Life.":
        "Large creatures cost you 2 Land Life to summon.",
    # t57-09: "summon cost" for "summoning cost"
    "If you control a Fire creature, you may summon this creature by paying 1 Land Life instead of its normal summon cost.":
        "If you control 1 or more Fire creatures, you may summon this card by paying 1 Land Life instead of its normal cost.",
    # t57-23, t57-45: a creature destroyed this turn in any way (L-TXT-372)
    "Play this card only during a turn in which a creature you controlled was destroyed. Draw 2 cards.":
        "Play this card only if one creature you control was destroyed this turn.\nDraw 2 cards.",
    "When this creature is summoned, if a creature you controlled was destroyed this turn, draw 2 cards.":
        "When this card is summoned, if one creature you control was destroyed this turn, draw 2 cards.",
    "Play this card only if a creature you control was destroyed this turn. Return 1 of those creatures from your Ruins to the field.":
        "Play this card only if one creature you control was destroyed this turn.\nReturn 1 creature that was destroyed this turn from your Ruins to the field.",
    # test46: a choice's options a line each after a dash; "this Attachment"; Land Life unsaid; a duration first
    "Choose one:\n- Gain 3 Land Life.\n- Draw 1 card.": "Choose one - gain 3 Land Life; or draw 1 card.",
    "When this card is summoned, choose one -\n  - Draw 1 card.\n  - Gain 2 Land Life.\nThis card cannot be negated.":
        "When this card is summoned, choose one - draw 1 card; or gain 2 Land Life.\nThis card cannot be negated.",
    "The attached creature gains +2 Strength. If the attached creature would be destroyed, destroy this Attachment instead.":
        "The attached creature gains +2 Strength.\nIf the attached creature would be destroyed, destroy this card instead.",
    "Small creatures cannot attack Land Life directly.": "All Small creatures cannot attack your opponent's Land Life directly.",
    "Once per turn: You can pay 2 Land Life to draw 1 card.": "(OPT) Pay 2 Land Life: Draw 1 card.",
    "Your opponent cannot attack creatures you control with 3 or less Strength.":
        "Your opponent cannot attack all creatures with 3 or less Strength you control.",
    "The creature this Attachment is attached to gains +1 Strength.": "The attached creature gains +1 Strength.",
    "If this card would be destroyed by battle, you may send 1 of its stacked cards to the Ruins instead.":
        "If this card would be destroyed by battle, you may send 1 card stacked underneath this card to the Ruins instead.",
    "(OPT) Send 1 stacked card from under this creature to the Ruins: Draw 1 card.":
        "(OPT) Send 1 card stacked underneath this card to the Ruins: Draw 1 card.",
    "Creatures your opponent controls cannot attack Small creatures you control until the end of your next turn.":
        "All creatures your opponent controls cannot attack all Small creatures you control until the end of your next turn.",
    "The attached creature cannot be destroyed or targeted by Boost cards your opponent plays.":
        "The attached creature cannot be destroyed by your opponent's Boost cards, then the attached creature cannot be "
        "targeted by your opponent's Boost cards.",
    "This card cannot be targeted or destroyed by Boost cards.":
        "This card cannot be destroyed by Boost cards, then this card cannot be targeted by Boost cards.",
    "Choose 1 creature you control. Until the end of the turn, it gains +3 Strength and can attack one additional time.":
        "1 creature you control gains +3 Strength until end of turn, then it can attack an additional time this turn.",
    # L-TXT-357: the start of this turn's End Phase, in its spellings
    "Double the Strength of 1 creature you control until end of turn. At the beginning of the End Phase of this turn, destroy it.":
        "Double the Strength of 1 creature you control until end of turn. At the start of the End Phase, destroy it.",
    "Take control of 1 creature your opponent controls. During the End Phase of this turn, sacrifice that creature.":
        "Take control of 1 creature your opponent controls. At the start of the End Phase, sacrifice that card.",
    "Destroy 1 creature. Draw 1 card at the start of the End Phase.":
        "Destroy 1 creature. At the start of the End Phase, draw 1 card.",
    # L-TXT-358: a Boost's replacement of a gain for the turn; "that much" with "Land Life" unsaid
    "Until the end of turn, if your opponent would gain Land Life, you gain that much Land Life instead.":
        "This turn, if your opponent would gain Land Life, gain that much Land Life instead.",
    "If your opponent would gain Land Life this turn, they lose that much instead.":
        "This turn, if your opponent would gain Land Life, they lose that much Land Life instead.",
    "If you would gain Land Life, your opponent gains that much instead.":
        "If you would gain Land Life, your opponent gains that much Land Life instead.",
    # L-TXT-359: the Battle Phase ended
    "Negate the attack, then end this Battle Phase.": "Negate the attack, then end the Battle Phase.",
    # t45-49: what the permission is for, said after it
    "The equipped creature may attack your opponent's Land Life directly even if your opponent controls creatures.":
        "The attached creature can attack your opponent's Land Life directly.",
    "This card can attack your opponent's Land Life directly even while your opponent controls a creature.":
        "This card can attack your opponent's Land Life directly.",
    # t45-05: L-TXT-341 said of the defender
    "This card cannot be attacked by creatures with 4 or less Strength.":
        "All creatures with 4 or less Strength cannot attack this card.",
    "The attached creature cannot be attacked by creatures your opponent controls until end of turn.":
        "All creatures your opponent controls cannot attack the attached creature until end of turn.",
    # t45-44, t45-47: any card's effects, as "by cards"
    "This card cannot be destroyed by card abilities.": "This card cannot be destroyed by cards.",
    "During your turn, creatures you control with 2 or less Strength cannot be destroyed by card abilities.":
        "During your turn, all creatures with 2 or less Strength you control cannot be destroyed by cards.",
    "This card cannot be destroyed by a card's effect.": "This card cannot be destroyed by cards.",
    "The attached creature cannot be destroyed by card effects until end of turn.":
        "The attached creature cannot be destroyed by cards until end of turn.",
    # t44-20, t45-21, t45-37, t45-25, t45-52
    "When this card is destroyed in battle, you may put the creature that destroyed it on the bottom of its owner's deck.":
        "When this card is destroyed in battle, you may put the creature it battled on the bottom of its owner's deck.",
    "When this creature is destroyed by battle, the creature that destroyed this creature loses 2 Strength until end of turn.":
        "When this card is destroyed in battle, the creature it battled loses 2 Strength until end of turn.",
    "When the attached creature is destroyed in battle, destroy the creature that destroyed it.":
        "When the attached creature is destroyed in battle, destroy the creature it battled.",
    "When this card is summoned, choose one: draw 1 card; or gain 3 Land Life.":
        "When this card is summoned, choose one - draw 1 card; or gain 3 Land Life.",
    "Choose one: 1 creature gains +2 Strength until the end of turn; or 1 creature loses 2 Strength until the end of turn.":
        "Choose one - 1 creature gains +2 Strength until end of turn; or 1 creature loses 2 Strength until end of turn.",
    "This card can attack once more this turn.": "This card can attack an additional time this turn.",
    "1 creature you control may attack once more.": "1 creature you control can attack an additional time this turn.",
    "(OPT) You may pay 1 Land Life: The equipped creature gains +1 Strength until the end of your next turn.":
        "(OPT) Pay 1 Land Life: The attached creature gains +1 Strength until the end of your next turn.",
    # t44-47, t44-60: "during either player's turn" after "Once per turn,"
    "Once per turn, during either player's turn, you may pay 2 Land Life to negate the activation of a Boost card.":
        "(OPT) Pay 2 Land Life: Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "During your Boost Phase, summon this card by placing it on top of 1 creature you control.":  # t40-28
        "Summon this card on top of 1 creature you control.",
    # t50-04, t50-41: "they" instead, after a change of Strength of cards a filter names (L-TXT-269)
    "All Light creatures you control gain +1 Strength. If you control 3 or more Light creatures, they gain +2 Strength instead.":
        "All Light creatures you control gain +1 Strength. If you control 3 or more Light creatures, all Light creatures "
        "you control gain +2 Strength instead.",
    "This card gains +1 Strength. During your opponent's turn, it gains +2 Strength instead.":
        "This card gains +1 Strength. During your opponent's turn, this card gains +2 Strength instead.",
    # t47-57: the card underneath, said in the past after the Mutated Creature left
    "When this card leaves the field, you may return the card that was underneath it to your hand.":
        "When this card leaves the field, you may return the card underneath to your hand.",
    # t51-13, t51-59: "in your hand" for "you control" in L-TXT-72's lowering; t51-10: "If you do" after the
    # permission said with the ability
    "Medium creatures in your hand require 2 less Land Life to summon.":
        "Medium creatures you control require 2 less Land Life to summon.",
    "Once per turn, you may activate this during your opponent's turn: Negate the activation of a Land ability. If you "
    "do, this card loses 2 Strength until the end of the turn.": "(OPT): Negate the activation of an ability of one Land "
    "card, then if you do, this card loses 2 Strength until end of turn.\nYou may activate this card's abilities during "
    "your opponent's turn.",
    # L-TXT-368: a raise, or a higher amount, that other players must pay (t45-42, t49-42)
    "Each player must pay 1 additional Land Life to summon a Large creature by paying Land Life.":
        "Each player must pay 1 additional Land Life to summon Large creatures.",
    "Players must pay 6 Land Life instead of 4 to summon a Large creature by paying Land Life.":
        "Each player must pay 6 Land Life instead of 4 to summon Large creatures.",
    "Both players must pay 1 Land Life instead of 2 to summon Medium creatures.":
        "Each player may summon Medium creatures by paying 1 Land Life instead of 2.",
    "Your opponent must pay 2 extra Land Life to summon Dark creatures.":
        "Your opponent must pay 2 additional Land Life to summon Dark creatures.",
    # L-TXT-367: "it" under a condition about this card (or the attached creature) is that card
    "If this creature was summoned this turn, it gains +3 Strength.":
        "If this card was played this turn, this card gains +3 Strength.",
    "At the start of your End Phase, if this card did not attack this turn, you may stack the top card of your deck "
    "underneath it.": "At the start of your End Phase, if this card has not attacked this turn, you may stack the top "
    "1 card of your deck underneath this card.",
    "(OPT) Pay 1 Land Life: If this card has 2 or more cards stacked underneath it, that creature cannot be destroyed "
    "by battle until end of turn.": "(OPT) Pay 1 Land Life: If this card has 2 or more cards stacked underneath it, "
    "this card cannot be destroyed by battle until end of turn.",
    # L-TXT-365: a phase of the player's own turn, in the summon requirement too
    "You can summon this creature during your End Phase.": "You may play this card during your End Phase.",
    "Summon this card only during your Battle Phase by placing it on top of 1 creature you control.":
        "Summon this card on top of 1 creature you control.\nYou may play this card during your Battle Phase.\n"
        "Play this card only during your Battle Phase.",
    "During your Battle Phase, you may summon this card by placing it on top of 1 creature you control.":
        "Summon this card on top of 1 creature you control.\nYou may play this card during your Battle Phase.",
    "You may summon this card during your Draw Phase by placing it on top of 1 creature you control.":
        "Summon this card on top of 1 creature you control.\nYou may play this card during your Draw Phase.",
    "Summon this card during your End Phase by placing it on top of 1 creature you control.":
        "Summon this card on top of 1 creature you control.\nYou may play this card during your End Phase.",
    "You can summon this card during your opponent's turn by placing it on top of 1 Fire creature you control.":
        "Summon this card on top of 1 Fire creature you control.\nYou may play this card during your opponent's turn.",
    # t47-59: the same label with no cost
    "Once per turn, during either player's turn, you may negate the activation of a Boost card.":
        "(OPT): Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "Once per turn, during either player's turn, when a creature you control is destroyed in battle, draw 1 card.":
        "(OPT) When one creature destroys one creature you control in battle, draw 1 card.",
    # t43-38, t36-31, t44-60: the look's cards each on top or on the bottom, after a keep too; the order the player's
    "Look at the top 2 cards of your deck. Add 1 of them to your hand and place the other on the top or bottom of your deck.":
        "Look at the top 2 cards of your deck, then put 1 of them in your hand and the rest on top or on the bottom of your deck in any order.",
    "Look at the top 5 cards of your deck. Add 1 of them to your hand, then place the rest on top of or on the bottom of your deck in any order.":
        "Look at the top 5 cards of your deck, then put 1 of them in your hand and the rest on top or on the bottom of your deck in any order.",
    "Look at the top card of your deck and put it on the top or bottom of your deck.":
        "Look at the top 1 card of your deck, then put it on top or on the bottom of your deck.",
    "Look at the top 3 cards of your deck, then put up to 1 of them in your hand and the rest on top of or under your deck.":
        "Look at the top 3 cards of your deck, then put up to 1 of them in your hand and the rest on top or on the bottom of your deck in any order.",
    # t44-13, t44-47, t6-32: both turns allowed; the once-per-turn mark as a sentence after the abilities
    "This ability can be used during either player's turn.": "You may activate this card's abilities during your opponent's turn.",
    "You may activate this during any turn.": "You may activate this card's abilities during your opponent's turn.",
    "(OPT) Sacrifice this card: Negate the activation of a Boost card. This ability can be activated during each player's turn.":
        "(OPT) Sacrifice this card: Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "Once per turn, you may activate this ability during either player's turn: Pay 3 Land Life to negate the activation of a Boost card.":
        "(OPT) Pay 3 Land Life: Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "Pay 1 Land Life: Draw 1 card. This ability can be activated only once each turn.": "(OPT) Pay 1 Land Life: Draw 1 card.",
    "Pay 1 Land Life: Draw 1 card. This ability can be only used once per turn.": "(OPT) Pay 1 Land Life: Draw 1 card.",
    # t44-56, t44-09
    "During your Boost Phase, you may summon this card by placing it on top of 1 creature you control.":
        "Summon this card on top of 1 creature you control.",
    "During your Boost Phase, you can summon this creature by putting this card over 1 Fire creature you control.":
        "Summon this card on top of 1 Fire creature you control.",
    "When this card destroys a creature in battle, it can attack again this turn.":
        "When this card destroys a creature in battle, it can attack an additional time this turn.",
    "This card may attack again this turn.": "This card can attack an additional time this turn.",
    "While this card is on the field, you may summon Large creatures by paying 2 Land Life instead of 4.":
        "You may summon Large creatures by paying 2 Land Life instead of 4.",
    "As long as this creature is on the field, you can summon Small creatures without paying Land Life.":
        "You may summon Small creatures without paying Land Life.",
    # t43-42, t44-40: the choice and its effect joined by "and"
    "Choose 1 Light creature you control and double its Strength.": "Double the Strength of 1 Light creature you control.",
    "Choose 1 Attachment on the field and send it to the Ruins.": "Send 1 Attachment card on any side of the field to the Ruins.",
    "You may choose 1 creature you control and it gains +2 Strength until end of turn.":
        "You may choose 1 creature you control; it gains +2 Strength until end of turn.",
    # t43-18: a player subtracts a Strength from their own Land Life
    "When this creature destroys a creature in battle, your opponent subtracts the Strength of the creature it battled from their Land Life.":
        "When this card destroys a creature in battle, your opponent loses Land Life equal to the Strength of the creature it battled.",
    # t43-33, t43-44
    "Return 1 creature your opponent controls to the top of its owner's deck.":
        "Put 1 creature your opponent controls on top of its owner's deck.",
    "Return this card to the bottom of your deck.": "Put this card on the bottom of its owner's deck.",
    "At the start of each of your End Phases, discard 1 card or destroy this card.":
        "At the start of your End Phase, you may discard 1 card, then if you do not, destroy this card.",
    # t41-06: copies of this card counted in a zone of yours
    "This creature gains +1 Strength for each other copy of this card in your Ruins.":
        "This card gains +1 Strength for each other card with the same name as this card in your Ruins.",
    # t42-22: L-TXT-330's doubling said after L-TXT-310's trigger; that trigger with "If"
    "If this creature attacks your opponent's Land Life directly, double the Land Life your opponent loses from that attack.":
        "If your opponent's Land Life would be reduced by a direct attack from this card, it is reduced by double that amount instead.",
    "If this card attacks your opponent directly, draw 1 card.":
        "When this card attacks your opponent's Land Life directly, draw 1 card.",
    # L-TXT-356 (t42-42)
    "Both players can summon Large creatures by paying 2 Land Life instead of 4 Land Life.":
        "Each player may summon Large creatures by paying 2 Land Life instead of 4.",
    "Each player may summon Small creatures without paying any Land Life.":
        "Each player may summon Small creatures without paying Land Life.",
    # L-TXT-355 (t42-16)
    "At the end of your Battle Phase, if this creature destroyed a creature in battle this turn, draw 1 card.":
        "At the end of your Battle Phase, if this card destroyed a creature in battle this turn, draw 1 card.",
    "If this creature has not yet destroyed a creature by battle this turn, draw 1 card.":
        "If this card did not destroy a creature in battle this turn, draw 1 card.",
    # t42-03: the discarder chooses, said outright
    "When this creature destroys a creature in battle, your opponent chooses 1 card in their hand and discards it.":
        "When this card destroys a creature in battle, your opponent discards 1 card.",
    "You choose 2 cards from your hand and discard them.": "Discard 2 cards.",
    # t42-17: the costs, then "to", with no (OPT) mark
    "Sacrifice this creature to negate the activation of a creature's ability.":
        "Sacrifice this card: Negate the activation of an ability of one creature.",
    "Pay 2 Land Life to draw 1 card.": "Pay 2 Land Life: Draw 1 card.",
    # t42-10: L-TXT-173 with 0 Land Life
    "If you control a Water creature, you may summon this creature without paying Land Life or sacrificing a creature.":
        "If you control 1 or more Water creatures, you may summon this card by paying 0 Land Life instead of its normal cost.",
    "You can summon this card without paying its normal cost.":
        "You may summon this card by paying 0 Land Life instead of its normal cost.",
    # t42-40: type words before "creature's ability"
    "Negate the activation of a Water creature's ability, then destroy that creature.":
        "Negate the activation of an ability of one Water creature, then destroy that card.",
    # t42-50: L-TXT-91's pair with L-TXT-352's loss
    "The attached creature gains +4 Strength and loses all of its abilities.":
        "The attached creature gains +4 Strength, then the attached creature loses its abilities.",
    "1 creature gains +2 Strength and loses its abilities until end of turn.":
        "1 creature gains +2 Strength until end of turn, then it loses its abilities until end of turn.",
    # t40-16: the permission first, the (OPT) mark after its colon (L-TXT-51's spellings)
    "You may activate this during your opponent's turn: (OPT) Pay 2 Land Life to negate the activation of a Boost card.":
        "(OPT) Pay 2 Land Life: Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "You may activate this during your opponent's turn: (OPT) Draw 1 card.":
        "(OPT): Draw 1 card.\nYou may activate this card's abilities during your opponent's turn.",
    # L-TXT-354 (t40-22)
    "When this card is destroyed by a Boost card, you may return it from your Ruins to your hand.":
        "When this card is destroyed by a Boost card's effect, you may return it from your Ruins to your hand.",
    "When this card is destroyed by an effect, draw 1 card.": "When this card is destroyed by a card ability, draw 1 card.",
    # L-TXT-353: one subject, two things, for one time (t40-33, t39-53)
    "Choose 1 creature you control. Until the end of your next turn, it gains +3 Strength and cannot be destroyed by battle.":
        "1 creature you control gains +3 Strength until the end of your next turn, then it cannot be destroyed by battle until the end of your next turn.",
    "1 creature you control gains +3 Strength and cannot be destroyed by battle until the end of your next turn.":
        "1 creature you control gains +3 Strength until the end of your next turn, then it cannot be destroyed by battle until the end of your next turn.",
    "The attached creature gains +2 Strength and can attack twice during each of your Battle Phases.":
        "The attached creature gains +2 Strength, then the attached creature can attack twice per turn.",
    "1 creature you control gains +2 Strength and can attack an additional time this turn.":
        "1 creature you control gains +2 Strength until end of turn, then it can attack an additional time this turn.",
    "Choose 1 creature you control. It loses 2 Strength and cannot attack.":
        "1 creature you control loses 2 Strength, then it cannot attack.",
    # t39-55: "subtracts N from their Land Life" is a loss of Land Life
    "When the attached creature destroys a creature in battle, your opponent subtracts 2 from their Land Life.":
        "When the attached creature destroys one creature in battle, your opponent loses 2 Land Life.",
    "Each player subtracts 3 from their Land Life.": "Each player loses 3 Land Life.",
    "You subtract 1 from your Land Life for each card in your hand.": "You lose 1 Land Life for each card in your hand.",
    # L-TXT-249: "It can attack this turn." after a change of control, "even if" unsaid (t35-35, t39-34, t41-17)
    "Take control of 1 creature your opponent controls until the end of the turn. It can attack this turn.":
        "Take control of 1 creature your opponent controls until end of turn, then it can attack this turn even if it has already attacked.",
    "Choose 2 creatures you control. They can attack this turn.":
        "2 creatures you control can attack this turn even if they have already attacked.",
    # L-TXT-352: the loss of abilities, as designers write it
    "When this card attacks a Light creature, that card's abilities are negated until the end of the turn.":
        "When this card attacks one Light creature, that card loses its abilities until end of turn.",
    "Negate the attached creature's abilities.": "The attached creature loses its abilities.",
    "Negate the abilities of 1 creature your opponent controls.": "1 creature your opponent controls loses its abilities.",
    "The abilities of 1 creature your opponent controls are negated.": "1 creature your opponent controls loses its abilities.",
    "Until the end of your next turn, all creatures your opponent controls lose all of their abilities.":
        "All creatures your opponent controls lose their abilities until the end of your next turn.",
    "Creatures your opponent controls lose their abilities during your turn.":
        "During your turn, all creatures your opponent controls lose their abilities.",
    "1 creature your opponent controls loses all its abilities.": "1 creature your opponent controls loses its abilities.",
    # t24-36: "Neither player can ..." is "Each player cannot ..."
    "Neither player can play Boost cards until the end of your next turn.":
        "Each player cannot play Boost cards until the end of your next turn.",
    # L-TXT-329: compared with the card a cost sacrificed or discarded (t14-31, t18-52, t27-28)
    "Sacrifice 1 creature you control: Destroy 1 creature your opponent controls with Strength equal to or less than the sacrificed creature's Strength.":
        "Sacrifice 1 creature you control: Destroy 1 creature with Strength less than or equal to the Strength of the sacrificed creature your opponent controls.",
    "Sacrifice 1 creature: Destroy 1 creature with Strength greater than or equal to the Strength of the sacrificed card.":
        "Sacrifice 1 creature: Destroy 1 creature with Strength more than or equal to the Strength of the sacrificed creature.",
    "Discard 1 card: Destroy 1 creature your opponent controls with Strength lower than the discarded creature.":
        "Discard 1 card: Destroy 1 creature with less Strength than the discarded card your opponent controls.",
    "Discard 1 card: Destroy 1 creature with Strength equal to or greater than the discarded card's Strength.":
        "Discard 1 card: Destroy 1 creature with Strength more than or equal to the Strength of the discarded card.",
    # L-TXT-328: the creature attacked; a phase and an attack in one sentence (t28-50, t23-53, t24-50)
    "Play this card only during your opponent's Battle Phase, when a creature you control is attacked. Double the Strength of the attacked creature until the end of the Battle Phase.":
        "Play this card only during your opponent's Battle Phase.\nPlay this card only when one creature you control is attacked.\nDouble the Strength of one attacked creature until the end of the Battle Phase.",
    "Play this card only when a creature you control is attacked. Return the creature being attacked to your hand.":
        "Play this card only when one creature you control is attacked.\nReturn one attacked creature to your hand.",
    # L-TXT-327: "Otherwise," after a conditional sentence, L-TXT-269's pair said the other way round (t29-23, t2-28)
    "If you control a Water creature, draw 2 cards. Otherwise, draw 1 card.":
        "Draw 1 card. If you control 1 or more Water creatures, draw 2 cards instead.",
    "Destroy 1 creature. If it was a Water creature, gain 3 Land Life. Otherwise draw 1 card.":
        "Destroy 1 creature, then draw 1 card. If it was a Water creature, gain 3 Land Life instead.",
    "You may discard 1 card. If you do, draw 2 cards. Otherwise, draw 1 card.":
        "You may discard 1 card, then draw 1 card. If you do, draw 2 cards instead.",
    "You may discard 1 card. If you do not, draw 2 cards. Otherwise you may gain 2 Land Life.":
        "You may discard 1 card, then you may gain 2 Land Life. If you do not, draw 2 cards instead.",
    # t29-07, t29-35, t29-17: "Once per turn: You may pay ... to", "the other", "Summon this creature by placing it"
    "Once per turn: You may pay 2 Land Life to draw 1 card.": "(OPT) Pay 2 Land Life: Draw 1 card.",
    "Look at the top 2 cards of your deck, add 1 of them to your hand, and put the other on the bottom of your deck.":
        "Look at the top 2 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck.",
    "Summon this creature by placing it on top of 1 Dark creature you control.":
        "Summon this card on top of 1 Dark creature you control.",
    # L-TXT-320: the duration a Strength change said instead keeps; "that creature", "has" (t25-30, t23-34)
    "1 creature you control gains +2 Strength until the end of the turn. If that creature was summoned this turn, it gains +4 Strength instead.":
        "1 creature you control gains +2 Strength until end of turn. If it was played this turn, it gains +4 Strength until end of turn instead.",
    "Put 1 creature your opponent controls on top of its owner's deck. If that creature has 3 or less Strength, put it on the bottom of its owner's deck instead.":
        "Put 1 creature your opponent controls on top of its owner's deck. If it had 3 or less Strength, put it on the bottom of its owner's deck instead.",
    # L-TXT-26's bullets after an activated ability's colon, after effects, and with L-TXT-136's choice (t26-19, t24-53)
    "(OPT) Discard 1 card: Choose one — • This creature gains +2 Strength until the end of the turn. • Draw 1 card.":
        "(OPT) Discard 1 card: Choose one - this card gains +2 Strength until end of turn; or draw 1 card.",
    "(OPT) Discard 1 card, then choose one — • This creature gains +2 Strength until the end of the turn. • Draw 1 card.":
        "(OPT): Discard 1 card, then choose one - this card gains +2 Strength until end of turn; or draw 1 card.",
    "Choose one — • Target 1 creature. It gains +3 Strength until the end of the turn. • Draw 1 card.":
        "Choose one - 1 creature gains +3 Strength until end of turn; or draw 1 card.",
    # t27's spellings: the summon requirement's "You can", "under ... deck", "the destroyed creature", "you may add 1 X among them"
    "You can summon this creature by placing it on top of 1 Water creature you control.":
        "Summon this card on top of 1 Water creature you control.",
    "Put 1 card from your hand under your deck.": "Put 1 card from your hand on the bottom of your deck.",
    "Return 1 creature to its owner's hand. If it was summoned this turn, put it under its owner's deck instead.":
        "Return 1 creature to its owner's hand. If it was played this turn, put it on the bottom of its owner's deck instead.",
    "When this card leaves the field, look at the top 4 cards of your deck. You may add 1 Dark creature among them to your hand. Put the rest on the bottom of your deck in any order.":
        "When this card leaves the field, look at the top 4 cards of your deck, then put up to 1 Dark creature from among them in your hand and the rest on the bottom of your deck in any order.",
    "At the start of your Draw Phase, if you control no creatures, you may send this card to the Ruins. If you do, return 1 creature from your Ruins to your hand.":
        "At the start of your Draw Phase, if you control no creatures, you may send this card to the Ruins, then if you do, return 1 creature from your Ruins to your hand.",
    "When this creature attacks a creature with 3 or less Strength, you may destroy that creature before battle. If you do, this creature cannot attack again this turn.":
        "When this card attacks one creature with 3 or less Strength, you may destroy that card, then if you do, this card cannot attack until end of turn.",
    "(OPT) Look at the top 2 cards of your deck. Put 1 of them on top of your deck and the other under your deck.":
        "(OPT): Look at the top 2 cards of your deck, then put 1 of them back on top and the rest on the bottom of your deck.",
    "Draw 1 card for each creature you controlled that was destroyed in battle this turn.":
        "Draw 1 card for each creature you controlled destroyed by battle this turn.",
    # L-TXT-269's "During your turn," with "you may" after it (found by the generated texts: printed, it did not read)
    "Draw 1 card. If it is your turn, you may draw 2 cards instead.": "Draw 1 card. During your turn, you may draw 2 cards instead.",
    "Once per turn, if a creature you control would be destroyed by battle, you may send this card to the Ruins instead.":
        "(OPT) If one creature you control would be destroyed by battle, you may send this card to the Ruins instead.",
    # t28's spellings: "As long as", "of those creatures", the look's split said from the top
    "As long as you control a Dragon, this card gains +2 Strength.": "If you control 1 or more Dragon creatures, this card gains +2 Strength.",
    "Destroy 1 creature your opponent controls with 3 or less Strength. If you control a Dark creature, you may destroy up to 2 of those creatures instead.":
        "Destroy 1 creature with 3 or less Strength your opponent controls. If you control 1 or more Dark creatures, you may destroy up to 2 creatures with 3 or less Strength your opponent controls instead.",
    "Look at the top 4 cards of your deck. Put any number of them back on top of your deck in any order and send the rest to the Ruins.":
        "Look at the top 4 cards of your deck, then send any number of them to the Ruins and put the rest back on top in any order.",
    # L-TXT-90's cards the opponent controls, counted (t24-58)
    "Pay 2 Land Life, negate the activation of 1 of your opponent's Boost cards.":
        "You pay 2 Land Life, then negate the activation of 1 Boost card your opponent controls.",
    "Destroy 2 of your opponent's creatures with 3 or less Strength.": "Destroy 2 creatures with 3 or less Strength your opponent controls.",
    # L-TXT-323: during the turn a card named back was summoned
    "Summon 1 Dark creature from your Ruins without paying Land Life. It cannot attack during the turn it was summoned.":
        "Summon 1 Dark creature from your Ruins without paying its cost, then if it was played this turn, it cannot attack until end of turn.",
    "During the turn this card is summoned, it cannot be destroyed by Boost cards.":
        "If this card was played this turn, this card cannot be destroyed by Boost cards.",
    # L-TXT-284 in the print's notation (t23-31, t26-34)
    "Stack 1 card from your Ruins underneath 1 creature you control that has an Ability - Stack.":
        "Stack 1 card from your Ruins underneath 1 creature you control with a Stack ability.",
    # L-TXT-311 in L-TXT-200's words, closed by "instead of sending it to the Ruins" (t21-16)
    "If this creature would destroy a creature in battle, you may put the creature it battled on top of its owner's deck instead of sending it to the Ruins.":
        "When this card destroys a creature in battle, you may put it on top of its owner's deck instead of sending it to the Ruins.",
    # L-TXT-312's "summoned" and "that creature"; L-TXT-313's "Ability" as a name is the print's label
    "Destroy 1 creature. If that creature was summoned this turn, draw 1 card.": "Destroy 1 creature, then if it was played this turn, draw 1 card.",
    "Ability - Stack 2: Draw 1 card.": "(OPT): Draw 1 card - Stack 2.",
    "In response to this card, your opponent cannot play Boost cards.":
        "Your opponent cannot play Boost cards in response to this card.",
    "Return 1 creature from your Ruins to your hand. You cannot summon that card this turn.":
        "Return 1 creature from your Ruins to your hand, then that card cannot be summoned until end of turn.",
    "Return 1 creature from your Ruins to your hand. You cannot summon it this turn.":
        "Return 1 creature from your Ruins to your hand, then it cannot be summoned until end of turn.",
    "Summon 1 Dark creature from your Ruins without paying Land Life.": "Summon 1 Dark creature from your Ruins without paying its cost.",
    "Look at the top card of your deck. You may put that card under your deck.":
        "Look at the top 1 card of your deck, then you may put it on the bottom of your deck.",
    "If the attached creature would destroy a creature in battle, you may put that creature on top of its owner's deck instead.":
        "When the attached creature destroys one creature in battle, you may put that card on top of its owner's deck instead of sending it to the Ruins.",
    "Gain 1 Land Life for each creature you control plus 2 more.": "Gain 1 Land Life for each creature you control, plus 2 more.",
    "If this creature would destroy a creature in battle, stack that creature underneath this card instead.":
        "When this card destroys a creature in battle, stack that card underneath this card instead of sending it to the Ruins.",
    # L-TXT-314's other spellings
    "Gain 1 Land Life for each creature that was destroyed in battle this turn.":
        "Gain 1 Land Life for each creature destroyed by battle this turn.",
    "Draw 1 card for each creature that has been destroyed this turn.": "Draw 1 card for each creature destroyed this turn.",
    "Summon this card by placing it on top of 1 Earth creature you control during your Boost Phase.":
        "Summon this card on top of 1 Earth creature you control.",
    "Summon this card only during your Boost Phase by placing it on top of 1 Fire creature you control.":
        "Summon this card on top of 1 Fire creature you control.",
    "If the attached creature is destroyed by battle, return this card to your hand instead of sending it to the Ruins.":
        "If the attached creature is destroyed by battle, return this card to your hand instead.",
    # test25's spellings: "than it" after the trigger's own creature, "that turn", "While you control this card",
    # a look's ", then send the rest to the Ruins"
    "When this creature battles a creature with higher Strength than it, double this creature's Strength until the end of the battle.":
        "Double the Strength of this card while this card is battling one creature with more Strength than this card.",
    "When this creature attacks a creature with less Strength than it, draw 1 card.":
        "When this card attacks one creature with less Strength than this card, draw 1 card.",
    "When the attached creature battles a creature with greater Strength than it, draw 1 card.":
        "When the attached creature battles one creature with more Strength than the attached creature, draw 1 card.",
    "This creature can attack twice per turn. If it attacks your opponent's Land Life directly, it cannot attack again that turn.":
        "This card can attack twice per turn.\nWhen this card attacks your opponent's Land Life directly, it cannot attack until end of turn.",
    "While you control this creature, your opponent cannot activate Land abilities during your turn.":
        "During your turn, your opponent cannot activate Land abilities.",
    "Look at the top 5 cards of your deck. Add up to 2 creatures from among them to your hand, then send the rest to the Ruins.":
        "Look at the top 5 cards of your deck, then put up to 2 creatures from among them in your hand and the rest in the Ruins.",
    # L-TXT-21 said after the kinds in a Ruins pick (t25-18)
    "Return 1 Fire creature other than this card from your Ruins to your hand.": "Return 1 other Fire creature from your Ruins to your hand.",
    # test24's spellings: a look's "put 1 card on top", "during your turn" after L-TXT-58's player form
    "Look at the top 5 cards of your deck. Add 1 creature among them to your hand, put 1 card on top of your deck, and send the rest to the Ruins.":
        "Look at the top 5 cards of your deck, then put 1 creature from among them in your hand, then put 1 of them back on top and the rest in the Ruins.",
    "Your opponent cannot target the attached creature with Boost cards during your turn.":
        "During your turn, the attached creature cannot be targeted by your opponent's Boost cards.",
    # L-TXT-200 with the creature destroyed named first (t23-13, t19-14, dev-26); bullet options joined by "then"
    "If a creature destroyed by this card in battle would be sent to the Ruins, put that card on top of its owner's deck instead.":
        "When this card destroys a creature in battle, put that card on top of its owner's deck instead of sending it to the Ruins.",
    "If a creature destroyed in battle by the attached creature would be sent to the Ruins, put it on the bottom of its owner's deck instead.":
        "When the attached creature destroys one creature in battle, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    "Choose one - • Draw 2 cards, then discard 1 card. • Gain 3 Land Life.":
        "Choose one - draw 2 cards and discard 1 card; or gain 3 Land Life.",
    # L-TXT-304: the attacking creature in the sentence after the negation (t23-50)
    "Negate 1 attack. The attacking creature cannot attack until the end of your opponent's next turn.":
        "Negate the attack, then it cannot attack until the end of your opponent's next turn.",
    # L-TXT-310's spellings (t22-08, t21-42) and "chosen" for "targeted" (t18-15, t18-19)
    "This card can attack twice per turn. If it attacks your opponent's Land Life directly, it cannot attack again this turn.":
        "This card can attack twice per turn.\nWhen this card attacks your opponent's Land Life directly, it cannot attack until end of turn.",
    "The attached creature can attack 2 times per turn. If it attacks your opponent directly, draw 1 card.":
        "The attached creature can attack twice per turn.\nWhen the attached creature attacks your opponent's Land Life directly, draw 1 card.",
    "This card cannot be chosen by your opponent's Boost cards.": "This card cannot be targeted by your opponent's Boost cards.",
    # L-TXT-309's spellings (t22-26, t18-54)
    "Play this card only during a turn in which a creature you controlled was destroyed by battle. Return 1 of those creatures from your Ruins to your hand.":
        "Play this card only if one creature you control was destroyed by battle this turn.\nReturn 1 creature that was destroyed by battle this turn from your Ruins to your hand.",
    "Add 1 creature destroyed in battle this turn from your Ruins to your hand.":
        "Return 1 creature that was destroyed by battle this turn from your Ruins to your hand.",
    # L-TXT-307's and L-TXT-308's spellings (t22-52, t18-54, t22-24)
    "Play this card only during either player's End Phase. Draw 1 card.": "Play this card only during the End Phase.\nDraw 1 card.",
    "Play this card only during any Battle Phase. Draw 1 card.": "Play this card only during the Battle Phase.\nDraw 1 card.",
    "Put 1 Dragon from your hand underneath this card.": "Stack 1 Dragon creature from your hand underneath this card.",
    # L-TXT-305's spellings (t22-33, t21-31)
    "Until the end of your next turn, 1 creature you control can attack twice per turn.":
        "1 creature you control can attack twice per turn until the end of your next turn.",
    "Choose 1 creature you control. Until the end of your next turn, it can attack one additional time per turn.":
        "1 creature you control can attack twice per turn until the end of your next turn.",
    # L-TXT-306's spellings (t15-60, t8-49, t22-59)
    "If your Land Life would be reduced by a creature attacking it directly, it is reduced by half that amount instead, rounded down.":
        "If your Land Life would be reduced by a direct attack from one creature, it is reduced by half that amount instead, rounded down.",
    "If you would lose Land Life from a direct attack this turn, you lose half that much instead (rounded up).":
        "If your Land Life would be reduced by a direct attack this turn, it is reduced by half that amount instead, rounded up.",
    "If your Land Life would be lowered by a direct attack from a creature with 3 or less Strength, reduce it by half that amount instead rounded down.":
        "If your Land Life would be reduced by a direct attack from one creature with 3 or less Strength, it is reduced by half that amount instead, rounded down.",
    "If your opponent would lose Land Life from this card's direct attack, they lose double that amount instead.":
        "If your opponent's Land Life would be reduced by a direct attack from this card, it is reduced by double that amount instead.",
    "If your opponent would lose Land Life from this creature attacking directly, they lose twice that much instead.":
        "If your opponent's Land Life would be reduced by a direct attack from this card, it is reduced by double that amount instead.",
    "If you would lose Land Life from a direct attack by a creature with 3 or less Strength, you lose 1 Land Life instead.":
        "If your Land Life would be reduced by a direct attack from one creature with 3 or less Strength, it is reduced by 1 instead.",
    # L-TXT-335: "they" in the effect said instead passes over the condition's "you" (t32-37)
    "Your opponent discards 1 card from their hand. If you control 2 or more Dragon creatures, they discard 2 cards instead.":
        "Your opponent discards 1 card. If you control 2 or more Dragon creatures, your opponent discards 2 cards instead.",
    "Your opponent loses 2 Land Life. If you control a Dragon creature, they lose 4 Land Life instead.":
        "Your opponent loses 2 Land Life. If you control 1 or more Dragon creatures, your opponent loses 4 Land Life instead.",
    # L-TXT-336: a creature that destroyed a creature in battle this turn (t24-24, t28-23, t33-30)
    "Destroy 1 creature your opponent controls that has destroyed a creature in battle this turn.":
        "Destroy 1 creature your opponent controls that destroyed a creature in battle this turn.",
    "Creatures you control that already destroyed another creature by battle this turn gain +2 Strength.":
        "All creatures you control that destroyed a creature in battle this turn gain +2 Strength.",
    # t34-44, t34-51, t34-22: spellings of L-TXT-47's, L-TXT-247's and L-TXT-39's words
    "Destroy 1 creature with 3 or less Strength that your opponent summoned this turn.":
        "Destroy 1 creature with 3 or less Strength your opponent controls played this turn.",
    "Destroy 1 creature that you played this turn.":
        "Destroy 1 creature you control played this turn.",
    "At the start of your Boost Phase, gain 1 Land Life for each card with this name on your side of the field.":
        "At the start of your Boost Phase, gain 1 Land Life for each card with the same name as this card on your side of the field.",
    "When this card is summoned, send the top 3 cards of your deck to the Ruins. This card gains +1 Strength for each Dragon creature among the cards sent this way.":
        "When this card is summoned, send the top 3 cards of your deck to the Ruins, then this card gains +1 Strength for each Dragon creature sent this way.",
    # L-TXT-333: "When it attacks" after a sentence about the creature (t30-08, t30-42)
    "This card can attack twice per turn. Whenever it attacks a creature with 3 or less Strength, your opponent loses 1 Land Life.":
        "This card can attack twice per turn.\nWhen this card attacks one creature with 3 or less Strength, your opponent loses 1 Land Life.",
    "The attached creature can attack 3 times per turn. Each time it attacks a Dark creature, it gains +2 Strength until the end of the turn.":
        "The attached creature can attack 3 times per turn.\nWhen the attached creature attacks one Dark creature, it gains +2 Strength until end of turn.",
    "This card gains +1 Strength. If it attacks, draw 1 card.":
        "This card gains +1 Strength.\nWhen this card attacks, draw 1 card.",
    # L-TXT-334: "(OPT)" after the abilities (t29-19, t9-05)
    "Pay 3 Land Life: Negate the activation of a Boost card. You may activate this during your opponent's turn. (OPT)":
        "(OPT) Pay 3 Land Life: Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "Ability - Stack 1: Destroy 1 creature your opponent controls with less Strength than this creature. (OPT).":
        "(OPT): Destroy 1 creature with less Strength than this card your opponent controls - Stack 1.",
    # L-TXT-339, L-TXT-340: a stack condition, and attacks per turn while it holds (t34-10)
    "Ability – Stack 1. While this card has 1 or more cards stacked underneath it, it can attack twice per turn.":
        "This card can attack twice per turn while this card has 1 or more cards stacked underneath it - Stack 1.",
    "While this creature has a stacked card, it gains +2 Strength.":
        "This card gains +2 Strength while this card has 1 or more cards stacked underneath it.",
    "If this card has at least 2 cards stacked beneath it, draw 1 card.":
        "If this card has 2 or more cards stacked underneath it, draw 1 card.",
    # L-TXT-342: a card named back costs less to summon this turn (t16-27, t29-33)
    "Return 1 creature from your Ruins to your hand. If that card is a Dragon creature, it requires 2 less Land Life to summon this turn.":
        "Return 1 creature from your Ruins to your hand, then if it was a Dragon creature, it requires 2 less Land Life to summon this turn.",
    "Pay 3 Land Life: Return 1 creature from your Ruins to your hand. That card costs 3 less Land Life to summon until end of turn.":
        "Pay 3 Land Life: Return 1 creature from your Ruins to your hand, then that card requires 3 less Land Life to summon this turn.",
    # spellings from test35: "Stack N:" as a label, "your opponent attacks" a creature, "in any order"
    "Stack 2: Draw 1 card.": "(OPT): Draw 1 card - Stack 2.",
    "Play this card only when your opponent attacks a Light creature you control. Draw 1 card.":
        "Play this card only when one creature your opponent controls attacks one Light creature you control.\nDraw 1 card.",
    "Put 2 creatures from your Ruins on the bottom of your deck in any order, then draw 1 card.":
        "Put 2 creatures from your Ruins on the bottom of your deck, then draw 1 card.",
    "Return 2 creatures from your Ruins to the top of your deck in any order.":
        "Put 2 creatures from your Ruins on top of your deck.",
    # L-TXT-346: "that creature" on a card played while an attack is under way (t35-44), "their creature" (t36-43)
    "Play this card only when your opponent attacks a creature you control with 3 or less Strength. That creature gains +3 Strength until the end of the battle.":
        "Play this card only when one creature your opponent controls attacks one creature with 3 or less Strength you control.\nOne attacked creature gains +3 Strength until the end of the battle.",
    "Play this card only when a creature your opponent controls attacks. Destroy it.":
        "Play this card only when one creature your opponent controls attacks.\nDestroy one attacking creature.",
    "Play this card only during your opponent's Battle Phase, when their creature attacks a Light creature you control. Draw 1 card.":
        "Play this card only during your opponent's Battle Phase.\nPlay this card only when one creature your opponent controls attacks one Light creature you control.\nDraw 1 card.",
    # L-TXT-346: the end named last; inside "you may"
    "Play this card only when a creature you control is attacked by a creature your opponent controls. Destroy it.":
        "Play this card only when one creature your opponent controls attacks one creature you control.\nDestroy one attacking creature.",
    "Play this card only when a creature your opponent controls attacks. You may destroy it.":
        "Play this card only when one creature your opponent controls attacks.\nYou may destroy one attacking creature.",
    # t36-17, t38-18: a condition and the turn; t38-06: "Each deck"
    "While you control another Light creature, your opponent cannot play Boost cards during your Battle Phase.":
        "If you control 1 or more other Light creatures, during your Battle Phase, your opponent cannot play Boost cards.",
    "Each deck may include up to 8 copies of this card.":
        "You may include up to 8 copies of this card in your deck.",
    # L-TXT-318's "plus N more" with the noun of a draw (t36-37)
    "Discard up to 3 cards, then draw 1 card for each card sent this way, plus 1 more card.":
        "Discard up to 3 cards, then draw 1 card for each card sent this way, plus 1 more.",
    # L-TXT-345: this card's Strength doubled under any condition, or during a phase said after it (t32-19, t34-17)
    "If you control 3 or more Dark creatures, double this card's Strength during your Battle Phase.":
        "If you control 3 or more Dark creatures, during your Battle Phase, this card's Strength is doubled.",
    "If you control 2 or more Light creatures, double this card's Strength.":
        "If you control 2 or more Light creatures, this card's Strength is doubled.",
    "Double the Strength of this card during your opponent's turn.":
        "During your opponent's turn, this card's Strength is doubled.",
    # t37-07: "give" a creature a change of Strength (L-TXT-12)
    "(OPT) You may give 1 Light Knight creature you control +2 Strength until the end of the turn.":
        "(OPT): You may choose 1 Light Knight creature you control; it gains +2 Strength until end of turn.",
    "Give 1 creature your opponent controls -2 Strength.":
        "1 creature your opponent controls loses 2 Strength.",
    # t52-38, t52-54: "Reduce ... Strength by N", "Increase ... by N" (L-TXT-12)
    "Play this card only when a creature your opponent controls attacks. Reduce that creature's Strength by 2 until the end of the turn.":
        "Play this card only when one creature your opponent controls attacks.\nOne attacking creature loses 2 Strength until end of turn.",
    "Decrease the Strength of 1 creature your opponent controls by 3.":
        "1 creature your opponent controls loses 3 Strength.",
    "Increase the Strength of 1 creature you control by 2 until the end of the turn.":
        "1 creature you control gains +2 Strength until end of turn.",
    # t52-03: the opponent's loss said as a subtraction
    "Subtract 2 from your opponent's Land Life.": "Your opponent loses 2 Land Life.",
    # t52-26, t52-39: "also" after a condition says nothing more
    "Negate the activation of a creature's ability. If you control a Dark creature, also destroy that creature.":
        "Negate the activation of an ability of one creature, then if you control 1 or more Dark creatures, destroy that card.",
    "Choose 1 creature you control. It gains +3 Strength until the end of the turn. If it is a Dark creature, it also cannot be destroyed by battle this turn.":
        "1 creature you control gains +3 Strength until end of turn, then if it was a Dark creature, it cannot be destroyed by battle until end of turn.",
    # t52-36: "That Land's abilities", a Land named back
    "Negate the activation of a Land ability. That Land's abilities cannot be activated until the end of your next turn.":
        "Negate the activation of an ability of one Land card, then that card cannot activate abilities until the end of your next turn.",
    # L-TXT-369 (t52-27): how long a permission to attack directly lasts, said first or after it
    "Choose 1 creature you control. This turn, it can attack your opponent's Land Life directly even if your opponent controls creatures.":
        "1 creature you control can attack your opponent's Land Life directly until end of turn.",
    # L-TXT-370: an ability's own time at its head, with the costs said as "you may ... to", or after a colon
    "Once per turn, during your Boost Phase, you may pay 3 Land Life to draw 1 card.":
        "(OPT) During your Boost Phase, pay 3 Land Life: Draw 1 card.",
    "Once per turn, during your Battle Phase: You may discard 1 card to draw 1 card.":
        "(OPT) During your Battle Phase, discard 1 card: Draw 1 card.",
    "During your Boost Phase, you may send this card to the Ruins to draw 1 card.":
        "During your Boost Phase, sacrifice this card: Draw 1 card.",
    "Once per turn, during your opponent's turn: You may draw 1 card.": "(OPT): During your opponent's turn, you may draw 1 card.",
    "(OPT) Pay 2 Land Life: If it is your End Phase, draw 1 card.": "(OPT) During your End Phase, pay 2 Land Life: Draw 1 card.",
    "Once per turn, you may activate this during your opponent's Battle Phase: Draw 1 card.":
        "(OPT): Draw 1 card.\nYou may activate this card's abilities during your opponent's Battle Phase.",
    # L-TXT-370: a trigger's own time, written first
    "Once per turn, during your Battle Phase, when a creature you control is destroyed by battle, you may draw 1 card.":
        "(OPT) During your Battle Phase, when one creature destroys one creature you control in battle, you may draw 1 card.",
    # L-TXT-197's one card of their deck, the order unsaid (the printer's form inside a choice: hypothesis found it refused)
    "Choose one - draw 1 card; or look at the top card of your opponent's deck, then put it on top or on the bottom of their deck.":
        "Choose one - draw 1 card; or look at the top 1 card of your opponent's deck, then put it on top or on the bottom of their deck.",
    # L-TXT-370 under a stack note: the label first, as the time must open the ability (hypothesis found the note after it refused)
    "Stack 1: During your turn, pay 1 Land Life to draw 1 card.": "Ability - Stack 1: During your turn, pay 1 Land Life: Draw 1 card.",
    # L-TXT-370 leaves a lasting change's condition where it is: the words say how long the change holds
    "(OPT) Pay 2 Land Life: this creature gains +2 Strength during your turn.":
        "(OPT) Pay 2 Land Life: During your turn, this card gains +2 Strength.",
    # L-TXT-371: either of two kinds, the Attachment first or second
    "Destroy 1 Attachment or Boost - Continuous card your opponent controls.":
        "Destroy 1 Boost - Continuous or Attachment card your opponent controls.",
    # t56-04: "that Boost card", the kind of a card named back
    "Negate the activation of a Boost card. Put that Boost card on the bottom of its owner's deck instead of sending it to the Ruins.":
        "Negate the activation of one Boost card, then put that card on the bottom of its owner's deck instead of sending it to the Ruins.",
    # t56-39: "sent to the Ruins this way", and the count said first
    "Send the top 3 cards of your deck to the Ruins. For each creature sent to the Ruins this way, draw 1 card.":
        "Send the top 3 cards of your deck to the Ruins, then draw 1 card for each creature sent this way.",
    # t56-40: a size alone after "that creature is"
    "Negate the activation of a creature's ability. If that creature is Small or Medium, destroy it.":
        "Negate the activation of an ability of one creature, then if it was a Small or Medium creature, destroy it.",
    # t56-52: L-TXT-91's pair with the prohibition said first; t56-18: "require you to pay N Land Life instead of M"
    "The attached creature cannot attack and loses 2 Strength.":
        "The attached creature loses 2 Strength, then the attached creature cannot attack.",
    "Large creatures you summon require you to pay 2 Land Life instead of 4.":
        "You may summon Large creatures by paying 2 Land Life instead of 4.",
    # L-TXT-231 (t41-55, t48-55): "without paying its cost" and "that card" say nothing more
    "When this creature leaves the field, you may summon the card underneath without paying its cost instead of sending that card to the Ruins.":
        "When this card leaves the field, you may summon the card underneath instead of sending it to the Ruins.",
    # t53-20, t54-08: "Other Warden creatures you control": all of them but this card
    "Other Dark creatures you control gain +1 Strength.": "All other Dark creatures you control gain +1 Strength.",
    # t53-36: the duration first, before "... abilities cannot be activated"
    "Negate the activation of a Land ability. Until the end of your next turn, that Land's abilities cannot be activated.":
        "Negate the activation of an ability of one Land card, then that card cannot activate abilities until the end of your next turn.",
    # t53-54, t43-60: "to let X attack 1 additional time this turn"
    "Once per turn, you may pay 2 Land Life to let the attached creature attack 1 additional time this turn.":
        "(OPT) Pay 2 Land Life: The attached creature can attack an additional time this turn.",
    # t55-20: the duration first, before "this card's Strength is doubled"
    "While you control no other creatures, this card's Strength is doubled.":
        "This card's Strength is doubled while you control no other creatures.",
    # t55-28: "immediately" and "its summon cost" after L-TXT-296's summoning
    "Return 1 creature from your Ruins to your hand. If it is a Dark creature, you may summon it immediately without paying its summon cost.":
        "Return 1 creature from your Ruins to your hand, then if it was a Dark creature, you may summon it without paying its cost.",
    # L-TXT-351 (t39-08, t40-09): the size's cost said as a number
    "If you control a Light creature, you may summon this card by paying 1 Land Life instead of 2 Land Life.":
        "If you control 1 or more Light creatures, you may summon this card by paying 1 Land Life instead of 2 Land Life.",
    "You may summon this creature by paying 1 Land Life instead of 2.":
        "You may summon this card by paying 1 Land Life instead of 2 Land Life.",
    # t40-03, t40-41, t40-52: spellings
    "When this card leaves the field, your opponent discards 1 card from their hand of their choice.":
        "When this card leaves the field, your opponent discards 1 card.",
    "Play this card when a creature your opponent controls attacks. Draw 1 card.":
        "Play this card only when one creature your opponent controls attacks.\nDraw 1 card.",
    "You may summon Medium creatures by paying 1 Land Life instead of 2 Land Life.":
        "You may summon Medium creatures by paying 1 Land Life instead of 2.",
    # t39-20, t39-28, t39-41: spellings
    "If this card would be sent from the field to the Ruins, draw 1 card instead.":
        "If this card would be sent to the Ruins, draw 1 card instead.",
    "If a creature this card battles would be destroyed by battle, put it on top of its owner's deck instead.":
        "When this card destroys a creature in battle, put it on top of its owner's deck instead of sending it to the Ruins.",
    "Negate that attack.": "Negate the attack.",
    "If the card beneath it was an Earth creature, this card gains +1 Strength.":
        "If the card underneath this card is an Earth creature, this card gains +1 Strength.",
    # t38-53: "instead of in the Ruins" (L-TXT-166)
    "When this card destroys a creature in battle, put the creature it battled on the bottom of its owner's deck instead of in the Ruins.":
        "When this card destroys a creature in battle, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    # L-TXT-348, L-TXT-349 (t10-24, t17-52, t33-42, t38-44)
    "Negate the activation of a Boost card which would destroy a Water creature you control.":
        "Negate the activation of one Boost card that would destroy one Water creature you control.",
    "Play this card only when a creature you control would be destroyed by battle. Return it to your hand instead.":
        "Play this card only when one creature you control would be destroyed by battle.\nReturn it to your hand instead.",
    "Play this card when your creature would be destroyed in battle. Return that creature to your hand instead.":
        "Play this card only when one creature you control would be destroyed by battle.\nReturn that card to your hand instead.",
    "If a creature you control would be destroyed by a card ability, you may play this card. Return that creature to your hand instead.":
        "Play this card only when one creature you control would be destroyed by a card ability.\nReturn that card to your hand instead.",
    # L-TXT-344: played only when a creature is destroyed (t7-48, t35-45)
    "Play this card only when a creature you control is destroyed in battle. Return that creature from your Ruins to your hand.":
        "Play this card only when one creature you control is destroyed by battle.\nReturn that card from your Ruins to your hand.",
    "Play this card when a creature you control is destroyed. Return that card from your Ruins to your hand.":
        "Play this card only when one creature you control is destroyed.\nReturn that card from your Ruins to your hand.",
    "Play this card only when your Dark creature was destroyed. Return it from your Ruins to your hand.":
        "Play this card only when one Dark creature you control is destroyed.\nReturn it from your Ruins to your hand.",
    # L-TXT-343: the opponent gains Land Life (t30-59)
    "Draw 2 cards. Then your opponent gains 2 Land Life.":
        "Draw 2 cards, then your opponent gains 2 Land Life.",
    "Your opponent discards 1 card, then they gain 3 Land Life.":
        "Your opponent discards 1 card, then your opponent gains 3 Land Life.",
    # L-TXT-341: attacks kept off one creature (t34-14)
    "Creatures your opponent controls with 2 or less Strength cannot attack this card.":
        "All creatures with 2 or less Strength your opponent controls cannot attack this card.",
    "This turn, your opponent cannot attack this creature.":
        "Your opponent cannot attack this card until end of turn.",
    # L-TXT-338: a control condition's Strength bound (t33-22)
    "While your opponent controls a creature with 6 or more Strength, this creature gains +3 Strength.":
        "This card gains +3 Strength while your opponent controls 1 or more creatures with 6 or more Strength.",
    "If you control no creatures with 4 Strength or more, draw 2 cards.":
        "If you control no creatures with 4 or more Strength, draw 2 cards.",
    # L-TXT-332: summoned during a player's last turn (t17-33, t18-33, t2-33)
    "Destroy 1 creature your opponent played during their last turn.":
        "Destroy 1 creature your opponent controls that was summoned during your opponent's last turn.",
    "Destroy 1 creature your opponent controls that was played during their last turn.":
        "Destroy 1 creature your opponent controls that was summoned during your opponent's last turn.",
    "Creatures you control summoned during your last turn gain +1 Strength.":
        "All creatures you control that were summoned during your last turn gain +1 Strength.",
    "Return 1 creature you summoned during your last turn to your hand.":
        "Return 1 creature you control that was summoned during your last turn to your hand.",
    # L-TXT-331: creatures named by no place that cannot attack your Land Life are the opponent's (t21-58, t15-58)
    "Creatures with 3 or less Strength cannot attack your Land Life directly.":
        "All creatures with 3 or less Strength your opponent controls cannot attack your Land Life directly.",
    "Large creatures cannot attack you directly during your opponent's turn.":
        "During your opponent's turn, all Large creatures your opponent controls cannot attack your Land Life directly.",
    "Until the end of your next turn, Dark creatures cannot attack your Land Life directly.":
        "All Dark creatures your opponent controls cannot attack your Land Life directly until the end of your next turn.",
    "If a direct attack would reduce your Land Life by 5 or more, reduce it by 4 instead.":
        "If your Land Life would be reduced by 5 or more by a direct attack, it is reduced by 4 instead.",
    "If a direct attack from a Large creature would lower your opponent's Land Life by 6 or more this turn, your opponent loses 6 instead.":
        "If your opponent's Land Life would be reduced by 6 or more by a direct attack from one Large creature this turn, it is reduced by 6 instead.",
    "If your opponent would lose 2 or more Land Life from this creature attacking your opponent's Land Life directly, your opponent loses twice as much instead.":
        "If your opponent's Land Life would be reduced by 2 or more by a direct attack from this card, it is reduced by double that amount instead.",
    # L-TXT-304's spellings (t22-50, t14-50)
    "Negate 1 attack, then put the attacking creature on top of its owner's deck.":
        "Negate the attack, then put it on top of its owner's deck.",
    "Negate an attack, and the attacking creature loses 2 Strength until the end of your next turn.":
        "Negate the attack, then it loses 2 Strength until the end of your next turn.",
    # L-TXT-303's spellings (t22-29, t22-54, t22-18)
    "Send up to 3 Dark creatures from your hand to the Ruins, then draw 1 card for each card sent this way.":
        "Discard up to 3 Dark creatures, then draw 1 card for each card sent this way.",
    "Send any number of Boost cards from your hand to the Ruins. Gain 2 Land Life for each card sent this way.":
        "Discard any number of Boost cards, then gain 2 Land Life for each card sent this way.",
    "Discard 1 card. If you discarded a Dark creature this way, draw 1 card.":
        "Discard 1 card, then if you discarded a Dark creature, draw 1 card.",
    "Discard 1 Water card from your hand: Draw 1 card.": "Send 1 Water card from your hand to the Ruins: Draw 1 card.",
    # a negation's place words read as a filter's (found by the generated texts: "you played this turn" was kept raw)
    "Negate the activation of a creature's ability you played this turn.":
        "Negate the activation of an ability of one creature you control played this turn.",
    # a cost of sending this card to the Ruins is its sacrifice (L-DEF-3); from the hand, a discard of kinds
    "Send this card to the Ruins: Draw 1 card.": "Sacrifice this card: Draw 1 card.",
    "(OPT) Send this card to the Ruins: Negate the activation of a Boost card.":
        "(OPT) Sacrifice this card: Negate the activation of one Boost card.",
    # L-TXT-155's split said from the Ruins (t21-54, test-55), of either deck
    "Look at the top 3 cards of your opponent's deck, send 1 of them to the Ruins, and put the others back in any order.":
        "Look at the top 3 cards of your opponent's deck, then put 2 of them back on top and the rest in the Ruins.",
    "Look at the top 4 cards of your deck. Send 2 of them to the Ruins, then put the rest back on top of your deck.":
        "Look at the top 4 cards of your deck, then put 2 of them back on top and the rest in the Ruins.",
    "Look at the top 3 cards of your opponent's deck. Send 1 of them to the Ruins and put the rest back on top of their deck in any order.":
        "Look at the top 3 cards of your opponent's deck, then put 2 of them back on top and the rest in the Ruins.",
    # L-TXT-299's spellings
    "Negate the activation of a Boost card which targets the attached creature.":
        "Negate the activation of one Boost card that targets the attached creature.",
    "Negate the activation of 1 creature ability that targets the equipped creature.":
        "Negate the activation of an ability of 1 creature that targets the attached creature.",
    "Negate the activation of a creature's ability which targets a Light creature you control.":
        "Negate the activation of an ability of one creature that targets one Light creature you control.",
    # L-TXT-298's spellings
    "Send up to 3 creatures you control to the Ruins. For each card sent this way, your opponent discards 1 card.":
        "Send up to 3 creatures you control to the Ruins, then your opponent discards 1 card for each card sent this way.",
    "Your opponent discards 1 card from their hand for each Dark creature you control.":
        "Your opponent discards 1 card for each Dark creature you control.",
    # L-TXT-297's spellings
    "This card cannot be destroyed by battle against a creature that has 3 or less Strength.":
        "This card cannot be destroyed by battle with one creature with 3 or less Strength.",
    "If this card would be destroyed in battle with a creature that have 5 or more Strength, return it to your hand instead.":
        "If this card would be destroyed by battle with one creature with 5 or more Strength, return it to your hand instead.",
    "Destroy 1 creature that has 3 or less Strength.": "Destroy 1 creature with 3 or less Strength.",
    # L-TXT-296's spellings
    "Return 1 creature from your Ruins to your hand. If that card is a Dark creature, summon that creature this turn without paying its summoning cost.":
        "Return 1 creature from your Ruins to your hand, then if it was a Dark creature, summon that card this turn without paying its cost.",
    "Return 1 creature from your Ruins to your hand. Summon it for free this turn.":
        "Return 1 creature from your Ruins to your hand, then summon it this turn without paying its cost.",
    "Return 1 creature from your Ruins to your hand. You may summon it without paying its cost this turn.":
        "Return 1 creature from your Ruins to your hand, then summon it this turn without paying its cost.",
    "Return 1 creature from your Ruins to your hand, then summon it for free.":
        "Return 1 creature from your Ruins to your hand, then summon it without paying its cost.",
    # test21's spellings
    "Negate the activation of a Land ability your opponent controls.":
        "Negate the activation of an ability of one Land card your opponent controls.",
    "Destroy 1 creature your opponent controls with 3 or less Strength. If you summoned a Fire creature this turn, destroy up to 2 of them instead.":
        "Destroy 1 creature with 3 or less Strength your opponent controls. If you summoned a Fire creature this turn, destroy up to 2 creatures with 3 or less Strength your opponent controls instead.",
    "Destroy 1 creature your opponent controls. If your Land Life is 10 or less, you may destroy all of them instead.":
        "Destroy 1 creature your opponent controls. If your Land Life is 10 or less, you may destroy all creatures your opponent controls instead.",
    "This turn, if a creature you control would be destroyed by battle, you may put it on top of your deck instead.":
        "This turn, if one creature you control would be destroyed by battle, you may put it on top of its owner's deck instead.",
    "Destroy 1 creature, then put it on the bottom of your deck.":
        "Destroy 1 creature, then put it on the bottom of its owner's deck.",
    "Play this card only during your Boost Phase, and only if you have not summoned a creature this turn. Draw 1 card.":
        "Play this card only during your Boost Phase.\nPlay this card only if you have not summoned a creature this turn.\nDraw 1 card.",
    "Play this card only during your Boost Phase while you control no creatures. Draw 1 card.":
        "Play this card only during your Boost Phase.\nPlay this card only if you control no creatures.\nDraw 1 card.",
    "Once per turn: Draw 1 card. The activation of this ability cannot be negated.":
        "(OPT): Draw 1 card.\nThis card cannot have its abilities negated.",
    "Pay 1 Land Life: Gain 2 Land Life. This ability can't be negated.":
        "Pay 1 Land Life: Gain 2 Land Life.\nThis card cannot have its abilities negated.",
    "If the equipped creature would leave the field, you may return this card to your hand instead of sending it to the Ruins.":
        "When the attached creature leaves the field, you may return this card to your hand instead of sending it to the Ruins.",
    "If this card would leave the field, return the card underneath it to your hand instead of sending it to the Ruins.":
        "When this card leaves the field, return the card underneath to your hand instead of sending it to the Ruins.",
    "Look at the top 2 cards of your deck and put them back on top of or under your deck in any order.":
        "Look at the top 2 cards of your deck, then put them back on top or on the bottom of your deck in any order.",
    "Look at the top 2 cards of your opponent's deck, then put them on top of or on the bottom of their deck in any order.":
        "Look at the top 2 cards of your opponent's deck, then put them back on top or on the bottom of their deck in any order.",
    "All creatures you control gain +1 Strength until end of turn for each Fire creature you control.":
        "All creatures you control gain +1 Strength for each Fire creature you control until end of turn.",
    "Play this card only during your Boost Phase if you summoned a Large creature this turn. Draw 1 card.":
        "Play this card only during your Boost Phase.\nPlay this card only if you summoned a Large creature this turn.\nDraw 1 card.",
    "Play this card only during your opponent's Battle Phase and only if you control a Fire creature. Draw 1 card.":
        "Play this card only during your opponent's Battle Phase.\nPlay this card only if you control 1 or more Fire creatures.\nDraw 1 card.",
    # L-TXT-291's spellings
    "Take control of 1 creature your opponent controls until the end of the turn. When that creature destroys a creature in battle during this turn, draw 1 card.":
        "Take control of 1 creature your opponent controls until end of turn. If it destroys a creature in battle this turn, draw 1 card.",
    "Take control of 1 creature your opponent controls until end of turn. Each time that card is destroyed before the end of the turn, draw 1 card.":
        "Take control of 1 creature your opponent controls until end of turn. If it is destroyed this turn, draw 1 card.",
    "Take control of 1 creature your opponent controls until end of turn. Whenever it destroys a creature in battle this turn, draw 1 card. Then gain 1 Land Life.":
        "Take control of 1 creature your opponent controls until end of turn. If it destroys a creature in battle this turn, draw 1 card, then gain 1 Land Life.",
    "When this card is attached to a creature, draw 1 card.": "When this card is played, draw 1 card.",
    "Once per turn, you may activate this during your opponent's turn: Pay 3 Land Life; negate the activation of a creature's ability.":
        "(OPT) Pay 3 Land Life: Negate the activation of an ability of one creature.\nYou may activate this card's abilities during your opponent's turn.",
    # L-TXT-289: the card's own name in quotes
    'You can include up to 8 copies of "Swarming Gutter Rat" in your deck.':
        "You may include up to 8 copies of this card in your deck.",
    'Draw 1 card for each “Roost of Dusk” you control.':
        "Draw 1 card for each card with the same name as this card you control.",
    'This card gains +1 Strength for each other copy of "Burrow Swarmling" you control.':
        "This card gains +1 Strength for each other card with the same name as this card you control.",
    # L-TXT-287 and test20's spellings
    "While this card is on the field, your opponent cannot activate Land abilities during your turn.":
        "During your turn, your opponent cannot activate Land abilities.",
    "As long as this creature is on the field, all Fire creatures you control gain +1 Strength.":
        "All Fire creatures you control gain +1 Strength.",
    "Lose 2 Land Life, then draw 2 cards.": "You lose 2 Land Life, then draw 2 cards.",
    "Look at the top card of your deck; you may put it on the bottom of your deck.":
        "Look at the top 1 card of your deck, then you may put it on the bottom of your deck.",
    # L-TXT-286 and test20's spellings
    "Add 1 Fire creature with 3 or less Strength from your deck to your hand.":
        "Search your deck for 1 Fire creature with 3 or less Strength, put it in your hand, then shuffle.",
    "Put up to 2 Dragon creatures from your deck into your hand.":
        "Search your deck for up to 2 Dragon creatures, put them in your hand, then shuffle.",
    "This card gains Strength equal to the card underneath it.":
        "This card gains Strength equal to the Strength of the card underneath.",
    # L-TXT-285 and L-TXT-111's spellings (test14, test18, test19)
    "Look at the top 2 cards of your deck and put each of them on the top or bottom of your deck in any order.":
        "Look at the top 2 cards of your deck, then put them back on top or on the bottom of your deck in any order.",
    "Look at the top 2 cards of your deck, then put them back on top of your deck or on the bottom in any order.":
        "Look at the top 2 cards of your deck, then put them back on top or on the bottom of your deck in any order.",
    "Look at the top 2 cards of your opponent's deck and put each of them on the top or bottom of their deck in any order.":
        "Look at the top 2 cards of your opponent's deck, then put them back on top or on the bottom of their deck in any order.",
    "Look at the top 2 cards of your opponent's deck, then put them back on top of their deck or on the bottom in any order.":
        "Look at the top 2 cards of your opponent's deck, then put them back on top or on the bottom of their deck in any order.",
    # L-TXT-284's spellings
    "Destroy 1 creature that has a card stacked under it.": "Destroy 1 creature with a card stacked underneath it.",
    "Destroy all creatures that have any cards stacked beneath them.": "Destroy all creatures with a card stacked underneath them.",
    "Destroy 1 creature with a stacked card.": "Destroy 1 creature with a card stacked underneath it.",
    "Destroy 1 creature with at least 3 cards stacked underneath it.": "Destroy 1 creature with 3 or more cards stacked underneath it.",
    "Destroy 1 creature with 1 or more stacked cards.": "Destroy 1 creature with a card stacked underneath it.",
    "Destroy 1 creature that has no stacked cards.": "Destroy 1 creature with no cards stacked underneath it.",
    "Destroy 1 creature that has a Stack ability.": "Destroy 1 creature with a Stack ability.",
    "Stack 1 card from your hand underneath a creature on your side of the field that already has a stacked card.":
        "Stack 1 card from your hand underneath one creature on your side of the field with a card stacked underneath it.",
    # L-TXT-283: a change for the battle said as a trigger of the battle
    "When this card battles a Large creature, double this card's Strength until the end of that battle.":
        "Double the Strength of this card while this card is battling one Large creature.",
    "If this card battles a Dark creature, it gains +2 Strength during that battle.":
        "This card gains +2 Strength while this card is battling one Dark creature.",
    "If the attached creature battles a creature that was summoned this turn, double the attached creature's Strength during that battle.":
        "Double the Strength of the attached creature while the attached creature is battling one creature played this turn.",
    "When this creature battles, it gains +2 Strength during that battle. It cannot be destroyed during that battle.":
        "This card gains +2 Strength while this card is battling, then this card cannot be destroyed while this card is battling.",
    "Your opponent cannot play Boost cards that target this creature until the end of your next turn.":
        "This card cannot be targeted by your opponent's Boost cards until the end of your next turn.",
    "When this card battles, if the creature it fought is a Light creature, gain 2 Land Life.":
        "When this card battles, if the creature it battled was a Light creature, gain 2 Land Life.",
    "If this creature destroys a Large creature in battle, put the creature it battled on the bottom of its owner's deck instead of sending it to the Ruins.":
        "When this card destroys one Large creature in battle, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    "When this card is summoned, put the top card of your deck under it as a stacked card.":
        "When this card is summoned, stack the top 1 card of your deck underneath it.",
    "Attach this card to a creature your opponent controls instead of one of yours.":
        "Attach this card to one creature your opponent controls.",
    "At the start of each of your opponent's Battle Phases, the attached creature loses 1 Strength until the end of the turn.":
        "At the start of your opponent's Battle Phase, the attached creature loses 1 Strength until end of turn.",
    "Negate the activation of a Boost card or a creature's ability.":
        "Negate the activation of one Boost card or an ability of one creature.",
    "When one creature you control leaves the field, if that creature was destroyed in battle, draw 1 card.":
        "When one creature you control leaves the field, if it was destroyed by battle, draw 1 card.",
    "(OPT) You may send 1 card stacked underneath this creature to the Ruins. If you do, this creature can attack one additional time this turn. – Stack 1":
        "(OPT): You may send 1 card stacked underneath this card to the Ruins, then if you do, this card can attack an additional time this turn - Stack 1.",
    "Destroy 1 creature your opponent controls. Your opponent loses Land Life equal to that creature's Strength.":
        "Destroy 1 creature your opponent controls, then your opponent loses Land Life equal to the Strength of that card.",
    # test18's spellings, added after test18 was read unseen
    "When this card leaves the field, draw 1 card. Then, discard 1 card.":
        "When this card leaves the field, draw 1 card, then discard 1 card.",
    "Your Medium creatures require 1 less Land Life to summon.":
        "Medium creatures you control require 1 less Land Life to summon.",
    # test19's spellings, added after test19 was read unseen
    "This card gains +1 Strength for each other copy of this card you control.":
        "This card gains +1 Strength for each other card with the same name as this card you control.",
    "(OPT) Look at the top 3 cards of your deck, put 1 of them on top of your deck and the rest on the bottom in any order.":
        "(OPT): Look at the top 3 cards of your deck, then put 1 of them back on top and the rest on the bottom of your deck in any order.",
    "If this card attacks a creature with higher Strength than this card, double this card's Strength until the end of the Battle Phase.":
        "When this card attacks one creature with more Strength than this card, double the Strength of this card until the end of the Battle Phase.",
    # test17's spellings
    "You may activate this during your opponent's turn: Sacrifice this card to negate the activation of 1 Boost card.":
        "Sacrifice this card: Negate the activation of 1 Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "You can summon this creature only by placing it on top of 1 Dark creature you control.":
        "Summon this card on top of 1 Dark creature you control.",
    "If this creature destroys a Large creature in battle, draw 1 card.":
        "When this card destroys one Large creature in battle, draw 1 card.",
    "If the attached creature destroys a creature in battle, your opponent loses 2 Land Life.":
        "When the attached creature destroys one creature in battle, your opponent loses 2 Land Life.",
    "Return 1 Light creature from your Ruins to your hand, except a card with this card's name.":
        "Return 1 Light creature with a different name from this card from your Ruins to your hand.",
    "The summoning of this card cannot be negated.": "This card cannot be negated.",
    "Your opponent discards 2 random cards.": "Your opponent discards 2 cards at random.",
    "Whenever a creature your opponent controls attacks, gain 1 Land Life.":
        "When one creature your opponent controls attacks, gain 1 Land Life.",
    # test16's spellings of a look's placing
    "Look at the top 5 cards of your deck. Add 2 of them to your hand and put the rest on top of your deck in any order.":
        "Look at the top 5 cards of your deck, then put 2 of them in your hand and the rest back on top in any order.",
    "Look at the top 2 cards of your deck. Put 1 of them on top of your deck and the other on the bottom.":
        "Look at the top 2 cards of your deck, then put 1 of them back on top and the rest on the bottom of your deck.",
    "Look at the top 3 cards of your deck. Put any number of them on the bottom of your deck and the rest back on top in any order.":
        "Look at the top 3 cards of your deck, then put any number of them back on top in any order and the rest on the bottom of your deck.",
    "This card gains +1 Strength for each card in your Ruins up to a maximum of +4 Strength.":
        "This card gains +1 Strength for each card in your Ruins, up to a maximum of +4.",
    "Your opponent loses 1 Land Life for each creature you control, to a maximum of 3.":
        "Your opponent loses 1 Land Life for each creature you control, up to a maximum of 3 Land Life.",
    "This card loses 2 Strength for each card in your hand, up to a maximum of -4.":
        "This card loses 2 Strength for each card in your hand, up to a maximum of 4.",
    "Destroy 1 Water or Fire creature your opponent controls.": "Destroy 1 Fire or Water creature your opponent controls.",
    # LR-121: "Stack N." alone is the requirement from the hand
    "Stack 2. (OPT) Pay 1 Land Life: Draw 1 card.": "Stack 2 from your hand.\n(OPT) Pay 1 Land Life: Draw 1 card.",
    # test15's "reveal it" in a search
    "Search your deck for 1 Fire creature with 2 or less Strength, reveal it, and add it to your hand.":
        "Search your deck for 1 Fire creature with 2 or less Strength, put it in your hand, then shuffle.",
    "Search your deck for 1 Fire creature and reveal it, then put it into your hand.":
        "Search your deck for 1 Fire creature, put it in your hand, then shuffle.",
    "Whenever a creature your opponent controls leaves the field, gain 2 Land Life.":
        "When one creature your opponent controls leaves the field, gain 2 Land Life.",
    # test14's spellings: "only" in a summon requirement, "put 1 on top" with "of them" unsaid, a lowering without
    # "you control"
    "Summon this card only by placing it on top of 1 Fire creature you control.":
        "Summon this card on top of 1 Fire creature you control.",
    "Look at the top 5 cards of your deck. Add 1 of them to your hand, put 1 on top of your deck, and send the rest to the Ruins.":
        "Look at the top 5 cards of your deck, then put 1 of them in your hand, then put 1 of them back on top and the rest in the Ruins.",
    "When this card destroys a creature in battle, put the creature it battled on the bottom of its owner's deck instead of sending it to the Ruins.":
        "When this card destroys a creature in battle, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    "If this creature would destroy a creature in battle, put the creature it battled on the bottom of its owner's deck instead.":
        "When this card destroys a creature in battle, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    "While this creature is battling a creature with 2 or less Strength, it gains +3 Strength.":
        "This card gains +3 Strength while this card is battling one creature with 2 or less Strength.",
    "While battling a Large creature, this creature gains +3 Strength.":
        "This card gains +3 Strength while this card is battling one Large creature.",
    "The attached creature gains +2 Strength while it is fighting.":
        "The attached creature gains +2 Strength while the attached creature is battling.",
    "Until end of turn, this card gains +2 Strength.": "This card gains +2 Strength until end of turn.",
    "While battling a Large creature, double this card's Strength.":
        "Double the Strength of this card while this card is battling one Large creature.",
    "This card gains +1 Strength for each other creature you control with the same name as this card.":
        "This card gains +1 Strength for each other creature with the same name as this card you control.",
    "During the turn it was summoned, this card cannot be destroyed by battle.":
        "If this card was played this turn, this card cannot be destroyed by battle.",
    "The equipped creature can attack 1 additional time per turn.": "The attached creature can attack twice per turn.",
    "This card gains +2 Strength during the turn it is summoned.":
        "If this card was played this turn, this card gains +2 Strength.",
    "Your opponent cannot target this card with Boost cards.":
        "This card cannot be targeted by your opponent's Boost cards.",
    "Your opponent cannot target the attached creature with Boost - Interrupt cards until end of turn.":
        "The attached creature cannot be targeted by your opponent's Boost - Interrupt cards until end of turn.",
    "Large Light creatures require 2 less Land Life to summon.":
        "Large Light creatures you control require 2 less Land Life to summon.",
    # "the remaining cards" for "the rest" after a look
    "Look at the top 5 cards of your deck. Add 1 creature among them to your hand, put 1 of the remaining cards on top of your deck, and send the rest to the Ruins.":
        "Look at the top 5 cards of your deck, then put 1 creature from among them in your hand, then put 1 of them back on top and the rest in the Ruins.",
    "Look at the top 4 cards of your deck. Add 1 of them to your hand and send the remaining cards to the Ruins.":
        "Look at the top 4 cards of your deck, then put 1 of them in your hand and the rest in the Ruins.",
    # "the card stacked underneath": one stacked card
    "Ability - Stack 1: (OPT) Send the card stacked underneath this card to the Ruins: Draw 1 card.":
        "(OPT) Send 1 card stacked underneath this card to the Ruins: Draw 1 card - Stack 1.",
    "Ability - Stack 1: If this card would be destroyed by battle, you may send the card stacked underneath it to the Ruins instead.":
        "Ability - Stack 1. If this card would be destroyed by battle, you may send 1 card stacked underneath this card to the Ruins instead.",
    "Look at the top 3 cards of your deck, add 1 of them to your hand, and put the rest on the bottom of your deck in any order.":
        "Look at the top 3 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck in any order.",
    # test13's spellings: a player's send from the hand, "each Battle Phase", "paying its normal summoning cost"
    "When this card is destroyed in battle, your opponent sends 1 card from their hand to the Ruins.":
        "When this card is destroyed in battle, your opponent discards 1 card.",
    "This card can attack twice during each Battle Phase.": "This card can attack twice per turn.",
    "You may summon this card by paying 2 Land Life instead of paying its normal summoning cost.":
        "You may summon this card by paying 2 Land Life instead of its normal cost.",
    # L-TXT-52's "to the field on your side"; L-TXT-249's "was already used to attack"
    "Return 1 Water creature from your Ruins to the field on your side.": "Return 1 Water creature from your Ruins to the field.",
    "Take control of 1 creature your opponent controls until end of turn. It can attack this turn even if it was already used to attack.":
        "Take control of 1 creature your opponent controls until end of turn, then it can attack this turn even if it has already attacked.",
    # L-TXT-162: "Your" before the kinds, "only require you to pay"
    "Your Small creatures cost 1 Land Life to summon.": "Small creatures cost you 1 Land Life to summon.",
    "Medium Light creatures you summon only require you to pay 1 Land Life.":
        "Medium Light creatures cost you 1 Land Life to summon.",
    "Large creatures you control require you to pay 2 Land Life to summon them.": "Large creatures cost you 2 Land Life to summon.",
    # Other spellings: "an additional +1", "at random from their hand", "of their choice", "back on top of your deck"
    "Dragon creatures gain an additional +1 Strength.": "All Dragon creatures gain +1 Strength.",
    "This card gains an extra +2 Strength until end of turn.": "This card gains +2 Strength until end of turn.",
    "Your opponent discards 1 card at random from their hand.": "Your opponent discards 1 card at random.",
    "Your opponent discards 1 card of their choice.": "Your opponent discards 1 card.",
    "Look at the top 3 cards of your deck, then put them back on top of your deck in any order.":
        "Look at the top 3 cards of your deck, then put them back in any order.",
    # L-TXT-361: after a battle, whether a creature is still on the field or was not destroyed
    "After this card battles, if the creature it battled is still on the field, return it to its owner's hand.":
        "When this card battles, if the creature it battled is on the field, return the creature it battled to its owner's hand.",
    "After this creature battles a Dark creature, if it wasn't destroyed, draw 1 card.":
        "When this card battles one Dark creature, if it was not destroyed, draw 1 card.",
    "After the equipped creature battles, if the creature it fought has left the field, draw 1 card.":
        "When the attached creature battles, if the creature it battled is not on the field, draw 1 card.",
    "When this card battles, if the creature it battled isn't on the field, you may destroy that creature.":
        "When this card battles, if the creature it battled is not on the field, you may destroy the creature it battled.",
    "When this card leaves the field, if that card was not destroyed in battle, draw 1 card.":
        "When this card leaves the field, if it was not destroyed by battle, draw 1 card.",
    "When this card battles, if the creature it battled was destroyed, draw 1 card.":
        "When this card battles, if the creature it battled was destroyed, draw 1 card.",
    "When this card battles, if the creature it battled was destroyed in battle, draw 1 card.":
        "When this card battles, if the creature it battled was destroyed by battle, draw 1 card.",
    "When this card battles, if the creature it battled was not destroyed by battle, draw 1 card.":
        "When this card battles, if the creature it battled was not destroyed by battle, draw 1 card.",
    "When this card battles, if the creature it fought wasn't destroyed, draw 1 card.":
        "When this card battles, if the creature it battled was not destroyed, draw 1 card.",
    "When this card leaves the field, if it is still on the field, draw 1 card.":
        "When this card leaves the field, if it is on the field, draw 1 card.",
    "When this card leaves the field, if that card is no longer on the field, draw 1 card.":
        "When this card leaves the field, if it is not on the field, draw 1 card.",
    # t30-31, t31-18: the trigger of a destruction in battle with "if"
    "If this card is destroyed in battle, destroy the creature it battled.":
        "When this card is destroyed in battle, destroy the creature it battled.",
    "If this creature is destroyed by battle, draw 1 card.": "When this card is destroyed in battle, draw 1 card.",
    # L-TXT-363: a condition on the attacking creature, folded into the effect that names it back
    "Play this card only when a creature your opponent controls attacks. If the attacking creature has 4 or less Strength, destroy it.":
        "Play this card only when one creature your opponent controls attacks.\nDestroy one attacking creature with 4 or less Strength.",
    "If the attacking creature was a Dark creature, you may return that creature to its owner's hand.":
        "You may return one attacking Dark creature to its owner's hand.",
    "If the attacking creature had 5 or more Strength, it loses 2 Strength until end of turn.":
        "One attacking creature with 5 or more Strength loses 2 Strength until end of turn.",
    # t20-05, t24-22: "the card underneath this card", this card being the one it is underneath
    "Summon this card by placing it on top of 1 Dark creature you control. When this card is summoned, send the card underneath this card to the Ruins.":
        "Summon this card on top of 1 Dark creature you control.\nWhen this card is summoned, send the card underneath to the Ruins.",
    "Summon this card by placing it on top of 1 Dark creature you control. When this card is summoned, destroy 1 creature your opponent controls with less Strength than the card beneath this creature.":
        "Summon this card on top of 1 Dark creature you control.\nWhen this card is summoned, destroy 1 creature with less Strength than the card underneath your opponent controls.",
    # t49-08: a search's own shuffle said after "and add it to your hand", or left unsaid after ", add it"
    "Search your deck for 1 Fire creature and add it to your hand, then shuffle your deck.":
        "Search your deck for 1 Fire creature, put it in your hand, then shuffle.",
    "Search your deck for 1 Fire creature, add it to your hand.": "Search your deck for 1 Fire creature, put it in your hand, then shuffle.",
    "Search your deck for 1 Fire creature and reveal it, and add it to your hand, then shuffle your deck, then draw 1 card.":
        "Search your deck for 1 Fire creature, put it in your hand, then shuffle, then draw 1 card.",
    "Attach this card to 1 creature your opponent controls instead of one of your creatures.":
        "Attach this card to 1 creature your opponent controls.",  # t49-52
    # a review's findings: the one-token spellings leave alone the words they do not stand for
    "You may attach this card to a creature your opponent controls instead of one of yours.":  # LR-133
        "Attach this card to one creature on any side of the field.",
    "Search your deck for 1 Fire creature and add it to your hand, then shuffle your Ruins into your deck.":
        "Search your deck for 1 Fire creature, put it in your hand, then shuffle, then shuffle your Ruins into your deck.",
    "Add 1 Fire creature from your deck to your hand, then shuffle your deck.":  # L-TXT-286: a shuffle of its own
        "Search your deck for 1 Fire creature, put it in your hand, then shuffle, then shuffle your deck.",
    "Your other Light creatures gain +1 Strength.": "All other Light creatures you control gain +1 Strength.",  # t49-02
    # L-TXT-364: the rest shuffled into the deck
    "Look at the top 5 cards of your deck. You may add 1 creature among them to your hand. Shuffle the rest back into your deck.":
        "Look at the top 5 cards of your deck, then put up to 1 creature from among them in your hand and shuffle the rest into your deck.",
    "Look at the top 3 cards of your deck. Add 1 of them to your hand, and shuffle the others into your deck.":
        "Look at the top 3 cards of your deck, then put 1 of them in your hand and shuffle the rest into your deck.",
    "Look at the top 4 cards of your deck, add up to 2 of them to your hand, then shuffle the remaining cards back into your deck.":
        "Look at the top 4 cards of your deck, then put up to 2 of them in your hand and shuffle the rest into your deck.",
    # L-TXT-362: the creature a battle destroyed
    "When the attached creature destroys a creature in battle, gain Land Life equal to the destroyed creature's Strength.":
        "When the attached creature destroys one creature in battle, gain Land Life equal to the Strength of the creature it battled.",
    "Each time a creature you control destroys a creature in battle, if the destroyed creature had 5 or more Strength, draw 1 card.":
        "When one creature you control destroys one creature in battle, if the creature it battled had 5 or more Strength, draw 1 card.",
    "When this card destroys a creature in battle, if the destroyed creature is a Dark creature, destroy the destroyed creature.":
        "When this card destroys a creature in battle, if the creature it battled was a Dark creature, destroy the creature it battled.",
    # L-TXT-265: the opponent's creatures too
    "This card can be attached to a creature your opponent controls. The attached creature loses 2 Strength.":
        "Attach this card to one creature on any side of the field.\nThe attached creature loses 2 Strength.",
    "This creature can be attached to 1 creature your opponent controls.": "Attach this card to one creature on any side of the field.",
    "You may attach this card to a creature your opponent controls instead. The attached creature loses 2 Strength and cannot attack.":
        "Attach this card to one creature on any side of the field.\n"
        "The attached creature loses 2 Strength, then the attached creature cannot attack.",
    "You may attach this Attachment to 1 creature your opponent controls  instead .":
        "Attach this card to one creature on any side of the field.",
    # L-TXT-263: the Large creatures a player may control
    "You can control up to 2 L Creatures at a time.": "You can control up to 2 Large creatures.",
    "You may have at most 3 Large creatures on your side of the field.": "You can control up to 3 Large creatures.",
    "You can have up to 2 Large creatures on the field at once.": "You can control up to 2 Large creatures.",
    # L-TXT-3: a semicolon for the colon
    "(OPT) Pay 2 Land Life; draw 1 card.": "(OPT) Pay 2 Land Life: Draw 1 card.",
    "Ability – Stack 2: (OPT) Send 1 card stacked underneath this card to the Ruins; destroy 1 creature your opponent controls.":
        "(OPT) Send 1 card stacked underneath this card to the Ruins: Destroy 1 creature your opponent controls - Stack 2.",
    # L-TXT-123's one attack more, said other ways
    "This creature can attack 1 additional time this turn.": "This card can attack an additional time this turn.",
    "(OPT) 1 creature you control may attack a second time this turn.":
        "(OPT): 1 creature you control can attack an additional time this turn.",
    "This card can attack another time during this Battle Phase.": "This card can attack an additional time this turn.",
    "This card may attack one more time in this Battle Phase.": "This card can attack an additional time this turn.",
    "This card can attack an additional time during this Battle Phase.": "This card can attack an additional time this turn.",
    # L-TXT-261: the moment said last, after an ability that sets it up, and alone (a trigger)
    "Double the Strength of 1 creature you control until end of turn. Destroy that creature at the start of your End Phase.":
        "Double the Strength of 1 creature you control until end of turn. At the start of your End Phase, destroy that card.",
    "When this card attacks, it gains +2 Strength until end of turn. Destroy it at the end of the Battle Phase.":
        "When this card attacks, it gains +2 Strength until end of turn. At the end of the Battle Phase, destroy it.",
    "Return 1 creature you control to your hand. Gain 2 Land Life at the end of your next turn.":
        "Return 1 creature you control to your hand. At the end of your next turn, gain 2 Land Life.",
    "Destroy 1 creature. Draw 1 card at the end of the turn.": "Destroy 1 creature. At the end of the turn, draw 1 card.",
    "Destroy 1 creature. You lose 2 Land Life at the start of your next turn.":
        "Destroy 1 creature. At the start of your next turn, you lose 2 Land Life.",
    "Take control of 1 creature your opponent controls until end of turn. Sacrifice it at the end of your Battle Phase.":
        "Take control of 1 creature your opponent controls until end of turn. At the end of your Battle Phase, sacrifice it.",
    "Return 1 creature from your Ruins to the field. Return it to your hand at the beginning of your Boost Phase.":
        "Return 1 creature from your Ruins to the field. At the start of your Boost Phase, return it to your hand.",
    "Draw 1 card at the start of your End Phase.": "At the start of your End Phase, draw 1 card.",
    "Draw 1 card at the end of your Draw Phase.": "At the end of your Draw Phase, draw 1 card.",
    # L-TXT-262: the end of your next turn, alone (set up on arrival) and after an ability
    "Send this card to the Ruins at the end of your next turn.": "At the end of your next turn, send this card to the Ruins.",
    # L-TXT-259: the effects of a kind of card, with "of"
    "This card cannot be destroyed by the effects of Boost cards.": "This card cannot be destroyed by Boost cards.",
    "The attached creature cannot be targeted by the effect of a Boost - Interrupt card.":
        "The attached creature cannot be targeted by Boost - Interrupt cards.",
    "This card cannot be destroyed by abilities of Land cards.": "This card cannot be destroyed by Land cards.",
    "This card cannot be destroyed by the effects of your opponent's Boost cards.":
        "This card cannot be destroyed by your opponent's Boost cards.",
    "This card cannot be targeted by the ability of your opponent's Land cards.":
        "This card cannot be targeted by your opponent's Land cards.",
    # L-TXT-260: a prohibition's phase said last
    "Your opponent cannot play Boost - Interrupt cards during your Battle Phase.":
        "During your Battle Phase, your opponent cannot play Boost - Interrupt cards.",
    "This card cannot be destroyed during your opponent's Battle Phase.":
        "During your opponent's Battle Phase, this card cannot be destroyed.",
    # L-TXT-232: "instead" left out (LR-109), "in battle", "the equipped creature", "add"
    "When the attached creature attacks a Light creature, the attached creature gains +3 Strength until the end of that battle. If the attached creature is destroyed by battle, you may return this card to your hand.":
        "When the attached creature attacks one Light creature, the attached creature gains +3 Strength until the end of the battle.\nIf the attached creature is destroyed by battle, you may return this card to your hand instead.",
    "If the equipped creature is destroyed in battle, add this card to your hand.":
        "If the attached creature is destroyed by battle, return this card to your hand instead.",
    # L-TXT-231: "the card underneath it", "beneath", "this creature", "Whenever"
    "Summon this card by placing it over 1 Phoenix you control. When this card leaves the field, you may summon the card underneath it instead of sending it to the Ruins.":
        "Summon this card on top of 1 Phoenix creature you control.\nWhen this card leaves the field, you may summon the card underneath instead of sending it to the Ruins.",
    "Whenever this creature leaves the field, summon the card beneath it instead of sending it to the Ruins.":
        "When this card leaves the field, summon the card underneath instead of sending it to the Ruins.",
    # L-TXT-240: "1 ability of", "one ability of", possessives
    "Negate the activation of 1 ability of a Mutated Creature.": "Negate the activation of an ability of one Mutated creature.",
    "Negate the activation of one ability of a Land card.": "Negate the activation of an ability of one Land card.",
    "Negate the activation of an ability of the equipped creature.": "Negate the activation of the attached creature's ability.",
    "Negate the activation of 1 ability of this creature.": "Negate the activation of this card's ability.",
    "Destroy one creature, then negate the activation of its ability.":
        "Destroy one creature, then negate the activation of an ability of it.",
    "Destroy one creature, then negate the activation of that creature's ability.":
        "Destroy one creature, then negate the activation of an ability of that card.",
    "Destroy one creature, then negate the activation of one ability of that card.":
        "Destroy one creature, then negate the activation of an ability of that card.",
    # L-TXT-239: "target" and a number wherever a target stands, an option of "choose one" first of all
    "Choose one — Target 1 creature gains +2 Strength until the end of this turn; or negate the activation of 1 Land ability.":
        "Choose one - 1 creature gains +2 Strength until end of turn; or negate the activation of an ability of 1 Land card.",
    "Destroy target 2 creatures your opponent controls.": "Destroy 2 creatures your opponent controls.",
    "Return target 1 creature with 3 or less Strength to its owner's hand.":
        "Return 1 creature with 3 or less Strength to its owner's hand.",
    # L-TXT-207: the condition after the doubling; "this creature's", "the equipped creature's"
    "This creature's Strength is doubled during your opponent's turn.":
        "During your opponent's turn, this card's Strength is doubled.",
    "The equipped creature's Strength is doubled during your Battle Phase.":
        "During your Battle Phase, the attached creature's Strength is doubled.",
    # L-TXT-206: "half of", the rounding in brackets or without its comma, "twice" for "double"
    "This creature gains Strength equal to half of the Strength of the card beneath it (rounded down).":
        "This card gains Strength equal to half the Strength of the card underneath, rounded down.",
    "Destroy 1 creature, then gain Land Life equal to half of its Strength rounded up.":
        "Destroy 1 creature, then gain Land Life equal to half its Strength, rounded up.",
    "When this creature destroys a creature in battle, subtract the Strength of the creature it battled from your opponent's Land Life. Your opponent loses Land Life equal to twice this card's Strength.":
        "When this card destroys a creature in battle, your opponent loses Land Life equal to the Strength of the creature it battled.\nYour opponent loses Land Life equal to double the Strength of this card.",
    # L-TXT-200: L-TXT-166's sentence in a replacement's words
    "If this creature would destroy a creature in battle, return that creature to its owner's hand instead.":
        "When this card destroys a creature in battle, return that card to its owner's hand instead of sending it to the Ruins.",
    "If this creature would destroy a creature in battle, put that creature on the bottom of its owner's deck instead.":
        "When this card destroys a creature in battle, put that card on the bottom of its owner's deck instead of sending it to the Ruins.",
    "If this card would destroy one creature by battle, add it to your hand instead.":
        "When this card destroys a creature in battle, return it to your hand instead of sending it to the Ruins.",
    # L-TXT-199: L-TXT-63's sentence in a replacement's words
    "Summon this card by placing it on top of 1 Fire creature you control. If the card underneath this card would be sent to the Ruins, return it to your hand instead.":
        "Summon this card on top of 1 Fire creature you control.\nWhen this card leaves the field, return the card underneath to your hand instead of sending it to the Ruins.",
    "If the card under it would be put into the Ruins, put that card into your hand instead.":
        "When this card leaves the field, return the card underneath to your hand instead of sending it to the Ruins.",
    "If the card beneath this creature would go to the Ruins, you may return it to its owner's hand instead.":
        "When this card leaves the field, you may return the card underneath to its owner's hand instead of sending it to the Ruins.",
    # L-TXT-198: "you may" before L-TXT-63's move; "add this card to your hand"
    "Summon this card by placing it on top of 1 Water creature you control. When this creature leaves the field, you may return the card underneath it to your hand instead of sending it to the Ruins.":
        "Summon this card on top of 1 Water creature you control.\nWhen this card leaves the field, you may return the card underneath to your hand instead of sending it to the Ruins.",
    "When the attached creature leaves the field, you may add this card to your hand instead of sending it to the Ruins.":
        "When the attached creature leaves the field, you may return this card to your hand instead of sending it to the Ruins.",
    "When the equipped creature leaves the field, you may put this card into your hand instead of sending it to the Ruins.":
        "When the attached creature leaves the field, you may return this card to your hand instead of sending it to the Ruins.",
    "Add this card to your hand.": "Return this card to your hand.",
    # L-TXT-111: the order said once, after the bottom, for both groups
    "Once per turn: Look at the top 4 cards of your deck, then put any number of them on top of your deck and the rest on the bottom, in any order.":
        "(OPT): Look at the top 4 cards of your deck, then put them back on top or on the bottom of your deck in any order.",
    # the Strength bound after the place, in a put into a deck as elsewhere (Other spellings)
    "Put 1 creature your opponent controls with 3 or less Strength on top of its owner's deck.":
        "Put 1 creature with 3 or less Strength your opponent controls on top of its owner's deck.",
    # 'cost' for 'require' in a summoning made cheaper (L-TXT-72 and this card's own)
    "Dark creatures you summon cost 1 less Land Life to summon.": "Dark creatures you control require 1 less Land Life to summon.",
    "This card costs 2 less Land Life to summon.": "Summoning this card requires 2 less Land Life.",
    # L-TXT-197: the opponent's deck named again as "their deck", "your opponent's deck" or "its owner's deck"
    "Look at the top card of your opponent's deck. You may put that card on the bottom of their deck.":
        "Look at the top 1 card of your opponent's deck, then you may put it on the bottom of their deck.",
    "Look at the top 2 cards of your opponent's deck. Put 1 on top of their deck and the other on the bottom of its owner's deck.":
        "Look at the top 2 cards of your opponent's deck, then put 1 of them back on top and the rest on the bottom of their deck.",
    "Look at the top 3 cards of your opponent's deck and put them back on top in any order.":
        "Look at the top 3 cards of your opponent's deck, then put them back in any order.",
    # the label with a cost, and "can use this ability" for "may activate this"
    "Once per turn, you may activate this ability during your opponent's turn: Pay 3 Land Life to negate the activation of a Boost card.":
        "(OPT) Pay 3 Land Life: Negate the activation of one Boost card.\nYou may activate this card's abilities during your opponent's turn.",
    "(OPT) You can use this during your opponent's turn. Discard 1 card: Draw 2 cards.":
        "(OPT) Discard 1 card: Draw 2 cards.\nYou may activate this card's abilities during your opponent's turn.",
    "(OPT): Draw 1 card. You can use this ability during your opponent's turn.":
        "(OPT): Draw 1 card.\nYou may activate this card's abilities during your opponent's turn.",
    # L-TXT-184: a card whose abilities cannot be negated
    "This card's abilities cannot be negated.": "This card cannot have its abilities negated.",
    "This creature's ability cannot be negated.": "This card cannot have its abilities negated.",
    "The abilities of the attached creature cannot be negated.": "The attached creature cannot have its abilities negated.",
    "The attached creature's abilities cannot be negated.": "The attached creature cannot have its abilities negated.",
    "Creatures you control cannot have their abilities negated.": "All creatures you control cannot have their abilities negated.",
    "Target 1 creature you control. Its abilities cannot be negated until the end of the turn.":
        "1 creature you control cannot have its abilities negated until end of turn.",
    # L-TXT-183: two acts joined by "or" in a prohibition
    "Your opponent cannot activate Land abilities or play Boost - Interrupt cards during your turn.":
        "During your turn, your opponent cannot activate Land abilities, then during your turn, your opponent cannot play Boost - Interrupt cards.",
    "This creature cannot attack or be targeted.": "This card cannot attack, then this card cannot be targeted.",
    "1 creature your opponent controls cannot attack or be targeted by Boost cards until the end of the turn.":
        "1 creature your opponent controls cannot attack until end of turn, then it cannot be targeted by Boost cards until end of turn.",
    "Your opponent cannot draw cards or gain Land Life until the end of your next turn.":
        "Your opponent cannot draw cards until the end of your next turn, then your opponent cannot gain Land Life until the end of your next turn.",
    "This card cannot be destroyed by battle or be sent to the Ruins during your opponent's turn.":
        "During your opponent's turn, this card cannot be destroyed by battle, then during your opponent's turn, this card cannot be sent to the Ruins.",
    "A creature cannot be sacrificed or be destroyed.": "One creature cannot be sacrificed, then it cannot be destroyed.",
    "Your opponent cannot play Boost cards or activate abilities, then draw 1 card.":
        "Your opponent cannot play Boost cards, then your opponent cannot activate abilities, then draw 1 card.",
    "This card cannot attack your opponent's Land Life directly or be destroyed.":
        "This card cannot attack your opponent's Land Life directly, then this card cannot be destroyed.",
    "Creatures your opponent controls cannot activate abilities or attack you directly.":
        "All creatures your opponent controls cannot activate abilities, then all creatures your opponent controls cannot attack your Land Life directly.",
    "Your opponent must send all Boost - Continuous cards they control to the Ruins.":
        "Send all Boost - Continuous cards your opponent controls to the Ruins.",
    # L-TXT-182: a player sending or destroying all the cards they control
    "Each player sends all creatures they control with 2 or less Strength to the Ruins. Draw 1 card for each card sent this way.":
        "Send all creatures with 2 or less Strength on any side of the field to the Ruins, then draw 1 card for each card sent this way.",
    "Each player destroys creatures they control played this turn.":
        "Destroy all creatures on any side of the field played this turn.",
    "Your opponent destroys all Small creatures they control.": "Destroy all Small creatures your opponent controls.",
    "Each player sends all Fire creatures with 3 or more Strength they control to the Ruins.":
        "Send all Fire creatures with 3 or more Strength on any side of the field to the Ruins.",
    "Your opponent must send all Boost - Continuous cards they control to the Ruins.":
        "Send all Boost - Continuous cards your opponent controls to the Ruins.",
    # L-TXT-181: "that was played this turn", "summoned", and "you played this turn" naming the place as well
    "Each player gains 1 Land Life for each creature they control that was summoned this turn.":
        "Each player gains 1 Land Life for each creature they control played this turn.",
    "Gain 1 Land Life for each creature you played this turn.":
        "Gain 1 Land Life for each creature you control played this turn.",
    "Draw 1 card for each creature your opponent summoned this turn.":
        "Draw 1 card for each creature your opponent controls played this turn.",
    "This creature gains +1 Strength for each creature you control that were played this turn.":
        "This card gains +1 Strength for each creature you control played this turn.",
    # L-TXT-166: a creature destroyed in battle, put elsewhere in the Ruins' place
    "Summon this card by placing it on top of 1 Earth creature you control. When this creature destroys a creature in battle, put that creature on the bottom of its owner's deck instead of sending it to the Ruins.":
        "Summon this card on top of 1 Earth creature you control.\nWhen this card destroys a creature in battle, put that card on the bottom of its owner's deck instead of sending it to the Ruins.",
    "Whenever this creature destroys a creature in battle, add it to your hand instead of sending it to the Ruins.":
        "When this card destroys a creature in battle, return it to your hand instead of sending it to the Ruins.",
    # L-TXT-165: a negated card put elsewhere in the Ruins' place
    "Negate the activation of a Boost card, and put that card on top of its owner's deck instead of sending it to the Ruins.":
        "Negate the activation of one Boost card, then put that card on top of its owner's deck instead of sending it to the Ruins.",
    "Negate the activation of a Boost card. If that card was a Boost - Continuous, you may return it to its owner's hand instead of sending it to the Ruins.":
        "Negate the activation of one Boost card, then if it was a Boost - Continuous card, you may return it to its owner's hand instead of sending it to the Ruins.",
    "Negate the activation of a Boost card. If that card is a Boost - Interrupt, put it on the bottom of its owner's deck instead of sending it to the Ruins.":
        "Negate the activation of one Boost card, then if it was a Boost - Interrupt card, put it on the bottom of its owner's deck instead of sending it to the Ruins.",
    "Negate the activation of a Boost card. You may add it to your hand instead of sending it to the Ruins.":
        "Negate the activation of one Boost card, then you may return it to your hand instead of sending it to the Ruins.",
    # "(OPT) You may activate this during your opponent's turn." as the label of the ability after it
    "(OPT) You may activate this during your opponent's turn. 1 Water creature you control gains +2 Strength until the end of the turn.":
        "(OPT): 1 Water creature you control gains +2 Strength until end of turn.\nYou may activate this card's abilities during your opponent's turn.",
    "(OPT) You may activate this during your opponent's turn: Negate the activation of a creature's ability.":
        "(OPT): Negate the activation of an ability of one creature.\nYou may activate this card's abilities during your opponent's turn.",
    # Land Life subtracted as a cost or a payment; "from your hand" after a discard; the kind of the cards moved
    # this way after "that is"
    'When this card is summoned, you may subtract 2 from your Land Life to draw 2 cards.':
        'When this card is summoned, you may pay 2 Land Life, then if you do, draw 2 cards.',
    '(OPT) Subtract 2 from your Land Life and discard 1 card from your hand: Draw 1 card.':
        '(OPT) Pay 2 Land Life and discard 1 card: Draw 1 card.',
    'Once per turn: Subtract 3 from your Land Life; draw 1 card.': '(OPT) Pay 3 Land Life: Draw 1 card.',
    'When this card is summoned, you may draw 1 card. If you do, discard 1 card from your hand.':
        'When this card is summoned, you may draw 1 card, then if you do, discard 1 card.',
    'When this card is summoned, you may discard 1 card from your hand to draw 2 cards.':
        'When this card is summoned, you may discard 1 card, then if you do, draw 2 cards.',
    'Your opponent discards 1 card from their hand at random.': 'Your opponent discards 1 card at random.',
    'When this card is summoned, you discard 1 card from your hand.': 'When this card is summoned, discard 1 card.',
    'Discard up to 2 cards from your hand. Draw 1 card for each card discarded this way.':
        'Discard up to 2 cards, then draw 1 card for each card discarded this way.',
    'Once per turn, you may subtract 3 from your Land Life to look at the top 5 cards of your deck. Add 1 of them to '
    'your hand and send the rest to the Ruins. Add 1 to your Land Life for each card sent this way that is a Water '
    'creature.':
        '(OPT) Pay 3 Land Life: Look at the top 5 cards of your deck, then put 1 of them in your hand and the rest in '
        'the Ruins, then gain 1 Land Life for each Water creature sent this way.',
    # L-TXT-173: a creature's own summoning paid with N Land Life
    'You can summon this creature by paying 1 Land Life instead of the usual cost.':
        'You may summon this card by paying 1 Land Life instead of its normal cost.',
    'You may summon this card by paying 0 Land Life instead of its cost. This card gains +1 Strength.':
        'You may summon this card by paying 0 Land Life instead of its normal cost.\nThis card gains +1 Strength.',
    # L-TXT-269's sentence with an effect after it, and the same pair written with the effect's own sentence
    'Destroy 1 creature with 2 or less Strength. If you control a Dragon, destroy 1 creature with 4 or less Strength instead. Draw 1 card.':
        'Destroy 1 creature with 2 or less Strength. If you control 1 or more Dragon creatures, destroy 1 creature with 4 or less Strength instead.\nDraw 1 card.',
    # L-TXT-267's other spellings
    'You may summon this card by sacrificing 1 Small creature you control instead of paying its Land Life cost.':
        'You may summon this card by sacrificing 1 Small creature you control.',
    'You can summon this creature by sacrificing a Dragon instead of its normal cost.':
        'You may summon this card by sacrificing one Dragon creature.',
    'You may summon Large creatures by sacrificing 1 Small creature you control instead of paying Land Life.':
        'You may summon Large creatures by sacrificing 1 Small creature you control.',
    # L-TXT-72 with the kinds last
    'You pay 1 less Land Life to summon Dark - Zombie creatures.':
        'Dark Zombie creatures you control require 1 less Land Life to summon.',
    'You pay 2 less Land Life to summon Angels.': 'Angel creatures you control require 2 less Land Life to summon.',
    # Land Life changed by a Strength written as 'subtract ... from' and 'add ... to'
    "When this card destroys a creature in battle, subtract the Strength of the creature it battled from your opponent's Land Life.":
        "When this card destroys a creature in battle, your opponent loses Land Life equal to the Strength of the creature it battled.",
    "Destroy 1 creature you control, then subtract its Strength from your Land Life.":
        "Destroy 1 creature you control, then you lose Land Life equal to its Strength.",
    "When this card is summoned, add this card's Strength to your Land Life.":
        "When this card is summoned, gain Land Life equal to the Strength of this card.",
    # L-TXT-115 written with "put ... as a stacked card"
    'When this card is summoned, you may put the top card of your deck underneath this card as a stacked card.':
        'When this card is summoned, you may stack the top 1 card of your deck underneath this card.',
    'Put the top 2 cards of your deck under this creature as stacked cards.':
        'Stack the top 2 cards of your deck underneath this card.',
    # "cannot summon" creatures for "cannot play" them
    'Your opponent cannot summon creatures until end of turn.': 'Your opponent cannot play creatures until end of turn.',
    'You cannot summon Mutated Creatures.': 'You cannot play Mutated creatures.',
    # L-TXT-230: "that creature's Strength" for "the Strength of that card"
    "When this creature destroys a creature in battle, gain Land Life equal to that creature's Strength.":
        "When this card destroys a creature in battle, gain Land Life equal to the Strength of that card.",
    "1 creature you control gains +2 Strength until end of turn, then double that creature's Strength until end of turn.":
        "1 creature you control gains +2 Strength until end of turn, then double the Strength of that card until end of turn.",
    # the badge letters for sizes; Land Life added and subtracted
    'Take control of 1 M or S creature your opponent controls until the end of the turn.':
        'Take control of 1 Small or Medium creature your opponent controls until end of turn.',
    'Destroy all L creatures.': 'Destroy all Large creatures.',
    'Choose one — add 5 to your Land Life; or 1 creature you control gains +3 Strength until the end of the turn.':
        'Choose one - gain 5 Land Life; or 1 creature you control gains +3 Strength until end of turn.',
    'Subtract 2 from your Land Life for each creature you control.':
        'You lose 2 Land Life for each creature you control.',
    'When a creature you control is destroyed in battle, you may return it from your Ruins to your hand.':
        'When one creature destroys one creature you control in battle, you may return it from your Ruins to your hand.',
    'Destroy 1 creature you control. Return that creature from your Ruins to your hand.':
        'Destroy 1 creature you control, then return that card from your Ruins to your hand.',
    'Medium Water creatures cost you only 1 Land Life to summon.': 'Medium Water creatures cost you 1 Land Life to summon.',
    'Large creatures you control cost 2 Land Life to summon.': 'Large creatures cost you 2 Land Life to summon.',
    'Dragons require 3 Land Life to summon.': 'Dragon creatures cost you 3 Land Life to summon.',
    'Medium creatures cost 1 extra Land Life to summon.':
        'Medium creatures you summon by paying Land Life cost 1 additional Land Life.',
    # ', but' joins two effects as ', then' does
    "Target 1 creature you control. It can attack one additional time this turn, but it cannot attack your opponent's Land Life directly this turn.":
        "1 creature you control can attack an additional time this turn, then it cannot attack your opponent's Land Life directly until end of turn.",
    # L-TXT-161: 'At the end of your turn' for the end of your End Phase, and the trigger spellings after effects
    'Target 1 creature you control. Double its Strength until the end of this turn. At the start of your End Phase, destroy it.':
        'Double the Strength of 1 creature you control until end of turn. At the start of your End Phase, destroy it.',
    'Return 1 creature from your Ruins to the field. At the end of your turn, send it to the Ruins.':
        'Return 1 creature from your Ruins to the field. At the end of your End Phase, send it to the Ruins.',
    'At the start of your End Phase, if this creature did not attack this turn, gain 2 Land Life.':  # L-TXT-139
        'At the start of your End Phase, if this card has not attacked this turn, gain 2 Land Life.',
    'At the start of your End Phase, if this card has not yet attacked this turn, draw 1 card.':
        'At the start of your End Phase, if this card has not attacked this turn, draw 1 card.',
    'At the start of your End Phase, if this creature does not attack this turn, draw 1 card.':
        'At the start of your End Phase, if this card has not attacked this turn, draw 1 card.',
    'At the start of your End Phase, if this creature has already attacked this turn, draw 1 card.':
        'At the start of your End Phase, if this card attacked this turn, draw 1 card.',
    'At the start of your End Phase, if this card has attacked this turn, draw 1 card.':
        'At the start of your End Phase, if this card attacked this turn, draw 1 card.',
    'When this creature attacks a creature with higher Strength, this creature gains +3 Strength during that battle only.':  # L-TXT-138
        'When this card attacks one creature with more Strength than this card, this card gains +3 Strength until the end of the battle.',
    'When this card attacks, it gains +3 Strength until the end of that battle.':
        'When this card attacks, it gains +3 Strength until the end of the battle.',
    'When this card is attacked, this card gains +2 Strength for this battle only.':
        'When this card is attacked, this card gains +2 Strength until the end of the battle.',
    'When this card attacks, this card gains +1 Strength until end of this battle.':
        'When this card attacks, this card gains +1 Strength until the end of the battle.',
    'When the attached creature attacks, the attached creature gains +2 Strength during the battle.':
        'When the attached creature attacks, the attached creature gains +2 Strength until the end of the battle.',
    'Creatures your opponent controls cannot attack during the turn they are summoned.':  # L-TXT-137
        'All creatures your opponent controls played this turn cannot attack.',
    'Your creatures cannot be destroyed in the turn they were played.':
        'All creatures you control played this turn cannot be destroyed.',
    'This creature cannot attack in the turn it is summoned.':
        'If this card was played this turn, this card cannot attack.',
    # L-TXT-150's other spellings
    'When this creature destroys a creature in battle, stack that creature under this creature.':
        'When this card destroys a creature in battle, stack that card underneath this card.',
    '(OPT) Send 1 creature you control to the Ruins, then put it underneath this card as a stacked card.':
        '(OPT): Send 1 creature you control to the Ruins, then stack it underneath this card.',
    'Discard 2 cards, then place them under this creature as stacked cards.':
        'Discard 2 cards, then stack them underneath this card.',
    # L-TXT-149's other spellings
    'Stack 1 card from your deck under one creature you control.':
        'Stack 1 card from your deck underneath one creature you control.',
    'Put 2 cards from your hand underneath 1 Earth creature you control as stacked cards.':
        'Stack 2 cards from your hand underneath 1 Earth creature you control.',
    'Put 1 card from your Ruins under target creature.': 'Stack 1 card from your Ruins underneath one creature.',
    # L-TXT-157: "they" after a choice of several cards; "them" as a subject, as printed before.
    'Target 2 creatures your opponent controls. They lose 2 Strength until the end of the turn.':
        '2 creatures your opponent controls lose 2 Strength until end of turn.',
    'Choose up to 2 creatures you control; they gain +2 Strength.':
        'Up to 2 creatures you control gain +2 Strength.',
    'Destroy 2 creatures, then them gain +1 Strength.': 'Destroy 2 creatures, then they gain +1 Strength.',
    # L-TXT-156: the designers' spellings of a trigger on an activation and of its negation.
    "Once per turn, when your opponent activates a creature's ability, you may discard 1 card to negate that activation.":
        '(OPT) When your opponent activates an ability of one creature, you may discard 1 card, then if you do, negate that activation.',
    'Whenever your opponent activates an ability, you may pay 2 Land Life to negate it.':
        'When your opponent activates an ability of one card, you may pay 2 Land Life, then if you do, negate that activation.',
    "When a player activates a card's ability, gain 1 Land Life.":
        'When a player activates an ability of one card, gain 1 Land Life.',
    # L-TXT-155: none kept, some back on top; any number to the Ruins, the rest placed after a change of Strength.
    'Look at the top 2 cards of your deck. Put 1 on top of your deck and the other on the bottom of your deck.':
        'Look at the top 2 cards of your deck, then put 1 of them back on top and the rest on the bottom of your deck.',
    'Look at the top 3 cards of your deck, then put 2 of them on top of your deck in any order, and send the others to the Ruins.':
        'Look at the top 3 cards of your deck, then put 2 of them back on top and the rest in the Ruins.',
    'Look at the top 3 cards of your deck and send any number of those cards to the Ruins. Then place the others back on top in any order.':
        'Look at the top 3 cards of your deck, then send any number of them to the Ruins and put the rest back on top in any order.',
    'When the attached creature attacks, look at the top 3 cards of your deck and send any number of them to the Ruins. The attached creature gains +2 Strength for each card sent this way until the end of the turn. Place the rest on top of your deck in any order.':
        'When the attached creature attacks, look at the top 3 cards of your deck, then send any number of them to the Ruins and put the rest back on top in any order, then the attached creature gains +2 Strength for each card sent this way until end of turn.',
    # L-TXT-113: the form printed before, "you may" straight before the chosen subject, still reads.
    'You may 1 creature you control gains +2 Strength until end of turn.':
        'You may choose 1 creature you control; it gains +2 Strength until end of turn.',
    # L-TXT-40: 'destroyed by battle' in a card's own trigger, as in a filter's
    'When this creature is destroyed by battle, destroy the creature it battled.':
        'When this card is destroyed in battle, destroy the creature it battled.',
    'When the equipped creature is destroyed by battle, draw 1 card.':
        'When the attached creature is destroyed in battle, draw 1 card.',
    # L-TXT-32's other spellings of the copy limit
    'You may include only 2 copies of this card in your deck.': 'You may include up to 2 copies of this card in your deck.',
    'You can have only up to 3 copies of this card in your deck.': 'You may include up to 3 copies of this card in your deck.',
    'Your deck may contain at most 1 copy of this card.': 'You may include up to 1 copy of this card in your deck.',
    'A deck can include no more than 6 copies of this card.': 'You may include up to 6 copies of this card in your deck.',
    # L-TXT-145: a copy limit for each card of some kinds, with L-TXT-32's spellings
    'Your deck may include up to 5 copies of each Small Water creature with the same name.':
        'You may include up to 5 copies of each Small Water creature in your deck.',
    'You can have only 2 copies of any Dragon in your deck.': 'You may include up to 2 copies of each Dragon creature in your deck.',
    'A deck can contain at most 1 copy of each Boost - Interrupt card.':
        'You may include up to 1 copy of each Boost - Interrupt card in your deck.',
    # L-TXT-207: L-TXT-43's words as a sentence of their own with no duration say the doubling as a state
    "During your opponent's turn, double this card's Strength.": "During your opponent's turn, this card's Strength is doubled.",
    'Double this creature\'s Strength.': "This card's Strength is doubled.",
    # L-TXT-256: "there are", "there is", the opponent's Ruins, a summoning's condition said last
    "If there are 5 or more creatures in your Ruins, draw 1 card.": "If you have 5 or more creatures in your Ruins, draw 1 card.",
    "If there is 1 or more Dragon in your opponent's Ruins, draw 1 card.":
        "If your opponent has 1 or more Dragon creatures in their Ruins, draw 1 card.",
    "This card requires 3 less Land Life to summon if there are 5 or more creatures in your Ruins.":
        "If you have 5 or more creatures in your Ruins, summoning this card requires 3 less Land Life.",
    "Summoning this card costs 1 less Land Life if you control 2 or more Fire creatures.":
        "If you control 2 or more Fire creatures, summoning this card requires 1 less Land Life.",
    # L-TXT-255's spellings: the badge letter, "can", the other bounds, "Your / A / Each deck ... hold"
    'Your deck may include up to 5 L Creatures.': 'You may include up to 5 Large creatures in your deck.',
    'You can have at most 2 large creatures in your deck.': 'You may include up to 2 Large creatures in your deck.',
    'Each deck can hold no more than 4 L creatures.': 'You may include up to 4 Large creatures in your deck.',
    'A deck may contain only up to 6 Large creatures.': 'You may include up to 6 Large creatures in your deck.',
    # L-TXT-143: the attach sentence with the card unsaid, or said as what it may be attached to
    'Attach only to a Fire creature.': 'Attach this card to one Fire creature.',
    'Attach to a Beast creature you control.': 'Attach this card to one Beast creature you control.',
    'This card can only be attached to a creature you control with 3 or less Strength.':
        'Attach this card to one creature with 3 or less Strength you control.',
    'This creature can be attached only to a Small creature.': 'Attach this card to one Small creature.',
    # L-TXT-136: 'Target' N for 'Choose' N, with a full stop or a semicolon
    'Target 1 creature you control. It gains +2 Strength until the end of this turn.':
        '1 creature you control gains +2 Strength until end of turn.',
    '(OPT) Target 1 Water creature you control; it gains +2 Strength until end of turn.':
        '(OPT): 1 Water creature you control gains +2 Strength until end of turn.',
    'Target 1 creature your opponent controls with 3 or less Strength. Destroy it.':
        'Destroy 1 creature with 3 or less Strength your opponent controls.',
    # L-TXT-135's other spellings: "underneath it" in a replacement, and the label with a colon
    'Ability – Stack 2: if this creature would be destroyed by battle, you may send 1 card stacked beneath it to the Ruins instead.':
        'Ability - Stack 2. If this card would be destroyed by battle, you may send 1 card stacked underneath this card to the Ruins instead.',
    'If the equipped creature would be destroyed, you may send 1 card stacked under it to the Ruins instead.':
        'If the attached creature would be destroyed, you may send 1 card stacked underneath the attached creature to the Ruins instead.',
    # L-TXT-134's other spellings
    'You can summon Small creatures without paying any Land Life.': 'You may summon Small creatures without paying Land Life.',
    'Large creatures you summon cost 3 Land Life instead of 4.': 'You may summon Large creatures by paying 3 Land Life instead of 4.',
    'All Medium Fire creatures you control by paying Land Life costs 1 Land Life instead of 2.':
        'You may summon Medium Fire creatures by paying 1 Land Life instead of 2.',
    'Summoning Small creatures by paying Land Life costs 0 Land Life instead of 1.':
        'You may summon Small creatures by paying 0 Land Life instead of 1.',
    'Dragons you control require 2 extra Land Life to summon.': 'Dragon creatures you summon by paying Land Life cost 2 additional Land Life.',
    'Summoning Large creatures requires 1 more Land Life.': 'Large creatures you summon by paying Land Life cost 1 additional Land Life.',
    # L-TXT-128
    'Negate the activation of a Boost - Continuous card or an Attachment, and send that card to the Ruins.':
        'Negate the activation of one Boost - Continuous card or one Attachment card, then send that card to the Ruins.',
    'negate the activation of an Attachment or a Boost card.':
        'Negate the activation of one Attachment card or one Boost card.',
    # L-TXT-131
    "Once per turn: Pay 4 Land Life; negate the activation of a creature's ability.":
        '(OPT) Pay 4 Land Life: Negate the activation of an ability of one creature.',
    '(OPT): Discard 1 card; draw 2 cards.':
        '(OPT) Discard 1 card: Draw 2 cards.',
    # L-TXT-130
    "The abilities of the attached creature cannot be activated during your opponent's turn.":
        "During your opponent's turn, the attached creature cannot activate abilities.",
    'The abilities of this card cannot be activated until end of turn.':
        'This card cannot activate abilities until end of turn.',
    "The attached creature's abilities cannot be activated during your turn.":
        'During your turn, the attached creature cannot activate abilities.',
    # L-TXT-129
    "Your opponent's creatures cannot attack your Land Life directly until the end of the turn.":
        'All creatures your opponent controls cannot attack your Land Life directly until end of turn.',
    'Until end of turn, creatures your opponent controls cannot attack you directly.':
        'All creatures your opponent controls cannot attack your Land Life directly until end of turn.',
    'Choose 1 creature you control that already attacked this turn; it can attack 1 more time this turn.':  # L-TXT-123
        '1 creature you control that attacked this turn can attack an additional time this turn.',
    'One creature you control that has already attacked this turn can attack one more time this turn.':
        'One creature you control that attacked this turn can attack an additional time this turn.',
    '1 creature you control that already attacked this turn can attack 1 more time.':
        '1 creature you control that attacked this turn can attack an additional time this turn.',
    'Choose 1 creature you control; it can attack one more time.':
        '1 creature you control can attack an additional time this turn.',
    # Other spellings of L-TXT-111: 'among them' without 'from', 'of the others' after the keeping
    'Look at the top 5 cards of your deck. Add 1 creature among them to your hand, put 1 of the others on top of your deck, and send the rest to the Ruins.':
        'Look at the top 5 cards of your deck, then put 1 creature from among them in your hand, then put 1 of them back on top and the rest in the Ruins.',
    'Look at the top 4 cards of your deck. Add up to 2 Dark creature cards among them to your hand and send the rest to the Ruins.':
        'Look at the top 4 cards of your deck, then put up to 2 Dark creatures from among them in your hand and the rest in the Ruins.',
    # Other spellings: the count of 'for each' said first
    'Your opponent discards 2 cards at random. For each creature card discarded this way, your opponent loses 2 Land Life.':
        'Your opponent discards 2 cards at random, then your opponent loses 2 Land Life for each creature discarded this way.',
    'For each Dragon creature you control, draw 1 card.': 'Draw 1 card for each Dragon creature you control.',
    'For each card in your hand, gain 1 Land Life.': 'Gain 1 Land Life for each card in your hand.',
    'When this card is summoned, for each other Wolf you control, this card gains +1 Strength until end of turn.':
        'When this card is summoned, this card gains +1 Strength for each other Wolf creature you control until end of turn.',
    # L-TXT-223
    'When the attached creature attacks a creature with higher Strength than the equipped creature, it gains +2 Strength until end of turn.':
        'When the attached creature attacks one creature with more Strength than the attached creature, it gains +2 Strength until end of turn.',
    'When the attached creature battles a creature with lower Strength than the creature this card is attached to, draw 1 card.':
        'When the attached creature battles one creature with less Strength than the attached creature, draw 1 card.',
    # L-TXT-222
    'When this card is destroyed in battle by a creature with higher Strength, destroy the creature it battled.':
        'When this card is destroyed in battle by one creature with more Strength than this card, destroy the creature it battled.',
    'Whenever a creature your opponent controls destroys this creature in battle, gain 2 Land Life.':
        'When this card is destroyed in battle by one creature your opponent controls, gain 2 Land Life.',
    'Each time this creature is destroyed by battle by a Dark creature, draw 1 card.':
        'When this card is destroyed in battle by one Dark creature, draw 1 card.',
    # L-TXT-190
    'At the end of the Battle Phase, destroy the creature this card battled this turn.':
        'At the end of each Battle Phase, destroy the creature this card battled this turn.',
    'When this card attacks, if this creature did not battle this turn, destroy the creature that this creature fought this turn.':
        'When this card attacks, if this card has not battled this turn, destroy the creature this card battled this turn.',
    'At the end of your Battle Phase, if this creature has already fought this turn, draw 1 card.':
        'At the end of your Battle Phase, if this card battled this turn, draw 1 card.',
    'At the end of your Battle Phase, if this card has not yet battled this turn, gain 2 Land Life.':
        'At the end of your Battle Phase, if this card has not battled this turn, gain 2 Land Life.',
    # L-TXT-189
    'Destroy all creatures your opponent controls that have already attacked twice this turn.':
        'Destroy all creatures your opponent controls that attacked 2 times this turn.',
    'Destroy 1 creature that has attacked 3 times this turn.': 'Destroy 1 creature that attacked 3 times this turn.',
    'At the end of your Battle Phase, subtract 1 from your Land Life for each creature you control that attacked 2 times this turn.':
        'At the end of your Battle Phase, you lose 1 Land Life for each creature you control that attacked 2 times this turn.',
    'Draw 1 card for each creature your opponent controls that did not attack this turn.':
        'Draw 1 card for each creature your opponent controls that has not attacked this turn.',
    'Destroy 1 creature that has not yet attacked this turn.': 'Destroy 1 creature that has not attacked this turn.',
    'Destroy 1 creature that did not attack this turn.': 'Destroy 1 creature that has not attacked this turn.',
    'All creatures you control that do not attack this turn gain +1 Strength.':
        'All creatures you control that have not attacked this turn gain +1 Strength.',
    'Destroy all creatures that have already attacked this turn.': 'Destroy all creatures that attacked this turn.',
    'Double the Strength of 1 creature you control until the end of the turn. At the end of the turn, destroy that creature.':
        'Double the Strength of 1 creature you control until end of turn. At the end of the turn, destroy that card.',  # L-TXT-122
    'Draw 1 card. At end of turn, discard 1 card.': 'Draw 1 card. At the end of the turn, discard 1 card.',
    'Draw 1 card. At the end of this turn, discard 1 card. Then gain 1 Land Life.':
        'Draw 1 card. At the end of the turn, discard 1 card, then gain 1 Land Life.',
    '(OPT): Draw 1 card. At the end of this Battle Phase, discard 1 card.':
        '(OPT): Draw 1 card. At the end of the Battle Phase, discard 1 card.',
    'Draw 1 card. At the beginning of your next turn, draw 1 card.': 'Draw 1 card. At the start of your next turn, draw 1 card.',
    'At the end of the Battle Phase, draw 1 card.': 'At the end of each Battle Phase, draw 1 card.',
    'At the end of this turn, gain 1 Land Life.': 'At the end of each End Phase, gain 1 Land Life.',
    'Choose one \u2014\n\u2022 Draw 1 card.\n\u2022 Gain 3 Land Life.\n\u2022 Destroy 1 Attachment on the field.':  # L-TXT-26 bullets
        'Choose one - draw 1 card; or gain 3 Land Life; or destroy 1 Attachment card on any side of the field.',
    'Place one creature on top of its owner\'s deck.': "Put one creature on top of its owner's deck.",  # 'place' for 'put'
    'Once per turn, you may look at the top card of your deck. You may place that card on the bottom of your deck.':
        '(OPT): You may look at the top 1 card of your deck, then you may put it on the bottom of your deck.',
    'Your opponent cannot play Boost - Interrupt cards during this turn.':  # Other spellings: 'during this turn'
        'Your opponent cannot play Boost - Interrupt cards until end of turn.',
    'When this card is summoned, you may choose 1 creature you control. It gains +2 Strength until end of turn.':  # L-TXT-113
        'When this card is summoned, you may choose 1 creature you control; it gains +2 Strength until end of turn.',
    'Destroy 1 creature your opponent controls with 3 Strength or less.':  # L-TXT-30, the number before 'Strength'
        'Destroy 1 creature with 3 or less Strength your opponent controls.',
    'All creatures with 6 Strength or more cannot attack.': 'All creatures with 6 or more Strength cannot attack.',
    'Angels you control cannot be destroyed by Boost cards.':
        'All Angel creatures you control cannot be destroyed by Boost cards.',
    'Wolves your opponent controls lose 1 Strength until end of turn.':
        'All Wolf creatures your opponent controls lose 1 Strength until end of turn.',
    'Your Fairies gain +1 Strength.': 'All Fairy creatures you control gain +1 Strength.',
    'Medium Beasts you control gain +1 Strength.': 'All Medium Beast creatures you control gain +1 Strength.',
    'Destroy Light Phoenixes your opponent controls with 3 or less Strength.':
        'Destroy all Light Phoenix creatures with 3 or less Strength your opponent controls.',
    'Summon this card during your Boost Phase by placing it on top of 1 Medium Wind creature you control.':
        'Summon this card on top of 1 Medium Wind creature you control.',
    'You may summon this card from your hand by placing it over a Dragon you control.':
        'Summon this card on top of one Dragon creature you control.',
    'You may summon this card during your Boost Phase by placing it on a Small creature you control.':
        'Summon this card on top of one Small creature you control.',
    # L-TXT-257: the host as the card placed underneath; "put", "under", "beneath", "this card"
    'To summon this card, place 1 Dark creature you control underneath it.':
        'Summon this card on top of 1 Dark creature you control.',
    'Summon this card by putting a Dragon you control under this card.':
        'Summon this card on top of one Dragon creature you control.',
    'To summon this card, put 1 Light creature you control beneath this card.':
        'Summon this card on top of 1 Light creature you control.',
    # L-TXT-258: the costs after "by" in the gerund, before the host, after "To summon this card,"
    'Summon this card by placing it on top of 1 Light creature you control and sending 1 Light creature from your hand to the Ruins.':
        'Summon this card on top of 1 Light creature you control and send 1 Light creature from your hand to the Ruins.',
    'Summon this card by sending 1 Dark creature you control to the Ruins and placing this card on top of another Dark creature you control.':
        'Summon this card on top of another Dark creature you control and sacrifice 1 Dark creature you control.',
    'Summon this card by paying 2 Land Life and discarding 1 card and putting it over a Beast you control.':
        'Summon this card on top of one Beast creature you control and pay 2 Land Life and discard 1 card.',
    'Summon this card by placing it on a Beast you control and sacrificing 1 Small creature you control.':
        'Summon this card on top of one Beast creature you control and sacrifice 1 Small creature you control.',
    'To summon this card, pay 2 Land Life and place 1 Water creature you control underneath it.':
        'Summon this card on top of 1 Water creature you control and pay 2 Land Life.',
    'To summon this card, place 1 Water creature you control underneath it and send 1 Water creature you control to the Ruins.':
        'Summon this card on top of 1 Water creature you control and sacrifice 1 Water creature you control.',
    'To summon this card, place it on top of 1 Water creature you control and discard 2 cards.':
        'Summon this card on top of 1 Water creature you control and discard 2 cards.',
    'To summon this card, sacrifice 1 Small creature you control and put this card over 1 Wolf you control.':
        'Summon this card on top of 1 Wolf creature you control and sacrifice 1 Small creature you control.',
    'Summon this card by placing it on top of 1 Light creature you control that was summoned this turn.':
        'Summon this card on top of 1 Light creature you control played this turn.',
    'Destroy all creatures your opponent controls that were played this turn.':
        'Destroy all creatures your opponent controls played this turn.',
    "This creature's Strength is twice the Strength of the card beneath it.":
        "This card's Strength is double the Strength of the card underneath.",
    "This card's Strength is equal to that of the card under it.":
        "This card's Strength is the Strength of the card underneath.",
    'This creature gains Strength equal to twice that of the card underneath it.':
        'This card gains Strength equal to double the Strength of the card underneath.',
    'Destroy target creature with Strength lower than the card underneath it.':
        'Destroy one creature with less Strength than the card underneath.',
    'Destroy target creature with higher Strength than that of the card beneath it.':
        'Destroy one creature with more Strength than the card underneath.',
    'Destroy target creature with Strength equal to or less than the Strength of the card underneath it.':
        'Destroy one creature with Strength less than or equal to the Strength of the card underneath.',
    'Destroy target creature with Strength greater than or equal to that of the card underneath.':
        'Destroy one creature with Strength more than or equal to the Strength of the card underneath.',
    'Play this card only during a turn in which you have not summoned a creature.':
        'Play this card only if you have not summoned a creature this turn.',
    'Play this only during a turn in which none of your creatures attacked. Draw 1 card.':
        'Play this card only if none of your creatures attacked this turn.\nDraw 1 card.',
    'If you did not attack this turn, gain 2 Land Life.': 'If none of your creatures attacked this turn, gain 2 Land Life.',
    'If your opponent attacked this turn, draw 1 card.': "If one of your opponent's creatures attacked this turn, draw 1 card.",
    'If you have played any Boost card this turn, draw 1 card.': 'If you played a Boost card this turn, draw 1 card.',
    'If you did not play a Boost card this turn, draw 1 card.': 'If you have not played a Boost card this turn, draw 1 card.',
    'You can play this card only if you control no creatures.': 'Play this card only if you control no creatures.',
    'This card can only be played during your Battle Phase.': 'Play this card only during your Battle Phase.',
    'This creature can be played only during your turn.': 'Play this card only during your turn.',
    "You may only play this card during your opponent's Battle Phase.": "Play this card only during your opponent's Battle Phase.",
    'At the start of your End Phase, send this card to the Ruins unless you pay 2 Land Life.':
        'At the start of your End Phase, you may pay 2 Land Life, then if you do not, send this card to the Ruins.',
    'At the end of each of your turns, pay 3 Land Life or destroy this creature.':
        'At the end of your End Phase, you may pay 3 Land Life, then if you do not, destroy this card.',
    'At the start of your Boost Phase, sacrifice this card unless you pay 1 Land Life, then draw 1 card.':
        'At the start of your Boost Phase, you may pay 1 Land Life, then if you do not, sacrifice this card, then draw 1 card.',
    "Play this only when your opponent's Dark creature attacks a creature you control.":
        'Play this card only when one Dark creature your opponent controls attacks one creature you control.',
    'Play this card only when one of your Light creatures is attacked by an opponent\'s Large creature.':
        'Play this card only when one Large creature your opponent controls attacks one Light creature you control.',
    'Play this card only when your opponent declares an attack.': 'Play this card only when one creature your opponent controls attacks.',
    'Play this card only when your opponent attacks.': 'Play this card only when one creature your opponent controls attacks.',
    'Play this card only when a creature your opponent controls attacks you.':
        'Play this card only when one creature your opponent controls attacks your Land Life directly.',
    'Play this card only when your creature is attacked.': 'Play this card only when one creature you control is attacked.',
    'This card can attack twice during each of your Battle Phases.': 'This card can attack twice per turn.',  # L-TXT-103
    'Choose 1 creature you control. This turn, it can attack twice.':
        '1 creature you control can attack an additional time this turn.',
    'Target creature you control can attack twice this turn.':
        'One creature you control can attack an additional time this turn.',
    'For the rest of this Battle Phase, your opponent cannot play Boost cards.':
        'Your opponent cannot play Boost cards until the end of the Battle Phase.',
    'When this creature attacks a Light creature, this creature gains +3 Strength until end of Battle Phase.':
        'When this card attacks one Light creature, this card gains +3 Strength until the end of the Battle Phase.',
    'Whenever the equipped creature is destroyed in battle, your opponent loses 3 Land Life.':
        'When the attached creature is destroyed in battle, your opponent loses 3 Land Life.',
    # L-TXT-118: a creature summoned from the Ruins or the hand without paying its cost.
    'Summon 1 creature from your Ruins without paying its cost. That creature cannot attack until the end of your next turn.':
        'Summon 1 creature from your Ruins without paying its cost, then that card cannot attack until the end of your next turn.',
    'You may summon 1 Fire creature with 3 or less Strength from your hand without paying its summoning cost.':
        'You may summon 1 Fire creature with 3 or less Strength from your hand without paying its cost.',
    'Summon up to 2 creatures in your Ruins without paying their cost.':
        'Summon up to 2 creatures from your Ruins without paying their costs.',
    # L-TXT-117: a card chosen in the Ruins or the hand, then moved; "in your Ruins" for "from your Ruins".
    'Once per turn, you may choose 1 card in your Ruins and place it on the bottom of your deck.':
        '(OPT): You may put 1 card from your Ruins on the bottom of your deck.',
    'Choose 1 card in your hand; put that card on top of your deck.':
        'Put 1 card from your hand on top of your deck.',
    'Choose up to 2 creatures from your Ruins, then shuffle those creatures into your deck.':
        'Shuffle up to 2 creatures from your Ruins into your deck.',
    'Choose 1 Dark creature with 4 or less Strength in your Ruins. Return it to your hand.':
        'Return 1 Dark creature with 4 or less Strength from your Ruins to your hand.',
    'You may choose 1 creature in your Ruins and return it to your side of the field.':
        'You may return 1 creature from your Ruins to the field.',
    'Add 1 creature in your Ruins to your hand.': 'Return 1 creature from your Ruins to your hand.',
    'Place 2 cards in your Ruins on the bottom of your deck.': 'Put 2 cards from your Ruins on the bottom of your deck.',
    'Shuffle 1 card in your Ruins into your deck.': 'Shuffle 1 card from your Ruins into your deck.',
    'Return 1 Fire creature in your Ruins to the field.': 'Return 1 Fire creature from your Ruins to the field.',
    # L-TXT-116: a look whose keeping and rest are sentences of their own.
    'When this card is summoned, look at the top 3 cards of your deck. You may add 1 of them to your hand. Place the rest on the bottom of your deck in any order.':
        'When this card is summoned, look at the top 3 cards of your deck, then put up to 1 of them in your hand and the rest on the bottom of your deck in any order.',
    'Look at the top 4 cards of your deck. Add 1 of them to your hand. Send the rest to the Ruins.':
        'Look at the top 4 cards of your deck, then put 1 of them in your hand and the rest in the Ruins.',
    'Look at the top 5 cards of your deck. Add up to 2 Creature cards from among them to your hand. Then put the others back on top in any order.':
        'Look at the top 5 cards of your deck, then put up to 2 creatures from among them in your hand and the rest back on top in any order.',
    'Look at the top 3 cards of your deck and you may put 1 of them into your hand, and place the rest on the bottom of your deck.':
        'Look at the top 3 cards of your deck, then put up to 1 of them in your hand and the rest on the bottom of your deck.',
    'Look at the top 5 cards of your deck. You may add 1 of them to your hand, then put 2 of them back on top and the rest in the Ruins.':
        'Look at the top 5 cards of your deck, then put up to 1 of them in your hand, then put 2 of them back on top and the rest in the Ruins.',
    # L-TXT-115: the top cards of the deck stacked.
    "Once per turn, you may stack the top card of your deck underneath this creature.":
        "(OPT): You may stack the top 1 card of your deck underneath this card.",
    "(OPT): Stack the top card of your deck under the attached creature.":
        "(OPT): Stack the top 1 card of your deck underneath the attached creature.",
    # L-TXT-114: each player gains; counted for each player; each player's phase.
    "At the start of each player's Draw Phase, each player gains 1 Land Life.":
        "At the start of each Draw Phase, each player gains 1 Land Life.",
    "Each player gain 2 Land Life.": "Each player gains 2 Land Life.",
    # L-TXT-113: a choice named back in a scaled effect, or after a semicolon.
    "Choose 1 creature you control. It gains +1 Strength for each creature your opponent controls until the end of the turn.":
        "1 creature you control gains +1 Strength for each creature your opponent controls until end of turn.",
    "(OPT) Choose 1 Water creature you control; it gains +2 Strength until end of turn.":
        "(OPT): 1 Water creature you control gains +2 Strength until end of turn.",
    # L-TXT-112: destroyed by a Boost card, in a replacement and in a prohibition.
    "If a Serpent you control would be destroyed by a Boost card, you may send this card to the Ruins instead.":
        "If one Serpent creature you control would be destroyed by a Boost card's effect, you may send this card to the Ruins instead.",
    "If this creature would be destroyed by the effect of a Boost card, draw 1 card instead.":
        "If this card would be destroyed by a Boost card's effect, draw 1 card instead.",
    "The equipped creature cannot be destroyed by Boost card effects.":
        "The attached creature cannot be destroyed by Boost cards.",
    "This creature cannot be destroyed by a Boost card's effect until end of turn.":
        "This card cannot be destroyed by Boost cards until end of turn.",
    # L-TXT-111: a look split three ways, kept up to a number or by kind, each card on top or on the bottom.
    'Look at the top 5 cards of your deck. Add 1 of them to your hand, put 1 of them on top of your deck, and send the rest to the Ruins.':
        'Look at the top 5 cards of your deck, then put 1 of them in your hand, then put 1 of them back on top and the rest in the Ruins.',
    'Look at the top 4 cards of your deck. Add up to 2 of them to your hand and put the rest back on top in any order.':
        'Look at the top 4 cards of your deck, then put up to 2 of them in your hand and the rest back on top in any order.',
    'Look at the top 4 cards of your deck and add 2 of them to your hand, and send the others to the Ruins.':
        'Look at the top 4 cards of your deck, then put 2 of them in your hand and the rest in the Ruins.',
    'Look at the top 5 cards of your deck. Add up to 2 Creature cards from among them to your hand, and send the rest to the Ruins.':
        'Look at the top 5 cards of your deck, then put up to 2 creatures from among them in your hand and the rest in the Ruins.',
    'Look at the top 3 cards of your deck. Add 1 Dragon from among them to your hand and put the rest on the bottom of your deck in any order.':
        'Look at the top 3 cards of your deck, then put 1 Dragon creature from among them in your hand and the rest on the bottom of your deck in any order.',
    'Look at the top 3 cards of your deck, then put them on the top or bottom of your deck in any order.':
        'Look at the top 3 cards of your deck, then put them back on top or on the bottom of your deck in any order.',
    'Look at the top 4 cards of your deck. Put any number of them on top of your deck in any order and the rest on the bottom of your deck in any order.':
        'Look at the top 4 cards of your deck, then put them back on top or on the bottom of your deck in any order.',
    'Look at the top 4 cards of your deck. Put any number of them back on top in any order and put the rest on the bottom.':
        'Look at the top 4 cards of your deck, then put any number of them back on top in any order and the rest on the bottom of your deck.',
    'If this creature would be destroyed in battle, you may discard 1 card instead.':
        'If this card would be destroyed by battle, you may discard 1 card instead.',
    'If the equipped creature would be destroyed by an effect, you may send this card to the Ruins instead.':
        'If the attached creature would be destroyed by a card ability, you may send this card to the Ruins instead.',
    'If you would gain Land Life from a card ability, you gain double that amount instead.':
        'If you would gain Land Life, gain twice that much Land Life instead.',
    'If your opponent would gain Land Life from card effects, they lose that much Land Life instead.':
        'If your opponent would gain Land Life, they lose that much Land Life instead.',
    'If a creature you control would be destroyed by battle this turn, return it to your hand instead.':
        'This turn, if one creature you control would be destroyed by battle, return it to your hand instead.',
    'Until the end of the turn, if a creature would leave the field, draw 1 card instead.':
        'This turn, if one creature would leave the field, draw 1 card instead.',
    'If a creature you control would be destroyed by an effect, return it to your hand instead.':
        'If one creature you control would be destroyed by a card ability, return it to your hand instead.',
    'If this creature would be destroyed in battle, gain 3 Land Life instead.':
        'If this card would be destroyed by battle, gain 3 Land Life instead.',
    'If an Attachment would be destroyed by an ability, draw 1 card instead.':
        'If one Attachment card would be destroyed by a card ability, draw 1 card instead.',
    'Play this card only if your opponent controls more creatures than you do.':
        'Play this card only if your opponent controls more creatures than you.',
    'Play this only if you control less creatures than your opponent. Draw 1 card.':
        'Play this card only if you control fewer creatures than your opponent.\nDraw 1 card.',
    'At the start of your Draw Phase, if you have no cards in your hand, draw 1 extra card.':
        'At the start of your Draw Phase, if you have no cards in your hand, draw 1 card.',
    'When this card is summoned, if your hand is empty, you draw 2 additional cards.':
        'When this card is summoned, if you have no cards in your hand, draw 2 cards.',
    'If you have a Dragon in your hand, this creature gains +1 Strength.':
        'If you have 1 or more Dragon creatures in your hand, this card gains +1 Strength.',
    'When this card is discarded from your hand, draw 1 card.': 'When this card is discarded, draw 1 card.',
    "When this creature is discarded from its owner's hand, you gain 2 Land Life.":
        'When this card is discarded, gain 2 Land Life.',
    'Whenever you discard this card from your hand, your opponent loses 1 Land Life.':
        'When this card is discarded, your opponent loses 1 Land Life.',
    'Whenever your opponent summons a creature, that creature loses 1 Strength.':
        'When one creature your opponent controls is summoned, that card loses 1 Strength.',
    'Whenever you summon a Fire creature, it gains +1 Strength until end of turn.':
        'When one Fire creature you control is summoned, it gains +1 Strength until end of turn.',
    'Each time a player summons a Large creature, each player draws 1 card.':
        'When one Large creature on any side of the field is summoned, each player draws 1 card.',
    'Whenever a creature is summoned, you gain 1 Land Life.':
        'When one creature is summoned, gain 1 Land Life.',
    # L-TXT-93: kept off by two kinds of card at once.
    "This creature cannot be targeted by your opponent's Boost cards or Land abilities.":
        "This card cannot be targeted by your opponent's Boost cards, then this card cannot be targeted by "
        "your opponent's Land cards.",
    "This card cannot be destroyed by your opponent's Attachment cards or Boost effects.":
        "This card cannot be destroyed by your opponent's Attachment cards, then this card cannot be destroyed "
        "by your opponent's Boost cards.",
    "The attached creature cannot be destroyed by Boost or Land cards.":
        "The attached creature cannot be destroyed by Boost cards, then the attached creature cannot be destroyed "
        "by Land cards.",
    "One creature cannot be targeted by Attachment effects or Mutated cards until end of turn.":
        "One creature cannot be targeted by Attachment cards until end of turn, then it cannot be targeted by "
        "Mutated cards until end of turn.",
    # L-TXT-92: a type and its subtype written with a dash; two sizes joined by "and" before a plural.
    "All Dark - Zombie creatures gain +1 Strength.": "All Dark Zombie creatures gain +1 Strength.",
    "Destroy all Fire-Dragon creatures with 3 or less Strength.":
        "Destroy all Fire Dragon creatures with 3 or less Strength.",
    "Medium and Large creatures you summon require 1 less Land Life.":
        "Medium or Large creatures you control require 1 less Land Life to summon.",
    "Large and Small Water creatures you control gain +1 Strength.":
        "All Small or Large Water creatures you control gain +1 Strength.",
    # L-TXT-91: the attached creature named back after the attach sentence; one subject, two predicates.
    "Attach this card to a creature your opponent controls. That creature loses 3 Strength and cannot attack.":
        "Attach this card to one creature your opponent controls.\n"
        "The attached creature loses 3 Strength, then the attached creature cannot attack.",
    "You may attach this card to a creature. That creature cannot attack, and its abilities cannot be activated.":
        "Attach this card to one creature.\n"
        "The attached creature cannot attack, then the attached creature cannot activate abilities.",
    "Attach this card to a creature. It cannot be destroyed.":
        "Attach this card to one creature.\nThe attached creature cannot be destroyed.",
    "All creatures your opponent controls lose 1 Strength and cannot attack.":
        "All creatures your opponent controls lose 1 Strength, then all creatures your opponent controls cannot attack.",
    "One creature gains +2 Strength and cannot be destroyed.":
        "One creature gains +2 Strength, then it cannot be destroyed.",
    # L-TXT-90: a negation named the other way round, an opponent's card, "and" after a negation, "their deck".
    "Negate a Boost card's activation and put that card on the bottom of its owner's deck.":
        "Negate the activation of one Boost card, then put that card on the bottom of its owner's deck.",
    "Negate the activation of an opponent's Boost card and put that card on top of their deck.":
        "Negate the activation of one Boost card your opponent controls, then put that card on top of its owner's deck.",
    "Negate the activation of an Attachment's ability. If you do, destroy that Attachment.":
        "Negate the activation of an ability of one Attachment card, then if you do, destroy that card.",
    "Destroy an opponent's Small creature with 2 or less Strength.":
        "Destroy one Small creature with 2 or less Strength your opponent controls.",
    "Negate a Large Fire creature's activation.": "Negate the activation of one Large Fire creature.",
    'Once per turn, send 1 card stacked underneath this creature to the Ruins to draw 1 card.':
        '(OPT) Send 1 card stacked underneath this card to the Ruins: Draw 1 card.',
    'Send 2 stacked cards to the Ruins: draw 2 cards.':
        'Send 2 cards stacked underneath this card to the Ruins: Draw 2 cards.',
    "When this creature attacks, you may send 1 card beneath this creature to the Ruins. If you don't, you gain 2 Land Life.":
        "When this card attacks, you may send 1 card stacked underneath this card to the Ruins, then if you do not, gain 2 Land Life.",
    'This creature gains +1 Strength for each card stacked underneath it.':
        'This card gains +1 Strength for each card stacked underneath this card.',
    'This creature gains +1 Strength for each card underneath this creature.':
        'This card gains +1 Strength for each card underneath this card.',  # L-TXT-337: a host counts too
    'Your opponent loses 1 Land Life for each stacked card.':
        'Your opponent loses 1 Land Life for each card stacked underneath this card.',
    'The equipped creature gains +1 Strength for each card beneath it until end of turn.':
        'The attached creature gains +1 Strength for each card underneath the attached creature until end of turn.',  # L-TXT-337
    'Take control of 1 Medium or Small creature your opponent controls until the end of the turn.':
        'Take control of 1 Small or Medium creature your opponent controls until end of turn.',
    'At the start of your End Phase, you may put 1 card from your hand on the bottom of your deck. If you do, draw 1 card.':
        'At the start of your End Phase, you may put 1 card from your hand on the bottom of your deck, then if you do, draw 1 card.',
    'Negate the activation of an ability of a creature with 5 or more Strength. If you do, that creature loses 2 Strength.':
        'Negate the activation of an ability of one creature with 5 or more Strength, then if you do, that card loses 2 Strength.',
    'When this creature leaves the field, your opponent must discard 1 card.':
        'When this card leaves the field, your opponent discards 1 card.',
    'When this card is summoned, your opponent must lose 1 Land Life.':
        'When this card is summoned, your opponent loses 1 Land Life.',
    'When this card is summoned, each player must draw 1 card.':
        'When this card is summoned, each player draws 1 card.',
    'Summon this card by placing it on a Medium creature you control.':
        'Summon this card on top of one Medium creature you control.',
    'To summon this card, place it on 1 Dark creature you control.':
        'Summon this card on top of 1 Dark creature you control.',
    'Return 1 creature from your Ruins to your hand. If it is a Medium creature, you also gain 2 Land Life.':
        'Return 1 creature from your Ruins to your hand, then if it was a Medium creature, gain 2 Land Life.',
    'Draw 1 card, then you also gain 1 Land Life.': 'Draw 1 card, then gain 1 Land Life.',
    'Ability - Stack 2. When this card is summoned, draw 1 card.':
        'When this card is summoned, draw 1 card - Stack 2.',
    'Destroy 1 creature. Its abilities cannot be activated until end of turn.':
        'Destroy 1 creature, then it cannot activate abilities until end of turn.',
    "When this card is summoned, 1 creature cannot attack until end of turn, and that creature's abilities cannot be activated until end of turn.":
        'When this card is summoned, 1 creature cannot attack until end of turn, then that card cannot activate abilities until end of turn.',
    "Attach this card to a creature. The attached creature's abilities cannot be activated.":
        'Attach this card to one creature.\nThe attached creature cannot activate abilities.',
    # LR-133: the plain "a creature your opponent controls" after "You may" is one creature on any side
    'You may attach this card to a creature your opponent controls. The attached creature cannot attack.':
        'Attach this card to one creature on any side of the field.\nThe attached creature cannot attack.',
    'You may attach this card only to a creature your opponent controls.':  # LR-133: "only" keeps the opponent's alone
        'Attach this card to one creature your opponent controls.',
    'You may attach only to a creature your opponent controls.':
        'Attach this card to one creature your opponent controls.',
    'You may attach this card to a Dark creature your opponent controls.':
        'Attach this card to one Dark creature your opponent controls.',
    'Attach this card to a creature your opponent controls.':
        'Attach this card to one creature your opponent controls.',
    'Summoning Small Fire creatures requires 2 less Land Life.':
        'Small Fire creatures you control require 2 less Land Life to summon.',
    'All Dragon creatures you control require 1 less Land Life to summon.':
        'Dragon creatures you control require 1 less Land Life to summon.',
    'Light creatures you summon require 1 less Land Life to summon.':
        'Light creatures you control require 1 less Land Life to summon.',
    'Look at the top card of your deck. You may put that card on the bottom of your deck.':
        'Look at the top 1 card of your deck, then you may put it on the bottom of your deck.',
    'You may look at the top card of your deck and put it on the bottom of your deck.':
        'Look at the top 1 card of your deck, then you may put it on the bottom of your deck.',
    'Look at the top 2 cards of your deck and put those cards on the bottom of your deck.':
        'Look at the top 2 cards of your deck, then put them on the bottom of your deck.',
    'Send up to 2 cards from your hand to the Ruins, then draw 1 card for each card sent this way.':
        'Discard up to 2 cards, then draw 1 card for each card sent this way.',
    'Send 2 cards from your hand to the Ruins.': 'Discard 2 cards.',
    'Your opponent loses 1 Land Life for each creature in their Ruins.':
        "Your opponent loses 1 Land Life for each creature in your opponent's Ruins.",
    'This card gains +1 Strength for each Golem in their deck.':
        "This card gains +1 Strength for each Golem creature in your opponent's deck.",
    'If you would gain Land Life, you gain double that amount instead.':
        'If you would gain Land Life, gain twice that much Land Life instead.',
    'If you would gain Land Life, your opponent gains double that much of Land Life instead.':
        'If you would gain Land Life, your opponent gains twice that much Land Life instead.',
    'All Light creatures you control gain +2 Strength during your Battle Phase.':
        'During your Battle Phase, all Light creatures you control gain +2 Strength.',
    "Fire creatures you control gain +1 Strength during your opponent's turn.":
        "During your opponent's turn, all Fire creatures you control gain +1 Strength.",
    'If it is your Draw Phase, gain 1 Land Life.': 'During your Draw Phase, gain 1 Land Life.',
    'A deck may include up to 8 copies of this card.': 'You may include up to 8 copies of this card in your deck.',
    'A deck can contain up to 6 copies of this card.': 'You may include up to 6 copies of this card in your deck.',
    'When the creature this card is attached to leaves the field, return this card to your hand instead of sending it to the Ruins.':
        'When the attached creature leaves the field, return this card to your hand instead of sending it to the Ruins.',
    'The creature this card is equipped to gains +1 Strength.': 'The attached creature gains +1 Strength.',
    'All creatures your opponent controls cannot attack until the end of their next turn.':
        "All creatures your opponent controls cannot attack until the end of your opponent's next turn.",
    'For the rest of this turn, their creatures cannot attack.':
        'All creatures your opponent controls cannot attack until end of turn.',
    "One creature gains +1 Strength for the rest of the turn.": "One creature gains +1 Strength until end of turn.",
    'Look at the top 3 cards of your deck. Add 1 of them to your hand and place the rest on the bottom of your deck.':
        'Look at the top 3 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck.',
    'Whenever a creature you control is destroyed in battle, gain 1 Land Life.':
        'When one creature destroys one creature you control in battle, gain 1 Land Life.',
    'When a creature your opponent controls is destroyed by battle, draw 1 card.':
        'When one creature destroys one creature your opponent controls in battle, draw 1 card.',
    'Return 1 creature from your Ruins to the top of your deck.':
        'Put 1 creature from your Ruins on top of your deck.',
    'Return 1 creature from your Ruins to the bottom of your deck.':
        'Put 1 creature from your Ruins on the bottom of your deck.',
    'Your Small creatures can attack an additional time each turn.':
        'All Small creatures you control can attack twice per turn.',
    "Your opponent's creatures lose 1 Strength.": 'All creatures your opponent controls lose 1 Strength.',
    'Choose 1 creature you control with 2 or less Strength. It gains +2 Strength until end of turn.':
        '1 creature with 2 or less Strength you control gains +2 Strength until end of turn.',
    'Choose one creature. Destroy that creature.': 'Destroy one creature.',
    'Attach this card only to a creature with 2 or less Strength.': 'Attach this card to one creature with 2 or less Strength.',
    'This card cannot attack during the turn it is summoned.': 'If this card was played this turn, this card cannot attack.',
    'This creature cannot be destroyed during the turn this creature was played.':
        'If this card was played this turn, this card cannot be destroyed.',
    'Once per turn, when a creature you control destroys a creature in battle, gain 2 Land Life.':
        '(OPT) When one creature you control destroys one creature in battle, gain 2 Land Life.',
    'Summon this card by placing it over 1 Phoenix you control.': 'Summon this card on top of 1 Phoenix creature you control.',
    'To summon this card, place it on top of a Wolf you control.': 'Summon this card on top of one Wolf creature you control.',
    'One creature gains +1 strength until the end of this turn.': 'One creature gains +1 Strength until end of turn.',
    'Look at the top 3 cards of your deck. Add 1 of them to your hand and put the others on the bottom of your deck.':
        'Look at the top 3 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck.',
    "You may activate this card's ability during your opponent's turn.":
        "You may activate this card's abilities during your opponent's turn.",
    'Negate the activation of a creature ability.': 'Negate the activation of an ability of one creature.',
    'Search your deck for 1 Attachment and add it to your hand.':
        'Search your deck for 1 Attachment card, put it in your hand, then shuffle.',
    'Once per turn, you may put 1 card from your hand underneath this card as a stacked card.':
        '(OPT): You may stack 1 card from your hand underneath this card.',
    "At the end of your opponent's turn, draw 1 card.": "At the end of your opponent's End Phase, draw 1 card.",
    'At the end of each of your turns, draw 1 card.': 'At the end of your End Phase, draw 1 card.',
    'Once per turn: pay 3 Land Life to draw 1 card.': '(OPT) Pay 3 Land Life: Draw 1 card.',
    "draw 2 cards.": "Draw 2 cards.",
    "DRAW 2 CARDS.": "Draw 2 cards.",
    "  Draw\t2   cards .  ": "Draw 2 cards.",
    "Draw 1 cards.": "Draw 1 card.",
    "Draw 2 card.": "Draw 2 cards.",
    "Draw 02 cards.": "Draw 2 cards.",
    "Once per turn, pay 2 Land Life: draw 1 card.": "(OPT) Pay 2 Land Life: Draw 1 card.",
    "(opt) pay 2 land life: draw 1 card.": "(OPT) Pay 2 Land Life: Draw 1 card.",
    "Destroy an Attachment card.": "Destroy one Attachment card.",
    "Destroy a creature.": "Destroy one creature.",
    "Destroy one other creature.": "Destroy another creature.",
    "Destroy an other creature.": "Destroy another creature.",
    "Search your deck for a Zombie creature, put it in your hand, then shuffle.":
        "Search your deck for one Zombie creature, put it in your hand, then shuffle.",
    "This card gains -2 Strength.": "This card loses 2 Strength.",
    "This card gain +2 Strength.": "This card gains +2 Strength.",
    "Your opponent lose 1 Land Life.": "Your opponent loses 1 Land Life.",
    "You loses 1 Land Life.": "You lose 1 Land Life.",
    "Each player pay 1 Land Life.": "Each player pays 1 Land Life.",
    "If you controls no creature, draw 1 card.": "If you control no creatures, draw 1 card.",
    "Roll a six-sided die: 1–3, draw 1 card; 4—6, gain 1 Land Life.": "Roll a six-sided die: 1-3, draw 1 card; 4-6, gain 1 Land Life.",
    "Roll a six‑sided die: 1-6, draw 1 card.": "Roll a six-sided die: 1-6, draw 1 card.",
    "Destroy one Boost – Continuous card on your opponent’s side of the field.":
        "Destroy one Boost - Continuous card on your opponent's side of the field.",
    "Draw 2 cards.\r\n\r\nDraw 1 card.\n": "Draw 2 cards.\nDraw 1 card.",
    "Draw 2 cards. Draw 1 card.": "Draw 2 cards.\nDraw 1 card.",
    "Two creatures gains +1 Strength.": "Two creatures gain +1 Strength.",
    # The print's own wordings: a payment with no player, a comma alone, "from" for "on", the stack note.
    "Pay 2 Land Life, draw 1 card.": "You pay 2 Land Life, then draw 1 card.",
    "Draw 1 card, gain 1 Land Life, then draw 1 card.": "Draw 1 card, then gain 1 Land Life, then draw 1 card.",
    "Roll a six-sided die: 1-3, draw 1 card, gain 1 Land Life.": "Roll a six-sided die: 1-3, draw 1 card, then gain 1 Land Life.",
    "If you control no creatures, draw 1 card, pay 1 Land Life.": "If you control no creatures, draw 1 card, then you pay 1 Land Life.",
    "Destroy one creature from your opponent's side of the field.": "Destroy one creature on your opponent's side of the field.",
    "Return all cards from any side of the field to its owner's hand.": "Return all cards on any side of the field to its owner's hand.",
    "Remove an Attachment card from one creature from your side of the field.":
        "Remove one Attachment card from one creature on your side of the field.",
    "Draw 1 card. - Stack 1": "(OPT): Draw 1 card - Stack 1.",  # it happens once (L-TXT-57)
    "Draw 1 card. – Stack 1.\nGain 1 Land Life.": "(OPT): Draw 1 card - Stack 1.\nGain 1 Land Life.",
    "Draw 1 card — Stack 3.": "(OPT): Draw 1 card - Stack 3.",
    "once per turn, pay 1 land life: draw 1 card. -stack 2 draw 1 card.": "(OPT) Pay 1 Land Life: Draw 1 card - Stack 2.\nDraw 1 card.",
    "When this card is played, draw 1 card. - Stack 1.": "When this card is played, draw 1 card - Stack 1.",
    # Designers' other spellings (L-TXT-25 to L-TXT-38).
    'When this card leaves the field, you gain 2 Land Life.': 'When this card leaves the field, gain 2 Land Life.',
    'Return one creature card from your Ruins to your hand.': 'Return one creature from your Ruins to your hand.',
    'Discard 1 card: draw 2 cards.': 'Discard 1 card: Draw 2 cards.',
    'This card can attack an additional time each turn.': 'This card can attack twice per turn.',
    "If it is your opponent's turn, draw 1 card.": "During your opponent's turn, draw 1 card.",
    'One creature gains +3 Strength until the end of turn.': 'One creature gains +3 Strength until end of turn.',
    'Once per turn: draw 1 card.': '(OPT): Draw 1 card.',
    'The equipped creature cannot be destroyed.': 'The attached creature cannot be destroyed.',
    'Return one creature from your side of the field to its owner\'s hand.': "Return one creature on your side of the field to its owner's hand.",
    'You draw 1 card.': 'Draw 1 card.',
    'Destroy an Attachment.': 'Destroy one Attachment card.',
    'Destroy all Attachments your opponent controls.': 'Destroy all Attachment cards your opponent controls.',
    'Target creature loses 2 Strength.': 'One creature loses 2 Strength.',
    'The activation of this card cannot be negated.': 'This card cannot be negated.',
    'This creature cannot be destroyed by battle.': 'This card cannot be destroyed by battle.',
    'When this creature leaves the field, draw 1 card.': 'When this card leaves the field, draw 1 card.',
    '(OPT) Draw 1 card.': '(OPT): Draw 1 card.',
    "This card can be played during your opponent's turn.": "You may play this card during your opponent's turn.",
    'Summoning this creature requires 1 less Land Life.': 'Summoning this card requires 1 less Land Life.',
    "Destroy target creature. Return it to its owner's hand.":
        "Destroy one creature, then return it to its owner's hand.",
    'Destroy target creature. Then draw 1 card.':
        'Destroy one creature, then draw 1 card.',
    'Destroy target creature, then put it into your hand.':
        'Destroy one creature, then return it to your hand.',
    'Destroy target creature, then add it to your hand.':
        'Destroy one creature, then return it to your hand.',
    'Destroy target creature, then put that creature in your hand.':
        'Destroy one creature, then return that card to your hand.',
    "Destroy two creatures, then return those creatures to its owner's hand.":
        "Destroy two creatures, then return them to its owner's hand.",
    "When this creature leaves the field, return the card beneath it to its owner's hand.":
        "When this card leaves the field, return the card underneath to its owner's hand.",
    'When this creature battles, the creature it fought loses 1 Strength until end of turn.':
        'When this card battles, the creature it battled loses 1 Strength until end of turn.',
    'Until end of turn, one creature cannot attack.':
        'One creature cannot attack until end of turn.',
    'One creature cannot attack this turn.':
        'One creature cannot attack until end of turn.',
    "Double this creature's Strength until end of turn.":
        'Double the Strength of this card until end of turn.',
    'Look at the top 3 cards of your deck and put them back in any order.':
        'Look at the top 3 cards of your deck, then put them back in any order.',
    'Look at the top 3 cards of your deck, put 1 of them into your hand and the rest into the Ruins.':
        'Look at the top 3 cards of your deck, then put 1 of them in your hand and the rest in the Ruins.',
    'Gain control of target creature your opponent controls until end of turn.':
        'Take control of one creature your opponent controls until end of turn.',
    'If the equipped creature would be destroyed, destroy this card instead.':
        'If the attached creature would be destroyed, destroy this card instead.',
    'Stack 1 card from your hand under this creature.':
        'Stack 1 card from your hand underneath this card.',
    'Send the top card of your deck to the Ruins.':
        'Send the top 1 card of your deck to the Ruins.',
    'Your opponent sends the top 3 cards of their deck to the Ruins.':
        "Send the top 3 cards of your opponent's deck to the Ruins.",
    'Each player sends the top card of their deck to the Ruins.':
        "Send the top 1 card of each player's deck to the Ruins.",
    'Look at the top 5 cards of your deck. Add 1 of them to your hand and put the rest on the bottom of your deck in any order.':
        'Look at the top 5 cards of your deck, then put 1 of them in your hand and the rest on the bottom of your deck in any order.',
    'Whenever this creature attacks, draw 1 card.':
        'When this card attacks, draw 1 card.',
    'Each time a creature is destroyed, gain 1 Land Life.':
        'When one creature is destroyed, gain 1 Land Life.',
    'You may have up to 8 copies of this card in your deck.':
        'You may include up to 8 copies of this card in your deck.',
    "You may activate this during your opponent's turn.":
        "You may activate this card's abilities during your opponent's turn.",
    'Play this only during your Battle Phase.':
        'Play this card only during your Battle Phase.',
    "This card's activation cannot be negated.":
        'This card cannot be negated.',
    'Target creature gains +3 Strength until end of turn, and it can attack one additional time this turn.':
        'One creature gains +3 Strength until end of turn, then it can attack an additional time this turn.',
    'Search your deck for a Water creature, add it to your hand, then shuffle your deck.':
        'Search your deck for one Water creature, put it in your hand, then shuffle.',
    'Destroy target creature your opponent controls with 4 or less Strength.':
        'Destroy one creature with 4 or less Strength your opponent controls.',
    'Fire creatures you control gain +1 Strength.':
        'All Fire creatures you control gain +1 Strength.',
    'Draw 1 card for each Zombie you control.':
        'Draw 1 card for each Zombie creature you control.',
    'If you control a Dragon, draw 1 card.':
        'If you control 1 or more Dragon creatures, draw 1 card.',
    'Destroy a Dragon your opponent controls.':
        'Destroy one Dragon creature your opponent controls.',
    'Return Dragon creature cards from your Ruins to your hand.':
        'Return all Dragon creatures from your Ruins to your hand.',
    'Boost cards your opponent controls cannot be sent to the Ruins.':
        'All Boost cards your opponent controls cannot be sent to the Ruins.',
    'If you control a Dragon, this card requires 2 less Land Life to summon.':
        'If you control 1 or more Dragon creatures, summoning this card requires 2 less Land Life.',
    'This card requires 1 less Land Life to summon for each Fairy you control.':
        'Summoning this card requires 1 less Land Life for each Fairy creature you control.',
    'This card gains +1 Strength for each Golem in your Ruins.':
        'This card gains +1 Strength for each Golem creature in your Ruins.',
    "Negate the activation of a creature's ability, then destroy that creature.":
        'Negate the activation of an ability of one creature, then destroy that card.',
    "Negate the activation of a card's ability.":
        'Negate the activation of an ability of one card.',
    'Negate the activation of a Land ability.':
        'Negate the activation of an ability of one Land card.',
    'Put 1 card from your Ruins on the bottom of your deck.':
        'Put 1 card from your Ruins on the bottom of your deck.',
    'Gain 2 Land Life for each creature on the field.':
        'Gain 2 Land Life for each creature on any side of the field.',
    'Send the top 5 cards of your deck to the Ruins. Draw 1 card for each Boost card sent this way.':
        'Send the top 5 cards of your deck to the Ruins, then draw 1 card for each Boost card sent this way.',
    'Your deck can include up to 6 copies of this card.':
        'You may include up to 6 copies of this card in your deck.',
    '(OPT) Target creature gains +1 Strength until the end of the turn.':
        '(OPT): One creature gains +1 Strength until end of turn.',
    'When this card is sent from the field to the Ruins, draw 1 card.':
        'When this card is sent to the Ruins, draw 1 card.',
    'This card can attack twice each Battle Phase.':
        'This card can attack twice per turn.',
    'This card can attack up to 3 times each turn.':
        'This card can attack 3 times per turn.',
    'At the start of each of your Boost Phases, gain 1 Land Life.':
        'At the start of your Boost Phase, gain 1 Land Life.',
    'Creatures you played this turn gain +1 Strength.':
        'All creatures you control played this turn gain +1 Strength.',
    'Destroy target creature your opponent played this turn.':
        'Destroy one creature your opponent controls played this turn.',
    'Destroy all creatures summoned this turn.':
        'Destroy all creatures played this turn.',
    'Whenever this creature battles a Dark creature, draw 1 card.':
        'When this card battles one Dark creature, draw 1 card.',
    'Once per turn, you may pay 2 Land Life to have this card gain +3 Strength until end of turn.':
        '(OPT) Pay 2 Land Life: This card gains +3 Strength until end of turn.',
    'You may pay 1 Land Life to draw 1 card.':
        'Pay 1 Land Life: Draw 1 card.',
    'Put 1 Attachment from your Ruins into your hand.':
        'Return 1 Attachment card from your Ruins to your hand.',
    'Add 1 Beast from your Ruins to your hand.':
        'Return 1 Beast creature from your Ruins to your hand.',
    'You may you pay 2 Land Life, then draw 1 card.':
        'You may pay 2 Land Life, then draw 1 card.',
    'All creatures your opponent controls cannot attack during their next turn.':
        "All creatures your opponent controls cannot attack until the end of your opponent's next turn.",
    'Each turn, this card can attack up to 3 times.':
        'This card can attack 3 times per turn.',
    "Your opponent loses Land Life equal to this card's Strength.":
        'Your opponent loses Land Life equal to the Strength of this card.',
    'Destroy one creature. If that creature was a Dragon, draw 1 card.':
        'Destroy one creature, then if it was a Dragon creature, draw 1 card.',
    'Destroy one creature, then if it is an Earth creature, draw 1 card.':
        'Destroy one creature, then if it was an Earth creature, draw 1 card.',
    'Destroy one creature, then if that card was a creature, draw 1 card.':
        'Destroy one creature, then if it was a creature, draw 1 card.',
    'shuffle 2 dragon creature cards from your ruins into your deck.':
        'Shuffle 2 Dragon creatures from your Ruins into your deck.',
    "Play this only during your opponent's Draw Phase.":
        "Play this card only during your opponent's Draw Phase.",
    "This ability can be activated during your opponent's turn.":
        "You may activate this card's abilities during your opponent's turn.",
    "This creature's abilities can be activated during your opponent's turn.":
        "You may activate this card's abilities during your opponent's turn.",
    'each time this creature destroys a dark creature in battle, draw 1 card.':
        'When this card destroys one Dark creature in battle, draw 1 card.',
    'whenever a creature you control destroys a creature in battle, draw 1 card.':
        'When one creature you control destroys one creature in battle, draw 1 card.',
    'Ability - Stack 1: Draw 1 card.': '(OPT): Draw 1 card - Stack 1.',
    'One creature gains +2 Strength until end of turn - Stack 2.': '(OPT): One creature gains +2 Strength until end of turn - Stack 2.',
    'the equipped creature cannot be targeted by boost cards your opponent plays.':
        "The attached creature cannot be targeted by your opponent's Boost cards.",
    'this card cannot be targeted by your opponent.': "This card cannot be targeted by your opponent's cards.",
    'this card cannot be targeted by land effects.': 'This card cannot be targeted by Land cards.',
    'if your opponent would gain land life, you gain that much land life instead.':
        'If your opponent would gain Land Life, gain that much Land Life instead.',
    'If your opponent would gain Land Life, your opponent loses that much Land Life instead.':
        'If your opponent would gain Land Life, your opponent loses that much Land Life instead.',
    'Your opponent cannot activate Boost cards during your turn.': 'During your turn, your opponent cannot play Boost cards.',
    "this card cannot be destroyed during your opponent's turn.":
        "During your opponent's turn, this card cannot be destroyed.",
    'destroy the attacking creature.': 'Destroy one attacking creature.',
    'target attacking creature gains +2 strength until end of turn.':
        'One attacking creature gains +2 Strength until end of turn.',
    'this card cannot be destroyed by boost cards your opponent controls.':
        "This card cannot be destroyed by your opponent's Boost cards.",
    'this card cannot be destroyed by your opponent.': "This card cannot be destroyed by your opponent's cards.",
    'destroy a creature with higher strength.': 'Destroy one creature with more Strength than this card.',
    'destroy a creature with greater strength than this creature.': 'Destroy one creature with more Strength than this card.',
    'destroy a creature with lower strength than this card.': 'Destroy one creature with less Strength than this card.',
    'return one dragon from your ruins to your side of the field.':
        'Return one Dragon creature from your Ruins to the field.',
    'If this creature was summoned this turn, this card cannot be destroyed.':
        'If this card was played this turn, this card cannot be destroyed.',
    'Ability - Stack 2: This card gains +2 Strength.':
        'This card gains +2 Strength - Stack 2.',
    'Ability – Stack 1: (OPT) Pay 1 Land Life: Draw 1 card. Then discard 1 card.':
        '(OPT) Pay 1 Land Life: Draw 1 card, then discard 1 card - Stack 1.',
    'Draw 1 card - Stack 1. Then discard 1 card.':  # it happens once: activated, once per turn (L-TXT-57)
        '(OPT): Draw 1 card, then discard 1 card - Stack 1.',
    'Ability - Stack 3: When this card attacks, draw 1 card.':
        'When this card attacks, draw 1 card - Stack 3.',
    # L-TXT-214: "Each time", "an Interrupt card"
    'Each time your opponent plays a Boost card, they discard 1 card. When this card leaves the field, gain 5 Land Life.':
        'When your opponent plays one Boost card, your opponent discards 1 card.\nWhen this card leaves the field, gain 5 Land Life.',
    'Whenever you play an Interrupt card, draw 1 card.': 'When you play one Boost - Interrupt card, draw 1 card.',
    # L-TXT-215: "they" for the player named last before it; "a Boost card your opponent plays" in a negation
    'Negate the activation of a Boost card your opponent plays, then they discard 1 card.':
        'Negate the activation of one Boost card your opponent controls, then your opponent discards 1 card.',
    'When you play a creature, they draw 1 card.': 'When you play one creature, draw 1 card.',
    'Destroy 1 creature your opponent controls, then they must lose 2 Land Life.':
        'Destroy 1 creature your opponent controls, then your opponent loses 2 Land Life.',
    'When your opponent summons a creature, they discard 1 card from their hand at random.':
        'When one creature your opponent controls is summoned, your opponent discards 1 card at random.',
    'Negate the activation of a creature a player plays.': 'Negate the activation of one creature on any side of the field.',
    # L-TXT-216: the designers' spellings, "If they do" as a sentence of its own
    "At the start of each player's Draw Phase, that player may send the top card of their deck to the Ruins. If they do, they gain 1 Land Life.":
        "At the start of each player's Draw Phase, that player may send the top card of their deck to the Ruins, then if they do, they gain 1 Land Life.",
    "At the start of each player's Draw Phase, that player gains 1 Land Life.":
        "At the start of each player's Draw Phase, that player gains 1 Land Life.",
    "At the end of each player's turn, that player draw 1 card and they discards 1 card.":
        "At the end of each player's End Phase, that player draws 1 card, then they discard 1 card.",
    "At the start of each player's Draw Phase, that player may send the top 1 card of their deck to the Ruins, and if they do, they gains 1 Land Life. - Stack 2":
        "At the start of each player's Draw Phase, that player may send the top card of their deck to the Ruins, then if they do, they gain 1 Land Life - Stack 2.",
    "You may draw 1 card. If they do, discard 1 card.": "You may draw 1 card, then if you do, discard 1 card.",
    # L-TXT-217: the designers' spellings
    "Play this card only during a turn in which a creature you controlled was destroyed by battle. Draw 3 cards.":
        "Play this card only if one creature you control was destroyed by battle this turn.\nDraw 3 cards.",
    "If a Fire creature your opponent controlled was destroyed in battle this turn, gain 2 Land Life.":
        "If one Fire creature your opponent controls was destroyed by battle this turn, gain 2 Land Life.",
    # L-TXT-247: the designers' spellings
    "This card gains +1 Strength for each other card with the same name you control.":
        "This card gains +1 Strength for each other card with the same name as this card you control.",
    "When this creature leaves the field, return 1 Dark - Zombie creature from your Ruins to your hand, except a card named the same as this card.":
        "When this card leaves the field, return 1 Dark Zombie creature with a different name from this card from your Ruins to your hand.",
    "You may return 1 Zombie from your Ruins to your hand, except for cards named the same as this creature.":
        "You may return 1 Zombie creature with a different name from this card from your Ruins to your hand.",
    "Add 1 creature not named the same as this card from your Ruins to your hand.":
        "Return 1 creature with a different name from this card from your Ruins to your hand.",
    "Return 1 creature named the same as this creature from your Ruins to your hand.":
        "Return 1 creature with the same name as this card from your Ruins to your hand.",
    "Gain 1 Land Life for each card with another name than this card in your Ruins.":
        "Gain 1 Land Life for each card with a different name from this card in your Ruins.",
    # L-TXT-248: the designers' spellings
    "You may include any number of copies of S Zombie creatures in your deck.":
        "You may include any number of copies of each Small Zombie creature in your deck.",
    "A deck may contain an unlimited number of copies of this card.":
        "You may include any number of copies of this card in your deck.",
    # L-TXT-249: the designers' spellings
    "Take control of 1 creature your opponent controls until the end of this turn. It can attack this turn even if it has already attacked.":
        "Take control of 1 creature your opponent controls until end of turn, then it can attack this turn even if it has already attacked.",
    "Choose 2 creatures you control. They can attack this turn even though they already attacked this turn.":
        "2 creatures you control can attack this turn even if they have already attacked.",
    "This card can attack this turn even if it attacked this turn.":
        "This card can attack this turn even if it has already attacked.",
    # L-TXT-250: L-TXT-63's Attachment sentence said as a replacement
    "If this card would be sent to the Ruins because the equipped creature left the field, return it to your hand instead.":
        "When the attached creature leaves the field, return this card to your hand instead of sending it to the Ruins.",
    "If this card would go to the Ruins because the attached creature has left the field, you may return this card to its owner's hand instead.":
        "When the attached creature leaves the field, you may return this card to its owner's hand instead of sending it to the Ruins.",
}  # fmt: skip

# Rule 11's example Boost (002_488f93884170ba0f.txt, Rule 11) differs from its canonical text
# in three words. The printed form is made from the canonical one here, so that no long run
# of the print's words stands in this file (DEVELOPERS.md, "Own words").
RULE_11_CANONICAL = "You pay 2 Land Life, then return one card on your side of the field to your hand."
RULE_11_PRINTED = RULE_11_CANONICAL.replace("You pay", "Pay").replace(", then", ",").replace(" on ", " from ")

KIND_LINES = {
    "Creature": A.Kind.CREATURE,
    "Mutated Creature": A.Kind.MUTATED,
    "Land": A.Kind.LAND,
    "Boost": A.Kind.BOOST,
    "Boost - Interrupt": A.Kind.INTERRUPT,
    "Boost - Continuous": A.Kind.CONTINUOUS,
    "Attachment": A.Kind.ATTACHMENT,
}

CREATURE_TYPES = {
    "Dark": ("Dark", None),
    "Light - Angel": ("Light", "Angel"),
    "Fire - Phoenix": ("Fire", "Phoenix"),
    "Water - Serpent": ("Water", "Serpent"),
    "Earth - Golem": ("Earth", "Golem"),
    "Wind - Fairy": ("Wind", "Fairy"),
}


def _roundtrip(text: str) -> A.CardText:
    tree = parse_card_text(text)
    canonical = print_card_text(tree)
    again = parse_card_text(canonical)
    assert again == tree, f"{text!r} -> {canonical!r} reads back differently"
    assert print_card_text(again) == canonical
    return tree


@pytest.mark.parametrize("text", CANONICAL_TEXTS)
def test_canonical_text_prints_as_itself(text: str) -> None:
    _roundtrip(text)
    assert print_card_text(parse_card_text(text)) == text


@pytest.mark.parametrize(("text", "canonical"), sorted(VARIANTS.items()))
def test_other_spellings_print_canonically(text: str, canonical: str) -> None:
    tree = _roundtrip(text)
    assert print_card_text(tree) == canonical
    assert tree == parse_card_text(canonical)


@pytest.mark.parametrize(("text", "kind"), sorted(KIND_LINES.items()))
def test_kind_lines(text: str, kind: A.Kind) -> None:
    line = parse_kind(text)
    assert line.kind is kind
    assert print_kind(line) == text
    assert parse_kind(text.upper()) == line == parse_kind(text.lower())


@pytest.mark.parametrize("dash", ["-", "–", "—", "‐", "‑"])
@pytest.mark.parametrize("name", ["Interrupt", "Continuous"])
def test_dash_variants_give_the_same_kind(dash: str, name: str) -> None:
    expected = A.Kind.INTERRUPT if name == "Interrupt" else A.Kind.CONTINUOUS
    for spacing in (f" {dash} ", dash, f"  {dash}"):
        assert parse_kind(f"Boost{spacing}{name}").kind is expected


@pytest.mark.parametrize(("text", "expected"), sorted(CREATURE_TYPES.items()))
def test_creature_types(text: str, expected: tuple[str, str | None]) -> None:
    line = parse_creature_type(text)
    assert (line.main, line.subtype) == expected
    assert print_creature_type(line) == text
    assert parse_creature_type(text.upper().replace("-", "—")) == line


def test_rule_11_example_reads_as_printed() -> None:
    assert RULE_11_PRINTED.split()[:5] == ["Pay", "2", "Land", "Life,", "return"]
    tree = _roundtrip(RULE_11_PRINTED)
    assert tree == parse_card_text(RULE_11_CANONICAL)
    assert print_card_text(tree) == RULE_11_CANONICAL
    assert tree == A.CardText(
        (
            A.Sentence(
                (
                    A.PayLife(A.Player.YOU, 2),
                    A.ReturnToHand(
                        A.Filtered(A.Count(A.CountKind.ONE), False, A.Kinds((), None, A.Noun.CARD), A.Location(A.LocationKind.ON_YOUR_SIDE)),
                        A.HandOwner.YOURS,
                    ),
                )
            ),
        )
    )


def test_pay_is_a_cost_before_a_colon_and_an_effect_before_a_comma() -> None:
    cost = parse_card_text("Pay 2 Land Life: Draw 1 card.").abilities[0]
    assert cost == A.Activated(False, (A.PayCost(2),), (A.Draw(1),))
    effect = parse_card_text("Pay 2 Land Life, draw 1 card.").abilities[0]
    assert effect == A.Sentence((A.PayLife(A.Player.YOU, 2), A.Draw(1)))
    assert parse_card_text("Pay 2 Land Life.").abilities[0] == A.Sentence((A.PayLife(A.Player.YOU, 2),))


def test_a_comma_alone_ends_a_die_roll_and_a_conditional() -> None:
    roll = parse_card_text("Roll a six-sided die: 6, destroy all creatures, draw 1 card.").abilities[0]
    assert isinstance(roll, A.Sentence) and len(roll.effects) == 2 and roll.effects[1] == A.Draw(1)
    conditional = parse_card_text("If you control no creatures, draw 2 cards, gain 1 Land Life.").abilities[0]
    assert isinstance(conditional, A.Sentence) and conditional.effects[1] == A.GainLife(1)


@pytest.mark.parametrize(
    "text",
    ["Draw 1 card - Stack 2.", "Draw 1 card. - Stack 2", "Draw 1 card. - Stack 2.", "Draw 1 card.—Stack 2.", "Draw 1 card – STACK 2."],
)
def test_stack_note_spellings_give_one_tree(text: str) -> None:
    tree = parse_card_text(text)
    # A noted sentence that happens once is activated, once per turn, without a cost (L-TXT-57).
    assert tree == A.CardText((A.StackedAbility(A.Activated(True, (), (A.Draw(1),)), 2),))
    assert print_card_text(tree) == "(OPT): Draw 1 card - Stack 2."
    stacked = tree.abilities[0]
    assert unwrap(stacked) == (A.Activated(True, (), (A.Draw(1),)), 2)
    assert stacked.effects == (A.Draw(1),)  # type: ignore[union-attr]


def test_unwrap_leaves_other_abilities_as_they_are() -> None:
    for ability in parse_card_text("Draw 1 card.\nStack 1 from your hand.\nPay 1 Land Life: Draw 1 card.").abilities:
        assert unwrap(ability) == (ability, None)


def test_case_does_not_matter() -> None:
    assert parse_card_text("DRAW 2 CARDS.") == parse_card_text("draw 2 cards.") == parse_card_text("Draw 2 Cards.")
    text = CANONICAL_TEXTS[-1]
    assert parse_card_text(text.upper()) == parse_card_text(text.lower()) == parse_card_text(text)


# -- every rule of the grammar is covered ---------------------------------------------------------


@cache
def _raw_parser() -> Lark:
    """Lark's parser of the grammar as the reader builds it to explain a text (a tree, no builder), with the reader's
    check of the type words, which also tells a declared subtype's plural (L-TXT-100) from a type word. Its strict
    build from the file, bypassing the disk cache, is tests/test_lalr.py's to check: a second one here cost forty
    seconds."""
    from cardlaw.cardtext._parse import build_parser

    return build_parser()


# Texts the grammar reads only so that the builder can refuse them with a message of its own.
READ_TO_BE_REFUSED = ["You lose your abilities."]


@pytest.mark.parametrize("text", READ_TO_BE_REFUSED)
def test_texts_read_to_be_refused_are_refused(text: str) -> None:
    with pytest.raises(SourceError):
        parse_card_text(text)


def _tree_names(tree: Tree[Any]) -> set[str]:
    return {str(t.data) for t in tree.iter_subtrees()}


def test_hand_written_texts_cover_every_rule_and_alias() -> None:
    parser = _raw_parser()
    grammar_names = {str(rule.alias or rule.origin.name) for rule in parser.rules}
    grammar_names = {n for n in grammar_names if not n.startswith("_")}
    seen: set[str] = set()
    from cardlaw.cardtext._parse import _READING, _Reading

    for text in [*CANONICAL_TEXTS, *VARIANTS, *READ_TO_BE_REFUSED]:
        # A type and its subtype written with a dash are joined before the grammar reads them (L-TXT-92); the
        # lexer's check reads on past a type word in the text being read (L-TXT-272).
        outer = _READING.set(_Reading(text, "<test>"))
        try:
            seen |= _tree_names(parser.parse(_joined_type_pairs(_normalise(text), default_types()), start="card_text"))
        finally:
            _READING.reset(outer)
    for text in KIND_LINES:
        seen |= _tree_names(parser.parse(_normalise(text), start="kind_line"))
    for text in CREATURE_TYPES:
        seen |= _tree_names(parser.parse(_normalise(text), start="creature_type"))
    # Inlined rules (?rule) show only under their aliases, so compare what can appear.
    inlined = {"self_event", "hand_owner", "change", "duration", "act", "bound", "quantity", "count", "side", "sizes", "plural_sizes",
               "rest_to", "kept_some"}
    assert grammar_names - inlined - seen == set()


def test_every_enum_member_is_reachable_from_the_texts() -> None:
    # Kind is the kind line's (tested below); locations use LocationKind.
    found: set[Any] = set()
    for text in CANONICAL_TEXTS:
        found |= set(_enum_values(parse_card_text(text)))
    for cls in vars(A).values():
        if isinstance(cls, type) and issubclass(cls, enum.Enum) and cls not in (A.Kind,):
            missing = [m for m in cls if m not in found]
            assert not missing, f"no hand-written text uses {missing}"


def _enum_values(node: Any) -> Iterator[Any]:
    for child in _children(node):
        if isinstance(child, enum.Enum):
            yield child
        elif dataclasses.is_dataclass(child):
            yield from _enum_values(child)


def _children(node: Any) -> Iterator[Any]:
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        value = getattr(node, f.name)
        yield from value if isinstance(value, tuple) else (value,)


def _nodes(node: Any) -> Iterator[Any]:
    yield node
    for child in _children(node):
        if dataclasses.is_dataclass(child):
            yield from _nodes(child)


# -- spans -----------------------------------------------------------------------------------------


def test_span_of_draw_covers_its_words() -> None:
    text = "Draw 2 cards."
    tree = parse_card_text(text)
    draw = tree.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(draw, A.Draw)
    assert draw.span == Span(0, 12, 1, 1)
    assert text[draw.span.start : draw.span.end] == "Draw 2 cards"
    assert tree.abilities[0].span == Span(0, 13, 1, 1)


def test_second_line_ability_is_on_line_two() -> None:
    text = "Gain 1 Land Life.\n  Draw 2 cards."
    tree = parse_card_text(text)
    second = tree.abilities[1]
    assert (second.span.line, second.span.column) == (2, 3)
    draw = second.effects[0]  # type: ignore[union-attr]
    assert (draw.span.line, draw.span.column) == (2, 3)
    assert text[draw.span.start : draw.span.end] == "Draw 2 cards"


def test_spans_do_not_take_part_in_equality() -> None:
    assert parse_card_text("Draw 2 cards.") == parse_card_text("\n\n   Draw   2 cards .")
    assert A.Draw(2, span=Span(0, 12)) == A.Draw(2, span=Span(5, 40, 3, 4))


def _check_spans(text: str, node: Any, parent: Span | None = None) -> None:
    span = node.span
    if span != A.NO_SPAN:
        assert 0 <= span.start < span.end <= len(text)
        assert span.line == text.count("\n", 0, span.start) + 1
        assert span.column == span.start - (text.rfind("\n", 0, span.start) + 1) + 1
        assert not text[span.start].isspace() and not text[span.end - 1].isspace()
        if parent is not None:
            assert parent.start <= span.start and span.end <= parent.end, f"{node} leaves its parent"
    for child in _children(node):
        if dataclasses.is_dataclass(child):
            _check_spans(text, child, span if span != A.NO_SPAN else parent)


@pytest.mark.parametrize("text", CANONICAL_TEXTS + list(VARIANTS))
def test_spans_of_hand_written_texts(text: str) -> None:
    _check_spans(text, parse_card_text(text))


# -- texts drawn from the grammar ---------------------------------------------------------------


def _cased(word: str) -> st.SearchStrategy[str]:
    variants = {word, word.lower(), word.upper(), word.capitalize()}
    if "'" in word:
        variants.add(word.replace("'", "’"))
    return st.sampled_from(sorted(variants))


def _typed_grammar() -> str:
    """The card-text grammar with a terminal of its own for a main type and for a subtype.

    The grammar reads every type word as TYPE_WORD and leaves to the reader which of the
    set's words may stand where; a generator needs to know it to draw texts that read.
    """
    text = grammar_text("cardtext.lark")
    for rule, terminal in (("main_type", "MAIN_TYPE"), ("subtype", "SUBTYPE")):
        line = f"\n{rule}: TYPE_WORD\n"
        assert line in text, f"no {line.strip()!r} in the grammar"
        text = text.replace(line, f"\n{rule}: {terminal}\n{terminal}: /[a-z]+/\n")
    # L-TXT-272: the lexer marks the first of two types of one class; a generator draws the two together, of the
    # class each place takes.
    for line, new in (('\neither_type: TYPE_FIRST "or" type_word\n',
                       "\neither_type: MAIN_PAIR | SUB_PAIR\neither_main: MAIN_PAIR\neither_sub: SUB_PAIR\n"
                       "MAIN_PAIR: /[a-z]+ or [a-z]+/\nSUB_PAIR: /[a-z]+ or  [a-z]+/\n"),
                      ("| either_type | main_type either_type | either_type subtype\n",
                       "| either_type | main_type either_sub | either_main subtype\n")):
        assert line in text, f"no {line.strip()!r} in the grammar"
        text = text.replace(line, new)
    return text


def _plural(word: str) -> str:
    """The English plural of a subtype, as L-TXT-100 reads it back."""
    if word.endswith("y"):
        return word[:-1] + "ies"
    if word.endswith("f"):
        return word[:-1] + "ves"
    return word + ("es" if word.endswith(("x", "s", "ch", "sh")) else "s")


@cache
def _typed_lark() -> Lark:
    """The typed grammar, built once: building it takes about a minute, and each strategy drawn from it needs it."""
    return Lark(_typed_grammar(), parser="lalr", start=["card_text", "sentence", "stacked_ability", "effects", "pay_life"])


@cache
def _grammar_strategy(start: str = "card_text") -> st.SearchStrategy[str]:
    """Texts of the card_text rule (or of one ability's rule, each a whole card text too), words kept apart by white
    space and numbers within the limit."""
    grammar = _typed_lark()
    terminals, _, _ = grammar.grammar.compile([start], ())
    explicit: dict[str, st.SearchStrategy[str]] = {}
    space = st.sampled_from([" ", " ", " ", "  ", "\n", "\t", "\r\n"])
    types = default_types()
    number = st.integers(1, MAX_NUMBER)  # "draw 0 cards" and "up to 0" mean nothing, and the reader says so
    for t in terminals:
        if t.name == "WS":
            token = space
        elif t.name == "INT":
            token = number.map(str)
        elif t.name == "SIGNED_INT":
            token = st.tuples(st.sampled_from("+-"), number).map(lambda p: f"{p[0]}{p[1]}")
        elif t.name == "ONE_MORE":  # L-TXT-123: "1 more", one token
            token = space.map(lambda s: f"1{s}more")
        elif t.name == "ONE_ADDITIONAL":  # L-TXT-123's "1 additional time", one token
            token = space.flatmap(lambda s: _cased(f"1{s}additional"))
        elif t.name == "ONE_ABILITY":  # L-TXT-240: "1 ability", one token
            token = space.flatmap(lambda s: _cased(f"1{s}ability"))
        elif t.name == "MAXIMUM":  # L-TXT-273: ", up to a maximum of", one token
            token = st.sampled_from([", up to a maximum of", ",to a maximum of", ",  up\tto a maximum of"]).flatmap(_cased)
        elif t.name == "INSTEAD_OF":  # L-TXT-165: "instead of", one token
            token = space.flatmap(lambda s: _cased(f"instead{s}of"))
        elif t.name == "BATTLE_KILLED_BY":  # L-TXT-200: "a creature destroyed in battle by", one token
            token = st.sampled_from(["a creature destroyed in battle by", "one creature destroyed by battle with",
                                     "a creature  destroyed  in battle  with"]).flatmap(_cased)
        elif t.name == "KILLED_BY_THIS":  # L-TXT-200: "a creature destroyed by this card in battle", one token
            token = st.sampled_from(["a creature destroyed by this card in battle",
                                     "one creature destroyed by this creature by battle"]).flatmap(_cased)
        elif t.name == "THAT_TARGETS":  # L-TXT-299: "that targets", one token
            token = st.tuples(space, st.sampled_from(["targets", "target"])).flatmap(lambda p: _cased(f"that{p[0]}{p[1]}"))
        elif t.name == "THAT_WOULD_DESTROY":  # L-TXT-348: "that would destroy", one token
            token = st.sampled_from(["that would destroy", "that  would destroy", "that would\tdestroy"]).flatmap(_cased)
        elif t.name == "ABILITY_NAME":  # L-TXT-313: an ability's own name in its stack label, one token
            token = st.sampled_from(["grave ward - stack 1:", "undertow \u2013 stack 2:", "tide's call  -  stack 3 :",
                                     "ability - stack 2:"]).flatmap(_cased)
        elif t.name == "COMMA_PLUS":  # L-TXT-318: ", plus", one token
            token = st.sampled_from([", plus", ",plus", ",  plus"]).flatmap(_cased)
        elif t.name == "DOT_BULLET":  # t26-19: an option's full stop and the next bullet, one token
            token = st.sampled_from([". •", ".•", ".\n• ", ".\r\n•"])
        elif t.name == "BEFORE_BATTLE":  # t26-07's "before battle", one token
            token = st.sampled_from(["before battle", "before the  battle"]).flatmap(_cased)
        elif t.name == "UNDER_DECK":  # t27-59's "under your deck", one token
            token = st.sampled_from(["under your deck", "underneath their  deck", "under its owner's deck"]).flatmap(_cased)
        elif t.name == "OF_THEIRS":  # t24-58's "1 of your opponent's", one token
            token = st.sampled_from(["1 of your opponent's", "2  of your\topponent's", "3 of your opponent's"]).flatmap(_cased)
        elif t.name == "THAT_TURN":  # t25-05's "that turn", one token
            token = space.flatmap(lambda s: _cased(f"that{s}turn"))
        elif t.name == "YOU_CONTROL_THIS":  # t25-13's "While you control this creature", one token
            token = st.sampled_from(["while you control this card", "as long as you  control this creature",
                                     "while\tyou control this creature"]).flatmap(_cased)
        elif t.name == "ATTACK_THIS":  # L-TXT-341's "attack this card", one token
            token = st.sampled_from(["attack this card", "attack  this creature", "attack\tthis card"]).flatmap(_cased)
        elif t.name == "_THEN_SHUFFLE":  # a search's closing shuffle, one token
            token = st.sampled_from([", then shuffle your deck", " ,then  shuffle", ",\tthen shuffle your\tdeck"]).flatmap(_cased)
        elif t.name == "UNDER_THIS":  # t20-05's "underneath this card", one token
            token = st.sampled_from(["underneath this card", "under  this creature", "beneath\tthis card"]).flatmap(_cased)
        elif t.name == "_MAY_ATTACH_ELSEWHERE":  # t47-51's head, one token; the rule puts "instead" after its filter
            token = st.sampled_from(["you may attach this card to", "you  may attach this attachment\tto"]).flatmap(_cased)
        elif t.name == "ATTACHMENT_OR":  # L-TXT-371's "Attachment or" before another kind, one token
            token = st.sampled_from(["attachment or", "attachment  or", "attachment\tor"]).flatmap(_cased)
        elif t.name == "DASH":
            token = st.sampled_from(["-", "–", "—"])
        elif t.name == "QUOTED_NAME":  # L-TXT-289: a card's name in quotes, straight or curly
            token = st.sampled_from(['"Rat King"', '\u201cSwarming Gutter Rat\u201d', '"Dragon"', '"x"'])
        elif t.name in ("MAIN_TYPE", "SUBTYPE", "TYPE_WORD"):
            words = {"MAIN_TYPE": types.main_types, "SUBTYPE": types.subtypes}.get(
                t.name, types.main_types + types.subtypes
            )
            token = st.sampled_from(sorted(words)).flatmap(_cased)
        elif t.name == "PLURAL_TYPE":  # a declared subtype's plural (L-TXT-100), which the lexer's check makes one
            token = st.sampled_from(sorted(_plural(w) for w in types.subtypes)).flatmap(_cased)
        elif t.name == "TYPE_FIRST":  # never drawn: TYPE_PAIR stands for it and the two words after it
            token = st.sampled_from(sorted(types.main_types)).flatmap(_cased)
        elif t.name in ("MAIN_PAIR", "SUB_PAIR"):  # L-TXT-272: two different types of one class, joined by "or"
            words = types.main_types if t.name == "MAIN_PAIR" else types.subtypes
            token = st.sampled_from(sorted(f"{a} or {b}" for a in words for b in words if a != b)).flatmap(_cased)
        else:
            assert t.pattern.type == "str", t.name
            token = _cased(t.pattern.value)
        # Every token ends in white space: the lexer needs it between words, and "1 -3" must not read as -3.
        explicit[t.name] = st.tuples(token, space).map("".join) if t.name != "WS" else token
    return from_lark(grammar, start=start, explicit=explicit).map(_fit_die_faces)


_DIE_PART = re.compile(r"six-sided|(?<=[:;])(\s*)(\d+)(?:(\s*[-–—]\s*)(\d+))?(?=\s*,)", re.IGNORECASE)


def _fit_die_faces(text: str) -> str:
    """Give each die roll's outcomes faces 1, 2-3, 4, ... in order, as a real die roll would.

    A die outcome is the only place where a number follows ':' or ';' and is followed
    by ','; a count there is followed by a word, so this rewrites only die faces.
    """
    face = 1

    def rewrite(match: re.Match[str]) -> str:
        nonlocal face
        if match.group(2) is None:  # "six-sided": a new roll
            face = 1
            return match.group()
        low = face
        if match.group(4) is None:
            face += 1
            return f"{match.group(1)}{low}"
        high = low + 1
        face = high + 1
        return f"{match.group(1)}{low}{match.group(3)}{high}"

    return _DIE_PART.sub(rewrite, text)


_LIMITS = ("the text is too long", "the one phase of this turn an effect is set up for",
           "a creature summoned on your side of the field is one you control",
           "only cards named by their kind keep from targeting",  # t61-18 (L-TXT-58)
           "a creature is summoned one at a time",  # t63-49 (L-TXT-267)
           "an Attachment is moved to one creature",  # L-TXT-379
           "a player puts cards from their own hand or Ruins on their own deck",  # L-TXT-380
           "a number of cards is chosen from the hand shown",  # L-TXT-381
           "'during that time' names the duration of an effect before it",  # t20-34, t62-36
           "'during that time' follows an effect that lasts",
           "the opponent puts cards from their hand on their deck, not from another zone",  # L-TXT-380
           "'its' here names the creature a condition before it names",  # t62-16 (L-TXT-207)
           "'attacked 1 time' is 'attacked'",  # L-TXT-378 "the conditions nest", "a six-sided die shows 1 to 6",
           "two kinds joined by 'or' are two of", "one kind named twice",  # L-TXT-371
           "'you may summon ... by paying",  # a way to pay dearer than a size's own (L-TXT-162)
           "'their' after 'you' names no one", "'can attack this turn' alone promises", "a player has no abilities to lose", "a player subtracts from their own Land Life",
           "only this card's own direct attack has its loss doubled",
           "a discard written with 'or'", "another player's summoning may only be made cheaper",
           "an amount paid instead of the same amount", "a permission to attack directly is given for whole turns",
           "a direct attack's loss changed is no ability a stack holds",
           "a Boost's replacement lasts for the rest of its turn", "'at the start of the End Phase' names the End Phase",
           "one attack more is for this turn", "only being destroyed and being targeted (or either and being affected) may share",
           "the creatures kept from being attacked are all", "only creatures are attacked",
           "names creatures 'you' never attack", "names creatures 'your opponent' never attack",
           "names creatures 'each player' never attack",
           # The rest: words the grammar reads there, refused while built.
           "cards put underneath a card are stacked", "after 'choose ...', the effect that follows",
           "one type named twice",  # L-TXT-272: "Fire or Fire"
           "only this card or the attached creature is kept from being attacked",  # t45-05 of another card
           "'the creature that destroyed it' names the creature that destroyed this card",  # t44-20 elsewhere
           "'the destroyed creature' names the creature destroyed in battle",  # L-TXT-362 elsewhere
           "'If the attacking creature ...' says which attacking creature",  # L-TXT-363 with nothing named back
           "shuffling the rest into the deck leaves no card",  # L-TXT-364 after some put back on top
           "the cards put back on top are said already, so the rest go to one place",  # t43-38's split after a number
           "a card may add a phase of its player's own turn",  # t44-56: the opponent's phase named (L-TXT-365)
           "'instead of one of yours' attaches this card",  # a spelling that needs the opponent's creatures
           "a card makes cheaper its own player's summoning only",  # test18's "Your ... creatures require ..."
           "'... instead' after a replacement would replace",  # L-TXT-269 after a replacement
           "lets the effect do nothing", "the maximum is of what the effect changes",
           "a sign is written before a maximum of Strength only", "the maximum's sign is not the change's",  # L-TXT-273
           "'during the turn it is summoned' is said of this card, or of a card named back",
           "'they' names a group of cards",  # L-TXT-137: for one card, 'it is summoned'
           "a discard from the hand names",
           "only creatures are summoned",
           # L-TXT-257/258: a host from a zone, a send from the hand with no fixed number or with 'another'
           "a Mutated Creature is summoned on top of a creature on the field: a card from",
           "a card is sent from the hand as a cost by kind", "a cost sent from the hand is a fixed number",
           "a Mutated Creature is in its player's hand as it is played",
           "'can be attached to' adds the opponent's creatures",  # L-TXT-265: any other filter
           "'You may attach this card to ... instead' adds the opponent's creatures",  # its other spelling
           "a card changes what summoning costs its own player only",  # L-TXT-162: "Your opponent's ..."
           "after 'that player ...', a sentence goes on only as",  # L-TXT-216: "that player ... . Then draw 1 card."
           "a summoning is paid by sacrificing one creature",  # L-TXT-267: a count other than one
           "'... instead' takes the place of",  # L-TXT-269: nothing before it, or a choice, a roll, a moment
           "'Otherwise, ...' is done when",  # L-TXT-327: no conditional sentence before it
           "'Otherwise, ...' after a replacement",  # L-TXT-327
           "a card is kept from being targeted by the opponent's cards",  # "You cannot target this card"
           "'while battling' is said of this card or of the attached creature",  # L-TXT-270: a group
           "a summoning made cheaper names kinds of creatures", "a summoning's cost is changed for kinds",
           "'underneath it' names the stack of the card a replacement watches",
           "'for each other ...' leaves out the card with the text, not the card chosen",
           "one size named twice", "'for each' is said twice for one amount",
           "a negation picks an activation, not a card",  # L-TXT-240: no choice named back in a negation
           "'for each' said first scales a number",
           "only the cards an earlier effect named",  # L-TXT-296
           "'underneath them' is read only after a change of Strength",  # L-TXT-301
           "one attack is under way at a time, so a negation ends",  # L-TXT-304: "Negate 2 attacks"
           "a direct attack takes Land Life from one player",  # L-TXT-330: "each player would lose"
           "a control condition compares Strength with a number",  # L-TXT-338: "with more Strength than this card"
           "a card is played on one destruction at a time",  # L-TXT-344: "Play ... only when creatures is destroyed"
           "a card is played to save one creature at a time",  # L-TXT-349: "If this card would be destroyed, you may play"
           "a card is played to save a creature from being destroyed",  # L-TXT-349: "... would leave the field."
           "a card played to save a creature names the battle",  # L-TXT-349: "... by battle with a Dark creature"
           "the creature this card battles is any creature",  # t39-28's spelling of L-TXT-200 with "another"
           "a card in the hand is played to save a creature",  # L-TXT-349: "If this card would be destroyed, you may play"
           "a search by name picks the cards named as this card",  # L-TXT-347: another name
           "a prohibition said 'during your turn' (or Phase) takes one more condition first",  # t36-17's form
           "only the cards an earlier effect named ('it', 'them', 'that card') are summoned for less",  # L-TXT-342: after "choose"
           "the Land Life changed is ",  # L-TXT-330: "your opponent would lose ..., you lose"
           "'their last turn' names the turn of the player",  # L-TXT-332: no place named
           "a card on the field came onto it once",  # L-TXT-332: with "played this turn"
           "only creatures are summoned, and ",  # L-TXT-332: "1 card ... during their last turn"
           "'(OPT)' after the abilities marks the card's one activated ability",  # L-TXT-334: none, or several
           "'This ability can only be used once per turn' marks the ability written just before it",  # t44-13
           "after 'When the attached creature is destroyed in battle', 'the creature that destroyed this card'",
           "only creatures battle, and ",  # L-TXT-336: "1 card that destroyed a creature in battle this turn"
           "what a creature did in an earlier turn or this one",  # L-TXT-332, L-TXT-336: not on the field
           "'those creatures' names the creatures this card's play condition",  # L-TXT-309: no condition
           "a creature attacks directly only its controller's opponent's",  # L-TXT-310: "attacks your Land Life"
           "'it' names the creature the sentence before it speaks of",  # L-TXT-310: "If it attacks" first
           "the cards sent to the Ruins must be at least one", "only 1 card is looked at, so it cannot be both",  # L-TXT-155: the card underneath, the creature it battled
           "the hand is the player's own", "a count of creatures is compared",
           "a change of Strength 'and' a prohibition", "a change of Strength 'and' attacks allowed", "one kind of card named twice",
           "a prohibition kept off two kinds of card",
           "'underneath it' is read only after a change of Strength", "a stacked card is only a stacked card",
           "a cost takes a number of stacked cards", "a payment written with 'unless' or 'or' keeps this card",
           "a card says when it may be played only of itself", "what was done this turn is asked of one player",
           "a creature is given one attack more for this turn only",
           "'you may add ",  # L-TXT-116: only "you may add 1 of them" reads, as "up to 1"
           "what is paid before 'to' must be",  # L-TXT-156: a payment whose making is known
           "who activates is said before 'activates'",  # L-TXT-156: the filter takes no place words
           "'at the start of your next turn' names a moment after an effect that sets it up",
           "'if it destroys a creature in battle this turn' watches the creature an effect before it named",  # L-TXT-291
           "'instead of sending it to the Ruins' after 'If ... would ...' moves the card",  # L-TXT-63 said with "would"
           "effects in place of an event end with 'instead'",
           "'this ability cannot be negated' is said after the card's one activated ability",
           "'destroy ... of them instead' destroys another number of the cards",  # L-TXT-269 after no destroy
           "'if it is destroyed this turn' watches the creature an effect before it named",
           "only this card is attached by its own attach sentence",
           "'(OPT) You may activate this during your opponent's turn.' marks the ability after it",
           "a card named back is stacked from the Ruins (L-TXT-150), and a card chosen",
           "a card named back is returned from your Ruins (L-TXT-164), and a card chosen",
           "a card named back is returned from the Ruins (L-TXT-164), and a card chosen",  # LR-120
           "'they control' names the cards of each player the sentence names",  # L-TXT-182: 'you ... they control'
           "a prohibition of two acts joined by 'or'",  # L-TXT-183: a subject picked by a larger number
           "'that is ...' names the kind of the cards moved this way",
           "only your own summoning is made cheaper by your card",
           "a player discards from their own hand",
           "'they' names the player named last before it",  # L-TXT-215: nothing before it names one player
           "'that player' names the player whose phase it is",  # L-TXT-216: after a phase not each player's
           "whether a creature was destroyed by battle this turn is asked of one",  # L-TXT-217
           "whether a creature destroyed a creature in battle this turn is asked of one",  # L-TXT-279
           "cards stacked under creatures a filter names are picked", "a cost takes cards stacked under this card",  # L-TXT-280
           "'instead of sending it to the Ruins' moves a card that was going to the Ruins",  # L-TXT-165
           "a count names the creatures played this turn or those that attacked this turn, not both",
           "a deck has a bound on how many cards of some kinds it holds only for the Large",  # L-TXT-255
           "'there are ... in their Ruins' names no player", "the Ruins is the player's own",  # L-TXT-256
           "'rounded down' says how half of an odd Strength is rounded",  # L-TXT-206: after an effect that halves none
           "'rounded up' says how half of an odd Strength is rounded",
           "the card underneath goes to the Ruins only with its creature, and a hand",  # L-TXT-199: the one move
           "only this card's own battles are watched this way",  # L-TXT-200: this card as subject
           "the creature is still destroyed in battle, and only the place it goes changes",  # L-TXT-200: one move
           "an Attachment whose creature is destroyed by battle goes to the Ruins with it",  # L-TXT-232: one move
           # L-TXT-63's refusal of 'When the attached creature is destroyed in battle' before its move (L-TXT-232's tree)
           "the cards that go to the Ruins with a card go whenever it leaves the field",
           "'except a card named the same as this card' leaves cards out of a pick from your Ruins",  # L-TXT-247
           "only this card goes to the Ruins because the attached creature left the field",  # L-TXT-250: the subject
           "this card goes to the Ruins with the attached creature, and a hand or its owner's deck may take it",  # L-TXT-250: one move
           "the turn keeps a record of the cards destroyed",  # L-TXT-314: not of cards sent
           "a card keeps its controller's opponent from answering it",  # L-TXT-315: your opponent only
           "the card named is in your hand or your Ruins, and only you could summon it",  # L-TXT-317
           "'plus ... more' adds to one number",  # L-TXT-318: not after "they control"
           "'plus 0 more' adds nothing",  # L-TXT-318
           "a creature destroyed in battle is stacked only under the creature that destroyed it",
           "'before battle' says when the effect before it happens",  # t26-07: in a trigger of an attack only
           "'before battle' is said once",
           "'during the turn ... was summoned' and what the effect is of name one card")  # L-TXT-53, L-TXT-323  # L-TXT-319, L-TXT-321


def _parse_generated(text: str) -> A.CardText:
    """The tree the grammar gives a generated text, before the meaning pass."""
    try:
        return read_card_text(text)
    except SourceError as err:
        # The grammar cannot express the limits the reader adds: length, nesting, six faces.
        assume(not err.problem.startswith(_LIMITS))
        raise


def _verdict(text: str) -> str | None:
    """What the meaning pass says of a text: None when it accepts it, else its problem without the words quoted."""
    try:
        parse_card_text(text)
    except MeaningError as err:
        # The problem quotes the words under the caret as typed; leave them out to compare spellings.
        lines = err.text.split("\n")
        start = sum(len(line) + 1 for line in lines[: err.position.line - 1]) + err.position.column - 1
        words = " ".join(err.text[start : start + err.position.length].split())
        return err.problem.casefold().replace(repr(words.casefold()), "<words>")
    return None


def _unquoted(verdict: str | None) -> str | None:
    # Words under the caret were left out as <words>; a problem quoting two phrases may have its caret on either.
    # A phrase with an apostrophe in it ("a opponent's creature") is quoted with double quotes.
    return None if verdict is None else re.sub(r"'[^']*'|\"[^\"]*\"", "'...'", verdict).replace("<words>", "'...'")


GRAMMAR_SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@GRAMMAR_SETTINGS
@given(st.deferred(lambda: _grammar_strategy()))
def test_grammar_texts_round_trip_through_canonical_text(text: str) -> None:
    tree = _parse_generated(text)
    canonical = print_card_text(tree)
    again = read_card_text(canonical)
    assert again == tree
    assert print_card_text(again) == canonical  # printing is idempotent
    assert print_card_text(read_card_text(canonical.upper())) == canonical
    _check_spans(text, tree)
    # The meaning pass reads the tree, not the spelling: the canonical text gets the same verdict.
    verdict = _verdict(text)
    if verdict is not None and verdict.startswith("'their' in <words> names your opponent's"):
        return  # L-TXT-69 refuses a spelling, 'their' after 'each player', where the printer writes 'your opponent's'
    # A problem may also quote words away from the caret (L-TXT-73 names the effect before 'If you do'), as
    # typed: those differ between spellings too.
    assert _unquoted(_verdict(canonical)) == _unquoted(verdict)
    if verdict is None:
        assert parse_card_text(text) == tree == parse_card_text(canonical)
    _check_json_round_trip(tree)


def _check_json_round_trip(tree: A.CardText) -> None:
    # Part of the test above: drawing a text is its slow part (most draws are refused while built), so each draw
    # that reads is round-tripped both ways.
    data = json.loads(json.dumps(tree_to_json(tree)))
    back = tree_from_json(data)
    assert back == tree
    assert tree_to_json(back) == data  # spans too
    assert [n.span for n in _nodes(back)] == [n.span for n in _nodes(tree)]


@cache
def _drawn_sample() -> tuple[str, ...]:
    """1500 texts drawn, derandomized, from the grammar strategy: the same sample on every run.

    Drawing is the slow part (about 30 ms a text), so the tests that count over the sample share one.
    """
    drawn: list[str] = []

    @settings(max_examples=1500, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(_grammar_strategy())
    def collect(text: str) -> None:
        drawn.append(text)

    collect()
    return tuple(drawn)


def test_generated_sample() -> None:
    """The shared sample of drawn texts, checked in one test: drawing it takes a minute, and tests of their own
    could each draw it in another worker process."""
    _generated_texts_mostly_parse()
    _generated_texts_use_the_prints_own_wordings()


def _generated_texts_mostly_parse() -> None:
    """Guard against a strategy that only ever hits the limits (and so tests nothing)."""
    read = meaningful = refused = 0
    for text in _drawn_sample():
        try:
            read_card_text(text)
        except SourceError as err:
            assert err.problem.startswith(_LIMITS), err
            refused += not err.problem.startswith(_LIMITS[:3])
            continue
        read += 1
        meaningful += _verdict(text) is None
    # The rest are die rolls with more outcomes than six faces, texts over the length limit, or words
    # refused while built (the rest of _LIMITS), which still exercised the grammar and the builder. The
    # sample moves with every grammar change and with the order in which the grammar's terminals are
    # compiled (hash order, so from process to process), so the guard counts the true limits alone.
    assert read + refused >= 70
    # Random texts often name nothing ('Boost creature'); enough of them must still mean something.
    # (L-TXT-63's sentence reads after any trigger but means something after one only, so the share
    # fell from about 30 to 28 when it came.)
    assert meaningful >= 12


def _print_forms(text: str, tree: A.CardText) -> set[str]:
    """Which of the print's own wordings a text uses (spec/landfight/cardtext.md): a stack note,
    a comma alone between effects, a payment with no player, a location opened with 'from'."""
    norm = _normalise(text)
    forms: set[str] = set()
    for node in _nodes(tree):
        if isinstance(node, A.StackedAbility):
            forms.add("stack note")
        elif isinstance(node, A.PayLife) and norm.startswith("pay", node.span.start):
            forms.add("pay with no player")
        elif isinstance(node, A.Location) and norm.startswith("from", node.span.start):
            forms.add("from a side of the field")
        elif isinstance(node, (A.Sentence, A.Activated, A.Triggered)):
            for before, after in zip(node.effects, node.effects[1:]):
                if norm[before.span.end : after.span.start].split() == [","]:
                    forms.add("comma alone")
    return forms


def _generated_texts_use_the_prints_own_wordings() -> None:
    """The grammar strategy draws the print's forms too, so the round-trip tests above cover them."""
    seen: set[str] = set()
    # The grammar has many forms; the shared sample of derandomized draws meets all four (700 draws did until the
    # spellings of L-TXT-20 and L-TXT-39 grew it, 900 until L-TXT-67 to L-TXT-72, 1000 until the spellings after test4
    # were read, 1300 until L-TXT-80, 1500 until L-TXT-106 for a sample of its own).
    for text in _drawn_sample():
        seen.update(_read_forms(text))
    wanted = {"stack note", "comma alone", "pay with no player", "from a side of the field"}
    # Every change to the grammar reshuffles the sample, so a form it happens to miss is looked for on its own,
    # in a derandomized search of its own: the strategy must still reach it. The search draws single abilities
    # of the kind that holds the form (each a whole card text, and a card text is a list of them), where a
    # search of whole texts took minutes.
    # A payment or a list of effects is drawn alone, a sentence once its full stop is added: a search of whole
    # sentences for them took minutes once the sample missed them (after L-TXT-366..368).
    starts = {"stack note": "stacked_ability", "pay with no player": "pay_life", "comma alone": "effects"}
    for form in sorted(wanted - seen):
        start = starts.get(form, "sentence")
        drawn = _grammar_strategy(start)
        if start in ("pay_life", "effects"):
            drawn = drawn.map(lambda text: text + ".")
        found = find(drawn, lambda text, form=form: form in _read_forms(text),
                     settings=settings(max_examples=5000, deadline=None, database=None, derandomize=True,
                                       suppress_health_check=list(HealthCheck), phases=[Phase.generate]))
        seen.update(_read_forms(found))
    assert seen == wanted


def _read_forms(text: str) -> set[str]:
    try:
        tree = read_card_text(text)
    except SourceError:
        return set()
    return _print_forms(text, tree)


def test_print_forms_are_recognised() -> None:
    text = "Pay 1 Land Life, destroy one creature from any side of the field - Stack 1."
    assert _print_forms(text, read_card_text(text)) == {"stack note", "comma alone", "pay with no player", "from a side of the field"}
    canonical = print_card_text(read_card_text(text))
    assert _print_forms(canonical, read_card_text(canonical)) == {"stack note"}


@settings(max_examples=500, deadline=None)
@given(st.text())
def test_any_text_parses_or_raises_a_source_error(text: str) -> None:
    try:
        tree = parse_card_text(text)
    except SourceError:
        return
    assert print_card_text(parse_card_text(print_card_text(tree))) == print_card_text(tree)


@pytest.mark.parametrize("text", ["\x00A.", "\x00zombies.", "You may include any number of copies of \x00a."])
def test_a_nul_before_a_word_is_a_source_error(text: str) -> None:
    # A NUL typed in the text matches the pattern of a declared subtype's plural (L-TXT-100); since L-TXT-248 lets a
    # plural end a sentence, the reader reached its builder with no such plural (found by the test above).
    with pytest.raises(SourceError):
        parse_card_text(text)


def test_limits() -> None:
    assert parse_card_text("Draw 99 cards.") == A.CardText((A.Sentence((A.Draw(99),)),))
    nested = "If you control no creatures, " * MAX_NESTING + "draw 1 card."
    assert _depth(parse_card_text(nested)) == MAX_NESTING
    padded = "Draw 2 cards." + " " * (MAX_CHARS - len("Draw 2 cards."))
    assert len(padded) == MAX_CHARS
    parse_card_text(padded)
    with pytest.raises(SourceError, match="too long"):
        parse_card_text(padded + " ")


def _depth(tree: A.CardText) -> int:
    effect: Any = tree.abilities[0].effects[0]  # type: ignore[union-attr]
    depth = 0
    while isinstance(effect, A.Conditional):
        depth, effect = depth + 1, effect.effect
    return depth


# -- words must stand apart ---------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Draw2cards.", "destroyonecreature.", "Gain 3 Landlife.", "Destroy one creatureyou control."])
def test_words_run_together_are_not_read(text: str) -> None:
    """The vocabulary is closed so that a misspelt word is caught where it stands; words glued
    together are a misspelling too, not the words they happen to start with."""
    with pytest.raises(SourceError):
        parse_card_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "When another Giant creature you control is destroyed, draw 1 card.",
        "Remove 1 Attachment card from another creature.",
        "Destroy another creature.",
    ],
)
def test_another_reads_as_english(text: str) -> None:
    """'another creature' is how a card says it; the grammar wants a count first ('one another creature')
    and the printer writes that, while the lexer splits 'another' into 'an' + 'other'."""
    assert print_card_text(parse_card_text(text)) == text


def test_up_to_one_is_printed_in_the_singular() -> None:
    assert print_card_text(parse_card_text("Destroy up to 1 creature.")) == "Destroy up to 1 creature."


# -- JSON and the readable tree ---------------------------------------------------------------------


def test_json_shape() -> None:
    data = tree_to_json(parse_card_text("Draw 2 cards."))
    assert data == {
        "node": "CardText",
        "abilities": [
            {
                "node": "Sentence",
                "effects": [{"node": "Draw", "count": 2, "player": "you",
                             "span": {"start": 0, "end": 12, "line": 1, "column": 1}}],
                "span": {"start": 0, "end": 13, "line": 1, "column": 1},
            }
        ],
        "span": {"start": 0, "end": 13, "line": 1, "column": 1},
    }
    kind = tree_to_json(parse_kind("Boost — Interrupt"))
    assert kind["kind"] == "Boost - Interrupt"
    assert tree_from_json(kind) == parse_kind("Boost - Interrupt")
    ctype = tree_to_json(parse_creature_type("Dark - Zombie"))
    assert (ctype["main"], ctype["subtype"]) == ("Dark", "Zombie")
    assert tree_from_json(ctype) == parse_creature_type("dark - zombie")


@pytest.mark.parametrize("text", CANONICAL_TEXTS)
def test_json_round_trip_of_hand_written_texts(text: str) -> None:
    tree = parse_card_text(text)
    data = tree_to_json(tree)
    assert tree_from_json(json.loads(json.dumps(data))) == tree
    assert tree_to_json(tree_from_json(data)) == data


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ([], ""),
        ({"node": "Goblin"}, ""),
        ({"node": "Draw"}, "count"),
        ({"node": "Draw", "count": "two"}, "count"),
        ({"node": "Draw", "count": 2, "colour": "red"}, ""),
        ({"node": "KindLine", "kind": "Sorcery"}, "kind"),
        ({"node": "Draw", "count": 2, "player": "you", "span": {"start": 0}}, "span"),
        ({"node": "Sentence", "effects": [{"node": "KindLine", "kind": "Land"}]}, "effects[0]"),
        # A stack note follows a sentence, an activated or a triggered ability, and nothing else.
        ({"node": "StackedAbility", "ability": {"node": "StackRequirement", "count": 1, "source": "hand"}, "count": 1}, "ability"),
        ({"node": "StackedAbility", "ability": {"node": "Sentence", "effects": []}, "count": "1"}, "count"),
    ],
)
def test_bad_json_is_a_data_error(data: Any, where: str) -> None:
    with pytest.raises(DataError) as caught:
        tree_from_json(data)
    assert caught.value.path == where


def test_json_and_readable_tree_of_a_stack_note() -> None:
    tree = parse_card_text("Draw 1 card. - Stack 2")
    data = tree_to_json(tree)
    assert data["abilities"][0]["node"] == "StackedAbility"
    assert data["abilities"][0]["count"] == 2
    assert data["abilities"][0]["ability"]["node"] == "Activated"  # it happens once (L-TXT-57)
    assert tree_from_json(json.loads(json.dumps(data))) == tree
    assert render_tree(tree).splitlines()[1:3] == [
        "  abilities[0]: StackedAbility count=2 name=None @1:1 [0:22]",
        "    ability: Activated once_per_turn=True costs=[] during=None @1:1 [0:12]",
    ]


def test_readable_tree() -> None:
    text = "Draw 2 cards.\nWhen this card is destroyed, your opponent loses 2 Land Life."
    assert render_tree(parse_card_text(text)) == "\n".join(
        [
            "CardText @1:1 [0:75]",
            "  abilities[0]: Sentence @1:1 [0:13]",
            "    effects[0]: Draw count=2 player='you' @1:1 [0:12]",
            "  abilities[1]: Triggered once_per_turn=False during=None @2:1 [14:75]",
            "    trigger: SelfTrigger event='is destroyed' @2:1 [14:41]",
            "    effects[0]: LoseLife player='your opponent' amount=2 @2:30 [43:74]",
        ]
    )
    assert render_tree(parse_kind("Boost - Interrupt")) == "KindLine kind='Boost - Interrupt' @1:1 [0:17]"


@pytest.mark.parametrize("text", CANONICAL_TEXTS)
def test_readable_tree_has_a_line_per_node(text: str) -> None:
    tree = parse_card_text(text)
    lines = render_tree(tree).splitlines()
    assert len(lines) == sum(1 for _ in _nodes(tree))
    assert lines[0].startswith("CardText ")
    assert all(line.startswith("  ") for line in lines[1:])


# -- the command line ---------------------------------------------------------------------------------


def _run(*args: str, input: str | None = None) -> Any:
    return CliRunner().invoke(main, ["parse", *args], input=input)


def test_cli_prints_tree_then_canonical_text() -> None:
    result = _run("draw 2 CARDS .")
    assert result.exit_code == 0, result.output
    tree = parse_card_text("draw 2 CARDS .")
    assert result.stdout == render_tree(tree) + "\ncanonical:\nDraw 2 cards.\n"


def test_cli_json() -> None:
    result = _run("Draw 2 cards.", "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert set(out) == {"tree", "canonical"}
    assert out["canonical"] == "Draw 2 cards."
    assert out["tree"] == tree_to_json(parse_card_text("Draw 2 cards."))
    assert tree_from_json(out["tree"]) == parse_card_text("Draw 2 cards.")
    assert result.stdout.count("\n") == 1


@pytest.mark.parametrize("text", CANONICAL_TEXTS)
def test_cli_json_round_trips(text: str) -> None:
    out = json.loads(_run("--json", text).stdout)
    assert tree_from_json(out["tree"]) == parse_card_text(text)
    assert out["canonical"] == text


def test_cli_kind_and_type() -> None:
    result = _run("--kind", "Boost — Interrupt", "--json")
    assert json.loads(result.stdout)["canonical"] == "Boost - Interrupt"
    result = _run("--type", "dark – zombie")
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("canonical:\nDark - Zombie\n")
    assert _run("--kind", "--type", "Land").exit_code == 2


def test_cli_reads_stdin() -> None:
    result = _run("-", "--json", input="Draw 2 cards.\nGain 1 Land Life.\n")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["canonical"] == "Draw 2 cards.\nGain 1 Land Life."


def test_cli_bad_text_exits_2_without_traceback() -> None:
    result = _run("Drw 2 cards.")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit)
    assert result.stderr.startswith("Error: <card text>:1:1: unknown word 'Drw'\n")
    assert "did you mean 'Draw'?" in result.stderr  # in the case the writer used
    result = _run("-", input="Draw 2 cards.\nDrw 1 card.")
    assert result.stderr.startswith("Error: <stdin>:2:1: unknown word 'Drw'\n")


def test_cli_stdin_that_is_not_utf8() -> None:
    result = CliRunner().invoke(main, ["parse", "-"], input=b"Draw \xff cards.")
    assert result.exit_code == 2
    assert result.stderr == "Error: <stdin>: byte 6 is not UTF-8 text\n"


def test_cli_stdin_that_never_ends() -> None:
    with open("/dev/zero", "rb") as endless:
        proc = subprocess.run([str(_cardlaw()), "parse", "-"], stdin=endless, capture_output=True, text=True,
                              check=False, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr == "Error: <stdin>: more than 1,048,576 bytes, far beyond the longest text the reader takes\n"


def _cardlaw() -> Path:
    exe = Path(sys.executable).parent / "cardlaw"
    if not exe.exists():
        pytest.fail(f"no cardlaw executable next to {sys.executable}")
    return exe


def test_cli_process_bad_text() -> None:
    proc = subprocess.run([str(_cardlaw()), "parse", "Destroy one goblin creature."], capture_output=True, text=True, check=False)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    assert proc.stderr.startswith("Error: <card text>:1:13: unknown word 'goblin'\n")


def test_cli_process_json() -> None:
    proc = subprocess.run([str(_cardlaw()), "parse", "Draw 2 cards.", "--json"], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["canonical"] == "Draw 2 cards."


def test_cli_parse_imports_nothing_heavy_until_it_runs() -> None:
    """The command module itself loads only click; the parser comes in when the command runs."""
    code = (
        "import sys; import cardlaw._cli.cardtext_cmd; "
        "print(sorted(m for m in sys.modules if m.startswith('cardlaw.cardtext')))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"
