/**
 * Communication where no word says "notify" (issue 18, h19s18c): C8 reads information one party must send the other as
 * Communication, and a report on the work sent at regular times is that information ("Readings settled": "The
 * Consultant shall give the Council a progress report every month." → Communication, Deliverables; the report cue of
 * categories.ts keeps its Deliverables). Stated from how such clauses are drafted, with test sentences of their own
 * (`categories-ends.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/** How often a report is due: "every month", "each quarter", "once a week", "monthly". */
const PERIOD = String.raw`(?:(?:every|each|once\s+a|once\s+per|once\s+every)\s+(?:day|week|fortnight|month|calendar\s+month|quarter|year|season|term)|daily|weekly|fortnightly|monthly|quarterly|annually|yearly)\b`;

export const INFORMATION_CUES: readonly [RegExp, CategoryLabel][] = [
  // A progress or status report, or one due at regular times, given to the other party named before it: "shall give the
  // Council a progress report every month", "will send the Owner a monthly status report", "submit to the Trust a
  // written quarterly report", "report to the Client every month on the progress of the works". Not a report with no
  // recipient ("deliver a daily inventory report through its portal") nor one named as a thing of the work alone ("a
  // quality report for each batch", "the final report"): those stay Deliverables alone.
  [new RegExp(String.raw`\b(?:give|gives|send|sends|submit|submits|provide|provides|deliver|delivers|furnish|furnishes)\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*\s+|[A-Z][\w-]*\s+|(?:you|us|them)\s+)(?:with\s+)?(?:a|an|its|their|the)\s+(?:written\s+)?(?:monthly|weekly|fortnightly|quarterly|annual|yearly|daily|regular|periodic|progress|status)\s+(?:[\w-]+\s+)?reports?\b|\breport\s+to\s+(?:the\s+)?[A-Z][\w-]*\s+(?:[\w-]+\s+){0,2}?${PERIOD}`), 'Communication'],
];
