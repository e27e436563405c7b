/**
 * The per-`version` AssistantV1 twins a server calls, sharing one store, and the one function every
 * route goes through: `dispatch` runs an operation and answers a status and a body (errors included),
 * so the HTTP layer, and a cluster primary answering its workers, never see an exception.
 */
import { ParleyError } from '../model/index.js';
import { AssistantV1, type Store, type WebhookFetch } from '../service/index.js';

/** What the server calls: an AssistantV1 twin (or anything with the same methods). */
export type AssistantLike = object;

export interface OperationCall {
  version: string;
  /** An AssistantV1 method name, e.g. `message`, `listWorkspaces`. */
  operation: string;
  params: Record<string, unknown>;
}

export interface OperationResult {
  status: number;
  result: unknown;
}

export type Dispatch = (call: OperationCall) => Promise<OperationResult>;

/** The default in-memory store keeps the newest logs only, so a long-running server's memory stays flat. */
export const DEFAULT_MAX_LOGS = 10_000;

/** Distinct `?version=` values served at once (each has its own engine cache); the least recently used goes. */
const MAX_VERSION_TWINS = 8;

export interface TwinOptions {
  store: Store;
  /** Serve this assistant for every version instead. */
  assistant?: AssistantLike;
  clock?: () => Date;
  /** How webhooks are called (default: global fetch). */
  webhook?: WebhookFetch;
}

export function twinDispatch(options: TwinOptions): Dispatch {
  const twins = new Map<string, AssistantLike>();
  let latest: { version: string; twin: AssistantLike } | undefined;
  const assistantFor = (version: string): AssistantLike => {
    if (options.assistant) return options.assistant;
    // Clients mostly send one version: the most recent one needs no reordering.
    if (latest?.version === version) return latest.twin;
    let twin = twins.get(version);
    if (twin) {
      // Most recently used last, so the oldest version is the first evicted.
      twins.delete(version);
    } else {
      twin = new AssistantV1({
        version,
        store: options.store,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.webhook ? { webhook: options.webhook } : {}),
      });
      // A client looping over dates must not multiply the compiled engines: keep a few versions only.
      if (twins.size >= MAX_VERSION_TWINS) twins.delete(twins.keys().next().value as string);
    }
    twins.set(version, twin);
    latest = { version, twin };
    return twin;
  };
  return async ({ version, operation, params }) => {
    try {
      const assistant = assistantFor(version) as Record<string, unknown>;
      const method = assistant[operation];
      if (typeof method !== 'function') return { status: 501, result: { error: `Operation ${operation} is not implemented`, code: 501 } };
      const { result, status } = (await method.call(assistant, params)) as OperationResult;
      return { status, result };
    } catch (e) {
      return errorResult(e);
    }
  };
}

/** A thrown error as the service answers it; anything but a ParleyError is a bare 500. */
export function errorResult(e: unknown): OperationResult {
  if (e instanceof ParleyError) return { status: e.status, result: e.result };
  return { status: 500, result: { error: 'Internal Server Error', code: 500 } };
}
