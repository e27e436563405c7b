/**
 * A subscription's terms in plain English (issue 18, h50c50): short "we"/"you" sentences whose subject no cue reads
 * because the formal word is missing. "The term is 20 years from …" and "It takes effect on the date we accept …" say
 * the agreement's duration and start (Term & Termination: sets 1–49 label 5 of 5 "the term is N years from" and
 * every "this agreement takes effect on" so); "your utility will apply a credit to your bill" and "credits … roll over" are
 * how the bill is settled (Payment Terms & Billing); "you may not sell or pledge your share", "you may transfer your
 * share to another customer" pass the subscriber's place in the contract (Assignments: sets 1–49 label a membership
 * or shares transferred so); "We will operate, insure and maintain the Garden" insures inside a list of verbs
 * (Insurance, as "insure the Wheels" is); "You authorize us to obtain your usage history" is personal data collected
 * (Privacy). Not a party's share of a sum or of savings ("transfer its share of the balance": review hrev25), nor a
 * change of rate that "takes effect" (its own subject), nor our moving your share between your own accounts ("we will
 * transfer your share to your new account": no modal of permission). Stated from how consumer subscriptions are
 * drafted, with sentences of their own (`category-cues-subscription-terms.test.ts`). Anchored or bounded: linear on
 * hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A clause number or list marker before the sentence: "8.1", "(a)", "Section 2". */
const LEAD = String.raw`^\s*(?:(?:Section\s+)?\(?[\w.]{1,8}\)?\s+)?`;

/**
 * What a subscription's or a lease's term is the term of: the agreement by one of its names, not a warranty, a
 * guarantee or a patent counted from a date (review hrev35).
 */
const AGREEMENT = String.raw`(?:agreement|contract|lease|licen[cs]e|subscription|tenancy|hire|loan|engagement|appointment|employment|membership|plan|arrangement|services?|concession|charter)`;

/**
 * Strong: beside a sentence on the thing itself ("You do not own any part of the Garden, and …") the model leans away
 * from the transfer, which is still a subject of the sentence.
 */
export const SUBSCRIPTION_TERM_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The subscriber's place passed on: "you may not sell or pledge your share", "may transfer its membership to …". Not
  // a share of money booked or paid into an account ("charge its share to its own cost centre"; review hrev35).
  [/\b(?:may|can|must|shall)\s+(?:not\s+|only\s+)?(?:sell|pledge|charge|transfer|assign)\s+(?:or\s+(?:sell|pledge|charge|transfer|assign)\s+)?(?:your|its|his|her|their)\s+(?:share|subscription|membership)\b(?!\s+(?:of|in)\b)(?![^.;]{0,60}\b(?:accounts?|cost\s+cent(?:re|er)s?|budgets?|ledgers?)\b)/i, 'Assignments'],
];

export const SUBSCRIPTION_TERM_CUES: readonly [RegExp, CategoryLabel][] = [
  ...SUBSCRIPTION_TERM_STRONG_CUES,
  // The agreement's length counted from its start: "The term is 20 years from …", "The initial term of this agreement
  // is 12 months from …". A bare length ("The term of this Agreement is more than two years") stays the guide's
  // Duration example, with no category. The term of the agreement only (AGREEMENT): a warranty's, a guarantee's or a
  // patent's term is its own subject's (review hrev35).
  [new RegExp(String.raw`${LEAD}(?:the|its|this)\s+(?:initial\s+|minimum\s+|fixed\s+|contract\s+|subscription\s+)?term\s+(?:of\s+(?:this|the|your)\s+${AGREEMENT}\s+)?(?:is|will\s+be|shall\s+be)\s+(?:[\w-]+\s+){1,3}?(?:years?|months?|weeks?)\s+(?:from|starting|beginning|commencing|after)\b`, 'i'), 'Term & Termination'],
  // The agreement's start: "It takes effect on the date we accept your form", "This agreement takes effect when …".
  // Not a notice's "it" ("It takes effect on receipt") nor a new price's ("It will take effect 30 days after we send
  // you the notice of the new price"; review hrev35).
  [new RegExp(String.raw`${LEAD}(?:it(?![^.;]{0,120}\b(?:receipt|received|receives\s+it|delivered|notices?|prices?|rates?|fees?|charges?)\b)|this\s+(?:agreement|contract|subscription|lease|licen[cs]e)|these\s+terms|the\s+(?:agreement|contract|subscription))\s+(?:shall\s+|will\s+)?takes?\s+effect\b`, 'i'), 'Term & Termination'],
  // A bill settled by credits: "will apply a credit to your electric bill", "Credits that … cannot apply to your bill
  // … roll over". Not a membership's usage credit ("Unused credit does not roll over": no bill named, set 31's).
  [/\b(?:apply|applies|post|posts|issue|issues|give|gives)\s+(?:a|the|any|each|your)\s+(?:[\w-]+\s+)?credits?\s+(?:to|on)\s+(?:your|the|its|their|our|each)\s+(?:[\w-]+\s+)?(?:bills?|invoices?|accounts?|statements?)\b|\bcredits?\b(?=[^.;]{0,100}?\b(?:bills?|invoices?)\b)[^.;]{0,160}?\broll(?:s|ed)?\s+over\b/i, 'Payment Terms & Billing'],
  // Insuring inside a list of verbs: "We will operate, insure and maintain the Garden".
  [/\binsure(?:\s*,)?\s+(?:and|or)\s+[a-z]+\s+(?:its|their|the|all|any|our|your)\b/i, 'Insurance'],
  // Personal records obtained on the subscriber's say-so: "You authorize us to obtain your usage history". Not a
  // property's records ("her title records from the Land Registry"; review hrev35).
  [/\bauthori[sz]es?\s+(?:us|him|her|them|(?:the\s+)?[A-Z][\w-]*)\s+to\s+(?:obtain|collect|request|access|receive)\s+(?:your|his|her|their)\s+(?!(?:title|land|property|planning|building)\b)(?:[\w-]+\s+){0,4}?(?:usage|history|records?|data|information|details|account\s+numbers?|credit\s+reports?)\b/i, 'Privacy'],
];
