#!/usr/bin/env node
// contracts-relabel-calendar-period.mjs list|apply [--sets 1-53]
// Issue 18 (h64conv): C77 reads a recurring calendar period ("in each calendar month", "after the end
// of each calendar quarter", "every calendar quarter", "two webinars per calendar year") as a Duration, "calendar
// month" / "calendar quarter" / "calendar year", as "monthly" is one (C22) and as
// `src/contracts/classify/numbers/durations.ts` reads it: the calendar fixes the period's length, which C22's "each
// month" does not. Sets 1–53: 37 such periods carry the Duration, 13 not (h64conv's count in bench/log.md). Not
// relabelled: "a/any calendar month" ("to the end of a calendar month", "once in any calendar year": 11 Duration, 13
// not, too even: no convention), an amount's rate ("CZK 18,500 per calendar month": C22's "per annum", the code's own
// exception) and a calendar day ("for each calendar day of delay": the code reads no "calendar day" alone). This adds
// the Duration where the element has none over that period — a rule over the element's own words, never parley's
// output. `list` prints each change, `apply` writes the set files (attributes only). Idempotent. Never set 54 (blind).
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelLine, relabelSets } from './data/generalization-sets.mjs';

/** A recurring calendar period: "each calendar month", "every calendar quarter", "per calendar year". */
const CALENDAR_PERIOD = /\b(each|every|per)\s+(calendar\s+(?:month|quarter|year))\b/gi;
/** An amount's figure then "per" right before the period: "18,500 per ", "£950.00 per " (a rate, C22). */
const AMOUNT_BEFORE = /\d\s*(?:[A-Z]{3}\s*)?$/;

/** The Durations an element lacks under C77 ("calendar month", …), in text order, each once. */
export function missingCalendarPeriods(e) {
  const held = (e.attributes ?? []).filter((a) => a.type === 'Duration').map((a) => a.text.toLowerCase());
  const missing = [];
  for (const m of e.text.matchAll(CALENDAR_PERIOD)) {
    const period = m[2].replace(/\s+/g, ' ');
    if (/^per$/i.test(m[1]) && AMOUNT_BEFORE.test(e.text.slice(Math.max(0, m.index - 16), m.index).trimEnd())) continue;
    if (held.some((t) => t.includes(period.toLowerCase())) || missing.includes(period)) continue;
    missing.push(period);
  }
  return missing;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-53', (e, set, doc, k) => {
    if (set > 53 || e.kind === 'title') return undefined;
    const missing = missingCalendarPeriods(e);
    if (missing.length === 0) return undefined;
    e.attributes = [...(e.attributes ?? []), ...missing.map((text) => ({ type: 'Duration', text }))];
    return relabelLine(set, doc, k, `+ Duration ${missing.map((t) => `"${t}"`).join(', ')}`, e.text);
  });
  printRelabels({ mode, changes });
}
