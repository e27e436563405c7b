#!/usr/bin/env node
// contracts-relabel.mjs: how far two labellers of a contract set agree (issue 18, h18agree).
//   strip SET.json [OUT.txt]            the set as text only (documents, headings, element texts in order, numbered),
//                                       for a second labeller who must not see the first one's labels
//   build SET.txt LABELS.txt OUT.json [--types TYPES.txt]
//                                       a set file from the stripped text and a labelling: LABELS.txt has one line per
//                                       labelled element, "<document>#<index> Category; Category" (elements not listed
//                                       have no category; "| Nature/Party, …" after the categories adds types);
//                                       TYPES.txt has one line per typed element, "<document>#<index> Nature/Party, …"
//   score A.json B.json [--what category|nature|type] [--agreed OUT.json]
//                                       B against A: per label tp/fp/fn (A the reference), micro-F1, Cohen's kappa per
//                                       label (each label a yes/no decision on every non-heading element); --agreed
//                                       writes a set whose elements keep only the labels both give (for
//                                       contracts-generalization.mjs: parley against what both labellers agree on)
//   apply SET.json CORRECTIONS.txt OUT.json
//                                       a copy of SET with the categories of the listed elements replaced (same line
//                                       format as LABELS.txt; a listed element with nothing after it loses its
//                                       categories; lines of documents SET does not have are skipped): to measure
//                                       label corrections without touching a set file
//   parley A.json B.json                parley's categories (dist/, `npm run build` first) against A, against B, against
//                                       the labels both give, and against the undisputed decisions only (a label one
//                                       labeller gives and the other does not is neither a hit nor a miss for parley)
// Headings (titles) carry no category in any set and are left out of kappa's element count.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { f1, setInputs } from './contracts-scoring.mjs';
import { agreed, apply, build, score, strip } from './contracts-relabel-lib.mjs';

const [cmd, ...rest] = process.argv.slice(2);
const opt = (name, dflt) => { const i = rest.indexOf(`--${name}`); return i >= 0 ? rest[i + 1] : dflt; };
const files = rest.filter((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (...p) => import(pathToFileURL(path.join(here, '..', 'dist', ...p)).href);
// The closed sets from their one home (src/contracts/wire.ts, built): `npm run build` first, as for every bench.
const { CATEGORIES, NATURES } = await dist('contracts', 'wire.js');
const closed = { categories: CATEGORIES, natures: NATURES };

if (cmd === 'strip') {
  const text = strip(read(files[0]));
  if (files[1]) fs.writeFileSync(files[1], text); else process.stdout.write(text);
} else if (cmd === 'build') {
  const types = opt('types');
  fs.writeFileSync(files[2], `${JSON.stringify(build(fs.readFileSync(files[0], 'utf8'), fs.readFileSync(files[1], 'utf8'), types && fs.readFileSync(types, 'utf8'), closed), null, 1)}\n`);
} else if (cmd === 'score') {
  const A = read(files[0]); const B = read(files[1]);
  const what = opt('what', 'category');
  const s = score(A, B, what);
  console.log(`${what}: B (${files[1]}) against A (${files[0]}), ${s.elements} non-heading elements`);
  console.log(`elements labelled alike: ${s.same}/${s.elements}`);
  console.log(`micro: tp ${s.tp} fp(B only) ${s.fp} fn(A only) ${s.fn}  P ${s.p} R ${s.r} F1 ${s.f1}`);
  console.log(`${'label'.padEnd(26)} both  A-only B-only   F1   kappa`);
  for (const r of s.rows) console.log(`${r.label.padEnd(26)} ${String(r.tp).padStart(4)} ${String(r.fn).padStart(6)} ${String(r.fp).padStart(6)}  ${r.f1.toFixed(3)}  ${Number.isNaN(r.kappa) ? '  -' : r.kappa.toFixed(3)}`);
  if (rest.includes('--list')) { console.log('\ndisagreements:'); for (const d of s.disagreements) console.log(`  ${d}`); }
  const out = opt('agreed');
  if (out) fs.writeFileSync(out, `${JSON.stringify(agreed(A, B), null, 1)}\n`);
} else if (cmd === 'apply') {
  fs.writeFileSync(files[2], `${JSON.stringify(apply(read(files[0]), fs.readFileSync(files[1], 'utf8'), closed), null, 1)}\n`);
} else if (cmd === 'parley') {
  const A = read(files[0]); const B = read(files[1]);
  const { classifyContract } = await dist('contracts', 'classify', 'index.js');
  const measures = { A: { tp: 0, fp: 0, fn: 0 }, B: { tp: 0, fp: 0, fn: 0 }, agreed: { tp: 0, fp: 0, fn: 0 }, undisputed: { tp: 0, fp: 0, fn: 0 } };
  const perLabel = {};
  A.documents.forEach((da, di) => {
    const db = B.documents[di];
    const got = classifyContract(setInputs(da));
    da.elements.forEach((ea, i) => {
      const p = new Set(got.elements[i].categories.map((c) => c.label));
      const a = new Set(ea.categories); const b = new Set(db.elements[i].categories);
      const both = new Set([...a].filter((x) => b.has(x)));
      const disputed = new Set([...a, ...b].filter((x) => !both.has(x)));
      const tally = (t, want, skip = new Set()) => {
        for (const x of p) if (!skip.has(x)) t[want.has(x) ? 'tp' : 'fp']++;
        for (const x of want) if (!p.has(x)) t.fn++;
      };
      tally(measures.A, a); tally(measures.B, b); tally(measures.agreed, both); tally(measures.undisputed, both, disputed);
      for (const x of new Set([...p, ...a, ...b])) {
        const t = (perLabel[x] ??= { A: { tp: 0, fp: 0, fn: 0 }, B: { tp: 0, fp: 0, fn: 0 }, undisputed: { tp: 0, fp: 0, fn: 0 } });
        for (const [k, want] of [['A', a], ['B', b], ['undisputed', both]]) {
          if (k === 'undisputed' && disputed.has(x)) continue;
          if (p.has(x)) t[k][want.has(x) ? 'tp' : 'fp']++; else if (want.has(x)) t[k].fn++;
        }
      }
    });
  });
  console.log(`parley's categories against ${files[0]} (A) and ${files[1]} (B)`);
  for (const [k, t] of Object.entries(measures)) console.log(`${k.padEnd(11)} tp ${t.tp} fp ${t.fp} fn ${t.fn}  P ${f1(t).p} R ${f1(t).r} F1 ${f1(t).f1}`);
  console.log(`\n${'label'.padEnd(26)} F1 vs A  F1 vs B  undisputed: tp/fp/fn  F1`);
  for (const [label, t] of Object.entries(perLabel).sort((x, y) => x[0].localeCompare(y[0]))) {
    const u = t.undisputed;
    console.log(`${label.padEnd(26)} ${f1(t.A).f1.toFixed(3).padStart(7)}  ${f1(t.B).f1.toFixed(3).padStart(7)}  ${`${u.tp}/${u.fp}/${u.fn}`.padStart(20)}  ${f1(u).f1.toFixed(3)}`);
  }
} else {
  console.error('usage: contracts-relabel.mjs strip SET.json [OUT.txt] | build SET.txt LABELS.txt OUT.json [--types TYPES.txt] | score A.json B.json [--what category|nature|type] [--list] [--agreed OUT.json] | apply SET.json CORRECTIONS.txt OUT.json | parley A.json B.json');
  process.exit(2);
}
