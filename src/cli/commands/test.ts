/** `parley test <transcripts...>`: runs transcript files, prints a diff per failure, exits 1 on any failure. */
import { writeFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flag, parseArgs, value } from '../args.js';
import { CliError } from '../load.js';
import { compileWorkspace, type Engine } from '../../engine/index.js';
import { CoverageCollector, coverageHtml, formatCoverage, formatOutcome, loadTranscriptFile, runTranscript } from '../../testing/index.js';
import { ParleyError } from '../../model/index.js';

export const testHelp = `usage: parley test <transcript.yaml|json|DIR>... [--coverage] [--coverage-html FILE] [--no-color]

Runs transcript files (format: docs/testing.md); a directory runs every .yaml/.yml/.json in it.
  --coverage            print dialog coverage (nodes by type, response variations, jumps)
  --coverage-html FILE  write a standalone HTML coverage report (the node tree, unvisited nodes marked)
Exit codes: 0 every transcript passes, 1 a failure, 2 usage or unreadable transcript.`;

export async function testCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'coverage', 'no-color'], values: ['coverage-html'] });
  if (flag(args, 'help')) {
    process.stdout.write(`${testHelp}\n`);
    return 0;
  }
  const files = args.positionals.flatMap(expand);
  if (files.length === 0) throw new CliError(`no transcript given\n${testHelp}`, 2);
  const color = process.stdout.isTTY === true && !flag(args, 'no-color');
  const collectors = new Map<unknown, { engine: Engine; coverage: CoverageCollector }>();
  let failed = false;
  for (const file of files) {
    let loaded;
    try {
      loaded = loadTranscriptFile(file);
    } catch (e) {
      if (e instanceof ParleyError) {
        const where = e.errors.slice(0, 5).map((d) => `\n  ${d.path || '(root)'}: ${d.message}`).join('');
        throw new CliError(`${file}: ${e.message}${where}`, 2);
      }
      throw e;
    }
    const key = typeof loaded.transcript.workspace === 'string' ? JSON.stringify(loaded.workspace).length + loaded.transcript.workspace : loaded.workspace;
    let entry = collectors.get(key);
    if (!entry) {
      const engine = compileWorkspace(loaded.workspace, loaded.transcript.options?.version ? { version: loaded.transcript.options.version } : {});
      entry = { engine, coverage: new CoverageCollector(engine.workspace) };
      collectors.set(key, entry);
    }
    const { coverage } = entry;
    const outcome = runTranscript(loaded, { engine: entry.engine, onResponse: (r) => coverage.record(r) });
    process.stdout.write(`${formatOutcome(outcome, { color })}\n`);
    if (!outcome.passed) failed = true;
  }
  if (flag(args, 'coverage')) {
    for (const { engine, coverage } of collectors.values()) process.stdout.write(`\ncoverage of ${engine.workspace.name}:\n${formatCoverage(coverage.summary())}\n`);
  }
  const html = value(args, 'coverage-html');
  if (html) {
    const first = [...collectors.values()][0];
    if (first) writeFileSync(html, coverageHtml(first.coverage, `coverage of ${first.engine.workspace.name}`));
    process.stdout.write(`coverage report written to ${html}\n`);
  }
  return failed ? 1 : 0;
}

function expand(path: string): string[] {
  try {
    if (statSync(path).isDirectory()) {
      return readdirSync(path)
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .sort()
        .map((f) => join(path, f));
    }
  } catch {
    throw new CliError(`cannot read ${path}`, 2);
  }
  return [path];
}
