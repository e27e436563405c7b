#!/usr/bin/env node
// contracts-relabel-deposit-share.mjs list|apply [--sets 1-51]
// Issue 18 (h56conv): C70 reads a deposit stated as a share of a named price ("a deposit of 30% of the
// charter fee", "a deposit of 10% of the Purchase Price") as C60's payment and a calculation on that price: Payment
// Terms & Billing and Pricing & Taxes (spec §2–3, Pricing & Taxes: "amounts, prices, tax calculation"). Sets 1–51: 5
// such sentences carry Pricing & Taxes, 2 do not (sets 19, 35). This adds Pricing & Taxes where the deposit cue's own
// pattern reads the element (`DEPOSIT_SHARE_STRONG_CUES`, src/contracts/classify/categories/cues/
// category-cues-deposit-shares.ts) and C60's predicate reads a deposit of money (`isMoneyDeposit`) — a rule over the
// element's own words, never parley's output. A share with no price named ("a deposit of 40% when you register") is
// not read. `list` prints each change, `apply` writes the set files (categories only). Idempotent. Never set 52. Needs
// `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (f) => pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', f));
const { isMoneyDeposit } = await import(dist('categories/category-money-deposit.js'));
const { DEPOSIT_SHARE_STRONG_CUES } = await import(dist('categories/cues/category-cues-deposit-shares.js'));
const PRICING = 'Pricing & Taxes';

const { mode, changes } = relabelSets('1-51', (e, set, doc, k) => {
  if (e.kind === 'title' || e.categories.includes(PRICING) || !isMoneyDeposit(e.text) || !DEPOSIT_SHARE_STRONG_CUES.some(([re]) => re.test(e.text))) return undefined;
  return categoryAdded(e, set, doc, k, PRICING);
});
printRelabels({ mode, changes });
