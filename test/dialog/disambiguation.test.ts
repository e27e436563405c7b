/** dialog-runtime.md §9: disambiguation candidates, trigger rule, the suggestion response, none of the above. */
import { describe, expect, it } from 'vitest';
import { compileWorkspace, type MessageResponse } from '../../src/index.js';
import { text, workspace, type NodeSpec } from './helpers.js';

const nodes: NodeSpec[] = [
  text('drink', '#order_drink', "I'll get you a drink.", { title: 'order drink', user_label: "I'd like to order a drink." }),
  text('refill', '#refill_drink', "I'll get you a refill.", { title: 'refill drink' }),
  text('hidden', '#hidden', 'hidden', { title: 'hidden', disambiguation_opt_out: true }),
  text('else', 'anything_else', 'Sorry?', { title: 'Anything else' }),
];

function engine(settings: Record<string, unknown>) {
  return compileWorkspace(
    workspace(nodes, { system_settings: { disambiguation: { enabled: true, prompt: 'Did you mean:', ...settings } } }),
    { version: '2021-06-14' },
  );
}

function ask(intents: [string, number][], settings: Record<string, unknown> = {}, seed = 's'): MessageResponse {
  return engine(settings).message(
    { input: { text: 'I want a drink' }, intents: intents.map(([intent, confidence]) => ({ intent, confidence })), entities: [] },
    { now: 0, seed },
  );
}

describe('disambiguation', () => {
  it('offers the nodes of close intents with labels, values and previews, plus none of the above', () => {
    const r = ask([['order_drink', 0.73], ['refill_drink', 0.6]], { none_of_the_above_prompt: 'None of the above' });
    expect(r.output.text).toEqual([]);
    expect(r.output.nodes_visited).toEqual([]);
    expect(r.output.generic).toHaveLength(1);
    const g = r.output.generic![0];
    expect(g.response_type).toBe('suggestion');
    expect(g.title).toBe('Did you mean:');
    expect(g.suggestions!.map((s) => s.label)).toEqual(["I'd like to order a drink.", 'refill drink', 'None of the above']);
    expect(g.suggestions![0]).toMatchObject({
      value: { input: { text: 'I want a drink' }, intents: [{ intent: 'order_drink', confidence: 0.73 }], entities: [] },
      output: {
        text: ["I'll get you a drink."],
        nodes_visited_details: [{ dialog_node: 'drink', title: 'order drink', conditions: '#order_drink', user_label: "I'd like to order a drink." }],
      },
      dialog_node: 'drink',
    });
    expect(g.suggestions![0].value.input!.suggestion_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(g.suggestions![2].value).toMatchObject({ intents: [], entities: [] });
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
    expect(r.context.system).not.toHaveProperty('_node_output_map');
  });

  it('without none_of_the_above_prompt the none-of-the-above option does not appear (conversation-service.md)', () => {
    const r = ask([['order_drink', 0.73], ['refill_drink', 0.6]]);
    expect(r.output.generic![0].suggestions!.map((s) => s.label)).toEqual(["I'd like to order a drink.", 'refill drink']);
  });

  it('does not trigger when the runner-up is not within 55% of the top intent', () => {
    const r = ask([['order_drink', 0.9], ['refill_drink', 0.45]]);
    expect(r.output.text).toEqual(["I'll get you a drink."]);
  });

  it('ignores opted-out nodes, so one candidate answers directly', () => {
    const r = ask([['order_drink', 0.7], ['hidden', 0.6]]);
    expect(r.output.text).toEqual(["I'll get you a drink."]);
  });

  it('respects max_suggestions and shuffles with the seed when randomize is on', () => {
    expect(ask([['order_drink', 0.7], ['refill_drink', 0.6]], { max_suggestions: 1 }).output.text).toEqual([]);
    const labels = (seed: string) =>
      ask([['order_drink', 0.7], ['refill_drink', 0.65]], { randomize: true }, seed).output.generic![0].suggestions!.map((s) => s.label);
    expect(labels('a')).toEqual(labels('a'));
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => labels(s).join('|')));
    expect(orders.size).toBe(2);
  });

  it('is off unless enabled, and context.system.prevent_disambiguation suppresses it', () => {
    const off = compileWorkspace(workspace(nodes), { version: '2021-06-14' });
    const intents = [{ intent: 'order_drink', confidence: 0.7 }, { intent: 'refill_drink', confidence: 0.6 }];
    expect(off.message({ input: { text: 'x' }, intents, entities: [] }, { now: 0 }).output.text).toEqual(["I'll get you a drink."]);
    const on = engine({});
    const r = on.message({ input: { text: 'x' }, intents, entities: [], context: { system: { prevent_disambiguation: true } } }, { now: 0 });
    expect(r.output.text).toEqual(["I'll get you a drink."]);
  });
});
