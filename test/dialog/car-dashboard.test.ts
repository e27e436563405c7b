/** Multi-turn scenarios on the shared car dashboard workspaces: jumps of every selector, response conditions, variations. */
import { describe, expect, it } from 'vitest';
import { compileWorkspace, type Context, type Engine, type RuntimeEntity } from '../../src/index.js';
import { loadWorkspace } from './helpers.js';
import { expectRecordedJazzAnswer, javaSdkJazzTurn } from './java-sdk-jazz.js';

type Turn = [text: string, intent: string, entities: Partial<RuntimeEntity>[]];

function run(engine: Engine, turns: Turn[], seed = 's') {
  let context: Context | undefined;
  return turns.map(([text, intent, entities]) => {
    const r = engine.message(
      { input: { text }, intents: [{ intent, confidence: 0.9 }], entities: entities as RuntimeEntity[], ...(context ? { context } : {}) },
      { now: '2026-01-01T00:00:00Z', seed },
    );
    context = r.context;
    return r;
  });
}

const ent = (entity: string, value: string, at: number, len: number) => ({ entity, value, location: [at, at + len] as [number, number], confidence: 1 });

describe('car-dashboard-sample scenarios', () => {
  const engine = compileWorkspace(loadWorkspace('car-dashboard-sample'), { version: '2018-02-16' });

  it('restaurant search: condition jumps, a user_input jump, a body jump, response conditions, contextual nodes', () => {
    const [hi, hungry, italian, nine, third, when] = run(engine, [
      ['hi', 'greetings', []],
      ['I am hungry', 'locate_amenity', [ent('amenity', 'restaurant', 5, 6)]],
      ['italian', 'locate_amenity', [ent('cuisine', 'pasta', 0, 7)]],
      ['number 9', 'locate_amenity', [ent('sys-number', '9', 7, 1)]],
      ['the third one', 'locate_amenity', [ent('option', 'third', 4, 5)]],
      ['tomorrow at 7pm', 'locate_amenity', [ent('sys-date', '2026-01-02', 0, 8), ent('sys-time', '19:00:00', 12, 3)]],
    ]);
    expect(hi.output.nodes_visited).toEqual(['Start And Initialize Context']);
    expect(hi.context).toMatchObject({ lightonoff: 'off', default_counter: 0, appl_action: '' });
    expect(hungry.output).toMatchObject({
      text: ['', 'Of course. Do you have a specific cuisine in mind?'],
      nodes_visited: ['node_7_1467233747449', 'node_8_1467233758272', 'node_10_1467233806357'],
      action: { restaurant: '' },
    });
    expect(hungry.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_10_1467233806357' }]);
    expect(italian.output.text).toEqual(["Super! I've found 5 locations for you. Which one would you like to drive to?"]);
    expect(italian.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_13_1467234287024' }]);
    // @sys-number > 5: body jump to the reprompt node, which waits with a user_input jump
    expect(nine.output.nodes_visited).toEqual(['node_14_1489448869178', 'node_16_1467234390805']);
    expect(nine.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_21_1488771735577', state: 'jump_to_user_input' }]);
    // the next input starts at the jump target; its response condition answers, then a condition jump asks for the time
    expect(third.output.text).toEqual(['Sure thing! The third restaurant gets great reviews.', 'What day/time did you want to go to the restaurant?']);
    expect(third.output.nodes_visited).toEqual(['node_21_1488771735577', 'node_5_1488752732864', 'node_4_1489442065546']);
    expect(when.output.text).toEqual(["Ok, let's go to the restaurant at 7:00 PM, on Fri, 2 Jan 2026."]);
    expect(when.context.system).toMatchObject({ dialog_stack: [{ dialog_node: 'root' }], branch_exited: true, branch_exited_reason: 'completed' });
  });

  it('anything_else counts misunderstandings in context and switches response condition on the third', () => {
    const turns = run(engine, [
      ['hi', 'greetings', []],
      ['blah', 'nonsense', []],
      ['blah', 'nonsense', []],
      ['blah', 'nonsense', []],
      ['blah', 'nonsense', []],
    ]);
    expect(turns.map((t) => t.context.default_counter)).toEqual([0, 1, 2, 0, 1]);
    expect(turns[3].output.text).toEqual(['I am having trouble understanding you. Try asking your question in a different way.']);
    expect(turns[3].output.nodes_visited).toEqual(['node_2_1487280430136', 'node_1_1467919680248', 'node_13_1485227255152']);
    expect(turns[4].output.text[0]).toMatch(/^I'm not sure about that/);
  });

  it('records single-value variations as the service does: sequential [0], legacy without policy [0,0]', () => {
    const [, on] = run(engine, [
      ['hi', 'greetings', []],
      ['play some pop', 'turn_on', [ent('genre', 'pop', 10, 3), ent('appliance', 'music', 14, 5)]],
    ]);
    expect(on.output.text).toEqual(['Great choice! Playing some pop for you.']);
    expect(on.output.action).toEqual({ music_on: 'pop' });
    expect(on.context.system?._node_output_map).toEqual({ 'Start And Initialize Context': [0, 0], node_3_1484628332751: [0, 0] });
  });

  it('rotates sequential and seeded random variations over turns', () => {
    const ws = loadWorkspace('car-dashboard-sample') as { dialog_nodes: Record<string, unknown>[] };
    const values = ['one', 'two', 'three'];
    const nodes = ws.dialog_nodes.map((n) =>
      n.dialog_node === 'node_6_1467233590477'
        ? { ...n, output: { text: { values, selection_policy: 'sequential' } } }
        : n.dialog_node === 'node_1_1467303308178'
          ? { ...n, output: { text: { values, selection_policy: 'random' } } }
          : n,
    );
    const e = compileWorkspace({ ...ws, dialog_nodes: nodes }, { version: '2018-02-16' });
    const seq = run(e, [['hi', 'greetings', []], ...Array.from({ length: 4 }, (): Turn => ['traffic?', 'traffic_update', []])]);
    expect(seq.slice(1).map((r) => r.output.text[0])).toEqual(['one', 'two', 'three', 'one']);
    const rnd = run(e, [['hi', 'greetings', []], ...Array.from({ length: 6 }, (): Turn => ['weather?', 'weather', []])], 'seed-a');
    const picks = rnd.slice(1).map((r) => r.output.text[0]);
    expect(new Set(picks.slice(0, 3))).toEqual(new Set(values));
    expect(new Set(picks.slice(3))).toEqual(new Set(values));
    expect(run(e, [['hi', 'greetings', []], ...Array.from({ length: 6 }, (): Turn => ['weather?', 'weather', []])], 'seed-a').slice(1).map((r) => r.output.text[0])).toEqual(picks);
  });
});

describe('car-dashboard-sample against the java-sdk fixture (dialog-runtime.md §10.4)', () => {
  it('reproduces the recorded second turn: jump chain, response condition listed, details, action, context', () => {
    const engine = compileWorkspace(loadWorkspace('car-dashboard-sample'), { version: '2018-02-16' });
    const first = engine.message({ input: { text: 'hi' }, intents: [{ intent: 'greetings', confidence: 1 }], entities: [] }, { now: 0, seed: 's' });
    const r = engine.message(
      { ...javaSdkJazzTurn, context: first.context },
      { now: 0, seed: 's', nodesVisitedDetails: true },
    );
    expectRecordedJazzAnswer(r);
    expect(r.context).toMatchObject({ musiconoff: 'on', appl_action: 'on' });
  });
});

describe('car-dashboard-2016 (legacy go_to format)', () => {
  const engine = compileWorkspace(loadWorkspace('car-dashboard-2016'), { version: '2018-02-16' });

  it('follows go_to chains and keeps the empty text of the intermediate node', () => {
    const [welcome, radio] = run(engine, [
      ['', 'none', []],
      ['Turn on the radio.', 'turn_on', [ent('appliance', 'music', 12, 5)]],
    ]);
    expect(welcome.output.text).toEqual(['Hi. It looks like a nice drive today. What would you like me to do?']);
    expect(radio.output.text).toEqual(['', 'Sure thing! Which genre would you prefer? Jazz is my personal favorite..']);
    expect(radio.output.nodes_visited).toEqual(['node_1_1467232431348', 'node_2_1467232480480', 'node_1_1467994455318']);
  });
});
