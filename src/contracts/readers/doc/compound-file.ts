/**
 * Guards around word-extractor's compound-file (OLE) reader, which trusts the file's numbers: a sector chain
 * that loops back on itself (not only onto the same sector) made it push sector ids until V8 aborted the
 * process ("invalid size error"), which no try/catch can stop; a header claiming more allocation-table sectors
 * than the file has made it allocate buffers for them. Found by `bench/fuzz/contracts.mjs` (a spliced .doc).
 */
import AllocationTable from 'word-extractor/lib/ole-allocation-table.js';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Sector ids at or below this end a chain (free, end of chain, allocation-table sectors). */
const FREE = -1;

/**
 * True when the header's sector size and table sizes fit in the file. A file that is no compound file at all
 * passes: the library says so itself, with an error the reader turns into a refusal.
 */
export function plausibleCompoundHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 512 || SIGNATURE.some((b, i) => bytes[i] !== b)) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return false;
  const sectors = Math.ceil(bytes.length / (1 << shift));
  const tableSectors = view.getInt32(44, true);
  const masterSectors = view.getInt32(72, true);
  const shortTableSectors = view.getInt32(64, true);
  return [tableSectors, masterSectors, shortTableSectors].every((n) => n >= 0 && n <= sectors);
}

/** The library's chain walk, with every sector visited at most once: a loop is a corrupt file, not a long chain. */
function boundedSecIdChain(this: { _table: number[] }, startSecId: number): number[] {
  const table = this._table;
  const chain: number[] = [];
  const seen = new Set<number>();
  let secId = startSecId;
  while (secId > FREE) {
    if (seen.has(secId)) {
      // The library's own rule, kept: a sector that points at itself ends its chain.
      if (secId === chain[chain.length - 1]) break;
      throw new Error('Corrupt compound file: a sector chain loops');
    }
    seen.add(secId);
    chain.push(secId);
    secId = table[secId];
  }
  return chain;
}

AllocationTable.prototype.getSecIdChain = boundedSecIdChain;
