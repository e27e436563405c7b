/** `parley --version`: the version of the installed package, read from its package.json. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageVersion(from = dirname(fileURLToPath(import.meta.url))): string {
  // dist/cli/, dist/cjs/cli/ and src/cli/ sit at different depths: walk up to parley's own package.json.
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'parley' && pkg.version) return pkg.version;
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}
