import { describe, expect, it } from 'vitest';
import { compileLogFilter, parseLogFilter } from '../../src/service/index.js';
import type { Log } from '../../src/model/index.js';
import { createSmall, failure, service, walk } from './helpers.js';
import { within } from '../security/guard.js';

function log(partial: Partial<Log> & { text?: string; intent?: string; deployment?: string }): Log {
  return {
    request: { input: { text: partial.text ?? '' }, context: { metadata: { deployment: partial.deployment ?? 'prod' } } },
    response: {
      input: { text: partial.text ?? '' },
      intents: partial.intent ? [{ intent: partial.intent, confidence: 0.9 }] : [],
      entities: [{ entity: 'city', value: 'Boston', location: [0, 6] }],
      output: { text: [], log_messages: [] },
      context: {},
    },
    log_id: 'l1',
    request_timestamp: partial.request_timestamp ?? '2026-11-21T10:00:00.000Z',
    response_timestamp: partial.response_timestamp ?? '2026-11-21T10:00:00.500Z',
    workspace_id: partial.workspace_id ?? 'w1',
    language: partial.language ?? 'en',
  };
}

function matches(filter: string, l: Log): boolean {
  return compileLogFilter(filter).predicate(l);
}

describe('log filter language', () => {
  const hot = log({ text: 'Is it hot outside?', intent: 'weather' });

  it(': contains (case-insensitive), :: exact, :! and ::! negate', () => {
    expect(matches('request.input.text:hot', hot)).toBe(true);
    expect(matches('request.input.text:HOT OUTSIDE', hot)).toBe(true);
    expect(matches('request.input.text::"Is it hot outside?"', hot)).toBe(true);
    expect(matches('request.input.text::hot', hot)).toBe(false);
    expect(matches('request.input.text:!cold', hot)).toBe(true);
    expect(matches('request.input.text:!hot', hot)).toBe(false);
    expect(matches('language::!fr', hot)).toBe(true);
  });

  it('array fields: response.intents:intent::x and nested element filters', () => {
    expect(matches('response.intents:intent::weather', hot)).toBe(true);
    expect(matches('response.intents:intent::greet', hot)).toBe(false);
    expect(matches('response.entities:entity::city', hot)).toBe(true);
    expect(matches('response.entities:(entity::city,value::Boston)', hot)).toBe(true);
    expect(matches('response.entities:(entity::city,value::Paris)', hot)).toBe(false);
    // Both conditions must hold for the same element.
    const two = log({ text: 't' });
    two.response.entities = [{ entity: 'city', value: 'Boston', location: [0, 1] }, { entity: 'town', value: 'Paris', location: [2, 3] }];
    expect(matches('response.entities:(entity::city,value::Paris)', two)).toBe(false);
    expect(matches('response.entities:(entity::town,value::Paris)', two)).toBe(true);
  });

  it('comparisons on timestamps and numbers', () => {
    expect(matches('response_timestamp>=2026-11-21', hot)).toBe(true);
    expect(matches('response_timestamp<2026-11-21T10:00:00.400Z', hot)).toBe(false);
    expect(matches('response.intents:confidence>0.5', hot)).toBe(true);
    expect(matches('response.intents:confidence<=0.5', hot)).toBe(false);
  });

  it(', is and, | is or, parentheses group; wildcards and fuzzy matching', () => {
    expect(matches('language::en,workspace_id::w1', hot)).toBe(true);
    expect(matches('language::fr|workspace_id::w1', hot)).toBe(true);
    expect(matches('(language::fr|language::de),workspace_id::w1', hot)).toBe(false);
    expect(matches('request.input.text:h*side', hot)).toBe(true);
    expect(matches('request.context.metadata.deployment::pr*', hot)).toBe(true);
    expect(matches('request.input.text:~otside', hot)).toBe(true);
    expect(matches('request.input.text:outsdie~1', hot)).toBe(false);
    expect(matches('request.input.text:outsdie~2', hot)).toBe(true);
  });

  it('wildcards match without regexes: anchored for ::, anywhere for :, linear on hostile patterns', () => {
    expect(matches('request.input.text::Is*?', hot)).toBe(true);
    expect(matches('request.input.text::Is*hot', hot)).toBe(false);
    expect(matches('request.input.text::*hot*', hot)).toBe(true);
    expect(matches('request.input.text::I*t*t*?', hot)).toBe(true);
    expect(matches('request.input.text:*T*H*', hot)).toBe(true);
    expect(matches('request.input.text:h*z', hot)).toBe(false);
    const long = log({ text: 'a'.repeat(2000) });
    // The second in CPU time (`within`): on a loaded machine a wall-clock second passes without this process running.
    within(1000, () => {
      expect(matches(`request.input.text::${'*a'.repeat(60)}*b`, long)).toBe(false);
      expect(matches('request.input.text:aaab~999', long)).toBe(false);
    });
  });

  it('a malformed filter is a 400 that says where it broke', () => {
    let error: unknown;
    try {
      parseLogFilter('language::en,(workspace_id::w1');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ status: 400 });
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid filter at line 1, column 31: Expected/);
    expect(() => parseLogFilter('language::en,\nrequest.input.text:')).toThrow(/line 2, column 20/);
  });
});

describe('message and logs', () => {
  it('message stores a Log with request, response, id, timestamps, workspace and language', async () => {
    const a = service();
    const id = await createSmall(a);
    const reply = await a.message({ workspaceId: id, input: { text: 'hello' }, context: { conversation_id: 'c1', metadata: { deployment: 'test' } } });
    expect(reply.status).toBe(200);
    const logs = (await a.listLogs({ workspaceId: id })).result.logs;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toEqual({
      request: { input: { text: 'hello' }, context: { conversation_id: 'c1', metadata: { deployment: 'test' } } },
      response: reply.result,
      log_id: logs[0].log_id,
      request_timestamp: '2026-11-21T10:00:01.000Z',
      response_timestamp: '2026-11-21T10:00:02.000Z',
      workspace_id: id,
      language: 'en',
    });
    expect(logs[0].log_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('message gives a new conversation a conversation_id; 404 for an unknown workspace; 400 on a bad request', async () => {
    const a = service();
    const id = await createSmall(a);
    const first = (await a.message({ workspaceId: id, input: { text: 'hi' } })).result;
    expect(first.context.conversation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await failure(a.message({ workspaceId: 'nope' }))).status).toBe(404);
    const bad = await failure(a.message({ workspaceId: id, input: { text: 'a\nb' } }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toBe('.input.text');
    const badContext = await failure(a.message({ workspaceId: id, context: 'abc' as never }));
    expect(badContext.status).toBe(400);
    expect(badContext.result.errors![0].path).toBe('.context');
  });

  it('listLogs: filter, sort, pagination walked to the end with next_url as the service forms it', async () => {
    const a = service();
    const id = await createSmall(a);
    const other = await createSmall(a);
    for (let i = 0; i < 5; i++) await a.message({ workspaceId: id, input: { text: `turn ${i}` }, context: { conversation_id: 'c' } });
    await a.message({ workspaceId: other, input: { text: 'turn 9' } });
    const asc = await walk<Log>((cursor) => a.listLogs({ workspaceId: id, filter: 'request.input.text:turn', pageLimit: 2, cursor }), 'logs');
    expect(asc.items.map((l) => l.request.input!.text)).toEqual(['turn 0', 'turn 1', 'turn 2', 'turn 3', 'turn 4']);
    expect(asc.pages).toBe(3);
    const desc = await walk<Log>((cursor) => a.listLogs({ workspaceId: id, sort: '-request_timestamp', pageLimit: 3, cursor }), 'logs');
    expect(desc.items.map((l) => l.request.input!.text)).toEqual(['turn 4', 'turn 3', 'turn 2', 'turn 1', 'turn 0']);
    const page = (await a.listLogs({ workspaceId: id, filter: 'request.input.text:turn', pageLimit: 2 })).result.pagination;
    expect(page.next_url).toBe(`/v1/workspaces/${id}/logs?version=2021-06-14&filter=request.input.text%3Aturn&page_limit=2&cursor=${page.next_cursor}`);
    expect((await a.listLogs({ workspaceId: id, filter: 'request.input.text::"turn 3"' })).result.logs).toHaveLength(1);
    expect((await failure(a.listLogs({ workspaceId: id, sort: 'response_timestamp' }))).status).toBe(400);
    const broken = await failure(a.listLogs({ workspaceId: id, filter: 'request.input.text:(' }));
    expect(broken.status).toBe(400);
    expect(broken.result.errors![0]).toMatchObject({ code: 'filter_syntax', path: '.filter' });
    expect(broken.message).toMatch(/line 1, column \d+/);
  });

  it('a repeated filter sees logs added or deleted since (the cache follows the logs)', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.message({ workspaceId: id, input: { text: 'turn one' }, headers: { 'X-Watson-Metadata': 'customer_id=zed' } });
    const filter = 'request.input.text:turn';
    expect((await a.listLogs({ workspaceId: id, filter })).result.logs).toHaveLength(1);
    await a.message({ workspaceId: id, input: { text: 'turn two' } });
    expect((await a.listLogs({ workspaceId: id, filter })).result.logs.map((l) => l.request.input!.text)).toEqual(['turn one', 'turn two']);
    await a.deleteUserData({ customerId: 'zed' });
    expect((await a.listLogs({ workspaceId: id, filter })).result.logs.map((l) => l.request.input!.text)).toEqual(['turn two']);
  });

  it('listAllLogs: requires language and a scope field; spans workspaces', async () => {
    const a = service();
    const one = await createSmall(a);
    const two = await createSmall(a);
    await a.message({ workspaceId: one, input: { text: 'a' }, context: { metadata: { deployment: 'blue' } } });
    await a.message({ workspaceId: two, input: { text: 'b' }, context: { metadata: { deployment: 'blue' } } });
    await a.message({ workspaceId: two, input: { text: 'c' }, context: { metadata: { deployment: 'green' } } });
    const blue = (await a.listAllLogs({ filter: 'language::en,request.context.metadata.deployment::blue' })).result.logs;
    expect(blue.map((l) => l.request.input!.text)).toEqual(['a', 'b']);
    const byWs = (await a.listAllLogs({ filter: `language::en,workspace_id::${two}`, sort: '-request_timestamp' })).result.logs;
    expect(byWs.map((l) => l.request.input!.text)).toEqual(['c', 'b']);
    const missing = await failure(a.listAllLogs({ filter: 'language::en' }));
    expect(missing.status).toBe(400);
    expect(missing.message).toContain('filter must include a value for language');
    expect((await failure(a.listAllLogs({} as never))).message).toContain('Missing required parameters: filter');
    const pages = await walk<Log>((cursor) => a.listAllLogs({ filter: 'language::en,request.context.metadata.deployment:*', pageLimit: 1, cursor }), 'logs');
    expect(pages.items).toHaveLength(3);
  });
});

describe('webhooks', () => {
  it('main_webhook calls go through the injected function with URL and headers; the result lands in the context', async () => {
    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    const a = service({
      webhook: async (url, init) => {
        calls.push({ url, headers: init.headers, body: init.body });
        return { ok: true, status: 200, json: async () => ({ temperature: 21 }) };
      },
    });
    const { result } = await a.createWorkspace({
      name: 'hooks',
      webhooks: [{ name: 'main_webhook', url: 'https://example.invalid/hook', headers: [{ name: 'Authorization', value: 'Bearer t' }] }],
      dialogNodes: [
        {
          dialog_node: 'ask',
          conditions: 'true',
          actions: [{ name: 'main_webhook', type: 'webhook', parameters: { city: 'Paris' }, result_variable: 'webhook_result_1' }],
          output: { text: 'Checking.' },
        },
      ],
    });
    const id = (result as { workspace_id: string }).workspace_id;
    const reply = (await a.message({ workspaceId: id, input: { text: 'weather?' } })).result;
    expect(calls).toEqual([
      { url: 'https://example.invalid/hook', headers: { 'content-type': 'application/json', Authorization: 'Bearer t' }, body: '{"city":"Paris"}' },
    ]);
    expect(reply.context.webhook_result_1).toEqual({ temperature: 21 });
  });

  it('a webhook kept with a blank URL (as exports keep it) is said to have no URL; an undefined one, to be undefined', async () => {
    const a = service({ webhook: async () => ({ ok: true, status: 200, json: async () => ({}) }) });
    const node = { dialog_node: 'ask', conditions: 'true', actions: [{ name: 'main_webhook', type: 'webhook' as const, result_variable: 'r' }] };
    const blank = (await a.createWorkspace({ name: 'b', webhooks: [{ name: 'main_webhook', url: '' }], dialogNodes: [node] })).result as { workspace_id: string };
    const none = (await a.createWorkspace({ name: 'n', dialogNodes: [node] })).result as { workspace_id: string };
    const logs = async (workspaceId: string) => (await a.message({ workspaceId, input: { text: 'x' } })).result.output.log_messages;
    expect(await logs(blank.workspace_id)).toEqual([{ level: 'err', msg: "Webhook 'main_webhook' requested by dialog node 'ask' has no URL in the workspace" }]);
    expect(await logs(none.workspace_id)).toEqual([{ level: 'err', msg: "Webhook 'main_webhook' requested by dialog node 'ask' is not defined in the workspace" }]);
  });

  it('a failing webhook adds an err log message (the level the service recorded for dialog node errors) and leaves the variable unset', async () => {
    const a = service({ webhook: async () => ({ ok: false, status: 503, json: async () => ({}) }) });
    const { result } = await a.createWorkspace({
      name: 'hooks',
      webhooks: [{ name: 'main_webhook', url: 'https://example.invalid/hook' }],
      dialogNodes: [{ dialog_node: 'ask', conditions: 'true', actions: [{ name: 'main_webhook', type: 'webhook', result_variable: 'r' }] }],
    });
    const id = (result as { workspace_id: string }).workspace_id;
    const reply = (await a.message({ workspaceId: id, input: { text: 'x' } })).result;
    expect(reply.context.r).toBeUndefined();
    expect(reply.output.log_messages).toContainEqual({ level: 'err', msg: "Webhook call to https://example.invalid/hook failed with status 503 (dialog node 'ask')" });
    expect(reply.output.error).toBe("Webhook call to https://example.invalid/hook failed with status 503 (dialog node 'ask')");
  });

  it('output.error stays the dialog\'s own first error when the turn has one; a webhook failure is only logged then', async () => {
    const a = service({ webhook: async () => ({ ok: false, status: 503, json: async () => ({}) }) });
    const { result } = await a.createWorkspace({
      name: 'hooks',
      webhooks: [{ name: 'main_webhook', url: 'https://example.invalid/hook' }],
      dialogNodes: [{ dialog_node: 'ask', conditions: 'true', output: { text: '<? $missing.size() ?>' }, actions: [{ name: 'main_webhook', type: 'webhook', result_variable: 'r' }] }],
    });
    const id = (result as { workspace_id: string }).workspace_id;
    const reply = (await a.message({ workspaceId: id, input: { text: 'x' } })).result;
    expect(reply.output.error).toMatch(/^Error when updating output with output of dialog node id \[ask\]/);
    expect(reply.output.log_messages.map((m) => m.msg.split('\n')[0])).toEqual([
      'Error when updating output with output of dialog node id [ask].',
      "Webhook call to https://example.invalid/hook failed with status 503 (dialog node 'ask')",
    ]);
  });
});
