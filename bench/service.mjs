// The service twin: createWorkspace(bank-simple) end to end (validation, audit stamping, store commit),
// an element write on that big workspace, and listLogs / listAllLogs with a filter over 100,000 stored
// logs (a rare match, so the scan covers every log, and a common one).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { AssistantV1, MemoryStore } from '../dist/index.js';
import { SnapshotLog } from '../dist/service/index.js';
import { summarize, printTable, emitJson, round } from './lib.mjs';

const bank = JSON.parse(readFileSync(new URL('../../shared/data/workspaces/bank-simple.json', import.meta.url), 'utf8'));
const ms = (us) => round(us / 1000, 2);

// Wall time and CPU time (user + system) per call: on a shared, overloaded machine the wall time
// includes waiting for a core, the CPU time does not.
async function timeAsync(fn, { warmup = 3, iterations = 30, maxMs = 8000 } = {}) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples = [];
  const cpu = [];
  const deadline = performance.now() + maxMs;
  for (let i = 0; i < iterations; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn(i);
    samples.push((performance.now() - t0) * 1000);
    const c = process.cpuUsage(c0);
    cpu.push(c.user + c.system);
    if (performance.now() > deadline && samples.length >= 5) break;
  }
  return { ...summarize(samples), cpu_p50_us: summarize(cpu).p50_us };
}

const rows = [];
const assistant = new AssistantV1({ version: '2021-06-14' });
const create = await timeAsync(() => assistant.createWorkspace(bank));
rows.push({ operation: 'createWorkspace(bank-simple)', p50_ms: ms(create.p50_us), cpu_p50_ms: ms(create.cpu_p50_us), p99_ms: ms(create.p99_us), runs: create.n, target_ms: 100 });

const { result } = await assistant.createWorkspace(bank);
const id = result.workspace_id;
let n = 0;
const createIntent = await timeAsync(() => { n += 1; return assistant.createIntent({ workspaceId: id, intent: `bench_${n}`, examples: [{ text: `bench example ${n}` }] }); });
rows.push({ operation: 'createIntent on bank-simple', p50_ms: ms(createIntent.p50_us), cpu_p50_ms: ms(createIntent.cpu_p50_us), p99_ms: ms(createIntent.p99_us), runs: createIntent.n, target_ms: '' });
const getExport = await timeAsync(() => assistant.getWorkspace({ workspaceId: id, _export: true }), { warmup: 1 });
rows.push({ operation: 'getWorkspace(export) bank-simple', p50_ms: ms(getExport.p50_us), cpu_p50_ms: ms(getExport.cpu_p50_us), p99_ms: ms(getExport.p99_us), runs: getExport.n, target_ms: '' });

// 100,000 logs committed straight into the store (as 100,000 message calls would leave them).
const LOGS = 100_000;
const store = new MemoryStore();
const logged = new AssistantV1({ version: '2021-06-14', store });
const ws = (await logged.createWorkspace({ name: 'logs', language: 'en' })).result.workspace_id;
const words = ['balance', 'transfer', 'card', 'loan', 'hello', 'open account', 'close account', 'fees'];
const start = Date.parse('2026-01-01T00:00:00Z');
const batch = [];
for (let i = 0; i < LOGS; i++) {
  const text = `${words[i % words.length]} request ${i}`;
  const intent = words[(i * 7) % words.length].replace(' ', '_');
  const ts = new Date(start + i * 1000).toISOString();
  const log = {
      request: { input: { text }, context: { conversation_id: `c${i % 5000}`, metadata: { deployment: i % 2 ? 'prod' : 'test' } } },
      response: {
        input: { text },
        intents: [{ intent, confidence: 0.5 + (i % 50) / 100 }],
        entities: [],
        output: { text: ['ok'], log_messages: [], nodes_visited: ['node_1'] },
        context: { conversation_id: `c${i % 5000}` },
      },
      log_id: `log-${i}`,
      request_timestamp: ts,
      response_timestamp: ts,
      workspace_id: ws,
      language: 'en',
  };
  // As message() stores them: request and response kept as JSON text, parsed when first read.
  const { request, response, ...fields } = log;
  batch.push({ customer_ids: [], log: new SnapshotLog(JSON.stringify(request), JSON.stringify(response), fields) });
}
store.commit({ addLogs: batch });

// Cold: a filter not seen before (a different one per call), so every call scans all 100,000 logs.
// Warm: the same filter again; the service caches a filter's matches until the logs change.
let k = 0;
const rareFilter = () => `request.input.text::"fees request ${99999 - (k++ % 1000)}"`;
const rare = 'request.input.text::"fees request 99999"';
const common = 'response.intents:intent::transfer,request.context.metadata.deployment::prod';
const listRare = await timeAsync(() => logged.listLogs({ workspaceId: ws, filter: rareFilter() }), { warmup: 10, iterations: 40 });
rows.push({ operation: `listLogs 100k, new rare filter (full scan)`, p50_ms: ms(listRare.p50_us), cpu_p50_ms: ms(listRare.cpu_p50_us), p99_ms: ms(listRare.p99_us), runs: listRare.n, target_ms: 50 });
const listWarm = await timeAsync(() => logged.listLogs({ workspaceId: ws, filter: rare }), { warmup: 3, iterations: 40 });
rows.push({ operation: `listLogs 100k, same rare filter (cached)`, p50_ms: ms(listWarm.p50_us), cpu_p50_ms: ms(listWarm.cpu_p50_us), p99_ms: ms(listWarm.p99_us), runs: listWarm.n, target_ms: 50 });
let c = 0;
const listCommon = await timeAsync(() => logged.listLogs({ workspaceId: ws, filter: `${common},request.input.text:!zz${c++}` }), { warmup: 3, iterations: 20 });
rows.push({ operation: `listLogs 100k, new common filter`, p50_ms: ms(listCommon.p50_us), cpu_p50_ms: ms(listCommon.cpu_p50_us), p99_ms: ms(listCommon.p99_us), runs: listCommon.n, target_ms: 50 });
let f = 0;
const listAll = await timeAsync(() => logged.listAllLogs({ filter: `language::en,workspace_id::${ws},request.input.text:~"feez request 9999${f++ % 10}"` }), { warmup: 2, iterations: 10 });
rows.push({ operation: `listAllLogs 100k, new fuzzy filter`, p50_ms: ms(listAll.p50_us), cpu_p50_ms: ms(listAll.cpu_p50_us), p99_ms: ms(listAll.p99_us), runs: listAll.n, target_ms: '' });
const check = (await logged.listLogs({ workspaceId: ws, filter: rare })).result.logs.length;

printTable(rows);
console.log(`load average (1 min): ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores`);
console.log(`\nrare filter found ${check} log(s) among ${LOGS}`);
emitJson('service', {
  load_average_1m: round((await import('node:os')).loadavg()[0], 1),
  create_workspace_bank_simple_p50_ms: ms(create.p50_us),
  create_workspace_bank_simple_cpu_p50_ms: ms(create.cpu_p50_us),
  create_workspace_under_100ms: ms(create.p50_us) <= 100,
  create_workspace_under_100ms_cpu: ms(create.cpu_p50_us) <= 100,
  create_intent_bank_simple_p50_ms: ms(createIntent.p50_us),
  list_logs_100k_full_scan_p50_ms: ms(listRare.p50_us),
  list_logs_100k_full_scan_cpu_p50_ms: ms(listRare.cpu_p50_us),
  list_logs_100k_cached_p50_ms: ms(listWarm.p50_us),
  list_logs_100k_common_p50_ms: ms(listCommon.p50_us),
  list_logs_under_50ms: ms(listRare.p50_us) <= 50,
  list_logs_under_50ms_cpu: ms(listRare.cpu_p50_us) <= 50,
  list_all_logs_fuzzy_p50_ms: ms(listAll.p50_us),
});
