/**
 * Intent guards: most root conditions are `#name` or `#name && ...`. Such a condition is false (with no
 * error and no effect: `&&` short-circuits) unless `name` is the top intent, so selection can skip it with
 * one string comparison instead of an evaluation. With 2,000 intent-led root nodes this turns a scan of
 * evaluations into a scan of comparisons (the guard never decides a node true: the condition still runs).
 */
import type { Expr } from '../expr/index.js';

/** Nested `Group`/`&&` levels followed before giving up (conditions are bounded, this keeps it so). */
const MAX_GUARD_DEPTH = 32;

/** The intent a condition requires as its leftmost `&&` operand, or undefined when it has none. */
export function intentGuard(ast: Expr | undefined): string | undefined {
  let node = ast;
  for (let depth = 0; node !== undefined && depth < MAX_GUARD_DEPTH; depth++) {
    if (node.type === 'Intent') return node.name;
    if (node.type === 'Group') node = node.expression;
    else if (node.type === 'Logical' && node.op === '&&') node = node.left;
    else return undefined;
  }
  return undefined;
}
