'use strict';
// The grid games, from spec/grid/ and conformance/PROTOCOL.md: setups, moves, battles, events
// with their citations, draws, and the referee's view of the state.

const { ruleset } = require('./rulebook');
const { readTypeLine } = require('./typeline');
const { Generator, Opener } = require('./deal');

const PLAYERS = ['south', 'north'];
// A deliberately wrong engine for the runner's demonstration (wrong.js): ties go to the
// defender and a safe move cites the attack rule.
const WRONG = { on: false };

class Refusal extends Error {
  constructor(message, rule) { super(message); this.rule = rule === undefined ? null : rule; }
}

function printedValue(text) {
  // GR-11: a * counts as 0. GR-22: X and ? count as 0, *² is 0 squared, a signed number is
  // itself, a half counts as the next whole number up.
  let t = String(text).replace(/\s+/g, '');
  if (t === 'X' || t === '?' || t === '*²') return 0;
  if (t.endsWith('.5')) return Number(t.slice(0, -2) || '0') + 1;
  t = t.replace('*', '0');
  if (/^[+-]?\d+$/.test(t)) return Number(t);
  const m = /^(\d+)([+-])(\d+)$/.exec(t);
  if (m) return m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]);
  return Number(t);
}

function cardJson(card) {
  const out = { name: card.name, type: card.type };
  if (card.toughness !== undefined && card.toughness !== null) out.toughness = String(card.toughness).trim();
  if (card.loyalty !== undefined && card.loyalty !== null) out.loyalty = String(card.loyalty).trim();
  if (card.set) out.set = card.set;
  return out;
}

class Rules {
  constructor(variant, chosen) {
    this.rs = ruleset(variant);
    this.options = {};
    for (const [name, decl] of Object.entries(this.rs.options)) {
      let value = name in (chosen || {}) ? chosen[name] : decl.default;
      if (typeof value === 'string' && /^\d+$/.test(value)) value = Number(value);
      // A value the declaration does not allow refuses the setup, citing the ruling that declares it (PROTOCOL.md).
      const named = decl.values.includes(String(value));
      const counted = typeof value === 'number' && decl.numberFrom !== null && value >= decl.numberFrom;
      if (!named && !counted) throw new Refusal(`option ${name} cannot be ${JSON.stringify(value)}`, decl.rule);
      this.options[name] = value;
    }
    // The comparisons of the variant, each with its own numbers (language.md, Effects).
    this.comparing = [];
    for (const clause of this.rs.clauses) {
      for (const e of clause.effects) if (e.kind === 'compare') this.comparing.push({ clause, measures: e.measures });
    }
  }
  option(name, fallback) { return name in this.options ? this.options[name] : fallback; }
  declaring(name, fallback) { return this.rs.options[name] ? this.rs.options[name].rule : fallback; }
  category(line) {
    const found = this.rs.categories.filter((c) => c.pred(line, this.options));
    if (found.length !== 1) throw new Error(`a card falls in ${found.length} categories`);
    return found[0];
  }
  removedBy(line) {
    const r = this.rs.removes.find((x) => x.pred(line, this.options));
    return r ? r.rule : null;
  }
  // What a card brings to a comparison with these measures: the first it prints.
  strength(card, measures) {
    for (const m of measures) {
      const v = m === 'toughness' ? card.toughness : card.loyalty;
      if (v !== undefined && v !== null) return printedValue(v);
    }
    return null;
  }
  namesCategory(clause, category) {
    // Whether a clause's condition can fit a battle in which this category takes part.
    const names = this.rs.categories.map((c) => c.name);
    return names.some((other) => clause.when(category, other) || clause.when(other, category));
  }
  // The strength shown by a reveal outside a comparison: by the first comparing clause naming the category.
  shownStrength(card, category) {
    for (const c of this.comparing) {
      if (this.namesCategory(c.clause, category)) return this.strength(card, c.measures);
    }
    return null;
  }
}

// A card put on the board: checked against the setup rules (PROTOCOL.md, refused setups).
function makePiece(rules, card, owner, where) {
  const line = readTypeLine(card.type);
  const category = rules.category(line);
  const removed = rules.removedBy(line);
  const given = rules.rs.given;
  if (removed && !given.pred(line, rules.options)) {
    if (line.front.types.includes('Land')) throw new Refusal(`${card.name}${where} cannot be handed out as a land`, given.rule);
    throw new Refusal(`${card.name}${where} is taken out of the pool at setup`, removed);
  }
  for (const c of rules.comparing) {
    if (rules.namesCategory(c.clause, category.name) && rules.strength(card, c.measures) === null) {
      const wants = c.measures.includes('loyalty') && (line.front.types.includes('Planeswalker') || !c.measures.includes('toughness'))
        ? 'loyalty' : 'toughness';
      throw new Refusal(`${card.name}${where} battles as a ${category.name} but has no ${wants}`, 'G-BAT-1');
    }
  }
  return { card: cardJson(card), owner, category, faceUp: false };
}

class Game {
  constructor(rules) {
    this.rules = rules;
    const { columns, rows } = rules.rs;
    this.columns = columns;
    this.rows = rows;
    this.at = new Array(columns * rows).fill(-1);
    this.pieces = [];
    this.discards = [[], []];
    this.toMove = 0;
    this.normalNext = 1;
    this.pending = [];
    this.inExtra = false;
    this.ply = 0;
    this.result = null;
    this.seen = new Map();
    const cap = rules.option('ply_cap', 'off');
    const rep = rules.option('repetition', 'off');
    this.cap = typeof cap === 'number' ? cap : null;
    this.repeat = typeof rep === 'number' ? rep : null;
  }
  name(sq) { return String.fromCharCode(97 + (sq % this.columns)) + String(Math.floor(sq / this.columns) + 1); }
  index(name) {
    const m = /^([a-z])(\d+)$/.exec(name);
    if (!m) return -1;
    const c = m[1].charCodeAt(0) - 97, r = Number(m[2]) - 1;
    if (c >= this.columns || r < 0 || r >= this.rows) return -1;
    return r * this.columns + c;
  }
  key(at = this.at, faceUp = this.pieces.map((p) => p.faceUp), toMove = this.toMove, next = this.normalNext, pending = this.pending) {
    return JSON.stringify([at, faceUp, toMove, next, pending]);
  }

  play(action) {
    if (this.result) throw new Refusal('the game is over', 'G-END-1');
    if (action.player !== undefined && action.player !== PLAYERS[this.toMove]) {
      throw new Refusal(`it is ${PLAYERS[this.toMove]}'s turn`, 'G-TRN-1');
    }
    const parts = action.move.trim().replace(/\s*-\s*/, ' ').split(/\s+/);
    // A square name is one letter and one or two digits; anything else is not a move (rule null).
    if (parts.length !== 2 || !parts.every((p) => /^[a-z]\d{1,2}$/.test(p))) throw new Refusal(`not a move: ${action.move}`, null);
    const [src, dst] = parts.map((p) => this.index(p));
    if (src < 0 || dst < 0) throw new Refusal('a square is off the board', 'G-MOV-2');
    const mover = this.toMove;
    const pid = this.at[src];
    if (pid < 0 || this.pieces[pid].owner !== mover) throw new Refusal(`${parts[0]} holds no card of the mover's`, 'G-MOV-1');
    const dr = Math.abs(Math.floor(src / this.columns) - Math.floor(dst / this.columns));
    const dc = Math.abs((src % this.columns) - (dst % this.columns));
    if (dr + dc !== 1) throw new Refusal('not one orthogonal step', 'G-MOV-2');
    const target = this.at[dst];
    if (target >= 0 && this.pieces[target].owner === mover) throw new Refusal(`${parts[1]} holds the mover's own card`, 'G-MOV-3');
    let events;
    if (target < 0) {
      this.at[dst] = pid;
      this.at[src] = -1;
      events = [{ type: 'move', player: PLAYERS[mover], from: parts[0], to: parts[1], rules: [WRONG.on ? 'G-MOV-5' : 'G-MOV-4'] }];
    } else {
      events = this.battle(mover, src, dst);
    }
    this.ply += 1;
    if (!this.result) {
      if (this.pending.length) {
        this.toMove = this.pending.shift();
        this.inExtra = true;
      } else {
        this.toMove = this.normalNext;
        this.normalNext = 1 - this.toMove;
        this.inExtra = false;
      }
      events.push(...this.drawChecks());
    }
    return events;
  }

  drawChecks() {
    if (this.repeat !== null) {
      const key = this.key();
      const n = (this.seen.get(key) || 0) + 1;
      this.seen.set(key, n);
      if (n >= this.repeat) {
        const rules = ['G-END-3', this.rules.declaring('repetition', 'GR-15')];
        this.result = { winner: null, reason: `the same position arose ${n} times`, rules };
        return [{ type: 'draw', reason: this.result.reason, rules }];
      }
    }
    if (this.cap !== null && this.ply >= this.cap) {
      const rules = ['G-END-2', this.rules.declaring('ply_cap', 'GR-14')];
      this.result = { winner: null, reason: `${this.ply} plies without a winner`, rules };
      return [{ type: 'draw', reason: this.result.reason, rules }];
    }
    return [];
  }

  battle(mover, src, dst) {
    const rules = this.rules;
    const ids = [this.at[src], this.at[dst]];
    const cards = ids.map((i) => this.pieces[i]);
    const cats = cards.map((p) => p.category.name);
    const owners = [mover, 1 - mover];
    const wasUp = cards.map((p) => p.faceUp);
    cards.forEach((p) => { p.faceUp = true; });
    // Clauses that fit, then the overrides that act (language.md, Combining clauses).
    let fitting = rules.rs.clauses.filter((c) => c.when(cats[0], cats[1]));
    const fitIds = fitting.map((c) => c.rule);
    const acted = [];
    if (rules.rs.combine === 'first') fitting = fitting.slice(0, 1);
    else {
      const dropped = new Set();
      for (const o of rules.rs.overrides) {
        if (fitIds.includes(o.winner) && fitIds.includes(o.loser)) { dropped.add(o.loser); if (!acted.includes(o.rule)) acted.push(o.rule); }
      }
      fitting = fitting.filter((c) => !dropped.has(c.rule));
    }
    const sidesOf = (spec) => {
      if (spec.kind === 'attacker') return [0];
      if (spec.kind === 'defender') return [1];
      if (spec.kind === 'both') return [0, 1];
      return [0, 1].filter((s) => cats[s] === spec.category);
    };
    const discardBy = [[], []];
    const extraBy = [];
    const extraRules = [];
    let winnerSide = null; // the card that won the battle through a clause (G-OUT-2)
    let comparison = null;
    let compared = false;
    let shown = [null, null];
    let gameWinner = null; // a player
    const gameRules = [];
    const loseOwners = [];
    for (const clause of fitting) {
      for (const e of clause.effects) {
        if (e.kind === 'compare') {
          const s = cards.map((p) => rules.strength(p.card, e.measures));
          const c = Math.sign(s[0] - s[1]);
          if (!compared) { compared = true; comparison = c; shown = s; }
          const win = c > 0 ? 0 : c < 0 ? 1 : (WRONG.on ? 1 : (e.ties === 'attacker' ? 0 : 1));
          winnerSide = win;
          discardBy[1 - win].push(clause.rule);
        } else if (e.kind === 'beats') {
          const win = e.s.includes(cats[0]) && e.t.includes(cats[1]) ? 0 : 1;
          winnerSide = win;
          discardBy[1 - win].push(clause.rule);
        } else if (e.kind === 'discard') {
          for (const s of sidesOf(e.sides)) discardBy[s].push(clause.rule);
        } else if (e.kind === 'extra') {
          for (const s of sidesOf(e.sides)) if (!extraBy.includes(s)) extraBy.push(s);
          if (!extraRules.includes(clause.rule)) extraRules.push(clause.rule);
        } else if (e.kind === 'loses') {
          for (const s of [0, 1]) if (cats[s] === e.category) loseOwners.push(owners[s]);
          gameRules.push(clause.rule);
        } else if (e.kind === 'wins') {
          gameWinner = owners[e.side === 'attacker' ? 0 : 1];
          gameRules.push(clause.rule);
        }
      }
    }
    if (gameWinner === null && loseOwners.length) gameWinner = 1 - loseOwners[0];
    if (!compared) shown = cards.map((p) => rules.shownStrength(p.card, p.category.name));
    const names = [this.name(src), this.name(dst)];
    const events = [{ type: 'attack', player: PLAYERS[mover], from: names[0], to: names[1], rules: ['G-MOV-5'] }];
    ['attacker', 'defender'].forEach((side, s) => {
      const p = cards[s];
      events.push({
        type: 'reveal', side, square: names[s], owner: PLAYERS[p.owner], card: p.card.name, type_line: p.card.type,
        category: p.category.name, strength: shown[s], rules: ['G-BAT-1', p.category.rule],
      });
    });
    const discarded = [0, 1].filter((s) => discardBy[s].length);
    const left = [0, 1].filter((s) => !discardBy[s].length);
    const survivor = gameWinner === null && left.length === 1 ? left[0] : null;
    const advance = rules.option('advance', 'yes') !== 'no';
    const advanceRule = rules.declaring('advance', 'GR-3');
    const battleRules = [...fitting.map((c) => c.rule), ...acted];
    if (survivor !== null && winnerSide === survivor) battleRules.push('G-OUT-2');
    if (survivor === 1) battleRules.push('G-OUT-3');
    if (survivor === 0 && !advance) battleRules.push('G-OUT-3', advanceRule);
    events.push({
      type: 'battle', attacker: names[0], defender: names[1],
      comparison: compared ? ['less', 'equal', 'greater'][comparison + 1] : null,
      survivor: survivor === null ? null : ['attacker', 'defender'][survivor], rules: battleRules,
    });
    for (const s of discarded) {
      this.at[[src, dst][s]] = -1;
      this.discards[owners[s]].push(ids[s]);
      events.push({
        type: 'discard', square: names[s], owner: PLAYERS[owners[s]], card: cards[s].card.name,
        rules: ['G-OUT-1', ...new Set(discardBy[s])],
      });
    }
    if (gameWinner !== null) {
      const winRules = [...gameRules, ...acted, 'G-END-1'];
      if (extraBy.length || this.pending.length) winRules.push('GR-19');
      this.pending = [];
      this.result = { winner: PLAYERS[gameWinner], reason: `${PLAYERS[1 - gameWinner]} lost the battle for the land`, rules: winRules };
      events.push({ type: 'win', player: PLAYERS[gameWinner], reason: this.result.reason, rules: winRules });
      return events;
    }
    let where = survivor === 1 ? dst : src;
    if (survivor === 0 && advance && left.length === 1 && discarded.includes(1)) {
      this.at[dst] = ids[0];
      this.at[src] = -1;
      where = dst;
      events.push({ type: 'advance', from: names[0], to: names[1], rules: ['G-OUT-3', advanceRule] });
    }
    if (survivor !== null && winnerSide !== survivor && rules.option('survivor_face', 'up') === 'down' && !wasUp[survivor]) {
      cards[survivor].faceUp = false;
      events.push({ type: 'face_down', square: this.name(where), rules: ['G-OUT-4', rules.declaring('survivor_face', 'GR-4')] });
    }
    for (const s of extraBy) {
      this.pending.push(owners[s]);
      const r = [...extraRules, 'G-XTR-1'];
      if (this.pending.length > 1) r.push('G-XTR-2');
      if (this.inExtra) r.push('G-XTR-3');
      events.push({ type: 'extra_turn', player: PLAYERS[owners[s]], rules: r });
    }
    return events;
  }

  view() {
    const board = [];
    this.at.forEach((pid, sq) => {
      if (pid < 0) return;
      const p = this.pieces[pid];
      board.push({ square: this.name(sq), owner: PLAYERS[p.owner], face_up: p.faceUp, card: p.card });
    });
    return {
      variant: this.rules.rs.name, viewer: 'referee', board,
      discards: { south: this.discards[0].map((i) => this.pieces[i].card), north: this.discards[1].map((i) => this.pieces[i].card) },
      to_move: PLAYERS[this.toMove], pending_extra_turns: this.pending.map((p) => PLAYERS[p]),
      in_extra_turn: this.inExtra, next_ordinary_turn: PLAYERS[this.normalNext], ply: this.ply,
      result: this.result ? { winner: this.result.winner, reason: this.result.reason, rules: this.result.rules } : null,
    };
  }
}

// -- setups ------------------------------------------------------------------------------------

function fromBoard(rules, setup) {
  const game = new Game(rules);
  const home = {}; // setup square -> piece id
  for (const [square, entry] of Object.entries(setup.board)) {
    const piece = makePiece(rules, entry.card, PLAYERS.indexOf(entry.owner), ` at ${square}`);
    piece.faceUp = Boolean(entry.face_up);
    home[square] = game.pieces.length;
    game.at[game.index(square)] = game.pieces.length;
    game.pieces.push(piece);
  }
  for (const [p, player] of PLAYERS.entries()) {
    for (const card of (setup.discards || {})[player] || []) {
      const piece = makePiece(rules, card, p, '');
      piece.faceUp = true;
      game.discards[p].push(game.pieces.length);
      game.pieces.push(piece);
    }
  }
  game.toMove = PLAYERS.indexOf(setup.to_move);
  game.inExtra = Boolean(setup.in_extra_turn);
  game.normalNext = setup.next_ordinary_turn !== undefined ? PLAYERS.indexOf(setup.next_ordinary_turn) : 1 - game.toMove;
  game.pending = (setup.pending_extra_turns || []).map((p) => PLAYERS.indexOf(p));
  game.ply = setup.ply || 0;
  if (game.cap !== null && game.ply >= game.cap) throw new Refusal(`at ply ${game.ply} the ply cap of ${game.cap} has already drawn the game`, 'G-END-2');
  if (game.repeat !== null) {
    for (const earlier of setup.seen_positions || []) {
      const at = new Array(game.at.length).fill(-1);
      for (const [square, from] of Object.entries(earlier.board)) at[game.index(square)] = home[from];
      // Discarded cards keep their face; the cards of the setup board are face down unless listed.
      const faceUp = game.pieces.map((p) => p.faceUp);
      for (const i of Object.values(home)) faceUp[i] = false;
      for (const from of earlier.face_up || []) faceUp[home[from]] = true;
      const key = game.key(at, faceUp, PLAYERS.indexOf(earlier.to_move),
        PLAYERS.indexOf(earlier.next_ordinary_turn), (earlier.pending_extra_turns || []).map((p) => PLAYERS.indexOf(p)));
      game.seen.set(key, (game.seen.get(key) || 0) + earlier.times);
    }
    const key = game.key();
    game.seen.set(key, (game.seen.get(key) || 0) + 1); // the starting position is its own first occurrence
    for (const n of game.seen.values()) {
      if (n >= game.repeat) throw new Refusal('a position of the setup has already arisen often enough to draw the game', 'G-END-3');
    }
  }
  return game;
}

function dealt(rules, spec) {
  const rs = rules.rs;
  const g = new Generator(BigInt(spec.seed));
  const record = { seed: spec.seed, removed: [] };
  let opened;
  let lands = [];
  let opener = null;
  if (!spec.pool) {
    opener = new Opener(rs.set, g);
    opened = [];
    for (let i = 0; i < rs.packs; i++) opened.push(...opener.open());
    for (let i = 0; i < 2 * rs.lands; i++) lands.push(opener.land());
  } else {
    const pool = spec.pool.map(cardJson);
    const candidates = [];
    pool.forEach((c, i) => { if (rs.given.pred(readTypeLine(c.type), rules.options)) candidates.push(i); });
    // GR-23: too few lands is refused, or (short_lands=basic) made up with basic lands from outside the packs.
    const outside = Math.max(0, 2 * rs.lands - candidates.length);
    if (outside > 0 && rules.option('short_lands', 'refuse') !== 'basic') {
      const why = rs.options.short_lands ? ` (${rs.options.short_lands.rule})` : '';
      throw new Refusal(`the pool holds ${candidates.length} land(s) that ${rs.given.rule} lets a player receive; ${rs.rules.lands} needs ${rs.lands} for each player${why}`, rs.given.rule);
    }
    const picked = [];
    for (let i = 0; i < 2 * rs.lands - outside; i++) picked.push(candidates.splice(g.below(candidates.length), 1)[0]);
    lands = picked.map((i) => pool[i]);
    for (let i = 0; i < outside; i++) lands.push({ name: 'Outside Basic Land', type: 'Basic Land' });
    opened = pool.filter((_, i) => !picked.includes(i));
  }
  const usable = [];
  const sort = (cards) => {
    for (const c of cards) {
      const rule = rules.removedBy(readTypeLine(c.type));
      if (rule) record.removed.push({ card: c, rule });
      else usable.push(c);
    }
  };
  sort(opened);
  const needed = 2 * rs.deal;
  const next = (spec.extra_packs || []).slice();
  while (usable.length < needed) {
    const extra = rules.option('short_pool', 'refuse') === 'extra_pack';
    if (extra && opener) sort(opener.open());
    else if (extra && next.length) sort(next.shift().map(cardJson));
    else throw new Refusal(`the pool gives ${usable.length} usable cards but the deal needs ${needed}`, 'GR-13');
  }
  g.shuffle(usable);
  const hands = [[], []];
  usable.slice(0, needed).forEach((c, i) => hands[i % 2].push(c));
  const game = new Game(rules);
  const total = rs.columns * rs.rows;
  for (const p of [0, 1]) {
    const cards = [...lands.filter((_, i) => i % 2 === p), ...hands[p]];
    const squares = [];
    const first = p === 0 ? 0 : total - rs.homeRows * rs.columns;
    for (let sq = first; sq < first + rs.homeRows * rs.columns; sq++) squares.push(sq);
    if (cards.length !== squares.length) throw new Refusal(`${cards.length} cards cannot fill ${squares.length} home squares`, rs.rules.deal);
    g.shuffle(squares);
    cards.forEach((card, i) => { game.at[squares[i]] = { card, owner: p }; });
  }
  // Pieces are numbered in board order, like any position.
  game.at = game.at.map((slot) => {
    if (slot === -1) return -1;
    game.pieces.push(makePiece(rules, slot.card, slot.owner, ''));
    return game.pieces.length - 1;
  });
  game.toMove = g.below(2);
  game.normalNext = 1 - game.toMove;
  if (game.repeat !== null) game.seen.set(game.key(), 1);
  const landsOf = (p) => { const l = lands.filter((_, i) => i % 2 === p); return l.length === 1 ? l[0] : l; };
  Object.assign(record, {
    first: PLAYERS[game.toMove], lands: { south: landsOf(0), north: landsOf(1) },
    removed_count: record.removed.length, hand_sizes: { south: hands[0].length, north: hands[1].length },
    set_aside_count: usable.length - needed,
  });
  return { game, record };
}

function execute(scenario) {
  const result = { events: [], state: null, error: null, deal: null, deck: null, setup_events: [] };
  let game;
  try {
    const rules = new Rules(scenario.game, scenario.options);
    if (scenario.setup.deal) {
      const out = dealt(rules, scenario.setup.deal);
      game = out.game;
      result.deal = out.record;
    } else {
      game = fromBoard(rules, scenario.setup);
    }
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    result.error = { action: null, setup: true, rule: e.rule, message: e.message };
    return result;
  }
  for (const [i, action] of scenario.actions.entries()) {
    try {
      result.events.push(game.play(action));
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      result.error = { action: i, setup: false, rule: e.rule, message: e.message };
      break;
    }
  }
  result.state = game.view();
  return result;
}

module.exports = { execute, WRONG, PLAYERS };
