/**
 * The contract routes in a cluster: every worker runs the document operations itself (they are the CPU
 * work, and read only their upload) and forwards the stored operations (feedback, batches, user data) to
 * the primary, which owns them, so that a feedback written through one worker is read through any other
 * and `--data` keeps it across restarts, as with one process.
 */
import { ParleyError, type ErrorBody } from '../../common/errors.js';
import type { ServiceResponse } from '../../common/sdk-envelope.js';
import { threadedContractTwin, type ContractThreadOptions } from '../contracts/threaded-twin.js';
import type { AnalysisAdmission } from '../contracts/admission.js';
import { DOCUMENT_OPERATIONS, STORED_OPERATIONS, type ContractTwin, type StoredOperation } from '../contracts/twin.js';

/** The primary's answer to a forwarded stored operation: what the twin resolved or rejected with. */
export type ContractReply = { response: ServiceResponse<unknown> } | { error: ErrorBody };

type Forward = (operation: StoredOperation, params: unknown) => Promise<ContractReply>;
type Method = (this: ContractTwin, params: unknown) => Promise<ServiceResponse<unknown>>;

/**
 * A worker's twin: document operations here, stored ones sent to the primary (errors rebuilt as they were thrown
 * there); with the bound on its document requests in hand, each worker its own (admission.ts).
 */
export function forwardingContractTwin(forward: Forward, threads?: ContractThreadOptions | false): { twin: ContractTwin; admission?: AnalysisAdmission } {
  // Its document work in threads too: a worker keeps answering its other connections while it analyses.
  const { twin: local, admission } = threadedContractTwin(threads !== undefined ? { threads } : {});
  const twin: Record<string, Method> = {};
  for (const operation of DOCUMENT_OPERATIONS) twin[operation] = (local[operation] as Method).bind(local);
  for (const operation of STORED_OPERATIONS) {
    twin[operation] = async (params) => {
      const reply = await forward(operation, params);
      if ('error' in reply) throw new ParleyError(reply.error.code, reply.error.error, reply.error.errors ?? []);
      return reply.response;
    };
  }
  return { twin: twin as unknown as ContractTwin, ...(admission ? { admission } : {}) };
}

/** The primary runs a forwarded stored operation on its own twin. */
export async function runStoredOperation(twin: ContractTwin, operation: StoredOperation, params: unknown): Promise<ContractReply> {
  try {
    return { response: await (twin[operation] as Method).call(twin, params) };
  } catch (e) {
    return { error: e instanceof ParleyError ? e.result : { error: 'Internal Server Error', code: 500 } };
  }
}
