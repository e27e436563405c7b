// The 0.2 line (issue 22): which evidence separates the correct answers with confidence below 0.2 from the
// off-topic texts above it. Trains on CLINC150 `train` (all, or --shots N per intent), classifies `val` +
// `oos_val` (validation only), and records per text the factors of the confidence (`classifier.ts`): the top
// intent's excess probability, the lexical nearest-example similarity, the word-vector one, the support share,
// the margin between the top two, the share of known words and the top intent's number of examples.
// Needs `npm run build`; reads the shared data (bench only).
//
//   node bench/intents-line.mjs [--shots N] [--dump path.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedDir } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;
const { trainIntentClassifier, defaultClassifierOptions } = await import(dist('nlu/intents/index.js'));
const { IntentModel } = await import(dist('nlu/intents/classifier.js'));
const { tokenize } = await import(dist('nlu/text/index.js'));
const { englishWordVectors } = await import(dist('nlu/vectors/word-vectors.js'));

const args = process.argv.slice(2);
const arg = (name) => { const i = args.indexOf(`--${name}`); return i < 0 ? undefined : args[i + 1]; };
const shots = Number(arg('shots') ?? 0);
const THRESHOLD = 0.2;

// Record the factors `confidences` computes for the top intent (private methods, wrapped here only).
let last = {};
const proto = IntentModel.prototype;
const belonging = proto.belonging;
proto.belonging = function (c) {
  const b = belonging.call(this, c);
  last.lexical = this.near[c];
  last.semantic = this.examples === null ? 0 : this.semanticSimilarity(c);
  last.belonging = b;
  return b;
};
const support = proto.support;
proto.support = function (x, c) {
  const s = support.call(this, x, c);
  last.support = s;
  return s;
};

const d = JSON.parse(readFileSync(join(sharedDir(), 'data/intents/clinc150/data_full.json'), 'utf8'));
const per = new Map();
for (const [t, l] of d.train) {
  if (!per.has(l)) per.set(l, []);
  if (!shots || per.get(l).length < shots) per.get(l).push(t);
}
const size = new Map([...per].map(([l, ts]) => [l, ts.length]));
const intents = [...per].map(([intent, ts]) => ({ intent, examples: ts.map((text) => ({ text })) }));
const clf = trainIntentClassifier({ intents, counterexamples: [], language: 'en' }, defaultClassifierOptions('en'));
const table = englishWordVectors();
const rows = [];
for (const [text, gold] of d.val.concat(d.oos_val.map(([t]) => [t, null]))) {
  last = {};
  const [a, b] = clf.classify(text);
  const tokens = tokenize(text);
  const words = tokens.filter((t) => /\p{L}/u.test(t.norm));
  const known = words.filter((t) => table.rows.has(t.norm)).length;
  rows.push({
    text, gold, top: a.intent, confidence: a.confidence, second: b.confidence,
    ...last, coverage: words.length ? known / words.length : 0, words: words.length, size: size.get(a.intent),
  });
}
const dump = arg('dump');
if (dump) writeFileSync(dump, JSON.stringify(rows));

const inScope = rows.filter((r) => r.gold !== null);
const right = inScope.filter((r) => r.top === r.gold);
const lost = right.filter((r) => r.confidence < THRESHOLD);
const oos = rows.filter((r) => r.gold === null);
const leaked = oos.filter((r) => r.confidence >= THRESHOLD);
const mean = (rs, k) => (rs.reduce((s, r) => s + (r[k] ?? 0), 0) / Math.max(1, rs.length)).toFixed(3);
console.log(`shots ${shots || 'all'}: in-scope ${inScope.length}, top-1 right ${right.length}, right below ${THRESHOLD} ${lost.length}; OOS ${oos.length}, at or above ${THRESHOLD} ${leaked.length}`);
const groups = { 'right, >= 0.2': right.filter((r) => r.confidence >= THRESHOLD), 'right, < 0.2': lost, 'OOS, >= 0.2': leaked, 'OOS, < 0.2': oos.filter((r) => r.confidence < THRESHOLD) };
console.log('group'.padEnd(16), ['n', 'conf', 'ratio2', 'lexical', 'semantic', 'support', 'coverage', 'words'].map((s) => s.padStart(9)).join(''));
for (const [name, rs] of Object.entries(groups)) {
  const ratio = rs.map((r) => ({ ratio: r.second / Math.max(1e-9, r.confidence) }));
  console.log(name.padEnd(16), [String(rs.length), mean(rs, 'confidence'), mean(ratio, 'ratio'), mean(rs, 'lexical'), mean(rs, 'semantic'), mean(rs, 'support'), mean(rs, 'coverage'), mean(rs, 'words')].map((s) => s.padStart(9)).join(''));
}
