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
  // A closure, cancellation, suspension or stoppage is a failure to perform by another name ("not liable for a closure
  // caused by a pandemic": force majeure, C4); an interruption of a supply by its providers is not listed (another's acts).
  [/^(?![^]{0,400}\b(?:loss|losses|damages?|liabilit(?:y|ies))\b)[^]{0,200}?\b(?:not|neither\b[^.;]{0,40}?)\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible)\s+(?:to\s+(?:the\s+)?\w+(?:\s+\w+)?\s+)?for\s+(?:any\s+|a\s+|the\s+)?(?:late|delay|delays|failure|failures|closures?|cancell?ations?|suspensions?|stoppages?|non-?performance)\b/i, 'Liability'],
  // A consent, approval or authorisation not said to be written ("shall not subcontract any of the work without
  // consent") is a condition of the act, not a communication (C2 reads written consent; the reference: "without
  // Buyer's authorization" and even 38.1's "prior written consent" to subcontracting take no Communication). A sentence
  // that writes, notifies or informs keeps its word. Windows bounded: linear.
  [/^(?![^]{0,400}\b(?:written|writing|notices?|notif\w*|inform\w*|communicat\w*|reports?|request\w*|announce\w*)\b)[^]{0,300}?\b(?:consent|consents|approval|permission|authori[sz]ation)\b/i, 'Communication'],
  // A delivery named only as the time of another act ("send a tax invoice within 5 working days of each delivery",
  // "pay within 30 days after delivery", "ten days after the agreed delivery date") transfers nothing (C12; the Delivery cue reads "after shipment" so): the
  // learned model's Delivery is no evidence when every delivery word of the sentence is such a time. Bounded: linear.
  [/^(?:(?!\b(?:deliver|ship|dispatch|consign|carriage|carrier|incoterm|title|risk)\w*)[^]){0,400}?\b(?:of|after|on|upon|following|before|from)\s+(?:each|the|every|any|its|a|their)?\s*(?:(?:originally|agreed|scheduled|estimated|expected|actual|planned|relevant|applicable)\s+){0,2}delivery(?:\s+dates?)?\b(?:(?!\b(?:deliver|ship|dispatch|consign|carriage|carrier|incoterm|title|risk)\w*)[^]){0,400}$/i, 'Delivery'],
];

/** Whether the text reads a word the learned model counts for `category` in another sense. */
export function learnedSenseVetoed(text: string, category: CategoryLabel): boolean {
  return SENSE_VETOES.some(([re, c]) => c === category && re.test(text));
}
