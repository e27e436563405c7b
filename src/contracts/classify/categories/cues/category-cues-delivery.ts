/**
 * Delivery where no word says "deliver" (issue 18, h19recall): the service's gist is "how and when deliverables are
 * transferred", and works, plant and fulfilment contracts say it through the completion or commissioning the work
 * reaches by a date and the despatch of orders. Stated from how such clauses are drafted, with test sentences of
 * their own (`categories-delivery-acts.test.ts`). Not a milestone achieved (the reference gives "achieve Milestones …
 * by the corresponding Milestone Dates" Force Majeure alone, and no Delivery anywhere in its visible half). Bounded
 * patterns, linear on hostile text.
 * The Delivery cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by h28cues)
 * follow this file's own, each under a line naming its round; their tests are in `category-cues-delivery.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PEOPLE_CARRIED } from '../../lexicon/people-words.js';

/** What parties send each other rather than hand over: a dispatched notice is a communication. */
const MESSAGE = String.raw`(?:notices?|letters?|communications?|e-?mails?|correspondence|invoices?|statements?|reports?|demands?)`;

/**
 * What is sent as a message or as money, not carried as goods. Money a party draws in by its instalments, premiums or
 * dues ("collects the instalments from the Employer's account by direct debit") is a payment too (h52s50), and so is the
 * price an agent collects from the buyers ("collect the sale price from the buyers": issue 18, h73c56), and rents and
 * receipts, money or papers ("collects the rents from the tenants", "collect the expense receipts from the staff": hrev64).
 */
export const NOT_GOODS = String.raw`(?:payments?|prices?|fees?|rents?|money|moneys|monies|sums?|amounts?|tax(?:es)?|data|information|details|debts?|charges?|deposits?|revenues?|royalt(?:y|ies)|evidence|signatures?|feedback|notices?|reports?|invoices?|statements?|instal(?:l)?ments?|premiums?|contributions?|proceeds|receipts|commissions?|dues|arrears|levies|subscriptions?|takings)`;

/**
 * (issue 18, h109cat) What is collected from a place and is no goods handed over: waste taken away ("collect the waste
 * from the market containers at least twice a week", "collect the waste from the Hospital's central store": a cleaning or
 * disposal service, sets 67 and 76 label both with no Delivery) and a key fetched to open a hired place ("collect the key
 * from the hall booking secretary": set 30, Asset Use). Sets 1–85: the three such sentences the carriage cue read carry
 * no Delivery; the linen, husk, fabric and camels collected (sets 24, 33, 65, 72) keep it.
 */
const NOT_HANDED_OVER = String.raw`(?:waste|rubbish|refuse|garbage|litter|sludge|sewage|keys?)`;

/** What a service or a course delivers as its performance: delivering it is doing the work, no goods handed over. */
export const PERFORMANCE = String.raw`(?:services?|work|works|training|course|programmes?|programs?|project|results|outcomes?|benefits?|value|presentations?|lectures?|sessions?|notices?|reports?|invoices?|statements?|letters?)`;

/**
 * A risk passed to an insurer, an underwriter or an insurance company, or "to the attention of" someone (issue 18, hrev43;
 * h57left): cover or a message, no goods handed over. Read after "pass(es) to" by both cues of risk passing (this file's
 * and category-cue-lists.ts' "risk to the goods"). Only a risk: title or ownership passing in the same clause ("Title to the
 * Vessel shall pass to the insurer", "Title and risk in the goods pass to the Insurer on payment") is ownership passing,
 * a handover as to any buyer (a salvage, a total loss: hrev44; issue 18, h59left), so the lookbehind lets the cue stand
 * where "title" or "ownership" opens the clause. Not where the thing passes "to the attention" of someone: a message
 * whatever opens the clause ("The title of the report shall pass to the insurer's attention": issue 18, hrev45). Bounded (the lookbehind stops at a comma or a full stop).
 */
export const PASSED_TO_INSURER = String.raw`(?:(?<!\b(?:title|ownership)\s[^.;,]{1,160})\s{1,8}(?:(?:the|an?|its|their|his|her)\s{1,8})?(?:[\w-]{1,30}['’]s?\s{1,8})?(?:insurers?|underwriters?|reinsurers?|insurance\s{1,8}(?:company|companies|providers?|carriers?))\b|\s{1,8}(?:(?:the|an?|its|their|his|her)\s{1,8})?(?:[\w-]{1,30}['’]s?\s{1,8})?attention\b)`;

/** People right after the carriage's "of" or "for" (PEOPLE_CARRIED), or a space booked "for" them: no goods. Bounded. */
const PEOPLE_OBJECT = String.raw`\s+(?:(?:the|a|an|its|their|our|your|all|each|every|any)\s+)?(?:[\w-]+\s+)?${PEOPLE_CARRIED}\b`;
const NOT_PEOPLE = String.raw`(?!${PEOPLE_OBJECT})`;
const NOT_PEOPLE_AFTER = String.raw`(?!\s+for${PEOPLE_OBJECT})`;

/**
 * What is owned without being goods carried, right after the article: title to a right, to data, to the work's
 * deliverables or designs is the intellectual property's own subject ("title to the Intellectual Property in the
 * designs"). A lookahead, bounded.
 */
const NOT_GOODS_OWNED = String.raw`(?!(?:[\w-]+\s+){0,2}?(?:intellectual|copyright|patents?|trade\s?marks?|software|data|deliverables|rights?|works?|designs?)\b)`;

/**
 * The owner's or the bearer's keeping of what is owned or at risk, until an event ("Risk in the fruit stays with the
 * Grower until it is packed", "The Goods remain the property of the Seller until the Buyer resells them"): the "until"
 * names the moment title or risk passes (C74's passing; issue 18, h73c56). Not kept "at all times" (no passing: the
 * thing's owner, Asset Use in the sets), nor drawings, designs, documents or data kept until paid for (their
 * intellectual property). Bounded steps.
 */
// (issue 18, h111cat) "every" too, and the thing named in up to five words ("Title to every Part removed from the
// Aircraft remains with the Lessor until a replacement is installed").
const KEPT_UNTIL = String.raw`\b(?:title|risk|ownership)\s+(?:of\s+(?:accidental\s+)?(?:loss|damage)\s+)?(?:(?:in|to|of)\s+(?:the|each|every|all|any|such|its|their|your|our)\s+${NOT_GOODS_OWNED}(?:[\w-]+\s+){1,5}?)?(?:remains?|stays?|rests?|(?:shall|will)\s+(?:remain|stay|rest))\s+(?:vested\s+)?with\s+(?:[\w'’-]+\s+){1,4}?(?:until|till)\b|(?<!\b(?:drawings?|designs?|renders?|plans?|documents?|software|data|records|rights?|works?|reports?)\s{1,8}(?:and\s{1,8}[\w-]{1,30}\s{1,8})?)\b(?:remains?|(?:shall|will)\s+remain)\s+the\s+(?:sole\s+|exclusive\s+)?property\s+of\s+(?:[\w'’-]+\s+){1,4}?(?:until|till)\b`;

/** The words of carriage: "transport", "carriage", "freight". */
const CARRIAGE_WORD = String.raw`(?:transport|transportation|carriage|shipping|haulage|freight)`;
/** The verbs of arranging it, as alternatives (put in a group where they are read). */
const ARRANGE = String.raw`arrange|arranges|organi[sz]e|organi[sz]es`;
/** The modes goods travel by. */
const MODE = String.raw`(?:air|sea|road|rail|courier|truck|lorry|van)`;

/**
 * The carriage of goods said without "deliver" (round 2, h22cat; h73c56, h80c62, h85c63: DELIVERY_CUES reads these
 * parts as one pattern, each an alternative). Bounded steps: linear.
 */
const CARRIAGE_SAID: readonly string[] = [
  // "arrange the transport of the exhibits", "book carriage for the pallets".
  String.raw`\b(?:${ARRANGE}|book|books|provide|provides|pay\s+for)\s+(?:the\s+|for\s+the\s+)?${CARRIAGE_WORD}\s+(?:of|for)\b`,
  // The carriage last in a list of what is arranged: "arrange customs clearance, cold storage and onward transport of each container".
  String.raw`\b(?:${ARRANGE})\s+(?:[\w-]+,?\s+){1,8}?and\s+(?:onward\s+|inland\s+|local\s+)?${CARRIAGE_WORD}\s+(?:of|for)\b${NOT_PEOPLE}`,
  // Freight space booked on a carrier: "book space on scheduled cargo flights".
  String.raw`\b(?:book|books|booked|reserve|reserves)\s+(?:cargo\s+|freight\s+)?space\s+(?:on|aboard)\s+(?:[\w-]+\s+){0,4}?(?:flights?|vessels?|ships?|sailings?|aircraft|trucks?|trains?|barges?)\b${NOT_PEOPLE_AFTER}`,
  // Goods shipped with their mode: "ships the goods by sea".
  String.raw`\b(?:ship|ships|shipping)\s+(?:it\s+|them\s+|(?:the|each|all|every|its|their|your|our)\s+(?:[\w-]+\s+){0,2}?)by\s+${MODE}\b`,
  // Things collected from a place: "collect the empty kegs from each bar" (not money, data or messages: NOT_GOODS).
  // (issue 18, h109cat) Nor waste taken away nor a key fetched (NOT_HANDED_OVER).
  String.raw`\bcollect(?:s|ed)?\s+(?:the|all|any|each|every|its|their|soiled|used|empty|dirty|spent)\s+(?!(?:[\w-]+\s+){0,2}?(?:${NOT_GOODS}|${NOT_HANDED_OVER})\b)(?:[\w-]+\s+){0,2}?from\s+(?:the|its|each|every|our|your|their|[A-Z][\w-]*['’]s)\b`,
  // Goods collected by the buyer: "is to collect each lot at the packing shed", "shall collect released Goods" (not a
  // tax or a fee collected: "collect the VAT on goods supplied", "the parking lot fees").
  String.raw`\b(?:collect|collects|pick\s+up|picks\s+up)\s+(?:(?:each|the|your|its|every|all|any)\s+|(?=(?:rejected|released|stored|repaired)\s))(?!(?:[\w-]+\s+)?(?:${NOT_GOODS}|vat|gst|duty|duties)\s+(?:on|for|of)\b|goods\s+and\s+services\s+tax\b|parking\b)(?:rejected\s+)?(?:[\w-]+\s+){0,2}?(?:lots?|goods|costumes?|consignments?|parcels?|products?|barrels?|cattle|fruit|grain|timber|bales?|pallets?|shipments?|loads?|cargo)\b`,
  // (issue 18, h106c83) A consumer's bought items collected ("you collect your items from our warehouse": a layaway's or
  // a shop's handing over); not the collection named as the time of another act ("You pay when you collect your
  // items": the payment's moment, set 76).
  String.raw`(?<!\b(?:when|once|after|before|until|as\s{1,3}soon\s{1,3}as)\s{1,3}(?:you|they|we|the\s{1,3}[Bb]uyer|the\s{1,3}[Cc]ustomer)\s{1,3})\bcollect(?:s)?\s{1,3}(?:your|the|their|his|her|its|all)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:items|furniture|appliances|purchases)\b`,
  // "undertakes to deliver and install the kiosks" (not a service or a report: PERFORMANCE).
  String.raw`\b(?:undertakes?|agrees?)\s+to\s+deliver\b(?!\s+(?:the\s+|all\s+|its\s+)?(?:[\w-]+\s+)?${PERFORMANCE}\b)`,
  // "fill the bin and deliver it to the siding".
  String.raw`\bdeliver\s+(?:it|them)\s+to\s+(?:the|each|its|our|your)\b`,
  // "must not be moved by air".
  String.raw`\b(?:moved|carried|shipped|transported|sent|travel|travels)\s+by\s+${MODE}\b`,
  // "will deliver the bricks to the site", and a dashed obligation item "– deliver the sacks to the depot" (h85c63).
  String.raw`(?:\b(?:will|shall|must|is\s+to)\s+|^\s{0,3}[–—•-]\s{0,3})deliver\s+(?:the|all|each|every|its)\s+(?!(?:[\w-]+\s+){0,2}?${PERFORMANCE}\b)(?:[\w-]+\s+){1,3}?to\s+(?:the|each|its|our|your)\b`,
];

/**
 * (h105c82, C74) A property sold handed over on its day: possession taken on a date or on the day of possession or
 * completion ("The Buyer takes possession of the house on 1 June 2042"), the keys handed over on that day ("The Seller
 * hands over all keys to the Buyer on the day of possession"), the risk borne by one party until that day and by the
 * other from it ("Until the day of possession the Seller bears the risk of the house, and from that day the Buyer bears
 * it"): the sold thing's transfer (the Delivery row; C74's risk passing). Not a tenant's possession or keys at a lease's
 * start or end (no day of possession or completion named; C12's Asset Use). Bounded windows: linear.
 */
const POSSESSION_DAY = String.raw`(?:the\s{1,3}day\s{1,3}of\s{1,3}(?:possession|completion|transfer)|completion)`;
/** The keys handed over on the day of possession (the strong cue's and the veto's one phrase). */
const KEYS_ON_POSSESSION_DAY = String.raw`\bhands?\s{1,3}over\s{1,3}(?:all\s{1,3})?(?:the\s{1,3})?keys\b[^.;]{0,60}?\bon\s{1,3}${POSSESSION_DAY}`;
/**
 * (issue 18, h106c83; C12's "Delivery is the goods handed over") Bought goods handed over by their collection or kept by
 * the seller until paid: a key-facts row "Collection: <when>" ("Collection: within 14 days after your last payment"),
 * the items checked when collected ("Check your items when you collect them"), the items kept in the seller's store
 * until the buyer has paid ("We keep the items you choose in our store until you have paid the total price": the
 * handing over's time). Not money or data collected (no such row; the items named). (h106mendM, review h106rev2's
 * finding 5) A row's figure is its date ("Collection: 12 March", "Collection: 12/03/2027"), not any figure ("Collection: 5%
 * of the price per month", "Collection: 2 reminders" are no handing over). Anchored or bounded: linear.
 */
/**
 * The goods a consumer buys and collects, and who buys them (GOODS_COLLECTED's two readings). The one home of the bought
 * goods' nouns (h107and), singular or plural: category-cues-payment.ts reads a payment as the moment of their keeping or
 * collection by them through GOODS_KEPT_OR_COLLECTED, built from it below.
 */
const BOUGHT_GOODS = String.raw`(?:items?|goods|furniture|appliances?|purchases|products?)`;
/** The verb's object, up to three words, then a bought thing: "keep your layaway items", "hold the goods". */
const TO_BOUGHT_GOODS = String.raw`\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?${BOUGHT_GOODS}\b`;
/** Bought goods kept, held or stored by the seller ("We keep the items you choose in our store"). */
const GOODS_HELD = String.raw`\b(?:keeps?|kept|holds?|held|stores?|stored)${TO_BOUGHT_GOODS}`;
/** Bought goods kept or collected (h107and; review h106rev3's finding 6): the verb, up to three words, a bought thing. */
export const GOODS_KEPT_OR_COLLECTED = String.raw`(?:${GOODS_HELD}|\bcollect(?:s|ed|ing)?${TO_BOUGHT_GOODS})`;
const THE_BUYER = String.raw`(?:you|they|the\s{1,3}[Bb]uyer|the\s{1,3}[Cc]ustomer)`;
const GOODS_COLLECTED = String.raw`^\s{0,3}(?:[Cc]ollection|COLLECTION)(?:\s{1,3}(?:of\s{1,3}(?:the\s{1,3})?(?:goods|items|furniture)|date|period))?\s{0,3}:\s{0,3}(?:within|on|by|from|after|at|no\s{1,3}later|\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,3}\s{1,3}(?:working\s{1,3}|business\s{1,3})?days?\b)|\b${BOUGHT_GOODS}\b[^.;]{0,60}?\b(?:when|once|after)\s{1,3}${THE_BUYER}\s{1,3}(?:collects?|picks?\s{1,3}up)\s{1,3}them\b|${GOODS_HELD}[^.;]{0,80}?\buntil\s{1,3}(?:you|the\s{1,3}[Bb]uyer|the\s{1,3}[Cc]ustomer)\s{1,3}(?:have|has)\s{1,3}paid\b`;
export const GOODS_COLLECTED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(GOODS_COLLECTED), 'Delivery']];

/**
 * (h107cat, C188) The client's own goods handed back after the work on them — returned or collected "finished",
 * "completed", "cleaned", "repaired", "tanned" …, returned when the work is completed ("shall complete the work and
 * return the carpets within 45 days after receiving them"), and a cremation's ashes returned ("We return the ashes
 * within 10 working days after collection") — are the work's product handed over, Delivery (the Delivery row: how and
 * when it is transferred; sets 19, 30 and 33 read "return the clean linen within 24 hours of collection", "return each
 * completed Case", "collect the finished fabric" so). Not a thing lent or let returned empty or as it was ("return the
 * empty Barrels": C12's Asset Use), not a non-collection that opens a fee ("If the Client does not collect the finished
 * leather within that period, the Tanner may charge a storage fee"), nor the return as the time of a payment ("You must
 * pay the full price before we return the ashes"). Lookbehinds bounded: linear.
 */
const WORKED = String.raw`(?:finished|completed|processed|repaired|restored|cleaned|clean|washed|laundered|tanned|dyed|re-?dyed|dressed|bound|framed|altered|serviced)`;
const PROCESSED_RETURNED = String.raw`(?<!\b(?:not|never|fails?\s{1,3}to|failing\s{1,3}to)\s{1,3})(?<!\b(?:before|after|until|till|when|once)\s{1,3}(?:we|you|it|they|he|she|the\s{1,3}[\w-]{1,30})\s{1,3})\b(?:return|returns|returning|collect|collects|collecting|deliver\s{1,3}back|hand\s{1,3}back|hands\s{1,3}back)\s{1,3}(?:the|each|all|every|its|your|their|his|her)\s{1,3}${WORKED}\s{1,3}[\w-]{2,30}\b|\b(?:complete|completes|finish|finishes)\s{1,3}the\s{1,3}(?:work|works|repairs?|job|cleaning)\s{1,3}and\s{1,3}(?:return|returns|hand\s{1,3}back|hands\s{1,3}back)\s{1,3}(?:the|each|all|its|their|your)\s{1,3}[\w-]{2,30}\b|(?<!\b(?:before|after|until|till|when|once)\s{1,3}(?:we|you|it|they|the\s{1,3}[\w-]{1,30})\s{1,3})\b(?:return|returns)\s{1,3}(?:the|your|its|their)\s{1,3}(?:pet['’]s\s{1,3})?ashes\b`;
export const PROCESSED_RETURNED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(PROCESSED_RETURNED, 'i'), 'Delivery']];

export const SALE_POSSESSION_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A possession taken on a date is a sale's only where the sentence's first 400 characters say so (a tenant takes
  // possession of a flat on its date too: C12; review h105rev2b).
  [new RegExp(String.raw`\btakes?\s{1,3}possession\s{1,3}of\s{1,3}(?:the|its|his|her)\s{1,3}[\w-]{1,30}(?:\s{1,3}[\w-]{1,30})?\s{1,3}on\s{1,3}(?:(?<=^[^]{0,400}\b(?:sells?|sold|sale|[Bb]uyers?|purchas\w*|completion)\b[^]{0,400})(?:\d{1,2}\s{1,3}[A-Z][a-z]{2,8}\s{1,3}\d{4}|[A-Z][a-z]{2,8}\s{1,3}\d{1,2},?\s{1,3}\d{4})|${POSSESSION_DAY})|${KEYS_ON_POSSESSION_DAY}|\b[Uu]ntil\s{1,3}${POSSESSION_DAY}\b[^.;]{0,40}?\bbears?\s{1,3}the\s{1,3}risk\b|\bbears?\s{1,3}the\s{1,3}risk\b[^.;]{0,80}?\buntil\s{1,3}${POSSESSION_DAY}`), 'Delivery'],
];
/** The keys handed over on the day of possession are the sale's transfer, no hired thing's use (category-cue-vetoes.ts). */
export const SALE_POSSESSION_VETOES: readonly [RegExp, CategoryLabel][] = [[new RegExp(KEYS_ON_POSSESSION_DAY), 'Asset Use']];

export const DELIVERY_CUES: readonly [RegExp, CategoryLabel][] = [
  ...SALE_POSSESSION_STRONG_CUES,
  // The work handed over complete: "shall achieve Practical Completion by 30 June", "achieve commissioning of the
  // Plant within 270 days", "achieve commercial operation by 1 May", "shall commission the turbines within 90 days".
  // "Commission" the verb, after its modal: the noun ("pay the Agent commission each quarter on units sold") is a fee (hrev11).
  [/\bachieve\s+(?:the\s+)?(?:substantial\s+|practical\s+|mechanical\s+|final\s+)?(?:completion|commissioning|taking[\s-]over|handover|hand-over|commercial\s+operation)\b|\b(?:shall|will|must|to|and)\s+commission\s+(?:the|each|all|its)\s+(?:[\w-]+\s+){0,2}?(?:plant|works|turbines?|chargers?|equipment|system|units?|facility|line)\b/i, 'Delivery'],
  // Orders sent out: "orders received before noon are despatched the same day", "shall ship each order within two
  // days", "pick, pack and dispatch the Goods". Not "dispatch" as a noun ("prosecute the voyages with utmost
  // dispatch", "inspect the materials before dispatch", a flight's dispatch), nor a date named in passing ("twenty
  // years from the Commercial Operation Date" is the term).
  // Nor a message sent ("a notice … is deemed received two days after it is dispatched", "dispatch the invoice"): that
  // is how the parties communicate (Communication), and nothing of the work is handed over.
  [new RegExp(String.raw`\b(?:despatch|dispatch)\s+(?:the|each|every|all|any|its)\b(?!\s+${MESSAGE})|(?<!\b${MESSAGE}\b[^.;]{0,80})\b(?:despatched|dispatched)\b|\bship(?:s|ped)?\s+(?:each|every|all|the)\s+(?:[\w-]+\s+){0,2}?(?:orders?|goods|products|consignments?|shipments?|units)\b`, 'i'), 'Delivery'],
  // Title or risk in goods passing from one party to the other is their transfer (docs/contracts.md, "Readings
  // settled": "title passes back to the Seller on collection" → Delivery): "Title to the Goods passes to the Buyer on
  // payment", "Risk in the Commodity passes to the Customer", "ownership of and risk in the Goods pass to the Buyer".
  // Not title to a right, to data or to the work's deliverables ("title to the Intellectual Property in the designs"):
  // that is the IP's own subject. C74 (h56conv): "the risk of accidental loss passes to the Client",
  // "risk of loss to the parts shall pass from Supplier to Purchaser" too (sets 1–51: 41 of 41 such sentences Delivery). Not a
  // risk passed to an insurer ("the risk of loss to the Customer passes to the insurer under the policy": cover, no
  // goods handed over) nor "to the attention of" someone (issue 18, hrev43), nor, written "risk to … shall pass to", to a
  // party's insurer or an insurance company ("Any risk to the Vessel shall pass to the Owner's insurers", "to the
  // insurance company on payment of the premium": issue 18, h57left); title passing to an insurer is a handover (h59left).
  // (issue 18, h90d) And "the risk of loss of or damage to the said boat and its gear shall pass to the Purchaser": the
  // loss "of or damage to", four words of the thing.
  // Also where the title first stays with the giver until an event and then passes ("Title to the Goods remains with the
  // Seller until payment, and passes to the Buyer on payment": issue 18, h65c53; sets 5–53 label every title passing to the
  // other party Delivery, 11 sentences).
  // (issue 18, h111cat) The thing also named without an article, after "every", or by a pronoun ("Title to replacement
  // parts passes to the Customer", "provided that title to it passes to the Lessor"; sets 1–87: 17 of 18 sentences of
  // title passing so Delivery, the other an asset passing on an exit, 4 missed).
  [new RegExp(String.raw`\b(?:title|risk|ownership)\s+(?:(?:of\s+)?(?:and|or)\s+(?:title|risk|ownership)\s+)?(?:of\s+(?:accidental\s+)?(?:loss|damage)\s+(?:(?:of\s+)?(?:or|and)\s+damage\s+)?)?(?:(?:in|to|of)\s+(?:and\s+(?:to|in)\s+)?(?:(?:it|them)\s+|(?:(?:the|each|every|all|any|such|rejected)\s+)?${NOT_GOODS_OWNED}(?:[\w-]+\s+){1,5}?))?(?:remains?\s+with\s+(?:[\w-]+\s+){1,6}?(?:until|till)\s+(?:[\w-]+\s+){0,3}?[\w-]+,?\s+and\s+(?:then\s+)?)?(?:shall\s+|will\s+)?pass(?:es|ed)?\s+(?:back\s+)?(?:from\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?to\b(?!${PASSED_TO_INSURER})`, 'i'), 'Delivery'],
  // (h80c62) The same passing said of the thing: "When you have made the last payment, the system becomes your property",
  // "the Goods shall become the property of the Buyer on delivery" (ownership passing to the other party, as "title
  // passes to"). Not rights, data, deliverables or work (NOT_GOODS_OWNED), nor improvements, alterations, fixtures or
  // materials of a report that become the other's (a lease's or a commission's own subjects). Bounded: linear.
  [new RegExp(String.raw`\b(?:the|each|all|any|such)\s{1,8}${NOT_GOODS_OWNED}(?!(?:[\w-]{1,30}\s{1,8}){0,2}?(?:improvements?|alterations?|additions?|fixtures?|fittings?|information|materials?|documents?|reports?|results?|inventions?|records)\b)(?:[\w-]{1,30}\s{1,8}){1,2}?(?:becomes?|(?:shall|will)\s{1,8}become)\s{1,8}(?:the\s{1,8}(?:sole\s{1,8}|absolute\s{1,8})?property\s{1,8}of|(?:your|its|their|his|her)\s{1,8}(?:own\s{1,8})?property)\b`, 'i'), 'Delivery'],
  // (issue 18, h85c63) A quantity of goods by weight, volume or pack handed over: "undertakes to bring to the Mill not less
  // than 80 tonnes of olives", "shall return to the Grower 38 kilograms of dry beans for every 100", "supplies 500 litres
  // of milk a day". The measure makes the thing goods carried. Not hours or days of a service ("supplies 40 hours of
  // support"), nor money ("return to the Client 200 dollars of the deposit"): the units are goods' own. Bounded: linear.
  [/\b(?:bring|brings|deliver|delivers|return|returns|supply|supplies|hand\s{1,8}over|hands\s{1,8}over)\s{1,8}(?:to\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8}(?:[\w'’-]{1,30}\s{1,8})?)?(?:not\s{1,8}(?:less|more)\s{1,8}than\s{1,8}|at\s{1,8}least\s{1,8}|up\s{1,8}to\s{1,8}|about\s{1,8})?\d[\d.,]{0,12}\s{0,8}(?:tonnes?|tons?|kilograms?|kilos?|kg|quintals?|litres?|liters?|hectolitres?|sacks?|bales?|crates?|head)\s{1,8}of\b/i, 'Delivery'],
  // (issue 18, h85c63) Things handed over, received or taken at a party's place of work, or carried in its own vehicles:
  // "the rugs are handed over to the Cleaner at the Owner's house", "The Dryer receives the wet grain at its yard",
  // "takes the rugs from the hotel and returns them in its own van". The place or the vehicle makes the handover a
  // physical one. Not people taken or received there ("receives the guests at its lodge": PEOPLE_CARRIED), nor money,
  // papers or messages (NOT_GOODS), nor an office (papers and callers are received there). Bounded: linear.
  [new RegExp(String.raw`\b(?:is|are|be|been)\s{1,8}handed\s{1,8}over\s{1,8}to\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8}at\s{1,8}(?:the|its|their|his|her|our|your|[\w-]{1,30}['’]s)\b|\b(?:receives?|takes?|collects?|returns?)\s{1,8}(?:the|its|their|all|each|every)\s{1,8}(?!(?:[\w-]{1,30}\s{1,8}){0,2}?(?:${PEOPLE_CARRIED}|${NOT_GOODS})\b)(?:[\w-]{1,30}\s{1,8}){1,2}?(?:at|from)\s{1,8}(?:the|its|their|his|her|our|your)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:centres?|centers?|hotels?|plants?|yards?|warehouses?|depots?|stations?|mills?|farms?|premises|sheds?|stores?|workshops?|factory|factories)\b|\b(?:returns?|delivers?|carries|carry|transports?)\s{1,8}(?:it|them)\s{1,8}in\s{1,8}(?:its|their|his|her|our|your)\s{1,8}own\s{1,8}(?:vehicles?|vans?|trucks?|lorries|lorry)\b`, 'i'), 'Delivery'],
  // (issue 18, h85c63) The carriage cue's "shall deliver the … to the …" reads a dashed obligation item the same way
  // ("– deliver the sacks to the depot within two days"): the item's verb stands for the modal of its list's lead-in.
  // (issue 18, h73c56) Kept with the giver until an event, the passing named by its moment alone (KEPT_UNTIL; sets 4–56
  // label 6 of the 7 such sentences Delivery, the seventh a hire-purchase's goods kept until paid and the option used).
  [new RegExp(KEPT_UNTIL, 'i'), 'Delivery'],
  // Said without the category's word, round 2 (h22cat):
  // Delivery: goods carried or collected — "arrange the transport of the exhibits", "book carriage for the pallets",
  // "collect the empty kegs from each bar", the buyer collecting what it bought ("is to collect each lot at the
  // packing shed", "can collect your parcel", "shall collect rejected Goods": h63asset, sets 29–46 label 7 of the 8
  // sentences of this shape Delivery; (h80c62) goods collected by their state alone too ("shall collect released Goods
  // within two hours", "collects stored pallets"); not money or a tax on them, "collect the VAT on goods supplied", "the tax on
  // products", "the goods and services tax", nor "the parking lot fees": review hrev54), "undertakes to deliver and install the kiosks", "will deliver the bricks
  // to the site", "fill the bin and deliver it to the siding", "must not be moved by air". Not money, data or messages collected ("collect the rent from tenants"), and not a service or a
  // report delivered ("shall deliver the Services", "deliver the training"): that is the work or a communication.
  // (issue 18, h73c56) And the carriage said in a list of what is arranged ("arrange customs clearance, cold storage and
  // onward transport of each container"), freight space booked on a carrier ("We book space on scheduled cargo flights",
  // "shall reserve space aboard the first available vessel") and goods shipped with their mode ("consolidate them and
  // ship them by air", "ships the goods by sea"): how the goods are carried to the other side. Not space booked at a
  // venue or on a website, nor people carried (the verb "ship" carries goods; hrev64: "arrange accommodation, meals and
  // transport for the delegates", "reserve space aboard the vessel for the guests" carry people, NOT_PEOPLE).
  [new RegExp(CARRIAGE_SAID.join('|'), 'i'), 'Delivery'],
  // Said without the category's word, round 3 (h24rec):
  // Delivery: goods received, loaded or loaded out, handed over on a record, a load rejected — "shall receive the
  // Depositor's grain at the scale house", "will load trucks supplied by the Buyer", "at least 48 hours' notice of each
  // load-out", "a handover protocol shall record the quantity", "may reject any load that does not meet". Not money,
  // notices or information received (a payment's, a message's), nor a load weighed (a measure, often reported).
  [/\b(?:receive|receives|load|loads|unload|unloads)\s+(?:the\s+|all\s+|each\s+|every\s+|any\s+)?(?:[A-Z][\w-]*['’]s\s+)?(?:[\w-]+\s+){0,2}?(?:grain|goods|cargo|trucks?|lorries|containers?|pallets?|consignments?|loads?|crops?|grapes|fruit|produce|livestock|cattle|timber|cane|beet|milk|ore|coal|logs|rail\s+cars?|wagons?|vehicles?)\b|\bload-?outs?\b|\bhand-?over\s+(?:protocol|certificate|note|record|report|sheet)\b|\breject\s+(?:any|the|a|each)\s+(?:[\w-]+\s+)?(?:load|consignment|delivery|shipment|batch|lot|truckload)\b/i, 'Delivery'],
  // (h28s35c) The documents that go with a delivery ("Each consignment is accompanied by a delivery note", "a clean bill
  // of lading", "an air waybill") and the risk that passes at the handover or is borne on the way ("From the moment of
  // collection the Buyer bears the risk of loss", "bears the risk of damage during transport"). Not the bill of lading
  // as the document a payment is made against, nor a guarantee period counted from it: those are the payment's and the
  // warranty's own subjects. Nor a missing note requested ("request the missing delivery notes in writing"): a
  // communication about the document, not its delivery. (issue 18, h73c56) Nor the bill of lading as the contract of
  // carriage a charter party speaks of: bills the master signs or the carrier issues ("The master shall sign bills of
  // lading as presented"), a bill that conflicts with the charter or that the charter prevails over, or the Hague-Visby
  // Rules incorporated into it: the carriage's paperwork or its precedence, no goods handed over (sets 45 and 56 label
  // none of the four such sentences Delivery).
  [/^(?![^]*\b(?:pay|pays|paid|payment|payable|invoices?|guarantee\s+period|indemnif\w*|conflicts?|inconsisten\w*|prevails?|incorporated|Hague|Visby)\b)[^]*?(?:(?<!\b(?:request|requests|requested|requesting|ask\s{1,64}for|asks\s{1,64}for|missing)\s{1,64}(?:the\s{1,64}|any\s{1,64}|a\s{1,64})?(?:[\w-]{1,64}\s{1,64})?)(?:\b(?:consignment|delivery)\s+notes?\b|(?<!\b(?:sign|signs|signed|signing|issue|issues|issued|issuing)\s{1,8}(?:the\s{1,8}|all\s{1,8}|any\s{1,8})?)(?:\bbills?\s+of\s+lading\b|\b(?:air\s+)?waybills?\b))|\bfrom\s+the\s+(?:moment|time)\s+of\s+(?:the\s+)?(?:handover|hand-over|delivery|collection|receipt)\b[^.;]{0,80}?\brisk\b|\brisk\s+of\s+(?:[\w,-]+\s+){0,4}?(?:loss|damage)\b[^.;]{0,40}?\b(?:during|in)\s+(?:transit|transport|carriage)\b)/i, 'Delivery'],
  // (issue 18, h104c79) Things shipped or landed: "ships" with its goods as a pronoun after the supply that names them
  // ("supplies the roofing materials, tanks and pipes and ships them to the island"), "shipping the goods", materials
  // shipped ("will ship the Materials on dry ice by a courier"), and goods or materials landed at a place ("land the
  // materials on the island by the government ship and store them"): the goods carried to where they are handed over,
  // as "ship the Goods" is (the Delivery row: ship, carrier). Sets 33, 48 and 79 label their four such sentences
  // Delivery. Not a right to ship one's own things elsewhere ("may ship the Samples to its laboratory": their use), nor
  // people, nor money. Bounded words between: linear.
  [/(?<!\bmay\s{1,8})\b(?:ships|ship|shipping)\s{1,8}them\s{1,8}(?:to|by)\b|\bshipping\s{1,8}(?:the|all|each|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:goods|products?|orders?|consignments?|materials?|cargo)\b|(?<!\bmay\s{1,8})\bships?\s{1,8}(?:the|all|each|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?materials?\b|\b(?:land|lands|landing)\s{1,8}(?:the|all|its|their|each)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:goods|materials?|cargo|consignments?|equipment|supplies)\s{1,8}(?:on|at|in)\b/i, 'Delivery'],
  // (h104c79) Copies, prints, files, goods or products a party hands over to the other ("The Licensors hand over
  // high-resolution files of the chosen photographs on a USB drive within 20 days", "The Printer shall hand over the
  // bundled copies to the Publisher's vehicles at the press gate"): the things it makes or sells changing hands, as
  // "deliver" says (sets 30 and 79 label their two such sentences Delivery). Not on the contract's end or a withdrawal
  // ("On termination the Agent shall hand over all files": what the ending returns, Term & Termination's), nor premises,
  // land, a vessel or records (the thing let, the records' own rows). Anchored window, bounded words: linear.
  [/^(?![^]{0,600}?\b(?:terminat\w*|expir\w*|ends?|ended|withdraw\w*|cancel\w*)\b)[^]{0,400}?\bhand(?:s|ed)?\s{1,8}over\s{1,8}(?:to\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8})?(?:the|all|its|their|each|any|every)?\s{0,8}(?:[\w'’-]{1,30}\s{1,8}){0,3}?(?:copies|prints|files|goods|products)\b/i, 'Delivery'],
];

/**
 * (h30c39) Documents handed over are no Delivery (the gist: how and when the deliverables are transferred): the
 * documents a sale completes by ("At Completion the Sellers shall deliver to the Buyer:" its transfers, certificates
 * and books; "At Closing, Seller shall deliver a bill of sale") and accounts, certificates, deeds or records delivered
 * ("shall prepare the Completion Accounts and deliver them to the Sellers"). A veto (category-cue-vetoes.ts' ALL_VETOES): the
 * learned model's Delivery goes with the cue's, unless the sentence names goods, products or other things carried,
 * or possession handed over ("deliver possession of the van on Completion" is Delivery: categories-seventh-set.test.ts).
 * Case-sensitive "Completion"/"Closing": the defined event of a sale, not a work's completion in small letters.
 * Windows bounded: linear.
 */
// Either case of the first letter: the veto's pattern is case-sensitive (for "Completion"), and a defined "Goods" or
// "Equipment" is as carried as "goods" (hrev25: "At Completion the Seller shall deliver the Goods" was vetoed). Not a
// defined "Property" or "Premises": a sale's title deeds are "of the Property" (categories-set-39.test.ts).
const CARRIED = String.raw`(?:[Gg]oods|[Pp]roducts?|[Ee]quipment|[Mm]aterials?|[Cc]argo|[Cc]onsignments?|[Ss]hipments?|[Uu]nits|[Pp]lant|[Mm]achinery|[Vv]ehicles?|[Ss]tock|[Pp]allets?|[Cc]ontainers?|[Ss]amples?|[Hh]ardware|[Ii]tems|[Pp]ossession|premises|property|[Vv]ans?|[Vv]essels?|[Aa]ircraft|[Kk]eys)`;
/**
 * Things carried to a place or by a carrier (h31rev): "deliver the documents to the Customer's office by courier", "the
 * ordered books to the library", "the musical instruments to the concert hall": a carrier or a destination makes the
 * delivery a physical one, whatever is carried. Not in a sentence of a sale's Completion or Closing: "At Completion …
 * deliver the share certificates to the office of the Buyer's solicitors" hands over the sale's documents. Not "by
 * hand" or "by post": documents and notices travel so ("deliver the signed accounts to the Buyer by hand"; hrev26).
 */
const CARRIED_TO = String.raw`(?:\bby\s+(?:courier|van|lorry|truck|road|rail|air|sea)\b|\bto\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:office|offices|library|centre|center|hall|warehouse|site|depot|store|shop|school|venue|address|port|airport)\b)`;
export const DELIVERY_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,400}\b${CARRIED}\b)(?!(?![^]{0,400}\b(?:Completion|Closing)\b)[^]{0,400}${CARRIED_TO})[^]{0,300}?(?:\b(?:[Aa]t|[Oo]n|[Bb]efore|[Aa]fter|[Ww]ithin\s+[\w-]+\s+(?:days|weeks|months)\s+after)\s+(?:the\s+)?(?:Completion|Closing)\b(?!\s+(?:of\s+the\s+)?(?:Works|Services|Project))[^]{0,200}?\b[Dd]eliver|\b[Dd]eliver(?:s|ed|ing)?\b[^.;:]{0,200}?\b(?:[Aa]t|[Oo]n|[Bb]efore|[Aa]fter)\s+(?:the\s+)?(?:Completion|Closing)\b|\b[Dd]eliver(?:s|ed|ing)?\s+(?:or\s+cause\s+to\s+be\s+delivered\s+)?(?:to\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+)?(?:the\s+|a\s+|an\s+|all\s+|any\s+|each\s+|its\s+|their\s+|duly\s+)?(?:[\w-]+\s+){0,3}?(?:accounts|certificates?|deeds?|books|minutes|resignations?|documents?|instruments?|copies|registers?|resolutions?|title\s+deeds)\b)`), 'Delivery'],
];
