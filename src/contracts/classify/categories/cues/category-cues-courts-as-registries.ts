/**
 * No Dispute Resolution for a court that keeps a register or grants probate (issue 18, h102t77; C141): "Probate of the
 * will was granted to the Executors by the High Court on 2 December 2036", "letters of administration granted by the
 * court", "a trust registered with the Master of the High Court", "registered in the Commercial Register of the District
 * Court". The court acts there without a dispute before it — it records a body or confirms an executor — and the
 * Dispute Resolution row is governing law, jurisdiction and how disputes are resolved. Sets 11, 16, 20, 38, 59 and 60
 * label every body registered with a court so without the category, set 77 its probate recital. A veto
 * (category-cue-vetoes.ts' ALL_VETOES) of the word "court"'s cue and the learned proposal; not where the sentence also
 * names a dispute, a claim, proceedings, jurisdiction or a governing law. Stated with sentences of my own
 * (`categories-set77-leftovers-h102t77.test.ts`). Anchored, windows bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What says the court resolves something: a dispute, a claim, proceedings, its jurisdiction, a law governing. */
const DISPUTED = String.raw`disput\w*|arbitrat\w*|mediat\w*|jurisdiction\w*|proceedings?|litigation|lawsuits?|sue|sues|sued|claims?|governed|governs|competent|submit\w*|judgm?ents?|appeal\w*`;

export const COURT_REGISTRY_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,800}?\b(?:${DISPUTED})\b)[^]{0,600}?\b(?:probate|letters\s{1,3}of\s{1,3}administration|(?:registered|entered|recorded|enrolled)\s{1,3}(?:with|in|at|by)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,6}?court)\b`, 'i'), 'Dispute Resolution'],
];
