// Enhanced irrelevance detection (`system_settings.off_topic.enabled`): the same CLINC150 / BANKING77
// workspaces as shared/checks/intents.mjs, compiled with the setting off and on, the test split classified
// through engine.classify and scored with the checks' own protocol (threshold 0.2). Also the detector alone:
// its compile time and its per-message time. Needs `npm run build` first.
//
//   node bench/offtopic.mjs                 quick: --limit 1000 test utterances per dataset
//   node bench/offtopic.mjs --full          every test utterance
//   node bench/offtopic.mjs --limit 500 --dataset clinc150
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { emitJson, printTable, round, summarize } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const checks = [process.env.PARLEY_SHARED_CHECKS, join(root, '..', 'shared', 'checks')].find((d) => d && existsSync(join(d, 'intent-data.mjs')));
if (!checks) {
  console.log('shared/checks not found (set PARLEY_SHARED_CHECKS)');
  emitJson('offtopic', { error: 'shared/checks not found' });
  process.exit(2);
}
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const full = args.includes('--full');
const limit = full ? undefined : Number(option('limit') ?? 1000);
const datasets = option('dataset') ? [option('dataset')] : ['clinc150', 'banking77'];

const { buildIntentWorkspace, evaluate, loadDataset, testItems } = await import(pathToFileURL(join(checks, 'intent-data.mjs')).href);
const { compileWorkspace } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
const { compileOffTopicDetector } = await import(pathToFileURL(join(root, 'dist', 'nlu', 'offtopic', 'index.js')).href);
const { englishLexicon } = await import(pathToFileURL(join(root, 'dist', 'common', 'lexicon', 'english.js')).href);

const pct = (x) => (typeof x === 'number' ? `${(x * 100).toFixed(2)}%` : '-');
const rows = [];
// The English word list is loaded once per process, by the first English workspace compiled with the setting on.
const tDictionary = performance.now();
const dictionarySize = englishLexicon().size;
const figures = { limit: limit ?? null, dictionary_load_ms: round(performance.now() - tDictionary, 1), dictionary_words: dictionarySize };

for (const name of datasets) {
  const ds = loadDataset(name);
  const { workspace, nameOf } = buildIntentWorkspace(ds);
  const items = testItems(ds, nameOf, limit);
  const result = {};
  for (const setting of ['off', 'on']) {
    const ws = { ...workspace, system_settings: setting === 'on' ? { off_topic: { enabled: true } } : {} };
    const t0 = performance.now();
    const engine = compileWorkspace(ws);
    const compileS = (performance.now() - t0) / 1000;
    const r = await evaluate(items, (text) => engine.classify(text).intents, { warmup: 50 });
    result[setting] = { ...r, compile_s: round(compileS, 2) };
  }

  // The detector alone: what the setting adds to compile and to each message.
  const texts = workspace.intents.flatMap((i) => i.examples.map((e) => e.text));
  const t1 = performance.now();
  const detector = compileOffTopicDetector({ texts, language: 'en' });
  const detectorCompileMs = performance.now() - t1;
  const inputs = items.map(([t]) => t);
  for (let i = 0; i < 200; i++) detector.factor(inputs[i % inputs.length]);
  const samples = inputs.map((text) => {
    const t = performance.now();
    detector.factor(text);
    return (performance.now() - t) * 1000;
  });
  const latency = summarize(samples);

  const off = result.off;
  const on = result.on;
  figures[name] = {
    test_in_scope: off.test_in_scope,
    test_oos: off.test_oos,
    in_scope_accuracy_off: off.in_scope_accuracy,
    in_scope_accuracy_on: on.in_scope_accuracy,
    in_scope_delta_points: round((on.in_scope_accuracy - off.in_scope_accuracy) * 100, 2),
    oos_recall_off: off.oos_recall,
    oos_recall_on: on.oos_recall,
    oos_recall_delta_points: off.oos_recall === null ? null : round((on.oos_recall - off.oos_recall) * 100, 2),
    overall_accuracy_off: off.overall_accuracy,
    overall_accuracy_on: on.overall_accuracy,
    compile_s_off: off.compile_s,
    compile_s_on: on.compile_s,
    detector_compile_ms: round(detectorCompileMs, 1),
    classify_p50_us_off: off.classify_p50_us,
    classify_p50_us_on: on.classify_p50_us,
    detector_p50_us: latency.p50_us,
    detector_p99_us: latency.p99_us,
    detector_mean_us: latency.mean_us,
  };
  rows.push({
    dataset: name,
    'in-scope off→on': `${pct(off.in_scope_accuracy)} → ${pct(on.in_scope_accuracy)}`,
    'OOS recall off→on': off.oos_recall === null ? '-' : `${pct(off.oos_recall)} → ${pct(on.oos_recall)}`,
    'compile s off/on': `${off.compile_s} / ${on.compile_s}`,
    'detector compile ms': round(detectorCompileMs, 1),
    'detector µs p50/p99': `${latency.p50_us} / ${latency.p99_us}`,
    'classify p50 µs off/on': `${off.classify_p50_us} / ${on.classify_p50_us}`,
  });
}

console.log(`off-topic detection (${limit ? `--limit ${limit}` : 'full test sets'}; threshold 0.2; engine.classify)`);
console.log(`English word list: ${dictionarySize} words, loaded in ${figures.dictionary_load_ms} ms (once per process)`);
printTable(rows);
emitJson('offtopic', figures);
