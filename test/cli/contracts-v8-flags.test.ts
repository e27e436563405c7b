/**
 * `parley contracts` and `parley serve` set `--no-regexp-tier-up` before the rest of the binary loads
 * (src/cli/contracts-v8-flags.ts); the other commands leave V8's flags alone. Spawns the built binary with `v8.setFlagsFromString` wrapped (the ESM
 * binding updated by `syncBuiltinESMExports`), each call written to stderr, in the order it came.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bin } from './binary.js';

const WRAP = `
  import v8 from 'node:v8';
  import { syncBuiltinESMExports } from 'node:module';
  const set = v8.setFlagsFromString;
  v8.setFlagsFromString = (flags) => { process.stderr.write('v8 flags: ' + flags + '\\n'); set(flags); };
  syncBuiltinESMExports();
`;

function flagsOf(args: readonly string[]): { code: number | null; flags: string[] } {
  const r = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(WRAP)}`, bin, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, flags: r.stderr.split('\n').filter((l) => l.startsWith('v8 flags: ')).map((l) => l.slice('v8 flags: '.length)) };
}

describe('the V8 flag of parley contracts and parley serve', () => {
  it('is set for parley contracts, also after --debug', () => {
    expect(flagsOf(['contracts', '--help'])).toEqual({ code: 0, flags: ['--no-regexp-tier-up'] });
    expect(flagsOf(['--debug', 'contracts', '--help'])).toEqual({ code: 0, flags: ['--no-regexp-tier-up'] });
  }, 120_000);

  it('is set for parley serve (the server classifies contracts in its own process)', () => {
    expect(flagsOf(['serve', '--help'])).toEqual({ code: 0, flags: ['--no-regexp-tier-up'] });
  }, 120_000);

  it('is not set for another command, nor for a file named contracts or serve', () => {
    expect(flagsOf(['--version'])).toEqual({ code: 0, flags: [] });
    expect(flagsOf(['lint', '--help'])).toEqual({ code: 0, flags: [] });
    // `parley run` loads the expression engine, which sets a flag of its own (src/expr/regex.ts), and not this one.
    expect(flagsOf(['run', 'contracts'])).toEqual({ code: 2, flags: ['--enable-experimental-regexp-engine'] });
    expect(flagsOf(['run', 'serve'])).toEqual({ code: 2, flags: ['--enable-experimental-regexp-engine'] });
  }, 120_000);
});
