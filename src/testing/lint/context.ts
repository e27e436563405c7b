import type { NormalizedDialogNode, NormalizedWorkspace } from '../../model/index.js';
import type { LintContext } from './types.js';
import { nodesByParent, siblingOrder } from '../sibling-order.js';

export function createLintContext(workspace: NormalizedWorkspace): LintContext {
  const nodes = workspace.dialog_nodes;
  const byId = new Map(nodes.map((n) => [n.dialog_node, n]));
  const indexOf = new Map(nodes.map((n, i) => [n.dialog_node, i]));
  const children = new Map<string | undefined, NormalizedDialogNode[]>();
  for (const [parent, list] of nodesByParent(nodes)) children.set(parent, siblingOrder(list));
  const jumpTargets = new Set<string>();
  for (const n of nodes) if (n.next_step?.behavior === 'jump_to' && n.next_step.dialog_node) jumpTargets.add(n.next_step.dialog_node);
  return {
    workspace,
    nodes,
    byId,
    indexOf,
    children,
    jumpTargets,
    nodePath: (id, field) => `.dialog_nodes[${indexOf.get(id) ?? -1}]${field ? `.${field}` : ''}`,
  };
}
