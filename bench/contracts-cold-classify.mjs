#!/usr/bin/env node
// contracts-cold-classify.mjs [--project DIR] [--timeline] [--warm] [--file PDF]
// The shared check's `classify_s`, taken apart: in this fresh process, import dist/contracts, then ONE classifyElements
// of the 58-page Art Effects PDF (the first call, cold), as /work/shared/checks/contracts.mjs times it. Prints one JSON
// line: wall and CPU of the import and of the call, the CPU of the PDF child process (read from /proc before it ends:
// the PDF is read in a child, docs/security.md), the answer's sha-256 (16 hex) and the load average. On a loaded
// machine wall time measures the machine: compare CPU, in alternating runs of two builds (--project), medians.
// --warm adds a second call (warm CPU, same sha). --timeline reads the progress events (onProgress: the child's pages
// as they are read, then the elements): when the read ended and the classification began; it yields to the event loop
// per page, so its totals are not the check's.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { pdfBenchOptions } from './lib.mjs';

const { args, file, contractsUrl } = pdfBenchOptions();
const pdf = fs.readFileSync(file);
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU in clock ticks of 10 ms on Linux.

/** CPU (ms) of this process's live children (the PDF child stays alive, idle, after the read). */
function childrenCpuMs() {
  let ms = 0;
  for (const task of fs.readdirSync(`/proc/${process.pid}/task`)) {
    let kids = '';
    try { kids = fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8'); } catch { continue; }
    for (const pid of kids.trim().split(/\s+/).filter(Boolean)) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
      } catch { /* ended meanwhile */ }
    }
  }
  return ms;
}
const digest = (r) => createHash('sha256').update(JSON.stringify(r && 'result' in r ? r.result : r)).digest('hex').slice(0, 16);

const c0 = cpuMs(); const w0 = performance.now();
const mod = await import(contractsUrl);
const c1 = cpuMs(); const w1 = performance.now();
const events = [];
const options = args.includes('--timeline') ? { onProgress: (p) => events.push({ ...p, at: performance.now() - w1, cpu: cpuMs() - c1 }) } : undefined;
const first = await mod.classifyElements({ file: pdf, fileContentType: 'application/pdf' }, options);
const c2 = cpuMs(); const w2 = performance.now();
const out = {
  import_ms: Math.round(w1 - w0), import_cpu: Math.round(c1 - c0),
  cold_ms: Math.round(w2 - w1), cold_cpu: Math.round(c2 - c1), child_cpu: Math.round(childrenCpuMs()),
  sha: digest(first),
};
if (options) {
  const lastPage = events.filter((e) => e.stage !== 'elements').at(-1);
  const labelling = events.find((e) => e.stage === 'elements');
  if (lastPage) Object.assign(out, { read_end_ms: Math.round(lastPage.at), read_end_cpu: Math.round(lastPage.cpu) });
  if (labelling) Object.assign(out, { classify_start_ms: Math.round(labelling.at), classify_start_cpu: Math.round(labelling.cpu) });
}
if (args.includes('--warm')) {
  const k = childrenCpuMs(); const c3 = cpuMs(); const w3 = performance.now();
  const second = await mod.classifyElements({ file: pdf, fileContentType: 'application/pdf' });
  Object.assign(out, { warm_ms: Math.round(performance.now() - w3), warm_cpu: Math.round(cpuMs() - c3), warm_child_cpu: Math.round(childrenCpuMs() - k), warm_same: digest(second) === out.sha });
}
out.load = Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
console.log(JSON.stringify(out));
process.exit(0);
