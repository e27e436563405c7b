/** Small workspaces written for the dialog tests, and a terse way to talk to them. */
import { readFileSync } from 'node:fs';
import { compileWorkspace, type Context, type Engine, type MessageResponse, type RuntimeEntity } from '../../src/index.js';

export type NodeSpec = Record<string, unknown> & { dialog_node: string };

/** A workspace with the given nodes; `previous_sibling` is filled in from the array order per parent when absent. */
export function workspace(nodes: NodeSpec[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const lastByParent = new Map<string, string>();
  const linked = nodes.map((n) => {
    const parent = (n.parent as string | undefined) ?? '';
    const prev = lastByParent.get(parent);
    lastByParent.set(parent, n.dialog_node);
    return 'previous_sibling' in n || prev === undefined ? n : { ...n, previous_sibling: prev };
  });
  return { name: 'test', language: 'en', intents: [], entities: [], dialog_nodes: linked, ...extra };
}

export function engineFor(nodes: NodeSpec[], version = '2021-06-14', extra: Record<string, unknown> = {}): Engine {
  return compileWorkspace(workspace(nodes, extra), { version });
}

/** A mention of `entity` as the user typed `value`, starting at offset `at` (what `say` sends as `entities`). */
export function mention(entity: string, value: string, at = 0): Partial<RuntimeEntity> & { location: [number, number] } {
  return { entity, value, location: [at, at + value.length] };
}

export interface Say {
  intent?: string;
  confidence?: number;
  entities?: Partial<RuntimeEntity>[];
  context?: Context;
  seed?: string;
  details?: boolean;
  version?: string;
}

/** One turn with the NLU given (no detection): `intent` at confidence 1 unless said otherwise. */
export function say(engine: Engine, text: string | undefined, opts: Say = {}): MessageResponse {
  const intents = opts.intent ? [{ intent: opts.intent, confidence: opts.confidence ?? 1 }] : [];
  const entities = (opts.entities ?? []).map((e) => ({ location: [0, 1] as [number, number], value: '', confidence: 1, ...e })) as RuntimeEntity[];
  const request = { input: text === undefined ? {} : { text }, intents, entities, ...(opts.context ? { context: opts.context } : {}) };
  return engine.message(request, {
    now: '2026-01-01T00:00:00Z',
    seed: opts.seed ?? 'test-seed',
    ...(opts.details ? { nodesVisitedDetails: true } : {}),
    ...(opts.version ? { version: opts.version } : {}),
  });
}

/** A conversation: each call sends the previous response's context. */
export function conversation(engine: Engine, base: Say = {}) {
  let context: Context | undefined = base.context;
  return (text: string | undefined, opts: Say = {}): MessageResponse => {
    const r = say(engine, text, { ...base, ...opts, context: opts.context ?? context });
    context = r.context;
    return r;
  };
}

export function loadWorkspace(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/workspaces/${name}.json`, import.meta.url), 'utf8'));
}

export function text(node: string, conditions: string | undefined, value: string, extra: Record<string, unknown> = {}): NodeSpec {
  return {
    dialog_node: node,
    ...(conditions === undefined ? {} : { conditions }),
    output: { generic: [{ response_type: 'text', values: [{ text: value }], selection_policy: 'sequential' }] },
    ...extra,
  };
}

/** The node ids and words of a slot that fills itself and asks while empty (see `askingSlot`). */
export interface AskingSlot {
  frame: string;
  slot: string;
  /** The input handler's id. */
  input: string;
  /** The focus handler's id. */
  focus: string;
  /** The context variable, without `$`. */
  variable: string;
  /** The input handler's condition. */
  check: string;
  /** What the input handler stores: the condition itself unless said otherwise. */
  value?: string;
  prompt: string;
}

/** A slot of a frame as most tests write it: the slot node, its input handler that stores the value, its prompt. */
export function askingSlot(s: AskingSlot): NodeSpec[] {
  return [
    { dialog_node: s.slot, type: 'slot', parent: s.frame, variable: `$${s.variable}` },
    { dialog_node: s.input, type: 'event_handler', event_name: 'input', parent: s.slot, conditions: s.check, context: { [s.variable]: s.value ?? s.check } },
    text(s.focus, undefined, s.prompt, { type: 'event_handler', event_name: 'focus', parent: s.slot }),
  ];
}
