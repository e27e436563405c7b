#!/usr/bin/env node
// contracts-bare-kinds.mjs [--operative] [--show KIND] — for each kind of boilerplate or operative sentence that the
// real service may leave without a category (severability, waiver, counterparts …), every instance found by a stated
// pattern in the visible half of the real response and in the hand-written sets: how many the labels leave bare and
// which categories they give the rest. The rule of evidence (issue 18, h20conv/h21bare): a kind becomes a convention
// only where the reference has ≥ 3 instances and ≥ 80 % of them go one way. The counts read the labels only (no
// parley output); `--show KIND` prints the visible half's instances of one kind (the sets' sentences are not printed,
// so counting does not unblind them). `--operative` keeps only operative sentences (contracts-category-bare.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceInputs, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';
import { BARE_KINDS } from './contracts-bare-kinds-patterns.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL = '/work/shared/data/contracts/real/art-effects-classify.json';
const args = process.argv.slice(2);
const operativeOnly = args.includes('--operative');
const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;

const LIST_ITEM = /^\s*(?:\(?(?:[ivxlc]{1,6}|[a-z]|\d{1,3})\)|(?:[ivxlc]{1,6}|[a-z])\.\s|\d{1,3}\.\s|[•·▪-]\s)/i;
const LIST_PIECE = /(?::|;|\bor|\band)\s*$/;
const MODAL = /\b(?:shall|must|will|may|agrees?|undertakes?|should|warrants?|covenants?)\b/i;
const DEFINITION = /^\W*["“'‘]?[A-Z][\w\s-]{0,60}["”'’]?\s+(?:means|shall mean|has the meaning|includes)\b/;
const isOperative = (input) => MODAL.test(input.text) && !LIST_ITEM.test(input.text) && !LIST_PIECE.test(input.text) && !DEFINITION.test(input.text);

/** Per kind: { n, bare, cats: { category: count } } over [input, categories] pairs. */
function tally(pairs) {
  const out = {};
  for (const [name, test] of Object.entries(BARE_KINDS)) {
    const t = { n: 0, bare: 0, cats: {}, texts: [] };
    for (const [input, cats] of pairs) {
      if (input.kind === 'title' || (operativeOnly && !isOperative(input)) || !test(input.text)) continue;
      t.n++;
      if (cats.length === 0) t.bare++;
      for (const c of cats) t.cats[c] = (t.cats[c] ?? 0) + 1;
      t.texts.push(`[${cats.join(', ')}] ${input.text.slice(0, 200)}`);
    }
    out[name] = t;
  }
  return out;
}

const ref = JSON.parse(fs.readFileSync(REAL, 'utf8'));
const refInputs = referenceInputs(ref);
const visible = tally(ref.elements.flatMap((e, i) => (e.held_out ? [] : [[refInputs[i], e.categories.map((c) => c.label)]])));
const setPairs = [];
for (const f of generalizationSetFiles().filter((x) => setNumber(x) <= 21)) {
  const set = JSON.parse(fs.readFileSync(path.join(here, 'data', f), 'utf8'));
  for (const doc of set.documents) setInputs(doc).forEach((input, i) => setPairs.push([input, doc.elements[i].categories ?? []]));
}
const sets = tally(setPairs);

if (show) { for (const t of visible[show].texts) console.log(t); process.exit(0); }
const top = (cats) => Object.entries(cats).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([c, k]) => `${c} ${k}`).join(', ');
console.log(`| kind | visible half: n, bare | visible half: categories | sets: n, bare | sets: categories |\n|---|---|---|---|---|`);
for (const name of Object.keys(BARE_KINDS)) {
  const v = visible[name]; const s = sets[name];
  console.log(`| ${name} | ${v.n}, ${v.bare} | ${top(v.cats) || '—'} | ${s.n}, ${s.bare} | ${top(s.cats) || '—'} |`);
}
