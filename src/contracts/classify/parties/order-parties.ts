/** The parties of a purchase order: its addressee the Supplier, the organisation of its letterhead the Buyer. */
import type { PartyRecord } from './party-record.js';

/** A purchase order and its kin: a document one party issues to the other on its own letterhead. */
export const ORDER_KIND = /\b(?:purchase|call[- ]off|work|service)\s+order\b|^order$/i;
/** The addressee line of an order: "To: TRANSILVANIA LEMN S.A., Calea Turzii nr. 178, …". */
const TO_LINE = /^\s*To\s*:/i;
/** The role word an order calls its issuer by. */
const BUYER_WORD = /\bBuyer\b/;
/** Letterhead lines: the first few elements above the title. */
const LETTERHEAD_LINES = 4;

/**
 * A purchase order names its issuer only in its letterhead ("Dunamenti Gépgyártó Kft." over its address, above
 * "PURCHASE ORDER") and its supplier in a field ("Supplier: …") or an addressee line ("To: …"): the addressee is the
 * Supplier, and an organisation of the letterhead lines above the title, when no party is the Buyer yet, is the Buyer
 * (h19f12; set 11's Hungarian order, set 12's Romanian one).
 */
export function orderParties(records: readonly PartyRecord[], texts: readonly string[], title: number): void {
  const inLines = (p: PartyRecord, test: (element: number) => boolean): boolean => p.mentions.some((m) => test(m.element));
  for (const p of records) {
    if (p.importance === 'Primary') continue;
    // The name opens the addressee line, right after "To:".
    const addressee = p.mentions.some((m) => m.element > title && m.element <= title + 6 && TO_LINE.test(texts[m.element]) && m.begin <= 12);
    if (addressee && !records.some((q) => q.importance === 'Primary' && q.role === 'Supplier')) {
      p.importance = 'Primary';
      p.role = 'Supplier';
    }
  }
  if (records.some((q) => q.importance === 'Primary' && q.role === 'Buyer')) return;
  const issuer = records.find((p) => p.importance !== 'Primary' && inLines(p, (e) => e < title && e < LETTERHEAD_LINES));
  if (issuer) {
    issuer.importance = 'Primary';
    issuer.role = 'Buyer';
    // The order's "Buyer" is the issuer: its fields ("Buyer: <name>, <title>") and its conditions ("the Buyer may") name
    // it (h22facts). Only where no other party holds that alias.
    if (issuer.alias === undefined && !records.some((q) => q.alias?.toLowerCase() === 'buyer') && texts.some((t) => BUYER_WORD.test(t))) issuer.alias = 'Buyer';
  }
}
