/**
 * Liability for goods a processor holds for their owner (issue 18, h50c50): "will bear the risk of loss of or damage to
 * the Wheels from receipt", and the defects it does not answer for because another cause made them ("is not
 * responsible for defects caused by the make of the cheese", "not liable for defects arising from the greige fabric").
 * Who answers for a loss or a fault is the Liability row ("fault, limitation of liability"); sets 1–49 label both
 * sentences of a risk borne "from receipt" (a miller's, a spinner's) and both of defects "caused by" or "arising from"
 * the owner's materials Liability. Not the risk that passes on delivery or is borne in transport (Delivery: "risk of
 * loss passes to the Buyer", "bears the risk of loss during transport"), nor a defect the party warrants against ("free
 * from defects": Warranties). Stated from how toll-processing and storage terms are drafted, with sentences of their
 * own (`category-cues-processor-liability.test.ts`). Bounded gaps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PROCESSOR_LIABILITY_CUES: readonly [RegExp, CategoryLabel][] = [
  // The risk borne while holding the other's goods: "bears the risk of loss of or damage to the grain from its receipt".
  // Not a buyer's risk from its receipt of the goods it bought: the risk passing (Delivery; review hrev35).
  [/(?<!\b(?:Buyer|Purchaser|Customer|Consignee)\s{1,4}(?:shall\s{1,4}|will\s{1,4})?)\bbears?\s+(?:the\s+)?(?:entire\s+|full\s+|whole\s+)?risk\s+of\s+(?:loss|damage)\b[^.;]{0,100}?\bfrom\s+(?:(?:its|their|the)\s+)?receipt\b/i, 'Liability'],
  // Defects excused because another cause made them: "will not be responsible for defects caused by the artwork".
  [/\bnot\s+(?:be\s+)?(?:held\s+)?(?:responsible|liable)\s+for\s+(?:any\s+)?(?:[\w-]+\s+){0,2}?defects?\s+(?:caused\s+by|arising\s+from|resulting\s+from|due\s+to|attributable\s+to)\b/i, 'Liability'],
];
