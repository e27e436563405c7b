#!/usr/bin/env node
// contracts-relabel-precedence-items.mjs list|apply [--sets 1-36]
// Issue 18 (the lead, session 28; h29cat): C6 reads a list's lead-in and its items each from their own words. The items
// of a precedence lead-in ("In case of conflict, the following order applies:" → "(a) the SOW;", "(b) this Base
// Agreement;") only name the documents the lead-in ranks: the real response gives them no category, and sets 22 and 35
// label them so, while sets 3 and 15 labelled them Order of Precedence. This removes Order of Precedence from every
// labelled item (an element the classifier's own list reader, `leadIns` of src/contracts/classify/document/lists.ts, gives a
// lead-in) whose lead-in is labelled Order of Precedence, unless the item's own words rank documents (PRECEDENCE_WORDS:
// "…, which prevails over …"). Its other categories stay. A rule over the labels and the element's own words, never
// parley's output; titles are left alone. `list` prints each change, `apply` writes the set files (categories only).
// Idempotent: a second run finds nothing. Needs `npm run build` (for `leadIns`).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { leadIns } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'document/lists.js')));
const PRECEDENCE = 'Order of Precedence';
/** An item that itself ranks documents or settles a conflict keeps its Order of Precedence. */
const PRECEDENCE_WORDS = /\b(?:precedence|prevails?|priority|conflicts?|inconsisten(?:t|cy|cies)|contradictions?|discrepanc(?:y|ies)|overrides?|controls?|governs?)\b/i;

let leadsOf; // the lead-ins of the document being visited (computed once per document)
const { mode, changes } = relabelSets('1-36', (e, set, doc, k) => {
  if (k === 0) leadsOf = leadIns(doc.elements, doc.elements.map((x) => x.text));
  const lead = leadsOf[k];
  if (e.kind === 'title' || lead < 0 || !e.categories?.includes(PRECEDENCE)) return undefined;
  if (!doc.elements[lead].categories?.includes(PRECEDENCE) || PRECEDENCE_WORDS.test(e.text)) return undefined;
  const after = e.categories.filter((c) => c !== PRECEDENCE);
  return recategorised(e, set, doc, k, after);
});
printRelabels({ mode, changes });
