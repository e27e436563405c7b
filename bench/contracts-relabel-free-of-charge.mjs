#!/usr/bin/env node
// contracts-relabel-free-of-charge.mjs list|apply [--sets 1-94]
// Issue 18 (h121conv), C312 (docs/contract-labels.md): "free of charge", "at no (extra) charge/cost", "without charge"
// or "no charge" says a thing costs nothing; alone it names no price, so it makes no element Pricing & Taxes (the
// element's own reading decides: a loan is Asset Use, a defect mended Warranties, a booking moved Communication).
// Sets 1–94 hold 130 elements with the words: 110 carry no Pricing & Taxes (61 sets), 20 do (16 sets, 9 of them among the 61); of those
// 20, 5 name a price or fee beside the words ("for a fee of T$60, or end this agreement without charge", "each further
// bag costs EUR 5", "We may change our fees …", "Agent commission NGN 50 …") or are a rate card's row ("Rescan of a
// rejected Image: no charge") — their Pricing stands. This drops Pricing & Taxes from the other 15: an element with the
// words, no money, no fee, price, rate, tariff, commission, premium or tax named, and no rate card's row. `list` prints
// each change, `apply` writes the set files (categories only). Idempotent: a second run finds nothing.
import { pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const PRICING = 'Pricing & Taxes';
/** A thing given or done for nothing (the words C312 reads). */
export const FREE_OF_CHARGE = /\b(?:free\s{1,3}of\s{1,3}(?:charge|cost)|at\s{1,3}no\s{1,3}(?:(?:extra|additional|further)\s{1,3})?(?:charge|cost)|without\s{1,3}(?:(?:extra|additional|further)\s{1,3})?charge|no\s{1,3}charge)\b/i;
/** A price named beside them: money, a sum's currency code, or a price's own noun. */
export const PRICE_NAMED = /\p{Sc}|\b[A-Z]{3}\s{0,1}\d|\d[\d.,]{0,15}\s{0,1}[A-Z]{3}\b|\b(?:fees?|prices?|priced|rates?|tariffs?|commissions?|premiums?|VAT|tax(?:es)?)\b/u;
/** A rate card's row: a label, then a colon or a column bar, then "no charge" closing it. */
export const RATE_ROW = /(?::|\|)\s{0,3}no\s{1,3}charge\s{0,3}\.?\s{0,3}$/i;

/** The element's categories without a Pricing & Taxes that only "free of charge" gives, or undefined. */
export function freeOfChargeUnpriced(e) {
  if (e.kind === 'title' || !e.categories?.includes(PRICING)) return undefined;
  if (!FREE_OF_CHARGE.test(e.text) || PRICE_NAMED.test(e.text) || RATE_ROW.test(e.text)) return undefined;
  return e.categories.filter((c) => c !== PRICING);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-94', (e, set, doc, k) => {
    const after = freeOfChargeUnpriced(e);
    return after === undefined ? undefined : recategorised(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
