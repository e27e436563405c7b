/**
 * Request body limits per operation. Workspace writes carry whole workspaces (up to the overall limit,
 * 10 MiB by default); a message carries one input and its context, and a 10 MB context cost about 6 s of
 * CPU in the message path, holding every other client of the process. Operations not listed take the
 * overall limit; a smaller overall limit (the `bodyLimit` option) caps every operation.
 */
/** A message request's body (also the longest line `parley run` reads). */
export const MESSAGE_BODY_BYTES = 1024 * 1024;

const PER_OPERATION: Readonly<Record<string, number>> = {
  message: MESSAGE_BODY_BYTES,
};

/** The largest body accepted for `operation`, in bytes. */
export function bodyLimitOf(operation: string, overall: number): number {
  const own = Object.hasOwn(PER_OPERATION, operation) ? PER_OPERATION[operation] : overall;
  return Math.min(own, overall);
}
