#!/usr/bin/env node
'use strict';
// Checks this implementation's generator, shuffle and stand-in packs against the suite's test
// vectors (conformance/vectors/deals.jsonl, G-SET-8 to G-SET-10). Exit status 0 when all agree.
const fs = require('fs');
const path = require('path');
const { Generator, Opener } = require('./deal');

const file = process.argv[2] || path.resolve(__dirname, '..', '..', 'vectors', 'deals.jsonl');
const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
let bad = 0;
for (const [i, line] of lines.entries()) {
  const v = JSON.parse(line);
  const g = new Generator(BigInt(v.seed));
  let got;
  let want;
  if (v.kind === 'draws') { want = v.draws; got = want.map(() => g.next64().toString()); }
  else if (v.kind === 'below') {
    const n = typeof v.n === 'string' ? BigInt(v.n) : v.n;
    want = v.values;
    got = want.map((w) => { const x = g.below(n); return typeof w === 'string' ? x.toString() : x; });
  } else if (v.kind === 'weighted') { want = v.picks; got = want.map(() => g.weighted(v.weights)); }
  else if (v.kind === 'shuffle') { want = v.result; got = g.shuffle([...Array(v.n).keys()]); }
  else if (v.kind === 'packs') { const o = new Opener(v.set, g); want = v.cards; got = []; for (let k = 0; k < v.packs; k++) got.push(...o.open()); }
  else if (v.kind === 'lands') { const o = new Opener(v.set, g); want = v.lands; got = want.map(() => o.land()); }
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    bad++;
    console.log(`line ${i + 1} (${v.kind}, ${v.rule}, seed ${v.seed}): expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
}
console.log(`${lines.length - bad} of ${lines.length} vectors agree`);
process.exitCode = bad ? 1 : 0;
