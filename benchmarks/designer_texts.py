"""How much of what designers write the card-text reader understands.

    python benchmarks/designer_texts.py [--show] [FILE ...]

The two sets in benchmarks/designer_texts/ were written by someone who had read the printed
Landfight rules but neither the grammar nor spec/landfight/cardtext.md: natural ability
texts, each with the card kind it is printed on and the meaning its writer intended.
`dev.json` guided the widening of the language; `test.json` was held out and measured
only at the end. Once studied, a held-out set guides like a dev set, so `test2.json` was
written later by a second writer under the same rules (the printed rules and the issue's
list of constructs, neither grammar nor page seen), kept away from the people widening the
language, and measured once, at the end of the session that added L-TXT-54..61. `test3.json`
came the same way from a third writer, measured once after L-TXT-62..66 (26 of 60 read, 43%),
then studied; `test4.json`, from a fourth writer, was measured once after L-TXT-67..72 (3
December): 36 of 60 read (60%), 35 with the meaning meant (58%). `test5.json`, from a fifth
writer, was measured once after L-TXT-75..95 (3 December): 34 of 60 read (57%), 32 with the
meaning meant by a person's reading of --show (33 was first reported: t5-05's `it` after `attacks a
Dark creature` named the creature attacked under LR-45, where its writer meant the attacker; LR-76,
which replaced LR-45 on 3 December, reads it as meant). `test6.json`,
from a sixth writer, was measured once after L-TXT-96..115 (3 December), its two invented type words
(Insect, Nature) listed in subtypes.json before the count: 19 of 60 read (32%), 18 with the meaning meant
(t6-47's prohibition after a control taken for the turn outlasts the control). `test7.json`, from a
seventh writer, was measured once after L-TXT-116..135 and LR-76 (3 December), its two invented subtypes
(Cinderkin, Hollowroot) listed before the count: 23 of 60 read (38%), 22 with the meaning meant (37%;
t7-20's `This card cannot be negated` covers the playing of the card, where its writer meant its abilities
too). `test8.json`, from an eighth writer, was measured once after L-TXT-137..164 (3 December), its
invented subtype (Cinderkin) listed before the count: 28 of 60 read (47%), all 28 with the meaning meant.
`test9.json`, from a ninth writer, was measured once after L-TXT-165..197 (3 December), its two invented subtypes
(Gravewarden, Stormkin) listed before the count: 34 of 60 read (57%), 33 with the meaning meant.
`test10.json`, from a tenth writer, was read unseen at the session's starting commit (40 of 60, 37 with the
meaning meant) and measured once after L-TXT-198..230, LR-95..107 (3 December), its two invented subtypes
(Cinderkin, Gloomwing) listed before the count: 42 of 60 read (70%), 39 with the meaning meant (65%).
`test11.json`, from an eleventh writer, was read unseen at the start of 4 December's session (34 of 60, all 34
with the meaning meant) and again after L-TXT-231..255, LR-108..117, none made from it, its two invented
subtypes (Cinderkin, Gearbound) listed before both counts: 34 of 60 read (57%), the same 34.
`test12.json`, from a twelfth writer, was read unseen at the start of the second session of 4 December, its two
invented subtypes (Hollow, Lanternkin) listed before the count: 43 of 60 read (72%), all 43 with the meaning meant
by a person's reading of --show; then studied. `test13.json`, from a thirteenth writer, was read unseen after
L-TXT-257..265 (4 December), its two invented subtypes (Lanternkin, Mirewalker) listed before the count: 42 of 60
read (70%), all 42 with the meaning meant. `test14.json`, from a fourteenth writer, was read unseen after
L-TXT-267..269 (4 December), its two invented subtypes (Cinderkin, Driftshell) listed before the count: 33 of 60
read (55%), all 33 with the meaning meant (t14-53's "summoned this turn" read as "played this turn", which counts
any arrival; its writer named summons, the arrival of nearly every creature); then studied. Its writer, like
test12's and test13's, was given six kinds without "Mutated Creature" and wrote "Mutated Creature." at the head of
such a text: since 4 December a Creature text opening so is read as a Mutated Creature's without those words
(it changed test12's and test13's counts by the two texts that needed only that). `test15.json`, from a fifteenth
writer, was read unseen after L-TXT-267..270 and test14's spellings (4 December), its two invented subtypes (Husk,
Wyrmling) listed before the count: 36 of 60 read (60%), all 36 with the meaning meant (t15-40 and t15-53 read
"summoned this turn" as "played this turn", as t14-53 does). `test16.json`, from a sixteenth writer, was read
unseen after L-TXT-271..273 and LR-120..121 (4 December), its two invented subtypes (Cinderkin, Mossback) listed
before the count: 32 of 60 read (53%), all 32 with the meaning meant; then studied (its writer also wrote
"Mutated." alone as the label, read since then as "Mutated Creature." is). `test17.json`, from a seventeenth
writer, was read unseen after L-TXT-274 and test16's spellings (4 December), its two invented subtypes (Emberkin,
Galewing) listed before the count: 35 of 60 read (58%), 34 with the meaning meant (57%: t17-17's "double its
Strength" after "When this creature attacks a Light creature" doubles the creature attacked, as LR-76 reads `its`
as an object, where its writer meant the attacker). `test18.json`, from an eighteenth writer, was read unseen at the
start of the evening session of 4 December and again after L-TXT-276..282 (same session), its two invented
subtypes (Cinderkin, Galeborn) listed before both counts: 29 of 60 (48%) both times, all 29 with the meaning meant;
then studied. `test19.json`, from a nineteenth writer, the first offered "Mutated Creature" among its kinds, was read
unseen after L-TXT-282 and test18's spellings (4 December), its two invented subtypes (Gravewisp, Cragborn) listed
before the count: 40 of 60 read (67%), 39 with the meaning meant (65%: t19-22 stacks the creature it battled after it
reached the Ruins, and counts only stacked cards, where its writer meant it instead of the Ruins and the card
underneath counted too). Since that session a Creature text refused only because it is summoned on top of a creature is read
as the Mutated Creature its writer meant (the writers were offered no such kind). `test20.json`, from a twentieth
writer, was read unseen after L-TXT-283..285 (5 December), its two invented subtypes (Thornback, Gloomwing) listed
before the count: 39 of 60 read (65%), all 39 with the meaning meant; then studied. `test21.json`, from a
twenty-first writer, was read unseen after L-TXT-290 (5 December), its two invented subtypes (Shardling,
Gravewarden) listed before the count: 40 of 60 read (67%), all 40 with the meaning meant; then studied. `test22.json`,
from a twenty-second writer, was read unseen after L-TXT-291..302 (5 December), its two invented subtypes
(Gravewing, Thornkin) listed before the count: 44 of 60 read (73%), 43 with the meaning meant (72%: t22-23's shed of
the card underneath, written without `you may`, keeps the Mutated Creature every time it would be destroyed by
battle, where its writer meant the first time only); then studied. `test23.json`, from a twenty-third writer, was read
unseen after L-TXT-303..310 (5 December), its two invented subtypes (Cinderling, Gravewisp) listed before the count:
47 of 60 read (78%), 46 with the meaning meant (77%: t23-50's `The attacking creature cannot attack ...`, a sentence
after the attack's negation, named no creature once the attack had ended); then studied. `test24.json`, from a
twenty-fourth writer, was read unseen in the same session after test23's spellings, its two invented subtypes
(Cinderling, Hollowkin) listed before the count: 46 of 60 read (77%), 45 with the meaning meant (75%: t24-54's
`For each card sent this way, 1 creature ... loses 2 Strength` scales one creature's change, where its writer meant a
creature picked for each card); then studied. `test25.json`, from a twenty-fifth writer, was read unseen at the end
of that session, its two invented subtypes (Burrower, Cinderling) listed before the count: 40 of 60 read (67%), 39
with the meaning meant (65%: t25-40's `+1 Strength for each copy of this card on your side of the field`, on every
copy, gives N times N, where its writer meant N in all); then studied. `test26.json`, from a twenty-sixth writer, was
read unseen after L-TXT-311..318 and LR-130 (5 December), its two invented subtypes (Cinderkin, Mossback) listed before
the count: 43 of 60 read (72%), all 43 with the meaning meant. Before that count a search for constructs to build, run
over every set, also matched four of its texts (t26-10, t26-23, t26-28, t26-32), so those may have been seen: without
them, 41 of 56 (73%). Then studied. `test27.json`, from a twenty-seventh writer, was read unseen after L-TXT-320..323
and their spellings (5 December), its two invented subtypes (Ashborn, Driftkin) listed before the count: 43 of 60 read
(72%), 41 with the meaning meant (68%: t27-13's `Ability - Stack 2:` gates the summon trigger that was meant to fill
the stack, and t27-38's `Small creatures require 1 less Land Life` reads as its player's only, where both players'
were meant); then studied. `test28.json`, from a twenty-eighth writer, was read unseen after L-TXT-324 and test27's
spellings, its two invented subtypes (Mireling, Cinderkin) listed before the count: 39 of 60 read (65%), all 39 with
the meaning meant; then studied. `test29.json`, from a twenty-ninth writer, was read unseen at the start of 5 December's
fourth session (after L-TXT-326), its two invented subtypes (Ashling, Thornback) listed before the count: 43 of 60 read
(72%), all 43 with the meaning meant; then studied. `test30.json`, from a thirtieth writer, was written at that session's
start and read unseen after L-TXT-327..329 (none made from it), its two invented subtypes (Thornback, Glimmerkin) listed
before the count: 47 of 60 read (78%), all 47 with the meaning meant (the session's starting reader read the same 47);
then studied. `test31.json`, from a thirty-first writer, was written at the start of 6 December's session and read
unseen after L-TXT-330..332, its two invented subtypes (Mirewight, Sunmoth) listed before the count: 55 of 60 read
(92%), 54 with the meaning meant (90%: t31-29's `+2 Strength for each card underneath it` counted only stacked cards,
where its writer counted the Mutated Creature's host too; L-TXT-337 mends it); the session's starting reader read the
same 55. `test32.json` and `test33.json`, from two more writers of that session, were read unseen after L-TXT-330..334:
test32 (Brambit, Glintwing) 54 of 60 read (90%), 51 with the meaning meant (85%: t32-37's `they discard 2 cards
instead` named the card's controller, mended by L-TXT-335; t32-27 counted stacked cards only, mended by L-TXT-337;
t32-16's `During the turn this card was summoned, A, and B` holds the condition over A only, as L-TXT-16 reads every
condition); test33 (Vexling, Skarn) 47 of 60 read (78%), 46 with the meaning meant (77%: t33-12's `Ability - Stack 1:
During your End Phase, you may stack ...` is an activated ability, where its writer meant it to happen in each End
Phase). `test34.json`, from a fourth writer of that session (a graveyard and stacking theme), was read unseen after
L-TXT-330..336 (Ashwarden, Cairnling): 35 of 60 read (58%), 33 with the meaning meant (55%: t34-02's `Ability - Stack
1.` label gates an ability its writer did not mean to gate; t34-29 counted stacked cards only, mended by L-TXT-337).
Over the four sets of that session: 191 of 240 read (80%), 184 with the meaning meant (77%). Then all four studied.
`test35.json`, from a writer of the next session (Ombrin, Sparrak), was read unseen after L-TXT-338..343: 42 of 60
read (70%), 42 with the meaning meant (70%); its failures were mostly forms no earlier writer used (a replacement
whose `you may` pays with another creature, `each player discards ... the card you discarded`, `When this card is
summoned this way`, `Play this card only when a Sparrak creature you control is destroyed`, `It can attack this
turn` after a change of control); three of its spellings were then added (`Stack 1:` as a label, `your opponent
attacks` a creature, `in any order`). `test36.json`, from a writer of the same session (Bogwight, Lanternkin), was
read unseen after L-TXT-344..345: 51 of 60 read (85%), all 51 with the meaning meant (85%: t36-25's and t36-40's
"summoned this turn" read as "played this turn", as t14-53 does); its failures: a prohibition with both `while`
and `during your turn`, `1 card with the same name` in a search, a look's rest `on top of or on the bottom`, `plus
1 more card`, `their creature attacks`, `the turn player looks at`, a cost said as `send this card to the Ruins
to give ...`, a Strength bound after `among them`, and a `during the turn it was summoned` that lasts too long for a
static ability. `test37.json` (Gloamkin, Dawnwing) and `test38.json` (Gravemoth, Lanternkin), from two more
writers of that session, were read unseen after L-TXT-344..347: test37 52 of 60 read (87%), all 52 with the meaning
meant; test38 41 of 60 read (68%), all 41 meant (its failures: `Each deck may include`, `(OPT) You may have ... gain`,
a prohibition with both `while` and `during your Battle Phase`, `instead of in the Ruins`, `from among each card sent
this way`, `If the card underneath it is a Dark creature`, among others). Over the session's three sets: 144 of 180
read (80%), all meant. `test39.json` (Warden, Revenant) and `test40.json` (Hollowkin, Sunweaver), from two writers of
the session of 6 December that added L-TXT-348..350, were read unseen after those: test39 49 of 60 (82%), all meant;
test40 46 of 60 (77%), 45 meant (t40-21's `Ability - Stack 2: Double this card's Strength.` read as a once-per-turn
activated doubling, not a static one). Their failures then: a conditional own summoning cost (t39-08, t40-09, added as
L-TXT-351), `sent from the field to the Ruins`, `If a creature this card battles would be destroyed`, `Negate that
attack`, `Play this card when` an attack, `from their hand of their choice`, `instead of 2 Land Life` (all added), and
`gains +2 Strength and can attack twice`, `it gains ... and cannot be destroyed by battle` for a time, `subtracts` Land
Life, `That creature can attack this turn`, `When this card is destroyed by a Boost card`, `Play this card when your
opponent activates` an ability, `you may summon it instead` (not added). A Creature text whose `instead of N Land
Life` names the cost of a size other than the probe's Medium is read at that size (t40-09 means a Large creature).
`test41.json` (Hollowborn, Lanternkin), from a writer of the session of 6 December that added L-TXT-352, was read
unseen at that session's starting commit 95f46a7: 52 of 60 (87%), all 52 with the meaning meant. Its failures then:
`each other copy of this card in your Ruins`, `That creature can attack this turn` (added to L-TXT-249), `among the
cards sent this way`, `Destroy 1 Boost - Continuous card or 1 Attachment`, a sacrifice as an effect named back by its
Strength, `cannot be affected by`, `you may summon the card underneath without paying its cost instead of sending it
to the Ruins`, and a Mutated Creature summoned only in the Battle Phase on a creature that destroyed one.
`test42.json` (Siltwhisper, Burrowmonk), from a second writer of that session, was read unseen after L-TXT-352..354:
47 of 60 (78%), all 47 with the meaning meant. Its failures then: `your opponent chooses 1 card in their hand and
discards it`, a stack's cost joined by `to`, `without paying Land Life or sacrificing a creature`, `if this creature
destroyed a creature in battle this turn`, `Sacrifice this creature to negate ...`, `double the Land Life your
opponent loses from that attack`, `the next card from the top`, `the attacking creature` after `Play this card only
when`, `You may summon the card underneath it ... instead of letting it go to the Ruins`, `a Water creature's
ability`, `Each player may summon Medium creatures by paying ...`, `abilities of creatures with 4 or more Strength`,
and `gains +4 Strength and loses all of its abilities`.
`test43.json` (Mirewraith, Lanternkin), from a writer of the session that added L-TXT-355..356 (6 December, sixth
session), was read unseen after them and t42's spellings, at 9cc156c: 49 of 60 (82%), all 49 with the meaning meant
(t43-21's `then shuffle your deck` after a search shuffles a second time, as test20's reading has it). Its failures
then: `your opponent subtracts the Strength of the creature it battled from their Land Life`, `While your opponent has
more cards in their hand than you`, `Remove 1 Attachment from the field and send it to the Ruins`, `Choose 1 Light
creature you control and double its Strength`, `the player who played it`, `Return 1 creature ... to the top of its
owner's deck`, a look's rest `on the top or bottom of your deck`, `Return that creature from your Ruins to your side of
the field`, `discard 1 card or destroy this card`, `loses Strength equal to the Strength of the card underneath this
creature`, and `Once per turn, during your Battle Phase: You may discard 1 card to let ...`.
`test44.json` (Beacon, Revenant), from a writer of the next session (6 December, seventh session), was read unseen at
its start (f9003ab): 38 of 60 (63%), all 38 with the meaning meant (t44-04 and t44-58 shuffle twice after a search, as
t43-21). Its failures then: `can attack twice during each of your Battle Phases. If it attacks twice ...`, `While this
card is on the field, you may summon Large creatures by paying ...`, `cannot be destroyed by Boost cards or Boost -
Interrupt cards`, `(OPT) Discard 1 card, then choose one:`, `During either player's turn:` (three texts), `the creature
that destroyed it`, `When this card has no stacked cards`, `Its abilities are negated and it cannot attack`, `Shuffle
the rest back into your deck` after a look, `During the End Phase of this turn, sacrifice that creature`, `If that
creature attacks this turn, destroy it during the End Phase`, `Play only when a creature you control would be
destroyed`, `Play only when your opponent summons a creature`, `then end the Battle Phase`, `if your opponent would
gain Land Life, you gain that much instead`, `Choose 1 Attachment on the field and send it to the Ruins. If it was
attached to ...`, `You cannot summon Large creatures by sacrificing creatures`, `Neither player can add cards from
their Ruins to their hand`, `Your opponent's Boost cards cannot choose the attached creature`, `You control the
attached creature while this card is attached to it`, and `During your Boost Phase, you may summon this card by
placing it ...` with `it can attack again this turn`. Then studied: the same session read 41 of them after its
spellings (those of t44-09, t44-56, t44-60's look and `Once per turn, during either player's turn,`), 43 after the
next (`the creature that destroyed it`, `choose one:`).
`test45.json` (Tidecaller, Burrower), from a writer of the same session, was read unseen after test44's first spellings
(at 8247a5b): 38 of 60 (63%), all 38 with the meaning meant (t45-60 read only through them). Its failures then:
`cannot be attacked by creatures with 4 or less Strength`, `Take control ... until the end of your turn`, `After this
card battles, if the creature it battled was not destroyed`, `Once per turn, during your opponent's turn: You may negate
...`, `choose one:` with a colon (two texts), `You can control only 1 copy of this card`, `it may attack once more`,
`That creature's abilities are negated while it remains on the field`, `At the end of turn, destroy that creature`,
`Draw 1 card if it was Small, 2 cards if it was Medium, ...`, `Negate that attack and put the attacking creature on top
of its owner's deck`, `if your opponent would gain Land Life, you gain that much Land Life instead`, `Each player must
pay 1 additional Land Life to summon a Large creature`, `you may put it on the bottom of your deck instead of sending it
to the Ruins` after `If ... would be destroyed in battle`, `cannot be destroyed by card abilities` (two texts), `If you
control no creatures at that time`, `negate its activation` after `when your opponent plays a Boost card`, `may attack
your opponent's Land Life directly even if your opponent controls creatures`, `(OPT) You may pay 1 Land Life:`, and
`Summon this card only during your Battle Phase ... Skip your next Draw Phase.`. Then studied: 42 after `choose one:`,
`once more` and `(OPT) You may pay ...:`, 43 after `cannot be destroyed by card abilities`, 44 after `This card cannot be attacked by ...`, 45 after `may attack ... directly even if your opponent controls
creatures`; 46 after L-TXT-357..358 (7 December's first session).
`test46.json` (Sentinel, Revenant), from a writer of the first session of 7 December (its kinds written `Interrupt`,
`Continuous` and `Mutated`, set to the kind names before any count), was read unseen at that session's start (70c1ff5):
42 of 60 (70%), 41 with the meaning meant (t46-30's `It cannot attack your opponent's Land Life directly` after a
control taken for the turn outlasts the control, as t6-47's). Its failures then: `except a card named "..."`, `choose
one:` with its options on dash lines (two texts), `Send 1 stacked card from under this creature to the Ruins:`, `Your
opponent cannot attack other Light - Sentinel creatures you control`, `Until the end of the turn, it gains +3 Strength
and can attack one additional time`, a look at the opponent's deck split between top and bottom, `At the start of the
End Phase, destroy that creature`, `then end the Battle Phase`, `Halve the Strength of`, an Interrupt with a cost
(`Discard 2 cards: Negate ...`), `when a creature is sent to your Ruins`, `destroy this Attachment instead`, `cannot be
destroyed or targeted by`, a Mutated Creature's summoning that also puts cards from the Ruins into the deck, `can
attack each creature your opponent controls once`, a cost of a Ruins card put into the deck, and `Once per turn, this
ability can be activated during your opponent's Battle Phase:`. Then studied: 48 after L-TXT-357..359 and its first
spellings, 51 after L-TXT-360 and the rest (`this Attachment`, `Land Life directly`, dash lines, `destroyed or
targeted`).
`test47.json` (Sentinel, Specter), from a second writer of the same session (kinds set the same way), was read unseen
after L-TXT-357..360 and test46's spellings (at c5c649d): 50 of 60 (83%), 49 with the meaning meant (t47-17's `That
creature cannot attack your opponent's Land Life directly` after a control taken for the turn, as t46-30's). Its
failures then: `send 1 of its stacked cards` in a replacement, `Stack 1 (OPT): You may send the stacked card to the
Ruins to ...`, a Boost with a cost (`Discard 2 cards: ...`), `Each player can summon only 1 creature per turn`, `destroy
the creature you control with the lowest Strength`, `You may attach this card to a creature your opponent controls
instead` (also t25-45, t9-59: the `instead` cannot be told from a replacement's in one word of look-ahead), a cost of a
Ruins card put on the deck, a Mutated Creature summoned in the opponent's turn, `Once per turn: You can pay ...`, and
`negate the activation of a Boost card that targets a Dark creature you control`. Then studied: 52 after `You can
pay` and `1 of its stacked cards`.
`test48.json` (Drake, Revenant) and `test49.json` (Warden, Specter), from two writers of the next session (7 December,
given the kind names in full), were read unseen at that session's starting commit f6ead4e (test48 49 of 60, test49 42)
and again after L-TXT-361..364 and the spellings added before their reading (`You may attach this card to ... instead`,
`After this card battles`, `If this card is destroyed in battle`, `the card underneath this card`; none made from
them): test48 49 of 60 (82%), 48 with the meaning meant (t48-18's `That creature cannot attack your opponent's Land
Life directly` after a control taken for the turn, as t46-30's); test49 44 of 60 (73%), 41 with the meaning meant
(t49-25 the same case; t49-43's `During your End Phase, you may ...` on a Boost - Continuous is a one-off effect of
its resolution, where its writer meant each End Phase; t49-45's `that creature can attack one additional time` after
a filter's `destroys a creature in battle` names the creature destroyed, L-TXT-56, where its writer meant the
destroyer). Their failures then: a summoning from the hand with no price under a condition, `you may summon it
instead` after a return (also t17-27, t40-37), `until the end of your turn`, `This turn, it can attack up to 3 times`,
`Play this card only if a creature you control was destroyed this turn` with `that card` after it, `when your
opponent summons a Large creature`, `Each player can attack with only 2 creatures`, `cannot target creatures you
control with`, `destroyed by a card your opponent controls`, `summon the card underneath it instead ... that
creature`, `during your Battle Phase, when ...` after `Once per turn,`, `Your other Light - Warden creatures` (read since),
`After its first attack`, `with equal or lower Strength than this card`, `did not attack during that Battle Phase`,
`if this card was not summoned this turn`, `neither creature is destroyed by that battle; instead`, `double the
amount of Land Life your opponent loses`, a look keeping one of each of two kinds, `Remove 1 Attachment from a
creature and send it to the Ruins`, `you may also destroy`, `is destroyed by a Boost card's effect` as a play
condition, `, to a maximum of +5, until`, `Players must pay 6 Land Life`, `During each of your Draw Phases, pay 1 Land
Life or destroy this card`, `instead of one of your creatures` (read since), and a Mutated Creature summoned on an
attacked creature in the opponent's Battle Phase.
`test50.json` (Sunwarden, Mirefang), from a writer of the second session of 7 December (given the kind names in full),
was read unseen at that session's starting commit 098b102 and again after L-TXT-365 (4c5e982, none made from it): 49
of 60 (82%) both times, 48 with the meaning meant (80%: t50-27's `Discard 2 cards, then destroy 1 creature ...`
destroys even when fewer cards are discarded, where its writer meant nothing to happen then). Its failures then:
`they gain +2 Strength instead` after a change of the Strength of creatures a filter names (t50-04, t50-41),
`When a creature your opponent controls attacks this card`, `each card they owned that was sent this way`, `You can
only play 1 "..." per turn`, `Return 1 creature you control to your hand. If you do, ...`, `When you control no
Small creatures, destroy this card`, `cannot attack and loses 2 Strength`, a Mutated Creature's summoning that puts
cards of the Ruins on the bottom of the deck, `This card remains on the field`, and a look at the top card of the
opponent's deck put back on the top or the bottom. Then studied: 51 after `they ... instead` (L-TXT-269).
`test51.json` (Lanternkin, Rivetback), from a writer of the session of 7 December that began at 04:55 (given the kind
names in full), was read unseen at that session's starting commit ed941b2 and again after L-TXT-366..368 and the
mended check of references back (7143982, none made from it): 50 of 60 (83%) both times, 49 with the meaning meant
(82%: t51-35's `You may attach this card to a creature your opponent controls.` reads as an Attachment for the
opponent's creatures only, where its writer meant either side). Its failures then: `If you do` after the ability of
`Once per turn, you may activate this during your opponent's turn:` (t51-10), `... in your hand require 2 less Land
Life to summon` (t51-13, t51-59), `If the creature this card battles is a Dark creature`, an ability activated only
in the opponent's Battle Phase, `if the equipped creature attacked twice this turn`, `If it is a Mutated Creature,
put the card underneath on top of your deck instead of sending it to the Ruins`, `Add that creature from your Ruins`
after a play limited to a turn of a destruction, `Each time your opponent plays a Boost card, they pay 1 Land Life`,
`When you summon a Large creature by sacrificing a creature`, and `if a creature left the field this turn`. Then
studied: 52 after the first two.
`test52.json` (Sentinel, Revenant), from a writer of the session of 7 December that began at 07:47, was read unseen at
that session's starting commit 7be43d7: 48 of 60 (80%), 47 with the meaning meant (78%: t52-08's `Ability – Stack 1.`
heading reads, as Rule 9 prints it, as the stack its first ability needs, where its writer meant a summoning that
stacks a card). Its writer was given the kinds `Interrupt` and `Continuous` for `Boost - Interrupt` and
`Boost - Continuous`, which the probe does not know: the kinds were renamed in the file before the count, the texts
untouched. Then studied: 54 (53 meant) after `Reduce ... Strength by N`, `also` after a condition, `subtract N from
your opponent's Land Life`, `That Land's abilities` and L-TXT-369's permission to attack directly for a time.
`test53.json` (Lumenkin, Gloomfang) and `test54.json` (Revenant, Warden), from two more writers of that session,
were read unseen after L-TXT-369 and test52's spellings (commit d9039fb): test53 54 of 60 (90%), 53 with the meaning
meant (88%), test54 52 of 60 (87%), 51 with the meaning meant (85%): in each, `You may attach this card to a creature
your opponent controls.` (t53-55, t54-54) read for the opponent's creatures only, where its writer meant either side.
Then studied: LR-133 (drawn from the 24 texts of all sets that say that sentence) and their spellings (`Other
Lumenkin creatures you control`, a duration before `... abilities cannot be activated`, `to let X attack 1
additional time this turn`): test53 57 (all 57 meant), test54 53 (all 53 meant). `test55.json` (Mirewight,
Lanternkin), from a fourth writer of that session, asked for some ambitious mechanics, was read unseen after LR-133
and those spellings (commit a750256): 46 of 60 (77%), all 46 with the meaning meant. Its failures: a summoning cost
said of kinds with `require you to pay only 1 Land Life`, `After this card battles ...`, a replacement watching the
creature this card battled, `While you control no other creatures, this card's Strength is doubled`, `put the card
underneath it onto your side of the field`, a Mutated Creature summoned by sacrificing two creatures besides its
host, `summon it immediately`, `the destroyed creature` after L-TXT-291's watch, `To play this card, send 1 stacked
card ...`, `that card's controller draws 1 card`, a stack after a destruction by battle, a static ability joined to a
phase trigger with `and`, moving an Attachment, and a once-per-game replacement of Land Life reaching 0. Then studied:
48 (all meant) after a duration before `this card's Strength is doubled` and `summon it immediately`.
`test56.json` (Tidewarden, Hollowmaw), from a writer of the session of 7 December from 10:33, was read unseen after
L-TXT-370 (an ability's own time, commit 7b8cf65): 40 of 60 (67%), all 40 with the meaning meant (among them t56-03
and t56-23, whose `Once per turn, during your ... Phase, you may ...` L-TXT-370 had just made the meaning meant). Its
failures: a summoning paid by putting three creatures from the Ruins on the bottom of the deck, `lower Strength than
the chosen creature`, a Mutated Creature that may attack although the card underneath it has, `When this creature is
summoned by sacrificing`, `discarded from your hand by a card effect`, an opponent's optional draw, `summon that
creature ... instead` after a return from the Ruins, `in excess of yours`, `Choose 1 ... that is attacking; it ...`, a
creature in the opponent's Ruins, `cannot gain Strength from card effects`, `the card underneath` of the attached
Mutated Creature, a cost said as a sentence after L-TXT-51's label, `the sacrificed creature's Strength`, and a change
for a time said as a sentence after an activated ability; and `cannot attack and loses 2 Strength`, `require you to
pay 2 Land Life instead of 4`, `that Boost card`, `sent to the Ruins this way`, `If that creature is Small or Medium`.
Then studied (those five spellings): 45 (all meant).
`test57.json` (Wickling, Eddyborn), from a writer of the session of 7 December from 14:04, was read unseen at that
session's starting commit (aa8617e, with only a behaviour-preserving review after it): 46 of 60 (77%), all 46 with the
meaning meant. Its failures: `for each other creature with the same name as this card that you control`, `instead of
its normal summon cost` after L-TXT-351's condition, `Its second attack can only target ...` (and t57-53's `Its
additional attack`), `until the end of that phase` after a phase trigger, `the creature it battled` after an attack's
trigger with a later watch of that creature, `if a creature you controlled was destroyed this turn` (and t57-45's play
condition in any way), `Then, you may summon it by paying 1 Land Life`, a look that puts `up to 2 of them on top ... and
sends the rest to the Ruins`, `It gains ...` after a Boost's cost said with a colon, `a creature that has an Ability -
Stack ability`, `if you did not gain Land Life this turn`, and `You may summon Medium ... creatures by paying 1 Land
Life` (no `instead of`). Then studied: 49 (all meant) after L-TXT-372 (a creature destroyed this turn in any way) and
`summon cost`.
`test58.json` (Ashkin, Vulkari), from a second writer of that session, was read unseen after L-TXT-372..373, the
summoning spellings and the two time checks of L-TXT-370 (working tree after 898e257): 47 of 60 (78%), 46 with the
meaning meant (77%: t58-21's `send the card underneath this creature to the Ruins` on a Creature that is not a Mutated
Creature names no card, where its writer meant the stacked card). Its failures: `until the end of your turn` (t58-07,
t58-11, t58-41, t58-45, t58-53: five of thirteen), `put that creature from the Ruins on top of its owner's deck` after
`destroys a creature in battle`, `require you to pay 1 Land Life instead of 2 to summon`, a replacement whose `you may`
sends another creature, `cannot be affected by`, `Land abilities cannot be activated` with no player, a stack named
back by `that creature`, `the creature it was attached to`, `draw 1 card for each card stacked underneath it` after a
leaving, and `You may summon this Large creature by paying 2 Land Life if ...`. Then studied: 54 (90%) after L-TXT-374
(until the end of your turn), L-TXT-375 (put from the Ruins on a deck) and two spellings, 52 meant (87%; t58-18's
cheaper summoning was meant for both players, where L-TXT-134 reads it for its controller's summonings only).
`test59.json` (Mirewisp, Kilnback), from a writer of that session, was read unseen at a8d60e1 (after L-TXT-374..375):
48 of 60 (80%), all 48 with the meaning meant. Its failures: a summoning paid with Land Life and a sacrifice
together, `If you discarded a Kilnback creature this way` after `each player discards`, `cannot be chosen or
affected by`, a Mutated Creature summoned on a creature `that attacked this turn`, `You may activate this during your
Battle Phase`, `a creature of the same size`, a quoted `"Ability – Stack"`, `that is attacking`, `If the attached
creature leaves the field, ... instead of sending it to the Ruins` (no `would`), `Once per turn, when ...` before a
battle's follow replacement, `is summoned on your side of the field`, and `Summoning a Large Kilnback creature costs
you 2 Land Life instead of 4` (a singular). Then studied: 54 (90%), all meant, after L-TXT-376 (`cannot be affected
by`), L-TXT-377 (`You may activate this during your Battle Phase`) and five of its spellings (commit ba1ddff).
`test60.json` (Gloamkin, Forgeling), from a writer of the session of 7 December from 20:20, was read unseen after
L-TXT-376 and test59's spellings (before their commit): 49 of 60 (82%), all 49 with the meaning meant. Its failures:
`At the start of your End Phase this turn, if you did not attack this turn, ...`, `Once per turn: You may activate
this during your opponent's turn.` (twice), `sent to the Ruins from the field`, `its owner discards 1 card`, `stack the
creature it battled from the Ruins`, `cannot be affected by Land abilities`, `send 1 card with the same name as this
card from your hand`, `is not affected by`, `require 3 Land Life instead of 4 to summon` after `Your`, and a
replacement that shuffles the card underneath into the deck. Then studied: 56 (93%), 55 meant (92%: t60-41's
permission for the opponent's turn, said for its second ability, reads as the card's sentence and so also lets its
first ability be used then).
`test61.json` (Cindral, Brinemaw), from a second writer of that session, was read unseen at ba1ddff: 50 of 60 (83%),
49 with the meaning meant (82%: t61-33's `If the equipped creature would destroy a creature in battle, you may put that
creature on the bottom of its owner's deck instead.` reads as L-TXT-200's move, under which the creature is still
destroyed, LR-85, where its writer meant it not destroyed). Its failures: `if this card attacked twice this turn`,
`Your opponent's Boost cards cannot target this card.`, `the Strength printed on the card underneath` (twice), `by
paying 1 less Land Life` with `If a Fire creature you control would be destroyed by the effect of a Boost card, you
may pay 3 Land Life instead.`, a replacement on a creature summoned from the Ruins (`If that creature would leave the
field, ...`), `reveals their hand`, `each creature it battles this turn loses 2 Strength`, a negated card's `If that
card would be sent to the Ruins, ... instead`, and `stack 1 card from your hand underneath that creature` naming the
destroyer.
`test62.json` (Drake, Specter) and `test63.json` (Drake, Warden), from two writers of the session of 7 December from
23:40, were read unseen at 3acb3e4: 46 of 60 (77%) and 49 of 60 (82%), every text read with the meaning meant (t62-18's
`summoned this turn` read as `played this turn`, as t14-53's is). Their failures: a creature battling this card kept
from being destroyed (its writer meant it not destroyed, which L-TXT-200's move under LR-85 does not give), `with the
same name as this card that you control`, `its Strength is doubled` after a battling condition, `you may sacrifice
this card to negate that activation`, `That card cannot be played this turn.`, `Boost cards played by your opponent`,
`it also gains`, `during that time`, `you may stack the top 2 cards instead`, `when one of their creatures attacks`,
an Attachment chosen and `the attached creature` of it, `do not require you to pay Land Life`, `instead of one of your
own` with an Attachment returned from the Ruins, `for each creature your opponent lost by battle this turn` (test62);
`Send 2 of the cards stacked underneath this card`, `During the turn this card is summoned, it cannot be destroyed
by battle and gains +1 Strength.`, `your opponent
places 1 card from their hand on top of their deck`, a stacked card called `the card underneath it` on a Creature,
`underneath your deck in any order`, `that is being attacked` with `If the attacking creature is ..., your creature
gains +4 Strength instead`, the negation of an `(OPT) ability` kept from being activated again, `cannot play Boost
cards that target creatures you control`, `summon a Large Warden creature by sacrificing`, an Attachment's `During
your turn, double the equipped creature's Strength.` refused by the card loader, and `move this card to another
creature you control` (test63).
`test64.json` (Sprite; its writer also named Golem, which LF1 has) and `test65.json` (Wyrm, Warden), from two writers at
the end of that session, were read unseen at 631ea89, after L-TXT-379..381 and the spellings of test62 and test63: 46
of 60 (77%), 45 with the meaning meant (t64-08's `Ability – Stack 1:` before a static ability read as the ability's
need of one stacked card, where its writer meant a need to summon the card), and 45 of 60 (75%), all meant. The
writers' brief named `Air` among the printed types (the print names none; LF1 has Wind), and three texts (t64-03,
t64-23, t65-48) fail on that word alone: with it declared, 48 and 46. Their other failures: `battles an Air creature`
aside, `without paying its cost` after `If you control another Sprite creature`, `cannot target Sprite creatures you
control with Boost cards`, `When this creature is summoned this way`, `if this creature was not summoned this turn`,
`would be sent to the Ruins` of a creature this card battles, `up to +3` as a cap, `If you already played a card with
the same name this turn`, `cannot summon creatures with the same name as that card`, `and they cannot be destroyed by
battle`, `draw 1 additional card during that Draw Phase` (also t65-12), `attach this card to another creature you
control instead of sending it to the Ruins`, `Your opponent's Land abilities cannot target`, `When this card is
attached` (also t65-46's `When you attach this card`) and a card placed under the attached creature (test64);
`you may sacrifice this card instead` and `put 1 Wyrm creature from your hand on the bottom of your deck instead` as
optional replacements (L-TXT-95 does not read them), `when a creature they control attacks`, `Creatures you control
with 3 or less Strength` before `cannot be destroyed`, `For each Warden creature you control, destroy up to 1 ...`,
`the card that was underneath it from your Ruins` after a Mutated summon, `for each "Grave Chorus" in your Ruins`, a choice from the
Ruins then `If that card has 3 or less Strength, summon it ... Otherwise, add it to your hand`, a destroyed card placed
from the Ruins under a Mutated Creature, `Summon this card only during your Battle Phase, by placing it on top of`,
`other than this card from your Ruins on top of your deck`, `Play this card only when your opponent activates a Land
ability` (test65).
This prints, per set, how many texts read as a card of their kind, and,
with --show, each text's canonical form beside its intended meaning, for a person to judge
whether the reading is the meaning meant (the script cannot judge that).

The language is open to a set's own types (spec/landfight/cardtext.md, "Vampire"), and a writer of a new set
invents subtypes ("Dark - Vampire"). `designer_texts/subtypes.json` lists, per set file, the subtypes its
writer invented, each with the texts that use it as a subtype: a person chose them by reading the texts, and
the script checks only that each word stands in each text listed with it. Each set is read as a card set
that declares LF1's words and its own list; a set without an entry (a fresh one, until a person lists its
writer's subtypes) reads with LF1's words only.
"""

from __future__ import annotations

import argparse
import re
import signal
import sys
from collections import Counter
from pathlib import Path

from cardlaw._jsonfile import read_json_file
from cardlaw.cardtext import TypeWords, declare_types, default_types, print_card_text
from cardlaw.cardtext import ast as A
from cardlaw.cardtext._meaning import size_life
from cardlaw.errors import CardlawError
from cardlaw.landfight.cards import QUOTED_NAME, build_card

HERE = Path(__file__).resolve().parent / "designer_texts"
_MUTATED_LABEL = re.compile(r"\s*mutated(?: creature)?\s*[.:]\s*", re.IGNORECASE)
_BADGES = {"Creature": "M", "Land": "L", "Attachment": "A", "Mutated Creature": None}


def set_types(path: Path, entries: list[dict[str, object]]) -> TypeWords | None:
    """LF1's words and the subtypes `subtypes.json` lists for the set ``path`` (None: LF1's alone).

    Raises `CardlawError` when a listed word does not stand in a text listed with it."""
    listed = read_json_file(HERE / "subtypes.json", "designer subtypes")
    words = listed.get("sets", {}).get(path.name) if isinstance(listed, dict) else None
    if not words:
        return None
    texts = {str(e["id"]): str(e["text"]) for e in entries if "id" in e}
    for word, ids in words.items():
        for ident in ids:
            if ident not in texts or word not in texts[ident]:
                raise CardlawError(f"subtypes.json: {word!r} is listed for {ident}, whose text does not use it as a subtype")
    lf1 = default_types()
    return declare_types({"main_types": list(lf1.main_types), "subtypes": [*lf1.subtypes, *words]})


def read(entry: dict[str, object], types: TypeWords | None = None) -> str:
    """The canonical text of ``entry`` read as a card of its kind, in a set of ``types`` (LF1's by default);
    raises `CardlawError` when it does not read."""
    kind, text = str(entry["kind"]), str(entry["text"])
    # The writers were given six kinds, none of them "Mutated Creature", so a writer who meant one said so at the head
    # of the text, where a card's type line would say it: such a text is read as a Mutated Creature's, without the label.
    label = _MUTATED_LABEL.match(text)
    if kind == "Creature" and label:
        kind, text = "Mutated Creature", text[label.end():]
    try:
        return _read_as(kind, text, types)
    except CardlawError as err:
        # Nor could a writer mark the kind by a summon requirement alone ("Summon this card only by placing it on top
        # of ..."): the card's text makes it a Mutated Creature (Card Info Reference, *Mutated Creatures*: summoned by
        # its own ability), so a Creature text refused only for that is read as the Mutated Creature its writer meant.
        # Nor its size, which a writer may fix by the text alone ("... instead of 4 Land Life", L-TXT-351): a Creature
        # text refused only because the probe's Medium size costs another amount is read at the size it names.
        named = _OTHER_SIZE.search(str(err))
        if kind == "Creature" and named:
            badge = next((b for b, size in (("S", A.Size.SMALL), ("L", A.Size.LARGE)) if size_life(size)[0] ==
                          int(named.group(1))), None)
            if badge is not None:
                return _read_as(kind, text, types, badge)
        if kind != "Creature" or _ONLY_MUTATED not in str(err):
            raise
        return _read_as("Mutated Creature", text, types)


_ONLY_MUTATED = "only a Mutated Creature is summoned on top of another creature"
_OTHER_SIZE = re.compile(r"a Medium creature costs \d+ Land Life to summon, not (\d+) \(L-SUM-3, L-TXT-351\)")


def _read_as(kind: str, text: str, types: TypeWords | None, badge: str | None = None) -> str:
    # A writer who names a card in quotes names the card the text is on (t2-06, t20-06, t20-41): the sets give no
    # names, so that name is the probe card's (the card loader refuses any other quoted name, L-TXT-289).
    quoted = QUOTED_NAME.search(text)
    card: dict[str, object] = {"number": "PRB-001", "name": quoted.group(1) if quoted else "Probe", "kind": kind,
                               "rarity": "common",
                               "text": text, "badge": badge or _BADGES.get(kind, "B")}
    if kind in ("Creature", "Mutated Creature"):
        card["type"], card["strength"] = "Dark - Zombie", 4 if kind == "Creature" else 6
    return print_card_text(build_card(card, "probe", "card", "probe", types).tree)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, default=[HERE / "dev.json", HERE / "test.json", HERE / "test2.json",
                                                               HERE / "test3.json", HERE / "test4.json",
                                                               HERE / "test5.json", HERE / "test6.json",
                                                               HERE / "test7.json", HERE / "test8.json",
                                                               HERE / "test9.json", HERE / "test10.json",
                                                               HERE / "test11.json", HERE / "test12.json",
                                                               HERE / "test13.json", HERE / "test14.json",
                                                               HERE / "test15.json", HERE / "test16.json",
                                                               HERE / "test17.json", HERE / "test18.json",
                                                               HERE / "test19.json", HERE / "test20.json",
                                                               HERE / "test21.json", HERE / "test22.json",
                                                               HERE / "test23.json", HERE / "test24.json",
                                                               HERE / "test25.json", HERE / "test26.json",
                                                               HERE / "test27.json", HERE / "test28.json",
                                                               HERE / "test29.json", HERE / "test30.json",
                                                               HERE / "test31.json", HERE / "test32.json",
                                                               HERE / "test33.json", HERE / "test34.json",
                                                               HERE / "test35.json", HERE / "test36.json",
                                                               HERE / "test37.json", HERE / "test38.json",
                                                               HERE / "test39.json", HERE / "test40.json",
                                                               HERE / "test41.json", HERE / "test42.json",
                                                               HERE / "test43.json", HERE / "test44.json",
                                                               HERE / "test45.json", HERE / "test46.json",
                                                               HERE / "test47.json", HERE / "test48.json",
                                                               HERE / "test49.json", HERE / "test50.json",
                                                               HERE / "test51.json", HERE / "test52.json",
                                                               HERE / "test53.json", HERE / "test54.json",
                                                               HERE / "test55.json", HERE / "test56.json",
                                                               HERE / "test57.json", HERE / "test58.json",
                                                               HERE / "test59.json", HERE / "test60.json",
                                                               HERE / "test61.json", HERE / "test62.json",
                                                               HERE / "test63.json", HERE / "test64.json",
                                                               HERE / "test65.json"])
    parser.add_argument("--show", action="store_true", help="print every text, its reading and its meaning")
    args = parser.parse_args()
    for path in args.files:
        try:  # bounded, regular files only, keys given twice refused: the project's reader of a user's JSON
            entries = read_json_file(path, "designer texts")
            if not isinstance(entries, list) or not all(isinstance(e, dict) and "text" in e and "kind" in e for e in entries):
                raise CardlawError(f"{path}: not a list of texts, each with its 'kind' and 'text'")
            types = set_types(path, entries)
        except CardlawError as err:
            print(f"Error: {err}", file=sys.stderr)
            sys.exit(2)
        done, by_construct, total_by_construct = 0, Counter[str](), Counter[str]()
        for entry in entries:
            constructs = [str(c) for c in entry.get("constructs", [])]
            total_by_construct.update(constructs)
            try:
                canonical = read(entry, types)
            except CardlawError as err:
                if args.show:
                    print(f"NO  {entry['id']}: {entry['text']}\n    {str(err).splitlines()[0]}")
                continue
            done += 1
            by_construct.update(constructs)
            if args.show:
                print(f"YES {entry['id']}: {entry['text']}\n    -> {canonical}\n    meant: {entry['meaning']}")
        print(f"{path.name}: {done} of {len(entries)} read ({100 * done / len(entries):.0f}%)")
        for construct, total in sorted(total_by_construct.items()):
            print(f"    {construct}: {by_construct[construct]} of {total}")


if __name__ == "__main__":
    signal.signal(signal.SIGINT, lambda *_: sys.exit(130))  # Ctrl-C ends the count quietly
    main()
