/** `parley lint <workspace.json>`: the testing kit's static checks, with codes and JSON paths. */
import { flag, parseArgs } from '../args.js';
import { CliError, loadEngine, readJsonFile } from '../load.js';
import { lint } from '../../testing/index.js';
import type { WorkspaceInput } from '../../model/index.js';

export const lintHelp = `usage: parley lint <workspace.json>... [--json] [--strict] [--quiet]

Static checks: conditions that do not parse, unreachable nodes, jump targets that cannot match, jump cycles,
unknown intents/entities/values, variables read but never set, slots without checks or prompts, duplicate
examples, intents with few examples, synonyms shared by two values.
  --json     one JSON array of findings per workspace
  --strict   warnings fail too
  --quiet    errors and warnings only (no info)
Exit codes: 0 clean, 1 an error finding (or a warning with --strict), 2 usage or invalid workspace.`;

export async function lintCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'json', 'strict', 'quiet'], values: [] });
  if (flag(args, 'help')) {
    process.stdout.write(`${lintHelp}\n`);
    return 0;
  }
  if (args.positionals.length === 0) throw new CliError(`missing workspace file\n${lintHelp}`, 2);
  let failed = false;
  for (const file of args.positionals) {
    try {
      loadEngine(file);
    } catch (e) {
      if (e instanceof CliError) throw new CliError(e.message, 2);
      throw e;
    }
    const findings = lint(readJsonFile(file) as WorkspaceInput).filter((f) => !flag(args, 'quiet') || f.severity !== 'info');
    if (findings.some((f) => f.severity === 'error' || (flag(args, 'strict') && f.severity === 'warning'))) failed = true;
    if (flag(args, 'json')) {
      process.stdout.write(`${JSON.stringify(findings)}\n`);
      continue;
    }
    for (const f of findings) process.stdout.write(`${file}: ${f.severity.padEnd(7)} ${f.code.padEnd(24)} ${f.path}  ${f.message}\n`);
    const count = (s: string) => findings.filter((f) => f.severity === s).length;
    process.stdout.write(`${file}: ${count('error')} errors, ${count('warning')} warnings, ${count('info')} notes\n`);
  }
  return failed ? 1 : 0;
}
