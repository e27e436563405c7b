/**
 * dialog-runtime.md §3 [C] D-runtime: digressions away are impossible when the node's next step is a jump. A
 * "wait for user input" jump (`jump_to_user_input` on the stack) is such a node: input that neither the target nor
 * its later siblings take goes to the root, and a root node set to return has nothing to return to. Before the issue 21
 * audit (h21fid) parley kept the wait below the digression and, on return, showed the *target's* text — the answer
 * to an input the user never gave.
 */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, text } from './helpers.js';

const jumpTo = (dialog_node: string) => ({ next_step: { behavior: 'jump_to', selector: 'user_input', dialog_node } });

function pizzaShop() {
  return engineFor([
    text('order', '#order', 'Pizza or pasta?', jumpTo('pizza')),
    { dialog_node: 'menu', conditions: '#menu' },
    text('pizza', '#pizza', 'Pizza it is.', { parent: 'menu' }),
    text('pasta', '#pasta', 'Pasta it is.', { parent: 'menu' }),
    text('hours', '#hours', 'We open at 8.', { digress_in: 'returns' }),
    text('else', 'anything_else', 'Sorry?'),
  ]);
}

describe('a wait set by a jump cannot be digressed away from', () => {
  it('a returning root node answers and the wait is left: no return, no text of the jump target', () => {
    const talk = conversation(pizzaShop());
    expect(talk('order', { intent: 'order' }).context.system?.dialog_stack).toEqual([{ dialog_node: 'pizza', state: 'jump_to_user_input' }]);
    const hours = talk('hours?', { intent: 'hours' });
    expect(hours.output.text).toEqual(['We open at 8.']);
    expect(hours.output.nodes_visited).toEqual(['hours']);
    expect(hours.context.system).toMatchObject({ dialog_stack: [{ dialog_node: 'root' }], branch_exited: true, branch_exited_reason: 'fallback' });
    expect(talk('pizza', { intent: 'pizza' }).output.text).toEqual(['Sorry?']);
  });

  it('the target and its later siblings still take the input first', () => {
    const talk = conversation(pizzaShop());
    talk('order', { intent: 'order' });
    const pasta = talk('pasta', { intent: 'pasta' });
    expect(pasta.output.text).toEqual(['Pasta it is.']);
    expect(pasta.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('a node that waits without a jump still gets its returning digression back', () => {
    const talk = conversation(engineFor([
      text('order', '#order', 'Pizza or pasta?'),
      text('pizza', '#pizza', 'Pizza it is.', { parent: 'order' }),
      text('hours', '#hours', 'We open at 8.', { digress_in: 'returns' }),
    ]));
    talk('order', { intent: 'order' });
    const hours = talk('hours?', { intent: 'hours' });
    expect(hours.output.text).toEqual(['We open at 8.', 'Pizza or pasta?']);
    expect(hours.context.system?.dialog_stack).toEqual([{ dialog_node: 'order' }]);
  });
});
