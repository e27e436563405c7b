#!/usr/bin/env node
// contracts-relabel-borne-by.mjs list|apply [--sets 1-93]
// Issue 18 (h120conv): a cost "is borne by" a party in the present tense is no duty. C34 (docs/contract-labels.md)
// reaches a present passive with a party as agent "not a state or an irregular participle: 'is owned by', 'is borne by'",
// and sets 1–93 agree with it: sets 23, 27, 33, 48, 55, 72, 81 (×2), 85, 88 and 89 label their eleven present
// "is/are (…) borne (…) by <party>" sentences none, sets 30, 36, 63 and 91 their four the agent's Obligation. This drops
// the agent's Obligation of those four by C34 — an element whose text has "is" or "are" right before "borne" (an adverb
// between at most: no modal, no "to be"), then "by" and its agent, whose Obligation is the agent's: the party the agent
// names, "it"/"them" where the element holds that one Obligation alone, "the party …" as Multiple Parties. `list`
// prints each change, `apply` writes the set files (types only). Idempotent: a second run finds nothing.
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const BORNE_BY = /\b(?:is|are)\s{1,3}(?:[a-z]{2,15}ly\s{1,3})?borne\s{1,3}(?:[^.;,]{0,30}?\s)?by\s{1,3}(?:the\s{1,3})?(?<agent>[\p{L}-]+)/iu;

/** Whether an Obligation of `party` is the one the agent of "is borne by <agent>" names. */
function agentsObligation(agent, party, obligations) {
  if (/^(?:it|them)$/i.test(agent)) return obligations === 1;
  if (/^part(?:y|ies)$/i.test(agent)) return party === 'Multiple Parties';
  return party.toLowerCase() === agent.toLowerCase();
}

/** The element's types without the agent's Obligation of a present "is borne by", or undefined. */
export function borneByUnbound(e) {
  if (e.kind === 'title' || !e.types?.length) return undefined;
  const m = BORNE_BY.exec(e.text);
  if (m === null) return undefined;
  const obligations = e.types.filter((t) => t.nature === 'Obligation').length;
  const after = e.types.filter((t) => !(t.nature === 'Obligation' && agentsObligation(m.groups.agent, t.party, obligations)));
  return after.length === e.types.length ? undefined : after;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-93', (e, set, doc, k) => {
    const after = borneByUnbound(e);
    return after === undefined ? undefined : retyped(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
