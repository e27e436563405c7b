// Does one costly upload starve `parley serve`'s other requests? Serves in process, sends a cheap request every
// 100 ms (GET /v1/workspaces) and records its latency while K uploads of FILE run at once. The probe runs in the
// server's process, so a held event loop also delays its timer: `late` counts from when each probe was due (the
// previous answer + 100 ms) to its answer, which sees a hold wherever it falls; `p50/p95/max` are the fetch alone.
//   node bench/fuzz/concurrent.mjs FILE [K] [--type MEDIA_TYPE] [--in-process]
// --in-process: the document work on the event loop (`contracts: { threads: false }`), the path before worker threads.
import fs from 'node:fs';
import { createServer } from '../../dist/server/index.js';

const [file, k = '1'] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--type');
const type = process.argv.includes('--type') ? process.argv[process.argv.indexOf('--type') + 1] : 'application/octet-stream';
const server = createServer({ log: false, ...(process.argv.includes('--in-process') ? { contracts: { threads: false } } : {}) });
const { port } = await server.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;
const bytes = fs.readFileSync(file);

function upload() {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'upload');
  const t = performance.now();
  return fetch(`${base}/v1/element_classification?version=2018-10-15`, { method: 'POST', body: form })
    .then(async (r) => ({ status: r.status, ms: Math.round(performance.now() - t), size: (await r.text()).length }));
}

const probes = [];
const lates = [];
let running = true;
const probing = (async () => {
  let due = performance.now();
  while (running) {
    const t = performance.now();
    await fetch(`${base}/v1/workspaces?version=2021-06-14`).then((r) => r.text());
    const end = performance.now();
    probes.push(end - t);
    lates.push(end - due);
    due = end + 100;
    await new Promise((r) => setTimeout(r, 100));
  }
})();
await new Promise((r) => setTimeout(r, 500));
const uploads = await Promise.all(Array.from({ length: Number(k) }, upload));
running = false;
await probing;
probes.sort((a, b) => a - b);
lates.sort((a, b) => a - b);
const q = (p, xs = probes) => Math.round(xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]);
const cpu = process.cpuUsage();
console.log(JSON.stringify({ file: file.split('/').pop(), k: Number(k), threads: !process.argv.includes('--in-process'), wallMs: Math.round(Math.max(...uploads.map((u) => u.ms))), uploads, probes: probes.length, p50: q(0.5), p95: q(0.95), max: q(1), late: { p50: q(0.5, lates), p95: q(0.95, lates), max: q(1, lates) }, cpuS: +((cpu.user + cpu.system) / 1e6).toFixed(1) }));
await server.close?.();
process.exit(0);
