"""What a game shows: the referee view of conformance/PROTOCOL.md, per-player views, and exact save and load.

A player's view hides what that player may not see: the cards in the opponent's hand,
the order of both decks, the cards stacked under the opponent's creatures, and the
opponent's choices and legal actions. `dump_state` writes every part of a game as
JSON and `load_state` reads it back into a game that plays on exactly as the original.
"""

from __future__ import annotations

import json
from typing import Any

from ..cardtext import ast as A
from ..errors import DataError
from ._effects import WON as _WON
from ._game import Game
from ._model import PLAYERS, Side
from ._rules import load_rules
from .cards import build_card

STATE_FORMAT = "cardlaw-landfight-state/1"
_BY_BATTLE = A.TurnAct.DESTROYED_IN_BATTLE.value
_DESTROYED = A.TurnAct.DESTROYED.value


def _secret(game: Game, viewer: int | None) -> frozenset[str]:
    """The cards ``viewer`` may not see where they lie: both decks, the opponent's hand and what is stacked
    under the opponent's creatures (none for the referee)."""
    if viewer is None:
        return frozenset()
    other = game.sides[1 - viewer]
    stacked = (c for slot in other.zones if slot is not None for c in slot.stacked)
    return frozenset((*game.sides[0].deck, *game.sides[1].deck, *other.hand, *stacked))


def view(game: Game, viewer: int | None = None) -> dict[str, Any]:
    """The game as ``viewer`` (0, 1) sees it, or the referee view (every card shown) for None."""
    players: dict[str, Any] = {}
    # What left the field this turn is told of a card only where the viewer could see it now.
    secret = _secret(game, viewer)
    for p in (0, 1):
        side = game.sides[p]
        mine = viewer is None or viewer == p
        creatures: dict[str, Any] = {}
        for z, slot in enumerate(side.zones):
            if slot is None:
                creatures[str(z + 1)] = None
                continue
            creatures[str(z + 1)] = {
                "card": slot.card, "strength": game.strength(slot.card), "attachment": slot.attachment,
                "stacked": list(slot.stacked) if mine else len(slot.stacked), "beneath": slot.beneath,
                "attacks": slot.attacks, "extra_attacks": slot.extra,
                "played_this_turn": game.played_turn.get(slot.card) == game.turn,
                # L-TXT-332: played in one of the two turns before, the only earlier turns a rule reads
                "played_turns_ago": _turns_ago(game, slot.card),
                "attachment_controller": None if slot.att_controller is None else PLAYERS[slot.att_controller],
            }
        # The cards other than creatures played this turn (L-TXT-47): a creature's own field says it for a creature.
        lying = [*side.continuous, *(s.attachment for s in side.zones if s is not None and s.attachment is not None)]
        players[PLAYERS[p]] = {
            "life": side.life, "land": side.land,
            "hand": list(side.hand) if mine else len(side.hand),
            "deck": list(side.deck) if viewer is None else len(side.deck),
            "ruins": list(side.ruins), "creatures": creatures, "continuous": list(side.continuous),
            "played_this_turn": [cid for cid in lying if game.played_turn.get(cid) == game.turn],
            "used": [{"card": key, "ability": n} for key, n in side.used],
            # each once, as a position names them (a creature back on the field may be destroyed by battle again)
            "destroyed_by_battle_this_turn": list(dict.fromkeys(
                cid for who, act, cid in game.this_turn if who == p and act == _BY_BATTLE and cid not in secret)),
            # L-TXT-279: the creatures this player controlled that destroyed a creature in battle this turn
            "destroyed_a_creature_this_turn": list(dict.fromkeys(
                cid for who, act, cid in game.this_turn if who == p and act == _WON and cid not in secret)),
            # L-TXT-372: those it controlled that were destroyed in any way, a battle's included
            "destroyed_any_way_this_turn": list(dict.fromkeys(
                cid for who, act, cid in game.this_turn if who == p and act == _DESTROYED and cid not in secret)),
        }
    chain = []
    for entry in game.chain:
        item: dict[str, Any] = {"card": entry["card"], "player": PLAYERS[entry["player"]], "ability": entry["ability"]}
        if entry["kind"] == "attachment":
            item["to"] = entry["choices"]["to"][0]
        if entry["kind"] == "mutated":
            item["host"] = entry["choices"]["host"][0]
        chain.append(item)
    decision = None
    if game.decision is not None and game.result is None:
        d = game.decision
        decision = {"player": PLAYERS[d["player"]], "moment": d["moment"]}
        if viewer is None or viewer == d["player"]:
            decision["legal"] = game.legal()
            if d["moment"] == "choice":
                c = d["choice"]
                decision["choice"] = {"for": c["for"], "card": c["card"], "picked": list(c["picked"]), "min": c["min"], "max": c["max"]}
    match = None
    if game.match is not None:
        m = game.match
        match = {"game": m["game"], "wins": dict(m["wins"]), "games": [dict(r) for r in m["games"]]}
    return {
        "game": "landfight", "viewer": "referee" if viewer is None else PLAYERS[viewer],
        "turn": game.turn, "player": PLAYERS[game.tp], "phase": game.phase, "first": PLAYERS[game.first],
        "players": players, "chain": chain,
        "attack": None if game.attack is None else {
            # A creature that has left the field for a hidden place is no longer shown as part of the attack.
            key: ref if viewer is None or ref == "land" or game.on_field(ref) else None
            for key, ref in (("attacker", game.attack[0]), ("target", game.attack[1]))
        },
        "decision": decision, "result": None if game.result is None else dict(game.result), "match": match,
        # A free summoning names its card, and so do a discount of a card's summoning and a ban of a card kept from
        # being summoned: not told of a card the viewer cannot see (L-TXT-296, L-TXT-342, L-TXT-317).
        "lasting": [lasting_json(game, entry) for entry in game.lasting
                    if entry[0] not in ("free", "discount", "ban") or entry[1] not in secret],
        "replaced": [{"card": card, "by": by, "ability": number} for by, number, card in game.replaced],
        "aside": list(game.aside),  # cards waiting for their player's answer (L-TXT-198, LR-95)
        "left_strength": {cid: n for cid, n in game.left_strength.items() if cid not in secret},  # creatures gone from the field this turn (L-TXT-230)
        # the cards whose last leaving of the field this turn was a destruction, and whether by battle (L-TXT-281)
        "destroyed_this_turn": {cid: how for cid, how in game.left_how.items() if cid not in secret},
    }


def _ends_with(game: Game, stored: str, ctl: int) -> int | str:
    """The turn at whose end a lasting change ends, or ``leaves`` / ``while``, from how the engine keeps it."""
    if stored == "turn":
        return game.turn
    if stored in ("leaves", "permanently"):
        return "leaves"
    # "battle-phase" ends with this turn's Battle Phase (L-TXT-102), "battle" with the battle under way (L-TXT-138)
    if stored in ("while", "battle-phase", "battle"):
        return stored
    kind, _, made = stored.partition(":")
    turn = int(made) + 1
    # The first turn after the one it was made in that is the controller's ("next") or the opponent's ("onext").
    mine = (game.first if turn % 2 == 1 else 1 - game.first) == ctl
    return turn if mine == (kind == "next") else turn + 1


def _source(game: Game, entry: list[Any], play: bool) -> dict[str, Any]:
    """The effect a change lasting `while`, or forbidding kinds of plays, reads: its card, ability, number among
    that ability's effects of its sort (`lasting_effect_paths`), and the player whose effect it was."""
    from ._scenario import lasting_effect_paths

    kind, _, data, stored, ctl, src, cond = entry
    path = tuple(data if play else cond)
    found = lasting_effect_paths(game.cards[src].tree, path[0], "strength" if kind == "strength" else "prohibition",
                                 play, stored == "while")
    return {"card": src, "ability": path[0], "effect": found.index(path) + 1, "player": PLAYERS[ctl]}


def lasting_json(game: Game, entry: list[Any]) -> dict[str, Any]:
    """One lasting change in force, as the state reports it (conformance/PROTOCOL.md, Landfight state)."""
    kind, subject, data, stored, ctl, src, _ = entry
    until = _ends_with(game, stored, ctl)
    if kind == "strength":
        made = {"change": "strength", "card": subject, "by": data, "until": until}
        return made if until != "while" else {**made, "source": _source(game, entry, False)}
    if kind == "ban":
        if isinstance(data, str):
            act = data
        else:  # playing kinds of cards, or being targeted or destroyed by some: as the card's text words it
            from ._effects import effect_kinds
            from ._game import _act_words, _kinds_words

            found = effect_kinds(game.cards[src].tree, tuple(data))
            act = "play " + _kinds_words(found) if isinstance(found, A.Kinds) else _act_words(found)
        shown = PLAYERS[subject] if isinstance(subject, int) else subject
        made = {"change": "prohibition", "subject": shown, "act": act, "until": until}
        return made if isinstance(data, str) and until != "while" else {**made, "source": _source(game, entry, not isinstance(data, str))}
    if kind == "direct":
        return {"change": "grant", "card": subject, "grant": "direct-attack", "until": until}
    if kind == "free":  # L-TXT-296, LR-127
        return {"change": "grant", "card": subject, "grant": "free-summon", "player": PLAYERS[ctl], "until": until}
    if kind == "discount":  # L-TXT-342
        return {"change": "grant", "card": subject, "grant": "summon-discount", "amount": data, "until": until}
    if kind == "limit":
        return {"change": "grant", "card": subject, "grant": "attacks-per-turn", "times": data, "until": until}
    if kind == "replace":  # a Boost's replacement for the rest of the turn (L-TXT-76)
        made = {"change": "replacement", "card": subject, "ability": data, "player": PLAYERS[ctl], "until": until}
        return made if entry[6] is None else {**made, "creature": entry[6]}  # the creature it saves (L-TXT-349)
    assert kind == "control", kind
    return {"change": "control", "card": subject, "from": PLAYERS[data], "to": PLAYERS[ctl], "until": until}


# -- save and load --------------------------------------------------------------------------------------


def _card_json(card: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"name": card.name, "kind": card.kind.value, "badge": card.badge, "text": card.text,
                            "rarity": card.rarity, "number": card.number}
    if card.type_line is not None:
        data["type"] = card.type_line
        data["strength"] = card.strength
    return data


def _plain(value: Any) -> Any:
    """Tuples become lists, recursively, so the JSON form is the one the game reads back."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


_FIELDS = ("turn", "tp", "phase", "first", "chain", "attack", "window", "lasting", "result", "match", "dice", "seed",
           "serial", "cause", "decks", "side_lists", "turn_cap", "ended", "pending_entries", "resolving", "keys",
           "memory", "was_beneath", "left_strength", "left_how", "replaced", "played_turn", "this_turn", "delayed",
           "battled", "aside", "fresh_destroyed", "aftermath")


def dump_state(game: Game) -> dict[str, Any]:
    """Every part of the game, as JSON values (a fresh object each call)."""
    state: dict[str, Any] = {"format": STATE_FORMAT, "options": dict(game.options)}
    state["cards"] = {cid: _card_json(card) for cid, card in game.cards.items()}
    state["owner"] = {cid: p for cid, p in game.owner.items()}
    state["sides"] = [side.to_json() for side in game.sides]
    state["tasks"] = [_plain(t) for t in game.tasks]
    state["decision"] = _plain(game.decision)
    state["rng"] = _plain(game.rng.getstate())
    for name in _FIELDS:
        value = getattr(game, name)
        if isinstance(value, dict) and name in ("decks", "side_lists", "pending_entries", "resolving"):
            value = {str(k): v for k, v in value.items()}
        state[name] = _plain(value)
    copied: dict[str, Any] = json.loads(json.dumps(state))
    return copied


def _tuples(task: list[Any]) -> tuple[Any, ...]:
    """A task read back: its path (of an effect) and picks become tuples again."""
    out = list(task)
    if out and out[0] == "eff":
        out[3] = tuple(out[3])
        if out[5] is not None:
            out[5] = tuple(out[5])
    elif out and out[-1] is not None and isinstance(out[-1], list) and out[0] in ("activation", "first_chosen"):
        out[-1] = tuple(out[-1])
    return tuple(out)


def load_state(data: dict[str, Any], source: str = "state") -> Game:
    """A game from `dump_state`'s JSON; a malformed state raises `DataError`."""
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise DataError(source, "format", f"not a Landfight state (expected format {STATE_FORMAT!r})")
    try:
        rules = load_rules().resolve(data["options"])
        cards = {cid: build_card(c, source, f"cards.{cid}", f"{source}: cards.{cid}") for cid, c in data["cards"].items()}
        game = Game(rules, cards, {cid: int(p) for cid, p in data["owner"].items()})
        game.sides = [Side.from_json(s) for s in data["sides"]]
        game.tasks = [_tuples(t) for t in data["tasks"]]
        game.decision = data["decision"]
        state = data["rng"]
        game.rng.setstate((state[0], tuple(state[1]), state[2]))
        for name in _FIELDS:
            # States saved before L-TXT-122 have no "delayed", before L-TXT-190 no "battled", before
            # L-TXT-198 no "aside", before L-TXT-230 no "left_strength", before L-TXT-281 no "left_how".
            # Before L-TXT-344, no "fresh_destroyed" nor "aftermath".
            value: Any
            if name in ("delayed", "battled", "aside", "left_strength", "left_how", "fresh_destroyed"):
                value = data.get(name, {} if name in ("left_strength", "left_how") else [])
            elif name == "aftermath":
                value = data.get(name)
            else:
                value = data[name]
            if name in ("decks", "side_lists", "pending_entries", "resolving"):
                value = {int(k): v for k, v in value.items()}
            setattr(game, name, value)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise DataError(source, "", f"not a complete Landfight state: {exc}") from None
    game.changed()
    return game


def _turns_ago(game: Game, cid: str) -> int | None:
    """1 or 2 when ``cid`` was played (or summoned) that many turns before this one, else None (L-TXT-332)."""
    played = game.played_turn.get(cid)
    ago = None if played is None else game.turn - played
    return ago if ago in (1, 2) else None
