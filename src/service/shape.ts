/**
 * What the operations return: stored elements shaped for the response — audit fields only with
 * `include_audit`, sub-elements only with `export` — always as fresh copies the caller may mutate.
 */
import type {
  Audit,
  Counterexample,
  DialogNode,
  Entity,
  EntityMention,
  Example,
  Intent,
  Synonym,
  Value,
  Workspace,
  WorkspaceStatus,
} from '../model/index.js';
import { synonymKey, type WorkspaceRecord } from './store/types.js';

export interface ShapeOptions {
  /** Include `created` / `updated`. */
  audit: boolean;
  /** Include sub-elements (examples, values, synonyms, workspace content). */
  export: boolean;
  /** `sort=stable` on get_workspace: every array ascending by its unique identifier. */
  stable?: boolean;
}

export function copy<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

function withAudit<T extends object>(out: T, source: Audit, audit: boolean): T {
  if (audit) {
    if (source.created !== undefined) (out as Audit).created = source.created;
    if (source.updated !== undefined) (out as Audit).updated = source.updated;
  }
  return out;
}

function withoutAudit<T extends Audit>(element: T): Omit<T, 'created' | 'updated'> {
  const { created, updated, ...rest } = element;
  void created;
  void updated;
  return rest;
}

function byKey<T>(items: T[], key: (item: T) => string, stable: boolean | undefined): T[] {
  if (!stable) return items;
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export function exampleOut(example: Example, o: ShapeOptions): Example {
  return withAudit(copy(withoutAudit(example)) as Example, example, o.audit);
}

export function counterexampleOut(cx: Counterexample, o: ShapeOptions): Counterexample {
  return withAudit(copy(withoutAudit(cx)) as Counterexample, cx, o.audit);
}

export function intentOut(intent: Intent, o: ShapeOptions): Intent {
  const { examples, ...rest } = withoutAudit(intent);
  const out = copy(rest) as Intent;
  if (o.export) out.examples = byKey(examples ?? [], (e) => e.text, o.stable).map((e) => exampleOut(e, o));
  return withAudit(out, intent, o.audit);
}

export function valueOut(value: Value, o: ShapeOptions): Value {
  const { synonyms, ...rest } = withoutAudit(value);
  const out = copy(rest) as Value;
  if (o.export && synonyms !== undefined) out.synonyms = byKey([...synonyms], (s) => s, o.stable);
  return withAudit(out, value, o.audit);
}

export function entityOut(entity: Entity, o: ShapeOptions): Entity {
  const { values, ...rest } = withoutAudit(entity);
  const out = copy(rest) as Entity;
  if (o.export) out.values = byKey(values ?? [], (v) => v.value, o.stable).map((v) => valueOut(v, o));
  return withAudit(out, entity, o.audit);
}

export function synonymOut(record: WorkspaceRecord, entity: string, value: Value, synonym: string, o: ShapeOptions): Synonym {
  const audit = record.synonym_audit[synonymKey(entity, value.value, synonym)] ?? value;
  return withAudit({ synonym }, audit, o.audit);
}

export function dialogNodeOut(node: DialogNode, o: ShapeOptions): DialogNode {
  return withAudit(copy(withoutAudit(node)) as DialogNode, node, o.audit);
}

export function mentionsOf(record: WorkspaceRecord, entity: string): EntityMention[] {
  const out: EntityMention[] = [];
  for (const intent of record.workspace.intents) {
    for (const example of intent.examples ?? []) {
      for (const mention of example.mentions ?? []) {
        if (mention.entity === entity) {
          out.push({ text: example.text, intent: intent.intent, location: [...mention.location] as [number, number] });
        }
      }
    }
  }
  return out;
}

export interface WorkspaceStatusInfo {
  status: WorkspaceStatus;
  status_errors?: { message: string }[];
}

/** The workspace: its own fields (and webhooks), plus all content with `export`. */
export function workspaceOut(record: WorkspaceRecord, o: ShapeOptions, status?: WorkspaceStatusInfo): Workspace {
  const { intents, entities, dialog_nodes, counterexamples, ...rest } = withoutAudit(record.workspace);
  const out = copy(rest) as Workspace;
  out.workspace_id = record.workspace_id;
  if (status) {
    out.status = status.status;
    if (status.status_errors) (out as Workspace & WorkspaceStatusInfo).status_errors = copy(status.status_errors);
  }
  if (o.export) {
    out.intents = byKey(intents, (i) => i.intent, o.stable).map((i) => intentOut(i, o));
    out.entities = byKey(entities, (e) => e.entity, o.stable).map((e) => entityOut(e, o));
    out.dialog_nodes = byKey(dialog_nodes, (n) => n.dialog_node, o.stable).map((n) => dialogNodeOut(n, o));
    out.counterexamples = byKey(counterexamples, (c) => c.text, o.stable).map((c) => counterexampleOut(c, o));
  }
  return withAudit(out, record.workspace, o.audit);
}
