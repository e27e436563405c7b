/**
 * A grant, an appointment, a letting or a licence made "for a period of <N> months/years from/commencing <when>" (issue
 * 18, h40s46): the clause sets how long the contract's main right runs, the spec's Term & Termination (duration). Sets
 * 10, 11, 35, 43 and 46 label every such grant of sets 1–46 so; a warranty "for a period of 24 months from handover"
 * (a warranty's length, sets 38 and 44: Warranties only) and a restraint "For a period of three years from the
 * Closing Date, the Seller shall not …" (set 3: none) are no grant, so the verb of granting leads. Each run bounded:
 * linear.
 */
import type { CategoryLabel } from '../../../wire.js';

// A participle grants only after its auxiliary ("is granted", "are hereby engaged by the Client"): "any person engaged by
// the Supplier for a period of twelve months from termination" (a non-solicitation) and "equipment leased from a third
// party" name a thing, no grant (hrev30). The lookbehind's runs are bounded.
const GRANTING = String.raw`(?:grants?|appoints?|lets|leases?|licen[cs]es|hires?|engages?|(?<=\b(?:is|are|was|were|be|been|being|hereby)\s{1,3}(?:[a-z]{2,20}\s{1,3})?)(?:granted|appointed|leased|licen[cs]ed|hired|engaged))`;
/**
 * What lies between the grant and its period: no modal verb, which would open another act whose period it is ("If the
 * Supplier engages any subcontractor, it shall retain the records for a period of six years from …", "leases the
 * equipment, and shall insure it for a period of two years from delivery"; hrev30). Bounded: linear.
 */
const NO_OTHER_ACT = String.raw`(?:(?!\b(?:shall|will|must|may)\b)[^.;]){0,160}?`;

export const GRANTED_PERIOD_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${GRANTING}\b${NO_OTHER_ACT}\bfor\s+a\s+(?:period|term)\s+of\s+(?:[\w-]+\s+){1,3}?(?:\(\d{1,3}\)\s+)?(?:months?|years?)\s+(?:commencing|starting|beginning|from|counting\s+from|with\s+effect\s+from)\b`, 'i'), 'Term & Termination'],
];
