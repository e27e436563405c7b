// Speed of the intent classifier alone (issue 22): training CPU time and classification p50 (wall) / mean (CPU)
// on CLINC150 and BANKING77 (all examples, and 10 per intent), without the engine around it. CPU time because
// the machine is shared; rounds are interleaved so that load changes hit every case alike. Needs `npm run build`.
//
//   node --expose-gc bench/intents-speed.mjs [--rounds 3] [--only clinc150]

import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedDir } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const shared = sharedDir();
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', '3'));
const only = option('--only', '');

const { loadDataset, buildIntentWorkspace, testItems } = await import(pathToFileURL(join(shared, 'checks', 'intent-data.mjs')).href);
const dist = resolve(process.env.PARLEY_DIST ?? join(root, 'dist'));
const { trainIntentClassifier } = await import(pathToFileURL(join(dist, 'nlu', 'intents', 'index.js')).href);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const cases = [];
for (const dataset of ['clinc150', 'banking77']) {
  if (only && only !== dataset) continue;
  const ds = loadDataset(dataset);
  for (const shots of [undefined, 10]) {
    const { workspace, nameOf } = buildIntentWorkspace(ds, { shots });
    cases.push({ name: `${dataset}${shots ? ` ${shots}-shot` : ''}`, workspace, texts: testItems(ds, nameOf, 2000).map(([t]) => t), train: [], p50: [], cpu: [] });
  }
}
for (let round = 0; round < rounds; round++) {
  for (const c of cases) {
    globalThis.gc?.();
    const c0 = cpuMs();
    const clf = trainIntentClassifier({ intents: c.workspace.intents, counterexamples: [], language: 'en' });
    c.train.push(cpuMs() - c0);
    for (const t of c.texts.slice(0, 100)) clf.classify(t);
    const times = [];
    const c1 = cpuMs();
    for (const t of c.texts) {
      const t0 = performance.now();
      clf.classify(t);
      times.push(performance.now() - t0);
    }
    c.cpu.push(((cpuMs() - c1) * 1000) / c.texts.length);
    times.sort((a, b) => a - b);
    c.p50.push(times[times.length >> 1] * 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const rows = cases.map((c) => ({
  case: c.name,
  train_cpu_s: +(median(c.train) / 1000).toFixed(2),
  classify_p50_us: +median(c.p50).toFixed(1),
  classify_cpu_mean_us: +median(c.cpu).toFixed(1),
}));
console.table(rows);
console.log(JSON.stringify({ bench: 'intents-speed', rounds, rows }));
