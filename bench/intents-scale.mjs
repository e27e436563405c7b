// CPU time of intent training on synthetic workspaces (issue 12): trains the intent classifier alone on
// `generateWorkspace(scale)`'s intents and counterexamples, and optionally compiles the whole workspace.
// CPU time (process.cpuUsage) rather than wall time: the machine is shared. Needs `npm run build` first.
//
//   node --expose-gc bench/intents-scale.mjs [0.1 0.3 1] [--compile] [--threads]
//
// `--threads`: the compile trains the sampled linear model in a worker thread beside the rest of the compile
// (`threadedIntentTrainer`, as the service does); CPU is then the process's (both threads), and compile_wall_s
// shows the overlap.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateWorkspace } from './synthetic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.env.PARLEY_DIST ?? join(here, '..', 'dist'));
const args = process.argv.slice(2);
const compile = args.includes('--compile');
const threads = args.includes('--threads');
const scales = args.filter((a) => !a.startsWith('--')).map(Number);
if (scales.length === 0) scales.push(0.1, 0.3);

const { trainIntentClassifier } = await import(pathToFileURL(join(dist, 'nlu', 'intents', 'index.js')).href);
const { compileWorkspace, threadedIntentTrainer } = compile ? await import(pathToFileURL(join(dist, 'index.js')).href) : {};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const rows = [];
for (const scale of scales) {
  const ws = generateWorkspace(scale);
  const examples = ws.intents.reduce((s, i) => s + i.examples.length, 0);
  globalThis.gc?.();
  const c0 = cpuMs();
  const classifier = trainIntentClassifier({ intents: ws.intents, counterexamples: ws.counterexamples, language: ws.language });
  const trainCpu = cpuMs() - c0;
  // Top-1 on the training examples themselves, through the linear model (exact matches excluded by a suffix).
  let right = 0;
  let total = 0;
  for (let i = 0; i < 50; i++) classifier.classify(`warm up ${i}`);
  const c1 = cpuMs();
  for (let i = 0; i < ws.intents.length; i += Math.max(1, Math.floor(ws.intents.length / 200))) {
    const ex = ws.intents[i].examples[0];
    if (!ex) continue;
    total++;
    if (classifier.classify(`${ex.text} zzqx`)[0].intent === ws.intents[i].intent) right++;
  }
  const classifyUs = ((cpuMs() - c1) * 1000) / Math.max(1, total);
  globalThis.gc?.();
  const mem = process.memoryUsage();
  const row = {
    scale,
    intents: ws.intents.length,
    examples,
    counterexamples: ws.counterexamples.length,
    train_cpu_s: +(trainCpu / 1000).toFixed(2),
    classify_cpu_us: +classifyUs.toFixed(0),
    train_top1: +(right / Math.max(1, total)).toFixed(3),
    heap_mb: +(mem.heapUsed / 1048576).toFixed(0),
    external_mb: +((mem.external + mem.arrayBuffers) / 1048576).toFixed(0),
    rss_mb: +(mem.rss / 1048576).toFixed(0),
  };
  if (compile) {
    globalThis.gc?.();
    const c2 = cpuMs();
    const w2 = performance.now();
    compileWorkspace(ws, threads ? { intentTrainer: threadedIntentTrainer() } : {});
    row.compile_cpu_s = +((cpuMs() - c2) / 1000).toFixed(2);
    row.compile_wall_s = +((performance.now() - w2) / 1000).toFixed(2);
  }
  rows.push(row);
  console.log(Object.entries(row).map(([k, v]) => `${k}=${v}`).join('  '));
}
console.log(JSON.stringify({ bench: 'intents-scale', rows }));
