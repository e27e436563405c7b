// Prints vitest's JSON results (written by `.ci/run`) as one plain closing line: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

try {
  const r = JSON.parse(readFileSync(process.argv[2] ?? '.vitest-results.json', 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
} catch (e) {
  console.log(`test summary unavailable: ${e.message}`);
}
