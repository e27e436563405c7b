/**
 * Issue 21: turns recorded by the service that parley answered differently. Each workspace below is the part of a
 * shared export the turn runs through, copied with its node ids; each expectation is the recorded response.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { conversation, engineFor, loadWorkspace, say, text, workspace } from './helpers.js';
import { expectRecordedJazzAnswer, javaSdkJazzTurn } from './java-sdk-jazz.js';

/** car-dashboard-sample.json (workspace 4117ee84…), the restaurant branch: node_7 → node_8 → node_9 … siblings. */
const amenity = [
  { dialog_node: 'node_7_1467233747449', conditions: '#locate_amenity', output: {}, next_step: { dialog_node: 'node_8_1467233758272', behavior: 'jump_to', selector: 'condition' } },
  { dialog_node: 'node_8_1467233758272', parent: 'node_7_1467233747449', conditions: '@amenity', output: { text: { selection_policy: 'sequential', values: [''] } }, next_step: { dialog_node: 'node_9_1467233775768', behavior: 'jump_to', selector: 'condition' } },
  { dialog_node: 'node_9_1467233775768', parent: 'node_8_1467233758272', conditions: '@amenity:gas', output: { text: { values: ['There are a few gas stations nearby. Which one would you like to drive to?'] } } },
  { dialog_node: 'node_10_1467233806357', parent: 'node_8_1467233758272', previous_sibling: 'node_9_1467233775768', conditions: '@amenity:restaurant', context: { reprompt: true }, output: { action: { restaurant: '' }, text: { values: ['Of course. Do you have a specific cuisine in mind?'] } } },
  { dialog_node: 'node_13_1467234287024', parent: 'node_10_1467233806357', conditions: '@cuisine', output: { text: { values: ['Super!'] } } },
];

describe('empty text entries (issue 21, item 3)', () => {
  it('keeps the "" of values [""]: car-dashboard-real-logs case 043 (2018-09-17, unversioned)', () => {
    const e = compileWorkspace(workspace(amenity));
    const r = e.message(
      {
        input: { text: 'i would like to go now -  i am hungry' },
        intents: [{ intent: 'locate_amenity', confidence: 0.9999577522 }],
        entities: [{ entity: 'amenity', value: 'restaurant', location: [31, 37], confidence: 1 }],
        context: { conversation_id: 'baa5411a-70e8-4543-8837-10195540c0be', system: { dialog_turn_counter: 1, dialog_request_counter: 1, dialog_stack: [{ dialog_node: 'root' }], _node_output_map: { 'Start And Initialize Context': [0, 0] } } },
      },
      { now: '2018-09-17T18:55:35.845Z', timezone: 'UTC' },
    );
    expect(r.output).toEqual({
      text: ['', 'Of course. Do you have a specific cuisine in mind?'],
      nodes_visited: ['node_7_1467233747449', 'node_8_1467233758272', 'node_10_1467233806357'],
      action: { restaurant: '' },
      log_messages: [],
    });
    expect(r.context.system).toEqual({
      _node_output_map: { node_8_1467233758272: [0], 'Start And Initialize Context': [0, 0], node_10_1467233806357: [0, 0] },
      dialog_stack: [{ dialog_node: 'node_10_1467233806357' }],
      dialog_request_counter: 2,
      dialog_turn_counter: 2,
    });
  });

  it('keeps the "" of a legacy text "" (car-dashboard-2016 swift-sdk CI, 2018-02-16) in every version, as text and generic', () => {
    const nodes = [
      { dialog_node: 'on', conditions: '#turn_on', output: { text: '' }, go_to: { selector: 'condition', dialog_node: 'music' } },
      { dialog_node: 'music', conditions: 'true', output: { text: 'Sure thing! Which genre would you prefer?' } },
    ];
    for (const version of ['2017-05-26', '2018-02-16', '2018-07-10', '2021-06-14']) {
      const r = say(engineFor(nodes, version), 'Turn on the radio.', { intent: 'turn_on' });
      expect(r.output.text).toEqual(['', 'Sure thing! Which genre would you prefer?']);
      if (version >= '2018-07-10') expect(r.output.generic?.[0]).toEqual({ response_type: 'text', text: '' });
    }
  });

  it('adds nothing for values [], output {} or a response condition without text (case 091, burger)', () => {
    const chain = (output: unknown) => [
      { dialog_node: 'a', conditions: 'true', output, next_step: { behavior: 'jump_to', selector: 'condition', dialog_node: 'b' } },
      { dialog_node: 'b', parent: 'a', conditions: 'true', output: {} },
      { dialog_node: 'rc-empty', parent: 'b', type: 'response_condition', conditions: '$x', output: {} },
      text('rc', 'true', "I'm not sure about that.", { parent: 'b', type: 'response_condition' }),
    ];
    for (const output of [{ text: { selection_policy: 'sequential', values: [] } }, {}, { text: [] }]) {
      expect(say(engineFor(chain(output), '2017-05-26'), 'x').output.text).toEqual(["I'm not sure about that."]);
      expect(say(engineFor(chain(output), '2017-05-26'), 'x', { context: { x: true } }).output.text).toEqual([]);
    }
  });
});

describe('dialog_stack keeps the jump_to_user_input state (issue 21, item 4)', () => {
  /** text-bot-weather.json: #greeting → body → body → the unconditioned node that waits, then starts at the city check. */
  const weather = [
    { dialog_node: 'node_5_1469743379091', conditions: '#greeting', output: { text: '' }, go_to: { return: null, selector: 'body', dialog_node: 'node_1_1471376546498' } },
    { dialog_node: 'node_1_1471376546498', conditions: '#greeting', output: { text: 'Hello there!' }, go_to: { return: null, selector: 'body', dialog_node: 'node_2_1471378528322' } },
    { dialog_node: 'node_2_1471378528322', parent: 'node_1_1471376546498', conditions: null, output: { text: 'To get started, tell me the name of your city.' }, go_to: { return: null, selector: 'user_input', dialog_node: 'node_2_1469743296504' } },
    { dialog_node: 'node_2_1469743296504', conditions: '$city', output: { text: 'Got $city.' }, go_to: { return: null, selector: 'user_input', dialog_node: 'node_2_1469743296504' } },
    { dialog_node: 'node_1_1473187448969', conditions: 'true', output: { text: "I didn't detect that as city." }, go_to: { return: null, selector: 'user_input', dialog_node: 'node_2_1469743296504' } },
  ];
  const state = [{ dialog_node: 'node_2_1469743296504', state: 'jump_to_user_input' }];

  it('after a body-jump chain ending in a user_input jump, after a resumed entry, in every version', () => {
    for (const version of ['2016-09-20', '2017-05-26', '2021-06-14']) {
      const talk = conversation(compileWorkspace(workspace(weather), { version }));
      const hello = talk('hello', { intent: 'greeting' });
      expect(hello.output.text).toEqual(['', 'Hello there!', 'To get started, tell me the name of your city.']);
      expect(hello.context.system?.dialog_stack).toEqual(state);
      const wrong = talk('nowhere');
      expect(wrong.output.nodes_visited).toEqual(['node_1_1473187448969']);
      expect(wrong.context.system?.dialog_stack).toEqual(state);
      const city = talk('Boston', { context: { ...wrong.context, city: 'Boston' } });
      expect(city.output.text).toEqual(['Got Boston.']);
      expect(city.context.system?.dialog_stack).toEqual(state);
    }
  });

  it('after a response condition whose own next_step is a user_input jump', () => {
    const e = engineFor([
      { dialog_node: 'ask', conditions: '#ask', output: {} },
      { dialog_node: 'rc', parent: 'ask', type: 'response_condition', conditions: 'true', output: { text: 'Which one?' }, next_step: { behavior: 'jump_to', selector: 'user_input', dialog_node: 'pick' } },
      text('pick', '@option', 'picked'),
    ], '2017-05-26');
    expect(say(e, 'x', { intent: 'ask' }).context.system?.dialog_stack).toEqual([{ dialog_node: 'pick', state: 'jump_to_user_input' }]);
  });

  it('but not after a jump to a condition or a body that lands on a node which waits (real-logs case 043)', () => {
    const r = say(engineFor(amenity, '2017-05-26'), 'x', { intent: 'locate_amenity', entities: [{ entity: 'amenity', value: 'restaurant' }] });
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_10_1467233806357' }]);
  });
});

describe('the same class elsewhere: the dialog_stack shape per version', () => {
  it('before 2016-09-20 the stack holds node ids (release notes 2016-09-20), read back on the next turn', () => {
    const nodes = [text('ask', '#ask', 'Which one?'), text('pick', '@option', 'picked', { parent: 'ask' }), text('else', 'anything_else', 'else')];
    const old = conversation(engineFor(nodes, '2016-07-11'));
    const first = old('x', { intent: 'ask' });
    expect(first.context.system?.dialog_stack).toEqual(['ask']);
    const second = old('the first', { entities: [{ entity: 'option', value: 'first' }] });
    expect(second.output.text).toEqual(['picked']);
    expect(second.context.system?.dialog_stack).toEqual(['root']);
    expect(say(engineFor(nodes, '2016-09-20'), 'x', { intent: 'ask' }).context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
  });

  it("before 2016-09-20 a wait before a jump target is kept as the target's parent: car-dashboard-2016-11's genre reprompt", () => {
    // node_2_1467994543354 ($reprompt) answers and jumps (go_to user_input) to node_1_1467994522653 (@genre), the
    // first child of node_1_1467994455318; the next input must reach @genre, not fall back to the root.
    const talk = conversation(compileWorkspace(loadWorkspace('car-dashboard-2016-11'), { version: '2016-07-11' }));
    talk(undefined);
    talk('turn on the radio', { intent: 'turn_on', entities: [{ entity: 'appliance', value: 'music' }] });
    const sorry = talk('something weird');
    expect(sorry.output.text).toEqual(["Sorry I don't recognize that genre. Want to try something? Jazz? Rock?"]);
    expect(sorry.context.system?.dialog_stack).toEqual(['node_1_1467994455318']);
    const jazz = talk('jazz', { entities: [{ entity: 'genre', value: 'jazz' }] });
    expect(jazz.output.text).toEqual(['Great choice! Playing some jazz music for you.']);
    expect(jazz.output.nodes_visited).toEqual(['node_1_1467994522653']);
    expect(jazz.context.system?.dialog_stack).toEqual(['root']);
    // since 2016-09-20 the entry says where to start
    const objects = conversation(compileWorkspace(loadWorkspace('car-dashboard-2016-11'), { version: '2016-10-21' }));
    objects(undefined);
    objects('turn on the radio', { intent: 'turn_on', entities: [{ entity: 'appliance', value: 'music' }] });
    expect(objects('something weird').context.system?.dialog_stack).toEqual([{ dialog_node: 'node_1_1467994522653', state: 'jump_to_user_input' }]);
  });
});

describe('the same class elsewhere: `input_text` in old expressions', () => {
  it("reads the user's text: car-dashboard-2016 #weather → input_text.contains('rain'), in the legacy go_to shape", () => {
    const talk = conversation(compileWorkspace(loadWorkspace('car-dashboard-2016'), { version: '2016-09-20' }));
    talk(undefined);
    const rain = talk('will it rain today', { intent: 'weather' });
    expect(rain.output.text).toEqual(['This is a short shower, it should only last a minute.']);
    expect(rain.output.nodes_visited).toEqual(['node_1_1467303308178', 'node_2_1467303426532']);
    expect(rain.output.log_messages).toEqual([]);
    const sun = talk('is it sunny', { intent: 'weather' });
    expect(sun.output.text).toEqual(["Unfortunately I don't know much about the weather..I'm still learning."]);
  });

  it('fills a context value and a text from it (online-store "Test delete from cart", API 2018-09-20)', () => {
    const e = engineFor([
      { dialog_node: 'Choose item to delete', conditions: '#deleteItem', output: { text: { values: ['*Which Item would you like to delete?*'], selection_policy: 'sequential' } }, context: { get_input: 'yes' } },
      { dialog_node: 'Test delete from cart', parent: 'Choose item to delete', conditions: 'True', output: { text: { values: ["*Let's Delete item <?input_text?>.*"], selection_policy: 'sequential' } }, context: { cart_item: '<?input_text?>', get_input: 'no', shopping_cart: 'delete' } },
    ], '2018-09-20');
    const talk = conversation(e);
    talk('delete an item', { intent: 'deleteItem' });
    const r = talk('Mug');
    expect(r.output.text).toEqual(["*Let's Delete item Mug.*"]);
    expect(r.output.log_messages).toEqual([]);
    expect(r.context).toMatchObject({ cart_item: 'Mug', get_input: 'no', shopping_cart: 'delete' });
  });

  it('is null without input text, and a bare name the service does not know (food-coach EXIT) is still a logged error', () => {
    const e = engineFor([
      { dialog_node: 'exit', conditions: 'EXIT', output: { text: 'bye' } },
      { dialog_node: 'none', conditions: 'input_text == null', output: { text: 'no text' } },
    ], '2016-09-20');
    const r = say(e, undefined);
    expect(r.output.text).toEqual(['no text']);
    expect(r.output.log_messages).toEqual([{
      level: 'err',
      msg: "Error when evaluating condition of dialog node id [exit]. Dialog Node condition is [EXIT].\nSpEL evaluation error: Expression [EXIT] converted to [EXIT] at position 0: EL1008E: Property or field 'EXIT' cannot be found on object of type 'com.ibm.watson.dialog.EvaluationContext' - maybe not public or not valid?\n",
    }]);
  });
});

describe('the same class elsewhere: output fields of the pre-2018-07-10 format', () => {
  // The java-sdk car-dashboard response fixture (dialog-runtime.md §10.4): car-dashboard-2018-03 with a client action
  // added to node_3_1484628332751, as the fixture's author did; the turn after the welcome, with the recorded NLU.
  const jazz = (version: string) => {
    const ws = loadWorkspace('car-dashboard-2018-03') as { dialog_nodes: Record<string, unknown>[] };
    const action = { name: 'test_action', type: 'client', parameters: { param_1: 'val_1' }, result_variable: 'var', credentials: 'creds' };
    const nodes = ws.dialog_nodes.map((n) => (n.dialog_node === 'node_3_1484628332751' ? { ...n, actions: [action] } : n));
    const e = compileWorkspace({ ...ws, dialog_nodes: nodes }, { version });
    const first = e.message({ input: {} });
    return e.message({ ...javaSdkJazzTurn, context: first.context }, { nodesVisitedDetails: true });
  };
  const action = [{ name: 'test_action', type: 'client', parameters: { param_1: 'val_1' }, result_variable: 'var', credentials: 'creds' }];

  it('lists client actions in output.actions too before 2018-07-10 (java-sdk fixture), only at the top level since', () => {
    const r = jazz('2018-02-16');
    expect(r.actions).toEqual(action);
    expect(r.output.actions).toEqual(action);
    expectRecordedJazzAnswer(r);
    expect(r.output.log_messages).toEqual([]);
    const newer = jazz('2018-07-10');
    expect(newer.actions).toEqual(action);
    expect(newer.output.actions).toBeUndefined();
  });
});
