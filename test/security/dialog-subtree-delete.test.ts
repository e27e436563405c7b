/**
 * Twenty-first adversarial round (hred20): deleting a dialog node finds its subtree. Both deletions (the
 * dialog_nodes route and delete_user_data's removal of a labelled node) grew the subtree by passes over every node,
 * one level a pass when the children come before their parents in the list: quadratic. A 20,000-node chain (0.8 MB,
 * well under the 10 MiB body bound) took 10.7 s of CPU to delete from its root, and 100,000 would take minutes, the
 * event loop held. The subtree is now read from a parent → children index, once.
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1, type DialogNode } from '../../src/index.js';
import { cpuClock } from './guard.js';

const N = 20_000;
const CUSTOMER = { 'X-Watson-Metadata': 'customer_id=hred20' };

/** A chain n0 ← n1 ← … listed leaf first (each node before its parent), with one sibling of n0 that stays. */
function reversedChain(): DialogNode[] {
  const nodes: DialogNode[] = [];
  for (let i = N - 1; i > 0; i--) nodes.push({ dialog_node: `n${i}`, parent: `n${i - 1}`, conditions: 'true' });
  nodes.push({ dialog_node: 'n0', conditions: 'true' }, { dialog_node: 'kept', previous_sibling: 'n0', conditions: 'true' });
  return nodes;
}

async function workspaceWithChain(assistant: AssistantV1): Promise<string> {
  const created = await assistant.createWorkspace({ name: 'deep', language: 'en', dialogNodes: reversedChain() });
  return created.result.workspace_id!;
}

describe('deleting a deep dialog subtree (hred20)', () => {
  it('the dialog_nodes route deletes a 20,000-node chain from its root in linear time', async () => {
    const assistant = new AssistantV1({ version: '2021-06-14' });
    const workspaceId = await workspaceWithChain(assistant);
    const elapsed = cpuClock();
    await assistant.deleteDialogNode({ workspaceId, dialogNode: 'n0' });
    expect(elapsed()).toBeLessThan(2_000);
    const left = await assistant.listDialogNodes({ workspaceId });
    expect(left.result.dialog_nodes.map((n) => n.dialog_node)).toEqual(['kept']);
  }, 60_000);

  it('delete_user_data removes a labelled root with its 20,000-node chain in linear time', async () => {
    const assistant = new AssistantV1({ version: '2021-06-14' });
    const workspaceId = await workspaceWithChain(assistant);
    await assistant.updateDialogNode({ workspaceId, dialogNode: 'n0', newOutput: { text: 'labelled' }, headers: CUSTOMER });
    const elapsed = cpuClock();
    await assistant.deleteUserData({ customerId: 'hred20' });
    expect(elapsed()).toBeLessThan(2_000);
    const left = await assistant.listDialogNodes({ workspaceId });
    expect(left.result.dialog_nodes.map((n) => n.dialog_node)).toEqual(['kept']);
  }, 60_000);
});
