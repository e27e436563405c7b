/**
 * The SDK client methods besides the operations (BaseService of ibm-cloud-sdk-core), on both twins: code that
 * configures its SDK client runs unchanged, and default headers set later label the data as the SDK's would.
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1, ParleyError } from '../../src/index.js';
import { CompareComplyV1 } from '../../src/contracts/index.js';

const BASE_SERVICE_METHODS = ['getAuthenticator', 'setServiceUrl', 'setDefaultHeaders', 'setEnableGzipCompression', 'getHttpClient', 'enableRetries', 'disableRetries'];

describe('SDK client methods', () => {
  it.each([
    ['AssistantV1', () => new AssistantV1({ version: '2021-06-14', authenticator: { kind: 'noauth' }, serviceUrl: 'http://x' })],
    ['CompareComplyV1', () => new CompareComplyV1({ version: '2018-10-15', authenticator: { kind: 'noauth' }, serviceUrl: 'http://x' })],
  ])('%s has every public BaseService method, and they are harmless', (_, make) => {
    const client = make();
    for (const name of BASE_SERVICE_METHODS) expect(typeof (client as unknown as Record<string, unknown>)[name], name).toBe('function');
    expect(client.getAuthenticator()).toEqual({ kind: 'noauth' });
    expect(client.serviceUrl).toBe('http://x');
    client.setServiceUrl('http://127.0.0.1:2020');
    expect(client.serviceUrl).toBe('http://127.0.0.1:2020');
    client.setEnableGzipCompression(true);
    client.enableRetries({ maxRetries: 3 });
    client.disableRetries();
    expect(() => client.getHttpClient()).toThrowError(ParleyError);
    try {
      client.getHttpClient();
    } catch (e) {
      expect((e as ParleyError).status).toBe(501);
    }
  });

  it('setDefaultHeaders labels what later calls store with the customer id, as the SDK sends the header', async () => {
    const a = new AssistantV1({ version: '2021-06-14', clock: () => new Date(0) });
    a.setDefaultHeaders({ 'X-Watson-Metadata': 'customer_id=c1' });
    const { result: labelled } = await a.createWorkspace({ name: 'labelled' });
    a.setDefaultHeaders({});
    const { result: kept } = await a.createWorkspace({ name: 'kept' });
    await a.deleteUserData({ customerId: 'c1' });
    const { result } = await a.listWorkspaces();
    expect(result.workspaces.map((w) => w.workspace_id)).toEqual([kept.workspace_id]);
    expect(labelled.workspace_id).not.toBe(kept.workspace_id);
  });
});
