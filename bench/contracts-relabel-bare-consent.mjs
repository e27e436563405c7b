#!/usr/bin/env node
// contracts-relabel-bare-consent.mjs list|apply [--sets 1-18]
// Issue 18 (h19s18c): C2 reads a consent, approval, permission or authorisation as Communication only when it is said
// to be written (docs/contracts.md, C2 and "Readings settled"; the reference: "without Buyer's authorization" and 38.1's
// subcontracting consent take no Communication). This drops Communication from every labelled element that has it only
// for a bare consent: a rule over the element's own words (a consent word, and no word that writes, notifies, informs,
// reports, requests, announces or presents something to a party), never parley's output. `list` prints each change,
// `apply` writes the set files (categories only).
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const CONSENT = /\b(?:consent|consents|approval|approve[sd]?|permission|authori[sz]ation)\b/i;
// What communicates in its own right: writing, a notice, informing, a report or request, a public announcement (a press
// release, publicity), presenting someone or something to the other party for its decision, an answer to what it
// submitted (comments, reasons, a response).
const COMMUNICATES = /\b(?:written|writing|notices?|notif\w*|inform\w*|communicat\w*|reports?|request\w*|announce\w*|press\s+releases?|publicity|present(?:s|ed|ing)?|comment\w*|reasons?|respon\w*|repl(?:y|ies|ied))\b/i;

const { mode, changes } = relabelSets('1-18', (e, set, doc, k) => {
  if (!e.categories?.includes('Communication') || !CONSENT.test(e.text) || COMMUNICATES.test(e.text)) return undefined;
  const out = e.categories.filter((c) => c !== 'Communication');
  return recategorised(e, set, doc, k, out);
});
printRelabels({ mode, changes });
