/**
 * Dispute Resolution said without its words (issue 18, h93cat2): how a contract's gaps, its doubts and its trials are
 * settled. Each is the spec's Dispute Resolution ("governing law, jurisdiction, how disputes are resolved"), and the
 * label sets give every such sentence the category, though none names a dispute:
 * - the matters the contract does not provide for, settled by consultation or governed by a law: "Matters not provided
 *   for in this Agreement shall be settled by good faith consultation", "In matters not regulated by this Contract, the
 *   provisions of the Civil Code shall apply" (sets 14, 20, 24, 26, 30, 34, 44, 59, 64, 65: 11 of 11 Dispute
 *   Resolution, 6 unread). The settling verb after the gap: a party that "shall consult … on any matter not provided
 *   for" (set 55, none) names no resolution;
 * - a jury trial waived: "Each party waives its right to a jury trial in any action arising out of this Lease" (sets 4,
 *   12, 22, 55: 4 of 4, 3 unread);
 * - a claim brought before a court, a tribunal or an ombudsman: "may bring a claim before the FIFA Football Tribunal",
 *   "you can bring a claim in the courts where you live" (sets 26, 34, 57: 3 of 3);
 * - a country's law that applies: "English law applies to this agreement" (sets 16, 36, 56: 3 of 3, one unread).
 * Strong: the sentence model reads a gap's "matters" and a claim's money as other subjects. Stated with sentences of my
 * own (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A matter the contract leaves out: "matters not provided for in", "everything not regulated by", "any question not covered by". */
const GAP = String.raw`\b(?:matters?|everything|anything|questions?|issues?|relations?|cases?)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?not\s{1,3}(?:expressly\s{1,3})?(?:provided\s{1,3}for|regulated|covered|governed|dealt\s{1,3}with)\s{1,3}(?:in|by|under)\s{1,3}(?:this|these|the\s{1,3}present)\b`;

/** How the gap is filled: settled, resolved, decided or governed, or a law that applies. */
const FILLED = String.raw`\b(?:settled|resolved|decided|determined|governed|apply|applies|shall\s{1,3}apply|are\s{1,3}subject\s{1,3}to)\b`;

/**
 * (issue 18, h110c87) A disagreement between the parties and how it is settled, a translation's or a plain-language word
 * for a dispute: "Any disagreement between the parties is first settled by the community assembly", "If there is a
 * disagreement we cannot settle between us, we will both try mediation", "If there is a disagreement about damage, both
 * of us will accept the decision of an independent surveyor" (sets 1–87: the four such sentences, all Dispute
 * Resolution). Not "a notice of disagreement" (a reply to accounts, Communication: set 39). Bounded: linear.
 */
const DISAGREEMENT_SETTLED = String.raw`(?<!\bnotice\s{1,3}of\s{1,3})\b(?:any|a|the|each)\s{1,3}disagreements?\b[^.;]{0,120}?\b(?:settle[sd]?|settlement|resolved?|resolution|decision|decided|mediation|mediator|arbitration|arbitrator|court|judge|referred)\b`;

export const COURTS_AND_GAPS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(DISAGREEMENT_SETTLED, 'i'), 'Dispute Resolution'],
  [new RegExp(String.raw`${GAP}[^.;]{0,160}?${FILLED}`, 'i'), 'Dispute Resolution'],
  [/\bjury\s{1,3}trials?\b|\btrial\s{1,3}by\s{1,3}jury\b/i, 'Dispute Resolution'],
  [/\bbring\w{0,3}\s{1,3}(?:a|any|its|their|the|your|his|her)\s{1,3}(?:[\w-]{1,20}\s{1,3})?claims?\s{1,3}(?:before|in|to)\s{1,3}(?:the\s{1,3}|a\s{1,3}|any\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,4}?(?:courts?|tribunals?|arbitrators?|arbitration|ombudsman|ombudsperson)\b/i, 'Dispute Resolution'],
  // A country's law named as the one that applies: "English law applies to this agreement", "Dutch law shall apply".
  // Case-sensitive: the country's adjective; not "the law applies" nor "this law".
  [/\b(?!(?:The|This|That|Such|Any|Each|Every|Applicable|Local|New|Case|Common)\s)[A-Z][a-z]{2,20}\s{1,3}law\s{1,3}(?:applies|shall\s{1,3}apply|will\s{1,3}apply|governs|shall\s{1,3}govern)\b/, 'Dispute Resolution'],
];
