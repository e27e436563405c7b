// Soft word alignment with the shipped word vectors as a re-ranker of the linear model's top candidates (issue 22,
// h28int; a prototype outside src/, validation splits only). For each of the top K intents: the input's best match
// among the intent's examples, S = Σ idf(w)·max_v cos(w, v) / Σ idf(w) over the input's content words w and the
// example's v (an unknown word matches only itself); the candidates re-ranked by log(confidence) + β·S (the
// confidences of one input share their factor, so this is 0.6·log p + β·S). Prints top-1 per β and the CPU of the
// alignment per text. Needs `npm run build`; reads the shared data.
//
//   node bench/intents-soft-align.mjs [clinc150|banking77] [shots, 0 = all] [K] [order 0-4] [--symmetric]
// order k: each intent's examples rotated by ⌊k·n/5⌋ (as bench/intents-noise.mjs's models), for the spread.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedDir } from './lib.mjs';
import { loadValidationSplit, trainingTexts } from './intents-validation.mjs';
const root = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist');
const shared = sharedDir();
const { trainIntentClassifier, defaultClassifierOptions } = await import(root + '/nlu/intents/index.js');
const { englishWordVectors } = await import(root + '/nlu/vectors/word-vectors.js');
const { ENGLISH_STOP_WORDS } = await import(root + '/nlu/text/index.js');
const symmetric = process.argv.includes('--symmetric');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dataset = args[0] ?? 'clinc150'; const shots = Number(args[1] ?? 10); const K = Number(args[2] ?? 5);
const split = loadValidationSplit(shared, dataset);
const train = split.train;
const evalSet = split.eval.filter(([, l]) => l !== null);
const labels = [...new Set(train.map(([, l]) => l))];
const per = trainingTexts(train, labels, shots);
const order = Number(args[3] ?? 0);
const rotated = (ex) => { const r = Math.floor((order * ex.length) / 5); return ex.slice(r).concat(ex.slice(0, r)); };
const clf = trainIntentClassifier({ intents: labels.map((l) => ({ intent: l, examples: rotated(per.get(l)).map((text) => ({ text })) })), counterexamples: [], language: 'en' }, defaultClassifierOptions('en'));
const wv = englishWordVectors(); const D = wv.dimensions;
const vecCache = new Map();
function vec(w) { if (vecCache.has(w)) return vecCache.get(w); const r = wv.rows.get(w); let v = null; if (r !== undefined) { v = new Float32Array(D); for (let d = 0; d < D; d++) v[d] = wv.values[r * D + d] * wv.scales[r]; } vecCache.set(w, v); return v; }
const words = (t) => [...new Set(t.toLowerCase().split(/[^a-z0-9']+/).filter((w) => w && !ENGLISH_STOP_WORDS.has(w)))];
const df = new Map(); let N = 0;
for (const l of labels) for (const t of per.get(l)) { N++; for (const w of words(t)) df.set(w, (df.get(w) ?? 0) + 1); }
const idf = (w) => Math.log((N + 1) / ((df.get(w) ?? 0) + 1)) + 1;
const ex = new Map(labels.map((l) => [l, per.get(l).map(words)]));
function cos(a, b) { let s = 0; for (let d = 0; d < D; d++) s += a[d] * b[d]; return s; }
function soft(xw, ew) { let num = 0, den = 0; for (const w of xw) { const f = idf(w); den += f; const a = vec(w); let best = 0; for (const v of ew) { if (v === w) { best = 1; break; } const b = vec(v); if (a && b) { const c = cos(a, b); if (c > best) best = c; } } num += f * best; } return den ? num / den : 0; }
const betas = [0, 0.5, 1, 2, 3, 5];
const both = (xw, ew) => (symmetric ? (soft(xw, ew) + soft(ew, xw)) / 2 : soft(xw, ew));
let cpu = 0;
const right = betas.map(() => 0); let n = 0;
for (const [text, gold] of evalSet) {
  n++;
  const r = clf.classify(text).slice(0, K).filter((x) => x.confidence > 0);
  if (r.length === 0) continue;
  const xw = words(text);
  const c0 = process.cpuUsage();
  const S = r.map((c) => { let m = 0; for (const e of ex.get(c.intent)) { const s = both(xw, e); if (s > m) m = s; } return m; });
  const c1 = process.cpuUsage(c0); cpu += c1.user + c1.system;
  betas.forEach((b, j) => { let bi = 0, bs = -Infinity; r.forEach((c, i) => { const s = Math.log(c.confidence) + b * S[i]; if (s > bs) { bs = s; bi = i; } }); if (r[bi].intent === gold) right[j]++; });
}
console.log(`${dataset} shots ${shots || 'all'} K=${K} order ${order}${symmetric ? ' symmetric' : ''}: ` + betas.map((b, j) => `β${b} ${(right[j] / n).toFixed(4)}`).join('  ') + `  alignment ${(cpu / n).toFixed(0)} µs CPU per text`);
