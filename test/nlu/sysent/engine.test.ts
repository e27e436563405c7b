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
