/**
 * A receipt written in the first person with no alias: "I, Mohamed Hassan, owner of the felucca …, of Aswan, received
 * today from Mr. Tarek El-Sayed, for Philae Horizon Tours S.A.E., …, the sum of E£ 4,000 as a deposit for …" (a boatman's,
 * a craftsman's or a landowner's receipt and agreement; Egyptian, South Asian and East African drafting translated). The
 * writer receives the money for what it provides, the body it receives it from pays: the writer the Supplier, that body
 * the Buyer, both Primary (facts set 77's cause 2, issue 18, h121f77). Read only where no other reader named a Primary
 * party (an alias bracket, a slot, a letter's readers decide first), in the preamble's elements, on the element that opens
 * with the writer's "I," (FIRST_PERSON_NAMED): its verb of receiving ("received", "have received", "acknowledge receipt",
 * "acknowledge the receipt") before "from", and the first organisation found within PAYER_WITHIN characters after it. A
 * person received from ("received from Mr. John Reyes") is no organisation: nothing is read then. Nor where no sum paid
 * for what the writer provides is received (SUM_PAID_FOR: goods delivered to the writer) or a loan is (LOAN_WORDS): those
 * give the reverse sides (h121rr #6, h121mendP).
 */
import { FIRST_PERSON_NAMED, PREAMBLE_ELEMENTS } from './preamble-words.js';
import { writerNamed } from './preamble-names.js';
import { partyKey } from './party-key.js';
import { AMOUNT } from '../numbers/money-shapes.js';
import type { PartyRecord } from './party-record.js';
import { TITLE_BEFORE_TWO_NAMES } from '../lexicon/courtesy-titles.js';

/**
 * The writer's verb of receiving, after the apposition's comma, and its "from": "…, received today from ", "…, have this
 * day received the sum of Rs. 5,000 from ", "…, hereby acknowledge receipt from ". Bounded gap, no stop, semicolon,
 * quote or bracket in it: linear.
 */
export const RECEIVED_FROM = /,\s{0,3}(?:(?:do\s{1,3})?hereby\s{1,3})?(?:have\s{1,3})?(?:(?:this\s{1,3}day|today)\s{1,3})?(?:received|acknowledge\s{1,3}(?:the\s{1,3})?receipt)\b[^.;"“()]{0,80}?\bfrom\s{1,3}/;
/**
 * What is received is money paid for what the writer provides: a sum ("the sum of", "the amount of", a figure beside a
 * currency sign, code or mark as money-shapes.ts' AMOUNT reads it: "E£ 4,000", "KES 200,000"; not "order PO 4471"
 * nor "40 KGS of rice", h121revB #1) and, after it, what it pays ("for a three-day felucca trip", "as a
 * deposit for", "in payment of"). Goods received ("the three parcels listed below") are the writer's as the Buyer, so
 * nothing is read then (h121rr #6, issue 18, h121mendP). Bounded gaps: linear.
 */
export const SUM_PAID_FOR = new RegExp(String.raw`(?:\b(?:sum|amount)\s{1,3}of\b|${AMOUNT})[^;]{0,160}?\b(?:for|as\s{1,3}(?:an?\s{1,3}|the\s{1,3})?(?:deposit|advance|payment|price)|in\s{1,3}(?:full\s{1,3}|part\s{1,3})?payment)\b`, 'u');
/** A loan received or repaid: the lender provides the money, the Supplier side, the reverse of a receipt's (h121rr #6). */
export const LOAN_WORDS = /\b(?:loan|loans|lend|lends|lent|lending|lender|repay|repays|repaid|repayment|borrow|borrowed|borrower)\b/i;
/** How far after "from" what is received is read. */
const RECEIVED_WITHIN = 400;
/** A title read only before two more words of a name ("Ato", "Rayyis"), opening the writer's name. Anchored: linear. */
export const TITLE_OPENING = new RegExp(String.raw`^${TITLE_BEFORE_TWO_NAMES}`, 'u');
/** How far after "from" the payer's name may start (a representative "Mr. <name>, for" between). */
const PAYER_WITHIN = 120;

/** The receipt's writer and payer made Primary parties (the writer added to `byKey`), when the contract names none. */
export function receiptParties(byKey: Map<string, PartyRecord>, texts: readonly string[]): void {
  if ([...byKey.values()].some((p) => p.importance === 'Primary')) return;
  const limit = Math.min(texts.length, PREAMBLE_ELEMENTS);
  for (let i = 0; i < limit; i++) {
    const text = texts[i];
    const opening = FIRST_PERSON_NAMED.exec(text);
    if (opening === null) continue;
    // A title read only before two more words of a name is no part of it ("I, Rayyis Mohamed Abdel Hafez Hassan, …").
    const title = TITLE_OPENING.exec(text.slice(opening[0].length, opening[0].length + 40))?.[0].length ?? 0;
    const writer = writerNamed(text, opening[0].length + title, i);
    if (writer === undefined) return;
    const received = RECEIVED_FROM.exec(text.slice(writer.end, writer.end + 400));
    if (received === null) return;
    const from = writer.end + received.index + received[0].length;
    // The sides only where a sum paid for what the writer provides is received, never a loan (h121rr #6).
    const what = text.slice(writer.end + received.index, from + RECEIVED_WITHIN);
    if (!SUM_PAID_FOR.test(what) || LOAN_WORDS.test(what)) return;
    let payer: PartyRecord | undefined;
    let at = Infinity;
    for (const p of byKey.values()) {
      for (const m of p.mentions) if (m.element === i && m.begin >= from && m.begin <= from + PAYER_WITHIN && m.begin < at) [payer, at] = [p, m.begin];
    }
    if (payer === undefined) return;
    const key = partyKey(writer.text);
    if (!key || key === payer.party) return;
    payer.importance = 'Primary';
    payer.role = 'Buyer';
    const own = byKey.get(key);
    if (own) Object.assign(own, { importance: 'Primary', role: 'Supplier' });
    else byKey.set(key, { party: key, role: 'Supplier', importance: 'Primary', mentions: [writer] });
    return;
  }
}

