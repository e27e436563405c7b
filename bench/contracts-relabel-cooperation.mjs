#!/usr/bin/env node
// contracts-relabel-cooperation.mjs list|apply [--sets 1-21]
// Issue 18 (h21bare): C14 reads a sentence whose one undertaking is to co-operate ("shall co-operate with the incoming
// provider", "agrees to cooperate fully with such audits") as carrying no category, whatever the co-operation serves.
// The evidence is the real response's visible half: its sentences of that kind are all bare (counts in
// docs/contracts.md, C14; `node bench/contracts-bare-kinds.mjs`). This clears the categories of every labelled
// element the rule names — a rule over the element's own words (`isBareCooperation`, the one the classifier applies,
// src/contracts/classify/categories/category-cooperation.ts), never parley's output; titles are left alone. `list` prints each
// change (set 20 and later: ids only, so the held-out sets' sentences stay unread), `apply` writes the set files
// (categories only). Idempotent: a second run finds nothing to clear. Needs `npm run build`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { isBareCooperation } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/category-cooperation.js')));
const BLIND_FROM = 20;

const { mode, changes } = relabelSets('1-21', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories?.length || !isBareCooperation(e.text)) return undefined;
  const shown = set >= BLIND_FROM ? '(held out: text not shown)' : e.text.slice(0, 150);
  return recategorised(e, set, doc, k, [], shown);
});
printRelabels({ mode, changes });
