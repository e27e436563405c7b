#!/usr/bin/env node
// contracts-relabel-late-payment.mjs list|apply [--sets 1-24]
// Issue 18 (h23conv): C17 reads interest, a late charge, a fine or a penalty on a sum paid late ("Late payments bear
// interest at 1% per month", "a late charge equal to 5% of the overdue amount") as Payment Terms & Billing only — what
// paying late costs is a term of payment, not a price. The sets labelled it two ways (Payment only in 22 elements of
// sets 1, 3, 5–7, 9, 11–17, 21; Payment and Pricing & Taxes in 15 of sets 2, 10, 14, 19, 20, 22–24); the real
// response's visible half decides (docs/contracts.md, C17). This replaces Pricing & Taxes by Payment Terms & Billing in
// every labelled element the rule names — a rule over the element's own words (`isLatePaymentCharge`, the one the
// classifier applies, src/contracts/classify/categories/category-late-payment.ts), never parley's output; titles are left alone.
// `list` prints each change, `apply` writes the set files (categories only). Idempotent: a second run finds nothing.
// Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { isLatePaymentCharge } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/category-late-payment.js')));
const PRICING = 'Pricing & Taxes';
const PAYMENT = 'Payment Terms & Billing';

const { mode, changes } = relabelSets('1-24', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories?.includes(PRICING) || !isLatePaymentCharge(e.text)) return undefined;
  const after = e.categories.filter((c) => c !== PRICING);
  if (!after.includes(PAYMENT)) after.push(PAYMENT);
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
