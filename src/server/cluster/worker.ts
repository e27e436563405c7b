/**
 * A cluster worker (the file `cluster.fork` runs): serves HTTP on the shared port, runs `message`
 * against its replica of the workspaces and the contract routes' document operations (classify, compare, tables,
 * HTML: contract-calls.ts), forwards every other operation to the primary.
 */
import { refuseWebhooks } from '../../service/index.js';
import { createServer, type ParleyServer } from '../index.js';
import { twinDispatch, type Dispatch, type OperationResult } from '../twins.js';
import type { ToPrimary, ToWorker, WorkerConfig } from './protocol.js';
import { forwardingContractTwin, type ContractReply } from './contract-calls.js';
import { ReplicaStore } from './replica-store.js';

const send = (message: ToPrimary, then?: () => void): void => {
  process.send?.(message, undefined, undefined, then);
};

const store = new ReplicaStore((id, logs) => send({ t: 'logs', id, logs }));
const waiting = new Map<number, (result: OperationResult) => void>();
let nextCall = 0;

const forward: Dispatch = (call) =>
  new Promise((resolve) => {
    const id = nextCall++;
    waiting.set(id, resolve);
    send({ t: 'call', id, call });
  });

const waitingContracts = new Map<number, (reply: ContractReply) => void>();
/** The worker's contract routes: its twin, built with the threads' options the primary sends, and the uploads' pace. */
const contractRoutes = (config: WorkerConfig) => ({
  ...contractTwin(config),
  ...(config.contractUpload !== undefined ? { upload: config.contractUpload } : {}),
});
const contractTwin = (config: WorkerConfig) =>
  forwardingContractTwin(
    (operation, params) =>
      new Promise((resolve) => {
        const id = nextCall++;
        waitingContracts.set(id, resolve);
        send({ t: 'contract', id, operation, params });
      }),
    config.contractThreads,
  );

/**
 * Messages run here and are answered once their log is stored by the primary (as one process answers
 * after its store's commit); the answers of everything else come from the primary, which owns the data.
 */
function dispatchFor(config: WorkerConfig): Dispatch {
  const local = twinDispatch({ store, ...(config.webhooks ? {} : { webhook: refuseWebhooks }) });
  const message: Dispatch = async (call) => {
    const result = await local(call);
    try {
      await store.stored();
    } catch {
      return { status: 500, result: { error: 'The message log could not be stored', code: 500 } };
    }
    return result;
  };
  return (call) => (call.operation === 'message' ? message(call) : forward(call));
}

let server: ParleyServer | undefined;

process.on('message', (message: ToWorker) => {
  switch (message.t) {
    case 'sync': {
      store.replace(message.records);
      const config = message.config;
      server = createServer({ dispatch: dispatchFor(config), contracts: config.contracts && contractRoutes(config), ...(config.bodyLimit ? { bodyLimit: config.bodyLimit } : {}), ...(config.auth ? { auth: config.auth } : {}), ...(config.quiet ? { log: false } : {}) });
      // In a cluster the primary owns the listening socket; `listen` registers this worker with it.
      server.listen(config.port, config.host).catch((err: unknown) => {
        const code = (err as { code?: unknown }).code;
        send({ t: 'failed', message: err instanceof Error ? err.message : String(err), ...(typeof code === 'string' ? { code } : {}) }, () => process.exit(1));
      });
      break;
    }
    case 'records':
      store.apply(message.put, message.del);
      send({ t: 'ack', id: message.id });
      break;
    case 'reply':
      waiting.get(message.id)?.(message.result);
      waiting.delete(message.id);
      break;
    case 'contract-reply':
      waitingContracts.get(message.id)?.(message.reply);
      waitingContracts.delete(message.id);
      break;
    case 'logged':
      store.logged(message.id, message.error);
      break;
    case 'flush':
      store.flush();
      send({ t: 'flushed', id: message.id });
      break;
    case 'close':
      void (server?.close() ?? Promise.resolve()).then(() => {
        store.flush();
        send({ t: 'closed' }, () => process.disconnect());
      });
      break;
  }
});

// Without its primary a worker has no data to serve.
process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches the whole process group: the primary decides when a worker stops (after its requests).
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
send({ t: 'hello' });
