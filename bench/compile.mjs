// Compile every shared workspace many times: p50 of the whole compileWorkspace, and separately of
// validation and normalization (the model layer's share; NLU training and dialog compilation are the rest).
import { readdirSync, readFileSync } from 'node:fs';
import { compileWorkspace, normalizeWorkspace, validateWorkspace } from '../dist/index.js';
import { measure, printTable, emitJson, round } from './lib.mjs';

const dir = new URL('../../shared/data/workspaces/', import.meta.url);
const ms = (us) => round(us / 1000, 2);
const rows = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const json = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  const validate = measure(() => validateWorkspace(json), { warmup: 10, iterations: 200, maxMs: 1500 });
  const normalize = measure(() => normalizeWorkspace(json), { warmup: 10, iterations: 200, maxMs: 1500 });
  const compile = measure(() => compileWorkspace(json), { warmup: 2, iterations: 30, maxMs: 4000 });
  rows.push({
    workspace: file.replace('.json', ''),
    nodes: (json.dialog_nodes ?? []).length,
    validate_p50_ms: ms(validate.p50_us),
    normalize_p50_ms: ms(normalize.p50_us),
    compile_p50_ms: ms(compile.p50_us),
    compile_runs: compile.n,
  });
}
printTable(rows);
const bank = rows.find((r) => r.workspace === 'bank-simple');
const total = (key) => round(rows.reduce((sum, r) => sum + r[key], 0), 2);
console.log(`\nbank-simple (${bank.nodes} nodes): compile p50 ${bank.compile_p50_ms} ms (target < 50 ms), validate ${bank.validate_p50_ms} ms, normalize ${bank.normalize_p50_ms} ms`);
emitJson('compile', {
  bank_simple_compile_p50_ms: bank.compile_p50_ms,
  bank_simple_validate_p50_ms: bank.validate_p50_ms,
  bank_simple_normalize_p50_ms: bank.normalize_p50_ms,
  bank_simple_under_50ms: bank.compile_p50_ms < 50,
  sum_validate_p50_ms: total('validate_p50_ms'),
  sum_normalize_p50_ms: total('normalize_p50_ms'),
  sum_compile_p50_ms: total('compile_p50_ms'),
  rows,
});
