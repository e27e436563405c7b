/**
 * `startCluster`: `parley serve --workers N`. One Node process serves HTTP on one core; a cluster uses
 * them all. The primary owns the store and the twins and answers every operation but `message` and the
 * contract documents' analysis; the workers (`worker.ts`) share the listening port, run messages on their
 * replicas of the workspaces, analyse the documents they receive, and send the logs back. Consistency, as one process gives it:
 * - a write is answered only after every worker has the new workspace (`BroadcastStore`);
 * - listing logs or deleting a customer's data first collects the logs every worker still holds.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { MemoryStore, refuseWebhooks, SnapshotLog, type Store, type WorkspaceRecord } from '../../service/index.js';
import { checkAuthConfig, type AuthConfig } from '../auth.js';
import { sendTo } from './send.js';
import { DEFAULT_MAX_LOGS, twinDispatch } from '../twins.js';
import { BroadcastStore } from './broadcast-store.js';
import { RoundTrips } from './round-trips.js';
import type { ToPrimary, WireLog, WorkerConfig } from './protocol.js';
import { serverContractTwin, type ContractThreadOptions } from '../contracts/threaded-twin.js';
import { isStoredOperation, type ContractTwin, type ContractTwinOptions } from '../contracts/twin.js';
import { runStoredOperation } from './contract-calls.js';
import { checkUploadPace, type UploadPace } from '../contracts/upload-deadline.js';
import { GroupCommit } from '../../common/store/group-commit.js';

export interface ClusterOptions {
  /** Worker processes (each compiles the workspaces it serves). */
  workers: number;
  port?: number;
  host?: string;
  /** Default: in memory, keeping the newest `DEFAULT_MAX_LOGS` logs. */
  store?: Store;
  bodyLimit?: number;
  auth?: AuthConfig;
  /** No request log lines. */
  quiet?: boolean;
  /** `false`: every webhook call fails and is logged (default: calls are made). */
  webhooks?: boolean;
  /**
   * The contract routes' feedback and batch storage, kept by the primary; `false` serves no contract route. `threads`
   * are each worker's analysis threads' bounds (documents are analysed in the workers).
   */
  contracts?: (ContractTwinOptions & { threads?: ContractThreadOptions | false; upload?: UploadPace | false }) | false;
  /**
   * Node or V8 flags each worker process starts with, after the primary's own command-line flags (`process.execArgv`):
   * a flag the primary set on itself at run time (`v8.setFlagsFromString`) is not inherited, and the workers are the
   * processes that classify documents. `parley serve` passes its `--no-regexp-tier-up`.
   */
  workerExecArgv?: readonly string[];
}

export interface ClusterServer {
  url: string;
  port: number;
  host: string;
  /** The primary's twins, e.g. to preload workspaces (workers see them at once). */
  store: Store;
  /** Stops the workers (each finishes its in-flight requests and hands over its logs). */
  close(): Promise<void>;
}

/** Operations that read or delete logs: they run after every worker has handed its logs over. */
const NEEDS_LOGS = new Set(['listLogs', 'listAllLogs', 'deleteUserData']);

export async function startCluster(options: ClusterOptions): Promise<ClusterServer> {
  checkAuthConfig(options.auth);
  // Checked here, not only by each worker's server: a bad value fails the cluster at once, not every worker at its start.
  if (options.contracts) checkUploadPace(options.contracts.upload);
  const inner = options.store ?? new MemoryStore({ maxLogs: DEFAULT_MAX_LOGS });
  const trips = new RoundTrips();
  const store = new BroadcastStore(inner, { push: (put, del) => trips.send((id) => ({ t: 'records', id, put, del })) });
  const dispatch = twinDispatch({ store, ...(options.webhooks === false ? { webhook: refuseWebhooks } : {}) });
  const logs = new GroupCommit(
    (addLogs: ReturnType<typeof revive>[]) => inner.commit({ addLogs }),
    (count, error) => process.stderr.write(`parley: ${count} logs not stored: ${error}\n`),
  );
  const contractOptions = options.contracts;
  let contractTwin: ContractTwin | undefined;
  // As with one process: built at the first contract call, or at start when stored batches may need resuming.
  const contractTwinOf = (): ContractTwin => (contractTwin ??= serverContractTwin(contractOptions || {}));
  if (contractOptions && contractOptions.store) contractTwinOf();
  const collectLogs = (): Promise<void> => trips.send((id) => ({ t: 'flush', id })).then(() => logs.settled());

  const config: WorkerConfig = {
    port: options.port ?? 2020,
    host: options.host ?? '127.0.0.1',
    quiet: options.quiet === true,
    webhooks: options.webhooks !== false,
    contracts: contractOptions !== false,
    ...(contractOptions && contractOptions.threads !== undefined ? { contractThreads: contractOptions.threads } : {}),
    ...(contractOptions && contractOptions.upload !== undefined ? { contractUpload: contractOptions.upload } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  };
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./worker.js', import.meta.url)), execArgv: [...process.execArgv, ...(options.workerExecArgv ?? [])], serialization: 'advanced' });

  let closing = false;
  const closed = new Set<Worker>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    // A dying worker's channel errors are not the primary's: 'exit' replaces the worker.
    worker.on('error', () => {});
    worker.on('message', (message: ToPrimary) => {
      switch (message.t) {
        case 'hello':
          // A worker still starting when the cluster closed could not receive 'close' (it had no listener yet).
          if (closing) {
            sendTo(worker, { t: 'close' });
            break;
          }
          // Joins the broadcasts in the same turn its snapshot is sent: no change falls in between.
          trips.members.add(worker);
          sendTo(worker, { t: 'sync', records: inner.listWorkspaces() as WorkspaceRecord[], config });
          break;
        case 'call':
          void (NEEDS_LOGS.has(message.call.operation) ? collectLogs() : Promise.resolve())
            .then(() => dispatch(message.call))
            .then((result) => sendTo(worker, { t: 'reply', id: message.id, result }));
          break;
        case 'contract':
          void (contractOptions === false || !isStoredOperation(message.operation)
            ? Promise.resolve({ error: { error: 'Not Found', code: 404 } })
            : runStoredOperation(contractTwinOf(), message.operation, message.params)
          ).then((reply) => sendTo(worker, { t: 'contract-reply', id: message.id, reply }));
          break;
        case 'logs': {
          // Stored in arrival order; the worker answers the messages of a batch once told it is stored.
          const id = message.id;
          logs.add(message.logs.map(revive), (error) => sendTo(worker, { t: 'logged', id, ...(error === undefined ? {} : { error }) }));
          break;
        }
        case 'ack':
        case 'flushed':
          trips.answered(message.id, worker);
          break;
        case 'closed':
          closed.add(worker);
          break;
        case 'failed':
          startFailed(Object.assign(new Error(message.message), message.code ? { code: message.code } : {}));
          break;
      }
    });
    worker.on('exit', () => {
      trips.leave(worker);
      if (!started) {
        startFailed(new Error(`a worker exited while starting (pid ${worker.process.pid})`));
      } else if (!closing && !closed.has(worker)) {
        process.stderr.write(`parley: worker ${worker.process.pid} exited; starting another\n`);
        fork();
      }
    });
    return worker;
  };

  let started = false;
  let startFailed: (err: Error) => void = () => {};
  const listening = new Promise<{ port: number; address: string }>((resolve, reject) => {
    let count = 0;
    const onListening = (_w: Worker, address: { port: number; address: string }) => {
      if (++count === options.workers) {
        cluster.off('listening', onListening);
        started = true;
        resolve(address);
      }
    };
    cluster.on('listening', onListening);
    startFailed = (err) => {
      if (started) return;
      started = true;
      closing = true;
      cluster.off('listening', onListening);
      for (const w of Object.values(cluster.workers ?? {})) w?.kill();
      reject(err);
    };
  });
  for (let i = 0; i < options.workers; i++) fork();
  const address = await listening;
  // A replacement listens on the bound port: with `port: 0` it would otherwise get a new random port, and
  // the one clients use would close with the last of the first workers.
  config.port = address.port;
  const host = address.address ?? config.host;
  const shownHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    host,
    store,
    async close() {
      closing = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              w.once('exit', () => resolve());
              // One that has not said hello yet gets 'close' when it does (see 'hello').
              if (trips.members.has(w)) sendTo(w, { t: 'close' });
            }),
        ),
      );
      await logs.settled();
    },
  };
}

function revive(wire: WireLog) {
  return { log: new SnapshotLog(wire.requestJson, wire.responseJson, wire.fields), customer_ids: wire.customer_ids };
}
