/**
 * Twenty-first adversarial round (hred20): the request's `context.system.dialog_stack` is the end user's (a client
 * sends the context back). Its entries below the top were spread into one call's arguments, so a stack of 130,000
 * or more entries (about 600 KB of JSON, under the 1 MiB message bound) ended `engine.message` with a RangeError
 * ("Maximum call stack size exceeded") instead of a response.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';

describe('a long dialog stack sent back (hred20)', () => {
  const engine = compileWorkspace({
    name: 'w',
    language: 'en',
    intents: [],
    entities: [],
    dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: 'N' } }],
  });

  it.each([
    ['unknown node ids', () => Array(200_000).fill('gone')],
    ['a real node id', () => Array(200_000).fill('n')],
  ])('200,000 entries (%s) answer as a short stack does', (_label, stack) => {
    const r = engine.message({ input: { text: 'hi' }, context: { system: { dialog_stack: stack(), dialog_turn_counter: 3 } } });
    expect(r.output.text?.[0]).toBe('N');
    expect(Array.isArray((r.context.system as { dialog_stack: unknown[] }).dialog_stack)).toBe(true);
  });
});
