/**
 * The one door from the contract labeller to the conversation engine's system-entity recognizers
 * (`src/nlu/sysent`): numbers, percentages, currencies and dates. These grammars are shared knowledge
 * that belongs on the common floor (`src/common`); until they move, no other contracts file imports
 * the conversation wing, so the move touches this file only.
 */
import { recognizeDateTimes } from '../../nlu/sysent/datetime/index.js';
import { recognizeNumeric } from '../../nlu/sysent/number/index.js';
import type { Span } from './text.js';

export interface NumericFact extends Span {
  type: 'Number' | 'Percentage' | 'Currency' | 'DateTime';
  /** Numbers: the value; dates: `YYYY-MM-DD`. */
  value: string;
  /** Currencies: the ISO-4217 code the recognizer resolved, or the symbol as written. */
  unit?: string;
}

/** Fixed reference instant: contract dates are absolute, a date without a year resolves in 2000. */
const REFERENCE = { now: Date.UTC(2000, 0, 1), timezone: 'UTC', version: '2021-06-14' };
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/i;
const LEADING_WORD = /^(?:on|of|in|at|by|from|until|till|to|the|before|after|since|dated)\s+/i;

/** Numeric facts of one text, ordered by begin, non-overlapping. Never throws. */
export function recognizeNumericFacts(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  for (const d of safely(() => recognizeDateTimes(text, { date: true, time: false, newSystemEntities: true, ...REFERENCE }))) {
    const [b0, end] = d.location;
    const raw = text.slice(b0, end);
    const lead = LEADING_WORD.exec(raw)?.[0].length ?? 0;
    const value = String(d.value ?? '');
    // A bare year ("of 1998") is a number to the contract service; a date needs a month or a numeric form.
    if (!MONTH.test(raw) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
    if (out.some((o) => o.begin < end && b0 < o.end)) continue;
    out.push({ type: 'DateTime', begin: b0 + lead, end, value });
  }
  const numeric = safely(() => recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true }));
  for (const m of numeric) {
    if (out.some((o) => o.type === 'DateTime' && o.begin < m.end && m.start < o.end)) continue;
    const span = text.slice(m.start, m.end);
    if (m.entity === 'sys-currency' || m.entity === 'sys-percentage') {
      // Words ("ten million pounds sterling", "fifty per cent") restating a figure count as a number.
      if (!/\d/.test(span)) {
        const words = /^[a-z -]+?(?=\s+(?:per\s*cent|percent|pounds?|dollars?|euros?|sterling|yen|francs?)\b)/i.exec(span);
        if (words) out.push({ type: 'Number', begin: m.start, end: m.start + words[0].length, value: String(m.value) });
        continue;
      }
      out.push({ type: m.entity === 'sys-currency' ? 'Currency' : 'Percentage', begin: m.start, end: m.end, value: String(m.value), unit: m.unit });
      continue;
    }
    out.push({ type: 'Number', begin: m.start, end: m.end, value: String(m.value) });
  }
  return joinDottedNumbers(text, out.sort((a, b) => a.begin - b.begin || b.end - a.end));
}

/** `5.8.1` comes back as three numbers: a clause reference is one. */
function joinDottedNumbers(text: string, facts: NumericFact[]): NumericFact[] {
  const out: NumericFact[] = [];
  for (const f of facts) {
    const last = out[out.length - 1];
    if (last && last.type === 'Number' && f.type === 'Number' && f.begin === last.end + 1 && text[last.end] === '.' && /^\d+$/.test(text.slice(f.begin, f.end))) {
      last.end = f.end;
      last.value = text.slice(last.begin, last.end);
      continue;
    }
    if (last && f.begin < last.end) continue;
    out.push({ ...f });
  }
  return out;
}

function safely<T>(run: () => T[]): T[] {
  try {
    return run();
  } catch {
    return [];
  }
}
