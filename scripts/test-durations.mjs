// Writes test/setup/file-durations.json, the order the suite's files start in (test/setup/longest-first.ts), from
// vitest's JSON report of a whole run: `node scripts/test-durations.mjs [.vitest-results.json [out.json]]` (`.ci/run`
// writes the report).
// A file's duration is its first test's start to its last test's end; files under 1,000 ms are left out (ordered by
// size after the listed ones), durations rounded to 100 ms, paths sorted, so that a new run moves few lines.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const LISTED_FROM_MS = 1_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = JSON.parse(readFileSync(process.argv[2] ?? join(root, '.vitest-results.json'), 'utf8'));
const files = {};
for (const result of report.testResults) {
  const ms = result.endTime - result.startTime;
  if (!(ms >= LISTED_FROM_MS)) continue;
  // A report written in another clone: its path from the clone's last test/ or examples/ directory (none below them).
  const path = result.name.split('\\').join('/');
  const at = Math.max(path.lastIndexOf('/test/'), path.lastIndexOf('/examples/'));
  files[at >= 0 ? path.slice(at + 1) : relative(root, path)] = Math.round(ms / 100) * 100;
}
const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
const out = process.argv[3] ?? join(root, 'test/setup/file-durations.json');
writeFileSync(out, `${JSON.stringify({ from: new Date(report.startTime).toISOString().slice(0, 10), files: sorted }, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} files of ${report.testResults.length} listed in ${relative(root, out)}`);
