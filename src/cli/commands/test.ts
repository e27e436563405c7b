/** `parley test <transcripts|DIR...>`: runs transcript files, reports (pretty, JUnit XML, JSON), exits 1 on any failure. */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { watchAndRerun } from '../watch.js';
import { versionFlag } from '../turn-flags.js';
import type { CliIo } from '../io.js';
import { flag, parseArgs, UsageError, value } from '../args.js';
import { cannotRead, checkOutputPath, readTextFile, writeOutputFile } from '../files.js';
import { CliError, EXIT } from '../exit.js';
import { invalidWorkspace } from '../invalid-workspace.js';
import { useColor } from '../color.js';
import { jsonTerminalSafe, terminalSafe } from '../../common/terminal-safe.js';
import { CLI_DEFAULT_VERSION, RICH_SINCE } from '../api-version.js';
import type { Engine } from '../../engine/index.js';
import type { CoverageCollector, TranscriptOutcome } from '../../testing/index.js';
import { ParleyError } from '../../model/errors.js';
import { isObject } from '../../common/is-object.js';
import { readTextAtMost } from '../../common/read-at-most.js';
import { fileFailure } from '../../common/file-failures.js';

const REPORTERS = ['pretty', 'junit', 'json'] as const;
type Reporter = (typeof REPORTERS)[number];

export const testHelp = `usage: parley test <transcript.yaml|json|DIR>... [--reporter pretty|junit|json]
                   [--coverage] [--coverage-html FILE] [--version DATE]
                   [--watch] [--no-color]

Runs transcript files (format: docs/testing.md). A directory is searched
recursively: its .yaml/.yml/.json files that hold conversations run; other
files (a workspace, code) are skipped with a note on stderr. A transcript
without options.version runs with --version DATE, else ${CLI_DEFAULT_VERSION}.
  --reporter R          pretty (default), junit (JUnit XML for CI) or json (one
                        object); on stdout
  --coverage            print dialog coverage (nodes by type, response
                        variations, jumps)
  --coverage-html FILE  write a standalone HTML coverage report (the node tree,
                        unvisited nodes marked)
  --version DATE        API version of the transcripts that name none (rich
                        responses need ${RICH_SINCE} or later)
  --watch               after the run, re-run whenever a transcript, a workspace
                        it names or a directory changes (Ctrl-C stops)
  --no-color            no colours (also NO_COLOR=1, or output not a terminal)
Exit codes: 0 every transcript passes, 1 a failure, 2 usage or unreadable
transcript.

examples:
  parley test examples/transcripts --coverage-html coverage.html
  parley test tests/ --reporter junit > junit.xml`;

export async function testCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'coverage', 'no-color', 'watch'], values: ['coverage-html', 'reporter', 'version'] });
  if (flag(args, 'help')) {
    io.stdout.write(`${testHelp}\n`);
    return EXIT.ok;
  }
  const reporter = (value(args, 'reporter') ?? 'pretty') as Reporter;
  if (!REPORTERS.includes(reporter)) throw new UsageError(`--reporter must be one of ${REPORTERS.join(', ')}`);
  // Checked now; each transcript reads it (or its own options.version) below.
  if (value(args, 'version') !== undefined) versionFlag(args);
  if (args.positionals.length === 0) throw new UsageError('no transcript given');
  const coverageReport = value(args, 'coverage-html');
  if (coverageReport !== undefined) checkOutputPath(coverageReport);
  // The engine and the testing kit are loaded once the flags are checked: --help or a usage error need not compile them.
  const kit: Kit = { ...(await import('../../engine/index.js')), ...(await import('../../testing/index.js')) };
  if (!flag(args, 'watch')) return runOnce(args, reporter, kit, io).code;
  // Watch mode: a failing or unreadable run is reported and waited on, not an exit.
  return watchAndRerun(() => {
    try {
      return runOnce(args, reporter, kit, io).watched;
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      io.stderr.write(`parley test: ${e.message}\n`);
      return args.positionals.map((p) => resolve(p));
    }
  }, io);
}

interface RunResult {
  code: number;
  /** Files and directories whose change should re-run the transcripts. */
  watched: string[];
}

/** What a run needs of the engine and the testing kit (loaded after the flags are checked). */
type Kit = typeof import('../../engine/index.js') & typeof import('../../testing/index.js');

function runOnce(args: ReturnType<typeof parseArgs>, reporter: Reporter, kit: Kit, io: CliIo): RunResult {
  const { compileWorkspace, CoverageCollector, coverageHtml, formatCoverage, formatOutcome, jsonReport, junitReport, runTranscript } = kit;
  const watched = new Set<string>();
  const files: string[] = [];
  for (const path of args.positionals) {
    const found = expand(path, kit.parseTranscriptText);
    for (const d of found.directories) watched.add(resolve(d));
    for (const skipped of found.skipped) io.stderr.write(`parley test: skipped ${skipped.file} (${skipped.why})\n`);
    // With several paths, say which one held nothing; with one, the error below names it.
    if (found.files.length === 0 && args.positionals.length > 1) io.stderr.write(`parley test: no transcript in ${path}\n`);
    files.push(...found.files);
  }
  if (files.length === 0) throw new CliError(`no transcript to run in ${args.positionals.join(', ')}`, EXIT.usage);
  const color = useColor({ stream: io.stdout, noColorFlag: flag(args, 'no-color'), env: io.env });
  const collectors = new Map<unknown, { engine: Engine; coverage: CoverageCollector }>();
  const outcomes: TranscriptOutcome[] = [];
  for (const file of files) {
    let loaded;
    try {
      loaded = loadOnce(file, kit);
    } catch (e) {
      if (e instanceof ParleyError) {
        // One problem is one line (with its path when it has one); several are listed under the file. A path and a
        // message quote the transcript's own keys: terminal-safe, as a transcript may come from elsewhere (hred23).
        const [first] = e.errors;
        if (first === undefined) throw new CliError(`${file}: ${terminalSafe(e.message)}`, EXIT.usage);
        if (e.errors.length === 1) throw new CliError(`${file}: ${terminalSafe(`${first.path ? `${first.path}: ` : ''}${first.message}`)}`, EXIT.usage);
        const where = e.errors.slice(0, 5).map((d) => `\n  ${terminalSafe(`${d.path || '(root)'}: ${d.message}`)}`).join('');
        const more = e.errors.length > 5 ? `\n  … and ${e.errors.length - 5} more` : '';
        throw new CliError(`${file}: not a valid transcript, ${e.errors.length} problems (format: docs/testing.md)${where}${more}`, EXIT.usage);
      }
      throw e;
    }
    watched.add(resolve(file));
    if (typeof loaded.transcript.workspace === 'string') watched.add(resolve(dirname(file), loaded.transcript.workspace));
    const version = loaded.transcript.options?.version ?? value(args, 'version') ?? CLI_DEFAULT_VERSION;
    const key = `${version}\u0000${typeof loaded.transcript.workspace === 'string' ? JSON.stringify(loaded.workspace) : file}`;
    let entry = collectors.get(key);
    if (!entry) {
      let engine: Engine;
      try {
        engine = compileWorkspace(loaded.workspace, { version });
      } catch (e) {
        // The workspace file and each problem's path, as lint says them (it said the first message only, no path).
        if (e instanceof ParleyError) {
          const ws = loaded.transcript.workspace;
          throw invalidWorkspace(typeof ws === 'string' ? `${join(dirname(file), ws)} (the workspace of ${file})` : `${file}, its inline workspace`, e.errors.length > 0 ? e.errors : [{ message: e.message }]);
        }
        throw e;
      }
      entry = { engine, coverage: new CoverageCollector(engine.workspace) };
      collectors.set(key, entry);
    }
    const { coverage } = entry;
    const outcome = runTranscript(loaded, { engine: entry.engine, onResponse: (r) => coverage.record(r) });
    outcomes.push(outcome);
    if (reporter === 'pretty') io.stdout.write(`${formatOutcome(outcome, { color })}\n`);
  }
  if (reporter === 'junit') io.stdout.write(junitReport(outcomes));
  if (reporter === 'json') io.stdout.write(`${jsonTerminalSafe(JSON.stringify(jsonReport(outcomes)))}\n`);
  // Coverage goes to stderr when stdout carries a machine-readable report.
  const side = reporter === 'pretty' ? io.stdout : io.stderr;
  if (flag(args, 'coverage')) {
    for (const { engine, coverage } of collectors.values()) side.write(`\ncoverage of ${terminalSafe(String(engine.workspace.name))}:\n${formatCoverage(coverage.summary())}\n`);
  }
  const html = value(args, 'coverage-html');
  if (html) {
    const first = [...collectors.values()][0];
    if (first) writeOutputFile(html, coverageHtml(first.coverage, `coverage of ${first.engine.workspace.name}`));
    side.write(`coverage report written to ${html}\n`);
  }
  return { code: outcomes.every((o) => o.passed) ? EXIT.ok : EXIT.failure, watched: [...watched] };
}

interface Expanded {
  files: string[];
  skipped: { file: string; why: string }[];
  /** The directories searched (watched for new files). */
  directories: string[];
}

/** A file as given, or the transcripts under a directory (recursively; dot folders and node_modules left out). */
function expand(path: string, parseTranscriptText: Kit['parseTranscriptText']): Expanded {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (e) {
    throw cannotRead(path, e);
  }
  if (!isDirectory) {
    if (contentsOf(path, parseTranscriptText) === 'replay') throw new CliError(`${path}: ${REPLAY_NOTE}`, EXIT.usage);
    return { files: [path], skipped: [], directories: [] };
  }
  const out: Expanded = { files: [], skipped: [], directories: [] };
  const walk = (dir: string) => {
    out.directories.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(p);
      } else if (!/\.(ya?ml|json)$/.test(entry.name)) out.skipped.push({ file: p, why: 'not a .yaml, .yml or .json file' });
      else {
        const contents = contentsOf(p, parseTranscriptText);
        if (contents === 'replay') out.skipped.push({ file: p, why: REPLAY_NOTE });
        else if (contents === 'no conversations') out.skipped.push({ file: p, why: 'no conversations: not a transcript' });
        else out.files.push(p);
      }
    }
  };
  walk(path);
  return out;
}

const REPLAY_NOTE = 'recorded conversations in the replay format, not a transcript: convert them with fromReplayFile of parley/testing, see docs/testing.md';

/**
 * What a file holds, parsed once. The shared replay format of recorded conversations has conversations with an `id`
 * and no `name`, which a transcript's never lack (`parley test` would otherwise list every recorded key as an
 * error). A file that does not parse counts as a transcript, so that running it shows its error.
 */
function contentsOf(file: string, parseTranscriptText: Kit['parseTranscriptText']): Contents {
  let data: unknown;
  try {
    // Only a regular file is looked into before its run: the look read a pipe (`parley test <(…)`, a FIFO) to its end,
    // and the run's own read then found nothing ("nothing wrote to within 2 s"); a device was read twice (hred26). A
    // pipe's contents are looked at by its run (`loadOnce`).
    if (!isRegularFile(file)) return 'transcript';
    data = parseTranscriptText(readTextFile(file), file);
  } catch {
    return 'transcript';
  }
  return shapeOf(data);
}

type Contents = 'transcript' | 'replay' | 'no conversations';

function shapeOf(data: unknown): Contents {
  if (!isObject(data) || !Object.hasOwn(data, 'conversations')) return 'no conversations';
  const { conversations } = data as { conversations: unknown };
  const recorded =
    Array.isArray(conversations) &&
    conversations.length > 0 &&
    conversations.every((c) => typeof c === 'object' && c !== null && Object.hasOwn(c, 'id') && !Object.hasOwn(c, 'name'));
  return recorded ? 'replay' : 'transcript';
}

function isRegularFile(file: string): boolean {
  return statSync(file).isFile();
}

/**
 * A transcript read once for its run. A pipe or device is not looked into before (`contentsOf`), so its replay
 * format is told here, from the one read: `parley test <(cat recorded.json)` got the transcript's validation errors
 * (every recorded key) instead of the hint to convert it (hred26's Left, hred27).
 */
function loadOnce(file: string, kit: Kit): ReturnType<Kit['loadTranscriptFile']> {
  let regular: boolean;
  try {
    regular = isRegularFile(file);
  } catch {
    regular = true; // the run's read names the failure in its words
  }
  if (regular) return kit.loadTranscriptFile(file);
  let text: string;
  try {
    text = readTextAtMost(file);
  } catch (e) {
    throw new ParleyError(404, `Cannot read transcript ${file}: ${fileFailure(e)}`);
  }
  const data = kit.parseTranscriptText(text, file);
  if (shapeOf(data) === 'replay') throw new CliError(`${file}: ${REPLAY_NOTE}`, EXIT.usage);
  return kit.loadTranscript(data, { baseDir: dirname(file), source: file });
}
