/**
 * Webhook actions the service cannot call: the dialog asks for the webhook of the action's name (else
 * `main_webhook`, dialog/actions.ts), and a turn whose webhook is not defined, or has an empty URL, logs an error
 * and leaves the result variable unset (service/webhook.ts).
 */
import type { LintFinding, LintRule } from '../types.js';
import { label } from './reachability.js';

export const webhookActions: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  const webhooks = ctx.workspace.webhooks;
  for (const n of ctx.nodes) {
    (n.actions ?? []).forEach((a, i) => {
      if (a.type !== 'webhook') return;
      const path = ctx.nodePath(n.dialog_node, `actions[${i}]`);
      const hook = webhooks.find((w) => w.name === a.name) ?? webhooks.find((w) => w.name === 'main_webhook');
      if (!hook) {
        findings.push({ code: 'webhook-missing', severity: 'error', message: `${label(n)} calls webhook '${a.name}', and the workspace defines neither it nor main_webhook`, path });
      } else if (!hook.url) {
        findings.push({ code: 'webhook-without-url', severity: 'warning', message: `${label(n)} calls webhook '${hook.name}', whose URL is empty in the workspace (set it where the workspace is deployed)`, path });
      }
    });
  }
  return findings;
};
