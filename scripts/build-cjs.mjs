// Builds the CommonJS twin of the package in dist/cjs/ from the ES modules tsc wrote to dist/: every .js is
// transformed file by file (not bundled, so `parley` and `parley/testing` share one copy of each class) and every
// .d.ts is copied, under a package.json that marks the folder CommonJS — so a `require('parley/…')` gets CommonJS
// code and CommonJS-flavoured types. Which subpaths exist is read from package.json's `exports` alone.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(dist, 'cjs');

// `import.meta.url` has no CommonJS meaning: each file that uses it gets its own file URL instead.
const META_URL = '__parleyImportMetaUrl';
const META_BANNER = `var ${META_URL} = require('node:url').pathToFileURL(__filename).href;`;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (p === out) continue;
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

let count = 0;
for (const file of files(dist)) {
  const target = join(out, relative(dist, file));
  if (file.endsWith('.d.ts')) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  } else if (file.endsWith('.js')) {
    const source = readFileSync(file, 'utf8');
    const usesMeta = source.includes('import.meta');
    const result = transformSync(source, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcefile: relative(root, file),
      ...(usesMeta ? { define: { 'import.meta.url': META_URL }, banner: META_BANNER } : {}),
    });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, result.code);
    count++;
  }
}
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

// Every subpath of the exports map must have both builds (a subpath added later without a `require` fails here).
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const missing = [];
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue;
  for (const condition of ['import', 'require']) {
    const entry = target[condition];
    for (const key of ['types', 'default']) {
      const path = entry?.[key];
      if (!path) missing.push(`${subpath}: no ${condition}.${key}`);
      else {
        try {
          statSync(join(root, path));
        } catch {
          missing.push(`${subpath}: ${condition}.${key} ${path} was not built`);
        }
      }
    }
  }
}
if (missing.length > 0) {
  console.error(`build-cjs: the exports map is incomplete:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`build-cjs: ${count} modules -> dist/cjs`);
