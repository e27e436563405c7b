/** Matchers for time atoms: clock times, word times, `quarter to 5`, `noon`, parts of the day, `now`. */
import type { Atom, ClockSpec } from './atoms.js';
import { CARDINALS, PARTS_OF_DAY, TENS, UNITS } from './lexicon.js';
import { isNum, punct, readWordNumber, word } from './numbers.js';
import type { Token } from './tokens.js';

type Toks = readonly Token[];

/** Words after which a bare hour (`at 5`, `until 9`) is a time. */
export const HOUR_PREFIXES: ReadonlySet<string> = new Set(['at', 'around', 'about', 'by', 'after', 'before', 'until', 'till', 'til', 'circa', '@', 'from', 'between', 'since', 'approximately']);

/** Every time atom that starts at token `i`. */
export function matchTimeAtoms(toks: Toks, i: number, out: Atom[]): void {
  push(out, clockDigits(toks, i));
  push(out, clockWords(toks, i));
  push(out, minutesPastTo(toks, i));
  push(out, namedTime(toks, i));
  push(out, partOfDay(toks, i));
  push(out, nowAtom(toks, i));
  push(out, endOfDay(toks, i));
  push(out, bareNumber(toks, i));
}

function push(out: Atom[], a: Atom | null): void {
  if (a) out.push(a);
}

const time = (from: number, to: number, clock: ClockSpec, weak = false): Atom => ({ kind: 'time', from, to, clock, weak });

// ------------------------------------------------------------------ am / pm

interface Meridiem { readonly m: 'am' | 'pm' | 'both'; readonly end: number }

/** `am`, `pm`, `a`, `p` (glued), `a.m.`, `p . m .`, `a m`, `.am`, `ampm`. */
export function readMeridiem(toks: Toks, i: number, afterWords = false): Meridiem | null {
  let j = i;
  if (punct(toks, j) === '.' && toks[j].glued && (word(toks, j + 1) === 'am' || word(toks, j + 1) === 'pm')) j++;
  const w = word(toks, j);
  if (w === 'am' || w === 'pm') return { m: w, end: skipDot(toks, j + 1) };
  if (w === 'ampm') return { m: 'both', end: j + 1 };
  if (w === 'a' || w === 'p') {
    const m = w === 'a' ? 'am' : 'pm';
    // a.m. / p . m .
    if (punct(toks, j + 1) === '.' && word(toks, j + 2) === 'm') return { m, end: skipDot(toks, j + 3) };
    if (word(toks, j + 1) === 'm' && (afterWords || toks[j].glued)) return { m, end: skipDot(toks, j + 2) };
    if (toks[j].glued && w === 'p') return { m, end: skipDot(toks, j + 1) };
    if (toks[j].glued && w === 'a' && !(word(toks, j + 1) && !toks[j + 1].glued)) return { m, end: j + 1 };
  }
  return null;
}

const skipDot = (toks: Toks, j: number): number => (punct(toks, j) === '.' ? j + 1 : j);

function applyMeridiem(hour: number, m: 'am' | 'pm'): number {
  if (m === 'am') return hour === 12 ? 0 : hour;
  return hour < 12 ? hour + 12 : hour;
}

function withMeridiem(c: Omit<ClockSpec, 'meridiem'>, m: Meridiem | null): ClockSpec {
  if (!m) return c;
  if (m.m === 'both') return { ...c, bothMeridiems: true };
  if (c.hour > 12) return c;
  return { ...c, hour: applyMeridiem(c.hour, m.m), meridiem: m.m };
}

const OCLOCK = (toks: Toks, i: number): number => {
  const w = word(toks, i);
  if (w === "o'clock" || w === 'oclock') return i + 1;
  if (w === 'o' && (word(toks, i + 1) === 'clock' || (punct(toks, i + 1) === "'" && word(toks, i + 2) === 'clock'))) return word(toks, i + 1) === 'clock' ? i + 2 : i + 3;
  return -1;
};

// ------------------------------------------------------------------ digits

function clockDigits(toks: Toks, i: number): Atom | null {
  if (!isNum(toks, i)) return null;
  const a = toks[i];
  const prev = i > 0 ? toks[i - 1] : null;
  // must not continue a number or a date (`1.5`, `2016-12-16`)
  if (prev && a.glued && (prev.text === '.' || prev.text === '/' || prev.text === ',' || prev.text === '$')) return null;
  if (prev && a.glued && prev.kind === 'word' && prev.text !== 't' && prev.text !== 'at' && prev.text !== 'h') return null;
  const len = a.text.length;
  const sep = punct(toks, i + 1);
  // H:MM[:SS], H.MM, HhMM
  if (len <= 2 && (sep === ':' || sep === '.' || word(toks, i + 1) === 'h') && isNum(toks, i + 2) && toks[i + 2].text.length === 2) {
    const hour = a.value;
    const minute = toks[i + 2].value;
    if (hour > 24 || minute > 59) return null;
    if (sep === ':' || sep === '.') {
      if (!toks[i + 1].glued || !toks[i + 2].glued) return null;
    }
    let end = i + 3;
    let second = 0;
    let secondGiven = false;
    if (sep === ':' && punct(toks, end) === ':' && isNum(toks, end + 1) && toks[end + 1].text.length === 2 && toks[end].glued) {
      second = toks[end + 1].value;
      secondGiven = true;
      if (second > 59) return null;
      end += 2;
    }
    if (isNum(toks, end) && toks[end].glued) return null;
    if (sep === '.' && (punct(toks, end) === '.' && isNum(toks, end + 1))) return null; // 13.5.2015
    const m = readMeridiem(toks, end);
    if (sep === '.') {
      const before = prev ? prev.text : '';
      if (!m && !HOUR_PREFIXES.has(before)) return null;
    }
    const base = { hour: hour === 24 ? 0 : hour, minute, second, minuteGiven: true, secondGiven, fixed: hour > 12 || a.text.startsWith('0') };
    return time(i, m ? m.end : end, withMeridiem(base, m));
  }
  // 340pm, 1140 a.m., 0800 hours
  if (len === 3 || len === 4) {
    const hour = Math.floor(a.value / 100);
    const minute = a.value % 100;
    if (hour > 24 || minute > 59) return null;
    const m = readMeridiem(toks, i + 1);
    if (m && hour >= 1 && hour <= 12) return time(i, m.end, withMeridiem({ hour, minute, second: 0, minuteGiven: true, secondGiven: false }, m));
    const w = word(toks, i + 1);
    if (len === 4 && (w === 'hours' || w === 'hrs' || (w === 'h' && toks[i + 1].glued))) {
      return time(i, i + 2, { hour: hour % 24, minute, second: 0, minuteGiven: true, secondGiven: false, fixed: true });
    }
    // `at 0730`: four digits after `at` with a leading zero, or ending the clause, read as a 24-hour time
    const endsClause = i + 1 >= toks.length || (toks[i + 1].kind === 'punct' && /^[.!?,;]$/.test(toks[i + 1].text) && !isNum(toks, i + 2));
    if (len === 4 && hour < 24 && (prev?.text === 'at' || prev?.text === '@') && (a.text.startsWith('0') || endsClause)) {
      return time(i, i + 1, { hour, minute, second: 0, minuteGiven: true, secondGiven: false, fixed: true });
    }
    return null;
  }
  if (len > 2 || a.value > 24) return null;
  // 7pm, 7 p.m., 9a, 7ampm
  const m = readMeridiem(toks, i + 1);
  if (m && a.value >= 0 && a.value <= 12) return time(i, m.end, withMeridiem({ hour: a.value, minute: 0, second: 0, minuteGiven: false, secondGiven: false }, m));
  // 7 o'clock
  const oc = OCLOCK(toks, i + 1);
  if (oc > 0) {
    const mm = readMeridiem(toks, oc);
    return time(i, mm ? mm.end : oc, withMeridiem({ hour: a.value, minute: 0, second: 0, minuteGiven: false, secondGiven: false }, mm));
  }
  // 11ish, 11-ish
  if (word(toks, i + 1) === 'ish' && toks[i + 1].glued) return time(i, i + 2, { hour: a.value, minute: 0, second: 0, minuteGiven: false, secondGiven: false });
  if (punct(toks, i + 1) === '-' && word(toks, i + 2) === 'ish') return time(i, i + 3, { hour: a.value, minute: 0, second: 0, minuteGiven: false, secondGiven: false });
  return null;
}

// ------------------------------------------------------------------ words: seven thirty pm, five-thirty, eleven o'clock

function readHourWord(toks: Toks, i: number): { hour: number; end: number } | null {
  const n = readWordNumber(toks, i);
  if (!n || n.ordinal || n.value > 24) return null;
  if (n.value === 0) return null;
  return { hour: n.value, end: n.end };
}

function readMinuteWords(toks: Toks, i: number): { minute: number; end: number } | null {
  let j = i;
  if (punct(toks, j) === '-' && toks[j].glued) j++;
  const w = word(toks, j);
  if (w === 'oh' || w === 'o') {
    const u = CARDINALS.get(word(toks, j + 1));
    if (u !== undefined && u >= 1 && u <= 9) return { minute: u, end: j + 2 };
    return null;
  }
  if (TENS.has(w) || (CARDINALS.get(w) ?? 0) >= 1) {
    const n = readWordNumber(toks, j);
    if (!n || n.ordinal || n.value > 59) return null;
    let end = n.end;
    if (UNITS.get(word(toks, end)) === 'minute') end++;
    return { minute: n.value, end };
  }
  return null;
}

function clockWords(toks: Toks, i: number): Atom | null {
  const h = readHourWord(toks, i);
  if (!h) return null;
  const oc = OCLOCK(toks, h.end);
  if (oc > 0) {
    const m = readMeridiem(toks, oc, true);
    return time(i, m ? m.end : oc, withMeridiem({ hour: h.hour, minute: 0, second: 0, minuteGiven: false, secondGiven: false }, m));
  }
  const mw = h.hour <= 24 ? readMinuteWords(toks, h.end) : null;
  const end = mw ? mw.end : h.end;
  const m = readMeridiem(toks, end, true);
  if (!m && !mw) {
    // a lone hour word is a number: an hour after `at`, a day after a weekday
    return null;
  }
  if (m && m.m !== 'both' && h.hour > 12) {
    // fifteen fifteen p m
    return time(i, m.end, { hour: h.hour, minute: mw ? mw.minute : 0, second: 0, minuteGiven: !!mw, secondGiven: false, fixed: true });
  }
  const base = { hour: h.hour, minute: mw ? mw.minute : 0, second: 0, minuteGiven: !!mw, secondGiven: false };
  return time(i, m ? m.end : end, withMeridiem(base, m), !m);
}

// ------------------------------------------------------------------ quarter to 5, half past four, 20 min past eight

function minutesPastTo(toks: Toks, i: number): Atom | null {
  let j = i;
  let minutes: number;
  if (word(toks, j) === 'a' && (word(toks, j + 1) === 'quarter' || word(toks, j + 1) === 'half')) j++;
  const w = word(toks, j);
  if (w === 'quarter') { minutes = 15; j++; }
  else if (w === 'half') { minutes = 30; j++; }
  else if ((w === 'three' || w === '3') && (word(toks, j + 1) === 'quarters' || word(toks, j + 1) === 'quarter')) { minutes = 45; j += 2; }
  else if (isNum(toks, j) && toks[j].text.length <= 2 && toks[j].value <= 59) {
    minutes = toks[j].value;
    j++;
    // `10 past 9` reads as a time; `1 to 2`, `11 to 15` are ranges unless minutes are named
    if (UNITS.get(word(toks, j)) === 'minute') j++;
    else if (word(toks, j) !== 'past') return null;
  } else {
    const n = readWordNumber(toks, j);
    if (!n || n.ordinal || n.value > 59) return null;
    minutes = n.value;
    j = n.end;
    if (UNITS.get(word(toks, j)) === 'minute') j++;
  }
  const rel = word(toks, j);
  const sign = rel === 'past' || rel === 'after' ? 1 : rel === 'to' || rel === 'before' || rel === 'till' || rel === 'of' ? -1 : 0;
  if (sign === 0) return null;
  const hourAtom = clockDigits(toks, j + 1) ?? clockWords(toks, j + 1) ?? hourNumber(toks, j + 1) ?? loneHourWord(toks, j + 1);
  if (!hourAtom || hourAtom.kind !== 'time') return null;
  const c = hourAtom.clock;
  if (c.secondGiven) return null;
  if (sign < 0 && (w === 'half')) return null;
  let total = c.hour * 60 + c.minute + sign * minutes;
  total = ((total % 1440) + 1440) % 1440;
  const clock: ClockSpec = {
    hour: Math.floor(total / 60), minute: total % 60, second: 0, minuteGiven: true, secondGiven: false,
    meridiem: c.meridiem, fixed: c.fixed, bothMeridiems: c.bothMeridiems,
  };
  // `ten past 9` with no am/pm stays ambiguous; `half past 8pm` is not
  return time(i, hourAtom.to, clock);
}

function loneHourWord(toks: Toks, i: number): Atom | null {
  const h = readHourWord(toks, i);
  return h && h.hour <= 12 ? time(i, h.end, { hour: h.hour, minute: 0, second: 0, minuteGiven: false, secondGiven: false }) : null;
}

function hourNumber(toks: Toks, i: number): Atom | null {
  if (!isNum(toks, i) || toks[i].text.length > 2 || toks[i].value > 24 || toks[i].value < 1) return null;
  if (punct(toks, i + 1) === ':' || punct(toks, i + 1) === '.') return null;
  return time(i, i + 1, { hour: toks[i].value, minute: 0, second: 0, minuteGiven: false, secondGiven: false });
}

// ------------------------------------------------------------------ noon, midnight, midmorning, 12 noon, 1 o'clock midnight

const NAMED: ReadonlyMap<string, number> = new Map([
  ['noon', 12], ['midday', 12], ['noonish', 12], ['midnight', 0], ['midmorning', 10], ['midafternoon', 14],
  ['noontime', 12],
]);

function namedTime(toks: Toks, i: number): Atom | null {
  let j = i;
  let lead: number | undefined;
  // 12 noon, 12 midnight, 1 o'clock midnight
  if (isNum(toks, j) && toks[j].text.length <= 2 && toks[j].value <= 12) {
    lead = toks[j].value;
    j++;
    const oc = OCLOCK(toks, j);
    if (oc > 0) j = oc;
  }
  let w = word(toks, j);
  let end = j + 1;
  if (w === 'mid' && (NAMED.has(`mid${word(toks, j + 1)}`) || word(toks, j + 1) === 'day')) {
    w = `mid${word(toks, j + 1)}`;
    end = j + 2;
  } else if (w === 'mid' && punct(toks, j + 1) === '-' && (NAMED.has(`mid${word(toks, j + 2)}`) || word(toks, j + 2) === 'day')) {
    w = `mid${word(toks, j + 2)}`;
    end = j + 3;
  }
  const hour = NAMED.get(w);
  if (hour === undefined) return null;
  if (lead !== undefined) {
    if (w === 'midnight') return time(i, end, { hour: lead % 12, minute: 0, second: 0, minuteGiven: false, secondGiven: false, fixed: true });
    if (lead !== 12) return null;
  }
  return time(i, end, { hour, minute: 0, second: 0, minuteGiven: false, secondGiven: false, fixed: true });
}

// ------------------------------------------------------------------ parts of the day

function partOfDay(toks: Toks, i: number): Atom | null {
  const w = word(toks, i);
  if (w === 'tonight' || w === 'tonite') return { kind: 'pod', from: i, to: i + 1, part: 'night', dayOffset: 0 };
  let j = i;
  let dayOffset: number | undefined;
  if (w === 'in' && word(toks, i + 1) === 'the') j += 2;
  else if (w === 'at' && (word(toks, i + 1) === 'night' || word(toks, i + 1) === 'lunchtime')) j += 1;
  else if (w === 'this') { j += 1; dayOffset = 0; }
  else if (w === 'last' && word(toks, i + 1) === 'night') { j += 1; dayOffset = -1; }
  if (word(toks, j) === 'early' || word(toks, j) === 'late') j++;
  const part = PARTS_OF_DAY.get(word(toks, j));
  if (!part) return null;
  if (part === 'lunchtime' && word(toks, j) === 'lunch' && j === i) return null;
  // a bare `morning` (`good morning`, `date night`) only counts next to a date or a time, or as the whole message
  // (`afternoon` answering "when?"; a real 2018 log gives it a @sys-time)
  const bare = j === i || (j === i + 1 && (word(toks, i) === 'early' || word(toks, i) === 'late'));
  return { kind: 'pod', from: i, to: j + 1, part, dayOffset, weak: bare && !wholeMessage(toks, i, j + 1) };
}

/** True when the tokens outside [from, to) are punctuation only. */
function wholeMessage(toks: Toks, from: number, to: number): boolean {
  for (let k = 0; k < toks.length; k++) if ((k < from || k >= to) && toks[k].kind !== 'punct') return false;
  return true;
}

// ------------------------------------------------------------------ now, end of day

function nowAtom(toks: Toks, i: number): Atom | null {
  const w = word(toks, i);
  if (w === 'now' || w === 'asap') return { kind: 'now', from: i, to: i + 1 };
  if (w === 'right' && word(toks, i + 1) === 'now') return { kind: 'now', from: i, to: i + 2 };
  if (w === 'as' && word(toks, i + 1) === 'soon' && word(toks, i + 2) === 'as' && word(toks, i + 3) === 'possible') return { kind: 'now', from: i, to: i + 4 };
  if (w === 'at') {
    const a = word(toks, i + 1);
    const b = word(toks, i + 2);
    if (a === 'present') return { kind: 'now', from: i, to: i + 2 };
    if (a === 'the' && (b === 'moment' || b === 'minute')) return { kind: 'now', from: i, to: i + 3 };
    if (a === 'the' && b === 'present' && word(toks, i + 3) === 'time') return { kind: 'now', from: i, to: i + 4 };
    if (a === 'this' && b === 'time') return { kind: 'now', from: i, to: i + 3 };
  }
  return null;
}

function endOfDay(toks: Toks, i: number): Atom | null {
  let j = i;
  if (word(toks, j) === 'the') j++;
  if (word(toks, j) === 'eod') return { kind: 'eod', from: i, to: j + 1 };
  if (word(toks, j) !== 'end' || word(toks, j + 1) !== 'of') return null;
  j += 2;
  if (word(toks, j) === 'the' && word(toks, j + 1) === 'day') return { kind: 'eod', from: i, to: j + 2 };
  if (word(toks, j) === 'day') return { kind: 'eod', from: i, to: j + 1 };
  // `end of tomorrow`: the date follows and joins this marker in the grouping step
  return { kind: 'eod', from: i, to: j, weak: true };
}

// ------------------------------------------------------------------ bare numbers (hours after `at`, days after weekdays)

function bareNumber(toks: Toks, i: number): Atom | null {
  if (i > 0 && (toks[i - 1].text === '$' || toks[i - 1].text === '€' || toks[i - 1].text === '£')) return null;
  let value: number;
  let end: number;
  if (isNum(toks, i)) {
    // a year after a clock time (`wed Oct 26 15:50:06 2016`) joins the date of its group
    if (toks[i].text.length === 4 && toks[i].value >= 1000 && toks[i].value <= 2999 && i > 0 && toks[i - 1].kind === 'num' && !toks[i].glued) {
      return { kind: 'num', from: i, to: i + 1, value: toks[i].value, weak: true };
    }
    if (toks[i].text.length > 2) return null;
    const nx = toks[i + 1];
    if (nx && nx.glued && (nx.kind === 'word' || nx.text === '%' || nx.text === '.' && isNum(toks, i + 2))) return null;
    if (i > 0 && toks[i].glued && toks[i - 1].kind === 'punct' && toks[i - 1].text !== '(' && toks[i - 1].text !== '-' && toks[i - 1].text !== '–') return null;
    value = toks[i].value;
    end = i + 1;
  } else {
    const n = readWordNumber(toks, i);
    if (!n || n.ordinal) return null;
    value = n.value;
    end = n.end;
  }
  if (value > 31) return null;
  const next = word(toks, end);
  if (UNITS.has(next) || NOT_TIME_NOUNS.has(next)) return null;
  return { kind: 'num', from: i, to: end, value, weak: true };
}

const NOT_TIME_NOUNS = new Set(['time', 'point', 'stage', 'go', 'place', 'least', 'once', 'all', 'percent', 'dollars', 'dollar', 'euros', 'euro', 'pounds', 'cents', 'people', 'persons', 'of', 'times', 'x', 'degrees', 'miles', 'km', 'kg', 'items', 'pieces', 'points', 'more', 'or']);
