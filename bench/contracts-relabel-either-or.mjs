#!/usr/bin/env node
// contracts-relabel-either-or.mjs list|apply [--sets 1-31]
// Issue 18 (h26n31): C28 reads "Either the Owners or the Agency may …" and "Neither the Sellers nor the Purchasers may …"
// as "either party" and "neither party" are read, whichever of the named parties: one label for Multiple Parties
// (docs/contracts.md, C28). Sets 23 and 31 label so; set 5, written before the convention, labels each named party. This
// merges, in an element whose own words open on "Either/Neither <Name> or/nor <Name>" before a modal, the labels of one
// nature given to those named parties into one Multiple Parties label (types only; never parley's output).
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const PAIR = /\b(?:Either|Neither)\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?:or|nor)\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?:may|shall|will|must|can|is|are)\b/;

const { mode, changes } = relabelSets('1-31', (e, set, doc, k) => {
  const m = PAIR.exec(e.text);
  if (!m || /^Part(?:y|ies)$/i.test(m[1])) return undefined;
  const named = new Set([m[1], m[2]]);
  const out = [];
  for (const t of e.types ?? []) {
    const pairOf = named.has(t.party) && e.types.some((o) => o !== t && o.nature === t.nature && named.has(o.party) && o.party !== t.party);
    const label = pairOf ? { nature: t.nature, party: 'Multiple Parties' } : t;
    if (!out.some((o) => o.nature === label.nature && o.party === label.party)) out.push(label);
  }
  return retyped(e, set, doc, k, out);
});
printRelabels({ mode, changes });
