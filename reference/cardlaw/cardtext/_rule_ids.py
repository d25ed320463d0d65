"""Which rules of spec/landfight/cardtext.md a card text uses: the L-TXT IDs of its constructs.

`cardlaw cards check` shows them per card. Each tree node class is the construct of one
or more rules; a few field values narrow it to a later rule (a trigger of L-TXT-29, a
prohibition of L-TXT-34). `tests/test_cards.py` checks that every node class of
`_ast` has its entry here, so a new construct cannot be left out.
"""

from __future__ import annotations

import dataclasses
import enum

from . import _ast as A
from ._build import asks_underneath

_EFFECT = ("L-TXT-10",)

# Node class name -> the rules whose construct it is.
CLASS_RULES: dict[str, tuple[str, ...]] = {
    "KindLine": (),  # the kind line and the creature-type line are not text-box constructs
    "CreatureType": (),
    "CardText": ("L-TXT-1",),
    "Sentence": ("L-TXT-2",),
    "Activated": ("L-TXT-3",),
    "PayCost": ("L-TXT-4",),
    "SacrificeCost": ("L-TXT-4",),
    "DiscardCost": ("L-TXT-4",),
    "Triggered": ("L-TXT-6",),
    "SelfTrigger": ("L-TXT-7",),
    "CreatureDestroyed": ("L-TXT-7",),
    "PhaseStart": ("L-TXT-7",),
    "PhaseEnd": ("L-TXT-29",),
    "StackRequirement": ("L-TXT-8",),
    "StackedAbility": ("L-TXT-8",),
    "SummonRequirement": ("L-TXT-9",),
    "Draw": _EFFECT,
    "Search": _EFFECT,
    "Destroy": _EFFECT,
    "SendToRuins": _EFFECT,
    "Sacrifice": _EFFECT,
    "GainLife": _EFFECT,
    "LoseLife": _EFFECT,
    "PayLife": _EFFECT,
    "ReturnToHand": _EFFECT,
    "ExtraAttack": _EFFECT,
    "DirectAttack": _EFFECT,
    "Negate": _EFFECT,
    "Attach": ("L-TXT-10", "L-TXT-11"),
    "RemoveAttachment": ("L-TXT-10", "L-TXT-11"),
    "MoveAttachment": ("L-TXT-10", "L-TXT-379"),
    "ModifyStrength": ("L-TXT-10", "L-TXT-12"),
    "UntilEndOfTurn": ("L-TXT-13",),
    "WhileCondition": ("L-TXT-13",),
    "Permanently": ("L-TXT-13",),
    "UntilEndOfBattlePhase": ("L-TXT-13", "L-TXT-102"),
    "UntilEndOfBattle": ("L-TXT-13", "L-TXT-138"),
    "UntilEndOfNextTurn": ("L-TXT-13", "L-TXT-33"),
    "UntilEndOfYourTurn": ("L-TXT-13", "L-TXT-374"),
    "UntilEndOfOpponentsTurn": ("L-TXT-13", "L-TXT-41"),
    "DieRoll": ("L-TXT-10", "L-TXT-14"),
    "DieOutcome": ("L-TXT-14",),
    "Prohibition": ("L-TXT-10", "L-TXT-15"),
    "SimpleAct": ("L-TXT-15",),
    "PlayAct": ("L-TXT-15",),
    "TargetedAct": ("L-TXT-15", "L-TXT-58"),
    "DestroyedByAct": ("L-TXT-15", "L-TXT-61"),
    "AffectedByAct": ("L-TXT-15", "L-TXT-376"),
    "BattleWithAct": ("L-TXT-15", "L-TXT-34", "L-TXT-297"),
    "AttackCardAct": ("L-TXT-15", "L-TXT-341"),
    "CardDiscount": ("L-TXT-10", "L-TXT-342"),
    "Conditional": ("L-TXT-10", "L-TXT-16"),
    "ControlCondition": ("L-TXT-17",),
    "LifeCondition": ("L-TXT-17",),
    "TurnCondition": ("L-TXT-17", "L-TXT-33"),
    "PhaseCondition": ("L-TXT-17", "L-TXT-67"),
    "HandCondition": ("L-TXT-17", "L-TXT-87"),
    "ComparedControl": ("L-TXT-17", "L-TXT-88"),
    "OnlyIf": ("L-TXT-88",),
    "AttackCondition": ("L-TXT-106",),
    "DestroyedCondition": ("L-TXT-344",),
    "EndangeredCondition": ("L-TXT-349",),
    "DidThisTurn": ("L-TXT-17", "L-TXT-110"),
    "WasCondition": ("L-TXT-17", "L-TXT-39", "L-TXT-49"),
    "DoneCondition": ("L-TXT-17", "L-TXT-73"),
    "PlayedCondition": ("L-TXT-17", "L-TXT-47", "L-TXT-53"),
    "SelfAttacked": ("L-TXT-17", "L-TXT-139"),
    "SelfBattled": ("L-TXT-17", "L-TXT-190"),
    "StackCondition": ("L-TXT-17", "L-TXT-339"),
    "NoQuantity": ("L-TXT-17",),
    "AtLeast": ("L-TXT-17",),
    "ThisCard": ("L-TXT-19",),
    "Filtered": ("L-TXT-19",),
    "Count": ("L-TXT-20",),
    "Kinds": ("L-TXT-22",),
    "MainType": ("L-TXT-22",),
    "Subtype": ("L-TXT-22",),
    "SizeQuality": ("L-TXT-22",),
    "Location": ("L-TXT-23",),
    "StrengthBound": ("L-TXT-30",),
    "StackRecord": ("L-TXT-19", "L-TXT-284"),
    "StrengthThan": ("L-TXT-30", "L-TXT-55"),
    "Optional": ("L-TXT-10", "L-TXT-25"),
    "ChooseOne": ("L-TXT-10", "L-TXT-26"),
    "ChoiceOption": ("L-TXT-26",),
    "AnyTurn": ("L-TXT-28",),
    "OnlyDuring": ("L-TXT-28",),
    "PlayInPhase": ("L-TXT-365",),
    "ActivateInPhase": ("L-TXT-377",),
    "ReturnFromRuins": ("L-TXT-10", "L-TXT-31"),
    "Discard": ("L-TXT-10", "L-TXT-31"),
    "PutInDeck": ("L-TXT-10", "L-TXT-31"),
    "PutFromRuins": ("L-TXT-10", "L-TXT-31", "L-TXT-375"),
    "InsteadOfRuins": ("L-TXT-10", "L-TXT-165"),
    "SummonMoved": ("L-TXT-231",),
    "StackMoved": ("L-TXT-319",),
    "CopyLimit": ("L-TXT-32",),
    "HoldLimit": ("L-TXT-255",),
    "FieldLimit": ("L-TXT-263",),
    "SummonDiscount": ("L-TXT-32",),
    "SummonCost": ("L-TXT-134",),
    "OwnSummonCost": ("L-TXT-173",),
    "SummonSacrifice": ("L-TXT-267",),
    "OrInstead": ("L-TXT-10", "L-TXT-269"),
    "BattlingCondition": ("L-TXT-17", "L-TXT-270"),
    "AttackLimit": ("L-TXT-10", "L-TXT-32"),
    "NegateAbility": ("L-TXT-10", "L-TXT-35"),
    "ForEach": ("L-TXT-37",),
    "Counted": ("L-TXT-37",),
    "StackedCount": ("L-TXT-37", "L-TXT-80"),
    "SendStacked": ("L-TXT-10", "L-TXT-81"),
    "UnderStrength": ("L-TXT-13", "L-TXT-96"),
    "UnstackCost": ("L-TXT-4", "L-TXT-81"),
    "AttachedCreature": ("L-TXT-38",),
    "Ref": ("L-TXT-39",),
    "ThisWay": ("L-TXT-37", "L-TXT-39"),
    "AttacksFiltered": ("L-TXT-40",),
    "BattleDestroys": ("L-TXT-7", "L-TXT-40", "L-TXT-56"),
    "CreatureSummoned": ("L-TXT-7", "L-TXT-85"),
    "AbilityActivated": ("L-TXT-7", "L-TXT-156"),
    "CardPlayed": ("L-TXT-7", "L-TXT-214"),
    "CardLeaves": ("L-TXT-7", "L-TXT-271"),
    "CreatureAttacks": ("L-TXT-7", "L-TXT-274"),
    "NegateTriggering": ("L-TXT-10", "L-TXT-156"),
    "NegateNamedAbility": ("L-TXT-10", "L-TXT-35", "L-TXT-240"),
    "AttachedTrigger": ("L-TXT-7", "L-TXT-38", "L-TXT-101"),
    "Replacement": ("L-TXT-42",),
    "LifeReplacement": ("L-TXT-42", "L-TXT-59"),
    "AttackLoss": ("L-TXT-42", "L-TXT-306"),
    "ResponseBan": ("L-TXT-315",),
    "NegateAttack": ("L-TXT-10", "L-TXT-304"),
    "EndBattlePhase": ("L-TXT-10", "L-TXT-359"),
    "FollowReplacement": ("L-TXT-63",),
    "ThatMuch": ("L-TXT-10", "L-TXT-59"),
    "DoubleStrength": ("L-TXT-10", "L-TXT-43"),
    "Mill": ("L-TXT-10", "L-TXT-44"),
    "LookAtTop": ("L-TXT-10", "L-TXT-44"),
    "ShuffleDeck": ("L-TXT-10", "L-TXT-44"),
    "StackLater": ("L-TXT-10", "L-TXT-45"),
    "StackNamed": ("L-TXT-10", "L-TXT-150"),
    "TakeControl": ("L-TXT-10", "L-TXT-46"),
    "PutFromZone": ("L-TXT-10", "L-TXT-31"),
    "LifeEqual": ("L-TXT-10", "L-TXT-230"),
    "ShuffleRuins": ("L-TXT-10", "L-TXT-50"),
    "RuinsToField": ("L-TXT-10", "L-TXT-52"),
    "SummonFrom": ("L-TXT-10", "L-TXT-118"),
    "SummonNamed": ("L-TXT-10", "L-TXT-296"),
    "Delayed": ("L-TXT-122",),
}

# Field values that make a construct one of a later rule's.
_VALUE_RULES: dict[object, str] = {
    A.SelfEvent.SUMMONED: "L-TXT-29",
    A.SelfEvent.DISCARDED: "L-TXT-86",
    A.SelfEvent.LEAVES_FIELD: "L-TXT-29",
    A.Act.BE_DESTROYED_BY_BATTLE: "L-TXT-34",
    A.Act.ACTIVATE_LAND_ABILITIES: "L-TXT-34",
    A.Act.ATTACK_DIRECTLY: "L-TXT-62",
    A.Act.BE_SACRIFICED: "L-TXT-144",
    A.Act.BE_SUMMONED: "L-TXT-317",
    A.Act.LOSE_ABILITIES: "L-TXT-352",
    A.SelfEvent.BATTLES: "L-TXT-40",
    A.SelfEvent.ATTACKS_DIRECTLY: "L-TXT-310",
    A.DelayedMoment.START_OF_NEXT_END_PHASE: "L-TXT-325",
    A.DelayedMoment.START_OF_END_PHASE: "L-TXT-357",
    A.SelfEvent.DESTROYS_IN_BATTLE: "L-TXT-40",
    A.SelfEvent.DESTROYED_IN_BATTLE: "L-TXT-40",
    A.SelfEvent.DESTROYED_BY_ABILITY: "L-TXT-75",
    A.SelfEvent.DESTROYED_BY_BOOST: "L-TXT-112",
    **{moment: "L-TXT-161" for moment in A.DelayedMoment if "_YOUR_" in moment.name},  # a phase of yours, later
    **{moment: "L-TXT-291" for moment in A.WATCHES},  # a watch for the rest of the turn
}


def _number(rule: str) -> tuple[int, str]:
    prefix, _, number = rule.rpartition("-")
    return (int(number), prefix) if number.isdigit() else (0, rule)




def _negated_then_put(effects: tuple[object, ...]) -> bool:
    """A list of effects where a card named by a negation is then put in a deck (L-TXT-90)."""
    negated = False
    for effect in effects:
        if isinstance(effect, A.Negate):
            negated = True
        elif negated and isinstance(effect, A.PutInDeck) and isinstance(effect.target, A.Ref):
            return True
    return False


def _strength_then_ban(effects: tuple[object, ...]) -> bool:
    """A change of Strength then a prohibition of the same cards, or of the one it picked (L-TXT-91)."""
    for first, second in zip(effects, effects[1:]):
        if isinstance(first, A.ModifyStrength) and isinstance(second, A.Prohibition) and (
                second.subject == first.target or second.subject == A.Ref(A.RefKind.IT)):
            return True
    return False


def _strength_then_more(effects: tuple[object, ...]) -> bool:
    """L-TXT-353's pairs: a change of Strength, then of the same cards (or the one it picked) a prohibition for the
    same time, or attacks allowed."""
    for first, second in zip(effects, effects[1:]):
        if not isinstance(first, A.ModifyStrength) or not isinstance(second, (A.Prohibition, A.AttackLimit, A.ExtraAttack)):
            continue
        named = second.subject if isinstance(second, A.Prohibition) else second.target
        if named != first.target and named != A.Ref(A.RefKind.IT):
            continue
        if isinstance(second, A.Prohibition):
            if first.duration is not None and second.duration == first.duration:
                return True
        elif isinstance(second, A.AttackLimit) or (
                isinstance(first.duration, A.UntilEndOfTurn) and not second.again):
            return True
    return False


def rule_ids(tree: object) -> tuple[str, ...]:
    """The L-TXT rule IDs of the constructs in ``tree`` (a card text or any node), in rule order."""
    found: set[str] = set()
    stack: list[object] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, A.FollowReplacement) and node.trigger == A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE):
            found.add("L-TXT-166")  # the creature this card destroys in battle, elsewhere in the Ruins' place
        if isinstance(node, A.LifeEqual) and node.gain and node.player is not A.Player.YOU:
            found.add("L-TXT-282")  # another player's gain equal to a Strength
        if isinstance(node, A.WasCondition) and node.destroyed is not None:
            found.add("L-TXT-281")  # how the card named last left the field
        if isinstance(node, A.LookAtTop) and node.rest is A.LookRest.SHUFFLE:
            found.add("L-TXT-364")  # the cards not kept shuffled into the deck
        if isinstance(node, A.WasCondition) and (node.negated or node.present is not None
                                                 or (node.destroyed is not None and node.of is not None)):
            found.add("L-TXT-361")  # not destroyed, on the field now, or asked of the creature it battled
        if isinstance(node, A.StackedAbility) and node.name is not None:
            found.add("L-TXT-313")  # an ability's own name in its stack label
        if isinstance(node, A.CreatureAttacks) and node.target is not None:
            found.add("L-TXT-316")  # only an attack on a creature the second filter names
        if isinstance(node, A.StackNamed) and isinstance(node.host, A.Filtered):
            found.add("L-TXT-321")  # cards named back, stacked under a creature a filter picks
        if isinstance(node, A.OrInstead) and node.picked is not None:
            found.add("L-TXT-320")  # the condition read of the card the first effect picks
        if isinstance(node, A.ForEach) and node.more:
            found.add("L-TXT-318")  # a number added to the scaled amount
        if isinstance(node, A.Counted) and node.destroyed is not None:
            found.add("L-TXT-314")  # the cards destroyed this turn, counted
        if isinstance(node, A.Replacement) and node.once:
            found.add("L-TXT-326")  # at most once a turn
        if isinstance(node, A.OwnSummonCost) and node.condition is not None:
            found.add("L-TXT-351")  # its own Land Life only while a condition holds
        if isinstance(node, A.WasCondition) and asks_underneath(node):
            found.add("L-TXT-350")  # what the card underneath this Mutated Creature is
        if isinstance(node, A.Replacement) and node.played_on:
            found.add("L-TXT-349")  # only the creature its card was played on
        if isinstance(node, A.Counted) and node.whose is not None:
            found.add("L-TXT-324")  # only a player's side of the battles' destructions
        if isinstance(node, A.WasCondition) and node.recent:
            found.add("L-TXT-312")  # whether the card named last came onto the field this turn
        if isinstance(node, A.DidThisTurn) and node.act is A.TurnAct.DESTROYED_IN_BATTLE:
            found.add("L-TXT-217")  # a creature destroyed by battle this turn
        if isinstance(node, A.DidThisTurn) and node.act is A.TurnAct.DESTROYED:
            found.add("L-TXT-372")  # a creature destroyed in any way this turn
        if isinstance(node, A.DidThisTurn) and node.act is A.TurnAct.DESTROYED_A_CREATURE:
            found.add("L-TXT-279")  # a creature that destroyed a creature in battle this turn
        if isinstance(node, A.SendStacked) and isinstance(node.host, A.Filtered):
            found.add("L-TXT-280")  # from under every creature a filter names
        if isinstance(node, A.StackLater) and not isinstance(node.host, (A.ThisCard, A.AttachedCreature)):
            found.add("L-TXT-149" if isinstance(node.host, A.Filtered) else "L-TXT-277")  # whatever the cards' source
        if isinstance(node, A.FollowReplacement) and isinstance(node.trigger, A.BattleDestroys):
            found.update(("L-TXT-166", "L-TXT-276"))  # only the creatures a filter names
        if isinstance(node, A.FollowReplacement) and node.trigger == A.AttachedTrigger(A.SelfEvent.DESTROYED_IN_BATTLE):
            found.add("L-TXT-232")  # an Attachment to a hand when its creature is destroyed by battle (LR-109)
        if isinstance(node, A.FollowReplacement) and isinstance(node.moved, A.PutInDeck) \
                and not isinstance(node.trigger, A.BattleDestroys) and node.trigger != A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE):
            found.add("L-TXT-373")  # the card going with its creature put on its owner's deck instead
        if isinstance(node, A.FollowReplacement) and node.optional:
            # "you may", the card set aside while its player answers (LR-95): the creature destroyed in battle's
            # (L-TXT-311), else the card that goes with a leaving creature (L-TXT-198)
            battle = node.trigger == A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) or isinstance(
                node.trigger, A.BattleDestroys)
            found.add("L-TXT-311" if battle else "L-TXT-198")
        if isinstance(node, tuple):
            stack.extend(node)
            if _negated_then_put(node):
                found.add("L-TXT-90")
            if _strength_then_ban(node):
                found.add("L-TXT-91")
            if _strength_then_more(node):
                found.add("L-TXT-353")
        elif isinstance(node, enum.Enum):
            if isinstance(node, A.Player):
                found.add("L-TXT-18")
            elif node in _VALUE_RULES:
                found.add(_VALUE_RULES[node])
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            name = type(node).__name__
            if name not in CLASS_RULES:
                raise KeyError(f"no rule is given for the card-text construct {name} (cardtext/_rule_ids.py)")
            found.update(CLASS_RULES[name])
            if isinstance(node, A.Replacement) and len(node.effects) == 1 and isinstance(node.effects[0], A.Optional):
                found.add("L-TXT-95")  # a replacement the player may decline
                if isinstance(node.effects[0].effect, A.PayLife):
                    found.add("L-TXT-163")
                elif isinstance(node.effects[0].effect, A.ReturnToHand):
                    found.add("L-TXT-288")
                elif isinstance(node.effects[0].effect, (A.PutInDeck, A.Mill)):
                    found.add("L-TXT-292")
            if isinstance(node, A.AttackLoss) and (node.rounding is None or node.at_least is not None
                                                   or node.victim is not A.Player.YOU):
                found.add("L-TXT-330")  # the loss doubled or set, from a threshold, or the opponent's
            if isinstance(node, A.ControlCondition) and node.strength is not None:
                found.add("L-TXT-338")  # a control condition's Strength bound
            if isinstance(node, A.StackedCount) and node.with_host:
                found.add("L-TXT-337")  # every card under the creature, its host too
            if isinstance(node, A.Filtered) and node.won:
                found.add("L-TXT-336")  # destroyed a creature in battle this turn
            if isinstance(node, A.Filtered) and node.last_turn is not None:
                found.add("L-TXT-332")  # came onto the field during a player's last turn
            if isinstance(node, A.Filtered) and node.attacked is not None:
                found.add("L-TXT-123")  # what the creature did this turn, whatever else the filter says
            if (isinstance(node, A.LifeEqual) and (node.halved or node.times != 1)
                    or isinstance(node, A.UnderStrength) and node.halved):
                found.add("L-TXT-206")  # twice or half a Strength taken as an amount
            if isinstance(node, A.DoubleStrength) and node.doubled:
                found.add("L-TXT-207")  # the doubling said as a state
            if isinstance(node, A.Search) and node.wanted.named is not None:
                found.add("L-TXT-347")  # a search for cards named as this card
            if isinstance(node, A.Conditional) and not isinstance(node.condition, (A.TurnCondition, A.PhaseCondition)):
                inner: A.Effect = node.effect
                while isinstance(inner, A.Conditional):
                    inner = inner.effect
                if isinstance(inner, A.DoubleStrength) and inner.doubled:
                    found.add("L-TXT-345")  # the state under a condition other than a turn's or a phase's
            if isinstance(node, A.Discard) and node.revealed:
                found.add("L-TXT-381")  # the hand shown, the controller picks
            if isinstance(node, A.PutFromZone) and node.player is not A.Player.YOU:
                found.add("L-TXT-380")  # the opponent's own hand, picked by them
            if isinstance(node, A.LookAtTop) and node.owner is not A.Player.YOU:
                found.add("L-TXT-197")  # the opponent's deck, whatever the look does with it
            if isinstance(node, (A.Filtered, A.Counted)) and node.attacks is not None:
                found.add("L-TXT-189")  # how many attacks it made this turn
            if isinstance(node, A.Counted) and node.attacked is not None:
                found.add("L-TXT-189")
            if isinstance(node, A.SelfAttacked) and node.times is not None:
                found.add("L-TXT-378")  # how many attacks this card made this turn
            if isinstance(node, (A.Filtered, A.Counted)) and node.named is not None:
                found.add("L-TXT-247")  # a name compared with this card's
            if isinstance(node, A.CopyLimit) and node.unlimited:
                found.add("L-TXT-248")  # any number of copies
            if isinstance(node, (A.PhaseStart, A.PhaseEnd)) and node.turn_player:
                found.add("L-TXT-216")  # "that player", the player whose phase it is, does the effects
            if isinstance(node, A.Ref) and node.kind is A.RefKind.BATTLED_TURN:
                found.add("L-TXT-190")  # the creatures this card battled this turn
            if isinstance(node, A.Prohibition) and isinstance(node.subject, A.Player) \
                    and isinstance(node.act, A.SimpleAct) and node.act.act is A.Act.ATTACK_DIRECTLY:
                found.add("L-TXT-295")  # a player's creatures kept off the other Land Life
            if isinstance(node, A.FollowReplacement) and isinstance(node.trigger, A.BattleDestroys) \
                    and isinstance(node.trigger.destroyer, A.AttachedCreature):
                found.add("L-TXT-302")  # the creature the attached creature destroys, elsewhere
            if isinstance(node, A.StackLater) and node.up_to:
                found.add("L-TXT-300")  # none to N stacked
            if isinstance(node, A.StackedCount) and isinstance(node.host, A.Ref):
                found.add("L-TXT-301")  # each creature's own stack
            if isinstance(node, (A.Negate, A.NegateAbility)) and node.aimed is not None:
                # only an activation that targets the card named, or that would destroy it
                found.add("L-TXT-348" if node.destroying else "L-TXT-299")
            if (isinstance(node, A.Discard) and (node.kinds is not None or node.any_number)) \
                    or (isinstance(node, A.WasCondition) and node.discarded):
                found.add("L-TXT-303")  # a discard of some kinds, of any number, and what it sent away
            if isinstance(node, A.AttackLimit) and isinstance(node.duration, A.WhileCondition):
                found.add("L-TXT-340")  # a number of attacks per turn while a condition holds
            elif isinstance(node, A.AttackLimit) and node.duration is not None:
                found.add("L-TXT-305")  # a number of attacks per turn for a time
            if isinstance(node, A.DirectAttack) and node.duration is not None:
                found.add("L-TXT-369")  # a permission to attack directly for a time
            if (isinstance(node, (A.Activated, A.Triggered)) and node.during is not None) or (isinstance(node, A.AnyTurn) and node.phase):
                found.add("L-TXT-370")  # an ability's own time: a turn, or one phase of a turn
            if isinstance(node, A.Kinds) and node.or_kind is not None:
                found.add("L-TXT-371")  # a card of either of two kinds
            if isinstance(node, A.Filtered) and node.destroyed is not None:
                found.add("L-TXT-309")  # a card destroyed this turn, in a Ruins
            if isinstance(node, A.StackLater) and node.kinds is not None:
                found.add("L-TXT-308")  # cards of some kinds stacked from a zone
            if isinstance(node, A.NegateAttack):
                found.add("LR-129")  # what becomes of an attack ended without a battle
            if isinstance(node, A.EndBattlePhase):
                found.add("LR-131")  # what ending the Battle Phase takes away
            if isinstance(node, A.AttackCardAct) and isinstance(node.defender, A.Filtered):
                found.add("L-TXT-360")  # attacks kept off the creatures a filter names
            if isinstance(node, A.LifeReplacement) and node.this_turn:
                found.add("L-TXT-358")  # a Boost's, for the rest of the turn
            if isinstance(node, A.ForEach) and isinstance(node.effect, A.Discard):
                found.add("L-TXT-298")  # a discard scaled by a count
            if isinstance(node, A.Replacement) and node.against is not None:
                found.add("L-TXT-297")  # only a battle with a creature the filter names
            match node:
                case A.Activated(once_per_turn=True, costs=()):
                    found.update(("L-TXT-5", "L-TXT-36"))
                case A.Activated(once_per_turn=True):
                    found.add("L-TXT-5")
                case A.Filtered(another=True):
                    found.add("L-TXT-21")
                case A.Negate(ability=ability) if ability is not None:
                    found.add("L-TXT-278")
                case A.Negate(either=either) if either is not None:
                    found.add("L-TXT-128")
                case A.SimpleAct(yours=True):
                    found.add("L-TXT-129")
                case A.Prohibition(A.ThisCard(), A.SimpleAct(A.Act.BE_NEGATED)):
                    found.add("L-TXT-27")
                case A.Prohibition(act=A.SimpleAct(A.Act.ABILITIES_NEGATED)):
                    found.add("L-TXT-184")
                case A.SelfTrigger(A.SelfEvent.DESTROYED_BY_ABILITY | A.SelfEvent.DESTROYED_BY_BOOST):
                    found.add("L-TXT-354")  # the replacement's events (L-TXT-75, L-TXT-112) as a trigger's
                case A.Prohibition(duration=duration) if duration is not None:
                    found.add("L-TXT-41")
                case A.Filtered(recent=True):
                    found.add("L-TXT-47")
                case A.HandCondition(zone=A.Zone.RUINS):
                    found.add("L-TXT-256")
                case A.Delayed(moment=A.DelayedMoment.END_OF_NEXT_TURN):
                    found.add("L-TXT-262")  # the end of the controller's next turn
                case A.DidThisTurn(A.Player.EACH_PLAYER, A.TurnAct.DESTROYED_IN_BATTLE):
                    found.add("L-TXT-264")  # either player's creature destroyed by battle this turn
                case A.Conditional(effect=A.Optional()):
                    found.add("L-TXT-266")  # a choice after a condition
                case A.SummonRequirement(costs=costs) if costs:
                    found.add("L-TXT-258")  # what summoning a Mutated Creature costs besides its host
                case A.Filtered(attacking=True):
                    found.add("L-TXT-60")
                case A.Filtered(defending=True):
                    found.add("L-TXT-328")  # the creature attacked
                case A.BattleDestroys(A.AttachedCreature()):
                    found.add("L-TXT-66")
                case A.BattleDestroys(destroyed=A.ThisCard()):
                    found.add("L-TXT-222")
                case A.LookAtTop(rest=A.LookRest.MAY_BOTTOM | A.LookRest.ALL_BOTTOM):
                    found.add("L-TXT-71")
                case A.StackLater(top=True):
                    found.add("L-TXT-115")
                case A.StackLater(host=A.Filtered()):
                    found.add("L-TXT-149")
                case A.Counted(recent=True, theirs=theirs):
                    found.update(("L-TXT-181", "L-TXT-114") if theirs else ("L-TXT-181",))
                case A.GainLife(player=A.Player.EACH_PLAYER) | A.Counted(theirs=True):
                    found.add("L-TXT-114")
                case A.GainLife(player=A.Player.YOUR_OPPONENT):
                    found.add("L-TXT-343")
                case A.LookAtTop(rest=A.LookRest.SPLIT | A.LookRest.SPLIT_ORDER):
                    found.add("L-TXT-111")
                case A.LookAtTop(rest=A.LookRest.SPLIT_RUINS):
                    found.update(("L-TXT-111", "L-TXT-155"))
                case A.LookAtTop(keep=0, on_top=on_top) if on_top:
                    found.update(("L-TXT-111", "L-TXT-155"))
                case A.LookAtTop(on_top=on_top, up_to=up_to, wanted=wanted) if on_top or up_to or wanted is not None:
                    found.add("L-TXT-111")
                case A.ReturnToHand(from_ruins=True):
                    found.add("L-TXT-164")
                case A.SummonCost(amount=amount, more=False, instead_of=None) if amount:
                    found.add("L-TXT-162")  # the amount alone
                case A.SummonDiscount(others=others) if others is not None:
                    found.add("L-TXT-72")
                case A.CopyLimit(kinds=kinds) if kinds is not None:
                    found.add("L-TXT-145")
                case A.Replacement(played_on=True):  # L-TXT-349's, watching one creature (found above)
                    pass
                case A.Replacement(duration=duration) if duration is not None:
                    found.update(("L-TXT-75", "L-TXT-76"))
                case A.Replacement(subject=A.Filtered()):
                    found.add("L-TXT-75")
                case A.SizeQuality(or_size=other) if other is not None:
                    found.add("L-TXT-74")
                case A.MainType(or_name=other) | A.Subtype(or_name=other) if other is not None:
                    found.add("L-TXT-272")
                case A.ReturnToHand(the_ruins=True) | A.PutFromRuins(the_ruins=True):
                    found.add("LR-120")
                case A.SelfBattled(attacked=True):
                    found.add("L-TXT-294")  # the creature attacked
                case A.SelfBattled(won=True):
                    found.add("L-TXT-355")  # the creature that won a battle
                case A.SummonCost(amount=amount, more=more, instead_of=instead, whose=whose) \
                        if whose is not A.Player.YOU and (more or (instead is not None and amount >= instead)):
                    found.add("L-TXT-368")  # a raise, or a higher amount, forced on another player's summonings
                case A.SummonCost(whose=whose) if whose is not A.Player.YOU:
                    found.add("L-TXT-356")  # another player's summonings
                case A.SendToRuins(target=A.Ref(kind=A.RefKind.UNDERNEATH)):
                    found.update(("L-TXT-293", "LR-125"))  # a Mutated Creature sheds its card underneath
                case A.Delayed(moment=moment) if moment in A.WATCHES:
                    found.add("LR-124")  # each time, or once
                case A.Sentence(effects) if any(
                        isinstance(e, A.DoubleStrength) and isinstance(e.target, A.AttachedCreature)
                        and not isinstance(e.duration, A.FROM_A_MOMENT) for e in effects):
                    found.add("L-TXT-94")  # an Attachment's lasting doubling
                case A.StrengthThan(underneath=True):
                    found.add("L-TXT-97")  # compared with the card underneath
                case A.StrengthThan(attached=True):
                    found.add("L-TXT-223")  # compared with the attached creature
                case A.StrengthThan(paid=str()):
                    found.add("L-TXT-329")  # compared with the card a cost paid
                case A.Discard(up_to=True):
                    found.add("L-TXT-70")
                case A.Counted(opponents=True):
                    found.add("L-TXT-69")
                case A.DoneCondition(done=False):
                    found.add("L-TXT-81")
                case A.ThatMuch(times=2):
                    found.add("L-TXT-68")
                case A.OnlyDuring(phase=None):
                    found.add("L-TXT-65")
                case A.OnlyDuring(opponents=True):
                    found.add("L-TXT-51")
                case A.OnlyDuring(either=True):
                    found.add("L-TXT-307")
                case A.StackedAbility(A.Activated(once_per_turn=True, costs=())):
                    found.add("L-TXT-57")  # what a noted sentence that happens once reads as
                case _:
                    pass
            stack.extend(getattr(node, f.name) for f in dataclasses.fields(node) if f.name != "span")
    return tuple(sorted(found, key=_number))
