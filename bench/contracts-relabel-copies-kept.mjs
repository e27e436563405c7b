#!/usr/bin/env node
// contracts-relabel-copies-kept.mjs list|apply [--sets 1-93]
// Issue 18 (h120conv): a copy of the contract itself that each party keeps or receives, said in the present tense
// ("This contract is made in two copies, and each party keeps one copy"), says how the contract was signed: no duty
// (docs/contract-labels.md, "No type": the copies of the contract kept). Sets 35, 55, 64, 65 and 81 label their five
// such sentences none, sets 87 and 91 their two Obligation/Multiple Parties. This drops that Obligation where the element
// names the contract's own copies ("copies of this agreement", "made in two copies / four originals / duplicate") and
// "each party", "either party", "each of the parties" or "both parties" keeps, receives, holds, retains, gets or takes
// one (a count or a determiner and the copy's noun, or a bare count closing its clause or before "after"), in the
// present, no modal. `list` prints each change, `apply` writes the set files (types only). Idempotent.
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const CONTRACT_COPIES = /\b(?:cop(?:y|ies)|originals?|counterparts?)\s{1,3}of\s{1,3}(?:this|the)\s{1,3}(?:agreement|contract|deed|lease)\b|\b(?:made|drawn\s{1,3}up|signed|executed|done|issued|prepared)\s{1,3}in\s{1,3}(?:duplicate|triplicate|[\w()]{1,20}(?:\s{1,3}[\w()]{1,20}){0,4}?\s{1,3}(?:copies|originals|counterparts))\b/i;
const EACH_KEEPS = /\b(?:(?:each|either)\s{1,3}(?:of\s{1,3}the\s{1,3})?part(?:y|ies)|both\s{1,3}parties)\s{1,3}(?:keeps?|receives?|holds?|retains?|gets?|takes?)\s{1,3}(?:(?:one|a|an|two|three|four|its|their|\d{1,2})\s{1,3}(?:\(\w{1,6}\)\s{1,3})?(?:(?:signed|original|identical)\s{1,3})?(?:cop(?:y|ies)|originals?|counterparts?)\b(?!\s{1,3}of\s{1,3}(?!(?:this|the)\s{1,3}(?:agreement|contract)\b))|(?:one|two|three|four|\d{1,2})(?:\s{1,3}\(\w{1,6}\))?(?=\s{0,3}[,.;]|\s{0,3}$|\s{1,3}(?:after|each|of\s{1,3}them)\b))/i;
const PARTIES_TOGETHER = new Set(['Multiple Parties', 'Both Parties']);

/** The element's types without the parties' Obligation of a contract's copy kept, or undefined. */
export function copyKeptUnbound(e) {
  if (e.kind === 'title' || !e.types?.length || !CONTRACT_COPIES.test(e.text) || !EACH_KEEPS.test(e.text)) return undefined;
  const after = e.types.filter((t) => !(t.nature === 'Obligation' && PARTIES_TOGETHER.has(t.party)));
  return after.length === e.types.length ? undefined : after;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-93', (e, set, doc, k) => {
    const after = copyKeptUnbound(e);
    return after === undefined ? undefined : retyped(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
