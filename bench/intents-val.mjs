// Validation figures for choosing the intent classifier's variants — never the test splits (those are for
// the shared checks' final figures). CLINC150: trained on `train` (first N per intent with --shots), scored on
// `val` + `oos_val`. BANKING77: every fifth training example per intent held out, trained on the rest.
// Needs `npm run build`; reads the shared data (bench only, never tests).
//
//   node bench/intents-val.mjs [--dataset clinc150|banking77] [--shots 5,10,30,0] [--every K] [--set path=value ...]
//
// --every K: a small workspace (issue 22: real workspaces have tens of intents and users type a lot that is off
// topic): every K-th intent only; a quarter of the other intents' evaluation texts join the off-topic inputs.
// BANKING77 has no off-topic split: with --every its off-topic inputs are those other intents' texts alone.
//
// --time N: classify the evaluation texts N more times and print the CPU per classify (least of the N passes).
//
// --set overrides one classifier option (JSON value), e.g. --set calibration.fullSimilarity=0.35
// --set embedding=null. Prints one line per shots value: top-1, in-scope right at 0.2, OOS recall at 0.2.
import { withOverrides, sharedDir, flagValues } from './lib.mjs';
import { trainIntentClassifier, defaultClassifierOptions } from './intents-dist.mjs';
import { keptIntents, loadValidationSplit, trainingTexts } from './intents-validation.mjs';

const shared = sharedDir();

const args = process.argv.slice(2);
const all = (name) => flagValues(name, args);
const dataset = all('dataset')[0] ?? 'clinc150';
const shotsList = (all('shots')[0] ?? '5,10,30').split(',').map(Number);
const THRESHOLD = 0.2;

const options = withOverrides(defaultClassifierOptions('en'), all('set'));

const data = loadValidationSplit(shared, dataset);
const every = Number(all('every')[0] ?? 0);
let labels = keptIntents(data, every);
for (const shots of shotsList) {
  const per = trainingTexts(data.train, labels, shots);
  const intents = labels.map((l) => ({ intent: l, examples: per.get(l).map((text) => ({ text })) }));
  const cpu0 = process.cpuUsage();
  const clf = trainIntentClassifier({ intents, counterexamples: [], language: 'en' }, options);
  const cpu = process.cpuUsage(cpu0);
  let nIn = 0, top1 = 0, at = 0, nOos = 0, oos = 0;
  for (const [text, gold] of data.eval) {
    const [top] = clf.classify(text);
    if (gold === null) {
      nOos++;
      if (!(top.confidence >= THRESHOLD)) oos++;
    } else {
      nIn++;
      if (top.intent === gold) top1++;
      if (top.intent === gold && top.confidence >= THRESHOLD) at++;
    }
  }
  const passes = Number(all('time')[0] ?? 0);
  let perText = Infinity;
  for (let p = 0; p < passes; p++) {
    const t0 = process.cpuUsage();
    for (const [text] of data.eval) clf.classify(text);
    const t = process.cpuUsage(t0);
    perText = Math.min(perText, (t.user + t.system) / data.eval.length);
  }
  const f = (x) => x.toFixed(4);
  console.log(`${dataset}${every > 1 ? ` every ${every}` : ''} shots ${String(shots || 'all').padStart(3)}: top-1 ${f(top1 / nIn)}  in-scope@0.2 ${f(at / nIn)}  OOS@0.2 ${nOos ? f(oos / nOos) : '  -  '}  train ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU${passes ? `  classify ${perText.toFixed(1)} µs CPU` : ''}`);
}
