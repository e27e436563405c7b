// The HTTP facade under load on loopback: a server process (parley/server) and a client process's
// keep-alive connections sending message requests. Reports requests/s, p50/p99 latency, and the server's
// heap before and after (flat memory) and its CPU per request (requests per CPU-second: the figure that holds on a
// loaded machine). `node bench/server.mjs [--requests 100000] [--concurrency 32]`.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { summarize, printTable, emitJson, round } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(args[i + 1]);
};

if (args.includes('--serve')) {
  const { createServer } = await import('../dist/server/index.js');
  const server = createServer({ log: false });
  const { port } = await server.listen(0);
  process.on('message', (m) => {
    if (m === 'heap') {
      global.gc?.();
      const cpu = process.cpuUsage();
      process.send({ heap_mb: process.memoryUsage().heapUsed / 1048576, cpu_ms: (cpu.user + cpu.system) / 1000 });
    } else if (m === 'stop') server.close().then(() => process.exit(0));
  });
  process.send({ port });
} else {
  const total = opt('requests', 100_000);
  const concurrency = opt('concurrency', 32);
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--expose-gc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const { port } = await next();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const request = (method, path, body) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const ws = JSON.parse(readFileSync(new URL('../../shared/data/workspaces/car-dashboard-sample.json', import.meta.url)));
  const created = await request('POST', '/v1/workspaces?version=2021-06-14', JSON.stringify(ws));
  const id = JSON.parse(created.body).workspace_id;
  const texts = ws.intents.flatMap((i) => i.examples.map((e) => e.text)).slice(0, 500);
  const path = `/v1/workspaces/${id}/message?version=2021-06-14`;
  for (let i = 0; i < 500; i++) await request('POST', path, JSON.stringify({ input: { text: texts[i % texts.length] } }));
  child.send('heap');
  const { heap_mb: before, cpu_ms: cpuBefore } = await next();
  const samples = [];
  let sent = 0;
  let failed = 0;
  const t0 = performance.now();
  // Heap at half-way too: with a log retention bound, the second half must not grow it.
  let mid;
  const halfway = new Promise((resolve) => (mid = resolve));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total) {
        const k = sent++;
        if (k === Math.floor(total / 2)) {
          child.send('heap');
          next().then((m) => mid(m.heap_mb));
        }
        const s = performance.now();
        const r = await request('POST', path, JSON.stringify({ input: { text: texts[k % texts.length] } }));
        samples.push((performance.now() - s) * 1000);
        if (r.status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  child.send('heap');
  const { heap_mb: after, cpu_ms: cpuAfter } = await next();
  // The server's own CPU per request: wall figures on a loaded machine include time other processes took.
  const serverCpuUs = ((cpuAfter - cpuBefore) * 1000) / total;
  child.send('stop');
  agent.destroy();
  const lat = summarize(samples);
  const row = { requests: total, concurrency, failed, requests_per_s: Math.round(total / seconds), server_cpu_us: Math.round(serverCpuUs), requests_per_cpu_s: Math.round(1e6 / serverCpuUs), p50_us: lat.p50_us, p99_us: lat.p99_us, heap_before_mb: round(before, 1), heap_mid_mb: round(await halfway, 1), heap_after_mb: round(after, 1), heap_bytes_per_request: Math.round(((after - before) * 1048576) / total) };
  printTable([row]);
  emitJson('server', row);
}
