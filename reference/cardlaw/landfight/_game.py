"""The Landfight engine: a game as a stack machine of steps, stopped at every decision.

A game holds a stack of **tasks**, each a tuple of plain values naming one step of the
rules (begin a phase, run one effect, resolve the top of the chain, decide a battle).
`Game.apply` checks an action against the decision's legal actions, pushes the tasks
that carry it out, and runs tasks until the next decision: a moment at which a player
may act, or a choice. After every step the game checks Land Life and Strength and
sets off the triggered abilities the step caused (L-ACT-12). Every event names the
rules that produced it. The numbers and tables the engine plays by come from the
formal text of spec/landfight/ (`_rules.Resolved`); the card texts from their trees
(`_effects`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .._compiled import mypyc_attr
from ..cardtext import ast as A
from ..errors import CardlawError
from . import _act, _battle, _legal, _match
from . import _control as C
from . import _memory as M
from . import _replace as R
from . import _effects as E
from ._model import PLAYERS, ZONES, Info, Side, Slot, info, your_turn
from ._rules import Resolved, SacrificeCost
from .cards import LandfightCard


Event = dict[str, Any]
Action = dict[str, Any]
Task = tuple[Any, ...]

# Rules the engine applies itself; the numbers and tables come from the formal text.
R_START, R_MATCH, R_ROLL, R_LAND, R_LIFE, R_DEAL, R_FIRST_PHASE = "L-SET-1", "L-MAT-1", "L-SET-2", "L-SET-3", "L-SET-4", "L-SET-5", "L-SET-6"
R_SWAP, R_NEXT_FIRST = "L-MAT-2", "L-MAT-3"
R_TURN, R_DRAW_PHASE, R_END_TURN = "L-TRN-1", "L-TRN-3", "L-TRN-7"
R_SHUFFLE = "L-ZON-7"
R_SUMMON, R_CREATURE_ZONE, R_LARGE = "L-SUM-1", "L-SUM-6", "L-SUM-7"
R_STACK, R_STACKED_GO = "L-STK-2", "L-STK-4"
R_MUT_SUMMON, R_MUTATE, R_BENEATH_GO = "L-MUT-2", "L-MUT-3", "L-MUT-4"
R_ATTACH, R_DETACH = "L-ATT-1", "L-ATT-5"
R_MOVE_ATTACHMENT = "L-TXT-379"
R_BATTLE, R_DIRECT, R_ZERO = "L-BAT-3", "L-BAT-7", "L-BAT-10"
R_NEGATED_ATTACK, LR_NEGATED_ATTACK = "L-TXT-304", "LR-129"
R_LIMIT_LASTS = "L-TXT-305"  # a number of attacks per turn for a time
R_PLACE, R_RESOLVED = "L-BST-4", "L-BST-6"
R_ACTIVATION, R_OPP_TURN, R_MOMENTS, R_RESOLVE, R_OPT, R_LAND_OPT, R_TRIGGER, R_REFUSED = (
    "L-ACT-1", "L-ACT-2", "L-ACT-3", "L-ACT-6", "L-ACT-9", "L-ACT-10", "L-ACT-12", "L-ACT-13",
)
R_NEGATED, R_NEG_WHERE, R_NEG_HITS = "L-NEG-1", "L-NEG-3", "L-NEG-4"
R_CARD_RULES, R_NEXT_TURN = "L-TXT-32", "L-TXT-33"
R_YOUR_PHASE_LATER = "L-TXT-161"
LR_TAKEN = "LR-107"
R_THAT_PLAYER = "L-TXT-216"  # "each player's ... Phase, that player ...": the effects are the turn player's
R_TEXT_DURATIONS_BANS, R_NO_SACRIFICE = "L-TXT-41", "L-TXT-144"
R_NOT_SUMMONED = "L-TXT-317"  # a card named back, kept from being summoned
R_LOST = "L-TXT-352"  # a card that loses its abilities
R_DIRECT_DURATION = "L-TXT-369"  # how long a permission to attack directly given once lasts
_NOT_SUMMONED = A.Act.BE_SUMMONED.value
BATTLE_PHASE = "battle-phase"  # how a change until the end of the Battle Phase is kept (L-TXT-102)
BATTLE, R_BATTLE_LONG = "battle", "L-TXT-138"  # how a change until the end of the battle is kept, and its rule
R_DESTROY, R_SEND, R_SACRIFICE, R_CANNOT = "L-DEF-1", "L-DEF-2", "L-DEF-3", "L-DEF-6"
R_LIFE_LOSS, R_EMPTY_DRAW, R_GAME_OVER, R_BOTH = "L-WIN-1", "L-WIN-2", "L-WIN-3", "L-WIN-4"
R_TEXT_COST, R_TEXT_TRIGGER, R_TEXT_EFFECTS, R_TEXT_STRENGTH, R_TEXT_DURATION, R_TEXT_BANS = (
    "L-TXT-4", "L-TXT-6", "L-TXT-10", "L-TXT-12", "L-TXT-13", "L-TXT-15",
)
LR_NEG_CARD, LR_DOUBLE, LR_DRAW, LR_ZERO, LR_MATCH, LR_RESOLVED, LR_GONE, LR_FIZZLE = (
    "LR-11", "LR-15", "LR-16", "LR-24", "LR-25", "LR-28", "LR-39", "LR-40",
)
R_NEXT_TURN_END = "L-TXT-262"
R_NEXT_END_PHASE = "L-TXT-325"  # the start of the End Phase of the controller's next turn
R_END_PHASE_START = "L-TXT-357"  # the start of the End Phase of the turn the effects were set up in
R_WATCH = "L-TXT-291"
_WATCHES = ("IT_DESTROYS_IN_BATTLE", "IT_IS_DESTROYED")  # L-TXT-291: set up for the rest of the turn
_NEXT_TURN = ("START_OF_NEXT_TURN", "END_OF_NEXT_TURN", "START_OF_NEXT_END_PHASE")  # the controller's next turn, after the one set up in
ENGINE_RULES = (
    R_START, R_MATCH, R_ROLL, R_LAND, R_LIFE, R_DEAL, R_FIRST_PHASE, R_SWAP, R_NEXT_FIRST, R_TURN, R_DRAW_PHASE,
    R_END_TURN, R_SHUFFLE, R_SUMMON, R_CREATURE_ZONE, R_LARGE, R_STACK, R_STACKED_GO, R_MUT_SUMMON, R_MUTATE,
    R_BENEATH_GO, R_ATTACH, R_DETACH, R_BATTLE, R_DIRECT, R_ZERO, R_PLACE, R_RESOLVED, R_ACTIVATION, R_OPP_TURN,
    R_MOMENTS, R_RESOLVE, R_OPT, R_LAND_OPT, R_TRIGGER, R_REFUSED, R_NEGATED, R_NEG_WHERE, R_NEG_HITS, R_DESTROY,
    R_SEND, R_SACRIFICE, R_CANNOT, R_LIFE_LOSS, R_EMPTY_DRAW, R_GAME_OVER, R_BOTH, R_TEXT_COST, R_TEXT_TRIGGER,
    R_TEXT_EFFECTS, R_TEXT_STRENGTH, R_TEXT_DURATION, R_TEXT_BANS, LR_NEG_CARD, LR_DOUBLE, LR_DRAW, LR_ZERO,
    LR_MATCH, LR_RESOLVED, LR_GONE, LR_FIZZLE,
)
_SIZES = {"S": A.Size.SMALL, "M": A.Size.MEDIUM, "L": A.Size.LARGE}
_ZONE_WORDS = {A.Zone.HAND: "hand", A.Zone.DECK: "deck", A.Zone.RUINS: "ruins"}
@mypyc_attr(serializable=True)  # compiled, it is still deep-copied with the game (bots.clone)
@dataclass(slots=True, init=False)
class Layout:
    """The answers of `Game.field_of`, `creatures_of`, `where` and `slot_of` for one arrangement."""

    version: int  # `Game.pversion` when worked out
    fields: list[list[str]]
    creatures: list[list[str]]
    places: dict[str, tuple[int, int]]
    slots: dict[str, tuple[int, int, Slot]]
    watchers: dict[str, list[tuple[str, int, int]]]  # `Game.watchers_with`'s answers, by trigger sort
    activators: list[list[str]] | None  # `Game.activators`' answers, once asked for
    by_size: list[dict[str | None, list[str]]] | None  # `Game.creatures_by_size`' answers, once asked for

    def __init__(self, version: int) -> None:
        # Written out: one is made for every arrangement of the field, and default factories cost calls.
        self.version, self.fields, self.creatures, self.places, self.slots = version, [[], []], [[], []], {}, {}
        self.watchers = {}
        self.activators = self.by_size = None


class IllegalMove(CardlawError):
    """A refused action. The game is unchanged; ``rule`` is the rule the action breaks (or None)."""

    def __init__(self, message: str, rule: str | None) -> None:
        super().__init__(f"illegal action: {message}" + (f" ({rule})" if rule else ""))
        self.rule = rule
        self.reason = message


# Compiled (CARDLAW_MYPYC=1, hatch_build.py), copy.deepcopy (bots.clone) makes one without __init__, and a serializable
# class is initialised only when it allows interpreted subclasses too (mypyc leaves tp_init empty otherwise).
@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class Game:
    """One game (or match) of Landfight. Build one with `cardlaw.landfight.new_game` or from a scenario."""

    # Slots: a game is read at every step, and with this many fields an instance dict loses the
    # interpreter's fast path for attribute reads (a slot keeps one). Each field is set in `__init__`;
    # a new field must be named here as well (setting one that is not raises AttributeError).
    __slots__ = (
        "rules", "options", "cards", "owner", "keys", "sides", "turn", "tp", "phase", "first", "chain",
        "pending_entries", "resolving", "attack", "window", "tasks", "decision", "lasting", "result", "match", "dice",
        "seed", "rng", "out", "serial", "cause", "version", "fversion", "sversion", "pversion", "_settled", "_layout",
        "match_memo", "pending", "replace_mark", "left", "decks", "side_lists", "turn_cap", "ended", "left_stacked", "left_held",
        "memory", "was_beneath", "left_strength", "left_how", "_leaving", "replaced", "played_turn", "this_turn", "battled", "_statics", "_none_at_zero", "_legal", "_legal_version",
        "infos",
        "any_turn_cards", "phase_only_cards", "phase_end_cards", "replacing_cards", "life_replacing", "any_attack_loss", "lowering_cards", "limit_cards", "sacrificing_cards",
        "in_life_replacement", "cost_memo", "cost_memo_version", "creature_zones", "large_limit", "allowed_memo",
        "_life_loss", "battle_ctx", "fight", "delayed", "aside", "announcing", "destroyed_play_cards", "fresh_destroyed",
        "aftermath", "silencing", "shielding", "left_silenced", "_silenced_before",
    )

    def __init__(
        self,
        rules: Resolved,
        cards: Mapping[str, LandfightCard],
        owner: Mapping[str, int],
        *,
        dice: Sequence[int] | None = None,
        seed: int | None = None,
        keys: Mapping[str, str] | None = None,
    ) -> None:
        self.rules = rules
        self.options = dict(rules.options)
        self.cards = dict(cards)
        self.owner = dict(owner)
        self.keys = dict(keys or {})
        self.sides = [Side(), Side()]
        self.turn = 0
        self.tp = 0  # the turn player
        self.phase = "draw"
        self.first = 0
        self.chain: list[dict[str, Any]] = []
        self.pending_entries: dict[int, dict[str, Any]] = {}  # activations being made, by serial
        self.resolving: dict[int, dict[str, Any]] = {}  # activations taken off the chain, still arriving
        self.attack: list[Any] | None = None  # [attacker, target or "land", attacking player]
        self.window: dict[str, Any] | None = None  # the open response window: origin moment and responder
        self.tasks: list[Task] = []
        self.decision: dict[str, Any] | None = None
        self.lasting: list[list[Any]] = []
        self.result: dict[str, Any] | None = None
        self.match: dict[str, Any] | None = None
        self.dice = None if dice is None else list(dice)
        self.seed = seed
        self.rng = random.Random(seed)
        self.out: list[Event] = []
        self.serial = 0
        self.cause: int | None = None
        self.version = 0
        self.fversion = 0
        self.sversion = 0
        self.pversion = 0
        self._settled = -1
        self._layout = Layout(-1)
        self.match_memo: dict[int, dict[str, bool]] = {}  # id of a Kinds node -> card -> matches
        self.pending: list[tuple[Any, ...]] = []  # triggered abilities set off by the current step
        # Where in `tasks` the effects of the current step's replacements begin: they happen before the
        # triggered abilities the step set off (L-TXT-42), so those go in beneath them. Never outlives a step.
        self.replace_mark: int | None = None
        # While a battle destroys its creatures: what `_battle.after_destroyed` needs, should a player decline an
        # optional replacement and the destruction happen later (L-TXT-95). Never outlives that call.
        self.battle_ctx: list[Any] | None = None
        self.fight: list[str] | None = None  # the two creatures while their battle is decided (L-TXT-270)
        self.left: dict[str, tuple[int, int]] = {}  # cards that left the field this step: (controller, position)
        self.decks: dict[int, list[str]] = {}  # a match's deck and side lists, for later games
        self.side_lists: dict[int, list[str]] = {}
        self.turn_cap: int | None = None
        self.ended = False  # the current game is over (in a match, the next may follow)
        self.left_stacked: dict[str, int] = {}  # how many cards were stacked under each creature that left
        # The Attachment each creature that left had, its controller and position: it looks back (L-TXT-101).
        self.left_held: dict[str, tuple[str, int, int]] = {}
        self.memory: dict[str, dict[str, Any]] = {}  # what references back name, by "card/ability" (L-TXT-39)
        self.was_beneath: dict[str, str] = {}  # the card a Mutated Creature that left the field was on top of
        # The Strength each creature that left the field this turn had as it left (L-TXT-230).
        self.left_strength: dict[str, int] = {}
        # "battle" or "destroyed" for each card whose last leaving of the field this turn was a destruction (L-TXT-281)
        self.left_how: dict[str, str] = {}
        self._leaving: dict[str, int] = {}  # the Strengths of cards leaving together, taken before any left
        self.replaced: list[list[Any]] = []  # [card, ability, card replaced] this turn (LR-44)
        self.played_turn: dict[str, int] = {}  # the turn each card on the field was played in (L-TXT-47)
        self.this_turn: list[list[Any]] = []  # [player, act, card]: summoned, played, attacked this turn (L-TXT-110)
        # [attacker, creature attacked] for each battle this turn, in order; "gone" for a card that left the field
        # since, which is no longer the one that battled (L-TXT-190, LR-94).
        self.battled: list[list[str]] = []
        # Effects set up to happen once later (L-TXT-122): [moment, card, controller, path of the Delayed node,
        # turn set up, cards named then, where each was then, the creature battled].
        self.delayed: list[list[Any]] = []
        # Cards set aside, in no zone, while their player is asked where they go (L-TXT-198, LR-95).
        self.aside: list[str] = []
        # The `replace` events of the step under way, each reported where its card's leaving would have been:
        # (how many of the step's leaving cards come before it, replacement's card, ability, card, waiting).
        self.announcing: list[tuple[int, str, int, str, list[list[Any]]]] = []
        self._statics = E.Statics(-1)
        self._none_at_zero: E.Statics | None = None
        self._legal: list[Action] = []
        self._legal_version = -1
        # What the engine reads from each card's tree, by ID: a game's cards never change. A plain dict,
        # read in every loop over cards (a subclass would not get the interpreter's fast path for it).
        self.infos: dict[str, Info] = dict(zip(self.cards, map(info, self.cards.values())))
        # A game's cards never change: what few cards say (L-TXT-28, L-TXT-29) is looked for only
        # in games that hold such a card (one loop over the cards: a game is made for every deal).
        self.any_turn_cards = self.phase_only_cards = self.phase_end_cards = self.replacing_cards = False
        self.life_replacing = False  # a card says "If ... would gain Land Life, ... instead" (L-TXT-59)
        self.any_attack_loss = False  # a card halves the Land Life a direct attack takes (L-TXT-306)
        self.in_life_replacement = False  # the effect running is one of such a replacement's (LR-50)
        self.lowering_cards = False  # a card makes other creatures cheaper to summon (L-TXT-72)
        self.sacrificing_cards = False  # a card lets a summoning be paid by a sacrifice its size does not (L-TXT-267)
        self.limit_cards = False  # a card raises how many Large creatures its controller may control (L-TXT-263)
        self.destroyed_play_cards = False  # a card is played only when a creature is destroyed (L-TXT-344)
        self.silencing = False  # a card takes abilities away (L-TXT-352)
        self.shielding = False  # a card keeps the effects of some cards off some cards (L-TXT-376)
        self.left_silenced: set[str] = set()  # cards that left the field this step without their abilities
        # Whether each card leaving with others (and its Attachment) had lost its abilities before any left (`_as_they_stand`)
        self._silenced_before: dict[str, bool] = {}
        # L-TXT-344: [creature, its controller, destroyed by battle, the other creature of that battle or None] for
        # each creature destroyed since the game last asked at a main or battle moment (kept only in a game with such
        # a card), and the list the moments after those destructions read, until the game asks there again.
        self.fresh_destroyed: list[list[Any]] = []
        self.aftermath: list[list[Any]] | None = None
        for i in self.infos.values():
            # a card played in another phase of its own turn (L-TXT-365) needs the full list there too
            if i.any_turn_play or i.any_turn_activate or i.phase_play:
                self.any_turn_cards = True
            if i.only_phase is not None:
                self.phase_only_cards = True
            if i.on_phase_end:
                self.phase_end_cards = True
            if i.replacements:
                self.replacing_cards = True
            if i.life_replacements:
                self.life_replacing = True
            if i.attack_losses:
                self.any_attack_loss = True
            if i.others_discounts or i.cost_changes:
                self.lowering_cards = True
            if i.field_limit is not None:
                self.limit_cards = True
            if i.own_sacrifices or i.sacrifice_summons:
                self.sacrificing_cards = True
            if isinstance(i.only_if, A.DestroyedCondition):
                self.destroyed_play_cards = True
            if i.silences:
                self.silencing = True
            if i.shielding:
                self.shielding = True
        self.cost_memo: dict[tuple[Any, ...], list[Any]] = {}  # `_legal.size_cost_options` answers,
        self.cost_memo_version = -1  # good while fversion is this
        # Numbers every summoning reads.
        self.creature_zones = rules.number("creature zones")
        self.large_limit = rules.field_limits.get("L", (None, ""))[0]
        # `rules.allowed`'s answers, read directly where every moment asks (a call less each time).
        self.allowed_memo = rules.allowed_memo
        self._life_loss = next((loss for loss in rules.losses if loss[0].what == "life"), None)

    # -- small queries -------------------------------------------------------------------------

    def opt(self, name: str) -> str:
        return self.options[name]

    def name(self, player: int) -> str:
        return PLAYERS[player]

    def changed(self, field: bool = True, *, statics: bool = True, layout: bool = True) -> None:
        """Something changed: the legal actions must be worked out again, and, when ``field`` (the
        cards on the field, Land Life or the lasting changes), the checks after the step must be made.
        With ``field``, ``statics`` says the static abilities may hold otherwise now (False for Land
        Life, which they track themselves, and for what they never read), and, with it, ``layout``
        that cards may have moved on, onto or off the field (False for lasting changes alone)."""
        self.version += 1
        if field:
            self.fversion += 1
            if statics:
                self.sversion += 1
                if layout:
                    self.pversion += 1

    def statics(self) -> E.Statics:
        st = self._statics
        # Land Life moves often and few static abilities read it: only those that did are read again.
        if st.version == self.sversion and (st.life is None or st.life == (self.sides[0].life, self.sides[1].life)) \
                and (st.zones is None or st.zones == E.zone_snapshot(self)) \
                and (st.when is None or st.when == (self.tp, self.phase)) \
                and (st.fight is None or st.fight == E.fight_key(self)):
            return st
        st = self._statics = E.compute_statics(self)
        st.version = self.sversion
        return st

    def layout(self) -> Layout:
        """Where the cards on the field are: asked far more often than it changes, so worked out once
        for each arrangement (the queries below check the version themselves, which saves a call)."""
        layout = self._layout
        if layout.version == self.pversion:
            return layout
        layout = self._layout = Layout(self.pversion)
        places, slots = layout.places, layout.slots
        own: list[list[str]] = [[], []]  # creatures with the Attachments their controller controls
        foreign: list[list[str]] = [[], []]  # Attachments controlled across the field
        for p in (0, 1):
            side = self.sides[p]
            if side.land is not None:
                places[side.land] = (p, 0)
            creatures, mine = layout.creatures[p], own[p]
            for z, slot in enumerate(side.zones):
                if slot is None:
                    continue
                cid = slot.card
                creatures.append(cid)
                slots.setdefault(cid, (p, z, slot))
                places[cid] = (p, 10 * z + 10)
                mine.append(cid)
                attachment = slot.attachment
                if attachment is not None:
                    ctl = slot.att_controller
                    if ctl == p:
                        mine.append(attachment)
                    elif ctl is not None:
                        foreign[ctl].append(attachment)
                    places[attachment] = (p if ctl is None else ctl, 10 * z + 11)
            for i, cid in enumerate(side.continuous):
                places[cid] = (p, 100 + i)
        for p in (0, 1):
            side = self.sides[p]
            fields = layout.fields[p]
            if side.land is not None:
                fields.append(side.land)
            fields += own[p]
            fields += foreign[p]
            fields += side.continuous
        return layout

    def field_of(self, player: int) -> list[str]:
        """The cards on a player's side, in the order of LR-23: Land, creatures with their Attachments, Continuous."""
        layout = self._layout
        return (layout if layout.version == self.pversion else self.layout()).fields[player]

    def creatures_of(self, player: int) -> list[str]:
        """The creatures on a player's side, by Creature Zone."""
        layout = self._layout
        return (layout if layout.version == self.pversion else self.layout()).creatures[player]

    def where(self, cid: str) -> tuple[int, int] | None:
        """(controller, position) of a card on the field, position ordering LR-23; None when not on the field."""
        layout = self._layout
        return (layout if layout.version == self.pversion else self.layout()).places.get(cid)

    def large_limit_of(self, player: int) -> int | None:
        """How many Large creatures ``player`` may control now (L-SUM-7): the print's number, or the highest a card
        on their side of the field raises it to (L-TXT-263, LR-119), unless that card has lost its abilities
        (L-TXT-352); None without a limit."""
        base = self.large_limit
        if base is None or not self.limit_cards:
            return base
        silenced = self.silenced()
        raised = [n for c in self.field_of(player) if (n := self.infos[c].field_limit) is not None and c not in silenced]
        return max([base, *raised])

    def on_field(self, cid: str) -> bool:
        return self.where(cid) is not None

    def controller(self, cid: str) -> int | None:
        place = self.where(cid)
        return None if place is None else place[0]

    def slot_of(self, cid: str) -> tuple[int, int, Slot] | None:
        """(controller, zone, slot) of a creature on the field; None for any other card."""
        layout = self._layout
        return (layout if layout.version == self.pversion else self.layout()).slots.get(cid)

    def activators(self, player: int) -> list[str]:
        """The cards of `field_of` that have an activated ability, in that order: most cards on the field
        have none, and the legal actions are listed at most decisions, far more often than cards move."""
        layout = self._layout
        if layout.version != self.pversion:
            layout = self.layout()
        found = layout.activators
        if found is None:
            infos = self.infos
            found = layout.activators = [[cid for cid in layout.fields[p] if infos[cid].activated] for p in (0, 1)]
        return found[player]

    def creatures_by_size(self, player: int) -> dict[str | None, list[str]]:
        """`creatures_of`, grouped by size (None for a Mutated Creature), each group by Creature Zone: what
        a summoning's cost reads, at every decision where a creature could be summoned."""
        layout = self._layout
        if layout.version != self.pversion:
            layout = self.layout()
        found = layout.by_size
        if found is None:
            found = layout.by_size = [{}, {}]
            for p in (0, 1):
                for cid in layout.creatures[p]:
                    found[p].setdefault(self.infos[cid].size_key[0], []).append(cid)
        return found[player]

    def is_creature_on_field(self, cid: str) -> bool:
        return self.slot_of(cid) is not None

    def ability_works(self, cid: str, number: int) -> bool:
        """An ability a stack governs works only while enough cards are stacked (L-STK-6), and none works while
        its card has lost its abilities (L-TXT-352)."""
        if self.silencing and cid in self.statics().silenced:
            return False
        return self.stacked_enough(cid, number)

    def silenced(self) -> frozenset[str]:
        """The cards on the field that have lost their abilities (L-TXT-352): none in most games."""
        return self.statics().silenced if self.silencing else E.NO_CARDS

    def stacked_enough(self, cid: str, number: int) -> bool:
        """L-STK-6 alone. The static abilities are worked out with it: `ability_works` asks `statics` which cards
        have lost their abilities, which would ask them again as they are being worked out."""
        card_info = self.infos[cid]
        if number not in card_info.gated:
            return True
        found = self.slot_of(cid)
        return found is not None and len(found[2].stacked) >= card_info.stack_count

    def strengths(self) -> E.Statics:
        """`statics`, with the Strength changes worked out."""
        st = self.statics()
        if not st.strengths:
            E.add_strengths(self, st)
        return st

    def strength(self, cid: str) -> int:
        st = self.statics()  # `strengths`, written out: asked after every battle and change of the field
        if not st.strengths:
            E.add_strengths(self, st)
        return (self.cards[cid].strength or 0) + st.bonus.get(cid, 0)

    def banned(self, subject: str | int, act: A.Act) -> bool:
        return self.statics().banned(subject, act)

    def can_go_to_ruins(self, cid: str, destroyed: bool) -> bool:
        st = self.statics()
        if st.banned(cid, A.Act.BE_SENT_TO_RUINS):
            return False
        return not (destroyed and st.banned(cid, A.Act.BE_DESTROYED))

    def can_be_sacrificed(self, cid: str) -> bool:
        """Whether ``cid`` may be sacrificed, as a cost or by an effect: it must be able to go to the Ruins, and no
        prohibition may forbid its sacrifice (L-TXT-144)."""
        return self.can_go_to_ruins(cid, False) and not self.statics().banned(cid, A.Act.BE_SACRIFICED)

    def play_banned(self, player: int, cid: str) -> bool:
        bans = self.statics().play_bans[player]
        return bool(bans) and any(E.matches(self, cid, kinds) for kinds in bans)

    # -- events ----------------------------------------------------------------------------------

    def emit(self, event_type: str, rules: Sequence[str], /, **fields: Any) -> None:
        # Most events cite one rule: nothing to remove twice.
        self.out.append({"type": event_type, **fields, "rules": list(rules) if len(rules) < 2 else list(dict.fromkeys(rules))})

    # -- the stack of tasks ------------------------------------------------------------------------

    def push(self, *task: Any) -> None:
        self.tasks.append(task)

    def push_effect(self, src: str, ctl: int, path: tuple[int, ...], ctx: Any) -> None:
        self.tasks.append(("eff", src, ctl, path, ctx, None))

    def push_effects(self, src: str, ctl: int, paths: Sequence[tuple[int, ...]], ctx: Any) -> None:
        for path in reversed(paths):
            self.push_effect(src, ctl, path, ctx)

    def run(self) -> None:
        """Carry out tasks until a decision is needed or the game (or match) is over."""
        # `step`, written out, with what it looks up held: this loop runs some ten tasks for every action.
        tasks = self.tasks  # cleared, never replaced, while the game runs
        handlers, run_effect = _HANDLERS, E.run_effect
        while self.decision is None and tasks:
            task = tasks.pop()
            name = task[0]
            try:
                if name == "eff":
                    run_effect(self, task)
                elif len(task) == 1:  # most steps take nothing or one value: no slice and no unpacking to call them
                    handlers[name](self)
                elif len(task) == 2:
                    handlers[name](self, task[1])
                else:
                    handlers[name](self, *task[1:])
            except E.Wait:
                pass
            if self.fversion != self._settled or self.pending:
                self.settle()
            self.replace_mark = None
            if self.result is not None:
                tasks.clear()
                self.decision = None
                return

    def step(self, task: Task) -> None:
        if task[0] == "eff":
            E.run_effect(self, task)
        else:
            _HANDLERS[task[0]](self, *task[1:])

    # -- starting --------------------------------------------------------------------------------

    def _t_game(self, number: int) -> None:
        self.emit("game", [R_START, R_MATCH] if self.match is not None else [R_START], number=number)

    def _t_roll_first(self) -> None:
        rolls = [self.roll(p, "first", [R_ROLL]) for p in (0, 1)]
        if rolls[0] == rolls[1]:
            self.push("roll_first")
            return
        winner = 0 if rolls[0] > rolls[1] else 1
        self.ask(winner, "first", None, ["p1", "p2"], 1, 1, ("first_chosen", winner, R_ROLL, None))

    def _t_may_replace(self, src: str, number: int, cid: str, ctl: int, redo: list[Any],
                       picks: Sequence[str] | None) -> None:
        """An optional replacement's question, then its answer (L-TXT-95, LR-53)."""
        if picks is None:
            if R.used_up(self, src, number, ctl):  # L-TXT-326: used by another card's question of the step
                R.may_replace(self, src, number, cid, ctl, redo, False)
                return
            self.ask(ctl, "may", src, ["yes"], 0, 1, ("may_replace", src, number, cid, ctl, redo, None))
            return
        R.may_replace(self, src, number, cid, ctl, redo, "yes" in picks)

    def _t_follow_may(self, holder: str, cid: str, ctl: int, hand: int | str, cause: str, pos: int | None,
                      picks: Sequence[str] | None) -> None:
        """The question of a card set aside as its creature left the field, then where it goes (L-TXT-198, LR-95)."""
        if picks is None:
            self.ask(ctl, "may", holder, ["yes"], 0, 1, ("follow_may", holder, cid, ctl, hand, cause, pos, None))
            return
        R.follow_answered(self, cid, ctl, hand, cause, pos, "yes" in picks)

    def _t_follow_battle_may(self, holder: str, cid: str, ctl: int, hand: int, pos: int | None,
                             picks: Sequence[str] | None) -> None:
        """The question of an Attachment set aside as its creature was destroyed by battle (L-TXT-232, LR-109)."""
        if picks is None:
            self.ask(ctl, "may", holder, ["yes"], 0, 1, ("follow_battle_may", holder, cid, ctl, hand, pos, None))
            return
        R.follow_answered(self, cid, ctl, hand, "detached", pos, "yes" in picks, R.R_BATTLE_FOLLOW)

    def _t_battle_may(self, holder: str, cid: str, ctl: int, where: str, player: int, side: int, pos: int, host: str,
                      picks: Sequence[str] | None) -> None:
        """The question of a creature destroyed in battle and set aside, then where it goes (L-TXT-311, LR-95);
        ``side`` and ``pos``: where it stood; ``host``: the creature it would go under (L-TXT-319)."""
        if picks is None:
            self.ask(ctl, "may", holder, ["yes"], 0, 1,
                     ("battle_may", holder, cid, ctl, where, player, side, pos, host, None))
            return
        R.battle_may_answered(self, cid, where, player, (side, pos), "yes" in picks, host)

    def _t_summon_may(self, holder: str, cid: str, ctl: int, picks: Sequence[str] | None) -> None:
        """The question of a card underneath set aside as its creature left the field, then whether it is summoned
        or goes to the Ruins (L-TXT-231, L-TXT-198, LR-95)."""
        if picks is None:
            self.ask(ctl, "may", holder, ["yes"], 0, 1, ("summon_may", holder, cid, ctl, None))
            return
        if "yes" in picks:
            self.aside.remove(cid)
            R.summon_underneath(self, cid, ctl, True)
        else:  # to its owner's Ruins after all, as L-TXT-198's no sends it
            R.follow_answered(self, cid, ctl, ctl, "beneath", None, False)

    def _t_negate_instead(self, src: str, ctl: int, path: list[int], chosen: list[Any],
                          picks: Sequence[str] | None) -> None:
        """The question of a negated card put elsewhere with 'you may' in the Ruins' place, then the negation
        (L-TXT-165, LR-84). (A negation reads no context once its activations are picked.)"""
        assert picks is not None
        E.negate_now(self, ("eff", src, ctl, tuple(path), None, None), chosen, "yes" in picks)

    def _t_first_chosen(self, chooser: int, rule: str, picks: Sequence[str] | None) -> None:
        assert picks is not None
        self.first = PLAYERS.index(picks[0])
        self.emit("first", self._first_rules(rule), player=PLAYERS[chooser], first=picks[0])
        # Both Lands go down, then each player shuffles and draws, the first player first (L-SET-3, L-SET-5).
        self.push("begin_turn")
        self.push("deal", 1 - self.first)
        self.push("deal", self.first)
        self.push("place_land", 1 - self.first)
        self.push("place_land", self.first)

    def _t_place_land(self, player: int) -> None:
        side = self.sides[player]
        land = next((cid for cid in side.deck if self.cards[cid].kind is A.Kind.LAND), None)
        if land is not None:
            side.deck.remove(land)
            side.land = land
        side.life = self.rules.number("start life")
        self.changed()
        self.emit("land", [R_LAND, self.rules.rule_of("start life")], player=PLAYERS[player], card=land, life=side.life)

    def _t_deal(self, player: int) -> None:
        side = self.sides[player]
        self.shuffle(player, [R_DEAL])
        hand = self.rules.number("start hand")
        drawn = side.deck[:hand]
        del side.deck[:hand]
        side.hand.extend(drawn)
        self.emit("draw", [self.rules.rule_of("start hand")], player=PLAYERS[player], cards=drawn)

    # -- turns and phases --------------------------------------------------------------------------

    def _t_begin_turn(self) -> None:
        if self.turn == 0:
            self.tp = self.first
            self.ended = False
        else:
            self.tp = 1 - self.tp
        self.turn += 1
        # What was played this turn (L-TXT-47, L-TXT-53) is another set of cards now: static abilities
        # that read it hold otherwise, though nothing on the field moved.
        self.sversion += 1
        self.emit("turn", [R_TURN], player=PLAYERS[self.tp], number=self.turn)
        if self.turn_cap is not None and self.turn > self.turn_cap:
            self.game_over(None, f"the simulation's cap of {self.turn_cap} turns", [])
            return
        if self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
            self._t_begin_phase(self.rules.start_phase[0])  # as a phase's steps chain (`_t_begin_phase`)
        else:
            self.tasks.append(("begin_phase", self.rules.start_phase[0]))

    # The steps of every phase (some four a turn) push their tasks without `push`: one call less each.

    # A step of a phase whose next step would be the next task run, with nothing for `run` to do in between (no
    # check after the step to make, no trigger waiting, no decision, the game going on), runs that step itself
    # rather than pushing it: most phases pass with no one able to do anything, and each task costs `run` a
    # turn of its loop. The chain stops at the end of the phase (`_t_end_phase` pushes the next), so it is short.

    def _t_begin_phase(self, phase: str) -> None:
        self.phase = phase
        self.version += 1  # `changed(False)`, written out: a call less (this runs at every step of its kind)
        self.emit("phase", [self.rules.next_phase[phase][1]], player=PLAYERS[self.tp], phase=phase)
        self.notice_phase(phase)  # what it notices waits in `pending`, not in `tasks`
        if self.delayed:
            self.notice_delayed(("START_OF_NEXT_TURN", f"START_OF_YOUR_{phase.upper()}_PHASE")
                                if phase == self.rules.start_phase[0] else
                                # L-TXT-325: the start of the End Phase of the controller's next turn
                                (f"START_OF_YOUR_{phase.upper()}_PHASE", "START_OF_NEXT_END_PHASE", "START_OF_END_PHASE")
                                if phase == "end"
                                else (f"START_OF_YOUR_{phase.upper()}_PHASE",))
        if self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
            self._t_phase_body(phase)
        else:
            self.tasks.append(("phase_body", phase))

    def _t_phase_body(self, phase: str) -> None:
        draws = self.rules.phase_draws.get(phase)
        if draws is None:
            if self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
                self._t_main()
            else:
                self.tasks.append(("main",))
            return
        tasks = self.tasks
        tasks.append(("main",))
        self.draw(self.tp, draws[0], [draws[1]], phase_draw=True)
        if self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None \
                and self.decision is None and tasks and tasks[-1] == ("main",):
            tasks.pop()
            self._t_main()

    def _t_main(self) -> None:
        if self.fresh_destroyed:
            self._open_aftermath(("main",))
            return
        if not self._passes_at_once(self.tp, "main"):
            self._decide(self.tp, "main", ("closing",))
        elif self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
            self._t_closing()
        else:
            self.tasks.append(("closing",))

    def _t_closing(self) -> None:
        if not self._passes_at_once(1 - self.tp, "closing"):
            self._decide(1 - self.tp, "closing", ("end_phase",))
        elif self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
            self._t_end_phase()
        else:
            self.tasks.append(("end_phase",))

    def _t_end_phase(self) -> None:
        if self.phase_end_cards:
            self.notice_phase_end(self.phase)
        if self.delayed:
            own = f"END_OF_YOUR_{self.phase.upper()}_PHASE"  # L-TXT-161; one call, so one order of set-up
            if self.phase == "battle":
                self.notice_delayed((own, "END_OF_BATTLE_PHASE"))
            elif self.rules.next_phase[self.phase][0] is None:
                # the turn's end; a Battle Phase's end or an End Phase's start set up after it (L-TXT-122, L-TXT-357)
                self.notice_delayed((own, "END_OF_TURN", "END_OF_BATTLE_PHASE", "END_OF_NEXT_TURN", "START_OF_END_PHASE"))
            else:
                self.notice_delayed((own,))
        if self.phase == "battle" and self.lasting:
            self.end_lasting(BATTLE_PHASE)
        after = self.rules.next_phase[self.phase][0]
        if after is None:
            self.tasks.append(("end_turn",))
        elif self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
            self._t_begin_phase(after)  # the chain runs through a turn's phases at most (`_t_end_turn` pushes)
        else:
            self.tasks.append(("begin_phase", after))

    def _t_decide_battle(self) -> None:
        """The battle is decided, or its attack ends (`_battle.decide`); the changes made for it end then, before
        anything the battle set off happens, even when a destruction waits on a player's answer (L-TXT-138, LR-77)."""
        try:
            _battle.decide(self)
        finally:
            if self.lasting:
                self.end_lasting(BATTLE)

    def _t_end_turn(self) -> None:
        if self.fresh_destroyed:  # destroyed after the turn's last main moment: answered before it ends (L-TXT-344)
            self._open_aftermath(("end_turn",))
            return
        self.emit("end_turn", [R_END_TURN], player=PLAYERS[self.tp])
        ended = False
        if self.lasting:  # most turns end with no lasting change in force
            ended = self.end_lasting("turn")
        self.replaced.clear()
        self.this_turn.clear()
        self.battled.clear()
        if self.delayed:  # L-TXT-291: a watch lasts for the turn it was set up in
            self.delayed = [e for e in self.delayed if e[0] not in _WATCHES]
        self.left_strength.clear()
        self.left_how.clear()
        for side in self.sides:
            side.used.clear()
            for slot in side.zones:
                if slot is not None:
                    slot.attacks = 0
                    slot.extra = 0
        # Attacks and once-per-turn uses are no part of the static abilities; changes ending are.
        self.changed(statics=ended, layout=False)
        self.push("begin_turn")

    def end_lasting(self, moment: str) -> bool:
        """The lasting changes that end at the end of the turn (``turn``), of its Battle Phase (L-TXT-102) or of a
        battle (L-TXT-138) end; a creature whose control was taken goes back. Whether any ended.

        A change until the end of the Battle Phase made after that phase has ended ends with the turn (LR-63)."""
        if moment == "turn":
            kept = [e for e in self.lasting if e[3] != "turn" and e[3] != BATTLE_PHASE and not self._ends_now(e)]
        else:
            kept = [e for e in self.lasting if e[3] != moment]
        if len(kept) == len(self.lasting):
            return False
        gone = [e for e in self.lasting if e[0] == "control" and e not in kept]
        self.lasting = kept
        for entry in gone:
            C.give_back(self, entry)
        if moment != "turn":
            self.changed(layout=False)
        return True

    def _ends_now(self, entry: list[Any]) -> bool:
        """A change until the end of its controller's next turn ends with this turn (L-TXT-33), one until
        the end of the opponent's next turn with the opponent's (L-TXT-41)."""
        until = entry[3]
        if until.startswith("onext:"):
            return self.tp != entry[4] and self.turn > int(until[6:])
        return until.startswith("next:") and self.tp == entry[4] and self.turn > int(until[5:])

    def _open_aftermath(self, then: Task) -> None:
        """The moments after destructions (L-TXT-344): the turn player's, then the opponent's, then ``then``."""
        self.aftermath = self.fresh_destroyed
        self.fresh_destroyed = []
        self.tasks.append(then)
        self.tasks.append(("aftermath_over",))
        self.tasks.append(("aftermath", 1 - self.tp))
        self.tasks.append(("aftermath", self.tp))

    def _t_aftermath(self, player: int) -> None:
        """A player may play a card on the destructions just made; one with no such card in hand passes (L-ACT-11)."""
        infos = self.infos
        if any(isinstance(infos[cid].only_if, A.DestroyedCondition) for cid in self.sides[player].hand):
            self.version += 1  # a new decision: its legal actions are worked out afresh
            self._decide(player, "aftermath", ("aftermath_passed",))

    def _t_aftermath_passed(self) -> None:
        """Passing at a moment after a destruction: the game goes on with what was waiting (L-TXT-344)."""

    def _t_aftermath_over(self) -> None:
        """Both players have had their moment: the condition holds nowhere after it (L-TXT-344)."""
        self.aftermath = None

    def moment(self, player: int, moment: str, on_pass: Task) -> None:
        """A decision at a moment (L-ACT-3); a player who may only pass passes at once (L-ACT-11)."""
        if self._passes_at_once(player, moment):
            self.tasks.append(on_pass)
        else:
            self._decide(player, moment, on_pass)

    def _passes_at_once(self, player: int, moment: str) -> bool:
        """The first half of `moment`: True when passing is all ``player`` may do at ``moment``, known without
        the legal list (then the pass is the caller's to make); False when `_decide` must work it out."""
        self.version += 1  # a new decision: its legal actions are worked out afresh (`changed`, inlined)
        key = (player == self.tp, self.phase, moment)
        allowed = self.allowed_memo.get(key) or self.rules.allowed(*key)
        if allowed.attack is None:
            # Most moments are the other player's, or the turn player's outside the phases where
            # creatures are played and attack, where only cards of some kinds may be played from the
            # hand and few cards have an ability to activate: with no such card in hand and none with an
            # ability on the player's side, passing is the one legal action, known at once.
            no_abilities = allowed.abilities is None and allowed.land_opt is None
            play, infos = allowed.play, self.infos
            if not self.any_turn_cards:
                playable = False
                if play:  # a loop, not `any` over a generator: this runs at most moments
                    for cid in self.sides[player].hand:
                        if infos[cid].kind_line in play:
                            playable = True
                            break
                if not playable and (no_abilities or self._nothing_to_activate(player, allowed)):
                    return True
            # A card that may be played or used during the opponent's turn (L-TXT-28) needs the full list.
            # (With abilities allowed, such a card has one only on the field: that case takes the full list.)
            elif no_abilities and (not play or not any(
                infos[cid].kind_line in play or infos[cid].any_turn_play or infos[cid].phase_play for cid in self.sides[player].hand
            ) and not any(infos[cid].any_turn_activate for cid in self.field_of(player))):
                return True
        return False

    def _decide(self, player: int, moment: str, on_pass: Task) -> None:
        """The second half of `moment`: the decision, with its legal list; passing at once if that is all it has."""
        self.decision = {"player": player, "moment": moment, "on_pass": list(on_pass)}
        actions = self._legal = _legal.legal_actions(self)  # `legal`, which could only miss here
        self._legal_version = self.version
        if len(actions) == 1:
            self.decision = None
            self.tasks.append(on_pass)

    def _nothing_to_activate(self, player: int, allowed: Any) -> bool:
        """No ability on ``player``'s side is allowed at this moment or has a use left this turn: the checks of
        `_legal.legal_actions` that need no static ability, so True proves it lists no activation."""
        activators = self.activators(player)
        if not activators:
            return True
        side, infos = self.sides[player], self.infos
        for cid in activators:
            card_info = infos[cid]
            land = card_info.kind_line == "Land"
            for number, ability in card_info.activated:
                if not _legal.own_moment(self, allowed, land, ability, card_info.activate_phases):
                    continue
                if ability.once_per_turn and _legal.opt_used(self, side, cid, number):
                    continue
                return False
        return True

    def ask(self, player: int, purpose: str, card: str | None, options: Sequence[Any], low: int, high: int, resume: Task) -> None:
        """A choice (L-ACT-3): picks are made one at a time and ``resume`` runs again with them."""
        self.version += 1  # `changed(False)`, written out: a call less (this runs at every step of its kind)
        self.decision = {
            "player": player, "moment": "choice",
            "choice": {"for": purpose, "card": card, "options": list(options), "picked": [], "min": low, "max": high},
            "resume": list(resume),
        }

    # -- checks and triggers after every step -------------------------------------------------------

    def settle(self) -> None:
        """The checks after a step (LR-14), then the triggered abilities it set off, in LR-23's order."""
        zones = self._statics.zones
        if self.fversion == self._settled and not self.pending and (zones is None or zones == E.zone_snapshot(self)):
            # Nothing on the field, in Land Life or in the lasting changes moved since the last check,
            # nor in a hand, deck or Ruins that a static ability counts.
            return
        self.check_life()
        spared: set[str] = set()  # a replacement took the place of their destruction (L-TXT-42)
        while not self.ended:
            doomed = self.zero_strength()
            if spared:
                doomed = [c for c in doomed if c not in spared]
            if not doomed:
                break
            spared.update(set(doomed) - set(self.destroy(doomed, "strength", [R_ZERO, LR_ZERO])))
            self.check_life()
        if self.ended:
            self.pending.clear()
            self.left.clear()
            self.left_stacked.clear()
            self.left_held.clear()
            self.left_silenced.clear()
            self._silenced_before = {}
            return
        if self.pending:
            order = sorted(self.pending, key=lambda t: t[0])
            order.reverse()  # not `reversed(order)` below: mypyc failed on that over tuples of Any
            self.pending = []
            at = len(self.tasks) if self.replace_mark is None else self.replace_mark
            self.tasks[at:at] = [("trigger", src, ctl, number, ctx) for _, src, ctl, number, ctx in order]
        self.left.clear()
        self.left_stacked.clear()
        self.left_held.clear()
        self.left_silenced.clear()
        self._silenced_before = {}
        self._settled = self.fversion

    def zero_strength(self) -> list[str]:
        st = self.statics()
        if st is self._none_at_zero:
            return []  # the Strengths are those of the last check, which found none at 0
        lowered_only = self.options["zero_strength"] == "lowered"
        if not st.may_lower:
            if lowered_only:
                return []  # nothing lowers a Strength: no need to work any out
            # Nothing lowers a Strength, so none is below its printed number: only a card printed
            # with 0 (or none) can be at 0, and working out the bonuses is needed only then.
            cards = self.cards
            if all((cards[slot.card].strength or 0) > 0 for side in self.sides for slot in side.zones if slot is not None):
                return []
        if not st.strengths:
            E.add_strengths(self, st)
        if lowered_only and not st.lowered:
            return []
        doomed = []
        cards, bonus, lowered = self.cards, st.bonus, st.lowered
        for p in (self.tp, 1 - self.tp):
            for slot in self.sides[p].zones:
                if slot is None:
                    continue
                cid = slot.card
                if lowered_only and cid not in lowered:
                    continue
                # `strength`, read from ``st``, the static abilities as they stand, with the Strengths worked out.
                if (cards[cid].strength or 0) + bonus.get(cid, 0) <= 0 and self.can_go_to_ruins(cid, True):
                    doomed.append(cid)
        if not doomed:
            # Strengths and the Ruins bans live in ``st``: while it stands, none can be at 0.
            self._none_at_zero = st
        return doomed

    def check_life(self) -> None:
        if self.ended:
            return
        limit = self._life_loss
        if limit is None:
            return
        at_most, rule = limit[0].at_most or 0, limit[1]
        first, second = self.sides[0].life <= at_most, self.sides[1].life <= at_most
        if first is not second:
            loser = 0 if first else 1
            self.game_over(1 - loser, f"{PLAYERS[loser]} has no Land Life left", [rule])
        elif first:
            if self.options["double_loss"] == "cause-wins" and self.cause is not None:
                self.game_over(self.cause, "both players reached 0 Land Life; the player whose card did it wins",
                               [rule, R_BOTH, LR_DOUBLE])
            else:
                self.game_over(None, "both players reached 0 Land Life at once", [rule, R_BOTH, LR_DOUBLE])

    def notice(self, src: str, ctl: int, pos: int, number: int, ctx: Any = None, key: int = 0) -> None:
        order = (0 if ctl == self.tp else 1, pos, number, key)
        self.pending.append((order, src, ctl, number, ctx))

    def watchers(self) -> list[tuple[str, int, int]]:
        """(card, controller, position) of every card whose abilities may trigger now: on the field, or
        having left it during this step (they look back, LR-23)."""
        out = []
        for p in (0, 1):
            for cid in self.field_of(p):
                place = self.where(cid)
                assert place is not None
                out.append((cid, place[0], place[1]))
        out.extend((cid, ctl, pos) for cid, (ctl, pos) in self.left.items())
        return out

    def watchers_with(self, sort: str) -> list[tuple[str, int, int]]:
        """`watchers`, less the cards on the field whose triggers of one sort (``sort``, an `Info` field such as
        ``on_phase``) are none: most cards, so the rest are kept with the layout, as most steps ask again."""
        layout = self._layout
        if layout.version != self.pversion:
            layout = self.layout()
        watching = layout.watchers.get(sort)
        if watching is None:
            infos, places = self.infos, layout.places
            watching = layout.watchers[sort] = [
                (cid, *places[cid]) for p in (0, 1) for cid in layout.fields[p] if getattr(infos[cid], sort)
            ]
        if self.left:  # those that left the field during this step look back (LR-23)
            watching = watching + [(cid, ctl, pos) for cid, (ctl, pos) in self.left.items()]
        return watching

    def self_triggers(
        self, cid: str, event: A.SelfEvent, place: tuple[int, int] | None, battled: str | None = None
    ) -> None:
        if place is None:
            return
        card_info = self.infos[cid]
        if card_info.arrival and event in (A.SelfEvent.PLAYED, A.SelfEvent.SUMMONED):
            for number in card_info.arrival:  # set up as it arrives, to happen once later (L-TXT-262, L-TXT-122)
                if not self.gated_ok(cid, number):
                    continue  # it arrives without its abilities (L-TXT-352)
                later = E.ability_at(self.cards[cid].tree, number)  # L-TXT-262's moment or L-TXT-325's
                assert isinstance(later, A.Sentence) and isinstance(later.effects[0], A.Delayed)
                self.delayed.append([later.effects[0].moment.name, cid, place[0], [number, 0], self.turn,
                                     [], [], None])
        for watched, number in card_info.on_self:
            # A creature that is played is summoned: "is summoned" occurs with "is played" (L-TXT-29).
            same = watched is event or (
                watched is A.SelfEvent.SUMMONED and event is A.SelfEvent.PLAYED and card_info.is_creature
            )
            if same and self.gated_ok(cid, number):
                if event is A.SelfEvent.DESTROYS_IN_BATTLE and battled is not None:
                    # Two creatures named: "it" acted on is the one destroyed, as a subject this card (LR-76).
                    self.notice(cid, place[0], place[1], number, {"it": battled, "battled": battled, "own": cid})
                else:
                    self.notice(cid, place[0], place[1], number, {"it": cid, "battled": battled})
        self.attached_triggers(cid, event, battled)
        if event is A.SelfEvent.LEAVES_FIELD:
            self.notice_leaves(cid, place)

    def notice_attacks(self, cid: str) -> None:
        """Triggers 'When <filter> attacks' (L-TXT-274), judged as the attacker stands as its attack is declared; and
        'When <filter> attacks <filter>' (L-TXT-316), the creature attacked judged then too (none for a direct attack)."""
        self._notice_named(cid, "on_attacks")
        target = self.attack[1] if self.attack is not None else "land"
        if target == "land":
            return
        for src, ctl, pos in self.watchers_with("on_attacks_at"):
            for number, which, attacked in self.infos[src].on_attacks_at:
                if self.gated_ok(src, number) and cid in E.candidates(self, which, ctl, src) \
                        and target in E.candidates(self, attacked, ctl, src):
                    self.notice(src, ctl, pos, number, {"it": cid, "battled": None})

    def _notice_named(self, cid: str, sort: str) -> None:
        """The filter triggers of one sort (an `Info` field) whose filter names ``cid`` as it stands now."""
        for src, ctl, pos in self.watchers_with(sort):
            for number, which in getattr(self.infos[src], sort):
                if self.gated_ok(src, number) and cid in E.candidates(self, which, ctl, src):
                    self.notice(src, ctl, pos, number, {"it": cid, "battled": None})

    def notice_leaves(self, cid: str, place: tuple[int, int]) -> None:
        """Triggers 'When <filter> leaves the field' (L-TXT-271), at the moment the card's own would occur, the
        filter judged as the card stood just before it left: its controller's side, its Strength then."""
        side, cpos = place
        watching = self.watchers_with("on_leaves")
        held = self.left_held.get(cid)
        if held is not None and self.infos[held[0]].on_leaves and held[0] not in self.left:
            # The Attachment that was on it is off the field and not yet gone: it sees its creature leave (LR-23).
            watching = [*watching, held]
        for src, ctl, pos in watching:
            for number, which in self.infos[src].on_leaves:
                if not self.gated_ok(src, number) or (which.another and cid == src):
                    continue
                if side not in E.sides_of(self, which.location, ctl, "both") or not E.matches(self, cid, which.kinds):
                    continue
                if which.strength is not None and (
                        (then := self.left_strength.get(cid)) is None
                        or not E.strength_fits(self, cid, which.strength, False, src, then=then)):
                    continue  # only a creature had a Strength to compare
                self.notice(src, ctl, pos, number, {"it": cid, "battled": None},
                            (0 if side == self.tp else 1) * 1000 + cpos)

    def attached_triggers(self, cid: str, event: A.SelfEvent, battled: str | None) -> None:
        """"When the attached creature <event>" (L-TXT-101): the triggers of the Attachment on creature ``cid``, or
        of the one it had as it left the field (that Attachment has followed it and looks back, LR-23). ``it``
        names the creature; a filter of ``attacks`` / ``battles`` names the creature attacked or battled."""
        held = self.left_held.get(cid)
        if held is None:
            found = self.slot_of(cid)
            if found is None or found[2].attachment is None:
                return
            att = found[2].attachment
            place = self.where(att)
            if place is None:
                return
            att_ctl, pos = place
        else:
            att, att_ctl, pos = held
        watching = self.infos[att].on_attached
        if not watching:
            return
        other = battled if event is A.SelfEvent.BATTLES else (
            self.attack[1] if event is A.SelfEvent.ATTACKS and self.attack is not None else None)
        for number, trigger in watching:
            if trigger.event is not event or not self.gated_ok(att, number):
                continue
            if trigger.which is None:
                self.notice(att, att_ctl, pos, number, {"it": cid, "battled": battled})
            elif other is not None and other != "land" and other in E.candidates(self, trigger.which, att_ctl, att):
                # Two creatures named: "it" acted on is the other one, as a subject the attached creature (LR-76).
                self.notice(att, att_ctl, pos, number, {"it": other, "battled": battled, "own": cid})

    def gated_ok(self, cid: str, number: int) -> bool:
        """`ability_works`, for a card that left the field this step as it stood there (LR-31)."""
        card_info = self.infos[cid]
        if self.silencing and cid in self.left_silenced:  # (an Attachment that followed its creature too)
            return False
        if cid in self.left:
            return number not in card_info.gated or self.left_stacked.get(cid, 0) >= card_info.stack_count
        if number not in card_info.gated and not self.silencing:
            return True
        return self.ability_works(cid, number)

    def notice_destroyed(self, cids: Sequence[str], snaps: Mapping[str, tuple[int, int]]) -> None:
        """Filter triggers 'When ... is destroyed', judged as each card stood just before (LR-31)."""
        per_event = self.options["filter_trigger"] == "per-event"
        fired: set[tuple[str, int]] = set()
        for src, ctl, pos in self.watchers_with("on_destroyed"):
            for number, which in self.infos[src].on_destroyed:
                if not self.gated_ok(src, number):
                    continue
                sides = E.sides_of(self, which.location, ctl, "both")
                for cid in cids:
                    owner_side, cpos = snaps[cid]
                    if owner_side not in sides or (which.another and cid == src) or not E.matches(self, cid, which.kinds):
                        continue
                    if per_event and (src, number) in fired:
                        continue
                    fired.add((src, number))
                    self.notice(src, ctl, pos, number, {"it": cid, "battled": None},
                                (0 if owner_side == self.tp else 1) * 1000 + cpos)

    def notice_summoned(self, cid: str) -> None:
        """Triggers 'When <filter> is summoned' (L-TXT-85), judged as the creature stands once it has arrived."""
        found = self.slot_of(cid)
        if found is not None:  # what "summoned ... this turn" reads (L-TXT-110), by the side it arrived on
            self.this_turn.append([found[0], "summoned", cid])
        self._notice_named(cid, "on_summoned")

    def notice_activated(self, entry: dict[str, Any]) -> None:
        """Triggers 'When <player> activates an ability of <filter>' (L-TXT-156, LR-83): an ability's activation
        made, its costs paid, judged as its card stands then; the trigger's ability may negate that activation."""
        cid = entry["card"]
        for src, ctl, pos in self.watchers_with("on_activated"):
            for number, which in self.infos[src].on_activated:
                if self.gated_ok(src, number) and _act.made_by(self, entry, which.location, ctl) \
                        and E.matches(self, cid, which.kinds) \
                        and (which.strength is None or E.strength_fits(self, cid, which.strength, False, src)):
                    self.notice(src, ctl, pos, number, {"it": cid, "battled": None, "activation": entry["serial"]})

    def notice_played(self, cid: str, player: int) -> None:
        """Triggers 'When <player> plays <filter>' (L-TXT-214, LR-101): the playing of card ``cid`` by ``player``
        has resolved, judged as the card stands then; "it" names the card played."""
        for src, ctl, pos in self.watchers_with("on_played"):
            for number, which in self.infos[src].on_played:
                if self.gated_ok(src, number) and player in E.sides_of(self, which.location, ctl, "both") \
                        and E.matches(self, cid, which.kinds):
                    self.notice(src, ctl, pos, number, {"it": cid, "battled": None})

    def notice_phase(self, phase: str) -> None:
        """Triggers 'At the start of ... Phase', of the cards on the field and those that just left it."""
        for src, ctl, pos in self.watchers_with("on_phase"):
            for number, trigger in self.infos[src].on_phase:
                if trigger.phase.value.lower() == phase and (trigger.each or (ctl != self.tp) is trigger.opponents) \
                        and self.gated_ok(src, number):
                    self.notice(src, ctl, pos, number)

    def notice_phase_end(self, phase: str) -> None:
        """Triggers 'At the end of ... Phase' (L-TXT-29): few cards have one, so the field is read only then."""
        if not self.phase_end_cards:
            return
        for p in (0, 1):
            for src in self.field_of(p):
                for number, trigger in self.infos[src].on_phase_end:
                    if trigger.phase.value.lower() == phase and (trigger.each or (p != self.tp) is trigger.opponents) \
                            and self.gated_ok(src, number):
                        where = self.where(src)
                        assert where is not None
                        self.notice(src, where[0], where[1], number)

    def notice_delayed(self, moments: tuple[str, ...]) -> None:
        """The delayed effects whose moment has come (L-TXT-122): each waits with the triggers of that moment,
        after its controller's triggered abilities, in the order they were set up; `_t_trigger` runs it."""
        due = [e for e in self.delayed if e[0] in moments and (
            e[0] not in _NEXT_TURN or (e[2] == self.tp and self.turn > e[4])) and (
            "_YOUR_" not in e[0] or e[2] == self.tp)]  # L-TXT-161: only a phase of the controller's own turn
        if not due:
            return
        self.delayed = [e for e in self.delayed if e not in due]
        for i, (_, src, ctl, path, _, named, zones, battled) in enumerate(due):
            self.notice(src, ctl, 1000 + i, path[0], {"delayed": path, "named": named, "zones": zones,
                                                      "battled": battled})

    def _t_trigger(self, src: str, ctl: int, number: int, ctx: Any) -> None:
        if isinstance(ctx, dict) and "delayed" in ctx:
            self._t_delayed(src, ctl, number, ctx)
            return
        info = self.infos[src]
        timed = info.timed_triggers
        if timed and number in timed and not _legal.in_its_time(self, timed[number], ctl == self.tp):
            return  # L-TXT-370: outside its own time it does nothing, and spends no once-per-turn use
        if info.opt_triggers and not _legal.opt_trigger_use(self, src, ctl, number):
            return  # L-TXT-64: a once-per-turn trigger already used this turn does nothing
        if number in info.for_turn_player:
            # L-TXT-216: "that player" does the effects: the player whose phase it is, "you" of them
            self.emit("trigger", [R_TRIGGER, R_TEXT_TRIGGER, R_THAT_PLAYER], card=src, ability=number,
                      player=PLAYERS[self.tp])
            ctl = self.tp
        else:
            self.emit("trigger", [R_TRIGGER, R_TEXT_TRIGGER], card=src, ability=number)
        about = ctx if isinstance(ctx, dict) else {}
        M.begin(self, src, number, [about["it"]] if about.get("it") else [], about.get("battled"), about.get("own"),
                about.get("activation"))
        self.push_effects(src, ctl, E.effect_paths(self.cards[src].tree, number), None)

    def _t_delayed(self, src: str, ctl: int, number: int, ctx: dict[str, Any]) -> None:
        """A delayed effect happens (L-TXT-122, LR-70): its words name again the cards named when it was set up
        that are still where they were then."""
        path = tuple(ctx["delayed"])
        later = E.effect_at(self.cards[src].tree, path)
        assert isinstance(later, A.Delayed)
        rules = [R_TRIGGER, E.R_DELAYED]
        if later.moment in A.WATCHES:
            rules.append(R_WATCH)
        elif "_YOUR_" in later.moment.name:
            rules.append(R_YOUR_PHASE_LATER)
        elif later.moment is A.DelayedMoment.END_OF_NEXT_TURN:
            rules.append(R_NEXT_TURN_END)
        elif later.moment is A.DelayedMoment.START_OF_NEXT_END_PHASE:
            rules.append(R_NEXT_END_PHASE)
        elif later.moment is A.DelayedMoment.START_OF_END_PHASE:
            rules.append(R_END_PHASE_START)
        self.emit("trigger", rules, card=src, ability=number)
        if ctx.get("own") is not None:
            # L-TXT-291, LR-76: after "If it destroys a creature in battle this turn", a subject "it" is the watched
            # creature, and the other words the creature it destroyed, wherever that went
            M.begin(self, src, number, [ctx["battled"]], ctx["battled"], ctx["own"])
        else:
            named = [c for c, zone in zip(ctx["named"], ctx["zones"]) if E.zone_of(self, c) == zone]
            M.begin(self, src, number, named, ctx["battled"])
        self.push_effects(src, ctl, [(*path, k) for k in range(len(later.effects))], None)

    # -- Land Life, cards and dice ---------------------------------------------------------------------

    def roll(self, player: int, purpose: str, rules: list[str]) -> int:
        if self.dice is not None:
            if not self.dice:
                raise CardlawError("the scenario's dice have no number left for this roll")
            value = self.dice.pop(0)
            sides = self.rules.number("opening die") if purpose == "first" else 6
            if not 1 <= value <= sides:  # a given roll must be a face of the die rolled (L-SET-2, L-TXT-14)
                rule = "L-SET-2" if purpose == "first" else "L-TXT-14"
                raise CardlawError(f"the scenario's die shows {value}, not a face of the {sides}-sided die ({rule})")
        else:
            value = self.rng.randint(1, self.rules.number("opening die") if purpose == "first" else 6)
        self.emit("roll", rules, player=PLAYERS[player], value=value, **{"for": purpose})
        return value

    def shuffle(self, player: int, rules: list[str]) -> None:
        if self.dice is None:  # scenarios list decks in their shuffled order (conformance/PROTOCOL.md, Chance)
            _shuffle(self.rng, self.sides[player].deck)
        self.changed(False)
        self.emit("shuffle", rules, player=PLAYERS[player])

    def change_life(self, player: int, change: int, cause: str, rules: list[str]) -> None:
        if change > 0 and self.banned(player, A.Act.GAIN_LAND_LIFE):
            return
        if change > 0 and self.life_replacing and R.gain_replaced(self, player, change):
            return
        side = self.sides[player]
        side.life += change
        self.changed(statics=False)  # the statics that read Land Life know it (`statics`)
        self.emit("life", rules, player=PLAYERS[player], change=change, life=side.life, cause=cause)

    def draw(self, player: int, count: int, rules: list[str], *, phase_draw: bool = False, by_effect: bool = False) -> None:
        if self.banned(player, A.Act.DRAW_CARDS):
            return  # a player who cannot draw does not try (LR-16)
        side = self.sides[player]
        if phase_draw and len(side.deck) < count:
            loss = next((rule for loss, rule in self.rules.losses if loss.what == "draw phase draw"), None)
            if loss is not None:
                self.game_over(1 - player, f"{PLAYERS[player]} had no card to draw in their Draw Phase", [loss])
                return
        drawn = side.deck[:count]
        del side.deck[:count]
        side.hand.extend(drawn)
        self.version += 1  # `changed(False)`, written out: a call less (this runs at every step of its kind)
        short = len(drawn) < count
        self.emit("draw", rules + ([LR_DRAW] if short and by_effect else []), player=PLAYERS[player], cards=drawn)
        if short and by_effect:
            loss = next((rule for loss, rule in self.rules.losses if loss.what == "any draw"), None)
            if loss is not None:
                self.game_over(1 - player, f"{PLAYERS[player]} had too few cards to draw", [loss])

    def from_ruins(self, player: int, found: Sequence[str], rules: list[str]) -> None:
        """Cards of ``player``'s Ruins go to their hand (L-TXT-31)."""
        side = self.sides[player]
        for cid in found:
            side.ruins.remove(cid)
            side.hand.append(cid)
            self.emit("return", rules, card=cid, owner=PLAYERS[self.owner[cid]], to=PLAYERS[player], **{"from": "ruins"})
        self.changed(False)

    def discard(self, player: int, cards: Sequence[str], rules: list[str]) -> None:
        """Cards of ``player``'s hand go to their Ruins, as an effect (L-TXT-31)."""
        side = self.sides[player]
        for cid in cards:
            side.hand.remove(cid)
            side.ruins.append(cid)
            self.emit("discard", rules, player=PLAYERS[player], card=cid)
        self.changed(False)
        self.discarded(player, cards)

    def discarded(self, player: int, cards: Sequence[str]) -> None:
        """'When this card is discarded' of each card discarded, in the order they went (L-TXT-86, LR-56)."""
        for i, cid in enumerate(cards):
            self.self_triggers(cid, A.SelfEvent.DISCARDED, (player, 900 + i))

    def put_in_deck(self, cids: Sequence[str], top: bool, rules: list[str]) -> None:
        """Cards on the field go to the top or the bottom of their owner's deck (L-TXT-31)."""
        self._judge_silence([c for c in cids if self.on_field(c)])
        for cid in R.in_order(self, R.replaced(self, self.ordered([c for c in dict.fromkeys(cids) if self.on_field(c)]),
                                               "leave", ["deck", top, rules])):
            ctl, pos, followers = self._lift(cid)
            deck = self.sides[self.owner[cid]].deck
            if top:
                deck.insert(0, cid)
            else:
                deck.append(cid)
            self.emit("to_deck", rules, card=cid, owner=PLAYERS[self.owner[cid]], where="top" if top else "bottom")
            self._follow(followers)

    def put_from_zone(self, player: int, cids: Sequence[str], zone: A.Zone, top: bool, rules: list[str]) -> None:
        """Cards of ``player``'s hand or Ruins go on top of or under their deck (L-TXT-31)."""
        side = self.sides[player]
        source = side.hand if zone is A.Zone.HAND else side.ruins
        for cid in cids:
            source.remove(cid)
            if top:
                side.deck.insert(0, cid)
            else:
                side.deck.append(cid)
            self.emit("to_deck", rules, card=cid, owner=PLAYERS[self.owner[cid]], where="top" if top else "bottom",
                      **{"from": "hand" if zone is A.Zone.HAND else "ruins"})
        self.changed(False)

    def search(self, player: int, found: Sequence[str], rules: list[str]) -> None:
        side = self.sides[player]
        for cid in found:
            side.deck.remove(cid)
            side.hand.append(cid)
        self.changed(False)
        self.emit("search", rules, player=PLAYERS[player], cards=list(found))

    # -- leaving the field ------------------------------------------------------------------------------

    def _as_they_stand(self, cids: Sequence[str]) -> None:
        """The Strengths of creatures about to leave the field together, each as it stands before any of them
        has gone (L-TXT-230): one leaving first may change another's count."""
        self._leaving = {c: self.strength(c) for c in cids if self.is_creature_on_field(c)}
        self._judge_silence(cids)

    def _judge_silence(self, cids: Sequence[str]) -> None:
        """Whether each card about to leave with others, and the Attachment on it, has lost its abilities, read
        before any has gone: one leaving first may end another's loss (L-TXT-352)."""
        if not self.silencing:
            return
        silenced = self.statics().silenced
        judged = self._silenced_before = {}
        for cid in cids:
            judged[cid] = cid in silenced
            found = self.slot_of(cid)
            if found is not None and found[2].attachment is not None:
                judged[found[2].attachment] = found[2].attachment in silenced

    def _note_silenced(self, cid: str, silenced: frozenset[str]) -> None:
        was = self._silenced_before.pop(cid, None)
        if was if was is not None else cid in silenced:
            self.left_silenced.add(cid)

    def _lift(self, cid: str) -> tuple[int, int, list[str]]:
        """Take a card off the field; returns (controller, position, cards that must follow it to the Ruins
        with their causes). Its changes and once-per-turn uses go (L-DEF-8)."""
        place = self.where(cid)
        assert place is not None, cid
        ctl, pos = place
        self.left_how.pop(cid, None)  # a new leaving: the destroy that lifts it says so again (L-TXT-281)
        # What lost its abilities stays so for the abilities that watch it leave (L-TXT-352): judged now, or with the
        # cards it leaves with; the Attachment that follows it too.
        silenced = self.statics().silenced if self.silencing else E.NO_CARDS
        if silenced or self._silenced_before:
            self._note_silenced(cid, silenced)
        if cid in self._leaving:
            self.left_strength[cid] = self._leaving.pop(cid)
        elif self.is_creature_on_field(cid):
            self.left_strength[cid] = self.strength(cid)
        followers: list[Any] = []
        side = self.sides[ctl]
        if side.land == cid:
            side.land = None
        elif cid in side.continuous:
            side.continuous.remove(cid)
        else:
            for p in (0, 1):
                for z, slot in enumerate(self.sides[p].zones):
                    if slot is None:
                        continue
                    if slot.card == cid:
                        self.sides[p].zones[z] = None
                        self.left_stacked[cid] = len(slot.stacked)
                        if slot.attachment is not None:
                            if silenced or self._silenced_before:
                                self._note_silenced(slot.attachment, silenced)
                            followers.append((slot.attachment, "detached", slot.att_controller, 10 * (z + 1) + 1))
                            if slot.att_controller is not None:
                                self.left_held[cid] = (slot.attachment, slot.att_controller, 10 * (z + 1) + 1)
                        followers.extend((s, "stacked", None, None) for s in slot.stacked)
                        if slot.beneath is not None:
                            followers.append((slot.beneath, "beneath", None, None))
                            self.was_beneath[cid] = slot.beneath
                    elif slot.attachment == cid:
                        slot.attachment = None
                        slot.att_controller = None
        if self.lasting:  # most often empty: no list to build again; a card kept from being summoned stays so (L-TXT-317)
            # (also a watch on this creature, which a card played to save it set up, L-TXT-349)
            self.lasting = [e for e in self.lasting if (e[1] != cid or (e[0] == "ban" and e[2] == _NOT_SUMMONED))
                            and not (e[0] == "replace" and e[6] == cid)]
        for waiting in self.chain:  # nor the creature a card waiting was played to save, should it come back (L-TXT-349)
            if waiting["choices"].get("endangered") == [cid]:
                waiting["choices"]["endangered"] = []
        for entry in self.delayed:  # a card that left the field is not the one a delayed effect named (LR-70)
            entry[6] = ["gone" if c == cid and z == "field" else z for c, z in zip(entry[5], entry[6])]
        self.played_turn.pop(cid, None)
        if self.battled:  # L-TXT-190: a card back on the field has battled nothing, and was battled by nothing
            self.battled = [["gone" if c == cid else c for c in pair] for pair in self.battled]
        self.forget_uses(cid)
        self.left[cid] = (ctl, pos)
        self.changed()
        self.self_triggers(cid, A.SelfEvent.LEAVES_FIELD, (ctl, pos))
        return ctl, pos, followers

    def forget_uses(self, cid: str) -> None:
        """A card's once-per-turn uses go with it as it leaves the field: back, it is a new card (L-DEF-8)."""
        for s in self.sides:
            if s.used:
                s.used = [u for u in s.used if u[0] != cid]

    def _follow(self, followers: list[Any], by_battle: bool = False) -> None:
        """An Attachment, stacked cards and the card beneath go to the Ruins after their creature (``by_battle``:
        destroyed by battle, which L-TXT-232's Attachment watches)."""
        rules = {"detached": [R_DETACH], "stacked": [R_STACKED_GO], "beneath": [R_BENEATH_GO]}
        for cid, cause, att_ctl, pos in followers:
            if cause != "stacked" and R.follows_to_hand(self, cid, cause, att_ctl, pos, by_battle):
                continue  # L-TXT-63: a hand instead of the Ruins
            self.sides[self.owner[cid]].ruins.append(cid)
            self.emit("to_ruins", rules[cause], card=cid, owner=PLAYERS[self.owner[cid]], cause=cause)
            if cause == "detached":
                # The Attachment leaves the field as it goes: its own abilities see it (L-ATT-5).
                self.left[cid] = (att_ctl, pos)
                self.lasting = [e for e in self.lasting if e[1] != cid]
                self.forget_uses(cid)
                self.self_triggers(cid, A.SelfEvent.SENT_TO_RUINS, (att_ctl, pos))
                self.self_triggers(cid, A.SelfEvent.LEAVES_FIELD, (att_ctl, pos))
        self.changed()

    def destroy(self, cids: Sequence[str], cause: str, rules: list[str], by: str | None = None) -> list[str]:
        """Destroy cards at the same time (L-DEF-1, L-DEF-7): all leave, then their abilities trigger.

        ``by`` is the card whose effect destroys them, when an effect does: a Boost's is watched apart (L-TXT-112)."""
        cids = [c for c in dict.fromkeys(cids) if self.on_field(c) and self.can_go_to_ruins(c, True)]
        if cause == "battle":  # L-TXT-34: some creatures cannot be destroyed by battle, and only by it
            cids = [c for c in cids if not self.statics().banned(c, A.Act.BE_DESTROYED_BY_BATTLE)]
            if self.battle_ctx is not None:  # L-TXT-297: nor by a battle with some creatures
                first, second = self.battle_ctx[0], self.battle_ctx[1]
                cids = [c for c in cids if not E.spared_by_battle(self, c, second if c == first else first)]
        how = "battle" if cause == "battle" else "destroy"
        if cause == "effect":
            how = "boost" if by is not None and E.matches(self, by, E.BOOST_CARDS) else "ability"
        cids = R.replaced(self, self.ordered(cids), how,
                          ["destroy", cause, rules, self.battle_ctx if cause == "battle" else None, by])
        if not cids:
            R.announce(self, None)
            return []
        snaps: dict[str, tuple[int, int]] = {}
        moved = []
        self._as_they_stand(cids)
        watched = self._watched(cids, cause) if self.delayed else []  # read before any leaves (L-TXT-291)
        # L-TXT-166: a creature the other creature of the battle sends elsewhere in place of the Ruins
        elsewhere = R.battle_elsewhere(self, cids) if cause == "battle" else {}
        for cid in R.in_order(self, self.ordered(cids)):
            ctl, pos, followers = self._lift(cid)
            self.left_how[cid] = "battle" if cause == "battle" else "destroyed"
            snaps[cid] = (ctl, pos)
            if self.infos[cid].is_creature:  # what "a creature you controlled was destroyed this turn" reads (L-TXT-372)
                self.this_turn.append([ctl, A.TurnAct.DESTROYED.value, cid])
            if cause == "battle":  # what "a creature you controlled was destroyed by battle" reads (L-TXT-217)
                self.this_turn.append([ctl, A.TurnAct.DESTROYED_IN_BATTLE.value, cid])
                if self.battle_ctx is not None:  # and "a creature you control destroyed a creature" (L-TXT-279)
                    other = self.battle_ctx[1] if cid == self.battle_ctx[0] else self.battle_ctx[0]
                    self.this_turn.append([self.battle_ctx[2][other][0], A.TurnAct.DESTROYED_A_CREATURE.value, other])
            if cid in elsewhere:
                R.put_elsewhere(self, cid, elsewhere[cid], [R_DESTROY, *rules])
            else:
                self.sides[self.owner[cid]].ruins.append(cid)
                self.emit("destroy", [R_DESTROY, *rules], card=cid, owner=PLAYERS[self.owner[cid]], cause=cause)
            self._follow(followers, cause == "battle")
            moved.append(cid)
        for cid in moved:
            self.self_triggers(cid, A.SelfEvent.DESTROYED, snaps[cid])
            if how == "boost" or how == "ability":  # by an effect; a Boost card's is one too (L-TXT-354, LR-34)
                self.self_triggers(cid, A.SelfEvent.DESTROYED_BY_ABILITY, snaps[cid])
                if how == "boost":
                    self.self_triggers(cid, A.SelfEvent.DESTROYED_BY_BOOST, snaps[cid])
            if self.options["destroyed_is_sent"] == "yes" and cid not in elsewhere:  # never in the Ruins (LR-85)
                self.self_triggers(cid, A.SelfEvent.SENT_TO_RUINS, snaps[cid])
        self.notice_destroyed(moved, snaps)
        if self.destroyed_play_cards:  # what the moments after this step read (L-TXT-344)
            ctx = self.battle_ctx if cause == "battle" else None
            for cid in moved:
                if self.infos[cid].is_creature:  # only creatures are noted: no card names another kind
                    other = None if ctx is None else ctx[1] if cid == ctx[0] else ctx[0] if cid == ctx[1] else None
                    self.fresh_destroyed.append([cid, snaps[cid][0], cause == "battle", other])
        for i, (entry, named, zones, cid, own) in enumerate(watched):
            if cid in moved and any(e is entry for e in self.delayed):  # the creature destroyed: the one the watched creature
                # battled, or the watched one
                battled = cid if entry[0] == "IT_DESTROYS_IN_BATTLE" else None
                if self.opt("watch") == "once":  # LR-124's other reading: the first time only
                    self.delayed = [e for e in self.delayed if e is not entry]
                self.notice(entry[1], entry[2], 1000 + i, entry[3][0], {"delayed": entry[3], "named": named,
                                                                        "zones": zones, "battled": battled, "own": own})
        return moved

    def _watched(self, cids: Sequence[str], cause: str) -> list[tuple[list[Any], list[str], list[str], str, str | None]]:
        """L-TXT-291's watches these destructions may set off, in the order they were set up: each with the cards
        its effects name again, where each was, the card whose destruction sets it off (the creature the
        watched one destroys, or the watched one) and, for "destroys", the watched creature that did. A watched creature is one named on the field when it was set up,
        not gone since; "destroys" is a battle's, read of the other creature of the battle."""
        found: list[tuple[list[Any], list[str], list[str], str, str | None]] = []
        ctx = self.battle_ctx if cause == "battle" else None
        for entry in self.delayed:
            if entry[0] not in _WATCHES or entry[4] != self.turn:
                continue
            here = [c for c, z in zip(entry[5], entry[6]) if z == "field"]
            for cid in cids:
                if entry[0] == "IT_IS_DESTROYED":
                    if cid in here:
                        found.append((entry, list(entry[5]), list(entry[6]), cid, None))
                elif ctx is not None and cid in ctx[:2] and (ctx[1] if cid == ctx[0] else ctx[0]) in here:
                    found.append((entry, list(entry[5]), list(entry[6]), cid, ctx[1] if cid == ctx[0] else ctx[0]))
        return found

    def send_to_ruins(self, cids: Sequence[str], cause: str, rules: list[str], *, sacrifice_by: int | None = None) -> None:
        cids = [c for c in dict.fromkeys(cids) if self.on_field(c) and self.can_go_to_ruins(c, False)
                and (sacrifice_by is None or not self.banned(c, A.Act.BE_SACRIFICED))]  # (L-TXT-144)
        if sacrifice_by is None:  # a sacrifice is a payment or a choice: no replacement takes its place
            cids = R.replaced(self, self.ordered(cids), "send", ["send", cause, rules])
        moved = []
        self._as_they_stand(cids)
        for cid in R.in_order(self, self.ordered(cids)):
            ctl, pos, followers = self._lift(cid)
            self.sides[self.owner[cid]].ruins.append(cid)
            if sacrifice_by is not None:
                self.emit("sacrifice", [R_SACRIFICE, *rules], player=PLAYERS[sacrifice_by], card=cid, **{"for": cause})
            else:
                self.emit("to_ruins", [R_SEND, *rules] if cause == "send" else rules, card=cid,
                          owner=PLAYERS[self.owner[cid]], cause=cause)
            self._follow(followers)
            moved.append((cid, ctl, pos))
        for cid, ctl, pos in moved:
            self.self_triggers(cid, A.SelfEvent.SENT_TO_RUINS, (ctl, pos))

    def sacrifice(self, player: int, cids: Sequence[str], purpose: str, rules: list[str]) -> None:
        own = [c for c in cids if self.controller(c) == player]
        self.send_to_ruins(own, purpose, rules, sacrifice_by=player)

    def return_to_hand(self, cids: Sequence[str], to: int | None, rules: list[str]) -> None:
        for cid in dict.fromkeys(cids):
            # A card referred back to may have gone to a Ruins already (L-TXT-39): it comes back from there.
            owner = self.owner[cid]
            if not self.on_field(cid) and cid in self.sides[owner].ruins:
                self.sides[owner].ruins.remove(cid)
                hand = owner if to is None else to
                self.sides[hand].hand.append(cid)
                self.changed(False)
                self.emit("return", [*rules, "L-TXT-39"], card=cid, owner=PLAYERS[owner], to=PLAYERS[hand],
                          **{"from": "ruins"})
        leaving = R.replaced(self, self.ordered([c for c in dict.fromkeys(cids) if self.on_field(c)]), "leave",
                             ["return", to, rules])
        self._as_they_stand(leaving)
        for cid in R.in_order(self, leaving):
            ctl, pos, followers = self._lift(cid)
            hand = self.owner[cid] if to is None else to
            self.sides[hand].hand.append(cid)
            self.emit("return", rules, card=cid, owner=PLAYERS[self.owner[cid]], to=PLAYERS[hand])
            self._follow(followers)

    def ordered(self, cids: Sequence[str]) -> list[str]:
        """Cards moved together are reported in LR-23's order: the turn player's first, then by place."""
        def key(cid: str) -> tuple[int, int]:
            place = self.where(cid)
            if place is None:
                return (2, 0)
            return (0 if place[0] == self.tp else 1, place[1])

        return sorted(cids, key=key)

    # -- lasting changes ------------------------------------------------------------------------------

    def _until(self, duration: A.Duration | None, ctl: int) -> str:
        """How long a change made now by ``ctl``'s ability lasts, as its event reports it."""
        match duration:
            case None:
                return "turn" if self.options["lasting"] == "end-of-turn" else "leaves"
            case A.UntilEndOfTurn():
                return "turn"
            case A.UntilEndOfNextTurn():
                return "next-turn"
            case A.UntilEndOfYourTurn():  # L-TXT-374
                return "turn" if ctl == self.tp else "next-turn"
            case A.UntilEndOfOpponentsTurn():
                return "opponent-next-turn"
            case A.WhileCondition():
                return "while"
            case A.Permanently():
                return "permanently"
            case A.UntilEndOfBattlePhase():
                return BATTLE_PHASE
            case A.UntilEndOfBattle():
                return BATTLE
            case _:
                raise AssertionError(duration)

    def stored_end(self, until: str) -> str:
        """How ``until`` is kept in a lasting entry: a change until the end of a next turn keeps the turn it was
        made in (L-TXT-33, L-TXT-41)."""
        if until == "permanently":
            return "leaves"
        if until == "next-turn":
            return f"next:{self.turn}"
        return f"onext:{self.turn}" if until == "opponent-next-turn" else until

    def _lasting_end(
        self, duration: A.Duration | None, cid: str, ctl: int, src: str, path: Sequence[int],
    ) -> tuple[str, str, bool]:
        """The reported and the kept end of a change made once on card ``cid``, and whether it ends with a
        control its ability took of that card for a time (LR-107)."""
        if duration is None and self.options["taken"] == "with-control":
            for entry in reversed(self.lasting):
                # Position-given controls have no ability (entry[6] None), and a permanent one changes nothing.
                if entry[0] == "control" and entry[1] == cid and entry[5] == src and entry[6] is not None \
                        and entry[6][0] == path[0] and entry[3] not in ("permanently", "leaves"):
                    kept: str = entry[3]
                    shown = "next-turn" if kept.startswith("next:") else "opponent-next-turn" if kept.startswith(
                        "onext:") else kept
                    return shown, kept, True
        until = self._until(duration, ctl)
        return until, self.stored_end(until), False

    def change_strength(
        self, cid: str, delta: int, duration: A.Duration | None, ctl: int, src: str, path: tuple[int, ...],
        *extra_rules: str,
    ) -> None:
        until, stored, borrowed = self._lasting_end(duration, cid, ctl, src, path)
        self.lasting.append(["strength", cid, delta, stored, ctl, src, list(path)])
        self.changed(layout=False)
        rules = [R_TEXT_STRENGTH, *extra_rules] + ([R_TEXT_DURATION] if duration is not None else []) + your_turn(duration)
        if borrowed:
            rules.append(LR_TAKEN)
        if until == "next-turn":
            rules.append(R_NEXT_TURN)
        elif until == BATTLE:
            rules.append(R_BATTLE_LONG)
        self.emit("strength", rules, card=cid, change=delta, strength=self.strength(cid), until=until)

    def limit_attacks(
        self, cid: str, times: int, ctl: int, src: str, path: tuple[int, ...], duration: A.Duration | None = None,
    ) -> None:
        """A one-off ``can attack N times per turn`` (L-TXT-32): it lasts until the creature leaves, or for the
        turns its duration says (L-TXT-305)."""
        until, stored, borrowed = self._lasting_end(duration, cid, ctl, src, path)
        if not borrowed and duration is None:
            stored = "leaves"  # not shortened by the option lasting (L-TXT-32)
        self.lasting.append(["limit", cid, times, stored, ctl, src, list(path)])
        self.changed(layout=False)
        rules = [R_TEXT_EFFECTS, R_CARD_RULES] + ([LR_TAKEN] if borrowed else [])
        if duration is None:
            self.emit("grant", rules, card=cid, grant="attacks-per-turn")
            return
        rules += [R_LIMIT_LASTS, *your_turn(duration)] + ([R_NEXT_TURN] if until == "next-turn" else [])
        self.emit("grant", rules, card=cid, grant="attacks-per-turn", until=until)

    def grant_extra_attack(self, cid: str, rules: list[str] | None = None) -> None:
        found = self.slot_of(cid)
        assert found is not None
        found[2].extra += 1
        self.changed(statics=False)  # the attacks a creature has left are counted on its slot (`attack_limit`)
        self.emit("grant", rules or [R_TEXT_EFFECTS], card=cid, grant="extra-attack")

    def grant_free_summon(self, cid: str, ctl: int, src: str) -> None:
        """L-TXT-296, LR-127: ``ctl`` may summon ``cid`` from their hand with no price until the turn ends."""
        self.lasting.append(["free", cid, None, "turn", ctl, src, None])
        self.changed(False)  # no card moved: only what its player may do
        self.emit("grant", [R_TEXT_EFFECTS, "L-TXT-296", "LR-127"], card=cid, grant="free-summon", player=PLAYERS[ctl])

    def grant_discount(self, cid: str, amount: int, ctl: int, src: str) -> None:
        """L-TXT-342: summoning ``cid`` requires ``amount`` less Land Life until the turn ends."""
        self.lasting.append(["discount", cid, amount, "turn", ctl, src, None])
        self.changed(False)  # no card moved: only what summoning it costs
        self.emit("grant", [R_TEXT_EFFECTS, "L-TXT-342"], card=cid, grant="summon-discount", amount=amount)

    def granted_discount(self, cid: str) -> int:
        """How much less Land Life summoning ``cid`` requires this turn by L-TXT-342's grants."""
        return sum(e[2] for e in self.lasting if e[0] == "discount" and e[1] == cid)

    def free_summon(self, player: int, cid: str) -> bool:
        """Whether ``player`` may summon ``cid`` from their hand with no price now (L-TXT-296, LR-127)."""
        return any(e[0] == "free" and e[1] == cid and e[4] == player for e in self.lasting) \
            and cid in self.sides[player].hand

    def grant_direct(self, cid: str, ctl: int, src: str, path: tuple[int, ...], duration: A.Duration | None = None) -> None:
        until, stored, borrowed = self._lasting_end(duration, cid, ctl, src, path)
        self.lasting.append(["direct", cid, None, stored, ctl, src, None])
        self.changed(layout=False)
        if duration is not None:  # L-TXT-369: the text says how long, and the event says it too
            rules = [R_TEXT_EFFECTS, R_DIRECT_DURATION, *your_turn(duration)] + ([R_NEXT_TURN] if until == "next-turn" else [])
            self.emit("grant", rules, card=cid, grant="direct-attack", until=until)
            return
        self.emit("grant", [R_TEXT_EFFECTS] + ([LR_TAKEN] if borrowed else []), card=cid, grant="direct-attack")

    def prohibit(
        self, subject: str | int,
        act: A.SimpleAct | A.PlayAct | A.TargetedAct | A.DestroyedByAct | A.AffectedByAct | A.BattleWithAct | A.AttackCardAct,
        ctl: int, src: str,
        path: tuple[int, ...],
        duration: A.Duration | None = None,
        ended_by: tuple[str, ...] = (),
    ) -> None:
        data: Any = act.act.value if isinstance(act, A.SimpleAct) else list(path)
        if isinstance(subject, str):
            until, stored, borrowed = self._lasting_end(duration, subject, ctl, src, path)
        else:
            until, borrowed = self._until(duration, ctl), False
            stored = self.stored_end(until)
        cond = list(path) if until == "while" else None
        self.lasting.append(["ban", subject, data, stored, ctl, src, cond])
        self.changed(layout=False)
        words = act.act.value if isinstance(act, A.SimpleAct) else "play " + _kinds_words(act.kinds) if isinstance(
            act, A.PlayAct) else _act_words(act)
        shown = PLAYERS[subject] if isinstance(subject, int) else subject
        rules = [R_TEXT_BANS] + ([R_TEXT_DURATIONS_BANS, *your_turn(duration)] if duration is not None else [])
        if until == "next-turn":
            rules.append(R_NEXT_TURN)
        elif until == BATTLE:
            rules.append(R_BATTLE_LONG)
        if data == A.Act.BE_SACRIFICED.value:
            rules.append(R_NO_SACRIFICE)
        elif data == A.Act.BE_SUMMONED.value:
            rules.append(R_NOT_SUMMONED)
        elif data == A.Act.LOSE_ABILITIES.value:
            rules.append(R_LOST)
        elif isinstance(act, A.AffectedByAct):
            rules.append("L-TXT-376")
        elif isinstance(act, A.AttackCardAct):
            rules.append("L-TXT-341")
            if isinstance(act.defender, A.Filtered):
                rules.append("L-TXT-360")
        if borrowed:
            rules.append(LR_TAKEN)
        self.emit("prohibit", [*rules, *ended_by], subject=shown, act=words, until=until)

    # -- the end of a game -------------------------------------------------------------------------------

    def game_over(self, winner: int | None, reason: str, rules: list[str]) -> None:
        """The game ends at once (L-WIN-3): nothing waiting happens; a match goes on to its next game."""
        if self.ended:
            return
        self.ended = True
        self.emit("game_over", rules, winner=None if winner is None else PLAYERS[winner], reason=reason)
        result = {"winner": None if winner is None else PLAYERS[winner], "reason": reason, "rules": list(rules)}
        self.decision = None
        self.tasks.clear()  # what waited on the chain stays there, unresolved: the game has ended
        self.attack = None
        if self.match is None:
            self.result = result
            return
        _match.game_finished(self, result)

    # -- legal actions ---------------------------------------------------------------------------------

    def legal(self) -> list[Action]:
        """Every action the rules allow at the current decision (empty when there is none)."""
        if self._legal_version == self.version:
            return self._legal
        actions = self._legal = _legal.legal_actions(self)
        self._legal_version = self.version
        return actions

    # -- applying an action ------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the player who must decide; return what happened.

        A refused action raises `IllegalMove` naming the rule it breaks (L-ACT-13) and leaves
        the game unchanged.
        """
        # `_legal.refuse` raises IllegalMove unless the action is in the legal list; one of the kept list,
        # named as `legal` lists it, is let through here without the call.
        if not (self._legal_version == self.version and self.result is None and self.decision is not None
                and type(action) is dict and "player" not in action and action in self._legal):
            _legal.refuse(self, action)
        self.out = []
        decision = self.decision
        assert decision is not None
        self.decision = None
        self.version += 1  # `changed(False)`, written out: a call less (this runs at every step of its kind)
        _act.carry_out(self, decision, action)
        self.run()
        return self.out

    # -- playing and activating (the machinery lives in _act; its steps are in `_HANDLERS`) ---------------

    def _t_respond(self) -> None:
        assert self.window is not None
        responder = self.window["responder"]
        if not self._passes_at_once(responder, "response"):
            self._decide(responder, "response", ("resolve",))
        elif self.fversion == self._settled and not self.pending and self.result is None and self.replace_mark is None:
            _act.resolve_top(self)  # the next task, with nothing to do before it (as in a phase's steps)
        else:
            self.tasks.append(("resolve",))

    def _t_arrive(self, serial: int) -> None:
        cid = self.resolving[serial]["card"]
        _act.arrive(self, serial)
        if self.on_field(cid):
            self.played_turn[cid] = self.turn  # what "played this turn" names (L-TXT-47)

    def negatable(self, ctx: Any, what: A.Filtered, ctl: int, src: str) -> list[Any]:
        return _act.negatable(self, ctx, what, ctl, src)

    def negatable_abilities(self, ctx: Any, of: A.Filtered | None, ctl: int, src: str) -> list[Any]:
        return _act.negatable_abilities(self, ctx, of, ctl, src)

    def negate(self, chosen: Sequence[Any], by: str, moves: dict[str, tuple[str, int]] | None = None) -> None:
        _act.negate(self, chosen, by, moves)

    def negate_attack(self, ended_by: tuple[str, ...] = ()) -> None:
        """The attack under way ends without a battle (L-TXT-304, LR-129): it still counts as made (L-BAT-2), and
        what was to last until the battle's end ends now (L-TXT-138); no battle moments are left. ``ended_by``: the
        rules of an end of the Battle Phase (L-TXT-359), after which no attack is made again, so LR-129 is not asked."""
        assert self.attack is not None
        attacker = self.attack[0]
        self.attack = None
        self.changed(False)
        found = self.slot_of(attacker)
        if found is not None and not ended_by and self.options["negated_attack"] == "again":  # LR-129's other reading
            found[2].attacks -= 1
        self.emit("attack_ends", list(ended_by) or [R_NEGATED_ATTACK, LR_NEGATED_ATTACK], attacker=attacker)
        if self.lasting:
            self.end_lasting(BATTLE)

    def attach(self, src: str, ctl: int, ctx: Any) -> None:
        _act.attach(self, src, ctl, ctx)

    def reveal_hand(self, player: int, rules: list[str]) -> None:
        """L-TXT-381: every card of ``player``'s hand shown to both players, in the hand's order."""
        self.emit("reveal", rules, player=PLAYERS[player], cards=list(self.sides[player].hand))

    def move_attachment(self, src: str, ctl: int, to: str) -> None:
        """L-TXT-379: the Attachment ``src`` taken off its creature and put on ``to``, whose slot carries none."""
        for side in self.sides:
            for slot in side.zones:
                if slot is not None and slot.attachment == src:
                    slot.attachment, slot.att_controller = None, None
        found = self.slot_of(to)
        assert found is not None and found[2].attachment is None
        found[2].attachment, found[2].att_controller = src, ctl
        self.changed()
        self.emit("attach", [R_MOVE_ATTACHMENT, R_ATTACH], player=PLAYERS[ctl], card=src, to=to)

    # -- between the games of a match (the machinery lives in _match; its steps are in `_HANDLERS`) --------

    def _t_loser_chooses(self, loser: int) -> None:
        self.ask(loser, "first", None, ["p1", "p2"], 1, 1, ("first_chosen", loser, R_NEXT_FIRST, None))

    def _first_rules(self, rule: str) -> list[str]:
        return [R_ROLL, rule] if rule != R_ROLL else [R_ROLL]


def _shuffle(rng: random.Random, cards: list[str]) -> None:
    """`random.Random.shuffle`, written out: the same draws from ``rng`` in the same order, so the same deck
    order, without the two calls per card of the library's loop (a deck is shuffled some five times a game)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        # `Random._randbelow_with_getrandbits(i + 1)`: as few bits as i + 1 needs, drawn again while too large.
        k = (i + 1).bit_length()
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _kinds_words(kinds: A.Kinds) -> str:
    from ..cardtext._print import print_card_text

    text = print_card_text(A.CardText((A.Sentence((A.Prohibition(A.Player.YOU, A.PlayAct(kinds)),)),)))
    return text.split(" play ", 1)[1].rstrip(".")


def _act_words(act: A.TargetedAct | A.DestroyedByAct | A.AffectedByAct | A.BattleWithAct | A.AttackCardAct) -> str:
    """``be targeted ...`` (``be destroyed by ...``) as the canonical text prints it (L-TXT-58, L-TXT-61)."""
    from ..cardtext._print import print_card_text

    text = print_card_text(A.CardText((A.Sentence((A.Prohibition(A.ThisCard(), act),)),)))
    return text.split(" cannot ", 1)[1].rstrip(".")


# Each step a task names: the `_t_` methods, and the steps whose machinery lives in another module, run
# there directly (a task runs some ten times for every action; a method that only passed it on would
# cost a call each time). Each is called with the game and the rest of the task.
_HANDLERS: dict[str, Any] = {name[3:]: getattr(Game, name) for name in dir(Game) if name.startswith("_t_")}
_HANDLERS.update({
    "activation": _act.continue_activation, "announce": _act.announce, "pay": _act.pay_cost,
    "stack": _act.stack_cards, "open_window": _act.open_window, "resolve": _act.resolve_top,
    "boost_done": _act.boost_done, "replace_effects": R.replace_effects,
    "declare": _battle.declare, "battle_moment": _battle.battle_moment,
    "swap": _match.swap_moment, "next_game": _match.next_game,
})
