/**
 * Twenty-first adversarial round (hred20): the dialog's own maps keyed by workspace names. A node id or an output key
 * named `__proto__` is an ordinary name (JSON.parse makes it an own key); plain assignment to it set the prototype of
 * the turn's map instead of a key, so the value was lost and the map inherited it.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { keepsPrototypesClean } from './guard.js';

keepsPrototypesClean();

type Json = Record<string, unknown>;
const ws = (dialogNodes: unknown[]): Json => ({ name: 'w', language: 'en', intents: [], entities: [], dialog_nodes: dialogNodes });

/** Three turns, each sending back the context of the last; the texts shown. */
function threeTurns(workspace: Json): { texts: string[]; context: Json } {
  const engine = compileWorkspace(workspace);
  let context: Json = {};
  const texts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = engine.message({ input: { text: 'hi' }, context });
    context = r.context as Json;
    texts.push((r.output.text as string[]).join('|'));
  }
  return { texts, context };
}

describe('response variations of a node named like an Object.prototype member (hred20)', () => {
  it.each(['__proto__', 'constructor', 'toString'])('node %s: a sequential text advances and its state is kept', (id) => {
    const { texts, context } = threeTurns(
      ws([{ dialog_node: id, conditions: 'true', output: { text: { values: ['one', 'two', 'three'], selection_policy: 'sequential' } } }]),
    );
    expect(texts).toEqual(['one', 'two', 'three']);
    const map = (context.system as Json)._node_output_map as Json;
    expect(Object.getOwnPropertyDescriptor(map, id)?.value).toEqual([2]);
  });

  it('node __proto__: a sequential generic response advances (the object-shaped state)', () => {
    const { texts, context } = threeTurns(
      ws([
        {
          dialog_node: '__proto__',
          conditions: 'true',
          output: { generic: [{ response_type: 'text', values: [{ text: 'one' }, { text: 'two' }], selection_policy: 'sequential' }] },
        },
      ]),
    );
    expect(texts).toEqual(['one', 'two', 'one']);
    const map = (context.system as Json)._node_output_map as Json;
    expect(Object.getOwnPropertyDescriptor(map, '__proto__')?.value).toEqual({ '0': [0] });
  });
});

describe('an output key named __proto__ (hred20)', () => {
  it('is an ordinary output key, merged across nodes, and never a prototype', () => {
    const engine = compileWorkspace(
      JSON.parse(`{"name":"w","language":"en","intents":[],"entities":[],"dialog_nodes":[
        {"dialog_node":"a","conditions":"true","output":{"text":"A","__proto__":{"first":1}},
         "next_step":{"behavior":"jump_to","selector":"body","dialog_node":"b"}},
        {"dialog_node":"b","previous_sibling":"a","conditions":"true","output":{"text":"B","__proto__":{"second":"<? 1 + 1 ?>"}}}]}`),
    );
    const r = engine.message({ input: { text: 'hi' } });
    expect(r.output.text).toEqual(['A', 'B']);
    expect(Object.getOwnPropertyDescriptor(r.output, '__proto__')?.value).toEqual({ first: 1, second: 2 });
    expect(Object.getPrototypeOf(r.output)).toBe(Object.prototype);
    expect((r.output as Json).first).toBeUndefined();
  });
});

describe('a generic response with a key named __proto__ (hred20)', () => {
  it('keeps it as an ordinary key of the runtime response, whatever the response type', () => {
    const engine = compileWorkspace(
      JSON.parse(`{"name":"w","language":"en","intents":[],"entities":[],"dialog_nodes":[
        {"dialog_node":"a","conditions":"true","output":{"generic":[
          {"response_type":"option","title":"t","options":[{"label":"l","value":{"input":{"text":"x"}}}],"__proto__":{"p":1}},
          {"response_type":"pause","time":1,"__proto__":{"r":"<? 1 + 2 ?>"}}]}}]}`),
    );
    const r = engine.message({ input: { text: 'hi' } }, { version: '2021-06-14' });
    const generic = r.output.generic as unknown as Json[];
    expect(generic.map((g) => Object.getPrototypeOf(g) === Object.prototype)).toEqual([true, true]);
    expect(generic.map((g) => Object.getOwnPropertyDescriptor(g, '__proto__')?.value)).toEqual([{ p: 1 }, { r: 3 }]);
  });
});
