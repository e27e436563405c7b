/**
 * Delivery of goods said by the verb alone, with no Delivery heading (issue 18, h90d; set 68's desks, kava and sloop): a
 * party bound to deliver a thing ("The Seller must deliver the honey to Port Vila by 31 July 2031", "The Supplier shall
 * deliver the chairs within forty (40) days of signature"), a thing delivered up ("will deliver up to the Purchaser the
 * certificate of registry"), a ground of termination that is the delivery missed ("a) fails to deliver a lot more than
 * thirty (30) days after the date agreed;") and the other party told the date of each delivery. How and when the goods
 * are handed over is the Delivery row's gist (docs/contract-labels.md). The carriage cues of category-cues-delivery.ts
 * read "shall deliver the bricks to the site" only with "to the" after the thing; sets 1–68 hold 141 sentences of "shall,
 * must, will, is to, undertakes to deliver", 80 of them labelled Delivery, and those whose thing is a report, a plan, a
 * statement, accounts, a certificate, a copy, a policy or money (Communication, Deliverables, Insurance, Payment) are
 * left out here, as the work delivered as a service is (PERFORMANCE). A sale's Completion documents stay vetoed
 * (category-cues-delivery.ts' DELIVERY_VETOES). Measured on sets 1–68: 8 sentences gain Delivery, one loses (set 23's
 * fishing vessel that "will deliver its catch to" a processor, labelled none). Tests of my own sentences:
 * `categories-goods-delivered-h90d.test.ts`.
 * Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_GOODS, PERFORMANCE } from './category-cues-delivery.js';

/**
 * Papers and the work's written products a party delivers as information or proof, not goods: "deliver the
 * Implementation Plan", "a copy of its audited accounts", "a certificate of insurance", "a performance bond"; a sale's
 * completion papers, up to four words of theirs before the paper's word ("the duly executed stock transfer forms",
 * test/contracts/classify/categories/categories-set-39.test.ts), and a work's source code and manuals
 * (docs/contract-labels.md's Deliverables example: "shall deliver the source code and user manuals" is no category;
 * lead's review of h90d).
 */
const PAPERS = String.raw`(?:plans?|copy|copies|accounts|certificates?|documents?|documentation|forms?|manuals?|source\s{1,8}code|records?|files?|lists?|sheets?|forecasts?|policy|policies|bonds?|guarantees?|letters?\s{1,8}of\s{1,8}credit|bills?\s{1,8}of\s{1,8}sale|assignments?|transfers?|consents?|deeds?|instruments?|resignations?|minutes|registers?|books|releases?|proofs?|schedules?|deliverables?|drafts?|manuscripts?|summar(?:y|ies)|data|information|work\s{1,8}product|possession\s{1,8}of\s{1,8}the\s{1,8}(?:premises|property))`;

/** Words after "deliver" that begin no thing delivered: a time, a place, a manner. */
const NO_THING = String.raw`(?:on|at|in|by|within|before|after|to|for|as|and|or|when|if|under|from|with|without|no|not|it|them|up|upon|during|only|promptly|free|ex|the\s{1,8}same)\b`;

/** A party bound to deliver, or a ground that it fails to ("a) fails to deliver a lot …", the item's own words). */
const BOUND_TO = String.raw`(?:\b(?:shall|must|will|is\s{1,8}to|are\s{1,8}to|undertakes?\s{1,8}to|agrees?\s{1,8}to)|^\W{0,3}(?:\(?[a-z0-9]{1,3}[.)]\s{1,8})?fails?\s{1,8}to)\s{1,8}deliver`;

/** The other party named first ("deliver to the Buyer the …"): one or two words after "to". */
const TO_PARTY = String.raw`(?:\s{1,8}to\s{1,8}(?:the\s{1,8})?(?!the\b)[\w'’-]{1,30}(?:\s{1,8}(?!${NO_THING})[a-z][\w'’-]{0,30})?)?`;

/** The thing delivered: its first words are no paper, money or service, and open a thing ("the desks", "cane that is fresh"). */
const THING = String.raw`\s{1,8}(?!${NO_THING})(?!(?:[\w'’-]{1,30}\s{1,8}){0,4}?(?:${PAPERS}|${NOT_GOODS}|${PERFORMANCE})\b)(?:(?:the|all|each|every|its|their|any|such|a|an)\s{1,8})?[a-z][\w-]{1,29}\b`;

/** Delivered up: "deliver up to the Purchaser the certificate of registry", "deliver up possession of the boat". */
const DELIVERED_UP = String.raw`\bdeliver(?:s|ed)?\s{1,8}up\b`;

/** The date of each delivery told beforehand: "notify the Buyer of the date of each delivery", "notice of each delivery". */
const DATE_TOLD = String.raw`\b(?:notify|notifies|inform|informs|tell|tells|advise|advises)\b[^.;]{0,60}?\bof\s{1,8}the\s{1,8}(?:dates?|day|time)\s{1,8}of\s{1,8}(?:each|every|the|any)\s{1,8}(?:delivery|deliveries|shipment|dispatch)\b|\bnotice\s{1,8}of\s{1,8}(?:each|every)\s{1,8}(?:delivery|shipment|dispatch)\b`;

/**
 * Not a lead-in (its items read their own words, C6: "The Developer shall deliver the Game in the following milestones:"),
 * nor things handed back on termination or expiry (the owner's moulds returned, the work product handed over at the end:
 * Asset Use, Term & Termination).
 */
const NOT_HERE = String.raw`^(?![^]{0,600}:\s{0,8}$)(?![^]{0,600}\b(?:terminat\w*|expiry|expiration)\b)`;

const GOODS_DELIVERED = new RegExp(String.raw`${NOT_HERE}[^]{0,600}?(?:${BOUND_TO}(?:\s{1,8}up)?${TO_PARTY}${THING}|${DELIVERED_UP}|${DATE_TOLD})`, 'i');

/**
 * (h103t78; C149) A thing supplied, sold or guaranteed, said "delivered to" or "delivered at" a place after a comma:
 * "will supply, at its own cost, 400 swim caps and 400 T-shirts …, delivered to the Organiser's office in Charlestown by
 * 6 March", "sell to the Licensee the pieces it orders, delivered to its warehouse", "a minimum supply of 180 m³ per
 * day, delivered at the meter". The participle says where the goods are handed over, the Delivery row's gist, as "shall
 * deliver the chairs to" does (sets 1–78: the three such sentences, all Delivery). A price "delivered at" a place with
 * no supply named ("The price is SRD 38.50 per bag, delivered at the school") is the price's basis, left as read. Bounded
 * windows: linear.
 */
const SUPPLIED_AND_DELIVERED = /\b(?:suppl(?:y|ies|ied|ying)|sells?|sold|selling|guarantees?)\b[^.;]{0,240}?,\s{1,8}delivered\s{1,8}(?:free\s{1,8})?(?:to|at)\s{1,8}(?:the|its|his|her|their|our|your|[A-Z])/i;

/** A thing delivered, delivered up, or the date of each delivery told: Delivery (a cue; category-cue-lists.ts' CUES). */
export const GOODS_DELIVERED_CUES: readonly [RegExp, CategoryLabel][] = [[GOODS_DELIVERED, 'Delivery'], [SUPPLIED_AND_DELIVERED, 'Delivery']];

/**
 * The quantity handed over, fixed by a measure (issue 18, h90d): "Weights are those recorded on the Buyer's certified scale
 * in Port Vila", "The quantity delivered shall be determined by the barge's tank gauging", "Weight, quality and condition
 * shall be determined at the port of loading by an independent superintendent". How much was handed over is settled at
 * the handover: sets 1–68 label all 6 such sentences Delivery (sets 47, 48, 59, 60, 65, 68; one with Audits beside it),
 * 5 of which parley read without it. The sentence names the measure (a scale, a weighbridge, gauging, a meter, a tank, a
 * superintendent, an inspector or a surveyor): not a quantity of tickets or seats "determined by the Promoter". Strong:
 * the measure of the goods handed over names its subject outright. Bounded: linear.
 */
const QUANTITY_MEASURED = String.raw`^(?=[^]{0,400}\b(?:weigh\w{0,10}|scales?|weighbridges?|gaug\w{0,10}|meters?|measurements?|tanks?|superintendents?|inspectors?|surveyors?)\b)[^]{0,300}?\b(?:weights?|quantit(?:y|ies))\b[^.;]{0,60}?\b(?:is|are|shall\s{1,8}be|will\s{1,8}be)\s{1,8}(?:those\s{1,8}|that\s{1,8})?(?:recorded|determined|measured|established|ascertained|weighed)\b`;

export const QUANTITY_MEASURED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(QUANTITY_MEASURED, 'i'), 'Delivery']];
