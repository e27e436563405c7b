#!/usr/bin/env node
// contracts-relabel-deposit-sum.mjs list|apply [--sets 1-50]
// Issue 18 (h52conv): C69 reads a deposit stated as a sum of money ("must pay a deposit of £500") as C60's
// payment alone: Payment Terms & Billing, no Pricing & Taxes for the deposit's own sum (sets 1–50: 17 such sentences
// without Pricing & Taxes, 3 with). A deposit stated as a share of a price ("a deposit of 30% of the charter fee") is
// split (3 without, 5 with) and left. This drops Pricing & Taxes where C60's predicate reads the element
// (`isMoneyDeposit`) and every sum of money in it follows "deposit of" (`onlyItsOwnSums`,
// src/contracts/classify/categories/category-charge-sum.ts) — a rule over the element's own words, never parley's
// output. `list` prints each change, `apply` writes the set files (categories only). Idempotent. Never set 51. Needs
// `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (f) => pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', f));
const { isMoneyDeposit } = await import(dist('categories/category-money-deposit.js'));
const { namesMoney, onlyItsOwnSums } = await import(dist('categories/category-charge-sum.js'));
const PRICING = 'Pricing & Taxes';
const DEPOSIT_BEFORE_SUM = /\bdeposit\s+of\s+$/i;

const { mode, changes } = relabelSets('1-50', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories.includes(PRICING) || !isMoneyDeposit(e.text) || !namesMoney(e.text) || !onlyItsOwnSums(e.text, DEPOSIT_BEFORE_SUM)) return undefined;
  const after = e.categories.filter((c) => c !== PRICING);
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
