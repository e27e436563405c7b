/** The per-element validators the service layer calls for single-element operations. */
import { describe, expect, it } from 'vitest';
import {
  validateCounterexample,
  validateDialogNode,
  validateDialogStructure,
  validateEntity,
  validateExample,
  validateIntent,
  validateSynonym,
  validateValue,
  validateWebhook,
  validateWorkspaceFields,
  type ErrorDetail,
} from '../../src/model/index.js';
import { cpuClock, nestedUnderA } from '../security/guard.js';

const codesAndPaths = (errors: ErrorDetail[]) => errors.map(({ code, path }) => ({ code, path }));

describe('per-element validators', () => {
  it('validateIntent reports under the given path, including its examples', () => {
    expect(validateIntent({ intent: 'greet', examples: [{ text: 'hi' }] }, '')).toEqual([]);
    expect(codesAndPaths(validateIntent({ intent: 'sys-greet', examples: [{ text: 'hi' }, { text: 'hi' }] }, ''))).toEqual([
      { code: 'reserved_prefix', path: '.intent' },
      { code: 'unique', path: '.examples[1].text' },
    ]);
    expect(codesAndPaths(validateIntent({ intent: 'a b' }, '.intents[3]'))).toEqual([{ code: 'pattern', path: '.intents[3].intent' }]);
  });

  it('validateExample and validateCounterexample check the text rules', () => {
    expect(validateExample({ text: 'hello there', mentions: [{ entity: 'x', location: [0, 5] }] }, '')).toEqual([]);
    expect(codesAndPaths(validateExample({ text: 'a\nb' }, '.intents[0].examples[2]'))).toEqual([
      { code: 'invalid_characters', path: '.intents[0].examples[2].text' },
    ]);
    expect(codesAndPaths(validateCounterexample({ text: ' ' }, ''))).toEqual([{ code: 'whitespace', path: '.text' }]);
    expect(codesAndPaths(validateCounterexample('text', ''))).toEqual([{ code: 'type', path: '' }]);
  });

  it('validateEntity, validateValue and validateSynonym', () => {
    expect(validateEntity({ entity: 'sys-date' }, '')).toEqual([]);
    expect(codesAndPaths(validateEntity({ entity: 'color', values: [{ value: 'red' }, { value: 'red' }] }, ''))).toEqual([
      { code: 'unique', path: '.values[1].value' },
    ]);
    expect(validateValue({ value: 'red', synonyms: ['crimson'] }, '')).toEqual([]);
    expect(codesAndPaths(validateValue({ value: 'red', type: 'patterns', synonyms: ['crimson'] }, ''))).toEqual([
      { code: 'exclusive', path: '.synonyms' },
    ]);
    expect(validateSynonym({ synonym: 'scarlet' }, '')).toEqual([]);
    expect(codesAndPaths(validateSynonym({ synonym: 'a\tb' }, ''))).toEqual([{ code: 'invalid_characters', path: '.synonym' }]);
    expect(codesAndPaths(validateSynonym({}, ''))).toEqual([{ code: 'required', path: '.synonym' }]);
  });

  it('validateDialogNode checks one node without looking for its parent or jump target', () => {
    const node = { dialog_node: 'n1', parent: 'missing', next_step: { behavior: 'jump_to', dialog_node: 'nowhere', selector: 'body' } };
    expect(validateDialogNode(node, '')).toEqual([]);
    expect(codesAndPaths(validateDialogNode({ dialog_node: 'n1', type: 'slot', next_step: { behavior: 'skip_slot' } }, ''))).toEqual([
      { code: 'enum', path: '.next_step.behavior' },
    ]);
  });

  it('validateDialogStructure applies the cross-node rules to a node list', () => {
    const nodes = [
      { dialog_node: 'a' },
      { dialog_node: 'b', previous_sibling: 'a', next_step: { behavior: 'jump_to', dialog_node: 'c' } },
    ];
    expect(codesAndPaths(validateDialogStructure(nodes, '.dialog_nodes'))).toEqual([
      { code: 'not_found', path: '.dialog_nodes[1].next_step.dialog_node' },
    ]);
    expect(codesAndPaths(validateDialogStructure({}, '.dialog_nodes'))).toEqual([{ code: 'type', path: '.dialog_nodes' }]);
  });

  it('a loop is reported once, with a short message even when it is long', () => {
    const loop = Array.from({ length: 1000 }, (_, i) => ({ dialog_node: `n${i}`, parent: `n${(i + 1) % 1000}` }));
    const errors = validateDialogStructure(loop, '');
    expect(errors.filter((e) => e.code === 'cycle').map((e) => e.path)).toEqual(['[999].parent']);
    expect(errors.find((e) => e.code === 'cycle')!.message).toBe('parent links form a loop: "n0" -> "n1" -> "n2" -> "n3" -> ... (994 more) -> "n998" -> "n999" -> "n0"');
  });

  it('validateWebhook', () => {
    expect(validateWebhook({ name: 'main_webhook', url: 'https://x' }, '')).toEqual([]);
    expect(codesAndPaths(validateWebhook({ name: 'hook' }, '.webhooks[0]'))).toEqual([
      { code: 'required', path: '.webhooks[0].url' },
      { code: 'enum', path: '.webhooks[0].name' },
    ]);
  });

  it('validateWorkspaceFields checks the top level only', () => {
    expect(validateWorkspaceFields({ name: 'w', intents: [{ intent: 'bad name' }] }, '')).toEqual([]);
    expect(codesAndPaths(validateWorkspaceFields({ name: 'a\nb', intents: 'x' }, ''))).toEqual([
      { code: 'invalid_characters', path: '.name' },
      { code: 'type', path: '.intents' },
    ]);
  });
});

describe('robustness', () => {
  it('keys named like Object.prototype members are ordinary keys', () => {
    const intent = JSON.parse('{"__proto__": {"intent": "sneaky"}, "constructor": 1, "examples": []}');
    expect(codesAndPaths(validateIntent(intent, ''))).toEqual([{ code: 'required', path: '.intent' }]);
    const ok = JSON.parse('{"intent": "__proto__", "examples": [{"text": "x", "__proto__": null}]}');
    expect(validateIntent(ok, '')).toEqual([]);
  });

  it('odd keys get bracketed paths', () => {
    const errors = validateDialogNode({ dialog_node: 'n', context: { 'my key': nestedUnderA(120, 1) } }, '');
    expect(errors[0].code).toBe('max_depth');
    expect(errors[0].path?.startsWith('.context["my key"].a.a')).toBe(true);
  });

  it('a value that refers back to itself is reported, not followed', () => {
    const node: Record<string, unknown> = { dialog_node: 'n' };
    node.context = { self: node };
    expect(codesAndPaths(validateDialogNode(node, ''))).toEqual([{ code: 'cycle', path: '.context.self' }]);
  });

  it('values JSON text cannot hold are type errors, reported once', () => {
    const node = {
      dialog_node: 'n',
      title: () => 'x',
      context: { when: new Date(0), map: new Map(), big: 1n, sym: Symbol('s'), nan: NaN, inf: Infinity, fine: undefined },
    };
    expect(codesAndPaths(validateDialogNode(node, ''))).toEqual([
      { code: 'type', path: '.title' },
      { code: 'type', path: '.context.when' },
      { code: 'type', path: '.context.map' },
      { code: 'type', path: '.context.big' },
      { code: 'type', path: '.context.sym' },
      { code: 'type', path: '.context.nan' },
      { code: 'type', path: '.context.inf' },
    ]);
    expect(validateDialogNode(node, '')[0].message).toBe('a function is not a JSON value');
  });

  it('shared references (a JavaScript DAG) are walked once and accepted while they expand to few values', () => {
    let level: unknown = { leaf: true };
    for (let i = 0; i < 10; i++) level = { left: level, right: level };
    expect(validateDialogNode({ dialog_node: 'n', context: { level } }, '')).toEqual([]);
  });

  // Security (test/security/shared-references.test.ts): 2^60 values once expanded used to be accepted,
  // and every later copy of the context expanded them. Level 22 is the first above MAX_VALUES.
  it('a DAG expanding to more than MAX_VALUES values is max_items at the innermost container over the bound', () => {
    let level: unknown = { leaf: true };
    for (let i = 0; i < 60; i++) level = { left: level, right: level };
    expect(codesAndPaths(validateDialogNode({ dialog_node: 'n', context: { level } }, ''))).toEqual([
      { code: 'max_items', path: `.context.level${'.left'.repeat(38)}` },
    ]);
  });

  it('a throwing getter is a type error, not an exception', () => {
    const evil = { get intent(): string { throw new Error('boom'); } };
    expect(codesAndPaths(validateIntent(evil, ''))).toEqual([{ code: 'type', path: '' }]);
  });

  it('a very long name with one bad character at the end is rejected fast', () => {
    const start = cpuClock();
    const errors = validateIntent({ intent: `${'a'.repeat(200_000)}!` }, '');
    expect(codesAndPaths(errors)).toEqual([{ code: 'pattern', path: '.intent' }]);
    expect(errors[0].message.length).toBeLessThan(200);
    expect(start()).toBeLessThan(500);
  });

  it('huge flat arrays are fine', () => {
    const examples = Array.from({ length: 50_000 }, (_, i) => ({ text: `example ${i}` }));
    expect(validateIntent({ intent: 'many', examples }, '')).toEqual([]);
  });
});

