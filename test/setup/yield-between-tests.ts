/**
 * Each test ends with a turn of the event loop. vitest's worker reports each test to the main process over an RPC
 * whose answer must arrive within 60 s; a file of many synchronous tests (the old hostile-text.test.ts, now split in
 * test/contracts/classify/hostile/: 172 tests, 68 s on a loaded machine) never let the worker read that answer, and
 * the run failed with `Timeout calling "onTaskUpdate"` although every test passed. `setImmediate` lets the loop poll its pipes first.
 */
import { afterEach } from 'vitest';

/** Registers the turn after each test of the file being set up (test/setup/each-file.ts calls it before every file). */
export function yieldBetweenTests(): void {
  afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
}
