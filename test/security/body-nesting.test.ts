/**
 * A request body nested millions of levels deep (review hred14): a 10 MiB workspace body whose metadata was
 * `[[[[…]]]]` cost JSON.parse about 7 s of CPU on the event loop (every client of the server waited; a flat body of
 * the same size, 1.5 s) before the depth check refused it. The body's nesting is counted before it is parsed: past
 * MAX_BODY_DEPTH levels it is a 400 naming the depth, without parsing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { MAX_BODY_DEPTH, nestingDeeperThan } from '../../src/server/body.js';
import { cpuClock } from './guard.js';

let server: ParleyServer;
let url = '';
beforeAll(async () => {
  server = createServer({ log: false, contracts: { threads: false } });
  ({ url } = await server.listen(0));
});
afterAll(() => server.close());

async function post(path: string, body: string): Promise<{ status: number; error: string }> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, error: ((await res.json()) as { error: string }).error };
}

const REFUSED = `The request body nests deeper than ${MAX_BODY_DEPTH} levels`;

describe('a body nested deeper than any request needs', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(nestingDeeperThan(Buffer.from('[[[1]]]'), 3)).toBe(false);
    expect(nestingDeeperThan(Buffer.from('[[[[1]]]]'), 3)).toBe(true);
    expect(nestingDeeperThan(Buffer.from('{"a":"[[[[[[\\"[[[[","b":[1]}'), 2)).toBe(false);
    expect(nestingDeeperThan(Buffer.from('["\\\\",[[[1]]]]'), 3)).toBe(true);
  });

  it('a workspace body of 10 MiB of brackets is refused without parsing it', async () => {
    const n = 5 * 1024 * 1024 - 40;
    const body = '{"name":"d","metadata":' + '['.repeat(n) + ']'.repeat(n) + '}';
    const elapsed = cpuClock();
    expect(await post('/v1/workspaces?version=2021-06-14', body)).toEqual({ status: 400, error: REFUSED });
    // JSON.parse alone took 2-7 s of CPU here.
    expect(elapsed()).toBeLessThan(1500);
  });

  it('so is a feedback body, and a message', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(await post('/v1/feedback?version=2018-10-15', `{"feedback_data":${deep}}`)).toEqual({ status: 400, error: REFUSED });
    const { workspace_id: id } = (await (await fetch(`${url}/v1/workspaces?version=2021-06-14`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"w"}' })).json()) as { workspace_id: string };
    expect(await post(`/v1/workspaces/${id}/message?version=2021-06-14`, `{"input":{"text":"x"},"context":${deep}}`)).toEqual({ status: 400, error: REFUSED });
  });

  it('a body within the bound is parsed and checked as before', async () => {
    const r = await fetch(`${url}/v1/workspaces?version=2021-06-14`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"d","metadata":{"a":' + '['.repeat(150) + ']'.repeat(150) + '}}' });
    const json = (await r.json()) as { errors: { code: string }[] };
    expect([r.status, json.errors[0].code]).toEqual([400, 'max_depth']);
  });
});
