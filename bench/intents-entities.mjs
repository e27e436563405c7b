// Entity variants of examples (issue 22, `src/nlu/intents/augment.ts`): k-fold accuracy of the intent classifier on
// shared workspaces that have dictionary entities, with and without the variants. Each intent's examples are split
// in 5 folds (example j in fold j % 5); trained on 4 folds (the first N per intent with --shots N), scored on the 5th.
// Off-topic input: CLINC150's `oos_val` (never a test split). Needs `npm run build`; reads the shared data.
//
//   node bench/intents-entities.mjs [--shots 10] [--variants 0,1,2,3] [--set path=json ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withOverrides, sharedDir, flagValues } from './lib.mjs';
import { trainIntentClassifier, defaultClassifierOptions } from './intents-dist.mjs';

const shared = sharedDir();

const args = process.argv.slice(2);
const all = (name) => flagValues(name, args);
const shots = Number(all('shots')[0] ?? 0);
const variantsList = (all('variants')[0] ?? '0,2').split(',').map(Number);
const FOLDS = 5;
const THRESHOLD = 0.2;
const WORKSPACES = [
  'car-dashboard-sample',
  'car-dashboard-2016-11',
  'bank-intermediate',
  'virtual-insurance-assistant',
  'insurance-voice-bot',
  'customer-care-sample',
  'banking-chatbot-full',
  'itsm-helpdesk',
];
const offTopic = JSON.parse(readFileSync(join(shared, 'data/intents/clinc150/data_full.json'), 'utf8')).oos_val.map(([t]) => t);

const f = (x) => x.toFixed(3);
for (const variants of variantsList) {
  const options = withOverrides({ ...defaultClassifierOptions('en'), entityVariants: variants }, all('set'));
  let sumTop = 0, sumAt = 0, sumOos = 0;
  for (const name of WORKSPACES) {
    const ws = JSON.parse(readFileSync(join(shared, 'data/workspaces', `${name}.json`), 'utf8'));
    const intents = ws.intents.filter((i) => (i.examples ?? []).length > 0);
    let n = 0, top1 = 0, at = 0, oos = 0, nOos = 0, added = 0;
    for (let fold = 0; fold < FOLDS; fold++) {
      const train = intents.map((i) => ({
        intent: i.intent,
        examples: i.examples.filter((_, j) => j % FOLDS !== fold).slice(0, shots || undefined).map((e) => ({ text: e.text })),
      }));
      const clf = trainIntentClassifier({ intents: train, counterexamples: [], language: 'en', entities: ws.entities ?? [] }, options);
      for (const i of intents)
        i.examples.forEach((e, j) => {
          if (j % FOLDS !== fold) return;
          const [top] = clf.classify(e.text);
          n++;
          if (top.intent === i.intent) top1++;
          if (top.intent === i.intent && top.confidence >= THRESHOLD) at++;
        });
      for (const text of offTopic.slice(fold * 20, fold * 20 + 20)) {
        nOos++;
        if (!(clf.classify(text)[0].confidence >= THRESHOLD)) oos++;
      }
    }
    sumTop += top1 / n;
    sumAt += at / n;
    sumOos += oos / nOos;
    console.log(`variants ${variants} ${name.padEnd(28)} ${String(n).padStart(5)} held out: top-1 ${f(top1 / n)}  in-scope@0.2 ${f(at / n)}  OOS@0.2 ${f(oos / nOos)}`);
  }
  const k = WORKSPACES.length;
  console.log(`variants ${variants} mean over ${k} workspaces${shots ? `, ${shots} per intent` : ''}: top-1 ${f(sumTop / k)}  in-scope@0.2 ${f(sumAt / k)}  OOS@0.2 ${f(sumOos / k)}`);
}
