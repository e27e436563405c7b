/**
 * One temporary directory for the whole run, removed at its end. Many tests write stores, uploads, workspaces and
 * packed installs under `os.tmpdir()`, and not every one removes what it made: before this, one `npm test` left about
 * 2,500 `parley-*` directories in the user's /tmp. vitest runs this in its main process before it starts the forks, so
 * the forks, the worker threads and every child process they spawn (the CLI, `parley serve`, npm) inherit TMPDIR and
 * write below this root; the teardown removes it whatever the tests left.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TEMP_VARIABLES = ['TMPDIR', 'TMP', 'TEMP'] as const;

export default function useOneTemporaryRoot(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'parley-test-run-'));
  const previous = TEMP_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of TEMP_VARIABLES) process.env[name] = root;
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
