/** Finding the data files shipped at the package root (`data/`). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  throw new Error(`data file ${file} not found above ${fileURLToPath(import.meta.url)}`);
}
