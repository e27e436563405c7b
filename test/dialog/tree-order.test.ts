/**
 * The tree's sibling order and parent-cycle cut (tree.ts) against a plain statement of the rules with a Set and Maps
 * per list, as they were written before the walks moved to typed arrays by node index (issue 22, compile speed).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { NormalizedDialogNode } from '../../src/model/index.js';
import { compileTree } from '../../src/dialog/tree.js';

interface Plain {
  id: string;
  parent: Plain | undefined;
  raw: NormalizedDialogNode;
}

/** Children lists (root under '') in the order of the plain statement. */
function plainOrder(nodes: readonly NormalizedDialogNode[]): Map<string, string[]> {
  const byId = new Map<string, Plain>();
  for (const raw of nodes) if (!byId.has(raw.dialog_node)) byId.set(raw.dialog_node, { id: raw.dialog_node, parent: undefined, raw });
  for (const node of byId.values()) {
    const parentId = node.raw.parent;
    node.parent = parentId !== undefined && parentId !== node.id ? byId.get(parentId) : undefined;
  }
  const walkOf = new Map<Plain, number>();
  let walk = 0;
  for (const start of byId.values()) {
    if (walkOf.has(start)) continue;
    walk++;
    let node: Plain | undefined = start;
    while (node && !walkOf.has(node)) {
      walkOf.set(node, walk);
      node = node.parent;
    }
    if (node && walkOf.get(node) === walk) node.parent = undefined;
  }
  const childrenOf = new Map<Plain | undefined, Plain[]>();
  for (const node of byId.values()) {
    const list = childrenOf.get(node.parent) ?? [];
    list.push(node);
    childrenOf.set(node.parent, list);
  }
  const out = new Map<string, string[]>();
  for (const [parent, list] of childrenOf) {
    const ids = new Set(list.map((n) => n.id));
    const next = new Map<string | undefined, Plain>();
    for (const n of list) {
      const prev = n.raw.previous_sibling !== undefined && ids.has(n.raw.previous_sibling) ? n.raw.previous_sibling : undefined;
      if (!next.has(prev)) next.set(prev, n);
    }
    const ordered: Plain[] = [];
    const seen = new Set<Plain>();
    for (let cur = next.get(undefined); cur && !seen.has(cur); cur = next.get(cur.id)) {
      seen.add(cur);
      ordered.push(cur);
    }
    for (const n of list) if (!seen.has(n)) ordered.push(n);
    out.set(parent?.id ?? '', list.length < 2 ? list.map((n) => n.id) : ordered.map((n) => n.id));
  }
  return out;
}

/** Node lists over a few ids: repeated ids, missing, self and cross-parent references, parent and sibling loops. */
const nodeLists = fc.array(
  fc.record({
    id: fc.integer({ min: 0, max: 9 }),
    parent: fc.option(fc.integer({ min: 0, max: 11 }), { nil: undefined }),
    previous: fc.option(fc.integer({ min: 0, max: 11 }), { nil: undefined }),
  }),
  { maxLength: 14 },
);

function toNodes(list: { id: number; parent?: number; previous?: number }[]): NormalizedDialogNode[] {
  return list.map(({ id, parent, previous }) => {
    const node: Record<string, unknown> = { dialog_node: `n${id}`, type: 'standard', conditions: 'true' };
    if (parent !== undefined) node.parent = `n${parent}`;
    if (previous !== undefined) node.previous_sibling = `n${previous}`;
    return node as unknown as NormalizedDialogNode;
  });
}

describe('dialog tree order', () => {
  it('orders every sibling list and cuts parent loops as the plain statement does', () => {
    fc.assert(
      fc.property(nodeLists, (list) => {
        const nodes = toNodes(list);
        const tree = compileTree(nodes, [], undefined, () => ({}));
        const expected = plainOrder(nodes);
        expect(tree.root.map((e) => e.node.id)).toEqual(expected.get('') ?? []);
        for (const node of tree.nodes.values()) expect(node.children.map((c) => c.id)).toEqual(expected.get(node.id) ?? []);
      }),
      { numRuns: 2000, seed: 22 },
    );
  });

  it('keeps a chain that loops back and the nodes it does not reach in export order after it', () => {
    const nodes = toNodes([
      { id: 1, previous: 3 },
      { id: 2, previous: 1 },
      { id: 3, previous: 2 },
      { id: 4 },
      { id: 5, previous: 4 },
      { id: 6, previous: 6 },
    ]);
    const tree = compileTree(nodes, [], undefined, () => ({}));
    expect(tree.root.map((e) => e.node.id)).toEqual(['n4', 'n5', 'n1', 'n2', 'n3', 'n6']);
  });
});
