#!/usr/bin/env node
// contracts-relabel-licence-to-use.mjs list|apply [--sets 1-50]
// Issue 18 (h52conv): C68 reads a licence or right "to use" software, data, marks or materials as
// Intellectual Property (sets 1–50: 29 of 29), with Asset Use beside it for the other party's software (4 of 5) and
// not for marks, logos, names or likeness (12 of 16 Intellectual Property alone). This adds Intellectual Property where
// the licence cue reads the element and drops Asset Use where the marks veto reads it — the classifier's own patterns
// (`LICENCE_TO_USE_STRONG_CUES`, `LICENSED_MARKS_VETOES`, src/contracts/classify/categories/cues/category-cues-
// licences-to-use.ts), never parley's output. `list` prints each change, `apply` writes the set files (categories
// only). Idempotent. Never set 51. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { LICENCE_TO_USE_STRONG_CUES, LICENSED_MARKS_VETOES } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/cues/category-cues-licences-to-use.js')));
const IP = 'Intellectual Property';
const ASSET = 'Asset Use';
const reads = (list, text) => list.some(([re]) => re.test(text));

const { mode, changes } = relabelSets('1-50', (e, set, doc, k) => {
  if (e.kind === 'title' || !reads(LICENCE_TO_USE_STRONG_CUES, e.text)) return undefined;
  const after = e.categories.filter((c) => c !== ASSET || !reads(LICENSED_MARKS_VETOES, e.text));
  if (!after.includes(IP)) after.push(IP);
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
