/**
 * Order of Precedence of the contract's languages said without "prevail" (issue 18, h90ip; set 68's "In case of doubt,
 * the Faroese text of these terms applies"): which language's text applies, governs, controls, binds or decides when the
 * versions differ. The cue word list reads "prevails" and "precedence" (category-cue-lists.ts); a translated contract
 * often says "applies" or "is authoritative". A language's text: a capitalised word before "text" or "version", no
 * determiner ("The text of the notice applies") nor a revision ("the revised version applies to instructions received
 * …": an amendment's, set 13). Stated with sentences of my own (`categories-children-complaints-texts-h90ip.test.ts`).
 * Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (issue 18, h91sow) The texts in two languages declared equally authentic: "This Contract is made in Chinese and
 * English …; both versions are equally authentic", "both texts being equally authentic" (sets 12 and 69 label both
 * Order of Precedence: which text governs, answered "neither over the other"). Not copies "of equal legal force" (sets
 * 23, 58, 63, 64 and 66 label those none: the number of originals, no text ranked).
 */
const EQUALLY_AUTHENTIC = String.raw`\b(?:[Bb]oth|[Aa]ll|[Tt]he\s{1,3}two|[Ee]ach\s{1,3}of\s{1,3}the)\s{1,3}(?:language\s{1,3})?(?:texts|versions)\s{1,3}(?:are|being|shall\s{1,3}be|will\s{1,3}be)\s{1,3}equally\s{1,3}authentic\b|\b[Ee]ach\s{1,3}(?:text|version)\s{1,3}being\s{1,3}equally\s{1,3}authentic\b`;

/**
 * The language text that decides: "the Faroese text applies", "the English version shall govern", "the Spanish text is
 * authoritative". One home: category-document-names.ts reads it too (such a clause is no preamble, though "is made in …").
 */
export const LANGUAGE_TEXT_DECIDES = String.raw`${EQUALLY_AUTHENTIC}|\b(?!(?:The|This|That|These|Each|Any|Such|Its|Their|Our|Your|Every|Revised|New|Latest|Current|Final)\s)[A-Z][a-z]{2,20}\s{1,3}(?:language\s{1,3})?(?:text|version)\b[^.;]{0,60}?\b(?:applies|shall\s{1,3}apply|will\s{1,3}apply|governs|shall\s{1,3}govern|will\s{1,3}govern|controls|shall\s{1,3}control|is\s{1,3}(?:the\s{1,3})?(?:authoritative|binding|decisive|authentic)|shall\s{1,3}be\s{1,3}(?:the\s{1,3})?(?:authoritative|binding|decisive))\b`;

export const LANGUAGE_VERSION_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(LANGUAGE_TEXT_DECIDES), 'Order of Precedence'],
];

/**
 * (issue 18, h93cat2) A language's text that prevails: "the English text prevails if they differ", "the Spanish version
 * shall prevail over its English translation". Read with LANGUAGE_TEXT_DECIDES by {@link ranksLanguageTexts}.
 */
const LANGUAGE_TEXT_PREVAILS = String.raw`\b(?!(?:The|This|That|These|Each|Any|Such|Its|Their|Our|Your|Every|Revised|New|Latest|Current|Final)\s)[A-Z][a-z]{2,20}\s{1,3}(?:language\s{1,3})?(?:text|version)\b[^.;]{0,60}?\b(?:prevails|shall\s{1,3}prevail|will\s{1,3}prevail)\b`;
const RANKS_LANGUAGE_TEXTS = new RegExp(`${LANGUAGE_TEXT_DECIDES}|${LANGUAGE_TEXT_PREVAILS}`);

/**
 * (issue 18, h93cat2) Whether the sentence ranks the contract's language texts: which one prevails or applies when they
 * differ, or both equally authentic. Such a sentence is Order of Precedence alone under a "Disputes" or "Law and
 * jurisdiction" heading too: sets 1–71 label all 16 such sentences under such headings Order of Precedence alone, and
 * 10 took Dispute Resolution, 9 of them from the heading or the learned model alone (category-vetoes.ts' EVIDENCE_VETOES
 * takes those two; set 7's sentence names the courts before which its Arabic text prevails, a cue of its own, kept).
 */
export function ranksLanguageTexts(text: string): boolean {
  return RANKS_LANGUAGE_TEXTS.test(text);
}
