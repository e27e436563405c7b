/**
 * Invariants over arbitrary input: validation never throws and returns well-formed problems whose
 * paths point into the input; compileWorkspace returns an engine or throws a 400 ParleyError with
 * paths; normalization of a valid workspace is idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ParleyError,
  VALIDATION_CODES,
  compileWorkspace,
  normalizeWorkspace,
  validateCounterexample,
  validateDialogNode,
  validateDialogStructure,
  validateEntity,
  validateExample,
  validateIntent,
  validateSynonym,
  validateValue,
  validateWebhook,
  validateWorkspace,
  validateWorkspaceFields,
} from '../../src/index.js';
import { baseWorkspace, type Json } from './fixture.js';

const REAL = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../fixtures/workspaces/pizzeria-slots.json'), 'utf8'));

/** The path tokens of `.a[0]["odd key"]`. */
function tokens(p: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(p))) {
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(m[3])));
    end = re.lastIndex;
  }
  expect(end).toBe(p.length);
  return out;
}

/** Every token but the last must exist in `json` (the last may be the missing field). */
function expectPathInside(json: unknown, p: string): void {
  let at: unknown = json;
  const parts = tokens(p);
  for (const part of parts.slice(0, -1)) {
    expect(typeof at === 'object' && at !== null && Object.prototype.hasOwnProperty.call(at, part)).toBe(true);
    at = (at as Record<string | number, unknown>)[part];
  }
}

function expectWellFormed(json: unknown): void {
  const errors = validateWorkspace(json);
  for (const e of errors) {
    expect(VALIDATION_CODES).toContain(e.code);
    expect(typeof e.message).toBe('string');
    expect(typeof e.path).toBe('string');
    expectPathInside(json, e.path!);
  }
}

function expectCompileContract(json: unknown): void {
  try {
    const engine = compileWorkspace(json);
    expect(typeof engine.message).toBe('function');
  } catch (e) {
    expect(e).toBeInstanceOf(ParleyError);
    const err = e as ParleyError;
    expect(err.status).toBe(400);
    expect(err.errors.length).toBeGreaterThan(0);
    for (const detail of err.errors) expect(typeof detail.path).toBe('string');
  }
}

/** Every path (as tokens) of containers' children in `json`. */
function allPaths(json: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof json === 'object' && json !== null) {
    for (const [k, v] of Object.entries(json)) {
      const p = [...prefix, Array.isArray(json) ? Number(k) : k];
      out.push(p);
      allPaths(v, p, out);
    }
  }
  return out;
}

/** A copy of `ws` with the value at `where` deleted (object key) or replaced by `value`. */
function mutate(ws: Json, where: (string | number)[], value: unknown, remove: boolean): Json {
  const copy = JSON.parse(JSON.stringify(ws));
  let at = copy;
  for (const part of where.slice(0, -1)) at = at[part];
  const last = where[where.length - 1];
  if (remove && !Array.isArray(at)) delete at[last];
  else at[last] = value;
  return copy;
}

const mutation = (ws: Json) => {
  const paths = allPaths(ws);
  return fc.record({ where: fc.constantFrom(...paths), value: fc.jsonValue({ maxDepth: 3 }), remove: fc.boolean() }).map(({ where, value, remove }) => mutate(ws, where, value, remove));
};

describe('properties', () => {
  it('validation of any JSON value returns well-formed problems', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => expectWellFormed(json)), { numRuns: 500 });
  });

  it('validation of any object with workspace keys returns well-formed problems', () => {
    const keys = ['name', 'language', 'intents', 'entities', 'dialog_nodes', 'counterexamples', 'webhooks', 'system_settings', 'metadata'];
    const arb = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 4 }));
    fc.assert(fc.property(arb, (json) => expectWellFormed(json)), { numRuns: 500 });
  });

  it('every per-element validator returns well-formed problems under its prefix for any JSON value', () => {
    const validators = [
      validateIntent,
      validateExample,
      validateCounterexample,
      validateEntity,
      validateValue,
      validateSynonym,
      validateDialogNode,
      validateWebhook,
      validateWorkspaceFields,
      validateDialogStructure,
    ];
    const shaped = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom('intent', 'text', 'entity', 'value', 'synonym', 'dialog_node', 'name', 'url', 'parent', 'output', 'next_step', 'type', 'examples', 'values', 'synonyms'), fc.jsonValue({ maxDepth: 3 })),
      fc.array(fc.dictionary(fc.constantFrom('dialog_node', 'parent', 'previous_sibling', 'type', 'event_name', 'next_step'), fc.oneof(fc.constantFrom('a', 'b', 'c', 'slot', 'frame', 'event_handler'), fc.jsonValue({ maxDepth: 2 })))),
    );
    fc.assert(
      fc.property(fc.constantFrom(...validators), shaped, (validate, json) => {
        for (const e of validate(json, '.x[1]')) {
          expect(VALIDATION_CODES).toContain(e.code);
          expect(e.path === '.x[1]' || e.path!.startsWith('.x[1].') || e.path!.startsWith('.x[1][')).toBe(true);
          expectPathInside(json, e.path!.slice('.x[1]'.length));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('compileWorkspace on any JSON value: an engine or a 400 ParleyError with paths', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => expectCompileContract(json)), { numRuns: 200 });
  });

  it('mutations of the fixture: well-formed problems, compile contract, idempotent normalization when valid', () => {
    fc.assert(
      fc.property(mutation(baseWorkspace()), (ws) => {
        expectWellFormed(ws);
        expectCompileContract(ws);
        if (validateWorkspace(ws).length === 0) {
          const once = normalizeWorkspace(ws);
          expect(normalizeWorkspace(once)).toEqual(once);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('mutations of a real export: well-formed problems and the compile contract', () => {
    fc.assert(
      fc.property(mutation(REAL), (ws) => {
        expectWellFormed(ws);
        expectCompileContract(ws);
      }),
      { numRuns: 50 },
    );
  });

  it('validation is deterministic', () => {
    fc.assert(
      fc.property(mutation(baseWorkspace()), (ws) => {
        expect(validateWorkspace(ws)).toEqual(validateWorkspace(ws));
      }),
      { numRuns: 100 },
    );
  });

  it('any forest with proper sibling chains validates, in any array order, and loses validity when a linked node goes', () => {
    const forest = fc
      .array(fc.nat(), { minLength: 1, maxLength: 40 })
      .chain((picks) => fc.tuple(fc.constant(picks), fc.shuffledSubarray(picks.map((_, i) => i), { minLength: picks.length })));
    fc.assert(
      fc.property(forest, fc.nat(), ([picks, order], victim) => {
        // Node i hangs under an earlier node (or the root): the pick chooses which, so every forest shape occurs.
        const parents = picks.map((pick, i) => (pick % (i + 1) === i ? undefined : `n${pick % (i + 1)}`));
        const lastChild = new Map<string | undefined, string>();
        const nodes = parents.map((parent, i) => {
          const node: Record<string, string> = { dialog_node: `n${i}` };
          if (parent !== undefined) node.parent = parent;
          const previous = lastChild.get(parent);
          if (previous !== undefined) node.previous_sibling = previous;
          lastChild.set(parent, `n${i}`);
          return node;
        });
        const shuffled = order.map((i) => nodes[i]);
        expect(validateDialogStructure(shuffled, '.dialog_nodes')).toEqual([]);
        const gone = `n${victim % nodes.length}`;
        const referenced = nodes.some((n) => n.parent === gone || n.previous_sibling === gone);
        const without = shuffled.filter((n) => n.dialog_node !== gone);
        const codes = validateDialogStructure(without, '.dialog_nodes').map((e) => e.code);
        expect(codes.includes('not_found')).toBe(referenced);
      }),
      { numRuns: 300 },
    );
  });
});
