/**
 * Just enough ZIP to open an OOXML package: the central directory, stored and deflated entries. Entry
 * sizes are bounded so a zip bomb is refused instead of filling memory.
 */
import { inflateRawSync } from 'node:zlib';

export class ZipError extends Error {}

export interface ZipArchive {
  names(): string[];
  /** The entry's bytes, or undefined when the archive has no such entry. */
  read(name: string): Uint8Array | undefined;
}

/** No OOXML part a contract needs is near this large; a bigger one is a bomb or not a document. */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export function openZip(bytes: Uint8Array): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const entries = new Map<string, Entry>();
  const folded = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY) throw new ZipError('broken central directory');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) throw new ZipError('broken central directory');
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    refuseEquivalentName(folded, name);
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return {
    names: () => [...entries.keys()],
    read: (name) => {
      const entry = entries.get(name);
      return entry ? readEntry(bytes, view, entry) : undefined;
    },
  };
}

/**
 * A package may not hold two parts whose names are equal but for ASCII case (OPC, ECMA-376 Part 2, M1.12: "shall
 * neither create nor recognize a package with equivalent part names"). Read by name, the later entry silently replaced
 * the earlier (hred28: a DOCX with two `word/document.xml`, a short contract and then another text, was classified as
 * the second, while a reader that keeps the first, or streams the local headers, shows the first): one file, two
 * documents. Refused instead, naming both.
 */
function refuseEquivalentName(seen: Map<string, string>, name: string): void {
  const key = name.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const earlier = seen.get(key);
  if (earlier === undefined) {
    seen.set(key, name);
    return;
  }
  throw new ZipError(
    earlier === name
      ? `two entries named ${JSON.stringify(name)}`
      : `two entries named ${JSON.stringify(earlier)} and ${JSON.stringify(name)}, one part name but for case`,
  );
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ZipError('no central directory (truncated?)');
}

function readEntry(bytes: Uint8Array, view: DataView, entry: Entry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_ENTRY) throw new ZipError('broken entry');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipError('entry beyond the end of the file (truncated?)');
  if (entry.size > MAX_ENTRY_BYTES) throw new ZipError('entry too large');
  const data = bytes.subarray(start, end);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new ZipError(`unsupported compression method ${entry.method}`);
  try {
    return new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES }));
  } catch {
    throw new ZipError('corrupt compressed entry');
  }
}
