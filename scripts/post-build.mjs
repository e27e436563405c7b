// Copies the generated parsers (plain JS; generated TypeScript is compiled by tsc) next to the compiled output and marks the CLI executable.
import { cpSync, existsSync, chmodSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name === 'generated') cpSync(p, join(root, 'dist', relative(join(root, 'src'), p)), { recursive: true, filter: (from) => statSync(from).isDirectory() || from.endsWith('.js') });
      else walk(p);
    }
  }
}
walk(join(root, 'src'));
const cli = join(root, 'dist/cli/main.js');
if (existsSync(cli)) chmodSync(cli, 0o755);
