/**
 * `parley contracts` on a huge file or an endless device (review hred6): a document is read up to the service's byte
 * bound and one byte more, never whole. Before, a 1.5 GB file was read whole (1.6 GB of RSS, 37 s) before the 413,
 * and `/dev/zero` was read until it was killed (no answer in 45 s). The files are sparse (no disk written).
 */
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractsCommand } from '../../src/cli/commands/contracts.js';
import { readDocumentFile } from '../../src/cli/contracts-input.js';
import { MAX_FILE_BYTES } from '../../src/contracts/compare/index.js';
import { cpuClock } from './guard.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-cli-huge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sparse(name: string, bytes: number): string {
  const path = join(dir, name);
  writeFileSync(path, '%PDF-1.4\n');
  truncateSync(path, bytes);
  return path;
}

const sink = () => ({ stdout: { isTTY: false, write: () => true }, stderr: { write: () => true }, env: {} });

describe('a document file over the byte bound', () => {
  it('is read up to the bound and one byte more', () => {
    const path = sparse('big.pdf', 512 * 1024 * 1024);
    const elapsed = cpuClock();
    expect(readDocumentFile(path).length).toBe(MAX_FILE_BYTES + 1);
    expect(readDocumentFile(path, 10).length).toBe(11);
    expect(elapsed()).toBeLessThan(2_000);
  });

  it('a file of exactly the bound is read whole', () => {
    expect(readDocumentFile(sparse('exact.pdf', MAX_FILE_BYTES)).length).toBe(MAX_FILE_BYTES);
  });

  const cases: [string, () => string][] = [['a 512 MB file', () => sparse('huge.pdf', 512 * 1024 * 1024)]];
  if (existsSync('/dev/zero')) cases.push(['/dev/zero', () => '/dev/zero']);
  it.each(cases)(
    '%s: refused at once, in MiB and with what to do',
    async (_, path) => {
      const file = path();
      const elapsed = cpuClock();
      const refusal = contractsCommand(['classify', file], sink());
      await expect(refusal).rejects.toThrow(
        `cannot read ${file}: it is larger than 1.5 MiB (1,572,864 bytes), the service's limit for one document (parley contracts batch takes larger ones)`,
      );
      expect(elapsed()).toBeLessThan(5_000);
    },
    30_000,
  );
});
