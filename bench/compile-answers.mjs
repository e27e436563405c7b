// Answers of a compile, hashed, to prove a speed change left them bit-identical (issue 22): for
// `generateWorkspace(scale)`, the sha256 of the engine's normalized workspace, its diagnostics, 200 `message`
// answers (fixed now, timezone and seed; each turn carries the previous context, a new conversation every 10
// turns) and 200 `classify` results. Run it on two builds and compare the lines. Needs `npm run build` first.
//
//   node bench/compile-answers.mjs [0.2 1]                       # this worktree's dist/
//   PARLEY_DIST=/path/to/other/dist node bench/compile-answers.mjs  # another build
//   node bench/compile-answers.mjs --threads                     # intents trained in a thread (threadedIntentTrainer)
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateWorkspace } from './synthetic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.env.PARLEY_DIST ?? join(here, '..', 'dist'));
const { compileWorkspace, threadedIntentTrainer } = await import(pathToFileURL(join(dist, 'index.js')).href);
const threads = process.argv.includes('--threads');
const compileOptions = threads ? { intentTrainer: threadedIntentTrainer() } : {};
const scales = process.argv.slice(2).filter((a) => !a.startsWith('--')).map(Number);
if (scales.length === 0) scales.push(0.2, 1);

const hash = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const OPTIONS = { now: '2026-01-15T10:30:00Z', timezone: 'Europe/Paris', seed: 'compile-answers' };

for (const scale of scales) {
  const ws = generateWorkspace(scale);
  const engine = compileWorkspace(ws, compileOptions);
  // Texts: an example of every k-th intent (some with an extra word), synonyms of entity values, and noise.
  const texts = [];
  const step = Math.max(1, Math.floor(ws.intents.length / 120));
  for (let i = 0; i < ws.intents.length && texts.length < 120; i += step) {
    const ex = ws.intents[i].examples[0]?.text ?? ws.intents[i].intent;
    texts.push(i % 3 === 0 ? `${ex} please` : ex);
  }
  for (let e = 0; e < ws.entities.length && texts.length < 180; e += Math.max(1, Math.floor(ws.entities.length / 60))) {
    const v = ws.entities[e].values[0];
    texts.push(`i want ${v.synonyms?.[0] ?? v.value} tomorrow at 5pm`);
  }
  while (texts.length < 200) texts.push(`zzqx ${texts.length} of nothing`);

  const answers = [];
  let context;
  texts.forEach((text, i) => {
    if (i % 10 === 0) context = undefined;
    const res = engine.message({ input: { text }, context, alternate_intents: i % 2 === 0 }, OPTIONS);
    context = res.context;
    answers.push(res);
  });
  const classified = texts.map((text) => engine.classify(text, OPTIONS));
  const row = {
    scale,
    workspace: hash(engine.workspace),
    diagnostics: hash(engine.diagnostics),
    diagnostics_count: engine.diagnostics.length,
    messages: hash(answers),
    classify: hash(classified),
  };
  console.log(Object.entries(row).map(([k, v]) => `${k}=${v}`).join('  '));
}
