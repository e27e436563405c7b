/** Slots that cannot be filled or never ask. */
import type { LintFinding, LintRule } from '../types.js';
import { label } from './reachability.js';

export const slotHandlers: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  for (const slot of ctx.nodes.filter((n) => n.type === 'slot')) {
    const handlers = (ctx.children.get(slot.dialog_node) ?? []).filter((c) => c.type === 'event_handler');
    const input = handlers.find((h) => h.event_name === 'input');
    const focus = handlers.find((h) => h.event_name === 'focus');
    if (!slot.variable) {
      findings.push({ code: 'slot-without-variable', severity: 'warning', message: `Slot ${label(slot)} has no variable to fill`, path: ctx.nodePath(slot.dialog_node, 'variable') });
    }
    if (!input || input.conditions === undefined) {
      findings.push({ code: 'slot-without-check', severity: 'warning', message: `Slot ${label(slot)} has no input handler with a condition (nothing can fill it)`, path: ctx.nodePath(slot.dialog_node) });
    }
    const prompts = [...(focus?.output?.text?.values ?? []), ...(focus?.output?.generic ?? []).flatMap((g) => (g.values ?? []).map((v) => v.text ?? ''))];
    if (!prompts.some((p) => p.trim() !== '')) {
      findings.push({
        code: 'slot-without-prompt',
        severity: 'info',
        message: `Slot ${label(slot)} has no prompt: it is optional and only filled when the user volunteers the value`,
        path: ctx.nodePath(focus?.dialog_node ?? slot.dialog_node),
      });
    }
  }
  return findings;
};
