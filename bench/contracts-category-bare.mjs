#!/usr/bin/env node
// contracts-category-bare.mjs — how often an operative sentence carries no category, in the labels and in parley's output.
// An operative sentence here: a full sentence with a modal or a verb of undertaking ("shall", "may", "agrees"), not a
// title, a list item, a lead-in or a list piece (ending in ":", ";", "or", "and"), nor a definition ("X means …").
// Per hand-written set and for the visible half of the real response. The share the labels leave bare is the labeller's
// convention: where the sets leave almost none bare and the service leaves many, a lever that gives more such sentences
// a category raises the sets and lowers the visible half (bench/log.md, "where the model stays silent", h21cat).
// Parley's share on sets it trains on is a training figure. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { referenceInputs, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL = '/work/shared/data/contracts/real/art-effects-classify.json';
const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));

const LIST_ITEM = /^\s*(?:\(?(?:[ivxlc]{1,6}|[a-z]|\d{1,3})\)|(?:[ivxlc]{1,6}|[a-z])\.\s|\d{1,3}\.\s|[•·▪-]\s)/i;
const LIST_PIECE = /(?::|;|\bor|\band)\s*$/;
const MODAL = /\b(?:shall|must|will|may|agrees?|undertakes?|should|warrants?|covenants?)\b/i;
const DEFINITION = /^\W*["“'‘]?[A-Z][\w\s-]{0,60}["”'’]?\s+(?:means|shall mean|has the meaning|includes)\b/;
const isOperative = (input) => input.kind !== 'title' && MODAL.test(input.text) && !LIST_ITEM.test(input.text) &&
  !LIST_PIECE.test(input.text) && !DEFINITION.test(input.text);

/** [operative sentences, left bare by the labels, left bare by parley] over the documents given. */
function tally(docs) {
  let n = 0; let bareLabels = 0; let bareParley = 0;
  for (const { inputs, wants, scored } of docs) {
    const got = classifyContract(inputs).elements;
    inputs.forEach((input, i) => {
      if (!scored[i] || !isOperative(input)) return;
      n++;
      if (wants[i].categories.length === 0) bareLabels++;
      if (got[i].categories.length === 0) bareParley++;
    });
  }
  return [n, bareLabels, bareParley];
}

const rows = generalizationSetFiles().map((f) => {
  const set = JSON.parse(fs.readFileSync(path.join(here, 'data', f), 'utf8'));
  return [`set ${setNumber(f)}`, tally(set.documents.map((doc) => ({ inputs: setInputs(doc), wants: doc.elements, scored: doc.elements.map(() => true) })))];
});
const ref = JSON.parse(fs.readFileSync(REAL, 'utf8'));
rows.push(['visible half', tally([{ inputs: referenceInputs(ref), wants: ref.elements, scored: ref.elements.map((e) => !e.held_out) }])]);
const share = (a, n) => (n ? (a / n).toFixed(2) : '—');
console.log('| set | operative sentences | bare in the labels | bare in parley |\n|---|---|---|---|');
for (const [name, [n, l, p]] of rows) console.log(`| ${name} | ${n} | ${share(l, n)} | ${share(p, n)} |`);
