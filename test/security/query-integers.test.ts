/**
 * An integer in a query string is written in digits (review hred14): `page_limit=0x10`, `1e1`, `5.0`, `+5` or ` 5`
 * were read by `Number` and listed 16, 10 or 5 items, where the service (a Java `Integer.parseInt`) answers 400. Both
 * wings now refuse them at the parameter's path; plain digits are read as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';

let server: ParleyServer;
let url: string;
beforeAll(async () => {
  server = createServer({ log: false, contracts: { threads: false } });
  ({ url } = await server.listen(0));
});
afterAll(() => server.close());

async function get(path: string): Promise<{ status: number; body: { errors?: { path?: string; message: string }[] } }> {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, body: (await res.json()) as never };
}

const NOT_DIGITS = ['0x10', '1e1', '5.0', '+5', ' 5', '5 ', '0b11', '٣'];

describe('page_limit is digits', () => {
  it.each(NOT_DIGITS)('the conversation routes refuse page_limit=%j', async (value) => {
    const r = await get(`/v1/workspaces?version=2021-06-14&page_limit=${encodeURIComponent(value)}`);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ code: 'type', message: 'Query parameter page_limit must be a positive integer', path: 'page_limit' }]);
  });

  it.each(NOT_DIGITS)('the feedback list refuses page_limit=%j', async (value) => {
    const r = await get(`/v1/feedback?version=2018-10-15&page_limit=${encodeURIComponent(value)}`);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ code: 'type', message: 'Query parameter page_limit must be an integer', path: '.page_limit' }]);
  });

  it('digits are read as before, and their range checked where it was', async () => {
    expect((await get('/v1/workspaces?version=2021-06-14&page_limit=5')).status).toBe(200);
    expect((await get('/v1/feedback?version=2018-10-15&page_limit=5')).status).toBe(200);
    const low = await get('/v1/feedback?version=2018-10-15&page_limit=-1');
    expect([low.status, low.body.errors?.[0]?.message]).toEqual([400, 'page_limit must be an integer from 1 to 100']);
    const zero = await get('/v1/workspaces?version=2021-06-14&page_limit=0');
    expect([zero.status, zero.body.errors?.[0]?.path]).toEqual([400, 'page_limit']);
  });
});

describe('page_limit past a Java int (hred27)', () => {
  // The service parses page_limit with Integer.parseInt; past 2^53 a JavaScript number is no longer the digits sent,
  // and 99999999999999999999 was served and echoed in refresh_url as 100000000000000000000.
  it.each(['2147483648', '9007199254740993', '99999999999999999999', '9'.repeat(400)])('the conversation routes refuse page_limit=%s at its path', async (value) => {
    for (const route of ['/v1/workspaces?version=2021-06-14', '/v1/logs?version=2021-06-14&filter=language::en']) {
      const r = await get(`${route}&page_limit=${value}`);
      expect(r.status).toBe(400);
      expect(r.body.errors?.[0]?.path).toBe('page_limit');
    }
  });

  it('says the bound, and the largest int is still served', async () => {
    const r = await get('/v1/workspaces?version=2021-06-14&page_limit=99999999999999999999');
    expect(r.body.errors?.[0]?.message).toBe('Query parameter page_limit must be at most 2147483647');
    const sdk = await import('../../src/service/paging.js');
    expect(() => sdk.pageLimitOf(1e20)).toThrow('page_limit must be at most 2147483647');
    const top = await fetch(`${url}/v1/workspaces?version=2021-06-14&page_limit=2147483647`);
    expect(top.status).toBe(200);
    expect(((await top.json()) as { pagination: { refresh_url: string } }).pagination.refresh_url).toContain('page_limit=2147483647');
  });
});
