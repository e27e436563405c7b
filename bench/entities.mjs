// Entity matching at scale: compile time and per-message latency of the dictionary/pattern/fuzzy/
// contextual matcher (dist/nlu/entities), on a deterministic synthetic workspace of 1,000 entities
// with 100,000 values (+ synonyms), its variants with fuzzy and pattern entities, and the shared
// food-coach.json (~4,000 values). Run `npm run build` first. Prints a table, then one JSON line.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { measure, heapMb, round } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { compileEntityMatcher } = await import(join(here, '../dist/nlu/entities/index.js'));

/** Deterministic LCG (no Math.random): same workspace and messages on every run. */
function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const CONSONANTS = 'bcdfghjklmnprstvwz';
const VOWELS = 'aeiou';
const SYLLABLES = [...CONSONANTS].flatMap((c) => [...VOWELS].map((v) => c + v)); // 90 syllables
function word(rand) {
  const n = 3 + Math.floor(rand() * 2); // 3–4 syllables: ~66 M distinct words, few collisions
  let w = '';
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
  return w;
}
function phrase(rand) {
  const n = 1 + Math.floor(rand() * rand() * 3);
  return Array.from({ length: n }, () => word(rand)).join(' ');
}

/** 1,000 entities × 100 values, 1–2 synonyms each; `fuzzyEvery`/`patternEvery` turn every Nth entity fuzzy / into patterns. */
function syntheticWorkspace({ entities = 1000, valuesPer = 100, fuzzyEvery = 0, patternEvery = 0 } = {}) {
  const rand = lcg(42);
  const out = [];
  let values = 0;
  let synonyms = 0;
  for (let e = 0; e < entities; e++) {
    const isPattern = patternEvery > 0 && e % patternEvery === 0;
    const vals = [];
    for (let v = 0; v < valuesPer; v++) {
      if (isPattern) {
        if (v < 3) vals.push({ value: `p${v}`, type: 'patterns', patterns: [`\\b${word(rand)}-\\d{2,4}\\b`] });
        continue;
      }
      const syn = Array.from({ length: 1 + Math.floor(rand() * 2) }, () => phrase(rand));
      synonyms += syn.length;
      vals.push({ value: phrase(rand), type: 'synonyms', synonyms: syn });
    }
    values += vals.length;
    out.push({ entity: `e${e}`, fuzzy_match: fuzzyEvery > 0 && e % fuzzyEvery === 0, values: vals });
  }
  return { entities: out, values, synonyms };
}

/** Messages of 6–14 words: filler words, some workspace terms (a few misspelled), some numbers. */
function messages(ws, count) {
  const rand = lcg(7);
  const filler = ['i', 'want', 'the', 'please', 'a', 'with', 'and', 'to', 'my', 'order', 'for', 'today', 'some', 'of'];
  const terms = [];
  for (const e of ws.entities) for (const v of e.values) if (v.type === 'synonyms') terms.push(v.value, ...v.synonyms);
  const out = [];
  for (let i = 0; i < count; i++) {
    const n = 6 + Math.floor(rand() * 9);
    const parts = [];
    for (let j = 0; j < n; j++) {
      const r = rand();
      if (r < 0.2 && terms.length > 0) {
        let t = terms[Math.floor(rand() * terms.length)];
        if (rand() < 0.2) t = t.slice(0, -1);
        parts.push(t);
      } else if (r < 0.25) parts.push(String(Math.floor(rand() * 10000)));
      else parts.push(filler[Math.floor(rand() * filler.length)]);
    }
    out.push(parts.join(' '));
  }
  return out;
}

function run(name, entities, intents, msgs) {
  const heapBefore = heapMb();
  const diagnostics = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const matcher = compileEntityMatcher({ entities, intents, language: 'en', diagnostics });
  const compileCpu = process.cpuUsage(c0);
  const compileMs = performance.now() - t0;
  const heapAfter = heapMb();
  let found = 0;
  for (const m of msgs) found += matcher.match(m).length;
  const timing = measure((i) => matcher.match(msgs[i % msgs.length]), { warmup: 200, iterations: 5000 });
  // CPU time is less distorted than wall time on a shared machine: user+system µs per message.
  const c1 = process.cpuUsage();
  for (let i = 0; i < 5000; i++) matcher.match(msgs[i % msgs.length]);
  const matchCpu = process.cpuUsage(c1);
  return {
    case: name,
    compile_ms: round(compileMs, 0),
    compile_cpu_ms: round((compileCpu.user + compileCpu.system) / 1000, 0),
    match_cpu_mean_us: round((matchCpu.user + matchCpu.system) / 5000),
    match_p50_us: timing.p50_us,
    match_p99_us: timing.p99_us,
    mentions_per_message: round(found / msgs.length),
    heap_delta_mb: round(heapAfter - heapBefore, 1),
    diagnostics: diagnostics.length,
  };
}

const rows = [];
const scale = syntheticWorkspace();
const scaleMsgs = messages(scale, 2000);
rows.push({ ...run('scale-1000x100', scale.entities, [], scaleMsgs), values: scale.values, synonyms: scale.synonyms });
const fuzzy = syntheticWorkspace({ fuzzyEvery: 10 });
rows.push({ ...run('scale-10%-fuzzy', fuzzy.entities, [], messages(fuzzy, 2000)), values: fuzzy.values, synonyms: fuzzy.synonyms });
const pats = syntheticWorkspace({ patternEvery: 10 });
rows.push({ ...run('scale-10%-patterns', pats.entities, [], messages(pats, 2000)), values: pats.values, synonyms: pats.synonyms });

const food = JSON.parse(readFileSync(join(here, '../../shared/data/workspaces/food-coach.json'), 'utf8'));
const foodValues = food.entities.reduce((s, e) => s + (e.values?.length ?? 0), 0);
const foodMsgs = [
  'I had a banana and two slices of whole wheat bread for breakfast',
  'for lunch I ate a chicken caesar salad with a diet coke',
  'just some apple pie and vanilla ice cream',
  'I skipped dinner',
  'three eggs, bacon and orange juice',
  'a bowl of oatmeal with blueberries and almond milk',
];
rows.push({ ...run('food-coach', food.entities, food.intents ?? [], foodMsgs), values: foodValues });

console.log('case                 values  compile_ms (cpu)  p50_us  p99_us  cpu_mean_us  mentions/msg  heap_mb');
for (const r of rows) {
  console.log(
    `${r.case.padEnd(20)} ${String(r.values).padStart(6)}  ${String(r.compile_ms).padStart(10)} (${r.compile_cpu_ms})  ${String(r.match_p50_us).padStart(6)}  ${String(r.match_p99_us).padStart(6)}  ${String(r.match_cpu_mean_us).padStart(11)}  ${String(r.mentions_per_message).padStart(12)}  ${String(r.heap_delta_mb).padStart(7)}`,
  );
}
console.log(JSON.stringify({ bench: 'entities', load_average_1m: round((await import('node:os')).loadavg()[0], 1), cases: rows }));
