/**
 * Delivery for goods packed or labelled for their carriage (issue 18, h55cat): "The beans are to be packed in
 * vacuum-sealed bags", "the clean linen … packed in sealed plastic bags", "Each bin is to be labelled by Grower with the
 * orchard number", "Each drum is to bear a label", "You must pack each parcel well enough to withstand normal
 * handling". How goods are packed and marked for the journey is part of how they are handed over (spec §2–3, Delivery:
 * shipping and packaging). Sets 1–50 label all 11 sentences these patterns read Delivery; the learned model gave 6 of
 * them (sets 17, 19, 25, 27, 33, 46) nothing. The container is the subject ("each pallet shall be labelled") or the
 * object of packing or labelling ("pack each parcel"): not goods put into cartons labelled for a packhouse's own
 * grading ("to pack it in cartons labelled with the orchard number", the packer's service), nor a thing marked that is
 * no container ("new glass is to be marked and dated"). Tests:
 * `test/contracts/classify/categories/categories-goods-packed.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The containers goods travel in. Not "cases" (a court's or a help desk's: "Cases are to be marked urgent"), nor a
 * consignment note (a document): issue 18, hrev40.
 */
const CONTAINERS = String.raw`(?:bins?|drums?|box(?:es)?|cartons?|bags?|sacks?|packages?|pallets?|crates?|parcels?|containers?|bales?|consignments?(?!\s+notes?\b))`;
/**
 * What goods are packed in, after "packed in": a container, a vessel or a wrapping, a few words after "in" at most
 * ("packed in sealed plastic bags", "in glass jars", "in rolls wrapped in film"), or the rules of packing ("packed in
 * accordance with the transport rules"). Not a crowded place or time ("The venue will be packed in the evenings", "The
 * schedule is packed into three days"), nor files in an archive (issue 18, hrev40).
 */
const PACKED_IN = String.raw`packed\s+in(?:to)?\s+(?:(?:[\w-]+\s+){0,3}?(?:${CONTAINERS}|cases?|jars?|tins?|cans?|bottles?|tubs?|trays?|barrels?|casks?|kegs?|envelopes?|rolls?|film|wrapping|packaging)\b|accordance\s+with\b)`;

export const GOODS_PACKED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "are to be packed in vacuum-sealed bags", "packed in sealed plastic bags", "each bin is to be labelled", "each drum
  // is to bear a label", "pack each parcel", "label every carton".
  // Not "label each box of records" (an archive's files, issue 18, hrev40).
  [new RegExp(String.raw`\b${PACKED_IN}|\b${CONTAINERS}\s+(?:is|are|shall|must|will)\s+(?:be\s+|to\s+be\s+|to\s+)?(?:labell?ed|marked|bear)\b|\b(?:pack|packs|label|labels)\s+(?:each|every|the|all|its)\s+(?:[\w-]+\s+)?${CONTAINERS}\b(?!\s+of\s+(?:records|documents|files|papers|archives?)\b)`, 'i'), 'Delivery'],
];
