/**
 * Delivery said by the handling of a load, without the word (issue 18, h87c): goods loaded onto the trucks, carried in
 * covered or closed trucks, and a weighing slip or ticket given for each load. Each is a step of handing the goods
 * over (spec §2–3, the Delivery row: "handover, shipping, receipt"): sets 54, 63 and 65 label all five such sentences
 * Delivery; the cues read none (the rice, the cane and the husk are the sentence model's unknown words). Strong
 * (category-cue-lists.ts' STRONG_CUES): a slip given is read as a receipt too (Communication, category-cues-receipts-
 * issued.ts), and the goods' handling stands beside it. Tests: `test/contracts/classify/categories/categories-loads-
 * handled-h87c.test.ts`. Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What carries a load by road, rail or water. */
const CARRIERS = String.raw`(?:trucks?|lorr(?:y|ies)|vehicles?|vans?|wagons?|trailers?|containers?|vessels?|ships?|barges?)`;

export const LOAD_HANDLED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Goods loaded onto what carries them: "The Seller loads the sand onto the Buyer's trucks", "loads the rice husk on the
  // trucks with its own workers". The goods named between the verb and the carrier (not "load onto trucks the pine" in
  // a list of the work, set 15, nor a price row's "loaded on the truck").
  [new RegExp(String.raw`\bloads?\s{1,8}(?:the|all|each|every|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?(?:on|onto|into)\s{1,8}(?:the|its|their|his|her|our|your|[\w-]{1,30}['’]s)\s{1,8}(?:[\w'’-]{1,30}\s{1,8})?${CARRIERS}\b`, 'i'), 'Delivery'],
  // The goods carried in closed or covered trucks: "transports it in covered trucks", "carries them in refrigerated
  // vans". The goods as "it" or "them" (not people carried: "transport the guests in its own bus" names them).
  [new RegExp(String.raw`\b(?:transports?|transported|carries|carry|carried)\s{1,8}(?:it|them)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,4}?in\s{1,8}(?:covered|closed|sealed|enclosed|refrigerated|clean|insulated)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${CARRIERS}\b`, 'i'), 'Delivery'],
  // A weighing slip or ticket given for a load: "gives the driver a weighing ticket", "gives Party B a signed weighing
  // slip for it". Not a weight tag (set 19 labels that Communication alone).
  [/\b(?:give|gives|gave|given|issue|issues|issued|hand|hands|handed)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?(?:a|an|the|each)\s{1,8}(?:signed\s{1,8})?weighing\s{1,8}(?:slips?|tickets?|notes?)\b/i, 'Delivery'],
];
