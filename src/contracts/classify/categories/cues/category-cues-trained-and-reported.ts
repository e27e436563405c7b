/**
 * A party's own people trained and its own compliance with the law (Responsibilities: answering for one's people and
 * one's compliance, the gist), and dangers named and reported (Safety and Security) — said without the categories'
 * words (issue 18, h30c39). Stated from how franchise, carriage and clinical clauses are drafted: "must complete
 * Franchisor's initial training program", "shall provide an opening team of two trainers", "shall comply with all
 * federal, state and local laws"; "goods which are dangerous", "report each serious adverse event to Sponsor". Tests:
 * `categories-set-39.test.ts`. Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const TRAINED_AND_REPORTED_CUES: readonly [RegExp, CategoryLabel][] = [
  // Training completed, attended or received by a party's own people, and trainers provided. Not training provided,
  // undertaken ("undertakes to provide training") or
  // conducted for the other's people ("provide two training sessions for the Client's nurses"): a service given.
  [/\b(?:complete|completes|completed|attend|attends|undergo|undergoes|receive|receives)\s+(?:[\w'’-]+\s+){0,3}?training\b|\btrainers\b/i, 'Responsibilities'],
  // The laws of every level of government complied with ("all federal, state and local laws"); a general "comply with
  // all applicable laws" by a party is read in category-cues-compliance.ts (h33c43), which yields where the law's
  // subject is named.
  [/\bcompl(?:y|ies|iance)\s+with\s+(?:all\s+)?(?:applicable\s+)?(?:federal|state|provincial|local|national|municipal)(?:\s*,)?\s+(?:(?:federal|state|provincial|local|national|municipal)(?:\s*,)?\s+|and\s+|or\s+){1,4}(?:laws|regulations|ordinances|codes)\b/i, 'Responsibilities'],
  // Dangerous goods or a dangerous nature, and adverse events of a medicine or a device reported. Not a "material
  // adverse effect" or "event" (a loan's or a sale's warranty of the business, no danger).
  [/\bdangerous\b|(?<!\bmaterial(?:ly)?\s)\b(?:serious\s+|unexpected\s+)?adverse\s+(?:events?|reactions?|drug\s+reactions?)\b/i, 'Safety and Security'],
];
