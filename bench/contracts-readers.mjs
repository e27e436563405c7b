// Pages per second of each contract reader (PDF, DOCX, DOC, OCR of images) on the fixtures and, when present,
// on /work/shared/data/contracts/inputs. Wall time and CPU time per read (the CPU figure is steadier on a shared
// machine); the first read of each kind is a warm-up (pdfjs worker module, word list, OCR model) and is reported
// apart. Imports dist/: run `npm run build` first. Usage: node bench/contracts-readers.mjs [runs=3]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readDocument, shutdownReaders } from '../dist/contracts/readers/index.js';
import { emitJson, printTable, round } from './lib.mjs';

const runs = Number(process.argv[2] ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));
const folders = [path.join(here, '../test/fixtures/contracts'), '/work/shared/data/contracts/inputs'].filter(existsSync);
const files = new Map();
for (const folder of folders) {
  for (const name of readdirSync(folder).sort()) {
    if (/\.(pdf|docx?|png|jpe?g|gif|bmp|tiff?|txt)$/i.test(name) && !files.has(name)) files.set(name, path.join(folder, name));
  }
}

async function timed(bytes) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const doc = await readDocument(bytes, undefined);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { doc, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const rows = [];
const warm = new Set();
for (const [name, file] of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const kind = path.extname(name).toLowerCase();
  let first;
  try {
    first = await timed(bytes);
  } catch (err) {
    rows.push({ file: name, error: `${err.status} ${err.message}` });
    continue;
  }
  const coldNote = warm.has(kind) ? '' : ` (first ${kind}: ${round(first.wall, 0)} ms)`;
  warm.add(kind);
  // OCR (threads outside this process's CPU clock) and cold starts: one timed run beyond the warm-up.
  const repeats = /\.(png|jpe?g|gif|bmp|tiff?)$/i.test(name) ? 1 : runs;
  const samples = [];
  for (let i = 0; i < repeats; i++) samples.push(await timed(bytes));
  const wall = Math.min(...samples.map((s) => s.wall));
  const cpu = Math.min(...samples.map((s) => s.cpu));
  rows.push({
    file: name + coldNote,
    format: first.doc.format,
    pages: first.doc.numPages,
    blocks: first.doc.blocks.length,
    ms: round(wall, 0),
    cpu_ms: round(cpu, 0),
    pages_per_s: round((first.doc.numPages * 1000) / wall, 1),
  });
}
await shutdownReaders();
printTable(rows, ['file', 'format', 'pages', 'blocks', 'ms', 'cpu_ms', 'pages_per_s', 'error']);
const by = (format) => rows.filter((r) => r.format === format);
const rate = (list) => {
  const pages = list.reduce((n, r) => n + r.pages, 0);
  const ms = list.reduce((n, r) => n + r.ms, 0);
  return ms > 0 ? round((pages * 1000) / ms, 1) : null;
};
const art = rows.find((r) => r.file.startsWith('Art Effects'));
emitJson('contracts-readers', {
  pdf_pages_per_s: rate(by('pdf')),
  docx_pages_per_s: rate(by('docx')),
  doc_pages_per_s: rate(by('doc')),
  image_pages_per_s: rate(by('image')),
  art_effects_ms: art?.ms ?? null,
  art_effects_cpu_ms: art?.cpu_ms ?? null,
});
