"""Which actions the rules allow at a decision, and why any other is refused (L-ACT-13).

`legal_actions` lists every action the current decision allows; an action is carried
out exactly when it is in that list. `refuse` explains any other action by the first
fault in L-ACT-13's order, naming the rule it breaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cardtext import ast as A
from . import _effects as E
from . import _zones as Z
from ._model import ONLY_TURN, PLAYERS, Side
from ._rules import PHASES, LifeCost, NoCost, SacrificeCost

if TYPE_CHECKING:
    from ._game import Action, Game
    from ._model import Info

R_NOT_PLAYED, R_OPP_TURN, R_MOMENTS, R_OPT, R_LAND_OPT, R_REFUSED = "L-ACT-1", "L-ACT-2", "L-ACT-3", "L-ACT-9", "L-ACT-10", "L-ACT-13"
R_ABILITY_TIME = "L-TXT-370"
R_ZONE, R_CANNOT, R_COST_TEXT, R_OVER = "L-SUM-6", "L-DEF-6", "L-TXT-4", "L-WIN-3"
R_HOST, R_ATTACH_TO, R_LAND_TARGET, R_STACK_NEEDED = "L-MUT-2", "L-ATT-1", "L-BAT-7", "LR-20"
INTERRUPT = A.Kind.INTERRUPT.value  # the kind line permissions name
R_CARD_TIMING = "L-TXT-28"
R_THEIR_PHASE = "L-TXT-51"
R_EITHER_PHASE = "L-TXT-307"  # played only in a phase of either turn
R_RESPONSE_BAN = "L-TXT-315"  # not played in response to a card that forbids it
R_NOT_SUMMONED = "L-TXT-317"  # a card an effect named, kept from being summoned
R_ONLY_TURN = "L-TXT-65"
R_ONLY_IF = "L-TXT-88"
R_BOOST_COST = "L-TXT-366"  # a Boost's costs before a colon, which its player must be able to pay
R_ONLY_WHEN = "L-TXT-106"
R_AFTERMATH = "L-TXT-344"
R_ENDANGERED = "L-TXT-349"
_AFTERMATH_ONLY = "after a destruction only a card that says it is played when a creature is destroyed may be played"
R_SUMMON_COSTS = "LR-118"
R_FIELD_LIMIT = "L-TXT-263"
R_ATTACK_CARD = "L-TXT-341"  # a creature no attack may be declared on


class Refusal(Exception):
    def __init__(self, reason: str, rule: str | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.rule = rule


# -- costs and limits -----------------------------------------------------------------------------


def size_cost_options(g: Game, player: int, cid: str, exclude: str | None = None) -> list[Any]:
    """The ways ``player`` may pay for summoning ``cid`` now: "life", a creature to sacrifice, or "none".

    Only ways after which a Creature Zone is free and the Large limit holds count (L-SUM-5 to L-SUM-7).
    """
    options = list(_kept_size_costs(g, player, cid, exclude))
    if "none" not in options and free_summon_open(g, player, cid):
        options.insert(0, "none")  # L-TXT-296, LR-127: summoned with no price
    if g.sacrificing_cards:
        options.extend(c for c in text_sacrifices(g, player, cid) if c not in options)
    return options


def free_summon_open(g: Game, player: int, cid: str) -> bool:
    """Whether ``player`` may summon ``cid`` now paying nothing by a grant (L-TXT-296, LR-127): it has one, and a
    Creature Zone is free and the Large limit holds (L-SUM-5 to L-SUM-7)."""
    return bool(g.lasting) and g.free_summon(player, cid) and len(g.creatures_of(player)) < g.creature_zones \
        and not Z.large_limit_reached(g, player, cid)


def text_sacrifices(g: Game, player: int, cid: str) -> list[str]:
    """The creatures ``player`` may sacrifice to summon ``cid`` by a card's text (L-TXT-267): ``cid``'s own, or that
    of a card on their side of the field naming its kinds; only those after which the Large limit holds (L-SUM-7).
    A Mutated Creature pays no size's cost, so no text adds a way to pay one (L-MUT-2)."""
    info = g.infos[cid]
    size = info.size_key[0]
    if size is None:  # a Mutated Creature's
        return []
    infos = g.infos
    silenced = g.silenced()
    named = [(victim, cid) for victim in info.own_sacrifices] + [
        (rule.victim, src) for src in g.field_of(player) for rule in infos[src].sacrifice_summons
        if rule.summoned is not None and src not in silenced and E.matches(g, cid, rule.summoned)]
    if not named:
        return []
    limit = g.large_limit_of(player)
    larges = len(g.creatures_by_size(player).get("L", ()))
    found: list[str] = []
    for victim, src in named:
        for other in E.candidates(g, victim, player, src, "own"):
            if other in found or not g.is_creature_on_field(other) or not g.can_be_sacrificed(other):
                continue
            if size == "L" and limit is not None and larges - (1 if _is_large(g, other) else 0) >= limit:
                continue  # the Large limit would not hold after this sacrifice
            found.append(other)
    return found


def own_discount(g: Game, player: int, cid: str) -> int:
    """How much less Land Life summoning ``cid`` requires by its own text (L-TXT-32): conditions and counts are
    read as asked. Cards on the field may lower it further (`field_discount`)."""
    card_info = g.infos[cid]
    total = card_info.summon_discount
    for rule in card_info.discounts:
        if rule.condition is not None and not E.holds(g, rule.condition, player, cid):
            continue
        total += rule.amount * (1 if rule.per is None else E.count_on_field(g, rule.per, player, cid))
    return total


def _field_rules(g: Game, player: int, field: str) -> list[Any]:
    """The summoning rules (``field``, an `Info` field: ``others_discounts``, ``cost_changes``) of the cards on
    ``player``'s side of the field, kept while the field stands."""
    if g.silencing:  # which cards have their abilities may change with no card moving (L-TXT-352): not kept
        silenced = g.silenced()
        return [rule for src in g.field_of(player) if src not in silenced for rule in getattr(g.infos[src], field)]
    if g.cost_memo_version != g.fversion:
        g.cost_memo, g.cost_memo_version = {}, g.fversion
    key = (field, player)
    rules = g.cost_memo.get(key)
    if rules is None:
        infos = g.infos
        rules = g.cost_memo[key] = [rule for src in g.field_of(player) for rule in getattr(infos[src], field)]
    return rules


def field_discount(g: Game, player: int, cid: str) -> int:
    """How much less Land Life the cards on ``player``'s side of the field make summoning ``cid`` require (L-TXT-72)."""
    lowering: list[A.SummonDiscount] = _field_rules(g, player, "others_discounts")
    if not lowering:
        return 0
    return sum(rule.amount for rule in lowering if rule.others is not None and E.matches(g, cid, rule.others))


def field_cost_change(g: Game, player: int, cid: str) -> tuple[int | None, int]:
    """What the cards on the field do to the Land Life ``player``'s summoning of ``cid`` costs (L-TXT-134): the amount
    they set it to (the lowest, when several do; None when none does), and how much they add (LR-74); the other side's
    cards only by the sentences that name other players' summonings (L-TXT-356's, which set an amount, and
    L-TXT-368's, which may also add)."""
    own: list[A.SummonCost] = _field_rules(g, player, "cost_changes")
    theirs: list[A.SummonCost] = _field_rules(g, 1 - player, "cost_changes")
    fixed: int | None = None
    more = 0
    if not own and not theirs:
        return fixed, more
    # a rule reaches its controller's summonings, the other player's or both (L-TXT-356)
    reaching = [r for r in own if r.whose is not A.Player.YOUR_OPPONENT] + [r for r in theirs if r.whose is not A.Player.YOU]
    for rule in reaching:
        if E.matches(g, cid, rule.kinds):
            if rule.more:
                more += rule.amount
            elif fixed is None or rule.amount < fixed:
                fixed = rule.amount
    return fixed, more


def shared_cost_change(g: Game, player: int, cid: str, fixed: int) -> bool:
    """Whether the amount ``fixed`` that ``player``'s summoning of ``cid`` is set to comes from a rule naming other
    players' summonings (L-TXT-356): one of either side's for both players, or one of the other side's for its
    controller's opponent."""
    return any(rule.amount == fixed and E.matches(g, cid, rule.kinds)
               for rule in _field_rules(g, player, "cost_changes") if rule.whose is A.Player.EACH_PLAYER) or any(
        rule.whose is not A.Player.YOU and rule.amount == fixed and E.matches(g, cid, rule.kinds)
        for rule in _field_rules(g, 1 - player, "cost_changes"))


def shared_raise(g: Game, player: int, cid: str) -> bool:
    """Whether a raise of what ``player``'s summoning of ``cid`` costs comes from a rule naming other players'
    summonings (L-TXT-368): one of either side's for both players, or one of the other side's for its controller's
    opponent."""
    return any(rule.more and rule.whose is A.Player.EACH_PLAYER and E.matches(g, cid, rule.kinds)
               for rule in _field_rules(g, player, "cost_changes")) or any(
        rule.more and rule.whose is not A.Player.YOU and E.matches(g, cid, rule.kinds)
        for rule in _field_rules(g, 1 - player, "cost_changes"))


def own_set(g: Game, player: int, cid: str) -> int | None:
    """The Land Life ``cid``'s own text lets its summoning be paid with (L-TXT-173; under a condition only while it
    holds for ``player``, L-TXT-351): the lowest, taken only when lower than its size's, since the player may pay
    either (None otherwise, or without such a text)."""
    info = g.infos[cid]
    own = info.own_cost
    for amount, condition in info.own_costs_if:
        if (own is None or amount < own) and E.holds(g, condition, player, cid):
            own = amount
    if own is None:
        return None
    costs, _ = g.rules.size_costs[g.infos[cid].size_key[0]]
    normal = next((c.amount for c in costs if isinstance(c, LifeCost)), None)
    return own if normal is None or own < normal else None


def lowest_set(own: int | None, field: int | None) -> int | None:
    """The Land Life a summoning is set to by the card's own text (L-TXT-173) and by the field (L-TXT-134): the
    lower of the two, as the player may take either."""
    if own is None:
        return field
    return own if field is None or own < field else field


def summon_price(g: Game, player: int, cid: str) -> tuple[int, int, int, int | None, int, int | None, int]:
    """What summoning ``cid`` costs in Land Life now, with its parts: (amount, lowered by its own text, lowered by
    the field, the amount set, raised by the field, set by its own text, lowered by a grant of this turn, L-TXT-342).
    Set first, then raised and lowered (LR-74); never below 0."""
    costs, _ = g.rules.size_costs[g.cards[cid].badge if g.cards[cid].kind is A.Kind.CREATURE else None]
    own, others = own_discount(g, player, cid), field_discount(g, player, cid)
    set_by_field, more = field_cost_change(g, player, cid)
    own_cost = own_set(g, player, cid)
    fixed = lowest_set(own_cost, set_by_field)
    base = next((c.amount for c in costs if isinstance(c, LifeCost)), 0) if fixed is None else fixed
    granted = g.granted_discount(cid) if g.lasting else 0
    return max(0, base + more - own - others - granted), own, others, fixed, more, own_cost, granted


def _kept_size_costs(g: Game, player: int, cid: str, exclude: str | None) -> list[Any]:
    """`size_cost_options`, the list kept for the game: not to be changed."""
    # The answer depends on the card only through its size; on the game only through what the field
    # version counts (creatures, Land Life, the static abilities), so it is kept while that stands.
    if g.cost_memo_version != g.fversion:
        g.cost_memo, g.cost_memo_version = {}, g.fversion
    card_info = g.infos[cid]
    size, mutated = card_info.size_key
    discount = own_discount(g, player, cid) if card_info.discounts else card_info.summon_discount
    fixed = own_set(g, player, cid)
    if g.lowering_cards:
        set_by_field, more = field_cost_change(g, player, cid)
        discount += field_discount(g, player, cid) - more
        fixed = lowest_set(fixed, set_by_field)
    if g.lasting:
        discount += g.granted_discount(cid)  # L-TXT-342
    key: tuple[Any, ...] = (player, size, mutated, exclude, discount, fixed)
    if g.silencing:  # the field's rules of the cards with their abilities (L-TXT-352), which no card's move may change
        key += (g.silenced(),)
    found = g.cost_memo.get(key)
    if found is None:
        found = g.cost_memo[key] = _size_cost_options(g, player, size, mutated, exclude, discount, fixed)
    return found


def _size_cost_options(
    g: Game, player: int, size: str | None, mutated: bool, exclude: str | None, discount: int = 0,
    fixed: int | None = None,
) -> list[Any]:
    costs, _ = g.rules.size_costs[size]
    life = g.sides[player].life
    count = len(g.creatures_of(player))
    sized = g.creatures_by_size(player)  # `_is_size` of every creature, kept with the layout
    limit = g.large_limit_of(player)
    larges = len(sized.get("L", ()))
    new_large = size == "L"
    options: list[Any] = []
    for cost in costs:
        match cost:
            case LifeCost(amount):
                room = mutated or count < g.creature_zones
                large_ok = not new_large or limit is None or larges < limit
                # The Land Life a card on the field sets comes first, then what is added and lowered (LR-74).
                if life >= max(0, (amount if fixed is None else fixed) - discount) and room and large_ok and "life" not in options:
                    options.append("life")
            case SacrificeCost(wanted):
                if new_large and limit is not None and larges - (1 if wanted == "L" else 0) >= limit:
                    continue  # the Large limit would not hold after sacrificing any of them
                for other in sized.get(wanted, ()):
                    if other != exclude and other not in options and g.can_be_sacrificed(other):
                        options.append(other)
            case NoCost():
                if "none" not in options and (mutated or count < g.creature_zones):
                    options.append("none")
    return options


def _is_size(g: Game, cid: str, size: str) -> bool:
    return g.infos[cid].size_key[0] == size  # the badge of a Creature; None for any other kind


def _is_large(g: Game, cid: str) -> bool:
    return _is_size(g, cid, "L")


def stack_options(g: Game, player: int, cid: str) -> list[str]:
    """The cards ``player`` could stack under ``cid`` as it is summoned (L-STK-2)."""
    card_info = g.infos[cid]
    if card_info.stack_count == 0:
        return []
    side = g.sides[player]
    match card_info.stack_zone:
        case A.Zone.HAND:
            pool = [c for c in side.hand if c != cid]
        case A.Zone.DECK:
            pool = list(side.deck)
        case A.Zone.RUINS:
            pool = list(side.ruins)
    return pool


def _host_candidates(g: Game, player: int, cid: str) -> list[str]:
    summon = g.infos[cid].summon
    if summon is None:
        return []
    return [c for c in E.candidates(g, summon, player, cid, "own") if g.is_creature_on_field(c)]


def hosts(g: Game, player: int, cid: str) -> list[str]:
    """The creatures ``player`` may summon the Mutated Creature ``cid`` on top of (L-MUT-2)."""
    found = _host_candidates(g, player, cid)
    if g.infos[cid].summon_costs:  # only a host with which the rest can be paid (LR-118)
        return [h for h in found if mutated_cost_options(g, player, cid, h)]
    return found


def attach_targets(g: Game, player: int, cid: str) -> list[str]:
    to = g.infos[cid].attach
    if to is None or g.rules.number("attachments") < 1:  # no creature may carry one (L-ATT-2)
        return []
    out = []
    for c in E.candidates(g, to, player, cid, "own"):
        found = g.slot_of(c)
        if found is not None and found[2].attachment is None:
            out.append(c)
    return out


def why_not_playable(g: Game, player: int, cid: str) -> tuple[str, str] | None:
    """(reason, rule) when a card in hand cannot be played for its costs or limits, else None."""
    card_info = g.infos[cid]
    if card_info.stack_count and g.options["stack_required"] == "yes" and len(stack_options(g, player, cid)) < card_info.stack_count:
        return (f"{cid} needs {card_info.stack_count} cards to stack and there are not enough", R_STACK_NEEDED)
    match g.cards[cid].kind:
        case A.Kind.CREATURE:
            if _kept_size_costs(g, player, cid, None) or free_summon_open(g, player, cid):
                return None
            return _creature_fault(g, player, cid)
        case A.Kind.MUTATED:
            found = _host_candidates(g, player, cid)
            if not found:
                return (f"{cid} has no creature of yours to be summoned on top of", R_HOST)
            if not any(_kept_size_costs(g, player, cid, h) for h in found):
                return (f"{cid}'s cost cannot be paid", g.rules.size_costs[None][1])
            if not any(mutated_cost_options(g, player, cid, h) for h in found):
                return (f"{cid}'s summon costs cannot be paid by cards other than its host", R_SUMMON_COSTS)
            return None
        case A.Kind.ATTACHMENT:
            return None if attach_targets(g, player, cid) else (f"{cid} has no creature it could be attached to", R_ATTACH_TO)
        case A.Kind.BOOST | A.Kind.INTERRUPT if card_info.play_costs and not ability_costs_payable(
                g, player, cid, card_info.play_costs, frozenset({cid})):
            return (f"{cid}'s costs cannot be paid", R_BOOST_COST)
        case A.Kind.BOOST | A.Kind.INTERRUPT | A.Kind.CONTINUOUS:
            return None
        case A.Kind.LAND:
            return ("a Land is put on the field before the game, never played", R_NOT_PLAYED)
    return None


def _creature_fault(g: Game, player: int, cid: str) -> tuple[str, str]:
    card = g.cards[cid]
    side = g.sides[player]
    limit = g.rules.field_limits.get("L")
    most = g.large_limit_of(player)
    larges = sum(1 for s in side.creatures() if _is_large(g, s.card))
    if card.badge == "L" and limit is not None and most is not None and larges >= most:
        held = "a Large creature" if larges == 1 else f"{larges} Large creatures"
        if most == limit[0]:
            return (f"{PLAYERS[player]} already controls {held}", limit[1])
        return (f"{PLAYERS[player]} already controls {held}, as many as a card allows", R_FIELD_LIMIT)
    if len(side.creatures()) >= g.rules.number("creature zones"):
        return (f"all of {PLAYERS[player]}'s Creature Zones are taken", R_ZONE)
    return (f"{cid}'s size cost cannot be paid", g.rules.size_costs[card.badge][1])


def ability_costs_payable(
    g: Game, player: int, cid: str, costs: tuple[A.Cost, ...], kept: frozenset[str] = frozenset(), life: int = 0,
) -> bool:
    """Whether ``player`` can pay ``costs`` now without the ``kept`` cards (a Mutated Creature's host and the card
    itself, L-TXT-258), with ``life`` Land Life already owed. A card pays one cost only (L-TXT-4): the costs with the
    fewest cards to choose from are given theirs first."""
    wanted: list[tuple[int, int]] = []  # (cost, cards it takes) for the costs paid with cards of a choice
    for i, cost in enumerate(costs):
        match cost:
            case A.PayCost(amount):
                life += amount
            case A.SacrificeCost(A.ThisCard()):
                if not g.can_be_sacrificed(cid):
                    return False
            case A.SacrificeCost(A.Filtered(count)):
                wanted.append((i, E.count_bounds(count)[0]))
            case A.DiscardCost(discards):  # not `count`, a Count above: one type per name when compiled
                wanted.append((i, discards))
            case A.UnstackCost(count, host):
                if len(E.stacked_under(g, host, cid)) < count:
                    return False
    if len(wanted) == 1:  # the common case: one cost of cards, nothing to share
        i, low = wanted[0]
        return len(cost_choices(g, player, cid, costs, i, kept)) >= low and g.sides[player].life >= life
    taken = set(kept)
    for i, low in sorted(wanted, key=lambda w: len(cost_choices(g, player, cid, costs, w[0], kept))):
        found = cost_choices(g, player, cid, costs, i, frozenset(taken))
        if len(found) < low:
            return False
        taken.update(found[:low])
    return g.sides[player].life >= life


def cost_choices(
    g: Game, player: int, cid: str, costs: tuple[A.Cost, ...], index: int, kept: frozenset[str] = frozenset(),
) -> list[str]:
    """The cards ``player`` may pay cost ``index`` with: their creatures a sacrifice names, or the cards of their
    hand a discard takes (of its kinds, L-TXT-258), less the ``kept`` cards."""
    match costs[index]:
        case A.SacrificeCost(A.Filtered() as target):
            return [c for c in E.candidates(g, target, player, cid, "own") if c not in kept and g.can_be_sacrificed(c)]
        case A.DiscardCost(kinds=kinds):
            return [c for c in g.sides[player].hand if c not in kept and (kinds is None or E.matches(g, c, kinds))]
    return []


def mutated_cost_options(g: Game, player: int, cid: str, host: str) -> list[Any]:
    """The size costs (LR-21) a Mutated Creature may be summoned on ``host`` with, after which its text's own
    costs can still be paid by other cards (L-TXT-258, LR-118)."""
    options = _kept_size_costs(g, player, cid, host)
    costs = g.infos[cid].summon_costs
    if not costs:
        return options
    kept = frozenset((host, cid))
    return [o for o in options if ability_costs_payable(
        g, player, cid, costs, kept | {o} if o not in ("life", "none") else kept,
        summon_price(g, player, cid)[0] if o == "life" else 0)]


def opt_key(g: Game, cid: str) -> str:
    """What a once-per-turn use is counted for: the card, or its name under opt_scope=name (LR-26)."""
    return g.cards[cid].name.casefold() if g.options["opt_scope"] == "name" else cid


def opt_trigger_use(g: Game, cid: str, ctl: int, number: int) -> bool:
    """Whether triggered ability ``number`` of ``cid`` may happen now, counting its use if so (L-TXT-64).

    A once-per-turn triggered ability is counted as an activated one is (L-ACT-10, LR-26), when it
    triggers; any other triggered ability always happens.
    """
    if number not in g.infos[cid].opt_triggers:
        return True
    side = g.sides[ctl]
    if opt_used(g, side, cid, number):
        return False
    side.used.append((opt_key(g, cid), number))
    return True


def opt_used(g: Game, side: Side, cid: str, number: int) -> bool:
    """Whether once-per-turn ability ``number`` of ``cid`` is used up this turn for the player of ``side``.

    By default the use belongs to the card, whoever made it: a card taken after its owner used it
    has no use left (L-ACT-9). Under opt_scope=name each player has one use per name (LR-26).
    """
    if g.options["opt_scope"] == "name":
        return (g.cards[cid].name.casefold(), number) in side.used
    key = (cid, number)
    return key in g.sides[0].used or key in g.sides[1].used


def _ability_act(g: Game, cid: str, ability: A.Activated) -> str:
    return "land opt abilities" if g.cards[cid].kind is A.Kind.LAND and ability.once_per_turn else "abilities"


def attack_limit(g: Game, cid: str, extra: int, st: E.Statics | None = None) -> int:
    """How many attacks ``cid`` may declare this turn; ``st``: the static abilities, when the caller has them."""
    return g.rules.number("attacks") + extra + (g.statics() if st is None else st).extra.get(cid, 0)


def first_turn_ban(g: Game) -> bool:
    return g.turn == g.rules.number("first turn") and g.tp == g.first


# -- the legal actions ---------------------------------------------------------------------------------


def response_banned_by(g: Game, player: int, cid: str) -> str | None:
    """The card whose playing waits on the chain, played by ``player``'s opponent, and whose text keeps ``player``
    from playing ``cid`` in response to it (L-TXT-315): anywhere on the chain, or only on top of it under LR-130's
    other reading (``response_ban=top``)."""
    entries = g.chain if g.options["response_ban"] == "chain" else g.chain[-1:]
    for entry in entries:
        if entry["kind"] != "ability" and entry["player"] != player:
            if any(E.matches(g, cid, kinds) for kinds in g.infos[entry["card"]].response_bans):
                return str(entry["card"])
    return None


def legal_actions(g: Game) -> list[Action]:
    decision = g.decision
    if decision is None or g.result is not None:
        return []
    player = decision["player"]
    moment = decision["moment"]
    if moment == "choice":
        choice = decision["choice"]
        actions: list[Action] = [{"action": "choose", "choice": o} for o in choice["options"] if o not in choice["picked"]]
        if len(choice["picked"]) >= choice["min"]:
            actions.append({"action": "pass"})
        return actions
    if moment == "swap":
        from ._match import swap_actions

        return swap_actions(g, player)
    if moment == "aftermath":
        return _aftermath_actions(g, player)
    actions = [{"action": "pass"}]
    turn_player = player == g.tp
    side = g.sides[player]
    # Most moments allow few acts (the opponent's, nothing but Interrupts): the permissions are
    # asked once, before any card is looked at.
    key = (turn_player, g.phase, moment)
    allowed = g.allowed_memo.get(key) or g.rules.allowed(*key)  # kept per moment: `Game.moment` asked it already
    play = allowed.play
    infos = g.infos
    st: E.Statics | None = None  # asked for once, when first needed: nothing here changes the game
    # A card's own timing sentences (L-TXT-28): at the other player's moments where an Interrupt
    # may be played, so may a card that says so; a card limited to one phase only in that phase.
    any_turn = g.any_turn_cards and not turn_player and INTERRUPT in play
    # L-TXT-365: at the main moments of a phase of its player's own turn, a card whose text names that phase
    in_phase = g.phase if g.any_turn_cards and turn_player and moment == "main" else None
    only_phase = g.phase_only_cards
    if play or any_turn or in_phase:
        for cid in side.hand:
            card_info = infos[cid]
            if card_info.kind_line not in play and not (any_turn and card_info.any_turn_play) \
                    and not (in_phase is not None and in_phase in card_info.phase_play):
                continue
            if only_phase and card_info.only_phase is not None and not _in_its_phase(g, card_info, turn_player):
                continue
            if card_info.only_if is not None and not E.holds(g, card_info.only_if, player, cid):
                continue  # L-TXT-88: playable only while its condition holds for its player
            if st is None:
                st = g.statics()
            if st.play_bans[player] and g.play_banned(player, cid):
                continue
            if g.chain and response_banned_by(g, player, cid) is not None:
                continue  # L-TXT-315
            if st.card_bans and card_info.is_creature and A.Act.BE_SUMMONED in st.card_bans.get(cid, ()):
                continue  # L-TXT-317
            # `why_not_playable`, with its two commonest answers found here without a call: a Boost with
            # nothing to stack is always playable, a Creature with nothing to stack when its size is payable.
            if card_info.stack_count:
                playable = why_not_playable(g, player, cid) is None
            elif card_info.is_boost and not card_info.play_costs:
                playable = True
            elif card_info.kind_line == "Creature":
                playable = bool(_kept_size_costs(g, player, cid, None)) or free_summon_open(g, player, cid)
            else:
                playable = why_not_playable(g, player, cid) is None
            if playable:
                actions.append({"action": "play", "card": cid})
    if allowed.abilities is None and allowed.land_opt is None and allowed.attack is None:
        if any_turn:
            _any_turn_abilities(g, player, actions)
        return actions  # the opponent's moments: Interrupts alone (and cards whose text allows more)
    if st is None:
        st = g.statics()
    if (allowed.abilities is not None or allowed.land_opt is not None) and not st.banned(player, A.Act.ACTIVATE_ABILITIES):
        for cid in g.activators(player):
            card_info = infos[cid]
            land = card_info.kind_line == "Land"
            if land and st.player_bans[player] and st.banned(player, A.Act.ACTIVATE_LAND_ABILITIES):
                continue
            for number, ability in card_info.activated:
                if not own_moment(g, allowed, land, ability, card_info.activate_phases):
                    continue
                if not g.ability_works(cid, number) or (st.card_bans and st.banned(cid, A.Act.ACTIVATE_ABILITIES)):
                    continue
                if ability.once_per_turn and opt_used(g, side, cid, number):
                    continue
                if ability_costs_payable(g, player, cid, ability.costs):
                    actions.append({"action": "activate", "card": cid, "ability": number})
    if allowed.attack is not None and not first_turn_ban(g) and not st.banned(player, A.Act.ATTACK):
        foes = g.creatures_of(1 - player)
        direct = st.direct
        for slot in side.zones:
            if slot is None:
                continue
            cid = slot.card
            if (st.card_bans and st.banned(cid, A.Act.ATTACK)) or slot.attacks >= attack_limit(g, cid, slot.extra, st):
                continue
            if st.player_bans[player] or (st.card_bans and cid in st.card_bans):  # L-TXT-341: some it may not attack
                shielded = E.attack_shielded(g, st, cid, player)
                actions.extend({"action": "attack", "attacker": cid, "target": foe} for foe in foes if foe not in shielded)
            else:
                actions.extend({"action": "attack", "attacker": cid, "target": foe} for foe in foes)
            if (not foes or cid in direct) and not (st.card_bans and st.banned(cid, A.Act.ATTACK_DIRECTLY)) \
                    and not st.banned(player, A.Act.ATTACK_DIRECTLY):  # L-TXT-295: the player's, too
                actions.append({"action": "attack", "attacker": cid, "target": "land"})
    return actions


def _aftermath_actions(g: Game, player: int) -> list[Action]:
    """At a moment after destructions, a card played on one of them, of a kind its player may play at a response
    moment now (L-TXT-344), subject to the rest of its text and to prohibitions; or a pass."""
    actions: list[Action] = [{"action": "pass"}]
    # The card loader lets the sentence stand only on a Boost - Interrupt, which L-BST-3 (LR-3) allows at every
    # response moment, and alone with no other timing sentence (the meaning pass): nothing else to ask of its timing.
    for cid in g.sides[player].hand:
        card_info = g.infos[cid]
        if not isinstance(card_info.only_if, A.DestroyedCondition):
            continue
        if not E.holds(g, card_info.only_if, player, cid) or g.play_banned(player, cid):
            continue
        if why_not_playable(g, player, cid) is None:
            actions.append({"action": "play", "card": cid})
    return actions


def _in_its_phase(g: Game, card_info: Info, turn_player: bool) -> bool:
    """Whether a card limited to one phase (L-TXT-28; of the opponent's turn, L-TXT-51; of either, L-TXT-307) is in
    it now."""
    return (card_info.only_either or turn_player != card_info.only_theirs) and card_info.only_phase in (g.phase, ONLY_TURN)


def in_its_time(g: Game, during: A.TurnCondition | A.PhaseCondition, turn_player: bool) -> bool:
    """Whether it is now the time an ability's text gives it (L-TXT-370), for a controller who is the turn player
    when ``turn_player``."""
    if (during.whose is A.Player.YOU) != turn_player:
        return False
    return isinstance(during, A.TurnCondition) or during.phase.value.lower() == g.phase


def own_moment(g: Game, allowed: Any, land: bool, ability: A.Activated, phases: frozenset[str] = frozenset()) -> bool:
    """Whether the turn player may activate ``ability`` at this moment of their turn, its other conditions apart: by
    L-ACT-4 (L-ACT-10 for a Land's once-per-turn ability), or at L-ACT-4's moments of the time its text gives it
    (L-TXT-370), which takes L-ACT-10's place; ``phases``: those its card adds (L-TXT-377)."""
    during = ability.during
    if during is None:
        if (allowed.land_opt if land and ability.once_per_turn else allowed.abilities) is not None:
            return True
    elif allowed.abilities is not None and in_its_time(g, during, True):
        return True
    return bool(phases) and allowed.abilities is not None and g.phase in phases


def _any_turn_abilities(g: Game, player: int, actions: list[Action]) -> None:
    """The abilities of cards that may be activated during the opponent's turn (L-TXT-28, L-TXT-370)."""
    st = g.statics()
    if st.banned(player, A.Act.ACTIVATE_ABILITIES):
        return
    side = g.sides[player]
    for cid in g.activators(player):
        card_info = g.infos[cid]
        if not card_info.any_turn_activate:
            continue
        if card_info.kind_line == "Land" and st.banned(player, A.Act.ACTIVATE_LAND_ABILITIES):
            continue
        for number, ability in card_info.activated:
            if not (g.phase in card_info.any_turn_phases if ability.during is None else in_its_time(g, ability.during, False)):
                continue
            if not g.ability_works(cid, number) or (st.card_bans and st.banned(cid, A.Act.ACTIVATE_ABILITIES)):
                continue
            if ability.once_per_turn and opt_used(g, side, cid, number):
                continue
            if ability_costs_payable(g, player, cid, ability.costs):
                actions.append({"action": "activate", "card": cid, "ability": number})


# -- refusals --------------------------------------------------------------------------------------------


def _time_words(during: A.TurnCondition | A.PhaseCondition) -> str:
    """An ability's own time (L-TXT-370) as a refusal says it: ``its controller's Boost phase``."""
    whose = "its controller's" if during.whose is A.Player.YOU else "its controller's opponent's"
    return f"{whose} turn" if isinstance(during, A.TurnCondition) else f"{whose} {during.phase.value.lower()} phase"


def _choice_fault(g: Game, choice: dict[str, Any], value: Any) -> Refusal:
    """A choice the decision does not offer: the rule that limits that choice, when the value is a card."""
    shown = f"{value!r} is not one of the choices offered"
    if value == "life" and choice["for"] == "cost" and choice["card"] is not None:
        player = g.decision["player"] if g.decision is not None else g.tp
        fault = _creature_fault(g, player, choice["card"]) if g.cards[choice["card"]].kind is A.Kind.CREATURE else None
        return Refusal(f"the cost cannot be paid in Land Life now: {fault[0]}" if fault else shown, fault[1] if fault else None)
    if not isinstance(value, str) or value not in g.cards:
        return Refusal(shown, None)
    if value in choice["picked"]:
        return Refusal(f"{value} has already been picked", None)
    purpose = choice["for"]
    if purpose == "attach":
        found = g.slot_of(value)
        if found is not None and found[2].attachment is not None:
            return Refusal(f"{value} already carries an Attachment", "L-ATT-2")
        return Refusal(f"{value} is not a creature this Attachment may be attached to", R_ATTACH_TO)
    if purpose == "host":
        return Refusal(f"{value} is not a creature this Mutated Creature may be summoned on", R_HOST)
    if purpose == "stack":
        return Refusal(f"{value} cannot be stacked under this creature", "L-STK-2")
    if purpose == "target":
        return Refusal(f"{value} is not one of the cards the effect may name", "L-TXT-19")
    if purpose == "cost":
        return Refusal(f"{value} cannot pay this cost", R_COST_TEXT)
    return Refusal(shown, None)


_TAKES = {
    "main": ("pass", "play", "activate", "attack"), "closing": ("pass", "play", "activate", "attack"),
    "battle": ("pass", "play", "activate", "attack"), "response": ("pass", "play", "activate", "attack"),
    "choice": ("pass", "choose"), "swap": ("pass", "swap"), "aftermath": ("pass", "play"),
}


def refuse(g: Game, action: Action) -> None:
    """Raise `IllegalMove` unless ``action`` is one of the legal actions; the rule is L-ACT-13's first fault."""
    bare = {k: v for k, v in action.items() if k != "player"} if "player" in action else action
    if g.result is None and g.decision is not None:
        if bare in g.legal() and action.get("player", PLAYERS[g.decision["player"]]) == PLAYERS[g.decision["player"]]:
            return
    from ._game import IllegalMove  # imported only to refuse: an import in a function costs a call each time

    if g.result is not None or g.decision is None:
        raise IllegalMove("the game is over", R_OVER)
    try:
        _find_fault(g, action, bare)
    except Refusal as refusal:
        raise IllegalMove(refusal.reason, refusal.rule) from None
    raise IllegalMove("the rules do not allow this action now", R_REFUSED)


def _find_fault(g: Game, action: Action, bare: Action) -> None:
    decision = g.decision
    assert decision is not None
    player = decision["player"]
    moment = decision["moment"]
    kind = bare.get("action")
    if "player" in action and action["player"] != PLAYERS[player]:
        raise Refusal(f"it is {PLAYERS[player]}'s decision, not {action['player']}'s", R_MOMENTS)
    if moment == "aftermath" and kind in ("activate", "attack"):
        raise Refusal(f"{_AFTERMATH_ONLY}, not {'an ability activated' if kind == 'activate' else 'an attack declared'}",
                      R_AFTERMATH)
    if kind not in _TAKES.get(moment, ()):
        raise Refusal(f"a {moment} decision takes {' or '.join(_TAKES[moment])}, not {kind!r}", R_MOMENTS)
    if moment == "swap":
        from ._match import swap_fault

        raise swap_fault(g, player, bare)
    if kind == "pass":
        raise Refusal("the choice is not finished: more must be picked", R_MOMENTS)
    if kind == "choose":
        raise _choice_fault(g, decision["choice"], bare.get("choice"))
    turn_player = player == g.tp
    side = g.sides[player]
    if kind == "play":
        cid = str(bare.get("card"))
        if cid not in side.hand:
            raise Refusal(f"{cid} is not in {PLAYERS[player]}'s hand", None)
        card = g.cards[cid]
        if card.kind is A.Kind.LAND:
            raise Refusal("a Land is put on the field before the game, never played", R_NOT_PLAYED)
        card_info = g.infos[cid]
        if moment == "aftermath":  # L-TXT-344: only a card played on a destruction, as it could be in response
            if not isinstance(card_info.only_if, A.DestroyedCondition):
                raise Refusal(f"{_AFTERMATH_ONLY}, and {cid} does not", R_AFTERMATH)
            moment = "response"  # its other faults are those of a card played in response
        own_timing = (card_info.any_turn_play and not turn_player and INTERRUPT in g.rules.allowed(False, g.phase, moment).play) \
            or (g.phase in card_info.phase_play and turn_player and moment == "main")  # L-TXT-365
        if g.rules.permission_for("play", card.kind.value, turn_player, g.phase, moment) is None and not own_timing:
            rules = g.rules.permission_rules("play", card.kind.value)
            raise Refusal(f"no rule allows playing a {card.kind.value} now ({g.phase} phase, {moment} moment)", rules[0] if rules else None)
        # L-TXT-88: a play both its condition and its phase forbid is refused for the condition, read first
        if card_info.only_if is not None and not E.holds(g, card_info.only_if, player, cid):
            if isinstance(card_info.only_if, A.AttackCondition):
                raise Refusal(f"{cid} says it is played only when an attack it describes is under way, and none is now",
                              R_ONLY_WHEN)
            if isinstance(card_info.only_if, A.DestroyedCondition):
                raise Refusal(f"{cid} says it is played only when a creature it describes is destroyed, and the "
                              "game is not at a moment right after such a destruction", R_AFTERMATH)
            if isinstance(card_info.only_if, A.EndangeredCondition):
                raise Refusal(f"{cid} says it is played only when a creature it describes would be destroyed, and "
                              "no such creature would be destroyed now in the way it says", R_ENDANGERED)
            raise Refusal(f"{cid} says it is played only if a condition holds, and it does not now", R_ONLY_IF)
        if card_info.only_phase is not None and not _in_its_phase(g, card_info, turn_player):
            whose, rule = ("its player's opponent's", R_THEIR_PHASE) if card_info.only_theirs else ("its player's", R_CARD_TIMING)
            if card_info.only_either:
                whose, rule = "either player's", R_EITHER_PHASE
            if card_info.only_phase == ONLY_TURN:  # L-TXT-65
                raise Refusal(f"{cid} says it is played only in {whose.removesuffix(chr(39) + 's')}'s turn", R_ONLY_TURN)
            raise Refusal(f"{cid} says it is played only in {whose} {card_info.only_phase} phase", rule)
        if g.play_banned(player, cid):
            raise Refusal(f"{PLAYERS[player]} cannot play {cid}: a card forbids it", R_CANNOT)
        if card_info.is_creature and A.Act.BE_SUMMONED in g.statics().card_bans.get(cid, ()):
            raise Refusal(f"{cid} cannot be summoned now: an effect forbids it", R_NOT_SUMMONED)
        banned_by = response_banned_by(g, player, cid) if g.chain else None
        if banned_by is not None:
            raise Refusal(f"{PLAYERS[player]} cannot play {cid} in response to {banned_by}: its text forbids it",
                          R_RESPONSE_BAN)
        fault = why_not_playable(g, player, cid)
        if fault is not None:
            raise Refusal(*fault)
        return
    if kind == "activate":
        cid = str(bare.get("card"))
        number = bare.get("ability")
        if cid not in g.field_of(player):
            raise Refusal(f"{cid} is not on {PLAYERS[player]}'s side of the field", None)
        abilities = dict(g.infos[cid].activated)
        if number not in abilities:
            raise Refusal(f"{cid} has no activated ability {number}", None)
        ability = abilities[number]
        act = _ability_act(g, cid, ability)
        interrupt_moment = not turn_player and INTERRUPT in g.rules.allowed(False, g.phase, moment).play
        # L-TXT-377: a phase of the turn player's own turn its card adds, at L-ACT-4's moments there
        added = turn_player and g.phase in g.infos[cid].activate_phases \
            and g.rules.permission_for("abilities", None, True, g.phase, moment) is not None
        if ability.during is not None and not added:  # L-TXT-370: its own time, at the moments of L-ACT-4 or of an Interrupt
            if not in_its_time(g, ability.during, turn_player):
                added_words = "".join(f" or its controller's {phase} phase" for phase in PHASES
                                      if phase in g.infos[cid].activate_phases)  # (L-TXT-377)
                raise Refusal(f"ability {number} of {cid} may be activated only during {_time_words(ability.during)}"
                              f"{added_words}", R_ABILITY_TIME)
            act = "abilities"
            own_timing = interrupt_moment
        else:
            own_timing = (interrupt_moment and g.infos[cid].any_turn_activate and g.phase in g.infos[cid].any_turn_phases)
        if g.rules.permission_for(act, None, turn_player, g.phase, moment) is None and not own_timing and not added:
            if not turn_player:
                raise Refusal("nothing but Boost - Interrupt cards is activated in the opponent's turn", R_OPP_TURN)
            rule = R_LAND_OPT if act == "land opt abilities" else g.rules.permission_rules(act, None)[0]
            raise Refusal(f"this ability cannot be activated now ({g.phase} phase, {moment} moment)", rule)
        if g.banned(player, A.Act.ACTIVATE_ABILITIES) or g.banned(cid, A.Act.ACTIVATE_ABILITIES):
            raise Refusal("a card forbids activating abilities", R_CANNOT)
        if g.cards[cid].kind is A.Kind.LAND and g.banned(player, A.Act.ACTIVATE_LAND_ABILITIES):
            raise Refusal("a card forbids activating Land abilities", R_CANNOT)
        if cid in g.silenced():  # a prohibition of L-TXT-15's, refused as one
            raise Refusal(f"{cid} has lost its abilities", R_CANNOT)
        if not g.ability_works(cid, number):
            raise Refusal(f"ability {number} of {cid} needs its stacked cards", "L-STK-6")
        if ability.once_per_turn and opt_used(g, side, cid, number):
            raise Refusal(f"ability {number} of {cid} has been used this turn", R_OPT)
        raise Refusal(f"the costs of ability {number} of {cid} cannot be paid", R_COST_TEXT)
    if kind == "attack":
        cid = str(bare.get("attacker"))
        target = bare.get("target")
        found = g.slot_of(cid) if isinstance(cid, str) else None
        if found is None or found[0] != player:
            raise Refusal(f"{cid} is not a creature of {PLAYERS[player]}'s", None)
        if target != "land":
            foe = g.slot_of(target) if isinstance(target, str) else None
            if foe is None or foe[0] == player:
                raise Refusal(f"{target} is not a creature of the opponent's", None)
        if g.rules.permission_for("attack", None, turn_player, g.phase, moment) is None:
            raise Refusal(f"attacks are declared at the main moment of the Battle Phase, not now ({g.phase} phase, {moment} moment)",
                          g.rules.permission_rules("attack", None)[0])
        if g.banned(player, A.Act.ATTACK) or g.banned(cid, A.Act.ATTACK):
            raise Refusal(f"{cid} cannot attack: a card forbids it", R_CANNOT)
        if target != "land" and target in E.attack_shielded(g, g.statics(), cid, player):
            raise Refusal(f"{cid} cannot attack {target}: a card forbids it", R_ATTACK_CARD)
        if first_turn_ban(g):
            raise Refusal("the first player cannot attack in the game's first turn", g.rules.rule_of("first turn"))
        if (target == "land" and (not g.creatures_of(1 - player) or cid in g.statics().direct)
                and (g.banned(cid, A.Act.ATTACK_DIRECTLY) or g.banned(player, A.Act.ATTACK_DIRECTLY))):  # L-TXT-62, L-TXT-295
            raise Refusal(f"{cid} cannot attack the opponent's Land Life directly: a card forbids it", R_CANNOT)
        slot = found[2]
        if slot.attacks >= attack_limit(g, cid, slot.extra):
            raise Refusal(f"{cid} has already attacked as often as it may this turn", g.rules.rule_of("attacks"))
        if target == "land":
            raise Refusal("the opponent controls a creature, so their Land Life cannot be attacked directly", R_LAND_TARGET)
