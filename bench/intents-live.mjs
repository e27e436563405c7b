// Agreement of the intent classifier's top intent with the service's recorded one (issue 22): every turn of the
// shared transcripts recorded with the service's NLU (`nlu: "recorded"`) whose request carries the service's
// intents. The same figure as `replay.mjs`'s `live_nlu.top_intent_agreement`, with each disagreement printed
// (text, the service's top intent and confidence, ours and our runner-up) and option overrides for trying
// variants. Needs `npm run build`; reads the shared data (bench only, never tests).
//
//   node bench/intents-live.mjs [--all] [--set path=value ...]
//
// --all prints every turn, not only the disagreements; --set as in bench/intents-val.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withOverrides, sharedDir, flagValues } from './lib.mjs';
import { trainIntentClassifier, defaultClassifierOptions } from './intents-dist.mjs';

const shared = sharedDir();

const args = process.argv.slice(2);
const all = (name) => flagValues(name, args);
const showAll = args.includes('--all');

const dir = join(shared, 'data', 'transcripts');
let agree = 0;
let total = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const transcript = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (transcript.nlu !== 'recorded') continue;
  const ws = JSON.parse(readFileSync(join(shared, 'data', transcript.workspace), 'utf8'));
  const language = ws.language ?? 'en';
  const options = withOverrides(defaultClassifierOptions(language), all('set'));
  const clf = trainIntentClassifier({ intents: ws.intents ?? [], counterexamples: ws.counterexamples ?? [], language, entities: ws.entities ?? [] }, options);
  for (const conversation of transcript.conversations ?? []) {
    for (const turn of conversation.turns ?? []) {
      const recorded = turn.request?.intents?.[0];
      const text = turn.request?.input?.text;
      if (!recorded || !text) continue;
      total++;
      const [top, second] = clf.classify(text);
      const same = top.intent === recorded.intent;
      if (same) agree++;
      if (!same || showAll) {
        const f = (i) => `${i.intent} ${i.confidence.toFixed(2)}`;
        console.log(`${same ? ' ' : '✗'} ${JSON.stringify(text)}: service ${recorded.intent} ${Number(recorded.confidence).toFixed(2)}; parley ${f(top)}, then ${f(second)}`);
      }
    }
  }
}
console.log(`top intent agrees ${agree}/${total}`);
