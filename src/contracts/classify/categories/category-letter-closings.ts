/**
 * A letter's closing lines (issue 18, h89c): the request to countersign ("Please sign and return a copy of this letter to
 * confirm your acceptance"), the acceptance row ("Accepted: Ruth Amos, 3 June 2031", "AGREED AND ACCEPTED: …") and the
 * signer's row with the signer first ("Kate Morrow, Manager, for and on behalf of Hill Lodge Ltd"). They say who signs
 * and how the letter is accepted, no subject of the section they close (a letter's last heading is often "Term": they
 * took its Term & Termination). Sets 1–67 label every such line (2 requests, 3 acceptance rows, 2 signer rows) with no
 * category. Kept beside the signature lines of signatures/signature-lines.ts, which the facts read too: these are read
 * by the categories alone. Anchored, bounded: linear.
 */
import { RETURN_DEADLINE } from './cues/category-cues-signed-copy-returned.js';
import { runnable } from '../../../common/regex-prefilter.js';

/**
 * The request to sign and send the letter back to accept it. (issue 18, h91sow) Not one that sets a time for the reply
 * ("by 31 August 2032", "within 5 days"): that is a communication between the parties (category-cues-signed-copy-returned.ts).
 */
const COUNTERSIGN_REQUEST = new RegExp(String.raw`^(?![^.;]{0,220}?${RETURN_DEADLINE})\W*(?:please|kindly)\s+(?:sign|countersign)\b[^.;]{0,100}?\b(?:return|send)\b[^.;]{0,100}?\b(?:accept\w*|agree\w*|confirm\w*)\b[^.;]{0,80}\.?\s*$`, 'i');

/**
 * The acceptance row: "Accepted", "Agreed and accepted" (by whom), a colon, then a name and perhaps a date; no
 * undertaking after it ("Agreed: the Supplier shall …" is a clause; a modal is one before a word, not the month in "20 May 2032").
 */
const ACCEPTANCE_ROW = /^\W*(?:(?:received|read)\s+and\s+)?(?:accepted|agreed|confirmed|acknowledged)(?:\s+and\s+(?:accepted|agreed|confirmed))?(?:\s+by\s+[^:;.]{1,60}?)?\s*:\s*(?![^]{0,120}\b(?:shall|will|must|may|agrees?|undertakes?)\s+[a-z])[A-Z][^;:]{0,100}$/i;

/** The signer's row: a name, a job title, then "for and on behalf of" a body. */
const SIGNER_FOR_BODY = /^\W*(?:[A-Z][\p{L}'’.-]*\s+){0,4}[A-Z][\p{L}'’.-]*,\s+[^,;:.]{2,60},\s+(?:for\s+and\s+)?on\s+behalf\s+of\s+[A-Z][^;:]{0,100}$/u;

/** Whether the text is a letter's closing line: a request to countersign, an acceptance row or a signer's row. */
export function isLetterClosing(text: string): boolean {
  return runnable(COUNTERSIGN_REQUEST).test(text) || runnable(ACCEPTANCE_ROW).test(text) || runnable(SIGNER_FOR_BODY).test(text);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryLetterClosingsRunPatterns(): readonly RegExp[] {
  return [ACCEPTANCE_ROW, COUNTERSIGN_REQUEST, SIGNER_FOR_BODY];
}
