#!/usr/bin/env node
// contracts-relabel-party-begins-work.mjs list|apply [--sets 1-77]
// Issue 18 (h121conv): a party's own start of the work on a date — "The Builder shall begin the work on April 1, 2037
// and shall complete the canoe by November 30, 2037" — is its act on an object, neither the contract's start nor (the
// completion after it) its end. docs/contracts.md writes it twice: h33f26's "a party's act, "The Contractor will start
// the repairs on …", gives neither", and h120w77's "a party's act on an object ("The Builder shall begin the work on …":
// set 42's work window …) none"; the intransitive "I will start on <date>" is the start (party-starts-work.ts), and so
// are "commence the Works" (EFFECTIVE_HIGH's "commenc…") and "start the works" (WORKS_START), written rules both.
// Facts sets 1–77 hold two sentences of this shape, "<the Role | I | we> (shall | will) begin(s) | start(s) the work |
// the repairs | the job on <date>": set 42's, labelled none, and set 75's "The Builder begins the work on 10th March
// 2047 and shall launch the mashua not later than 31st July 2047", labelled the start and the end. This drops, by the
// written rule, the date after "on" from the document's effective dates and a date after "by", "not later than", "on
// or before" or "before" in the same sentence from its termination dates — where no other paragraph writes that date.
// `list` prints each change, `apply` writes the set files (the expected facts only; the file's own layout). Idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SETS_DIR, indentOf } from './data/generalization-sets.mjs';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
const DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s{1,3}${MONTH},?\s{1,3}\d{4}|${MONTH}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4})`;
/** A party's start of the work on a date (the shape the written rule gives neither). */
export const PARTY_BEGINS_WORK = new RegExp(String.raw`(?:^|[\s(])(?:[Tt]he\s{1,3}\p{Lu}[\p{L}-]{1,30}|I|[Ww]e)\s{1,3}(?:(?:shall|will)\s{1,3})?(?:begin|start)s?\s{1,3}the\s{1,3}(?:work|repairs|job)\s{1,3}on\s{1,3}(?:the\s{1,3})?(?<date>${DATE})`, 'u');
/** A completion after it in the same sentence. */
export const COMPLETION_AFTER = new RegExp(String.raw`\b(?:by|not\s{1,3}later\s{1,3}than|on\s{1,3}or\s{1,3}before|before)\s{1,3}(?:the\s{1,3})?(?<date>${DATE})`);

/** A written date as YYYY-MM-DD. */
export function isoDate(text) {
  const m = /(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+),?\s+(\d{4})/.exec(text) ?? /([A-Za-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(text);
  if (!m) return undefined;
  const [day, month] = /^\d/.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
  const k = MONTHS.indexOf(month.toLowerCase());
  return k < 0 ? undefined : `${m[3]}-${String(k + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The dates a document's party-begins-work sentences give by the set, which the written rule gives none: [effective, termination]. */
export function partyBeginsWorkDates(doc) {
  const effective = []; const termination = [];
  doc.paragraphs.forEach((p, i) => {
    for (const sentence of p.split(/(?<=[.;])\s+/)) {
      const start = PARTY_BEGINS_WORK.exec(sentence);
      if (start === null) continue;
      const others = doc.paragraphs.filter((_, j) => j !== i).join('\n');
      const unique = (d) => !others.includes(d);
      if (unique(start.groups.date)) effective.push(isoDate(start.groups.date));
      const end = COMPLETION_AFTER.exec(sentence.slice(start.index + start[0].length));
      if (end !== null && unique(end.groups.date)) termination.push(isoDate(end.groups.date));
    }
  });
  return {
    effective: effective.filter((d) => doc.expected.effective_dates?.includes(d)),
    termination: termination.filter((d) => doc.expected.termination_dates?.includes(d)),
  };
}

const setNumber = (f) => Number(/-(\d+)\.json$/.exec(f)?.[1] ?? 1);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const mode = argv[0] === undefined || argv[0].startsWith('--') ? 'list' : argv[0];
  if (!['list', 'apply'].includes(mode)) throw new Error(`${mode}: want list or apply (then --sets N or N-M)`);
  const at = argv.indexOf('--sets');
  const [lo, hi = lo] = (at >= 0 ? argv[at + 1] : '1-77').split('-').map(Number);
  const changes = [];
  for (const f of fs.readdirSync(SETS_DIR).filter((x) => /^contracts-facts(?:-\d+)?\.json$/.test(x)).sort((a, b) => setNumber(a) - setNumber(b))) {
    if (setNumber(f) < lo || setNumber(f) > hi) continue;
    const p = path.join(SETS_DIR, f);
    const source = fs.readFileSync(p, 'utf8');
    const set = JSON.parse(source);
    let changed = false;
    for (const doc of set.documents) {
      const { effective, termination } = partyBeginsWorkDates(doc);
      if (!effective.length && !termination.length) continue;
      doc.expected.effective_dates = doc.expected.effective_dates.filter((d) => !effective.includes(d));
      doc.expected.termination_dates = doc.expected.termination_dates.filter((d) => !termination.includes(d));
      changes.push(`set ${setNumber(f)}\t${doc.name.slice(0, 40)}\teffective -[${effective.join(', ')}] termination -[${termination.join(', ')}]`);
      changed = true;
    }
    if (mode === 'apply' && changed) fs.writeFileSync(p, `${JSON.stringify(set, null, indentOf(source))}\n`);
  }
  console.log(changes.join('\n'));
  console.log(`${changes.length} document(s)${mode === 'apply' ? ' relabelled' : ' to relabel'}`);
}
