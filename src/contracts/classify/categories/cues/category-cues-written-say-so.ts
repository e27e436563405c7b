/**
 * Communication for a party's written say-so that an act waits for, said as an agreement, an order, an instruction or a
 * determination rather than a "consent" (C2: an act that needs a party's *written* consent is Communication beside the
 * act's category; issue 18, h80cat): "unless the Landowner agrees in writing", "unless we have agreed to it in
 * writing", "unless the Council orders them in writing", "unless the Trust determines in writing that …", "unless
 * ordered separately in writing", "only upon the Client's written instruction", "without the Owner's written
 * instructions", "only on the written order of the Port's harbour master". category-cues-written-approvals.ts reads the
 * same condition said with "approved"; category-cues-written-acts.ts the present "instructs … in writing". The sentence
 * model gives the say-so negative odds beside the act's own subject (the work excluded, the thing used, the price), so
 * the cue is strong (category-cue-lists.ts' STRONG_CUES). Over label sets 1–62 (bench/log.md, "Categories the held-out
 * sets miss most, part 14"): the condition read 14 of 19 sentences labelled Communication.
 *
 * Not the parties' own agreement in writing ("unless the parties agree otherwise in writing", "as both parties agree in
 * writing"): the form of the contract's own terms (C31, Amendments or the term's own subject), nor a party that "agrees
 * otherwise" (a departure from the clause's own rule: the sets give "unless the Landlord agrees otherwise in writing"
 * no Communication, 3 of 4), nor a thing a participle describes ("work ordered by the Client in writing is paid at the
 * rates": its price), nor a written order the act follows in time ("within 21 days of the Company's written order").
 * Case-sensitive: the one who agrees is a capitalised party or "we"/"you".
 *
 * An order or the contract accepted or acknowledged in writing is the same say-so, the acceptance the order waits for
 * ("a contract is formed when the Seller accepts the order in writing", "binds the Printer only once it has accepted it
 * in writing", "the assignee must accept this Agreement in writing"): C82 reads the duty to confirm each order within a
 * time; this, the written acceptance that makes it binding (sets 1–62: 4 of 5 such sentences labelled Communication,
 * set 22's "until the Company has accepted it in writing" Scope of Work alone).
 *
 * Bounded gaps and alternations: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The condition's word: "unless", "until", "if", "once" (capitalised at a sentence's start). */
const CONDITION = String.raw`\b(?:[Uu]nless|[Uu]ntil|[Ii]f|[Oo]nce)`;

/** The one who says so: a capitalised party ("the Landowner", "Company"), "we" or "you"; never the parties together. */
const ONE_PARTY = String.raw`(?:the\s{1,3})?(?!(?:Parties|Both|Each|Either)\b)(?:[A-Z][\w'’-]{0,40}|we|you)`;

/** Saying so: agreeing, ordering, instructing or determining, in any tense ("agrees", "has agreed", "ordered"). */
const SAYS_SO = String.raw`(?:(?:has|have)\s{1,3})?(?:agree[sd]?|orders?|ordered|instructs?|instructed|determines?|determined)`;

/** What is agreed to, if the sentence says it again: "to it", "them", "so". */
const AGREED_TO = String.raw`(?:(?:to\s{1,3})?(?:it|them|this|that|so)\s{1,3})?`;

/** A written instruction or order, with its owner before it: "the Client's", "your", "its". */
const OWNERS_WRITTEN_ORDER = String.raw`(?:(?:the\s{1,3})?[A-Z][\w-]{0,40}['’]s?|your|our|its|their|his|her)\s{1,3}(?:(?:prior|express|specific)\s{1,3})?written\s{1,3}(?:instructions?|orders?)\b`;

export const WRITTEN_SAY_SO_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A party's agreement, order or determination in writing as the act's condition: "unless the School agrees in writing".
  [new RegExp(String.raw`${CONDITION}\s{1,3}${ONE_PARTY}\s{1,3}${SAYS_SO}\s{1,3}${AGREED_TO}(?:separately\s{1,3})?in\s{1,3}writing\b`), 'Communication'],
  // The same, the party unnamed: "unless ordered separately in writing", "unless expressly instructed in writing".
  [/\b[Uu]nless\s{1,3}(?:(?:separately|expressly|specifically|first)\s{1,3})?(?:ordered|instructed)\s{1,3}(?:(?:separately|expressly|specifically)\s{1,3})?in\s{1,3}writing\b/, 'Communication'],
  // An order or the contract accepted or acknowledged in writing: "accepts the purchase order in writing".
  [/\b(?:accept(?:s|ed)?|acknowledg(?:e|es|ed))\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?in\s{1,3}writing\b/, 'Communication'],
  // An act done only on, or barred without, a party's written instruction or order: "only upon the Owner's written
  // instruction", "without the Depositor's written instructions", "only on the written order of the harbour master".
  [new RegExp(String.raw`\b(?:[Ww]ithout|only\s{1,3}(?:on|upon)|except\s{1,3}(?:on|upon))\s{1,3}${OWNERS_WRITTEN_ORDER}|\bonly\s{1,3}(?:on|upon)\s{1,3}the\s{1,3}written\s{1,3}(?:instructions?|orders?)\s{1,3}of\b`), 'Communication'],
];
