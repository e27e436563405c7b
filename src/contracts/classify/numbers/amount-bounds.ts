/**
 * Where a recognized amount starts and ends: a dash before it that is punctuation, a range's bounds ("between USD 5 and
 * USD 10"), a change's new figure ("increased from X to Y").
 */
import type { Span } from '../text/text.js';

/**
 * A dash set off from a figure by a blank is punctuation, not a minus sign: a row label's dash ("(a) First Instalment –
 * 20% of the Contract Price", "Deposit – 3 months' rent"). A minus sign stands against its figure ("-0.5%"). The
 * figure alone is the attribute, its value positive.
 */
export function dashAsPunctuation(text: string) {
  return <T extends { start: number; end: number; value: unknown }>(m: T): T => {
    const lead = /^[-–—]\s+/.exec(text.slice(m.start, Math.min(m.end, m.start + 8)));
    if (!lead || m.start + lead[0].length >= m.end) return m;
    return { ...m, start: m.start + lead[0].length, value: typeof m.value === 'number' ? Math.abs(m.value) : m.value };
  };
}

/** A figure's " and a half" (`halfOfNextNoun`), then the singular noun after it that makes "a half day" a thing of its own. */
const AND_A_HALF_END = /\s{1,3}and\s{1,3}a\s{1,3}half$/i;
const SINGULAR_UNIT_AFTER = /^\s{1,3}(?:day|hour|week|month|year|term|session|shift|fare|price|board)(?![\w-])/i;

/**
 * "A full day costs $38 and a half day $26": "a half day" is the next item, so the sum ends before " and" (issue 18,
 * h111att; set 23). A plural after it keeps the half the figure's ("two and a half hours", "3 and a half days"), as do
 * words that go on counting ("and a half times", "and a half per cent"). Only a sum: a count's singular noun is the
 * figure's ("2 and a half hour"). The kept words are read again (`valueOf`): the half of "1,000 and a half" is 500.
 */
export function halfOfNextNoun(text: string, valueOf: (words: string) => unknown) {
  return <T extends { start: number; end: number; value: unknown; entity?: string }>(m: T): T => {
    if (m.entity !== 'sys-currency') return m;
    const half = AND_A_HALF_END.exec(text.slice(m.start, m.end));
    if (!half || !SINGULAR_UNIT_AFTER.test(text.slice(m.end, m.end + 12)) || half.index === 0) return m;
    const value = valueOf(text.slice(m.start, m.start + half.index));
    return value === undefined ? m : { ...m, end: m.start + half.index, value };
  };
}

/**
 * A change of money is no range: "increased from $14.80 to $15.35" states the old price and the new one, two amounts,
 * where the chat's grammar reads one range whose two ends both span "from … to …" (docs/behaviour/sysent.md
 * "Location of range members"). After a verb of change, each end of a "from … to" currency range is its own Currency,
 * on its own words; the span of the end `m` is, or undefined when `m` is no such end.
 */
export function changeEnd(text: string, m: { start: number; end: number; range?: { role: string } }): Span | undefined {
  if (!CHANGED_BEFORE.test(text.slice(Math.max(0, m.start - 24), m.start))) return undefined;
  const parts = FROM_TO.exec(text.slice(m.start, m.end));
  if (!parts) return undefined;
  const from = m.start + parts[1].length;
  if (m.range?.role === 'number_from') return { begin: from, end: from + parts[2].length };
  return { begin: m.end - parts[4].length, end: m.end };
}
/**
 * Two sums each written whole with its own mark, joined by "to", "and" or a dash ("annual purchases $250,000 to
 * $750,000", "between EUR 5,000 and EUR 9,000"), are two Currency attributes, each on its own words, as two figures so
 * joined are two Numbers and two shares two Percentages (C26; issue 18, h29a38: sets 36 and 37 label each bound). So
 * are they after "from" ("Face Value from £20.01 to £50", "receipts from $250,001 to $400,000": sets 36 and 51 label
 * each bound, no set the range whole; issue 18, h55n51). A range with one mark ("from 10 to 20 dollars") keeps its one span.
 */
export function boundEnd(text: string, m: { start: number; end: number; range?: { role: string } }): Span | undefined {
  const parts = CURRENCY_BOUNDS.exec(text.slice(m.start, m.end));
  if (!parts || !MARKED.test(parts[2]) || !MARKED.test(parts[4])) return undefined;
  const from = m.start + parts[1].length;
  if (m.range?.role === 'number_from') return { begin: from, end: from + parts[2].length };
  return { begin: m.end - parts[4].length, end: m.end };
}
/** "[between |from ]<sum> to|and|- <sum>": the optional "between " or "from ", the lower sum, the joint, the upper sum. */
const CURRENCY_BOUNDS = /^(between\s{1,3}|from\s{1,3}|)([^\sf][^\s]{0,5}\s?\d[\d,.]{0,20}(?:\s(?:million|billion|thousand))?)(\s{1,3}(?:to|and)\s{1,3}|\s{0,2}[-–]\s{0,2})(\S{1,6}\s?\d[\d,.]{0,20}(?:\s(?:million|billion|thousand))?)$/i;
/** A sum written with its mark: a character that is no digit, space, comma or period ("$", "EUR", "HK$"). */
const MARKED = /[^\d\s,.]/;
/** The verbs of a change of price, fee or rent: "is increased from", "shall be reduced from". */
const CHANGED_BEFORE = /\b(?:increased|decreased|reduced|raised|lowered|changed|adjusted|amended|revised|varied)\s+$/i;
/** "from <old> to <new>" (the range's own words). */
const FROM_TO = /^(from\s+)(\S(?:.{0,40}?\S)?)(\s+to\s+)(\S.{0,40})$/i;

/**
 * A sum after a date and a dash, as a schedule's row writes it ("Instalment 1 – 4 February 2026 – US$ 60,000.00", "due 4
 * May 2040 - EUR 2,500"): the recognizer reads the date's last figure and the sum as one range ("2026 – US$ 60,000.00"),
 * which the date then hides whole. The sum after the dash, written with its mark, is a Currency of its own; the figure
 * before it stays the date's (facts set 16, h87d's Left; issue 18, h88t). The sum's span when `m` is the upper end of
 * such a range whose lower figure `inDate` places in a date and whose sum it does not; else undefined.
 */
export function sumAfterDatedDash(text: string, m: { start: number; end: number; range?: { role: string } }, inDate: (begin: number, end: number) => boolean): Span | undefined {
  if (m.range?.role !== 'number_to') return undefined;
  const parts = FIGURE_DASH_SUM.exec(text.slice(m.start, m.end));
  if (!parts || !MARKED.test(parts[3])) return undefined;
  const begin = m.start + parts[1].length + parts[2].length;
  return inDate(m.start, m.start + parts[1].length) && !inDate(begin, m.end) ? { begin, end: m.end } : undefined;
}
/** "<figure> – <sum>": a date's last figure (its year, or a numeric date), a dash set off by blanks or not, a marked sum. */
const FIGURE_DASH_SUM = /^(\d[\d./]{0,11})(\s{0,2}[-–—]\s{0,2})(\S{1,6}\s?\d[\d,.]{0,20}(?:\s(?:million|billion|thousand))?)$/;

/**
 * An item's row whose label ends with a count, then a dash set off by blanks and the item's sum ("- Lunch for 2 – 30.00
 * €", "Room 12 – 45 000 FCFA", "• Session 3 — 2 500 USD"): the recognizer reads "2 – 30.00 €" as one range of money, the
 * count its lower end. The sum after the dash is the row's amount, the count a Number of the label (issue 18, h104d;
 * h103d63's Left). Only where the row reads so: the count, of one to three digits, stands right after a word in small
 * letters (or capitalised, not a code in capitals) that opens no range ("from", "between", "about", "costs" …) at a line's label with no colon, and the sum is
 * written otherwise than the count (a group or a decimal mark) or is ten times it at least. A range stays a range: "Price:
 * 10 – 20 €", "from 100 – 200 EUR", "Tickets 10 – 20 €" (the same way written, twice the count). `m` is one end of the
 * range (both ends span it); the count's span for its lower end, the sum's for its upper end, or undefined.
 */
export function itemRowSum(text: string, m: { start: number; end: number; value: unknown; range?: { role: string } | null }): (Span & { count: boolean }) | undefined {
  const role = m.range?.role;
  if (role !== 'number_from' && role !== 'number_to') return undefined;
  const parts = COUNT_DASH_SUM.exec(text.slice(m.start, m.end));
  if (!parts) return undefined;
  // The line's label only (a window with no line break and text before it holds no whole label).
  const head = text.slice(Math.max(0, m.start - 90), m.start);
  const lineStart = head.lastIndexOf('\n') + 1;
  if ((lineStart === 0 && m.start > 90) || !ITEM_LABEL.test(head.slice(lineStart))) return undefined;
  const count = Number(parts[1]);
  const figure = /\d[\d\s,.'’]*\d|\d/.exec(parts[3])?.[0] ?? '';
  const sum = Number(figure.replace(/[\s,.'’]/g, ''));
  if (count === 0 || !(/[\s,.'’]/.test(figure) || sum >= 10 * count)) return undefined;
  if (role === 'number_from') return { begin: m.start, end: m.start + parts[1].length, count: true };
  return { begin: m.start + parts[1].length + parts[2].length, end: m.end, count: false };
}
/** "<count> – <sum>": one to three digits, a dash set off by blanks, the sum as the recognizer spans it. Anchored: linear. */
const COUNT_DASH_SUM = /^(\d{1,3})(\s{1,3}[-–—]\s{1,3})(\S.{0,40})$/;
/**
 * Before the count: a line's label, a bullet perhaps, no colon, bar or sentence stop, its last word in small letters (its
 * first letter a capital perhaps: "Room 12", not a code "EUR 100") and no word that opens a range or prices ("from 2", "between 2", "costs 2"). Anchored, bounded: linear.
 */
const RANGE_OPENERS = ['from', 'between', 'about', 'around', 'approx', 'approximately', 'circa', 'ca', 'cost', 'costs', 'priced', 'at', 'of', 'is', 'are', 'be', 'by', 'to', 'ranging', 'range', 'ranges', 'up', 'within'];
const RANGE_OPENER = RANGE_OPENERS.flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)]).join('|');
const ITEM_LABEL = new RegExp(String.raw`^[^\n:|.;!?]{0,80}\b(?!(?:${RANGE_OPENER})\s)\p{Lu}?\p{Ll}{1,20}\s{1,3}$`, 'u');
