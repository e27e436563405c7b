// `npm run bench [-- name ...]`: runs every bench/<name>.mjs (or the ones named) in its own process,
// collects the JSON line each prints last, prints one table and writes bench/results/<date>.json.
import { spawnSync } from 'node:child_process';
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const NOT_CASES = new Set(['run.mjs', 'lib.mjs', 'synthetic.mjs']);
const all = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && !NOT_CASES.has(f) && !f.startsWith('_'))
  .map((f) => f.slice(0, -4))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const cases = wanted.length > 0 ? all.filter((c) => wanted.includes(c)) : all;
if (wanted.length > 0 && cases.length !== wanted.length) {
  console.error(`unknown bench: ${wanted.filter((w) => !all.includes(w)).join(', ')} (have: ${all.join(', ')})`);
  process.exit(2);
}

/** Cases that run longer than the default five minutes by design: the hostile files at full strength, a fuzz run. */
const TIMEOUT_MS = { 'hostile-full': 3_600_000, 'fuzz-classify': 900_000 };

const results = {};
for (const name of cases) {
  const t0 = Date.now();
  const run = spawnSync(process.execPath, ['--expose-gc', join(here, `${name}.mjs`)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: TIMEOUT_MS[name] ?? 300_000,
  });
  const lines = (run.stdout ?? '').trim().split('\n');
  process.stdout.write(`\n## ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n${lines.slice(0, -1).join('\n')}\n`);
  try {
    results[name] = JSON.parse(lines.at(-1));
  } catch {
    results[name] = { error: run.error?.message ?? `exit ${run.status}` };
  }
}

console.log('\n## summary');
for (const [name, r] of Object.entries(results)) console.log(`${name.padEnd(16)} ${JSON.stringify(r)}`);
const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
mkdirSync(join(here, 'results'), { recursive: true });
const file = join(here, 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ machine, results }, null, 2));
console.log(`\nwritten: ${file}`);
