/**
 * Asset Use for the other party's things handed back or destroyed when the work or the contract ends (issue 18,
 * h46cat): "shall return or destroy all unused Study Drug", "must return every terminal we supplied", "return to the
 * Owner all the wool in its custody", "return all unused Customer Materials". C12 reads a leased or lent asset's return
 * as Asset Use; materials, samples, cards and devices entrusted for the work are the owner's assets in the other's hands,
 * and their return or destruction at the end says so (sets 29, 33, 39, 43, 46 and 48 label it Asset Use beside the
 * termination; sets 1–48 label 14 of the 17 sentences of this shape so). Not information, data or confidential
 * material (Confidentiality), nor goods bought or sold (a sale's return is Delivery or Warranties: "goods" and
 * "products" are not in the list). Strong (category-cue-lists.ts' STRONG_CUES): the sentence's termination is its first
 * subject, and the return a second one that a plain cue beside the model's odds would not clear. Stated from how
 * supply, processing, clinical and card contracts are drafted, with sentences of their own
 * (`categories-entrusted-returns.test.ts`). Bounded windows, no nested unbounded quantifiers: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { HELD, OWNERS_POSSESSIVE } from './category-cues-assets.js';
import { GOODS_CONTAINER } from './containers.js';

/** A thing's records, lists or reports named after it ("consignment inventory records"): information, not the thing (hrev52). */
/** The papers named after a thing: one list for the consigned goods' guard and the let thing's (hrev52, hrev54). */
export const PAPERS = String.raw`records?|reports?|statements?|lists?|data|documents?|schedules?|registers?|logs?|files?|papers|plans|drawings|books`;
const RECORDS_AFTER = String.raw`(?!\s{1,4}(?:${PAPERS})\b)`;

/**
 * Things entrusted to the other party for the work: materials, samples, a drug under study, cards, devices, stock.
 * (h63c53) And goods or products on consignment ("return all unused Consigned Products"): the consignor's until used
 * or bought, so their return at the end is an asset handed back (C12), where plain "goods" or "products" are a sale's.
 * (hrev52) Not their records, lists or reports returned ("return all consignment inventory records"): information.
 * (h120mendA, review h120rr #2) And a maker's raw things: seed, eggs, beads, pearls, cloth, buttons, trims, thread — the
 * positive list C304 (category-cues-leftover-returns.ts) reads too.
 */
export const ENTRUSTED = String.raw`(?:consign(?:ed|ment)\s+(?:goods|products|items|inventory|equipment)${RECORDS_AFTER}|materials?|samples?|drugs?|cards?|terminals?|devices?|cotton|wool|yarn|fabric|tooling|moulds?|molds?|objects|specimens?|reagents?|kits?|stock|containers?|pallets?|kegs?|cylinders?|uniforms?|seeds?|eggs|beads|pearls|cloth|buttons|trims|threads?)`;

/**
 * The end the return or destruction comes at (hrev31): termination, expiry, the end of the work, its completion, the
 * last day. Without it the same verbs take back goods bought ("may return any samples that do not conform", "return
 * any unused stock for a credit") or dispose of one's own or hazardous things ("destroy all defective stock", "destroy
 * all materials containing asbestos"): a sale's or a safety rule's, not an asset lent. Every sentence of sets 1–49
 * that the cue reads names its end. (h70c55) The last shipment or delivery of the work is its end too ("within 30
 * days after the last shipment of each order").
 */
const AT_THE_END = String.raw`\b(?:terminat\w{0,6}|expir\w{0,6}|end|ends|ended|completion|conclusion|cessation|last\s+(?:day|shipment|delivery|consignment)|leaving)\b`;

/** Secrets named after the thing ("materials … that contain or reflect the other's proprietary know-how"): Confidentiality's (hrev31). */
const SECRETS_AFTER = String.raw`(?![^.;]{0,80}?\b(?:confidential|know-how|trade\s+secrets?|proprietary)\b)`;

/** Things sent back for a credit or a refund ("may return any unsold stock to the Seller for a credit"): a sale undone, no asset lent (hrev31). */
export const SOLD_BACK_AFTER = String.raw`(?![^.;]{0,80}?\b(?:for\s+(?:a\s+|full\s+|a\s+full\s+)?(?:credit|refund)|credit\s+note|repurchase|buy\s*back)\b)`;

/**
 * After the thing's name, its papers or an office held as a post (review hrev54): "hand over the site records", "the
 * site plans and drawings" (the thing's papers, as "the Vessel's records" is), "vacate the office of director", "her
 * office as chair" (a post, no room let). A bounded lookahead.
 */
const NOT_ITS_PAPERS_OR_POST = String.raw`(?!\s{1,4}(?:${PAPERS}|(?:of|as)\s{1,4}(?:an?\s{1,4}|the\s{1,4})?(?:directors?|chair\w{0,6}|trustees?|secretary|president|treasurer|members?|officers?|governors?|partners?))\b)`;

/** An office held as a post, by a person's pronoun: "the Director shall vacate his office" (review hrev54). */
const NOT_A_PERSONS_POST = String.raw`(?!(?:his|her)\s{1,4}office\b)`;

/**
 * The let, hired or conceded thing itself given back at the end (h63asset): "must return the Scaffolding to the
 * Lessor's yard", "shall hand back the Lodge and its keys", "must vacate the kiosk and the store", "hands over the Mill
 * to the Owner". C12 reads a leased or hired asset's return as Asset Use; sets 1–53 label 28 of the 33 sentences this
 * branch reads so (sets 2–48; the others: sets 7 and 15's vessel, aircraft and car redelivered, Delivery, set 7's desks
 * and set 12's remedies, Term & Termination alone); parley read 6 held-out ones without it, the end's
 * Term & Termination outweighing the plain cue of category-cues-assets.ts. The thing by its kind (HELD) or a key, a card,
 * a terminal, fixtures, fittings or inventory (h93s70: or a badge, a pass or an identity card the owner issued, "return
 * the library badge when the arrangement ends"); not its records or papers ("hand over the Vessel's records": "'s" after
 * the thing; "return all consignment inventory records": NOT_ITS_PAPERS_OR_POST's PAPERS), nor data, money or goods sold (none in the list).
 * (issue 18, h109cat) A router, modem or decoder a provider lends with its service ("When the service ends, you must return
 * the router to our office": set 75; the antenna and the router "remain our property").
 */
const LET_THING = String.raw`(?:${HELD}|keys?|key\s+cards?|access\s+cards?|badges?|pass(?:es)?|identity\s+cards?|ID\s+cards?|terminals?|routers?|modems?|decoders?|scaffold(?:ing)?|facility|galley|storerooms?|crane|fixtures|fittings|inventory|laptops?|linen)\b(?!['’]s\b)${NOT_ITS_PAPERS_OR_POST}`;

/** (h105c81) A supplier's container the goods come in. */
const EMPTY_CONTAINER = String.raw`(?:${GOODS_CONTAINER}|bottles?|barrels?|kegs?|pallets?|containers?|cartons?|jars?|drums?|cylinders?|sacks?|trays?|totes?)`;

/**
 * The containers' two cues' veto (C292 and C169 below): no refund and no deposit in the sentence, then up to 600
 * characters before the verb. "[Rr]efund", "[Dd]eposits?": C292's pattern is case-sensitive (its owner's capital), C169's
 * is not; the one spelling reads the same under both. Anchored, bounded: linear.
 */
const NO_REFUND_THEN = String.raw`^(?![^]{0,800}?\b(?:[Rr]efund\w{0,3}|[Dd]eposits?)\b)[^]{0,600}?`;
/** The verbs of a thing sent back, both containers' cues (C292 adds the third person's "gives|hands|sends back"). */
export const SENT_BACK = String.raw`return|returns|returned|returning|give\s{1,3}back|hand\s{1,3}back|send\s{1,3}back`;
/** … and the third person's, C292's and C304's (category-cues-leftover-returns.ts, which adds "bring(s) back"). */
export const SENT_BACK_THIRD_PERSON = String.raw`${SENT_BACK}|gives\s{1,3}back|hands\s{1,3}back|sends\s{1,3}back`;

export const ENTRUSTED_RETURN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "return" or "destroy" (or both), an owner it goes back to, then "all", "any", "every" or "each" and within three
  // words the thing; no confidential material, information or data among those words, nor secrets or a credit just after; the
  // sentence names the end (anchored lookahead, its window bounded). Or (h63asset) the let thing itself given back
  // (LET_THING) after the same lookahead.
  [new RegExp(String.raw`^(?=[^]{0,2000}?${AT_THE_END})[^]*?(?:\b(?:hand\s+back|hands\s+back|give\s+back|return|returns|redeliver|redelivers|surrender|surrenders|vacate|vacates|hands?\s+over)\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?${NOT_A_PERSONS_POST}(?:(?:the|its|our|your|their|all|any|every|each)\s+)?(?:[\w'’-]+\s+){0,2}?${LET_THING}|\b(?:return|returns|destroy|destroys)\s+(?:or\s+(?:return|destroy)\s+)?(?:to\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+)?(?:all|any|every|each)\s+(?:(?:of\s+)?the\s+)?(?!(?:[\w'’-]+\s+){0,3}?(?:confidential|information|data)\b)(?:[\w'’-]+\s+){0,3}?${ENTRUSTED}\b${SECRETS_AFTER}${SOLD_BACK_AFTER})`, 'i'), 'Asset Use'],
  // (issue 18, h99c75) The owner's things in the keeper's hands given back at the end, whatever they are, where the
  // sentence says they are in its keeping: "On termination, the Printer returns to the Publisher all paper in its
  // warehouse", "shall hand back all the fleeces still in its custody" (C84: the owner's goods in the other's keeping;
  // C12: their return). Not information, data, documents or records (Confidentiality's or Communication's).
  [new RegExp(String.raw`^(?=[^]{0,2000}?${AT_THE_END})[^]*?\b(?:hand\s+back|hands\s+back|give\s+back|gives\s+back|return|returns)\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:all|any|every|each)\s+(?:(?:of\s+)?the\s+)?(?!(?:[\w'’-]+\s+){0,3}?(?:confidential|information|data|documents?|records?|papers|files)\b)(?:[\w'’-]+\s+){1,3}?(?:(?:still|then|remaining|left)\s+)?in\s+(?:its|his|her|their)\s+(?:possession|custody|care|keeping|control|warehouse|workshop|stores?|premises|hands)\b`, 'i'), 'Asset Use'],
  // (issue 18, h118c92, C292) C169's containers (below) named by their owner instead of "empty": "The Café returns the
  // Bakery's bread crates every day, clean", "sends back the Brewery's kegs" — a capitalised party's possessive, so
  // case-sensitive (not "the customer's boxes" in small letters, a keeper's own words for goods). The refund veto as
  // below (NO_REFUND_THEN, one home). Kept before C169's cue, which stays the list's last (a test reads it there).
  [new RegExp(String.raw`${NO_REFUND_THEN}\b(?:${SENT_BACK_THIRD_PERSON})\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[A-Z][\w\u00C0-\u024F-]{0,30}\s{1,3})?(?:the\s{1,3})?${OWNERS_POSSESSIVE}\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?${EMPTY_CONTAINER}\b`), 'Asset Use'],
  // (issue 18, h105c81, C169) The supplier's empty containers given back for use again, at any time: "Please send back
  // the empty crates with your next order", "shall return the empty barrels within ninety days" (set 30:
  // Asset Use) — the owner's things in the customer's hands (C12's return), not the goods sold in them. Said actively
  // only: "refund the deposit when the empty barrel is returned" names the return as the refund's moment (set 30's
  // deposit, Payment Terms & Billing alone), nor returned "for a refund of the deposit" (the deposit's refund, as there:
  // h105mendC; no sentence that names a refund or a deposit). Fixed words, anchored veto: linear.
  [new RegExp(String.raw`${NO_REFUND_THEN}\b(?:${SENT_BACK})\s{1,3}(?:the\s{1,3}|all\s{1,3}|any\s{1,3}|your\s{1,3}|its\s{1,3}|our\s{1,3}|their\s{1,3})?empty\s{1,3}(?:[\w-]{1,20}\s{1,3})?${EMPTY_CONTAINER}\b`, 'i'), 'Asset Use'],
];
