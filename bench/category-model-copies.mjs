// Copies of dist/ whose learned category model is trained on chosen sets, optionally with parts of the category decision
// patched (an ablation, a feature change, a bar): the measuring kit of bench/contracts-categories-curve.mjs. A copy is
// a fresh directory because an ES module graph, once imported, cannot be imported again with other weights.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { f1, referenceInputs, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles, setNumber, SETS_DIR } from './data/generalization-sets.mjs';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
export const REAL = '/work/shared/data/contracts/real/art-effects-classify.json';
const asReturned = (e) => ({ categories: e.categories.map((label) => ({ label })) });

/** Set n as documents of { inputs, wants, scored } (the inputs as contracts-generalization.mjs builds them). */
export function loadSet(n) {
  const file = generalizationSetFiles().find((f) => setNumber(f) === n);
  const set = JSON.parse(fs.readFileSync(path.join(SETS_DIR, file), 'utf8'));
  return set.documents.map((doc) => ({ name: doc.name, inputs: setInputs(doc), wants: doc.elements.map(asReturned), scored: doc.elements.map(() => true) }));
}

/** The real response as one document, only its visible half scored. */
export function loadReal() {
  const ref = JSON.parse(fs.readFileSync(REAL, 'utf8'));
  return [{ name: 'art-effects', inputs: referenceInputs(ref), wants: ref.elements, scored: ref.elements.map((e) => !e.held_out) }];
}

/**
 * The set rows a model trains on, as data/category-set-examples.js exports them: [labels joined by '|', text, heading]
 * (the heading: `headingOf(input)`, by default the section title).
 */
export function trainingRows(setNumbers, loaded = new Map(), headingOf = (input) => input.sectionTitle ?? '') {
  const rows = [];
  for (const n of setNumbers) {
    if (!loaded.has(n)) loaded.set(n, loadSet(n));
    for (const doc of loaded.get(n)) doc.inputs.forEach((input, i) => {
      if (input.kind !== 'title') rows.push([doc.wants[i].categories.map((c) => c.label).join('|'), input.text, headingOf(input)]);
    });
  }
  return rows;
}

/**
 * A copy of dist/ (without the CommonJS build) with `patches` applied — [file under contracts/classify, from, to], each
 * `from` required to occur — and its learned model trained on parley's written sentences and `rows`; returns the copy's
 * classifyContract and directory (the caller removes it).
 */
export async function classifierTrainedOn(rows, patches = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-curve-'));
  fs.cpSync(DIST, dir, { recursive: true, filter: (src) => !src.startsWith(path.join(DIST, 'cjs')) && !src.endsWith('.map') && !src.endsWith('.d.ts') });
  const classify = path.join(dir, 'contracts', 'classify');
  for (const [file, from, to] of patches) {
    const p = path.join(classify, file);
    const js = fs.readFileSync(p, 'utf8');
    if (typeof from === 'string' ? !js.includes(from) : !from.test(js)) throw new Error(`patch: ${file} has no ${from}`);
    fs.writeFileSync(p, typeof from === 'string' ? js.split(from).join(to) : js.replace(from, to));
  }
  const load = (f) => import(pathToFileURL(path.join(classify, f)).href);
  const { categoryTrainingRows, trainCategoryModel } = await load('categories/model/category-training.js');
  const { serializeCategoryWeights } = await load('categories/model/category-weights-format.js');
  const { CATEGORY_EXAMPLES } = await load('data/category-examples.js');
  const weights = serializeCategoryWeights(trainCategoryModel(categoryTrainingRows(CATEGORY_EXAMPLES, rows)));
  fs.writeFileSync(path.join(classify, 'data', 'category-weights.js'), `export const CATEGORY_WEIGHTS = ${JSON.stringify(weights)};\n`);
  const { classifyContract } = await load('index.js');
  return { classifyContract, dir };
}

/** Micro tp/fp/fn of categories over the scored elements of `docs`, with F1, and categories per element. */
export function scoreCategories(classifyContract, docs) {
  const t = { tp: 0, fp: 0, fn: 0 };
  let n = 0; let have = 0;
  for (const doc of docs) {
    const got = classifyContract(doc.inputs);
    doc.wants.forEach((w, i) => {
      if (!doc.scored[i]) return;
      const h = new Set(got.elements[i].categories.map((c) => c.label)); const ws = new Set(w.categories.map((c) => c.label));
      n++; have += h.size;
      for (const c of h) if (ws.has(c)) t.tp++; else t.fp++;
      for (const c of ws) if (!h.has(c)) t.fn++;
    });
  }
  return { ...t, ...f1(t), density: n ? +(have / n).toFixed(3) : 0 };
}
