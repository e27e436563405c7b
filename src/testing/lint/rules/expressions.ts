/** Conditions that do not parse: the service accepts them, and they fail at run time. */
import { parseExpression } from '../../../expr/index.js';
import type { LintRule } from '../types.js';
import { label } from './reachability.js';

export const conditionsParse: LintRule = (ctx) =>
  ctx.nodes.flatMap((n) => {
    if (n.conditions === undefined) return [];
    const parsed = parseExpression(n.conditions);
    return parsed.error
      ? [{ code: 'condition-syntax', severity: 'error' as const, message: `Condition of ${label(n)} does not parse: ${parsed.error}`, path: ctx.nodePath(n.dialog_node, 'conditions') }]
      : [];
  });
