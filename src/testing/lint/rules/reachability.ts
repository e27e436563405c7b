/** Nodes the dialog can never reach, and jumps that cannot land. */
import type { NormalizedDialogNode } from '../../../model/index.js';
import type { LintContext, LintFinding, LintRule } from '../types.js';

/** A condition that is always true. */
export const CATCH_ALL = /^\s*(anything_else|true)\s*$/;
const NEVER = /^\s*false\s*$/;
const JUMPABLE = new Set(['standard', 'frame', 'folder']);

/** Root-level siblings after an `anything_else`/`true` node are never tried, unless something jumps to them. */
export const unreachableAfterCatchAll: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  const visit = (parent: string | undefined) => {
    let catchAll: NormalizedDialogNode | undefined;
    for (const n of ctx.children.get(parent) ?? []) {
      if (!JUMPABLE.has(n.type)) continue;
      // A `false` node is conditionNeverTrue's finding (at its condition): one finding a node, not two.
      const neverTrue = n.conditions !== undefined && NEVER.test(n.conditions);
      if (catchAll && !neverTrue && !ctx.jumpTargets.has(n.dialog_node) && !reachableInside(ctx, n)) {
        findings.push({
          code: 'unreachable-node',
          severity: 'warning',
          message: `Node ${label(n)} comes after ${label(catchAll)}, whose condition is always true; nothing jumps to it`,
          path: ctx.nodePath(n.dialog_node),
        });
      }
      if (!catchAll && n.conditions !== undefined && CATCH_ALL.test(n.conditions) && n.type !== 'folder') catchAll = n;
      if (n.type === 'folder') visit(n.dialog_node);
    }
  };
  visit(undefined);
  return findings;
};

function reachableInside(ctx: LintContext, node: NormalizedDialogNode): boolean {
  return (ctx.children.get(node.dialog_node) ?? []).some((c) => ctx.jumpTargets.has(c.dialog_node) || reachableInside(ctx, c));
}

/** A node whose condition is `false` only runs when a jump to its body reaches it. */
export const conditionNeverTrue: LintRule = (ctx) =>
  ctx.nodes
    .filter((n) => n.conditions !== undefined && NEVER.test(n.conditions) && JUMPABLE.has(n.type) && !ctx.jumpTargets.has(n.dialog_node))
    .map((n) => ({
      code: 'unreachable-node',
      severity: 'warning' as const,
      message: `Node ${label(n)} has condition false and nothing jumps to it`,
      path: ctx.nodePath(n.dialog_node, 'conditions'),
    }));

/** Jumps to a node type that cannot be a target, or a condition-selector jump to a `false` node with no later siblings. */
export const jumpTargets: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  for (const n of ctx.nodes) {
    const step = n.next_step;
    if (step?.behavior !== 'jump_to' || !step.dialog_node) continue;
    const target = ctx.byId.get(step.dialog_node);
    const path = ctx.nodePath(n.dialog_node, 'next_step.dialog_node');
    if (!target) {
      findings.push({ code: 'jump-target-missing', severity: 'error', message: `Node ${label(n)} jumps to ${step.dialog_node}, which does not exist`, path });
      continue;
    }
    if (!JUMPABLE.has(target.type)) {
      findings.push({ code: 'jump-target-type', severity: 'error', message: `Node ${label(n)} jumps to ${label(target)}, a ${target.type} node`, path });
      continue;
    }
    const selector = step.selector ?? 'condition';
    if (selector === 'condition' && target.conditions !== undefined && NEVER.test(target.conditions)) {
      const siblings = ctx.children.get(target.parent) ?? [];
      const after = siblings.slice(siblings.indexOf(target) + 1).filter((s) => JUMPABLE.has(s.type));
      if (after.length === 0) {
        findings.push({
          code: 'jump-cannot-match',
          severity: 'warning',
          message: `Node ${label(n)} jumps to the condition of ${label(target)}, which is false, and no sibling follows it`,
          path,
        });
      }
    }
  }
  return findings;
};

export function label(n: NormalizedDialogNode): string {
  return n.title && n.title !== n.dialog_node ? `'${n.title}' (${n.dialog_node})` : `'${n.dialog_node}'`;
}
