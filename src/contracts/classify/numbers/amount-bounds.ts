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
