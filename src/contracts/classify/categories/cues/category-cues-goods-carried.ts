/**
 * Delivery for goods carried to the place where the other party takes them (issue 18, h46cat): "shall deliver the
 * Goods to the Buyer's warehouse", "will transport the fruit to the packhouse", "The grapes are to be delivered to the
 * Owner's winery". The service's gist of Delivery is how and when what is
 * supplied is transferred; sale, supply, processing and hire contracts say it by naming the place the thing is carried
 * to. The learned model, trained on few such places, leaves most of them without a category (sets 26, 29, 32, 33 and 48
 * label them Delivery; sets 1–48 label 31 of the 45 sentences of this shape so, and the others are prices per tonne
 * delivered, which the active or modal verb below leaves out).
 * Not a message or a document sent to an office (Communication or the document's own subject), nor a service performed
 * at a site ("deliver the Services at the Site": the work, no goods). Stated from how such clauses are drafted, with
 * sentences of their own (`categories-goods-carried.test.ts`). Bounded windows, no nested quantifiers: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PEOPLE_CARRIED } from '../../lexicon/people-words.js';

/** What is sent as a message or a document, or performed as work: delivering it carries no goods. */
const NOT_CARRIED = String.raw`(?:notices?|letters?|communications?|e-?mails?|correspondence|reports?|statements?|invoices?|cop(?:y|ies)|certificates?|accounts|documents?|plans?|guarantees?|policies|services?|work|works|training|lessons?|care|courses?|programmes?|presentations?|sessions?)`;

/**
 * Where goods are taken: the receiving party's premises, a processing plant, a port or a store; or the place goods are
 * kept to age or to wait (caves, cellars, barns, sheds: h52s50). Not an address or an office (where notices go).
 */
const RECEIVING_PLACE = String.raw`(?:site|mill|winery|pack\s?house|warehouse|stores?|port|depot|gate|plant|factory|yard|premises|home|unit|farm|barge|dock|quay|wharf|godown|facility|venue|silo|elevator|siding|stockpile|receival\s+site|terminal|processing\s+centre|caves?|cellars?|barns?|sheds?)`;

/**
 * The carrying verb, active or after a modal ("deliver", "is to be delivered", "responsible for delivering", "shall
 * transport"): not the bare participle after a quantity ("$8 per tonne delivered to the mill" is a price measured by
 * it), nor "transport" as a noun in a list of what the supply covers ("testing, packing, transport and unloading at the
 * Purchaser's stores" is the scope). Not "haul": a haulage rate row ("collect and haul to a site | $8.75") and a
 * harvester's work ("cut, load and haul to the siding all cane") are the price and the scope (sets 24 and 36).
 */
const CARRY = String.raw`(?:\b(?:deliver|delivers|delivering|transports|transporting)\b|\b(?:to|shall|will|must|may)\s+transport\b|\b(?:be|been)\s+(?:delivered|transported)\b)`;


/**
 * What the verb carries when it is no goods, right after it (hrev31): people ("transport passengers to the venue"), a
 * performance, a talk or a lesson ("deliver a performance at the venue", "deliver the induction to new staff at the
 * Client's facility"), a decision or an opinion ("deliver its decision to both parties at the site meeting"), value or
 * results; or waste carried away to be disposed of ("transport all waste to a licensed facility": the service's, no
 * goods handed to the other party). Only as the object: the same words later in the sentence ("deliver the Goods to the site for the
 * performance of the Works") leave the goods carried.
 */
const NOT_GOODS_OBJECT = String.raw`(?!\s+(?:(?:the|a|an|its|their|his|her|our|your|any|all|each|every|such)\s+)?(?:(?!to\b|at\b)[\w'’-]+\s+){0,2}?(?:${PEOPLE_CARRIED}|performances?|shows?|concerts?|speech(?:es)?|talks?|lectures?|inductions?|briefings?|workshops?|seminars?|classes|decisions?|determinations?|opinions?|advice|value|results?|wastes?|refuse|rubbish|debris|spoil|garbage|recyclables|sewage|effluent)\b)`;

/**
 * A message before the verb ("Notices shall be delivered to the Organizer at 77 Queens Quay"), or the carrying
 * forbidden ("shall not deliver to the warehouse any hazardous goods": the goods' danger is the subject), as a
 * bounded lookbehind.
 */
// Led by a lookahead of CARRY's first letters (deliver, transport(s), to/shall/will/must/may, be/been): the lookbehind,
// which reads back up to 60 characters, then runs only where CARRY can start, not at every position (the same matches;
// bench/log.md, "The cold classify, part 11"; test/contracts/classify/categories/lookbehind-guards-hperf3.test.ts).
const NOT_BEFORE = String.raw`(?=[dtsmwb])(?<!\b(?:notices?|letters?|communications?|e-?mails?|correspondence|reports?|statements?|invoices?|documents?)\b[^.;]{0,60}|\bnot\s{1,64})`;

/**
 * Strong (category-cue-lists.ts' STRONG_CUES): the place named says the subject outright, beside a learned proposal the
 * sentence's other words make ("is obliged to deliver the marquee to the site" read as a communication by the model).
 */
export const GOODS_CARRIED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The verb, then within 80 characters "to" or "at" a receiving place, with no message, document or work carried in
  // between ("deliver a copy of the policy to the Club's office" is not goods). The place has its article or owner:
  // a bare capitalised word after "to" is a party ("the grapes that Client delivers to Winery", set 19's definition).
  [new RegExp(String.raw`${NOT_BEFORE}${CARRY}${NOT_GOODS_OBJECT}(?![^.;]{0,60}?\b${NOT_CARRIED}\b)[^.;]{0,80}?\b(?:to|at)\s+(?:the|a|an|its|each|their|our|your|[A-Z][\w-]*['’]s)\s+(?:[\w'’-]+\s+){0,3}?${RECEIVING_PLACE}\b`, 'i'), 'Delivery'],
];
