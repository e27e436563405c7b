/**
 * Issue 21, "the same class elsewhere": every shared export compiles without an error, and `engine.diagnostics` lists
 * what was read in an older shape (the early-2018 generic rewrites, legacy `go_to`, the 2020 `metadata.callout`) and
 * nothing else.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { legacyReads } from '../../src/model/legacy-reads.js';
import { loadWorkspace, workspace } from '../dialog/helpers.js';

const names = readdirSync(new URL('../fixtures/workspaces/', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

describe('the 26 shared exports (2016–2021)', () => {
  it('compile with no diagnostic but one legacy_shape warning per legacy go_to (the 2016 exports) and per metadata.callout (2020)', () => {
    expect(names).toHaveLength(26);
    const found: Record<string, number> = {};
    for (const name of names) {
      const ws = loadWorkspace(name) as { dialog_nodes: Record<string, unknown>[] };
      const { diagnostics } = compileWorkspace(ws);
      const callout = (n: Record<string, unknown>) => (n.metadata as { callout?: unknown } | undefined)?.callout;
      const legacy = [
        ...ws.dialog_nodes.flatMap((n, i) => (callout(n) ? [`.dialog_nodes[${i}].metadata.callout`] : [])),
        ...ws.dialog_nodes.flatMap((n, i) => (n.go_to ? [`.dialog_nodes[${i}].go_to`] : [])),
      ];
      expect(diagnostics.map((d) => [d.level, d.code, d.path])).toEqual(legacy.map((p) => ['warning', 'legacy_shape', p]));
      if (legacy.length > 0) found[name] = legacy.length;
    }
    expect(found).toEqual({ 'car-dashboard-2016': 25, 'car-dashboard-2016-11': 20, 'food-coach': 26, 'text-bot-weather': 43, 'tjbot-sports-buddy': 8, 'virtual-insurance-assistant': 4 });
  });
});

describe('legacy go_to', () => {
  it('is reported as read, with its selector (condition when null), and as ignored beside a next_step', () => {
    const nodes = [
      { dialog_node: 'a', conditions: '#a', go_to: { return: null, selector: null, dialog_node: 'b' } },
      { dialog_node: 'b', conditions: 'true', go_to: { return: null, selector: 'body', dialog_node: 'c' }, next_step: { behavior: 'jump_to', selector: 'condition', dialog_node: 'a' } },
      { dialog_node: 'c', conditions: 'true', go_to: { selector: 'user_input', dialog_node: 'a' } },
      { dialog_node: 'd', conditions: 'true', go_to: null },
    ];
    expect(compileWorkspace(workspace(nodes)).diagnostics).toEqual([
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[0].go_to', message: 'legacy `go_to` read as `next_step` {"behavior": "jump_to", "selector": "condition"}' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[1].go_to', message: 'legacy `go_to` ignored: the node has a `next_step`' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[2].go_to', message: 'legacy `go_to` read as `next_step` {"behavior": "jump_to", "selector": "user_input"}' },
    ]);
    const engine = compileWorkspace(workspace(nodes));
    expect(engine.workspace.dialog_nodes.map((n) => n.next_step)).toEqual([
      { behavior: 'jump_to', selector: 'condition', dialog_node: 'b' },
      { behavior: 'jump_to', selector: 'condition', dialog_node: 'a' },
      { behavior: 'jump_to', selector: 'user_input', dialog_node: 'a' },
      undefined,
    ]);
  });

  it('reads nothing from what is not a workspace', () => {
    expect(legacyReads(null)).toEqual([]);
    expect(legacyReads({ dialog_nodes: 'x' })).toEqual([]);
    expect(legacyReads({ dialog_nodes: [null, 1, { go_to: { dialog_node: 3 } }] })).toEqual([]);
  });
});
