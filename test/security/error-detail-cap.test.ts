/**
 * Error details are capped (round hred29; hred27's Left). A body within the 10 MiB bound may hold 100,000 invalid
 * synonyms, and each got its detail: a 7 MB workspace answered 12.7 MB of errors. An error now lists at most
 * MAX_ERROR_DETAILS details, the first ones, and one last `too_many_errors` detail at the body counting the rest.
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/service/index.js';
import { MAX_ERROR_DETAILS, ParleyError } from '../../src/common/errors.js';

const synonymsTooLong = (n: number) => Array.from({ length: n }, (_, i) => `${'y'.repeat(65)}${i}`);

async function createError(n: number): Promise<ParleyError> {
  const a = new AssistantV1({ version: '2021-06-14' });
  try {
    await a.createWorkspace({ name: 'w', entities: [{ entity: 'e', values: [{ value: 'v', synonyms: synonymsTooLong(n) }] }] });
  } catch (e) {
    return e as ParleyError;
  }
  throw new Error('the workspace was created');
}

describe('error details past MAX_ERROR_DETAILS (hred29)', () => {
  it('10,000 synonyms too long: the first 1,000 details and one counting the other 9,000', async () => {
    const e = await createError(10_000);
    expect(e.status).toBe(400);
    expect(MAX_ERROR_DETAILS).toBe(1000);
    expect(e.errors).toHaveLength(MAX_ERROR_DETAILS + 1);
    expect(e.errors[0]).toEqual({ code: 'max_length', message: 'synonym must be no longer than 64 characters', path: '.entities[0].values[0].synonyms[0]' });
    expect(e.errors[MAX_ERROR_DETAILS - 1].path).toBe('.entities[0].values[0].synonyms[999]');
    expect(e.errors[MAX_ERROR_DETAILS]).toEqual({ code: 'too_many_errors', message: '9000 more errors not listed (the first 1000 are)', path: '' });
    expect(JSON.parse(e.body).errors).toHaveLength(MAX_ERROR_DETAILS + 1);
    expect(e.body.length).toBeLessThan(200_000);
  });

  it('one past the cap says "1 more error"', () => {
    const details = Array.from({ length: MAX_ERROR_DETAILS + 1 }, (_, i) => ({ code: 'type', message: `m${i}`, path: `.a[${i}]` }));
    const e = new ParleyError(400, 'Invalid Request Body', details);
    expect(e.errors.at(-1)).toEqual({ code: 'too_many_errors', message: '1 more error not listed (the first 1000 are)', path: '' });
    expect(e.message).toBe('m0');
  });

  it('what held: 1,000 details are all listed', async () => {
    const e = await createError(1000);
    expect(e.errors).toHaveLength(1000);
    expect(e.errors.every((d) => d.code === 'max_length')).toBe(true);
  });
});
