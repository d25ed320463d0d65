'use strict';
// Seeded deals, from spec/grid/01-setup.md: the generator (G-SET-8), the shuffle (G-SET-9),
// the stand-in packs (G-SET-10) and the order of a deal (G-SET-11).

const { packTables } = require('./rulebook');

const MASK = (1n << 64n) - 1n;
const SPAN = 1n << 64n;

class Generator {
  constructor(seed) { this.state = ((BigInt(seed) % SPAN) + SPAN) % SPAN; }
  next64() {
    this.state = (this.state + 0x9E3779B97F4A7C15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    return z ^ (z >> 31n);
  }
  // below(n): a whole number from 0 to n - 1; n may be a Number or a BigInt.
  below(n) {
    const big = BigInt(n);
    const limit = SPAN - (SPAN % big);
    for (;;) {
      const x = this.next64();
      if (x < limit) return typeof n === 'bigint' ? x % big : Number(x % big);
    }
  }
  weighted(weights) {
    let r = this.below(weights.reduce((a, b) => a + b, 0));
    for (let i = 0; i < weights.length; i++) {
      if (r < weights[i]) return i;
      r -= weights[i];
    }
    throw new Error('unreachable');
  }
  pick(list) { return list[this.below(list.length)]; }
  shuffle(list) {
    for (let i = list.length - 1; i >= 1; i--) {
      const j = this.below(i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  }
}

function count(weight, g) {
  const whole = Math.floor(weight / 100);
  const rest = weight % 100;
  return whole + (rest > 0 && g.below(100) < rest ? 1 : 0);
}

function table(code) {
  const t = packTables().get(code);
  if (!t) throw new Error(`no pack table for set ${code}`);
  return t;
}

class Opener {
  constructor(code, g) { this.t = table(code); this.g = g; this.serials = new Map(); }
  serial(key) { const n = (this.serials.get(key) || 0) + 1; this.serials.set(key, n); return n; }
  value(list) { return list[this.g.weighted(list.map((x) => x.weight))].value; }
  open() {
    const { t, g } = this;
    const cards = [];
    const total = t.kinds.reduce((a, k) => a + k.weight, 0);
    for (let n = count(total, g); n > 0; n--) {
      const kind = t.kinds[g.weighted(t.kinds.map((k) => k.weight))];
      const type = kind.types[g.weighted(kind.types.map((x) => x.weight))].line;
      const card = { name: '', type };
      if (kind.printed === 'toughness') card.toughness = this.value(t.toughness);
      if (kind.printed === 'loyalty') card.loyalty = this.value(t.loyalty);
      card.name = `${t.code} ${kind.label} ${this.serial(kind.label)}`;
      card.set = t.code;
      cards.push(order(card));
    }
    for (let n = count(t.doubleFaced, g); n > 0; n--) {
      const shape = t.shapes[g.weighted(t.shapes.map((s) => s.weight))];
      const card = { name: '', type: `${shape.front} // ${shape.back}` };
      const head = shape.front.split(/\s+[—-]\s+/)[0].split(/\s+/);
      if (head.includes('Creature')) card.toughness = this.value(t.toughness);
      const k = this.serial('//');
      card.name = `${t.code} Front ${k} // ${t.code} Back ${k}`;
      card.set = t.code;
      cards.push(order(card));
    }
    return cards;
  }
  land() {
    const { t, g } = this;
    if (t.nonbasics.length && g.below(100) < t.nonbasicChance) {
      const land = g.pick(t.nonbasics);
      return { name: land.name, type: land.type, set: t.code };
    }
    const name = g.pick(t.basics);
    return { name, type: `Basic Land — ${name}`, set: t.code };
  }
}

function order(card) {
  const out = { name: card.name, type: card.type };
  if (card.toughness !== undefined) out.toughness = card.toughness;
  if (card.loyalty !== undefined) out.loyalty = card.loyalty;
  out.set = card.set;
  return out;
}

module.exports = { Generator, Opener, count };
