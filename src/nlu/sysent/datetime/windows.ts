/**
 * Windows of time counted from now: `in the next 4 hours`, `within the next 30 minutes`, `the past 2 hours`. The
 * legacy doc (system-entities.md "Legacy ranges") gives `in the next 4 hours` as two `@sys-time` entities, the current
 * time and the time four hours later; read here as a from/to pair. Only hours, minutes and seconds: a window of days
 * (`the next 2 days`) has no documented reading.
 */
import type { Atom } from './atoms.js';
import { hasTimeUnits } from './atoms.js';
import { readAmount } from './amount.js';
import { MODIFIERS } from './lexicon.js';
import { word } from './numbers.js';
import type { Token } from './tokens.js';

/** A window atom starting at token `i`, or null. */
export function timeWindow(toks: readonly Token[], i: number): Atom | null {
  let j = i;
  if (word(toks, j) === 'in' || word(toks, j) === 'within') j++;
  if (word(toks, j) === 'the') j++;
  const mod = MODIFIERS.get(word(toks, j));
  if (mod === undefined || mod === 'this') return null;
  const amt = readAmount(toks, j + 1);
  if (!amt || amt.weekday !== undefined) return null;
  const a = amt.amount;
  const dateUnits = a.years || a.months || a.weeks || a.days || a.businessDays;
  if (dateUnits || !hasTimeUnits(a)) return null;
  return { kind: 'window', from: i, to: amt.end, amount: a, sign: mod === 'next' ? 1 : -1 };
}
