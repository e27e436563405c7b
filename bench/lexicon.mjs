// Heap held by the English word data: one small English workspace compiled with spelling correction, enhanced
// off-topic detection and fuzzy entity matching on (the three users of English word lists), measured after a
// forced GC before and after compiling (run with --expose-gc). The word data is loaded once per process, so the
// difference is almost all of it.
import { performance } from 'node:perf_hooks';
import { compileWorkspace } from '../dist/index.js';
import { printTable, emitJson, heapMb, round } from './lib.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('run with: node --expose-gc bench/lexicon.mjs');
  process.exit(2);
}

const workspace = {
  name: 'lexicon-heap',
  language: 'en',
  system_settings: { spelling_auto_correct: true, off_topic: { enabled: true } },
  intents: [
    { intent: 'book', examples: [{ text: 'book a table for two' }, { text: 'reserve a table tonight' }] },
    { intent: 'hours', examples: [{ text: 'when are you open' }, { text: 'what are your opening hours' }] },
  ],
  entities: [{ entity: 'dish', fuzzy_match: true, values: [{ value: 'lasagna', synonyms: ['lasagne'] }, { value: 'risotto' }] }],
  dialog_nodes: [],
};

const before = heapMb();
const t0 = performance.now();
const engine = compileWorkspace(workspace);
const res = engine.message({ input: { text: 'I want lasagnna and a tabel' } }, { now: '2026-11-22T09:00:00Z' });
const ms = performance.now() - t0;
const after = heapMb();
const figures = { heap_before_mb: before, heap_after_mb: after, held_mb: round(after - before, 1), first_ms: round(ms, 0) };
printTable([{ case: 'english word data', ...figures, text: res.input.text }]);
emitJson('lexicon', figures);
