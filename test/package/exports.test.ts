/**
 * The package as a user's project loads it (the built dist/): every subpath of package.json's `exports` loads
 * with `require` and with `import`, and TypeScript finds its types under every module resolution a project may
 * use (node10 through typesVersions, node16 from CommonJS, nodenext from ES modules, bundler).
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown>; typesVersions: unknown };
/** Registers matchers on vitest's `expect`: it loads inside a vitest run only (covered by test/testing/kit.test.ts). */
const RUNNER_ONLY = new Set(['parley/testing/vitest']);
const exported = Object.keys(pkg.exports)
  .filter((s) => s !== './package.json' && !s.includes('*'))
  .map((s) => `parley${s.slice(1)}`);
const subpaths = exported.filter((s) => !RUNNER_ONLY.has(s));

/** A scratch project whose node_modules/parley is this repository. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parley-consumer-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules/parley'), 'dir');
  return dir;
}

/** Runs node without blocking the test worker (a blocked worker cannot report to vitest). */
function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/**
 * Runs `work` once one of two slots is free: the type checks below run side by side two at a time, as many as the
 * suite's two cores run at once (each a tsc process of ~300 MB; four at once on a loaded machine took past the 120 s
 * guard each). A case's timeout covers its own check and one other's it may wait for (180 s each before, 300 s now).
 */
const slots = { free: 2, waiting: [] as (() => void)[] };
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

function node(dir: string, file: string, source: string) {
  writeFileSync(join(dir, file), source);
  return run([join(dir, file)], dir);
}

describe('loading the package', () => {
  it('lists the subpaths it serves', () => {
    expect(exported).toEqual(['parley', 'parley/server', 'parley/testing', 'parley/testing/vitest', 'parley/contracts']);
  });

  it('require() loads every subpath as CommonJS, with the same names as import()', async () => {
    const dir = project();
    const names = subpaths.map((s) => `${JSON.stringify(s)}: Object.keys(require(${JSON.stringify(s)})).sort()`).join(',\n');
    const r = await node(dir, 'main.cjs', `console.log(JSON.stringify({${names}}));`);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const fromRequire = JSON.parse(r.stdout) as Record<string, string[]>;
    const imported = await node(dir, 'main.mjs', `const out = {};\nfor (const s of ${JSON.stringify(subpaths)}) out[s] = Object.keys(await import(s)).filter((k) => k !== 'default').sort();\nconsole.log(JSON.stringify(out));`);
    expect(imported.code).toBe(0);
    expect(fromRequire).toEqual(JSON.parse(imported.stdout));
  });

  it('a CommonJS project runs the README snippet and gets the same answer and the same error type', async () => {
    const dir = project();
    const r = await node(
      dir,
      'main.cjs',
      `const { compileWorkspace, ParleyError } = require('parley');
const { conversation } = require('parley/testing');
const engine = compileWorkspace(require('parley/examples/coffee-shop.json'), { version: '2021-06-14' });
console.log(engine.message({ input: { text: '' } }).output.text[0]);
try { compileWorkspace({ dialog_nodes: 3 }); } catch (e) { console.log(e instanceof ParleyError, e.status); }
conversation(engine).say('').expectText('Welcome to the coffee shop! What can I get you?');`,
    );
    expect(r).toEqual({ code: 0, stdout: 'Welcome to the coffee shop! What can I get you?\ntrue 400\n', stderr: '' });
  });
});

// Each case type-checks a scratch project of its own with a tsc process of its own: the cases run side by side, two at a
// time (`inSlot`), each with its test's own `expect` (issue 18, h111suite).
describe.concurrent('types of the package', () => {
  const cases = [
    { name: 'node10 (typesVersions)', module: 'commonjs', resolution: 'node10', file: 'main.ts', type: 'commonjs' },
    { name: 'node16 from CommonJS', module: 'node16', resolution: 'node16', file: 'main.cts', type: 'commonjs' },
    { name: 'nodenext from ES modules', module: 'nodenext', resolution: 'nodenext', file: 'main.mts', type: 'module' },
    { name: 'bundler', module: 'esnext', resolution: 'bundler', file: 'main.ts', type: 'module' },
  ];
  it.for(cases)('$name: every subpath has types', { timeout: 300_000 }, async ({ module, resolution, file, type }, { expect }) => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module, moduleResolution: resolution, strict: true, noEmit: true, skipLibCheck: true, typeRoots: [join(root, 'node_modules/@types')], types: ['node'] },
        files: [file],
      }),
    );
    // A typed use of each subpath: an import without types would be `any` and the assignments below would pass,
    // so each line also reads a member whose type is known.
    writeFileSync(
      join(dir, file),
      [
        `import { compileWorkspace, DEFAULT_VERSION } from 'parley';`,
        `import * as server from 'parley/server';`,
        `import { lint } from 'parley/testing';`,
        `import * as contracts from 'parley/contracts';`,
        `const version: string = DEFAULT_VERSION;`,
        `const findings: { code: string }[] = lint({});`,
        `const wrong: number = compileWorkspace; // must be a type error if the types are found`,
        `export { version, findings, wrong, server, contracts };`,
      ].join('\n'),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const r = await inSlot(() => run([tsc, '-p', dir], dir));
    const errors = r.stdout.split('\n').filter((l) => /error TS/.test(l));
    // Exactly the one planted error: the types were found and nothing else failed.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/main\.[cm]?ts\(7,7\): error TS2322/);
  });
});
