#!/usr/bin/env node
// contracts-relabel-withholding-tax.mjs list|apply [--sets 1-51]
// Issue 18 (h56conv): C71 reads a tax withheld or deducted from a payment ("shall deduct withholding
// tax from each payment", "will not withhold any taxes from the fees") as a tax and its calculation: Pricing & Taxes,
// without Payment Terms & Billing for the withholding itself, as the guide's Payment row sends "a tax remitted" to
// Pricing & Taxes (spec §2–3: Pricing & Taxes "tax calculation"; Payment Terms & Billing "how and when payment
// happens"). Sets 1–51: 11 such sentences carry Pricing & Taxes, 3 of them Payment Terms & Billing beside it (sets 29,
// 38, 43). This drops Payment Terms & Billing where the element names a tax withheld and says nothing else of how or
// when a payment is made (set 38's "All payments shall be made in US dollars" keeps it) — a rule over the element's
// own words, never parley's output. `list` prints each change, `apply` writes the set files (categories only).
// Idempotent. Never set 52.
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const PAYMENT = 'Payment Terms & Billing';
const PRICING = 'Pricing & Taxes';
/** A tax withheld: "withholding tax", "withhold any taxes", "withhold income tax". Not a withholding period of a spray. */
const TAX_WITHHELD = /\bwithholding\s+tax(?:es)?\b|\bwithh(?:o|e)ld(?:ing)?\s+(?:any\s+|all\s+|the\s+)?(?:[\w-]+\s+){0,2}?tax(?:es)?\b/i;
/** How or when a payment is made, said apart from the withholding ("shall be made in", "payable", "due", "invoice"). */
const PAYMENT_SAID_APART = /\b(?:shall|must|will)\s+be\s+(?:made|paid)\b|\bpayable\b|\bdue\b|\binvoices?\b(?!d)|\bwithin\s+\d/i;

const { mode, changes } = relabelSets('1-51', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories.includes(PAYMENT) || !e.categories.includes(PRICING) || !TAX_WITHHELD.test(e.text) || PAYMENT_SAID_APART.test(e.text)) return undefined;
  return recategorised(e, set, doc, k, e.categories.filter((c) => c !== PAYMENT));
});
printRelabels({ mode, changes });
