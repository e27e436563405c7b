/**
 * Signature lines party-details.ts reads besides its own: the forms a signer's name takes when its block writes no
 * "Name:" field and no comma title. Each is a general form of drafting:
 * - "For the Principal: Dr. Fatma bint Said Al Busaidi": a party's label, a colon and its signer's name alone, the name
 *   perhaps with Arabic ("bin", "bint"), Dutch or Romance particles (Gulf, Levantine, Latin American blocks);
 * - "Executed as a deed by ACME LIMITED acting by its sole director" / "Jane Doe": the officer's title ends the heading
 *   and the name is the next line (Ugandan, Kenyan, English deeds);
 * - "Accepted and agreed for ACME (PTY) LTD on 9 May 2025": a heading dated at its end is still a heading;
 * - "The Seller: Jordi Puig Vidal": the party's alias as a field, "The" before it, and the signer's name alone (Spanish,
 *   Andorran, Latin American blocks under a preamble that names each party's representative);
 * - "Ana Ruiz Soto, for ACME, S.A. DE C.V.": the signer's name, a comma, "for" and the party (h27f20b);
 * - "Fietsen Delft B.V., Pieter de Vries": the party by its legal form, a comma and the signer's name (h47f32).
 */
import { NAME_PARTICLES, isPersonName } from '../names/person-names.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { COURTESY_BEFORE_NAME } from '../lexicon/courtesy-titles.js';
import { withoutMarks } from '../../../common/lexicon/without-marks.js';

/** Lower-case particles inside a person's name (person-names.ts NAME_PARTICLES, the one list). */
const PARTICLES = NAME_PARTICLES;
/** A courtesy title or degree before a signer's name, no part of it (courtesy-titles.ts: the one list). */
const COURTESY = COURTESY_BEFORE_NAME;
/** A name of two to five capitalised words, lower-case particles perhaps between them. */
const PARTICLED_NAME = String.raw`\p{Lu}[\p{L}.'’-]+(?:(?:\s+${PARTICLES}){0,3}\s+\p{Lu}[\p{L}.'’-]+){1,4}`;

/** "For the Principal: Dr. Fatma bint Said Al Busaidi", "The Seller: Jordi Puig Vidal": the party part and the name. */
// A procuration's "p.p." (per procurationem) stands where "For" does: "p.p. PESQUERA AZUL SpA: Tomás Rojas Vidal" (Chilean
// and other civil-law signature lines, h40f29).
const FOR_PARTY_NAME = new RegExp(String.raw`^\s*(?:For\s+|[Pp]\.\s?[Pp]\.\s+|(?=The\s))([^:]{2,80}):\s*${COURTESY}(${PARTICLED_NAME})\s*\.?$`, 'u');

/** The party text and signer of a "For <party>: <name>" line whose name is a person's, else none. */
export function forPartyName(line: string): { party: string; name: string } | undefined {
  if (line.length > 200) return undefined;
  const m = FOR_PARTY_NAME.exec(line);
  return m && isParticledPersonName(m[2]) ? { party: m[1], name: m[2] } : undefined;
}

/** "Ana Ruiz Soto, for ACME, S.A. DE C.V.": the signer's name, then "for" (perhaps "and on behalf of") and the party. */
const NAME_FOR_PARTY = new RegExp(String.raw`^\s*${COURTESY}(${PARTICLED_NAME})\s*,\s*for\s+(?:and\s+on\s+behalf\s+of\s+)?(\S.{1,120}?)\s*\.?$`, 'u');

/** The party text and signer of a "<name>, for <party>" line whose name is a person's, else none. */
export function nameForParty(line: string): { party: string; name: string } | undefined {
  if (line.length > 200) return undefined;
  const m = NAME_FOR_PARTY.exec(line);
  return m && isParticledPersonName(m[1]) ? { party: m[2], name: m[1] } : undefined;
}

/**
 * "Fietsen Delft B.V., Pieter de Vries": a company's name, a comma and its signer's name alone, the whole line (Dutch,
 * Belgian and Nordic blocks under "Thus agreed and signed"; h47f32). The caller checks the party part ends in a legal form.
 */
const PARTY_COMMA_NAME = new RegExp(String.raw`^\s*(\S.{1,120}?)\s*,\s*${COURTESY}(${PARTICLED_NAME})\s*\.?$`, 'u');

/** The party text and signer of a "<company>, <name>" line whose name is a person's, else none. */
export function partyCommaName(line: string): { party: string; name: string } | undefined {
  if (line.length > 200) return undefined;
  const m = PARTY_COMMA_NAME.exec(line);
  return m && isParticledPersonName(m[2]) ? { party: m[1], name: m[2] } : undefined;
}

/** A word that is a particle, whole (built once: it was compiled anew for each word of each name). */
export const PARTICLE_WORD = new RegExp(`^${PARTICLES}$`);

/** Whether a name is a person's once its particles are set aside ("Salim bin Hamad Al Harthy" → four name words). */
export function isParticledPersonName(name: string): boolean {
  const words = withoutMarks(name).split(/\s+/).filter((w) => !PARTICLE_WORD.test(w));
  return isPersonName(words.join(' '));
}

/** The officer's title ending a deed's execution heading: "… acting by its sole director", "… acting by a director:". */
const ACTING_BY_TITLE = /\bacting\s+by\s+(?:(?:its|a|an|the)\s+)?((?:sole\s+)?[\p{L}][\p{L} -]{1,40}?)\s*(?::\s*)?$/u;

/** The title of the officer a heading says signs below ("sole director"), else none. */
export function actingByTitle(line: string): string | undefined {
  return line.length <= 240 ? ACTING_BY_TITLE.exec(line)?.[1] : undefined;
}

/**
 * A date ending a heading: "on 9 May 2025", "dated 3rd March 2024", "on May 9, 2025", "on 09/05/2025"; and a signer's
 * line's "Date:" field written on the same line ("By: Ana Cole, Manager Date: May 9, 2030", h47f32).
 */
const DATED_TAIL = /\s+(?:on|dated|Date:)\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?\p{Lu}\p{Ll}+,?\s+\d{4}|\p{Lu}\p{Ll}+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\s*\.?$/u;

/** A heading without the date at its end. */
export function withoutDatedTail(line: string): string {
  return line.length <= 240 ? line.replace(DATED_TAIL, '') : line;
}

/**
 * A countersignature's date may stand before the party it signs for: "Agreed and accepted on 10th March, 2026 for Acme
 * Ltd.:", "Accepted on the 9th of February, 2026 for …:" (a letter's acceptance, facts sets 21 and 22; issue 18,
 * h52facts). The date, "of" perhaps after its ordinal, is no part of the heading. Read on a line of 240 characters at
 * most: linear.
 */
const DATED_BEFORE_PARTY = /\s+on\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:(?:day\s+)?of\s+)?\p{Lu}\p{Ll}+,?\s+\d{4}|\p{Lu}\p{Ll}+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})(?=\s+(?:for|by)\s)/u;

/**
 * A one-line signature may close with its date after a comma: "Signed for Tulpdata B.V.: Sanne de Vries, Commercial
 * Director, 15 September 2025", "Tisza Kft. – Eszter Varga, Sales Director, 9 April 2025" (order forms and purchase
 * orders accepted on one line; facts sets 9 and 11, issue 18, h52facts). The date is no part of the signer's title.
 * Anchored at the end of a line of 240 characters at most: linear.
 */
const COMMA_DATE_TAIL = /\s*,\s{0,3}(?:\d{1,2}(?:st|nd|rd|th)?\s{1,3}\p{Lu}\p{Ll}{2,8}\.?,?\s{1,3}\d{4}|\p{Lu}\p{Ll}{2,8}\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})\s*\.?$/u;

/** A signer's line without the date closing it after a comma. */
export function withoutCommaDate(line: string): string {
  return line.length <= 240 ? line.replace(runnable(COMMA_DATE_TAIL), '') : line;
}

/** A heading without its signing date, at its end or before the party ("… on 10th March, 2026 for Acme Ltd.:"). */
export function withoutSigningDate(line: string): string {
  return line.length <= 240 ? withoutDatedTail(line).replace(DATED_BEFORE_PARTY, '') : line;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function signerLinesRunPatterns(): readonly RegExp[] {
  return [COMMA_DATE_TAIL];
}
