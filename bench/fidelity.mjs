// Fidelity sweep (issue 21): not a timing. Two looks at what parley answers where the service's answer is known or
// can be judged:
//  1. every shared transcript turn whose recording is a whole response (real-logs, burger, tjbot): the response
//     keys parley adds or leaves out beside the recorded ones (replay.mjs scores only the recorded paths);
//  2. every shared workspace, per API version, through the welcome turn and the first examples of each intent,
//     chained: turns that throw, `err` log entries by kind (condition, context, output, failed jump, loop) and
//     warnings. An error in a real export's own flow is a difference to explain (docs/behaviour/*.md).
// `node bench/fidelity.mjs [--verbose]` after `npm run build`; the last line is the JSON summary.
import { readdirSync, readFileSync } from 'node:fs';
import { compileWorkspace } from '../dist/index.js';
import { logKind as kind } from './log-kinds.mjs';

const data = new URL('../../shared/data/', import.meta.url);
const verbose = process.argv.includes('--verbose');
const NOW = '2018-09-17T18:54:18Z';
const VERSIONS = ['2016-09-20', '2017-05-26', '2018-09-20', '2021-06-14'];

const read = (rel) => JSON.parse(readFileSync(new URL(rel, data), 'utf8'));

/** Part 1: whole recorded responses, key by key. */
function transcriptKeys() {
  const rows = [];
  for (const file of readdirSync(new URL('transcripts/', data)).filter((f) => f.endsWith('.json')).sort()) {
    const t = read(`transcripts/${file}`);
    const engine = compileWorkspace(read(t.workspace), t.version ? { version: t.version } : {});
    let whole = 0;
    const extra = new Map();
    const missing = new Map();
    for (const conv of t.conversations) {
      let previous = null;
      for (const turn of conv.turns) {
        const request = structuredClone(turn.request ?? {});
        if (conv.chain && previous && request.context === undefined) request.context = structuredClone(previous.context);
        if (turn.context_merge) request.context = { ...(request.context ?? {}), ...turn.context_merge };
        const r = engine.message(request, { ...(turn.options ?? {}), ...(turn.now ? { now: turn.now } : {}) });
        previous = r;
        const paths = Object.keys(turn.expect ?? {});
        // A whole recorded response names intents, entities, input, context and output.* (not a few asserted paths).
        const isWhole = ['intents', 'entities', 'input', 'output.text'].every((p) => paths.includes(p));
        if (!isWhole) continue;
        whole++;
        const top = new Set(paths.map((p) => p.split('.')[0]));
        const out = new Set(paths.filter((p) => p.startsWith('output.')).map((p) => p.split('.')[1]));
        for (const k of Object.keys(r)) if (!top.has(k)) extra.set(k, (extra.get(k) ?? 0) + 1);
        for (const k of Object.keys(r.output)) if (!out.has(k)) extra.set(`output.${k}`, (extra.get(`output.${k}`) ?? 0) + 1);
        for (const k of out) if (!(k in r.output)) missing.set(`output.${k}`, (missing.get(`output.${k}`) ?? 0) + 1);
      }
    }
    if (whole > 0) rows.push({ file: file.slice(0, -5), whole, extra: Object.fromEntries(extra), missing: Object.fromEntries(missing) });
  }
  return rows;
}

/** Part 2: a short chained conversation per workspace and version. */
function workspaceSweep() {
  const rows = [];
  for (const file of readdirSync(new URL('workspaces/', data)).filter((f) => f.endsWith('.json')).sort()) {
    const ws = read(`workspaces/${file}`);
    for (const version of VERSIONS) {
      const engine = compileWorkspace(ws, { version });
      const counts = {};
      const samples = {};
      let turns = 0;
      let threw = 0;
      let context;
      const texts = [undefined, ...(ws.intents ?? []).flatMap((i) => (i.examples ?? []).slice(0, 2).map((e) => e.text))];
      for (const text of texts) {
        try {
          const r = engine.message({ input: text === undefined ? {} : { text }, ...(context ? { context } : {}) }, { now: NOW, seed: 'sweep' });
          context = r.context;
          turns++;
          for (const entry of r.output.log_messages ?? []) {
            const k = kind(entry);
            counts[k] = (counts[k] ?? 0) + 1;
            samples[k] ??= `${JSON.stringify(text)}: ${entry.msg.split('\n')[0].slice(0, 160)}`;
          }
        } catch (err) {
          threw++;
          samples.threw ??= `${JSON.stringify(text)}: ${err.message}`;
        }
      }
      rows.push({ workspace: file.slice(0, -5), version, turns, threw, ...counts, samples });
    }
  }
  return rows;
}

const keys = transcriptKeys();
console.log('whole recorded responses: response keys parley adds (+) or leaves out (-)');
for (const r of keys) {
  const diffs = [...Object.entries(r.extra).map(([k, n]) => `+${k}×${n}`), ...Object.entries(r.missing).map(([k, n]) => `-${k}×${n}`)];
  console.log(`  ${r.file.padEnd(28)} ${String(r.whole).padStart(3)} turns  ${diffs.join(' ') || 'same keys'}`);
}

const sweep = workspaceSweep();
const KINDS = ['condition', 'context', 'output', 'failed jump', 'loop', 'other error', 'warning'];
console.log('\nworkspace sweep (welcome + 2 examples per intent, chained): log entries by kind');
console.log(`  ${'workspace'.padEnd(28)} ${'version'.padEnd(10)} turns threw ${KINDS.map((k) => k.padStart(11)).join(' ')}`);
for (const r of sweep) {
  const anything = r.threw > 0 || KINDS.some((k) => r[k]);
  if (!anything && !verbose) continue;
  console.log(`  ${r.workspace.padEnd(28)} ${r.version.padEnd(10)} ${String(r.turns).padStart(5)} ${String(r.threw).padStart(5)} ${KINDS.map((k) => String(r[k] ?? 0).padStart(11)).join(' ')}`);
  if (verbose) for (const [k, s] of Object.entries(r.samples)) console.log(`      ${k}: ${s}`);
}

const total = (k) => sweep.reduce((n, r) => n + (r[k] ?? 0), 0);
console.log(JSON.stringify({
  case: 'fidelity',
  whole_recorded_turns: keys.reduce((n, r) => n + r.whole, 0),
  key_differences: keys.reduce((n, r) => n + Object.keys(r.extra).length + Object.keys(r.missing).length, 0),
  sweep_turns: total('turns'),
  threw: total('threw'),
  ...Object.fromEntries(KINDS.map((k) => [k.replace(' ', '_'), total(k)])),
}));
