/** Any input to any method: the call resolves or rejects with a ParleyError — never a TypeError, never a hang. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/model/index.js';
import { AssistantV1 } from '../../src/service/index.js';
import { createSmall, tickingClock } from './helpers.js';

const METHODS = Object.getOwnPropertyNames(AssistantV1.prototype).filter((name) => name !== 'constructor');

const PARAM_NAMES = [
  'workspaceId', 'intent', 'text', 'entity', 'value', 'synonym', 'dialogNode', 'customerId', 'filter', 'sort', 'cursor',
  'pageLimit', 'includeAudit', '_export', 'append', 'examples', 'values', 'newIntent', 'newText', 'newEntity', 'newValue',
  'newSynonym', 'newDialogNode', 'newExamples', 'newValues', 'newSynonyms', 'newPatterns', 'newType', 'mentions', 'metadata',
  'parent', 'previousSibling', 'nextStep', 'output', 'input', 'context', 'intents', 'entities', 'dialogNodes', 'headers',
  'newParent', 'newNextStep', 'newOutput', 'name', 'language', 'webhooks', 'type', 'patterns', 'synonyms',
];

describe('robustness', () => {
  it('every method, any parameters: resolves or rejects with a ParleyError', async () => {
    const a = new AssistantV1({ version: '2021-06-14', clock: tickingClock() });
    const id = await createSmall(a);
    const names = ['greet', 'bye', 'city', 'Boston', 'beantown', 'welcome', 'hello', id, 'x', ''];
    const value = fc.oneof(
      fc.constantFrom(...names),
      fc.anything({ maxDepth: 2 }),
      fc.array(fc.record({ text: fc.constantFrom('a', 'hello', 'b\tc'), intent: fc.string(), value: fc.string() }), { maxLength: 2 }),
      fc.integer({ min: -2, max: 5 }),
    );
    const params = fc.dictionary(fc.constantFrom(...PARAM_NAMES), value, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), fc.oneof(params, fc.anything({ maxDepth: 1 })), fc.boolean(), async (method, p, withId) => {
        const args = withId && typeof p === 'object' && p !== null && !Array.isArray(p) ? { ...p, workspaceId: id } : p;
        try {
          await (a as unknown as Record<string, (x: unknown) => Promise<unknown>>)[method](args);
        } catch (err) {
          expect(err, `${method}(${JSON.stringify(args)?.slice(0, 200)})`).toBeInstanceOf(ParleyError);
          expect((err as ParleyError).status, String((err as Error).message)).not.toBe(500);
        }
      }),
      { numRuns: 400 },
    );
  });
});
