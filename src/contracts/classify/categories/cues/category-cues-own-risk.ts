/**
 * A person taking part, or a thing left, at their own risk (issue 18, h87c): "You take part at your own risk for
 * injuries that are not caused by us", "Diving has risks, and you take part at your own risk", "Tack and rugs left at
 * the yard are at your own risk". The words say who bears a loss, so that the other party does not answer for it (the
 * Liability row, "fault, limitation of liability"): sets 19, 35, 63 and 65 label all four Liability; the cues read one.
 * A person's risk ("your", "their", "his", "her"), not a party's risk in goods or in its own acts ("collect rejected
 * Goods at its own risk and expense", "connect the hoses at its own risk", "uses it at its own risk": sets 40, 48 and
 * 50 give those Delivery or Warranties). Strong (category-cue-lists.ts' STRONG_CUES): the activity is the sentence's
 * other subject. Tests: `test/contracts/classify/categories/categories-losses-answered-h87c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const OWN_RISK_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:take|takes|taking|took|participate|participates|participating|ride|rides|riding|climb|climbs|climbing|dive|dives|diving|swim|swims|swimming|enter|enters|attend|attends|attending|visit|visits|visiting|watch|watches|watching|travel|travels|are|is|remain|remains|left|kept|stored|parked)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?at\s{1,8}(?:your|their|his|her|the\s{1,8}(?:guest|owner|hirer|customer|visitor|member|participant|rider|client)['’]s?)\s{1,8}own\s{1,8}risk\b/i, 'Liability'],
  // (h100c76, C114) The service done at the customer's risk, in we/you terms ("If an item has no care label, we clean it
  // at your risk", "we print the book at your risk"): the customer bears the loss the work may cause, so that "we" do
  // not answer for it. Not goods "at your risk" once delivered (no "we" acting: risk passing, Delivery's).
  [/\b(?:we|I)\s{1,8}(?:(?:will|shall|may|can)\s{1,8})?[a-z]{2,20}\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,4}?at\s{1,8}your\s{1,8}(?:own\s{1,8})?(?:sole\s{1,8})?risk\b/i, 'Liability'],
];
