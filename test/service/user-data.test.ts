import { describe, expect, it } from 'vitest';
import { customerIdsOf } from '../../src/service/params.js';
import { createSmall, failure, service } from './helpers.js';

const ALICE = { 'X-Watson-Metadata': 'customer_id=alice' };

describe('customer data', () => {
  it('reads customer_id from X-Watson-Metadata or X-Service-Metadata, any case, several pairs', () => {
    expect(customerIdsOf({ 'X-Watson-Metadata': 'customer_id=a' })).toEqual(['a']);
    expect(customerIdsOf({ 'x-service-metadata': 'customer_id=b; customer_id=c' })).toEqual(['b', 'c']);
    expect(customerIdsOf({ 'X-WATSON-METADATA': ['customer_id=d'] })).toEqual(['d']);
    expect(customerIdsOf({ 'X-Other': 'customer_id=e' })).toEqual([]);
    expect(customerIdsOf(undefined)).toEqual([]);
  });

  it('deleteUserData removes labelled workspaces, labelled elements and labelled logs (202); others stay', async () => {
    const a = service();
    const aliceWs = await createSmall(a, ALICE);
    const shared = await createSmall(a);
    await a.createIntent({ workspaceId: shared, intent: 'alice_intent', headers: ALICE });
    await a.createExample({ workspaceId: shared, intent: 'greet', text: 'alice says hi', headers: ALICE });
    await a.createSynonym({ workspaceId: shared, entity: 'city', value: 'Paris', synonym: 'lutetia', headers: ALICE });
    await a.createDialogNode({ workspaceId: shared, dialogNode: 'alice_node', previousSibling: 'welcome', headers: ALICE });
    await a.createCounterexample({ workspaceId: shared, text: 'alice nonsense', headers: { 'x-service-metadata': 'customer_id=alice' } });
    await a.createIntent({ workspaceId: shared, intent: 'bob_intent', headers: { 'X-Watson-Metadata': 'customer_id=bob' } });
    await a.message({ workspaceId: shared, input: { text: 'from alice' }, headers: ALICE });
    await a.message({ workspaceId: shared, input: { text: 'from someone' } });

    const r = await a.deleteUserData({ customerId: 'alice' });
    expect(r.status).toBe(202);
    expect(r.result).toEqual({});

    expect((await failure(a.getWorkspace({ workspaceId: aliceWs }))).status).toBe(404);
    const ws = (await a.getWorkspace({ workspaceId: shared, _export: true })).result as {
      intents: { intent: string; examples: { text: string }[] }[];
      entities: { entity: string; values: { value: string; synonyms: string[] }[] }[];
      dialog_nodes: { dialog_node: string; previous_sibling?: string }[];
      counterexamples: { text: string }[];
    };
    expect(ws.intents.map((i) => i.intent)).toEqual(['greet', 'bye', 'bob_intent']);
    expect(ws.intents[0].examples.map((e) => e.text)).toEqual(['hello', 'hi there']);
    expect(ws.entities[0].values[1].synonyms).toEqual([]);
    expect(ws.dialog_nodes.map((n) => n.dialog_node)).toEqual(['welcome', 'greeting', 'else']);
    expect(ws.dialog_nodes[1].previous_sibling).toBe('welcome');
    expect(ws.counterexamples).toEqual([{ text: 'what is the weather' }]);
    expect((await a.listLogs({ workspaceId: shared })).result.logs.map((l) => l.request.input!.text)).toEqual(['from someone']);
  });

  it('labels follow renamed elements', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createIntent({ workspaceId: id, intent: 'mine', headers: ALICE });
    await a.updateIntent({ workspaceId: id, intent: 'mine', newIntent: 'renamed' });
    await a.deleteUserData({ customerId: 'alice' });
    expect((await a.listIntents({ workspaceId: id })).result.intents.map((i) => i.intent)).toEqual(['greet', 'bye']);
  });

  it('is a no-op for an unknown customer id and requires customerId', async () => {
    const a = service();
    const id = await createSmall(a);
    const before = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;
    expect((await a.deleteUserData({ customerId: 'nobody' })).status).toBe(202);
    expect((await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(before);
    expect((await failure(a.deleteUserData({} as never))).message).toContain('Missing required parameters: customerId');
  });

  it('default headers from the constructor label data too', async () => {
    const a = service({ headers: ALICE });
    const id = await createSmall(a);
    await a.deleteUserData({ customerId: 'alice' });
    expect((await failure(a.getWorkspace({ workspaceId: id }))).status).toBe(404);
  });
});
