/**
 * Round trip over every shared workspace: createWorkspace(json) then getWorkspace({_export: true})
 * gives the same content (audit fields, id and status aside), and the stored workspace answers
 * messages exactly as compileWorkspace(json) does.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/engine/index.js';
import { AssistantV1 } from '../../src/service/index.js';
import { DATA, VERSION, sharedWorkspace } from './helpers.js';

const FILES = readdirSync(join(DATA, 'workspaces')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const WORKSPACE_FIELDS = ['name', 'description', 'language', 'metadata', 'learning_opt_out', 'system_settings', 'webhooks', 'intents', 'entities', 'dialog_nodes', 'counterexamples'];
const NOW = Date.parse('2026-11-21T10:00:00Z');

function dropAudit<T>(element: T): T {
  if (typeof element !== 'object' || element === null) return element;
  const { created, updated, ...rest } = element as Record<string, unknown>;
  void created;
  void updated;
  return rest as T;
}

/** What the export must contain: the known fields, element audit removed, value type defaulted. */
function expectedContent(json: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of WORKSPACE_FIELDS) if (json[field] !== undefined) out[field] = structuredClone(json[field]);
  if (out.learning_opt_out === undefined) out.learning_opt_out = json.learningOptOut ?? false;
  for (const list of ['intents', 'entities', 'dialog_nodes', 'counterexamples']) {
    if (!Array.isArray(out[list])) out[list] = [];
    out[list] = (out[list] as object[]).map(dropAudit);
  }
  for (const intent of out.intents as { examples?: object[] }[]) if (intent.examples) intent.examples = intent.examples.map(dropAudit);
  for (const entity of out.entities as { values?: { type?: string; patterns?: unknown; synonyms?: unknown }[] }[]) {
    if (!entity.values) continue;
    entity.values = entity.values.map((v) => {
      const value = dropAudit(v);
      if (value.type === undefined) value.type = value.patterns !== undefined && value.synonyms === undefined ? 'patterns' : 'synonyms';
      return value;
    });
  }
  return out;
}

function texts(json: Record<string, unknown>): string[] {
  const intents = (json.intents as { examples?: { text: string }[] }[] | undefined) ?? [];
  const picked = intents.slice(0, 4).map((i) => i.examples?.[0]?.text).filter((t): t is string => typeof t === 'string');
  return ['', 'hello', ...picked, 'something entirely unrelated 42'];
}

describe('round trip of the shared workspaces', () => {
  for (const file of FILES) {
    it(`${file}: export equals the input and messages match compileWorkspace`, async () => {
      const json = sharedWorkspace(file);
      const assistant = new AssistantV1({ version: VERSION, clock: () => new Date(NOW) });
      const created = await assistant.createWorkspace(json);
      expect(created.status).toBe(201);
      const id = (created.result as { workspace_id: string }).workspace_id;
      const exported = (await assistant.getWorkspace({ workspaceId: id, _export: true })).result as unknown as Record<string, unknown>;
      expect(exported.workspace_id).toBe(id);
      expect(exported.status).toBe('Available');
      const { workspace_id, status, ...content } = exported;
      void workspace_id;
      void status;
      expect(content).toEqual(expectedContent(json));

      const engine = compileWorkspace(json, { version: VERSION });
      let context: Record<string, unknown> = { conversation_id: `rt-${file}` };
      for (const text of texts(json)) {
        const request = { input: { text }, context };
        const direct = engine.message(structuredClone(request), { now: NOW });
        const viaService = (await assistant.message({ workspaceId: id, ...structuredClone(request) })).result;
        expect(viaService).toEqual(direct);
        context = direct.context as Record<string, unknown>;
      }
    });
  }
});
