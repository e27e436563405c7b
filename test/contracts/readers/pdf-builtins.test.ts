/**
 * Loading the contract module (and with it pdfjs, whose legacy build patches built-ins as it loads) leaves
 * the process's built-ins native: a server hosting the conversation engine beside the contract routes
 * must not run every `push` and `JSON.parse` through polyfills. Fresh processes: the test runner's own may
 * have loaded pdfjs already.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreBuiltins, snapshotBuiltins } from '../../../src/contracts/readers/pdf/builtins.js';

const dist = join(new URL('../../../', import.meta.url).pathname, 'dist');

const probe = `
  const natives = [Array.prototype.push, JSON.parse, Function.prototype.toString].map(String);
  const self = typeof globalThis.self;
  process.stdout.write(JSON.stringify({ natives, self }));
`;

function run(args: string[]) {
  if (!existsSync(dist)) throw new Error('dist/ is missing: run npm run build (npm install does it)');
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { natives: string[]; self: string };
}

const expected = {
  natives: ['function push() { [native code] }', 'function parse() { [native code] }', 'function toString() { [native code] }'],
  self: 'undefined',
};

describe('loading pdfjs changes no built-in', () => {
  it('parley/contracts, ESM and CommonJS, after reading a PDF', () => {
    const pdf = join(dist, '..', 'test/fixtures/contracts/contract_A.pdf');
    const read = `const c = __LOAD__; const fs = require('node:fs');
      c.then((m) => m.convertToHtml({ file: fs.readFileSync(${JSON.stringify(pdf)}), fileContentType: 'application/pdf' })).then(() => { ${probe} });`;
    expect(run(['--input-type=commonjs', '-e', read.replace('__LOAD__', `import(${JSON.stringify(join(dist, 'contracts/index.js'))})`)])).toEqual(expected);
    expect(run(['--input-type=commonjs', '-e', read.replace('__LOAD__', `Promise.resolve(require(${JSON.stringify(join(dist, 'cjs/contracts/index.js'))}))`)])).toEqual(expected);
  }, 60_000);

  it('restoreBuiltins puts back a replaced method and names it, and leaves added ones', () => {
    const snapshot = snapshotBuiltins();
    const push = Array.prototype.push;
    const patched = function (this: unknown[], ...items: unknown[]): number {
      return push.apply(this, items);
    };
    try {
      Object.defineProperty(Array.prototype, 'push', { value: patched, writable: true, configurable: true, enumerable: false });
      Object.defineProperty(Math, 'parleyTestAdded', { value: 1, configurable: true });
      expect(restoreBuiltins(snapshot)).toEqual(['Array.prototype.push']);
      expect(Array.prototype.push).toBe(push);
      expect((Math as unknown as Record<string, number>).parleyTestAdded).toBe(1);
      expect(restoreBuiltins(snapshot)).toEqual([]);
    } finally {
      Array.prototype.push = push;
      Reflect.deleteProperty(Math, 'parleyTestAdded');
    }
  });
});

describe('PDFs are read in a child process (the built package)', () => {
  const readers = join(dist, 'contracts/readers/index.js');
  const art = join(dist, '..', 'test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf');
  const small = join(dist, '..', 'test/fixtures/contracts/contract_A.pdf');

  it('the read deadline holds inside the work, and the process exits when done', () => {
    const script = `
      const { readDocument } = await import(${JSON.stringify(readers)});
      const fs = await import('node:fs');
      const started = Date.now();
      const late = await readDocument(fs.readFileSync(${JSON.stringify(art)}), 'application/pdf', { readTimeoutMs: 50 }).catch((e) => e);
      const quick = Date.now() - started;
      const read = await readDocument(fs.readFileSync(${JSON.stringify(small)}), 'application/pdf');
      const again = await readDocument(fs.readFileSync(${JSON.stringify(small)}), 'application/pdf');
      process.stdout.write(JSON.stringify({ status: late.status, message: late.message, quick: quick < 5000, same: JSON.stringify(read) === JSON.stringify(again), blocks: read.blocks.length > 0, pdfjsHere: typeof globalThis.pdfjsWorker }));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      status: 400,
      message: 'The document could not be processed because the PDF file is too slow to read (not read within the time limit).',
      quick: true,
      same: true,
      blocks: true,
      pdfjsHere: 'undefined',
    });
  }, 60_000);

  it('a read past its child\'s heap bound is a 413, and the next read has a sound child', () => {
    const threaded = join(dist, 'contracts/readers/pdf/threaded.js');
    // 8 MB of heap: the 58-page contract needs about 32 (the bound, MAX_PDF_HEAP_MB, is 512). The child ends by V8's
    // fatal out-of-memory error (SIGABRT), which a thread would have spread to the whole process (runner.ts).
    const script = `
      const { loadPdfBounded, MAX_PDF_HEAP_MB, shutdownPdfThread } = await import(${JSON.stringify(threaded)});
      const fs = await import('node:fs');
      const far = Date.now() + 50_000;
      const starved = await loadPdfBounded(fs.readFileSync(${JSON.stringify(art)}), 500, far, undefined, 8).catch((e) => e);
      const small = await loadPdfBounded(fs.readFileSync(${JSON.stringify(small)}), 500, far);
      await shutdownPdfThread();
      process.stdout.write(JSON.stringify({ status: starved.status, message: starved.message, bound: MAX_PDF_HEAP_MB, pages: small.pages.length }));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      status: 413,
      message: 'The input PDF document is too large to process: more than 8 MB of memory to read.',
      bound: 512,
      pages: 4,
    });
  }, 60_000);
});
