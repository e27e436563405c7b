#!/usr/bin/env node
// contracts-category-audit.mjs [--category NAME] [--sets 1-16] [--texts N]
// Issue 18 (h18gist): how each of the 25 categories is used. For each category: the real response's visible labels
// (elements of /work/shared/data/contracts/real/art-effects-classify.json not held out that carry it) and the count of
// elements carrying it in each hand-written labelled set. With --category, the texts (the reference's and, with
// --texts N, up to N per set). Reads the set files only by number (never a set outside --sets: set 17 is being
// written blind).
import fs from 'node:fs';
import path from 'node:path';
import { SETS_DIR, generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const [lo, hi] = opt('sets', '1-16').split('-').map(Number);
const only = opt('category', null);
const texts = Number(opt('texts', '0'));
const refFile = opt('reference', '/work/shared/data/contracts/real/art-effects-classify.json');
const ref = JSON.parse(fs.readFileSync(refFile, 'utf8'));
const catsOf = (e) => (e.categories ?? []).map((c) => (typeof c === 'string' ? c : c.label));
const visible = ref.elements.filter((e) => !e.held_out);
const sets = generalizationSetFiles().filter((f) => setNumber(f) >= lo && setNumber(f) <= (hi || lo))
  .map((f) => ({ n: setNumber(f), elements: JSON.parse(fs.readFileSync(path.join(SETS_DIR, f), 'utf8')).documents.flatMap((d) => d.elements) }));
const all = new Set();
for (const e of visible) catsOf(e).forEach((c) => all.add(c));
for (const s of sets) for (const e of s.elements) catsOf(e).forEach((c) => all.add(c));
const names = [...all].sort();
if (!only) {
  console.log(`| category | reference visible (${visible.length} el.) | ${sets.map((s) => s.n).join(' | ')} | sets total |`);
  console.log(`|---|---|${sets.map(() => '---').join('|')}|---|`);
  for (const c of names) {
    const per = sets.map((s) => s.elements.filter((e) => catsOf(e).includes(c)).length);
    console.log(`| ${c} | ${visible.filter((e) => catsOf(e).includes(c)).length} | ${per.join(' | ')} | ${per.reduce((a, b) => a + b, 0)} |`);
  }
} else {
  const hits = visible.filter((e) => catsOf(e).includes(only));
  console.log(`reference, visible half: ${hits.length}`);
  for (const e of hits) console.log(`  [${catsOf(e).join(', ')}] ${e.text.slice(0, 220)}`);
  for (const s of sets) {
    const h = s.elements.filter((e) => catsOf(e).includes(only));
    console.log(`set ${s.n}: ${h.length}`);
    for (const e of h.slice(0, texts)) console.log(`  [${catsOf(e).join(', ')}] ${e.text.slice(0, 220)}`);
  }
}
