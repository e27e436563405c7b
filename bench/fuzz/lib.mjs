// The fuzz harness shared by every surface: a seeded generator, a time-boxed loop and the three checks
// (an exception that is not a ParleyError, a case over the time limit, a change to Object.prototype).
// Usage of a surface: node bench/fuzz/<surface>.mjs [--seconds N] [--seed S] [--limit-ms MS]
import { writeSync } from 'node:fs';
import { ParleyError } from '../../dist/index.js';
import { mulberry32 } from '../../dist/model/random.js';

export function parseArgs(argv = process.argv.slice(2)) {
  const opts = { seconds: 10, seed: 1, limitMs: 1000, verbose: false, replay: undefined, dump: undefined, trace: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seconds') opts.seconds = Number(argv[++i]);
    else if (a === '--seed') opts.seed = Number(argv[++i]);
    else if (a === '--limit-ms') opts.limitMs = Number(argv[++i]);
    else if (a === '--verbose') opts.verbose = true;
    // --case N: rebuild the inputs up to case N, run only that one with its stack, --dump FILE writes its input.
    else if (a === '--case') opts.replay = Number(argv[++i]);
    else if (a === '--dump') opts.dump = argv[++i];
    // --trace: each case's number on stderr before it runs, written synchronously, so a case that kills the process
    // (a fatal V8 error, an out-of-memory abort) is named by the last line.
    else if (a === '--trace') opts.trace = true;
  }
  return opts;
}

/** The engine's seeded generator (mulberry32), with the helpers the fuzzers draw from. */
export function rng(seed) {
  const next = mulberry32(seed);
  const r = {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
  return r;
}

const PROTO_NAMES = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const ARRAY_PROTO_NAMES = () => Object.getOwnPropertyNames(Array.prototype).sort().join(',');

/** Short, printable description of an input (long strings are abbreviated as 'x'.repeat(n)). */
export function show(value, max = 600) {
  let text;
  try {
    text = JSON.stringify(value, (k, v) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v));
  } catch {
    text = String(value);
  }
  if (text === undefined) text = String(value);
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

/**
 * Runs `step(r, i)` (which builds one input and returns { input, run }) until the time is up.
 * `run()` may return a promise. Prints every finding; returns the summary object (also printed as JSON).
 */
export async function fuzz(surface, step, opts = parseArgs()) {
  const r = rng(opts.seed);
  if (opts.replay !== undefined) return replay(step, r, opts);
  const protoBefore = PROTO_NAMES();
  const arrayBefore = ARRAY_PROTO_NAMES();
  const started = Date.now();
  const findings = [];
  const seen = new Set();
  let cases = 0;
  let parleyErrors = 0;
  while (Date.now() - started < opts.seconds * 1000) {
    const { input, run, describe } = step(r, cases);
    if (opts.trace) writeSync(2, `case ${cases}\n`);
    cases++;
    const t0 = performance.now();
    let kind;
    let detail;
    try {
      await run();
    } catch (e) {
      if (e instanceof ParleyError || e?.name === 'ParleyError') {
        parleyErrors++;
        if (!(typeof e.status === 'number' && e.status >= 400)) { kind = 'parley-error-without-status'; detail = e.message; }
      } else {
        kind = 'non-parley-error';
        detail = `${e?.name}: ${e?.message}`.slice(0, 300) + (opts.verbose ? `\n${e?.stack}` : '');
      }
    }
    const ms = performance.now() - t0;
    if (!kind && ms > opts.limitMs) { kind = 'slow'; detail = `${ms.toFixed(0)} ms`; }
    if (PROTO_NAMES() !== protoBefore || ARRAY_PROTO_NAMES() !== arrayBefore || ({}).polluted !== undefined) {
      kind = 'prototype-changed';
      detail = PROTO_NAMES();
    }
    if (kind) {
      const key = `${kind}:${String(detail).split('\n')[0].replace(/\d+/g, 'N').slice(0, 120)}`;
      if (!seen.has(key)) {
        seen.add(key);
        const text = describe ? describe() : show(input);
        findings.push({ kind, detail, case: cases - 1, input: text });
        console.log(`FINDING #${findings.length} [${kind}] case ${cases - 1}: ${detail}\n  input: ${text}`);
      }
      if (kind === 'prototype-changed') break;
    }
  }
  const summary = { surface, seed: opts.seed, seconds: opts.seconds, cases, parleyErrors, findings: findings.length };
  console.log(JSON.stringify(summary));
  return summary;
}

async function replay(step, r, opts) {
  let c;
  for (let i = 0; i <= opts.replay; i++) c = step(r, i);
  if (opts.dump) {
    const fs = await import('node:fs');
    fs.writeFileSync(opts.dump, typeof c.input === 'string' || c.input instanceof Uint8Array ? c.input : JSON.stringify(c.input));
  }
  console.log(c.describe ? c.describe() : show(c.input));
  const t0 = performance.now();
  try {
    await c.run();
    console.log('no exception');
  } catch (e) {
    console.log(e instanceof ParleyError ? `ParleyError ${e.status} ${e.body}` : e?.stack);
  }
  console.log(`${(performance.now() - t0).toFixed(0)} ms`);
}

/** Hostile values for "wrong type at a random path". */
export function hostileValue(r) {
  switch (r.int(16)) {
    case 0: return null;
    case 1: return r.int(3) === 0 ? -1 : r.pick([0, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER]);
    case 2: return r.pick([true, false]);
    case 3: return '';
    case 4: return 'x'.repeat(r.pick([1000, 100000, 1000000]));
    case 5: return [];
    case 6: return {};
    case 7: return r.pick(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']);
    case 8: return JSON.parse('{"__proto__":{"polluted":1}}');
    case 9: return { constructor: { prototype: { polluted: 1 } } };
    case 10: return nest(r.pick([50, 99, 101, 5000]));
    case 11: return [null, 1, 'a', {}, []];
    case 12: return r.pick(['(a+)+$', '(\\w+\\W\\w+)+$', '((a|a)*)*b', '[', '\\', '(?<=a)b', '(a{2,64}){2,64}$']);
    case 13: return '\u0000\ud800\uffff' + '😀'.repeat(r.int(2000));
    case 14: return r.pick(['<? T(java.lang.Runtime).getRuntime() ?>', "<? 'a'.constructor ?>", '$__proto__', "<? $x.__proto__ ?>", '<? ' + '('.repeat(500) + ' ?>']);
    default: return { a: [1, { b: 'c' }] };
  }
}

export function nest(depth) {
  let v = 'leaf';
  for (let i = 0; i < depth; i++) v = (i & 1) ? [v] : { k: v };
  return v;
}

/** Every [container, key] path in a JSON value (sampled when large). */
export function paths(value, limit = 5000) {
  const out = [];
  const walk = (v, trail) => {
    if (out.length >= limit) return;
    if (v === null || typeof v !== 'object') return;
    for (const k of Object.keys(v)) {
      out.push([v, k, trail]);
      walk(v[k], trail.concat(k));
    }
  };
  walk(value, []);
  return out;
}

export function clone(v) {
  return JSON.parse(JSON.stringify(v));
}
