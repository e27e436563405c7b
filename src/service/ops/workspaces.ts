/** Workspaces: list, create, get (with content on `export`), update (replace or append), delete. */
import { randomUUID } from 'node:crypto';
import type {
  Counterexample,
  DialogNode,
  Entity,
  Intent,
  Workspace,
  WorkspaceCollection,
} from '../../model/index.js';
import { ParleyError } from '../../model/index.js';
import { firstByName, stampCounterexample, stampDialogNode, stampEntity, stampIntent } from '../audit.js';
import type { CallContext, WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { assertNoErrors, badParam, optionalBoolean } from '../params.js';
import { workspaceOut, type WorkspaceStatusInfo } from '../shape.js';
import type { OwnSynonymAudit, WorkspaceDoc, WorkspaceRecord } from '../store/types.js';
import { workspaceProblems } from '../validation.js';
import { jsonInput, pathOf, shapeOf, type Mutation, type Params } from './common.js';
import { withValueDefaults } from './values.js';

/** Body field ⇒ the SDK parameter names that carry it (camelCase first; snake_case accepted too). */
const BODY_FIELDS: readonly [field: string, params: string[]][] = [
  ['name', ['name']],
  ['description', ['description']],
  ['language', ['language']],
  ['metadata', ['metadata']],
  ['learning_opt_out', ['learningOptOut', 'learning_opt_out']],
  ['system_settings', ['systemSettings', 'system_settings']],
  ['webhooks', ['webhooks']],
  ['intents', ['intents']],
  ['entities', ['entities']],
  ['dialog_nodes', ['dialogNodes', 'dialog_nodes']],
  ['counterexamples', ['counterexamples']],
];

/** The workspace body a create/update call sends (only the fields it gives). */
export function workspaceBody(p: Params): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, names] of BODY_FIELDS) {
    const name = names.find((n) => p[n] !== undefined);
    if (name !== undefined) body[field] = jsonInput(p[name], name);
  }
  return body;
}

interface Stamped {
  intents?: Intent[];
  entities?: Entity[];
  dialog_nodes?: DialogNode[];
  counterexamples?: Counterexample[];
}

function asList<T>(body: Record<string, unknown>, field: string): T[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw ParleyError.invalidRequest([{ code: 'type', message: `${field} must be an array`, path: `.${field}` }]);
  return value as T[];
}

const nameOf: Record<keyof Stamped, (e: never) => unknown> = {
  intents: (e: Intent) => e?.intent,
  entities: (e: Entity) => e?.entity,
  dialog_nodes: (e: DialogNode) => e?.dialog_node,
  counterexamples: (e: Counterexample) => e?.text,
};

/**
 * Stamps the content lists of `body` against `previous` (same-named elements keep their audit). `synonymAudit` gives the
 * call's own audit, taken only when the body has entities (a draft's copy-on-write: draft.ts' `ownSynonymAudit`).
 */
function stampContent(body: Record<string, unknown>, previous: Partial<WorkspaceDoc>, now: string, synonymAudit: () => OwnSynonymAudit): Stamped {
  const out: Stamped = {};
  // One index per list, not a scan per element: a 50,000-node update looked up each node in the 50,000 before it
  // (with the append clash check below, 40 s of CPU on the event loop, hred27).
  const indexes = new Map<keyof Stamped, Map<unknown, unknown>>();
  const find = <T>(list: T[] | undefined, key: keyof Stamped, name: unknown): T | undefined => {
    if (list === undefined) return undefined;
    let index = indexes.get(key);
    if (index === undefined) indexes.set(key, (index = firstByName(list, nameOf[key] as (e: T) => unknown)));
    return index.get(name) as T | undefined;
  };
  const intents = asList<Intent>(body, 'intents');
  if (intents) out.intents = intents.map((i) => stampIntent(i, find(previous.intents, 'intents', i?.intent), now));
  const entities = asList<Entity>(body, 'entities');
  if (entities) {
    const audit = synonymAudit();
    out.entities = entities.map((e) => {
      if (e && Array.isArray(e.values)) e.values = e.values.map(withValueDefaults);
      return stampEntity(e, find(previous.entities, 'entities', e?.entity), now, audit);
    });
  }
  const nodes = asList<DialogNode>(body, 'dialog_nodes');
  if (nodes) out.dialog_nodes = nodes.map((n) => stampDialogNode(n, find(previous.dialog_nodes, 'dialog_nodes', n?.dialog_node), now));
  const cxs = asList<Counterexample>(body, 'counterexamples');
  if (cxs) out.counterexamples = cxs.map((c) => stampCounterexample(c, find(previous.counterexamples, 'counterexamples', c?.text), now));
  return out;
}

/** create_workspace: validates the whole body first; returns the record to store and the response. */
export function createWorkspace(p: Params, ctx: CallContext): { record: WorkspaceRecord; result: Workspace } {
  const body = workspaceBody(p);
  const doc: WorkspaceDoc = {
    name: '',
    language: 'en',
    learning_opt_out: false,
    ...body,
    intents: [],
    entities: [],
    dialog_nodes: [],
    counterexamples: [],
    created: ctx.now,
    updated: ctx.now,
  } as WorkspaceDoc;
  assertNoErrors(workspaceProblems({ ...doc, ...body }));
  const synonymAudit: OwnSynonymAudit = {};
  Object.assign(doc, stampContent(body, {}, ctx.now, () => synonymAudit));
  const record: WorkspaceRecord = {
    workspace_id: randomUUID(),
    revision: 1,
    workspace: doc,
    synonym_audit: synonymAudit,
    customer_ids: [...ctx.customerIds],
    labels: [],
  };
  return { record, result: workspaceOut(record, shapeOf(p)) };
}

export function updateWorkspace(d: WorkspaceDraft, p: Params): Mutation {
  const body = workspaceBody(p);
  const append = optionalBoolean(p, 'append') === true;
  const doc = d.doc as unknown as Record<string, unknown>;
  const stamped = stampContent(body, d.doc, d.ctx.now, () => d.ownSynonymAudit());
  for (const [field] of BODY_FIELDS) {
    if (!(field in body)) continue;
    const key = field as keyof Stamped;
    const list = stamped[key];
    if (list === undefined) {
      if (body[field] === null) delete doc[field];
      else doc[field] = body[field];
    } else if (append) {
      const existing = (doc[field] as unknown[]) ?? [];
      const name = nameOf[key] as (e: unknown) => unknown;
      const names = firstByName(existing, name);
      const clash = (list as unknown[]).find((e) => names.has(name(e)));
      if (clash !== undefined) {
        throw ParleyError.conflict(`${field} element '${String(name(clash))}' already exists; append=true cannot replace it`, `.${field}`);
      }
      doc[field] = [...existing, ...(list as unknown[])];
    } else {
      doc[field] = list;
    }
  }
  for (const id of d.ctx.customerIds) if (!d.customerIds.includes(id)) d.customerIds.push(id);
  return { result: undefined };
}

/** The response of update_workspace, shaped once the draft is final. */
export function updatedWorkspaceOut(record: WorkspaceRecord, p: Params): Workspace {
  return workspaceOut(record, shapeOf(p));
}

export function getWorkspace(d: WorkspaceDraft, p: Params, status: () => WorkspaceStatusInfo): Workspace {
  const o = shapeOf(p);
  if (p.sort !== undefined && p.sort !== null && p.sort !== '') {
    if (p.sort !== 'stable') throw badParam('sort', `Invalid value for sort: ${JSON.stringify(p.sort)}; allowed: stable`, 'enum');
    if (!o.export) throw badParam('sort', 'sort=stable is valid only when export=true', 'enum');
    o.stable = true;
  }
  return workspaceOut(d.original, o, status());
}

export function listWorkspaces(records: readonly WorkspaceRecord[], p: Params, ctx: CallContext): WorkspaceCollection {
  const o = shapeOf(p);
  const page = paginate(
    records,
    { name: (r) => r.workspace.name, updated: (r) => r.workspace.updated },
    p,
    pathOf('workspaces'),
    [
      ['version', ctx.version],
      ['page_limit', p.pageLimit],
      ['include_count', p.includeCount],
      ['sort', p.sort],
      ['include_audit', p.includeAudit],
    ],
  );
  return { workspaces: page.items.map((r) => workspaceOut(r, o)), pagination: page.pagination };
}
