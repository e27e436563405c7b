// `parley serve` under load on loopback, as a user runs it: the built CLI serving the car dashboard, a load
// tool in another process sending message requests over keep-alive connections. Reports requests/s, p50/p99
// latency, the server's CPU per request (all its processes) and its resident memory at the start, half-way and
// the end of the run (flat memory); then, with wrk, p50/p99 under a light load (2 connections).
//
//   node bench/server.mjs [--requests 100000] [--concurrency 32] [--workers 1,2] [--client wrk|node]
//
// The load tool is wrk (`apt-get install wrk`) when it is on PATH: it costs the 2-core machine far less CPU
// than a Node client, so more of the machine goes to the server. Without it, a Node client process stands in
// (and the figures are lower: that client takes most of a core).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, emitJson, round } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? dflt : args[i + 1];
};
const total = Number(opt('requests', 100_000));
const concurrency = Number(opt('concurrency', 32));
const workerCounts = String(opt('workers', '1,2')).split(',').map(Number);
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const client = opt('client', hasWrk ? 'wrk' : 'node');

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'dist/cli/main.js');
const workspace = join(root, '../shared/data/workspaces/car-dashboard-sample.json');
const texts = JSON.parse(readFileSync(workspace, 'utf8')).intents.flatMap((i) => i.examples.map((e) => e.text)).slice(0, 500);

/** CPU seconds and resident MB of a process and its children (the cluster's workers). */
function usage(pid) {
  const pids = [pid, ...spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number)];
  let cpu = 0;
  let rss = 0;
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu += (Number(stat[11]) + Number(stat[12])) / 100;
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))[1]) / 1024;
    } catch {
      // A process that just exited.
    }
  }
  return { cpu, rss };
}

async function serve(workers) {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--quiet', '--workers', String(workers), '--workspace', workspace], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => {
      out += c;
      if (/serving/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  const url = /at (http\S+)/.exec(out)[1];
  const id = /workspace (\S+)/.exec(out)[1];
  return { child, path: `${url}/v1/workspaces/${id}/message?version=2021-06-14` };
}

function wrkScript() {
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const file = join(dir, 'message.lua');
  const bodies = texts.map((t) => JSON.stringify(JSON.stringify({ input: { text: t } }))).join(',\n');
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local bodies = {${bodies}}
local i = 0
request = function()
  i = i + 1
  return wrk.format(nil, nil, nil, bodies[(i % #bodies) + 1])
end
`,
  );
  return file;
}


/**
 * About `n` requests with wrk, which runs for a duration, not a count: the duration comes from the rate
 * of the previous run (the warm-up's first). Resolves with requests/s, p50/p99 in µs and failures.
 */
function loadWrk(path, n, connections = concurrency) {
  const seconds = measuredRate > 0 ? Math.max(2, Math.ceil(n / measuredRate)) : 3;
  return new Promise((resolve) => {
    const run = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', wrkScript(), path], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    run.stdout.on('data', (c) => (out += c));
    run.on('exit', () => {
      const us = (label) => {
        const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
        return m ? Math.round(Number(m[1]) * { us: 1, ms: 1000, s: 1e6 }[m[2]]) : null;
      };
      const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors:.*timeout (\d+)/.exec(out)?.[1] ?? 0);
      const result = { requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0), requests_per_s: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)), p50_us: us(' 50%'), p99_us: us(' 99%'), failed };
      measuredRate = result.requests_per_s;
      resolve(result);
    });
  });
}

/** The stand-in client: keep-alive connections from a child Node process. */
function loadNode(path, n) {
  const code = `
    const http = require('node:http');
    const [path, n, c, bodies] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3]), JSON.parse(process.argv[4])];
    const agent = new http.Agent({ keepAlive: true, maxSockets: c });
    const samples = []; let sent = 0; let failed = 0;
    const one = (body) => new Promise((resolve) => {
      const req = http.request(path, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
      req.on('error', () => resolve(0)); req.end(body);
    });
    const t0 = performance.now();
    Promise.all(Array.from({ length: c }, async () => {
      while (sent < n) { const k = sent++; const s = performance.now(); if ((await one(bodies[k % bodies.length])) !== 200) failed++; samples.push((performance.now() - s) * 1000); }
    })).then(() => {
      samples.sort((a, b) => a - b);
      const q = (p) => Math.round(samples[Math.floor(p * (samples.length - 1))]);
      console.log(JSON.stringify({ requests: n, requests_per_s: Math.round(n / ((performance.now() - t0) / 1000)), p50_us: q(0.5), p99_us: q(0.99), failed }));
      agent.destroy();
    });`;
  const bodies = JSON.stringify(texts.map((t) => JSON.stringify({ input: { text: t } })));
  const run = spawnSync(process.execPath, ['-e', code, path, String(n), String(concurrency), bodies], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return Promise.resolve(JSON.parse(run.stdout.trim().split('\n').at(-1)));
}

let measuredRate = 0;
const load = client === 'wrk' ? loadWrk : loadNode;
const rows = [];
for (const workers of workerCounts) {
  const { child, path } = await serve(workers);
  // Warm-up: each process compiles the workspace on first use, then the JIT settles; the second round
  // also gives wrk the rate its durations are computed from.
  measuredRate = 0;
  await load(path, 3000);
  measuredRate = 0;
  await load(path, 3000);
  const start = usage(child.pid);
  // Two halves, so resident memory is read half-way too: a flat server reads the same at mid and end.
  const first = await load(path, total / 2);
  const mid = usage(child.pid);
  const second = await load(path, total / 2);
  const end = usage(child.pid);
  // Saturation latency is mostly queueing (32 connections waiting on a busy server); with 2 connections
  // the latency is that of one message over HTTP.
  const light = client === 'wrk' ? await loadWrk(path, 10_000, 2) : undefined;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const requests = first.requests + second.requests;
  const mean = (k) => Math.round((first[k] + second[k]) / 2);
  rows.push({
    client,
    workers,
    requests,
    failed: first.failed + second.failed,
    requests_per_s: mean('requests_per_s'),
    p50_us: mean('p50_us'),
    p99_us: Math.max(first.p99_us, second.p99_us),
    server_cpu_us: Math.round(((end.cpu - start.cpu) * 1e6) / requests),
    light_p50_us: light?.p50_us ?? '',
    light_p99_us: light?.p99_us ?? '',
    rss_start_mb: round(start.rss, 0),
    rss_mid_mb: round(mid.rss, 0),
    rss_end_mb: round(end.rss, 0),
  });
}
printTable(rows);
const best = rows.reduce((a, b) => (b.requests_per_s > a.requests_per_s ? b : a));
emitJson('server', { client, best_workers: best.workers, requests_per_s: best.requests_per_s, p50_us: best.p50_us, p99_us: best.p99_us, runs: rows });
