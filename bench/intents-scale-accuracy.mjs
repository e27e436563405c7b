// Held-out accuracy on synthetic workspaces, sampled vs dense intent training (issue 12): the last example of
// every intent with > 3 is held out; top-1, share right at >= 0.2, and out-of-scope recall on 200 unrelated texts.
//   node bench/intents-scale-accuracy.mjs [scale=0.3]     (default: sampled above 300 classes; ONLY=default|dense to run one; dense at scale 1: ~30 s CPU, 1.5 GB)
import { generateWorkspace } from './synthetic.mjs';
const { trainIntentClassifier, defaultClassifierOptions } = await import(new URL('../dist/nlu/intents/index.js', import.meta.url).href);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const scale = Number(process.argv[2] ?? 0.3);
const ws = generateWorkspace(scale);
const d = defaultClassifierOptions('en');
const held = [];
const intents = ws.intents.map((it) => { const ex = it.examples.slice(); if (ex.length > 3) held.push([ex.pop().text, it.intent]); return { intent: it.intent, examples: ex }; });
const SYL = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'do', 'ge', 'bi', 'fu', 'ha', 'jo', 'ly', 'qua', 'tre', 'xo'];
const w = (n) => { let s = ''; do { s += SYL[n % 20]; n = Math.floor(n / 20); } while (n > 0); return s; };
const english = ['what is the weather in paris', 'tell me a joke', 'how do i reset my password', 'play some music', 'who won the game last night', 'i want to book a table for two', 'can you help me with my homework', 'what time is it', 'order a pizza please', 'how far is the moon'];
const oos = [...english];
for (let i = 0; i < 190; i++) oos.push(`i want ${w(5_000_000 + i * 7)} ${w(6_000_000 + i * 13)} please`);
const rows = [];
for (const [name, opts] of [['default', d], ['dense', { ...d, linear: { ...d.linear, sampledAbove: undefined } }]].filter(([n]) => !process.env.ONLY || n === process.env.ONLY)) {
  const t = cpu();
  const cl = trainIntentClassifier({ intents, counterexamples: ws.counterexamples, language: 'en' }, opts);
  const tt = cpu() - t;
  let right = 0, above = 0;
  for (const [text, intent] of held) { const r = cl.classify(text)[0]; if (r.intent === intent) { right++; if (r.confidence >= 0.2) above++; } }
  let fp = 0, fpEn = 0;
  for (const text of oos) { const r = cl.classify(text)[0]; if (r.confidence >= 0.2) { fp++; if (english.includes(text)) fpEn++; } }
  const row = { scale, name, oos_recall: +(1 - fp / oos.length).toFixed(3), oos_english_above: fpEn, train_cpu_s: +tt.toFixed(2), heldout: held.length, top1: +(right / held.length).toFixed(4), at_0_2: +(above / held.length).toFixed(4) };
  rows.push(row);
  console.log(Object.entries(row).map(([k, v]) => `${k}=${v}`).join('  '));
}
console.log(JSON.stringify({ bench: 'intents-scale-accuracy', rows }));
