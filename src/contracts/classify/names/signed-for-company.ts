/**
 * The company a signing line signs for, between "Signed for" / "Accepted for" and "by" (signatory-names.ts, SIGNED):
 * no comma, semicolon, colon or bracket, except a comma before the company's legal form ("Signed for Harbour Tools, Inc.
 * by Ellen Moss, President") and the comma of a US date after it ("Accepted for Green Mountain Sunshare LLC on May 4,
 * 2027 by Dana Whitcomb, Member"). Without them the signer after "by" was lost (set 50; issue 18, h50n50). At most 80
 * characters, each read once per start: linear.
 */
import { ONE_SUFFIX } from './name-grammar.js';

/** The signing line's words before "for": "Signed", and an acceptance line's "Accepted" (a letter's counter-signature). */
export const SIGNED_FOR_LEAD = String.raw`(?:[Ss]igned|SIGNED|Accepted|ACCEPTED)\s+for\s+`;
/** The company signed for (up to " by"), a comma only before a legal form or a year. */
// A legal form's bracket may stand inside the name: "Signed for Khan Mining (Pty) Ltd by Aa Bb, General Manager" (South
// African, Namibian and Botswanan companies; set 83, issue 18, h106n83).
export const SIGNED_FOR_COMPANY = String.raw`[^,;:()\s](?:[^,;:()]|\((?:Pty|PTY|Proprietary|Pvt|PVT|Private)\)|,(?=\s{1,3}(?:\d{4}\b|${ONE_SUFFIX}(?![\p{L}])))){0,79}?`;
/**
 * A second company signed for in the same line, after "and for", its name closed by a legal form: "Signed for Maplewood
 * Pictures Inc. by Daniel Roy, President, and for Lumière Boréale SAS by Camille Vasseur, Présidente" (set 11's
 * co-production; issue 18, h117s89): the first signer was read, the second lost. The form before " by" keeps out a clause's
 * "and for any delay caused by Force Majeure". At most 60 characters before the form: linear.
 */
export const AND_FOR_FORMED_COMPANY = String.raw`\band\s+for\s+[^,;:()\s][^,;:()]{0,60}?(?:,\s|\s)${ONE_SUFFIX}\s+by`;
