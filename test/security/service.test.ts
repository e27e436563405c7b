/**
 * The service twin and its stores with hostile ids, headers, filters, page limits and cursors: each is
 * a ParleyError with its path (or an empty result), nothing is written outside the store directory.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantV1, FileStore } from '../../src/index.js';
import { prototypeSnapshot, cpuClock, parleyRejectionOf, statusAndPaths } from './guard.js';
import { MAX_FUZZY_COMPARISONS } from '../../src/service/logs/fuzzy.js';

let before = '';
let dir = '';
let assistant: AssistantV1;
let workspaceId = '';

beforeAll(async () => {
  before = prototypeSnapshot();
  dir = mkdtempSync(join(tmpdir(), 'parley-security-'));
  let t = Date.parse('2024-01-01T00:00:00Z');
  assistant = new AssistantV1({ version: '2021-06-14', store: new FileStore(dir), clock: () => new Date((t += 1000)) });
  const created = await assistant.createWorkspace({ name: '../../etc/passwd', dialogNodes: [{ dialog_node: 'a', conditions: 'true', output: { text: 'hi' } }] });
  workspaceId = created.result.workspace_id!;
  for (let i = 0; i < 5; i++) await assistant.message({ workspaceId, input: { text: `hello there general kenobi ${i}` } });
});

afterAll(() => {
  expect(prototypeSnapshot()).toBe(before);
  rmSync(dir, { recursive: true, force: true });
});

/** A call's ParleyError (also when it throws before returning its promise), as status and [code, path] pairs. */
const errorOf = async (call: () => Promise<unknown>) => statusAndPaths(await parleyRejectionOf(Promise.resolve().then(call)));

const cursorOf = (payload: string): string => Buffer.from(payload, 'utf8').toString('base64url');

describe('ids and names never become file paths', () => {
  it('a workspace named like a path is stored under its generated id only', () => {
    expect(readdirSync(join(dir, 'workspaces'))).toEqual([`${workspaceId}.json`]);
    expect(workspaceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['../x', '/etc/passwd', 'a\u0000b', 'x'.repeat(5000), '__proto__', 'constructor', '%2e%2e'])('workspace id %j is a 404 not_found', async (id) => {
    expect(await errorOf(() => assistant.getWorkspace({ workspaceId: id }))).toEqual([404, [['not_found', '.workspace_id']]]);
  });

  it('an entity named like a path is a 400 pattern error', async () => {
    expect(await errorOf(() => assistant.createEntity({ workspaceId, entity: '../x' }))).toEqual([400, [['pattern', '.entity']]]);
  });

  it.each(['../../x', 'a\u0000', '__proto__', '\r\nX-Evil: 1'])('customer id %j in the metadata header is data, deletable as data', async (customerId) => {
    await assistant.message({ workspaceId, input: { text: 'hi' }, headers: { 'X-Watson-Metadata': `customer_id=${customerId}` } });
    await assistant.deleteUserData({ customerId });
    expect(readdirSync(dir).sort()).toEqual(['logs', 'workspaces']);
  });
});

describe('log filters', () => {
  it('a filter over 4,096 characters is a 400 max_length at .filter', async () => {
    const filter = Array(180).fill('request.input.text:kenobi~2').join(',');
    expect(await errorOf(() => assistant.listLogs({ workspaceId, filter }))).toEqual([400, [['max_length', '.filter']]]);
  });

  it('2,000 nested parentheses parse and run quickly', async () => {
    const start = cpuClock();
    const r = await assistant.listLogs({ workspaceId, filter: '('.repeat(2000) + 'request.input.text:x' + ')'.repeat(2000) });
    expect(r.result.logs).toEqual([]);
    expect(start()).toBeLessThan(2000);
  });

  it('as many fuzzy terms as a filter may hold finish quickly', async () => {
    const start = cpuClock();
    const filter = Array(MAX_FUZZY_COMPARISONS).fill('request.input.text:kenobi~3').join('|');
    const r = await assistant.listLogs({ workspaceId, filter });
    expect(r.result.logs).toHaveLength(5);
    expect(start()).toBeLessThan(2000);
  });

  it('140 fuzzy terms within the length bound are a 400 at .filter (hred24: each costs every log up to 2,048 characters)', async () => {
    const filter = Array(140).fill('request.input.text:kenobi~3').join('|');
    expect(await errorOf(() => assistant.listLogs({ workspaceId, filter }))).toEqual([400, [['max_fuzzy', '.filter']]]);
  });

  it.each([
    ['a NUL character', '\u0000'],
    ['a dangling tilde', 'request.input.text:a~a~'],
  ])('%s is a 400 filter_syntax at .filter', async (_label, filter) => {
    expect(await errorOf(() => assistant.listLogs({ workspaceId, filter }))).toEqual([400, [['filter_syntax', '.filter']]]);
  });

  it.each(['__proto__.polluted:1', 'constructor.prototype:1'])('prototype paths %s match nothing', async (filter) => {
    expect((await assistant.listLogs({ workspaceId, filter })).result.logs).toEqual([]);
  });
});

describe('page limits and cursors', () => {
  it.each([0, -1, 1.5, Infinity, Number.NaN, '5'])('page_limit %j is a 400 range at .pageLimit', async (pageLimit) => {
    expect(await errorOf(() => assistant.listLogs({ workspaceId, pageLimit: pageLimit as number }))).toEqual([400, [['range', '.pageLimit']]]);
  });

  it('a huge page_limit returns what there is', async () => {
    expect((await assistant.listLogs({ workspaceId, pageLimit: 2 ** 31 - 1 })).result.logs.length).toBeGreaterThanOrEqual(5);
  });

  it('a page_limit past a Java int (2^31 - 1, the service parses it so) is a 400 range at .pageLimit (hred27)', async () => {
    expect(await errorOf(() => assistant.listLogs({ workspaceId, pageLimit: 2 ** 53 }))).toEqual([400, [['range', '.pageLimit']]]);
  });

  it.each([
    ['not base64url', 'garbage!'],
    ['a megabyte of x', 'x'.repeat(1_000_000)],
    ['a non-string timestamp', cursorOf('{"t":1e999,"s":1}')],
    ['a __proto__ payload', cursorOf('{"__proto__":{"t":"x"},"s":1}')],
    ['an array', cursorOf('[[[[[[[[[[')],
  ])('a log cursor that is %s is a 400 cursor at .cursor', async (_label, cursor) => {
    expect(await errorOf(() => assistant.listLogs({ workspaceId, cursor }))).toEqual([400, [['cursor', '.cursor']]]);
  });

  it.each([
    ['negative', cursorOf('{"offset":-1}')],
    ['fractional', cursorOf('{"offset":1.5}')],
    ['not an object', cursorOf('"x"')],
  ])('a workspace-list cursor with a %s offset is a 400 cursor', async (_label, cursor) => {
    expect(await errorOf(() => assistant.listWorkspaces({ cursor }))).toEqual([400, [['cursor', '.cursor']]]);
  });

  it('a forged offset past the end is an empty page', async () => {
    expect((await assistant.listWorkspaces({ cursor: cursorOf('{"offset":1e300}') })).result.workspaces).toEqual([]);
  });
});
