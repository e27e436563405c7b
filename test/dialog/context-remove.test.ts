/** `context.remove('name')` (dialog-runtime.md §5.5 objects): the variable is gone from the response context. */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, text } from './helpers.js';

describe('context.remove', () => {
  it('deletes the variable named, keeps the others and the system object', () => {
    const talk = conversation(engineFor([text('forget', 'true', 'Forgot it.<? context.remove("tmp") ? "" : "" ?>', { context: { kept: 1 } })]));
    const r = talk('hi', { context: { tmp: 'secret', other: 2 } });
    expect(r.output.text).toEqual(['Forgot it.']);
    expect(r.context.tmp).toBeUndefined();
    expect(r.context).toMatchObject({ other: 2, kept: 1 });
    expect(r.context.system).toBeDefined();
  });
});
