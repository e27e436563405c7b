// Shared measurement helpers for bench/*.mjs scripts: warm-up, many iterations, percentiles, heap.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Times `fn` after `warmup` untimed calls; returns µs percentiles, mean and ops/s. */
export function measure(fn, { warmup = 50, iterations = 1000, maxMs = 5000 } = {}) {
  for (let i = 0; i < warmup; i++) fn(i);
  const samples = [];
  const deadline = performance.now() + maxMs;
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn(i);
    samples.push((performance.now() - t0) * 1000);
    if (performance.now() > deadline && samples.length >= 20) break;
  }
  return summarize(samples);
}

export function summarize(samplesUs) {
  const s = [...samplesUs].sort((a, b) => a - b);
  const pick = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return {
    n: s.length,
    p50_us: round(pick(0.5)),
    p99_us: round(pick(0.99)),
    mean_us: round(mean),
    ops_per_s: Math.round(1e6 / mean),
  };
}

export function heapMb() {
  if (global.gc) {
    global.gc();
    global.gc();
  }
  return round(process.memoryUsage().heapUsed / 1048576);
}

export function round(x, digits = 2) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Prints rows as an aligned table. */
export function printTable(rows, columns = Object.keys(rows[0] ?? {})) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => r[c])));
}

/** The last line of every bench script: one JSON object. */
export function emitJson(name, figures) {
  console.log(JSON.stringify({ bench: name, ...figures }));
}

/**
 * `options` with each `--set path=value` applied (value as JSON), e.g. `--set calibration.fullSimilarity=0.35`,
 * `--set embedding=null`: copies along the path, the defaults are never changed.
 */
export function withOverrides(options, settings) {
  let out = options;
  for (const s of settings) {
    const eq = s.indexOf('=');
    out = setPath(out, s.slice(0, eq), JSON.parse(s.slice(eq + 1)));
  }
  return out;
}

function setPath(obj, path, value) {
  const keys = path.split('.');
  const copy = { ...obj };
  let at = copy;
  for (const k of keys.slice(0, -1)) {
    at[k] = { ...at[k] };
    at = at[k];
  }
  at[keys.at(-1)] = value;
  return copy;
}

/**
 * The shared data and checks beside the repository (`../shared`, or `PARLEY_SHARED`); benches that need them stop
 * with exit 2 and one line when there are none (a user's clone has no `../shared`).
 */
export function sharedDir() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = [process.env.PARLEY_SHARED, join(root, '..', 'shared')].find((d) => d && existsSync(join(d, 'data')) && existsSync(join(d, 'checks')));
  if (!dir) {
    console.log('shared/ not found (set PARLEY_SHARED)');
    process.exit(2);
  }
  return dir;
}

/** The 58-page Art Effects contract, the largest real one the repo holds (the shared data has the same bytes). */
export const ART_EFFECTS_PDF = fileURLToPath(new URL('../test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf', import.meta.url));

/**
 * The command line of the benches that classify one PDF with a build (contracts-cold-classify, -regex-cost,
 * -regex-code): `opt('name', default)` reads `--name value`, `project` is the repo whose dist/ is measured (--project,
 * for A/B runs of two builds), `file` the PDF (--file, the Art Effects contract by default), `contractsUrl` the build's
 * contracts entry, imported by the caller when it chooses (the cold bench times the import).
 */
export function pdfBenchOptions(args = process.argv.slice(2)) {
  const opt = (name, dflt) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : dflt;
  };
  const project = resolve(opt('project', join(dirname(fileURLToPath(import.meta.url)), '..')));
  return { args, opt, project, file: opt('file', ART_EFFECTS_PDF), contractsUrl: pathToFileURL(join(project, 'dist', 'contracts', 'index.js')).href };
}

/** Every value given after `--name` on the command line, in order: `--set a=1 --set b=2` gives `['a=1', 'b=2']`. */
export function flagValues(name, args = process.argv.slice(2)) {
  return args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
}
