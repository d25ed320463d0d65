"""The canonical printer: one spelling for every tree, so reading it back gives the same tree."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, assert_never

from . import _ast as A


# L-TXT-329: the card an activated ability's cost sacrificed or discarded
_PAID = {"sacrificed": "the sacrificed creature", "discarded": "the discarded card"}

def print_card_text(tree: A.CardText) -> str:
    """Canonical text: one ability per line, each a capitalised sentence ending in a full stop."""
    return "\n".join(_ability(a) for a in tree.abilities)


def print_kind(line: A.KindLine) -> str:
    return line.kind.value


def print_creature_type(line: A.CreatureType) -> str:
    return line.main if line.subtype is None else f"{line.main} - {line.subtype}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _ability_name(name: str) -> str:
    """L-TXT-313's name as a title: each word capitalised ("grave ward" is "Grave Ward")."""
    return " ".join(_cap(word) for word in name.split())


def _during(during: A.TurnCondition | A.PhaseCondition) -> str:
    """L-TXT-370's time at the head of an ability: ``During your Boost Phase``."""
    if isinstance(during, A.PhaseCondition):
        return f"During {_whose_turn(during.whose)} {during.phase.value} Phase"
    return f"During {_whose_turn(during.whose)} turn"


def _ability(ability: A.Ability) -> str:
    match ability:
        case A.Sentence(effects):
            return _cap(_effects(effects)) + "."
        case A.Activated(once, costs, effects, during=during):
            head = "(OPT) " if once else ""
            costs_said = " and ".join(_cost(c) for c in costs)
            if during is None and not costs:
                return "(OPT): " + _cap(_effects(effects)) + "."  # no cost: the grammar needs the mark
            if during is None:
                return head + _cap(costs_said) + ": " + _cap(_effects(effects)) + "."
            if not costs:
                # L-TXT-370: the mark, then the time as a condition at the head of the effects, which reads back to it
                return "(OPT): " + _during(during) + ", " + _effects(effects) + "."
            return head + _during(during) + ", " + costs_said + ": " + _cap(_effects(effects)) + "."
        case A.CopyLimit(count, kinds=kinds):
            copies = "any number of copies" if ability.unlimited else f"up to {count} copy" if count == 1 else f"up to {count} copies"
            if kinds is None:
                return f"You may include {copies} of this card in your deck."
            return f"You may include {copies} of each {_kinds(kinds, plural=False)} in your deck."
        case A.FieldLimit(count, kinds):
            return f"You can control up to {count} {_kinds(kinds, plural=count != 1)}."
        case A.HoldLimit(count, kinds):
            return f"You may include up to {count} {_kinds(kinds, plural=count != 1)} in your deck."
        case A.SummonDiscount(amount, others=others) if others is not None:
            return _cap(f"{_kinds(others, plural=True)} you control require {amount} less Land Life to summon.")
        case A.SummonCost(kinds, amount, more, instead, whose=summoners) if summoners is not A.Player.YOU:  # L-TXT-356
            who = _cap(summoners.value)
            if more:  # L-TXT-368
                return f"{who} must pay {amount} additional Land Life to summon {_kinds(kinds, plural=True)}."
            if instead is not None and amount >= instead:  # L-TXT-368: an amount forced on them
                return f"{who} must pay {amount} Land Life instead of {instead} to summon {_kinds(kinds, plural=True)}."
            if instead is None and amount != 0:
                raise AssertionError("the grammar reads only a set amount or none for another player (L-TXT-356)")
            if instead is None:
                return f"{who} may summon {_kinds(kinds, plural=True)} without paying Land Life."
            return f"{who} may summon {_kinds(kinds, plural=True)} by paying {amount} Land Life instead of {instead}."
        case A.SummonCost(kinds, amount, more, instead):
            if more:
                return _cap(f"{_kinds(kinds, plural=True)} you summon by paying Land Life cost {amount} additional Land Life.")
            if instead is None and amount == 0:  # "without paying Land Life"
                return f"You may summon {_kinds(kinds, plural=True)} without paying Land Life."
            if instead is None:  # L-TXT-162: the amount alone
                return _cap(f"{_kinds(kinds, plural=True)} cost you {amount} Land Life to summon.")
            return f"You may summon {_kinds(kinds, plural=True)} by paying {amount} Land Life instead of {instead}."
        case A.OwnSummonCost(amount, condition=condition, normal=normal):
            head = "" if condition is None else f"If {_condition(condition)}, y"  # L-TXT-351
            normally = "its normal cost" if normal is None else f"{normal} Land Life"
            return f"{head or 'Y'}ou may summon this card by paying {amount} Land Life instead of {normally}."
        case A.SummonSacrifice(summoned, victim):
            who = "this card" if summoned is None else _kinds(summoned, plural=True)
            return f"You may summon {who} by sacrificing {_filtered(victim)}."
        case A.SummonDiscount(amount, condition, per):
            head = "" if condition is None else f"If {_condition(condition)}, s"
            counted = "" if per is None else f" for each {_counted(per)}"
            return _cap(f"{head or 's'}ummoning this card requires {amount} less Land Life{counted}.")
        case A.AnyTurn(act, None, phase=None):
            return f"You may {act.value} during your opponent's turn."
        case A.AnyTurn(act, None, phase=A.Phase() as phase):  # L-TXT-370
            return f"You may {act.value} during your opponent's {phase.value} Phase."
        case A.PlayInPhase(phase):  # L-TXT-365
            return f"You may play this card during your {phase.value} Phase."
        case A.ActivateInPhase(phase):  # L-TXT-377
            return f"You may activate this card's abilities during your {phase.value} Phase."
        case A.AnyTurn(_, subject):
            # refused by the meaning pass; printed so that it reads back
            assert subject is not None
            return _cap(f"{_target(subject)} can be played during your opponent's turn.")
        case A.OnlyIf(A.AttackCondition() | A.DestroyedCondition() | A.EndangeredCondition() as attack):  # L-TXT-106, L-TXT-344, L-TXT-349
            return f"Play this card only when {_condition(attack)}."
        case A.OnlyIf(condition):
            return f"Play this card only if {_condition(condition)}."
        case A.ResponseBan(player, kinds):  # L-TXT-315
            return f"{_cap(player.value)} cannot play {_kinds(kinds, plural=True)} in response to this card."
        case A.OnlyDuring(phase, either=True) if phase is not None:  # L-TXT-307
            return f"Play this card only during the {phase.value} Phase."
        case A.OnlyDuring(phase, opponents):
            when = "turn" if phase is None else f"{phase.value} Phase"  # the whole turn: L-TXT-65
            return f"Play this card only during your {'opponent' + chr(39) + 's ' if opponents else ''}{when}."
        case A.Triggered(A.PhaseStart(turn_player=True) | A.PhaseEnd(turn_player=True) as trigger, effects):
            # L-TXT-216: the effects of the player whose phase it is, "that player", then "they"
            mark = "(OPT) " if ability.once_per_turn else ""
            return mark + _trigger(trigger) + ", that player " + ", then ".join(
                _for_that_player(e, i > 0) for i, e in enumerate(effects)) + "."
        case A.Triggered(trigger, (A.Delayed(moment, (later,)),)):
            # L-TXT-290: the trigger's one effect set up for later, the moment said after it
            mark = "(OPT) " if ability.once_per_turn else ""
            return mark + _trigger(trigger) + ", " + _effect(later) + " " + moment.value + "."
        case A.Triggered(trigger, effects, during=A.TurnCondition() | A.PhaseCondition() as during):
            mark = "(OPT) " if ability.once_per_turn else ""  # L-TXT-370: the time first, then the trigger
            said = _trigger(trigger)
            return mark + _during(during) + ", " + said[:1].lower() + said[1:] + ", " + _effects(effects) + "."
        case A.Triggered(trigger, effects):
            mark = "(OPT) " if ability.once_per_turn else ""
            return mark + _trigger(trigger) + ", " + _effects(effects) + "."
        case A.StackedAbility(inner, count, name=str(name)):  # L-TXT-313: its own name in the label
            return f"{_ability_name(name)} - Stack {count}: {_ability(inner)}"
        case A.StackedAbility(A.Replacement() as inner, count):
            return f"Ability - Stack {count}. {_ability(inner)}"  # the label before it (L-TXT-135)
        case A.StackedAbility(A.Activated(costs=costs, during=A.TurnCondition() | A.PhaseCondition()) as inner, count) if costs:
            return f"Ability - Stack {count}: {_ability(inner)}"  # L-TXT-370's time before its costs reads only first
        case A.StackedAbility(A.Triggered(during=A.TurnCondition() | A.PhaseCondition()) as inner, count):
            return f"Ability - Stack {count}: {_ability(inner)}"  # L-TXT-370's time before its trigger, the same
        case A.StackedAbility(inner, count):
            return f"{_ability(inner).removesuffix('.')} - Stack {count}."
        case A.StackRequirement(count, source):
            return f"Stack {count} from your {source.value}."
        case A.SummonRequirement(host, costs=()):
            return f"Summon this card on top of {_filtered(host)}."
        case A.SummonRequirement(host, costs=costs):
            return f"Summon this card on top of {_filtered(host)} and {' and '.join(_cost(c) for c in costs)}."
        case A.Replacement(_, _, effects, played_on=True):  # after its card's sentence of when it is played (L-TXT-349)
            words = _effects(effects)
            return f"{words[0].upper()}{words[1:]} instead."
        case A.Replacement(subject, event, effects, duration=duration, against=against, once=once):
            happens = _REPLACED[event] if against is None else f"be destroyed by battle with {_filtered(against)}"
            words = f"if {_target(subject)} would {happens}, {_effects(effects)} instead."
            if once:  # L-TXT-326, marked as an (OPT) ability is
                return "(OPT) " + words[0].upper() + words[1:]
            if duration is None:
                return words[0].upper() + words[1:]
            lead = "this turn" if isinstance(duration, A.UntilEndOfTurn) else _duration(duration)
            return f"{lead[0].upper()}{lead[1:]}, {words}"
        case A.LifeReplacement(player, effects, this_turn=this_turn):
            lead = "This turn, if" if this_turn else "If"  # L-TXT-358
            return f"{lead} {player.value} would gain Land Life, {_effects(effects)} instead."
        case A.AttackLoss(attacker, rounding, this_turn=this_turn, victim=victim, doubled=doubled, fixed=fixed,
                          at_least=at_least):  # L-TXT-306, L-TXT-330
            whose = "your opponent's" if victim is A.Player.YOUR_OPPONENT else "your"
            least = "" if at_least is None else f" by {at_least} or more"
            by = "" if attacker is None else " from this card" if isinstance(attacker, A.ThisCard) else f" from {_filtered(attacker)}"
            when = " this turn" if this_turn else ""
            if fixed is not None:
                change = f"{fixed} instead"
            elif doubled or rounding is None:
                change = "double that amount instead"
            else:
                change = f"half that amount instead, {rounding.value}"
            return f"If {whose} Land Life would be reduced{least} by a direct attack{by}{when}, it is reduced by {change}."
        case A.FollowReplacement(A.AttachedTrigger(A.SelfEvent.DESTROYED_IN_BATTLE), moved, optional=optional):
            may = "you may " if optional else ""  # L-TXT-232
            return f"If the attached creature is destroyed by battle, {may}{_moved(moved)} instead."
        case A.FollowReplacement(trigger, moved, optional=optional):
            when = "When the attached creature leaves the field" if trigger is None else _trigger(trigger)
            may = "you may " if optional else ""  # L-TXT-198
            return f"{when}, {may}{_moved(moved)} instead of sending it to the Ruins."
        case _:
            assert_never(ability)


def _phase_owner(trigger: A.PhaseStart | A.PhaseEnd) -> str:
    if trigger.turn_player:
        return "each player's"  # L-TXT-216: "that player" names the player of "each player's"
    return "each" if trigger.each else "your opponent's" if trigger.opponents else "your"


def _for_that_player(effect: A.Effect, later: bool) -> str:
    """One effect of "that player" (L-TXT-216): the first after those words, each later one after "they"."""
    match effect:
        case A.Conditional(A.DoneCondition(done=True), inner):
            return "if they do, they " + _that_player_act(inner, False)
        case _:
            return ("they " if later else "") + _that_player_act(effect, not later)


def _limit(inner: A.Effect, cap: int | None) -> str:
    """L-TXT-273's limit on a scaled number of cards or of Land Life, with its unit."""
    if cap is None:
        return ""
    unit = _noun(A.Noun.CARD, cap != 1) if isinstance(inner, A.Draw) else "Land Life"
    return f", up to a maximum of {cap} {unit}"


def _that_player_act(effect: A.Effect, singular: bool) -> str:
    s = "s" if singular else ""
    match effect:
        case A.Optional(inner):
            return "may " + _that_player_act(inner, False)
        case A.LookAtTop(1, 0, A.LookRest.MAY_BOTTOM):
            return "may look at the top card of their deck and put it on the bottom of their deck"
        case A.ForEach(inner, A.Counted() as per):  # L-TXT-268: the cards of that player, "they control"
            other = "other " if per.other else ""
            limit = _limit(inner, effect.cap)
            return f"{_that_player_act(inner, singular)} for each {other}{_kinds(per.kinds, plural=False)} they control{limit}"
        case A.GainLife(amount):
            return f"gain{s} {amount} Land Life"
        case A.LoseLife(_, amount):
            return f"lose{s} {amount} Land Life"
        case A.Draw(count):
            return f"draw{s} {count} {_noun(A.Noun.CARD, count != 1)}"
        case A.Discard(count):
            return f"discard{s} {count} {_noun(A.Noun.CARD, count != 1)}"
        case A.Mill(_, count):
            top = "the top card" if count == 1 else f"the top {count} cards"
            return f"send{s} {top} of their deck to the Ruins"
        case _:
            raise AssertionError(f"not an effect of 'that player': {effect!r}")


_REPLACED = {
    A.SelfEvent.DESTROYED: "be destroyed",
    A.SelfEvent.DESTROYED_IN_BATTLE: "be destroyed by battle",
    A.SelfEvent.DESTROYED_BY_ABILITY: "be destroyed by a card ability",
    A.SelfEvent.DESTROYED_BY_BOOST: "be destroyed by a Boost card's effect",
    A.SelfEvent.SENT_TO_RUINS: "be sent to the Ruins",
    A.SelfEvent.LEAVES_FIELD: "leave the field",
}


def _discarded(kinds: A.Kinds | None, plural: bool) -> str:
    """The cards a discard takes: any, or those of its kinds (L-TXT-303)."""
    return _noun(A.Noun.CARD, plural) if kinds is None else _kinds(kinds, plural=plural)


def _cost(cost: A.Cost) -> str:
    match cost:
        case A.PayCost(amount):
            return f"pay {amount} Land Life"
        case A.SacrificeCost(target):
            return f"sacrifice {_target(target)}"
        case A.DiscardCost(count, kinds=kinds):
            if kinds is None:
                return f"discard {count} {_noun(A.Noun.CARD, count != 1)}"
            return f"send {count} {_kinds(kinds, plural=count != 1)} from your hand to the Ruins"
        case A.UnstackCost(count, host):
            return f"send {count} {_noun(A.Noun.CARD, count != 1)} stacked underneath {_target(host)} to the Ruins"
        case _:
            assert_never(cost)


def _trigger(trigger: A.Trigger) -> str:
    match trigger:
        case A.SelfTrigger(event):
            return f"When this card {event.value}"
        case A.CreatureDestroyed(which):
            return f"When {_filtered(which)} is destroyed"
        case A.PhaseStart(each, phase):
            return f"At the start of {_phase_owner(trigger)} {phase.value} Phase"
        case A.PhaseEnd(each, phase):
            return f"At the end of {_phase_owner(trigger)} {phase.value} Phase"
        case A.AttacksFiltered(which):
            return f"When this card {'battles' if trigger.battles else 'attacks'} {_filtered(which)}"
        case A.CreatureSummoned(which):
            return f"When {_filtered(which)} is summoned"
        case A.CardLeaves(which):
            return f"When {_filtered(which)} leaves the field"
        case A.CreatureAttacks(which, target=target):  # with the creature attacked, L-TXT-316
            return f"When {_filtered(which)} attacks" + ("" if target is None else f" {_filtered(target)}")
        case A.BattleDestroys(destroyer, destroyed):
            who = _target(destroyer) if isinstance(destroyer, (A.ThisCard, A.AttachedCreature)) else _filtered(destroyer)
            if isinstance(destroyed, A.ThisCard):  # L-TXT-222
                return f"When this card is destroyed in battle by {who}"
            return f"When {who} destroys {_filtered(destroyed)} in battle"
        case A.AttachedTrigger(event, which):
            said = event.value if which is None else f"{event.value} {_filtered(which)}"
            return f"When the attached creature {said}"
        case A.AbilityActivated(which):  # L-TXT-156: the filter's place is who activates
            who = "a player activates"
            if which.location is not None and which.location.kind is A.LocationKind.YOU_CONTROL:
                who = "you activate"
            elif which.location is not None and which.location.kind is A.LocationKind.OPPONENT_CONTROLS:
                who = "your opponent activates"
            return f"When {who} an ability of {_filtered(replace(which, location=None))}"
        case A.CardPlayed(which):  # L-TXT-214: the filter's place is who plays
            who = "a player plays"
            if which.location is not None and which.location.kind is A.LocationKind.YOU_CONTROL:
                who = "you play"
            elif which.location is not None and which.location.kind is A.LocationKind.OPPONENT_CONTROLS:
                who = "your opponent plays"
            return f"When {who} {_filtered(replace(which, location=None))}"
        case _:
            assert_never(trigger)


def _effects(effects: tuple[A.Effect, ...], joiner: str = ", then ") -> str:
    if effects and isinstance(effects[-1], A.Delayed):
        # Delayed effects stand last, each a sentence of its own (L-TXT-122).
        now = [e for e in effects if not isinstance(e, A.Delayed)]
        later = [_effect(e) for e in effects[len(now):]]
        if not now:  # alone, set up as the card's playing resolves (L-TXT-262)
            return ". ".join(_cap(e) for e in later)
        return joiner.join(_effect(e) for e in now) + "".join(f". {_cap(e)}" for e in later)
    return joiner.join(_effect(e) for e in effects)


def _singular(subject: A.Target | A.Player) -> bool:
    match subject:
        case A.ThisCard() | A.AttachedCreature():
            return True
        case A.Ref(kind):
            return kind is not A.RefKind.THEM
        case A.Filtered(count):
            return not count.plural
        case A.Player():
            return subject is not A.Player.YOU
        case _:
            assert_never(subject)


def _chosen_first(inner: A.Effect) -> str | None:
    """L-TXT-113's "You may choose X; it ...", for an effect whose subject is the one card chosen.

    "You may" before a subject would read "you may 1 creature ... gains", so the choice is printed
    first and named back as "it"; an effect that names its cards after a verb ("you may destroy
    1 creature") reads well as it is and keeps that form.
    """
    if isinstance(inner, A.ForEach) and isinstance(inner.per, A.Counted) and inner.per.other:
        return None  # after a choice, 'for each other' would leave out the card chosen (refused, L-TXT-113)
    scaled = inner.effect if isinstance(inner, A.ForEach) else inner
    # Only a field that may hold any target may hold "it" (a filter of a zone may not).
    picked = [f.name for f in fields(scaled)
              if isinstance(getattr(scaled, f.name), A.Filtered) and str(f.type).startswith("Target")]
    if len(picked) != 1:
        return None
    filtered = getattr(scaled, picked[0])
    if filtered.count.plural:
        return None
    it: Any = A.Ref(A.RefKind.IT)  # the field holds a Target: mypy cannot follow a field named at run time
    named: Any = replace(scaled, **{picked[0]: it})
    text = _effect(replace(inner, effect=named) if isinstance(inner, A.ForEach) else named)
    if not text.startswith("it "):
        return None
    return f"you may choose {_filtered(filtered)}; {text}"


def _verb(subject: A.Target | A.Player, base: str) -> str:
    return base + "s" if _singular(subject) else base


def _scaled(times: int, halved: bool, rounding: A.Rounding | None, strength: str) -> str:
    """A Strength as an amount: itself, twice it, or half of it with its rounding (L-TXT-96, L-TXT-206)."""
    if halved:
        return f"half {strength}" + ("" if rounding is None else f", {rounding.value}")
    return f"double {strength}" if times == 2 else strength


def _moved(moved: A.PutInDeck | A.ReturnToHand | A.SummonMoved | A.StackMoved) -> str:
    """The move said before ``instead of sending it to the Ruins`` (L-TXT-63, L-TXT-165, L-TXT-166, L-TXT-231,
    L-TXT-319)."""
    if isinstance(moved, A.SummonMoved):
        return f"summon {_target(moved.target)}"
    if isinstance(moved, A.StackMoved):
        return f"stack {_target(moved.target)} underneath {_target(moved.host)}"
    return _effect(moved)


def _effect(effect: A.Effect) -> str:
    match effect:
        case A.Draw(count, A.Player.YOU):
            return f"draw {count} {_noun(A.Noun.CARD, count != 1)}"
        case A.Draw(count, player):
            return f"{player.value} {_verb(player, 'draw')} {count} {_noun(A.Noun.CARD, count != 1)}"
        case A.ForEach(A.ModifyStrength(target, delta, duration), per, cap=cap):
            # "for each" sits before the duration: the words it counts are part of the change.
            verb = _verb(target, "gain") + f" +{delta}" if delta >= 0 else _verb(target, "lose") + f" {-delta}"
            lasting = "" if duration is None else " " + _duration(duration)
            limit = "" if cap is None else f", up to a maximum of {'+' if delta >= 0 else ''}{cap}"  # L-TXT-273
            counted = _counted(per)
            if isinstance(target, A.Filtered) and target.count.kind is A.CountKind.EACH and isinstance(per, A.StackedCount) \
                    and isinstance(per.host, A.Ref):
                # "each ... creature": its own stack, said in the singular (L-TXT-301); with its host (L-TXT-337)
                counted = "card underneath it" if per.with_host else "card stacked underneath it"
            return f"{_subject(target)} {verb} Strength for each {counted}{limit}{lasting}"
        case A.ForEach(inner, per, cap=cap):
            more = f", plus {effect.more} more" if effect.more else ""  # L-TXT-318
            return f"{_effect(inner)} for each {_counted(per)}{_limit(inner, cap)}{more}"
        case A.Optional(inner):
            if isinstance(inner, A.PayLife) and inner.player is A.Player.YOU:
                return f"you may pay {inner.amount} Land Life"  # not "you may you pay"
            return _chosen_first(inner) or f"you may {_effect(inner)}"
        case A.ChooseOne(options):
            return "choose one - " + "; or ".join(_effects(o.effects, " and ") for o in options)
        case A.ReturnFromRuins(wanted):
            return f"return {_filtered(wanted)} from your Ruins to your hand"
        case A.Discard(count, A.Player.YOUR_OPPONENT) if effect.revealed:  # L-TXT-381
            some = "up to " if effect.up_to else ""
            return (f"your opponent reveals their hand and discards {some}{count} "
                    f"{_discarded(effect.kinds, count != 1)} you choose from it")
        case A.Discard(count, A.Player.YOU) if effect.any_number:  # L-TXT-303
            return f"discard any number of {_discarded(effect.kinds, True)}"
        case A.Discard(count, A.Player.YOU) if effect.up_to:
            return f"discard up to {count} {_discarded(effect.kinds, count != 1)}"
        case A.Discard(count, A.Player.YOU):
            return f"discard {count} {_discarded(effect.kinds, count != 1)}" + (" at random" if effect.random else "")
        case A.Discard(count, player):
            chance = " at random" if effect.random else ""
            return f"{player.value} {_verb(player, 'discard')} {count} {_noun(A.Noun.CARD, count != 1)}{chance}"
        case A.PutInDeck(target, top):
            return f"put {_target(target)} on {'top' if top else 'the bottom'} of its owner's deck"
        case A.PutFromRuins(target, top, the_ruins=the_ruins):  # L-TXT-375
            ruins = "the Ruins" if the_ruins else "your Ruins"
            return f"put {_target(target)} from {ruins} on {'top' if top else 'the bottom'} of its owner's deck"
        case A.InsteadOfRuins(moved):
            return f"{_moved(moved)} instead of sending it to the Ruins"
        case A.AttackLimit(target, times, duration=duration):
            lasting = "" if duration is None else f" {_duration(duration)}"  # L-TXT-305
            return f"{_target(target)} can attack {'twice' if times == 2 else f'{times} times'} per turn{lasting}"
        case A.NegateAbility(of, aimed=aimed):
            aiming = "" if aimed is None else f" {_aiming(effect)} {_target(aimed)}"  # L-TXT-299, L-TXT-348
            return "negate the activation of an ability" + ("" if of is None else f" of {_filtered(of)}") + aiming
        case A.NegateNamedAbility(A.ThisCard() | A.AttachedCreature() as ability_of):
            return f"negate the activation of {_target(ability_of)}'s ability"
        case A.NegateNamedAbility(ability_of):
            return f"negate the activation of an ability of {_target(ability_of)}"
        case A.NegateTriggering():
            return "negate that activation"
        case A.Search(wanted):
            them = "them" if wanted.count.plural else "it"
            return f"search your deck for {_filtered(wanted)}, put {them} in your hand, then shuffle"
        case A.Destroy(target):
            return f"destroy {_target(target)}"
        case A.SendToRuins(target):
            return f"send {_target(target)} to the Ruins"
        case A.Sacrifice(target):
            return f"sacrifice {_target(target)}"
        case A.GainLife(amount, _, A.Player.EACH_PLAYER):  # L-TXT-114
            return f"each player gains {amount} Land Life"
        case A.GainLife(amount, _, A.Player.YOUR_OPPONENT):  # L-TXT-343
            return f"your opponent gains {amount} Land Life"
        case A.GainLife(amount):
            return f"gain {amount} Land Life"
        case A.LoseLife(player, amount):
            return f"{player.value} {_verb(player, 'lose')} {amount} Land Life"
        case A.ThatMuch(player, gain, times):
            verb = "gain" if gain else "lose"
            much = "that much Land Life" if times == 1 else "twice that much Land Life"
            if player is None:
                return f"they {verb} {much}"
            if player is A.Player.YOU and gain:
                return f"gain {much}"
            return f"{player.value} {_verb(player, verb)} {much}"
        case A.PayLife(player, amount):
            return f"{player.value} {_verb(player, 'pay')} {amount} Land Life"
        case A.ReturnToHand(target, hand, from_ruins=True, the_ruins=True):
            return f"return {_target(target)} from the Ruins to {hand.value} hand"  # LR-120
        case A.ReturnToHand(target, hand, from_ruins=True):
            return f"return {_target(target)} from your Ruins to {hand.value} hand"  # L-TXT-164
        case A.ReturnToHand(target, hand):
            return f"return {_target(target)} to {hand.value} hand"
        case A.ModifyStrength(target, delta, duration):
            verb = _verb(target, "gain") + f" +{delta}" if delta >= 0 else _verb(target, "lose") + f" {-delta}"
            lasting = "" if duration is None else " " + _duration(duration)
            return f"{_subject(target)} {verb} Strength{lasting}"
        case A.ExtraAttack(target, again=True):  # L-TXT-249
            already = "it has" if _singular(target) else "they have"
            return f"{_subject(target)} can attack this turn even if {already} already attacked"
        case A.ExtraAttack(target):
            return f"{_target(target)} can attack an additional time this turn"
        case A.DirectAttack(target, duration=duration):
            lasting = "" if duration is None else " " + _duration(duration)
            return f"{_target(target)} can attack your opponent's Land Life directly{lasting}"
        case A.Negate(what, _, either, ability):
            alternative = "" if either is None else f" or {_filtered(either)}"
            if ability is not None:  # L-TXT-278
                alternative = " or an ability" + ("" if ability.of is None else f" of {_filtered(ability.of)}")
            aiming = "" if effect.aimed is None else f" {_aiming(effect)} {_target(effect.aimed)}"  # L-TXT-299, L-TXT-348
            return f"negate the activation of {_filtered(what)}{alternative}{aiming}"
        case A.NegateAttack(of):  # L-TXT-304
            return "negate the attack" + ("" if of is None else f" of {_filtered(of)}")
        case A.EndBattlePhase():  # L-TXT-359
            return "end the Battle Phase"
        case A.Attach(to):
            return f"attach this card to {_filtered(to)}"
        case A.MoveAttachment(to):
            return f"move this card to {_filtered(to)}"
        case A.RemoveAttachment(attachment, host):
            return f"remove {_filtered(attachment)} from {_filtered(host)}"
        case A.Prohibition(subject, act, duration):
            who = subject.value if isinstance(subject, A.Player) else _target(subject)
            lasting = "" if duration is None else " " + _duration(duration)
            if act == A.SimpleAct(A.Act.LOSE_ABILITIES):  # L-TXT-352: said as a loss, not as "cannot"
                return f"{who} {_verb(subject, 'lose')} {'its' if _singular(subject) else 'their'} abilities{lasting}"
            words = _act(act)
            if act == A.SimpleAct(A.Act.ABILITIES_NEGATED) and (
                    subject == A.Ref(A.RefKind.THEM) or isinstance(subject, A.Filtered) and subject.count.plural):
                words = "have their abilities negated"  # L-TXT-184, of several cards
            return f"{who} cannot {words}{lasting}"
        case A.DoubleStrength(target, duration, _, doubled):
            lasting = "" if duration is None else " " + _duration(duration)
            if doubled:  # L-TXT-207: only "this card's" and "the attached creature's" read so
                return f"{_target(target)}'s Strength is doubled{lasting}"
            return f"double the Strength of {_target(target)}{lasting}"
        case A.UnderStrength(target, times, sets, _, halved, rounding):
            under = _scaled(times, halved, rounding, "the Strength of the card underneath")
            if sets:  # only "this card's Strength is" reads so (L-TXT-96)
                return f"this card's Strength is {under}"
            return f"{_target(target)} {_verb(target, 'gain')} Strength equal to {under}"
        case A.Mill(player, count):
            deck = {A.Player.YOU: "your", A.Player.YOUR_OPPONENT: "your opponent's", A.Player.EACH_PLAYER: "each player's"}
            return f"send the top {count} {_noun(A.Noun.CARD, count != 1)} of {deck[player]} deck to the Ruins"
        case A.LookAtTop(count, keep, rest, _, on_top, up_to, wanted, owner) if owner is not A.Player.YOU:
            # L-TXT-197: the opponent's deck, named again as "their deck"; nothing kept.
            mine = _effect(replace(effect, owner=A.Player.YOU))
            head = f"look at the top {count} {_noun(A.Noun.CARD, count != 1)} of your deck"
            return mine.replace(head, head.replace("your", "your opponent's"), 1).replace("your deck", "their deck")
        case A.LookAtTop(count, keep, rest, _, on_top, up_to, wanted):
            look = f"look at the top {count} {_noun(A.Noun.CARD, count != 1)} of your deck, then "
            if rest is A.LookRest.BACK:
                return look + "put them back in any order"
            if rest is A.LookRest.MAY_BOTTOM:
                return look + f"you may put {'it' if count == 1 else 'them'} on the bottom of your deck"
            if rest is A.LookRest.ALL_BOTTOM:
                return look + f"put {'it' if count == 1 else 'them'} on the bottom of your deck"
            if rest is A.LookRest.SPLIT_ORDER and not keep:  # L-TXT-111
                if count == 1:  # one card: no order to pick (t44-60)
                    return look + "put it on top or on the bottom of your deck"
                return look + "put them back on top or on the bottom of your deck in any order"
            if rest is A.LookRest.SPLIT:
                return look + "put any number of them back on top in any order and the rest on the bottom of your deck"
            if rest is A.LookRest.SPLIT_RUINS:  # L-TXT-155
                return look + "send any number of them to the Ruins and put the rest back on top in any order"
            if not keep:  # L-TXT-155: none kept, some back on top
                return look + f"put {on_top} of them back on top and the rest {rest.value}"
            if wanted is not None:
                kept = f"{keep} {_kinds(wanted, plural=keep != 1)} from among them"
            else:
                kept = f"{keep} of them"
            kept = ("up to " if up_to else "") + kept
            place = "on top or on the bottom of your deck in any order" if rest is A.LookRest.SPLIT_ORDER else rest.value
            if rest is A.LookRest.SHUFFLE:  # L-TXT-364
                return look + f"put {kept} in your hand and shuffle the rest into your deck"
            if on_top:
                return look + f"put {kept} in your hand, then put {on_top} of them back on top and the rest {place}"
            return look + f"put {kept} in your hand and the rest {place}"
        case A.ShuffleDeck():
            return "shuffle your deck"
        case A.RuinsToField(wanted):
            return f"return {_filtered(wanted)} from your Ruins to the field"
        case A.SummonFrom(wanted, zone):
            where = "your Ruins" if zone is A.Zone.RUINS else f"your {zone.value}"
            price = "their costs" if wanted.count.plural else "its cost"
            return f"summon {_filtered(wanted)} from {where} without paying {price}"
        case A.CardDiscount(card, amount):  # L-TXT-342
            if card.kind is A.RefKind.THEM:  # a subject: "they"
                return f"they require {amount} less Land Life to summon this turn"
            return f"{_target(card)} requires {amount} less Land Life to summon this turn"
        case A.SummonNamed(card, this_turn):
            price = "their costs" if card.kind is A.RefKind.THEM else "its cost"
            if this_turn:  # the player's choice already, so its "you may" is not written (L-TXT-296)
                return f"summon {_target(card)} this turn without paying {price}"
            return f"summon {_target(card)} without paying {price}"
        case A.ShuffleRuins(wanted):
            picked = "your Ruins" if wanted is None else f"{_filtered(wanted)} from your Ruins"
            return f"shuffle {picked} into your deck"
        case A.LifeEqual(player, gain, of, _, times, halved, rounding):
            whose = _scaled(times, halved, rounding, "its Strength" if of == A.Ref(A.RefKind.IT) else f"the Strength of {_target(of)}")
            if gain and player is A.Player.YOU:
                return f"gain Land Life equal to {whose}"
            if gain:  # L-TXT-282
                return f"{player.value} {_verb(player, 'gain')} Land Life equal to {whose}"
            return f"{player.value} {_verb(player, 'lose')} Land Life equal to {whose}"
        case A.PutFromZone(wanted, zone, top, player=A.Player.YOUR_OPPONENT):  # L-TXT-380
            return f"your opponent puts {_filtered(wanted)} from their hand on {'top' if top else 'the bottom'} of their deck"
        case A.PutFromZone(wanted, zone, top):
            return f"put {_filtered(wanted)} from your {zone.value} on {'top' if top else 'the bottom'} of your deck"
        case A.StackLater(count, A.Zone.DECK, host, _, True):  # L-TXT-115
            return f"stack the top {count} {_noun(A.Noun.CARD, count != 1)} of your deck underneath {_target(host)}"
        case A.StackLater(count, source, host):
            some = "up to " if effect.up_to else ""  # L-TXT-300
            taken = _discarded(effect.kinds, count != 1)  # L-TXT-308: the kinds said, or cards
            return f"stack {some}{count} {taken} from your {source.value} underneath {_target(host)}"
        case A.StackNamed(named, host):  # L-TXT-150
            return f"stack {_target(named)} underneath {_target(host)}"
        case A.SendStacked(count, host):
            number = {A.CountKind.NUMBER: str(count.number), A.CountKind.UP_TO: f"up to {count.number}"}
            words = f"{number.get(count.kind, count.kind.value)} {_noun(A.Noun.CARD, count.plural)}"
            return f"send {words} stacked underneath {_target(host)} to the Ruins"
        case A.TakeControl(target, duration):
            lasting = "" if duration is None else " " + _duration(duration)
            return f"take control of {_target(target)}{lasting}"
        case A.Conditional(condition, A.Optional(A.InsteadOfRuins()) as inner):
            # (only "if" reads before "you may ... instead of sending it to the Ruins", L-TXT-165)
            return f"if {_condition(condition)}, {_effect(inner)}"
        case A.Conditional(A.TurnCondition(whose), inner):
            return f"during {_whose_turn(whose)} turn, {_effect(inner)}"
        case A.Conditional(A.PhaseCondition(whose, phase), inner):
            return f"during {_whose_turn(whose)} {phase.value} Phase, {_effect(inner)}"
        case A.Conditional(condition, inner):
            return f"if {_condition(condition)}, {_effect(inner)}"
        case A.OrInstead(first, condition, instead, picked):
            # L-TXT-269: a sentence of its own after the effect it replaces, its first word capitalised; L-TXT-320's
            # pick is written where the first effect names it
            if picked is not None:
                assert isinstance(first, A.PICKING_EFFECTS)
                first = replace(first, target=picked)
            return f"{_effect(first)}. {_cap(_effect(A.Conditional(condition, instead)))} instead"
        case A.DieRoll(outcomes):
            return "roll a six-sided die: " + "; ".join(_outcome(o) for o in outcomes)
        case A.Delayed(moment, effects):
            return f"{moment.value}, {_effects(effects)}"
        case _:
            assert_never(effect)


def _outcome(outcome: A.DieOutcome) -> str:
    faces = str(outcome.low) if outcome.low == outcome.high else f"{outcome.low}-{outcome.high}"
    return f"{faces}, {_effects(outcome.effects, ' and ')}"


def _act(act: A.SimpleAct | A.PlayAct | A.TargetedAct | A.DestroyedByAct | A.AffectedByAct | A.BattleWithAct | A.AttackCardAct) -> str:
    match act:
        case A.SimpleAct(kind, _, yours):
            return "attack your Land Life directly" if yours else kind.value  # L-TXT-129
        case A.PlayAct(kinds):
            return "play " + _kinds(kinds, plural=True)
        case A.TargetedAct(kind, opponents):
            if kind is None and not opponents:
                return "be targeted"
            whose = "your opponent's " if opponents else ""
            return f"be targeted by {whose}{'' if kind is None else kind.value + ' '}cards"
        case A.DestroyedByAct(kind, opponents):
            whose = "your opponent's " if opponents else ""
            return f"be destroyed by {whose}{'' if kind is None else kind.value + ' '}cards"
        case A.AffectedByAct(kind, opponents):  # L-TXT-376
            whose = "your opponent's " if opponents else ""
            return f"be affected by {whose}{'' if kind is None else kind.value + ' '}cards"
        case A.BattleWithAct(foe):
            return f"be destroyed by battle with {_filtered(foe)}"
        case A.AttackCardAct(defender):  # L-TXT-341
            return f"attack {_target(defender)}"
        case _:
            assert_never(act)


def _duration(duration: A.Duration) -> str:
    match duration:
        case A.UntilEndOfTurn():
            return "until end of turn"
        case A.UntilEndOfNextTurn():
            return "until the end of your next turn"
        case A.UntilEndOfYourTurn():
            return "until the end of your turn"
        case A.UntilEndOfOpponentsTurn():
            return "until the end of your opponent's next turn"
        case A.WhileCondition(condition):
            return f"while {_condition(condition)}"
        case A.Permanently():
            return "permanently"
        case A.UntilEndOfBattlePhase():
            return "until the end of the Battle Phase"
        case A.UntilEndOfBattle():
            return "until the end of the battle"
        case _:
            assert_never(duration)


def _condition(condition: A.Condition) -> str:
    match condition:
        case A.ControlCondition(player, quantity, other, kinds, strength=strength):
            verb = _verb(player, "control")
            amount = "no" if isinstance(quantity, A.NoQuantity) else f"{quantity.number} or more"
            bound = f" with {strength.amount} or {strength.bound.value} Strength" if strength is not None else ""
            return f"{player.value} {verb} {amount} {'other ' if other else ''}{_kinds(kinds, plural=True)}{bound}"
        case A.LifeCondition(whose, amount, bound):
            return f"{_whose_turn(whose)} Land Life is {amount} or {bound.value}"
        case A.TurnCondition(whose):
            return f"it is {_whose_turn(whose)} turn"
        case A.PhaseCondition(whose, phase):
            return f"it is {_whose_turn(whose)} {phase.value} Phase"
        case A.PlayedCondition():
            return "this card was played this turn"
        case A.SelfAttacked(done, times=times):
            count = "" if times is None else f" {times} times"  # L-TXT-378, as L-TXT-189's filter prints it
            return f"this card attacked{count} this turn" if done else f"this card has not attacked{count} this turn"
        case A.StackCondition(subject, record):  # L-TXT-339
            match record.kind:
                case A.StackRecordKind.NONE:
                    held = "no cards"
                case A.StackRecordKind.AT_LEAST:
                    held = f"{record.least} or more cards"
                case A.StackRecordKind.ABILITY:
                    raise AssertionError("a Stack ability is no stack condition")
                case _:
                    assert_never(record.kind)
            return f"{_target(subject)} has {held} stacked underneath it"
        case A.BattlingCondition(subject, which):  # L-TXT-270
            return f"{_target(subject)} is battling" + ("" if which is None else f" {_filtered(which)}")
        case A.SelfBattled(done, won=True):  # L-TXT-355
            return ("this card destroyed a creature in battle this turn" if done
                    else "this card did not destroy a creature in battle this turn")
        case A.SelfBattled(done, attacked=True):  # L-TXT-294
            return "this card was attacked this turn" if done else "this card was not attacked this turn"
        case A.SelfBattled(done):  # L-TXT-190
            return "this card battled this turn" if done else "this card has not battled this turn"
        case A.DoneCondition(done):
            return "you do" if done else "you do not"
        case A.ComparedControl(player, bound, kinds):
            than = A.Player.YOUR_OPPONENT if player is A.Player.YOU else A.Player.YOU
            more = "more" if bound is A.Bound.OR_MORE else "fewer"
            return f"{player.value} {_verb(player, 'control')} {more} {_kinds(kinds, plural=True)} than {than.value}"
        case A.HandCondition(player, quantity, kinds, zone=zone):
            verb = "have" if player is A.Player.YOU else "has"
            amount = "no" if isinstance(quantity, A.NoQuantity) else f"{quantity.number} or more"
            owner = "your" if player is A.Player.YOU else "their"
            place = "hand" if zone is A.Zone.HAND else "Ruins"  # L-TXT-256
            return f"{player.value} {verb} {amount} {_kinds(kinds, plural=True)} in {owner} {place}"
        case A.AttackCondition(attacker, defender, direct):
            if attacker is None:  # "... is attacked", by any creature
                return f"{_target(defender) if defender is not None else 'one creature'} is attacked"
            against = " your Land Life directly" if direct else "" if defender is None else f" {_target(defender)}"
            return f"{_target(attacker)} attacks{against}"
        case A.EndangeredCondition(creature, event):  # L-TXT-349
            return f"{_target(creature)} would {_REPLACED[event]}"
        case A.DestroyedCondition(creature, battle):  # L-TXT-344
            return f"{_target(creature)} is destroyed{' by battle' if battle else ''}"
        case A.DidThisTurn(player, A.TurnAct.DESTROYED_IN_BATTLE, kinds, True):  # L-TXT-217
            who = {A.Player.YOU: " you control", A.Player.YOUR_OPPONENT: " your opponent controls"}.get(player, "")
            return f"one {_kinds(kinds, plural=False)}{who} was destroyed by battle this turn"
        case A.DidThisTurn(player, A.TurnAct.DESTROYED, kinds, True):  # L-TXT-372
            who = {A.Player.YOU: " you control", A.Player.YOUR_OPPONENT: " your opponent controls"}.get(player, "")
            return f"one {_kinds(kinds, plural=False)}{who} was destroyed this turn"
        case A.DidThisTurn(player, A.TurnAct.DESTROYED_A_CREATURE, kinds, True):  # L-TXT-279
            who = {A.Player.YOU: " you control", A.Player.YOUR_OPPONENT: " your opponent controls"}.get(player, "")
            return f"one {_kinds(kinds, plural=False)}{who} destroyed a creature in battle this turn"
        case A.DidThisTurn(player, act, kinds, done):
            if act is A.TurnAct.ATTACKED:
                owner = "your" if player is A.Player.YOU else "your opponent's"
                return f"{'one' if done else 'none'} of {owner} {_kinds(kinds, plural=True)} attacked this turn"
            have = "have" if player is A.Player.YOU else "has"
            what = _kinds(kinds, plural=False)
            article = "an" if what[:1].lower() in "aeiou" else "a"
            verb = f"{act.value}" if done else f"{have} not {act.value}"
            return f"{player.value} {verb} {article} {what} this turn"
        case A.WasCondition(of=of, present=bool(present)):  # L-TXT-361
            return f"{'it' if of is None else _target(of)} is {'' if present else 'not '}on the field"
        case A.WasCondition(of=of, destroyed=str(destroyed), negated=negated):  # L-TXT-281, L-TXT-361
            how = " by battle" if destroyed == "battle" else ""
            return f"{'it' if of is None else _target(of)} was {'not ' if negated else ''}destroyed{how}"
        case A.WasCondition(recent=True):  # L-TXT-312
            return "it was played this turn"
        case A.WasCondition(kinds, discarded=True):  # L-TXT-303
            what = _kinds(kinds, plural=False)
            return f"you discarded {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
        case A.WasCondition(kinds, of=A.Ref(A.RefKind.UNDERNEATH), strength=None):  # L-TXT-350
            what = _kinds(kinds, plural=False)
            return f"the card underneath this card is {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
        case A.WasCondition(kinds, of=of, strength=strength):
            who = "it" if of is None else _target(of)  # L-TXT-275: the creature it battled
            if strength is not None:
                return f"{who} had {strength.amount} or {strength.bound.value} Strength"
            what = _kinds(kinds, plural=False)
            return f"{who} was {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
        case _:
            assert_never(condition)


def _whose_turn(whose: A.Player) -> str:
    return "your" if whose is A.Player.YOU else "your opponent's"


_NAMED = {True: "with the same name as this card", False: "with a different name from this card"}


def _counted(per: A.Counted | A.ThisWay | A.StackedCount) -> str:
    if isinstance(per, A.StackedCount):
        return f"card {'' if per.with_host else 'stacked '}underneath {_target(per.host)}"  # L-TXT-337
    if isinstance(per, A.ThisWay):
        return f"{_kinds(per.kinds, plural=False)} {per.moved.value} this way"
    words = ["other"] if per.other else []
    words.append(_kinds(per.kinds, plural=False))
    if per.named is not None:  # L-TXT-247
        words.append(_NAMED[per.named])
    if per.theirs:
        words.append("they control")  # L-TXT-114
    elif per.location is not None:
        words.append(per.location.kind.value)
    if per.attacked is not None:  # L-TXT-189
        words.append(_attack_record(per.attacked, per.attacks, plural=False))
    if per.recent:
        words.append("played this turn")  # L-TXT-181
    if per.whose is not None:  # L-TXT-324
        words.append("you controlled destroyed by battle this turn" if per.whose == "yours"
                     else "you destroyed by battle this turn")
    elif per.destroyed is not None:  # L-TXT-314
        words.append("destroyed by battle this turn" if per.destroyed == "battle" else "destroyed this turn")
    if per.zone is not None:
        whose = "your opponent's" if per.opponents else "your"
        words.append(f"in {whose} {per.zone.value}")
    return " ".join(words)


def _subject(target: A.Target) -> str:
    """A change of Strength's subject: "them" is written "they" there (L-TXT-157)."""
    return "they" if target == A.Ref(A.RefKind.THEM) else _target(target)


def _target(target: A.Target) -> str:
    match target:
        case A.ThisCard():
            return "this card"
        case A.AttachedCreature():
            return "the attached creature"
        case A.Filtered():
            return _filtered(target)
        case A.Ref(kind):
            return kind.value
        case _:
            assert_never(target)


def _filtered(filtered: A.Filtered) -> str:
    count = filtered.count
    match count.kind:
        case A.CountKind.NUMBER:
            words = [str(count.number)]
        case A.CountKind.UP_TO:
            words = [f"up to {count.number}"]
        case _:
            words = [count.kind.value]
    if filtered.another:
        # "one other creature" reads as "another creature"; the tree is the same.
        words = ["another"] if count.kind is A.CountKind.ONE else [*words, "other"]
    if filtered.attacking:
        words.append("attacking")
    if filtered.defending:  # L-TXT-328
        words.append("attacked")
    words.append(_kinds(filtered.kinds, plural=count.plural))
    if filtered.named is not None:  # L-TXT-247
        words.append(_NAMED[filtered.named])
    if isinstance(filtered.strength, A.StrengthThan) and filtered.strength.or_equal:  # L-TXT-97, L-TXT-329
        words.append(f"with Strength {filtered.strength.bound.value} than or equal to the Strength of "
                     f"{_PAID.get(filtered.strength.paid or '', 'the card underneath')}")
    elif isinstance(filtered.strength, A.StrengthThan):
        than = _PAID[filtered.strength.paid] if filtered.strength.paid else "the card underneath" if \
            filtered.strength.underneath else ("the attached creature" if filtered.strength.attached else "this card")
        words.append(f"with {filtered.strength.bound.value} Strength than {than}")
    elif filtered.strength is not None:
        words.append(f"with {filtered.strength.amount} or {filtered.strength.bound.value} Strength")
    if filtered.location is not None:
        words.append(filtered.location.kind.value)
    if filtered.recent:
        words.append("played this turn")
    if filtered.last_turn is not None:  # L-TXT-332
        whose = "your" if filtered.last_turn is A.Player.YOU else "your opponent's"
        words.append(f"that {'were' if count.plural else 'was'} summoned during {whose} last turn")
    if filtered.won:  # L-TXT-336
        words.append("that destroyed a creature in battle this turn")
    if filtered.attacked is not None:  # L-TXT-123
        words.append(_attack_record(filtered.attacked, filtered.attacks, plural=count.plural))
    if filtered.stacked is not None:  # L-TXT-284
        words.append(_stack_record(filtered.stacked, plural=count.plural))
    if filtered.destroyed is not None:  # L-TXT-309
        how = " by battle" if filtered.destroyed == "battle" else ""
        words.append(f"that {'were' if count.plural else 'was'} destroyed{how} this turn")
    return " ".join(words)


def _stack_record(record: A.StackRecord, *, plural: bool) -> str:
    """What a filter asks of the cards stacked under a creature, or of its Stack ability (L-TXT-284)."""
    under = "underneath them" if plural else "underneath it"
    match record.kind:
        case A.StackRecordKind.AT_LEAST:
            return f"with a card stacked {under}" if record.least == 1 else \
                f"with {record.least} or more cards stacked {under}"
        case A.StackRecordKind.NONE:
            return f"with no cards stacked {under}"
        case A.StackRecordKind.ABILITY:
            return "with a Stack ability"
        case _:
            assert_never(record.kind)


def _attack_record(attacked: bool, attacks: int | None, *, plural: bool) -> str:
    """What a creature did this turn (L-TXT-123), and how many attacks it made (L-TXT-189)."""
    if attacks is not None:
        return f"that attacked {attacks} times this turn"
    return "that attacked this turn" if attacked else f"that {'have' if plural else 'has'} not attacked this turn"



def _kinds(kinds: A.Kinds, *, plural: bool) -> str:
    words = []
    for quality in kinds.qualities:
        match quality:
            case A.SizeQuality(size, or_size=other):
                # Either of two sizes, in the order of sizes (L-TXT-74).
                words.append(size.value if other is None else f"{size.value} or {other.value}")
            case A.MainType(name, or_name=other) | A.Subtype(name, or_name=other):
                words.append(name if other is None else f"{name} or {other}")  # L-TXT-272
            case _:
                assert_never(quality)
    if kinds.kind is not None:
        words.append(kinds.kind.value)
    if kinds.or_kind is not None:  # L-TXT-371
        words.extend(("or", kinds.or_kind.value))
    words.append(_noun(kinds.noun, plural))
    return " ".join(words)


def _noun(noun: A.Noun, plural: bool) -> str:
    return noun.value + ("s" if plural else "")


def _aiming(negation: A.Negate | A.NegateAbility) -> str:
    """The words between a negation's activation and the card it is about (L-TXT-299, L-TXT-348)."""
    return "that would destroy" if negation.destroying else "that targets"
