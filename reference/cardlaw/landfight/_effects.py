"""The interpreter of the card-text tree: what each node means in a game (spec/landfight/cardtext.md).

Three kinds of reading happen here:

* **filters and conditions** (`matches`, `candidates`, `holds`): which cards a filter
  names and whether a condition holds, at the moment they are read;
* **static abilities** (`statics`): the Strength changes, attack permissions and
  prohibitions that cards on the field hold, gathered once per state of the game;
* **effects** (`run_effect`): one effect of a list, as one step of the game. An effect
  whose cards must be chosen asks its controller, and runs again with the choice.

Every node type of the card-text tree has a case in one of these matches, each ending
in `assert_never`; `tests/test_landfight_engine.py` checks that none is missing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar, assert_never

from .._compiled import mypyc_attr
from ..cardtext import ast as A
from ..cardtext._meaning import effect_targets
from . import _control as C
from . import _memory as M
from . import _zones as Z

if TYPE_CHECKING:
    from ._game import Game

# Rule IDs this module cites (their text is in spec/landfight/).
R_EFFECTS, R_STRENGTH, R_DURATION, R_DIE, R_BANS = "L-TXT-10", "L-TXT-12", "L-TXT-13", "L-TXT-14", "L-TXT-15"
R_SHUFFLE, R_REMOVED = "L-ZON-7", "L-ATT-4"
R_ZONES, R_NEXT_TURN = "L-TXT-31", "L-TXT-33"
R_DOUBLE, R_TOP, R_EQUAL = "L-TXT-43", "L-TXT-44", "L-TXT-230"
R_RUINS_IN = "L-TXT-50"
R_THAT_MUCH = "L-TXT-59"
R_TWICE = "L-TXT-68"
R_SCALED = "L-TXT-206"
R_NEGATED_MOVED = "L-TXT-90"
R_UNSTACK = "L-TXT-81"
R_UNSTACK_FILTER = "L-TXT-280"  # from under the creatures a filter names
R_EACH_OWN = "L-TXT-114"
R_RECENT_COUNT = "L-TXT-181"
LR_THE_RUINS = "LR-120"
R_FROM_RUINS = "L-TXT-375"  # a card named back put on a deck from a Ruins
R_THEIR_HAND = "L-TXT-380"  # the opponent puts cards from their hand on their deck
R_REVEAL = "L-TXT-381"  # the opponent's hand shown, a card of it picked by the controller and discarded
R_SHED, LR_SHED = "L-TXT-293", "LR-125"  # a Mutated Creature sends the card underneath it away
R_CAP = "L-TXT-273"
R_MORE = "L-TXT-318"  # "..., plus N more": added to the scaled amount
R_SCALED_DISCARD = "L-TXT-298"  # a discard scaled by a count
R_DISCARD_KINDS = "L-TXT-303"  # a discard of cards of some kinds, or of any number of cards
R_STACK_KINDS = "L-TXT-308"  # cards of some kinds stacked from a zone
R_NAMED = "L-TXT-247"
R_SEARCH_NAMED = "L-TXT-347"  # a search for cards named as this card
R_AGAIN = "L-TXT-249"
R_DELAYED = "L-TXT-122"
R_STACK_CHOSEN, R_STACK_NAMED = "L-TXT-149", "L-TXT-150"
R_STACK_UP_TO = "L-TXT-300"  # none to N stacked, as the controller picks
R_SHED_STACKED = "L-TXT-322"  # "the card underneath" of a creature that is no Mutated Creature: a stacked card
# L-TXT-322's sentence read as L-TXT-81's "send 1 card stacked underneath this card to the Ruins"
_ONE_STACKED, _UNDER_THIS = A.Count(A.CountKind.ONE), A.ThisCard()
R_STACK_PICKED = "L-TXT-321"  # cards named back, stacked under a creature a filter picks
R_OWN_STACK = "L-TXT-301"  # each creature's change scaled by its own stack
R_STACK_NAMED_HOST = "L-TXT-277"  # under the card named back
R_END_BATTLE, LR_END_BATTLE = "L-TXT-359", "LR-131"  # the Battle Phase ended by an effect

BOOST_KINDS = (A.Kind.BOOST, A.Kind.INTERRUPT, A.Kind.CONTINUOUS)
CREATURE_KINDS = (A.Kind.CREATURE, A.Kind.MUTATED)
_SIZE_BADGES = {A.Size.SMALL: "S", A.Size.MEDIUM: "M", A.Size.LARGE: "L"}
_O = TypeVar("_O")  # what `_choose` picks among

Path = tuple[int, ...]


# -- reading a card's tree by path --------------------------------------------------------------


def ability_at(tree: A.CardText, number: int) -> A.Ability:
    """Ability ``number`` (from 1), unwrapped from a printed ``- Stack N`` note."""
    return A.unwrap(tree.abilities[number - 1])[0]


def effect_at(tree: A.CardText, path: Path) -> A.Effect:
    """The effect at ``path``: (ability number, index in its list, then 0 into a conditional or
    (outcome, index) into a die roll, as deep as it goes)."""
    node: Any = ability_at(tree, path[0])
    effect: A.Effect = node.effects[path[1]]
    rest = path[2:]
    while rest:
        if isinstance(effect, (A.Conditional, A.Optional)):
            effect, rest = effect.effect, rest[1:]
        elif isinstance(effect, A.DieRoll):
            effect, rest = effect.outcomes[rest[0]].effects[rest[1]], rest[2:]
        elif isinstance(effect, A.ChooseOne):
            effect, rest = effect.options[rest[0]].effects[rest[1]], rest[2:]
        elif isinstance(effect, A.Delayed):  # L-TXT-122: one of the effects it sets up
            effect, rest = effect.effects[rest[0]], rest[1:]
        elif isinstance(effect, A.OrInstead):  # L-TXT-269: 0 the effect, 1 the one said instead
            effect, rest = (effect.instead if rest[0] else effect.effect), rest[1:]
        else:
            raise AssertionError(f"no effect at {path}")
    return effect


# -- filters --------------------------------------------------------------------------------------


def kind_matches(g: Game, cid: str, kind: A.KindFilter | None, noun: A.Noun) -> bool:
    card = g.cards[cid]
    if noun is A.Noun.CREATURE and card.kind not in CREATURE_KINDS:
        return False
    match kind:
        case None:
            return True
        case A.KindFilter.BOOST:
            return card.kind in BOOST_KINDS if g.options["boost_filter"] == "all" else card.kind is A.Kind.BOOST
        case A.KindFilter.INTERRUPT:
            return card.kind is A.Kind.INTERRUPT
        case A.KindFilter.CONTINUOUS:
            return card.kind is A.Kind.CONTINUOUS
        case A.KindFilter.MUTATED:
            return card.kind is A.Kind.MUTATED
        case A.KindFilter.ATTACHMENT:
            return card.kind is A.Kind.ATTACHMENT
        case A.KindFilter.LAND:
            return card.kind is A.Kind.LAND
        case _:
            assert_never(kind)


def matches(g: Game, cid: str, kinds: A.Kinds) -> bool:
    """Whether card ``cid`` has every quality, the kind and the noun of ``kinds`` (L-TXT-22).

    A printed card never changes, so the answer is kept for the game (keyed by the node's identity).
    """
    memo = kinds_memo(g, kinds)
    found = memo.get(cid)
    if found is None:
        found = memo[cid] = _matches(g, cid, kinds)
    return found


def matching(g: Game, cids: Iterable[str], kinds: A.Kinds, skip: str | None = None) -> list[str]:
    """The cards of ``cids`` but ``skip`` that `matches` ``kinds``, in order (`matches`, for many cards at once)."""
    memo = kinds_memo(g, kinds)
    out = []
    for cid in cids:
        if cid == skip:
            continue
        found = memo.get(cid)
        if found is None:
            found = memo[cid] = _matches(g, cid, kinds)
        if found:
            out.append(cid)
    return out


def kinds_memo(g: Game, kinds: A.Kinds) -> dict[str, bool]:
    """The answers of `matches` for ``kinds`` so far, by card: loops over many cards read them directly."""
    memo = g.match_memo.get(id(kinds))
    if memo is None:
        memo = g.match_memo[id(kinds)] = {}
    return memo


# `_matches` by printed card rather than by instance, and so across games: (node, card, boost_filter)
# -> answer. The node and the card are kept in the value, so no other object can take their IDs
# while the entry stands.
_MATCHES: dict[tuple[int, int, str], tuple[A.Kinds, object, bool]] = {}


def _matches(g: Game, cid: str, kinds: A.Kinds) -> bool:
    card = g.cards[cid]
    key = (id(kinds), id(card), g.options["boost_filter"])
    found = _MATCHES.get(key)
    if found is None:
        if len(_MATCHES) >= 65536:  # a long session must not keep every card it ever saw
            _MATCHES.clear()
        found = _MATCHES[key] = (kinds, card, _card_matches(g, cid, kinds))
    return found[2]


def _card_matches(g: Game, cid: str, kinds: A.Kinds) -> bool:
    if not kind_matches(g, cid, kinds.kind, kinds.noun) and (
            kinds.or_kind is None or not kind_matches(g, cid, kinds.or_kind, kinds.noun)):  # L-TXT-371: either kind
        return False
    card = g.cards[cid]
    for quality in kinds.qualities:
        match quality:
            case A.SizeQuality(size, or_size=other):
                # Either of two sizes, when the filter names two (L-TXT-74).
                if card.kind is not A.Kind.CREATURE or (
                    card.badge != _SIZE_BADGES[size] and (other is None or card.badge != _SIZE_BADGES[other])
                ):
                    return False
            case A.MainType(name, or_name=other):  # either of two, when the filter names two (L-TXT-272)
                if card.creature_type is None or not _either(card.creature_type.main, name, other):
                    return False
            case A.Subtype(name, or_name=other):
                if card.creature_type is None or not _either(card.creature_type.subtype, name, other):
                    return False
            case _:
                assert_never(quality)
    return True


def _strength_then(g: Game, cid: str) -> int | None:
    """A creature's Strength for L-TXT-275: as it is on the field; as it was when it left the field (L-TXT-230);
    a creature that was not on the field this turn, its printed Strength; None for a card that is no creature."""
    if g.is_creature_on_field(cid):
        return g.strength(cid)
    if cid in g.left_strength:
        return g.left_strength[cid]
    if g.cards[cid].kind in CREATURE_KINDS:
        return g.cards[cid].strength or 0
    return None


def _paid_strength(g: Game, cid: str, word: str) -> int | None:
    """L-TXT-329: a sacrificed creature's Strength as it left the field, a discarded card's as printed (None for a card
    that is no creature)."""
    if word == "sacrificed":
        return g.left_strength.get(cid)
    return g.cards[cid].strength if g.cards[cid].kind in CREATURE_KINDS else None


def _either(word: str | None, name: str, other: str | None) -> bool:
    """Whether a card's type ``word`` is ``name`` or, when a filter names two (L-TXT-272), ``other``; a card with
    no subtype has none to match."""
    return word is not None and (word == name or word == other)


def sides_of(g: Game, location: A.Location | None, ctl: int, default: str) -> tuple[int, ...]:
    """The players whose side a filter looks at (L-TXT-23); ``default`` ("both" or "own") when it names none."""
    if location is None:
        if default == "both" and g.options["no_place"] == "own-side":
            default = "own"  # LR-35's other reading
        return (ctl, 1 - ctl) if default == "both" else (ctl,)
    match location.kind:
        case A.LocationKind.ON_YOUR_SIDE | A.LocationKind.YOU_CONTROL:
            return (ctl,)
        case A.LocationKind.ON_OPPONENTS_SIDE | A.LocationKind.OPPONENT_CONTROLS:
            return (1 - ctl,)
        case A.LocationKind.ON_ANY_SIDE:
            return (ctl, 1 - ctl)
        case _:
            assert_never(location.kind)


def destroyed_fitting(g: Game, condition: A.DestroyedCondition, ctl: int, src: str) -> list[str]:
    """The creatures of the destructions just made (`Game.aftermath`) that ``condition`` names for player ``ctl``:
    its kinds read from each creature's print, its side from who controlled it as it was destroyed (L-TXT-344)."""
    creature = condition.creature
    where = None if creature.location is None else creature.location.kind
    found = []
    for cid, was_ctl, battle, _ in g.aftermath or ():
        if condition.battle and not battle:
            continue
        if where in (A.LocationKind.YOU_CONTROL, A.LocationKind.ON_YOUR_SIDE) and was_ctl != ctl:
            continue
        if where in (A.LocationKind.OPPONENT_CONTROLS, A.LocationKind.ON_OPPONENTS_SIDE) and was_ctl == ctl:
            continue
        if matches(g, cid, creature.kinds):
            found.append(cid)
    return list(dict.fromkeys(found))


def candidates(
    g: Game, f: A.Filtered, ctl: int, src: str, default: str = "both", *, printed: bool = False
) -> list[str]:
    """The cards on the field that ``f`` may name, for an ability of ``src`` controlled by ``ctl``.

    A Strength bound reads the Strength as it is, or, with ``printed`` (static abilities, which
    cannot depend on the Strength they change), the printed Strength (L-TXT-30).
    """
    out: list[str] = []
    skip = src if f.another or _is_boost(g, src) else None  # a Boost never names itself (L-BST-7)
    for player in sides_of(g, f.location, ctl, default):
        out += matching(g, g.field_of(player), f.kinds, skip)
    if f.strength is not None:
        out = [c for c in out if strength_fits(g, c, f.strength, printed, src)]
    if f.attacking:  # only the creature whose attack is under way (L-TXT-60)
        out = [c for c in out if g.attack is not None and c == g.attack[0]]
    if f.defending:  # only the creature that attack is made against (L-TXT-328)
        out = [c for c in out if g.attack is not None and c == g.attack[1]]
    return records_fit(g, out, f, ctl)


def last_turn_of(g: Game, player: int) -> int:
    """The number of ``player``'s most recent turn that has ended (0 when there is none yet) (L-TXT-332)."""
    return max(0, g.turn - 2 if g.tp == player else g.turn - 1)


WON = A.TurnAct.DESTROYED_A_CREATURE.value  # the turn record's word for a battle won (L-TXT-279)


def no_records(f: A.Filtered) -> bool:
    """Whether ``f`` asks nothing of ``records_fit``: its cards are named by their kinds and place alone."""
    return not f.recent and f.last_turn is None and f.attacked is None and f.stacked is None and not f.won


def records_fit(g: Game, out: list[str], f: A.Filtered, ctl: int) -> list[str]:
    """The creatures of ``out`` whose record this turn and stack the filter asks for: played this turn (L-TXT-47)
    or during a player's last turn (L-TXT-332), attacked or not, and how often (L-TXT-123, L-TXT-189), the cards
    stacked under them (L-TXT-284); ``ctl`` is the player the words' "your" names."""
    if f.recent:
        out = [c for c in out if g.played_turn.get(c) == g.turn]
    if f.last_turn is not None:
        turn = last_turn_of(g, ctl if f.last_turn is A.Player.YOU else 1 - ctl)
        out = [c for c in out if turn and g.played_turn.get(c) == turn]
    if f.won:  # L-TXT-336: the turn's record of creatures that destroyed a creature in battle (L-TXT-279)
        won = {e[2] for e in g.this_turn if e[1] == WON}
        out = [c for c in out if c in won]
    if f.attacked is not None:
        out = [c for c in out if attacked_this_turn(g, c) is f.attacked]
    if f.attacks is not None:
        out = [c for c in out if attacked_times(g, c, f.attacks)]
    if f.stacked is not None:
        out = [c for c in out if stack_fits(g, c, f.stacked)]
    return out


def stack_fits(g: Game, cid: str, record: A.StackRecord) -> bool:
    """Whether a creature on the field has the cards stacked under it that ``record`` asks for, or a card with a
    Stack ability: one of its abilities works only with stacked cards (L-TXT-284, L-STK-1)."""
    match record.kind:
        case A.StackRecordKind.ABILITY:
            return g.infos[cid].stack_count > 0
        case A.StackRecordKind.NONE | A.StackRecordKind.AT_LEAST:
            found = g.slot_of(cid)
            stacked = 0 if found is None else len(found[2].stacked)
            return stacked == 0 if record.kind is A.StackRecordKind.NONE else stacked >= record.least
        case _:
            assert_never(record.kind)


def attacked_this_turn(g: Game, cid: str) -> bool:
    """Whether a creature on the field has attacked since the turn began and it came onto the field (L-TXT-123):
    its count of attacks, which the turn's end sets back to 0 and a creature arriving starts at 0."""
    found = g.slot_of(cid)
    return found is not None and found[2].attacks > 0


def attacked_times(g: Game, cid: str, times: int) -> bool:
    """Whether a creature on the field made ``times`` attacks this turn since it came onto the field (L-TXT-189): at
    least that many, or under LR-93's option ``attack_times=exactly`` that many and no more."""
    found = g.slot_of(cid)
    if found is None:
        return False
    return found[2].attacks == times if g.options["attack_times"] == "exactly" else found[2].attacks >= times


def strength_fits(
    g: Game, cid: str, bound: A.StrengthBound | A.StrengthThan, printed: bool, src: str | None = None, *,
    own_printed: bool | None = None, then: int | None = None,
) -> bool:
    """``with N or less/more Strength`` holds for ``cid``: only a creature has a Strength to compare.

    ``own_printed`` says how ``than this card`` reads ``src``'s own Strength, when not as ``printed`` says (a card in
    a Ruins is read as printed, the card with the text as it is). ``then``: the Strength ``cid`` had as it left the
    field, read in place of one it no longer has (L-TXT-271).
    """
    if then is not None:
        value = then
    elif printed:
        if g.cards[cid].kind not in CREATURE_KINDS:
            return False
        value = g.cards[cid].strength or 0
    else:
        if not g.is_creature_on_field(cid):
            return False
        value = g.strength(cid)
    match bound:
        case A.StrengthBound(amount, A.Bound.OR_LESS):
            return value <= amount
        case A.StrengthBound(amount, _):
            return value >= amount
        case A.StrengthThan(than, attached=True):  # L-TXT-223: the creature the Attachment is attached to
            own = equipped_strength(g, src, printed)
            return own is not None and compare_than(value, own, than, False)
        case A.StrengthThan(than, or_equal=or_equal, paid=str(word)):  # L-TXT-329: the card the cost paid
            gone = M.paid_card(g, src, word) if src is not None else None
            own = _paid_strength(g, gone, word) if gone is not None else None
            return own is not None and compare_than(value, own, than, or_equal)
        case A.StrengthThan(than, underneath=under, or_equal=or_equal):
            own = under_strength(g, src) if under else own_strength(g, src, printed if own_printed is None else own_printed)
            return own is not None and compare_than(value, own, than, or_equal)
        case _:
            assert_never(bound)


def compare_than(value: int, own: int, than: A.Bound, or_equal: bool) -> bool:
    """``with less (more) Strength than ...``: strictly, or with ``or_equal`` an equal Strength too (L-TXT-55, L-TXT-97)."""
    if value == own:
        return or_equal
    return value < own if than is A.Bound.OR_LESS else value > own


def under_card(g: Game, src: str | None) -> str | None:
    """The card underneath the Mutated Creature ``src``; after ``src`` left the field, the card that was then
    underneath it (L-TXT-96, L-TXT-350). None when there is none."""
    if src is None:
        return None
    found = g.slot_of(src)
    return found[2].beneath if found is not None else g.was_beneath.get(src)


def under_strength(g: Game, src: str | None) -> int | None:
    """The printed Strength of the card underneath the Mutated Creature ``src`` (L-TXT-96, L-TXT-97, LR-60): it is
    not a creature on the field, so no change applies to it; after ``src`` left the field, the card that was then
    underneath it. None when there is none."""
    beneath = under_card(g, src)
    return None if beneath is None else g.cards[beneath].strength or 0


def own_strength(g: Game, src: str | None, printed: bool) -> int | None:
    """The Strength of the card with the text for ``than this card`` (L-TXT-55): as it is on the field, or
    printed in a static ability or off the field (LR-47; ``strength_than=nothing``: none off the field)."""
    if src is None or g.cards[src].kind not in CREATURE_KINDS:
        return None
    if not printed and g.is_creature_on_field(src):
        return g.strength(src)
    if not g.is_creature_on_field(src) and g.opt("strength_than") == "nothing":
        return None
    return g.cards[src].strength or 0


def equipped_strength(g: Game, src: str | None, printed: bool) -> int | None:
    """The Strength of the creature the Attachment ``src`` is attached to, for ``than the attached creature``
    (L-TXT-223): as it is, or printed in a static ability; None when it is attached to none (LR-104)."""
    held = None if src is None else attached_to(g, src)
    if held is None:
        return None
    return (g.cards[held].strength or 0) if printed else g.strength(held)


def attached_to(g: Game, src: str) -> str | None:
    """The creature the Attachment ``src`` is attached to (L-TXT-38), if it is."""
    for side in g.sides:
        for slot in side.zones:
            if slot is not None and slot.attachment == src:
                return slot.card
    return None


def stack_host(g: Game, host: A.ThisCard | A.AttachedCreature, src: str) -> str | None:
    """The creature whose stack ``host`` names for card ``src``: itself, or the one it is attached to (if any)."""
    return src if isinstance(host, A.ThisCard) else attached_to(g, src)


def stacked_pool(g: Game, host: A.ThisCard | A.AttachedCreature | A.Filtered, ctl: int, src: str) -> list[str]:
    """The cards stacked under the creature, or under every creature on the field the filter names (L-TXT-280),
    those creatures in LR-23's order and each one's cards bottom first."""
    if not isinstance(host, A.Filtered):
        return stacked_under(g, host, src)
    pool: list[str] = []
    for bearer in g.ordered(candidates(g, host, ctl, src)):
        found = g.slot_of(bearer)
        if found is not None:
            pool.extend(found[2].stacked)
    return pool


def own_stack(g: Game, cid: str, with_host: bool = False) -> int:
    """How many cards are stacked under creature ``cid`` now (L-TXT-301); ``with_host``, and the card beneath it when
    it is a Mutated Creature (L-TXT-337)."""
    found = g.slot_of(cid)
    if found is None:
        return 0
    slot = found[2]
    return len(slot.stacked) + (1 if with_host and slot.beneath is not None else 0)


def stacked_under(g: Game, host: A.ThisCard | A.AttachedCreature, src: str) -> list[str]:
    """The cards stacked under that creature, bottom first; none when it is not on the field (L-TXT-80, L-TXT-81)."""
    cid = stack_host(g, host, src)
    found = None if cid is None else g.slot_of(cid)
    return [] if found is None else list(found[2].stacked)


def count_on_field(g: Game, per: A.Counted | A.ThisWay | A.StackedCount, ctl: int, src: str,
                   task: tuple[Any, ...] | None = None) -> int:
    """How many cards a ``for each`` counts (L-TXT-37); "this way", those the effect before named (L-TXT-39)."""
    if isinstance(per, A.ThisWay):
        return 0 if task is None else M.this_way(g, task, per.kinds)
    if isinstance(per, A.StackedCount):  # the cards under the creature now; off the field it has none (L-TXT-80)
        # (each creature's own, L-TXT-301, is counted by `own_stack` for each creature changed)
        if isinstance(per.host, A.Ref):
            return 0
        if per.with_host:  # L-TXT-337: the card beneath a Mutated Creature counts too
            host = stack_host(g, per.host, src)
            return 0 if host is None else own_stack(g, host, True)
        return len(stacked_under(g, per.host, src))
    if per.whose is not None:  # L-TXT-324: the turn's record of battles' destructions, by whose creature
        return len(matching(g, destroyed_by_battle(g, ctl, per.whose == "by you"), per.kinds, None))
    if per.destroyed is not None:  # L-TXT-314: the turn's record of destructions (L-TXT-281's), off the field now
        hows = ("battle",) if per.destroyed == "battle" else ("battle", "destroyed")
        gone = [c for c, how in g.left_how.items() if how in hows and not g.on_field(c)]
        return len(matching(g, gone, per.kinds, None))
    if per.zone is not None:  # "for each Golem in your Ruins", "... in your opponent's Ruins" (L-TXT-69)
        side = g.sides[1 - ctl if per.opponents else ctl]
        cards = {A.Zone.HAND: side.hand, A.Zone.DECK: side.deck, A.Zone.RUINS: side.ruins}[per.zone]
        return len(named_as(g, matching(g, cards, per.kinds, src if per.other else None), per.named, src))
    skip = src if per.other or _is_boost(g, src) else None
    if per.attacked is None and not per.recent and per.named is None:
        return sum(len(matching(g, g.field_of(p), per.kinds, skip)) for p in sides_of(g, per.location, ctl, "both"))
    counted = [c for p in sides_of(g, per.location, ctl, "both") for c in matching(g, g.field_of(p), per.kinds, skip)
               # only the cards that came onto the field this turn (L-TXT-181, L-TXT-47)
               if not per.recent or g.played_turn.get(c) == g.turn]
    counted = named_as(g, counted, per.named, src)
    if per.attacked is not None:  # what each did this turn, as a filter reads it (L-TXT-189)
        counted = [c for c in counted if attacked_this_turn(g, c) is per.attacked]
    return sum(1 for c in counted if per.attacks is None or attacked_times(g, c, per.attacks))


def named_as(g: Game, cids: list[str], named: bool | None, src: str) -> list[str]:
    """The cards of ``cids`` whose name is (``named`` True) or is not (False) the name of ``src``, the card with the
    text (L-TXT-247); names compare without case, as copies are counted (L-DCK-4). All of them when None."""
    if named is None:
        return cids
    own = g.cards[src].name.casefold()
    return [c for c in cids if (g.cards[c].name.casefold() == own) is named]


def attacks_left(g: Game, cid: str) -> bool:
    """Whether the creature ``cid`` on the field may still declare an attack this turn by its count (L-BAT-2, L-TXT-10):
    fewer attacks made than the rules, its grants and the static abilities allow (prohibitions aside)."""
    found = g.slot_of(cid)
    assert found is not None
    slot = found[2]
    return slot.attacks < g.rules.number("attacks") + slot.extra + g.statics().extra.get(cid, 0)


def _is_boost(g: Game, cid: str) -> bool:
    return cid in g.cards and g.cards[cid].kind in BOOST_KINDS


def count_bounds(count: A.Count) -> tuple[int, int | None]:
    """(fewest, most) cards a count names; most None for 'all' and 'each' (L-TXT-20)."""
    match count.kind:
        case A.CountKind.ONE:
            return 1, 1
        case A.CountKind.TWO:
            return 2, 2
        case A.CountKind.THREE:
            return 3, 3
        case A.CountKind.NUMBER:
            assert count.number is not None
            return count.number, count.number
        case A.CountKind.UP_TO:
            assert count.number is not None
            return 0, count.number
        case A.CountKind.ALL | A.CountKind.EACH:
            return 0, None
        case _:
            assert_never(count.kind)


def players_of(who: A.Player, ctl: int) -> tuple[int, ...]:
    """The players a player word names (L-TXT-18): 'each player' is the controller, then the opponent."""
    match who:
        case A.Player.YOU:
            return (ctl,)
        case A.Player.YOUR_OPPONENT:
            return (1 - ctl,)
        case A.Player.EACH_PLAYER:
            return (ctl, 1 - ctl)
        case _:
            assert_never(who)


# -- conditions --------------------------------------------------------------------------------------


def _controls(g: Game, cond: A.ControlCondition, ctl: int, src: str, printed: bool) -> bool:
    """A control condition (L-TXT-17); with ``printed`` (a static ability's), its Strength bound reads the printed
    Strength (L-TXT-338, L-TXT-30)."""
    skip_self = cond.other or _is_boost(g, src)  # a Boost does not count itself (L-BST-7)
    kinds, strength, quantity = cond.kinds, cond.strength, cond.quantity
    for p in players_of(cond.player, ctl):
        n = sum(1 for cid in g.field_of(p) if not (skip_self and cid == src) and matches(g, cid, kinds)
                and (strength is None or strength_fits(g, cid, strength, printed)))
        match quantity:
            case A.NoQuantity():
                ok = n == 0
            case A.AtLeast(number):
                ok = n >= number
            case _:
                assert_never(quantity)
        if not ok:
            return False
    return True


def holds(g: Game, cond: A.Condition, ctl: int, src: str, task: tuple[Any, ...] | None = None) -> bool:
    """Whether a condition holds now (L-TXT-17)."""
    match cond:
        case A.ControlCondition():
            return _controls(g, cond, ctl, src, False)
        case A.LifeCondition(whose, amount, bound):
            life = g.sides[ctl if whose is A.Player.YOU else 1 - ctl].life
            match bound:
                case A.Bound.OR_LESS:
                    return life <= amount
                case A.Bound.OR_MORE:
                    return life >= amount
                case _:
                    assert_never(bound)
        case A.TurnCondition(whose):
            return g.tp == (ctl if whose is A.Player.YOU else 1 - ctl)
        case A.PhaseCondition(whose, phase):
            # That player's turn, in that phase (L-TXT-67); the game names its phases in lower case.
            return g.tp == (ctl if whose is A.Player.YOU else 1 - ctl) and g.phase == phase.value.lower()
        case A.ComparedControl(player, bound, kinds):
            # Each side counted as a condition of control counts it (L-TXT-17), a Boost not counting itself.
            skip = src if _is_boost(g, src) else None
            side = ctl if player is A.Player.YOU else 1 - ctl
            named = len(matching(g, g.field_of(side), kinds, skip))
            against = len(matching(g, g.field_of(1 - side), kinds, skip))
            return named > against if bound is A.Bound.OR_MORE else named < against
        case A.AttackCondition(attacker, defender, direct):
            # An attack under way (L-BAT-1 to L-BAT-8), its two ends named by the filters as they are now (L-TXT-106).
            if g.attack is None:
                return False
            who, against, by = g.attack  # [attacker, target or "land", attacking player]
            if attacker is not None and who not in candidates(g, attacker, ctl, src):
                return False
            if direct:
                return bool(against == "land" and by != ctl)  # the Land Life of the player who reads it
            return defender is None or (against != "land" and against in candidates(g, defender, ctl, src))
        case A.DestroyedCondition():
            return bool(g.aftermath) and bool(destroyed_fitting(g, cond, ctl, src))
        case A.EndangeredCondition():
            return bool(endangered_fitting(g, cond, ctl, src))
        case A.DidThisTurn(player, act, kinds, done):
            # What the player did earlier in this turn, with a card the kinds name by its print (L-TXT-110).
            sides = players_of(player, ctl)  # "each player": either player's creature (L-TXT-264)
            found = any(p in sides and what == act.value and matches(g, cid, kinds) for p, what, cid in g.this_turn)
            return found is done
        case A.HandCondition(player, quantity, kinds, zone=zone):
            # Read from the prints of the cards in each named hand (L-TXT-87) or Ruins (L-TXT-256); "each player": all.
            for p in players_of(player, ctl):
                held = g.sides[p].hand if zone is A.Zone.HAND else g.sides[p].ruins
                n = sum(1 for cid in held if matches(g, cid, kinds))
                if not (n == 0 if isinstance(quantity, A.NoQuantity) else n >= quantity.number):
                    return False
            return True
        case A.PlayedCondition():
            return g.played_turn.get(src) == g.turn  # kept while it stays on the field (L-TXT-53, L-TXT-47)
        case A.SelfAttacked(done, times=times):
            if times is not None:  # L-TXT-378: as many attacks, as LR-93 reads them
                return attacked_times(g, src, times) is done
            return attacked_this_turn(g, src) is done  # since the turn began and it came onto the field (L-TXT-139)
        case A.SelfBattled(done, won=True):  # the turn's record of battles it won, as L-TXT-336 reads it (L-TXT-355)
            return any(e[1] == WON and e[2] == src for e in g.this_turn) is done
        case A.SelfBattled(done, attacked=True):  # the creature attacked in a battle of this turn (L-TXT-294)
            return any(pair[1] == src for pair in g.battled) is done
        case A.SelfBattled(done):  # since the turn began and it came onto the field (L-TXT-190)
            return any(src in pair for pair in g.battled) is done
        case A.BattlingCondition(subject, which):
            return _battling(g, subject, which, ctl, src)
        case A.StackCondition(subject, record):  # L-TXT-339: the cards stacked under that creature now
            host = stack_host(g, subject, src)
            return host is not None and g.is_creature_on_field(host) and stack_fits(g, host, record)
        case A.WasCondition(kinds, of=of, strength=strength, destroyed=destroyed, recent=recent, negated=negated,
                            present=present):
            # A card the ability named earlier, by its print, wherever it is now (L-TXT-49), or the creature it
            # battled (L-TXT-275); only an effect being carried out (``task``) has named any.
            if of is not None and of.kind is A.RefKind.UNDERNEATH:  # L-TXT-350: the card this card was summoned on
                beneath = under_card(g, src)
                return beneath is not None and matches(g, beneath, kinds)
            if task is None:
                return False
            those = M.named(g, task) if of is None else M.refer(g, task, of.kind)
            if present is not None:  # L-TXT-361: on the field now, or not
                return any(g.on_field(cid) is present for cid in those)
            if destroyed is not None:  # L-TXT-281: its last leaving of the field this turn was a destruction (or not)
                return any((g.left_how.get(cid) in (("battle",) if destroyed == "battle" else ("battle", "destroyed"))
                            and not g.on_field(cid)) is not negated for cid in those)
            if recent:  # L-TXT-312: put onto the field this turn, and still there; or summoned this turn and gone since
                return any(g.played_turn.get(cid) == g.turn if g.on_field(cid)
                           else [cid, "summoned"] in ([e[2], e[1]] for e in g.this_turn) for cid in those)
            if strength is not None:  # L-TXT-275: its Strength on the field, or as it left it
                return any((value := _strength_then(g, cid)) is not None
                           and strength_fits(g, cid, strength, False, src, then=value) for cid in those)
            return any(matches(g, cid, kinds) for cid in those)
        case A.DoneCondition(done):
            # Whether the effect before it in the ability was done (L-TXT-73), or was not (L-TXT-81); only an
            # effect being carried out has one before it.
            return task is not None and M.done(g, task) is done
        case _:
            assert_never(cond)


# -- static abilities -----------------------------------------------------------------------------------


@mypyc_attr(serializable=True)  # compiled, it is still deep-copied with the game (bots.clone)
@dataclass(slots=True, init=False)
class Statics:
    """What the static abilities of the cards on the field hold, and the lasting changes in force."""

    bonus: dict[str, int]
    doubled: dict[str, int]  # how many lasting doublings each creature has (L-TXT-94)
    lowered: set[str]
    extra: dict[str, int]
    direct: set[str]
    card_bans: dict[str, set[object]]
    player_bans: tuple[set[object], set[object]]
    play_bans: tuple[list[A.Kinds], list[A.Kinds]]
    life: tuple[int, int] | None  # both Land Lives, when a condition read them: valid while they stay
    zones: tuple[tuple[str, ...], ...] | None  # the hands, decks and Ruins, when a count read them (`zone_snapshot`)
    when: tuple[int, str] | None  # the turn player and the phase, when a turn or phase condition read them
    fight: tuple[str, ...] | None  # the attack under way (`fight_key`), when a battling condition read it (L-TXT-270)
    # Strength changes are many (every Land has one) and only Strength reads them: ``bonus`` and
    # ``lowered`` are worked out when first asked for (`add_strengths`), from ``sources``.
    strengths: bool
    sources: list[tuple[int, str]]  # (controller, card) with Strength changes
    may_lower: bool  # False proves that ``lowered`` is empty
    version: int  # `Game.sversion` when worked out
    silenced: frozenset[str]  # the cards on the field that have lost their abilities (L-TXT-352)
    kept: frozenset[str]  # those that cannot lose them (L-TXT-184), read with the silenced ones' abilities in force
    shielded: bool  # some card may be one whose static abilities keep off (L-TXT-376): `_static_targets` asks

    def __init__(self, version: int = 0) -> None:
        # Written out: one is made for every arrangement of the field, and default factories cost calls.
        self.bonus, self.lowered, self.extra, self.direct, self.card_bans = {}, set(), {}, set(), {}
        self.doubled = {}
        self.player_bans, self.play_bans = (set(), set()), ([], [])
        self.life, self.strengths, self.sources, self.may_lower, self.version = None, False, [], False, version
        self.zones = self.when = self.fight = None
        self.silenced = self.kept = NO_CARDS
        self.shielded = False

    def banned(self, subject: str | int, act: A.Act) -> bool:
        """Whether a prohibition in force forbids ``subject`` (a player, or a card by ID) ``act``."""
        if isinstance(subject, int):
            player_bans = self.player_bans[subject]
            return bool(player_bans) and act in player_bans  # hashing an Enum runs Python code: not for nothing
        bans = self.card_bans.get(subject)
        if not bans:
            return False
        if act in bans:
            return True
        # Being destroyed is one way of being sent to the Ruins (LR-29, L-TXT-15).
        return act is A.Act.BE_DESTROYED and A.Act.BE_SENT_TO_RUINS in bans


def zone_snapshot(g: Game) -> tuple[tuple[str, ...], ...]:
    """Both players' hands, decks and Ruins as they stand: static abilities that counted one hold while it stays."""
    return tuple(tuple(cards) for side in g.sides for cards in (side.hand, side.deck, side.ruins))


def fight_key(g: Game) -> tuple[str, ...]:
    """The two creatures of the attack under way (declared, or its battle being decided), or none (L-TXT-270)."""
    fight = g.fight or g.attack
    return () if fight is None else (fight[0], fight[1])


def _battling(g: Game, subject: A.ThisCard | A.AttachedCreature, which: A.Filtered | None, ctl: int, src: str,
              printed: bool = False) -> bool:
    """Whether the creature ``subject`` names is in the attack under way, against a creature ``which`` names
    (L-TXT-270): from the attack's declaration until its battle is decided; an attack on Land Life is no battle.
    With ``printed`` (a static ability's), a Strength bound reads the printed Strength (L-TXT-30)."""
    me = src if isinstance(subject, A.ThisCard) else attached_to(g, src)
    fight = fight_key(g)
    if me is None or me not in fight or "land" in fight:
        return False
    other = fight[1] if fight[0] == me else fight[0]
    return which is None or other in candidates(g, which, ctl, src, printed=printed)


def _static_holds(g: Game, st: Statics, cond: A.Condition, ctl: int, src: str) -> bool:
    if isinstance(cond, A.LifeCondition):
        st.life = (g.sides[0].life, g.sides[1].life)
    elif isinstance(cond, A.HandCondition):
        st.zones = zone_snapshot(g)  # read again when a hand changes (`Game.statics`)
    elif isinstance(cond, (A.TurnCondition, A.PhaseCondition)):
        st.when = (g.tp, g.phase)  # read again when the turn or the phase changes (`Game.statics`)
    elif isinstance(cond, A.BattlingCondition):
        st.fight = fight_key(g)  # read again when an attack begins or its battle is decided (`Game.statics`)
        return _battling(g, cond.subject, cond.which, ctl, src, printed=True)
    elif isinstance(cond, A.ControlCondition):
        return _controls(g, cond, ctl, src, True)
    return holds(g, cond, ctl, src)


def _static_targets(g: Game, st: Statics, target: A.Target, ctl: int, src: str, creatures: bool) -> list[str]:
    named = _static_named(g, target, ctl, src, creatures)
    if st.shielded and named:  # L-TXT-376, LR-135: not a card this static ability may not affect
        return [c for c in named if not _kept_off(g, st.card_bans.get(c), src, ctl, A.AffectedByAct)]
    return named


def _static_named(g: Game, target: A.Target, ctl: int, src: str, creatures: bool) -> list[str]:
    match target:
        case A.ThisCard():
            if g.on_field(src) and (not creatures or g.is_creature_on_field(src)):
                return [src]
            return []
        case A.AttachedCreature():
            host = attached_to(g, src)
            return [] if host is None else [host]
        case A.Ref():
            return []  # a reference with nothing before it to name (model.static_refs writes the others out)
        case A.Filtered():
            # A static ability holds for every card it names, whatever its count (L-TXT-13).
            if not creatures:
                return candidates(g, target, ctl, src, printed=True)
            # A Boost - Continuous is never a creature, so it never names itself here.
            out: list[str] = []
            skip = src if target.another else None
            for player in sides_of(g, target.location, ctl, "both"):
                out += matching(g, g.creatures_of(player), target.kinds, skip)
            if target.strength is not None:
                out = [c for c in out if strength_fits(g, c, target.strength, True, src)]
            return records_fit(g, out, target, ctl)
        case _:
            assert_never(target)


def _add_ban(st: Statics, subject: str | int, act: object) -> None:
    if isinstance(subject, int):
        if isinstance(act, A.Kinds):
            st.play_bans[subject].append(act)
        else:
            st.player_bans[subject].add(act)
    else:
        st.card_bans.setdefault(subject, set()).add(act)


def _ban_act(
    act: A.SimpleAct | A.PlayAct | A.TargetedAct | A.DestroyedByAct | A.AffectedByAct | A.BattleWithAct | A.AttackCardAct,
) -> object:
    match act:
        case A.SimpleAct(a):
            return a
        case A.PlayAct(kinds):
            return kinds
        case A.TargetedAct() | A.DestroyedByAct() | A.AffectedByAct() | A.BattleWithAct() | A.AttackCardAct():
            return act
        case _:
            assert_never(act)


def _static_effect(g: Game, st: Statics, effect: A.Effect, ctl: int, src: str) -> None:
    match effect:
        case A.ModifyStrength(target, delta, duration):
            if isinstance(duration, A.WhileCondition) and not _static_holds(g, st, duration.condition, ctl, src):
                return
            bonus = st.bonus
            if isinstance(target, A.Filtered) and target.strength is None and no_records(target):
                # `_static_targets` written out for the commonest static ability (every Land has one), each
                # creature's match read from the memo: the Strengths are worked out after most steps.
                skip = src if target.another else None
                memo = kinds_memo(g, target.kinds)
                for player in sides_of(g, target.location, ctl, "both"):
                    for cid in g.creatures_of(player):
                        if cid == skip:
                            continue
                        found = memo.get(cid)
                        if found is None:
                            found = memo[cid] = _matches(g, cid, target.kinds)
                        if found and not (st.shielded and _kept_off(g, st.card_bans.get(cid), src, ctl, A.AffectedByAct)):
                            bonus[cid] = bonus.get(cid, 0) + delta
                            if delta < 0:
                                st.lowered.add(cid)
                return
            for cid in _static_targets(g, st, target, ctl, src, True):
                bonus[cid] = bonus.get(cid, 0) + delta
                if delta < 0:
                    st.lowered.add(cid)
        case A.ExtraAttack(target):
            for cid in _static_targets(g, st, target, ctl, src, True):
                st.extra[cid] = st.extra.get(cid, 0) + 1
        case A.DirectAttack(target):
            st.direct.update(_static_targets(g, st, target, ctl, src, True))
        case A.Prohibition(subject, act, duration):
            if isinstance(duration, A.WhileCondition) and not _static_holds(g, st, duration.condition, ctl, src):
                return
            ban = _ban_act(act) if not isinstance(act, _WHOSE_ACTS) else (act, ctl)  # whose "your opponent"
            if isinstance(act, (A.BattleWithAct, A.AttackCardAct)):
                ban = (act, ctl, src)  # the filter reads "you" and "this card" as its card's (L-TXT-297)
            if isinstance(subject, A.Player):
                for p in players_of(subject, ctl):
                    _add_ban(st, p, ban)
            else:
                for cid in _static_targets(g, st, subject, ctl, src, False):
                    _add_ban(st, cid, ban)
        case A.Conditional(condition, inner):
            if _static_holds(g, st, condition, ctl, src):
                _static_effect(g, st, inner, ctl, src)
        case A.OrInstead(first, condition, instead):  # L-TXT-269: one of the two, as the condition stands
            _static_effect(g, st, instead if _static_holds(g, st, condition, ctl, src) else first, ctl, src)
        case A.AttackLimit(target, times, duration=duration):
            if isinstance(duration, A.WhileCondition) and not _static_holds(g, st, duration.condition, ctl, src):
                return  # L-TXT-340: the attacks allowed only while the condition holds
            for cid in _static_targets(g, st, target, ctl, src, True):
                st.extra[cid] = st.extra.get(cid, 0) + times - 1
        case A.ForEach(A.ModifyStrength(target, delta, duration), per, cap=cap):
            if isinstance(duration, A.WhileCondition) and not _static_holds(g, st, duration.condition, ctl, src):
                return
            if isinstance(per, A.Counted) and per.zone is not None:
                # A count of a hand, a deck or a Ruins: those change without the field changing.
                st.zones = zone_snapshot(g)
            own = per if isinstance(per, A.StackedCount) and isinstance(per.host, A.Ref) else None  # L-TXT-301
            each, with_host = own is not None, own is not None and own.with_host  # each its own stack (L-TXT-337)
            scaled = capped(delta * count_on_field(g, per, ctl, src), cap)
            for cid in _static_targets(g, st, target, ctl, src, True):
                if each:
                    scaled = capped(delta * own_stack(g, cid, with_host), cap)
                st.bonus[cid] = st.bonus.get(cid, 0) + scaled
                if scaled < 0:
                    st.lowered.add(cid)
        case A.DoubleStrength(target, duration):
            # An Attachment's lasting doubling (L-TXT-94): counted here, worked out after every other change (LR-59).
            if isinstance(duration, A.WhileCondition) and not _static_holds(g, st, duration.condition, ctl, src):
                return
            for cid in _static_targets(g, st, target, ctl, src, True):
                st.doubled[cid] = st.doubled.get(cid, 0) + 1
        case A.UnderStrength(target, times, sets, _, halved, rounding):
            # L-TXT-96, LR-60: the printed Strength of the card underneath; "is" puts it in the place of the
            # printed Strength, and every other change goes on top of it.
            beneath = under_strength(g, src)
            if beneath is None:
                return
            for cid in _static_targets(g, st, target, ctl, src, True):
                delta = scaled_strength(beneath, times, halved, rounding) - ((g.cards[cid].strength or 0) if sets else 0)
                st.bonus[cid] = st.bonus.get(cid, 0) + delta
                if delta < 0:
                    st.lowered.add(cid)
        case (A.Draw() | A.Search() | A.Destroy() | A.SendToRuins() | A.Sacrifice() | A.GainLife() | A.LoseLife()
              | A.PayLife() | A.ReturnToHand() | A.Negate() | A.Attach() | A.MoveAttachment() | A.RemoveAttachment() | A.DieRoll()
              | A.ReturnFromRuins() | A.Discard() | A.PutInDeck() | A.PutFromRuins() | A.NegateAbility() | A.NegateTriggering() | A.NegateNamedAbility()
              | A.ForEach() | A.Optional()
              | A.ChooseOne() | A.Mill() | A.LookAtTop() | A.ShuffleDeck() | A.StackLater() | A.StackNamed()
              | A.TakeControl() | A.PutFromZone() | A.LifeEqual() | A.ShuffleRuins() | A.RuinsToField() | A.ThatMuch()
              | A.SendStacked() | A.SummonFrom() | A.SummonNamed() | A.Delayed() | A.InsteadOfRuins() | A.NegateAttack()
              | A.EndBattlePhase()
              | A.CardDiscount()):
            pass  # one-off effects: the card loader refuses them in a static ability (L-TXT-2)
        case _:
            assert_never(effect)


def scaled_strength(strength: int, times: int, halved: bool, rounding: A.Rounding | None) -> int:
    """A Strength taken as an amount: ``times`` it, or half of it rounded as written (L-TXT-206): 5 halves to 2
    rounded down and 3 rounded up, -3 to -2 rounded down and -1 rounded up."""
    if not halved:
        return strength * times
    return strength // 2 if rounding is A.Rounding.DOWN else -(-strength // 2)


NO_CARDS: frozenset[str] = frozenset()


def compute_statics(g: Game) -> Statics:
    """Every static ability and lasting change in force but the Strength changes (`add_strengths`).

    L-TXT-352: which cards have lost their abilities is read first, with every ability in force; the
    abilities of those cards are then left out, and the loss itself stands (so two cards that take each
    other's abilities both lose them)."""
    st = _compute_statics(g, NO_CARDS)
    if g.silencing:
        kept = frozenset(cid for cid, bans in st.card_bans.items() if _NEGATION_PROOF in bans)
        silenced = frozenset(cid for cid, bans in st.card_bans.items()
                             if _LOSE in bans and cid not in kept and g.on_field(cid))
        if silenced:
            first, st = st, _compute_statics(g, silenced)
            st.silenced = silenced
            # What the first reading read (Land Life, zones, the turn, the battle) it is read again on: the loss
            # may hang on a condition of a card whose abilities the second reading leaves out.
            st.life = st.life or first.life
            st.zones = st.zones or first.zones
            st.when = st.when or first.when
            st.fight = st.fight or first.fight
        st.kept = kept
    return st


_LOSE, _NEGATION_PROOF = A.Act.LOSE_ABILITIES, A.Act.ABILITIES_NEGATED
_LOSS = A.SimpleAct(_LOSE)
_NO_ATTACK = A.SimpleAct(A.Act.ATTACK)  # L-TXT-359: what ending the Battle Phase forbids its turn player
_TO_PHASE_END = A.UntilEndOfBattlePhase()


def _compute_statics(g: Game, silenced: frozenset[str]) -> Statics:
    st = Statics()
    infos = g.infos
    if g.shielding:
        _shields_first(g, st, silenced)
    for player in (0, 1):
        for cid in g.field_of(player):
            card_info = infos[cid]
            if not card_info.statics or cid in silenced:
                continue
            if card_info.strength_statics:
                st.sources.append((player, cid))
                if card_info.lowers:
                    st.may_lower = True
            for number, effects in card_info.other_statics:
                if number in card_info.gated and not g.stacked_enough(cid, number):
                    continue
                for effect in effects:
                    _static_effect(g, st, effect, player, cid)
    for entry in g.lasting:
        kind, subject, data, until, ctl, src, cond = entry
        if kind == "strength":
            if data < 0:
                st.may_lower = True
            continue
        if until == "while" and not _lasting_holds(g, st, entry):
            continue
        if kind == "direct":
            st.direct.add(subject)
        elif kind == "limit":
            st.extra[subject] = st.extra.get(subject, 0) + data - 1
        elif kind == "ban":
            act: object = A.Act(data) if isinstance(data, str) else effect_kinds(g.cards[src].tree, tuple(data))
            if isinstance(act, _WHOSE_ACTS):
                act = (act, ctl)  # L-TXT-58, L-TXT-61, L-TXT-376: "your opponent" is the opponent of the effect's controller
            elif isinstance(act, (A.BattleWithAct, A.AttackCardAct)):
                act = (act, ctl, src)  # L-TXT-297, L-TXT-341: its words are read as the effect's
            _add_ban(st, subject if isinstance(subject, str) else int(subject), act)
    return st


def _shields_first(g: Game, st: Statics, silenced: frozenset[str]) -> None:
    """The prohibitions ``cannot be affected by`` in force, read before every other static ability: those keep
    off some cards the static abilities of the cards they name (L-TXT-376, LR-135). A shield is not itself kept off
    a card by another shield; the reading that follows adds each again, which changes nothing."""
    for player in (0, 1):
        for cid in g.field_of(player):
            card_info = g.infos[cid]
            if not card_info.shields or cid in silenced:
                continue
            for number, effects in card_info.shields:
                if number in card_info.gated and not g.stacked_enough(cid, number):
                    continue
                for effect in effects:
                    _static_effect(g, st, effect, player, cid)
    for entry in g.lasting:
        kind, subject, data, until, ctl, src, _ = entry
        if kind != "ban" or isinstance(data, str) or (until == "while" and not _lasting_holds(g, st, entry)):
            continue
        act = effect_kinds(g.cards[src].tree, tuple(data))
        if isinstance(act, A.AffectedByAct):
            _add_ban(st, subject if isinstance(subject, str) else int(subject), (act, ctl))
    st.shielded = True


def add_strengths(g: Game, st: Statics) -> None:
    """The Strength changes in force, into ``st`` (made by `compute_statics` for the game as it stands)."""
    infos = g.infos
    for player, cid in st.sources:
        card_info = infos[cid]
        for number, effects in card_info.strength_statics:
            if number in card_info.gated and not g.stacked_enough(cid, number):
                continue
            for effect in effects:
                _static_effect(g, st, effect, player, cid)
    for entry in g.lasting:
        kind, subject, data, until, *_ = entry
        if kind != "strength" or (until == "while" and not _lasting_holds(g, st, entry)):
            continue
        st.bonus[subject] = st.bonus.get(subject, 0) + data
        if data < 0:
            st.lowered.add(subject)
    # Last, a lasting doubling (L-TXT-94) doubles the Strength every other change has made, once for each
    # doubling in force (LR-59); as a one-off doubling does (L-TXT-43), 0 stays 0 and below 0 goes lower
    # (only a change that lowered it takes it below 0, and that change has marked it lowered already).
    for cid, times in st.doubled.items():
        total = (g.cards[cid].strength or 0) + st.bonus.get(cid, 0)
        st.bonus[cid] = st.bonus.get(cid, 0) + total * (2**times - 1)
    st.strengths = True


def _lasting_holds(g: Game, st: Statics, entry: list[Any]) -> bool:
    _, _, _, _, ctl, src, cond = entry
    return _static_holds(g, st, effect_condition(g.cards[src].tree, tuple(cond)), ctl, src)


def effect_condition(tree: A.CardText, path: Path) -> A.Condition:
    effect = effect_at(tree, path)
    if isinstance(effect, A.ForEach):
        effect = effect.effect
    assert isinstance(effect, (A.ModifyStrength, A.Prohibition, A.DoubleStrength)) and isinstance(effect.duration, A.WhileCondition)
    return effect.duration.condition


def effect_kinds(
    tree: A.CardText, path: Path,
) -> A.Kinds | A.TargetedAct | A.DestroyedByAct | A.AffectedByAct | A.BattleWithAct | A.AttackCardAct:
    effect = effect_at(tree, path)
    assert isinstance(effect, A.Prohibition) and isinstance(effect.act, (A.PlayAct, A.TargetedAct, A.DestroyedByAct, A.AffectedByAct,
                                                                          A.BattleWithAct, A.AttackCardAct))
    return effect.act.kinds if isinstance(effect.act, A.PlayAct) else effect.act


_WHOSE_ACTS = (A.TargetedAct, A.DestroyedByAct, A.AffectedByAct)  # bans read with the controller of their effect


def untargetable(
    g: Game, cid: str, src: str, ctl: int,
    act_type: type[A.TargetedAct] | type[A.DestroyedByAct] | type[A.AffectedByAct] = A.TargetedAct,
) -> bool:
    """Whether a prohibition in force keeps an effect of ``src``, controlled by ``ctl``, from picking ``cid``
    (L-TXT-58, LR-49), or, with ``act_type`` `A.DestroyedByAct`, from destroying it (L-TXT-61), or, with
    `A.AffectedByAct`, from doing anything to it; a card no effect of ``src`` may affect is one it neither picks nor
    destroys (L-TXT-376, LR-135)."""
    return _kept_off(g, g.statics().card_bans.get(cid), src, ctl, act_type)


def unaffected(g: Game, cid: str, src: str, ctl: int) -> bool:
    """Whether a prohibition in force keeps every effect of ``src``, controlled by ``ctl``, off ``cid`` (L-TXT-376)."""
    return g.shielding and _kept_off(g, g.statics().card_bans.get(cid), src, ctl, A.AffectedByAct)


def _kept_off(g: Game, bans: set[object] | None, src: str, ctl: int, act_type: type[object]) -> bool:
    if not bans:
        return False
    for ban in bans:
        if isinstance(ban, tuple) and (isinstance(ban[0], act_type) or isinstance(ban[0], A.AffectedByAct)):
            act, holder = ban
            if act.opponents and ctl == holder:
                continue
            if act.kind is not None and not matches(g, src, A.Kinds((), act.kind, A.Noun.CARD)):
                continue
            return True
    return False


def attack_shielded(g: Game, st: Statics, attacker: str, player: int) -> set[str]:
    """The creatures ``attacker`` (of ``player``) may not attack now: each prohibition ``cannot attack this card`` in
    force on the attacker or its player names its card, or the creature its Attachment is attached to (L-TXT-341)."""
    shielded: set[str] = set()
    for bans in (st.card_bans.get(attacker), st.player_bans[player]):
        for ban in bans or ():
            if isinstance(ban, tuple) and isinstance(ban[0], A.AttackCardAct):
                defender = ban[0].defender
                if isinstance(defender, A.Filtered):  # L-TXT-360: each creature the filter names as it is asked
                    shielded.update(candidates(g, defender, ban[1], ban[2]))
                    continue
                host = stack_host(g, defender, ban[2])
                if host is not None:
                    shielded.add(host)
    return shielded


def spared_by_battle(g: Game, cid: str, other: str) -> bool:
    """Whether a prohibition in force keeps a battle with ``other`` from destroying ``cid`` (L-TXT-297): the filter is
    read as the battle is decided, ``other``'s Strength the one the battle compared."""
    bans = g.statics().card_bans.get(cid)
    if not bans:
        return False
    for ban in bans:
        if isinstance(ban, tuple) and isinstance(ban[0], A.BattleWithAct):
            act, ctl, src = ban
            if g.on_field(other) and other in candidates(g, act.foe, ctl, src):
                return True
    return False


def aimed_cards(g: Game, aimed: A.Target, ctl: int, src: str) -> list[str]:
    """The cards a negation's ``that targets`` words name (L-TXT-299), read for the negating card ``src``."""
    match aimed:
        case A.ThisCard():
            return [src]
        case A.AttachedCreature():
            host = attached_to(g, src)
            return [] if host is None else [host]
        case A.Filtered():
            return candidates(g, aimed, ctl, src)
        case A.Ref():
            return []  # the reader gives `that targets` no reference back
        case _:
            assert_never(aimed)


def aiming(g: Game, negation: A.Negate | A.NegateAbility, below: list[Any], ctl: int, src: str) -> list[Any]:
    """The places of the chain ``below`` whose activations target the card the negation names (L-TXT-299), or, said
    with `that would destroy`, would destroy it (L-TXT-348)."""
    assert negation.aimed is not None
    aims = aimed_cards(g, negation.aimed, ctl, src)
    if negation.destroying:
        return [i for i in below if destroys(g, g.chain[i], aims)]
    return [i for i in below if aims_at(g, g.chain[i], aims)]


def aims_at(g: Game, entry: dict[str, Any], cards: Sequence[str]) -> bool:
    """Whether the activation ``entry`` on the chain targets one of ``cards`` (L-TXT-299, LR-128): one of its effects
    would pick one of them if it resolved now, picking as LR-49 reads it (under `targeting=named`, an effect on all or
    each of its cards names them too); the playing of an Attachment or a creature picks no card."""
    every = g.options["targeting"] == "named"
    for effect in _chain_effects(g, entry):
        for target in effect_targets(effect):
            # (a card it could not target, L-TXT-58, is not one it would pick)
            if isinstance(target, A.Filtered) and (every or target.count.kind not in (A.CountKind.ALL, A.CountKind.EACH)) \
                    and any(c in cards for c in _picks_from(g, target, entry, every)):
                return True
    return False


def _chain_effects(g: Game, entry: dict[str, Any]) -> Sequence[A.Effect]:
    """What the activation ``entry`` on the chain does as it resolves: an ability's effects, a Boost's and a Boost -
    Continuous's one-off effects; the playing of a creature, a Mutated Creature or an Attachment does nothing of
    the kind (LR-128)."""
    cid = entry["card"]
    if entry["kind"] == "ability":
        return g.infos[cid].activated_at[entry["ability"]].effects
    if entry["kind"] in ("boost", "continuous"):
        return g.infos[cid].oneoffs
    return ()


def _picks_from(g: Game, target: A.Filtered, entry: dict[str, Any], every: bool) -> list[str]:
    """The cards the filter ``target`` of an effect of the chain's activation ``entry`` would take if it resolved now:
    those it names, less those it could not target when it picks (L-TXT-58, LR-49; with ``every``, as under
    `targeting=named`, an effect on all or each of its cards picks too)."""
    cid, player = entry["card"], entry["player"]
    picks = every or target.count.kind not in (A.CountKind.ALL, A.CountKind.EACH)
    return [c for c in candidates(g, target, player, cid) if not (picks and untargetable(g, c, cid, player))]


def destroys(g: Game, entry: dict[str, Any], cards: Sequence[str]) -> list[str]:
    """The cards of ``cards`` the activation ``entry`` would destroy if it resolved now (L-TXT-348): those a
    destruction among its effects names as the field stands (inside conditions, `you may`, options and outcomes
    too, as LR-128 reads them), of any count; a pick passes over a card it could not target (L-TXT-58, LR-49).
    A card that cannot be destroyed, or not by this card (L-TXT-61), is not one it would destroy."""
    cid, player = entry["card"], entry["player"]
    every = g.options["targeting"] == "named"
    found: set[str] = set()
    for effect in _chain_effects(g, entry):
        for target in effect_targets(effect, A.Destroy):
            match target:
                case A.Filtered():
                    found.update(_picks_from(g, target, entry, every))
                case A.ThisCard():
                    found.add(cid)
                case A.AttachedCreature():
                    host = attached_to(g, cid)
                    if host is not None:
                        found.add(host)
                case _:  # a card named back is known only as the activation resolves
                    pass
    return [c for c in cards if c in found and g.on_field(c) and g.can_go_to_ruins(c, True)
            and not untargetable(g, c, cid, player, A.DestroyedByAct)]


def battle_losers(g: Game) -> list[str]:
    """The creatures the battle under way would destroy if it were decided now (L-TXT-349): by the Strengths as
    they are, the outcome table of L-BAT-3 to L-BAT-6, less those that cannot be destroyed (by battle, L-TXT-34,
    or by a battle with the other, L-TXT-297)."""
    if g.attack is None or g.attack[1] == "land":
        return []
    attacker, target, player = g.attack
    mine, theirs = g.slot_of(attacker), g.slot_of(target)
    if mine is None or theirs is None or mine[0] != player or theirs[0] != 1 - player:
        return []  # the attack will end without a battle (LR-39)
    ours, foes = g.strength(attacker), g.strength(target)
    victims, _ = g.rules.battle["greater" if ours > foes else "equal" if ours == foes else "less"]
    doomed = [attacker if v == "attacker" else target for v in victims]
    st = g.statics()
    return [c for c in doomed if g.can_go_to_ruins(c, True) and not st.banned(c, A.Act.BE_DESTROYED_BY_BATTLE)
            and not spared_by_battle(g, c, target if c == attacker else attacker)]


BOOST_CARDS = A.Kinds((), A.KindFilter.BOOST, A.Noun.CARD)  # a Boost card of any of the three kinds (LR-34, L-TXT-112)


def endangered_fitting(g: Game, condition: A.EndangeredCondition, ctl: int, src: str) -> list[str]:
    """The creatures on the field ``condition`` names for player ``ctl`` that would be destroyed as things stand
    (L-TXT-349): by the battle under way, were it decided now; by an activation waiting on the chain, were it to
    resolve now (`destroys`), an activation of a Boost card only after `by a Boost card`. In the field's order."""
    named = candidates(g, condition.creature, ctl, src)
    if not named:
        return []
    event = condition.event
    found: set[str] = set()
    if event in (A.SelfEvent.DESTROYED, A.SelfEvent.DESTROYED_IN_BATTLE):
        found.update(battle_losers(g))
    if event is not A.SelfEvent.DESTROYED_IN_BATTLE:
        for entry in g.chain:
            if event is not A.SelfEvent.DESTROYED_BY_BOOST or matches(g, entry["card"], BOOST_CARDS):
                found.update(destroys(g, entry, named))
    return [c for c in named if c in found]


# -- effects --------------------------------------------------------------------------------------------


class Wait(Exception):
    """An effect asked its controller to choose; it runs again once the choice is made."""


def destroyed_by_battle(g: Game, player: int, by: bool) -> list[str]:
    """The creatures battles destroyed this turn that ``player`` controlled as they were destroyed, or with ``by``
    those the creature ``player`` controlled in the battle destroyed (L-TXT-324): each once, in the order destroyed.

    The two creatures of a battle are always the two players' (the attacker its player's, the defender the
    opponent's, L-BAT-1), so a creature ``player``'s creature destroyed is one the opponent controlled: the turn's
    record of each player's creatures destroyed by battle (L-TXT-217), which a position gives back, is enough."""
    whose = 1 - player if by else player
    found: list[str] = []
    for who, act, cid in g.this_turn:
        if act == A.TurnAct.DESTROYED_IN_BATTLE.value and who == whose and cid not in found:
            found.append(cid)
    return found


def destroyed_this_turn(g: Game, cid: str, how: str) -> bool:
    """Whether ``cid``'s last leaving of the field this turn was its destruction, by battle for ``how`` "battle"
    (L-TXT-309, read as L-TXT-281 reads it)."""
    return g.left_how.get(cid) in (("battle",) if how == "battle" else ("battle", "destroyed"))


def _stack_later(g: Game, task: tuple[Any, ...], count: int, source: A.Zone,
                 host: A.ThisCard | A.AttachedCreature | A.Filtered | A.Ref, top: bool, up_to: bool = False,
                 kinds: A.Kinds | None = None) -> None:
    """Cards of the controller's zone go under a creature on the field (L-TXT-45): this card, the attached
    creature, or the one a filter names, picked first (L-TXT-149); with ``kinds``, only cards of those kinds
    (L-TXT-308)."""
    _, src, ctl, path, ctx, _ = task
    if type(ctx) is list and len(ctx) == 2 and ctx[0] == "stack_on":  # the creature picked in the step before
        bearer = [str(ctx[1])]
    else:
        bearer = _targets(g, task, host)
        if isinstance(host, A.Ref):  # L-TXT-277: the first card named that is a creature on the field
            bearer = [c for c in g.ordered(bearer) if g.is_creature_on_field(c)][:1]
    if not bearer or not g.is_creature_on_field(bearer[0]):
        return
    if isinstance(host, A.Filtered) and ctx != ["stack_on", bearer[0]]:
        # The creature is picked first; the cards are picked in a step of their own (L-TXT-149).
        g.push_effect(src, ctl, path, ["stack_on", bearer[0]])
        return
    pool = {A.Zone.HAND: g.sides[ctl].hand, A.Zone.DECK: g.sides[ctl].deck, A.Zone.RUINS: g.sides[ctl].ruins}[source]
    # The top cards of the deck as they lie, or the controller's picks (L-TXT-115, L-TXT-45).
    options = list(pool) if kinds is None else [c for c in pool if matches(g, c, kinds)]
    cards = pool[:count] if top else _choose(g, task, options, 0 if up_to else count, count, ctl, "stack", src)
    cited = [R_STACK_CHOSEN] if isinstance(host, A.Filtered) else [R_STACK_NAMED_HOST] if isinstance(host, A.Ref) else []
    if kinds is not None:
        cited.append(R_STACK_KINDS)
    if up_to:
        cited.append(R_STACK_UP_TO)
    Z.stack_later(g, ctl, bearer[0], cards, source, top, cited)


def _stack_named(g: Game, task: tuple[Any, ...], named: A.Ref,
                 host: A.ThisCard | A.AttachedCreature | A.Filtered) -> None:
    """The cards ``named`` back that lie in their owners' Ruins go under the creature (L-TXT-150); a card named
    that is anywhere else stays where it is. A filter's creature is picked only when there are cards to stack
    (L-TXT-321), and is not named back: "it" still names the cards."""
    _, src, ctl, _, _, _ = task
    cards = [c for c in _targets(g, task, named) if c in g.sides[g.owner[c]].ruins]
    if isinstance(host, A.Filtered):
        if not cards:
            return
        picked = [c for c in _named_by(g, task, host, "both") if g.is_creature_on_field(c)]
        bearer = picked[0] if picked else None
    else:
        bearer = stack_host(g, host, src)
    if bearer is not None:  # (no stacking under a creature that has left the field: it has no slot)
        Z.stack_from_ruins(g, ctl, bearer, cards,
                           [R_STACK_NAMED, R_STACK_PICKED] if isinstance(host, A.Filtered) else [R_STACK_NAMED])


def _send_stacked(g: Game, task: tuple[Any, ...], count: A.Count,
                  host: A.ThisCard | A.AttachedCreature | A.Filtered, *cited: str) -> None:
    """Cards stacked under the creature go to their owners' Ruins, picked by the controller (L-TXT-81, LR-54);
    under a filter's creatures, picked from under all of them together (L-TXT-280).

    As many as it has, up to the count; it was done only when it sent as many as the count names.
    """
    _, src, ctl, _, _, _ = task
    pool = stacked_pool(g, host, ctl, src)
    low, high = count_bounds(count)
    # Too few to choose among, all it has go (L-ACT-11), as a stacking takes all a zone holds (L-TXT-45).
    chosen = _choose(g, task, pool, low, high, ctl, "target", src)
    M.remember(g, task, chosen)
    if isinstance(host, A.Filtered):  # each card from under its own creature, in LR-23's order of the creatures
        for under in g.ordered(candidates(g, host, ctl, src)):
            found = g.slot_of(under)
            if found is not None:
                mine = [c for c in chosen if c in found[2].stacked]
                Z.unstack(g, under, mine, [R_EFFECTS, R_UNSTACK, R_UNSTACK_FILTER])
    else:
        bearer = stack_host(g, host, src)
        if bearer is not None:
            Z.unstack(g, bearer, chosen, [R_EFFECTS, R_UNSTACK, *cited])
    M.did(g, task, bool(chosen) and len(chosen) >= low)


def _choose(
    g: Game, task: tuple[Any, ...], options: list[_O], low: int, high: int | None, chooser: int, purpose: str, src: str
) -> list[_O]:
    """The cards an effect names among ``options``: all when the count says so or the options are too
    few, else the chooser's picks (raising `Wait` until they are made). The options are card IDs, or
    places on the chain (ints) for a negation: generic, since a compiled build checks a `str` it reads."""
    picks = task[5]
    if high is None:
        return options
    if picks is not None:
        return [p for p in picks if p in options or isinstance(p, int)]
    if not options:
        return []
    if low == high and len(options) <= high:
        return options  # fewer or exactly as many as asked: all are named (L-TXT-20, L-ACT-11)
    g.ask(chooser, purpose, src, options, low, min(high, len(options)), task)
    raise Wait


def _targets(
    g: Game, task: tuple[Any, ...], target: A.Target, default: str = "both", subject: bool = False,
    sacrificing: bool = False,
) -> list[str]:
    """The cards ``target`` names for the effect of ``task``; a later "it" of the ability names them (L-TXT-39).
    ``subject``: the target is the subject of the effect ("it gains ..."), which LR-76 reads apart.
    ``sacrificing``: a card that cannot be sacrificed is not among those picked from (L-TXT-144)."""
    named = _named_by(g, task, target, default, subject, sacrificing)
    if g.shielding and named:  # L-TXT-376, LR-135: a card this effect may not affect is not among those it names
        named = [c for c in named if not unaffected(g, c, task[1], task[2])]
    M.remember(g, task, named)
    return named


def _named_by(
    g: Game, task: tuple[Any, ...], target: A.Target, default: str, subject: bool = False, sacrificing: bool = False
) -> list[str]:
    _, src, ctl, _, ctx, _ = task
    match target:
        case A.ThisCard():
            return [src] if g.on_field(src) else []
        case A.AttachedCreature():
            host = attached_to(g, src)
            return [] if host is None else [host]
        case A.Ref(kind):
            return M.refer(g, task, kind, subject)
        case A.Filtered(count):
            low, high = count_bounds(count)
            named = candidates(g, target, ctl, src, default)
            if type(ctx) is list and len(ctx) == 2 and ctx[0] == "saving":  # L-TXT-95, LR-53: not the card it saves
                named = [c for c in named if c != ctx[1]]
            if sacrificing:
                named = [c for c in named if g.can_be_sacrificed(c)]
            if high is not None or g.opt("targeting") == "named":  # picked, so targeted (L-TXT-58, LR-49)
                named = [c for c in named if not untargetable(g, c, src, ctl)]
            # The cards named are dealt with in LR-23's order, whatever order they were picked in.
            return g.ordered(_choose(g, task, named, low, high, ctl, "target", src))
        case _:
            assert_never(target)


def _move_attachment(g: Game, task: tuple[Any, ...], to: A.Filtered) -> None:
    """L-TXT-379: the Attachment ``src`` leaves its creature for another the filter names that it could be attached
    to as it is played and that carries none (L-ATT-2), picked as an effect picks (L-TXT-58, LR-135)."""
    _, src, ctl, _, _, _ = task
    host = attached_to(g, src)  # None: no longer on a creature, so nothing to move
    allowed = g.infos[src].attach
    fits = None if allowed is None else set(candidates(g, allowed, ctl, src, "own"))
    options = []
    for cid in candidates(g, to, ctl, src, "own") if host is not None else ():
        found = g.slot_of(cid)
        if (cid != host and (fits is None or cid in fits) and found is not None and found[2].attachment is None
                and not untargetable(g, cid, src, ctl) and not (g.shielding and unaffected(g, cid, src, ctl))):
            options.append(cid)
    low, high = count_bounds(to.count)
    chosen = _choose(g, task, options, low, high, ctl, "target", src)
    M.remember(g, task, chosen)
    if chosen:
        g.move_attachment(src, ctl, chosen[0])


def _is_discarder(ctx: Any) -> bool:
    return isinstance(ctx, (list, tuple)) and len(ctx) == 2 and ctx[0] == "discarder"


def strength_named(g: Game, cid: str) -> int:
    """A creature's Strength as an amount (L-TXT-230): on the field, as it is; gone from it this turn, as it
    was when it left; else as printed."""
    if g.is_creature_on_field(cid):
        return g.strength(cid)
    left = g.left_strength.get(cid)
    return left if left is not None else g.cards[cid].strength or 0


def run_effect(g: Game, task: tuple[Any, ...]) -> None:
    """One effect step: task is ("eff", source, controller, path, ctx, picks)."""
    _, src, ctl, path, ctx, _ = task
    effect = effect_at(g.cards[src].tree, tuple(path))
    g.cause = ctl
    g.in_life_replacement = type(ctx) is list and len(ctx) == 3 and ctx[0] == "life"  # (LR-50)
    match effect:
        case A.Draw(count, player):
            for p in players_of(player, ctl):
                g.draw(p, count, [R_EFFECTS], by_effect=True)
        case A.Search(wanted):
            deck = matching(g, g.sides[ctl].deck, wanted.kinds)
            if wanted.strength is not None:  # a card in a deck is read as printed (L-TXT-30)
                deck = [c for c in deck if strength_fits(g, c, wanted.strength, True, src, own_printed=False)]
            deck = named_as(g, deck, wanted.named, src)  # L-TXT-347: only cards named as this card
            low, high = count_bounds(wanted.count)
            found = _choose(g, task, deck, low, high, ctl, "target", src)
            M.remember(g, task, found)
            g.search(ctl, found, [R_EFFECTS] if wanted.named is None else [R_EFFECTS, R_SEARCH_NAMED])
            g.shuffle(ctl, [R_SHUFFLE])
        case A.Destroy(target):
            named = _targets(g, task, target)
            named = [c for c in named if not untargetable(g, c, src, ctl, A.DestroyedByAct)]  # (L-TXT-61)
            _moving(g, task, named, lambda: g.destroy(named, "effect", [R_EFFECTS], src))
        case A.SendToRuins(A.Ref(A.RefKind.UNDERNEATH)) if g.on_field(src):
            if g.cards[src].kind is A.Kind.MUTATED:  # L-TXT-293: the card underneath, its creature staying
                Z.shed_beneath(g, src, [R_EFFECTS, R_SHED, LR_SHED])
            else:  # L-TXT-322: on a creature, one card stacked under it, as its controller picks
                _send_stacked(g, task, _ONE_STACKED, _UNDER_THIS, R_SHED_STACKED)
        case A.SendToRuins(target):
            named = _targets(g, task, target)
            _moving(g, task, named, lambda: g.send_to_ruins(named, "send", [R_EFFECTS]))
        case A.Sacrifice(target):
            g.sacrifice(ctl, _targets(g, task, target, "own", sacrificing=True), "effect", [R_EFFECTS])
        case A.GainLife(amount, _, player):
            for p in players_of(player, ctl):  # "each player gains" (L-TXT-114)
                g.change_life(p, amount, "effect", [R_EFFECTS])
        case A.LoseLife(player, amount) | A.PayLife(player, amount):
            for p in players_of(player, ctl):
                g.change_life(p, -amount, "effect", [R_EFFECTS])
        case A.ReturnToHand(target, hand, from_ruins=from_ruins, the_ruins=the_ruins):
            to = None if hand is A.HandOwner.OWNERS else ctl
            named = _targets(g, task, target)
            if the_ruins and g.opt("the_ruins") == "lies-in":  # LR-120: the Ruins it lies in, its owner's
                named = [c for c in named if c in g.sides[g.owner[c]].ruins]
            elif from_ruins:  # L-TXT-164: only a card named that is in its controller's Ruins
                named = [c for c in named if c in g.sides[ctl].ruins]
            back = [R_EFFECTS, LR_THE_RUINS] if the_ruins else [R_EFFECTS]
            _moving(g, task, named, lambda: g.return_to_hand(named, to, back))
        case A.ModifyStrength(target, delta, duration):
            for cid in _targets(g, task, target, subject=True):
                if g.is_creature_on_field(cid):
                    g.change_strength(cid, delta, duration, ctl, src, tuple(path))
        case A.ExtraAttack(target, again=again):
            for cid in _targets(g, task, target, subject=True):
                # L-TXT-249: only a creature with no attack left this turn is given one
                if g.is_creature_on_field(cid) and (not again or not attacks_left(g, cid)):
                    g.grant_extra_attack(cid, [R_EFFECTS, R_AGAIN] if again else [R_EFFECTS])
        case A.DirectAttack(target, duration=duration):
            for cid in _targets(g, task, target, subject=True):
                if g.is_creature_on_field(cid):
                    g.grant_direct(cid, ctl, src, tuple(path), duration)
        case A.Negate(what, _, either, ability, aimed):
            below = g.negatable(ctx, what, ctl, src)
            if aimed is not None:  # L-TXT-299: only an activation whose effects pick the card named
                below = aiming(g, effect, below, ctl, src)
            if either is not None:
                # One activation of either kind (L-TXT-128): the places either filter finds, in chain order.
                below = sorted(set(below) | set(g.negatable(ctx, either, ctl, src)))
            if ability is not None:  # L-TXT-278: or an activation of an ability the words name
                below = sorted(set(below) | set(g.negatable_abilities(ctx, ability.of, ctl, src)))
            low, high = count_bounds(what.count)
            chosen = _choose(g, task, below, low, high, ctl, "target", src)
            negate_now(g, task, chosen, None)
        case A.Attach(to):
            # The attach sentence runs as the Attachment's playing resolves (LR-27): ctx names the creature.
            g.attach(src, ctl, ctx)
        case A.MoveAttachment(to):
            _move_attachment(g, task, to)
        case A.RemoveAttachment(attachment, host):
            hosts = set(candidates(g, host, ctl, src))
            options = [
                slot.attachment for p in (ctl, 1 - ctl) for slot in g.sides[p].creatures()
                if slot.card in hosts and slot.attachment is not None and matches(g, slot.attachment, attachment.kinds)
            ]
            low, high = count_bounds(attachment.count)
            if high is not None or g.opt("targeting") == "named":  # the Attachments are picked, so targeted (LR-49)
                options = [c for c in options if c is not None and not untargetable(g, c, src, ctl)]
            chosen = [c for c in _choose(g, task, [c for c in options if c is not None], low, high, ctl, "target", src)]
            g.send_to_ruins(chosen, "removed", [R_REMOVED, R_EFFECTS])
        case A.Prohibition(subject, act, duration):
            if isinstance(subject, A.Player):
                for p in players_of(subject, ctl):
                    g.prohibit(p, act, ctl, src, tuple(path), duration)
            else:
                for cid in _targets(g, task, subject, subject=True):
                    if act == _LOSS and cid in g.statics().kept:
                        continue  # L-TXT-352: a card whose abilities cannot be negated keeps them; nothing happens to it
                    # L-TXT-317: a card kept from being summoned is in a hand or a Ruins
                    if g.on_field(cid) or (isinstance(act, A.SimpleAct) and act.act is A.Act.BE_SUMMONED):
                        g.prohibit(cid, act, ctl, src, tuple(path), duration)
        case A.InsteadOfRuins() | A.Optional(A.InsteadOfRuins()) | A.Conditional(_, A.InsteadOfRuins()) \
                | A.Conditional(_, A.Optional(A.InsteadOfRuins())):
            pass  # carried out by the negation just before, as it put the card away (L-TXT-165, LR-84)
        case A.Conditional(condition, inner):
            if holds(g, condition, ctl, src, task):
                g.push_effect(src, ctl, (*path, 0), ctx)
            elif isinstance(inner, A.Optional):  # L-TXT-73: not asked, so not done (an earlier answer says nothing)
                M.did(g, task, False)
        case A.OrInstead(_, condition, _, picked) if picked is not None:
            # L-TXT-320: the first effect's cards picked (and named) first, then the condition read of them
            _targets(g, task, picked)
            g.push_effect(src, ctl, (*path, 1 if holds(g, condition, ctl, src, task) else 0), ctx)
        case A.OrInstead(_, condition, _):
            # L-TXT-269: the condition read as the effect's turn comes; then one effect, the other never
            g.push_effect(src, ctl, (*path, 1 if holds(g, condition, ctl, src, task) else 0), ctx)
        case A.DieRoll(outcomes):
            value = g.roll(ctl, "effect", [R_DIE])
            for j, outcome in enumerate(outcomes):
                if outcome.low <= value <= outcome.high:
                    g.push_effects(src, ctl, [(*path, j, k) for k in range(len(outcome.effects))], ctx)
                    break
        case A.Optional():
            picks = task[5]
            if picks is None:
                g.ask(ctl, "may", src, ["yes"], 0, 1, task)
                raise Wait
            # Declined, it was not done; taken, it was, unless the effect then names no card (L-TXT-73).
            M.did(g, task, "yes" in picks)
            if "yes" in picks:
                g.push_effect(src, ctl, (*path, 0), ctx)
        case A.ChooseOne(modes):  # not `options`, a list above: a compiled build keeps one type per name
            picks = task[5]
            if picks is None:
                g.ask(ctl, "mode", src, list(range(1, len(modes) + 1)), 1, 1, task)
                raise Wait
            j = int(picks[0]) - 1
            g.push_effects(src, ctl, [(*path, j, k) for k in range(len(modes[j].effects))], ctx)
        case A.ReturnFromRuins(wanted):
            ruins = [c for c in named_as(g, matching(g, g.sides[ctl].ruins, wanted.kinds), wanted.named, src)
                     if (wanted.strength is None or strength_fits(g, c, wanted.strength, True, src, own_printed=False))
                     and (wanted.destroyed is None or destroyed_this_turn(g, c, wanted.destroyed))
                     and not (wanted.another and c == src)]  # L-TXT-21: not this card, in the Ruins too
            low, high = count_bounds(wanted.count)
            back = _choose(g, task, ruins, low, high, ctl, "target", src)
            M.remember(g, task, back)
            g.from_ruins(ctl, back, [R_EFFECTS, R_ZONES] if wanted.named is None else [R_EFFECTS, R_ZONES, R_NAMED])
        case A.Discard():
            _discard(g, task, effect)
        case A.PutInDeck(target, top):
            # A card whose playing this ability negated is put from where the negation left it (L-TXT-90).
            negated = M.negated_cards(g, task) if isinstance(target, A.Ref) else []
            named = _targets(g, task, target)
            _moving(g, task, named, lambda: _put_in_deck(g, named, negated, top))
        case A.PutFromRuins(target, top, the_ruins=the_ruins):
            # L-TXT-375: only the cards named that lie in the Ruins LR-120 names (or in the controller's) move
            lies_in = the_ruins and g.opt("the_ruins") == "lies-in"
            named = [c for c in _targets(g, task, target) if c in g.sides[g.owner[c] if lies_in else ctl].ruins]
            rules = [R_EFFECTS, R_ZONES, R_FROM_RUINS] + ([LR_THE_RUINS] if the_ruins else [])
            _moving(g, task, named, lambda: _ruins_to_deck(g, named, top, rules))
        case A.AttackLimit(target, times, duration=duration):
            for cid in _targets(g, task, target, subject=True):
                if g.is_creature_on_field(cid):
                    g.limit_attacks(cid, times, ctl, src, tuple(path), duration)
        case A.NegateAbility() | A.NegateNamedAbility():
            if isinstance(effect, A.NegateAbility):
                below = g.negatable_abilities(ctx, effect.of, ctl, src)
                if effect.aimed is not None:  # L-TXT-299
                    below = aiming(g, effect, below, ctl, src)
            else:  # L-TXT-240: only an activation of an ability of a card the words name as the negation happens.
                owners = set(_targets(g, task, effect.whose))
                below = [at for at in g.negatable_abilities(ctx, None, ctl, src) if g.chain[at]["card"] in owners]
            chosen = _choose(g, task, below, 1, 1, ctl, "target", src)
            M.remember(g, task, [g.chain[int(i)]["card"] for i in chosen if int(i) < len(g.chain)])
            g.negate(chosen, src)
            M.did(g, task, bool(chosen))  # an ability's activation was negated (L-TXT-73)
        case A.NegateAttack(of):
            # L-TXT-304, LR-129: the attack under way ends without a battle; its attacker is the card named
            attacker = g.attack[0] if g.attack is not None else None
            if attacker is not None and (of is None or attacker in candidates(g, of, ctl, src)):
                M.remember(g, task, [attacker])
                g.negate_attack()
                M.did(g, task, True)
            else:
                M.did(g, task, False)
        case A.EndBattlePhase():
            # L-TXT-359, LR-131: the attack under way ends, and the turn player declares no more in this Battle Phase
            if g.phase == "battle":
                if g.attack is not None:
                    g.negate_attack((R_END_BATTLE, LR_END_BATTLE))
                g.prohibit(g.tp, _NO_ATTACK, ctl, src, tuple(path), _TO_PHASE_END, (R_END_BATTLE, LR_END_BATTLE))
            M.did(g, task, g.phase == "battle")
        case A.NegateTriggering():
            # L-TXT-156, LR-83: the activation that set the trigger off, if it still waits on the chain.
            serial = M.activation(g, task)
            places: list[int] = [at for at in g.negatable_abilities(None, None, ctl, src) if g.chain[at]["serial"] == serial]
            M.remember(g, task, [g.chain[at]["card"] for at in places])
            g.negate(places, src)
            M.did(g, task, bool(places))
        case A.ForEach(A.Draw() | A.GainLife() | A.LoseLife() as inner, A.Counted(theirs=True) as per, cap=cap):
            _for_each_theirs(g, task, inner, per, cap)
        case A.ForEach(A.Discard() as inner, per):  # the reader gives a discard no maximum
            _discard(g, task, inner, per)
        case A.ForEach(A.ModifyStrength(target, delta, duration), A.StackedCount(A.Ref(), with_host=host), cap=cap):
            for cid in _targets(g, task, target, subject=True):  # L-TXT-301: each creature by its own stack
                n = own_stack(g, cid, host)
                if n and g.is_creature_on_field(cid):
                    g.change_strength(cid, capped(delta * n, cap), duration, ctl, src, tuple(path), R_OWN_STACK)
        case A.ForEach(inner, per, cap=cap, more=more):
            n = count_on_field(g, per, ctl, src, task)
            if n == 0 and not more:
                return  # nothing counted: the number is 0, and the effect does nothing (L-TXT-37)
            counted_rules = [R_EFFECTS, R_RECENT_COUNT] if isinstance(per, A.Counted) and per.recent else [R_EFFECTS]
            if more:
                counted_rules.append(R_MORE)  # L-TXT-318: N added to the scaled amount
            if isinstance(per, A.Counted) and per.named is not None:
                counted_rules.append(R_NAMED)  # L-TXT-247: only the cards named as this one were counted
            if cap is not None:
                counted_rules.append(R_CAP)
            match inner:
                case A.Draw(count, player):
                    for p in players_of(player, ctl):
                        g.draw(p, capped(count * n, cap) + more, counted_rules, by_effect=True)
                case A.GainLife(amount, _, player):
                    for p in players_of(player, ctl):
                        g.change_life(p, capped(amount * n, cap) + more, "effect", counted_rules)
                case A.LoseLife(player, amount):
                    for p in players_of(player, ctl):
                        g.change_life(p, -(capped(amount * n, cap) + more), "effect", counted_rules)
                case A.ModifyStrength(target, delta, duration):
                    for cid in _targets(g, task, target, subject=True):
                        if g.is_creature_on_field(cid):
                            g.change_strength(cid, capped(delta * n, cap), duration, ctl, src, tuple(path))
                case A.Discard():
                    raise AssertionError("a scaled discard is `_discard`'s")
                case _:
                    assert_never(inner)
        case A.DoubleStrength(target, duration):
            # LR-123: "double its Strength" after a trigger that names two creatures doubles the trigger's own
            for cid in _targets(g, task, target, subject=True):
                if g.is_creature_on_field(cid):
                    g.change_strength(cid, g.strength(cid), duration, ctl, src, tuple(path), R_DOUBLE)
        case A.Mill(player, count):
            milled: list[str] = []
            for p in players_of(player, ctl):
                milled += Z.mill(g, p, count)
            M.remember(g, task, milled)
        case A.LookAtTop(count, keep, rest):
            _look(g, task, count, keep, rest)
        case A.ShuffleDeck():
            g.shuffle(ctl, [R_SHUFFLE, R_TOP])
        case A.LifeEqual(player, gain, of, _, times, halved, rounding):
            named = _targets(g, task, of)
            if named:  # the Strength it has now, or had as it left this turn, or printed on it (L-TXT-230)
                cid = named[0]
                # L-TXT-206: doubled or halved as the effect happens, and only then 0 or less changes nothing.
                amount = max(0, scaled_strength(strength_named(g, cid), times, halved, rounding))
                if amount:
                    rules = [R_EFFECTS, R_EQUAL] if times == 1 and not halved else [R_EFFECTS, R_EQUAL, R_SCALED]
                    for p in players_of(player, ctl):
                        g.change_life(p, amount if gain else -amount, "effect", rules)
        case A.PutFromZone(wanted, zone, top, player=player):
            who = ctl if player is A.Player.YOU else 1 - ctl  # L-TXT-380: the opponent picks from their own hand
            side = g.sides[who]
            pool = side.hand if zone is A.Zone.HAND else side.ruins
            low, high = count_bounds(wanted.count)
            chosen = _choose(g, task, matching(g, pool, wanted.kinds), low, high, who, "target", src)
            M.remember(g, task, chosen)
            g.put_from_zone(who, chosen, zone, top, [R_EFFECTS, R_ZONES] if who == ctl else [R_EFFECTS, R_ZONES, R_THEIR_HAND])
        case A.ShuffleRuins(wanted):
            _shuffle_ruins(g, task, wanted)
        case A.RuinsToField(wanted):
            pool = [c for c in matching(g, g.sides[ctl].ruins, wanted.kinds) if g.cards[c].kind is A.Kind.CREATURE
                    and (wanted.strength is None or strength_fits(g, c, wanted.strength, True, src, own_printed=False))
                    and (wanted.destroyed is None or destroyed_this_turn(g, c, wanted.destroyed))
                    and not (wanted.another and c == src)]  # L-TXT-21
            low, high = count_bounds(wanted.count)
            back = _choose(g, task, pool, low, high, ctl, "target", src)
            M.remember(g, task, back)
            M.moved(g, task, Z.to_field(g, ctl, back))
        case A.SummonFrom(wanted, zone):
            _summon_from(g, task, wanted, zone)
        case A.SummonNamed(target, this_turn):
            _summon_named(g, task, target, this_turn)
        case A.CardDiscount(target, amount):  # L-TXT-342: the Creature cards named, wherever they are now
            for cid in _targets(g, task, target):
                if g.cards[cid].kind in CREATURE_KINDS:
                    g.grant_discount(cid, amount, ctl, src)
        case A.StackLater(count, source, host, _, top, up_to, kinds):
            _stack_later(g, task, count, source, host, top, up_to, kinds)
        case A.StackNamed(named, host):
            _stack_named(g, task, named, host)
        case A.SendStacked(count, host):
            _send_stacked(g, task, count, host)
        case A.TakeControl(target, duration):
            for cid in _targets(g, task, target):
                if g.is_creature_on_field(cid):
                    C.take(g, cid, ctl, duration, src, tuple(path))
        case A.ThatMuch(player, gain, times):
            # The Land Life a life replacement took the place of, and the player who would have gained it (L-TXT-59),
            # or twice that (L-TXT-68).
            amount, whose = (int(ctx[1]), int(ctx[2])) if g.in_life_replacement else (0, ctl)
            rules = [R_EFFECTS, R_THAT_MUCH] if times == 1 else [R_EFFECTS, R_THAT_MUCH, R_TWICE]
            for p in (whose,) if player is None else players_of(player, ctl):
                if amount:
                    g.change_life(p, amount * times if gain else -amount * times, "effect", rules)
        case A.UnderStrength():
            pass  # static only: the card loader refuses it anywhere else (L-TXT-96)
        case A.Delayed(moment, _):
            # Set up now, to happen once later (L-TXT-122, LR-70): it keeps the cards named so far, and where each was.
            named = M.named(g, task)
            battled = M.refer(g, task, A.RefKind.BATTLED)
            g.delayed.append([moment.name, src, ctl, list(path), g.turn, named, [zone_of(g, c) for c in named],
                              battled[0] if battled else None])
        case _:
            assert_never(effect)


def _summon_from(g: Game, task: tuple[Any, ...], wanted: A.Filtered, zone: A.Zone) -> None:
    """Creature cards of the controller's hand or Ruins, picked, then summoned with no price (L-TXT-118, LR-68)."""
    src, ctl = task[1], task[2]
    side = g.sides[ctl]
    pool = [c for c in matching(g, side.hand if zone is A.Zone.HAND else side.ruins, wanted.kinds)
            if g.cards[c].kind is A.Kind.CREATURE
            and (wanted.strength is None or strength_fits(g, c, wanted.strength, True, src, own_printed=False))]
    low, high = count_bounds(wanted.count)
    picked = _choose(g, task, pool, low, high, ctl, "target", src)
    M.remember(g, task, picked)
    Z.summon_from(g, ctl, picked, zone)


def _discard(g: Game, task: tuple[Any, ...], effect: A.Discard,
             per: A.Counted | A.ThisWay | A.StackedCount | None = None) -> None:
    """Cards of a player's hand to their Ruins (L-TXT-31); with ``per``, the number times the cards counted
    (L-TXT-298): counted for the card's controller, or, with ``they control``, for the player who discards
    (L-TXT-114); a count of 0 discards nothing."""
    src, ctl, path, ctx = task[1], task[2], task[3], task[4]
    if effect.player is A.Player.EACH_PLAYER and not _is_discarder(ctx):
        # Each player picks their own cards, the controller first: one step each, the
        # discarder carried in the step's context (a discard reads no other context).
        g.push_effect(src, ctl, path, ["discarder", 1 - ctl])
        g.push_effect(src, ctl, path, ["discarder", ctl])
        return
    discarder = int(ctx[1]) if _is_discarder(ctx) else players_of(effect.player, ctl)[0]
    count, rules = effect.count, [R_EFFECTS, R_ZONES]
    if per is not None:
        theirs = isinstance(per, A.Counted) and per.theirs
        n = count_on_field(g, per, discarder if theirs else ctl, src, task)
        if n == 0:
            return
        count *= n
        rules = [R_EFFECTS] + ([R_EACH_OWN] if theirs else []) + (
            [R_RECENT_COUNT] if isinstance(per, A.Counted) and per.recent else []) + (
            [R_NAMED] if isinstance(per, A.Counted) and per.named is not None else []) + [R_ZONES, R_SCALED_DISCARD]
    held = list(g.sides[discarder].hand)
    chooser = discarder
    if effect.revealed:  # L-TXT-381: the hand shown to both players, once; the controller picks from it
        chooser = ctl
        if task[5] is None:
            g.reveal_hand(discarder, [R_EFFECTS, R_REVEAL])
        rules.append(R_REVEAL)
    if effect.kinds is not None:  # only cards of these kinds, by their print (L-TXT-303)
        held = [c for c in held if matches(g, c, effect.kinds)]
    if effect.kinds is not None or effect.any_number:
        rules.append(R_DISCARD_KINDS)
    if effect.any_number:  # L-TXT-303: none to all of them, as the discarder chooses
        thrown = _choose(g, task, held, 0, len(held), discarder, "discard", src)
    elif effect.random:  # drawn by the game's generator (L-TXT-31); a scenario fixes chance as with shuffles
        thrown = held[:count] if g.dice is not None else g.rng.sample(held, min(count, len(held)))
    else:
        # "up to": the discarder chooses how many, none to the count (L-TXT-70).
        thrown = _choose(g, task, held, 0 if effect.up_to else count, count, chooser, "discard", src)
    M.remember(g, task, thrown)
    g.discard(discarder, thrown, rules)


def _summon_named(g: Game, task: tuple[Any, ...], target: A.Ref, this_turn: bool) -> None:
    """The Creature cards named back, summoned with no price from their player's hand or Ruins (L-TXT-296); with
    ``this turn``, by default, only made free to summon from the hand until the turn ends (LR-127)."""
    src, ctl = task[1], task[2]
    side = g.sides[ctl]
    at_once = not this_turn or g.options["summon_this_turn"] == "at-once"
    if this_turn and at_once and task[5] is None:  # the player's choice still, asked as for `you may` (LR-127)
        g.ask(ctl, "may", src, ["yes"], 0, 1, task)
        raise Wait
    if this_turn and at_once and "yes" not in task[5]:
        return
    named = [c for c in _targets(g, task, target) if g.cards[c].kind is A.Kind.CREATURE]
    if not at_once:
        for cid in named:
            if cid in side.hand:
                g.grant_free_summon(cid, ctl, src)
        return
    rules = ("L-TXT-10", Z.R_SUMMON_NAMED, Z.LR_SUMMON_FROM) + ((Z.LR_SUMMON_TURN,) if this_turn else ())
    for cid in named:
        if cid in side.hand or cid in side.ruins:
            Z.summon_from(g, ctl, [cid], A.Zone.HAND if cid in side.hand else A.Zone.RUINS, rules)


def zone_of(g: Game, cid: str) -> str:
    """Where a card is: the field, its owner's hand, Ruins or deck, or elsewhere (stacked, or on the chain)."""
    if g.on_field(cid):
        return "field"
    side = g.sides[g.owner[cid]]
    return next((name for name, cards in (("hand", side.hand), ("ruins", side.ruins), ("deck", side.deck))
                 if cid in cards), "other")


def _shuffle_ruins(g: Game, task: tuple[Any, ...], wanted: A.Filtered | None) -> None:
    """The controller's Ruins, or the cards picked from it, into their deck, then the deck shuffled (L-TXT-50)."""
    _, src, ctl, _, _, _ = task
    ruins = g.sides[ctl].ruins
    if wanted is None:
        going = list(ruins)
    else:
        pool = [c for c in matching(g, ruins, wanted.kinds)
                if wanted.strength is None or strength_fits(g, c, wanted.strength, True, src, own_printed=False)]
        low, high = count_bounds(wanted.count)
        going = _choose(g, task, pool, low, high, ctl, "target", src)
    M.remember(g, task, going)
    g.put_from_zone(ctl, going, A.Zone.RUINS, False, [R_EFFECTS, R_RUINS_IN])
    g.shuffle(ctl, [R_SHUFFLE, R_RUINS_IN])


def negate_now(g: Game, task: tuple[Any, ...], chosen: list[Any], yes: bool | None) -> None:
    """The negation of ``task`` negates the activations at the chain places ``chosen``. When the effect after it
    puts the negated card elsewhere ``instead of sending it to the Ruins`` (L-TXT-165), that move takes the place
    of the negation's own (LR-84): its condition is read and its ``you may`` asked (``yes``: the answer) first."""
    _, src, ctl, path, _, _ = task
    hit = [g.chain[int(i)] for i in chosen if int(i) < len(g.chain)]
    M.remember(g, task, [entry["card"] for entry in hit])
    moves: dict[str, tuple[str, int]] = {}
    after = _instead_after(g, src, tuple(path))
    cards = [entry["card"] for entry in hit if entry["kind"] != "ability"]
    if after is not None and cards and (not isinstance(after, A.Conditional) or holds(g, after.condition, ctl, src, task)):
        moved = A.instead_of_ruins(after)
        assert moved is not None
        optional = isinstance(after, A.Optional) or (isinstance(after, A.Conditional)
                                                      and isinstance(after.effect, A.Optional))
        if optional and yes is None:
            g.ask(ctl, "may", src, ["yes"], 0, 1, ("negate_instead", src, ctl, list(path), list(chosen), None))
            raise Wait
        if yes is not False:
            for cid in cards:
                match moved.moved:
                    case A.PutInDeck(_, top):
                        moves[cid] = ("top" if top else "bottom", g.owner[cid])
                    case A.ReturnToHand(_, hand):
                        moves[cid] = ("hand", g.owner[cid] if hand is A.HandOwner.OWNERS else ctl)
    g.negate(chosen, src, moves)
    # Where the negated cards went: a later "put that card ..." finds them there (L-TXT-90).
    M.negated(g, task, [cid for cid in cards if cid not in moves])
    M.did(g, task, bool(chosen))  # an activation was negated (L-TXT-73)


def _instead_after(g: Game, src: str, path: Path) -> A.Effect | None:
    """The effect right after the one at ``path`` in its list when it is a move said ``instead of sending it to
    the Ruins`` (L-TXT-165; the reader allows one only right after a negation)."""
    try:
        after = effect_at(g.cards[src].tree, (*path[:-1], path[-1] + 1))
    except IndexError:  # the last effect of its list
        return None
    return after if A.instead_of_ruins(after) is not None else None


def _place(g: Game, cid: str) -> object:
    """Where a card is, as far as "this way" can tell a move (L-TXT-39)."""
    where = g.where(cid)
    if where is not None:
        return where
    side = g.sides[g.owner[cid]]
    return "ruins" if cid in side.ruins else "deck" if cid in side.deck else "elsewhere"


def _put_in_deck(g: Game, named: list[str], negated: list[str], top: bool) -> None:
    """The ``named`` cards on the field go to their owner's deck; of those whose playing was negated
    (``negated``), one in its owner's Ruins or hand goes from there (L-TXT-90)."""
    g.put_in_deck(named, top, [R_EFFECTS, R_ZONES])
    for cid in named:
        if cid in negated:
            owner = g.owner[cid]
            side = g.sides[owner]
            zone = A.Zone.RUINS if cid in side.ruins else A.Zone.HAND if cid in side.hand else None
            if zone is not None:
                g.put_from_zone(owner, [cid], zone, top, [R_NEGATED_MOVED, R_ZONES])


def _ruins_to_deck(g: Game, named: list[str], top: bool, rules: list[str]) -> None:
    """Each of the ``named`` cards goes from its owner's Ruins, where every card in a Ruins lies, to their deck."""
    for cid in named:
        g.put_from_zone(g.owner[cid], [cid], A.Zone.RUINS, top, rules)


def _moving(g: Game, task: tuple[Any, ...], named: list[str], act: Any) -> None:
    """Carry out ``act`` on the ``named`` cards; those it moved are what a later "this way" counts."""
    before = [_place(g, c) for c in named]
    act()
    M.moved(g, task, [c for c, was in zip(named, before) if _place(g, c) != was])


def _look(g: Game, task: tuple[Any, ...], count: int, keep: int, rest: A.LookRest) -> None:
    """Look at the top cards (L-TXT-44): first which to keep, then, when more than one goes back on
    top, in what order (a second step, carrying the kept cards in its context)."""
    _, src, ctl, path, ctx, picks = task
    look = effect_at(g.cards[src].tree, tuple(path))
    owner = _deck_owner(look, ctl) if isinstance(look, A.LookAtTop) else ctl
    if isinstance(look, A.LookAtTop) and (look.on_top or look.up_to or look.wanted is not None
                                          or rest in (A.LookRest.SPLIT, A.LookRest.SPLIT_ORDER, A.LookRest.SPLIT_RUINS)):
        _look_more(g, task, look)
        return
    if isinstance(ctx, list) and ctx and ctx[0] == "look":
        top, kept, back = list(ctx[1]), list(ctx[2]), list(ctx[3])
        if picks is None:
            g.ask(ctl, "order", src, back, len(back), len(back), task)
            raise Wait
        order = [c for c in picks if c in back]
    elif rest is A.LookRest.MAY_BOTTOM:
        # Having looked, the controller picks those that go to the bottom, or none (L-TXT-71).
        top = g.sides[owner].deck[:count]
        if top and picks is None:
            g.ask(ctl, "bottom", src, top, 0, len(top), task)
            raise Wait
        Z.look(g, owner, top, [], rest, [c for c in top if c in (picks or ())], ctl)
        return
    else:
        top = g.sides[owner].deck[:count]
        if keep and len(top) > keep:
            if picks is None:
                g.ask(ctl, "keep", src, top, keep, keep, task)
                raise Wait
            kept = [c for c in picks if c in top]
        else:
            kept = top[:keep]
        back = [c for c in top if c not in kept]
        order = back
        if rest in (A.LookRest.BACK, A.LookRest.TOP, A.LookRest.BOTTOM_ORDER) and len(back) > 1:
            g.push_effect(src, ctl, path, ["look", top, kept, back])
            return
    M.remember(g, task, kept)
    Z.look(g, owner, top, kept, rest, order, ctl)


def _for_each_theirs(g: Game, task: tuple[Any, ...], inner: A.Draw | A.GainLife | A.LoseLife, per: A.Counted,
                     cap: int | None) -> None:
    """"Each player gains 1 Land Life for each creature they control": each player named, by their own count
    (L-TXT-114); a count of 0 does nothing for that player."""
    _, src, ctl, _, _, _ = task
    rules = [R_EFFECTS, R_EACH_OWN, R_RECENT_COUNT] if per.recent else [R_EFFECTS, R_EACH_OWN]
    if cap is not None:
        rules.append(R_CAP)
    for p in players_of(inner.player, ctl):
        n = count_on_field(g, per, p, src, task)
        if n == 0:
            continue
        if isinstance(inner, A.Draw):
            g.draw(p, capped(inner.count * n, cap), rules, by_effect=True)
        else:
            amount = capped(inner.amount * n, cap)
            g.change_life(p, amount if isinstance(inner, A.GainLife) else -amount, "effect", rules)


def capped(amount: int, cap: int | None) -> int:
    """``amount`` with its size limited to ``cap`` (L-TXT-273), its sign kept."""
    if cap is None or abs(amount) <= cap:
        return amount
    return cap if amount > 0 else -cap


def _deck_owner(look: A.LookAtTop, ctl: int) -> int:
    """Whose deck a look reads: its controller's, or under L-TXT-197 the opponent's (the controller still looks
    and chooses, and the cards stay in that deck or go to its owner's Ruins)."""
    return 1 - ctl if look.owner is A.Player.YOUR_OPPONENT else ctl


_LOOK_STEPS = ("keep", "pile", "order top", "order rest")


def _look_more(g: Game, task: tuple[Any, ...], look: A.LookAtTop) -> None:
    """A look with more steps than L-TXT-44's (L-TXT-111): the cards kept (up to a number, or only those
    of some kinds), then those put back on top (a number of them, or any number for a split), then
    the order of those on top, then, when the rest go to the bottom in any order, theirs. Each answer
    comes back to a task carrying what is settled so far: ["look+", step answered, top, kept, high, low]."""
    _, src, ctl, path, ctx, picks = task
    if type(ctx) is list and ctx and ctx[0] == "look+":
        step = _LOOK_STEPS.index(ctx[1]) + 1
        top, kept, high, low = list(ctx[2]), list(ctx[3]), list(ctx[4]), list(ctx[5])
        got = list(picks or ())
    else:
        step, top, kept, high, low, got = 0, g.sides[_deck_owner(look, ctl)].deck[: look.count], [], [], [], []
    split = look.rest in (A.LookRest.SPLIT, A.LookRest.SPLIT_ORDER, A.LookRest.SPLIT_RUINS)
    if step == 0:
        eligible = top if look.wanted is None else matching(g, top, look.wanted)
        if look.keep and eligible and (look.up_to or len(eligible) > look.keep):
            _ask_look(g, task, "keep", "keep", eligible, 0 if look.up_to else look.keep,
                      min(look.keep, len(eligible)), [top, kept, high, low])
        kept = eligible[: look.keep]
    elif step == 1:
        kept = [c for c in got if c in top]
    others = [c for c in top if c not in kept]
    if step <= 1:
        if look.on_top and len(others) > look.on_top:
            _ask_look(g, task, "pile", "top", others, look.on_top, look.on_top, [top, kept, high, low])
        if split and others:  # L-TXT-111 those for the bottom, L-TXT-155 those for the Ruins
            _ask_look(g, task, "pile", "ruins" if look.rest is A.LookRest.SPLIT_RUINS else "bottom", others, 0,
                      len(others), [top, kept, high, low])
        high = others if look.rest is A.LookRest.TOP else others[: look.on_top]
    elif step == 2:
        if split:  # the cards picked go to the bottom (the Ruins); the others stay on top (L-TXT-111, L-TXT-155)
            high = [c for c in others if c not in got]
        else:
            high = [c for c in others if c in got]
    if step <= 2:
        if len(high) > 1:
            _ask_look(g, task, "order top", "order", high, len(high), len(high), [top, kept, high, low])
    elif step == 3:
        high = [c for c in got if c in high]
    if step <= 3:
        low = [c for c in others if c not in high]
        if look.rest in (A.LookRest.SPLIT_ORDER, A.LookRest.BOTTOM_ORDER) and len(low) > 1:
            _ask_look(g, task, "order rest", "order", low, len(low), len(low), [top, kept, high, low])
    else:
        low = [c for c in got if c in low]
    # L-TXT-155: the cards sent to the Ruins are those a later "them" or "for each card sent this way" names.
    M.remember(g, task, low if look.rest is A.LookRest.SPLIT_RUINS else kept)
    Z.look_more(g, _deck_owner(look, ctl), top, kept, high, low, look.rest,
                look.rest is A.LookRest.SPLIT_RUINS or not look.keep and look.on_top > 0, ctl)


def _ask_look(g: Game, task: tuple[Any, ...], asked: str, purpose: str, options: list[str], low: int, high: int,
              state: list[list[str]]) -> None:
    """Ask one step of a look (L-TXT-111); the answer resumes it with what is settled so far."""
    _, src, ctl, path, _, _ = task
    g.ask(ctl, purpose, src, options, low, high, ("eff", src, ctl, path, ["look+", asked, *state], None))
    raise Wait


def effect_paths(tree: A.CardText, number: int, only: Iterable[A.Effect] | None = None) -> list[Path]:
    """The paths of the top-level effects of ability ``number`` (those in ``only`` when given)."""
    ability: Any = ability_at(tree, number)
    keep = None if only is None else {id(e) for e in only}
    return [(number, i) for i, e in enumerate(ability.effects) if keep is None or id(e) in keep]
