/**
 * PDF sampled functions (ISO 32000-1 §7.10.2, /FunctionType 0: a colour space's tint transform, a shading's colours,
 * a transfer function) are refused past a number of samples, before pdfjs reads them. pdfjs makes a JavaScript array of
 * every sample — the product of /Size times the outputs (/Range's pairs) — before it reads a byte of the data, and
 * fills it whatever the data holds: a 600-byte file declaring /Size [900000000] aborted the whole process (the PDF
 * thread's heap bound could not end the thread: V8 failed on one allocation, a fatal error of the process).
 */
import { documentTooComplex } from '../errors.js';
import { readDictionary, type PdfValue } from './pdf-dictionary.js';

/**
 * Most samples a sampled function may declare: 2^22, the largest colour table of real files (32 steps in each of four
 * inputs, four outputs: 32^4 × 4) with room to spare; pdfjs reads so many in 0.4 s and 70 MB.
 */
export const MAX_FUNCTION_SAMPLES = 4_194_304;

/**
 * Most function dictionaries a file may hold (a real file has tens to hundreds: one per shading, tint or transfer):
 * each is read whole, so 1.5 MB of them took 75 s in a first version that had no such bound.
 */
export const MAX_FUNCTIONS = 10_000;

/** A reference's number (an object "n g obj" holding one number), undefined when it cannot be read. */
export type NumberOfReference = (reference: string) => number | undefined;

/**
 * Throws a 413 when a function dictionary in `texts` (each object of the file, and of its object streams, decoded: an
 * object is read on its own, so that a string or stream data left open in one cannot hide the next) declares more samples
 * than the bound. A size or range that the scan cannot read (a reference to no plain number) is refused too: pdfjs
 * would resolve it, and the scan cannot tell a bomb from it.
 */
export function checkSampledFunctions(texts: readonly string[], numberOf: NumberOfReference): void {
  let count = 0;
  for (const text of texts) {
    const starts = functionDictionaries(text);
    count += starts.length;
    if (count > MAX_FUNCTIONS) throw documentTooComplex('PDF', `more than ${MAX_FUNCTIONS} functions`);
    for (const [start, typeAt] of starts) {
      const dictionary = readDictionary(text, start);
      // One this reader gives up on (past 16 levels or 4,096 tokens) is refused if it may be a sampled function:
      // padding a bomb's dictionary must not hide it.
      if (!dictionary) {
        if (MAY_BE_SAMPLED.test(text.slice(typeAt, typeAt + 160))) throw unreadable();
        continue;
      }
      // A type given by a reference the scan cannot read may be 0: its size is checked as a sampled function's.
      const typeValue = dictionary.dict.get('FunctionType');
      const type = number(typeValue, numberOf);
      const unknown = type === undefined && typeValue !== null && typeof typeValue === 'object' && 'ref' in typeValue;
      if (type !== 0 && !unknown) continue;
      const samples = sampleCount(dictionary.dict.get('Size'), dictionary.dict.get('Range'), numberOf);
      if (samples === undefined || samples > MAX_FUNCTION_SAMPLES) throw unreadable();
    }
  }
}

/** What follows "/FunctionType" in a dictionary that may be a sampled function: 0, or a reference. */
const MAY_BE_SAMPLED = /^\s{0,64}(?:0(?![0-9.])|\d{1,10}\s{1,64}\d{1,5}\s{1,64}R)/;

const unreadable = () => documentTooComplex('PDF', `a sampled function of more than ${MAX_FUNCTION_SAMPLES} samples`);

/**
 * The dictionaries holding a /FunctionType key, found in one pass over `text`: each "<<" opens one, each ">>" closes
 * the innermost; literal and hexadecimal strings, comments and stream data are passed over, so that none of them can
 * hide a dictionary's start or end. Each pair is [the dictionary's "<<", the end of its "/FunctionType"], each
 * dictionary once.
 */
function functionDictionaries(text: string): [number, number][] {
  const found: [number, number][] = [];
  const open: number[] = [];
  let lastFound = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c) {
      if (text.charCodeAt(i + 1) === 0x3c) {
        open.push(i);
        i++;
      } else {
        const close = text.indexOf('>', i + 1);
        i = close < 0 ? n : close;
      }
    } else if (c === 0x3e && text.charCodeAt(i + 1) === 0x3e) {
      open.pop();
      i++;
    } else if (c === 0x28) i = literalEnd(text, i);
    else if (c === 0x25) {
      while (i < n && text.charCodeAt(i) !== 0x0a && text.charCodeAt(i) !== 0x0d) i++;
    } else if (c === 0x2f && text.startsWith('/FunctionType', i) && !/[^\s()<>[\]{}/%]/.test(text[i + 13] ?? ' ')) {
      const top = open.length > 0 ? open[open.length - 1] : -1;
      // Outside any dictionary of its object: only a trick (an "n g obj" written inside the dictionary cuts it) puts
      // one there; refused if it may be a sampled function.
      if (top < 0 && MAY_BE_SAMPLED.test(text.slice(i + 13, i + 173))) throw unreadable();
      if (top >= 0 && top !== lastFound) {
        found.push([top, i + 13]);
        lastFound = top;
        if (found.length > MAX_FUNCTIONS) break;
      }
      i += 12;
    } else if (c === 0x73 && text.startsWith('stream', i) && (i < 3 || text.slice(i - 3, i) !== 'end')) {
      // Stream data: its bytes are not syntax.
      const end = text.indexOf('endstream', i + 6);
      i = end < 0 ? n : end + 8;
    }
  }
  return found;
}

/** The index of the ")" closing the literal string opened at `at` (escapes and balanced parentheses). */
function literalEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i;
  }
  return text.length;
}

function number(value: PdfValue | undefined, numberOf: NumberOfReference): number | undefined {
  if (typeof value === 'number') return value;
  return value !== null && typeof value === 'object' && 'ref' in value ? numberOf(value.ref) : undefined;
}

/** Product of /Size times /Range's pairs, as pdfjs computes the length of its array; undefined if unreadable. */
function sampleCount(size: PdfValue | undefined, range: PdfValue | undefined, numberOf: NumberOfReference): number | undefined {
  if (!Array.isArray(size) || !Array.isArray(range)) return Array.isArray(size) ? sizeProduct(size, numberOf) : undefined;
  const product = sizeProduct(size, numberOf);
  return product === undefined ? undefined : product * Math.max(1, range.length / 2);
}

function sizeProduct(size: PdfValue[], numberOf: NumberOfReference): number | undefined {
  let product = 1;
  for (const entry of size) {
    const n = number(entry, numberOf);
    if (n === undefined) return undefined;
    product *= Math.abs(n);
  }
  return product;
}

/**
 * The file's text cut at each "n g obj" header, wherever it is (pdfjs reads an object at the offset its
 * cross-reference table gives, even one inside another's stream data), and the text before the first.
 */
export function objectsOf(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(/(?<![0-9])\d{1,10}\s{1,64}\d{1,5}\s{1,64}obj\b/g)) {
    if (m.index > from) parts.push(text.slice(from, m.index));
    from = m.index;
  }
  parts.push(text.slice(from));
  return parts;
}
