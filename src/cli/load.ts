/** The engine of a workspace file, for the commands that hold conversations or lint. */
import { compileWorkspace, type Engine } from '../engine/index.js';
import { ParleyError } from '../model/index.js';
import { CLEAR_LINE } from './progress.js';
import { readWorkspaceFile } from './files.js';
import { invalidWorkspace } from './invalid-workspace.js';
import type { CliOut } from './io.js';

/** The engine of the workspace at `path`; `stderr` shows the compilation when it is a terminal. */
export function loadEngine(path: string, version: string | undefined, stderr: CliOut): Engine {
  return engineOf(path, readWorkspaceFile(path), version, stderr);
}

/**
 * The engine of `json`, the workspace already read from `path` (named in the messages). A command that needs the
 * workspace's JSON too reads the file once and passes it here: a second read of a pipe (`parley lint <(…)`, a FIFO)
 * finds it emptied by the first (hred26).
 */
export function engineOf(path: string, json: unknown, version: string | undefined, stderr: CliOut): Engine {
  // Big workspaces take a moment to compile: say so when a person is watching.
  const progress = stderr.isTTY === true;
  if (progress) stderr.write(`compiling ${path}…`);
  try {
    const started = Date.now();
    const engine = compileWorkspace(json, version ? { version } : {});
    if (progress) stderr.write(`${CLEAR_LINE}compiled ${path} in ${Date.now() - started} ms\n`);
    return engine;
  } catch (e) {
    if (progress) stderr.write(CLEAR_LINE);
    if (e instanceof ParleyError) throw invalidWorkspace(path, e.errors);
    throw e;
  }
}
