#!/usr/bin/env node
// hostile-full.mjs [--from 8000,16000] [--files REGEX]
// The hostile-text cases at full strength (issue 18). Every test file that times a case with `readsLinearly`
// (test/security/linear-time.ts) runs in the suite with its smaller run at 4,000 characters and its larger at 16,000:
// at 8,000 / 32,000 those files were a third of the suite's time and took it past its 10-minute bound (session 56).
// This runs the same files again with PARLEY_LINEAR_FROM at each length of --from (default 8,000, the suite's size
// until session 56; 16,000 reads four times the suite's text and fails a quadratic share four times smaller), and
// prints per length the files, cases passed and failed, and the wall time; a failing case's message names its
// lengths and times. Run it before a release, or after a change to a pattern the hostile files reach.
// The last line is the JSON summary `npm run bench` collects. Exit code 1 when a case failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const lengths = opt('from', '8000').split(',').map(Number);
const only = new RegExp(opt('files', '.'));

/** Every test file that imports the linear-time check, relative to the repo root. */
function timedFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...timedFiles(rel));
    else if (entry.name.endsWith('.test.ts') && fs.readFileSync(path.join(root, rel), 'utf8').includes('linear-time.js')) found.push(rel);
  }
  return found;
}

const files = timedFiles('test').filter((f) => only.test(f)).sort();
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const summary = { files: files.length };
let failed = false;
for (const from of lengths) {
  const out = path.join(os.tmpdir(), `parley-hostile-${process.pid}-${from}.json`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [vitest, 'run', ...files, '--reporter=dot', '--reporter=json', `--outputFile=${out}`], {
    cwd: root,
    env: { ...process.env, PARLEY_LINEAR_FROM: String(from) },
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 2 ** 20,
  });
  const seconds = (Date.now() - started) / 1000;
  let passed = 0;
  const failures = [];
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    fs.rmSync(out, { force: true });
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'passed') passed++;
        else if (test.status === 'failed') failures.push(`${path.relative(root, file.name)} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`);
      }
    }
  } catch {
    failures.push(`vitest gave no report (exit ${run.status}): ${(run.stderr ?? '').split('\n').slice(-5).join(' ')}`);
  }
  console.log(`${from.toLocaleString('en')} / ${(4 * from).toLocaleString('en')} characters: ${files.length} files, ${passed} passed, ${failures.length} failed, ${seconds.toFixed(0)} s`);
  for (const failure of failures) console.log(`  FAIL ${failure}`);
  summary[`from_${from}`] = { passed, failed: failures.length, seconds: Math.round(seconds) };
  failed ||= failures.length > 0;
}
console.log(JSON.stringify(summary));
process.exitCode = failed ? 1 : 0;
