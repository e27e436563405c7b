#!/usr/bin/env node
// contracts-facts-place-lines.mjs
// Counts, in facts sets 1-25, the "<Place>, <date>" lines right over a line that is a company's name with a legal form
// ("Krefeld, 14 June 2027" / "Rheinfeld Präzisionsteile GmbH"), and whether each set's expected effective dates hold the
// line's date, with how many other effective dates the contract expects (h31f25, cause 4 of set 25). Reads the sets
// only; no build needed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const PLACE = String.raw`\p{Lu}[\p{L}.'-]*(?:\s[\s-]*(?:(?:la|le|de|del|am|an|upon)\s+)?\p{Lu}[\p{L}.'-]*){0,3}(?:\s+city)?(?:,\s*\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2})?`;
const LINE = new RegExp(String.raw`^\s*(${PLACE}),\s*(.+?)\.?\s*$`, 'u');
const COMPANY = /(?:^|\s)(?:GmbH|AG|Ltd\.?|Limited|LIMITED|LTD|S\.?A\.?|S\.r\.l\.|B\.V\.|N\.V\.|Inc\.?|LLC|plc|PLC|AS|A\/S|AB|Oy|SE|KG|Co\.|Pty|SAS|S\.p\.A\.|s\.r\.o\.|Kft\.?|d\.o\.o\.)(?=\s|$)/;
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** The ISO date of "14 June 2027", "June 14, 2027" or "14.06.2027", else undefined. */
function isoOf(text) {
  let m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\s+(\d{4})$/.exec(text);
  if (m && MONTHS.includes(m[2].toLowerCase())) return `${m[3]}-${pad(MONTHS.indexOf(m[2].toLowerCase()) + 1)}-${pad(m[1])}`;
  m = /^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m && MONTHS.includes(m[1].toLowerCase())) return `${m[3]}-${pad(MONTHS.indexOf(m[1].toLowerCase()) + 1)}-${pad(m[2])}`;
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  return m ? `${m[3]}-${pad(m[2])}-${pad(m[1])}` : undefined;
}

const rows = [];
for (let n = 1; n <= 25; n++) {
  const file = path.join(here, 'data', `contracts-facts${n === 1 ? '' : `-${n}`}.json`);
  for (const doc of JSON.parse(fs.readFileSync(file, 'utf8')).documents) {
    const lines = doc.paragraphs;
    const effective = doc.expected.effective_dates ?? [];
    lines.slice(0, -1).forEach((line, i) => {
      const m = LINE.exec(line);
      const iso = m ? isoOf(m[2].trim()) : undefined;
      const next = lines[i + 1].trim();
      if (!iso || next.includes(':') || /^(?:For|FOR|By|Signed|On behalf)\b/.test(next) || !COMPANY.test(next) || next.length > 120) return;
      rows.push({ set: n, doc: doc.name, line: line.trim(), company: next.slice(0, 50), counted: effective.includes(iso), otherEffective: effective.filter((d) => d !== iso).length });
    });
  }
}
for (const r of rows) console.log(JSON.stringify(r));
console.log(`lines: ${rows.length}, counted as effective: ${rows.filter((r) => r.counted).length}, not: ${rows.filter((r) => !r.counted).length}`);
