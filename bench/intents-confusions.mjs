// Where the intent classifier errs on validation (issue 22, h77i22): the most frequent (gold → answered) intent pairs
// of the validation split with the words their texts carry, and the calibration at 0.2 against top-1 (how many right
// top-1 answers fall under 0.2, how many off-topic texts rise above it, and at what confidence). Same split as
// `intents-val.mjs` (validation only, never the test splits). Needs `npm run build`; reads the shared data.
//
//   node bench/intents-confusions.mjs [--dataset clinc150|banking77] [--shots 0] [--every K] [--pairs 25] [--set path=value ...]
import { withOverrides, sharedDir, flagValues } from './lib.mjs';
import { trainIntentClassifier, defaultClassifierOptions } from './intents-dist.mjs';
import { keptIntents, loadValidationSplit, trainingTexts } from './intents-validation.mjs';

const args = process.argv.slice(2);
const all = (name) => flagValues(name, args);
const dataset = all('dataset')[0] ?? 'clinc150';
const shots = Number(all('shots')[0] ?? 0);
const pairs = Number(all('pairs')[0] ?? 25);
const THRESHOLD = 0.2;
const options = withOverrides(defaultClassifierOptions('en'), all('set'));

const data = loadValidationSplit(sharedDir(), dataset);
const labels = keptIntents(data, Number(all('every')[0] ?? 0));
const per = trainingTexts(data.train, labels, shots);
const clf = trainIntentClassifier({ intents: labels.map((l) => ({ intent: l, examples: per.get(l).map((text) => ({ text })) })), counterexamples: [], language: 'en' }, options);

const confusions = new Map();
/** Confidence bands of the right top-1 answers, the wrong ones and the off-topic texts' top confidence. */
const bands = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1.01];
const hist = { right: bands.map(() => 0), wrong: bands.map(() => 0), offTopic: bands.map(() => 0) };
const band = (x) => bands.findLastIndex((b) => x >= b);
let nIn = 0, top1 = 0;
const underLine = [];
for (const [text, gold] of data.eval) {
  const [top, second] = clf.classify(text);
  if (gold === null) {
    hist.offTopic[band(top.confidence)]++;
    continue;
  }
  nIn++;
  if (top.intent === gold) {
    top1++;
    hist.right[band(top.confidence)]++;
    if (top.confidence < THRESHOLD) underLine.push([text, gold, top.confidence, second]);
    continue;
  }
  hist.wrong[band(top.confidence)]++;
  const key = `${gold} → ${top.intent}`;
  const entry = confusions.get(key) ?? { n: 0, texts: [] };
  entry.n++;
  entry.texts.push(text);
  confusions.set(key, entry);
}
const f = (x) => x.toFixed(4);
console.log(`${dataset} shots ${shots || 'all'}: ${nIn} in-scope, top-1 ${f(top1 / nIn)}, ${nIn - top1} wrong in ${confusions.size} pairs`);
const sorted = [...confusions].sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1));
for (const [key, { n, texts }] of sorted.slice(0, pairs)) console.log(`${String(n).padStart(3)}  ${key}: ${texts.slice(0, 3).map((t) => JSON.stringify(t)).join(' | ')}`);
// Pairs that are the same two intents either way round, summed: the symmetric confusions.
const unordered = new Map();
for (const [key, { n }] of confusions) {
  const k = key.split(' → ').sort().join(' ↔ ');
  unordered.set(k, (unordered.get(k) ?? 0) + n);
}
const twice = [...unordered].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1]);
console.log(`pairs with ≥ 3 errors either way: ${twice.length}, ${twice.reduce((s, [, n]) => s + n, 0)} of ${nIn - top1} errors; pairs with 1 error: ${[...unordered.values()].filter((n) => n === 1).length}`);
console.log('confidence band:      ' + bands.slice(0, -1).map((b, i) => `[${b},${bands[i + 1] > 1 ? 1 : bands[i + 1]})`.padStart(11)).join(''));
for (const [name, h] of Object.entries(hist)) console.log(`${name.padEnd(21)} ${h.slice(0, -1).map((n) => String(n).padStart(11)).join('')}`);
console.log(`right top-1 under ${THRESHOLD}: ${underLine.length} (${f(underLine.length / nIn)} of in-scope)`);
for (const [text, gold, c, second] of underLine.slice(0, 15)) console.log(`  ${c.toFixed(3)} ${gold} ${JSON.stringify(text)} (then ${second.intent} ${second.confidence.toFixed(3)})`);
