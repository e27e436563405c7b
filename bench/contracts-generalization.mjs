#!/usr/bin/env node
// contracts-generalization.mjs [SET.json] [--set 1|2|…|10|all] [--misses N]
// Does the classifier generalize beyond the one real contract it was studied on? Runs parley's contract classifier
// (dist/contracts/classify) on each document of an independent labelled set (bench/data/contracts-generalization.json:
// sentences written in the styles of other commercial contracts, labelled from the service's conventions) and
// scores it as contracts-labels.mjs does: nature F1, nature+party F1, category micro-F1, attribute (type+text) F1,
// categories per element, then the misses by label. `--set 2` scores the second, blind set
// (bench/data/contracts-generalization-2.json, written and labelled before parley ran on it), `--set 3` the third
// (bench/data/contracts-generalization-3.json, blind in the same way, in styles neither other set has), `--set 4` the
// fourth (bench/data/contracts-generalization-4.json, blind again, in styles none of the first three has), `--set 5` the
// fifth (bench/data/contracts-generalization-5.json, blind again, in styles none of the first four has), `--set 6` the
// sixth (bench/data/contracts-generalization-6.json, blind again, in styles none of the first five has), `--set 7` the
// seventh (bench/data/contracts-generalization-7.json, blind again, in styles none of the first six has), `--set 8` the
// eighth (bench/data/contracts-generalization-8.json, blind again, in styles none of the first seven has), `--set 9` the
// ninth (bench/data/contracts-generalization-9.json, blind again, in styles none of the first eight has), `--set 10` the
// tenth (bench/data/contracts-generalization-10.json, blind again, in styles none of the first nine has), `--set all`
// every set, each on its own and then one summary line per set. Element kinds: `title` as the set says, a list item by its
// marker, else a sentence; the section title is the last title seen. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { labelScorer, setInputs } from './contracts-scoring.mjs';
import { generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const explicit = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
// Set n is the file numbered n in the shared list (bench/data/generalization-sets.mjs), so a new set needs no edit here
// and a set written while another (say set 12) is still on its own branch keeps its number.
const SETS = Object.fromEntries(generalizationSetFiles().map((f) => [setNumber(f), f]));
const which = opt('set', '1');
if (!explicit && which !== 'all' && !SETS[which]) { console.error(`no set ${which}: sets ${Object.keys(SETS).join(', ')}`); process.exit(2); }
const files = explicit ? [explicit] : (which === 'all' ? Object.values(SETS) : [SETS[which]]).map((f) => path.join(here, 'data', f));
const showMisses = Number(opt('misses', '8'));
const { classifyContract } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'classify', 'index.js')));
// The operations layer gives the classifier its prefilter table (same answers without it, slower).
(await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'operations', 'prefilter-table.js')))).loadPrefilterTable();
// The set's labels in the ClassifyReturn shape the scorer reads.
const asReturned = (e) => ({ types: e.types.map((label) => ({ label })), categories: e.categories.map((label) => ({ label })), attributes: e.attributes });

function score(file) {
  const set = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(`\n=== ${path.basename(file)}`);
  const scorer = labelScorer();
  const perDocument = {};
  let n = 0; let cats = 0; let wantCats = 0;
  for (const doc of set.documents) {
    const inputs = setInputs(doc);
    const got = classifyContract(inputs);
    const docScorer = labelScorer();
    doc.elements.forEach((e, i) => {
      const mine = got.elements[i];
      const have = { ...mine, attributes: mine.attributes.map((a) => ({ type: a.type, text: inputs[a.element ?? i].text.slice(a.begin, a.end) })) };
      const tag = `${doc.name}#${i} ${e.text.slice(0, 110)}`;
      scorer.add(asReturned(e), have, tag); docScorer.add(asReturned(e), have, tag);
      n++; cats += have.categories.length; wantCats += e.categories.length;
    });
    perDocument[doc.name] = { elements: doc.elements.length, ...docScorer.figures() };
  }
  for (const k of ['nature', 'type', 'category', 'attribute']) scorer.show(k, showMisses);
  console.log('\nper document:');
  for (const [name, f] of Object.entries(perDocument)) console.log(`  ${name.padEnd(22)} ${JSON.stringify(f)}`);
  const summary = JSON.stringify({ set: path.basename(file), documents: set.documents.length, elements: n, ...scorer.figures(), categories_per_element: +(cats / n).toFixed(3), labelled_categories_per_element: +(wantCats / n).toFixed(3) });
  console.log(summary);
  return summary;
}
const summaries = files.map(score);
if (summaries.length > 1) { console.log('\n'); for (const line of summaries) console.log(line); }
