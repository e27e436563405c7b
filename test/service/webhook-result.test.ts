/** dialog-runtime.md §1.11 [C] D-clientact: dots in `result_variable` create nested objects (`context.weather.today`). */
import { describe, expect, it } from 'vitest';
import type { MessageResponse } from '../../src/index.js';
import { runWebhooks, type WebhookFetch } from '../../src/service/webhook.js';

const answer = (body: unknown): WebhookFetch => () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

function response(context: Record<string, unknown>): MessageResponse {
  return { intents: [], entities: [], input: {}, output: { text: [], nodes_visited: [], log_messages: [] }, context } as unknown as MessageResponse;
}

describe('webhook results', () => {
  it('a dotted result_variable creates nested objects and keeps the siblings already there', async () => {
    const r = response({ conversation_id: 'c', weather: { city: 'Paris' } });
    await runWebhooks([{ dialog_node: 'n', name: 'main_webhook', parameters: {}, result_variable: 'weather.today', url: 'https://hook.test/' }], r, answer({ sky: 'clear' }));
    expect(r.context.weather).toEqual({ city: 'Paris', today: { sky: 'clear' } });
  });

  it('a leading context. or $ names the context itself', async () => {
    const r = response({ conversation_id: 'c' });
    await runWebhooks(
      [
        { dialog_node: 'n', name: 'main_webhook', parameters: {}, result_variable: 'context.a.b', url: 'https://hook.test/' },
        { dialog_node: 'n', name: 'main_webhook', parameters: {}, result_variable: '$c', url: 'https://hook.test/' },
      ],
      r,
      answer(1),
    );
    expect(r.context).toEqual({ conversation_id: 'c', a: { b: 1 }, c: 1 });
  });
});
