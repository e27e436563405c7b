/**
 * What personal data is handled for, and whom it goes to, names no subject of its own (issue 18, h106c67). "We process
 * your name, e-mail address and bank details only to run the programme and to pay you", "processes the personal data of
 * the child and the Parents to run the place and collect the fees", "must keep the student's personal information
 * private, use it only for the placement", "We do not pass your details to anyone except the police or our insurer", "We
 * may share your payment history with credit reference agencies": the sentence says how a person's data is used, kept or
 * passed on (the Privacy row: collection, use, sharing, retention), and the purpose or the recipient after it — a payment,
 * fees, a tax, an insurer, a court, a licence, records kept — is the data's use, no payment,
 * price, insurance, dispute or asset of the contract's. Sets 15, 16, 20, 27, 31, 34, 59, 61, 63, 67 and 68 label thirteen
 * such sentences Privacy alone; parley read each with a subject from the purpose's or the recipient's word.
 *
 * Read out of the sentence before those categories' cues read it (category-not-said.ts' NOT_SAID; a learned proposal
 * whose only cue is here yields too): from the verb that handles the data to the end of its clause, where a purpose or a
 * recipient follows the data. The data named as
 * personal ("personal data", "personal information"), by a person's own kind of details ("contact", "bank", "payment",
 * "card" or "identity details", "payment history"), or by a possessive ("your details", "the Host's details", "their
 * information"). Not a party's name or image used ("use the Artist's name and photograph to promote the concerts": a
 * right to use an image, Intellectual Property), nor information in general ("use the Client's documents only for the
 * Services"), nor Privacy's own cue and the clause's other subjects (Communication, Confidentiality, Term & Termination),
 * which stay read. (h106mendP) A person's own kind of details only after a person's possessive ("your name, e-mail
 * address and bank details", "the guest's card details"): a party's "bank details" used to pay an invoice are the
 * payment's; and the clause ends at ", and"/", but" before a new subject ("keep its bank details up to date, and the
 * Customer shall pay…"), not before the same handler's next verb (", and we will keep them for six years for tax"):
 * clause-ends.ts' CLAUSE_END, the one home of that end (h107and).
 * Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PRIVATE_PERSON } from './category-cues-health-records.js';
import { CLAUSE_END } from './clause-ends.js';

/** A verb that uses, keeps or passes on data. */
const HANDLES = String.raw`(?:process(?:es)?|uses?|keeps?|holds?|stores?|shares?|pass(?:es)?|retains?|collects?)`;

/** Personal data named as such, by a person's own kind of details, or by a possessive. */
const PERSONAL_DATA = String.raw`(?:personal\s{1,3}(?:data|information|details)|(?:(?:your|their|his|her)|${PRIVATE_PERSON}s?['’]s?)\s{1,3}(?:[\w'’,-]{1,30}\s{1,3}){0,6}?(?:contact|bank|payment|card|identity)\s{1,3}details|payment\s{1,3}histor(?:y|ies)|(?:your|their|his|her)\s{1,3}(?:information|details|data)|['’]s?\s{1,3}(?:contact\s{1,3})?details)\b`;

/** From the verb to the end of its clause, where a purpose ("to", "for") or a recipient ("with", "to") follows the data. */
const DATA_HANDLED = String.raw`\b${HANDLES}\s{1,3}[^.;]{0,60}?${PERSONAL_DATA}[^.;]{0,60}?\b(?:to|for|with)\b(?:(?!${CLAUSE_END})[^.;]){0,240}`;

/**
 * The same for Safety and Security, up to the data kept secure (the verb that keeps it, or the word itself): a purpose's emergency or accident ("use them
 * only to help the emergency services if there is an accident") is no safety of people, but the data kept secure stays
 * as each set reads it (C13 reads the security of information no Safety and Security; set 10's "will keep them secure in
 * line with the UK GDPR" is labelled both, set 31's "keep guests' names … securely" Privacy alone: not decided here).
 */
const DATA_HANDLED_UP_TO_SECURITY = String.raw`\b${HANDLES}\s{1,3}[^.;]{0,60}?${PERSONAL_DATA}[^.;]{0,60}?\b(?:to|for|with)\b(?:(?!\b(?:keep|keeps|kept|hold|holds|held|store|stores|stored)\b[^.;]{0,30}?secur|secur|${CLAUSE_END})[^.;]){0,240}`;

/** The categories whose cue words a purpose or a recipient of personal data holds. */
const PURPOSE_CATEGORIES: readonly CategoryLabel[] = ['Payment Terms & Billing', 'Pricing & Taxes', 'Asset Use', 'Audits', 'Intellectual Property', 'Insurance', 'Dispute Resolution'];

export const DATA_HANDLED_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  ...PURPOSE_CATEGORIES.map((category): [RegExp, CategoryLabel] => [new RegExp(DATA_HANDLED, 'gi'), category]),
  [new RegExp(DATA_HANDLED_UP_TO_SECURITY, 'gi'), 'Safety and Security'],
];
