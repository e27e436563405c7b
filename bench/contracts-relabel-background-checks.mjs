#!/usr/bin/env node
// contracts-relabel-background-checks.mjs list|apply [--sets 1-50]
// Issue 18 (h52conv): C66 reads a background check on a party's own people (an enhanced DBS check,
// a Working with Children Check, police vetting, criminal record checks) as Responsibilities — the guide's
// Responsibilities row: "vet its personnel"; sets 1–50 label 21 of 26 such sentences so. This adds Responsibilities to
// every labelled element the cue reads that lacks it — the classifier's own pattern (`BACKGROUND_CHECK_STRONG_CUES`,
// src/contracts/classify/categories/cues/category-cues-background-checks.ts), never parley's output; Safety and
// Security and the other labels are left alone. `list` prints each change, `apply` writes the set files (categories
// only). Idempotent. Never set 51. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { BACKGROUND_CHECK_STRONG_CUES } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/cues/category-cues-background-checks.js')));
const RESPONSIBILITIES = 'Responsibilities';

const { mode, changes } = relabelSets('1-50', (e, set, doc, k) => {
  if (e.kind === 'title' || e.categories.includes(RESPONSIBILITIES) || !BACKGROUND_CHECK_STRONG_CUES.some(([re]) => re.test(e.text))) return undefined;
  return categoryAdded(e, set, doc, k, RESPONSIBILITIES);
});
printRelabels({ mode, changes });
