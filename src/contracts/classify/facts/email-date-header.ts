/**
 * An e-mail's "Date:" header: a "Date:" line with a time after its date ("Date: 9 February 2044, 16:20") among the
 * message's other headers ("From:" and "To:", "Subject:" or "Cc:" within a few lines) is when the message was sent, as an
 * Outlook "Sent:" header is — and a "Sent:" header dates nothing (docs/contracts.md, the lead's decision, h102p61): so
 * neither does this one (issue 18, h105d65; facts set 65's cause 21). A letter's "Date: 15 January 2044" under its
 * letterhead, with a "Subject:" line but no "From:" header and no time, still dates it. Each line bounded: linear.
 */

const DATE_WITH_TIME = /^\s{0,3}Date\s{0,3}:[^\n]{0,60}?(?:\b\d{1,2}:\d{2}\b|\b\d{1,2}(?:[.:]\d{2})?\s?[ap]\.?m\b)/i;
const FROM_HEADER = /^\s{0,3}From\s{0,3}:/i;
const OTHER_HEADER = /^\s{0,3}(?:To|Subject|Cc)\s{0,3}:/i;
/** How many lines before and after the "Date:" line the other headers may stand. */
const LOOK = 4;

/** The lines of `text`, at most `max` from its start (or its end when `fromEnd`). */
function someLines(text: string, max: number, fromEnd: boolean): string[] {
  const lines = text.split('\n');
  return fromEnd ? lines.slice(-max) : lines.slice(0, max);
}

/** Whether element `i` opens with an e-mail's "Date:" header (see above). */
export function emailDateHeader(elements: readonly { text: string }[], i: number): boolean {
  const own = elements[i].text.split('\n');
  const at = own.findIndex((line) => DATE_WITH_TIME.test(line));
  if (at < 0) return false;
  const near: string[] = [...own.slice(Math.max(0, at - LOOK), at), ...own.slice(at + 1, at + 1 + LOOK)];
  for (let j = i - 1; j >= Math.max(0, i - LOOK); j--) near.push(...someLines(elements[j].text, LOOK, true));
  for (let j = i + 1; j < Math.min(elements.length, i + 1 + LOOK); j++) near.push(...someLines(elements[j].text, LOOK, false));
  return near.some((line) => FROM_HEADER.test(line)) && near.some((line) => OTHER_HEADER.test(line));
}
