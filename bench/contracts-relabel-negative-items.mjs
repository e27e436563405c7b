#!/usr/bin/env node
// contracts-relabel-negative-items.mjs list|apply [--sets 1-28]
// Issue 18 (C24, the lead, session 23): a list item that opens with "not" and a verb ("c) not make any announcement
// …", "(d) not move any Device") under a duty's lead-in ("The Supplier shall:", "The Buyer undertakes to:") keeps the
// lead-in's Obligation, as the real service labels the three such items of the reference's visible half (h23s25 read
// them as Exclusions and the visible half fell 0.835 → 0.828; docs/contracts.md left the sets' disagreement to the
// lead). Sets 8, 20, 25 and 28 labelled such items Exclusion. An item "not to …" (under "is obliged in particular:",
// "agrees:") is the lead-in's verb with "not to", the nature table's "agrees not to": it stays an Exclusion (C23's
// reading; the reference has none). This turns each labelled Exclusion of a "not <verb>" item into the Obligation of
// the same party when the nearest lead-in above it (an element ending in ":") is labelled an Obligation of that party.
// `list` prints each change, `apply` writes the set files (types only). Idempotent: a second run finds nothing.
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const NEGATIVE_ITEM = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.|\d{1,2}\)|[-–•])\s*not\s+(?!to\b)[a-z]/i;
const ITEM = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.|\d{1,2}\)|[-–•])\s/i;

/** The nearest element above `k` that is not an item: the lead-in, when it ends with a colon. */
function leadIn(doc, k) {
  for (let j = k - 1; j >= 0 && k - j <= 12; j--) {
    const e = doc.elements[j];
    if (ITEM.test(e.text)) continue;
    return /:\s*$/.test(e.text) ? e : undefined;
  }
  return undefined;
}

const { mode, changes } = relabelSets('1-28', (e, set, doc, k) => {
  if (e.kind === 'title' || !NEGATIVE_ITEM.test(e.text) || !e.types?.some((t) => t.nature === 'Exclusion')) return undefined;
  const lead = leadIn(doc, k);
  const duties = new Set((lead?.types ?? []).filter((t) => t.nature === 'Obligation').map((t) => t.party));
  if (duties.size === 0) return undefined;
  const types = e.types.map((t) => (t.nature === 'Exclusion' && duties.has(t.party) ? { ...t, nature: 'Obligation' } : t));
  const seen = new Set();
  return retyped(e, set, doc, k, types.filter((t) => !seen.has(`${t.nature}/${t.party}`) && seen.add(`${t.nature}/${t.party}`)));
});
printRelabels({ mode, changes });
