/**
 * Delivery of goods handed to a carrier and carried, said without the word (issue 18, h92cat; set 70's booking note for
 * copra by sea missed eight such sentences): the steps of a carriage are the Delivery row's "handover, shipping,
 * receipt" (spec §2–3) though no sentence says "deliver":
 * - the goods made ready for loading, collection or shipment by a party ("The Shipper shall have the cargo at the wharf,
 *   ready for loading", "You must have each order packed and ready for collection"): its half of the handover. Not a
 *   thing that "is ready for collection" with no one making it so (set 66's repair shop telling the customer: a message);
 * - the goods stowed, or lifted or taken aboard ("the crew lift them aboard and stow them", set 13's goods "properly
 *   packed, labelled and stowed for the intended carriage", labelled Delivery beside Warranties);
 * - the goods carried on or under deck ("The cargo shall be carried under deck"): where the goods travel;
 * - the goods taken or deemed to have been delivered ("failing which the cargo is taken to have been delivered in good
 *   order"): the receipt presumed. Not a notice deemed delivered (set 21's: its Communication), the goods named before
 *   the verb;
 * - a load, bag or pallet a party may refuse at its receipt ("may refuse any load that shows more than 3% rot", sets
 *   19, 45, 54, 62 and 70: 5 of 5 such "refuse any" sentences Delivery, 2 read with none). Not "refuse a load" (set 65's
 *   one, Deliverables), nor "refuse to load any cargo" unsafe (set 56's, Safety and Security);
 * - a loading, shipment or collection date row ("Loading date: on or about 3 May 2031"), as a delivery date's row is.
 * Ports of loading and discharge and a laytime row are left: sets 45 and 56's charter parties label theirs with no
 * category, set 70 Delivery. Strong: the sentence model reads a carriage's words (bags, slings, the wharf, the hold) as
 * little else. Stated with sentences of my own (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What goods are carried in, handled by or counted as. */
const UNITS = String.raw`(?:bags?|sacks?|loads?|pallets?|crates?|cartons?|boxes|drums?|bales?|parcels?|packages?|consignments?|containers?|lots?|deliveries|delivery|shipments?)`;

/** Goods named as what is carried: the cargo, the goods, a consignment. */
const GOODS = String.raw`(?:cargo|goods|consignments?|shipments?|parcels?|packages?|containers?|freight)`;

export const CARRIAGE_HANDLED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Made ready for loading, collection or shipment by a party ("have … ready for", "keep … ready for").
  [/\b(?:have|has|keep|keeps|get|gets)\s{1,8}(?:the|each|every|all|its|their|your|our|his|her)\s{1,8}[^.;]{0,100}?\bready\s{1,8}for\s{1,8}(?:loading|collection|shipment|shipping|despatch|dispatch|pick-?up|carriage)\b/i, 'Delivery'],
  // Stowed, or lifted, hoisted or taken aboard.
  [/\bstow(?:s|ed|ing)?\s{1,8}(?:them|it|the|each|every|all|its|their|and|for|in|on|under|below)\b|\b(?:lift|lifts|lifted|hoist|hoists|hoisted|load|loads|loaded|take|takes|taken|put|puts)\s{1,8}(?:them|it|(?:the|each|every|all)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${UNITS})\s{1,8}(?:aboard|on\s{1,8}board)\b/i, 'Delivery'],
  // Carried, stowed or shipped on, under or below deck.
  [/\b(?:carried|stowed|shipped|loaded|carry|carries|stow|stows|ship|ships)\s{1,8}(?:on|under|below|above)\s{1,8}deck\b/i, 'Delivery'],
  // The goods taken or deemed to have been delivered.
  [new RegExp(String.raw`\b${GOODS}\s{1,8}(?:is|are|was|were|shall\s{1,8}be|will\s{1,8}be)\s{1,8}(?:taken|deemed|presumed|treated|considered)\s{1,8}(?:as\s{1,8})?(?:to\s{1,8}have\s{1,8}been\s{1,8}|as\s{1,8}having\s{1,8}been\s{1,8})?delivered\b`, 'i'), 'Delivery'],
  // A unit of goods refused at its receipt.
  [new RegExp(String.raw`\b(?:may|can|shall\s{1,8}be\s{1,8}entitled\s{1,8}to|is\s{1,8}entitled\s{1,8}to)\s{1,8}refuse\s{1,8}any\s{1,8}(?:[\w-]{1,30}\s{1,8})?${UNITS}\b`, 'i'), 'Delivery'],
  // A loading, shipment or collection date row.
  [/^\W{0,3}(?:loading|shipment|shipping|sailing|collection|pick-?up|despatch|dispatch)\s{1,3}dates?\s{0,3}[:|]/i, 'Delivery'],
];
