/** Properties every well-built workspace should satisfy on any conversation. */
import type { Engine } from '../../engine/index.js';
import type { MessageResponse } from '../../model/index.js';
import { deepEqual } from '../expect/matchers.js';

export interface InvariantContext {
  engine: Engine;
  turns: readonly string[];
  responses: readonly MessageResponse[];
  /** Runs the same conversation again (for determinism). */
  replay(): MessageResponse[];
}

/** Returns a failure message, or undefined when the invariant holds. */
export type Invariant = (ctx: InvariantContext) => string | undefined;

/** Same conversation, same options ⇒ deep-equal responses. */
export const deterministic: Invariant = (ctx) => {
  const again = ctx.replay();
  const i = again.findIndex((r, k) => !deepEqual(r, ctx.responses[k]));
  return i === -1 ? undefined : `turn ${i + 1} answered differently when the conversation was replayed`;
};

/** Every turn says something (text or a generic response). */
export const answers: Invariant = (ctx) => {
  const i = ctx.responses.findIndex((r) => (r.output.text ?? []).every((t) => t.trim() === '') && (r.output.generic ?? []).length === 0);
  return i === -1 ? undefined : `turn ${i + 1} (${JSON.stringify(ctx.turns[i])}) produced no output`;
};

/** No runtime error log message (failed jumps, expression errors, loops stopped at the bound). */
export const noRuntimeErrors: Invariant = (ctx) => {
  for (let i = 0; i < ctx.responses.length; i++) {
    const err = (ctx.responses[i].output.log_messages ?? []).find((m) => m.level === 'err' || m.level === 'error');
    if (err) return `turn ${i + 1} (${JSON.stringify(ctx.turns[i])}) logged an error: ${err.msg}`;
  }
  return undefined;
};

export const DEFAULT_INVARIANTS: Readonly<Record<string, Invariant>> = { deterministic, answers, noRuntimeErrors };
