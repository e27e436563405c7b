/**
 * Audits said by the tracing of lots, without the category's words (issue 18, h86c): each lot identified by its number
 * and its own facts recorded ("identified by a lot number, and shall record for each lot the dates of drying"), and
 * samples taken and sealed so that a lot can be checked later ("takes two samples, sealed by both parties, and keeps
 * one"). Both are the records and checks the Audits row names (spec §2–3): a trail the other party can verify. The
 * sentence model reads the goods' words (cacao, oil, grain) and gives the category no odds. Strong (category-cue-lists.ts'
 * STRONG_CUES). Not a lot handled apart only ("mill each lot separately": no number, no record), nor samples kept
 * without a seal or a count of samples (category-cues-audits.ts' "keep a sample of" reads those). Tests:
 * `test/contracts/classify/categories/categories-lots-traced-h86c.test.ts`. Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The units goods are traced by. */
const LOT = String.raw`(?:lots?|batch(?:es)?|consignments?|loads?|deliveries|delivery|shipments?|pallets?|tanks?|flocks?|herds?)`;

export const LOT_TRACED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A lot identified by its number or code: "identified by a lot number", "identified by its batch code". Not a pack marked or
  // labelled with the number ("boxes marked with the lot number", "bales marked with its lot number"): a shipping mark,
  // the packing's Delivery (sets 33 and 35).
  [/\bidentified\s{1,8}(?:by|with)\s{1,8}(?:a|an|its|their|the)\s{1,8}(?:lot|batch|traceability)\s{1,8}(?:numbers?|codes?|marks?)\b/i, 'Audits'],
  // Facts recorded lot by lot: "shall record for each lot the dates of fermentation", "records for every batch the
  // temperature reached".
  [new RegExp(String.raw`\b(?:record|records|recorded|register|registers)\s{1,8}for\s{1,8}(?:each|every)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${LOT}\b`, 'i'), 'Audits'],
  // Samples taken and sealed: "takes two samples of oil, sealed and signed by both parties", "a sample is taken from
  // each tanker and sealed in the presence of the driver".
  [/\b(?:take|takes|taken|took|draw|draws|drawn|drew)\s{1,8}(?:[\w-]{1,30}\s{1,8})?samples?\b[^.;]{0,60}?\bsealed\b|\bsamples?\s{1,8}(?:is|are|shall\s{1,8}be|must\s{1,8}be|will\s{1,8}be)\s{1,8}(?:taken|drawn)\b[^.;]{0,60}?\bsealed\b/i, 'Audits'],
];
