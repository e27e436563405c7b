#!/usr/bin/env node
// contracts-relabel-lone-subletting.mjs list|apply [--sets 1-36]
// Issue 18 (the lead, session 28; h29cat): C12 said "sub-letting is an assignment". Counted over sets 1–36 (the counts
// in docs/contracts.md, C12), a subletting written beside an assignment or a transfer is labelled Assignments (15 of 15)
// but a lone subletting of the thing let — no assignment, transfer or sale in the sentence — Asset Use (5 of 7): C12 is
// narrowed to the first, and a lone subletting is the asset's use. This relabels the minority: every labelled element
// the rule names (`LONE_SUBLETTING`, the pattern the classifier applies, src/contracts/classify/categories/cues/category-cues-assets.ts —
// a rule over the element's own words, never parley's output) that is labelled Assignments gets Asset Use in its place;
// its other categories stay. Titles are left alone. `list` prints each change, `apply` writes the set files (categories
// only). Idempotent: a second run finds nothing. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { LONE_SUBLETTING } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/cues/category-cues-assets.js')));
const ASSIGNMENTS = 'Assignments';
const ASSET_USE = 'Asset Use';

const { mode, changes } = relabelSets('1-36', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories?.includes(ASSIGNMENTS) || !LONE_SUBLETTING.test(e.text)) return undefined;
  const after = e.categories.map((c) => (c === ASSIGNMENTS ? ASSET_USE : c)).filter((c, i, all) => all.indexOf(c) === i);
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
