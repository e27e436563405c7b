/**
 * Making the `main_webhook` calls the dialog asked for: POST of the evaluated parameters to the
 * workspace webhook URL with its headers; the JSON answer goes into the response context at the
 * action's `result_variable`, where the next turn reads it. A failed call leaves the variable unset
 * and adds an `err` entry to `output.log_messages` (and `output.error` when the turn has none yet).
 */
import { MAX_LOG_MESSAGES, type PendingWebhook } from '../engine/index.js';
import type { JsonValue, MessageResponse } from '../model/index.js';
import { isObject } from '../common/is-object.js';

/** The subset of `fetch` the service uses; inject your own with the `webhook` option. */
export type WebhookFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** For servers that must not call out (`parley serve --no-webhooks`): every call fails and is logged. */
export const refuseWebhooks: WebhookFetch = () => Promise.reject(new Error('webhooks are disabled on this server'));

/** The service gives a webhook this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 8000;

export async function runWebhooks(calls: readonly PendingWebhook[], response: MessageResponse, fetchFn: WebhookFetch): Promise<void> {
  for (const call of calls) {
    if (!call.url) {
      // An export keeps the webhook with its URL blanked (virtual-insurance-assistant: `url: ""`): say so, not "undefined".
      const why = call.url === undefined ? 'is not defined in the workspace' : 'has no URL in the workspace';
      logError(response, `Webhook '${call.name}' requested by dialog node '${call.dialog_node}' ${why}`);
      continue;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const h of call.headers ?? []) headers[h.name] = h.value;
    try {
      const answer = await fetchFn(call.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(call.parameters ?? {}),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!answer.ok) {
        logError(response, `Webhook call to ${call.url} failed with status ${answer.status} (dialog node '${call.dialog_node}')`);
        continue;
      }
      setPath(response.context as Record<string, unknown>, call.result_variable, (await answer.json()) as JsonValue);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logError(response, `Webhook call to ${call.url} failed: ${reason} (dialog node '${call.dialog_node}')`);
    }
  }
}

/**
 * The cap of the turn's own log (50, conversation-service.md Limits) holds for webhook failures too. The level is the
 * `err` the service wrote for a dialog node's errors (the one recorded error entry, dialog-runtime.md §10.5), not the
 * SDK's documented `error`, which no recorded response shows: the call is a dialog node's action, logged by the
 * same runtime (docs/behaviour/service.md, "Webhook failures log at level err").
 */
function logError(response: MessageResponse, msg: string): void {
  // `output.error` is the turn's first `err` entry (dialog-runtime.md §8.2), whichever layer wrote it: a webhook
  // failure stands there when the dialog wrote no error of its own ([GAP], docs/behaviour/service.md).
  if (response.output.error === undefined) response.output.error = msg;
  if (response.output.log_messages.length >= MAX_LOG_MESSAGES) return;
  response.output.log_messages.push({ level: 'err', msg });
}

/** `a.b.c` creates nested objects; a leading `context.` names the context itself. */
function setPath(context: Record<string, unknown>, variable: string, value: JsonValue): void {
  const parts = variable.replace(/^\$?context\./, '').replace(/^\$/, '').split('.').filter((p) => p !== '');
  if (parts.length === 0 || parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) return;
  let target = context;
  for (const part of parts.slice(0, -1)) {
    const next = target[part];
    if (!isObject(next)) target[part] = {};
    target = target[part] as Record<string, unknown>;
  }
  target[parts[parts.length - 1]] = value;
}
