/**
 * The top "Sent:" header of an e-mail thread written out as Outlook heads each message ("From: …" / "Sent: Monday, 2
 * November 2043 10:14" / "To: …" / "Subject: …"): the newest message stands first, so the first such header dates the
 * reply that closed the thread (an acceptance, as set 60's "Date:" header does; issue 18, h101d61, facts set 61's cause
 * 9). The headers of the messages quoted below it date the offers and questions before, no making.
 */
const SENT = /^\s{0,3}Sent\s{0,3}:/;
const FROM = /^\s{0,3}From\s{0,3}:/;

/** Per list of elements, the index of its first "Sent:" header (-1: none): found once, so every call stays constant. */
const FIRST_SENT = new WeakMap<readonly { text: string }[], number>();

/** Whether element `i` is the first "Sent:" header of the texts, right under a "From:" header. */
export function isTopSentHeader(texts: readonly { text: string }[], i: number): boolean {
  if (i < 1 || !SENT.test(texts[i].text) || !FROM.test(texts[i - 1].text)) return false;
  let first = FIRST_SENT.get(texts);
  if (first === undefined) {
    first = texts.findIndex((t) => SENT.test(t.text));
    FIRST_SENT.set(texts, first);
  }
  return first === i;
}
