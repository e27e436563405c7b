#!/usr/bin/env node
// contracts-nature-kinds.mjs [--show KIND] — for each kind of sentence issue 18 asks about for natures and parties
// (h22nat), every instance a stated pattern finds in the real response's visible half OUTSIDE the service's artifact
// run (clauses 24–27 and 30–42, which it labels Obligation/Supplier and Obligation/Both Parties wholesale) and in the
// hand-written sets 1–22: which nature/party labels the service gives, which parley gives, and how often the two
// agree. The rule of evidence (h20conv/h21bare): a kind is a convention only where the service labels it consistently
// (≥ 3 of 3, ≥ 4 of 5). The sets' sentences are never printed (counting does not unblind them); `--show KIND` prints
// the visible half's instances of one kind. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { referenceInputs, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';
import { NATURE_KINDS } from './contracts-nature-kinds-patterns.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL = '/work/shared/data/contracts/real/art-effects-classify.json';
const args = process.argv.slice(2);
const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;
const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));

/** The artifact run, by the clause that holds each element: the last "N.0"/"N.x" clause number seen before it. */
function inArtifactRun(inputs) {
  let clause = 0;
  return inputs.map(({ text }) => {
    const m = /^\s*(\d{1,2})\.\d/.exec(text);
    if (m && Number(m[1]) >= clause && Number(m[1]) <= clause + 3) clause = Number(m[1]);
    if (/^\s*Section \d/.test(text)) clause = 99;
    return (clause >= 24 && clause <= 27) || (clause >= 30 && clause <= 42);
  });
}
const labelOf = (types) => types.map((t) => `${t.nature}/${t.party}`).sort().join(' + ') || '—';
const natureOf = (types) => [...new Set(types.map((t) => t.nature))].sort().join(' + ') || '—';

function tally(rows) {
  const out = {};
  for (const [name, test] of Object.entries(NATURE_KINDS)) {
    const t = { n: 0, natures: {}, agreeNature: 0, agreeType: 0, texts: [] };
    for (const r of rows) {
      if (r.input.kind === 'title' || !test(r.input, r.i, r.inputs)) continue;
      t.n++;
      const nat = natureOf(r.ref);
      t.natures[nat] = (t.natures[nat] ?? 0) + 1;
      if (nat === natureOf(r.mine)) t.agreeNature++;
      if (labelOf(r.ref) === labelOf(r.mine)) t.agreeType++;
      t.texts.push(`#${r.i} REF ${labelOf(r.ref)} | PARLEY ${labelOf(r.mine)}\n    ${r.input.text.slice(0, 220)}`);
    }
    out[name] = t;
  }
  return out;
}

const ref = JSON.parse(fs.readFileSync(REAL, 'utf8'));
const refInputs = referenceInputs(ref);
const refGot = classifyContract(refInputs);
const run = inArtifactRun(refInputs);
const flat = (types) => (types ?? []).map((t) => t.label ?? t);
const visibleRows = [];
ref.elements.forEach((e, i) => {
  if (!e.held_out && !run[i]) visibleRows.push({ input: refInputs[i], i, inputs: refInputs, ref: flat(e.types), mine: flat(refGot.elements[i].types) });
});
const visible = tally(visibleRows);
if (show) { for (const t of visible[show].texts) console.log(t); process.exit(0); }

const setRows = [];
for (const f of generalizationSetFiles().filter((x) => setNumber(x) <= 22)) {
  const set = JSON.parse(fs.readFileSync(path.join(here, 'data', f), 'utf8'));
  for (const doc of set.documents) {
    const inputs = setInputs(doc);
    const got = classifyContract(inputs);
    inputs.forEach((input, i) => setRows.push({ input, i, inputs, ref: doc.elements[i].types ?? [], mine: flat(got.elements[i].types) }));
  }
}
const sets = tally(setRows);
const top = (m) => Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v}`).join(', ');
console.log(`visible half outside the run: ${visibleRows.length} elements (titles left out of the kinds)`);
console.log('| kind | visible: n | service natures | parley agrees (nature, nature+party) | sets: n | sets natures | parley agrees |\n|---|---|---|---|---|---|---|');
for (const name of Object.keys(NATURE_KINDS)) {
  const v = visible[name]; const s = sets[name];
  console.log(`| ${name} | ${v.n} | ${top(v.natures) || '—'} | ${v.agreeNature}, ${v.agreeType} | ${s.n} | ${top(s.natures) || '—'} | ${s.agreeNature}, ${s.agreeType} |`);
}
