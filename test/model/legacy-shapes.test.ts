/** Issue 21, item 1: the early-2018 export shapes of `output.generic` compile, with diagnostics instead of errors. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParleyError, compileWorkspace, validateWorkspace } from '../../src/index.js';
import { upgradeLegacyShapes } from '../../src/model/legacy-shapes.js';

const FIXTURE = path.resolve(__dirname, '../fixtures/legacy/early-2018-generic.json');
const load = (): Record<string, unknown> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
const options = { now: '2018-03-01T09:00:00Z', timezone: 'UTC', seed: 's' };

describe('an early-2018 export (API 2017-05-26) with the generic shapes of that time', () => {
  it('is rejected by strict validation (what the authoring calls use)', () => {
    const paths = validateWorkspace(load()).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '.dialog_nodes[0].output.generic[0].values',
        '.dialog_nodes[1].output.generic[0].values',
        '.dialog_nodes[1].output.generic[1].options[0].value',
        '.dialog_nodes[1].output.generic[1].options[1].value',
        '.dialog_nodes[3].output.generic[0].values[0]',
      ]),
    );
  });

  it('compiles, and lists each normalized shape in engine.diagnostics as a warning with its path', () => {
    const engine = compileWorkspace(load(), { version: '2017-05-26' });
    expect(engine.diagnostics.filter((d) => d.code === 'legacy_shape')).toEqual([
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[0].output.generic[0].text', message: 'a text response with `text` instead of `values` was read as `values: [{"text": ...}]`' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[1].output.generic[0].text', message: 'a text response with `text` instead of `values` was read as `values: [{"text": ...}]`' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[1].output.generic[1].options[0].value', message: 'an option value given as a plain string was read as `{"input": {"text": ...}}`' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[1].output.generic[1].options[1].value', message: 'an option value given as a plain string was read as `{"input": {"text": ...}}`' },
      { level: 'warning', code: 'legacy_shape', path: '.dialog_nodes[3].output.generic[0].values', message: 'text response values given as plain strings were read as `{"text": ...}` objects' },
    ]);
    expect(engine.diagnostics.some((d) => d.level === 'error')).toBe(false);
    expect(engine.workspace.dialog_nodes[1].output?.generic).toEqual([
      { response_type: 'text', values: [{ text: 'What can I get you?' }], selection_policy: 'sequential' },
      { response_type: 'option', title: 'Our drinks', options: [{ label: 'Coffee', value: { input: { text: 'coffee' } } }, { label: 'Tea', value: { input: { text: 'tea' } } }] },
    ]);
  });

  it('runs under its own version: text responses only, as before 2018-07-10', () => {
    const engine = compileWorkspace(load(), { version: '2017-05-26' });
    const hi = engine.message({ input: { text: '' } }, options);
    expect(hi.output).toEqual({ text: ['Welcome to the kiosk.'], nodes_visited: ['Welcome'], log_messages: [] });
    const order = engine.message({ input: { text: 'I want to order' }, intents: [{ intent: 'order', confidence: 1 }], entities: [], context: hi.context }, options);
    expect(order.output.text).toEqual(['What can I get you?']);
    const what = engine.message({ input: { text: 'hm' }, intents: [], entities: [], context: order.context }, options);
    expect(what.output.text).toEqual(['Sorry, I did not get that.']);
  });

  it('runs under a rich-response version: the options carry the normalized values', () => {
    const engine = compileWorkspace(load(), { version: '2018-07-10' });
    const hi = engine.message({ input: { text: '' } }, options);
    const order = engine.message({ input: { text: 'I want to order' }, intents: [{ intent: 'order', confidence: 1 }], entities: [], context: hi.context }, options);
    expect(order.output.generic).toEqual([
      { response_type: 'text', text: 'What can I get you?' },
      { response_type: 'option', title: 'Our drinks', options: [{ label: 'Coffee', value: { input: { text: 'coffee' } } }, { label: 'Tea', value: { input: { text: 'tea' } } }] },
    ]);
  });

  it('never changes its input and returns it unchanged when nothing is legacy', () => {
    const ws = load();
    const before = JSON.stringify(ws);
    const { workspace } = upgradeLegacyShapes(ws);
    expect(JSON.stringify(ws)).toBe(before);
    expect(workspace).not.toBe(ws);
    const current = upgradeLegacyShapes(workspace);
    expect(current.workspace).toBe(workspace);
    expect(current.diagnostics).toEqual([]);
    expect(upgradeLegacyShapes(null)).toEqual({ workspace: null, diagnostics: [] });
  });

  it('still rejects what no export ever held (a text response with neither values nor text)', () => {
    const ws = load() as { dialog_nodes: Record<string, unknown>[] };
    ws.dialog_nodes[1] = { ...ws.dialog_nodes[1], output: { generic: [{ response_type: 'text', text: 7 }] } };
    expect(() => compileWorkspace(ws)).toThrow(ParleyError);
  });
});

describe('upgradeLegacyShapes properties', () => {
  const legacyText = fc.string({ maxLength: 12 }).map((text) => ({ item: { response_type: 'text', text }, rewrites: 1 }));
  const stringValues = fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 }).map((values) => ({ item: { response_type: 'text', values }, rewrites: 1 }));
  const current = fc.string({ maxLength: 8 }).map((text) => ({ item: { response_type: 'text', values: [{ text }] }, rewrites: 0 }));
  const options = fc
    .array(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.boolean()), { minLength: 1, maxLength: 4 })
    .map((opts) => ({
      item: { response_type: 'option', title: 't', options: opts.map(([label, legacy]) => ({ label, value: legacy ? label : { input: { text: label } } })) },
      rewrites: opts.filter(([, legacy]) => legacy).length,
    }));
  const node = fc.array(fc.oneof(legacyText, stringValues, current, options), { maxLength: 4 });

  it('compiles any mix of legacy and current items, one diagnostic per rewrite, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 4 }), (nodes) => {
        const ws = {
          name: 'p',
          language: 'en',
          dialog_nodes: nodes.map((items, i) => ({
            dialog_node: `n${i}`,
            ...(i > 0 ? { previous_sibling: `n${i - 1}` } : {}),
            conditions: 'true',
            output: { generic: items.map((x) => x.item) },
          })),
        };
        const before = JSON.stringify(ws);
        const once = upgradeLegacyShapes(ws);
        expect(JSON.stringify(ws)).toBe(before);
        expect(once.diagnostics.length).toBe(nodes.flat().reduce((n, x) => n + x.rewrites, 0));
        expect(validateWorkspace(once.workspace)).toEqual([]);
        const twice = upgradeLegacyShapes(once.workspace);
        expect(twice.workspace).toBe(once.workspace);
        expect(twice.diagnostics).toEqual([]);
        expect(compileWorkspace(ws).diagnostics.filter((d) => d.code === 'legacy_shape')).toEqual(once.diagnostics);
      }),
      { numRuns: 60 },
    );
  });
});
