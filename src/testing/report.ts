/**
 * Human-readable results: one line per conversation, a precise diff per failing expectation. Names, inputs, errors
 * and values come from transcripts and workspaces written elsewhere: shown terminal-safe (control characters as
 * `\u001b`, never sent), as `parley chat` and lint show theirs (hred10).
 */
import type { Failure } from './expect/check.js';
import type { TranscriptOutcome } from './runner.js';
import { show as showValue } from './expect/matchers.js';
import { terminalSafe } from '../common/terminal-safe.js';
import { checkArray, checkObject } from './args.js';

const show = (value: unknown): string => terminalSafe(showValue(value));

export function formatOutcome(outcome: TranscriptOutcome, opts: { color?: boolean } = {}): string {
  checkObject('formatOutcome', outcome, 'outcome', false);
  checkArray('formatOutcome', outcome.conversations, 'outcome.conversations');
  checkObject('formatOutcome', opts, 'opts');
  const c = (code: number, s: string) => (opts.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const out: string[] = [];
  for (const conv of outcome.conversations) {
    out.push(`${conv.passed ? c(32, '✓') : c(31, '✗')} ${terminalSafe(String(conv.name))}`);
    for (const turn of conv.turns) {
      if (turn.skipped !== undefined) out.push(c(33, `    turn ${turn.index + 1} skipped: ${terminalSafe(String(turn.skipped))}`));
      if (turn.passed) continue;
      out.push(`    turn ${turn.index + 1} (${show(turn.input)}):`);
      if (turn.error) out.push(`      ${c(31, `error: ${terminalSafe(String(turn.error))}`)}`);
      for (const f of turn.failures) out.push(...formatFailure(f).map((l) => `      ${l}`));
      if (turn.response) out.push(c(2, `      got text ${show(turn.response.output?.text)}, nodes ${show(turn.response.output?.nodes_visited)}`));
    }
  }
  out.push(
    `${terminalSafe(String(outcome.source))}: ${outcome.turns - outcome.failedTurns - outcome.skippedTurns}/${outcome.turns - outcome.skippedTurns} turns pass, ` +
      (outcome.skippedTurns > 0 ? `${outcome.skippedTurns} skipped, ` : '') +
      `${outcome.conversations.filter((x) => x.passed).length}/${outcome.conversations.length} conversations`,
  );
  return out.join('\n');
}

export function formatFailure(f: Failure): string[] {
  return [`${terminalSafe(`${f.expectation}: ${f.message}`)}`, `  expected ${show(f.expected)}`, `  actual   ${show(f.actual)}`];
}
