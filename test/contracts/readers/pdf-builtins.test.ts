/**
 * Loading the contract module (and with it pdfjs, whose legacy build patches built-ins as it loads) leaves
 * the process's built-ins native: a server hosting the conversation engine beside the contract routes
 * must not run every `push` and `JSON.parse` through polyfills. Fresh processes: the test runner's own may
 * have loaded pdfjs already.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreBuiltins, snapshotBuiltins } from '../../../src/contracts/readers/pdf/builtins.js';

const dist = join(new URL('../../../', import.meta.url).pathname, 'dist');

const probe = `
  const natives = [Array.prototype.push, JSON.parse, Function.prototype.toString].map(String);
  const self = typeof globalThis.self;
  process.stdout.write(JSON.stringify({ natives, self }));
`;

function run(args: string[]) {
  if (!existsSync(dist)) throw new Error('dist/ is missing: run npm run build (npm install does it)');
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { natives: string[]; self: string };
}

const expected = {
  natives: ['function push() { [native code] }', 'function parse() { [native code] }', 'function toString() { [native code] }'],
  self: 'undefined',
};

describe('loading pdfjs changes no built-in', () => {
  it('parley/contracts, ESM and CommonJS, after reading a PDF', () => {
    const pdf = join(dist, '..', 'test/fixtures/contracts/contract_A.pdf');
    const read = `const c = __LOAD__; const fs = require('node:fs');
      c.then((m) => m.convertToHtml({ file: fs.readFileSync(${JSON.stringify(pdf)}), fileContentType: 'application/pdf' })).then(() => { ${probe} });`;
    expect(run(['--input-type=commonjs', '-e', read.replace('__LOAD__', `import(${JSON.stringify(join(dist, 'contracts/index.js'))})`)])).toEqual(expected);
    expect(run(['--input-type=commonjs', '-e', read.replace('__LOAD__', `Promise.resolve(require(${JSON.stringify(join(dist, 'cjs/contracts/index.js'))}))`)])).toEqual(expected);
  }, 60_000);

  it('restoreBuiltins puts back a replaced method and names it, and leaves added ones', () => {
    const snapshot = snapshotBuiltins();
    const push = Array.prototype.push;
    const patched = function (this: unknown[], ...items: unknown[]): number {
      return push.apply(this, items);
    };
    try {
      Object.defineProperty(Array.prototype, 'push', { value: patched, writable: true, configurable: true, enumerable: false });
      Object.defineProperty(Math, 'parleyTestAdded', { value: 1, configurable: true });
      expect(restoreBuiltins(snapshot)).toEqual(['Array.prototype.push']);
      expect(Array.prototype.push).toBe(push);
      expect((Math as unknown as Record<string, number>).parleyTestAdded).toBe(1);
      expect(restoreBuiltins(snapshot)).toEqual([]);
    } finally {
      Array.prototype.push = push;
      Reflect.deleteProperty(Math, 'parleyTestAdded');
    }
  });
});
