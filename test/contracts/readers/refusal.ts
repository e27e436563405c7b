/** What the PDF scan's tests compare: a call's ParleyError result, or 'accepted', and a 413 refusal of the file. */
import { expect } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';

/** The result of the ParleyError `fn` throws (anything else fails the test), or 'accepted' when it returns. */
export function refusal(fn: () => void): unknown {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ParleyError);
    return (err as ParleyError).result;
  }
  return 'accepted';
}

/** A 413 refusal of the uploaded file with this message. */
export const tooLargeFile = (message: string) => ({ error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] });
