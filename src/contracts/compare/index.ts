/**
 * compareDocuments: classifies both documents (or reads two earlier classification results given as
 * JSON), aligns their elements and reports aligned pairs (`identical_text`, `significant_elements`) and
 * the elements left unaligned. Pure apart from the classifier it is given; the same inputs give the same
 * output, and swapping the files swaps the labels and nothing else (the alignment always runs on the two
 * documents in one canonical order).
 */
import { createHash } from 'node:crypto';
import { ParleyError } from '../../common/errors.js';
import { requireParams } from '../../common/sdk-envelope.js';
import { CLASSIFY_MODEL_ID, MODEL_VERSION } from '../model-version.js';
import type { AnalyzeOptions, AnalyzeParams, CompareParams } from '../params.js';
import { validateAnalyzeOptions } from '../options.js';
import { progressReporter } from '../progress.js';
import type { AlignedElement, ClassifyReturn, CompareReturn, Document, ElementPair } from '../wire.js';
import { alignSequences, type Pair } from './align.js';
import { readClassifiedInput } from './classified-input.js';
import { sniffFormat, type InputFormat } from './format.js';
import { sniffMediaType } from '../readers/sniff.js';
import { comparedElements, type ComparedElement } from './structure.js';

export { comparisonKey, comparisonTokens } from './normalize.js';
export { alignSequences, SIMILARITY_THRESHOLD, type AlignItem } from './align.js';
export { sniffFormat, type InputFormat } from './format.js';

export type ClassifyFn = (params: AnalyzeParams, options?: AnalyzeOptions) => Promise<ClassifyReturn>;

/** The service's limit for a file sent to a direct call. */
export const MAX_FILE_BYTES = 1.5 * 1024 * 1024;
/** An element pair with no labels, no structural role and fewer words than this on both sides is not significant. */
export const SHORT_ELEMENT_WORDS = 8;
const MODELS = ['contracts', 'tables'];

export function createCompareDocuments(classify: ClassifyFn) {
  return async function compareDocuments(params: CompareParams, given?: AnalyzeOptions): Promise<CompareReturn> {
    const p = requireParams(params, ['file1', 'file2']) as unknown as CompareParams;
    const options = validateAnalyzeOptions(given);
    const label1 = optionalString(p.file1Label, 'file1Label') ?? 'file_1';
    const label2 = optionalString(p.file2Label, 'file2Label') ?? 'file_2';
    const model = optionalString(p.model, 'model');
    if (model !== undefined && !MODELS.includes(model)) {
      throw ParleyError.invalidRequest([{ code: 'enum', message: `model must be one of ${MODELS.join(', ')}`, path: '.model' }], 'Invalid model');
    }
    const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
    const file1 = bytesOf(p.file1, 'file1', maxBytes);
    const file2 = bytesOf(p.file2, 'file2', maxBytes);
    const format1 = sniffFormat(file1);
    const format2 = sniffFormat(file2);
    for (const [format, part, declared] of [[format1, 'file1', p.file1ContentType], [format2, 'file2', p.file2ContentType]] as const) {
      if (format === 'other') throw unsupportedType(part, declared, sniffMediaType(part === 'file1' ? file1 : file2));
    }
    if (format1 !== format2) {
      throw ParleyError.invalidRequest(
        [{ code: 'format', message: `The documents must be in the same format: file1 is ${describe(format1)}, file2 is ${describe(format2)}`, path: '.file2' }],
        'Documents in different formats',
      );
    }
    const doc1 = await classified(classify, file1, format1, 'file1', p.file1ContentType, options);
    const doc2 = await classified(classify, file2, format2, 'file2', p.file2ContentType, options);
    return compareClassified(doc1, doc2, label1, label2);
  };
}

async function classified(
  classify: ClassifyFn,
  file: Uint8Array,
  format: InputFormat,
  part: 'file1' | 'file2',
  declared: string | undefined,
  options: AnalyzeOptions,
): Promise<ClassifyReturn> {
  if (format === 'json') return readClassifiedInput(file, part);
  try {
    // Progress names the document: each one counts its pages and elements from the start.
    const onProgress = progressReporter(options.onProgress, part);
    const own: AnalyzeOptions = { ...options, ...(onProgress ? { onProgress } : {}) };
    return await classify({ file, ...(declared !== undefined && declared !== 'application/json' ? { fileContentType: declared } : {}), model: 'contracts' }, own);
  } catch (e) {
    // Name the part at fault: the classifier only knows "the file" (its errors' path is `file`).
    if (e instanceof ParleyError && e.errors.every((d) => d.path === undefined || d.path === 'file' || d.path.startsWith('.file'))) {
      throw new ParleyError(e.status, e.result.error, e.errors.length > 0 ? e.errors.map((d) => ({ ...d, path: `.${part}` })) : [{ code: 'document', message: e.message, path: `.${part}` }]);
    }
    throw e;
  }
}

/** The comparison proper, on two classification results. */
export function compareClassified(doc1: ClassifyReturn, doc2: ClassifyReturn, label1: string, label2: string): CompareReturn {
  const e1 = comparedElements(doc1);
  const e2 = comparedElements(doc2);
  // Canonical order: the alignment is computed on (x, y) with x the document whose keys sort first, so
  // comparing B with A gives the mirror image of comparing A with B.
  const swap = keysOf(e2) < keysOf(e1);
  const raw = swap ? alignSequences(e2, e1).map(([i, j]) => [j, i] as Pair) : alignSequences(e1, e2);
  const pairs = withMovedCopies(raw, e1, e2);
  const used1 = new Set(pairs.map(([i]) => i));
  const used2 = new Set(pairs.map(([, j]) => j));
  const aligned: AlignedElement[] = pairs.map(([i, j]) => alignedElement(e1[i], e2[j], label1, label2));
  return {
    model_id: CLASSIFY_MODEL_ID,
    model_version: MODEL_VERSION,
    documents: [documentOf(doc1.document, label1), documentOf(doc2.document, label2)],
    aligned_elements: aligned,
    unaligned_elements: [
      ...e1.filter((_, i) => !used1.has(i)).map((e) => pairOf(e, label1)),
      ...e2.filter((_, j) => !used2.has(j)).map((e) => pairOf(e, label2)),
    ],
  };
}

function keysOf(elements: readonly ComparedElement[]): string {
  return elements.map((e) => e.key).join('\u0000');
}

/** Exact copies the order-preserving pass could not pair (a moved clause) pair off in document order. */
function withMovedCopies(pairs: Pair[], e1: readonly ComparedElement[], e2: readonly ComparedElement[]): Pair[] {
  const used1 = new Set(pairs.map(([i]) => i));
  const used2 = new Set(pairs.map(([, j]) => j));
  const free2 = new Map<string, number[]>();
  e2.forEach((e, j) => {
    if (used2.has(j) || e.words === 0) return;
    const list = free2.get(e.key);
    if (list) list.push(j);
    else free2.set(e.key, [j]);
  });
  const moved: Pair[] = [];
  e1.forEach((e, i) => {
    if (used1.has(i)) return;
    const j = free2.get(e.key)?.shift();
    if (j !== undefined) moved.push([i, j]);
  });
  return moved.length === 0 ? pairs : [...pairs, ...moved].sort((x, y) => x[0] - y[0]);
}

function alignedElement(a: ComparedElement, b: ComparedElement, label1: string, label2: string): AlignedElement {
  return {
    element_pair: [pairOf(a, label1), pairOf(b, label2)],
    identical_text: a.key === b.key,
    provenance_ids: [provenanceId(a, b)],
    significant_elements: significant(a) || significant(b),
  };
}

/** An element matters unless it has no labels, no structural role and only a few words. */
function significant(e: ComparedElement): boolean {
  return e.element.types.length > 0 || e.element.categories.length > 0 || e.structural || e.words >= SHORT_ELEMENT_WORDS;
}

function pairOf(e: ComparedElement, label: string): ElementPair {
  const { element } = e;
  return {
    document_label: label,
    text: element.text,
    location: { begin: element.location.begin, end: element.location.end },
    types: element.types.map((t) => ({ label: { nature: t.label.nature, party: t.label.party } })),
    categories: element.categories.map((c) => ({ label: c.label })),
    attributes: element.attributes,
  };
}

function documentOf(document: Document, label: string): Document {
  return { title: document.title, html: document.html, hash: document.hash, label };
}

/** `R` and a digest of the two texts: the same pair always gets the same id, whichever side it is on. */
function provenanceId(a: ComparedElement, b: ComparedElement): string {
  const [x, y] = [a.key, b.key].sort();
  return `R${createHash('sha256').update(`${x}\u0000${y}`).digest('base64url').slice(0, 22)}`;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw ParleyError.invalidRequest([{ code: 'type', message: `${name} must be a string`, path: `.${name}` }], 'Invalid Request');
  return value;
}

function bytesOf(value: unknown, part: string, maxBytes: number): Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw ParleyError.invalidRequest([{ code: 'type', message: `${part} must be the document's bytes (a Buffer or Uint8Array)`, path: `.${part}` }], 'Invalid Request');
  }
  if (value.length === 0) throw ParleyError.invalidRequest([{ code: 'empty', message: `${part} is empty`, path: `.${part}` }], 'Empty document');
  if (value.length > maxBytes) {
    throw new ParleyError(413, 'Payload Too Large', [{ code: 'too_large', message: `${part} is ${value.length} bytes; the limit is ${maxBytes}`, path: `.${part}` }]);
  }
  return value;
}

const SUPPORTED = 'application/pdf, image/*, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/msword, application/json';

function unsupportedType(part: string, declared: string | undefined, detected: string): ParleyError {
  const message = `The Media Type [${declared ?? detected}] of the input document is not supported. Auto-correction was attempted, but the auto detected media type [${detected}] is also not supported. Supported Media Types are: ${SUPPORTED}.`;
  return new ParleyError(415, message, [{ code: 'media_type', message, path: `.${part}` }]);
}

function describe(format: InputFormat): string {
  return { pdf: 'PDF', docx: 'Word (.docx)', doc: 'Word (.doc)', image: 'an image', json: 'JSON', other: 'unsupported' }[format];
}
