/**
 * A tax named in a sentence: a price's subject, and no bill's. One pattern for the cue and the veto that use it. A
 * "tax invoice" (what GST law calls an invoice) is an invoice, not a tax; so is a "tax document", and a "Tax ID" or tax
 * registration names a party (h24rec).
 */
export const TAX_WORD = String.raw`\btax(?:es|ation)?\b(?!\s+(?:invoices?|documents?|receipts?|ID|identification|registration)\b)|\b(?:VAT|GST|HST)\b`;

/**
 * (C31, h105tax) A tax given with its rate, a figure: "plus VAT at 20%", "plus value added tax at the rate of 16%",
 * "exclusive of VAT at the statutory rate of 21%" — the tax calculated, and "a fee plus tax at a rate is Pricing &
 * Taxes alone" (docs/contract-labels.md's C31). A rate named without its figure ("plus VAT at the applicable rate", "at
 * the standard rate", "at the rate in force") calculates nothing: the sentence's payment stays a payment (sets 7, 20
 * and 29 label 3 of the 4 paying sentences of that shape Payment Terms & Billing beside Pricing & Taxes; 3 of 3 with a
 * figure Pricing & Taxes alone). The one reading of C31's rate: category-cue-vetoes.ts' tax veto and
 * category-cues-amounts.ts' paysStatedAmount read it here. Bounded gaps, no nested repetition: linear.
 */
export const TAX_AT_A_RATE = String.raw`(?:${TAX_WORD})\s{1,8}at\s{1,8}(?:a\s{1,8}|the\s{1,8})?(?:(?:applicable|current|prevailing|statutory|standard)\s{1,8})?(?:rate\s{1,8}of\s{1,8})?\d`;
