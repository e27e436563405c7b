// Does one statement's failure in a worker thread end the thread (a worker 'error') or abort the whole process?
// `HEAP=64 node bench/worker-fatal.mjs 'return new Array(1e8).fill(0)'` runs the statement in a worker whose heap is
// bound to HEAP MB (resourceLimits) and prints what the main thread heard; an abort ends this process with signal 6
// (run it under /usr/bin/time or check $?: 134). Findings: bench/notes/hostile-documents.md (session 14, hproc).
import { Worker } from 'node:worker_threads';

const code = process.argv[2] ?? 'return new Array(1e8).fill(0)';
const worker = new Worker(
  `const { parentPort } = require('node:worker_threads');
   try { const r = (() => { ${code} })(); parentPort.postMessage('ok ' + (r && r.length)); }
   catch (e) { parentPort.postMessage('threw ' + e.name + ': ' + e.message); }`,
  { eval: true, resourceLimits: { maxOldGenerationSizeMb: Number(process.env.HEAP ?? 512) } },
);
worker.on('message', (m) => console.log('message', m));
worker.on('error', (e) => console.log('error', e.code, e.message));
worker.on('exit', (c) => console.log('exit', c));
