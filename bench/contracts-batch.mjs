// A batch of 20 real documents over directory buckets (element_classification): exact counts at the end,
// and memory sampled as documents finish (heap after a GC, RSS), to show it stays flat: documents are
// processed one at a time and nothing per document is kept but its state.
// Usage: npm run build && node --expose-gc bench/contracts-batch.mjs
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompareComplyV1 } from '../dist/contracts/index.js';

const inputs = new URL('../test/fixtures/contracts/', import.meta.url).pathname;
const sources = ['contract_A.pdf', 'contract_B.pdf', 'TableTestV3.pdf', 'TestTable.pdf', 'Contract_A.docx', 'TableTestV3.docx'];
const root = mkdtempSync(join(tmpdir(), 'parley-batch-bench-'));
mkdirSync(join(root, 'in'));
mkdirSync(join(root, 'out'));
for (let i = 0; i < 20; i++) copyFileSync(join(inputs, sources[i % sources.length]), join(root, 'in', `${String(i).padStart(2, '0')}-${sources[i % sources.length]}`));

const creds = Buffer.from(JSON.stringify({ apikey: 'bench' }));
const cc = new CompareComplyV1({ version: '2018-10-15', buckets: root });
const mb = (n) => +(n / 1048576).toFixed(1);
const sample = () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { heap: mb(m.heapUsed), rss: mb(m.rss) };
};
const t0 = performance.now();
const { result } = await cc.createBatch({ _function: 'element_classification', inputCredentialsFile: creds, inputBucketLocation: 'local', inputBucketName: 'in', outputCredentialsFile: creds, outputBucketLocation: 'local', outputBucketName: 'out' });
const samples = [];
let status = result;
let seen = -1;
while (status.status !== 'completed') {
  await new Promise((r) => setTimeout(r, 100));
  status = (await cc.getBatch({ batchId: result.batch_id })).result;
  const done = status.document_counts.successful + status.document_counts.failed;
  if (done !== seen) {
    seen = done;
    samples.push({ done, ...sample() });
  }
}
console.log(`20 documents in ${((performance.now() - t0) / 1000).toFixed(1)} s; counts ${JSON.stringify(status.document_counts)}; ${readdirSync(join(root, 'out')).length} results written`);
console.log('done  heapMB  rssMB');
for (const s of samples) console.log(`${String(s.done).padStart(4)}  ${String(s.heap).padStart(6)}  ${String(s.rss).padStart(5)}`);
