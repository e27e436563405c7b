#!/usr/bin/env node
// fuzz-classify.mjs [--minutes M] [--seed S] [--max N] [--files REGEX]
// Hunts crashes of classifyContract (issue 18: never a crash). Takes every element text of the label sets and the
// paragraphs of the facts sets (bench/data/contracts-generalization-*.json, contracts-facts-*.json) and mutates each
// one deterministically (a seeded generator, so a run can be repeated): drops a word, the first word or the word before
// a date, swaps two
// neighbouring words, cuts the text, duplicates a phrase, rewrites a date or a figure in another shape, swaps quotes,
// dashes and brackets for their variants, joins two texts, puts a label before it ("Period: ", "Total | "), upper-cases
// it, cuts it into a table row with empty and odd cells, runs it on for thousands of characters, slips in an invisible
// or odd character (lone surrogate, RTL mark, zero-width space) or turns a figure into one of 40 digits. Each mutant
// goes through classifyContract alone (as a sentence, a title and a list item), inside a 3-element document (the
// facts are computed there too), as the headings of a sentence, and cut into lines, one element each (a signature
// block's or a table's shape). Every throw is kept under its stack top (first frame in dist/) with the smallest
// mutant that still throws (shrunk by dropping runs of words, halves first). The slowest mutants (over 2 s in one
// shape, and again when rerun: a path's first run compiles its patterns) are listed too: not crashes, but where a
// pattern's cost grows. Stops after --minutes (default 5) or --max mutants.
// The texts are visited in a seeded shuffled order, so a short run samples every set, not the first files only;
// --files keeps the data files whose name matches REGEX (e.g. 'facts-53').
// Needs `npm run build`. Exit code 1 when a crash was found.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const minutes = Number(opt('minutes', '5'));
const maxMutants = Number(opt('max', 'Infinity'));
let seed = Number(opt('seed', '1')) >>> 0;
const onlyFiles = new RegExp(opt('files', '.'));
const dist = path.join(here, '..', 'dist', 'contracts');
const { classifyContract } = await import(pathToFileURL(path.join(dist, 'classify', 'index.js')).href);
(await import(pathToFileURL(path.join(dist, 'operations', 'prefilter-table.js')).href)).loadPrefilterTable();

// mulberry32: small, fast and seeded.
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const int = (n) => Math.floor(random() * n);

const data = path.join(here, 'data');
const texts = [];
for (const f of fs.readdirSync(data).sort()) {
  if (!/^contracts-(?:generalization|facts)(?:-\d+)?\.json$/.test(f) || !onlyFiles.test(f)) continue;
  const set = JSON.parse(fs.readFileSync(path.join(data, f), 'utf8'));
  for (const doc of set.documents ?? []) {
    for (const e of doc.elements ?? []) if (typeof e.text === 'string') texts.push(e.text);
    for (const p of doc.paragraphs ?? []) if (typeof p === 'string') texts.push(p);
  }
}

// Fisher–Yates with the seeded generator: the same seed, the same order.
for (let i = texts.length - 1; i > 0; i--) { const j = int(i + 1); [texts[i], texts[j]] = [texts[j], texts[i]]; }

const words = (s) => s.split(/\s+/).filter(Boolean);
const DATE = /\b\d{1,2}(?:st|nd|rd|th)?[ ./-](?:\d{1,2}|[A-Z][a-z]+)[ ./-]\d{2,4}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2},? \d{4}\b|\b\d{4}-\d{2}-\d{2}\b/;
const DATE_ALL = new RegExp(DATE.source, 'g');
const FIGURE = /\d[\d,.']*\d|\d/;
const DATE_SHAPES = ['15/01/2038', '15/1/2038', '2038-01-15', '1st', '15.01.38', '15th day of January, 2038', '01/15/38', '15-Jan-38', '2038', '31/02/2039', '0/0/0000', '15 January', 'January 2038'];
const FIGURE_SHAPES = ['1,000,000.00', '1.000.000,00', '1 000 000', '0', '00', '1st', '12.5%', '(1,000)', '-3', '1e9', '99999999999999999999', '½', '1/2', '30-60', 'ten (10)'];
const VARIANTS = [[/"/g, pick.bind(null, ['“', '”', '«', '»', "'", '„'])], [/'/g, () => pick(['’', '‘', '"'])], [/-/g, () => pick(['–', '—', '‑', ' - '])], [/[–—]/g, () => '-'],
  [/\(/g, () => pick(['[', '{', '（', ''])], [/\)/g, () => pick([']', '}', '）', ''])], [/\s/g, () => pick([' ', '\u00a0', '\t', '\n', '  '])]];
const LABELS = ['Period: ', 'Total | ', 'BETWEEN:', 'Date: ', 'Term: ', 'Amount | ', 'From ', 'Party: ', '1. ', '(a) ', 'Schedule 1 – ', 'Signed: ', 'Name: ', 'Price: ', 'By: ', ': ', '| ', '"'];
const ODD_CELLS = ['', ' ', '—', '-', 'N/A', '$', '%', '|', '…', '0', '(a)', ':', '?', '/', '*'];
// Lone surrogates, right-to-left marks and overrides, zero-width space/joiner, BOM, soft hyphen, a combining accent.
const ODD_CHARS = ['\ud800', '\udc00', '\u200f', '\u200e', '\u202e', '\u2066', '\u200b', '\u200d', '\ufeff', '\u00ad', '\u0301', '\u0000', '\ufffd', '\u2028'];
const FORTY = '1234567890'.repeat(4);
const HUGE_NUMBERS = [FORTY, FORTY.replace(/\B(?=(\d{3})+$)/g, ','), `${FORTY}.${FORTY}`, `$${FORTY}`, `${FORTY}%`, `${FORTY} days`, '9'.repeat(40), `0.${'0'.repeat(39)}1`];
const LEADS = /^(?:from|between|the|by|and|of|to|on|in|this)\b\s*/i;

const MUTATIONS = {
  dropWord: (s) => { const w = words(s); if (w.length < 2) return s; w.splice(int(w.length), 1); return w.join(' '); },
  dropFirst: (s) => (LEADS.test(s) ? s.replace(LEADS, '') : words(s).slice(1).join(' ')),
  swap: (s) => { const w = words(s); if (w.length < 2) return s; const i = int(w.length - 1); [w[i], w[i + 1]] = [w[i + 1], w[i]]; return w.join(' '); },
  cut: (s) => (random() < 0.5 ? s.slice(0, int(s.length + 1)) : s.slice(int(s.length + 1))),
  duplicate: (s) => { const w = words(s); if (w.length === 0) return s; const i = int(w.length); const n = 1 + int(Math.min(4, w.length - i)); w.splice(i, 0, ...w.slice(i, i + n)); return w.join(' '); },
  // One date rewritten, or (half the time) every date in the same shape: a period's two ends share their shape.
  date: (s) => { const shape = pick(DATE_SHAPES); const all = random() < 0.5; return DATE.test(s) ? s.replace(all ? DATE_ALL : DATE, () => (all ? shape : pick(DATE_SHAPES))) : s.replace(FIGURE, shape); },
  // "from 1 May 2038 to …" → "1 May 2038 to …": a date's lead word gone (the shape of facts set 53's crash).
  dropBeforeDate: (s) => s.replace(new RegExp(String.raw`\b[A-Za-z]+\s+(?=${DATE.source})`), ''),
  figure: (s) => s.replace(FIGURE, pick(FIGURE_SHAPES)),
  variants: (s) => { const [re, f] = pick(VARIANTS); return s.replace(re, () => f()); },
  join: (s) => (random() < 0.5 ? `${s} ${pick(texts)}` : `${pick(texts)} ${s}`),
  label: (s) => pick(LABELS) + s,
  upper: (s) => s.toUpperCase(),
  // A table row: the words cut into cells, with empty and odd cells among them ("| | — | N/A |").
  tableRow: (s) => { const w = words(s); const cells = []; for (let i = 0; i < w.length;) { const k = 1 + int(4); cells.push(w.slice(i, i + k).join(' ')); i += k; if (random() < 0.3) cells.push(pick(ODD_CELLS)); } return pick(['| ', '', '|']) + cells.join(pick([' | ', '|', '\t', ' |  | '])) + pick([' |', '', '|']); },
  // A very long line: the text repeated, or one word run on, to a few thousand characters.
  longLine: (s) => { const w = words(s); if (random() < 0.5 || w.length === 0) return Array(Math.ceil(4000 / Math.max(1, s.length))).fill(s).join(' ').slice(0, 12_000); const i = int(w.length); w[i] = w[i].repeat(Math.ceil(2000 / w[i].length)); return w.join(' '); },
  // Invisible and odd characters put between the characters of a word or before the text.
  oddChar: (s) => { const c = pick(ODD_CHARS); const i = int(s.length + 1); return random() < 0.2 ? c + s : s.slice(0, i) + c + s.slice(i); },
  // A figure of 40 digits (grouped or not), the engine's numbers far past Number.MAX_SAFE_INTEGER.
  hugeNumber: (s) => s.replace(FIGURE, () => pick(HUGE_NUMBERS)),
};
const NAMES = Object.keys(MUTATIONS);

function mutate(s) {
  let t = s;
  const steps = [];
  for (let k = 1 + int(3); k > 0; k--) { const m = pick(NAMES); steps.push(m); t = MUTATIONS[m](t); }
  return { text: t, steps };
}

// Where a text is cut into lines: after a sentence's or a field's end, at a pipe, at a break.
const LINE_BREAKS = /(?<=[.;:])\s+|\s*\|\s*|\n/;
const NEIGHBOUR = 'The Supplier shall deliver the Goods within 30 days of the Effective Date.';
// The shapes a mutant is run in; each returns classifyContract's answer or throws.
const SHAPES = {
  sentence: (t) => classifyContract([{ text: t, kind: 'sentence' }]),
  title: (t) => classifyContract([{ text: t, kind: 'title' }]),
  listItem: (t) => classifyContract([{ text: t, kind: 'listItem' }]),
  document: (t) => classifyContract([{ text: 'SUPPLY AGREEMENT', kind: 'title' }, { text: t, kind: 'sentence', sectionTitle: 'SUPPLY AGREEMENT' }, { text: NEIGHBOUR, kind: 'sentence', sectionTitle: 'SUPPLY AGREEMENT' }]),
  // The mutant as the headings an ordinary sentence sits under (the heading path feeds the categories).
  heading: (t) => classifyContract([{ text: NEIGHBOUR, kind: 'sentence', sectionTitle: t, parentTitle: t }]),
  // The mutant cut into lines, one element each, as a signature block or a table is: the readers of consecutive lines
  // (a party's line, then "By:", "Name:", "Title:") and of cells see it.
  lines: (t) => classifyContract([{ text: 'AGREEMENT', kind: 'title' }, ...t.split(LINE_BREAKS).filter((x) => x.trim() !== '').slice(0, 16).map((x, k) => ({ text: x, kind: k % 3 === 2 ? 'tableCell' : 'sentence' }))]),
};

function stackTop(err) {
  const lines = String(err?.stack ?? err).split('\n');
  const frame = lines.find((l) => l.includes('/dist/')) ?? lines[1] ?? '';
  return `${lines[0].slice(0, 160)} @ ${frame.trim().replace(/^at /, '').replace(/file:\/\/\S*\/dist\//, 'dist/')}`;
}
const throws = (shape, t) => { try { SHAPES[shape](t); return undefined; } catch (err) { return stackTop(err); } };

/** Drops runs of words (halves first, then shorter runs, down to single words) while the same stack top comes out. */
function shrink(shape, text, top) {
  let w = words(text);
  for (let run = Math.max(1, w.length >> 1); run >= 1; run = run === 1 ? 0 : Math.max(1, run >> 1)) {
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i + run <= w.length; i++) {
        const shorter = [...w.slice(0, i), ...w.slice(i + run)];
        if (throws(shape, shorter.join(' ')) === top) { w = shorter; changed = true; i--; }
      }
    }
  }
  return w.join(' ');
}

const SLOW_MS = 2000;
const slow = [];
let coldOnly = 0; // mutants slow the first time only // { took, shape, steps, text } of mutants over SLOW_MS in one shape
// A first call compiles the patterns: run one document before timing, so a slow mutant is slow for its own text.
for (const shape of Object.keys(SHAPES)) SHAPES[shape](NEIGHBOUR);
const used = new Map(); // mutation → times applied
const crashes = new Map(); // stack top → { shape, text, steps, count }
const deadline = Date.now() + minutes * 60_000;
let n = 0;
outer: for (let round = 0; ; round++) {
  for (let i = 0; i < texts.length; i++) {
    if (Date.now() > deadline || n >= maxMutants) break outer;
    const { text, steps } = mutate(texts[(i + round * 7919) % texts.length]);
    n++;
    for (const step of steps) used.set(step, (used.get(step) ?? 0) + 1);
    for (const shape of Object.keys(SHAPES)) {
      if ((shape === 'title' || shape === 'heading') && text.length > 200) continue;
      const started = Date.now();
      const top = throws(shape, text);
      const took = Date.now() - started;
      // A first run of a path compiles its patterns (or loads a table): slow once. Only a mutant slow again counts.
      if (took > SLOW_MS) {
        const again = Date.now();
        throws(shape, text);
        if (Date.now() - again > SLOW_MS) slow.push({ took: Date.now() - again, shape, steps, text });
        else coldOnly++;
      }
      if (top === undefined) continue;
      const seen = crashes.get(top);
      if (seen) { seen.count++; continue; }
      crashes.set(top, { shape, text: shrink(shape, text, top), original: text, steps, count: 1 });
      console.log(`crash #${crashes.size} after ${n} mutants: ${top}`);
    }
    if (n % 2000 === 0) console.log(`… ${n} mutants, ${crashes.size} crashes`);
  }
}

console.log(`\n${texts.length} texts, ${n} mutants (${Object.keys(SHAPES).length} shapes each), ${crashes.size} distinct crashes`);
console.log(`mutations applied: ${NAMES.map((m) => `${m} ${used.get(m) ?? 0}`).join(', ')}`);
for (const [top, c] of crashes) {
  console.log(`\n${top}\n  ${c.count}× first in shape ${c.shape} after ${c.steps.join('+')}\n  smallest: ${JSON.stringify(c.text)}\n  mutant:   ${JSON.stringify(c.original.slice(0, 300))}`);
}
slow.sort((a, b) => b.took - a.took);
console.log(`\n${slow.length} mutant shapes over ${SLOW_MS} ms when run again (${coldOnly} more slow at their first run only: a path's patterns compiled)`);
for (const x of slow.slice(0, 10)) console.log(`  ${x.took} ms, ${x.shape}, ${x.steps.join('+')}, ${x.text.length} chars: ${JSON.stringify(x.text.slice(0, 160))}`);
process.exitCode = crashes.size > 0 ? 1 : 0;
