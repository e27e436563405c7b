/** `parley lint <workspace.json>`: the testing kit's static checks, with codes and JSON paths. */
import type { CliIo } from '../io.js';
import { flag, parseArgs, UsageError } from '../args.js';
import { readWorkspaceFile } from '../files.js';
import { EXIT } from '../exit.js';
import { useColor } from '../color.js';
import { paint } from '../render.js';
import type { LintFinding } from '../../testing/index.js';
import type { WorkspaceInput } from '../../model/index.js';
import { jsonTerminalSafe, terminalSafe } from '../../common/terminal-safe.js';
import { counted } from '../plural.js';

export const lintHelp = `usage: parley lint <workspace.json>... [--json] [--strict] [--quiet]
                   [--no-color]

Static checks: conditions and <? ?> expressions (in texts, context values,
actions' parameters) that do not parse or call unknown methods, unreachable
nodes, jump targets that cannot match, loops without user input, unknown
intents/entities/values, variables read but never set, slots without checks or
prompts, webhooks not defined or without a URL, patterns the engine ignores,
duplicate examples, intents with few examples, synonyms shared by two values;
as notes, the older export shapes the engine reads (legacy go_to, early-2018
output.generic), which an author may modernize.
  --json     one JSON array of findings per workspace
  --strict   warnings fail too
  --quiet    errors and warnings only (no info)
  --no-color no colours (also NO_COLOR=1, or output not a terminal)
A finding inside a dialog node names the node by id (and title) before its
JSON path; one in an expression gives its offset, the character (from 0) of
the text at that path where it fails. docs/testing.md (Lint) explains each
code.
Exit codes: 0 clean, 1 an error finding (or a warning with --strict), 2 usage,
unreadable file or not a valid workspace.

examples:
  parley lint examples/coffee-shop.json            # one warning: exit 0
  parley lint examples/coffee-shop.json --strict   # the warning fails: exit 1`;

export async function lintCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'json', 'strict', 'quiet', 'no-color'], values: [] });
  if (flag(args, 'help')) {
    io.stdout.write(`${lintHelp}\n`);
    return 0;
  }
  if (args.positionals.length === 0) throw new UsageError('missing workspace file');
  // The engine and the checks are loaded once the flags are checked: --help or a usage error need not compile them.
  const [{ engineOf }, { lint }] = await Promise.all([import('../load.js'), import('../../testing/index.js')]);
  const style = { color: useColor({ stream: io.stdout, noColorFlag: flag(args, 'no-color'), env: io.env }) };
  let failed = false;
  for (const file of args.positionals) {
    // Read once (a pipe is empty the second time); refuses what is not a valid workspace (exit 2) before linting it.
    const workspace = readWorkspaceFile(file);
    engineOf(file, workspace, undefined, io.stderr);
    const findings = lint(workspace as WorkspaceInput).filter((f) => !flag(args, 'quiet') || f.severity !== 'info');
    if (findings.some((f) => f.severity === 'error' || (flag(args, 'strict') && f.severity === 'warning'))) failed = true;
    if (flag(args, 'json')) {
      io.stdout.write(`${jsonTerminalSafe(JSON.stringify(findings))}\n`);
      continue;
    }
    for (const f of findings) {
      const severity = paint(style, f.severity === 'error' ? 'red' : f.severity === 'warning' ? 'yellow' : 'dim', f.severity.padEnd(7));
      io.stdout.write(`${file}: ${severity} ${f.code.padEnd(24)} ${terminalSafe(where(f))}  ${terminalSafe(f.message)}\n`);
    }
    const count = (severity: string, noun: string) => {
      return counted(findings.filter((f) => f.severity === severity).length, noun);
    };
    io.stdout.write(`${file}: ${count('error', 'error')}, ${count('warning', 'warning')}, ${count('info', 'note')}\n`);
  }
  return failed ? EXIT.failure : EXIT.ok;
}

/** `node "id" ("title") .dialog_nodes[3].conditions`, or the bare path outside dialog nodes. */
function where(f: LintFinding): string {
  if (!f.node) return f.path;
  return `node ${JSON.stringify(f.node.dialog_node)}${f.node.title ? ` (${JSON.stringify(f.node.title)})` : ''} ${f.path}`;
}
