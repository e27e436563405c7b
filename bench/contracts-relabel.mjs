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
import { keysOf, f1, setInputs } from './contracts-scoring.mjs';

const [cmd, ...rest] = process.argv.slice(2);
const opt = (name, dflt) => { const i = rest.indexOf(`--${name}`); return i >= 0 ? rest[i + 1] : dflt; };
const files = rest.filter((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));

function strip(set) {
  const out = [];
  for (const doc of set.documents) {
    out.push(`## ${doc.name}`);
    doc.elements.forEach((e, i) => out.push(`${doc.name}#${i}${e.kind === 'title' ? ' [title]' : ''} ${e.text}`));
    out.push('');
  }
  return out.join('\n');
}

/** Parses a stripped text back into documents of { kind?, text }. */
function parseStripped(text) {
  const docs = [];
  for (const line of text.split('\n')) {
    const head = /^## (.+)$/.exec(line);
    if (head) { docs.push({ name: head[1], elements: [] }); continue; }
    const m = /^(.+?)#(\d+)( \[title\])? (.*)$/.exec(line);
    if (!m) continue;
    const doc = docs[docs.length - 1];
    if (!doc || doc.name !== m[1] || Number(m[2]) !== doc.elements.length) throw new Error(`out of order: ${line.slice(0, 60)}`);
    doc.elements.push({ ...(m[3] ? { kind: 'title' } : {}), text: m[4] });
  }
  return docs;
}

const CATEGORIES = ['Amendments', 'Asset Use', 'Assignments', 'Audits', 'Business Continuity', 'Communication', 'Confidentiality', 'Deliverables', 'Delivery', 'Dispute Resolution', 'Force Majeure', 'Indemnification', 'Insurance', 'Intellectual Property', 'Liability', 'Order of Precedence', 'Payment Terms & Billing', 'Pricing & Taxes', 'Privacy', 'Responsibilities', 'Safety and Security', 'Scope of Work', 'Subcontracts', 'Term & Termination', 'Warranties'];
const NATURES = ['Obligation', 'Right', 'Exclusion', 'Disclaimer', 'Definition'];

/** Each "<document>#<index> Category; …" line of a labels or corrections text: [document, index, categories, types?]. */
function* labelLines(labels) {
  for (const [n, raw] of labels.split('\n').entries()) {
    const line = raw.replace(/\s+\/\/.*$/, '').trim();
    if (!line || line.startsWith('//')) continue;
    const m = /^(.+?)#(\d+)\s*(.*)$/.exec(line);
    if (!m) throw new Error(`line ${n + 1}: not "<document>#<index> categories"`);
    const [cats, types] = m[3].split('|');
    const categories = cats.split(';').map((c) => c.trim()).filter(Boolean);
    for (const c of categories) if (!CATEGORIES.includes(c)) throw new Error(`line ${n + 1}: no category "${c}"`);
    yield { line: n + 1, doc: m[1], index: Number(m[2]), categories, types };
  }
}

function apply(set, corrections) {
  const byName = Object.fromEntries(set.documents.map((d) => [d.name, d]));
  for (const c of labelLines(corrections)) {
    if (!byName[c.doc]) continue; // a correction to another set of the same list
    const e = byName[c.doc].elements[c.index];
    if (!e) throw new Error(`line ${c.line}: no element ${c.doc}#${c.index}`);
    e.categories = c.categories;
  }
  return set;
}

const parseTypes = (text, line) => text.split(',').map((t) => t.trim()).filter(Boolean).map((t) => {
  const [nature, party = 'None'] = t.split('/').map((x) => x.trim());
  if (!NATURES.includes(nature)) throw new Error(`line ${line}: no nature "${nature}"`);
  return { nature, party };
});

function build(stripped, labels, typesText) {
  const docs = parseStripped(stripped);
  const byName = Object.fromEntries(docs.map((d) => [d.name, d]));
  for (const d of docs) for (const e of d.elements) Object.assign(e, { types: [], categories: [], attributes: [] });
  let typed = false;
  for (const { line, doc, index, categories, types } of labelLines(labels)) {
    const e = byName[doc]?.elements[index];
    if (!e) throw new Error(`line ${line}: no element ${doc}#${index}`);
    e.categories = categories;
    if (types !== undefined) {
      typed = true;
      e.types = parseTypes(types, line);
    }
  }
  if (typesText !== undefined) {
    typed = true;
    for (const [n, raw] of typesText.split('\n').entries()) {
      const text = raw.replace(/\s+\/\/.*$/, '').trim();
      if (!text || text.startsWith('//')) continue;
      const m = /^(.+?)#(\d+)\s+(.*)$/.exec(text);
      const e = m && byName[m[1]]?.elements[Number(m[2])];
      if (!e) throw new Error(`types line ${n + 1}: no element ${text.slice(0, 40)}`);
      e.types = parseTypes(m[3], n + 1);
    }
  }
  return { about: `relabelled blind from the stripped text (bench/contracts-relabel.mjs)${typed ? '' : '; categories only'}`, documents: docs };
}

const asReturned = (e) => ({ types: (e.types || []).map((label) => ({ label })), categories: (e.categories || []).map((label) => ({ label })), attributes: e.attributes || [] });

/** Cohen's kappa of two yes/no labellings over n items: a both yes, b only A, c only B, d neither. */
export const kappa = (a, b, c, d) => {
  const n = a + b + c + d;
  if (!n) return NaN;
  const po = (a + d) / n;
  const pe = ((a + b) / n) * ((a + c) / n) + ((c + d) / n) * ((b + d) / n);
  return pe === 1 ? 1 : (po - pe) / (1 - pe);
};

function score(A, B, what) {
  const key = keysOf[what];
  const per = {};
  const total = { tp: 0, fp: 0, fn: 0 };
  let n = 0;
  let same = 0;
  const disagreements = [];
  if (A.documents.length !== B.documents.length) throw new Error('the sets differ in documents');
  A.documents.forEach((da, di) => {
    const db = B.documents[di];
    if (da.elements.length !== db.elements.length) throw new Error(`${da.name}: the sets differ in elements`);
    da.elements.forEach((ea, i) => {
      const eb = db.elements[i];
      if (ea.text !== eb.text) throw new Error(`${da.name}#${i}: texts differ`);
      if (ea.kind === 'title') return;
      n++;
      const wa = new Set(key(asReturned(ea))); const wb = new Set(key(asReturned(eb)));
      for (const x of new Set([...wa, ...wb])) {
        const t = (per[x] ??= { tp: 0, fp: 0, fn: 0 });
        const what2 = wa.has(x) ? (wb.has(x) ? 'tp' : 'fn') : 'fp';
        t[what2]++; total[what2]++;
      }
      if ([...wa].some((x) => !wb.has(x)) || [...wb].some((x) => !wa.has(x))) disagreements.push(`${da.name}#${i} A[${[...wa].join('; ')}] B[${[...wb].join('; ')}] ${ea.text.slice(0, 100)}`);
    });
  });
  const rows = Object.entries(per).sort((x, y) => (y[1].fp + y[1].fn) - (x[1].fp + x[1].fn)).map(([label, t]) => ({ label, ...t, f1: f1(t).f1, kappa: +kappa(t.tp, t.fn, t.fp, n - t.tp - t.fn - t.fp).toFixed(3) }));
  same = n - disagreements.length;
  return { elements: n, same, ...total, ...f1(total), rows, disagreements };
}

function agreed(A, B) {
  return {
    about: 'the labels two labellings agree on (bench/contracts-relabel.mjs score --agreed)',
    documents: A.documents.map((da, di) => ({ name: da.name, elements: da.elements.map((ea, i) => {
      const eb = B.documents[di].elements[i];
      const typeKey = (t) => `${t.nature}|${t.party}`;
      const bTypes = new Set((eb.types || []).map(typeKey));
      return { ...ea, categories: ea.categories.filter((c) => eb.categories.includes(c)), types: (ea.types || []).filter((t) => bTypes.has(typeKey(t))), attributes: ea.attributes || [] };
    }) })),
  };
}

if (cmd === 'strip') {
  const text = strip(read(files[0]));
  if (files[1]) fs.writeFileSync(files[1], text); else process.stdout.write(text);
} else if (cmd === 'build') {
  const types = opt('types');
  fs.writeFileSync(files[2], `${JSON.stringify(build(fs.readFileSync(files[0], 'utf8'), fs.readFileSync(files[1], 'utf8'), types && fs.readFileSync(types, 'utf8')), null, 1)}\n`);
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
  fs.writeFileSync(files[2], `${JSON.stringify(apply(read(files[0]), fs.readFileSync(files[1], 'utf8')), null, 1)}\n`);
} else if (cmd === 'parley') {
  const A = read(files[0]); const B = read(files[1]);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));
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
