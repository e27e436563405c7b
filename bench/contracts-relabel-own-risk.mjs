#!/usr/bin/env node
// contracts-relabel-own-risk.mjs list|apply [--sets 1-93]
// Issue 18 (h120conv): "you" doing a thing "at your own risk" ("You take part at your own risk", "…, so you swim at your
// own risk") takes a risk on itself: no duty (docs/contract-labels.md, "No type": a risk taken; hrev76's YOU_OWN_RISK in
// natures/nature-present-duties.ts). Sets 35, 63, 65 and 72 label their four such "you" sentences none (set 50's
// licensee "uses it at its own risk" too), set 92 its one Obligation/You. An act done "at your own risk and expense"
// stays a duty (sets 40, 48, 52), and so does one with a modal ("you must …"). This drops the Obligation of the "you"
// party — the party the document labels for its other sentences opening on "You", else You — where "you" (or "you and
// your guests") and a verb in the present, no modal, are followed in the clause by "at your own risk" with no "and
// cost/expense" after it. `list` prints each change, `apply` writes the set files (types only). Idempotent.
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const YOU_AT_OWN_RISK = /\byou\s{1,3}(?:and\s{1,3}your\s{1,3}[a-z]{2,15}\s{1,3})?(?!(?:must|shall|will|should|may|can|agree)\b)[a-z]{2,15}\b[^.;:]{0,60}?\bat\s{1,3}your\s{1,3}own\s{1,3}risk\b(?!\s{1,3}(?:and|&)\s{1,3}(?:cost|expense))/i;

/** The party a document labels for its sentences opening on "You" (a "you" document's own name for "you"), else You. */
function youParty(doc) {
  const counts = new Map();
  for (const e of doc.elements) {
    if (!/^You\s/.test(e.text) || YOU_AT_OWN_RISK.test(e.text)) continue;
    for (const t of e.types ?? []) if (t.nature === 'Obligation') counts.set(t.party, (counts.get(t.party) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'You';
}

/** The element's types without the "you" party's Obligation of a risk taken at its own risk, or undefined. */
export function ownRiskUnbound(e, doc) {
  if (e.kind === 'title' || !e.types?.length || !YOU_AT_OWN_RISK.test(e.text)) return undefined;
  const you = youParty(doc);
  const after = e.types.filter((t) => !(t.nature === 'Obligation' && t.party === you));
  return after.length === e.types.length ? undefined : after;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-93', (e, set, doc, k) => {
    const after = ownRiskUnbound(e, doc);
    return after === undefined ? undefined : retyped(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
