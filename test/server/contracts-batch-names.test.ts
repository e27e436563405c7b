/**
 * `parley serve`'s batch endpoints over a directory bucket of files of any name (issue 18 part 3): the status a client
 * polls counts `Contrat_été.pdf` and a 251-byte name as documents and lists what the store skipped with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { CompareComplyV1 as Twin, fileNameOfKey } from '../../src/contracts/index.js';
import { batchParams, bucketDirs, fakeOperations, sequentialIds, steppingClock } from '../contracts/service-helpers.js';
import { CompareComplyV1, NoAuthAuthenticator, type Sdk } from './compare-comply-sdk.js';

const long = `${'é'.repeat(124)}.pdf`; // 252 bytes: its KEY.json is 257
let server: ParleyServer;
let sdk: Sdk;
let root: string;

beforeAll(async () => {
  root = bucketDirs({ 'Contrat_été.pdf': 'Le Fournisseur livre.', '合同.docx': '供应商交货。', [long]: 'Long name.', '.~lock.x#': 'x' });
  mkdirSync(join(root, 'in', 'archive'));
  const twin = new Twin({ version: '2018-10-15', operations: fakeOperations(), buckets: root, clock: steppingClock(), newId: sequentialIds() });
  server = createServer({ log: false, contracts: { twin } });
  const { url } = await server.listen(0);
  sdk = new CompareComplyV1({ version: '2018-10-15', authenticator: new NoAuthAuthenticator(), serviceUrl: url });
});

afterAll(() => server.close());

describe('parley serve batches over files of any name', () => {
  it('counts every file as a document, writes each KEY.json, and lists the skipped entries in the status', async () => {
    const created = (await sdk.createBatch(batchParams('html_conversion'))).result;
    const skipped = [
      { name: '.~lock.x#', reason: 'a hidden file (its name starts with "."): not read, as editors\' and temporary files are not' },
      { name: 'archive', reason: "a folder: a directory bucket's objects are the files at its top level" },
    ];
    expect([created.document_counts, created.skipped_count, created.skipped_objects]).toEqual([{ total: 3, pending: 3, successful: 0, failed: 0 }, 2, skipped]);
    let status = created;
    for (let i = 0; i < 200 && status.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = (await sdk.getBatch({ batchId: created.batch_id })).result;
    }
    expect([status.status, status.document_counts, status.skipped_objects]).toEqual(['completed', { total: 3, pending: 0, successful: 3, failed: 0 }, skipped]);
    expect((await sdk.listBatches()).result.batches[0].skipped_count).toBe(2);
    const longResult = fileNameOfKey(`${long}.json`);
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['Contrat_été.pdf.json', longResult, '合同.docx.json'].sort());
    expect(JSON.parse(readFileSync(join(root, 'out', longResult), 'utf8')).html).toBe('<html><body><p>Long name.</p></body></html>');
  });
});
