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

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '/work/shared/data/contracts/real/art-effects-classify.json';
const scoreMode = opt('score', 'visible');
const showMisses = Number(opt('misses', '6'));
const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));
const ref = JSON.parse(fs.readFileSync(file, 'utf8'));

const ENT = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const unescape = (s) => s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1)) : ENT[e.toLowerCase()] ?? m));
const norm = (s) => unescape(String(s ?? '').replace(/<[^>]*>/g, ' ')).normalize('NFKC').replace(/[\u2018\u2019\u201b`]/g, "'").replace(/[\u201c\u201d\u201f]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
const f1 = (t) => { const p = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 0; const r = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 0; return { p: +p.toFixed(3), r: +r.toFixed(3), f1: p + r ? +((2 * p * r) / (p + r)).toFixed(3) : 0 }; };

// Element inputs: kind from the document structure (titles) or the text (list markers); section title = the
// deepest title whose element_locations hold the element.
const titles = ref.document_structure?.section_titles ?? [];
const titleAt = new Set(titles.map((t) => t.location.begin));
const sectionOf = new Map();
for (const t of titles) for (const l of t.element_locations ?? []) sectionOf.set(l.begin, t.text);
const LIST = /^\s*(?:\(?(?:[ivxlc]{1,6}|[a-z]|\d{1,3})\)|(?:[ivxlc]{1,6}|[a-z])\.\s|\d{1,3}\.\s|[•·▪-]\s)/i;
const inputs = ref.elements.map((e) => ({
  text: unescape(e.text),
  kind: titleAt.has(e.location.begin) ? 'title' : LIST.test(e.text) ? 'listItem' : 'sentence',
  ...(sectionOf.has(e.location.begin) ? { sectionTitle: sectionOf.get(e.location.begin) } : {}),
}));

const t0 = performance.now();
const got = classifyContract(inputs);
const ms = performance.now() - t0;
// Wall time swings with the machine's load; CPU time (user+system of this process) is the steadier figure.
const t1 = performance.now(); const c1 = process.cpuUsage();
for (let i = 0; i < 3; i++) classifyContract(inputs);
const warm = (performance.now() - t1) / 3; const c2 = process.cpuUsage(c1); const warmCpu = (c2.user + c2.system) / 3000;

const scored = (e, i) => (scoreMode === 'all' ? true : scoreMode === 'even' ? i % 2 === 0 : !e.held_out);
const keysOf = {
  nature: (e) => (e.types || []).map((t) => t.label?.nature),
  type: (e) => (e.types || []).map((t) => `${t.label?.nature}|${norm(t.label?.party)}`),
  category: (e) => (e.categories || []).map((c) => c.label),
  attribute: (e) => (e.attributes || []).map((a) => `${a.type}|${norm(a.text)}`),
};
const mine = got.elements.map((e, i) => ({ ...e, attributes: e.attributes.map((a) => ({ type: a.type, text: inputs[a.element ?? i].text.slice(a.begin, a.end) })) }));
const tallies = Object.fromEntries(Object.keys(keysOf).map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
const byLabel = { category: {}, nature: {}, attribute: {}, type: {} };
const examples = { category: {}, nature: {}, attribute: {}, type: {} };
let n = 0; let cats = 0; let allCats = 0;
ref.elements.forEach((e, i) => {
  allCats += mine[i].categories.length;
  if (!scored(e, i)) return;
  n++; cats += mine[i].categories.length;
  for (const [k, f] of Object.entries(keysOf)) {
    const want = new Set(f(e)); const have = new Set(f(mine[i]));
    const tally = (label, what) => {
      const key = k === 'attribute' ? label.split('|')[0] : label;
      byLabel[k][key] ??= { tp: 0, fp: 0, fn: 0 }; byLabel[k][key][what]++;
      if (what !== 'tp') { (examples[k][key] ??= []).push(`${what} ${k === 'attribute' ? label : ''} #${i} ${e.text.slice(0, 110)}`); }
    };
    for (const x of have) { if (want.has(x)) { tallies[k].tp++; tally(x, 'tp'); } else { tallies[k].fp++; tally(x, 'fp'); } }
    for (const x of want) if (!have.has(x)) { tallies[k].fn++; tally(x, 'fn'); }
  }
});
const out = { elements: inputs.length, scored: n, classify_ms: +ms.toFixed(1), classify_warm_ms: +warm.toFixed(1), classify_warm_cpu_ms: +warmCpu.toFixed(1) };
for (const [k, t] of Object.entries(tallies)) out[`${k}_f1`] = f1(t).f1;
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

const show = (k) => {
  console.log(`\n${k} by label (tp/fp/fn, F1):`);
  for (const [label, t] of Object.entries(byLabel[k]).sort((a, b) => (b[1].fp + b[1].fn) - (a[1].fp + a[1].fn))) {
    console.log(`  ${label.padEnd(28)} ${t.tp}/${t.fp}/${t.fn}  F1 ${f1(t).f1}`);
    for (const x of (examples[k][label] || []).slice(0, showMisses)) console.log(`      ${x}`);
  }
};
for (const k of ['nature', 'type', 'category', 'attribute']) show(k);
const factLine = (name, xs) => `  ${name}: ${xs.map((x) => `${inputs[x.span.element].text.slice(x.span.begin, x.span.end)}→${x.text_normalized ?? ''} (${x.confidence_level})`).join('; ') || '-'}`;
console.log('\ncontract facts found:');
console.log(`  parties: ${got.parties.map((p) => `${p.party} [${p.role}/${p.importance}, ${p.mentions.length}]`).join('; ')}`);
for (const k of ['effective_dates', 'termination_dates', 'contract_terms', 'payment_terms', 'contract_amounts', 'contract_currencies', 'contract_types']) console.log(factLine(k, got[k]));
console.log(JSON.stringify(out));
