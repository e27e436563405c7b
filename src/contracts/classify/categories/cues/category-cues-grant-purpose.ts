/**
 * Scope of Work of a grant's purpose (issue 18, h91sow): what a grant pays for is what the contract covers, as a
 * services contract's object clause is (the Scope of Work row of docs/contract-labels.md table 2.3, "what is and is not
 * in the contract"). Three plain sayings of it: the grant used only for the project or not for other things ("The
 * Grantee must use the grant only for the Project", "must not use the Grant for party political activities": sets 20
 * and 69 label all 3 such sentences Scope of Work, parley read none, one Asset Use); what the grant does not cover ("The
 * grant does not cover overheads or vehicles": set 69's, read Responsibilities); and the sum granted to carry out the
 * work ("The Trust grants the Grantee the sum of £20,000 to carry out the project": set 69's, read nothing). Strong: the
 * sentence model reads a grant's words as payment or an asset's use. Not a licence or a right granted ("grants the
 * Licensee a licence to use …": no sum), nor the grant paid or repaid ("shall pay the grant in two instalments",
 * "must repay any part of the grant not spent": Payment Terms & Billing's). Stated with sentences of my own
 * (`categories-scope-said-plainly-h91sow.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The grant as a thing: "the grant", "the Grant funds", "any part of the award". */
const THE_GRANT = String.raw`(?:the|this|its|any\s{1,8}(?:part|portion)\s{1,8}of\s{1,8}the)\s{1,8}(?:grant|award)(?:\s{1,8}(?:funds|money|monies))?`;

export const GRANT_PURPOSE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Used only for the project, or not for other things.
  [new RegExp(String.raw`\b(?:use|spend|apply)\s{1,8}${THE_GRANT}\s{1,8}(?:(?:only|solely|exclusively|wholly)\s{1,8})?(?:for|on|to)\b`, 'i'), 'Scope of Work'],
  // What the grant does or does not cover.
  [new RegExp(String.raw`\b(?:the|this)\s{1,8}(?:grant|award)\s{1,8}(?:(?:does|shall|will|may)\s{1,8}not\s{1,8}(?:cover|include|fund|pay\s{1,8}for)|covers\s{1,8}only|(?:is|may\s{1,8}be)\s{1,8}(?:not\s{1,8})?(?:used|spent)\s{1,8}(?:only\s{1,8})?(?:for|on))\b`, 'i'), 'Scope of Work'],
  // The sum granted to do the work.
  [/\bgrants?\s{1,8}(?:to\s{1,8})?(?:the\s{1,8})?[A-Z][\w-]{0,30}\s{1,8}(?:the\s{1,8}sum|a\s{1,8}(?:grant|sum)|an\s{1,8}amount)\b[^.;]{0,100}?\bto\s{1,8}(?:carry\s{1,8}out|run|fund|undertake|deliver|complete|conduct|support|finance)\b/, 'Scope of Work'],
];
