/**
 * Invariants on every shared workspace: any sequence of up to 20 turns built from the workspace's own
 * examples, synonyms and random text never throws, returns a well-formed MessageResponse, and is
 * deterministic (same sequence and options => deep-equal responses).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileWorkspace, ParleyError, type Context, type Engine, type MessageResponse } from '../../src/index.js';
import { loadWorkspace } from './helpers.js';

const names = readdirSync(new URL('../fixtures/workspaces/', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

interface WorkspaceJson {
  intents?: { examples?: { text: string }[] }[];
  entities?: { values?: { value: string; synonyms?: string[] }[] }[];
}

function vocabulary(ws: WorkspaceJson): string[] {
  const examples = (ws.intents ?? []).flatMap((i) => (i.examples ?? []).map((e) => e.text)).slice(0, 200);
  const synonyms = (ws.entities ?? []).flatMap((e) => (e.values ?? []).flatMap((v) => [v.value, ...(v.synonyms ?? [])])).slice(0, 200);
  const words = [...examples, ...synonyms].filter((t) => typeof t === 'string' && t.length > 0);
  return words.length > 0 ? words : ['hello'];
}

const cleanText = fc.string({ maxLength: 60 }).map((s) => s.replace(/[\r\n\t]/g, ' '));

function converse(engine: Engine, texts: string[]): MessageResponse[] {
  let context: Context | undefined;
  return texts.map((text, i) => {
    const r = engine.message(
      { input: text === '' && i === 0 ? {} : { text }, ...(context ? { context } : {}) },
      { now: '2026-11-22T09:00:00Z', timezone: 'UTC', seed: 'property' },
    );
    context = r.context;
    return r;
  });
}

function assertWellFormed(r: MessageResponse, version: string): void {
  expect(Array.isArray(r.intents)).toBe(true);
  expect(Array.isArray(r.entities)).toBe(true);
  expect(typeof r.input).toBe('object');
  expect(Array.isArray(r.output.log_messages)).toBe(true);
  expect(r.output.log_messages.length).toBeLessThanOrEqual(50);
  if (version < '2021-11-27') expect(r.output.text.every((t) => typeof t === 'string')).toBe(true);
  expect(r.output.nodes_visited?.every((n) => typeof n === 'string')).toBe(true);
  expect(typeof r.context.conversation_id).toBe('string');
  expect(Array.isArray(r.context.system?.dialog_stack)).toBe(true);
  expect(r.context.system?.dialog_stack?.length).toBeGreaterThan(0);
  expect(Number.isInteger(r.context.system?.dialog_turn_counter)).toBe(true);
  expect(JSON.parse(JSON.stringify(r))).toEqual(r);
}

describe('message on every shared workspace', () => {
  for (const name of names) {
    it(`${name}: never throws, well-formed, deterministic`, () => {
      const json = loadWorkspace(name) as WorkspaceJson;
      const engine = compileWorkspace(json, { version: '2021-06-14' });
      const words = vocabulary(json);
      const turnText = fc.oneof(fc.constantFrom(...words), cleanText, fc.constant(''));
      fc.assert(
        fc.property(fc.array(turnText, { minLength: 1, maxLength: 20 }), (texts) => {
          const first = converse(engine, texts);
          for (const r of first) assertWellFormed(r, engine.version);
          expect(converse(engine, texts)).toEqual(first);
        }),
        { numRuns: 2, seed: 42 },
      );
    }, 60_000);
  }
});

describe('message with any context', () => {
  it('never crashes and stays well-formed whatever the request context holds (system garbage included)', () => {
    const engine = compileWorkspace(loadWorkspace('burger-simple'), { version: '2021-06-14' });
    const json = fc.jsonValue({ maxDepth: 3 });
    const stackEntry = fc.oneof(
      fc.record({ dialog_node: fc.constantFrom('root', 'slot_18_1597242570911', 'mac ordering', 'Reset', 'nope', 'handler_19_1597242570911'), state: fc.option(fc.constantFrom('in_progress', 'jump_to_user_input', 'x')) }),
      json,
    );
    const system = fc.record(
      {
        dialog_stack: fc.oneof(fc.array(stackEntry, { maxLength: 3 }), json),
        dialog_turn_counter: fc.oneof(fc.nat(), json),
        _node_output_map: fc.oneof(fc.dictionary(fc.constantFrom('Welcome', 'Reset', 'x'), json), json),
      },
      { requiredKeys: [] },
    );
    const context = fc.record({ system: fc.oneof(system, json), mac_burger: json, conversation_id: fc.oneof(fc.string(), json) }, { requiredKeys: [] });
    fc.assert(
      fc.property(context, fc.constantFrom('I want a big mac', 'to go', 'help', ''), (ctx, text) => {
        let r: MessageResponse;
        try {
          r = engine.message({ input: { text }, context: ctx as never }, { now: 0, seed: 'p' });
        } catch (e) {
          // the request validator may reject a context (e.g. a non-string conversation_id): a 400, never a crash
          expect(e).toBeInstanceOf(ParleyError);
          expect((e as ParleyError).status).toBe(400);
          return;
        }
        assertWellFormed(r, engine.version);
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});
