// Spelling correction measured on misspelled variants of the shared workspaces' own examples:
// deterministic insertions, deletions and swaps in one word of each example. Precision: corrected words that
// are the original word / words changed; recall: misspelled words restored / words misspelled. Intent top-1
// on the variants with correction off and on (the original example's intent is the label).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { compileWorkspace } from '../dist/index.js';
import { printTable, emitJson, round, summarize } from './lib.mjs';

const WORKSPACES = ['car-dashboard-sample', 'bank-simple', 'customer-care-sample', 'insurance-voice-bot', 'rent-a-car'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 4294967296);
}

function misspell(word, r) {
  const i = 1 + Math.floor(r() * (word.length - 2));
  switch (Math.floor(r() * 3)) {
    case 0: return word.slice(0, i) + LETTERS[Math.floor(r() * 26)] + word.slice(i);
    case 1: return word.slice(0, i) + word.slice(i + 1);
    default: return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + word.slice(i + 1);
  }
}

const rows = [];
const totals = { changed: 0, right: 0, misspelled: 0, restored: 0, n: 0, off: 0, on: 0, clean: 0 };
const latency = [];
for (const name of WORKSPACES) {
  const ws = JSON.parse(readFileSync(new URL(`../../shared/data/workspaces/${name}.json`, import.meta.url), 'utf8'));
  const withSpelling = compileWorkspace({ ...ws, system_settings: { ...(ws.system_settings ?? {}), spelling_auto_correct: true } });
  const r = rng(7);
  const cases = [];
  for (const intent of ws.intents) for (const ex of (intent.examples ?? []).slice(0, 6)) {
    const words = ex.text.split(' ');
    const candidates = words.map((w, i) => i).filter((i) => /^[a-z]{5,}$/i.test(words[i]));
    if (candidates.length === 0) continue;
    const k = candidates[Math.floor(r() * candidates.length)];
    const typo = misspell(words[k], r);
    if (typo === words[k]) continue;
    cases.push({ intent: intent.intent, original: ex.text, words, k, typo });
  }
  const stats = { changed: 0, right: 0, misspelled: cases.length, restored: 0, off: 0, on: 0 };
  for (const c of cases) {
    const typed = [...c.words.slice(0, c.k), c.typo, ...c.words.slice(c.k + 1)].join(' ');
    const t0 = performance.now();
    const res = withSpelling.message({ input: { text: typed } }, { now: '2026-11-22T09:00:00Z' });
    latency.push((performance.now() - t0) * 1000);
    const out = String(res.input.text).split(' ');
    const inputWords = typed.split(' ');
    out.forEach((w, i) => {
      if (w !== inputWords[i]) {
        stats.changed++;
        if (w.toLowerCase() === c.words[i].toLowerCase()) stats.right++;
      }
    });
    if ((out[c.k] ?? '').toLowerCase() === c.words[c.k].toLowerCase()) stats.restored++;
    const off = withSpelling.message({ input: { text: typed, spelling_auto_correct: false, spelling_suggestions: false } }, { now: '2026-11-22T09:00:00Z' });
    if (off.intents[0]?.intent === c.intent) stats.off++;
    if (res.intents[0]?.intent === c.intent) stats.on++;
  }
  rows.push({ workspace: name, variants: cases.length, precision: round(stats.right / Math.max(1, stats.changed), 3), recall: round(stats.restored / Math.max(1, stats.misspelled), 3), intent_top1_off: round(stats.off / cases.length, 3), intent_top1_on: round(stats.on / cases.length, 3) });
  for (const k of ['changed', 'right', 'misspelled', 'restored', 'off', 'on']) totals[k] += stats[k];
  totals.n += cases.length;
}
const all = { workspace: 'all', variants: totals.n, precision: round(totals.right / totals.changed, 3), recall: round(totals.restored / totals.misspelled, 3), intent_top1_off: round(totals.off / totals.n, 3), intent_top1_on: round(totals.on / totals.n, 3) };
rows.push(all);
printTable(rows);
const lat = summarize(latency);
console.log(`message with auto-correct: p50 ${lat.p50_us} µs, p99 ${lat.p99_us} µs`);
emitJson('spelling', { ...all, message_p50_us: lat.p50_us });
