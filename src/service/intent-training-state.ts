/**
 * The state a training thread shares with its waiting compile (intent-training.ts): one Int32Array, written by the
 * thread, read by the compile's synchronous wait. Slot `STATE` goes NOT_STARTED → RUNNING (the thread's first line,
 * before its module loads) → ANSWERED (the model is on the port) or FAILED (the module failed to load, the job threw,
 * the thread exited); slot `BEAT` counts the job's stages and epochs, so that a thread that died without a word (out of
 * memory, terminated: no JavaScript runs) shows as one whose count stopped.
 */
export const STATE = 0;
export const BEAT = 1;
export const SLOTS = 2;

export const NOT_STARTED = 0;
export const RUNNING = 1;
export const ANSWERED = 2;
export const FAILED = 3;

/** Ends a running thread's state with `to` (once: the first of the job's end and the thread's exit wins). */
export function settle(state: Int32Array, to: typeof ANSWERED | typeof FAILED): void {
  if (Atomics.compareExchange(state, STATE, RUNNING, to) === RUNNING) Atomics.notify(state, STATE);
}

/** One more stage or epoch done. */
export function beat(state: Int32Array): void {
  Atomics.add(state, BEAT, 1);
}
