"""The meaning pass: texts the grammar reads but that could not do what they say.

The grammar fixes the spelling; this pass refuses a parsed text whose words, read as
spec/landfight/cardtext.md defines them, would name nothing or could never apply
(section "Meaning checks" of the page). Every refusal is a `SourceError` at the words
at fault. The checks look at the text alone; what a card of a given kind may say is
checked by the card loader (`cardlaw.landfight.cards`), which uses `is_lasting` and
`is_attach_sentence` from here so that both read the page the same way.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any, NoReturn, assert_never

from ..errors import SourceError
from .._span import Span
from . import _ast as A
from ._build import TURN_ENDS, _asks_records, asks_underneath



def _paid_cards(ability: object) -> dict[str, int]:
    """How many cards an activated ability's costs sacrifice and discard ("sacrificed", "discarded"; 2 for more than
    one), as L-TXT-329's comparison names them."""
    if isinstance(ability, A.StackedAbility):
        ability = ability.ability
    if not isinstance(ability, A.Activated):
        return {}
    paid: dict[str, int] = {}
    for cost in ability.costs:
        if isinstance(cost, A.SacrificeCost):
            one = not isinstance(cost.target, A.Filtered) or not cost.target.count.plural
            paid["sacrificed"] = 2 if "sacrificed" in paid or not one else 1
        elif isinstance(cost, A.DiscardCost):
            paid["discarded"] = 2 if "discarded" in paid or cost.count != 1 else 1
    return paid

class MeaningError(SourceError):
    """A text the grammar reads but that the page's meaning checks refuse; a `SourceError` like any other."""


ErrorAt = Callable[[str, int, int], MeaningError]
"""Build the error for a problem at (start, length) of the text being read."""

# Kinds of card that are never creatures, with the words the messages use for them.
_NOT_CREATURES = {
    A.KindFilter.BOOST: "a Boost card",
    A.KindFilter.INTERRUPT: "a Boost - Interrupt card",
    A.KindFilter.CONTINUOUS: "a Boost - Continuous card",
    A.KindFilter.ATTACHMENT: "an Attachment card",
    A.KindFilter.LAND: "a Land card",
}


def size_life(size: A.Size) -> tuple[int, str]:
    """The Land Life a creature of ``size`` costs to summon, and the rule that says so (L-SUM-2 to L-SUM-4), read
    from the rule set's formal blocks, the one source of those numbers; "instead of N" says it again (L-TXT-134).
    Imported here, not at the top: most texts never ask, and the reader starts without the rule set."""
    from ..landfight._rules import LifeCost, load_rules

    costs, rule = load_rules().resolve().size_costs[size.value[0].upper()]
    return next(c.amount for c in costs if isinstance(c, LifeCost)), rule


_NOT_YOURS = {
    A.LocationKind.OPPONENT_CONTROLS: "names your opponent's cards",
    A.LocationKind.ON_OPPONENTS_SIDE: "names your opponent's cards",
    A.LocationKind.ON_ANY_SIDE: "names your opponent's cards too",
}
_LEAVING = {
    A.SelfEvent.DESTROYED: "is destroyed", A.SelfEvent.SENT_TO_RUINS: "is sent to the Ruins",
    A.SelfEvent.LEAVES_FIELD: "leaves the field", A.SelfEvent.DISCARDED: "is discarded",
}


# L-TXT-305: the durations a number of attacks per turn may be given: whole turns
_ATTACKS_LAST = TURN_ENDS


# Conditions about this card on the field, which a card in the hand never meets (L-TXT-32, L-TXT-351).
_ON_THE_FIELD = (A.PlayedCondition, A.SelfAttacked, A.SelfBattled, A.StackCondition)


def is_lasting(effect: A.Effect) -> bool:
    """A lasting effect: a change of Strength, an attack permission, a prohibition, or a conditional of one.

    Every other effect is a one-off effect: it happens once, at a moment, so a static
    ability (which has no moment) cannot hold it.
    """
    if isinstance(effect, A.Conditional):
        # What a card named earlier was is read once, as the effect happens (L-TXT-49).
        # So is whether the effect before "If you do" was done (L-TXT-73).
        return (not isinstance(effect.condition, (A.WasCondition, A.DoneCondition)) or asks_underneath(effect.condition)) \
            and is_lasting(effect.effect)
    if isinstance(effect, A.OrInstead):  # L-TXT-269: the condition read while it holds, as a conditional's
        return (not isinstance(effect.condition, (A.WasCondition, A.DoneCondition)) or asks_underneath(effect.condition)) \
            and is_lasting(effect.effect) and is_lasting(effect.instead)
    if isinstance(effect, A.ForEach):
        return isinstance(effect.effect, A.ModifyStrength)
    if isinstance(effect, A.ExtraAttack) and effect.again:
        return False  # L-TXT-249: whether the creature has an attack left is read once, as the effect happens
    return isinstance(effect, (A.ModifyStrength, A.ExtraAttack, A.DirectAttack, A.Prohibition, A.AttackLimit, A.UnderStrength))


def is_attach_sentence(ability: A.Ability) -> bool:
    """``Attach this card to ... .`` standing alone: how an Attachment is played, not a static ability."""
    return isinstance(ability, A.Sentence) and len(ability.effects) == 1 and isinstance(ability.effects[0], A.Attach)


def check_meaning(tree: A.CardText, text: str, error: ErrorAt) -> None:
    """Raise the `SourceError` of the first meaning fault of ``tree`` (read from ``text``), if any.

    The numbers of the whole text come first (section "Numbers" of the page): the first
    number in the text below its least value is reported. Then the other checks, ability
    by ability.
    """
    check = _Check(text, error)
    check.numbers(tree)
    check.card(tree)


# -- the least value of every number ---------------------------------------------------------
#
# One row for each place a number is written (the table "Numbers" of
# spec/landfight/cardtext.md): the number, its least value, why, and whether it is the
# last number of the node's words (a stack note and an attack limit follow words that may
# hold numbers of their own). A place not listed takes any number from 0 (a change of
# Strength, `with N or less Strength`); die faces are checked by the reader.

_Least = tuple[int, int, str, bool]

# Every least value is 0, 1 or 2, so only a written 0, or a 1 before "or more" (a Land Life
# condition) or "times" (an attack limit), can be below it: a text without one skips the walk.
# Both forms begin with a 0 or a 1: the lookahead lets the scan pass every other character at once.
_MAYBE_LOW = re.compile(r"(?=[01])(?:(?<!\d)0+(?!\d)|(?<!\d)0*1\s+(?:or\s+more|times)\b)", re.IGNORECASE)


def least(node: object) -> _Least | None:
    """(the number, its least value, why, whether it is the node's last number) for a node with a bounded number."""
    match node:
        case A.Draw(count):
            return count, 1, "drawing 0 cards does nothing", False
        case A.Discard(count, any_number=False) | A.DiscardCost(count):  # "any number of" has none (L-TXT-303)
            return count, 1, "discarding 0 cards does nothing", False
        case A.GainLife(amount):
            return amount, 1, "gaining 0 Land Life does nothing", False
        case A.LoseLife(_, amount):
            return amount, 1, "losing 0 Land Life does nothing", False
        case A.PayLife(_, amount) | A.PayCost(amount):
            return amount, 1, "paying 0 Land Life does nothing", False
        case A.Count(A.CountKind.NUMBER, number) if number is not None:
            return number, 1, "a count of 0 names no card", False
        case A.Count(A.CountKind.UP_TO, number) if number is not None:
            return number, 1, "'up to 0' names no card", False
        case A.StrengthBound(amount, A.Bound.OR_MORE):
            return amount, 1, "no creature is printed with less than 0 Strength", False
        case A.AtLeast(number):
            return number, 1, "a player always controls 0 or more cards", False
        case A.LifeCondition(_, amount, A.Bound.OR_LESS):
            return amount, 1, "a player whose Land Life is 0 or less has lost the game (L-WIN-1)", False
        case A.LifeCondition(_, amount, A.Bound.OR_MORE):
            return amount, 2, "a player's Land Life is 1 or more for as long as the game goes on (L-WIN-1)", False
        case A.StackRequirement(count):
            return count, 1, "stacking 0 cards requires nothing", False
        case A.StackedAbility(_, count):
            return count, 1, "a stack of 0 cards requires nothing", True
        case A.CopyLimit(count, unlimited=False):
            return count, 1, "a card limited to 0 copies could never be in a deck", False
        case A.HoldLimit(count):
            return count, 1, "up to 0 allows nothing: a deck without Large creatures needs no card to say so", False
        case A.FieldLimit(count):
            return count, 1, "up to 0 would forbid every Large creature, which no card of the print does", False
        case A.SummonDiscount(amount) | A.CardDiscount(_, amount):
            return amount, 1, "requiring 0 less Land Life changes nothing", False
        case A.SummonCost(_, amount, True):
            return amount, 1, "0 additional Land Life changes nothing", False
        case A.AttackLimit(_, times):
            return times, 2, "every creature may attack once per turn already", True
        case A.AttackLoss(at_least=int(threshold)):  # L-TXT-330
            return threshold, 2, "a direct attack's loss is looked at only when it is 1 or more", False
        case A.StackRecord(A.StackRecordKind.AT_LEAST, least):  # L-TXT-284
            return least, 1, "'0 or more cards stacked' asks nothing of a creature: leave the words out", False
        case A.Filtered(attacks=int(times)) | A.Counted(attacks=int(times)):  # L-TXT-189
            return times, 2, "one attack is written 'that attacked this turn', none 'that has not attacked this turn'", True
        case A.Mill(_, count):
            return count, 1, "sending 0 cards does nothing", False
        case A.LookAtTop(count, keep, rest, _, on_top):
            if count < 1:
                return count, 1, "looking at 0 cards does nothing", False
            # L-TXT-155: with some put back on top first, or any number sent to the Ruins, none need be kept.
            if rest not in (A.LookRest.BACK, A.LookRest.MAY_BOTTOM, A.LookRest.ALL_BOTTOM, A.LookRest.SPLIT,
                            A.LookRest.SPLIT_ORDER, A.LookRest.SPLIT_RUINS) and not on_top:
                return keep, 1, "keeping none is written 'then put them back in any order'", True
            return None
        case A.StackLater(count):
            return count, 1, "stacking 0 cards does nothing", False
        case A.UnstackCost(count):
            return count, 1, "sending 0 cards does nothing", False
        case _:
            return None


@cache
def _fields(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if f.name != "span")


# The fields a node class has (None for a value that is no node: a word, a number, an enum member), by class: the
# meaning pass walks every tree several times, and asking `dataclasses` each time was a fifth of a text's reading.
_NODE_FIELDS: dict[type, tuple[str, ...] | None] = {}


def node_fields(kind: type) -> tuple[str, ...] | None:
    """The fields of a tree node class but its span; None for a class of values that are no nodes."""
    if kind in _NODE_FIELDS:
        return _NODE_FIELDS[kind]
    names = _NODE_FIELDS[kind] = _fields(kind) if dataclasses.is_dataclass(kind) else None
    return names


def _walk(node: Any) -> list[Any]:
    """Every node of a tree, parents before children."""
    out: list[Any] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            stack.extend(reversed(item))
            continue
        names = node_fields(type(item))
        if names is None:
            continue
        out.append(item)
        stack.extend(getattr(item, name) for name in reversed(names))
    return out


# Triggers whose event has a battle, so that "the creature it battled" names a creature (L-TXT-39).
_BATTLE_EVENTS = (A.SelfEvent.BATTLES, A.SelfEvent.DESTROYS_IN_BATTLE, A.SelfEvent.DESTROYED_IN_BATTLE)
# What can happen to the creature an Attachment is on (L-TXT-101): not its arrival, nor a hand's discard.
_ATTACHED_EVENTS = (
    A.SelfEvent.ATTACKS, A.SelfEvent.ATTACKED, A.SelfEvent.BATTLES, A.SelfEvent.DESTROYED, A.SelfEvent.DESTROYED_IN_BATTLE,
    A.SelfEvent.SENT_TO_RUINS, A.SelfEvent.LEAVES_FIELD, A.SelfEvent.ATTACKS_DIRECTLY,
)


class _Check:
    __slots__ = ("text", "error", "named", "many", "battle", "activation", "gain", "on_field_now", "ruined", "instead",
                 "discarded", "destroyed_play", "destroyed_battle")

    def __init__(self, text: str, error: ErrorAt) -> None:
        self.text = text
        self.error = error
        # While an ability is read: whether something before the current effect named cards that
        # "it", "them", "that card" or "this way" can refer to, and whether its trigger has a battle.
        self.named = False
        self.many = False  # whether the last effect that named cards may have named more than one (L-TXT-230)
        self.discarded = False  # whether that effect was a discard of yours, which "you discarded a" reads (L-TXT-303)
        self.battle = False
        self.activation = False  # the trigger is an activation made, which "negate that activation" names (L-TXT-156)
        self.gain = False  # in the effects of a life replacement, where "that much" has an amount (L-TXT-59)
        self.on_field_now: set[int] = set()  # filters of effects on cards on the field, where "attacking" reads (L-TXT-60)
        self.ruined = False  # whether the cards named back may lie in the Ruins (L-TXT-150)
        self.instead: A.InsteadOfRuins | None = None  # the move a negation just before allows (L-TXT-165)
        self.destroyed_play = False  # the card is played on a destruction, whose creature "it" names (L-TXT-344)
        self.destroyed_battle = False  # ... on a destruction by battle, whose other creature "it battled" names

    # -- helpers --------------------------------------------------------------------------

    def words(
        self, node: A.Kinds | A.Location | A.Count | A.Filtered | A.ThisCard | A.Effect | A.Ref | A.ThisWay | A.WasCondition
        | A.Counted | A.PhaseCondition | A.StackedCount | A.AttachedCreature | A.Duration,
    ) -> str:
        """The words of ``node`` as typed, on one line."""
        return " ".join(self.text[node.span.start : node.span.end].split())

    def fail(
        self, problem: str,
        node: A.Kinds | A.Location | A.Count | A.Filtered | A.ThisCard | A.Effect | A.Ref | A.ThisWay | A.WasCondition
        | A.Counted | A.PhaseCondition | A.AttachedCreature | A.StackedCount | A.SummonMoved | A.StackMoved | A.StackRecord
        | A.Duration | A.StrengthThan,
    ) -> NoReturn:
        raise self.error(problem, node.span.start, node.span.end - node.span.start)

    # -- an ability's own time (L-TXT-370) ---------------------------------------------------

    def permission_in_time(self, tree: A.CardText) -> None:
        """Refuse L-TXT-28's permission on a card each of whose activated abilities has a time of its own, which
        takes the place of every other moment: the permission would add nothing."""
        permits = [a for a in tree.abilities if isinstance(a, A.AnyTurn) and a.act is A.TimingAct.ACTIVATE]
        unwrapped = [a.ability if isinstance(a, A.StackedAbility) else a for a in tree.abilities]
        activated = [a for a in unwrapped if isinstance(a, A.Activated)]
        if permits and activated and all(a.during is not None for a in activated):
            span = permits[0].span
            raise self.error("each activated ability of this card says when it may be activated, and that time takes "
                             "the place of every other, so a permission to activate its abilities in the opponent's "
                             "turn adds nothing: leave it out, or make the opponent's turn an ability's own time (L-TXT-370)",
                             span.start, span.end - span.start)

    def trigger_in_time(self, during: A.TurnCondition | A.PhaseCondition, trigger: A.PhaseStart | A.PhaseEnd) -> None:
        """Refuse a phase's trigger watched only in a time of the ability's own that the phase never falls in."""
        mine = during.whose is A.Player.YOU
        time = ("your" if mine else "your opponent's") + (" turn" if isinstance(during, A.TurnCondition)
                                                           else f" {during.phase.value} Phase")
        other_turn = not (trigger.each or trigger.turn_player) and trigger.opponents == mine
        other_phase = isinstance(during, A.PhaseCondition) and during.phase is not trigger.phase
        if other_turn or other_phase:
            span = trigger.span
            raise self.error(f"this ability watches its trigger only during {time}, and {self.words_at(span)!r} never "
                             "falls in it, so it would never trigger (L-TXT-370)", span.start, span.end - span.start)

    def words_at(self, span: Span) -> str:
        """The words typed at ``span``, on one line."""
        return " ".join(self.text[span.start : span.end].split())

    # -- numbers ---------------------------------------------------------------------------

    def numbers(self, tree: A.CardText) -> None:
        """Refuse the first number of the text, in the order written, that is below its least value."""
        if not _MAYBE_LOW.search(self.text):
            return
        first: tuple[int, int, str] | None = None
        for node in _walk(tree):
            found = least(node)
            if found is None or found[0] >= found[1]:
                continue
            value, minimum, why, last = found
            start, length = self.number_in(node.span, value, last)
            if first is None or start < first[0]:
                first = (start, length, f"{why}, so the number must be at least {minimum}, not {value}")
        if first is not None:
            start, length, problem = first
            raise self.error(problem, start, length)

    def number_in(self, span: Span, value: int, last: bool) -> tuple[int, int]:
        """Where ``value`` is written inside ``span``: its first or its last writing there."""
        found = list(re.finditer(rf"(?<![\d+-])0*{value}(?!\d)", self.text[span.start : span.end]))
        if not found:  # not reached for a tree read from this text; keep the whole span
            return span.start, span.end - span.start
        match = found[-1] if last else found[0]
        return span.start + match.start(), len(match.group())

    # -- abilities ------------------------------------------------------------------------

    def card(self, tree: A.CardText) -> None:
        # L-TXT-106: a card played only while an attack is under way makes its effects during that attack.
        under_attack = any(isinstance(a, A.OnlyIf) and isinstance(a.condition, A.AttackCondition)
                           for a in tree.abilities)
        played_on = next((a.condition for a in tree.abilities
                          if isinstance(a, A.OnlyIf) and isinstance(a.condition, A.DestroyedCondition)), None)
        self.destroyed_play = played_on is not None
        self.destroyed_battle = played_on is not None and played_on.battle
        if played_on is not None:
            timing = [a for a in tree.abilities if isinstance(a, (A.OnlyIf, A.OnlyDuring))]
            if len(timing) > 1:
                other = next(a for a in timing if not (isinstance(a, A.OnlyIf) and a.condition is played_on))
                raise self.error("a card played on a destruction is played at the moments right after it, so it says no "
                                 "other sentence of when it is played (L-TXT-344)", other.span.start,
                                 other.span.end - other.span.start)
        saving = [a for a in tree.abilities if isinstance(a, A.OnlyIf)]
        if len(saving) > 1 and any(isinstance(a.condition, A.EndangeredCondition) for a in saving):
            other = next(a for a in saving if not isinstance(a.condition, A.EndangeredCondition))
            raise self.error("a card played to save a creature says when it is played in that sentence alone: 'only "
                             "during' may go with it, another 'only if' or 'only when' may not (L-TXT-349)",
                             other.span.start, other.span.end - other.span.start)
        self.permission_in_time(tree)
        for ability in tree.abilities:
            self.on_field_now = set()
            self.ability(ability)
            self.battle_long(ability, under_attack)
            paid = _paid_cards(ability)
            for node in _walk(ability):
                if isinstance(node, A.StrengthThan) and node.paid is not None and paid.get(node.paid) != 1:
                    words = "the sacrificed creature" if node.paid == "sacrificed" else "the discarded card"
                    how = ("this ability's cost may " + ("sacrifice" if node.paid == "sacrificed" else "discard") +
                           " more than one") if node.paid in paid else f"this ability has no cost that {node.paid} a card"
                    self.fail(f"{words!r} names the one card an activated ability's cost {node.paid}, and {how}: it "
                              f"stands in an ability such as 'Sacrifice 1 creature: ...' or 'Discard 1 card: ...' "
                              f"(L-TXT-329)", node)
                if isinstance(node, A.Filtered) and node.attacking and id(node) not in self.on_field_now:
                    self.fail("'attacking' names the creature whose attack is under way, so it stands only where an "
                              "effect acts on creatures on the field (L-TXT-60)", node)
                if isinstance(node, A.Filtered) and node.defending and id(node) not in self.on_field_now:
                    self.fail("'the attacked creature' names the creature an attack under way is made against, so it "
                              "stands only where an effect acts on creatures on the field (L-TXT-328)", node)
                if isinstance(node, A.Filtered) and node.attacked is not None:
                    # L-TXT-123: what a creature did this turn is read of creatures on the field, by an effect.
                    if id(node) not in self.on_field_now:
                        self.fail("what a creature did this turn ('attacked this turn') is read only where an effect "
                                  "acts on cards on the field (L-TXT-123)", node)
                    self.creature(node, "only creatures attack")
                if isinstance(node, A.Filtered) and (node.last_turn is not None or node.won) \
                        and id(node) not in self.on_field_now:
                    # L-TXT-332, L-TXT-336: the turn's records are read of creatures on the field, by an effect
                    self.fail("what a creature did in an earlier turn or this one ('summoned during ... last turn', 'that "
                              "destroyed a creature in battle this turn') is read only where an effect acts on cards on "
                              "the field (L-TXT-332, L-TXT-336)", node)
                if isinstance(node, A.Filtered) and node.stacked is not None:
                    # L-TXT-284: the cards under a creature, or its Stack ability, are read of creatures on the field
                    if id(node) not in self.on_field_now:
                        self.fail("what is stacked under a creature ('with a card stacked underneath it', 'with a "
                                  "Stack ability') is read only where an effect acts on cards on the field (L-TXT-284)",
                                  node.stacked)
                    self.creature(node, "only creatures have cards stacked underneath them")
                if isinstance(node, A.Counted) and node.attacked is not None and node.kinds.kind in _NOT_CREATURES:
                    # L-TXT-189: counted among cards on the field when the effect happens, as a filter's is read
                    self.fail(f"only creatures attack, and {self.words(node.kinds)!r} names no creature (L-TXT-189)",
                              node.kinds)

    def battle_long(self, ability: A.Ability, under_attack: bool) -> None:
        """L-TXT-138: a change for the battle is made only while an attack is under way, so only by a trigger of an
        attack's declaration or by a card played only while an attack is under way (L-TXT-106)."""
        inner = ability.ability if isinstance(ability, A.StackedAbility) else ability
        during = _at_declaration(inner) or (under_attack and isinstance(inner, A.Sentence))
        for node in _walk(inner):
            if isinstance(node, A.Delayed):  # it happens later, at a phase's or a turn's end, when no attack is
                during = False
            if isinstance(node, A.UntilEndOfBattle) and not during:
                raise self.error(
                    "'until the end of the battle' needs a battle under way as the effect happens: write it after a "
                    "trigger of an attack ('When this creature attacks', '... is attacked') or on a card played only "
                    "when an attack is under way (L-TXT-138)", node.span.start, node.span.end - node.span.start)

    def replacing(self, effects: tuple[A.Effect, ...], optional: bool = False) -> None:
        """The effects a replacement makes happen in the event's place (L-TXT-42, L-TXT-59).

        With ``optional``, a card's replacement may be one ``you may`` *effect* alone, asked before the event
        (L-TXT-95): its effect must be one whose doing in full can be told beforehand.
        """
        if optional and len(effects) == 1 and isinstance(effects[0], A.Optional):
            if not payable(effects[0].effect):
                self.fail("a replacement with 'you may' applies only if its effect can be done in full, which is "
                          "told for a discard, a sacrifice, a draw, a gain of Land Life, this card sent to the Ruins or destroyed (L-TXT-95), "
                          "a number of stacked cards sent to the Ruins (L-TXT-135), your payment of Land Life (L-TXT-163), the card "
                          "about to go returned to a hand (L-TXT-288) or put into its owner's deck, the top cards "
                          "of your deck sent to the Ruins (L-TXT-292), or the card underneath this card sent to the "
                          "Ruins (L-TXT-293)",
                          effects[0].effect)
            self.effects(effects, None)
            return
        for effect in effects:
            if isinstance(effect, A.Optional) and optional:
                raise self.error(
                    "a replacement's 'you may' is asked before the event, so it must be the replacement's only "
                    "effect (L-TXT-95)", effect.span.start, effect.span.end - effect.span.start)
            if isinstance(effect, A.Optional):
                raise self.error(
                    "a replacement takes the event's place at once, so its effects cannot wait on "
                    "'you may': write the effects that happen instead", effect.span.start,
                    effect.span.end - effect.span.start)
        self.effects(effects, None)

    def ability(self, ability: A.Ability) -> None:
        self.named = self.many = self.battle = self.gain = self.activation = self.ruined = self.discarded = False
        self.instead = None
        if self.destroyed_play and isinstance(ability, A.Sentence):
            # L-TXT-344: "it", "that card" name the creature whose destruction the card was played on, in a Ruins.
            self.named = self.ruined = True
            self.battle = self.destroyed_battle  # "the creature it battled": the other creature of that battle
        match ability:
            case A.LifeReplacement(_, effects):
                self.gain = True  # "that much" is the Land Life it replaces, "they" the player (L-TXT-59)
                self.replacing(effects)
            case A.AttackLoss(A.ThisCard() as attacker, victim=A.Player.YOU):  # L-TXT-330
                self.fail("a creature attacks only its controller's opponent's Land Life directly, never yours: write "
                          "'If your opponent's Land Life would be reduced by a direct attack from this card, ...' "
                          "(L-TXT-330)", attacker)
            case A.AttackLoss(A.Filtered(location=A.Location(kind)) as attacker, victim=victim) \
                    if kind in (_MINE if victim is A.Player.YOU else _THEIRS):  # L-TXT-330
                whose = "your" if victim is A.Player.YOU else "your opponent's"
                self.fail(f"a creature named by {self.words(attacker)!r} never attacks {whose} Land Life: a creature "
                          "attacks only its controller's opponent's Land Life directly (L-TXT-330)", attacker)
            case A.AttackLoss(A.Filtered() as attacker):  # L-TXT-306: the creature attacking directly, when named
                self.kinds(attacker.kinds)
                self.creature(attacker, "only creatures attack")
                self.just_one(attacker.count, "a direct attack is made by one creature")
                self.on_field(attacker)
            case A.AttackLoss():
                pass  # every direct attack, or this card's on the opponent's Land Life
            case A.Sentence((A.Attach() as attach,)):
                self.attach(attach)
            case A.Sentence(effects):
                self.effects(effects, None)
            case A.Activated(_, costs, effects):
                for cost in costs:
                    self.cost(cost)
                self.effects(effects, None)
            case A.Replacement(subject, event, effects, duration=duration, against=against):
                if against is not None:  # L-TXT-297
                    self.creature(subject, "only creatures battle")
                    self.kinds(against.kinds)
                    self.creature(against, "a creature battles only creatures")
                    self.just_one(against.count, "a battle is fought with one creature at a time")
                    self.on_field(against)
                if duration is not None and not isinstance(duration, A.UntilEndOfTurn):
                    raise self.error("a Boost's replacement lasts for the rest of its turn: write 'This turn,' "
                                     "(L-TXT-76)", duration.span.start, duration.span.end - duration.span.start)
                if duration is not None and not isinstance(subject, A.Filtered):
                    self.fail("'this turn' is said by a Boost, which is not on the field to be watched and has no "
                              "attached creature: name the cards it watches with a filter (L-TXT-76)", subject)
                if isinstance(subject, A.Filtered):  # L-TXT-75: the filter watches each card it names
                    self.just_one(subject.count, "a replacement takes the place of one card's leaving at a time")
                    self.on_field(subject)
                    if event is A.SelfEvent.DESTROYED_IN_BATTLE:
                        self.creature(subject, "only creatures battle")
                if not isinstance(subject, A.ThisCard):
                    for shed in effects:
                        inner = shed.effect if isinstance(shed, A.Optional) else shed
                        if isinstance(inner, A.SendToRuins) and inner.target == A.Ref(A.RefKind.UNDERNEATH):
                            # L-TXT-293: the words name this card's own card underneath, never the watched one's
                            self.fail("'the card underneath' is the card under this Mutated Creature, so only its own "
                                      "replacement ('If this card would ...') may send it away (L-TXT-293)", inner)
                self.named = True  # "it" is the card the event would happen to
                self.replacing(effects, optional=True)
            case A.FollowReplacement(trigger, moved, optional=optional):
                self.follow_replacement(trigger, moved, optional)
            case A.Triggered(trigger, effects, during=during):
                if during is not None and isinstance(trigger, (A.PhaseStart, A.PhaseEnd)):
                    self.trigger_in_time(during, trigger)
                for node in _walk(trigger) if _RECORD_WORDS.search(self.text) else ():
                    if isinstance(node, A.Filtered) and node.last_turn is not None:
                        # A trigger's creature is judged as its event happens, by what it is (L-TXT-332).
                        self.fail("'summoned during ... last turn' picks among the cards on the field as an effect "
                                  "happens or a static ability holds, not the cards a trigger watches (L-TXT-332)", node)
                    if isinstance(node, A.Filtered) and node.won:
                        self.fail("'that destroyed a creature in battle this turn' picks among the creatures on the "
                                  "field as an effect happens or a static ability holds, not the cards a trigger "
                                  "watches (L-TXT-336)", node)
                self.trigger(trigger)
                self.activation = isinstance(trigger, A.AbilityActivated)
                # Every trigger but a phase's is about a card: "it" can name that card (L-TXT-39).
                self.named = not isinstance(trigger, (A.PhaseStart, A.PhaseEnd))
                self.battle = (isinstance(trigger, (A.SelfTrigger, A.AttachedTrigger)) and trigger.event in _BATTLE_EVENTS) or (
                    isinstance(trigger, A.AttacksFiltered) and trigger.battles) or isinstance(trigger, A.BattleDestroys)
                leaving = trigger.event if isinstance(trigger, A.SelfTrigger) and trigger.event in _LEAVING else None
                # The creature a trigger says was destroyed lies in the Ruins as it is named back (L-TXT-150).
                self.ruined = isinstance(trigger, (A.BattleDestroys, A.CreatureDestroyed)) or (
                    isinstance(trigger, A.SelfTrigger) and trigger.event is A.SelfEvent.DESTROYS_IN_BATTLE)
                if isinstance(trigger, A.AttachedTrigger) and trigger.event in _LEAVING:
                    self.attached_gone(effects, trigger.event)
                self.effects(effects, leaving)
            case A.SummonRequirement(host, costs=costs):
                self.just_one(host.count, "this card is summoned on top of one creature")
                self.creature(host, "a Mutated Creature is summoned on top of a creature")
                self.on_field(host)
                if host.attacked is None and host.stacked is None:  # (those two stay refused here: L-TXT-123, L-TXT-284)
                    self.on_field_now.add(id(host))  # its host is picked among the creatures on the field (L-TXT-336)
                self.own_host(host)
                for cost in costs:
                    self.summon_cost(cost)
                for pool in (A.SacrificeCost, A.DiscardCost):
                    taken = [c for c in costs if isinstance(c, pool)]
                    if len(taken) > 1:  # one choice of cards from each place, so no card can pay twice
                        span = taken[1].span
                        raise self.error("a Mutated Creature's summoning takes cards from the field by one sacrifice "
                                         "and from the hand by one discard at most: join them into one (L-TXT-258)",
                                         span.start, span.end - span.start)
            case A.StackedAbility(inner, _):
                # The note only says when the ability works; the ability is checked as if unnoted.
                self.ability(inner)
            case A.AnyTurn(_, subject) if subject is not None:
                raise self.error("only 'this card' can say when it may be played", subject.span.start,
                                 subject.span.end - subject.span.start)
            case A.SummonDiscount(others=others) if others is not None:
                self.kinds(others)
                if others.kind in _NOT_CREATURES:
                    self.fail(f"only creatures are summoned, and {self.words(others)!r} names no creature (L-TXT-72)",
                              others)
            case A.SummonCost(kinds, _, _, instead):
                self.kinds(kinds)
                if kinds.kind in _NOT_CREATURES:
                    self.fail(f"only creatures are summoned, and {self.words(kinds)!r} names no creature (L-TXT-134)",
                              kinds)
                if instead is not None:
                    self.instead_of_size(ability, kinds, instead)
            case A.OwnSummonCost(condition=condition) if condition is not None:  # L-TXT-351
                if isinstance(condition, (*_ON_THE_FIELD, A.WasCondition, A.DoneCondition, A.AttackCondition,
                                          A.DestroyedCondition, A.EndangeredCondition)):
                    self.read_in_hand(condition, "cannot be read there (L-TXT-351)")
                self.condition(condition)
            case A.SummonDiscount(_, condition, per):
                if isinstance(condition, _ON_THE_FIELD):
                    self.read_in_hand(condition, "never holds there")
                if condition is not None:
                    self.condition(condition)
                if isinstance(per, A.ThisWay):
                    self.fail(f"{self.words(per)!r} counts the cards an earlier effect of this ability moved, "
                              "but nothing before it names a card", per)
                if isinstance(per, A.StackedCount):
                    self.fail(f"a summoning's cost is worked out while the card is in the hand, where nothing is "
                              f"stacked under it, so {self.words(per)!r} would count nothing (L-TXT-80)", per)
                if per is not None:
                    self.kinds(per.kinds)
            case A.OnlyIf(condition):
                self.condition(condition)
                if isinstance(condition, (A.WasCondition, A.DoneCondition, A.PlayedCondition, A.SelfAttacked,
                                          A.SelfBattled, A.StackCondition)):
                    raise self.error("a card in the hand can be played only if something holds now, and this condition "
                                     "looks back at an effect or at the card on the field (L-TXT-88)",
                                     condition.span.start, condition.span.end - condition.span.start)
            case A.FieldLimit(_, kinds):
                # L-SUM-7 bounds the Large creatures on the field only: there is no other bound to change.
                self.large_only(kinds, "a player has a bound on how many cards of some kinds they control only for "
                                "the Large creatures (L-SUM-7): write 'up to N Large creatures' (L-TXT-263)")
            case A.SummonSacrifice(summoned, victim):
                if summoned is not None:
                    self.kinds(summoned)
                    if summoned.kind in _NOT_CREATURES:
                        self.fail(f"only creatures are summoned, and {self.words(summoned)!r} names no creature "
                                  "(L-TXT-267)", summoned)
                self.sacrifice(victim)
                if victim.kinds.kind in _NOT_CREATURES or (victim.kinds.noun is A.Noun.CARD and not victim.kinds.qualities
                                                           and victim.kinds.kind is None):
                    self.fail(f"a summoning is paid by sacrificing a creature, as a size's cost is (L-SUM-3), and "
                              f"{self.words(victim.kinds)!r} does not name creatures (L-TXT-267)", victim.kinds)
            case A.HoldLimit(_, kinds):
                # L-DCK-3 bounds the Large creatures only: a deck has no bound on other kinds to change.
                self.large_only(kinds, "a deck has a bound on how many cards of some kinds it holds only for the "
                                "Large creatures (L-DCK-3): write 'up to N Large creatures' (L-TXT-255)")
            case A.ResponseBan(_, kinds):
                self.kinds(kinds)
            case A.StackRequirement() | A.AnyTurn() | A.PlayInPhase() | A.ActivateInPhase() | A.OnlyDuring() | A.CopyLimit() | A.OwnSummonCost():
                pass  # L-TXT-173: any amount reads; one not below the size's own changes nothing (the engine)
            case _:
                assert_never(ability)

    def large_only(self, kinds: A.Kinds, problem: str) -> None:
        """Refuse ``kinds`` other than the Large creatures, the only kinds the print bounds (L-DCK-3, L-SUM-7)."""
        if kinds != A.Kinds((A.SizeQuality(A.Size.LARGE),), None, A.Noun.CREATURE):
            raise self.error(problem, kinds.span.start, kinds.span.end - kinds.span.start)

    def summon_cost(self, cost: A.Cost) -> None:
        """A cost paid as a Mutated Creature is played from its player's hand (L-TXT-258)."""
        match cost:
            case A.SacrificeCost(A.ThisCard()):
                self.fail("a Mutated Creature is in its player's hand as it is played, so it cannot pay for itself: "
                          "sacrifice another card (L-TXT-258)", cost.target)
            case A.DiscardCost(kinds=A.Kinds() as kinds):
                self.kinds(kinds)
            case A.PayCost() | A.SacrificeCost() | A.DiscardCost() | A.UnstackCost():
                self.cost(cost)

    def cost(self, cost: A.Cost) -> None:
        if isinstance(cost, A.SacrificeCost):
            self.sacrifice(cost.target)

    def trigger(self, trigger: A.Trigger) -> None:
        if isinstance(trigger, A.CreatureDestroyed):
            which = trigger.which
            self.just_one(which.count, "'When ... is destroyed' occurs once for each card destroyed")
            self.on_field(which)
        if isinstance(trigger, A.CreatureSummoned):  # L-TXT-85: one creature at a time arrives
            which = trigger.which
            self.just_one(which.count, "'When ... is summoned' occurs once for each creature summoned")
            self.creature(which, "only creatures are summoned")
            self.on_field(which)
        if isinstance(trigger, A.AbilityActivated):  # L-TXT-156: one activation at a time is made
            self.just_one(trigger.which.count, "'When ... activates an ability' occurs once for each activation")
            self.kinds(trigger.which.kinds)
        if isinstance(trigger, A.CreatureAttacks):  # L-TXT-274: one attack is declared at a time
            self.just_one(trigger.which.count, "'When ... attacks' occurs once for each attack declared")
            self.creature(trigger.which, "only creatures attack")
            self.on_field(trigger.which)
            if trigger.target is not None:  # L-TXT-316: an attack is on one creature
                self.just_one(trigger.target.count, "an attack is declared on one creature")
                self.creature(trigger.target, "only creatures are attacked, besides a player's Land Life")
                self.on_field(trigger.target)
        if isinstance(trigger, A.CardLeaves):  # L-TXT-271: cards leave the field one at a time
            self.just_one(trigger.which.count, "'When ... leaves the field' occurs once for each card that leaves")
            self.on_field(trigger.which)
        if isinstance(trigger, A.CardPlayed):  # L-TXT-214: one card's playing resolves at a time
            self.just_one(trigger.which.count, "'When ... plays ...' occurs once for each card played")
            self.kinds(trigger.which.kinds)
            if trigger.which.kinds.kind is A.KindFilter.LAND:
                self.fail("a Land is put on the field before the game and never played, so this trigger would never "
                          "occur (L-TXT-214)", trigger.which.kinds)
        if isinstance(trigger, A.AttachedTrigger):  # L-TXT-101: what happens to the attached creature
            if trigger.event not in _ATTACHED_EVENTS:
                never = trigger.event.value.replace("is ", "is never ", 1)
                raise self.error(f"an Attachment is attached to a creature already on the field, so the attached "
                                 f"creature {never} while it is attached: this trigger would never occur (L-TXT-101)",
                                 trigger.span.start, trigger.span.end - trigger.span.start)
            if trigger.which is not None:
                self.just_one(trigger.which.count, "a creature attacks or battles one creature at a time")
                self.creature(trigger.which, "only creatures are attacked and battle")
                self.on_field(trigger.which)
        if isinstance(trigger, A.BattleDestroys):  # L-TXT-56: two creatures of one battle
            for named in (trigger.destroyer, trigger.destroyed):
                if isinstance(named, A.Filtered):
                    self.just_one(named.count, "'... destroys ... in battle' occurs once for each creature destroyed")
                    self.creature(named, "only creatures battle")
                    self.on_field(named)

    def follow_replacement(self, trigger: A.Trigger | None, moved: A.ReturnToHand | A.PutInDeck | A.SummonMoved | A.StackMoved,
                           optional: bool = False) -> None:
        """L-TXT-63: only a card that goes to the Ruins with the leaver, and only when it leaves the field;
        L-TXT-166: the creature this card destroys in battle; L-TXT-198: either with 'you may'; L-TXT-231: the card
        underneath summoned."""
        if isinstance(moved, A.SummonMoved):
            if trigger != A.SelfTrigger(A.SelfEvent.LEAVES_FIELD) or not (
                    isinstance(moved.target, A.Ref) and moved.target.kind is A.RefKind.UNDERNEATH):
                self.fail("only the card underneath a Mutated Creature is summoned in the Ruins' place, as its "
                          "creature leaves the field: 'When this card leaves the field, summon the card underneath it "
                          "instead of sending it to the Ruins' (L-TXT-231)", moved)
            return
        if trigger == A.AttachedTrigger(A.SelfEvent.DESTROYED_IN_BATTLE):
            return  # L-TXT-232: its builder takes 'return this card to your hand' only
        # (the attached creature's destroyed creature too, on an Attachment: L-TXT-302)
        filtered = isinstance(trigger, A.BattleDestroys) and isinstance(
            trigger.destroyer, (A.ThisCard, A.AttachedCreature)) and isinstance(trigger.destroyed, A.Filtered)
        if filtered and trigger is not None:  # L-TXT-276: only the creatures the filter names, one at a time
            self.trigger(trigger)
        if isinstance(moved, A.StackMoved):  # L-TXT-319: under the creature that destroyed it, and only it
            destroyer = trigger.destroyer if isinstance(trigger, A.BattleDestroys) else A.ThisCard()
            if not (trigger == A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) or filtered) \
                    or type(moved.host) is not type(destroyer):
                self.fail("a creature destroyed in battle is stacked only under the creature that destroyed it: 'When "
                          "this card destroys a creature in battle, stack it underneath this card ...' (on an "
                          "Attachment, 'the attached creature' both times) (L-TXT-319)", moved)
        if trigger == A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) or filtered:
            if not (isinstance(moved.target, A.Ref) and moved.target.kind in (A.RefKind.IT, A.RefKind.THAT)):
                self.fail("only the creature this card destroys goes elsewhere instead of its owner's Ruins: name it "
                          "back as 'that creature' or 'it' (L-TXT-166)", moved.target)
            return  # with "you may", the creature waits aside for its answer (L-TXT-311)
        if trigger is not None and trigger != A.SelfTrigger(A.SelfEvent.LEAVES_FIELD):
            raise self.error("the cards that go to the Ruins with a card go whenever it leaves the field, so only "
                             "'When this card leaves the field' or 'When the attached creature leaves the field' "
                             "stands before 'instead of sending it to the Ruins' (L-TXT-63), besides 'When this card "
                             "destroys a creature in battle' (or a filter's creature) for the creature it destroys (L-TXT-166, "
                             "L-TXT-276)",
                             trigger.span.start, trigger.span.end - trigger.span.start)
        own = (isinstance(moved.target, A.Ref) and moved.target.kind is A.RefKind.UNDERNEATH
               if trigger is not None else isinstance(moved.target, A.ThisCard))
        if not own:
            right = "'the card underneath it'" if trigger is not None else "'this card'"
            self.fail(f"only a card that would go to the Ruins with it goes elsewhere instead: here {right} (L-TXT-63)",
                      moved)

    def attach(self, attach: A.Attach) -> None:
        self.just_one(attach.to.count, "this card is attached to one creature")
        self.creature(attach.to, "an Attachment is attached to a creature")
        self.on_field(attach.to)

    # -- effects ------------------------------------------------------------------------------

    def effects(self, effects: tuple[A.Effect, ...], leaving: A.SelfEvent | None) -> None:
        previous: A.Effect | None = None
        for effect in effects:
            if isinstance(effect, (A.Conditional, A.OrInstead)) and isinstance(effect.condition, A.DoneCondition):
                self.if_done(effect, previous)  # (of a pair, L-TXT-327: what came before the pair)
            moved = A.instead_of_ruins(effect)
            if moved is not None and isinstance(previous, A.Negate):
                self.instead = moved  # L-TXT-165: the negated card, put elsewhere in the Ruins' place
            self.effect(effect, leaving)
            previous = effect

    def if_done(self, condition: A.Conditional | A.OrInstead, previous: A.Effect | None) -> None:
        """'If you do' asks whether the effect just before it was done: one its controller may decline, or a
        negation, which may find nothing to negate (L-TXT-73)."""
        words = "If you do" if not isinstance(condition.condition, A.DoneCondition) or condition.condition.done \
            else "If you do not"
        if previous is None:
            self.fail(f"'{words}' asks whether the effect before it was done, but nothing comes "
                      "before it in this ability: put it after 'you may ...' or a negation (L-TXT-73)", condition)
        elif not isinstance(previous, (A.Optional, A.Negate, A.NegateAbility, A.NegateNamedAbility, A.NegateTriggering,
                                       A.NegateAttack, A.SendStacked, A.EndBattlePhase)) and not (
                # t27-37: "if you control no creatures, you may ...": not done either when the condition fails
                isinstance(previous, A.Conditional) and isinstance(previous.effect, A.Optional)):
            # The effect is quoted as the printer writes it, so that every spelling of it gets the same words.
            from ._print import _effect

            self.fail(f"'{words}' asks whether the effect before it was done, and "
                      f"{_effect(previous)!r} is always done: put it after 'you may ...' or a negation (L-TXT-73)",
                      condition)

    def effect(self, effect: A.Effect, leaving: A.SelfEvent | None) -> None:
        if isinstance(effect, A.OrInstead):
            # L-TXT-269: one of the two happens, so neither names back what the other named, and a later "it"
            # names what either named: both must name cards for it
            named, many = self.named, self.many
            if effect.picked is not None:
                # L-TXT-320: the first effect as written picks its cards, which the condition and both effects name
                # back, whichever happens
                assert isinstance(effect.effect, A.PICKING_EFFECTS)
                self.effect(dataclasses.replace(effect.effect, target=effect.picked), leaving)
                named, many = self.named, self.many
            else:
                first = effect.effect
                if (not self.named and isinstance(effect.condition, A.WasCondition) and effect.condition.of is None
                        and isinstance(first, A.PICKING_EFFECTS) and isinstance(first.target, A.Filtered)
                        and (first.target.count.plural or first.target.count.kind is A.CountKind.EACH)):
                    self.fail(f"the condition of '... instead' names back the one card the effect before it picks "
                              f"(L-TXT-320), and {self.words(first.target.count)!r} may pick more than one: pick one "
                              "card ('1 creature ...')", first.target.count)
                self.effect(first, leaving)
            first_named, first_many = self.named, self.many
            self.named, self.many = named, many
            self.condition(effect.condition)
            self.effect(effect.instead, leaving)
            self.named, self.many = first_named and self.named, first_many or self.many
            return
        if leaving is not None:
            self.not_this_card(effect, leaving)
            if isinstance(effect, A.Conditional) and isinstance(effect.condition, A.StackCondition) \
                    and isinstance(effect.condition.subject, A.ThisCard):  # a review: it could never hold
                span = effect.condition.span
                words = " ".join(self.text[span.start : span.end].split())
                raise self.error(f"nothing is stacked under this card once it {_LEAVING[leaving]}, so {words!r} would "
                                 "never hold (L-TXT-339)", span.start, span.end - span.start)
        self.references(effect)
        self.later_effect(effect)
        if isinstance(effect, A.StackNamed):
            self.stack_named(effect)
        # A wrapper's own effect is read below, and names its cards then: not before its own references are checked.
        if _names_cards(effect) and not isinstance(effect, (A.Optional, A.Conditional, A.ForEach)):
            self.named = True
            self.many = _names_several(effect)
            self.discarded = _your_discard(effect)
        if _names_cards(effect) and not isinstance(effect, (A.Optional, A.Conditional, A.OrInstead)):  # (read again inside)
            # Cards an effect sends to the Ruins may be named back there (L-TXT-150); others' cards are elsewhere.
            self.ruined = isinstance(effect, (A.Destroy, A.SendToRuins, A.Discard, A.Mill))
        match effect:
            case A.ThatMuch() if not self.gain:
                self.fail("'that much' is the Land Life a player would have gained, so it stands only in the effects "
                          "of 'If ... would gain Land Life, ... instead' (L-TXT-59)", effect)
            case A.Attach(to):
                head = self.text[effect.span.start : to.span.start].rstrip()
                # The words as written: "attach this card only to" is the same sentence (L-TXT-24).
                raise self.error(
                    f"{' '.join(head.split())!r} is a sentence of its own: it says how an Attachment is played, "
                    "so it cannot be part of another ability",
                    effect.span.start,
                    len(head),
                )
            case A.Search(wanted):
                if wanted.location is not None:
                    self.fail(
                        f"a search looks in your deck, but {self.words(wanted.location)!r} names cards on the field",
                        wanted.location,
                    )
                self.kinds(wanted.kinds)
                self.not_recent(wanted)
            case A.Negate(what, _, either, ability):
                self.kinds(what.kinds)
                if ability is not None:  # L-TXT-278: one activation of either, as an ability is negated one at a time
                    if ability.of is not None:
                        self.kinds(ability.of.kinds)
                    if what.count.kind is not A.CountKind.ONE and (what.count.kind, what.count.number) != (
                            A.CountKind.NUMBER, 1):
                        self.fail(f"{self.words(what.count)!r} counts one negation with an ability's activation, which "
                                  "is negated one at a time: say one card (L-TXT-278)", what.count)
                if either is not None:
                    self.kinds(either.kinds)
                    if (either.count.kind, either.count.number) != (what.count.kind, what.count.number):
                        self.fail(
                            f"{self.words(what.count)!r} and {self.words(either.count)!r} count one negation: "
                            "the activations of either kind are counted together, so say the same count before "
                            "each (L-TXT-128)", either.count)
            case A.Sacrifice(target):
                self.sacrifice(target)
            case A.Destroy(target) | A.SendToRuins(target) | A.ReturnToHand(target, _):
                self.target(target)
            case A.ModifyStrength(target, _, duration):
                self.creature(target, "only creatures have Strength")
                self.target(target)
                if isinstance(duration, A.WhileCondition):
                    self.condition(duration.condition, lasting=True)
            case A.ExtraAttack(target) | A.DirectAttack(target):
                self.creature(target, "only creatures attack")
                self.target(target)
            case A.MoveAttachment(to):
                self.creature(to, "an Attachment is moved to a creature")
                self.target(to)
            case A.RemoveAttachment(attachment, host):
                if attachment.kinds.kind not in (None, A.KindFilter.ATTACHMENT) or attachment.kinds.noun is A.Noun.CREATURE:
                    self.fail(
                        f"only an Attachment can be removed from a creature, and {self.words(attachment.kinds)!r} "
                        "names no Attachment",
                        attachment.kinds,
                    )
                self.target(attachment)
                self.creature(host, "an Attachment is removed from a creature")
                self.target(host)
            case A.Prohibition(subject, A.SimpleAct(A.Act.BE_NEGATED) as act) if not isinstance(subject, A.ThisCard):
                self.fail("only 'this card' can be the subject of 'cannot be negated': it is a property of the "
                          "card that says it", effect)
            case A.Prohibition(subject, A.SimpleAct(A.Act.BE_SUMMONED), duration) if not isinstance(subject, A.Ref):
                self.fail("only a card an effect of this ability named ('it', 'that card') is kept from being summoned, "
                          "in a hand or a Ruins where no static ability reaches it (L-TXT-317)", effect)
            case A.Prohibition(subject, A.SimpleAct(A.Act.BE_SUMMONED), None):
                self.fail("say how long the card named cannot be summoned ('this turn', 'until the end of your next "
                          "turn'): off the field it has no leaving to end it (L-TXT-317)", effect)
            case A.Prohibition(subject, act):
                if isinstance(act, A.AttackCardAct) and isinstance(act.defender, A.Filtered):  # L-TXT-360
                    self.creature(act.defender, "only creatures are attacked")
                    self.on_field(act.defender)
                    if act.defender.count.kind is not A.CountKind.ALL:
                        self.fail("the creatures kept from being attacked are all those the filter names: write them "
                                  "as a kind, as in 'Light creatures you control' (L-TXT-360)", act.defender.count)
                    place = act.defender.location.kind if act.defender.location is not None else None
                    if (subject is A.Player.YOU and place in _MINE) or (subject is A.Player.YOUR_OPPONENT
                                                                        and place in _THEIRS):
                        self.fail(f"{self.words(act.defender)!r} names creatures {subject.value!r} never attack, so the "
                                  "sentence would forbid nothing: name the other player's creatures (L-TXT-360)",
                                  act.defender)
                elif subject is A.Player.YOU and isinstance(act, A.AttackCardAct):  # L-TXT-341: forbids nothing
                    self.fail(f"only your opponent's creatures attack {_defended(act)}: write 'your "
                              "opponent cannot attack ...' (L-TXT-341)", effect)
                if isinstance(subject, A.Player) and isinstance(act, A.SimpleAct) and act.act is A.Act.ATTACK_DIRECTLY \
                        and (subject is A.Player.EACH_PLAYER or act.yours is (subject is A.Player.YOU)):
                    # L-TXT-295: a player's creatures attack the other player's Land Life only
                    self.fail(f"{subject.value!r} can attack only the other player's Land Life directly: write 'you "
                              "cannot attack your opponent's Land Life directly' or 'your opponent cannot attack your "
                              "Land Life directly' (L-TXT-295)", effect)
                if not isinstance(subject, A.Player):
                    if isinstance(act, A.SimpleAct) and act.act in (A.Act.ATTACK, A.Act.ATTACK_DIRECTLY):
                        self.creature(subject, "only creatures attack")
                    if (isinstance(act, A.SimpleAct) and act.act is A.Act.ATTACK_DIRECTLY
                            and act.yours and not _opponents(subject)):
                        # "your Land Life" is this card's controller's: only the opponent's creatures may attack
                        # it, so a subject that may name one of your own says nothing of it (L-TXT-129).
                        self.fail(
                            "'attack your Land Life directly' names your own Land Life, which only your opponent's creatures "
                            f"can attack, and {self.words(subject)!r} does not name only creatures your opponent "
                            "controls: write 'your opponent's creatures' or 'your opponent's Land Life' (L-TXT-129)",
                            subject)
                    self.target(subject)
                if isinstance(act, A.PlayAct):
                    self.kinds(act.kinds)
                if isinstance(act, A.AttackCardAct) and not isinstance(subject, A.Player):  # L-TXT-341
                    self.creature(subject, "only creatures attack")
                    if isinstance(act.defender, A.Filtered):
                        pass  # L-TXT-360: any side's creatures may be kept off those a filter names
                    elif isinstance(subject, (A.ThisCard, A.AttachedCreature)) or (
                            isinstance(subject, A.Filtered) and subject.location is not None
                            and subject.location.kind in _MINE):
                        self.fail(f"only your opponent's creatures attack {_defended(act)}, and "
                                  f"{self.words(subject)!r} names creatures of yours: name your opponent's creatures, "
                                  "or 'your opponent' (L-TXT-341)", subject)
                if isinstance(act, A.BattleWithAct) and not isinstance(subject, A.Player):  # L-TXT-297 (the grammar
                    self.creature(subject, "only creatures battle")  # gives it no player subject)
                    self.kinds(act.foe.kinds)
                    self.creature(act.foe, "a creature battles only creatures")
                    self.just_one(act.foe.count, "a battle is fought with one creature at a time")
                    self.on_field(act.foe)
            case A.Conditional(condition, inner):
                self.condition(condition)
                if isinstance(condition, A.PhaseCondition) and isinstance(
                    inner, (A.ExtraAttack, A.DirectAttack, A.AttackLimit)
                ) and (condition.whose, condition.phase) != (A.Player.YOU, A.Phase.BATTLE):
                    whose = "your" if condition.whose is A.Player.YOU else "your opponent's"
                    self.fail(f"a creature attacks only in its controller's Battle Phase, so 'during {whose} "
                              f"{condition.phase.value} Phase' never lets it attack", condition)
                self.effect(inner, leaving)
            case A.DieRoll(outcomes):
                for outcome in outcomes:
                    self.effects(outcome.effects, leaving)
            case A.ChooseOne(options):
                for option in options:
                    self.effects(option.effects, leaving)
            case A.Delayed(moment, later) if moment in A.WATCHES:
                # L-TXT-291: "it" is the creature the effects before named; "the creature it battled" is the one it
                # destroyed, and a creature destroyed is gone from the field, where its watch named it.
                if not self.named:
                    self.fail(f"{moment.value!r} refers back to a creature, but nothing before it in this ability "
                              "names a card (L-TXT-291)", effect)
                battle = self.battle
                self.battle = moment is A.DelayedMoment.IT_DESTROYS_IN_BATTLE
                self.effects(later, None)
                self.battle = battle
            case A.Delayed(_, later):  # L-TXT-122: what the effects before named, they name later too
                self.effects(later, None)
            case A.Optional(inner) | A.ForEach(inner, _):
                if isinstance(effect, A.ForEach) and not isinstance(effect.per, A.StackedCount):
                    self.kinds(effect.per.kinds)
                    per = effect.per
                    if isinstance(per, A.Counted) and per.opponents and getattr(inner, "player", None) is A.Player.EACH_PLAYER \
                            and "their" in self.words(per).lower().split():
                        assert per.zone is not None
                        self.fail(f"'their' in {self.words(per)!r} names your opponent's {per.zone.value}, never each "
                                  f"player's own, so after 'each player' write 'your opponent's {per.zone.value}' (L-TXT-69)",
                                  per)
                    if isinstance(per, A.Counted) and per.theirs and effect.more:
                        self.fail("'plus ... more' adds to one number, and 'they control' counts one number for each "
                                  "player: say the extra as an effect of its own (L-TXT-318)", per)
                    if isinstance(per, A.Counted) and per.theirs and getattr(inner, "player", A.Player.YOU) is A.Player.YOU:
                        self.fail(f"{self.words(per)!r} counts for the player who draws, gains or loses, "
                                  "and this effect names no player but you: write 'you control' (L-TXT-114)", per)
                    if isinstance(effect.per, A.Counted) and effect.per.zone is None:
                        self.interrupt_on_field(effect.per.kinds)
                self.effect(inner, leaving)
            case A.ReturnFromRuins(wanted):
                self.kinds(wanted.kinds)
                self.not_recent(wanted)
            case A.PutInDeck(target, _) | A.PutFromRuins(target, _):
                self.target(target)
            case A.InsteadOfRuins(moved):
                if effect is not self.instead:
                    self.fail("'instead of sending it to the Ruins' takes the place of the Ruins a negation sends the "
                              "negated card to, so it comes right after 'Negate the activation of ...' (L-TXT-165); "
                              "as the one effect of 'When this card leaves the field', it names the card underneath, "
                              "and of 'When the attached creature leaves the field', this card (L-TXT-63), and of 'When "
                              "this card destroys a creature in battle', that creature (L-TXT-166)", effect)
                if isinstance(moved, A.StackMoved):
                    self.fail("only the creature this card destroys in battle is stacked in the Ruins' place, as the "
                              "one move of 'When this card destroys a creature in battle' (L-TXT-319)", moved)
                if isinstance(moved, A.SummonMoved):
                    self.fail("only the card underneath a Mutated Creature is summoned in the Ruins' place, as its "
                              "creature leaves the field: 'When this card leaves the field, summon the card underneath "
                              "it instead of sending it to the Ruins' (L-TXT-231)", moved)
                elif not (isinstance(moved.target, A.Ref) and moved.target.kind in (A.RefKind.IT, A.RefKind.THAT)):
                    self.fail("'instead of sending it to the Ruins' moves the card the negation sent there: name it "
                              "back as 'it' or 'that card' (L-TXT-165)", moved.target)
            case A.AttackLimit(target, _, duration=duration):
                self.creature(target, "only creatures attack")
                self.target(target)
                if isinstance(duration, A.WhileCondition):  # L-TXT-340: read as each attack is declared
                    self.condition(duration.condition, lasting=True)
                elif duration is not None and not isinstance(duration, _ATTACKS_LAST):
                    self.fail(f"a number of attacks per turn is kept for whole turns, so {self.words(duration)!r} "
                              "cannot say how long: write 'until end of turn', 'until the end of your turn', 'until "
                              "the end of your next turn' or 'until the end of your opponent's next turn' (L-TXT-305), "
                              "or, in a static ability, 'while' and a condition (L-TXT-340)", duration)
            case A.NegateAbility(of):
                if of is not None:
                    self.kinds(of.kinds)
            case A.NegateAttack(of) if of is not None:  # L-TXT-304: the attacker, one creature on the field
                self.kinds(of.kinds)
                self.creature(of, "only creatures attack")
                self.just_one(of.count, "one attack is under way at a time")
                self.on_field(of)
                self.target(of)
            case A.NegateTriggering():
                if not self.activation:
                    self.fail(f"{self.words(effect)!r} names the activation that set off its trigger, so only a "
                              "trigger 'When ... activates an ability ...' can say it (L-TXT-156)", effect)
            case A.Draw() | A.GainLife() | A.LoseLife() | A.PayLife() | A.Discard():
                pass

    def references(self, effect: A.Effect) -> None:
        """A reference back must have something before it to name (L-TXT-39)."""
        for target in _targets(effect):
            if not isinstance(target, A.Ref):
                continue
            if target.kind is A.RefKind.BATTLED and not self.battle:
                self.fail(f"{self.words(target)!r} names the other creature of a battle, so only a trigger "
                          "'When this card battles', 'destroys a creature in battle' or 'is destroyed in battle' "
                          "can say it, or L-TXT-291's 'If it destroys a creature in battle this turn', or a card played only "
                          "when a creature is destroyed by battle (L-TXT-344)", target)
            if target.kind in (A.RefKind.IT, A.RefKind.THEM, A.RefKind.THAT) and not self.named:
                self.fail(f"{self.words(target)!r} refers back, but nothing before it in this ability names a card",
                          target)
        if isinstance(effect, A.ForEach) and isinstance(effect.per, A.ThisWay) and not self.named:
            self.fail(f"{self.words(effect.per)!r} counts the cards an earlier effect of this ability moved, "
                      "but nothing before it names a card", effect.per)
        inner: A.Effect = effect
        while isinstance(inner, (A.Optional, A.Conditional)):  # read before the effect it governs names any card
            if isinstance(inner, A.Conditional) and isinstance(inner.condition, A.WasCondition):
                self.condition(inner.condition)
                if inner.condition.discarded and self.named and not self.discarded:
                    self.fail(f"{self.words(inner.condition)!r} asks what a discard of yours just sent away, and the "
                              "cards named just before it were not discarded by you: write 'if it was a ...' (L-TXT-303)",
                              inner.condition)
            inner = inner.effect

    def later_effect(self, effect: A.Effect) -> None:
        """What the effects of L-TXT-41 to L-TXT-50 ask of their words."""
        aimed = getattr(effect, "aimed", None) if isinstance(effect, (A.Negate, A.NegateAbility)) else None
        if isinstance(aimed, A.Filtered):  # L-TXT-299: the card a negated activation would pick, on the field
            self.kinds(aimed.kinds)
            if isinstance(effect, (A.Negate, A.NegateAbility)) and effect.destroying:  # L-TXT-348: a creature, as only creatures are destroyed
                self.creature(aimed, "'that would destroy' protects a creature (L-TXT-348)")
                self.just_one(aimed.count, "'that would destroy' names the creatures an activation would destroy, any "
                                           "one of them")
            else:
                self.just_one(aimed.count, "'that targets' names the card an activation would pick, any one of them")
            self.on_field(aimed)
        if isinstance(effect, (A.LifeEqual, A.UnderStrength)) and effect.halved and effect.rounding is None:
            self.fail("half of an odd Strength is not a whole number: say which way it goes, 'rounded down' or "
                      "'rounded up', after the effect (L-TXT-206)", effect)
        match effect:
            case A.LifeEqual(_, _, of):
                self.creature(of, "only creatures have Strength")
                if isinstance(of, A.Ref) and of.kind in (A.RefKind.IT, A.RefKind.THAT) and self.many:
                    self.fail(f"{self.words(of)!r} refers back to cards an earlier effect named, which may be "
                              "several, but an amount is the Strength of one creature (L-TXT-230)", of)
                if isinstance(of, A.Ref) and of.kind is A.RefKind.BATTLED_TURN:
                    self.fail(f"{self.words(of)!r} names every creature this card battled this turn, which may be "
                              "several (LR-94), but an amount is the Strength of one creature (L-TXT-230)", of)
                if isinstance(of, A.Filtered):
                    self.target(of)
                    self.just_one(of.count, "an amount is the Strength of one creature")
            case A.DoubleStrength(target, _) | A.TakeControl(target, _):
                why = "only creatures have Strength" if isinstance(effect, A.DoubleStrength) else (
                    "control is taken of a creature in a creature zone")
                self.creature(target, why)
                self.target(target)
                if isinstance(effect, A.TakeControl) and isinstance(effect.duration, A.WhileCondition):
                    raise self.error("control is taken until the end of a turn or permanently, not while a "
                                     "condition holds", effect.duration.span.start,
                                     effect.duration.span.end - effect.duration.span.start)
            case A.UnderStrength(target, _, _) if not isinstance(target, A.ThisCard):
                raise self.error("only a Mutated Creature itself has a card underneath whose Strength it can take: "
                                 "write 'this card' (L-TXT-96)", target.span.start, target.span.end - target.span.start)
            case A.PutFromZone(wanted, zone, _):
                self.kinds(wanted.kinds)
                self.not_recent(wanted)
                if zone is A.Zone.DECK:
                    raise self.error("the cards would come from the deck they go back to: put cards from your "
                                     "hand or your Ruins", effect.span.start, effect.span.end - effect.span.start)
            case A.RuinsToField(wanted):
                self.kinds(wanted.kinds)
                self.not_recent(wanted)
                if wanted.kinds.kind is not None:  # only a Creature card goes (LR-46): no kind names one
                    self.fail(f"only a creature goes from the Ruins to the field, and {self.words(wanted.kinds)!r} "
                              "names no creature" if wanted.kinds.kind is not A.KindFilter.MUTATED else
                              f"a Mutated Creature enters the field only by its own text, so "
                              f"{self.words(wanted.kinds)!r} names no card that goes from the Ruins to the field",
                              wanted.kinds)
            case A.SummonFrom(wanted, zone):
                self.kinds(wanted.kinds)
                self.not_recent(wanted)
                if wanted.kinds.kind is not None:  # only a Creature card is summoned this way (LR-68)
                    self.fail(f"only a creature is summoned, and {self.words(wanted.kinds)!r} names no creature"
                              if wanted.kinds.kind is not A.KindFilter.MUTATED else
                              f"a Mutated Creature is summoned only by its own text, on top of a creature, so "
                              f"{self.words(wanted.kinds)!r} names no card an effect summons (L-TXT-118)",
                              wanted.kinds)
                if zone is A.Zone.DECK:
                    raise self.error("a card is taken from the deck by a search: summon from your hand or your "
                                     "Ruins (L-TXT-118)", effect.span.start, effect.span.end - effect.span.start)
            case A.SendStacked(_, A.Filtered() as host):  # L-TXT-280: from under creatures on the field
                self.creature(host, "only a creature has cards stacked under it")
                self.on_field(host)
                self.on_field_now.add(id(host))
            case A.StackLater(_, _, A.Ref() as host) if self.ruined:
                self.fail(f"{self.words(host)!r} names a card gone to the Ruins, and cards are stacked only "
                          "under a creature on the field (L-TXT-277)", host)
            case A.StackLater(_, _, A.Filtered() as host):  # L-TXT-149: one creature on the field, picked
                self.just_one(host.count, "cards are stacked underneath one creature at a time")
                self.on_field(host)
                self.on_field_now.add(id(host))
                self.creature(host, "only a creature has cards stacked under it")
            case A.ShuffleRuins(wanted) if wanted is not None:
                self.kinds(wanted.kinds)
                self.not_recent(wanted)
            case A.LookAtTop(count, _, A.LookRest.MAY_BOTTOM) if count != 1:
                self.fail(f"'you may put ... on the bottom of your deck' is said of the top card alone, not of {count} "
                          "cards: write 'look at the top card of your deck' (L-TXT-71)", effect)
            case A.LookAtTop(count, keep, rest, _, on_top, _, wanted, owner):
                if owner is not A.Player.YOU and (keep or wanted is not None):  # L-TXT-197
                    self.fail("cards looked at on the top of your opponent's deck stay theirs: none is put in your hand",
                              effect)
                if keep > count:
                    self.fail(f"only {count} cards are looked at, so {keep} of them cannot be kept", effect)
                if on_top >= count and not keep:  # L-TXT-155
                    self.fail(f"only {count} cards are looked at, so putting {on_top} of them back on top leaves none "
                              "for the rest: write 'put them back in any order'", effect)
                if on_top and rest is A.LookRest.TOP:  # L-TXT-111
                    self.fail("the rest go back on top as well, so naming how many go on top says nothing: write "
                              "'put the rest back on top in any order'", effect)
                if wanted is not None:
                    self.kinds(wanted)
            case A.Prohibition(_, _, A.WhileCondition(condition)):
                self.condition(condition, lasting=True)
            case _:
                pass

    def stack_named(self, effect: A.StackNamed) -> None:
        """L-TXT-150: only cards in the Ruins are stacked by name, so the cards named back must have gone there."""
        named = effect.named
        if named.kind is A.RefKind.UNDERNEATH or not self.ruined:
            self.fail(f"a card named back is stacked from the Ruins, and {self.words(named)!r} names no card sent there: "
                      "say it after a destruction ('When this card destroys a creature in battle', 'Destroy ...') "
                      "or a card sent to the Ruins (L-TXT-150)", named)
        host = effect.host
        if isinstance(host, A.Filtered):  # L-TXT-321: one creature on the field, picked to hold them
            self.just_one(host.count, "the cards go under one creature")
            if host.kinds.noun is not A.Noun.CREATURE:  # (a card of any kind would offer Lands and Boosts to pick)
                self.fail(f"cards are stacked under a creature, and {self.words(host.kinds)!r} names other cards too: "
                          "say 'creature' (L-TXT-321)", host.kinds)
            self.creature(host, "cards are stacked under a creature")
            self.on_field(host)

    def not_recent(self, wanted: A.Filtered) -> None:
        """"played this turn" names cards on the field, not in a deck, hand or Ruins (L-TXT-47)."""
        if wanted.recent:
            self.fail("'played this turn' names cards on the field, and these cards are not on the field", wanted)
        if wanted.last_turn is not None:
            self.fail("'summoned during ... last turn' names cards on the field, and these cards are not on the field "
                      "(L-TXT-332)", wanted)
        if wanted.won:
            self.fail("'that destroyed a creature in battle this turn' names creatures on the field, and these cards "
                      "are not on the field (L-TXT-336)", wanted)

    def attached_gone(self, effects: tuple[A.Effect, ...], leaving: A.SelfEvent) -> None:
        """L-TXT-101: once the attached creature has left the field, the Attachment has followed it to the Ruins
        (L-ATT-5), so no effect of the trigger can act on either by those names."""
        for effect in effects:
            for target in _targets(effect):
                if isinstance(target, (A.ThisCard, A.AttachedCreature)):
                    self.fail(
                        f"the attached creature has left the field when it {_LEAVING[leaving]}, and this card has gone "
                        "to the Ruins with it, so the trigger's effects cannot act on either (L-TXT-101)",
                        target,
                    )

    def not_this_card(self, effect: A.Effect, leaving: A.SelfEvent) -> None:
        """In a trigger about this card leaving the field, no effect can act on this card."""
        for target in _targets(effect):
            if isinstance(target, A.ThisCard):
                where = "is in the Ruins" if leaving is A.SelfEvent.DISCARDED else "has left the field"
                self.fail(
                    f"this card {where} when 'When this card {_LEAVING[leaving]}' occurs, "
                    "so the trigger's effects cannot act on it",
                    target,
                )

    def own_host(self, host: A.Filtered) -> None:
        """A Mutated Creature goes on top of a creature of its own player's (LR-22)."""
        if host.location is not None and host.location.kind in _NOT_YOURS:
            self.fail(
                f"a Mutated Creature is summoned on top of a creature you control, and "
                f"{self.words(host.location)!r} {_NOT_YOURS[host.location.kind]}",
                host.location,
            )

    def sacrifice(self, target: A.Target) -> None:
        if isinstance(target, A.Filtered) and (target.attacking or target.defending):
            self.fail("a sacrifice is paid at a moment of its player's choosing, not of an attack's, so it "
                      f"cannot name the {'attacking' if target.attacking else 'attacked'!r} creature "
                      f"({'L-TXT-60' if target.attacking else 'L-TXT-328'})", target)
        if isinstance(target, A.Filtered) and target.location is not None and target.location.kind in _NOT_YOURS:
            self.fail(
                f"only your own cards can be sacrificed, and {self.words(target.location)!r} "
                f"{_NOT_YOURS[target.location.kind]}",
                target.location,
            )
        self.target(target)

    def condition(self, condition: A.Condition, lasting: bool = False) -> None:
        if isinstance(condition, A.BattlingCondition) and condition.which is not None:  # L-TXT-270
            self.target(condition.which)
            self.just_one(condition.which.count, "a creature battles one other creature at a time")
        if isinstance(condition, A.ControlCondition):
            self.kinds(condition.kinds)
            self.interrupt_on_field(condition.kinds)
            if condition.strength is not None and condition.kinds.kind in _NOT_CREATURES:  # L-TXT-338
                self.fail(f"only creatures have Strength, and {self.words(condition.kinds)!r} names no creature "
                          "(L-TXT-338)", condition.kinds)
        if isinstance(condition, A.HandCondition):  # L-TXT-87: cards in a hand, a Boost - Interrupt too
            self.kinds(condition.kinds)
        if isinstance(condition, A.ComparedControl):  # L-TXT-88: cards on the field
            self.kinds(condition.kinds)
            self.interrupt_on_field(condition.kinds)
        if isinstance(condition, A.AttackCondition):
            self.attack_condition(condition)
        if isinstance(condition, A.DestroyedCondition):
            self.destroyed_condition(condition)
        if isinstance(condition, A.EndangeredCondition):
            self.endangered_condition(condition)
        if isinstance(condition, A.WasCondition) and asks_underneath(condition) and condition.kinds.kind in _NOT_CREATURES:
            self.fail("a Mutated Creature is summoned on top of a creature, so the card underneath it is a creature, and "
                      f"{self.words(condition.kinds)!r} names none (L-TXT-350)", condition.kinds)
        if isinstance(condition, A.DidThisTurn):  # L-TXT-110
            self.kinds(condition.kinds)
            # L-TXT-264: a creature destroyed by battle may be either player's
            if condition.player is A.Player.EACH_PLAYER and condition.act not in (
                    A.TurnAct.DESTROYED_IN_BATTLE, A.TurnAct.DESTROYED_A_CREATURE, A.TurnAct.DESTROYED):
                raise self.error("what was done this turn is asked of one player: name 'you' or 'your opponent' "
                                 "(L-TXT-110)", condition.span.start, condition.span.end - condition.span.start)
            if condition.act is A.TurnAct.DESTROYED_A_CREATURE and condition.kinds.kind in _NOT_CREATURES:
                self.fail(f"only a creature destroys a creature in battle, and {self.words(condition.kinds)!r} names "
                          "no creature (L-TXT-279)", condition.kinds)
            elif condition.act is A.TurnAct.DESTROYED and (condition.kinds.kind in _NOT_CREATURES or (
                    condition.kinds.noun is A.Noun.CARD and not condition.kinds.qualities and condition.kinds.kind is None)):
                self.fail(f"the turn's record of destructions asked of a player is one of creatures, and "
                          f"{self.words(condition.kinds)!r} does not name creatures only (L-TXT-372)", condition.kinds)
            elif condition.act is not A.TurnAct.PLAYED and condition.kinds.kind in _NOT_CREATURES:
                self.fail(f"only a creature is {condition.act.value}, and {self.words(condition.kinds)!r} names no "
                          "creature (L-TXT-110)", condition.kinds)
            if condition.act is A.TurnAct.PLAYED and condition.kinds.kind is A.KindFilter.LAND:
                self.fail("a Land is put on the field before the game and never played (L-TXT-110)", condition.kinds)
        if isinstance(condition, A.WasCondition):
            if lasting:
                self.fail(f"{self.words(condition)!r} is read once, as the effect happens, so it cannot say how "
                          "long a change lasts", condition)
            if condition.of is None and not self.named:
                self.fail(f"{self.words(condition)!r} refers back, but nothing before it in this ability names "
                          "a card", condition)
            if condition.of is not None and condition.of.kind is A.RefKind.BATTLED and not self.battle:
                self.fail(f"{self.words(condition)!r} names the other creature of a battle, so only a trigger that "
                          "names a battle can say it ('When this card battles', '... destroys ... in battle', '... is "
                          "destroyed in battle', or the attached creature's) (L-TXT-275)", condition)

    def attack_condition(self, condition: A.AttackCondition) -> None:
        """L-TXT-106: one attacker and one defender, creatures on the field, of the two players."""
        sides: list[A.LocationKind] = []
        for end in (condition.attacker, condition.defender):
            if end is None:
                continue
            self.kinds(end.kinds)
            self.creature(end, "only a creature attacks or is attacked")
            self.just_one(end.count, "an attack has one attacker and one creature attacked (L-TXT-106)")
            if end.another:
                self.fail("the card is in its player's hand while this is read, so there is no card on the field for "
                          "'other' or 'another' to set apart: leave the word out (L-TXT-106)", end)
            if end.location is not None and end.location.kind is not A.LocationKind.ON_ANY_SIDE:
                sides.append(end.location.kind)
        if condition.direct:
            sides.append(A.LocationKind.ON_YOUR_SIDE)  # your Land Life: you defend
        mine = (A.LocationKind.ON_YOUR_SIDE, A.LocationKind.YOU_CONTROL)
        if len(sides) == 2 and (sides[0] in mine) == (sides[1] in mine):
            raise self.error("an attack is always made by one player's creature against the other player, so the "
                             "attacker and what it attacks cannot be on the same side (L-TXT-106)",
                             condition.span.start, condition.span.end - condition.span.start)

    def read_in_hand(self, condition: A.Condition, end: str) -> NoReturn:
        """Refuse a condition of a summoning's cost that asks what cannot be told while the card is in the hand."""
        span = condition.span
        words = " ".join(self.text[span.start : span.end].split())
        raise self.error(f"a summoning's cost is worked out while the card is in the hand, so {words!r} {end}",
                         span.start, span.end - span.start)

    def one_creature(self, creature: A.Filtered, field_why: str, noun_why: str, rule: str) -> None:
        """The creature a card is played on (L-TXT-344) or to save (L-TXT-349): kinds that fit one creature, named
        by the noun `creature`."""
        self.kinds(creature.kinds)
        self.creature(creature, field_why)
        if creature.kinds.noun is not A.Noun.CREATURE:
            self.fail(f"{noun_why}, so name a creature: write 'creature' there ({rule})", creature.kinds)

    def none_other_from_hand(self, creature: A.Filtered, rule: str) -> None:
        """`other` / `another` in the condition of a card still in its player's hand, which sets apart nothing."""
        if creature.another:
            self.fail("the card is in its player's hand while this is read, so there is no card on the field for "
                      f"'other' or 'another' to set apart: leave the word out ({rule})", creature)

    def endangered_condition(self, condition: A.EndangeredCondition) -> None:
        """L-TXT-349: one creature on the field, about to be destroyed."""
        creature = condition.creature
        self.one_creature(creature, "only a creature on the field is destroyed", "a card is played to save a creature",
                          "L-TXT-349")
        if isinstance(creature.strength, A.StrengthThan):
            self.fail("the card is in its player's hand while this is read, so it has no Strength on the field to "
                      "compare with: give the bound as a number (L-TXT-349)", creature.strength)
        self.on_field(creature)
        self.none_other_from_hand(creature, "L-TXT-349")

    def destroyed_condition(self, condition: A.DestroyedCondition) -> None:
        """L-TXT-344: one creature, named by what its print says and whose it was, nothing read of it on the field."""
        creature = condition.creature
        self.one_creature(creature, "only a creature is destroyed on the field", "only a creature's destruction is noted",
                          "L-TXT-344")
        self.none_other_from_hand(creature, "L-TXT-344")
        if creature.strength is not None or _asks_records(creature):
            self.fail("a destroyed creature is named by its print and by whose it was, not by its Strength or what "
                      "it did on the field: leave out all but its kinds and 'you control' or 'your opponent controls' "
                      "(L-TXT-344)", creature)

    # -- filters ------------------------------------------------------------------------------

    def target(self, target: A.Target) -> None:
        """A target of an effect that acts on cards on the field."""
        if isinstance(target, A.Filtered):
            self.on_field_now.add(id(target))
            self.on_field(target)
            if target.strength is not None:
                self.creature(target, "only creatures have Strength")

    def on_field(self, filtered: A.Filtered) -> None:
        self.kinds(filtered.kinds)
        self.interrupt_on_field(filtered.kinds)

    def interrupt_on_field(self, kinds: A.Kinds) -> None:
        if kinds.kind is A.KindFilter.INTERRUPT:
            self.fail(
                f"{self.words(kinds)!r} names no card on the field: a Boost - Interrupt is never on the field "
                "for card abilities (Rule 3)",
                kinds,
            )

    def instead_of_size(self, ability: A.SummonCost, kinds: A.Kinds, instead: int) -> None:
        """L-TXT-134: 'instead of N' says again what the size named costs in Land Life (L-SUM-2 to L-SUM-4)."""
        sizes = [q for q in kinds.qualities if isinstance(q, A.SizeQuality)]
        words = self.text[ability.span.start : ability.span.end]
        at = ability.span.start + words.lower().rfind("instead")
        length = ability.span.end - 1 - at
        if len(sizes) != 1 or sizes[0].or_size is not None:
            raise self.error(f"'instead of {instead}' says what a size costs in Land Life, so the creatures must be of "
                             "one size: name it ('Large creatures') (L-TXT-134)", at, length)
        size = sizes[0].size
        life, rule = size_life(size)
        if life != instead:
            raise self.error(f"a {size.value} creature costs {life} Land Life to summon, not {instead} "
                             f"({rule}, L-TXT-134)", at, length)

    def kinds(self, kinds: A.Kinds) -> None:
        """A filter's words must be able to fit one card."""
        kind = kinds.kind
        if kind in _NOT_CREATURES and kinds.noun is A.Noun.CREATURE:
            self.fail(f"{self.words(kinds)!r} names nothing: {_NOT_CREATURES[kind]} is not a creature", kinds)
        if kind in _NOT_CREATURES and kinds.qualities:
            self.fail(f"{self.words(kinds)!r} names nothing: only creatures have a size or a type", kinds)
        if kind is A.KindFilter.MUTATED and any(isinstance(q, A.SizeQuality) for q in kinds.qualities):
            self.fail(f"{self.words(kinds)!r} names nothing: a Mutated Creature has no size", kinds)

    def creature(self, target: A.Target, why: str) -> None:
        """The target must be able to name a creature."""
        if isinstance(target, A.Filtered) and target.kinds.kind in _NOT_CREATURES:
            self.fail(f"{why}, and {self.words(target.kinds)!r} names no creature", target.kinds)

    def just_one(self, count: A.Count, why: str) -> None:
        if count.kind is A.CountKind.ONE or (count.kind is A.CountKind.NUMBER and count.number == 1):
            return
        self.fail(f"{why}, so the count must be one, not {self.words(count)!r}", count)


def _defended(act: A.AttackCardAct) -> str:
    # (said only of L-TXT-341's defenders: a filter's, L-TXT-360, has no such check)
    return "this card" if isinstance(act.defender, A.ThisCard) else "the attached creature"


def _at_declaration(ability: A.Ability) -> bool:
    """Whether ``ability`` is a trigger of an attack's declaration, whose effects happen before its battle is decided
    (L-BAT-8): the attack, or being attacked, of this card or of the attached creature, with or without a filter;
    an attack on a creature a filter names, by a creature a filter names (L-TXT-316)."""
    if not isinstance(ability, A.Triggered):
        return False
    trigger = ability.trigger
    if isinstance(trigger, (A.SelfTrigger, A.AttachedTrigger)):
        return trigger.event in (A.SelfEvent.ATTACKS, A.SelfEvent.ATTACKED, A.SelfEvent.ATTACKS_DIRECTLY)
    if isinstance(trigger, A.CreatureAttacks):  # on a creature, a battle follows (L-TXT-316); a direct attack has none
        return trigger.target is not None
    return isinstance(trigger, A.AttacksFiltered) and not trigger.battles


def _names_several(effect: A.Effect) -> bool:
    """Whether ``effect``, which names cards, may name more than one: a plural filter or ``them``."""
    if isinstance(effect, (A.Conditional, A.Optional)):
        return _names_several(effect.effect)
    if isinstance(effect, A.OrInstead):
        return _names_several(effect.effect) or _names_several(effect.instead)  # (L-TXT-320's pick is one card)
    return any((isinstance(t, A.Filtered) and t.count.plural) or (isinstance(t, A.Ref) and t.kind is A.RefKind.THEM)
               for t in _targets(effect))


def _your_discard(effect: A.Effect) -> bool:
    """Whether the cards ``effect`` names are those its controller discarded (L-TXT-303)."""
    match effect:
        case A.Discard(player=A.Player.YOU):
            return True
        case A.ForEach(inner) | A.Conditional(_, inner) | A.Optional(inner):
            return _your_discard(inner)
        case _:
            return False


def _names_cards(effect: A.Effect) -> bool:
    """Whether ``effect`` names cards that a later "it", "them" or "this way" can refer to (L-TXT-39)."""
    match effect:
        case (A.Search() | A.ReturnFromRuins() | A.Mill() | A.Discard() | A.PutFromZone() | A.Negate() | A.NegateAbility()
              | A.ShuffleRuins() | A.RuinsToField() | A.SendStacked() | A.SummonFrom() | A.NegateAttack()):
            return True
        case A.LookAtTop(_, keep, rest):
            return keep > 0 or rest is A.LookRest.SPLIT_RUINS  # L-TXT-155: the cards sent to the Ruins
        case A.Conditional(_, inner) | A.Optional(inner):
            return _names_cards(inner)
        case A.OrInstead(first, _, instead, picked):
            return picked is not None or (_names_cards(first) and _names_cards(instead))
        case _:
            return next(_targets(effect), None) is not None


def effect_targets(effect: A.Effect, only: type | None = None) -> Iterator[A.Target]:
    """The targets ``effect`` acts on directly, and those of the effects inside it: a condition's, a `you may`'s, a
    scaled effect's, every option of a `choose one` and every outcome of a die roll (L-TXT-299 reads them); with
    ``only``, those of effects of that type alone (L-TXT-348 reads the destructions)."""
    match effect:
        case A.Conditional(_, inner) | A.Optional(inner):
            yield from effect_targets(inner, only)
        case A.ChooseOne(options):
            for option in options:
                for inner in option.effects:
                    yield from effect_targets(inner, only)
        case A.DieRoll(outcomes):
            for outcome in outcomes:
                for inner in outcome.effects:
                    yield from effect_targets(inner, only)
        case A.OrInstead(first, _, instead, picked):
            # L-TXT-320: the cards are picked by the filter, then named back by the effects (here, of type ``only``)
            if picked is not None and (only is None or isinstance(first, only) or isinstance(instead, only)):
                yield picked
            yield from effect_targets(first, only)
            yield from effect_targets(instead, only)
        case _ if only is None or isinstance(effect, only):
            yield from _targets(effect)
        case _:
            return


def _targets(effect: A.Effect) -> Iterator[A.Target]:
    """The targets an effect acts on directly (not inside a conditional or a die roll)."""
    match effect:
        case (
            A.Destroy(target) | A.SendToRuins(target) | A.Sacrifice(target) | A.ReturnToHand(target, _)
            | A.ModifyStrength(target, _, _) | A.ExtraAttack(target) | A.DirectAttack(target)
            | A.PutInDeck(target, _) | A.PutFromRuins(target, _) | A.AttackLimit(target, _)
            | A.ForEach(A.ModifyStrength(target, _, _), _)
            | A.DoubleStrength(target, _) | A.TakeControl(target, _) | A.LifeEqual(_, _, target)
            | A.StackNamed(target, _) | A.NegateNamedAbility(target) | A.SummonNamed(target, _)
            | A.CardDiscount(target, _) | A.MoveAttachment(target)
        ):
            yield target
        case A.Prohibition(subject, _) if not isinstance(subject, A.Player):
            yield subject
        case A.StackLater(_, _, A.Ref() as host):  # L-TXT-277: the creature named back
            yield host
        case _:
            return


def payable(effect: A.Effect) -> bool:
    """Whether an optional replacement's effect is one the engine can tell it does in full before it is
    chosen (L-TXT-95): a discard of a number of your own cards, a sacrifice, your draw, a gain of Land Life,
    this card sent to the Ruins or destroyed, the card about to go returned to a hand (L-TXT-288) or put into its
    owner's deck, or the top cards of your deck sent to the Ruins (L-TXT-292)."""
    match effect:
        case A.Discard(_, player, random=random, up_to=up_to, any_number=any_number):
            return player is A.Player.YOU and not up_to and not random and not any_number  # of kinds too (L-TXT-303)
        case A.Sacrifice(A.Filtered()):
            return True
        case A.SendToRuins(A.ThisCard()) | A.Destroy(A.ThisCard()) | A.GainLife():
            return True
        case A.SendToRuins(A.Ref(A.RefKind.UNDERNEATH)):  # L-TXT-293: the Mutated Creature sheds its card underneath
            return True
        case A.SendStacked(count):  # L-TXT-135: a number of the cards stacked under the creature
            return count.kind in (A.CountKind.ONE, A.CountKind.TWO, A.CountKind.THREE, A.CountKind.NUMBER)
        case A.Draw(_, player):
            return player is A.Player.YOU
        case A.PayLife(player):  # L-TXT-163: Land Life may be paid down to 0 or below (LR-64)
            return player is A.Player.YOU
        case A.ReturnToHand(A.Ref(kind), from_ruins=False):  # L-TXT-288: the card about to go, to a hand instead
            return kind in (A.RefKind.IT, A.RefKind.THAT)
        case A.PutInDeck(A.Ref(kind)):  # L-TXT-292: or put on top of or under its owner's deck
            return kind in (A.RefKind.IT, A.RefKind.THAT)
        case A.Mill(player):  # L-TXT-292: the top cards of your own deck, which it must hold
            return player is A.Player.YOU
        case _:
            return False


# The words of L-TXT-332's and L-TXT-336's filters: a text without them has no trigger filter to look through.
_RECORD_WORDS = re.compile(r"last\s+turn|battle\s+this\s+turn", re.IGNORECASE)
_MINE = (A.LocationKind.YOU_CONTROL, A.LocationKind.ON_YOUR_SIDE)
_THEIRS = (A.LocationKind.OPPONENT_CONTROLS, A.LocationKind.ON_OPPONENTS_SIDE)


def _opponents(subject: A.Target) -> bool:
    """Whether ``subject`` names only cards the opponent of the text's controller controls (L-TXT-129)."""
    return isinstance(subject, A.Filtered) and subject.location is not None and subject.location.kind in (
        A.LocationKind.OPPONENT_CONTROLS, A.LocationKind.ON_OPPONENTS_SIDE)

