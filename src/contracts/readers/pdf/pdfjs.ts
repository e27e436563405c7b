/**
 * pdfjs, loaded without changing its thread's built-ins. Its legacy build (the one that runs on Node 20) bundles
 * core-js polyfills that replace built-ins as it loads: `Array.prototype.push` (about 25 times slower after),
 * `JSON.parse` (about 1.4 times), `Function.prototype.toString`. The built package loads this file only in the
 * PDF thread (threaded.ts), where the polyfilled `push` was 15 % of pdfjs's own reading time; from the
 * TypeScript sources (the test suite) it loads in process, where the rest of the process must not pay. The
 * worker half is loaded here too (pdfjs looks for it in `globalThis.pdfjsWorker`), so both halves patch before
 * the built-ins are put back; pdfjs works with the native ones. Of the globals it adds, those that would make
 * other code think it runs in a browser or a web worker (`self`) or that only pdfjs's tests read are removed;
 * the rest (`pdfjsWorker`, `navigator` where Node has none, core-js's shared store and standard methods such as
 * `Promise.withResolvers`) pdfjs reads while it works, and stay.
 */
import { builtinsBeforePdfjs, globalsBeforePdfjs } from './before-pdfjs.js';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { restoreBuiltins } from './builtins.js';

/** What loading pdfjs had replaced, put back (tests read it). */
export const builtinsRestoredAfterPdfjs: readonly string[] = restoreBuiltins(builtinsBeforePdfjs);

for (const name of ['self', 'pdfjsLib', '_pdfjsTestingUtils']) {
  if (!globalsBeforePdfjs.has(name)) Reflect.deleteProperty(globalThis, name);
}

export const { getDocument, OPS, PDFDateString, Util } = pdfjs;
