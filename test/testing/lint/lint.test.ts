import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { lint, type LintFinding } from '../../../src/testing/index.js';
import type { WorkspaceInput } from '../../../src/model/index.js';

const examples = (intent: string, n = 5) => ({ intent, examples: Array.from({ length: n }, (_, i) => ({ text: `${intent} example ${i}` })) });

function ws(parts: Partial<WorkspaceInput>): WorkspaceInput {
  return { name: 'lint', language: 'en', intents: [examples('order'), examples('help')], entities: [], dialog_nodes: [], ...parts };
}

const codes = (findings: LintFinding[]) => findings.map((f) => `${f.code} ${f.path}`);

describe('lint rules (each with a positive and a negative case)', () => {
  it('unreachable-node: root siblings after anything_else, unless jumped to', () => {
    const nodes = [
      { dialog_node: 'a', conditions: '#order' },
      { dialog_node: 'else', conditions: 'anything_else', previous_sibling: 'a' },
      { dialog_node: 'late', conditions: '#help', previous_sibling: 'else' },
    ];
    expect(codes(lint(ws({ dialog_nodes: nodes })))).toContain('unreachable-node .dialog_nodes[2]');
    const jumped = [...nodes.slice(0, 1).map((n) => ({ ...n, next_step: { behavior: 'jump_to' as const, dialog_node: 'late', selector: 'body' as const } })), ...nodes.slice(1)];
    expect(codes(lint(ws({ dialog_nodes: jumped })))).not.toContain('unreachable-node .dialog_nodes[2]');
  });

  it('unreachable-node: condition false and no jump', () => {
    expect(codes(lint(ws({ dialog_nodes: [{ dialog_node: 'off', conditions: 'false' }] })))).toEqual(['unreachable-node .dialog_nodes[0].conditions']);
    expect(codes(lint(ws({ dialog_nodes: [{ dialog_node: 'on', conditions: 'true' }] })))).toEqual([]);
  });

  it('unreachable-node: a false node after an always-true sibling is one finding, at its condition (h53user saw two)', () => {
    const nodes = [
      { dialog_node: 'else', conditions: 'anything_else' },
      { dialog_node: 'off', conditions: 'false', previous_sibling: 'else' },
    ];
    expect(codes(lint(ws({ dialog_nodes: nodes }))).filter((c) => c.startsWith('unreachable-node'))).toEqual(['unreachable-node .dialog_nodes[1].conditions']);
  });

  it('jump-target-type and jump-cannot-match', () => {
    const bad = lint(
      ws({
        dialog_nodes: [
          { dialog_node: 'f', type: 'frame', conditions: '#order' },
          { dialog_node: 's', type: 'slot', parent: 'f', variable: '$x' },
          { dialog_node: 'j', previous_sibling: 'f', conditions: '#help', next_step: { behavior: 'jump_to', dialog_node: 's', selector: 'body' } },
          { dialog_node: 'k', previous_sibling: 'j', conditions: 'false' },
          { dialog_node: 'm', parent: 'j', conditions: 'true', next_step: { behavior: 'jump_to', dialog_node: 'k', selector: 'condition' } },
        ],
      }),
    );
    expect(codes(bad)).toContain('jump-target-type .dialog_nodes[2].next_step.dialog_node');
    expect(codes(bad)).toContain('jump-cannot-match .dialog_nodes[4].next_step.dialog_node');
    const good = lint(ws({ dialog_nodes: [{ dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'condition' } }, { dialog_node: 'b', previous_sibling: 'a', conditions: '#help' }] }));
    expect(good.filter((f) => f.code.startsWith('jump'))).toEqual([]);
  });

  it('jump-cycle: unconditional jumps that loop, named in order', () => {
    const findings = lint(
      ws({
        dialog_nodes: [
          { dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'body' } },
          { dialog_node: 'b', previous_sibling: 'a', conditions: '#help', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
        ],
      }),
    );
    expect(findings.filter((f) => f.code === 'jump-cycle')).toEqual([
      { code: 'jump-cycle', severity: 'error', message: "The dialog loops without waiting for input: 'a' → 'b' → 'a' (a turn that enters it stops after 100 nodes with an error)", path: '.dialog_nodes[0].next_step', node: { dialog_node: 'a' } },
    ]);
    const conditional = lint(ws({ dialog_nodes: [{ dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'condition' } }, { dialog_node: 'b', previous_sibling: 'a', conditions: '#help', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'condition' } }] }));
    expect(conditional.filter((f) => f.code === 'jump-cycle')).toEqual([]);
  });

  it('unknown-intent, unknown-entity, unknown-entity-value, system-entity-disabled', () => {
    const findings = lint(
      ws({
        entities: [{ entity: 'size', values: [{ value: 'large' }] }],
        dialog_nodes: [
          { dialog_node: 'a', conditions: "#order && #ordr || @size:large || @size:huge || @colour || @sys-date || $x == '#nope'" },
          { dialog_node: 'b', previous_sibling: 'a', conditions: '#help', output: { text: 'mail me at me@example.com, size @size.literal' } },
        ],
      }),
    );
    expect(codes(findings.filter((f) => f.code !== 'variable-never-set'))).toEqual([
      'system-entity-disabled .dialog_nodes[0].conditions',
      'unknown-entity .dialog_nodes[0].conditions',
      'unknown-entity-value .dialog_nodes[0].conditions',
      'unknown-intent .dialog_nodes[0].conditions',
    ]);
    expect(findings.find((f) => f.code === 'unknown-intent')?.message).toBe('#ordr is not an intent of the workspace');
  });

  it('variable-never-set: read but set by no node, slot or action', () => {
    const findings = lint(
      ws({
        dialog_nodes: [
          { dialog_node: 'a', conditions: '$known && $unknown', context: { known: true }, output: { text: 'That is $150, mail …@ibm.co.in' } },
          { dialog_node: 'b', previous_sibling: 'a', conditions: '$result', actions: [{ name: 'f', result_variable: 'result' }] },
        ],
      }),
    );
    expect(findings.filter((f) => f.code === 'variable-never-set').map((f) => f.message)).toEqual([
      "$unknown is read (first in 'a') but no node sets it; the client must send it",
    ]);
  });

  it('slot-without-check and slot-without-prompt', () => {
    const frame = { dialog_node: 'f', type: 'frame' as const, conditions: '#order' };
    const findings = lint(
      ws({
        dialog_nodes: [
          frame,
          { dialog_node: 's', type: 'slot', parent: 'f', variable: '$size' },
          { dialog_node: 'h', type: 'event_handler', event_name: 'focus', parent: 's', output: {} },
        ],
      }),
    );
    expect(codes(findings)).toEqual(['slot-without-check .dialog_nodes[1]', 'slot-without-prompt .dialog_nodes[2]']);
    const complete = lint(
      ws({
        dialog_nodes: [
          frame,
          { dialog_node: 's', type: 'slot', parent: 'f', variable: '$size', context: { size: '@size' } },
          { dialog_node: 'h', type: 'event_handler', event_name: 'focus', parent: 's', output: { text: 'Which size?' } },
          { dialog_node: 'i', type: 'event_handler', event_name: 'input', parent: 's', previous_sibling: 'h', conditions: '@size', context: { size: '@size' } },
        ],
        entities: [{ entity: 'size', values: [{ value: 'large' }] }],
      }),
    );
    expect(complete).toEqual([]);
  });

  it('duplicate-example, counterexample-is-example, few-examples, shared-synonym', () => {
    const findings = lint(
      ws({
        intents: [
          { intent: 'a', examples: [{ text: 'Hello there' }, { text: 'x1' }, { text: 'x2' }, { text: 'x3' }, { text: 'x4' }] },
          { intent: 'b', examples: [{ text: 'hello  there' }] },
        ],
        counterexamples: [{ text: 'x1' }],
        entities: [{ entity: 'size', values: [{ value: 'big', synonyms: ['large'] }, { value: 'huge', synonyms: ['Large'] }] }],
      }),
    );
    expect(codes(findings)).toEqual([
      'counterexample-is-example .counterexamples[0].text',
      'shared-synonym .entities[0].values[1].synonyms[0]',
      'few-examples .intents[1]',
      'duplicate-example .intents[1].examples[0].text',
    ]);
    expect(lint(ws({}))).toEqual([]);
  });

  it('legacy-shape: each older shape the engine reads is a note, with the path of what it read', () => {
    const old = ws({ dialog_nodes: [
      { dialog_node: 'a', conditions: '#order', go_to: { dialog_node: 'b', selector: 'body' } } as never,
      { dialog_node: 'b', previous_sibling: 'a', conditions: '#help', output: { generic: [{ response_type: 'text', text: 'Hi' }] } } as never,
    ] });
    const notes = lint(old).filter((f) => f.code === 'legacy-shape');
    expect(notes.map((f) => [f.severity, f.path, f.node?.dialog_node])).toEqual([
      ['info', '.dialog_nodes[0].go_to', 'a'],
      ['info', '.dialog_nodes[1].output.generic[0].text', 'b'],
    ]);
    expect(notes[0].message).toBe('legacy `go_to` read as `next_step` {"behavior": "jump_to", "selector": "body"}');
    expect(lint(ws({ dialog_nodes: [{ dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } }] })).filter((f) => f.code === 'legacy-shape')).toEqual([]);
  });
});

describe('lint on the shared workspaces', () => {
  const dir = new URL('../../fixtures/workspaces/', import.meta.url);
  it.each(readdirSync(dir).filter((f) => f.endsWith('.json')))('%s lints without throwing and reports no condition errors', (file) => {
    const findings = lint(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as WorkspaceInput);
    for (const f of findings) expect(f.path).toMatch(/^\.(dialog_nodes|intents|entities|counterexamples)\[\d+\]/);
  });

  it('finds the real mistake in pizzeria-slots: the filled handler mentions @toppings, which does not exist', () => {
    const findings = lint(JSON.parse(readFileSync(new URL('pizzeria-slots.json', dir), 'utf8')) as WorkspaceInput);
    expect(findings.filter((f) => f.code === 'unknown-entity').map((f) => f.message)).toEqual(['@toppings is not an entity of the workspace']);
  });
});
