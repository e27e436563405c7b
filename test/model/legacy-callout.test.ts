/**
 * Issue 21, legacy shapes: the 2020 tool's webhook call in `metadata.callout` (docs/behaviour/model.md, "Webhook
 * calls in `metadata.callout`"). The fixture is written in that shape; the shared virtual-insurance-assistant holds four.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { AssistantV1 } from '../../src/service/index.js';
import { upgradeCallouts } from '../../src/model/legacy-callout.js';
import { loadWorkspace, workspace } from '../dialog/helpers.js';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/legacy/webhook-callout-2020.json', import.meta.url), 'utf8'));
const options = { now: '2026-01-01T00:00:00Z', seed: 's' };

describe('metadata.callout (2020 exports)', () => {
  it('is read as the node action when the node has none, and ignored beside actions; one legacy_shape warning each', () => {
    const engine = compileWorkspace(fixture, { version: '2020-04-01' });
    expect(engine.diagnostics).toEqual([
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[0].metadata.callout', message: 'legacy `metadata.callout` read as the node\'s action {"name": "main_webhook", "type": "webhook"}' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[3].metadata.callout', message: 'legacy `metadata.callout` ignored: the node has `actions`' },
    ]);
    expect(engine.workspace.dialog_nodes.map((n) => n.actions)).toEqual([
      [{ name: 'main_webhook', type: 'webhook', parameters: { type: 'retrieveClaim', userName: '$name' }, result_variable: 'claim_lookup' }],
      undefined,
      undefined,
      [{ name: 'main_webhook', type: 'webhook', parameters: { type: 'kept' }, result_variable: 'kept' }],
      undefined,
    ]);
  });

  it('makes the call: the engine returns it pending, with its parameters evaluated and the workspace webhook', () => {
    const engine = compileWorkspace(fixture, { version: '2020-04-01' });
    const { response, pendingWebhooks } = engine.messageWithEffects({ input: { text: 'claim status please' }, context: { name: 'Ada' } }, options);
    expect(response.output.text).toEqual(['Looking up your claim.']);
    expect(pendingWebhooks).toEqual([
      { dialog_node: 'node_status', name: 'main_webhook', parameters: { type: 'retrieveClaim', userName: 'Ada' }, result_variable: 'claim_lookup', url: 'https://claims.example.invalid/api', headers: [] },
    ]);
  });

  it('through the service twin, the answer lands in the result variable the next turn reads', async () => {
    const bodies: string[] = [];
    const a = new AssistantV1({ version: '2020-04-01', webhook: async (_url, init) => (bodies.push(init.body), { ok: true, status: 200, json: async () => ({ status: 'approved' }) }) });
    const { result } = await a.createWorkspace({ name: fixture.name, intents: fixture.intents, webhooks: fixture.webhooks, dialogNodes: fixture.dialog_nodes });
    const workspaceId = (result as { workspace_id: string }).workspace_id;
    const first = (await a.message({ workspaceId, input: { text: 'claim status please' }, context: { name: 'Ada' } })).result;
    expect([bodies, first.context.claim_lookup]).toEqual([['{"type":"retrieveClaim","userName":"Ada"}'], { status: 'approved' }]);
    const second = (await a.message({ workspaceId, input: { text: 'claim status please' }, context: first.context })).result;
    expect(second.output.text).toEqual(['Your claim is "approved".']);
  });

  it('leaves a callout an action cannot be made of, and what is not a workspace, alone', () => {
    const ws = {
      dialog_nodes: [
        { dialog_node: 'a', metadata: { callout: { name: 'main_webhook' } } },
        { dialog_node: 'b', metadata: { callout: 'x' } },
        { dialog_node: 'c', metadata: { callout: { name: 'main_webhook', type: 'carrier_pigeon', result_variable: 'r' } } },
        null,
      ],
    };
    expect(upgradeCallouts(ws)).toEqual({ workspace: ws, diagnostics: [] });
    expect(compileWorkspace(workspace(ws.dialog_nodes.slice(0, 3) as { dialog_node: string }[])).diagnostics).toEqual([]);
    expect(upgradeCallouts(null)).toEqual({ workspace: null, diagnostics: [] });
  });

  it('parameters that are no object are dropped with the warning saying so; the input is never changed (deep-frozen)', () => {
    const freeze = <T>(o: T): T => {
      if (o !== null && typeof o === 'object') {
        Object.freeze(o);
        for (const v of Object.values(o)) freeze(v);
      }
      return o;
    };
    const nodes = freeze([{ dialog_node: 'a', conditions: 'true', output: { text: 'x' }, metadata: { callout: { name: 'main_webhook', parameters: ['x'], result_variable: 'r' } } }]);
    const ws = freeze(workspace(nodes as unknown as { dialog_node: string }[]));
    const before = JSON.stringify(ws);
    const engine = compileWorkspace(ws);
    expect(engine.diagnostics.map((d) => d.message)).toEqual(['legacy `metadata.callout` read as the node\'s action {"name": "main_webhook", "type": "webhook"}; its `parameters`, not an object, dropped']);
    expect(engine.workspace.dialog_nodes[0].actions).toEqual([{ name: 'main_webhook', type: 'webhook', result_variable: 'r' }]);
    engine.messageWithEffects({ input: { text: 'hi' } }, options);
    expect(JSON.stringify(ws)).toBe(before);
  });

  it('the shared virtual-insurance-assistant export: its four callouts become actions', () => {
    const engine = compileWorkspace(loadWorkspace('virtual-insurance-assistant'), { version: '2020-04-01' });
    const read = 'legacy `metadata.callout` read as the node\'s action {"name": "main_webhook", "type": "webhook"}';
    expect(engine.diagnostics.map((d) => [d.path, d.message])).toEqual([11, 13, 53, 60].map((i) => [`.dialog_nodes[${i}].metadata.callout`, read]));
  });
});
