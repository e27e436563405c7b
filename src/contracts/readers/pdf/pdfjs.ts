/**
 * pdfjs, loaded without changing the process. Its legacy build (the one that runs on Node 20) bundles core-js
 * polyfills that replace built-ins of the whole process as it loads: `Array.prototype.push` (about 25 times
 * slower after), `JSON.parse` (about 1.4 times), `Function.prototype.toString`. A server hosting the
 * conversation engine beside the contract routes paid for that on every message. The worker half is
 * loaded here too (in Node pdfjs runs it in process, from `globalThis.pdfjsWorker`), so both halves patch
 * before the built-ins are put back; pdfjs works with the native ones. Of the globals it adds, those that
 * would make other code think it runs in a browser or a web worker (`self`) or that only pdfjs's tests
 * read are removed; the rest (`pdfjsWorker`, `navigator` where Node has none, core-js's shared store and
 * standard methods such as `Promise.withResolvers`) pdfjs reads while it works, and stay.
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
