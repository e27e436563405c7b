/**
 * `AssistantV1`: the official SDK's v1 client, in process. Same method and parameter names, same
 * `{result, status, statusText, headers}` envelope, errors as `ParleyError` shaped like the SDK's.
 * Every call validates and builds its whole new state first and commits it in one store batch, so a
 * failed call changes nothing.
 */
import {
  ParleyError,
  type Counterexample,
  type CounterexampleCollection,
  type DialogNode,
  type DialogNodeCollection,
  type Entity,
  type EntityCollection,
  type EntityMentionCollection,
  type Example,
  type ExampleCollection,
  type Intent,
  type IntentCollection,
  type LogCollection,
  type MessageResponse,
  type Synonym,
  type SynonymCollection,
  type Value,
  type ValueCollection,
  type Workspace,
  type WorkspaceCollection,
  type RuntimeEntity,
  type RuntimeIntent,
} from '../model/index.js';
import { EngineCache } from './engine-cache.js';
import { WorkspaceDraft, notFound, type CallContext } from './draft.js';
import { assertListAllScope, filterOf } from './logs/list.js';
import { LogQueryCache } from './logs/query-cache.js';
import { runMessage } from './message-run.js';
import { pathOf, type Mutation, type Params } from './ops/common.js';
import * as counterexamples from './ops/counterexamples.js';
import * as dialogNodes from './ops/dialog-nodes.js';
import * as entities from './ops/entities.js';
import * as examples from './ops/examples.js';
import * as intents from './ops/intents.js';
import * as synonyms from './ops/synonyms.js';
import * as values from './ops/values.js';
import * as workspaces from './ops/workspaces.js';
import { deleteCustomerData } from './user-data.js';
import {
  assertNoErrors,
  customerIdsOf,
  requireParams,
  respond,
  stringParam,
  type RequestHeaders,
  type ServiceResponse,
} from './params.js';
import { MemoryStore } from './store/memory.js';
import type { Store, StoreBatch, WorkspaceRecord } from './store/types.js';
import { GroupCommit } from '../common/store/group-commit.js';
import { WriteLock } from './store/write-lock.js';
import { newProblems } from './validation.js';
import type { WebhookFetch } from './webhook.js';
import type * as P from './sdk-params.js';
import { checkInjected, requireVersion, type IgnoredSdkOptions } from '../common/sdk-envelope.js';
import { SdkClient } from '../common/sdk-client.js';

type LogAdd = NonNullable<StoreBatch['addLogs']>[number];

export interface AssistantV1Options extends IgnoredSdkOptions {
  /** API version date `YYYY-MM-DD` (required, as in the SDK). */
  version: string;
  /** The service's clock: audit timestamps, log timestamps, the reference instant of `message`. */
  clock?: () => Date;
  /** Storage backend; default: a fresh `MemoryStore`. */
  store?: Store;
  /** How `main_webhook` calls are made; default: global `fetch`. */
  webhook?: WebhookFetch;
  /** Headers sent with every call (merged under each call's own `headers`), as in the SDK. */
  headers?: RequestHeaders;
}

type Response<T> = Promise<ServiceResponse<T>>;

/** One classified input of `bulkClassify`. */
export interface BulkClassifyOutput {
  input: { text: string };
  intents: RuntimeIntent[];
  entities: RuntimeEntity[];
}

export class AssistantV1 extends SdkClient {
  static readonly DEFAULT_SERVICE_URL = 'http://localhost/parley';
  static readonly DEFAULT_SERVICE_NAME = 'assistant';

  readonly version: string;
  private readonly clock: () => Date;
  private readonly store: Store;
  private readonly webhook: WebhookFetch;
  private readonly engines: EngineCache;
  /** Read-modify-write sequences on the store, one at a time. */
  private readonly writes = new WriteLock();
  /** With a store whose commits sync the disk: the logs of concurrent messages, one commit per loop turn. */
  private readonly logGroups: GroupCommit<LogAdd> | undefined;
  private readonly logQueries: LogQueryCache;

  constructor(options: AssistantV1Options) {
    const o = requireParams(options, ['version']) as unknown as AssistantV1Options;
    super(o);
    this.version = requireVersion(o.version);
    checkInjected(o as unknown as Record<string, unknown>, { clock: 'function', webhook: 'function', store: ['getWorkspace', 'listWorkspaces', 'listLogs', 'commit'] });
    this.clock = o.clock ?? (() => new Date());
    this.store = o.store ?? new MemoryStore();
    this.webhook = o.webhook ?? ((url, init) => fetch(url, init));
    this.engines = new EngineCache(this.version);
    this.logQueries = new LogQueryCache(this.store);
    this.logGroups = this.store.groupsLogs ? new GroupCommit<LogAdd>((addLogs) => this.writes.run(() => this.store.commit({ addLogs }))) : undefined;
  }

  // ------------------------------------------------------------------------------------- message

  /** Sends user input to a workspace; runs webhooks; stores a log. */
  message(params: P.MessageParams): Response<MessageResponse> {
    return this.#call(params, ['workspaceId'], async (p, ctx) => {
      const record = this.#record(p);
      const run = { record, engine: this.#engineOf(record), params: p, now: ctx.now, customerIds: ctx.customerIds };
      const { response, log } = await runMessage({ ...run, clock: this.clock, webhook: this.webhook });
      await this.#storeLog(log);
      return respond(response);
    });
  }

  /** Intents and entities of several inputs, without dialog (SDK: Enterprise plans only). */
  bulkClassify(params: P.BulkClassifyParams): Response<{ output: BulkClassifyOutput[] }> {
    return this.#call(params, ['workspaceId'], async (p) => {
      const engine = this.#engineOf(this.#record(p));
      const inputs = Array.isArray(p.input) ? (p.input as { text?: unknown }[]) : [];
      const output = inputs.map((input) => {
        const text = typeof input?.text === 'string' ? input.text : '';
        const { intents: found, entities: ents } = engine.classify(text, { now: this.clock() });
        return { input: { text }, intents: found.slice(0, 10), entities: ents };
      });
      return respond({ output });
    });
  }

  // ---------------------------------------------------------------------------------- workspaces

  listWorkspaces(params: P.ListWorkspacesParams = {}): Response<WorkspaceCollection> {
    return this.#call(params, [], async (p, ctx) => respond(workspaces.listWorkspaces(this.store.listWorkspaces(), p, ctx)));
  }

  createWorkspace(params: P.CreateWorkspaceParams = {}): Response<Workspace> {
    return this.#call(params, [], (p, ctx) =>
      this.writes.run(async () => {
        const { record, result } = workspaces.createWorkspace(p, ctx);
        await this.store.commit({ putWorkspaces: [record] });
        return respond(result, 201);
      }),
    );
  }

  getWorkspace(params: P.GetWorkspaceParams): Response<Workspace> {
    return this.#read(params, ['workspaceId'], (d, p) => workspaces.getWorkspace(d, p, () => this.engines.status(d.original)));
  }

  updateWorkspace(params: P.UpdateWorkspaceParams): Response<Workspace> {
    return this.#mutate(params, ['workspaceId'], workspaces.updateWorkspace, (record, p) => workspaces.updatedWorkspaceOut(record, p));
  }

  deleteWorkspace(params: P.DeleteWorkspaceParams): Response<Record<string, never>> {
    return this.#call(params, ['workspaceId'], (p) =>
      this.writes.run(async () => {
        const record = this.#record(p);
        await this.store.commit({ deleteWorkspaces: [record.workspace_id] });
        this.engines.forget(record.workspace_id);
        return respond({});
      }),
    );
  }

  /** SDK: create without waiting for training; here the same as `createWorkspace`, answered 202. */
  async createWorkspaceAsync(params: P.CreateWorkspaceParams = {}): Response<Workspace> {
    const response = await this.createWorkspace(params);
    return respond(response.result, 202);
  }

  /** SDK: update without waiting for training; here the same as `updateWorkspace`, answered 202. */
  async updateWorkspaceAsync(params: P.UpdateWorkspaceParams): Response<Workspace> {
    const response = await this.updateWorkspace(params);
    return respond(response.result, 202);
  }

  /** SDK: export of a workspace; here `getWorkspace` with `export=true`. */
  exportWorkspaceAsync(params: P.GetWorkspaceParams & { verbose?: boolean }): Response<Workspace> {
    return this.getWorkspace({ ...params, _export: true });
  }

  // ------------------------------------------------------------------------------------- intents

  listIntents(params: P.ListIntentsParams): Response<IntentCollection> {
    return this.#read(params, ['workspaceId'], intents.listIntents);
  }
  createIntent(params: P.CreateIntentParams): Response<Intent> {
    return this.#mutate(params, ['workspaceId', 'intent'], intents.createIntent);
  }
  getIntent(params: P.GetIntentParams): Response<Intent> {
    return this.#read(params, ['workspaceId', 'intent'], intents.getIntent);
  }
  updateIntent(params: P.UpdateIntentParams): Response<Intent> {
    return this.#mutate(params, ['workspaceId', 'intent'], intents.updateIntent);
  }
  deleteIntent(params: P.DeleteIntentParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'intent'], intents.deleteIntent);
  }

  // ------------------------------------------------------------------------------------ examples

  listExamples(params: P.ListExamplesParams): Response<ExampleCollection> {
    return this.#read(params, ['workspaceId', 'intent'], examples.listExamples);
  }
  createExample(params: P.CreateExampleParams): Response<Example> {
    return this.#mutate(params, ['workspaceId', 'intent', 'text'], examples.createExample);
  }
  getExample(params: P.GetExampleParams): Response<Example> {
    return this.#read(params, ['workspaceId', 'intent', 'text'], examples.getExample);
  }
  updateExample(params: P.UpdateExampleParams): Response<Example> {
    return this.#mutate(params, ['workspaceId', 'intent', 'text'], examples.updateExample);
  }
  deleteExample(params: P.DeleteExampleParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'intent', 'text'], examples.deleteExample);
  }

  // ----------------------------------------------------------------------------- counterexamples

  listCounterexamples(params: P.ListCounterexamplesParams): Response<CounterexampleCollection> {
    return this.#read(params, ['workspaceId'], counterexamples.listCounterexamples);
  }
  createCounterexample(params: P.CreateCounterexampleParams): Response<Counterexample> {
    return this.#mutate(params, ['workspaceId', 'text'], counterexamples.createCounterexample);
  }
  getCounterexample(params: P.GetCounterexampleParams): Response<Counterexample> {
    return this.#read(params, ['workspaceId', 'text'], counterexamples.getCounterexample);
  }
  updateCounterexample(params: P.UpdateCounterexampleParams): Response<Counterexample> {
    return this.#mutate(params, ['workspaceId', 'text'], counterexamples.updateCounterexample);
  }
  deleteCounterexample(params: P.DeleteCounterexampleParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'text'], counterexamples.deleteCounterexample);
  }

  // ------------------------------------------------------------------------------------ entities

  listEntities(params: P.ListEntitiesParams): Response<EntityCollection> {
    return this.#read(params, ['workspaceId'], entities.listEntities);
  }
  createEntity(params: P.CreateEntityParams): Response<Entity> {
    return this.#mutate(params, ['workspaceId', 'entity'], entities.createEntity);
  }
  getEntity(params: P.GetEntityParams): Response<Entity> {
    return this.#read(params, ['workspaceId', 'entity'], entities.getEntity);
  }
  updateEntity(params: P.UpdateEntityParams): Response<Entity> {
    return this.#mutate(params, ['workspaceId', 'entity'], entities.updateEntity);
  }
  deleteEntity(params: P.DeleteEntityParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'entity'], entities.deleteEntity);
  }
  listMentions(params: P.ListMentionsParams): Response<EntityMentionCollection> {
    return this.#read(params, ['workspaceId', 'entity'], entities.listMentions);
  }

  // -------------------------------------------------------------------------------------- values

  listValues(params: P.ListValuesParams): Response<ValueCollection> {
    return this.#read(params, ['workspaceId', 'entity'], values.listValues);
  }
  createValue(params: P.CreateValueParams): Response<Value> {
    return this.#mutate(params, ['workspaceId', 'entity', 'value'], values.createValue);
  }
  getValue(params: P.GetValueParams): Response<Value> {
    return this.#read(params, ['workspaceId', 'entity', 'value'], values.getValue);
  }
  updateValue(params: P.UpdateValueParams): Response<Value> {
    return this.#mutate(params, ['workspaceId', 'entity', 'value'], values.updateValue);
  }
  deleteValue(params: P.DeleteValueParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'entity', 'value'], values.deleteValue);
  }

  // ------------------------------------------------------------------------------------ synonyms

  listSynonyms(params: P.ListSynonymsParams): Response<SynonymCollection> {
    return this.#read(params, ['workspaceId', 'entity', 'value'], synonyms.listSynonyms);
  }
  createSynonym(params: P.CreateSynonymParams): Response<Synonym> {
    return this.#mutate(params, ['workspaceId', 'entity', 'value', 'synonym'], synonyms.createSynonym);
  }
  getSynonym(params: P.GetSynonymParams): Response<Synonym> {
    return this.#read(params, ['workspaceId', 'entity', 'value', 'synonym'], synonyms.getSynonym);
  }
  updateSynonym(params: P.UpdateSynonymParams): Response<Synonym> {
    return this.#mutate(params, ['workspaceId', 'entity', 'value', 'synonym'], synonyms.updateSynonym);
  }
  deleteSynonym(params: P.DeleteSynonymParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'entity', 'value', 'synonym'], synonyms.deleteSynonym);
  }

  // -------------------------------------------------------------------------------- dialog nodes

  listDialogNodes(params: P.ListDialogNodesParams): Response<DialogNodeCollection> {
    return this.#read(params, ['workspaceId'], dialogNodes.listDialogNodes);
  }
  createDialogNode(params: P.CreateDialogNodeParams): Response<DialogNode> {
    return this.#mutate(params, ['workspaceId', 'dialogNode'], dialogNodes.createDialogNode);
  }
  getDialogNode(params: P.GetDialogNodeParams): Response<DialogNode> {
    return this.#read(params, ['workspaceId', 'dialogNode'], dialogNodes.getDialogNode);
  }
  updateDialogNode(params: P.UpdateDialogNodeParams): Response<DialogNode> {
    return this.#mutate(params, ['workspaceId', 'dialogNode'], dialogNodes.updateDialogNode);
  }
  deleteDialogNode(params: P.DeleteDialogNodeParams): Response<Record<string, never>> {
    return this.#mutate(params, ['workspaceId', 'dialogNode'], dialogNodes.deleteDialogNode);
  }

  // ---------------------------------------------------------------------------------------- logs

  listLogs(params: P.ListLogsParams): Response<LogCollection> {
    return this.#call(params, ['workspaceId'], async (p, ctx) => {
      const record = this.#record(p);
      const id = record.workspace_id;
      const { predicate } = filterOf(p.filter);
      return respond(
        this.logQueries.page(`workspace ${id}\u0000${String(p.filter ?? '')}`, predicate ? (r) => r.log.workspace_id === id && predicate(r.log) : (r) => r.log.workspace_id === id, p, pathOf('workspaces', id, 'logs'), [
          ['version', ctx.version],
          ['sort', p.sort],
          ['filter', p.filter],
          ['page_limit', p.pageLimit],
        ]),
      );
    });
  }

  listAllLogs(params: P.ListAllLogsParams): Response<LogCollection> {
    return this.#call(params, ['filter'], async (p, ctx) => {
      const { predicate, fields } = filterOf(p.filter);
      assertListAllScope(fields);
      return respond(
        this.logQueries.page(`all\u0000${String(p.filter)}`, (r) => predicate!(r.log), p, '/v1/logs', [
          ['version', ctx.version],
          ['sort', p.sort],
          ['filter', p.filter],
          ['page_limit', p.pageLimit],
        ]),
      );
    });
  }

  // ----------------------------------------------------------------------------------- user data

  /** Deletes everything labelled with the customer id (a no-op for an unknown id); answers 202. */
  deleteUserData(params: P.DeleteUserDataParams): Response<Record<string, never>> {
    return this.#call(params, ['customerId'], (p, ctx) =>
      this.writes.run(async () => {
        const batch = deleteCustomerData(this.store, stringParam(p, 'customerId'), ctx);
        await this.store.commit(batch);
        for (const id of batch.deleteWorkspaces ?? []) this.engines.forget(id);
        return respond({}, 202);
      }),
    );
  }

  // ----------------------------------------------------------------------------------- machinery

  /** Required parameters first (rejecting like the SDK), then the operation; only ParleyErrors escape. */
  async #call<T>(
    params: unknown,
    required: readonly string[],
    run: (p: Params, ctx: CallContext) => Promise<ServiceResponse<T>>,
  ): Response<T> {
    try {
      const p = requireParams(params ?? {}, required);
      return await run(p, this.#context(p));
    } catch (err) {
      throw asParleyError(err);
    }
  }

  #read<T>(params: unknown, required: readonly string[], op: (d: WorkspaceDraft, p: Params) => T): Response<T> {
    return this.#call(params, required, async (p, ctx) => respond(op(new WorkspaceDraft(this.#record(p), ctx, false), p)));
  }

  #mutate<T>(
    params: unknown,
    required: readonly string[],
    op: (d: WorkspaceDraft, p: Params) => Mutation,
    shape?: (record: WorkspaceRecord, p: Params) => unknown,
  ): Response<T> {
    return this.#call(params, required, (p, ctx) =>
      this.writes.run(async () => {
        const before = this.#record(p);
        const draft = new WorkspaceDraft(before, ctx);
        const mutation = op(draft, p);
        assertNoErrors(mutation.problems ? mutation.problems() : newProblems(before, draft.doc));
        const after = draft.finish();
        await this.store.commit({ putWorkspaces: [after] });
        return respond((shape ? shape(after, p) : mutation.result) as T, mutation.status ?? 200);
      }),
    );
  }

  #context(p: Params): CallContext {
    const headers = { ...this.defaultHeaders, ...((p.headers as RequestHeaders | undefined) ?? {}) };
    return { now: this.clock().toISOString(), customerIds: customerIdsOf(headers), version: this.version };
  }

  #record(p: Params): WorkspaceRecord {
    const id = stringParam(p, 'workspaceId');
    const record = this.store.getWorkspace(id);
    if (!record) throw notFound('Workspace', id, 'workspace_id');
    return record;
  }

  /** Resolves once the message's log is stored (alone, or with the logs of the messages beside it). */
  #storeLog(log: LogAdd): Promise<void> {
    const groups = this.logGroups;
    if (!groups) return this.writes.run(() => this.store.commit({ addLogs: [log] }));
    return new Promise((resolve, reject) => groups.add([log], (error) => (error === undefined ? resolve() : reject(new ParleyError(500, error)))));
  }

  #engineOf(record: WorkspaceRecord) {
    const entry = this.engines.get(record);
    if (!entry.engine) {
      throw new ParleyError(409, 'Workspace not available', [
        { code: 'workspace_failed', message: `Workspace '${record.workspace_id}' is not available (status Failed): ${entry.error}` },
      ]);
    }
    return entry.engine;
  }
}

function asParleyError(err: unknown): ParleyError {
  if (err instanceof ParleyError) return err;
  const reason = err instanceof Error ? err.message : String(err);
  return new ParleyError(500, 'Internal Server Error', [{ code: 'internal', message: `Internal error: ${reason}` }]);
}
