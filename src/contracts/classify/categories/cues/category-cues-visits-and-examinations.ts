/**
 * Audits of a party's right to come and see, or to have a thing examined (issue 18, h94cat2; set 72 missed two): "The
 * Publisher may visit the print works and watch the printing at any reasonable time", "The Buyer may visit the farm,
 * with notice, to check the crop", "The Owner may have the horses examined at any time by a vet of its choice". The
 * visit or the examination checks the other's performance (the Audits row: inspection and verification), though no
 * "inspect" or "audit" is written. Sets 17, 19, 20, 26, 32, 53 and 72 label all seven visits with a purpose of seeing
 * Audits (set 18's monitors "may visit … subject to the safety rules" name no purpose: Safety and Security alone); sets
 * 13, 17 and 72 label the three things a party "may have … examined/tested" Audits (set 31's gas appliances a tenant
 * "must have … checked" are a duty of safety: only "may" reads). Strong: the notice or the time is the sentence's other
 * subject. Stated with sentences of my own (`categories-exceptions-and-guests-h94cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A right to visit: "may visit", "is entitled to visit", "has the right to visit". */
const MAY_VISIT = String.raw`\b(?:may|can|right\s{1,3}to|entitled\s{1,3}to|allowed\s{1,3}to|permitted\s{1,3}to)\s{1,3}(?:(?:at\s{1,3}any\s{1,3}(?:reasonable\s{1,3})?time|also)\s{1,3})?visit\s{1,3}(?:the|its|any|their|his|her|your|our|each)\b`;

/** What the visit is for: to watch, to check, to see how the work is done. */
const TO_SEE = String.raw`[^.;]{0,80}?\b(?:and|to)\s{1,3}(?:watch|observe|check|inspect|verify|monitor|examine|review|talk\s{1,3}to|meet)\b`;

/** A thing a party may have examined, tested or checked by someone. */
const HAVE_EXAMINED = String.raw`\bmay\s{1,3}(?:at\s{1,3}any\s{1,3}time\s{1,3})?have\s{1,3}(?:the|its|any|his|her|their|each|all)\s{1,3}(?:[\w-]{1,30}\s{1,3}){1,3}?(?:examined|inspected|tested|checked|audited|verified|surveyed)\b`;

/**
 * (issue 18, h98c74) Inspectors let in to visit: "allows inspectors of the Bureau of Public Health to visit its bakeries",
 * "shall permit the Council's inspectors to enter the kitchen". The inspector names the purpose the visit above needs
 * said; the party that lets them in is checked (the Audits row), beside the rules it keeps (Responsibilities, C107).
 */
const INSPECTORS_LET_IN = String.raw`\b(?:allow|allows|permit|permits|let|lets|admit|admits)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?inspectors?\b[^.;]{0,80}?\bto\s{1,3}(?:visit|enter|inspect|examine|check|see)\b`;

/**
 * (issue 18, h110c87) The owner or the buyer of a crop free to visit the land farmed at any time, its purpose unsaid:
 * "The Owner may visit the field at any time, and …" (sets 26 and 32 label their two such visits "to check" Audits, set
 * 87 its one without the purpose). The land farmed only (a field, a farm, a plot, a vineyard, an orchard, the crop): not a
 * project site visited by monitors (set 18: Safety and Security). The right to visit is MAY_VISIT's (one home, h111dup:
 * "can visit", "is entitled to visit its fields" too). Fixed words: linear.
 */
const FARM_VISITED = String.raw`${MAY_VISIT}\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:fields?|farms?|plots?|vineyards?|orchards?|crops?|groves?|paddy)\s{1,3}at\s{1,3}any\s{1,3}time\b`;

export const VISIT_AND_EXAMINATION_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(FARM_VISITED, 'i'), 'Audits'],
  [new RegExp(`${MAY_VISIT}${TO_SEE}|${HAVE_EXAMINED}|${INSPECTORS_LET_IN}`, 'i'), 'Audits'],
];
