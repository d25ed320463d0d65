"""Focused engine tests, each written from a sentence of spec/grid/.

Positions are built with `start` (square -> (owner, card, face up)); south is
player 0 and owns rows 1-3, north is player 1 and owns rows 4-6.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cardlaw import Card, CardlawError, parse_typeline
from cardlaw.grid import (
    Advanced,
    Attacked,
    Battled,
    Discarded,
    Drawn,
    Event,
    ExtraTurn,
    Game,
    IllegalMove,
    Revealed,
    TurnedFaceDown,
    Won,
    deal,
    rule_battle,
    start,
)
from cardlaw.grid import _setup
from cardlaw.grid.pool import OpenedPacks

SOUTH, NORTH = 0, 1


def creature(toughness: str | int, name: str = "Grunt", line: str = "Creature — Orc") -> Card:
    return Card(name, line, toughness=str(toughness))


def legend(toughness: str | int, name: str = "Hero") -> Card:
    return Card(name, "Legendary Creature — Human", toughness=str(toughness))


def artifact(name: str = "Trinket", line: str = "Artifact") -> Card:
    return Card(name, line)


def spell(name: str = "Bolt", line: str = "Instant") -> Card:
    return Card(name, line)


def land(name: str = "Forest") -> Card:
    return Card(name, f"Basic Land — {name}")


def planeswalker(loyalty: str | int, name: str = "Nissa") -> Card:
    return Card(name, "Legendary Planeswalker — Nissa", loyalty=str(loyalty))


def game_of(
    pieces: Mapping[str, tuple[int, Card]],
    *,
    variant: str = "hornburg",
    first: int = SOUTH,
    options: Mapping[str, Any] | None = None,
    pending: Sequence[int] = (),
    lands: bool = True,
) -> Game:
    """A position; by default each side also has its land tucked in a far corner."""
    position: dict[str, tuple[int, Card, bool]] = {}
    if lands:
        position["a1"] = (SOUTH, land("Forest"), False)
        position["d6"] = (NORTH, land("Plains"), False)
    position.update({sq: (owner, card, False) for sq, (owner, card) in pieces.items()})
    return start(variant, position, first=first, options=options, pending=pending)


def play(game: Game, *moves: str) -> list[tuple[Event, ...]]:
    return [game.apply(game.parse_move(m)) for m in moves]


def of_type(events: Sequence[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def card_at(game: Game, square: str) -> Card | None:
    pid = game.at[game.board.square(square)]
    return None if pid == -1 else game.pieces[pid].card


# -- turns and extra turns (G-TRN-1, G-XTR-1..3, GR-16) ---------------------------------


def test_turns_alternate() -> None:
    game = game_of({"b2": (SOUTH, creature(2)), "b5": (NORTH, creature(2))})
    assert game.to_move == SOUTH
    play(game, "b2 b3")
    assert game.to_move == NORTH
    play(game, "b5 b4")
    assert game.to_move == SOUTH
    assert game.ply == 2


def test_attackers_artifact_gives_the_attacker_the_next_move() -> None:
    game = game_of({"b3": (SOUTH, artifact()), "b4": (NORTH, creature(2)), "c2": (SOUTH, creature(1))})
    (events,) = play(game, "b3 b4")
    assert [(e.player, e.rules) for e in of_type(events, ExtraTurn)] == [("south", ("G-BAT-6", "G-XTR-1"))]
    assert [e.card for e in of_type(events, Discarded)] == ["Trinket"]
    assert (game.to_move, game.in_extra) == (SOUTH, True)
    play(game, "c2 c3")  # the extra turn
    assert (game.to_move, game.in_extra) == (NORTH, False)
    play(game, "b4 b3")
    assert game.to_move == SOUTH


def test_defenders_artifact_makes_the_defender_move_twice_running() -> None:
    game = game_of({"b3": (SOUTH, creature(2)), "b4": (NORTH, artifact()), "c5": (NORTH, creature(1))})
    (events,) = play(game, "b3 b4")
    assert [e.player for e in of_type(events, ExtraTurn)] == ["north"]
    assert game.to_move == NORTH and game.in_extra
    play(game, "c5 c4")  # north's extra turn
    assert game.to_move == NORTH and not game.in_extra  # then north's ordinary turn
    play(game, "c4 c5")
    assert game.to_move == SOUTH


def test_an_extra_turn_can_earn_another() -> None:
    game = game_of(
        {
            "b3": (SOUTH, artifact("Trinket")),
            "c3": (SOUTH, artifact("Bauble")),
            "b4": (NORTH, creature(2)),
            "c4": (NORTH, creature(3)),
        }
    )
    (first,) = play(game, "b3 b4")
    assert of_type(first, ExtraTurn)[0].rules == ("G-BAT-6", "G-XTR-1")
    (second,) = play(game, "c3 c4")  # during the extra turn
    assert of_type(second, ExtraTurn)[0].rules == ("G-BAT-6", "G-XTR-1", "G-XTR-3")
    assert game.to_move == SOUTH and game.in_extra
    play(game, "a1 a2")
    assert game.to_move == NORTH and not game.in_extra


def test_waiting_extra_turns_are_taken_in_the_order_earned() -> None:
    # North's extra turn is already waiting when south earns one: north goes first.
    game = game_of({"b3": (SOUTH, artifact()), "b4": (NORTH, creature(2))}, pending=[NORTH])
    (events,) = play(game, "b3 b4")
    assert of_type(events, ExtraTurn)[0].rules == ("G-BAT-6", "G-XTR-1", "G-XTR-2")
    assert game.to_move == NORTH and game.pending == [SOUTH]
    play(game, "b4 b3")
    assert game.to_move == SOUTH and game.in_extra
    play(game, "a1 a2")
    assert game.to_move == NORTH and not game.in_extra  # normal alternation resumes
    play(game, "b3 b4")
    assert game.to_move == SOUTH


def test_two_artifacts_give_only_the_attacker_an_extra_turn() -> None:
    game = game_of({"b3": (SOUTH, artifact("Trinket")), "b4": (NORTH, artifact("Bauble"))})
    (events,) = play(game, "b3 b4")
    assert of_type(events, Battled)[0].rules == ("G-BAT-7", "G-CMB-2")
    assert [e.player for e in of_type(events, ExtraTurn)] == ["south"]
    assert sorted(e.card for e in of_type(events, Discarded)) == ["Bauble", "Trinket"]
    assert game.to_move == SOUTH


def test_a_spell_against_an_artifact_discards_both_and_the_artifact_owner_moves_again() -> None:
    game = game_of({"b3": (SOUTH, spell()), "b4": (NORTH, artifact())})
    (events,) = play(game, "b3 b4")
    assert of_type(events, Battled)[0].rules == ("G-BAT-5", "G-BAT-6")
    assert len(of_type(events, Discarded)) == 2
    assert [e.player for e in of_type(events, ExtraTurn)] == ["north"]
    assert game.to_move == NORTH


def test_the_deciding_battle_ends_the_game_and_its_extra_turn_lapses() -> None:
    game = start(
        "hornburg",
        {"a1": (SOUTH, land(), False), "b3": (SOUTH, artifact(), False), "b4": (NORTH, land("Island"), False)},
    )
    (events,) = play(game, "b3 b4")
    assert of_type(events, ExtraTurn) == []
    assert [e.card for e in of_type(events, Discarded)] == ["Trinket"]  # the battle's discards still happen
    assert isinstance(events[-1], Won) and events[-1].player == "south"
    assert game.over and game.legal_moves() == [] and game.pending == []
    with pytest.raises(IllegalMove) as refused:
        game.apply(game.parse_move("a1 a2"))
    assert refused.value.rule == "G-END-1"


def test_the_deciding_battle_cites_gr19_for_the_extra_turn_it_cancels() -> None:
    """GR-1/GR-19: an artifact against a land: "the extra turn lapses because the game is over (GR-19)"."""
    ruling = rule_battle("hornburg", artifact(), land())
    assert ruling.winner == "attacker"
    assert "GR-19" in next(e for e in ruling.events if isinstance(e, Won)).rules


def test_a_discard_cites_only_the_clauses_that_discard_that_card() -> None:
    """Every event names the rules that produced it: G-WIN-1 discards nothing, and G-BAT-6
    ("discard each artifact") does not discard a spell."""
    lantern = rule_battle("hornburg", artifact("Lantern"), land())
    assert [(e.card, e.rules) for e in lantern.events if isinstance(e, Discarded)] == [
        ("Lantern", ("G-OUT-1", "G-BAT-6"))
    ]
    shock = rule_battle("hornburg", spell("Shock"), artifact("Lantern"))
    assert [(e.card, e.rules) for e in shock.events if isinstance(e, Discarded)] == [
        ("Shock", ("G-OUT-1", "G-BAT-5")),
        ("Lantern", ("G-OUT-1", "G-BAT-5", "G-BAT-6")),
    ]


def test_waiting_extra_turns_are_dropped_when_the_game_ends() -> None:
    game = game_of({"b3": (SOUTH, creature(2)), "b4": (NORTH, land("Island"))}, lands=False, pending=[NORTH])
    (events,) = play(game, "b3 b4")
    won = events[-1]
    assert isinstance(won, Won) and won.rules == ("G-WIN-1", "G-END-1", "GR-19")
    assert game.pending == []


# -- battle placement and faces (G-OUT-1..4, GR-3, GR-4) -------------------------------


@pytest.mark.parametrize("advance", ["yes", "no"])
def test_a_winning_attacker_advances_only_with_advance_yes(advance: str) -> None:
    game = game_of({"b3": (SOUTH, creature(3, "Big")), "b4": (NORTH, creature(2, "Small"))}, options={"advance": advance})
    (events,) = play(game, "b3 b4")
    assert [e.card for e in of_type(events, Discarded)] == ["Small"]
    big = game.pieces[0 + 2]  # after the two lands
    assert big.card.name == "Big"
    if advance == "yes":
        assert [(e.from_, e.to, e.rules) for e in of_type(events, Advanced)] == [("b3", "b4", ("G-OUT-3", "GR-3"))]
        assert card_at(game, "b4") == big.card and card_at(game, "b3") is None
    else:
        assert of_type(events, Advanced) == []
        assert card_at(game, "b3") == big.card and card_at(game, "b4") is None
    assert game.face_up[2]  # G-OUT-2: the comparison winner stays face up


def test_a_winning_defender_keeps_its_square() -> None:
    game = game_of({"b3": (SOUTH, creature(1, "Small")), "b4": (NORTH, creature(4, "Big"))})
    (events,) = play(game, "b3 b4")
    assert of_type(events, Battled)[0].survivor == "defender"
    assert card_at(game, "b4").name == "Big" and card_at(game, "b3") is None
    assert game.discards == ([2], [])


def test_attack_events_come_in_order_and_reveal_both_cards() -> None:
    game = game_of({"b3": (SOUTH, creature(3, "Big")), "b4": (NORTH, creature(2, "Small"))})
    (events,) = play(game, "b3 b4")
    assert [type(e) for e in events] == [Attacked, Revealed, Revealed, Battled, Discarded, Advanced]
    reveals = of_type(events, Revealed)
    assert [(r.side, r.card, r.category, r.strength, r.rules) for r in reveals] == [
        ("attacker", "Big", "creature", 3, ("G-BAT-1", "HB-CAT-2")),
        ("defender", "Small", "creature", 2, ("G-BAT-1", "HB-CAT-2")),
    ]
    assert of_type(events, Battled)[0].comparison == "greater"


def test_a_safe_move_reveals_nothing() -> None:
    game = game_of({"b3": (SOUTH, creature(3))})
    (events,) = play(game, "b3 b4")
    assert [e.to_json() for e in events] == [
        {"type": "move", "player": "south", "from": "b3", "to": "b4", "rules": ["G-MOV-4"]}
    ]
    assert not any(game.face_up)


@pytest.mark.parametrize(("face", "expect_up"), [("up", True), ("down", False)])
def test_the_survivor_of_an_artifact_battle(face: str, expect_up: bool) -> None:
    game = game_of({"b3": (SOUTH, artifact()), "b4": (NORTH, creature(2, "Guard"))}, options={"survivor_face": face})
    (events,) = play(game, "b3 b4")
    guard = next(pid for pid, p in enumerate(game.pieces) if p.card.name == "Guard")
    assert game.face_up[guard] is expect_up
    if face == "down":
        assert [(e.square, e.rules) for e in of_type(events, TurnedFaceDown)] == [("b4", ("G-OUT-4", "GR-4"))]
    else:
        assert of_type(events, TurnedFaceDown) == []


def test_survivor_face_down_turns_an_advancing_attacker_down_on_its_new_square() -> None:
    game = game_of({"b3": (SOUTH, creature(2, "Runner")), "b4": (NORTH, artifact())}, options={"survivor_face": "down"})
    (events,) = play(game, "b3 b4")
    assert [e.square for e in of_type(events, TurnedFaceDown)] == ["b4"]
    assert card_at(game, "b4").name == "Runner"
    assert not game.face_up[2]


def test_survivor_face_down_leaves_a_comparison_winner_face_up() -> None:
    game = game_of({"b3": (SOUTH, creature(3)), "b4": (NORTH, creature(2))}, options={"survivor_face": "down"})
    (events,) = play(game, "b3 b4")
    assert of_type(events, TurnedFaceDown) == []
    assert game.face_up[2]


# -- illegal moves (G-MOV-1..3, G-MOV-6) -----------------------------------------------


@pytest.mark.parametrize(
    ("move", "rule", "message"),
    [
        ("b2 b3", "G-MOV-1", "b2 is empty; south must move a card of their own"),
        ("b4 b3", "G-MOV-1", "the card on b4 is not south's; it is south's turn"),
        ("b3 c4", "G-MOV-2", "b3 to c4 is not one orthogonal step"),
        ("b3 b5", "G-MOV-2", "b3 to b5 is not one orthogonal step"),
        ("a1 a1", "G-MOV-2", "a1 to a1 is not one orthogonal step"),
        ("a2 a1", "G-MOV-3", "a1 holds another card of south's"),
    ],
)
def test_illegal_moves_are_refused_with_their_rule(move: str, rule: str, message: str) -> None:
    game = game_of({"b3": (SOUTH, creature(2)), "a2": (SOUTH, creature(1)), "b4": (NORTH, creature(2))})
    before = (list(game.at), list(game.face_up), game.to_move, game.ply)
    with pytest.raises(IllegalMove) as refused:
        game.apply(game.parse_move(move))
    assert refused.value.rule == rule
    assert str(refused.value) == f"illegal move: {message} ({rule})"
    assert (list(game.at), list(game.face_up), game.to_move, game.ply) == before
    assert game.history == []


def test_moves_off_the_board_are_refused() -> None:
    game = game_of({})
    with pytest.raises(IllegalMove) as refused:
        game.apply((0, -1))
    assert refused.value.rule == "G-MOV-2"
    with pytest.raises(IllegalMove, match=r"e1 is off the board \(squares run from a1 to d6\) \(G-MOV-2\)"):
        game.parse_move("a1 e1")
    with pytest.raises(CardlawError, match="'zz' is not a square: squares run from a1 to d6"):
        game.parse_move("a1 zz")
    with pytest.raises(CardlawError, match="a move is two squares"):
        game.parse_move("a1")


# -- draws (G-END-2, G-END-3, GR-14, GR-15) --------------------------------------------

SHUFFLE = ["a1 a2", "d6 d5", "a2 a1", "d5 d6"]


def shuffled(game: Game, plies: int) -> list[tuple[Event, ...]]:
    out = []
    for i in range(plies):
        if game.over:
            break
        out.append(game.apply(game.parse_move(SHUFFLE[i % 4])))
    return out


def test_the_ply_cap_draws_the_game() -> None:
    game = game_of({}, options={"ply_cap": 6, "repetition": "off"})
    history = shuffled(game, 20)
    assert len(history) == 6
    assert [e.to_json() for e in history[-1]][-1] == {
        "type": "draw", "reason": "6 plies without a winner", "rules": ["G-END-2", "GR-14"]
    }
    assert game.result is not None and (game.result.winner, game.result.reason) == (None, "ply cap")
    assert game.legal_moves() == []


def test_the_default_ply_cap_is_200() -> None:
    game = game_of({}, options={"repetition": "off"})
    assert len(shuffled(game, 500)) == 200


def test_repetition_draws_on_the_third_occurrence() -> None:
    game = game_of({}, options={"ply_cap": "off"})  # repetition defaults to 3
    history = shuffled(game, 20)
    # The start position recurs after 4 and after 8 plies: the third time ends the game.
    assert len(history) == 8
    drawn = history[-1][-1]
    assert isinstance(drawn, Drawn)
    assert drawn.to_json() == {
        "type": "draw", "reason": "the same position arose 3 times", "rules": ["G-END-3", "GR-15"]
    }
    assert game.result is not None and game.result.reason == "repetition"


def test_repetition_2_draws_on_the_first_return() -> None:
    game = game_of({}, options={"ply_cap": "off", "repetition": 2})
    history = shuffled(game, 3)
    assert not game.over and len(history) == 3
    (events,) = [game.apply(game.parse_move("d5 d6"))]  # back to the start, south to move
    assert isinstance(events[-1], Drawn) and events[-1].reason == "the same position arose 2 times"


def test_draws_can_be_turned_off() -> None:
    game = game_of({}, options={"ply_cap": "off", "repetition": "off"})
    assert len(shuffled(game, 400)) == 400
    assert not game.over


# -- the deal (G-SET-1..7, GR-12, GR-13) -----------------------------------------------


@pytest.mark.parametrize("variant", ["hornburg", "base-race"])
@pytest.mark.parametrize("seed", range(6))
def test_the_deal_fills_both_home_areas(variant: str, seed: int) -> None:
    game, record = deal(variant, seed)
    assert sum(1 for pid in game.at if pid != -1) == 24 == len(game.pieces)
    assert sorted(game.squares_of[SOUTH]) == list(range(0, 12))  # rows 1-3
    assert sorted(game.squares_of[NORTH]) == list(range(12, 24))  # rows 4-6
    assert len(record.hands[0]) == len(record.hands[1]) == 11
    for owner in (SOUTH, NORTH):
        lands = [p.card for p in game.pieces if p.owner == owner and game.rules.categories[p.category] == "land"]
        assert lands == [record.lands[owner]]
    assert not any(game.face_up)
    assert game.to_move == record.first
    assert game.discards == ([], [])
    assert len(record.position) == 24
    for square, (owner, card, face_up) in record.position.items():
        pid = game.at[game.board.square(square)]
        assert (game.pieces[pid].owner, game.pieces[pid].card, face_up) == (owner, card, False)
    again, same = deal(variant, seed)
    assert same == record and [p.card for p in again.pieces] == [p.card for p in game.pieces]


def test_base_race_hands_out_basic_lands_and_removes_double_faced_cards() -> None:
    for seed in range(10):
        game, record = deal("base-race", seed)
        assert all(parse_typeline(c.type_line).front.supertypes for c in record.lands)
        assert all(c.type_line.startswith("Basic Land — ") for c in record.lands)
        assert len(record.removed) == 3  # one modal double-faced card per ZNR pack
        assert all(rule == "G-SET-3" and " // " in card.type_line for card, rule in record.removed)
        assert not any(parse_typeline(p.card.type_line).double_faced for p in game.pieces)


def test_dfc_front_keeps_double_faced_cards_in_the_pool() -> None:
    found = False
    for seed in range(30):
        game, record = deal("base-race", seed, options={"dfc": "front"})
        assert record.removed == ()
        dfcs = [p for p in game.pieces if parse_typeline(p.card.type_line).double_faced]
        for piece in dfcs:  # it battles with its front face
            front = piece.card.type_line.split(" // ")[0]
            assert game.rules.categories[piece.category] != "land", front
        found = found or bool(dfcs)
    assert found, "no seed in 0..29 put a double-faced card on the board"


def test_the_hornburg_deal_removes_nothing_from_ltr_packs() -> None:
    for seed in range(5):
        _, record = deal("hornburg", seed)
        assert record.removed == ()


def test_a_double_faced_card_cannot_be_placed_when_dfc_is_removed() -> None:
    dfc = Card("Front // Back", "Creature — Kor Cleric // Land", toughness="2")
    with pytest.raises(CardlawError, match=r"is double-faced: G-SET-3 takes it out of the pool \(see GR-12\)"):
        start("base-race", {"b2": (SOUTH, dfc, False)})
    game = start("base-race", {"b2": (SOUTH, dfc, False)}, options={"dfc": "front"})
    assert game.rules.categories[game.pieces[0].category] == "creature"


def test_base_race_refuses_a_nonbasic_land() -> None:
    ruins = Card("Ruins", "Land")
    with pytest.raises(CardlawError, match=r"^'Ruins' at a1 cannot be handed out as a land in base-race \(BR-SET-1\)$"):
        start("base-race", {"a1": (SOUTH, ruins, False)})
    assert start("hornburg", {"a1": (SOUTH, ruins, False)}).pieces[0].card == ruins


def test_a_creature_needs_a_toughness() -> None:
    with pytest.raises(CardlawError, match=r"battles as a creature but has no toughness"):
        start("hornburg", {"b2": (SOUTH, Card("Blank", "Creature — Orc"), False)})


def small_packs(per_pack: int) -> Any:
    def open_packs(set_code: str, packs: int, rng: random.Random) -> OpenedPacks:
        cards = tuple(
            Card(f"Tiny {rng.random():.12f}", "Creature — Orc", toughness="1", set_code=set_code)
            for _ in range(per_pack * packs)
        )
        return OpenedPacks(cards, ())

    return open_packs


def test_a_short_pool_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_setup, "open_packs", small_packs(5))
    with pytest.raises(CardlawError) as err:
        deal("hornburg", 1)
    assert str(err.value) == (
        "the pool has 15 usable cards but the deal needs 22 "
        "(GR-13; --option short_pool=extra_pack opens another pack)"
    )


def test_a_short_pool_opens_extra_packs_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_setup, "open_packs", small_packs(5))
    game, record = deal("hornburg", 1, options={"short_pool": "extra_pack"})
    assert sum(1 for pid in game.at if pid != -1) == 24
    assert len(record.set_aside) == 25 - 22  # 3 packs, then 2 more: 25 cards


# -- single battles: rule_battle ---------------------------------------------------------

BATTLES: list[tuple[str, str, Card, Card, dict[str, Any], dict[str, Any], tuple[str, ...]]] = [
    # id, variant, attacker, defender, options, expected ruling fields, rules that must be cited
    ("toughness tie: attacker wins", "hornburg", creature(2), creature(2, "Other"), {},
     {"discarded": ["defender"], "survivor": "attacker", "survivor_square": "to", "winner": None, "extra_turn": []},
     ("G-BAT-2", "G-OUT-3", "GR-3")),
    ("tougher defender wins", "hornburg", creature(2), creature(5, "Wall"), {},
     {"discarded": ["attacker"], "survivor": "defender", "survivor_square": "to", "winner": None},
     ("G-BAT-2", "G-OUT-3")),
    ("legend beats a tougher nonlegend", "hornburg", legend(1), creature(9), {},
     {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-3",)),
    ("nonlegend attacking a legend loses", "hornburg", creature(9), legend(1), {},
     {"discarded": ["attacker"], "survivor": "defender"}, ("G-BAT-3",)),
    ("legend tie: attacker wins", "hornburg", legend(4), legend(4, "Other"), {},
     {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-4",)),
    ("spell against artifact", "hornburg", spell(), artifact(), {},
     {"discarded": ["attacker", "defender"], "survivor": None, "extra_turn": ["defender"], "winner": None},
     ("G-BAT-5", "G-BAT-6", "G-XTR-1")),
    ("artifact against artifact", "hornburg", artifact(), artifact("Other"), {},
     {"discarded": ["attacker", "defender"], "extra_turn": ["attacker"], "winner": None}, ("G-BAT-7", "G-CMB-2")),
    ("spell against creature", "hornburg", creature(7), spell(), {},
     {"discarded": ["attacker", "defender"], "survivor": None, "extra_turn": []}, ("G-BAT-5",)),
    ("land against land", "hornburg", land(), land("Island"), {},
     {"discarded": [], "survivor": None, "winner": "attacker"}, ("G-WIN-2", "G-CMB-3", "G-END-1")),
    ("land revealed by a spell", "hornburg", spell(), land(), {},
     {"discarded": ["attacker", "defender"], "winner": "attacker"}, ("G-BAT-5", "G-WIN-1", "G-END-1")),
    ("land revealed by a creature", "hornburg", creature(1), land(), {},
     {"discarded": [], "winner": "attacker", "survivor": None}, ("G-WIN-1",)),
    ("land revealed by an artifact", "hornburg", artifact(), land(), {},
     {"discarded": ["attacker"], "winner": "attacker", "extra_turn": []}, ("G-BAT-6", "G-WIN-1")),
    ("attacking land loses", "hornburg", land(), creature(1), {},
     {"winner": "defender"}, ("G-WIN-1",)),
    ("base race: planeswalker loyalty beats legendary toughness", "base-race", legend(3), planeswalker(4), {},
     {"discarded": ["attacker"], "survivor": "defender"}, ("G-BAT-4", "BR-CAT-3")),
    ("base race: legendary toughness beats lower loyalty", "base-race", planeswalker(3), legend(4), {},
     {"discarded": ["attacker"], "survivor": "defender"}, ("G-BAT-4",)),
    ("base race: loyalty tie goes to the attacker", "base-race", planeswalker(4), legend(4), {},
     {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-4",)),
    ("base race: artifact creature is a creature", "base-race", creature(3, "Golem", "Artifact Creature — Golem"),
     creature(2), {}, {"discarded": ["defender"], "survivor": "attacker", "extra_turn": []}, ("G-BAT-2", "BR-CAT-2")),
    ("base race: artifact_creature=artifact", "base-race", creature(3, "Golem", "Artifact Creature — Golem"),
     creature(2), {"artifact_creature": "artifact"},
     {"discarded": ["attacker"], "survivor": "defender", "extra_turn": ["attacker"]}, ("G-BAT-6", "BR-CAT-5")),
    ("hornburg: vehicle is a creature", "hornburg", creature(3, "Cart", "Artifact — Vehicle"), creature(2), {},
     {"discarded": ["defender"], "survivor": "attacker", "extra_turn": []}, ("G-BAT-2", "HB-CAT-2")),
    ("base race: vehicle is an artifact", "base-race", creature(3, "Cart", "Artifact — Vehicle"), creature(2), {},
     {"discarded": ["attacker"], "survivor": "defender", "extra_turn": ["attacker"]}, ("G-BAT-6", "BR-CAT-5")),
    ("base race: vehicle=creature", "base-race", creature(3, "Cart", "Artifact — Vehicle"), creature(2),
     {"vehicle": "creature"}, {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-2", "BR-CAT-2")),
    ("hornburg: legendary vehicle is a legend", "hornburg", creature(1, "Chariot", "Legendary Artifact — Vehicle"),
     creature(9), {}, {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-3", "HB-CAT-3")),
    ("hornburg: legendary_vehicle=creature", "hornburg", creature(1, "Chariot", "Legendary Artifact — Vehicle"),
     creature(9), {"legendary_vehicle": "creature"}, {"discarded": ["attacker"], "survivor": "defender"},
     ("G-BAT-2", "HB-CAT-2")),
    ("hornburg: planeswalker is a legend", "hornburg", planeswalker(3), creature(9), {},
     {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-3", "HB-CAT-3")),
    ("hornburg: planeswalker=spell", "hornburg", planeswalker(3), creature(9), {"planeswalker": "spell"},
     {"discarded": ["attacker", "defender"], "survivor": None}, ("G-BAT-5", "HB-CAT-4")),
    ("enchantment creature is a creature", "hornburg", creature(2, "Spirit", "Enchantment Creature — Spirit"),
     creature(1), {}, {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-2",)),
    ("enchantment_creature=spell", "base-race", creature(2, "Spirit", "Enchantment Creature — Spirit"),
     creature(1), {"enchantment_creature": "spell"}, {"discarded": ["attacker", "defender"]}, ("G-BAT-5",)),
    ("star toughness counts 0", "hornburg", creature("*"), creature(0), {},
     {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-2",)),
    ("1+* counts 1", "hornburg", creature(1), creature("1+*"), {},
     {"discarded": ["defender"], "survivor": "attacker"}, ("G-BAT-2",)),
    ("battle card is a spell", "hornburg", spell("Siege", "Battle — Siege"), creature(3), {},
     {"discarded": ["attacker", "defender"]}, ("G-BAT-5",)),
    ("legendary sorcery is a spell", "hornburg", spell("Saga", "Legendary Sorcery"), legend(3), {},
     {"discarded": ["attacker", "defender"]}, ("G-BAT-5",)),
    ("advance=no leaves the attacker home", "hornburg", creature(3), creature(2), {"advance": "no"},
     {"survivor": "attacker", "survivor_square": "from"}, ("G-BAT-2", "G-OUT-3", "GR-3")),
]


@pytest.mark.parametrize(
    ("variant", "attacker", "defender", "options", "expected", "cited"),
    [pytest.param(*case[1:], id=case[0]) for case in BATTLES],
)
def test_rule_battle(
    variant: str, attacker: Card, defender: Card, options: dict[str, Any], expected: dict[str, Any], cited: tuple[str, ...]
) -> None:
    ruling = rule_battle(variant, attacker, defender, options or None)
    data = ruling.to_json()
    assert {k: data[k] for k in expected} == expected
    assert [r for r in cited if r not in ruling.rules] == []
    assert ruling.rules[:2] == ("G-MOV-5", "G-BAT-1")
    if data["winner"] is not None:
        assert "G-END-1" in ruling.rules and data["survivor"] is None and data["extra_turn"] == []


def test_rule_battle_json_lists_each_rule_once() -> None:
    ruling = rule_battle("hornburg", creature(2), creature(2, "Other"))
    assert ruling.to_json() == {
        "discarded": ["defender"],
        "survivor": "attacker",
        "survivor_square": "to",
        "extra_turn": [],
        "winner": None,
        "rules": ["G-MOV-5", "G-BAT-1", "HB-CAT-2", "G-BAT-2", "G-OUT-2", "G-OUT-1", "G-OUT-3", "GR-3"],
    }


# -- review fixes: GR-4 and earlier face-up cards, where survivors stand, draws in rule_battle ----------


def _face_up_game(pieces: Mapping[str, tuple[int, Card, bool]], options: Mapping[str, Any]) -> Game:
    position = {"a1": (SOUTH, land("Forest"), False), "d6": (NORTH, land("Plains"), False), **pieces}
    return start("hornburg", position, first=SOUTH, options=options)


@pytest.mark.parametrize("attacking", [True, False])
def test_survivor_face_down_leaves_a_card_that_was_already_face_up(attacking: bool) -> None:
    """GR-4: only a card that was face down before this battle is turned face down again; an earlier
    comparison winner stays face up for the rest of the game (G-OUT-2)."""
    if attacking:
        pieces = {"b3": (SOUTH, creature(3, "Veteran"), True), "b4": (NORTH, artifact(), False)}
        square = "b4"
    else:
        pieces = {"b3": (SOUTH, artifact(), False), "b4": (NORTH, creature(3, "Veteran"), True)}
        square = "b4"
    game = _face_up_game(pieces, {"survivor_face": "down"})
    (events,) = play(game, "b3 b4")
    veteran = next(pid for pid, p in enumerate(game.pieces) if p.card.name == "Veteran")
    assert card_at(game, square) is not None and card_at(game, square).name == "Veteran"  # type: ignore[union-attr]
    assert game.face_up[veteran] is True
    assert of_type(events, TurnedFaceDown) == []


def test_survivor_face_down_still_turns_down_a_card_revealed_only_by_this_battle() -> None:
    game = _face_up_game({"b3": (SOUTH, artifact(), True), "b4": (NORTH, creature(3, "Guard"), False)},
                         {"survivor_face": "down"})
    (events,) = play(game, "b3 b4")
    assert [e.square for e in of_type(events, TurnedFaceDown)] == ["b4"]
    assert not game.face_up[3]


def test_a_surviving_defender_cites_where_it_stands() -> None:
    game = game_of({"b3": (SOUTH, creature(1, "Small")), "b4": (NORTH, creature(4, "Big"))})
    (events,) = play(game, "b3 b4")
    assert of_type(events, Battled)[0].rules == ("G-BAT-2", "G-OUT-2", "G-OUT-3")


@pytest.mark.parametrize("advance", ["yes", "no"])
def test_a_surviving_attacker_cites_where_it_stands(advance: str) -> None:
    game = game_of({"b3": (SOUTH, creature(3, "Big")), "b4": (NORTH, creature(2, "Small"))}, options={"advance": advance})
    (events,) = play(game, "b3 b4")
    battle = of_type(events, Battled)[0]
    if advance == "yes":  # the advance event cites G-OUT-3 and GR-3
        assert battle.rules == ("G-BAT-2", "G-OUT-2")
    else:
        assert battle.rules == ("G-BAT-2", "G-OUT-2", "G-OUT-3", "GR-3")
    cited = {r for e in events for r in e.rules}
    assert {"G-OUT-3", "GR-3"} <= cited


def test_no_survivor_cites_no_square() -> None:
    game = game_of({"b3": (SOUTH, spell()), "b4": (NORTH, creature(2))})
    (events,) = play(game, "b3 b4")
    assert "G-OUT-3" not in of_type(events, Battled)[0].rules


def test_rule_battle_json_cites_the_square_rules_under_advance_no() -> None:
    ruling = rule_battle("hornburg", creature(3), creature(2, "Other"), {"advance": "no"})
    assert ruling.survivor_square == "from"
    assert ruling.to_json()["rules"] == [
        "G-MOV-5", "G-BAT-1", "HB-CAT-2", "G-BAT-2", "G-OUT-2", "G-OUT-3", "GR-3", "G-OUT-1"
    ]


def test_rule_battle_json_cites_g_out_3_when_the_defender_survives() -> None:
    ruling = rule_battle("hornburg", creature(1), creature(4, "Wall"))
    assert (ruling.survivor, ruling.survivor_square) == ("defender", "to")
    assert "G-OUT-3" in ruling.to_json()["rules"]


def test_cardlaw_battle_json_lists_the_square_rules() -> None:
    import json

    from click.testing import CliRunner

    from cardlaw.cli import main

    result = CliRunner().invoke(main, [
        "battle", "--json", "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", "3",
        "--defender", "Creature — Elf", "--defender-toughness", "2", "--option", "advance=no",
    ])
    assert result.exit_code == 0, result.output
    assert {"G-OUT-3", "GR-3"} <= set(json.loads(result.stdout)["rules"])


@pytest.mark.parametrize("options", [{"ply_cap": 1}, {"repetition": 2}, {"ply_cap": 1, "repetition": 2}])
def test_draw_options_do_not_leak_into_a_single_battle(options: dict[str, Any]) -> None:
    ruling = rule_battle("hornburg", creature(3), creature(2, "Other"), options)
    assert not any(isinstance(e, Drawn) for e in ruling.events)
    assert not {"G-END-2", "G-END-3", "GR-14", "GR-15"} & set(ruling.rules)
    assert ruling.to_json() == rule_battle("hornburg", creature(3), creature(2, "Other")).to_json()


def test_draw_options_are_still_checked_in_rule_battle() -> None:
    with pytest.raises(CardlawError, match=r"option ply_cap \(GR-14\) cannot be '0'"):
        rule_battle("hornburg", creature(3), creature(2), {"ply_cap": 0})


def test_the_smallest_ply_cap_and_repetition_work_in_a_game() -> None:
    game = game_of({"b3": (SOUTH, creature(3)), "b5": (NORTH, creature(2))}, options={"ply_cap": 1})
    (events,) = play(game, "b3 c3")
    assert of_type(events, Drawn)[0].rules == ("G-END-2", "GR-14")
    game = game_of({"b3": (SOUTH, creature(3)), "b5": (NORTH, creature(2))}, options={"repetition": 2})
    results = play(game, "b3 c3", "b5 c5", "c3 b3", "c5 b5")  # back where the game started: its second time
    assert [e.rules for e in of_type(results[-1], Drawn)] == [("G-END-3", "GR-15")]


def test_repetition_is_reported_when_it_and_the_cap_fall_on_the_same_ply() -> None:
    game = game_of({"b3": (SOUTH, creature(3)), "b5": (NORTH, creature(2))}, options={"repetition": 2, "ply_cap": 4})
    results = play(game, "b3 c3", "b5 c5", "c3 b3", "c5 b5")
    assert game.result is not None and game.result.reason == "repetition"
    assert [e.rules for e in of_type(results[-1], Drawn)] == [("G-END-3", "GR-15")]
