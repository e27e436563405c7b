/**
 * The engine never writes to its request: the service hands it the caller's parsed body without a deep
 * copy (src/service/assistant.ts, withConversationId), so a write would leak into the stored log.
 * Requests here are deep-frozen; in strict-mode code any write to them throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileWorkspace, type Context, type MessageRequest } from '../../src/index.js';
import { loadWorkspace } from '../dialog/helpers.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const texts = [
  'turn on the lights', 'play some music', 'what is the weather', 'hello', 'I am hungry', 'italian',
  'number 9', 'turn up the volume to 7', 'no thanks', 'find a gas station tomorrow at 5pm', 'yes', '',
];

describe('engine.message and deep-frozen requests', () => {
  const engine = compileWorkspace(loadWorkspace('car-dashboard-sample'), { version: '2021-06-14' });

  it('runs whole conversations without writing to any request (context carried over, extra context keys)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...texts), fc.string({ maxLength: 30 })), { minLength: 1, maxLength: 6 }),
        fc.dictionary(fc.constantFrom('user', 'prefs', 'flags'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
        (turns, extra) => {
          let context: Context | undefined;
          for (const text of turns) {
            const request: MessageRequest = deepFreeze({ input: { text }, context: { ...(context ?? {}), ...extra } as Context });
            const before = JSON.stringify(request);
            const response = engine.message(request, { now: '2026-11-22T09:00:00Z', seed: 's' });
            expect(JSON.stringify(request)).toBe(before);
            context = response.context;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
