"""Landfight card files and deck files: read, validate, parse every card text.

A card file (``cards/schema/cards.schema.json``) lists one set; a deck file
(``cards/schema/deck.schema.json``) names cards of a set by number. Loading is
strict: the first fault raises `DataError` (naming the JSON path, such as
``cards[12].badge``) or `SourceError` (naming the file and the card, such as
``LF1.json:LF1-013``). `inspect_card_file` is the lenient reading behind
``cardlaw cards check``: it still refuses a malformed file, but reports every
card's text on its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from ..cardtext import ast as A
from ..cardtext import (
    is_attach_sentence,
    is_lasting,
    parse_card_text,
    parse_creature_type,
    parse_kind,
    print_card_text,
    print_creature_type,
)
from ..cardtext._build import asks_underneath
from ..cardtext._meaning import node_fields
from ..cardtext._types import TypeWords, declare_types, default_types
from ..errors import CardlawError, DataError, SourceError, did_you_mean
from . import _card_cache
from ._schema import read_json, validate

CARDS_FORMAT = "cardlaw-landfight-cards/1"
DECK_FORMAT = "cardlaw-landfight-deck/1"
REFERENCE_SET = "LF1"

_NUMBER = re.compile(r"^(?P<set>[A-Z][A-Z0-9]{1,5})-(?P<digits>[0-9]{3})$")
_CREATURE_KINDS = frozenset({A.Kind.CREATURE, A.Kind.MUTATED})
# Kinds whose sentences are static abilities (spec/landfight/cardtext.md, "Sentences").
_STATIC_KINDS = frozenset({A.Kind.CREATURE, A.Kind.MUTATED, A.Kind.LAND, A.Kind.ATTACHMENT})
# Boosts that are played and resolve, and are never on the field for card abilities (Rule 3).
_ONE_SHOT_KINDS = frozenset({A.Kind.BOOST, A.Kind.INTERRUPT})
# L-TXT-289: a card's name in quotes, straight or curly, as the reader reads it
QUOTED_NAME = re.compile(r'["“]([^"“”\n]{1,60})["”]')
# "When this card is attached", an Attachment's playing (Other spellings), as the reader accepts it
_ATTACHED_WORDS = re.compile(r"\b(?:when|whenever)\s+(?:this\s+(?:card|creature)\s+is\s+attached|you\s+attach\s+this)\b", re.I)
_THIS_ATTACHMENT = re.compile(r"\bthis\s+attachment\b", re.IGNORECASE)  # "this card", on an Attachment only
# L-TXT-287's opening words, as the reader accepts them (any case, any spacing)
_ON_FIELD_WORDS = re.compile(r"(?:while|as\s+long\s+as)\s+this\s+(?:card|creature)\s+is\s+on\s+the\s+field\b", re.I)
_BADGES: dict[A.Kind, frozenset[str | None]] = {
    A.Kind.CREATURE: frozenset({"S", "M", "L"}),
    A.Kind.MUTATED: frozenset({None}),
    A.Kind.LAND: frozenset({"L"}),
    A.Kind.BOOST: frozenset({"B"}),
    A.Kind.INTERRUPT: frozenset({"B"}),
    A.Kind.CONTINUOUS: frozenset({"B"}),
    A.Kind.ATTACHMENT: frozenset({"A"}),
}
_SIZES = {"S": A.Size.SMALL, "M": A.Size.MEDIUM, "L": A.Size.LARGE}


def badge_fits(kind: str, badge: str | None) -> bool:
    """Whether a badge fits a kind line such as 'Boost - Interrupt' (L-CRD-2)."""
    found = next((k for k in _BADGES if k.value == kind), None)
    return found is not None and badge in _BADGES[found]
RARITIES = ("common", "rare", "full-art", "chromatic-rare", "red-rare")


# -- the card ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LandfightCard:
    """One printed card: its number, name, kind line, badge, type line, Strength, rarity and parsed text."""

    number: str
    name: str
    kind: A.Kind
    badge: str | None  # S/M/L for a creature, None for a mutated creature, L, B or A otherwise
    creature_type: A.CreatureType | None
    strength: int | None
    rarity: str
    text: str
    tree: A.CardText

    @property
    def is_creature(self) -> bool:
        """A creature or a mutated creature: it has a type and Strength."""
        return self.kind in _CREATURE_KINDS

    @property
    def size(self) -> A.Size | None:
        """Small, Medium or Large for a plain creature; None for anything else (a mutated creature has no size)."""
        return _SIZES.get(self.badge or "") if self.kind is A.Kind.CREATURE else None

    @property
    def type_line(self) -> str | None:
        """The creature type as printed in canonical form, such as ``Dark - Zombie``."""
        return None if self.creature_type is None else print_creature_type(self.creature_type)


@dataclass(frozen=True, slots=True)
class CardSet:
    """A loaded card file: the set code, its title and its cards in file order."""

    code: str
    title: str
    cards: tuple[LandfightCard, ...]
    source: str = field(default="", compare=False)
    # The main types and subtypes the set declares; its texts were read with them.
    types: TypeWords = field(default_factory=default_types)
    _by_number: dict[str, LandfightCard] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_number", {card.number: card for card in self.cards})

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[LandfightCard]:
        return iter(self.cards)

    def __contains__(self, number: object) -> bool:
        return number in self._by_number

    @property
    def numbers(self) -> tuple[str, ...]:
        return tuple(card.number for card in self.cards)

    def card(self, number: str) -> LandfightCard:
        """The card with this number; `CardlawError` (with a did-you-mean) for an unknown number."""
        try:
            return self._by_number[number]
        except KeyError:
            raise CardlawError(f"{self.source or self.code}: no card numbered {number!r}{self._hint(number)}") from None

    def get(self, number: str) -> LandfightCard | None:
        return self._by_number.get(number)

    def named(self, name: str) -> tuple[LandfightCard, ...]:
        """Every card with this name, compared without case (reprints share a name)."""
        folded = name.casefold()
        return tuple(card for card in self.cards if card.name.casefold() == folded)

    def _hint(self, number: str) -> str:
        guess = did_you_mean(number, self._by_number)
        if guess is None:
            by_name = [card for card in self.cards if card.name.casefold() == number.casefold()]
            if by_name:
                return f"; {number!r} is the name of {by_name[0].number}"
            name = did_you_mean(number, (card.name for card in self.cards))
            if name is not None:
                return f"; did you mean {self.named(name)[0].number} ({name})?"
            return ""
        return f"; did you mean {guess!r} ({self._by_number[guess].name})?"


# -- decks -----------------------------------------------------------------------------


class DeckEntry(NamedTuple):
    card: LandfightCard
    count: int  # type: ignore[assignment]  # the field hides tuple.count(), which nothing calls


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck file read against a card set: the main deck and the side deck as (card, count) entries."""

    name: str
    entries: tuple[DeckEntry, ...]
    side: tuple[DeckEntry, ...] = ()
    description: str = ""
    source: str = field(default="", compare=False)

    @property
    def size(self) -> int:
        return sum(n for _, n in self.entries)

    @property
    def side_size(self) -> int:
        return sum(n for _, n in self.side)

    def cards(self) -> Iterator[LandfightCard]:
        """Every card of the main deck, each copy once."""
        for card, count in self.entries:
            for _ in range(count):
                yield card


# -- reading card files ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardCheck:
    """How one entry of a card file fared: parsed, round-tripped, canonical, or what went wrong."""

    index: int
    number: str
    name: str
    card: LandfightCard | None
    round_trips: bool
    canonical: bool
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return self.card is not None and self.round_trips and not self.problems


@dataclass(frozen=True, slots=True)
class CardFileReport:
    source: str
    code: str
    title: str
    checks: tuple[CardCheck, ...]

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)


def _schema_dir() -> Path:
    from .._paths import data_dir

    return data_dir("cards") / "schema"


def _read_card_file(path: str | Path) -> tuple[dict[str, Any], str, TypeWords]:
    source = str(path)
    data = read_json(path)
    if isinstance(data, dict) and data.get("format") == DECK_FORMAT:
        raise DataError(source, "format", f"this is a deck file ({DECK_FORMAT!r}), not a card file; "
                                          "give a card file such as cards/LF1.json here")
    validate(data, _schema_dir() / "cards.schema.json", source)
    types = declare_types(data["types"], source=source) if "types" in data else default_types()
    return data, source, types


def _build_card(entry: dict[str, Any], index: int, source: str, code: str, types: TypeWords) -> LandfightCard:
    """One card entry that passed the schema; raises `DataError` or `SourceError` at the first fault."""
    where = f"cards[{index}]"
    number = entry["number"]
    match = _NUMBER.match(number)
    if match is None:  # the schema refuses such a number first
        raise DataError(source, f"{where}.number", f"{number!r} is not a card number such as {code}-001")
    if match["set"] != code:
        raise DataError(source, f"{where}.number", f"{number!r} is not in set {code}: numbers here start with {code}-")
    return build_card(entry, source, where, f"{source}:{number}", types)


# Built cards by the identity of their set's type words and their fields; the words are kept in the
# value, so that no other object takes their identity while the entry stands (hashing the words
# walked their whole tree for every card of every case).
_BUILT: dict[tuple[Any, ...], tuple[TypeWords, LandfightCard]] = {}


def build_card(
    entry: dict[str, Any], source: str, where: str, card_source: str, types: TypeWords | None = None
) -> LandfightCard:
    """A card from its JSON fields (name, kind, badge, type, strength, text; number and rarity optional).

    ``types`` are the main types and subtypes of the card's set; without them, the reference
    set's. Raises `DataError` at ``where`` for a field that does not fit the card's kind, and
    `SourceError` (at ``card_source``) for text, a kind line or a type line that does not read.
    A card is built once per distinct set of fields: a conformance session defines the same
    cards in scenario after scenario, and the engine keeps what it reads from a card object.
    The next process finds it too (`_card_cache`).
    """
    words = types if types is not None else default_types()
    try:
        key: tuple[Any, ...] = (id(words), *sorted(entry.items()))
        found = _BUILT.get(key)
    except TypeError:  # a field that is not hashable: not a valid card; let the checks below say why
        key, found = (), None
    if found is not None and found[0] is words:
        return found[1]
    # repr tells 1 from 1.0 and True, which compare equal as dict keys
    disk_key = (words.main_types, words.subtypes, repr(key[1:])) if key else ()
    card = _card_cache.lookup(disk_key) if key else None
    if card is None:
        card = _build_new_card(entry, source, where, card_source, words)
        if key:
            _card_cache.keep(disk_key, card)
    if key:
        if len(_BUILT) >= 4096:
            _BUILT.clear()
        _BUILT[key] = (words, card)
    return card


# What a text reads as depends on the text and the set's type words alone; the source only names
# it in an error. The reader's own caches are keyed by the source too, and a conformance session
# names a new source for every scenario, so texts that read are also kept here (a text that fails
# to read is read again, and its error names the source of the time).
_KINDS: dict[tuple[str, TypeWords | None], A.KindLine] = {}
_TYPES: dict[tuple[str, TypeWords | None], A.CreatureType] = {}
_TEXTS: dict[tuple[str, TypeWords | None], A.CardText] = {}
_T = TypeVar("_T")


def _read_once(
    kept: dict[tuple[str, TypeWords | None], _T], read: Callable[..., _T], text: str, source: str,
    types: TypeWords | None = None,
) -> _T:
    key = (text, types)
    found = kept.get(key)
    if found is None:
        found = read(text, source=source) if types is None else read(text, source=source, types=types)
        if len(kept) >= 4096:
            kept.clear()
        kept[key] = found
    return found


def _build_new_card(entry: dict[str, Any], source: str, where: str, card_source: str, types: TypeWords) -> LandfightCard:
    number = entry.get("number", "")
    kind = _read_once(_KINDS, parse_kind, entry["kind"], f"{card_source} kind").kind
    if "badge" in entry:
        badge = entry["badge"]
    elif len(_BADGES[kind]) == 1:  # only a creature's badge says something its kind does not
        badge = next(iter(_BADGES[kind]))
    else:
        raise DataError(source, f"{where}.badge", f"required for a {kind.value} card: its size, S, M or L")
    if badge not in _BADGES[kind]:
        wanted = " or ".join("null" if b is None else repr(b) for b in sorted(_BADGES[kind], key=str))
        raise DataError(source, f"{where}.badge", f"a {kind.value} card has badge {wanted}, not {badge!r}")
    creature_type: A.CreatureType | None = None
    strength: int | None = entry.get("strength")
    if kind in _CREATURE_KINDS:
        for needed in ("type", "strength"):
            if needed not in entry:
                raise DataError(source, f"{where}.{needed}", f"required for a {kind.value} card")
        creature_type = _read_once(_TYPES, parse_creature_type, entry["type"], f"{card_source} type", types)
    else:
        for extra in ("type", "strength"):
            if extra in entry:
                raise DataError(source, f"{where}.{extra}", f"only creatures have a {extra}, not a {kind.value} card")
    text: str = entry.get("text", "")
    if text.strip():
        tree = _read_once(_TEXTS, parse_card_text, text, card_source, types)
    elif kind in (A.Kind.CREATURE, A.Kind.LAND):
        tree = A.CardText(())
    else:
        raise DataError(source, f"{where}.text", f"a {kind.value} card needs a text")
    if kind in _ONE_SHOT_KINDS:
        tree = paid_as_effects(tree)
    elif kind is A.Kind.ATTACHMENT:
        tree = attached_compared(tree)
    problem = _first_text_problem(kind, tree, text, types)
    if problem is not None:
        raise DataError(source, f"{where}.text", problem)
    for ability in tree.abilities:
        if isinstance(ability, A.OwnSummonCost) and ability.normal is not None and kind is A.Kind.CREATURE \
                and badge in _SIZES:  # "instead of N Land Life" says the size's cost again (L-TXT-351)
            from ..cardtext._meaning import size_life

            life, rule = size_life(_SIZES[badge])
            if life != ability.normal:
                raise DataError(source, f"{where}.text", f"a {_SIZES[badge].value} creature costs {life} Land Life to "
                                f"summon, not {ability.normal} ({rule}, L-TXT-351)")
    for quoted in QUOTED_NAME.findall(text):
        # L-TXT-289: the tree reads a quoted name as this card's own, so another name would be lost
        if quoted.strip().casefold() != str(entry["name"]).strip().casefold():
            raise DataError(source, f"{where}.text", f"a name in quotes stands for this card's own name, "
                            f"{entry['name']!r}, not {quoted!r}: write this card's name, or 'this card' (L-TXT-289)")
    return LandfightCard(
        number=number,
        name=entry["name"],
        kind=kind,
        badge=badge,
        creature_type=creature_type,
        strength=strength,
        rarity=entry.get("rarity", "common"),
        text=text,
        tree=tree,
    )


def timed_effects(ability: A.Activated) -> tuple[A.Effect, ...]:
    """The effects of ``Pay 2 Land Life: During your Battle Phase, draw 2 cards.`` on a Boost or a Boost - Interrupt,
    which is played, not activated: the time the reader put on the ability is the condition of its first effect again
    (L-TXT-67, LR-134)."""
    if ability.during is None or not ability.effects:
        return ability.effects
    first, *rest = ability.effects
    return (A.Conditional(ability.during, first, ability.during.span), *rest)


def paid_as_effects(tree: A.CardText) -> A.CardText:
    """``Pay 2 Land Life: Negate ...`` on a Boost or a Boost - Interrupt (L-TXT-109): playing the card is its
    activation, so its payments of Land Life are its first effects, ``You pay 2 Land Life, then negate ...``,
    and a negated card pays nothing (LR-65). Other costs, and ``(OPT)``, stay for the loader to refuse."""
    if not any(isinstance(a, A.Activated) for a in tree.abilities):
        return tree
    abilities: list[A.Ability] = []
    for ability in tree.abilities:
        if isinstance(ability, A.Activated) and not ability.once_per_turn and ability.costs and all(
                isinstance(c, A.PayCost) for c in ability.costs):
            paid = tuple(A.PayLife(A.Player.YOU, c.amount, c.span) for c in ability.costs if isinstance(c, A.PayCost))
            ability = A.Sentence(paid + timed_effects(ability), ability.span)
        abilities.append(ability)
    return A.CardText(tuple(abilities), tree.span)


def attached_compared(tree: A.CardText) -> A.CardText:
    """``with higher Strength`` (``than this card``, said or unsaid) on an Attachment, which has no Strength, is
    compared with the creature it is attached to: ``than the attached creature`` (L-TXT-223, LR-104)."""
    if not any(isinstance(n, A.StrengthThan) and not (n.underneath or n.attached or n.paid) for n in _nodes(tree)):
        return tree
    rewritten = _rewrite_than(tree)
    assert isinstance(rewritten, A.CardText)
    return rewritten


def _rewrite_than(node: Any) -> Any:
    if isinstance(node, tuple):
        return tuple(_rewrite_than(item) for item in node)
    if isinstance(node, A.StrengthThan):
        return node if node.underneath or node.paid else replace(node, attached=True)
    names = node_fields(type(node))
    if names is None:
        return node
    return replace(node, **{name: _rewrite_than(getattr(node, name)) for name in names})


# The first problem of a kind and a text (its tree is that of the text and the set's type words):
# a session builds cards of one text under many names, and walking a tree for every one cost more
# than reading it.
_PROBLEM: dict[tuple[A.Kind, str, TypeWords | None], str | None] = {}


def _first_text_problem(kind: A.Kind, tree: A.CardText, text: str, types: TypeWords | None) -> str | None:
    key = (kind, text, types)
    if key in _PROBLEM:
        return _PROBLEM[key]
    problem = next(_text_problems(kind, tree, text), None)
    if len(_PROBLEM) >= 4096:
        _PROBLEM.clear()
    _PROBLEM[key] = problem
    return problem


def is_unnegatable_sentence(ability: A.Ability) -> bool:
    """``This card cannot be negated.``: a property of the card, never a static ability (L-TXT-27)."""
    return isinstance(ability, A.Sentence) and all(
        isinstance(e, A.Prohibition) and isinstance(e.subject, A.ThisCard)
        and isinstance(e.act, A.SimpleAct) and e.act.act is A.Act.BE_NEGATED
        for e in ability.effects
    )


# What a Boost does, as against the sentences that say when or whether it may be played (L-TXT-366)
_DOING = (A.Sentence, A.Activated, A.Triggered, A.Replacement, A.LifeReplacement, A.AttackLoss)


def _boost_cost_problems(kind: A.Kind, ability: A.Activated, plain: A.CardText) -> Iterator[str]:
    """Why costs before a colon cannot be what playing a Boost or an Interrupt costs (L-TXT-366); the words were
    read as an activated ability, which such a card never has."""
    if ability.once_per_turn:
        yield (f"{_article(kind)} card has no activated abilities: playing it is its activation, so '(OPT)' and 'Once "
               "per turn' say nothing of it (L-TXT-366)")
    elif any(isinstance(c, A.SacrificeCost) and isinstance(c.target, A.ThisCard) for c in ability.costs):
        yield (f"{_article(kind)} card is never on the field, so it cannot sacrifice itself to be played: its costs "
               "may discard cards, sacrifice creatures and pay Land Life (L-TXT-366)")
    elif any(isinstance(a, _DOING) and not is_unnegatable_sentence(a) for a in
             plain.abilities[:next(i for i, a in enumerate(plain.abilities) if a is ability)]):
        yield (f"what playing {_article(kind)} card costs is said before all it does: write the costs and the colon "
               "at the head of its text (L-TXT-366)")


def _text_problems(kind: A.Kind, tree: A.CardText, text: str) -> Iterator[str]:
    """What a text may say in general but a card of this kind cannot (the reader checks the rest).

    Each rule is stated on spec/landfight/cardtext.md, section "What each kind of card may say".
    An ability printed with a stack note (``... - Stack N.``) is judged as the ability it wraps.
    """
    summons = [a for a in tree.abilities if isinstance(a, A.SummonRequirement)]
    # A Mutated Creature without a summon requirement goes on one creature its player controls (L-TXT-98, LR-61).
    if kind is not A.Kind.MUTATED and summons:
        yield f"only a Mutated Creature is summoned on top of another creature, not {_article(kind)} card"
    if len(summons) > 1:
        yield "a card names at most one creature to be summoned on top of"
    stacks = _stack_requirements(tree)
    if stacks and kind not in _CREATURE_KINDS:
        yield f"only creatures have a Stack requirement, not {_article(kind)} card"
    if len(stacks) > 1:
        yield (
            "a card has at most one Stack requirement, either 'Stack N from your ...' or one ability "
            "printed with '- Stack N'"
        )
    plain = A.CardText(tuple(A.unwrap(a)[0] for a in tree.abilities))
    for effect in _all_effects(plain):
        if isinstance(effect, A.Attach) and kind is not A.Kind.ATTACHMENT:
            yield f"only an Attachment attaches itself, not {_article(kind)} card"
        if isinstance(effect, A.MoveAttachment) and kind is not A.Kind.ATTACHMENT:
            yield f"only an Attachment is moved from one creature to another, not {_article(kind)} card (L-TXT-379)"
    attaches = [a for a in plain.abilities if is_attach_sentence(a)]
    if len(attaches) > 1:
        yield "a card says at most once what it is attached to"
    if kind not in _CREATURE_KINDS and any(isinstance(n, (A.ModifyStrength, A.DoubleStrength))
                                           and isinstance(n.target, A.ThisCard) for n in _nodes(plain)):
        yield f"only a creature has a Strength, so {_article(kind)} card cannot change or double its own (L-TXT-24)"
    yield from _designer_problems(kind, plain)
    if kind is not A.Kind.ATTACHMENT and _THIS_ATTACHMENT.search(text):
        # The reader takes "this Attachment" for "this card" (Other spellings); said on another card, it names nothing.
        yield (f"'this Attachment' is the card it is printed on, and {_article(kind)} card is no Attachment: write 'this "
               "card'")
    if kind is not A.Kind.ATTACHMENT and _ATTACHED_WORDS.search(text):
        # test17/test20's spelling of an Attachment's playing: the tree says "played", so the kind is checked here
        yield (f"only an Attachment is attached, so {_article(kind)} card cannot say 'When this card is attached': "
               "write 'When this card is played'")
    if kind in _ONE_SHOT_KINDS and any(
            isinstance(a, A.Sentence) and _ON_FIELD_WORDS.match(text, a.span.start) for a in plain.abilities):
        # L-TXT-287: the words are read and kept out of the tree, so the kind that makes them false is checked here
        yield (f"{_article(kind)} card is never on the field, so 'while this card is on the field' cannot say when "
               "its effects happen: leave the words out (L-TXT-287)")
    for ability in plain.abilities:
        # L-TXT-110: what was done this turn is read at a moment, never kept in force (nothing marks its change).
        kept: list[object] = [ability] if isinstance(ability, A.SummonDiscount) else [
            n for n in _nodes(ability) if isinstance(n, A.WhileCondition)]
        if isinstance(ability, A.Sentence) and kind not in _ONE_SHOT_KINDS:
            from ..cardtext import is_lasting  # a Boost - Continuous's one-off effects happen once (L-TXT-12)

            kept += [e for e in ability.effects if kind is not A.Kind.CONTINUOUS or is_lasting(e)]
        if any(isinstance(n, A.DidThisTurn) for k in kept for n in _nodes(k)):
            yield ("what a player did this turn is read once, as an effect happens or a card would be played, so it "
                   "cannot keep an ability in force: put it in a triggered or activated ability (L-TXT-110)")
        if any(isinstance(n, A.SelfAttacked) for k in kept for n in _nodes(k)):
            yield ("whether this card attacked this turn is read once, as an effect happens, so it cannot keep an "
                   "ability in force: put it in a triggered or activated ability (L-TXT-139)")
        battled = [n for k in kept for n in _nodes(k) if isinstance(n, A.SelfBattled)]
        if any(not n.won for n in battled):
            yield ("whether this card battled this turn is read once, as an effect happens, so it cannot keep an "
                   "ability in force: put it in a triggered or activated ability (L-TXT-190)")
        if any(n.won for n in battled):
            yield ("whether this card destroyed a creature in battle this turn is read once, as an effect happens, so "
                   "it cannot keep an ability in force: put it in a triggered or activated ability (L-TXT-355)")
        if kind in _ONE_SHOT_KINDS and isinstance(ability, A.Activated):
            yield from _boost_cost_problems(kind, ability, plain)
        # Only its discarding, which happens in the hand, sets off a trigger of such a card (L-TXT-86, LR-56).
        if kind in _ONE_SHOT_KINDS and isinstance(ability, A.Triggered) and ability.trigger != A.SelfTrigger(A.SelfEvent.DISCARDED):
            yield f"{_article(kind)} card has no triggered abilities: it is never on the field for card abilities"
        if kind in _STATIC_KINDS and isinstance(ability, A.Sentence) and not is_attach_sentence(ability):
            for effect in ability.effects:
                if isinstance(effect, A.Delayed) and effect.moment in (A.DelayedMoment.END_OF_NEXT_TURN,
                                                                       A.DelayedMoment.START_OF_NEXT_END_PHASE):
                    # L-TXT-262: alone, set up as the card arrives; a Land arrives before the game, never played.
                    if kind is A.Kind.LAND:
                        said = effect.moment.value  # L-TXT-262's moment or L-TXT-325's
                        yield (f"a Land is on the field before the game starts and is never played, so '{said[0].upper()}"
                               f"{said[1:]}' has no turn to count from: write it without 'next' for every turn of "
                               "yours (L-TXT-262, L-TXT-325)")
                    continue
                if not is_lasting(effect) and not _lasting_doubling(kind, effect):
                    words = " ".join(text[effect.span.start : effect.span.end].split())
                    yield (
                        f"a sentence on {_article(kind)} card is a static ability, and {words!r} happens once, "
                        "so it would never happen: write it as a triggered or activated ability"
                    )


def _lasting_doubling(kind: A.Kind, effect: A.Effect) -> bool:
    """``Double the attached creature's Strength.`` in an Attachment's static ability: a doubling that holds
    while the Attachment is attached (L-TXT-94), not a one-off."""
    if (kind is A.Kind.ATTACHMENT and isinstance(effect, A.DoubleStrength) and isinstance(effect.target, A.AttachedCreature)
            and (effect.duration is None or isinstance(effect.duration, A.WhileCondition))):
        return True
    # L-TXT-207: "This card's Strength is doubled" on a creature's own card (or "The attached creature's" on an
    # Attachment), under conditions read while it holds
    # (not those read once, as for any lasting effect: L-TXT-49, L-TXT-73).
    while isinstance(effect, A.Conditional) and (not isinstance(effect.condition, (A.WasCondition, A.DoneCondition))
                                                 or asks_underneath(effect.condition)):  # L-TXT-350
        effect = effect.effect
    # L-TXT-270's "Double this card's Strength while this card is battling ...": held while the battle is under way;
    # an Attachment's "During your turn, double the equipped creature's Strength." (t63-55): L-TXT-94's, while it holds
    return (isinstance(effect, A.DoubleStrength)
            and ((effect.doubled or kind is A.Kind.ATTACHMENT) and effect.duration is None
                 or isinstance(effect.duration, A.WhileCondition))
            and (kind in _CREATURE_KINDS and isinstance(effect.target, A.ThisCard)
                 or kind is A.Kind.ATTACHMENT and isinstance(effect.target, A.AttachedCreature)))


_BATTLE_EVENTS = (A.SelfEvent.BATTLES, A.SelfEvent.DESTROYS_IN_BATTLE, A.SelfEvent.DESTROYED_IN_BATTLE)


def _designer_problems(kind: A.Kind, plain: A.CardText) -> Iterator[str]:
    """What the constructs of spec/landfight/cardtext.md, "What designers write", ask of the card's kind."""
    for ability in plain.abilities:
        match ability:
            case A.SummonDiscount(others=others) if others is not None:
                if kind in (A.Kind.BOOST, A.Kind.INTERRUPT):
                    yield (f"{_article(kind)} card is never on the field, so it cannot lower the summoning of other "
                           "creatures while it is there (L-TXT-72)")
            case A.SummonCost() if kind in (A.Kind.BOOST, A.Kind.INTERRUPT):
                yield (f"{_article(kind)} card is never on the field, so it cannot change the summoning of "
                       "creatures while it is there (L-TXT-134)")
            case A.OwnSummonCost() if kind is not A.Kind.CREATURE:
                yield (f"only a Creature's summoning is paid for by its size, so {_article(kind)} card cannot pay "
                       "its own in Land Life instead (L-TXT-173)")
            case A.SummonSacrifice(None) if kind is not A.Kind.CREATURE:
                yield (f"only a Creature's summoning is paid for by its size, so {_article(kind)} card cannot pay "
                       "its own by a sacrifice (L-TXT-267)")
            case A.SummonSacrifice() if kind in (A.Kind.BOOST, A.Kind.INTERRUPT):
                yield (f"{_article(kind)} card is never on the field, so it cannot change how creatures are "
                       "summoned while it is there (L-TXT-267)")
            case A.SummonDiscount() if kind not in _CREATURE_KINDS:
                yield f"only a creature is summoned, so only a creature's summoning can require less Land Life, not {_article(kind)} card's"
            case A.AnyTurn(A.TimingAct.PLAY) | A.PlayInPhase() | A.OnlyDuring() | A.OnlyIf() | A.ResponseBan() if kind is A.Kind.LAND:
                yield "a Land is put on the field before the game and never played, so it cannot say when it is played"
            case A.OnlyIf(A.AttackCondition()) if kind is not A.Kind.INTERRUPT and not any(
                isinstance(a, A.AnyTurn) and a.act is A.TimingAct.PLAY for a in plain.abilities
            ):
                yield (f"an attack waits to be decided only at moments when a Boost - Interrupt is played, so "
                       f"{_article(kind)} card played 'only when' an attack is under way would never be played: say "
                       "'You may play this card during your opponent's turn.' too (L-TXT-106)")
            case A.OnlyIf(A.EndangeredCondition()) if kind is not A.Kind.INTERRUPT:
                yield (f"a creature is about to be destroyed only while a battle or an activation waits, when a Boost - "
                       f"Interrupt is what may be played, so {_article(kind)} card played 'only when' a creature would "
                       "be destroyed would never be played (L-TXT-349)")
            case A.OnlyIf(A.DestroyedCondition()) if kind is not A.Kind.INTERRUPT:
                yield (f"the moments right after a destruction are answered with a Boost - Interrupt, so "
                       f"{_article(kind)} card played 'only when' a creature is destroyed would never be played "
                       "(L-TXT-344)")
            case A.OnlyDuring(phase, True) if kind is not A.Kind.INTERRUPT and not any(
                isinstance(a, A.AnyTurn) and a.act is A.TimingAct.PLAY for a in plain.abilities
            ):
                words, rule = ("turn", "L-TXT-65") if phase is None else ("... Phase", "L-TXT-51")
                yield (f"{_article(kind)} card is played only in its player's own turn, so 'only during your opponent's "
                       f"{words}' would never let it be played: say 'You may play this card during your opponent's "
                       f"turn.' too ({rule})")
            case A.PlayInPhase() if kind is A.Kind.INTERRUPT:
                yield ("a Boost - Interrupt card may be played in any phase already, so 'You may play this card during "
                       "your ... Phase' adds nothing to it (L-TXT-365)")
            case A.PlayInPhase(A.Phase.BOOST):
                yield (f"{_article(kind)} card may be played in its player's Boost Phase already, so 'You may play this "
                       "card during your Boost Phase' adds nothing to it: name another phase (L-TXT-365)")
            case A.ActivateInPhase() if kind is not A.Kind.LAND and not any(
                isinstance(a, A.Activated) and a.during is not None for a in plain.abilities
            ):
                yield (f"the abilities of {_article(kind)} card may be activated in any phase of its player's turn "
                       "already, so 'You may activate this card's abilities during your ... Phase' adds nothing to "
                       "them (L-TXT-377)")
            case A.ActivateInPhase(A.Phase.BOOST) if kind is A.Kind.LAND:
                yield ("a Land's once-per-turn abilities may be activated in its player's Boost Phase already, so "
                       "'You may activate this card's abilities during your Boost Phase' adds nothing: name another "
                       "phase (L-TXT-377)")
            case A.AnyTurn(A.TimingAct.ACTIVATE) if kind in _ONE_SHOT_KINDS:
                yield f"{_article(kind)} card has no activated abilities, so it cannot say when they are activated"
            case A.Triggered(A.SelfTrigger(A.SelfEvent.DISCARDED)) if kind is A.Kind.LAND:
                yield ("a Land is put on the field before the game and is never in a hand, so 'When this card is "
                       "discarded' never occurs for it (L-TXT-86)")
            case A.Triggered(A.SelfTrigger(A.SelfEvent.SUMMONED)) if kind not in _CREATURE_KINDS:
                yield f"only a creature is summoned, so 'When this card is summoned' never occurs for {_article(kind)} card"
            case A.Triggered(A.SelfTrigger(event) | A.AttacksFiltered(event)) if kind not in _CREATURE_KINDS and (
                isinstance(event, A.Filtered) or event in _BATTLE_EVENTS or event is A.SelfEvent.ATTACKS_DIRECTLY
            ):
                yield f"only a creature attacks and battles, so this trigger never occurs for {_article(kind)} card"
            case A.Triggered(A.BattleDestroys(A.ThisCard()) | A.BattleDestroys(_, A.ThisCard())) if kind not in _CREATURE_KINDS:
                yield f"only a creature attacks and battles, so this trigger never occurs for {_article(kind)} card"
            case A.FollowReplacement(A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) | A.BattleDestroys(A.ThisCard())) \
                    if kind not in _CREATURE_KINDS:
                yield f"only a creature battles, so {_article(kind)} card destroys no creature in battle (L-TXT-166)"
            case A.FollowReplacement(A.SelfTrigger(A.SelfEvent.DESTROYS_IN_BATTLE) | A.BattleDestroys()):
                pass  # a creature's, or an Attachment's for its creature: the creature destroyed goes elsewhere (L-TXT-166)
            case A.FollowReplacement(A.SelfTrigger()) if kind is not A.Kind.MUTATED:
                yield (f"only a Mutated Creature has a card underneath it, so {_article(kind)} card cannot send it "
                       "elsewhere (L-TXT-63)")
            case A.Replacement(duration=duration) if duration is not None and kind not in _ONE_SHOT_KINDS:
                yield (f"{_article(kind)} card watches while it is on the field, so 'This turn, if ... would ..., ... "
                       "instead' is for a Boost or a Boost - Interrupt: leave out 'this turn' (L-TXT-76)")
            case A.Replacement(duration=duration) if duration is not None:
                pass  # a Boost's, for the rest of the turn it resolves in (L-TXT-76)
            case A.AttackLoss(A.ThisCard()) if kind not in _CREATURE_KINDS:
                yield (f"only creatures attack, so {_article(kind)} card never makes the direct attack "
                       "'from this card' names (L-TXT-330)")
            case A.AttackLoss(this_turn=True) if kind not in _ONE_SHOT_KINDS:
                yield (f"{_article(kind)} card watches while it is on the field, so 'this turn' after 'If your Land Life "
                       "would be reduced by a direct attack' is for a Boost or a Boost - Interrupt: leave it out "
                       "(L-TXT-306)")
            case A.AttackLoss(this_turn=False) if kind in _ONE_SHOT_KINDS:
                yield (f"{_article(kind)} card is never on the field for card abilities, so its halving of a direct "
                       "attack's loss holds only for the turn it resolves in: say 'this turn' after 'a direct attack' "
                       "(L-TXT-306)")
            case A.LifeReplacement(this_turn=True) if kind not in _ONE_SHOT_KINDS:
                yield (f"{_article(kind)} card watches while it is on the field, so 'This turn, if ... would gain Land "
                       "Life, ... instead' is for a Boost or a Boost - Interrupt: leave out 'this turn' (L-TXT-358)")
            case A.LifeReplacement(this_turn=True):
                pass  # a Boost's, for the rest of the turn it resolves in (L-TXT-358)
            case A.Replacement() | A.LifeReplacement() if kind in _ONE_SHOT_KINDS:
                yield (f"{_article(kind)} card is never on the field for card abilities, so 'If ... would ..., ... "
                       "instead' would never apply")
            case A.Sentence(effects) if kind in _STATIC_KINDS or kind is A.Kind.CONTINUOUS:
                for effect in effects:
                    inner: Any = effect
                    while isinstance(inner, (A.Conditional, A.ForEach)):
                        inner = inner.effect
                    if not isinstance(getattr(inner, "duration", None), A.FROM_A_MOMENT):
                        continue
                    if isinstance(inner, A.Prohibition):
                        yield ("a static ability holds while its card is on the field, so its prohibition cannot "
                               "last 'until' a moment or 'permanently' (L-TXT-41)")
                    elif isinstance(inner, A.ModifyStrength):
                        yield ("a static ability holds while its card is on the field, so its change of Strength cannot "
                               "last 'until' a moment or 'permanently' (L-TXT-13)")
                    elif isinstance(inner, A.DirectAttack):
                        yield ("a static ability holds while its card is on the field, so its permission to attack "
                               "directly cannot last 'until' a moment or 'permanently' (L-TXT-369)")
                    elif isinstance(inner, A.AttackLimit):
                        yield ("a static ability holds while its card is on the field, so the attacks it allows per "
                               "turn cannot last 'until' a moment (L-TXT-305)")
            case _:
                pass
    for ability in plain.abilities:
        one_off = not isinstance(ability, A.Sentence) or not (kind in _STATIC_KINDS or kind is A.Kind.CONTINUOUS)
        if one_off and any(isinstance(n, A.AttackLimit) and isinstance(n.duration, A.WhileCondition)
                           for n in _nodes(ability)):
            yield ("a number of attacks per turn given once lasts for whole turns, so 'while' is for a static "
                   "ability, which holds while its card is on the field: write 'until end of turn' or another whole "
                   "turn (L-TXT-305, L-TXT-340)")
        if isinstance(ability, A.Sentence) and (kind in _STATIC_KINDS or kind is A.Kind.CONTINUOUS) and any(
            isinstance(n, A.Filtered) and n.attacking for e in ability.effects if is_lasting(e) for n in _nodes(e)
        ):
            yield ("a static ability holds whether or not an attack is under way, so it cannot name the "
                   "'attacking' creature: write it in a triggered ability or a Boost (L-TXT-60)")
        if isinstance(ability, A.Sentence) and (kind in _STATIC_KINDS or kind is A.Kind.CONTINUOUS) and any(
            isinstance(n, A.Filtered) and n.defending for e in ability.effects if is_lasting(e) for n in _nodes(e)
        ):
            yield ("a static ability holds whether or not an attack is under way, so it cannot name the "
                   "attacked creature: write it in a triggered ability or a Boost (L-TXT-328)")
    nodes = _nodes(plain)
    names = {type(item).__name__ for item in nodes}
    if kind in _ONE_SHOT_KINDS and ("Negate" in names or "NegateAbility" in names) and any(
        isinstance(n, (A.Negate, A.NegateAbility)) and isinstance(n.aimed, A.ThisCard) for n in nodes
    ):
        words, rule = next(("'that would destroy'", "L-TXT-348") if n.destroying else ("'that targets'", "L-TXT-299")
                           for n in nodes if isinstance(n, (A.Negate, A.NegateAbility)) and isinstance(n.aimed, A.ThisCard))
        done = "targets it" if rule == "L-TXT-299" else "would destroy it"
        yield (f"{_article(kind)} card is never on the field, where an activation's effects pick their cards, so no "
               f"activation {done}: name a card on the field after {words} ({rule})")
    if kind is not A.Kind.MUTATED and ("Ref" in names or "UnderStrength" in names or "StrengthThan" in names) and any(
        (isinstance(n, A.Ref) and n.kind is A.RefKind.UNDERNEATH) or isinstance(n, A.UnderStrength)
        or (isinstance(n, A.StrengthThan) and n.underneath) for n in nodes
    ) and not (kind is A.Kind.CREATURE and _sheds_stacked_only(nodes)):
        # L-TXT-322: a creature may say it in one sentence, the one its designer likely meant
        hint = ("; a creature says it only in 'send the card underneath it to the Ruins', which names a card stacked "
                "under it (L-TXT-322)") if kind is A.Kind.CREATURE else ""
        yield (f"'the card underneath' names the card a Mutated Creature was summoned on, so only a Mutated Creature "
               f"can say it, not {_article(kind)} card{hint}")
    if kind not in _CREATURE_KINDS and "AttackCardAct" in names and any(
        isinstance(n, A.AttackCardAct) and isinstance(n.defender, A.ThisCard) for n in nodes
    ):
        yield (f"only a creature is attacked, so 'cannot attack this card' forbids nothing on {_article(kind)} card "
               "(L-TXT-341)")
    if kind not in _CREATURE_KINDS and "StackCondition" in names and any(
        isinstance(n, A.StackCondition) and isinstance(n.subject, A.ThisCard) for n in nodes
    ):
        yield (f"only a creature has cards stacked under it, so 'this card has ... stacked underneath it' asks nothing "
               f"of {_article(kind)} card (L-TXT-339)")
    if kind not in _CREATURE_KINDS and ("Ref" in names or "SelfBattled" in names) and any(
        (isinstance(n, A.Ref) and n.kind is A.RefKind.BATTLED_TURN) or isinstance(n, A.SelfBattled) for n in nodes
    ):
        yield (f"only a creature battles, so what 'this card battled this turn' is asks nothing of {_article(kind)} "
               "card (L-TXT-190)")
    if "UnderStrength" in names and any(
        isinstance(n, A.UnderStrength) for a in plain.abilities if not isinstance(a, A.Sentence) for n in _nodes(a)
    ):
        yield ("the Strength a Mutated Creature takes from the card underneath it holds while it is on the field: "
               "write it as a sentence of its own, not in a triggered or activated ability (L-TXT-96)")
    if kind not in _CREATURE_KINDS and "StrengthThan" in names and any(
        isinstance(n, A.StrengthThan) and not (n.underneath or n.attached or n.paid) for n in nodes
    ):
        yield (f"only a creature has a Strength, so 'Strength than this card' compares with nothing on "
               f"{_article(kind)} card (L-TXT-55)")
    if kind not in _CREATURE_KINDS and "StrengthThan" in names and any(
        isinstance(a, A.Activated) and any(isinstance(c, A.SacrificeCost) and isinstance(c.target, A.ThisCard)
                                           for c in a.costs)
        and any(isinstance(n, A.StrengthThan) and n.paid == "sacrificed" for n in _nodes(a)) for a in plain.abilities
    ):
        yield (f"only a creature has a Strength, so 'the sacrificed creature' compares with nothing where "
               f"{_article(kind)} card sacrifices itself (L-TXT-329)")
    if kind not in _CREATURE_KINDS and ("StackLater" in names or "StackNamed" in names) and any(
        isinstance(n, (A.StackLater, A.StackNamed)) and isinstance(n.host, A.ThisCard) for n in nodes
    ):
        yield (f"only a creature has cards stacked under it, so {_article(kind)} card cannot stack cards "
               "underneath itself (L-TXT-45)" + ("; write 'the attached creature'" if kind is A.Kind.ATTACHMENT else ""))
    if kind not in _CREATURE_KINDS and ("SendStacked" in names or "UnstackCost" in names) and any(
        isinstance(n, (A.SendStacked, A.UnstackCost)) and isinstance(n.host, A.ThisCard) for n in nodes
    ):
        yield (f"only a creature has cards stacked under it, so {_article(kind)} card has none to send to the Ruins "
               "(L-TXT-81)" + ("; write 'the attached creature'" if kind is A.Kind.ATTACHMENT else ""))
    if kind not in _CREATURE_KINDS and "StackedCount" in names and any(
        isinstance(n, A.StackedCount) and isinstance(n.host, A.ThisCard) for n in nodes
    ):
        yield (f"only a creature has cards stacked under it, so {_article(kind)} card has none to count (L-TXT-80)"
               + ("; write 'the attached creature'" if kind is A.Kind.ATTACHMENT else ""))
    if kind is not A.Kind.ATTACHMENT and "AttachedTrigger" in names:  # L-TXT-101
        yield (f"'When the attached creature ...' is about the creature an Attachment is attached to, so only an "
               f"Attachment can say it, not {_article(kind)} card (L-TXT-101)")
    elif kind is not A.Kind.ATTACHMENT and "AttachedCreature" in names:
        yield f"'the attached creature' names the creature an Attachment is attached to, so only an Attachment can say it, not {_article(kind)} card"
    elif kind is not A.Kind.ATTACHMENT and "StrengthThan" in names and any(
        isinstance(n, A.StrengthThan) and n.attached for n in nodes
    ):
        yield (f"'Strength than the attached creature' compares with the creature an Attachment is attached to, so only "
               f"an Attachment can say it, not {_article(kind)} card (L-TXT-223)")


def _nodes(node: object) -> list[object]:
    """Every tree node under ``node``."""
    out: list[object] = []
    stack: list[object] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            stack.extend(item)
            continue
        names = node_fields(type(item))
        if names is not None:
            out.append(item)
            stack.extend(getattr(item, name) for name in names)
    return out


def _stack_requirements(tree: A.CardText) -> list[A.StackRequirement | A.StackedAbility]:
    """The card's stack requirements of both forms: ``Stack N from your ...`` and the print's ``- Stack N`` note."""
    return [a for a in tree.abilities if isinstance(a, (A.StackRequirement, A.StackedAbility))]


_UNDERNEATH = A.Ref(A.RefKind.UNDERNEATH)


def _sheds_stacked_only(nodes: list[Any]) -> bool:
    """Whether every 'the card underneath' of a creature's text is said in 'send the card underneath it to the
    Ruins', which names a card stacked under it (L-TXT-322)."""
    sheds = sum(1 for n in nodes if isinstance(n, A.SendToRuins) and n.target == _UNDERNEATH)
    return not any(isinstance(n, (A.UnderStrength, A.StrengthThan)) for n in nodes) and sheds == sum(
        1 for n in nodes if isinstance(n, A.Ref) and n.kind is A.RefKind.UNDERNEATH)



def _article(kind: A.Kind) -> str:
    return f"an {kind.value}" if kind.value[0] in "AEIOU" else f"a {kind.value}"


def _all_effects(tree: A.CardText) -> Iterator[A.Effect]:
    """Every effect of every ability, including those inside conditions and die outcomes."""

    def walk(effect: A.Effect) -> Iterator[A.Effect]:
        yield effect
        if isinstance(effect, (A.Conditional, A.Optional, A.ForEach)):
            yield from walk(effect.effect)
        elif isinstance(effect, A.OrInstead):
            yield from walk(effect.effect)
            yield from walk(effect.instead)
        elif isinstance(effect, A.DieRoll):
            for outcome in effect.outcomes:
                for inner in outcome.effects:
                    yield from walk(inner)
        elif isinstance(effect, A.ChooseOne):
            for option in effect.options:
                for inner in option.effects:
                    yield from walk(inner)

    for ability in tree.abilities:
        for effect in getattr(ability, "effects", ()):
            yield from walk(effect)


def _duplicates(cards: list[dict[str, Any]]) -> Iterator[tuple[int, str]]:
    """(index, problem) for every repeated number, and for a reused name whose rules differ.

    Names compare without case, as the deck rules count them (L-DCK-4).
    """
    numbers: dict[str, int] = {}
    names: dict[str, int] = {}
    rules = ("kind", "badge", "type", "strength", "text")
    for index, entry in enumerate(cards):
        first = numbers.setdefault(entry["number"], index)
        if first != index:
            yield index, f"number {entry['number']!r} is used twice (first at cards[{first}])"
        earlier = names.setdefault(entry["name"].casefold(), index)
        if earlier != index and any(cards[earlier].get(k) != entry.get(k) for k in rules):
            spelt = "" if cards[earlier]["name"] == entry["name"] else f" (as {cards[earlier]['name']!r})"
            yield index, (
                f"name {entry['name']!r} is already used by cards[{earlier}]{spelt} with other rules; "
                "a reprint must repeat the kind, badge, type, Strength and text"
            )


def load_card_set(path: str | Path) -> CardSet:
    """Read, validate and parse a card file; raise at the first fault."""
    data, source, types = _read_card_file(path)
    entries: list[dict[str, Any]] = data["cards"]
    for index, problem in _duplicates(entries):
        raise DataError(source, f"cards[{index}].{'number' if 'number ' in problem else 'name'}", problem)
    cards = tuple(_build_card(entry, index, source, data["set"], types) for index, entry in enumerate(entries))
    return CardSet(data["set"], data["title"], cards, source, types)


def read_set_types(path: str | Path) -> TypeWords:
    """The main types and subtypes a card file declares (LF1's when it has no ``types``), without reading its cards."""
    return _read_card_file(path)[2]


def inspect_card_file(path: str | Path) -> CardFileReport:
    """Check every card of a file on its own; a malformed file still raises `DataError`."""
    data, source, types = _read_card_file(path)
    entries: list[dict[str, Any]] = data["cards"]
    extra: dict[int, list[str]] = {}
    for index, problem in _duplicates(entries):
        extra.setdefault(index, []).append(problem)
    checks = []
    for index, entry in enumerate(entries):
        problems = list(extra.get(index, ()))
        card: LandfightCard | None = None
        round_trips = canonical = False
        try:
            card = _build_card(entry, index, source, data["set"], types)
        except SourceError as err:
            problems.append(err.message)
        except DataError as err:
            problems.append(f"at {err.path}: {err.problem}")
        if card is not None:
            printed = print_card_text(card.tree)
            canonical = printed == card.text
            try:
                round_trips = (parse_card_text(printed, types=types) if printed else A.CardText(())) == card.tree
            except SourceError as err:  # the printer wrote something the parser refuses: a printer bug
                problems.append(f"the canonical text does not parse again: {err.problem}")
            if not round_trips and not problems:
                problems.append("the canonical text parses to a different tree")
        checks.append(CardCheck(index, entry["number"], entry["name"], card, round_trips, canonical, tuple(problems)))
    return CardFileReport(source, data["set"], data["title"], tuple(checks))


@cache
def reference_set() -> CardSet:
    """The reference set LF1, shipped in the data folder ``cards``."""
    from .._paths import data_dir

    return load_card_set(data_dir("cards") / f"{REFERENCE_SET}.json")


# -- reading deck files ------------------------------------------------------------------


def _entries(items: list[dict[str, Any]], key: str, card_set: CardSet, source: str) -> tuple[DeckEntry, ...]:
    seen: dict[str, int] = {}
    out = []
    for index, item in enumerate(items):
        where = f"{key}[{index}].number"
        number = item["number"]
        card = card_set.get(number)
        if card is None:
            raise DataError(source, where, f"no card numbered {number!r} in set {card_set.code}{card_set._hint(number)}")
        first = seen.setdefault(number, index)
        if first != index:
            raise DataError(source, where, f"{number} ({card.name}) is listed twice (first at {key}[{first}]); give one count")
        out.append(DeckEntry(card, item["count"]))
    return tuple(out)


def load_deck(path: str | Path, card_set: CardSet | None = None) -> Deck:
    """Read and validate a deck file against ``card_set`` (the reference set when omitted).

    Legality (50 cards, one Land, copy limits) is not checked here: see
    `cardlaw.landfight.decks.check_deck`.
    """
    source = str(path)
    data = read_json(path)
    if isinstance(data, dict) and data.get("format") == CARDS_FORMAT:
        raise DataError(source, "format", f"this is a card file ({CARDS_FORMAT!r}), not a deck file; "
                                          "give a deck file such as cards/decks/fire.json here")
    validate(data, _schema_dir() / "deck.schema.json", source)
    cards = card_set if card_set is not None else reference_set()
    return Deck(
        name=data["name"],
        entries=_entries(data["cards"], "cards", cards, source),
        side=_entries(data.get("side", []), "side", cards, source),
        description=data.get("description", ""),
        source=source,
    )


def starter_deck_paths() -> tuple[Path, ...]:
    """The starter decks shipped beside the reference set (``cards/decks/*.json``)."""
    from .._paths import data_dir

    return tuple(sorted((data_dir("cards") / "decks").glob("*.json")))


def file_format(path: str | Path) -> str | None:
    """The ``format`` a JSON file declares (card file or deck file), or None; raises for unreadable JSON."""
    data = read_json(path)
    value = data.get("format") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


__all__ = [
    "CARDS_FORMAT",
    "DECK_FORMAT",
    "RARITIES",
    "CardCheck",
    "CardFileReport",
    "CardSet",
    "Deck",
    "DeckEntry",
    "LandfightCard",
    "build_card",
    "file_format",
    "inspect_card_file",
    "load_card_set",
    "load_deck",
    "read_set_types",
    "reference_set",
    "starter_deck_paths",
]
