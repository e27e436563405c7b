import type { MessageRequest } from '../../src/index.js';

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
