/** Parameter checks of the three document operations: a 400 naming the parameter at fault, never a crash. */
import { CLASSIFY_MODEL_ID, TABLES_MODEL_ID } from '../model-version.js';
import { invalidParameter as invalid } from '../options.js';
import type { AnalyzeParams } from '../params.js';

const MODELS: readonly string[] = [CLASSIFY_MODEL_ID, TABLES_MODEL_ID];


/** The checked parameters: the file's bytes and its declared media type (if any). */
export function validateAnalyzeParams(params: unknown): { file: Uint8Array; fileContentType?: string } {
  if (params === null || typeof params !== 'object') throw invalid('.file', 'required', 'Missing required parameters: file');
  const { file, fileContentType, model } = params as Partial<Record<keyof AnalyzeParams, unknown>>;
  if (file === undefined || file === null) throw invalid('.file', 'required', 'Missing required parameters: file');
  // `instanceof` alone let a Proxy around a Uint8Array through, on which hashing threw a TypeError (hred10): a view's
  // internal slot is what `ArrayBuffer.isView` reads, and a Proxy has none.
  if (!(file instanceof Uint8Array) || !ArrayBuffer.isView(file)) throw invalid('.file', 'type', 'Parameter file must be the document bytes (a Uint8Array or Buffer)');
  if (file.length === 0) throw invalid('.file', 'empty', 'Parameter file is empty');
  if (fileContentType !== undefined && typeof fileContentType !== 'string') {
    throw invalid('.fileContentType', 'type', 'Parameter fileContentType must be a string');
  }
  if (model !== undefined && (typeof model !== 'string' || !MODELS.includes(model))) {
    throw invalid('.model', 'enum', `Parameter model must be one of: ${MODELS.join(', ')}`);
  }
  // A Buffer (what fs gives, what SDK users pass) becomes a plain Uint8Array copy: the PDF library refuses Buffers.
  const bytes = Object.getPrototypeOf(file) === Uint8Array.prototype ? file : new Uint8Array(file);
  return { file: bytes, ...(fileContentType !== undefined ? { fileContentType } : {}) };
}
