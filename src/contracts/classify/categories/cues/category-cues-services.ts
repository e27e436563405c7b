/**
 * Cue words of service, supply and rental clauses that the earlier cue lists lacked, found on the eighth blind set
 * (issue 18, h18s: a HIPAA business associate agreement, managed print terms, oilfield services, a venue rental, a
 * framework supply agreement, a material transfer agreement, a BPO agreement, a municipal works contract) and stated
 * as rules about any contract. `categories.ts` reads them with its other cues; each pattern is bounded (no nested
 * quantifiers, no two optional blank runs side by side) so it stays linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const SERVICES_CUES: readonly [RegExp, CategoryLabel][] = [
  // Health information under its abbreviation ("use or disclose PHI", "ePHI") is personal data, as the full words are.
  [/\be?PHI\b/, 'Privacy'],
  // A promised response or service standard: meeting "the following" service levels, attending a fault within a time.
  [/\b(?:meet|exceed|achieve)\s+the\s+following\s+service\s+levels?\b|\b(?:attend|respond\s+to|rectify|fix)\s+(?:any|each|every|all)\s+(?:reported\s+)?(?:faults?|defects?|breakdowns?|incidents?)\s+within\b/i, 'Warranties'],
  // "makes no representation", "representations and warranties": what is (not) promised about the thing supplied.
  [/\bmakes?\s+no\s+representations?\b|\brepresentations?\s+(?:and|or)\s+warrant/i, 'Warranties'],
  // Information security and the site's safety: a security programme, staff or escort, a permit to work,
  // fire exits, open flames, biosafety.
  [/\bsecurity\s+(?:programs?|programmes?|staff|escorts?|measures|controls)\b|\bpermit\s+to\s+work\b|\bfire\s+(?:exits?|doors?)\b|\bopen\s+flames?\b|\bbiosafety\b|\bbiohazard/i, 'Safety and Security'],
  // Taking delivery, and goods made available for collection by the supplier at the end.
  [/\btake\s+delivery\b|\bavailable\s+for\s+collection\b/i, 'Delivery'],
  // A thing to be used only for a stated purpose ("may be used only for research", "use them exclusively for
  // Purchaser's orders"), ceasing to use it, and fixing things to the walls of the premises, are the use of an asset.
  [/\bused\s+(?:only|solely|exclusively)\s+for\b|\buse\s+(?:it|them)\s+(?:only|solely|exclusively)\s+for\b|\bdiscontinue\s+(?:its|their|all|any)\s+use\b|\baffix\w*\s+(?:\w+\s+){0,2}?to\s+the\s+(?:walls|ceilings?|floors?|beams|building|premises)\b/i, 'Asset Use'],
  // Cleaning the premises after the work and training its own workforce: a party's own ancillary duties. Letting the
  // other party's people in ("allow our engineers access") is not (h18gist: the service's Responsibilities are a
  // party's own duties, not what it gives the other so it can perform).
  [/\bclean\s+the\s+(?:premises|site|venue|rooms?|facility)\b|\btrain\s+each\s+of\s+its\s+(?:[\w-]+\s+)?(?:members|staff|employees|agents)\b/i, 'Responsibilities'],
  // A change order changes the contract's work.
  [/\bchange\s+orders?\b|\bvariation\s+orders?\b/i, 'Amendments'],
  // The units a price is stated in: day rates, hourly rates; a fee of a percentage. (Not a lump sum: a business sold
  // for a lump sum names its consideration, not a price list.)
  [/\bday\s+rates?\b|\bhourly\s+rates?\b|\b(?:fees?|surcharges?)\s+of\s+\d{1,3}(?:\.\d{1,3})?\s?%/i, 'Pricing & Taxes'],
  // Extending the contract is its term.
  [/\bextend\s+(?:this|the)\s+(?:agreement|contract|term)\b/i, 'Term & Termination'],
];

/** Words that take a cue word into another category's sense. */
export const SERVICES_VETOES: readonly [RegExp, CategoryLabel][] = [
  // Confidential information "used only for" the agreement's purpose is confidentiality, not the use of an asset.
  [/\bconfidential\s+information\b[^.;]{0,80}?\buse\s+(?:it|them)\s+(?:only|solely|exclusively)\b/i, 'Asset Use'],
  // So is data ("Personal Data shall be used only for", "the Customer Data … use it solely for"): privacy or
  // confidentiality, not an asset's use (review hrev5).
  [/\bdata\b[^.;]{0,80}?\bused?\s+(?:(?:it|them)\s+)?(?:only|solely|exclusively)\s+for\b/i, 'Asset Use'],
];
