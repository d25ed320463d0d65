"""The builder of the typed tree: one method per grammar rule or alias, each given ``(meta, children)``.

`cardlaw._lalr` calls a rule's method as soon as the parser reduces the rule, children first,
as a Lark ``Transformer`` under ``v_args(meta=True)`` would on the finished tree (and
`cardlaw._lalr.walk` does on a tree Lark made, when Lark reads the text instead).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import Any, NoReturn, TypeVar, assert_never, cast, get_args

from .._frozen import frozen
from .._lalr import Meta, Token
from .._span import Span
from . import _ast as A
from ._types import current_types


class Misplaced(Exception):
    """A declared type word where the set's other kind of type word must stand; the reader explains it at ``start``.

    The grammar reads any word in a type's place, and which kind a word is only the set
    says, so this fault is found while the tree is built.
    """

    def __init__(self, start: int) -> None:
        super().__init__(start)
        self.start = start


class Refused(Exception):
    """Words the grammar reads in a place whose construct cannot take them; the reader reports ``problem`` there."""

    def __init__(self, problem: str, span: Span) -> None:
        super().__init__(problem)
        self.problem, self.span = problem, span


@frozen
class _BattleWith:
    """A replacement's event "be destroyed by battle with" *filter*, while it is built (L-TXT-297)."""

    foe: A.Filtered


@frozen
class _More:
    """``plus N more`` after a ``for each`` count (L-TXT-318), while it is built."""

    amount: int


@frozen
class _AbilityName:
    """The label "Grave Ward - Stack 1:" of L-TXT-313 while it is built: the name (None for the word "Ability") and N."""

    name: str | None
    count: int


_LABEL = re.compile(r"(.*?)[ \t]*-[ \t]*stack[ \t]+(\d+)[ \t]*:")


@frozen
class _SentK:
    """The K of "send K of them to the Ruins, and put the others back", until the number looked at is read."""

    sent: int
    span: Span

    def on_top(self, looked: int) -> int:
        if looked < 2:
            raise Refused("only 1 card is looked at, so it cannot be both sent to the Ruins and put back: write 'send "
                          "it to the Ruins' or 'put it back' (L-TXT-155)", self.span)
        if self.sent < 1 or self.sent >= looked:
            raise Refused(f"the cards sent to the Ruins must be at least one and leave at least one to put back: of "
                          f"{looked} cards looked at, send 1 to {looked - 1}, not {self.sent} (L-TXT-155)", self.span)
        return looked - self.sent


def _summon_named(ref: A.Ref, this_turn: bool, meta: Meta) -> A.SummonNamed:
    if ref.kind not in (A.RefKind.IT, A.RefKind.THEM, A.RefKind.THAT):
        raise Refused(f"only the cards an earlier effect named ('it', 'them', 'that card') are summoned this way, not "
                      f"'{ref.kind.value}' (L-TXT-296)", ref.span)
    return A.SummonNamed(ref, this_turn, _span(meta))


def _span(meta: Meta) -> Span:
    where = meta.where
    if where is None:
        return A.NO_SPAN
    return Span(where[0], where[3], where[1], where[2])


def _int(token: Token) -> int:
    return int(str(token))


def _rest_of(place: Any) -> A.LookRest:
    """Where the looked-at cards not kept go, from what `rest_place` built (L-TXT-44)."""
    if isinstance(place, A.LookRest):  # `split_place`: each card on top or on the bottom (t43-38)
        return place
    return (A.LookRest.RUINS if place is A.Zone.RUINS else A.LookRest.TOP if place is True
            else A.LookRest.BOTTOM_ORDER if place == "order" else A.LookRest.BOTTOM)


def _kept_unless(payment: A.Effect, lose: Any, said: str, instead: str) -> tuple[A.Effect, A.Effect]:
    """L-TXT-108: "you may <payment>, then if you do not, <lose this card>"; ``said`` and ``instead`` word the refusal
    of a loss that is not this card's."""
    if not isinstance(lose.target, A.ThisCard):
        raise Refused(f"{said} keeps this card on the field, so what goes must be 'this card': write '{instead}, then "
                      "if you do not, ...' otherwise (L-TXT-108)", lose.target.span)
    return A.Optional(payment, payment.span), A.Conditional(A.DoneCondition(False, lose.span), lose, lose.span)


def _as_named_cards(ch: list[Any], span: Span) -> list[Any]:
    """"copy of this card" among a count's children: "card with the same name as this card" (L-TXT-247)."""
    return [*(c for c in ch if not isinstance(c, A.ThisCard)), A.Kinds((), None, A.Noun.CARD, span), _Named(True, span)]


def _summoners(ch: list[Any]) -> tuple[A.Player, list[Any]]:
    """Whose summonings an L-TXT-134 sentence changes, said first (L-TXT-356; its controller's when not said), and the
    rest of the sentence's children."""
    if isinstance(ch[0], A.ThisCard):  # t44-09: "While this card is on the field," said first, true of any such rule
        ch = ch[1:]
    return (ch[0], ch[1:]) if isinstance(ch[0], A.Player) else (A.Player.YOU, ch)


def _payers(ch: list[Any]) -> A.Player:
    """The players an L-TXT-368 sentence makes pay, said first ("Players", "Both players": each player)."""
    return ch[0] if isinstance(ch[0], A.Player) else A.Player.EACH_PLAYER


def _plural_kinds(ch: list[Any], refusal: str) -> A.Kinds:
    """The kinds a summoning rule of a card names (L-TXT-72, L-TXT-134): a plural with no count ("Light
    creatures"), or the same after "All"; anything else is refused with ``refusal``."""
    bare = ch[0]
    if isinstance(bare, A.Count) and bare.kind is A.CountKind.ALL and isinstance(ch[1], A.Kinds):
        bare = _Bare(ch[1])  # "All Light creatures you control ...": the same
    if not isinstance(bare, _Bare):
        head = ch[0] if isinstance(ch[0], A.Count) else next(
            c.kinds if isinstance(c, _Bare) else c for c in ch if isinstance(c, (A.Kinds, _Bare)))
        raise Refused(refusal, head.span)
    return bare.kinds


def _their_attackers(subject: Any, act: Any) -> Any:
    """L-TXT-331: creatures named with no place that "cannot attack your Land Life directly" are the opponent's, the
    only creatures that could; the tree says so, as "... your opponent controls" would."""
    if isinstance(subject, A.Filtered) and subject.location is None and isinstance(act, A.SimpleAct) and act.yours:
        return replace(subject, location=A.Location(A.LocationKind.OPPONENT_CONTROLS, subject.span))
    return subject


def _ints(children: list[Any]) -> list[int]:
    return [int(str(c)) for c in children if isinstance(c, Token) and c.type in ("INT", "SIGNED_INT")]


def _nodes(children: list[Any]) -> list[Any]:
    """Children that are tree nodes, not leftover tokens such as a dash."""
    return [c for c in children if not isinstance(c, Token)]


def _asks_records(f: A.Filtered) -> bool:
    """Whether ``f`` asks what its cards did or hold (L-TXT-47, L-TXT-123, L-TXT-284, L-TXT-332, L-TXT-336): one list,
    so that a filter form added later is not dropped where the words allow no such question."""
    return f.recent or f.attacked is not None or f.stacked is not None or f.last_turn is not None or f.won


def _plain_one_creature(f: A.Filtered) -> bool:
    """``a creature``: one creature, nothing else asked of it."""
    return (f.count.kind is A.CountKind.ONE and not f.another and not f.kinds.qualities and f.kinds.kind is None
            and f.kinds.noun is A.Noun.CREATURE and f.location is None and f.strength is None and not _asks_records(f))


def _filter(ch: list[Any], meta: Meta) -> A.Filtered:
    """A filter from its parts: count (or "another"), "other", kinds, Strength bound, location, recency."""
    if any(isinstance(c, _Those) for c in ch):  # L-TXT-309: the card_text pass gives them the condition's kinds
        those = next(c for c in ch if isinstance(c, _Those))
        return A.Filtered(those.count, False, A.Kinds((), None, A.Noun.CREATURE, those.span), None, None,
                          those.span, destroyed=_THOSE)
    gone = next((c for c in ch if isinstance(c, _Destroyed)), None)
    if gone is not None:  # L-TXT-309
        return replace(_filter([c for c in ch if not isinstance(c, _Destroyed)], meta), destroyed=gone.how)
    named = next((c for c in ch if isinstance(c, _Named)), None)
    if named is not None:  # L-TXT-247
        return replace(_filter([c for c in ch if not isinstance(c, _Named)], meta), named=named.same)
    stacked = next((c for c in ch if isinstance(c, A.StackRecord)), None)
    if stacked is not None:  # L-TXT-284
        return replace(_filter([c for c in ch if not isinstance(c, A.StackRecord)], meta), stacked=stacked)
    record = next((c for c in ch if isinstance(c, _AttackRecord)), None)
    if record is not None:  # L-TXT-123, L-TXT-189
        return replace(_filter([c for c in ch if not isinstance(c, _AttackRecord)], meta), attacked=record.attacked,
                       attacks=record.times)
    if _WON in ch:  # L-TXT-336
        wanted = _filter([c for c in ch if c is not _WON], meta)
        if wanted.kinds.noun is not A.Noun.CREATURE:
            raise Refused(f"only creatures battle, and {wanted.kinds.noun.value!r} names other cards too: say "
                          "'creature' (L-TXT-336)", wanted.kinds.span)
        return replace(wanted, won=True)
    last = next((c for c in ch if isinstance(c, _LastTurn)), None)
    if last is not None:  # L-TXT-332
        if any(isinstance(c, _Recent) for c in ch):
            raise Refused("a card on the field came onto it once, so it was not played both this turn and during a "
                          "last turn: keep one of the two (L-TXT-332)", last.span)
        rest = [c for c in ch if not isinstance(c, _LastTurn)] + ([last.location] if last.location else [])
        wanted = _filter(rest, meta)
        if wanted.kinds.noun is not A.Noun.CREATURE:
            raise Refused(f"only creatures are summoned, and {wanted.kinds.noun.value!r} names other cards too: say "
                          "'creature' (L-TXT-332)", wanted.kinds.span)
        whose = last.whose
        if whose is None:  # "their last turn": the player whose cards the place names
            kind = wanted.location.kind if wanted.location is not None else None
            if kind in (A.LocationKind.YOU_CONTROL, A.LocationKind.ON_YOUR_SIDE):
                whose = A.Player.YOU
            elif kind in (A.LocationKind.OPPONENT_CONTROLS, A.LocationKind.ON_OPPONENTS_SIDE):
                whose = A.Player.YOUR_OPPONENT
            else:
                raise Refused("'their last turn' names the turn of the player whose cards these are, and the words "
                              "name no player's cards: write 'your opponent's last turn' or 'your last turn' (L-TXT-332)",
                              last.span)
        return replace(wanted, last_turn=whose)
    recent = next((c for c in ch if isinstance(c, _Recent)), None)
    if recent is not None:
        rest = [c for c in ch if not isinstance(c, _Recent)] + ([recent.location] if recent.location else [])
        return replace(_filter(rest, meta), recent=True)
    location = next((c for c in ch if isinstance(c, A.Location)), None)
    strength = next((c for c in ch if isinstance(c, (A.StrengthBound, A.StrengthThan))), None)
    if isinstance(ch[0], _Bare):  # "Fire creatures you control": a plural with no count names all
        count = A.Count(A.CountKind.ALL, None, ch[0].kinds.span)  # its words are the plural's
        return A.Filtered(count, False, ch[0].kinds, location, strength, _span(meta))
    kinds = next(c for c in ch if isinstance(c, A.Kinds))
    if not isinstance(ch[0], A.Count):  # "another creature": one card, not this one
        return A.Filtered(A.Count(A.CountKind.ONE), True, kinds, location, strength, _span(meta))
    another = any(c == "other" for c in ch)
    return A.Filtered(ch[0], another, kinds, location, strength, _span(meta))


def _theirs(player: A.Player, wanted: A.Filtered, span: Span) -> A.Filtered:
    """"Each player sends all creatures they control ...": all of them, picked by no one, so the same cards as
    the filter with the side of the players named (L-TXT-182); "they" after "you" names no one but you."""
    match player:
        case A.Player.EACH_PLAYER:
            side = A.LocationKind.ON_ANY_SIDE
        case A.Player.YOUR_OPPONENT:
            side = A.LocationKind.OPPONENT_CONTROLS
        case A.Player.YOU:
            raise Refused("'they control' names the cards of each player the sentence names, and 'you' names only you: "
                          "write 'all ... you control' (L-TXT-182)", span)
        case _:
            assert_never(player)
    return replace(wanted, location=A.Location(side, wanted.kinds.span), span=span)


_RANDOM = object()  # what "at random" builds: a mark for the discard that holds it


@frozen
class _They:
    """What "they" builds as the subject of a draw, discard or loss (L-TXT-215): the player named last before it in
    its ability, found by `_they_read` once the whole text is built."""

    span: Span


_THEY_NOBODY = ("'they' names the player named last before it in this ability, and nothing before it names one "
                "player: write 'you' or 'your opponent' (L-TXT-215)")


def _goes_on_for_that_player(effects: tuple[A.Effect, ...]) -> None:
    """A sentence after "that player ..." (L-TXT-216) goes on only with "If they do, they ...": "you" there would be
    the player whose phase it is, which a designer writing "draw 1 card" did not mean."""
    for effect in effects:
        inner: Any = effect.effect if isinstance(effect, A.Conditional) and isinstance(effect.condition, A.DoneCondition) \
            and effect.condition.done else None
        if isinstance(inner, A.Optional):
            inner = inner.effect
        if not isinstance(getattr(inner, "player", None), _They):
            raise Refused("after 'that player ...', a sentence goes on only as 'If they do, they ...', whose 'they' is "
                          "that player (L-TXT-216)", effect.span)


def _they_read(node: Any, named: list[A.Player | None]) -> Any:
    """``node`` with each "they" read as the player named last before it (L-TXT-215), walked in the order of the
    words: a player word (``each player`` names no one player), or the side a filter names, as "your opponent
    plays" or "a creature your opponent controls" does. ``named`` holds the last one found."""
    if isinstance(node, tuple):
        return tuple(_they_read(n, named) for n in node)
    if isinstance(node, _They):
        if named[0] is None:
            raise Refused(_THEY_NOBODY, node.span)
        return named[0]
    if isinstance(node, A.Player):
        named[0] = None if node is A.Player.EACH_PLAYER else node
        return node
    if isinstance(node, A.OrInstead):
        # L-TXT-335: "they" never stands for "you" in English; after a condition whose last player is you ("If you
        # control ..."), "they" in the effect said instead names the player named last before the condition.
        effect = _they_read(node.effect, named)
        before = named[0]
        condition = _they_read(node.condition, named)
        if named[0] is A.Player.YOU:
            named[0] = before
        instead = _they_read(node.instead, named)
        picked = _they_read(node.picked, named)
        return replace(node, effect=effect, condition=condition, instead=instead, picked=picked)
    if isinstance(node, A.Location):
        named[0] = {A.LocationKind.YOU_CONTROL: A.Player.YOU, A.LocationKind.ON_YOUR_SIDE: A.Player.YOU,
                    A.LocationKind.OPPONENT_CONTROLS: A.Player.YOUR_OPPONENT,
                    A.LocationKind.ON_OPPONENTS_SIDE: A.Player.YOUR_OPPONENT}.get(node.kind)
        return node
    if is_dataclass(node) and not isinstance(node, (type, Span)):
        changed = {}
        for field in fields(node):
            value = getattr(node, field.name)
            read = _they_read(value, named)
            if read is not value:
                changed[field.name] = read
        return replace(node, **changed) if changed else node
    return node
_THEIR_HAND, _YOUR_HAND = object(), object()  # "from their hand", "from your hand" after a player's discard


class _PlayedOnly:
    """What "This card can only be played" builds: words that add nothing to the sentence (L-TXT-107)."""


def _timing(ch: list[Any]) -> list[Any]:
    """The parts of a sentence on when the card is played, without the words of its subject."""
    return [c for c in ch if not isinstance(c, _PlayedOnly)]


_ENDANGERED_ONE = ("a card is played to save one creature at a time: name it with 'a' or 'one' and the kinds it "
                   "has (L-TXT-349)")
_ENDANGERED_WAYS = (A.SelfEvent.DESTROYED, A.SelfEvent.DESTROYED_IN_BATTLE, A.SelfEvent.DESTROYED_BY_ABILITY,
                    A.SelfEvent.DESTROYED_BY_BOOST)


def _endangered(creature: Any, event: Any, span: Span) -> A.EndangeredCondition:
    """L-TXT-349's condition: one creature, and a destruction by battle, by a card ability, by a Boost card or any."""
    if isinstance(event, _BattleWith):
        raise Refused("a card played to save a creature names the battle by its creature alone: leave out 'with' and "
                      "what follows (L-TXT-349)", event.foe.span)
    if event not in _ENDANGERED_WAYS:
        raise Refused("a card is played to save a creature from being destroyed: say 'would be destroyed', with 'by "
                      "battle', 'by a card ability' or 'by a Boost card' after it when only one way counts "
                      "(L-TXT-349)", span)
    if creature.count.kind is not A.CountKind.ONE:
        raise Refused(_ENDANGERED_ONE, creature.count.span)
    return A.EndangeredCondition(creature, event, span)


def _both_endangered(condition: A.EndangeredCondition, effects: tuple[A.Effect, ...], span: Span) -> _Both:
    """The sentence of when the card is played, and the replacement its effects are (L-TXT-349)."""
    replacing = A.Replacement(condition.creature, condition.event, _stack_it_read(effects, None), span,
                              duration=A.UntilEndOfTurn(span), played_on=True)
    return _Both((A.OnlyIf(condition, span), replacing))


def _taken_kinds(children: list[Any]) -> A.Kinds | None:
    """The kinds of the cards a discard or a stacking takes from a zone (L-TXT-303, L-TXT-308); None for any card."""
    kinds = next((c for c in children if isinstance(c, A.Kinds)), None)  # none in "discarding N cards" (L-SUM)
    return None if kinds == A.Kinds((), None, A.Noun.CARD) else kinds


def _hand_discard(wanted: A.Filtered, span: Span) -> A.Discard:
    """"Send N cards (up to N cards) from your hand to the Ruins": the discard it is (L-TXT-70), of cards of
    some kinds when the words name them (L-TXT-303)."""
    if wanted.another or wanted.strength is not None or wanted.location is not None or wanted.recent:
        raise Refused("a discard from the hand names only a number of cards and their kinds: write 'send N cards "
                      "from your hand to the Ruins' or 'send up to N Fire creatures from your hand to the Ruins'",
                      wanted.span)
    kinds = _taken_kinds([wanted.kinds])
    count = wanted.count
    match count.kind:
        case A.CountKind.ONE | A.CountKind.TWO | A.CountKind.THREE:
            return A.Discard({"one": 1, "two": 2, "three": 3}[count.kind.value], span=span, kinds=kinds)
        case A.CountKind.NUMBER:
            assert count.number is not None
            return A.Discard(count.number, span=span, kinds=kinds)
        case A.CountKind.UP_TO:
            assert count.number is not None
            return A.Discard(count.number, span=span, up_to=True, kinds=kinds)
        case A.CountKind.ALL | A.CountKind.EACH:
            raise Refused("a discard from the hand names a number of cards, not 'all'", count.span)
        case _:
            assert_never(count.kind)


@frozen
class _Destroyed:
    """What "that was destroyed (by battle) this turn" builds (L-TXT-309): ``how`` is "destroyed" or "battle"."""

    how: str


@frozen
class _Those:
    """What "1 of those creatures" builds (L-TXT-309): the card_text pass reads "those" from a play condition."""

    count: A.Count
    span: Span


_THOSE = "those"  # Filtered.destroyed until the card_text pass names the condition's creatures (L-TXT-309)


@frozen
class _AttackRecord:
    """What "that attacked this turn" or "that has not attacked this turn" builds (L-TXT-123), and with ``times``
    "that attacked N times this turn" (L-TXT-189)."""

    attacked: bool
    times: int | None = None


@frozen
class _Recent:
    """"played this turn", with the side it names when written "you played this turn"."""

    location: A.Location | None


_WON = object()  # "that destroyed a creature in battle this turn" in a filter (L-TXT-336)


@frozen
class _LastTurn:
    """"summoned during your opponent's last turn" (L-TXT-332): whose turn (None for "their"), and the side it names
    when written "your opponent played during their last turn"."""

    whose: A.Player | None
    location: A.Location | None
    span: Span


@frozen
class _Bare:
    """The kinds of a filter written as a plural with no count."""

    kinds: A.Kinds



_Scalable = TypeVar("_Scalable", A.Draw, A.GainLife, A.LoseLife, A.ModifyStrength, A.Discard)


_TWICE = "twice"  # the mark `twice` leaves among a rule's children (L-TXT-68)


def _times(ch: list[Any]) -> int:
    return 2 if _TWICE in ch else 1


_HALF = "half"  # the mark `half` leaves among a rule's children (L-TXT-206)


def _half(ch: list[Any]) -> bool:
    return _HALF in ch


_THIS_TURN = object()  # "this turn" after a replacement's event: a Boost's, for the rest of the turn (L-TXT-306)
_OPPONENTS_LIFE = object()  # "your opponent's Land Life" in a direct attack's loss (L-TXT-330)
_LOSS_DOUBLED = object()  # "double that amount instead" (L-TXT-330)
_OR_TARGETED, _OR_DESTROYED = object(), object()  # the second act of "cannot be destroyed or targeted by ..." (L-TXT-183)
_OR_AFFECTED = object()  # "cannot be chosen or affected by ...": being affected is the whole of it (L-TXT-376)
_LOSER_WORDS = {A.Player.YOU: "you lose", A.Player.YOUR_OPPONENT: "they lose"}
_WHOSE = {A.Player.YOU: "yours", A.Player.YOUR_OPPONENT: "your opponent's"}


@frozen
class _Loser:
    """Who loses the changed amount, as written: ``you lose``, ``your opponent loses``, or ``they lose`` (None)."""

    player: A.Player | None
    span: Span


@frozen
class _LossSet:
    """``you lose N Land Life instead`` (L-TXT-330)."""

    amount: int


@frozen
class _LossAtLeast:
    """``by N or more``: the least loss a direct attack's replacement changes (L-TXT-330)."""

    amount: int


@frozen
class _Rounding:
    """``rounded down`` (or ``up``) after an effect that halves a Strength (L-TXT-206)."""

    rounding: A.Rounding
    span: Span


def _rounded(effect: A.Effect, rounding: _Rounding) -> A.Effect:
    """``effect`` with its halving rounded as ``rounding`` says: the effect itself, or the one it governs."""
    match effect:
        case A.LifeEqual(halved=True, rounding=None) | A.UnderStrength(halved=True, rounding=None):
            return replace(effect, rounding=rounding.rounding)
        case A.Optional(inner) | A.Conditional(_, inner):
            return replace(effect, effect=_rounded(inner, rounding))
        case _:
            raise Refused(f"{rounding.rounding.value!r} says how half of an odd Strength is rounded, and the effect "
                          "before it halves none: write it right after 'half the Strength of ...' (L-TXT-206)",
                          rounding.span)


_ANY_NUMBER = object()  # what "any number of copies" builds: a mark for the copy limit that holds it (L-TXT-248)


@frozen
class _Named:
    """``with the same name as this card`` (True) or ``with a different name from this card`` (False) in a filter or
    a count; ``after``: said after the effect, ``..., except a card named the same as this card`` (L-TXT-247)."""

    same: bool
    span: Span
    after: bool = False


def _name_of(ch: list[Any]) -> bool | None:
    """What a count's name mark says (L-TXT-247): True, False, or None when it has none."""
    return next((c.same for c in ch if isinstance(c, _Named)), None)


def _excepting(effect: A.Effect, mark: _Named) -> A.Effect:
    """The effect before ``..., except a card named the same as this card`` with its pick leaving those out."""
    match effect:
        case A.ReturnFromRuins(wanted) if wanted.named is None:
            return replace(effect, wanted=replace(wanted, named=False))
        case A.Optional(inner) | A.Conditional(_, inner):
            return replace(effect, effect=_excepting(inner, mark))
        case _:
            raise Refused("'except a card named the same as this card' leaves cards out of a pick from your Ruins, "
                          "and the effect before it picks none there: write it after 'return 1 ... from your Ruins "
                          "to your hand' (L-TXT-247)", mark.span)


@frozen
class _StackedIt:
    """``for each card stacked underneath it``: whose stack "it" names, the effect around it says (L-TXT-80)."""

    span: Span
    with_host: bool = False  # L-TXT-337


@frozen
class _TheStacked:
    """``the card stacked underneath ...``: one stacked card, said with "the" (Other spellings)."""

    span: Span


@frozen
class _StackedThem:
    """``for each card stacked underneath them``: each creature of the group changed counts its own (L-TXT-301)."""

    span: Span
    with_host: bool = False  # L-TXT-337


_PER = (A.Counted, A.ThisWay, A.StackedCount, _StackedIt, _StackedThem)


_COUNTED = {A.CountKind.ONE: 1, A.CountKind.TWO: 2, A.CountKind.THREE: 3}


def _unstacked(ch: list[Any], meta: Meta) -> tuple[A.Count, A.ThisCard | A.AttachedCreature | _StackedIt | A.Filtered]:
    """How many stacked cards go, and from under which creature (L-TXT-81): a stacked card is only a stacked
    card (L-STK-3), so the words name a number of cards and nothing more."""
    count = next((c for c in ch if isinstance(c, A.Count)), None)
    if count is None and any(isinstance(c, _TheStacked) for c in ch):  # "the card stacked underneath ...": one card
        count = A.Count(A.CountKind.NUMBER, 1, next(c.span for c in ch if isinstance(c, _TheStacked)))
    kinds = next((c.kinds if isinstance(c, _Bare) else c for c in ch if isinstance(c, (A.Kinds, _Bare))), None)
    plain = kinds is None or (kinds.qualities == () and kinds.kind is None and kinds.noun is A.Noun.CARD)
    if count is None or not plain or "other" in ch:
        where = kinds.span if kinds is not None and kinds.span != A.NO_SPAN else _span(meta)
        raise Refused("a stacked card is only a stacked card, with no kind (L-STK-3): name how many cards, as "
                      "'send 1 card stacked underneath this card to the Ruins' (L-TXT-81)", where)
    host = next((c for c in ch if isinstance(c, (A.ThisCard, A.AttachedCreature, _StackedIt, A.Filtered))), None)
    if isinstance(host, A.Filtered) and not (host.count.kind in (A.CountKind.ALL, A.CountKind.EACH) or host.count.plural):
        # L-TXT-280: from under every creature the filter names; one creature's stack is this card's or the attached one's
        raise Refused("cards stacked under creatures a filter names are picked from under all of them together: write "
                      "'underneath creatures you control' (L-TXT-280)", host.count.span)
    return count, host or A.ThisCard(_span(meta))


_TURN_OF_ONE = ("'during the turn ... was summoned' and what the effect is of name one card: write 'this card' both "
                "times, or 'it' both times for a card named back (L-TXT-53, L-TXT-323)")


def _in_played_turn(subject: object, effect: Callable[[], A.Effect], span: Span, said: object) -> A.Conditional:
    """``effect`` under L-TXT-53's condition, said as "during the turn it is summoned" of this card; of a card named
    back, L-TXT-312's condition with the effect lasting the turn (L-TXT-323). ``said``: whose summoning the words
    name, this card or a reference back ("it", "that creature"), which must be the card the effect is of."""
    if isinstance(said, A.ThisCard) and isinstance(subject, A.Ref) or (
            isinstance(said, A.Ref) and said.kind is not A.RefKind.IT and not isinstance(subject, A.Ref)):
        raise Refused(_TURN_OF_ONE, getattr(said, "span", span))
    if isinstance(subject, A.Ref) and subject.kind in (A.RefKind.IT, A.RefKind.THAT):
        made = effect()
        if isinstance(made, (A.Prohibition, A.ModifyStrength)) and made.duration is None:
            lasting = replace(made, duration=A.UntilEndOfTurn(A.NO_SPAN))
            return A.Conditional(A.WasCondition(A.Kinds((), None, A.Noun.CARD), recent=True, span=subject.span),
                                 lasting, span)
    if not isinstance(subject, A.ThisCard):
        raise Refused("'during the turn it is summoned' is said of this card, or of a card named back by 'it' or "
                      "'that card' (L-TXT-323): write 'If this card was played this turn, ...'",
                      getattr(subject, "span", span))
    return A.Conditional(A.PlayedCondition(span), effect(), span)


_SAME_DURATION_UNREAD = ("'during that time' follows an effect that lasts, as the duration of that effect: write the "
                         "duration itself, as in 'until the end of your next turn'")


@frozen
class _SameDuration:
    """``during that time``: the duration of the last effect before it that has one (t20-34, t62-36)."""

    span: Span


def _same_durations(abilities: list[A.Ability]) -> list[A.Ability]:
    """Each ``during that time`` replaced by the duration of the last effect before it, in the text's order, that
    has one; refused when none has."""
    last: list[Any] = [None]

    def fill(effect: Any) -> Any:
        if isinstance(effect, (A.Conditional, A.Optional)):
            return replace(effect, effect=fill(effect.effect))
        duration = getattr(effect, "duration", None)
        if isinstance(duration, _SameDuration):
            if last[0] is None:
                raise Refused("'during that time' names the duration of an effect before it, and no effect before it "
                              "has one: write the duration itself, as in 'until the end of your next turn'", duration.span)
            return replace(effect, duration=_respanned(last[0], duration.span))
        if duration is not None:
            last[0] = duration
        return effect

    out: list[A.Ability] = []
    for ability in abilities:
        effects = getattr(ability, "effects", None)
        if isinstance(effects, tuple):
            ability = replace(cast(Any, ability), effects=tuple(fill(e) for e in effects))
        out.append(ability)
    return out


def _respanned(node: Any, span: Span) -> Any:
    """``node`` with every span in it made ``span``: a duration copied to where ``during that time`` stands."""
    if isinstance(node, tuple):
        return tuple(_respanned(item, span) for item in node)
    if is_dataclass(node) and not isinstance(node, (type, Span)):
        return replace(node, **{f.name: span if f.name == "span" else _respanned(getattr(node, f.name), span)
                                for f in fields(node)})
    return node


@frozen
class _PutOwner:
    """Whose hand, Ruins or deck L-TXT-380's sentence names: the opponent's ("their") or the controller's ("your")."""

    theirs: bool
    span: Span


@frozen
class _WhileBattling:
    """``while battling a Large creature`` after an effect: the creature the effect is of is battling (L-TXT-270)."""

    which: A.Filtered | None
    span: Span


_BATTLER_ONLY = ("'while battling' is said of this card or of the attached creature, whose attack or battle it "
                 "watches: write 'this card' or 'the attached creature' as what the effect is of (L-TXT-270)")


def _effect_subject(effect: Any) -> Any:
    """What ``effect`` is of: a prohibition's subject, another effect's target (None for an effect with neither)."""
    return effect.subject if isinstance(effect, (A.Prohibition, A.Replacement)) else getattr(effect, "target", None)


def _battler(effect: Any, span: Span) -> A.ThisCard | A.AttachedCreature:
    """What ``effect`` is of, as "while battling" asks of it: this card or the attached creature (L-TXT-270)."""
    subject = _effect_subject(effect)
    if not isinstance(subject, (A.ThisCard, A.AttachedCreature)):
        raise Refused(_BATTLER_ONLY, span)
    return subject


def _battling_read(node: Any) -> Any:
    """``node`` with each `_WhileBattling` duration made the condition it says of its effect's creature."""
    if isinstance(node, tuple):
        return tuple(_battling_read(n) for n in node)
    if is_dataclass(node) and not isinstance(node, (type, Span)):
        duration = getattr(node, "duration", None)
        if isinstance(duration, _WhileBattling):
            # the creature said once, before the words: the condition's own node stands in its words' span
            subject = type(_battler(node, duration.span))(duration.span)
            condition = A.BattlingCondition(subject, duration.which, duration.span)
            return replace(node, duration=A.WhileCondition(condition, duration.span))
        changed = {}
        for field in fields(node):
            value = getattr(node, field.name)
            read = _battling_read(value)
            if read is not value:
                changed[field.name] = read
        return replace(node, **changed) if changed else node
    return node


@frozen
class _Otherwise:
    """``Otherwise, <effect>`` after ``If <condition>, <effect>``: L-TXT-269's pair said the other way round
    (L-TXT-327), joined to the conditional just before it."""

    effect: A.Effect
    span: Span


_OTHERWISE_ALONE = ("'Otherwise, ...' is done when the condition of the sentence 'If ..., ...' just before it does not "
                    "hold, and no such sentence of this ability comes before it: write the condition first ('If you "
                    "control a Water creature, draw 2 cards. Otherwise, draw 1 card.') (L-TXT-327)")
_OTHERWISE_NO_IF = ("'Otherwise, ...' is done when the condition of the effect just before it does not hold, and that "
                    "effect has no condition of its own (after 'If ..., A, then B.', 'B' comes just before): write the "
                    "conditional effect last ('If you control a Water creature, draw 2 cards. Otherwise, draw 1 "
                    "card.') (L-TXT-327)")
_OTHERWISE_REPLACED = ("'Otherwise, ...' after a replacement ('If ... would ..., ... instead.') would be done whenever "
                       "its event is not replaced: write it as an ability of its own (L-TXT-327)")


@frozen
class _InsteadIf:
    """``If <condition>, <effect> instead``: in the place of the effect just before it (L-TXT-269)."""

    condition: A.Condition
    effect: A.Effect | _OfThem
    span: Span


@frozen
class _OfThem:
    """``destroy up to 2 of them`` in ``If ..., ... instead``: the destroy before it with another count (L-TXT-269)."""

    count: A.Count
    span: Span
    optional: bool = False  # "you may destroy ... of them instead"


_INSTEAD_ALONE = ("'... instead' takes the place of the effect just before it, and no effect of this ability comes "
                  "before it: write the effect first ('Draw 1 card. If you control a Water creature, draw 2 cards "
                  "instead.') (L-TXT-269)")
_INSTEAD_REPLACED = ("'... instead' after a replacement would replace what already happens instead of its event: "
                     "write one replacement for each case ('If ... would ..., ... instead.') (L-TXT-269)")
# What an effect said "instead" cannot replace: a choice between effects, a die roll or a later moment holds several.
_NOT_REPLACED = (A.OrInstead, A.ChooseOne, A.DieRoll, A.Delayed)


def _merge_instead(effects: tuple[Any, ...], leading: bool = False) -> tuple[Any, ...]:
    """``effects`` with each `_InsteadIf` joined to the effect before it (L-TXT-269); with ``leading``, one that
    comes first is left for the ability before it (`_joined`)."""
    out: list[Any] = []
    for i, effect in enumerate(effects):
        if isinstance(effect, _Otherwise):
            if not out and leading and i == 0:
                out.append(effect)
                continue
            if not out:
                raise Refused(_OTHERWISE_ALONE, effect.span)
            before = out.pop()
            if not isinstance(before, A.Conditional):
                raise Refused(_OTHERWISE_NO_IF, effect.span)
            # L-TXT-327: the effect after "Otherwise" is the one done unless the condition holds, and the
            # conditional's own effect the one said instead: L-TXT-269's pair, the same tree as its own words
            whole = Span(before.span.start, effect.span.end, before.span.line, before.span.column)
            out.append(A.OrInstead(effect.effect, before.condition, before.effect, span=whole))
            continue
        if not isinstance(effect, _InsteadIf):
            out.append(effect)
            continue
        if not out:
            if leading and i == 0:
                out.append(effect)
                continue
            raise Refused(_INSTEAD_ALONE, effect.span)
        before = out.pop()
        if isinstance(before, _NOT_REPLACED) or isinstance(before, _InsteadIf):
            raise Refused("'... instead' takes the place of one effect, and the one before it is a choice, a die "
                          "roll, a later moment or another 'instead': write it as one effect (L-TXT-269)", effect.span)
        instead = effect.effect
        if isinstance(instead, _OfThem):
            if not (isinstance(before, A.Destroy) and isinstance(before.target, A.Filtered)):
                raise Refused("'destroy ... of them instead' destroys another number of the cards the destroy before "
                              "it names by a filter, and the effect before it is no such destroy: name the cards "
                              "again (L-TXT-269)", instead.span)
            # The filter's words stand in the first sentence and its count in the second: its span covers both.
            first = before.target.span
            wide = Span(first.start, instead.span.end, first.line, first.column)
            destroy = A.Destroy(replace(before.target, count=instead.count,
                                        span=Span(first.start, instead.count.span.end, first.line, first.column)), wide)
            instead = A.Optional(destroy, wide) if instead.optional else destroy
        whole = Span(before.span.start, effect.span.end, before.span.line, before.span.column)
        # (not with "destroy ... of them instead", which picks its cards again by the first effect's filter)
        if _picks_for_condition(before, effect.condition) and not isinstance(effect.effect, _OfThem):
            # L-TXT-320: the condition names the first effect's pick, so the pick comes first; a Strength change said
            # instead without a duration keeps the first change's ("it gains +4 Strength instead")
            if isinstance(instead, A.ModifyStrength) and isinstance(before, A.ModifyStrength):
                instead = _keep_duration(before, instead)
            out.append(A.OrInstead(replace(before, target=A.Ref(A.RefKind.IT, before.target.span)), effect.condition,
                                   instead, before.target, span=whole))
            continue
        if isinstance(before, A.ModifyStrength) and isinstance(instead, A.ModifyStrength) and isinstance(
                instead.target, A.Ref) and instead.target.kind in (A.RefKind.IT, A.RefKind.THEM) and (isinstance(
                before.target, A.ThisCard) or (isinstance(before.target, A.Filtered)
                                               and before.target.count.kind is A.CountKind.ALL)):
            # t50-04, t50-41: "All Light creatures you control gain +1 Strength. If ..., they gain +2 Strength
            # instead.": "they" ("it") names what the change before it names, the same tree as those words said again
            # (the effect's span reaches back to them)
            first = before.target.span
            instead = replace(instead, target=before.target,
                              span=Span(first.start, instead.span.end, first.line, first.column))
            instead = _keep_duration(before, instead)  # as L-TXT-320 keeps it
        out.append(A.OrInstead(before, effect.condition, instead, span=whole))
    return tuple(out)


def _keep_duration(before: A.ModifyStrength, instead: A.ModifyStrength) -> A.ModifyStrength:
    """A change of Strength said instead with no duration of its own keeps the first change's (L-TXT-320)."""
    if instead.duration is None and isinstance(before.duration, A.FROM_A_MOMENT):
        return replace(instead, duration=replace(before.duration, span=A.NO_SPAN))
    return instead




def _picks_for_condition(before: Any, condition: A.Condition) -> bool:
    """Whether ``condition``, said with "instead" after ``before``, names back the one card ``before`` picks on the
    field by a filter (L-TXT-320): "1 creature gains +2 Strength ... If it was summoned this turn, ... instead."."""
    return (isinstance(condition, A.WasCondition) and condition.of is None and isinstance(before, A.PICKING_EFFECTS)
            and isinstance(before.target, A.Filtered) and not before.target.count.plural
            and before.target.count.kind is not A.CountKind.EACH and not (isinstance(before, A.ReturnToHand) and before.from_ruins))


@frozen
class _BeforeBattle:
    """``before battle`` after an effect: said in a trigger of an attack on a creature, whose effects happen before
    its battle anyway (L-BAT-8), it adds nothing (t26-07)."""

    span: Span


_BEFORE_BATTLE = ("'before battle' says when the effect before it happens, and only a trigger of an attack on a creature "
                  "('When this card attacks', '... is attacked') has its effects happen before a battle: leave the words "
                  "out, or write them in such a trigger (L-BAT-8)")


def _before_battle_read(ability: Any) -> Any:
    """``ability`` with its "before battle" markers dropped, where it is a trigger of an attack on a creature."""
    if not isinstance(ability, A.Triggered) or not any(isinstance(e, _BeforeBattle) for e in ability.effects):
        return ability
    from ._meaning import _at_declaration  # the meaning pass's own reading of such a trigger

    trigger = ability.trigger
    direct = isinstance(trigger, (A.SelfTrigger, A.AttachedTrigger)) and trigger.event is A.SelfEvent.ATTACKS_DIRECTLY
    if not _at_declaration(ability) or direct:
        return ability
    return replace(ability, effects=tuple(e for e in ability.effects if not isinstance(e, _BeforeBattle)))


def _no_marker_left(node: Any, marker: type[_InsteadIf] | type[_Otherwise] | type[_StackedIt] | type[_BeforeBattle]
                    | type[_SameDuration],
                    problem: str) -> None:
    """Refuse, with ``problem``, a ``marker`` the builder left for a later step and no step read: "underneath it"
    outside a replacement of this card or the attached creature (L-TXT-135), "... instead" with no effect before
    it (L-TXT-269)."""
    if isinstance(node, tuple):
        for item in node:
            _no_marker_left(item, marker, problem)
    elif isinstance(node, marker):
        raise Refused(problem, node.span)
    elif is_dataclass(node) and not isinstance(node, (type, Span)):
        for field in fields(node):
            _no_marker_left(getattr(node, field.name), marker, problem)


_IT_STACK = ("'underneath it' names the stack of the card a replacement watches, this card or the attached creature: "
             "write 'underneath this card' (L-TXT-135)")


def _effects_span(effects: tuple[A.Effect, ...]) -> Span:
    """From the first effect's start to the last one's end, where a refusal of them all points."""
    first, last = effects[0].span, effects[-1].span
    return Span(first.start, last.end, first.line, first.column)


# L-TXT-63's refusal of another trigger before "instead of sending it to the Ruins" (the meaning pass's words).
_FOLLOW_TRIGGER_ONLY = (
    "the cards that go to the Ruins with a card go whenever it leaves the field, so only 'When this card leaves the "
    "field' or 'When the attached creature leaves the field' stands before 'instead of sending it to the Ruins' "
    "(L-TXT-63), besides 'When this card destroys a creature in battle' (or a filter's creature) for the creature it destroys (L-TXT-166, L-TXT-276)")


def _destroyed_named(moved: Any) -> Any:
    """``moved`` with "the creature it battled" read as "that creature": where the creature this card destroys in
    battle goes (L-TXT-166, L-TXT-200), the creature it battled is that creature (Other spellings)."""
    target = getattr(moved, "target", None)
    if isinstance(target, A.Ref) and target.kind is A.RefKind.BATTLED:
        return replace(moved, target=A.Ref(A.RefKind.IT, target.span))
    return moved


def _destroys_filtered(trigger: Any) -> bool:
    """``When this card destroys`` *filter* ``in battle``: L-TXT-276's trigger, before L-TXT-166's move; ``When the
    attached creature destroys`` *filter* ``in battle``, an Attachment's (L-TXT-302)."""
    return isinstance(trigger, A.BattleDestroys) and isinstance(trigger.destroyer, (A.ThisCard, A.AttachedCreature)) \
        and isinstance(trigger.destroyed, A.Filtered)


def _battle_long_static(ability: Any) -> Any:
    """L-TXT-283 (LR-122): ``When this card battles`` *filter* ``, it gains +2 Strength during that battle`` is the
    static change of L-TXT-270, ``... while this card is battling`` *filter* (a prohibition of the creature too);
    any other ability is left as it is.
    Read once the sentences that go on with a trigger are joined to it, so that every effect is seen."""
    if not isinstance(ability, A.Triggered) or ability.once_per_turn:
        return ability
    trigger, effects = ability.trigger, ability.effects
    battler: type[A.ThisCard] | type[A.AttachedCreature]
    if isinstance(trigger, A.AttacksFiltered) and trigger.battles:
        battler, which = A.ThisCard, trigger.which
    elif isinstance(trigger, A.SelfTrigger) and trigger.event is A.SelfEvent.BATTLES:
        battler, which = A.ThisCard, None
    elif isinstance(trigger, A.AttachedTrigger) and trigger.event is A.SelfEvent.BATTLES:
        battler, which = A.AttachedCreature, trigger.which
    else:
        return ability
    read: list[A.Effect] = []
    for effect in effects:
        if not isinstance(effect, (A.ModifyStrength, A.DoubleStrength, A.Prohibition)) or not isinstance(
                effect.duration, A.UntilEndOfBattle):
            return ability
        of = "subject" if isinstance(effect, A.Prohibition) else "target"
        target = getattr(effect, of)
        if isinstance(target, A.Ref) and target.kind is A.RefKind.IT:  # the battler, as after any battles trigger
            target = battler(target.span)
        if type(target) is not battler:
            return ability
        # the condition's node stands in the trigger's words, which say what the battle must be; the change and its
        # duration reach back over them, so that every node lies within its parent's words
        condition = A.BattlingCondition(battler(trigger.span), which, trigger.span)
        whole = Span(trigger.span.start, effect.span.end, trigger.span.line, trigger.span.column)
        lasting = A.WhileCondition(condition, whole)
        if isinstance(effect, A.Prohibition):
            read.append(replace(effect, subject=target, duration=lasting, span=whole))
        else:
            read.append(replace(effect, target=target, duration=lasting, span=whole))
    return A.Sentence(tuple(read), ability.span)


def _stack_moved(named: A.StackNamed) -> A.StackMoved:
    """L-TXT-319's move of the creature destroyed in battle, said as L-TXT-150's stacking: under a creature named,
    never one a filter picks (L-TXT-321)."""
    if isinstance(named.host, A.Filtered):
        raise Refused("a creature destroyed in battle is stacked only under the creature that destroyed it: 'When "
                      "this card destroys a creature in battle, stack it underneath this card ...' (on an "
                      "Attachment, 'the attached creature' both times) (L-TXT-319)", named.span)
    return A.StackMoved(named.named, named.host, named.span)


def _battle_move(effects: tuple[A.Effect, ...]) -> tuple[bool, Any]:
    """L-TXT-200's one effect: whether it says ``you may``, and where the creature destroyed in battle goes."""
    optional, only = _one_move(effects)
    if isinstance(only, A.StackNamed):  # L-TXT-319 in L-TXT-200's words: "stack that creature underneath this card"
        only = _stack_moved(only)
    only = _destroyed_named(only)
    if not (isinstance(only, (A.PutInDeck, A.StackMoved)) or (isinstance(only, A.ReturnToHand) and not only.from_ruins)):
        raise Refused("the creature is still destroyed in battle, and only the place it goes changes: put that "
                      "creature on top or on the bottom of its owner's deck, or return it to a hand, as the one "
                      "effect (L-TXT-200)", _effects_span(effects))
    return optional, only


def _one_move(effects: tuple[A.Effect, ...]) -> tuple[bool, Any]:
    """Whether the one effect of ``effects`` says ``you may``, and that effect without it (None for several); a move
    closed by "instead of sending it to the Ruins" where a replacement's "instead" stands is that move (t21-16, t25-48)."""
    if len(effects) != 1:
        return False, None
    optional, only = (True, effects[0].effect) if isinstance(effects[0], A.Optional) else (False, effects[0])
    if isinstance(only, A.InsteadOfRuins) and isinstance(only.moved, (A.PutInDeck, A.ReturnToHand, A.StackMoved)):
        return optional, only.moved
    return optional, only


def _stack_it_read(node: Any, subject: object) -> Any:
    """``node`` with the stacks that "underneath it" names read as ``subject``'s (L-TXT-135): a replacement's
    subject, this card or the attached creature; any other subject, or none, refuses the words."""
    if isinstance(node, tuple):
        return tuple(_stack_it_read(n, subject) for n in node)
    if isinstance(node, A.SendStacked) and isinstance(node.host, _StackedIt):
        if not isinstance(subject, (A.ThisCard, A.AttachedCreature)):
            raise Refused(_IT_STACK, node.host.span)
        return replace(node, host=type(subject)(node.host.span))
    if isinstance(node, (A.Optional, A.Conditional)):
        return replace(node, effect=_stack_it_read(node.effect, subject))
    return node


@frozen
class _Cap:
    """L-TXT-273's ", up to a maximum of N": the number, whether it was signed, and the unit said after it."""

    amount: int
    sign: str | None
    unit: str | None
    span: Span
    number: Span  # where the number stands, for the caret of its least value


def _capped(effect: _Scalable, cap: _Cap | None) -> int | None:
    """The limit ``cap`` puts on ``effect``'s scaled amount, once its words are checked against the effect."""
    if cap is None:
        return None
    if cap.amount < 1:
        raise Refused(f"a maximum of {cap.amount} lets the effect do nothing, so the number must be at least 1, "
                      f"not {cap.amount}", cap.number)
    strength = isinstance(effect, A.ModifyStrength)
    unit = {A.Draw: "cards", A.Discard: "cards", A.GainLife: "Land Life", A.LoseLife: "Land Life"}.get(type(effect), "Strength")
    if cap.unit is not None and cap.unit != unit:
        raise Refused(f"the maximum is of what the effect changes, {unit}, not {cap.unit} (L-TXT-273)", cap.span)
    if cap.sign is not None and not strength:
        raise Refused(f"a sign is written before a maximum of Strength only; here the maximum is of {unit}: write "
                      f"'{cap.amount}' (L-TXT-273)", cap.span)
    if isinstance(effect, A.ModifyStrength) and cap.sign is not None and (cap.sign == "-") != (effect.delta < 0):
        raise Refused("the maximum's sign is not the change's: a gain is limited by '+N' or 'N', a loss by 'N' or '-N' "
                      "(L-TXT-273)", cap.span)
    return cap.amount


# The ends of whole turns, which a number of attacks per turn is kept for (L-TXT-305); with "permanently", how long
# a permission to attack directly may last (L-TXT-369).
TURN_ENDS = (A.UntilEndOfTurn, A.UntilEndOfNextTurn, A.UntilEndOfYourTurn, A.UntilEndOfOpponentsTurn)
_WHOLE_TURNS = (*TURN_ENDS, A.Permanently)


def _direct_duration(duration: A.Duration | None) -> A.Duration | None:
    """How long a permission to attack directly given once lasts (L-TXT-369): whole turns, or for good."""
    if duration is not None and not isinstance(duration, _WHOLE_TURNS):
        raise Refused("a permission to attack directly is given for whole turns: write 'this turn', 'until the end of "
                      "your turn', 'until the end of your next turn', 'until the end of your opponent's next turn' or "
                      "'permanently', or nothing; a static ability says its condition first, with 'As long as' "
                      "(L-TXT-369)", duration.span)
    return duration


def _scaled(effect: _Scalable, ch: list[Any], meta: Meta) -> _Scalable | A.ForEach:
    """``effect``, wrapped in `ForEach` when its words end with a ``for each`` count."""
    per = next((c for c in ch if isinstance(c, _PER)), None)
    cap = _capped(effect, next((c for c in ch if isinstance(c, _Cap)), None))
    more = next((c.amount for c in ch if isinstance(c, _More)), 0)  # L-TXT-318
    if per is None:
        return effect
    if more:
        scaled = _scaled(effect, [c for c in ch if not isinstance(c, _More)], meta)
        assert isinstance(scaled, A.ForEach)  # a count was said
        return replace(scaled, more=more)
    if isinstance(per, _StackedIt):
        # "This card gains +1 Strength for each card stacked underneath it": "it" is the creature whose
        # Strength changes, when that is this card or the attached creature; nothing else has one stack.
        target = getattr(effect, "target", None)
        if isinstance(effect, A.ModifyStrength) and isinstance(target, A.Filtered) and target.count.kind is A.CountKind.EACH:
            # "Each Water creature gains +1 Strength for each card stacked underneath it": each its own (L-TXT-301)
            return A.ForEach(effect, A.StackedCount(A.Ref(A.RefKind.THEM, per.span), per.span, per.with_host),
                             _span(meta), cap)
        if not isinstance(target, (A.ThisCard, A.AttachedCreature)):
            raise Refused("'underneath it' is read only after a change of Strength of this card or of the attached "
                          "creature, whose stack it counts: write 'underneath this card' (L-TXT-80)", per.span)
        per = A.StackedCount(type(target)(per.span), per.span, per.with_host)  # the host is read where "it" stands
    elif isinstance(per, _StackedThem):
        # "All Water creatures gain +1 Strength for each card stacked underneath them": each its own stack (L-TXT-301).
        target = getattr(effect, "target", None)
        if not (isinstance(effect, A.ModifyStrength) and isinstance(target, A.Filtered) and target.count.plural):
            raise Refused("'underneath them' is read only after a change of Strength of a group of creatures, each "
                          "counting the cards stacked under itself (L-TXT-301)", per.span)
        per = A.StackedCount(A.Ref(A.RefKind.THEM, per.span), per.span, per.with_host)
    return A.ForEach(effect, per, _span(meta), cap)


@frozen
class _Continued:
    """A sentence opened by "Then": its effects join the ability before it."""

    effects: tuple[A.Effect, ...]
    span: Span


@frozen
class _OptAnyTurn:
    """"(OPT) You may activate this during your opponent's turn." as a label: the effects of the sentence after it
    are the ability (L-TXT-51's spellings); with a colon, the effects after it (``effects``)."""

    effects: tuple[A.Effect, ...] | None
    span: Span
    costs: tuple[A.Cost, ...] = ()
    once: bool = True  # False: the label written without "(OPT)" before a cost (test17's spelling)
    phase: A.Phase | None = None  # L-TXT-370: one phase of the opponent's turn


_OPT_ANY_TURN_ALONE = ("'(OPT) You may activate this during your opponent's turn.' marks the ability after it, "
                       "and the sentence after it must say what the ability does (L-TXT-51)")


def _one_did(meta: Meta, ch: list[Any], act: A.TurnAct, done: str, write: str) -> A.DidThisTurn:
    """What a creature of a player's underwent this turn (L-TXT-217, L-TXT-279, L-TXT-372): asked of one creature,
    controlled then by the player named, or by either player when none is (L-TXT-264)."""
    count, kinds, *named = _nodes(ch)
    player = named[0] if named else A.Player.EACH_PLAYER
    if count.kind is not A.CountKind.ONE:
        raise Refused(f"whether a creature {done} is asked of one: write {write}", count.span)
    return A.DidThisTurn(player, act, kinds, True, _span(meta))


def _times_of(ch: list[Any], span: Span) -> int | None:
    """How many attacks a condition on this card asks for (L-TXT-378), or None for any."""
    times = next((c for c in ch if isinstance(c, int) and not isinstance(c, bool)), None)
    if times is not None and times < 2:
        raise Refused("'attacked 1 time' is 'attacked': write 'this card attacked this turn' (L-TXT-378)", span)
    return times


def _phase_of(ch: list[Any]) -> A.Phase | None:
    """The phase a timing sentence names (L-TXT-370), or None for a whole turn."""
    return next((c for c in ch if isinstance(c, A.Phase)), None)


def _during(ch: list[Any], span: Span) -> A.TurnCondition | A.PhaseCondition:
    """The turn or phase at the head of an ability (L-TXT-370): when it may be activated, or its trigger watched."""
    whose = next(c for c in ch if isinstance(c, A.Player))
    phase = _phase_of(ch)
    return A.TurnCondition(whose, span) if phase is None else A.PhaseCondition(whose, phase, span)


def _opt_any_turn(mark: _OptAnyTurn, effects: tuple[A.Effect, ...], end: Span,
                  costs: tuple[A.Cost, ...] = ()) -> list[A.Ability]:
    span = Span(mark.span.start, end.end, mark.span.line, mark.span.column)
    return [_timed(A.Activated(mark.once, costs or mark.costs, effects, span)),
            A.AnyTurn(A.TimingAct.ACTIVATE, span=mark.span, phase=mark.phase)]


def _timed(ability: A.Activated) -> A.Activated:
    """L-TXT-370: a turn or phase condition at the head of an activated ability's effects ("(OPT) During your Boost
    Phase, you may ...") says when the ability may be activated, not what its resolution checks."""
    first = ability.effects[0] if ability.effects and ability.during is None else None
    if isinstance(first, A.Conditional) and isinstance(first.condition, (A.TurnCondition, A.PhaseCondition)):
        from ._meaning import is_lasting  # (a module that imports this one)

        core = first.effect.effect if isinstance(first.effect, A.Optional) else first.effect
        if is_lasting(first.effect) and getattr(core, "duration", None) is None:
            return ability  # a lasting change with no time of its own keeps L-TXT-67's condition as its time
        return A.Activated(ability.once_per_turn, ability.costs, (first.effect, *ability.effects[1:]), ability.span,
                           first.condition)
    return ability


@frozen
class _ThisAbility:
    """test21's "The activation of this ability cannot be negated." (L-TXT-184), until card_text places it."""

    span: Span


_THIS_ABILITY = ("'this ability cannot be negated' is said after the card's one activated ability, and makes it "
                 "L-TXT-184's prohibition on this card: ")


@frozen
class _Both:
    """Two abilities said in one sentence, each as it would be said alone."""

    abilities: tuple[A.Ability, ...]


@frozen
class _Delayed:
    """A sentence opened by a moment to come (L-TXT-122): joined to the ability before it, or a trigger."""

    moment: A.DelayedMoment
    effects: tuple[A.Effect, ...]
    span: Span


def _unpaired(abilities: list[Any]) -> list[Any]:
    """The abilities of a card text, each of two said in one sentence (`_Both`) on its own."""
    if not any(isinstance(a, _Both) for a in abilities):
        return abilities
    return [one for a in abilities for one in (a.abilities if isinstance(a, _Both) else (a,))]


def _sets_up(ability: object) -> bool:
    """Whether ``ability`` happens at a moment, so that an effect of it can set up a later one (L-TXT-122)."""
    return isinstance(ability, (A.Activated, A.Triggered)) or (
        isinstance(ability, A.Sentence) and any(_happens_once(e) for e in ability.effects)
        # a sentence that only sets effects up as its card arrives is no moment for a later one (L-TXT-262)
        and not all(isinstance(e, A.Delayed) for e in ability.effects))


def _attacker_named(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """``effects`` with "the attacking creature" after a negated attack read as "it": the attack has ended, and
    the words name the creature whose attack it was (L-TXT-304)."""
    if not any(isinstance(e, A.NegateAttack) for e in effects):
        return effects
    out: list[Any] = []
    seen = False
    for effect in effects:
        out.append(_attacker_as_it(effect) if seen else effect)
        seen = seen or isinstance(effect, A.NegateAttack)
    return tuple(out)


def _attacker_as_it(node: Any) -> Any:
    if isinstance(node, A.Filtered):
        if node.attacking and node.count.kind is A.CountKind.ONE:
            return A.Ref(A.RefKind.IT, node.span)
        return node
    if not isinstance(node, (A.Optional, A.Conditional)) and not hasattr(node, "target") \
            and not isinstance(node, A.Prohibition):
        return node
    changes = {f.name: _attacker_as_it(getattr(node, f.name)) for f in fields(node)
               if f.name in ("target", "subject", "effect")}
    return replace(node, **changes) if changes else node


def _attack_limit(children: list[Any], times: int, meta: Meta) -> A.AttackLimit:
    """``can attack N times per turn``, with the duration said before or after it (L-TXT-305)."""
    duration = next((c for c in children if isinstance(c, _DURATIONS)), None)
    target = next(c for c in children if isinstance(c, (A.ThisCard, A.Filtered, A.AttachedCreature, A.Ref)))
    if isinstance(target, A.Ref) and target.kind is A.RefKind.IT and isinstance(duration, A.WhileCondition) \
            and isinstance(duration.condition, (A.BattlingCondition, A.StackCondition)):
        target = duration.condition.subject  # "it" is the creature the condition names (L-TXT-340)
    return A.AttackLimit(target, times, _span(meta), duration)


_DURATIONS = get_args(A.Duration)  # every node a duration builds


def _joined(previous: Any, effects: tuple[A.Effect, ...], end: Span) -> Any:
    """``previous`` with ``effects`` after its own: inside its delayed effect when it ends with one (L-TXT-122),
    since the words after that sentence happen at its moment."""
    span = Span(previous.span.start, end.end, previous.span.line, previous.span.column)
    if isinstance(previous, (A.Replacement, A.LifeReplacement)) and effects and isinstance(effects[0], _InsteadIf):
        raise Refused(_INSTEAD_REPLACED, effects[0].span)
    if isinstance(previous, (A.Replacement, A.LifeReplacement)) and effects and isinstance(effects[0], _Otherwise):
        raise Refused(_OTHERWISE_REPLACED, effects[0].span)
    last = previous.effects[-1] if previous.effects else None
    if isinstance(last, A.Delayed):
        inner = replace(last, effects=_merge_instead(last.effects + effects),
                        span=Span(last.span.start, end.end, last.span.line, last.span.column))
        return replace(previous, effects=previous.effects[:-1] + (inner,), span=span)
    return replace(previous, effects=_attacker_named(_merge_instead(previous.effects + effects)), span=span)


def _after_negated_attack(previous: object, effects: tuple[A.Effect, ...]) -> bool:
    """Whether a sentence naming "the attacking creature" comes right after an ability that negated the attack: it
    goes on with that ability, naming the creature whose attack it was (L-TXT-304, t23-50)."""
    if not isinstance(previous, (A.Sentence, A.Activated, A.Triggered)) or not previous.effects \
            or not isinstance(previous.effects[-1], A.NegateAttack):
        return False
    first = effects[0]
    subject = first.subject if isinstance(first, A.Prohibition) else getattr(first, "target", None)
    return isinstance(subject, A.Filtered) and subject.attacking and subject.count.kind is A.CountKind.ONE


def _your_phase_later(ability: object) -> bool:
    """Whether ``ability`` reads "At the start (end) of your X Phase, ..." and its words refer back (L-TXT-161)."""
    return isinstance(ability, A.Triggered) and isinstance(ability.trigger, (A.PhaseStart, A.PhaseEnd)) \
        and not ability.trigger.each and not ability.trigger.opponents and not ability.once_per_turn \
        and continues(ability.effects)


def asks_underneath(condition: A.Condition) -> bool:
    """Whether ``condition`` asks what the card underneath this Mutated Creature is: read whenever it is needed, as
    any condition of a static ability is, since it names no card back (L-TXT-350)."""
    return isinstance(condition, A.WasCondition) and condition.of is not None and condition.of.kind is A.RefKind.UNDERNEATH


def continues(effects: tuple[A.Effect, ...]) -> bool:
    """Whether a sentence goes on with the ability before it: its first effect refers back (L-TXT-39)."""
    first: Any = effects[0]
    if isinstance(first, (_InsteadIf, _Otherwise)):
        return True  # L-TXT-269: it takes the place of the effect before it; L-TXT-327: the conditional's other case
    if isinstance(first, A.Conditional) and asks_underneath(first.condition):
        from ._meaning import is_lasting

        # L-TXT-350: the card under this one names nothing back; a change that lasts (also this card's Strength
        # doubled, which L-TXT-345 reads as one) is a static ability of its own
        inner: A.Effect = first
        while isinstance(inner, A.Conditional):
            inner = inner.effect
        return not is_lasting(inner) and not (isinstance(inner, A.DoubleStrength) and isinstance(inner.target, A.ThisCard))
    if isinstance(first, A.Conditional) and isinstance(first.condition, (A.WasCondition, A.DoneCondition)):
        return True  # "If it was a creature, ...", "If you do, ...": the condition itself refers back (L-TXT-49, L-TXT-73)
    while isinstance(first, (A.Conditional, A.Optional, A.InsteadOfRuins)):
        first = first.moved if isinstance(first, A.InsteadOfRuins) else first.effect
    if isinstance(first, A.ForEach) and isinstance(first.per, A.ThisWay):
        return True
    subject = getattr(first, "target", None) if not isinstance(first, A.Prohibition) else first.subject
    if isinstance(first, A.LifeEqual):  # "Your opponent loses Land Life equal to its Strength." (L-TXT-230, L-TXT-282)
        subject = first.of
    return isinstance(subject, A.Ref) and subject.kind in (A.RefKind.IT, A.RefKind.THEM, A.RefKind.THAT)


# L-TXT-353's advice: attacks given to creatures named back as 'them' do not read, so one creature or all of them.
_ONE_OR_ALL = "pick one creature, or name them all ('all creatures you control')"


def _named_again(target: A.Target, span: Span, what: str, rule: str,
                 advice: str = "write two effects, the second naming them as 'them'") -> A.Target:
    """The subject of the second of two effects written with one subject (L-TXT-91, L-TXT-93): the same
    words when they name their cards without a choice, "it" for one picked card; picked by a larger
    number, refused, since the second effect must not pick again."""
    if not isinstance(target, A.Filtered) or target.count.kind in (A.CountKind.ALL, A.CountKind.EACH):
        return target
    # "1 creature" picks one card as "a creature" does (L-TXT-183 found it refused as a number).
    if target.count.kind is not A.CountKind.ONE and not (target.count.kind is A.CountKind.NUMBER and target.count.number == 1):
        raise Refused(f"{what}, said of creatures picked by number, picks them once: {advice} ({rule})", target.count.span)
    return A.Ref(A.RefKind.IT, span)


def _attach_sentence(ability: object) -> bool:
    """Whether ``ability`` is the sentence that says how an Attachment is played (L-TXT-11)."""
    return isinstance(ability, A.Sentence) and len(ability.effects) == 1 and isinstance(ability.effects[0], A.Attach)


@frozen
class _ItAttacks:
    """What "If it attacks your opponent's Land Life directly" builds (L-TXT-310), or "When it attacks" with or
    without a filter (L-TXT-333): the card_text pass names the creature from the sentence before it."""

    span: Span
    direct: bool = True
    which: A.Filtered | None = None


_OPT_MARK = "'(OPT)'"  # the mark's own words, as a refusal names it


@frozen
class _TrailingOpt:
    """"(OPT)" after the abilities (L-TXT-334): the card_text pass marks the card's one activated ability."""

    span: Span
    words: str = _OPT_MARK  # as the refusal names the mark; another value: the sentence of t44-13


def _opponents_life(children: list[Any], meta: Meta) -> None:
    """A creature attacks directly only the other player's Land Life (L-BAT-7)."""
    if any(isinstance(c, A.Location) and c.kind is A.LocationKind.YOU_CONTROL for c in children):
        raise Refused("a creature attacks directly only its controller's opponent's Land Life: write 'attacks your "
                      "opponent's Land Life directly' (L-TXT-310)", _span(meta))


def _attack_named_back(ability: A.Ability, attack: A.AttackCondition, after: int) -> A.Ability:
    """L-TXT-346: on a card played only when an attack is under way, ``that creature`` (``that card``, ``it``) as the
    target of the first effect of an ability written after the timing sentence (``after``: where that sentence ends)
    names the end of the attack the sentence named last, as ``the attacked creature`` (``the attacking creature``)
    would: the creature attacked in "A attacks D", the attacker in "D is attacked by A" and in "A attacks"."""
    if not isinstance(ability, A.Sentence) or not ability.effects or ability.span.start < after:
        return ability
    defender_last = attack.defender is not None and (
        attack.attacker is None or attack.defender.span.start > attack.attacker.span.start)
    first = _named_end(ability.effects[0], defender_last)
    return ability if first is None else replace(ability, effects=(first, *ability.effects[1:]))


def _named_end(effect: A.Effect, defender: bool) -> A.Effect | None:
    """``effect`` with its "that creature" made an end of the attack (L-TXT-346), inside a "you may" or an "if" too;
    None when it names none so."""
    match effect:
        case A.Optional(inner) | A.Conditional(_, inner):
            changed = _named_end(inner, defender)
            return None if changed is None else replace(effect, effect=changed)
        case A.ModifyStrength() | A.DoubleStrength() | A.Destroy() | A.SendToRuins() | A.ReturnToHand() | A.TakeControl():
            target = effect.target  # the effects whose target is any creature on the field, printed back as such
            if not (isinstance(target, A.Ref) and target.kind in (A.RefKind.IT, A.RefKind.THAT)):
                return None
            span = target.span
            named = A.Filtered(A.Count(A.CountKind.ONE, None, span), False, A.Kinds((), None, A.Noun.CREATURE, span),
                               None, span=span, attacking=not defender, defending=defender)
            return replace(effect, target=named)
    return None


def _it_attacks_read(abilities: list[A.Ability]) -> list[A.Ability]:
    """Each "If it attacks ... directly" trigger made this card's, or the attached creature's, as the sentence
    before it names (L-TXT-310)."""
    out: list[A.Ability] = []
    for ability in abilities:
        # A label may stand before the trigger ("Grave Ward - Stack 1: If it attacks ..."): the same reading inside it.
        labelled = ability if isinstance(ability, A.StackedAbility) else None
        if labelled is not None and isinstance(labelled.ability, A.Triggered):
            ability = labelled.ability
        if isinstance(ability, A.Triggered) and isinstance(ability.trigger, _ItAttacks):
            before = out[-1] if out else None
            inner = before.ability if isinstance(before, A.StackedAbility) else before
            first = inner.effects[0] if isinstance(inner, A.Sentence) and inner.effects else None
            subject = first.subject if isinstance(first, A.Prohibition) else getattr(first, "target", None)
            said = ability.trigger
            if not isinstance(subject, (A.ThisCard, A.AttachedCreature)):
                rule, what = ("L-TXT-310", "attacks your opponent's Land Life directly") if said.direct else \
                    ("L-TXT-333", "attacks")
                raise Refused("'it' names the creature the sentence before it speaks of, and there is none: write "
                              f"'When this card {what}, ...' or, on an Attachment, 'When the attached creature {what}, "
                              f"...' ({rule})", said.span)
            span = said.span
            trigger: A.Trigger
            if said.direct:
                trigger = (A.SelfTrigger(A.SelfEvent.ATTACKS_DIRECTLY, span) if isinstance(subject, A.ThisCard)
                           else A.AttachedTrigger(A.SelfEvent.ATTACKS_DIRECTLY, None, span))
            elif isinstance(subject, A.AttachedCreature):  # L-TXT-333
                trigger = A.AttachedTrigger(A.SelfEvent.ATTACKS, said.which, span)
            else:
                trigger = (A.SelfTrigger(A.SelfEvent.ATTACKS, span) if said.which is None
                           else A.AttacksFiltered(said.which, span))
            ability = replace(ability, trigger=trigger)
        out.append(replace(labelled, ability=ability) if labelled is not None and isinstance(ability, A.Triggered)
                   else ability)
    return out


def _trailing_opt_read(abilities: list[A.Ability], mark: _TrailingOpt) -> list[A.Ability]:
    """The card's one activated ability marked once per turn by "(OPT)" written after the abilities (L-TXT-334); the
    sentence "This ability can only be used once per turn." marks the ability it follows (a timing permission between
    them aside), which must be an activated one."""
    found = [i for i, a in enumerate(abilities) if isinstance(A.unwrap(a)[0], A.Activated)]
    if mark.words != _OPT_MARK:  # a review's finding: "This ability" is the one just said
        before = next((i for i in range(len(abilities) - 1, -1, -1) if not isinstance(abilities[i], A.AnyTurn)), None)
        if before is None or before not in found:
            raise Refused(f"{mark.words} marks the ability written just before it, and that is no activated ability: "
                          "write '(OPT)' before the ability it marks (L-TXT-334)", mark.span)
        found = [before]
    if len(found) != 1:
        how_many = "no activated ability" if not found else f"{len(found)} activated abilities"
        raise Refused(f"{mark.words} after the abilities marks the card's one activated ability, and this card has "
                      f"{how_many}: write '(OPT)' before the ability it marks (L-TXT-334)", mark.span)
    out = list(abilities)
    ability = out[found[0]]
    if isinstance(ability, A.StackedAbility):
        inner = ability.ability
        assert isinstance(inner, A.Activated)
        out[found[0]] = replace(ability, ability=replace(inner, once_per_turn=True))
    else:
        assert isinstance(ability, A.Activated)
        out[found[0]] = replace(ability, once_per_turn=True)
    return out


def _those_read(abilities: tuple[A.Ability, ...]) -> tuple[A.Ability, ...]:
    """"1 of those creatures" named as the creatures the card's play condition says were destroyed by battle this
    turn, of its kinds (L-TXT-309); refused on a card with no such condition."""
    said = [a.condition for a in abilities if isinstance(a, A.OnlyIf) and isinstance(a.condition, A.DidThisTurn)
            and a.condition.act in (A.TurnAct.DESTROYED_IN_BATTLE, A.TurnAct.DESTROYED) and a.condition.done
            and a.condition.player is A.Player.YOU]  # yours: in your Ruins
    those = _first_those(abilities)
    if those is None:  # the words were read in a text that failed before it was built (the flag outlived it)
        return abilities
    if not said:
        raise Refused("'those creatures' names the creatures this card's play condition says were destroyed this turn: "
                      "say 'Play this card only if a creature you controlled was destroyed (by battle) this turn.' "
                      "first, or write 'return 1 creature that was destroyed (by battle) this turn ...' (L-TXT-309, "
                      "L-TXT-372)", those.span)
    kinds = said[0].kinds
    how = "battle" if said[0].act is A.TurnAct.DESTROYED_IN_BATTLE else "destroyed"  # L-TXT-372: in any way

    def named(node: Any) -> Any:
        if isinstance(node, A.Filtered) and node.destroyed == _THOSE:
            return replace(node, kinds=replace(kinds, span=node.kinds.span), destroyed=how)
        if isinstance(node, tuple):
            return tuple(named(n) for n in node)
        if is_dataclass(node) and not isinstance(node, type):
            return replace(node, **{f.name: named(getattr(node, f.name)) for f in fields(node) if f.name != "span"})
        return node

    return tuple(named(a) for a in abilities)


@frozen
class _DestroyerSpan(Span):
    """The span of "the creature that destroyed it", a `the creature it battled` that only a trigger of this card's
    (or the attached creature's) destruction in battle may say (t44-20); `_destroyer_read` checks it and puts a
    plain span in its place, so the mark never leaves the builder."""


@frozen
class _DestroyerOfThisSpan(_DestroyerSpan):
    """The same said "the creature that destroyed this card": on an Attachment, this card was not in the battle."""


@frozen
class _DestroyedSpan(_DestroyerSpan):
    """The span of "the destroyed creature" (L-TXT-362): a `the creature it battled` that only a trigger of a
    destruction in battle by this card (the attached creature, a creature a filter names) may say."""


_DESTROYED = ("'the destroyed creature' names the creature destroyed in battle, so only a trigger 'When this card "
              "destroys a creature in battle' (also the attached creature's, or a filter's) can say it; after another "
              "trigger of a battle, write 'the creature it battled' (L-TXT-362)")
_DESTROYER = ("'the creature that destroyed it' names the creature that destroyed this card in battle, so only a "
              "trigger 'When this card is destroyed in battle' (or 'When the attached creature is destroyed in battle') "
              "can say it; after 'When this card battles' or 'destroys a creature in battle', write 'the creature it "
              "battled'")
_DESTROYER_OF_THIS = ("after 'When the attached creature is destroyed in battle', 'the creature that destroyed this card' "
                      "names a battle this card was not in: write 'the creature that destroyed it'")
_Node = TypeVar("_Node")


def _destroyer_read(ability: A.Ability) -> A.Ability:
    marks = _destroyer_marks(ability)
    if not marks:
        return ability
    inner = A.unwrap(ability)[0]
    trigger = inner.trigger if isinstance(inner, A.Triggered) else None
    destroyed = [m for m in marks if isinstance(m, _DestroyedSpan)]
    if trigger is None and isinstance(inner, A.FollowReplacement):  # L-TXT-166's sentence: the creature it moves
        trigger = inner.trigger
    if destroyed and not ((isinstance(trigger, (A.SelfTrigger, A.AttachedTrigger))
                           and trigger.event is A.SelfEvent.DESTROYS_IN_BATTLE)
                          or (isinstance(trigger, A.BattleDestroys) and isinstance(trigger.destroyed, A.Filtered))):
        raise Refused(_DESTROYED, destroyed[0])
    marks = [m for m in marks if not isinstance(m, _DestroyedSpan)]
    if not marks:
        return _destroyer_plain(ability)
    if not ((isinstance(trigger, (A.SelfTrigger, A.AttachedTrigger)) and trigger.event is A.SelfEvent.DESTROYED_IN_BATTLE)
            or (isinstance(trigger, A.BattleDestroys) and isinstance(trigger.destroyed, (A.ThisCard, A.AttachedCreature)))):
        raise Refused(_DESTROYER, marks[0])
    attached = isinstance(trigger, A.AttachedTrigger) or (isinstance(trigger, A.BattleDestroys)
                                                          and isinstance(trigger.destroyed, A.AttachedCreature))
    this = next((m for m in marks if isinstance(m, _DestroyerOfThisSpan)), None)
    if attached and this is not None:  # a review's finding: the Attachment itself did not battle
        raise Refused(_DESTROYER_OF_THIS, this)
    return _destroyer_plain(ability)


def _destroyer_marks(node: Any) -> list[Span]:
    if isinstance(node, A.Ref) and isinstance(node.span, _DestroyerSpan):
        return [node.span]
    children = node if isinstance(node, tuple) else (
        [getattr(node, f.name) for f in fields(node) if f.name != "span"] if is_dataclass(node) and not isinstance(node, type) else [])
    return [m for c in children for m in _destroyer_marks(c)]


def _destroyer_plain(node: _Node) -> _Node:
    out: Any = node
    if isinstance(node, A.Ref) and isinstance(node.span, _DestroyerSpan):
        sp = node.span
        out = A.Ref(node.kind, Span(sp.start, sp.end, sp.line, sp.column))
    elif isinstance(node, tuple):
        out = tuple(_destroyer_plain(n) for n in node)
    elif is_dataclass(node) and not isinstance(node, type):
        out = replace(node, **{f.name: _destroyer_plain(getattr(node, f.name)) for f in fields(node) if f.name != "span"})
    return cast(_Node, out)


def _first_those(node: Any) -> A.Filtered | None:
    if isinstance(node, A.Filtered) and node.destroyed == _THOSE:
        return node
    children = node if isinstance(node, tuple) else (
        [getattr(node, f.name) for f in fields(node)] if is_dataclass(node) and not isinstance(node, type) else [])
    return next((found for c in children if (found := _first_those(c)) is not None), None)


def _named_back(node: Any, swap: Callable[[A.Ref], Any], whole: Span | None = None) -> Any:
    """``node`` with each `it` and `that card` (`that creature`) in it made ``swap(ref)``: the one walk behind
    L-TXT-91's attached creature, L-TXT-361's creature it battled and L-TXT-363's attacking creature.

    Nodes with nothing swapped in them are kept as they are; with ``whole``, each node above a swapped one spans it
    (L-TXT-363's filter keeps the spans of the condition that says it)."""
    if isinstance(node, A.Ref):
        return swap(node) if node.kind in (A.RefKind.IT, A.RefKind.THAT) else node
    if isinstance(node, tuple):
        items = tuple(_named_back(n, swap, whole) for n in node)
        return node if all(a is b for a, b in zip(items, node)) else items
    if is_dataclass(node) and not isinstance(node, type):
        changed = {f.name: _named_back(getattr(node, f.name), swap, whole) for f in fields(node) if f.name != "span"}
        if all(value is getattr(node, name) for name, value in changed.items()):
            return node
        return replace(node, **changed) if whole is None else replace(node, span=whole, **changed)
    return node




def _happens_once(effect: A.Effect) -> bool:
    """An effect that happens at a moment: a one-off effect, or a change that lasts from a moment (L-TXT-57)."""
    from ._meaning import is_lasting

    inner: Any = effect
    while isinstance(inner, (A.Conditional, A.ForEach)):
        inner = inner.effect
    if isinstance(inner, A.Attach):
        return False  # how an Attachment is played, not something that happens (L-TXT-11)
    return not is_lasting(effect) or isinstance(inner, A.ExtraAttack) or isinstance(getattr(inner, "duration", None), A.FROM_A_MOMENT)


def _self_named(ability: A.Ability) -> A.Ability:
    """``If this card was summoned this turn, it gains +3 Strength.`` (L-TXT-367): the ``it`` (``that card``) of the
    effect under a condition about this card (or the attached creature), said first in an ability that names no card
    before it, is that card, the same tree as the words said again."""
    match ability:
        case A.StackedAbility(inner):
            named = _self_named(inner)
            assert isinstance(named, (A.Sentence, A.Activated, A.Triggered, A.Replacement))  # what it was
            return ability if named is inner else replace(ability, ability=named)
        case A.Sentence(effects) | A.Activated(effects=effects) | A.Triggered(A.PhaseStart() | A.PhaseEnd(), effects):
            first = _self_named_effect(effects[0]) if effects else None
            if first is None:
                return ability
            return replace(ability, effects=(first, *effects[1:]))
    return ability


def _self_named_effect(effect: Any) -> Any:
    """``effect`` with its reference back named as the card its condition is about, or None when it has none."""
    if not isinstance(effect, A.Conditional):
        return None
    match effect.condition:
        case A.PlayedCondition() | A.SelfAttacked() | A.SelfBattled() | A.StackCondition(A.ThisCard()):
            subject: Any = A.ThisCard
        case A.StackCondition(A.AttachedCreature()):
            subject = A.AttachedCreature
        case _:
            return None
    inner = effect.effect.effect if isinstance(effect.effect, A.Optional) else effect.effect
    field = "subject" if isinstance(inner, A.Prohibition) else "host" if isinstance(inner, A.StackLater) else "target"
    ref = getattr(inner, field, None)
    if not (isinstance(ref, A.Ref) and ref.kind in (A.RefKind.IT, A.RefKind.THAT)):
        return None
    named = replace(inner, **{field: subject(ref.span)})
    return replace(effect, effect=replace(effect.effect, effect=named) if isinstance(effect.effect, A.Optional) else named)


def _activated_if_once(ability: A.Ability) -> A.Ability:
    """A stack-noted sentence that happens at a moment is an activated ability, once per turn, without a cost
    (L-TXT-57, LR-48): "Ability - Stack 2: Send the top 4 cards of your deck to the Ruins." """
    if isinstance(ability, A.StackedAbility) and isinstance(ability.ability, A.Sentence) and any(
        _happens_once(e) for e in ability.ability.effects
    ):
        inner = ability.ability
        return replace(ability, ability=_timed(A.Activated(True, (), inner.effects, inner.span)))
    return ability


def _wrapping(node: Callable[[Any, Span], Any], value: Any) -> Any:
    """A builder for an alias that stands for one value: the node ``node(value, span)``."""

    def build(self: Build, meta: Meta, ch: list[Any]) -> Any:
        return node(value, _span(meta))

    return build


def _constant(value: Any) -> Any:
    """A builder for an alias that stands for one value, kept as it is (an enum member)."""

    def build(self: Build, meta: Meta, ch: list[Any]) -> Any:
        return value

    return build


class Build:
    stack_it = False  # "send ... stacked underneath it" was read in the text being built (L-TXT-135)
    they = False  # "they" was read as a player in the text being built (L-TXT-215)
    instead = False  # "If <condition>, <effect> instead" was read in the text being built (L-TXT-269)
    battling = False  # "while battling ..." was read after an effect in the text being built (L-TXT-270)
    said_before_battle = False  # "... before battle" was read after an effect in the text being built (t26-07)
    said_that_time = False  # "during that time" was read in the text being built (t20-34, t62-36)
    those = False  # "1 of those creatures" was read in the text being built (L-TXT-309)
    it_attacks = False  # "If it attacks your opponent's Land Life directly" was read (L-TXT-310)
    destroyer = False  # "the creature that destroyed it" was read in the text being built (t44-20)
    only_attach: frozenset[int] = frozenset()  # where "attach (this card) only to" began (LR-133 leaves those alone)

    # -- start rules ----------------------------------------------------------------
    def card_text(self, meta: Meta, ch: list[Any]) -> A.CardText:
        trailing = ch[-1] if isinstance(ch[-1], _TrailingOpt) else None
        if trailing is not None:
            ch = ch[:-1]
        abilities: list[A.Ability] = []
        mark: _OptAnyTurn | None = None
        unnegatable: Span | None = None  # where "this ability cannot be negated" was said
        for ability in _unpaired(ch):
            if mark is not None:
                if isinstance(ability, A.Activated) and not ability.once_per_turn:
                    # "... turn. Pay 2 Land Life: draw 1 card.": the mark's ability has the cost the sentence pays (L-TXT-51)
                    abilities.extend(_opt_any_turn(mark, ability.effects, ability.span, ability.costs))
                    mark = None
                    continue
                if not isinstance(ability, A.Sentence):
                    raise Refused(_OPT_ANY_TURN_ALONE, mark.span)
                abilities.extend(_opt_any_turn(mark, ability.effects, ability.span))
                mark = None
                continue
            if isinstance(ability, _OptAnyTurn):
                if ability.effects is None:
                    mark = ability
                else:
                    abilities.extend(_opt_any_turn(ability, ability.effects, ability.span))
                continue
            previous = abilities[-1] if abilities else None
            if isinstance(ability, _ThisAbility):
                inner = previous.ability if isinstance(previous, A.StackedAbility) else previous
                if not isinstance(inner, A.Activated):
                    raise Refused(_THIS_ABILITY + "write it right after an activated ability, or say 'This card "
                                  "cannot have its abilities negated.' (L-TXT-184)", ability.span)
                ban = A.Prohibition(A.ThisCard(ability.span), A.SimpleAct(A.Act.ABILITIES_NEGATED, span=ability.span),
                                    None, ability.span)
                abilities.append(A.Sentence((ban,), ability.span))
                unnegatable = ability.span
                continue
            if isinstance(ability, A.Sentence) and _attach_sentence(previous) and continues(ability.effects):
                # "Attach this card to ... . That creature cannot attack.": the creature it names is the
                # attached one, in a static ability of its own (L-TXT-91).
                to_attached = tuple(_named_back(e, lambda ref: A.AttachedCreature(ref.span)) for e in ability.effects)
                abilities.append(A.Sentence(to_attached, ability.span))
                continue
            if isinstance(ability, _Delayed):
                if isinstance(previous, (A.Sentence, A.Activated, A.Triggered)) and _sets_up(previous):
                    # L-TXT-122: the ability before sets the effects up, to happen once at the moment named.
                    delayed = A.Delayed(ability.moment, ability.effects, ability.span)
                    span = Span(previous.span.start, ability.span.end, previous.span.line, previous.span.column)
                    abilities[-1] = replace(previous, effects=previous.effects + (delayed,), span=span)
                    continue
                if ability.moment in A.WATCHES:
                    raise Refused(f"{ability.moment.value!r} watches the creature an effect before it named, and no "
                                  "effect of this ability comes before it: write it after the effect that names the "
                                  "creature, as in 'Take control of 1 creature your opponent controls until end of "
                                  "turn. If it destroys a creature in battle this turn, draw 1 card.' (L-TXT-291)",
                                  ability.span)
                if ability.moment in (A.DelayedMoment.END_OF_NEXT_TURN, A.DelayedMoment.START_OF_NEXT_END_PHASE):
                    # L-TXT-262, L-TXT-325: alone, set up as the card's playing resolves; its kind says when that is.
                    abilities.append(A.Sentence((A.Delayed(ability.moment, ability.effects, ability.span),),
                                                ability.span))
                    continue
                if ability.moment is A.DelayedMoment.START_OF_NEXT_TURN:
                    raise Refused("'at the start of your next turn' names a moment after an effect that sets it up, "
                                  "and no effect comes before it: write 'At the start of your Draw Phase' for every "
                                  "turn of yours (L-TXT-122)", ability.span)
                if ability.moment is A.DelayedMoment.START_OF_END_PHASE:
                    raise Refused("'at the start of the End Phase' names the End Phase of the turn an effect before it "
                                  "sets it up in, and no effect comes before it: write 'At the start of each End Phase' "
                                  "for every End Phase (L-TXT-357)", ability.span)
                # Alone, "At the end of the turn" and "At the end of the Battle Phase" are every such end (L-TXT-122).
                phase = A.Phase.BATTLE if ability.moment is A.DelayedMoment.END_OF_BATTLE_PHASE else A.Phase.END
                trigger = A.PhaseEnd(True, phase, False, ability.span)
                abilities.append(A.Triggered(trigger, ability.effects, ability.span))
                continue
            if _your_phase_later(ability) and isinstance(previous, (A.Sentence, A.Activated, A.Triggered)) \
                    and _sets_up(previous):
                # L-TXT-161: "At the start of your End Phase, sacrifice it." after effects that name "it": the
                # phase names when the effects set up happen, not a trigger of every such phase.
                assert isinstance(ability, A.Triggered)
                phase_edge = ability.trigger
                assert isinstance(phase_edge, (A.PhaseStart, A.PhaseEnd))
                edge = "START" if isinstance(phase_edge, A.PhaseStart) else "END"
                moment = A.DelayedMoment[f"{edge}_OF_YOUR_{phase_edge.phase.name}_PHASE"]
                delayed = A.Delayed(moment, ability.effects, ability.span)
                span = Span(previous.span.start, ability.span.end, previous.span.line, previous.span.column)
                abilities[-1] = replace(previous, effects=previous.effects + (delayed,), span=span)
                continue
            if isinstance(ability, A.StackedAbility) and isinstance(ability.ability, A.Sentence) \
                    and continues(ability.ability.effects) \
                    and isinstance(previous, (A.Sentence, A.Activated, A.Triggered)):
                # test17's "(OPT) You may send ... . If you do, ... - Stack 1": the note said after the sentence that
                # goes on with the ability before it is the note of that whole ability (L-TXT-16's note, LR-19).
                joined = _joined(previous, ability.ability.effects, ability.ability.span)
                span = Span(previous.span.start, ability.span.end, previous.span.line, previous.span.column)
                abilities[-1] = A.StackedAbility(joined, ability.count, span)
                continue
            if isinstance(ability, _Continued) or (isinstance(ability, A.Sentence) and (
                    continues(ability.effects) or _after_negated_attack(previous, ability.effects))):
                if isinstance(previous, A.Triggered) and getattr(previous.trigger, "turn_player", False):
                    _goes_on_for_that_player(ability.effects)
                if isinstance(previous, A.AnyTurn) and len(abilities) > 1 and isinstance(abilities[-2], A.Activated) \
                        and abilities[-2].span.start == previous.span.start:
                    # t51-10: "Once per turn, you may activate this during your opponent's turn: Negate ... . If you
                    # do, ...": it goes on with the ability that sentence made, said before its timing sentence
                    abilities[-2] = _joined(abilities[-2], ability.effects, ability.span)
                    continue
                if isinstance(previous, (A.Sentence, A.Activated, A.Triggered, A.Replacement, A.LifeReplacement)):
                    abilities[-1] = _joined(previous, ability.effects, ability.span)
                    continue
                if isinstance(previous, A.StackedAbility):  # it goes on with the noted ability, under its note
                    span = Span(previous.span.start, ability.span.end, previous.span.line, previous.span.column)
                    was = previous.ability
                    inner = replace(was, effects=was.effects + ability.effects,
                                    span=Span(was.span.start, ability.span.end, was.span.line, was.span.column))
                    abilities[-1] = replace(previous, ability=inner, span=span)
                    continue
                ability = A.Sentence(ability.effects, ability.span)
            abilities.append(_doubling_as_state(ability))
        if mark is not None:
            raise Refused(_OPT_ANY_TURN_ALONE, mark.span)
        if unnegatable is not None and sum(
                isinstance(a.ability if isinstance(a, A.StackedAbility) else a, A.Activated) for a in abilities) > 1:
            raise Refused(_THIS_ABILITY + "this card has more than one, and the words would keep negations off all of "
                          "them: say 'This card cannot have its abilities negated.' if that is meant (L-TXT-184)",
                          unnegatable)
        if self.stack_it:  # only a text with "underneath it" is walked for it
            self.stack_it = False
            _no_marker_left(tuple(abilities), _StackedIt, _IT_STACK)
        if self.instead:  # only a text with "... instead" after a condition is walked for it (L-TXT-269)
            self.instead = False
            _no_marker_left(tuple(abilities), _InsteadIf, _INSTEAD_ALONE)
            _no_marker_left(tuple(abilities), _Otherwise, _OTHERWISE_ALONE)
        if self.said_that_time:  # only a text with "during that time" is walked for it (t20-34, t62-36)
            self.said_that_time = False
            abilities = _same_durations(abilities)
            _no_marker_left(tuple(abilities), _SameDuration, _SAME_DURATION_UNREAD)
        if self.said_before_battle:  # only a text with "before battle" after an effect is walked for it (t26-07)
            self.said_before_battle = False
            abilities = [_before_battle_read(a) for a in abilities]
            _no_marker_left(tuple(abilities), _BeforeBattle, _BEFORE_BATTLE)
        if self.battling:  # only a text with "while battling" after an effect is walked for it (L-TXT-270)
            self.battling = False
            abilities = list(_battling_read(tuple(abilities)))
        if self.they:  # only a text with "they" as a player is walked for it (L-TXT-215)
            self.they = False
            abilities = [_they_read(a, [None]) for a in abilities]
        if self.it_attacks:  # only a text with "If it attacks ... directly" is walked for it (L-TXT-310)
            self.it_attacks = False
            abilities = _it_attacks_read(abilities)
        if self.those:  # only a text with "1 of those creatures" is walked for it (L-TXT-309)
            self.those = False
            abilities = list(_those_read(tuple(abilities)))
        if self.destroyer:  # only a text with "the creature that destroyed it" is walked for it (t44-20)
            self.destroyer = False
            abilities = [_destroyer_read(a) for a in abilities]
        timing = next((a for a in abilities if isinstance(a, A.OnlyIf) and isinstance(a.condition, A.AttackCondition)),
                      None)
        if timing is not None:  # L-TXT-346: "that creature" first in a later ability names an end of that attack
            assert isinstance(timing.condition, A.AttackCondition)
            abilities = [_attack_named_back(a, timing.condition, timing.span.end) for a in abilities]
        abilities = [_activated_if_once(_battle_long_static(_self_named(a))) for a in abilities]
        if trailing is not None:
            abilities = _trailing_opt_read(abilities, trailing)
        return A.CardText(tuple(abilities), _span(meta))

    def continued(self, meta: Meta, ch: list[Any]) -> _Continued:
        return _Continued(ch[0], _span(meta))

    def delayed(self, meta: Meta, ch: list[Any]) -> _Delayed:
        return _Delayed(ch[0], ch[1], _span(meta))

    at_turn_end = _constant(A.DelayedMoment.END_OF_TURN)
    at_battle_phase_end = _constant(A.DelayedMoment.END_OF_BATTLE_PHASE)
    at_next_turn_start = _constant(A.DelayedMoment.START_OF_NEXT_TURN)
    at_next_turn_end = _constant(A.DelayedMoment.END_OF_NEXT_TURN)
    at_next_end_phase_start = _constant(A.DelayedMoment.START_OF_NEXT_END_PHASE)
    at_end_phase_start = _constant(A.DelayedMoment.START_OF_END_PHASE)

    def phase_this_turn(self, meta: Meta, ch: list[Any]) -> A.DelayedMoment:
        # t60-21: "At the start of your End Phase this turn, ...": L-TXT-357's moment; "your" reads False, and the
        # "beginning" spelling has no owner at all
        phase = next(c for c in ch if isinstance(c, A.Phase))
        if phase is not A.Phase.END or (len(ch) > 1 and ch[0] is not False):
            raise Refused("the one phase of this turn an effect is set up for is the End Phase of your turn: write 'At "
                          "the start of your End Phase this turn, ...' (L-TXT-357)", _span(meta))
        return A.DelayedMoment.START_OF_END_PHASE
    it_destroys_this_turn = _constant(A.DelayedMoment.IT_DESTROYS_IN_BATTLE)
    it_destroyed_this_turn = _constant(A.DelayedMoment.IT_IS_DESTROYED)

    def delayed_last(self, meta: Meta, ch: list[Any]) -> _Delayed | A.Triggered:
        # "Destroy that creature at the start of your End Phase.": the moment said first, one tree (L-TXT-261); a
        # phase of yours is L-TXT-161's trigger, set up for later only when its first effect refers back.
        moment: A.DelayedMoment = ch[1]
        if "_OF_YOUR_" in moment.name:
            edge, phase_name = moment.name.split("_OF_YOUR_")
            trigger = (A.PhaseStart if edge == "START" else A.PhaseEnd)(
                False, A.Phase[phase_name.removesuffix("_PHASE")], False, _span(meta))
            return A.Triggered(trigger, (ch[0],), _span(meta))
        return _Delayed(moment, (ch[0],), _span(meta))

    def triggered_later(self, meta: Meta, ch: list[Any]) -> A.Triggered:
        # L-TXT-290: the trigger's one effect, set up for the moment said after it, as L-TXT-122 joins a later sentence
        trigger, effect, moment = ch
        # the moment's words carry no node of their own: what is set up stands in the effect's words
        return A.Triggered(trigger, (A.Delayed(moment, (effect,), effect.span),), _span(meta))

    def later_phase_start(self, meta: Meta, ch: list[Any]) -> A.DelayedMoment:
        return A.DelayedMoment[f"START_OF_YOUR_{ch[0].name}_PHASE"]

    def later_phase_end(self, meta: Meta, ch: list[Any]) -> A.DelayedMoment:
        return A.DelayedMoment[f"END_OF_YOUR_{ch[0].name}_PHASE"]

    creature_kind = _wrapping(A.KindLine, A.Kind.CREATURE)
    mutated_kind = _wrapping(A.KindLine, A.Kind.MUTATED)
    land_kind = _wrapping(A.KindLine, A.Kind.LAND)
    boost_kind = _wrapping(A.KindLine, A.Kind.BOOST)
    interrupt_kind = _wrapping(A.KindLine, A.Kind.INTERRUPT)
    continuous_kind = _wrapping(A.KindLine, A.Kind.CONTINUOUS)
    attachment_kind = _wrapping(A.KindLine, A.Kind.ATTACHMENT)

    def creature_type(self, meta: Meta, ch: list[Any]) -> A.CreatureType:
        nodes = _nodes(ch)
        main = nodes[0]
        types = current_types()
        if main.name.lower() not in types.main:
            raise Misplaced(main.span.start)
        if len(nodes) > 1 and nodes[1].name.lower() not in types.sub:
            raise Misplaced(nodes[1].span.start)
        sub = nodes[1].name if len(nodes) > 1 else None
        return A.CreatureType(main.name, sub, _span(meta))

    # -- abilities ---------------------------------------------------------------------
    def sentence(self, meta: Meta, ch: list[Any]) -> A.Sentence:
        # L-TXT-287: "While this card is on the field, ..." before the effects says when a static ability holds anyway
        return A.Sentence(ch[-1], _span(meta))

    def instead_sentence(self, meta: Meta, ch: list[Any]) -> A.Sentence:
        # L-TXT-269: the first effect is joined to the ability before it (card_text); the rest go on after it.
        return A.Sentence(self.effects(meta, ch), _span(meta))

    def activated(self, meta: Meta, ch: list[Any]) -> A.Activated:
        if len(ch) == 1:  # "(OPT): effects": the mark's words leave no child, and there is no cost
            return _timed(A.Activated(True, (), ch[0], _span(meta)))
        if ch[0] is True and len(ch) == 2:  # "(OPT) effects", without a colon: no cost either
            return _timed(A.Activated(True, (), ch[1], _span(meta)))
        once = len(ch) == 3
        costs, effects = ch[-2], ch[-1]
        return _timed(A.Activated(once, costs, effects, _span(meta)))

    def activated_once(self, meta: Meta, ch: list[Any]) -> A.Activated:
        # "Once per turn: pay 3 Land Life to draw 1 card.": the mark, then "cost to effects".
        return _timed(A.Activated(True, ch[0], ch[1], _span(meta)))

    def activated_during(self, meta: Meta, ch: list[Any]) -> A.Activated:
        # L-TXT-370: "Once per turn, during your Boost Phase, you may pay 3 Land Life to draw 1 card."
        parts = [c for c in ch if isinstance(c, tuple)]
        costs, effects = (parts[0], parts[1]) if len(parts) == 2 else ((), parts[0])
        span = _span(meta)
        return A.Activated(ch[0] is True, costs, effects, span, _during(ch, span))

    def copy_limit(self, meta: Meta, ch: list[Any]) -> A.CopyLimit:
        # "of each Small Water creature" (L-TXT-145), or the plural alone, "of S Cinderkin creatures" (L-TXT-248)
        kinds = next((c.kinds if isinstance(c, _Bare) else c for c in ch if isinstance(c, (A.Kinds, _Bare))), None)
        if _ANY_NUMBER in ch:  # "any number of copies": no limit (L-TXT-248)
            return A.CopyLimit(0, _span(meta), kinds, unlimited=True)
        return A.CopyLimit(_ints(ch)[0], _span(meta), kinds)

    def field_limit(self, meta: Meta, ch: list[Any]) -> A.FieldLimit:
        kinds = next(c for c in ch if isinstance(c, A.Kinds))  # L-TXT-263
        return A.FieldLimit(_ints(ch)[0], kinds, _span(meta))

    def hold_limit(self, meta: Meta, ch: list[Any]) -> A.HoldLimit:
        kinds = next(c for c in ch if isinstance(c, A.Kinds))  # L-TXT-255
        return A.HoldLimit(_ints(ch)[0], kinds, _span(meta))
    def any_number(self, meta: Meta, ch: list[Any]) -> object:
        return _ANY_NUMBER

    def same_name(self, meta: Meta, ch: list[Any]) -> _Named:
        return _Named(True, _span(meta))

    def other_name(self, meta: Meta, ch: list[Any]) -> _Named:
        return _Named(False, _span(meta))

    def except_named(self, meta: Meta, ch: list[Any]) -> _Named:
        return _Named(False, _span(meta), after=True)

    def summon_discount(self, meta: Meta, ch: list[Any]) -> A.SummonDiscount:
        conditions = (A.ControlCondition, A.LifeCondition, A.TurnCondition, A.WasCondition, A.PlayedCondition,
                      A.PhaseCondition, A.DoneCondition, A.HandCondition, A.ComparedControl, A.AttackCondition, A.DidThisTurn,
                      A.SelfAttacked, A.SelfBattled, A.StackCondition)
        condition = next((c for c in ch if isinstance(c, conditions)), None)
        per = next((c for c in ch if isinstance(c, _PER)), None)
        if isinstance(per, _StackedIt):
            per = A.StackedCount(A.ThisCard(per.span), per.span, per.with_host)
        if isinstance(per, _StackedThem):
            raise Refused("'underneath them' is read only after a change of Strength of a group of creatures, each "
                          "counting the cards stacked under itself (L-TXT-301)", per.span)
        return A.SummonDiscount(_ints(ch)[0], condition, per, span=_span(meta))

    def others_discount(self, meta: Meta, ch: list[Any]) -> A.SummonDiscount:
        kinds = _plural_kinds(ch, "a summoning made cheaper names kinds of creatures, as a plural with no count: "
                              "write 'Light creatures you control require 1 less Land Life to summon.'")
        return A.SummonDiscount(_ints(ch)[0], others=kinds, span=_span(meta))

    def your_discount(self, meta: Meta, ch: list[Any]) -> A.SummonDiscount:
        # "Your Medium creatures require 1 less Land Life to summon": the player's own, as L-TXT-162 reads "your".
        if ch[0].kind is not A.LocationKind.YOU_CONTROL:
            raise Refused("a card makes cheaper its own player's summoning only: write 'Your Medium creatures require 1 "
                          "less Land Life to summon.'", ch[0].span)
        return self.others_discount(meta, ch[1:])

    def may_summon_for_less(self, meta: Meta, ch: list[Any]) -> A.SummonDiscount:
        return self.others_discount(meta, ch)  # t61-32: "You may summon Cindral creatures by paying 1 less Land Life."

    def pay_less_to_summon(self, meta: Meta, ch: list[Any]) -> A.SummonDiscount:
        # "You pay 1 less Land Life to summon Dark - Zombie creatures": L-TXT-72's sentence with the kinds last.
        if ch[0] is not A.Player.YOU:
            raise Refused("only your own summoning is made cheaper by your card: write 'You pay 1 less Land Life to "
                          "summon Light creatures.'", _span(meta))
        return self.others_discount(meta, [*ch[2:], ch[1]])

    def _cost_kinds(self, ch: list[Any]) -> A.Kinds:
        """The kinds of L-TXT-134's sentences: a plural with no count ("Large creatures"), as L-TXT-72's."""
        if isinstance(ch[0], A.Location):  # "Your Small creatures cost ...": the player's own, as L-TXT-162 reads
            if ch[0].kind is not A.LocationKind.YOU_CONTROL:
                raise Refused("a card changes what summoning costs its own player only: write 'Your Small creatures "
                              "cost 1 Land Life to summon.' (L-TXT-162)", ch[0].span)
            return ch[1].kinds if isinstance(ch[1], _Bare) else ch[1]
        return _plural_kinds(ch, "a summoning's cost is changed for kinds of creatures, named as a plural with no "
                             "count: write 'Large creatures you summon cost 2 Land Life instead of 4.'")

    def summon_cost_set(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        whose, ch = _summoners(ch)
        amount, instead = _ints(ch)[-2:]
        if whose is not A.Player.YOU and amount >= instead:
            # "may" names a way of paying the other player chooses; a higher amount would be forced on them (review)
            raise Refused(f"another player's summoning may only be made cheaper: write an amount below {instead} "
                          "(L-TXT-356)", _span(meta))
        return A.SummonCost(self._cost_kinds(ch), amount, False, instead, _span(meta), whose)

    def summon_cost_set_one(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        # t59-60: "Summoning a Large Kilnback creature costs you ...": one creature of the kinds, which is the plural's rule
        return self.summon_cost_set(meta, [_Bare(ch[0]), *ch[1:]])

    def each_summoner(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.EACH_PLAYER  # L-TXT-356

    def opponent_summoner(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOUR_OPPONENT

    def summon_cost_may(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        # t57-60: "You may summon Medium Fire creatures by paying 1 Land Life.": L-TXT-162's amount, offered as a way
        # to pay, so it may not be above the Land Life of a size it names (of any size, when it names none)
        from ._meaning import size_life  # (a module that imports this one)

        _, ch = _summoners(ch)  # ("While this card is on the field," said first)
        kinds = self._cost_kinds(ch)
        amount = _ints(ch)[-1]
        named = [s for q in kinds.qualities if isinstance(q, A.SizeQuality) for s in (q.size, q.or_size) if s is not None]
        for size in named or list(A.Size):
            own = size_life(size)[0]
            if amount > own:
                raise Refused(f"'you may summon ... by paying {amount} Land Life' offers a cheaper way to pay, and a "
                              f"{size.value} creature's summoning costs {own} Land Life: write an amount of at most "
                              f"{own}, or '... cost you {amount} Land Life to summon' to set it (L-TXT-162)", _span(meta))
        return A.SummonCost(kinds, amount, False, None, _span(meta))

    def summon_cost_to(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        # L-TXT-162: the amount alone, with no size's own Land Life said again after "instead of"
        return A.SummonCost(self._cost_kinds(ch), _ints(ch)[-1], False, None, _span(meta))

    def own_summon_cost(self, meta: Meta, ch: list[Any]) -> A.OwnSummonCost:
        amounts = _ints(ch)
        condition = next((c for c in ch if not isinstance(c, Token)), None)  # L-TXT-351
        return A.OwnSummonCost(amounts[0], _span(meta), condition, amounts[1] if len(amounts) > 1 else None)

    def own_summon_cost_if(self, meta: Meta, ch: list[Any]) -> A.OwnSummonCost:
        return self.own_summon_cost(meta, ch)

    def own_summon_free(self, meta: Meta, ch: list[Any]) -> A.OwnSummonCost:
        # "without paying its cost": L-TXT-173's amount 0, which every size's cost allows as a payment of Land Life
        condition = next((c for c in ch if not isinstance(c, Token)), None)
        return A.OwnSummonCost(0, _span(meta), condition, None)

    def summon_sacrifice(self, meta: Meta, ch: list[Any]) -> A.SummonSacrifice:
        victim = next(c for c in ch if isinstance(c, A.Filtered))
        bare = next((c for c in ch if isinstance(c, _Bare)), None)
        if victim.count.kind not in (A.CountKind.ONE, A.CountKind.NUMBER) or victim.count.number not in (None, 1):
            raise Refused("a summoning is paid by sacrificing one creature, as a size's cost is (L-SUM-3): write "
                          "'by sacrificing one Small creature you control' (L-TXT-267)", victim.count.span)
        return A.SummonSacrifice(None if bare is None else bare.kinds, victim, _span(meta))

    def summon_sacrifice_one(self, meta: Meta, ch: list[Any]) -> A.SummonSacrifice:
        # t63-49: "You may summon a Large Warden creature by sacrificing ...": one creature of the kinds, the plural's rule
        count, kinds, *rest = ch
        if count.kind is not A.CountKind.ONE:
            raise Refused("a creature is summoned one at a time: write 'You may summon a Large Fire creature by "
                          "sacrificing ...' (L-TXT-267)", count.span)
        return self.summon_sacrifice(meta, [_Bare(kinds), *rest])

    def summon_cost_free(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        whose, ch = _summoners(ch)
        return A.SummonCost(self._cost_kinds(ch), 0, False, None, _span(meta), whose)

    def summon_cost_more(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        return A.SummonCost(self._cost_kinds(ch), _ints(ch)[-1], True, None, _span(meta))

    def summon_cost_more_for(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        # L-TXT-368: "Each player must pay 1 additional Land Life to summon Large creatures."
        return A.SummonCost(ch[-1], _ints(ch)[-1], True, None, _span(meta), _payers(ch))

    def summon_cost_must(self, meta: Meta, ch: list[Any]) -> A.SummonCost:
        # L-TXT-368: "Players must pay 6 Land Life instead of 4 to summon ...": forced on them, so it may be higher
        amount, instead = _ints(ch)[-2:]
        if amount == instead:
            raise Refused(f"an amount paid instead of the same amount changes nothing: {amount} Land Life is what the "
                          "size costs already (L-TXT-368)", _span(meta))
        return A.SummonCost(ch[-1], amount, False, instead, _span(meta), _payers(ch))

    def summoned_kinds(self, meta: Meta, ch: list[Any]) -> A.Kinds:
        """The creatures a summoning rule of L-TXT-368 names: "Large creatures", or "a Large creature" (the same)."""
        kinds: A.Kinds = ch[0].kinds if isinstance(ch[0], _Bare) else ch[0]
        if kinds.or_kind is not None:
            # L-TXT-371's two kinds are never creatures, and their plural has no place before "you summon" to be
            # printed in: refused here with the meaning pass's words
            raise Refused("only creatures are summoned, and two kinds joined by 'or' (L-TXT-371) name no creature "
                          "(L-TXT-134)", kinds.span)
        return kinds

    def play_any_turn(self, meta: Meta, ch: list[Any]) -> A.AnyTurn:
        return A.AnyTurn(A.TimingAct.PLAY, span=_span(meta))

    def play_any_turn_by(self, meta: Meta, ch: list[Any]) -> A.AnyTurn:
        # "This card can be played during your opponent's turn" is the same sentence; any other
        # subject is kept for the meaning pass to refuse.
        subject = None if isinstance(ch[0], A.ThisCard) else ch[0]
        return A.AnyTurn(A.TimingAct.PLAY, subject, _span(meta))

    def activate_any_turn(self, meta: Meta, ch: list[Any]) -> A.AnyTurn:
        return A.AnyTurn(A.TimingAct.ACTIVATE, span=_span(meta), phase=_phase_of(ch))

    def opt_any_turn(self, meta: Meta, ch: list[Any]) -> _OptAnyTurn:
        return _OptAnyTurn(None, _span(meta), phase=_phase_of(ch))

    def opt_any_turn_colon(self, meta: Meta, ch: list[Any]) -> _OptAnyTurn:
        return _OptAnyTurn(ch[-1], _span(meta), phase=_phase_of(ch))

    def opt_any_turn_paid(self, meta: Meta, ch: list[Any]) -> _OptAnyTurn:
        return _OptAnyTurn(ch[-1], _span(meta), ch[-2], phase=_phase_of(ch))

    def any_turn_paid(self, meta: Meta, ch: list[Any]) -> _OptAnyTurn:
        return _OptAnyTurn(ch[-1], _span(meta), ch[-2], once=False, phase=_phase_of(ch))

    def played_only_by(self, meta: Meta, ch: list[Any]) -> _PlayedOnly:
        # L-TXT-107: "This card can only be played ...": a card speaks only of its own playing.
        if not isinstance(ch[0], A.ThisCard):
            raise Refused("a card says when it may be played only of itself: write 'This card can only be played "
                          "...' or 'Play this card only ...' (L-TXT-107)", ch[0].span)
        return _PlayedOnly()

    def play_only_during(self, meta: Meta, ch: list[Any]) -> A.OnlyDuring:
        return A.OnlyDuring(_timing(ch)[0], span=_span(meta))

    def play_only_during_theirs(self, meta: Meta, ch: list[Any]) -> A.OnlyDuring:
        return A.OnlyDuring(_timing(ch)[0], True, _span(meta))

    def play_only_during_either(self, meta: Meta, ch: list[Any]) -> A.OnlyDuring:
        return A.OnlyDuring(_timing(ch)[0], False, _span(meta), either=True)

    def play_only_during_turn(self, meta: Meta, ch: list[Any]) -> A.OnlyDuring:
        return A.OnlyDuring(None, False, _span(meta))

    def play_only_if(self, meta: Meta, ch: list[Any]) -> A.OnlyIf:
        return A.OnlyIf(_timing(ch)[0], _span(meta))

    def this_ability_unnegatable(self, meta: Meta, ch: list[Any]) -> _ThisAbility:
        return _ThisAbility(_span(meta))

    def play_only_during_if(self, meta: Meta, ch: list[Any], theirs: bool = False) -> _Both:
        # test21's "Play this card only during your Boost Phase if ...": L-TXT-28's sentence and L-TXT-88's in one
        phase, condition = _timing(ch)
        span = _span(meta)
        return _Both((A.OnlyDuring(phase, theirs, span), A.OnlyIf(condition, span)))

    def play_only_during_theirs_if(self, meta: Meta, ch: list[Any]) -> _Both:
        return self.play_only_during_if(meta, ch, theirs=True)

    # L-TXT-106: "Play this card only when <an attack>."
    def attack_condition(self, meta: Meta, ch: list[Any]) -> A.AttackCondition:
        return A.AttackCondition(ch[0], ch[1] if len(ch) > 1 else None, span=_span(meta))

    # L-TXT-344: "Play this card only when <a creature> is destroyed (by battle)."
    def destroyed_condition(self, meta: Meta, ch: list[Any], battle: bool = False) -> A.DestroyedCondition:
        creature = ch[0]
        if creature.count.kind is not A.CountKind.ONE:
            raise Refused("a card is played on one destruction at a time: name the creature with 'a' or 'one' "
                          "(L-TXT-344)", creature.count.span)
        return A.DestroyedCondition(creature, battle, _span(meta))

    # L-TXT-349: "Play this card only when <a creature> would be destroyed (by ...). <effects> instead."
    def endangered_condition(self, meta: Meta, ch: list[Any]) -> A.EndangeredCondition:
        return _endangered(ch[0], ch[1], _span(meta))

    def play_when_endangered(self, meta: Meta, ch: list[Any]) -> _Both:
        condition, effects = _timing(ch)
        return _both_endangered(condition, effects, _span(meta))

    def play_when_endangered_if(self, meta: Meta, ch: list[Any]) -> _Both:
        # t33-42's "If a creature you control would be destroyed ..., you may play this card.": the same sentence
        subject, event, effects = ch
        span = _span(meta)
        if not isinstance(subject, A.Filtered):
            raise Refused("a card in the hand is played to save a creature on the field: name the creature with a "
                          "filter such as 'a creature you control' (L-TXT-349)", subject.span)
        return _both_endangered(_endangered(subject, event, span), effects, span)

    def destroyed_by_battle_condition(self, meta: Meta, ch: list[Any]) -> A.DestroyedCondition:
        return self.destroyed_condition(meta, ch, battle=True)

    def attack_direct(self, meta: Meta, ch: list[Any]) -> A.AttackCondition:
        return A.AttackCondition(ch[0], None, True, _span(meta))

    def attacked_condition(self, meta: Meta, ch: list[Any]) -> A.AttackCondition:
        return A.AttackCondition(ch[1] if len(ch) > 1 else None, ch[0], span=_span(meta))

    def opponent_attacks(self, meta: Meta, ch: list[Any]) -> A.AttackCondition:
        # "your opponent attacks": any creature of theirs is the attacker.
        span = _span(meta)
        attacker = A.Filtered(A.Count(A.CountKind.ONE, None, span), False, A.Kinds((), None, A.Noun.CREATURE, span),
                              A.Location(A.LocationKind.OPPONENT_CONTROLS, span), span=span)
        defender = next((c for c in ch if isinstance(c, A.Filtered)), None)  # "... attacks a creature you control"
        return A.AttackCondition(attacker, defender, span=span)

    def _one_owned(self, meta: Meta, ch: list[Any], side: A.LocationKind) -> A.Filtered:
        span = _span(meta)
        strength = next((c for c in ch if isinstance(c, (A.StrengthBound, A.StrengthThan))), None)
        kinds = self.kinds(meta, [c for c in ch if c is not strength])
        return A.Filtered(A.Count(A.CountKind.ONE, None, span), False, kinds, A.Location(side, span), strength, span)

    def your_creature(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # "your Light creature": one creature you control (L-TXT-106).
        return self._one_owned(meta, ch, A.LocationKind.YOU_CONTROL)

    def opponents_creature(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # "your opponent's Light creature": one creature the opponent controls (L-TXT-106).
        return self._one_owned(meta, ch, A.LocationKind.OPPONENT_CONTROLS)

    # L-TXT-110: what a player did earlier in this turn.
    def summoned_act(self, meta: Meta, ch: list[Any]) -> A.TurnAct:
        return A.TurnAct.SUMMONED

    def played_act(self, meta: Meta, ch: list[Any]) -> A.TurnAct:
        return A.TurnAct.PLAYED

    def did_this_turn(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        player, act, kinds = _nodes(ch)
        return A.DidThisTurn(player, act, kinds, True, _span(meta))

    def destroyed_by_battle_turn(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        # L-TXT-217: "a creature you controlled was destroyed by battle this turn": the player it was controlled by.
        return _one_did(meta, ch, A.TurnAct.DESTROYED_IN_BATTLE, "was destroyed by battle this turn", "'a creature "
                        "you controlled was destroyed by battle' (L-TXT-217)")

    def destroyed_turn(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        # L-TXT-372: "a creature you controlled was destroyed this turn", in any way: the player it was controlled by.
        return _one_did(meta, ch, A.TurnAct.DESTROYED, "was destroyed this turn", "'a creature you controlled was "
                        "destroyed' (L-TXT-372)")

    def destroyed_in_battle_turn(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        # L-TXT-279: "a creature you control destroyed a creature in battle this turn": the destroyer's player then.
        return _one_did(meta, ch, A.TurnAct.DESTROYED_A_CREATURE, "destroyed a creature in battle this turn", "'a "
                        "creature you control destroyed a creature in battle this turn' (L-TXT-279)")

    def did_not_this_turn(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        return replace(self.did_this_turn(meta, ch), done=False)

    def one_attacked(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        # "one of your creatures attacked this turn": the owner words say whose creatures.
        where = ch[0]
        player = A.Player.YOU if where.kind is A.LocationKind.YOU_CONTROL else A.Player.YOUR_OPPONENT
        return A.DidThisTurn(player, A.TurnAct.ATTACKED, self.kinds(meta, ch[1:]), True, _span(meta))

    def none_attacked(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        return replace(self.one_attacked(meta, ch), done=False)

    def player_attacked(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        span = _span(meta)
        if ch[0] is A.Player.EACH_PLAYER:  # the canonical form names one player's creatures
            raise Refused("what was done this turn is asked of one player: name 'you' or 'your opponent' (L-TXT-110)", span)
        return A.DidThisTurn(ch[0], A.TurnAct.ATTACKED, A.Kinds((), None, A.Noun.CREATURE, span), True, span)

    def player_not_attacked(self, meta: Meta, ch: list[Any]) -> A.DidThisTurn:
        return replace(self.player_attacked(meta, ch), done=False)

    def compared_control(self, meta: Meta, ch: list[Any]) -> A.ComparedControl:
        player, bound, kinds, *than = [c for c in ch if not isinstance(c, Token)]
        if player is A.Player.EACH_PLAYER or (than and than[0] is not (
                A.Player.YOUR_OPPONENT if player is A.Player.YOU else A.Player.YOU)):
            raise Refused("a count of creatures is compared between 'you' and 'your opponent': name one of them, "
                          "then the other (L-TXT-88)", _span(meta))
        return A.ComparedControl(player, bound, kinds, _span(meta))

    def play_only_during_their_turn(self, meta: Meta, ch: list[Any]) -> A.OnlyDuring:
        return A.OnlyDuring(None, True, _span(meta))

    def trigger_loss_doubled(self, meta: Meta, ch: list[Any]) -> A.AttackLoss:
        # t42-22: "If this creature attacks your opponent's Land Life directly, double the Land Life your opponent loses
        # from that attack." is L-TXT-330's doubling of the Land Life this card's direct attack takes.
        trigger = ch[0]
        if trigger != A.SelfTrigger(A.SelfEvent.ATTACKS_DIRECTLY):
            raise Refused("only this card's own direct attack has its loss doubled so: write 'If this card attacks your "
                          "opponent's Land Life directly, double the Land Life your opponent loses from that attack.' "
                          "(L-TXT-330)", getattr(trigger, "span", _span(meta)))
        span = _span(meta)
        return A.AttackLoss(A.ThisCard(trigger.span), None, span, False, A.Player.YOUR_OPPONENT, True)

    def triggered(self, meta: Meta, ch: list[Any]) -> A.Triggered | A.FollowReplacement:
        effects = ch[1]
        # L-TXT-198: "you may" before the move: the player is asked (LR-95)
        optional = len(effects) == 1 and isinstance(effects[0], A.Optional)
        only = effects[0].effect if optional else effects[0] if len(effects) == 1 else None
        destroys = ch[0] == A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) or _destroys_filtered(ch[0])
        leaves = ch[0] in (A.SelfTrigger(A.SelfEvent.LEAVES_FIELD), A.AttachedTrigger(A.SelfEvent.LEAVES_FIELD))
        if isinstance(only, A.InsteadOfRuins) and (
                isinstance(only.moved, (A.ReturnToHand, A.SummonMoved)) or destroys
                or (leaves and isinstance(only.moved, A.PutInDeck))):  # L-TXT-373: on its owner's deck
            # L-TXT-63: a card that would go to the Ruins with the leaver goes to a hand instead; L-TXT-166: the
            # creature this card destroys in battle goes elsewhere. The meaning pass refuses any other trigger,
            # and any other card.
            if ch[0] == A.AttachedTrigger(A.SelfEvent.LEAVES_FIELD):  # the Attachment with its creature
                return A.FollowReplacement(None, only.moved, _span(meta), optional=optional)
            if ch[0] == A.AttachedTrigger(A.SelfEvent.DESTROYED_IN_BATTLE):
                # L-TXT-63 refuses this trigger before the move; its tree is L-TXT-232's, which says "If ... is
                # destroyed by battle", so the refusal is made here, in the words the meaning pass gives the others.
                raise Refused(_FOLLOW_TRIGGER_ONLY, ch[0].span)
            moved = _destroyed_named(only.moved) if destroys else only.moved
            return A.FollowReplacement(ch[0], moved, _span(meta), optional=optional)
        return A.Triggered(ch[0], effects, _span(meta))

    def paid_effects(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # L-TXT-156: "you may discard 1 card to negate that activation" is "you may discard 1 card, then if you do,
        # negate that activation": the payment is the choice, and what it buys happens only once it is made.
        payment, bought = ch
        mine = (isinstance(payment, A.Discard) and payment.player is A.Player.YOU and not payment.up_to
                and not payment.random) or (isinstance(payment, A.PayLife) and payment.player is A.Player.YOU) or (
                isinstance(payment, A.Sacrifice))  # t62-17: "you may sacrifice this card to negate that activation"
        if not mine:
            raise Refused("what is paid before 'to' must be a number of your own cards discarded, Land Life you pay "
                          "or a sacrifice, so that whether it was paid is known (L-TXT-156)", payment.span)
        span = _span(meta)
        return A.Optional(payment, payment.span), A.Conditional(A.DoneCondition(True, span), bought, span)

    def ability_activated(self, meta: Meta, ch: list[Any]) -> A.AbilityActivated:
        # "When your opponent activates an ability of one creature": the activator is the filter's place (LR-58).
        who, *of = ch
        if of and of[0].location is not None:
            raise Refused("who activates is said before 'activates', so the card whose ability it is takes no "
                          "place words: write 'When your opponent activates an ability of one creature' "
                          "(L-TXT-156)", of[0].location.span)
        which = of[0] if of else A.Filtered(A.Count(A.CountKind.ONE, None, _span(meta)), False,
                                            A.Kinds((), None, A.Noun.CARD, _span(meta)), None, None, _span(meta))
        # The place words stand before the filter: the filter's span reaches back to them.
        return A.AbilityActivated(replace(which, location=who, span=_span(meta)), _span(meta))

    def ability_activated_of(self, meta: Meta, ch: list[Any]) -> A.AbilityActivated:
        # "When your opponent activates a creature's ability" (as L-TXT-35 reads "a creature's ability").
        who, count, what = ch
        kind = what if isinstance(what, A.KindFilter) else None
        noun = what if isinstance(what, A.Noun) else A.Noun.CARD
        kinds = A.Kinds((), kind, noun, _span(meta))
        return A.AbilityActivated(A.Filtered(count, False, kinds, who, None, _span(meta)), _span(meta))

    def negate_triggering(self, meta: Meta, ch: list[Any]) -> A.NegateTriggering:
        return A.NegateTriggering(_span(meta))

    def turn_player_triggered(self, meta: Meta, ch: list[Any]) -> A.Triggered:
        # L-TXT-216: "At the start of each player's Draw Phase, that player ...": the player whose phase it is does
        # the effects, as "you" of them; "they" after it is that player too.
        trigger, *effects = ch
        if not isinstance(trigger, (A.PhaseStart, A.PhaseEnd)) or not trigger.each:
            raise Refused("'that player' names the player whose phase it is, so the trigger is the start or end of "
                          "each player's phase: write 'At the start of each player's Draw Phase, that player ...' "
                          "(L-TXT-216)", trigger.span)
        return A.Triggered(replace(trigger, turn_player=True), tuple(effects), _span(meta))

    def tp_step(self, meta: Meta, ch: list[Any]) -> A.Effect:
        return ch[0]  # type: ignore[no-any-return]

    def tp_may(self, meta: Meta, ch: list[Any]) -> A.Effect:
        if isinstance(ch[0], A.LookAtTop):  # "may look at the top card ... and put it on the bottom": the put is the choice
            return ch[0]
        return A.Optional(ch[0], _span(meta))

    def tp_if(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        return A.Conditional(A.DoneCondition(span=_span(meta)), ch[-1], _span(meta))

    # "that player gains / loses / draws / discards / sends ...": the acts of "you" (L-TXT-216), built as theirs.
    def tp_gain(self, meta: Meta, ch: list[Any]) -> A.GainLife | A.ForEach:
        return self.gain_life(meta, ch)

    def tp_count(self, meta: Meta, ch: list[Any]) -> A.Counted:
        # L-TXT-268: "they" is that player, the "you" of these effects, so the count is of the cards "you" control.
        return replace(self.counted_theirs(meta, ch), theirs=False)

    def tp_lose(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        return self.lose_life(meta, [A.Player.YOU, *ch])

    def tp_draw(self, meta: Meta, ch: list[Any]) -> A.Draw | A.ForEach:
        return self.draw_by(meta, [A.Player.YOU, *ch])

    def tp_discard(self, meta: Meta, ch: list[Any]) -> A.Discard | A.ForEach:
        return self.discard_by(meta, [A.Player.YOU, *ch])

    def tp_mill(self, meta: Meta, ch: list[Any]) -> A.Mill:
        return self.mill_by(meta, [A.Player.YOU, *ch])

    def tp_look_bottom(self, meta: Meta, ch: list[Any]) -> A.LookAtTop:
        return A.LookAtTop(1, 0, A.LookRest.MAY_BOTTOM, _span(meta))

    def gain_life_they(self, meta: Meta, ch: list[Any]) -> A.GainLife:
        return A.GainLife(_int(ch[0]), _span(meta), self._they(meta))

    def triggered_once(self, meta: Meta, ch: list[Any]) -> A.Triggered:
        return A.Triggered(ch[1], ch[2], _span(meta), once_per_turn=True)

    def triggered_during(self, meta: Meta, ch: list[Any]) -> A.Triggered:
        # L-TXT-370: "Once per turn, during your Battle Phase, when ..., ...": watched in that time alone
        span = _span(meta)
        return A.Triggered(ch[-2], ch[-1], span, once_per_turn=ch[0] is True, during=_during(ch, span))

    def stacked_ability(self, meta: Meta, ch: list[Any]) -> A.StackedAbility:
        # The note after its ability or, as a label, before it ("Ability - Stack 2: ..."): one tree.
        ability = next((c for c in ch if isinstance(c, (A.Sentence, A.Activated, A.Triggered, A.Replacement))), None)
        if ability is None:  # t42-22's doubling reads where a trigger stands, but is L-TXT-330's replacement
            raise Refused("a direct attack's loss changed is no ability a stack holds: write it as a sentence of its "
                          "own, without the Stack note (L-TXT-330)", _span(meta))
        label = next((c for c in ch if isinstance(c, _AbilityName)), None)
        if label is not None:  # L-TXT-313: "Grave Ward - Stack 1: ..."
            return A.StackedAbility(ability, label.count, _span(meta), label.name)
        return A.StackedAbility(ability, _ints(ch)[-1], _span(meta))

    def ability_name(self, meta: Meta, ch: list[Any]) -> _AbilityName:
        found = _LABEL.fullmatch(str(ch[0]))
        assert found is not None  # the terminal's own pattern
        name = " ".join(found.group(1).split())
        return _AbilityName(None if name == "ability" else name, int(found.group(2)))

    def stack_requirement(self, meta: Meta, ch: list[Any]) -> A.StackRequirement:
        return A.StackRequirement(_int(ch[0]), ch[1], _span(meta))

    def stack_alone(self, meta: Meta, ch: list[Any]) -> A.StackRequirement:
        return A.StackRequirement(_int(ch[0]), A.Zone.HAND, _span(meta))  # LR-121: the print's source, the hand

    def summon_requirement(self, meta: Meta, ch: list[Any]) -> A.SummonRequirement:
        if any(isinstance(c, A.Zone) for c in ch):
            self._host_from_zone(ch)
        return A.SummonRequirement(ch[0], _span(meta))

    def summon_requirement_during(self, meta: Meta, ch: list[Any]) -> A.SummonRequirement | _Both:
        whose, phase, host = ch
        if whose is not A.Player.YOU:
            # L-TXT-365 adds a phase of the player's own turn; the opponent's is L-TXT-28's whole turn.
            raise Refused("a card may add a phase of its player's own turn to those it is played in (L-TXT-365); "
                          "for the opponent's turn write 'You may play this card during your opponent's turn.' "
                          "(L-TXT-28)", _span(meta))
        return self.summon_in_phase(meta, [phase, host])

    def summon_in_phase(self, meta: Meta, ch: list[Any], only: bool = False) -> A.SummonRequirement | _Both:
        # t44-56 names the Boost Phase the summoning has anyway (L-MUT-2); another phase is L-TXT-365's permission,
        # and "only" then takes the Boost Phase away (L-TXT-28's limit).
        phase, host = ch
        span = _span(meta)
        if phase is A.Phase.BOOST:
            return A.SummonRequirement(host, span)
        limit = (A.OnlyDuring(phase, span=span),) if only else ()
        return _Both((A.SummonRequirement(host, span), A.PlayInPhase(phase, span), *limit))

    def summon_only_in_phase(self, meta: Meta, ch: list[Any]) -> A.SummonRequirement | _Both:
        return self.summon_in_phase(meta, ch, only=True)

    def summon_any_turn(self, meta: Meta, ch: list[Any]) -> _Both:
        span = _span(meta)
        return _Both((A.SummonRequirement(ch[0], span), A.AnyTurn(A.TimingAct.PLAY, span=span)))

    def play_in_phase(self, meta: Meta, ch: list[Any]) -> A.PlayInPhase:
        return A.PlayInPhase(ch[0], _span(meta))

    def activate_in_phase(self, meta: Meta, ch: list[Any]) -> A.ActivateInPhase:
        return A.ActivateInPhase(ch[0], _span(meta))  # L-TXT-377

    @staticmethod
    def _host_from_zone(ch: list[Any]) -> NoReturn:
        zone = next(c for c in ch if isinstance(c, A.Zone))
        kinds = next(c.kinds if isinstance(c, _Bare) else c for c in ch if isinstance(c, (_Bare, A.Kinds)))
        first = ch[0].kinds.span if isinstance(ch[0], _Bare) else ch[0].span
        raise Refused(f"a Mutated Creature is summoned on top of a creature on the field: a card from your "
                      f"{zone.value} cannot be its host (L-TXT-257)",
                      Span(first.start, kinds.span.end, first.line, first.column))

    def summon_with_costs(self, meta: Meta, ch: list[Any]) -> A.SummonRequirement:
        return A.SummonRequirement(ch[0], _span(meta), ch[1])

    def costs_then_host(self, meta: Meta, ch: list[Any]) -> A.SummonRequirement:
        # The costs said before the host are the same costs (L-TXT-258).
        return A.SummonRequirement(ch[-1], _span(meta), tuple(ch[:-1]))

    def summon_costs(self, meta: Meta, ch: list[Any]) -> tuple[A.Cost, ...]:
        return tuple(ch)

    summon_costs_ing = summon_costs

    def send_cost(self, meta: Meta, ch: list[Any]) -> A.SacrificeCost:
        # A card sent from the field to the Ruins to pay a cost is sacrificed (L-DEF-3, L-TXT-258).
        return A.SacrificeCost(ch[0], _span(meta))

    def hand_send_cost(self, meta: Meta, ch: list[Any]) -> A.DiscardCost:
        wanted = _filter(ch, meta)
        if wanted.another:
            raise Refused("a card is sent from the hand as a cost by kind and number: drop 'another' (L-TXT-258)",
                          wanted.span)
        count = wanted.count
        match count.kind:
            case A.CountKind.ONE | A.CountKind.TWO | A.CountKind.THREE:
                number = {"one": 1, "two": 2, "three": 3}[count.kind.value]
            case A.CountKind.NUMBER:
                assert count.number is not None
                number = count.number
            case A.CountKind.UP_TO | A.CountKind.ALL | A.CountKind.EACH:
                raise Refused("a cost sent from the hand is a fixed number of cards, not 'all' or 'up to' a number "
                              "(L-TXT-258)", count.span)
            case _:
                assert_never(count.kind)
        return A.DiscardCost(number, _span(meta), wanted.kinds)

    def once_per_turn(self, meta: Meta, ch: list[Any]) -> bool:
        return True

    def costs(self, meta: Meta, ch: list[Any]) -> tuple[A.Cost, ...]:
        return tuple(ch)

    def pay_cost(self, meta: Meta, ch: list[Any]) -> A.PayCost:
        return A.PayCost(_int(ch[0]), _span(meta))

    def sacrifice_cost(self, meta: Meta, ch: list[Any]) -> A.SacrificeCost:
        return A.SacrificeCost(ch[0], _span(meta))

    def discard_cost(self, meta: Meta, ch: list[Any]) -> A.DiscardCost:
        return A.DiscardCost(_int(ch[0]), _span(meta), _taken_kinds(ch))

    def hand_zone(self, meta: Meta, ch: list[Any]) -> A.Zone:
        return A.Zone.HAND

    def deck_zone(self, meta: Meta, ch: list[Any]) -> A.Zone:
        return A.Zone.DECK

    def ruins_zone(self, meta: Meta, ch: list[Any]) -> A.Zone:
        return A.Zone.RUINS

    # -- triggers -----------------------------------------------------------------------
    def self_trigger(self, meta: Meta, ch: list[Any]) -> A.SelfTrigger:
        return A.SelfTrigger(ch[0], _span(meta))

    def if_self_trigger(self, meta: Meta, ch: list[Any]) -> A.SelfTrigger:
        # "If this card is destroyed in battle, ...": the trigger with "if" (t30-31, t31-18); ch[0] is this card
        return A.SelfTrigger(ch[-1], _span(meta))

    def played_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.PLAYED

    def destroyed_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.DESTROYED

    def sent_to_ruins_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.SENT_TO_RUINS

    def attacks_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.ATTACKS

    def attacks_directly_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        _opponents_life(ch, meta)
        return A.SelfEvent.ATTACKS_DIRECTLY

    def if_attacks_directly(self, meta: Meta, ch: list[Any]) -> A.SelfTrigger:
        # "If this card attacks your opponent's Land Life directly, ...": the trigger "When ..." (L-TXT-310, t42-22)
        _opponents_life(ch, meta)
        return A.SelfTrigger(A.SelfEvent.ATTACKS_DIRECTLY, _span(meta))

    def it_attacks_directly(self, meta: Meta, ch: list[Any]) -> _ItAttacks:
        _opponents_life(ch, meta)
        self.it_attacks = True
        return _ItAttacks(_span(meta))

    def it_attacks_filtered(self, meta: Meta, ch: list[Any]) -> _ItAttacks:
        self.it_attacks = True  # (the flag of the same name: a text with either is walked for it)
        return _ItAttacks(_span(meta), False, ch[0] if ch else None)

    def trailing_opt(self, meta: Meta, ch: list[Any]) -> _TrailingOpt:
        return _TrailingOpt(_span(meta))

    def trailing_once(self, meta: Meta, ch: list[Any]) -> _TrailingOpt:
        return _TrailingOpt(_span(meta), "'This ability can only be used once per turn'")

    def attacked_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.ATTACKED

    def summoned_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.SUMMONED

    def leaves_field_event(self, meta: Meta, ch: list[Any]) -> A.SelfEvent:
        return A.SelfEvent.LEAVES_FIELD

    def creature_destroyed(self, meta: Meta, ch: list[Any]) -> A.CreatureDestroyed:
        return A.CreatureDestroyed(ch[0], _span(meta))

    def creature_summoned(self, meta: Meta, ch: list[Any]) -> A.CreatureSummoned:
        if isinstance(ch[0], A.Location):  # "Whenever your opponent summons a creature": the side it arrives on
            return A.CreatureSummoned(_filter([*ch[1:], ch[0]], meta), _span(meta))
        return A.CreatureSummoned(ch[0], _span(meta))

    def creature_summoned_yours(self, meta: Meta, ch: list[Any]) -> A.CreatureSummoned:
        # t59-58: "when a Kilnback creature is summoned on your side of the field": one the player controls (L-TXT-85)
        found: A.Filtered = ch[0]
        if found.location is not None and found.location.kind is not A.LocationKind.YOU_CONTROL:
            raise Refused("a creature summoned on your side of the field is one you control: leave out the other place "
                          "(L-TXT-85)", found.location.span)
        return A.CreatureSummoned(replace(found, location=A.Location(A.LocationKind.YOU_CONTROL, found.span)), _span(meta))

    def card_leaves(self, meta: Meta, ch: list[Any]) -> A.CardLeaves:
        return A.CardLeaves(ch[0], _span(meta))

    def creature_attacks(self, meta: Meta, ch: list[Any]) -> A.CreatureAttacks:
        return A.CreatureAttacks(ch[0], _span(meta))

    def creature_attacks_creature(self, meta: Meta, ch: list[Any]) -> A.CreatureAttacks:
        return A.CreatureAttacks(ch[0], _span(meta), ch[1])  # L-TXT-316

    def card_played(self, meta: Meta, ch: list[Any]) -> A.CardPlayed:
        # "When your opponent plays a Boost card": the player is the side of the filter (L-TXT-214).
        return A.CardPlayed(_filter([*ch[1:], ch[0]], meta), _span(meta))

    def any_summoner(self, meta: Meta, ch: list[Any]) -> A.Location:
        return A.Location(A.LocationKind.ON_ANY_SIDE, _span(meta))

    def destroyed_in_battle(self, meta: Meta, ch: list[Any]) -> A.BattleDestroys:
        # "When a creature you control is destroyed in battle": in a battle only the creature it
        # battled destroys it, so this is L-TXT-56's trigger with any creature as the destroyer.
        span = _span(meta)
        anyone = A.Filtered(A.Count(A.CountKind.ONE, None, span), False,
                            A.Kinds((), None, A.Noun.CREATURE, span), None, None, span)
        return A.BattleDestroys(anyone, ch[0], span)

    def battle_destroys(self, meta: Meta, ch: list[Any]) -> A.BattleDestroys | A.SelfTrigger:
        destroyer, destroyed = ch
        if isinstance(destroyer, A.ThisCard) and _plain_one_creature(destroyed):
            # "this card destroys a creature in battle": L-TXT-40's self trigger, one tree for both spellings
            return A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE, _span(meta))
        return A.BattleDestroys(destroyer, destroyed, _span(meta))

    def destroyed_by_filtered(self, meta: Meta, ch: list[Any]) -> A.BattleDestroys:
        # L-TXT-222: "When this card is destroyed in battle by <filter>"; the noun is a keyword, so ch is the filter
        return A.BattleDestroys(ch[-1], A.ThisCard(_span(meta)), _span(meta))

    def destroys_this_card(self, meta: Meta, ch: list[Any]) -> A.BattleDestroys:
        return A.BattleDestroys(ch[0], ch[1], _span(meta))

    def phase_start(self, meta: Meta, ch: list[Any]) -> A.PhaseStart:
        return A.PhaseStart(ch[0] is True, ch[1], ch[0] is None, _span(meta))

    def phase_end(self, meta: Meta, ch: list[Any]) -> A.PhaseEnd:
        return A.PhaseEnd(ch[0] is True, ch[1], ch[0] is None, _span(meta))

    def turn_end(self, meta: Meta, ch: list[Any]) -> A.PhaseEnd:
        # The turn ends when its End Phase ends (L-TRN-7): one tree with "at the end of your End Phase".
        return self.phase_end(meta, [ch[0], A.Phase.END])

    def opponents_phase(self, meta: Meta, ch: list[Any]) -> None:
        return None  # neither "your" (False) nor "each" (True)

    def your_phase(self, meta: Meta, ch: list[Any]) -> bool:
        return False

    def each_phase(self, meta: Meta, ch: list[Any]) -> bool:
        return True

    def draw_phase(self, meta: Meta, ch: list[Any]) -> A.Phase:
        return A.Phase.DRAW

    def boost_phase(self, meta: Meta, ch: list[Any]) -> A.Phase:
        return A.Phase.BOOST

    def battle_phase(self, meta: Meta, ch: list[Any]) -> A.Phase:
        return A.Phase.BATTLE

    def end_phase(self, meta: Meta, ch: list[Any]) -> A.Phase:
        return A.Phase.END

    # -- effects ------------------------------------------------------------------------
    def effects(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, ...]:
        # A shared subject ("loses 3 Strength and cannot attack") builds two effects at once (L-TXT-91).
        out: list[A.Effect] = []
        for c in ch:
            if isinstance(c, _Rounding):  # L-TXT-206: the rounding of the halving just read
                out[-1] = _rounded(out[-1], c)
            elif isinstance(c, _Named):  # L-TXT-247: "..., except a card named the same as this card"
                out[-1] = _excepting(out[-1], c)
            elif isinstance(c, _BeforeBattle) and isinstance(out[-1], _BeforeBattle):  # (found by a review)
                raise Refused("'before battle' is said once after an effect", c.span)
            else:
                out.extend(c if isinstance(c, tuple) else (c,))
        if any(isinstance(e, (_InsteadIf, _Otherwise)) for e in out):
            return _attacker_named(_merge_instead(tuple(out), leading=True))
        return _attacker_named(tuple(out))

    def before_battle(self, meta: Meta, ch: list[Any]) -> _BeforeBattle:
        self.said_before_battle = True
        return _BeforeBattle(_span(meta))

    def rounded_down(self, meta: Meta, ch: list[Any]) -> _Rounding:
        return _Rounding(A.Rounding.DOWN, _span(meta))

    def rounded_up(self, meta: Meta, ch: list[Any]) -> _Rounding:
        return _Rounding(A.Rounding.UP, _span(meta))

    def half(self, meta: Meta, ch: list[Any]) -> str:
        return _HALF

    outcome_effects = effects

    def strength_and_ban(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "X loses 3 Strength and cannot attack": two effects of one subject (L-TXT-91). A subject picked
        # by a choice is picked once: the second effect names it back, as "it" or "them" would.
        return self.strength_and_ban_for(meta, [*ch, None])

    def strength_and_ban_for(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "... gains +3 Strength and cannot be destroyed by battle until the end of your next turn": both for that
        # time (L-TXT-353), the tree of "... gains +3 Strength until ..., then it cannot ... until ..."; with no
        # duration, L-TXT-91's pair.
        target, delta, act, duration = ch
        span = _span(meta)
        second = _named_again(target, act.span, "a change of Strength 'and' a prohibition", "L-TXT-91")
        return A.ModifyStrength(target, delta, duration, span), A.Prohibition(second, act, duration, span)

    def strength_and_ban_first(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        return self.strength_and_ban_for(meta, [*ch[1:], ch[0]])

    def ban_and_strength(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "The attached creature cannot attack and loses 2 Strength." (t56-52): L-TXT-91's pair, said the other way round
        target, act, delta, *duration = ch
        return self.strength_and_ban_for(meta, [target, delta, act, duration[0] if duration else None])

    def strength_and_lose(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "The attached creature gains +4 Strength and loses all of its abilities" (t42-50): L-TXT-352's loss is the
        # prohibition of L-TXT-91's pair, so the pair's tree, with or without one duration for both.
        return self.strength_and_ban_for(meta, ch if len(ch) == 4 else [*ch, None])

    def lost_abilities(self, meta: Meta, ch: list[Any]) -> A.SimpleAct:
        return A.SimpleAct(A.Act.LOSE_ABILITIES, _span(meta))

    def strength_and_limit(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "The attached creature gains +2 Strength and can attack twice per turn" (t39-53, L-TXT-353).
        target, delta, times = ch[:3]
        duration = ch[3] if len(ch) > 3 else None
        span = _span(meta)
        second = _named_again(target, span, "a change of Strength 'and' attacks allowed", "L-TXT-353", _ONE_OR_ALL)
        return A.ModifyStrength(target, delta, duration, span), _attack_limit([second, times, duration], times, meta)

    def strength_and_extra(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "1 creature gains +2 Strength and can attack an additional time this turn": "this turn" closes the
        # sentence, so the change of Strength is for this turn too (L-TXT-353).
        target, delta = ch[0], ch[1]  # (and the ONE_ADDITIONAL token, if written so)
        span = _span(meta)
        second = _named_again(target, span, "a change of Strength 'and' attacks allowed", "L-TXT-353", _ONE_OR_ALL)
        return A.ModifyStrength(target, delta, A.UntilEndOfTurn(span), span), A.ExtraAttack(second, span)

    def strength_and_extra_first(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # t46-24: "Until the end of the turn, it gains +3 Strength and can attack one additional time": the one more
        # attack is for this turn, so the duration said first is this turn's (L-TXT-353).
        if not isinstance(ch[0], A.UntilEndOfTurn):
            raise Refused("one attack more is for this turn, so the change of Strength said with it lasts this turn too: "
                          "write 'Until the end of the turn,' (L-TXT-353)", getattr(ch[0], "span", _span(meta)))
        return self.strength_and_extra(meta, ch[1:])

    def chosen_pair(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "Choose 1 creature you control. It gains +3 Strength and cannot ...": the first effect picks it, the
        # second names it back, as "1 creature you control gains ..., then it cannot ..." (L-TXT-353).
        picked, (first, second) = ch
        return self.chosen(meta, [picked, first]), second

    def two_bans(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "cannot attack or be targeted", "cannot activate Land abilities or play Boost cards": two prohibitions of
        # one subject, each with the duration (L-TXT-183); a subject picked by a choice is picked once and named
        # back in the second, as L-TXT-91's is.
        subject, first, second = ch[0], ch[1], ch[2]
        duration = ch[3] if len(ch) > 3 else None
        span = _span(meta)
        again = subject if isinstance(subject, A.Player) else _named_again(
            subject, second.span, "a prohibition of two acts joined by 'or'", "L-TXT-183")
        return A.Prohibition(subject, first, duration, span), A.Prohibition(again, second, duration, span)

    def shared_source_bans(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, ...]:
        return self._shared_source(meta, ch, False)

    def shared_source_bans_opponents(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, ...]:
        return self._shared_source(meta, ch, True)

    def _shared_source(self, meta: Meta, ch: list[Any], theirs: bool) -> tuple[A.Effect, ...]:
        # t46-50: "cannot be destroyed or targeted by Boost cards": L-TXT-183's two prohibitions, L-TXT-61's and
        # L-TXT-58's, the cards named once for both.
        subject, first, second = ch[0], ch[1], ch[2]
        kinds = next((c for c in ch[3:] if isinstance(c, A.KindFilter)), None)
        duration = next((c for c in ch[3:] if not isinstance(c, (A.KindFilter, Token))), None)
        span = _span(meta)
        if second is _OR_AFFECTED and (first == A.SimpleAct(A.Act.BE_DESTROYED) or (
                isinstance(first, A.TargetedAct) and first.kind is None and not first.opponents)):
            # t59-22: "cannot be chosen or affected by ...": a card no effect of those cards affects is one none of
            # them picks or destroys either (LR-135), so the one prohibition says both.
            return (A.Prohibition(subject, A.AffectedByAct(kinds, theirs, span), duration, span),)
        destroyed_first = first == A.SimpleAct(A.Act.BE_DESTROYED) and second is _OR_TARGETED
        targeted_first = isinstance(first, A.TargetedAct) and first.kind is None and not first.opponents \
            and second is _OR_DESTROYED
        if not (destroyed_first or targeted_first):
            raise Refused("only being destroyed and being targeted (or either and being affected) may share the cards "
                          "named after 'by': write 'cannot be destroyed or targeted by ...' (L-TXT-183)", _span(meta))
        # L-TXT-183's pair, its two acts built here with the source said once
        return self.two_bans(meta, [subject, A.DestroyedByAct(kinds, theirs, span), A.TargetedAct(kinds, theirs, span),
                                    *([duration] if duration is not None else [])])

    or_targeted = _constant(_OR_TARGETED)
    or_destroyed = _constant(_OR_DESTROYED)
    or_affected = _constant(_OR_AFFECTED)

    def two_bans_during(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "... cannot X or Y during your turn": "During your turn, ... cannot X", then the same for Y (L-TXT-183, L-TXT-33).
        *bans_of, whose = ch
        span = _span(meta)
        first, second = self.two_bans(meta, bans_of)
        return A.Conditional(A.TurnCondition(whose, span), first, span), A.Conditional(A.TurnCondition(whose, span), second, span)

    def upkeep(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # "Send this card to the Ruins unless you pay 2 Land Life", "Pay 2 Land Life or send this card to the
        # Ruins": "you may pay 2 Land Life, then if you do not, send this card to the Ruins" (L-TXT-108).
        lose = next(c for c in ch if not isinstance(c, Token))
        span = _span(meta)
        return _kept_unless(A.PayLife(A.Player.YOU, _ints(ch)[0], span), lose, "a payment written with 'unless' or "
                            "'or'", "you may pay N Land Life")

    def upkeep_discard(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # t43-44's "discard 1 card or destroy this card": L-TXT-108's choice with a discard for the payment
        lose = next(c for c in ch if isinstance(c, (A.SendToRuins, A.Destroy, A.Sacrifice)))
        span = _span(meta)
        kept = _kept_unless(A.Discard(_ints(ch)[0], span=span, kinds=_taken_kinds(ch)), lose,
                            "a discard written with 'or'", "you may discard 1 card")
        if _ints(ch)[0] != 1:  # a discard of several is done when it names any card (L-TXT-73): not the price said
            raise Refused("a discard written with 'or' is of 1 card: a discard of several counts as done with fewer "
                          "(L-TXT-73), so write 'discard 1 card or ...' (L-TXT-108)", span)
        return kept

    def _two_sources(opponents: bool, act: type[A.TargetedAct] | type[A.DestroyedByAct]) -> Any:  # type: ignore[misc]
        def build(self: Build, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
            # "cannot be targeted by Boost cards or Land abilities": one prohibition for each kind (L-TXT-93).
            target, first, second, *rest = ch
            duration = rest[0] if rest else None
            span = _span(meta)
            if first is second:
                raise Refused(f"one kind of card named twice ('{first.value} or {second.value}'): write it once (L-TXT-93)", span)
            again = _named_again(target, span, "a prohibition kept off two kinds of card", "L-TXT-93")
            return (A.Prohibition(target, act(first, opponents, span), duration, span),
                    A.Prohibition(again, act(second, opponents, span), duration, span))

        return build

    two_targeted = _two_sources(False, A.TargetedAct)
    two_targeted_opponents = _two_sources(True, A.TargetedAct)
    two_destroyed = _two_sources(False, A.DestroyedByAct)
    two_destroyed_opponents = _two_sources(True, A.DestroyedByAct)

    def draw(self, meta: Meta, ch: list[Any]) -> A.Draw | A.ForEach:
        return _scaled(A.Draw(_ints(ch)[0], span=_span(meta)), ch, meta)

    def lead_for_each(self, meta: Meta, ch: list[Any]) -> A.Effect:
        per, effect = ch
        if isinstance(effect, A.ForEach):
            raise Refused("'for each' is said twice for one amount: keep one count", effect.per.span)
        if not isinstance(effect, (A.Draw, A.GainLife, A.LoseLife, A.ModifyStrength, A.Discard)):
            raise Refused("'for each' said first scales a number of cards drawn or discarded, of Land Life or of "
                          "Strength, and this effect has none", per.span)
        return _scaled(ch[1], [per], meta)  # ch[1] unnarrowed: one of the four, which _scaled is generic over

    def draw_by(self, meta: Meta, ch: list[Any]) -> A.Draw | A.ForEach:
        return _scaled(A.Draw(_ints(ch)[0], ch[0], _span(meta)), ch, meta)

    def _they(self, meta: Meta) -> Any:
        """The mark "they" leaves in a player's place, read once the text is whole (L-TXT-215)."""
        self.they = True
        return _They(_span(meta))

    def draw_they(self, meta: Meta, ch: list[Any]) -> A.Draw | A.ForEach:
        return self.draw_by(meta, [self._they(meta), *ch])

    def lose_life_they(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        return self.lose_life(meta, [self._they(meta), *ch])

    def discard_they(self, meta: Meta, ch: list[Any]) -> A.Discard | A.ForEach:
        if any(c is _YOUR_HAND for c in ch):
            raise Refused("a player discards from their own hand: write 'they discard 1 card from their hand'",
                          _span(meta))
        return self.discard_by(meta, [self._they(meta), *ch])

    def discard_their_hand(self, meta: Meta, ch: list[Any]) -> object:
        return _THEIR_HAND

    def discard_your_hand(self, meta: Meta, ch: list[Any]) -> object:
        return _YOUR_HAND

    def discard_by(self, meta: Meta, ch: list[Any]) -> A.Discard | A.ForEach:
        # "Your opponent discards 1 card from their hand": a player discards only from their own hand, so "your
        # hand" goes with "you" and "their hand" with the opponent (or each player).
        hand = next((c for c in ch if c is _THEIR_HAND or c is _YOUR_HAND), None)
        if hand is not None and (hand is _YOUR_HAND) != (ch[0] is A.Player.YOU):
            raise Refused("a player discards from their own hand: write 'you discard 1 card from your hand' or 'your "
                          "opponent discards 1 card from their hand'", _span(meta))
        return _scaled(A.Discard(_ints(ch)[0], ch[0], _span(meta), random=any(c is _RANDOM for c in ch)), ch, meta)

    def at_random(self, meta: Meta, ch: list[Any]) -> object:
        return _RANDOM

    def search(self, meta: Meta, ch: list[Any]) -> A.Search:
        return A.Search(ch[0], _span(meta))

    def search_named(self, meta: Meta, ch: list[Any]) -> A.Search:
        # L-TXT-347: "search your deck for 1 card with the same name": only cards named as this card (L-TXT-247).
        mark = next(c for c in ch if isinstance(c, _Named))
        if not mark.same:
            raise Refused("a search by name picks the cards named as this card: write 'with the same name as this card' "
                          "(L-TXT-347)", mark.span)
        return A.Search(_filter(ch, meta), _span(meta))

    def prohibition_first_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # t36-17, t38-18: "While X, ... cannot ... during your turn" is "If X, during your turn, ... cannot ..."
        # (L-TXT-16's condition of a static ability, then L-TXT-33's turn or L-TXT-260's phase).
        duration, *rest = ch
        if not isinstance(duration, A.WhileCondition):
            raise Refused("a prohibition said 'during your turn' (or Phase) takes one more condition first, with 'while' "
                          "or 'if', and no other duration", duration.span)
        whole = _span(meta)
        return A.Conditional(duration.condition, self.prohibition_during(meta, rest), whole)

    def search_added(self, meta: Meta, ch: list[Any]) -> A.Search:
        # L-TXT-286: "add 1 Fire creature from your deck to your hand" is a search (Rule 10), the deck shuffled after
        return A.Search(_filter(ch, meta), _span(meta))

    def destroy(self, meta: Meta, ch: list[Any]) -> A.Destroy:
        return A.Destroy(ch[0], _span(meta))

    def send_to_ruins(self, meta: Meta, ch: list[Any]) -> A.SendToRuins:
        return A.SendToRuins(ch[0], _span(meta))

    def theirs_all(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # What "they control" leaves open is the side; players_send and players_destroy set it.
        if isinstance(ch[0], _Bare):
            return _filter(ch, meta)
        return _filter([A.Count(A.CountKind.ALL), *ch], meta)

    def players_send(self, meta: Meta, ch: list[Any]) -> A.SendToRuins:
        return A.SendToRuins(_theirs(ch[0], ch[1], _span(meta)), _span(meta))

    def players_destroy(self, meta: Meta, ch: list[Any]) -> A.Destroy:
        return A.Destroy(_theirs(ch[0], ch[1], _span(meta)), _span(meta))

    def send_from_hand(self, meta: Meta, ch: list[Any]) -> A.Discard:
        # "Send up to 2 cards from your hand to the Ruins" is a discard (L-TXT-70).
        kinds = next(c.kinds if isinstance(c, _Bare) else c for c in ch if isinstance(c, (_Bare, A.Kinds)))
        first = ch[0].kinds.span if isinstance(ch[0], _Bare) else ch[0].span
        words = Span(first.start, kinds.span.end, first.line, first.column)  # the filter's words, for an error
        return _hand_discard(replace(_filter(ch, meta), span=words), _span(meta))

    def discard_up_to(self, meta: Meta, ch: list[Any]) -> A.Discard:
        return A.Discard(_ints(ch)[0], span=_span(meta), up_to=True, kinds=_taken_kinds(ch))

    def negate_attack(self, meta: Meta, ch: list[Any]) -> A.NegateAttack:
        count = next((c for c in ch if isinstance(c, A.Count)), None)
        if count is not None and not (count.kind is A.CountKind.ONE or (count.kind is A.CountKind.NUMBER
                                                                          and count.number == 1)):
            raise Refused("one attack is under way at a time, so a negation ends that one: write 'Negate the attack.' "
                          "(L-TXT-304)", count.span)
        return A.NegateAttack(next((c for c in ch if isinstance(c, A.Filtered)), None), _span(meta))

    def end_battle_phase(self, meta: Meta, ch: list[Any]) -> A.EndBattlePhase:
        return A.EndBattlePhase(_span(meta))

    def discard_any(self, meta: Meta, ch: list[Any]) -> A.Discard:
        return A.Discard(0, span=_span(meta), kinds=_taken_kinds(ch), any_number=True)

    def sacrifice(self, meta: Meta, ch: list[Any]) -> A.Sacrifice:
        return A.Sacrifice(ch[0], _span(meta))

    def gain_life(self, meta: Meta, ch: list[Any]) -> A.GainLife | A.ForEach:
        return _scaled(A.GainLife(_int(ch[0]), _span(meta)), ch, meta)

    def lose_life(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        return _scaled(A.LoseLife(ch[0], _ints(ch)[0], _span(meta)), ch, meta)

    def lose_life_their(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        if ch[0] is A.Player.YOU:  # "You subtract 2 from their Land Life": whose Land Life is unclear
            raise Refused("'their' after 'you' names no one: write 'subtract N from your Land Life'", _span(meta))
        return self.lose_life(meta, ch)

    def lose_life_your(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        if ch[0] is not A.Player.YOU:  # "Your opponent subtracts 2 from your Land Life": whose loss is it?
            raise Refused(f"a player subtracts from their own Land Life: write '{ch[0].value} subtracts N from their "
                          "Land Life' or 'you lose N Land Life'", _span(meta))
        return self.lose_life(meta, ch)

    def subtract_opponent_life(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        return _scaled(A.LoseLife(A.Player.YOUR_OPPONENT, _ints(ch)[0], _span(meta)), ch, meta)

    def subtract_life(self, meta: Meta, ch: list[Any]) -> A.LoseLife | A.ForEach:
        return _scaled(A.LoseLife(A.Player.YOU, _ints(ch)[0], _span(meta)), ch, meta)

    def gain_life_opponent(self, meta: Meta, ch: list[Any]) -> A.GainLife | A.ForEach:
        return _scaled(A.GainLife(_int(ch[0]), _span(meta), A.Player.YOUR_OPPONENT), ch, meta)  # L-TXT-343

    def gain_life_each(self, meta: Meta, ch: list[Any]) -> A.GainLife | A.ForEach:
        return _scaled(A.GainLife(_int(ch[0]), _span(meta), A.Player.EACH_PLAYER), ch, meta)

    def counted_theirs(self, meta: Meta, ch: list[Any]) -> A.Counted:
        kinds = next(c for c in ch if isinstance(c, A.Kinds))
        return A.Counted(any(c == "other" for c in ch), kinds, A.Location(A.LocationKind.YOU_CONTROL, _span(meta)), None,
                         span=_span(meta), theirs=True, recent=any(isinstance(c, _Recent) for c in ch))

    def counted_in_zone(self, meta: Meta, ch: list[Any]) -> A.Counted:
        kinds = next(c for c in ch if isinstance(c, A.Kinds))
        zone = next(c for c in ch if isinstance(c, A.Zone))
        return A.Counted(any(c == "other" for c in ch), kinds, None, zone, span=_span(meta), named=_name_of(ch))

    def counted_in_their_zone(self, meta: Meta, ch: list[Any]) -> A.Counted:
        return replace(self.counted_in_zone(meta, ch), opponents=True)

    def stacked_count(self, meta: Meta, ch: list[Any]) -> A.StackedCount | _StackedIt | _StackedThem:
        host = next((c for c in ch if isinstance(c, (A.ThisCard, A.AttachedCreature, _StackedIt, _StackedThem))), None)
        if isinstance(host, _StackedIt):
            return _StackedIt(_span(meta))
        if isinstance(host, _StackedThem):
            return _StackedThem(_span(meta))
        # "for each stacked card": the card that says it, as "stack ... underneath this card" (L-TXT-45).
        return A.StackedCount(host or A.ThisCard(_span(meta)), _span(meta))

    def under_count(self, meta: Meta, ch: list[Any]) -> A.StackedCount | _StackedIt | _StackedThem:
        # L-TXT-337: every card under the creature, a Mutated Creature's host too
        per = self.stacked_count(meta, ch)
        return replace(per, with_host=True)

    def the_stacked(self, meta: Meta, ch: list[Any]) -> _TheStacked:
        return _TheStacked(_span(meta))

    def stack_host_it(self, meta: Meta, ch: list[Any]) -> _StackedIt:
        return _StackedIt(_span(meta))

    def stack_host_them(self, meta: Meta, ch: list[Any]) -> _StackedThem:
        return _StackedThem(_span(meta))

    def cap(self, meta: Meta, ch: list[Any], unit: str | None = None) -> _Cap:
        number = next(c for c in ch if isinstance(c, Token) and c.type in ("INT", "SIGNED_INT"))
        sign = str(number)[0] if number.type == "SIGNED_INT" else None
        where = Span(number.start_pos, number.end_pos, number.line, number.column)
        return _Cap(abs(int(str(number))), sign, unit, _span(meta), where)

    def plus_more(self, meta: Meta, ch: list[Any]) -> _More:
        number = next(c for c in ch if isinstance(c, Token) and c.type in ("INT", "ONE_MORE"))
        amount = 1 if number.type == "ONE_MORE" else int(str(number))
        if amount < 1:  # the tree of "plus 0 more" would be that of no "plus" at all
            raise Refused(f"'plus {amount} more' adds nothing, so the number must be at least 1, not {amount}",
                          Span(number.start_pos, number.end_pos, number.line, number.column))
        return _More(amount)

    def cap_strength(self, meta: Meta, ch: list[Any]) -> _Cap:
        return self.cap(meta, ch, "Strength")

    def cap_cards(self, meta: Meta, ch: list[Any]) -> _Cap:
        return self.cap(meta, ch, "cards")

    def cap_life(self, meta: Meta, ch: list[Any]) -> _Cap:
        return self.cap(meta, ch, "Land Life")

    def for_each(self, meta: Meta, ch: list[Any]) -> A.Counted:
        kinds = next(c for c in ch if isinstance(c, A.Kinds))
        location = next((c for c in ch if isinstance(c, A.Location)), None)
        record = next((c for c in ch if isinstance(c, _AttackRecord)), None)  # L-TXT-189
        # L-TXT-181: "played this turn" (also "you played this turn", which names the side too) counts only the
        # cards that came onto the field this turn; before, the words were read and their meaning dropped.
        recent = [c for c in ch if isinstance(c, _Recent)]
        if recent and record is not None:
            raise Refused("a count names the creatures played this turn or those that attacked this turn, not both at "
                          "once: write one of them (L-TXT-181, L-TXT-189)", _span(meta))
        location = location or next((r.location for r in recent if r.location is not None), None)
        return A.Counted(any(c == "other" for c in ch), kinds, location, None, span=_span(meta),
                         attacked=None if record is None else record.attacked, attacks=None if record is None else record.times,
                         recent=bool(recent), named=_name_of(ch))

    def for_each_copy(self, meta: Meta, ch: list[Any]) -> A.Counted:
        # "for each copy of this card": each card with the same name as this card (Other spellings).
        return self.for_each(meta, _as_named_cards(ch, _span(meta)))

    def copy_in_zone(self, meta: Meta, ch: list[Any]) -> A.Counted:
        # "for each other copy of this card in your Ruins" (t41-06): the same, counted in a zone of yours
        return self.counted_in_zone(meta, _as_named_cards(ch, _span(meta)))

    def other_than(self, meta: Meta, ch: list[Any]) -> str:
        return "other"  # what _filter reads as "another" (L-TXT-21)

    def destroyed_this_turn(self, meta: Meta, ch: list[Any]) -> _Destroyed:
        return _Destroyed("destroyed")

    def destroyed_by_battle_this_turn(self, meta: Meta, ch: list[Any]) -> _Destroyed:
        return _Destroyed("battle")

    def those_destroyed(self, meta: Meta, ch: list[Any]) -> _Those:
        self.those = True
        return _Those(ch[0], _span(meta))

    def return_from_ruins(self, meta: Meta, ch: list[Any]) -> A.ReturnFromRuins:
        return A.ReturnFromRuins(_filter(ch, meta), _span(meta))

    def discard(self, meta: Meta, ch: list[Any]) -> A.Discard | A.ForEach:
        return _scaled(A.Discard(_ints(ch)[0], span=_span(meta), random=any(c is _RANDOM for c in ch),
                                 kinds=_taken_kinds(ch)), ch, meta)

    def put_in_deck(self, meta: Meta, ch: list[Any]) -> A.PutInDeck:
        top = ch[-1]
        target = ch[0] if isinstance(ch[0], (A.ThisCard, A.AttachedCreature, A.Ref)) else _filter(ch[:-1], meta)
        return A.PutInDeck(target, top, _span(meta))

    def return_to_deck(self, meta: Meta, ch: list[Any]) -> A.PutInDeck:
        # t43-33's "Return 1 creature ... to the top of its owner's deck": "Put ... on top of its owner's deck"
        target, top = ch[0], ch[-1]
        return A.PutInDeck(target, top, _span(meta))

    def put_from_the_ruins(self, meta: Meta, ch: list[Any]) -> A.PutFromRuins:
        return A.PutFromRuins(ch[0], ch[1], _span(meta))  # L-TXT-375, LR-120

    def put_from_your_ruins(self, meta: Meta, ch: list[Any]) -> A.PutFromRuins:
        return A.PutFromRuins(ch[0], ch[1], _span(meta), the_ruins=False)  # L-TXT-375

    def put_attacking(self, meta: Meta, ch: list[Any]) -> A.PutInDeck:
        return A.PutInDeck(self.attacking(meta, ch[:-1]), ch[-1], _span(meta))

    def deck_top(self, meta: Meta, ch: list[Any]) -> bool:
        return True

    def deck_bottom(self, meta: Meta, ch: list[Any]) -> bool:
        return False

    def split_place(self, meta: Meta, ch: list[Any]) -> A.LookRest:
        return A.LookRest.SPLIT_ORDER

    def shuffle_zone(self, meta: Meta, ch: list[Any]) -> A.LookRest:
        return A.LookRest.SHUFFLE  # L-TXT-364

    def optional(self, meta: Meta, ch: list[Any]) -> A.Optional | A.LookAtTop | A.Attach | A.SummonNamed:
        inner = ch[0]
        if isinstance(inner, A.SummonNamed) and inner.this_turn:
            # "You may summon it this turn ...": whether to summon is the player's choice already (L-TXT-296).
            return A.SummonNamed(inner.target, True, _span(meta))
        if isinstance(inner, A.LookAtTop) and inner.rest is A.LookRest.ALL_BOTTOM:
            # "You may look at the top card ... and put it on the bottom": looking changes nothing, so the
            # choice is the bottom's, made having looked (L-TXT-71).
            return A.LookAtTop(inner.count, 0, A.LookRest.MAY_BOTTOM, _span(meta))
        if isinstance(inner, A.Attach):
            if _plain_foes(inner.to) and inner.span.start not in self.only_attach:
                # LR-133: "You may attach this card to a creature your opponent controls.": the opponent's creatures
                # offered besides the player's own, as L-TXT-265's sentences say it
                return _attach_either(meta, inner.to, "'You may attach this card to'")
            # "You may attach this card to ...": playing an Attachment is its controller's choice already,
            # so the attach sentence reads the same with or without "You may".
            return A.Attach(inner.to, _span(meta))
        return A.Optional(inner, _span(meta))

    def choose_one(self, meta: Meta, ch: list[Any]) -> A.ChooseOne:
        return A.ChooseOne(tuple(_nodes(ch)), _span(meta))

    def choice_option(self, meta: Meta, ch: list[Any]) -> A.ChoiceOption:
        return A.ChoiceOption(tuple(ch), _span(meta))

    def twice_per_turn(self, meta: Meta, ch: list[Any]) -> A.AttackLimit:
        return _attack_limit(ch, 2, meta)

    def attack_limit(self, meta: Meta, ch: list[Any]) -> A.AttackLimit:
        return _attack_limit(ch, next(c for c in ch if type(c) is int), meta)

    def two_times(self, meta: Meta, ch: list[Any]) -> int:
        return 2

    def number_times(self, meta: Meta, ch: list[Any]) -> int:
        return _int(ch[0])

    def negate_ability(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        return A.NegateAbility(ch[0] if ch else None, _span(meta))

    def negate_aimed(self, meta: Meta, ch: list[Any]) -> A.Negate:
        nodes = _nodes(ch)  # the filter, then what it targets (THAT_TARGETS left out)
        return A.Negate(nodes[0], _span(meta), aimed=nodes[-1])

    def negate_destroying(self, meta: Meta, ch: list[Any]) -> A.Negate:
        return replace(self.negate_aimed(meta, ch), destroying=True)  # L-TXT-348

    def negate_ability_destroying(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        return replace(self.negate_ability_aimed(meta, ch), destroying=True)  # L-TXT-348

    def negate_ability_of_destroying(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        return replace(self.negate_ability_of_aimed(meta, ch), destroying=True)  # L-TXT-348

    def negate_ability_aimed(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        *whose, aimed = _nodes(ch)
        of = self.negate_ability_of(meta, whose).of if whose else None  # "an ability": of any card
        return A.NegateAbility(of, _span(meta), aimed)

    def negate_ability_of_aimed(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        of, aimed = _nodes(ch)
        return A.NegateAbility(of, _span(meta), aimed)

    def negate_ability_counted(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        return A.NegateAbility(ch[-1], _span(meta))

    def negate_typed_ability_of(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        # "a Water creature's ability" (t42-40): the filter of "an ability of 1 Water creature"
        count, *rest = ch
        qualities = [c for c in rest if isinstance(c, (A.MainType, A.Subtype))]
        place = [c for c in rest if not isinstance(c, (A.MainType, A.Subtype, Token))]
        kinds = self.kinds(meta, qualities)  # its checks of the type words; a type word names creatures
        return A.NegateAbility(_filter([count, kinds, *place], meta), _span(meta))

    def negate_named_ability(self, meta: Meta, ch: list[Any]) -> A.NegateNamedAbility:
        return A.NegateNamedAbility(ch[-1], _span(meta))

    def negate_ability_of(self, meta: Meta, ch: list[Any]) -> A.NegateAbility:
        # test16's "a Land ability your opponent controls": the place words after "ability" name whose card (LR-58)
        count, what, *place = ch
        kind = what if isinstance(what, A.KindFilter) else None
        noun = what if isinstance(what, A.Noun) else A.Noun.CARD
        kinds = A.Kinds((), kind, noun, _span(meta))
        # (through `_filter`, which reads "you played this turn" among the place words, L-TXT-181)
        return A.NegateAbility(_filter([count, kinds, *place], meta), _span(meta))

    def gain_life_equal(self, meta: Meta, ch: list[Any]) -> A.LifeEqual:
        return A.LifeEqual(A.Player.YOU, True, ch[-1], _span(meta), _times(ch), _half(ch))

    def opponent_gains_life_equal(self, meta: Meta, ch: list[Any]) -> A.LifeEqual:
        return A.LifeEqual(A.Player.YOUR_OPPONENT, True, ch[-1], _span(meta), _times(ch), _half(ch))  # L-TXT-282

    def each_gains_life_equal(self, meta: Meta, ch: list[Any]) -> A.LifeEqual:
        return A.LifeEqual(A.Player.EACH_PLAYER, True, ch[-1], _span(meta), _times(ch), _half(ch))  # L-TXT-282

    def lose_life_equal(self, meta: Meta, ch: list[Any]) -> A.LifeEqual:
        return A.LifeEqual(ch[0], False, ch[-1], _span(meta), _times(ch), _half(ch))

    def subtract_life_equal(self, meta: Meta, ch: list[Any]) -> A.LifeEqual:
        # "subtract its Strength from your opponent's Land Life": the loss "your opponent loses Land Life equal to
        # its Strength" (L-TXT-230), by the player whose Land Life it names.
        return A.LifeEqual(ch[-1], False, ch[0], _span(meta))

    def player_subtracts_equal(self, meta: Meta, ch: list[Any]) -> A.LifeEqual:
        # t43-18: "your opponent subtracts the Strength of X from their Land Life": that player's loss (L-TXT-230),
        # "their" with the opponent (or each player) and "your" with "you", as t39-55's number reads
        player, *rest = ch
        if (_YOUR_HAND in rest) != (player is A.Player.YOU):
            raise Refused("a player subtracts from their own Land Life: write 'you subtract ... from your Land Life' or "
                          "'your opponent subtracts ... from their Land Life'", _span(meta))
        return A.LifeEqual(player, False, next(c for c in rest if c is not _YOUR_HAND and c is not _THEIR_HAND),
                           _span(meta))

    def shuffle_ruins(self, meta: Meta, ch: list[Any]) -> A.ShuffleRuins:
        return A.ShuffleRuins(_filter(ch, meta) if ch else None, _span(meta))

    def ruins_to_field(self, meta: Meta, ch: list[Any]) -> A.RuinsToField:
        return A.RuinsToField(_filter(ch, meta), _span(meta))

    def summon_from(self, meta: Meta, ch: list[Any]) -> A.SummonFrom:
        zone = next(c for c in ch if isinstance(c, A.Zone))
        return A.SummonFrom(_filter([c for c in ch if not isinstance(c, A.Zone)], meta), zone, _span(meta))

    def discounted_they(self, meta: Meta, ch: list[Any]) -> A.Ref:
        return A.Ref(A.RefKind.THEM, _span(meta))  # "They require ...": the cards named before (L-TXT-342)

    def card_discount(self, meta: Meta, ch: list[Any]) -> A.CardDiscount:
        return A.CardDiscount(ch[0], _ints(ch)[0], _span(meta))

    def summon_named(self, meta: Meta, ch: list[Any]) -> A.SummonNamed:
        return _summon_named(ch[0], False, meta)

    def summon_named_turn(self, meta: Meta, ch: list[Any]) -> A.SummonNamed:
        return _summon_named(ch[0], True, meta)

    def ruins_to_deck(self, meta: Meta, ch: list[Any]) -> A.PutFromZone:
        # "Return 1 creature from your Ruins to the top of your deck": L-TXT-31's put from the Ruins.
        wanted = _filter([c for c in ch if not isinstance(c, bool)], meta)
        return A.PutFromZone(wanted, A.Zone.RUINS, ch[-1], _span(meta))

    def put_from_zone(self, meta: Meta, ch: list[Any]) -> A.PutFromZone:
        zone = next(c for c in ch if isinstance(c, A.Zone))
        wanted = _filter([c for c in ch if not isinstance(c, (A.Zone, bool))], meta)
        return A.PutFromZone(wanted, zone, ch[-1], _span(meta))

    # L-TXT-117: "choose 1 card in your Ruins and place it on the bottom of your deck" is L-TXT-31's put.
    def their_owner(self, meta: Meta, ch: list[Any]) -> _PutOwner:
        return _PutOwner(True, _span(meta))

    def your_owner(self, meta: Meta, ch: list[Any]) -> _PutOwner:
        return _PutOwner(False, _span(meta))

    def reveal_discard(self, meta: Meta, ch: list[Any]) -> A.Discard:
        # L-TXT-381: "Your opponent reveals their hand. Choose 1 Boost card from it. Your opponent discards that card."
        return self._revealed(meta, ch[0], ch[1], ch[0].kind is A.CountKind.UP_TO)

    def reveal_discard_may(self, meta: Meta, ch: list[Any]) -> A.Discard:
        # t20-33: "... You may choose 1 Boost card from it and send that card to the Ruins.": none or the number
        return self._revealed(meta, ch[0], ch[1], True)

    @staticmethod
    def _revealed(meta: Meta, count: A.Count, kinds: A.Kinds, may: bool) -> A.Discard:
        if count.kind not in (A.CountKind.ONE, A.CountKind.TWO, A.CountKind.THREE, A.CountKind.NUMBER, A.CountKind.UP_TO):
            raise Refused("a number of cards is chosen from the hand shown: write 'choose 1 Boost card from it' "
                          "(L-TXT-381)", count.span)
        number = _COUNTED[count.kind] if count.number is None else count.number
        return A.Discard(number, A.Player.YOUR_OPPONENT, _span(meta), up_to=may, kinds=kinds, revealed=True)

    def put_from_hand_by(self, meta: Meta, ch: list[Any]) -> A.PutFromZone:
        # L-TXT-380: "Your opponent puts 1 card from their hand on top of their deck" (test-43, t63-18); said of "you"
        # with "your", L-TXT-31's own sentence ("you place 1 card from your Ruins on top of your deck", t63-18)
        player, *rest = ch
        first = next(i for i, c in enumerate(rest) if isinstance(c, _PutOwner))
        zone = next(c for c in rest if isinstance(c, A.Zone))
        under = [c for c in rest if isinstance(c, Token)]  # UNDER_DECK: "underneath their (your) deck", the bottom
        theirs = [c.theirs for c in rest if isinstance(c, _PutOwner)] + ["their" in str(c).lower().split() for c in under]
        span = _span(meta)
        if player not in (A.Player.YOU, A.Player.YOUR_OPPONENT) or any(t != (player is A.Player.YOUR_OPPONENT) for t in theirs):
            raise Refused("a player puts cards from their own hand or Ruins on their own deck: write 'your opponent puts "
                          "1 card from their hand on top of their deck', or 'put 1 card from your hand on top of your "
                          "deck' (L-TXT-380)", span)
        if player is A.Player.YOUR_OPPONENT and zone is not A.Zone.HAND:
            raise Refused("the opponent puts cards from their hand on their deck, not from another zone (L-TXT-380)", span)
        top = next((c for c in rest if isinstance(c, bool)), False)
        return A.PutFromZone(_filter(rest[:first], meta), zone, top, span, player)

    def chosen_ruins_to_deck(self, meta: Meta, ch: list[Any]) -> A.PutFromZone:
        return A.PutFromZone(_filter(ch[:-1], meta), A.Zone.RUINS, ch[-1], _span(meta))

    def chosen_hand_to_deck(self, meta: Meta, ch: list[Any]) -> A.PutFromZone:
        return A.PutFromZone(_filter(ch[:-1], meta), A.Zone.HAND, ch[-1], _span(meta))

    def until_end_of_opponents_turn(self, meta: Meta, ch: list[Any]) -> A.UntilEndOfOpponentsTurn:
        return A.UntilEndOfOpponentsTurn(_span(meta))

    def until_end_of_next_turn(self, meta: Meta, ch: list[Any]) -> A.UntilEndOfNextTurn:
        return A.UntilEndOfNextTurn(_span(meta))

    def until_end_of_your_turn(self, meta: Meta, ch: list[Any]) -> A.UntilEndOfYourTurn:
        return A.UntilEndOfYourTurn(_span(meta))

    def turn_condition(self, meta: Meta, ch: list[Any]) -> A.TurnCondition:
        return A.TurnCondition(ch[0], _span(meta))

    def phase_condition(self, meta: Meta, ch: list[Any]) -> A.PhaseCondition:
        return A.PhaseCondition(ch[0], ch[1], _span(meta))

    def instead_of_them(self, meta: Meta, ch: list[Any], optional: bool = False) -> _InsteadIf:
        # test18's and test19's "If ..., destroy up to 2 of them instead." (L-TXT-269): `_merge_instead` fills in
        # the filter of the destroy before it
        self.instead = True
        return _InsteadIf(ch[0], _OfThem(ch[-1], _span(meta), optional), _span(meta))

    def instead_may_of_them(self, meta: Meta, ch: list[Any]) -> _InsteadIf:
        return self.instead_of_them(meta, ch, optional=True)

    def of_them(self, meta: Meta, ch: list[Any]) -> A.Count:
        count: A.Count = ch[0]
        return replace(count, span=_span(meta))

    def otherwise(self, meta: Meta, ch: list[Any]) -> _Otherwise:
        # L-TXT-327: left for the conditional before it (`_merge_instead`; card_text walks for any left alone)
        self.instead = True
        return _Otherwise(ch[0], _span(meta))

    def conditional_instead(self, meta: Meta, ch: list[Any]) -> _InsteadIf:
        return self._instead(self.conditional(meta, ch), meta)

    def conditional_phase_instead(self, meta: Meta, ch: list[Any]) -> _InsteadIf:
        return self._instead(self.conditional_phase(meta, ch), meta)

    def _instead(self, made: A.Conditional, meta: Meta) -> _InsteadIf:
        # L-TXT-269: the conditional's parts, left for the effect before it (card_text walks for any left alone)
        self.instead = True
        return _InsteadIf(made.condition, made.effect, _span(meta))

    def conditional_phase(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "During your Battle Phase, ...": "If it is your Battle Phase, ..." (L-TXT-67).
        return A.Conditional(A.PhaseCondition(ch[0], ch[1], _span(meta)), ch[2], _span(meta))

    def done_condition(self, meta: Meta, ch: list[Any]) -> A.DoneCondition:
        return A.DoneCondition(span=_span(meta))

    def not_done_condition(self, meta: Meta, ch: list[Any]) -> A.DoneCondition:
        return A.DoneCondition(False, _span(meta))

    def send_stacked(self, meta: Meta, ch: list[Any]) -> A.SendStacked:
        count, host = _unstacked(ch, meta)
        # "underneath it": read by the replacement around it (L-TXT-135), refused anywhere else (card_text)
        self.stack_it = self.stack_it or isinstance(host, _StackedIt)
        return A.SendStacked(count, host, _span(meta))  # type: ignore[arg-type]

    def unstack_cost(self, meta: Meta, ch: list[Any]) -> A.UnstackCost:
        count, host = _unstacked(ch, meta)
        if isinstance(host, _StackedIt):
            raise Refused(_IT_STACK, host.span)
        if isinstance(host, A.Filtered):
            raise Refused("a cost takes cards stacked under this card or the attached creature, not under creatures a "
                          "filter names (L-TXT-280)", host.span)
        if count.kind not in (A.CountKind.ONE, A.CountKind.TWO, A.CountKind.THREE, A.CountKind.NUMBER):
            raise Refused("a cost takes a number of stacked cards, not 'all' or 'up to': write 'send 1 card "
                          "stacked underneath this card to the Ruins' (L-TXT-81)", count.span)
        return A.UnstackCost(_COUNTED[count.kind] if count.number is None else count.number, host, _span(meta))

    def played_condition(self, meta: Meta, ch: list[Any]) -> A.PlayedCondition:
        return A.PlayedCondition(_span(meta))

    def self_attacked(self, meta: Meta, ch: list[Any]) -> A.SelfAttacked:
        return A.SelfAttacked(True, _span(meta), _times_of(ch, _span(meta)))

    def self_not_attacked(self, meta: Meta, ch: list[Any]) -> A.SelfAttacked:
        return A.SelfAttacked(False, _span(meta), _times_of(ch, _span(meta)))

    def self_battled(self, meta: Meta, ch: list[Any]) -> A.SelfBattled:
        return A.SelfBattled(True, _span(meta))

    def self_not_battled(self, meta: Meta, ch: list[Any]) -> A.SelfBattled:
        return A.SelfBattled(False, _span(meta))

    def self_won(self, meta: Meta, ch: list[Any]) -> A.SelfBattled:
        return A.SelfBattled(True, _span(meta), won=True)  # L-TXT-355

    def self_not_won(self, meta: Meta, ch: list[Any]) -> A.SelfBattled:
        return A.SelfBattled(False, _span(meta), won=True)

    def self_was_attacked(self, meta: Meta, ch: list[Any]) -> A.SelfBattled:
        return A.SelfBattled(True, _span(meta), attacked=True)

    def self_not_attacked_by(self, meta: Meta, ch: list[Any]) -> A.SelfBattled:
        return A.SelfBattled(False, _span(meta), attacked=True)

    def was_condition(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        return A.WasCondition(ch[-1], _span(meta))

    def was_size(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        # t56-40: "that creature is Small or Medium": L-TXT-49's "was a Small or Medium creature", the noun unsaid
        span = _span(meta)
        return A.WasCondition(A.Kinds((ch[-1],), None, A.Noun.CREATURE, ch[-1].span), span)

    def was_discarded(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        return A.WasCondition(ch[-1], _span(meta), discarded=True)

    def was_destroyed(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        span = _span(meta)  # L-TXT-281: any card named, destroyed as it last left the field
        return A.WasCondition(A.Kinds((), None, A.Noun.CARD, span), span, destroyed="destroyed")

    def response_ban(self, meta: Meta, ch: list[Any]) -> A.ResponseBan:
        player = next(c for c in ch if isinstance(c, A.Player))
        if player is not A.Player.YOUR_OPPONENT:  # L-TXT-315
            raise Refused("a card keeps its controller's opponent from answering it: write 'Your opponent cannot play "
                          "... in response to this card' (L-TXT-315)", _span(meta))
        return A.ResponseBan(player, next(c for c in ch if isinstance(c, A.Kinds)), _span(meta))

    def counted_destroyed_turn(self, meta: Meta, ch: list[Any]) -> A.Counted:
        return self._counted_destroyed(meta, ch, "destroyed")

    def counted_battle_turn(self, meta: Meta, ch: list[Any]) -> A.Counted:
        return self._counted_destroyed(meta, ch, "battle")

    def counted_yours_battle(self, meta: Meta, ch: list[Any]) -> A.Counted:
        return replace(self._counted_destroyed(meta, ch, "battle"), whose="yours")  # L-TXT-324

    def counted_by_you_battle(self, meta: Meta, ch: list[Any]) -> A.Counted:
        return replace(self._counted_destroyed(meta, ch, "battle"), whose="by you")  # L-TXT-324

    @staticmethod
    def _counted_destroyed(meta: Meta, ch: list[Any], how: str) -> A.Counted:
        # L-TXT-314: the turn keeps a record of destructions (L-TXT-281's), not of every move to a Ruins
        if A.Moved.SENT in ch:
            raise Refused("the turn keeps a record of the cards destroyed, not of every card sent to a Ruins: write "
                          "'for each creature destroyed this turn' (L-TXT-314)", _span(meta))
        kinds = next(c for c in ch if isinstance(c, A.Kinds))
        return A.Counted(False, kinds, None, span=_span(meta), destroyed=how)

    def was_played(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        span = _span(meta)  # L-TXT-312: any card named, put onto the field this turn
        return A.WasCondition(A.Kinds((), None, A.Noun.CARD, span), span, recent=True)

    def was_destroyed_by_battle(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        span = _span(meta)
        return A.WasCondition(A.Kinds((), None, A.Noun.CARD, span), span, destroyed="battle")

    # L-TXT-361: L-TXT-281's question answered no, and asked of the creature it battled; whether a card is on the field.
    def _was_rule(of: A.RefKind | None, **asked: Any) -> Any:  # type: ignore[misc]
        def build(self: Build, meta: Meta, ch: list[Any]) -> A.WasCondition:
            return _was(meta, of, **asked)

        return build

    not_destroyed = _was_rule(None, destroyed="destroyed", negated=True)
    not_destroyed_by_battle = _was_rule(None, destroyed="battle", negated=True)
    battled_destroyed = _was_rule(A.RefKind.BATTLED, destroyed="destroyed")
    battled_destroyed_by_battle = _was_rule(A.RefKind.BATTLED, destroyed="battle")
    battled_not_destroyed = _was_rule(A.RefKind.BATTLED, destroyed="destroyed", negated=True)
    battled_not_destroyed_by_battle = _was_rule(A.RefKind.BATTLED, destroyed="battle", negated=True)
    named_on_field = _was_rule(None, present=True)
    named_off_field = _was_rule(None, present=False)
    battled_on_field = _was_rule(A.RefKind.BATTLED, present=True)
    battled_off_field = _was_rule(A.RefKind.BATTLED, present=False)

    def battled_was(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        span = _span(meta)
        return A.WasCondition(ch[-1], span, of=A.Ref(A.RefKind.BATTLED, span))

    def underneath_was(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        # L-TXT-350: "If the card underneath it is a Dark creature": the card this Mutated Creature was summoned on
        span = _span(meta)
        return A.WasCondition(ch[-1], span, of=A.Ref(A.RefKind.UNDERNEATH, span))

    def had_strength(self, meta: Meta, ch: list[Any], of: A.Ref | None = None) -> A.WasCondition:
        span = _span(meta)
        creature = A.Kinds((), None, A.Noun.CREATURE, span)
        return A.WasCondition(creature, span, of=of, strength=A.StrengthBound(_ints(ch)[0], ch[-1], span))

    def battled_had_strength(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        return self.had_strength(meta, ch, A.Ref(A.RefKind.BATTLED, _span(meta)))

    # L-TXT-363: "If the attacking creature has 4 or less Strength, destroy it.": the filter of the creature named back
    def attacking_strength(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        span = _span(meta)
        return A.Filtered(A.Count(A.CountKind.ONE, None, span), False, A.Kinds((), None, A.Noun.CREATURE, span), None,
                          A.StrengthBound(_ints(ch)[0], ch[-1], span), span, attacking=True)

    def attacking_kinds(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        span = _span(meta)
        return A.Filtered(A.Count(A.CountKind.ONE, None, span), False, ch[-1], None, span=span, attacking=True)

    def attacking_conditional(self, meta: Meta, ch: list[Any]) -> A.Effect:
        attacker, effect = ch[0], ch[-1]
        named = _named_back(effect, lambda ref: attacker, _span(meta))
        if named is effect:
            raise Refused("'If the attacking creature ...' says which attacking creature the effect after it names "
                          "back: write 'it' or 'that creature' there, or name it in the effect ('Destroy the attacking "
                          "creature with 4 or less Strength') (L-TXT-363)", attacker.span)
        return cast(A.Effect, named)

    def destroyed_was(self, meta: Meta, ch: list[Any]) -> A.WasCondition:  # L-TXT-362
        return replace(self.battled_was(meta, ch), of=self.destroyed_ref(meta, []))

    def destroyed_had_strength(self, meta: Meta, ch: list[Any]) -> A.WasCondition:  # L-TXT-362
        return self.had_strength(meta, ch, self.destroyed_ref(meta, []))

    def your_turn(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOU

    def opponents_turn(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOUR_OPPONENT

    def attached_creature(self, meta: Meta, ch: list[Any]) -> A.AttachedCreature:
        return A.AttachedCreature(_span(meta))

    def strength_bound(self, meta: Meta, ch: list[Any]) -> A.StrengthBound:
        return A.StrengthBound(_int(ch[0]), ch[1], _span(meta))

    def stronger_than(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_MORE, _span(meta))

    def weaker_than(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_LESS, _span(meta))

    # L-TXT-223: compared with the creature an Attachment is attached to.
    def stronger_than_attached(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_MORE, _span(meta), attached=True)

    def weaker_than_attached(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_LESS, _span(meta), attached=True)

    # L-TXT-97: compared with the printed Strength of the card underneath.
    def stronger_than_under(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_MORE, _span(meta), underneath=True)

    def weaker_than_under(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_LESS, _span(meta), underneath=True)

    def at_least_under(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_MORE, _span(meta), underneath=True, or_equal=True)

    def at_most_under(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_LESS, _span(meta), underneath=True, or_equal=True)

    # L-TXT-329: compared with the card this ability's cost sacrificed or discarded.
    sacrificed_card = _constant("sacrificed")
    discarded_card = _constant("discarded")

    def stronger_than_paid(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_MORE, _span(meta), paid=ch[-1])

    def weaker_than_paid(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_LESS, _span(meta), paid=ch[-1])

    def at_least_paid(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_MORE, _span(meta), or_equal=True, paid=ch[-1])

    def at_most_paid(self, meta: Meta, ch: list[Any]) -> A.StrengthThan:
        return A.StrengthThan(A.Bound.OR_LESS, _span(meta), or_equal=True, paid=ch[-1])

    # L-TXT-96: the Strength of the card underneath, set or added, once or twice over.
    def under_strength_is(self, meta: Meta, ch: list[Any]) -> A.UnderStrength:
        span = _span(meta)
        return A.UnderStrength(A.ThisCard(span), 2 if _TWICE in ch else 1, True, span, _half(ch))

    def under_strength(self, meta: Meta, ch: list[Any]) -> A.UnderStrength:
        return A.UnderStrength(ch[0], 2 if _TWICE in ch else 1, False, _span(meta), _half(ch))

    def subtract_payment(self, meta: Meta, ch: list[Any]) -> A.PayLife:
        # "you may subtract 3 from your Land Life to ...": paying 3 Land Life, the payment L-TXT-156 reads.
        return A.PayLife(A.Player.YOU, _int(ch[0]), _span(meta))

    def pay_life(self, meta: Meta, ch: list[Any]) -> A.PayLife:
        # "pay N Land Life" with no player is what "you pay N Land Life" says.
        player = ch[0] if isinstance(ch[0], A.Player) else A.Player.YOU
        return A.PayLife(player, _ints(ch)[0], _span(meta))

    def return_to_hand(self, meta: Meta, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(ch[0], ch[1], _span(meta))

    def return_from_your_ruins(self, meta: Meta, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(ch[0], ch[1], _span(meta), from_ruins=True)

    def return_from_the_ruins(self, meta: Meta, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(ch[0], ch[1], _span(meta), from_ruins=True, the_ruins=True)

    def owners_hand(self, meta: Meta, ch: list[Any]) -> A.HandOwner:
        return A.HandOwner.OWNERS

    def your_hand(self, meta: Meta, ch: list[Any]) -> A.HandOwner:
        return A.HandOwner.YOURS

    def modify_strength(self, meta: Meta, ch: list[Any]) -> A.ModifyStrength | A.ForEach:
        target, delta, *rest = ch
        duration = next((c for c in rest if not isinstance(c, (*_PER, _Cap))), None)
        return _scaled(A.ModifyStrength(target, delta, duration, _span(meta)), rest, meta)

    def reduce_strength(self, meta: Meta, ch: list[Any]) -> A.ModifyStrength | A.ForEach:
        # t52-38's "Reduce that creature's Strength by 2": "that creature loses 2 Strength"
        target, amount, *rest = ch
        return self.modify_strength(meta, [target, -_int(amount), *rest])

    def increase_strength(self, meta: Meta, ch: list[Any]) -> A.ModifyStrength | A.ForEach:
        target, amount, *rest = ch
        return self.modify_strength(meta, [target, _int(amount), *rest])

    def give_strength(self, meta: Meta, ch: list[Any]) -> A.ModifyStrength | A.ForEach:
        # t37-07's "give 1 creature +2 Strength": a gain of Strength, as "1 creature gains +2 Strength" says it
        target, amount, *rest = ch
        return self.modify_strength(meta, [target, _ints([amount])[0], *rest])

    def they_modify_strength(self, meta: Meta, ch: list[Any]) -> A.ModifyStrength | A.ForEach:
        # L-TXT-157: "They lose 2 Strength" names back the cards named before, as "them" would (L-TXT-39).
        span = _span(meta)
        they = A.Ref(A.RefKind.THEM, Span(span.start, span.start + len("they"), span.line, span.column))
        return self.modify_strength(meta, [they, *ch])

    def strength_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "... gain +2 Strength during your Battle Phase" is "During your Battle Phase, ... gain +2 Strength".
        target, delta, *rest = ch
        phase = rest.pop() if isinstance(rest[-1], A.Phase) else None
        whose = rest.pop()
        whole = _span(meta)
        change = _scaled(A.ModifyStrength(target, delta, None, whole), rest, meta)
        condition: A.Condition = A.TurnCondition(whose, whole) if phase is None else A.PhaseCondition(whose, phase, whole)
        return A.Conditional(condition, change, whole)

    def raise_strength(self, meta: Meta, ch: list[Any]) -> int:
        return _ints(ch)[0]

    def lower_strength(self, meta: Meta, ch: list[Any]) -> int:
        return -_ints(ch)[0]

    def same_duration(self, meta: Meta, ch: list[Any]) -> _SameDuration:
        self.said_that_time = True
        return _SameDuration(_span(meta))  # the duration of an effect before it: `_same_durations` puts it in

    def until_end_of_turn(self, meta: Meta, ch: list[Any]) -> A.UntilEndOfTurn:
        return A.UntilEndOfTurn(_span(meta))

    def while_condition(self, meta: Meta, ch: list[Any]) -> A.WhileCondition:
        return A.WhileCondition(ch[0], _span(meta))

    def while_battling(self, meta: Meta, ch: list[Any]) -> _WhileBattling:
        self.battling = True
        return _WhileBattling(next((c for c in ch if isinstance(c, A.Filtered)), None), _span(meta))

    def stack_condition(self, meta: Meta, ch: list[Any]) -> A.StackCondition:
        return A.StackCondition(A.ThisCard(_span(meta)), _nodes(ch)[-1], _span(meta))

    def attached_stack_condition(self, meta: Meta, ch: list[Any]) -> A.StackCondition:
        subject, record = _nodes(ch)
        return A.StackCondition(subject, record, _span(meta))

    def battling_condition(self, meta: Meta, ch: list[Any]) -> A.BattlingCondition:
        which = next((c for c in ch if isinstance(c, A.Filtered)), None)
        return A.BattlingCondition(ch[0], which, _span(meta))

    def permanently(self, meta: Meta, ch: list[Any]) -> A.Permanently:
        return A.Permanently(_span(meta))

    def until_end_of_battle_phase(self, meta: Meta, ch: list[Any]) -> A.UntilEndOfBattlePhase:
        return A.UntilEndOfBattlePhase(_span(meta))

    def until_end_of_battle(self, meta: Meta, ch: list[Any]) -> A.UntilEndOfBattle:
        return A.UntilEndOfBattle(_span(meta))

    def extra_attack(self, meta: Meta, ch: list[Any]) -> A.ExtraAttack:
        return A.ExtraAttack(ch[0], _span(meta))

    def attack_again(self, meta: Meta, ch: list[Any]) -> A.ExtraAttack:
        return A.ExtraAttack(ch[0], _span(meta), again=True)  # L-TXT-249

    def attack_again_named(self, meta: Meta, ch: list[Any]) -> A.ExtraAttack:
        # "It can attack this turn." after a change of control: L-TXT-249's promise, for a creature named back only;
        # of a filter ("All creatures you control can attack this turn") it would give the spent ones another attack.
        if not isinstance(ch[0], A.Ref):
            raise Refused("'can attack this turn' alone promises an attack to a creature named back, as 'it' or 'that "
                          "creature': write 'can attack an additional time this turn', or '... can attack this turn "
                          "even if it has already attacked' (L-TXT-249)", ch[0].span)
        return self.attack_again(meta, ch)

    def they_attack_again(self, meta: Meta, ch: list[Any]) -> A.ExtraAttack:
        return A.ExtraAttack(A.Ref(A.RefKind.THEM, _span(meta)), _span(meta), again=True)  # L-TXT-249, L-TXT-157

    def extra_attack_first(self, meta: Meta, ch: list[Any]) -> A.ExtraAttack:
        # L-TXT-103: "This turn, it can attack twice": the permission is for this turn, and only this turn says so.
        if not isinstance(ch[0], A.UntilEndOfTurn):
            span = ch[0].span
            raise Refused("a creature is given one attack more for this turn only: write 'This turn,' (L-TXT-103)", span)
        return A.ExtraAttack(ch[1], _span(meta))

    def attack_record(self, meta: Meta, ch: list[Any]) -> _AttackRecord:
        return _AttackRecord(True)

    def attack_times_record(self, meta: Meta, ch: list[Any]) -> _AttackRecord:
        return _AttackRecord(True, next(c for c in ch if isinstance(c, int)))  # L-TXT-189

    def no_attack_record(self, meta: Meta, ch: list[Any]) -> _AttackRecord:
        return _AttackRecord(False)

    def stacked_some(self, meta: Meta, ch: list[Any]) -> A.StackRecord:
        return A.StackRecord(A.StackRecordKind.AT_LEAST, 1, _span(meta))

    def stacked_at_least(self, meta: Meta, ch: list[Any]) -> A.StackRecord:
        return A.StackRecord(A.StackRecordKind.AT_LEAST, _ints(ch)[0], _span(meta))

    def stacked_none(self, meta: Meta, ch: list[Any]) -> A.StackRecord:
        return A.StackRecord(A.StackRecordKind.NONE, 0, _span(meta))

    def stack_ability(self, meta: Meta, ch: list[Any]) -> A.StackRecord:
        return A.StackRecord(A.StackRecordKind.ABILITY, 0, _span(meta))

    def direct_attack(self, meta: Meta, ch: list[Any]) -> A.DirectAttack:
        return A.DirectAttack(ch[0], _span(meta), _direct_duration(ch[1] if len(ch) > 1 else None))

    def direct_attack_first(self, meta: Meta, ch: list[Any]) -> A.DirectAttack:
        # L-TXT-369: "This turn, it can attack ... directly": the duration said first, the same tree
        return A.DirectAttack(ch[1], _span(meta), _direct_duration(ch[0]))

    def negate(self, meta: Meta, ch: list[Any]) -> A.Negate:
        return A.Negate(ch[0], _span(meta))

    def negate_played(self, meta: Meta, ch: list[Any]) -> A.Negate:
        # "Negate the activation of a Boost card your opponent plays": the place words before the verb (LR-58).
        *head, who = ch
        return A.Negate(_filter([*head, who], meta), _span(meta))

    def negate_either(self, meta: Meta, ch: list[Any]) -> A.Negate:
        # "Negate the activation of a Boost card or an Attachment": one activation, of either (L-TXT-128).
        return A.Negate(ch[0], _span(meta), ch[1])

    def negate_or_ability(self, meta: Meta, ch: list[Any]) -> A.Negate:
        # "Negate the activation of a Boost card or 1 creature ability": one activation, of either (L-TXT-278).
        return A.Negate(ch[0], _span(meta), ability=ch[1])

    def negate_possessive(self, meta: Meta, ch: list[Any]) -> A.Negate:
        # "Negate a Boost card's activation" is "Negate the activation of a Boost card" (L-TXT-90).
        count, kinds = ch
        return A.Negate(A.Filtered(count, False, kinds, None, None, _span(meta)), _span(meta))

    def chosen(self, meta: Meta, ch: list[Any]) -> A.Effect:
        # "Choose X. It ...": one tree with "X ...", the filter in the place of the reference.
        picked, effect = ch
        # L-TXT-113: "It gains +1 Strength for each ...": the reference is in the scaled effect.
        inner = effect.effect if isinstance(effect, A.ForEach) else effect
        if isinstance(inner, A.StackNamed):
            raise Refused("a card named back is stacked from the Ruins (L-TXT-150), and a card chosen is not "
                          "there: name the cards to stack in the Ruins, or say it after a destruction", effect.span)
        if isinstance(inner, A.ReturnToHand) and inner.from_ruins:
            whose = "the" if inner.the_ruins else "your"
            raise Refused(f"a card named back is returned from {whose} Ruins (L-TXT-164), and a card chosen is on the "
                          "field: write 'return ... from your Ruins to your hand' with the filter, or say it after the "
                          "card has gone to the Ruins", effect.span)
        if isinstance(inner, A.PutFromRuins):
            raise Refused("a card named back is put on a deck from a Ruins (L-TXT-375), and a card chosen is on the "
                          "field: say it after the card has gone to the Ruins", effect.span)
        slots = [f.name for f in fields(inner) if isinstance(getattr(inner, f.name), A.Ref)
                 and getattr(inner, f.name).kind in (A.RefKind.IT, A.RefKind.THAT, A.RefKind.THEM)]
        if isinstance(inner, A.CardDiscount):  # a review's crash: a chosen card is on the field, not in a hand
            raise Refused("only the cards an earlier effect named ('it', 'them', 'that card') are summoned for less, "
                          "not a card chosen on the field (L-TXT-342)", effect.span)
        if isinstance(inner, A.SummonNamed):  # found by the generated texts: a chosen card is on the field
            raise Refused("only the cards an earlier effect named ('it', 'them', 'that card') are summoned this way, not "
                          "a card chosen on the field: write 'summon 1 creature from your hand ...' (L-TXT-296)",
                          effect.span)
        if isinstance(inner, A.NegateNamedAbility):
            raise Refused("a negation picks an activation, not a card: write the filter in the negation, 'negate the "
                          "activation of an ability of one creature ...' (L-TXT-240)", effect.span)
        if len(slots) != 1:
            raise Refused("after 'choose ...', the effect that follows must name what was chosen once, "
                          "as 'it' or 'that creature'; or write the effect with the filter in its place",
                          effect.span)
        if isinstance(effect, A.ForEach) and isinstance(effect.per, A.Counted) and effect.per.other:
            raise Refused("'for each other ...' leaves out the card with the text, not the card chosen, so it would "
                          "count the chosen card too: name the cards to count without 'other' (L-TXT-113)",
                          effect.per.span)
        chosen: A.Effect = replace(inner, **{slots[0]: picked, "span": _span(meta)})
        if isinstance(effect, A.ForEach):
            assert isinstance(chosen, (A.Draw, A.GainLife, A.LoseLife, A.ModifyStrength))
            chosen = replace(effect, effect=chosen, span=_span(meta))
        return chosen

    def attach_only(self, meta: Meta, ch: list[Any]) -> A.Attach:
        node = self.attach(meta, ch)
        self.only_attach = self.only_attach | {node.span.start}
        return node

    def attach(self, meta: Meta, ch: list[Any]) -> A.Attach:
        if len(ch) > 1 and not isinstance(ch[0], A.ThisCard):
            # "... can only be attached to": said of the Attachment itself, the card the sentence plays (L-TXT-143).
            raise Refused("only this card is attached by its own attach sentence: write 'This card can only be "
                          "attached to ...' (L-TXT-143)", ch[0].span)
        return A.Attach(ch[-1], _span(meta))

    def attach_instead(self, meta: Meta, ch: list[Any]) -> A.Attach:
        # "... instead of one of yours" says only that the creature is the opponent's, which the filter must say too.
        wanted = ch[0]
        if wanted.location is None or wanted.location.kind not in (A.LocationKind.OPPONENT_CONTROLS,
                                                                   A.LocationKind.ON_OPPONENTS_SIDE):
            raise Refused("'instead of one of yours' attaches this card to your opponent's creature: write 'a creature "
                          "your opponent controls' before it (Other spellings)", wanted.span)
        return A.Attach(wanted, _span(meta))

    def attach_either(self, meta: Meta, ch: list[Any]) -> A.Attach:
        # "This card can be attached to a creature your opponent controls": besides the player's own creatures,
        # as the print attaches (L-TXT-54), so one creature on any side (L-TXT-265).
        if len(ch) > 1 and not isinstance(ch[0], A.ThisCard):
            raise Refused("only this card is attached by its own attach sentence: write 'This card can be "
                          "attached to ...' (L-TXT-265)", ch[0].span)
        return _attach_either(meta, ch[-1], "'can be attached to'")

    def attach_elsewhere(self, meta: Meta, ch: list[Any]) -> A.Sentence:
        # "You may attach this card to a creature your opponent controls instead.": the same choice of side, as the
        # attach sentence (L-TXT-265).
        return A.Sentence((_attach_either(meta, ch[0], "'You may attach this card to ... instead'"),), _span(meta))

    def move_attachment(self, meta: Meta, ch: list[Any]) -> A.MoveAttachment:
        to = ch[0]
        if to.count.kind is not A.CountKind.ONE and (to.count.kind is not A.CountKind.NUMBER or to.count.number != 1):
            raise Refused("an Attachment is moved to one creature: write 'move this card to another creature you "
                          "control' (L-TXT-379)", to.count.span)
        return A.MoveAttachment(to, _span(meta))  # L-TXT-379

    def remove_attachment(self, meta: Meta, ch: list[Any]) -> A.RemoveAttachment:
        return A.RemoveAttachment(ch[0], ch[1], _span(meta))

    def die_roll(self, meta: Meta, ch: list[Any]) -> A.DieRoll:
        return A.DieRoll(tuple(ch), _span(meta))

    def die_outcome(self, meta: Meta, ch: list[Any]) -> A.DieOutcome:
        numbers = _ints(ch)
        return A.DieOutcome(numbers[0], numbers[-1], ch[-1], _span(meta))

    def prohibition(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        return A.Prohibition(_their_attackers(ch[0], ch[1]), ch[1], ch[2] if len(ch) > 2 else None, _span(meta))

    def attacked_by(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # t45-05: "This card cannot be attacked by X" is L-TXT-341's "X cannot attack this card": one tree.
        defender, attackers = ch[0], ch[1]
        if not isinstance(defender, (A.ThisCard, A.AttachedCreature)):
            raise Refused("only this card or the attached creature is kept from being attacked: write 'this card cannot "
                          "be attacked by ...' (L-TXT-341)", defender.span)
        span = _span(meta)
        return A.Prohibition(attackers, A.AttackCardAct(defender, span), ch[2] if len(ch) > 2 else None, span)

    def abilities_not_activated(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # "Its abilities cannot be activated" is "It cannot activate abilities": one tree.
        span = _span(meta)
        return A.Prohibition(ch[0], A.SimpleAct(A.Act.ACTIVATE_ABILITIES, span), ch[1] if len(ch) > 1 else None, span)

    def land_abilities_not_activated(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # t58-35: "Land abilities cannot be activated": no player is named, so neither may; "Each player cannot
        # activate Land abilities", one tree
        span = _span(meta)
        return A.Prohibition(A.Player.EACH_PLAYER, A.SimpleAct(A.Act.ACTIVATE_LAND_ABILITIES, span), ch[0] if ch else None,
                             span)

    def abilities_not_activated_first(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # t53-36: "Until the end of your next turn, that Land's abilities cannot be activated": the same tree
        return self.abilities_not_activated(meta, [ch[1], ch[0]])

    def lose_abilities(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # "loses its abilities", "its abilities are negated", "Negate its abilities": one tree (L-TXT-352).
        span = _span(meta)
        return A.Prohibition(ch[0], A.SimpleAct(A.Act.LOSE_ABILITIES, span), ch[1] if len(ch) > 1 else None, span)

    def player_loses_abilities(self, meta: Meta, ch: list[Any]) -> NoReturn:
        raise Refused("a player has no abilities to lose, only cards have: name them, as in 'all creatures your "
                      "opponent controls lose their abilities' (L-TXT-352)", _span(meta))

    def lose_abilities_first(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        return self.lose_abilities(meta, [ch[1], ch[0]])

    def lose_abilities_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "... lose their abilities during your turn" is "During your turn, ... lose their abilities" (L-TXT-33).
        subject, whose = ch
        span = _span(meta)
        loss = A.Prohibition(subject, A.SimpleAct(A.Act.LOSE_ABILITIES, span), None, span)
        return A.Conditional(A.TurnCondition(whose, span), loss, span)

    def abilities_not_activated_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "Its abilities cannot be activated during your opponent's turn" is "During your opponent's turn, it
        # cannot activate abilities" (L-TXT-130, L-TXT-33): one tree.
        subject, whose = ch
        whole = _span(meta)
        ban = A.Prohibition(subject, A.SimpleAct(A.Act.ACTIVATE_ABILITIES, whole), None, whole)
        return A.Conditional(A.TurnCondition(whose, whole), ban, whole)

    def prohibition_first(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        return A.Prohibition(_their_attackers(ch[1], ch[2]), ch[2], ch[0], _span(meta))

    def turn_of(self, meta: Meta, ch: list[Any]) -> A.ThisCard:  # "during the turn this card is summoned"
        this: A.ThisCard = ch[0]
        return this

    def prohibition_played_turn(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "This card cannot attack during the turn it is summoned": one tree with
        # "If this card was played this turn, this card cannot attack." (L-TXT-53).
        span = _span(meta)
        return _in_played_turn(ch[0], lambda: A.Prohibition(ch[0], ch[1], None, span), span, ch[2])

    def played_turn_pair(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, ...]:
        # t63-13: L-TXT-91's pair after "During the turn this card is summoned,": each effect under the condition
        said, pair = ch[0], ch[-1]
        return tuple(self.conditional_played_turn(meta, [said, effect]) for effect in pair)

    def conditional_played_turn(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "During the turn it was summoned, this card ...": L-TXT-53's condition said first; "During the turn this
        # card is summoned, it ...": the "it" is this card (t19-13); "it" both times, a card named back (L-TXT-323).
        said, effect, span = ch[0], ch[-1], _span(meta)
        subject = _effect_subject(effect)
        if isinstance(said, A.ThisCard) and isinstance(subject, A.Ref) and subject.kind is A.RefKind.IT:
            field = "subject" if isinstance(effect, (A.Prohibition, A.Replacement)) else "target"
            effect = replace(effect, **{field: A.ThisCard(subject.span)})
            subject = _effect_subject(effect)
        return _in_played_turn(subject, lambda: effect, span, said)

    def strength_played_turn(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "This card gains +2 Strength during the turn it is summoned": "If this card was played this turn, this
        # card gains +2 Strength." (L-TXT-53), one tree.
        span = _span(meta)
        return _in_played_turn(ch[0], lambda: A.ModifyStrength(ch[0], ch[1], None, span), span, ch[2])

    def player_cannot_target(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # "Your opponent cannot target this card with Boost cards" is "This card cannot be targeted by your
        # opponent's Boost cards" (L-TXT-58): one tree; only the opponent is said so.
        player, target, *rest = ch
        if player is not A.Player.YOUR_OPPONENT:
            raise Refused("a card is kept from being targeted by the opponent's cards: write 'Your opponent cannot "
                          "target this card' or 'This card cannot be targeted' (L-TXT-58)", _span(meta))
        kind = next((c for c in rest if isinstance(c, A.KindFilter)), None)
        duration = next((c for c in rest if not isinstance(c, A.KindFilter)), None)
        span = _span(meta)
        return A.Prohibition(target, A.TargetedAct(kind, True, span), duration, span)

    def cards_cannot_target(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # t61-18: "Your opponent's Boost cards cannot target this card" is "This card cannot be targeted by your
        # opponent's Boost cards" (L-TXT-58): one tree; only cards named by their kind alone, and the opponent's or
        # anyone's, are said so.
        cards, target, *rest = ch
        span = _span(meta)
        kinds = cards.kinds if isinstance(cards, A.Filtered) else None
        place = cards.location.kind if isinstance(cards, A.Filtered) and cards.location is not None else None
        if kinds is None or kinds.noun is not A.Noun.CARD or kinds.qualities or kinds.or_kind is not None \
                or not cards.count.plural or place not in (None, A.LocationKind.OPPONENT_CONTROLS) \
                or cards.another or cards.strength is not None:
            raise Refused("only cards named by their kind keep from targeting: write 'Your opponent's Boost cards "
                          "cannot target this card.' (L-TXT-58)", cards.span)
        opponents = place is A.LocationKind.OPPONENT_CONTROLS
        return A.Prohibition(target, A.TargetedAct(kinds.kind, opponents, span), rest[0] if rest else None, span)

    def player_cannot_target_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "Your opponent cannot target the attached creature with Boost cards during your turn": the condition said
        # last, as for two prohibitions (L-TXT-183)
        *banned, whose = ch
        span = _span(meta)
        return A.Conditional(A.TurnCondition(whose, span), self.player_cannot_target(meta, banned), span)

    def player_cannot_play_at(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # "Your opponent cannot play Boost cards that target this card" is "... cannot target this card with Boost
        # cards" (L-TXT-58's prohibition said of the player): the kind said before the card.
        player, kind, target, *rest = ch
        return self.player_cannot_target(meta, [player, target, kind, *rest])

    def player_cannot_play_at_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # test-57: "... cannot activate Boost cards that target this card during your Battle Phase": the turn or phase
        # said last, as L-TXT-183's condition
        player, kind, target, whose, *phase = ch
        span = _span(meta)
        condition: A.Condition = A.TurnCondition(whose, span) if not phase else A.PhaseCondition(whose, phase[0], span)
        return A.Conditional(condition, self.player_cannot_play_at(meta, [player, kind, target]), span)

    def prohibition_played_turn_group(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # L-TXT-137: "Creatures your opponent controls cannot attack during the turn they are summoned": one tree
        # with "All creatures your opponent controls played this turn cannot attack." (L-TXT-47).
        subject, act = ch[0], ch[1]
        if not isinstance(subject, A.Filtered) or not subject.count.plural:
            raise Refused("'they' names a group of cards: write 'during the turn it is summoned' of one card (L-TXT-137)",
                          subject.span)
        return A.Prohibition(replace(subject, recent=True), act, None, _span(meta))

    def prohibition_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # "... cannot ... during your turn" is "During your turn, ... cannot ...": one tree; with a phase,
        # "During your Battle Phase, ... cannot ..." (L-TXT-260).
        subject, act, whose, *phase = ch
        whole = _span(meta)
        ban = A.Prohibition(_their_attackers(subject, act), act, None, Span(whole.start, act.span.end, whole.line, whole.column))
        condition: A.Condition = A.TurnCondition(whose, whole) if not phase else A.PhaseCondition(whose, phase[0], whole)
        return A.Conditional(condition, ban, whole)

    # -- references back, and the effects of L-TXT-44 to L-TXT-47 -----------------------
    it_ref = _wrapping(A.Ref, A.RefKind.IT)
    them_ref = _wrapping(A.Ref, A.RefKind.THEM)
    that_ref = _wrapping(A.Ref, A.RefKind.THAT)
    underneath_ref = _wrapping(A.Ref, A.RefKind.UNDERNEATH)
    battled_ref = _wrapping(A.Ref, A.RefKind.BATTLED)

    def destroyer_ref(self, meta: Meta, ch: list[Any]) -> A.Ref:
        self.destroyer = True
        sp = _span(meta)
        return A.Ref(A.RefKind.BATTLED, _DestroyerSpan(sp.start, sp.end, sp.line, sp.column))

    def destroyed_ref(self, meta: Meta, ch: list[Any]) -> A.Ref:
        self.destroyer = True  # checked with "the creature that destroyed it", by `_destroyer_read`
        sp = _span(meta)
        return A.Ref(A.RefKind.BATTLED, _DestroyedSpan(sp.start, sp.end, sp.line, sp.column))

    def destroyer_of_this_ref(self, meta: Meta, ch: list[Any]) -> A.Ref:
        self.destroyer = True
        sp = _span(meta)
        return A.Ref(A.RefKind.BATTLED, _DestroyerOfThisSpan(sp.start, sp.end, sp.line, sp.column))
    battled_turn_ref = _wrapping(A.Ref, A.RefKind.BATTLED_TURN)

    sent_moved = _constant(A.Moved.SENT)
    destroyed_moved = _constant(A.Moved.DESTROYED)
    returned_moved = _constant(A.Moved.RETURNED)
    discarded_moved = _constant(A.Moved.DISCARDED)

    def this_way(self, meta: Meta, ch: list[Any]) -> A.ThisWay:
        kinds = next(c for c in ch if isinstance(c, A.Kinds))
        return A.ThisWay(next(c for c in ch if isinstance(c, A.Moved)), kinds, _span(meta))

    def this_way_that(self, meta: Meta, ch: list[Any]) -> A.ThisWay:
        # "for each card sent this way that is a Water creature": the kinds after "that is" count; the noun
        # before the verb must be a bare "card(s)", which every card moved this way is.
        first, moved, kinds = ch
        if first.qualities or first.kind is not None or first.noun is not A.Noun.CARD:
            raise Refused("'that is ...' names the kind of the cards moved this way: write 'for each card sent this "
                          "way that is a Water creature' or 'for each Water creature sent this way'", first.span)
        return A.ThisWay(moved, kinds, _span(meta))

    def on_the_field(self, meta: Meta, ch: list[Any]) -> A.Location:
        return A.Location(A.LocationKind.ON_ANY_SIDE, _span(meta))

    def add_to_hand(self, meta: Meta, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(ch[0], A.HandOwner.YOURS, _span(meta))

    def double_strength(self, meta: Meta, ch: list[Any]) -> A.DoubleStrength:
        return A.DoubleStrength(ch[0], ch[1] if len(ch) > 1 else None, _span(meta))

    def double_during(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        # L-TXT-345: "double this card's Strength during your Battle Phase" is the phase written first (L-TXT-67).
        whole = _span(meta)
        return A.Conditional(ch[1], A.DoubleStrength(ch[0], None, whole), whole)

    def double_first(self, meta: Meta, ch: list[Any]) -> A.DoubleStrength:
        return A.DoubleStrength(ch[1], ch[0], _span(meta))  # the duration said first: the same tree

    def strength_first(self, meta: Meta, ch: list[Any]) -> A.ModifyStrength | A.ForEach:
        # "While this card is battling ..., it gains +3 Strength": the duration said first, the same tree; "it" is
        # the card the condition names.
        duration, target, delta, *rest = ch
        condition = duration.condition if isinstance(duration, A.WhileCondition) else None
        if isinstance(target, A.Ref) and target.kind is A.RefKind.IT and isinstance(
                condition, (A.BattlingCondition, A.StackCondition)):
            target = condition.subject  # "it" is the creature the condition names (L-TXT-270, L-TXT-339)
        return _scaled(A.ModifyStrength(target, delta, duration, _span(meta)), rest, meta)

    def this_strength_doubled(self, meta: Meta, ch: list[Any]) -> A.Effect:
        return self._strength_doubled(A.ThisCard(_span(meta)), ch, meta)

    def this_strength_doubled_first(self, meta: Meta, ch: list[Any]) -> A.Effect:
        return self.this_strength_doubled(meta, ch)  # t55-20: the duration said first, the same tree

    def its_strength_doubled_first(self, meta: Meta, ch: list[Any]) -> A.Effect:
        # t62-16: "While this card is battling a Water creature, its Strength is doubled.": "its" is the creature the
        # condition names (L-TXT-270), as "it gains" after the same condition is (strength_first)
        duration = ch[0]
        condition = duration.condition if isinstance(duration, A.WhileCondition) else None
        if not isinstance(condition, (A.BattlingCondition, A.StackCondition)):
            raise Refused("'its' here names the creature a condition before it names ('While this card is battling "
                          "...'): write 'this card's Strength is doubled' (L-TXT-207)", _span(meta))
        return self._strength_doubled(condition.subject, ch, meta)

    def attached_strength_doubled(self, meta: Meta, ch: list[Any]) -> A.Effect:
        return self._strength_doubled(A.AttachedCreature(_span(meta)), ch, meta)

    def _strength_doubled(self, target: A.Target, ch: list[Any], meta: Meta) -> A.Effect:
        # L-TXT-207: "... is doubled during your Battle Phase" is "During your Battle Phase, ... is doubled" (L-TXT-67).
        whole = _span(meta)
        if ch and isinstance(ch[0], (A.TurnCondition, A.PhaseCondition)):
            return A.Conditional(ch[0], A.DoubleStrength(target, None, whole, True), whole)
        return A.DoubleStrength(target, ch[0] if ch else None, whole, True)

    def doubled_when(self, meta: Meta, ch: list[Any]) -> A.Condition:
        whose, *phase = ch
        span = _span(meta)
        return A.TurnCondition(whose, span) if not phase else A.PhaseCondition(whose, phase[0], span)

    def mill(self, meta: Meta, ch: list[Any]) -> A.Mill:
        return A.Mill(ch[1], _int(ch[0]), _span(meta))

    def mill_one(self, meta: Meta, ch: list[Any]) -> A.Mill:
        return A.Mill(ch[0], 1, _span(meta))

    def mill_by(self, meta: Meta, ch: list[Any]) -> A.Mill:
        numbers = _ints(ch)
        return A.Mill(ch[0], numbers[0] if numbers else 1, _span(meta))

    def look_at_top(self, meta: Meta, ch: list[Any]) -> A.LookAtTop:
        keep, rest, *more = ch[1]
        if isinstance(more[0] if more else None, _SentK):
            more[0] = more[0].on_top(_int(ch[0]))
        return A.LookAtTop(_int(ch[0]), keep, rest, _span(meta), *more)

    def look_theirs(self, meta: Meta, ch: list[Any]) -> A.LookAtTop:
        # L-TXT-197: "the top card" is one; the rest's parts as look_at_top's, none kept.
        count = _int(ch[0]) if len(ch) == 2 else 1
        _, rest, *more = ch[-1]
        on_top = more[0] if more else 0
        if isinstance(on_top, _SentK):
            on_top = on_top.on_top(count)
        return A.LookAtTop(count, 0, rest, _span(meta), on_top, owner=A.Player.YOUR_OPPONENT)

    def ruins_k(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest, _SentK]:
        # "send 1 of them to the Ruins, and put the others back in any order": L-TXT-155's "put N - 1 of them back
        # on top and the rest in the Ruins", said from the Ruins (t21-54, test-55); N is known once the look is read.
        number = next(c for c in ch if isinstance(c, Token) and c.type == "INT")
        return 0, A.LookRest.RUINS, _SentK(_int(number), Span(number.start_pos, number.end_pos, number.line, number.column))

    def theirs_top_some(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest, int, bool, A.Kinds | None]:
        # "Put 1 of them on top and the other on the bottom of their deck" (L-TXT-197, as L-TXT-155's).
        return self.keep_more(meta, [(0, False, None), ch[0], A.LookRest.BOTTOM])

    def theirs_top_ruins(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest, int, bool, A.Kinds | None]:
        return self.keep_more(meta, [(0, False, None), ch[0], A.Zone.RUINS])  # `_rest_of` reads the zone

    def back_in_any_order(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return 0, A.LookRest.BACK

    def look_at_top_card(self, meta: Meta, ch: list[Any]) -> A.LookAtTop:
        keep, rest, *more = ch[0]
        if isinstance(more[0] if more else None, _SentK):  # "send 1 of them to the Ruins": of the one card looked at
            more[0] = more[0].on_top(1)
        return A.LookAtTop(1, keep, rest, _span(meta), *more)

    def may_bottom(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return 0, A.LookRest.MAY_BOTTOM

    def put_on_bottom(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        # "... and put it on the bottom of your deck": none kept, all to the bottom (L-TXT-71).
        return 0, A.LookRest.ALL_BOTTOM

    def keep_some(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return _int(ch[0]), _rest_of(ch[1])

    # L-TXT-111: the parts of a look beyond L-TXT-44's, as (keep, rest, on top, up to, kinds wanted).
    def keep_more(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest, int, bool, A.Kinds | None]:
        keep, up_to, wanted = ch[0] if isinstance(ch[0], tuple) else (_int(ch[0]), False, None)
        on_top = _ints(ch[1:-1])
        if on_top == [0]:
            zero = next(c for c in ch[1:-1] if isinstance(c, Token))
            raise Refused("putting 0 cards back on top does nothing, so the number must be at least 1, not 0",
                          Span(zero.start_pos, zero.end_pos, zero.line, zero.column))
        rest = _rest_of(ch[-1])
        if on_top and rest is A.LookRest.SHUFFLE:
            raise Refused("shuffling the rest into the deck leaves no card where it was put, so none is put back on "
                          "top first: write 'shuffle the rest into your deck' with no card put back on top (L-TXT-364)",
                          _span(meta))
        if on_top and rest is A.LookRest.SPLIT_ORDER:  # a review's finding: two splits of the same cards
            raise Refused("the cards put back on top are said already, so the rest go to one place: write 'the rest on "
                          "the bottom of your deck', or put each on top or on the bottom without a number first "
                          "(L-TXT-111)", _span(meta))
        return keep, rest, on_top[0] if on_top else 0, up_to, wanted

    def rest_to(self, meta: Meta, ch: list[Any]) -> Any:  # ("put")? "the rest" *place*: the place alone
        return ch[-1]

    def keep_some_sent(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return _int(ch[0]), A.LookRest.RUINS

    def up_to_of_them(self, meta: Meta, ch: list[Any]) -> tuple[int, bool, A.Kinds | None]:
        return _int(ch[0]), True, None

    def may_keep_kinds(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest, int, bool, A.Kinds | None]:
        # t27-20: "you may add 1 Dark creature among them" keeps none or one of those kinds: "up to 1 Dark creature"
        return self.may_keep(meta, ch[:1] + ch[2:], ch[1])

    def may_keep(self, meta: Meta, ch: list[Any], kinds: A.Kinds | None = None
                 ) -> tuple[int, A.LookRest, int, bool, A.Kinds | None]:
        # L-TXT-116: "you may add 1 of them" keeps none or one, which is "up to 1 of them". With more than
        # one, "you may add 2 of them" could allow none or two only, or any number up to two: refused.
        number = ch[0]
        keep = _int(number)
        where = Span(number.start_pos, number.end_pos, number.line, number.column)
        if keep == 0:
            raise Refused("keeping none is written 'then put them back in any order', so the number must be at "
                          "least 1, not 0", where)
        if keep != 1:
            them = "of them" if kinds is None else "... among them"
            raise Refused(f"'you may add {keep} {them}' could mean none or exactly {keep}, or up to {keep}: "
                          f"write 'add up to {keep} {them}' or 'add {keep} {them}' (L-TXT-116)", where)
        return self.keep_more(meta, [(keep, True, kinds), *ch[1:]])

    def kinds_among_them(self, meta: Meta, ch: list[Any]) -> tuple[int, bool, A.Kinds | None]:
        return _int(ch[0]), False, ch[1]

    def up_to_kinds_among_them(self, meta: Meta, ch: list[Any]) -> tuple[int, bool, A.Kinds | None]:
        return _int(ch[0]), True, ch[1]

    # L-TXT-155: none kept; J back on top and the rest where the text says, or any number sent to the Ruins.
    def top_some(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest, int, bool, A.Kinds | None]:
        return self.keep_more(meta, [(0, False, None), *ch])

    def ruins_some(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return 0, A.LookRest.SPLIT_RUINS

    def look_then_strength(self, meta: Meta, ch: list[Any]) -> tuple[A.Effect, A.Effect]:
        # The rest go back on top as part of the look, before the change: the change touches no deck.
        count, change = ch
        return A.LookAtTop(_int(count), 0, A.LookRest.SPLIT_RUINS, _span(meta)), change

    def top_or_bottom(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return 0, A.LookRest.SPLIT_ORDER

    def some_on_top(self, meta: Meta, ch: list[Any]) -> tuple[int, A.LookRest]:
        return 0, A.LookRest.SPLIT_ORDER if ch and ch[-1] == "order" else A.LookRest.SPLIT

    def any_order(self, meta: Meta, ch: list[Any]) -> str:
        return "order"

    def bottom_any_order(self, meta: Meta, ch: list[Any]) -> str:
        return "order"

    def shuffle_deck(self, meta: Meta, ch: list[Any]) -> A.ShuffleDeck:
        return A.ShuffleDeck(_span(meta))

    def stack_later(self, meta: Meta, ch: list[Any], up_to: bool = False) -> A.StackLater:
        # ch: the number, the kinds (L-TXT-308; none for "cards"), the zone, the creature
        return A.StackLater(_int(ch[0]), ch[2], ch[3], _span(meta), up_to=up_to, kinds=_taken_kinds(ch[1:2]))

    def stack_later_up_to(self, meta: Meta, ch: list[Any]) -> A.StackLater:
        return self.stack_later(meta, ch, up_to=True)

    def stack_named(self, meta: Meta, ch: list[Any]) -> A.StackNamed:
        return A.StackNamed(ch[0], ch[1], _span(meta))  # L-TXT-150

    def stack_top(self, meta: Meta, ch: list[Any]) -> A.StackLater:
        numbers = _ints(ch)
        return A.StackLater(numbers[0] if numbers else 1, A.Zone.DECK, ch[-1], _span(meta), top=True)

    def stack_later_put(self, meta: Meta, ch: list[Any]) -> A.StackLater:
        # "Put 1 card from your hand underneath this card": L-TXT-45's stacking. Only a number of
        # cards and their kinds (L-TXT-308) are said: a filter asking more of them is refused, naming why.
        zone, host = ch[-2], ch[-1]
        count, kinds = ch[0], ch[-3]
        plain = (isinstance(count, A.Count) and count.kind in (A.CountKind.ONE, A.CountKind.NUMBER) and len(ch) == 4
                 and isinstance(kinds, A.Kinds))
        if not plain:
            first = count.span if isinstance(count, A.Count) else count.kinds.span if isinstance(count, _Bare) else kinds.span
            last = kinds.span if isinstance(kinds, A.Kinds) else kinds.kinds.span
            raise Refused("cards put underneath a card are stacked, so only their number and kinds are said: "
                          "write 'put N cards from your <zone> underneath ...' or 'put 1 creature from your <zone> ...'",
                          Span(first.start, last.end, first.line, first.column))
        return A.StackLater(count.number or 1, zone, host, _span(meta), kinds=_taken_kinds([kinds]))

    def take_control(self, meta: Meta, ch: list[Any]) -> A.TakeControl:
        return A.TakeControl(ch[0], ch[1] if len(ch) > 1 else None, _span(meta))

    def replacement(self, meta: Meta, ch: list[Any]) -> A.Replacement:
        event, against = (A.SelfEvent.DESTROYED_IN_BATTLE, ch[1].foe) if isinstance(ch[1], _BattleWith) else (ch[1], None)
        return A.Replacement(ch[0], event, _stack_it_read(ch[2], ch[0]), _span(meta), against=against)

    def replacement_once(self, meta: Meta, ch: list[Any]) -> A.Replacement:
        return replace(self.replacement(meta, ch[1:]), once=True)  # L-TXT-326

    def battle_with_event(self, meta: Meta, ch: list[Any]) -> _BattleWith:
        return _BattleWith(ch[0])

    def turn_replacement(self, meta: Meta, ch: list[Any]) -> A.Replacement:
        # The duration first ("This turn, if ...") or after the event ("... would be destroyed this turn, ...").
        first = isinstance(ch[0], (A.UntilEndOfTurn, A.UntilEndOfNextTurn, A.UntilEndOfYourTurn,
                                   A.UntilEndOfOpponentsTurn, A.WhileCondition, A.Permanently, A.UntilEndOfBattlePhase, A.UntilEndOfBattle,
                                   _WhileBattling))
        duration, subject, event, effects = (ch[0], ch[1], ch[2], ch[3]) if first else (ch[2], ch[0], ch[1], ch[3])
        event, against = (A.SelfEvent.DESTROYED_IN_BATTLE, event.foe) if isinstance(event, _BattleWith) else (event, None)
        return A.Replacement(subject, event, _stack_it_read(effects, subject), _span(meta), duration=duration,
                             against=against)

    def underneath_replacement(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # L-TXT-199: "If the card underneath this card would be sent to the Ruins, return it to your hand instead." is
        # L-TXT-63's sentence: the card underneath goes to the Ruins only with its creature (L-MUT-4).
        optional, only = _one_move(ch[-1])
        if not (isinstance(only, (A.ReturnToHand, A.PutInDeck)) and not getattr(only, "from_ruins", False)
                and isinstance(only.target, A.Ref) and only.target.kind in (A.RefKind.IT, A.RefKind.THAT, A.RefKind.UNDERNEATH)):
            raise Refused("the card underneath goes to the Ruins only with its creature, and a hand or its owner's deck "
                          "may take it instead: write 'return it to your hand' (L-TXT-199) or 'put it on top of your "
                          "deck' (L-TXT-373) as the one effect", _effects_span(ch[-1]))
        underneath = A.Ref(A.RefKind.UNDERNEATH, only.target.span)
        # L-TXT-373: a deck in the hand's place, the tree of its own sentence
        moved = A.PutInDeck(underneath, only.top, only.span) if isinstance(only, A.PutInDeck) \
            else A.ReturnToHand(underneath, only.hand, only.span)
        return A.FollowReplacement(A.SelfTrigger(A.SelfEvent.LEAVES_FIELD, _span(meta)), moved, _span(meta),
                                   optional=optional)

    def attached_battle_follow(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # L-TXT-232, LR-109: "If the attached creature is destroyed by battle, (you may) return this card to your hand
        # (instead)." is L-TXT-63's Attachment sentence (L-TXT-198's with "you may") for a creature destroyed by battle
        # only: the Attachment goes to the hand in the Ruins' place, "instead" said or not.
        optional, only = _one_move(ch[-1])
        if not (isinstance(only, A.ReturnToHand) and not only.from_ruins and isinstance(only.target, A.ThisCard)):
            raise Refused("an Attachment whose creature is destroyed by battle goes to the Ruins with it, and a hand is "
                          "the one place that may take it instead: write 'return this card to your hand' as the one "
                          "effect (L-TXT-232)", _effects_span(ch[-1]))
        return A.FollowReplacement(A.AttachedTrigger(A.SelfEvent.DESTROYED_IN_BATTLE, None, ch[0].span), only,
                                   _span(meta), optional=optional)
    def attached_leaves_replacement(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # test21's "If the equipped creature would leave the field, return this card to your hand instead of sending
        # it to the Ruins.": L-TXT-63's sentence with "When the attached creature leaves the field" (and "this card"'s)
        subject, event, effects = ch
        if event is not A.SelfEvent.LEAVES_FIELD or not isinstance(subject, (A.ThisCard, A.AttachedCreature)):
            raise Refused("'instead of sending it to the Ruins' after 'If ... would ...' moves the card that goes to "
                          "the Ruins with this card or the attached creature as it leaves the field: write 'If the "
                          "attached creature would leave the field, ...' or 'If this card would leave the field, ...' "
                          "(L-TXT-63); any other replacement ends with 'instead' (L-TXT-42)", _span(meta))
        trigger = A.AttachedTrigger if isinstance(subject, A.AttachedCreature) else A.SelfTrigger
        made = self.triggered(meta, [trigger(A.SelfEvent.LEAVES_FIELD, span=subject.span), effects])
        if not isinstance(made, A.FollowReplacement):  # "would" replaces: its effects end with "instead"
            raise Refused("effects in place of an event end with 'instead' (L-TXT-42), or move a card that goes to the "
                          "Ruins with this one, ending with 'instead of sending it to the Ruins' (L-TXT-63)",
                          _effects_span(effects))
        return made

    def attachment_replacement(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # L-TXT-250: "If this card would be sent to the Ruins because the equipped creature left the field, return it
        # to your hand instead." is L-TXT-63's sentence of an Attachment: it goes to the Ruins with its creature (L-ATT-5).
        if not isinstance(ch[0], A.ThisCard):
            raise Refused("only this card goes to the Ruins because the attached creature left the field: write 'If "
                          "this card would be sent to the Ruins because ...' (L-TXT-250)", ch[0].span)
        optional, only = _one_move(ch[-1])
        if not (isinstance(only, (A.ReturnToHand, A.PutInDeck)) and not getattr(only, "from_ruins", False) and (
                isinstance(only.target, A.ThisCard)
                or isinstance(only.target, A.Ref) and only.target.kind in (A.RefKind.IT, A.RefKind.THAT))):
            raise Refused("this card goes to the Ruins with the attached creature, and a hand or its owner's deck may "
                          "take it instead: write 'return it to your hand' (L-TXT-250) or 'put it on top of your deck' "
                          "(L-TXT-373) as the one effect", _effects_span(ch[-1]))
        this = A.ThisCard(only.target.span)
        moved = A.PutInDeck(this, only.top, only.span) if isinstance(only, A.PutInDeck) \
            else A.ReturnToHand(this, only.hand, only.span)
        return A.FollowReplacement(None, moved, _span(meta), optional=optional)

    def battle_replacement(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # L-TXT-200: "If this creature would destroy a creature in battle, return that creature to its owner's hand
        # instead." is L-TXT-166's sentence: only where the destroyed creature goes changes (LR-85).
        subject, effects = ch
        if isinstance(subject, A.AttachedCreature):  # t26-42: L-TXT-302's sentence in L-TXT-200's words
            span = _span(meta)
            wanted = A.Filtered(A.Count(A.CountKind.ONE, None, span), False, A.Kinds((), None, A.Noun.CREATURE, span),
                                None, None, span)
            optional, only = _battle_move(effects)
            return A.FollowReplacement(A.BattleDestroys(subject, wanted, span), only, span, optional=optional)
        if not isinstance(subject, A.ThisCard):
            raise Refused("only this card's own battles are watched this way, or the attached creature's: write 'If this "
                          "creature would destroy a creature in battle' (L-TXT-200)", subject.span)
        optional, only = _battle_move(effects)
        return A.FollowReplacement(A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE, subject.span), only, _span(meta),
                                   optional=optional)

    def battled_replacement(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # t39-28, t35-18: "If a creature this card battles would be destroyed, ... instead.": L-TXT-200's sentence
        # with the creature named first, which must be any one creature
        wanted, subject, effects = ch
        if wanted != A.Filtered(A.Count(A.CountKind.ONE, None, wanted.count.span), False,
                                A.Kinds((), None, A.Noun.CREATURE, wanted.kinds.span), None, None, wanted.span):
            raise Refused("the creature this card battles is any creature: write 'a creature' (L-TXT-200)", wanted.span)
        return self.battle_replacement(meta, [subject, effects])

    def destroyed_one_replacement(self, meta: Meta, ch: list[Any]) -> A.FollowReplacement:
        # L-TXT-200's sentence with the creature destroyed named first: "If a creature destroyed by this card in battle
        # would be sent to the Ruins, put it on top of its owner's deck instead." (on an Attachment, L-TXT-302's)
        effects = ch[-1]
        destroyer = next((c for c in ch if isinstance(c, (A.ThisCard, A.AttachedCreature))), None)
        span = _span(meta)
        wanted = A.Filtered(A.Count(A.CountKind.ONE, None, span), False, A.Kinds((), None, A.Noun.CREATURE, span), None,
                            None, span)
        if destroyer is None or isinstance(destroyer, A.ThisCard):
            return self.battle_replacement(meta, [A.ThisCard(_span(meta)), effects])
        optional, only = _battle_move(effects)
        return A.FollowReplacement(A.BattleDestroys(destroyer, wanted, span), only, span, optional=optional)

    def instead_move(self, meta: Meta, ch: list[Any]) -> A.InsteadOfRuins:
        moved = ch[0]
        if not (isinstance(moved, A.PutInDeck) or (isinstance(moved, A.ReturnToHand) and not moved.from_ruins)):
            raise Refused("'instead of sending it to the Ruins' moves a card that was going to the Ruins: put it in a "
                          "hand or on a deck from where it is, named back as 'it' or 'that card' (L-TXT-165)",
                          _span(meta))
        return A.InsteadOfRuins(moved, _span(meta))

    def stack_instead(self, meta: Meta, ch: list[Any]) -> A.InsteadOfRuins:
        # L-TXT-319: the meaning pass takes it only as the one move of L-TXT-166's sentence
        return A.InsteadOfRuins(_stack_moved(ch[0]), _span(meta))

    def summon_instead(self, meta: Meta, ch: list[Any]) -> A.InsteadOfRuins:
        # L-TXT-231: "summon the card underneath it instead of sending it to the Ruins"; the meaning pass takes it
        # only as the one effect of a Mutated Creature's "When this card leaves the field".
        whole = _span(meta)
        said = Span(whole.start, ch[0].span.end, whole.line, whole.column) if ch[0].span.end > whole.start else whole
        return A.InsteadOfRuins(A.SummonMoved(ch[0], said), whole)

    def attached_trigger(self, meta: Meta, ch: list[Any]) -> A.AttachedTrigger:
        return A.AttachedTrigger(ch[1], None, _span(meta))

    def attached_leaves(self, meta: Meta, ch: list[Any]) -> A.AttachedTrigger:
        return A.AttachedTrigger(A.SelfEvent.LEAVES_FIELD, None, _span(meta))  # t59-53: "if" for "when"

    def attached_attacks(self, meta: Meta, ch: list[Any]) -> A.AttachedTrigger:
        return A.AttachedTrigger(A.SelfEvent.ATTACKS, ch[1], _span(meta))

    def attached_battles(self, meta: Meta, ch: list[Any]) -> A.AttachedTrigger:
        return A.AttachedTrigger(A.SelfEvent.BATTLES, ch[1], _span(meta))

    def attack_loss(self, meta: Meta, ch: list[Any]) -> A.AttackLoss:
        victim = next((c for c in ch if isinstance(c, A.Player)), A.Player.YOU)
        if _OPPONENTS_LIFE in ch:
            victim = A.Player.YOUR_OPPONENT
        if victim is A.Player.EACH_PLAYER:
            raise Refused("a direct attack takes Land Life from one player, the attacker's opponent: write 'If your Land "
                          "Life would be reduced by a direct attack, ...' or 'If your opponent would lose Land Life from a "
                          "direct attack, ...' (L-TXT-330)", _span(meta))
        loser = next((c for c in ch if isinstance(c, _Loser)), None)
        if loser is not None and loser.player is not None and loser.player is not victim:
            # "If your opponent would lose ..., you lose half that much instead": the loss of one player is changed,
            # and another's does not take its place (L-TXT-330).
            raise Refused(f"the Land Life changed is {_WHOSE[victim]}, so the loss that takes its place is {_WHOSE[victim]} "
                          f"too: write '{_LOSER_WORDS[victim]}' (L-TXT-330)", loser.span)
        rounding = next((c.rounding for c in ch if isinstance(c, _Rounding)), None)
        attacker = next((c for c in ch if isinstance(c, (A.Filtered, A.ThisCard))), None)
        fixed = next((c.amount for c in ch if isinstance(c, _LossSet)), None)
        at_least = next((c.amount for c in ch if isinstance(c, _LossAtLeast)), None)
        return A.AttackLoss(attacker, rounding, _span(meta), any(c is _THIS_TURN for c in ch), victim,
                            _LOSS_DOUBLED in ch, fixed, at_least)

    def opponents_life(self, meta: Meta, ch: list[Any]) -> object:
        return _OPPONENTS_LIFE

    def you_lose(self, meta: Meta, ch: list[Any]) -> _Loser:
        return _Loser(A.Player.YOU, _span(meta))

    def they_lose(self, meta: Meta, ch: list[Any]) -> _Loser:
        return _Loser(None, _span(meta))

    def opponent_loses(self, meta: Meta, ch: list[Any]) -> _Loser:
        return _Loser(A.Player.YOUR_OPPONENT, _span(meta))

    def loss_doubled(self, meta: Meta, ch: list[Any]) -> object:
        return _LOSS_DOUBLED

    def loss_set(self, meta: Meta, ch: list[Any]) -> _LossSet:
        return _LossSet(_int(ch[0]))

    def loss_at_least(self, meta: Meta, ch: list[Any]) -> _LossAtLeast:
        return _LossAtLeast(_int(ch[0]))

    def this_cards_attack(self, meta: Meta, ch: list[Any]) -> A.ThisCard:
        return A.ThisCard(_span(meta))

    def this_turn_mark(self, meta: Meta, ch: list[Any]) -> object:
        return _THIS_TURN

    def life_replacement(self, meta: Meta, ch: list[Any]) -> A.LifeReplacement:
        return A.LifeReplacement(ch[0], ch[1], _span(meta))

    def turn_life_replacement(self, meta: Meta, ch: list[Any]) -> A.LifeReplacement:
        # The duration first ("This turn, if ...") or after the gain ("... would gain Land Life this turn, ...").
        duration = next(c for c in ch if not isinstance(c, (A.Player, tuple)))
        if not isinstance(duration, A.UntilEndOfTurn):
            span = getattr(duration, "span", _span(meta))
            raise Refused("a Boost's replacement lasts for the rest of its turn: write 'This turn,' (L-TXT-358)", span)
        player = next(c for c in ch if isinstance(c, A.Player))
        effects = next(c for c in ch if isinstance(c, tuple))
        return A.LifeReplacement(player, effects, _span(meta), this_turn=True)

    def gain_that_much(self, meta: Meta, ch: list[Any]) -> A.ThatMuch:
        return A.ThatMuch(A.Player.YOU, True, _times(ch), _span(meta))

    def opponent_gains_that_much(self, meta: Meta, ch: list[Any]) -> A.ThatMuch:
        return A.ThatMuch(A.Player.YOUR_OPPONENT, True, _times(ch), _span(meta))

    def they_gain_that_much(self, meta: Meta, ch: list[Any]) -> A.ThatMuch:
        return A.ThatMuch(None, True, _times(ch), _span(meta))

    def lose_that_much(self, meta: Meta, ch: list[Any]) -> A.ThatMuch:
        return A.ThatMuch(ch[0], False, _times(ch), _span(meta))

    def they_lose_that_much(self, meta: Meta, ch: list[Any]) -> A.ThatMuch:
        return A.ThatMuch(None, False, _times(ch), _span(meta))

    def twice(self, meta: Meta, ch: list[Any]) -> str:
        return _TWICE

    def attacks_filtered(self, meta: Meta, ch: list[Any]) -> A.AttacksFiltered:
        return A.AttacksFiltered(ch[0], _span(meta))

    def battles_filtered(self, meta: Meta, ch: list[Any]) -> A.AttacksFiltered:
        return A.AttacksFiltered(ch[0], _span(meta), battles=True)

    def won_record(self, meta: Meta, ch: list[Any]) -> object:
        return _WON

    def played_last_turn(self, meta: Meta, ch: list[Any]) -> _LastTurn:
        return _LastTurn(ch[0], None, _span(meta))

    def opponent_played_last(self, meta: Meta, ch: list[Any]) -> _LastTurn:
        span = _span(meta)
        return _LastTurn(A.Player.YOUR_OPPONENT, A.Location(A.LocationKind.OPPONENT_CONTROLS, span), span)

    def you_played_last(self, meta: Meta, ch: list[Any]) -> _LastTurn:
        span = _span(meta)
        return _LastTurn(A.Player.YOU, A.Location(A.LocationKind.YOU_CONTROL, span), span)

    last_yours = _constant(A.Player.YOU)
    last_opponents = _constant(A.Player.YOUR_OPPONENT)

    def last_theirs(self, meta: Meta, ch: list[Any]) -> None:
        return None

    def played_this_turn(self, meta: Meta, ch: list[Any]) -> _Recent:
        return _Recent(None)

    def you_played(self, meta: Meta, ch: list[Any]) -> _Recent:
        return _Recent(A.Location(A.LocationKind.YOU_CONTROL, _span(meta)))

    def opponent_played(self, meta: Meta, ch: list[Any]) -> _Recent:
        return _Recent(A.Location(A.LocationKind.OPPONENT_CONTROLS, _span(meta)))

    destroys_in_battle_event = _constant(A.SelfEvent.DESTROYS_IN_BATTLE)
    destroyed_by_ability_event = _constant(A.SelfEvent.DESTROYED_BY_ABILITY)
    destroyed_by_boost_event = _constant(A.SelfEvent.DESTROYED_BY_BOOST)
    battles_event = _constant(A.SelfEvent.BATTLES)
    destroyed_in_battle_event = _constant(A.SelfEvent.DESTROYED_IN_BATTLE)
    discarded_event = _constant(A.SelfEvent.DISCARDED)

    def attached_trigger_you(self, meta: Meta, ch: list[Any]) -> A.SelfTrigger:
        return A.SelfTrigger(A.SelfEvent.PLAYED, _span(meta))  # t65-46: "When you attach this card", its playing

    def discarded_trigger(self, meta: Meta, ch: list[Any]) -> A.SelfTrigger:
        return A.SelfTrigger(A.SelfEvent.DISCARDED, _span(meta))

    attack_act = _wrapping(A.SimpleAct, A.Act.ATTACK)
    attack_directly_act = _wrapping(A.SimpleAct, A.Act.ATTACK_DIRECTLY)
    # "Your opponent's creatures cannot attack your Land Life directly": the same act (L-TXT-129).
    def attack_your_life_act(self, meta: Meta, ch: list[Any]) -> A.SimpleAct:
        return A.SimpleAct(A.Act.ATTACK_DIRECTLY, _span(meta), True)
    destroyed_act = _wrapping(A.SimpleAct, A.Act.BE_DESTROYED)
    destroyed_by_battle_act = _wrapping(A.SimpleAct, A.Act.BE_DESTROYED_BY_BATTLE)
    negated_act = _wrapping(A.SimpleAct, A.Act.BE_NEGATED)
    abilities_negated_act = _wrapping(A.SimpleAct, A.Act.ABILITIES_NEGATED)
    activate_land_act = _wrapping(A.SimpleAct, A.Act.ACTIVATE_LAND_ABILITIES)
    sent_to_ruins_act = _wrapping(A.SimpleAct, A.Act.BE_SENT_TO_RUINS)
    sacrificed_act = _wrapping(A.SimpleAct, A.Act.BE_SACRIFICED)
    be_summoned_act = _wrapping(A.SimpleAct, A.Act.BE_SUMMONED)

    def ref_it(self, meta: Meta, ch: list[Any]) -> A.Ref:
        return A.Ref(A.RefKind.IT, _span(meta))

    def ref_that(self, meta: Meta, ch: list[Any]) -> A.Ref:
        return A.Ref(A.RefKind.THAT, _span(meta))

    def player_cannot_summon_ref(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # L-TXT-317: "You cannot summon that card this turn" is the card's own prohibition, as its owner holds it
        player, ref = ch[0], ch[1]
        if player is not A.Player.YOU:
            raise Refused("the card named is in your hand or your Ruins, and only you could summon it: write 'You "
                          "cannot summon that card ...' (L-TXT-317)", _span(meta))
        duration = ch[2] if len(ch) > 2 else None
        return A.Prohibition(ref, A.SimpleAct(A.Act.BE_SUMMONED, ref.span), duration, _span(meta))
    draw_act = _wrapping(A.SimpleAct, A.Act.DRAW_CARDS)
    gain_life_act = _wrapping(A.SimpleAct, A.Act.GAIN_LAND_LIFE)
    activate_act = _wrapping(A.SimpleAct, A.Act.ACTIVATE_ABILITIES)


    def destroyed_by_act(self, meta: Meta, ch: list[Any]) -> A.DestroyedByAct:
        return A.DestroyedByAct(next((c for c in ch if isinstance(c, A.KindFilter)), None), False, _span(meta))

    def destroyed_by_opponent_act(self, meta: Meta, ch: list[Any]) -> A.DestroyedByAct:
        return A.DestroyedByAct(next((c for c in ch if isinstance(c, A.KindFilter)), None), True, _span(meta))

    def affected_by_act(self, meta: Meta, ch: list[Any]) -> A.AffectedByAct:
        return A.AffectedByAct(next((c for c in ch if isinstance(c, A.KindFilter)), None), False, _span(meta))

    def affected_by_opponent_act(self, meta: Meta, ch: list[Any]) -> A.AffectedByAct:
        return A.AffectedByAct(next((c for c in ch if isinstance(c, A.KindFilter)), None), True, _span(meta))

    def attack_card_act(self, meta: Meta, ch: list[Any]) -> A.AttackCardAct:
        defender = next((c for c in ch if isinstance(c, (A.AttachedCreature, A.Filtered))), None)
        return A.AttackCardAct(defender or A.ThisCard(_span(meta)), _span(meta))

    def battle_with_act(self, meta: Meta, ch: list[Any]) -> A.BattleWithAct:
        return A.BattleWithAct(ch[0], _span(meta))

    def targeted_act(self, meta: Meta, ch: list[Any]) -> A.TargetedAct:
        return A.TargetedAct(next((c for c in ch if isinstance(c, A.KindFilter)), None), False, _span(meta))

    def targeted_by_opponent(self, meta: Meta, ch: list[Any]) -> A.TargetedAct:
        return A.TargetedAct(next((c for c in ch if isinstance(c, A.KindFilter)), None), True, _span(meta))

    def play_act(self, meta: Meta, ch: list[Any]) -> A.PlayAct:
        return A.PlayAct(ch[0], _span(meta))

    def summon_act(self, meta: Meta, ch: list[Any]) -> A.PlayAct:
        # "cannot summon creatures" is "cannot play creatures" (Other spellings): only creatures are summoned.
        if ch[0].noun is not A.Noun.CREATURE:
            raise Refused("only creatures are summoned: write 'cannot play' for other cards "
                          "('Your opponent cannot play Boost cards')", ch[0].span)
        return A.PlayAct(ch[0], _span(meta))

    def was_kind(self, meta: Meta, ch: list[Any]) -> A.WasCondition:
        # L-TXT-165: "that card was a Boost - Continuous": a kind of card, the noun unsaid.
        kind = next(c for c in ch if isinstance(c, A.KindFilter))
        return A.WasCondition(A.Kinds((), kind, A.Noun.CARD, _span(meta)), _span(meta))

    def conditional(self, meta: Meta, ch: list[Any]) -> A.Conditional:
        if isinstance(ch[0], A.Player):  # "During your turn, ...": the turn condition's other spelling
            return A.Conditional(A.TurnCondition(ch[0], _span(meta)), ch[1], _span(meta))
        condition, effect = ch[0], ch[1]
        if isinstance(condition, A.WasCondition) and condition.of is not None and condition.of.kind is A.RefKind.BATTLED \
                and (condition.present is not None or condition.destroyed is not None):
            # L-TXT-361: "if the creature it battled is still on the field, return it ...": the creature asked about
            effect = _named_back(effect, lambda ref: A.Ref(A.RefKind.BATTLED, ref.span))
        return A.Conditional(condition, effect, _span(meta))

    # -- conditions ---------------------------------------------------------------------
    def control_condition(self, meta: Meta, ch: list[Any]) -> A.ControlCondition:
        player, quantity, *rest = _nodes(ch)
        if isinstance(rest[-1], A.StrengthThan):
            raise Refused("a control condition compares Strength with a number: write 'with N or more Strength' or "
                          "'with N or less Strength' (L-TXT-338)", rest[-1].span)
        strength = rest.pop() if isinstance(rest[-1], A.StrengthBound) else None
        other = len(rest) == 2
        return A.ControlCondition(player, quantity, other, rest[-1], _span(meta), strength)

    def other(self, meta: Meta, ch: list[Any]) -> str:
        return "other"

    def hand_condition(self, meta: Meta, ch: list[Any]) -> A.HandCondition:
        player, quantity, kinds, words = [c for c in ch if not isinstance(c, Token)]
        # "you have ... in your hand", "your opponent has ... in their hand": the hand is the player's own.
        _own_place(player, words, "hand", "L-TXT-87", _span(meta))
        return A.HandCondition(player, quantity, kinds, _span(meta))

    def ruins_condition(self, meta: Meta, ch: list[Any]) -> A.HandCondition:
        # L-TXT-256: the Ruins named is the player's own ("you have ... in your Ruins"; "there are ... in their Ruins"
        # is refused, naming no player); "there are" takes the player from the Ruins named.
        *said, quantity, kinds, words = [c for c in ch if not isinstance(c, Token)]
        if not said:
            if words == "their":
                raise Refused("'there are ... in their Ruins' names no player: write 'in your Ruins' or 'in your "
                              "opponent's Ruins' (L-TXT-256)", _span(meta))
            player = A.Player.YOU if words == "your" else A.Player.YOUR_OPPONENT
        else:
            player = said[0]
            _own_place(player, words, "Ruins", "L-TXT-256", _span(meta))
        return A.HandCondition(player, quantity, kinds, _span(meta), A.Zone.RUINS)

    def opponents_ruins_words(self, meta: Meta, ch: list[Any]) -> str:
        return "opponent's"

    def own_hand_words(self, meta: Meta, ch: list[Any]) -> str:
        return "your"

    def their_hand_words(self, meta: Meta, ch: list[Any]) -> str:
        return "their"

    def empty_hand(self, meta: Meta, ch: list[Any]) -> A.HandCondition:
        # "your hand is empty": you have no cards in your hand
        return A.HandCondition(A.Player.YOU, A.NoQuantity(_span(meta)), A.Kinds((), None, A.Noun.CARD, _span(meta)),
                               _span(meta))

    def life_condition(self, meta: Meta, ch: list[Any]) -> A.LifeCondition:
        whose, amount, bound = ch
        return A.LifeCondition(whose, _int(amount), bound, _span(meta))

    def your_life(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOU

    def opponent_life(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOUR_OPPONENT

    def or_less(self, meta: Meta, ch: list[Any]) -> A.Bound:
        return A.Bound.OR_LESS

    def or_more(self, meta: Meta, ch: list[Any]) -> A.Bound:
        return A.Bound.OR_MORE

    def no_quantity(self, meta: Meta, ch: list[Any]) -> A.NoQuantity:
        return A.NoQuantity(_span(meta))

    def at_least(self, meta: Meta, ch: list[Any]) -> A.AtLeast:
        return A.AtLeast(_int(ch[0]), _span(meta))

    # -- players, targets, filters -----------------------------------------------------------
    def you(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOU

    def your_opponent(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.YOUR_OPPONENT

    def neither_player(self, meta: Meta, ch: list[Any]) -> A.Player:
        # t24-36's "Neither player can ...": each player cannot (Other spellings)
        return A.Player.EACH_PLAYER

    def each_player(self, meta: Meta, ch: list[Any]) -> A.Player:
        return A.Player.EACH_PLAYER

    def this_card(self, meta: Meta, ch: list[Any]) -> A.ThisCard:
        return A.ThisCard(_span(meta))

    def filtered(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        return _filter(ch, meta)

    def others_all(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # t53-20's "Other Lumenkin creatures you control": "All other Lumenkin creatures you control"
        bare = ch[1]
        return replace(_filter([A.Count(A.CountKind.ALL, None, bare.kinds.span), "other", bare.kinds, *ch[2:]], meta),
                       span=_span(meta))

    def attacked_filtered(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # L-TXT-360: "Your opponent cannot attack Light creatures you control": with no count, all the creatures named
        if not any(isinstance(c, A.Count) for c in ch):
            ch = [A.Count(A.CountKind.ALL), *ch]
        return _filter(ch, meta)

    def attacking(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        if not ch or not isinstance(ch[0], A.Count):  # "the attacking creature": there is one
            ch = [A.Count(A.CountKind.ONE), *ch]
        return replace(_filter(ch, meta), attacking=True)

    def attacking_that(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # t59-45: "1 creature your opponent controls that is attacking"; a plural with no count names all of them
        return replace(_filter(ch, meta), attacking=True) if isinstance(ch[0], _Bare) else self.attacking(meta, ch)

    def defending_that(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # t54-36, t63-41: "1 creature you control that is being attacked"; a plural with no count names the one there is
        return replace(_filter(ch, meta), defending=True) if isinstance(ch[0], _Bare) else self.defending(meta, ch)

    def defending(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        if not ch or not isinstance(ch[0], A.Count):  # "the attacked creature": there is at most one (L-TXT-328)
            ch = [A.Count(A.CountKind.ONE), *ch]
        return replace(_filter(ch, meta), defending=True)

    def opponents_one(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # "an opponent's Boost card": one card the opponent controls (L-TXT-90).
        span = _span(meta)
        return _filter([A.Count(A.CountKind.ONE, None, span), *ch, A.Location(A.LocationKind.OPPONENT_CONTROLS, span)], meta)

    def opponents_some(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # t24-58's "1 of your opponent's Boost cards": that many cards the opponent controls (L-TXT-90's words).
        span = _span(meta)
        number = int(str(ch[0]).split()[0])
        return _filter([A.Count(A.CountKind.NUMBER, number, span), *ch[1:],
                        A.Location(A.LocationKind.OPPONENT_CONTROLS, span)], meta)

    def owned(self, meta: Meta, ch: list[Any]) -> A.Filtered:
        # "your Small creatures", "their creatures": the plural names all (L-TXT-20), the owner the side;
        # "your other ... creatures": all of them but this card (L-TXT-21)
        other = any(c == "other" for c in ch)
        rest = [c for c in ch if not c == "other"]
        found = _filter([rest[1], rest[0], *rest[2:]], meta)
        return replace(found, another=True) if other else found

    def _count(kind: A.CountKind) -> Any:  # type: ignore[misc]
        def build(self: Build, meta: Meta, ch: list[Any]) -> A.Count:
            numbers = _ints(ch)
            return A.Count(kind, numbers[0] if numbers else None, _span(meta))

        return build

    one_count = _count(A.CountKind.ONE)
    two_count = _count(A.CountKind.TWO)
    three_count = _count(A.CountKind.THREE)
    number_count = _count(A.CountKind.NUMBER)
    all_count = _count(A.CountKind.ALL)
    each_count = _count(A.CountKind.EACH)
    up_to_count = _count(A.CountKind.UP_TO)

    def kinds(self, meta: Meta, ch: list[Any]) -> A.Kinds:
        qualities = [c for c in ch if isinstance(c, (A.SizeQuality, A.MainType, A.Subtype))]
        if len(qualities) > 1 and type(qualities[-1]) is type(qualities[-2]) and not isinstance(qualities[-1], A.SizeQuality):
            raise Misplaced(qualities[-1].span.start)  # L-TXT-272: "Fire or Water Dark", "Dragon or Beast Golem"
        if len(qualities) > 1 and isinstance(qualities[-1], A.Subtype) and isinstance(qualities[-2], A.MainType):
            # Two type words: the grammar took them as a main type and a subtype. After a
            # subtype nothing more of a type may follow, and after a main type only a subtype.
            types = current_types()
            main, sub = qualities[-2], qualities[-1]
            if main.name.lower() not in types.main or sub.name.lower() not in types.sub:
                raise Misplaced(sub.span.start)
        kind = next((c for c in ch if isinstance(c, A.KindFilter)), None)
        noun = next((c for c in ch if isinstance(c, A.Noun)), A.Noun.CREATURE)  # a type word alone names creatures
        return A.Kinds(tuple(qualities), kind, noun, _span(meta))

    def bare_kinds(self, meta: Meta, ch: list[Any]) -> _Bare:
        return _Bare(self.kinds(meta, ch))

    def one_or_more(self, meta: Meta, ch: list[Any]) -> A.AtLeast:
        return A.AtLeast(1, _span(meta))

    def either_kind(self, meta: Meta, ch: list[Any]) -> A.Kinds:
        # L-TXT-371: "an Attachment or Boost - Continuous card", in the order of the kinds so that both orders are one tree
        kinds = [c for c in ch if isinstance(c, A.KindFilter)]
        if len(kinds) == 1:  # "Attachment or" was one word for the lexer
            kinds.insert(0, A.KindFilter.ATTACHMENT)
        noun = next(c for c in ch if isinstance(c, A.Noun))
        span = _span(meta)
        if not set(kinds) <= {A.KindFilter.BOOST, A.KindFilter.CONTINUOUS, A.KindFilter.ATTACHMENT} \
                or noun is A.Noun.CREATURE:
            raise Refused("two kinds joined by 'or' are two of Boost, Boost - Continuous and Attachment, with 'card' or "
                          "'cards' after them (L-TXT-371)", span)
        if kinds[0] is kinds[1]:
            raise Refused(f"one kind named twice ('{kinds[0].value} or {kinds[1].value}'): write it once (L-TXT-371)",
                          span)
        first, second = sorted(kinds, key=list(A.KindFilter).index)
        return A.Kinds((), first, noun, span, second)

    def attachment_alone(self, meta: Meta, ch: list[Any]) -> A.Kinds:
        return A.Kinds((), A.KindFilter.ATTACHMENT, A.Noun.CARD, _span(meta))

    def abilities_not_negated(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        # "This card's abilities cannot be negated" is "This card cannot have its abilities negated" (L-TXT-184).
        span = _span(meta)
        subject = ch[0] if ch and isinstance(ch[0], (A.ThisCard, A.Filtered, A.AttachedCreature, A.Ref)) else A.ThisCard(span)
        duration = ch[-1] if ch and not isinstance(ch[-1], (A.ThisCard, A.Filtered, A.AttachedCreature, A.Ref)) else None
        return A.Prohibition(subject, A.SimpleAct(A.Act.ABILITIES_NEGATED, span), duration, span)

    def activation_not_negated(self, meta: Meta, ch: list[Any]) -> A.Prohibition:
        subject = ch[0] if ch else A.ThisCard(_span(meta))  # "this card's activation cannot be negated"
        return A.Prohibition(subject, A.SimpleAct(A.Act.BE_NEGATED, _span(meta)), None, _span(meta))

    def sizes(self, meta: Meta, ch: list[Any]) -> A.SizeQuality:
        size: A.SizeQuality = ch[0]  # one size: the rule stands aside (the Lark reader inlines it)
        return size

    def plural_sizes(self, meta: Meta, ch: list[Any]) -> A.SizeQuality:
        size: A.SizeQuality = ch[0]  # one size or "Small or Medium": the rule stands aside, as `sizes` does
        return size

    def either_size(self, meta: Meta, ch: list[Any]) -> A.SizeQuality:
        first, second = ch
        if first.size is second.size:
            raise Refused(f"one size named twice ('{first.size.value} or {second.size.value}'): write it once (L-TXT-74)",
                          _span(meta))
        # In the order of sizes, so that "Medium or Small" and "Small or Medium" are one tree.
        low, high = sorted((first.size, second.size), key=list(A.Size).index)
        return A.SizeQuality(low, _span(meta), high)

    def small(self, meta: Meta, ch: list[Any]) -> A.SizeQuality:
        return A.SizeQuality(A.Size.SMALL, _span(meta))

    def medium(self, meta: Meta, ch: list[Any]) -> A.SizeQuality:
        return A.SizeQuality(A.Size.MEDIUM, _span(meta))

    def large(self, meta: Meta, ch: list[Any]) -> A.SizeQuality:
        return A.SizeQuality(A.Size.LARGE, _span(meta))

    def main_type(self, meta: Meta, ch: list[Any]) -> A.MainType:
        return A.MainType(str(ch[0]).capitalize(), _span(meta))

    def subtype(self, meta: Meta, ch: list[Any]) -> A.Subtype:
        return A.Subtype(str(ch[0]).capitalize(), _span(meta))

    def plural_subtype(self, meta: Meta, ch: list[Any]) -> A.Subtype:
        """A declared subtype's plural (L-TXT-100): the subtype it is the plural of."""
        singular = current_types().singular(str(ch[0]))
        if singular is None:
            # The lexer makes this token only of a declared plural, but a NUL typed in the text matches the token's
            # pattern itself: since L-TXT-248 lets a plural end a sentence, such a text reaches this point.
            raise Refused(f"unknown word {str(ch[0]).lstrip(chr(0))!r}: a NUL character stands before it", _span(meta))
        return A.Subtype(singular.capitalize(), _span(meta))

    def either_type(self, meta: Meta, ch: list[Any]) -> A.MainType | A.Subtype:
        # The lexer marked the first word only when the second is a type of its class (_parse._either_of_two).
        word, second = str(ch[0]), ch[1]
        if word.capitalize() == second.name:
            raise Refused(f"one type named twice ('{second.name} or {second.name}'): write it once (L-TXT-272)",
                          _span(meta))
        types = current_types()
        main = word in types.main
        order = [w.lower() for w in (types.main_types if main else types.subtypes)]
        one, other = sorted((word, second.name.lower()), key=order.index)  # in the order the set lists them
        return (A.MainType if main else A.Subtype)(one.capitalize(), _span(meta), or_name=other.capitalize())

    def type_word(self, meta: Meta, ch: list[Any]) -> A.MainType | A.Subtype:
        """One type word in a filter: a main type or a subtype, as the set declares it."""
        word = str(ch[0])
        if word in current_types().main:
            return A.MainType(word.capitalize(), _span(meta))
        return A.Subtype(word.capitalize(), _span(meta))  # the lexer let through only declared words

    def boost_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return A.KindFilter.BOOST

    def interrupt_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return A.KindFilter.INTERRUPT

    def continuous_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return A.KindFilter.CONTINUOUS

    def mutated_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return A.KindFilter.MUTATED

    def attachment_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return A.KindFilter.ATTACHMENT

    def land_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return A.KindFilter.LAND

    def kind_filter(self, meta: Meta, ch: list[Any]) -> A.KindFilter:
        return ch[0]  # type: ignore[no-any-return]

    def creature_noun(self, meta: Meta, ch: list[Any]) -> A.Noun:
        return A.Noun.CREATURE

    def card_noun_one(self, meta: Meta, ch: list[Any]) -> A.Noun:
        return A.Noun.CARD

    def card_noun(self, meta: Meta, ch: list[Any]) -> A.Noun:
        return ch[0]  # type: ignore[no-any-return]

    def location(self, meta: Meta, ch: list[Any]) -> A.Location:
        return A.Location(ch[0], _span(meta))

    def your_side(self, meta: Meta, ch: list[Any]) -> A.LocationKind:
        return A.LocationKind.ON_YOUR_SIDE

    def opponent_side(self, meta: Meta, ch: list[Any]) -> A.LocationKind:
        return A.LocationKind.ON_OPPONENTS_SIDE

    def any_side(self, meta: Meta, ch: list[Any]) -> A.LocationKind:
        return A.LocationKind.ON_ANY_SIDE

    def you_control(self, meta: Meta, ch: list[Any]) -> A.Location:
        return A.Location(A.LocationKind.YOU_CONTROL, _span(meta))

    def opponent_controls(self, meta: Meta, ch: list[Any]) -> A.Location:
        return A.Location(A.LocationKind.OPPONENT_CONTROLS, _span(meta))


def _doubling_as_state(ability: Any) -> Any:
    """L-TXT-207: a sentence of its own that doubles this card's Strength with no duration, under a turn or phase
    condition or none ("During your opponent's turn, double this card's Strength."), says the doubling as a
    state: done once, it could never happen; L-TXT-345: so it does under any conditions written first ("During your
    Battle Phase, if you control 3 or more ..., double this card's Strength."), which the meaning pass reads as a
    static ability's. (The attached creature's is L-TXT-94's doubling already.)"""
    if not isinstance(ability, A.Sentence) or len(ability.effects) != 1:
        return ability
    state = _doubled_state(ability.effects[0])
    return ability if state is None else A.Sentence((state,), ability.span)


def _doubled_state(effect: A.Effect) -> A.Effect | None:
    """``effect`` with its doubling of this card's Strength said as the state, under the same conditions; None when it
    is no such doubling."""
    match effect:
        case A.DoubleStrength(A.ThisCard(), None, doubled=False):
            return replace(effect, doubled=True)
        case A.Conditional(_, inner):
            state = _doubled_state(inner)
            return None if state is None else replace(effect, effect=state)
    return None


def _own_place(player: A.Player, words: str, place: str, rule: str, span: Span) -> None:
    """A hand or Ruins named after a player is that player's own: ``your`` after ``you``, ``their`` after another."""
    if words != ("your" if player is A.Player.YOU else "their"):
        right = f"your {place}" if player is A.Player.YOU else f"their {place}"
        raise Refused(f"the {place} is the player's own: write '{right}' after {player.value!r} ({rule})", span)


_PLAIN_CREATURE = A.Kinds((), None, A.Noun.CREATURE)


def _plain_foes(wanted: A.Filtered) -> bool:
    """Whether ``wanted`` is the plain "a creature your opponent controls" (one, of no kind, no bound or record)."""
    return not (wanted.kinds != _PLAIN_CREATURE or wanted.strength is not None or _asks_records(wanted) or wanted.another
                or wanted.location != A.Location(A.LocationKind.OPPONENT_CONTROLS)
                or wanted.count.kind not in (A.CountKind.ONE, A.CountKind.NUMBER) or wanted.count.number not in (None, 1))


def _attach_either(meta: Meta, wanted: A.Filtered, said: str) -> A.Attach:
    """L-TXT-265: one creature on any side, from words that add the opponent's creatures to the player's own."""
    plain = _PLAIN_CREATURE
    if not _plain_foes(wanted):
        raise Refused(f"{said} adds the opponent's creatures to the player's own: write 'a creature your opponent "
                      "controls', or name every creature it may go on with 'Attach this card to one ... on any side "
                      "of the field' (L-TXT-265)", wanted.span)
    anywhere = A.Filtered(A.Count(A.CountKind.ONE), False, plain, A.Location(A.LocationKind.ON_ANY_SIDE),
                          span=wanted.span)
    return A.Attach(anywhere, _span(meta))


def _was(meta: Meta, of: A.RefKind | None, *, destroyed: str | None = None, negated: bool = False,
         present: bool | None = None) -> A.WasCondition:
    """A question about a card named (L-TXT-281, L-TXT-361), of any card: the kinds play no part."""
    span = _span(meta)
    return A.WasCondition(A.Kinds((), None, A.Noun.CARD, span), span, of=None if of is None else A.Ref(of, span),
                          destroyed=destroyed, negated=negated, present=present)
