/**
 * Words the learned model counts without reading their sense. The regression (`category-logistic.ts`) sees stems:
 * "notice" in "copyright notice" is Communication's stem, "liable … for delay" Liability's. Where the reading is a
 * documented convention of the category (docs/contracts.md, "Categories (25)"), the model's proposal of that category
 * is no evidence; the cue lists already read these words in their sense. Since the model trains on sets 9–11 (h18cat4),
 * their many notice and consent rows had tipped both readings.
 */
import type { CategoryLabel } from '../wire.js';

const SENSE_VETOES: readonly [RegExp, CategoryLabel][] = [
  // A copyright, proprietary or ownership notice is a mark on a copy, not a notice given to a party.
  [/\b(?:copyright|proprietary|ownership|trade ?mark|patent)\s+(?:notices?|legends?)\b|\bnotices?\s+of\s+(?:copyright|ownership)\b/i, 'Communication'],
  // Tax advice, tax advisers and tax planning are a service someone gives, not a tax or a price.
  [/\btax\s+(?:advice|advisers?|advisors?|planning|consult\w*)\b/i, 'Pricing & Taxes'],
  // Being excused from a delay or a failure to perform ("shall not be liable for a delay caused by …") is the
  // consequence clause of force majeure or of the other party's default, not a limitation of liability — unless the
  // sentence names a loss, damage or liability too. Windows bounded: linear.
  [/^(?![^]{0,400}\b(?:loss|losses|damages?|liabilit(?:y|ies))\b)[^]{0,200}?\b(?:not|neither\b[^.;]{0,40}?)\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible)\s+(?:to\s+(?:the\s+)?\w+(?:\s+\w+)?\s+)?for\s+(?:any\s+|a\s+|the\s+)?(?:late|delay|delays|failure|failures)\b/i, 'Liability'],
];

/** Whether the text reads a word the learned model counts for `category` in another sense. */
export function learnedSenseVetoed(text: string, category: CategoryLabel): boolean {
  return SENSE_VETOES.some(([re, c]) => c === category && re.test(text));
}
