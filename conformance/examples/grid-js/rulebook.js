'use strict';
// Reading the rulebook: the formal blocks of spec/ (the grid rules language, the French
// vocabulary, the stand-in pack tables), as spec/grid/language.md, french.md and
// 01-setup.md describe them. Written from those pages, not from the reference's code.

const fs = require('fs');
const path = require('path');

const RULE_ID = /^[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3}$/;
const HEADING = /^#{2,6}\s+([A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3})\b/;
const ANY_HEADING = /^(#{1,6})\s/;

function specRoot() {
  // In a checkout: <repo>/conformance/examples/grid-js -> <repo>/spec; in the wheel the
  // same layout holds under cardlaw/_data.
  return path.resolve(__dirname, '..', '..', '..', 'spec');
}

function markdownFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) out.push(full);
    }
  };
  walk(root);
  const rel = (p) => path.relative(root, p).split(path.sep);
  // "the files under spec/ sorted by path": compared part by part.
  out.sort((a, b) => {
    const pa = rel(a), pb = rel(b);
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
      if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
    }
    return pa.length - pb.length;
  });
  return out;
}

// Every fenced block with the rule heading it sits under: {info: [words], text, rule}.
function blocks(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const found = [];
  let rule = null;
  let level = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(```+|~~~+)\s*(.*)$/.exec(line);
    if (fence) {
      const body = [];
      i++;
      while (i < lines.length && !lines[i].startsWith(fence[1])) body.push(lines[i++]);
      found.push({ info: fence[2].trim().split(/\s+/).filter(Boolean), text: body.join('\n'), rule });
      continue;
    }
    const h = HEADING.exec(line);
    const any = ANY_HEADING.exec(line);
    if (h) {
      rule = h[1];
      level = /^#+/.exec(line)[0].length;
    } else if (any && rule && any[1].length <= level) {
      rule = null;
    }
  }
  return found;
}

let cachedBlocks = null;
function allBlocks() {
  if (!cachedBlocks) {
    const root = specRoot();
    cachedBlocks = [];
    for (const file of markdownFiles(root)) cachedBlocks.push(...blocks(file));
  }
  return cachedBlocks;
}

// -- the grid rules language ------------------------------------------------------------------

function tokenize(text) {
  const tokens = [];
  const re = /"([^"]*)"|([A-Za-z0-9_][A-Za-z0-9_\-]*)|([:,()/|])|(\S)/g;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '');
    let m;
    while ((m = re.exec(line)) !== null) {
      if (m[1] !== undefined) tokens.push({ quoted: true, text: m[1] });
      else if (m[2] !== undefined) tokens.push({ text: m[2] });
      else if (m[3] !== undefined) tokens.push({ text: m[3] });
      else throw new Error(`unexpected character ${m[4]} in a rules block`);
    }
  }
  return tokens;
}

class Reader {
  constructor(tokens, rule) { this.t = tokens; this.i = 0; this.rule = rule; }
  peek(k = 0) { const x = this.t[this.i + k]; return x ? x.text : undefined; }
  next() { const x = this.t[this.i++]; if (!x) throw new Error(`${this.rule}: statement ends too soon`); return x.text; }
  expect(word) { const got = this.next(); if (got !== word) throw new Error(`${this.rule}: expected ${word}, found ${got}`); }
  done() { return this.i >= this.t.length; }
}

// Predicates: not binds tightest, or loosest; atoms type/supertype/subtype/double-faced/option.
function parsePredicate(r) {
  const or = () => {
    let left = and();
    while (r.peek() === 'or') { r.next(); const right = and(); const l = left; left = (c, o) => l(c, o) || right(c, o); }
    return left;
  };
  const and = () => {
    let left = not();
    while (r.peek() === 'and') { r.next(); const right = not(); const l = left; left = (c, o) => l(c, o) && right(c, o); }
    return left;
  };
  const not = () => {
    if (r.peek() === 'not') { r.next(); const inner = not(); return (c, o) => !inner(c, o); }
    return atom();
  };
  const atom = () => {
    const word = r.next();
    if (word === '(') { const inner = or(); r.expect(')'); return inner; }
    if (word === 'type') { const w = r.next(); return (c) => c.front.types.includes(w); }
    if (word === 'supertype') { const w = r.next(); return (c) => c.front.supertypes.includes(w); }
    if (word === 'subtype') { const w = r.next().toLowerCase(); return (c) => c.front.subtypes.some((s) => s.toLowerCase() === w); }
    if (word === 'double-faced') return (c) => c.faces.length > 1;
    if (word === 'option') {
      const name = r.next(); r.expect('is'); const value = r.next();
      return (c, o) => String(o[name]) === value;
    }
    throw new Error(`${r.rule}: unknown predicate word ${word}`);
  };
  return or();
}

function parseSides(r) {
  const w = r.next();
  if (w === 'attacker' || w === 'defender' || w === 'both') return { kind: w };
  if (w === 'each') return { kind: 'each', category: r.next() };
  throw new Error(`${r.rule}: unknown side ${w}`);
}

function parseSet(r) {
  const names = [r.next()];
  while (r.peek() === '/') { r.next(); names.push(r.next()); }
  return names;
}

function parseCondition(r) {
  const atoms = [];
  for (;;) {
    const w = r.next();
    if (w === 'one') {
      const s = parseSet(r); r.expect('and'); r.expect('other'); const t = parseSet(r);
      atoms.push((a, d) => (s.includes(a) && t.includes(d)) || (s.includes(d) && t.includes(a)));
    } else if (w === 'both') { const s = parseSet(r); atoms.push((a, d) => s.includes(a) && s.includes(d)); }
    else if (w === 'either') { const s = parseSet(r); atoms.push((a, d) => s.includes(a) || s.includes(d)); }
    else if (w === 'attacker') { const s = parseSet(r); atoms.push((a) => s.includes(a)); }
    else if (w === 'defender') { const s = parseSet(r); atoms.push((a, d) => s.includes(d)); }
    else throw new Error(`${r.rule}: unknown condition word ${w}`);
    if (r.peek() !== 'and') break;
    r.next();
  }
  return (a, d) => atoms.every((f) => f(a, d));
}

function parseEffects(r) {
  const effects = [];
  for (;;) {
    const w = r.peek();
    if (w === 'higher') {
      r.next();
      const measures = [r.next()];
      while (r.peek() === 'or') { r.next(); measures.push(r.next()); }
      r.expect('wins'); r.expect(',');
      const ties = r.next(); r.expect('wins'); r.expect('ties');
      effects.push({ kind: 'compare', measures, ties });
    } else if (w === 'discard') {
      r.next(); effects.push({ kind: 'discard', sides: parseSides(r) });
    } else if (w === 'extra') {
      r.next(); r.expect('turn'); r.expect('for'); effects.push({ kind: 'extra', sides: parseSides(r) });
    } else if (w === 'owner') {
      r.next(); r.expect('of'); r.expect('each'); const c = r.next(); r.expect('loses');
      effects.push({ kind: 'loses', category: c });
    } else if ((w === 'attacker' || w === 'defender') && r.peek(1) === 'wins') {
      r.next(); r.expect('wins'); r.expect('the'); r.expect('game'); effects.push({ kind: 'wins', side: w });
    } else {
      const s = parseSet(r); r.expect('beats'); const t = parseSet(r);
      effects.push({ kind: 'beats', s, t });
    }
    if (r.peek() !== ',') break;
    r.next();
  }
  return effects;
}

function parseStatement(tokens, rule, rs) {
  const r = new Reader(tokens, rule);
  const kind = r.next();
  if (RULE_ID.test(kind)) {
    r.expect('overrides');
    rs.overrides.push({ rule, winner: kind, loser: r.next() });
    return;
  }
  switch (kind) {
    case 'variant': rs.name = r.next(); rs.title = r.next(); break;
    case 'packs': rs.packs = Number(r.next()); r.expect('from'); rs.set = r.next(); rs.rules.packs = rule; break;
    case 'lands': rs.lands = Number(r.next()); r.expect('per'); r.expect('player'); rs.rules.lands = rule; break;
    case 'deal': rs.deal = Number(r.next()); r.expect('per'); r.expect('player'); rs.rules.deal = rule; break;
    case 'grid':
      rs.columns = Number(r.next()); r.expect('by'); rs.rows = Number(r.next()); r.expect('with');
      rs.homeRows = Number(r.next()); r.expect('home'); r.expect('rows'); rs.rules.grid = rule; break;
    case 'given': r.expect('land'); r.expect(':'); rs.given = { rule, pred: parsePredicate(r) }; break;
    case 'remove': r.expect(':'); rs.removes.push({ rule, pred: parsePredicate(r) }); break;
    case 'category': {
      const name = r.next(); r.expect(':');
      rs.categories.push({ name, rule, pred: parsePredicate(r) }); break;
    }
    case 'clause': {
      r.expect('when'); const when = parseCondition(r); r.expect(':');
      rs.clauses.push({ rule, when, effects: parseEffects(r) }); break;
    }
    case 'combine': rs.combine = r.next(); break;
    case 'option': {
      const name = r.next(); r.expect(':');
      const values = [];
      let numberFrom = null;
      for (;;) {
        const v = r.next();
        if (v === 'number') {
          numberFrom = -Infinity;
          if (r.peek() === 'from') { r.next(); numberFrom = Number(r.next()); }
        } else values.push(v);
        if (r.peek() !== '|') break;
        r.next();
      }
      r.expect('default');
      const def = r.next();
      rs.options[name] = { rule, values, numberFrom, default: /^\d+$/.test(def) ? Number(def) : def };
      break;
    }
    default: throw new Error(`${rule}: unknown statement ${kind}`);
  }
  if (!r.done()) throw new Error(`${rule}: unexpected ${r.peek()}`);
}

function emptyRuleset() {
  return {
    name: null, title: null, packs: 0, set: null, lands: 1, deal: 0, columns: 0, rows: 0, homeRows: 0,
    given: null, removes: [], categories: [], clauses: [], overrides: [], combine: 'all', options: {}, rules: {},
  };
}

const rulesets = new Map();
function ruleset(variant) {
  if (rulesets.has(variant)) return rulesets.get(variant);
  const rs = emptyRuleset();
  for (const block of allBlocks()) {
    if (block.info[0] !== 'rules' || !block.info.slice(1).includes(variant)) continue;
    const tokens = tokenize(block.text);
    // Every statement opens with the ID of the heading it sits under.
    let start = -1;
    for (let i = 0; i <= tokens.length; i++) {
      if (i === tokens.length || (!tokens[i].quoted && tokens[i].text === block.rule)) {
        if (start >= 0) parseStatement(tokens.slice(start + 1, i), block.rule, rs);
        start = i;
      }
    }
  }
  if (!rs.name) return null;
  rulesets.set(variant, rs);
  return rs;
}

function variants() {
  const seen = [];
  for (const block of allBlocks()) {
    if (block.info[0] === 'rules') for (const v of block.info.slice(1)) if (!seen.includes(v)) seen.push(v);
  }
  return seen;
}

// -- the French vocabulary (spec/grid/french.md) ---------------------------------------------

let cachedVocabulary = null;
function vocabulary() {
  if (cachedVocabulary) return cachedVocabulary;
  const v = { type: new Map(), supertype: new Map(), compound: new Map(), subtype: new Map(), joiners: [], separators: [] };
  for (const block of allBlocks()) {
    if (block.info[0] !== 'vocabulary' || block.info[1] !== 'fr') continue;
    for (const raw of block.text.split('\n')) {
      const line = raw.replace(/#.*$/, '').trim();
      if (!line) continue;
      const m = /^\S+\s+(\S+)\s+(?:"([^"]*)"|(\S+))(?:\s*=\s*(.+))?$/.exec(line);
      if (!m) throw new Error(`vocabulary line not understood: ${line}`);
      const kind = m[1];
      const word = (m[2] !== undefined ? m[2] : m[3]);
      if (kind === 'joiner') v.joiners.push(word.toLowerCase());
      else if (kind === 'separator') v.separators.push(word);
      else v[kind].set(word.toLowerCase(), m[4].trim());
    }
  }
  cachedVocabulary = v;
  return v;
}

// -- the stand-in pack tables (spec/grid/01-setup.md, G-SET-10) ---------------------------------

function words(line) {
  const out = [];
  const re = /"([^"]*)"|(\S+)/g;
  let m;
  while ((m = re.exec(line)) !== null) out.push(m[1] !== undefined ? m[1] : m[2]);
  return out;
}

let cachedPacks = null;
function packTables() {
  if (cachedPacks) return cachedPacks;
  cachedPacks = new Map();
  for (const block of allBlocks()) {
    if (block.info[0] !== 'packs') continue;
    const t = {
      code: block.info[1], kinds: [], toughness: [], loyalty: [], doubleFaced: 0, shapes: [],
      basics: [], nonbasicChance: 0, nonbasics: [],
    };
    for (const raw of block.text.split('\n')) {
      const w = words(raw.replace(/#.*$/, ''));
      if (!w.length) continue;
      const [, kind, ...a] = w;
      if (kind === 'kind') t.kinds.push({ label: a[0], weight: Number(a[1]), printed: a[2] || null, types: [] });
      else if (kind === 'type') t.kinds.find((k) => k.label === a[0]).types.push({ weight: Number(a[1]), line: a[2] });
      else if (kind === 'toughness' || kind === 'loyalty') t[kind].push({ value: a[0], weight: Number(a[1]) });
      else if (kind === 'double-faced') t.doubleFaced = Number(a[0]);
      else if (kind === 'shape') t.shapes.push({ weight: Number(a[0]), front: a[1], back: a[2] });
      else if (kind === 'basic') t.basics.push(a[0]);
      else if (kind === 'nonbasic-chance') t.nonbasicChance = Number(a[0]);
      else if (kind === 'nonbasic') t.nonbasics.push({ name: a[0], type: a[1] });
      else throw new Error(`packs statement not understood: ${raw}`);
    }
    cachedPacks.set(t.code, t);
  }
  return cachedPacks;
}

module.exports = { ruleset, variants, vocabulary, packTables };
