#!/usr/bin/env node
/** The `parley` command: dispatches to the subcommands; errors are one clear line (stack with --debug). */
import { CliError, EXIT } from './exit.js';
import { UsageError } from './args.js';
import { CLI_DEFAULT_VERSION } from './api-version.js';
import { packageVersion } from './package-version.js';
import { ParleyError } from '../model/errors.js';

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

type Command = (argv: string[]) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  // Each command's module is loaded when it runs: `parley --help` or a usage error need not compile the engine.
  run: async (argv) => (await import('./commands/run.js')).runCommand(argv, { stdin: process.stdin, stdout: process.stdout }),
  chat: async (argv) => (await import('./commands/chat.js')).chatCommand(argv, { stdin: process.stdin, stdout: process.stdout }),
  test: async (argv) => (await import('./commands/test.js')).testCommand(argv),
  lint: async (argv) => (await import('./commands/lint.js')).lintCommand(argv),
  serve: async (argv) => (await import('./commands/serve.js')).serveCommand(argv),
  eval: async (argv) => (await import('./commands/eval.js')).evalCommand(argv),
  contracts: async (argv) => (await import('./commands/contracts.js')).contractsCommand(argv),
};

async function main(argv: string[]): Promise<number> {
  const debug = argv.includes('--debug');
  const args = argv.filter((a) => a !== '--debug');
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? process.stdout : process.stderr).write(`${HELP}\n`);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`parley: unknown command '${name}' (try parley --help)\n`);
    return EXIT.usage;
  }
  try {
    return await command(rest);
  } catch (e) {
    if (debug) process.stderr.write(`${(e as Error).stack}\n`);
    if (e instanceof UsageError) {
      process.stderr.write(`parley ${name}: ${e.message} (try parley ${name} --help)\n`);
      return EXIT.usage;
    }
    if (e instanceof CliError) {
      process.stderr.write(`parley ${name}: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof ParleyError) {
      process.stderr.write(`parley ${name}: ${e.message}\n`);
      return EXIT.failure;
    }
    process.stderr.write(`parley ${name}: unexpected error: ${(e as Error).message}${debug ? '' : ' (--debug for details)'}\n`);
    return EXIT.failure;
  }
}

// A reader that stops early (`parley run ws.json | head -1`) closes the pipe: that ends the output, it is not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(EXIT.ok);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`parley: ${(e as Error).message}\n`);
    process.exitCode = 1;
  },
);
