/**
 * A telling or a notice named only as the moment a time runs from (issue 18, h87c): "within 30 days after we tell you
 * that the ashes are ready", "within two days after the Grower tells it that a room has been emptied", "within a
 * reasonable time after the Tenant notifies the Landlord", "within 24 hours of the notice", "within ten business days
 * after receipt of the notice of rejection". The clause's subject is what must be done by then (a payment, a repair, a
 * collection, a meeting); the telling happened before it and is not what the clause lays down (spec §2–3, the
 * Communication row: notices one party must give). Sets 12, 22, 28, 36, 40, 42 and 64 label 10 of the 11 such
 * sentences without Communication; parley gave all eleven the category. Read out of the Communication cues
 * (category-not-said.ts, NOT_SAID), so that a notice the same sentence requires ("shall notify the Owner in writing
 * within …") keeps its own cue. Tests: `test/contracts/classify/categories/categories-telling-as-time-h87c.test.ts`.
 * Global, bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const TOLD_AS_TIME_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // "after we tell you that …", "after the Tenant notifies the Landlord": a past telling as a period's start.
  [/\b(?:after|since)\s{1,8}(?:we|you|they|he|she|it|the\s{1,8}[\w'’-]{1,30})\s{1,8}(?:(?:has|have|had)\s{1,8})?(?:tell|tells|told|notify|notifies|notified|inform|informs|informed)\s{1,8}(?:you|us|them|him|her|it|the\s{1,8}[\w'’-]{1,30})\b/gi, 'Communication'],
  // "within 24 hours of the notice", "within ten business days after receipt of the notice of rejection".
  [/\bwithin\s{1,8}(?:[\w()'’-]{1,20}\s{1,8}){1,5}?(?:after|of|from)\s{1,8}(?:(?:the\s{1,8})?receipt\s{1,8}of\s{1,8})?(?:the|that|such|this|its|his|her|their)\s{1,8}notice\b(?:\s{1,8}(?:of\s{1,8}[\w-]{1,30}|to\s{1,8}proceed))?/gi, 'Communication'],
];
