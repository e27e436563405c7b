/**
 * How a team tests its own workspace with parley: a transcript file, the fluent API, and a property-based
 * suite. Run with `npm test` (or `npx vitest run examples`).
 * This repository's tests import its sources (`../src/...`); in a project of your own, copy it with
 * `import { compileWorkspace } from 'parley'` and `import { ... } from 'parley/testing'` instead.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileWorkspace } from '../src/index.js';
import { checkProperties, conversation, describeTranscript } from '../src/testing/index.js';

const workspace = JSON.parse(readFileSync(new URL('./coffee-shop.json', import.meta.url), 'utf8'));
const engine = compileWorkspace(workspace, { version: '2021-06-14' });
const now = '2026-11-22T09:00:00Z';

describeTranscript(new URL('./transcripts/coffee-shop.yaml', import.meta.url).pathname, { describe, it });

describe('coffee shop, in code', () => {
  it('welcomes, then takes an order with size and drink', () => {
    const bot = conversation(engine, { now });
    bot.say('').expectText('Welcome to the coffee shop! What can I get you?').expectNode('Welcome');
    bot
      .say('a large latte please')
      .expectIntent('order_drink', 0.5)
      .expectEntity('drink', 'latte')
      .expectEntity('size', 'large')
      .expectText('One large latte coming up.')
      .expectContext('drink', 'latte');
  });

  it('offers options when the drink is missing', () => {
    conversation(engine, { now })
      .say('I want to order a coffee')
      .expectNode('Order without drink')
      .expectGeneric({ response_type: 'option', title: 'What would you like?' });
  });

  it('rotates the fallback responses', () => {
    const bot = conversation(engine, { now });
    bot.say('zzz qqq').expectText('Sorry, I did not get that.');
    bot.say('zzz qqq').expectText('Could you rephrase that?');
  });
});

describe('coffee shop, property-based', () => {
  it('answers every conversation deterministically, without runtime errors', () => {
    const result = checkProperties(engine, { numRuns: 40, seed: 2026, workspacePath: 'examples/coffee-shop.json' });
    expect(result.ok ? 'ok' : result.transcript).toBe('ok');
  });
});
