/**
 * What a caller hands the service's constructors and helpers directly (not through a request): a wrong value is a
 * ParleyError (400) naming it, at once, never a TypeError from deep inside or a 500 at the first call.
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1, FileStore, MemoryStore, compileLogFilter, parseLogFilter } from '../../src/index.js';
import { parleyStatusAndErrors as errorOf } from '../security/guard.js';

describe('constructor options of the service twin', () => {
  it.each([undefined, null, 42, '', {}, ['a']])('new FileStore(%j) is a 400 naming .dir', (dir) => {
    expect(errorOf(() => new FileStore(dir as string))).toEqual({
      status: 400,
      errors: [{ code: 'type', message: 'FileStore needs a directory path (a non-empty string)', path: '.dir' }],
    });
  });

  it('new MemoryStore(null) is a store with the defaults', () => {
    expect(new MemoryStore(null as never).listLogs()).toEqual([]);
  });

  it('a clock, webhook or store of the wrong kind is a 400 naming each, at construction', () => {
    expect(errorOf(() => new AssistantV1({ version: '2021-06-14', clock: 42 as never, webhook: 'x' as never, store: {} as never }))).toEqual({
      status: 400,
      errors: [
        { code: 'type', message: 'clock must be a function', path: '.clock' },
        { code: 'type', message: 'webhook must be a function', path: '.webhook' },
        { code: 'type', message: 'store must be an object with the methods getWorkspace, listWorkspaces, listLogs, commit', path: '.store' },
      ],
    });
  });

  it('the default store and clock still construct', async () => {
    const a = new AssistantV1({ version: '2021-06-14', store: new MemoryStore(), clock: () => new Date(0) });
    expect((await a.listWorkspaces()).result.workspaces).toEqual([]);
  });

  it.each([undefined, null, 42, {}])('parseLogFilter(%j) and compileLogFilter are a 400 naming .filter', (filter) => {
    const expected = { status: 400, errors: [{ code: 'type', message: 'filter must be a string', path: '.filter' }] };
    expect(errorOf(() => parseLogFilter(filter as string))).toEqual(expected);
    expect(errorOf(() => compileLogFilter(filter as string))).toEqual(expected);
  });
});
