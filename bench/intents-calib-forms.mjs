// Scores forms of the intent confidence offline, on dumps of `intents-calib-dump.mjs` (issue 22, few-shot
// calibration): per dump, in-scope right at 0.2 / off-topic recall at 0.2 for each form, and the in-scope right at
// the threshold that keeps the shipped form's off-topic recall (does a form rank better, or only move the
// operating point?). The shipped form is recomputed from the dumped evidence and checked against the recorded
// confidence: the recomputation is exact, so the other forms' figures are what the classifier would answer.
//
//   node bench/intents-calib-forms.mjs dump.json [dump.json ...]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const clamp01 = (x) => (x > 1 ? 1 : x > 0 ? x : 0);
const excess = (r) => Math.max(0, r.p - 1 / r.classes) / (1 - 1 / r.classes);

/** The shipped calibration (options.ts defaults) with its probability term replaceable. */
function confidence(r, prob = (e) => e ** 0.5) {
  const lexical = Math.min(1, r.lexical / 0.2);
  const semantic = lexical <= 0 || r.meaningless ? 1 : clamp01(Math.max(r.lexical, r.semantic) / 0.8);
  const support = Math.min(1, r.share / 0.6) ** 0.5;
  return clamp01(prob(excess(r), r) * lexical * semantic * support);
}

const fewShot = (r) => r.n <= 30;
const softerWithClasses = (r, a) => 0.5 * Math.min(1, Math.log(20) / Math.log(r.classes)) ** a;
const FORMS = {
  'shipped (γ 0.5)': (e) => e ** 0.5,
  'γ 0.4': (e) => e ** 0.4,
  'γ 0.3': (e) => e ** 0.3,
  'γ 0.6': (e) => e ** 0.6,
  'γ 0.5·min(1, ln 20 / ln K)^0.5 at n ≤ 30': (e, r) => e ** (fewShot(r) ? softerWithClasses(r, 0.5) : 0.5),
  'γ 0.5·min(1, ln 20 / ln K) at n ≤ 30': (e, r) => e ** (fewShot(r) ? softerWithClasses(r, 1) : 0.5),
  'top 5 renormalised': (e, r) => {
    const q = r.p / r.top.slice(0, 5).reduce((a, b) => a + b, 0);
    return (Math.max(0, q - 0.2) / 0.8) ** 0.5;
  },
  'max(shipped, (1 + ln e / ln K)^1.5)': (e, r) => Math.max(e ** 0.5, Math.max(0, 1 + Math.log(Math.max(e, 1e-12)) / Math.log(r.classes)) ** 1.5),
  'margin ((p1 − p2) / (p1 + p2))^0.5': (e, r) => Math.max(0, (r.p - r.p2) / (r.p + r.p2)) ** 0.5,
};

for (const file of process.argv.slice(2)) {
  const dump = JSON.parse(readFileSync(file, 'utf8'));
  // An exact match of a training text answers 1 before any calibration: kept as recorded.
  const scored = new Set(dump.rows.filter((r) => r.p !== undefined && !(r.confidence === 1 && Math.abs(confidence(r) - 1) > 1e-9)));
  const drift = Math.max(0, ...[...scored].map((r) => Math.abs(confidence(r) - r.confidence)));
  if (drift > 1e-9) throw new Error(`${file}: the recomputed confidence differs from the recorded one by ${drift}`);
  const inScope = dump.rows.filter((r) => !r.oos).length;
  const off = dump.rows.filter((r) => r.oos).length;
  const conf = (r, prob) => (scored.has(r) ? confidence(r, prob) : r.confidence);
  const shippedOff = dump.rows.filter((r) => r.oos && conf(r, FORMS['shipped (γ 0.5)']) >= 0.2).length;
  console.log(`${basename(file)}: ${dump.intents} intents, ${inScope} in-scope, ${off} off-topic texts`);
  for (const [name, prob] of Object.entries(FORMS)) {
    const c = dump.rows.map((r) => conf(r, prob));
    const at = dump.rows.filter((r, i) => r.right && c[i] >= 0.2).length / inScope;
    const oos = off ? dump.rows.filter((r, i) => r.oos && c[i] < 0.2).length / off : NaN;
    // The threshold letting through as many off-topic texts as the shipped form does at 0.2.
    const offScores = c.filter((_, i) => dump.rows[i].oos).sort((a, b) => b - a);
    const line = offScores.length ? offScores[shippedOff] ?? -1 : 0.2;
    const matched = dump.rows.filter((r, i) => r.right && c[i] > line).length / inScope;
    console.log(`  ${name.padEnd(44)} at 0.2: ${at.toFixed(3)} / ${off ? oos.toFixed(3) : '  -  '}   at the shipped off-topic recall: ${matched.toFixed(3)}`);
  }
}
