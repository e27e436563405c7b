/**
 * Responsibilities for a code of conduct, of practice or of ethics a party works by (issue 18, h51cat): "shall comply
 * with the Buyer's supplier code of conduct", "must practise in accordance with the Code of Ethics of the Pharmacy
 * Council", "follow its trade association's code of practice", "buy only from herders who have signed its code of
 * practice". Such a code binds the party's own conduct of its business, the gist of Responsibilities (one party's own
 * ancillary duties) and the guide's "compliance with laws" (C63) said of a trade's or a customer's rules. Sets 1–49
 * label 12 of the 13 duties that name such a code Responsibilities (the 13th adopts a concussion code: Safety and
 * Security); the compliance cue (category-cues-compliance.ts) reads only a capitalised "Code" and only after "comply
 * with", so most of them had no cue. Not a code received or adopted (a recital, a policy written: no duty to follow
 * one), nor a code of a law's subject only (the sentence's own cues add that subject beside). Tests:
 * `test/contracts/classify/categories/categories-codes-of-conduct.test.ts`. Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Working by a code: complying with it, following it, acting in accordance with it, or having signed it. */
const WORKS_BY = String.raw`(?:compl(?:y|ies|ying)\s+with|follows?|following|observes?|observing|abides?\s+by|adheres?\s+to|in\s+(?:accordance|line|compliance)\s+with|(?:has|have)\s+signed|bound\s+by)`;

export const CODE_OF_CONDUCT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "comply with Licensor's supplier code of conduct", "in accordance with the code of practice for wool preparation",
  // "comply with the Trade Descriptions Ordinance (Cap. 362) and the codes of practice of the Authority": the code
  // within ten words of the verb. Not a dispute settled by a chamber's rules and its code of ethics (Dispute
  // Resolution's own subject; review hrev35).
  [new RegExp(String.raw`^(?![^]{0,400}\b(?:disputes?|arbitration|arbitral)\b)[^]{0,400}?\b${WORKS_BY}\s+(?:[\w'’.()-]+\s+){0,10}?codes?\s+of\s+(?:conduct|practice|ethics|professional\s+(?:conduct|practice))\b`, 'i'), 'Responsibilities'],
  // (h63cat) The conduct such codes bar most often, said without one: no bribe, gift or inducement offered or taken
  // ("shall not accept gifts or hospitality from suppliers", "must not offer any bribe or other inducement to an
  // official"), the party's own honest conduct of its work, as anti-bribery laws complied with are (C63). Sets 1-53
  // label 4 of 4 such sentences Responsibilities; strong, as the learned weights read a commission beside the gift
  // as pay. Not a commission or a payment alone (the agent's pay: Payment Terms & Billing), nor a gift voucher or card
  // given (a product). The list before the noun is three items at most: linear. (hrev52) Nor a gift of land or
  // shares, gift aid, or a gift from a donor to a charity (a donation, the contract's own subject), inducements taken
  // into account at a rent review (rent-free periods), or an inducement offered to customers (a sales promotion).
  [/\bnot\s+(?:directly\s+or\s+indirectly\s+)?(?:to\s+)?(?:offer|give|accept|solicit|receive|take)(?:\s+or\s+(?:offer|give|accept|solicit|receive|take))?\s+(?:any\s+|a\s+)?(?:[\w-]+\s*,\s*|[\w-]+\s+or\s+){0,3}(?:bribes?|gifts?|kickbacks?|inducements?|secret\s+commissions?)\b(?!\s+(?:vouchers?|cards?|certificates?|boxes|wrap\w*|shops?|of|aid)\b|\s+to\s+(?:customers|consumers|buyers|purchasers|the\s+public)\b|[^.;]{0,80}?\b(?:into\s+account|donors?|donations?|charit(?:y|ies|able)|bequests?)\b)/i, 'Responsibilities'],
];

/**
 * (h96s) A party's people kept off what the other keeps for its guests, customers or members ("shall not drink alcohol
 * or use the guest facilities", "must not use the members' lounge or the customer toilets"): a rule of their conduct at
 * the other's place (Responsibilities, as the rules of conduct beside it), no asset the contract lets the party use, so
 * the Asset Use cue of "use the … facilities" is silenced. A use given ("the use of the welfare facilities", set 7: Asset
 * Use) names no one else's guests. Bounded window: linear on hostile text.
 */
export const CODE_OF_CONDUCT_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/\bnot\b[^.;]{0,60}?\buse\s{1,3}(?:the|any|our|its|their)\s{1,3}(?:guests?|customers?|visitors?|members?|residents?|patients?|passengers?|clients?)(?:['’]s?)?\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:facilities|amenities|pools?|lounges?|restaurants?|bars?|gyms?|beach(?:es)?|toilets?|lifts?|areas?|rooms?)\b/i, 'Asset Use'],
];
