/**
 * Running a slot event handler (input, filled, nomatch, generic, focus): it is processed like a node
 * (listed, context, output, actions) and tells the frame what to do next through its `next_step`.
 */
import type { JsonObject, NextStepBehavior } from '../../model/index.js';
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import { applyEffects, applyNodeContext } from '../node-context.js';
import { emitOutput } from '../output.js';
import { collectActions } from '../actions.js';

/** The first handler whose condition holds (absent condition: true), evaluated with `event` when given. */
export function firstTrue(turn: Turn, handlers: readonly DialogTreeNode[], event?: JsonObject): DialogTreeNode | undefined {
  const saved = turn.env.event;
  if (event) turn.env.event = event;
  try {
    return handlers.find((h) => turn.test(h));
  } finally {
    turn.env.event = saved;
  }
}

/** Processes a handler; returns its next-step behavior, or `stop` when its context failed (the turn ends). */
export function runHandler(turn: Turn, handler: DialogTreeNode, event?: JsonObject): NextStepBehavior | 'stop' | undefined {
  const saved = turn.env.event;
  if (event) turn.env.event = event;
  try {
    turn.visit(handler);
    if (!applyNodeContext(turn, handler)) return 'stop';
    emitOutput(turn, handler);
    collectActions(turn, handler);
    applyEffects(turn);
    return handler.nextStep?.behavior;
  } finally {
    turn.env.event = saved;
  }
}
