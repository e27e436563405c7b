/**
 * Issue 21, "the same class elsewhere": every place an empty value could be dropped, and what parley keeps
 * (docs/behaviour/dialog.md, "Empty values, everywhere"). Kept unless the service is known to drop it.
 */
import { describe, expect, it } from 'vitest';
import { engineFor, say, text } from './helpers.js';

const node = (extra: Record<string, unknown>) => ({ dialog_node: 'a', conditions: 'true', ...extra });

describe('empty values in output', () => {
  it('an empty string chosen or rendered is a text entry (values [""], legacy ["", …], a template that renders nothing)', () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ text: { values: [''] } }, ['']],
      [{ text: ['', 'a'] }, ['', 'a']],
      [{ text: { values: ['$missing'] } }, ['']],
      [{ text: { values: ['<? $missing ?>'] } }, ['']],
      [{ text: { values: ['', ''], selection_policy: 'multiline' } }, ['\n']],
      [{ generic: [{ response_type: 'text', values: [{ text: '' }] }] }, ['']],
    ];
    for (const [output, texts] of cases) {
      const r = say(engineFor([node({ output })], '2019-02-28'), 'x');
      expect(r.output.text).toEqual(texts);
      expect(r.output.generic).toEqual(texts.map((t) => ({ response_type: 'text', text: t })));
    }
  });

  it('no value to choose adds nothing: values [], generic values [], output {}, an empty generic list', () => {
    for (const output of [{ text: { values: [] } }, { generic: [{ response_type: 'text', values: [] }] }, {}, { generic: [] }]) {
      const r = say(engineFor([node({ output })], '2019-02-28'), 'x');
      expect([r.output.text, r.output.generic]).toEqual([[], []]);
    }
  });

  it('other generic items are passed on as written, empty fields included', () => {
    const items = [{ response_type: 'option', title: '', options: [] }, { response_type: 'pause', time: 0 }, { response_type: 'image', source: '' }];
    const r = say(engineFor([node({ output: { generic: items } })], '2019-02-28'), 'x');
    expect(r.output.generic).toEqual(items);
    expect(r.output.text).toEqual([]);
  });

  it("a node's other output properties keep '', [], {} and null (the 2018-02-16 null rule is about top-level properties)", () => {
    const r = say(engineFor([node({ output: { action: '', list: [], obj: {}, nothing: null } })], '2019-02-28'), 'x');
    expect(r.output).toMatchObject({ action: '', list: [], obj: {}, nothing: null });
  });
});

describe('empty values from response conditions (round 6)', () => {
  it('a response condition whose text is empty is an entry; one with no output adds nothing', () => {
    const rc = (output: unknown) => [
      { dialog_node: 'a', conditions: 'true', next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'b' } },
      { dialog_node: 'b', conditions: 'false', output: { text: 'B' } },
      { dialog_node: 'c', parent: 'b', type: 'response_condition', conditions: 'true', output },
    ];
    const empty = say(engineFor(rc({ generic: [{ response_type: 'text', values: [{ text: '' }], selection_policy: 'sequential' }] }), '2019-02-28'), 'x');
    expect([empty.output.text, empty.output.nodes_visited, empty.context.system?._node_output_map]).toEqual([['B', ''], ['a', 'b', 'c'], { c: { 0: [0] } }]);
    for (const output of [{}, null]) {
      const none = say(engineFor(rc(output), '2019-02-28'), 'x');
      expect([none.output.text, none.output.nodes_visited, none.context.system?._node_output_map]).toEqual([['B'], ['a', 'b', 'c'], undefined]); // no map at all, as Taxi's system object
    }
  });
});

describe('empty values in context', () => {
  it("null, '', [] and {} are kept, from a node's context and from the request (burger: the nulls of Reset)", () => {
    const empties = { n: null, s: '', l: [], o: {} };
    const fromNode = say(engineFor([text('a', 'true', 'ok', { context: empties })]), 'x');
    expect(fromNode.context).toMatchObject(empties);
    const fromRequest = say(engineFor([text('a', 'true', 'ok')]), 'x', { context: empties });
    expect(fromRequest.context).toMatchObject(empties);
  });

  it("a whole-string expression stores its raw result: <? null ?> null, <? '' ?> an empty string", () => {
    const r = say(engineFor([text('a', 'true', 'ok', { context: { n: '<? null ?>', s: "<? '' ?>", l: '<? [] ?>' } })]), 'x');
    expect([r.context.n, r.context.s, r.context.l]).toEqual([null, '', []]);
    expect(Object.keys(r.context)).toEqual(['conversation_id', 'system', 'n', 's', 'l']);
  });

  it('a nested null from a node is kept by the deep merge, beside the request keys', () => {
    const r = say(engineFor([text('a', 'true', 'ok', { context: { o: { a: null, b: 1 } } })]), 'x', { context: { o: { a: 1, c: 2 } } });
    expect(r.context.o).toEqual({ a: null, c: 2, b: 1 });
  });
});

describe('empty values in nodes_visited_details', () => {
  it('a node without a condition shows `conditions: null`, as a node exported without a title shows `title: null` (java-sdk fixture)', () => {
    const nodes = [
      { dialog_node: 'a', conditions: 'true', next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'b' } },
      { dialog_node: 'b', title: 'B', output: { text: 'B' } },
      { dialog_node: 'c', parent: 'b', type: 'response_condition', conditions: '', output: { text: 'C' } },
    ];
    const r = say(engineFor(nodes, '2018-09-20'), 'x', { details: true });
    expect(r.output.nodes_visited_details).toEqual([
      { dialog_node: 'a', title: null, conditions: 'true' },
      { dialog_node: 'b', title: 'B', conditions: null },
      { dialog_node: 'c', title: null, conditions: null },
    ]);
  });
});

describe('empty values in the NLU echo', () => {
  it('intents [] and entities [] are returned as empty arrays; input {} is echoed as {}', () => {
    const e = engineFor([text('a', 'true', 'ok')]);
    const r = e.message({ input: {}, intents: [], entities: [] }, { now: '2026-01-01T00:00:00Z' });
    expect([r.intents, r.entities, r.input]).toEqual([[], [], {}]);
  });

  it('alternate_intents null is not echoed (a null top-level property)', () => {
    const r = engineFor([text('a', 'true', 'ok')]).message({ input: { text: 'x' }, alternate_intents: null as unknown as boolean }, { now: '2026-01-01T00:00:00Z' });
    expect(r).not.toHaveProperty('alternate_intents');
  });
});
