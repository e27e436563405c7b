/**
 * The document naming itself: its title ("SOFTWARE LICENCE AGREEMENT") and its preamble ("This Agreement is made on …
 * between …"). Both say what the contract is and who makes it, not what a clause is about: they name no category.
 */
import { LANGUAGE_TEXT_DECIDES } from './cues/category-cues-language-versions.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { DOCUMENT_NUMBER } from '../text/text.js';

/**
 * The name of the whole document ("SOFTWARE LICENCE AGREEMENT", "Mutual Non-Disclosure Agreement", "COMMERCIAL
 * LEASE", "Statement of Work No. 4"): no clause number and a document kind as its last word. It names what the
 * contract is, not what its opening sentences are about, so it names no category. A contract written as a letter is
 * named by its kind of letter ("TERM LOAN FACILITY LETTER", "Engagement Letter"): its "term" is the loan's kind, no
 * Term & Termination of the address and date lines under it (issue 18, h30c39).
 */
export function isDocumentTitle(title: string): boolean {
  return (DOCUMENT_TITLE.test(title) || DOCUMENT_TITLE_LEAD.test(title)) && !/^\s*\d/.test(title);
}
/**
 * A document's name led by its kind ("SUBCONTRACT FOR VENTILATION INSTALLATION WORKS", "Contract for the Supply of
 * Transformers", "AGREEMENT FOR SERVICES", h29c38), or a deed by what it does ("DEED OF GUARANTEE AND INDEMNITY",
 * h30c40: its preamble and recitals are about no indemnity): it names what the contract is, as a trailing kind does.
 */
// (h103c79) So is one whose kind is said in two words ("LICENCE CONTRACT FOR THE USE OF PHOTOGRAPHS", "LEASE CONTRACT FOR
// FLOATING GARDEN PLOTS", "SERVICE AGREEMENT FOR …"), as a civil-law translation names it: up to two words of the kind
// before "contract" or "agreement", none a small word ("Termination of Agreement for Cause" is a clause's heading).
// (issue 18, h109c86) Its number between the kind and "for" too ("CONTRACT No. 07/2046 FOR THE DELEGATED COLLECTION OF
// MARKET FEES", "FRAMEWORK AGREEMENT No. 08-1142/3 FOR THE PRINTING OF …": sets 23, 60, 63, 64, 70 and 85 title theirs
// so): the fees it names are the document's subject, no section's.
// The number in either place is text.ts' DOCUMENT_NUMBER (one home, issue 18, h110dup: the two slots here read
// up to 16 and 8 characters, the trailing one without a slash: "Statement of Work No. 4/2046" is the document's name too).
const DOCUMENT_TITLE_LEAD = new RegExp(String.raw`^\W{0,4}(?:(?:(?!(?:of|the|to|by|on|in|for|and|or|under|this|its|early|termination|end|expiry)\b)[a-z-]{2,20}\s+){0,2}(?:sub-?)?(?:contract|agreement)(?:\s+${DOCUMENT_NUMBER})?\s+(?:for|of)|deed\s+of)\s`, 'i');
const DOCUMENT_TITLE = new RegExp(String.raw`(?:\b|sub-?)(?:agreement|contract|lease|deed|terms|conditions|statement of work|(?:facility|offer|engagement|appointment|commitment|side)\s+letter)(?:\s+${DOCUMENT_NUMBER})?\W*$`, 'i');

/**
 * A preamble: the sentence that names the document and its parties ("This Software Licence Agreement is made
 * on ... between ...", "This Statement of Work is issued under ..."). It says who contracts, not about what.
 */
export function isPreamble(text: string): boolean {
  return PREAMBLE.test(text) && !SAYS_WHICH_TEXT_PREVAILS.test(text) && !runnable(SAYS_WHICH_TEXT_DECIDES).test(text) && !runnable(SAYS_ITS_TERM).test(text);
}
// (h90ip) So does "This licence is granted (on <date>) by X to Y": the licence's parties and date, the grant's terms
// following (sets 29 and 68, both labelled no category). Not "is granted for five years" nor "is granted subject to …".
// "This agreement is between X and Y" states the parties as "is made between" does (h42s47: set 47's preamble read
// "Gemma Price" as a price; sets 10–28 write fourteen preambles so, none with a category).
/**
 * (h78c61) Not the closing clause on the contract's languages, which says which text prevails ("This Agreement is made in
 * Korean and English, and the Korean text prevails", "This contract is made in two original copies in the Lao language
 * and two in English, and if they differ, the Lao text prevails": Order of Precedence, sets 19, 20 and 61). Read only
 * after PREAMBLE matched (its anchored start fails fast on most sentences). (h90ip) Nor one whose language's text
 * "applies" or "governs" (category-cues-language-versions.ts).
 */
const SAYS_WHICH_TEXT_PREVAILS = /\bprevail/i;
/**
 * (h100c76, C112) Nor the clause on the contract's duration, opened as a preamble is: "This contract is entered into for a
 * period of twelve (12) months from 1 March …", "This agreement is made for a term of two years and renews …" (a
 * translated civil-law contract's duration clause, its parties named above). It says how long the contract runs
 * (Term & Termination, and Communication where a notice ends it), not who makes it; a preamble is made "on" a date,
 * "between" or "by" its parties. Fixed words, bounded gaps: linear.
 */
const SAYS_ITS_TERM = /\b(?:made|entered\s{1,4}into|executed|concluded)\s{1,4}for\s{1,4}(?:(?:an?|the|its)\s{1,4})?(?:[\w()-]{1,20}\s{1,4}){0,3}?(?:period|term|duration|years?|months?|weeks?)\b/i;
const SAYS_WHICH_TEXT_DECIDES = new RegExp(LANGUAGE_TEXT_DECIDES);
const PREAMBLE = /^\W*(?:this|the)\s+(?:[\w-]+\s+){0,6}?(?:agreement|(?:sub-?)?contract|lease|deed|terms|statement of work|licen[cs]e|amendment)\b[^.;:]{0,40}?\s+(?:is|are)\s+(?:hereby\s+)?(?:made|entered\s+into|issued|dated|executed|between|granted(?=\s+(?:on\s+[^.;:]{0,40}?\s+)?by\b))\b/i;

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryDocumentNamesRunPatterns(): readonly RegExp[] {
  return [SAYS_ITS_TERM, SAYS_WHICH_TEXT_DECIDES];
}
