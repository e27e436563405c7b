import { readFileSync } from 'node:fs';
import { compileWorkspace, type Engine } from '../engine/index.js';
import { ParleyError } from '../model/index.js';

/** Reads a JSON file, with one clear error line when it is missing or malformed. */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${path} is not valid JSON: ${(e as Error).message}`);
  }
}

export function loadEngine(path: string, version?: string): Engine {
  const json = readJsonFile(path);
  // Big workspaces take a moment to compile: say so when a person is watching.
  const progress = process.stderr.isTTY === true;
  if (progress) process.stderr.write(`compiling ${path}…`);
  try {
    const started = Date.now();
    const engine = compileWorkspace(json, version ? { version } : {});
    if (progress) process.stderr.write(`\r\u001b[Kcompiled ${path} in ${Date.now() - started} ms\n`);
    return engine;
  } catch (e) {
    if (progress) process.stderr.write('\r\u001b[K');
    if (e instanceof ParleyError) {
      const details = e.errors.slice(0, 10).map((d) => `  ${d.path || '(root)'}: ${d.message}`);
      const more = e.errors.length > 10 ? [`  ... and ${e.errors.length - 10} more`] : [];
      throw new CliError([`${path}: invalid workspace`, ...details, ...more].join('\n'));
    }
    throw e;
  }
}

/** An expected failure: printed as one clear message, exit code 1 (2 for usage). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
