/**
 * Dispute Resolution of a matter referred to another for its decision (issue 18, h88c): "you may refer the matter to the
 * Consumer Protection Unit", "either party may refer the matter to the Dispute Resolution Procedure" (set 11), "any
 * Venturer may refer the matter to the chairmen" (set 3): the disagreement sent on to be settled. Sets 3, 11, 41 and 66
 * label all four such sentences Dispute Resolution; "refer the dispute" is the category's own word already. Not a
 * person or a task referred ("refer the client to a specialist", "refer the work to a subcontractor"): the matter, the
 * complaint, the question or the issue must be what is referred. Strong: the sentence model reads the words of the body
 * it goes to (a unit, a ministry, an ombudsman) against any category, and the referral names its subject outright. Stated with sentences of my own
 * (`categories-plain-sayings-h88c.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const MATTERS_REFERRED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\brefer(?:s|red|ring)?\s{1,8}(?:the|any|a|such|this|that|your|its)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:matters?|complaints?|questions?|issues?|disagreements?)\s{1,8}to\s{1,8}(?:the|an?|any|their|its)\b/i, 'Dispute Resolution'],
];
