/**
 * Statements of spec/dialog-runtime.md tagged [I] (inferred) or [GAP] that no other test pinned (issue 21 audit,
 * h21fid; the table is docs/behaviour/runtime-conformance.md, "[I], [X] and [GAP] statements"). The line numbers are
 * the spec's.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { conversation, engineFor, say, text, workspace } from './helpers.js';

describe('inferred statements of the dialog runtime spec', () => {
  it('line 98/142: a waiting node whose only children are response conditions sends the next input to the root', () => {
    const talk = conversation(engineFor([
      { dialog_node: 'hours', conditions: '#hours' },
      text('weekday', '$weekend', 'Open 10 to 4.', { parent: 'hours', type: 'response_condition' }),
      text('always', 'true', 'Open 9 to 5.', { parent: 'hours', type: 'response_condition' }),
      text('thanks', '#thanks', 'You are welcome.'),
    ]));
    const r = talk('hours?', { intent: 'hours' });
    expect(r.output.text).toEqual(['Open 9 to 5.']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
    const next = talk('thanks', { intent: 'thanks' });
    expect(next.output.text).toEqual(['You are welcome.']);
    expect(next.context.system).toMatchObject({ branch_exited: true, branch_exited_reason: 'completed' });
  });

  it('line 120 [GAP]: a node inside a folder keeps its own digress_in; the folder\'s applies only where it has none', () => {
    const e = engineFor([
      text('ask', '#order', 'Pizza or pasta?'),
      text('pizza', '#pizza', 'Pizza it is.', { parent: 'ask' }),
      { dialog_node: 'faq', type: 'folder', digress_in: 'returns' },
      text('hours', '#hours', 'We open at 8.', { parent: 'faq' }),
      text('bye', '#bye', 'Goodbye.', { parent: 'faq', digress_in: 'does_not_return' }),
    ]);
    const talk = conversation(e);
    talk('order', { intent: 'order' });
    expect(talk('hours?', { intent: 'hours' }).output.text).toEqual(['We open at 8.', 'Pizza or pasta?']);
    const left = talk('bye', { intent: 'bye' });
    expect(left.output.text).toEqual(['Goodbye.']);
    expect(left.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('line 135: no true response condition gives no output, the node is still triggered and its next step runs', () => {
    const e = engineFor([
      { dialog_node: 'check', conditions: '#check', next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'then' } },
      text('only-vip', '$vip', 'Welcome back, VIP.', { parent: 'check', type: 'response_condition' }),
      text('then', '#never', 'What can I do for you?'),
    ]);
    const r = say(e, 'hello', { intent: 'check' });
    expect(r.output.text).toEqual(['What can I do for you?']);
    expect(r.output.nodes_visited).toEqual(['check', 'then']);
    expect(r.output.log_messages).toEqual([]);
  });

  it('line 168: a custom output array appends across the nodes of a turn; a scalar is replaced by the later node', () => {
    const e = engineFor([
      { dialog_node: 'a', conditions: 'true', output: { text: 'A', ui: ['map'], mode: 'a' }, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'b' } },
      { dialog_node: 'b', output: { text: 'B', ui: ['list'], mode: 'b' } },
    ]);
    const r = say(e, 'x');
    expect(r.output.ui).toEqual(['map', 'list']);
    expect(r.output.mode).toBe('b');
  });

  it('line 313: a variable that is not set renders as nothing, the spaces around it kept', () => {
    const r = say(engineFor([text('order', 'true', 'I am ordering a $size $dietary pizza.')]), 'x', { context: { size: 'large' } });
    expect(r.output.text).toEqual(['I am ordering a large  pizza.']);
    expect(r.output.log_messages).toEqual([]);
  });

  it('line 194: variables are expanded in option titles, labels and values, not only in text', () => {
    const e = engineFor([{
      dialog_node: 'menu',
      conditions: 'true',
      context: { shop: 'Luigi' },
      output: { generic: [{ response_type: 'option', title: 'At $shop:', options: [{ label: 'Pizza from $shop', value: { input: { text: 'pizza $shop' } } }] }] },
    }]);
    expect(say(e, 'x').output.generic).toEqual([
      { response_type: 'option', title: 'At Luigi:', options: [{ label: 'Pizza from Luigi', value: { input: { text: 'pizza Luigi' } } }] },
    ]);
  });

  it('line 508 [GAP]: a suggestion turn leaves a waiting node waiting; the picked suggestion then runs from the root', () => {
    const e = compileWorkspace(
      workspace(
        [
          text('size', '#pizza', 'Which size?', { title: 'pizza' }),
          text('large', '#large', 'Large it is.', { parent: 'size' }),
          text('drink', '#order_drink', 'A drink.', { title: 'order drink' }),
          text('refill', '#refill_drink', 'A refill.', { title: 'refill drink' }),
        ],
        { system_settings: { disambiguation: { enabled: true, prompt: 'Did you mean:' } } },
      ),
      { version: '2021-06-14' },
    );
    const at = (intents: [string, number][], context?: Record<string, unknown>) =>
      e.message({ input: { text: 'x' }, intents: intents.map(([intent, confidence]) => ({ intent, confidence })), entities: [], ...(context ? { context } : {}) }, { now: 0, seed: 's' });
    const waiting = at([['pizza', 1]]);
    expect(waiting.context.system?.dialog_stack).toEqual([{ dialog_node: 'size' }]);
    const menu = at([['order_drink', 0.7], ['refill_drink', 0.6]], waiting.context);
    expect(menu.output.generic?.[0].response_type).toBe('suggestion');
    expect(menu.context.system?.dialog_stack).toEqual([{ dialog_node: 'size' }]);
    const picked = at([['refill_drink', 1]], menu.context);
    expect(picked.output.text).toEqual(['A refill.']);
    expect(picked.context.system).toMatchObject({ dialog_stack: [{ dialog_node: 'root' }], branch_exited_reason: 'fallback' });
  });
});
