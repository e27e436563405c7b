/**
 * The entities a slot's check-for names, read once when the dialog is compiled (slot filling uses them on every turn
 * to mark the mentions a filled slot used).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ENTITIES, entityReferences } from '../../src/dialog/entity-references.js';
import { compileTree } from '../../src/dialog/tree.js';
import { normalizeWorkspace } from '../../src/model/index.js';

describe('entityReferences', () => {
  it('names each entity once, in order of first reference: shorthand, value matches, entities[...] with either quote', () => {
    expect(entityReferences('@city')).toEqual(['city']);
    expect(entityReferences('@sys-date && @sys-time || @sys-date:today')).toEqual(['sys-date', 'sys-time']);
    expect(entityReferences("entities['city'][1] && entities[ \"to_city\" ]")).toEqual(['city', 'to_city']);
    expect(entityReferences('@pizza_size:large || @toppings.contains(\'x\')')).toEqual(['pizza_size', 'toppings']);
  });

  it('a condition naming no entity (or none at all) shares one frozen empty list', () => {
    for (const source of [undefined, '', 'true', '$city != null', '#order && input.text.length() > 2', 'entities.size() > 0']) {
      expect(entityReferences(source)).toBe(NO_ENTITIES);
    }
    expect(Object.isFrozen(NO_ENTITIES)).toBe(true);
  });

  it('property: every name is written after @ or inside entities[...], and none twice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('@a', '@b-c', "entities['d e']", ' && ', ' || ', '@', 'x', '(', ')', "'", '['), { maxLength: 12 }), (parts) => {
        const source = parts.join('');
        const names = entityReferences(source);
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) expect(source.includes(`@${name}`) || source.includes(`'${name}'`)).toBe(true);
      }),
    );
  });
});

describe('the compiled tree', () => {
  it('keeps the names on check-fors (input handlers) only', () => {
    const nodes = [
      { dialog_node: 'frame', type: 'frame', conditions: '@city' },
      { dialog_node: 'slot', type: 'slot', parent: 'frame', variable: '$city', conditions: '@city' },
      { dialog_node: 'in', type: 'event_handler', event_name: 'input', parent: 'slot', conditions: "@city || entities['town']" },
      { dialog_node: 'found', type: 'event_handler', event_name: 'filled', parent: 'slot', previous_sibling: 'in', conditions: '@city' },
    ];
    const ws = normalizeWorkspace({ name: 'w', dialog_nodes: nodes as never });
    const tree = compileTree(ws.dialog_nodes, [], undefined, () => ({}));
    const names = Object.fromEntries([...tree.nodes.values()].map((n) => [n.id, n.checkForEntities]));
    expect(names).toEqual({ frame: [], slot: [], in: ['city', 'town'], found: [] });
  });
});
