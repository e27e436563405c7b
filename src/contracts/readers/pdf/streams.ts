/**
 * A PDF's streams, decoded before pdfjs reads the file, to refuse a decompression bomb: 1 MB of deflate decodes to
 * 1 GB, which pdfjs inflated in full (1.2 GB of memory and 57 s for one page); 1 MB of LZW decodes to 2.6 GB, and a
 * deflate bomb written in hex or ASCII85 first is as large. Every filter of a stream's chain that can grow it is
 * decoded in turn (filters.ts), each layer counted. Image streams are skipped: pdfjs does not decode them to read
 * text, and a scanned page's image legitimately deflates far better than text does. An encrypted file's streams are
 * read as pdfjs reads them, decrypted first (decrypt.ts).
 */
import { decodedTooLarge } from '../errors.js';
import { streamDecrypter, type StreamDecrypter } from './decrypt.js';
import { decode, filterNamed, type Filter } from './filters.js';
import { checkFormCalls, contentCalls, mergedCalls, type ContentCalls, type ScannedStream } from './form-calls.js';
import { checkSampledFunctions, objectsOf } from './functions.js';
import { readDictionary, readValue } from './pdf-dictionary.js';
import { partitionPoint } from '../../../common/partition-point.js';

/**
 * Most bytes the streams other than images of one PDF may decode to, every layer of every stream together: 43 times
 * the largest file accepted (1.5 MiB); text content, fonts and object streams deflate 3 to 10 times.
 */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;

const latin1 = new TextDecoder('latin1');

/** Most characters of one object's text `ObjectIndex.objectText` gives (a resources dictionary of 50,000 entries). */
const OBJECT_TEXT = 1024 * 1024;

/** Throws a 413 when the file's streams decode to more than `limit` bytes. */
export function checkDecodedSize(bytes: Uint8Array, limit = MAX_DECODED_STREAM_BYTES): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const objects = new ObjectIndex(buffer);
  const decrypters = decryptersOf(buffer, objects);
  objects.decrypters = decrypters;
  let left = limit;
  /** Each stream as form-calls.ts counts the content it runs. */
  const scanned: ScannedStream[] = [];
  // Every stream, whatever its filter, is passed over to its "endstream", and its dictionary is read back no further
  // than the previous stream's end: so each byte is searched once (a file of 74,000 "stream" keywords and one
  // "endstream" at the end searched to the end from each: 24 s of CPU before pdfjs started).
  let previousEnd = 0;
  for (let at = buffer.indexOf('stream'); at >= 0; at = buffer.indexOf('stream', at + 6)) {
    if (at >= 3 && buffer.toString('latin1', at - 3, at) === 'end') continue;
    const dataStart = startOfData(buffer, at + 6);
    if (dataStart < 0) continue;
    const end = buffer.indexOf('endstream', dataStart);
    if (end < 0) break;
    // The stream's own dictionary: from its object's "obj" keyword, however long (a scanned page's palette written in
    // hex can take 2 KB between "/Subtype /Image" and "stream"; a 2 KB window missed it and read a white page as a bomb).
    const since = buffer.subarray(previousEnd, at);
    const opening = since.lastIndexOf('obj');
    const own = latin1.decode(since.subarray(opening + 1));
    const header = opening >= 0 ? OBJECT_HEADER.exec(latin1.decode(since.subarray(Math.max(0, opening - 80), opening))) : null;
    const ref = header ? `${Number(header[1])} ${Number(header[2])}` : undefined;
    if (/\/Subtype\s*\/Image\b/.test(own)) scanned.push({ ref, image: true, dictionary: '', length: 0, calls: undefined });
    else {
      const chain = filtersOf(own, objects);
      const earlyChange = /\/EarlyChange\s+0\b/.test(own) ? 0 : 1;
      const data = buffer.subarray(dataStart, end);
      // Encrypted: the stream as pdfjs decrypts it, with each key the file may mean (and as written, for a stream
      // left unencrypted: cross-reference streams, metadata); the largest reading is counted, and each reading's calls.
      const reading = decodedSize(data, chain, earlyChange, left);
      let { size } = reading;
      let length = reading.content.length;
      let calls = callsOf(reading.content);
      if (header && decrypters.length > 0) {
        for (const decrypt of decrypters) {
          const decrypted = decodedSize(decrypt(Number(header[1]), Number(header[2]), data), chain, earlyChange, left);
          size = Math.max(size, decrypted.size);
          length = Math.max(length, decrypted.content.length);
          calls = mergedCalls([calls, callsOf(decrypted.content)]);
        }
      }
      left -= size;
      scanned.push({ ref, image: false, dictionary: own, length, calls });
    }
    at = end;
    previousEnd = end;
  }
  if (buffer.indexOf('/FunctionType') >= 0 || buffer.indexOf('/ObjStm') >= 0) {
    const text = buffer.toString('latin1');
    checkSampledFunctions([...objectsOf(text), ...(buffer.indexOf('/ObjStm') >= 0 ? objects.objectStreams() : [])], {
      number: (reference) => {
        const value = /^\s{0,64}([+-]?\d{1,12}(?:\.\d*)?)\s/.exec(objects.text(reference, 128) ?? '');
        return value ? Number(value[1]) : undefined;
      },
      // An array of plain numbers closed within 2 KB (a real /Range: two numbers per output, at most 32 outputs).
      arrayLength: (reference) => {
        const array = /^\s{0,64}\[([^[\]]*)\]/.exec(objects.text(reference, 2048) ?? '');
        return array ? array[1].split(/\s+/).filter((entry) => entry !== '').length : undefined;
      },
    });
  }
  // Forms drawn within forms (form-calls.ts): what the streams run, each call counted with what it runs.
  checkFormCalls(scanned, {
    objectText: (reference) => objects.objectText(reference),
    texts: () => [buffer.toString('latin1'), ...objects.objectStreams()],
  });
}

/** The calls a decoded stream makes (form-calls.ts); undefined, without a copy of it, when it holds no such operator. */
function callsOf(content: Uint8Array): ContentCalls | undefined {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (CALLING_OPERATORS.every((operator) => bytes.indexOf(operator) < 0)) return undefined;
  return contentCalls(bytes.toString('latin1'));
}

const CALLING_OPERATORS = ['Do', 'gs', 'scn', 'SCN'];

const OBJECT_HEADER = /(?<![0-9])(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}$/;
/** The most /Encrypt entries read: the trailer pdfjs follows is among the last ones of a file (updates append). */
const MAX_ENCRYPT_CANDIDATES = 8;

/**
 * The ways the file's streams may be encrypted: one for each of the last /Encrypt entries of trailers (by reference
 * or written in place) with the /ID beside it, since the scan does not follow the cross-reference chain to the one
 * trailer pdfjs reads. None for a file that is not encrypted.
 */
function decryptersOf(buffer: Buffer, objects: ObjectIndex): StreamDecrypter[] {
  if (buffer.indexOf('/Encrypt') < 0) return [];
  const text = buffer.toString('latin1');
  const ENCRYPT = /\/Encrypt(?![^\s()<>[\]{}/%])\s{0,64}(?:(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}R\b|(?=<<))/g;
  const found = [...text.matchAll(ENCRYPT)].slice(-MAX_ENCRYPT_CANDIDATES);
  const decrypters: StreamDecrypter[] = [];
  const seen = new Set<string>();
  for (const m of found) {
    const at = m.index;
    const dictionary = m[1] === undefined ? text.slice(at + m[0].length, at + m[0].length + 8192) : objects.text(`${Number(m[1])} ${Number(m[2])}`, 8192);
    if (dictionary === undefined) continue;
    const encrypt = readDictionary(dictionary);
    if (!encrypt) continue;
    const fileId = idNear(text, at);
    const key = `${dictionary}\u0000${Buffer.from(fileId).toString('latin1')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const decrypter = streamDecrypter(encrypt, fileId);
    if (decrypter) decrypters.push(decrypter);
  }
  return decrypters;
}

/** The first string of the /ID array of the trailer that holds the /Encrypt entry at `at` (the nearest /ID within 4 KB). */
function idNear(text: string, at: number): Uint8Array {
  const window = text.slice(Math.max(0, at - 4096), at + 4096);
  let best: Uint8Array = new Uint8Array(0);
  let distance = Infinity;
  for (const m of window.matchAll(/\/ID(?![^\s()<>[\]{}/%])\s{0,64}\[/g)) {
    const d = Math.abs(Math.max(0, at - 4096) + m.index - at);
    if (d >= distance) continue;
    // Within 512 characters (two IDs of 32 bytes in hex are 134): each /ID of the window read to its end took 0.5 s
    // of CPU on 32 KB of "/ID[(" around eight /Encrypt entries.
    const ids = readValue(window.slice(m.index + m[0].length - 1, m.index + m[0].length + 511), 0);
    const first = Array.isArray(ids) ? ids[0] : undefined;
    if (first instanceof Uint8Array) {
      best = first;
      distance = d;
    }
  }
  return best;
}

/** Where a stream's data starts: after the end of line that follows the keyword (-1: not a stream keyword). */
function startOfData(buffer: Buffer, after: number): number {
  if (buffer[after] === 0x0d) return buffer[after + 1] === 0x0a ? after + 2 : after + 1;
  return buffer[after] === 0x0a ? after + 1 : -1;
}

const VALUE = /^\s{0,64}(\/[^\s/[\]<>(){}%]{1,127}|\[[^\]]{0,900}\])/;
const NAME = /\/([^\s/[\]<>(){}%]+)/g;
// Bounded repetitions: a dictionary of 100,000 unclosed "/Filter [" is read in linear time.
const FILTER = /\/Filter\s{0,64}(?:(\/[^\s/[\]<>(){}%]{1,127})|\[([^\][<>]{0,1024})\]|(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}R\b)/;

/**
 * The filters of a stream, in order, up to the first one that is not measured (an image filter or Crypt: the rest of
 * the chain is not text); `undefined` when the filter is a reference to an object the scan cannot find (nowhere, or
 * inside an object stream it cannot decode), read then as layers of deflate, as many as the data holds.
 */
function filtersOf(dictionary: string, objects: ObjectIndex): Filter[] | undefined {
  const found = FILTER.exec(dictionary);
  if (!found) return [];
  const value = found[3] === undefined ? (found[1] ?? `[${found[2]}]`) : objects.value(`${found[3]} ${found[4]}`);
  if (value === undefined) return undefined;
  const chain: Filter[] = [];
  for (const [, name] of value.matchAll(NAME)) {
    const filter = filterNamed(name);
    if (!filter) break;
    chain.push(filter);
  }
  return chain;
}

/** Bytes `data` decodes to through `chain`, every layer counted, and its last layer; throws past `left`. */
function decodedSize(data: Uint8Array, chain: Filter[] | undefined, earlyChange: number, left: number): { size: number; content: Uint8Array } {
  let size = 0;
  const layers = chain ?? [];
  let layer = data;
  for (let i = 0; chain ? i < layers.length : isZlib(layer); i++) {
    const decoded = decode(chain ? layers[i] : 'flate', layer, left - size, earlyChange);
    if (decoded === undefined) throw decodedTooLarge('PDF', MAX_DECODED_STREAM_BYTES);
    size += decoded.length;
    layer = decoded;
  }
  return { size, content: layer };
}

/** A zlib header: deflate method and a check that makes the first two bytes a multiple of 31. */
const isZlib = (data: Uint8Array): boolean => data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;

/**
 * Where each "n g obj" of the file starts, found in one pass on first use, so that a filter given by reference is
 * read without searching the file once per stream. The value read is a name or an array (a filter's possible values).
 * The page tree's count (page-tree.ts) reads its nodes through it too.
 */
export class ObjectIndex {
  private starts: Map<string, number> | undefined;
  private compressed: Map<string, string> | undefined;
  /** The decoded object streams' text, kept for the checks that read every object (functions.ts). */
  private readonly streamTexts: string[] = [];
  /** How an encrypted file's object streams are decrypted (none: as written). */
  decrypters: StreamDecrypter[] = [];
  constructor(private readonly buffer: Buffer) {}
  /** Up to `length` characters of a top-level object's text, from after its "obj" keyword. */
  text(reference: string, length: number): string | undefined {
    this.starts ??= this.index();
    const start = this.starts.get(reference);
    return start === undefined ? undefined : this.buffer.toString('latin1', start, start + length);
  }
  /** A top-level object's text from after "obj" to its "endobj" (at most `length` characters): a page tree's node. */
  ownText(reference: string, length: number): string | undefined {
    this.starts ??= this.index();
    const start = this.starts.get(reference);
    if (start === undefined) return undefined;
    // Searched within the window only: nodes without "endobj" must not each search the rest of the file.
    const window = this.buffer.subarray(start, start + length);
    const end = window.indexOf('endobj');
    return window.toString('latin1', 0, end < 0 ? window.length : end);
  }
  /**
   * An object's text wherever it is (at the top level from after "obj" to its "endobj", or inside an object stream), at
   * most OBJECT_TEXT characters; undefined when the scan cannot find it.
   */
  objectText(reference: string): string | undefined {
    return this.ownText(reference, OBJECT_TEXT) ?? this.inObjectStreams(reference);
  }
  value(reference: string): string | undefined {
    this.starts ??= this.index();
    const start = this.starts.get(reference);
    // Not a top-level object: perhaps one inside an object stream (their generation is always 0).
    const text = start === undefined ? this.inObjectStreams(reference) : this.buffer.toString('latin1', start, start + 1024);
    if (text === undefined) return undefined;
    return VALUE.exec(text)?.[1];
  }
  /**
   * The text of an object stored inside an object stream (ISO 32000-1, 7.5.7: its data starts with N pairs "number
   * offset", the objects from /First on). The object streams are decoded once, on the first reference not found at the
   * top level, each within the scan's bound (they are counted in the budget by the scan's own pass); only streams whose
   * own filter is written out (a name or an array) are read, so that no reference leads to another.
   */
  private inObjectStreams(reference: string): string | undefined {
    this.compressed ??= this.indexObjectStreams();
    return this.compressed.get(reference);
  }
  /** The text of every object stream (decoded on first use, within the scan's bound). */
  objectStreams(): readonly string[] {
    this.compressed ??= this.indexObjectStreams();
    return this.streamTexts;
  }
  private indexObjectStreams(): Map<string, string> {
    const found = new Map<string, string>();
    const text = this.buffer.toString('latin1');
    const ObjStm = /\/Type\s{0,64}\/ObjStm\b/g;
    // One budget for all of them: a file of many object streams is not decoded many times the bound.
    let left = MAX_DECODED_STREAM_BYTES;
    for (let m = ObjStm.exec(text); m; m = ObjStm.exec(text)) {
      // Each byte searched a bounded number of times: the dictionary's start within 4 KiB before, the next matches
      // after this stream's keyword (100,000 "/Type /ObjStm" and no stream must not be searched to the end from each).
      const at = text.indexOf('stream', m.index);
      if (at < 0) break;
      ObjStm.lastIndex = at + 6;
      const window = Math.max(0, m.index - 4096);
      const opening = text.slice(window, m.index).lastIndexOf('obj');
      if (opening < 0) continue;
      const dictionary = text.slice(window + opening, at);
      const first = /\/First\s{1,64}(\d{1,9})\b/.exec(dictionary);
      const count = /\/N\s{1,64}(\d{1,6})\b/.exec(dictionary);
      const dataStart = startOfData(this.buffer, at + 6);
      const end = dataStart < 0 ? -1 : this.buffer.indexOf('endstream', dataStart);
      if (end < 0) break;
      ObjStm.lastIndex = end;
      if (!first || !count) continue;
      const named = FILTER.exec(dictionary);
      if (named && named[3] !== undefined) continue;
      const chain = named ? [...(named[1] ?? `[${named[2]}]`).matchAll(NAME)].map(([, name]) => filterNamed(name)) : [];
      const raw = this.buffer.subarray(dataStart, end);
      // Encrypted: the object stream decrypted with each key the file may mean (its number before "obj").
      const header = /(?<![0-9])(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}$/.exec(text.slice(Math.max(0, window + opening - 80), window + opening));
      const readings = [raw, ...(header ? this.decrypters.map((decrypt) => decrypt(Number(header[1]), Number(header[2]), raw)) : [])];
      for (const reading of readings) {
        let data: Uint8Array | undefined = reading;
        for (const filter of chain) data = filter && data ? decode(filter, data, left) : undefined;
        if (!data) continue;
        left -= data.length;
        const decoded = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        const offset = Number(first[1]);
        const pairs = decoded.toString('latin1', 0, Math.min(offset, decoded.length)).trim().split(/\s+/).map(Number);
        // Each object's text on its own (functions.ts reads them one by one); all of it when the header is broken.
        const cuts = [offset, ...pairs.filter((_, i) => i % 2 === 1).map((at) => offset + at).filter((at) => at > offset && at < decoded.length).sort((a, b) => a - b), decoded.length];
        for (let i = 0; i + 1 < cuts.length; i++) if (cuts[i + 1] > cuts[i]) this.streamTexts.push(decoded.toString('latin1', cuts[i], cuts[i + 1]));
        for (let i = 0; i + 1 < pairs.length && i < 2 * Number(count[1]); i += 2) {
          const start = offset + pairs[i + 1];
          if (!Number.isInteger(pairs[i]) || start >= decoded.length || found.has(`${pairs[i]} 0`)) continue;
          // The object's text up to the next object's start (a resources dictionary of many entries is read whole:
          // form-calls.ts), at least 1,024 characters as before, at most OBJECT_TEXT.
          const next = cuts[partitionPoint(0, cuts.length, (k) => cuts[k] <= start)] ?? decoded.length;
          found.set(`${pairs[i]} 0`, decoded.toString('latin1', start, Math.min(start + OBJECT_TEXT, Math.max(next, start + 1024))));
        }
      }
    }
    return found;
  }
  private index(): Map<string, number> {
    const starts = new Map<string, number>();
    for (const m of this.buffer.toString('latin1').matchAll(/(?<![0-9])(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}obj\b/g)) {
      starts.set(`${Number(m[1])} ${Number(m[2])}`, m.index + m[0].length);
    }
    return starts;
  }
}
