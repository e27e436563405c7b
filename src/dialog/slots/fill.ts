/**
 * Filling slots from one input (dialog-runtime.md §2.2): every enabled slot's check-for condition is
 * tried in slot order; a mention that filled a slot fills no later slot (a later slot whose check-for reads it
 * stays empty and is prompted); a changed value runs the slot's Found (`filled`) handlers with
 * `event.previous_value` / `event.current_value`.
 */
import { evaluateExpression } from '../../expr/index.js';
import type { JsonValue, RuntimeEntity } from '../../model/index.js';
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import { mergeContext } from '../context.js';
import { applyNodeContext } from '../node-context.js';
import { handlersOf, isEnabled, slotValue, validSlots } from './model.js';
import { firstTrue, runHandler } from './handlers.js';
import type { FrameRun } from './state.js';

/** What filling decided: go on prompting, complete the frame now, or stop the turn (an error). */
export type FillOutcome = 'continue' | 'complete' | 'stop';

/** Tries every enabled slot's check-for against the input; runs Found handlers of changed slots. */
export function fillSlots(turn: Turn, run: FrameRun): FillOutcome {
  const allEntities = turn.env.entities;
  const offered: readonly RuntimeEntity[] = withoutNestedSystemMentions(allEntities);
  const used = new Set<RuntimeEntity>();
  const filled: string[] = [];
  try {
    for (const slot of validSlots(run.frame)) {
      if (run.skipped.has(slot.id) || !isEnabled(turn, slot)) continue;
      turn.env.entities = offered;
      turn.flags.slot_in_focus = slot === run.focus;
      const input = firstTrue(turn, handlersOf(slot, 'input'));
      if (!input) continue;
      // The check-for's value, read at most once: by the mentions it read and by the value it saves.
      let checked: { value: JsonValue } | undefined;
      const valueOf = (): JsonValue => (checked ??= { value: checkForValue(turn, input) }).value;
      const read = mentionsRead(input, valueOf, offered, used);
      if (read.some((m) => used.has(m))) continue;
      const previous = slotValue(turn, slot) ?? null;
      if (!saveValue(turn, slot, input, valueOf)) return 'stop';
      const current = slotValue(turn, slot) ?? null;
      for (const m of read) used.add(m);
      run.matchedAny = true;
      if (JSON.stringify(previous) === JSON.stringify(current)) continue;
      run.filledAny = true;
      filled.push(slot.variable ?? slot.id);
      turn.env.entities = allEntities;
      const outcome = runFound(turn, slot, previous, current);
      if (outcome !== 'continue') return outcome;
    }
    // Handlers read every mention (the withheld nested ones too), as Found handlers do, whichever slot came last.
    turn.env.entities = allEntities;
    return filled.length >= 2 ? runFilledMultiple(turn, run, filled) : 'continue';
  } finally {
    turn.env.entities = allEntities;
    turn.flags.slot_in_focus = false;
  }
}

/** The input handler's context saves the value; without one, the check-for expression's value is saved. */
function saveValue(turn: Turn, slot: DialogTreeNode, input: DialogTreeNode, valueOf: () => JsonValue): boolean {
  turn.visit(input);
  if (input.context && input.context.entries.length > 0) return applyNodeContext(turn, input);
  if (!input.condition || slot.variable === undefined) return true;
  turn.setContext(mergeContext(turn.context, [[slot.variable, valueOf()]]));
  return true;
}

/** The value of a check-for condition (null when it has none or it fails). */
function checkForValue(turn: Turn, input: DialogTreeNode): JsonValue {
  if (!input.condition) return null;
  const r = evaluateExpression(input.condition, turn.env);
  return r.ok ? r.value : null;
}

function runFound(turn: Turn, slot: DialogTreeNode, previous: JsonValue, current: JsonValue): FillOutcome {
  const event = { previous_value: previous, current_value: current };
  const rejected = runValidate(turn, slot, event);
  if (rejected !== undefined) return rejected;
  const handler = firstTrue(turn, handlersOf(slot, 'filled'), event);
  if (!handler) return 'continue';
  switch (runHandler(turn, handler, event)) {
    case 'stop':
      return 'stop';
    case 'skip_all_slots':
      return 'complete';
    case 'reprompt':
      if (slot.variable !== undefined) turn.setContext(mergeContext(turn.context, [[slot.variable, null]]));
      return 'continue';
    default:
      return 'continue';
  }
}

/**
 * [GAP] `validate`: a slot's validate handlers are tried before its Found handlers, with the same
 * `event`. A true one rejects the value: it runs (its output says why), the variable goes back to null,
 * the Found handlers do not run, and the slot is prompted again. (The spec allows no slot-specific
 * next step on validate handlers, so rejection is what a true condition means.)
 */
function runValidate(turn: Turn, slot: DialogTreeNode, event: { previous_value: JsonValue; current_value: JsonValue }): FillOutcome | undefined {
  const handler = firstTrue(turn, handlersOf(slot, 'validate'), event);
  if (!handler) return undefined;
  if (runHandler(turn, handler, event) === 'stop') return 'stop';
  if (slot.variable !== undefined) turn.setContext(mergeContext(turn.context, [[slot.variable, null]]));
  return 'continue';
}

/**
 * [GAP] `filled_multiple`: when one input fills two or more slots, the frame's first true
 * `filled_multiple` handler runs after their Found handlers (`event.filled_slots` lists the variables).
 */
function runFilledMultiple(turn: Turn, run: FrameRun, filled: string[]): FillOutcome {
  const event = { filled_slots: filled };
  const handler = firstTrue(turn, handlersOf(run.frame, 'filled_multiple'), event);
  if (!handler) return 'continue';
  const behavior = runHandler(turn, handler, event);
  return behavior === 'stop' ? 'stop' : behavior === 'skip_all_slots' ? 'complete' : 'continue';
}

/**
 * The mentions a true check-for reads, one per entity it names: the mention whose value is the condition's value
 * (`@city` is the first mention's value; `entities['city'][1]` is the second mention), else the first mention of
 * that entity not yet used by an earlier slot of this input, else (all used) its first mention.
 */
function mentionsRead(input: DialogTreeNode, valueOf: () => JsonValue, entities: readonly RuntimeEntity[], used: ReadonlySet<RuntimeEntity>): RuntimeEntity[] {
  const names = input.checkForEntities;
  if (names.length === 0 || !input.condition) return [];
  const value = valueOf();
  const read: RuntimeEntity[] = [];
  for (const name of names) {
    const mentions = entities.filter((e) => e.entity === name);
    const same = mentions.find((e) => readsMention(value, e));
    // A check-for whose value names no mention (`@city != ''` is true) read one all the same: when every mention of
    // the entity is used, the one it read is used too.
    const chosen = same ?? mentions.find((e) => !used.has(e)) ?? mentions[0];
    if (chosen) read.push(chosen);
  }
  return read;
}

/** True when a condition's value is this mention (as an object) or its value. */
function readsMention(value: JsonValue, mention: RuntimeEntity): boolean {
  if (value === null || typeof value === 'boolean') return false;
  if (typeof value === 'object') {
    if (Array.isArray(value)) return false;
    const loc = value.location;
    return value.entity === mention.entity && Array.isArray(loc) && loc[0] === mention.location[0] && loc[1] === mention.location[1];
  }
  return String(value) === mention.value;
}

/**
 * Slot filling only: of two system entities over overlapping text, the one with the larger span is used
 * ("May 2" fills a date slot, not a number slot with 2; dialog-runtime.md §2.2).
 */
function withoutNestedSystemMentions(entities: readonly RuntimeEntity[]): readonly RuntimeEntity[] {
  const system = entities.filter((e) => e.entity.startsWith('sys-') && Array.isArray(e.location));
  if (system.length < 2) return entities;
  const span = (e: RuntimeEntity) => e.location[1] - e.location[0];
  const hidden = new Set<RuntimeEntity>();
  for (const e of system) {
    for (const other of system) {
      if (other === e || span(other) <= span(e)) continue;
      if (e.location[0] < other.location[1] && other.location[0] < e.location[1]) hidden.add(e);
    }
  }
  return hidden.size === 0 ? entities : entities.filter((e) => !hidden.has(e));
}
