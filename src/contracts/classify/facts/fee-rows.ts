/**
 * A form's fee row: a line "<label>: <sum>" whose label names what is paid for without a money word ("Hall hire:
 * $250.00", "Each additional hour or part of an hour: £85.00", "Tables and chairs (20 tables, 200 chairs): $60.00"). Booking
 * forms, hire forms and price lists write their money so; the row is the price of the thing it names, an amount as "Hall
 * hire fee: $250.00" is (issue 18, h80f45d; facts set 45's cause 18). Not where the label names a measure of something
 * else — a company's capital, an insurance's cover or sum insured, a limit or a liability, a turnover, income or worth,
 * an excess or deductible, a value — nor a list item (its lead-in decides, money-list-items.ts), nor a sentence (a verb
 * after the colon: only the sum, a bracket and a stop may follow it). A row behind a bullet ("- Delivery and setting up:
 * 10 000 FCFA", "• Hall hire: $250.00") is the same row when no lead-in announces it: a bullet only sets the row
 * off, as it does a date's field (docs/contracts.md), where an item's number or letter, or a lead-in ending with a colon
 * over the list, makes it an item of its lead-in (issue 18, h103d63; facts set 63's cause 15). A dash set off by blanks
 * stands for the colon ("- Wedding cake – 85 000 FCFA"; issue 18, h104d).
 */
import { BULLET, startsWithListMarker } from '../text/text.js';

/**
 * The label: up to 80 characters of one line before the colon, no other colon, no stop of a sentence. Anchored: linear.
 * A two-cell row's bar stands for the colon: "Temporary driving permit (Government of Anguilla) | EC$67.50" prices the
 * permit as "…: EC$67.50" does (issue 18, h91fd; facts set 52's cause 15); a row of more cells ("Car | 7 days | …") is a
 * table's, read by its header (table-money.ts).
 */
const LABEL = /^[^:|\n.;!?]{1,80}[:|]\s{0,8}$/;
/**
 * A dash set off by blanks stands for the colon: "- Wedding cake – 85 000 FCFA", "Hall hire — $250.00", "Chairs (40) -
 * €120.00" price their item as "…: <sum>" does (issue 18, h104d; h103d63's Left). The label's last word is no figure, so
 * a range's upper sum ("€100 – €200", "EUR 100 – EUR 200") is no row; but a count ending the label in small letters is
 * ("Lunch for 2 – 30 €", "Room 12 – 45 000 FCFA": amount-bounds.ts `itemRowSum` reads its sum alone). Anchored, one
 * bounded run then a fixed tail: linear.
 */
const DASH_LABEL = /^[^:|\n.;!?]{0,78}(?:[^\d\s:|\n.;!?–—-]|\p{Ll}\s{1,3}\d{1,3})\s{1,3}[–—-]\s{1,8}$/u;
/**
 * After the sum: nothing but a bracket ("(VAT included)"), a stop or a semicolon to the line's end. Anchored: linear.
 * When the sum falls due may follow it after a comma: "Installation: $1,485.00, due when the installation is complete."
 * prices the installation as "Installation: $1,485.00." does (issue 18, h91fd; facts set 52's cause 15).
 */
// The row may price a unit ("Bed linen and towels: kr 180,– per person", "Kayak: NOK 300 per day per kayak") and go on with
// the count's sum (", 4 persons: kr 720,–"): the price of the thing the label names all the same (issue 18, h100d59; facts
// set 59's cause 12: "per person" after the sum dropped the row).
const PER_UNIT = String.raw`(?:per|each|a)\s{1,3}\p{L}[\p{L}-]{1,20}(?:\s{1,3}per\s{1,3}\p{L}[\p{L}-]{1,20})?\s{0,8}`;
const COUNT_SUM = String.raw`[,;]\s{0,3}\d{1,4}\s{1,3}\p{L}[\p{L}-]{1,20}\s{0,3}[:=]\s{0,3}[^\n:;]{1,40}`;
const ROW_END = new RegExp(String.raw`^\s{0,8}(?:\([^()\n]{0,60}\)\s{0,8})?(?:${PER_UNIT})?(?:${COUNT_SUM})?(?:,\s{0,3}due\s[^\n.;]{1,80})?[.;]?\s{0,8}$`, 'u');
/**
 * A row whose sum is charged on an event a party brings about: "Cancelled week | AUD 750 if the Operator cancels a hosted
 * week less than 21 days before it starts", "Late return: $40 when the Hirer brings the boat back after 6 pm", "No-show |
 * €60 where a guest does not arrive" — the sum is what that party pays then, a charge whatever the label (it need name no
 * fee; issue 18, h109d69; facts set 69's cause 10). "if", "when", "where" or "should", then the party doing it: "the" or
 * "a(n)" and a noun, "either party", a capitalised name or a pronoun, then a word. A threshold's or a discount's label
 * stays out (CONDITION_NOT_CHARGED: "Minimum order | AUD 750 if …", "Discount | $50 if …"), as every row's measure does
 * (NOT_A_PRICE). The rest of the line is the condition's. Anchored, bounded runs: linear.
 */
const CHARGED_IF = /^\s{0,3}(?:\([^()\n]{0,60}\)\s{0,3})?,?\s{1,3}(?:if|when|where|should)\s{1,3}(?:(?:the|an?|any|each)\s{1,3}\p{L}[\p{L}'’-]{0,30}|either\s{1,3}party|\p{Lu}[\p{L}'’-]{0,30}|you|we|he|she|they|I)\s{1,3}\p{L}/u;
const CONDITION_NOT_CHARGED = /\b(?:minimum|maximum|threshold|cap|discount|rebate|reduction)\b/i;
/**
 * The count's sum on such a row: "<label>: <price> per <unit>, <count> <units>: <sum>" ("Bed linen and towels: kr 180,– per
 * person, 4 persons: kr 720,–"), the label before the first colon the row's, the count's the sum's own. Anchored,
 * bounded: linear.
 */
const COUNT_LABEL = /^([^:|\n.;!?]{1,80}):[^:\n]{1,60}?[,;]\s{0,3}\d{1,4}\s{1,3}\p{L}[\p{L}-]{1,20}\s{0,3}[:=]\s{0,8}$/u;
/**
 * A count priced at a unit price on a quotation's or a price list's row, "<label>: <count> <units> @ <price> = <sum>"
 * ("Jeep tour with driver, full day: 8 jeeps @ 45 JD = 360.000 JD", "Night in camp: 46 persons x 28 JOD = 1,288.000
 * JOD"): the unit price and the row's sum are both the price of the thing the label names, as "<label>: <sum>" is (issue
 * 18, h119f76; facts set 76's cause 1). The "@" (or "x", "×") between the count's noun and the price, the "=" before the
 * sum: a count with no noun ("8 @ 45 JOD") or no "@" ("8 jeeps = 360 JOD") stays out. AT_PRICE_LABEL reads the label
 * before the unit price, AT_SUM_LABEL the one before the sum (the price and "=" between); AT_ROW_END the rest of the row
 * after the unit price. Anchored, bounded runs of one class each: linear.
 */
const COUNT_AT = String.raw`:\s{0,3}\d{1,4}\s{1,3}\p{L}[\p{L}-]{0,20}\s{1,3}[@×x]\s{0,3}`;
const AT_PRICE_LABEL = new RegExp(String.raw`^([^:|\n.;!?]{1,80})${COUNT_AT}$`, 'u');
const AT_SUM_LABEL = new RegExp(String.raw`^([^:|\n.;!?]{1,80})${COUNT_AT}[^\n:;=@]{1,40}=\s{0,8}$`, 'u');
const AT_ROW_END = new RegExp(String.raw`^\s{0,8}(?:${PER_UNIT})?=\s{0,8}[^\n:;=@]{1,40}$`, 'u');
/**
 * A dot leader closing a row's label: a run of dots or ellipses (with the spaces around it) between what is priced and its
 * sum, "Removal of the old tiles .......... 42 000 F CFP", "Total … 96 500 XPF" — a price list's and a quotation's way of
 * setting its sums in a column, which parts the label from the sum as a colon does (issue 18, h104d64; facts set 64's
 * cause 12). Three dots at least (two are a typing slip, one a stop). Bounded runs of one class each: linear.
 */
const DOT_LEADER = /[ \t]{0,8}(?:\.{3}|…)[ \t.…]{0,80}$/;
/**
 * A decimal point inside a label's words ("Steel sheets, 0.45 mm, with screws: …", "Cable 2.5 mm²: …") is part of a
 * measure, no stop of a sentence: read as a comma so the label's test (no stop) passes it (issue 18, h104d64; facts set
 * 64's cause 12). A digit on both sides only. Linear.
 */
const DECIMAL_POINT = /(?<=\d)\.(?=\d)/g;
/** The first word of a label, kept as written: a clause's number ("4.2 Fee: …") stays a list marker. Anchored: linear. */
const FIRST_WORD = /^\s{0,8}\S{1,40}/;
/**
 * The label as LABEL reads it: a dot leader closing it as the colon it stands for, and its decimal points after its first
 * word as commas.
 */
function asColonLabel(label: string): string {
  const leader = DOT_LEADER.exec(label);
  const closed = leader === null ? label : `${label.slice(0, leader.index).trimEnd()}:`;
  const first = FIRST_WORD.exec(closed)?.[0] ?? '';
  return first + closed.slice(first.length).replace(DECIMAL_POINT, ',');
}
/** A bullet (a dash, a dot, an asterisk) and its space opening a row. Anchored, bounded: linear. */
const BULLET_OPENING = new RegExp(String.raw`^[ \t]{0,8}${BULLET}[ \t]{1,3}(?=\S)`);
/** Labels of a measure, no price (see above). Bounded words: linear. */
const NOT_A_PRICE = /\b(?:capital|cover(?:age)?|insur\w{0,8}|limits?|liabilit(?:y|ies)|turnover|income|revenues?|worth|excess|deductible|value|assets|salary|wages?|budget|estimate[ds]?|balance\s+sheet|loss(?:es)?|damages?)\b/i;

/**
 * Whether the sum at [begin, end) of `text` is the whole value of a line "<label>: <sum>" (see above). `underLeadIn`: the
 * row is an item of a list a lead-in announces ("Our terms are:" over "– Weekend delivery: MGA 15 000;"), whose lead-in
 * decides even behind a bullet.
 */
export function isFeeRow(text: string, begin: number, end: number, underLeadIn = false): boolean {
  // Only the few characters a label and a row's end may hold are read (a line of thousands of sums stays linear): a
  // window with no line break and text before it holds no whole label.
  const head = text.slice(Math.max(0, begin - 96), begin);
  const lineStart = head.lastIndexOf('\n') + 1;
  if (lineStart === 0 && begin > 96) return false;
  const tail = text.slice(end, end + 96);
  const nl = tail.indexOf('\n');
  const label = asColonLabel(head.slice(lineStart));
  const atPrice = AT_PRICE_LABEL.exec(label)?.[1];
  const found = LABEL.test(label) || DASH_LABEL.test(label) ? label : COUNT_LABEL.exec(label)?.[1] ?? atPrice ?? AT_SUM_LABEL.exec(label)?.[1];
  const rowLabel = underLeadIn ? found : found?.replace(BULLET_OPENING, '');
  if (rowLabel === undefined || startsWithListMarker(rowLabel) || NOT_A_PRICE.test(rowLabel)) return false;
  const rest = nl < 0 ? tail : tail.slice(0, nl);
  return ROW_END.test(rest) || (atPrice !== undefined && AT_ROW_END.test(rest)) || (CHARGED_IF.test(rest) && !CONDITION_NOT_CHARGED.test(rowLabel));
}
