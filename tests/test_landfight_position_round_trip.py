"""A position's state round-trips: the state a game reports, given back as a position setup, is set up
into a game that reports the same state, legal actions included (PROTOCOL.md, Positions and Landfight
state): lasting changes (those lasting `while` and prohibitions of playing with their source), control
taken until a later turn, replacements used this turn, additional attacks allowed this turn, cards other
than creatures played this turn and once-per-turn uses of another player's card or by name too."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cardlaw.conformance import load_all
from cardlaw.conformance._execute import execute
from cardlaw.errors import CardlawError
from cardlaw.landfight import dump_state, game_from_setup, load_state, read_game_setup, view
from cardlaw.landfight._scenario import position_setup
from cardlaw.landfight._setup import SetupRefused


def _hidden(game: Any) -> str | None:
    """State a position does not give (and the view does not show), which would change what follows."""
    if game.was_beneath:
        return "the card a Mutated Creature that left was on"
    # `Game.memory` is not asked: an ability's references back are begun afresh as it starts resolving,
    # and a position begins with nothing resolving.
    return None


def _round_trip(state: dict[str, Any], cards: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    setup = position_setup(state, cards)
    game = game_from_setup(read_game_setup(setup, "round trip"), options)
    assert game.out == [], "a position at a main moment with a choice to make starts without events"
    return view(game, None)


def _states() -> list[tuple[str, dict[str, Any], dict[str, Any], dict[str, Any], bool]]:
    """Every state of the corpus's Landfight games at a turn player's main moment, with nothing waiting,
    and whether the engine itself agrees with a game read back from its saved state there."""
    found = []
    for scenario in load_all(["landfight"]):
        setup = scenario["setup"]
        if "position" not in setup and "start" not in setup:
            continue
        options = scenario.get("options") or {}
        try:
            game = game_from_setup(read_game_setup(setup, "corpus"), options)
        except CardlawError:  # a refused setup, or an option value its declaration refuses
            continue
        for action in [None, *scenario["actions"]]:
            if action is not None:
                try:
                    game.apply(action)
                except CardlawError:  # a refusal (IllegalMove), or dice that ran out
                    break
            state = view(game, None)
            decision = state["decision"] or {}
            if (state["result"] is None and not state["chain"] and state["attack"] is None and state["match"] is None
                    and decision.get("moment") == "main" and decision.get("player") == state["player"]
                    and _hidden(game) is None):
                agrees = view(load_state(dump_state(game)), None) == state
                found.append((scenario["id"], state, setup["cards"], options, agrees))
    return found


STATES = _states()


def test_the_corpus_reaches_many_positions_and_the_new_fields() -> None:
    assert len(STATES) > 300
    lasting = [c for _, state, *_ in STATES for c in state["lasting"]]
    assert {c["change"] for c in lasting} >= {"strength", "prohibition", "control"}
    assert any(c["until"] == "while" for c in lasting) and any(c.get("act", "").startswith("play ") for c in lasting)
    assert any(isinstance(c["until"], int) and c["until"] > state["turn"] for _, state, *_ in STATES for c in state["lasting"])
    assert any(state["replaced"] for _, state, *_ in STATES)
    creatures = [c for _, state, *_ in STATES for side in state["players"].values() for c in side["creatures"].values() if c]
    assert any(c["extra_attacks"] for c in creatures)
    assert any(side["played_this_turn"] for _, state, *_ in STATES for side in state["players"].values())
    uses = [(player, u["card"]) for _, state, *_ in STATES for player, side in state["players"].items() for u in side["used"]]
    assert any("/" not in card for _, card in uses)  # counted by name (opt_scope=name)
    assert any("/" in card and not card.startswith(f"{player}/") for player, card in uses)  # another player's card
    sides = [side for _, state, *_ in STATES for side in state["players"].values()]
    assert any(side["destroyed_by_battle_this_turn"] for side in sides)  # L-TXT-217
    assert any(side["destroyed_a_creature_this_turn"] for side in sides)  # L-TXT-279
    hows = {how for _, state, *_ in STATES for how in state["destroyed_this_turn"].values()}  # L-TXT-281
    assert hows == {"battle", "destroyed"}
    # L-TXT-230: a creature that left with a Strength other than its printed one
    assert any(strength != cards[cid.split("/", 1)[1].split("#")[0]].get("strength")
               for _, state, cards, *_ in STATES for cid, strength in state["left_strength"].items())


@pytest.mark.parametrize("index", range(len(STATES)), ids=[f"{s[0]}@{s[1]['turn']}" for s in STATES])
def test_a_reached_state_round_trips(index: int) -> None:
    _, state, cards, options, agrees = STATES[index]
    # The engine's kept answers (static abilities worked out once per arrangement) agree with a game
    # read back from its own saved state: a count of a hand or Ruins is worked out again when it changes.
    assert agrees
    assert _round_trip(state, cards, options) == state


def _control_position() -> dict[str, Any]:
    return {
        "cards": {
            "plain": {"name": "Ash Plain", "kind": "Land", "badge": "L"},
            "ogre": {"name": "Hill Ogre", "kind": "Creature", "badge": "M", "type": "Earth - Giant", "strength": 4},
            "rat": {"name": "Burrow Rat", "kind": "Creature", "badge": "S", "type": "Earth - Beast", "strength": 1},
            "knight": {"name": "Tide Knight", "kind": "Creature", "badge": "S", "type": "Water - Knight", "strength": 3,
                       "text": "If this card would be destroyed, gain 1 Land Life instead."},
        },
        "position": {
            "turn": 4, "player": "p2", "phase": "battle",
            "players": {
                "p1": {"land": "plain", "deck": ["rat#9"], "creatures": {"1": "p2/ogre", "2": "knight"}},
                "p2": {"land": "plain", "deck": ["rat#9"], "creatures": {"1": "rat", "2": "rat#2"}},
            },
            "lasting": [
                {"change": "control", "card": "p2/ogre", "from": "p2", "to": "p1", "until": 5},
                {"change": "strength", "card": "p2/ogre", "by": 2, "until": 5},
                {"change": "strength", "card": "p2/rat", "by": 1, "until": 4},
                {"change": "prohibition", "subject": "p2/rat", "act": "attack", "until": 6},
                {"change": "prohibition", "subject": "p1", "act": "draw cards", "until": "leaves"},
                {"change": "grant", "card": "p1/knight", "grant": "attacks-per-turn", "times": 2, "until": "leaves"},
            ],
            "replaced": [{"card": "p1/knight", "by": "p1/knight", "ability": 1}],
        },
    }


def test_every_kind_of_lasting_change_round_trips() -> None:
    setup = _control_position()
    game = game_from_setup(read_game_setup(setup, "test"), {})
    state = view(game, None)
    assert state["lasting"] == setup["position"]["lasting"]
    assert state["replaced"] == setup["position"]["replaced"]
    assert state["players"]["p1"]["creatures"]["1"]["strength"] == 6
    assert state["players"]["p2"]["creatures"]["1"]["strength"] == 2
    # p2's Rat may not attack; the other may, and the taken Ogre is p1's to attack with in p1's turn.
    assert state["decision"]["legal"] == [{"action": "pass"}, {"action": "attack", "attacker": "p2/rat#2", "target": "p1/ogre"},
                                          {"action": "attack", "attacker": "p2/rat#2", "target": "p1/knight"}] or (
        {"action": "attack", "attacker": "p2/rat", "target": "land"} not in state["decision"]["legal"])
    assert _round_trip(state, setup["cards"], {}) == state


def test_another_players_card_may_stand_anywhere_in_a_position() -> None:
    # A card returned to the hand of the player whose effect returned it (LR-41) is played from there:
    # it stands on that player's side with no change of control.
    setup = copy.deepcopy(_control_position())
    setup["position"]["lasting"] = setup["position"]["lasting"][2:]
    setup["position"]["players"]["p1"]["hand"] = ["p2/rat#3"]
    game = game_from_setup(read_game_setup(setup, "test"), {})
    state = view(game, None)
    assert state["players"]["p1"]["creatures"]["1"]["card"] == "p2/ogre"
    assert state["players"]["p1"]["hand"] == ["p2/rat#3"]
    assert _round_trip(state, setup["cards"], {}) == state


def test_a_change_that_ended_before_the_position_is_refused() -> None:
    from cardlaw.errors import DataError

    setup = copy.deepcopy(_control_position())
    setup["position"]["lasting"][1]["until"] = 3
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert caught.value.path == "setup.position.lasting[1].until"
    setup = copy.deepcopy(_control_position())
    setup["position"]["lasting"][0].update({"from": "p1", "to": "p2"})
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert "stands on p1's side" in caught.value.problem
    setup = copy.deepcopy(_control_position())
    setup["position"]["players"]["p1"]["played_this_turn"] = ["knight"]  # a creature says it itself
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert caught.value.path == "setup.position.players.p1.played_this_turn[0]"
    setup = copy.deepcopy(_control_position())
    setup["position"]["players"]["p2"]["used"] = [{"card": "p2/rat#3", "ability": 1}]
    setup["position"]["players"]["p2"]["hand"] = ["rat#3"]
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert caught.value.path == "setup.position.players.p2.used[0].ability"  # a Rat has no such ability
    setup["cards"]["rat"]["text"] = "(OPT) Pay 1 Land Life: Draw 1 card."
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert caught.value.path == "setup.position.players.p2.used[0].card"  # in the hand: a use is forgotten there
    setup["position"]["players"]["p2"]["used"] = [{"name": "burrow rat", "ability": 1}]
    assert read_game_setup(setup, "test").sides["p2"].used == (("burrow rat", 1, True),)
    setup["position"]["players"]["p2"]["used"] = [{"name": "Burrow Bat", "ability": 1}]
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert caught.value.path == "setup.position.players.p2.used[0].name"
    setup = copy.deepcopy(_control_position())
    setup["position"]["replaced"][0]["ability"] = 2
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    assert caught.value.path == "setup.position.replaced[0].ability"


def _refused(change: Any) -> Any:
    """The error of the control position changed by ``change``, which must refuse it."""
    from cardlaw.errors import DataError

    setup = copy.deepcopy(_control_position())
    change(setup["position"])
    with pytest.raises(DataError) as caught:
        read_game_setup(setup, "test")
    return caught.value


def test_what_left_the_field_this_turn_is_given_by_creature_cards_placed_in_the_position() -> None:
    refused = _refused

    def p1(**fields: Any) -> Any:
        return lambda pos: pos["players"]["p1"].update(fields)

    ruins = p1(ruins=["rat"], destroyed_by_battle_this_turn=["rat", "plain"])
    assert (refused(ruins).path, refused(ruins).problem) == (
        "setup.position.players.p1.destroyed_by_battle_this_turn[1]", "'p1/plain' is a Land, not a creature card")
    twice = p1(ruins=["rat"], destroyed_by_battle_this_turn=["rat", "p1/rat"])
    assert refused(twice).problem == "'p1/rat' is listed twice"
    unplaced = refused(p1(destroyed_by_battle_this_turn=["rat#4"]))
    assert unplaced.path.endswith("[0]") and unplaced.problem.startswith("no card 'p1/rat#4' is placed in the position")
    early = refused(lambda pos: (pos.update(phase="boost"), pos["players"]["p1"].update(ruins=["rat"], destroyed_by_battle_this_turn=["rat"])))
    assert early.problem == ("a creature destroyed by battle in the boost phase of turn 4: no battle is fought before the "
                             "Battle Phase (L-BAT-1)")
    land = refused(lambda pos: pos.update(left_strength={"p1/plain": 2}))
    assert (land.path, land.problem) == ("setup.position.left_strength.p1/plain", "'p1/plain' is a Land, not a creature card")
    setup = copy.deepcopy(_control_position())
    setup["position"]["players"]["p2"].update(ruins=["ogre#2"], destroyed_by_battle_this_turn=["ogre#2", "p1/knight"])
    setup["position"]["left_strength"] = {"p2/ogre#2": 7}
    game = game_from_setup(read_game_setup(setup, "test"), {})
    state = view(game, None)
    assert state["players"]["p2"]["destroyed_by_battle_this_turn"] == ["p2/ogre#2", "p1/knight"]
    assert state["left_strength"] == {"p2/ogre#2": 7}
    assert _round_trip(state, setup["cards"], {}) == state


def test_what_destroyed_in_battle_and_how_a_card_left_are_given_in_the_position() -> None:
    """L-TXT-279's and L-TXT-281's records: refused where no battle was fought yet, read back as given."""
    refused = _refused
    early = refused(lambda pos: (pos.update(phase="boost"),
                                 pos["players"]["p1"].update(destroyed_a_creature_this_turn=["knight"])))
    assert (early.path, early.problem) == (
        "setup.position.players.p1.destroyed_a_creature_this_turn",
        "a creature that destroyed a creature in battle in the boost phase of turn 4: no battle is fought before the "
        "Battle Phase (L-BAT-1)")
    land = refused(lambda pos: pos["players"]["p1"].update(destroyed_a_creature_this_turn=["plain"]))
    assert land.problem == "'p1/plain' is a Land, not a creature card"
    battle = refused(lambda pos: (pos.update(phase="draw"), pos["players"]["p2"].update(ruins=["ogre#2"]),
                                  pos.update(destroyed_this_turn={"p2/ogre#2": "battle"})))
    assert (battle.path, battle.problem) == (
        "setup.position.destroyed_this_turn.p2/ogre#2",
        "a card destroyed by battle in the draw phase of turn 4: no battle is fought before the Battle Phase (L-BAT-1)")
    unplaced = refused(lambda pos: pos.update(destroyed_this_turn={"p2/ogre#9": "destroyed"}))
    assert unplaced.problem.startswith("no card 'p2/ogre#9' is placed in the position")
    setup = copy.deepcopy(_control_position())
    setup["position"]["players"]["p2"].update(ruins=["ogre#2"], destroyed_a_creature_this_turn=["p1/knight"])
    setup["position"]["destroyed_this_turn"] = {"p2/ogre#2": "battle"}
    game = game_from_setup(read_game_setup(setup, "test"), {})
    state = view(game, None)
    assert state["players"]["p2"]["destroyed_a_creature_this_turn"] == ["p1/knight"]
    assert state["destroyed_this_turn"] == {"p2/ogre#2": "battle"}
    assert _round_trip(state, setup["cards"], {}) == state


def test_a_source_is_given_exactly_where_a_change_reads_its_effect() -> None:
    from cardlaw.conformance import root
    from cardlaw.conformance._load import load_scenario
    from cardlaw.errors import DataError

    base = load_scenario(root() / "landfight/positions/prohibition-of-playing-kinds-given-in-the-position.json")["setup"]
    cases = [
        (lambda c: c.pop("source"), "setup.position.lasting[0].source", "gives its source"),
        (lambda c: c.update(act="play Boost cards"), "setup.position.lasting[0].act", "forbids to 'play Boost - Interrupt cards'"),
        (lambda c: c["source"].update(effect=2), "setup.position.lasting[0].source", "so no effect 2"),
        (lambda c: c.update(act="draw cards"), "setup.position.lasting[0].source", "only a change lasting"),
    ]
    for change, path, problem in cases:
        setup = copy.deepcopy(base)
        change(setup["position"]["lasting"][0])
        with pytest.raises(DataError) as caught:
            read_game_setup(setup, "test")
        assert (caught.value.path, problem in caught.value.problem) == (path, True), caught.value.problem


def test_the_state_of_a_scenario_reports_the_new_fields() -> None:
    scenario = {"id": "x", "game": "landfight", "setup": _control_position(), "actions": []}
    result = execute(scenario)
    assert result["error"] is None
    assert result["state"]["lasting"][0] == {"change": "control", "card": "p2/ogre", "from": "p2", "to": "p1", "until": 5}


def test_a_player_is_not_told_of_a_ban_on_a_card_hidden_from_them() -> None:
    # L-TXT-317: the ban names its card; in a hand, only its owner (and the referee) may see that card (PROTOCOL.md)
    scenario = next(s for s in load_all(["landfight"])
                    if s["id"] == "landfight/cannot-summon-that-card/made-on-the-field-kept-in-the-hand")
    game = game_from_setup(read_game_setup(scenario["setup"], "corpus"), {})
    for action in scenario["actions"]:
        game.apply(action)
    def bans(viewer: int | None) -> list[Any]:
        return [e for e in view(game, viewer)["lasting"] if e.get("subject") == "p1/wolf"]
    assert bans(None) and bans(0), "the referee and the card's owner see the ban of the card in p1's hand"
    assert bans(1) == [], "the opponent is not told which card in p1's hand is banned"
