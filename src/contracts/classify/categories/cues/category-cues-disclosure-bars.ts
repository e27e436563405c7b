/**
 * A disclosure to third parties barred (issue 18, h61c52b): "shall not disclose the technical data to a third party",
 * "does not disclose information about the account to any third party unless the law requires it". Keeping a thing
 * from third parties is what Confidentiality is, whatever the thing is called: sets 1–52 label all 16 sentences that
 * bar a disclosure to a third party Confidentiality, and the existing cues read only the 11 that also say
 * "confidential" or "Confidential Information". A strong cue, so that it stands beside the thing's own subject
 * (personal data: Privacy too). Not a disclosure to the other party ("shall not disclose to Company any protected
 * health information": the written-acts cue's bar, no Confidentiality in set 11), nor to "any person" or "any other
 * person": docs/contract-labels.md's title example ("The Recipient shall not disclose the terms to any person." has
 * no category without its Confidentiality title), categories-personal-data-named.test.ts' debtor information (Privacy
 * alone) and set 46's card PIN (Responsibilities) read it so; set 17's one "to any person except its insurers" is
 * left. Bounded window, linear on hostile text. Tests: `categories-disclosure-bars.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (h105c82) A party's records or files (PAPERS), and their images or scans (PAPERS_AND_PICTURES); "disclose or publish
 * any <papers>": the one phrase of papers disclosed, this file's Confidentiality cue's (papers and pictures) and
 * Intellectual Property's veto's (category-cues-intellectual-property.ts, papers only: an image may be a work).
 * One list, the pictures added to it (review h106rev 5: the veto wrote the papers a second time). Bounded: linear.
 */
export const PAPERS = String.raw`records?|files?|minutes|registers?`;
const PAPERS_AND_PICTURES = String.raw`${PAPERS}|images?|scans?`;
export const papersDisclosed = (papers: string): string => String.raw`(?:disclose|publish|reveal|divulge)\s{1,3}(?:any|the|its|their)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:${papers})\b`;

export const DISCLOSURE_BAR_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:not|never)\s{1,8}(?:to\s{1,8})?(?:disclose|divulge|reveal)\b[^.;]{0,160}?\bto\s{1,8}(?:(?:a|any)\s{1,8})?third\s{1,8}part(?:y|ies)\b/i, 'Confidentiality'],
  // (h105c82) The other party's records or files not disclosed or published ("shall not copy, disclose or publish any
  // Record or Image except to the Department"), and every copy of them deleted at the end ("deletes every copy of the
  // Images from its own equipment"): keeping them from others is Confidentiality, whoever else would see them.
  [new RegExp(String.raw`\bnot\s{1,3}(?:to\s{1,3})?(?:[a-z]{2,12}\s{0,3},\s{1,3}){0,3}(?:[a-z]{2,12}\s{1,3}or\s{1,3})?${papersDisclosed(PAPERS_AND_PICTURES)}|\b(?:delete|deletes|destroy|destroys|erase|erases)\s{1,3}(?:every|each|all|any)\s{1,3}cop(?:y|ies)\s{1,3}of\s{1,3}(?:the|its|their)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:${PAPERS_AND_PICTURES})\b`, 'i'), 'Confidentiality'],
];
