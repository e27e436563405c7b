#!/usr/bin/env node
// contracts-categories-cv.mjs [--loso] [--train 1-8|1,2,5] [--misses N] [--json]
// How well do parley's categories generalize? Scores the categories of the contract classifier (dist/contracts/classify)
// on each hand-written set (bench/data/contracts-generalization*.json, every set) and on the visible half of the real
// response (/work/shared/data/contracts/real/art-effects-classify.json): per set category micro-F1 (P / R) and categories
// per element (the labels' density beside it), then per-category tp/fp/fn and F1 over all the sets.
//
// The hand cues were fixed on those sets, so the shipped figures flatter them. With --loso the LEARNED component is
// measured leave-one-set-out: for each set k a fresh copy of dist/ is made whose `data/category-weights.js` (the learned
// model, built from parley's sentences and the sets') is trained without set k, and set k is scored with that copy; the visible
// half is scored with the model trained on all the sets (it never trains on the real response). That is the figure
// that shows what generalizes; the shipped per-set figures are training figures once the model trains on the sets.
// The training sets are scripts/category-training-sets.mjs's (TRAINED_SETS; HELD_OUT_SETS never trained on): a set k
// not trained on is scored by the model trained on all training sets (blind), a trained one by a model without k.
// --train overrides TRAINED_SETS for the measurement (e.g. --train 1-8, the shipped model before h18cat4).
// Needs `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { f1, labelScorer, referenceInputs, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles } from './data/generalization-sets.mjs';
import { categoryTrainingSetFiles, HELD_OUT_SETS, setNumber, TRAINED_SETS } from '../scripts/category-training-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const loso = args.includes('--loso');
const showMisses = Number(opt('misses', '0'));
const REAL = '/work/shared/data/contracts/real/art-effects-classify.json';
const SET_FILES = generalizationSetFiles();
const range = (spec) => spec.split(',').flatMap((r) => { const [a, b = a] = r.split('-').map(Number); return Array.from({ length: b - a + 1 }, (_, i) => a + i); });
const TRAINED = new Set(categoryTrainingSetFiles(opt('train') ? range(opt('train')) : TRAINED_SETS));
const trainedIdx = SET_FILES.map((f, k) => (TRAINED.has(f) ? k : -1)).filter((k) => k >= 0);
const asReturned = (e) => ({ categories: e.categories.map((label) => ({ label })) });

/** A set as documents of { inputs, wants } (the inputs as contracts-generalization.mjs builds them). */
function loadSet(file) {
  const set = JSON.parse(fs.readFileSync(file, 'utf8'));
  return set.documents.map((doc) => {
    const inputs = setInputs(doc);
    return { name: doc.name, inputs, wants: doc.elements.map(asReturned), scored: doc.elements.map(() => true) };
  });
}

/** The real response as one document (inputs as contracts-labels.mjs builds them), only its visible half scored. */
function loadReal() {
  const ref = JSON.parse(fs.readFileSync(REAL, 'utf8'));
  const inputs = referenceInputs(ref);
  return [{ name: 'art-effects', inputs, wants: ref.elements, scored: ref.elements.map((e) => !e.held_out) }];
}

/** Category tallies of one set under one classifier: micro tp/fp/fn, per category, density. */
function scoreSet(classifyContract, docs, tag) {
  const scorer = labelScorer();
  const t = { tp: 0, fp: 0, fn: 0 }; const per = {};
  let n = 0; let have = 0; let want = 0;
  for (const doc of docs) {
    const got = classifyContract(doc.inputs);
    doc.wants.forEach((w, i) => {
      if (!doc.scored[i]) return;
      const h = new Set(got.elements[i].categories.map((c) => c.label)); const ws = new Set(w.categories.map((c) => c.label));
      n++; have += h.size; want += ws.size;
      for (const c of h) { per[c] ??= { tp: 0, fp: 0, fn: 0 }; if (ws.has(c)) { t.tp++; per[c].tp++; } else { t.fp++; per[c].fp++; } }
      for (const c of ws) if (!h.has(c)) { t.fn++; (per[c] ??= { tp: 0, fp: 0, fn: 0 }).fn++; }
      if (showMisses) scorer.add(w, { categories: got.elements[i].categories }, `${tag} ${doc.name}#${i} ${doc.inputs[i].text.slice(0, 100)}`);
    });
  }
  if (showMisses) scorer.show('category', showMisses);
  return { ...t, ...f1(t), per, n, density: +(have / n).toFixed(3), labelDensity: +(want / n).toFixed(3) };
}

/** The set sentences a model trains on, as `data/category-set-examples.js` exports them: [labels joined by '|', text, section]. */
function trainingRows(setIndexes) {
  const rows = [];
  for (const k of setIndexes) for (const doc of loadSet(path.join(here, 'data', SET_FILES[k]))) {
    doc.inputs.forEach((input, i) => { if (input.kind !== 'title') rows.push([doc.wants[i].categories.map((c) => c.label).join('|'), input.text, input.sectionTitle ?? '']); });
  }
  return rows;
}

/**
 * A fresh copy of dist/ whose learned model is trained on parley's written sentences and the set rows given (as
 * scripts/build-category-model.mjs trains the shipped one, with the copy's own training code); returns its classifyContract.
 */
async function classifierTrainedOn(rows, label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-cv-${label}-`));
  fs.cpSync(path.join(here, '..', 'dist'), dir, { recursive: true });
  // The package's data files (the word list) are found by walking up from the code: the copy sees the repository's.
  fs.symlinkSync(path.join(here, '..', 'data'), path.join(dir, 'data'));
  const classify = path.join(dir, 'contracts', 'classify');
  const load = (f) => import(pathToFileURL(path.join(classify, f)));
  const { categoryTrainingRows, trainCategoryModel } = await load('categories/model/category-training.js');
  const { serializeCategoryWeights } = await load('categories/model/category-weights-format.js');
  const { CATEGORY_EXAMPLES } = await load('data/category-examples.js');
  const weights = serializeCategoryWeights(trainCategoryModel(categoryTrainingRows(CATEGORY_EXAMPLES, rows)));
  fs.writeFileSync(path.join(classify, 'data', 'category-weights.js'), `export const CATEGORY_WEIGHTS = ${JSON.stringify(weights)};\n`);
  const mod = await load('index.js');
  return { classifyContract: mod.classifyContract, dir };
}

const sets = SET_FILES.map((f) => loadSet(path.join(here, 'data', f)));
const real = loadReal();
const shipped = (await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')))).classifyContract;
const hasSetModel = fs.existsSync(path.join(here, '..', 'dist', 'contracts', 'classify', 'categories/model/category-training.js'));

const results = { shipped: [], loso: [] };
sets.forEach((docs, k) => results.shipped.push(scoreSet(shipped, docs, `set${k + 1}`)));
results.shipped.push(scoreSet(shipped, real, 'visible'));
if (loso) {
  if (!hasSetModel) { console.error('--loso: this build has no category-training.js (no learned component trains on the sets)'); process.exit(2); }
  const dirs = [];
  const all = await classifierTrainedOn(trainingRows(trainedIdx), 'all');
  dirs.push(all.dir);
  for (let k = 0; k < sets.length; k++) {
    if (!TRAINED.has(SET_FILES[k])) { results.loso.push(scoreSet(all.classifyContract, sets[k], `blind${k + 1}`)); continue; }
    const { classifyContract, dir } = await classifierTrainedOn(trainingRows(trainedIdx.filter((j) => j !== k)), `no${k + 1}`);
    dirs.push(dir);
    results.loso.push(scoreSet(classifyContract, sets[k], `loso${k + 1}`));
  }
  results.loso.push(scoreSet(all.classifyContract, real, 'visible'));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}

const held = (k) => HELD_OUT_SETS.includes(setNumber(SET_FILES[k]));
const names = [...SET_FILES.map((f, k) => `set ${setNumber(f)}${held(k) ? ' (held out)' : loso && !TRAINED.has(f) ? ' (not trained)' : ''}`), 'visible half'];
// Means and per-category tallies over the sets that are not HELD_OUT_SETS (the held-out ones are shown, not pooled).
const counted = (rs) => rs.slice(0, sets.length).filter((_, k) => !held(k));
const nCounted = SET_FILES.filter((_, k) => !held(k)).length;
const mean = (rs) => +(counted(rs).reduce((s, r) => s + r.f1, 0) / nCounted).toFixed(3);
const pool = (rs) => { const t = counted(rs).reduce((a, r) => ({ tp: a.tp + r.tp, fp: a.fp + r.fp, fn: a.fn + r.fn }), { tp: 0, fp: 0, fn: 0 }); return f1(t); };
console.log(`\ncategory micro-F1 (P / R), categories per element (labels)${loso ? '; leave-one-set-out beside' : ''}`);
console.log(`| set | shipped F1 (P / R) | per element (labels) |${loso ? ' LOSO F1 (P / R) | LOSO per element |' : ''}`);
console.log(`|---|---|---|${loso ? '---|---|' : ''}`);
const cell = (r) => `${r.f1.toFixed(3)} (${r.p.toFixed(2)} / ${r.r.toFixed(2)})`;
names.forEach((name, i) => {
  const s = results.shipped[i]; const l = results.loso[i];
  console.log(`| ${name} | ${cell(s)} | ${s.density} (${s.labelDensity}) |${l ? ` ${cell(l)} | ${l.density} |` : ''}`);
});
const sp = pool(results.shipped);
console.log(`| mean of sets ${SET_FILES.filter((_, k) => !held(k)).map(setNumber).join(',')} | ${mean(results.shipped).toFixed(3)} (pooled ${sp.f1.toFixed(3)}) | |${loso ? ` ${mean(results.loso).toFixed(3)} (pooled ${pool(results.loso).f1.toFixed(3)}) | |` : ''}`);

const perCategory = (rs) => {
  const out = {};
  for (const r of counted(rs)) for (const [c, t] of Object.entries(r.per)) { out[c] ??= { tp: 0, fp: 0, fn: 0 }; out[c].tp += t.tp; out[c].fp += t.fp; out[c].fn += t.fn; }
  return out;
};
const ps = perCategory(results.shipped); const pl = loso ? perCategory(results.loso) : {};
console.log(`\nper category over the sets not held out (tp/fp/fn F1)${loso ? ', shipped | leave-one-set-out' : ''}`);
for (const c of Object.keys(ps).sort()) {
  const s = ps[c]; const l = pl[c];
  console.log(`  ${c.padEnd(26)} ${`${s.tp}/${s.fp}/${s.fn}`.padEnd(10)} ${f1(s).f1.toFixed(3)}${l ? `   | ${`${l.tp}/${l.fp}/${l.fn}`.padEnd(10)} ${f1(l).f1.toFixed(3)}` : ''}`);
}
if (args.includes('--json')) console.log(JSON.stringify({ shipped: results.shipped.map(({ per, ...r }) => r), loso: results.loso.map(({ per, ...r }) => r), mean: mean(results.shipped), losoMean: loso ? mean(results.loso) : null }));
