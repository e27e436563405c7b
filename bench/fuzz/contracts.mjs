// Fuzzes the contract operations (parley/contracts) with truncated, bit-flipped and spliced bytes of the fixture
// documents (PDF, DOCX, DOC, PNG), under their own and under wrong declared types. A finding: an exception that is
// not a ParleyError, a case slower than 3 × the document's own time + --limit-ms, no answer within 60 s.
// The 58-page Art Effects PDF is left out (8 s a run on the shared machine); PNGs run OCR, so they are drawn rarely.
// node bench/fuzz/contracts.mjs --seconds 120 [--seed 1]
import fs from 'node:fs';
import { classifyElements, extractTables, convertToHtml } from '../../dist/contracts/index.js';
import { fuzz, parseArgs } from './lib.mjs';

const dir = new URL('../../test/fixtures/contracts/', import.meta.url);
const FILES = ['Contract_A.doc', 'Contract_A.docx', 'TableTestV3.doc', 'TableTestV3.docx', 'TableTestV3.pdf', 'TestTable.pdf', 'contract_A.pdf', 'TableTestV3.png'];
const TYPES = [undefined, 'application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/png', 'text/plain', 'x/y', ''];
const OPS = [classifyElements, extractTables, convertToHtml];

const opts = parseArgs();
const docs = [];
for (const name of FILES) {
  const bytes = new Uint8Array(fs.readFileSync(new URL(name, dir)));
  const t = performance.now();
  await classifyElements({ file: bytes }).catch(() => undefined);
  docs.push({ name, bytes, ms: performance.now() - t });
}

function mutate(r, bytes) {
  const b = new Uint8Array(bytes);
  switch (r.int(6)) {
    case 0: return { how: 'truncated', b: b.slice(0, r.int(b.length)) };
    case 1: { const n = 1 + r.int(20); for (let i = 0; i < n; i++) b[r.int(b.length)] ^= 1 << r.int(8); return { how: `${n} bits flipped`, b }; }
    case 2: { const n = 1 + r.int(5); for (let i = 0; i < n; i++) { const at = r.int(b.length); b.fill(r.pick([0, 0xff, 0x20, 0x28]), at, at + r.int(2000)); } return { how: `${n} runs overwritten`, b }; }
    case 3: { const at = r.int(b.length); const len = r.int(4000); const copy = b.slice(at, at + len); const to = r.int(b.length); const out = new Uint8Array(b.length + copy.length); out.set(b.slice(0, to)); out.set(copy, to); out.set(b.slice(to), to + copy.length); return { how: 'spliced', b: out }; }
    case 4: return { how: 'header only', b: b.slice(0, r.pick([0, 1, 4, 8, 16, 64, 512])) };
    default: { const n = 1 + r.int(200); for (let i = 0; i < n; i++) b[r.int(b.length)] = r.int(256); return { how: `${n} bytes randomized`, b }; }
  }
}

let budgetMs = 0;
await fuzz('contracts', (r) => {
  const pick = r.chance(0.05) ? docs[docs.length - 1] : docs[r.int(docs.length - 1)];
  const { how, b } = mutate(r, pick.bytes);
  const type = r.chance(0.6) ? undefined : r.pick(TYPES);
  const op = r.int(OPS.length);
  budgetMs = pick.ms * 3 + opts.limitMs;
  return {
    input: b,
    describe: () => `${pick.name} ${how} (${b.length} bytes) as ${type} by ${OPS[op].name}`,
    run: async () => {
      const started = performance.now();
      let timer;
      const hang = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000); });
      try {
        const res = await Promise.race([OPS[op]({ file: b, ...(type !== undefined ? { fileContentType: type } : {}) }), hang]);
        JSON.stringify(res);
      } finally {
        clearTimeout(timer);
      }
      const ms = performance.now() - started;
      if (ms > budgetMs) throw new Error(`slow: ${ms.toFixed(0)} ms (its document: ${pick.ms.toFixed(0)} ms)`);
    },
  };
}, { ...opts, limitMs: Infinity });
process.exit(0);
