#!/usr/bin/env node
// contracts-regex-budget.mjs [--project DIR] [--top N] [--per N] [--file PDF] [--out FILE.json (the patterns, their subjects and sizes)]
// Where V8's regex code budget runs out in a cold classifyElements (issue 18, parts 16–18 of "The cold classify").
// V8 compiles a pattern with its optimisations only while the process holds less than ~16 MB of regex code; past it,
// every later pattern compiles unoptimised. So what counts is each pattern's optimised code in FIRST-USE order.
// 1. One cold call (this process) records every pattern RegExp.prototype runs, in first-use order, with up to 30 subjects.
// 2. Child processes under --no-regexp-tier-up (a pattern compiles natively on its first run, optimised while under the
//    budget: `--per` patterns a child, 100 by default, far below it) compile each pattern afresh on its subjects and read
//    the growth of v8.getHeapCodeStatistics().code_and_metadata_size.
// Prints the crossing index (the first pattern whose running sum passes 16 MiB), the total, and the `--top` largest
// patterns before the crossing. Sizes vary a few % between runs (GC of other code); compare builds with the same script.
import fs from 'node:fs';
import v8 from 'node:v8';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pdfBenchOptions } from './lib.mjs';

const BUDGET = 16 * 1048576;

if (process.argv[2] === '--child') {
  const [, , , file, from, to] = process.argv;
  const pats = JSON.parse(fs.readFileSync(file, 'utf8')).slice(Number(from), Number(to));
  for (const p of pats) {
    const re = new RegExp(p.source, p.flags);
    const before = v8.getHeapCodeStatistics().code_and_metadata_size;
    for (const s of p.subjects) { re.lastIndex = 0; re.exec(s); }
    console.log(v8.getHeapCodeStatistics().code_and_metadata_size - before);
  }
  process.exit(0);
}

const { opt, file, contractsUrl } = pdfBenchOptions();
const top = Number(opt('top', '20'));
const per = Number(opt('per', '100'));
const out = opt('out', '');
const proto = RegExp.prototype;
const seen = new Map();
let depth = 0;
const originals = new Map();
for (const key of ['exec', 'test', Symbol.replace, Symbol.search, Symbol.match, Symbol.matchAll, Symbol.split]) {
  const original = proto[key];
  originals.set(key, original);
  proto[key] = function recorded(...a) {
    if (depth === 0) {
      const id = `${this.flags}/${this.source}`;
      let p = seen.get(id);
      if (!p) seen.set(id, (p = { source: this.source, flags: this.flags, calls: 0, subjects: [] }));
      p.calls++;
      if (p.subjects.length < 30 && typeof a[0] === 'string') p.subjects.push(a[0]);
    }
    depth++;
    try { return original.apply(this, a); } finally { depth--; }
  };
}
const mod = await import(contractsUrl);
await mod.classifyElements({ file: fs.readFileSync(file), fileContentType: 'application/pdf' });
for (const [key, original] of originals) proto[key] = original;

const pats = [...seen.values()];
const tmp = out || `/tmp/regex-budget-${process.pid}.json`;
fs.writeFileSync(tmp, JSON.stringify(pats));
const self = fileURLToPath(import.meta.url);
const sizes = [];
for (let from = 0; from < pats.length; from += per) {
  const r = spawnSync(process.execPath, ['--no-regexp-tier-up', self, '--child', tmp, String(from), String(from + per)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`child ${from}: ${r.stderr}`);
  sizes.push(...r.stdout.trim().split('\n').map(Number));
}
if (!out) fs.unlinkSync(tmp);
else fs.writeFileSync(tmp, JSON.stringify(pats.map((p, i) => ({ ...p, bytes: sizes[i] }))));
let sum = 0;
let crossing = -1;
for (let i = 0; i < sizes.length; i++) {
  sum += sizes[i];
  if (crossing < 0 && sum > BUDGET) crossing = i;
}
console.log(`${pats.length} patterns in first-use order, ${(sum / 1e6).toFixed(1)} MB of optimised code; 16 MiB crossed at pattern #${crossing}`);
const before = pats.slice(0, crossing < 0 ? pats.length : crossing).map((p, i) => ({ i, bytes: sizes[i], ...p }));
before.sort((a, b) => b.bytes - a.bytes);
for (const r of before.slice(0, top)) {
  const id = `/${r.source}/${r.flags}`;
  console.log(`#${String(r.i).padEnd(5)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB ${String(r.source.length).padStart(6)} chars ${String(r.calls).padStart(6)} calls  ${id.length > 90 ? `${id.slice(0, 87)}…` : id}`);
}
console.log(JSON.stringify({ bench: 'contracts-regex-budget', patterns: pats.length, crossing, total_mb: Number((sum / 1e6).toFixed(1)) }));
process.exit(0);
