import { describe, expect, it } from 'vitest';
import { AssistantV1, MemoryStore } from '../../src/service/index.js';
import { SDK_ROUTES } from '../../src/service/generated/sdk-routes.js';
import { twinDispatch } from '../../src/server/twins.js';

describe('twin dispatch', () => {
  it('should find an AssistantV1 method for every operation of the SDK route table', () => {
    const twin = new AssistantV1({ version: '2021-06-14' }) as unknown as Record<string, unknown>;
    expect(SDK_ROUTES.filter((route) => typeof twin[route.operation] !== 'function').map((r) => r.operation)).toEqual([]);
  });

  it('should answer 501 for a name that is not a routed operation, even when the twin has such a property', async () => {
    const dispatch = twinDispatch({ store: new MemoryStore() });
    expect(await dispatch({ version: '2021-06-14', operation: 'constructor', params: {} })).toEqual({
      status: 501,
      result: { error: 'Operation constructor is not implemented', code: 501 },
    });
  });

  it('should answer an operation with its status and body', async () => {
    const dispatch = twinDispatch({ store: new MemoryStore() });
    expect(await dispatch({ version: '2021-06-14', operation: 'listWorkspaces', params: {} })).toMatchObject({
      status: 200,
      result: { workspaces: [] },
    });
  });
});
