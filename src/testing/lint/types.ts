import type { NormalizedDialogNode, NormalizedWorkspace } from '../../model/index.js';

export type Severity = 'error' | 'warning' | 'info';

export interface LintFinding {
  code: string;
  severity: Severity;
  message: string;
  /** JSON path into the workspace, e.g. `.dialog_nodes[3].conditions`. */
  path: string;
  /** Where in the text at `path` the problem starts (a character offset), for a text that does not parse. */
  offset?: number;
  /** The dialog node the path is in, by id (and title when it has one): people think in node ids, not indexes. */
  node?: { dialog_node: string; title?: string };
}

/** What every rule reads: the normalized workspace plus indexes built once. */
export interface LintContext {
  workspace: NormalizedWorkspace;
  nodes: readonly NormalizedDialogNode[];
  byId: ReadonlyMap<string, NormalizedDialogNode>;
  indexOf: ReadonlyMap<string, number>;
  /** Children in sibling order, keyed by parent id (`undefined` = root). */
  children: ReadonlyMap<string | undefined, NormalizedDialogNode[]>;
  /** Nodes some `jump_to` targets. */
  jumpTargets: ReadonlySet<string>;
  nodePath(id: string, field?: string): string;
}

export type LintRule = (ctx: LintContext) => LintFinding[];
