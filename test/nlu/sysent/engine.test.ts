import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../../src/index.js';

function workspace(entities: string[], newSystemEntities: boolean) {
  return {
    name: 'sysent', language: 'en', intents: [], counterexamples: [], dialog_nodes: [],
    entities: entities.map((entity) => ({ entity, values: [] })),
    system_settings: { system_entities: { enabled: newSystemEntities } },
  };
}

describe('system entities through the engine', () => {
  it('enabled by a sys-… entity in the workspace: sys-number and sys-currency', () => {
    const engine = compileWorkspace(workspace(['sys-number', 'sys-currency'], true));
    const { entities } = engine.classify('send $20 to 3 friends', { now: '2020-05-21T12:00:00Z', version: '2021-06-14' });
    expect(entities).toEqual([
      { entity: 'sys-currency', location: [5, 8], value: '20', confidence: 1, interpretation: { numeric_value: 20, subtype: 'integer', unit: 'USD' } },
      { entity: 'sys-number', location: [12, 13], value: '3', confidence: 1, interpretation: { numeric_value: 3, subtype: 'integer' } },
    ]);
  });

  it('a workspace listing the retired sys-location / sys-person compiles and gets nothing for them', () => {
    const engine = compileWorkspace(workspace(['sys-location', 'sys-person'], true));
    expect(engine.classify('Jane Doe from Boston, 3 times', { now: '2020-05-21T12:00:00Z' }).entities).toEqual([]);
  });

  it('no system entity in the workspace: no system entity mentions', () => {
    const engine = compileWorkspace(workspace([], true));
    expect(engine.classify('twenty dollars', { now: '2020-05-21T12:00:00Z' }).entities).toEqual([]);
  });
});

describe('the beta @sys-person through the engine (legacy system entities, before 2020-04-01)', () => {
  // A compact workspace in the shape of insurance-voice-bot's: a frame whose only slot takes @sys-person.
  const ws = {
    name: 'person-slot', language: 'en', intents: [], counterexamples: [],
    entities: [{ entity: 'sys-person', values: [] }],
    dialog_nodes: [
      { dialog_node: 'ask', type: 'frame', conditions: 'true', output: { text: 'Thanks, $name.' } },
      { dialog_node: 'slot_name', type: 'slot', parent: 'ask', variable: '$name' },
      { dialog_node: 'name_in', type: 'event_handler', event_name: 'input', parent: 'slot_name', conditions: '@sys-person', context: { name: '@sys-person' } },
      { dialog_node: 'name_q', type: 'event_handler', event_name: 'focus', parent: 'slot_name', previous_sibling: 'name_in', output: { text: 'What is your name?' } },
    ],
  };
  const say = (version: string) =>
    compileWorkspace(ws).message({ input: { text: 'My name is Jane Doe' } }, { now: '2018-10-01T12:00:00Z', version, seed: 's' });

  it('fills the slot from "My name is Jane Doe" at 2018-09-20', () => {
    const r = say('2018-09-20');
    expect(r.entities).toEqual([{ entity: 'sys-person', location: [11, 19], value: 'Jane Doe', confidence: 1 }]);
    expect(r.context.name).toBe('Jane Doe');
    expect(r.output.text).toEqual(['Thanks, Jane Doe.']);
  });

  it('does not at 2021-06-14: the entity is ignored, the slot asks again', () => {
    const r = say('2021-06-14');
    expect(r.entities).toEqual([]);
    expect(r.context.name).toBeUndefined();
    expect(r.output.text).toEqual(['What is your name?']);
  });
});
