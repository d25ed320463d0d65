"""Replacement abilities (L-TXT-42, LR-44): "If this card would be destroyed, ... instead."

Before cards leave the field, each is looked at in turn: the first replacement that
watches it and this event (its own abilities first, then those of its Attachment)
takes the event's place. The card stays where it is, and the replacement's effects
happen next, their "it" naming the card. A replacement applies at most once a turn
to a card, so that two replacements cannot send each other round for ever.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ..cardtext import ast as A
from . import _memory as M
from . import _zones as Z
from ._battle import _stood_as as stood_as  # one judgement of a creature as it stood in its battle
from ._legal import opt_key, opt_used
from ._model import PLAYERS, Slot

if TYPE_CHECKING:
    from ._game import Game

R_REPLACE, LR_WHICH = "L-TXT-42", "LR-44"
R_LIFE = "L-TXT-59"
R_TURN_LIFE = "L-TXT-358"  # ... a Boost's, for the rest of the turn it resolved in
R_HALVED_LOSS = "L-TXT-306"
R_CHANGED_LOSS = "L-TXT-330"  # doubled, set, from a threshold, or the opponent's
R_FOLLOW = "L-TXT-63"
R_FILTER, LR_FILTERS = "L-TXT-75", "LR-52"
R_TURN = "L-TXT-76"
R_PLAYED_ON = "L-TXT-349"
R_MAY, LR_MAY = "L-TXT-95", "LR-53"
R_BOOST = "L-TXT-112"
R_AGAINST = "L-TXT-297"  # only a battle with a creature a filter names
R_STACKED = "L-TXT-135"
R_BATTLE_ELSEWHERE, LR_BATTLE_ELSEWHERE = "L-TXT-166", "LR-85"
R_FOLLOW_MAY, LR_FOLLOW_MAY = "L-TXT-198", "LR-95"
R_BATTLE_MAY = "L-TXT-311"  # "you may" before L-TXT-166's move
R_BATTLE_STACK = "L-TXT-319"  # the creature destroyed in battle stacked under the one that destroyed it
R_DESTROY_GO = "L-DEF-1"  # a destroyed card goes to its owner's Ruins
R_SUMMON_UNDER, LR_SUMMON_UNDER = "L-TXT-231", "LR-108"
R_BATTLE_FOLLOW, LR_BATTLE_FOLLOW = "L-TXT-232", "LR-109"
R_FOLLOW_DECK = "L-TXT-373"  # ... on its owner's deck instead of a hand

# Which printed events each way of leaving the field is (L-TXT-42): being destroyed sends the card
# to the Ruins, and every way leaves the field.
_EVENTS = {
    "destroy": (A.SelfEvent.DESTROYED, A.SelfEvent.SENT_TO_RUINS, A.SelfEvent.LEAVES_FIELD),
    "battle": (A.SelfEvent.DESTROYED_IN_BATTLE, A.SelfEvent.DESTROYED, A.SelfEvent.SENT_TO_RUINS,
               A.SelfEvent.LEAVES_FIELD),
    # Destroyed by an effect of a card's ability: neither by battle nor by the rule on Strength 0 (L-TXT-75).
    "ability": (A.SelfEvent.DESTROYED_BY_ABILITY, A.SelfEvent.DESTROYED, A.SelfEvent.SENT_TO_RUINS,
                A.SelfEvent.LEAVES_FIELD),
    # Destroyed by an effect of a Boost card: also by a card ability (L-TXT-112).
    "boost": (A.SelfEvent.DESTROYED_BY_BOOST, A.SelfEvent.DESTROYED_BY_ABILITY, A.SelfEvent.DESTROYED,
              A.SelfEvent.SENT_TO_RUINS, A.SelfEvent.LEAVES_FIELD),
    "send": (A.SelfEvent.SENT_TO_RUINS, A.SelfEvent.LEAVES_FIELD),
    "leave": (A.SelfEvent.LEAVES_FIELD,),
}


def replaced(g: Game, cids: Sequence[str], how: str, redo: list[Any] | None = None) -> list[str]:
    """The cards of ``cids`` whose leaving no replacement takes the place of; the others' replacements start.

    ``redo`` says how the leaving is done again if a player declines an optional replacement (L-TXT-95).
    """
    if not g.replacing_cards:
        return list(cids)
    events = _EVENTS[how]
    if how != "send" and g.options["destroyed_is_sent"] == "no":  # LR-29: a destruction is then no sending
        events = tuple(e for e in events if e is not A.SelfEvent.SENT_TO_RUINS)
    kept: list[str] = []
    # Each replaced card's question, then each one's effects, in the order the cards were looked at: the questions
    # come before the effects of the other replacements of the step (LR-53), each effect in the card's turn (L-TXT-42).
    asked: list[tuple[Any, ...]] = []
    later: list[tuple[Any, ...]] = []
    for cid in cids:
        # L-TXT-95, LR-53: an optional replacement whose effect cannot be done in full is passed over.
        waiting = [w for w in _candidates(g, cid, events) if _doable(g, w[0], w[1], w[2], cid)]
        if not waiting:
            kept.append(cid)
            continue
        src, number, ctl = waiting[0]
        g.replaced.append([src, number, cid])
        if optional(_ability(g, src, number)) is not None:
            # The card stays while its controller is asked; the question comes before anything the step set off.
            asked.append(("may_replace", src, number, cid, ctl, [how, *(redo or [])], None))
            continue
        # (the ability read through a stack note before it, L-TXT-135)
        paths = [(number, i) for i in range(len(_ability(g, src, number).effects))]
        _use_once(g, src, number, ctl)
        # reported where the card's own leaving would have been, among the cards that leave (`announce`)
        g.announcing.append((len(kept), src, number, cid, [[h, n, cid] for h, n, _ in waiting]))
        later.append(("replace_effects", src, number, cid, ctl, paths))
    if asked or later:
        if g.replace_mark is None:
            g.replace_mark = len(g.tasks)
        for task in reversed(asked + later):  # the task list is a stack: the first pushed runs last
            g.push(*task)
    return kept


def used_up(g: Game, src: str, number: int, ctl: int) -> bool:
    """Whether replacement ``number`` of ``src`` says "Once per turn" and was used this turn (L-TXT-326)."""
    return _ability(g, src, number).once and opt_used(g, g.sides[ctl], src, number)


def _use_once(g: Game, src: str, number: int, ctl: int) -> None:
    """A once-a-turn replacement taking an event's place is used up for the turn, as an (OPT) ability is
    (L-TXT-326, L-ACT-10, LR-26)."""
    if _ability(g, src, number).once:
        g.sides[ctl].used.append((opt_key(g, src), number))


def announce(g: Game, before: int | None) -> None:
    """The ``replace`` events of the step's replaced cards that come, in LR-23's order, before the ``before``-th
    card that leaves (all that are left, for None): each where the card's own leaving would have stood."""
    while g.announcing and (before is None or g.announcing[0][0] <= before):
        _, src, number, cid, waiting = g.announcing.pop(0)
        _announce(g, src, number, cid, waiting)


def replace_effects(g: Game, src: str, number: int, cid: str, ctl: int, paths: Sequence[tuple[int, ...]],
                    ctx: list[Any] | None = None) -> None:
    """A replacement's effects, once the effects of those of cards looked at before have happened: "it" names
    ``cid`` only now, since one filter's replacement may take the place of several cards' events (L-TXT-42)."""
    M.begin(g, src, number, [cid])
    g.push_effects(src, ctl, paths, ctx)


def in_order(g: Game, leaving: Sequence[str]) -> Iterator[str]:
    """The step's leaving cards, in order, each after the ``replace`` events of the replaced cards looked at before
    it (`announce`); the rest of those events once the last has gone."""
    for i, cid in enumerate(leaving):
        announce(g, i)
        yield cid
    announce(g, None)


def _start(g: Game, src: str, number: int, cid: str, ctl: int, waiting: list[list[Any]],
           paths: Sequence[tuple[int, ...]], ctx: list[Any] | None) -> None:
    """The replacement ``number`` of ``src`` takes the place of ``cid``'s event: reported, its effects next."""
    _announce(g, src, number, cid, waiting)
    replace_effects(g, src, number, cid, ctl, paths, ctx)  # (asked in a step of its own: no trigger of the step waits)


def _announce(g: Game, src: str, number: int, cid: str, waiting: list[list[Any]]) -> None:
    """The ``replace`` event of replacement ``number`` of ``src`` taking the place of ``cid``'s event."""
    rules = [R_REPLACE]
    chosen = _ability(g, src, number)
    if chosen.played_on:  # the creature the card was played on (L-TXT-349), not the cards a filter names
        rules.append(R_PLAYED_ON)
    if _watches_by_filter(chosen) or chosen.event is A.SelfEvent.DESTROYED_BY_ABILITY:
        rules.append(R_FILTER)
    if chosen.event is A.SelfEvent.DESTROYED_BY_BOOST:
        rules.append(R_BOOST)
    if chosen.against is not None:
        rules.append(R_AGAINST)
    if chosen.duration is not None and not chosen.played_on:
        rules.append(R_TURN)
    if optional(chosen) is not None:
        rules += [R_MAY, LR_MAY]
        if isinstance(optional(chosen), A.SendStacked):
            rules.append(R_STACKED)
    if len(waiting) > 1:
        rules.append(LR_WHICH)
        if any(_watches_by_filter(_ability(g, h, n)) for h, n, _ in waiting):
            rules.append(LR_FILTERS)
    g.emit("replace", rules, card=cid, by=src, ability=number)


def _watches_by_filter(ability: A.Replacement) -> bool:
    """Whether a replacement watches the cards its filter names (L-TXT-75), not the creature its card was played to
    save, whose filter only told which creature could be picked (L-TXT-349)."""
    return isinstance(ability.subject, A.Filtered) and not ability.played_on


def optional(ability: A.Replacement) -> A.Effect | None:
    """The effect of a replacement said with ``you may`` (L-TXT-95), or None."""
    if len(ability.effects) == 1 and isinstance(ability.effects[0], A.Optional):
        return ability.effects[0].effect
    return None


def _doable(g: Game, src: str, number: int, ctl: int, cid: str) -> bool:
    """Whether the replacement can be done in full for ``cid``: always, unless it says ``you may`` (L-TXT-95,
    LR-53). A sacrifice made to save ``cid`` never takes ``cid`` itself."""
    from . import _effects as E

    effect = optional(_ability(g, src, number))
    match effect:
        case None:
            return True
        case A.Discard(count, kinds=kinds):  # of its kinds, when it names them (L-TXT-303)
            hand = g.sides[ctl].hand
            return (len(hand) if kinds is None else sum(1 for c in hand if E.matches(g, c, kinds))) >= count
        case A.Sacrifice(A.Filtered() as which):
            low, _ = E.count_bounds(which.count)
            mine = [c for c in g.field_of(ctl) if c != cid and E.matches(g, c, which.kinds)
                    and not (which.another and c == src) and g.can_be_sacrificed(c)]
            return len(mine) >= low
        case A.Draw(count):
            return len(g.sides[ctl].deck) >= count
        case A.GainLife() | A.PayLife():  # a payment may take Land Life to 0 or below (L-TXT-163, LR-64)
            return True
        case A.SendToRuins(A.Ref(A.RefKind.UNDERNEATH)):  # L-TXT-293: a card underneath this Mutated Creature
            found = g.slot_of(src)
            if found is not None and g.cards[src].kind is not A.Kind.MUTATED:  # L-TXT-322: a card stacked under it
                return bool(found[2].stacked)
            return found is not None and found[2].beneath is not None
        case A.SendToRuins() | A.Destroy():  # this card: it must be on the field to go
            return g.on_field(src) and g.can_go_to_ruins(src, isinstance(effect, A.Destroy))
        case A.ReturnToHand() | A.PutInDeck():  # L-TXT-288, L-TXT-292: the card about to go, which is on the field
            return g.on_field(cid)  # as the question is asked
        case A.Mill(_, count):  # L-TXT-292: the top cards of the controller's own deck
            return len(g.sides[ctl].deck) >= count
        case A.SendStacked(count, host):  # as many cards as it names are stacked under the creature (L-TXT-135)
            low, _ = E.count_bounds(count)
            return len(E.stacked_pool(g, host, ctl, src)) >= low
    return False


def may_replace(g: Game, src: str, number: int, cid: str, ctl: int, redo: list[Any], yes: bool) -> None:
    """The answer to an optional replacement (L-TXT-95, LR-53): yes, and it still can be done in full, its
    effect takes the event's place; otherwise the event happens now, as it would have."""
    if yes and g.on_field(cid) and _doable(g, src, number, ctl, cid) and not used_up(g, src, number, ctl):
        _use_once(g, src, number, ctl)
        _start(g, src, number, cid, ctl, [[src, number, cid]], [(number, 0, 0)], ["saving", cid])
        return
    rest = redo[1:]  # redo[0] is how the card would have gone
    if not g.on_field(cid):
        return
    match rest:
        case ["destroy", cause, rules, battle, by]:
            # the battle's record as it was when the question was asked: who destroyed whom (L-TXT-279, L-TXT-166)
            g.battle_ctx = battle
            try:
                moved = g.destroy([cid], cause, rules, by)
            finally:
                g.battle_ctx = None
            if battle is not None and moved:
                from ._battle import after_destroyed

                after_destroyed(g, cid, *battle)
        case ["send", cause, rules]:
            g.send_to_ruins([cid], cause, rules)
        case ["return", to, rules]:
            g.return_to_hand([cid], to, rules)
        case ["deck", top, rules]:
            g.put_in_deck([cid], top, rules)
        case _:
            raise AssertionError(f"no way to redo {redo!r}")
    # Declined, the replacement did not apply to this card (LR-44 counts only those that did).
    if [src, number, cid] in g.replaced:
        g.replaced.remove([src, number, cid])


def _ability(g: Game, src: str, number: int) -> A.Replacement:
    return next(a for n, a in g.infos[src].replacements if n == number)


def _candidates(g: Game, cid: str, events: tuple[A.SelfEvent, ...]) -> list[tuple[str, int, int]]:
    """(card holding it, ability number, its controller) of each replacement watching ``cid`` for ``events``."""
    found = g.slot_of(cid)
    out: list[tuple[str, int, int]] = []
    holders: list[tuple[str, type]] = [(cid, A.ThisCard)]
    if found is not None and found[2].attachment is not None:
        holders.append((found[2].attachment, A.AttachedCreature))
    for holder, subject in holders:
        ctl = g.controller(holder)
        if ctl is None:
            continue
        for number, ability in g.infos[holder].replacements:
            if isinstance(ability.subject, subject) and ability.event in events and g.ability_works(holder, number):
                if [holder, number, cid] not in g.replaced and _against_fits(g, ability, cid, holder, ctl) \
                        and not used_up(g, holder, number, ctl):
                    out.append((holder, number, ctl))
    side = g.controller(cid)
    if side is None:
        return out
    # Then a filter's, of any card on the field that names this one: the turn player's cards first, each
    # side in its order on the field (L-TXT-75, LR-52).
    for ctl in (g.tp, 1 - g.tp):
        for holder in g.field_of(ctl):
            for number, ability in g.infos[holder].replacements:
                if _names(g, ability, events, side, ctl, cid, holder) and g.ability_works(holder, number) \
                        and [holder, number, cid] not in g.replaced and _against_fits(g, ability, cid, holder, ctl) \
                        and not used_up(g, holder, number, ctl):
                    out.append((holder, number, ctl))
    # Last, the Boosts' that watch for the rest of the turn, in the order they were made (L-TXT-76).
    for entry in g.lasting:
        if entry[0] == "replace" and not _other_kind(g, entry[1], entry[2]):
            holder, number, ctl = entry[1], entry[2], entry[4]
            ability = _ability(g, holder, number)
            # L-TXT-349: only the creature its card was played on, wherever it now is on the field
            watches = (entry[6] == cid and ability.event in events) if ability.played_on else \
                _names(g, ability, events, side, ctl, cid, holder)
            if watches and [holder, number, cid] not in g.replaced and _against_fits(g, ability, cid, holder, ctl):
                out.append((holder, number, ctl))
    return out


def _against_fits(g: Game, ability: A.Replacement, cid: str, holder: str, ctl: int) -> bool:
    """Whether the battle destroying ``cid`` is with a creature a replacement's ``with`` filter names (L-TXT-297),
    read as the battle is decided; True for a replacement without one."""
    against = ability.against
    if against is None:
        return True
    from . import _effects as E

    fight = g.battle_ctx
    if fight is None or cid not in (fight[0], fight[1]):
        return False
    other = fight[1] if cid == fight[0] else fight[0]
    return g.on_field(other) and other in E.candidates(g, against, ctl, holder)


def _names(
    g: Game, ability: A.Replacement, events: tuple[A.SelfEvent, ...], side: int, ctl: int, cid: str, holder: str
) -> bool:
    """Whether ``ability``, a replacement of ``holder`` controlled by ``ctl``, watches ``cid`` (on ``side``) by a
    filter for one of ``events`` (L-TXT-75)."""
    from . import _effects as E

    which = ability.subject
    if not isinstance(which, A.Filtered) or ability.event not in events:
        return False
    if side not in E.sides_of(g, which.location, ctl, "both") or (which.another and holder == cid):
        return False
    return E.matches(g, cid, which.kinds) and (not which.recent or g.played_turn.get(cid) == g.turn)


def watch_this_turn(g: Game, cid: str, player: int, saved: str | None = None) -> None:
    """The Boost ``cid``'s replacements said for this turn begin to watch, for ``player`` (L-TXT-76, L-TXT-306);
    one said after `Play this card only when ... would be destroyed` watches ``saved`` alone, the creature the card
    was played on (L-TXT-349)."""
    for number, ability in g.infos[cid].replacements:
        if ability.played_on:
            if saved is not None and g.on_field(saved):  # a creature gone meanwhile is not watched (L-TXT-349)
                g.lasting.append(["replace", cid, number, "turn", player, cid, saved])
        elif ability.duration is not None:
            g.lasting.append(["replace", cid, number, "turn", player, cid, None])
    info = g.infos[cid]
    for_turn: tuple[tuple[int, A.AttackLoss | A.LifeReplacement], ...] = (*info.attack_losses, *info.life_replacements)
    for number, change in for_turn:
        if change.this_turn:  # L-TXT-306, L-TXT-358
            g.lasting.append(["replace", cid, number, "turn", player, cid, None])


def _other_kind(g: Game, src: str, number: int) -> bool:
    """Whether ability ``number`` of ``src`` replaces no card's leaving but a direct attack's loss (L-TXT-306) or a
    gain of Land Life (L-TXT-358)."""
    info = g.infos[src]
    return any(n == number for n, _ in info.attack_losses) or any(n == number for n, _ in info.life_replacements)


def attack_loss(g: Game, player: int, attacker: str, amount: int) -> int:
    """The Land Life a direct attack by ``attacker`` takes from ``player`` (L-TXT-306, L-TXT-330): changed by the
    first replacement that watches it, those of the player's cards on the field in their order first, then those
    Boosts made for the turn in the order they resolved, then the same two of the attacking side, which watch the
    opponent's Land Life; ``amount`` when none does."""
    from . import _effects as E

    found: list[tuple[int, str, int, A.AttackLoss]] = []
    for side, victim in ((player, A.Player.YOU), (1 - player, A.Player.YOUR_OPPONENT)):
        found += [(side, src, n, a) for src in g.field_of(side) for n, a in g.infos[src].attack_losses
                  if a.victim is victim and not a.this_turn and g.ability_works(src, n)]
        found += [(side, e[1], e[2], a) for e in g.lasting if e[0] == "replace" and e[4] == side
                  for n, a in g.infos[e[1]].attack_losses if n == e[2] and a.victim is victim]
    for side, src, number, change in found:
        if change.at_least is not None and amount < change.at_least:
            continue
        who = change.attacker
        if who is None or (attacker == src if isinstance(who, A.ThisCard)
                           else attacker in E.candidates(g, who, side, src)):
            new = (change.fixed if change.fixed is not None else 2 * amount if change.doubled
                   else amount // 2 if change.rounding is A.Rounding.DOWN else (amount + 1) // 2)
            plain = change.rounding is not None and change.at_least is None and change.victim is A.Player.YOU
            g.emit("replace", [R_HALVED_LOSS] if plain else [R_HALVED_LOSS, R_CHANGED_LOSS], player=PLAYERS[player],
                   loss=amount, by=src, ability=number)
            return new
    return amount


def follows_to_hand(g: Game, cid: str, cause: str, att_ctl: int | None, pos: int | None, by_battle: bool = False) -> bool:
    """Whether ``cid``, going to the Ruins with a creature that left the field, goes to a hand instead (L-TXT-63).

    The card underneath a Mutated Creature looks at the abilities of the creature it was under; an
    Attachment at its own. The first that works moves the card, reported as a ``return``; the
    Attachment has left the field all the same, and its leaving triggers still see it (LR-51).
    """
    ctl: int | None
    if cause == "beneath":
        holder = next((p for p, b in g.was_beneath.items() if b == cid and p in g.left), None)
        if holder is None or not g.infos[holder].follow_replacements:
            return False
        ctl, attached = g.left[holder][0], False
    elif cause == "detached" and g.infos[cid].follow_replacements:
        holder, ctl, attached = cid, att_ctl, True
    else:
        return False
    if ctl is None:
        return False
    for number, ability in g.infos[holder].follow_replacements:
        # An Attachment's: with its creature whatever way it leaves (L-TXT-63), or destroyed by battle (L-TXT-232).
        battle_only = isinstance(ability.trigger, A.AttachedTrigger)
        if (ability.trigger is None or battle_only) == attached and (by_battle or not battle_only) \
                and g.gated_ok(holder, number):
            owner = g.owner[cid]
            if isinstance(ability.moved, A.SummonMoved):
                # L-TXT-231: the card underneath is summoned in the Ruins' place (LR-108); with "you may", set aside
                # first while its player answers (L-TXT-198, LR-95).
                if ability.optional:
                    g.aside.append(cid)
                    g.emit("aside", [R_SUMMON_UNDER, R_FOLLOW_MAY, LR_FOLLOW_MAY], card=cid, owner=PLAYERS[owner])
                    if g.replace_mark is None:
                        g.replace_mark = len(g.tasks)
                    g.push("summon_may", holder, cid, ctl, None)
                else:
                    summon_underneath(g, cid, ctl, False)
                return True
            moved = ability.moved
            assert isinstance(moved, (A.ReturnToHand, A.PutInDeck))  # (the reader refuses a stack here)
            # A hand's owner, or L-TXT-373's "top" or "bottom" of the card owner's deck.
            hand: int | str = ("top" if moved.top else "bottom") if isinstance(moved, A.PutInDeck) \
                else owner if moved.hand is A.HandOwner.OWNERS else ctl
            battle_rules = [R_BATTLE_FOLLOW, LR_BATTLE_FOLLOW] if battle_only else []
            if ability.optional:
                # L-TXT-198, LR-95: set aside, in no zone, until its player answers; the question comes before
                # anything the step set off.
                g.aside.append(cid)
                g.emit("aside", [*battle_rules, R_FOLLOW_MAY, LR_FOLLOW_MAY], card=cid, owner=PLAYERS[owner])
                if g.replace_mark is None:
                    g.replace_mark = len(g.tasks)
                if battle_only:
                    g.push("follow_battle_may", holder, cid, ctl, hand, pos, None)
                else:
                    g.push("follow_may", holder, cid, ctl, hand, cause, pos if attached else None, None)
            else:
                _follow_to(g, cid, hand, [R_FOLLOW, *battle_rules])
            if attached and pos is not None:  # it leaves the field as it goes (L-ATT-5), but never to the Ruins
                g.left[cid] = (ctl, pos)
                g.lasting = [e for e in g.lasting if e[1] != cid]
                g.forget_uses(cid)
                g.self_triggers(cid, A.SelfEvent.LEAVES_FIELD, (ctl, pos))
            return True
    return False


def _follow_to(g: Game, cid: str, hand: int | str, rules: list[str]) -> None:
    """A card that went with its creature, in the Ruins' place: to ``hand``'s hand (L-TXT-63), or for "top" or
    "bottom" on its owner's deck (L-TXT-373)."""
    owner = g.owner[cid]
    if isinstance(hand, str):
        _to_hand_or_deck(g, cid, hand, owner)
        g.emit("to_deck", [*rules, R_FOLLOW_DECK], card=cid, owner=PLAYERS[owner], where=hand)
    else:
        g.sides[hand].hand.append(cid)
        g.emit("return", rules, card=cid, owner=PLAYERS[owner], to=PLAYERS[hand])


def follow_answered(g: Game, cid: str, ctl: int, hand: int | str, cause: str, pos: int | None, yes: bool,
                    also: str | None = None) -> None:
    """The answer to L-TXT-198's question (LR-95): yes, the card set aside goes to the hand named; no, to its
    owner's Ruins, as it would have gone with its creature (an Attachment's own abilities then see it sent).
    ``also``: L-TXT-232, cited with LR-109 on the move of an Attachment whose creature was destroyed by battle."""
    g.aside.remove(cid)
    owner = g.owner[cid]
    if yes:
        more = [] if also is None else [also, LR_BATTLE_FOLLOW]
        _follow_to(g, cid, hand, [R_FOLLOW, *more, R_FOLLOW_MAY, LR_FOLLOW_MAY])
        g.changed(False)
        return
    g.sides[owner].ruins.append(cid)
    going = "L-ATT-5" if cause == "detached" else "L-MUT-4"
    g.emit("to_ruins", [going, R_FOLLOW_MAY, LR_FOLLOW_MAY], card=cid, owner=PLAYERS[owner], cause=cause)
    g.changed(False)
    if pos is not None:
        g.self_triggers(cid, A.SelfEvent.SENT_TO_RUINS, (ctl, pos))


def summon_underneath(g: Game, cid: str, ctl: int, asked: bool) -> None:
    """The card underneath a Mutated Creature that left the field, summoned for ``ctl`` in the Ruins' place
    (L-TXT-231, LR-108): to their first free Creature Zone, with no price (LR-68). One that is no Creature card,
    finds no free zone, or would be one Large creature too many goes to its owner's Ruins as it would have."""
    owner = g.owner[cid]
    side = g.sides[ctl]
    asking = [R_FOLLOW_MAY, LR_FOLLOW_MAY] if asked else []
    free = next((z for z, s in enumerate(side.zones) if s is None), None)
    if g.cards[cid].kind is not A.Kind.CREATURE or free is None or Z.large_limit_reached(g, ctl, cid):
        g.sides[owner].ruins.append(cid)
        g.emit("to_ruins", ["L-MUT-4", R_SUMMON_UNDER, LR_SUMMON_UNDER, *asking], card=cid, owner=PLAYERS[owner],
               cause="beneath")
        g.changed(False)
        return
    side.zones[free] = Slot(cid)
    g.played_turn[cid] = g.turn
    g.changed()
    g.emit("summon", [R_SUMMON_UNDER, LR_SUMMON_UNDER, "LR-68", *asking], player=PLAYERS[ctl], card=cid,
           zone=free + 1)
    g.self_triggers(cid, A.SelfEvent.SUMMONED, g.where(cid))
    g.notice_summoned(cid)


def battle_elsewhere(g: Game, cids: Sequence[str]) -> dict[str, tuple[str, int, str | None, int, str]]:
    """Where each creature of ``cids`` that the battle under way destroys goes in place of its owner's Ruins, when
    the other creature of the battle says so (L-TXT-166, LR-85): ``top`` or ``bottom`` of its owner's deck, or
    ``hand`` and whose; then, when the sentence says ``you may`` (L-TXT-311), the card with it and the player who
    answers, else None and that player. Read before any of them leaves the field, as the creatures stood in the
    battle; last, for ``stack`` (L-TXT-319), the creature it goes under, the other creature of the battle (one that
    the battle destroys too takes none: then the Ruins)."""
    out: dict[str, tuple[str, int, str | None, int, str]] = {}
    ctx = g.battle_ctx
    if ctx is None:
        return out
    for cid in cids:  # the battle's own destruction: its two creatures, both still on the field
        other = ctx[1] if cid == ctx[0] else ctx[0]
        found = g.slot_of(other)
        # The creature's own sentences first, then its Attachment's (L-TXT-302): the first that works (L-TXT-166).
        holders = [other] if found is None or found[2].attachment is None else [other, found[2].attachment]
        for holder in holders:
            ctl = g.controller(holder)
            if ctl is None or cid in out:
                continue
            for number, ability in g.infos[holder].battle_replacements:
                trigger = ability.trigger  # L-TXT-276: only a creature the filter names, as it stood in the battle
                if isinstance(trigger, A.BattleDestroys) and not stood_as(g, trigger.destroyed, cid, other, ctl, ctx[2],
                                                                          ctx[3]):
                    continue
                if g.ability_works(holder, number):
                    asks = holder if ability.optional else None
                    match ability.moved:
                        case A.PutInDeck(_, top):
                            out[cid] = ("top" if top else "bottom", g.owner[cid], asks, ctl, "")
                        case A.ReturnToHand(_, hand):
                            out[cid] = ("hand", g.owner[cid] if hand is A.HandOwner.OWNERS else ctl, asks, ctl, "")
                        case A.StackMoved() if other not in cids:  # L-TXT-319
                            out[cid] = ("stack", g.owner[cid], asks, ctl, other)
                    break
    return out


def put_elsewhere(g: Game, cid: str, place: tuple[str, int, str | None, int, str], rules: list[str]) -> None:
    """The destroyed creature ``cid``, off the field, goes to ``place`` instead of its owner's Ruins: reported as
    its ``destroy`` event, with where it went (L-TXT-166, LR-85). With ``you may`` (L-TXT-311) it is set aside
    instead, its ``destroy`` event's ``where`` is ``aside``, and the player is asked before anything the
    destruction set off (LR-95)."""
    where, player, holder, ctl, host = place
    if holder is not None:
        g.aside.append(cid)
        g.emit("destroy", [*rules, R_BATTLE_ELSEWHERE, R_BATTLE_MAY, LR_FOLLOW_MAY], card=cid,
               owner=PLAYERS[g.owner[cid]], cause="battle", where="aside")
        if g.replace_mark is None:
            g.replace_mark = len(g.tasks)
        snap = g.left[cid]  # where it stood, for its own triggers after a no (taken off with the rest at settling)
        g.push("battle_may", holder, cid, ctl, where, player, snap[0], snap[1], host, None)
        return
    if where == "stack":
        _stack_under(g, cid, host, [*rules, R_BATTLE_ELSEWHERE, R_BATTLE_STACK, LR_BATTLE_ELSEWHERE], answered=False)
        return
    _to_hand_or_deck(g, cid, where, player)
    rules = [*rules, R_BATTLE_ELSEWHERE, LR_BATTLE_ELSEWHERE]
    if where == "hand":
        g.emit("destroy", rules, card=cid, owner=PLAYERS[g.owner[cid]], cause="battle", where="hand",
               to=PLAYERS[player])
    else:
        g.emit("destroy", rules, card=cid, owner=PLAYERS[g.owner[cid]], cause="battle", where=where)


def _to_hand_or_deck(g: Game, cid: str, where: str, player: int) -> None:
    """L-TXT-166's places: ``player``'s hand (``hand``), or the top or bottom of ``player``'s deck."""
    if where == "hand":
        g.sides[player].hand.append(cid)
    else:
        deck = g.sides[player].deck
        deck.insert(0 if where == "top" else len(deck), cid)


def _stack_under(g: Game, cid: str, host: str, rules: list[str], answered: bool) -> None:
    """L-TXT-319: the destroyed creature ``cid`` stacked under ``host``, as it is destroyed or after its player's yes
    (``answered``, LR-95). The host is on the field: the battle did not destroy it (`battle_elsewhere`), and after a
    yes `battle_may_answered` has looked."""
    found = g.slot_of(host)
    assert found is not None, host
    found[2].stacked.append(cid)
    g.changed()  # its Strength may count the cards stacked under it (L-TXT-80)
    if not answered:
        g.emit("destroy", rules, card=cid, owner=PLAYERS[g.owner[cid]], cause="battle", where="stack", under=host)
    else:
        g.emit("stack", rules, player=PLAYERS[found[0]], card=host, cards=[cid], **{"from": "aside"})


def battle_may_answered(g: Game, cid: str, where: str, player: int, snap: tuple[int, int], yes: bool,
                        host: str = "") -> None:
    """The answer to L-TXT-311's question (LR-95): yes, the creature set aside goes where the sentence says; no, to
    its owner's Ruins after all, where what watches a card sent to the Ruins sees it then (LR-85's other side)."""
    g.aside.remove(cid)
    owner = g.owner[cid]
    rules = [R_BATTLE_ELSEWHERE, R_BATTLE_MAY, LR_FOLLOW_MAY]
    if yes and where == "stack" and g.slot_of(host) is None:
        yes = False  # L-TXT-319: the creature it would go under left the field before the answer (Strength 0)
    if yes and where == "stack":
        _stack_under(g, cid, host, [R_BATTLE_ELSEWHERE, R_BATTLE_STACK, R_BATTLE_MAY, LR_FOLLOW_MAY], answered=True)
        return
    if not yes:
        g.sides[owner].ruins.append(cid)
        g.emit("to_ruins", [R_DESTROY_GO, *rules], card=cid, owner=PLAYERS[owner], cause="battle")
        g.changed(False)
        if g.options["destroyed_is_sent"] == "yes":
            g.self_triggers(cid, A.SelfEvent.SENT_TO_RUINS, snap)
        return
    _to_hand_or_deck(g, cid, where, player)
    if where == "hand":
        g.emit("return", rules, card=cid, owner=PLAYERS[owner], to=PLAYERS[player])
    else:
        g.emit("to_deck", rules, card=cid, owner=PLAYERS[owner], where=where)
    g.changed(False)


def gain_replaced(g: Game, player: int, amount: int) -> bool:
    """Whether a life replacement takes the place of ``player``'s gain of ``amount`` Land Life (L-TXT-59, LR-50).

    The cards of the turn player are looked at first, then the other's, each side in its order on the field; the
    first replacement that watches this player takes the gain's place, and its effects happen next. A gain those
    effects make is not replaced again, so that replacements cannot send a gain round for ever.
    """
    if g.in_life_replacement:
        return False
    from ._effects import players_of

    # The cards on the field, then the Boosts' that watch for the rest of the turn, in the order they resolved (L-TXT-358).
    watching = [(src, ctl, number, ability, [R_LIFE]) for ctl in (g.tp, 1 - g.tp) for src in g.field_of(ctl)
                for number, ability in g.infos[src].life_replacements if g.ability_works(src, number)]
    watching += [(e[1], e[4], n, ability, [R_LIFE, R_TURN_LIFE]) for e in g.lasting if e[0] == "replace"
                 for n, ability in g.infos[e[1]].life_replacements if n == e[2]]
    for src, ctl, number, ability, rules in watching:
        if player in players_of(ability.player, ctl):
            g.emit("replace", rules, player=PLAYERS[player], gain=amount, by=src, ability=number)
            g.push_effects(src, ctl, [(number, i) for i in range(len(ability.effects))], ["life", amount, player])
            return True
    return False
