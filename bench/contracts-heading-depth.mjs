#!/usr/bin/env node
// contracts-heading-depth.mjs [--set 14] [--heading-path]
// A labelled set's scores (bench/data/contracts-generalization-N.json, as contracts-generalization.mjs scores it) split
// by how the documents are headed: tp/fp/fn and F1 per label family over all documents, the documents with nested
// clause headings (a numbered sub-heading title such as "3.2 Restrictions" under "3. LICENSE") and the others, and in
// the nested documents the elements read under a sub-heading against those under a top-level heading. Then category
// tp/fp/fn per label. Written for set 14 (h18e14), whose documents are headed both ways. `--heading-path` is an
// experiment, not parley's input: an element under a sub-heading is given "parent / sub-heading" as its section title
// (parley gives the parent as `parentTitle` since h18head and reads it only when the sub-heading names no category;
// docs/contracts.md, "The heading path").
// Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { f1, keysOf, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf('--set');
const which = at >= 0 ? args[at + 1] : '14';
const file = generalizationSetFiles().find((f) => String(setNumber(f)) === which);
if (!file) { console.error(`no set ${which}`); process.exit(2); }
const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));
const set = JSON.parse(fs.readFileSync(path.join(here, 'data', file), 'utf8'));
// A numbered sub-heading: "3.2 Restrictions", "12.3 Security Incidents".
const SUB_HEADING = /^\d+\.\d+\s/;
const asReturned = (e) => ({ types: e.types.map((label) => ({ label })), categories: e.categories.map((label) => ({ label })), attributes: e.attributes });
const groups = {};
const byCategory = {};
const tally = (group, family, want, have) => {
  const t = ((groups[group] ??= {})[family] ??= { tp: 0, fp: 0, fn: 0 });
  for (const x of have) if (want.has(x)) t.tp++; else t.fp++;
  for (const x of want) if (!have.has(x)) t.fn++;
};
for (const doc of set.documents) {
  const nested = doc.elements.some((e) => e.kind === 'title' && SUB_HEADING.test(e.text));
  let parent;
  const inputs = setInputs(doc).map((input, i) => {
    if (input.kind === 'title' && !SUB_HEADING.test(input.text)) parent = input.text;
    if (!args.includes('--heading-path') || !parent || !SUB_HEADING.test(input.sectionTitle ?? '')) return input;
    return { ...input, sectionTitle: `${parent} / ${input.sectionTitle}` };
  });
  const got = classifyContract(inputs);
  doc.elements.forEach((e, i) => {
    const mine = got.elements[i];
    const have = { ...mine, attributes: mine.attributes.map((a) => ({ type: a.type, text: inputs[a.element ?? i].text.slice(a.begin, a.end) })) };
    const underSub = SUB_HEADING.test(inputs[i].sectionTitle ?? '') || / \/ \d+\.\d+\s/.test(inputs[i].sectionTitle ?? '');
    for (const [family, keys] of Object.entries(keysOf)) {
      const want = new Set(keys(asReturned(e)));
      const h = new Set(keys(have));
      tally('all documents', family, want, h);
      tally(nested ? 'documents with nested headings' : 'documents without', family, want, h);
      if (nested && e.kind !== 'title') tally(underSub ? '  elements under a sub-heading' : '  elements under a top heading', family, want, h);
      if (family === 'category') {
        for (const c of new Set([...want, ...h])) {
          const t = (byCategory[c] ??= { tp: 0, fp: 0, fn: 0 });
          if (want.has(c) && h.has(c)) t.tp++; else if (h.has(c)) t.fp++; else t.fn++;
        }
      }
    }
  });
}
console.log(`${file}: tp/fp/fn F1`);
for (const [group, families] of Object.entries(groups)) {
  console.log(`${group.padEnd(34)} ${Object.entries(families).map(([k, t]) => `${k} ${t.tp}/${t.fp}/${t.fn} ${f1(t).f1}`).join('  ')}`);
}
console.log('\ncategory by label:');
for (const [c, t] of Object.entries(byCategory).sort((a, b) => (b[1].fp + b[1].fn) - (a[1].fp + a[1].fn))) console.log(`  ${c.padEnd(26)} ${t.tp}/${t.fp}/${t.fn}  ${f1(t).f1}`);
