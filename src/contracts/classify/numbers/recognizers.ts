/**
 * The one door from the contract labeller to the conversation engine's system-entity recognizers
 * (`src/nlu/sysent`): numbers, percentages, currencies and dates. These grammars are shared knowledge
 * that belongs on the common floor (`src/common`); until they move, no other contracts file imports
 * the conversation wing, so the move touches this file only.
 */
import { recognizeDateTimes } from '../../../nlu/sysent/datetime/index.js';
import { isValidDate } from '../../../nlu/sysent/datetime/calendar.js';
import { recognizeNumeric } from '../../../nlu/sysent/number/index.js';
import { nounAfterFormMark } from '../../../nlu/sysent/number/currency.js';
import { CFA_FRANC_WORDS, CONTRACT_PREFIXES, CURRENCY_CODES, CURRENCY_NAMES, DOTTED_CONTRACT_PREFIXES, MONEY_NOUNS, UNITS_IN_CAPITALS, CURRENCY_SYMBOLS, DOLLAR_PREFIXES, MINOR_AFTER_MAJOR_ONLY, THREE_DECIMAL_CURRENCIES, currencyCode } from '../../../nlu/sysent/number/currency-units.js';
import { caseFolded, longestFirstAlternation } from '../../../common/regexp.js';
import { MONTH_NAMES, OTHER_LANGUAGE_MONTHS } from '../../../common/calendar-names.js';
import { partitionPoint } from '../../../common/partition-point.js';
import { matchesOf, matchesWithListedWord } from '../../../common/regex-matches.js';
import { REFERENCE_YEAR, WRITTEN_YEAR, type NumericFact } from './numeric-fact.js';
import { DAY_IN_GUILLEMETS_OPEN, withoutDayRestatement } from './day-restatements.js';
import { dashAsPunctuation, halfOfNextNoun, changeEnd, boundEnd, itemRowSum, sumAfterDatedDash } from './amount-bounds.js';
import { MONTH_NAME } from '../lexicon/calendar-words.js';
import { isQuantity } from './not-quantities.js';
import { DASHED_SERIAL_AFTER_DATE, SERIAL_AFTER_DATE } from './identifiers.js';
import { joinDottedNumbers } from './dotted-numbers.js';
import { inWindows, safely } from './recognizer-windows.js';
import { CoveredSpans } from '../text/covered-spans.js';
import { poundWeightFigure } from './pound-weights.js';
import { percentagePointsFigures } from './percentage-points.js';
import { spacedDayFirstDates } from './spaced-day-first-dates.js';
import { nordicShortDates } from './nordic-short-dates.js';
import { japaneseEraDates } from './japanese-era-dates.js';
import { dottedDayMonths } from './dotted-day-months.js';
import { bracketedFigureMoney } from './bracketed-figure-money.js';
import { scaledSum } from './scale-words-after.js';
import { DOCUMENT_PART_NOUNS, NUMBER_WORD_BEFORE } from './reference-words.js';
// The calendar's month lengths, one home (a date left in another language, `otherLanguageDates`).

/**
 * The currency codes the money recognizer reads ("USD", "KES", "PKR"), for cues that look for a written amount, and the
 * currencies of a thousand minor units whose figures it reads with three decimals ("KD 95.000"); the CFA franc's
 * two-word spellings it makes the mark "FCFA" (facts/local-currency.ts reads the mark so written).
 */
export { CFA_FRANC_WORDS, CONTRACT_PREFIXES, CURRENCY_CODES, CURRENCY_NAMES, MONEY_NOUNS, THREE_DECIMAL_CURRENCIES, UNITS_IN_CAPITALS };
/**
 * (issue 18, h107km) The codes the money recognizer reads in capitals only ("KES", "TRY", "PEN": `currencyCode` refuses
 * "try 5", "pen 2"), and those it reads in any case ("usd 1,000"): the cues that read an amount read each so too.
 */
export const CODES_IN_CAPITALS_ONLY: readonly string[] = CURRENCY_CODES.filter((code) => currencyCode(code.toLowerCase()) === undefined);
export const CODES_IN_ANY_CASE: readonly string[] = CURRENCY_CODES.filter((code) => currencyCode(code.toLowerCase()) !== undefined);

/** The currency a word written alone names: an ISO code in its case, or a contract mark ("AMD", "MAD"); else none. */
export function currencyOfWord(word: string): string | undefined {
  // A mark read only after a figure ("45.000 DT") is no currency alone: "(DT)" over a column is as often a word's.
  const mark = CONTRACT_PREFIXES.get(word);
  return (mark?.afterOnly ? undefined : mark?.code) ?? currencyCode(word);
}

/**
 * The engine's currency names in small letters and their codes ("euro" EUR, "us dollar" USD, "czech crown" CZK): what a
 * rate is quoted against ("655.957 francs CFA per euro", facts/exchange-rates.ts). A name of several words is read whole:
 * its last word alone is an English noun as often ("GBP 350 per crown" prices a dental crown, "per mark" an examiner's
 * mark, "per dram" a measure; review hrev79, issue 18). The weights' bare "pound(s)" are left out: "USD 2.50 per pound"
 * prices goods by weight.
 */
export function currencyNamesForRates(): ReadonlyMap<string, string> {
  return new Map([...CURRENCY_NAMES].filter(([name]) => name !== 'pound' && name !== 'pounds'));
}

/** The code of a contract mark spelt with dots or a stroke ("B/." PAB, "S/" PEN, "R.O." OMR), as the money recognizer reads it. */
export function currencyOfDottedMark(mark: string): string | undefined {
  return DOTTED_CONTRACT_PREFIXES.get(mark);
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

/**
 * The contract marks written after the figure ("14,50 lei", "2 500 zł", "1 200 сом", "45.000 DT"), for cues that read a
 * price in a table's cell: the money recognizer's own list (its `after` marks), in the case contracts write them.
 */
export const MARKS_AFTER_FIGURE: readonly string[] = [...CONTRACT_PREFIXES].filter(([, mark]) => mark.after).map(([word]) => word);

/**
 * The contract marks written before the figure ("Q 40,000.00", "K 1,200", "Tshs. 3,000,000", "AMD 9,000"), for cues that
 * read an amount (issue 18, h88c): the money recognizer's own list, without the marks it reads only after a figure and
 * those that are English words as often ("ALL", "TOP": it reads those only with words around them). Each is read before a
 * figure in money's form only (thousands' groups or cents, as the recognizer reads the marks that are labels too).
 */
export const MARKS_BEFORE_FIGURE: readonly string[] = [...CONTRACT_PREFIXES].filter(([, mark]) => !mark.afterOnly && !mark.word).map(([word]) => word);
/**
 * (issue 18, h106c83) The contract marks before the figure that are English words or abbreviations as often ("MOP",
 * "ALL", "TOP", "BAM", "RO", "CUP": the money recognizer's `word` marks, one list), for the cues that read an amount in
 * money's form after them: Macao's pataca, "MOP 1,800,000", is money there as "HKD 1,800,000" is.
 */
export const WORD_MARKS_BEFORE_FIGURE: readonly string[] = [...CONTRACT_PREFIXES].filter(([, mark]) => !mark.afterOnly && mark.word && mark.form).map(([word]) => word);
/**
 * (issue 18, h119cur) The contract marks before the figure that the money recognizer reads before a bare whole figure
 * when a price's unit follows ("AMD 150 a sheet", "KD 15 per night": its `rateOrPriceCell`, `form` marks that are no
 * label letter and no English word), for the cue that reads a price per unit.
 */
export const MARKS_BEFORE_RATE: readonly string[] = [...CONTRACT_PREFIXES].filter(([, mark]) => !mark.afterOnly && mark.form && !mark.label && !mark.word).map(([word]) => word);
/**
 * (issue 18, h119cur) The marks the money recognizer reads after any figure that are words of four small letters or
 * more ("95 manat", "200,000 tomans", "50 000 drams"), not those it reads after a figure in money's form only or that
 * are verbs ("won", "rub"): with the currencies' names, what a figure then a currency's word may be.
 */
export const WORD_MARKS_AFTER_FIGURE: readonly string[] = [...CONTRACT_PREFIXES].filter(([word, mark]) => mark.afterOnly && !mark.formAfter && !mark.verb && /^\p{Ll}{4,}$/u.test(word)).map(([word]) => word);

/** Fixed reference instant: contract dates are absolute, a date without a year resolves in 2000. */
const REFERENCE = { now: Date.UTC(REFERENCE_YEAR, 0, 1), timezone: 'UTC', version: '2021-06-14' };
/**
 * A date written with numbers: "12/03/2025", "2025-03-12", "07.10.2025", and the year first with a stop and a space
 * after each part as Hungarian writes it ("2034. 04. 09.", issue 18, h67dates: the engine's grammar reads it, the
 * anchor and this test let it through). One home for the month-name test and the anchor below.
 */
const NUMERIC_DATE = String.raw`\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{4}\. \d{1,2}\. \d{1,2}(?!\d)`;
const MONTH = new RegExp(String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|${NUMERIC_DATE}`, 'i');
/**
 * A clock time with its am/pm: "9.00 am", "5:30 p.m.", "10 am" (hours 1-12, minutes optional); or on the 24-hour
 * clock with two-digit hours and a colon, "07:00", "19:30 hours" (a dot would be a clause number, "12.30").
 */
// A one-digit hour with a colon ("7:00") is a time where a 24-hour time follows it as the end of a span of the day
// ("between 7:00 and 17:00", "7:30-16:00"; issue 18, h29a38), or after a preposition of time ("by 8:30", "at 9:15",
// "before 7:45": a deadline in the day, issue 18, h90at); alone it may be a ratio or a verse ("3:1", "John 3:16") and is left.
// It is the end of such a span too when the span crosses midnight: "between 23:00 and 6:00", "22:30-5:30" (a night's
// work; issue 18, h104n81): after a 24-hour time with two digits and the span's word, as the first rule reads it before.
const CLOCK_TIME = /(?<![\d.:])(?:1[0-2]|0?[1-9])(?:[.:][0-5]\d)?\s?(?:[ap]\.m\.|[ap]m\b)|(?<![\d.:,])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:.,]\d)(?:\s?(?:hours|hrs|h)\b)?|(?<![\d.:,])\d:[0-5]\d(?=\s{0,3}(?:to|and|until|till|-|–)\s{0,3}(?:[01]\d|2[0-3]):[0-5]\d(?![\d:.,]\d))|(?<=\b(?:by|at|before|after|until|till|from)\s)\d:[0-5]\d(?![\d:.,]\d)|(?<=(?<![\d.:,])(?:[01]\d|2[0-3]):[0-5]\d\s{0,3}(?:to|and|until|till|-|–)\s{0,3})\d:[0-5]\d(?![\d:.,]\d)/gi;
const TIME_ON_DATE = /^\s+on\s+/;
/** " at " between a date and its time ("12 March 2044 at 10 am"). Anchored, bounded: linear. */
const AT_BEFORE_TIME = /\s{1,2}at\s{1,2}$/;
/**
 * A comma between a date and the time after it ("14/03/2047, 09:12" of a chat line's stamp, "24 October 2026, 9.00 am"):
 * one moment, as a time on a date is (table 2.4). Anchored, bounded: linear.
 */
const COMMA_BEFORE_TIME = /,[ \t]{1,3}$/;
/**
 * A period's word before a date ("from 16.07.2043, 09:00 h, to 18.07.2043, 19:00 h"): each end of a hire period stays a
 * date and an hour apart, as the facts read a range's start and end with their hours (facts set 61; h105fixN's "at").
 * Anchored, bounded: linear.
 */
const PERIOD_WORD_BEFORE_DATE = /(?:^|[^\p{L}])(?:from|to|until|till|between|and)[ \t]{1,3}$/iu;
/** A 12-hour time, its "am"/"p.m." closing it ("10 am", "9.30 p.m."): the one form joined after "at". Anchored, bounded. */
const TWELVE_HOUR = /[ap]\.?m\.?$/i;
/** A span of hours going on after the time ("at 9 a.m. to 5 p.m.", "until noon"): that time opens the hours of a day, and
 * stays apart from the date. Anchored, bounded: linear. */
const HOURS_SPAN_AFTER = /^\s{0,3}(?:to|until|till|and|-|–)\s{0,3}(?:\d{1,2}(?:[.:][0-5]\d)?\s{0,2}(?:[ap]\.?m\b|hours\b|hrs\b|h\b)|noon|midday|midnight|\d{1,2}[.:][0-5]\d\b(?!\s{0,3}on\b))/i;
/** Two 24-hour times with a dot joined as a span ("07.00 to 17.00", "08.30 and 18.00", "09.00-17.30"): each HH.MM. */
const DOTTED_CLOCK_PAIR = /(?<![\d.:])((?:[01]\d|2[0-3])\.[0-5]\d)\s{0,3}(?:to|and|until|till|-|–)\s{0,3}((?:[01]\d|2[0-3])\.[0-5]\d)(?![\d.]\d)(?!\.\d)/g;
/** A document part's word before a number ("clauses 10.10 to 10.15"): reference-words.ts' parts, in any case. */
const DOCUMENT_PARTS_BEFORE = new RegExp(String.raw`\b(?:${DOCUMENT_PART_NOUNS})\s{1,3}$`, 'i');
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
 * A month's name in the three patterns below is a word looked up (matchesWithListedWord) rather than the names'
 * alternation: case-blind Unicode made the day-first pattern alone ~670 KB of native code, compiled before most of the
 * classifier's patterns and so spending V8's regex code budget (bench/log.md, "The cold classify, part 17"). Each
 * pattern reads the name as a whole word (after a blank or a non-letter, before a blank), so the word and the lookup
 * find what the alternation found. The longest name bounds the word.
 */
const OTHER_LANGUAGE_MONTH_KEYS: ReadonlySet<string> = new Set([...OTHER_LANGUAGE_MONTHS.keys()].map(caseFolded));
const isOtherLanguageMonth = (word: string): boolean => OTHER_LANGUAGE_MONTH_KEYS.has(caseFolded(word));
const MONTH_WORD = `\\p{L}{1,${Math.max(...[...OTHER_LANGUAGE_MONTHS.keys(), ...MONTH_NAMES].map((name) => [...name].length))}}`;
/**
 * A date a translated contract leaves in its own language: the day (a German stop after it), the month's name, the year
 * ("12. Februar 2026", "3 mars 2026", "5 de marzo de 2026", "1 de março de 2026"), h29f22. Day, name and year all
 * written: a month's name alone, or beside a figure that is no day and year, is no date. The first day may be written
 * as an ordinal, as French and Italian write it ("le 1er mars 2026", "1º marzo 2026"; hrev22's left list, h30a39); no
 * other day takes the mark. Bounded: linear.
 */
const OTHER_LANGUAGE_DATE = new RegExp(String.raw`(?<![\d.])(\d{1,2})(\.|er|º)?\s{1,3}(?:de\s{1,3})?(${MONTH_WORD})\s{1,3}(?:de\s{1,3})?(\d{4})(?![\d\p{L}])`, 'giu');
/**
 * The month first, as Latin American drafting writes it: the month's name, the day, "de" or a comma, the year ("marzo 8
 * de 2032", "Montevideo, marzo 8, 2032"; issue 18, h75f40d, session 39's leftover). A day and a year without the "de" or
 * the comma between stay unread ("marzo 8 2032"). Bounded: linear.
 */
const OTHER_LANGUAGE_MONTH_FIRST_DATE = new RegExp(String.raw`(?<!\p{L})(${MONTH_WORD})\s{1,3}(\d{1,2})(?:\s{0,3},\s{0,3}|\s{1,3}del?\s{1,3})(\d{4})(?![\d\p{L}])`, 'giu');
/**
 * The same written year first, as Hungarian writes it: the year and a stop, the month's name, the day and its stop
 * ("2034. április 9.", "2033. november 21."; issue 18, h67dates). English-spelt names ("november") count here: the
 * English grammar reads no year before its month. Bounded: linear.
 */
const YEAR_FIRST_MONTHS = new Map<string, number>([...OTHER_LANGUAGE_MONTHS, ...MONTH_NAMES.map((name, k) => [name.toLowerCase(), k + 1] as [string, number])]);
const YEAR_FIRST_MONTH_KEYS: ReadonlySet<string> = new Set([...YEAR_FIRST_MONTHS.keys()].map(caseFolded));
const isYearFirstMonth = (word: string): boolean => YEAR_FIRST_MONTH_KEYS.has(caseFolded(word));
const YEAR_FIRST_DATE = new RegExp(String.raw`(?<![\d.])(\d{4})\.\s{1,3}(${MONTH_WORD})\s{1,3}(\d{1,2})\.?(?![\d\p{L}])`, 'giu');
/** The three patterns, each with its month's group and lookup: what the tests hold against the names' alternation. */
export const MONTH_WORD_DATES: readonly { readonly pattern: RegExp; readonly group: number; readonly isListed: (word: string) => boolean }[] = [
  { pattern: OTHER_LANGUAGE_DATE, group: 3, isListed: isOtherLanguageMonth },
  { pattern: OTHER_LANGUAGE_MONTH_FIRST_DATE, group: 1, isListed: isOtherLanguageMonth },
  { pattern: YEAR_FIRST_DATE, group: 2, isListed: isYearFirstMonth },
];
function otherLanguageDates(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  // Most elements carry no year: the pattern runs only where four digits stand.
  if (!/\d{4}/.test(text)) return out;
  for (const m of matchesWithListedWord(OTHER_LANGUAGE_DATE, text, 3, isOtherLanguageMonth)) {
    const day = Number(m[1]);
    if (m[2] !== undefined && m[2] !== '.' && day !== 1) continue;
    pushDate(out, m.index, m.index + m[0].length, m[4], OTHER_LANGUAGE_MONTHS.get(m[3].toLowerCase()), day);
  }
  for (const m of matchesWithListedWord(OTHER_LANGUAGE_MONTH_FIRST_DATE, text, 1, isOtherLanguageMonth)) {
    pushDate(out, m.index, m.index + m[0].length, m[3], OTHER_LANGUAGE_MONTHS.get(m[1].toLowerCase()), Number(m[2]));
  }
  out.sort((a, b) => a.begin - b.begin);
  return out;
}
function yearFirstDates(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  if (!/\d{4}\./.test(text)) return out;
  for (const m of matchesWithListedWord(YEAR_FIRST_DATE, text, 2, isYearFirstMonth)) {
    // The day's stop closes the date, and often the sentence: it is no part of the date's span.
    const end = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0);
    pushDate(out, m.index, end, m[1], YEAR_FIRST_MONTHS.get(m[2].toLowerCase()), Number(m[3]));
  }
  return out;
}
function pushDate(out: NumericFact[], begin: number, end: number, year: string, month: number | undefined, day: number): void {
  if (month === undefined || !isValidDate(Number(year), month, day)) return;
  out.push({ type: 'DateTime', begin, end, value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` });
}

/** A year named relative to another at a date's end: "of the following year", "in the next calendar year". */
const RELATIVE_YEAR_AFTER = /\s+(?:in|of)\s+the\s+(?:following|next|same|preceding|previous|subsequent)\s+(?:calendar\s+|financial\s+|contract\s+)?year$/i;

/**
 * A Japanese block address, chōme-banchi-gō before its district: "4-2-18 Umeda, Kita-ku, Osaka", "3-5-21 Kuratsuki,
 * Kanazawa-shi" — three numbers joined by hyphens, then a place's capitalised word and a comma, are no date (h34f27). A
 * date so written is followed by a word in small letters, a stop, or nothing. Anchored, bounded: linear.
 */
const BLOCK_ADDRESS = /^\d{1,2}-\d{1,2}-\d{1,3}$/;
const DISTRICT_AFTER = /^\s{1,3}\p{Lu}[\p{L}'’-]{1,30},/u;
// "Signed on 12-03-25 Osaka, Japan": a date's own word before the numbers keeps them a date.
const DATE_WORD_BEFORE = /\b(?:on|dated)\s{1,3}$/i;
/**
 * A year-first figure spaced as Hungarian writes a date ("2034. 04. 09") right after a reference's word is that
 * reference's number, no date: "release 2034. 04. 09", "Policy no. 2034. 11. 05/A", "version 2034. 4. 9." (review hrev58
 * of h67dates; issue 18, h69fix). One test for the numeric and the month-named shapes; the words are the spaced
 * day-first date's (reference-words.ts NUMBER_WORD_BEFORE: one list, h73left).
 */
const YEAR_FIRST_SHAPE = /^\d{4}\.\s/;
function yearFirstAfterReference(text: string, begin: number): boolean {
  return YEAR_FIRST_SHAPE.test(text.slice(begin, begin + 6)) && NUMBER_WORD_BEFORE.test(text.slice(Math.max(0, begin - 16), begin));
}
/** Numeric facts of one text, ordered by begin, non-overlapping. Never throws. */
export function recognizeNumericFacts(text: string): NumericFact[] {
  const out: NumericFact[] = [];
  // The dates kept so far (calendar dates, then other languages' dates), for the overlap tests of the ones after them.
  const datesKept = new CoveredSpans(text.length);
  // A year-first date first: the English grammar would read its "november 4" without the year before it.
  for (const d of yearFirstDates(text)) {
    if (yearFirstAfterReference(text, d.begin)) continue;
    out.push(d);
    datesKept.add(d.begin, d.end);
  }
  // "1. 5. 2034" (Central European drafting): the engine reads the figure unspaced only (h70dates).
  // "12/1-2037", "12/1 2037" (Danish and Norwegian drafting): the engine reads neither (nordic-short-dates.ts).
  // "April 1, Reiwa 20 (2038)" (Japanese drafting): the engine reads "April 1" alone (japanese-era-dates.ts).
  for (const s of [...spacedDayFirstDates(text), ...nordicShortDates(text), ...japaneseEraDates(text)]) {
    const before = out.length;
    pushDate(out, s.begin, s.end, s.year, s.month, s.day);
    if (out.length > before) datesKept.add(s.begin, s.end);
  }
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
      if (MONTH_ALONE.test(raw.slice(lead)) || !(MONTH.test(raw) || 'yearless' in piece) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
      // "Section 1.1.1 may be added": "may" in small letters after an outline number is the modal (English capitalises
      // its months), no date "1 May" (h20s20). Only after a dotted number: the reference response reads "Clause 10 may
      // vary" as a date "10 may", and parley follows it there.
      // So is one followed by a word only the modal takes ("aged under 10 may not", "Annex 1 may be changed": issue 18,
      // h90at): no date is written "10 may not"; the reference's "Clause 10 may vary" keeps its date.
      // And so is one after an age's or a count's word ("Children under 12 may enter", "Riders aged 16 may ride"): no date
      // is written "under 12 May" (issue 18, h94at); "by 12 may" and "on 12 May" stay dates.
      if (MODAL_MAY.test(raw) && (/\d\.$/.test(text.slice(Math.max(0, b0 - 4), b0)) || MODAL_COMPANION_AFTER.test(text.slice(end, end + 10))
        || AGE_OR_COUNT_BEFORE.test(text.slice(Math.max(0, b0 + lead - 16), b0 + lead)))) continue;
      if (BLOCK_ADDRESS.test(raw.slice(lead)) && DISTRICT_AFTER.test(text.slice(end, end + 36)) && !DATE_WORD_BEFORE.test(text.slice(Math.max(0, b0 + lead - 12), b0 + lead))) continue;
      if (datesKept.overlaps(b0, end)) continue;
      if (yearFirstAfterReference(text, b0 + lead)) continue;
      if (/^\d/.test(raw.slice(lead)) && SERIAL_AFTER_DATE.test(text.slice(end, end + 12))) continue;
      if (/^\d{1,4}-\d{1,2}-\d{1,4}$/.test(raw.slice(lead)) && DASHED_SERIAL_AFTER_DATE.test(text.slice(end, end + 12))) continue;
      // A day in guillemets ("«16» March 2026") opens with its guillemet: the words before it are the date's context.
      const guillemet = (text[b0 + lead - 1] === '«' || text[b0 + lead - 1] === '"') && DAY_IN_GUILLEMETS_OPEN.test(text.slice(b0 + lead, b0 + lead + 3)) ? 1 : 0;
      out.push({ type: 'DateTime', begin: b0 + lead - guillemet, end, value });
      datesKept.add(b0 + lead - guillemet, end);
    }
  }
  for (const d of otherLanguageDates(text)) {
    if (datesKept.overlaps(d.begin, d.end)) continue;
    out.push(d);
    datesKept.add(d.begin, d.end);
  }
  // "by 15.10.", "between 1.5. and 30.9.": a day and a month with their stops and no year (dotted-day-months.ts), in the
  // reference year the engine gives a yearless date ("by 15 October").
  for (const d of dottedDayMonths(text)) {
    const before = out.length;
    if (datesKept.overlaps(d.begin, d.end)) continue;
    pushDate(out, d.begin, d.end, String(REFERENCE_YEAR), d.month, d.day);
    if (out.length > before) datesKept.add(d.begin, d.end);
  }
  // A time of day ("9.00 am", "5:30 p.m.", "10 am") is a DateTime, not the number inside it.
  const dateCount = out.length;
  for (const t of matchesOf(CLOCK_TIME, text)) {
    const end = t.index + t[0].length;
    if (!datesKept.overlaps(t.index, end)) out.push({ type: 'DateTime', begin: t.index, end, value: t[0] });
  }
  // "from 07.00 to 17.00", "between 08.30 and 18.00": two 24-hour times with a dot, joined as a span of the day's hours, are
  // two DateTimes (set 25 labels them so; h24s26a). A lone "12.30" stays what it usually is, a clause number.
  for (const t of matchesOf(DOTTED_CLOCK_PAIR, text)) {
    if (DOCUMENT_PARTS_BEFORE.test(text.slice(Math.max(0, t.index - 16), t.index))) continue;
    const second = t.index + t[0].length - t[2].length;
    for (const [b, e] of [[t.index, t.index + t[1].length], [second, second + t[2].length]]) {
      if (!datesKept.overlaps(b, e)) out.push({ type: 'DateTime', begin: b, end: e, value: text.slice(b, e) });
    }
  }
  // "18:00 on 25 January 2028", "5 p.m. on 3 March": a time on a date is one moment, one DateTime (h22s22p; the one
  // such phrase of the labelled sets is labelled whole). The date's value stands for it.
  const dateAt = new Map(out.slice(0, dateCount).map((d) => [d.begin, d]));
  // So is a date and its 12-hour time after "at" ("from 12 March 2044 at 10 am", "on 3 March at 5 p.m."), as table 2.4 reads a
  // time on a date (set 82, issue 18, h105n82).
  const dateEndingAt = new Map(out.slice(0, dateCount).map((d) => [d.end, d]));
  for (let k = dateCount; k < out.length; k++) {
    const time = out[k];
    const on = TIME_ON_DATE.exec(text.slice(time.end, time.end + 6));
    // Only a 12-hour time joins its date after "at": "28. 2. 2034 at 10:00" stays a date and an hour, as the facts read a
    // range's start with its hour (h70dates' tests; narrowed by h105fixN).
    // Nor one opening a span of hours ("from 3 May 2034 at 9 a.m. to 5 p.m.": the hours of a day, review hrev61).
    const hoursSpan = HOURS_SPAN_AFTER.test(text.slice(time.end, time.end + 24));
    const at = on || !TWELVE_HOUR.test(text.slice(time.begin, time.end)) || hoursSpan ? undefined : AT_BEFORE_TIME.exec(text.slice(Math.max(0, time.begin - 6), time.begin));
    // A date, a comma and its time, 12-hour or 24-hour ("[14/03/2047, 09:12]", "24 October 2026, 9.00 am"): one moment (set
    // 91's chat stamps, issue 18, h117a91). Not a time that opens a span of hours ("on 3 May 2034, 9:00 to 17:00").
    let comma = on || at || hoursSpan ? undefined : COMMA_BEFORE_TIME.exec(text.slice(Math.max(0, time.begin - 5), time.begin));
    const dated = comma ? dateEndingAt.get(time.begin - comma[0].length) : undefined;
    if (dated && PERIOD_WORD_BEFORE_DATE.test(text.slice(Math.max(0, dated.begin - 10), dated.begin))) comma = undefined;
    const joint = at ?? comma;
    const date = on ? dateAt.get(time.end + on[0].length) : joint ? dateEndingAt.get(time.begin - joint[0].length) : undefined;
    if (!date) continue;
    if (on) date.begin = time.begin;
    else date.end = time.end;
    out.splice(k, 1);
    k--;
  }
  // Only the dates and times so far: numbers are tested against them, not against each other (quadratic in long
  // tables), by a binary search over them sorted (they do not overlap, so their ends are sorted too).
  const dateFacts = out.slice().sort((a, b) => a.begin - b.begin);
  const numeric = inWindows(withoutCodeDigits(text), NUMBER_ANCHOR, (t) => recognizeNumeric(t, MONEY_OPTIONS)).map(dashAsPunctuation(text)).map(halfOfNextNoun(text, (words) => recognizeNumeric(words, MONEY_OPTIONS)[0]?.value));
  for (const m of numeric) {
    if (overlapsAny(dateFacts, m.start, m.end)) {
      // "4 February 2026 – US$ 60,000.00": the sum after the date's dash is read alone (amount-bounds.ts).
      const sum = m.entity === 'sys-currency' ? sumAfterDatedDash(text, m, (b, e) => overlapsAny(dateFacts, b, e)) : undefined;
      if (sum) out.push({ type: 'Currency', ...sum, value: String(m.value), unit: m.unit });
      continue;
    }
    // "- Lunch for 2 – 30.00 €": an item's count, its row's dash and its sum, no range (amount-bounds.ts itemRowSum).
    const item = m.entity === 'sys-currency' && m.range ? itemRowSum(text, m) : undefined;
    if (item) {
      out.push(item.count ? { type: 'Number', begin: item.begin, end: item.end, value: text.slice(item.begin, item.end) } : { type: 'Currency', begin: item.begin, end: item.end, value: String(m.value), unit: m.unit });
      continue;
    }
    const change = m.entity === 'sys-currency' && m.range ? changeEnd(text, m) ?? boundEnd(text, m) : undefined;
    if (change) {
      out.push({ type: 'Currency', ...change, value: String(m.value), unit: m.unit });
      continue;
    }
    // "barrels of 100 pounds each": a weight, its figure a Number (pound-weights.ts).
    const weight = m.entity === 'sys-currency' ? poundWeightFigure(text, m.start, m.end) : undefined;
    if (weight) {
      out.push({ type: 'Number', ...weight, value: String(m.value) });
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
      // "by 0.5 percentage points": a difference of rates, its figure a Number (percentage-points.ts).
      const points = m.entity === 'sys-percentage' ? percentagePointsFigures(text, m.start, m.end) : [];
      if (points.length > 0) {
        for (const p of points) out.push({ type: 'Number', ...p, value: text.slice(p.begin, p.end).replace(/,/g, '') });
        continue;
      }
      // "between 65% and 68%", "from 15% to 20%": the two bounds of a range are two Percentages, as the labelled sets read
      // them (h25s28a).
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
      // "Rp 2,5 juta": the figure and its scale word are one sum (scale-words-after.ts; contracts only).
      const scaled = m.entity === 'sys-currency' ? scaledSum(text, m.end, Number(m.value)) : undefined;
      if (scaled) {
        out.push({ type: 'Currency', begin: m.start, end: scaled.end, value: String(scaled.value), unit: m.unit });
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
    const dashed = text[m.end] === '"' ? undefined : dashRange(span);
    if (dashed) {
      out.push({ type: 'Number', begin: m.start, end: m.start + dashed[0].length, value: dashed[0] });
      out.push({ type: 'Number', begin: m.end - dashed[1].length, end: m.end, value: dashed[1] });
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
    // "SIX HUNDRED THOUSAND (600 000) CFA francs": figures in brackets before their currency (bracketed-figure-money.ts).
    const money = text[m.end] === ')' || text[m.end] === ' ' ? bracketedFigureMoney(text, m.start, m.end, (t) => safely(() => recognizeNumeric(t, MONEY_OPTIONS))) : undefined;
    if (money !== undefined) {
      out.push({ type: 'Currency', ...money });
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

/**
 * A currency named with no amount, as the money of the contract: "All amounts in this deed are in Australian dollars",
 * "are payable in euros", "is denominated in Swiss francs" (`NAMED_CURRENCY`), and only a name that says which currency by
 * itself — a country's unit ("Australian dollars", "pounds sterling") or "euro(s)" — not "dollars" or "pounds" alone.
 * Its value is empty: it is a contract currency, never an amount, and no Currency attribute (C64, attributes.ts).
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
 * "is payable in euros"), or a listed name of four words or more ("are payable in Papua New Guinean kina"). Not any "in": "converted at the rate for any amount stated in US Dollars" names no contract
 * currency.
 */
const NAMED_CURRENCY = new RegExp(String.raw`\b(?:are|is|be)\s+(?:(?:payable|paid|expressed|denominated|stated|quoted|invoiced)\s+)?in\s+(${longNames()}|(?:[A-Za-z]+\s+){0,2}(?:${longestFirstAlternation(namedUnitEnds())}))(?![A-Za-z])`, 'gi');
/**
 * The names of four words or more, each whole ("papua new guinean kina", "trinidad and tobago dollars"; issue 18, h104d):
 * read as listed, never as any words before a unit, so no longer run of words is taken for a name.
 */
function longNames(): string {
  return longestFirstAlternation([...CURRENCY_NAMES.keys()].filter((name) => name.split(' ').length > 3)).replace(/ /g, String.raw`\s+`);
}
/** The last words of the currency names that say which currency by themselves (`namedCurrencies`' test), from the engine's list. */
export function namedUnitEnds(): Set<string> {
  return new Set([...CURRENCY_NAMES.keys()].filter(saysWhich).map((name) => name.slice(name.lastIndexOf(' ') + 1)));
}
/** A name that says which currency by itself: a country's unit ("australian dollars", "pounds sterling") or "euro(s)". */
function saysWhich(name: string): boolean {
  return name.includes(' ') || name.startsWith('euro');
}

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
  const ranged = FIGURE_DATE_RANGE.exec(rest);
  if (ranged) {
    // The leading "from" / "between" is optional: "Period: 15/01/2038 to 14/01/2039" has none (a missing group is undefined).
    const firstAt = start + (ranged[1] ?? '').length;
    const secondAt = d.end - ranged[4].length;
    const pieces = [reread(text, firstAt, firstAt + ranged[2].length), reread(text, secondAt, d.end)];
    if (pieces[0] && pieces[1]) return [pieces[0], pieces[1]];
  }
  const join = RANGE_JOIN.exec(rest);
  const figures = join ? dayMonthToDate(text, start, start + join.index, start + join.index + join[0].length, d.end) : undefined;
  if (figures) return figures;
  const parts = join && MONTH.test(rest.slice(0, join.index)) && MONTH.test(rest.slice(join.index + join[0].length))
    ? [[start, start + join.index], [start + join.index + join[0].length, d.end]]
    : counted ? [[start, d.end]] : [];
  if (parts.length === 0) return [d];
  const pieces = parts.flatMap(([b, e]) => {
    const again = safely(() => recognizeDateTimes(text.slice(b, e), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
      .find((r) => r.location[1] === e - b);
    return again ? [{ start: b + again.location[0], end: e, value: again.value }] : [];
  });
  return pieces.length === 2 ? [startInEndsYear(text, pieces[0], pieces[1]), pieces[1]] : pieces;
}

/** "from" or "between", a day and a month in figures with no year ("from 01/09"), and a whole date in figures ("30/11/2032"). */
const DAY_MONTH_FIGURES = /^((?:from|between)\s{1,3})(\d{1,2})\/(\d{1,2})$/i;
const DATE_FIGURES = /^(\d{1,2})\/(\d{1,2})\/\d{4}$/;
/**
 * A period from a day and month in figures to a whole date in figures: "from 01/09 to 30/11/2032" (a storage season, a
 * rental's weeks). The engine reads the span as one date, the first figures month first and the end's year (2032-01-09);
 * it is two, the first in the end's order of day and month (day first when the end's second figure is its month) and in
 * the end's year, the year before when its day and month fall after the end's (issue 18, h73f39d; session 38's
 * leftover). Only after "from" or "between": "pay 1/3 to …" is a share. Each piece has the span's positions; undefined
 * when the span is no such period. Anchored: linear.
 */
function dayMonthToDate(text: string, start: number, joinStart: number, joinEnd: number, end: number): { start: number; end: number; value: unknown; yearless?: true }[] | undefined {
  const first = DAY_MONTH_FIGURES.exec(text.slice(start, joinStart));
  const second = DATE_FIGURES.exec(text.slice(joinEnd, end));
  if (!first || !second) return undefined;
  const last = reread(text, joinEnd, end);
  const to = YMD.exec(String(last?.value ?? ''));
  if (!last || !to) return undefined;
  const [endMonth, endDay] = [Number(to[2]), Number(to[3])];
  const dayFirst = Number(second[1]) === endDay && Number(second[2]) === endMonth;
  if (!dayFirst && !(Number(second[1]) === endMonth && Number(second[2]) === endDay)) return undefined;
  const [day, month] = dayFirst ? [Number(first[2]), Number(first[3])] : [Number(first[3]), Number(first[2])];
  const year = Number(to[1]) - (month * 100 + day > endMonth * 100 + endDay ? 1 : 0);
  if (!isValidDate(year, month, day)) return undefined;
  return [{ start: start + first[1].length, end: joinStart, value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, yearless: true }, last];
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The first date of a period that writes no year is in the year of the second ("1 September to 30 November 2032",
 * "September 1 - November 30, 2032"), the year before it when its day and month fall after the second's ("1 November to
 * 31 January 2033"). Read alone it took the reference's year, 2000 (issue 18, h68s54; the engine's ranges read so too,
 * `startInEndsYear` in `nlu/sysent/datetime/ranges.ts`). A first date that writes its own year keeps it.
 */
function startInEndsYear(text: string, first: { start: number; end: number; value: unknown }, second: { start: number; end: number; value: unknown }): { start: number; end: number; value: unknown } {
  const from = YMD.exec(String(first.value ?? ''));
  const to = YMD.exec(String(second.value ?? ''));
  if (!from || !to || WRITTEN_YEAR.test(text.slice(first.start, first.end)) || !WRITTEN_YEAR.test(text.slice(second.start, second.end))) return first;
  const early = `${from[2]}-${from[3]}` <= `${to[2]}-${to[3]}`;
  const year = Number(to[1]) - (early ? 0 : 1);
  if (!isValidDate(year, Number(from[2]), Number(from[3]))) return first;
  return { ...first, value: `${year}-${from[2]}-${from[3]}` };
}
/** The date that `text` holds exactly from `b` to `e`, read again, or undefined. */
function reread(text: string, b: number, e: number): { start: number; end: number; value: unknown } | undefined {
  const again = safely(() => recognizeDateTimes(text.slice(b, e), { date: true, time: false, newSystemEntities: true, ...REFERENCE }))
    .find((r) => r.location[1] === e - b);
  return again ? { start: b + again.location[0], end: e, value: again.value } : undefined;
}
/** A count before the date it runs from: "three years from", "90 days after". */
const COUNT_FROM_DATE = /^(?:[\w-]+\s+){1,3}?(?:days?|weeks?|months?|years?)\s+(?:from|after|before|following)\s+/i;
/**
 * A period between two whole dates in figures, ISO or day-first: "between 2028-05-01 and 2028-10-15", "from 01.06.2029 to
 * 31.08.2029" — two dates, each a DateTime, as a period of month names is (RANGE_JOIN finds the ISO date's own hyphen
 * first, so the figures are read here; issue 18, h80t62). Groups: the lead, the first date, the join, the second date.
 * Anchored, bounded: linear.
 */
const FIGURE_DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4})`;
const FIGURE_DATE_RANGE = new RegExp(String.raw`^((?:from|between)\s{1,3})?(${FIGURE_DATE})(\s{1,3}(?:to|and|until|till|through)\s{1,3}|\s{0,3}[–—]\s{0,3}|\s{1,3}-\s{1,3})(${FIGURE_DATE})$`, 'i');
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

/** A word after "may" that makes it the modal: "may not", "may be", "may only", "may also" (anchored, bounded). */
const MODAL_COMPANION_AFTER = /^[ \t]{1,3}(?:not|be|only|also|still|never|either)\b/;
/** An age's or a count's word right before a figure ("under 12", "aged 16", "older than 65"): no day of a month follows it. */
const AGE_OR_COUNT_BEFORE = /\b(?:under|over|above|below|aged|than)[ \t]{1,3}$/i;
/** "may" in small letters, the modal, and no other month word in the span. */
const MODAL_MAY = /^[^A-Za-z]*may\b(?![^A-Za-z]*\d{4})|\d\s+may(?![A-Za-z])(?![^A-Za-z]*\d{4})/;
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
/**
 * Two figures joined by an en or em dash, the lower first ("scores 9.0–10.0", "ages 5–10"): a range, two Numbers as
 * "5 to 10" is (C26; issue 18, h77t59). A hyphen joins codes and references ("52.203-13", "447-118920"), so it reads a
 * range only between two decimals of one place each ("7.0-8.9"). Anchored, bounded: linear.
 */
const DASH_RANGE = /^(\d{1,4}(?:\.\d{1,2})?)\s{0,2}([–—-])\s{0,2}(\d{1,4}(?:\.\d{1,2})?)$/;
const ONE_PLACE = /^\d{1,3}\.\d$/;
function dashRange(span: string): [string, string] | undefined {
  const m = DASH_RANGE.exec(span);
  if (!m || Number(m[1]) >= Number(m[3])) return undefined;
  return m[2] !== '-' || (ONE_PLACE.test(m[1]) && ONE_PLACE.test(m[3])) ? [m[1], m[3]] : undefined;
}
/**
 * "between 65% and 68%", "from 15% to 20%": "between " or "from ", the lower share, the upper share (the second form:
 * set 80, issue 18, h103a80: each bound "the figure with %", the Percentage row).
 */
const PERCENT_BETWEEN = /^((?:between|from)\s{1,3})(\d+(?:\.\d+)?\s?%)\s{1,3}(?:and|to)\s{1,3}(\d+(?:\.\d+)?\s?%)$/i;
/**
 * Whether money in words at [start, end) restates a figure: it stands in brackets ("£10,000,000 (ten million pounds
 * sterling)") or a bracket with a figure follows it ("one hundred thousand Kenya Shillings (KES 100,000)").
 */
function restatesFigure(text: string, start: number, end: number): boolean {
  return /\(\s*$/.test(text.slice(Math.max(0, start - 4), start)) || /^\s*\(\s*\D{0,8}\d/.test(text.slice(end, end + 16))
    || (/\d\s{0,3}\(\s{0,3}(?:\p{Lu}[\p{L}'’.-]{0,20}\s{1,3}){1,3}$/u.test(text.slice(Math.max(0, start - 48), start)));
}
// The currency's country may open the bracket before the words: "LKR 750,000 (Sri Lanka Rupees Seven Hundred and Fifty
// Thousand)", "KES 90,000 (Kenya Shillings Ninety Thousand)": the words still restate the figure before the bracket, a
// Number (table 2.4; set 83, issue 18, h106n83). One to three capitalised words after "(" right behind a figure;
// anchored at the end, bounded: linear.

/**
 * The cents of the cheque notation ("Eight Hundred Fifty Thousand and No/100 Dollars") and a minor unit's figures after
 * the words ("(ninety-six thousand hryvnias 00 kopecks)", as post-Soviet drafting restates a sum; h80left): no figure
 * of the amount, so the words restating a figure stay a Number as "(five thousand euros)" does.
 */
const CHEQUE_CENTS = new RegExp(String.raw`\band\s+(?:no|\d{1,2})\/100\b|\b\d{1,2}\s{1,3}(?:${[...MINOR_AFTER_MAJOR_ONLY].join('|')})\b`, 'gi');
/** Contracts read money in their own notations too (`moneyNotations`: `R2 500 000,00`, `CHF 1'250.00`, `Rs. 1,25,000/-`). */
const MONEY_OPTIONS = { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations: true } as const;
const NUMBERS_ONLY = { numbers: true, percentages: false, currencies: false, newSystemEntities: true } as const;

/** Where a date can be: a month name or a numeric date. */
const DATE_ANCHOR = new RegExp(String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|${NUMERIC_DATE}`, 'gi');
/**
 * "any one occurrence", "at any one time", "any one of them": the number grammar reads "any one" as a pronoun (a
 * chat's "any one will do"), but before a noun or "of" a contract counts with it — the reference labels "one" in "any
 * one of them" (issue 18, h21attr2). Not before a verb ("any one may act" stays a pronoun).
 */
const ANY_ONE_COUNT = /(?<=\bany\s)one(?=\s(?:of\b|(?!(?:shall|may|will|can|must|should|would|could|might|is|are|was|were|has|have|had|who|whom|which|that|else|does|did)\b)[a-z]))/gi;
/**
 * The digits of a code joined to letters by a hyphen, right before money: "type PH-40 EUR 38.50 per piece", "part A-12
 * €5". The number is the code's, an identifier, never an amount written before its currency code; the price after it
 * is (h31f25). The lookbehind is one letter and a hyphen: linear.
 */
// The money code is three capitals looked up (MONEY_CODES: every one is), not the codes' alternation (~120 KB of native
// code early in a cold call: bench/log.md, "The cold classify, part 17"). A sign is read as before (an empty group).
const CODE_DIGITS_BEFORE_MONEY = new RegExp(String.raw`(?<=\p{L}[-‐])\d{1,12}(?=\s{1,3}(?:([A-Z]{3})\b|\p{Sc}))`, 'gu');
const MONEY_CODE_SET: ReadonlySet<string> = new Set(MONEY_CODES);
const isMoneyCodeOrSign = (code: string): boolean => code === '' || MONEY_CODE_SET.has(code);

/** The text with those code digits blanked (same length, so every offset stands). */
export function withoutCodeDigits(text: string): string {
  const codes = matchesWithListedWord(CODE_DIGITS_BEFORE_MONEY, text, 1, isMoneyCodeOrSign);
  if (codes.length === 0) return text;
  let out = '';
  let at = 0;
  for (const m of codes) {
    out += text.slice(at, m.index) + ' '.repeat(m[0].length);
    at = m.index + m[0].length;
  }
  return out + text.slice(at);
}

/** Where a number can be: a digit, a currency sign or a number word. */
const NUMBER_ANCHOR = /\d|[$£€¥]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|half|dozen|zero)\b/gi;
/** Whether [begin, end) overlaps one of `sorted` (non-overlapping spans sorted by begin): a binary search. */
function overlapsAny(sorted: readonly { begin: number; end: number }[], begin: number, end: number): boolean {
  const lo = partitionPoint(0, sorted.length, (i) => sorted[i].end <= begin);
  return lo < sorted.length && sorted[lo].begin < end;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function recognizersRunPatterns(): readonly RegExp[] {
  return [DATE_ANCHOR, NUMBER_ANCHOR, ANY_ONE_COUNT, CLOCK_TIME, CODE_DIGITS_BEFORE_MONEY, DOTTED_CLOCK_PAIR, NAMED_CURRENCY, OTHER_LANGUAGE_DATE, OTHER_LANGUAGE_MONTH_FIRST_DATE, YEAR_FIRST_DATE];
}

/** A count's noun after a `formAfter` code ("1,500 GEL packs"): the contract-currency reader's guard (facts.ts; h121rr #9). */
export { nounAfterFormMark };
