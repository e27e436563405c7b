/**
 * No Communication for an interview given to the press (issue 18, h94cat2): "The Band shall give one radio interview
 * arranged by the Venue", "The Player shall not give interviews that harm the Club". What the performer says to the press
 * is part of the promotion it owes, or a bar on what it says in public, not a notice between the parties (the
 * Communication row: notices and information one party must give the other). Sets 71 and 72 label both such sentences
 * without Communication; the learned model gave one Communication. A veto (category-cue-vetoes.ts' ALL_VETOES) of the
 * category's cue and its learned proposal; not where the sentence names a message between the parties as well (a
 * written consent, a notice: set 29's interviews "without the Operator's written consent", Communication by C2).
 * Stated with sentences of my own (`categories-notices-and-passes-h94cat2.test.ts`). Anchored, windows bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const INTERVIEW_GIVEN_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^(?![^]{0,600}?\b(?:written|writing|notice|notices|notify|notifies|notified|inform|informs|informed|e-?mail|letter)\b)[^]{0,400}?\bgive\s{1,8}(?:(?:an?|one|two|three|any|all|such)\s{1,8})?(?:press\s{1,8}|radio\s{1,8}|television\s{1,8}|tv\s{1,8}|media\s{1,8})?interviews?\b/i, 'Communication'],
];
