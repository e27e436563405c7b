/** Webhooks: the service supports exactly one, named `main_webhook`. */
import { elementObject, optionalArray, requiredString } from './fields.js';
import { Issues, indexPath, keyPath } from './issues.js';

/** The only webhook name the service supports. */
export const WEBHOOK_NAME = 'main_webhook';

/** Checks one webhook: url, name and headers. */
export function checkWebhook(issues: Issues, json: unknown, path: string): void {
  const webhook = elementObject(issues, json, path, 'webhook');
  if (!webhook) return;
  requiredString(issues, webhook, 'url', path);
  const name = requiredString(issues, webhook, 'name', path);
  if (name !== undefined && name !== WEBHOOK_NAME) {
    issues.add('enum', `webhook name ${JSON.stringify(name)} is not supported: the only webhook is ${WEBHOOK_NAME}`, keyPath(path, 'name'));
  }
  const headers = optionalArray(issues, webhook, 'headers', path);
  headers?.forEach((header, i) => {
    const at = indexPath(keyPath(path, 'headers'), i);
    const entry = elementObject(issues, header, at, 'header');
    if (!entry) return;
    requiredString(issues, entry, 'name', at);
    requiredString(issues, entry, 'value', at);
  });
}

/** At most one webhook. */
export function checkWebhooks(issues: Issues, list: readonly unknown[], path: string): void {
  if (list.length > 1) issues.add('max_items', `only one webhook is supported, not ${list.length}`, path);
  list.forEach((webhook, i) => checkWebhook(issues, webhook, indexPath(path, i)));
}
