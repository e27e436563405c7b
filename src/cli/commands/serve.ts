/** `parley serve`: the v1 REST API on a local port, optionally persisted and preloaded. */
import type { CliIo } from '../io.js';
import { flag, parseArgs, value, values } from '../args.js';
import { readWorkspaceFile } from '../files.js';
import { CliError, EXIT } from '../exit.js';
import { CLASSIFY_V8_FLAGS } from '../classify-v8-flags.js';
import { integerFlag, rangeOf, type IntegerBounds } from '../integer-flag.js';
import { bucketsLine } from '../serve-buckets.js';
import { availableParallelism } from 'node:os';
import type { AuthConfig, ContractRoutesOptions, ParleyServer } from '../../server/index.js';
import { DEFAULT_MAX_LOGS } from '../../server/max-logs.js';
import { MAX_ANALYSIS_QUEUE, QUEUED_PER_THREAD } from '../../server/contracts/admission.js';
import { MAX_UPLOAD_BYTES_PER_SECOND, MAX_UPLOAD_TIMEOUT_MS, UPLOAD_BYTES_PER_SECOND, UPLOAD_TIMEOUT_MS, type UploadPace } from '../../server/contracts/upload-deadline.js';
import { REQUEST_TIMEOUT_MS } from '../../server/timeouts.js';
import { DirectoryRecordStore } from '../../common/store/record-store.js';
import { DEFAULT_FEEDBACK_QUOTA_BYTES } from '../../contracts/index.js';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../../service/index.js';
import { DEFAULT_VERSION } from '../../model/versions.js';
import { ParleyError } from '../../model/errors.js';

/** The bounds of serve's whole-number flags: one home for the parsing and the help's line that states them. */
const PORT: IntegerBounds = { min: 0, max: 65535, note: '; 0 picks a free one' };
const WORKERS: IntegerBounds = { min: 1, max: 64, note: ', or auto' };
const MAX_LOGS: IntegerBounds = { min: 0 };
/** A count of analysis places (`--analysis-queue`, `--analysis-per-client`): up to the queue's bound. */
const PLACES: IntegerBounds = { min: 0, max: MAX_ANALYSIS_QUEUE };
const UPLOAD_SECONDS: IntegerBounds = { min: 0, max: MAX_UPLOAD_TIMEOUT_MS / 1000 };
const UPLOAD_KIB: IntegerBounds = { min: 0, max: MAX_UPLOAD_BYTES_PER_SECOND / 1024 };
/** --feedback-quota, in MiB: at most 1 TiB (past Number's safe bytes it would be no bound). */
const FEEDBACK_MIB: IntegerBounds = { min: 0, max: 1024 * 1024 };

export const serveHelp = `usage: parley serve [--port 2020] [--host 127.0.0.1] [--workers N] [--data DIR]
                    [--workspace FILE]... [--auth USER:PASS | --apikey KEY]
                    [--max-logs N] [--no-webhooks] [--buckets DIR]
                    [--analysis-queue N] [--analysis-per-client N]
                    [--upload-timeout S] [--upload-rate KIB]
                    [--feedback-quota MIB] [--no-contract-prestart] [--quiet]

Serves the v1 REST API (/v1/workspaces/..., /v1/logs, /v1/user_data; ?version=
required) so that the official SDK, pointed at http://HOST:PORT, works
unchanged.
  --workers N       serve from N processes (\`auto\`: one per core; default 1):
                    messages run in every worker, everything else in the
                    primary; each worker compiles the workspaces it serves
  --data DIR        keep workspaces and logs in DIR (survives restarts);
                    default: in memory
  --max-logs N      keep the newest N logs (in memory: default ${DEFAULT_MAX_LOGS}, so
                    memory stays flat; with --data: default every log, and DIR
                    is compacted as old ones are dropped)
  --workspace FILE  create a workspace from an export at start (repeatable);
                    its id is printed
  --auth USER:PASS  require basic auth
  --apikey KEY      require that API key (basic 'apikey:KEY' or bearer)
  --no-webhooks     never call the webhook URLs workspaces name (each call
                    fails, logged in log_messages); for servers that run
                    workspaces they do not trust
  --buckets DIR     contract batches read and write the sub-folders of DIR (one
                    folder per bucket)
  --analysis-queue N
                    most uploads waiting for a document-analysis thread, per
                    process (default ${QUEUED_PER_THREAD} per thread, one thread per core); past
                    them a document request is answered 503 with Retry-After.
                    With --workers N, each worker has its own threads and
                    queue: the machine holds N times as many uploads
  --analysis-per-client N
                    most document requests one client (its address) may have
                    in hand, per process (default 0: no share); past them its
                    next one is answered 503 while other clients are admitted.
                    Behind a proxy every client has the proxy's address: leave
                    it 0 and limit clients at the proxy
  --upload-timeout S
                    seconds a request body (an upload, feedback, a batch's
                    form, a workspace) gets to arrive once its route reads it
                    (default ${UPLOAD_TIMEOUT_MS / 1000}; 0: only the ${REQUEST_TIMEOUT_MS / 1000} s request timeout), and
  --upload-rate KIB one second more per KIB KiB received (default ${UPLOAD_BYTES_PER_SECOND / 1024}; 0: none);
                    a body that falls behind is answered 408, its connection
                    closed and an upload's place in the queue freed. An
                    answer gets the same allowance to be read by its client
                    (none with --upload-timeout 0): one not taken by then has
                    its connection closed
  --feedback-quota MIB
                    most MiB of JSON all stored contract feedback may take
                    (default ${DEFAULT_FEEDBACK_QUOTA_BYTES / 1024 / 1024}); past it POST /v1/feedback is answered 413
                    until feedback is deleted
  --no-contract-prestart
                    start no document-analysis thread and PDF reader at boot
                    (a server for conversations only: about 100 MB and 2 s of
                    CPU less; the first upload then pays their start)
  --quiet           no request log lines on stderr
Counts are written in digits: --port ${rangeOf(PORT)} (0: a free one), --workers
${rangeOf(WORKERS)}, --max-logs ${rangeOf(MAX_LOGS)}, --analysis-queue and --analysis-per-client
${rangeOf(PLACES)}, --upload-timeout ${rangeOf(UPLOAD_SECONDS)}, --upload-rate ${rangeOf(UPLOAD_KIB)},
--feedback-quota ${rangeOf(FEEDBACK_MIB)}.
The contract-analysis routes (/v1/html_conversion, /v1/element_classification,
/v1/tables, /v1/comparison, /v1/feedback, /v1/batches) are served too; with
workers, documents are analysed in every worker and feedback and batches are
kept by the primary; --data keeps them in DIR/contracts.

example:
  parley serve --workspace examples/coffee-shop.json --data ./parley-data`;

export async function serveCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, {
    booleans: ['help', 'quiet', 'no-webhooks', 'no-contract-prestart'],
    values: ['port', 'host', 'data', 'workspace', 'auth', 'apikey', 'max-logs', 'workers', 'buckets', 'analysis-queue', 'analysis-per-client', 'upload-timeout', 'upload-rate', 'feedback-quota'],
  });
  if (flag(args, 'help')) {
    io.stdout.write(`${serveHelp}\n`);
    return 0;
  }
  // serve reads no files from its arguments: a stray word (a workspace meant for --workspace) must not be ignored.
  if (args.positionals.length > 0) throw new CliError(`unexpected argument ${JSON.stringify(args.positionals[0])} (workspaces are given with --workspace FILE)`, 2);
  const port = integerFlag('port', value(args, 'port'), PORT) ?? 2020;
  const host = value(args, 'host') ?? '127.0.0.1';
  const dataDir = value(args, 'data');
  // A folder that does not exist yet is created; a file in its place is a usage error, before any work.
  if (dataDir !== undefined && existsSync(dataDir) && !statSync(dataDir).isDirectory()) throw new CliError(`--data ${dataDir}: not a directory`, 2);
  const maxLogsArg = value(args, 'max-logs');
  const maxLogs = integerFlag('max-logs', maxLogsArg, MAX_LOGS) ?? DEFAULT_MAX_LOGS;
  const workers = parseWorkers(value(args, 'workers'));
  const analysisQueue = integerFlag('analysis-queue', value(args, 'analysis-queue'), PLACES);
  const perClient = integerFlag('analysis-per-client', value(args, 'analysis-per-client'), PLACES);
  const upload = parseUploadPace(value(args, 'upload-timeout'), value(args, 'upload-rate'));
  // What is kept on disk is the user's: --data drops logs only when asked to.
  // The store's module alone first: the store is built before the credentials are checked, and a refused credential
  // need not compile the engine and the server (loaded below).
  const store: Store = dataDir
    ? new (await import('../../service/store/file.js')).FileStore(dataDir, maxLogsArg === undefined ? {} : { maxLogs })
    : new (await import('../../service/store/memory.js')).MemoryStore({ maxLogs });
  const auth = parseAuth(values(args, 'auth'), values(args, 'apikey'));

  const [{ AssistantV1, refuseWebhooks }, { createServer, startCluster }] = await Promise.all([import('../../service/index.js'), import('../../server/index.js')]);

  const preload = new AssistantV1({ version: DEFAULT_VERSION, store });
  for (const file of values(args, 'workspace')) {
    // An export, as for lint and run: a package.json or a transcript given by mistake is refused, not served.
    const json = readWorkspaceFile(file) as Record<string, unknown>;
    try {
      const { result } = await preload.createWorkspace(json);
      io.stdout.write(`workspace ${(result as { workspace_id: string }).workspace_id} ← ${file}\n`);
    } catch (e) {
      if (e instanceof ParleyError) throw new CliError(`${file}: ${e.message}${e.errors[0]?.path ? ` at ${e.errors[0].path}` : ''}`, EXIT.usage);
      throw e;
    }
  }

  const buckets = value(args, 'buckets');
  const feedbackMib = integerFlag('feedback-quota', value(args, 'feedback-quota'), FEEDBACK_MIB);
  const contracts = contractOptions(dataDir, buckets, !flag(args, 'no-contract-prestart'), analysisQueue, upload, perClient, feedbackMib);
  if (buckets !== undefined) io.stdout.write(`${bucketsLine(buckets)}\n`);
  const quiet = flag(args, 'quiet');
  const webhooks = !flag(args, 'no-webhooks');
  const server = await (workers > 1
    ? startCluster({ workers, port, host, store, contracts, quiet, webhooks, workerExecArgv: CLASSIFY_V8_FLAGS, ...(auth ? { auth } : {}) })
    : listening(createServer({ store, contracts, ...(auth ? { auth } : {}), ...(quiet ? { log: false } : {}), ...(webhooks ? {} : { webhook: refuseWebhooks }) }), port, host)
  ).catch((e: unknown) => {
    throw listenError(e, host, port);
  });
  const shown = workers > 1 ? ` with ${workers} workers` : '';
  io.stdout.write(`parley serving the v1 API at ${server.url}${shown} (Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      io.stdout.write('stopping…\n');
      server.close().then(resolve, resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

async function listening(server: ParleyServer, port: number, host: string): Promise<{ url: string; close(): Promise<void> }> {
  const { url } = await server.listen(port, host);
  return { url, close: () => server.close() };
}

/** A port in use or out of reach is the user's to fix: one plain line, exit 1. */
function listenError(e: unknown, host: string, port: number): unknown {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return new CliError(`${host}:${port} is already in use (pick another --port)`);
  if (code === 'EACCES') return new CliError(`no permission to listen on ${host}:${port}`);
  if (code === 'EADDRNOTAVAIL') return new CliError(`cannot listen on ${host}: no such local address`);
  return e;
}

/**
 * The contract routes' storage: DIR/contracts under --data, buckets from --buckets (checked to exist); without
 * `prestart`, no analysis thread waits ready from the boot (threaded-twin.ts); `queue`, the uploads that may wait for
 * a thread (admission.ts); `upload`, the pace every body read must keep (upload-deadline.ts); `perClient`, the places
 * one client may hold (admission.ts); `feedbackMib`, the MiB all stored feedback may take (feedback-ops.ts).
 */
export function contractOptions(dataDir: string | undefined, buckets: string | undefined, prestart = true, queue?: number, upload: UploadPace = {}, perClient?: number, feedbackMib?: number): ContractRoutesOptions {
  if (buckets !== undefined && !(existsSync(buckets) && statSync(buckets).isDirectory())) throw new CliError(`--buckets ${buckets}: not a directory`, 2);
  const threads = { ...(prestart ? {} : { prestart: false }), ...(queue !== undefined ? { queue } : {}), ...(perClient !== undefined ? { perClient } : {}) };
  return {
    ...(dataDir ? { store: new DirectoryRecordStore(join(dataDir, 'contracts')) } : {}),
    ...(buckets ? { buckets } : {}),
    ...(Object.keys(threads).length > 0 ? { threads } : {}),
    ...(Object.keys(upload).length > 0 ? { upload } : {}),
    ...(feedbackMib !== undefined ? { feedbackQuotaBytes: feedbackMib * 1024 * 1024 } : {}),
  };
}

/** `--upload-timeout S` and `--upload-rate KIB`, whole numbers, as `contracts.upload` (milliseconds, bytes). */
export function parseUploadPace(timeout: string | undefined, rate: string | undefined): UploadPace {
  const seconds = integerFlag('upload-timeout', timeout, UPLOAD_SECONDS);
  const kib = integerFlag('upload-rate', rate, UPLOAD_KIB);
  return { ...(seconds !== undefined ? { timeoutMs: seconds * 1000 } : {}), ...(kib !== undefined ? { bytesPerSecond: kib * 1024 } : {}) };
}

/** `--workers N` (1 to 64) or `auto` (one per core); default 1. */
function parseWorkers(text: string | undefined): number {
  if (text === 'auto') return availableParallelism();
  return integerFlag('workers', text, WORKERS) ?? 1;
}

/**
 * Credentials fail closed: an empty key or password, or two ways of authenticating, refuse to start
 * instead of serving without (or with fewer) credentials than the command line asked for.
 */
function parseAuth(auths: string[], apikeys: string[]): AuthConfig | undefined {
  if (auths.length + apikeys.length > 1) throw new CliError('give one of --auth USER:PASS or --apikey KEY, once', 2);
  const [apikey] = apikeys;
  if (apikey !== undefined) {
    if (apikey === '') throw new CliError('--apikey must not be empty', 2);
    return { apikey };
  }
  const [auth] = auths;
  if (auth === undefined) return undefined;
  const i = auth.indexOf(':');
  if (i <= 0 || i === auth.length - 1) throw new CliError('--auth takes USER:PASS, both non-empty', 2);
  return { username: auth.slice(0, i), password: auth.slice(i + 1) };
}
