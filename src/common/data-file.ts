/** Finding the data files shipped at the package root (`data/`). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ParleyError } from './errors.js';

/**
 * A data file shipped at the package root (`data/`). This module runs from `src/` (tests), `dist/` (ESM) and
 * `dist/cjs/` (CommonJS), so the root is found by walking up from here rather than by a fixed `../`.
 */
export function findDataFile(name: string): string {
  const file = join('data', name);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 6; up++) {
    const candidate = join(dir, file);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw damagedInstall(`data file ${file} not found above ${fileURLToPath(import.meta.url)}`);
}

/**
 * The error of a data file missing or damaged: the install is broken (an interrupted build, a file removed or edited),
 * which no request can mend. A `ParleyError` as every public function throws, not a bare `Error` (hred8).
 */
export function damagedInstall(problem: string): ParleyError {
  return new ParleyError(500, `${problem}: reinstall parley, or run \`npm run build\` in its repository`);
}
