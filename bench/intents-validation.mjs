// The validation split the intent benches share (intents-val, intents-noise, intents-calib-dump, intents-soft-align):
// CLINC150's train / val (+ its off-topic val, labelled null), BANKING77's train.csv with every fifth example of each
// intent held out, and the few-shot training texts taken from it. One home, so every bench measures on the same texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `{ train, eval }` of [text, intent] rows; off-topic eval rows have intent null. `oosTrain` adds CLINC150's 100 off-topic training texts to eval. */
export function loadValidationSplit(shared, dataset, { oosTrain = false } = {}) {
  if (dataset === 'clinc150') {
    const d = JSON.parse(readFileSync(join(shared, 'data/intents/clinc150/data_full.json'), 'utf8'));
    const offTopic = [...d.oos_val, ...(oosTrain ? d.oos_train : [])].map(([t]) => [t, null]);
    return { train: d.train, eval: d.val.concat(offTopic) };
  }
  const text = readFileSync(join(shared, 'data/intents/banking77/train.csv'), 'utf8');
  const rows = [];
  // text,category with quoted fields
  const re = /("(?:[^"]|"")*"|[^,\n]*),([^\n]*)\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const t = m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1];
    rows.push([t, m[2].trim()]);
  }
  rows.shift();
  const seen = new Map();
  const train = [];
  const held = [];
  for (const [t, l] of rows) {
    const k = (seen.get(l) ?? 0) + 1;
    seen.set(l, k);
    (k % 5 === 0 ? held : train).push([t, l]);
  }
  return { train, eval: held };
}

/**
 * The split's intents; with `every` > 1 only every `every`-th intent is kept and the others' eval rows become
 * off-topic (one in four of them kept), in place on `data.eval`.
 */
export function keptIntents(data, every) {
  let labels = [...new Set(data.train.map(([, l]) => l))];
  if (every > 1) {
    const kept = new Set(labels.filter((_, i) => i % every === 0));
    labels = labels.filter((l) => kept.has(l));
    let j = 0;
    data.eval = data.eval
      .filter(([, l]) => l === null || kept.has(l) || j++ % 4 === 0)
      .map(([t, l]) => [t, l !== null && kept.has(l) ? l : null]);
  }
  return labels;
}

/**
 * Each of `labels`' training texts, in the split's order: the first `shots` of each (all with `shots` 0). Rows of
 * other intents are skipped. A Map from intent to its texts, in the order of `labels`.
 */
export function trainingTexts(train, labels, shots) {
  const per = new Map(labels.map((l) => [l, []]));
  for (const [t, l] of train) if (per.has(l) && (!shots || per.get(l).length < shots)) per.get(l).push(t);
  return per;
}
