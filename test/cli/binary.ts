/**
 * The built binary (dist/cli/main.js), spawned as users run it: one runner for the CLI tests that read its output
 * (it was copied into each of them). NO_COLOR is set, so no escape code shows whatever the environment.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll } from 'vitest';

export const root = new URL('../../', import.meta.url).pathname;
export const bin = join(root, 'dist/cli/main.js');
export const coffee = join(root, 'examples/coffee-shop.json');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `parley ARGS` with `input` on stdin; a run past the timeout fails its test instead of hanging it. */
export function parley(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Fails the file at once when dist/ was not built. */
export function needsBuild(): void {
  beforeAll(() => {
    if (!existsSync(bin)) throw new Error('dist/ is missing: run npm run build (npm install does it)');
  });
}
