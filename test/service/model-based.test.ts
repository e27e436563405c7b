/**
 * Model-based tests: random sequences of operations run against the service and against a small
 * reference model; every result (status, or the error status) and the whole stored content must agree.
 * The second property interleaves invalid calls and checks that each one leaves the state unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssistantV1, ParleyError } from '../../src/index.js';
import { tickingClock } from './helpers.js';

interface MIntent { description?: string; examples: string[] }
interface MWorkspace {
  id: string;
  intents: Map<string, MIntent>;
  counterexamples: string[];
  entities: Map<string, Map<string, string[]>>;
  /** Root dialog nodes in sibling order. */
  nodes: string[];
}
interface Model { workspaces: MWorkspace[] }
interface Real { a: AssistantV1 }

const INTENTS = ['a', 'b', 'c'];
const TEXTS = ['x', 'y', 'z'];
const ENTITIES = ['e1', 'e2'];
const VALUES = ['v1', 'v2'];
const SYNONYMS = ['s1', 's2'];
const NODES = ['n1', 'n2', 'n3', 'n4'];

/** Index into the model's workspaces; the last slot means an unknown id. */
const wsRef = fc.nat({ max: 3 });
function resolve(m: Model, ref: number): MWorkspace | undefined {
  return m.workspaces.length === 0 ? undefined : ref < 3 ? m.workspaces[ref % m.workspaces.length] : undefined;
}
function idOf(ws: MWorkspace | undefined): string {
  return ws?.id ?? 'unknown-workspace';
}

async function status(p: Promise<{ status: number }>): Promise<number> {
  try {
    return (await p).status;
  } catch (err) {
    if (err instanceof ParleyError) return err.status;
    throw err;
  }
}

/** The stored content as the model sees it. */
async function snapshot(r: Real, m: Model): Promise<unknown> {
  const out: unknown[] = [];
  for (const ws of m.workspaces) {
    const full = (await r.a.getWorkspace({ workspaceId: ws.id, _export: true })).result as {
      intents: { intent: string; description?: string; examples: { text: string }[] }[];
      counterexamples: { text: string }[];
      entities: { entity: string; values: { value: string; synonyms?: string[] }[] }[];
      dialog_nodes: { dialog_node: string; previous_sibling?: string }[];
    };
    out.push({
      nodes: siblingOrder(full.dialog_nodes),
      intents: full.intents.map((i) => ({ intent: i.intent, description: i.description, examples: i.examples.map((e) => e.text) })),
      counterexamples: full.counterexamples.map((c) => c.text),
      entities: full.entities.map((e) => ({ entity: e.entity, values: e.values.map((v) => ({ value: v.value, synonyms: v.synonyms ?? [] })) })),
    });
  }
  return out;
}

/** Root nodes in the order their previous_sibling chain gives (every node reached exactly once). */
function siblingOrder(nodes: { dialog_node: string; previous_sibling?: string }[]): string[] {
  const order: string[] = [];
  let previous: string | undefined;
  for (let i = 0; i < nodes.length; i++) {
    const next = nodes.filter((n) => n.previous_sibling === previous);
    if (next.length !== 1) break;
    order.push(next[0].dialog_node);
    previous = next[0].dialog_node;
  }
  expect(order.length, `sibling chain of ${JSON.stringify(nodes)}`).toBe(nodes.length);
  return order;
}

function modelSnapshot(m: Model): unknown {
  return m.workspaces.map((ws) => ({
    nodes: [...ws.nodes],
    intents: [...ws.intents].map(([intent, i]) => ({ intent, description: i.description, examples: [...i.examples] })),
    counterexamples: [...ws.counterexamples],
    entities: [...ws.entities].map(([entity, values]) => ({ entity, values: [...values].map(([value, synonyms]) => ({ value, synonyms: [...synonyms] })) })),
  }));
}

type Step = (m: Model, r: Real) => Promise<void>;

function command(name: string, step: Step): fc.AsyncCommand<Model, Real> {
  return {
    check: () => true,
    run: async (m, r) => {
      await step(m, r);
      expect(await snapshot(r, m)).toEqual(modelSnapshot(m));
    },
    toString: () => name,
  };
}

const commands = [
  fc.constant(null).map(() =>
    command('createWorkspace', async (m, r) => {
      const res = await r.a.createWorkspace({ name: 'w' });
      expect(res.status).toBe(201);
      m.workspaces.push({ id: (res.result as { workspace_id: string }).workspace_id, intents: new Map(), counterexamples: [], entities: new Map(), nodes: [] });
    }),
  ),
  wsRef.map((ref) =>
    command(`deleteWorkspace(${ref})`, async (m, r) => {
      const ws = resolve(m, ref);
      expect(await status(r.a.deleteWorkspace({ workspaceId: idOf(ws) }))).toBe(ws ? 200 : 404);
      if (ws) m.workspaces.splice(m.workspaces.indexOf(ws), 1);
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...INTENTS), fc.uniqueArray(fc.constantFrom(...TEXTS))).map(([ref, intent, examples]) =>
    command(`createIntent(${ref},${intent},${examples})`, async (m, r) => {
      const ws = resolve(m, ref);
      const expected = !ws ? 404 : ws.intents.has(intent) ? 409 : 201;
      expect(await status(r.a.createIntent({ workspaceId: idOf(ws), intent, examples: examples.map((text) => ({ text })) }))).toBe(expected);
      if (expected === 201) ws!.intents.set(intent, { examples: [...examples] });
    }),
  ),
  fc
    .tuple(wsRef, fc.constantFrom(...INTENTS), fc.option(fc.constantFrom(...INTENTS)), fc.option(fc.uniqueArray(fc.constantFrom(...TEXTS))), fc.boolean(), fc.option(fc.constantFrom('d1', 'd2')))
    .map(([ref, intent, newIntent, newExamples, append, newDescription]) =>
      command(`updateIntent(${ref},${intent},${newIntent},${newExamples},${append},${newDescription})`, async (m, r) => {
        const ws = resolve(m, ref);
        const current = ws?.intents.get(intent);
        let expected = 200;
        if (!ws || !current) expected = 404;
        else if (newIntent !== null && newIntent !== intent && ws.intents.has(newIntent)) expected = 409;
        else if (append && newExamples?.some((t) => current.examples.includes(t))) expected = 409;
        const params = {
          workspaceId: idOf(ws),
          intent,
          append,
          ...(newIntent !== null ? { newIntent } : {}),
          ...(newExamples !== null ? { newExamples: newExamples.map((text) => ({ text })) } : {}),
          ...(newDescription !== null ? { newDescription } : {}),
        };
        expect(await status(r.a.updateIntent(params))).toBe(expected);
        if (expected !== 200) return;
        const next: MIntent = { description: newDescription ?? current!.description, examples: current!.examples };
        if (newExamples !== null) next.examples = append ? [...current!.examples, ...newExamples] : [...newExamples];
        const entries = [...ws!.intents].map(([k, v]) => (k === intent ? [newIntent ?? intent, next] : [k, v]) as [string, MIntent]);
        ws!.intents = new Map(entries);
      }),
    ),
  fc.tuple(wsRef, fc.constantFrom(...INTENTS)).map(([ref, intent]) =>
    command(`deleteIntent(${ref},${intent})`, async (m, r) => {
      const ws = resolve(m, ref);
      const expected = ws?.intents.has(intent) ? 200 : 404;
      expect(await status(r.a.deleteIntent({ workspaceId: idOf(ws), intent }))).toBe(expected);
      if (expected === 200) ws!.intents.delete(intent);
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...INTENTS), fc.constantFrom(...TEXTS), fc.boolean()).map(([ref, intent, text, create]) =>
    command(`${create ? 'create' : 'delete'}Example(${ref},${intent},${text})`, async (m, r) => {
      const ws = resolve(m, ref);
      const current = ws?.intents.get(intent);
      if (create) {
        const expected = !current ? 404 : current.examples.includes(text) ? 409 : 201;
        expect(await status(r.a.createExample({ workspaceId: idOf(ws), intent, text }))).toBe(expected);
        if (expected === 201) current!.examples.push(text);
      } else {
        const expected = current?.examples.includes(text) ? 200 : 404;
        expect(await status(r.a.deleteExample({ workspaceId: idOf(ws), intent, text }))).toBe(expected);
        if (expected === 200) current!.examples.splice(current!.examples.indexOf(text), 1);
      }
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...TEXTS), fc.boolean()).map(([ref, text, create]) =>
    command(`${create ? 'create' : 'delete'}Counterexample(${ref},${text})`, async (m, r) => {
      const ws = resolve(m, ref);
      if (create) {
        const expected = !ws ? 404 : ws.counterexamples.includes(text) ? 409 : 201;
        expect(await status(r.a.createCounterexample({ workspaceId: idOf(ws), text }))).toBe(expected);
        if (expected === 201) ws!.counterexamples.push(text);
      } else {
        const expected = ws?.counterexamples.includes(text) ? 200 : 404;
        expect(await status(r.a.deleteCounterexample({ workspaceId: idOf(ws), text }))).toBe(expected);
        if (expected === 200) ws!.counterexamples.splice(ws!.counterexamples.indexOf(text), 1);
      }
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...ENTITIES), fc.boolean()).map(([ref, entity, create]) =>
    command(`${create ? 'create' : 'delete'}Entity(${ref},${entity})`, async (m, r) => {
      const ws = resolve(m, ref);
      if (create) {
        const expected = !ws ? 404 : ws.entities.has(entity) ? 409 : 201;
        expect(await status(r.a.createEntity({ workspaceId: idOf(ws), entity }))).toBe(expected);
        if (expected === 201) ws!.entities.set(entity, new Map());
      } else {
        const expected = ws?.entities.has(entity) ? 200 : 404;
        expect(await status(r.a.deleteEntity({ workspaceId: idOf(ws), entity }))).toBe(expected);
        if (expected === 200) ws!.entities.delete(entity);
      }
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...ENTITIES), fc.constantFrom(...VALUES)).map(([ref, entity, value]) =>
    command(`createValue(${ref},${entity},${value})`, async (m, r) => {
      const values = resolve(m, ref)?.entities.get(entity);
      const expected = !values ? 404 : values.has(value) ? 409 : 201;
      expect(await status(r.a.createValue({ workspaceId: idOf(resolve(m, ref)), entity, value }))).toBe(expected);
      if (expected === 201) values!.set(value, []);
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...ENTITIES), fc.constantFrom(...VALUES), fc.constantFrom(...SYNONYMS), fc.boolean()).map(
    ([ref, entity, value, synonym, create]) =>
      command(`${create ? 'create' : 'delete'}Synonym(${ref},${entity},${value},${synonym})`, async (m, r) => {
        const synonyms = resolve(m, ref)?.entities.get(entity)?.get(value);
        const params = { workspaceId: idOf(resolve(m, ref)), entity, value, synonym };
        if (create) {
          const expected = !synonyms ? 404 : synonyms.includes(synonym) ? 409 : 201;
          expect(await status(r.a.createSynonym(params))).toBe(expected);
          if (expected === 201) synonyms!.push(synonym);
        } else {
          const expected = synonyms?.includes(synonym) ? 200 : 404;
          expect(await status(r.a.deleteSynonym(params))).toBe(expected);
          if (expected === 200) synonyms!.splice(synonyms!.indexOf(synonym), 1);
        }
      }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...ENTITIES), fc.constantFrom(...ENTITIES)).map(([ref, entity, newEntity]) =>
    command(`renameEntity(${ref},${entity},${newEntity})`, async (m, r) => {
      const ws = resolve(m, ref);
      const expected = !ws?.entities.has(entity) ? 404 : newEntity !== entity && ws.entities.has(newEntity) ? 409 : 200;
      expect(await status(r.a.updateEntity({ workspaceId: idOf(ws), entity, newEntity }))).toBe(expected);
      if (expected === 200) ws!.entities = new Map([...ws!.entities].map(([k, v]) => [k === entity ? newEntity : k, v]));
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...ENTITIES), fc.constantFrom(...VALUES), fc.option(fc.constantFrom(...VALUES)), fc.option(fc.uniqueArray(fc.constantFrom(...SYNONYMS))), fc.boolean()).map(
    ([ref, entity, value, newValue, newSynonyms, append]) =>
      command(`updateValue(${ref},${entity},${value},${newValue},${newSynonyms},${append})`, async (m, r) => {
        const values = resolve(m, ref)?.entities.get(entity);
        const current = values?.get(value);
        let expected = 200;
        if (!current) expected = 404;
        else if (newValue !== null && newValue !== value && values!.has(newValue)) expected = 409;
        else if (append && newSynonyms?.some((s) => current.includes(s))) expected = 409;
        const params = {
          workspaceId: idOf(resolve(m, ref)),
          entity,
          value,
          append,
          ...(newValue !== null ? { newValue } : {}),
          ...(newSynonyms !== null ? { newSynonyms } : {}),
        };
        expect(await status(r.a.updateValue(params))).toBe(expected);
        if (expected !== 200) return;
        const synonyms = newSynonyms === null ? current! : append ? [...current!, ...newSynonyms] : [...newSynonyms];
        const entries = [...values!].map(([k, v]) => (k === value ? [newValue ?? value, synonyms] : [k, v]) as [string, string[]]);
        values!.clear();
        for (const [k, v] of entries) values!.set(k, v);
      }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...NODES), fc.option(fc.constantFrom(...NODES))).map(([ref, id, previous]) =>
    command(`createDialogNode(${ref},${id},after ${previous})`, async (m, r) => {
      const ws = resolve(m, ref);
      let expected = 201;
      if (!ws) expected = 404;
      else if (ws.nodes.includes(id)) expected = 409;
      else if (previous !== null && !ws.nodes.includes(previous)) expected = 400;
      const params = { workspaceId: idOf(ws), dialogNode: id, conditions: 'true', ...(previous !== null ? { previousSibling: previous } : {}) };
      expect(await status(r.a.createDialogNode(params))).toBe(expected);
      if (expected === 201) ws!.nodes.splice(previous === null ? 0 : ws!.nodes.indexOf(previous) + 1, 0, id);
    }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...NODES), fc.oneof(fc.constant(undefined), fc.constant(null), fc.constantFrom(...NODES)), fc.option(fc.constantFrom(...NODES))).map(
    ([ref, id, newPrevious, newId]) =>
      command(`updateDialogNode(${ref},${id},after ${newPrevious},as ${newId})`, async (m, r) => {
        const ws = resolve(m, ref);
        let expected = 200;
        const target = newId ?? id;
        if (!ws || !ws.nodes.includes(id)) expected = 404;
        else if (newId !== null && newId !== id && ws.nodes.includes(newId)) expected = 409;
        else if (typeof newPrevious === 'string' && (!ws.nodes.includes(newPrevious) || newPrevious === id)) expected = 400;
        const params = {
          workspaceId: idOf(ws),
          dialogNode: id,
          ...(newId !== null ? { newDialogNode: newId } : {}),
          ...(newPrevious !== undefined ? { newPreviousSibling: newPrevious } : {}),
        };
        expect(await status(r.a.updateDialogNode(params))).toBe(expected);
        if (expected !== 200) return;
        const nodes = ws!.nodes;
        const at = nodes.indexOf(id);
        nodes[at] = target;
        if (newPrevious !== undefined) {
          const currentPrevious = at === 0 ? null : nodes[at - 1];
          if (newPrevious !== currentPrevious) {
            nodes.splice(at, 1);
            nodes.splice(newPrevious === null ? 0 : nodes.indexOf(newPrevious) + 1, 0, target);
          }
        }
      }),
  ),
  fc.tuple(wsRef, fc.constantFrom(...NODES)).map(([ref, id]) =>
    command(`deleteDialogNode(${ref},${id})`, async (m, r) => {
      const ws = resolve(m, ref);
      const expected = ws?.nodes.includes(id) ? 200 : 404;
      expect(await status(r.a.deleteDialogNode({ workspaceId: idOf(ws), dialogNode: id }))).toBe(expected);
      if (expected === 200) ws!.nodes.splice(ws!.nodes.indexOf(id), 1);
    }),
  ),
];

/** Calls that must fail, each paired with the status it must fail with. */
interface InvalidCall {
  name: string;
  call: (a: AssistantV1, id: string) => Promise<unknown>;
  status: number;
}

const invalidCalls: fc.Arbitrary<InvalidCall> = fc.constantFrom<InvalidCall>(
  { name: 'bad intent name', call: (a, id) => a.createIntent({ workspaceId: id, intent: 'has space' }), status: 400 },
  { name: 'tab in example', call: (a, id) => a.createIntent({ workspaceId: id, intent: 'q', examples: [{ text: 'a\tb' }] }), status: 400 },
  { name: 'duplicate examples', call: (a, id) => a.updateIntent({ workspaceId: id, intent: 'a', newExamples: [{ text: 'x' }, { text: 'x' }] }), status: 400 },
  { name: 'bad workspace body', call: (a, id) => a.updateWorkspace({ workspaceId: id, name: 'x', dialogNodes: [{ dialog_node: 'n', parent: 'ghost' }] }), status: 400 },
  { name: 'unknown sys entity', call: (a, id) => a.createEntity({ workspaceId: id, entity: 'sys-bogus' }), status: 400 },
  { name: 'missing parameter', call: (a) => a.createIntent({ workspaceId: '', intent: 'q' } as never), status: 400 },
  { name: 'bad page limit', call: (a, id) => a.listIntents({ workspaceId: id, pageLimit: -1 }), status: 400 },
  { name: 'bad filter', call: (a, id) => a.listLogs({ workspaceId: id, filter: 'language::(' }), status: 400 },
  { name: 'unknown workspace', call: (a) => a.createIntent({ workspaceId: 'ghost', intent: 'q' }), status: 404 },
  { name: 'unknown intent', call: (a, id) => a.updateIntent({ workspaceId: id, intent: 'nope', newIntent: 'q' }), status: 404 },
  { name: 'workspace append collision', call: (a, id) => a.updateWorkspace({ workspaceId: id, name: 'changed', append: true, intents: [{ intent: 'a' }] }), status: 409 },
  { name: 'rename collision', call: (a, id) => a.updateIntent({ workspaceId: id, intent: 'a', newIntent: 'b', newDescription: 'changed' }), status: 409 },
);

describe('model-based', () => {
  it('random operation sequences agree with the reference model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const setup = () => ({ model: { workspaces: [] } as Model, real: { a: new AssistantV1({ version: '2021-06-14', clock: tickingClock() }) } });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 25 },
    );
  });

  it('invalid calls interleaved with valid ones leave the stored state unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), fc.array(invalidCalls, { minLength: 1, maxLength: 6 }), async (cmds, invalid) => {
        const a = new AssistantV1({ version: '2021-06-14', clock: tickingClock() });
        // A workspace the random commands never touch (it is not in the model), so each invalid call
        // below is invalid whatever the commands did; the state compared is every stored workspace.
        const { result } = await a.createWorkspace({ name: 'fixed', intents: [{ intent: 'a', examples: [{ text: 'x' }] }, { intent: 'b' }] });
        const fixed = (result as { workspace_id: string }).workspace_id;
        const model: Model = { workspaces: [] };
        const real: Real = { a };
        const state = async () => {
          const list = (await a.listWorkspaces({ includeAudit: true })).result;
          const all = [];
          for (const w of list.workspaces) all.push((await a.getWorkspace({ workspaceId: w.workspace_id, _export: true, includeAudit: true })).result);
          return { list, all };
        };
        let i = 0;
        for (const cmd of cmds) {
          await cmd.run(model, real);
          const bad = invalid[i++ % invalid.length];
          const before = await state();
          expect(await status(bad.call(a, fixed) as Promise<{ status: number }>), bad.name).toBe(bad.status);
          expect(await state(), bad.name).toEqual(before);
        }
      }),
      { numRuns: 25 },
    );
  });
});
