/**
 * How a command ends: its exit code and its expected failures. Apart from the loaders (load.ts) so that the
 * dispatcher (main.ts) can answer --help or a usage error without loading the engine.
 */

/** Exit codes of every command: one home, so commands cannot drift apart. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** An expected failure: printed as one clear message; exit 1 (a failure) unless given 2 (usage or unreadable input). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
  }
}
