/**
 * Durations: "thirty (30) days", "within 45 days", "not less than seven (7) Working Days", "12 months",
 * "8 hours", the period adverbs "weekly", "monthly", "annual", and a calendar period without a count ("each calendar
 * month", "every calendar quarter"). A duration's span starts at "within" or
 * "less than" when the text bounds it so (as the service's spans do), never at "not".
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { joinClockLengths } from './clock-unit-lengths.js';
import { COUNT_WORDS } from './count-words.js';
import type { Duration } from './duration.js';

export type { Duration } from './duration.js';

// A fortnight is two weeks, as Australian, New Zealand and Pacific pay and loan drafting counts ("repaid over 20
// fortnights", "each fortnight"): its count is read in weeks (issue 18, h78t61).
const UNITS: Record<string, Duration['unit']> = {
  second: 'seconds', minute: 'minutes', hour: 'hours', day: 'days', week: 'weeks', fortnight: 'weeks', month: 'months', year: 'years',
  night: 'days',
};
/** The units a written unit holds: a fortnight two weeks, every other one. */
const UNITS_IN: Readonly<Record<string, number>> = { fortnight: 2 };
const DAYS_PER: Record<Duration['unit'], number> = { seconds: 1 / 86400, minutes: 1 / 1440, hours: 1 / 24, days: 1, weeks: 7, months: 30, years: 365 };

/** A spelled number's words and their values: the count words (count-words.ts) in counting order, then the tens and "hundred". */
const SMALL: Record<string, number> = {
  ...Object.fromEntries(COUNT_WORDS.map((word, i) => [word, i + 1])),
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
const WORD = `(?:${Object.keys(SMALL).join('|')})`;
/**
 * Up to two words, and after "hundred" up to two more, with "and" as British drafting writes it ("one hundred and
 * twenty") or without it as American drafting does ("one hundred eighty (180) days").
 */
const WORD_NUMBER = `${WORD}(?:[\\s-]+${WORD})?(?:(?<=hundred)\\s+(?:and\\s+)?${WORD}(?:[\\s-]+${WORD})?)?`;
// Figures may come first with the words in brackets, as South African and some Indian drafting writes them: "36 (thirty-six) months".
// A figure with thousands commas is one count ("within 1,000 days", "3,000 hours"): read from its last group it gave
// "000 days", and with that group skipped (FIGURE_GROUP_BEFORE) no duration at all (review hrev51).
// A decimal comma, as continental drafting writes a fraction ("10,5 years", "2,5 hours"): one or two decimals after it,
// so a thousands group (three figures) stays the alternative before (review hrev51's Left, h68left).
const COUNT = `(?:(${WORD_NUMBER})\\s*(?:\\((\\d{1,4})\\))?|(\\d{1,3}(?:,\\d{3})+(?![\\d,])|\\d{1,4}(?:\\.\\d+|,\\d{1,2}(?![\\d,]))?)(?:\\s*\\((?:${WORD_NUMBER})\\))?)`;
// A year of the contract's own reckoning counts as a year: "fifteen (15) Contract Years", "two Lease Years", "three
// Operating Years" (power purchase, lease and concession drafting), as "calendar years" does; and an hour or a day of
// a service level's own window, "within 8 Service Hours", "4 Support Days" (a count before a defined period, h30a40).
// A calendar's name is read as "calendar" is: "two (2) Gregorian years", "three Hijri years" (Saudi and Gulf drafting
// counts periods in the one or the other; h45f31, facts set 31's cause 12).
// A count's own adjective stands between it and its unit too, one or two of them: "one further year", "up to three extra
// days", "four (4) full calendar months", "within ten running days", "within two bank working days", "ten (10) School
// Days" (a school's own reckoning, as "working" is a business's). The labelled sets keep such spans whole 9 times in 10
// (sets 11, 13, 16, 18, 45; set 23 leaves "a package of 20 full days" bare; h60attr).
/** A count's own adjectives ("one further year", "four full months"): one list for QUALIFIER_WORD and TITLED_ADJECTIVE. */
const COUNT_ADJECTIVES: readonly string[] = ['successive', 'further', 'additional', 'extra', 'full', 'clear', 'running'];
const QUALIFIER_WORD = `(?:calendar|gregorian|hijri|working|business|banking|bank|consecutive|contract|lease|operating|financial|fiscal|service|support|${COUNT_ADJECTIVES.join('|')}|school)`;
const QUALIFIER = `${QUALIFIER_WORD}\\s+(?:${QUALIFIER_WORD}\\s+)?`;
// Nights are a stay's length as days are, in the plural only ("rooms for three nights", "up to 14 nights": sets 19, 20, 23
// and 72 label the count and the nights one Duration); "one night's boarding", "180 room nights" stay counts (issue 18,
// h94at).
// Seconds are a unit as minutes are ("answered within 30 seconds", a service level's response time; C49, h31a42),
// in the plural only: "one second shooter", "a second copy" are ordinals.
// "no later than" and "a minimum of" bound the time as a deadline or a floor, outside the span: the labelled sets
// leave them out 9 times in 10 ("no later than 48 hours before departure" → "48 hours", h22s22p).
const DURATION = new RegExp(
  `\\b(?:(within|less\\s+than|more\\s+than|at\\s+least|up\\s+to)\\s+)?${COUNT}[\\s-]*(${QUALIFIER})?(minute|hour|day|week|fortnight|month|year|second(?=s)|night(?=s))s?\\b`,
  'gi',
);
/** Period adverbs, and a calendar period named without a count ("in each calendar month", "each calendar quarter"). */
// "four-weekly" (a care home's billing cycle) is one period as "weekly" is.
// "semi-annual", "bi-monthly" are one period each, never "annual" or "monthly" inside them (h22s22p).
// So is "half-yearly" (C22's "monthly": "payable in half-yearly instalments"; issue 18, h94at).
const ADVERB = /(?<![\w-])(?:((?:(?:two|three|four|six|eight|bi)-)?weekly|fortnightly)|((?:bi-|semi-)?monthly|quarterly|calendar\s+(?:month|quarter))|((?:semi-|bi-)?annual(?:ly)?|(?:semi-|bi-|half-)?yearly|calendar\s+year)|(daily))\b/gi;

/** Value of a spelled number up to 999 ("twenty one", "forty-five", "one hundred and twenty"), undefined when not one. */
export function wordValue(words: string): number | undefined {
  let total = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and' && total >= 100) continue;
    const v = SMALL[w];
    if (v === undefined) return undefined;
    total = v === 100 ? Math.max(1, total) * 100 : total + v;
  }
  return total;
}

/** Durations in `text`, ordered, non-overlapping. */
export function findDurations(text: string): Duration[] {
  const out: Duration[] = [];
  if (!UNIT_WORD.test(text)) return findAdverbs(text, out);
  for (const m of matchesOf(DURATION, text)) {
    const count = m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? figureCount(m[4]) : wordValue(m[2] ?? '');
    if (count === undefined || !Number.isFinite(count)) continue;
    // Two adjectives and a capitalised period ("fifteen full Operating Years", "one further Contract Year"): a count of
    // a defined period, which the sets label a Number (sets 39, 42), as parley read it before a second adjective counted.
    if (TWO_WORDS_THEN_CAPITAL.test(m[5] ?? '')) continue;
    // A capitalised adjective and period before another capitalised word ("Schedule 2 Full Year Budget", "Table 3 Extra
    // Day Rates"): the words name a thing and the figure numbers a schedule or a table, no count of time (hrev48).
    // So too after a document part's name ("Part 3 Extra Days", "Appendix 2 Additional Hours": a heading).
    if (TITLED_ADJECTIVE.test(m[5] ?? '') && /^[A-Z]/.test(m[6])
      && (CAPITAL_NEXT.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4)) || PART_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)))) continue;
    const unit = UNITS[m[6].toLowerCase()];
    // A year's name before a kind of year ("the 2026-2027 school year", "the 2027 financial year") counts nothing.
    if (m[5] && unit === 'years' && /^(?:19|20)\d\d$/.test(m[4] ?? '')) continue;
    // Nor does the second year of a season's name ("the 2035/36 school year": C59's period, whose "36" is no count).
    if (unit === 'years' && SEASON_FIRST_YEAR_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    // An age written as a compound adjective ("day-old chicks", "12 day-old chicks", "two-year-old heifers") says what
    // the thing is, no length of time the contract sets (C22's reading: no span of the contract's); and a figure's last
    // group after its thousands comma ("42,000 day-old") is no count of its own (issue 18, h63n53).
    if (AGE_ADJECTIVE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue;
    if (FIGURE_GROUP_BEFORE.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    const begin = m[1] === undefined ? rangeStart(text, m.index) : m.index;
    const units = count * (UNITS_IN[m[6].toLowerCase()] ?? 1);
    out.push({ begin, end: m.index + m[0].length, count: units, unit, days: round(units * DAYS_PER[unit]) });
  }
  // "more than a week", "within a month", "at least an hour": a bound before "a" and its unit is one unit's span, as
  // "more than one week" is (set 82, issue 18, h105n82). Not "a week" alone ("twice a week" is a frequency).
  for (const m of [...matchesOf(BOUND_BEFORE_ONE_UNIT, text), ...matchesOf(ONE_UNITS_NOTICE, text), ...matchesOf(RENEWED_FOR_ONE_UNIT, text)]) {
    const end = m.index + m[0].length;
    if (out.some((d) => d.begin < end && m.index < d.end)) continue;
    const unit = UNITS[m[1].toLowerCase()];
    const units = UNITS_IN[m[1].toLowerCase()] ?? 1;
    out.push({ begin: m.index, end, count: units, unit, days: round(units * DAYS_PER[unit]) });
  }
  out.sort((a, b) => a.begin - b.begin);
  return findAdverbs(text, joinClockLengths(text, out));
}

/** A bound, "a" or "an", and one unit: "more than a week", "within a month". Literal words: linear. */
const BOUND_BEFORE_ONE_UNIT = /\b(?:within|less\s{1,3}than|more\s{1,3}than|at\s{1,3}least|up\s{1,3}to)\s{1,3}an?\s{1,3}(minute|hour|day|week|fortnight|month|year)\b(?!['’]s\b)/gi;

/**
 * One unit's notice, "with a month's notice", "a week's written notice": the notice period, one unit as "one month's
 * notice" is (sets 1–92 label all 29 "one <unit>'s notice" the count and its unit, set 91 "a month's notice" so; issue
 * 18, h119t91). Only before "notice" or "warning": "a month's rent", "a day's pay" are sums, "twice a month" a
 * frequency. The span is "a month"; the rest a bounded lookahead of literal words: linear.
 */
const ONE_UNITS_NOTICE = /\ban?\s{1,3}(day|week|fortnight|month|year)(?=['’]s?\s{1,3}(?:(?:prior|written|advance|clear)\s{1,3}){0,2}(?:notice|warning)\b)/gi;
/**
 * The contract renewed or extended for one unit, "is renewed for a year at a time", "renews for a year", "is extended for
 * a month": the renewal's length, one unit as "renewed for one year" is (sets 91 and 92 label both such "a year"; issue
 * 18, h119t91). "for a further year" is not read: sets 63, 67 and 88 label none of their three. Nor "the fee for a
 * month" (no renewal before it; sets 49, 81, 89). The verb a bounded lookbehind: linear.
 */
const RENEWED_FOR_ONE_UNIT = /(?<=\b(?:renew(?:s|ed)?|extend(?:s|ed)?)\s{1,3}for\s{1,3})an?\s{1,3}(day|week|fortnight|month|year)\b(?!['’]s\b)/gi;

/** A season's first year and its slash or dash right before the figure: "2035/" of "the 2035/36 school year" (h98t74). */
const SEASON_FIRST_YEAR_BEFORE = /(?<!\d)(?:19|20)\d{2}\s?[/\-–]\s?$/;

/**
 * A range of counts before one unit, "30 to 15 days before arrival", "one to three months at a time", "within 10 to 20
 * days": one span from the first count (and the bound before it), as sets 26 and 62 label them; the count stays the
 * unit's own. Not a count inside a figure or a word ("v2 to 3 days", "1.5 to 3 days": the lookbehind). Tested on a
 * bounded slice before the match, anchored at its end, the alternations bounded: linear.
 */
function rangeStart(text: string, at: number): number {
  const before = text.slice(Math.max(0, at - RANGE_LOOK_BACK), at);
  const m = RANGE_BEFORE.exec(before);
  return !m ? at : at - before.length + m.index;
}
const RANGE_LOOK_BACK = 80;
const RANGE_BEFORE = new RegExp(`(?<![\\w.,-])(?:(?:within|less\\s+than|more\\s+than|at\\s+least|up\\s+to)\\s+)?(?:\\d{1,4}|${WORD_NUMBER})(?:\\s*\\((?:\\d{1,4}|${WORD_NUMBER})\\))?\\s+to\\s+$`, 'i');

/** A count's figure: a decimal comma ("10,5") read as a point, thousands commas ("1,000") dropped. */
function figureCount(figure: string): number {
  return DECIMAL_COMMA.test(figure) ? Number(figure.replace(',', '.')) : Number(figure.replace(/,/g, ''));
}
const DECIMAL_COMMA = /^\d{1,4},\d{1,2}$/;

/** "-old" right after the unit: an age as a compound adjective ("day-old", "two-year-old"). Anchored, bounded. */
const AGE_ADJECTIVE_AFTER = /^-old\b/i;
/** A digit and a thousands comma or a point right before the count: the count is a larger figure's tail. Anchored at the end. */
const FIGURE_GROUP_BEFORE = /\d[,.]$/;

/** One of h60attr's adjectives in title case: "Full ", "Extra ", "Further " (not "School", a school's own reckoning). */
const TITLED_ADJECTIVE = new RegExp(`^(?:${COUNT_ADJECTIVES.map((w) => w[0].toUpperCase() + w.slice(1)).join('|')})\\s+$`);
/** A capitalised word right after the period ("… Year Budget"); a plural's "s" is read by the pattern already. Anchored, bounded. */
const CAPITAL_NEXT = /^\s{1,3}[A-Z][a-z]/;
/** A document part's name right before the count ("Part 3 ", "Schedule 2 "): the figure numbers the part. Anchored at the end, bounded. */
const PART_BEFORE = /\b(?:Part|Schedule|Appendix|Annex|Annexure|Table|Clause|Section|Item|Exhibit|Phase|Stage|Figure|Article|Chapter)\s{1,3}$/;

/** A qualifier run of two words, the second capitalised: "full Operating ", "consecutive Contract ". */
const TWO_WORDS_THEN_CAPITAL = /^\S+\s+[A-Z]/;

/**
 * Whether a duration counts nights ("three nights"): a stay's length, which the label sets mark a Duration but the facts
 * sets no term of the contract or of payment (facts set 37's "for three nights" of a spa booking; issue 18, h94at).
 */
export const isStayLength = (text: string, d: { begin: number; end: number }): boolean => /nights$/i.test(text.slice(d.begin, d.end));

/** Cheap test: no unit word, no counted duration (most clauses). */
const UNIT_WORD = /(?:minute|hour|day|week|fortnight|month|year)s?\b|(?:second|night)s\b/i;

/**
 * A frequency word written as the first word of a capitalised name, "Annual Support Fee", "Monthly Charge(s)",
 * "Quarterly Report", "General Annual Grant": the word in title case and a capital after it (`findAdverbs`). Title case
 * only: an ALL-CAPS sentence ("PAYABLE ANNUALLY IN ADVANCE") is no name.
 */
// Not a capitalised preposition or joining word: "Monthly In Advance", "Quarterly In Arrears" are a title-cased frequency,
// no name (hrev26).
const NAME_WORD_AFTER = /^[ \t]{1,3}(?!(?:In|On|At|By|Per|For|From|To|Of|Or|And|Until)(?![\p{L}]))\p{Lu}/u;
const TITLE_CASE = /^\p{Lu}\p{Ll}/u;

/** An amount's figure, then "per", before a calendar period: "18,500 per ", "£950.00 per ". */
const RATE_PER_BEFORE = /\d\s{0,3}(?:[A-Z]{3}\s{0,3})?per\s{1,3}$/;

function findAdverbs(text: string, out: Duration[]): Duration[] {
  for (const m of matchesOf(ADVERB, text)) {
    const begin = m.index;
    if (out.some((d) => d.begin <= begin && begin < d.end)) continue;
    // "CZK 18,500 per calendar month", "£950 per calendar month": a rate's period, as "4% per annum" is, says how often an
    // amount falls due, no length of time (C22; h24s26a). "each calendar month" (a period's own span) stays.
    if (RATE_PER_BEFORE.test(text.slice(Math.max(0, begin - 16), begin))) continue;
    // A frequency word inside a capitalised name ("the Annual Support Fee", "125% of the Monthly Charges") names the
    // thing, no length of time; alone ("the annual fee", "payable monthly") it stays one (C46: sets
    // 11, 12, 13, 20, 24 and 42 leave 24 such words bare, sets 39 and 40 labelled 2 before their relabel; h31a42).
    // A calendar period ("each Calendar Month") stays: it is the period itself.
    if (!/^calendar/i.test(m[0]) && TITLE_CASE.test(m[0]) && NAME_WORD_AFTER.test(text.slice(begin + m[0].length, begin + m[0].length + 12))) continue;
    const unit: Duration['unit'] = m[1] ? 'weeks' : m[2] ? 'months' : m[3] ? 'years' : 'days';
    out.push({ begin, end: begin + m[0].length, unit });
  }
  return out.sort((a, b) => a.begin - b.begin);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function durationsRunPatterns(): readonly RegExp[] {
  return [BOUND_BEFORE_ONE_UNIT, ONE_UNITS_NOTICE, RENEWED_FOR_ONE_UNIT, ADVERB, DURATION];
}
