#!/usr/bin/env node
// contracts-regex-code.mjs [--project DIR] [--top N] [--file PDF]    (run it as: node --no-regexp-tier-up bench/…)
// How much native code each regular expression of a classifyElements carries (issue 18, h25regex). One call records
// every pattern RegExp.prototype runs (source, flags, calls, its first 40 string inputs); then each pattern is compiled
// afresh (a `(?:)` appended: no compilation-cache hit) and run twice on its inputs, one-byte and two-byte (V8 compiles
// one native copy per string width), and the growth of v8.getHeapCodeStatistics().code_and_metadata_size is its size.
// Without --no-regexp-tier-up a regex run twice may still be bytecode and the sizes are not native code's.
import fs from 'node:fs';
import v8 from 'node:v8';
import { pdfBenchOptions } from './lib.mjs';

const { opt, file, contractsUrl } = pdfBenchOptions();
const top = Number(opt('top', '25'));
const mod = await import(contractsUrl);

const seen = new Map();
const proto = RegExp.prototype;
const originals = new Map();
let depth = 0;
for (const key of ['exec', 'test', Symbol.replace, Symbol.search, Symbol.match, Symbol.matchAll, Symbol.split]) {
  const original = proto[key];
  originals.set(key, original);
  proto[key] = function recorded(...a) {
    if (depth === 0) {
      const id = `/${this.source}/${this.flags}`;
      const p = seen.get(id) ?? { source: this.source, flags: this.flags, calls: 0, inputs: [] };
      p.calls++;
      if (p.inputs.length < 40 && typeof a[0] === 'string') p.inputs.push(a[0]);
      seen.set(id, p);
    }
    depth++;
    try { return original.apply(this, a); } finally { depth--; }
  };
}
await mod.classifyElements({ file: fs.readFileSync(file), fileContentType: 'application/pdf' });
for (const [key, original] of originals) proto[key] = original;

const codeBytes = () => v8.getHeapCodeStatistics().code_and_metadata_size;
const rows = [];
for (const p of seen.values()) {
  const inputs = p.inputs.length > 0 ? p.inputs : ['x'];
  const before = codeBytes();
  const re = new RegExp(`${p.source}(?:)`, p.flags.replace(/[gy]/g, ''));
  for (let k = 0; k < 2; k++) for (const s of inputs) { re.test(s); re.test(`${s}\u2019`); }
  rows.push({ bytes: codeBytes() - before, ...p });
}
rows.sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((s, r) => s + r.bytes, 0);
console.log(`${rows.length} patterns, ${(total / 1e6).toFixed(1)} MB of code compiled afresh (flags: ${process.execArgv.join(' ') || 'V8 defaults'})`);
let running = 0;
for (const r of rows.slice(0, top)) {
  running += r.bytes;
  const id = `/${r.source}/${r.flags}`;
  console.log(`${(r.bytes / 1024).toFixed(0).padStart(6)} KB ${(100 * running / total).toFixed(0).padStart(3)} %  ${String(r.source.length).padStart(6)} chars ${String(r.calls).padStart(6)} calls  ${id.length > 100 ? `${id.slice(0, 97)}…` : id}`);
}
process.exit(0);
