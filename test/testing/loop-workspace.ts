/** A workspace whose body jumps loop (a → b → a …) on `#order`: the property suites must catch and shrink it. */
export const loopWorkspace = {
  name: 'loop',
  language: 'en',
  intents: [
    { intent: 'order', examples: [{ text: 'I want a pizza' }, { text: 'order a pizza' }, { text: 'pizza please' }] },
    { intent: 'hello', examples: [{ text: 'hello' }, { text: 'hi there' }, { text: 'good morning' }] },
  ],
  dialog_nodes: [
    { dialog_node: 'a', conditions: '#order', output: { text: 'ordering' }, next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'body' } },
    { dialog_node: 'b', previous_sibling: 'a', conditions: 'false', output: { text: 'again' }, next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
    { dialog_node: 'c', previous_sibling: 'b', conditions: 'anything_else', output: { text: 'ok' } },
  ],
};
