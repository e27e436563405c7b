/**
 * The matcher as the engine uses it: compileWorkspace reports unusable patterns in
 * `engine.diagnostics` with their workspace paths, and classify returns the entities.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../../src/engine/index.js';

const workspace = {
  name: 'w',
  language: 'en',
  intents: [],
  entities: [
    { entity: 'sys-number', values: [] },
    { entity: 'size', values: [{ value: 'large', synonyms: ['big', 'XL'] }] },
    { entity: 'code', values: [{ value: 'ticket', type: 'patterns', patterns: ['T-(\\d{4})', 'a(?=b)'] }] },
  ],
  dialog_nodes: [],
};

describe('entities through the engine', () => {
  it('reports an unsupported pattern with its workspace path and still compiles', () => {
    const engine = compileWorkspace(workspace);
    const found = engine.diagnostics.filter((d) => d.code === 'pattern_invalid');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: 'error', path: '.entities[2].values[0].patterns[1]' });
  });

  it('classify returns dictionary and pattern entities with locations', () => {
    const engine = compileWorkspace(workspace);
    const entities = engine.classify('a big one, ticket T-1234').entities.filter((e) => !e.entity.startsWith('sys-'));
    expect(entities).toEqual([
      { entity: 'size', location: [2, 5], value: 'large', confidence: 1 },
      {
        entity: 'code',
        location: [18, 24],
        value: 'ticket',
        confidence: 1,
        groups: [
          { group: 'group_0', location: [18, 24] },
          { group: 'group_1', location: [20, 24] },
        ],
      },
    ]);
  });
});
