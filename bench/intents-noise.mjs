// How much of a validation figure is the order of training (issue 22, h28int): the same examples, each intent's list
// rotated (model k starts at example ⌊k·n/K⌋; model 0 is the workspace's own order), give K models that differ only
// in the order SGD visits the examples. Prints each model's figures, their spread (min, max, standard deviation) and
// the figures of their mean confidence (a bagged ensemble of K orders). A change whose gain is inside the spread is
// not shown to be a gain. Same splits as `intents-val.mjs` (validation only, never the test splits).
// Needs `npm run build`; reads the shared data.
//
//   node bench/intents-noise.mjs [--dataset clinc150|banking77] [--shots 10,0] [--every K] [--models 5] [--set path=value ...]
import { withOverrides, sharedDir, flagValues } from './lib.mjs';
import { trainIntentClassifier, defaultClassifierOptions } from './intents-dist.mjs';
import { keptIntents, loadValidationSplit, trainingTexts } from './intents-validation.mjs';

const shared = sharedDir();

const args = process.argv.slice(2);
const all = (name) => flagValues(name, args);
const dataset = all('dataset')[0] ?? 'clinc150';
const shotsList = (all('shots')[0] ?? '10,0').split(',').map(Number);
const models = Number(all('models')[0] ?? 5);
const THRESHOLD = 0.2;
const options = withOverrides(defaultClassifierOptions('en'), all('set'));

const data = loadValidationSplit(shared, dataset);
const every = Number(all('every')[0] ?? 0);
let labels = keptIntents(data, every);
const at = new Map(labels.map((l, i) => [l, i]));

/** top-1, in-scope right at 0.2, off-topic recall at 0.2 of per-text confidence rows. */
function score(rows) {
  let nIn = 0, top1 = 0, right = 0, nOos = 0, oos = 0;
  data.eval.forEach(([, gold], i) => {
    const s = rows[i];
    let b = 0;
    for (let c = 1; c < s.length; c++) if (s[c] > s[b]) b = c;
    if (gold === null) {
      nOos++;
      if (!(s[b] >= THRESHOLD)) oos++;
    } else {
      nIn++;
      if (labels[b] === gold) {
        top1++;
        if (s[b] >= THRESHOLD) right++;
      }
    }
  });
  return [top1 / nIn, right / nIn, nOos ? oos / nOos : NaN];
}

const f = (x) => (Number.isNaN(x) ? '  -   ' : x.toFixed(4));
for (const shots of shotsList) {
  const per = trainingTexts(data.train, labels, shots);
  const sum = data.eval.map(() => new Float64Array(labels.length));
  const figures = [];
  for (let k = 0; k < models; k++) {
    const intents = labels.map((l) => {
      const ex = per.get(l);
      const r = Math.floor((k * ex.length) / models);
      return { intent: l, examples: ex.slice(r).concat(ex.slice(0, r)).map((text) => ({ text })) };
    });
    const clf = trainIntentClassifier({ intents, counterexamples: [], language: 'en' }, options);
    const rows = data.eval.map(([text], i) => {
      const row = new Float64Array(labels.length);
      for (const { intent, confidence } of clf.classify(text)) row[at.get(intent)] = confidence;
      for (let c = 0; c < row.length; c++) sum[i][c] += row[c] / models;
      return row;
    });
    figures.push(score(rows));
    const [t, r, o] = figures[k];
    console.log(`${dataset}${every > 1 ? ` every ${every}` : ''} shots ${String(shots || 'all').padStart(3)} order ${k}: top-1 ${f(t)}  in-scope@0.2 ${f(r)}  OOS@0.2 ${f(o)}`);
  }
  const spread = [0, 1, 2].map((j) => {
    const v = figures.map((x) => x[j]);
    const mean = v.reduce((a, b) => a + b, 0) / v.length;
    const sd = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, v.length - 1));
    return `${f(Math.min(...v))}–${f(Math.max(...v))} (sd ${f(sd)})`;
  });
  console.log(`  spread over ${models} orders: top-1 ${spread[0]}  in-scope@0.2 ${spread[1]}  OOS@0.2 ${spread[2]}`);
  const [t, r, o] = score(sum);
  console.log(`  mean confidence of the ${models}: top-1 ${f(t)}  in-scope@0.2 ${f(r)}  OOS@0.2 ${f(o)}`);
}
