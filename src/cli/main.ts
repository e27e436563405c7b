#!/usr/bin/env node
/** The `parley` binary: runs the command on the process's streams and exits with its code. */
// First: the V8 flag of `parley contracts` and `parley serve`, set before any other module is loaded.
import './contracts-v8-flags.js';
import { EXIT } from './exit.js';
import { parleyMain } from './dispatch.js';
import { processIo } from './io.js';

// A reader that stops early (`parley run ws.json | head -1`) closes the pipe: that ends the output, it is not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(EXIT.ok);
  throw e;
});

parleyMain(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`parley: ${(e as Error).message}\n`);
    process.exitCode = 1;
  },
);
