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
 * Evaluates every value against the context as it was before the block (the service gives no order
 * within a block), then merges. On an evaluation error the block is not applied, the error is logged
 * (level `err`, `output.error`) and the turn stops, as the service does. Returns false then.
 */
export function applyNodeContext(turn: Turn, node: DialogTreeNode): boolean {
  const block = node.context;
  if (!block || block.entries.length === 0) return true;
  const values: [string, JsonValue][] = [];
  for (const { key, value, isStatic } of block.entries) {
    if (isStatic) {
      values.push([key, cloneJson(value)]);
      continue;
    }
    const r = evaluateValue(value, turn.env);
    if (r.errors.length > 0) {
      turn.addLog('err', contextError(node.id, block.source, r.errors[0]), node);
      return false;
    }
    values.push([key, r.value]);
  }
  // The merge copies the context (copy-on-write); a large context through a jump chain is charged like evaluations.
  const refused = chargeTurn(turn.env.budget, mergeCopySize(turn.context, values) * BUDGET.contextKeyCopy);
  if (refused) {
    turn.addLog('err', contextError(node.id, block.source, refused), node);
    return false;
  }
  turn.setContext(mergeContext(turn.context, values));
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
