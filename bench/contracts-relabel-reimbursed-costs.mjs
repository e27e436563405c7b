#!/usr/bin/env node
// contracts-relabel-reimbursed-costs.mjs list|apply [--sets 1-48]
// Issue 18 (h46conv): C61 reads a party reimbursing the other's costs or expenses ("The Client shall
// reimburse the Consultant's reasonable travel expenses", "Expenses will be reimbursed at cost") as Payment Terms &
// Billing, beside the sentence's own subjects (the cost's amount or rate stays Pricing & Taxes, C9). Sets 1–48 label 27
// such sentences so and 7 without it (docs/contract-labels.md, C61). This adds Payment Terms & Billing
// to every labelled element the rule names that lacks it — a rule over the element's own words (`isReimbursement`, the
// one the classifier applies, src/contracts/classify/categories/category-reimbursement.ts), never parley's output; titles and the
// other labels are left alone.
// `list` prints each change, `apply` writes the set files (categories only). Idempotent. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { isReimbursement } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/category-reimbursement.js')));
const PAYMENT = 'Payment Terms & Billing';

const { mode, changes } = relabelSets('1-48', (e, set, doc, k) => {
  if (e.kind === 'title' || e.categories.includes(PAYMENT) || !isReimbursement(e.text)) return undefined;
  return categoryAdded(e, set, doc, k, PAYMENT);
});
printRelabels({ mode, changes });
