/**
 * The contract made in copies of equal force (issue 18, h87c): "The contract is made in two copies in Azerbaijani, each
 * having equal legal force", "drawn up in the Romanian language in two copies having the same legal force". A closing
 * formula of how many originals there are, no dispute resolved nor a law that governs (spec §2–3, the Dispute
 * Resolution row): sets 23, 24, 25, 58, 62, 63 and 64 label none of the seven such sentences Dispute Resolution; the
 * sections titled "Disputes and final provisions" gave three of them the category. A veto of all that category's
 * evidence, its title's too (category-vetoes.ts' EVIDENCE_VETOES). Tests:
 * `test/contracts/classify/categories/categories-permits-and-orders-h87c.test.ts`. Bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const COPIES_MADE_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (h93cat2) Also "of the same content and effect", "of the same tenor and effect", and the equal force said after a
  // semicolon ("made in two copies in Uzbek and Russian, one for each party; both texts have equal force", set 63).
  [/\b(?:made|drawn\s{1,8}up|signed|executed|prepared)\s{1,8}(?:[\w()'’-]{1,30}\s{1,8}){0,8}?(?:copies|originals|counterparts)\b[^.]{0,120}?\b(?:equal|the\s{1,8}same)\s{1,8}(?:legal\s{1,8}|content\s{1,8}and\s{1,8}|tenor\s{1,8}and\s{1,8})?(?:force|validity|effect)\b/i, 'Dispute Resolution'],
  // (h93cat2) The closing formula with no force named: "Done at Nantes, in two originals.", "DONE AND SIGNED in three (3)
  // originals, one for each party" (sets 15 and 71: none, both under a disputes heading).
  [/^\W*done\s{1,8}(?:and\s{1,8}signed\s{1,8})?(?:at|in)\s{1,8}[^.;]{0,80}?\b(?:copies|originals|counterparts)\b/i, 'Dispute Resolution'],
];

/** Whether the sentence is the formula of the contract's copies of equal force. */
export function isCopiesOfEqualForce(text: string): boolean {
  return COPIES_MADE_VETOES.some(([re]) => re.test(text));
}
