"""References back (L-TXT-39): what "it", "them", "that card" and "this way" name while an ability resolves.

Each ability that is resolving keeps, under ``Game.memory["card/ability"]``, the cards its
latest effect named (``named``) and the other creature of the battle that set it off
(``battled``). A trigger starts with the card its event is about; an activation starts
with nothing. The memory is part of the saved state, so a game read back mid-ability
refers to the same cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, assert_never

from ..cardtext import ast as A

if TYPE_CHECKING:
    from ._game import Game


def _key(src: str, number: int) -> str:
    return f"{src}/{number}"


def begin(
    g: Game, src: str, number: int, named: Sequence[str] = (), battled: str | None = None, own: str | None = None,
    activation: int | None = None,
) -> None:
    """Ability ``number`` of ``src`` starts resolving: what its words can refer to so far. ``own``: the trigger's
    own creature where the trigger names two, which a subject "it" names until an effect names cards (LR-76).
    ``activation``: the serial of the activation that set the trigger off, which "that activation" names
    (L-TXT-156)."""
    entry: dict[str, Any] = {"named": list(named), "battled": battled}
    if own is not None:
        entry["own"] = own
    if activation is not None:
        entry["activation"] = activation
    g.memory[_key(src, number)] = entry


def forget(g: Game, src: str) -> None:
    """Every ability of ``src`` starts afresh (its activation or playing resolves)."""
    # Every key is `_key` of one of the card's ability numbers: a few look-ups, where the memory of the
    # whole game would be read through at every resolution.
    memory = g.memory
    if memory:
        for number in range(1, len(g.cards[src].tree.abilities) + 1):
            memory.pop(f"{src}/{number}", None)
        memory.pop(f"{src}/paid", None)


def remember(g: Game, task: tuple[Any, ...], cids: Sequence[str]) -> None:
    """The effect of ``task`` named ``cids``: a later "it" or "this way" of its ability means them."""
    _, src, _, path, _, _ = task
    entry = g.memory.setdefault(_key(src, path[0]), {"named": [], "battled": None})
    entry["named"] = list(cids)
    entry.pop("moved", None)
    entry.pop("own", None)  # from now on "it" names what this effect named, as subject or not (LR-76)
    if "done" in entry:  # the effect a "you may" let happen named nothing: it was not done (L-TXT-73)
        entry["done"] = bool(cids)


def negated(g: Game, task: tuple[Any, ...], cids: Sequence[str]) -> None:
    """The cards whose playing the effect of ``task`` negated: a later "put that card ..." moves them
    from where the negation put them (L-TXT-90)."""
    _, src, _, path, _, _ = task
    g.memory.setdefault(_key(src, path[0]), {"named": [], "battled": None})["negated"] = list(cids)


def negated_cards(g: Game, task: tuple[Any, ...]) -> list[str]:
    _, src, _, path, _, _ = task
    entry = g.memory.get(_key(src, path[0]))
    return [] if entry is None else list(entry.get("negated", ()))


def did(g: Game, task: tuple[Any, ...], done: bool) -> None:
    """Whether the effect of ``task`` was done: what a later "If you do" of its ability asks (L-TXT-73)."""
    _, src, _, path, _, _ = task
    g.memory.setdefault(_key(src, path[0]), {"named": [], "battled": None})["done"] = done


def done(g: Game, task: tuple[Any, ...]) -> bool:
    _, src, _, path, _, _ = task
    entry = g.memory.get(_key(src, path[0]))
    return entry is not None and bool(entry.get("done"))


def moved(g: Game, task: tuple[Any, ...], cids: Sequence[str]) -> None:
    """Of the cards the effect of ``task`` named, those it moved: what "this way" counts (L-TXT-39)."""
    _, src, _, path, _, _ = task
    entry = g.memory.setdefault(_key(src, path[0]), {"named": [], "battled": None})
    entry["moved"] = list(cids)


def this_way(g: Game, task: tuple[Any, ...], kinds: A.Kinds) -> int:
    """How many cards ``for each card sent this way`` counts: those moved (or else named) that fit ``kinds``."""
    from ._effects import matches  # the filters' reading, as everywhere (imported here: _effects imports this)

    _, src, _, path, _, _ = task
    entry = g.memory.get(_key(src, path[0]))
    if entry is None:
        return 0
    return sum(1 for cid in (entry["moved"] if "moved" in entry else entry["named"]) if matches(g, cid, kinds))


def activation(g: Game, task: tuple[Any, ...]) -> int | None:
    """The serial of the activation whose making set off the trigger of ``task`` (L-TXT-156), if any."""
    _, src, _, path, _, _ = task
    entry = g.memory.get(_key(src, path[0]))
    return None if entry is None else entry.get("activation")


def named(g: Game, task: tuple[Any, ...]) -> list[str]:
    _, src, _, path, _, _ = task
    entry = g.memory.get(_key(src, path[0]))
    return [] if entry is None else list(entry["named"])


def refer(g: Game, task: tuple[Any, ...], kind: A.RefKind, subject: bool = False) -> list[str]:
    """The cards a reference back names now (L-TXT-39); wherever they are, the effect decides what it can do.
    ``subject``: the reference is the subject of its effect ("it gains ..."), where LR-76 reads "it" as the
    trigger's own creature after a trigger that names two."""
    _, src, _, path, _, _ = task
    match kind:
        case A.RefKind.IT if subject:
            entry = g.memory.get(_key(src, path[0]))
            if entry is not None and "own" in entry:
                return [entry["own"]]
            return named(g, task)
        case A.RefKind.IT | A.RefKind.THEM | A.RefKind.THAT:
            return named(g, task)
        case A.RefKind.BATTLED:
            entry = g.memory.get(_key(src, path[0]))
            other = None if entry is None else entry["battled"]
            return [] if other is None else [other]
        case A.RefKind.BATTLED_TURN:
            return battled_this_turn(g, src)
        case A.RefKind.UNDERNEATH:
            found = g.slot_of(src)
            beneath = found[2].beneath if found is not None else g.was_beneath.get(src)
            return [] if beneath is None else [beneath]
        case _:
            assert_never(kind)


def battled_this_turn(g: Game, src: str) -> list[str]:
    """The creatures ``src`` battled this turn that are still on the field, in the order of the battles (L-TXT-190):
    each of them, or under LR-94's option ``battled_this_turn=last`` the one of its latest battle, if still there."""
    others = [b if a == src else a for a, b in g.battled if src in (a, b)]
    if g.options["battled_this_turn"] == "last":
        others = others[-1:]
    return list(dict.fromkeys(c for c in others if c != "gone"))


def keep_paid(g: Game, src: str, paid: dict[str, list[str]]) -> None:
    """The cards the costs of ``src``'s resolving activated ability sacrificed and discarded (L-TXT-329), kept until
    the card's next resolution (`forget`), one at a time as abilities of a card resolve."""
    g.memory[f"{src}/paid"] = {word: list(cards) for word, cards in paid.items()}


def paid_card(g: Game, src: str, word: str) -> str | None:
    """The one card the cost of ``src``'s resolving ability ``word`` ("sacrificed", "discarded"), if any (L-TXT-329)."""
    cards = g.memory.get(f"{src}/paid", {}).get(word, [])
    return cards[0] if len(cards) == 1 else None
