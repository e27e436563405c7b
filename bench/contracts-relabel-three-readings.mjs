#!/usr/bin/env node
// contracts-relabel-three-readings.mjs list|apply [--sets 1-32]
// Issue 18 (h27cat9): C31 settles three readings the sets label both ways (docs/contracts.md):
// (a) an amendment required "in writing" (and signed) is Amendments alone — the writing is the amendment's form, no
//     communication, where nothing is submitted, sent, confirmed or notified (22 of the 24 "in writing and signed" sentences in
//     sets 1–31 are labelled so; set 28 adds Communication, and set 31 to "must be made in writing to be valid");
// (b) a defined "Territory" takes no category — a definition of where is no scope by itself (3 of 4; set 31 labels
//     Scope of Work);
// (c) a fee with its tax at a rate ("… plus GST at 9%") is Pricing & Taxes alone — the tax calculated, as
//     docs/contract-labels.md's Pricing row shows it (set 31 labels Payment Terms & Billing too).
// Labels only (categories), never parley's output. Set 33 is out of the default range (written blind).
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const AMENDED_IN_WRITING = /^(?![^]*\b(?:submit\w*|notif\w*|notice|send|sent|deliver\w*|inform\w*|confirm\w*|e-?mail\w*)\b)[^]*?(?:\b(?:amend\w*|variation|vary|varied|change|modification|modif\w+)\b[^.;]{0,80}?\bin\s+writing\b|\bamended\s+only\s+by\s+a\s+written\s+(?:agreement|document|instrument)\b)/i;
const TERRITORY_DEFINED = /^\W*(?:[\d.]+\s+)?["“]?Territory["”]?\s+means\b/;
const FEE_PLUS_TAX_AT_RATE = /\bplus\s+(?:VAT|GST|HST|value\s+added\s+tax|goods\s+and\s+services\s+tax|sales\s+tax)\s+at\s+(?:the\s+rate\s+of\s+)?\d+(?:\.\d+)?\s?%/i;

const drop = (e, category) => e.categories.filter((c) => c !== category);

const { mode, changes } = relabelSets('1-32', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories) return undefined;
  let out = e.categories;
  if (AMENDED_IN_WRITING.test(e.text) && out.includes('Amendments')) out = drop({ categories: out }, 'Communication');
  if (TERRITORY_DEFINED.test(e.text)) out = drop({ categories: out }, 'Scope of Work');
  if (FEE_PLUS_TAX_AT_RATE.test(e.text) && out.includes('Pricing & Taxes')) out = drop({ categories: out }, 'Payment Terms & Billing');
  return recategorised(e, set, doc, k, out);
});
printRelabels({ mode, changes });
