"""The pieces of a Landfight game's state, and what the engine reads once from each card's tree.

Everything a game holds is plain data (strings, ints, lists, tuples, small slotted
objects), so a game can be written out and read back exactly (`_view.dump_state`).
A card instance is named by its ID everywhere; its printed card is looked up in
`Game.cards`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from collections.abc import Mapping
from typing import Any, assert_never

from ..cardtext import ast as A
from ..cardtext._rule_ids import rule_ids
from ._rules import PHASES
from .cards import LandfightCard, is_unnegatable_sentence, timed_effects

PLAYERS = ("p1", "p2")
ZONES = 6


def your_turn(duration: A.Duration | None) -> list[str]:
    """The rule a change lasting to the end of its controller's turn cites beside its own (L-TXT-374): its event's
    ``until`` says only which turn that came to."""
    return ["L-TXT-374"] if isinstance(duration, A.UntilEndOfYourTurn) else []


_NAMING = (A.RefKind.IT, A.RefKind.THEM, A.RefKind.THAT)


def static_refs(effects: tuple[A.Effect, ...]) -> tuple[A.Effect, ...]:
    """A static ability's effects with each ``it`` (``them``, ``that card``) written as what it names (L-TXT-39).

    In "This card can attack twice per turn. It cannot attack ..." the reference names the card the
    effect before it named; a static ability is read again and again, with no memory of a resolution,
    so the name is put in the reference's place once, as the card is read.
    """
    named: A.Target | None = None
    out: list[A.Effect] = []
    for effect in effects:
        field_name = "subject" if isinstance(effect, A.Prohibition) else "target" if isinstance(
            effect, (A.ModifyStrength, A.ExtraAttack, A.DirectAttack, A.AttackLimit)) else None
        if field_name is not None:
            target = getattr(effect, field_name)
            if isinstance(target, A.Ref) and target.kind in _NAMING and named is not None:
                effect = replace(effect, **{field_name: named})  # type: ignore[arg-type]
            elif not isinstance(target, (A.Ref, A.Player)):
                named = target
        out.append(effect)
    return tuple(out)
ONLY_TURN = "turn"  # Info.only_phase of a card played only in one player's turn, any phase (L-TXT-65)


class IllegalAction(Exception):
    """Raised inside the engine for a refused action; `cardlaw.landfight.IllegalMove` is what callers see."""


@dataclass(slots=True)
class Slot:
    """A Creature Zone that holds a creature."""

    card: str
    attachment: str | None = None
    att_controller: int | None = None  # the player who controls the Attachment (L-ATT-6)
    stacked: list[str] = field(default_factory=list)
    beneath: str | None = None
    attacks: int = 0  # attacks declared this turn (L-BAT-2)
    extra: int = 0  # additional attacks granted this turn

    def to_json(self) -> list[Any]:
        return [self.card, self.attachment, self.att_controller, list(self.stacked), self.beneath, self.attacks, self.extra]

    @staticmethod
    def from_json(data: list[Any]) -> Slot:
        return Slot(data[0], data[1], data[2], list(data[3]), data[4], data[5], data[6])


@dataclass(slots=True)
class Side:
    """One player's Land Life and places."""

    life: int = 40
    land: str | None = None
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # top card first
    ruins: list[str] = field(default_factory=list)  # oldest first
    zones: list[Slot | None] = field(default_factory=lambda: [None] * ZONES)
    continuous: list[str] = field(default_factory=list)
    used: list[tuple[str, int]] = field(default_factory=list)  # once-per-turn uses: (card ID or name, ability)

    def creatures(self) -> list[Slot]:
        return [s for s in self.zones if s is not None]

    def to_json(self) -> dict[str, Any]:
        return {
            "life": self.life, "land": self.land, "hand": list(self.hand), "deck": list(self.deck),
            "ruins": list(self.ruins), "zones": [None if s is None else s.to_json() for s in self.zones],
            "continuous": list(self.continuous), "used": [list(u) for u in self.used],
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Side:
        return Side(
            data["life"], data["land"], list(data["hand"]), list(data["deck"]), list(data["ruins"]),
            [None if s is None else Slot.from_json(s) for s in data["zones"]], list(data["continuous"]),
            [(u[0], u[1]) for u in data["used"]],
        )


# -- what the engine reads once from a card's text ---------------------------------------------


@dataclass(frozen=True, slots=True)
class Info:
    """A card's abilities, sorted by what the engine does with them. Ability numbers count from 1."""

    statics: tuple[tuple[int, tuple[A.Effect, ...]], ...]  # sentences that hold on the field
    # The same sentences split in two: Strength changes, which only Strength reads, and the rest.
    strength_statics: tuple[tuple[int, tuple[A.Effect, ...]], ...]
    other_statics: tuple[tuple[int, tuple[A.Effect, ...]], ...]
    lowers: bool  # some static ability lowers Strength
    oneoffs: tuple[A.Effect, ...]  # what a Boost (or a Continuous as it resolves) does
    oneoff_paths: tuple[tuple[int, int], ...]  # where those effects are: (ability number, index), in print order
    activated: tuple[tuple[int, A.Activated], ...]
    activated_at: Mapping[int, A.Activated] = field(compare=False)  # the same, by number: read at every step of an activation
    triggered: tuple[tuple[int, A.Triggered], ...]
    attach: A.Filtered | None
    summon: A.Filtered | None
    summon_costs: tuple[A.Cost, ...]  # what summoning a Mutated Creature costs besides its host (L-TXT-258)
    stack_count: int  # cards to stack as the creature is summoned (0: none)
    stack_zone: A.Zone
    gated: frozenset[int]  # abilities that work only while stack_count cards are stacked (LR-20)
    is_creature: bool
    kind_line: str  # the kind as permissions name it ("Boost - Interrupt")
    size_key: tuple[str | None, bool]  # what a summoning cost depends on: (size of a Creature, Mutated or not)
    is_boost: bool  # any of the three Boost kinds
    on_self: tuple[tuple[A.SelfEvent, int], ...]  # (event, ability number) of "When this card ..." triggers
    on_destroyed: tuple[tuple[int, A.Filtered], ...]  # "When <filter> is destroyed"
    on_phase: tuple[tuple[int, A.PhaseStart], ...]  # "At the start of ... Phase"
    on_phase_end: tuple[tuple[int, A.PhaseEnd], ...]  # "At the end of ... Phase" (L-TXT-29)
    on_attack: tuple[tuple[int, A.AttacksFiltered], ...]  # "When this card attacks (battles) <filter>" (L-TXT-40)
    replacements: tuple[tuple[int, A.Replacement], ...]  # "If ... would ..., ... instead" (L-TXT-42)
    # Rules the card changes for itself, read wherever the card is (L-TXT-27, L-TXT-28, L-TXT-32).
    unnegatable: bool
    any_turn_play: bool
    any_turn_activate: bool  # some ability may be activated in some part of the opponent's turn (L-TXT-28, L-TXT-370)
    only_phase: str | None  # "battle": played only in that phase of its controller's turn; "turn": any (L-TXT-65)
    summon_discount: int
    discounts: tuple[A.SummonDiscount, ...]  # those with a condition or a count
    only_theirs: bool = False  # only_phase is that phase of the opponent's turn (L-TXT-51)
    only_either: bool = False  # only_phase is that phase of either player's turn (L-TXT-307)
    on_destroys: tuple[tuple[int, A.BattleDestroys], ...] = ()  # "When <who> destroys <filter> in battle" (L-TXT-56)
    life_replacements: tuple[tuple[int, A.LifeReplacement], ...] = ()  # "If <player> would gain Land Life" (L-TXT-59)
    attack_losses: tuple[tuple[int, A.AttackLoss], ...] = ()  # a direct attack's loss halved (L-TXT-306)
    response_bans: tuple[A.Kinds, ...] = ()  # "Your opponent cannot play ... in response to this card" (L-TXT-315)
    # {"battle"}: also played at the main moments of those phases of its player's turn (L-TXT-365)
    phase_play: frozenset[str] = frozenset()
    # {"battle"}: its abilities also activated at the main moments of those phases of its player's turn (L-TXT-377)
    activate_phases: frozenset[str] = frozenset()
    # "Discard 1 card: Destroy ..." on a Boost or an Interrupt: what playing it costs (L-TXT-366, LR-132)
    play_costs: tuple[A.Cost, ...] = ()
    opt_triggers: frozenset[int] = frozenset()  # triggered abilities that happen at most once a turn (L-TXT-64)
    silences: bool = False  # some effect of the card takes abilities away (L-TXT-352)
    # "This card cannot be affected by ...": the static abilities that keep other cards' effects off (L-TXT-376)
    shields: tuple[tuple[int, tuple[A.Effect, ...]], ...] = ()
    shielding: bool = False  # some effect of the card, static or not, keeps effects off cards (L-TXT-376)
    # "When this card leaves the field, return the card underneath it to your hand instead of ..." (L-TXT-63)
    follow_replacements: tuple[tuple[int, A.FollowReplacement], ...] = ()
    # "When this card destroys a creature in battle, put that creature ... instead of ..." (L-TXT-166)
    battle_replacements: tuple[tuple[int, A.FollowReplacement], ...] = ()
    # "Light creatures you control require 1 less Land Life to summon": lowers other cards' summoning (L-TXT-72)
    others_discounts: tuple[A.SummonDiscount, ...] = ()
    # "You may summon Large creatures by paying 2 Land Life instead of 4": sets or raises it (L-TXT-134)
    cost_changes: tuple[A.SummonCost, ...] = ()
    # "You may summon this card by paying 1 Land Life instead of its normal cost" (L-TXT-173)
    own_cost: int | None = None
    # "If you control a Dark creature, you may summon this card by paying 1 Land Life ...": while it holds (L-TXT-351)
    own_costs_if: tuple[tuple[int, A.Condition], ...] = ()
    # "You may summon this card by sacrificing one Small creature you control": read in the hand (L-TXT-267)
    own_sacrifices: tuple[A.Filtered, ...] = ()
    # "You may summon Large creatures by sacrificing ...": read while the card is on the field (L-TXT-267)
    sacrifice_summons: tuple[A.SummonSacrifice, ...] = ()
    on_summoned: tuple[tuple[int, A.Filtered], ...] = ()  # "When <filter> is summoned" (L-TXT-85)
    only_if: A.Condition | None = None  # "Play this card only if <condition>" (L-TXT-88)
    on_attached: tuple[tuple[int, A.AttachedTrigger], ...] = ()  # "When the attached creature ..." (L-TXT-101)
    on_activated: tuple[tuple[int, A.Filtered], ...] = ()  # "When <player> activates an ability of ..." (L-TXT-156)
    on_played: tuple[tuple[int, A.Filtered], ...] = ()  # "When <player> plays <filter>" (L-TXT-214)
    on_leaves: tuple[tuple[int, A.Filtered], ...] = ()  # "When <filter> leaves the field" (L-TXT-271)
    on_attacks: tuple[tuple[int, A.Filtered], ...] = ()  # "When <filter> attacks" (L-TXT-274)
    on_attacks_at: tuple[tuple[int, A.Filtered, A.Filtered], ...] = ()  # "When <filter> attacks <filter>" (L-TXT-316)
    # "At the start of each player's ... Phase, that player ...": triggers whose effects the turn player does (L-TXT-216)
    for_turn_player: frozenset[int] = frozenset()
    # "At the end of your next turn, ..." alone on a card that stays on the field: set up as it arrives (L-TXT-262)
    arrival: tuple[int, ...] = ()
    # "You can control up to N Large creatures": the highest N its card says, read while it is on the field (L-TXT-263)
    field_limit: int | None = None
    # the phases of the opponent's turn in which the card's sentences let its untimed abilities be activated (L-TXT-28,
    # L-TXT-370); an ability with its own time (`A.Activated.during`) keeps to that time alone
    any_turn_phases: frozenset[str] = frozenset()
    # triggered abilities watched only in a time of their own, by number (L-TXT-370)
    timed_triggers: Mapping[int, A.TurnCondition | A.PhaseCondition] = field(default_factory=dict, compare=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> Info:
        # Read from an immutable card and never changed: a copied game (bots.clone) shares it, and with
        # it the identity of the tree nodes that the games' memos are keyed by.
        return self


def _unwrap(ability: A.Ability) -> tuple[A.Ability, int | None]:
    """An ability and the number of cards its printed stack note asks for (None without a note)."""
    match ability:
        case A.StackedAbility(inner, count):
            return inner, count
        case (A.Sentence() | A.Activated() | A.Triggered() | A.StackRequirement() | A.SummonRequirement()
              | A.CopyLimit() | A.HoldLimit() | A.FieldLimit() | A.SummonDiscount() | A.SummonCost() | A.OwnSummonCost() | A.SummonSacrifice() | A.AnyTurn() | A.PlayInPhase() | A.ActivateInPhase() | A.OnlyDuring() | A.OnlyIf() | A.ResponseBan() | A.Replacement() | A.LifeReplacement()
              | A.FollowReplacement() | A.AttackLoss()):
            return ability, None
        case _:
            assert_never(ability)


def _innermost(effect: A.Effect) -> A.Effect:
    """The effect a conditional sentence makes, under all its conditions (and a `for each` count)."""
    while isinstance(effect, (A.Conditional, A.ForEach)):
        effect = effect.effect
    return effect


def _innermosts(effect: A.Effect) -> tuple[A.Effect, ...]:
    """`_innermost`, and of an effect said with "... instead" (L-TXT-269) that of both effects."""
    effect = _innermost(effect)
    if isinstance(effect, A.OrInstead):
        return _innermosts(effect.effect) + _innermosts(effect.instead)
    return (effect,)


def _shields(effect: A.Effect) -> bool:
    return any(isinstance(m, A.Prohibition) and isinstance(m.act, A.AffectedByAct) for m in _innermosts(effect))


def _changes_strength(effect: A.Effect) -> bool:
    return any(isinstance(m, (A.ModifyStrength, A.DoubleStrength, A.UnderStrength)) for m in _innermosts(effect))


_INFO: dict[int, tuple[LandfightCard, Info]] = {}

# What an Attachment without an attach sentence is played onto (L-TXT-54): "one creature you control".
IMPLIED_ATTACH = A.Filtered(
    A.Count(A.CountKind.ONE), False, A.Kinds((), None, A.Noun.CREATURE), A.Location(A.LocationKind.YOU_CONTROL)
)


# What a Mutated Creature without a summon requirement is summoned on top of (L-TXT-98, LR-61): the same filter.
IMPLIED_HOST = IMPLIED_ATTACH


def info(card: LandfightCard) -> Info:
    """What the engine reads from ``card``, worked out once per card object.

    Keyed by identity: hashing a card would hash its whole tree on every call.
    """
    found = _INFO.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    made = _read_info(card)
    if len(_INFO) >= 16384:  # a long conformance session must not keep every card it ever saw
        _INFO.clear()
    _INFO[id(card)] = (card, made)
    return made


def _read_info(card: LandfightCard) -> Info:
    statics: list[tuple[int, tuple[A.Effect, ...]]] = []
    oneoffs: list[A.Effect] = []
    activated: list[tuple[int, A.Activated]] = []
    triggered: list[tuple[int, A.Triggered]] = []
    replacements: list[tuple[int, A.Replacement]] = []
    life_replacements: list[tuple[int, A.LifeReplacement]] = []
    attack_losses: list[tuple[int, A.AttackLoss]] = []
    response_bans: list[A.Kinds] = []
    follow_replacements: list[tuple[int, A.FollowReplacement]] = []
    battle_replacements: list[tuple[int, A.FollowReplacement]] = []
    attach: A.Filtered | None = None
    summon: A.Filtered | None = None
    summon_costs: tuple[A.Cost, ...] = ()
    play_costs: tuple[A.Cost, ...] = ()
    stack_count, stack_zone, gated_all = 0, A.Zone.HAND, False
    gated: set[int] = set()
    boost = card.kind in (A.Kind.BOOST, A.Kind.INTERRUPT, A.Kind.CONTINUOUS)
    numbered = list(enumerate(card.tree.abilities, start=1))
    unnegatable = any_play = False
    any_phases: set[str] = set()
    only_phase: str | None = None
    phase_play: set[str] = set()
    activate_phases: set[str] = set()
    only_theirs = only_either = False
    only_if: A.Condition | None = None
    discount = 0
    discounts: list[A.SummonDiscount] = []
    others_discounts: list[A.SummonDiscount] = []
    cost_changes: list[A.SummonCost] = []
    own_cost: int | None = None
    own_costs_if: list[tuple[int, A.Condition]] = []
    own_sacrifices: list[A.Filtered] = []
    sacrifice_summons: list[A.SummonSacrifice] = []
    arrival: list[int] = []
    field_limit: int | None = None
    for number, raw in numbered:
        ability, stacked = _unwrap(raw)
        if stacked is not None:
            stack_count, stack_zone = stacked, A.Zone.HAND
            gated.add(number)
        if is_unnegatable_sentence(ability):
            unnegatable = True
            continue
        match ability:
            case A.CopyLimit() | A.HoldLimit():
                pass  # a deck rule: read by the deck check (decks.py)
            case A.FieldLimit(count):
                field_limit = count if field_limit is None else max(field_limit, count)
            case A.SummonDiscount(others=others) if others is not None:
                others_discounts.append(ability)  # read while the card is on the field (L-TXT-72)
            case A.SummonCost():
                cost_changes.append(ability)  # read while the card is on the field (L-TXT-134)
            case A.OwnSummonCost(amount, condition=None):
                own_cost = amount if own_cost is None else min(own_cost, amount)  # read in the hand (L-TXT-173)
            case A.OwnSummonCost(amount, condition=condition) if condition is not None:
                own_costs_if.append((amount, condition))  # read in the hand, while the condition holds (L-TXT-351)
            case A.SummonSacrifice(None, victim):
                own_sacrifices.append(victim)
            case A.SummonSacrifice():
                sacrifice_summons.append(ability)
            case A.SummonDiscount(amount, None, None):
                discount += amount
            case A.SummonDiscount():
                discounts.append(ability)  # read as the cost is worked out (L-TXT-32)
            case A.AnyTurn(act):
                any_play = any_play or act is A.TimingAct.PLAY
                if act is A.TimingAct.ACTIVATE:
                    any_phases.update(PHASES if ability.phase is None else (ability.phase.value.lower(),))
            case A.PlayInPhase(phase):
                phase_play.add(phase.value.lower())
            case A.ActivateInPhase(phase):
                activate_phases.add(phase.value.lower())
            case A.OnlyDuring(phase, opponents, either=either):
                only_phase, only_theirs, only_either = ONLY_TURN if phase is None else phase.value.lower(), opponents, either
            case A.OnlyIf(condition):
                only_if = condition
            case A.ResponseBan(_, kinds):
                response_bans.append(kinds)  # read while its playing waits on the chain (L-TXT-315)
            case A.Sentence((A.Attach(to),)):
                attach = to
            case A.Sentence((A.Delayed(A.DelayedMoment.END_OF_NEXT_TURN | A.DelayedMoment.START_OF_NEXT_END_PHASE),)) \
                    if card.kind in (A.Kind.CREATURE, A.Kind.MUTATED, A.Kind.ATTACHMENT):
                arrival.append(number)
            case A.Sentence(effects):
                if card.kind in (A.Kind.BOOST, A.Kind.INTERRUPT):
                    oneoffs.extend(effects)
                elif card.kind is A.Kind.CONTINUOUS:
                    from ..cardtext import is_lasting

                    oneoffs.extend(e for e in effects if not is_lasting(e))
                    lasting = tuple(e for e in effects if is_lasting(e))
                    if lasting:
                        statics.append((number, static_refs(lasting)))
                else:
                    statics.append((number, static_refs(effects)))
            case A.Activated(costs=costs) if card.kind in (A.Kind.BOOST, A.Kind.INTERRUPT):
                play_costs = costs  # paid as the card is played, its effects done as it resolves (L-TXT-366)
                oneoffs.extend(timed_effects(ability))  # a time read back as its condition (LR-134)
            case A.Activated():
                activated.append((number, ability))
            case A.Triggered():
                triggered.append((number, ability))
            case A.Replacement():
                replacements.append((number, ability))
            case A.LifeReplacement():
                life_replacements.append((number, ability))
            case A.AttackLoss():
                attack_losses.append((number, ability))
            case A.FollowReplacement(A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) | A.BattleDestroys()):
                # L-TXT-166, with a filter L-TXT-276; an Attachment's, of the creature it is attached to, L-TXT-302
                battle_replacements.append((number, ability))
            case A.FollowReplacement():
                follow_replacements.append((number, ability))
            case A.StackRequirement(count, source):
                stack_count, stack_zone, gated_all = count, source, True
            case A.SummonRequirement(host, costs=summon_costs):
                summon = host
            case _:
                raise AssertionError(f"unknown ability {ability!r}")
    if attach is None and card.kind is A.Kind.ATTACHMENT:
        attach = IMPLIED_ATTACH  # L-TXT-54: the print's default, one creature its player controls
    if summon is None and card.kind is A.Kind.MUTATED:
        summon = IMPLIED_HOST  # L-TXT-98, LR-61: on top of one creature its player controls
    on_self: list[tuple[A.SelfEvent, int]] = []
    on_destroyed: list[tuple[int, A.Filtered]] = []
    on_phase: list[tuple[int, A.PhaseStart]] = []
    on_phase_end: list[tuple[int, A.PhaseEnd]] = []
    on_attack: list[tuple[int, A.AttacksFiltered]] = []
    on_destroys: list[tuple[int, A.BattleDestroys]] = []
    on_summoned: list[tuple[int, A.Filtered]] = []
    on_attached: list[tuple[int, A.AttachedTrigger]] = []
    on_activated: list[tuple[int, A.Filtered]] = []
    on_played: list[tuple[int, A.Filtered]] = []
    on_leaves: list[tuple[int, A.Filtered]] = []
    on_attacks: list[tuple[int, A.Filtered]] = []
    on_attacks_at: list[tuple[int, A.Filtered, A.Filtered]] = []
    for number, ability in triggered:
        trigger = ability.trigger
        match trigger:
            case A.SelfTrigger(event):
                on_self.append((event, number))
            case A.CreatureDestroyed(which):
                on_destroyed.append((number, which))
            case A.PhaseStart():
                on_phase.append((number, trigger))
            case A.PhaseEnd():
                on_phase_end.append((number, trigger))
            case A.AttacksFiltered():
                on_attack.append((number, trigger))
            case A.BattleDestroys():
                on_destroys.append((number, trigger))
            case A.CreatureSummoned(which):
                on_summoned.append((number, which))
            case A.AttachedTrigger():
                on_attached.append((number, trigger))
            case A.AbilityActivated(which):
                on_activated.append((number, which))
            case A.CardPlayed(which):
                on_played.append((number, which))
            case A.CardLeaves(which):
                on_leaves.append((number, which))
            case A.CreatureAttacks(which, target=target):
                if target is None:
                    on_attacks.append((number, which))
                else:
                    on_attacks_at.append((number, which, target))  # L-TXT-316
            case _:
                assert_never(trigger)
    if gated_all:
        gated.update(n for n, a in numbered if not isinstance(_unwrap(a)[0], (A.StackRequirement, A.SummonRequirement)))
    keep = {id(e) for e in oneoffs}
    oneoff_paths = tuple(
        (number, i) for number, raw in numbered if isinstance(plain := A.unwrap(raw)[0], (A.Sentence, A.Activated))
        for i, e in enumerate(plain.effects) if id(e) in keep
    )
    strength_statics = tuple(
        (n, kept) for n, effects in statics if (kept := tuple(e for e in effects if _changes_strength(e)))
    )
    other_statics = tuple(
        (n, kept) for n, effects in statics if (kept := tuple(e for e in effects if not _changes_strength(e)))
    )
    lowers = any(
        (isinstance(m, A.ModifyStrength) and m.delta < 0)
        or (isinstance(m, A.UnderStrength) and m.sets)  # set below the printed Strength, it lowers it (LR-60)
        for _, effects in strength_statics for e in effects for m in _innermosts(e)
    )
    # L-TXT-370: an ability timed to the opponent's turn is one the card's player may activate then
    any_activate = bool(any_phases) or any(
        a.during is not None and a.during.whose is A.Player.YOUR_OPPONENT for _, a in activated)
    return Info(
        statics=tuple(statics), strength_statics=strength_statics, other_statics=other_statics, lowers=lowers,
        oneoffs=tuple(oneoffs), oneoff_paths=oneoff_paths, activated=tuple(activated), activated_at=dict(activated),
        triggered=tuple(triggered),
        attach=attach, summon=summon, summon_costs=summon_costs, stack_count=stack_count, stack_zone=stack_zone, gated=frozenset(gated),
        is_creature=card.kind in (A.Kind.CREATURE, A.Kind.MUTATED), kind_line=card.kind.value, is_boost=boost,
        size_key=(card.badge if card.kind is A.Kind.CREATURE else None, card.kind is A.Kind.MUTATED),
        on_self=tuple(on_self), on_destroyed=tuple(on_destroyed), on_phase=tuple(on_phase),
        on_phase_end=tuple(on_phase_end), on_attack=tuple(on_attack), replacements=tuple(replacements),
        unnegatable=unnegatable, any_turn_play=any_play,
        any_turn_activate=any_activate, only_phase=only_phase, phase_play=frozenset(phase_play), activate_phases=frozenset(activate_phases), play_costs=play_costs, summon_discount=discount,
        discounts=tuple(discounts), others_discounts=tuple(others_discounts), cost_changes=tuple(cost_changes), own_cost=own_cost, own_costs_if=tuple(own_costs_if), own_sacrifices=tuple(own_sacrifices), sacrifice_summons=tuple(sacrifice_summons), only_theirs=only_theirs, only_either=only_either, on_destroys=tuple(on_destroys),
        on_summoned=tuple(on_summoned), only_if=only_if, on_attached=tuple(on_attached), on_activated=tuple(on_activated),
        on_played=tuple(on_played), on_leaves=tuple(on_leaves), on_attacks=tuple(on_attacks), on_attacks_at=tuple(on_attacks_at),
        life_replacements=tuple(life_replacements), attack_losses=tuple(attack_losses), response_bans=tuple(response_bans),
        follow_replacements=tuple(follow_replacements),
        battle_replacements=tuple(battle_replacements),
        opt_triggers=frozenset(n for n, t in triggered if t.once_per_turn), arrival=tuple(arrival), field_limit=field_limit,
        for_turn_player=frozenset(n for n, t in triggered if isinstance(t.trigger, (A.PhaseStart, A.PhaseEnd))
                                  and t.trigger.turn_player),
        silences="L-TXT-352" in rule_ids(card.tree), shielding="L-TXT-376" in rule_ids(card.tree),
        shields=tuple((n, kept) for n, effects in other_statics if (kept := tuple(e for e in effects if _shields(e)))), any_turn_phases=frozenset(any_phases),
        timed_triggers={n: t.during for n, t in triggered if t.during is not None},
    )
