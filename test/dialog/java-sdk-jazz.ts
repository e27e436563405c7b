import { expect } from 'vitest';
import type { MessageRequest, MessageResponse } from '../../src/index.js';

/** The java-sdk car-dashboard fixture's second turn (dialog-runtime.md §10.4): its input and recorded NLU. */
export const javaSdkJazzTurn: MessageRequest = {
  input: { text: 'I would love to hear some jazz music.' },
  intents: [{ intent: 'turn_on', confidence: 0.9842960834503174 }],
  entities: [
    { entity: 'genre', location: [26, 30], value: 'jazz', confidence: 1 },
    { entity: 'genre_bad', location: [31, 36], value: 'Soundtrack', confidence: 0.7 },
    { entity: 'appliance', location: [31, 36], value: 'music', confidence: 1 },
  ],
};

/** The fixture's recorded answer to that turn (asked with nodes_visited_details): the jump chain and the context it leaves. */
export function expectRecordedJazzAnswer(r: MessageResponse): void {
    expect(r.output.text).toEqual(['Great choice! Playing some jazz for you.']);
    expect(r.output.nodes_visited).toEqual(['Entry Point For On Off Commands', 'node_5_1469049934217', 'Genre On Off Check', 'node_3_1484628332751']);
    expect(r.output.nodes_visited_details).toEqual([
      { dialog_node: 'Entry Point For On Off Commands', title: 'Entry Point For On Off Commands', conditions: '#turn_on' },
      { dialog_node: 'node_5_1469049934217', title: null, conditions: '@genre' },
      { dialog_node: 'Genre On Off Check', title: 'Genre On Off Check', conditions: 'true' },
      { dialog_node: 'node_3_1484628332751', title: null, conditions: '$appl_action == "on"' },
    ]);
    expect(r.context.system).toEqual({
      dialog_stack: [{ dialog_node: 'root' }],
      dialog_turn_counter: 2,
      dialog_request_counter: 2,
      _node_output_map: { 'Start And Initialize Context': [0, 0], node_3_1484628332751: [0, 0] },
      branch_exited: true,
      branch_exited_reason: 'completed',
    });
}
