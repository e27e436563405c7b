/**
 * A background check on a party's own people (issue 18, h52conv, C66): "must have an enhanced DBS
 * check", "shall obtain a vulnerable sector police check for every coach", "must hold a current Working with Children
 * Check", "shall conduct criminal background checks on all employees". Vetting the people a party puts on the work is
 * one of its own ancillary duties — the guide's Responsibilities row names "vet its personnel" (docs/contract-labels.md)
 * — and sets 1–50 label 21 of the 26 such sentences Responsibilities (5 Safety and Security alone, all in sets 8–11;
 * relabelled). Safety and Security beside it stays the model's and the words' to say (17 without, 9 with: undecided).
 * Strong (categories.ts' STRONG_CUES): the check names the duty whatever else the sentence says of the people. Not "vetting bookings" (no check of a person: the words below need a
 * check's kind). One pattern, bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const BACKGROUND_CHECK_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    /\b(?:DBS|Disclosure\s+and\s+Barring(?:\s+Service)?)\s+(?:checks?|certificates?|clearances?|disclosures?)\b|\bchecked\s+with\s+the\s+Disclosure\s+and\s+Barring\b|\bWorking\s+with\s+Children\s+(?:Checks?|Cards?|Clearances?)\b|\b(?:police|criminal(?:\s+records?)?|criminal\s+background|fingerprint(?:\s+background)?|background|vulnerable\s+sector(?:\s+police)?|sex\s+offender\s+registry|Garda)\s+(?:checks?|vetting|clearances?|screening)\b/i,
    'Responsibilities',
  ],
];
