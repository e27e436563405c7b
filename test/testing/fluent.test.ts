import { describe, expect, it } from 'vitest';
import { conversation, ExpectationError } from '../../src/testing/index.js';
import { fakeEngine } from './fake-engine.js';

const engine = fakeEngine({
  hi: { text: ['Welcome to the shop'], nodes_visited: ['Welcome'], intent: 'greeting' },
  latte: { text: ['One latte.'], nodes_visited: ['Order'], intent: 'order', entities: [{ entity: 'drink', value: 'latte', location: [0, 5] }], set: { drink: 'latte' } },
});

describe('fluent conversation API', () => {
  it('chains turns and expectations', () => {
    const bot = conversation(engine, { now: '2026-01-01T00:00:00Z' });
    bot
      .say('hi')
      .expectText(/Welcome/)
      .expectNode('Welcome')
      .expectIntent('greeting')
      .say('latte')
      .expectText('One latte.')
      .expectEntity('drink', 'latte')
      .expectContext('drink', 'latte')
      .expectContext('size', undefined)
      .expectNoErrors();
    expect(bot.history).toHaveLength(2);
  });

  it('throws an ExpectationError with a readable diff', () => {
    const bot = conversation(engine);
    let error: unknown;
    try {
      bot.say('hi').expectText('Goodbye');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ExpectationError);
    expect((error as Error).message).toBe(
      ['after "hi":', 'text: output text differs', '  expected "Goodbye"', '  actual   "Welcome to the shop"'].join('\n'),
    );
  });

  it('carries context set by the test', () => {
    const bot = conversation(engine).set({ user: 'bo' });
    expect(bot.say('hi').context).toEqual({ user: 'bo' });
  });
});
