/**
 * Where a command reads and writes: the process's own streams in `parley`, buffers when a test runs a command in
 * its own process. A command writes only here (not to process.stdout), so both give the same output.
 */
export interface CliOut extends NodeJS.WritableStream {
  isTTY?: boolean;
  /** The terminal's width, when it is one. */
  columns?: number;
}

export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: CliOut;
  stderr: CliOut;
  env: NodeJS.ProcessEnv;
}

export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}
