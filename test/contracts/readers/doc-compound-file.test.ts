/**
 * A corrupt Word 97-2003 container must be a refusal, never a process abort: word-extractor followed sector chains
 * without noticing a loop (V8 aborted with "invalid size error"), and trusted the header's table sizes.
 */
import { describe, expect, it } from 'vitest';
import AllocationTable from 'word-extractor/lib/ole-allocation-table.js';
import { plausibleCompoundHeader } from '../../../src/contracts/readers/doc/compound-file.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { fixture } from './helpers.js';

const HEADER = 512;
const SECTOR = 512;

/** Contract_A.doc with its directory chain looping back: directory sector → the next → the directory sector. */
function withDirectoryLoop(): Buffer {
  const b = Buffer.from(fixture('Contract_A.doc'));
  const dir = b.readInt32LE(48);
  const fat = b.readInt32LE(76);
  const entry = (sector: number) => HEADER + fat * SECTOR + sector * 4;
  b.writeInt32LE(dir + 1, entry(dir));
  b.writeInt32LE(dir, entry(dir + 1));
  return b;
}

const refusal = {
  status: 400,
  errors: [{ code: 'unreadable', path: '.file', message: 'The document could not be processed because the DOC file is corrupt, truncated or encrypted.' }],
};

describe('the DOC reader on a corrupt compound file', () => {
  it('a sector chain that loops is refused as corrupt', async () => {
    await expect(readDocument(withDirectoryLoop(), 'application/msword')).rejects.toMatchObject(refusal);
  });

  it('a header that claims more table sectors than the file has is refused before the library allocates them', async () => {
    const b = Buffer.from(fixture('Contract_A.doc'));
    b.writeInt32LE(1_000_000, 44);
    expect(plausibleCompoundHeader(b)).toBe(false);
    await expect(readDocument(b, 'application/msword')).rejects.toMatchObject(refusal);
  });

  it('the chain walk: each sector once, a self-pointing sector ends the chain as the library had it, a loop throws', () => {
    const walk = (table: number[], start: number) => {
      const t = new AllocationTable() as unknown as { _table: number[]; getSecIdChain(s: number): number[] };
      t._table = table;
      return t.getSecIdChain(start);
    };
    expect(walk([1, 2, -2], 0)).toEqual([0, 1, 2]);
    expect(walk([1, 1], 0)).toEqual([0, 1]);
    expect(() => walk([1, 2, 0], 0)).toThrow('loops');
  });

  it('the fixture itself still reads, and a file that is no compound file is left to the library', async () => {
    expect(plausibleCompoundHeader(fixture('Contract_A.doc'))).toBe(true);
    expect(plausibleCompoundHeader(new Uint8Array(10))).toBe(true);
    const doc = await readDocument(fixture('Contract_A.doc'), 'application/msword');
    expect(doc.numPages).toBe(4);
  });
});
