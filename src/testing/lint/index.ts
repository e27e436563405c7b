/** `lint(workspace)`: static checks of a workspace, each finding with a code, a severity and a JSON path. */
import { normalizeWorkspace, type WorkspaceInput } from '../../model/index.js';
import { readLegacyShapes } from '../../model/legacy.js';
import { createLintContext } from './context.js';
import { conditionNeverTrue, jumpTargets, unreachableAfterCatchAll } from './rules/reachability.js';
import { inputlessLoops } from './rules/loops.js';
import { unknownReferences, variablesNeverSet } from './rules/references.js';
import { expressionsParse, unknownCalls } from './rules/expressions.js';
import { slotHandlers } from './rules/slots.js';
import { webhookActions } from './rules/webhooks.js';
import { ignoredPatterns } from './rules/patterns.js';
import { duplicateExamples, fewExamples, sharedSynonyms } from './rules/training.js';
import type { LintContext, LintFinding, LintRule } from './types.js';
import { checkObject } from '../args.js';

export type { LintFinding, Severity } from './types.js';

export const LINT_RULES: readonly LintRule[] = [
  expressionsParse,
  unknownCalls,
  unreachableAfterCatchAll,
  conditionNeverTrue,
  jumpTargets,
  inputlessLoops,
  unknownReferences,
  variablesNeverSet,
  slotHandlers,
  webhookActions,
  ignoredPatterns,
  duplicateExamples,
  fewExamples,
  sharedSynonyms,
];

const ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Findings sorted by severity, then path, then code. Expects a workspace that validates (compileWorkspace checks that). */
export function lint(workspace: WorkspaceInput): LintFinding[] {
  checkObject('lint', workspace, 'workspace', false);
  const legacy = readLegacyShapes(workspace);
  const ctx = createLintContext(normalizeWorkspace(legacy.workspace as WorkspaceInput));
  // What the engine reads in an older shape (engine.diagnostics) is a note: it runs, but an author may modernize it.
  const older: LintFinding[] = legacy.diagnostics.map((d) => ({ code: 'legacy-shape', severity: 'info', message: d.message, path: d.path }));
  return [...older, ...LINT_RULES.flatMap((rule) => rule(ctx))].map((f) => withNode(f, ctx.nodes)).sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity] || a.path.localeCompare(b.path, 'en', { numeric: true }) || a.code.localeCompare(b.code),
  );
}

/** Names the node a `.dialog_nodes[i]...` path points into. */
function withNode(finding: LintFinding, nodes: LintContext['nodes']): LintFinding {
  const m = /^\.dialog_nodes\[(\d+)\]/.exec(finding.path);
  const node = m ? nodes[Number(m[1])] : undefined;
  if (!node) return finding;
  return { ...finding, node: { dialog_node: node.dialog_node, ...(node.title ? { title: node.title } : {}) } };
}
