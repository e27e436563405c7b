/**
 * The facts of the conversation-service spec (resources, limits, append, message options, logs) pinned at the
 * service boundary: exact status, message and body path. docs/behaviour/service-conformance.md maps each
 * statement of the spec to the test that pins it; the model-level rules behind most of these have their own
 * tests in test/model/rules.test.ts, these check that the service applies them to single-element writes too.
 */
import { describe, expect, it } from 'vitest';
import type { AssistantV1 } from '../../src/service/index.js';
import { failure, service } from './helpers.js';

/** The first problem a rejected call reports: status, code, message, path. */
async function problem(p: Promise<unknown>): Promise<{ status: number; code: string; message: string; path: string }> {
  const e = await failure(p);
  const first = (e.errors ?? [])[0] as { code: string; message: string; path: string };
  return { status: e.status, code: first.code, message: first.message, path: first.path };
}

async function workspace(a: AssistantV1, body: Record<string, unknown> = {}): Promise<string> {
  const { result } = await a.createWorkspace({
    name: 'w',
    intents: [{ intent: 'greet', examples: [{ text: 'hello' }, { text: 'hi there' }] }],
    entities: [{ entity: 'city', values: [{ value: 'Boston', synonyms: ['beantown'] }, { value: 'code', type: 'patterns', patterns: ['[A-Z]{3}'] }] }],
    counterexamples: [{ text: 'weather' }],
    dialog_nodes: [{ dialog_node: 'n', conditions: 'true', title: 'Node n', output: { text: 'ok' } }],
    ...body,
  } as never);
  return (result as { workspace_id: string }).workspace_id;
}

const CRLFTAB = (field: string) => `${field} cannot contain carriage return, newline, or tab characters`;

describe('no carriage return, newline or tab (every field the spec restricts)', () => {
  const cases: [string, (a: AssistantV1, id: string) => Promise<unknown>, string, string][] = [
    ['Workspace.name', (a) => a.createWorkspace({ name: 'a\nb' }), 'name', '.name'],
    ['Workspace.description', (a) => a.createWorkspace({ name: 'a', description: 'x\ry' }), 'description', '.description'],
    ['Intent.description', (a, id) => a.createIntent({ workspaceId: id, intent: 'i', description: 'x\ny' }), 'description', '.description'],
    ['Example.text', (a, id) => a.createExample({ workspaceId: id, intent: 'greet', text: 'a\tb' }), 'text', '.text'],
    ['Counterexample.text', (a, id) => a.createCounterexample({ workspaceId: id, text: 'a\nb' }), 'text', '.text'],
    ['Entity.description', (a, id) => a.createEntity({ workspaceId: id, entity: 'e', description: 'a\tb' }), 'description', '.description'],
    ['Value.value', (a, id) => a.createValue({ workspaceId: id, entity: 'city', value: 'a\nb' }), 'value', '.value'],
    ['Synonym.synonym', (a, id) => a.createSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'a\tb' }), 'synonym', '.synonym'],
    ['DialogNode.description', (a, id) => a.createDialogNode({ workspaceId: id, dialogNode: 'd', description: 'x\ny' }), 'description', '.description'],
    ['DialogNode.conditions', (a, id) => a.createDialogNode({ workspaceId: id, dialogNode: 'd', conditions: '#a\n' }), 'conditions', '.conditions'],
    ['MessageInput.text', (a, id) => a.message({ workspaceId: id, input: { text: 'a\nb' } }), 'input.text', '.input.text'],
    ['metadata.deployment', (a, id) => a.message({ workspaceId: id, context: { metadata: { deployment: 'a\nb' } } }), 'deployment', '.context.metadata.deployment'],
    ['metadata.user_id', (a, id) => a.message({ workspaceId: id, context: { metadata: { user_id: 'a\tb' } } }), 'user_id', '.context.metadata.user_id'],
  ];
  for (const [name, call, field, path] of cases) {
    it(name, async () => {
      const a = service();
      const id = await workspace(a);
      expect(await problem(call(a, id))).toEqual({ status: 400, code: 'invalid_characters', message: CRLFTAB(field), path });
    });
  }
});

describe('not only whitespace', () => {
  const cases: [string, (a: AssistantV1, id: string) => Promise<unknown>, string][] = [
    ['Example.text', (a, id) => a.createExample({ workspaceId: id, intent: 'greet', text: '   ' }), 'text'],
    ['Counterexample.text', (a, id) => a.createCounterexample({ workspaceId: id, text: ' ' }), 'text'],
    ['Value.value', (a, id) => a.createValue({ workspaceId: id, entity: 'city', value: '  ' }), 'value'],
    ['Synonym.synonym', (a, id) => a.createSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: ' ' }), 'synonym'],
  ];
  for (const [name, call, field] of cases) {
    it(name, async () => {
      const a = service();
      const id = await workspace(a);
      expect(await problem(call(a, id))).toEqual({
        status: 400,
        code: 'whitespace',
        message: `${field} must not be empty or only whitespace`,
        path: `.${field}`,
      });
    });
  }
});

describe('name rules', () => {
  it('intent: Unicode letters and digits, underscore, hyphen, dot; no space; no sys- prefix', async () => {
    const a = service();
    const id = await workspace(a);
    expect((await a.createIntent({ workspaceId: id, intent: 'café_ß-1.b' })).status).toBe(201);
    expect(await problem(a.createIntent({ workspaceId: id, intent: 'a b' }))).toEqual({
      status: 400,
      code: 'pattern',
      message: 'intent "a b" may contain only letters, digits, underscores, hyphens and dots',
      path: '.intent',
    });
    expect(await problem(a.createIntent({ workspaceId: id, intent: 'sys-foo' }))).toEqual({
      status: 400,
      code: 'reserved_prefix',
      message: 'intent "sys-foo" must not begin with the reserved prefix sys-',
      path: '.intent',
    });
  });

  it('entity: letters, digits, underscore, hyphen — a dot is not allowed (unlike an intent)', async () => {
    const a = service();
    const id = await workspace(a);
    expect((await a.createEntity({ workspaceId: id, entity: 'größe_2-x' })).status).toBe(201);
    expect(await problem(a.createEntity({ workspaceId: id, entity: 'a.b' }))).toEqual({
      status: 400,
      code: 'pattern',
      message: 'entity "a.b" may contain only letters, digits, underscores and hyphens',
      path: '.entity',
    });
  });

  it('dialog_node and title: letters, digits, space, underscore, hyphen, dot', async () => {
    const a = service();
    const id = await workspace(a);
    expect((await a.createDialogNode({ workspaceId: id, dialogNode: 'a b.c_d-e', title: 'T i.t_l-e' })).status).toBe(201);
    expect(await problem(a.createDialogNode({ workspaceId: id, dialogNode: 'a/b' }))).toEqual({
      status: 400,
      code: 'pattern',
      message: 'dialog_node "a/b" may contain only letters, digits, spaces, underscores, hyphens and dots',
      path: '.dialog_node',
    });
    expect(await problem(a.createDialogNode({ workspaceId: id, dialogNode: 'x', title: 'a/b' }))).toEqual({
      status: 400,
      code: 'pattern',
      message: 'title "a/b" may contain only letters, digits, spaces, underscores, hyphens and dots',
      path: '.title',
    });
  });
});

describe('limits', () => {
  it('pause time 0 to 10000 ms', async () => {
    const a = service();
    const id = await workspace(a);
    const pause = (time: number, dialogNode: string) =>
      a.createDialogNode({ workspaceId: id, dialogNode, output: { generic: [{ response_type: 'pause', time, typing: true }] } });
    expect((await pause(0, 'p0')).status).toBe(201);
    expect((await pause(10000, 'p1')).status).toBe(201);
    for (const time of [10001, -1]) {
      expect(await problem(pause(time, 'p2'))).toEqual({
        status: 400,
        code: 'range',
        message: `time must be an integer from 0 to 10000, not ${time}`,
        path: '.output.generic[0].time',
      });
    }
  });

  it('up to 20 options in an option response', async () => {
    const a = service();
    const id = await workspace(a);
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `l${i}`, value: { input: { text: `t${i}` } } }));
    const option = (n: number, dialogNode: string) =>
      a.createDialogNode({ workspaceId: id, dialogNode, output: { generic: [{ response_type: 'option', title: 't', options: options(n) }] } });
    expect((await option(20, 'o20')).status).toBe(201);
    expect(await problem(option(21, 'o21'))).toEqual({
      status: 400,
      code: 'max_items',
      message: 'an option response has at most 20 options, not 21',
      path: '.output.generic[0].options',
    });
  });

  it('webhooks: only one, named main_webhook, url required; a header needs name and value', async () => {
    const a = service();
    expect(await problem(a.createWorkspace({ name: 'a', webhooks: [{ url: 'http://x', name: 'other' }] }))).toEqual({
      status: 400,
      code: 'enum',
      message: 'webhook name "other" is not supported: the only webhook is main_webhook',
      path: '.webhooks[0].name',
    });
    const two = [
      { url: 'http://x', name: 'main_webhook' },
      { url: 'http://y', name: 'main_webhook' },
    ];
    expect(await problem(a.createWorkspace({ name: 'a', webhooks: two }))).toEqual({
      status: 400,
      code: 'max_items',
      message: 'only one webhook is supported, not 2',
      path: '.webhooks',
    });
    expect((await problem(a.createWorkspace({ name: 'a', webhooks: [{ name: 'main_webhook' }] as never }))).path).toBe('.webhooks[0].url');
    const noValue = [{ url: 'http://x', name: 'main_webhook', headers: [{ name: 'a' }] }];
    expect((await problem(a.createWorkspace({ name: 'a', webhooks: noValue as never }))).path).toBe('.webhooks[0].headers[0].value');
  });

  it('output.log_messages holds at most 50 entries, webhook failures included', async () => {
    // 60 nodes chained by jumps, each calling the webhook, which fails: 60 failures, 50 kept (the first ones).
    const a = service({ webhook: async () => ({ ok: false, status: 503, json: async () => ({}) }) });
    const nodes = Array.from({ length: 60 }, (_, i) => ({
      dialog_node: `n${i}`,
      ...(i > 0 ? { previous_sibling: `n${i - 1}` } : {}),
      conditions: i === 0 ? 'true' : 'false',
      actions: [{ name: 'main_webhook', type: 'webhook', result_variable: `r${i}` }],
      ...(i < 59 ? { next_step: { behavior: 'jump_to', dialog_node: `n${i + 1}`, selector: 'body' } } : {}),
    }));
    const { result } = await a.createWorkspace({ name: 'w', webhooks: [{ name: 'main_webhook', url: 'https://example.invalid/h' }], dialogNodes: nodes as never });
    const id = (result as { workspace_id: string }).workspace_id;
    const reply = (await a.message({ workspaceId: id, input: { text: 'x' } })).result;
    expect(reply.output.nodes_visited).toHaveLength(60);
    expect(reply.output.log_messages).toHaveLength(50);
    expect(reply.output.log_messages[49]).toEqual({
      level: 'err',
      msg: "Webhook call to https://example.invalid/h failed with status 503 (dialog node 'n49')",
    });
  });
});

describe('DialogNodeOutputGeneric: fields required per response_type, value sets', () => {
  it('text needs values, image needs source, search_skill needs query and query_type', async () => {
    const a = service();
    const id = await workspace(a);
    const generic = (g: Record<string, unknown>, dialogNode = 'g') => a.createDialogNode({ workspaceId: id, dialogNode, output: { generic: [g as never] } });
    expect(await problem(generic({ response_type: 'text' }))).toEqual({
      status: 400,
      code: 'required',
      message: 'values is required for response_type text',
      path: '.output.generic[0].values',
    });
    expect(await problem(generic({ response_type: 'image' }))).toEqual({
      status: 400,
      code: 'required',
      message: 'source is required for response_type image',
      path: '.output.generic[0].source',
    });
    const search = await failure(generic({ response_type: 'search_skill' }));
    expect((search.errors ?? []).map((e) => (e as { path: string }).path)).toEqual(['.output.generic[0].query', '.output.generic[0].query_type']);
    expect((await generic({ response_type: 'search_skill', query: 'q', query_type: 'natural_language' }, 's')).status).toBe(201);
  });

  it('the SDK\'s later types (issue 21): 400 with the path when a required field is missing; 201 and a runtime answer when whole', async () => {
    const a = service();
    const id = await workspace(a);
    const generic = (g: Record<string, unknown>, dialogNode = 'g') => a.createDialogNode({ workspaceId: id, dialogNode, output: { generic: [g as never] } });
    for (const type of ['video', 'audio', 'iframe']) {
      expect(await problem(generic({ response_type: type, title: 't' }))).toEqual({
        status: 400,
        code: 'required',
        message: `source is required for response_type ${type}`,
        path: '.output.generic[0].source',
      });
    }
    expect(await problem(generic({ response_type: 'user_defined' }))).toEqual({
      status: 400,
      code: 'required',
      message: 'user_defined is required for response_type user_defined',
      path: '.output.generic[0].user_defined',
    });
    const transfer = await failure(generic({ response_type: 'channel_transfer' }));
    expect((transfer.errors ?? []).map((e) => (e as { path: string }).path)).toEqual(['.output.generic[0].message_to_user', '.output.generic[0].transfer_info']);
    expect(await problem(generic({ response_type: 'channel_transfer', message_to_user: 'm', transfer_info: {} }))).toMatchObject({
      code: 'required',
      path: '.output.generic[0].transfer_info.target',
    });
    const whole = { response_type: 'channel_transfer', message_to_user: 'Over to the web', transfer_info: { target: { chat: { url: 'https://x/c' } } }, channels: [{ channel: 'slack' }] };
    const created = await a.createDialogNode({ workspaceId: id, dialogNode: 't', conditions: 'true', output: { generic: [whole as never] } });
    expect(created.status).toBe(201);
    const reply = (await a.message({ workspaceId: id, input: { text: 'x' } })).result;
    expect(reply.output.generic).toEqual([whole]);
  });

  it('selection_policy, preference, type, event_name, digress_in, selector, action type: one of their value sets', async () => {
    const a = service();
    const id = await workspace(a);
    const node = (extra: Record<string, unknown>) => problem(a.createDialogNode({ workspaceId: id, dialogNode: 'v', ...extra }));
    const text = { response_type: 'text', values: [{ text: 'a' }], selection_policy: 'foo' };
    expect(await node({ output: { generic: [text] } })).toMatchObject({
      message: 'selection_policy "foo" must be one of: sequential, random, multiline',
      path: '.output.generic[0].selection_policy',
    });
    const option = { response_type: 'option', title: 't', preference: 'foo', options: [{ label: 'a', value: { input: { text: 'a' } } }] };
    expect(await node({ output: { generic: [option] } })).toMatchObject({ message: 'preference "foo" must be one of: dropdown, button' });
    expect(await node({ type: 'foo' })).toMatchObject({
      message: 'type "foo" must be one of: standard, event_handler, frame, slot, response_condition, folder',
      path: '.type',
    });
    expect(await node({ type: 'event_handler', eventName: 'foo' })).toMatchObject({
      message:
        'event_name "foo" must be one of: focus, input, filled, validate, filled_multiple, generic, nomatch, nomatch_responses_depleted, digression_return_prompt',
    });
    expect(await node({ digressIn: 'foo' })).toMatchObject({ message: 'digress_in "foo" must be one of: not_available, returns, does_not_return' });
    expect(await node({ nextStep: { behavior: 'jump_to', dialog_node: 'n', selector: 'foo' } })).toMatchObject({
      message: 'selector "foo" must be one of: condition, client, user_input, body',
      path: '.next_step.selector',
    });
    expect(await node({ actions: [{ name: 'x', result_variable: 'r', type: 'foo' }] })).toMatchObject({
      message: 'type "foo" must be one of: client, server, cloud_function, web_action, webhook',
      path: '.actions[0].type',
    });
    expect(await node({ actions: [{ name: 'x' }] })).toMatchObject({ message: 'result_variable is required', path: '.actions[0].result_variable' });
  });

  it('disambiguation_opt_out only on standard and frame nodes', async () => {
    const a = service();
    const id = await workspace(a);
    expect((await a.createDialogNode({ workspaceId: id, dialogNode: 'f', type: 'frame', conditions: '#greet', disambiguationOptOut: true })).status).toBe(201);
    expect(await problem(a.createDialogNode({ workspaceId: id, dialogNode: 'd', type: 'folder', disambiguationOptOut: true }))).toEqual({
      status: 400,
      code: 'structure',
      message: 'disambiguation_opt_out is valid only for standard and frame nodes, not folder',
      path: '.disambiguation_opt_out',
    });
  });
});

describe('next_step behaviours', () => {
  it('jump_to needs dialog_node; reprompt is not for a standard node', async () => {
    const a = service();
    const id = await workspace(a);
    expect(await problem(a.createDialogNode({ workspaceId: id, dialogNode: 'j', nextStep: { behavior: 'jump_to' } }))).toEqual({
      status: 400,
      code: 'required',
      message: 'dialog_node is required when behavior is jump_to',
      path: '.next_step.dialog_node',
    });
    expect((await problem(a.createDialogNode({ workspaceId: id, dialogNode: 'r', nextStep: { behavior: 'reprompt' } }))).message).toBe(
      'next_step.behavior "reprompt" is valid only for event_handler nodes under a slot or frame; a standard node allows get_user_input, skip_user_input, jump_to',
    );
  });

  it('filled under a slot: reprompt, skip_all_slots; nomatch under a slot and generic under a frame: reprompt, skip_slot, skip_all_slots', async () => {
    const a = service();
    const accepts = async (parent: 'slot' | 'frame', event: string, behavior: string): Promise<boolean> => {
      const handler = { dialog_node: 'h', type: 'event_handler', event_name: event, parent, ...(parent === 'frame' ? { previous_sibling: 'slot' } : {}), next_step: { behavior } };
      const nodes = [{ dialog_node: 'frame', type: 'frame', conditions: '#x' }, { dialog_node: 'slot', type: 'slot', parent: 'frame', variable: '$v' }, handler];
      try {
        await a.createWorkspace({ name: 'w', dialogNodes: nodes as never });
        return true;
      } catch {
        return false;
      }
    };
    const table: [parent: 'slot' | 'frame', event: string, behaviour: string, ok: boolean][] = [
      ['slot', 'filled', 'reprompt', true],
      ['slot', 'filled', 'skip_all_slots', true],
      ['slot', 'filled', 'skip_slot', false],
      ['slot', 'nomatch', 'reprompt', true],
      ['slot', 'nomatch', 'skip_slot', true],
      ['slot', 'nomatch', 'skip_all_slots', true],
      ['frame', 'generic', 'reprompt', true],
      ['frame', 'generic', 'skip_slot', true],
      ['frame', 'generic', 'skip_all_slots', true],
      ['slot', 'focus', 'reprompt', false],
      ['frame', 'focus', 'skip_slot', false],
    ];
    for (const [parent, event, behaviour, ok] of table) expect([parent, event, behaviour, await accepts(parent, event, behaviour)]).toEqual([parent, event, behaviour, ok]);
  });
});

describe('append=true: a new element colliding with an existing one fails the update (409) and changes nothing', () => {
  const cases: [string, (a: AssistantV1, id: string) => Promise<unknown>, string, string][] = [
    ['update_workspace intents', (a, id) => a.updateWorkspace({ workspaceId: id, append: true, intents: [{ intent: 'greet' }] }), "intents element 'greet' already exists; append=true cannot replace it", '.intents'],
    ['update_workspace entities', (a, id) => a.updateWorkspace({ workspaceId: id, append: true, entities: [{ entity: 'city' }] }), "entities element 'city' already exists; append=true cannot replace it", '.entities'],
    ['update_workspace dialog_nodes', (a, id) => a.updateWorkspace({ workspaceId: id, append: true, dialogNodes: [{ dialog_node: 'n' }] }), "dialog_nodes element 'n' already exists; append=true cannot replace it", '.dialog_nodes'],
    ['update_workspace counterexamples', (a, id) => a.updateWorkspace({ workspaceId: id, append: true, counterexamples: [{ text: 'weather' }] }), "counterexamples element 'weather' already exists; append=true cannot replace it", '.counterexamples'],
    ['update_intent examples', (a, id) => a.updateIntent({ workspaceId: id, intent: 'greet', append: true, newExamples: [{ text: 'hello' }] }), "Example 'hello' already exists in intent 'greet'", '.examples'],
    ['update_entity values', (a, id) => a.updateEntity({ workspaceId: id, entity: 'city', append: true, newValues: [{ value: 'Boston' }] }), "Value 'Boston' already exists in entity 'city'", '.values'],
    ['update_value synonyms', (a, id) => a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston', append: true, newSynonyms: ['beantown'] }), "Synonym 'beantown' already exists in value 'Boston'", '.synonyms'],
    ['update_value patterns', (a, id) => a.updateValue({ workspaceId: id, entity: 'city', value: 'code', append: true, newPatterns: ['[A-Z]{3}'] }), "Pattern '[A-Z]{3}' already exists in value 'code'", '.patterns'],
  ];
  for (const [name, call, message, path] of cases) {
    it(name, async () => {
      const a = service();
      const id = await workspace(a);
      const before = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;
      expect(await problem(call(a, id))).toEqual({ status: 409, code: 'conflict', message, path });
      expect((await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(before);
    });
  }

  it('append=true keeps existing elements and adds new ones; append omitted (false) replaces the list', async () => {
    const a = service();
    const id = await workspace(a);
    await a.updateValue({ workspaceId: id, entity: 'city', value: 'code', append: true, newPatterns: ['[0-9]{3}'] });
    await a.updateWorkspace({ workspaceId: id, append: true, counterexamples: [{ text: 'rain' }] });
    await a.updateEntity({ workspaceId: id, entity: 'city', newValues: [{ value: 'Paris' }] });
    const ws = (await a.getWorkspace({ workspaceId: id, _export: true })).result;
    expect(ws.counterexamples).toEqual([{ text: 'weather' }, { text: 'rain' }]);
    expect(ws.entities?.map((e) => [e.entity, e.values?.map((v) => v.value)])).toEqual([['city', ['Paris']]]);
  });
});

describe('WorkspaceSystemSettings', () => {
  it('every field of the spec is accepted and returned as sent', async () => {
    const a = service();
    const systemSettings = {
      tooling: { store_generic_responses: true },
      disambiguation: { prompt: 'p', none_of_the_above_prompt: 'n', enabled: true, sensitivity: 'high' as const, randomize: true, max_suggestions: 3, suggestion_text_policy: 'title' },
      human_agent_assist: { anything: 1 },
      spelling_suggestions: true,
      spelling_auto_correct: false,
      system_entities: { enabled: true },
      off_topic: { enabled: true },
    };
    const { result, status } = await a.createWorkspace({ name: 's', systemSettings });
    expect(status).toBe(201);
    expect((result as { system_settings: unknown }).system_settings).toEqual(systemSettings);
  });

  it('fields of the wrong type are 400, one error per field with its path', async () => {
    const a = service();
    const bad = { tooling: { store_generic_responses: 'yes' }, disambiguation: { enabled: 1, sensitivity: 'foo' }, system_entities: { enabled: 'y' }, off_topic: { enabled: 2 } };
    const e = await failure(a.createWorkspace({ name: 's', systemSettings: bad as never }));
    expect(e.status).toBe(400);
    expect((e.errors ?? []).map((x) => (x as { path: string }).path).sort()).toEqual(
      [
        '.system_settings.tooling.store_generic_responses',
        '.system_settings.disambiguation.enabled',
        '.system_settings.disambiguation.sensitivity',
        '.system_settings.system_entities.enabled',
        '.system_settings.off_topic.enabled',
      ].sort(),
    );
  });
});

describe('message options', () => {
  it('result carries body, headers and status; alternate_intents is echoed; client actions come back in actions', async () => {
    const a = service();
    const actions = [{ name: 'act', type: 'client', result_variable: 'r', parameters: { p: 1 } }];
    const id = await workspace(a, { dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: 'x' }, actions }] });
    const r = await a.message({ workspaceId: id, input: { text: 'hello' }, alternateIntents: true });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.result.alternate_intents).toBe(true);
    expect(r.result.actions).toEqual(actions);
    const confidences = r.result.intents.map((i) => i.confidence);
    expect(confidences).toEqual([...confidences].sort((x, y) => y - x));
  });

  it('intents and entities sent with the request are used instead of detecting them', async () => {
    const a = service();
    const id = await workspace(a);
    const intents = [{ intent: 'bye', confidence: 0.7 }];
    const entities = [{ entity: 'city', location: [0, 3] as [number, number], value: 'Paris' }];
    const r = (await a.message({ workspaceId: id, input: { text: 'hello Boston' }, intents, entities })).result;
    expect(r.intents).toEqual(intents);
    expect(r.entities).toEqual(entities);
  });

  it('nodes_visited_details true adds dialog_node, title and conditions of each visited node; absent otherwise', async () => {
    const a = service();
    const id = await workspace(a);
    const r = (await a.message({ workspaceId: id, input: { text: 'hello' }, nodesVisitedDetails: true })).result;
    expect(r.output.nodes_visited_details).toEqual([{ dialog_node: 'n', title: 'Node n', conditions: 'true' }]);
    const plain = (await a.message({ workspaceId: id, input: { text: 'hello' } })).result;
    expect(plain.output.nodes_visited_details).toBeUndefined();
    expect(plain.output.log_messages).toEqual([]);
    expect(plain.output.text).toEqual(['ok']);
  });
});

describe('extra properties allowed in MessageInput, Context and OutputData', () => {
  it('input extras come back in input, context extras stay in context, node output extras appear in output', async () => {
    const a = service();
    const id = await workspace(a, { dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: 'x', custom: { a: 1 } } }] });
    const r = (await a.message({ workspaceId: id, input: { text: 'hi', channel_hint: 'web' }, context: { bar: 2 } })).result;
    expect(r.input).toEqual({ text: 'hi', channel_hint: 'web' });
    expect(r.context.bar).toBe(2);
    expect(r.output.custom).toEqual({ a: 1 });
  });
});

describe('RuntimeEntity: interpretation only when the new system entities are enabled', () => {
  it('system_settings.system_entities.enabled true adds interpretation; absent or false leaves it out', async () => {
    const a = service();
    const keys = async (systemSettings?: { system_entities: { enabled: boolean } }) => {
      const { result } = await a.createWorkspace({ name: 'w', entities: [{ entity: 'sys-number' }], ...(systemSettings ? { systemSettings } : {}) });
      const id = (result as { workspace_id: string }).workspace_id;
      const r = (await a.message({ workspaceId: id, input: { text: 'twelve apples' } })).result;
      return r.entities.map((e) => [e.entity, e.value, 'interpretation' in e]);
    };
    expect(await keys()).toEqual([['sys-number', '12', false]]);
    expect(await keys({ system_entities: { enabled: false } })).toEqual([['sys-number', '12', false]]);
    expect(await keys({ system_entities: { enabled: true } })).toEqual([['sys-number', '12', true]]);
  });
});

describe('logs', () => {
  it('listAllLogs accepts any one of workspace_id, request.context.metadata.deployment, request.context.system.assistant_id with language', async () => {
    const a = service();
    const id = await workspace(a);
    await a.message({ workspaceId: id, input: { text: 'hello' }, context: { metadata: { deployment: 'web' }, system: { assistant_id: 'as1' } } });
    for (const scope of [`workspace_id::${id}`, 'request.context.metadata.deployment::web', 'request.context.system.assistant_id::as1']) {
      const { result } = await a.listAllLogs({ filter: `language::en,${scope}` });
      expect([scope, result.logs.length]).toEqual([scope, 1]);
    }
    const e = await failure(a.listAllLogs({ filter: 'language::en' }));
    expect(e.status).toBe(400);
  });

  it('list_logs sorts only by request_timestamp (a leading - reverses); LogPagination has no refresh_url', async () => {
    const a = service();
    const id = await workspace(a);
    for (const text of ['a', 'b', 'c']) await a.message({ workspaceId: id, input: { text } });
    const down = (await a.listLogs({ workspaceId: id, sort: '-request_timestamp', pageLimit: 2 })).result;
    expect(down.logs.map((l) => l.request.input?.text)).toEqual(['c', 'b']);
    expect(down.pagination.next_cursor).toEqual(expect.any(String));
    expect('refresh_url' in down.pagination).toBe(false);
    expect(await problem(a.listLogs({ workspaceId: id, sort: 'response_timestamp' }))).toEqual({
      status: 400,
      code: 'enum',
      message: 'Invalid value for sort: "response_timestamp"; allowed: request_timestamp (a leading - reverses)',
      path: '.sort',
    });
  });
});

describe('list_mentions', () => {
  it('takes export and include_audit (in its refresh_url) and lists text, intent and location of each mention', async () => {
    const a = service();
    const id = await workspace(a, {
      intents: [{ intent: 'travel', examples: [{ text: 'fly to Boston', mentions: [{ entity: 'city', location: [7, 13] }] }] }],
    });
    const { result } = await a.listMentions({ workspaceId: id, entity: 'city', _export: true, includeAudit: true });
    expect(result.examples).toEqual([{ text: 'fly to Boston', intent: 'travel', location: [7, 13] }]);
    expect(result.pagination.refresh_url).toBe(`/v1/workspaces/${id}/entities/city/mentions?version=2021-06-14&export=true&include_audit=true`);
  });
});
