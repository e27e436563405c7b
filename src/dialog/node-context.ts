/**
 * Applying a node's context block (dialog-runtime.md §1.5, §4.3) and the side effects expressions
 * requested (`context.clear()`, `clearDialogStack()`, `output.clear()`).
 */
import type { JsonValue } from '../model/index.js';
import { BUDGET, chargeTurn, evaluateValue } from '../expr/index.js';
import type { DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';
import { clearContext, cloneJson, mergeContext, mergeCopySize } from './context.js';
import { contextError } from './log-messages.js';

/**
 * Evaluates the values in the order written, each against the context with the values before it already set
 * (bank-simple's date slot reads `$app_date` set two keys earlier: issue 21 round 4, docs/behaviour/dialog.md),
 * then merges. On an evaluation error nothing of the block is applied, the error is logged (level `err`,
 * `output.error`) and the turn stops, as the service does. Returns false then.
 */
export function applyNodeContext(turn: Turn, node: DialogTreeNode): boolean {
  const block = node.context;
  if (!block || block.entries.length === 0) return true;
  const before = turn.context;
  let pending: [string, JsonValue][] = [];
  // Values wait in `pending` until an expression needs to see them: a block of constants is merged once.
  const flush = (): string | undefined => {
    if (pending.length === 0) return undefined;
    // The merge copies the context (copy-on-write); a large context through a jump chain is charged like evaluations.
    const refused = chargeTurn(turn.env.budget, mergeCopySize(turn.context, pending) * BUDGET.contextKeyCopy);
    if (refused) return refused;
    turn.setContext(mergeContext(turn.context, pending));
    pending = [];
    return undefined;
  };
  const fail = (error: string): false => {
    turn.setContext(before);
    turn.addLog('err', contextError(node.id, block.source, error), node);
    return false;
  };
  for (const { key, value, isStatic } of block.entries) {
    if (isStatic) {
      pending.push([key, cloneJson(value)]);
      continue;
    }
    const refused = flush();
    if (refused) return fail(refused);
    const r = evaluateValue(value, turn.env);
    if (r.errors.length > 0) return fail(r.errors[0]);
    pending.push([key, r.value]);
  }
  const refused = flush();
  if (refused) return fail(refused);
  applyEffects(turn);
  return true;
}

/** Applies and resets the effects collected by the evaluations so far. */
export function applyEffects(turn: Turn): void {
  const effects = turn.env.effects;
  if (effects.clearContext) {
    effects.clearContext = false;
    turn.setContext(clearContext(turn.context));
  }
  if (effects.removedContextKeys && effects.removedContextKeys.length > 0) {
    const removed = new Set(effects.removedContextKeys);
    effects.removedContextKeys = [];
    // `context.remove('x')` deletes the variable; the service's own `system` state is never removed this way.
    const kept = Object.fromEntries(Object.entries(turn.context).filter(([k]) => k === 'system' || !removed.has(k)));
    turn.setContext(kept as typeof turn.context);
  }
  if (effects.clearDialogStack) {
    effects.clearDialogStack = false;
    turn.clearStackRequested = true;
    turn.suspended.length = 0;
  }
  if (effects.clearOutput) {
    effects.clearOutput = false;
    turn.clearOutputBefore(turn.nodeOutputStart);
  }
}
