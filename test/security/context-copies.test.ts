/**
 * Merging a node's context block copies the context (copy-on-write). A 50,000-key request context (450 KB, under
 * the 1 MiB message body) through a 100-node jump chain with context blocks copied 5,000,000 keys: 13 s for one
 * message (found by bench/fuzz/message.mjs). Each merge is now charged to the turn's budget
 * (BUDGET.contextKeyCopy per copied key); past it the merge is refused like a context error: logged, the turn ends.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { BUDGET } from '../../src/expr/index.js';
import { within } from './guard.js';

function chain(length: number) {
  const nodes = Array.from({ length }, (_, i) => ({
    dialog_node: `n${i}`,
    conditions: 'true',
    ...(i > 0 ? { previous_sibling: `n${i - 1}` } : {}),
    context: { c: i, nested: { i } },
    ...(i < length - 1 ? { next_step: { behavior: 'jump_to', selector: 'body', dialog_node: `n${i + 1}` } } : {}),
    output: { text: `${i}` },
  }));
  return compileWorkspace({ name: 'w', language: 'en', intents: [], entities: [], dialog_nodes: nodes });
}

const engine = chain(100);

describe('context merges are charged to the turn budget', () => {
  it('a small context goes through the whole chain', () => {
    const r = engine.message({ input: { text: 'hi' }, context: { a: 1 } });
    expect(r.context.c).toBe(99);
    expect(r.output.log_messages).toEqual([]);
  });

  it('a 20,000-key top-level context stops the chain when the budget runs out, logged at the node', () => {
    const context: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) context[`k${i}`] = i;
    const r = within(5000, () => engine.message({ input: { text: 'hi' }, context }));
    const merges = r.context.c as number;
    // Each merge copies about 20,000 keys at BUDGET.contextKeyCopy units: the turn affords about ten of them.
    expect(merges).toBe(Math.floor(100_000_000 / (20_003 * BUDGET.contextKeyCopy)) - 1);
    expect(r.output.text).toEqual(Array.from({ length: merges + 1 }, (_, i) => `${i}`));
    expect(r.output.log_messages).toEqual([
      {
        level: 'err',
        msg: `Error when updating context with context of dialog node id [n${merges + 1}]. Dialog Node context is [{"c":${merges + 1},"nested":{"i":${merges + 1}}}].\nEL1072E: Evaluation aborted: turn CPU budget exceeded\n`,
      },
    ]);
    expect(r.context.k19999).toBe(19_999);
  });

  it('a 20,000-key nested object merged into at every node is charged as well', () => {
    const nested: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) nested[`k${i}`] = i;
    const r = within(5000, () => engine.message({ input: { text: 'hi' }, context: { nested } }));
    expect(r.context.c).toBeLessThan(10);
    expect(r.output.log_messages).toHaveLength(1);
    expect((r.context.nested as Record<string, number>).k0).toBe(0);
  });
});
