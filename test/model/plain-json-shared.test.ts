/** checkPlainJson walks twice when it meets a shared reference: the problems of the first walk are not repeated. */
import { describe, expect, it } from 'vitest';
import { validateWorkspace } from '../../src/model/index.js';

describe('validation of a workspace with shared references', () => {
  it('reports a problem met before the first shared reference once', () => {
    const shared = { ok: true };
    const errors = validateWorkspace({ name: 'w', metadata: { bad: () => 1, a: shared, b: shared, bad2: Symbol('s') } });
    expect(errors.map((e) => `${e.code} ${e.path}`)).toEqual(['type .metadata.bad', 'type .metadata.bad2']);
  });

  it('accepts the same workspace without the bad values', () => {
    const shared = { ok: true };
    expect(validateWorkspace({ name: 'w', metadata: { a: shared, b: shared } })).toEqual([]);
  });
});

describe('validation of a list with holes (a JavaScript caller only)', () => {
  it('reports each hole of a named list at its index', () => {
    const examples: unknown[] = [{ text: 'a' }];
    examples[2] = { text: 'b' };
    const errors = validateWorkspace({ name: 'w', language: 'en', intents: [{ intent: 'i', examples }] });
    expect(errors).toEqual([{ code: 'type', message: 'example must be an object, not undefined', path: '.intents[0].examples[1]' }]);
  });
});
