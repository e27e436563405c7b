// Answers of the intent classifier on a fixed sample, for checking that a speed change leaves them unchanged:
// trains on CLINC150 and BANKING77 (all examples, and the first 10 per intent) and on some shared workspaces,
// and prints the top 3 intents with their confidences (full precision) for a fixed, even sample of test
// utterances, then a digest of the whole dump. Two builds answer identically iff their digests are equal;
// `diff` the dumps to see where they differ. Needs `npm run build` first.
//
//   node bench/intents-dump.mjs > /tmp/before.txt       # then change, rebuild, and
//   node bench/intents-dump.mjs > /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
//   node bench/intents-dump.mjs --sample 200             # utterances per dataset (default 400)
//   PARLEY_DIST=/path/to/other/dist node bench/intents-dump.mjs   # another build
//   node bench/intents-dump.mjs --compare /tmp/before.txt /tmp/after.txt
//                        # for a change that is exact only up to rounding: lines whose top intent differs, and
//                        # the largest difference of a confidence among the top 3
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedDir } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const shared = sharedDir();
const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const read = (file) => readFileSync(file, 'utf8').trim().split('\n').filter((l) => !l.startsWith('{'));
  const [a, b] = [read(args[1]), read(args[2])];
  if (a.length !== b.length) throw new Error(`different lengths: ${a.length} vs ${b.length}`);
  const answers = (line) => (line.split('\t')[2] ?? '').split(' ').filter(Boolean).map((x) => x.split('='));
  let topDiffers = 0;
  let maxDelta = 0;
  let worst = '';
  a.forEach((line, i) => {
    const [x, y] = [answers(line), answers(b[i])];
    if ((x[0]?.[0] ?? '') !== (y[0]?.[0] ?? '')) {
      topDiffers++;
      console.log(`top differs:\n  ${line}\n  ${b[i]}`);
    }
    const other = new Map(y.map(([name, c]) => [name, Number(c)]));
    for (const [name, c] of x) {
      if (!other.has(name)) continue;
      const delta = Math.abs(Number(c) - other.get(name));
      if (delta > maxDelta) [maxDelta, worst] = [delta, `${line.split('\t').slice(0, 2).join(' | ')}: ${name}`];
    }
  });
  console.log(`${a.length} lines; top intent differs on ${topDiffers}; largest confidence difference ${maxDelta} (${worst})`);
  process.exit(0);
}
const sampleAt = args.indexOf('--sample');
const sample = sampleAt >= 0 ? Number(args[sampleAt + 1]) : 400;

const { loadDataset, buildIntentWorkspace, testItems } = await import(pathToFileURL(join(shared, 'checks', 'intent-data.mjs')).href);
// PARLEY_DIST: another build's dist/ (an A/B without rebuilding).
const dist = resolve(process.env.PARLEY_DIST ?? join(root, 'dist'));
const { trainIntentClassifier } = await import(pathToFileURL(join(dist, 'nlu', 'intents', 'index.js')).href);

const hash = createHash('sha256');
let lines = 0;
const emit = (line) => {
  lines++;
  hash.update(line + '\n');
  console.log(line);
};

/** The top 3 of a classification, confidences as exact decimal strings of the doubles. */
const top3 = (intents) => intents.slice(0, 3).map((r) => `${r.intent}=${r.confidence}`).join(' ');

function dumpModel(name, workspace, texts) {
  const classifier = trainIntentClassifier({ intents: workspace.intents, counterexamples: workspace.counterexamples ?? [], language: workspace.language ?? 'en' });
  for (const text of texts) emit(`${name}\t${text}\t${top3(classifier.classify(text))}`);
}

for (const dataset of ['clinc150', 'banking77']) {
  const ds = loadDataset(dataset);
  for (const shots of [undefined, 10]) {
    const { workspace, nameOf } = buildIntentWorkspace(ds, { shots });
    const texts = testItems(ds, nameOf, sample).map(([text]) => text);
    dumpModel(`${dataset}${shots ? `-${shots}` : ''}`, workspace, texts);
  }
}

// Shared workspaces: their own examples, slightly altered so that the exact-match table does not answer.
for (const file of ['car-dashboard-sample', 'customer-care-sample', 'banking-chatbot-full', 'itsm-helpdesk', 'multi-bot-travel']) {
  const workspace = JSON.parse(readFileSync(join(shared, 'data', 'workspaces', `${file}.json`), 'utf8'));
  const examples = (workspace.intents ?? []).flatMap((i) => (i.examples ?? []).map((e) => e.text));
  const step = Math.max(1, Math.floor(examples.length / 150));
  const texts = [];
  for (let i = 0; i < examples.length; i += step) texts.push(`${examples[i]} please`, examples[i].split(' ').slice(1).join(' '));
  texts.push('what is the weather in rome', 'tell me a joke', 'asdf qwerty', '', 'the');
  dumpModel(file, workspace, texts);
}
// The sampled-softmax path (above 300 classes) and counterexamples: a synthetic workspace of 600 intents.
{
  const { generateWorkspace } = await import(pathToFileURL(join(here, 'synthetic.mjs')).href);
  const workspace = generateWorkspace(0.3);
  const texts = [];
  for (let i = 0; i < workspace.intents.length; i += 4) {
    const ex = workspace.intents[i].examples[0]?.text;
    if (ex) texts.push(`${ex} zzqx`, ex.split(' ').slice(0, 3).join(' '));
  }
  texts.push(...workspace.counterexamples.slice(0, 20).map((c) => `${c.text} now`));
  dumpModel('synthetic-0.3', workspace, texts);
}
// Last line: one JSON object (bench/run.mjs reads it).
console.log(JSON.stringify({ bench: 'intents-dump', lines, digest: hash.digest('hex') }));
