// Scores forms of the intent confidence offline, on dumps of `intents-calib-dump.mjs` (issue 22, few-shot
// calibration): per dump, in-scope right at 0.2 / off-topic recall at 0.2 = their mean (balanced accuracy) for each
// form, and the in-scope right at the threshold that keeps the recorded form's off-topic recall (does a form rank
// better, or only move the operating point?). The recorded form (the exponent the dump was made with) is recomputed
// from the dumped evidence and checked against the recorded confidence: the recomputation is exact, so the other
// forms' figures are what the classifier would answer.
//
//   node bench/intents-calib-forms.mjs dump.json [dump.json ...]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const clamp01 = (x) => (x > 1 ? 1 : x > 0 ? x : 0);
const excess = (r) => Math.max(0, r.p - 1 / r.classes) / (1 - 1 / r.classes);

/** The calibration of options.ts with its probability term replaceable (by default the dump's own exponent). */
function confidence(r, prob) {
  const lexical = Math.min(1, r.lexical / 0.2);
  const semantic = lexical <= 0 || r.meaningless ? 1 : clamp01(Math.max(r.lexical, r.semantic) / 0.8);
  const support = Math.min(1, r.share / 0.6) ** 0.5;
  return clamp01((prob ?? recorded)(excess(r), r) * lexical * semantic * support);
}

// The exponent the dump's confidences were recorded with (0.5 until h24int2 made it 0.6; older dumps lack the field).
let recorded = (e) => e ** 0.5;
const fewShot = (r) => r.n <= 30;
const softerWithClasses = (r, a) => 0.5 * Math.min(1, Math.log(20) / Math.log(r.classes)) ** a;
const FORMS = {
  'γ 0.5': (e) => e ** 0.5,
  'γ 0.4': (e) => e ** 0.4,
  'γ 0.3': (e) => e ** 0.3,
  'γ 0.6': (e) => e ** 0.6,
  'γ 0.7': (e) => e ** 0.7,
  'γ 0.5·min(1, ln 20 / ln K)^0.5 at n ≤ 30': (e, r) => e ** (fewShot(r) ? softerWithClasses(r, 0.5) : 0.5),
  'γ 0.5·min(1, ln 20 / ln K) at n ≤ 30': (e, r) => e ** (fewShot(r) ? softerWithClasses(r, 1) : 0.5),
  'top 5 renormalised': (e, r) => {
    const q = r.p / r.top.slice(0, 5).reduce((a, b) => a + b, 0);
    return (Math.max(0, q - 0.2) / 0.8) ** 0.5;
  },
  'max(γ 0.5, (1 + ln e / ln K)^1.5)': (e, r) => Math.max(e ** 0.5, Math.max(0, 1 + Math.log(Math.max(e, 1e-12)) / Math.log(r.classes)) ** 1.5),
  'margin ((p1 − p2) / (p1 + p2))^0.5': (e, r) => Math.max(0, (r.p - r.p2) / (r.p + r.p2)) ** 0.5,
};

// Balanced accuracy per form over the dumps of workspaces of real size (15-50 intents, HINT3's bots have 21-59,
// half their rows off topic): the summary that chose the shipped exponent (h24int2).
const realSize = new Map(Object.keys(FORMS).map((name) => [name, []]));
for (const file of process.argv.slice(2)) {
  const dump = JSON.parse(readFileSync(file, 'utf8'));
  const exponent = dump.exponent ?? 0.5;
  recorded = (e) => e ** exponent;
  // An exact match of a training text answers 1 before any calibration: kept as recorded.
  const scored = new Set(dump.rows.filter((r) => r.p !== undefined && !(r.confidence === 1 && Math.abs(confidence(r) - 1) > 1e-9)));
  const drift = Math.max(0, ...[...scored].map((r) => Math.abs(confidence(r) - r.confidence)));
  if (drift > 1e-9) throw new Error(`${file}: the recomputed confidence differs from the recorded one by ${drift}`);
  const inScope = dump.rows.filter((r) => !r.oos).length;
  const off = dump.rows.filter((r) => r.oos).length;
  const conf = (r, prob) => (scored.has(r) ? confidence(r, prob) : r.confidence);
  const shippedOff = dump.rows.filter((r) => r.oos && conf(r, recorded) >= 0.2).length;
  console.log(`${basename(file)}: ${dump.intents} intents, ${inScope} in-scope, ${off} off-topic texts (recorded at γ ${exponent})`);
  for (const [name, prob] of Object.entries(FORMS)) {
    const c = dump.rows.map((r) => conf(r, prob));
    const at = dump.rows.filter((r, i) => r.right && c[i] >= 0.2).length / inScope;
    const oos = off ? dump.rows.filter((r, i) => r.oos && c[i] < 0.2).length / off : NaN;
    // The threshold letting through as many off-topic texts as the recorded form does at 0.2.
    const offScores = c.filter((_, i) => dump.rows[i].oos).sort((a, b) => b - a);
    const line = offScores.length ? offScores[shippedOff] ?? -1 : 0.2;
    const matched = dump.rows.filter((r, i) => r.right && c[i] > line).length / inScope;
    const balanced = off ? ` = ${((at + oos) / 2).toFixed(3)}` : '';
    if (off && dump.intents >= 15 && dump.intents <= 50) realSize.get(name).push((at + oos) / 2);
    console.log(`  ${name.padEnd(44)} at 0.2: ${at.toFixed(3)} / ${off ? oos.toFixed(3) : '  -  '}${balanced}   at the recorded off-topic recall: ${matched.toFixed(3)}`);
  }
}
const reference = realSize.get('γ 0.5');
if (reference.length > 0) {
  console.log(`balanced accuracy over ${reference.length} dump(s) of 15-50 intents: mean, and dumps above / below γ 0.5`);
  for (const [name, values] of realSize) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const above = values.filter((v, i) => v > reference[i] + 1e-12).length;
    const below = values.filter((v, i) => v < reference[i] - 1e-12).length;
    console.log(`  ${name.padEnd(44)} ${mean.toFixed(4)}   ${above} / ${below}`);
  }
}
