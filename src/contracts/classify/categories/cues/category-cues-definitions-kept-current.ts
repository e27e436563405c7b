/**
 * No Communication for a defined list kept current by notice (issue 18, h94cat2; C5): '"Vessels" means the ships listed
 * in Schedule 1, as updated by the Owner by notice from time to time', '"Approved Staff" means the persons named in
 * Annex 3, as amended by written notice from the Agency'. The definition says what the term means; the notice only says
 * how the list it points to changes, and C5 gives a definition a category only where the term or its meaning is the
 * category's subject. Sets 60 and 72 label both such definitions without a category; the strong notice cue ("by
 * notice") gave them Communication. A veto (category-cue-vetoes.ts' ALL_VETOES) of the category's cue and its learned
 * proposal, only in a definition (a quoted term and "means" opening the sentence) and not where it names a notice
 * given otherwise ("notify", "inform"). Stated with sentences of my own (`categories-notices-and-passes-h94cat2.test.ts`).
 * Anchored, windows bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const DEFINITION_KEPT_CURRENT_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^\s{0,8}["“][^"”]{1,80}["”]\s{1,8}(?:means|shall\s{1,8}mean|includes)\b(?![^]{0,600}?\b(?:notify|notifies|notified|notification|inform|informs|informed)\b)[^]{0,400}?\bas\s{1,8}(?:updated|amended|changed|varied|revised|supplemented|extended)\s{1,8}(?:from\s{1,8}time\s{1,8}to\s{1,8}time\s{1,8})?(?:by\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8})?by\s{1,8}(?:written\s{1,8}|prior\s{1,8})?notice\b/i, 'Communication'],
];
