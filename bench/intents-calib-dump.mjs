// The confidence's evidence per validation text (issue 22, few-shot calibration): for each text, the ten highest
// softmax probabilities, the number of classes, the top intent's number of examples, its lexical and word-vector
// nearest-example similarities, the support share, the best similarities over every intent and whether their intent
// is the top one, and whether the answer was right. A calibration's form can then be scored offline at the fixed
// 0.2 (`intents-calib-forms.mjs`; the shared factor never changes the top intent, so the offline score is exact).
// Validation splits only (the splits of `intents-val.mjs`; CLINC150 adds `oos_train`, never trained on here, for
// 200 off-topic texts). Needs `npm run build`; reads the shared data.
// Per text also (h78i22c): the text, its gold and answered intent, its words and meaning mass (`evidence.ts`), and
// evidence a calibration might add — `known`, the share of the norm on known features (the rest: unseen ones); the
// support share split into word-level features (words, stop words, bigrams, the mood) and character n-grams
// (`shareWords` / `knownWordMass`, `shareChars` / `knownCharMass`); `shareContent`, the support share of the content
// words alone (stop words left out before the vector is made).
//
//   node bench/intents-calib-dump.mjs --dataset clinc150|banking77 --shots N [--every K] --out path.json
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedDir } from './lib.mjs';
import { keptIntents, loadValidationSplit, trainingTexts } from './intents-validation.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;
const { trainIntentClassifier, defaultClassifierOptions } = await import(dist('nlu/intents/index.js'));
const { IntentModel } = await import(dist('nlu/intents/classifier.js'));
const { supportShare, meaningMass } = await import(dist('nlu/intents/evidence.js'));
const { extractTokenFeatures } = await import(dist('nlu/intents/features.js'));
/** `FeatureKind.Char` of `features.ts` (a const enum: not in the built JavaScript). */
const CHAR = 2;
const { tokenize, ENGLISH_STOP_WORDS } = await import(dist('nlu/text/index.js'));
const { englishWordVectors } = await import(dist('nlu/vectors/word-vectors.js'));
/** The vectorizer's bucket mask (`vectorizer.ts` BUCKET_BITS 20). */
const BUCKET_MASK = (1 << 20) - 1;
/** The tokens of the text being classified (for the word-level and content-word evidence). */
let tokens = [];

const args = process.argv.slice(2);
const arg = (name) => { const i = args.indexOf(`--${name}`); return i < 0 ? undefined : args[i + 1]; };
const dataset = arg('dataset') ?? 'clinc150';
const shots = Number(arg('shots') ?? 0);
const every = Number(arg('every') ?? 0);

let last = {};
let model = null;
const proto = IntentModel.prototype;
const belonging = proto.belonging;
proto.belonging = function (c) {
  model = this;
  last.lexical = this.near[c];
  last.semantic = this.examples === null ? 0 : this.semanticSimilarity(c);
  last.meaningless = this.examples === null || this.meaning.every((v) => v === 0);
  return belonging.call(this, c);
};
const support = proto.support;
proto.support = function (x, c) {
  last.share = supportShare(this.linear, x, c);
  evidence(this, x, c);
  // `z` holds exp(logit - max) here: the softmax probabilities, the ten highest kept.
  const z = this.z;
  let sum = 0;
  for (let k = 0; k < this.linear.classes; k++) sum += z[k];
  const ps = Array.from(z.subarray(0, this.intents), (v) => v / sum).sort((a, b) => b - a);
  last.p = ps[0];
  last.p2 = ps[1] ?? 0;
  last.top = ps.slice(0, 10);
  last.classes = this.linear.classes;
  return support.call(this, x, c);
};

/** The share of `x`'s squared mass on features speaking for `c` (weight > 0), and the mass itself, over `x`'s entries that `keep`. */
function shareOf(m, x, c, keep) {
  const C = m.linear.classes;
  let known = 0;
  let share = 0;
  for (let k = 0; k < x.index.length; k++) {
    if (!keep(x.index[k])) continue;
    const mass = x.value[k] * x.value[k];
    known += mass;
    // Dense weights only (at or below `sampledAbove` classes, every workspace dumped here); sampled rows count as 0.
    if (m.linear.rows === null && m.linear.weights[x.index[k] * C + c] > 0) share += mass;
  }
  return { known, share: known > 0 ? share / known : 0 };
}

function evidence(m, x, c) {
  let known = 0;
  for (let k = 0; k < x.value.length; k++) known += x.value[k] * x.value[k];
  last.known = known;
  // Each known feature's kind, from the text's own features (the neighbour expansion's extra features are words).
  const kind = new Map();
  extractTokenFeatures(tokens, m.vectorizer.options, (hash, k) => {
    const id = m.vectorizer.ids.get(hash & BUCKET_MASK);
    if (id >= 0 && !kind.has(id)) kind.set(id, k);
  });
  const words = shareOf(m, x, c, (f) => kind.get(f) !== CHAR);
  const chars = shareOf(m, x, c, (f) => kind.get(f) === CHAR);
  last.knownWordMass = words.known;
  last.shareWords = words.share;
  last.knownCharMass = chars.known;
  last.shareChars = chars.share;
  const content = tokens.filter((t) => !ENGLISH_STOP_WORDS.has(t.norm));
  const y = m.vectorizer.transform(content);
  last.contentWords = content.length;
  last.shareContent = y.index.length > 0 ? supportShare(m.linear, y, c) : 0;
}

// `oos_train` too (never trained on here): 200 off-topic texts instead of 100.
const data = loadValidationSplit(sharedDir(), dataset, { oosTrain: true });
let labels = keptIntents(data, every);
const per = trainingTexts(data.train, labels, shots);
const intents = labels.map((l) => ({ intent: l, examples: per.get(l).map((text) => ({ text })) }));
const clf = trainIntentClassifier({ intents, counterexamples: [], language: 'en' }, defaultClassifierOptions('en'));
const rows = [];
for (const [text, gold] of data.eval) {
  last = {};
  tokens = tokenize(text);
  const [a] = clf.classify(text);
  const saved = last;
  // Every intent's nearest examples (a second pass, for the measurement only).
  const ex = model?.explain(text) ?? { logits: [0], similarity: [0], semantic: [0] };
  const arg = (v) => v.reduce((b, x, i) => (x > v[b] ? i : b), 0);
  const lexArg = arg(ex.similarity), semArg = arg(ex.semantic), zArg = arg(ex.logits);
  last = { ...saved, lexBest: ex.similarity[lexArg], semBest: ex.semantic[semArg], lexAgree: lexArg === zArg, semAgree: semArg === zArg };
  rows.push({ text, gold, intent: a.intent, words: tokens.length, mass: meaningMass(tokens, englishWordVectors()), oos: gold === null, right: a.intent === gold, confidence: a.confidence, n: per.get(a.intent).length, ...last });
}
// The model's own sharpness: the highest softmax probability on each training text (in-sample).
const selfP = [];
for (const i of intents) for (const e of i.examples) { last = {}; clf.classify(e.text); selfP.push({ p: last.p, p2: last.p2, lexical: last.lexical, semantic: last.semantic, share: last.share }); }
// The shipped probability exponent the recorded confidences were computed with (absent in older dumps: 0.5).
const exponent = defaultClassifierOptions('en').calibration.probabilityExponent;
writeFileSync(arg('out'), JSON.stringify({ dataset, shots, every, intents: labels.length, exponent, rows, selfP }));
console.log(`${dataset} shots ${shots || 'all'} every ${every}: ${rows.length} rows`);
