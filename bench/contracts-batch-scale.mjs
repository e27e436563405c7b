// How a batch's cost grows with its number of documents (issue 18). Each size gets fresh directory buckets of
// one-line .txt documents (html_conversion: the cheapest function, so the batch's own bookkeeping shows) and a
// record store: a directory (`--store dir`, as `parley serve --data`; the default) or memory (`--store memory`).
// Reports wall time, CPU time (user + system of this process) and CPU per document; a constant per-document cost
// is a flat last column.
// Usage: npm run build && node bench/contracts-batch-scale.mjs [--sizes 1000,2000,4000,8000,16000] [--store dir|memory]
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompareComplyV1, DirectoryRecordStore, MemoryRecordStore } from '../dist/contracts/index.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('--sizes', '1000,2000,4000,8000,16000').split(',').map(Number);
const storeKind = arg('--store', 'dir');
const creds = Buffer.from(JSON.stringify({ apikey: 'bench' }));

async function run(n) {
  const root = mkdtempSync(join(tmpdir(), 'parley-batch-scale-'));
  mkdirSync(join(root, 'in'));
  mkdirSync(join(root, 'out'));
  for (let i = 0; i < n; i++) writeFileSync(join(root, 'in', `doc-${String(i).padStart(6, '0')}.txt`), `Document ${i}.\n`);
  const store = storeKind === 'memory' ? new MemoryRecordStore() : new DirectoryRecordStore(join(root, 'data'));
  const cc = new CompareComplyV1({ version: '2018-10-15', buckets: root, store });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { result } = await cc.createBatch({ _function: 'html_conversion', inputCredentialsFile: creds, inputBucketLocation: 'local', inputBucketName: 'in', outputCredentialsFile: creds, outputBucketLocation: 'local', outputBucketName: 'out' });
  await cc.batchesIdle();
  const wall = (performance.now() - t0) / 1000;
  const cpuUsed = process.cpuUsage(cpu0);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
  const status = (await cc.getBatch({ batchId: result.batch_id })).result;
  const written = readdirSync(join(root, 'out')).length;
  rmSync(root, { recursive: true, force: true });
  return { n, wall, cpu, counts: status.document_counts, state: status.status, written };
}

console.log(`store: ${storeKind}`);
console.log('    docs   wall s    cpu s  cpu ms/doc  status     counts');
for (const n of sizes) {
  const r = await run(n);
  const ok = r.state === 'completed' && r.counts.total === n && r.counts.successful + r.counts.failed === n && r.written === n;
  console.log(`${String(n).padStart(8)} ${r.wall.toFixed(1).padStart(8)} ${r.cpu.toFixed(1).padStart(8)} ${((r.cpu / n) * 1000).toFixed(2).padStart(11)}  ${r.state.padEnd(9)}  ${JSON.stringify(r.counts)}${ok ? '' : '  MISMATCH'}`);
}
