/**
 * A server that analyses in process (`threads: false`, the TypeScript sources, injected operations) hands each document
 * request's signal to the operations as their `signal` option (threaded-twin.ts `requestSignalled`): aborted, with the
 * server's own 400, when the client closes its connection before its answer. The readers give an image's wait for the
 * OCR worker up on it (readers/image/ocr.ts; h105ocr). A threaded server's pool drops such a job itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import type { AnalyzeOptions, AnalyzeParams, DocumentOperations } from '../../src/contracts/index.js';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { requestSignalled } from '../../src/server/contracts/threaded-twin.js';
import { withRequestSignal } from '../../src/server/contracts/request-signal.js';
import { DOCUMENT_OPERATIONS, STORED_OPERATIONS, type ContractTwin } from '../../src/server/contracts/twin.js';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

let server: ParleyServer;
let url: string;
let heard: (options: AnalyzeOptions) => void = () => undefined;

beforeAll(async () => {
  // An operation that waits as long as its request is wanted, as an image queued for the OCR worker does.
  const waitForAbort = async (_params: AnalyzeParams, options: AnalyzeOptions = {}): Promise<never> => {
    heard(options);
    return new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(options.signal?.reason)));
  };
  const operations = { convertToHtml: waitForAbort, classifyElements: waitForAbort, extractTables: waitForAbort } as unknown as DocumentOperations;
  server = createServer({ log: false, contracts: { operations } });
  ({ url } = await server.listen(0));
});

afterAll(() => server.close());

describe("a document request's signal, in process", () => {
  it("reaches the operation, and aborts with the server's 400 once the client closes its connection", async () => {
    const options = new Promise<AnalyzeOptions>((resolve) => (heard = resolve));
    const client = new AbortController();
    const body = new FormData();
    body.append('file', new Blob(['The Supplier shall deliver the goods.'], { type: 'text/plain' }));
    const answer = fetch(`${url}/v1/element_classification?version=2018-10-15`, { method: 'POST', body, signal: client.signal }).catch(() => 'gone');
    const { signal } = await options;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
    client.abort();
    expect(await answer).toBe('gone');
    await new Promise<void>((resolve) => (signal?.aborted ? resolve() : signal?.addEventListener('abort', () => resolve())));
    expect(signal?.reason).toBeInstanceOf(ParleyError);
    expect([signal?.reason.status, signal?.reason.message]).toEqual([400, 'The client closed its connection before its document was analysed']);
  });

  it("keeps a caller's own signal, and adds none outside a request", async () => {
    const seen: unknown[] = [];
    const twin = Object.fromEntries([...DOCUMENT_OPERATIONS, ...STORED_OPERATIONS].map((name) => [name, async (params: unknown) => seen.push(params)])) as unknown as ContractTwin;
    const signalled = requestSignalled(twin);
    const own = new AbortController().signal;
    const res = Object.assign(new EventEmitter(), { writableFinished: false }) as unknown as ServerResponse;
    await withRequestSignal(res, async () => {
      await signalled.convertToHtml({ file: new Uint8Array([1]), signal: own } as never);
      await signalled.compareDocuments({ file1: new Uint8Array([1]), file2: new Uint8Array([2]) } as never);
    });
    await signalled.convertToHtml({ file: new Uint8Array([1]) } as never);
    await signalled.listBatches({} as never);
    expect((seen[0] as { signal: AbortSignal }).signal).toBe(own);
    expect((seen[1] as { signal: AbortSignal }).signal).toBeInstanceOf(AbortSignal);
    expect(seen.slice(2)).toEqual([{ file: new Uint8Array([1]) }, {}]);
  });
});
