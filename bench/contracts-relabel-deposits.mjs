#!/usr/bin/env node
// contracts-relabel-deposits.mjs list|apply [--sets 1-48]
// Issue 18 (h46conv): C60 reads a deposit of money — paid, lodged, held, kept, returned, refunded or deducted
// from — as Payment Terms & Billing, beside the sentence's own subjects. Sets 1–48 label 62 such sentences so and 5
// without it (docs/contract-labels.md, C60). This adds Payment Terms & Billing to every labelled element the
// rule names that lacks it — a rule over the element's own words (`isMoneyDeposit`, the one the classifier applies,
// src/contracts/classify/categories/category-money-deposit.ts), never parley's output; titles and the other labels are left alone.
// `list` prints each change, `apply` writes the set files (categories only). Idempotent. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { isMoneyDeposit } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/category-money-deposit.js')));
const PAYMENT = 'Payment Terms & Billing';

const { mode, changes } = relabelSets('1-48', (e, set, doc, k) => {
  if (e.kind === 'title' || e.categories.includes(PAYMENT) || !isMoneyDeposit(e.text)) return undefined;
  return categoryAdded(e, set, doc, k, PAYMENT);
});
printRelabels({ mode, changes });
