#!/usr/bin/env node
// contracts-relabel-no-role.mjs list|apply [--sets 1-39]
// Issue 18 (h30n39): C38 reads "No <role> shall/may …" as that role's Exclusion, as "no party shall" is Multiple
// Parties' (docs/contracts.md, C38); where the document's labels name the party in the plural ("Sellers",
// "Reinsurers"), "No Seller" is that party. This moves, in an element whose own words hold "No <Role>" before a modal,
// an Exclusion or Disclaimer given to Multiple Parties to the party the document's other labels name by that role or
// its plural (types only; never parley's output).
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const NO_ROLE = /\b[Nn]o\s+([A-Z][a-z-]+)\s+(?:shall|may|will|must|can)\b/g;

const { mode, changes } = relabelSets('1-39', (e, set, doc, k) => {
  const roles = [...e.text.matchAll(NO_ROLE)].map((m) => m[1]).filter((r) => !/^Part(?:y|ies)$/.test(r));
  if (roles.length === 0) return undefined;
  const parties = new Set(doc.elements.flatMap((x) => (x.types ?? []).map((t) => t.party)));
  const party = roles.map((r) => (parties.has(r) ? r : parties.has(`${r}s`) ? `${r}s` : undefined)).find((p) => p !== undefined);
  if (party === undefined) return undefined;
  const out = [];
  for (const t of e.types ?? []) {
    const label = t.party === 'Multiple Parties' && (t.nature === 'Exclusion' || t.nature === 'Disclaimer') ? { nature: t.nature, party } : t;
    if (!out.some((o) => o.nature === label.nature && o.party === label.party)) out.push(label);
  }
  return retyped(e, set, doc, k, out);
});
printRelabels({ mode, changes });
