#!/usr/bin/env node
// contracts-categories-curve.mjs [--train 1-19] [--score 20-24] [--patch name,name] [--loso] [--curve 4,8,12,16,19 --draws 4]
// What would move the categories of drafting the model has not seen (issue 18, h23cat)? Trains the learned category
// model on the sets given (--train; parley's written sentences always), scores the sets given (--score, default the
// 20-24, held out until h23cat: score them with --train 1-19) and the visible half of the real response, and prints one table row: each scored set's category F1
// (P / R), their mean, the visible half. --loso adds the leave-one-set-out mean over the trained sets (each scored by a
// model trained on the others). --patch applies named changes to the decision or the features (PATCHES below: an
// ablation of one part, a bar, a feature) in the copy. --curve trains on k random sets of --train (seeded draws) for
// each k: the learning curve. Needs `npm run build`; each row copies dist/ to a temporary directory.
import fs from 'node:fs';
import { classifierTrainedOn, loadReal, loadSet, scoreCategories, trainingRows } from './category-model-copies.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const range = (spec) => spec.split(',').flatMap((r) => { const [a, b = a] = r.split('-').map(Number); return Array.from({ length: b - a + 1 }, (_, i) => a + i); });
const { ROLE_WORDS } = await import('../dist/contracts/classify/lexicon/roles.js');
// Role words that name a subject of their own (a subcontractor, an insurer, a data processor, a licence's parties).
const SUBJECT_ROLES = /contractor|insur|process|controller|export|import|licens|franchis|landlord|tenant|less|assign|mortgag|charg|pledg/i;
/** A patch of the features: every role word's stem (or every one but SUBJECT_ROLES) read as one token, PARTY. */
const partyNeutral = (words) => [[T, 'const out = new Set(stems);', `const out = new Set(stems.map((s) => (ROLE_STEMS.has(s) ? 'PARTY' : s)));`],
  [T, 'const K = CATEGORIES.length;', `const K = CATEGORIES.length; const ROLE_STEMS = new Set(stemsOf(${JSON.stringify(words.join(' '))}));`]];
const C = 'categories/categories.js';
const T = 'categories/model/category-training.js';
const constant = (name, value) => [C, new RegExp(`const ${name} = [^;]+;`), `const ${name} = ${value};`];

/** Named changes to the copy: [file, text or pattern, replacement][] (a pattern's `$` groups as String.replace reads them). */
const PATCHES = {
  // Ablations: each part of the final decision taken out alone.
  'no-learned': [[C, 'export const LEARNED_ALONE = 0;', 'export const LEARNED_ALONE = Infinity;']],
  'no-cues': [[C, 'function cueOf(text, category) {', 'function cueOf(text, category) { return false;']],
  'no-title': [[C, 'title: fromTitle.includes(category)', 'title: false && fromTitle.includes(category)']],
  'no-bayes': [constant('MODEL_WEIGHT', 0)],
  'no-second-bar': [constant('SECOND_BAR', 2.5)],
  'one-category': [constant('MAX_CATEGORIES', 1)],
  'no-vetoes': [['categories/category-cue-vetoes.js', 'export const ALL_VETOES = [', 'export const ALL_VETOES = [] || [']],
  'no-sense': [['categories/category-sense.js', 'export function learnedSenseVetoed(text, category) {', 'export function learnedSenseVetoed(text, category) { return false;']],
  'no-neighbours': [[C, 'const NEIGHBOURS = [', 'const NEIGHBOURS = [] || [']],
  // Bars and the learned model's threshold.
  ...Object.fromEntries([-1, -0.75, -0.5, -0.25, 0.25, 0.5].map((v) => [`alone${v}`, [[C, 'export const LEARNED_ALONE = 0;', `export const LEARNED_ALONE = ${v};`]]])),
  ...Object.fromEntries([1.5, 2, 3].map((v) => [`bar${v}`, [constant('BAR', v)]])),
  ...Object.fromEntries([2.5, 3, 4].map((v) => [`second${v}`, [constant('SECOND_BAR', v)]])),
  // Regularisation and training length of the regression.
  ...Object.fromEntries([1e-5, 3e-4, 1e-3].map((v) => [`l2-${v}`, [[T, /const L2 = [^;]+;/, `const L2 = ${v};`]]])),
  ...Object.fromEntries([2, 3, 4, 5, 6, 8, 12].map((v) => [`epochs${v}`, [[T, /const EPOCHS = [^;]+;/, `const EPOCHS = ${v};`]]])),
  ...Object.fromEntries([0.25, 1].map((v) => [`rate${v}`, [[T, /const RATE = [^;]+;/, `const RATE = ${v};`]]])),
  // Features: pairs of neighbouring stems beside the stems; no section title; the title's words also as plain stems.
  'bigrams': [[T, 'const out = new Set(stems);', 'const out = new Set(stems); for (let i = 1; i < stems.length; i++) out.add(`B:${stems[i - 1]}_${stems[i]}`);']],
  'no-title-features': [[T, 'if (sectionTitle)\n        for', 'if (false)\n        for']],
  'always-path': [[C, 'categoryLogits(stems, fromParent.length > 0 ? `${sectionTitle ?? \'\'} ${parentTitle}` : sectionTitle)', 'categoryLogits(stems, parentTitle ? `${sectionTitle ?? \'\'} ${parentTitle}` : sectionTitle)']],
  'party-neutral': partyNeutral(ROLE_WORDS.filter((w) => /^[A-Za-z]+$/.test(w) && w !== 'Insured')),
  'party-neutral-plain': partyNeutral(ROLE_WORDS.filter((w) => /^[A-Za-z]+$/.test(w) && !SUBJECT_ROLES.test(w))),
  'stems5': [['categories/model/category-model.js', '.slice(0, 9);', '.slice(0, 5);']],
};

/** Seeded draws (mulberry32): the same k sets for the same seed. */
function draw(pool, k, seed) {
  let a = seed >>> 0;
  const rand = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const xs = pool.slice();
  for (let i = xs.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [xs[i], xs[j]] = [xs[j], xs[i]]; }
  return xs.slice(0, k).sort((x, y) => x - y);
}

// --rows: the heading a training row carries. `path` as the classifier reads it (the parent's words beside the
// section's when the section names no category and the parent does); `always` the parent's words whenever there is one
// (with the patch `always-path`, which reads them so at run time too).
const { titleCategories } = await import('../dist/contracts/classify/categories/categories.js');
const HEADINGS = {
  section: (input) => input.sectionTitle ?? '',
  path: (input) => (input.parentTitle && titleCategories(input.sectionTitle).length === 0 && titleCategories(input.parentTitle).length > 0 ? `${input.sectionTitle ?? ''} ${input.parentTitle}` : input.sectionTitle ?? ''),
  always: (input) => (input.parentTitle ? `${input.sectionTitle ?? ''} ${input.parentTitle}` : input.sectionTitle ?? ''),
};
const headingOf = HEADINGS[opt('rows', 'section')];
const loaded = new Map();
const setDocs = (n) => { if (!loaded.has(n)) loaded.set(n, loadSet(n)); return loaded.get(n); };
const patches = (opt('patch', '') || '').split(',').filter(Boolean).flatMap((name) => {
  if (!PATCHES[name]) throw new Error(`no patch ${name}: ${Object.keys(PATCHES).join(' ')}`);
  return PATCHES[name];
});
const scored = range(opt('score', '20-24'));
const real = loadReal();
const cell = (r) => `${r.f1.toFixed(3)} (${r.p.toFixed(2)}/${r.r.toFixed(2)})`;

/** One row: trained on `train`, the scored sets and the visible half; with --loso the LOSO mean over `train`. */
async function row(label, train, loso) {
  const { classifyContract, dir } = await classifierTrainedOn(trainingRows(train, loaded, headingOf), patches);
  const per = scored.map((n) => scoreCategories(classifyContract, setDocs(n)));
  const visible = scoreCategories(classifyContract, real);
  fs.rmSync(dir, { recursive: true, force: true });
  const pooled = per.reduce((a, r) => ({ tp: a.tp + r.tp, fp: a.fp + r.fp, fn: a.fn + r.fn }), { tp: 0, fp: 0, fn: 0 });
  const mean = per.reduce((s, r) => s + r.f1, 0) / per.length;
  let losoMean = '';
  if (loso) {
    const fs1 = [];
    for (const k of train) {
      const copy = await classifierTrainedOn(trainingRows(train.filter((j) => j !== k), loaded, headingOf), patches);
      fs1.push(scoreCategories(copy.classifyContract, setDocs(k)).f1);
      fs.rmSync(copy.dir, { recursive: true, force: true });
    }
    losoMean = (fs1.reduce((s, x) => s + x, 0) / fs1.length).toFixed(4);
    if (args.includes('--per-set')) console.error(`LOSO per set ${train.join(',')}: ${fs1.join(' ')}`);
  }
  const tp = pooled.tp; const p = tp / (tp + pooled.fp); const r = tp / (tp + pooled.fn);
  console.log(`| ${label} | ${per.map(cell).join(' | ')} | ${mean.toFixed(4)} | ${(2 * p * r / (p + r)).toFixed(3)} (${p.toFixed(3)}/${r.toFixed(3)}) | ${losoMean} | ${cell(visible)} ${visible.density} |`);
  return { mean, losoMean };
}

console.log(`| what | ${scored.map((n) => `set ${n}`).join(' | ')} | mean | pooled (P/R) | LOSO mean | visible half, per element |`);
console.log(`|---|${scored.map(() => '---|').join('')}---|---|---|---|`);
const train = range(opt('train', '1-19'));
const tag = `${opt('patch', '') ? ` ${opt('patch')}` : ''}${opt('rows') ? ` rows ${opt('rows')}` : ''}`;
if (opt('curve')) {
  const draws = Number(opt('draws', '4'));
  for (const k of range(opt('curve'))) {
    const seeds = k >= train.length ? [1] : Array.from({ length: draws }, (_, i) => 1000 * k + i + 1);
    for (const seed of seeds) { const sets = draw(train, k, seed); await row(`k=${k} seed ${seed}: ${sets.join(',')}${tag}`, sets, false); }
  }
} else {
  await row(`train ${opt('train', '1-19')}${tag}`, train, args.includes('--loso'));
}
