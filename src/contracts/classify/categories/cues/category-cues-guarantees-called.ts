/**
 * A bank or performance guarantee given for performance, or called on (issue 18, h87c): "shall submit a bank guarantee
 * for the performance of the contract in the amount of 10% of its value", "The Client may collect the guarantee if the
 * Contractor does not perform the contract", "may call on the bank guarantee if the Tenant breaches this lease". The
 * guarantee is cover one party provides for its performance (the Insurance of h18gist, category-cues-drafting.ts'
 * plain cue for the words): sets 9–65 label 21 of the 24 sentences with "bank guarantee" Insurance, and parley lost it
 * where the sum, the price or the term beside it outscored a plain cue (sets 64 and 65: "submit a bank guarantee … 10%
 * of the value" read as Pricing & Taxes, "collect the guarantee if …" read as nothing). Strong (category-cue-lists.ts'
 * STRONG_CUES). Not a guarantee that secures payment or credit, or replaces a retention ("as security for its payment
 * obligations", "payment in advance or a bank guarantee", "the retention may be replaced by a bank guarantee": sets 15,
 * 22 and 48 label those Payment Terms & Billing alone). Tests:
 * `test/contracts/classify/categories/categories-guarantees-called-h87c.test.ts`. Bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A guarantee that secures payment or credit: the payment's own term, no cover. */
const FOR_PAYMENT = String.raw`\b(?:retentions?|payment\s{1,8}obligations|payment\s{1,8}in\s{1,8}advance|credit|advance\s{1,8}payments?|advances?)\b`;

export const GUARANTEE_CALLED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`^(?![^]{0,600}${FOR_PAYMENT})[^]{0,600}?(?:\b(?:bank|performance)\s{1,8}guarantees?\b|\b(?:collect|collects|call|calls|call\s{1,8}on|calls\s{1,8}on|invoke|invokes|draw\s{1,8}on|draws\s{1,8}on|cash|cashes|enforce|enforces)\s{1,8}(?:the|this|that|such)\s{1,8}(?:(?:bank|performance)\s{1,8})?guarantee\b)`,
      'i',
    ),
    'Insurance',
  ],
];
