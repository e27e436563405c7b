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
 * each costs the scan a look at the 4 KiB before it, so 1.5 MB of them took 75 s without this bound.
 */
export const MAX_FUNCTIONS = 10_000;

/** A reference's number (an object "n g obj" holding one number), undefined when it cannot be read. */
export type NumberOfReference = (reference: string) => number | undefined;

/**
 * Throws a 413 when a function dictionary in `texts` (the file, and its object streams decoded) declares more samples
 * than the bound. A size or range that the scan cannot read (a reference to no plain number) is refused too: pdfjs
 * would resolve it, and the scan cannot tell a bomb from it.
 */
export function checkSampledFunctions(texts: readonly string[], numberOf: NumberOfReference): void {
  for (const text of texts) {
    // Each dictionary read once, however many "/FunctionType" it holds.
    const seen = new Set<number>();
    let count = 0;
    for (const m of text.matchAll(/\/FunctionType(?![^\s()<>[\]{}/%])/g)) {
      if (++count > MAX_FUNCTIONS) throw documentTooComplex('PDF', `more than ${MAX_FUNCTIONS} functions`);
      const start = dictionaryStart(text, m.index);
      if (start < 0 || seen.has(start)) continue;
      seen.add(start);
      const dictionary = readDictionary(text.slice(start, start + 16_384), 0);
      if (!dictionary) continue;
      const type = number(dictionary.dict.get('FunctionType'), numberOf);
      if (type !== 0) continue;
      const samples = sampleCount(dictionary.dict.get('Size'), dictionary.dict.get('Range'), numberOf);
      if (samples === undefined || samples > MAX_FUNCTION_SAMPLES) {
        throw documentTooComplex('PDF', `a sampled function of more than ${MAX_FUNCTION_SAMPLES} samples`);
      }
    }
  }
}

/** The "<<" opening the dictionary that holds `at`: the nearest unbalanced one within 4 KiB before it (-1: none). */
function dictionaryStart(text: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= Math.max(0, at - 4096); i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth++;
      i--;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      if (depth === 0) return i - 1;
      depth--;
      i--;
    }
  }
  return -1;
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
