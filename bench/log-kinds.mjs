// The kind of a dialog log entry (`output.log_messages`), from the service's (or parley's documented) wording:
// bench/fidelity.mjs counts them per workspace, bench/fidelity-reach.mjs per node and expression.

export function logKind(entry) {
  const m = entry.msg;
  if (m.startsWith('Error when evaluating condition')) return 'condition';
  if (m.startsWith('Error when updating context')) return 'context';
  if (m.startsWith('Error when updating output')) return 'output';
  if (m.startsWith('Goto failed') || m.startsWith('Jump to failed')) return 'failed jump';
  if (m.startsWith('Dialog loop stopped')) return 'loop';
  return entry.level === 'warn' ? 'warning' : 'other error';
}
