/**
 * A recital that a party wishes to appoint or engage the other to do something states why the parties contract, not
 * what the work covers (issue 18, h52s50): "(B) The Trust wishes to appoint an operator to run the car parks", "The
 * Owner wishes to engage the Operator to manage the Hotel". Sets 6, 16, 21, 25, 33, 45 and 48 give none of their eight
 * such recitals a category; set 12's one Scope of Work ("desires to engage Manager to supervise … the Hotel") is the
 * exception. The operative appointment ("The Bank appoints the Agent to provide the Agent Services") keeps its Scope of
 * Work, and so does a recital that names the role "as" the exclusive distributor or reseller (set 37). A veto of the
 * Scope of Work (category-cue-vetoes.ts' ALL_VETOES): the learned model's proposal goes with the cue's. Bounded, linear.
 * Tests: `category-cues-recital-wishes.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const RECITAL_WISH_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^[^.;]{0,80}?\b(?:wish(?:es)?|desires?|wants?|intends?)\s+to\s+(?:appoint|engage|retain|hire)\s+(?:the\s+|an?\s+)?(?:[\w'’-]+\s+){0,4}?to\s+(?!(?:the|a|an|its|this)\b)[a-z]+\b(?![^.;]{0,200}\bas\s+(?:its|their|his|her|the|an?)\s+(?:[\w-]+\s+){0,3}?(?:distributor|reseller|agent|representative|manufacturer|supplier|licensee)\b)/i, 'Scope of Work'],
];
