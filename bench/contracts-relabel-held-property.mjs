#!/usr/bin/env node
// contracts-relabel-held-property.mjs list|apply [--sets 1-57]
// Issue 18 (h75left), C84 (docs/contract-labels.md): the owner's goods or materials in the other
// party's keeping, where the sentence says both that they remain the owner's and how the keeper holds them ("… remains
// the property of the First Party …, and the Second Party holds it as a trustee"), are Asset Use, not Delivery (nothing
// is handed over). Sets 1–57: 3 of the 4 such sentences are Asset Use alone (sets 19, 29, 55); this sets the fourth
// (set 31's fruit held "as depositary", Delivery) the same way, keeping every other category it has. A rule over the
// element's own words, never parley's output. `list` prints each change, `apply` writes the set files (categories
// only). Idempotent. Never a blind set.
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const ASSET_USE = 'Asset Use';
/** Ownership kept and the keeping said: "remains with the Grower …, and the Packer holds it as depositary". */
const HELD_PROPERTY = /\bremains?\s+(?:the\s+(?:sole\s+|exclusive\s+)?property\s+of|vested\s+in|with)\b[^.;]{0,160}?\bholds?\s+(?:it|them)\s+(?:only\s+|solely\s+|at\s+all\s+times\s+)?as\s+(?:an?\s+)?(?:bailee|trustee|depositary|custodian)\b/i;

const { mode, changes } = relabelSets('1-57', (e, set, doc, k) => {
  if (e.kind === 'title' || !HELD_PROPERTY.test(e.text)) return undefined;
  const after = [...new Set([...e.categories.filter((c) => c !== 'Delivery'), ASSET_USE])];
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
