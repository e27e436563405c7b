#!/usr/bin/env node
// contracts-relabel-refund-after-ending.mjs list|apply [--sets 1-92]
// Issue 18 (h118ref): C3 (docs/contract-labels.md) — money paid, refunded or left unpaid on termination is Payment Terms
// & Billing beside Term & Termination. A sentence that refunds and opens by pointing back to the sentence before ("We
// then refund …", "We will then refund …", "If you stop, we refund …", "In that case …", "If we do, …"), where that
// sentence is labelled Term & Termination, refunds on the ending: C3 gives it Term & Termination beside its Payment
// Terms & Billing. Sets 1–92 hold 8 such refunds after an ending; 7 are labelled so, set 21's "We will then refund your
// payments, less a cancellation fee of £250, …" (after "… you can cancel your plan at any time …") Payment alone. This
// adds Term & Termination to each such element that lacks it and has a place left (two categories at most); a rule
// over the elements' own words and the gold labels of the sentence before, never parley's output. Idempotent.
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const ENDING = 'Term & Termination';
const PAYMENT = 'Payment Terms & Billing';
const POINTS_BACK = /^(?:in\s+(?:that|such|this)\s+(?:case|event)\b|if\s+(?:so|(?:it|they|we|you|he|she)\s+(?:does|do)(?:\s+so)?)\s*,|(?:we|you|they|he|she|it|the\s+[\w-]+)\s+(?:(?:will|shall)\s+)?then\b|if\s+(?:it|they|we|you|he|she)\s+[a-z]+\s*,)/i;
const REFUNDS = /\brefund(?:s|ed)?\b/i;

const { mode, changes } = relabelSets('1-92', (e, set, doc, k) => {
  const before = doc.elements[k - 1];
  if (e.kind === 'title' || before === undefined || before.kind === 'title' || !before.categories.includes(ENDING)) return undefined;
  if (e.categories.includes(ENDING) || !e.categories.includes(PAYMENT) || e.categories.length >= 2) return undefined;
  if (!POINTS_BACK.test(e.text) || !REFUNDS.test(e.text)) return undefined;
  return categoryAdded(e, set, doc, k, ENDING);
});
printRelabels({ mode, changes });
