/**
 * A tax named in a sentence: a price's subject, and no bill's. One pattern for the cue and the veto that use it. A
 * "tax invoice" (what GST law calls an invoice) is an invoice, not a tax; so is a "tax document", and a "Tax ID" or tax
 * registration names a party (h24rec).
 */
export const TAX_WORD = String.raw`\btax(?:es|ation)?\b(?!\s+(?:invoices?|documents?|receipts?|ID|identification|registration)\b)|\b(?:VAT|GST|HST)\b`;
