#!/usr/bin/env node
// contracts-relabel-ending-fee.mjs list|apply [--sets 1-50]
// Issue 18 (h52conv): C65 reads a fee or charge for ending the agreement or cancelling ("an early
// termination fee of $400", "less a cancellation fee of £250") as money paid on termination, C3: Payment Terms &
// Billing, and its own sum as the fee's, no Pricing & Taxes (sets 1–50: 13 of 14 such sentences Payment Terms &
// Billing, 10 of 14 without Pricing & Taxes). This adds Payment Terms & Billing where the element names such a fee, and
// drops Pricing & Taxes where the fee's own sum is the only money in it — the classifier's own predicates
// (`namesEndingFee`, `isEndingFeeAlone`, src/contracts/classify/categories/category-ending-fee.ts), never parley's
// output; titles and the other labels are left alone. `list` prints each change, `apply` writes the set files
// (categories only). Idempotent. Never set 51. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { namesEndingFee, isEndingFeeAlone } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/category-ending-fee.js')));
const PRICING = 'Pricing & Taxes';
const PAYMENT = 'Payment Terms & Billing';

const { mode, changes } = relabelSets('1-50', (e, set, doc, k) => {
  if (e.kind === 'title' || !namesEndingFee(e.text)) return undefined;
  const after = e.categories.filter((c) => c !== PRICING || !isEndingFeeAlone(e.text));
  if (!after.includes(PAYMENT)) after.push(PAYMENT);
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
