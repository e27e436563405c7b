/** A compile-time finding that does not stop compilation (the service accepts such workspaces). */
export interface Diagnostic {
  level: 'warning' | 'error';
  code: string;
  message: string;
  /** JSON path into the workspace, e.g. `.dialog_nodes[3].conditions`. */
  path: string;
}
