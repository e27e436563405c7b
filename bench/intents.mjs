// Intent classification figures: runs the shared checks (`shared/checks/intents.mjs`, and with --peers
// `peers.mjs`, which installs nlp.js in $TMPDIR on first use) in child processes and prints one table,
// then one JSON line. Needs `npm run build` first.
//
//   node bench/intents.mjs                 quick: --limit 1000 test utterances per dataset
//   node bench/intents.mjs --full          every test utterance
//   node bench/intents.mjs --peers         also nlp.js side by side (slow: it trains for minutes on CLINC150)
//   node bench/intents.mjs --shots 5,10,30  the few-shot regime of real workspaces: each dataset trained on the
//                                          first N examples per intent (curves; CLINC150's off-topic recall at 0.2)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const checks = [process.env.PARLEY_SHARED_CHECKS, join(root, '..', 'shared', 'checks')].find((d) => d && existsSync(join(d, 'intents.mjs')));
const args = process.argv.slice(2);
const full = args.includes('--full');
const peers = args.includes('--peers');
const limit = full ? [] : ['--limit', '1000'];

if (!checks) {
  console.log('shared/checks not found (set PARLEY_SHARED_CHECKS)');
  console.log(JSON.stringify({ bench: 'intents', error: 'shared/checks not found' }));
  process.exit(2);
}

/** Run one check script; returns its JSON line (or {error}). */
function run(script, extra) {
  const r = spawnSync(process.execPath, ['--expose-gc', join(checks, script), ...extra], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 16 << 20,
  });
  const last = (r.stdout ?? '').trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last);
  } catch {
    return { error: r.error?.message ?? `exit ${r.status}: ${(r.stderr ?? '').trim().split('\n').at(-1)}` };
  }
}

const shotsAt = args.indexOf('--shots');
const shotsList = shotsAt >= 0 ? String(args[shotsAt + 1] ?? '5,10,30').split(',').map(Number).filter((n) => n > 0) : [10];
const runs = [
  { name: 'clinc150', extra: ['--dataset', 'clinc150', ...limit] },
  { name: 'banking77', extra: ['--dataset', 'banking77', ...limit] },
  ...shotsList.flatMap((n) => [
    { name: `clinc150 ${n}-shot`, extra: ['--dataset', 'clinc150', '--shots', String(n), ...limit] },
    { name: `banking77 ${n}-shot`, extra: ['--dataset', 'banking77', '--shots', String(n), ...limit] },
  ]),
];
const results = {};
for (const { name, extra } of runs) results[name] = run('intents.mjs', extra);

/**
 * CPU time (user + system, this process) of compiling each full training set and of classifying its
 * test utterances: on a shared machine the wall-clock figures of the checks include other processes' time.
 */
async function cpuFigures() {
  const { loadDataset, buildIntentWorkspace, testItems } = await import(pathToFileURL(join(checks, 'intent-data.mjs')).href);
  const { compileWorkspace } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const out = {};
  for (const dataset of ['clinc150', 'banking77']) {
    const ds = loadDataset(dataset);
    const { workspace, nameOf } = buildIntentWorkspace(ds);
    const c0 = cpuMs();
    const engine = compileWorkspace(workspace);
    const compileCpu = cpuMs() - c0;
    const items = testItems(ds, nameOf, 1000);
    for (const [text] of items.slice(0, 50)) engine.classify(text);
    const c1 = cpuMs();
    for (const [text] of items) engine.classify(text);
    globalThis.gc?.();
    const mem = process.memoryUsage();
    out[dataset] = {
      compile_cpu_s: +(compileCpu / 1000).toFixed(2),
      classify_cpu_mean_us: +(((cpuMs() - c1) * 1000) / items.length).toFixed(1),
      // Typed arrays (the model's weights and indexes) live outside the V8 heap: report both.
      heap_used_mb: +(mem.heapUsed / 1048576).toFixed(1),
      array_buffers_mb: +(mem.arrayBuffers / 1048576).toFixed(1),
    };
    engine.classify('keep the engine alive until measured');
  }
  return out;
}
const cpu = await cpuFigures().catch((e) => ({ error: String(e?.message ?? e) }));

const pct = (x) => (typeof x === 'number' ? `${(x * 100).toFixed(1)}%` : '-');
const num = (x, d = 1) => (typeof x === 'number' ? x.toFixed(d) : '-');
console.log(`intent classification (${full ? 'full test sets' : '--limit 1000'}; threshold 0.2)`);
console.log('run                 | in-scope acc | top-1  | OOS recall | compile s | p50 µs | p99 µs | heap MB');
for (const [name, r] of Object.entries(results)) {
  if (r.error) {
    console.log(`${name.padEnd(19)} | error: ${r.error}`);
    continue;
  }
  console.log(
    `${name.padEnd(19)} | ${pct(r.in_scope_accuracy).padStart(12)} | ${pct(r.top1_accuracy).padStart(6)} | ${pct(r.oos_recall).padStart(10)} | ` +
      `${num(r.compile_s, 2).padStart(9)} | ${num(r.classify_p50_us).padStart(6)} | ${num(r.classify_p99_us).padStart(6)} | ${num(r.heap_used_mb).padStart(7)}`,
  );
}

if (shotsList.length > 1) {
  // The few-shot curves: how accuracy and off-topic rejection at the fixed 0.2 grow with examples per intent.
  console.log('\nfew-shot curves (examples per intent → top-1 | in-scope at 0.2 | CLINC150 off-topic recall at 0.2)');
  for (const dataset of ['clinc150', 'banking77']) {
    const points = [...shotsList.map((n) => [String(n), results[`${dataset} ${n}-shot`]]), ['all', results[dataset]]];
    console.log(`${dataset.padEnd(10)} ${points.map(([n, r]) => `${n}: ${pct(r?.top1_accuracy)} | ${pct(r?.in_scope_accuracy)}${r?.oos_recall != null ? ` | ${pct(r.oos_recall)}` : ''}`).join('   ')}`);
  }
}

console.log('\nCPU time (user + system; the wall figures above include other processes on a shared machine):');
if (cpu.error) console.log(`error: ${cpu.error}`);
else {
  for (const [dataset, r] of Object.entries(cpu)) {
    console.log(`${dataset.padEnd(10)} compile ${r.compile_cpu_s} s CPU, classify ${r.classify_cpu_mean_us} µs CPU mean, heap ${r.heap_used_mb} MB + typed arrays ${r.array_buffers_mb} MB`);
  }
}

if (peers) {
  for (const dataset of ['clinc150', 'banking77']) {
    const r = run('peers.mjs', ['--dataset', dataset, ...limit]);
    results[`peers ${dataset}`] = r;
    if (r.error) console.log(`peers ${dataset}: error: ${r.error}`);
    else {
      console.log(`\nparley vs nlp.js on ${dataset}`);
      console.log('engine | in-scope acc | top-1  | OOS recall | train s | p50 µs');
      for (const who of ['parley', 'nlpjs']) {
        const x = r[who] ?? {};
        console.log(`${who.padEnd(6)} | ${pct(x.in_scope_accuracy).padStart(12)} | ${pct(x.top1_accuracy).padStart(6)} | ${pct(x.oos_recall).padStart(10)} | ${num(x.train_s ?? x.compile_s, 2).padStart(7)} | ${num(x.classify_p50_us).padStart(6)}`);
      }
    }
  }
}

const summary = { bench: 'intents', full, cpu };
for (const [name, r] of Object.entries(results)) {
  const key = name.replace(/[^a-z0-9]+/gi, '_');
  summary[key] = r.error
    ? { error: r.error }
    : {
        in_scope_accuracy: r.in_scope_accuracy ?? r.parley?.in_scope_accuracy,
        top1_accuracy: r.top1_accuracy ?? r.parley?.top1_accuracy,
        oos_recall: r.oos_recall ?? r.parley?.oos_recall,
        compile_s: r.compile_s,
        classify_p50_us: r.classify_p50_us,
        classify_p99_us: r.classify_p99_us,
        heap_used_mb: r.heap_used_mb,
        ...(r.nlpjs ? { nlpjs: r.nlpjs } : {}),
      };
}
console.log(JSON.stringify(summary));
