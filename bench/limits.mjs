// Cost curves at 1%, 10% and 100% of the service's limits: compile time (wall and CPU), heap and message
// latency, each scale in its own process (so heap figures do not mix). With `--phases`, compile is also
// timed phase by phase (validate, normalize, NLU, dialog; CPU ms), which compiles a second time.
// `node bench/limits.mjs [--scales 0.01,0.1,1] [--phases] [--timeout 600]`
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generateWorkspace } from './synthetic.mjs';
import { measure, heapMb, printTable, emitJson, round } from './lib.mjs';

const args = process.argv.slice(2);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU ms of each compile phase, through the layers' own entry points (same order as compileWorkspace). */
async function phases(ws) {
  const model = await import('../dist/model/index.js');
  const { compileNlu } = await import('../dist/nlu/index.js');
  const { compileDialog } = await import('../dist/dialog/index.js');
  const out = {};
  const time = (name, fn) => {
    const c0 = cpuMs();
    const r = fn();
    out[`${name}_cpu_ms`] = Math.round(cpuMs() - c0);
    return r;
  };
  time('validate', () => model.assertValidWorkspace(ws));
  const normalized = time('normalize', () => model.normalizeWorkspace(ws));
  time('nlu', () => compileNlu(normalized, []));
  time('dialog', () => compileDialog(normalized, []));
  return out;
}

const child = args.indexOf('--child');
if (child !== -1) {
  const scale = Number(args[child + 1]);
  const { compileWorkspace } = await import('../dist/index.js');
  const ws = generateWorkspace(scale);
  const phaseFigures = args.includes('--phases') ? await phases(ws) : {};
  const before = heapMb();
  const t0 = performance.now();
  const c0 = cpuMs();
  const engine = compileWorkspace(ws);
  const compile_cpu_s = (cpuMs() - c0) / 1000;
  const compile_s = (performance.now() - t0) / 1000;
  const heap = heapMb();
  const mem = process.memoryUsage();
  const texts = ws.intents.slice(0, 200).map((i) => i.examples[0].text);
  const now = '2026-11-22T09:00:00Z';
  const m0 = cpuMs();
  // Per-message CPU too: its median is immune to the time other processes take the core (wall p50 is not).
  const cpuSamples = [];
  const m = measure(
    (k) => {
      const c = process.cpuUsage();
      engine.message({ input: { text: `${texts[k % texts.length]} 3` } }, { now, seed: 's' });
      const d = process.cpuUsage(c);
      cpuSamples.push(d.user + d.system);
    },
    { warmup: 100, iterations: 400, maxMs: 20_000 },
  );
  const cpuP50 = cpuSamples.slice(100).sort((a, b) => a - b)[Math.floor((cpuSamples.length - 100) / 2)];
  const message_cpu_us = Math.round(((cpuMs() - m0) * 1000) / (m.n + 100));
  const counts = { intents: ws.intents.length, examples: ws.intents.reduce((a, i) => a + i.examples.length, 0), nodes: ws.dialog_nodes.length };
  console.log(
    JSON.stringify({
      scale,
      ...counts,
      compile_s: round(compile_s, 3),
      compile_cpu_s: round(compile_cpu_s, 3),
      heap_mb: round(heap, 1),
      engine_heap_mb: round(heap - before, 1),
      // Typed arrays (classifier weights, indexes) live outside the V8 heap: count them too.
      array_buffers_mb: round(mem.arrayBuffers / 1048576, 1),
      rss_mb: round(mem.rss / 1048576, 1),
      message_p50_us: m.p50_us,
      message_p99_us: m.p99_us,
      message_cpu_us,
      message_cpu_p50_us: cpuP50,
      ...phaseFigures,
    }),
  );
  process.exit(0);
}

const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const scales = opt('scales')?.split(',').map(Number) ?? [0.01, 0.1, 1];
const timeoutMs = Number(opt('timeout') ?? 240) * 1000;
const rows = [];
for (const scale of scales) {
  const childArgs = ['--expose-gc', '--max-old-space-size=4096', fileURLToPath(import.meta.url), '--child', String(scale)];
  if (args.includes('--phases')) childArgs.push('--phases');
  const r = spawnSync(process.execPath, childArgs, { encoding: 'utf8', timeout: timeoutMs });
  const last = (r.stdout ?? '').trim().split('\n').at(-1);
  try {
    rows.push(JSON.parse(last));
  } catch {
    rows.push({ scale, error: (r.stderr || r.error?.message || `exit ${r.status}`).split('\n')[0].slice(0, 120) });
  }
}
const columns = ['scale', 'intents', 'examples', 'nodes', 'compile_s', 'compile_cpu_s', 'heap_mb', 'engine_heap_mb', 'array_buffers_mb', 'rss_mb', 'message_p50_us', 'message_p99_us', 'message_cpu_us', 'message_cpu_p50_us'];
if (args.includes('--phases')) columns.push('validate_cpu_ms', 'normalize_cpu_ms', 'nlu_cpu_ms', 'dialog_cpu_ms');
printTable(rows, [...columns, 'error']);
emitJson('limits', { rows });
