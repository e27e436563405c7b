/**
 * A one-line acceptance with its date field: "Accepted for RUPALI DYEING MILLS LTD.: Kamal Hossain, Director, Date: 6
 * May 2030" dates the acceptance as the same fields on three lines do ("Accepted for …:", "Name: …", "Date: …"), and as
 * "<party> By: <name>, <title> Date: <date>" dates a signature (facts.ts SIGNER_LINE_DATED; facts set 33's cause 4 and
 * set 32's cause 9 on this wording, h50f33). The acceptance opens the line; the "Date:" label is capitalised, as a block
 * writes it, after a comma or a blank, within 160 characters and on the same line. The party accepting is a name (a
 * capital after "for" / "by"), with no figure before the label: "Accepted for delivery, Date: …", "Agreed by the parties
 * that the goods ship on 1 May 2030, Date: …" date no acceptance of the contract (hrev36). Bounded: linear.
 */
import { isPersonName } from '../names/person-names.js';
import { ACCEPTED_BY_PARTY_HEAD, NAME_COMMA_TITLE, NAME_THEN_DATE_FIELD, SIGNING_PLACE } from '../parties/details/line-shapes.js';

const ACCEPTANCE_LINE_DATED = /^\s*(?:(?:[Aa]greed|[Aa]cknowledged)\s+and\s+)?(?:[Aa]ccepted|[Aa]cknowledged|[Aa]greed)\s+(?:for|by)\s{1,3}(?:the\s{1,3})?\p{Lu}[^\n\d]{1,160}?[,\s]Date\s{0,3}:/u;

/** Whether `text` is an acceptance written on one line with its own "Date:" field. */
export function acceptanceLineDated(text: string): boolean {
  return ACCEPTANCE_LINE_DATED.test(text);
}

/**
 * A signer's own name line with the date field after a wide gap: "Bounmy Keomanivong, leader          Date: 06/03/2043"
 * under "Agreed on behalf of …:" dates the signature as the field on a line of its own does (issue 18, h101d61; facts set
 * 61's cause 10). The name is two to four capitalised words, then its title after a comma and any gap (a text reader
 * joins a column's spaces into one), or three spaces or more (a column's gap), and "Date:" capitalised. Read under the last long element only (the signature blocks: facts.ts), so a
 * row of terms ("Payment Schedule   Date: …") in the body is none. Each part bounded: linear.
 */
const NAME_LINE_DATED = /^\s{0,3}\p{Lu}[\p{L}'’.-]{0,30}(?:\s\p{Lu}[\p{L}'’.-]{0,30}){1,3}(?:,\s{1,3}\p{L}{1,20}(?:\s\p{L}{1,20}){0,4}\s{1,60}|\s{3,60})Date\s{0,3}:/u;

/** Whether `text` is a signer's name line (title perhaps) with its "Date:" field after a gap. */
export function nameLineDated(text: string): boolean {
  return NAME_LINE_DATED.test(text);
}

/**
 * The accepting party's own sentence in the first person ("I accept this quotation and the terms above.", "We hereby
 * accept the offer above"): a short line. A third person's "The Buyer accepts the goods" and a clause on accepting work
 * are none; nor is an acceptance's heading alone ("Agreed and accepted:" over a place-and-date line and a name alone:
 * h100d59's near miss, a name alone being as often a heading). Anchored, bounded: linear.
 */
const ACCEPTING_SENTENCE = /^\s{0,3}(?:I|We)\s{1,3}(?:hereby\s{1,3})?(?:accept|agree\s{1,3}to)\s{1,3}(?:this|the|your|these)\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,2}?(?:quotation|quote|offer|order|proposal|estimate|terms|agreement|contract)\b[^\n]{0,80}$/iu;
const ACCEPTANCE_LINE_MAX = 140;

/**
 * Whether the element before `i` is the accepting party's sentence: a place-and-date line under it ("Accepted by the
 * client:" / "I accept this quotation and the terms above." / "Shkodër, 06/04/2043" / name) dates the client's
 * acceptance, the day the contract was made (facts set 60's cause 9, issue 18, h101p60; docs/contracts.md, effective
 * dates), as a line under a sentence of signing does.
 */
export function underAcceptance(elements: readonly { text: string }[], i: number): boolean {
  const before = elements[i - 1]?.text;
  return before !== undefined && before.length <= ACCEPTANCE_LINE_MAX && ACCEPTING_SENTENCE.test(before);
}

/**
 * Whether element `i` is the acceptor's "<name> Date: <date>" line right under a first-person acceptance: "I accept the
 * above terms." / "Kofi Mensah Boateng    Date: 5th March 2048". Under the first-person acceptance the line is the
 * acceptor's signature and dates it, as the name over a "Date:" line does (facts set 75's cause 10, issue 18, h119q75;
 * the line's shape is line-shapes.ts NAME_THEN_DATE_FIELD).
 */
export function acceptorNameDated(elements: readonly { text: string }[], i: number): boolean {
  return underAcceptance(elements, i) && NAME_THEN_DATE_FIELD.test(elements[i].text);
}

/**
 * A dated acceptance formula written on the offer itself, as a French or civil-law quotation is accepted: the client
 * writes "Quotation accepted, good for works" (or "Good for agreement", "Read and approved", "Accepted", the French "Bon
 * pour accord" / "Lu et approuvé", in quotes or not) with the place and the date, then signs: `"Good for agreement",
 * Noumea, 9 May 2040` or "Offer accepted on 9 May 2040" dates the client's signing, the day the contract was made, as
 * "Accepted by the Client on <date>" does (issue 18, h104d64; facts set 64's cause 11). The formula opens a short line
 * (ACCEPTANCE_LINE_MAX); "accepted" alone only before a stop, a quote, a colon or "on" / "at" / "in" / "and" ("Accepted
 * goods are paid …" is a sentence; "Accepted for delivery by the carrier, Date: …" and "Accepted by <someone>" are
 * another act or another reader's: hrev36), after the offer's noun also before "by" / "for". Anchored, bounded: linear.
 * An order's or a letter's "Received and accepted: <name>, <date>" is the same formula, the supplier signing the
 * copy he keeps ("Recibido y aceptado", "Reçu et accepté"), and so are "Received and agreed", "Seen and accepted",
 * "Read and accepted" (issue 18, h112r71; facts set 71's cause 11): only before a stop, a colon, a comma, a quote or
 * the line's end, since "Received and accepted in good condition" or "… by the carrier" receives goods.
 */
const ACCEPTANCE_FORMULA = /^\s{0,3}["“„'‘«]?\s{0,2}(?:(?:quotation|quote|offer|estimate|proposal|order|tender)\s{1,3}accepted(?=\s{0,2}(?:[,.:;"”'’»]|(?:on|at|in|by|for|and)\b|$))|accepted(?=\s{0,2}(?:[,.:;"”'’»]|(?:on|at|in|and)\b|$))|(?:received|seen|read)\s{1,3}and\s{1,3}(?:accepted|agreed)(?=\s{0,2}(?:[,.:;"”'’»]|$))|good\s{1,3}for\s{1,3}(?:agreement|works?|order|acceptance|execution)\b|read\s{1,3}and\s{1,3}approved\b|bon\s{1,3}pour\s{1,3}(?:accord|travaux|ex[ée]cution)\b|lu\s{1,3}et\s{1,3}approuv[ée])/iu;

/** Whether `text` is a short line opening with an acceptance formula (see ACCEPTANCE_FORMULA): its date dates the signing. */
export function acceptanceFormulaLine(text: string): boolean {
  return text.length <= ACCEPTANCE_LINE_MAX && ACCEPTANCE_FORMULA.test(text);
}

/**
 * The acceptor's block under an acceptance formula ending in a colon: "Accepted on the terms above:" / "U Aung Myint Oo,
 * boat builder" / "Nampan, 18 January 2044". The formula heads the block, the acceptor signs under it with his name, a
 * comma and his trade or office, and the place-and-date line under the name dates his signing (Low), as the one-line
 * formula "Accepted on the terms above, Nampan, 18 January 2044" does (issue 18, h105d65; facts set 65's cause 19). The
 * formula must end in its colon and the name carry its trade: a name alone under a heading is as often another heading
 * (h100d59's near miss), and "Agreed and accepted:" over a place-and-date line and a name alone stays undated.
 */
const FORMULA_COLON = /:\s{0,3}$/;
/** The longest acceptor's name line read: a name and a trade or an office. */
const ACCEPTOR_LINE_MAX = 100;

/**
 * An acceptance's heading naming the accepting party, ending in its colon: "Accepted for the Nakere String Band:",
 * "Accepted by the Band:", "Agreed and accepted on behalf of Kula Tours Ltd:", "Confirmed for the Client:" (issue 18,
 * h108d68; facts set 68's cause 13). The party opens with a capital after "for" / "by" / "on behalf of" (perhaps after
 * "the"): "Accepted for delivery:" is another act. Anchored at both ends, bounded: linear.
 */
const ACCEPTANCE_FOR_HEADING = new RegExp(String.raw`${ACCEPTED_BY_PARTY_HEAD}[^\n:]{0,100}:\s{0,3}$`, 'u');
/**
 * A client's approval of a quotation for the party it names is its acceptance: "Approved for Jabal Amman International
 * School:" over "Lina Haddad, Head of Science, 20/02/2047" (a school's or an office's word for accepting; issue 18,
 * h119w76, facts set 76's cause 10). "for" or "on behalf of" only, the party's capital after it: "Approved by the
 * commissioners:" is a third party's attestation (line-shapes.ts ATTESTATION_OPENS), "Approved for payment:" (or "Payment:",
 * "Release:", "Issue:", "Construction:" capitalised on a stamp) another act.
 * Read here only, for the acceptor's date (the parties' heading stays ACCEPTED_BY_PARTY_HEAD's). Anchored, bounded: linear.
 */
const APPROVED_FOR_HEADING = /^\s{0,3}[Aa]pproved\s{1,3}(?:(?:for\s{1,3}and\s{1,3})?on\s{1,3}behalf\s{1,3}of|for)\s{1,3}(?:the\s{1,3})?(?!(?:Payment|Release|Issue|Use|Construction|Execution|Publication|Distribution|Filing)\b)\p{Lu}[^\n:]{0,100}:\s{0,3}$/u;

/** Whether `text` heads an acceptor's block: a formula ending in its colon, or a heading naming the accepting party (or approving for it). */
function acceptanceHeading(text: string): boolean {
  return (FORMULA_COLON.test(text) && acceptanceFormulaLine(text)) || ACCEPTANCE_FOR_HEADING.test(text) || APPROVED_FOR_HEADING.test(text);
}

/** Whether `line` is a person's name, a comma and an office or trade (the acceptor's signing line). */
function nameAndTitle(line: string): boolean {
  const titled = NAME_COMMA_TITLE.exec(line);
  return titled !== null && isPersonName(titled[1]);
}

/** Whether the place-and-date line `i` closes an acceptor's block (see above): his name line over it, the formula over that. */
export function acceptorBlockAbove(elements: readonly { text: string }[], i: number): boolean {
  const name = elements[i - 1]?.text;
  const formula = elements[i - 2]?.text;
  if (name === undefined || formula === undefined || name.length > ACCEPTOR_LINE_MAX) return false;
  return acceptanceHeading(formula) && nameAndTitle(name);
}

/**
 * The acceptor's signing line with its place and date on the same line, right under the acceptance's heading: "Accepted
 * for the Nakere String Band:" / "Samson Tari, Chairman, Port Olry, 9 May 2046" (or without the place, "Samson Tari,
 * Chairman, 9 May 2046") dates his signing (Low), as the name line over a place-and-date line does (issue 18, h108d68;
 * facts set 68's cause 13). `before` is the line up to the date: a person's name, a comma and his office, then perhaps a
 * comma and a capitalised place of up to four words (line-shapes.ts' SIGNING_PLACE). A name alone before the date (no
 * office) is as often a heading.
 */
const PLACE_AT_END = new RegExp(String.raw`,\s{0,3}${SIGNING_PLACE}$`, 'u');

/** Whether the date after `before` on element `i` ends the acceptor's signing line under an acceptance's heading (see above). */
export function acceptorLineDated(elements: readonly { text: string }[], i: number, before: string): boolean {
  const heading = elements[i - 1]?.text;
  if (heading === undefined || heading.length > ACCEPTANCE_LINE_MAX || !acceptanceHeading(heading)) return false;
  const line = before.replace(/[\s,]{1,8}$/, '');
  if (line.length > ACCEPTOR_LINE_MAX) return false;
  if (nameAndTitle(line)) return true;
  const place = PLACE_AT_END.exec(line);
  return place !== null && nameAndTitle(line.slice(0, place.index));
}
