#!/usr/bin/env node
// contracts-labels.mjs [REFERENCE.json] [--score visible|even|all] [--misses N]
// Runs parley's contract classifier (dist/contracts/classify) on the element texts of a real ClassifyReturn and
// scores it as ../shared/checks/contracts.mjs scores labels (same normalisation, same visible-element rule): nature
// F1, nature+party F1, category micro-F1, attribute (type+text) F1, categories per element, and the contract facts;
// then prints the misses by category and nature. Element kinds and section titles are rebuilt from the reference's
// document_structure, so the labelling half can be measured without the document half. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { labelScorer, norm, referenceInputs } from './contracts-scoring.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '/work/shared/data/contracts/real/art-effects-classify.json';
const scoreMode = opt('score', 'visible');
const showMisses = Number(opt('misses', '6'));
const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));
// The operations layer gives the classifier its prefilter table (same answers without it, slower).
(await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'operations', 'prefilter-table.js')))).loadPrefilterTable();
const ref = JSON.parse(fs.readFileSync(file, 'utf8'));

const inputs = referenceInputs(ref);

const t0 = performance.now();
const got = classifyContract(inputs);
const ms = performance.now() - t0;
// Wall time swings with the machine's load; CPU time (user+system of this process) is the steadier figure.
const t1 = performance.now(); const c1 = process.cpuUsage();
for (let i = 0; i < 3; i++) classifyContract(inputs);
const warm = (performance.now() - t1) / 3; const c2 = process.cpuUsage(c1); const warmCpu = (c2.user + c2.system) / 3000;

const scored = (e, i) => (scoreMode === 'all' ? true : scoreMode === 'even' ? i % 2 === 0 : !e.held_out);
const mine = got.elements.map((e, i) => ({ ...e, attributes: e.attributes.map((a) => ({ type: a.type, text: inputs[a.element ?? i].text.slice(a.begin, a.end) })) }));
const scorer = labelScorer();
let n = 0; let cats = 0; let allCats = 0;
ref.elements.forEach((e, i) => {
  allCats += mine[i].categories.length;
  if (!scored(e, i)) return;
  n++; cats += mine[i].categories.length;
  scorer.add(e, mine[i], `#${i} ${e.text.slice(0, 110)}`);
});
const out = { elements: inputs.length, scored: n, classify_ms: +ms.toFixed(1), classify_warm_ms: +warm.toFixed(1), classify_warm_cpu_ms: +warmCpu.toFixed(1) };
Object.assign(out, scorer.figures());
out.categories_per_element = +(allCats / inputs.length).toFixed(3);
out.categories_per_scored_element = +(cats / n).toFixed(3);
const primary = (ref.parties || []).filter((p) => p.importance === 'Primary');
out.primary_parties_found = primary.filter((p) => got.parties.some((q) => q.importance === 'Primary' && q.role === p.role && norm(q.party).includes(norm(p.party).split(' ')[0]))).length;
out.primary_parties = primary.length;
const normSet = (xs) => new Set(xs.map((d) => d.text_normalized));
const dates = normSet(got.effective_dates); const terms = normSet(got.contract_terms);
out.effective_dates_found = (ref.effective_dates || []).filter((d) => dates.has(d.text_normalized)).length;
out.effective_dates = (ref.effective_dates || []).length;
out.contract_terms_found = (ref.contract_terms || []).filter((d) => terms.has(d.text_normalized)).length;
out.contract_terms = (ref.contract_terms || []).length;

for (const k of ['nature', 'type', 'category', 'attribute']) scorer.show(k, showMisses);
const factLine = (name, xs) => `  ${name}: ${xs.map((x) => `${inputs[x.span.element].text.slice(x.span.begin, x.span.end)}→${x.text_normalized ?? ''} (${x.confidence_level})`).join('; ') || '-'}`;
console.log('\ncontract facts found:');
console.log(`  parties: ${got.parties.map((p) => `${p.party} [${p.role}/${p.importance}, ${p.mentions.length}]`).join('; ')}`);
for (const k of ['effective_dates', 'termination_dates', 'contract_terms', 'payment_terms', 'contract_amounts', 'contract_currencies', 'contract_types']) console.log(factLine(k, got[k]));
console.log(JSON.stringify(out));
