// What progress reporting costs: classifyElements on the 58-page Art Effects PDF (the largest real contract we have)
// with and without an onProgress callback, runs interleaved so both see the same machine load; the answers must be
// byte-identical. `PARLEY_DIST_BEFORE=DIR` (a dist/ built from an earlier commit, inside the repo so it finds
// node_modules) adds that build's classifyElements as a third column. Medians of wall and CPU time (user + system of
// the whole process: the pdfjs thread included). Imports dist/ (run `npm run build` first).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { classifyElements } from '../dist/contracts/index.js';
import { emitJson, round } from './lib.mjs';

const pdf = readFileSync(new URL('../test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const before = process.env.PARLEY_DIST_BEFORE
  ? (await import(pathToFileURL(resolve(process.env.PARLEY_DIST_BEFORE, 'contracts/index.js')).href)).classifyElements
  : undefined;

const cases = {
  without: () => classifyElements({ file: pdf }),
  with: () => {
    let events = 0;
    return classifyElements({ file: pdf }, { onProgress: () => events++ }).then((r) => ({ r, events }));
  },
  ...(before ? { before: () => before({ file: pdf }) } : {}),
};

const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, { wall: [], cpu: [] }]));
const answers = {};
for (let i = 0; i < RUNS + 1; i++) {
  for (const [name, run] of Object.entries(cases)) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await run();
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    answers[name] = JSON.stringify(out.r ?? out);
    if (name === 'with') answers.events = out.events;
    // The first round warms the pdfjs thread and the JIT: not counted.
    if (i === 0) continue;
    samples[name].wall.push(wall);
    samples[name].cpu.push((c.user + c.system) / 1000);
  }
}
const mid = (xs) => round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 1);
const result = { runs: RUNS, events: answers.events, identical: answers.with === answers.without && (!before || answers.before === answers.without) };
for (const [name, s] of Object.entries(samples)) {
  result[`${name}_ms`] = mid(s.wall);
  result[`${name}_cpu_ms`] = mid(s.cpu);
}
console.log('case      wall ms   cpu ms');
for (const name of Object.keys(samples)) console.log(`${name.padEnd(9)} ${String(result[`${name}_ms`]).padStart(7)}  ${String(result[`${name}_cpu_ms`]).padStart(7)}`);
emitJson('contracts-progress', result);
process.exit(0);
