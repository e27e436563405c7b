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
 * A notice received as the measure of how early a party cancelled (h94cat2, the third pattern). Global, bounded
 * windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const TOLD_AS_TIME_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // "after we tell you that …", "after the Tenant notifies the Landlord": a past telling as a period's start.
  [/\b(?:after|since)\s{1,8}(?:we|you|they|he|she|it|the\s{1,8}[\w'’-]{1,30})\s{1,8}(?:(?:has|have|had)\s{1,8})?(?:tell|tells|told|notify|notifies|notified|inform|informs|informed)\s{1,8}(?:you|us|them|him|her|it|the\s{1,8}[\w'’-]{1,30})\b/gi, 'Communication'],
  // "within 24 hours of the notice", "within ten business days after receipt of the notice of rejection".
  // (h98c74) And a party's notice, received ("after receiving the Contractor's notice of completion": set 74's, labelled
  // without Communication). Not a bare "after notice": set 26 labels "does not cure the failure within 15 days after
  // notice" Communication and set 74 "does not collect the mount within 180 days after notice" none (left).
  [/\bwithin\s{1,8}(?:[\w()'’-]{1,20}\s{1,8}){1,5}?(?:after|of|from)\s{1,8}(?:(?:the\s{1,8})?receipt\s{1,8}of\s{1,8}|receiving\s{1,8})?(?:the|that|such|this|its|his|her|their|our|your|(?:the\s{1,8})?[A-Z][\w-]{0,30}['’]s)\s{1,8}notice\b(?:\s{1,8}(?:of\s{1,8}[\w-]{1,30}|to\s{1,8}proceed))?/gi, 'Communication'],
  // (issue 18, h94cat2) "if we receive your notice more than 120 days before the event", "if Hotel receives the notice
  // later", "if we receive it less than 60 days before": the notice received only measures how early a party cancelled,
  // the charge it then pays being the clause's subject (sets 5 and 72 label all four such sentences without
  // Communication). Only a notice, or "it", received and a word of how early or late after it.
  [/\b(?:if|when|where|once)\s{1,8}(?:we|you|it|they|he|she|the\s{1,8}[\w'’-]{1,30}|[\w'’-]{1,30})\s{1,8}receives?\s{1,8}(?:(?:your|the|their|its|his|her|our)\s{1,8}notice|it)\s{1,8}(?=(?:more|less|fewer|later|earlier|at\s{1,8}least|not\s{1,8}later)\b)/gi, 'Communication'],
];
