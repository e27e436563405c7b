// Compile and message on every shared workspace: compile p50, message p50/p99 with the workspace's own examples.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { compileWorkspace } from '../dist/index.js';
import { measure, printTable, emitJson, round } from './lib.mjs';

const dir = new URL('../../shared/data/workspaces/', import.meta.url);
const rows = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const json = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  const compiles = [];
  let engine;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    engine = compileWorkspace(json);
    compiles.push(performance.now() - t0);
  }
  compiles.sort((a, b) => a - b);
  const texts = (json.intents ?? []).flatMap((i) => (i.examples ?? []).map((e) => e.text)).slice(0, 300);
  if (texts.length === 0) texts.push('hello');
  let context;
  const c0 = process.cpuUsage();
  const m = measure(
    (k) => {
      const r = engine.message({ input: { text: texts[k % texts.length] }, ...(context ? { context } : {}) }, { now: '2026-11-22T09:00:00Z', seed: 'b' });
      context = k % 10 === 9 ? undefined : r.context;
    },
    { warmup: 50, iterations: 2000, maxMs: 3000 },
  );
  // CPU per message (warm-up included): on a loaded machine, the throughput one core really gives.
  const cpu = process.cpuUsage(c0);
  const cpuUs = (cpu.user + cpu.system) / (m.n + 50);
  rows.push({ workspace: file.replace('.json', ''), compile_ms: round(compiles[2], 1), message_p50_us: m.p50_us, message_p99_us: m.p99_us, ops_per_s: m.ops_per_s, cpu_us: Math.round(cpuUs), ops_per_cpu_s: Math.round(1e6 / cpuUs) });
}
printTable(rows);
emitJson('message', { rows });
