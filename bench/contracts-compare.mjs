// Comparison alignment at contract scale: the real 58-page Art Effects classification (1,020 elements)
// against an edited copy (every 20th element reworded, every 50th removed, 10 inserted, two sections
// moved), as JSON inputs so only the comparison is measured; then, when the document operations are
// built, two real 58-page PDFs end to end (classification included).
// Usage: npm run build && node bench/contracts-compare.mjs
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { compareClassified, CompareComplyV1 } from '../dist/contracts/index.js';

const data = new URL('../../shared/data/contracts/', import.meta.url);
const ref = JSON.parse(readFileSync(new URL('real/art-effects-classify.json', data), 'utf8'));
const ms = (t0) => +(performance.now() - t0).toFixed(1);

function edited(doc) {
  const elements = [];
  doc.elements.forEach((e, i) => {
    if (i % 50 === 7) return;
    elements.push(i % 20 === 3 ? { ...e, text: e.text.replace(/\b(\w+)\b/, 'Revised') + ' (as amended)' } : e);
    if (i % 100 === 11) elements.push({ ...e, text: `A new clause number ${i} inserted by the parties.` });
  });
  const moved = elements.splice(200, 40);
  elements.splice(700, 0, ...moved);
  return { ...doc, elements };
}

const other = edited(ref);
const times = [];
let r;
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  r = compareClassified(ref, other, 'a', 'b');
  times.push(ms(t0));
}
const identical = r.aligned_elements.filter((a) => a.identical_text).length;
console.log(`alignment only, ${ref.elements.length} vs ${other.elements.length} elements: ${Math.min(...times)} ms best, ${Math.max(...times)} ms worst of 5; ${r.aligned_elements.length} aligned (${identical} identical), ${r.unaligned_elements.length} unaligned`);
const self = performance.now();
const rs = compareClassified(ref, ref, 'a', 'b');
console.log(`self-compare: ${ms(self)} ms, ${rs.aligned_elements.length} aligned, all identical: ${rs.aligned_elements.every((a) => a.identical_text)}`);

const pdf = readFileSync(new URL('inputs/Art Effects Koya Creative Base TSA 2008.pdf', data));
const twin = new CompareComplyV1({ version: '2018-10-15' });
try {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const { result } = await twin.compareDocuments({ file1: pdf, file2: pdf });
  const c = process.cpuUsage(c0);
  // CPU time beside wall time: on a shared, loaded machine the wall time includes waiting for a core.
  console.log(`two 58-page PDFs end to end: ${ms(t0)} ms wall, ${((c.user + c.system) / 1000).toFixed(0)} ms CPU, ${result.aligned_elements.length} aligned, ${result.unaligned_elements.length} unaligned`);
} catch (e) {
  console.log(`two 58-page PDFs end to end: not measured (${e.message})`);
}
