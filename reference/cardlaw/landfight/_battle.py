"""Attacks and battles (spec/landfight/08-battle.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, assert_never

from ..cardtext import ast as A
from . import _effects as E
from ._model import PLAYERS

if TYPE_CHECKING:
    from ._game import Game

R_BATTLE, R_DIRECT, LR_GONE = "L-BAT-3", "L-BAT-7", "LR-39"


def declare(g: Game, attacker: str, target: str) -> None:
    """The attack is declared (L-BAT-1); its triggers happen, then the battle moments (L-BAT-8)."""
    found = g.slot_of(attacker)
    assert found is not None
    found[2].attacks += 1
    g.attack = [attacker, target, g.tp]
    g.this_turn.append([g.tp, "attacked", attacker])  # what "attacked this turn" reads (L-TXT-110)
    g.changed(False)
    permission = g.rules.permission_for("attack", None, True, g.phase, "main") or "L-BAT-1"
    rules = [permission] + ([R_DIRECT] if target == "land" else [])
    g.emit("attack", rules, player=PLAYERS[g.tp], attacker=attacker, target=target)
    g.self_triggers(attacker, A.SelfEvent.ATTACKS, g.where(attacker))
    if target == "land":  # L-TXT-310: after those of any attack
        g.self_triggers(attacker, A.SelfEvent.ATTACKS_DIRECTLY, g.where(attacker))
    g.notice_attacks(attacker)
    if target != "land":
        g.self_triggers(target, A.SelfEvent.ATTACKED, g.where(target))
        _attacks_filtered(g, attacker, target, False)
    g.tasks.append(("battle_moment", 0))


def battle_moment(g: Game, who: int) -> None:
    """The defending player decides first, then the attacking player (L-ACT-3); none are left once the attack
    has been negated (L-TXT-304)."""
    if g.fresh_destroyed:  # first the moments after the destructions of the chain just resolved (L-TXT-344)
        g._open_aftermath(("battle_moment", who))
    elif g.attack is None:
        g.tasks.append(("main",))
    elif who == 0:
        g.moment(1 - g.tp, "battle", ("battle_moment", 1))
    else:
        g.moment(g.tp, "battle", ("decide_battle",))


def decide(g: Game) -> None:
    """Strength decides (L-BAT-3 to L-BAT-7); an attack whose creatures have gone ends (LR-39)."""
    assert g.attack is not None
    attacker, target, player = g.attack
    g.attack = None
    g.changed(False)
    g.cause = player
    g.tasks.append(("main",))
    found = g.slot_of(attacker)
    if found is None or found[0] != player:
        g.emit("attack_ends", [LR_GONE], attacker=attacker)
        return
    if target == "land":
        amount = max(0, g.strength(attacker))
        if amount and g.any_attack_loss:  # L-TXT-306: a card may halve what the attack takes
            from ._replace import attack_loss  # (it reads how creatures stood in battle here)

            amount = attack_loss(g, 1 - player, attacker, amount)
        if amount:
            g.change_life(1 - player, -amount, "attack", [R_DIRECT])
        return
    foe = g.slot_of(target)
    if foe is None or foe[0] != 1 - player:
        g.emit("attack_ends", [LR_GONE], attacker=attacker)
        return
    # still battling as their Strengths are compared and the losers destroyed (L-TXT-270, L-TXT-138)
    g.fight = [attacker, target]
    mine, theirs = g.strength(attacker), g.strength(target)
    comparison = "greater" if mine > theirs else "equal" if mine == theirs else "less"
    victims, rule = g.rules.battle[comparison]
    g.emit("battle", [R_BATTLE, rule], attacker=attacker, defender=target, attacker_strength=mine,
           defender_strength=theirs, comparison=comparison)
    g.battled.append([attacker, target])  # what "this card battled this turn" reads (L-TXT-190)
    doomed = [attacker if v == "attacker" else target for v in victims]
    # Both creatures battle (L-TXT-40), whatever happens to them.
    g.self_triggers(attacker, A.SelfEvent.BATTLES, g.where(attacker), target)
    g.self_triggers(target, A.SelfEvent.BATTLES, g.where(target), attacker)
    _attacks_filtered(g, attacker, target, True)
    _attacks_filtered(g, target, attacker, True)
    stood = {attacker: (player, mine), target: (1 - player, theirs)}  # sides and Strengths in the battle
    held = _held(g, (attacker, target))
    g.battle_ctx = [attacker, target, {c: list(v) for c, v in stood.items()}, held]
    try:
        destroyed = g.destroy(doomed, "battle", [rule])
    finally:
        g.battle_ctx = None
        g.fight = None
    for cid in destroyed:
        after_destroyed(g, cid, attacker, target, stood, held)


def after_destroyed(g: Game, cid: str, attacker: str, target: str, stood: Mapping[str, Sequence[int]],
                    held: dict[str, str]) -> None:
    """The triggers of a creature destroyed in battle (L-TXT-40, L-TXT-56); also when the destruction waited on
    a declined optional replacement (L-TXT-95)."""
    other = target if cid == attacker else attacker
    g.self_triggers(cid, A.SelfEvent.DESTROYED_IN_BATTLE, g.left.get(cid), other)
    g.self_triggers(other, A.SelfEvent.DESTROYS_IN_BATTLE, g.where(other) or g.left.get(other), cid)
    _destroys_filtered(g, other, cid, stood, held)


def _held(g: Game, creatures: tuple[str, str]) -> dict[str, str]:
    """The Attachment of each creature of the battle, and the creature it is attached to (L-TXT-66)."""
    held = {}
    for cid in creatures:
        found = g.slot_of(cid)
        if found is not None and found[2].attachment is not None:
            held[found[2].attachment] = cid
    return held


def _destroys_filtered(g: Game, destroyer: str, destroyed: str, stood: Mapping[str, Sequence[int]],
                       held: dict[str, str]) -> None:
    """"When this card (<filter>) destroys <filter> in battle" (L-TXT-56): both creatures judged as they stood in
    the battle, their sides and Strengths; "the creature it battled" and "it" acted on name the creature
    destroyed, a subject "it" the destroyer (LR-76). "When this card is destroyed in battle by <filter>"
    (L-TXT-222) reads as L-TXT-40's trigger without a filter: "it" this card, "the creature it battled" the
    destroyer."""
    for src, ctl, pos in g.watchers_with("on_destroys"):  # `watchers`, less the cards with no such trigger
        for number, trigger in g.infos[src].on_destroys:
            if _stood_as(g, trigger.destroyer, destroyer, src, ctl, stood, held) and \
                    _stood_as(g, trigger.destroyed, destroyed, src, ctl, stood, held) and g.gated_ok(src, number):
                if isinstance(trigger.destroyed, A.ThisCard):
                    g.notice(src, ctl, pos, number, {"it": destroyed, "battled": destroyer})
                else:
                    g.notice(src, ctl, pos, number, {"it": destroyed, "battled": destroyed, "own": destroyer})


def _stood_as(
    g: Game, which: A.ThisCard | A.Filtered | A.AttachedCreature, cid: str, src: str, ctl: int,
    stood: Mapping[str, Sequence[int]], held: dict[str, str]
) -> bool:
    if isinstance(which, A.ThisCard):
        return cid == src
    if isinstance(which, A.AttachedCreature):  # L-TXT-66: the creature the Attachment was on in the battle
        return held.get(src) == cid
    side, strength = stood[cid]
    if side not in E.sides_of(g, which.location, ctl, "both") or (which.another and cid == src):
        return False
    if not E.matches(g, cid, which.kinds) or (which.recent and g.played_turn.get(cid) != g.turn):
        return False
    match which.strength:
        case None:
            return True
        case A.StrengthBound(amount, bound):
            return strength <= amount if bound is A.Bound.OR_LESS else strength >= amount
        case A.StrengthThan(bound, attached=True):  # L-TXT-223: the attached creature, as the battle compared it
            held_by = held.get(src)
            own = stood[held_by][1] if held_by is not None else E.equipped_strength(g, src, False)
            return own is not None and E.compare_than(strength, own, bound, False)
        case A.StrengthThan(bound, underneath=True, or_equal=or_equal):  # the card underneath, as printed (LR-60)
            own = E.under_strength(g, src)
            return own is not None and E.compare_than(strength, own, bound, or_equal)
        case A.StrengthThan(bound):
            own = stood[src][1] if src in stood else E.own_strength(g, src, False)
            return own is not None and (strength < own if bound is A.Bound.OR_LESS else strength > own)
        case _:
            assert_never(which.strength)


def _attacks_filtered(g: Game, cid: str, other: str, battles: bool) -> None:
    """"When this creature attacks (battles) <filter>": only when the other creature is one the filter
    names (L-TXT-40); "it" acted on is the other creature, as is "the creature it battled" after a battle, and
    "it" as a subject this creature (LR-76)."""
    place = g.where(cid)
    if place is None or not g.infos[cid].on_attack:
        return
    for number, trigger in g.infos[cid].on_attack:
        if trigger.battles is battles and other in E.candidates(g, trigger.which, place[0], cid) \
                and g.gated_ok(cid, number):
            g.notice(cid, place[0], place[1], number, {"it": other, "battled": other if battles else None, "own": cid})
