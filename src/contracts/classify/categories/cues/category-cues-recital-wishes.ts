/**
 * A recital that a party wishes to appoint or engage the other to do something states why the parties contract, not
 * what the work covers (issue 18, h52s50): "(B) The Trust wishes to appoint an operator to run the car parks", "The
 * Owner wishes to engage the Operator to manage the Hotel". Sets 6, 16, 21, 25, 33, 45 and 48 give none of their eight
 * such recitals a category; set 12's one Scope of Work ("desires to engage Manager to supervise … the Hotel") is the
 * exception. The operative appointment ("The Bank appoints the Agent to provide the Agent Services") keeps its Scope of
 * Work, and so does a recital that names the role "as" the exclusive distributor or reseller (set 37). A veto of the
 * Scope of Work (category-cue-vetoes.ts' ALL_VETOES): the learned model's proposal goes with the cue's. Bounded, linear.
 * Tests: `category-cues-recital-wishes.test.ts`.
 * (h97c74) Likewise a recital that a party wishes to use, occupy or hire a place or a thing ("B. The Licensee wishes to
 * use the boat shed for storing its boats"): why the licence is made, not its grant (the operative "grants the Licensee a
 * licence to use the boat shed" keeps its Asset Use). Veto of the Asset Use; the recital's letter ("B.", "(C)") may lead.
 */
import type { CategoryLabel } from '../../../wire.js';

export const RECITAL_WISH_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^[^.;]{0,80}?\b(?:wish(?:es)?|desires?|wants?|intends?)\s+to\s+(?:appoint|engage|retain|hire)\s+(?:the\s+|an?\s+)?(?:[\w'’-]+\s+){0,4}?to\s+(?!(?:the|a|an|its|this)\b)[a-z]+\b(?![^.;]{0,200}\bas\s+(?:its|their|his|her|the|an?)\s+(?:[\w-]+\s+){0,3}?(?:distributor|reseller|agent|representative|manufacturer|supplier|licensee)\b)/i, 'Scope of Work'],
  [/^(?:\(?[A-Z\d]{1,3}[.)]\s{1,8})?[^.;]{0,80}?\b(?:wish(?:es)?|desires?|wants?|intends?)\s+to\s+(?:use|occupy|hire|lease|rent|take\s+a\s+licen[cs]e\s+of)\b/i, 'Asset Use'],
  // (issue 18, h109c86) A recital's wish to sell or give a place while keeping the right to live in it ("The Seller wishes
  // to sell the flat for a life annuity while keeping the right to live in it"): why the deed is made; the operative
  // reservation ("The Seller reserves for herself the right to live in the Property") keeps its Asset Use (C224).
  [/^(?:\(?[A-Z\d]{1,3}[.)]\s{1,8})?[^.;]{0,80}?\b(?:wish(?:es)?|desires?|wants?|intends?)\s+to\s+(?:sell|give|transfer|convey)\b[^.;]{0,120}?\b(?:keeping|reserving|retaining)\b/i, 'Asset Use'],
];
