/**
 * The V8 flag of `parley contracts` and `parley serve`, set before the rest of the binary is imported (main.ts imports
 * this file first).
 * V8 compiles a regular expression twice by default: to bytecode on its first use, to native code from its second
 * (`--regexp-tier-up`). The classifier's regexes are many and a one-shot command runs most of them only a few times,
 * so the bytecode compile is mostly wasted: without the tier-up a regex is compiled once, to native code, and the
 * first classify of a DOCX costs about 40 % less CPU (bench/log.md, "Cold start, part 2"). A long-running
 * `parley serve` gains too: with the tier-up, the regexes first run late in the first classification (past some
 * 13–19 MB of regex code) stay slow for the life of the process, so every later classify of the 58-page PDF costs
 * about a third more CPU (warm 2,100 → 1,430 ms, same answers; bench/log.md, "The regexes' native code", h25regex).
 * One server process classifies in its own threads; with `--workers N` each worker process classifies the documents
 * it receives (only feedback and batch records go to the primary), so `parley serve` starts its workers with the same
 * flag (`CLASSIFY_V8_FLAGS`, `ClusterOptions.workerExecArgv`; review hrev18). Set here only: a library does not set flags for the process that imports it, and the other
 * commands keep V8's defaults (the conversation commands were not measured). V8 flags are the process's, its
 * threads' too; the PDF child is a process of its own, started with the defaults.
 */
import { setFlagsFromString } from 'node:v8';
import { CLASSIFY_V8_FLAGS } from './classify-v8-flags.js';

/** The commands that classify contracts in this process. */
const CLASSIFYING_COMMANDS: ReadonlySet<string> = new Set(['contracts', 'serve']);

/** The command's name as `parleyMain` reads it: the first argument but `--debug`. */
const command = process.argv.slice(2).find((a) => a !== '--debug');
if (command !== undefined && CLASSIFYING_COMMANDS.has(command)) for (const flag of CLASSIFY_V8_FLAGS) setFlagsFromString(flag);
