/**
 * The conversation-service spec's facts that travel on the wire (query flags of message, list_mentions'
 * export/include_audit, append on update_workspace, list_all_logs scopes, extra headers), checked with the
 * official SDK against `parley/server`. The statement-by-statement table: docs/behaviour/service-conformance.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParleyServer } from '../../src/server/index.js';
import { rejects } from './sdk-rejection.js';
import { serverWithSdk, type Sdk } from './assistant-sdk.js';

let server: ParleyServer;
let sdk: Sdk;
let workspaceId: string;

beforeAll(async () => {
  ({ server, sdk } = await serverWithSdk());
  const created = await sdk.createWorkspace({
    name: 'conformance',
    language: 'en',
    intents: [
      { intent: 'greet', examples: [{ text: 'hello' }, { text: 'good morning' }] },
      { intent: 'travel', examples: [{ text: 'fly to Boston', mentions: [{ entity: 'city', location: [7, 13] }] }, { text: 'a train to Paris' }] },
    ],
    entities: [{ entity: 'city', values: [{ value: 'Boston' }, { value: 'Paris' }] }],
    dialogNodes: [{ dialog_node: 'hello', title: 'Hello', conditions: '#greet', output: { text: 'Hi!' } }],
  });
  workspaceId = created.result.workspace_id;
});

afterAll(() => server.close());

describe('conversation-service facts over HTTP with the official SDK', () => {
  it('message: nodesVisitedDetails and alternateIntents travel as query flags; supplied intents replace detection', async () => {
    const r = await sdk.message({ workspaceId, input: { text: 'hello' }, nodesVisitedDetails: true, alternateIntents: true });
    expect(r.status).toBe(200);
    expect(r.result.output.nodes_visited_details).toEqual([{ dialog_node: 'hello', title: 'Hello', conditions: '#greet' }]);
    expect(r.result.alternate_intents).toBe(true);
    expect(r.result.intents.map((i: { intent: string }) => i.intent)).toEqual(['greet', 'travel']);
    const plain = await sdk.message({ workspaceId, input: { text: 'hello' } });
    expect(plain.result.output.nodes_visited_details).toBeUndefined();
    const given = await sdk.message({ workspaceId, input: { text: 'hello' }, intents: [{ intent: 'travel', confidence: 0.9 }] });
    expect(given.result.intents).toEqual([{ intent: 'travel', confidence: 0.9 }]);
    expect(given.result.output.text).toEqual([]);
  });

  it('list_mentions takes export and include_audit and lists text, intent, location', async () => {
    const r = await sdk.listMentions({ workspaceId, entity: 'city', _export: true, includeAudit: true });
    expect(r.result.examples).toEqual([{ text: 'fly to Boston', intent: 'travel', location: [7, 13] }]);
    expect(r.result.pagination.refresh_url).toBe(`/v1/workspaces/${workspaceId}/entities/city/mentions?version=2021-06-14&export=true&include_audit=true`);
  });

  it('update_workspace append=true: a colliding element is 409 naming the list; a new one is added', async () => {
    const clash = await rejects(sdk.updateWorkspace({ workspaceId, append: true, intents: [{ intent: 'greet' }] }));
    expect(clash.status).toBe(409);
    expect(JSON.parse(clash.body).errors[0]).toEqual({ code: 'conflict', message: "intents element 'greet' already exists; append=true cannot replace it", path: '.intents' });
    await sdk.updateWorkspace({ workspaceId, append: true, counterexamples: [{ text: 'what is the weather' }] });
    expect((await sdk.listCounterexamples({ workspaceId })).result.counterexamples).toEqual([{ text: 'what is the weather' }]);
  });

  it('a field with a newline is 400 with the path; extra request headers are accepted; results carry status and headers', async () => {
    const bad = await rejects(sdk.createCounterexample({ workspaceId, text: 'a\nb' }));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).errors[0]).toEqual({ code: 'invalid_characters', message: 'text cannot contain carriage return, newline, or tab characters', path: '.text' });
    const ok = await sdk.createCounterexample({ workspaceId, text: 'tell me a joke', headers: { 'X-Watson-Metadata': 'customer_id=c9', 'X-Anything': '1' } });
    expect(ok.status).toBe(201);
    expect(ok.headers['content-type']).toMatch(/^application\/json/);
    expect((await sdk.deleteUserData({ customerId: 'c9' })).status).toBe(202);
    const left = (await sdk.listCounterexamples({ workspaceId })).result.counterexamples.map((c: { text: string }) => c.text);
    expect(left).toEqual(['what is the weather']);
  });

  it('list_all_logs: language plus the deployment scope; list_logs sorts by request_timestamp only', async () => {
    await sdk.message({ workspaceId, input: { text: 'good morning' }, context: { metadata: { deployment: 'kiosk' } } });
    const all = await sdk.listAllLogs({ filter: 'language::en,request.context.metadata.deployment::kiosk' });
    expect(all.result.logs.map((l: { request: { input: { text: string } } }) => l.request.input.text)).toEqual(['good morning']);
    expect((await rejects(sdk.listAllLogs({ filter: 'request.context.metadata.deployment::kiosk' }))).status).toBe(400);
    expect((await rejects(sdk.listLogs({ workspaceId, sort: 'workspace_id' }))).status).toBe(400);
  });
});
