/** `parley eval <workspace.json>`: intent accuracy by k-fold cross-validation or a held-out CSV; table, JSON, HTML. */
import type { CliIo } from '../io.js';
import { flag, parseArgs, UsageError, value } from '../args.js';
import { checkOutputPath, readTextFile, readWorkspaceFile, writeOutputFile } from '../files.js';
import { CliError, EXIT } from '../exit.js';
import { integerFlag } from '../integer-flag.js';
import { useColor } from '../color.js';
import { paint } from '../render.js';
import { VERSION_TEXT } from '../api-version.js';
import { flagHelp } from '../help.js';
import { TERMINAL_WIDTH, wrapItems } from '../../common/wrap.js';
import { stepProgress } from '../progress.js';
import { versionFlag } from '../turn-flags.js';
import type { Evaluation, LabelledUtterance } from '../../testing/index.js';
import { ParleyError } from '../../model/errors.js';
import { invalidWorkspace } from '../invalid-workspace.js';
import { jsonTerminalSafe, terminalSafe, wholeCut } from '../../common/terminal-safe.js';

/** The most-confused pairs align their examples up to this column; a longer pair is not padded (its example needs the room). */
const MAX_PAIR_COLUMN = 44;

/** A decimal number as a person writes one (`0.8`, `1`, `.75`): no sign, exponent, hex or blank. */
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

export const evalHelp = `usage: parley eval <workspace.json> [--folds K] [--test CSV] [--json]
                   [--html FILE] [--min-accuracy X] [--version DATE]
                   [--no-color] [--quiet]

Evaluates the workspace's intent classifier as teams do for the service: k-fold
cross-validation of its own examples (default 5 folds; the j-th example of
each intent is held out in fold j mod K), or, with --test, training on every
example and scoring a held-out CSV of "text,intent" rows (an empty intent = out
of scope). An answer is the top intent when its confidence is at least 0.2,
else irrelevant. Prints accuracy, per-intent precision/recall/F1, the most
confused pairs, a confidence histogram and the best threshold (a right answer
+1, a wrong one -1, a declined utterance 0, or +1 when it was out of scope).
On a terminal, stderr shows which fold is being trained.
  --folds K          number of folds (2 or more; default 5)
  --test CSV         score this labelled set instead of cross-validating
  --json             end the output with one JSON line (accuracy, macro,
                     intents, confusions, histogram, threshold)
  --html FILE        write an HTML report with charts
  --min-accuracy X   exit 1 when accuracy is below X (0 to 1), for CI
${flagHelp('--version DATE', VERSION_TEXT, 21)}
  --no-color         no colours (also NO_COLOR=1, or output not a terminal)
  --quiet            no progress line on stderr
Exit codes: 0 done (and accuracy at least --min-accuracy), 1 below
--min-accuracy, 2 usage or unreadable input.

examples:
  parley eval examples/coffee-shop.json --folds 3 --html eval.html
  parley eval ws.json --test held-out.csv --min-accuracy 0.8`;

export async function evalCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'json', 'no-color', 'quiet'], values: ['folds', 'test', 'html', 'min-accuracy', 'version'] });
  if (flag(args, 'help')) {
    io.stdout.write(`${evalHelp}\n`);
    return EXIT.ok;
  }
  const [file, ...extra] = args.positionals;
  if (!file) throw new UsageError('missing workspace file');
  if (extra.length > 0) throw new UsageError(`one workspace at a time (got ${args.positionals.length})`);
  const folds = integerFlag('folds', value(args, 'folds'), { min: 2 });
  if (folds !== undefined && value(args, 'test') !== undefined) throw new UsageError('--folds and --test exclude each other');
  const minAccuracyText = value(args, 'min-accuracy');
  // Written in decimal digits: Number('') is 0, so `--min-accuracy=$MIN` with MIN unset never failed a CI run.
  const minAccuracy = minAccuracyText === undefined ? undefined : DECIMAL.test(minAccuracyText) ? Number(minAccuracyText) : Number.NaN;
  if (minAccuracy !== undefined && !(minAccuracy >= 0 && minAccuracy <= 1)) throw new UsageError('--min-accuracy must be a number from 0 to 1');
  const workspace = readWorkspaceFile(file);
  const htmlReport = value(args, 'html');
  if (htmlReport !== undefined) checkOutputPath(htmlReport);
  // The classifier is loaded once the flags and the workspace are checked: --help or a usage error need not compile it.
  const { evaluateIntents, evaluationHtml, parseLabelledCsv } = await import('../../testing/index.js');
  // Named as lint and run name it (the file, then each problem's path), not as a fault of --folds.
  const problems = (await import('../../model/index.js')).validateWorkspace(workspace);
  if (problems.length > 0) throw invalidWorkspace(file, problems);
  const testFile = value(args, 'test');
  let test: LabelledUtterance[] | undefined;
  if (testFile !== undefined) {
    const text = readTextFile(testFile);
    test = asUsage(() => parseLabelledCsv(text, testFile));
  }
  const version = versionFlag(args);
  const progress = stepProgress(io.stderr, `evaluating ${file}`, { quiet: flag(args, 'quiet') });
  const onProgress = (done: number, total: number) => progress.step(test ? `scoring ${test.length} utterances` : `fold ${Math.min(done + 1, total)}/${total}`);
  let ev: Evaluation;
  try {
    ev = asUsage(() => evaluateIntents(workspace, { ...(folds !== undefined ? { folds } : {}), ...(test ? { test } : {}), version, onProgress }));
  } catch (e) {
    progress.fail();
    throw e;
  }
  progress.end(`evaluated ${file}`);
  const style = { color: useColor({ stream: io.stdout, noColorFlag: flag(args, 'no-color'), env: io.env }) };
  io.stdout.write(`${formatEvaluation(ev, file, style).join('\n')}\n`);
  const html = value(args, 'html');
  if (html) {
    writeOutputFile(html, evaluationHtml(ev, `Intent evaluation of ${file}`));
    io.stdout.write(`HTML report written to ${html}\n`);
  }
  if (flag(args, 'json')) {
    const { predictions: _predictions, curve: _curve, ...summary } = ev;
    io.stdout.write(`${jsonTerminalSafe(JSON.stringify(summary))}\n`);
  }
  return minAccuracy !== undefined && ev.accuracy < minAccuracy ? EXIT.failure : EXIT.ok;
}

/** The workspace or the CSV is at fault: that is bad input (exit 2), with the message and its place. */
function asUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ParleyError) throw new CliError(e.errors.length > 0 ? e.errors.map((d) => `${d.path ? `${d.path}: ` : ''}${d.message}`).join('\n') : e.message, EXIT.usage);
    throw e;
  }
}

export function formatEvaluation(ev: Evaluation, file: string, style: { color: boolean }): string[] {
  const f3 = (x: number) => x.toFixed(3);
  const method = ev.method === 'k-fold' ? `${ev.folds}-fold cross-validation` : 'held-out test set';
  const lines = [
    paint(style, 'bold', `${terminalSafe(file)}: ${method}, ${ev.total} utterance${ev.total === 1 ? '' : 's'}`),
    `accuracy ${f3(ev.accuracy)} (${ev.correct}/${ev.total})   macro precision ${f3(ev.macro.precision)}  recall ${f3(ev.macro.recall)}  F1 ${f3(ev.macro.f1)}`,
  ];
  // Under the accuracy it explains: a mistyped label ("#greeting", "Greeting") scores its rows as out of scope, and
  // below the threshold line, 30 lines down, the reader had long decided the classifier was bad.
  if (ev.unknownLabels.length > 0) lines.push(...wrapItems('labels the workspace has no intent for (scored as out of scope): ', 'labels the workspace has no intent for (scored as out of scope): ', ev.unknownLabels.map(terminalSafe), ', ', TERMINAL_WIDTH, undefined, '  ').map((l) => paint(style, 'yellow', l)));
  lines.push('');
  const width = Math.max(6, ...ev.intents.map((i) => i.intent.length));
  lines.push(paint(style, 'dim', `${'intent'.padEnd(width)}  support  precision  recall     F1`));
  for (const i of ev.intents) {
    const row = `${i.intent.padEnd(width)}  ${String(i.support).padStart(7)}  ${f3(i.precision).padStart(9)}  ${f3(i.recall).padStart(6)}  ${f3(i.f1).padStart(5)}`;
    lines.push(i.f1 < 0.5 && i.support > 0 ? paint(style, 'red', row) : row);
  }
  lines.push('', paint(style, 'bold', 'most confused (expected -> answered)'));
  if (ev.confusions.length === 0) lines.push('  none');
  const shown = ev.confusions.slice(0, 10);
  const pairOf = (c: (typeof shown)[number]) => `  ${String(c.count).padStart(4)}  ${terminalSafe(c.expected)} -> ${terminalSafe(c.predicted)}`;
  // The examples start in one column, as a table's would; a very long pair keeps its own width (room for e.g.).
  const pairWidth = Math.min(MAX_PAIR_COLUMN, Math.max(0, ...shown.map((c) => pairOf(c).length)));
  for (const c of shown) {
    const pair = pairOf(c).padEnd(pairWidth);
    // The example gives way at 80 columns (it is one of several; --html lists them in full).
    const example = jsonTerminalSafe(JSON.stringify(c.examples[0]));
    const room = TERMINAL_WIDTH - pair.length - '   e.g. '.length;
    lines.push(`${pair}   e.g. ${example.length <= room ? example : `${example.slice(0, wholeCut(example, Math.min(Math.max(4, room - 2), example.length - 1)))}…"`}`);
  }
  lines.push('', paint(style, 'bold', 'top-intent confidence (right / wrong)'));
  const max = Math.max(1, ...ev.histogram.map((b) => b.correct + b.wrong));
  for (const b of ev.histogram) {
    const bar = '#'.repeat(Math.round((b.correct / max) * 40)) + '.'.repeat(Math.round((b.wrong / max) * 40));
    lines.push(`  ${b.from.toFixed(1)}-${b.to.toFixed(1)}  ${String(b.correct).padStart(5)} / ${String(b.wrong).padEnd(5)} ${bar}`);
  }
  const t = ev.bestThreshold;
  lines.push('', `best threshold ${f3(t.threshold)}: answers ${(t.coverage * 100).toFixed(1)}%, ${(t.answeredAccuracy * 100).toFixed(1)}% of them right (net score ${t.score})`);
  return lines;
}
