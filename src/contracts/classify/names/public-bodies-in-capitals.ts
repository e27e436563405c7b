/**
 * A government's directorate or ministry named in capitals: "the DIRECTORATE GENERAL OF CIVIL AVIATION", "GENERAL
 * DIRECTORATE OF CUSTOMS", "MINISTRY OF AGRICULTURE AND FISHERIES". The institution reader reads heads and tails in
 * mixed case only ("Directorate General of Civil Aviation"), so a body a contract writes in capitals, as a party's line
 * or a signing block does, was no body at all (hrev42's leftover, h57names). Only the heads that name nothing but a
 * public body: "AUTHORITY OF THE AGENT" or "DEPARTMENT OF WORKS" in a heading in capitals stay no name.
 */
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { upToUnrolledOnce } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';

/** The heads: "Directorate General" either way round, with a hyphen or without; "Directorate"; "Ministry". */
const HEAD = String.raw`(?:DIRECTORATE[- ]GENERAL|GENERAL\s{1,3}DIRECTORATE|DIRECTORATE|MINISTRY)`;
/**
 * A word of the tail: capitals, never a clause's own words ("… OF CUSTOMS SHALL APPROVE", "… OF HEALTH IS") nor a
 * party's role ("MINISTRY OF HEALTH AND BUYER").
 */
/**
 * What a heading or a clause says the body gives or asks, the body only its modifier (issue 18, hrev44): "MINISTRY OF
 * HEALTH APPROVALS", "ARTICLE 3 – MINISTRY OF FINANCE CONSENT", "MINISTRY OF EDUCATION TENDER NO. 45", "… GUIDELINES
 * APPLY". A tail reaching one of these is a heading's subject, no body named (the mixed-case reader names none there
 * either); a plural "S" is read by WORD's own "S?".
 */
// Never a word a body's own name ends in ("… OF STANDARDS", "… OF LAND REGISTRATION", "MINISTRY OF REGULATION",
// "… OF LAW AND ORDER", "… OF PROCUREMENT", "… OF POLICY"): those stay tail words.
const WHAT_A_BODY_GIVES = ['APPROVAL', 'CONSENT', 'LICENCE', 'LICENSE', 'PERMIT', 'REQUIREMENT', 'GUIDELINE', 'RULE', 'TENDER',
  'NOTICE', 'CERTIFICATE', 'CLEARANCE', 'AUTHORISATION', 'AUTHORIZATION', 'FEE', 'FORM', 'CIRCULAR', 'DIRECTIVE', 'DECREE',
  'REFERENCE', 'NO', 'NUMBER', 'CONTRACT', 'AGREEMENT', 'PROCEDURE', 'SPECIFICATION', 'DOCUMENT', 'FORMALITIE'];
const NOT_A_TAIL_WORD = ['SHALL', 'WILL', 'MUST', 'MAY', 'CAN', 'IS', 'ARE', 'BE', 'HAS', 'HAVE', 'NOT', 'TO', 'IN', 'ON', 'BY', 'WITH', 'AS',
  'AT', 'OR', 'THAT', 'WHICH', 'UNDER', 'FROM', 'THE', 'AND', 'OF', 'FOR', 'BEFORE', 'AFTER', 'UPON', 'DURING', 'WITHIN', 'UNTIL',
  'ALL', 'ANY', 'EACH', ...WHAT_A_BODY_GIVES, ...ROLE_WORDS.map((w) => w.toUpperCase())];
const WORD = String.raw`(?!(?:${NOT_A_TAIL_WORD.join('|')})S?(?![\p{Lu}]))\p{Lu}[\p{Lu}'’-]{1,30}`;
/** A body's name followed by what it gives: the heading's modifier (see WHAT_A_BODY_GIVES). */
const GIVEN_AFTER = new RegExp(String.raw`^\s{1,3}(?:${WHAT_A_BODY_GIVES.join('|')})S?(?![\p{L}\p{M}])`, 'u');
/**
 * The head, "OF" or "FOR", then one to eight words of the tail joined by a blank, "OF", "FOR" (each perhaps with
 * "THE"), "AND" or "&". Every repetition bounded, anchored at the head's first letter: linear.
 */
const BODY_IN_CAPITALS = new RegExp(String.raw`(?<![\p{L}\p{M}])${HEAD}\s{1,3}(?:OF|FOR)\s{1,3}(?:THE\s{1,3})?${WORD}(?:(?:\s{1,3}(?:(?:OF|FOR)(?:\s{1,3}THE)?|AND|&))?\s{1,3}${WORD}){0,7}(?![\p{L}\p{M}])`, 'gu');

/**
 * An authority named in capitals inside a clause by its field and its place: "THE TOURISM AUTHORITY OF ST. KITTS SHALL
 * …", "THE PORT AUTHORITY OF JAMAICA" (as the mixed-case reader reads "the Tourism Authority of St. Kitts"; issue 18,
 * h66names). "AUTHORITY" alone names a power as often as a body ("THE AUTHORITY OF THE AGENT", "FULL AUTHORITY OF
 * DIRECTORS"), so one to three field words before it, none a word of power (POWER_WORDS), a role or a clause's word
 * (WORD), and the place after "OF" without "THE": a name's words, "ST." among them. Bounded: linear. The repeated
 * words written once (upToUnrolledOnce; bench/log.md, "The cold classify, part 9").
 */
const POWER_WORDS = ['SOLE', 'FULL', 'ABSOLUTE', 'EXCLUSIVE', 'LIMITED', 'PRIOR', 'WRITTEN', 'EXPRESS', 'GENERAL', 'SPECIFIC', 'LEGAL',
  'ACTUAL', 'APPARENT', 'OSTENSIBLE', 'IMPLIED', 'SIGNING', 'DELEGATED', 'BINDING', 'CONTRACTUAL', 'STATUTORY', 'REQUISITE', 'NECESSARY',
  'SUFFICIENT', 'LAWFUL', 'PROPER', 'CORPORATE', 'OWN', 'NO'];
const FIELD_WORD = String.raw`(?!(?:${POWER_WORDS.join('|')})(?![\p{Lu}]))${WORD}`;
const PLACE_WORD = String.raw`(?:ST\.|${WORD})`;
const AUTHORITY_IN_CAPITALS = new RegExp(String.raw`(?<![\p{L}\p{M}])${FIELD_WORD}${upToUnrolledOnce(String.raw`\s{1,3}${FIELD_WORD}`, 2)}\s{1,3}AUTHORITY\s{1,3}OF\s{1,3}${PLACE_WORD}${upToUnrolledOnce(String.raw`\s{1,3}(?:AND\s{1,3})?${PLACE_WORD}`, 3)}(?![\p{L}\p{M}])`, 'gu');

/** Bodies named in capitals by a public head (see above). */
export function addPublicBodiesInCapitals(text: string, add: AddName): void {
  if (text.includes('AUTHORITY OF')) for (const m of matchesOf(AUTHORITY_IN_CAPITALS, text)) {
    const end = m.index + m[0].length;
    if (!GIVEN_AFTER.test(text.slice(end, end + 40))) add('Organization', m.index, end);
  }
  if (!/DIRECTORATE|MINISTRY/.test(text)) return;
  for (const m of matchesOf(BODY_IN_CAPITALS, text)) {
    const end = m.index + m[0].length;
    if (!GIVEN_AFTER.test(text.slice(end, end + 40))) add('Organization', m.index, end);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function publicBodiesInCapitalsRunPatterns(): readonly RegExp[] {
  return [AUTHORITY_IN_CAPITALS, BODY_IN_CAPITALS];
}
