/**
 * Delivery for goods taken in where no word says "deliver" (issue 18, h52s50): the service's gist of Delivery is how and
 * when what is supplied is transferred. A receiver takes the goods in by the lot and checks them as it does ("will
 * receive, weigh and inspect each lot", "shall inspect each delivery on receipt and notify …": sets 29, 32, 38 and 42
 * label such sentences Delivery, set 38's and 42's without the Audits the word "inspect" drew); a schedule row names
 * how or when they are delivered ("Delivery period: 1 May to 30 June", "Delivery Format: SEG-Y files"; set 45 labels its
 * row so). Not money received (a lot, a batch, a delivery, a shipment or a consignment is required), nor goods
 * inspected by a third party or at the buyer's choice ("may have each lot inspected on arrival by a laboratory", set
 * 33's Audits: the active verb of the receiver is required). Not goods released to a carrier on termination once the
 * sums due are paid: sets 38 and 41 label that Term & Termination and Payment, no Delivery.
 * Stated from how such clauses are drafted, with sentences of their own (`category-cues-goods-taken-in.test.ts`). One
 * pattern for the cue, the same for the veto (each new regex costs the cold start compile time, bench/log.md "The
 * classifier's cold time, session 33"); bounded steps, no nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_GOODS } from './category-cues-delivery.js';

/** What a receiver weighs, counts or checks as it takes goods in ("receive, weigh and inspect"). */
const RECEIVING_ACT = String.raw`(?:weigh|count|check|inspect|unload|store|sample|grade)`;

/** A quantity of goods as it arrives. */
const ARRIVAL = String.raw`(?:lots?|batch(?:es)?|deliver(?:y|ies)|shipments?|consignments?)`;

/**
 * A lot, a batch or a delivery of money, papers or votes is no goods taken in ("receive the batch of nominations",
 * "receive each delivery of share certificates", "count each delivery on receipt of the purchase price": review hrev37);
 * NOT_GOODS is the Delivery cues' own list of what is sent as a message or as money.
 */
const NOT_GOODS_OF = String.raw`\s+of\s+(?:the\s+|its\s+|any\s+)?(?:[\w-]+\s+)?(?:${NOT_GOODS}|prices?|applications?|claims?|nominations?|ballots?|votes?|forms?|orders?|requests?|documents?|certificates?|deeds?|papers|cheques?|cash|banknotes|notes|mail|post|letters?)\b`;

/** The goods received by the lot, or checked by their receiver as they arrive. */
const TAKEN_IN = String.raw`\b(?:will|shall|must|to)\s+receive(?:\s{0,8},\s{0,8}${RECEIVING_ACT}|\s+and\s+${RECEIVING_ACT}){0,3}\s+(?:each|every|the|all)\s+(?:[\w-]+\s+)?${ARRIVAL}\b(?!${NOT_GOODS_OF})|\b(?:inspect|inspects|weigh|weighs|count|counts)\s+(?:each|every|the|all)\s+(?:[\w-]+\s+)?${ARRIVAL}\s+(?:on|upon)\s+(?:receipt|arrival)\b(?!${NOT_GOODS_OF})`;

/** How or when a row says the goods are delivered ("Delivery period:", "Shipping terms:", "Delivery:"). */
const DELIVERY_ROW_HEAD = String.raw`(?:format|formats|period|date|dates|method|mode|point|place|address|location|terms?|schedule|time|window|basis|conditions)`;

/**
 * Strong (category-cue-lists.ts' STRONG_CUES): the goods taken in say the subject outright, beside the message the receiver
 * sends about them ("weigh each consignment on receipt and send a receipt note": set 29's Communication and Delivery).
 */
export const GOODS_TAKEN_IN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\W{0,8}(?:delivery|shipping|shipment)(?:\s+${DELIVERY_ROW_HEAD})?\s{0,8}:|${TAKEN_IN}`, 'i'), 'Delivery'],
];

/**
 * The receiver's own check of what arrives is the goods' taking in, no audit of the other party (category-cue-vetoes.ts'
 * ALL_VETOES): unless the sentence names an audit, or a party's records or books, as well ("records any discrepancy",
 * a verb, is the receiver's note of what arrived).
 */
export const GOODS_TAKEN_IN_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,400}(?:\baudit\w*|\b(?:the|its|their|his|her|our|your|any|all)\s+(?:[\w-]+\s+)?(?:records|books)\b|\b(?:books|records)\s+(?:of|and)\b))[^]{0,300}?(?:${TAKEN_IN})`, 'i'), 'Audits'],
];
