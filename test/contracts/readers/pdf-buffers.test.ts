/**
 * The bound on the typed arrays a PDF read adds (MAX_PDF_BUFFERS_MB, buffers.ts): pdfjs's decoded streams are outside
 * the heap its thread is bounded by, and the stream scan cannot count every stream (encrypted ones, filters named
 * inside object streams). Tested with the bound lowered: a content stream of 40 MiB that the scan lets through
 * (it is under 64 MiB) stands for the bomb it cannot see.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { checkDecodedSize } from '../../../src/contracts/readers/pdf/streams.js';
import { guarded } from './pdf-guard.js';
import { MAX_PDF_BUFFERS_MB } from '../../../src/contracts/readers/pdf/threaded.js';
import { lzwRun, pdfWithFilterInObjectStream, pdfWithStream } from './pdf-filter-writer.js';

const MiB = 1024 * 1024;
const root = new URL('../../../', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/contracts');
const far = () => Date.now() + 60_000;

/**
 * One page whose content is 40 MiB of spaces around one line of text, deflated (about 40 KB). Deflated from one
 * reused 1 MiB block, not a 40 MiB buffer: the bound counts the process's array buffers from the read's start, and a
 * 40 MiB buffer left as garbage just before the read, collected during it, would hide the read's own 40 MiB (a flaky
 * pass of the bound, seen once in a fresh-clone run).
 */
async function wideContent(): Promise<Uint8Array> {
  const text = Buffer.from('BT /F1 24 Tf 72 700 Td (Under the bound) Tj ET', 'latin1');
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(MiB, 0x20);
  for (let i = 0; i < 40; i++) if (!deflate.write(block)) await once(deflate, 'drain');
  deflate.end(text);
  await once(deflate, 'end');
  const font = '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n';
  const pdf = Buffer.from(pdfWithStream(Buffer.concat(chunks), '/Filter /FlateDecode', font));
  return Buffer.from(pdf.toString('latin1').replace('/Contents 4 0 R', '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R'), 'latin1');
}

describe('the bound on a PDF read\'s decoded data', () => {
  it('ends a read whose decoded streams pass the bound with a 413 naming the file, though the scan let it through', async () => {
    const pdf = await wideContent();
    expect(() => checkDecodedSize(pdf)).not.toThrow();
    const err = await guarded(() => loadPdf(pdf, 10, far(), undefined, 16)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParleyError);
    const message = 'The input PDF document is too large to process: more than 16 MB of decoded data to read.';
    expect((err as ParleyError).result).toEqual({ error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] });
  });

  it('reads the same file under the real bound', async () => {
    const pdf = await wideContent();
    const read = await guarded(() => loadPdf(pdf, 10, far(), undefined, MAX_PDF_BUFFERS_MB));
    expect(read.pages[0].items.map((item) => item.text)).toEqual(['Under the bound']);
  });

  it('reads the 58-page contract under the real bound (no false refusal)', async () => {
    const bytes = readFileSync(join(fixtures, 'Art Effects Koya Creative Base TSA 2008.pdf'));
    const read = await loadPdf(bytes, 500, far(), undefined, MAX_PDF_BUFFERS_MB);
    expect(read.pages).toHaveLength(58);
  }, 60_000);
});

describe('the bound in the PDF thread (the built package)', () => {
  it('refuses a stream the scan lets through once it passes the bound, and still reads the 58-page contract', () => {
    // 10,000 repeats of LZW's longest code: 46 MB of spaces from 15 KB (under the scan's 64 MiB), its filter named
    // inside an object stream (the scan read none such before hred3; an encrypted stream it still cannot read).
    const bomb = pdfWithFilterInObjectStream(lzwRun(0x20, 10_000), '[/LZWDecode]');
    expect(() => checkDecodedSize(bomb)).not.toThrow();
    const dir = mkdtempSync(join(tmpdir(), 'parley-buffers-'));
    try {
      writeFileSync(join(dir, 'bomb.pdf'), bomb);
      const threaded = join(root, 'dist/contracts/readers/pdf/threaded.js');
      // Under a 16 MB bound the 46 MB stream is refused; the peak stays near the bound (the last doubling is not made).
      const script = `
        const { loadPdfBounded, MAX_PDF_BUFFERS_MB, MAX_PDF_HEAP_MB, shutdownPdfThread } = await import(${JSON.stringify(threaded)});
        const fs = await import('node:fs');
        const far = Date.now() + 50_000;
        const bomb = await loadPdfBounded(fs.readFileSync(${JSON.stringify(join(dir, 'bomb.pdf'))}), 500, far, undefined, MAX_PDF_HEAP_MB, 16).catch((e) => e);
        const art = await loadPdfBounded(fs.readFileSync(${JSON.stringify(join(fixtures, 'Art Effects Koya Creative Base TSA 2008.pdf'))}), 500, far);
        await shutdownPdfThread();
        process.stdout.write(JSON.stringify({ status: bomb.status, message: bomb.message, bound: MAX_PDF_BUFFERS_MB, pages: art.pages.length }));
      `;
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({
        status: 413,
        message: 'The input PDF document is too large to process: more than 16 MB of decoded data to read.',
        bound: 1024,
        pages: 58,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('guardTypedArrays (in a process of its own: it replaces a global)', () => {
  it('refuses a large Uint8Array that would pass the read\'s bound, before it is made, and nothing else', () => {
    const buffers = join(root, 'dist/contracts/readers/pdf/buffers.js');
    const script = `
      const { buffersBound, guardTypedArrays } = await import(${JSON.stringify(buffers)});
      const native = Uint8Array;
      guardTypedArrays();
      const outcome = (make) => { try { make(); return 'made'; } catch (e) { return e.name + ': ' + e.message; } };
      // Held to the end: were this 64 MB collected after the read's start, the process's array-buffer count would fall
      // below it and the later allocations would seem to add less than they do (a flaky "made" for "past").
      let held;
      const before = outcome(() => { held = new Uint8Array(64 << 20); });
      globalThis.held = held;
      const read = buffersBound(16);
      const small = new Uint8Array(1000);
      const result = {
        before,
        small: small instanceof Uint8Array && small instanceof native && Uint8Array.from([1, 2]).length === 2,
        within: outcome(() => new Uint8Array(8 << 20)),
        past: outcome(() => new Uint8Array(32 << 20)),
        check: outcome(() => read.check()),
      };
      read.end();
      result.after = outcome(() => new Uint8Array(32 << 20));
      process.stdout.write(JSON.stringify(result));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      before: 'made',
      small: true,
      within: 'made',
      past: 'RangeError: more than 16 MB of decoded data',
      check: 'ParleyError: The input PDF document is too large to process: more than 16 MB of decoded data to read.',
      after: 'made',
    });
  });

  it('makes a plain array with the native constructor\'s own map, a subclass\'s with its own prototype', () => {
    // V8's maps are not observable from JavaScript: `%HaveSameMap` needs --allow-natives-syntax, in this process only.
    // An array of another map than the native ones made pdfjs's typed-array code polymorphic (buffers.ts says why).
    const buffers = join(root, 'dist/contracts/readers/pdf/buffers.js');
    const script = `
      const { guardTypedArrays } = await import(${JSON.stringify(buffers)});
      const native = Uint8Array;
      guardTypedArrays();
      class Bytes extends Uint8Array {}
      const sub = new Bytes(3);
      const view = new Uint8Array(new ArrayBuffer(8), 2, 3);
      process.stdout.write(JSON.stringify({
        guarded: Uint8Array !== native,
        length: %HaveSameMap(new Uint8Array(4), new native(4)),
        view: %HaveSameMap(view, new native(4)) && view.byteOffset === 2 && view.length === 3,
        from: %HaveSameMap(Uint8Array.from([1, 2]), new native(2)),
        subclass: Object.getPrototypeOf(sub) === Bytes.prototype && sub instanceof native && sub.length === 3,
      }));
    `;
    const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ guarded: true, length: true, view: true, from: true, subclass: true });
  });
});
