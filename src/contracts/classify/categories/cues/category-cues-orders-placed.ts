/**
 * Orders placed, sent, confirmed or rejected (issue 18, h76cat): how the parties make the individual contracts a
 * framework agreement calls for is the ordering, information sent (Communication) or what an order binds (Scope of
 * Work), not the goods' transfer (the Delivery row: how and when deliverables are transferred; C12). The learned model
 * counts "order" with the supply contracts it trained on and gave Delivery to "The Supplier shall confirm or reject
 * each purchase order within five days": sets 1–58 hold 52 sentences that place, send, issue, confirm, accept or
 * reject an order, 44 without Delivery; the 6 with it all name a delivery too ("before the requested delivery date",
 * "deliver confirmed orders"), and those the veto leaves alone. Most of the 8 such sentences given Delivery on sets
 * 25–58 took it from a heading ("ARTICLE 4 - FORECASTS, ORDERS AND DELIVERY", "3.1 Work orders" under "Orders and
 * Delivery"): an evidence veto of every kind (category-vetoes.ts' EVIDENCE_VETOES: the title's, the learned model's and
 * the cue words'). Anchored, bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A word of the goods' transfer: a sentence that names one may be about the delivery as well as the order. (hrev67) The
 * goods unloaded, arriving or sent by courier are carried too ("unload the Goods at the Buyer's warehouse, and the Buyer
 * shall accept the order on unloading").
 */
const TRANSFER_WORD = String.raw`\b(?:deliver\w*|ship|ships|shipped|shipping|shipments?|dispatch\w*|despatch\w*|consign\w*|carriage|carriers?|transport\w*|collect\w*|incoterms?|freight|risk|title|pick-?up|picked|unload\w*|offload\w*|arriv\w*|couriers?)\b`;

/** An order made, sent or answered: "confirm or reject each purchase order", "Binding orders are placed in writing". */
const ORDER_MADE = String.raw`\b(?:place|places|placed|placing|send|sends|sent|sending|issue|issues|issued|issuing|submit|submits|submitted|submitting|confirm|confirms|confirmed|accept|accepts|accepted|reject|rejects|rejected|acknowledge|acknowledges|acknowledged)\s{1,8}(?:(?:each|every|any|all|a|an|the|its|their|his|her|your|our|such|that)\s{1,8})?(?:[\w-]{1,30}\s{1,8}){0,2}?orders?\b|\borders?\s{1,8}(?:shall|must|will|may|is|are)\s{1,8}(?:be\s{1,8}|to\s{1,8}be\s{1,8})?(?:placed|sent|issued|submitted|confirmed|accepted|rejected|an\s{1,8}offer)\b`;

/** An order made with no word of the goods' transfer in the sentence. */
export const ORDER_PLACED = new RegExp(String.raw`^(?![^]{0,600}${TRANSFER_WORD})[^]{0,400}?(?:${ORDER_MADE})`, 'i');

/** Whether the sentence places, sends or answers an order and names no transfer of the goods: no Delivery. */
export function isOrderPlaced(text: string): boolean {
  // The literal first: most sentences with a Delivery reading name no order, and skip the pattern.
  return /order/i.test(text) && ORDER_PLACED.test(text);
}

/** A means of sending a message: the telephone, e-mail, a text or WhatsApp message, fax, letter or post, an EDI link. */
const MEANS = String.raw`(?:by|through|via|using)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:telephone|phone|e-?mail|WhatsApp|text\s{1,3}messages?|SMS|fax|letters?|post|EDI)\b`;

/**
 * (issue 18, h101c77; C123) An order placed or sent by a means of sending messages ("places each Call-Off Order by
 * telephone or WhatsApp message to the Supplier's sales officer", "shall send its weekly order by e-mail", "orders are
 * placed by e-mail"): how the order is told, information sent (C8), Communication as a notices clause's means are (sets
 * 27, 29, 33, 34, 44 and 53: 6 of 6 such sentences). Strong: the order's other readings do not take its place.
 */
export const ORDER_MEANS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:place|places|placed|placing|send|sends|sent|sending|submit|submits|submitted|submitting|issue|issues|issued|issuing|give|gives|given)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4}?orders?\b[^.;]{0,80}?\b${MEANS}|\borders?\s{1,3}(?:(?:are|is|shall\s{1,3}be|must\s{1,3}be|will\s{1,3}be|to\s{1,3}be)\s{1,3})(?:placed|sent|submitted|given|made)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${MEANS}`, 'i'), 'Communication'],
  // (h104c79) A booking made or cancelled by such a means, the thing booked named ("You can book a tool online or by
  // WhatsApp message", "you must book a new time by phone or WhatsApp", "You can cancel your booking by e-mail", "shall
  // book each visit by e-mail"): a booking is an order for one service, told by a message as C123's order is (sets 64,
  // 74, 76 and 79 label their four such sentences Communication). Not a booking with nothing booked
  // named ("You can book online, by phone or at our shop": where, labelled none), nor a means that carries another
  // message of the sentence ("book … appointments on your page, and we send them reminders by text message": the
  // window stops at the comma). Bounded: linear.
  [new RegExp(String.raw`\b(?:book|books|cancel|cancels)\s{1,3}(?:(?:a|an|the|each|every|your|our|its|their|his|her)\s{1,3})?(?!online\b|by\b|through\b|via\b)(?:[\w-]{1,30}\s{1,3}){1,3}?${MEANS}`, 'i'), 'Communication'],
];
