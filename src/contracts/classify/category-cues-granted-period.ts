/**
 * A grant, an appointment, a letting or a licence made "for a period of <N> months/years from/commencing <when>" (issue
 * 18, h40s46): the clause sets how long the contract's main right runs, the spec's Term & Termination (duration). Sets
 * 10, 11, 35, 43 and 46 label every such grant of sets 1–46 so; a warranty "for a period of 24 months from handover"
 * (a warranty's length, sets 38 and 44: Warranties only) and a restraint "For a period of three years from the
 * Closing Date, the Seller shall not …" (set 3: none) are no grant, so the verb of granting leads. Each run bounded:
 * linear.
 */
import type { CategoryLabel } from '../wire.js';

const GRANTING = String.raw`(?:grants?|granted|appoints?|appointed|lets|leases?|leased|licen[cs]es|licen[cs]ed|hires?|hired|engages?|engaged)`;

export const GRANTED_PERIOD_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${GRANTING}\b[^.;]{0,160}?\bfor\s+a\s+(?:period|term)\s+of\s+(?:[\w-]+\s+){1,3}?(?:\(\d{1,3}\)\s+)?(?:months?|years?)\s+(?:commencing|starting|beginning|from|counting\s+from|with\s+effect\s+from)\b`, 'i'), 'Term & Termination'],
];
