/**
 * Cue words of service, supply and rental clauses that the earlier cue lists lacked, found on the eighth blind set
 * (issue 18, h18s: a HIPAA business associate agreement, managed print terms, oilfield services, a venue rental, a
 * framework supply agreement, a material transfer agreement, a BPO agreement, a municipal works contract) and stated
 * as rules about any contract. `categories.ts` reads them with its other cues; each pattern is bounded (no nested
 * quantifiers, no two optional blank runs side by side) so it stays linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

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
  // Letting the other party's people in ("allow our engineers access to your Sites") and cleaning the premises
  // afterwards are what a party does so the work can be done; so is training its own workforce.
  [/\ballow\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[A-Z][\w-]*['’]s\s+)?(?:engineers?|technicians?|personnel|staff|representatives?|employees)\s+(?:reasonable\s+|safe\s+)?access\b|\bclean\s+the\s+(?:premises|site|venue|rooms?|facility)\b|\btrain\s+each\s+of\s+its\s+(?:[\w-]+\s+)?(?:members|staff|employees|agents)\b/i, 'Responsibilities'],
  // The tools, equipment and people a party must furnish, written in the passive ("All tools … shall be provided by
  // CONTRACTOR", "Equipment and operators shall be provided by the Contractor").
  [/\b(?:tools|equipment|consumables|operators|labou?r)\b[^.;]{0,60}?\b(?:shall|will|must)\s+be\s+(?:provided|supplied|furnished)\s+by\b/i, 'Responsibilities'],
  // What keeps the work going through a breakdown: a backup crew or site, a generator, a spare so a breakdown does
  // not interrupt the service. A bare "generator" in small letters only: "the Generator" is a defined term, in a
  // power purchase agreement the party that sells the energy ("The Generator shall sell … all Net Energy").
  [/\bbackup\s+(?:crews?|teams?|sites?)\b|\bsecondary\s+site\b|\b(?:diesel|standby|backup|emergency)\s+generators?\b|\buninterruptible\s+power\b|\bdoes\s+not\s+interrupt\s+(?:the\s+)?(?:service|supply|operations|work)\b/i, 'Business Continuity'],
  [/\bgenerators?\b/, 'Business Continuity'],
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
