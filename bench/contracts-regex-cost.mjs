#!/usr/bin/env node
// contracts-regex-cost.mjs [--project DIR] [--top N] [--runs N] [--file PDF]
// Which regular expressions a warm classifyElements of the 58-page PDF spends its time in (issue 18, h24perf): one
// warm-up call, then RegExp.prototype's entry points (exec, test, and the string methods' Symbol hooks) are wrapped with
// a timer, and N more calls are timed per pattern (outermost call only: a replace's inner exec is not counted twice).
// The wrapper takes V8 off its unmodified-prototype fast paths, so totals are larger than an unwrapped run's; the
// ranking is what it is for. Prints the top N patterns by time: ms per call of classifyElements, calls, source.
import fs from 'node:fs';
import { pdfBenchOptions } from './lib.mjs';

const { opt, file, contractsUrl } = pdfBenchOptions();
const top = Number(opt('top', '20'));
const runs = Number(opt('runs', '3'));
const pdf = fs.readFileSync(file);
const mod = await import(contractsUrl);
const call = () => mod.classifyElements({ file: pdf, fileContentType: 'application/pdf' });
await call();

const cost = new Map();
let depth = 0;
const proto = RegExp.prototype;
for (const key of ['exec', 'test', Symbol.replace, Symbol.search, Symbol.match, Symbol.matchAll, Symbol.split]) {
  const original = proto[key];
  proto[key] = function timed(...a) {
    if (depth > 0) return original.apply(this, a);
    depth++;
    const t0 = process.hrtime.bigint();
    try { return original.apply(this, a); } finally {
      const ns = process.hrtime.bigint() - t0;
      depth--;
      const id = `/${this.source}/${this.flags}`;
      const c = cost.get(id) ?? { ns: 0n, calls: 0 };
      c.ns += ns; c.calls++;
      cost.set(id, c);
    }
  };
}
const c0 = process.cpuUsage();
for (let i = 0; i < runs; i++) await call();
const u = process.cpuUsage(c0);
const rows = [...cost].map(([id, c]) => ({ id, ms: Number(c.ns) / 1e6 / runs, calls: c.calls / runs })).sort((a, b) => b.ms - a.ms);
const total = rows.reduce((s, r) => s + r.ms, 0);
console.log(`warm calls ${runs}, CPU ${((u.user + u.system) / 1000 / runs).toFixed(0)} ms a call (wrapped), regex time ${total.toFixed(0)} ms a call over ${rows.length} patterns, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
for (const r of rows.slice(0, top)) console.log(`${r.ms.toFixed(1).padStart(7)} ms ${String(Math.round(r.calls)).padStart(6)}  ${r.id.length > 160 ? `${r.id.slice(0, 157)}…` : r.id}`);
