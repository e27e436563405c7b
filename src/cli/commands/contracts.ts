/**
 * `parley contracts`: the contract-analysis service from the terminal, in process. A readable summary by
 * default (coloured on a terminal unless NO_COLOR is set), `--json` for the service's raw answer.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { flag, parseArgs, UsageError, value } from '../args.js';
import { checkOutputPath, writeOutputFile } from '../files.js';
import { CliError, EXIT } from '../exit.js';
import { CONTRACTS_SUBCOMMANDS } from '../contracts-subcommands.js';
import { jsonTerminalSafe, terminalSafe } from '../../common/terminal-safe.js';
import { ParleyError } from '../../common/errors.js';
import type { BatchProgress, BatchStatus, ClassifyReturn, HTMLReturn, OnProgress } from '../../contracts/index.js';
import { BATCH_FUNCTION_REFUSAL, isBatchFunction } from '../../contracts/service-wire.js';
import { progressBar, renderClassify, renderCompare, renderHtml, renderTables, SUMMARY_WIDTH } from '../contracts-render.js';
import type { RenderStyle } from '../render.js';
import { useColor } from '../color.js';
import { CLEAR_LINE, describeProgress, shorten, terminalWidth, withProgress, type ProgressStream } from '../progress.js';

/** The last line of `html`'s summary without --output. */
export const HTML_PAGE_HINT = '(the page itself: --output PAGE.html; the whole answer: --json)';

export const contractsHelp = `usage: parley contracts html|classify|tables FILE [--json] [--model M] [--quiet]
       parley contracts html FILE --output PAGE.html
       parley contracts compare FILE1 FILE2 [--json] [--label1 NAME]
                                [--label2 NAME] [--quiet] [--no-color]
       parley contracts batch IN_DIR OUT_DIR [--function F] [--json] [--quiet]

Runs the contract-analysis service in process (no network) on PDF, Word,
images (read by OCR) and, but for compare, plain text; compare also takes two
earlier classify --json results.
  html       the document as HTML: a summary, or the page itself with --output
  classify   elements by nature and category, parties, dates, amounts, terms
  tables     the tables found, with their size and title
  compare    a diff of two documents: changed elements, then those only one
             document has
  batch      runs --function (element_classification, the default,
             html_conversion or tables) over every file of IN_DIR and writes
             one <file>.json per document to OUT_DIR, with a progress bar;
             hidden files, folders and links are not read (listed at the
             end with the reason)
  --json     the service's raw answer instead of the summary
  --model M  contracts (default) or tables
  --output PAGE.html  (html) write the converted HTML page to this file
  --quiet    no progress on stderr (a terminal shows what is being analysed,
             pages read, elements classified, and for how long)
  --no-color (compare) no colours (also NO_COLOR=1, or output not a terminal)
Exit codes: 0 success, 1 failure (or a batch document failed), 2 usage error
or unreadable input (a missing file, a document the service refuses: the
message names the file).

examples:
  parley contracts classify contract.pdf
  parley contracts compare old.docx new.docx --label1 2019 --label2 2020
  parley contracts batch ./contracts ./results`;

export interface ContractsIo {
  stdout: NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean; columns?: number };
  /** Where the progress of a long analysis goes (only a terminal gets it); default: process.stderr. */
  stderr?: ProgressStream;
  env?: NodeJS.ProcessEnv;
}

const ANALYZE = { html: 'convertToHtml', classify: 'classifyElements', tables: 'extractTables' } as const;
const DOING = { html: ['converting', 'converted'], classify: ['classifying', 'classified'], tables: ['extracting tables of', 'extracted tables of'] } as const;

export async function contractsCommand(argv: string[], io: ContractsIo = { stdout: process.stdout }): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'json', 'no-color', 'quiet'], values: ['model', 'label1', 'label2', 'function', 'output'] });
  const [sub, ...files] = args.positionals;
  if (flag(args, 'help') || sub === undefined) {
    // Asked for, the help is the answer (stdout); given for a missing command, it explains a usage error (stderr).
    const asked = flag(args, 'help');
    (asked ? io.stdout : (io.stderr ?? process.stderr)).write(`${contractsHelp}\n`);
    return asked ? 0 : 2;
  }
  const env = io.env ?? process.env;
  const columns = io.stdout.isTTY === true ? terminalWidth(io.stdout) : Infinity;
  const style: RenderStyle = {
    color: !flag(args, 'json') && useColor({ stream: io.stdout, noColorFlag: flag(args, 'no-color'), env }),
    // A terminal's own width; elsewhere 80 columns, so what is saved or piped reads the same everywhere.
    width: Number.isFinite(columns) ? columns : SUMMARY_WIDTH,
  };
  const stderr = io.stderr ?? process.stderr;
  const quiet = flag(args, 'quiet');
  const out = (lines: string[]) => io.stdout.write(`${lines.join('\n')}\n`);
  // The service's JSON with the characters a terminal acts on escaped, the same JSON (a document's U+202E, hred25).
  const json = (body: unknown) => io.stdout.write(`${jsonTerminalSafe(JSON.stringify(body, null, 2))}\n`);
  const output = value(args, 'output');
  if (output !== undefined && sub !== 'html') throw new UsageError('--output is for contracts html (the converted HTML page)');
  if (output !== undefined) checkOutputPath(output);
  // The service and its readers are loaded once the arguments are checked: --help or a usage error need not compile them.
  const service = async () => {
    const [{ CompareComplyV1 }, input] = await Promise.all([import('../../contracts/index.js'), import('../contracts-input.js')]);
    return { twin: new CompareComplyV1({ version: '2018-10-15' }), ...input };
  };
  // Read by content whatever the name: say so when the name promised another format.
  const readInput = ({ formatMismatch, readDocumentFile, refuseOversized }: Awaited<ReturnType<typeof service>>, path: string): Buffer => {
    const bytes = readDocumentFile(path);
    refuseOversized(path, bytes);
    const mismatch = formatMismatch(path, bytes);
    if (mismatch !== undefined) stderr.write(`parley contracts: note: ${mismatch}\n`);
    return bytes;
  };

  if (sub in ANALYZE) {
    // Several files is a batch's work: say which command takes them (a folder of them).
    if (files.length > 1) throw new UsageError(`${sub} takes one FILE; for several, put them in a folder and run parley contracts batch IN_DIR OUT_DIR`);
    if (files.length !== 1) throw new UsageError(`${sub} takes one FILE`);
    const model = value(args, 'model');
    const loaded = await service();
    const { twin } = loaded;
    const file = readInput(loaded, files[0]);
    const [doing, done] = DOING[sub as keyof typeof ANALYZE];
    const analyze = (onProgress?: OnProgress): Promise<{ result: unknown }> =>
      twin[ANALYZE[sub as keyof typeof ANALYZE]]({ file, ...(model ? { model } : {}), ...(onProgress ? { onProgress } : {}) });
    const { result } = await withProgress(stderr, `${doing} ${files[0]}`, `${done} ${files[0]}`, (onProgress) => naming(files, () => analyze(onProgress)), { quiet });
    if (output !== undefined) writeOutputFile(output, (result as HTMLReturn).html);
    if (flag(args, 'json')) json(result);
    // Without --output the summary is all a newcomer sees of `html`: its last line says where the page is.
    else if (sub === 'html') out([...renderHtml(result as HTMLReturn, style), output !== undefined ? `HTML page written to ${output}` : HTML_PAGE_HINT]);
    else if (sub === 'classify') {
      out(renderClassify(result as never, style));
      const unlabelled = unlabelledNote(result as ClassifyReturn);
      if (unlabelled !== undefined) stderr.write(`parley contracts: note: ${terminalSafe(files[0])}: ${unlabelled}\n`);
    } else out(renderTables(result as never, style));
    return 0;
  }
  if (sub === 'compare') {
    if (files.length !== 2) throw new UsageError('compare takes FILE1 FILE2');
    const loaded = await service();
    const { twin } = loaded;
    const [file1, file2] = [readInput(loaded, files[0]), readInput(loaded, files[1])];
    const names = { file1: basename(files[0]), file2: basename(files[1]) };
    const { result } = await withProgress(
      stderr,
      `comparing ${files[0]} and ${files[1]}`,
      `compared ${files[0]} and ${files[1]}`,
      (onProgress) =>
        naming(files, () =>
          twin.compareDocuments({
            file1,
            file2,
            file1Label: value(args, 'label1') ?? names.file1,
            file2Label: value(args, 'label2') ?? names.file2,
            ...(onProgress ? { onProgress } : {}),
          }),
        ),
      { quiet, describe: (p) => `${p.document ? `${names[p.document]}: ` : ''}${describeProgress(p)}` },
    );
    if (flag(args, 'json')) json(result);
    else out(renderCompare(result, style));
    return 0;
  }
  if (sub === 'batch') return batch(files, value(args, 'function') ?? 'element_classification', flag(args, 'json'), quiet, io);
  throw new UsageError(`unknown command '${sub}' (${CONTRACTS_SUBCOMMANDS.join(', ')})`);
}

async function batch(dirs: string[], fn: string, asJson: boolean, quiet: boolean, io: ContractsIo): Promise<number> {
  if (dirs.length !== 2) throw new UsageError('batch takes IN_DIR OUT_DIR');
  const [input, output] = dirs.map((d) => resolve(d));
  if (!existsSync(input)) throw new CliError(`cannot read ${dirs[0]}: no such directory`, EXIT.usage);
  if (!statSync(input).isDirectory()) throw new CliError(`cannot read ${dirs[0]}: not a directory (batch reads every file of IN_DIR)`, EXIT.usage);
  // Compared as the file system resolves them: OUT_DIR may be IN_DIR through a link (results read back as inputs).
  if (input === output || (existsSync(output) && realpathSync(input) === realpathSync(output))) throw new UsageError('OUT_DIR must differ from IN_DIR');
  // Checked before OUT_DIR is made: a refused batch leaves nothing behind.
  if (!isBatchFunction(fn)) throw new UsageError(`--function: ${BATCH_FUNCTION_REFUSAL}`);
  const { CompareComplyV1, DirectoryBucketStore, fileNameOfKey } = await import('../../contracts/index.js');
  mkdirSync(output, { recursive: true });
  const credentials = Buffer.from(JSON.stringify({ apikey: 'local' }));
  const tty = Boolean(io.stdout.isTTY) && !asJson && !quiet;
  // The document being read and how far it is, shown after the bar (a 58-page PDF takes seconds).
  let current: { object: string; detail: string } | undefined;
  const onBatchProgress = (e: BatchProgress) => {
    current = { object: e.object, detail: e.progress ? describeProgress(e.progress) : '' };
    show();
  };
  const twin = new CompareComplyV1({
    version: '2018-10-15',
    buckets: new DirectoryBucketStore({ input, output }),
    ...(tty ? { onBatchProgress } : {}),
  });
  let status: BatchStatus | undefined;
  // Redrawn when it changes only: the status is polled every 50 ms, a document takes seconds.
  let shown = '';
  function show(): void {
    if (!tty || status === undefined) return;
    const bar = progressBar(status);
    // Cut to the terminal's width: a wrapped line cannot be redrawn with \r.
    const columns = terminalWidth(io.stdout);
    const line = `${bar}${current && isOpen(status) ? documentNote(current, columns - 1 - bar.length - 2) : ''}`;
    if (line !== shown) io.stdout.write(`${CLEAR_LINE}${line}`);
    shown = line;
  }
  const started = Date.now();
  const { result } = await naming([], () => twin.createBatch({
    _function: fn,
    inputCredentialsFile: credentials,
    inputBucketLocation: 'local',
    inputBucketName: 'input',
    outputCredentialsFile: credentials,
    outputBucketLocation: 'local',
    outputBucketName: 'output',
  }));
  status = result;
  show();
  while (isOpen(status)) {
    await new Promise((r) => setTimeout(r, 50));
    status = (await twin.getBatch({ batchId: status.batch_id })).result;
    show();
  }
  if (asJson) io.stdout.write(`${jsonTerminalSafe(JSON.stringify(status, null, 2))}\n`);
  else {
    io.stdout.write(`${tty ? CLEAR_LINE : ''}${progressBar(status)}\n${status.document_counts.successful} written to ${dirs[1]}${status.document_counts.failed > 0 ? `, ${status.document_counts.failed} failed (their <file>.json holds the error)` : ''}\n`);
    // A count alone sends the user opening every <file>.json to find which document failed, and why.
    if (status.document_counts.failed > 0) for (const line of failedDocuments(input, output, fileNameOfKey, started)) io.stdout.write(`  ${line}\n`);
    for (const line of skippedLines(status)) io.stdout.write(`${line}\n`);
  }
  return status.document_counts.failed > 0 ? 1 : 0;
}

/**
 * `broken.pdf: The document could not be processed…` for each document of `input` whose result in `output` is an error
 * body written since `since` (epoch ms): an OUT_DIR used before holds results of earlier runs, which this run did not
 * fail. Two seconds of slack for file systems that keep coarse times. `resultFile` names a key's file in OUT_DIR
 * (`fileNameOfKey` of parley/contracts: a long name's result is shortened), passed in as the wing is loaded lazily.
 */
export function failedDocuments(input: string, output: string, resultFile: (key: string) => string, since = 0): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync(input, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const result = join(output, resultFile(`${entry.name}.json`));
    let body: unknown;
    try {
      if (statSync(result).mtimeMs < since - 2000) continue;
      body = JSON.parse(readFileSync(result, 'utf8'));
    } catch {
      continue;
    }
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    // The names come from the folder (an archive, a shared drive): escape sequences in them are shown, never sent.
    if (typeof error === 'string') lines.push(terminalSafe(`${entry.name}: ${error.replace(/\s+/g, ' ')}`));
  }
  return lines.sort();
}

/** What the batch did not read (a hidden file, a folder, a link, a name it refuses), each with the reason: never silent. */
export function skippedLines(status: BatchStatus): string[] {
  const count = status.skipped_count ?? 0;
  if (count === 0) return [];
  const listed = status.skipped_objects ?? [];
  const lines = [`${count} skipped (not read):`, ...listed.map((o) => `  ${terminalSafe(`${o.name}: ${o.reason}`)}`)];
  if (count > listed.length) lines.push(`  and ${count - listed.length} more`);
  return lines;
}

/** `  name.pdf page 3/58` in `room` characters (the name terminal-safe): the name gives way first, then the detail. */
export function documentNote({ object: given, detail }: { object: string; detail: string }, room: number): string {
  const object = terminalSafe(given);
  const full = detail ? `${object} ${detail}` : object;
  if (full.length <= room) return `  ${full}`;
  const name = shorten(object, room - (detail ? detail.length + 1 : 0));
  if (name !== '') return `  ${name}${detail ? ` ${detail}` : ''}`;
  const alone = shorten(object, room);
  return alone === '' ? '' : `  ${alone}`;
}

const isOpen = (s: BatchStatus): boolean => s.status === 'pending' || s.status === 'active';

/**
 * Runs a service call; a refusal that names a part the user gave (the file, file1, file2, the model or the
 * function) is restated with the file's path or the flag, exit 2: unreadable input or a usage error.
 */
async function naming<T>(files: readonly string[], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!(e instanceof ParleyError) || e.status >= 500) throw e;
    const part = (e.errors[0]?.path ?? '').replace(/^\./, '');
    const message = e.errors[0]?.message ?? e.message;
    // `.file1.document.html`: a JSON input (compare's earlier classify result) lacks a field the comparison reads.
    const head = /^[^.[]*/.exec(part)?.[0] ?? '';
    const file = head === 'file' || head === 'file1' ? files[0] : head === 'file2' ? files[1] : undefined;
    if (file !== undefined && head !== part) throw new CliError(`${file}: not an earlier \`parley contracts classify --json\` result: ${message}`, EXIT.usage);
    if (file !== undefined) throw new CliError(`${file}: ${message}`, EXIT.usage);
    if (part === 'model' || part === 'function') throw new UsageError(`--${part}: ${message}`);
    throw e;
  }
}

/**
 * A file that is no contract (a package.json, a README) is classified all the same, as plain text: its summary of
 * "0 labelled" elements exits 0 like any other. Said on stderr, so a newcomer who gave the wrong file learns it.
 */
export function unlabelledNote(r: ClassifyReturn): string | undefined {
  if (r.elements.length === 0 || r.elements.some((e) => e.types.length > 0 || e.categories.length > 0)) return undefined;
  return `none of its ${r.elements.length} elements got a nature or a category: is it a contract?`;
}
