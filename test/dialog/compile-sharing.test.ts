/** Compile-time sharing (one parse per distinct condition text, shared empty child lists) keeps per-node results. */
import { describe, expect, it } from 'vitest';
import { engineFor, say, text } from './helpers.js';

describe('dialog compile sharing', () => {
  it('reports a broken condition once per node, each with its own path, when nodes share the text', () => {
    const e = engineFor([text('a', '$x ==', 'A'), text('b', '$x ==', 'B'), text('c', 'true', 'C')]);
    const paths = e.diagnostics.filter((d) => d.code === 'expression_syntax').map((d) => d.path);
    expect(paths).toEqual(['.dialog_nodes[0].conditions', '.dialog_nodes[1].conditions']);
    const r = say(e, 'x');
    expect(r.output.nodes_visited).toEqual(['c']);
    expect(r.output.log_messages.map((l) => l.level)).toEqual(['err', 'err']);
  });

  it('evaluates a shared condition per node (both children of different parents answer)', () => {
    const e = engineFor([
      text('p1', '#one', 'P1'),
      text('p2', '#two', 'P2'),
      text('c1', '$flag', 'C1', { parent: 'p1' }),
      text('c2', '$flag', 'C2', { parent: 'p2' }),
    ]);
    expect(say(e, 'x', { intent: 'one', context: { flag: true } }).output.text).toEqual(['P1']);
    const leaf = engineFor([text('a', '#one', 'A', { next_step: { behavior: 'skip_user_input' } }), text('c', '$flag', 'C', { parent: 'a' })]);
    expect(say(leaf, 'x', { intent: 'one', context: { flag: true } }).output.text).toEqual(['A', 'C']);
  });
});
