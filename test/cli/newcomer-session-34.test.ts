/**
 * What a newcomer meets of session 34's additions (h56ops): `parley run --help` says that its JSON lines escape
 * the characters a terminal acts on (hred25's jsonTerminalSafe), so that a consumer comparing bytes is not surprised;
 * `--now` is read as its help says (ISO), as the integer flags now are (src/cli/integer-flag.ts).
 */
import { describe, expect, it } from 'vitest';
import { coffee, parleyInProcess } from './binary.js';

describe("session 34's additions in the help (h56ops)", () => {
  it('run --help says its JSON escapes DEL, C1 and the bidirectional controls, and that the JSON is the same', async () => {
    const help = (await parleyInProcess(['run', '--help'])).stdout;
    expect(help).toContain(
      'to the next request unless the request has its own. DEL, C1 and the\n' +
        'bidirectional controls in a response are written as \\uXXXX escapes (the same\n' +
        'JSON), so that a line read on a terminal shows as it is.\n',
    );
    expect(help.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  it('what the help promises: a JSON line holding U+202E, C1 and DEL parses to the same text', async () => {
    const { jsonTerminalSafe } = await import('../../src/common/terminal-safe.js');
    const value = { text: 'a\u202eb\u0085c\u007f' };
    const line = jsonTerminalSafe(JSON.stringify(value));
    expect(line).toBe('{"text":"a\\u202eb\\u0085c\\u007f"}');
    expect(JSON.parse(line)).toEqual(value);
  });
});

describe('--now takes an ISO date or date-time with its zone (h56ops)', () => {
  it.each(['1', 'March 3, 2026', '2026-11-22T09:00', '2026-11-22 09:00:00Z', '2026-13-01', ''])('%j: a usage error, not another instant', async (text) => {
    expect(await parleyInProcess(['run', coffee, '--now', text])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley run: --now must be an ISO date-time such as 2026-11-22T09:00:00Z, not ${JSON.stringify(text)} (try parley run --help)\n`,
    });
  });

  it.each(['2026-11-22', '2026-11-22T09:00Z', '2026-11-22T09:00:00Z', '2026-11-22T09:00:00.250+01:00'])('%j: taken', async (text) => {
    expect((await parleyInProcess(['run', coffee, '--now', text], '')).code).toBe(0);
  });
});
