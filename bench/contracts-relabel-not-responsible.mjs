#!/usr/bin/env node
// contracts-relabel-not-responsible.mjs list|apply [--sets 1-51]
// Issue 18 (h56conv): C72 reads "X is not responsible for" a loss, a delay, a fault or a thing left
// with it as X disclaiming what it would answer for: Liability (the Liability row: "fault, limitation of liability";
// "is not liable for any loss of profit"). Sets 1–51: of the sentences the Liability cue of
// src/contracts/classify/categories/cues/category-cues-not-responsible.ts reads (`NOT_RESPONSIBLE_CUES`: a loss, a
// delay, a fault or a thing left; not events outside a party's control, C4's Force Majeure, nor taxes or service
// levels), 38 carry Liability and 1 does not (set 20's delay caused by the other party). This adds Liability where that
// pattern reads the element — a rule over the element's own words, never parley's output. `list` prints each change,
// `apply` writes the set files (categories only). Idempotent. Never set 52. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { NOT_RESPONSIBLE_CUES } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories', 'cues', 'category-cues-not-responsible.js')));
const LIABILITY = 'Liability';

const { mode, changes } = relabelSets('1-51', (e, set, doc, k) => {
  if (e.kind === 'title' || e.categories.includes(LIABILITY) || !NOT_RESPONSIBLE_CUES.some(([re]) => re.test(e.text))) return undefined;
  return categoryAdded(e, set, doc, k, LIABILITY);
});
printRelabels({ mode, changes });
