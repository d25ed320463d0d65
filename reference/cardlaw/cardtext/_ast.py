"""Typed tree of Landfight card text. Class names match grammar/cardtext.lark rules.

Every node is frozen and slotted and carries its source span. Spans do not take
part in equality, so a text and its canonical reprint give equal trees.
"""

from __future__ import annotations

import enum
from dataclasses import field
from typing import TypeAlias

from .._frozen import frozen
from .._span import Span

NO_SPAN = Span(0, 0)


def _span() -> Span:
    return field(default=NO_SPAN, compare=False, repr=False)


# -- the kind line and the creature-type line -----------------------------------------


class Kind(enum.Enum):
    CREATURE = "Creature"
    MUTATED = "Mutated Creature"
    LAND = "Land"
    BOOST = "Boost"
    INTERRUPT = "Boost - Interrupt"
    CONTINUOUS = "Boost - Continuous"
    ATTACHMENT = "Attachment"


@frozen
class KindLine:
    kind: Kind
    span: Span = _span()


@frozen
class CreatureType:
    main: str  # capitalised: "Dark"
    subtype: str | None  # capitalised: "Zombie"
    span: Span = _span()


# -- words that name things ---------------------------------------------------------


class Player(enum.Enum):
    YOU = "you"
    YOUR_OPPONENT = "your opponent"
    EACH_PLAYER = "each player"


class Zone(enum.Enum):
    HAND = "hand"
    DECK = "deck"
    RUINS = "Ruins"


class Size(enum.Enum):
    SMALL = "Small"
    MEDIUM = "Medium"
    LARGE = "Large"


class KindFilter(enum.Enum):
    BOOST = "Boost"
    INTERRUPT = "Boost - Interrupt"
    CONTINUOUS = "Boost - Continuous"
    MUTATED = "Mutated"
    ATTACHMENT = "Attachment"
    LAND = "Land"


class Noun(enum.Enum):
    CREATURE = "creature"
    CARD = "card"


class CountKind(enum.Enum):
    ONE = "one"
    TWO = "two"
    THREE = "three"
    NUMBER = "number"
    ALL = "all"
    EACH = "each"
    UP_TO = "up to"


@frozen
class Count:
    kind: CountKind
    number: int | None = None  # for NUMBER and UP_TO
    span: Span = _span()

    @property
    def plural(self) -> bool:
        if self.kind in (CountKind.ONE, CountKind.EACH):
            return False
        if self.kind in (CountKind.NUMBER, CountKind.UP_TO):
            return self.number != 1
        return True


@frozen
class MainType:
    """A main type; with ``or_name``, either of two (``Fire or Water``, L-TXT-272)."""

    name: str
    span: Span = _span()
    or_name: str | None = None


@frozen
class Subtype:
    """A subtype; with ``or_name``, either of two (``Dragon or Beast``, L-TXT-272)."""

    name: str
    span: Span = _span()
    or_name: str | None = None


@frozen
class SizeQuality:
    """A creature's size; with ``or_size``, either of two sizes (``Small or Medium``, L-TXT-74)."""

    size: Size
    span: Span = _span()
    or_size: Size | None = None


Quality: TypeAlias = SizeQuality | MainType | Subtype


@frozen
class Kinds:
    """What a filter asks for: qualities (in canonical order), an optional kind, and the noun."""

    qualities: tuple[Quality, ...]
    kind: KindFilter | None
    noun: Noun
    span: Span = _span()
    # L-TXT-371: "an Attachment or Boost - Continuous card": a card of this kind too (after `kind` in the order of
    # `KindFilter`, and never a creature's)
    or_kind: KindFilter | None = None


class Bound(enum.Enum):
    OR_LESS = "less"
    OR_MORE = "more"


class LocationKind(enum.Enum):
    ON_YOUR_SIDE = "on your side of the field"
    ON_OPPONENTS_SIDE = "on your opponent's side of the field"
    ON_ANY_SIDE = "on any side of the field"
    YOU_CONTROL = "you control"
    OPPONENT_CONTROLS = "your opponent controls"


@frozen
class Location:
    kind: LocationKind
    span: Span = _span()


@frozen
class ThisCard:
    span: Span = _span()


@frozen
class StrengthThan:
    """``with more (less) Strength than this card``: compared with the card's own Strength (L-TXT-55, LR-47), or,
    ``underneath``, with the printed Strength of the card underneath it (L-TXT-97, LR-60), or, ``attached``, with
    the Strength of the creature an Attachment is attached to (L-TXT-223)."""

    bound: Bound  # OR_MORE: strictly more; OR_LESS: strictly less (or equal too, with ``or_equal``)
    span: Span = _span()
    underneath: bool = False  # "than the card underneath it": that card's printed Strength (L-TXT-97)
    attached: bool = False  # "than the attached creature": an Attachment's creature (L-TXT-223, LR-104)
    or_equal: bool = False  # "less than or equal to": an equal Strength matches too (L-TXT-97, L-TXT-329)
    # "than the sacrificed creature" ("sacrificed"), "than the discarded card" ("discarded"): the card this activated
    # ability's cost sacrificed or discarded, its Strength as it left the field or as printed (L-TXT-329)
    paid: str | None = None


@frozen
class StrengthBound:
    """``with N or less Strength``: a creature's Strength as it is when the filter is read."""

    amount: int
    bound: Bound
    span: Span = _span()


class StackRecordKind(enum.Enum):
    AT_LEAST = "at least"  # "with a card stacked underneath it", "with 2 or more cards stacked underneath it"
    NONE = "none"  # "with no cards stacked underneath it"
    ABILITY = "ability"  # "with a Stack ability": its card has an ability that needs stacked cards (Rule 9)


@frozen
class StackRecord:
    """What a filter asks of the cards stacked under a creature, or of its card's Stack ability (L-TXT-284)."""

    kind: StackRecordKind
    least: int = 0  # for AT_LEAST: how many cards at least (1 or more); 0 otherwise
    span: Span = _span()


@frozen
class Filtered:
    count: Count
    another: bool  # "another creature", "two other creatures": not this card
    kinds: Kinds
    location: Location | None
    strength: StrengthBound | StrengthThan | None = None
    span: Span = _span()
    recent: bool = False  # "played this turn": only cards that came onto the field this turn (L-TXT-47)
    attacking: bool = False  # "attacking": only the creature whose attack is under way (L-TXT-60)
    # "that attacked this turn" (True), "that has not attacked this turn" (False): only creatures that did,
    # or did not, attack since the turn began and they came onto the field (L-TXT-123).
    attacked: bool | None = None
    # With ``attacked`` True, "that attacked N times this turn" (N of 2 or more): only creatures that made N attacks
    # since the turn began and they came onto the field, or at least N (L-TXT-189, LR-93).
    attacks: int | None = None
    # "with the same name as this card" (True), "..., except a card named the same as this card" (False): only
    # cards whose name is (or is not) the name of the card with the text (L-TXT-247).
    named: bool | None = None
    # "with a card stacked underneath it", "with no cards stacked underneath it", "with a Stack ability" (L-TXT-284)
    stacked: StackRecord | None = None
    # "that was destroyed this turn" ("destroyed"), "... by battle this turn" ("battle"): in a Ruins, only cards whose
    # last leaving of the field this turn was their destruction (L-TXT-309)
    destroyed: str | None = None
    defending: bool = False  # "the attacked creature": only the creature the attack under way is made against (L-TXT-328)
    # "that was summoned during your opponent's last turn": only cards that came onto the field during that player's
    # most recent turn that has ended, and stayed (L-TXT-332)
    last_turn: Player | None = None
    won: bool = False  # "that destroyed a creature in battle this turn": only creatures that did (L-TXT-336)


@frozen
class AttachedCreature:
    """``the attached creature``: the creature the Attachment bearing the text is attached to."""

    span: Span = _span()


class RefKind(enum.Enum):
    IT = "it"
    THEM = "them"
    THAT = "that card"
    UNDERNEATH = "the card underneath"
    BATTLED = "the creature it battled"
    BATTLED_TURN = "the creature this card battled this turn"  # L-TXT-190, LR-94


@frozen
class Ref:
    """A reference back (L-TXT-39): the cards an earlier part of the same ability named.

    ``it``, ``them`` and ``that card`` name the cards of the nearest earlier effect that named
    any (or, before any, the card its trigger is about); ``the card underneath`` the card a
    Mutated Creature was summoned on top of; ``the creature it battled`` the other creature
    of the battle that set the ability off.
    """

    kind: RefKind
    span: Span = _span()


Target: TypeAlias = ThisCard | Filtered | AttachedCreature | Ref


class Moved(enum.Enum):
    SENT = "sent"
    DESTROYED = "destroyed"
    RETURNED = "returned"
    DISCARDED = "discarded"


@frozen
class ThisWay:
    """What ``for each card sent this way`` counts: the cards of ``kinds`` the effect before it moved (L-TXT-39)."""

    moved: Moved
    kinds: Kinds
    span: Span = _span()


@frozen
class Counted:
    """What ``for each`` counts: the cards on the field matching ``kinds`` (and ``location``)."""

    other: bool
    kinds: Kinds
    location: Location | None
    zone: Zone | None = None  # "for each Golem in your Ruins": the controller's hand, deck or Ruins instead
    opponents: bool = False  # "in your opponent's Ruins": the opponent's zone (L-TXT-69)
    span: Span = _span()
    theirs: bool = False  # "for each creature they control": counted for each player the effect names (L-TXT-114)
    # "for each creature you control that attacked this turn" (True), "... that has not attacked this turn" (False),
    # "... that attacked N times this turn" (True, N): only creatures that did so, as a filter's (L-TXT-189).
    attacked: bool | None = None
    attacks: int | None = None
    recent: bool = False  # "for each creature you control played this turn": only cards played this turn (L-TXT-181)
    # "for each other card with the same name you control": only cards named as the card with the text (L-TXT-247).
    named: bool | None = None
    # "for each creature destroyed (by battle) this turn": the cards destroyed this turn ("destroyed"), or by battle
    # ("battle"), off the field now, of either player, in place of those on the field (L-TXT-314)
    destroyed: str | None = None
    # L-TXT-324: with ``destroyed`` "battle", only the creatures its player controlled ("yours"), or only those the
    # creatures its player controlled destroyed ("by you")
    whose: str | None = None


@frozen
class StackedCount:
    """What ``for each card stacked underneath this card`` counts: the cards stacked under ``host`` now (L-TXT-80);
    ``underneath them`` after a group's change of Strength, each creature's own (L-TXT-301)."""

    host: ThisCard | AttachedCreature | Ref
    span: Span = _span()
    # "for each card underneath it", without "stacked": the card beneath a Mutated Creature counts too (L-TXT-337)
    with_host: bool = False


# -- conditions ---------------------------------------------------------------------


@frozen
class NoQuantity:
    span: Span = _span()


@frozen
class AtLeast:
    number: int
    span: Span = _span()


Quantity: TypeAlias = NoQuantity | AtLeast


@frozen
class ControlCondition:
    player: Player
    quantity: Quantity
    other: bool
    kinds: Kinds
    span: Span = _span()
    strength: StrengthBound | None = None  # "a creature with 6 or more Strength": only those counted (L-TXT-338)


@frozen
class LifeCondition:
    whose: Player  # YOU or YOUR_OPPONENT
    amount: int
    bound: Bound
    span: Span = _span()


@frozen
class TurnCondition:
    """``it is your turn``; written before an effect as ``During your turn,``."""

    whose: Player  # YOU or YOUR_OPPONENT
    span: Span = _span()


@frozen
class PhaseCondition:
    """``it is your Battle Phase``: that player's turn, in that phase; written before an effect as
    ``During your Battle Phase,`` (L-TXT-67)."""

    whose: Player  # YOU or YOUR_OPPONENT
    phase: Phase
    span: Span = _span()


@frozen
class WasCondition:
    """``it was a`` *kinds*: a card the ability named earlier is of these kinds, by its print (L-TXT-49).

    L-TXT-275: ``of``, the creature it battled in place of the cards named; ``strength``, ``it had N or more
    Strength``: the card's Strength on the field, or as it left it, in place of the kinds (then any creature).
    """

    kinds: Kinds
    span: Span = _span()
    of: Ref | None = None
    strength: StrengthBound | None = None
    # L-TXT-281: ``it was destroyed`` ("destroyed") or ``it was destroyed by battle`` ("battle"), in place of the kinds
    destroyed: str | None = None
    discarded: bool = False  # L-TXT-303: ``you discarded a`` *kinds*: the cards named are the discard's just before
    recent: bool = False  # L-TXT-312: ``it was played this turn``, in place of the kinds (then any card)
    # L-TXT-361: ``it was not destroyed`` (with ``destroyed``): the question answered no; ``present``: ``it is on the
    # field`` (True) or ``is not on the field`` (False) now, in place of the kinds (then any card)
    negated: bool = False
    present: bool | None = None


@frozen
class PlayedCondition:
    """``this card was played this turn``: it came onto the field this turn by being played (L-TXT-53)."""

    span: Span = _span()


@frozen
class SelfAttacked:
    """``this card attacked this turn`` (``done``) or ``this card has not attacked this turn``: whether it was declared
    as an attacker since the turn began and it came onto the field (L-TXT-139)."""

    done: bool
    span: Span = _span()
    times: int | None = None  # "this card attacked twice this turn": how many attacks, read as LR-93 reads them (L-TXT-378)


@frozen
class BattlingCondition:
    """``this card is battling a Large creature`` (L-TXT-270): an attack between ``subject`` and a creature ``which``
    names (any creature, when None) is under way, from its declaration until the battle is decided."""

    subject: ThisCard | AttachedCreature
    which: Filtered | None
    span: Span = _span()


@frozen
class StackCondition:
    """``this card has 2 or more cards stacked underneath it`` (L-TXT-339): the cards stacked under ``subject`` now
    are as ``record`` asks (L-TXT-284's record: at least N, or none)."""

    subject: ThisCard | AttachedCreature
    record: StackRecord
    span: Span = _span()


@frozen
class SelfBattled:
    """``this card battled this turn`` (``done``) or ``this card has not battled this turn``: whether it battled another
    creature, attacking or attacked, since the turn began and it came onto the field (L-TXT-190); with ``attacked``,
    ``this card was attacked this turn``: only a battle in which it was the creature attacked (L-TXT-294); with ``won``,
    ``this card destroyed a creature in battle this turn``: a battle of this turn that destroyed the other creature
    (L-TXT-355)."""

    done: bool
    span: Span = _span()
    attacked: bool = False
    won: bool = False


@frozen
class DoneCondition:
    """``you do``, in ``If you do,``: the effect before it in the ability was done (L-TXT-73).

    With ``done`` False, ``If you do not,`` (or ``If you cannot,``): it was not done (L-TXT-81).
    """

    done: bool = True
    span: Span = _span()


@frozen
class HandCondition:
    """``If you have no cards in your hand``, ``If your opponent has 2 or more Dragons in their hand`` (L-TXT-87); with
    ``zone`` the Ruins, ``If there are 5 or more creatures in your Ruins`` (L-TXT-256)."""

    player: Player
    quantity: Quantity
    kinds: Kinds
    span: Span = _span()
    zone: Zone = Zone.HAND


@frozen
class ComparedControl:
    """``your opponent controls more creatures than you`` (L-TXT-88): strictly more (``OR_MORE``) or fewer."""

    player: Player  # you or your opponent, counted against the other
    bound: Bound
    kinds: Kinds
    span: Span = _span()


@frozen
class AttackCondition:
    """``a creature your opponent controls attacks a Light creature you control`` (L-TXT-106), after ``Play this
    card only when``: an attack is under way whose attacker ``attacker`` names (any creature when None, as in
    ``a creature you control is attacked``) and whose defender ``defender`` names (any, when None), or, with
    ``direct``, whose defender is the Land Life of the player who would play the card."""

    attacker: Filtered | None
    defender: Filtered | None
    direct: bool = False
    span: Span = _span()


@frozen
class DestroyedCondition:
    """``a Sparrak creature you control is destroyed`` (L-TXT-344), after ``Play this card only when``: a creature
    ``creature`` names was destroyed (by battle, with ``battle``) since the game last asked at a main or battle
    moment, read at the moments right after it."""

    creature: Filtered
    battle: bool = False
    span: Span = _span()


@frozen
class EndangeredCondition:
    """``a creature you control would be destroyed by battle`` (L-TXT-349), after ``Play this card only when``: a
    creature ``creature`` names would be destroyed, as things stand, in the way ``event`` says (DESTROYED,
    DESTROYED_IN_BATTLE, DESTROYED_BY_ABILITY or DESTROYED_BY_BOOST): by the battle under way, or by an activation
    waiting on the chain."""

    creature: Filtered
    event: SelfEvent
    span: Span = _span()


class TurnAct(enum.Enum):
    SUMMONED = "summoned"
    PLAYED = "played"
    ATTACKED = "attacked"
    DESTROYED_IN_BATTLE = "destroyed by battle"  # a creature the player controlled then (L-TXT-217)
    DESTROYED = "destroyed"  # in any way: by an effect, by battle, for its Strength; controlled then (L-TXT-372)
    DESTROYED_A_CREATURE = "destroyed a creature in battle"  # with a creature the player controlled then (L-TXT-279)


@frozen
class DidThisTurn:
    """``you summoned a creature this turn``, ``you have not played a Boost card this turn``, ``none of your
    creatures attacked this turn`` (L-TXT-110): whether a player did it earlier in the current turn, with a
    card the kinds name (``done`` False: did not)."""

    player: Player  # YOU or YOUR_OPPONENT
    act: TurnAct
    kinds: Kinds
    done: bool = True
    span: Span = _span()


Condition: TypeAlias = (ControlCondition | LifeCondition | TurnCondition | WasCondition | PlayedCondition | PhaseCondition
                        | DoneCondition | HandCondition | ComparedControl | AttackCondition | DidThisTurn | SelfAttacked
                        | SelfBattled | BattlingCondition | StackCondition | DestroyedCondition | EndangeredCondition)


# -- effects ------------------------------------------------------------------------


@frozen
class Draw:
    count: int
    player: Player = Player.YOU  # who draws: "your opponent draws 1 card"
    span: Span = _span()


@frozen
class Search:
    wanted: Filtered
    span: Span = _span()


@frozen
class Destroy:
    target: Target
    span: Span = _span()


@frozen
class SendToRuins:
    target: Target
    span: Span = _span()


@frozen
class Sacrifice:
    target: Target
    span: Span = _span()


@frozen
class GainLife:
    amount: int
    span: Span = _span()
    player: Player = Player.YOU  # L-TXT-114: "each player gains N Land Life"; L-TXT-343: "your opponent gains"


@frozen
class LoseLife:
    player: Player
    amount: int
    span: Span = _span()


@frozen
class PayLife:
    player: Player
    amount: int
    span: Span = _span()


class HandOwner(enum.Enum):
    OWNERS = "its owner's"
    YOURS = "your"


@frozen
class ReturnToHand:
    target: Target
    hand: HandOwner
    span: Span = _span()
    from_ruins: bool = False  # "return it from your Ruins ...": only from its controller's Ruins (L-TXT-164)
    # "return it from the Ruins ..." (with from_ruins): from the Ruins it lies in, its owner's (LR-120)
    the_ruins: bool = False


@frozen
class UntilEndOfTurn:
    span: Span = _span()


@frozen
class WhileCondition:
    condition: Condition
    span: Span = _span()


@frozen
class Permanently:
    span: Span = _span()


@frozen
class UntilEndOfNextTurn:
    """Until the end of the controller's next turn: the next turn of theirs that starts after this one."""

    span: Span = _span()


@frozen
class UntilEndOfYourTurn:
    """Until the end of the controller's turn: this one if it is theirs, else their next (L-TXT-374)."""

    span: Span = _span()


@frozen
class UntilEndOfOpponentsTurn:
    """Until the end of the next turn of the controller's opponent (L-TXT-41)."""

    span: Span = _span()


@frozen
class UntilEndOfBattlePhase:
    """Until the end of the Battle Phase of the turn the effect happens in (L-TXT-102, LR-63)."""

    span: Span = _span()


@frozen
class UntilEndOfBattle:
    """Until the battle under way as the effect happens is decided, or its attack ends (L-TXT-138, LR-77)."""

    span: Span = _span()


Duration: TypeAlias = (
    UntilEndOfTurn | UntilEndOfNextTurn | UntilEndOfYourTurn | UntilEndOfOpponentsTurn | WhileCondition | Permanently
    | UntilEndOfBattlePhase | UntilEndOfBattle
)

# The durations counted from the moment a change is made: all but `while`. A static ability, which has no such
# moment, refuses them (L-TXT-13, L-TXT-41); a change said instead keeps one (L-TXT-320).
FROM_A_MOMENT = (UntilEndOfTurn, UntilEndOfNextTurn, UntilEndOfYourTurn, UntilEndOfOpponentsTurn, Permanently,
                 UntilEndOfBattlePhase, UntilEndOfBattle)


@frozen
class ModifyStrength:
    target: Target
    delta: int  # +N for "gains +N", -N for "loses N"
    # None when the text names no duration: a continuous effect for as long as its
    # source stays on the field, or a lasting change when a Boost resolves.
    duration: Duration | None
    span: Span = _span()


@frozen
class ExtraAttack:
    target: Target
    span: Span = _span()
    # "can attack this turn even if it has already attacked": one attack more only for a creature that has none
    # left this turn, read as the effect happens (L-TXT-249).
    again: bool = False


@frozen
class DirectAttack:
    target: Target
    span: Span = _span()
    duration: Duration | None = None  # given once: how long the permission lasts (L-TXT-369)


@frozen
class Negate:
    """Negates the playing of a card ``what`` names; with ``either``, of a card either filter names (L-TXT-128)."""

    what: Filtered
    span: Span = _span()
    either: Filtered | None = None
    ability: NegateAbility | None = None  # or an activation of an ability (L-TXT-278)
    aimed: Target | None = None  # "that targets" this: only an activation whose effects pick it (L-TXT-299, LR-128)
    destroying: bool = False  # ``aimed`` said with "that would destroy": whose effects would destroy it (L-TXT-348)


@frozen
class NegateAbility:
    """Negates an activation of an ability (not the playing of a card); ``of``: whose ability, when said."""

    of: Filtered | None
    span: Span = _span()
    aimed: Target | None = None  # "that targets" this: only an activation whose effects pick it (L-TXT-299, LR-128)
    destroying: bool = False  # ``aimed`` said with "that would destroy": whose effects would destroy it (L-TXT-348)


@frozen
class NegateAttack:
    """Ends the attack under way without a battle (L-TXT-304, LR-129); ``of``: only an attack by a creature it
    names. The attacker is the card it names, for a later ``it``."""

    of: Filtered | None
    span: Span = _span()


@frozen
class EndBattlePhase:
    """``End the Battle Phase.`` (L-TXT-359, LR-131): in a Battle Phase, the attack under way ends without a battle
    and its turn player declares no more attacks in it; outside one, nothing."""

    span: Span = _span()


@frozen
class NegateNamedAbility:
    """Negates an activation of an ability of the card ``whose`` names as the effect happens: this card, the
    attached creature, or cards named back (L-TXT-240)."""

    whose: ThisCard | AttachedCreature | Ref
    span: Span = _span()


@frozen
class NegateTriggering:
    """``negate that activation`` (or ``negate it``): the activation that set off its trigger (L-TXT-156)."""

    span: Span = _span()


@frozen
class AttackLimit:
    """``can attack twice per turn``: the named creatures may attack ``times`` times each turn."""

    target: Target
    times: int
    span: Span = _span()
    duration: Duration | None = None  # L-TXT-305: for a time, as a one-off effect; else until the creature leaves


@frozen
class ReturnFromRuins:
    wanted: Filtered
    span: Span = _span()


@frozen
class Discard:
    count: int
    player: Player = Player.YOU  # who discards: "your opponent discards 1 card"
    span: Span = _span()
    random: bool = False  # "at random": the cards are drawn by the game's generator (L-TXT-31)
    up_to: bool = False  # "up to": the discarder chooses how many, from none to ``count`` (L-TXT-70)
    kinds: Kinds | None = None  # only cards of these kinds, by their print (L-TXT-303)
    any_number: bool = False  # "any number of": none to all those cards, ``count`` 0 (L-TXT-303)
    # L-TXT-381: "your opponent reveals their hand, ... choose ... from it": the hand shown, the controller picks
    revealed: bool = False


@frozen
class PutInDeck:
    target: Target
    top: bool  # on top of the owner's deck, or on the bottom
    span: Span = _span()


@frozen
class PutFromRuins:
    """``put it from the Ruins on top of its owner's deck`` (L-TXT-375): each card named back that lies in a Ruins
    when the effect happens goes to its owner's deck; ``the_ruins``: "the Ruins", the one LR-120 names, else the
    ability's controller's ("your Ruins")."""

    target: Ref
    top: bool
    span: Span = _span()
    the_ruins: bool = True


@frozen
class SummonMoved:
    """``summon the card underneath it`` ``instead of sending it to the Ruins`` (L-TXT-231): as the one effect of a
    Mutated Creature's ``When this card leaves the field``, the card underneath is summoned with no price where it
    would have gone to the Ruins (LR-108). Only a `FollowReplacement` or `InsteadOfRuins` holds one."""

    target: Target
    span: Span = _span()


@frozen
class StackMoved:
    """``stack that creature underneath this card`` (or ``the attached creature``) ``instead of sending it to the
    Ruins`` (L-TXT-319): the creature destroyed in battle stacked under the creature that destroyed it."""

    target: Target
    host: ThisCard | AttachedCreature
    span: Span = _span()


@frozen
class InsteadOfRuins:
    """*move* ``instead of sending it to the Ruins`` (L-TXT-165): right after a negation, the negated card goes
    where ``moved`` says in place of the Ruins the negation sends it to (LR-84); as the one effect of a leaving
    trigger, L-TXT-63's follow replacement (the builder makes that a `FollowReplacement`)."""

    moved: PutInDeck | ReturnToHand | SummonMoved | StackMoved  # a summon: L-TXT-231, a stack: L-TXT-319
    span: Span = _span()


@frozen
class Attach:
    to: Filtered
    span: Span = _span()


@frozen
class MoveAttachment:
    """``move this card to`` *filter*, said on an Attachment: it leaves its creature for one the filter names (L-TXT-379)."""

    to: Filtered
    span: Span = _span()


@frozen
class RemoveAttachment:
    attachment: Filtered
    host: Filtered
    span: Span = _span()


class Act(enum.Enum):
    ATTACK = "attack"
    BE_DESTROYED = "be destroyed"
    BE_DESTROYED_BY_BATTLE = "be destroyed by battle"
    BE_NEGATED = "be negated"
    ACTIVATE_LAND_ABILITIES = "activate Land abilities"
    BE_SENT_TO_RUINS = "be sent to the Ruins"
    DRAW_CARDS = "draw cards"
    GAIN_LAND_LIFE = "gain Land Life"
    ACTIVATE_ABILITIES = "activate abilities"
    ATTACK_DIRECTLY = "attack your opponent's Land Life directly"  # L-TXT-62
    BE_SACRIFICED = "be sacrificed"  # L-TXT-144
    ABILITIES_NEGATED = "have its abilities negated"  # L-TXT-184: the activations of its abilities
    BE_SUMMONED = "be summoned"  # L-TXT-317: a card an effect named, by its playing or by an effect
    LOSE_ABILITIES = "lose its abilities"  # L-TXT-352: its abilities out of force, printed "loses its abilities"


@frozen
class PlayAct:
    kinds: Kinds
    span: Span = _span()


@frozen
class SimpleAct:
    act: Act
    span: Span = _span()
    # "attack your Land Life directly": ATTACK_DIRECTLY written from the side of the opponent's creatures (L-TXT-129).
    yours: bool = False


@frozen
class TargetedAct:
    """``be targeted`` (``by`` *whose* *kind* ``cards``): effects that pick cards may not pick it (L-TXT-58, LR-49)."""

    kind: KindFilter | None  # only effects of cards of this kind (None: of any card)
    opponents: bool  # only effects of cards the opponent of the card's controller controls
    span: Span = _span()


@frozen
class DestroyedByAct:
    """``be destroyed by`` (*whose*) *kind* ``cards``: no effect of such a card destroys it (L-TXT-61)."""

    kind: KindFilter | None  # only effects of cards of this kind (None: of any card)
    opponents: bool  # only effects of cards the opponent of the card's controller controls
    span: Span = _span()


@frozen
class AffectedByAct:
    """``be affected by`` (*whose*) *kind* ``cards``: no effect of such a card does anything to it, picked or not
    (L-TXT-376, LR-135)."""

    kind: KindFilter | None  # only effects of cards of this kind (None: of any card)
    opponents: bool  # only effects of cards the opponent of the card's controller controls
    span: Span = _span()


@frozen
class BattleWithAct:
    """``be destroyed by battle with`` *filter*: no battle with a creature the filter names destroys it (L-TXT-297)."""

    foe: Filtered
    span: Span = _span()


@frozen
class AttackCardAct:
    """``attack this card`` (``the attached creature``): no attack may be declared on that creature (L-TXT-341); or on
    any of the creatures a filter names (L-TXT-360)."""

    defender: ThisCard | AttachedCreature | Filtered
    span: Span = _span()


@frozen
class Prohibition:
    subject: Target | Player
    act: SimpleAct | PlayAct | TargetedAct | DestroyedByAct | AffectedByAct | BattleWithAct | AttackCardAct
    # L-TXT-41: how long a prohibition made by a one-off effect lasts (None: as L-TXT-15 says).
    duration: Duration | None = None
    span: Span = _span()


@frozen
class Conditional:
    condition: Condition
    effect: Effect
    span: Span = _span()


@frozen
class OrInstead:
    """``Draw 1 card. If you control a Water creature, draw 2 cards instead.`` (L-TXT-269): ``effect``, unless
    ``condition`` holds when its turn comes, and then ``instead`` in its place."""

    effect: Effect
    condition: Condition
    instead: Effect
    # L-TXT-320: the cards the first effect picks by this filter, picked before the condition is read, which names
    # them back; the first effect then names them as ``it`` (its ``target``). None: L-TXT-269's plain pair.
    picked: Filtered | None = None
    span: Span = _span()


@frozen
class DieOutcome:
    low: int
    high: int
    effects: tuple[Effect, ...]
    span: Span = _span()


@frozen
class DieRoll:
    outcomes: tuple[DieOutcome, ...]
    span: Span = _span()


@frozen
class ForEach:
    """An amount scaled: ``effect``'s number (cards, Land Life or Strength) times the cards counted."""

    effect: Draw | GainLife | LoseLife | ModifyStrength | Discard  # a discard: L-TXT-298
    per: Counted | ThisWay | StackedCount
    span: Span = _span()
    cap: int | None = None  # "..., up to a maximum of +5": the scaled amount's size at most this (L-TXT-273)
    more: int = 0  # "..., plus 1 more": added to the scaled number of cards or Land Life (L-TXT-318)


@frozen
class Optional:
    """``you may`` *effect*: the controller decides, when it would happen, whether it does."""

    effect: Effect
    span: Span = _span()


@frozen
class ChoiceOption:
    effects: tuple[Effect, ...]
    span: Span = _span()


@frozen
class ChooseOne:
    """``choose one -`` options: the controller picks one option as the effect happens."""

    options: tuple[ChoiceOption, ...]
    span: Span = _span()


@frozen
class DoubleStrength:
    """``double the Strength of`` *target*: raised by the Strength it has as the effect happens (L-TXT-43)."""

    target: Target
    duration: Duration | None
    span: Span = _span()
    # L-TXT-207: "this card's Strength is doubled", a state: a sentence of a creature's own holds it while it is there.
    doubled: bool = False


@frozen
class Mill:
    """``send the top N cards of your deck to the Ruins`` (L-TXT-44)."""

    player: Player
    count: int
    span: Span = _span()


class LookRest(enum.Enum):
    BACK = "back in any order"  # all of them go back on top, in an order the player picks
    BOTTOM = "on the bottom of your deck"
    BOTTOM_ORDER = "on the bottom of your deck in any order"
    TOP = "back on top in any order"
    RUINS = "in the Ruins"
    MAY_BOTTOM = "may bottom"  # "then you may put it on the bottom of your deck": the controller chooses (L-TXT-71)
    ALL_BOTTOM = "all bottom"  # "then put it (them) on the bottom of your deck": none kept (L-TXT-71)
    # L-TXT-111: each card back on top or on the bottom, as the controller chooses; the top ones in an order
    # the controller picks, the bottom ones in the order they were (SPLIT) or in one they pick (SPLIT_ORDER).
    SPLIT = "any number on top, the rest on the bottom"
    SPLIT_ORDER = "on top or on the bottom in any order"
    # L-TXT-155: any number sent to the Ruins, as the controller chooses; the others back on top in an order they pick.
    SPLIT_RUINS = "any number in the Ruins, the rest back on top in any order"
    # L-TXT-364: the rest put into the deck, which is then shuffled
    SHUFFLE = "shuffled into your deck"


@frozen
class LookAtTop:
    """``look at the top N cards of your deck``, then keep some and put the rest somewhere (L-TXT-44)."""

    count: int
    keep: int  # how many go to the hand (0 with LookRest.BACK)
    rest: LookRest
    span: Span = _span()
    # L-TXT-111: how many of those not kept go back on top before the rest go where ``rest`` says,
    on_top: int = 0
    # whether the controller may keep fewer than ``keep`` ("up to 2 of them"),
    up_to: bool = False
    # and which looked-at cards may be kept ("2 Creature cards from among them"); None: any.
    wanted: Kinds | None = None
    # L-TXT-197: whose deck is looked at: the controller's, or their opponent's (then none is kept).
    owner: Player = Player.YOU


class Rounding(enum.Enum):
    """Which way half of an odd Strength is made whole (L-TXT-206)."""

    DOWN = "rounded down"
    UP = "rounded up"


@frozen
class LifeEqual:
    """``gain Land Life equal to the Strength of`` *target* (or *player* ``loses``) (L-TXT-230); ``times`` 2 for
    ``double the Strength of``, ``halved`` for ``half the Strength of ..., rounded down`` (L-TXT-206)."""

    player: Player
    gain: bool
    of: Target
    span: Span = _span()
    times: int = 1
    halved: bool = False
    rounding: Rounding | None = None  # None with halved: unsaid, which the meaning pass refuses


@frozen
class PutFromZone:
    """``put N cards from your hand (or Ruins) on top of (or on the bottom of) your deck`` (L-TXT-31)."""

    wanted: Filtered
    zone: Zone
    top: bool
    span: Span = _span()
    player: Player = Player.YOU  # L-TXT-380: "your opponent puts ... from their hand ...": theirs, picked by them


@frozen
class ShuffleDeck:
    span: Span = _span()


@frozen
class ShuffleRuins:
    """``shuffle your Ruins into your deck``, or only the cards ``wanted`` picked from it (L-TXT-50)."""

    wanted: Filtered | None
    span: Span = _span()


@frozen
class RuinsToField:
    """``return`` *filter* ``from your Ruins to the field``: creatures moved, not played (L-TXT-52, LR-46)."""

    wanted: Filtered
    span: Span = _span()


@frozen
class SummonFrom:
    """``summon`` *filter* ``from your Ruins`` (or ``hand``) ``without paying its cost`` (L-TXT-118, LR-68)."""

    wanted: Filtered
    zone: Zone
    span: Span = _span()


@frozen
class CardDiscount:
    """``that card requires 2 less Land Life to summon this turn`` (L-TXT-342): summoning the Creature cards an
    earlier effect named requires ``amount`` less Land Life until the turn ends."""

    target: Ref
    amount: int
    span: Span = _span()


@frozen
class SummonNamed:
    """``summon it without paying its cost``: the creature cards an earlier effect named, from their player's hand or
    Ruins, at once; with ``this turn``, summoned from the hand when that player chooses, until the turn ends
    (L-TXT-296, LR-127). With ``this turn`` summoning it is the player's choice already, so ``you may`` before it
    changes nothing and leaves no trace in the tree."""

    target: Ref
    this_turn: bool
    span: Span = _span()


@frozen
class ThatMuch:
    """*player* ``gains`` (``loses``) ``that much Land Life``: the amount a life replacement replaces (L-TXT-59)."""

    player: Player | None  # None: "they", the player who would have gained
    gain: bool
    times: int = 1  # 2: "twice that much" (L-TXT-68)
    span: Span = _span()


@frozen
class StackLater:
    """``stack N cards from your`` *zone* ``underneath this card`` on the field (L-TXT-45), or underneath a
    creature a filter names, picked as the effect happens (L-TXT-149)."""

    count: int
    source: Zone
    host: ThisCard | AttachedCreature | Filtered | Ref  # Ref: the card named back (L-TXT-277)
    span: Span = _span()
    top: bool = False  # "stack the top card of your deck": the deck's top cards, no choice, no shuffle (L-TXT-115)
    up_to: bool = False  # "stack up to N cards": none to N, as the controller picks (L-TXT-300)
    kinds: Kinds | None = None  # "stack 1 creature from your Ruins": only cards of these kinds, by print (L-TXT-308)


@frozen
class StackNamed:
    """``stack`` *reference* ``underneath this card``: the cards named back, from their owners' Ruins (L-TXT-150);
    under one creature a filter picks (L-TXT-321)."""

    named: Ref
    host: ThisCard | AttachedCreature | Filtered
    span: Span = _span()


@frozen
class SendStacked:
    """``send N cards stacked underneath this card to the Ruins``: the controller picks them (L-TXT-81)."""

    count: Count
    host: ThisCard | AttachedCreature | Filtered  # Filtered: under every creature it names (L-TXT-280)
    span: Span = _span()


@frozen
class TakeControl:
    """``take control of`` *target*: it moves to the controller's side until the duration ends (L-TXT-46)."""

    target: Target
    duration: Duration | None
    span: Span = _span()


@frozen
class UnderStrength:
    """``This card's Strength is double the Strength of the card underneath.`` (``sets``) and ``This card gains
    Strength equal to the Strength of the card underneath.``: a Mutated Creature's static Strength read from the
    printed Strength of the card underneath it, ``times`` 1 or 2 (L-TXT-96, LR-60)."""

    target: Target  # the card itself; the meaning pass refuses any other
    times: int
    sets: bool
    span: Span = _span()
    halved: bool = False  # L-TXT-206: half the printed Strength, rounded as written
    rounding: Rounding | None = None


class DelayedMoment(enum.Enum):
    """When a delayed effect happens (L-TXT-122)."""

    END_OF_TURN = "at the end of the turn"
    END_OF_BATTLE_PHASE = "at the end of the Battle Phase"
    START_OF_NEXT_TURN = "at the start of your next turn"
    END_OF_NEXT_TURN = "at the end of your next turn"  # L-TXT-262
    START_OF_NEXT_END_PHASE = "at the start of your next End Phase"  # L-TXT-325
    START_OF_END_PHASE = "at the start of the End Phase"  # L-TXT-357: of the turn it is set up in, whoever's
    # L-TXT-161: a phase of the controller's, the next time it starts or ends after the effects were set up.
    START_OF_YOUR_DRAW_PHASE = "at the start of your Draw Phase"
    START_OF_YOUR_BOOST_PHASE = "at the start of your Boost Phase"
    START_OF_YOUR_BATTLE_PHASE = "at the start of your Battle Phase"
    START_OF_YOUR_END_PHASE = "at the start of your End Phase"
    END_OF_YOUR_DRAW_PHASE = "at the end of your Draw Phase"
    END_OF_YOUR_BOOST_PHASE = "at the end of your Boost Phase"
    END_OF_YOUR_BATTLE_PHASE = "at the end of your Battle Phase"
    END_OF_YOUR_END_PHASE = "at the end of your End Phase"
    # L-TXT-291: not a moment but a watch, for the rest of the turn, on the creature the effects before named: each
    # time it destroys a creature in battle, or when it is destroyed.
    IT_DESTROYS_IN_BATTLE = "if it destroys a creature in battle this turn"
    IT_IS_DESTROYED = "if it is destroyed this turn"


# L-TXT-291's watches: set up like a delayed effect, they happen at each such event of the rest of the turn.
WATCHES = frozenset({DelayedMoment.IT_DESTROYS_IN_BATTLE, DelayedMoment.IT_IS_DESTROYED})


@frozen
class Delayed:
    """A sentence opened by a moment to come (``At the end of the turn, destroy that creature.``) after an
    ability's effects: the effect before it sets up ``effects`` to happen once, at ``moment`` (L-TXT-122, LR-70).
    It stands last among its ability's effects, where the reader puts it."""

    moment: DelayedMoment
    effects: tuple[Effect, ...]
    span: Span = _span()


Effect: TypeAlias = (
    Draw | Search | Destroy | SendToRuins | Sacrifice | GainLife | LoseLife | PayLife | ReturnToHand
    | ModifyStrength | ExtraAttack | DirectAttack | Negate | Attach | MoveAttachment | RemoveAttachment | Prohibition
    | Conditional | DieRoll | ReturnFromRuins | Discard | PutInDeck | PutFromRuins | AttackLimit | NegateAbility | NegateTriggering
    | NegateNamedAbility | ForEach | Optional | ChooseOne | DoubleStrength | Mill | LookAtTop | ShuffleDeck | StackLater | StackNamed | TakeControl
    | PutFromZone | LifeEqual | ShuffleRuins | RuinsToField | ThatMuch | SendStacked | UnderStrength | SummonFrom | SummonNamed | Delayed
    | InsteadOfRuins | OrInstead | NegateAttack | CardDiscount | EndBattlePhase
)


# -- abilities ------------------------------------------------------------------------


@frozen
class PayCost:
    amount: int
    span: Span = _span()


@frozen
class SacrificeCost:
    target: Target
    span: Span = _span()


@frozen
class DiscardCost:
    """``discard N cards``; with ``kinds``, ``send N`` *kinds* ``from your hand to the Ruins``: only cards of those
    kinds are discarded (L-TXT-258)."""

    count: int
    span: Span = _span()
    kinds: Kinds | None = None


@frozen
class UnstackCost:
    """``send N cards stacked underneath this card to the Ruins`` as a cost (L-TXT-81)."""

    count: int
    host: ThisCard | AttachedCreature
    span: Span = _span()


Cost: TypeAlias = PayCost | SacrificeCost | DiscardCost | UnstackCost


class SelfEvent(enum.Enum):
    PLAYED = "is played"
    DESTROYED = "is destroyed"
    SENT_TO_RUINS = "is sent to the Ruins"
    ATTACKS = "attacks"
    ATTACKS_DIRECTLY = "attacks your opponent's Land Life directly"  # L-TXT-310
    ATTACKED = "is attacked"
    SUMMONED = "is summoned"
    LEAVES_FIELD = "leaves the field"
    DESTROYS_IN_BATTLE = "destroys a creature in battle"
    BATTLES = "battles"
    DESTROYED_IN_BATTLE = "is destroyed in battle"
    DESTROYED_BY_ABILITY = "is destroyed by a card ability"  # a replacement's (L-TXT-75) and a trigger's (L-TXT-354)
    DESTROYED_BY_BOOST = "is destroyed by a Boost card's effect"  # a replacement's (L-TXT-112) and a trigger's (L-TXT-354)
    DISCARDED = "is discarded"  # from the hand, by a discard (L-TXT-86)


@frozen
class SelfTrigger:
    event: SelfEvent
    span: Span = _span()


@frozen
class CreatureDestroyed:
    which: Filtered
    span: Span = _span()


class Phase(enum.Enum):
    DRAW = "Draw"
    BOOST = "Boost"
    BATTLE = "Battle"
    END = "End"


@frozen
class PhaseStart:
    each: bool  # "each" phase, or only "your" phase
    phase: Phase
    opponents: bool = False  # only "your opponent's" phase (L-TXT-29)
    span: Span = _span()
    # "each player's" phase, ", that player ...": the player whose phase it is does the effects, "you" in them (L-TXT-216)
    turn_player: bool = False


@frozen
class PhaseEnd:
    each: bool
    phase: Phase
    opponents: bool = False
    span: Span = _span()
    turn_player: bool = False  # as PhaseStart's (L-TXT-216)


@frozen
class AttacksFiltered:
    """``When this creature attacks`` (or ``battles``) *filter*: only a creature the filter names (L-TXT-40)."""

    which: Filtered
    span: Span = _span()
    battles: bool = False  # "battles": the other creature of a battle, attacking or attacked


@frozen
class BattleDestroys:
    """``When`` *this card* / *filter* ``destroys`` *filter* ``in battle`` (L-TXT-56): once per creature destroyed.

    ``When this card is destroyed in battle by`` *filter* (L-TXT-222) is the destroyer filtered and this card
    destroyed."""

    destroyer: ThisCard | Filtered | AttachedCreature  # the attached creature: L-TXT-66
    destroyed: Filtered | ThisCard  # this card: L-TXT-222, only with a filtered destroyer
    span: Span = _span()


@frozen
class CreatureSummoned:
    """``When`` *filter* ``is summoned`` (L-TXT-85): once for each creature summoned that the filter names.

    ``Whenever you summon`` *filter* and ``Whenever your opponent summons`` *filter* are the same tree, the
    summoner's side written as the filter's place.
    """

    which: Filtered
    span: Span = _span()


@frozen
class AttachedTrigger:
    """``When the attached creature`` *event* (L-TXT-101): an Attachment's trigger on what happens to its creature.

    ``which``: the creature attacked (or battled) that the filter names, for ``attacks`` / ``battles`` *filter*;
    None for any other event, and for those two with no filter.
    """

    event: SelfEvent
    which: Filtered | None = None
    span: Span = _span()


@frozen
class AbilityActivated:
    """``When`` *player* ``activates an ability of`` *filter* (L-TXT-156): an activated ability's activation made.

    ``which``: the card whose ability it is; its place is who made the activation, as a negation's place words
    name it (LR-58): ``your opponent`` is the opponent's side, ``you`` yours, ``a player`` either.
    """

    which: Filtered
    span: Span = _span()


@frozen
class CardPlayed:
    """``When`` *player* ``plays`` *filter* (L-TXT-214, LR-101): the playing of a card the filter names, resolved.

    ``which``: the card played; its place is who played it, as for a summoning (L-TXT-85): ``your opponent`` is
    the opponent's side, ``you`` yours, ``a player`` either.
    """

    which: Filtered
    span: Span = _span()


@frozen
class CardLeaves:
    """``When`` *filter* ``leaves the field`` (L-TXT-271): once for each card the filter names that leaves the
    field, by any way, judged as it stood just before it left."""

    which: Filtered
    span: Span = _span()


@frozen
class CreatureAttacks:
    """``When`` *filter* ``attacks`` (L-TXT-274): once for each attack declared by a creature the filter names,
    judged as the attack is declared."""

    which: Filtered
    span: Span = _span()
    target: Filtered | None = None  # "When <filter> attacks <filter>": only an attack on a creature it names (L-TXT-316)


Trigger: TypeAlias = (
    SelfTrigger | CreatureDestroyed | PhaseStart | PhaseEnd | AttacksFiltered | BattleDestroys | CreatureSummoned
    | AttachedTrigger | AbilityActivated | CardPlayed | CardLeaves | CreatureAttacks
)


@frozen
class Sentence:
    """A sentence on its own: a static ability, or what a Boost does when it resolves."""

    effects: tuple[Effect, ...]
    span: Span = _span()


@frozen
class Activated:
    once_per_turn: bool
    costs: tuple[Cost, ...]
    effects: tuple[Effect, ...]
    span: Span = _span()
    # L-TXT-370: the only turn, or phase of a turn, in which the ability may be activated ("During your Boost
    # Phase, you may pay ... to ..."); None: the moments the rules give every ability
    during: TurnCondition | PhaseCondition | None = None


@frozen
class Triggered:
    trigger: Trigger
    effects: tuple[Effect, ...]
    span: Span = _span()
    once_per_turn: bool = False  # "Once per turn, when ...": at most once a turn (L-TXT-64)
    during: TurnCondition | PhaseCondition | None = None  # L-TXT-370: watched only in that turn or phase


@frozen
class StackRequirement:
    count: int
    source: Zone
    span: Span = _span()


@frozen
class SummonRequirement:
    """``Summon this card on top of`` *host*: with ``costs``, ``... and`` *costs*, paid as it is played (L-TXT-258)."""

    host: Filtered
    span: Span = _span()
    costs: tuple[Cost, ...] = ()


@frozen
class CopyLimit:
    """``you may include up to N copies of this card in your deck``: the card's own copy limit (Rule 1); with
    ``kinds``, ``... of each`` *kinds* ``in your deck``: the limit of every card of those kinds (L-TXT-145, LR-80).
    With ``unlimited``, ``any number of copies``: no limit at all, and ``count`` is 0 (L-TXT-248)."""

    count: int
    span: Span = _span()
    kinds: Kinds | None = None
    unlimited: bool = False


@frozen
class FieldLimit:
    """``you can control up to N Large creatures``: how many cards of the kinds the card's controller may control
    while it is on the field (L-TXT-263; the meaning pass admits only L-SUM-7's Large creatures)."""

    count: int
    kinds: Kinds
    span: Span = _span()


@frozen
class HoldLimit:
    """``you may include up to N Large creatures in your deck``: how many cards of the kinds a deck holding this
    card may hold (L-TXT-255; the meaning pass admits only L-DCK-3's Large creatures)."""

    count: int
    kinds: Kinds
    span: Span = _span()


@frozen
class SummonDiscount:
    """``summoning this card requires N less Land Life``: its size cost paid in Land Life is N lower.

    With a condition ("If you control a Dragon, ...") only while it holds; with a ``for each``
    count, N times the count (L-TXT-32), both read as the cost is worked out.
    """

    amount: int
    condition: Condition | None = None
    # "this way" and the cards stacked are read only to be refused: a discount has no earlier effect, and a card
    # in the hand nothing stacked under it
    per: Counted | ThisWay | StackedCount | None = None
    # "Light creatures you control require 1 less Land Life to summon": not this card's summoning, but that of
    # its controller's creatures of these kinds while it is on the field (L-TXT-72).
    others: Kinds | None = None
    span: Span = _span()


@frozen
class SummonCost:
    """A card on the field changes the Land Life its controller (or ``whose`` player, L-TXT-356) pays to summon
    creatures of ``kinds`` (L-TXT-134).

    ``more`` False: that Land Life is ``amount`` (``by paying 2 Land Life instead of 4``; ``without paying Land
    Life`` is 0, with no ``instead_of``); True: it is ``amount`` more (``cost 1 additional Land Life``).
    """

    kinds: Kinds
    amount: int
    more: bool
    # "instead of 4": the size's own Land Life cost, said again (the meaning pass checks it)
    instead_of: int | None = None
    span: Span = _span()
    # L-TXT-356: whose summonings it changes ("Each player may summon ...", "Your opponent may summon ...")
    whose: Player = Player.YOU


@frozen
class OwnSummonCost:
    """``You may summon this card by paying N Land Life instead of its normal cost.`` (L-TXT-173): the Land Life
    paid for this creature's summoning is N, or its size's own when that is lower; a sacrifice stays open."""

    amount: int
    span: Span = _span()
    condition: Condition | None = None  # "If <condition>, you may summon this card ...": only while it holds (L-TXT-351)
    normal: int | None = None  # "instead of N Land Life": the size's own cost said again, checked by the card loader


@frozen
class SummonSacrifice:
    """``You may summon this card by sacrificing one Small creature you control.`` (L-TXT-267): one creature the
    filter names, sacrificed, pays for the summoning of this creature (``summoned`` None) or of each creature of
    ``summoned`` its controller summons while the card stands, beside the ways its size allows."""

    summoned: Kinds | None
    victim: Filtered
    span: Span = _span()


class TimingAct(enum.Enum):
    PLAY = "play this card"
    ACTIVATE = "activate this card's abilities"


@frozen
class AnyTurn:
    """``you may play this card`` (or ``activate this card's abilities``) ``during your opponent's turn``."""

    act: TimingAct
    # Only the card itself may say it; another subject read in "... can be played during ..." is
    # kept here so that the meaning pass can refuse it (None: this card).
    subject: Target | None = None
    span: Span = _span()
    phase: Phase | None = None  # L-TXT-370: only that phase of the opponent's turn (None: the whole turn)


@frozen
class ResponseBan:
    """*player* ``cannot play`` *kinds* ``in response to this card.`` (L-TXT-315, LR-130): while this card's playing
    waits to resolve, that player plays no card of the kinds."""

    player: Player
    kinds: Kinds
    span: Span = _span()


@frozen
class PlayInPhase:
    """``you may play this card during your`` *phase* ``Phase`` (L-TXT-365): a phase of its player's own turn in
    which the card may be played too, at the main moments there, as its kind may in the Boost Phase."""

    phase: Phase
    span: Span = _span()


@frozen
class ActivateInPhase:
    """``you may activate this card's abilities during your`` *phase* ``Phase`` (L-TXT-377): a phase of its player's
    own turn in which its abilities whose time is narrower (a Land's once-per-turn ones, an ability's own time,
    L-TXT-370) may be activated too, at the main moments there."""

    phase: Phase
    span: Span = _span()


@frozen
class OnlyDuring:
    """``play this card only during your`` (or ``your opponent's``, L-TXT-51) *phase* ``Phase``, or ``turn`` (L-TXT-65)."""

    phase: Phase | None  # None: any phase of that turn (L-TXT-65)
    opponents: bool = False  # in that phase of the opponent's turn
    span: Span = _span()
    either: bool = False  # in that phase of either player's turn (L-TXT-307)


@frozen
class StackedAbility:
    """An ability printed with the stack note: it works only while ``count`` cards are stacked.

    Unlike `StackRequirement`, the note governs this one ability, and its cards come
    from the hand (ruling LR-19).
    """

    ability: Stackable
    count: int
    span: Span = _span()
    name: str | None = None  # L-TXT-313: the ability's own name, in lower case, in the label's "Ability" place

    @property
    def effects(self) -> tuple[Effect, ...]:
        """The wrapped ability's effects, so that a walk over every ability's effects sees them."""
        return self.ability.effects


@frozen
class Replacement:
    """``If this card would`` *event* ``,`` *effects* ``instead.`` (L-TXT-42); a filter as subject (L-TXT-75)."""

    subject: ThisCard | AttachedCreature | Filtered  # a filter watches each card it names (L-TXT-75)
    event: SelfEvent  # DESTROYED, DESTROYED_IN_BATTLE, DESTROYED_BY_ABILITY, SENT_TO_RUINS or LEAVES_FIELD
    effects: tuple[Effect, ...]
    span: Span = _span()
    # "This turn, if ...": a Boost's, for the rest of the turn it resolves in (L-TXT-76); any other duration is
    # read, and refused by the meaning pass.
    duration: Duration | None = None
    # "... would be destroyed by battle with" *filter*: only a battle with a creature it names (L-TXT-297).
    against: Filtered | None = None
    once: bool = False  # "Once per turn, if ...": it takes an event's place at most once a turn (L-TXT-326)
    # "<effects> instead." after "Play this card only when <creature> would be destroyed": it watches only the
    # creature the card was played on, for the rest of the turn (L-TXT-349); ``subject`` is the condition's filter.
    played_on: bool = False


@frozen
class FollowReplacement:
    """``When`` *leaver* ``leaves the field, return`` *card* ``to your hand instead of sending it to the Ruins.`` (L-TXT-63).

    The card that would go to the Ruins with the leaver, the card underneath a Mutated Creature or
    an Attachment with its creature, goes to a hand instead.
    """

    trigger: Trigger | None  # None: "When the attached creature leaves the field"; the meaning pass
    # accepts no other trigger than "When this card leaves the field" and, for the creature this card destroys
    # in battle, "When this card destroys a creature in battle" (L-TXT-166; the others are kept to be refused)
    moved: ReturnToHand | PutInDeck | SummonMoved | StackMoved  # SummonMoved: L-TXT-231; StackMoved: L-TXT-319
    span: Span = _span()
    # "you may ...": the controller is asked, the card set aside while they answer (L-TXT-198, LR-95)
    optional: bool = False


@frozen
class OnlyIf:
    """``Play this card only if`` *condition* (L-TXT-88): playable only while it holds for its player."""

    condition: Condition
    span: Span = _span()


CardRule: TypeAlias = (CopyLimit | HoldLimit | FieldLimit | SummonDiscount | SummonCost | OwnSummonCost | SummonSacrifice
                       | AnyTurn | PlayInPhase | ActivateInPhase | OnlyDuring | OnlyIf | ResponseBan)
"""Abilities that change a rule of the game for this card alone, wherever the card is."""

@frozen
class LifeReplacement:
    """``If`` *player* ``would gain Land Life,`` *effects* ``instead.`` (L-TXT-59, LR-50)."""

    player: Player
    effects: tuple[Effect, ...]
    span: Span = _span()
    this_turn: bool = False  # "This turn, if ...": a Boost's, for the rest of the turn it resolves in (L-TXT-358)


@frozen
class AttackLoss:
    """``If your Land Life would be reduced by a direct attack`` [``from`` *filter*] [``this turn``] ``, it is reduced
    by half that amount instead,`` *rounding* ``.`` (L-TXT-306): the Land Life a direct attack takes from the card's
    controller, halved; ``attacker``: only an attack by a creature it names. L-TXT-330: the loss doubled or set to
    a number instead, only from a threshold up, or the Land Life of the card's controller's opponent."""

    attacker: Filtered | ThisCard | None
    rounding: Rounding | None  # halved, rounded so; None when ``doubled`` or ``fixed`` says the new loss
    span: Span = _span()
    this_turn: bool = False  # a Boost's, for the rest of the turn it resolves in (L-TXT-76)
    victim: Player = Player.YOU  # whose Land Life: the card's controller's, or YOUR_OPPONENT (L-TXT-330)
    doubled: bool = False
    fixed: int | None = None  # "you lose 1 Land Life instead", "reduce it by 4 instead"
    at_least: int | None = None  # "by 5 or more": only a loss at least this large is changed


Stackable: TypeAlias = Sentence | Activated | Triggered | Replacement
"""The abilities the print's stack note (``... - Stack N.``) can follow; a replacement under its label (L-TXT-135)."""

PlainAbility: TypeAlias = (
    Sentence | Activated | Triggered | StackRequirement | SummonRequirement | CardRule | Replacement | LifeReplacement
    | FollowReplacement | AttackLoss
)
Ability: TypeAlias = PlainAbility | StackedAbility


def unwrap(ability: Ability) -> tuple[PlainAbility, int | None]:
    """The ability without its stack note, and the note's number (None when it has no note)."""
    if isinstance(ability, StackedAbility):
        return ability.ability, ability.count
    return ability, None


@frozen
class CardText:
    abilities: tuple[Ability, ...]
    span: Span = _span()


def instead_of_ruins(effect: Effect) -> InsteadOfRuins | None:
    """The move of ``effect`` said ``instead of sending it to the Ruins`` (L-TXT-165), under an ``if``, a
    ``you may``, or both; None for any other effect."""
    if isinstance(effect, Conditional):
        effect = effect.effect
    if isinstance(effect, Optional):
        effect = effect.effect
    return effect if isinstance(effect, InsteadOfRuins) else None


# L-TXT-320: the effects whose one target a condition said with "instead" after them may name back before they happen.
PICKING_EFFECTS = (Destroy, SendToRuins, ReturnToHand, ModifyStrength, DoubleStrength, PutInDeck, TakeControl,
                   ExtraAttack)
