/**
 * The `parley` command without its process: dispatches argv to a subcommand and turns its errors into one clear
 * line (stack with --debug) and an exit code. main.ts runs it on the process's streams; a test can run it on
 * buffers (test/cli/binary.ts) when the process itself is not what it checks.
 */
import { CliError, EXIT } from './exit.js';
import { UsageError } from './args.js';
import { CLI_DEFAULT_VERSION } from './api-version.js';
import { packageVersion } from './package-version.js';
import { ParleyError } from '../model/errors.js';
import { CONTRACTS_SUBCOMMANDS } from './contracts-subcommands.js';
import type { CliIo } from './io.js';
import { terminalSafeLines } from '../common/terminal-safe.js';

const HELP = `usage: parley <command> [options]
       parley --version

commands:
  chat <workspace.json>     talk to a workspace in the terminal
  run <workspace.json>      one message per stdin line, one JSON answer per line
  serve                     the v1 REST API over HTTP
  test <transcripts|DIR...> run transcript files (YAML or JSON)
  lint <workspace.json>...  static checks of workspaces
  eval <workspace.json>     intent accuracy by k-fold or a held-out CSV
  contracts <cmd> FILE...   contract analysis: html, classify, tables, compare,
                            batch

examples:
  parley chat examples/coffee-shop.json
  parley test examples/transcripts --coverage
  parley contracts classify contract.pdf

chat, run, test and eval reproduce API version ${CLI_DEFAULT_VERSION} unless given
--version DATE (a transcript may name its own); serve takes the version of each
request (?version=); lint and contracts take none.
parley <command> --help tells more.
Exit codes: 0 success, 1 failure, 2 usage error or unreadable input.
NO_COLOR=1 (or --no-color, or output that is not a terminal) turns colours off.
--debug shows stack traces.`;

type Command = (argv: string[], io: CliIo) => Promise<number>;


const COMMANDS: Record<string, Command> = {
  // Each command's module is loaded when it runs: `parley --help` or a usage error need not compile the engine.
  run: async (argv, io) => (await import('./commands/run.js')).runCommand(argv, io),
  chat: async (argv, io) => (await import('./commands/chat.js')).chatCommand(argv, io),
  test: async (argv, io) => (await import('./commands/test.js')).testCommand(argv, io),
  lint: async (argv, io) => (await import('./commands/lint.js')).lintCommand(argv, io),
  serve: async (argv, io) => (await import('./commands/serve.js')).serveCommand(argv, io),
  eval: async (argv, io) => (await import('./commands/eval.js')).evalCommand(argv, io),
  contracts: async (argv, io) => (await import('./commands/contracts.js')).contractsCommand(argv, io),
};

/** The exit code of `parley ARGV`, its output written to `io`. */
export async function parleyMain(argv: readonly string[], io: CliIo): Promise<number> {
  const debug = argv.includes('--debug');
  const args = argv.filter((a) => a !== '--debug');
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.stdout : io.stderr).write(`${HELP}\n`);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-v') {
    io.stdout.write(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    // `parley classify x.pdf` is the README's `parley contracts classify` with a word left out: say so.
    const contracts = CONTRACTS_SUBCOMMANDS.includes(name) ? `: did you mean parley contracts ${name}?` : '';
    io.stderr.write(`parley: unknown command '${name}'${contracts} (try parley --help)\n`);
    return EXIT.usage;
  }
  try {
    return await command(rest, io);
  } catch (e) {
    if (debug) io.stderr.write(`${(e as Error).stack}\n`);
    // A message may quote the input (an invalid workspace's intent name, a CSV's cell, a document's words): shown
    // terminal-safe, its own line breaks kept (hred25: a U+202E or a C1 CSI in a workspace's name reached the terminal).
    if (e instanceof UsageError) {
      io.stderr.write(`parley ${name}: ${terminalSafeLines(e.message)} (try parley ${name} --help)\n`);
      return EXIT.usage;
    }
    if (e instanceof CliError) {
      io.stderr.write(`parley ${name}: ${terminalSafeLines(e.message)}\n`);
      return e.exitCode;
    }
    if (e instanceof ParleyError) {
      io.stderr.write(`parley ${name}: ${terminalSafeLines(e.message)}\n`);
      return EXIT.failure;
    }
    io.stderr.write(`parley ${name}: unexpected error: ${terminalSafeLines(String((e as Error).message))}${debug ? '' : ' (--debug for details)'}\n`);
    return EXIT.failure;
  }
}
