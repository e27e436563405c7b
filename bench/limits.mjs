// Cost curves at 1%, 10% and 100% of the service's limits: compile time, heap and message latency, each
// scale in its own process (so heap figures do not mix). `node bench/limits.mjs [--scales 0.01,0.1,1]`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generateWorkspace } from './synthetic.mjs';
import { measure, heapMb, printTable, emitJson, round } from './lib.mjs';

const args = process.argv.slice(2);
const child = args.indexOf('--child');
if (child !== -1) {
  const scale = Number(args[child + 1]);
  const { compileWorkspace } = await import('../dist/index.js');
  const ws = generateWorkspace(scale);
  const before = heapMb();
  const t0 = performance.now();
  const engine = compileWorkspace(ws);
  const compile_s = (performance.now() - t0) / 1000;
  const heap = heapMb();
  const texts = ws.intents.slice(0, 200).map((i) => i.examples[0].text);
  const now = '2026-11-22T09:00:00Z';
  const m = measure((k) => engine.message({ input: { text: `${texts[k % texts.length]} 3` } }, { now, seed: 's' }), { warmup: 20, iterations: 400, maxMs: 20_000 });
  const counts = { intents: ws.intents.length, examples: ws.intents.reduce((a, i) => a + i.examples.length, 0), nodes: ws.dialog_nodes.length };
  console.log(JSON.stringify({ scale, ...counts, compile_s: round(compile_s, 3), heap_mb: round(heap - before + before, 1), message_p50_us: m.p50_us, message_p99_us: m.p99_us }));
  process.exit(0);
}

const scalesArg = args.indexOf('--scales');
const scales = scalesArg !== -1 ? args[scalesArg + 1].split(',').map(Number) : [0.01, 0.1, 1];
const rows = [];
for (const scale of scales) {
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', fileURLToPath(import.meta.url), '--child', String(scale)], { encoding: 'utf8', timeout: 240_000 });
  const last = (r.stdout ?? '').trim().split('\n').at(-1);
  try {
    rows.push(JSON.parse(last));
  } catch {
    rows.push({ scale, error: (r.stderr || r.error?.message || `exit ${r.status}`).split('\n')[0].slice(0, 120) });
  }
}
printTable(rows, ['scale', 'intents', 'examples', 'nodes', 'compile_s', 'heap_mb', 'message_p50_us', 'message_p99_us', 'error']);
emitJson('limits', { rows });
