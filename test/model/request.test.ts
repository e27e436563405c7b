/** Message request validation (MessageRequest on the wire). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_INPUT_TEXT, validateMessageRequest } from '../../src/model/index.js';
import { nestedUnderA } from '../security/guard.js';

const codesAndPaths = (request: unknown) => validateMessageRequest(request).map(({ code, path }) => ({ code, path }));

describe('validateMessageRequest', () => {
  it('accepts empty and typical requests', () => {
    expect(validateMessageRequest(undefined)).toEqual([]);
    expect(validateMessageRequest(null)).toEqual([]);
    expect(validateMessageRequest({})).toEqual([]);
    expect(
      validateMessageRequest({
        input: { text: 'hello', spelling_suggestions: true },
        context: { conversation_id: 'c1', system: { dialog_stack: [] }, metadata: { user_id: 'u1', deployment: 'd' }, anything: [1] },
        intents: [{ intent: 'greet', confidence: 0.9 }, { intent: 'bye' }],
        entities: [{ entity: 'size', value: 'large', location: [0, 5], confidence: 1 }],
        actions: [{ name: 'a', result_variable: 'r', type: 'client' }],
        alternate_intents: true,
        nodes_visited_details: true,
      }),
    ).toEqual([]);
  });

  it('rejects a non-object request at the root', () => {
    expect(codesAndPaths('hi')).toEqual([{ code: 'type', path: '' }]);
    expect(codesAndPaths([])).toEqual([{ code: 'type', path: '' }]);
  });

  it('checks input.text: type, length, control characters', () => {
    expect(codesAndPaths({ input: { text: 5 } })).toEqual([{ code: 'type', path: '.input.text' }]);
    expect(codesAndPaths({ input: { text: 'x'.repeat(MAX_INPUT_TEXT) } })).toEqual([]);
    expect(codesAndPaths({ input: { text: 'x'.repeat(MAX_INPUT_TEXT + 1) } })).toEqual([{ code: 'max_length', path: '.input.text' }]);
    expect(codesAndPaths({ input: { text: 'a\nb' } })).toEqual([{ code: 'invalid_characters', path: '.input.text' }]);
    expect(codesAndPaths({ input: { spelling_auto_correct: 'yes' } })).toEqual([{ code: 'type', path: '.input.spelling_auto_correct' }]);
  });

  it('checks the context fields the service defines', () => {
    expect(codesAndPaths({ context: [] })).toEqual([{ code: 'type', path: '.context' }]);
    expect(codesAndPaths({ context: { conversation_id: 7 } })).toEqual([{ code: 'type', path: '.context.conversation_id' }]);
    expect(codesAndPaths({ context: { system: 'x' } })).toEqual([{ code: 'type', path: '.context.system' }]);
    expect(codesAndPaths({ context: { metadata: { user_id: 'a\tb' } } })).toEqual([{ code: 'invalid_characters', path: '.context.metadata.user_id' }]);
    expect(codesAndPaths({ context: { metadata: { deployment: 1 } } })).toEqual([{ code: 'type', path: '.context.metadata.deployment' }]);
  });

  it('checks intents, entities and actions', () => {
    expect(codesAndPaths({ intents: {} })).toEqual([{ code: 'type', path: '.intents' }]);
    expect(codesAndPaths({ intents: [{ confidence: 'high' }] })).toEqual([
      { code: 'required', path: '.intents[0].intent' },
      { code: 'type', path: '.intents[0].confidence' },
    ]);
    expect(codesAndPaths({ entities: [{ entity: 'e', location: [0] }, 3] })).toEqual([
      { code: 'type', path: '.entities[0].location' },
      { code: 'type', path: '.entities[1]' },
    ]);
    expect(codesAndPaths({ actions: [{ name: 'a' }] })).toEqual([{ code: 'required', path: '.actions[0].result_variable' }]);
    expect(codesAndPaths({ alternate_intents: 'yes', nodes_visited_details: 1 })).toEqual([
      { code: 'type', path: '.alternate_intents' },
      { code: 'type', path: '.nodes_visited_details' },
    ]);
  });

  it('bounds context nesting and refuses self-references', () => {
    expect(codesAndPaths({ context: { deep: nestedUnderA(90, 1) } })).toEqual([]);
    expect(codesAndPaths({ context: { deep: nestedUnderA(200, 1) } })[0].code).toBe('max_depth');
    const context: Record<string, unknown> = {};
    context.self = context;
    expect(codesAndPaths({ context })).toEqual([{ code: 'cycle', path: '.context.self' }]);
  });

  it('treats __proto__ as an ordinary key', () => {
    expect(codesAndPaths(JSON.parse('{"__proto__": {"input": {"text": 5}}}'))).toEqual([]);
    expect(codesAndPaths(JSON.parse('{"context": {"__proto__": {"x": 1}}}'))).toEqual([]);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        for (const e of validateMessageRequest(json)) expect(typeof e.path).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
