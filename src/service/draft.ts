/**
 * A mutable copy of one workspace record that an operation changes; nothing reaches the store until
 * the whole change has been built and validated (see assistant.ts `mutate`).
 */
import type { Counterexample, DialogNode, Entity, Example, Intent, Value } from '../model/index.js';
import { ParleyError } from '../model/index.js';
import type { ElementLabel, OwnSynonymAudit, SynonymAudit, WorkspaceDoc, WorkspaceRecord } from './store/types.js';

export interface CallContext {
  /** `clock()` of this call, ISO 8601. */
  now: string;
  /** Customer ids from the `X-Watson-Metadata` header. */
  customerIds: string[];
  /** API version of the client. */
  version: string;
}

export class WorkspaceDraft {
  readonly doc: WorkspaceDoc;
  customerIds: string[];
  labels: ElementLabel[];

  /** Indexes of elements already copied into the draft (copy-on-write). */
  private readonly owned = { intents: new Set<number>(), entities: new Set<number>(), nodes: false, all: false };

  /** The call's own synonym audit, once it has changed one ({@link ownSynonymAudit}). */
  private ownAudit: OwnSynonymAudit | undefined;

  /**
   * The draft shares elements with the stored record (the content lists are copied, not their
   * elements); an operation that changes an element in place first takes its own copy with `own*`.
   * `clone: false` gives a read-only view for reads.
   */
  constructor(readonly original: WorkspaceRecord, readonly ctx: CallContext, clone = true) {
    this.doc = clone ? shallowCopy(original.workspace) : original.workspace;
    this.customerIds = [...original.customer_ids];
    this.labels = original.labels.map((l) => ({ customer_id: l.customer_id, key: [...l.key] }));
  }

  /**
   * The synonym audit as the call sees it: the stored record's, shared and read-only, until the call takes its own copy.
   * A read shares it as it shares the content (the copy, one key per synonym, was most of a read of a workspace at its
   * bound of 100,000 synonyms: ~60 ms a call for a page of one synonym); typed read-only (h105tax) so that no caller can
   * change the stored record's through a read.
   */
  get synonymAudit(): SynonymAudit {
    return this.ownAudit ?? this.original.synonym_audit;
  }

  /**
   * The call's own synonym audit, copied from the record's at the first change (copy-on-write, as `ownIntent`): what a
   * change writes here leaves the stored record's as it was, and a change that touches no synonym copies nothing.
   */
  ownSynonymAudit(): OwnSynonymAudit {
    return (this.ownAudit ??= { ...this.original.synonym_audit });
  }

  /** The intent at `index`, copied into the draft so it may be changed in place. */
  ownIntent(index: number): Intent {
    if (!this.owned.all && !this.owned.intents.has(index)) {
      this.doc.intents[index] = structuredClone(this.doc.intents[index]);
      this.owned.intents.add(index);
    }
    return this.doc.intents[index];
  }

  /** The entity at `index`, copied into the draft so it (and its values) may be changed in place. */
  ownEntity(index: number): Entity {
    if (!this.owned.all && !this.owned.entities.has(index)) {
      this.doc.entities[index] = structuredClone(this.doc.entities[index]);
      this.owned.entities.add(index);
    }
    return this.doc.entities[index];
  }

  /** Every dialog node copied into the draft (node operations relink siblings and references). */
  ownDialogNodes(): DialogNode[] {
    if (!this.owned.all && !this.owned.nodes) {
      this.doc.dialog_nodes = structuredClone(this.doc.dialog_nodes);
      this.owned.nodes = true;
    }
    return this.doc.dialog_nodes;
  }

  /** Every intent copied into the draft (entity renames and deletes rewrite mentions anywhere). */
  ownIntents(): Intent[] {
    this.doc.intents.forEach((_, i) => this.ownIntent(i));
    return this.doc.intents;
  }

  /** All content copied (for rare bulk rewrites such as customer data deletion). */
  ownAll(): void {
    if (this.owned.all) return;
    const copy = structuredClone(this.original.workspace);
    Object.assign(this.doc, { intents: copy.intents, entities: copy.entities, dialog_nodes: copy.dialog_nodes, counterexamples: copy.counterexamples });
    this.owned.all = true;
  }

  get workspaceId(): string {
    return this.original.workspace_id;
  }

  /** Labels the element at `key` with the call's customer ids. */
  label(key: string[]): void {
    for (const customer_id of this.ctx.customerIds) {
      if (!this.labels.some((l) => l.customer_id === customer_id && sameKey(l.key, key))) {
        this.labels.push({ customer_id, key: [...key] });
      }
    }
  }

  /** Renames the last segment `path` of labels of the given kinds (children follow their parent). */
  renameLabels(kinds: readonly string[], path: readonly string[], newName: string): void {
    for (const l of this.labels) {
      if (kinds.includes(l.key[0]) && path.every((segment, i) => l.key[i + 1] === segment)) {
        l.key[path.length] = newName;
      }
    }
  }

  /** Drops the labels of these dialog nodes, in one pass (a deleted subtree may hold thousands). */
  dropDialogNodeLabels(ids: ReadonlySet<string>): void {
    this.labels = this.labels.filter((l) => !(l.key[0] === 'dialog_node' && ids.has(l.key[1])));
  }

  /** Drops labels of the given kinds at or below `path`. */
  dropLabels(kinds: readonly string[], path: readonly string[]): void {
    this.labels = this.labels.filter((l) => !(kinds.includes(l.key[0]) && path.every((s, i) => l.key[i + 1] === s)));
  }

  /** Moves synonym audit entries when an entity or value is renamed (depth 1: entity, 2: value). */
  renameSynonymAudit(path: readonly string[], newName: string): void {
    const own = this.ownSynonymAudit();
    for (const key of Object.keys(own)) {
      const parts = JSON.parse(key) as string[];
      if (path.every((s, i) => parts[i] === s)) {
        const audit = own[key];
        delete own[key];
        parts[path.length - 1] = newName;
        own[JSON.stringify(parts)] = audit;
      }
    }
  }

  finish(): WorkspaceRecord {
    this.doc.updated = this.ctx.now;
    return {
      workspace_id: this.original.workspace_id,
      revision: this.original.revision + 1,
      workspace: this.doc,
      synonym_audit: this.synonymAudit,
      customer_ids: this.customerIds,
      labels: this.labels,
    };
  }

  // ------------------------------------------------------------------ lookups (404 when missing)

  intentIndex(name: string): number {
    return indexOrNotFound(this.doc.intents, (x) => x.intent === name, 'Intent', name, 'intent');
  }

  intent(name: string): Intent {
    return this.doc.intents[this.intentIndex(name)];
  }

  exampleIndex(intent: Intent, text: string): number {
    return indexOrNotFound(intent.examples ?? [], (x) => x.text === text, 'Example', text, 'text');
  }

  example(intent: Intent, text: string): Example {
    return intent.examples![this.exampleIndex(intent, text)];
  }

  counterexampleIndex(text: string): number {
    return indexOrNotFound(this.doc.counterexamples, (x) => x.text === text, 'Counterexample', text, 'text');
  }

  counterexample(text: string): Counterexample {
    return this.doc.counterexamples[this.counterexampleIndex(text)];
  }

  entityIndex(name: string): number {
    return indexOrNotFound(this.doc.entities, (x) => x.entity === name, 'Entity', name, 'entity');
  }

  entity(name: string): Entity {
    return this.doc.entities[this.entityIndex(name)];
  }

  valueIndex(entity: Entity, value: string): number {
    return indexOrNotFound(entity.values ?? [], (x) => x.value === value, 'Value', value, 'value');
  }

  value(entity: Entity, value: string): Value {
    return entity.values![this.valueIndex(entity, value)];
  }

  nodeIndex(id: string): number {
    return indexOrNotFound(this.doc.dialog_nodes, (x) => x.dialog_node === id, 'Dialog node', id, 'dialog_node');
  }

  node(id: string): DialogNode {
    return this.doc.dialog_nodes[this.nodeIndex(id)];
  }
}

/** The index of the element `matches` finds in `list`; a 404 naming it (notFound) when there is none. */
function indexOrNotFound<T>(list: readonly T[], matches: (x: T) => boolean, kind: string, name: string, param: string): number {
  const i = list.findIndex(matches);
  if (i < 0) throw notFound(kind, name, param);
  return i;
}

/** The workspace with its own content lists and settings, sharing the (unchanged) elements. */
function shallowCopy(doc: WorkspaceDoc): WorkspaceDoc {
  const copy: WorkspaceDoc = { ...doc, intents: [...doc.intents], entities: [...doc.entities], dialog_nodes: [...doc.dialog_nodes], counterexamples: [...doc.counterexamples] };
  for (const key of ['metadata', 'system_settings', 'webhooks'] as const) {
    if (doc[key] !== undefined) (copy as unknown as Record<string, unknown>)[key] = structuredClone(doc[key]);
  }
  return copy;
}

function sameKey(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

export function notFound(kind: string, name: string, param: string): ParleyError {
  return new ParleyError(404, 'Resource not found', [
    { code: 'not_found', message: `${kind} '${name}' does not exist`, path: `.${param}` },
  ]);
}

export function conflict(kind: string, name: string, param: string): ParleyError {
  return ParleyError.conflict(`${kind} '${name}' already exists`, `.${param}`);
}
