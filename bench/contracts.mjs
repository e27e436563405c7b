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
import { classifyElements } from '../dist/contracts/index.js';
import { emitJson, round } from './lib.mjs';

const pdf = readFileSync(new URL('../test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);

async function median(fn) {
  const samples = [];
  let value;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    value = await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { ms: round(samples[Math.floor(samples.length / 2)], 1), value };
}

const read = await median(() => readDocument(new Uint8Array(pdf), 'application/pdf'));
const layout = await median(() => buildLayout(read.value));
const html = await median(() => writeHtml(layout.value));
const structure = await median(() => {
  const elements = findElements(html.value);
  return { elements, structure: documentStructure(html.value, elements) };
});
const tables = await median(() => buildTables(html.value));
const classify = await median(() => classifyContract(structure.value.elements.map((e) => ({ text: e.text, kind: e.kind }))));
const whole = await median(() => classifyElements({ file: pdf, fileContentType: 'application/pdf' }));

const pages = read.value.numPages;
const result = {
  pages,
  elements: structure.value.elements.length,
  html_chars: html.value.html.length,
  read_ms: read.ms,
  layout_ms: layout.ms,
  html_ms: html.ms,
  structure_ms: structure.ms,
  tables_ms: tables.ms,
  classify_ms: classify.ms,
  classifyElements_ms: whole.ms,
  pages_per_s: round((pages * 1000) / whole.ms, 1),
};
for (const [k, v] of Object.entries(result)) console.log(`${k.padEnd(20)} ${v}`);
emitJson("contracts", result);
