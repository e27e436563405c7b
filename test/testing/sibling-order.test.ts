/** The dialog tree as the lint rules and the coverage page read it (src/testing/sibling-order.ts). */
import { describe, expect, it } from 'vitest';
import type { NormalizedDialogNode } from '../../src/model/index.js';
import { nodesByParent, siblingOrder } from '../../src/testing/sibling-order.js';
import { CoverageCollector, coverageHtml } from '../../src/testing/index.js';
import { normalizeWorkspace } from '../../src/index.js';

const node = (dialog_node: string, previous_sibling?: string, parent?: string) =>
  ({ dialog_node, type: 'standard', ...(previous_sibling ? { previous_sibling } : {}), ...(parent ? { parent } : {}) }) as NormalizedDialogNode;
const ids = (list: readonly NormalizedDialogNode[]) => list.map((n) => n.dialog_node);

describe('nodesByParent', () => {
  it('groups the nodes by parent id, the root level under undefined, each group in export order', () => {
    const groups = nodesByParent([node('b', 'a'), node('x', undefined, 'a'), node('a'), node('y', 'x', 'a')]);
    expect([...groups.keys()]).toEqual([undefined, 'a']);
    expect(ids(groups.get(undefined)!)).toEqual(['b', 'a']);
    expect(ids(groups.get('a')!)).toEqual(['x', 'y']);
  });
});

describe('siblingOrder', () => {
  it('follows previous_sibling from the node that has none', () => {
    expect(ids(siblingOrder([node('c', 'b'), node('a'), node('b', 'a')]))).toEqual(['a', 'b', 'c']);
  });

  it('of two nodes naming the same previous sibling keeps the first in the chain; the rest come last in export order', () => {
    expect(ids(siblingOrder([node('a'), node('b', 'a'), node('c', 'a'), node('d', 'gone')]))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(siblingOrder([node('a'), node('c', 'a'), node('b', 'a')]))).toEqual(['a', 'c', 'b']);
  });

  it('stops at a loop and never repeats a node', () => {
    expect(ids(siblingOrder([node('a', 'b'), node('b', 'a')]))).toEqual(['a', 'b']);
    expect(ids(siblingOrder([node('a'), node('b', 'c'), node('c', 'b')]))).toEqual(['a', 'b', 'c']);
  });

  it('is the order of the coverage page', () => {
    const workspace = normalizeWorkspace({
      name: 'w',
      language: 'en',
      dialog_nodes: [
        { dialog_node: 'third', previous_sibling: 'second' },
        { dialog_node: 'first' },
        { dialog_node: 'second', previous_sibling: 'first' },
      ],
    });
    const html = coverageHtml(new CoverageCollector(workspace));
    const shown = [...html.matchAll(/<b>(\w+)<\/b>/g)].map((m) => m[1]);
    expect(shown).toEqual(['first', 'second', 'third']);
  });
});
