// Does one costly upload starve `parley serve`'s other requests? Serves in process, sends a cheap request every
// 100 ms (GET /v1/workspaces) and records its latency while K uploads of FILE run at once.
//   node bench/fuzz/concurrent.mjs FILE [K] [--type MEDIA_TYPE]
import fs from 'node:fs';
import { createServer } from '../../dist/server/index.js';

const [file, k = '1'] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--type');
const type = process.argv.includes('--type') ? process.argv[process.argv.indexOf('--type') + 1] : 'application/octet-stream';
const server = createServer({ log: false });
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
let running = true;
const probing = (async () => {
  while (running) {
    const t = performance.now();
    await fetch(`${base}/v1/workspaces?version=2021-06-14`).then((r) => r.text());
    probes.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 100));
  }
})();
await new Promise((r) => setTimeout(r, 500));
const uploads = await Promise.all(Array.from({ length: Number(k) }, upload));
running = false;
await probing;
probes.sort((a, b) => a - b);
const q = (p) => Math.round(probes[Math.min(probes.length - 1, Math.floor(p * probes.length))]);
console.log(JSON.stringify({ file: file.split('/').pop(), k: Number(k), uploads, probes: probes.length, p50: q(0.5), p95: q(0.95), max: q(1) }));
await server.close?.();
process.exit(0);
