/**
 * What a frame's definition says about its slots: enabled, required (has a prompt), filled (its
 * context variable is not null), and the handlers of each event (dialog-runtime.md §2.1).
 */
import type { DialogNodeEventName, JsonObject } from '../../model/index.js';
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import { saysAnything } from '../compiled-parts.js';

/** The enabled event handlers of one event, in sibling order. */
export function handlersOf(node: DialogTreeNode, event: DialogNodeEventName): DialogTreeNode[] {
  return node.handlers.filter((h) => h.eventName === event && !h.disabled);
}

/** Slots that can gather a value: a variable and an input handler. */
export function validSlots(frame: DialogTreeNode): DialogTreeNode[] {
  return frame.slots.filter((s) => !s.disabled && s.variable !== undefined && handlersOf(s, 'input').length > 0);
}

/** A slot with a prompt is required; one without (optional slot) never blocks completion. */
export function isRequired(slot: DialogTreeNode): boolean {
  return handlersOf(slot, 'focus').some((h) => hasOutput(h));
}

/** True when the node would say something. */
export function hasOutput(node: DialogTreeNode): boolean {
  return saysAnything(node.output);
}

/** The slot's "Enable condition" (absent: enabled). */
export function isEnabled(turn: Turn, slot: DialogTreeNode): boolean {
  return slot.condition === undefined || turn.test(slot);
}

/** The slot's context variable. */
export function slotValue(turn: Turn, slot: DialogTreeNode): JsonObject[string] | undefined {
  return slot.variable === undefined ? undefined : (turn.context as JsonObject)[slot.variable];
}

/** A slot counts as filled while its variable is neither null nor absent. */
export function isFilled(turn: Turn, slot: DialogTreeNode): boolean {
  const v = slotValue(turn, slot);
  return v !== null && v !== undefined;
}

/** How many response variations a node's text has (at least 1). */
export function variationCount(node: DialogTreeNode): number {
  const out = node.output;
  const generic = out?.generic?.find((g) => g.variations !== undefined);
  const n = generic?.variations?.values.length ?? out?.text?.values.length ?? 0;
  return Math.max(1, n);
}
