/**
 * Twenty-eighth adversarial round (hred27): an update that replaces or extends a long list. Each element of the update
 * was looked up in the list before it by a scan (its audit dates) and, with `append=true`, checked against every element
 * already there: appending 50,000 dialog nodes to a workspace holding 50,000 took 40 s of CPU, the event loop held.
 * Now each list is indexed by name once (`firstByName`, src/service/audit.ts).
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/index.js';
import { cpuClock, parleyRejectionOf } from './guard.js';

const N = 40_000;
/** The fixed code takes ~0.5 s here (load 8); the scans took 20 s and more. */
const BOUND_MS = 5_000;

const chain = (prefix: string, after?: string) =>
  Array.from({ length: N }, (_, i) => ({
    dialog_node: `${prefix}${i}`,
    conditions: 'true',
    ...(i > 0 ? { previous_sibling: `${prefix}${i - 1}` } : after ? { previous_sibling: after } : {}),
  }));

/** A call's ParleyError (also when it throws before returning its promise). */
const errorOf = (call: () => Promise<unknown>) => parleyRejectionOf(Promise.resolve().then(call));

describe('updates of long lists read each list once (hred27)', () => {
  it(`appends ${N} dialog nodes to ${N}, and replaces all ${2 * N}, within ${BOUND_MS} ms of CPU`, async () => {
    const a = new AssistantV1({ version: '2021-06-14' });
    const id = (await a.createWorkspace({ name: 'long', dialogNodes: chain('d') })).result.workspace_id as string;
    const elapsed = cpuClock();
    await a.updateWorkspace({ workspaceId: id, append: true, dialogNodes: chain('e', `d${N - 1}`) });
    await a.updateWorkspace({ workspaceId: id, dialogNodes: [...chain('d'), ...chain('e', `d${N - 1}`)] });
    expect(elapsed()).toBeLessThan(BOUND_MS);
    const nodes = (await a.getWorkspace({ workspaceId: id, _export: true })).result.dialog_nodes ?? [];
    expect([nodes.length, nodes[N]?.dialog_node, nodes[N]?.previous_sibling]).toEqual([2 * N, 'e0', `d${N - 1}`]);
  }, 120_000);

  it('a clash is still a 409 naming the element', async () => {
    const a = new AssistantV1({ version: '2021-06-14' });
    const id = (await a.createWorkspace({ name: 'long', dialogNodes: chain('d') })).result.workspace_id as string;
    const e = await errorOf(() => a.updateWorkspace({ workspaceId: id, append: true, dialogNodes: [{ dialog_node: `d${N - 1}` }] }));
    expect([e.status, e.message]).toEqual([409, `dialog_nodes element 'd${N - 1}' already exists; append=true cannot replace it`]);
  }, 120_000);

  it(`appends ${N} examples to an intent's ${N}, and ${N} values to an entity's ${N}, within ${BOUND_MS} ms of CPU`, async () => {
    const a = new AssistantV1({ version: '2021-06-14' });
    const examples = (from: number) => Array.from({ length: N }, (_, i) => ({ text: `example ${from + i}` }));
    const values = (from: number) => Array.from({ length: N }, (_, i) => ({ value: `value ${from + i}` }));
    const id = (
      await a.createWorkspace({ name: 'long', intents: [{ intent: 'many', examples: examples(0) }], entities: [{ entity: 'many', values: values(0) }] })
    ).result.workspace_id as string;
    const elapsed = cpuClock();
    await a.updateIntent({ workspaceId: id, intent: 'many', append: true, newExamples: examples(N) });
    await a.updateIntent({ workspaceId: id, intent: 'many', newExamples: [...examples(0), ...examples(N)] });
    await a.updateEntity({ workspaceId: id, entity: 'many', append: true, newValues: values(N) });
    expect(elapsed()).toBeLessThan(BOUND_MS);
    const clash = await errorOf(() => a.updateIntent({ workspaceId: id, intent: 'many', append: true, newExamples: [{ text: 'example 7' }] }));
    expect([clash.status, clash.message]).toEqual([409, "Example 'example 7' already exists in intent 'many'"]);
    const valueClash = await errorOf(() => a.updateEntity({ workspaceId: id, entity: 'many', append: true, newValues: [{ value: `value ${N}` }] }));
    expect([valueClash.status, valueClash.message]).toEqual([409, `Value 'value ${N}' already exists in entity 'many'`]);
  }, 120_000);
});
