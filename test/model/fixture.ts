/** A small valid workspace touching every kind of element, and a helper to derive variants from it. */
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures are mutated freely

export function baseWorkspace(): Json {
  return {
    name: 'Pizza',
    description: 'Orders pizza',
    language: 'en',
    learning_opt_out: false,
    metadata: { api_version: { major_version: 'v1' } },
    system_settings: { disambiguation: { enabled: true, sensitivity: 'auto', max_suggestions: 3 }, tooling: { store_generic_responses: true } },
    intents: [
      { intent: 'order', description: 'Order something', examples: [{ text: 'I want a pizza' }, { text: 'large one please', mentions: [{ entity: 'size', location: [0, 5] }] }] },
      { intent: 'hours', examples: [{ text: 'when are you open' }] },
    ],
    entities: [
      { entity: 'size', fuzzy_match: true, values: [{ value: 'large', type: 'synonyms', synonyms: ['big', 'huge'] }, { value: 'small', synonyms: [] }] },
      { entity: 'phone', values: [{ value: 'us', type: 'patterns', patterns: ['\\d{3}-\\d{4}'] }] },
      { entity: 'sys-number' },
    ],
    counterexamples: [{ text: 'buy stocks' }, { text: 'sell stocks' }],
    dialog_nodes: [
      { dialog_node: 'welcome', title: 'Welcome', conditions: 'welcome', output: { generic: [{ response_type: 'text', values: [{ text: 'Hi' }], selection_policy: 'sequential' }] } },
      { dialog_node: 'order', previous_sibling: 'welcome', type: 'frame', conditions: '#order', output: { text: 'Done' }, digress_out_slots: 'not_allowed' },
      { dialog_node: 'slot_size', parent: 'order', type: 'slot', variable: '$size' },
      { dialog_node: 'size_input', parent: 'slot_size', type: 'event_handler', event_name: 'input', conditions: '@size', context: { size: '@size' } },
      { dialog_node: 'size_filled', parent: 'slot_size', previous_sibling: 'size_input', type: 'event_handler', event_name: 'filled', next_step: { behavior: 'reprompt' } },
      { dialog_node: 'size_nomatch', parent: 'slot_size', previous_sibling: 'size_filled', type: 'event_handler', event_name: 'nomatch', next_step: { behavior: 'skip_slot' } },
      { dialog_node: 'order_handler', parent: 'order', previous_sibling: 'slot_size', type: 'event_handler', event_name: 'generic', conditions: '#cancel', next_step: { behavior: 'skip_all_slots' } },
      { dialog_node: 'faq', previous_sibling: 'order', type: 'folder', digress_in: 'returns' },
      { dialog_node: 'hours', parent: 'faq', conditions: '#hours', next_step: { behavior: 'jump_to', dialog_node: 'welcome', selector: 'body' }, digress_out: 'allow_all' },
      { dialog_node: 'hours_rc', parent: 'hours', type: 'response_condition', conditions: 'true', output: { text: { values: ['9-5'], selection_policy: 'random' } } },
      { dialog_node: 'anything_else', previous_sibling: 'faq', conditions: 'anything_else', output: { text: ['Sorry'] }, actions: [{ name: 'log', type: 'client', result_variable: 'logged' }] },
    ],
    webhooks: [{ name: 'main_webhook', url: 'https://example.com/hook', headers: [{ name: 'Authorization', value: 'Bearer x' }] }],
  };
}

/** Index of each base node by id, so tests can name nodes instead of counting. */
export const N: Record<string, number> = Object.fromEntries(baseWorkspace().dialog_nodes.map((n: Json, i: number) => [n.dialog_node, i]));

/** A copy of the base workspace changed by `change`. */
export function variant(change: (ws: Json) => void): Json {
  const ws = baseWorkspace();
  change(ws);
  return ws;
}

/** The node with id `id` in `ws`. */
export function node(ws: Json, id: string): Json {
  return ws.dialog_nodes.find((n: Json) => n.dialog_node === id);
}
