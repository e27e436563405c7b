/**
 * The official SDK (ibm-watson AssistantV1 with NoAuthAuthenticator) against `parley/server` on an
 * ephemeral port: one scenario touching every operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ParleyServer } from '../../src/server/index.js';
import { rejects } from './sdk-rejection.js';
import { serverWithSdk, type Sdk } from './assistant-sdk.js';

const workspaceJson = JSON.parse(readFileSync(new URL('../fixtures/workspaces/pizzeria-slots.json', import.meta.url), 'utf8'));

let server: ParleyServer;
let sdk: Sdk;
let workspaceId: string;

beforeAll(async () => {
  ({ server, sdk } = await serverWithSdk());
});

afterAll(() => server.close());

describe('the official SDK against parley serve', () => {
  it('creates a workspace from a shared export (201) and labels it with a customer id', async () => {
    const res = await sdk.createWorkspace({
      name: workspaceJson.name,
      language: workspaceJson.language,
      intents: workspaceJson.intents,
      entities: workspaceJson.entities,
      dialogNodes: workspaceJson.dialog_nodes,
      counterexamples: workspaceJson.counterexamples,
      learningOptOut: true,
      headers: { 'X-Watson-Metadata': 'customer_id=cust-1' },
    });
    expect(res.status).toBe(201);
    expect(res.result.name).toBe('WatsonPizzeria');
    workspaceId = res.result.workspace_id;
    expect(typeof workspaceId).toBe('string');
  });

  it('lists, gets (with export) and updates workspaces', async () => {
    const list = await sdk.listWorkspaces({ includeAudit: true });
    expect(list.status).toBe(200);
    expect(list.result.workspaces.map((w: { workspace_id: string }) => w.workspace_id)).toContain(workspaceId);
    const got = await sdk.getWorkspace({ workspaceId, _export: true });
    expect(got.result.intents.length).toBe(workspaceJson.intents.length);
    expect(got.result.dialog_nodes.length).toBe(workspaceJson.dialog_nodes.length);
    const updated = await sdk.updateWorkspace({ workspaceId, description: 'pizza bot' });
    expect(updated.status).toBe(200);
    expect((await sdk.getWorkspace({ workspaceId })).result.description).toBe('pizza bot');
  });

  it('does CRUD on intents and examples, with sort, pagination and audit', async () => {
    expect((await sdk.createIntent({ workspaceId, intent: 'greet', examples: [{ text: 'hello' }, { text: 'hi' }] })).status).toBe(201);
    const page1 = await sdk.listIntents({ workspaceId, pageLimit: 2, sort: 'intent', includeAudit: true });
    expect(page1.result.intents).toHaveLength(2);
    expect(page1.result.intents[0].created).toBeDefined();
    const names: string[] = page1.result.intents.map((i: { intent: string }) => i.intent);
    let cursor = page1.result.pagination.next_cursor;
    while (cursor) {
      const next = await sdk.listIntents({ workspaceId, pageLimit: 2, sort: 'intent', cursor });
      names.push(...next.result.intents.map((i: { intent: string }) => i.intent));
      cursor = next.result.pagination.next_cursor;
    }
    expect(names).toEqual([...names].sort());
    expect(names).toHaveLength(workspaceJson.intents.length + 1);
    expect((await sdk.getIntent({ workspaceId, intent: 'greet', _export: true })).result.examples).toHaveLength(2);
    expect((await sdk.updateIntent({ workspaceId, intent: 'greet', newIntent: 'greeting' })).status).toBe(200);
    expect((await sdk.createExample({ workspaceId, intent: 'greeting', text: 'good morning' })).status).toBe(201);
    expect((await sdk.listExamples({ workspaceId, intent: 'greeting', sort: '-text' })).result.examples.map((e: { text: string }) => e.text)).toEqual(['hi', 'hello', 'good morning']);
    expect((await sdk.getExample({ workspaceId, intent: 'greeting', text: 'hi' })).result.text).toBe('hi');
    expect((await sdk.updateExample({ workspaceId, intent: 'greeting', text: 'hi', newText: 'hi there' })).result.text).toBe('hi there');
    expect((await sdk.deleteExample({ workspaceId, intent: 'greeting', text: 'hi there' })).status).toBe(200);
    expect((await rejects(sdk.createIntent({ workspaceId, intent: 'greeting' }))).status).toBe(409);
    expect((await sdk.deleteIntent({ workspaceId, intent: 'greeting' })).status).toBe(200);
    expect((await rejects(sdk.getIntent({ workspaceId, intent: 'greeting' }))).status).toBe(404);
  });

  it('does CRUD on counterexamples', async () => {
    expect((await sdk.createCounterexample({ workspaceId, text: 'what is the weather' })).status).toBe(201);
    expect((await sdk.listCounterexamples({ workspaceId })).result.counterexamples.map((c: { text: string }) => c.text)).toContain('what is the weather');
    expect((await sdk.getCounterexample({ workspaceId, text: 'what is the weather' })).status).toBe(200);
    expect((await sdk.updateCounterexample({ workspaceId, text: 'what is the weather', newText: 'tell me a joke' })).result.text).toBe('tell me a joke');
    expect((await sdk.deleteCounterexample({ workspaceId, text: 'tell me a joke' })).status).toBe(200);
  });

  it('does CRUD on entities, values, synonyms and lists mentions', async () => {
    expect((await sdk.createEntity({ workspaceId, entity: 'crust', values: [{ value: 'thin', synonyms: ['slim'] }] })).status).toBe(201);
    expect((await sdk.listEntities({ workspaceId, _export: true })).result.entities.map((e: { entity: string }) => e.entity)).toContain('crust');
    expect((await sdk.getEntity({ workspaceId, entity: 'crust', _export: true })).result.values[0].value).toBe('thin');
    expect((await sdk.updateEntity({ workspaceId, entity: 'crust', newFuzzyMatch: true })).status).toBe(200);
    expect((await sdk.createValue({ workspaceId, entity: 'crust', value: 'thick', synonyms: ['deep dish'] })).status).toBe(201);
    expect((await sdk.listValues({ workspaceId, entity: 'crust', sort: 'value' })).result.values.map((v: { value: string }) => v.value)).toEqual(['thick', 'thin']);
    expect((await sdk.getValue({ workspaceId, entity: 'crust', value: 'thick', _export: true })).result.synonyms).toEqual(['deep dish']);
    expect((await sdk.updateValue({ workspaceId, entity: 'crust', value: 'thick', newSynonyms: ['pan'] })).status).toBe(200);
    expect((await sdk.createSynonym({ workspaceId, entity: 'crust', value: 'thick', synonym: 'deep' })).status).toBe(201);
    expect((await sdk.listSynonyms({ workspaceId, entity: 'crust', value: 'thick', sort: 'synonym' })).result.synonyms.map((s: { synonym: string }) => s.synonym)).toEqual(['deep', 'pan']);
    expect((await sdk.getSynonym({ workspaceId, entity: 'crust', value: 'thick', synonym: 'deep' })).result.synonym).toBe('deep');
    expect((await sdk.updateSynonym({ workspaceId, entity: 'crust', value: 'thick', synonym: 'deep', newSynonym: 'deeper' })).result.synonym).toBe('deeper');
    expect((await sdk.deleteSynonym({ workspaceId, entity: 'crust', value: 'thick', synonym: 'deeper' })).status).toBe(200);
    expect((await sdk.deleteValue({ workspaceId, entity: 'crust', value: 'thick' })).status).toBe(200);
    expect((await sdk.listMentions({ workspaceId, entity: 'crust' })).result.examples).toEqual([]);
    expect((await sdk.deleteEntity({ workspaceId, entity: 'crust' })).status).toBe(200);
  });

  it('does CRUD on dialog nodes', async () => {
    const created = await sdk.createDialogNode({ workspaceId, dialogNode: 'hours', conditions: '#hours', output: { generic: [{ response_type: 'text', values: [{ text: 'We open at 11.' }] }] } });
    expect(created.status).toBe(201);
    expect((await sdk.listDialogNodes({ workspaceId, pageLimit: 1000 })).result.dialog_nodes.map((n: { dialog_node: string }) => n.dialog_node)).toContain('hours');
    expect((await sdk.getDialogNode({ workspaceId, dialogNode: 'hours' })).result.conditions).toBe('#hours');
    expect((await sdk.updateDialogNode({ workspaceId, dialogNode: 'hours', newTitle: 'Opening hours' })).result.title).toBe('Opening hours');
    expect((await sdk.deleteDialogNode({ workspaceId, dialogNode: 'hours' })).status).toBe(200);
  });

  it('holds a multi-turn conversation through message', async () => {
    const first = await sdk.message({ workspaceId, input: { text: '' } });
    expect(first.status).toBe(200);
    expect(first.result.output.text.length).toBeGreaterThan(0);
    const second = await sdk.message({ workspaceId, input: { text: 'I want to order a pizza' }, context: first.result.context, intents: [{ intent: 'order', confidence: 1 }] });
    expect(second.result.context.conversation_id).toBe(first.result.context.conversation_id);
    expect(second.result.output.nodes_visited).toContain('Pizza ordering');
  });

  it('lists logs with a filter, and all logs with language + workspace_id', async () => {
    const logs = await sdk.listLogs({ workspaceId, filter: 'request.input.text:pizza' });
    expect(logs.result.logs).toHaveLength(1);
    expect(logs.result.logs[0].workspace_id).toBe(workspaceId);
    const all = await sdk.listAllLogs({ filter: `language::en,workspace_id::${workspaceId}` });
    expect(all.result.logs).toHaveLength(2);
    expect((await rejects(sdk.listLogs({ workspaceId, filter: 'request.input.text:(' }))).status).toBe(400);
  });

  it('answers errors with the service statuses and bodies', async () => {
    const notFound = await rejects(sdk.getWorkspace({ workspaceId: 'no-such-workspace' }));
    expect(notFound.status).toBe(404);
    const invalid = await rejects(sdk.createIntent({ workspaceId, intent: 'bad name!' }));
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body).errors[0].path).toBe('.intent');
  });

  it('deletes a customer’s data (202) and is a no-op for an unknown id', async () => {
    expect((await sdk.deleteUserData({ customerId: 'nobody' })).status).toBe(202);
    expect((await sdk.deleteUserData({ customerId: 'cust-1' })).status).toBe(202);
    expect((await rejects(sdk.getWorkspace({ workspaceId }))).status).toBe(404);
    expect((await sdk.deleteWorkspace({ workspaceId: (await sdk.createWorkspace({ name: 'tmp', language: 'en' })).result.workspace_id })).status).toBe(200);
  });
});
