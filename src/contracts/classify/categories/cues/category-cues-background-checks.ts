/**
 * A background check on a party's own people (issue 18, h52conv, C66): "must have an enhanced DBS
 * check", "shall obtain a vulnerable sector police check for every coach", "must hold a current Working with Children
 * Check", "shall conduct criminal background checks on all employees". Vetting the people a party puts on the work is
 * one of its own ancillary duties — the guide's Responsibilities row names "vet its personnel" (docs/contract-labels.md)
 * — and sets 1–50 label 21 of the 26 such sentences Responsibilities (5 Safety and Security alone, all in sets 8–11;
 * relabelled). Safety and Security beside it stays the model's and the words' to say (17 without, 9 with: undecided).
 * Strong (category-cue-lists.ts' STRONG_CUES): the check names the duty whatever else the sentence says of the people. Not "vetting bookings" (no check of a person: the words below need a
 * check's kind). One pattern, bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The check's object is a thing or the other side of the deal, not the party's own people (hrev38): "police clearance
 * for any shipment", "fingerprint checks on the devices", "a background check report on the property's title", "a
 * background check on any proposed assignee", "background checks on the Lessee". C66 is the vetting of one's personnel ("checks on every vehicle driver" stays it).
 */
const NOT_OWN_PEOPLE = String.raw`\s+(?:reports?\s+|results?\s+)?(?:on|of|for|in\s+respect\s+of)\s+(?:(?:the|any|all|each|every|its|such|a|an|proposed|prospective)\s+){0,2}(?:[\w'’-]+\s+)?(?:devices?|goods|shipments?|cargo|consignments?|containers?|vehicles?|propert(?:y|ies)|title|premises|equipment|products?|bags?|baggage|luggage|assignees?|transferees?|tenants?|lessees?|borrowers?|guarantors?|purchasers?)\b(?!\s+(?:drivers?|operators?|staff|personnel|employees?|workers?|managers?|officers?|guards?|handlers?|owners?)\b)`;

export const BACKGROUND_CHECK_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(String.raw`\b(?:DBS|Disclosure\s+and\s+Barring(?:\s+Service)?)\s+(?:checks?|certificates?|clearances?|disclosures?)\b|\bchecked\s+with\s+the\s+Disclosure\s+and\s+Barring\b|\bWorking\s+with\s+Children\s+(?:Checks?|Cards?|Clearances?)\b|\b(?:police|criminal(?:\s+records?)?|criminal\s+background|fingerprint(?:\s+background)?|background|vulnerable\s+sector(?:\s+police)?|sex\s+offender\s+registry|Garda)\s+(?:checks?|vetting|clearances?|screening)\b(?!${NOT_OWN_PEOPLE})`, 'i'),
    'Responsibilities',
  ],
];
