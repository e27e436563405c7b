/**
 * Every whole-number flag takes plain decimal digits within the bounds its help states (src/cli/integer-flag.ts);
 * `1e3`, `0x10`, ` 5`, `+5`, `''` and `1e308` were read by `Number()` as values the user did not write (hred25:
 * `serve --port 1e3` listened on 1000, `--max-logs 1e308` kept every log). Each is one usage line, exit 2, before any work.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { integerFlag } from '../../src/cli/integer-flag.js';
import { parleyInProcess, root } from './binary.js';

const tiny = join(root, 'test/fixtures/eval/tiny.json');
const LOOSE = ['1e3', '0x10', ' 5', '5 ', '+5', '', '1e308', '1_000', '5.0', '٥'];

describe('integerFlag', () => {
  it('takes plain digits within the bounds, leading zeros included', () => {
    expect(integerFlag('port', '8080', { min: 0, max: 65535 })).toBe(8080);
    expect(integerFlag('port', '0', { min: 0, max: 65535 })).toBe(0);
    expect(integerFlag('port', '065535', { min: 0, max: 65535 })).toBe(65535);
    expect(integerFlag('folds', '2', { min: 2 })).toBe(2);
    expect(integerFlag('port', undefined, { min: 0, max: 65535 })).toBeUndefined();
  });

  it.each(LOOSE)('refuses %j: a usage error (exit 2) naming the flag and what it takes', (text) => {
    expect(() => integerFlag('port', text, { min: 0, max: 65535, note: '; 0 picks a free one' })).toThrow(
      expect.objectContaining({ exitCode: 2, message: `invalid --port ${/^\S+$/.test(text) ? text : JSON.stringify(text)} (0 to 65535; 0 picks a free one)` }),
    );
  });

  it('quotes a text that is empty or holds a space', () => {
    expect(() => integerFlag('port', '', { min: 0, max: 65535 })).toThrow('invalid --port "" (0 to 65535)');
    expect(() => integerFlag('port', ' 5', { min: 0, max: 65535 })).toThrow('invalid --port " 5" (0 to 65535)');
  });

  it('refuses a count past its bound, and one past 2^53 - 1 where the flag has none (it would round)', () => {
    expect(() => integerFlag('port', '65536', { min: 0, max: 65535 })).toThrow('invalid --port 65536 (0 to 65535)');
    expect(() => integerFlag('folds', '1', { min: 2 })).toThrow('invalid --folds 1 (2 or more)');
    expect(integerFlag('max-logs', '9007199254740991', { min: 0 })).toBe(9007199254740991);
    expect(() => integerFlag('max-logs', '9007199254740993', { min: 0 })).toThrow('invalid --max-logs 9007199254740993 (0 or more, at most 9007199254740991)');
  });
});

describe('the whole-number flags of parley serve and parley eval', () => {
  const serveCases: [string, string, string][] = [
    ['--port', '1e3', '(0 to 65535; 0 picks a free one)'],
    ['--port', '', '(0 to 65535; 0 picks a free one)'],
    ['--max-logs', '1e308', '(0 or more)'],
    ['--max-logs', '-1', '(0 or more)'],
    ['--workers', '2e0', '(1 to 64, or auto)'],
    ['--analysis-queue', '1e2', '(0 to 10000)'],
    ['--analysis-per-client', '0x2', '(0 to 10000)'],
    ['--upload-timeout', '1e1', '(0 to 3600)'],
    ['--upload-rate', ' 16', '(0 to 1048576)'],
    ['--feedback-quota', '1e2', '(0 to 1048576)'],
    ['--feedback-quota', '-5', '(0 to 1048576)'],
  ];
  it.each(serveCases)('serve %s %j: one usage line, exit 2, nothing started', async (name, text, takes) => {
    const shown = /^\S+$/.test(text) ? text : JSON.stringify(text);
    expect(await parleyInProcess(['serve', name, text])).toEqual({ code: 2, stdout: '', stderr: `parley serve: invalid ${name} ${shown} ${takes}\n` });
  });

  it.each(['2e0', '1', '0x3'])('eval --folds %j: one usage line, exit 2', async (text) => {
    expect(await parleyInProcess(['eval', tiny, '--folds', text])).toEqual({ code: 2, stdout: '', stderr: `parley eval: invalid --folds ${text} (2 or more)\n` });
  });

  it('the help states the bounds the flags take', async () => {
    expect((await parleyInProcess(['serve', '--help'])).stdout).toContain(
      '  --quiet           no request log lines on stderr\n' +
        'Counts are written in digits: --port 0 to 65535 (0: a free one), --workers\n' +
        '1 to 64, --max-logs 0 or more, --analysis-queue and --analysis-per-client\n' +
        '0 to 10000, --upload-timeout 0 to 3600, --upload-rate 0 to 1048576,\n' +
        '--feedback-quota 0 to 1048576.\n',
    );
    expect((await parleyInProcess(['eval', '--help'])).stdout).toContain('  --folds K          number of folds (2 or more; default 5)\n');
  });
});

describe('eval --min-accuracy in decimal digits (h56ops)', () => {
  it.each(['', ' ', '0x1', '1e-1', '+0.5', 'Infinity', '-0'])('%j: a usage error, not a threshold of 0 (or another number the user did not write)', async (text) => {
    expect(await parleyInProcess(['eval', tiny, '--min-accuracy', text])).toEqual({ code: 2, stdout: '', stderr: 'parley eval: --min-accuracy must be a number from 0 to 1 (try parley eval --help)\n' });
  });

  it('0.8, .75, 1 and 0 are thresholds', async () => {
    for (const text of ['0.8', '.75', '1', '0', '1.0']) expect((await parleyInProcess(['eval', tiny, '--min-accuracy', text, '--folds', '2'])).code).toBeLessThan(2);
  });
});
