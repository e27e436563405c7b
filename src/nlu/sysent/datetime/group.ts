/** Finding atoms left to right (longest first) and grouping neighbours into one date/time mention. */
import type { Atom } from './atoms.js';
import { matchDateAtoms } from './date-atoms.js';
import { HOUR_PREFIXES, matchTimeAtoms } from './time-atoms.js';
import type { Token } from './tokens.js';
import { CARDINALS, MODIFIERS, MONTHS, ORDINALS, PARTS_OF_DAY, RANGE_CONNECTORS, TENS, WEEKDAYS } from './lexicon.js';
import { startsFestival } from './festivals.js';

type Toks = readonly Token[];

/** Words that may sit between two atoms of one mention (`tomorrow at 5`, `friday, 7/6`, `6 jan 2017 - 6:37am`). */
const GLUE: ReadonlySet<string> = new Set([',', 'at', 'on', '@', '-', 'for', 'around', 'about', 'the', 'of', '(', ')', 't', 'approximately', 'by', 'in']);
const MAX_GLUE = 3;

const RANK: Readonly<Record<Atom['kind'], number>> = { date: 3, period: 3, time: 3, pod: 2, now: 3, reltime: 3, window: 3, eod: 3, num: 0 };

/** Words no atom can start with are skipped without running the matchers. */
const STARTERS: ReadonlySet<string> = new Set([
  ...MONTHS.keys(), ...WEEKDAYS.keys(), ...MODIFIERS.keys(), ...CARDINALS.keys(), ...TENS.keys(), ...ORDINALS.keys(),
  ...PARTS_OF_DAY.keys(),
  'today', 'tonight', 'tonite', 'tomorrow', 'tmrw', 'tmr', 'tomorow', 'tommorow', 'tommorrow', 'yesterday', 'otd',
  'the', 'in', 'within', 'a', 'an', 'few', 'several', 'day', 'q', 'year', 'during', 'of', 'throughout', 'weekend',
  'now', 'asap', 'right', 'as', 'at', 'end', 'eod', 'early', 'late', 'noon', 'midday', 'noonish', 'midnight',
  'midmorning', 'midafternoon', 'noontime', 'mid', 'quarter', 'half', 'less',
]);

function canStart(t: Token): boolean {
  if (t.kind === 'num') return true;
  if (t.kind === 'punct') return t.text === '@';
  return STARTERS.has(t.text) || startsFestival(t.text);
}

/** Atoms of the text, non-overlapping, in order. */
export function scanAtoms(toks: Toks): Atom[] {
  const atoms: Atom[] = [];
  const found: Atom[] = [];
  for (let i = 0; i < toks.length; ) {
    found.length = 0;
    if (canStart(toks[i])) {
      matchDateAtoms(toks, i, found);
      matchTimeAtoms(toks, i, found);
    }
    let best: Atom | null = null;
    for (const a of found) {
      if (a.to <= a.from) continue;
      if (!best || a.to > best.to || (a.to === best.to && RANK[a.kind] > RANK[best.kind]) || (a.to === best.to && RANK[a.kind] === RANK[best.kind] && best.weak && !a.weak)) best = a;
    }
    if (!best) { i++; continue; }
    atoms.push(promote(toks, best));
    i = best.to;
  }
  return atoms;
}

const AFTER_WORD_HOUR: ReadonlySet<string> = new Set([
  'today', 'tonight', 'tomorrow', 'on', 'in', 'and', 'or', 'then', 'please', 'this', 'next', 'sharp', 'at', 'to', 'till',
  'until', 'tmrw', 'tomorow', 'for', 'thirty', 'fifteen', 'forty', 'fifty', 'twenty', 'ten', 'so', 'ok', 'okay',
]);

/** A bare or word hour after `at`/`until`/... is a time; a weekday abbreviation after `on` is a date. */
function promote(toks: Toks, a: Atom): Atom {
  const prev = a.from > 0 ? toks[a.from - 1].text : '';
  const prev2 = a.from > 1 ? toks[a.from - 2].text : '';
  const afterPrefix = HOUR_PREFIXES.has(prev) && prev !== 'from' && prev !== 'between' || ((prev === 'around' || prev === 'about') && prev2 === 'at');
  // a word number after `by`/`at` is an hour only before a pause or a time word (`at seven`, not `by two separate ATMs`)
  const wordNumber = toks[a.from].kind === 'word';
  const nextWord = a.to < toks.length && toks[a.to].kind === 'word' ? toks[a.to].text : '';
  const wordHourOk = !wordNumber || (prev !== 'by' && (nextWord === '' || AFTER_WORD_HOUR.has(nextWord)));
  if (a.kind === 'num' && afterPrefix && a.value <= 24 && wordHourOk) {
    return { kind: 'time', from: a.from, to: a.to, clock: { hour: a.value === 24 ? 0 : a.value, minute: 0, second: 0, minuteGiven: false, secondGiven: false, fixed: a.value > 12 } };
  }
  if (a.kind === 'time' && a.weak && (afterPrefix || prev === 'from' || prev === 'for')) return { ...a, weak: false };
  if (a.kind === 'date' && a.weak && a.date.t === 'weekday' && (prev === 'on' || prev === 'by' || prev === 'until' || prev === 'from')) return { ...a, weak: false };
  return a;
}

export interface Group {
  readonly atoms: Atom[];
  readonly from: number;
  readonly to: number;
}

type Slot = 'weekday' | 'rel' | 'primary' | 'week' | 'period' | 'time' | 'pod' | 'num' | 'eod' | 'solo';

function slotOf(a: Atom): Slot {
  switch (a.kind) {
    case 'date':
      if (a.date.t === 'weekday') return a.date.weekOffset !== undefined ? 'primary' : 'weekday';
      return a.date.t === 'rel' ? 'rel' : 'primary';
    case 'period': return a.period.unit === 'week' && a.period.offset !== undefined ? 'week' : 'period';
    case 'time': return 'time';
    case 'pod': return 'pod';
    case 'num': return 'num';
    case 'eod': return 'eod';
    case 'now':
    case 'reltime':
    case 'window': return 'solo';
  }
}

function compatible(group: Atom[], a: Atom): boolean {
  const s = slotOf(a);
  if (s === 'solo' || s === 'period') return false;
  const slots = group.map(slotOf);
  if (slots.includes('solo') || slots.includes('period')) return false;
  if (slots.includes(s)) return false;
  // `next week` only takes a weekday (`next week friday`)
  if (s === 'week') return slots.every((x) => x === 'weekday');
  if (slots.includes('week')) return s === 'weekday' && slots.length === 1;
  // a relative day with a part of day already saying which day (`tonight` + `tomorrow`) does not mix
  if (s === 'rel' && group.some((g) => g.kind === 'pod' && g.dayOffset !== undefined)) return false;
  if (a.kind === 'pod' && a.dayOffset !== undefined && slots.includes('rel')) return false;
  // two full dates (`tomorrow` + `13/04/21` is fine: the explicit one wins)
  return true;
}

function gapIsGlue(toks: Toks, from: number, to: number): boolean {
  if (to - from > MAX_GLUE) return false;
  for (let k = from; k < to; k++) {
    const t = toks[k];
    if (t.text === 't' && !t.glued) return false;
    if (!GLUE.has(t.text)) return false;
  }
  return true;
}

/** Neighbouring compatible atoms joined into groups. */
export function groupAtoms(toks: Toks, atoms: readonly Atom[]): Group[] {
  const groups: Group[] = [];
  let cur: Atom[] = [];
  const flush = (): void => {
    if (cur.length) groups.push({ atoms: cur, from: cur[0].from, to: cur[cur.length - 1].to });
    cur = [];
  };
  for (const a of atoms) {
    if (cur.length) {
      const last = cur[cur.length - 1];
      const ok = gapIsGlue(toks, last.to, a.from) && compatible(cur, a) && !rangeBetween(toks, last, a) && !endsNumberRange(toks, groups, cur, a);
      if (!ok) flush();
    }
    cur.push(a);
  }
  flush();
  return groups;
}

/**
 * `from 2 to 3 tomorrow`: a bare number that ends a range of bare numbers (`from 2 to`, `between 2 and`) is that range's
 * end, not the day or hour of the date after it; joined to the date it was dropped there and the range lost its end
 * (the legacy entities read `from 2 to 3` as two times: ranges.ts `bareHourRange`).
 */
function endsNumberRange(toks: Toks, groups: readonly Group[], cur: readonly Atom[], a: Atom): boolean {
  if (a.kind !== 'date' || cur.length !== 1 || cur[0].kind !== 'num' || groups.length === 0) return false;
  const prev = groups[groups.length - 1];
  if (prev.atoms.length !== 1 || prev.atoms[0].kind !== 'num' || prev.from === 0 || cur[0].from - prev.to !== 1) return false;
  const pre = toks[prev.from - 1].text;
  const conn = toks[prev.to].text;
  return (pre === 'from' && conn !== 'and' && RANGE_CONNECTORS.has(conn)) || (pre === 'between' && conn === 'and');
}

/** `monday - friday`, `9 - 5`: a dash between two atoms of the same kind is a range, not glue. */
function rangeBetween(toks: Toks, a: Atom, b: Atom): boolean {
  const dash = b.from - a.to === 1 && (toks[a.to].text === '-' || toks[a.to].text === '–');
  if (!dash) return false;
  if (a.kind === 'time' && (b.kind === 'time' || b.kind === 'num')) return true;
  // `march 3-5`: a day number after a dash ends a range in the same month
  if (a.kind === 'date' && (a.date.t === 'md' || a.date.t === 'dom') && b.kind === 'num') return true;
  if (a.kind === 'num' && b.kind === 'time') return true;
  // `2-5 june`: a day number before a dash ends nothing, it starts a range in the end's month
  if (a.kind === 'num' && b.kind === 'date' && b.date.t === 'md') return true;
  return a.kind === 'date' && b.kind === 'date' && a.date.t === b.date.t;
}
