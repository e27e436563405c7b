/**
 * A form a company prints on its own letterhead and signs for itself, beside the one party its fields name: a car rental
 * agreement under "TROPICAL WHEELS CAR RENTAL LTD." whose only field of a party is "Renter: <name>", closing "For
 * Tropical Wheels Car Rental Ltd.:" / "<agent>, Rental Agent". The company that prints the form and signs it with its
 * agent is the other side of the contract, though no alias or field names it (facts set 52's cause 6, issue 18, h91fp);
 * its agent is then its contact, not the renter's. `letterWriterBody` reads a letter's writer the same way.
 */
import { LETTERHEAD_LINES } from './letter-parties.js';
import type { PartyRecord } from './party-record.js';
import { partyKey } from './party-key.js';

/** "For" (or "Signed for", "For and on behalf of") opening a line right before the company's name. Anchored: linear. */
const FOR_BEFORE = /^\s*(?:signed\s+)?for\s+(?:and\s+on\s+behalf\s+of\s+)?(?:the\s+)?$/i;
/** The rest of that line after the name: a stop, then perhaps a colon and the signer. Anchored: linear. */
const LINE_AFTER = /^\s{0,3}\.?\s{0,3}(?::.*)?$/s;
/** A quoted alias right after a name: `("LDC")`, `(the "Company")`. Anchored: linear. */
const ALIAS_NEXT = /^[\s,.]{0,3}\(\s{0,2}(?:the\s{1,3})?["“]/i;
/** Longest line read as a signing line "For <company>:". */
const SIGNING_LINE_MAX = 160;

/**
 * Makes the letterhead's company a Primary party when it signs the form "For <company>" and exactly one Primary party
 * stands beside it; with no alias, it takes the side that party leaves (party-sides.ts completeRoles).
 */
export function letterheadSigner(records: readonly PartyRecord[], texts: readonly string[]): void {
  const primaries = records.filter((p) => p.importance === 'Primary');
  if (primaries.length !== 1) return;
  // The letterhead's line in capitals may be read as the document's title, no name: compared by its key.
  const letterhead = texts.slice(0, LETTERHEAD_LINES).map((t) => partyKey(t.trim()));
  const signers = records.filter((p) => p.importance !== 'Primary'
    && (p.mentions.some((m) => m.element < LETTERHEAD_LINES) || letterhead.includes(p.party))
    && p.mentions.some((m) => m.element >= LETTERHEAD_LINES && signsFor(texts[m.element], m))
    // A company the text gives an alias of its own (`… of Liffey Data Centres DAC ("LDC")`) is read by that alias.
    && !p.mentions.some((m) => ALIAS_NEXT.test(texts[m.element].slice(m.end, m.end + 16))));
  if (signers.length === 1) signers[0].importance = 'Primary';
}

/** Whether the mention is the company a signing line signs for: "For <company>:", alone on its line or before its signer. */
function signsFor(line: string, m: { begin: number; end: number }): boolean {
  return line.length <= SIGNING_LINE_MAX && FOR_BEFORE.test(line.slice(0, m.begin)) && LINE_AFTER.test(line.slice(m.end));
}
