#!/usr/bin/env node
// contracts-relabel-pay-a-fee.mjs list|apply [--sets 1-48]
// Issue 18 (h46conv): C9 reads the amount as Pricing & Taxes and its payment as Payment Terms & Billing, a sentence with
// both taking both; its own example is "X shall pay Y a fee of N". Sets 1–48 label 91 sentences where a party shall (will,
// must, agrees to) pay a fee, price, rent, charge, commission or royalty stated as a sum or a percentage both ways, and
// 21 Pricing & Taxes alone (sets 4–8, 13, 15–17, 31). This adds Payment Terms & Billing to every labelled element that
// has Pricing & Taxes without it where a party is bound to pay and the sentence states a sum (the money recognizer's
// Currency, one home for currency marks and names) or a percentage (Percentage) — never parley's output. What paying
// late costs stays Payment Terms & Billing alone (C17, `isLatePaymentCharge`), and a fee with its tax is C31's (Pricing &
// Taxes alone): neither is touched; titles are left alone. `list` prints each change, `apply` writes the set files (categories only). Idempotent. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const classify = (f) => pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', f));
const { recognizeNumericFacts } = await import(classify('numbers/recognizers.js'));
const { isLatePaymentCharge } = await import(classify('categories/category-late-payment.js'));
const PRICING = 'Pricing & Taxes';
const PAYMENT = 'Payment Terms & Billing';
// A party bound to pay ("shall pay", "will also pay", "agrees to pay", "undertakes to pay") a sum C9 names the price of.
const BOUND_TO_PAY = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:also\s+)?pay\b[^.;:]{0,80}?\b(?:fees?|prices?|rent|rents|sums?|charges?|amounts?|royalt(?:y|ies)|commissions?|salary|premiums?|surcharge)\b/i;
// A tax named beside the fee ("£60,000 plus VAT", "plus GST at 9%") is C31's reading (a fee plus tax at a rate is Pricing
// & Taxes alone): left as labelled.
const TAX = /\b(?:VAT|GST|HST|tax|taxes|taxation|value\s+added\s+tax)\b/i;
const statesAmount = (text) => recognizeNumericFacts(text).some((f) => f.type === 'Currency' || f.type === 'Percentage');

const { mode, changes } = relabelSets('1-48', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories.includes(PRICING) || e.categories.includes(PAYMENT)) return undefined;
  if (!BOUND_TO_PAY.test(e.text) || !statesAmount(e.text) || isLatePaymentCharge(e.text) || TAX.test(e.text)) return undefined;
  return categoryAdded(e, set, doc, k, PAYMENT);
});
printRelabels({ mode, changes });
