/**
 * The OLE `\x05SummaryInformation` property set of a Word 97-2003 file: page count, author, creation
 * time. Read through word-extractor's own compound-file reader, so the DOC reader parses the container
 * one way only.
 */
import BufferReader from 'word-extractor/lib/buffer-reader.js';
import OleCompoundDoc from 'word-extractor/lib/ole-compound-doc.js';
import './compound-file.js';

export interface Summary {
  pages?: number;
  author?: string;
  /** `YYYY-MM-DD` */
  created?: string;
}

const PAGE_COUNT = 14;
const AUTHOR = 4;
const CREATED = 12;
const VT_LPSTR = 30;
const VT_I4 = 3;
const VT_FILETIME = 64;
/** 100-ns ticks between 1601-01-01 and 1970-01-01. */
const FILETIME_EPOCH = 116444736000000000n;

/** The summary, or an empty one when the file has none or it cannot be read (it is optional). */
export async function summaryOf(bytes: Uint8Array): Promise<Summary> {
  try {
    const doc = new OleCompoundDoc(new BufferReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    await doc.read();
    const stream = doc.stream('\u0005SummaryInformation');
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve());
      stream.on('error', reject);
    });
    return parsePropertySet(Buffer.concat(chunks));
  } catch {
    return {};
  }
}

/** [MS-OLEPS]: a 28-byte header, the first section's FMTID and offset, then (id, offset) pairs. */
export function parsePropertySet(b: Buffer): Summary {
  const summary: Summary = {};
  if (b.length < 48) return summary;
  const section = b.readUInt32LE(44);
  if (section + 8 > b.length) return summary;
  const count = b.readUInt32LE(section + 4);
  for (let i = 0; i < count && section + 16 + i * 8 <= b.length; i++) {
    const id = b.readUInt32LE(section + 8 + i * 8);
    const at = section + b.readUInt32LE(section + 12 + i * 8);
    if (at + 8 > b.length) continue;
    const type = b.readUInt32LE(at);
    if (id === PAGE_COUNT && type === VT_I4) {
      const pages = b.readInt32LE(at + 4);
      if (pages > 0) summary.pages = pages;
    } else if (id === AUTHOR && type === VT_LPSTR) {
      const length = b.readUInt32LE(at + 4);
      const author = b.toString('latin1', at + 8, Math.min(b.length, at + 8 + length)).replace(/\0.*$/s, '').trim();
      if (author !== '') summary.author = author;
    } else if (id === CREATED && type === VT_FILETIME && at + 12 <= b.length) {
      const ticks = b.readBigUInt64LE(at + 4);
      if (ticks > FILETIME_EPOCH) summary.created = new Date(Number((ticks - FILETIME_EPOCH) / 10000n)).toISOString().slice(0, 10);
    }
  }
  return summary;
}
