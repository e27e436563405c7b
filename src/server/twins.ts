/**
 * The per-`version` AssistantV1 twins a server calls, sharing one store, and the one function every
 * route goes through: `dispatch` runs an operation and answers a status and a body (errors included),
 * so the HTTP layer, and a cluster primary answering its workers, never see an exception.
 */
import { ParleyError } from '../model/index.js';
import { AssistantV1, type Store, type WebhookFetch } from '../service/index.js';
import type { ServiceResponse } from '../common/sdk-envelope.js';
import { SDK_ROUTES } from '../service/generated/sdk-routes.js';

/** The AssistantV1 methods a route can name: those taking one parameter object and answering the SDK envelope. */
export type AssistantOperation = {
  [K in keyof AssistantV1]: AssistantV1[K] extends (params: never) => Promise<ServiceResponse<unknown>> ? K : never;
}[keyof AssistantV1];

/** What the server calls: an AssistantV1 twin, or anything with its operations. */
export type AssistantLike = Pick<AssistantV1, AssistantOperation>;

/** The operations the SDK's route table names (a test checks each is an AssistantV1 method). */
const ROUTED_OPERATIONS: ReadonlySet<string> = new Set(SDK_ROUTES.map((route) => route.operation));

function isRoutedOperation(name: string): name is AssistantOperation {
  return ROUTED_OPERATIONS.has(name);
}

/** One operation called with the wire's parameter object: the boundary where the route table meets the twin. */
type OperationMethod = (this: AssistantLike, params: Record<string, unknown>) => Promise<ServiceResponse<unknown>>;

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

export { DEFAULT_MAX_LOGS } from './max-logs.js';

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
      if (!isRoutedOperation(operation)) return { status: 501, result: { error: `Operation ${operation} is not implemented`, code: 501 } };
      const assistant = assistantFor(version);
      const method = assistant[operation] as OperationMethod;
      const { result, status } = await method.call(assistant, params);
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
