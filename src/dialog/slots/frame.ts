/**
 * Frames (nodes with slots, dialog-runtime.md §2.2): entry, one input while a slot is in focus
 * (handlers, filling, digression, Not found, `anything_else`, in the service's order), prompting the next
 * empty required slot, and completion with the node-level response.
 */
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import { respond, route, type Next } from '../routing.js';
import { applyEffects, applyNodeContext } from '../node-context.js';
import { emitOutput } from '../output.js';
import { firstMatch } from '../first-match.js';
import { behaviour } from '../../model/versions.js';
import { handlersOf, hasOutput, isEnabled, isFilled, isRequired, validSlots, variationCount } from './model.js';
import { firstTrue, runHandler } from './handlers.js';
import { fillSlots } from './fill.js';
import { inProgressEntry, type FrameRun } from './state.js';

/** A frame gathers information only when it has at least one enabled slot with a variable and an input handler. */
export function frameHasValidSlots(node: DialogTreeNode): boolean {
  return validSlots(node).length > 0;
}

/**
 * The frame's condition matched (or a jump reached it): slot filling from this input. The frame's own context is
 * part of its node-level response and waits for completion (issue 21 round 4, docs/behaviour/dialog.md).
 */
export function enterFrame(turn: Turn, frame: DialogTreeNode): Next {
  turn.visit(frame);
  forgetPromptRotation(turn, frame);
  return runFrame(turn, { frame, entering: true, skipped: new Set(), filledAny: false, matchedAny: false, nomatchCount: 0 });
}

/** One input for a frame, in the order of §2.2. */
export function runFrame(turn: Turn, run: FrameRun): Next {
  turn.flags.all_slots_filled = requiredSlots(turn, run).every((s) => isFilled(turn, s));
  turn.flags.has_skipped_slots = run.skipped.size > 0;
  if (!run.entering) {
    const handler = firstTrue(turn, [...handlersOf(run.frame, 'generic'), ...(run.focus ? handlersOf(run.focus, 'generic') : [])]);
    if (handler) {
      const behavior = runHandler(turn, handler);
      if (behavior === 'stop') return { kind: 'end' };
      if (behavior === 'skip_all_slots') return completeFrame(turn, run, true);
      if (behavior === 'skip_slot' && run.focus) run.skipped.add(run.focus.id);
      return promptOrComplete(turn, run);
    }
  }
  const filled = fillSlots(turn, run);
  if (filled === 'stop') return { kind: 'end' };
  if (filled === 'complete') return completeFrame(turn, run, true);
  if (!run.entering && !run.matchedAny) {
    const away = digressionTarget(turn, run, behaviour('anythingElseAfterNomatch', turn.version));
    if (away) return digress(turn, run, away);
    turn.flags.slot_in_focus = true;
    const nomatch = run.focus ? firstTrue(turn, handlersOf(run.focus, 'nomatch')) : undefined;
    const depleted = nomatch && run.focus ? depletedHandler(turn, run, run.focus, nomatch) : undefined;
    turn.flags.slot_in_focus = false;
    if (nomatch) {
      run.nomatchCount = depleted ? 0 : run.nomatchCount + 1;
      switch (runHandler(turn, depleted ?? nomatch)) {
        case 'stop':
          return { kind: 'end' };
        case 'skip_all_slots':
          return completeFrame(turn, run, true);
        case 'skip_slot':
          run.skipped.add(run.focus!.id);
          return promptOrComplete(turn, run);
        case 'reprompt':
          return promptOrComplete(turn, run);
        default:
          // A depleted handler may settle the slot itself (its context sets the variable): move on.
          if (depleted && isFilled(turn, run.focus!)) return promptOrComplete(turn, run);
          return { kind: 'wait', stack: [inProgressEntry(run.focus!, run.skipped, countKept(run, run.focus!))] };
      }
    }
    const fallback = behaviour('anythingElseAfterNomatch', turn.version) ? finalAnythingElse(turn, run) : undefined;
    if (fallback) return digress(turn, run, fallback);
  }
  return promptOrComplete(turn, run);
}

/** Shows the prompt of the first empty required slot, or completes the frame when there is none. */
export function promptOrComplete(turn: Turn, run: FrameRun): Next {
  const next = requiredSlots(turn, run).find((s) => !isFilled(turn, s));
  turn.flags.all_slots_filled = next === undefined;
  turn.flags.has_skipped_slots = run.skipped.size > 0;
  if (!next) return completeFrame(turn, run);
  const everything = run.entering && !run.filledAny ? handlersOf(run.frame, 'focus').find((h) => hasOutput(h) && turn.test(h)) : undefined;
  turn.flags.slot_in_focus = true;
  const back = run.returning ? firstTrue(turn, handlersOf(next, 'digression_return_prompt').filter(hasOutput)) : undefined;
  const prompt = everything ?? back ?? firstTrue(turn, handlersOf(next, 'focus'));
  turn.flags.slot_in_focus = false;
  if (prompt) {
    if (back) turn.visit(back);
    emitOutput(turn, prompt);
    applyEffects(turn);
  }
  return { kind: 'wait', stack: [inProgressEntry(next, run.skipped, next === run.focus ? countKept(run, next) : 0)] };
}

/**
 * [GAP] `nomatch_responses_depleted`: once a slot's Not-found handler has answered as many consecutive
 * times as it has response variations, the slot's depleted handler (first true one) answers instead.
 */
function depletedHandler(turn: Turn, run: FrameRun, slot: DialogTreeNode, nomatch: DialogTreeNode): DialogTreeNode | undefined {
  const handlers = handlersOf(slot, 'nomatch_responses_depleted');
  if (handlers.length === 0 || run.nomatchCount < variationCount(nomatch)) return undefined;
  return firstTrue(turn, handlers);
}

/** The Not-found counter is kept only where a depleted handler reads it (stack entries stay as the service shows them). */
function countKept(run: FrameRun, slot: DialogTreeNode): number {
  return handlersOf(slot, 'nomatch_responses_depleted').length > 0 ? run.nomatchCount : 0;
}

/** Enabled slots with a prompt that were not skipped. */
function requiredSlots(turn: Turn, run: FrameRun): DialogTreeNode[] {
  return run.frame.slots.filter(
    (s) => !s.disabled && s.variable !== undefined && !run.skipped.has(s.id) && isRequired(s) && isEnabled(turn, s),
  );
}

/**
 * Every required slot is filled (or skipped): the node-level response (the response condition chosen, then the
 * frame's context, then the outputs, as for any node), the frame listed again, its next step.
 * `skippedAll`: a handler's `skip_all_slots` got here, which makes `has_skipped_slots` true ("true if any skip option
 * ran", D-slots; the slots tutorial's `#exit` handler answers through a `has_skipped_slots` response condition).
 */
function completeFrame(turn: Turn, run: FrameRun, skippedAll = false): Next {
  const frame = run.frame;
  turn.flags.all_slots_filled = requiredSlots(turn, run).every((s) => isFilled(turn, s));
  turn.flags.has_skipped_slots = skippedAll || run.skipped.size > 0;
  const rc = frame.responseConditions.find((c) => !c.disabled && turn.test(c));
  if (!applyNodeContext(turn, frame)) return { kind: 'end' };
  const step = respond(turn, frame, rc);
  if (step === 'end') return { kind: 'end' };
  turn.visit(frame);
  applyEffects(turn);
  return route(turn, frame, step);
}

/** `digress_out_slots`: root nodes (not the final `anything_else` when it comes after Not found) may take the input. */
function digressionTarget(turn: Turn, run: FrameRun, excludeAnythingElse: boolean): DialogTreeNode | undefined {
  const setting = run.frame.digressOutSlots ?? 'not_allowed';
  if (setting === 'not_allowed') return undefined;
  const last = turn.tree.finalAnythingElse;
  return firstMatch(turn, turn.tree.root, 0, (node) => {
    if (node === run.frame || node.digressIn === 'not_available') return false;
    if (excludeAnythingElse && node === last) return false;
    return setting !== 'allow_returning' || node.digressIn === 'returns';
  });
}

function finalAnythingElse(turn: Turn, run: FrameRun): DialogTreeNode | undefined {
  const last = turn.tree.finalAnythingElse;
  if (!last || (run.frame.digressOutSlots ?? 'not_allowed') === 'not_allowed' || last.digressIn === 'not_available') return undefined;
  return turn.test(last) ? last : undefined;
}

/** Leaves the frame for a root node; a node that returns brings the dialog back to the slot. */
function digress(turn: Turn, run: FrameRun, target: DialogTreeNode): Next {
  if (target.digressIn === 'returns' && run.focus) turn.suspended.unshift(inProgressEntry(run.focus, run.skipped));
  turn.fellBack = true;
  return { kind: 'process', node: target };
}

/** The service restarts prompt rotations when a frame is entered again (burger-simple recording). */
function forgetPromptRotation(turn: Turn, frame: DialogTreeNode): void {
  for (const slot of frame.slots) for (const h of slot.handlers) delete turn.outputMap[h.id];
  for (const h of frame.handlers) delete turn.outputMap[h.id];
}
