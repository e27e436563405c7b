/**
 * The PDF read runs in a child process (pdf/threaded.ts, the pool's process mode): past its heap bound V8 ends that
 * process with a fatal error (in a worker thread such an error, from one large allocation, aborted the whole server:
 * test/common/threads/pool.test.ts), and the read is the 413 of the heap bound. On the built package, in a process of
 * its own (an abort fails the test instead of ending vitest).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const art = join(root, 'test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf');

describe('the PDF read in a child process (the built package)', () => {
  it('a read past a 16 MB heap is a 413; the process goes on and reads the 58-page contract under the real bound', () => {
    const script = `
      const { loadPdfBounded, MAX_PDF_HEAP_MB, shutdownPdfThread } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/pdf/threaded.js'))});
      const bytes = (await import('node:fs')).readFileSync(${JSON.stringify(art)});
      const far = Date.now() + 50_000;
      const small = await loadPdfBounded(bytes, 500, far, undefined, 16).catch((e) => e);
      const read = await loadPdfBounded(bytes, 500, far, () => undefined, MAX_PDF_HEAP_MB);
      await shutdownPdfThread();
      process.stdout.write(JSON.stringify({ status: small.status, message: small.message, pages: read.pages.length }));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(r.signal).toBe(null);
    expect(JSON.parse(r.stdout)).toEqual({
      status: 413,
      message: 'The input PDF document is too large to process: more than 16 MB of memory to read.',
      pages: 58,
    });
  }, 60_000);
});
