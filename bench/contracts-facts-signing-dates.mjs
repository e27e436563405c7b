#!/usr/bin/env node
// contracts-facts-signing-dates.mjs [--dist DIR] [--list]
// Counts, in facts sets 1-29, the contracts that state a start date and also carry a dated signing line in their
// signature blocks, and whether each set expects the signing line's date among its effective dates (hdates, issue 18).
// A signing line: an element after the contract's last long element (100 characters or more, its body) that is
// "<Place>, <date>", "Date(d): <date>", "Signed (at <place>) on <date>", "… this <n> day of <month> …", or an element
// of those after "IN WITNESS"; blanks ("Date: ________") carry no date and are skipped. A stated start: the element the
// build (dist/, or --dist) reads a High effective date from. Reads the sets and runs classifyElements; `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const distAt = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : path.join(here, '..', 'dist');
const { classifyElements } = await import(pathToFileURL(path.join(distAt, 'contracts', 'index.js')).href);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n) => String(n).padStart(2, '0');
const month = (w) => { const i = MONTHS.findIndex((m) => w.toLowerCase().startsWith(m.slice(0, 3)) && m.startsWith(w.toLowerCase().replace(/\.$/, ''))); return i < 0 ? undefined : pad(i + 1); };

/** The ISO dates written in `text` (day-month-year, month-day-year, "5th day of May, 2025", dd.mm.yyyy, yyyy-mm-dd). */
function datesIn(text) {
  const out = [];
  const add = (y, m, d) => { if (m && Number(d) >= 1 && Number(d) <= 31) out.push(`${y}-${m}-${pad(d)}`); };
  for (const m of text.matchAll(/(\d{1,2})(?:st|nd|rd|th)?(?:\s+day)?\s+(?:of\s+)?([A-Za-z]{3,9}\.?),?\s+(\d{4})/g)) add(m[3], month(m[2]), m[1]);
  for (const m of text.matchAll(/([A-Za-z]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/g)) add(m[3], month(m[1]), m[2]);
  // "08/19/2025" is month first (a day over 12 says so); else day first.
  for (const m of text.matchAll(/\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/g)) (Number(m[2]) > 12 ? add(m[3], pad(m[1]), m[2]) : add(m[3], pad(m[2]), m[1]));
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(m[1], m[2], m[3]);
  return out;
}
const PLACE_DATE = /^\s*(?:In\s+|At\s+)?\p{Lu}[\p{L}.'’-]*(?:[\s-]+\p{L}[\p{L}.'’-]*){0,4},\s*(?:on\s+|the\s+)?(?:\d|[A-Z][a-z]+\s+\d)/u;
// "Date:", "Dated:", "Signature date:", "Date of signing:" (not "Delivery date:", "Order Date:": other dates).
const FIELD = /^\s*(?:(?:Signature|Signing|Execution)\s+)?Dated?\s*(?:of\s+(?:signing|signature|execution)\s*)?:/i;
const SIGNED_ON = /\b(?:signed|executed|dated)\b.{0,60}\b(?:on|this|at)\b/i;
// "SIGNED at Worcester on this 14th day of July 2025" (not "THIS AGREEMENT is made the 20th day of …", the opening).
const DAY_OF = /\b(?:sign|execut|witness)[\s\S]{0,80}\bday\s+of\b/i;
const WITNESS = /\bIN\s+WITNESS\b|\bAS\s+WITNESS\b|\bEXECUTED\s+(?:as|by)\b/i;

const rows = [];
for (let n = 1; n <= 29; n++) {
  const file = path.join(here, 'data', `contracts-facts${n === 1 ? '' : `-${n}`}.json`);
  for (const doc of JSON.parse(fs.readFileSync(file, 'utf8')).documents) {
    const ps = doc.paragraphs.map((p) => p.trim());
    const expected = new Set(doc.expected.effective_dates ?? []);
    let lastLong = -1;
    // The body ends with its last sentence of 100 characters or more (a letter's date line stands above it).
    ps.forEach((p, i) => { if (p.length >= 100 && !WITNESS.test(p) && !SIGNED_ON.test(p)) lastLong = i; });
    const signing = [];
    ps.forEach((p, i) => {
      if (i <= lastLong && !(WITNESS.test(p) && DAY_OF.test(p))) return;
      const kind = FIELD.test(p) ? 'date-field' : DAY_OF.test(p) ? 'day-of' : SIGNED_ON.test(p) ? 'signed-on' : PLACE_DATE.test(p) && p.length < 80 ? 'place-date' : undefined;
      if (kind === undefined) return;
      for (const iso of datesIn(p)) signing.push({ i, kind, iso, text: p.slice(0, 90) });
    });
    if (signing.length === 0) continue;
    const r = await classifyElements({ file: Buffer.from(doc.paragraphs.join('\n\n') + '\n', 'utf8'), fileContentType: 'text/plain' });
    const high = r.effective_dates.filter((d) => d.confidence_level === 'High').map((d) => d.text_normalized);
    const signDates = new Set(signing.map((s) => s.iso));
    // The start a contract states: a High date the build reads, or an expected date no signing line gives.
    const starts = [...new Set([...high, ...[...expected].filter((d) => !signDates.has(d))])];
    for (const s of signing) {
      const found = r.effective_dates.some((d) => d.text_normalized === s.iso);
      rows.push({ set: n, doc: doc.name, ...s, expected: expected.has(s.iso), start: starts.filter((d) => d !== s.iso), sameAsStart: starts.includes(s.iso), high, found });
    }
  }
}
if (args.includes('--list')) for (const r of rows) console.log(JSON.stringify(r));
const beside = rows.filter((r) => r.start.length > 0 && !r.sameAsStart);
const bySet = new Map();
for (const r of beside) {
  const s = bySet.get(r.set) ?? { yes: 0, no: 0, docs: new Set() };
  if (r.expected) s.yes++; else s.no++;
  s.docs.add(r.doc);
  bySet.set(r.set, s);
}
for (const [set, s] of [...bySet].sort((a, b) => a[0] - b[0])) console.log(`set ${set}: ${s.docs.size} contracts, signing dates expected ${s.yes}, not ${s.no}`);
const kinds = {};
for (const r of beside) { const k = (kinds[r.kind] ??= { yes: 0, no: 0, found: 0 }); if (r.expected) k.yes++; else k.no++; if (r.found) k.found++; }
console.log('by kind (expected / not / found by this build):', JSON.stringify(kinds));
console.log(`beside a stated start: ${beside.length} signing dates in ${new Set(beside.map((r) => `${r.set}/${r.doc}`)).size} contracts; expected ${beside.filter((r) => r.expected).length}, not ${beside.filter((r) => !r.expected).length}; found by this build ${beside.filter((r) => r.found).length}`);
console.log(`no start, or the start's own date: ${rows.length - beside.length} signing dates`);
