/**
 * en-us festivals (sys-date-festivals.md) plus a few widely used US shopping/observance days, as phrase tables
 * and per-year date rules.
 */
import type { Ymd } from './calendar.js';
import { addDays, nthWeekdayOfMonth } from './calendar.js';
import type { Token } from './tokens.js';

type Rule = (year: number) => Ymd;

const fixed = (month: number, day: number): Rule => (year) => ({ year, month, day });
const nth = (month: number, weekday: number, n: number): Rule => (year) => nthWeekdayOfMonth(year, month, weekday, n) as Ymd;
const fromEaster = (days: number): Rule => (year) => addDays(easterSunday(year), days);
const thanksgiving = nth(11, 4, 4);

/** Festival key (the service's `interpretation.festival` string) → date in a given year. */
export const FESTIVAL_RULES: Readonly<Record<string, Rule>> = {
  newyear: fixed(1, 1), inauguration: fixed(1, 20), luther: nth(1, 1, 3), groundhog: fixed(2, 2),
  washington: nth(2, 1, 3), president: nth(2, 1, 3), valentine: fixed(2, 14), women: fixed(3, 8),
  patrick: fixed(3, 17), fool: fixed(4, 1), goodfriday: fromEaster(-2), easter: fromEaster(0),
  eastermonday: fromEaster(1), earth: fixed(4, 22), memorial: nth(5, 1, -1), mother: nth(5, 0, 2),
  father: nth(6, 0, 3), independence: fixed(7, 4), labor: nth(9, 1, 1), columbus: nth(10, 1, 2),
  veterans: fixed(11, 11), thanksgiving: thanksgiving, halloween: fixed(10, 31), christmaseve: fixed(12, 24),
  christmas: fixed(12, 25), boxing: fixed(12, 26), newyearseve: fixed(12, 31),
  // not in the service's en-us list; recognised with keys of the same style
  blackfriday: (y) => addDays(thanksgiving(y), 1), cybermonday: (y) => addDays(thanksgiving(y), 4),
  workers: fixed(5, 1),
};

/** Phrases (words with a trailing `'s` dropped, apostrophes and periods ignored) → festival key. */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['new year day', 'newyear'], ['new years day', 'newyear'], ['new year', 'newyear'], ['new years', 'newyear'],
  ['yuandan', 'newyear'],
  ['new year eve', 'newyearseve'], ['new years eve', 'newyearseve'],
  ['inauguration day', 'inauguration'],
  ['martin luther king day', 'luther'], ['martin luther king jr day', 'luther'], ['mlk day', 'luther'],
  ['martin luther king', 'luther'], ['groundhog day', 'groundhog'], ['washington birthday', 'washington'],
  ['president day', 'president'], ['presidents day', 'president'], ['valentine day', 'valentine'],
  ['valentines day', 'valentine'], ['valentine', 'valentine'], ['women day', 'women'],
  ['international women day', 'women'], ['womens day', 'women'], ['saint patrick day', 'patrick'],
  ['st patrick day', 'patrick'], ['saint patrick', 'patrick'], ['st patrick', 'patrick'], ['patrick day', 'patrick'],
  ['april fool day', 'fool'], ['april fools day', 'fool'], ['april fool', 'fool'], ['good friday', 'goodfriday'],
  ['easter sunday', 'easter'], ['easter day', 'easter'], ['easter', 'easter'], ['easter monday', 'eastermonday'],
  ['earth day', 'earth'], ['memorial day', 'memorial'], ['mother day', 'mother'], ['mothers day', 'mother'],
  ['father day', 'father'], ['fathers day', 'father'], ['independence day', 'independence'],
  ['labor day', 'labor'], ['labour day', 'labor'], ['columbus day', 'columbus'], ['veteran day', 'veterans'],
  ['veterans day', 'veterans'], ['thanksgiving day', 'thanksgiving'], ['thanksgiving', 'thanksgiving'],
  ['thanks giving day', 'thanksgiving'], ['thanks giving', 'thanksgiving'], ['halloween', 'halloween'],
  ['christmas eve', 'christmaseve'], ['xmas eve', 'christmaseve'], ['christmas day', 'christmas'],
  ['christmas', 'christmas'], ['xmas', 'christmas'], ['boxing day', 'boxing'], ['black friday', 'blackfriday'],
  ['cyber monday', 'cybermonday'], ['international workers day', 'workers'], ['workers day', 'workers'],
  ['may day', 'workers'],
];

const BY_FIRST_WORD = new Map<string, Array<{ words: string[]; key: string }>>();
for (const [phrase, key] of PHRASES) {
  const words = phrase.split(' ');
  const list = BY_FIRST_WORD.get(words[0]) ?? [];
  list.push({ words, key });
  list.sort((a, b) => b.words.length - a.words.length);
  BY_FIRST_WORD.set(words[0], list);
}

const normal = (w: string): string => (w.endsWith("'s") ? w.slice(0, -2) : w);

/** True when a festival phrase can start with this word. */
export const startsFestival = (w: string): boolean => BY_FIRST_WORD.has(normal(w));

/** Longest festival phrase starting at token `i`: its key and the index after it. */
export function matchFestival(toks: readonly Token[], i: number): { key: string; end: number } | null {
  if (i >= toks.length || toks[i].kind !== 'word') return null;
  const candidates = BY_FIRST_WORD.get(normal(toks[i].text));
  if (!candidates) return null;
  for (const c of candidates) {
    let j = i;
    let k = 0;
    while (k < c.words.length && j < toks.length) {
      const t = toks[j];
      if (t.kind === 'punct' && (t.text === "'" || t.text === '.') && j > i) { j++; continue; }
      if (t.kind !== 'word' || normal(t.text) !== c.words[k]) break;
      j++;
      k++;
    }
    if (k === c.words.length) {
      if (toks[j - 1]?.kind === 'punct' && toks[j - 1].text === '.') j--;
      return { key: c.key, end: j };
    }
  }
  return null;
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): Ymd {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}
