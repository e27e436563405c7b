/**
 * The service side of one `message` call: the request body as the SDK sends it (read from the SDK's
 * own route table), a conversation id for a new conversation, the engine's turn, the webhooks it asks
 * for, and the log snapshot the store keeps.
 */
import { randomUUID } from 'node:crypto';
import { ParleyError, copyIssues, type MessageRequest, type MessageResponse } from '../model/index.js';
import type { Engine } from '../engine/index.js';
import type { Params } from './ops/common.js';
import { SDK_ROUTES } from './generated/sdk-routes.js';
import { snapshotLog } from './logs/snapshot.js';
import type { LogRecord, WorkspaceRecord } from './store/types.js';
import { runWebhooks, type WebhookFetch } from './webhook.js';

/** The body fields of the SDK's `message` call, SDK parameter name to wire name. */
const MESSAGE_BODY_FIELDS = SDK_ROUTES.find((route) => route.operation === 'message')!.body;

export interface MessageRun {
  record: WorkspaceRecord;
  engine: Engine;
  params: Params;
  /** The request instant (ISO) and the customers the request is labelled with. */
  now: string;
  customerIds: string[];
  clock: () => Date;
  webhook: WebhookFetch;
}

/** Runs one message; returns the response and the log record to commit. */
export async function runMessage(run: MessageRun): Promise<{ response: MessageResponse; log: Omit<LogRecord, 'seq'> }> {
  const body = messageBody(run.params);
  const outcome = run.engine.messageWithEffects(withConversationId(body), {
    now: run.now,
    nodesVisitedDetails: run.params.nodesVisitedDetails === true,
  });
  await runWebhooks(outcome.pendingWebhooks, outcome.response, run.webhook);
  const log = snapshotLog(body, outcome.response, {
    log_id: randomUUID(),
    request_timestamp: run.now,
    response_timestamp: run.clock().toISOString(),
    workspace_id: run.record.workspace_id,
    language: run.record.workspace.language,
  });
  return { response: outcome.response, log: { log, customer_ids: run.customerIds } };
}

/** The message request body as the SDK sends it (only the fields given), as this call's own copy. */
export function messageBody(p: Params): MessageRequest {
  const body: MessageRequest = {};
  for (const { param, wire } of MESSAGE_BODY_FIELDS) {
    if (p[param] === undefined) continue;
    // Depth and size first: copying a value 5,000 levels deep overflows the stack (reported as `type`); Infinity and
    // NaN too, which the copy writes as null.
    const problems = copyIssues(p[param], `.${wire}`);
    if (problems.length > 0) throw ParleyError.invalidRequest(problems);
    try {
      body[wire] = JSON.parse(JSON.stringify(p[param]));
    } catch {
      throw ParleyError.invalidRequest([{ code: 'type', message: `${param} must be JSON data`, path: `.${wire}` }]);
    }
  }
  return body;
}

/**
 * The request the engine runs: a new conversation gets a random `conversation_id` (the service assigns
 * one; the pure engine alone would derive it). A malformed context is left for the engine to reject.
 * `body` is already this call's own copy and the engine never mutates its request, so a shallow copy
 * is enough.
 */
function withConversationId(body: MessageRequest): MessageRequest {
  const context = body.context;
  if (context === undefined || context === null) return { ...body, context: { conversation_id: randomUUID() } };
  if (typeof context !== 'object' || Array.isArray(context) || context.conversation_id !== undefined) return body;
  return { ...body, context: { ...context, conversation_id: randomUUID() } };
}
