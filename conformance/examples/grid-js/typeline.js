'use strict';
// Type lines, English and French, read into {faces: [{types, supertypes, subtypes}], front}.
// English words: spec/grid/language.md, Predicates; French: spec/grid/french.md (G-FRA-1, G-FRA-2).
// The runner sends only scenarios whose type lines read, so this reader is lenient.

const { vocabulary } = require('./rulebook');

const TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing'];

function english(word) {
  const w = word.toLowerCase();
  if (w === 'tribal') return { type: 'Kindred' }; // the older name of Kindred
  const t = TYPES.find((x) => x.toLowerCase() === w);
  if (t) return { type: t };
  const s = SUPERTYPES.find((x) => x.toLowerCase() === w);
  if (s) return { supertype: s };
  return null;
}

function splitFace(face) {
  // Em dash, en dash, a hyphen standing alone, or the French colon separate type words from subtypes.
  // A French back face prints a dash after its colon (": -"): one separator (G-FRA-2).
  const m = /\s*:\s*[—–-]?\s*|\s*[—–]\s*|\s+-\s+/.exec(face);
  if (!m) return [face.trim(), ''];
  return [face.slice(0, m.index).trim(), face.slice(m.index + m[0].length).trim()];
}

function readFace(text) {
  const v = vocabulary();
  const [head, tail] = splitFace(text);
  const face = { types: [], supertypes: [], subtypes: [] };
  let headWords = head.split(/\s+/).filter(Boolean);
  let french = false;
  // Two-word French supertypes such as "de base" are joined first.
  for (const key of v.supertype.keys()) {
    if (!key.includes(' ')) continue;
    const parts = key.split(' ');
    for (let i = 0; i + parts.length <= headWords.length; i++) {
      if (headWords.slice(i, i + parts.length).join(' ').toLowerCase() === key) {
        headWords = [...headWords.slice(0, i), key, ...headWords.slice(i + parts.length)];
        french = true;
      }
    }
  }
  const add = (got) => {
    if (got.type && !face.types.includes(got.type)) face.types.push(got.type);
    if (got.supertype && !face.supertypes.includes(got.supertype)) face.supertypes.push(got.supertype);
  };
  for (const word of headWords) {
    const lower = word.toLowerCase();
    if (v.compound.has(lower)) {
      french = true;
      for (const w of v.compound.get(lower).split(/\s+/)) add(english(w));
      continue;
    }
    if (v.type.has(lower) || v.supertype.has(lower)) {
      const e = v.type.has(lower) ? { type: v.type.get(lower) } : { supertype: v.supertype.get(lower) };
      if (english(word) === null) french = true; // a word spelled alike in both languages decides nothing
      add(e);
      continue;
    }
    if (word.includes('-')) {
      // Any hyphenated join of French card types has each of them (G-FRA-1).
      french = true;
      for (const part of word.split('-')) {
        const p = part.toLowerCase();
        if (v.type.has(p)) add({ type: v.type.get(p) });
      }
      continue;
    }
    const e = english(word);
    if (e) add(e);
  }
  if (/:/.test(text)) french = true;
  if (tail) {
    if (french) {
      const pieces = tail.split(/[\s,]+/).filter((w) => w && !v.joiners.includes(w.toLowerCase()));
      for (const piece of pieces) {
        const p = piece.toLowerCase();
        face.subtypes.push(v.subtype.has(p) ? v.subtype.get(p) : piece);
      }
    } else {
      face.subtypes.push(...tail.split(/\s+/).filter(Boolean));
    }
  }
  return face;
}

function readTypeLine(text) {
  const faces = text.split('//').map((f) => readFace(f.trim()));
  return { faces, front: faces[0] };
}

module.exports = { readTypeLine };
