"""Activations: making them (choices, costs, stacking), the response window, resolving the chain, negating.

An activation is made in steps (L-ACT-8, L-ACT-12): its choices first (which way to pay,
which creature to sacrifice or attach to, which cards to stack), then the `play` or
`activate` event, then each cost, then the stacking, and last the response window
(L-ACT-5). The chain resolves last in first out (L-ACT-6); a negation takes an
activation off the chain before it resolves (L-NEG-1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..cardtext import ast as A
from . import _effects as E
from . import _memory as M
from . import _replace as R
from . import _zones as Z
from ._legal import (
    R_AFTERMATH, R_BOOST_COST, attach_targets, cost_choices, hosts, in_its_time, mutated_cost_options, opt_key,
    shared_cost_change, shared_raise, size_cost_options, stack_options, summon_price,
)
from ._model import IMPLIED_ATTACH, PLAYERS, Slot
from ._rules import SacrificeCost as SizeSacrifice

if TYPE_CHECKING:
    from ._game import Action, Game

R_ACTIVATION, R_OPT, R_RESOLVE, R_COST_TEXT = "L-ACT-1", "L-ACT-9", "L-ACT-6", "L-ACT-4"
R_STACK, R_SHUFFLE, R_SUMMON, R_MUTATE, R_PLACE, R_ATTACH = "L-STK-2", "L-ZON-7", "L-SUM-1", "L-MUT-3", "L-BST-4", "L-ATT-1"
R_NEGATED, R_NEG_HITS, R_NEG_WHERE, LR_NEG_CARD = "L-NEG-1", "L-NEG-4", "L-NEG-3", "LR-11"
R_RESOLVED, LR_RESOLVED, LR_FIZZLE, R_TEXT_COST, R_STACKED_GO = "L-BST-6", "LR-28", "LR-40", "L-TXT-4", "L-STK-4"
R_CARD_TIMING, R_CARD_RULES = "L-TXT-28", "L-TXT-32"
R_PHASE_PLAY = "L-TXT-365"
R_ABILITY_TIME = "L-TXT-370"  # an ability activated in the time its own text gives it
R_PHASE_ACTIVATE = "L-TXT-377"  # an ability activated in a phase of its player's turn its card adds
R_FIELD_DISCOUNT = "L-TXT-72"  # a card on the field lowered the summoning
R_FIELD_COST = "L-TXT-134"  # a card on the field set or raised the summoning's Land Life
R_SHARED_COST = "L-TXT-356"  # ... a card naming the other player's summonings, or both players'
R_SHARED_RAISE = "L-TXT-368"  # ... a card raising it for the other player's summonings, or both players'
R_OWN_COST = "L-TXT-173"  # the card's own text set its summoning's Land Life
R_OWN_COST_IF = "L-TXT-351"  # ... while a condition of it holds
R_GRANTED_DISCOUNT = "L-TXT-342"  # a grant of this turn lowered its summoning's Land Life
R_TEXT_SACRIFICE = "L-TXT-267"  # a card's text let a creature its size does not name pay for the summoning
R_INSTEAD, LR_INSTEAD = "L-TXT-165", "LR-84"  # a negated card put elsewhere in the Ruins' place
# By kind line: a string keeps its hash, where an Enum member's hash runs Python code each time.
_KIND = {
    A.Kind.CREATURE.value: "creature", A.Kind.MUTATED.value: "mutated", A.Kind.ATTACHMENT.value: "attachment",
    A.Kind.BOOST.value: "boost", A.Kind.INTERRUPT.value: "boost", A.Kind.CONTINUOUS.value: "continuous",
}
_ZONE_WORDS = {A.Zone.HAND: "hand", A.Zone.DECK: "deck", A.Zone.RUINS: "ruins"}


# -- carrying out a decision -----------------------------------------------------------------------------


def carry_out(g: Game, decision: dict[str, Any], action: Action) -> None:
    kind = action["action"]
    player = decision["player"]
    moment = decision["moment"]
    if moment == "choice":
        choice = decision["choice"]
        if kind == "choose":
            choice["picked"].append(action["choice"])
            if choice["for"] == "stack" and decision["resume"][0] == "activation":
                choice["min"] = choice["max"]  # a card's stacking as it is played: all or none (L-STK-2)
            left = [o for o in choice["options"] if o not in choice["picked"]]
            # Every card left must be picked: no choice is left (L-ACT-11). An order is a choice until one is left.
            if left and choice["min"] - len(choice["picked"]) >= len(left) and (choice["for"] != "order" or len(left) == 1):
                choice["picked"].extend(left)
                left = []
            if len(choice["picked"]) < choice["max"] and left:
                g.decision = decision
                return
        resume = decision["resume"]
        g.tasks.append((*resume[:-1], tuple(choice["picked"])))
        return
    if moment == "swap":
        from ._match import carry_out_swap

        carry_out_swap(g, player, action)
        return
    if kind == "pass":
        g.tasks.append(tuple(decision["on_pass"]))
    elif kind == "play":
        g.tasks.append(("activation", {"play": True, "card": action["card"], "player": player, "moment": moment}, None))
    elif kind == "activate":
        g.tasks.append(("activation", {
            "play": False, "card": action["card"], "ability": action["ability"], "player": player, "moment": moment,
        }, None))
    elif kind == "attack":
        g.tasks.append(("declare", action["attacker"], action["target"]))


# -- making an activation -----------------------------------------------------------------------------------


def continue_activation(g: Game, state: dict[str, Any], picks: tuple[Any, ...] | None) -> None:
    """Gather the activation's choices one by one, then make it (L-ACT-8)."""
    state = dict(state)
    if picks is not None:
        state[state.pop("asking")] = list(picks)
    player, cid = state["player"], state["card"]

    def ask(key: str, purpose: str, options: list[Any], low: int, high: int) -> bool:
        """Record the answer when there is no real choice; else ask and report True."""
        if key in state:
            return False
        if low == high and len(options) <= high:
            state[key] = list(options)
            return False
        state["asking"] = key
        g.ask(player, purpose, cid, options, low, high, ("activation", state, None))
        return True

    def ask_costs(costs: tuple[A.Cost, ...], kept: set[str]) -> bool:
        """Ask for each cost's cards in turn, none of the ``kept`` ones (L-ACT-8, LR-118) nor one an earlier cost took
        (L-TXT-4); True when asking."""
        kept = set(kept)
        for i, cost in enumerate(costs):
            key = f"cost{i}"
            match cost:
                case A.SacrificeCost(A.Filtered(count)) | A.DiscardCost(count):
                    found = cost_choices(g, player, cid, costs, i, frozenset(kept))
                    low, high = (count, count) if isinstance(count, int) else E.count_bounds(count)
                    if high is None:  # "all": every matching card is the cost, with no choice (L-TXT-20)
                        low = high = len(found)
                    if ask(key, "cost", found, low, high):
                        return True
                case A.UnstackCost(count, host):  # which stacked cards go, picked by the player (L-TXT-81, LR-54)
                    if ask(key, "cost", E.stacked_under(g, host, cid), count, count):
                        return True
                case A.PayCost() | A.SacrificeCost():
                    pass
                case _:
                    raise AssertionError(cost)
            kept.update(state.get(key, ()))  # a card pays one cost only
        return False

    card = g.cards[cid]
    card_info = g.infos[cid]
    if state["play"]:
        if card.kind is A.Kind.MUTATED:
            if ask("host", "host", hosts(g, player, cid), 1, 1):
                return
            host = state["host"][0]
            if ask("cost", "cost", mutated_cost_options(g, player, cid, host), 1, 1):
                return
            # The card's own costs, paid by cards other than the host, the card and the size cost (LR-118).
            chosen = state["cost"][0]
            kept = {host, cid} | ({chosen} if chosen not in ("life", "none") else set())
            if ask_costs(card_info.summon_costs, kept):
                return
        elif card.kind is A.Kind.CREATURE:
            if ask("cost", "cost", size_cost_options(g, player, cid), 1, 1):
                return
        elif card.kind is A.Kind.ATTACHMENT:
            if ask("to", "attach", attach_targets(g, player, cid), 1, 1):
                return
        elif card_info.play_costs and ask_costs(card_info.play_costs, {cid}):  # never the card played (L-TXT-366)
            return
        if isinstance(card_info.only_if, A.DestroyedCondition):  # which destruction it is played on (L-TXT-344)
            if ask("destroyed", "destroyed", E.destroyed_fitting(g, card_info.only_if, player, cid), 1, 1):
                return
        if isinstance(card_info.only_if, A.EndangeredCondition):  # which creature it is played to save (L-TXT-349)
            if ask("endangered", "endangered", E.endangered_fitting(g, card_info.only_if, player, cid), 1, 1):
                return
        if card_info.stack_count and "stack" not in state:
            pool = stack_options(g, player, cid)
            n = card_info.stack_count
            if len(pool) < n:
                state["stack"] = []
            else:
                low = n if g.options["stack_required"] == "yes" else 0
                if ask("stack", "stack", pool, low, n):
                    return
    elif ask_costs(card_info.activated_at[state["ability"]].costs, set()):
        return
    make_activation(g, state)


def _own_cost_rules(g: Game, cid: str, own_cost: int) -> list[str]:
    """The rules of a summoning's Land Life set by the card's own text: L-TXT-173, and L-TXT-351 when only a
    sentence under a condition says that amount."""
    return [R_OWN_COST] if g.infos[cid].own_cost == own_cost else [R_OWN_COST, R_OWN_COST_IF]


def make_activation(g: Game, state: dict[str, Any]) -> None:
    g.serial += 1
    serial = g.serial
    card = g.cards[state["card"]]
    entry = {
        "serial": serial, "card": state["card"], "player": state["player"], "moment": state["moment"],
        "ability": None if state["play"] else state["ability"],
        "kind": _KIND[g.infos[state["card"]].kind_line] if state["play"] else "ability",
        "choices": {k: v for k, v in state.items() if k not in ("play", "card", "player", "moment", "ability")},
        "stacked": [],
    }
    g.pending_entries[serial] = entry
    late = g.options["negated_costs"] == "refunded"
    g.tasks.append(("open_window", serial))
    if entry["choices"].get("stack"):
        g.tasks.append(("stack", serial))
    if not late:
        for index in reversed(range(_cost_count(g, entry))):
            g.tasks.append(("pay", serial, index))
    g.tasks.append(("announce", serial))


def _cost_count(g: Game, entry: dict[str, Any]) -> int:
    if entry["kind"] == "ability":
        return len(g.infos[entry["card"]].activated_at[entry["ability"]].costs)
    if entry["kind"] == "mutated":  # its size cost, then its text's own (L-TXT-258)
        return 1 + len(g.infos[entry["card"]].summon_costs)
    if entry["kind"] == "boost":  # what its text asks for before a colon (L-TXT-366)
        return len(g.infos[entry["card"]].play_costs)
    return 1 if entry["kind"] == "creature" else 0


def _permission(g: Game, entry: dict[str, Any]) -> str | None:
    if entry["moment"] == "aftermath":  # the card's own sentence lets it be played then (L-TXT-344)
        return R_AFTERMATH
    card = g.cards[entry["card"]]
    turn_player = entry["player"] == g.tp
    if entry["kind"] == "ability":
        ability = g.infos[entry["card"]].activated_at[entry["ability"]]
        if ability.during is not None and in_its_time(g, ability.during, turn_player):
            return R_ABILITY_TIME  # the time its text gives it is its permission (L-TXT-370)
        act = "land opt abilities" if card.kind is A.Kind.LAND and ability.once_per_turn else "abilities"
        found = None if ability.during is not None else g.rules.permission_for(act, None, turn_player, g.phase, entry["moment"])
        if found is None and turn_player and g.phase in g.infos[entry["card"]].activate_phases:
            return R_PHASE_ACTIVATE  # the card's own sentence adds this phase of its turn (L-TXT-377)
        # Allowed only by the card's own timing sentence: that sentence is the permission (L-TXT-28).
        return found if found is not None or not g.infos[entry["card"]].any_turn_activate else R_CARD_TIMING
    card_info = g.infos[entry["card"]]
    found = g.rules.permission_for("play", card_info.kind_line, turn_player, g.phase, entry["moment"])
    if found is None and turn_player and g.phase in card_info.phase_play:
        return R_PHASE_PLAY  # the card's own sentence names this phase of its turn (L-TXT-365)
    return found if found is not None or not card_info.any_turn_play else R_CARD_TIMING


def announce(g: Game, serial: int) -> None:
    """The activation is made: the card goes on the chain (or its ability does) and is reported."""
    entry = g.pending_entries[serial]
    player, cid = entry["player"], entry["card"]
    rules = [R_ACTIVATION, _permission(g, entry) or R_ACTIVATION]
    if entry["kind"] == "ability":
        ability = g.infos[cid].activated_at[entry["ability"]]
        if ability.once_per_turn:
            g.sides[player].used.append((opt_key(g, cid), entry["ability"]))
            rules.append(R_OPT)
        g.emit("activate", rules, player=PLAYERS[player], card=cid, ability=entry["ability"])
    else:
        if entry["kind"] == "creature" and g.lasting and entry["choices"].get("cost") == ["none"] \
                and g.free_summon(player, cid):  # the grant is used up (L-TXT-296, LR-127)
            g.lasting = [e for e in g.lasting if not (e[0] == "free" and e[1] == cid and e[4] == player)]
            rules += [Z.R_SUMMON_NAMED, Z.LR_SUMMON_TURN]
        g.sides[player].hand.remove(cid)
        extra: dict[str, Any] = {}
        if entry["kind"] == "attachment":
            extra["to"] = entry["choices"]["to"][0]
        if entry["kind"] == "mutated":
            extra["host"] = entry["choices"]["host"][0]
        g.emit("play", rules, player=PLAYERS[player], card=cid, kind=g.infos[cid].kind_line, **extra)
    g.chain.append(entry)
    g.changed(False)


def pay_cost(g: Game, serial: int, index: int) -> bool:
    """Pay cost ``index`` of an activation; False when it can no longer be paid in full."""
    entry = g.pending_entries.get(serial) or g.resolving[serial]
    player, cid = entry["player"], entry["card"]
    need = _needs(g, entry, index)
    if need is None or g.sides[player].life < need:
        return False
    g.cause = player
    costs = _text_costs(g, entry)
    if costs is not None and not (entry["kind"] == "mutated" and index == 0):  # (a Mutated Creature's size cost first)
        _pay_text_cost(g, entry, costs, index - (entry["kind"] == "mutated"))
        return True
    card = g.cards[cid]
    size = card.badge if card.kind is A.Kind.CREATURE else None
    _, rule = g.rules.size_costs[size]
    chosen = entry["choices"].get("cost", ["none"])[0]
    if chosen == "life" and need:  # a cost lowered to 0 is paid without a Land Life change (L-TXT-32)
        _, own, others, fixed, more, own_cost, granted = summon_price(g, player, cid)
        rules = [rule] + ([R_CARD_RULES] if own else []) + ([R_FIELD_DISCOUNT] if others else []) + (
            [R_FIELD_COST] if (fixed is not None and fixed != own_cost) or more else []) + (
            [R_SHARED_COST] if fixed is not None and fixed != own_cost and shared_cost_change(g, player, cid, fixed)
            else []) + ([R_SHARED_RAISE] if more and shared_raise(g, player, cid) else []) + (
            _own_cost_rules(g, cid, own_cost) if own_cost is not None and fixed == own_cost else []) + (
            [R_GRANTED_DISCOUNT] if granted else [])
        g.change_life(player, -need, "cost", rules)
    elif chosen not in ("life", "none"):
        costs_of_size, _ = g.rules.size_costs[size]
        by_size = any(isinstance(c, SizeSacrifice) and g.infos[chosen].size_key[0] == c.size for c in costs_of_size)
        g.sacrifice(player, [chosen], "cost", [rule] if by_size else [R_TEXT_SACRIFICE])  # L-TXT-267
    return True


def costs_payable(g: Game, entry: dict[str, Any]) -> bool:
    """Whether every cost of an activation can still be paid in full, the Land Life of all of them together: costs are
    paid all together or not at all (L-TXT-4), as `negated_costs=refunded` pays them when the activation resolves."""
    owed = 0
    for index in range(_cost_count(g, entry)):
        need = _needs(g, entry, index)
        if need is None:
            return False
        owed += need
    picked = [c for key, cards in entry["choices"].items() if key.startswith("cost") for c in cards]
    return g.sides[entry["player"]].life >= owed and len(picked) == len(set(picked))


def _text_costs(g: Game, entry: dict[str, Any]) -> tuple[A.Cost, ...] | None:
    """The costs written on the card that an activation pays (None for a creature's size cost): an ability's, a
    Boost's (L-TXT-366), or a Mutated Creature's besides its size cost, which comes first (L-TXT-258)."""
    info = g.infos[entry["card"]]
    match entry["kind"]:
        case "ability":
            return info.activated_at[entry["ability"]].costs
        case "boost":
            return info.play_costs
        case "mutated":
            return info.summon_costs
    return None


def _needs(g: Game, entry: dict[str, Any], index: int) -> int | None:
    """The Land Life cost ``index`` of an activation takes, or None when its cards can no longer pay it in full."""
    player, cid, choices = entry["player"], entry["card"], entry["choices"]
    costs = _text_costs(g, entry)
    if costs is None or (entry["kind"] == "mutated" and index == 0):
        chosen = choices.get("cost", ["none"])[0]
        if chosen == "life":
            return summon_price(g, player, cid)[0]
        if chosen != "none" and (g.controller(chosen) != player or not g.can_be_sacrificed(chosen)):
            return None
        return 0
    index -= entry["kind"] == "mutated"
    match costs[index]:
        case A.PayCost(amount):
            return amount
        case A.SacrificeCost(A.ThisCard()):
            return 0 if g.on_field(cid) and g.can_be_sacrificed(cid) else None
        case A.SacrificeCost():
            return None if any(g.controller(c) != player for c in choices.get(f"cost{index}", [])) else 0
        case A.DiscardCost():
            hand = g.sides[player].hand
            return None if any(c not in hand for c in choices.get(f"cost{index}", [])) else 0
        case A.UnstackCost(count, host):
            sent = choices.get(f"cost{index}", [])
            under = E.stacked_under(g, host, cid)
            # the creature or its stacked cards have gone since (LR-10)
            return 0 if len(sent) == count and all(c in under for c in sent) else None
        case other:
            raise AssertionError(other)


def _pay_text_cost(g: Game, entry: dict[str, Any], costs: tuple[A.Cost, ...], index: int) -> None:
    """Pay cost ``index`` of an ability's, a Boost's or a summon requirement's ``costs``, which `_needs` found payable
    (L-TXT-4, L-TXT-258, L-TXT-366)."""
    player, cid, choices = entry["player"], entry["card"], entry["choices"]
    rules = [R_TEXT_COST, R_BOOST_COST] if entry["kind"] == "boost" else [R_TEXT_COST]
    match costs[index]:
        case A.PayCost(amount):
            g.change_life(player, -amount, "cost", rules)
        case A.SacrificeCost(A.ThisCard()):
            g.sacrifice(player, [cid], "cost", rules)
        case A.SacrificeCost():
            g.sacrifice(player, choices.get(f"cost{index}", []), "cost", rules)
        case A.DiscardCost():
            discarded = choices.get(f"cost{index}", [])
            side = g.sides[player]
            for c in discarded:
                side.hand.remove(c)
                g.sides[g.owner[c]].ruins.append(c)
                g.emit("discard", rules, player=PLAYERS[player], card=c)
                if g.options["leave_triggers"] == "anywhere":
                    g.self_triggers(c, A.SelfEvent.SENT_TO_RUINS, (player, 900))
            g.changed(False)
            g.discarded(player, discarded)
        case A.UnstackCost(_, host):
            Z.unstack(g, E.stack_host(g, host, cid) or cid, choices.get(f"cost{index}", []), [*rules, E.R_UNSTACK])
        case other:
            raise AssertionError(other)


def _paid(g: Game, entry: dict[str, Any]) -> dict[str, list[str]]:
    """The cards an activation's costs (a Boost's, L-TXT-366) sacrificed and discarded, by the word L-TXT-329 names
    them with."""
    costs = _text_costs(g, entry) or ()
    paid: dict[str, list[str]] = {}
    for index, cost in enumerate(costs):
        match cost:
            case A.SacrificeCost(A.ThisCard()):
                paid.setdefault("sacrificed", []).append(entry["card"])
            case A.SacrificeCost():
                paid.setdefault("sacrificed", []).extend(entry["choices"].get(f"cost{index}", []))
            case A.DiscardCost():
                paid.setdefault("discarded", []).extend(entry["choices"].get(f"cost{index}", []))
    return paid

def stack_cards(g: Game, serial: int) -> None:
    """The chosen cards go under the creature as it is summoned (L-STK-2)."""
    entry = g.pending_entries[serial]
    player, cid = entry["player"], entry["card"]
    zone = g.infos[cid].stack_zone
    side = g.sides[player]
    place = {A.Zone.HAND: side.hand, A.Zone.DECK: side.deck, A.Zone.RUINS: side.ruins}[zone]
    cards = [c for c in entry["choices"]["stack"] if c in place]
    for c in cards:
        place.remove(c)
    entry["stacked"] = cards
    g.changed(False)
    g.emit("stack", [R_STACK], player=PLAYERS[player], card=cid, cards=cards, **{"from": _ZONE_WORDS[zone]})
    if zone is A.Zone.DECK:
        g.shuffle(player, [R_SHUFFLE])


def open_window(g: Game, serial: int) -> None:
    """After an activation, the other player may respond (L-ACT-5)."""
    entry = g.pending_entries.pop(serial)
    if entry["kind"] == "ability":  # made, its costs paid: what "When ... activates an ability" watches (L-TXT-156)
        g.notice_activated(entry)
    if g.window is None:
        g.window = {"origin": entry["moment"], "responder": 1 - entry["player"]}
    else:
        g.window["responder"] = 1 - entry["player"]
    if g.fversion == g._settled and not g.pending and g.result is None and g.replace_mark is None:
        g._t_respond()  # the next task, with nothing for the loop to do before it (`Game._t_begin_phase`)
    else:
        g.tasks.append(("respond",))


# -- resolving ------------------------------------------------------------------------------------------------


def resolve_top(g: Game) -> None:
    """Resolve the activation on top of the chain; once the chain is empty, go back to its moment (L-ACT-7)."""
    if not g.chain:
        window = g.window
        g.window = None
        origin = window["origin"] if window is not None else "main"
        if origin != "aftermath":  # after a moment following a destruction, what was waiting goes on (L-TXT-344)
            g.tasks.append(("battle_moment", 0) if origin == "battle" else ("main",))
        return
    entry = g.chain.pop()
    serial, cid, player = entry["serial"], entry["card"], entry["player"]
    g.resolving[serial] = entry
    g.changed(False)
    g.emit("resolve", [R_RESOLVE], card=cid, ability=entry["ability"])
    if entry["ability"] is None:  # a card's playing resolves: it is played (LR-38), for "played ... this turn" (L-TXT-110)
        g.this_turn.append([player, "played", cid])
    g.tasks.append(("resolve",))
    if g.options["negated_costs"] == "refunded":
        if not costs_payable(g, entry):  # all of them or none (L-TXT-4)
            _came_to_nothing(g, entry)
            return
        for index in range(_cost_count(g, entry)):
            if not pay_cost(g, serial, index):  # a payment's own consequences took a later cost's card
                _came_to_nothing(g, entry)
                return
    card = g.cards[cid]
    card_info = g.infos[cid]
    M.forget(g, cid)  # its references back start afresh (L-TXT-39)
    match entry["kind"]:
        case "ability":
            del g.resolving[serial]
            paid = _paid(g, entry)
            if paid:  # what "the sacrificed creature", "the discarded card" name (L-TXT-329)
                M.keep_paid(g, cid, paid)
            g.push_effects(cid, player, E.effect_paths(card.tree, entry["ability"]), serial)
        case "boost":
            g.tasks.append(("boost_done", serial))
            if card_info.play_costs:  # what "the discarded card" names (L-TXT-329, L-TXT-366)
                M.keep_paid(g, cid, _paid(g, entry))
            picked = entry["choices"].get("destroyed")
            if picked:  # "it", "that card": the creature whose destruction it was played on (L-TXT-344)
                battled = next((r[3] for r in g.aftermath or () if r[0] == picked[0]), None)
                for number in dict.fromkeys(path[0] for path in card_info.oneoff_paths):
                    M.begin(g, cid, number, picked, battled)
            if card_info.replacements or card_info.attack_losses or card_info.life_replacements:
                # "This turn, if ... would ..., ... instead": it watches from now (L-TXT-76, L-TXT-306, L-TXT-358)
                saved = entry["choices"].get("endangered")  # the creature it was played to save (L-TXT-349)
                R.watch_this_turn(g, cid, player, saved[0] if saved else None)
            g.push_effects(cid, player, card_info.oneoff_paths, serial)
        case "continuous":
            g.tasks.append(("arrive", serial))
            g.push_effects(cid, player, card_info.oneoff_paths, serial)
        case "creature" | "mutated" | "attachment":
            g.tasks.append(("arrive", serial))


def _came_to_nothing(g: Game, entry: dict[str, Any]) -> None:
    g.resolving.pop(entry["serial"], None)
    if entry["kind"] != "ability":
        _to_ruins_from_chain(g, entry, "fizzled", [LR_FIZZLE])


def _to_ruins_from_chain(g: Game, entry: dict[str, Any], cause: str, rules: list[str]) -> None:
    cid = entry["card"]
    owner = g.owner[cid]
    g.sides[owner].ruins.append(cid)
    g.emit("to_ruins", rules, card=cid, owner=PLAYERS[owner], cause=cause)
    for c in entry["stacked"]:
        g.sides[g.owner[c]].ruins.append(c)
        g.emit("to_ruins", [R_STACKED_GO], card=c, owner=PLAYERS[g.owner[c]], cause="stacked")
    if g.options["leave_triggers"] == "anywhere":
        g.self_triggers(cid, A.SelfEvent.SENT_TO_RUINS, (entry["player"], 900))
    g.changed(False)


def boost_done(g: Game, serial: int) -> None:
    """A resolved regular Boost or Interrupt is destroyed into the Ruins (L-BST-6, LR-28)."""
    entry = g.resolving.pop(serial)
    cid = entry["card"]
    owner = g.owner[cid]
    g.sides[owner].ruins.append(cid)
    g.changed(False)
    g.emit("destroy", [R_RESOLVED, LR_RESOLVED], card=cid, owner=PLAYERS[owner], cause="resolved")
    g.notice_played(cid, entry["player"])  # its playing has resolved, its effects done (L-TXT-214, LR-101)


def arrive(g: Game, serial: int) -> None:
    """A played creature, Mutated Creature, Attachment or Continuous comes onto the field."""
    entry = g.resolving.pop(serial)
    cid, player = entry["card"], entry["player"]
    side = g.sides[player]
    match entry["kind"]:
        case "creature":
            free = None
            for z, slot in enumerate(side.zones):  # the first free Creature Zone (a loop: no generator to make)
                if slot is None:
                    free = z
                    break
            if free is None or Z.large_limit_reached(g, player, cid):  # a response may have brought one (LR-40)
                _to_ruins_from_chain(g, entry, "fizzled", [LR_FIZZLE])
                return
            side.zones[free] = Slot(cid, stacked=list(entry["stacked"]))
            g.changed()
            g.emit("summon", [R_SUMMON], player=PLAYERS[player], card=cid, zone=free + 1)
            g.self_triggers(cid, A.SelfEvent.PLAYED, g.where(cid))
            g.notice_summoned(cid)
            g.notice_played(cid, player)
        case "mutated":
            _mutate(g, entry)
        case "attachment":
            # The attach sentence runs as the playing resolves (LR-27); without one, the attaching itself (L-TXT-54).
            tree = g.cards[cid].tree
            if g.infos[cid].attach is IMPLIED_ATTACH:
                attach(g, cid, player, entry["choices"]["to"][0])
            else:
                E.run_effect(g, ("eff", cid, player, (_attach_sentence(tree), 0), entry["choices"]["to"][0], None))
        case "continuous":
            side.continuous.append(cid)
            g.changed()
            g.emit("place", [R_PLACE], player=PLAYERS[player], card=cid)
            g.self_triggers(cid, A.SelfEvent.PLAYED, g.where(cid))
            g.notice_played(cid, player)


def _attach_sentence(tree: A.CardText) -> int:
    for number in range(1, len(tree.abilities) + 1):
        ability = E.ability_at(tree, number)
        if isinstance(ability, A.Sentence) and isinstance(ability.effects[0], A.Attach):
            return number
    raise AssertionError("an Attachment without its attach sentence")


def _mutate(g: Game, entry: dict[str, Any]) -> None:
    cid, player = entry["card"], entry["player"]
    host = entry["choices"]["host"][0]
    found = g.slot_of(host)
    if found is None or found[0] != player:
        _to_ruins_from_chain(g, entry, "fizzled", [LR_FIZZLE])
        return
    _, zone, slot = found
    keep = None
    if g.options["mutate_attachment"] == "stays" and slot.attachment is not None:
        keep = (slot.attachment, slot.att_controller)
        slot.attachment = None
    ctl, pos, followers = g._lift(host)
    new = Slot(cid, stacked=list(entry["stacked"]), beneath=host)
    if keep is not None:
        new.attachment, new.att_controller = keep
    g.sides[player].zones[zone] = new
    g.changed()
    g.emit("mutate", [R_MUTATE], player=PLAYERS[player], card=cid, host=host, zone=zone + 1)
    # The host has left the field (L-MUT-3): a Mutated host's card underneath follows it, or goes to the hand its
    # text names, which `follows_to_hand` finds among the cards that left (L-TXT-63). Only then is it taken out
    # of them: beneath a Mutated Creature it is not destroyed or sent, and sets nothing off.
    g._follow(followers)
    g.left.pop(host, None)
    g.self_triggers(cid, A.SelfEvent.PLAYED, g.where(cid))
    g.notice_summoned(cid)
    g.notice_played(cid, player)


def attach(g: Game, src: str, ctl: int, to: str) -> None:
    """The attach sentence of a resolving Attachment (LR-27): on its creature, or to the Ruins (LR-40)."""
    found = g.slot_of(to)
    limit = g.rules.number("attachments")
    if found is None or limit < 1 or (found[2].attachment is not None and limit <= 1):
        _to_ruins_from_chain(g, {"card": src, "player": ctl, "stacked": []}, "fizzled", [LR_FIZZLE])
        return
    slot = found[2]
    slot.attachment = src
    slot.att_controller = ctl
    g.changed()
    g.emit("attach", [R_ATTACH], player=PLAYERS[ctl], card=src, to=to)
    g.self_triggers(src, A.SelfEvent.PLAYED, g.where(src))
    g.notice_played(src, ctl)


# -- negation -----------------------------------------------------------------------------------------------------


def negatable(g: Game, ctx: Any, what: A.Filtered, ctl: int, src: str) -> list[Any]:
    """Places on the chain (from 0 at the bottom) of the activations a negation may hit (L-NEG-4, LR-9)."""
    below = [i for i, e in enumerate(g.chain) if e["serial"] != ctx]
    if g.options["negation_reach"] == "responded":
        below = below[-1:]
    # A card being played is not on the field: a Strength bound reads its print (L-TXT-22), and "than this
    # card" the negating card (``src``) as it stands.
    return [i for i in below if E.matches(g, g.chain[i]["card"], what.kinds) and not shielded(g, g.chain[i])
            and made_by(g, g.chain[i], what.location, ctl)
            and (what.strength is None
                 or E.strength_fits(g, g.chain[i]["card"], what.strength, True, src, own_printed=False))]


def negatable_abilities(g: Game, ctx: Any, of: A.Filtered | None, ctl: int, src: str) -> list[Any]:
    """Places on the chain of the ability activations `negate the activation of an ability` may hit (L-TXT-35)."""
    below = [i for i, e in enumerate(g.chain) if e["serial"] != ctx]
    if g.options["negation_reach"] == "responded":
        below = below[-1:]
    # The filter's Strength bound too, read on the field as for any creature there (L-TXT-22); "than this card"
    # reads the negating card, ``src``.
    return [
        i for i in below
        if g.chain[i]["kind"] == "ability" and not shielded(g, g.chain[i])
        and (of is None or (E.matches(g, g.chain[i]["card"], of.kinds) and made_by(g, g.chain[i], of.location, ctl)
                            and (of.strength is None or E.strength_fits(g, g.chain[i]["card"], of.strength, False, src))))
    ]


def made_by(g: Game, entry: dict[str, Any], location: A.Location | None, ctl: int) -> bool:
    """Whether the activation ``entry`` was made by a player a negation's place words name (LR-58): a card
    being played is on no side (L-ZON-9), so the words name who made the activation, as L-TXT-23 reads them
    for the negating card's controller ``ctl``; no place words, either player."""
    return location is None or entry["player"] in E.sides_of(g, location, ctl, "both")


def shielded(g: Game, entry: dict[str, Any]) -> bool:
    """Whether no negation may hit the activation ``entry``: its card cannot be negated (L-TXT-27), or it is an
    ability's activation and the card cannot have its abilities negated now (L-TXT-184)."""
    cid = entry["card"]
    return unnegatable(g, cid) or (entry["kind"] == "ability" and g.banned(cid, A.Act.ABILITIES_NEGATED))


def unnegatable(g: Game, cid: str) -> bool:
    """``This card cannot be negated`` holds for ``cid``, wherever it is (L-TXT-27)."""
    return g.infos[cid].unnegatable or g.statics().banned(cid, A.Act.BE_NEGATED)


def negate(g: Game, chosen: Sequence[Any], by: str, moves: dict[str, tuple[str, int]] | None = None) -> None:
    """Negate the activations at the chain places ``chosen``; ``moves``: where a negated card goes in place of
    the Ruins (``top``, ``bottom`` of a deck or ``hand``, and whose; L-TXT-165, LR-84)."""
    for index in sorted((int(i) for i in chosen), reverse=True):
        if index >= len(g.chain):
            continue
        entry = g.chain.pop(index)
        cid = entry["card"]
        g.changed(False)
        g.emit("negate", [R_NEGATED, R_NEG_HITS], card=cid, ability=entry["ability"], by=by)
        if entry["kind"] == "ability":
            if g.options["negated_opt"] == "unused":
                key = (opt_key(g, cid), entry["ability"])
                used = g.sides[entry["player"]].used
                if key in used:
                    used.remove(key)
            continue
        if moves is not None and cid in moves:
            where, player = moves[cid]
            if where == "hand":
                g.sides[player].hand.append(cid)
                g.emit("return", [R_NEG_WHERE, R_INSTEAD, LR_INSTEAD], card=cid, owner=PLAYERS[g.owner[cid]],
                       to=PLAYERS[player])
            else:
                deck = g.sides[player].deck
                deck.insert(0 if where == "top" else len(deck), cid)
                g.emit("to_deck", [R_NEG_WHERE, R_INSTEAD, LR_INSTEAD], card=cid, owner=PLAYERS[player], where=where)
            for c in entry["stacked"]:
                g.sides[g.owner[c]].ruins.append(c)
                g.emit("to_ruins", [R_STACKED_GO], card=c, owner=PLAYERS[g.owner[c]], cause="stacked")
        elif g.options["negated_card"] == "hand":
            owner = g.owner[cid]
            g.sides[owner].hand.append(cid)
            g.emit("return", [R_NEG_WHERE, LR_NEG_CARD], card=cid, owner=PLAYERS[owner], to=PLAYERS[owner])
            for c in entry["stacked"]:
                g.sides[g.owner[c]].ruins.append(c)
                g.emit("to_ruins", [R_STACKED_GO], card=c, owner=PLAYERS[g.owner[c]], cause="stacked")
        else:
            _to_ruins_from_chain(g, entry, "negated", [R_NEG_WHERE, LR_NEG_CARD])
