/** The ParleyError a call rejects with: one helper for every wing's tests (a resolve or another error fails the test). */
import { ParleyError } from '../../src/common/errors.js';

export async function failure(promise: Promise<unknown>): Promise<ParleyError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ParleyError) return err;
    throw new Error(`rejected with a non-ParleyError: ${String(err)}`);
  }
  throw new Error('expected the call to reject');
}
