/** The default world of the table-driven cases: one input with entities, intents and a context. */
import type { JsonValue } from '../../../src/model/index.js';
import { mention, type EnvSpec } from '../env.js';

export const TEXT = 'Book a table for 4 people in Boston and New York on 2021-06-20 at 19:30, pay $24';

export const WORLD: EnvSpec = {
  input: TEXT,
  intents: [
    { intent: 'book', confidence: 0.92 },
    { intent: 'cancel', confidence: 0.35 },
    { intent: 'hello', confidence: 0.1 },
  ],
  entities: [
    mention('sys-number', '4', TEXT, '4', { metadata: { numeric_value: 4 } }),
    mention('city', 'Boston', TEXT),
    mention('city', 'New York', TEXT),
    mention('sys-date', '2021-06-20', TEXT, '2021-06-20', { interpretation: { granularity: 'day', calendar_type: 'GREGORIAN' } } as never),
    mention('sys-time', '19:30:00', TEXT, '19:30', { interpretation: { granularity: 'minute' } } as never),
    mention('sys-currency', '24', TEXT, '$24', { metadata: { unit: 'USD', numeric_value: 24 } }),
  ],
  context: {
    name: 'Ann', counter: 3, price: 19.99, zero: 0, flag: true, off: false, empty: '',
    list: ['one', 'two', 'three'], nums: [3, 1, 2], obj: { a: 1, b: 'x', nested: { deep: true } },
    card_type: 'VISA', 'card-type': 'MASTER CARD', person: "O'Reilly", toppings: ['onion', 'olives', 'ham'],
    date: '2021-06-20', time: '19:30:00', dt: '2021-06-20 19:30:00', json_text: '{"a":[1,2]}',
    users: [{ name: 'a', age: 30 }, { name: 'b', age: 17 }], myproperties: { one: 'one', two: 2 },
    numtext: '700', mixed: [1, 'two', null, true], nothing: null,
  },
  output: { text: ['Hi'], number: 5 },
};

/** One table row: an expression, an optional world override, the expected JSON value or error. */
export interface Case {
  expr: string;
  /** Replaces parts of WORLD. */
  env?: EnvSpec;
  expect?: JsonValue;
  /** Expected error: a substring of the message (e.g. `EL1007E`). */
  error?: string;
  /** Where the behaviour is documented (spec section, doc example, or docs/behaviour/expressions.md). */
  source: string;
}
