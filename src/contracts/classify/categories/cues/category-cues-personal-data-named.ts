/**
 * Personal data by another name (issue 18, h32c43: set 43's card-acquiring terms and collection agency agreement).
 * The spec's Privacy is the handling of personal data; card-acquiring terms name it by the card ("the full card
 * number", "card data", "cardholder data": the PCI DSS's cardholder data, as categories.ts already reads "payment card
 * data"), and consumer credit and debt collection by the person it is about ("debtor information", "consumer data") or
 * by who receives it (a consumer reporting agency or a credit reference agency holds the credit files of individuals:
 * reporting to one discloses a person's data; set 15 labels "share your payment history with credit reference
 * agencies" Privacy). A privacy statute named by its name is the subject too (the Gramm-Leach-Bliley Act, set 8's and
 * set 10's Privacy; the Fair Credit Reporting Act, the CCPA, POPIA, PIPEDA).
 *
 * Business information stays out: "customer information" and "Customer Data" are labelled as often Confidentiality or
 * nothing as Privacy (sets 7, 13, 37, 40), and a "credit bureau" to which an account is referred is no Privacy in set
 * 17; only people who are always individuals here (debtors, consumers, cardholders) are named. An access card, key
 * card or fuel card's number is no person's data. Bounded patterns, linear on hostile text. Tests:
 * `test/contracts/classify/categories/categories-personal-data-named.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * Strong cues (category-cue-lists.ts' STRONG_CUES): the data named is the clause's subject outright, whatever the sentence
 * model makes of words such as "card", "number" or "agency" (its Privacy odds are low on them: "shall not keep the full
 * card number" read no category with a plain cue), and beside a payment or a notice it is a second subject ("report any
 * missed payment to a credit reference agency").
 */
export const PERSONAL_DATA_NAMED_CUES: readonly [RegExp, CategoryLabel][] = [
  // A payment card's number or data, and the cardholder's: "store the full card number", "a data breach involving card
  // data", "cardholder data", "cardholders' names". Not a card that opens a door or buys fuel.
  [/(?<!\b(?:access|key|fuel|sim|smart|swipe|proximity|door|parking|site|gift|identity|id)\s{1,64}(?:full\s{1,64})?)\bcard\s+(?:numbers?|data)\b|\bcard\s*holders?['’]?\s+(?:personal\s+)?(?:data|information|details|names?|numbers?)\b/i, 'Privacy'],
  // Information about the individuals a debt or a credit file concerns: "debtor information", "consumers' personal data",
  // "information about any debtor".
  [/\b(?:debtors?|consumers?)['’]?\s+(?:personal\s+)?(?:information|data|details)\b|\b(?:information|data|details)\s+(?:about|on|of|concerning)\s+(?:a|any|each|every|the)\s+(?:debtor|consumer|cardholder)s?\b/i, 'Privacy'],
  // Who holds individuals' credit files: "report an Account to a consumer reporting agency", "credit reference agencies".
  [/\b(?:consumer\s+reporting|consumer\s+credit\s+reporting|credit\s+reference|credit\s+reporting)\s+agenc(?:y|ies)\b/i, 'Privacy'],
  // (h55c51) An individual's contact details or résumé named as what is shared or disclosed: "share a buyer's name and
  // email address with the Venue", "not disclose any candidate's résumé", "a guest's home address", "a player's date of
  // birth". The people named are always individuals here (a buyer of tickets, a candidate, a guest, a patient); not a
  // customer's or a client's name and address, which may be a company's (a notice's address).
  // (hrev41) Nor the address a notice or a thing is sent to ("Notices shall be sent to the Member's home address",
  // "delivered to the Employee's home address"): where to write, Communication, no data about the person; nor a
  // party's own details given as a field ("Employee's home address: 4 Mill Lane"), the contract's particulars.
  [/(?<!\b(?:to|at)\s{1,3}(?:the|a|an|each|any|that|his|her|their)\s{1,3})\b(?:buyer|candidate|guest|patient|employee|student|passenger|applicant|visitor|attendee|player|member|ticket[ -]holder|worker|volunteer|learner|child|pupil)s?['’]s?\s+(?:names?\s+(?:and|or)\s+(?:e-?mail\s+|postal\s+|home\s+)?(?:address(?:es)?|phone\s+numbers?|telephone\s+numbers?|contact\s+details)|r[ée]sum[ée]s?|CVs?|curricul(?:um|a)\s+vitae|home\s+address(?:es)?|dates?\s+of\s+birth)(?![\w\u00C0-\u024F])(?!\s{0,3}:)/i, 'Privacy'],
  // (h80c62) A person's data by its kind, without the words "personal data": a passport's or an identity card's data
  // acted on ("may pass on passport data only to hotels", "shall delete the guests' passport details"), the reader's
  // name with a phone number or a date of birth kept or used ("We keep your name, mobile phone number and village"; a
  // postal address is category-cues-privacy.ts' plain cue), and the reader's information given to others ("We will not
  // give your information to anyone else"). Not "your details" given to a receptionist (no one else named), nor a
  // passport's number written as a party's particulars (no act on it). Bounded: linear.
  [/\b(?:use|uses|share|shares|disclose|discloses|pass\s+on|passes\s+on|hold|holds|keep|keeps|store|stores|collect|collects|delete|deletes|erase|erases|destroy|destroys|process|processes|copy|copies)\s{1,8}(?:(?:the|their|its|any|his|her)\s{1,8})?(?:[\w-]{1,30}['’]\s{0,8}s?\s{1,8})?(?:passport|identity\s{1,8}card|ID\s{1,8}card)\s{1,8}(?:data|details|numbers?|copies|scans)\b|\b(?:use|uses|share|shares|disclose|discloses|hold|holds|keep|keeps|store|stores|collect|collects)\s{1,8}your\s{1,8}name,?\s{1,8}(?:and\s{1,8})?(?:(?:tele|mobile\s{1,8})?phone\s{1,8}number|date\s{1,8}of\s{1,8}birth)\b|\b(?:give|gives|giving|pass|passes)\s{1,8}your\s{1,8}(?:personal\s{1,8}|contact\s{1,8})?(?:details|information|data)\s{1,8}(?:on\s{1,8})?to\s{1,8}(?:anyone|anybody|any\s{1,8}other|other|others|third)\b/i, 'Privacy'],
  // Privacy statutes by their names (case-sensitive: names and acronyms).
  [/\bGramm[-‐\s]Leach[-‐\s]Bliley\b|\bFair\s+Credit\s+Reporting\s+Act\b|\bFCRA\b|\bCCPA\b|\bPOPIA\b|\bPIPEDA\b|\bCalifornia\s+Consumer\s+Privacy\s+Act\b/, 'Privacy'],
];
