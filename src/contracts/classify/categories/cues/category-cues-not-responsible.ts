/**
 * A party "not responsible for" a loss, a delay or a thing left with it (issue 18, h39c): "The Service Provider is not
 * responsible for errors caused by incorrect input from the Client", "Host is not responsible for theft of or vandalism
 * to the chargers", "We are not responsible for things you leave in lockers", "The Operator is not responsible for any
 * parcel left uncollected". The party disclaims answering for a loss: an exclusion of liability (the Liability row,
 * "fault, limitation of liability", as "is not liable for any loss of profit" in docs/contract-labels.md). Sets 1, 6, 9,
 * 11, 13, 15, 16, 24, 26, 31, 41 and 43 label such sentences Liability where parley gave none (sets 1–45: of the
 * sentences "not responsible for" a loss, a delay, a fault or a thing left that these words read, every one but one
 * carries Liability; of all sixty-six that say "not responsible for", forty-nine). Not where what is excused is the work's extent
 * or another subject (the design that others do, the custody of workers, the quality of the wool, taxes, a service
 * level, a dispute among others: the sets give those Scope of Work, Responsibilities, Warranties, Pricing & Taxes or
 * none, and these words do not name a loss), nor a delay or a loss caused by events outside the party's control (Force
 * Majeure only, C4), nor a task named by its verb ("not responsible for managing the Customer's property": what the party
 * does not do, Responsibilities or none; hrev29). Bounded windows, linear on hostile text. Tests: `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { CATASTROPHE, FORCE_MAJEURE_NAMED } from './force-majeure-causes.js';

/**
 * Events outside a party's control, for which the excuse is Force Majeure only (C4): force majeure named, or a
 * catastrophe (force-majeure-causes.ts, one home; issue 18, h117fm). Not an everyday peril (fire, rain, wind): a loss
 * "by theft or fire" excluded is Liability.
 */
const OUTSIDE_CONTROL = String.raw`${FORCE_MAJEURE_NAMED}|${CATASTROPHE}`;
/**
 * What a party answers for when it is liable: a loss, a delay, a fault, a thing left with it; (h105c82, C72) another's
 * debt ("not responsible for any debt the Scholar incurs"); (issue 18, h109c86, C114) the customer's goods, boxes,
 * furniture, money or jewellery by their own names ("We are not responsible for goods you packed yourself", "for money,
 * jewellery or other things left in pockets": sets 58 and 76 label theirs Liability).
 */
const LOSS = String.raw`(?:loss(?:es)?|damage|debts?|delays?|failures?|errors?|faults?|interruptions?|theft|vandalism|injur(?:y|ies)|things|items|belongings|property|valuables|parcels?|packages?|luggage|baggage|acts|omissions|goods|boxes|furniture|contents|money|cash|jewell?ery)`;

/**
 * A task the loss word only names (issue 18, hrev43): "responsible for loss prevention", "for damage control", "for
 * injury prevention training", "for loss adjusting", "for damage reports" are work to do, C62's Responsibilities, not a
 * loss answered for; nor (issue 18, h118mendB) a cover or a repair the loss word qualifies ("injury insurance", "damage
 * cover", "damage claims" handled, "damage repair": h118rr finding 4). Read right after the loss word, by ANSWERED_LOSS here and by category-sense.ts' older
 * "responsible for … damage" veto (issue 18, h59left): one home for the guard. Bounded.
 */
export const LOSS_WORD_NAMES_A_TASK = String.raw`(?:-|\s{1,8}(?:prevention|control|adjust\w*|assessments?|reports?|reporting|management|mitigation|handling|investigations?|surveys?|records?|registers?|training|insurance|cover|claims|repairs?)\b)`;

/**
 * A harm done to a person, an animal or a thing, by its own name (issue 18, h118mendB): a cut, a bite, a burn, a theft, a
 * breakage, a death. Only harms: a cost, a task or a cover in a list ("fuel, food and loss of time", "maintenance,
 * repairs or damage", "travel, health and injury insurance") names no harm answered for (h118rr finding 4).
 */
const HARM = String.raw`(?:cuts?|bites?|scratch(?:es)?|bruis(?:e|es)|burns?|wounds?|theft|thefts|vandalism|breakages?|loss(?:es)?|damage|injur(?:y|ies)|death|illness|sickness|disease|harm|accidents?|stains?|spills?|leaks?|destruction|deterioration|fire|flood(?:ing)?)`;

/**
 * (issue 18, h118c90, C284) A harm named beside the loss word in a list after "any" or "all": "any cut or injury",
 * "any bite, scratch or injury", "all theft or damage". One to three harms (HARM), each ended by a comma or by "or"/"and",
 * before the loss word; the quantifier says the list is the loss answered for, as "any damage" alone is. Bounded.
 */
const HARMS_LISTED = String.raw`(?:${HARM}(?:,(?:\s{1,8}(?:or|and))?|\s{1,8}(?:or|and))\s{1,8}){1,3}?`;

/** C73's loss, damage or injury a party answers for, not a task the loss word names. One home for the veto below and the Liability cue. */
const ANSWERED_LOSS = String.raw`(?:(?:any|all)\s{1,8}${HARMS_LISTED}|any\s{1,8}|all\s{1,8})?(?:loss(?:es)?|damage|injur(?:y|ies))\b(?!${LOSS_WORD_NAMES_A_TASK})`;

export const NOT_RESPONSIBLE_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`^(?![^]{0,800}\b(?:${OUTSIDE_CONTROL}|service\s{1,8}levels?|tax(?:es)?)\b)[^]{0,600}?\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?responsible\s{1,8}for\s{1,8}(?:(?:any|a|an|the)\s{1,8}|(?!(?!missing\b)[\w'’-]{0,40}ing\b))(?:[\w'’-]{1,40}\s{1,8}){0,3}?${LOSS}\b`,
      'i',
    ),
    'Liability',
  ],
  // (h100c76, C114) A thing left with the party, named in a list before "left" ("We are not responsible for money,
  // jewellery or other things left in pockets", "for keys or phones left in the car"): C72's thing left, whatever its noun.
  [/\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?responsible\s{1,8}for\s{1,8}[^.;]{0,80}?\bleft\s{1,8}(?:in|on|at|with|behind|inside|unattended|uncollected)\b/i, 'Liability'],
  // (issue 18, h59cat) A party "not liable for" whatever it names ("The Laundry is not liable for stains that cannot be
  // removed", "is not liable for any failure of the building owner to repair the lift", "shall not be liable to the
  // Buyer for hotel or other costs it incurs"): the words exclude liability whatever follows them (the Liability row,
  // "fault, limitation of liability"), where "not responsible for" may instead deny a task (the cue above reads only a loss
  // after it). Sets 1–51: of the 68 sentences "not liable for" something, every one carries Liability but the events
  // outside a party's control (Force Majeure only, C4: OUTSIDE_CONTROL, the storms and earthquakes included) and one
  // "not liable to pay for it" (a payment not owed, not a liability excluded: "to pay" is read out); parley gave
  // sets 13, 19, 23 and 35 none, set 30 Indemnification, where they label Liability. Not taxes or service levels (as
  // the cue above), nor a delay, a lateness or a failure excused (to perform, or "any failure caused by" a cause;
  // another's failure, "any failure of the building owner to repair", is read): what excuses it is often an event these
  // words do not list ("ice on the river", "a labour shortage"), and C4 leaves those to Force Majeure (the older tests in
  // categories.test.ts and categories-set-42.test.ts hold that line; set 30's "not liable for delay caused by the late
  // receipt of pages" stays missed). Nor "not liable for (the) payment of" a sum (issue 18, hrev48): "to pay" in other
  // words, a sum not owed ("The Client is not liable for payment of any invoice received after six months", "The
  // Employee is not liable for the repayment of the training costs"), as set 28's "not liable to pay for it" is labelled
  // Payment Terms & Billing alone. Bounded windows, linear.
  [
    new RegExp(
      String.raw`^(?![^]{0,800}\b(?:${OUTSIDE_CONTROL}|service\s{1,8}levels?|tax(?:es)?)\b)[^]{0,600}?\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?liable\s{1,8}(?:to\s{1,8}(?!pay\b|make\b|refund\b|repay\b|reimburse\b)(?:the\s{1,8})?[\w'’-]{1,40}\s{1,8})?for\s{1,8}(?!(?:any\s{1,8}|a\s{1,8}|the\s{1,8})?(?:delays?|late(?:ness)?|failures?(?!\s{1,8}of\b))\b|(?:the\s{1,8})?(?:payment|repayment|reimbursement)\s{1,8}of\b)`,
      'i',
    ),
    'Liability',
  ],
  // C73 (issue 18, h57left): "The Operator is responsible for injuries to its employees", "The Exhibitor is responsible
  // for any damage to the stand caused by its staff": the party answers for the loss, Liability (sets 1–51: the eight
  // such sentences that say a party is responsible, not "not responsible", all carry Liability). C73's veto drops
  // Responsibilities; without this cue a loss word the learned model does not weigh ("injuries") left no category.
  // Not a task the loss word names (ANSWERED_LOSS), nor a denied "responsible" (the cue above reads those). A loss
  // answered for after a task ("responsible for damage control and for any damage to the adjoining land") is one too
  // (issue 18, h59left). Bounded.
  [new RegExp(String.raw`(?<!\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?)\bresponsible\s{1,8}for\s{1,8}(?:[^.;]{1,80}?\band\s{1,8}for\s{1,8})?${ANSWERED_LOSS}`, 'i'), 'Liability'],
  // (issue 18, h87c) A thing missed that a party does not answer for: "We are not responsible for a tour you miss because
  // your flight is late", "I am not liable for photographs missed because of guest interference", "not responsible for
  // lessons missed because the Pupil is ill". The missed tour or lesson is the loss excused (sets 18, 29 and 65 label all
  // three Liability; the cues read none). Not a missed service level (a warranty's measure) nor one missed for events
  // outside the party's control (Force Majeure only, C4). Bounded windows, linear.
  [
    new RegExp(
      String.raw`^(?![^]{0,800}\b(?:${OUTSIDE_CONTROL}|service\s{1,8}levels?)\b)[^]{0,600}?\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?(?:responsible|liable)\s{1,8}for\s{1,8}(?:(?:any|a|an|the)\s{1,8})?(?:[\w'’-]{1,40}\s{1,8}){1,3}?(?:(?:that|which)\s{1,8})?(?:(?:you|they|he|she|we|the\s{1,8}[\w'’-]{1,40})\s{1,8})?miss(?:es|ed)?\b`,
      'i',
    ),
    'Liability',
  ],
  // (issue 18, h87c) A party responsible for the things in its keeping for a time: "The Customer is responsible for the
  // items from installation until removal", "responsible for the equipment while it is on the site". It answers for
  // their loss (C73), not a task (the time after the things says custody). Not a party's own kit ("responsible for the
  // equipment, clothing and food of its staff", set 36: Responsibilities), which names no time. Bounded.
  [/(?<!\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?)\bresponsible\s{1,8}for\s{1,8}(?:the|all|any)\s{1,8}(?:(?:hired|rented|leased)\s{1,8})?(?:items|goods|equipment|things|tents?|vehicles?|boats?|animals|horses|cattle|stock)\s{1,8}(?:from|until|while|whilst|during)\b/i, 'Liability'],
];

/**
 * A duty laid on a party after the one denied (issue 18, hrev43): "…; the Customer shall install the equipment", "…,
 * which the Customer shall carry out", "…, and the Employer shall obtain all permits", "…; the Tenant must keep them in
 * good repair". The task denied to one party is the other's (C62: Responsibilities), so the veto lets the sentence's
 * Responsibilities stand. Not a cost or a liability passed on ("…, which will be borne by the Customer", "…; the
 * Customer shall be liable"), nor an indemnity or a payment laid on the other ("…, and the Buyer shall indemnify the
 * Builder …", "…; the Customer shall pay …": Liability's, Indemnification's, no ancillary duty), nor a duty denied
 * again ("…, and the Client shall not …"). Bounded windows.
 */
export const DUTY_LAID = String.raw`(?:[;:,]|\b(?:which|and|but|whereas|while)\b)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,3}?(?:shall|must|will|agrees?\s{1,8}to|undertakes?\s{1,8}to|(?:is|are)\s{1,8}to)\s{1,8}(?!not\b|be\s{1,8}(?:liable|responsible|borne|charged|paid|at)\b|(?:indemnif\w*|compensate|reimburse|pay|bear|defend|hold\s{1,8}harmless)\b)`;

/**
 * No Responsibilities where a sentence's only "responsible" is denied (issue 18, h56conv, C72): "The
 * Contractor is not responsible for the repair of the monuments", "The Sponsor is not responsible for the organization
 * of the Event". C62 reads "X is responsible for …" as X's duty, Responsibilities for a task; denied, it lays no duty on
 * X (the Responsibilities row: "one party's own ancillary duties"), and the sets agree: of the sentences in sets 1–51
 * that say a party is "not responsible for" something, 1 carries Responsibilities (set 31's custody of workers), where
 * the learned model and C62's cue gave it to 9 (sets 5, 11, 18, 30, 33, 40, 41, 48, 49). Not a sentence that also says
 * a party is responsible ("We are not responsible for X, but you are responsible for Y"; "You, not we, are
 * responsible": "not" there denies the party, not the duty). Linear: anchored, each character tested once against a
 * fixed-width lookahead. Tests: `test/contracts/classify/categories/categories-not-responsible.test.ts`.
 */
export const NOT_RESPONSIBLE_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?:(?!responsib)[^])*?\bnot\s{1,8}(?:be\s{1,8})?(?:held\s{1,8})?responsible\s{1,8}for\b(?![^]*?(?:responsib|${DUTY_LAID}))`, 'i'), 'Responsibilities'],
  // C73: "X is responsible for any damage its staff cause" answers for a loss (Liability), no
  // ancillary duty: sets 1–51 label 10 of 10 such sentences Liability, none Responsibilities. Not where another task
  // follows ("responsible for any damage and for cleaning the stand") or another "responsible" does, nor a task the loss
  // word only names (issue 18, hrev43): "responsible for loss prevention", "for damage control", "for injury prevention
  // training", "for loss adjusting", "for damage reports": work to do, C62's Responsibilities.
  // (issue 18, h57left) Nor where a duty follows ("responsible for any loss of data and shall make daily backups",
  // "…; the Customer must keep backups"): DUTY_LAID, as the veto above reads it.
  [new RegExp(String.raw`^(?:(?!responsib)[^])*?\bresponsible\s{1,8}for\s{1,8}${ANSWERED_LOSS}(?![^]*?(?:responsib|\band\s{1,8}for\b|${DUTY_LAID}))`, 'i'), 'Responsibilities'],
];
