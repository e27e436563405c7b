// Compile every shared workspace many times: p50 of the whole compileWorkspace, and separately of
// validation and normalization (the model layer's share; NLU training and dialog compilation are the rest).
// Wall-clock percentiles suffer on a shared, loaded machine, so the mean CPU time per call is printed too.
import { readdirSync, readFileSync } from 'node:fs';
import { compileWorkspace, normalizeWorkspace, validateWorkspace } from '../dist/index.js';
import { measure, printTable, emitJson, round } from './lib.mjs';

const dir = new URL('../../shared/data/workspaces/', import.meta.url);

/** Wall p50 (ms) and mean CPU time per call (ms) of `fn`. */
function time(fn, { iterations, maxMs }) {
  const cpu0 = process.cpuUsage();
  const wall = measure(fn, { warmup: 3, iterations, maxMs });
  const cpu = process.cpuUsage(cpu0);
  return { p50: round(wall.p50_us / 1000, 2), cpu: round((cpu.user + cpu.system) / 1000 / (wall.n + 3), 2) };
}

const rows = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const json = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  const validate = time(() => validateWorkspace(json), { iterations: 200, maxMs: 1500 });
  const normalize = time(() => normalizeWorkspace(json), { iterations: 200, maxMs: 1500 });
  const compile = time(() => compileWorkspace(json), { iterations: 30, maxMs: 4000 });
  rows.push({
    workspace: file.replace('.json', ''),
    nodes: (json.dialog_nodes ?? []).length,
    validate_p50_ms: validate.p50,
    validate_cpu_ms: validate.cpu,
    normalize_p50_ms: normalize.p50,
    normalize_cpu_ms: normalize.cpu,
    compile_p50_ms: compile.p50,
    compile_cpu_ms: compile.cpu,
  });
}
printTable(rows);
const bank = rows.find((r) => r.workspace === 'bank-simple');
const total = (key) => round(rows.reduce((sum, r) => sum + r[key], 0), 2);
console.log(
  `\nbank-simple (${bank.nodes} nodes): compile p50 ${bank.compile_p50_ms} ms (target < 50 ms; cpu ${bank.compile_cpu_ms} ms), ` +
    `validate p50 ${bank.validate_p50_ms} ms (cpu ${bank.validate_cpu_ms}), normalize p50 ${bank.normalize_p50_ms} ms (cpu ${bank.normalize_cpu_ms})`,
);
emitJson('compile', {
  bank_simple_compile_p50_ms: bank.compile_p50_ms,
  bank_simple_compile_cpu_ms: bank.compile_cpu_ms,
  bank_simple_validate_p50_ms: bank.validate_p50_ms,
  bank_simple_validate_cpu_ms: bank.validate_cpu_ms,
  bank_simple_normalize_p50_ms: bank.normalize_p50_ms,
  bank_simple_normalize_cpu_ms: bank.normalize_cpu_ms,
  bank_simple_under_50ms: bank.compile_p50_ms < 50,
  sum_validate_p50_ms: total('validate_p50_ms'),
  sum_normalize_p50_ms: total('normalize_p50_ms'),
  sum_compile_p50_ms: total('compile_p50_ms'),
  rows,
});
