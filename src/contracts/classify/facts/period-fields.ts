/**
 * A form's period field gives its start as well as its end: "Boarding period: December 20, 2038 to February 28, 2039",
 * "Period: 1st April 2038 – 31st March 2039", a key-details row "Hire period | 2 May 2040 to 9 May 2040". The label names
 * the period, so the value's first date opens it as "from" would ("Period: from 1 April 2038 to …", date-kinds.ts
 * opensRange); the end was read already from the range's joining word (issue 18, h88t; facts set 49's cause 11).
 *
 * Only the contract's own period: a label of up to two words before "period", "term" or "duration", none of them naming
 * another period the contract sets (OTHER_PERIODS: "Warranty period:", "Notice period:", "Payment term:"); the date first
 * in the value and a date after the range's joining word.
 */
import { readFieldLine } from '../text/field-lines.js';
import { rangeGoesOn } from './date-kinds.js';
import { isCalendarDate, type NumericFact } from '../numbers/numeric-fact.js';

/**
 * Periods a contract sets within its own, each its own right or duty's (a warranty, a notice, a grace period …), and the
 * windows the goods move in ("Shipping period: April 15 to May 10, 2038", "Delivery period:", "Harvest period:"; issue
 * 18, h90fd, facts set 51's cause 12: a delivery window dates no contract, as set 50's harvest window did not).
 */
export const OTHER_PERIODS = String.raw`warranty|defects?|notice|grace|cure|payment|billing|blackout|exclusivity|lock-?up|shipping|shipment|delivery|dispatch|loading|unloading|collection|harvest(?:ing)?|inspection`;

/**
 * The nouns that name a letting's or a seasonal service's own span as "period" does, a field's label of their own: "Season:
 * 15/01/38 to 14/01/39" on a quota lease (h92fd), "Stay: 11.07.2043 – 18.07.2043" on a lodging booking, "Hire: 2 May 2040
 * – 9 May 2040", "Booking:", "Rental:", "Tenancy:", "Letting:" (issue 18, h100d59 from h99d59's draft; facts set 59's cause
 * 10: a booking is let for its stay, docs/contracts.md "A period's field").
 */
// A course of treatment or teaching is sold for its span as a stay is: "Course: fourteen sessions of speleotherapy …, from
// 5 June 2047 to 18 June 2047" on a clinic's order contract (issue 18, h111q71; facts set 71's cause 10).
export const LETTING_SPANS = ['season', 'stay', 'hire', 'booking', 'rental', 'tenancy', 'letting', 'course'] as const;

/**
 * The period a contract sells named by what is done in it: "Period of service: 20 March 2047 to 3 April 2047 (15 days)" on
 * a service order, "Term of engagement:", "Period of performance:" — the contract's own span as "Period:" is (issue 18,
 * h111q71; facts set 71's cause 10). Not "Period of notice", "Term of payment": those nouns name other periods. Not
 * "Duration of the works:" either: a quotation's time to do the job from a start still to be agreed ("12 working days from the
 * start date"), which facts set 60 expects as no term of the contract (the lead, session 74).
 */
export const PERIOD_OF_SERVICE = String.raw`(?:period|term)\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:services?|works?|hire|engagement|performance|employment)`;

/**
 * A work's "Time:" field, as a short agreement for a job names the span the work is done in ("6. Time: from 15 August
 * 2045 to 30 September 2045, when all the bricks must be burnt and counted", "Working time: 1 May 2045 – 30 June 2045"):
 * the bare noun, or after a word naming the work or the contract (issue 18, h107d67; facts set 67's cause 15). "Delivery
 * time:", "Lead time:", "Response time:" name other acts' windows, and no other word is read before it.
 */
export const WORK_TIME_LABEL = String.raw`(?:(?:working|work|contract|building|construction)\s{1,3})?time`;

// The label: up to two words, then the period's noun, at the label's end; or a letting's span with one word perhaps
// before it. Anchored, bounded: linear.
const PERIOD_LABEL = new RegExp(String.raw`^(?:(?:[\p{L}-]{1,20}\s{1,3}){0,2}(?:period|term|duration)|${PERIOD_OF_SERVICE}|(?:[\p{L}-]{1,20}\s{1,3})?(?:${LETTING_SPANS.join('|')})|${WORK_TIME_LABEL})\s{0,4}$`, 'iu');
const OTHER_PERIOD_LABEL = new RegExp(String.raw`\b(?:${OTHER_PERIODS})\b`, 'i');

/**
 * The blanks before a field, and the number a numbered form gives it: "1. Contract period: 2047. 7. 1. ~ 2047. 10. 31." (the
 * Korean standard labour contract's fields; schedule-items.ts blanks no number before a colon's field, and a field's
 * label holds no figure). The number is the form's, read past as the indent is (issue 18, h113q72; facts set 72's cause
 * 6). Anchored, each run bounded and the two runs apart by the number: linear.
 */
const FIELD_LEAD = /^\s*(?:\d{1,2}[.)][ \t]{1,3})?/;

/** Whether date `k` of `numeric`, the facts of `text`, opens the range of a period field's value (see above). */
export function opensPeriodField(text: string, numeric: readonly NumericFact[], k: number): boolean {
  const f = numeric[k];
  const next = numeric[k + 1];
  if (next === undefined || !isCalendarDate(next)) return false;
  // A schedule's item number written as blanks (facts.ts) may indent the label further than a field's indent: read from
  // the label, the places counted from the text's start.
  const lead = FIELD_LEAD.exec(text)?.[0].length ?? 0;
  const field = readFieldLine(text.slice(lead));
  if (field === undefined || !PERIOD_LABEL.test(field.label) || OTHER_PERIOD_LABEL.test(field.label)) return false;
  const separator = lead + field.separator;
  if (text.slice(separator + 1, f.begin).trim() !== '' || (field.valueEnd >= 0 && next.end > lead + field.valueEnd)) return false;
  return rangeGoesOn(text.slice(f.end, f.end + 40));
}
