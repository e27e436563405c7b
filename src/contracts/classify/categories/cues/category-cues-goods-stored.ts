/**
 * Goods brought into storage, and taken out by a carrier (issue 18, h59c52): the gist of Delivery is "how and when
 * the deliverables are transferred", and a custody, consignment or storage contract transfers its goods by bringing
 * them to the keeper's warehouse or vault and by releasing them to a carrier. A storage place as the destination makes
 * the delivery a physical one, whatever the thing is called ("deliver the works to our warehouse", "delivers the metal
 * to the Custodian's vault"): the Delivery cues of category-cues-delivery.ts read "the works" as a service performed.
 * Sets 1–52 label every such clause with a modal or present-tense "deliver" Delivery (sets 1, 19, 22, 37 and 52: 6 of
 * 6); a definition of goods "delivered to the Warehouse" (set 9) is not one (no "deliver(s)" before an object), nor a
 * prohibition of what the client may deliver (set 41: "shall not deliver to the warehouse any hazardous goods", no
 * object before "to"). Goods carried "by insured transport" or "by armoured carrier" are carried: the way the goods
 * travel, Delivery; the word "insured" there qualifies the carriage, no insurance a party takes out (Insurance vetoed
 * where nothing else in the sentence insures). A document signed and then delivered ("sign the Lease and deliver it to
 * the Developer's solicitors") is a document handed over, no goods (C8's side: category-cues-delivery.ts' veto of
 * documents delivered reads "deliver the documents", not "deliver it" after the signature). Bounded patterns, linear on
 * hostile text. Tests: `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A place goods are kept in: a warehouse, a vault, a depot, a store, a bonded store (category-cues-use-given.ts' too). */
export const STORE = String.raw`(?:warehouses?|vaults?|strong-?rooms?|depots?|stores|store|storerooms?|storage\s+(?:facilit(?:y|ies)|premises|area)|bonded\s+(?:premises|warehouses?|stores?))`;

/**
 * The store's people or its office, named by the store word ("deliver the monthly statement to the Warehouse Manager",
 * "deliver its presentation to the stores' managers"): a paper or a talk handed to a person, no goods brought into the
 * store (issue 18, hrev45). Read right after the store word. Bounded.
 */
const STORE_PEOPLE = String.raw`['’]|\s{1,8}(?:managers?|keepers?|supervisors?|staff|teams?|committees?|personnel|employees?|operators?|clerks?|officers?|directors?|department|office|accounts?|meetings?|systems?|software|database)\b`;

/** A carriage named by its protection: insured, armoured or secure transport. */
const GUARDED_CARRIAGE = String.raw`(?:insured|armou?red|secure)\s{1,8}(?:transport|transit|couriers?|carriers?|carriage|shipments?|freight|vehicles?|vans?)`;

export const GOODS_STORED_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bdeliver(?:s|ing)?\s{1,8}(?:the|all|each|every|its|their|his|her|your|our|any)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,3}?to\s{1,8}(?:the\s{1,8}|our\s{1,8}|your\s{1,8}|its\s{1,8}|their\s{1,8})?(?:[A-Z][\w-]{0,40}['’]s?\s{1,8})?(?:[\w-]{1,40}\s{1,8}){0,2}?${STORE}\b(?!${STORE_PEOPLE})|\b(?:by|via|in|under)\s{1,8}(?:an?\s{1,8})?${GUARDED_CARRIAGE}\b`, 'i'), 'Delivery'],
  // (h80c62) Goods taken into and out of the store by their own words (issue 18, set 62's cause): the check made "on
  // receipt" or "on arrival" of what arrives ("3.2 On receipt, the Operator shall check each pallet"), goods released
  // from the store or against a delivery order ("Goods shall be released only against a delivery order", "shall
  // release the pallets to the carrier": the active verb with the one it releases to; "shall receive, store, pick and
  // release the Goods at the Warehouse" lists the keeper's services, which set 62 labels none), and a supply delivered at its point ("delivered at the meter", "at the
  // delivery point"). Not goods released once the sums due are paid or on termination (sets 38 and 41: Term &
  // Termination and Payment Terms & Billing, no Delivery), nor a lien's sale. Anchored or bounded: linear.
  [new RegExp(String.raw`^\W{0,8}(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?\s{1,8})?(?:On|Upon)\s{1,8}(?:receipt|arrival)\s{0,8},(?=[^.;]{0,200}?\b(?:goods|pallets?|consignments?|lots?|cartons?|containers?|products?|stock|cargo)\b)|\bdelivery\s{1,8}orders?\b|^(?![^]{0,400}\b(?:paid|pay|payment|sums|terminat\w*|expiry|expires|lien)\b)[^]{0,300}?\b(?:(?:release|releases|releasing)\s{1,8}(?:the\s{1,8}|any\s{1,8}|all\s{1,8})?(?:[\w-]{1,30}\s{1,8})?(?:goods|pallets|stock|cargo|consignments?)\s{1,8}to\s{1,8}(?:the|its|a|an|any|[A-Z][\w-]{0,30})|(?:goods|pallets|stock|cargo|consignments?)\s{1,8}(?:shall|will|may|must|are)\s{1,8}(?:only\s{1,8})?(?:be\s{1,8})?released)\b|\bdelivered\s{1,8}at\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:meters?|(?:delivery|supply|connection|entry)\s{1,8}points?|outlet|inlet|boundary)\b`, 'i'), 'Delivery'],
];

export const GOODS_STORED_VETOES: readonly [RegExp, CategoryLabel][] = [
  // "insured" only as the carriage's word: no insurance said where no other word of the sentence insures. Only the
  // carriage the goods travel by (the cue's "by", "via", "in", "under"): vehicles a party must keep insured ("shall
  // maintain insured vehicles for its drivers") are motor insurance required (issue 18, hrev45).
  [new RegExp(String.raw`^(?![^]{0,800}\binsur(?!ed\s{1,8}(?:transport|transit|couriers?|carriers?|carriage|shipments?|freight|vehicles?|vans?)\b))[^]{0,800}?\b(?:by|via|in|under)\s{1,8}(?:an?\s{1,8})?${GUARDED_CARRIAGE}\b`, 'i'), 'Insurance'],
  // A document signed, then delivered, where the sentence names no goods.
  [/^(?![^]{0,400}\b(?:goods|products?|equipment|cargo|consignments?|materials|stock)\b)[^]{0,400}?\b(?:sign|signs|signed|execute|executes|executed|countersign|countersigns)\s{1,8}(?:the|this|each|a|an|its|their|both)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,2}?(?:and|then)\s{1,8}(?:promptly\s{1,8})?deliver(?:s)?\s{1,8}(?:it|them|each|both)\b/i, 'Delivery'],
];
