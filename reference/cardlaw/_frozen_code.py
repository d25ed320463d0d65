"""The code of the methods of the package's @frozen classes (see `cardlaw._frozen`).

Written by scripts/regen_frozen_code.py; do not edit. Compiled to bytecode at install
like any module, so a cold command loads these methods instead of compiling them.
"""
# mypy: ignore-errors
# fmt: off

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return ()==()
 return NotImplemented
_0 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.abilities,)==(other.abilities,)
 return NotImplemented
_1 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.ability,self.count,self.name,)==(other.ability,other.count,other.name,)
 return NotImplemented
_2 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.act,self.subject,self.phase,)==(other.act,other.subject,other.phase,)
 return NotImplemented
_3 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.act,self.yours,)==(other.act,other.yours,)
 return NotImplemented
_4 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.amount,)==(other.amount,)
 return NotImplemented
_5 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.amount,self.bound,)==(other.amount,other.bound,)
 return NotImplemented
_6 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.amount,self.condition,self.normal,)==(other.amount,other.condition,other.normal,)
 return NotImplemented
_7 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.amount,self.condition,self.per,self.others,)==(other.amount,other.condition,other.per,other.others,)
 return NotImplemented
_8 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.amount,self.player,)==(other.amount,other.player,)
 return NotImplemented
_9 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.amount,self.sign,self.unit,self.span,self.number,)==(other.amount,other.sign,other.unit,other.span,other.number,)
 return NotImplemented
_10 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.atoms,)==(other.atoms,)
 return NotImplemented
_11 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.attachment,self.host,)==(other.attachment,other.host,)
 return NotImplemented
_12 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.attacked,self.times,)==(other.attacked,other.times,)
 return NotImplemented
_13 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.attacker,self.defender,self.comparison,self.survivor,self.rules,)==(other.attacker,other.defender,other.comparison,other.survivor,other.rules,)
 return NotImplemented
_14 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.attacker,self.defender,self.direct,)==(other.attacker,other.defender,other.direct,)
 return NotImplemented
_15 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.attacker,self.rounding,self.this_turn,self.victim,self.doubled,self.fixed,self.at_least,)==(other.attacker,other.rounding,other.this_turn,other.victim,other.doubled,other.fixed,other.at_least,)
 return NotImplemented
_16 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.board,self.face_up,self.to_move,self.next_ordinary,self.pending,self.times,)==(other.board,other.face_up,other.to_move,other.next_ordinary,other.pending,other.times,)
 return NotImplemented
_17 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.bound,self.underneath,self.attached,self.or_equal,self.paid,)==(other.bound,other.underneath,other.attached,other.or_equal,other.paid,)
 return NotImplemented
_18 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.card,self.owner,self.category,self.strength,self.strengths,)==(other.card,other.owner,other.category,other.strength,other.strengths,)
 return NotImplemented
_19 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.category,)==(other.category,)
 return NotImplemented
_20 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.cats,)==(other.cats,)
 return NotImplemented
_21 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.code,self.kinds,self.toughness,self.loyalty,self.double_faced,self.shapes,self.basic_lands,self.nonbasic_chance,self.nonbasic_lands,)==(other.code,other.kinds,other.toughness,other.loyalty,other.double_faced,other.shapes,other.basic_lands,other.nonbasic_chance,other.nonbasic_lands,)
 return NotImplemented
_22 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.code,self.name,self.kind,self.draft,self.cards,self.error,)==(other.code,other.name,other.kind,other.draft,other.cards,other.error,)
 return NotImplemented
_23 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.code,self.name,self.kind,self.draft,self.cards,self.set_aside,self.error,self.games,)==(other.code,other.name,other.kind,other.draft,other.cards,other.set_aside,other.error,other.games,)
 return NotImplemented
_24 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.columns,self.rows,self.home_rows,)==(other.columns,other.rows,other.home_rows,)
 return NotImplemented
_25 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.columns,self.rows,self.names,self.steps,)==(other.columns,other.rows,other.names,other.steps,)
 return NotImplemented
_26 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.condition,)==(other.condition,)
 return NotImplemented
_27 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.condition,self.effect,)==(other.condition,other.effect,)
 return NotImplemented
_28 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.condition,self.effect,self.span,)==(other.condition,other.effect,other.span,)
 return NotImplemented
_29 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.condition,self.effects,)==(other.condition,other.effects,)
 return NotImplemented
_30 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.another,self.kinds,self.location,self.strength,self.recent,self.attacking,self.attacked,self.attacks,self.named,self.stacked,self.destroyed,self.defending,self.last_turn,self.won,)==(other.count,other.another,other.kinds,other.location,other.strength,other.recent,other.attacking,other.attacked,other.attacks,other.named,other.stacked,other.destroyed,other.defending,other.last_turn,other.won,)
 return NotImplemented
_31 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.host,)==(other.count,other.host,)
 return NotImplemented
_32 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.keep,self.rest,self.on_top,self.up_to,self.wanted,self.owner,)==(other.count,other.keep,other.rest,other.on_top,other.up_to,other.wanted,other.owner,)
 return NotImplemented
_33 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.kinds,)==(other.count,other.kinds,)
 return NotImplemented
_34 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.kinds,self.unlimited,)==(other.count,other.kinds,other.unlimited,)
 return NotImplemented
_35 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.player,)==(other.count,other.player,)
 return NotImplemented
_36 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.player,self.random,self.up_to,self.kinds,self.any_number,self.revealed,)==(other.count,other.player,other.random,other.up_to,other.kinds,other.any_number,other.revealed,)
 return NotImplemented
_37 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.set_code,)==(other.count,other.set_code,)
 return NotImplemented
_38 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.source,)==(other.count,other.source,)
 return NotImplemented
_39 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.source,self.host,self.top,self.up_to,self.kinds,)==(other.count,other.source,other.host,other.top,other.up_to,other.kinds,)
 return NotImplemented
_40 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.span,)==(other.count,other.span,)
 return NotImplemented
_41 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.count,self.span,self.optional,)==(other.count,other.span,other.optional,)
 return NotImplemented
_42 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.creature,self.battle,)==(other.creature,other.battle,)
 return NotImplemented
_43 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.creature,self.event,)==(other.creature,other.event,)
 return NotImplemented
_44 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.defender,)==(other.defender,)
 return NotImplemented
_45 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.destroyer,self.destroyed,)==(other.destroyer,other.destroyed,)
 return NotImplemented
_46 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.discarded,self.discarded_by,self.survivor,self.contested,self.extra_turns,self.lapsed_extra_turns,self.winner,self.clauses,self.overridden,self.problems,)==(other.discarded,other.discarded_by,other.survivor,other.contested,other.extra_turns,other.lapsed_extra_turns,other.winner,other.clauses,other.overridden,other.problems,)
 return NotImplemented
_47 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.discarded,self.survivor,self.survivor_square,self.extra_turn,self.winner,self.rules,self.events,)==(other.discarded,other.survivor,other.survivor_square,other.extra_turn,other.winner,other.rules,other.events,)
 return NotImplemented
_48 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.done,)==(other.done,)
 return NotImplemented
_49 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.done,self.attacked,self.won,)==(other.done,other.attacked,other.won,)
 return NotImplemented
_50 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.done,self.times,)==(other.done,other.times,)
 return NotImplemented
_51 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.each,self.phase,self.opponents,self.turn_player,)==(other.each,other.phase,other.opponents,other.turn_player,)
 return NotImplemented
_52 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effect,)==(other.effect,)
 return NotImplemented
_53 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effect,self.condition,self.instead,self.picked,)==(other.effect,other.condition,other.instead,other.picked,)
 return NotImplemented
_54 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effect,self.per,self.cap,self.more,)==(other.effect,other.per,other.cap,other.more,)
 return NotImplemented
_55 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effect,self.span,)==(other.effect,other.span,)
 return NotImplemented
_56 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effects,)==(other.effects,)
 return NotImplemented
_57 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effects,self.span,)==(other.effects,other.span,)
 return NotImplemented
_58 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.effects,self.span,self.costs,self.once,self.phase,)==(other.effects,other.span,other.costs,other.once,other.phase,)
 return NotImplemented
_59 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.event,)==(other.event,)
 return NotImplemented
_60 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.event,self.which,)==(other.event,other.which,)
 return NotImplemented
_61 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.faces,self.text,self.language,self.span,)==(other.faces,other.text,other.language,other.span,)
 return NotImplemented
_62 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.foe,)==(other.foe,)
 return NotImplemented
_63 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.from_,self.to,self.rules,)==(other.from_,other.to,other.rules,)
 return NotImplemented
_64 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.host,self.costs,)==(other.host,other.costs,)
 return NotImplemented
_65 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.host,self.with_host,)==(other.host,other.with_host,)
 return NotImplemented
_66 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.how,)==(other.how,)
 return NotImplemented
_67 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.id,self.title,self.source,self.line,self.prose,self.blocks,)==(other.id,other.title,other.source,other.line,other.prose,other.blocks,)
 return NotImplemented
_68 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.index,self.path,self.name,self.face_name,self.type_line,self.toughness,self.loyalty,self.set_code,self.layout,self.side,self.odd,self.sheets,)==(other.index,other.path,other.name,other.face_name,other.type_line,other.toughness,other.loyalty,other.set_code,other.layout,other.side,other.odd,other.sheets,)
 return NotImplemented
_69 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kind,)==(other.kind,)
 return NotImplemented
_70 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kind,self.least,)==(other.kind,other.least,)
 return NotImplemented
_71 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kind,self.number,)==(other.kind,other.number,)
 return NotImplemented
_72 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kind,self.opponents,)==(other.kind,other.opponents,)
 return NotImplemented
_73 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kinds,)==(other.kinds,)
 return NotImplemented
_74 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kinds,self.amount,self.more,self.instead_of,self.whose,)==(other.kinds,other.amount,other.more,other.instead_of,other.whose,)
 return NotImplemented
_75 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kinds,self.language,)==(other.kinds,other.language,)
 return NotImplemented
_76 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.kinds,self.of,self.strength,self.destroyed,self.discarded,self.recent,self.negated,self.present,)==(other.kinds,other.of,other.strength,other.destroyed,other.discarded,other.recent,other.negated,other.present,)
 return NotImplemented
_77 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.label,self.weight,self.printed,self.type_lines,self.type_weights,)==(other.label,other.weight,other.printed,other.type_lines,other.type_weights,)
 return NotImplemented
_78 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.language,self.variants,self.text,self.source,self.line,)==(other.language,other.variants,other.text,other.source,other.line,)
 return NotImplemented
_79 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.line,self.column,self.length,)==(other.line,other.column,other.length,)
 return NotImplemented
_80 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.location,)==(other.location,)
 return NotImplemented
_81 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.low,self.high,self.effects,)==(other.low,other.high,other.effects,)
 return NotImplemented
_82 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.main,self.subtype,)==(other.main,other.subtype,)
 return NotImplemented
_83 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.main_types,self.subtypes,)==(other.main_types,other.subtypes,)
 return NotImplemented
_84 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.measures,self.ties,)==(other.measures,other.ties,)
 return NotImplemented
_85 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.mode,)==(other.mode,)
 return NotImplemented
_86 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.moment,self.effects,)==(other.moment,other.effects,)
 return NotImplemented
_87 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.moment,self.effects,self.span,)==(other.moment,other.effects,other.span,)
 return NotImplemented
_88 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.moved,)==(other.moved,)
 return NotImplemented
_89 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.moved,self.kinds,)==(other.moved,other.kinds,)
 return NotImplemented
_90 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.count,)==(other.name,other.count,)
 return NotImplemented
_91 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.or_name,)==(other.name,other.or_name,)
 return NotImplemented
_92 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.path,self.problem,)==(other.name,other.path,other.problem,)
 return NotImplemented
_93 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.pred,)==(other.name,other.pred,)
 return NotImplemented
_94 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.title,)==(other.name,other.title,)
 return NotImplemented
_95 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.title,self.variant_rule,self.packs,self.set_code,self.lands,self.deal,self.grid,self.setup_rules,self.options,self.removals,self.given,self.categories,self.clauses,self.combine,self.combine_rule,self.overrides,self.statements,)==(other.name,other.title,other.variant_rule,other.packs,other.set_code,other.lands,other.deal,other.grid,other.setup_rules,other.options,other.removals,other.given,other.categories,other.clauses,other.combine,other.combine_rule,other.overrides,other.statements,)
 return NotImplemented
_96 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.type_line,self.toughness,self.loyalty,self.set_code,)==(other.name,other.type_line,other.toughness,other.loyalty,other.set_code,)
 return NotImplemented
_97 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.value,)==(other.name,other.value,)
 return NotImplemented
_98 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.name,self.values,self.default,self.minimum,)==(other.name,other.values,other.default,other.minimum,)
 return NotImplemented
_99 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.named,self.host,)==(other.named,other.host,)
 return NotImplemented
_100 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.number,)==(other.number,)
 return NotImplemented
_101 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.of,)==(other.of,)
 return NotImplemented
_102 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.of,self.aimed,self.destroying,)==(other.of,other.aimed,other.destroying,)
 return NotImplemented
_103 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.once_per_turn,self.costs,self.effects,self.during,)==(other.once_per_turn,other.costs,other.effects,other.during,)
 return NotImplemented
_104 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.one,self.other,)==(other.one,other.other,)
 return NotImplemented
_105 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.operand,)==(other.operand,)
 return NotImplemented
_106 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.operands,)==(other.operands,)
 return NotImplemented
_107 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.options,)==(other.options,)
 return NotImplemented
_108 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.other,self.kinds,self.location,self.zone,self.opponents,self.theirs,self.attacked,self.attacks,self.recent,self.named,self.destroyed,self.whose,)==(other.other,other.kinds,other.location,other.zone,other.opponents,other.theirs,other.attacked,other.attacks,other.recent,other.named,other.destroyed,other.whose,)
 return NotImplemented
_109 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.outcomes,)==(other.outcomes,)
 return NotImplemented
_110 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.per_player,)==(other.per_player,)
 return NotImplemented
_111 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.phase,)==(other.phase,)
 return NotImplemented
_112 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.phase,self.opponents,self.either,)==(other.phase,other.opponents,other.either,)
 return NotImplemented
_113 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.act,self.kinds,self.done,)==(other.player,other.act,other.kinds,other.done,)
 return NotImplemented
_114 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.amount,)==(other.player,other.amount,)
 return NotImplemented
_115 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.bound,self.kinds,)==(other.player,other.bound,other.kinds,)
 return NotImplemented
_116 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.count,)==(other.player,other.count,)
 return NotImplemented
_117 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.effects,self.this_turn,)==(other.player,other.effects,other.this_turn,)
 return NotImplemented
_118 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.from_,self.to,self.rules,)==(other.player,other.from_,other.to,other.rules,)
 return NotImplemented
_119 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.gain,self.of,self.times,self.halved,self.rounding,)==(other.player,other.gain,other.of,other.times,other.halved,other.rounding,)
 return NotImplemented
_120 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.gain,self.times,)==(other.player,other.gain,other.times,)
 return NotImplemented
_121 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.kinds,)==(other.player,other.kinds,)
 return NotImplemented
_122 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.quantity,self.kinds,self.zone,)==(other.player,other.quantity,other.kinds,other.zone,)
 return NotImplemented
_123 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.quantity,self.other,self.kinds,self.strength,)==(other.player,other.quantity,other.other,other.kinds,other.strength,)
 return NotImplemented
_124 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.reason,self.rules,)==(other.player,other.reason,other.rules,)
 return NotImplemented
_125 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.rules,)==(other.player,other.rules,)
 return NotImplemented
_126 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.player,self.span,)==(other.player,other.span,)
 return NotImplemented
_127 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.pred,)==(other.pred,)
 return NotImplemented
_128 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.qualities,self.kind,self.noun,self.or_kind,)==(other.qualities,other.kind,other.noun,other.or_kind,)
 return NotImplemented
_129 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.reason,self.rules,)==(other.reason,other.rules,)
 return NotImplemented
_130 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.rounding,self.span,)==(other.rounding,other.span,)
 return NotImplemented
_131 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.rule,self.body,self.where,self.variants,)==(other.rule,other.body,other.where,other.variants,)
 return NotImplemented
_132 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.rules,)==(other.rules,)
 return NotImplemented
_133 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.ruleset,self.options,self.categories,self.measures,self.table,self.contest_clauses,self.game_clauses,self.win_clauses,self.extra_clauses,self.needs_strength,self.measure_sets,self.pair_measures,self.category_measures,)==(other.ruleset,other.options,other.categories,other.measures,other.table,other.contest_clauses,other.game_clauses,other.win_clauses,other.extra_clauses,other.needs_strength,other.measure_sets,other.pair_measures,other.category_measures,)
 return NotImplemented
_134 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.same,self.span,self.after,)==(other.same,other.span,other.after,)
 return NotImplemented
_135 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.seed,self.removed,self.lands,self.hands,self.set_aside,self.first,self.position,)==(other.seed,other.removed,other.lands,other.hands,other.set_aside,other.first,other.position,)
 return NotImplemented
_136 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.sent,self.span,)==(other.sent,other.span,)
 return NotImplemented
_137 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.sets,self.base,)==(other.sets,other.base,)
 return NotImplemented
_138 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.sets,self.draft_sets,self.unreadable,self.cards,self.set_aside,self.played,self.draws,self.refused,self.played_by_variant,self.refused_by_variant,self.with_outside_lands,self.draft_sets_all_played,)==(other.sets,other.draft_sets,other.unreadable,other.cards,other.set_aside,other.played,other.draws,other.refused,other.played_by_variant,other.refused_by_variant,other.with_outside_lands,other.draft_sets_all_played,)
 return NotImplemented
_139 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.side,)==(other.side,)
 return NotImplemented
_140 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.side,self.both,self.category,)==(other.side,other.both,other.category,)
 return NotImplemented
_141 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.side,self.square,self.owner,self.card,self.type_line,self.category,self.strength,self.rules,)==(other.side,other.square,other.owner,other.card,other.type_line,other.category,other.strength,other.rules,)
 return NotImplemented
_142 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.sides,)==(other.sides,)
 return NotImplemented
_143 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.size,self.or_size,)==(other.size,other.or_size,)
 return NotImplemented
_144 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.source,self.line,self.column,)==(other.source,other.line,other.column,)
 return NotImplemented
_145 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.span,)==(other.span,)
 return NotImplemented
_146 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.span,self.direct,self.which,)==(other.span,other.direct,other.which,)
 return NotImplemented
_147 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.span,self.with_host,)==(other.span,other.with_host,)
 return NotImplemented
_148 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.span,self.words,)==(other.span,other.words,)
 return NotImplemented
_149 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.square,self.owner,self.card,self.rules,)==(other.square,other.owner,other.card,other.rules,)
 return NotImplemented
_150 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.square,self.rules,)==(other.square,other.rules,)
 return NotImplemented
_151 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.start,self.end,self.line,self.column,)==(other.start,other.end,other.line,other.column,)
 return NotImplemented
_152 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.subject,self.act,self.duration,)==(other.subject,other.act,other.duration,)
 return NotImplemented
_153 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.subject,self.event,self.effects,self.duration,self.against,self.once,self.played_on,)==(other.subject,other.event,other.effects,other.duration,other.against,other.once,other.played_on,)
 return NotImplemented
_154 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.subject,self.record,)==(other.subject,other.record,)
 return NotImplemented
_155 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.subject,self.which,)==(other.subject,other.which,)
 return NotImplemented
_156 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.summoned,self.victim,)==(other.summoned,other.victim,)
 return NotImplemented
_157 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.supertypes,self.types,self.subtypes,self.span,)==(other.supertypes,other.types,other.subtypes,other.span,)
 return NotImplemented
_158 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,)==(other.target,)
 return NotImplemented
_159 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.again,)==(other.target,other.again,)
 return NotImplemented
_160 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.amount,)==(other.target,other.amount,)
 return NotImplemented
_161 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.delta,self.duration,)==(other.target,other.delta,other.duration,)
 return NotImplemented
_162 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.duration,)==(other.target,other.duration,)
 return NotImplemented
_163 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.duration,self.doubled,)==(other.target,other.duration,other.doubled,)
 return NotImplemented
_164 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.hand,self.from_ruins,self.the_ruins,)==(other.target,other.hand,other.from_ruins,other.the_ruins,)
 return NotImplemented
_165 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.host,)==(other.target,other.host,)
 return NotImplemented
_166 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.this_turn,)==(other.target,other.this_turn,)
 return NotImplemented
_167 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.times,self.duration,)==(other.target,other.times,other.duration,)
 return NotImplemented
_168 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.times,self.sets,self.halved,self.rounding,)==(other.target,other.times,other.sets,other.halved,other.rounding,)
 return NotImplemented
_169 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.top,)==(other.target,other.top,)
 return NotImplemented
_170 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.target,self.top,self.the_ruins,)==(other.target,other.top,other.the_ruins,)
 return NotImplemented
_171 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.theirs,self.span,)==(other.theirs,other.span,)
 return NotImplemented
_172 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.to,)==(other.to,)
 return NotImplemented
_173 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.trigger,self.effects,self.once_per_turn,self.during,)==(other.trigger,other.effects,other.once_per_turn,other.during,)
 return NotImplemented
_174 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.trigger,self.moved,self.optional,)==(other.trigger,other.moved,other.optional,)
 return NotImplemented
_175 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.types,self.supertypes,self.subtypes,)==(other.types,other.supertypes,other.subtypes,)
 return NotImplemented
_176 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.usable,self.removed,self.cards,)==(other.usable,other.removed,other.cards,)
 return NotImplemented
_177 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.variant,self.classes,self.option_sets,self.categories,self.outcomes,self.problems,)==(other.variant,other.classes,other.option_sets,other.categories,other.outcomes,other.problems,)
 return NotImplemented
_178 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.variant,self.refused,self.rule,self.winner,self.plies,self.result_rules,self.outside_lands,)==(other.variant,other.refused,other.rule,other.winner,other.plies,other.result_rules,other.outside_lands,)
 return NotImplemented
_179 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.wanted,)==(other.wanted,)
 return NotImplemented
_180 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.wanted,self.zone,)==(other.wanted,other.zone,)
 return NotImplemented
_181 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.wanted,self.zone,self.top,self.player,)==(other.wanted,other.zone,other.top,other.player,)
 return NotImplemented
_182 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.what,self.either,self.ability,self.aimed,self.destroying,)==(other.what,other.either,other.ability,other.aimed,other.destroying,)
 return NotImplemented
_183 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.which,)==(other.which,)
 return NotImplemented
_184 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.which,self.battles,)==(other.which,other.battles,)
 return NotImplemented
_185 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.which,self.span,)==(other.which,other.span,)
 return NotImplemented
_186 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.which,self.target,)==(other.which,other.target,)
 return NotImplemented
_187 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.whose,)==(other.whose,)
 return NotImplemented
_188 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.whose,self.amount,self.bound,)==(other.whose,other.amount,other.bound,)
 return NotImplemented
_189 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.whose,self.location,self.span,)==(other.whose,other.location,other.span,)
 return NotImplemented
_190 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.whose,self.phase,)==(other.whose,other.phase,)
 return NotImplemented
_191 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.winner,self.loser,)==(other.winner,other.loser,)
 return NotImplemented
_192 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.winner,self.reason,self.rules,)==(other.winner,other.reason,other.rules,)
 return NotImplemented
_193 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.word,)==(other.word,)
 return NotImplemented
_194 = __eq__

def __eq__(self,other):
 if other.__class__ is self.__class__:
  return (self.words,self.compounds,self.subtypes,self.separators,self.joiners,self.rules,)==(other.words,other.compounds,other.subtypes,other.separators,other.joiners,other.rules,)
 return NotImplemented
_195 = __eq__

def __hash__(self):
 return hash(())
_196 = __hash__

def __hash__(self):
 return hash((self.abilities,))
_197 = __hash__

def __hash__(self):
 return hash((self.ability,self.count,self.name,))
_198 = __hash__

def __hash__(self):
 return hash((self.act,self.subject,self.phase,))
_199 = __hash__

def __hash__(self):
 return hash((self.act,self.yours,))
_200 = __hash__

def __hash__(self):
 return hash((self.amount,))
_201 = __hash__

def __hash__(self):
 return hash((self.amount,self.bound,))
_202 = __hash__

def __hash__(self):
 return hash((self.amount,self.condition,self.normal,))
_203 = __hash__

def __hash__(self):
 return hash((self.amount,self.condition,self.per,self.others,))
_204 = __hash__

def __hash__(self):
 return hash((self.amount,self.player,))
_205 = __hash__

def __hash__(self):
 return hash((self.amount,self.sign,self.unit,self.span,self.number,))
_206 = __hash__

def __hash__(self):
 return hash((self.atoms,))
_207 = __hash__

def __hash__(self):
 return hash((self.attachment,self.host,))
_208 = __hash__

def __hash__(self):
 return hash((self.attacked,self.times,))
_209 = __hash__

def __hash__(self):
 return hash((self.attacker,self.defender,self.comparison,self.survivor,self.rules,))
_210 = __hash__

def __hash__(self):
 return hash((self.attacker,self.defender,self.direct,))
_211 = __hash__

def __hash__(self):
 return hash((self.attacker,self.rounding,self.this_turn,self.victim,self.doubled,self.fixed,self.at_least,))
_212 = __hash__

def __hash__(self):
 return hash((self.board,self.face_up,self.to_move,self.next_ordinary,self.pending,self.times,))
_213 = __hash__

def __hash__(self):
 return hash((self.bound,self.underneath,self.attached,self.or_equal,self.paid,))
_214 = __hash__

def __hash__(self):
 return hash((self.card,self.owner,self.category,self.strength,self.strengths,))
_215 = __hash__

def __hash__(self):
 return hash((self.category,))
_216 = __hash__

def __hash__(self):
 return hash((self.cats,))
_217 = __hash__

def __hash__(self):
 return hash((self.code,self.kinds,self.toughness,self.loyalty,self.double_faced,self.shapes,self.basic_lands,self.nonbasic_chance,self.nonbasic_lands,))
_218 = __hash__

def __hash__(self):
 return hash((self.code,self.name,self.kind,self.draft,self.cards,self.error,))
_219 = __hash__

def __hash__(self):
 return hash((self.code,self.name,self.kind,self.draft,self.cards,self.set_aside,self.error,self.games,))
_220 = __hash__

def __hash__(self):
 return hash((self.columns,self.rows,self.home_rows,))
_221 = __hash__

def __hash__(self):
 return hash((self.columns,self.rows,self.names,self.steps,))
_222 = __hash__

def __hash__(self):
 return hash((self.condition,))
_223 = __hash__

def __hash__(self):
 return hash((self.condition,self.effect,))
_224 = __hash__

def __hash__(self):
 return hash((self.condition,self.effect,self.span,))
_225 = __hash__

def __hash__(self):
 return hash((self.condition,self.effects,))
_226 = __hash__

def __hash__(self):
 return hash((self.count,self.another,self.kinds,self.location,self.strength,self.recent,self.attacking,self.attacked,self.attacks,self.named,self.stacked,self.destroyed,self.defending,self.last_turn,self.won,))
_227 = __hash__

def __hash__(self):
 return hash((self.count,self.host,))
_228 = __hash__

def __hash__(self):
 return hash((self.count,self.keep,self.rest,self.on_top,self.up_to,self.wanted,self.owner,))
_229 = __hash__

def __hash__(self):
 return hash((self.count,self.kinds,))
_230 = __hash__

def __hash__(self):
 return hash((self.count,self.kinds,self.unlimited,))
_231 = __hash__

def __hash__(self):
 return hash((self.count,self.player,))
_232 = __hash__

def __hash__(self):
 return hash((self.count,self.player,self.random,self.up_to,self.kinds,self.any_number,self.revealed,))
_233 = __hash__

def __hash__(self):
 return hash((self.count,self.set_code,))
_234 = __hash__

def __hash__(self):
 return hash((self.count,self.source,))
_235 = __hash__

def __hash__(self):
 return hash((self.count,self.source,self.host,self.top,self.up_to,self.kinds,))
_236 = __hash__

def __hash__(self):
 return hash((self.count,self.span,))
_237 = __hash__

def __hash__(self):
 return hash((self.count,self.span,self.optional,))
_238 = __hash__

def __hash__(self):
 return hash((self.creature,self.battle,))
_239 = __hash__

def __hash__(self):
 return hash((self.creature,self.event,))
_240 = __hash__

def __hash__(self):
 return hash((self.defender,))
_241 = __hash__

def __hash__(self):
 return hash((self.destroyer,self.destroyed,))
_242 = __hash__

def __hash__(self):
 return hash((self.discarded,self.discarded_by,self.survivor,self.contested,self.extra_turns,self.lapsed_extra_turns,self.winner,self.clauses,self.overridden,self.problems,))
_243 = __hash__

def __hash__(self):
 return hash((self.discarded,self.survivor,self.survivor_square,self.extra_turn,self.winner,self.rules,self.events,))
_244 = __hash__

def __hash__(self):
 return hash((self.done,))
_245 = __hash__

def __hash__(self):
 return hash((self.done,self.attacked,self.won,))
_246 = __hash__

def __hash__(self):
 return hash((self.done,self.times,))
_247 = __hash__

def __hash__(self):
 return hash((self.each,self.phase,self.opponents,self.turn_player,))
_248 = __hash__

def __hash__(self):
 return hash((self.effect,))
_249 = __hash__

def __hash__(self):
 return hash((self.effect,self.condition,self.instead,self.picked,))
_250 = __hash__

def __hash__(self):
 return hash((self.effect,self.per,self.cap,self.more,))
_251 = __hash__

def __hash__(self):
 return hash((self.effect,self.span,))
_252 = __hash__

def __hash__(self):
 return hash((self.effects,))
_253 = __hash__

def __hash__(self):
 return hash((self.effects,self.span,))
_254 = __hash__

def __hash__(self):
 return hash((self.effects,self.span,self.costs,self.once,self.phase,))
_255 = __hash__

def __hash__(self):
 return hash((self.event,))
_256 = __hash__

def __hash__(self):
 return hash((self.event,self.which,))
_257 = __hash__

def __hash__(self):
 return hash((self.faces,self.text,self.language,self.span,))
_258 = __hash__

def __hash__(self):
 return hash((self.foe,))
_259 = __hash__

def __hash__(self):
 return hash((self.from_,self.to,self.rules,))
_260 = __hash__

def __hash__(self):
 return hash((self.host,self.costs,))
_261 = __hash__

def __hash__(self):
 return hash((self.host,self.with_host,))
_262 = __hash__

def __hash__(self):
 return hash((self.how,))
_263 = __hash__

def __hash__(self):
 return hash((self.id,self.title,self.source,self.line,self.prose,self.blocks,))
_264 = __hash__

def __hash__(self):
 return hash((self.index,self.path,self.name,self.face_name,self.type_line,self.toughness,self.loyalty,self.set_code,self.layout,self.side,self.odd,self.sheets,))
_265 = __hash__

def __hash__(self):
 return hash((self.kind,))
_266 = __hash__

def __hash__(self):
 return hash((self.kind,self.least,))
_267 = __hash__

def __hash__(self):
 return hash((self.kind,self.number,))
_268 = __hash__

def __hash__(self):
 return hash((self.kind,self.opponents,))
_269 = __hash__

def __hash__(self):
 return hash((self.kinds,))
_270 = __hash__

def __hash__(self):
 return hash((self.kinds,self.amount,self.more,self.instead_of,self.whose,))
_271 = __hash__

def __hash__(self):
 return hash((self.kinds,self.language,))
_272 = __hash__

def __hash__(self):
 return hash((self.kinds,self.of,self.strength,self.destroyed,self.discarded,self.recent,self.negated,self.present,))
_273 = __hash__

def __hash__(self):
 return hash((self.label,self.weight,self.printed,self.type_lines,self.type_weights,))
_274 = __hash__

def __hash__(self):
 return hash((self.language,self.variants,self.text,self.source,self.line,))
_275 = __hash__

def __hash__(self):
 return hash((self.line,self.column,self.length,))
_276 = __hash__

def __hash__(self):
 return hash((self.location,))
_277 = __hash__

def __hash__(self):
 return hash((self.low,self.high,self.effects,))
_278 = __hash__

def __hash__(self):
 return hash((self.main,self.subtype,))
_279 = __hash__

def __hash__(self):
 return hash((self.main_types,self.subtypes,))
_280 = __hash__

def __hash__(self):
 return hash((self.measures,self.ties,))
_281 = __hash__

def __hash__(self):
 return hash((self.mode,))
_282 = __hash__

def __hash__(self):
 return hash((self.moment,self.effects,))
_283 = __hash__

def __hash__(self):
 return hash((self.moment,self.effects,self.span,))
_284 = __hash__

def __hash__(self):
 return hash((self.moved,))
_285 = __hash__

def __hash__(self):
 return hash((self.moved,self.kinds,))
_286 = __hash__

def __hash__(self):
 return hash((self.name,self.count,))
_287 = __hash__

def __hash__(self):
 return hash((self.name,self.or_name,))
_288 = __hash__

def __hash__(self):
 return hash((self.name,self.path,self.problem,))
_289 = __hash__

def __hash__(self):
 return hash((self.name,self.pred,))
_290 = __hash__

def __hash__(self):
 return hash((self.name,self.title,))
_291 = __hash__

def __hash__(self):
 return hash((self.name,self.title,self.variant_rule,self.packs,self.set_code,self.lands,self.deal,self.grid,self.setup_rules,self.options,self.removals,self.given,self.categories,self.clauses,self.combine,self.combine_rule,self.overrides,self.statements,))
_292 = __hash__

def __hash__(self):
 return hash((self.name,self.type_line,self.toughness,self.loyalty,self.set_code,))
_293 = __hash__

def __hash__(self):
 return hash((self.name,self.value,))
_294 = __hash__

def __hash__(self):
 return hash((self.name,self.values,self.default,self.minimum,))
_295 = __hash__

def __hash__(self):
 return hash((self.named,self.host,))
_296 = __hash__

def __hash__(self):
 return hash((self.number,))
_297 = __hash__

def __hash__(self):
 return hash((self.of,))
_298 = __hash__

def __hash__(self):
 return hash((self.of,self.aimed,self.destroying,))
_299 = __hash__

def __hash__(self):
 return hash((self.once_per_turn,self.costs,self.effects,self.during,))
_300 = __hash__

def __hash__(self):
 return hash((self.one,self.other,))
_301 = __hash__

def __hash__(self):
 return hash((self.operand,))
_302 = __hash__

def __hash__(self):
 return hash((self.operands,))
_303 = __hash__

def __hash__(self):
 return hash((self.options,))
_304 = __hash__

def __hash__(self):
 return hash((self.other,self.kinds,self.location,self.zone,self.opponents,self.theirs,self.attacked,self.attacks,self.recent,self.named,self.destroyed,self.whose,))
_305 = __hash__

def __hash__(self):
 return hash((self.outcomes,))
_306 = __hash__

def __hash__(self):
 return hash((self.per_player,))
_307 = __hash__

def __hash__(self):
 return hash((self.phase,))
_308 = __hash__

def __hash__(self):
 return hash((self.phase,self.opponents,self.either,))
_309 = __hash__

def __hash__(self):
 return hash((self.player,self.act,self.kinds,self.done,))
_310 = __hash__

def __hash__(self):
 return hash((self.player,self.amount,))
_311 = __hash__

def __hash__(self):
 return hash((self.player,self.bound,self.kinds,))
_312 = __hash__

def __hash__(self):
 return hash((self.player,self.count,))
_313 = __hash__

def __hash__(self):
 return hash((self.player,self.effects,self.this_turn,))
_314 = __hash__

def __hash__(self):
 return hash((self.player,self.from_,self.to,self.rules,))
_315 = __hash__

def __hash__(self):
 return hash((self.player,self.gain,self.of,self.times,self.halved,self.rounding,))
_316 = __hash__

def __hash__(self):
 return hash((self.player,self.gain,self.times,))
_317 = __hash__

def __hash__(self):
 return hash((self.player,self.kinds,))
_318 = __hash__

def __hash__(self):
 return hash((self.player,self.quantity,self.kinds,self.zone,))
_319 = __hash__

def __hash__(self):
 return hash((self.player,self.quantity,self.other,self.kinds,self.strength,))
_320 = __hash__

def __hash__(self):
 return hash((self.player,self.reason,self.rules,))
_321 = __hash__

def __hash__(self):
 return hash((self.player,self.rules,))
_322 = __hash__

def __hash__(self):
 return hash((self.player,self.span,))
_323 = __hash__

def __hash__(self):
 return hash((self.pred,))
_324 = __hash__

def __hash__(self):
 return hash((self.qualities,self.kind,self.noun,self.or_kind,))
_325 = __hash__

def __hash__(self):
 return hash((self.reason,self.rules,))
_326 = __hash__

def __hash__(self):
 return hash((self.rounding,self.span,))
_327 = __hash__

def __hash__(self):
 return hash((self.rule,self.body,self.where,self.variants,))
_328 = __hash__

def __hash__(self):
 return hash((self.rules,))
_329 = __hash__

def __hash__(self):
 return hash((self.ruleset,self.options,self.categories,self.measures,self.table,self.contest_clauses,self.game_clauses,self.win_clauses,self.extra_clauses,self.needs_strength,self.measure_sets,self.pair_measures,self.category_measures,))
_330 = __hash__

def __hash__(self):
 return hash((self.same,self.span,self.after,))
_331 = __hash__

def __hash__(self):
 return hash((self.seed,self.removed,self.lands,self.hands,self.set_aside,self.first,self.position,))
_332 = __hash__

def __hash__(self):
 return hash((self.sent,self.span,))
_333 = __hash__

def __hash__(self):
 return hash((self.sets,self.base,))
_334 = __hash__

def __hash__(self):
 return hash((self.sets,self.draft_sets,self.unreadable,self.cards,self.set_aside,self.played,self.draws,self.refused,self.played_by_variant,self.refused_by_variant,self.with_outside_lands,self.draft_sets_all_played,))
_335 = __hash__

def __hash__(self):
 return hash((self.side,))
_336 = __hash__

def __hash__(self):
 return hash((self.side,self.both,self.category,))
_337 = __hash__

def __hash__(self):
 return hash((self.side,self.square,self.owner,self.card,self.type_line,self.category,self.strength,self.rules,))
_338 = __hash__

def __hash__(self):
 return hash((self.sides,))
_339 = __hash__

def __hash__(self):
 return hash((self.size,self.or_size,))
_340 = __hash__

def __hash__(self):
 return hash((self.source,self.line,self.column,))
_341 = __hash__

def __hash__(self):
 return hash((self.span,))
_342 = __hash__

def __hash__(self):
 return hash((self.span,self.direct,self.which,))
_343 = __hash__

def __hash__(self):
 return hash((self.span,self.with_host,))
_344 = __hash__

def __hash__(self):
 return hash((self.span,self.words,))
_345 = __hash__

def __hash__(self):
 return hash((self.square,self.owner,self.card,self.rules,))
_346 = __hash__

def __hash__(self):
 return hash((self.square,self.rules,))
_347 = __hash__

def __hash__(self):
 return hash((self.start,self.end,self.line,self.column,))
_348 = __hash__

def __hash__(self):
 return hash((self.subject,self.act,self.duration,))
_349 = __hash__

def __hash__(self):
 return hash((self.subject,self.event,self.effects,self.duration,self.against,self.once,self.played_on,))
_350 = __hash__

def __hash__(self):
 return hash((self.subject,self.record,))
_351 = __hash__

def __hash__(self):
 return hash((self.subject,self.which,))
_352 = __hash__

def __hash__(self):
 return hash((self.summoned,self.victim,))
_353 = __hash__

def __hash__(self):
 return hash((self.supertypes,self.types,self.subtypes,self.span,))
_354 = __hash__

def __hash__(self):
 return hash((self.target,))
_355 = __hash__

def __hash__(self):
 return hash((self.target,self.again,))
_356 = __hash__

def __hash__(self):
 return hash((self.target,self.amount,))
_357 = __hash__

def __hash__(self):
 return hash((self.target,self.delta,self.duration,))
_358 = __hash__

def __hash__(self):
 return hash((self.target,self.duration,))
_359 = __hash__

def __hash__(self):
 return hash((self.target,self.duration,self.doubled,))
_360 = __hash__

def __hash__(self):
 return hash((self.target,self.hand,self.from_ruins,self.the_ruins,))
_361 = __hash__

def __hash__(self):
 return hash((self.target,self.host,))
_362 = __hash__

def __hash__(self):
 return hash((self.target,self.this_turn,))
_363 = __hash__

def __hash__(self):
 return hash((self.target,self.times,self.duration,))
_364 = __hash__

def __hash__(self):
 return hash((self.target,self.times,self.sets,self.halved,self.rounding,))
_365 = __hash__

def __hash__(self):
 return hash((self.target,self.top,))
_366 = __hash__

def __hash__(self):
 return hash((self.target,self.top,self.the_ruins,))
_367 = __hash__

def __hash__(self):
 return hash((self.theirs,self.span,))
_368 = __hash__

def __hash__(self):
 return hash((self.to,))
_369 = __hash__

def __hash__(self):
 return hash((self.trigger,self.effects,self.once_per_turn,self.during,))
_370 = __hash__

def __hash__(self):
 return hash((self.trigger,self.moved,self.optional,))
_371 = __hash__

def __hash__(self):
 return hash((self.types,self.supertypes,self.subtypes,))
_372 = __hash__

def __hash__(self):
 return hash((self.usable,self.removed,self.cards,))
_373 = __hash__

def __hash__(self):
 return hash((self.variant,self.classes,self.option_sets,self.categories,self.outcomes,self.problems,))
_374 = __hash__

def __hash__(self):
 return hash((self.variant,self.refused,self.rule,self.winner,self.plies,self.result_rules,self.outside_lands,))
_375 = __hash__

def __hash__(self):
 return hash((self.wanted,))
_376 = __hash__

def __hash__(self):
 return hash((self.wanted,self.zone,))
_377 = __hash__

def __hash__(self):
 return hash((self.wanted,self.zone,self.top,self.player,))
_378 = __hash__

def __hash__(self):
 return hash((self.what,self.either,self.ability,self.aimed,self.destroying,))
_379 = __hash__

def __hash__(self):
 return hash((self.which,))
_380 = __hash__

def __hash__(self):
 return hash((self.which,self.battles,))
_381 = __hash__

def __hash__(self):
 return hash((self.which,self.span,))
_382 = __hash__

def __hash__(self):
 return hash((self.which,self.target,))
_383 = __hash__

def __hash__(self):
 return hash((self.whose,))
_384 = __hash__

def __hash__(self):
 return hash((self.whose,self.amount,self.bound,))
_385 = __hash__

def __hash__(self):
 return hash((self.whose,self.location,self.span,))
_386 = __hash__

def __hash__(self):
 return hash((self.whose,self.phase,))
_387 = __hash__

def __hash__(self):
 return hash((self.winner,self.loser,))
_388 = __hash__

def __hash__(self):
 return hash((self.winner,self.reason,self.rules,))
_389 = __hash__

def __hash__(self):
 return hash((self.word,))
_390 = __hash__

def __hash__(self):
 return hash((self.words,self.compounds,self.subtypes,self.separators,self.joiners,self.rules,))
_391 = __hash__

def __init__(self):
 pass
_392 = __init__

def __init__(self,abilities):
 __node_setattr__(self,'abilities',abilities)
_393 = __init__

def __init__(self,abilities,span):
 __node_setattr__(self,'abilities',abilities)
 __node_setattr__(self,'span',span)
_394 = __init__

def __init__(self,ability,count,span,name):
 __node_setattr__(self,'ability',ability)
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'name',name)
_395 = __init__

def __init__(self,act,span,yours):
 __node_setattr__(self,'act',act)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'yours',yours)
_396 = __init__

def __init__(self,act,subject,span,phase):
 __node_setattr__(self,'act',act)
 __node_setattr__(self,'subject',subject)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'phase',phase)
_397 = __init__

def __init__(self,amount):
 __node_setattr__(self,'amount',amount)
_398 = __init__

def __init__(self,amount,bound,span):
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'bound',bound)
 __node_setattr__(self,'span',span)
_399 = __init__

def __init__(self,amount,condition,per,others,span):
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'condition',condition)
 __node_setattr__(self,'per',per)
 __node_setattr__(self,'others',others)
 __node_setattr__(self,'span',span)
_400 = __init__

def __init__(self,amount,sign,unit,span,number):
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'sign',sign)
 __node_setattr__(self,'unit',unit)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'number',number)
_401 = __init__

def __init__(self,amount,span):
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'span',span)
_402 = __init__

def __init__(self,amount,span,condition,normal):
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'condition',condition)
 __node_setattr__(self,'normal',normal)
_403 = __init__

def __init__(self,amount,span,player):
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'player',player)
_404 = __init__

def __init__(self,atoms):
 __node_setattr__(self,'atoms',atoms)
_405 = __init__

def __init__(self,attachment,host,span):
 __node_setattr__(self,'attachment',attachment)
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
_406 = __init__

def __init__(self,attacked,times):
 __node_setattr__(self,'attacked',attacked)
 __node_setattr__(self,'times',times)
_407 = __init__

def __init__(self,attacker,defender,comparison,survivor,rules):
 __node_setattr__(self,'attacker',attacker)
 __node_setattr__(self,'defender',defender)
 __node_setattr__(self,'comparison',comparison)
 __node_setattr__(self,'survivor',survivor)
 __node_setattr__(self,'rules',rules)
_408 = __init__

def __init__(self,attacker,defender,direct,span):
 __node_setattr__(self,'attacker',attacker)
 __node_setattr__(self,'defender',defender)
 __node_setattr__(self,'direct',direct)
 __node_setattr__(self,'span',span)
_409 = __init__

def __init__(self,attacker,rounding,span,this_turn,victim,doubled,fixed,at_least):
 __node_setattr__(self,'attacker',attacker)
 __node_setattr__(self,'rounding',rounding)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'this_turn',this_turn)
 __node_setattr__(self,'victim',victim)
 __node_setattr__(self,'doubled',doubled)
 __node_setattr__(self,'fixed',fixed)
 __node_setattr__(self,'at_least',at_least)
_410 = __init__

def __init__(self,board,face_up,to_move,next_ordinary,pending,times):
 __node_setattr__(self,'board',board)
 __node_setattr__(self,'face_up',face_up)
 __node_setattr__(self,'to_move',to_move)
 __node_setattr__(self,'next_ordinary',next_ordinary)
 __node_setattr__(self,'pending',pending)
 __node_setattr__(self,'times',times)
_411 = __init__

def __init__(self,bound,span,underneath,attached,or_equal,paid):
 __node_setattr__(self,'bound',bound)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'underneath',underneath)
 __node_setattr__(self,'attached',attached)
 __node_setattr__(self,'or_equal',or_equal)
 __node_setattr__(self,'paid',paid)
_412 = __init__

def __init__(self,card,owner,category,strength,strengths):
 __node_setattr__(self,'card',card)
 __node_setattr__(self,'owner',owner)
 __node_setattr__(self,'category',category)
 __node_setattr__(self,'strength',strength)
 __node_setattr__(self,'strengths',strengths)
_413 = __init__

def __init__(self,category):
 __node_setattr__(self,'category',category)
_414 = __init__

def __init__(self,cats):
 __node_setattr__(self,'cats',cats)
_415 = __init__

def __init__(self,code,kinds,toughness,loyalty,double_faced,shapes,basic_lands,nonbasic_chance,nonbasic_lands):
 __node_setattr__(self,'code',code)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'toughness',toughness)
 __node_setattr__(self,'loyalty',loyalty)
 __node_setattr__(self,'double_faced',double_faced)
 __node_setattr__(self,'shapes',shapes)
 __node_setattr__(self,'basic_lands',basic_lands)
 __node_setattr__(self,'nonbasic_chance',nonbasic_chance)
 __node_setattr__(self,'nonbasic_lands',nonbasic_lands)
 self.__post_init__()
_416 = __init__

def __init__(self,code,name,kind,draft,cards,error):
 __node_setattr__(self,'code',code)
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'draft',draft)
 __node_setattr__(self,'cards',cards)
 __node_setattr__(self,'error',error)
_417 = __init__

def __init__(self,code,name,kind,draft,cards,set_aside,error,games):
 __node_setattr__(self,'code',code)
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'draft',draft)
 __node_setattr__(self,'cards',cards)
 __node_setattr__(self,'set_aside',set_aside)
 __node_setattr__(self,'error',error)
 __node_setattr__(self,'games',games)
_418 = __init__

def __init__(self,columns,rows,home_rows):
 __node_setattr__(self,'columns',columns)
 __node_setattr__(self,'rows',rows)
 __node_setattr__(self,'home_rows',home_rows)
_419 = __init__

def __init__(self,columns,rows,names,index,steps):
 __node_setattr__(self,'columns',columns)
 __node_setattr__(self,'rows',rows)
 __node_setattr__(self,'names',names)
 __node_setattr__(self,'index',index)
 __node_setattr__(self,'steps',steps)
_420 = __init__

def __init__(self,condition,effect,span):
 __node_setattr__(self,'condition',condition)
 __node_setattr__(self,'effect',effect)
 __node_setattr__(self,'span',span)
_421 = __init__

def __init__(self,condition,effects):
 __node_setattr__(self,'condition',condition)
 __node_setattr__(self,'effects',effects)
_422 = __init__

def __init__(self,condition,span):
 __node_setattr__(self,'condition',condition)
 __node_setattr__(self,'span',span)
_423 = __init__

def __init__(self,count,another,kinds,location,strength,span,recent,attacking,attacked,attacks,named,stacked,destroyed,defending,last_turn,won):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'another',another)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'location',location)
 __node_setattr__(self,'strength',strength)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'recent',recent)
 __node_setattr__(self,'attacking',attacking)
 __node_setattr__(self,'attacked',attacked)
 __node_setattr__(self,'attacks',attacks)
 __node_setattr__(self,'named',named)
 __node_setattr__(self,'stacked',stacked)
 __node_setattr__(self,'destroyed',destroyed)
 __node_setattr__(self,'defending',defending)
 __node_setattr__(self,'last_turn',last_turn)
 __node_setattr__(self,'won',won)
_424 = __init__

def __init__(self,count,host,span):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
_425 = __init__

def __init__(self,count,keep,rest,span,on_top,up_to,wanted,owner):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'keep',keep)
 __node_setattr__(self,'rest',rest)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'on_top',on_top)
 __node_setattr__(self,'up_to',up_to)
 __node_setattr__(self,'wanted',wanted)
 __node_setattr__(self,'owner',owner)
_426 = __init__

def __init__(self,count,kinds,span):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
_427 = __init__

def __init__(self,count,player,span):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'span',span)
_428 = __init__

def __init__(self,count,player,span,random,up_to,kinds,any_number,revealed):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'random',random)
 __node_setattr__(self,'up_to',up_to)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'any_number',any_number)
 __node_setattr__(self,'revealed',revealed)
_429 = __init__

def __init__(self,count,set_code):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'set_code',set_code)
_430 = __init__

def __init__(self,count,source,host,span,top,up_to,kinds):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'source',source)
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'top',top)
 __node_setattr__(self,'up_to',up_to)
 __node_setattr__(self,'kinds',kinds)
_431 = __init__

def __init__(self,count,source,span):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'source',source)
 __node_setattr__(self,'span',span)
_432 = __init__

def __init__(self,count,span):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'span',span)
_433 = __init__

def __init__(self,count,span,kinds):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'kinds',kinds)
_434 = __init__

def __init__(self,count,span,kinds,unlimited):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'unlimited',unlimited)
_435 = __init__

def __init__(self,count,span,optional):
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'optional',optional)
_436 = __init__

def __init__(self,creature,battle,span):
 __node_setattr__(self,'creature',creature)
 __node_setattr__(self,'battle',battle)
 __node_setattr__(self,'span',span)
_437 = __init__

def __init__(self,creature,event,span):
 __node_setattr__(self,'creature',creature)
 __node_setattr__(self,'event',event)
 __node_setattr__(self,'span',span)
_438 = __init__

def __init__(self,defender,span):
 __node_setattr__(self,'defender',defender)
 __node_setattr__(self,'span',span)
_439 = __init__

def __init__(self,destroyer,destroyed,span):
 __node_setattr__(self,'destroyer',destroyer)
 __node_setattr__(self,'destroyed',destroyed)
 __node_setattr__(self,'span',span)
_440 = __init__

def __init__(self,discarded,discarded_by,survivor,contested,extra_turns,lapsed_extra_turns,winner,clauses,overridden,problems):
 __node_setattr__(self,'discarded',discarded)
 __node_setattr__(self,'discarded_by',discarded_by)
 __node_setattr__(self,'survivor',survivor)
 __node_setattr__(self,'contested',contested)
 __node_setattr__(self,'extra_turns',extra_turns)
 __node_setattr__(self,'lapsed_extra_turns',lapsed_extra_turns)
 __node_setattr__(self,'winner',winner)
 __node_setattr__(self,'clauses',clauses)
 __node_setattr__(self,'overridden',overridden)
 __node_setattr__(self,'problems',problems)
_441 = __init__

def __init__(self,discarded,survivor,survivor_square,extra_turn,winner,rules,events):
 __node_setattr__(self,'discarded',discarded)
 __node_setattr__(self,'survivor',survivor)
 __node_setattr__(self,'survivor_square',survivor_square)
 __node_setattr__(self,'extra_turn',extra_turn)
 __node_setattr__(self,'winner',winner)
 __node_setattr__(self,'rules',rules)
 __node_setattr__(self,'events',events)
_442 = __init__

def __init__(self,done,span):
 __node_setattr__(self,'done',done)
 __node_setattr__(self,'span',span)
_443 = __init__

def __init__(self,done,span,attacked,won):
 __node_setattr__(self,'done',done)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'attacked',attacked)
 __node_setattr__(self,'won',won)
_444 = __init__

def __init__(self,done,span,times):
 __node_setattr__(self,'done',done)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'times',times)
_445 = __init__

def __init__(self,each,phase,opponents,span,turn_player):
 __node_setattr__(self,'each',each)
 __node_setattr__(self,'phase',phase)
 __node_setattr__(self,'opponents',opponents)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'turn_player',turn_player)
_446 = __init__

def __init__(self,effect,condition,instead,picked,span):
 __node_setattr__(self,'effect',effect)
 __node_setattr__(self,'condition',condition)
 __node_setattr__(self,'instead',instead)
 __node_setattr__(self,'picked',picked)
 __node_setattr__(self,'span',span)
_447 = __init__

def __init__(self,effect,per,span,cap,more):
 __node_setattr__(self,'effect',effect)
 __node_setattr__(self,'per',per)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'cap',cap)
 __node_setattr__(self,'more',more)
_448 = __init__

def __init__(self,effect,span):
 __node_setattr__(self,'effect',effect)
 __node_setattr__(self,'span',span)
_449 = __init__

def __init__(self,effects,span):
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
_450 = __init__

def __init__(self,effects,span,costs,once,phase):
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'costs',costs)
 __node_setattr__(self,'once',once)
 __node_setattr__(self,'phase',phase)
_451 = __init__

def __init__(self,event,span):
 __node_setattr__(self,'event',event)
 __node_setattr__(self,'span',span)
_452 = __init__

def __init__(self,event,which,span):
 __node_setattr__(self,'event',event)
 __node_setattr__(self,'which',which)
 __node_setattr__(self,'span',span)
_453 = __init__

def __init__(self,faces,text,language,span):
 __node_setattr__(self,'faces',faces)
 __node_setattr__(self,'text',text)
 __node_setattr__(self,'language',language)
 __node_setattr__(self,'span',span)
_454 = __init__

def __init__(self,foe):
 __node_setattr__(self,'foe',foe)
_455 = __init__

def __init__(self,foe,span):
 __node_setattr__(self,'foe',foe)
 __node_setattr__(self,'span',span)
_456 = __init__

def __init__(self,from_,to,rules):
 __node_setattr__(self,'from_',from_)
 __node_setattr__(self,'to',to)
 __node_setattr__(self,'rules',rules)
_457 = __init__

def __init__(self,host,span,costs):
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'costs',costs)
_458 = __init__

def __init__(self,host,span,with_host):
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'with_host',with_host)
_459 = __init__

def __init__(self,how):
 __node_setattr__(self,'how',how)
_460 = __init__

def __init__(self,id,title,source,line,prose,blocks):
 __node_setattr__(self,'id',id)
 __node_setattr__(self,'title',title)
 __node_setattr__(self,'source',source)
 __node_setattr__(self,'line',line)
 __node_setattr__(self,'prose',prose)
 __node_setattr__(self,'blocks',blocks)
_461 = __init__

def __init__(self,index,path,name,face_name,type_line,toughness,loyalty,set_code,layout,side,odd,sheets):
 __node_setattr__(self,'index',index)
 __node_setattr__(self,'path',path)
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'face_name',face_name)
 __node_setattr__(self,'type_line',type_line)
 __node_setattr__(self,'toughness',toughness)
 __node_setattr__(self,'loyalty',loyalty)
 __node_setattr__(self,'set_code',set_code)
 __node_setattr__(self,'layout',layout)
 __node_setattr__(self,'side',side)
 __node_setattr__(self,'odd',odd)
 __node_setattr__(self,'sheets',sheets)
_462 = __init__

def __init__(self,kind,least,span):
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'least',least)
 __node_setattr__(self,'span',span)
_463 = __init__

def __init__(self,kind,number,span):
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'number',number)
 __node_setattr__(self,'span',span)
_464 = __init__

def __init__(self,kind,opponents,span):
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'opponents',opponents)
 __node_setattr__(self,'span',span)
_465 = __init__

def __init__(self,kind,span):
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'span',span)
_466 = __init__

def __init__(self,kinds):
 __node_setattr__(self,'kinds',kinds)
_467 = __init__

def __init__(self,kinds,amount,more,instead_of,span,whose):
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'more',more)
 __node_setattr__(self,'instead_of',instead_of)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'whose',whose)
_468 = __init__

def __init__(self,kinds,language):
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'language',language)
_469 = __init__

def __init__(self,kinds,span):
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
_470 = __init__

def __init__(self,kinds,span,of,strength,destroyed,discarded,recent,negated,present):
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'of',of)
 __node_setattr__(self,'strength',strength)
 __node_setattr__(self,'destroyed',destroyed)
 __node_setattr__(self,'discarded',discarded)
 __node_setattr__(self,'recent',recent)
 __node_setattr__(self,'negated',negated)
 __node_setattr__(self,'present',present)
_471 = __init__

def __init__(self,label,weight,printed,type_lines,type_weights):
 __node_setattr__(self,'label',label)
 __node_setattr__(self,'weight',weight)
 __node_setattr__(self,'printed',printed)
 __node_setattr__(self,'type_lines',type_lines)
 __node_setattr__(self,'type_weights',type_weights)
_472 = __init__

def __init__(self,language,variants,text,source,line):
 __node_setattr__(self,'language',language)
 __node_setattr__(self,'variants',variants)
 __node_setattr__(self,'text',text)
 __node_setattr__(self,'source',source)
 __node_setattr__(self,'line',line)
_473 = __init__

def __init__(self,line,column,length):
 __node_setattr__(self,'line',line)
 __node_setattr__(self,'column',column)
 __node_setattr__(self,'length',length)
_474 = __init__

def __init__(self,location):
 __node_setattr__(self,'location',location)
_475 = __init__

def __init__(self,low,high,effects,span):
 __node_setattr__(self,'low',low)
 __node_setattr__(self,'high',high)
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
_476 = __init__

def __init__(self,main,subtype,span):
 __node_setattr__(self,'main',main)
 __node_setattr__(self,'subtype',subtype)
 __node_setattr__(self,'span',span)
_477 = __init__

def __init__(self,main_types,subtypes):
 __node_setattr__(self,'main_types',main_types)
 __node_setattr__(self,'subtypes',subtypes)
 self.__post_init__()
_478 = __init__

def __init__(self,measures,ties):
 __node_setattr__(self,'measures',measures)
 __node_setattr__(self,'ties',ties)
_479 = __init__

def __init__(self,mode):
 __node_setattr__(self,'mode',mode)
_480 = __init__

def __init__(self,moment,effects,span):
 __node_setattr__(self,'moment',moment)
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
_481 = __init__

def __init__(self,moved,kinds,span):
 __node_setattr__(self,'moved',moved)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
_482 = __init__

def __init__(self,moved,span):
 __node_setattr__(self,'moved',moved)
 __node_setattr__(self,'span',span)
_483 = __init__

def __init__(self,name,count):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'count',count)
_484 = __init__

def __init__(self,name,path,problem,reason):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'path',path)
 __node_setattr__(self,'problem',problem)
 __node_setattr__(self,'reason',reason)
_485 = __init__

def __init__(self,name,pred):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'pred',pred)
_486 = __init__

def __init__(self,name,span,or_name):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'or_name',or_name)
_487 = __init__

def __init__(self,name,title):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'title',title)
_488 = __init__

def __init__(self,name,title,variant_rule,packs,set_code,lands,deal,grid,setup_rules,options,removals,given,categories,clauses,combine,combine_rule,overrides,statements):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'title',title)
 __node_setattr__(self,'variant_rule',variant_rule)
 __node_setattr__(self,'packs',packs)
 __node_setattr__(self,'set_code',set_code)
 __node_setattr__(self,'lands',lands)
 __node_setattr__(self,'deal',deal)
 __node_setattr__(self,'grid',grid)
 __node_setattr__(self,'setup_rules',setup_rules)
 __node_setattr__(self,'options',options)
 __node_setattr__(self,'removals',removals)
 __node_setattr__(self,'given',given)
 __node_setattr__(self,'categories',categories)
 __node_setattr__(self,'clauses',clauses)
 __node_setattr__(self,'combine',combine)
 __node_setattr__(self,'combine_rule',combine_rule)
 __node_setattr__(self,'overrides',overrides)
 __node_setattr__(self,'statements',statements)
_489 = __init__

def __init__(self,name,type_line,toughness,loyalty,set_code):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'type_line',type_line)
 __node_setattr__(self,'toughness',toughness)
 __node_setattr__(self,'loyalty',loyalty)
 __node_setattr__(self,'set_code',set_code)
_490 = __init__

def __init__(self,name,value):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'value',value)
_491 = __init__

def __init__(self,name,values,default,minimum):
 __node_setattr__(self,'name',name)
 __node_setattr__(self,'values',values)
 __node_setattr__(self,'default',default)
 __node_setattr__(self,'minimum',minimum)
_492 = __init__

def __init__(self,named,host,span):
 __node_setattr__(self,'named',named)
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
_493 = __init__

def __init__(self,number,span):
 __node_setattr__(self,'number',number)
 __node_setattr__(self,'span',span)
_494 = __init__

def __init__(self,of,span):
 __node_setattr__(self,'of',of)
 __node_setattr__(self,'span',span)
_495 = __init__

def __init__(self,of,span,aimed,destroying):
 __node_setattr__(self,'of',of)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'aimed',aimed)
 __node_setattr__(self,'destroying',destroying)
_496 = __init__

def __init__(self,once_per_turn,costs,effects,span,during):
 __node_setattr__(self,'once_per_turn',once_per_turn)
 __node_setattr__(self,'costs',costs)
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'during',during)
_497 = __init__

def __init__(self,one,other):
 __node_setattr__(self,'one',one)
 __node_setattr__(self,'other',other)
_498 = __init__

def __init__(self,operand):
 __node_setattr__(self,'operand',operand)
_499 = __init__

def __init__(self,operands):
 __node_setattr__(self,'operands',operands)
_500 = __init__

def __init__(self,options,span):
 __node_setattr__(self,'options',options)
 __node_setattr__(self,'span',span)
_501 = __init__

def __init__(self,other,kinds,location,zone,opponents,span,theirs,attacked,attacks,recent,named,destroyed,whose):
 __node_setattr__(self,'other',other)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'location',location)
 __node_setattr__(self,'zone',zone)
 __node_setattr__(self,'opponents',opponents)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'theirs',theirs)
 __node_setattr__(self,'attacked',attacked)
 __node_setattr__(self,'attacks',attacks)
 __node_setattr__(self,'recent',recent)
 __node_setattr__(self,'named',named)
 __node_setattr__(self,'destroyed',destroyed)
 __node_setattr__(self,'whose',whose)
_502 = __init__

def __init__(self,outcomes,span):
 __node_setattr__(self,'outcomes',outcomes)
 __node_setattr__(self,'span',span)
_503 = __init__

def __init__(self,per_player):
 __node_setattr__(self,'per_player',per_player)
_504 = __init__

def __init__(self,phase,opponents,span,either):
 __node_setattr__(self,'phase',phase)
 __node_setattr__(self,'opponents',opponents)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'either',either)
_505 = __init__

def __init__(self,phase,span):
 __node_setattr__(self,'phase',phase)
 __node_setattr__(self,'span',span)
_506 = __init__

def __init__(self,player,act,kinds,done,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'act',act)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'done',done)
 __node_setattr__(self,'span',span)
_507 = __init__

def __init__(self,player,amount,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'span',span)
_508 = __init__

def __init__(self,player,bound,kinds,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'bound',bound)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
_509 = __init__

def __init__(self,player,count,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'count',count)
 __node_setattr__(self,'span',span)
_510 = __init__

def __init__(self,player,effects,span,this_turn):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'this_turn',this_turn)
_511 = __init__

def __init__(self,player,from_,to,rules):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'from_',from_)
 __node_setattr__(self,'to',to)
 __node_setattr__(self,'rules',rules)
_512 = __init__

def __init__(self,player,gain,of,span,times,halved,rounding):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'gain',gain)
 __node_setattr__(self,'of',of)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'times',times)
 __node_setattr__(self,'halved',halved)
 __node_setattr__(self,'rounding',rounding)
_513 = __init__

def __init__(self,player,gain,times,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'gain',gain)
 __node_setattr__(self,'times',times)
 __node_setattr__(self,'span',span)
_514 = __init__

def __init__(self,player,kinds,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
_515 = __init__

def __init__(self,player,quantity,kinds,span,zone):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'quantity',quantity)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'zone',zone)
_516 = __init__

def __init__(self,player,quantity,other,kinds,span,strength):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'quantity',quantity)
 __node_setattr__(self,'other',other)
 __node_setattr__(self,'kinds',kinds)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'strength',strength)
_517 = __init__

def __init__(self,player,reason,rules):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'reason',reason)
 __node_setattr__(self,'rules',rules)
_518 = __init__

def __init__(self,player,rules):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'rules',rules)
_519 = __init__

def __init__(self,player,span):
 __node_setattr__(self,'player',player)
 __node_setattr__(self,'span',span)
_520 = __init__

def __init__(self,pred):
 __node_setattr__(self,'pred',pred)
_521 = __init__

def __init__(self,qualities,kind,noun,span,or_kind):
 __node_setattr__(self,'qualities',qualities)
 __node_setattr__(self,'kind',kind)
 __node_setattr__(self,'noun',noun)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'or_kind',or_kind)
_522 = __init__

def __init__(self,reason,rules):
 __node_setattr__(self,'reason',reason)
 __node_setattr__(self,'rules',rules)
_523 = __init__

def __init__(self,rounding,span):
 __node_setattr__(self,'rounding',rounding)
 __node_setattr__(self,'span',span)
_524 = __init__

def __init__(self,rule,body,where,variants):
 __node_setattr__(self,'rule',rule)
 __node_setattr__(self,'body',body)
 __node_setattr__(self,'where',where)
 __node_setattr__(self,'variants',variants)
_525 = __init__

def __init__(self,rules):
 __node_setattr__(self,'rules',rules)
_526 = __init__

def __init__(self,ruleset,options,categories,measures,table,contest_clauses,game_clauses,win_clauses,extra_clauses,needs_strength,measure_sets,pair_measures,category_measures,memo):
 __node_setattr__(self,'ruleset',ruleset)
 __node_setattr__(self,'options',options)
 __node_setattr__(self,'categories',categories)
 __node_setattr__(self,'measures',measures)
 __node_setattr__(self,'table',table)
 __node_setattr__(self,'contest_clauses',contest_clauses)
 __node_setattr__(self,'game_clauses',game_clauses)
 __node_setattr__(self,'win_clauses',win_clauses)
 __node_setattr__(self,'extra_clauses',extra_clauses)
 __node_setattr__(self,'needs_strength',needs_strength)
 __node_setattr__(self,'measure_sets',measure_sets)
 __node_setattr__(self,'pair_measures',pair_measures)
 __node_setattr__(self,'category_measures',category_measures)
 __node_setattr__(self,'memo',__node_factory_memo__() if memo is __node_has_factory__ else memo)
_527 = __init__

def __init__(self,same,span,after):
 __node_setattr__(self,'same',same)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'after',after)
_528 = __init__

def __init__(self,seed,removed,lands,hands,set_aside,first,position):
 __node_setattr__(self,'seed',seed)
 __node_setattr__(self,'removed',removed)
 __node_setattr__(self,'lands',lands)
 __node_setattr__(self,'hands',hands)
 __node_setattr__(self,'set_aside',set_aside)
 __node_setattr__(self,'first',first)
 __node_setattr__(self,'position',position)
_529 = __init__

def __init__(self,sent,span):
 __node_setattr__(self,'sent',sent)
 __node_setattr__(self,'span',span)
_530 = __init__

def __init__(self,sets,base):
 __node_setattr__(self,'sets',sets)
 __node_setattr__(self,'base',base)
_531 = __init__

def __init__(self,sets,draft_sets,unreadable,cards,set_aside,played,draws,refused,played_by_variant,refused_by_variant,with_outside_lands,draft_sets_all_played):
 __node_setattr__(self,'sets',sets)
 __node_setattr__(self,'draft_sets',draft_sets)
 __node_setattr__(self,'unreadable',unreadable)
 __node_setattr__(self,'cards',cards)
 __node_setattr__(self,'set_aside',set_aside)
 __node_setattr__(self,'played',played)
 __node_setattr__(self,'draws',draws)
 __node_setattr__(self,'refused',refused)
 __node_setattr__(self,'played_by_variant',played_by_variant)
 __node_setattr__(self,'refused_by_variant',refused_by_variant)
 __node_setattr__(self,'with_outside_lands',with_outside_lands)
 __node_setattr__(self,'draft_sets_all_played',draft_sets_all_played)
_532 = __init__

def __init__(self,side):
 __node_setattr__(self,'side',side)
_533 = __init__

def __init__(self,side,both,category):
 __node_setattr__(self,'side',side)
 __node_setattr__(self,'both',both)
 __node_setattr__(self,'category',category)
_534 = __init__

def __init__(self,side,square,owner,card,type_line,category,strength,rules):
 __node_setattr__(self,'side',side)
 __node_setattr__(self,'square',square)
 __node_setattr__(self,'owner',owner)
 __node_setattr__(self,'card',card)
 __node_setattr__(self,'type_line',type_line)
 __node_setattr__(self,'category',category)
 __node_setattr__(self,'strength',strength)
 __node_setattr__(self,'rules',rules)
_535 = __init__

def __init__(self,sides):
 __node_setattr__(self,'sides',sides)
_536 = __init__

def __init__(self,size,span,or_size):
 __node_setattr__(self,'size',size)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'or_size',or_size)
_537 = __init__

def __init__(self,source,line,column):
 __node_setattr__(self,'source',source)
 __node_setattr__(self,'line',line)
 __node_setattr__(self,'column',column)
_538 = __init__

def __init__(self,span):
 __node_setattr__(self,'span',span)
_539 = __init__

def __init__(self,span,direct,which):
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'direct',direct)
 __node_setattr__(self,'which',which)
_540 = __init__

def __init__(self,span,with_host):
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'with_host',with_host)
_541 = __init__

def __init__(self,span,words):
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'words',words)
_542 = __init__

def __init__(self,square,owner,card,rules):
 __node_setattr__(self,'square',square)
 __node_setattr__(self,'owner',owner)
 __node_setattr__(self,'card',card)
 __node_setattr__(self,'rules',rules)
_543 = __init__

def __init__(self,square,rules):
 __node_setattr__(self,'square',square)
 __node_setattr__(self,'rules',rules)
_544 = __init__

def __init__(self,start,end,line,column):
 __node_setattr__(self,'start',start)
 __node_setattr__(self,'end',end)
 __node_setattr__(self,'line',line)
 __node_setattr__(self,'column',column)
_545 = __init__

def __init__(self,subject,act,duration,span):
 __node_setattr__(self,'subject',subject)
 __node_setattr__(self,'act',act)
 __node_setattr__(self,'duration',duration)
 __node_setattr__(self,'span',span)
_546 = __init__

def __init__(self,subject,event,effects,span,duration,against,once,played_on):
 __node_setattr__(self,'subject',subject)
 __node_setattr__(self,'event',event)
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'duration',duration)
 __node_setattr__(self,'against',against)
 __node_setattr__(self,'once',once)
 __node_setattr__(self,'played_on',played_on)
_547 = __init__

def __init__(self,subject,record,span):
 __node_setattr__(self,'subject',subject)
 __node_setattr__(self,'record',record)
 __node_setattr__(self,'span',span)
_548 = __init__

def __init__(self,subject,which,span):
 __node_setattr__(self,'subject',subject)
 __node_setattr__(self,'which',which)
 __node_setattr__(self,'span',span)
_549 = __init__

def __init__(self,summoned,victim,span):
 __node_setattr__(self,'summoned',summoned)
 __node_setattr__(self,'victim',victim)
 __node_setattr__(self,'span',span)
_550 = __init__

def __init__(self,supertypes,types,subtypes,span):
 __node_setattr__(self,'supertypes',supertypes)
 __node_setattr__(self,'types',types)
 __node_setattr__(self,'subtypes',subtypes)
 __node_setattr__(self,'span',span)
_551 = __init__

def __init__(self,target,amount,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'span',span)
_552 = __init__

def __init__(self,target,delta,duration,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'delta',delta)
 __node_setattr__(self,'duration',duration)
 __node_setattr__(self,'span',span)
_553 = __init__

def __init__(self,target,duration,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'duration',duration)
 __node_setattr__(self,'span',span)
_554 = __init__

def __init__(self,target,duration,span,doubled):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'duration',duration)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'doubled',doubled)
_555 = __init__

def __init__(self,target,hand,span,from_ruins,the_ruins):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'hand',hand)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'from_ruins',from_ruins)
 __node_setattr__(self,'the_ruins',the_ruins)
_556 = __init__

def __init__(self,target,host,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'host',host)
 __node_setattr__(self,'span',span)
_557 = __init__

def __init__(self,target,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'span',span)
_558 = __init__

def __init__(self,target,span,again):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'again',again)
_559 = __init__

def __init__(self,target,span,duration):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'duration',duration)
_560 = __init__

def __init__(self,target,this_turn,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'this_turn',this_turn)
 __node_setattr__(self,'span',span)
_561 = __init__

def __init__(self,target,times,sets,span,halved,rounding):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'times',times)
 __node_setattr__(self,'sets',sets)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'halved',halved)
 __node_setattr__(self,'rounding',rounding)
_562 = __init__

def __init__(self,target,times,span,duration):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'times',times)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'duration',duration)
_563 = __init__

def __init__(self,target,top,span):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'top',top)
 __node_setattr__(self,'span',span)
_564 = __init__

def __init__(self,target,top,span,the_ruins):
 __node_setattr__(self,'target',target)
 __node_setattr__(self,'top',top)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'the_ruins',the_ruins)
_565 = __init__

def __init__(self,theirs,span):
 __node_setattr__(self,'theirs',theirs)
 __node_setattr__(self,'span',span)
_566 = __init__

def __init__(self,to,span):
 __node_setattr__(self,'to',to)
 __node_setattr__(self,'span',span)
_567 = __init__

def __init__(self,trigger,effects,span,once_per_turn,during):
 __node_setattr__(self,'trigger',trigger)
 __node_setattr__(self,'effects',effects)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'once_per_turn',once_per_turn)
 __node_setattr__(self,'during',during)
_568 = __init__

def __init__(self,trigger,moved,span,optional):
 __node_setattr__(self,'trigger',trigger)
 __node_setattr__(self,'moved',moved)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'optional',optional)
_569 = __init__

def __init__(self,types,supertypes,subtypes,option_values):
 __node_setattr__(self,'types',types)
 __node_setattr__(self,'supertypes',supertypes)
 __node_setattr__(self,'subtypes',subtypes)
 __node_setattr__(self,'option_values',__node_factory_option_values__() if option_values is __node_has_factory__ else option_values)
_570 = __init__

def __init__(self,usable,removed,cards):
 __node_setattr__(self,'usable',usable)
 __node_setattr__(self,'removed',removed)
 __node_setattr__(self,'cards',cards)
_571 = __init__

def __init__(self,variant,classes,option_sets,categories,outcomes,problems):
 __node_setattr__(self,'variant',variant)
 __node_setattr__(self,'classes',classes)
 __node_setattr__(self,'option_sets',option_sets)
 __node_setattr__(self,'categories',categories)
 __node_setattr__(self,'outcomes',outcomes)
 __node_setattr__(self,'problems',problems)
_572 = __init__

def __init__(self,variant,refused,rule,winner,plies,result_rules,outside_lands):
 __node_setattr__(self,'variant',variant)
 __node_setattr__(self,'refused',refused)
 __node_setattr__(self,'rule',rule)
 __node_setattr__(self,'winner',winner)
 __node_setattr__(self,'plies',plies)
 __node_setattr__(self,'result_rules',result_rules)
 __node_setattr__(self,'outside_lands',outside_lands)
_573 = __init__

def __init__(self,wanted,span):
 __node_setattr__(self,'wanted',wanted)
 __node_setattr__(self,'span',span)
_574 = __init__

def __init__(self,wanted,zone,span):
 __node_setattr__(self,'wanted',wanted)
 __node_setattr__(self,'zone',zone)
 __node_setattr__(self,'span',span)
_575 = __init__

def __init__(self,wanted,zone,top,span,player):
 __node_setattr__(self,'wanted',wanted)
 __node_setattr__(self,'zone',zone)
 __node_setattr__(self,'top',top)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'player',player)
_576 = __init__

def __init__(self,what,span,either,ability,aimed,destroying):
 __node_setattr__(self,'what',what)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'either',either)
 __node_setattr__(self,'ability',ability)
 __node_setattr__(self,'aimed',aimed)
 __node_setattr__(self,'destroying',destroying)
_577 = __init__

def __init__(self,which,span):
 __node_setattr__(self,'which',which)
 __node_setattr__(self,'span',span)
_578 = __init__

def __init__(self,which,span,battles):
 __node_setattr__(self,'which',which)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'battles',battles)
_579 = __init__

def __init__(self,which,span,target):
 __node_setattr__(self,'which',which)
 __node_setattr__(self,'span',span)
 __node_setattr__(self,'target',target)
_580 = __init__

def __init__(self,whose,amount,bound,span):
 __node_setattr__(self,'whose',whose)
 __node_setattr__(self,'amount',amount)
 __node_setattr__(self,'bound',bound)
 __node_setattr__(self,'span',span)
_581 = __init__

def __init__(self,whose,location,span):
 __node_setattr__(self,'whose',whose)
 __node_setattr__(self,'location',location)
 __node_setattr__(self,'span',span)
_582 = __init__

def __init__(self,whose,phase,span):
 __node_setattr__(self,'whose',whose)
 __node_setattr__(self,'phase',phase)
 __node_setattr__(self,'span',span)
_583 = __init__

def __init__(self,whose,span):
 __node_setattr__(self,'whose',whose)
 __node_setattr__(self,'span',span)
_584 = __init__

def __init__(self,winner,loser):
 __node_setattr__(self,'winner',winner)
 __node_setattr__(self,'loser',loser)
_585 = __init__

def __init__(self,winner,reason,rules):
 __node_setattr__(self,'winner',winner)
 __node_setattr__(self,'reason',reason)
 __node_setattr__(self,'rules',rules)
_586 = __init__

def __init__(self,word):
 __node_setattr__(self,'word',word)
_587 = __init__

def __init__(self,words,compounds,subtypes,separators,joiners,rules):
 __node_setattr__(self,'words',words)
 __node_setattr__(self,'compounds',compounds)
 __node_setattr__(self,'subtypes',subtypes)
 __node_setattr__(self,'separators',separators)
 __node_setattr__(self,'joiners',joiners)
 __node_setattr__(self,'rules',rules)
_588 = __init__

SOURCES = (
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return ()==()\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.abilities,)==(other.abilities,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.ability,self.count,self.name,)==(other.ability,other.count,other.name,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.act,self.subject,self.phase,)==(other.act,other.subject,other.phase,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.act,self.yours,)==(other.act,other.yours,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.amount,)==(other.amount,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.amount,self.bound,)==(other.amount,other.bound,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.amount,self.condition,self.normal,)==(other.amount,other.condition,other.normal,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.amount,self.condition,self.per,self.others,)==(other.amount,other.condition,other.per,other.others,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.amount,self.player,)==(other.amount,other.player,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.amount,self.sign,self.unit,self.span,self.number,)==(other.amount,other.sign,other.unit,other.span,other.number,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.atoms,)==(other.atoms,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.attachment,self.host,)==(other.attachment,other.host,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.attacked,self.times,)==(other.attacked,other.times,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.attacker,self.defender,self.comparison,self.survivor,self.rules,)==(other.attacker,other.defender,other.comparison,other.survivor,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.attacker,self.defender,self.direct,)==(other.attacker,other.defender,other.direct,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.attacker,self.rounding,self.this_turn,self.victim,self.doubled,self.fixed,self.at_least,)==(other.attacker,other.rounding,other.this_turn,other.victim,other.doubled,other.fixed,other.at_least,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.board,self.face_up,self.to_move,self.next_ordinary,self.pending,self.times,)==(other.board,other.face_up,other.to_move,other.next_ordinary,other.pending,other.times,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.bound,self.underneath,self.attached,self.or_equal,self.paid,)==(other.bound,other.underneath,other.attached,other.or_equal,other.paid,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.card,self.owner,self.category,self.strength,self.strengths,)==(other.card,other.owner,other.category,other.strength,other.strengths,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.category,)==(other.category,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.cats,)==(other.cats,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.code,self.kinds,self.toughness,self.loyalty,self.double_faced,self.shapes,self.basic_lands,self.nonbasic_chance,self.nonbasic_lands,)==(other.code,other.kinds,other.toughness,other.loyalty,other.double_faced,other.shapes,other.basic_lands,other.nonbasic_chance,other.nonbasic_lands,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.code,self.name,self.kind,self.draft,self.cards,self.error,)==(other.code,other.name,other.kind,other.draft,other.cards,other.error,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.code,self.name,self.kind,self.draft,self.cards,self.set_aside,self.error,self.games,)==(other.code,other.name,other.kind,other.draft,other.cards,other.set_aside,other.error,other.games,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.columns,self.rows,self.home_rows,)==(other.columns,other.rows,other.home_rows,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.columns,self.rows,self.names,self.steps,)==(other.columns,other.rows,other.names,other.steps,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.condition,)==(other.condition,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.condition,self.effect,)==(other.condition,other.effect,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.condition,self.effect,self.span,)==(other.condition,other.effect,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.condition,self.effects,)==(other.condition,other.effects,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.another,self.kinds,self.location,self.strength,self.recent,self.attacking,self.attacked,self.attacks,self.named,self.stacked,self.destroyed,self.defending,self.last_turn,self.won,)==(other.count,other.another,other.kinds,other.location,other.strength,other.recent,other.attacking,other.attacked,other.attacks,other.named,other.stacked,other.destroyed,other.defending,other.last_turn,other.won,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.host,)==(other.count,other.host,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.keep,self.rest,self.on_top,self.up_to,self.wanted,self.owner,)==(other.count,other.keep,other.rest,other.on_top,other.up_to,other.wanted,other.owner,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.kinds,)==(other.count,other.kinds,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.kinds,self.unlimited,)==(other.count,other.kinds,other.unlimited,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.player,)==(other.count,other.player,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.player,self.random,self.up_to,self.kinds,self.any_number,self.revealed,)==(other.count,other.player,other.random,other.up_to,other.kinds,other.any_number,other.revealed,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.set_code,)==(other.count,other.set_code,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.source,)==(other.count,other.source,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.source,self.host,self.top,self.up_to,self.kinds,)==(other.count,other.source,other.host,other.top,other.up_to,other.kinds,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.span,)==(other.count,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.count,self.span,self.optional,)==(other.count,other.span,other.optional,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.creature,self.battle,)==(other.creature,other.battle,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.creature,self.event,)==(other.creature,other.event,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.defender,)==(other.defender,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.destroyer,self.destroyed,)==(other.destroyer,other.destroyed,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.discarded,self.discarded_by,self.survivor,self.contested,self.extra_turns,self.lapsed_extra_turns,self.winner,self.clauses,self.overridden,self.problems,)==(other.discarded,other.discarded_by,other.survivor,other.contested,other.extra_turns,other.lapsed_extra_turns,other.winner,other.clauses,other.overridden,other.problems,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.discarded,self.survivor,self.survivor_square,self.extra_turn,self.winner,self.rules,self.events,)==(other.discarded,other.survivor,other.survivor_square,other.extra_turn,other.winner,other.rules,other.events,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.done,)==(other.done,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.done,self.attacked,self.won,)==(other.done,other.attacked,other.won,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.done,self.times,)==(other.done,other.times,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.each,self.phase,self.opponents,self.turn_player,)==(other.each,other.phase,other.opponents,other.turn_player,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effect,)==(other.effect,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effect,self.condition,self.instead,self.picked,)==(other.effect,other.condition,other.instead,other.picked,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effect,self.per,self.cap,self.more,)==(other.effect,other.per,other.cap,other.more,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effect,self.span,)==(other.effect,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effects,)==(other.effects,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effects,self.span,)==(other.effects,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.effects,self.span,self.costs,self.once,self.phase,)==(other.effects,other.span,other.costs,other.once,other.phase,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.event,)==(other.event,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.event,self.which,)==(other.event,other.which,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.faces,self.text,self.language,self.span,)==(other.faces,other.text,other.language,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.foe,)==(other.foe,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.from_,self.to,self.rules,)==(other.from_,other.to,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.host,self.costs,)==(other.host,other.costs,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.host,self.with_host,)==(other.host,other.with_host,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.how,)==(other.how,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.id,self.title,self.source,self.line,self.prose,self.blocks,)==(other.id,other.title,other.source,other.line,other.prose,other.blocks,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.index,self.path,self.name,self.face_name,self.type_line,self.toughness,self.loyalty,self.set_code,self.layout,self.side,self.odd,self.sheets,)==(other.index,other.path,other.name,other.face_name,other.type_line,other.toughness,other.loyalty,other.set_code,other.layout,other.side,other.odd,other.sheets,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kind,)==(other.kind,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kind,self.least,)==(other.kind,other.least,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kind,self.number,)==(other.kind,other.number,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kind,self.opponents,)==(other.kind,other.opponents,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kinds,)==(other.kinds,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kinds,self.amount,self.more,self.instead_of,self.whose,)==(other.kinds,other.amount,other.more,other.instead_of,other.whose,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kinds,self.language,)==(other.kinds,other.language,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.kinds,self.of,self.strength,self.destroyed,self.discarded,self.recent,self.negated,self.present,)==(other.kinds,other.of,other.strength,other.destroyed,other.discarded,other.recent,other.negated,other.present,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.label,self.weight,self.printed,self.type_lines,self.type_weights,)==(other.label,other.weight,other.printed,other.type_lines,other.type_weights,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.language,self.variants,self.text,self.source,self.line,)==(other.language,other.variants,other.text,other.source,other.line,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.line,self.column,self.length,)==(other.line,other.column,other.length,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.location,)==(other.location,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.low,self.high,self.effects,)==(other.low,other.high,other.effects,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.main,self.subtype,)==(other.main,other.subtype,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.main_types,self.subtypes,)==(other.main_types,other.subtypes,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.measures,self.ties,)==(other.measures,other.ties,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.mode,)==(other.mode,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.moment,self.effects,)==(other.moment,other.effects,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.moment,self.effects,self.span,)==(other.moment,other.effects,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.moved,)==(other.moved,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.moved,self.kinds,)==(other.moved,other.kinds,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.count,)==(other.name,other.count,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.or_name,)==(other.name,other.or_name,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.path,self.problem,)==(other.name,other.path,other.problem,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.pred,)==(other.name,other.pred,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.title,)==(other.name,other.title,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.title,self.variant_rule,self.packs,self.set_code,self.lands,self.deal,self.grid,self.setup_rules,self.options,self.removals,self.given,self.categories,self.clauses,self.combine,self.combine_rule,self.overrides,self.statements,)==(other.name,other.title,other.variant_rule,other.packs,other.set_code,other.lands,other.deal,other.grid,other.setup_rules,other.options,other.removals,other.given,other.categories,other.clauses,other.combine,other.combine_rule,other.overrides,other.statements,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.type_line,self.toughness,self.loyalty,self.set_code,)==(other.name,other.type_line,other.toughness,other.loyalty,other.set_code,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.value,)==(other.name,other.value,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.name,self.values,self.default,self.minimum,)==(other.name,other.values,other.default,other.minimum,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.named,self.host,)==(other.named,other.host,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.number,)==(other.number,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.of,)==(other.of,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.of,self.aimed,self.destroying,)==(other.of,other.aimed,other.destroying,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.once_per_turn,self.costs,self.effects,self.during,)==(other.once_per_turn,other.costs,other.effects,other.during,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.one,self.other,)==(other.one,other.other,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.operand,)==(other.operand,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.operands,)==(other.operands,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.options,)==(other.options,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.other,self.kinds,self.location,self.zone,self.opponents,self.theirs,self.attacked,self.attacks,self.recent,self.named,self.destroyed,self.whose,)==(other.other,other.kinds,other.location,other.zone,other.opponents,other.theirs,other.attacked,other.attacks,other.recent,other.named,other.destroyed,other.whose,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.outcomes,)==(other.outcomes,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.per_player,)==(other.per_player,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.phase,)==(other.phase,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.phase,self.opponents,self.either,)==(other.phase,other.opponents,other.either,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.act,self.kinds,self.done,)==(other.player,other.act,other.kinds,other.done,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.amount,)==(other.player,other.amount,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.bound,self.kinds,)==(other.player,other.bound,other.kinds,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.count,)==(other.player,other.count,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.effects,self.this_turn,)==(other.player,other.effects,other.this_turn,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.from_,self.to,self.rules,)==(other.player,other.from_,other.to,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.gain,self.of,self.times,self.halved,self.rounding,)==(other.player,other.gain,other.of,other.times,other.halved,other.rounding,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.gain,self.times,)==(other.player,other.gain,other.times,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.kinds,)==(other.player,other.kinds,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.quantity,self.kinds,self.zone,)==(other.player,other.quantity,other.kinds,other.zone,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.quantity,self.other,self.kinds,self.strength,)==(other.player,other.quantity,other.other,other.kinds,other.strength,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.reason,self.rules,)==(other.player,other.reason,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.rules,)==(other.player,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.player,self.span,)==(other.player,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.pred,)==(other.pred,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.qualities,self.kind,self.noun,self.or_kind,)==(other.qualities,other.kind,other.noun,other.or_kind,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.reason,self.rules,)==(other.reason,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.rounding,self.span,)==(other.rounding,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.rule,self.body,self.where,self.variants,)==(other.rule,other.body,other.where,other.variants,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.rules,)==(other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.ruleset,self.options,self.categories,self.measures,self.table,self.contest_clauses,self.game_clauses,self.win_clauses,self.extra_clauses,self.needs_strength,self.measure_sets,self.pair_measures,self.category_measures,)==(other.ruleset,other.options,other.categories,other.measures,other.table,other.contest_clauses,other.game_clauses,other.win_clauses,other.extra_clauses,other.needs_strength,other.measure_sets,other.pair_measures,other.category_measures,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.same,self.span,self.after,)==(other.same,other.span,other.after,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.seed,self.removed,self.lands,self.hands,self.set_aside,self.first,self.position,)==(other.seed,other.removed,other.lands,other.hands,other.set_aside,other.first,other.position,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.sent,self.span,)==(other.sent,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.sets,self.base,)==(other.sets,other.base,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.sets,self.draft_sets,self.unreadable,self.cards,self.set_aside,self.played,self.draws,self.refused,self.played_by_variant,self.refused_by_variant,self.with_outside_lands,self.draft_sets_all_played,)==(other.sets,other.draft_sets,other.unreadable,other.cards,other.set_aside,other.played,other.draws,other.refused,other.played_by_variant,other.refused_by_variant,other.with_outside_lands,other.draft_sets_all_played,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.side,)==(other.side,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.side,self.both,self.category,)==(other.side,other.both,other.category,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.side,self.square,self.owner,self.card,self.type_line,self.category,self.strength,self.rules,)==(other.side,other.square,other.owner,other.card,other.type_line,other.category,other.strength,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.sides,)==(other.sides,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.size,self.or_size,)==(other.size,other.or_size,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.source,self.line,self.column,)==(other.source,other.line,other.column,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.span,)==(other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.span,self.direct,self.which,)==(other.span,other.direct,other.which,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.span,self.with_host,)==(other.span,other.with_host,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.span,self.words,)==(other.span,other.words,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.square,self.owner,self.card,self.rules,)==(other.square,other.owner,other.card,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.square,self.rules,)==(other.square,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.start,self.end,self.line,self.column,)==(other.start,other.end,other.line,other.column,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.subject,self.act,self.duration,)==(other.subject,other.act,other.duration,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.subject,self.event,self.effects,self.duration,self.against,self.once,self.played_on,)==(other.subject,other.event,other.effects,other.duration,other.against,other.once,other.played_on,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.subject,self.record,)==(other.subject,other.record,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.subject,self.which,)==(other.subject,other.which,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.summoned,self.victim,)==(other.summoned,other.victim,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.supertypes,self.types,self.subtypes,self.span,)==(other.supertypes,other.types,other.subtypes,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,)==(other.target,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.again,)==(other.target,other.again,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.amount,)==(other.target,other.amount,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.delta,self.duration,)==(other.target,other.delta,other.duration,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.duration,)==(other.target,other.duration,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.duration,self.doubled,)==(other.target,other.duration,other.doubled,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.hand,self.from_ruins,self.the_ruins,)==(other.target,other.hand,other.from_ruins,other.the_ruins,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.host,)==(other.target,other.host,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.this_turn,)==(other.target,other.this_turn,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.times,self.duration,)==(other.target,other.times,other.duration,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.times,self.sets,self.halved,self.rounding,)==(other.target,other.times,other.sets,other.halved,other.rounding,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.top,)==(other.target,other.top,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.target,self.top,self.the_ruins,)==(other.target,other.top,other.the_ruins,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.theirs,self.span,)==(other.theirs,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.to,)==(other.to,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.trigger,self.effects,self.once_per_turn,self.during,)==(other.trigger,other.effects,other.once_per_turn,other.during,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.trigger,self.moved,self.optional,)==(other.trigger,other.moved,other.optional,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.types,self.supertypes,self.subtypes,)==(other.types,other.supertypes,other.subtypes,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.usable,self.removed,self.cards,)==(other.usable,other.removed,other.cards,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.variant,self.classes,self.option_sets,self.categories,self.outcomes,self.problems,)==(other.variant,other.classes,other.option_sets,other.categories,other.outcomes,other.problems,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.variant,self.refused,self.rule,self.winner,self.plies,self.result_rules,self.outside_lands,)==(other.variant,other.refused,other.rule,other.winner,other.plies,other.result_rules,other.outside_lands,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.wanted,)==(other.wanted,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.wanted,self.zone,)==(other.wanted,other.zone,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.wanted,self.zone,self.top,self.player,)==(other.wanted,other.zone,other.top,other.player,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.what,self.either,self.ability,self.aimed,self.destroying,)==(other.what,other.either,other.ability,other.aimed,other.destroying,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.which,)==(other.which,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.which,self.battles,)==(other.which,other.battles,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.which,self.span,)==(other.which,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.which,self.target,)==(other.which,other.target,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.whose,)==(other.whose,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.whose,self.amount,self.bound,)==(other.whose,other.amount,other.bound,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.whose,self.location,self.span,)==(other.whose,other.location,other.span,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.whose,self.phase,)==(other.whose,other.phase,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.winner,self.loser,)==(other.winner,other.loser,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.winner,self.reason,self.rules,)==(other.winner,other.reason,other.rules,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.word,)==(other.word,)\n return NotImplemented',
    'def __eq__(self,other):\n if other.__class__ is self.__class__:\n  return (self.words,self.compounds,self.subtypes,self.separators,self.joiners,self.rules,)==(other.words,other.compounds,other.subtypes,other.separators,other.joiners,other.rules,)\n return NotImplemented',
    'def __hash__(self):\n return hash(())',
    'def __hash__(self):\n return hash((self.abilities,))',
    'def __hash__(self):\n return hash((self.ability,self.count,self.name,))',
    'def __hash__(self):\n return hash((self.act,self.subject,self.phase,))',
    'def __hash__(self):\n return hash((self.act,self.yours,))',
    'def __hash__(self):\n return hash((self.amount,))',
    'def __hash__(self):\n return hash((self.amount,self.bound,))',
    'def __hash__(self):\n return hash((self.amount,self.condition,self.normal,))',
    'def __hash__(self):\n return hash((self.amount,self.condition,self.per,self.others,))',
    'def __hash__(self):\n return hash((self.amount,self.player,))',
    'def __hash__(self):\n return hash((self.amount,self.sign,self.unit,self.span,self.number,))',
    'def __hash__(self):\n return hash((self.atoms,))',
    'def __hash__(self):\n return hash((self.attachment,self.host,))',
    'def __hash__(self):\n return hash((self.attacked,self.times,))',
    'def __hash__(self):\n return hash((self.attacker,self.defender,self.comparison,self.survivor,self.rules,))',
    'def __hash__(self):\n return hash((self.attacker,self.defender,self.direct,))',
    'def __hash__(self):\n return hash((self.attacker,self.rounding,self.this_turn,self.victim,self.doubled,self.fixed,self.at_least,))',
    'def __hash__(self):\n return hash((self.board,self.face_up,self.to_move,self.next_ordinary,self.pending,self.times,))',
    'def __hash__(self):\n return hash((self.bound,self.underneath,self.attached,self.or_equal,self.paid,))',
    'def __hash__(self):\n return hash((self.card,self.owner,self.category,self.strength,self.strengths,))',
    'def __hash__(self):\n return hash((self.category,))',
    'def __hash__(self):\n return hash((self.cats,))',
    'def __hash__(self):\n return hash((self.code,self.kinds,self.toughness,self.loyalty,self.double_faced,self.shapes,self.basic_lands,self.nonbasic_chance,self.nonbasic_lands,))',
    'def __hash__(self):\n return hash((self.code,self.name,self.kind,self.draft,self.cards,self.error,))',
    'def __hash__(self):\n return hash((self.code,self.name,self.kind,self.draft,self.cards,self.set_aside,self.error,self.games,))',
    'def __hash__(self):\n return hash((self.columns,self.rows,self.home_rows,))',
    'def __hash__(self):\n return hash((self.columns,self.rows,self.names,self.steps,))',
    'def __hash__(self):\n return hash((self.condition,))',
    'def __hash__(self):\n return hash((self.condition,self.effect,))',
    'def __hash__(self):\n return hash((self.condition,self.effect,self.span,))',
    'def __hash__(self):\n return hash((self.condition,self.effects,))',
    'def __hash__(self):\n return hash((self.count,self.another,self.kinds,self.location,self.strength,self.recent,self.attacking,self.attacked,self.attacks,self.named,self.stacked,self.destroyed,self.defending,self.last_turn,self.won,))',
    'def __hash__(self):\n return hash((self.count,self.host,))',
    'def __hash__(self):\n return hash((self.count,self.keep,self.rest,self.on_top,self.up_to,self.wanted,self.owner,))',
    'def __hash__(self):\n return hash((self.count,self.kinds,))',
    'def __hash__(self):\n return hash((self.count,self.kinds,self.unlimited,))',
    'def __hash__(self):\n return hash((self.count,self.player,))',
    'def __hash__(self):\n return hash((self.count,self.player,self.random,self.up_to,self.kinds,self.any_number,self.revealed,))',
    'def __hash__(self):\n return hash((self.count,self.set_code,))',
    'def __hash__(self):\n return hash((self.count,self.source,))',
    'def __hash__(self):\n return hash((self.count,self.source,self.host,self.top,self.up_to,self.kinds,))',
    'def __hash__(self):\n return hash((self.count,self.span,))',
    'def __hash__(self):\n return hash((self.count,self.span,self.optional,))',
    'def __hash__(self):\n return hash((self.creature,self.battle,))',
    'def __hash__(self):\n return hash((self.creature,self.event,))',
    'def __hash__(self):\n return hash((self.defender,))',
    'def __hash__(self):\n return hash((self.destroyer,self.destroyed,))',
    'def __hash__(self):\n return hash((self.discarded,self.discarded_by,self.survivor,self.contested,self.extra_turns,self.lapsed_extra_turns,self.winner,self.clauses,self.overridden,self.problems,))',
    'def __hash__(self):\n return hash((self.discarded,self.survivor,self.survivor_square,self.extra_turn,self.winner,self.rules,self.events,))',
    'def __hash__(self):\n return hash((self.done,))',
    'def __hash__(self):\n return hash((self.done,self.attacked,self.won,))',
    'def __hash__(self):\n return hash((self.done,self.times,))',
    'def __hash__(self):\n return hash((self.each,self.phase,self.opponents,self.turn_player,))',
    'def __hash__(self):\n return hash((self.effect,))',
    'def __hash__(self):\n return hash((self.effect,self.condition,self.instead,self.picked,))',
    'def __hash__(self):\n return hash((self.effect,self.per,self.cap,self.more,))',
    'def __hash__(self):\n return hash((self.effect,self.span,))',
    'def __hash__(self):\n return hash((self.effects,))',
    'def __hash__(self):\n return hash((self.effects,self.span,))',
    'def __hash__(self):\n return hash((self.effects,self.span,self.costs,self.once,self.phase,))',
    'def __hash__(self):\n return hash((self.event,))',
    'def __hash__(self):\n return hash((self.event,self.which,))',
    'def __hash__(self):\n return hash((self.faces,self.text,self.language,self.span,))',
    'def __hash__(self):\n return hash((self.foe,))',
    'def __hash__(self):\n return hash((self.from_,self.to,self.rules,))',
    'def __hash__(self):\n return hash((self.host,self.costs,))',
    'def __hash__(self):\n return hash((self.host,self.with_host,))',
    'def __hash__(self):\n return hash((self.how,))',
    'def __hash__(self):\n return hash((self.id,self.title,self.source,self.line,self.prose,self.blocks,))',
    'def __hash__(self):\n return hash((self.index,self.path,self.name,self.face_name,self.type_line,self.toughness,self.loyalty,self.set_code,self.layout,self.side,self.odd,self.sheets,))',
    'def __hash__(self):\n return hash((self.kind,))',
    'def __hash__(self):\n return hash((self.kind,self.least,))',
    'def __hash__(self):\n return hash((self.kind,self.number,))',
    'def __hash__(self):\n return hash((self.kind,self.opponents,))',
    'def __hash__(self):\n return hash((self.kinds,))',
    'def __hash__(self):\n return hash((self.kinds,self.amount,self.more,self.instead_of,self.whose,))',
    'def __hash__(self):\n return hash((self.kinds,self.language,))',
    'def __hash__(self):\n return hash((self.kinds,self.of,self.strength,self.destroyed,self.discarded,self.recent,self.negated,self.present,))',
    'def __hash__(self):\n return hash((self.label,self.weight,self.printed,self.type_lines,self.type_weights,))',
    'def __hash__(self):\n return hash((self.language,self.variants,self.text,self.source,self.line,))',
    'def __hash__(self):\n return hash((self.line,self.column,self.length,))',
    'def __hash__(self):\n return hash((self.location,))',
    'def __hash__(self):\n return hash((self.low,self.high,self.effects,))',
    'def __hash__(self):\n return hash((self.main,self.subtype,))',
    'def __hash__(self):\n return hash((self.main_types,self.subtypes,))',
    'def __hash__(self):\n return hash((self.measures,self.ties,))',
    'def __hash__(self):\n return hash((self.mode,))',
    'def __hash__(self):\n return hash((self.moment,self.effects,))',
    'def __hash__(self):\n return hash((self.moment,self.effects,self.span,))',
    'def __hash__(self):\n return hash((self.moved,))',
    'def __hash__(self):\n return hash((self.moved,self.kinds,))',
    'def __hash__(self):\n return hash((self.name,self.count,))',
    'def __hash__(self):\n return hash((self.name,self.or_name,))',
    'def __hash__(self):\n return hash((self.name,self.path,self.problem,))',
    'def __hash__(self):\n return hash((self.name,self.pred,))',
    'def __hash__(self):\n return hash((self.name,self.title,))',
    'def __hash__(self):\n return hash((self.name,self.title,self.variant_rule,self.packs,self.set_code,self.lands,self.deal,self.grid,self.setup_rules,self.options,self.removals,self.given,self.categories,self.clauses,self.combine,self.combine_rule,self.overrides,self.statements,))',
    'def __hash__(self):\n return hash((self.name,self.type_line,self.toughness,self.loyalty,self.set_code,))',
    'def __hash__(self):\n return hash((self.name,self.value,))',
    'def __hash__(self):\n return hash((self.name,self.values,self.default,self.minimum,))',
    'def __hash__(self):\n return hash((self.named,self.host,))',
    'def __hash__(self):\n return hash((self.number,))',
    'def __hash__(self):\n return hash((self.of,))',
    'def __hash__(self):\n return hash((self.of,self.aimed,self.destroying,))',
    'def __hash__(self):\n return hash((self.once_per_turn,self.costs,self.effects,self.during,))',
    'def __hash__(self):\n return hash((self.one,self.other,))',
    'def __hash__(self):\n return hash((self.operand,))',
    'def __hash__(self):\n return hash((self.operands,))',
    'def __hash__(self):\n return hash((self.options,))',
    'def __hash__(self):\n return hash((self.other,self.kinds,self.location,self.zone,self.opponents,self.theirs,self.attacked,self.attacks,self.recent,self.named,self.destroyed,self.whose,))',
    'def __hash__(self):\n return hash((self.outcomes,))',
    'def __hash__(self):\n return hash((self.per_player,))',
    'def __hash__(self):\n return hash((self.phase,))',
    'def __hash__(self):\n return hash((self.phase,self.opponents,self.either,))',
    'def __hash__(self):\n return hash((self.player,self.act,self.kinds,self.done,))',
    'def __hash__(self):\n return hash((self.player,self.amount,))',
    'def __hash__(self):\n return hash((self.player,self.bound,self.kinds,))',
    'def __hash__(self):\n return hash((self.player,self.count,))',
    'def __hash__(self):\n return hash((self.player,self.effects,self.this_turn,))',
    'def __hash__(self):\n return hash((self.player,self.from_,self.to,self.rules,))',
    'def __hash__(self):\n return hash((self.player,self.gain,self.of,self.times,self.halved,self.rounding,))',
    'def __hash__(self):\n return hash((self.player,self.gain,self.times,))',
    'def __hash__(self):\n return hash((self.player,self.kinds,))',
    'def __hash__(self):\n return hash((self.player,self.quantity,self.kinds,self.zone,))',
    'def __hash__(self):\n return hash((self.player,self.quantity,self.other,self.kinds,self.strength,))',
    'def __hash__(self):\n return hash((self.player,self.reason,self.rules,))',
    'def __hash__(self):\n return hash((self.player,self.rules,))',
    'def __hash__(self):\n return hash((self.player,self.span,))',
    'def __hash__(self):\n return hash((self.pred,))',
    'def __hash__(self):\n return hash((self.qualities,self.kind,self.noun,self.or_kind,))',
    'def __hash__(self):\n return hash((self.reason,self.rules,))',
    'def __hash__(self):\n return hash((self.rounding,self.span,))',
    'def __hash__(self):\n return hash((self.rule,self.body,self.where,self.variants,))',
    'def __hash__(self):\n return hash((self.rules,))',
    'def __hash__(self):\n return hash((self.ruleset,self.options,self.categories,self.measures,self.table,self.contest_clauses,self.game_clauses,self.win_clauses,self.extra_clauses,self.needs_strength,self.measure_sets,self.pair_measures,self.category_measures,))',
    'def __hash__(self):\n return hash((self.same,self.span,self.after,))',
    'def __hash__(self):\n return hash((self.seed,self.removed,self.lands,self.hands,self.set_aside,self.first,self.position,))',
    'def __hash__(self):\n return hash((self.sent,self.span,))',
    'def __hash__(self):\n return hash((self.sets,self.base,))',
    'def __hash__(self):\n return hash((self.sets,self.draft_sets,self.unreadable,self.cards,self.set_aside,self.played,self.draws,self.refused,self.played_by_variant,self.refused_by_variant,self.with_outside_lands,self.draft_sets_all_played,))',
    'def __hash__(self):\n return hash((self.side,))',
    'def __hash__(self):\n return hash((self.side,self.both,self.category,))',
    'def __hash__(self):\n return hash((self.side,self.square,self.owner,self.card,self.type_line,self.category,self.strength,self.rules,))',
    'def __hash__(self):\n return hash((self.sides,))',
    'def __hash__(self):\n return hash((self.size,self.or_size,))',
    'def __hash__(self):\n return hash((self.source,self.line,self.column,))',
    'def __hash__(self):\n return hash((self.span,))',
    'def __hash__(self):\n return hash((self.span,self.direct,self.which,))',
    'def __hash__(self):\n return hash((self.span,self.with_host,))',
    'def __hash__(self):\n return hash((self.span,self.words,))',
    'def __hash__(self):\n return hash((self.square,self.owner,self.card,self.rules,))',
    'def __hash__(self):\n return hash((self.square,self.rules,))',
    'def __hash__(self):\n return hash((self.start,self.end,self.line,self.column,))',
    'def __hash__(self):\n return hash((self.subject,self.act,self.duration,))',
    'def __hash__(self):\n return hash((self.subject,self.event,self.effects,self.duration,self.against,self.once,self.played_on,))',
    'def __hash__(self):\n return hash((self.subject,self.record,))',
    'def __hash__(self):\n return hash((self.subject,self.which,))',
    'def __hash__(self):\n return hash((self.summoned,self.victim,))',
    'def __hash__(self):\n return hash((self.supertypes,self.types,self.subtypes,self.span,))',
    'def __hash__(self):\n return hash((self.target,))',
    'def __hash__(self):\n return hash((self.target,self.again,))',
    'def __hash__(self):\n return hash((self.target,self.amount,))',
    'def __hash__(self):\n return hash((self.target,self.delta,self.duration,))',
    'def __hash__(self):\n return hash((self.target,self.duration,))',
    'def __hash__(self):\n return hash((self.target,self.duration,self.doubled,))',
    'def __hash__(self):\n return hash((self.target,self.hand,self.from_ruins,self.the_ruins,))',
    'def __hash__(self):\n return hash((self.target,self.host,))',
    'def __hash__(self):\n return hash((self.target,self.this_turn,))',
    'def __hash__(self):\n return hash((self.target,self.times,self.duration,))',
    'def __hash__(self):\n return hash((self.target,self.times,self.sets,self.halved,self.rounding,))',
    'def __hash__(self):\n return hash((self.target,self.top,))',
    'def __hash__(self):\n return hash((self.target,self.top,self.the_ruins,))',
    'def __hash__(self):\n return hash((self.theirs,self.span,))',
    'def __hash__(self):\n return hash((self.to,))',
    'def __hash__(self):\n return hash((self.trigger,self.effects,self.once_per_turn,self.during,))',
    'def __hash__(self):\n return hash((self.trigger,self.moved,self.optional,))',
    'def __hash__(self):\n return hash((self.types,self.supertypes,self.subtypes,))',
    'def __hash__(self):\n return hash((self.usable,self.removed,self.cards,))',
    'def __hash__(self):\n return hash((self.variant,self.classes,self.option_sets,self.categories,self.outcomes,self.problems,))',
    'def __hash__(self):\n return hash((self.variant,self.refused,self.rule,self.winner,self.plies,self.result_rules,self.outside_lands,))',
    'def __hash__(self):\n return hash((self.wanted,))',
    'def __hash__(self):\n return hash((self.wanted,self.zone,))',
    'def __hash__(self):\n return hash((self.wanted,self.zone,self.top,self.player,))',
    'def __hash__(self):\n return hash((self.what,self.either,self.ability,self.aimed,self.destroying,))',
    'def __hash__(self):\n return hash((self.which,))',
    'def __hash__(self):\n return hash((self.which,self.battles,))',
    'def __hash__(self):\n return hash((self.which,self.span,))',
    'def __hash__(self):\n return hash((self.which,self.target,))',
    'def __hash__(self):\n return hash((self.whose,))',
    'def __hash__(self):\n return hash((self.whose,self.amount,self.bound,))',
    'def __hash__(self):\n return hash((self.whose,self.location,self.span,))',
    'def __hash__(self):\n return hash((self.whose,self.phase,))',
    'def __hash__(self):\n return hash((self.winner,self.loser,))',
    'def __hash__(self):\n return hash((self.winner,self.reason,self.rules,))',
    'def __hash__(self):\n return hash((self.word,))',
    'def __hash__(self):\n return hash((self.words,self.compounds,self.subtypes,self.separators,self.joiners,self.rules,))',
    'def __init__(self):\n pass',
    "def __init__(self,abilities):\n __node_setattr__(self,'abilities',abilities)",
    "def __init__(self,abilities,span):\n __node_setattr__(self,'abilities',abilities)\n __node_setattr__(self,'span',span)",
    "def __init__(self,ability,count,span,name):\n __node_setattr__(self,'ability',ability)\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'name',name)",
    "def __init__(self,act,span,yours):\n __node_setattr__(self,'act',act)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'yours',yours)",
    "def __init__(self,act,subject,span,phase):\n __node_setattr__(self,'act',act)\n __node_setattr__(self,'subject',subject)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'phase',phase)",
    "def __init__(self,amount):\n __node_setattr__(self,'amount',amount)",
    "def __init__(self,amount,bound,span):\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'bound',bound)\n __node_setattr__(self,'span',span)",
    "def __init__(self,amount,condition,per,others,span):\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'condition',condition)\n __node_setattr__(self,'per',per)\n __node_setattr__(self,'others',others)\n __node_setattr__(self,'span',span)",
    "def __init__(self,amount,sign,unit,span,number):\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'sign',sign)\n __node_setattr__(self,'unit',unit)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'number',number)",
    "def __init__(self,amount,span):\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'span',span)",
    "def __init__(self,amount,span,condition,normal):\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'condition',condition)\n __node_setattr__(self,'normal',normal)",
    "def __init__(self,amount,span,player):\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'player',player)",
    "def __init__(self,atoms):\n __node_setattr__(self,'atoms',atoms)",
    "def __init__(self,attachment,host,span):\n __node_setattr__(self,'attachment',attachment)\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)",
    "def __init__(self,attacked,times):\n __node_setattr__(self,'attacked',attacked)\n __node_setattr__(self,'times',times)",
    "def __init__(self,attacker,defender,comparison,survivor,rules):\n __node_setattr__(self,'attacker',attacker)\n __node_setattr__(self,'defender',defender)\n __node_setattr__(self,'comparison',comparison)\n __node_setattr__(self,'survivor',survivor)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,attacker,defender,direct,span):\n __node_setattr__(self,'attacker',attacker)\n __node_setattr__(self,'defender',defender)\n __node_setattr__(self,'direct',direct)\n __node_setattr__(self,'span',span)",
    "def __init__(self,attacker,rounding,span,this_turn,victim,doubled,fixed,at_least):\n __node_setattr__(self,'attacker',attacker)\n __node_setattr__(self,'rounding',rounding)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'this_turn',this_turn)\n __node_setattr__(self,'victim',victim)\n __node_setattr__(self,'doubled',doubled)\n __node_setattr__(self,'fixed',fixed)\n __node_setattr__(self,'at_least',at_least)",
    "def __init__(self,board,face_up,to_move,next_ordinary,pending,times):\n __node_setattr__(self,'board',board)\n __node_setattr__(self,'face_up',face_up)\n __node_setattr__(self,'to_move',to_move)\n __node_setattr__(self,'next_ordinary',next_ordinary)\n __node_setattr__(self,'pending',pending)\n __node_setattr__(self,'times',times)",
    "def __init__(self,bound,span,underneath,attached,or_equal,paid):\n __node_setattr__(self,'bound',bound)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'underneath',underneath)\n __node_setattr__(self,'attached',attached)\n __node_setattr__(self,'or_equal',or_equal)\n __node_setattr__(self,'paid',paid)",
    "def __init__(self,card,owner,category,strength,strengths):\n __node_setattr__(self,'card',card)\n __node_setattr__(self,'owner',owner)\n __node_setattr__(self,'category',category)\n __node_setattr__(self,'strength',strength)\n __node_setattr__(self,'strengths',strengths)",
    "def __init__(self,category):\n __node_setattr__(self,'category',category)",
    "def __init__(self,cats):\n __node_setattr__(self,'cats',cats)",
    "def __init__(self,code,kinds,toughness,loyalty,double_faced,shapes,basic_lands,nonbasic_chance,nonbasic_lands):\n __node_setattr__(self,'code',code)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'toughness',toughness)\n __node_setattr__(self,'loyalty',loyalty)\n __node_setattr__(self,'double_faced',double_faced)\n __node_setattr__(self,'shapes',shapes)\n __node_setattr__(self,'basic_lands',basic_lands)\n __node_setattr__(self,'nonbasic_chance',nonbasic_chance)\n __node_setattr__(self,'nonbasic_lands',nonbasic_lands)\n self.__post_init__()",
    "def __init__(self,code,name,kind,draft,cards,error):\n __node_setattr__(self,'code',code)\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'draft',draft)\n __node_setattr__(self,'cards',cards)\n __node_setattr__(self,'error',error)",
    "def __init__(self,code,name,kind,draft,cards,set_aside,error,games):\n __node_setattr__(self,'code',code)\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'draft',draft)\n __node_setattr__(self,'cards',cards)\n __node_setattr__(self,'set_aside',set_aside)\n __node_setattr__(self,'error',error)\n __node_setattr__(self,'games',games)",
    "def __init__(self,columns,rows,home_rows):\n __node_setattr__(self,'columns',columns)\n __node_setattr__(self,'rows',rows)\n __node_setattr__(self,'home_rows',home_rows)",
    "def __init__(self,columns,rows,names,index,steps):\n __node_setattr__(self,'columns',columns)\n __node_setattr__(self,'rows',rows)\n __node_setattr__(self,'names',names)\n __node_setattr__(self,'index',index)\n __node_setattr__(self,'steps',steps)",
    "def __init__(self,condition,effect,span):\n __node_setattr__(self,'condition',condition)\n __node_setattr__(self,'effect',effect)\n __node_setattr__(self,'span',span)",
    "def __init__(self,condition,effects):\n __node_setattr__(self,'condition',condition)\n __node_setattr__(self,'effects',effects)",
    "def __init__(self,condition,span):\n __node_setattr__(self,'condition',condition)\n __node_setattr__(self,'span',span)",
    "def __init__(self,count,another,kinds,location,strength,span,recent,attacking,attacked,attacks,named,stacked,destroyed,defending,last_turn,won):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'another',another)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'location',location)\n __node_setattr__(self,'strength',strength)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'recent',recent)\n __node_setattr__(self,'attacking',attacking)\n __node_setattr__(self,'attacked',attacked)\n __node_setattr__(self,'attacks',attacks)\n __node_setattr__(self,'named',named)\n __node_setattr__(self,'stacked',stacked)\n __node_setattr__(self,'destroyed',destroyed)\n __node_setattr__(self,'defending',defending)\n __node_setattr__(self,'last_turn',last_turn)\n __node_setattr__(self,'won',won)",
    "def __init__(self,count,host,span):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)",
    "def __init__(self,count,keep,rest,span,on_top,up_to,wanted,owner):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'keep',keep)\n __node_setattr__(self,'rest',rest)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'on_top',on_top)\n __node_setattr__(self,'up_to',up_to)\n __node_setattr__(self,'wanted',wanted)\n __node_setattr__(self,'owner',owner)",
    "def __init__(self,count,kinds,span):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)",
    "def __init__(self,count,player,span):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'span',span)",
    "def __init__(self,count,player,span,random,up_to,kinds,any_number,revealed):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'random',random)\n __node_setattr__(self,'up_to',up_to)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'any_number',any_number)\n __node_setattr__(self,'revealed',revealed)",
    "def __init__(self,count,set_code):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'set_code',set_code)",
    "def __init__(self,count,source,host,span,top,up_to,kinds):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'source',source)\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'top',top)\n __node_setattr__(self,'up_to',up_to)\n __node_setattr__(self,'kinds',kinds)",
    "def __init__(self,count,source,span):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'source',source)\n __node_setattr__(self,'span',span)",
    "def __init__(self,count,span):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'span',span)",
    "def __init__(self,count,span,kinds):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'kinds',kinds)",
    "def __init__(self,count,span,kinds,unlimited):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'unlimited',unlimited)",
    "def __init__(self,count,span,optional):\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'optional',optional)",
    "def __init__(self,creature,battle,span):\n __node_setattr__(self,'creature',creature)\n __node_setattr__(self,'battle',battle)\n __node_setattr__(self,'span',span)",
    "def __init__(self,creature,event,span):\n __node_setattr__(self,'creature',creature)\n __node_setattr__(self,'event',event)\n __node_setattr__(self,'span',span)",
    "def __init__(self,defender,span):\n __node_setattr__(self,'defender',defender)\n __node_setattr__(self,'span',span)",
    "def __init__(self,destroyer,destroyed,span):\n __node_setattr__(self,'destroyer',destroyer)\n __node_setattr__(self,'destroyed',destroyed)\n __node_setattr__(self,'span',span)",
    "def __init__(self,discarded,discarded_by,survivor,contested,extra_turns,lapsed_extra_turns,winner,clauses,overridden,problems):\n __node_setattr__(self,'discarded',discarded)\n __node_setattr__(self,'discarded_by',discarded_by)\n __node_setattr__(self,'survivor',survivor)\n __node_setattr__(self,'contested',contested)\n __node_setattr__(self,'extra_turns',extra_turns)\n __node_setattr__(self,'lapsed_extra_turns',lapsed_extra_turns)\n __node_setattr__(self,'winner',winner)\n __node_setattr__(self,'clauses',clauses)\n __node_setattr__(self,'overridden',overridden)\n __node_setattr__(self,'problems',problems)",
    "def __init__(self,discarded,survivor,survivor_square,extra_turn,winner,rules,events):\n __node_setattr__(self,'discarded',discarded)\n __node_setattr__(self,'survivor',survivor)\n __node_setattr__(self,'survivor_square',survivor_square)\n __node_setattr__(self,'extra_turn',extra_turn)\n __node_setattr__(self,'winner',winner)\n __node_setattr__(self,'rules',rules)\n __node_setattr__(self,'events',events)",
    "def __init__(self,done,span):\n __node_setattr__(self,'done',done)\n __node_setattr__(self,'span',span)",
    "def __init__(self,done,span,attacked,won):\n __node_setattr__(self,'done',done)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'attacked',attacked)\n __node_setattr__(self,'won',won)",
    "def __init__(self,done,span,times):\n __node_setattr__(self,'done',done)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'times',times)",
    "def __init__(self,each,phase,opponents,span,turn_player):\n __node_setattr__(self,'each',each)\n __node_setattr__(self,'phase',phase)\n __node_setattr__(self,'opponents',opponents)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'turn_player',turn_player)",
    "def __init__(self,effect,condition,instead,picked,span):\n __node_setattr__(self,'effect',effect)\n __node_setattr__(self,'condition',condition)\n __node_setattr__(self,'instead',instead)\n __node_setattr__(self,'picked',picked)\n __node_setattr__(self,'span',span)",
    "def __init__(self,effect,per,span,cap,more):\n __node_setattr__(self,'effect',effect)\n __node_setattr__(self,'per',per)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'cap',cap)\n __node_setattr__(self,'more',more)",
    "def __init__(self,effect,span):\n __node_setattr__(self,'effect',effect)\n __node_setattr__(self,'span',span)",
    "def __init__(self,effects,span):\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)",
    "def __init__(self,effects,span,costs,once,phase):\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'costs',costs)\n __node_setattr__(self,'once',once)\n __node_setattr__(self,'phase',phase)",
    "def __init__(self,event,span):\n __node_setattr__(self,'event',event)\n __node_setattr__(self,'span',span)",
    "def __init__(self,event,which,span):\n __node_setattr__(self,'event',event)\n __node_setattr__(self,'which',which)\n __node_setattr__(self,'span',span)",
    "def __init__(self,faces,text,language,span):\n __node_setattr__(self,'faces',faces)\n __node_setattr__(self,'text',text)\n __node_setattr__(self,'language',language)\n __node_setattr__(self,'span',span)",
    "def __init__(self,foe):\n __node_setattr__(self,'foe',foe)",
    "def __init__(self,foe,span):\n __node_setattr__(self,'foe',foe)\n __node_setattr__(self,'span',span)",
    "def __init__(self,from_,to,rules):\n __node_setattr__(self,'from_',from_)\n __node_setattr__(self,'to',to)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,host,span,costs):\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'costs',costs)",
    "def __init__(self,host,span,with_host):\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'with_host',with_host)",
    "def __init__(self,how):\n __node_setattr__(self,'how',how)",
    "def __init__(self,id,title,source,line,prose,blocks):\n __node_setattr__(self,'id',id)\n __node_setattr__(self,'title',title)\n __node_setattr__(self,'source',source)\n __node_setattr__(self,'line',line)\n __node_setattr__(self,'prose',prose)\n __node_setattr__(self,'blocks',blocks)",
    "def __init__(self,index,path,name,face_name,type_line,toughness,loyalty,set_code,layout,side,odd,sheets):\n __node_setattr__(self,'index',index)\n __node_setattr__(self,'path',path)\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'face_name',face_name)\n __node_setattr__(self,'type_line',type_line)\n __node_setattr__(self,'toughness',toughness)\n __node_setattr__(self,'loyalty',loyalty)\n __node_setattr__(self,'set_code',set_code)\n __node_setattr__(self,'layout',layout)\n __node_setattr__(self,'side',side)\n __node_setattr__(self,'odd',odd)\n __node_setattr__(self,'sheets',sheets)",
    "def __init__(self,kind,least,span):\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'least',least)\n __node_setattr__(self,'span',span)",
    "def __init__(self,kind,number,span):\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'number',number)\n __node_setattr__(self,'span',span)",
    "def __init__(self,kind,opponents,span):\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'opponents',opponents)\n __node_setattr__(self,'span',span)",
    "def __init__(self,kind,span):\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'span',span)",
    "def __init__(self,kinds):\n __node_setattr__(self,'kinds',kinds)",
    "def __init__(self,kinds,amount,more,instead_of,span,whose):\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'more',more)\n __node_setattr__(self,'instead_of',instead_of)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'whose',whose)",
    "def __init__(self,kinds,language):\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'language',language)",
    "def __init__(self,kinds,span):\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)",
    "def __init__(self,kinds,span,of,strength,destroyed,discarded,recent,negated,present):\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'of',of)\n __node_setattr__(self,'strength',strength)\n __node_setattr__(self,'destroyed',destroyed)\n __node_setattr__(self,'discarded',discarded)\n __node_setattr__(self,'recent',recent)\n __node_setattr__(self,'negated',negated)\n __node_setattr__(self,'present',present)",
    "def __init__(self,label,weight,printed,type_lines,type_weights):\n __node_setattr__(self,'label',label)\n __node_setattr__(self,'weight',weight)\n __node_setattr__(self,'printed',printed)\n __node_setattr__(self,'type_lines',type_lines)\n __node_setattr__(self,'type_weights',type_weights)",
    "def __init__(self,language,variants,text,source,line):\n __node_setattr__(self,'language',language)\n __node_setattr__(self,'variants',variants)\n __node_setattr__(self,'text',text)\n __node_setattr__(self,'source',source)\n __node_setattr__(self,'line',line)",
    "def __init__(self,line,column,length):\n __node_setattr__(self,'line',line)\n __node_setattr__(self,'column',column)\n __node_setattr__(self,'length',length)",
    "def __init__(self,location):\n __node_setattr__(self,'location',location)",
    "def __init__(self,low,high,effects,span):\n __node_setattr__(self,'low',low)\n __node_setattr__(self,'high',high)\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)",
    "def __init__(self,main,subtype,span):\n __node_setattr__(self,'main',main)\n __node_setattr__(self,'subtype',subtype)\n __node_setattr__(self,'span',span)",
    "def __init__(self,main_types,subtypes):\n __node_setattr__(self,'main_types',main_types)\n __node_setattr__(self,'subtypes',subtypes)\n self.__post_init__()",
    "def __init__(self,measures,ties):\n __node_setattr__(self,'measures',measures)\n __node_setattr__(self,'ties',ties)",
    "def __init__(self,mode):\n __node_setattr__(self,'mode',mode)",
    "def __init__(self,moment,effects,span):\n __node_setattr__(self,'moment',moment)\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)",
    "def __init__(self,moved,kinds,span):\n __node_setattr__(self,'moved',moved)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)",
    "def __init__(self,moved,span):\n __node_setattr__(self,'moved',moved)\n __node_setattr__(self,'span',span)",
    "def __init__(self,name,count):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'count',count)",
    "def __init__(self,name,path,problem,reason):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'path',path)\n __node_setattr__(self,'problem',problem)\n __node_setattr__(self,'reason',reason)",
    "def __init__(self,name,pred):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'pred',pred)",
    "def __init__(self,name,span,or_name):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'or_name',or_name)",
    "def __init__(self,name,title):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'title',title)",
    "def __init__(self,name,title,variant_rule,packs,set_code,lands,deal,grid,setup_rules,options,removals,given,categories,clauses,combine,combine_rule,overrides,statements):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'title',title)\n __node_setattr__(self,'variant_rule',variant_rule)\n __node_setattr__(self,'packs',packs)\n __node_setattr__(self,'set_code',set_code)\n __node_setattr__(self,'lands',lands)\n __node_setattr__(self,'deal',deal)\n __node_setattr__(self,'grid',grid)\n __node_setattr__(self,'setup_rules',setup_rules)\n __node_setattr__(self,'options',options)\n __node_setattr__(self,'removals',removals)\n __node_setattr__(self,'given',given)\n __node_setattr__(self,'categories',categories)\n __node_setattr__(self,'clauses',clauses)\n __node_setattr__(self,'combine',combine)\n __node_setattr__(self,'combine_rule',combine_rule)\n __node_setattr__(self,'overrides',overrides)\n __node_setattr__(self,'statements',statements)",
    "def __init__(self,name,type_line,toughness,loyalty,set_code):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'type_line',type_line)\n __node_setattr__(self,'toughness',toughness)\n __node_setattr__(self,'loyalty',loyalty)\n __node_setattr__(self,'set_code',set_code)",
    "def __init__(self,name,value):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'value',value)",
    "def __init__(self,name,values,default,minimum):\n __node_setattr__(self,'name',name)\n __node_setattr__(self,'values',values)\n __node_setattr__(self,'default',default)\n __node_setattr__(self,'minimum',minimum)",
    "def __init__(self,named,host,span):\n __node_setattr__(self,'named',named)\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)",
    "def __init__(self,number,span):\n __node_setattr__(self,'number',number)\n __node_setattr__(self,'span',span)",
    "def __init__(self,of,span):\n __node_setattr__(self,'of',of)\n __node_setattr__(self,'span',span)",
    "def __init__(self,of,span,aimed,destroying):\n __node_setattr__(self,'of',of)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'aimed',aimed)\n __node_setattr__(self,'destroying',destroying)",
    "def __init__(self,once_per_turn,costs,effects,span,during):\n __node_setattr__(self,'once_per_turn',once_per_turn)\n __node_setattr__(self,'costs',costs)\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'during',during)",
    "def __init__(self,one,other):\n __node_setattr__(self,'one',one)\n __node_setattr__(self,'other',other)",
    "def __init__(self,operand):\n __node_setattr__(self,'operand',operand)",
    "def __init__(self,operands):\n __node_setattr__(self,'operands',operands)",
    "def __init__(self,options,span):\n __node_setattr__(self,'options',options)\n __node_setattr__(self,'span',span)",
    "def __init__(self,other,kinds,location,zone,opponents,span,theirs,attacked,attacks,recent,named,destroyed,whose):\n __node_setattr__(self,'other',other)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'location',location)\n __node_setattr__(self,'zone',zone)\n __node_setattr__(self,'opponents',opponents)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'theirs',theirs)\n __node_setattr__(self,'attacked',attacked)\n __node_setattr__(self,'attacks',attacks)\n __node_setattr__(self,'recent',recent)\n __node_setattr__(self,'named',named)\n __node_setattr__(self,'destroyed',destroyed)\n __node_setattr__(self,'whose',whose)",
    "def __init__(self,outcomes,span):\n __node_setattr__(self,'outcomes',outcomes)\n __node_setattr__(self,'span',span)",
    "def __init__(self,per_player):\n __node_setattr__(self,'per_player',per_player)",
    "def __init__(self,phase,opponents,span,either):\n __node_setattr__(self,'phase',phase)\n __node_setattr__(self,'opponents',opponents)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'either',either)",
    "def __init__(self,phase,span):\n __node_setattr__(self,'phase',phase)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,act,kinds,done,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'act',act)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'done',done)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,amount,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,bound,kinds,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'bound',bound)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,count,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'count',count)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,effects,span,this_turn):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'this_turn',this_turn)",
    "def __init__(self,player,from_,to,rules):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'from_',from_)\n __node_setattr__(self,'to',to)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,player,gain,of,span,times,halved,rounding):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'gain',gain)\n __node_setattr__(self,'of',of)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'times',times)\n __node_setattr__(self,'halved',halved)\n __node_setattr__(self,'rounding',rounding)",
    "def __init__(self,player,gain,times,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'gain',gain)\n __node_setattr__(self,'times',times)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,kinds,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)",
    "def __init__(self,player,quantity,kinds,span,zone):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'quantity',quantity)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'zone',zone)",
    "def __init__(self,player,quantity,other,kinds,span,strength):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'quantity',quantity)\n __node_setattr__(self,'other',other)\n __node_setattr__(self,'kinds',kinds)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'strength',strength)",
    "def __init__(self,player,reason,rules):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'reason',reason)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,player,rules):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,player,span):\n __node_setattr__(self,'player',player)\n __node_setattr__(self,'span',span)",
    "def __init__(self,pred):\n __node_setattr__(self,'pred',pred)",
    "def __init__(self,qualities,kind,noun,span,or_kind):\n __node_setattr__(self,'qualities',qualities)\n __node_setattr__(self,'kind',kind)\n __node_setattr__(self,'noun',noun)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'or_kind',or_kind)",
    "def __init__(self,reason,rules):\n __node_setattr__(self,'reason',reason)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,rounding,span):\n __node_setattr__(self,'rounding',rounding)\n __node_setattr__(self,'span',span)",
    "def __init__(self,rule,body,where,variants):\n __node_setattr__(self,'rule',rule)\n __node_setattr__(self,'body',body)\n __node_setattr__(self,'where',where)\n __node_setattr__(self,'variants',variants)",
    "def __init__(self,rules):\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,ruleset,options,categories,measures,table,contest_clauses,game_clauses,win_clauses,extra_clauses,needs_strength,measure_sets,pair_measures,category_measures,memo):\n __node_setattr__(self,'ruleset',ruleset)\n __node_setattr__(self,'options',options)\n __node_setattr__(self,'categories',categories)\n __node_setattr__(self,'measures',measures)\n __node_setattr__(self,'table',table)\n __node_setattr__(self,'contest_clauses',contest_clauses)\n __node_setattr__(self,'game_clauses',game_clauses)\n __node_setattr__(self,'win_clauses',win_clauses)\n __node_setattr__(self,'extra_clauses',extra_clauses)\n __node_setattr__(self,'needs_strength',needs_strength)\n __node_setattr__(self,'measure_sets',measure_sets)\n __node_setattr__(self,'pair_measures',pair_measures)\n __node_setattr__(self,'category_measures',category_measures)\n __node_setattr__(self,'memo',__node_factory_memo__() if memo is __node_has_factory__ else memo)",
    "def __init__(self,same,span,after):\n __node_setattr__(self,'same',same)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'after',after)",
    "def __init__(self,seed,removed,lands,hands,set_aside,first,position):\n __node_setattr__(self,'seed',seed)\n __node_setattr__(self,'removed',removed)\n __node_setattr__(self,'lands',lands)\n __node_setattr__(self,'hands',hands)\n __node_setattr__(self,'set_aside',set_aside)\n __node_setattr__(self,'first',first)\n __node_setattr__(self,'position',position)",
    "def __init__(self,sent,span):\n __node_setattr__(self,'sent',sent)\n __node_setattr__(self,'span',span)",
    "def __init__(self,sets,base):\n __node_setattr__(self,'sets',sets)\n __node_setattr__(self,'base',base)",
    "def __init__(self,sets,draft_sets,unreadable,cards,set_aside,played,draws,refused,played_by_variant,refused_by_variant,with_outside_lands,draft_sets_all_played):\n __node_setattr__(self,'sets',sets)\n __node_setattr__(self,'draft_sets',draft_sets)\n __node_setattr__(self,'unreadable',unreadable)\n __node_setattr__(self,'cards',cards)\n __node_setattr__(self,'set_aside',set_aside)\n __node_setattr__(self,'played',played)\n __node_setattr__(self,'draws',draws)\n __node_setattr__(self,'refused',refused)\n __node_setattr__(self,'played_by_variant',played_by_variant)\n __node_setattr__(self,'refused_by_variant',refused_by_variant)\n __node_setattr__(self,'with_outside_lands',with_outside_lands)\n __node_setattr__(self,'draft_sets_all_played',draft_sets_all_played)",
    "def __init__(self,side):\n __node_setattr__(self,'side',side)",
    "def __init__(self,side,both,category):\n __node_setattr__(self,'side',side)\n __node_setattr__(self,'both',both)\n __node_setattr__(self,'category',category)",
    "def __init__(self,side,square,owner,card,type_line,category,strength,rules):\n __node_setattr__(self,'side',side)\n __node_setattr__(self,'square',square)\n __node_setattr__(self,'owner',owner)\n __node_setattr__(self,'card',card)\n __node_setattr__(self,'type_line',type_line)\n __node_setattr__(self,'category',category)\n __node_setattr__(self,'strength',strength)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,sides):\n __node_setattr__(self,'sides',sides)",
    "def __init__(self,size,span,or_size):\n __node_setattr__(self,'size',size)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'or_size',or_size)",
    "def __init__(self,source,line,column):\n __node_setattr__(self,'source',source)\n __node_setattr__(self,'line',line)\n __node_setattr__(self,'column',column)",
    "def __init__(self,span):\n __node_setattr__(self,'span',span)",
    "def __init__(self,span,direct,which):\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'direct',direct)\n __node_setattr__(self,'which',which)",
    "def __init__(self,span,with_host):\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'with_host',with_host)",
    "def __init__(self,span,words):\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'words',words)",
    "def __init__(self,square,owner,card,rules):\n __node_setattr__(self,'square',square)\n __node_setattr__(self,'owner',owner)\n __node_setattr__(self,'card',card)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,square,rules):\n __node_setattr__(self,'square',square)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,start,end,line,column):\n __node_setattr__(self,'start',start)\n __node_setattr__(self,'end',end)\n __node_setattr__(self,'line',line)\n __node_setattr__(self,'column',column)",
    "def __init__(self,subject,act,duration,span):\n __node_setattr__(self,'subject',subject)\n __node_setattr__(self,'act',act)\n __node_setattr__(self,'duration',duration)\n __node_setattr__(self,'span',span)",
    "def __init__(self,subject,event,effects,span,duration,against,once,played_on):\n __node_setattr__(self,'subject',subject)\n __node_setattr__(self,'event',event)\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'duration',duration)\n __node_setattr__(self,'against',against)\n __node_setattr__(self,'once',once)\n __node_setattr__(self,'played_on',played_on)",
    "def __init__(self,subject,record,span):\n __node_setattr__(self,'subject',subject)\n __node_setattr__(self,'record',record)\n __node_setattr__(self,'span',span)",
    "def __init__(self,subject,which,span):\n __node_setattr__(self,'subject',subject)\n __node_setattr__(self,'which',which)\n __node_setattr__(self,'span',span)",
    "def __init__(self,summoned,victim,span):\n __node_setattr__(self,'summoned',summoned)\n __node_setattr__(self,'victim',victim)\n __node_setattr__(self,'span',span)",
    "def __init__(self,supertypes,types,subtypes,span):\n __node_setattr__(self,'supertypes',supertypes)\n __node_setattr__(self,'types',types)\n __node_setattr__(self,'subtypes',subtypes)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,amount,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,delta,duration,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'delta',delta)\n __node_setattr__(self,'duration',duration)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,duration,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'duration',duration)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,duration,span,doubled):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'duration',duration)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'doubled',doubled)",
    "def __init__(self,target,hand,span,from_ruins,the_ruins):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'hand',hand)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'from_ruins',from_ruins)\n __node_setattr__(self,'the_ruins',the_ruins)",
    "def __init__(self,target,host,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'host',host)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,span,again):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'again',again)",
    "def __init__(self,target,span,duration):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'duration',duration)",
    "def __init__(self,target,this_turn,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'this_turn',this_turn)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,times,sets,span,halved,rounding):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'times',times)\n __node_setattr__(self,'sets',sets)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'halved',halved)\n __node_setattr__(self,'rounding',rounding)",
    "def __init__(self,target,times,span,duration):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'times',times)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'duration',duration)",
    "def __init__(self,target,top,span):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'top',top)\n __node_setattr__(self,'span',span)",
    "def __init__(self,target,top,span,the_ruins):\n __node_setattr__(self,'target',target)\n __node_setattr__(self,'top',top)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'the_ruins',the_ruins)",
    "def __init__(self,theirs,span):\n __node_setattr__(self,'theirs',theirs)\n __node_setattr__(self,'span',span)",
    "def __init__(self,to,span):\n __node_setattr__(self,'to',to)\n __node_setattr__(self,'span',span)",
    "def __init__(self,trigger,effects,span,once_per_turn,during):\n __node_setattr__(self,'trigger',trigger)\n __node_setattr__(self,'effects',effects)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'once_per_turn',once_per_turn)\n __node_setattr__(self,'during',during)",
    "def __init__(self,trigger,moved,span,optional):\n __node_setattr__(self,'trigger',trigger)\n __node_setattr__(self,'moved',moved)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'optional',optional)",
    "def __init__(self,types,supertypes,subtypes,option_values):\n __node_setattr__(self,'types',types)\n __node_setattr__(self,'supertypes',supertypes)\n __node_setattr__(self,'subtypes',subtypes)\n __node_setattr__(self,'option_values',__node_factory_option_values__() if option_values is __node_has_factory__ else option_values)",
    "def __init__(self,usable,removed,cards):\n __node_setattr__(self,'usable',usable)\n __node_setattr__(self,'removed',removed)\n __node_setattr__(self,'cards',cards)",
    "def __init__(self,variant,classes,option_sets,categories,outcomes,problems):\n __node_setattr__(self,'variant',variant)\n __node_setattr__(self,'classes',classes)\n __node_setattr__(self,'option_sets',option_sets)\n __node_setattr__(self,'categories',categories)\n __node_setattr__(self,'outcomes',outcomes)\n __node_setattr__(self,'problems',problems)",
    "def __init__(self,variant,refused,rule,winner,plies,result_rules,outside_lands):\n __node_setattr__(self,'variant',variant)\n __node_setattr__(self,'refused',refused)\n __node_setattr__(self,'rule',rule)\n __node_setattr__(self,'winner',winner)\n __node_setattr__(self,'plies',plies)\n __node_setattr__(self,'result_rules',result_rules)\n __node_setattr__(self,'outside_lands',outside_lands)",
    "def __init__(self,wanted,span):\n __node_setattr__(self,'wanted',wanted)\n __node_setattr__(self,'span',span)",
    "def __init__(self,wanted,zone,span):\n __node_setattr__(self,'wanted',wanted)\n __node_setattr__(self,'zone',zone)\n __node_setattr__(self,'span',span)",
    "def __init__(self,wanted,zone,top,span,player):\n __node_setattr__(self,'wanted',wanted)\n __node_setattr__(self,'zone',zone)\n __node_setattr__(self,'top',top)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'player',player)",
    "def __init__(self,what,span,either,ability,aimed,destroying):\n __node_setattr__(self,'what',what)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'either',either)\n __node_setattr__(self,'ability',ability)\n __node_setattr__(self,'aimed',aimed)\n __node_setattr__(self,'destroying',destroying)",
    "def __init__(self,which,span):\n __node_setattr__(self,'which',which)\n __node_setattr__(self,'span',span)",
    "def __init__(self,which,span,battles):\n __node_setattr__(self,'which',which)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'battles',battles)",
    "def __init__(self,which,span,target):\n __node_setattr__(self,'which',which)\n __node_setattr__(self,'span',span)\n __node_setattr__(self,'target',target)",
    "def __init__(self,whose,amount,bound,span):\n __node_setattr__(self,'whose',whose)\n __node_setattr__(self,'amount',amount)\n __node_setattr__(self,'bound',bound)\n __node_setattr__(self,'span',span)",
    "def __init__(self,whose,location,span):\n __node_setattr__(self,'whose',whose)\n __node_setattr__(self,'location',location)\n __node_setattr__(self,'span',span)",
    "def __init__(self,whose,phase,span):\n __node_setattr__(self,'whose',whose)\n __node_setattr__(self,'phase',phase)\n __node_setattr__(self,'span',span)",
    "def __init__(self,whose,span):\n __node_setattr__(self,'whose',whose)\n __node_setattr__(self,'span',span)",
    "def __init__(self,winner,loser):\n __node_setattr__(self,'winner',winner)\n __node_setattr__(self,'loser',loser)",
    "def __init__(self,winner,reason,rules):\n __node_setattr__(self,'winner',winner)\n __node_setattr__(self,'reason',reason)\n __node_setattr__(self,'rules',rules)",
    "def __init__(self,word):\n __node_setattr__(self,'word',word)",
    "def __init__(self,words,compounds,subtypes,separators,joiners,rules):\n __node_setattr__(self,'words',words)\n __node_setattr__(self,'compounds',compounds)\n __node_setattr__(self,'subtypes',subtypes)\n __node_setattr__(self,'separators',separators)\n __node_setattr__(self,'joiners',joiners)\n __node_setattr__(self,'rules',rules)",
)
FUNCTIONS = (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17, _18, _19, _20, _21, _22, _23, _24, _25, _26, _27, _28, _29, _30, _31, _32, _33, _34, _35, _36, _37, _38, _39, _40, _41, _42, _43, _44, _45, _46, _47, _48, _49, _50, _51, _52, _53, _54, _55, _56, _57, _58, _59, _60, _61, _62, _63, _64, _65, _66, _67, _68, _69, _70, _71, _72, _73, _74, _75, _76, _77, _78, _79, _80, _81, _82, _83, _84, _85, _86, _87, _88, _89, _90, _91, _92, _93, _94, _95, _96, _97, _98, _99, _100, _101, _102, _103, _104, _105, _106, _107, _108, _109, _110, _111, _112, _113, _114, _115, _116, _117, _118, _119, _120, _121, _122, _123, _124, _125, _126, _127, _128, _129, _130, _131, _132, _133, _134, _135, _136, _137, _138, _139, _140, _141, _142, _143, _144, _145, _146, _147, _148, _149, _150, _151, _152, _153, _154, _155, _156, _157, _158, _159, _160, _161, _162, _163, _164, _165, _166, _167, _168, _169, _170, _171, _172, _173, _174, _175, _176, _177, _178, _179, _180, _181, _182, _183, _184, _185, _186, _187, _188, _189, _190, _191, _192, _193, _194, _195, _196, _197, _198, _199, _200, _201, _202, _203, _204, _205, _206, _207, _208, _209, _210, _211, _212, _213, _214, _215, _216, _217, _218, _219, _220, _221, _222, _223, _224, _225, _226, _227, _228, _229, _230, _231, _232, _233, _234, _235, _236, _237, _238, _239, _240, _241, _242, _243, _244, _245, _246, _247, _248, _249, _250, _251, _252, _253, _254, _255, _256, _257, _258, _259, _260, _261, _262, _263, _264, _265, _266, _267, _268, _269, _270, _271, _272, _273, _274, _275, _276, _277, _278, _279, _280, _281, _282, _283, _284, _285, _286, _287, _288, _289, _290, _291, _292, _293, _294, _295, _296, _297, _298, _299, _300, _301, _302, _303, _304, _305, _306, _307, _308, _309, _310, _311, _312, _313, _314, _315, _316, _317, _318, _319, _320, _321, _322, _323, _324, _325, _326, _327, _328, _329, _330, _331, _332, _333, _334, _335, _336, _337, _338, _339, _340, _341, _342, _343, _344, _345, _346, _347, _348, _349, _350, _351, _352, _353, _354, _355, _356, _357, _358, _359, _360, _361, _362, _363, _364, _365, _366, _367, _368, _369, _370, _371, _372, _373, _374, _375, _376, _377, _378, _379, _380, _381, _382, _383, _384, _385, _386, _387, _388, _389, _390, _391, _392, _393, _394, _395, _396, _397, _398, _399, _400, _401, _402, _403, _404, _405, _406, _407, _408, _409, _410, _411, _412, _413, _414, _415, _416, _417, _418, _419, _420, _421, _422, _423, _424, _425, _426, _427, _428, _429, _430, _431, _432, _433, _434, _435, _436, _437, _438, _439, _440, _441, _442, _443, _444, _445, _446, _447, _448, _449, _450, _451, _452, _453, _454, _455, _456, _457, _458, _459, _460, _461, _462, _463, _464, _465, _466, _467, _468, _469, _470, _471, _472, _473, _474, _475, _476, _477, _478, _479, _480, _481, _482, _483, _484, _485, _486, _487, _488, _489, _490, _491, _492, _493, _494, _495, _496, _497, _498, _499, _500, _501, _502, _503, _504, _505, _506, _507, _508, _509, _510, _511, _512, _513, _514, _515, _516, _517, _518, _519, _520, _521, _522, _523, _524, _525, _526, _527, _528, _529, _530, _531, _532, _533, _534, _535, _536, _537, _538, _539, _540, _541, _542, _543, _544, _545, _546, _547, _548, _549, _550, _551, _552, _553, _554, _555, _556, _557, _558, _559, _560, _561, _562, _563, _564, _565, _566, _567, _568, _569, _570, _571, _572, _573, _574, _575, _576, _577, _578, _579, _580, _581, _582, _583, _584, _585, _586, _587, _588, )
