// The contract module's stages on the 58-page Art Effects PDF (the largest real contract we have): time of each
// stage (read, layout, html, structure, tables, classify) as the median of a few runs, pages/s, and the whole
// classifyElements. Imports dist/ (run `npm run build` first). The PDF is a test fixture; nothing is tuned to it.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readDocument } from '../dist/contracts/readers/index.js';
import { buildLayout } from '../dist/contracts/layout/build.js';
import { writeHtml } from '../dist/contracts/html/write.js';
import { findElements } from '../dist/contracts/structure/elements.js';
import { documentStructure } from '../dist/contracts/structure/document-structure.js';
import { buildTables } from '../dist/contracts/tables/build.js';
import { classifyContract } from '../dist/contracts/classify/index.js';
import { loadPrefilterTable } from '../dist/contracts/operations/prefilter-table.js';
import { classifyElements } from '../dist/contracts/index.js';
import { emitJson, round } from './lib.mjs';

const pdf = readFileSync(new URL('../test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);

// Wall time on a shared machine mostly measures the other tenants: the median of the CPU time (user + system) of
// this process is given beside it.
async function median(fn) {
  const wall = [];
  const cpu = [];
  let value;
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    value = await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const mid = (xs) => round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 1);
  return { ms: mid(wall), cpu: mid(cpu), value };
}

const read = await median(() => readDocument(new Uint8Array(pdf), 'application/pdf'));
const layout = await median(() => buildLayout(read.value));
const html = await median(() => writeHtml(layout.value));
const structure = await median(() => {
  const elements = findElements(html.value);
  return { elements, structure: documentStructure(html.value, elements) };
});
const tables = await median(() => buildTables(html.value));
loadPrefilterTable();
const classify = await median(() => classifyContract(structure.value.elements.map((e) => ({ text: e.text, kind: e.kind }))));
const whole = await median(() => classifyElements({ file: pdf, fileContentType: 'application/pdf' }));

const pages = read.value.numPages;
const result = {
  pages,
  elements: structure.value.elements.length,
  html_chars: html.value.html.length,
  read_ms: read.ms,
  read_cpu_ms: read.cpu,
  layout_ms: layout.ms,
  layout_cpu_ms: layout.cpu,
  html_ms: html.ms,
  html_cpu_ms: html.cpu,
  structure_ms: structure.ms,
  structure_cpu_ms: structure.cpu,
  tables_ms: tables.ms,
  tables_cpu_ms: tables.cpu,
  classify_ms: classify.ms,
  classify_cpu_ms: classify.cpu,
  classifyElements_ms: whole.ms,
  classifyElements_cpu_ms: whole.cpu,
  pages_per_s: round((pages * 1000) / whole.ms, 1),
  pages_per_cpu_s: round((pages * 1000) / whole.cpu, 1),
};
for (const [k, v] of Object.entries(result)) console.log(`${k.padEnd(20)} ${v}`);
emitJson("contracts", result);
