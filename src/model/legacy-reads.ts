/**
 * Older shapes that normalization reads as they are (no rewrite needed to validate), reported so that
 * `engine.diagnostics` lists everything of an export that was read in an older form (issue 21):
 * `go_to` (the node's jump before `next_step`, in the 2016 exports): read as a `jump_to` `next_step`, one entry per
 * node; a `go_to` beside a `next_step` is ignored, and said so.
 * Not reported: what the current API still documents or current exports still hold (`output.text` as a string,
 * a missing `type`, which is optional with default `standard`, `null` optional fields, blank conditions).
 * Runs on a validated workspace; pure.
 */
import type { Diagnostic } from './diagnostics.js';
import { legacyWarning } from './legacy-shapes.js';
import { indexPath, isObj, keyPath, own } from './validate/issues.js';

/** The `legacy_shape` warnings of the shapes normalization folds in without a rewrite. */
export function legacyReads(json: unknown): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const nodes = isObj(json) ? own(json, 'dialog_nodes') : undefined;
  if (!Array.isArray(nodes)) return diagnostics;
  nodes.forEach((node, i) => {
    if (!isObj(node)) return;
    const goTo = own(node, 'go_to');
    if (!isObj(goTo) || typeof own(goTo, 'dialog_node') !== 'string') return;
    const path = keyPath(indexPath('.dialog_nodes', i), 'go_to');
    if (isObj(own(node, 'next_step'))) {
      diagnostics.push(legacyWarning(path, 'legacy `go_to` ignored: the node has a `next_step`'));
      return;
    }
    const selector = own(goTo, 'selector');
    const shown = typeof selector === 'string' ? selector : 'condition';
    diagnostics.push(legacyWarning(path, `legacy \`go_to\` read as \`next_step\` {"behavior": "jump_to", "selector": "${shown}"}`));
  });
  return diagnostics;
}

