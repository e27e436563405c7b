/**
 * The one door from the contract labeller to the conversation engine's system-entity recognizers
 * (`src/nlu/sysent`): numbers, percentages, currencies and dates. These grammars are shared knowledge
 * that belongs on the common floor (`src/common`); until they move, no other contracts file imports
 * the conversation wing, so the move touches this file only.
 */
import { recognizeDateTimes } from '../../nlu/sysent/datetime/index.js';
// The calendar's month lengths, one home (a date left in another language, `otherLanguageDates`).
import { isValidDate } from '../../nlu/sysent/datetime/calendar.js';
import { recognizeNumeric } from '../../nlu/sysent/number/index.js';
import { CONTRACT_PREFIXES, CURRENCY_CODES, CURRENCY_NAMES, CURRENCY_SYMBOLS, DOLLAR_PREFIXES, currencyCode } from '../../nlu/sysent/number/currency-units.js';
import type { Span } from './text.js';
import { CALL_BEFORE, CODE_PREFIX_BEFORE, inLetteredIdentifier, inPhoneNumber, inSlashedIdentifier } from './identifiers.js';
import { longestFirstAlternation } from '../../common/regexp.js';
import { MONTH_NAMES, OTHER_LANGUAGE_MONTHS, WEEKDAY_NAMES } from '../../common/calendar-names.js';
import { partitionPoint } from '../../common/partition-point.js';
import { matchesOf } from '../../common/regex-matches.js';

/** The currency codes the money recognizer reads ("USD", "KES", "PKR"), for cues that look for a written amount. */
export { CURRENCY_CODES };

/** The currency a word written alone names: an ISO code in its case, or a contract mark ("AMD", "MAD"); else none. */
export function currencyOfWord(word: string): string | undefined {
  return CONTRACT_PREFIXES.get(word)?.code ?? currencyCode(word);
}

/** The ISO code of a currency sign ("€", "₼"), or undefined. */
export function currencyOfSign(sign: string): string | undefined {
  return CURRENCY_SYMBOLS.get(sign);
}

/** The code of a dollar sign's country letters ("US", "NZ", "A", "FJ" before "$"), as the money recognizer reads them. */
export function dollarPrefixCode(letters: string): string | undefined {
  return DOLLAR_PREFIXES.get(letters.toLowerCase())?.code;
}

/** Every three-capital money code a contract writes: the ISO codes and the contract marks spelt so ("MAD", "NIS"). */
export const MONEY_CODES: readonly string[] = [
  ...CURRENCY_CODES,
  ...[...CONTRACT_PREFIXES.keys()].filter((mark) => /^[A-Z]{3}$/.test(mark)),
];

export interface NumericFact extends Span {
  type: 'Number' | 'Percentage' | 'Currency' | 'DateTime';
  /** Numbers: the value; dates: `YYYY-MM-DD`. */
  value: string;
  /** Currencies: the ISO-4217 code the recognizer resolved, or the symbol as written. */
  unit?: string;
  /**
   * A Number restating money in words: the whole phrase, currency name included ("one hundred thousand Kenya
   * Shillings"), in which no name is read ("Kenya" is no place there).
   */
  phrase?: Span;
}

/** Fixed reference instant: contract dates are absolute, a date without a year resolves in 2000. */
const REFERENCE = { now: Date.UTC(2000, 0, 1), timezone: 'UTC', version: '2021-06-14' };
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/i;
/**
 * A clock time with its am/pm: "9.00 am", "5:30 p.m.", "10 am" (hours 1-12, minutes optional); or on the 24-hour
 * clock with two-digit hours and a colon, "07:00", "19:30 hours" (a dot would be a clause number, "12.30").
 */
// A one-digit hour with a colon ("7:00") is a time where a 24-hour time follows it as the end of a span of the day
// ("between 7:00 and 17:00", "7:30-16:00"; issue 18, h29a38); alone it may be a ratio or a verse and is left.
const CLOCK_TIME = /(?<![\d.:])(?:1[0-2]|0?[1-9])(?:[.:][0-5]\d)?\s?(?:[ap]\.m\.|[ap]m\b)|(?<![\d.:,])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:.,]\d)(?:\s?(?:hours|hrs|h)\b)?|(?<![\d.:,])\d:[0-5]\d(?=\s{0,3}(?:to|and|until|till|-|–)\s{0,3}(?:[01]\d|2[0-3]):[0-5]\d(?![\d:.,]\d))/gi;
const TIME_ON_DATE = /^\s+on\s+/;
/** Two 24-hour times with a dot joined as a span ("07.00 to 17.00", "08.30 and 18.00", "09.00-17.30"): each HH.MM. */
const DOTTED_CLOCK_PAIR = /(?<![\d.:])((?:[01]\d|2[0-3])\.[0-5]\d)\s{0,3}(?:to|and|until|till|-|–)\s{0,3}((?:[01]\d|2[0-3])\.[0-5]\d)(?![\d.]\d)(?!\.\d)/g;
/** A document part's word before a number ("clauses 10.10 to 10.15"). */
const DOCUMENT_PARTS_BEFORE = /\b(?:clauses?|sections?|paragraphs?|articles?|rules?|items?)\s{1,3}$/i;
// "Today, 5 March 2027, at the office of …" (a translated contract's opening): the day's word is no part of the date.
const LEADING_WORD = /^(?:(?:on|of|in|at|by|from|until|till|to|the|this|before|after|since|dated|between)\s+|(?:today|tomorrow|yesterday),?\s+){1,3}/i;
/** "plus or minus 5%", "± 2 °C": a tolerance's sign words are no part of the figure it allows either way. */
const TOLERANCE_SIGN = /^(?:plus|minus)\s+/i;
const TOLERANCE_BEFORE = /\b(?:plus|minus)\s+or\s+$/i;

/**
 * A numeric date written with dots, "07.10.2025": the day first, as every country that writes dates so does (Austria,
 * Germany, Switzerland, Bulgaria, Norway, Czechia …; the US writes month first with slashes). The chat grammar reads it
 * month first when both could be months; a contract reads it day first (h23f16). Anchored: linear.
 */
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/;
function dayFirstDotted(raw: string): string | undefined {
  const m = DOTTED_DATE.exec(raw.trim());
  if (!m) return undefined;
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date a translated contract leaves in its own language: the day (a German stop after it), the month's name, the year
 * ("12. Februar 2026", "3 mars 2026", "5 de marzo de 2026", "1 de março de 2026"), h29f22. Day, name and year all
 * written: a month's name alone, or beside a figure that is no day and year, is no date. The first day may be written
 * as an ordinal, as French and Italian write it ("le 1er mars 2026", "1º marzo 2026"; hrev22's left list, h30a39); no
 * other day takes the mark. Bounded: linear.
 */
const OTHER_LANGUAGE_DATE = new RegExp(String.raw`(?<![\d.])(\d{1,2})(\.|er|º)?\s{1,3}(?:de\s{1,3})?(${longestFirstAlternation([...OTHER_LANGUAGE_MONTHS.keys()])})\s{1,3}(?:de\s{1,3})?(\d{4})(?![\d\p{L}])`, 'giu');
function otherLanguageDates(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  // Most elements carry no year: the pattern runs only where four digits stand.
  if (!/\d{4}/.test(text)) return out;
  for (const m of matchesOf(OTHER_LANGUAGE_DATE, text)) {
    const month = OTHER_LANGUAGE_MONTHS.get(m[3].toLowerCase());
    const day = Number(m[1]);
    if (m[2] !== undefined && m[2] !== '.' && day !== 1) continue;
    if (month === undefined || !isValidDate(Number(m[4]), month, day)) continue;
    out.push({ type: 'DateTime', begin: m.index, end: m.index + m[0].length, value: `${m[4]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` });
  }
  return out;
}

/** A year named relative to another at a date's end: "of the following year", "in the next calendar year". */
const RELATIVE_YEAR_AFTER = /\s+(?:in|of)\s+the\s+(?:following|next|same|preceding|previous|subsequent)\s+(?:calendar\s+|financial\s+|contract\s+)?year$/i;

/** Numeric facts of one text, ordered by begin, non-overlapping. Never throws. */
export function recognizeNumericFacts(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  const dates = inWindows(withoutDayRestatement(text), DATE_ANCHOR, (t) => recognizeDateTimes(t, { date: true, time: false, newSystemEntities: true, ...REFERENCE })
    .map((d) => ({ start: d.location[0], end: d.location[1], value: d.value })));
  for (const found of dates) {
    for (const piece of datePieces(text, wholeDate(text, found))) {
      const d = withoutClosingPeriod(text, piece);
      if (!d) continue;
      const { start: b0 } = d;
      // "April 30 of the following year", "28 February in the next year": the year is told relative to another, the date
      // is the day and month (sets 21 and 23 label "April 30", "February 28"; h23s25).
      const end = d.end - (RELATIVE_YEAR_AFTER.exec(text.slice(b0, d.end))?.[0].length ?? 0);
      const raw = text.slice(b0, end);
      const lead = LEADING_WORD.exec(raw)?.[0].length ?? 0;
      const value = dayFirstDotted(raw.slice(lead)) ?? String(d.value ?? '');
      // A bare year ("of 1998") is a number to the contract service; a date needs a month or a numeric form; a month
      // alone ("in August") names no date.
      if (MONTH_ALONE.test(raw.slice(lead)) || !MONTH.test(raw) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
      // "Section 1.1.1 may be added": "may" in small letters after an outline number is the modal (English capitalises
      // its months), no date "1 May" (h20s20). Only after a dotted number: the reference response reads "Clause 10 may
      // vary" as a date "10 may", and parley follows it there.
      if (MODAL_MAY.test(raw) && /\d\.$/.test(text.slice(Math.max(0, b0 - 4), b0))) continue;
      if (out.some((o) => o.begin < end && b0 < o.end)) continue;
      // A day in guillemets ("«16» March 2026") opens with its guillemet: the words before it are the date's context.
      const guillemet = (text[b0 + lead - 1] === '«' || text[b0 + lead - 1] === '"') && DAY_IN_GUILLEMETS_OPEN.test(text.slice(b0 + lead, b0 + lead + 3)) ? 1 : 0;
      out.push({ type: 'DateTime', begin: b0 + lead - guillemet, end, value });
    }
  }
  for (const d of otherLanguageDates(text)) if (!out.some((o) => o.begin < d.end && d.begin < o.end)) out.push(d);
  // A time of day ("9.00 am", "5:30 p.m.", "10 am") is a DateTime, not the number inside it.
  const dateCount = out.length;
  for (const t of matchesOf(CLOCK_TIME, text)) {
    const end = t.index + t[0].length;
    if (!out.slice(0, dateCount).some((o) => o.begin < end && t.index < o.end)) out.push({ type: 'DateTime', begin: t.index, end, value: t[0] });
  }
  // "from 07.00 to 17.00", "between 08.30 and 18.00": two 24-hour times with a dot, joined as a span of the day's hours, are
  // two DateTimes (set 25 labels them so; h24s26a). A lone "12.30" stays what it usually is, a clause number.
  for (const t of matchesOf(DOTTED_CLOCK_PAIR, text)) {
    if (DOCUMENT_PARTS_BEFORE.test(text.slice(Math.max(0, t.index - 16), t.index))) continue;
    const second = t.index + t[0].length - t[2].length;
    for (const [b, e] of [[t.index, t.index + t[1].length], [second, second + t[2].length]]) {
      if (!out.slice(0, dateCount).some((o) => o.begin < e && b < o.end)) out.push({ type: 'DateTime', begin: b, end: e, value: text.slice(b, e) });
    }
  }
  // "18:00 on 25 January 2028", "5 p.m. on 3 March": a time on a date is one moment, one DateTime (h22s22p; the one
  // such phrase of the labelled sets is labelled whole). The date's value stands for it.
  const dateAt = new Map(out.slice(0, dateCount).map((d) => [d.begin, d]));
  for (let k = dateCount; k < out.length; k++) {
    const time = out[k];
    const on = TIME_ON_DATE.exec(text.slice(time.end, time.end + 6));
    const date = on ? dateAt.get(time.end + on[0].length) : undefined;
    if (!date) continue;
    date.begin = time.begin;
    out.splice(k, 1);
    k--;
  }
  // Only the dates and times so far: numbers are tested against them, not against each other (quadratic in long
  // tables), by a binary search over them sorted (they do not overlap, so their ends are sorted too).
  const dateFacts = out.slice().sort((a, b) => a.begin - b.begin);
  const numeric = inWindows(text, NUMBER_ANCHOR, (t) => recognizeNumeric(t, MONEY_OPTIONS)).map(dashAsPunctuation(text));
  for (const m of numeric) {
    if (overlapsAny(dateFacts, m.start, m.end)) continue;
    const change = m.entity === 'sys-currency' && m.range ? changeEnd(text, m) ?? boundEnd(text, m) : undefined;
    if (change) {
      out.push({ type: 'Currency', ...change, value: String(m.value), unit: m.unit });
      continue;
    }
    const span = text.slice(m.start, m.end);
    if (m.entity === 'sys-currency' || m.entity === 'sys-percentage') {
      // Words ("ten million pounds sterling", "one hundred thousand Kenya Shillings", "Rupees Five Lakh", "fifty per
      // cent") restating a figure count as a number: the number the words hold, read again without the unit (no list
      // of unit names here).
      if (!/\d/.test(span.replace(CHEQUE_CENTS, ''))) {
        // Money in words alone, with no figure beside it ("a fee of Rupees Five Lakh Only", "five thousand dollars"),
        // is the amount itself.
        if (m.entity === 'sys-currency' && !restatesFigure(text, m.start, m.end)) {
          out.push({ type: 'Currency', begin: m.start, end: m.end, value: String(m.value), unit: m.unit });
          continue;
        }
        const words = safely(() => recognizeNumeric(span, NUMBERS_ONLY))[0];
        if (words) out.push({ type: 'Number', begin: m.start + words.start, end: m.start + words.end, value: String(words.value), phrase: { begin: m.start, end: m.end } });
        continue;
      }
      // "between 65% and 68%": the two bounds of a range are two Percentages, as the labelled sets read them (h25s28a).
      const bounds = m.entity === 'sys-percentage' ? PERCENT_BETWEEN.exec(span) : null;
      if (bounds) {
        out.push({ type: 'Percentage', begin: m.start + bounds[1].length, end: m.start + bounds[1].length + bounds[2].length, value: bounds[2].replace(/\s?%$/, ''), unit: m.unit });
        out.push({ type: 'Percentage', begin: m.end - bounds[3].length, end: m.end, value: bounds[3].replace(/\s?%$/, ''), unit: m.unit });
        continue;
      }
      const sign = m.entity === 'sys-percentage' && TOLERANCE_BEFORE.test(text.slice(Math.max(0, m.start - 12), m.start)) ? TOLERANCE_SIGN.exec(span) : null;
      if (sign) {
        out.push({ type: 'Percentage', begin: m.start + sign[0].length, end: m.end, value: String(Math.abs(Number(m.value))), unit: m.unit });
        continue;
      }
      out.push({ type: m.entity === 'sys-currency' ? 'Currency' : 'Percentage', begin: m.start, end: m.end, value: String(m.value), unit: m.unit });
      continue;
    }
    // "aged 4 to 11", "RIBA Stages 2 to 5", "the vintages 2027 to 2031": two figures joined by "to" are two Numbers, as
    // six labelled sets read them (set 17's "20 to 22 °C" alone is one span; h24s27a).
    // A range that ends a quoted title ("Nanyang Painting 1950–1970") is the title's words: left as the one span it was.
    const years = text[m.end] === '"' ? null : YEAR_RANGE.exec(span);
    if (years) {
      out.push({ type: 'Number', begin: m.start, end: m.start + 4, value: years[1] });
      out.push({ type: 'Number', begin: m.end - 4, end: m.end, value: years[2] });
      continue;
    }
    const ends = NUMBER_RANGE.exec(span);
    if (ends) {
      const first = ends[1] ?? ends[2];
      const lower = m.start + span.indexOf(first);
      out.push({ type: 'Number', begin: lower, end: lower + first.length, value: first.replace(/,/g, '') });
      out.push({ type: 'Number', begin: m.end - ends[3].length, end: m.end, value: ends[3].replace(/,/g, '') });
      continue;
    }
    out.push({ type: 'Number', begin: m.start, end: m.end, value: String(m.value) });
  }
  for (const named of namedCurrencies(text)) if (!out.some((o) => o.begin < named.end && named.begin < o.end)) out.push(named);
  for (const m of matchesOf(ANY_ONE_COUNT, text)) {
    if (!out.some((o) => o.begin < m.index + 3 && m.index < o.end)) out.push({ type: 'Number', begin: m.index, end: m.index + 3, value: '1' });
  }
  return joinDottedNumbers(text, out.sort((a, b) => a.begin - b.begin || b.end - a.end)).filter((f) => f.type !== 'Number' || isQuantity(text, f));
}

// A day restated in brackets between its ordinal and "day of" ("on the twentieth (20th) day of January 2025", "the 5th
// (fifth) day of May"), as deeds write it: the bracket broke the ordinal off its month, so only "January 2025" was read.
// It is blanked (same length, so every position holds) for the date recognizer alone. The ordinal is a figure with its
// suffix or a word ending as English ordinals do ("first", "second", "third", "twentieth", "twenty-first").
const DAY_RESTATED = /(?<=\b(?:\d{1,2}(?:st|nd|rd|th)|[A-Za-z][a-z-]{2,14}(?:st|nd|rd|th)))\s{0,3}\(\s{0,2}[\w-]{1,15}\s{0,2}\)(?=\s{1,3}day\s+of\b)/gi;
// Two more spellings of a day the recognizer reads whole once blanked the same way (h28f21): "of the month" between the
// day and its month, as Portuguese and Spanish drafting translate "aos quatro dias do mês de março" ("on the fourth day
// of the month of March of the year two thousand and twenty-six": without it only "March …" was read, the 1st); and the
// guillemets post-Soviet drafting puts round the day ("Dushanbe «16» March 2026", "until «15» September 2027").
const MONTH_OF = /(?<=\bday)\s{1,3}of\s{1,3}the\s{1,3}month(?=\s{1,3}of\s{1,3}[A-Z])/g;
// The classifier reads its text with straight quotes (text.ts), so the guillemets may be '"' here; a capitalised word
// (the month) follows the day.
const DAY_IN_GUILLEMETS = /[«"](?=\d{1,2}[»"]\s{1,3}\p{Lu}\p{Ll}{2})|(?<=[«"]\d{1,2})[»"](?=\s{1,3}\p{Lu}\p{Ll}{2})/gu;
const DAY_IN_GUILLEMETS_OPEN = /^\d{1,2}[»"]/;
function withoutDayRestatement(text: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  // Each pass only where its literal is (a bracket; "month"; a guillemet or a quote): most elements have none, and
  // each pass otherwise scans the whole element (run for every element).
  let out = text.includes('(') ? text.replace(DAY_RESTATED, blank) : text;
  if (out.includes('month')) out = out.replace(MONTH_OF, blank);
  return out.includes('«') || out.includes('"') ? out.replace(DAY_IN_GUILLEMETS, blank) : out;
}

/**
 * A dash set off from a figure by a blank is punctuation, not a minus sign: a row label's dash ("(a) First Instalment –
 * 20% of the Contract Price", "Deposit – 3 months' rent"). A minus sign stands against its figure ("-0.5%"). The
 * figure alone is the attribute, its value positive.
 */
function dashAsPunctuation(text: string) {
  return <T extends { start: number; end: number; value: unknown }>(m: T): T => {
    const lead = /^[-–—]\s+/.exec(text.slice(m.start, Math.min(m.end, m.start + 8)));
    if (!lead || m.start + lead[0].length >= m.end) return m;
    return { ...m, start: m.start + lead[0].length, value: typeof m.value === 'number' ? Math.abs(m.value) : m.value };
  };
}

/**
 * A currency named with no amount, as the money of the contract: "All amounts in this deed are in Australian dollars",
 * "are payable in euros", "is denominated in Swiss francs" (`NAMED_CURRENCY`), and only a name that says which currency by
 * itself — a country's unit ("Australian dollars", "pounds sterling") or "euro(s)" — not "dollars" or "pounds" alone.
 * Its value is empty: it is a Currency attribute and a contract currency, never an amount.
 */
function namedCurrencies(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  for (const m of matchesOf(NAMED_CURRENCY, text)) {
    const name = m[1].toLowerCase().replace(/\s+/g, ' ');
    const unit = CURRENCY_NAMES.get(name);
    if (!unit || !saysWhich(name)) continue;
    const begin = m.index + m[0].length - m[1].length;
    out.push({ type: 'Currency', begin, end: begin + m[1].length, value: '', unit });
  }
  return out;
}
/**
 * A statement of the contract's currency — "are/is/be", perhaps "payable", "paid", "expressed", "denominated", "stated",
 * "quoted" or "invoiced", then "in" — and one to three words, the last a currency's unit ("are in Australian dollars",
 * "is payable in euros"). Not any "in": "converted at the rate for any amount stated in US Dollars" names no contract
 * currency.
 */
const NAMED_CURRENCY = new RegExp(String.raw`\b(?:are|is|be)\s+(?:(?:payable|paid|expressed|denominated|stated|quoted|invoiced)\s+)?in\s+((?:[A-Za-z]+\s+){0,2}(?:${longestFirstAlternation(namedUnitEnds())}))(?![A-Za-z])`, 'gi');
/** The last words of the currency names that say which currency by themselves (`namedCurrencies`' test), from the engine's list. */
function namedUnitEnds(): Set<string> {
  return new Set([...CURRENCY_NAMES.keys()].filter(saysWhich).map((name) => name.slice(name.lastIndexOf(' ') + 1)));
}
/** A name that says which currency by itself: a country's unit ("australian dollars", "pounds sterling") or "euro(s)". */
function saysWhich(name: string): boolean {
  return name.includes(' ') || name.startsWith('euro');
}

/**
 * A change of money is no range: "increased from $14.80 to $15.35" states the old price and the new one, two amounts,
 * where the chat's grammar reads one range whose two ends both span "from … to …" (docs/behaviour/sysent.md
 * "Location of range members"). After a verb of change, each end of a "from … to" currency range is its own Currency,
 * on its own words; the span of the end `m` is, or undefined when `m` is no such end.
 */
function changeEnd(text: string, m: { start: number; end: number; range?: { role: string } }): Span | undefined {
  if (!CHANGED_BEFORE.test(text.slice(Math.max(0, m.start - 24), m.start))) return undefined;
  const parts = FROM_TO.exec(text.slice(m.start, m.end));
  if (!parts) return undefined;
  const from = m.start + parts[1].length;
  if (m.range?.role === 'number_from') return { begin: from, end: from + parts[2].length };
  return { begin: m.end - parts[4].length, end: m.end };
}
/**
 * Two sums each written whole with its own mark, joined by "to", "and" or a dash with no "from" before them ("annual
 * purchases $250,000 to $750,000", "between EUR 5,000 and EUR 9,000"), are two Currency attributes, each on its own
 * words, as two figures so joined are two Numbers and two shares two Percentages (C26; issue 18, h29a38: sets 36 and 37
 * label each bound). A "from … to" range keeps its documented single span ("Fees range from $5 to $7").
 */
function boundEnd(text: string, m: { start: number; end: number; range?: { role: string } }): Span | undefined {
  const parts = CURRENCY_BOUNDS.exec(text.slice(m.start, m.end));
  if (!parts || !MARKED.test(parts[2]) || !MARKED.test(parts[4])) return undefined;
  const from = m.start + parts[1].length;
  if (m.range?.role === 'number_from') return { begin: from, end: from + parts[2].length };
  return { begin: m.end - parts[4].length, end: m.end };
}
/** "[between ]<sum> to|and|- <sum>": the optional "between ", the lower sum, the joint, the upper sum (no "from"). */
const CURRENCY_BOUNDS = /^(between\s{1,3}|)([^\sf][^\s]{0,5}\s?\d[\d,.]{0,20}(?:\s(?:million|billion|thousand))?)(\s{1,3}(?:to|and)\s{1,3}|\s{0,2}[-–]\s{0,2})(\S{1,6}\s?\d[\d,.]{0,20}(?:\s(?:million|billion|thousand))?)$/i;
/** A sum written with its mark: a character that is no digit, space, comma or period ("$", "EUR", "HK$"). */
const MARKED = /[^\d\s,.]/;
/** The verbs of a change of price, fee or rent: "is increased from", "shall be reduced from". */
const CHANGED_BEFORE = /\b(?:increased|decreased|reduced|raised|lowered|changed|adjusted|amended|revised|varied)\s+$/i;
/** "from <old> to <new>" (the range's own words). */
const FROM_TO = /^(from\s+)(\S(?:.{0,40}?\S)?)(\s+to\s+)(\S.{0,40})$/i;

/**
 * The dates a recognized span holds. A period between two dates ("from October 8 to October 11, 2025", "between 1
 * July 2025 and 31 August 2025") is two dates, each a DateTime; a span that counts from a date ("three years from 1
 * April 2025") is the date alone, the count before it being a Duration. Each piece is read again for its own value.
 */
function datePieces(text: string, d: { start: number; end: number; value: unknown }): { start: number; end: number; value: unknown }[] {
  const raw = text.slice(d.start, d.end);
  // "on 30 April, 30 June and 30 September": a list of days and months, each its own DateTime. The recognizer reads the
  // next day as the first date's year ("30 April, 30"); a day of one or two digits before a month's name is that month's.
  const listed = LISTED_DAY_END.exec(raw);
  if (listed && MONTH_NAME_AFTER.test(text.slice(d.end, d.end + 12))) {
    const first = reread(text, d.start, d.start + listed.index);
    const dayAt = d.end - listed[1].length;
    const next = safely(() => recognizeDateTimes(text.slice(dayAt, dayAt + 40), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
      .find((r) => r.location[0] === 0);
    return [...(first ? [first] : []), ...(next ? [{ start: dayAt, end: dayAt + next.location[1], value: next.value }] : [])];
  }
  const counted = COUNT_FROM_DATE.exec(raw);
  const start = d.start + (counted ? counted[0].length : 0);
  const rest = text.slice(start, d.end);
  const join = RANGE_JOIN.exec(rest);
  const parts = join && MONTH.test(rest.slice(0, join.index)) && MONTH.test(rest.slice(join.index + join[0].length))
    ? [[start, start + join.index], [start + join.index + join[0].length, d.end]]
    : counted ? [[start, d.end]] : [];
  if (parts.length === 0) return [d];
  return parts.flatMap(([b, e]) => {
    const again = safely(() => recognizeDateTimes(text.slice(b, e), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
      .find((r) => r.location[1] === e - b);
    return again ? [{ start: b + again.location[0], end: e, value: again.value }] : [];
  });
}
/** The date that `text` holds exactly from `b` to `e`, read again, or undefined. */
function reread(text: string, b: number, e: number): { start: number; end: number; value: unknown } | undefined {
  const again = safely(() => recognizeDateTimes(text.slice(b, e), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
    .find((r) => r.location[1] === e - b);
  return again ? { start: b + again.location[0], end: e, value: again.value } : undefined;
}
/** A count before the date it runs from: "three years from", "90 days after". */
const COUNT_FROM_DATE = /^(?:[\w-]+\s+){1,3}?(?:days?|weeks?|months?|years?)\s+(?:from|after|before|following)\s+/i;
/** The word between the two dates of a period: "to", "and" (after "between"), "until", "through", a dash. */
const RANGE_JOIN = /\s+(?:to|and|until|till|through)\s+|\s*[-–]\s*(?=[A-Za-z\d])/i;

/**
 * A sentence's closing period after a month's name ("by 31 March and 30 September.") is punctuation, not an
 * abbreviation's: the recognizer keeps it, and reads "August." alone as a day. The date is read again without it,
 * and a month alone is no date (undefined), as "in July" is not.
 */
function withoutClosingPeriod(text: string, d: { start: number; end: number; value: unknown }): { start: number; end: number; value: unknown } | undefined {
  if (!FULL_MONTH_AND_PERIOD.test(text.slice(Math.max(0, d.end - 11), d.end)) || /^[ \t]*[a-z\d]/.test(text.slice(d.end, d.end + 4))) return d;
  const end = d.end - 1;
  const again = safely(() => recognizeDateTimes(text.slice(d.start, end), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
    .find((r) => r.location[1] === end - d.start);
  return again ? { start: d.start + again.location[0], end, value: again.value } : undefined;
}

/** "may" in small letters, the modal, and no other month word in the span. */
const MODAL_MAY = /^[^A-Za-z]*may\b(?![^A-Za-z]*\d{4})|\d\s+may(?![A-Za-z])(?![^A-Za-z]*\d{4})/;
/** The twelve months' full English names, as a group of a pattern's source: one home for the classify layer. */
export const MONTH_NAME = `(?:${MONTH_NAMES.join('|')})`;
/** The seven weekdays' names, for rules that must not read a day as a place or a name (no name is another's prefix: the order is free). */
export const WEEKDAY_NAME = `(?:${WEEKDAY_NAMES.join('|')})`;
/** A month's name with no day or year ("August", "in the months of June, July and August"). */
const MONTH_ALONE = new RegExp(`^${MONTH_NAME}\\.?$`, 'i');
/** A month's full name closing a span with a period (an abbreviation's period, "Sept.", stays its own). */
const FULL_MONTH_AND_PERIOD = new RegExp(`\\b${MONTH_NAME}\\.$`, 'i');
/** A date span closing on ", 30" (a listed day read as a year), and a month's name right after it. */
const LISTED_DAY_END = /,\s{1,3}(\d{1,2})$/;
const MONTH_NAME_AFTER = new RegExp(`^\\s{1,3}${MONTH_NAME}(?![A-Za-z])`);

/**
 * The recognizer reads "as of March 3, 2021" as the month alone (its "of March" pattern wins over the whole
 * date), leaving the day and year as stray numbers. A month-only date followed by its day is read again from
 * the month on, and kept only if that reading is longer.
 */
function wholeDate(text: string, d: { start: number; end: number; value: unknown }): { start: number; end: number; value: unknown } {
  if (!/^\s+\d{1,2}(?:st|nd|rd|th)?\b/.test(text.slice(d.end, d.end + 8))) return d;
  const month = MONTH.exec(text.slice(d.start, d.end));
  if (!month) return d;
  const from = d.start + month.index;
  const again = safely(() => recognizeDateTimes(text.slice(from, from + 40), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
    .find((r) => r.location[0] === 0 && r.location[1] > d.end - from);
  return again ? { start: from, end: from + again.location[1], value: again.value } : d;
}

/**
 * The service's convention, read from its labels: a clause reference ("Clause 5.1") is a Number, but a part of
 * the document named by a heading word ("Section 5", "Paragraph 1", "§ 5") is not, nor is an identifier written as a
 * long run of digits ("Agreement #4911027836", an account or telephone number).
 */
function isQuantity(text: string, f: NumericFact): boolean {
  const span = text.slice(f.begin, f.end);
  const before = text.slice(Math.max(0, f.begin - 48), f.begin);
  // Seven or more digits run together; in groups after a register's label ("ACN 123 456 789", "ABN 11 222 333 444"),
  // as "10 000 000 units" alone is a quantity.
  // A register's own number is an identifier at any length ("RC No. 702114", Nigeria's company register; h22s22p).
  if (/^\d{7,}$/.test(span) || (/^(?:\d{2,3}(?: \d{3}){2,}|\d{5,})$/.test(span) && REGISTER_LABEL_BEFORE.test(before))) return false;
  // (h26s31a) A business register's code with its check character ("business ID 2845671-3", Finland's; "UEN
  // 201834567K", Singapore's) is the register's identifier, as a company number is.
  // An identity number in two groups ("ID No. 540298-2219", Iceland's kennitala; h28s35a) is one too.
  if (/^\d{6,}(?:-\d{1,4}|[A-Z])$/.test(span) && REGISTER_LABEL_BEFORE.test(before)) return false;
  // A register's number written in pairs or small groups ("CVR no. 41 22 87 19", Denmark's) reads as several figures:
  // each is a group of the identifier (h27s32a).
  if (inGroupedRegisterNumber(text, f) || inLetteredRegisterNumber(text, f)) return false;
  if (inSlashedIdentifier(text, f) || inLetteredIdentifier(text, f)) return false;
  // A telephone number, however short: after a verb of calling ("call 999", "dial 911", "ring 111"), or digit groups
  // that open with a trunk zero or a plus ("021 448 3307", "+44 20 7946 0958"); a code joined to letters by a hyphen
  // ("stand H4-210", "Form W-9", "SR-22") names, not counts (h22s22p). A code of regulations' title and part ("27 C.F.R.
  // Part 24", "49 U.S.C. § 14706") stay Numbers: sets 4 and 19 label them (set 22 does not: 2 sets to 1).
  // A number called has three digits at least (999, 911, 112, 000, 0800 …): "call 3 meetings a year", "text 2 reminders"
  // count (hrev14).
  if ((CALL_BEFORE.test(before) && /^\d{3,}/.test(span)) || inPhoneNumber(text, f) || CODE_PREFIX_BEFORE.test(before)) return false;
  // "Half" alone is a share of a whole ("half of the deposit", "at half the price", "the second half of the term"), no
  // count: the labelled sets label none of their fifteen (h24s26a); "one and a half", "five and one-half" stay amounts.
  if (span.toLowerCase() === 'half') return false;
  // A standard's part code joined to its number by a hyphen and a capital ("ISO 105-C06", "EN 1317-A2"): the figure names
  // the code, as "H4-210" does with its letters first (h27a33).
  if (/^\d+$/.test(span) && /^-[A-Z]{1,3}\d/.test(text.slice(f.end, f.end + 5))) return false;
  // "a one-off clean", "the one-off installation charge": a thing done once, no count (sets 4 and 17 label none; h27s32a).
  if (span.toLowerCase() === 'one' && /^-off(?![A-Za-z])/i.test(text.slice(f.end, f.end + 5))) return false;
  // A form's number names the form ("IRS Form 1099", "Form 16A", "Form 5120.17"), as its letters do ("Form W-9"): the
  // four sets that cite a form label none (h24s26a).
  if (FORM_BEFORE.test(before)) return false;
  // A party's number in the preamble's list ("between (1) Orbis Ltd, (2) Marlow Ltd and (3) Vantage Ltd") numbers
  // the parties, as a list marker does: no quantity.
  if (PARTY_MARKER_BEFORE.test(before) && /^\)\s+[A-Z]/.test(text.slice(f.end, f.end + 3)) && /^[1-9]$/.test(span)) return false;
  // So does one written "1." in a preamble that lists its parties after "between:" ("concluded between: 1. Aa Bb
  // Company, …; 2. Cc Dd Company, …"), Egyptian and Gulf drafting in English (h25s29a).
  if (/^[1-9]$/.test(span) && DOTTED_PARTY_MARKER_BEFORE.test(before) && /^\.\s{1,3}\p{Lu}/u.test(text.slice(f.end, f.end + 5)) && /\bbetween\s{0,3}:/i.test(text.slice(Math.max(0, f.begin - 600), f.begin))) return false;
  // A witness line's markers ("Witnesses: 1. Aa Bb 2. Cc Dd") number the witnesses, as a list's do: no quantity.
  if (WITNESS_LINE.test(text) && /^[1-9]$/.test(span) && /^[.)]\s{1,3}\p{Lu}/u.test(text.slice(f.end, f.end + 5))) return false;
  // A document part's title ("SCHEDULE 1 – LANGUAGES", "Annex 2 – Price List") numbers the part, as a heading's
  // "ARTICLE 4" does: no quantity. The same words inside a sentence ("the plan in Schedule 1") stay a Number, as the
  // labelled sets read a reference.
  if (f.begin <= 40 && PART_TITLE_BEFORE.test(text.slice(0, f.begin)) && PART_TITLE_AFTER.test(text.slice(f.end, f.end + 4))) return false;
  // A document's number of digit groups joined by hyphens after its kind and "No." ("contract no. 2027-031", "Order No.
  // 18-0442", a statute's "Law No. 75-1334": C28) names the document, as one joined by a slash does (`inLetteredIdentifier`).
  if (/^\d+(?:-\d+)+$/.test(span) && NUMBER_LABEL_BEFORE.test(before)) return false;
  // "Section 5", and the rest of a list of sections ("Sections 6, 7 and 9").
  return !DOCUMENT_PART_BEFORE.test(before.slice(-16)) && !DOCUMENT_PARTS_LIST_BEFORE.test(before);
}
/**
 * Two bare figures joined by "to" or "through", or "between" one "and" the other ("between 5 and 25 degrees", "between
 * 0.110 and 0.140 inches"), as the number recognizer returns a range: the sets label each bound (h25s28a: sets 4, 16,
 * 24 and 28 label "between" ranges as two Numbers, none as one).
 */
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)`;
// "from 1 to 5" as the recognizer returns it, its "from" included: two Numbers too (C26; h27s32a).
const NUMBER_RANGE = new RegExp(String.raw`^(?:(?:from\s{1,3})?${FIGURE}\s{1,3}(?:to|through)|between\s{1,3}${FIGURE}\s{1,3}and)\s{1,3}${FIGURE}$`, 'i');
/**
 * Two years joined by a dash, a season or a financial year ("the 2027–2028 season", "FY 2026-2027"): two Numbers, as a
 * range in words is (C26; h26s31a). Years only: other figures joined by a hyphen are codes ("H4-210", "2845671-3").
 */
const YEAR_RANGE = /^((?:19|20)\d{2})\s{0,2}[-–—]\s{0,2}((?:19|20)\d{2})$/;
/** "between 65% and 68%": "between ", the lower share, the upper share. */
const PERCENT_BETWEEN = /^(between\s{1,3})(\d+(?:\.\d+)?\s?%)\s{1,3}and\s{1,3}(\d+(?:\.\d+)?\s?%)$/i;
/** The word before a form's number: "Form 1099", "form 16A". */
const FORM_BEFORE = /\b[Ff]orm\s{1,3}$/;

/** A line of witnesses' names: "Witnesses: 1. …", "WITNESS: …" (its numbers mark the names). */
export const WITNESS_LINE = /^\s{0,3}(?:Witness(?:es)?|WITNESS(?:ES)?)\s{0,3}:/;
/** Before a party's number in a preamble: "between (", "and (", ", (" . */
const PARTY_MARKER_BEFORE = /(?:\b(?:between|among|amongst|and)|,)\s*\($/i;
/** Before a party's dotted number in a preamble listed after "between:": the colon, or the semicolon ending the last. */
const DOTTED_PARTY_MARKER_BEFORE = /(?:\bbetween\s{0,3}:|;(?:\s{1,3}and)?)\s{1,3}$/i;
/**
 * A company or tax register's label: Australian ACN/ABN/ARBN, Indian CIN/GSTIN, "company/registration number", a
 * Nordic "organisation number", "VAT number", and a register's "under number" (h25s28a).
 */
const REGISTER_LABEL_BEFORE = /\b(?:ACN|ABN|ARBN|CIN|GSTIN|CRN|RC(?:\s+No\.?)?|ID\s+(?:No\.?|number)|(?:company|registration|registered|register|organi[sz]ation|VAT|tax|taxpayer|CVR|under)\s+(?:no\.?|number)|UEN|(?:business|company)\s+(?:ID|identity\s+code))\s*[:.]?\s*$/i;
/**
 * Whether the figure is one group of digit groups joined by single blanks, six digits or more in all, right after a
 * register's label ("CVR no. 41 22 87 19", "organisation number 12 34 56 78"). The scan stops 24 characters each way:
 * a long run of digits and blanks stays linear.
 */
function inGroupedRegisterNumber(text: string, f: Span): boolean {
  let b = f.begin;
  let e = f.end;
  while (b > Math.max(0, f.begin - 24) && (/\d/.test(text[b - 1]) || (text[b - 1] === ' ' && /\d/.test(text[b - 2] ?? '')))) b--;
  while (e < Math.min(text.length, f.end + 24) && (/\d/.test(text[e]) || (text[e] === ' ' && /\d/.test(text[e + 1] ?? '')))) e++;
  const token = text.slice(b, e);
  return /^\d{1,4}(?: \d{1,4}){1,7}$/.test(token) && (token.match(/\d/g)?.length ?? 0) >= 6 && REGISTER_LABEL_BEFORE.test(text.slice(Math.max(0, b - 48), b));
}
/**
 * A French-style register number, its year (or town's code) and its number around the register's letter ("under number
 * 2019 B 00417", "RCS number 2021 A 12345": Madagascar, France and their neighbours; h27a33), right after a register's
 * label. The window is 16 characters each way: linear.
 */
const LETTERED_REGISTER = /(?<![\dA-Za-z])\d{2,5} [A-Z] \d{3,9}(?![\dA-Za-z])/g;
function inLetteredRegisterNumber(text: string, f: Span): boolean {
  const from = Math.max(0, f.begin - 16);
  const window = text.slice(from, f.end + 16);
  if (!/\d [A-Z] \d/.test(window)) return false;
  for (const m of matchesOf(LETTERED_REGISTER, window)) {
    const begin = from + m.index;
    if (begin <= f.begin && f.end <= begin + m[0].length) return REGISTER_LABEL_BEFORE.test(text.slice(Math.max(0, begin - 48), begin));
  }
  return false;
}
/** The word of a title that opens a part attached to the document, at the element's start. */
// A part of a document ("PART 4 EMPLOYMENT AND TRAINING", "Part 1: Establishing the Academy") and a schedule's item
// ("Item 4 – Base Rent: …") are titled so too (h21attr). A chapter's or a clause's heading ("Chapter 3 Revenue and
// Fees", "Clause 2.1 Standards", as translated contracts write them) numbers its text as "ARTICLE 4" does: the labelled
// sets leave every such heading's number bare (h24s27a).
// Its number may follow "No." ("SCHEDULE NO. 1 TO …"), and a statement of work or an order form is titled so too, after
// the exhibit's own letter ("EXHIBIT A STATEMENT OF WORK NO. 1"; issue 18, h29a38).
const PART_TITLE_BEFORE = /^\s*(?:(?:exhibit|schedule|annex|appendix|attachment)\s{1,3}[A-Z]\s{1,3})?(?:schedule|annex|annexure|appendix|exhibit|attachment|part|item|chapter|clause|statement\s{1,3}of\s{1,3}work|order\s{1,3}form)\s{1,3}(?:no\.?\s{0,3})?$/i;
/** A document's kind and its number label just before the number: "contract no.", "Order No.", "Law No.", "permit number". */
const NUMBER_LABEL_BEFORE = /\b(?:contract|order|agreement|invoice|tender|project|file|law|act|decree|ordinance|licen[cs]e|permit|certificate|policy)\s{1,3}(?:no\.?|number)\s{0,3}$/i;
/** After its number a title ends or goes on with a dash, a colon, a period or its name ("Schedule 2 Rates"). */
const PART_TITLE_AFTER = /^(?:\s*$|\s*[–—:.-]|\s+[A-Z])/;
/**
 * "Section 5", "Paragraph 1", and the section sign that stands for the word ("§ 5", "§§ 3", "49 U.S.C. § 14706"); "Item
 * 8" of a schedule too, capitalised as a schedule names its rows ("the amount in Item 8": a row of a table, bare as
 * "Section N" is; C40, issue 18, h30n40). A lower-case "items 1. Delivery and 2. Payment" counts list items.
 */
const DOCUMENT_PART_BEFORE = /(?:\b(?:[Ss]ections?|[Pp]aragraphs?|Items?|ITEMS?|SECTIONS?|PARAGRAPHS?)|§{1,2})\s*$/;
const DOCUMENT_PARTS_LIST_BEFORE = /\b(?:[Ss]ections|[Pp]aragraphs|Items|SECTIONS|PARAGRAPHS|ITEMS)\s+\d{1,3}(?:\.\d{1,3})*(?:\s*,\s*\d{1,3}(?:\.\d{1,3})*){0,6}(?:\s*,)?(?:\s+(?:and|or|AND|OR))?\s*$/;

/**
 * `5.8.1` comes back as three numbers: a clause reference is one. `one (1)` comes back as two: a count written in
 * words and restated in figures is one Number, brackets included (as both generalization sets label it).
 */
function joinDottedNumbers(text: string, facts: NumericFact[]): NumericFact[] {
  const out: NumericFact[] = [];
  for (const f of facts) {
    const last = out[out.length - 1];
    if (last && last.type === 'Number' && f.type === 'Number' && !/\d/.test(text.slice(last.begin, last.end)) && /^\s?\($/.test(text.slice(last.end, f.begin))
      && text[f.end] === ')' && /^\d+$/.test(text.slice(f.begin, f.end)) && Number(last.value) === Number(f.value)) {
      last.end = f.end + 1;
      continue;
    }
    // The other order, figures then words (Brazilian, Portuguese and Spanish drafting in English): "18,000 (eighteen
    // thousand)", "2 (two)", "2% (two percent)". One attribute, brackets included, when the words say the figure's value.
    if (last && (last.type === 'Number' || last.type === 'Percentage') && f.type === last.type && /\d/.test(text.slice(last.begin, last.end))
      && /^\s?\($/.test(text.slice(last.end, f.begin)) && text[f.end] === ')' && !/\d/.test(text.slice(f.begin, f.end)) && Number(last.value) === Number(f.value)) {
      last.end = f.end + 1;
      continue;
    }
    // "5% (five percent)": the words read as a Number before "percent"; the share is one Percentage, brackets included.
    const percentWords = last && last.type === 'Percentage' && f.type === 'Number' ? PERCENT_WORDS_CLOSE.exec(text.slice(f.end, f.end + 12)) : null;
    if (last && percentWords && /\d/.test(text.slice(last.begin, last.end)) && /^\s?\($/.test(text.slice(last.end, f.begin))
      && !/\d/.test(text.slice(f.begin, f.end)) && Number(last.value) === Number(f.value)) {
      last.end = f.end + percentWords[0].length;
      continue;
    }
    if (last && last.type === 'Number' && f.type === 'Number' && f.begin === last.end + 1 && text[last.end] === '.' && /^\d+$/.test(text.slice(f.begin, f.end))) {
      last.end = f.end;
      last.value = text.slice(last.begin, last.end);
      continue;
    }
    if (last && f.begin < last.end) continue;
    out.push({ ...f });
  }
  // A reference with two or more dots ("5.8.1") is an outline position, not a quantity; "a third" is a share.
  // (h25s29a) "subject to clause 3.3." ending its sentence stays none too: the real response leaves "Clause 37.14."
  // and "Clause 38.2." bare there, though six labelled sets label such references (measured, not kept).
  return out.filter((f) => f.type !== 'Number' || !(/\d\.\d+\./.test(text.slice(f.begin, f.end + 2)) || /^an?\s/i.test(text.slice(f.begin, f.end))));
}

/** What closes a share's words in brackets: "percent)", "per cent)". */
const PERCENT_WORDS_CLOSE = /^\s{1,3}per\s?cent\s?\)/i;

/**
 * Whether money in words at [start, end) restates a figure: it stands in brackets ("£10,000,000 (ten million pounds
 * sterling)") or a bracket with a figure follows it ("one hundred thousand Kenya Shillings (KES 100,000)").
 */
function restatesFigure(text: string, start: number, end: number): boolean {
  return /\(\s*$/.test(text.slice(Math.max(0, start - 4), start)) || /^\s*\(\s*\D{0,8}\d/.test(text.slice(end, end + 16));
}

/** The cents of the cheque notation ("Eight Hundred Fifty Thousand and No/100 Dollars"): no figure of the amount. */
const CHEQUE_CENTS = /\band\s+(?:no|\d{1,2})\/100\b/gi;
/** Contracts read money in their own notations too (`moneyNotations`: `R2 500 000,00`, `CHF 1'250.00`, `Rs. 1,25,000/-`). */
const MONEY_OPTIONS = { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations: true } as const;
const NUMBERS_ONLY = { numbers: true, percentages: false, currencies: false, newSystemEntities: true } as const;

/** Where a date can be: a month name or a numeric date. */
const DATE_ANCHOR = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/gi;
/**
 * "any one occurrence", "at any one time", "any one of them": the number grammar reads "any one" as a pronoun (a
 * chat's "any one will do"), but before a noun or "of" a contract counts with it — the reference labels "one" in "any
 * one of them" (issue 18, h21attr2). Not before a verb ("any one may act" stays a pronoun).
 */
const ANY_ONE_COUNT = /(?<=\bany\s)one(?=\s(?:of\b|(?!(?:shall|may|will|can|must|should|would|could|might|is|are|was|were|has|have|had|who|whom|which|that|else|does|did)\b)[a-z]))/gi;
/** Where a number can be: a digit, a currency sign or a number word. */
const NUMBER_ANCHOR = /\d|[$£€¥]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|half|dozen|zero)\b/gi;
/** Context kept on each side of an anchor; longer than any number, money or date phrase. */
const MARGIN = 48;

/**
 * The recognizers cost about a third of a millisecond on a long clause; most of a contract holds no number
 * or date. They run on the windows around anchors only (merged, cut at spaces), offsets mapped back.
 */
function inWindows<T extends { start: number; end: number }>(text: string, anchor: RegExp, run: (t: string) => T[]): T[] {
  const spans: [number, number][] = [];
  for (const m of matchesOf(anchor, text)) {
    let b = Math.max(0, m.index - MARGIN);
    let e = Math.min(text.length, m.index + m[0].length + MARGIN);
    // Out to the word's edge, but never further than another margin: in a long run without spaces
    // ("1.1.1.…") every anchor would otherwise walk the whole run (quadratic).
    const bMin = Math.max(0, b - MARGIN);
    const eMax = Math.min(text.length, e + MARGIN);
    while (b > bMin && !isSpace(text.charCodeAt(b - 1))) b--;
    while (e < eMax && !isSpace(text.charCodeAt(e))) e++;
    const last = spans[spans.length - 1];
    if (last && b <= last[1]) last[1] = Math.max(last[1], e);
    else spans.push([b, e]);
  }
  const out: T[] = [];
  for (const [b, e] of spans) {
    for (const r of safely(() => run(text.slice(b, e)))) out.push({ ...r, start: r.start + b, end: r.end + b });
  }
  return out;
}

/** `\s` for the characters element text holds (it is whitespace-collapsed, but callers may pass any text). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029 || code === 0xfeff || (code >= 0x2000 && code <= 0x200a) || code === 0x1680 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0x85;
}

function safely<T>(run: () => T[]): T[] {
  try {
    return run();
  } catch {
    return [];
  }
}

/** Whether [begin, end) overlaps one of `sorted` (non-overlapping spans sorted by begin): a binary search. */
function overlapsAny(sorted: readonly { begin: number; end: number }[], begin: number, end: number): boolean {
  const lo = partitionPoint(0, sorted.length, (i) => sorted[i].end <= begin);
  return lo < sorted.length && sorted[lo].begin < end;
}
